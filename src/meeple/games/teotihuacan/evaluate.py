"""The Teotihuacan position evaluation bots use: each seat's estimated chance of winning.

Each colour's final score is estimated from the rules' own accounting (spec §5.1 the Eclipse
scoring, §6.A.6 the Temple Bonus tiles, §7.3.6 the Teotibot's final scoring), then turned into
win chances: a softmax of the estimates over a temperature that shrinks as the game nears its
end (an early estimate is less sure); solo, a logistic of the seat's lead over the Teotibot's
estimate (a tie is a loss, §7.3.7). At the end it is `returns()`.

What a colour is worth besides its VP, with `f` the share of the game still to play (1 at the
start, 0 at the end: Eclipses left and the calendar's progress in this era):

  Avenue      each Eclipse left scores avenue × the Buildings multiplier (§5.1 step 2);
  Pyramid     the track scores at the next Eclipse at its rate, the leader 4 VP (§5.1 step 3);
  masks       each Eclipse left scores the mask sets again (§4.13, §5.1 step 4);
  temples     a temple at step 10+ scores its bonus tile at the end (§6.A.6); steps on the way
              are worth their rewards to come and the chance to reach the bonus;
  salary      each Eclipse left costs 1-2 cocoa per die in play, 3 VP per cocoa unpaid (§5.1);
  dice        power makes every action stronger and Ascensions pay 5 VP (§4.6-4.7);
  stocks      resources and cocoa become VP through the actions (a Pyramid tile is 2 stone
              for 1-7 VP, a Decoration 3 VP ...); the Teotibot scores 1 VP for each at the end;
  Technologies pay on every later action of their kind (§6.A.2); Discovery tiles held act
              later (4 VP, 4 cocoa, temple steps ...).

It reads the whole state (search calls it on determinized states) and costs a few tens of
microseconds: plain loops over ints.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from meeple.games.teotihuacan import data as D

if TYPE_CHECKING:
    from meeple.games.teotihuacan.state import TeotihuacanState

# VP per unit, as estimated from the rules' exchange rates (noted for each); scaled by `f`
# where the unit's worth is in the actions still to come.
WEIGHTS = {
    "temple_step": 1.2,  # a step's rewards to come: 1-2 resources, 1-5 VP or 1-4 cocoa (§6.B.2)
    "bonus_reach": 0.8,  # share of the bonus tile counted for a seat 1-3 steps below step 10
    "resource": 0.9,  # a resource pays 1/2 of a 2-stone Pyramid tile (1-7 VP + matches, §4.5.5)
    "cocoa": 0.35,  # cocoa buys Main Actions and worship (1-3 cocoa each) and the salary
    "power": 1.1,  # a power point on a die in play: stronger Main Actions, nearer an Ascension
    "fourth_die": 4.0,  # the 4th die in play: one more action per round (§4.7 reward 5)
    "technology": 3.0,  # a Technology's payments on later actions (3-4 VP or a resource each)
    "discovery": 2.5,  # an unused non-mask Discovery tile: 4 VP, 4 cocoa, 2-3 resources, steps
    "track_growth": 1.5,  # Avenue / Pyramid-track steps a colour still gains per era (× f)
    "unpaid_salary": 0.5,  # share of a salary's shortfall expected to be paid in VP (× 3 VP)
}
TEMPERATURE_EARLY, TEMPERATURE_END = 25.0, 6.0  # VP: the spread of the win-chance softmax
SOLO_TIE = 0.5  # VP: the seat must beat the Teotibot, a tie is a loss (§7.3.7)
BONUS_STEPS_SEEN = 3  # steps below the bonus step from which reaching it starts to count

def remaining(s: TeotihuacanState) -> float:
    """`f`: the share of the game still to play, from the Eclipses and the calendar."""
    era = min(s.light / s.dark, 1.0) if s.dark > 0 else 1.0
    left = D.ECLIPSES - s.eclipses - era
    return max(0.0, min(1.0, left / D.ECLIPSES))


def estimates(s: TeotihuacanState) -> list[float]:
    """Each colour's estimated final VP (the seats, then the Teotibot in solo)."""
    f = remaining(s)
    eclipses_left = max(0, D.ECLIPSES - s.eclipses)
    multiplier = D.BUILDINGS_ROW[min(s.buildings, len(D.BUILDINGS_ROW) - 1)]
    rate = D.PYRAMID_TRACK_VP[min(s.eclipses, D.ECLIPSES - 1)]
    lead = max(s.ptrack)
    growth = GROWTH * f
    out = []
    for p in range(s.nplay):
        est = float(s.vp[p])
        if eclipses_left:
            est += (s.avenue[p] + growth / 2) * multiplier * eclipses_left
            est += (s.ptrack[p] + growth) * rate
            if lead and s.ptrack[p] == lead:
                est += D.PYRAMID_LEADER_VP
            base = D.DISCOVERY_KINDS * p
            masks = s.disc[base:base + D.MASK_KINDS]
            most = max(masks)
            if most == 1:  # (the usual case: one set, no second copy of a mask)
                est += D.MASK_SET_VP[D.MASK_KINDS - masks.count(0)] * eclipses_left
            elif most:
                est += s._mask_score(p) * eclipses_left
        est += _temples(s, p, f) + _workers(s, p, f, eclipses_left) + _stocks(s, p, f)
        out.append(est)
    return out


