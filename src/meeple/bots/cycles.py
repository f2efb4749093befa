"""A guard against endless turns. Some turns are loops of free decisions (Tzolk'in's market:
buy, sell, buy, ... or done): when every trade looks at least as good as stopping, a bot can
return to the same position forever. `TurnMemory` remembers the positions its seat has seen
since its turn began (as the seat sees them: `observation`) and passes over actions that lead
back to one of them. Game-agnostic: it needs no knowledge of which action ends the loop.
"""

from __future__ import annotations

import json
import random

from meeple.core.game import State


def _key(state: State, seat: int) -> str:
    return json.dumps(state.observation(seat), sort_keys=True, default=str)


class TurnMemory:
    """Positions seen during the current run of one seat's consecutive decisions."""

    __slots__ = ("seat", "move", "seen")

    def __init__(self) -> None:
        self.seat = -1
        self.move = -2
        self.seen: set[str] = set()

    def pick(self, state: State, ranked: list[int]) -> int:
        """The first of `ranked` (best first) that does not lead back to a position of this
        turn; the best one if all do."""
        seat, move = state.current_player(), state.move_number()
        if seat != self.seat or move != self.move + 1:
            self.seen = set()  # a new turn
        self.seat, self.move = seat, move
        self.seen.add(_key(state, seat))
        for action in ranked:
            if not self._repeats(state, action):
                return action
        return ranked[0]

    def _repeats(self, state: State, action: int) -> bool:
        # Played on a copy as the seat may imagine it (a seeded determinization), so the
        # real deck order or dice never enter the test.
        after = state.determinize(self.seat, random.Random(self.move))
        after.apply(action)
        return after.current_player() == self.seat and _key(after, self.seat) in self.seen
