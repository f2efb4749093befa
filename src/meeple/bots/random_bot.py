"""The uniform random bot: the baseline, and the playout policy of search bots."""

from __future__ import annotations

import random

from meeple.core.game import State


class RandomBot:
    """Chooses uniformly among the legal actions, from its own seeded generator."""

    name = "random"

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def choose(self, state: State) -> int:
        legal = state.legal_actions()
        return legal[self.rng.randrange(len(legal))]

    def analyse(self, state: State) -> list[tuple[int, float, float]]:
        """Every legal action, equally weighted (a random bot has no opinion)."""
        legal = state.legal_actions()
        return [(a, 1.0 / len(legal), 1.0 / max(2, state.num_players)) for a in legal]
