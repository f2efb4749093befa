"""The Teotihuacan position evaluation bots use: each seat's estimated chance of winning.

Each colour's final score is estimated from the rules' own accounting (spec §5.1 the Eclipse
scoring, §6.A.6 the Temple Bonus tiles, §7.3.6 the Teotibot's final scoring), then turned into
win chances: a softmax of the estimates over a temperature that shrinks as the game nears its
end (an early estimate is less sure). Solo, the seat's expected margin over the Teotibot (both
estimates plus the VP each still scores at its measured pace × f; a tie is a loss, §7.3.7)
counts twice: half as a logistic over a temperature that shrinks to the end (the chance to
win) and half as a logistic over a wide 50 VP (so that search still sees each VP when far
behind or far ahead), also at the end, where the value is above 0.5 exactly for a win. Otherwise at the end it is `returns()`.

The salary to come (§5.1 step 6) weighs most when its Eclipse is near: the next one's
shortfall costs 3 VP per cocoa ÷ the rounds left to mend it (by collecting, or by ascending a
power 4-5 die, whose salary is 2), the later ones half that.

`policy` (policy.py) weighs the legal moves for rollouts and priors; `features` (features.py)
takes the estimate apart, per seat, for a learned value.

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

from meeple.games.teotihuacan.data import (
    AVENUE_MAX,
    BOT_COCOA_LOT,
    BOT_COCOA_VP,
    BOT_FINAL_ITEM_VP,
    BOT_FINAL_TECH_VP,
    BOT_FINAL_TEMPLE_VP,
    BUILDINGS_ROW,
    D_FREE_COCOA,
    DF_COCOA_VP,
    DF_TECH_VP,
    DF_TEMPLE_VP,
    DF_WORSHIP,
    DISCOVERY_KINDS,
    ECLIPSES,
    MASK_KINDS,
    MASK_SET_VP,
    PYRAMID_LEADER_VP,
    PYRAMID_TRACK_VP,
    SALARY_COCOA,
    SALARY_HIGH_POWER,
    SALARY_PENALTY,
    TEMPLE_BONUS_STEP,
    WORKERS_PER_COLOUR,
)
from meeple.games.teotihuacan.frames import A_ECLIPSE_END, F_DEST, F_TURN
from meeple.games.teotihuacan.groups import group_worth
from meeple.games.teotihuacan.policy import (  # noqa: F401 (with evaluate: the game's policy,
    policy,  # and policy_habits for mcts:rollouts=habits)
    policy_habits,
)
from meeple.games.teotihuacan.prune import prune  # noqa: F401 (mcts:prune=true, with evaluate)

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
# VP the colours add beyond their estimates over a whole game (× f). The Teotibot's: its
# final VP minus its estimate over 30 games × 2 difficulties (normal 72 f, hard 92 f; the
# hard preset adds 1 worship step). The seat's: what `mcts` adds, roughly.
BOT_PACE, BOT_PACE_PER_WORSHIP, SEAT_PACE = 72.0, 20.0, 60.0
MARGIN_SHARE = 0.5  # solo: the share of the value that follows the margin, not the win
MARGIN_SCALE = 50.0  # VP: that share is a logistic of the lead over this scale
BONUS_STEPS_SEEN = 3  # steps below the bonus step from which reaching it starts to count
# Session 12, off (0.0): each Technology the seat holds is worth what it pays on the
# actions still to come (× f, × TECH_PAYS), not a flat `technology` 3 VP, so that the cocoa
# ones (T-Palace: 1 cocoa a move onto or past the Palace; T-CocoaVP: 1 cocoa and 1 VP a
# resource Main Action) count as the income they are. VP over a whole game, guessed from the
# rules and the seat's play (~12 Main Actions, ~36 die moves a game, a cocoa ~1 VP), by id:
# Palace, AlchNob, ExtraRes, CocoaVP, Deco, ConstrVP, PowerUp, ConstrWorker, ConstrTemple.
TECH_PAYS = 0.0
TECH_PAY_VP = (9.0, 6.0, 4.0, 8.0, 6.0, 9.0, 2.0, 6.0, 6.0)

def remaining(s: TeotihuacanState) -> float:
    """`f`: the share of the game still to play, from the Eclipses and the calendar."""
    era = min(s.light / s.dark, 1.0) if s.dark > 0 else 1.0
    left = ECLIPSES - s.eclipses - era
    return max(0.0, min(1.0, left / ECLIPSES))


def in_eclipse(s: TeotihuacanState) -> bool:
    """Whether an Eclipse is being resolved (its salaries are asked; §5.1 steps 1-5 are
    scored already, the counter moves at its end)."""
    for frame in s.stack:  # noqa: SIM110 (a loop: a C function (evaluate.pxd) has no generator)
        if frame[0] == A_ECLIPSE_END:
            return True
    return False


def eclipses_left(s: TeotihuacanState) -> int:
    """Eclipses still to score: not the one being resolved; after the Pyramid's completion
    only the final one (§3.5)."""
    return _eclipses_left(s, in_eclipse(s))


def _eclipses_left(s: TeotihuacanState, pending: bool) -> int:
    """`eclipses_left`, with `in_eclipse(s)` known."""
    if s.final:
        return 1 - pending
    return max(0, ECLIPSES - s.eclipses - pending)


def estimates(s: TeotihuacanState) -> list[float]:
    """Each colour's estimated final VP (the seats, then the Teotibot in solo)."""
    shared = _shared(s)
    return [_estimate(s, p, shared) for p in range(s.nplay)]


