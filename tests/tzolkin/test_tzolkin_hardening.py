"""Bad input at the boundary (seats, ids, notation, malformed states), hidden information in
every view, and a local fuzz of `from_dict` (issue 9)."""

from __future__ import annotations

import contextlib
import json
import random

import pytest
from fuzzing import fuzz_settings
from hypothesis import given
from hypothesis import strategies as st
from tzolkin_helpers import blank

import meeple
from meeple.core import MeepleError
from meeple.core.errors import BadNotation, BadSeat, BadState, IllegalAction
from meeple.games.tzolkin import actions as A


def random_position(players: int, seed: int, moves: int):
    state = meeple.load("tzolkin").new_game(players=players, seed=seed)
    rng = random.Random(seed)
    for _ in range(moves):
        if state.is_terminal():
            break
        state.apply(rng.choice(state.legal_actions()))
    return state


@pytest.mark.parametrize("seat", [4, -1, "0", 1.0, True])
def test_views_reject_a_seat_outside_the_game(seat):
    state = meeple.load("tzolkin").new_game(players=4, seed=1)
    for view in (state.observation, state.render):
        with pytest.raises(BadSeat):
            view(seat)
    with pytest.raises(BadSeat):
        state.determinize(seat, random.Random(0))
    with pytest.raises(BadSeat):
        state.determinize(None, random.Random(0))


def test_the_public_view_shows_no_wealth_tile_during_the_draft():
    """§2.3: dealt and kept tiles are secret: the public view shows neither (not even the
    mover's), and no seat sees another's feeding figure derived from its secret tiles."""
    state = meeple.load("tzolkin").new_game(players=4, seed=2)
    hand = state.hands[0][:]
    state.apply(A.KEEP + hand[0])
    public = state.observation(None)
    assert public["hand"] == [] and public["prompt"] is None
    assert public["players"][0]["wealth_tiles"] == 1
    for section in (None, "full", "players"):
        for viewer in (None, 1, 2, 3):
            text = state.render(viewer, section)
            assert not any(f"W{t + 1}:" in text for t in hand), (viewer, section)
            assert "feeding" not in text
    assert f"W{hand[0] + 1}:" in state.render(0, "players")
    assert "W" not in state.prompt().split(":")[0]


def test_narrate_hides_the_kept_tile_from_the_others():
    state = meeple.load("tzolkin").new_game(players=2, seed=3)
    keep = state.legal_actions()[0]
    assert state.narrate(keep, 0) == f"keeps the Starting Wealth tile W{keep - A.KEEP + 1}"
    assert state.narrate(keep, 1) == state.narrate(keep, None) == "keeps a Starting Wealth tile"


@pytest.mark.parametrize("bad", [None, "x", 10**9, -1, A.NUM_ACTIONS, 2.0])
def test_action_to_str_of_a_non_id_names_the_id_range(bad):
    state = meeple.load("tzolkin").new_game(players=2, seed=1)
    with pytest.raises(IllegalAction, match=f"0..{A.NUM_ACTIONS - 1}"):
        state.action_to_str(bad)
    with pytest.raises(IllegalAction):
        state.narrate(bad)


def test_str_to_action_of_none_is_bad_notation():
    state = meeple.load("tzolkin").new_game(players=2, seed=1)
    with pytest.raises(BadNotation):
        state.str_to_action(None)


def test_every_notation_is_unique_so_none_is_ambiguous():
    """Notation names one action id each (checked in actions.py), matched whole."""
    assert len(set(A.NOTATION)) == A.NUM_ACTIONS


