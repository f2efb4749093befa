"""Monuments as a strong player counts them, for the strong bot's search value and rollouts
(`search.py`, `evaluate.policy`); `evaluate()` (the baseline) does not use this module.

A monument scores at the end what its condition reads then (§T8): a technology monument
bought with two levels pays for the levels still to come. `evaluate` counts a held monument at
what it would score now, and the 6-7 cubes of its cost at their premium, so to the search a
monument is worth less than its cost until the last rounds, and no game of the bots ever
bought one. Here a monument is worth what it scores now plus the growth a seat that plays on
can expect for the game left (`GROWTH`, per monument), and a monument on display whose cost
the seat holds is an option worth a share of its gain over the cubes it costs.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from meeple.games.tzolkin.data import (
    BUILDINGS,
    CORN_PER_VP,
    GOLD,
    MARKET_RATE,
    MONUMENT_ANYONE_VP,
    MONUMENT_BUILT_VP,
    MONUMENT_FRAME_VP,
    MONUMENT_LEVEL3_VP,
    MONUMENT_LEVEL_VP,
    MONUMENT_SKULL_VP,
    MONUMENT_STEP_VP,
    MONUMENT_TILE_VP,
    MONUMENT_WORKERS_VP,
    MONUMENTS,
    SKULL,
    SKULL_VP,
    STONE,
    TECH_MAX,
    TEMPLE_VP,
    WOOD,
)

if TYPE_CHECKING:
    from meeple.games.tzolkin.state import TzolkinState

# VP a monument's condition adds over a whole game left (scaled by the share left) for a seat
# that plays on [estimate: a bot's seat builds ~2 buildings, ~4 technology levels, ~4 temple
# steps and takes ~2 corn tiles a game; a strong player's more]; index = monument - 1.
GROWTH = (
    4.0,  # M1: tomb buildings, 4 VP each: about one more
    6.0,  # M2: 2 VP a building or monument: about three more
    8.0,  # M3: 4 VP a corn tile taken: two more
    6.0,  # M4: 4 VP a wood tile taken
    8.0,  # M5: 4-6 VP a monument anyone builds: about one or two more
    4.0,  # M6: civic buildings
    9.0,  # M7: a technology to level 3
    12.0,  # M8: 3 VP a technology level: four more
    6.0,  # M9: workers in play: one more
    4.0,  # M10: altar buildings
    8.0,  # M11: the temples re-scored: the steps still to climb
    9.0,  # M12: 3 VP a step in one temple: three more
    9.0,  # M13: 3 VP a skull on Chichen Itza (every seat's): three more
)
_RATE = (0, MARKET_RATE[WOOD], MARKET_RATE[STONE], MARKET_RATE[GOLD])
_SKULL_CORN = 8  # a skull toward M13's cost, in corn (its share of the cubes held)
# Per monument: its cost (wood, stone, gold, skulls), the cubes' corn, and with the skull's.
_COSTS = tuple((w, s, g, k, w * _RATE[1] + s * _RATE[2] + g * _RATE[3],
                w * _RATE[1] + s * _RATE[2] + g * _RATE[3] + k * _SKULL_CORN)
               for w, s, g, k in (cost for _, cost in MONUMENTS))


def held_growth(state: TzolkinState, p: int, left: float) -> float:
    """What p's built monuments will still gain by the end (VP)."""
    return sum(GROWTH[m] for m in state.mons[p]) * left


def option(state: TzolkinState, p: int, left: float, premium: float, skull_premium: float,
           partial: float = 0.0, growth: float = 1.0) -> float:
    """The best gain (VP, >= 0) of a monument on display: its points now and to come, less
    its cubes at their value in the estimate (`premium` x market rate; a skull at SKULL_VP +
    `skull_premium`), where p holds its cubes; with `partial` > 0, also where p holds some of
    them, at that power of the share held (by value): gold gathered toward a monument counts."""
    goods = state.goods[p]
    wood, stone, gold, skulls = goods[WOOD], goods[STONE], goods[GOLD], goods[SKULL]
    best = 0.0
    for m in state.monuments:
        w, s, g, k, need, whole = _COSTS[m]
        held = 1.0
        if wood < w or stone < s or gold < g or skulls < k:
            if not partial:
                continue
            have = min(wood, w) * _RATE[1] + min(stone, s) * _RATE[2] + \
                min(gold, g) * _RATE[3] + min(skulls, k) * _SKULL_CORN
            if not have:
                continue  # nothing held toward it: no option (a search leaf's common case)
            held = (have / whole) ** partial
        cost = need / CORN_PER_VP * premium + k * (SKULL_VP + skull_premium)
        gain = points(state, p, m) + growth * GROWTH[m] * left - cost
        if gain * held > best:
            best = gain * held
    return best


def points(state: TzolkinState, p: int, m: int) -> int:
    """`state._monument_points(p, m)` (§T8, the rules' scoring; a test checks they agree),
    without its lists: a search leaf asks it for every monument on display."""
    number = m + 1
    if number in (1, 6, 10):
        frame = MONUMENTS[m][0]
        options = state.options
        if number == 6 and options["m6_any_monument"]:
            mons = len(state.mons[p])
        elif number == 1 and options["m1_only_itself"]:
            mons = 1
        else:
            mons = sum(1 for x in state.mons[p] if MONUMENTS[x][0] == frame)
        return MONUMENT_FRAME_VP * (sum(1 for b in state.built[p] if BUILDINGS[b][1] == frame)
                                    + mons)
    if number == 2:
        return MONUMENT_BUILT_VP * (len(state.built[p]) + len(state.mons[p]))
    if number == 3:
        return MONUMENT_TILE_VP * state.corn_tiles[p]
    if number == 4:
        return MONUMENT_TILE_VP * state.wood_tiles[p]
    if number == 5:
        return MONUMENT_ANYONE_VP[state.num_players] * sum(len(x) for x in state.mons)
    if number == 7:
        return MONUMENT_LEVEL3_VP[sum(1 for v in state.techs[p] if v >= TECH_MAX)]
    if number == 8:
        return MONUMENT_LEVEL_VP * sum(state.techs[p])
    if number == 9:
        return MONUMENT_WORKERS_VP[state.workers[p]]
    if number == 11:
        steps = state.temples[p]
        return TEMPLE_VP[0][steps[0] + 1] + TEMPLE_VP[1][steps[1] + 1] + TEMPLE_VP[2][steps[2] + 1]
    if number == 12:
        return MONUMENT_STEP_VP * max(0, *state.temples[p])
    return MONUMENT_SKULL_VP * sum(1 for owner in state.chichen if owner >= 0)


def can_build_monument(state: TzolkinState, p: int) -> bool:
    """Whether p holds the exact cubes of a monument on display (§4.9)."""
    goods = state.goods[p]
    for m in state.monuments:
        w, s, g, k = MONUMENTS[m][1]
        if goods[WOOD] >= w and goods[STONE] >= s and goods[GOLD] >= g and goods[SKULL] >= k:
            return True
    return False