def estimate(s: TeotihuacanState, p: int) -> float:
    """`estimates(s)[p]` alone (the same float): the policy's lookahead reads one seat's."""
    return _estimate(s, p, _shared(s))


def _shared(s: TeotihuacanState) -> tuple:
    """What every colour's estimate reads: f, the Eclipse being resolved, the Eclipses left,
    the Avenue multiplier, the Pyramid track's rate and lead, the tracks' growth to come."""
    f = remaining(s)
    pending = in_eclipse(s)
    multiplier = BUILDINGS_ROW[min(s.buildings, len(BUILDINGS_ROW) - 1)]
    rate = PYRAMID_TRACK_VP[min(s.eclipses + pending, ECLIPSES - 1)]
    return f, pending, _eclipses_left(s, pending), multiplier, rate, max(s.ptrack), GROWTH * f


def _estimate(s: TeotihuacanState, p: int, shared: tuple) -> float:
    """Colour `p`'s estimated final VP (`_shared(s)`: the terms every colour reads)."""
    f, pending, left, multiplier, rate, lead, growth = shared
    est = float(s.vp[p])
    if left:
        est += (s.avenue[p] + growth / 2) * multiplier * left
        est += (s.ptrack[p] + growth) * rate
        if lead and s.ptrack[p] == lead:
            est += PYRAMID_LEADER_VP
        base = DISCOVERY_KINDS * p
        masks = s.disc[base:base + MASK_KINDS]
        most = max(masks)
        if most == 1:  # (the usual case: one set, no second copy of a mask)
            est += MASK_SET_VP[MASK_KINDS - masks.count(0)] * left
        elif most:
            est += s._mask_score(p) * left
    est += _temples(s, p, f) + _workers(s, p, f, left, pending) + _stocks(s, p, f)
    return est


def _temples(s: TeotihuacanState, p: int, f: float) -> float:
    """Steps to come and the bonus tile at step 10 (the Teotibot: its own temple VP)."""
    temple = s.temple
    b = 3 * p
    value = STEP_VALUE * f * (temple[b] + temple[b + 1] + temple[b + 2])
    for t in range(3):
        step = temple[b + t]
        if step >= BONUS_FROM:
            share = 1.0 if step >= TEMPLE_BONUS_STEP else REACH[TEMPLE_BONUS_STEP - step]
            if p == s.bot:
                value += share * (BOT_FINAL_TEMPLE_VP + s.bot_diff[DF_TEMPLE_VP])
            else:
                value += share * s._bonus_value(p, s.bonuses[t], 1)
    return value


def _workers(s: TeotihuacanState, p: int, f: float, left: int, pending: bool) -> float:
    """Dice power in play (× f), the 4th die, and the salaries still to pay: the next one
    weighs more as its Eclipse comes near (less time to collect cocoa or to ascend)."""
    power = dice = salary = 0
    wboard, wpower = s.wboard, s.wpower
    for w in range(4 * p, 4 * p + 4):
        if wboard[w] > 0:
            power += wpower[w]
            dice += 1
            salary += HIGH_SALARY if wpower[w] >= SALARY_HIGH_POWER else LOW_SALARY
    value = POWER * f * power
    if dice == WORKERS_PER_COLOUR:
        value += FOURTH * f
    if p < s.num_players and left:
        cocoa = s.cocoa[p]
        if s.disc[DISCOVERY_KINDS * p + D_FREE_COCOA]:
            cocoa += salary  # the tile covers one whole salary
        short = max(0, salary - cocoa)
        if short and not pending:
            value -= SALARY_PENALTY * short * _urgency(s)
        later = max(0, salary * left - cocoa)
        value -= UNPAID * later
    return value


