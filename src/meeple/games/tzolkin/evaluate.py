"""`evaluate(state)`: each seat's chance of winning, from an estimate of its final score.

The estimate is the rules' own accounting (spec §5-§6) plus what the pieces on the board
are worth for the rounds left, in VP:
- the VP scored so far, and the final scoring of what the seat holds now: resources at the
  market rates and corn at 4 per VP, 3 VP per crystal skull, the monuments it built;
- the temples: each Food Day still to come pays the seat's current step (end of an age:
  its VP and its share of the majority bonus; mid-age: the materials, valued as below);
- what still works for the remaining rounds: workers beyond the three of the start, and
  technology levels (each earns a little every round), resources and skulls above their
  final value (they become buildings, temple steps and Chichen Itza offerings);
- farms: the corn they will save on the Food Days to come;
- feeding: the corn missing for the next Food Day costs the unfed penalty, most of it
  already days ahead (time to gather corn is short: the bots used to starve their workers).
Workers on the gears are not counted (measured: valuing them by position lost, see
docs/tzolkin.md).
The estimates become win chances by a softmax over the seats with a temperature (VP) that
shrinks as the game ends. The weights are data (below); the function reads only ints.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from meeple.games.tzolkin import actions as A
from meeple.games.tzolkin.actions import PERFORM_INDEX
from meeple.games.tzolkin.data import (
    BUILDINGS,
    CORN_PER_VP,
    DAYS_PER_REVOLUTION,
    FARM_FREE_WORKERS,
    FARM_LESS,
    FEED_CORN,
    FOOD_DAY_KIND,
    FOOD_DAYS,
    GEAR_TOP,
    GOLD,
    MARKET_RATE,
    MID_AGE,
    PALENQUE,
    SKULL_VP,
    STARTING_WORKERS,
    STONE,
    TEMPLE_MAJORITY,
    TEMPLE_VP,
    TIKAL,
    UNFED_PENALTY,
    UXMAL,
    WEALTH_TILES,
    WOOD,
)
from meeple.games.tzolkin.plans import can_build_monument
from meeple.games.tzolkin.state import TEMPLE_MID_AGE_CUMULATIVE

if TYPE_CHECKING:
    from meeple.games.tzolkin.state import TzolkinState

# -- weights (VP equivalents) -------------------------------------------------------------
# A worker beyond the first three: about one more action every other round, an action
# being worth ~1 VP in a 26-round game where a strong player ends near 80-100 VP [estimate].
WORKER_VP_PER_ROUND = 0.45
# A technology level: its effect (+1 resource per harvest, +1 corn or VP per building, a
# free Chichen Itza step...) pays about every fourth round [estimate].
TECH_VP_PER_ROUND = 0.2
# Resources and skulls are worth more than their final conversion while they can still
# buy buildings, temple steps and offerings: their value grows by this share of itself at
# the start of the game, fading to nothing at the end [estimate: a building's VP and
# effects over its cost at market rates].
RESOURCE_PREMIUM = 0.8
SKULL_PREMIUM_VP = 5.0  # an offering at Chichen Itza: 4-13 VP and a temple step, less 3
CORN_PREMIUM = 0.5  # corn pays for placements before it pays 1 VP per 4 at the end
# A worker its farms feed (or a corn its '1 less' farms save) on each Food Day to come:
# corn that need not be found, between its final value (1/4 VP) and the unfed penalty.
FARM_CORN_VP = 0.5
# The corn short for the next Food Day costs the unfed penalty, less this share of it while
# the Food Day is a whole age away (falling with the square of the days left): corn takes
# several rounds to gather, and with a lighter weight the search starved its workers
# [measured: 0.3 s matches, docs/tzolkin.md].
FEED_SLACK = 0.5
# Temperature of the softmax (VP): the spread of final scores still to come. Early it is
# wide, at the end only a few VP separate a lead from a tie [estimate].
TEMPERATURE_START, TEMPERATURE_END = 12.0, 3.0

_RATE = (1, MARKET_RATE[WOOD], MARKET_RATE[STONE], MARKET_RATE[GOLD])  # corn per good
_LAST_DAY = FOOD_DAYS[-1]


def evaluate(state: TzolkinState) -> list[float]:
    if state.over:
        return state.returns()
    n = state.num_players
    left = max(0, _LAST_DAY - state.day) / DAYS_PER_REVOLUTION  # share of the game to come
    estimates = [_estimate(state, p, left) for p in range(n)]
    estimates = [e + t for e, t in zip(estimates, _temple_points(state, left), strict=True)]
    temperature = TEMPERATURE_END + (TEMPERATURE_START - TEMPERATURE_END) * left
    top = max(estimates)
    weights = [math.exp((e - top) / temperature) for e in estimates]
    total = sum(weights)
    return [w / total for w in weights]


def _estimate(state: TzolkinState, p: int, left: float) -> float:
    """Seat p's VP, its holdings at their final value and premium, workers and levels."""
    corn, wood, stone, gold, skulls = state.goods[p]
    rounds = left * DAYS_PER_REVOLUTION
    resources = (wood * _RATE[1] + stone * _RATE[2] + gold * _RATE[3]) / CORN_PER_VP
    value = (state.vp[p] + corn * (1 + CORN_PREMIUM * left) / CORN_PER_VP
             + resources * (1 + RESOURCE_PREMIUM * left)
             + skulls * (SKULL_VP + SKULL_PREMIUM_VP * left)
             + (state.workers[p] - STARTING_WORKERS) * WORKER_VP_PER_ROUND * rounds
             + sum(state.techs[p]) * TECH_VP_PER_ROUND * rounds)
    if state.mons[p]:
        value += sum(state._monument_points(p, m) for m in state.mons[p])
    if state.next_food < len(FOOD_DAYS):
        free, less = _farms(state, p)
        if free or less:
            value += _farm_value(state, p, free, less)
        if corn < state.workers[p] * FEED_CORN:
            short = max(0, state.workers[p] - free) * max(0, FEED_CORN - less) - corn
            if short > 0:  # the corn to find before the next Food Day, at the unfed penalty
                value -= short * UNFED_PENALTY / FEED_CORN * \
                    (1 - FEED_SLACK * _soon(state) ** 2)
    return value


