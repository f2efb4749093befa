"""The greedy bot: one-ply search on the game's `evaluate`, chance sampled.

For each legal action it applies the action to a sampled copy of the position (hidden
information resampled for its seat, a fresh chance seed) and scores the seat's
`evaluate()`. A compound move is a sequence of atomic decisions by the same seat (place a
worker, then choose a building, then pay): scoring after the first decision alone is
short-sighted, so while the same seat decides again the bot keeps choosing greedily, up to
`chain` decisions, and scores the position where the seat's turn ends (or the chain does).
"""

from __future__ import annotations

from meeple.bots.base import Analysis, Bot, sample
from meeple.bots.spec import Param
from meeple.core.game import State


class GreedyBot(Bot):
    name = "greedy"
    doc = "one-ply search on the game's evaluation, following the seat's own compound moves"
    params = (
        Param("chain", int, 4, "decisions of the same seat followed greedily before scoring"),
        Param("samples", int, 1, "chance samples (determinizations) averaged per action"),
    )

    def analyse(self, state: State) -> Analysis:
        me = state.current_player()
        legal = state.legal_actions()
        totals = dict.fromkeys(legal, 0.0)
        samples = max(1, self.samples)
        for _ in range(samples):
            world = sample(state, me, self.rng)
            for a in legal:
                totals[a] += self._value_after(world, a, me)
        order = [(totals[a] / samples, self.rng.random(), a) for a in legal]
        order.sort(reverse=True)
        return [(a, 1.0 / len(legal), v) for v, _, a in order]

    def _value_after(self, world: State, action: int, me: int) -> float:
        s = world.clone()
        s.apply(action)
        for _ in range(self.chain - 1):
            if s.is_terminal() or s.current_player() != me:
                break
            s.apply(self._best_step(s, me))
        return s.evaluate()[me]

    def _best_step(self, s: State, me: int) -> int:
        best, best_value = -1, -1.0
        for a in s.legal_actions():
            t = s.clone()
            t.apply(a)
            v = t.evaluate()[me]
            if v > best_value:
                best, best_value = a, v
        return best
