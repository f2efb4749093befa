"""Positions of seeded games played by a move-weighting policy (or uniformly at random), for
the tests of prune rules and rollout policies."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator

import meeple

Policy = Callable[[meeple.State, list[int]], list[float]]


def played_positions(game: str, seeds: range, players: int, policy: Policy | None = None,
                     choices_only: bool = False) -> Iterator[tuple[meeple.State, list[int]]]:
    """Every decision (with `choices_only`, those of two or more legal moves) of games played
    by `policy`'s weights (None: uniformly), one game a seed, with its legal moves."""
    for seed in seeds:
        s = meeple.load(game).new_game(players=players, seed=seed)
        rng = random.Random(seed)
        while not s.is_terminal():
            legal = s.legal_actions()
            if len(legal) > 1 or not choices_only:
                yield s, legal
            s.apply(rng.choices(legal, policy(s, legal))[0] if policy else rng.choice(legal))
