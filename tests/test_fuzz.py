"""Property-based fuzzing (Hypothesis) of the boundaries of every game: `from_dict`, records
and notation. Bad input raises only `MeepleError`s, never another exception or a hang, and a
rejected `apply` leaves the state unchanged.

Each example is bounded: a state accepted by `from_dict` is exercised for a few decisions.
Fresh random examples, many more: MEEPLE_FUZZ=deep (tests/support/fuzzing.py).
"""

from __future__ import annotations

import contextlib
import json
import random

import pytest
from fuzzing import fuzz_settings
from hypothesis import given
from hypothesis import strategies as st

import meeple
from meeple.core import MeepleError
from meeple.core import record as rec

FUZZ = fuzz_settings(60)
GAMES = [n for n in meeple.games() if n != "toy"]


def position(name: str, seed: int, moves: int):
    game = meeple.load(name)
    rng = random.Random(seed)
    players = rng.choice(game.player_counts)
    state = game.new_game(players=players, seed=seed)
    for _ in range(moves):
        if state.is_terminal():
            break
        state.apply(rng.choice(state.legal_actions()))
    return state


def paths(node, prefix=()):
    """Every (path, value) of a JSON tree, lists and dicts included."""
    yield prefix, node
    if isinstance(node, dict):
        for k, v in node.items():
            yield from paths(v, (*prefix, k))
    elif isinstance(node, list):
        for i, v in enumerate(node):
            yield from paths(v, (*prefix, i))


def set_at(tree, path, value):
    node = tree
    for key in path[:-1]:
        node = node[key]
    node[path[-1]] = value


MUTANTS = st.one_of(
    st.integers(min_value=-(10**18), max_value=10**18),
    st.sampled_from([-1, 0, 1, 2, 7, 1000, 10**9]),
    st.none(), st.booleans(), st.text(max_size=5),
    st.lists(st.integers(-3, 50), max_size=6),
    st.just([]), st.just({}),
)


def exercise(state) -> None:
    """A loaded state answers every question with a value or a MeepleError, and plays on."""
    rng = random.Random(0)
    for _ in range(6):
        state.observation(None)
        state.render(None)
        for seat in range(state.num_players):
            json.dumps(state.observation(seat))
        state.prompt()
        json.dumps(state.to_dict())
        if state.is_terminal():
            state.scores()
            return
        legal = state.legal_actions()
        state.action_to_str(legal[0])
        state.apply(rng.choice(legal))


@pytest.mark.parametrize("name", GAMES)
@FUZZ
@given(seed=st.integers(0, 10**6), moves=st.integers(0, 150), pick=st.integers(0, 10**9),
       value=MUTANTS, data=st.data())
def test_from_dict_accepts_or_names_the_field(name, seed, moves, pick, value, data):
    state = position(name, seed, moves)
    d = json.loads(json.dumps(state.to_dict()))
    body = list(paths(d["state"]))[1:]
    path, _ = body[pick % len(body)]
    set_at(d["state"], path, value)
    try:
        loaded = meeple.load(name).from_dict(d)
    except MeepleError:
        return
    with contextlib.suppress(MeepleError):
        exercise(loaded)


@pytest.mark.parametrize("name", GAMES)
@FUZZ
@given(seed=st.integers(0, 10**6), moves=st.integers(0, 60), field=st.sampled_from(
    ["game", "options", "players", "seed", "actions", "format"]), value=MUTANTS,
    junk=st.text(max_size=20))
def test_records_replay_or_raise_bad_record(name, seed, moves, field, value, junk):
    record = rec.make_record(position(name, seed, moves))
    bad = dict(record)
    bad[field] = value
    for r in (bad, {**record, "actions": [*record["actions"], junk]}):
        with contextlib.suppress(meeple.BadRecord):
            rec.replay(r)


@pytest.mark.parametrize("name", GAMES)
@FUZZ
@given(seed=st.integers(0, 10**6), moves=st.integers(0, 100),
       text=st.one_of(st.text(max_size=30), st.none(), st.integers(), st.just("place")),
       action=st.one_of(st.integers(-5, 10**4), st.none(), st.text(max_size=4), st.floats()))
def test_bad_notation_and_actions_change_nothing(name, seed, moves, text, action):
    state = position(name, seed, moves)
    before = state.to_dict()
    with contextlib.suppress(meeple.BadNotation):
        state.str_to_action(text)
    if action not in state.legal_actions() or type(action) is not int:
        with pytest.raises(meeple.IllegalAction):
            state.apply(action)
    with contextlib.suppress(meeple.IllegalAction):
        state.action_to_str(action)
    assert state.to_dict() == before