@pytest.mark.parametrize(("field", "value"), [
    ("first", 10**18), ("first", -1), ("turn", 10**18), ("day", -5), ("fp_worker", 7),
    ("skull_supply", 14), ("age", 3), ("over", 1), ("rng_seed", -1), ("tooth_corn", None),
    ("workers", [3, 3]), ("vp", [0, 0, 0, "1"]), ("goods", [[0] * 5] * 3),
    ("temples", [[0, 0, 0]] * 3 + [[0, 0, 99]]), ("techs", [[0, 0, 0, 4]] * 4),
    ("gears", []), ("display", [0, 1, 2, 3, 4, 1000]), ("pile", [1, 1]),
    ("chichen", [-1] * 9), ("kept", [[0, 1, 2]] * 4), ("stack", []),
    ("stack", [[1, 9, 0, 0]]), ("stack", [[1, 0, 10**9, 0]]), ("stack", [[99, 0, 0, 0]]),
    ("final", [{"corn": 1}]), ("light", [1, 1, 1, 1]), ("jungle_corn", [0] * 6 + [1]),
])
def test_from_dict_refuses_a_malformed_field(field, value):
    state = random_position(4, 5, 60)
    d = json.loads(json.dumps(state.to_dict()))
    d["state"][field] = value
    with pytest.raises(BadState, match=field if field != "stack" else "stack|state"):
        meeple.load("tzolkin").from_dict(d)


def test_from_dict_refuses_a_position_that_breaks_an_invariant():
    state = random_position(3, 6, 80)
    d = json.loads(json.dumps(state.to_dict()))
    d["state"]["skull_supply"] = (d["state"]["skull_supply"] + 1) % 14
    with pytest.raises(BadState, match="skulls not conserved"):
        meeple.load("tzolkin").from_dict(d)


def test_from_dict_round_trips_positions_of_every_stage():
    for moves in (0, 10, 150, 400, 2000):
        state = random_position(2, moves, moves)
        loaded = meeple.load("tzolkin").from_dict(json.loads(json.dumps(state.to_dict())))
        assert loaded.to_dict() == state.to_dict()


def _paths(node, prefix=()):
    yield prefix, node
    if isinstance(node, dict):
        for k, v in node.items():
            yield from _paths(v, (*prefix, k))
    elif isinstance(node, list):
        for i, v in enumerate(node):
            yield from _paths(v, (*prefix, i))


MUTANTS = st.one_of(
    st.integers(-(10**18), 10**18), st.sampled_from([-1, 0, 1, 2, 3, 4, 5, 6, 12, 13, 1000]),
    st.none(), st.booleans(), st.text(max_size=3), st.lists(st.integers(-2, 40), max_size=8),
    st.just([]), st.just({}),
)


@fuzz_settings(120)
@given(players=st.sampled_from([2, 3, 4]), seed=st.integers(0, 10**6),
       moves=st.integers(0, 500), pick=st.integers(0, 10**9), value=MUTANTS)
def test_fuzz_from_dict_raises_bad_state_or_gives_a_working_state(players, seed, moves, pick,
                                                                   value):
    """A mutated field is refused with BadState, or the state answers and plays on with
    nothing but MeepleErrors."""
    state = random_position(players, seed, moves)
    d = json.loads(json.dumps(state.to_dict()))
    body = list(_paths(d["state"]))[1:]
    path, _ = body[pick % len(body)]
    node = d["state"]
    for key in path[:-1]:
        node = node[key]
    node[path[-1]] = value
    try:
        loaded = meeple.load("tzolkin").from_dict(d)
    except BadState:
        return
    rng = random.Random(seed)
    with contextlib.suppress(MeepleError):
        for _ in range(8):
            for seat in (None, *range(players)):
                json.dumps(loaded.observation(seat))
                loaded.render(seat, "full")
            loaded.prompt()
            loaded.evaluate()
            loaded.score_breakdown()
            json.dumps(loaded.to_dict())
            if loaded.is_terminal():
                return
            action = rng.choice(loaded.legal_actions())
            loaded.narrate(action)
            loaded.apply(action)


def test_a_blank_position_is_accepted_by_from_dict():
    """The test helper's positions are legal positions (the scenario tests rely on it)."""
    state = blank()
    meeple.load("tzolkin").from_dict(json.loads(json.dumps(state.to_dict())))


def test_from_dict_refuses_draft_hands_that_do_not_fit_the_keep_frames():
    """A seat still keeping 2 tiles must hold the 4 dealt ones (§2.3): an emptied hand would
    leave it a decision with no legal move."""
    d = json.loads(json.dumps(random_position(4, 0, 0).to_dict()))
    d["state"]["hands"][1] = []
    with pytest.raises(BadState, match=r"hands\[1\]"):
        meeple.load("tzolkin").from_dict(d)
