"""`search_value(state)`: the value the strong bot's search scores its leaves with
(`mcts:value=search`, bots/value.py), kept apart from `evaluate()` (today's hand evaluation,
the greedy bot's and the benchmarks' baseline).

It is `evaluate`'s estimate of each seat's final score with a worker priced against its
upkeep: a worker beyond the first three earns `worker` VP a round left (more than evaluate's
0.45), and every worker the seat's farms do not feed eats 2 corn at each Food Day after the
next (`feed` VP a corn; the next Food Day is evaluate's shortfall). So a worker taken early is
worth much, one taken late is nearly a cost, and corn and farms count for the whole game.

Optionally (`gear share` > 0, off since session 5: it over-priced workers and their rides),
the workers riding the gears: each worth a share of the best action it can still reach
(waiting costs a round a position, so later actions are discounted). Action values are in
the estimate's own VP (goods at their final value and premium, a technology level or a
worker for the rounds left).
"""

from __future__ import annotations

import functools
import math
from typing import TYPE_CHECKING

from meeple.games.tzolkin import plans
from meeple.games.tzolkin.data import (
    AGRICULTURE,
    CHICHEN,
    CHICHEN_ACTIONS,
    CORN_PER_VP,
    DAYS_PER_REVOLUTION,
    FEED_CORN,
    FISHING_BONUS,
    FOOD_DAYS,
    FREE_CHOICE,
    GEAR_ACTIONS,
    GEAR_TOP,
    GEARS,
    HARVEST_CORN,
    MAX_WORKERS,
    PALENQUE,
    SKULL_VP,
    STARTING_WORKERS,
    TIKAL,
    UNFED_PENALTY,
    UXMAL,
    YAXCHILAN,
    YAXCHILAN_GAINS,
)
from meeple.games.tzolkin.evaluate import (
    CORN_PREMIUM,
    FARM_CORN_VP,
    FEED_SLACK,
    RESOURCE_PREMIUM,
    SKULL_PREMIUM_VP,
    TECH_VP_PER_ROUND,
    TEMPERATURE_END,
    TEMPERATURE_START,
    WORKER_VP_PER_ROUND,
    _estimate,
    _feeding_corn,
    _soon,
    _temple_points,
)

if TYPE_CHECKING:
    from meeple.games.tzolkin.state import TzolkinState

