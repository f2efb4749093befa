"""`policy_engine`: the rollout policy `mcts:rollouts=engine` (session 17, off by default).

The levels' rollouts (`evaluate.policy`) with a strong player's economy on top: the new
worker sought early (a worker placed on Uxmal while the seat has fewer than `workers`, none
of its own on the way to Uxmal 3, and the second Food Day still to come; a worker picked up
at Uxmal 3 or beyond while a new one is still worth taking), Agriculture learnt early, and no
forest burnt while the seat has the corn for the next Food Day. Uncompiled (not in
`_build.MODULES`). Not kept (session 17), so `evaluate` does not re-export it and
`mcts:rollouts=engine` does not find it: to use it, add
`from meeple.games.tzolkin.engine import policy_engine` at the end of evaluate.py (compiled:
rebuild), or set `evaluate.policy_engine` before the first bot is made (the tests do).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from meeple.games.tzolkin import actions as A
from meeple.games.tzolkin.data import AGRICULTURE, CORN, FOOD_DAYS, MAX_WORKERS, UXMAL
from meeple.games.tzolkin.evaluate import _feeding_corn, policy

if TYPE_CHECKING:
    from meeple.games.tzolkin.state import TzolkinState

ENGINE = {
    "uxmal": 3.0,  # x a placement on Uxmal while the seat should grow (1: off)
    "uxmal pickup": 2.0,  # x a pick-up at Uxmal 3 or beyond while a worker is worth taking
    "workers": 5,  # ... grow: fewer workers than this, counting one on its way to Uxmal 3
    "grow before": FOOD_DAYS[1],  # ... and before this day (the second Food Day)
    "take before": FOOD_DAYS[2],  # the pick-up bias: before this day, fewer than six
    "agriculture": 2.0,  # x Agriculture learnt before the second Food Day (1: off)
    "burn": 0.2,  # x burning the forest with the corn for the next Food Day in hand (1: off)
}
_PLACE_UXMAL = A.PLACE + UXMAL
_UXMAL_PICKUP = A.pickup_id(UXMAL, 3)
_UXMAL_END = A.pickup_id(UXMAL, 0) + A.PICKUP_STRIDE
_AGRICULTURE = A.TECH + AGRICULTURE


def policy_engine(state: TzolkinState, actions: list[int]) -> list[float]:
    """`evaluate.policy`'s weights, the engine's moves made likelier (module doc)."""
    weights = policy(state, actions)
    p = state.current_player()
    if not 0 <= p < state.num_players:
        return weights
    w = ENGINE
    day = state.day
    for i, a in enumerate(actions):
        if a == _PLACE_UXMAL:
            grow = day < w["grow before"] and _coming(state, p) < w["workers"]
            weights[i] *= w["uxmal"] if grow else 1.0
        elif _UXMAL_PICKUP <= a < _UXMAL_END:
            take = day < w["take before"] and state.workers[p] < MAX_WORKERS
            weights[i] *= w["uxmal pickup"] if take else 1.0
        elif a == _AGRICULTURE:
            weights[i] *= w["agriculture"] if day < FOOD_DAYS[1] else 1.0
        elif a == A.BURN and _fed(state, p):
            weights[i] *= w["burn"]
    return weights


def _fed(state: TzolkinState, p: int) -> bool:
    """Whether p holds the corn for the next Food Day (False when none is left)."""
    return state.next_food < len(FOOD_DAYS) and state.goods[p][CORN] >= _feeding_corn(state, p)


def _coming(state: TzolkinState, p: int) -> int:
    """p's workers, one more if a worker of p's rides Uxmal below 3 (a new worker coming)."""
    gear = state.gears[UXMAL]
    return state.workers[p] + any(gear[pos] == p for pos in range(3))
