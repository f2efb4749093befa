"""`mcts:policy=true:rollouts=habits`: rollouts by the policy's habits without its one-step
lookahead (cheaper rollouts, more iterations at equal time); not in the profile."""

from __future__ import annotations

import random

from teotihuacan_helpers import bot_plays_legal_reproducible, new

from meeple.bots import profiles
from meeple.bots.value import rollout_policy_names
from meeple.games.teotihuacan import evaluate as E
from meeple.games.teotihuacan import policy as P


def test_the_name_is_known_and_the_profile_keeps_the_full_policy():
    assert "habits" in rollout_policy_names()
    assert E.policy_habits is P.policy_habits
    assert "rollouts" not in profiles.tuned("teotihuacan", 1)


def test_the_habits_are_the_policy_without_its_lookahead(monkeypatch):
    """Along a game: equal where the policy looks no step ahead, and equal everywhere once
    its LOOKAHEAD is empty."""
    s, rng, differ = new(1, seed=7), random.Random(7), 0
    positions = []
    while not s.is_terminal() and len(positions) < 400:
        legal = s.legal_actions()
        positions.append(s.clone())
        habits, full = P.policy_habits(s, legal), P.policy(s, legal)
        if s.stack[-1][0] not in P.LOOKAHEAD or len(legal) == 1:
            assert habits == full
        differ += habits != full
        s.apply(rng.choices(legal, weights=full)[0])
    assert differ > 0
    monkeypatch.setattr(P, "LOOKAHEAD", frozenset())
    for p in positions:
        legal = p.legal_actions()
        assert P.policy_habits(p, legal) == P.policy(p, legal)


def test_the_strong_bot_with_habits_rollouts_plays_legal_reproducible_moves():
    bot_plays_legal_reproducible("mcts:tuned=true:iterations=30:rollouts=habits")