def _farm_value(state: TzolkinState, p: int, free: int, less: int) -> float:
    """The corn p's farms (`_farms`) will save on the Food Days still to come."""
    workers = state.workers[p]
    fed = min(free, workers)
    saved = fed * FEED_CORN + (workers - fed) * min(less, FEED_CORN)
    return saved * (len(FOOD_DAYS) - state.next_food) * FARM_CORN_VP


def _feeding_corn(state: TzolkinState, p: int) -> int:
    """§5.1: the corn p's workers need on a Food Day after the farms (as `feeding_need`)."""
    free, less = _farms(state, p)
    return max(0, state.workers[p] - free) * max(0, FEED_CORN - less)


def _farms(state: TzolkinState, p: int) -> tuple[int, int]:
    """p's workers fed for free by its farms and wealth tiles, and its '1 less' farms."""
    free = less = 0
    for b in state.built[p]:
        free += _FARM_FREE[b]
        less += _FARM_LESS[b]
    for t in state.kept[p]:
        free += _TILE_FREE[t]
    return free, less


def _soon(state: TzolkinState) -> float:
    """0 on the Food Day itself, toward 1 when it is a whole age away (time to find corn)."""
    days = FOOD_DAYS[state.next_food] - state.day
    return min(1.0, max(0, days) / (FOOD_DAYS[1] - FOOD_DAYS[0] + 1))


def _temple_points(state: TzolkinState, left: float) -> list[float]:
    """What the Food Days still to come pay each seat for its current temple steps."""
    n = state.num_players
    out = [0.0] * n
    temples = state.temples
    for i in range(state.next_food, len(FOOD_DAYS)):
        if FOOD_DAY_KIND[i] == MID_AGE:
            for p in range(n):
                out[p] += _mid_age_value(temples[p], left)
            continue
        age = i // 2
        for t in range(3):
            steps = [temples[p][t] for p in range(n)]
            best = max(steps)
            tied = steps.count(best)
            bonus = TEMPLE_MAJORITY[t][age] / tied
            vp = TEMPLE_VP[t]
            for p in range(n):
                out[p] += vp[steps[p] + 1] + (bonus if steps[p] == best else 0.0)
    return out


def _mid_age_value(steps: list[int], left: float) -> float:
    """§5.3 mid-age: the materials of each temple's step and those below it, in VP."""
    resources = _MID_RESOURCES[0][steps[0] + 1] + _MID_RESOURCES[1][steps[1] + 1] + \
        _MID_RESOURCES[2][steps[2] + 1]
    skulls = _MID_SKULLS[0][steps[0] + 1] + _MID_SKULLS[1][steps[1] + 1] + \
        _MID_SKULLS[2][steps[2] + 1]
    return resources * (1 + RESOURCE_PREMIUM * left) + skulls * (SKULL_VP + SKULL_PREMIUM_VP * left)


# Per temple and step (index = step + 1): the mid-age resources in VP at market rates, and
# the skulls.
_MID_RESOURCES = tuple(
    tuple(sum(g[i] * _RATE[i] for i in (1, 2, 3)) / CORN_PER_VP for g in temple)
    for temple in TEMPLE_MID_AGE_CUMULATIVE)