# -- weights (VP; measured in benchmarks/results/tzolkin.md) ----------------------------------
SEARCH = {
    # Session 5: a worker priced against its upkeep, no value for workers riding the gears.
    # At 300 iterations against the levels' bot (policy rollouts, hand value), 13 of 16 games,
    # margin +6.4 +- 2.2 VP (without `stock`); session 3: the riding terms (share 0.6, hand
    # workers 0.8) lost 7 of 16 there. benchmarks/results/tzolkin.md, Session 5.
    "gear share": 0.0,  # a placed worker: this share of the best action it can reach (0: off)
    "wait": 1.0,  # ... discounted by this factor a position it must still ride
    "wait vp": 1.0,  # ... less this many VP a position (the actions the worker misses; with
    # x0.85 a position and nothing for workers in hand, the search left a worker on Uxmal 3)
    "worker": 0.6,  # a worker beyond three, VP a round left (evaluate: 0.45)
    "temple step": 2.0,  # a temple step, VP (its Food Day points and majority share)
    "building": 2.5,  # a building at the start, net of its cost, VP [estimate]
    "free": 0.0,  # a worker in hand: this share of a placed one's value at position 0
    "feed": 0.5,  # VP a corn of the feeding the Food Days after the next will ask: the upkeep
    # that makes a worker taken late a cost (the next Food Day is evaluate's shortfall)
    "stock": 1,  # 1: corn held beyond the next Food Day's need pays the later upkeep first
    # (without it, at 0.2 s against the levels' bot: 7 of 16, -5.8 +- 3.4 VP, a seat starved
    # two Food Days running; with it on the same seeds 10 of 16, +2.9 +- 3.2)
    "no skull": 0.3,  # Chichen Itza without a skull in hand: this share of its value
    # Session 6: the corn a seat's placed workers can still gather before the next Food Day
    # (Palenque, Yaxchilan) counts against that Food Day's need at this share (0: off), so a
    # worker taken with corn on the way is not charged as one taken with none. With hunger
    # 1.5, at 0.2 s in 4-player games (seats A,B,A,B) against the levels' bot without them:
    # margin +10.4 +- 4.9 VP a seat (8 games); 2 players at 0.5 s: even (6 of 12, -0.3 +- 2.3).
    "prospect": 0.8,
    "hunger": 1.5,  # the corn still short (after the prospect) costs this x evaluate's charge
    # Session 7 (plans.py): a built monument at what its condition will still gain by the end
    # (this x plans.GROWTH; 0: off, its points now only), and a monument on display at this
    # share of its gain over its cubes, the cubes held toward it counting at `partial` power
    # of their share, and at `tikal` x that while the seat has no worker on Tikal (where a
    # monument is built, Tikal 4). At 4 players, 0.2 s, seats A,B,A,B against the levels'
    # bot without them (and without the rollouts' `monument` / `tikal 4`, evaluate.POLICY):
    # margin +15.1 +- 5.1 VP a game, 6 of 8 (seed 72); with the option at 1.0 +11.1 +- 4.7
    # and +6.5 +- 3.5 (seeds 71, 72). The seats build more (2.4 buildings a seat against 1.0)
    # but still no monument. benchmarks/results/tzolkin.md, Session 7.
    "monument growth": 2.0,
    "monument option": 0.6,
    "monument partial": 1.0,  # with an option: the cubes held toward one count at this power
    # of their share (0: only all of them)
    "monument tikal": 0.3,  # ... the option at this share while p has no worker on Tikal,
    # the only gear a monument is built at (Tikal 4; a worker anywhere on it can reach it)
    "monument players": 3,  # the monument terms count in games of this many players or more
    # (measured at 4; 2 players keep session 6's value: its 87 % against plain mcts at 1 s)
    # Session 8 (plans.BuildingValues): a building on display whose cubes the seat holds is
    # an option at this share of its gain over its cubes (0: off), the cubes held toward one
    # counting at `building partial` power of their share (0: only all of them), at
    # `building tikal` x that while the seat has no worker on Tikal (where buildings are
    # built with cubes), fading over the last `building days` days (no time left to build).
    # The same cubes buy a monument or a building: the better option counts.
    "building option": 0.0,
    "building partial": 0.0,
    "building tikal": 0.3,
    "building days": 3,
    # Session 8: a worker on Chichen Itza with a skull in hand for it is an offering on the
    # way: this share (0: off) of the best offering it can still reach (its VP and temple step
    # less the skull's value in the estimate), less `offering wait` VP a position it must
    # still ride; at 3+ players (`monument players`). Without it the search sees a worker
    # there only when it is picked up, so early offerings (Chichen 1-3) beat waiting.
    "offering": 0.0,
    "offering wait": 1.0,
    # Session 17 (4 players): corn in hand worth this many VP more a corn at the start, fading
    # to nothing at the end (0: off; evaluate counts 0.375 VP at the start, 0.25 at the end).
    # The levels' 4-player seats run out of corn for placements: a seat with more workers
    # made fewer actions (13.0 with four against 15.1 with three).
    "corn": 0.0,
    "corn players": 4,
}

_LAST_DAY = FOOD_DAYS[-1]


def search_value(state: TzolkinState) -> list[float]:
    """Each seat's chance to win, from `estimates`."""
    if state.over:
        return state.returns()
    left = max(0, _LAST_DAY - state.day) / DAYS_PER_REVOLUTION
    estimates = _estimates(state, left)
    temperature = TEMPERATURE_END + (TEMPERATURE_START - TEMPERATURE_END) * left
    top = max(estimates)
    weights = [math.exp((e - top) / temperature) for e in estimates]
    total = sum(weights)
    return [w / total for w in weights]


def _estimates(state: TzolkinState, left: float) -> list[float]:
    """Each seat's final VP as `evaluate` estimates it, its workers beyond three at `worker`
    VP a round left less the corn all its workers will eat on the later Food Days, plus (with
    a `gear share`) its workers on the gears."""
    n = state.num_players
    temple = _temple_points(state, left)
    extra = (SEARCH["worker"] - WORKER_VP_PER_ROUND) * left * DAYS_PER_REVOLUTION
    riding = _riding(state, left) if SEARCH["gear share"] else [0.0] * n
    hunger = SEARCH["prospect"] or SEARCH["hunger"] != 1.0
    plan = (SEARCH["monument growth"] or SEARCH["monument option"]
            or SEARCH["building option"]) and n >= SEARCH["monument players"]
    offer = SEARCH["offering"] and n >= SEARCH["monument players"]
    corn = SEARCH["corn"] * left if n >= SEARCH["corn players"] else 0.0
    return [_estimate(state, p, left) + temple[p] + riding[p] - _later_feeding(state, p)
            + corn * state.goods[p][0]
            + extra * (state.workers[p] - STARTING_WORKERS)
            + (_hunger_correction(state, p) if hunger else 0.0)
            + (_monuments(state, p, left) if plan else 0.0)
            + (_offerings(state, p, left) if offer else 0.0)
            for p in range(n)]


