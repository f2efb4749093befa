"""The pieces of a Bora Bora position's encoding the rules modules share: cell values, frame
kinds and flags, the phases (see state.py for how the stack of frames works)."""

from __future__ import annotations

from enum import IntEnum

from meeple.core.rng import shuffle  # noqa: F401 (re-exported for the rules modules)
from meeple.games.borabora import actions as A
from meeple.games.borabora import data as D

INF = 99  # "impossible" for minimum-value lookups

# hut-grid cells: a tile id (>= 0), or
EMPTY, HUT = -1, -2
# ceremony-space cells
C_EMPTY, C_MATERIAL, C_BUILT = 0, 1, 2
# god-card payments still to make: the god colours
GOD_NAMES = D.GOD_NAMES
# Phase B frame flags
MAN_USED, WOMAN_USED, GREEN_PLAYED, EXTRA_SLOT = 1, 2, 4, 8
USED_FLAG = (MAN_USED, WOMAN_USED)
# automatic frame kinds
AUTO = 100
DO_TARGET, DO_ABILITY, DO_RED, DO_TASK = range(AUTO, AUTO + 4)
SPACE_12 = D.GRID_SPACES - 1  # index of grid space 12
# decisions whose choices depend on the god cards in hand (see `_forced`)
HIDDEN_KINDS = frozenset((A.PLACE, A.PAY, A.RED, A.ACTIVATE, A.TASK))
# task kinds about the god cards in hand (§6.7 T20-T22)
HAND_TASKS = frozenset(("same colour", "colour", "colours"))


class Phase(IntEnum):
    """Where the game is, in the book's words (§3)."""

    STARTING_HUTS = 0  # §2.1 step 12
    DICE = 1  # Phase A
    MEN_AND_WOMEN = 2  # Phase B
    JEWELRY = 3  # Phase C step 3
    TASKS = 4  # Phase C step 4: complete one task
    NEW_TASKS = 5  # Phase C step 4: take a new task
    FINAL_TASKS = 6  # game end: the last three tasks
    OVER = 7


def lowest_space(row: list[int]) -> int:
    """The lowest board space (1-6) holding a tile, INF if none."""
    for i, t in enumerate(row):
        if t >= 0:
            return i + 1
    return INF