def _urgency(s: TeotihuacanState) -> float:
    """Share of the next salary's shortfall counted in full: 1 when the Eclipse is due
    (triggered, or a round away), less the more rounds are left to mend it."""
    if s.countdown >= 0 or s.final:
        return 1.0
    rounds = max(1, s.dark - s.light)
    return 1.0 / rounds


def _stocks(s: TeotihuacanState, p: int, f: float) -> float:
    """Resources, cocoa, Technologies, unused Discovery tiles (the Teotibot: its end VP)."""
    resources = s.res[3 * p] + s.res[3 * p + 1] + s.res[3 * p + 2]
    techs = s.techs[p].bit_count()
    if p == s.bot:
        tech_vp = BOT_FINAL_TECH_VP + s.bot_diff[DF_TECH_VP]
        cocoa_vp = (BOT_COCOA_VP + s.bot_diff[DF_COCOA_VP]) / BOT_COCOA_LOT
        return (BOT_FINAL_ITEM_VP * (resources + s.cocoa[p]) + tech_vp * techs
                + cocoa_vp * s.cocoa[p] * f)
    first = DISCOVERY_KINDS * p + MASK_KINDS
    tiles = sum(s.disc[first:first + DISCOVERY_KINDS - MASK_KINDS])
    tech = TECH * techs if not TECH_PAYS else TECH_PAYS * _tech_pays(s.tech_ids[p])
    return f * (RESOURCE * resources + COCOA * s.cocoa[p] + tech + DISCOVERY * tiles)


def _tech_pays(ids: int) -> float:
    """The seat's Technologies (a bitmask of tech ids) by what each pays over a whole game."""
    total = 0.0
    for tech, pays in enumerate(TECH_PAY_VP):
        if ids >> tech & 1:
            total += pays
    return total


# The weights as plain names for the loops above.
STEP_VALUE = WEIGHTS["temple_step"] / 2  # the mean step's worth over the game
BONUS_FROM = TEMPLE_BONUS_STEP - BONUS_STEPS_SEEN
REACH = [0.0] + [WEIGHTS["bonus_reach"] * (1 - k / (BONUS_STEPS_SEEN + 1))
                 for k in range(1, BONUS_STEPS_SEEN + 1)]  # by steps still to climb
GROWTH = WEIGHTS["track_growth"] * ECLIPSES
POWER, FOURTH = WEIGHTS["power"], WEIGHTS["fourth_die"]
LOW_SALARY, HIGH_SALARY = SALARY_COCOA
UNPAID = WEIGHTS["unpaid_salary"] * SALARY_PENALTY
RESOURCE, COCOA = WEIGHTS["resource"], WEIGHTS["cocoa"]
TECH, DISCOVERY = WEIGHTS["technology"], WEIGHTS["discovery"]


def evaluate(s: TeotihuacanState) -> list[float]:
    """Each seat's estimated chance of winning, in [0, 1]; `returns()` at the end, except
    solo, where the final margin still counts (above 0.5 exactly for a win)."""
    if s.over:
        if s.bot >= 0:
            won = s.returns()[0]
            margin = s.vp[0] - s.vp[s.bot] - SOLO_TIE
            return [(1.0 - MARGIN_SHARE) * won + MARGIN_SHARE * _margin(margin)]
        return s.returns()
    est = estimates(s)
    f = remaining(s)
    temperature = TEMPERATURE_END + (TEMPERATURE_EARLY - TEMPERATURE_END) * f
    if s.bot >= 0:
        return [solo_value(solo_lead(s, est, f), temperature)]
    top = max(est)
    weights = [math.exp((e - top) / temperature) for e in est]
    total = sum(weights)
    return [x / total for x in weights]


