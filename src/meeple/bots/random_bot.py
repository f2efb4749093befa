"""The uniform random bot: the baseline, and the playout policy of search bots."""

from __future__ import annotations

from meeple.bots.base import Analysis, Bot
from meeple.core.game import State


class RandomBot(Bot):
    """Chooses uniformly among the legal actions, from its own seeded generator."""

    name = "random"
    doc = "uniform random legal moves (the baseline)"

    def choose(self, state: State) -> int:
        legal = state.legal_actions()
        return legal[self.rng.randrange(len(legal))]

    def analyse(self, state: State) -> Analysis:
        """Every legal action with equal weight, valued at the position's evaluation."""
        value = state.evaluate()[state.current_player()]
        legal = state.legal_actions()
        return [(a, 1.0 / len(legal), value) for a in legal]
