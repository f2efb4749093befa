"""`mcts:major_iterations=N`: the seat's major decisions (which die, where: evaluate.major)
get N iterations, the others `iterations`; off by default (0)."""

from __future__ import annotations

import pytest

import meeple
from meeple import bots
from meeple.bots import profiles
from meeple.core import BadOption
from meeple.games.teotihuacan import evaluate as E
from meeple.games.teotihuacan import frames as F


def test_major_decisions_get_their_budget_and_moves_stay_legal():
    s = meeple.load("teotihuacan", difficulty="hard").new_game(players=1, seed=13)
    bot = bots.make("mcts:tuned=true:iterations=10:major_iterations=25", seed=3)
    seen = set()
    for _ in range(80):
        legal = s.legal_actions()
        action = bot.choose(s)
        assert action in legal
        if len(legal) > 1:
            assert bot.last_iterations == (25 if E.major(s) else 10)
            seen.add(E.major(s))
            if s.stack[-1][0] == F.F_TURN:  # which die moves: always a major decision
                assert E.major(s)
        s.apply(action)
    assert seen == {True, False}


def test_major_iterations_is_seeded_off_by_default_and_validated():
    s = meeple.load("teotihuacan", difficulty="hard").new_game(players=1, seed=13)
    while not E.major(s) or len(s.legal_actions()) < 2:
        s.apply(s.legal_actions()[0])
    spec = "mcts:tuned=true:iterations=10:major_iterations=40"
    assert len({bots.make(spec, seed=8).choose(s) for _ in range(2)}) == 1
    assert bots.make("mcts:tuned=true").major_iterations == 0
    with pytest.raises(BadOption):
        bots.make("mcts:major_iterations=-1")
    assert not any(entry.get("major_iterations") for entry in profiles.PROFILES.values())
