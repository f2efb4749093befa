"""`mcts:priors=true`: every node of the tree, not only the root, widens to its actions in the
order of a one-ply leaf value; off (the default), only the root has an order."""

from __future__ import annotations

import random

import meeple
from meeple import bots


def _state():
    """A Caylus position a few moves in (no hidden information, no chance in play: a node's
    position is the root's with the node's actions applied)."""
    state = meeple.load("caylus").new_game(players=2, seed=7)
    rng = random.Random(7)
    for _ in range(6):
        state.apply(rng.choice(state.legal_actions()))
    return state


def _nodes(root):
    """(actions from the root, node) of every node below the root."""
    stack = [((), root)]
    while stack:
        path, node = stack.pop()
        for a, child in node.children.items():
            stack.append(((*path, a), child))
            yield (*path, a), child


def test_priors_order_every_node_by_its_one_ply_value():
    state = _state()
    bot = bots.make("mcts:iterations=150:priors=true", seed=3)
    root = bot.search(state)
    ordered = [(path, node) for path, node in _nodes(root) if node.untried]
    assert ordered, "no node below the root was ordered"
    for path, node in ordered:
        position = state.clone()
        for a in path:
            position.apply(a)
        mover = position.current_player()
        values = {}
        for a in position.legal_actions():
            child = position.clone()
            child.apply(a)
            values[a] = bot.leaf_value(child)[mover]
        assert sorted(node.untried) == sorted(values)
        assert values[node.untried[0]] == max(values.values())
        assert values[node.untried[-1]] == min(values.values())
        assert next(iter(node.children), node.untried[0]) == node.untried[0]  # widened first


def test_without_priors_only_the_root_has_an_order():
    state = _state()
    bot = bots.make("mcts:iterations=150", seed=3)
    root = bot.search(state)
    assert root.untried
    assert all(node.untried is None for _, node in _nodes(root))
