"""Bad input: illegal or malformed actions, notation, options, player counts and state dicts
raise the documented errors and leave everything unchanged."""

from __future__ import annotations

import json

import pytest
from tzolkin_helpers import blank, give, play, put

import meeple
from meeple.core import BadNotation, BadOption, BadState, IllegalAction
from meeple.games.tzolkin import actions as A


def test_illegal_action_ids_leave_the_state_unchanged():
    state = blank()
    put(state, "tikal", 2, 0)
    before = state.to_dict()
    for bad in (-1, A.NUM_ACTIONS, A.BUILD, A.pickup_id(2, 3), "place tikal", None, 2.0, True):
        with pytest.raises(IllegalAction) as err:
            state.apply(bad)
        assert "Legal" in str(err.value) or "legal" in str(err.value)
    assert state.to_dict() == before


def test_illegal_message_names_the_action_and_the_legal_ones():
    state = blank()
    with pytest.raises(IllegalAction, match=r"pick up tikal 3.*not legal.*place palenque"):
        state.apply(A.pickup_id(2, 3))


def test_bad_notation():
    state = blank()
    before = state.to_dict()
    for text in ("place nowhere", "build b99", "", "pick up tikal 2"):
        with pytest.raises(BadNotation):
            state.str_to_action(text)
    assert state.to_dict() == before


def test_notation_is_case_and_space_insensitive():
    state = blank()
    give(state, 0, corn=3)
    play(state, "  Place   TIKAL ")
    assert state.gears[2][0] == 0


@pytest.mark.parametrize("options", [{"tech_levels": "published"}, {"strict_tileless": 1},
                                     {"no_such_option": True}, {"final_advance": "yes"}])
def test_bad_options(options):
    with pytest.raises(BadOption):
        meeple.load("tzolkin", **options)


@pytest.mark.parametrize("players", [1, 5, 0, "4", 2.0])
def test_bad_player_counts(players):
    with pytest.raises(BadOption, match="allowed: 2, 3, 4"):
        meeple.load("tzolkin").new_game(players=players, seed=1)


def test_round_trip_and_malformed_state_dicts():
    game = meeple.load("tzolkin")
    state = blank()
    d = json.loads(json.dumps(state.to_dict()))
    assert game.from_dict(d).to_dict() == state.to_dict()
    for field, value in (("gears", [[0]]), ("goods", "x"), ("stack", [[99, 0, 0, 0]]),
                         ("day", "3"), ("vp", [0, 0]), ("over", 0)):
        broken = json.loads(json.dumps(d))
        broken["state"][field] = value
        with pytest.raises(BadState, match=field):
            game.from_dict(broken)
    broken = json.loads(json.dumps(d))
    del broken["state"]["display"]
    with pytest.raises(BadState, match="display"):
        game.from_dict(broken)
