"""Hardening: seats outside the game, wrong-typed arguments, malformed loaded states (named
fields and a Hypothesis fuzz of `to_dict()` mutations), ambiguous notation."""

from __future__ import annotations

import contextlib
import copy
import json
import random

import pytest
from fuzzing import fuzz_settings
from hypothesis import given
from hypothesis import strategies as st
from teotihuacan_helpers import GAME, new

from meeple.core.errors import BadNotation, BadSeat, BadState, IllegalAction, MeepleError
from meeple.games.teotihuacan import actions as A


def test_views_reject_seats_outside_the_game_and_give_a_public_view():
    s = new(3)
    for bad in (-1, 3, "0", 1.0):
        for call in (s.observation, s.render):
            with pytest.raises(BadSeat):
                call(bad)
        with pytest.raises(BadSeat):
            s.determinize(bad, random.Random(1))
    with pytest.raises(BadSeat):
        s.determinize(None, random.Random(1))
    public = s.observation(None)
    assert public["player"] is None
    assert all(type(hand) is int for hand in public["start_tiles"])  # every hand hidden


def test_public_view_hides_every_hand_while_keeping():
    """§2.3 step 7: while seats keep their Starting tiles, no hand shows to spectators."""
    s = new(2, seed=3)
    for tile in s.start_tiles[0]:
        assert f"S{tile + 1}:" not in s.render(None)


@pytest.mark.parametrize("bad", [None, "x", 10**9, -1, 1.5, A.NUM_ACTIONS])
def test_action_to_str_rejects_what_is_not_an_action_id(bad):
    s = new(2)
    for call in (s.action_to_str, lambda a: s.action_to_str_for(a, 0), s.narrate):
        with pytest.raises(IllegalAction, match=f"0..{A.NUM_ACTIONS - 1}"):
            call(bad)


@pytest.mark.parametrize("bad", [None, 3, ["end turn"]])
def test_str_to_action_rejects_what_is_not_a_string(bad):
    with pytest.raises(BadNotation):
        new(2).str_to_action(bad)


def test_notation_names_one_legal_action_in_random_games():
    """No text names two legal actions (dice alike are deduplicated by board and power), so
    `str_to_action` is never ambiguous; each notation reads back to its action."""
    for players in (1, 4):
        s = new(players, seed=players)
        rng = random.Random(players)
        while not s.is_terminal():
            legal = s.legal_actions()
            assert len({s.action_to_str(a).lower() for a in legal}) == len(legal)
            for a in legal:
                assert s.str_to_action(s.action_to_str(a)) == a
            s.apply(rng.choice(legal))


def test_ambiguous_notation_lists_the_candidates(monkeypatch):
    s = new(2, seed=2)
    legal = s.legal_actions()
    monkeypatch.setattr(type(s), "action_to_str", lambda self, a: "same")
    with pytest.raises(BadNotation, match="ambiguous"):
        s.str_to_action("same")
    assert len(legal) > 1


def position(players: int, moves: int, seed: int, **opts) -> dict:
    s = GAME.new_game(players=players, seed=seed, **opts)
    rng = random.Random(seed)
    for _ in range(moves):
        if s.is_terminal():
            break
        s.apply(rng.choice(s.legal_actions()))
    return json.loads(json.dumps(s.to_dict()))


