"""Tzolk'in gear-slot contents, decision-frame kinds and the tables derived from data.py:
the constants the state (state.py) and its mixins share."""

from __future__ import annotations

from meeple.core.rng import shuffle  # noqa: F401 (re-exported for the rules modules)
from meeple.games.tzolkin import actions as A
from meeple.games.tzolkin.data import (
    GEAR_ACTIONS,
    GEAR_TOP,
    GEARS,
    GOODS,
    PLACEMENT_SURCHARGE,
    SMALL_GEARS,
    TEMPLE_MID_AGE,
    UXMAL,
)

EMPTY, NEUTRAL = -1, 4  # gear slot contents besides a seat number 0..3

# -- decision frames: (kind, player, a, b) -------------------------------------------------
KEEP_TILE = 0  # a: tiles still to keep
TURN = 1  # a: 1 once the player has begged this turn
PLACE_MORE = 2  # a: workers placed so far this turn
PICK_UP_MORE = 3
CHOOSE_ACTION = 4  # a: gear, b: position of the worker just picked up
ANY_ACTION_CHOICE = 5  # a: 1 when it may be declined (building B21), 0 for Uxmal 5
HARVEST = 6  # a: Palenque action 2..5
ANGER = 7
TEMPLE_UP = 8  # a: temple excluded (-1: none), b: 1 when a second, different temple follows
ADVANCE_TECH = 9  # a: 1 when paid (Tikal), b: 1 when it may be declined
PAY = 10  # a: resources still to pay
GAIN_RESOURCE = 11  # a: resources still to gain
BUILD_CHOICE = 12  # a: mode (below), b: 1 when Architecture may apply (0: Tikal 4's first used it)
ARCHITECTURE_CHOICE = 13  # a: building
WAIVE_CHOICE = 14  # a: building
MARKET_TRADE = 15
THEOLOGY_STEP = 16
CALENDAR = 17
# automatic frames
END_TURN = 20
REVEAL_WEALTH = 21
TECH_STEP = 22  # a: track (after its cost is paid)
AUTOMATIC = 20

# BUILD_CHOICE modes
TIKAL_2, TIKAL_4, TIKAL_4_SECOND, UXMAL_4, MAY_BUILD = 0, 1, 2, 3, 4

# Extra corn for the k-th worker placed in one turn (index k - 1), from the surcharge totals.
PLACEMENT_EXTRA = tuple(
    PLACEMENT_SURCHARGE[k] - (PLACEMENT_SURCHARGE[k - 1] if k else 0)
    for k in range(len(PLACEMENT_SURCHARGE))
)
# Mid-age reward of each temple step including the steps below it (§5.3), as goods counts.
TEMPLE_MID_AGE_CUMULATIVE = tuple(
    tuple(
        tuple(sum(1 for r in rewards[: i + 1] if r == good) for good in range(len(GOODS)))
        for i in range(len(rewards))
    )
    for rewards in TEMPLE_MID_AGE
)
PICKUP_GEAR_IDS = tuple(
    tuple(A.pickup_id(g, pos) for pos in range(GEAR_TOP[g] + 1)) for g in GEARS
)
PERFORM_IDS = tuple(
    (None, *(A.perform_id(g, q) for q in range(1, GEAR_ACTIONS[g] + 1))) for g in GEARS
)
ANY_ACTION_TARGETS = tuple(
    (g, q) for g in SMALL_GEARS for q in range(1, GEAR_ACTIONS[g] + 1) if (g, q) != (UXMAL, 5)
)
