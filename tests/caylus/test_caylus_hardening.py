"""Bad input at the boundary (issue 9): seats, action ids and notation of the wrong type,
ambiguous notation, malformed positions given to `from_dict` (with a Hypothesis fuzz test), and
what the log says when the 0 PP floor limits a loss."""

from __future__ import annotations

import contextlib
import copy
import json
import random

import pytest
from caylus_helpers import BLUE, GREEN, RED, blank, build, decide, new, play, stopped
from fuzzing import fuzz_settings
from hypothesis import given
from hypothesis import strategies as st

import meeple
from meeple.core.errors import BadNotation, BadSeat, BadState, IllegalAction, MeepleError
from meeple.games.caylus import actions as A
from meeple.games.caylus import data as D

GAME = meeple.load("caylus")


def test_views_reject_seats_outside_the_game_and_show_the_public_view():
    s = new(3)
    for bad in (-1, 3, "0", None):
        if bad is not None:
            with pytest.raises(BadSeat):
                s.observation(bad)
            with pytest.raises(BadSeat):
                s.render(bad)
        with pytest.raises(BadSeat):
            s.determinize(bad, random.Random(1))
    assert s.observation(None)["seat"] is None
    assert "*" not in s.render(None).split("seat")[1].split("Tiles")[0][:3]


@pytest.mark.parametrize("bad", [None, "x", 10**9, -1, A.NUM_ACTIONS, 1.5])
def test_action_to_str_rejects_what_is_not_an_action_id(bad):
    with pytest.raises(IllegalAction, match=f"ids are 0..{A.NUM_ACTIONS - 1}"):
        new(3).action_to_str(bad)


@pytest.mark.parametrize("bad", [None, 3, ["place gate"]])
def test_str_to_action_rejects_what_is_not_a_string(bad):
    with pytest.raises(BadNotation):
        new(3).str_to_action(bad)


def test_ambiguous_notation_lists_the_candidates():
    """`place quarry` with the neutral quarry and a wooden one free names both."""
    s = blank(3)
    s.road[:6] = [D.N_FARM, D.N_FOREST, D.N_SAWMILL, D.N_QUARRY, D.N_MARKET, D.N_CARPENTER]
    build(s, 9, D.W_QUARRY, RED)
    s.deniers[BLUE] = 5
    decide(s, A.K_PLACE, BLUE)
    with pytest.raises(BadNotation, match="ambiguous") as err:
        s.str_to_action("place quarry")
    assert "place quarry@4" in str(err.value) and "place quarry@9" in str(err.value)
    assert s.action_to_str(s.str_to_action("place quarry@9")) == "place quarry@9"
    assert s.action_to_str(s.str_to_action("place market")) == "place market@5"  # unique


def test_the_log_says_what_the_zero_floor_let_a_seat_lose():
    """§3.6: a castle worker with no batch loses 2 PP, but PP never fall below 0."""
    s = blank(3)
    s.pp[GREEN] = 1
    decide(s, A.K_CASTLE, GREEN, 0, 0)
    s.cubes[GREEN] = [1, 1, 1, 0, 0]
    play(s, "castle: stop")
    assert s.pp[GREEN] == 0
    assert s.log()[-1] == "Green gives no batch to the castle: -1 PP (to 0)"
    s.pp[GREEN] = 5
    decide(s, A.K_CASTLE, GREEN, 0, 0)
    play(s, "castle: stop")
    assert s.log()[-1] == "Green gives no batch to the castle: -2 PP"


def test_a_favor_left_after_every_line_was_used_is_lost():
    """§6.3: favors of one phase go to different lines; one left over is lost (the engine
    does not ask a question with no answer)."""
    s = blank(3)
    s.favor_used[BLUE] = (1 << len(D.FAVOR_LINES)) - 1
    decide(s, A.K_FAVOR, BLUE, 1)
    s.stack.append((A.K_INN, RED))
    s.inn_right = RED
    play(s, "inn: stay")
    assert s.log()[-1] == "Blue loses 1 royal favor: every line was used this phase"
    assert stopped(s)


