"""Per-turn metrics of tournament games, gathered by listeners (as TAG's game listeners).

A listener sees every decision of a game (`on_decision(state, seat, action)`, before the action
is applied) and sums the game up at its end (`on_end(state)`: a JSON-ready dict stored in the
game's `Result.metrics` under the listener's name). Tournaments name their listeners
(`LISTENERS`), so that worker processes and Ray tasks build their own.

`timeline` records the branching factor (legal moves per decision) and each seat's score over
the game, averaged per tenth of the game (by decision count): how open the game is, and how
the points come, early or late.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

from meeple.core import MeepleError, State

PARTS = 10  # a game is summed up per tenth of its decisions


class Listener(Protocol):
    name: str

    def on_decision(self, state: State, seat: int, action: int) -> None: ...

    def on_end(self, state: State) -> dict[str, Any]: ...


class Timeline:
    """Branching factor and scores, per tenth of the game."""

    name = "timeline"

    def __init__(self) -> None:
        self.branching: list[int] = []
        self.scores: list[list[int]] = []

    def on_decision(self, state: State, seat: int, action: int) -> None:
        self.branching.append(len(state.legal_actions()))
        self.scores.append(state.scores())

    def on_end(self, state: State) -> dict[str, Any]:
        n, seats = len(self.branching), state.num_players
        parts = [range(n * k // PARTS, max(n * (k + 1) // PARTS, n * k // PARTS + 1))
                 for k in range(PARTS)] if n else []
        return {
            "branching": [round(sum(self.branching[i] for i in part) / len(part), 3)
                          for part in parts],
            "scores": [[round(sum(self.scores[i][s] for i in part) / len(part), 3)
                        for s in range(seats)] for part in parts],
        }


LISTENERS: dict[str, Callable[[], Listener]] = {"timeline": Timeline}


def make(names: tuple[str, ...] | list[str]) -> list[Listener]:
    unknown = [n for n in names if n not in LISTENERS]
    if unknown:
        raise MeepleError(f"unknown listener {unknown[0]!r}; allowed: {', '.join(LISTENERS)}")
    return [LISTENERS[n]() for n in names]


def mean_timeline(timelines: list[dict[str, Any]]) -> dict[str, list]:
    """The games' timelines averaged part by part (games shorter than PARTS decisions left out)."""
    full = [line for line in timelines if len(line.get("branching", ())) == PARTS]
    if not full:
        return {"branching": [], "scores": []}
    seats = len(full[0]["scores"][0])
    return {
        "branching": [sum(line["branching"][k] for line in full) / len(full) for k in range(PARTS)],
        "scores": [[sum(line["scores"][k][s] for line in full) / len(full) for s in range(seats)]
                   for k in range(PARTS)],
    }