_MID_SKULLS = tuple(tuple(g[4] for g in temple) for temple in TEMPLE_MID_AGE_CUMULATIVE)

# Per building / wealth tile: workers its farm feeds for free, and its '1 less corn' farms.
_FARM_FREE = tuple(sum(FARM_FREE_WORKERS.get(e[0], 0) for e in b[3]) for b in BUILDINGS)
_FARM_LESS = tuple(sum(e[0] == FARM_LESS for e in b[3]) for b in BUILDINGS)
_TILE_FREE = tuple(sum(FARM_FREE_WORKERS.get(e[0], 0) for e in t[1]) for t in WEALTH_TILES)


# -- features for a learned value (bots/value.py) --------------------------------------------

FEATURES = ("share of the game left", "estimate", "VP", "corn", "resources (corn)", "skulls",
            "workers", "workers on the gears", "gear progress of placed workers",
            "technology levels", "buildings", "monuments", "temple steps",
            "corn short for the next Food Day", "estimate x left", "workers x left",
            "technologies x left", "buildings x left")


def features(state: TzolkinState) -> list[list[float]]:
    """One vector per seat (names: `FEATURES`): the estimate, and what a strong player counts:
    workers (and how far the placed ones have ridden their gears), corn against the next Food
    Day, technologies, buildings, monuments, temples; some scaled by the share of the game
    left."""
    n = state.num_players
    left = max(0, _LAST_DAY - state.day) / DAYS_PER_REVOLUTION
    temple = _temple_points(state, left)
    ride = [0.0] * n
    for g, gear in enumerate(state.gears):
        top = GEAR_TOP[g]
        for pos, seat in enumerate(gear):
            if 0 <= seat < n:
                ride[seat] += min(pos, top) / top
    out = []
    for p in range(n):
        corn, wood, stone, gold, skulls = state.goods[p]
        short = 0
        if state.next_food < len(FOOD_DAYS):
            short = max(0, _feeding_corn(state, p) - corn)
        workers, techs = state.workers[p], sum(state.techs[p])
        built = len(state.built[p])
        est = _estimate(state, p, left) + temple[p]
        out.append([left, est, state.vp[p], corn, wood * _RATE[1] + stone * _RATE[2] + gold * _RATE[3],
                    skulls, workers, state.on_gear[p], ride[p], techs, built, len(state.mons[p]),
                    sum(state.temples[p]), short, est * left, workers * left, techs * left,
                    built * left])
    return out


# -- a rollout policy (bots: mcts policy=true) -------------------------------------------------

POLICY = {  # weights of the moves a strong player favours (1: any other move)
    "ride": 0.5,  # a worker picked up: 1 + this per position it has ridden the gear
    "fresh pickup": 0.2,  # a worker picked up where it was just placed (a wasted round)
    "action rank": 0.3,  # a gear action: 1 + this per rank (later actions pay more)
    "new worker": 4.0,  # Uxmal 3: one more worker for the rest of the game
    "grow": 3.0,  # a building, a monument, a technology
    "beg": 0.3,  # begging for corn: the last resort
    "nothing": 0.1,  # a worker picked up for no action (its ride wasted)
    "trade": 0.4,  # one market exchange: each is a decision, loops eat the rollout's horizon
    "corn": 3.0,  # corn (Palenque, a corn tile) while short of it for the next Food Day
    # Session 7: a monument (x the grow weight; 1: as any move), and Tikal 4 (the only place
    # to build one: its action, a pick-up there or beyond) while the seat holds a monument's
    # cubes (1: off); measured with search.py's monument terms (its SEARCH comment).
    "monument": 3.0,
    "tikal 4": 3.0,
    "monument players": 3,  # ... in games of this many players or more (search.py's too)
    # Session 8: Tikal 2 and 4 (building with cubes: the action, a pick-up there or beyond)
    # while the seat's cubes pay for a building on display (1: off), at 3+ players too.
    "tikal build": 1.0,
    # Session 9 (1: off): while short of corn for the next Food Day, a worker placed on
    # Palenque (the corn gear: fishing always pays 3) x `feed place`, and corn spent on
    # anything but food (Uxmal 1's temple step, wood taken instead of corn) x `feed spend`.
    "feed place": 1.0,
    "feed spend": 1.0,
}
_NEW_WORKER = PERFORM_INDEX[(UXMAL, 3)]
_PALENQUE_PICKUP = A.PICKUP + PALENQUE * A.PICKUP_STRIDE
_TIKAL_PICKUP = A.PICKUP + TIKAL * A.PICKUP_STRIDE
_TIKAL_4 = PERFORM_INDEX[(TIKAL, 4)]
_TIKAL_2 = PERFORM_INDEX[(TIKAL, 2)]
_UXMAL_1 = A.PERFORM + PERFORM_INDEX[(UXMAL, 1)]
_PALENQUE_PERFORM = tuple(A.PERFORM + i for i, (g, _) in enumerate(A.GEAR_ACTION_LIST)
                          if g == PALENQUE)