# -- from_dict ---------------------------------------------------------------------------------


def position(players: int = 4, moves: int = 60, seed: int = 1) -> dict:
    s = GAME.new_game(players=players, seed=seed)
    rng = random.Random(seed)
    for _ in range(moves):
        if s.is_terminal():
            break
        s.apply(rng.choice(s.legal_actions()))
    return json.loads(json.dumps(s.to_dict()))


@pytest.mark.parametrize("field,value,named", [
    ("provost", 1000, "provost"),
    ("bailiff", -1, "bailiff"),
    ("order", [0, 0, 1, 2], "order"),
    ("order", [0, 1, 2], "order"),
    ("deniers", [5, 5, 5], "deniers"),
    ("deniers", [5, 5, 5, -1], "deniers"),
    ("cubes", [[1, 2, 3, 4, 5]] * 4 + [[0] * 5], "cubes"),
    ("road", [99] * D.ROAD_LENGTH, "road"),
    ("turn", "3", "turn"),
    ("section", 3, "section"),
    ("stack", [], "stack"),
    ("stack", [[99, 0]], "stack"),
    ("stack", [[0, 7]], "stack"),
    ("favor", [[9, 0, 0, 0]] * 4, "favor"),
    ("passed", 1, "passed"),
])
def test_from_dict_refuses_a_malformed_field(field, value, named):
    d = position()
    d["state"][field] = value
    with pytest.raises(BadState, match=named):
        GAME.from_dict(d)


def test_from_dict_accepts_every_position_of_a_game():
    for players in (2, 5):
        s = GAME.new_game(players=players, seed=players)
        rng = random.Random(players)
        while not s.is_terminal():
            GAME.from_dict(json.loads(json.dumps(s.to_dict())))
            s.apply(rng.choice(s.legal_actions()))
        GAME.from_dict(s.to_dict())


POSITIONS = [position(p, m, seed) for p, m, seed in
             ((2, 40, 1), (3, 90, 2), (4, 150, 3), (5, 25, 4), (4, 400, 5), (3, 10, 6))]
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


@fuzz_settings(300)
@given(st.sampled_from(range(len(POSITIONS))), st.data())
def test_fuzzed_positions_are_refused_or_play_on(index, data):
    d = _mutate(POSITIONS[index], data)
    try:
        s = GAME.from_dict(d)
    except BadState:
        return
    with contextlib.suppress(MeepleError):
        _exercise(s)


# the scalar fields the compiled build keeps as C longs (road.pxd): a bad value is refused
# with the pure build's message, not Cython's TypeError, and a bool is not taken for an int
INT_FIELDS = ("turn", "phase", "step", "cursor", "passed", "inn_left", "inn_right", "section",
              "open_columns", "provost", "bailiff", "stock")


@pytest.mark.parametrize("field", INT_FIELDS)
@pytest.mark.parametrize("value,why", [
    ("3", "expected an int, got str"), (None, "expected an int, got NoneType"),
    (1.5, "expected an int, got float"), (True, "expected an int, got bool"),
    ([1], "expected an int, got list"), (10**30, f"{10**30} is out of range"),
])
def test_from_dict_refuses_a_bad_int_field_with_its_message(field, value, why):
    d = position(3, 70, 2)
    d["state"][field] = value
    with pytest.raises(BadState) as err:
        GAME.from_dict(d)
    assert str(err.value).startswith(f"field 'state.{field}': {why}")


def test_loaded_int_fields_are_ints_that_play_on():
    d = position(4, 120, 3)
    s = GAME.from_dict(d)
    assert all(type(getattr(s, name)) is int for name in INT_FIELDS)
    assert s.to_dict() == d and s.clone().to_dict() == d
