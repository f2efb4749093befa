"""Moves a strong Tzolk'in player never makes, for `mcts:prune=true` (session 16).

`prune(state, legal)` keeps the legal moves without those below; the search then spends no
iteration on them at its tree's nodes (rollouts keep their policy). Read off the levels'
4-player games (benchmarks/results/tzolkin.md, session 15): placement turns placed 1.5
workers, a third of the worker-days were spent in hand with 5-9 corn idle; the search chose
"place no more" with 9 corn and 2 workers in hand; Chichen Itza workers went out with no
skull to offer; skulls were held to the end.

- "batch": no "place no more" (§3.2) while the seat has a worker in hand and, after the
  cheapest next placement (its position and surcharge), still holds the corn its workers
  need at the next Food Day beyond what its workers on Palenque and Yaxchilan can still
  gather by then (`search.corn_prospect`), and the placement costs at most `BATCH_CHEAP`;
- "chichen": no worker placed on Chichen Itza while the seat holds no crystal skull and has
  no worker on Yaxchilan (where skulls come from): it can only be picked up for nothing;
- "offer": a worker picked up at Chichen Itza does not decline (§4.6) an offering it can
  make: the skull held is worth 3 VP at the end, offered 4-13 VP and a temple step;
- "beg": no begging (§4.11: 3 corn for a temple step down) while the seat can pick a worker
  up instead (with the three rules above the seats begged 0.65 times a game against the
  levels' 0.45; in one game two seats begged three times each in the last three days, for
  placements that could not come back before the end).

Session 17 (the corn engine a strong player builds: 5-6 workers early; the levels' seats
ended with 3.2 workers, took the new worker at 7 of 18 chances and burned the forest 0.6
times a game, a temple step each):
- "worker": a worker picked up at Uxmal takes the new worker (Uxmal 3) when it can, while the
  seat has fewer than `WORKER_CAP` workers, the third Food Day is still to come
  (`WORKER_BEFORE`) and (`WORKER_FED`) its corn and the corn its workers on Palenque and
  Yaxchilan can still gather cover the next Food Day with the new worker fed too;
- "forest": no burning (§4.2: the corn tile under the wood, a temple step down) unless the
  seat lacks corn for the next Food Day: the wood is taken instead.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from meeple.games.tzolkin import actions as A
from meeple.games.tzolkin import frames as F
from meeple.games.tzolkin.data import (
    CHICHEN,
    CORN,
    FEED_CORN,
    FOOD_DAYS,
    GEAR_TOP,
    MAX_WORKERS,
    SKULL,
    UXMAL,
    YAXCHILAN,
)

if TYPE_CHECKING:
    from meeple.games.tzolkin.state import TzolkinState

BATCH_CHEAP = 4  # corn: a placement this cheap or cheaper is not passed up with corn to spare
WORKER_BEFORE = FOOD_DAYS[2]  # "worker": the new worker is always taken before this day
WORKER_CAP = 5  # ... while the seat has fewer workers than this (6: up to the last)
WORKER_FED = True  # ... and can feed it at the next Food Day (False: whatever its corn)

# The rules in force (mcts:prune=true); each can be screened alone. Session 16, 4-player
# self-play at 300 iterations paired by deal with the levels (seed 1501): these three,
# winners +0.0 +- 1.7 VP (5 games); with "beg" -3.1 +- 1.7 (12 games). Off in the profile.
RULES: tuple[str, ...] = ("batch", "chichen", "offer")

_PLACE_CHICHEN = A.PLACE + CHICHEN
_NEW_WORKER = A.perform_id(UXMAL, 3)


def prune(state: TzolkinState, legal: list[int]) -> list[int]:
    """`legal` without the moves a strong player never makes (may be all of them)."""
    if len(legal) < 2 or not state.stack:
        return legal
    frame = state.stack[-1]
    kind = frame[0]
    if kind == F.PLACE_MORE:
        if "batch" in RULES and _batch(state, frame, legal):
            legal = legal[1:]  # (legal[0] is DONE)
        if "chichen" in RULES:
            legal = _no_blind_chichen(state, frame[1], legal)
    elif kind == F.TURN:
        if "beg" in RULES and legal[0] == A.BEG and legal[-1] >= A.PICKUP:
            legal = legal[1:]  # (pick-ups come last: a worker on a gear to take back)
        if "chichen" in RULES:
            legal = _no_blind_chichen(state, frame[1], legal)
    elif (kind == F.CHOOSE_ACTION and frame[2] == CHICHEN and "offer" in RULES
          and legal[0] == A.NOTHING):
        legal = legal[1:]
    elif (kind == F.CHOOSE_ACTION and frame[2] == UXMAL and "worker" in RULES
          and _NEW_WORKER in legal and _grows(state, frame[1])):
        legal = [_NEW_WORKER]
    elif (kind == F.HARVEST and "forest" in RULES and A.BURN in legal
          and not _hungry(state, frame[1])):
        legal = [a for a in legal if a != A.BURN]
    return legal


def _grows(state: TzolkinState, p: int) -> bool:
    """Whether a new worker is still worth taking for p: few enough, early enough, fed."""
    if state.workers[p] >= min(WORKER_CAP, MAX_WORKERS) or state.day >= WORKER_BEFORE:
        return False
    if not WORKER_FED or state.next_food >= len(FOOD_DAYS):
        return True
    from meeple.games.tzolkin.evaluate import _farms
    from meeple.games.tzolkin.search import corn_prospect

    free, less = _farms(state, p)
    need = max(0, state.workers[p] + 1 - free) * max(0, FEED_CORN - less)
    return state.goods[p][CORN] + corn_prospect(state, p) >= need


def _hungry(state: TzolkinState, p: int) -> bool:
    """Whether p lacks corn for the next Food Day (its workers' need, farms counted)."""
    if state.next_food >= len(FOOD_DAYS):
        return False
    from meeple.games.tzolkin.evaluate import _feeding_corn

    return state.goods[p][CORN] < _feeding_corn(state, p)


def _batch(state: TzolkinState, frame: tuple, legal: list[int]) -> bool:
    """Whether "place no more" goes: a cheap placement leaves the corn the seat needs."""
    p, placed = frame[1], frame[2]
    if legal[0] != A.DONE or placed >= len(F.PLACEMENT_EXTRA):
        return False
    costs = [state._spot_cost(a - A.PLACE) for a in legal[1:]]
    cost = min(costs) + F.PLACEMENT_EXTRA[placed]
    if cost > BATCH_CHEAP:
        return False
    return state.goods[p][CORN] - cost >= _reserve(state, p)


def _reserve(state: TzolkinState, p: int) -> int:
    """The corn p keeps for the next Food Day: its workers' need less what its workers on
    the corn gears can still gather before it."""
    if state.next_food >= len(FOOD_DAYS):
        return 0
    from meeple.games.tzolkin.evaluate import _feeding_corn
    from meeple.games.tzolkin.search import corn_prospect

    return max(0, _feeding_corn(state, p) - corn_prospect(state, p))


def _no_blind_chichen(state: TzolkinState, p: int, legal: list[int]) -> list[int]:
    """`legal` without a Chichen Itza placement when p has no skull and none coming."""
    if _PLACE_CHICHEN not in legal or state.goods[p][SKULL] > 0:
        return legal
    gear = state.gears[YAXCHILAN]
    if any(gear[pos] == p for pos in range(1, GEAR_TOP[YAXCHILAN] + 1)):
        return legal
    kept = [a for a in legal if a != _PLACE_CHICHEN]
    return kept or legal
