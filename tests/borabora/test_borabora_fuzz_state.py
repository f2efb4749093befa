"""`from_dict` validates the position: a mutated saved state either raises `BadState` naming
the field, or loads into a position that plays on raising nothing but `MeepleError`s."""

import contextlib
import copy
import random

import pytest
from borabora_helpers import new
from fuzzing import fuzz_settings
from hypothesis import given
from hypothesis import strategies as st

from meeple.core.errors import BadState, MeepleError


def _saved_positions():
    out = []
    for seed in range(6):
        s = new(2 + seed % 3, seed)
        rng = random.Random(seed)
        for step in range(600):
            if s.is_terminal():
                break
            if step % 60 == 17:
                out.append(s.to_dict())
            s.apply(rng.choice(s.legal_actions()))
        out.append(s.to_dict())
    return out


SAVED = _saved_positions()
GAME = new().game
REPLACEMENTS = [10**18, -(10**18), -1, 1000, 7, [], "x", None, {}, 2.5, True]


def _paths(value, path=()):
    """Every place in a nested dict/list that a mutation can replace."""
    yield path
    if isinstance(value, dict):
        for k, v in value.items():
            yield from _paths(v, (*path, k))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            yield from _paths(v, (*path, i))


def _mutate(d, path, how, rng):
    d = copy.deepcopy(d)
    parent = d
    for key in path[:-1]:
        parent = parent[key]
    old = parent[path[-1]]
    if how == "longer" and isinstance(old, list):
        new_value = old + (old[-1:] if old else [0])
    elif how == "shorter" and isinstance(old, list):
        new_value = old[:-1]
    else:
        new_value = rng.choice(REPLACEMENTS)
    parent[path[-1]] = new_value
    return d


def _exercise(state):
    rng = random.Random(0)
    for _ in range(25):
        state.observation(None)
        for p in range(state.num_players):
            state.observation(p)
            state.render(p)
        state.render(None, "full")
        state.prompt()
        state.to_dict()
        state.evaluate()
        legal = state.legal_actions()
        if not legal:
            return
        state.apply(rng.choice(legal))


@fuzz_settings(300)
@given(st.integers(0, len(SAVED) - 1), st.integers(0, 10**6), st.sampled_from(["replace", "longer", "shorter"]))
def test_mutated_states_are_refused_or_play_on(which, pick, how):
    saved = SAVED[which]
    paths = [p for p in _paths(saved["state"], ("state",)) if len(p) > 1]
    rng = random.Random(pick)
    mutated = _mutate(saved, paths[pick % len(paths)], how, rng)
    try:
        state = GAME.from_dict(mutated)
    except BadState:
        return
    with contextlib.suppress(MeepleError):
        _exercise(state)


@pytest.mark.parametrize("field, value, words", [
    ("jewel_layout", lambda v: [1000] + v[1:], "jewel_layout"),
    ("round", lambda v: 10**18, "state.round"),
    ("order", lambda v: [v[0]] * len(v), "state.order"),
    ("men_board", lambda v: v + [3], "men_board"),
    ("present", lambda v: [1 << 40] + v[1:], "state.present"),
    ("stack", lambda v: [[15, 0, 99, 0]], "state.stack"),
    ("fish", lambda v: v[:-1] + [v[0]], "state.fish"),
    ("rng_seed", lambda v: -5, "rng_seed"),
])
def test_named_bad_fields_are_refused(field, value, words):
    d = copy.deepcopy(SAVED[3])
    d["state"][field] = value(d["state"][field])
    with pytest.raises(BadState, match=words):
        GAME.from_dict(d)


def test_every_saved_position_loads_back():
    for d in SAVED:
        assert GAME.from_dict(d).to_dict() == d
