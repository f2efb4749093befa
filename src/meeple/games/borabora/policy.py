"""A cheap move policy for search (`mcts:policy=true`): which moves a rollout should try more.

One weight per action id, fixed (no look at the position), so a rollout step costs a list
lookup. It plays like a sensible beginner rather than at random: it spends what it has
(helper points, Phase B activations) instead of stopping early, keeps god cards for when they
matter (placements with a Blue or White God are rarer), does not give tasks up while it may
complete one, and takes huts from the grid spaces (room for a man or woman) rather than
space 12. Every legal move keeps a weight above 0.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from meeple.games.borabora import actions as A
from meeple.games.borabora import data as D

if TYPE_CHECKING:
    from meeple.games.borabora.state import BoraBoraState

GODS_PLACEMENT = 0.15  # a die placed with a Blue or White God: costs a card and an offering
FISHING = 0.4  # 2 VP: the fallback, not the plan
STOP_EARLY = 0.1  # helper done, end of Phase B: points or activations left unused
DOUBLED = 0.5  # an activation doubled by a Green God (a card and an offering)
GIVE_UP = 0.05  # a task surrendered (offered only when none is met unaided)
YELLOW = 0.5  # a task completed with a Yellow God (4 VP instead of 6, and its payment)
NO_JEWEL = 0.3
HUT_FROM_12 = 0.5  # a hut from space 12 frees no grid space


def _weights() -> list[float]:
    w = [1.0] * A.NUM_ACTIONS
    for index in range(A.KINDS[A.PLACE][1]):
        _, target, blue, white = A.place_decode(index)
        a = A.OFFSET[A.PLACE] + index
        if blue or white:
            w[a] = GODS_PLACEMENT
        elif target == D.T_FISHING:
            w[a] = FISHING
    w[A.OFFSET[A.HELPER] + A.H_DONE] = STOP_EARLY
    w[A.OFFSET[A.ACTIVATE] + A.A_DONE] = STOP_EARLY
    for index in range(A.A_EXTRA):
        if index % 2:
            w[A.OFFSET[A.ACTIVATE] + index] = DOUBLED
    for task in range(A.NUM_TASKS):
        w[A.OFFSET[A.TASK] + A.T_GIVE_UP + task] = GIVE_UP
        w[A.OFFSET[A.TASK] + A.T_YELLOW + task] = YELLOW
    w[A.OFFSET[A.JEWEL] + A.NUM_JEWELS] = NO_JEWEL
    w[A.OFFSET[A.HUT_SOURCE] + 1] = HUT_FROM_12
    return w


WEIGHTS = tuple(_weights())


def policy(state: BoraBoraState, actions: list[int]) -> list[float]:
    """Each action's weight for a rollout or for widening (> 0; not normalised)."""
    return [WEIGHTS[a] for a in actions]