def _offerings(state: TzolkinState, p: int, left: float) -> float:
    """p's workers on Chichen Itza, as many as its skulls (the furthest first), each at
    `offering` share of the best offering it can reach before the game ends."""
    skulls = state.goods[p][4]
    if skulls <= 0:
        return 0.0
    gear = state.gears[CHICHEN]
    top = GEAR_TOP[CHICHEN]
    days = max(0, _LAST_DAY - state.day)
    values = _offering_values(round(left * DAYS_PER_REVOLUTION), SEARCH["temple step"])
    wait = SEARCH["offering wait"]
    total = 0.0
    for pos in range(top, -1, -1):
        if gear[pos] != p:
            continue
        total += max(values[q] - wait * (q - pos) for q in range(pos, min(top, pos + days) + 1))
        skulls -= 1
        if not skulls:
            break
    return SEARCH["offering"] * total


@functools.lru_cache(maxsize=64)
def _offering_values(rounds: int, step: float) -> tuple[float, ...]:
    """Chichen Itza's offerings 0..10 (10: free choice) less the skull (VP; 0: none)."""
    left = rounds / DAYS_PER_REVOLUTION
    skull = SKULL_VP + SKULL_PREMIUM_VP * left
    res = 3 * (1 + RESOURCE_PREMIUM * left) / CORN_PER_VP  # a resource of choice: ~stone
    values = [0.0] + [vp + step + (res if choice else 0.0) - skull
                      for vp, _, choice in CHICHEN_ACTIONS[1:]]
    values.append(max(values))
    return tuple(values)


def _monuments(state: TzolkinState, p: int, left: float) -> float:
    """p's monuments as a strong player counts them (plans.py): the built ones' growth to
    come, and the option of one on display whose cubes p holds."""
    value = SEARCH["monument growth"] * plans.held_growth(state, p, left)
    option = 0.0
    if SEARCH["monument option"]:
        share = SEARCH["monument option"]
        if SEARCH["monument tikal"] != 1.0 and p not in state.gears[TIKAL]:
            share *= SEARCH["monument tikal"]
        option = share * plans.option(
            state, p, left, 1 + RESOURCE_PREMIUM * left, SKULL_PREMIUM_VP * left,
            SEARCH["monument partial"], SEARCH["monument growth"] or 1.0)
    if SEARCH["building option"]:
        option = max(option, _building_option(state, p, left))
    return value + option


def _building_option(state: TzolkinState, p: int, left: float) -> float:
    """The best building on display p's cubes buy (plans.building_option), at `building
    option` share, less while p has no worker on Tikal or the game is about to end."""
    share = SEARCH["building option"]
    if SEARCH["building tikal"] != 1.0 and p not in state.gears[TIKAL]:
        share *= SEARCH["building tikal"]
    days = SEARCH["building days"]
    if days:
        share *= min(1.0, max(0, _LAST_DAY - state.day) / days)
    if not share:
        return 0.0
    values = _building_values(state.day, plans.food_days_left(state), SEARCH["temple step"],
                              SEARCH["worker"])
    return share * plans.building_option(state, p, values, SEARCH["building partial"])


@functools.lru_cache(maxsize=256)
def _building_values(day: int, food_days: int, step: float, worker: float
                     ) -> plans.BuildingValues:
    """The buildings' gains on a day (cached: they depend on the day and the Food Days left)."""
    left = max(0, _LAST_DAY - day) / DAYS_PER_REVOLUTION
    return plans.BuildingValues(left, food_days, step, TECH_VP_PER_ROUND, worker,
                                1 + RESOURCE_PREMIUM * left,
                                (1 + CORN_PREMIUM * left) / CORN_PER_VP,
                                SKULL_PREMIUM_VP * left, FARM_CORN_VP)


def _hunger_correction(state: TzolkinState, p: int) -> float:
    """`evaluate`'s charge for the corn p lacks for the next Food Day, given back, and the
    corn still short once its workers' `prospect` is counted charged again at `hunger` x."""
    if state.next_food >= len(FOOD_DAYS):
        return 0.0
    short = _feeding_corn(state, p) - state.goods[p][0]
    if short <= 0:
        return 0.0
    rate = UNFED_PENALTY / FEED_CORN * (1 - FEED_SLACK * _soon(state) ** 2)
    left = max(0.0, short - SEARCH["prospect"] * corn_prospect(state, p))
    return rate * (short - SEARCH["hunger"] * left)


def corn_prospect(state: TzolkinState, p: int) -> int:
    """The corn p's workers on Palenque and Yaxchilan can still take before the next Food Day:
    each at the best corn action it can reach by then (a worker rides a position a day), a
    Palenque harvest only where a corn tile shows (fishing always; Agriculture's bonuses)."""
    days = max(0, FOOD_DAYS[state.next_food] - state.day)
    total = 0
    for g in (PALENQUE, YAXCHILAN):
        gear = state.gears[g]
        for pos in range(1, GEAR_TOP[g] + 1):
            if gear[pos] != p:
                continue
            reach = pos + days
            top = GEAR_ACTIONS[g] if reach >= FREE_CHOICE[g] else min(reach, GEAR_ACTIONS[g])
            total += max(_corn_of(state, p, g, q) for q in range(1, top + 1))
    return total


