"""Bad input: action ids, notation, player counts and options raise documented errors and leave
the state unchanged. Saved states: malformed ones are rejected, good ones are snapshots."""

import json

import pytest
from borabora_helpers import new

import meeple
from meeple.core import BadNotation, BadOption, BadState, IllegalAction


def test_illegal_action_ids_and_notation_leave_the_state_unchanged():
    s = new(3, seed=2)
    before = s.to_dict()
    legal = s.legal_actions()
    illegal = next(a for a in range(s.game.num_distinct_actions(3)) if a not in legal)
    for bad in (illegal, -1, 10**6, "3", None):
        with pytest.raises(IllegalAction, match="Legal"):
            s.apply(bad)
    with pytest.raises(BadNotation, match="not a legal move now; legal: start at"):
        s.str_to_action("place 9 on moon")
    assert s.to_dict() == before


@pytest.mark.parametrize("players", [1, 5, "4"])
def test_bad_player_counts(players):
    with pytest.raises(BadOption, match="allowed: 2, 3, 4"):
        meeple.load("borabora").new_game(players=players)


def test_unknown_option():
    with pytest.raises(BadOption, match="unknown option 'variant'"):
        meeple.load("borabora", variant="seed")


def test_malformed_state_dict_names_the_field():
    s = new(2, seed=1)
    d = s.to_dict()
    del d["state"]["temple"]
    with pytest.raises(BadState, match="state.temple"):
        s.game.from_dict(d)
    d = s.to_dict()
    d["state"]["hand"] = "lots"
    with pytest.raises(BadState, match="state.hand"):
        s.game.from_dict(d)
    d = s.to_dict()
    d["state"]["offerings"][0] = -3
    with pytest.raises(BadState, match="state.offerings"):
        s.game.from_dict(d)


def test_malformed_stack_frame_is_rejected():
    s = new(2, seed=1)
    d = s.to_dict()
    d["state"]["stack"] = [[57, 0]]
    with pytest.raises(BadState, match="state.stack"):
        s.game.from_dict(d)


def test_to_dict_is_a_snapshot_that_later_moves_do_not_change():
    """A saved state is the position when it was saved: it shares no list with the live state."""
    s = new(3, seed=4)
    saved = s.to_dict()
    frozen = json.loads(json.dumps(saved))
    while s.round < 2:
        s.apply(s.legal_actions()[-1])
    assert saved == frozen


@pytest.mark.parametrize("bad", [None, "x", 10**9, -1, 2.0, True])
def test_action_to_str_of_what_is_not_an_action_id_names_the_range(bad):
    s = new(2, seed=1)
    with pytest.raises(IllegalAction, match=r"ids are 0\.\.\d+"):
        s.action_to_str(bad)
    with pytest.raises(IllegalAction):
        s.narrate(bad)


@pytest.mark.parametrize("bad", [None, 3, ["place"]])
def test_str_to_action_of_what_is_not_text(bad):
    with pytest.raises(BadNotation):
        new(2, seed=1).str_to_action(bad)


def test_every_action_has_its_own_notation_so_none_is_ambiguous():
    """Each id's text differs from every other's (case ignored): a notation names one action."""
    for game in (meeple.load("borabora"), new().game):
        notation = game.new_game(players=2, seed=1).board.notation
        assert len({x.lower() for x in notation}) == len(notation)