def _temples(s: TeotihuacanState, p: int, f: float) -> float:
    """Steps to come and the bonus tile at step 10 (the Teotibot: its own temple VP)."""
    temple = s.temple
    b = 3 * p
    value = STEP_VALUE * f * (temple[b] + temple[b + 1] + temple[b + 2])
    for t in range(3):
        step = temple[b + t]
        if step >= BONUS_FROM:
            share = 1.0 if step >= D.TEMPLE_BONUS_STEP else REACH[D.TEMPLE_BONUS_STEP - step]
            if p == s.bot:
                value += share * (D.BOT_FINAL_TEMPLE_VP + s.bot_diff[D.DF_TEMPLE_VP])
            else:
                value += share * s._bonus_value(p, s.bonuses[t], 1)
    return value


def _workers(s: TeotihuacanState, p: int, f: float, eclipses_left: int) -> float:
    """Dice power in play (× f), the 4th die, and the salaries still to pay."""
    power = dice = salary = 0
    wboard, wpower = s.wboard, s.wpower
    for w in range(4 * p, 4 * p + 4):
        if wboard[w] > 0:
            power += wpower[w]
            dice += 1
            salary += HIGH_SALARY if wpower[w] >= D.SALARY_HIGH_POWER else LOW_SALARY
    value = POWER * f * power
    if dice == D.WORKERS_PER_COLOUR:
        value += FOURTH * f
    if p < s.num_players and eclipses_left:
        due = salary * eclipses_left
        if due > s.cocoa[p]:
            value -= UNPAID * (due - s.cocoa[p])
    return value


def _stocks(s: TeotihuacanState, p: int, f: float) -> float:
    """Resources, cocoa, Technologies, unused Discovery tiles (the Teotibot: its end VP)."""
    resources = s.res[3 * p] + s.res[3 * p + 1] + s.res[3 * p + 2]
    techs = s.techs[p].bit_count()
    if p == s.bot:
        tech_vp = D.BOT_FINAL_TECH_VP + s.bot_diff[D.DF_TECH_VP]
        cocoa_vp = (D.BOT_COCOA_VP + s.bot_diff[D.DF_COCOA_VP]) / D.BOT_COCOA_LOT
        return (D.BOT_FINAL_ITEM_VP * (resources + s.cocoa[p]) + tech_vp * techs
                + cocoa_vp * s.cocoa[p] * f)
    first = D.DISCOVERY_KINDS * p + D.MASK_KINDS
    tiles = sum(s.disc[first:first + D.DISCOVERY_KINDS - D.MASK_KINDS])
    return f * (RESOURCE * resources + COCOA * s.cocoa[p] + TECH * techs + DISCOVERY * tiles)


# The weights as plain names for the loops above.
STEP_VALUE = WEIGHTS["temple_step"] / 2  # the mean step's worth over the game
BONUS_FROM = D.TEMPLE_BONUS_STEP - BONUS_STEPS_SEEN
REACH = [0.0] + [WEIGHTS["bonus_reach"] * (1 - k / (BONUS_STEPS_SEEN + 1))
                 for k in range(1, BONUS_STEPS_SEEN + 1)]  # by steps still to climb
GROWTH = WEIGHTS["track_growth"] * D.ECLIPSES
POWER, FOURTH = WEIGHTS["power"], WEIGHTS["fourth_die"]
LOW_SALARY, HIGH_SALARY = D.SALARY_COCOA
UNPAID = WEIGHTS["unpaid_salary"] * D.SALARY_PENALTY
RESOURCE, COCOA = WEIGHTS["resource"], WEIGHTS["cocoa"]
TECH, DISCOVERY = WEIGHTS["technology"], WEIGHTS["discovery"]


def evaluate(s: TeotihuacanState) -> list[float]:
    """Each seat's estimated chance of winning, in [0, 1]; `returns()` at the end."""
    if s.over:
        return s.returns()
    est = estimates(s)
    f = remaining(s)
    temperature = TEMPERATURE_END + (TEMPERATURE_EARLY - TEMPERATURE_END) * f
    if s.bot >= 0:
        lead = (est[0] - est[s.bot] - SOLO_TIE) / temperature
        return [1.0 / (1.0 + math.exp(-max(-50.0, min(50.0, lead))))]
    top = max(est)
    weights = [math.exp((e - top) / temperature) for e in est]
    total = sum(weights)
    return [x / total for x in weights]