def solo_lead(s: TeotihuacanState, est: list[float], f: float) -> float:
    """Solo: the seat's expected final margin over the Teotibot. The estimates count what
    the position holds; both colours still score on the turns to come, the Teotibot at a
    pace measured in play (its estimate falls short by about BOT_PACE × f, more with
    stronger worship), the seat at the pace of a fair search."""
    bot_pace = BOT_PACE + BOT_PACE_PER_WORSHIP * s.bot_diff[DF_WORSHIP]
    return est[0] - est[s.bot] + (SEAT_PACE - bot_pace) * f - SOLO_TIE


def solo_value(lead: float, temperature: float) -> float:
    """Solo: the chance to win blended with the margin, so that a seat far behind (or far
    ahead) still sees every VP it gains: a logistic of the lead over `temperature` alone
    is flat once 40 VP behind, and search then chooses at random (a salary left unpaid)."""
    return (1.0 - MARGIN_SHARE) * _logistic(lead / temperature) + MARGIN_SHARE * _margin(lead)


def _margin(lead: float) -> float:
    """The margin's share: a logistic of the lead over MARGIN_SCALE (0.5: a tie)."""
    return _logistic(lead / MARGIN_SCALE)


def _logistic(x: float) -> float:
    return 1.0 / (1.0 + math.exp(-max(-50.0, min(50.0, x))))


# -- the value for search (`mcts:value=search`) ----------------------------------------------
# Solo: VP of the expected margin for the whole [0, 1] range of the value, so that one VP
# moves it 1/300 however far behind the seat is (a logistic over 15 VP is 0.01 at the 70 VP
# the seat trails the Teotibot's estimate early on, and flat: search then picks at random).
SEARCH_SOLO_SPAN = 150.0


# A die near power 6 is most of an Ascension (§4.7): 5 VP (or its other rewards), an Avenue
# step scored at every Eclipse left, a fresh die with a cheap salary. The estimates count
# power linearly (1.1 VP × f a point), so search sees a die at power 5 as barely better than
# one at 4 and the Ascension as a loss of power. ASCENT_REACH: the share of an Ascension a
# die at power 0..5 counts (its chance to get there while the game lasts); ASCENT_SHARE
# scales the term (0: off); an Ascension needs time, so the term fades over the last
# 1 / ASCENT_WINDOW of the game.
ASCENT_REACH = (0.0, 0.0, 0.0, 0.15, 0.35, 0.6)
ASCENT_REWARD = 5.0  # VP: the reward strong players take (5 VP, or 5 cocoa when short)
ASCENT_SHARE = 1.0
ASCENT_WINDOW = 4.0


def ascent(s: TeotihuacanState, p: int, f: float) -> float:
    """VP the seat `p`'s dice in play hold in Ascensions to come (search only)."""
    if not ASCENT_SHARE or f <= 0.0:
        return 0.0
    multiplier = BUILDINGS_ROW[min(s.buildings, len(BUILDINGS_ROW) - 1)]
    worth = ASCENT_REWARD + multiplier * eclipses_left(s) * (s.avenue[p] < AVENUE_MAX)
    reach = 0.0
    for w in range(4 * p, 4 * p + 4):
        if s.wboard[w] > 0:
            reach += ASCENT_REACH[s.wpower[w]]
    return ASCENT_SHARE * worth * reach * min(1.0, ASCENT_WINDOW * f)


def search_value(s: TeotihuacanState) -> list[float]:
    """Each seat's value for search (terminal positions are the bot's). Solo: linear in the
    seat's expected margin over the Teotibot (`solo_lead`), 0.5 at a tie; otherwise the
    softmax of the estimates, as `evaluate`, with each seat's Ascension credit
    (`multi_value`). A finished solo game (`mcts:final=true`) is valued the same way by its
    final margin, above 0.5 exactly for a win."""
    if s.bot >= 0:
        if s.over:  # every VP is scored: the estimates would count the bonus tiles twice
            lead = s.vp[0] - s.vp[s.bot] - SOLO_TIE
        else:
            f = remaining(s)
            lead = solo_lead(s, estimates(s), f) + ascent(s, 0, f)
        return [max(0.0, min(1.0, 0.5 + lead / (2 * SEARCH_SOLO_SPAN)))]
    return multi_value(s, ASCENT_SHARE_MULTI, FINAL_SHARE_MULTI)


# Session 17: `mcts:search_value=groups` adds, solo, GROUP_SHARE × what the seat's dice hold
# in grouped Main Actions to come (groups.py: the next arrival's richer row on each board).
GROUP_SHARE = 1.0