def policy(state: TzolkinState, actions: list[int]) -> list[float]:
    """Cheap weights for rollouts: ride the gears far, grow the workforce, build and learn,
    gather corn while the next Food Day would go hungry, waste no worker or decision."""
    w = POLICY
    short = _short_of_corn(state, state.current_player())
    plans = state.num_players >= w["monument players"]
    tikal = plans and w["tikal 4"] != 1.0 and _monument_ready(state, actions)
    build = plans and w["tikal build"] != 1.0 and _building_ready(state, actions)
    out = []
    for a in actions:
        x = 1.0
        if A.PICKUP <= a < A.PERFORM:
            pos = (a - A.PICKUP) % A.PICKUP_STRIDE
            x = w["fresh pickup"] if pos == 0 else 1.0 + w["ride"] * pos
            if short and _PALENQUE_PICKUP <= a < _PALENQUE_PICKUP + A.PICKUP_STRIDE and pos:
                x *= w["corn"]
            elif tikal and _TIKAL_PICKUP + 4 <= a < _TIKAL_PICKUP + A.PICKUP_STRIDE:
                x *= w["tikal 4"]
            elif build and _TIKAL_PICKUP + 2 <= a < _TIKAL_PICKUP + A.PICKUP_STRIDE:
                x *= w["tikal build"]
        elif A.PERFORM <= a < A.HARVEST:
            i = a - A.PERFORM
            x = w["new worker"] if i == _NEW_WORKER else 1.0 + w["action rank"] * \
                A.GEAR_ACTION_LIST[i][1]
            if short and a in _PALENQUE_PERFORM:
                x *= w["corn"]
            elif short and a == _UXMAL_1:
                x *= w["feed spend"]
            elif tikal and i == _TIKAL_4:
                x *= w["tikal 4"]
            elif build and i in (_TIKAL_2, _TIKAL_4):
                x *= w["tikal build"]
        elif A.MONUMENT <= a < A.ARCH_HERE:
            x = w["grow"] * (w["monument"] if plans else 1.0)
        elif A.BUILD <= a < A.ARCH_HERE or A.TECH <= a < A.PAY:
            x = w["grow"]
        elif A.PLACE <= a < A.PICKUP:
            if short and a == A.PLACE + PALENQUE:
                x = w["feed place"]
        elif a == A.BEG:
            x = w["beg"]
        elif a == A.NOTHING:
            x = w["nothing"]
        elif A.SELL <= a < A.ADVANCE_1:
            x = w["trade"]
        elif short and a in (A.TAKE_CORN, A.TILELESS):
            x = w["corn"]
        elif short and a == A.TAKE_WOOD:
            x = w["feed spend"]
        out.append(x)
    return out


def _monument_ready(state: TzolkinState, actions: list[int]) -> bool:
    """Whether the seat to move may pick a Tikal worker up at 4 or beyond (or do Tikal 4)
    holding a monument's cubes."""
    if not any(_TIKAL_PICKUP + 4 <= a < _TIKAL_PICKUP + A.PICKUP_STRIDE
               or a == A.PERFORM + _TIKAL_4 for a in actions):
        return False
    p = state.current_player()
    return 0 <= p < state.num_players and can_build_monument(state, p)


def _building_ready(state: TzolkinState, actions: list[int]) -> bool:
    """Whether the seat to move may pick a Tikal worker up at 2 or beyond (or do Tikal 2 or
    4) holding the cubes of a building on display."""
    if not any(_TIKAL_PICKUP + 2 <= a < _TIKAL_PICKUP + A.PICKUP_STRIDE
               or a in (A.PERFORM + _TIKAL_2, A.PERFORM + _TIKAL_4) for a in actions):
        return False
    p = state.current_player()
    return 0 <= p < state.num_players and state._can_build_tikal(p, False)


def _short_of_corn(state: TzolkinState, p: int) -> bool:
    """Whether p lacks corn to feed its workers on the next Food Day."""
    if not 0 <= p < state.num_players or state.next_food >= len(FOOD_DAYS):
        return False
    return state.goods[p][0] < _feeding_corn(state, p)


# Features more of which never hurts a seat: their learned weights stay >= 0 (analysis/train).
MONOTONE = ("workers", "technology levels", "buildings", "monuments", "temple steps", "VP",
            "skulls", "workers x left", "technologies x left", "buildings x left",
            "gear progress of placed workers")


# The strong bot's leaf value (mcts value=search), kept apart from `evaluate` (the baseline).
from meeple.games.tzolkin.search import search_value  # noqa: E402, F401