@pytest.mark.parametrize("field,value,named", [
    ("avenue", [], "avenue"),
    ("avenue", [0, 10], "avenue"),
    ("cocoa", [5, -1], "cocoa"),
    ("wboard", [99] * 16, "wboard"),
    ("wpower", [1] * 15, "wpower"),
    ("ring", [1, 2, 3, 4, 8, 6, 7, 7], "ring"),
    ("temple", [0, 0, 12, 0, 0, 0], "temple"),
    ("light", 10**18, "light"),
    ("turn", 7, "turn"),
    ("ncol", 3, "ncol|sizes"),
    ("tech_display", [0, 0, 1, 2, 3, 4], "tech_display"),
    ("bonuses", [0, 1, 9], "bonuses"),
    ("pyr_stack", [0], "pyr_stack"),
    ("slots", [99, 0, 0, 0, 0], "slots"),
    ("avenue_tiles", [], "avenue_tiles"),
    ("major", [[0] * 9, [], [], []], "major"),
    ("stack", [], "stack"),
    ("stack", [[99, 0]], "stack"),
    ("stack", [[0, 7]], "stack"),
    ("grid", [4] * 64, "grid"),
    ("rng_seed", -5, "rng_seed"),
])
def test_from_dict_refuses_a_malformed_field(field, value, named):
    d = position(2, 30, 1)
    d["state"][field] = value
    with pytest.raises(BadState, match=named):
        GAME.from_dict(d)


def test_from_dict_refuses_a_malformed_solo_field():
    d = position(1, 30, 1)
    d["state"]["apyr"] = [0, 0, 1, 2, 3, 4, 5]
    with pytest.raises(BadState, match="apyr"):
        GAME.from_dict(d)


POSITIONS = [position(p, m, seed, **opts) for p, m, seed, opts in (
    (2, 3, 1, {}), (3, 60, 2, {}), (4, 150, 3, {}), (1, 90, 4, {}), (2, 400, 5, {}),
    (3, 5, 6, {"start_draft": True}), (1, 250, 7, {"first_game": True}))]
HUGE = (10**18, -(10**18), -1, 1000, 7, 0)


def _mutate(d: dict, data: st.DataObject) -> dict:
    """Replace one value somewhere in the state: an int by a huge, negative or other int, a
    list by [] or a longer list, a value by one of another type."""
    d = copy.deepcopy(d)
    body = d["state"]
    key = data.draw(st.sampled_from(sorted(body)))
    holder, slot = body, key
    while isinstance(holder[slot], list) and holder[slot] and data.draw(st.booleans()):
        holder, slot = holder[slot], data.draw(st.integers(0, len(holder[slot]) - 1))
    value = holder[slot]
    choices = [None, "x", 1.5, [], {}, [0], True]
    if isinstance(value, int):
        choices += [*HUGE, value + 1, value - 1]
    if isinstance(value, list):
        choices += [value + value[:1], value[:-1], value[::-1]]
    holder[slot] = data.draw(st.sampled_from(choices))
    return d


def _exercise(s) -> None:
    """Everything a loaded state offers raises only MeepleError (and ends: no hang)."""
    rng = random.Random(0)
    for _ in range(30):
        for seat in (None, *range(s.num_players)):
            s.observation(seat)
            s.render(seat)
            s.render(seat, "full")
        s.prompt()
        s.to_dict()
        s.evaluate()
        s.score_breakdown()
        legal = s.legal_actions()
        if not legal:
            break
        action = rng.choice(legal)
        s.narrate(action)
        s.apply(action)


@fuzz_settings(250)
@given(st.sampled_from(range(len(POSITIONS))), st.data())
def test_fuzzed_positions_are_refused_or_play_on(index, data):
    d = _mutate(POSITIONS[index], data)
    try:
        s = GAME.from_dict(d)
    except BadState:
        return
    with contextlib.suppress(MeepleError):
        _exercise(s)


@pytest.mark.parametrize("seat", [0, 1.5])
def test_from_dict_refuses_a_seat_placing_its_starting_dice_twice_or_a_float_seat(seat):
    """At setup each seat's start frame is on the stack once, with an int seat."""
    from meeple.games.teotihuacan.frames import A_START

    d = copy.deepcopy(POSITIONS[0])
    stack = d["state"]["stack"]
    assert [f for f in stack if f[0] == A_START] == [[A_START, 1], [A_START, 0]]
    stack[1] = [A_START, seat]
    with pytest.raises(BadState, match="stack"):
        GAME.from_dict(d)