def _corn_of(state: TzolkinState, p: int, g: int, q: int) -> int:
    """The corn action q of gear g gives p now (0 where a Palenque spot shows no corn)."""
    if g == YAXCHILAN:
        return YAXCHILAN_GAINS[q][0]
    level = state.techs[p][AGRICULTURE]
    lvl = state.lvl
    if q == 1:
        return HARVEST_CORN[1] + (FISHING_BONUS if level >= lvl["fishing_plus1"] else 0)
    if not state.jungle_corn[q] and level < lvl["tileless"]:
        return 0
    return state._harvest_corn(p, q)  # the rules' own count (§4.2, Agriculture's bonuses)


def _later_feeding(state: TzolkinState, p: int) -> float:
    """The corn p's workers will eat on the Food Days after the next, in VP: each worker's
    upkeep (the next Food Day is `evaluate`'s shortfall). With `stock`, the corn p holds
    beyond the next Food Day's need pays it first: corn in stock is worth more."""
    later = len(FOOD_DAYS) - state.next_food - 1
    if later <= 0 or not SEARCH["feed"]:
        return 0.0
    need = _feeding_corn(state, p)
    upkeep = later * need
    if SEARCH["stock"]:
        upkeep = max(0, upkeep - max(0, state.goods[p][0] - need))
    return SEARCH["feed"] * upkeep


def _riding(state: TzolkinState, left: float) -> list[float]:
    """Each seat's workers on the gears, at `gear share` of the best action each can reach."""
    n = state.num_players
    out = [0.0] * n
    share, no_skull = SEARCH["gear share"], SEARCH["no skull"]
    for g in GEARS:
        gear = state.gears[g]
        for pos in range(GEAR_TOP[g] + 1):
            p = gear[pos]
            if not 0 <= p < n:
                continue
            v = _reach(left, state.workers[p] < MAX_WORKERS)[g][pos]
            if g == CHICHEN and not state.goods[p][4]:
                v *= no_skull
            out[p] += share * v
    free = SEARCH["free"]
    if free:
        for p in range(n):
            if state.free[p]:
                fresh = _fresh(left, state.workers[p] < MAX_WORKERS)
                out[p] += free * share * fresh * state.free[p]
    return out


def _fresh(left: float, grow: bool) -> float:
    """The best gear for a worker placed now (position 0)."""
    return max(row[0] for row in _reach(left, grow))


@functools.lru_cache(maxsize=256)
def _reach(left: float, grow: bool) -> list[list[float]]:
    """Per gear and position: the best action a worker there can still take, discounted
    (cached: it depends only on the day and whether the seat can still grow)."""
    wait, wait_vp = SEARCH["wait"], SEARCH["wait vp"]
    out = []
    for g in GEARS:
        values = _action_values(g, left, grow)
        best = max(values)
        top = GEAR_TOP[g]
        here = [values[pos] if pos <= GEAR_ACTIONS[g] else best for pos in range(top + 1)]
        reach = [0.0] * (top + 1)
        run = 0.0
        for pos in range(top, -1, -1):
            run = max(here[pos], run * wait - wait_vp)
            reach[pos] = run
        out.append(reach)
    return out


def _action_values(g: int, left: float, grow: bool) -> list[float]:
    """Gear g's actions 0..n in the estimate's VP (index 0: no action)."""
    corn = (1 + CORN_PREMIUM * left) / CORN_PER_VP
    res = (1 + RESOURCE_PREMIUM * left) / CORN_PER_VP  # a corn's worth of resources
    skull = SKULL_VP + SKULL_PREMIUM_VP * left
    rounds = left * DAYS_PER_REVOLUTION
    tech = TECH_VP_PER_ROUND * rounds + 1.0 - 2 * res  # a level and its cost, ~2 corn
    building = SEARCH["building"] * (0.5 + left)
    step = SEARCH["temple step"]
    if g == PALENQUE:
        return [0.0, 3 * corn, 4 * corn, 5 * corn, 7 * corn, 9 * corn]
    if g == YAXCHILAN:
        return [0.0, 2 * res, 3 * res + corn, 4 * res + 2 * corn, skull, 7 * res + 2 * corn]
    if g == TIKAL:
        return [0.0, tech, building, 1.5 * tech, 1.5 * building, 2 * step - 2 * res]
    if g == UXMAL:
        worker = SEARCH["worker"] * rounds if grow else 0.0
        return [0.0, step - 3 * corn, 0.3, worker, building * 0.8, 1.0]
    assert g == CHICHEN
    return [0.0] + [vp + step - skull for vp, _, _ in CHICHEN_ACTIONS[1:]]

