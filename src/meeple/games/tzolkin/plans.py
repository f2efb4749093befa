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
    ANY_ACTION,
    BUILD,
    BUILDINGS,
    CORN_PER_VP,
    FARM_LESS,
    FARM_ONE,
    FARM_THREE,
    FEED_CORN,
    FOOD_DAYS,
    GAIN,
    GOLD,
    MARKET,
    MARKET_RATE,
    MONUMENTS,
    SKULL,
    SKULL_VP,
    STONE,
    TECH,
    TECH_ANY,
    TEMPLE,
    TEMPLE_ALL,
    TEMPLE_ANY,
    VP,
    WOOD,
    WORKER,
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
    best = 0.0
    for m in state.monuments:
        w, s, g, k = MONUMENTS[m][1]
        need = w * _RATE[1] + s * _RATE[2] + g * _RATE[3]
        held = 1.0
        if goods[WOOD] < w or goods[STONE] < s or goods[GOLD] < g or goods[SKULL] < k:
            if not partial:
                continue
            have = min(goods[WOOD], w) * _RATE[1] + min(goods[STONE], s) * _RATE[2] + \
                min(goods[GOLD], g) * _RATE[3] + min(goods[SKULL], k) * _SKULL_CORN
            held = (have / (need + k * _SKULL_CORN)) ** partial
        cost = need / CORN_PER_VP * premium + k * (SKULL_VP + skull_premium)
        gain = state._monument_points(p, m) + growth * GROWTH[m] * left - cost
        best = max(best, gain * held)
    return best


def can_build_monument(state: TzolkinState, p: int) -> bool:
    """Whether p holds the exact cubes of a monument on display (§4.9)."""
    goods = state.goods[p]
    for m in state.monuments:
        w, s, g, k = MONUMENTS[m][1]
        if goods[WOOD] >= w and goods[STONE] >= s and goods[GOLD] >= g and goods[SKULL] >= k:
            return True
    return False


# -- buildings (session 8): the cubes a seat holds toward a building on display -------------


def building_option(state: TzolkinState, p: int, values: BuildingValues,
                    partial: float = 0.0) -> float:
    """The best gain (VP, >= 0) of a building on display p's cubes pay for (`values`: each
    building's effects less its cubes, in the estimate's VP); with `partial` > 0, also one
    p holds some of the cubes of, at that power of the share held (by market value)."""
    goods = state.goods[p]
    best = 0.0
    for b in state.display:
        if b < 0:
            continue
        gain = values.gain[b]
        if gain <= best:
            continue
        w, s, g = BUILDINGS[b][2]
        if goods[WOOD] < w or goods[STONE] < s or goods[GOLD] < g:
            if not partial:
                continue
            have = min(goods[WOOD], w) * _RATE[1] + min(goods[STONE], s) * _RATE[2] + \
                min(goods[GOLD], g) * _RATE[3]
            gain *= (have / (w * _RATE[1] + s * _RATE[2] + g * _RATE[3])) ** partial
        best = max(best, gain)
    return best


class BuildingValues:
    """Each building's worth to a seat that builds it now, less its cubes (VP, the estimate's
    scale): VP, temple steps at `step`, a technology level for the rounds left, a worker, the
    corn its farm saves on the Food Days to come (`farm_corn` VP a corn), goods at their
    value (a corn at `corn` VP); the cubes at `premium` x their market rate."""

    def __init__(self, left: float, food_days_left: int, step: float, tech_round: float,
                 worker_round: float, premium: float, corn: float,
                 skull_premium: float, farm_corn: float) -> None:
        rounds = left * 26
        goods = (corn, _RATE[1] * premium / CORN_PER_VP,
                 _RATE[2] * premium / CORN_PER_VP, _RATE[3] * premium / CORN_PER_VP,
                 SKULL_VP + skull_premium)
        tech = tech_round * rounds + 1.0
        fed = FEED_CORN * food_days_left * farm_corn  # one worker fed on every Food Day left
        worth = {VP: lambda a, b: a, TEMPLE: lambda a, b: b * step,
                 TEMPLE_ANY: lambda a, b: a * step, TEMPLE_ALL: lambda a, b: 3 * step,
                 TECH: lambda a, b: b * tech, TECH_ANY: lambda a, b: a * tech,
                 GAIN: lambda a, b: b * goods[a], WORKER: lambda a, b: worker_round * rounds,
                 FARM_ONE: lambda a, b: fed, FARM_THREE: lambda a, b: 3 * fed,
                 FARM_LESS: lambda a, b: 1.5 * fed,
                 BUILD: lambda a, b: 1.0, MARKET: lambda a, b: 0.5, ANY_ACTION: lambda a, b: 1.0}
        self.gain = tuple(
            sum(worth[code](a, b) for code, a, b in effects)
            - sum(c * goods[1 + i] for i, c in enumerate(cost))
            for _, _, cost, effects in BUILDINGS)


def food_days_left(state: TzolkinState) -> int:
    return len(FOOD_DAYS) - state.next_food