def search_value_groups(s: TeotihuacanState) -> list[float]:
    """`search_value`, solo with the worth of the seat's dice groups (`groups.group_worth`)
    in the lead; with 2+ players (and a finished game) `search_value` itself."""
    if s.bot < 0 or s.over:
        return search_value(s)
    f = remaining(s)
    lead = solo_lead(s, estimates(s), f) + ascent(s, 0, f) + GROUP_SHARE * group_worth(s, 0, f)
    return [max(0.0, min(1.0, 0.5 + lead / (2 * SEARCH_SOLO_SPAN)))]


# 2+ players: the share of `ascent` added to each seat's estimate in search (0: `evaluate`).
# Session 5, 2 players at 300 iterations against 0: 7 of 7 games won, margin +29 VP (±5).
ASCENT_SHARE_MULTI = 1.0
# 2+ players: the share of a finished game's value that follows the margin (0: `returns()`).
# With 0 the last salary is left unpaid whenever the winner is settled: -12 VP a game at 300
# iterations; with 0.3, -0.7 (9 games, margin +19 ± 10 against 0).
FINAL_SHARE_MULTI = 0.3
# 2+ players: the softmax's temperature in search falls from TEMPERATURE_EARLY to
# TEMPERATURE_END as f ** this (1: `evaluate`'s straight line). Fitted on session 6's 40 games
# at 1 s (the win against the estimates' difference, every third position): the temperature
# that predicts the winner best is ~6 VP from f 0.7 down to the end, 40 above. Session 7:
# 3 (the win chance sharper from mid-game: "win, not points"), screened from the middle of
# the second era of 11 of those games (the levels' seat at 1,000 iterations against plain
# mcts at 1,000): margin +3.2 +- 2.6 VP paired with 1 (wins 5 and 6 of 11): not significant;
# measured at 1 s by the final line (benchmarks/results/teotihuacan.md, Session 7).
SEARCH_TEMPERATURE_POWER = 3.0


def multi_value(s: TeotihuacanState, share: float, final_share: float = 0.0) -> list[float]:
    """2+ players: `evaluate`'s softmax of the estimates, each seat's with `share` of the
    Ascensions its dice hold (`ascent`); at the end `returns()`, `final_share` of it given to
    each seat's margin over the best other (`mcts:final=true`: the last salary is paid even
    when it cannot change the winner)."""
    if s.over:
        won = s.returns()
        if not final_share:
            return won
        vp = s.vp
        out = []
        for p in range(s.num_players):
            other = max(vp[q] for q in range(s.num_players) if q != p)
            out.append((1.0 - final_share) * won[p] + final_share * _margin(vp[p] - other))
        return out
    if not share:
        return evaluate(s)
    est = estimates(s)
    f = remaining(s)
    for p in range(s.nplay):
        est[p] += share * ascent(s, p, f)
    fall = f ** SEARCH_TEMPERATURE_POWER
    temperature = TEMPERATURE_END + (TEMPERATURE_EARLY - TEMPERATURE_END) * fall
    top = max(est)
    weights = [math.exp((e - top) / temperature) for e in est]
    total = sum(weights)
    return [x / total for x in weights]


def settled(s: TeotihuacanState) -> bool:
    """A stable position for search to value (`mcts:settle=N` plays on to one): the game over,
    or a turn about to begin (F_TURN on top: the last turn's choices made and, solo, the
    Teotibot's turn resolved). A leaf in the middle of the seat's turn has not yet suffered
    the Teotibot's next turn, which lands in one lump (~5 VP on hard), so a first move whose
    turn asks more questions reaches the depth cut mid-turn more often and looks better."""
    stack = s.stack
    return s.over or (bool(stack) and stack[-1][0] == F_TURN)


def major(s: TeotihuacanState) -> bool:
    """A decision that shapes the seat's turn (`mcts:major_iterations=N` searches it longer):
    which die moves (or the unlock) and where it goes; the choices inside an action follow
    from them, on the subtree the search keeps."""
    stack = s.stack
    return bool(stack) and stack[-1][0] in MAJOR


MAJOR = frozenset((F_TURN, F_DEST))


# The features for a learned value, with the evaluation they take apart (features.py reads
# this module's estimates, so it is imported last).
from meeple.games.teotihuacan.features import FEATURES, features  # noqa: E402, F401
