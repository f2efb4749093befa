"""`mcts:c_root=C`: the exploration constant at the decision's root only (c below it); off (0,
the default), c everywhere."""

from __future__ import annotations

import pytest

import meeple
from meeple import bots
from meeple.core.errors import BadOption


def _state():
    return meeple.load("borabora").new_game(players=2, seed=7)


def _play(spec: str, seed: int, decisions: int) -> list[int]:
    """The first `decisions` moves of a 2-player Bora Bora game with `spec` in both seats."""
    state = _state()
    seat_bots = [bots.make(spec, seed + s) for s in range(2)]
    moves = []
    for _ in range(decisions):
        action = seat_bots[state.current_player()].choose(state)
        assert action in state.legal_actions()
        moves.append(action)
        state.apply(action)
    return moves


def test_c_root_parsed_and_validated():
    assert bots.make("mcts:c_root=0.5", seed=1).c_root == 0.5
    assert bots.make("mcts", seed=1).c_root == 0.0
    with pytest.raises(BadOption):
        bots.make("mcts:c_root=-1", seed=1)
    with pytest.raises(BadOption):
        bots.make("mcts:c_root=wide", seed=1)


def test_c_root_legal_and_reproducible():
    spec = "mcts:iterations=30:tuned=true:c_root=0.6"
    assert _play(spec, 3, 12) == _play(spec, 3, 12)


def test_c_root_equal_to_c_is_the_same_search():
    """c_root=c takes the root-only branch with the constant the rest of the tree uses: the
    same search as without it."""
    state = _state()
    off = bots.make("mcts:iterations=60:c=0.2", seed=3).analyse(state)
    assert off == bots.make("mcts:iterations=60:c=0.2:c_root=0.2", seed=3).analyse(state)


def test_c_root_widens_the_root_only():
    state = _state()
    while len(state.legal_actions()) < 5:
        state.apply(state.legal_actions()[0])
    sharp = bots.make("mcts:iterations=200:c=0.0001", seed=3).analyse(state)
    wide = bots.make("mcts:iterations=200:c=0.0001:c_root=2.0", seed=3).analyse(state)
    assert sharp != wide
    # a wide root spreads its visits: its most visited move gets fewer of them
    assert wide[0][1] < sharp[0][1]
