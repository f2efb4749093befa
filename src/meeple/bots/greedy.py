"""The greedy bot: one-ply search on the game's `evaluate`.

For each legal action it plays the action on a copy of the position as its seat may know
it (`determinize`, and a fresh chance seed, so neither hidden cards nor future dice are
seen), follows its own next decisions greedily while the same seat keeps deciding (a compound
move — place, then choose, then pay — is judged whole, up to `follow` steps), and scores the
result with `evaluate()`. The best action wins; ties are broken by the seeded generator.
"""

from __future__ import annotations

import random

from meeple.bots.cycles import TurnMemory
from meeple.core.game import State
from meeple.core.rng import SEED_BITS


class GreedyBot:
    name = "greedy"
    PARAMS = {"follow": "decisions of its own compound move followed greedily before scoring"}

    def __init__(self, seed: int | None = None, follow: int = 3) -> None:
        self.rng = random.Random(seed)
        self.follow = follow
        self.turn = TurnMemory()  # no endless loops of free decisions

    def choose(self, state: State) -> int:
        legal = state.legal_actions()
        if len(legal) == 1:
            return legal[0]
        return self.turn.pick(state, [a for a, _, _ in self.analyse(state)])

    def analyse(self, state: State) -> list[tuple[int, float, float]]:
        """Every legal action with its value for the seat to move, best first."""
        me = state.current_player()
        base = state.determinize(me, self.rng)
        base.rng_seed = self.rng.getrandbits(SEED_BITS)
        rows = []
        for a in state.legal_actions():
            value = self._value(base, a, me)
            rows.append((a, value, value, self.rng.random()))
        rows.sort(key=lambda r: (-r[1], r[3]))
        return [(a, w, v) for a, w, v, _ in rows]

    def _value(self, base: State, action: int, me: int) -> float:
        s = base.clone()
        s.apply(action)
        for _ in range(self.follow):
            if s.is_terminal() or s.current_player() != me:
                break
            legal = s.legal_actions()
            if len(legal) > 24:  # a wide follow-up: judge the position as it stands
                break
            best, best_value = legal[0], -1.0
            for a in legal:
                t = s.clone()
                t.apply(a)
                v = t.evaluate()[me]
                if v > best_value:
                    best, best_value = a, v
            s.apply(best)
        return s.evaluate()[me]
