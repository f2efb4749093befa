"""`prune(state, legal)` and `mcts:prune=true`: the tree searches only the moves a strong
player would make (the 4th die at an early Ascension, no paid unlock while two dice can
move); off by default."""

from __future__ import annotations

import random

import pytest

import meeple
from meeple import bots
from meeple.bots import profiles
from meeple.core import BadOption
from meeple.games.teotihuacan import actions as A
from meeple.games.teotihuacan import evaluate as E
from meeple.games.teotihuacan import frames as F
from meeple.games.teotihuacan import prune as P
from meeple.games.teotihuacan.policy import policy


def _policy_positions(seeds: range, difficulty: str = "hard"):
    """Every decision of solo games played by the policy (sampled), with its legal moves."""
    game = meeple.load("teotihuacan", difficulty=difficulty)
    for seed in seeds:
        rng = random.Random(seed)
        s = game.new_game(players=1, seed=seed)
        while not s.is_terminal():
            legal = s.legal_actions()
            yield s, legal
            s.apply(rng.choices(legal, policy(s, legal))[0])


def test_prune_keeps_a_non_empty_subset_of_the_legal_moves():
    kinds = set()
    for s, legal in _policy_positions(range(3)):
        kept = P.prune(s, legal)
        assert kept and set(kept) <= set(legal)
        if len(kept) < len(legal):
            kinds.add(s.stack[-1][0])
    assert F.F_ASCEND in kinds  # the rules fire in ordinary games


def test_the_rules_as_stated():
    fourth = A.ASCEND + A.ASC_FOURTH
    seen = {"fourth": 0, "unlock": 0}
    for s, legal in _policy_positions(range(6)):
        kept = P.prune(s, legal)
        seat = s.stack[-1][1]
        if s.stack[-1][0] == F.F_ASCEND and fourth in legal and E.remaining(s) >= 0.5:
            assert [a for a in kept if A.ASCEND <= a <= fourth] == [fourth]
            seen["fourth"] += 1
        if A.UNLOCK_PAY in legal:
            assert (A.UNLOCK_PAY in kept) == (P._unlocked(s, seat) < P.PAID_UNLOCK_MOVABLE)
            seen["unlock"] += A.UNLOCK_PAY not in kept
    assert seen["fourth"] and seen["unlock"]


def _solo():
    state = meeple.load("teotihuacan").new_game(players=1, seed=3, difficulty="hard")
    rng = random.Random(3)
    for _ in range(40):
        state.apply(rng.choice(state.legal_actions()))
    while state.current_player() != 0 or len(state.legal_actions()) < 2:
        state.apply(rng.choice(state.legal_actions()))
    return state


def test_mcts_prune_plays_legal_seeded_moves_among_the_kept_ones():
    game = meeple.load("teotihuacan", difficulty="hard")
    s = game.new_game(players=1, seed=11)
    bot = bots.make("mcts:tuned=true:iterations=12:prune=true", seed=4)
    for _ in range(60):
        legal = s.legal_actions()
        action = bot.choose(s)
        assert action in P.prune(s, legal)
        s.apply(action)
    state = _solo()
    choices = {bots.make("mcts:tuned=true:iterations=60:prune=true", seed=9).choose(state)
               for _ in range(2)}
    assert len(choices) == 1


def test_prune_is_off_by_default_and_parsed():
    assert bots.make("mcts:tuned=true").prune is False
    assert bots.make("mcts:prune=true").prune is True
    with pytest.raises(BadOption):
        bots.make("mcts:prune=maybe")
    assert not any(entry.get("prune") for name, entry in profiles.PROFILES.items()
                   if name.startswith("teotihuacan"))


def test_prune_off_searches_every_legal_move():
    state = _solo()
    bot = bots.make("mcts:tuned=true:iterations=40", seed=2)
    assert bot._legal(state) == state.legal_actions()
