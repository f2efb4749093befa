"""A cheap move policy for Teotihuacan: a non-negative weight for each legal action.

Search samples its rollouts by these weights and may use them as priors. They are a strong
player's habits, read from the decision on top of the stack (a few microseconds a call), and
at four decisions a one-step lookahead of the seat's estimate (`LOOKAHEAD`: the action on
arrival, power-ups, the Ascension's reward, the salary; each action weighed by
exp(gain / 1 VP), on copies whose chance seed is fixed, so no hidden roll is read). Played
alone, sampled, over 200 solo games: 13 VP uniformly random, 50 VP with the habits, 64 VP
with the lookahead too (the salary lost from 12.6 VP to 1.4), at about the cost of one more
`apply` per decision; an empty `LOOKAHEAD` keeps it to the habits.

- a turn moves a die towards a board whose Main Action it can take and pay for (§4.5), and
  seldom spends the turn on the free unlock while a die can still move (§3.2 B is a pass);
- on arrival the Main Action comes first (resources, buildings, the pyramid, power-ups),
  worship next, collecting cocoa last unless the coming salary is short (§5.1 step 6);
- power-ups go to the strongest die, a die at power 5 first: it ascends (§4.7) for an Avenue
  step, a reward and a fresh die at power 1 whose salary is 1 cocoa;
- the Ascension takes the 4th worker while it is there, else 5 VP (5 cocoa when short);
- the salary is paid in full (each cocoa unpaid is 3 VP);
- optional gains are taken (temple steps, resources, tiles, more Pyramid tiles) and the
  paid unlock is kept for when every die is locked.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from meeple.games.teotihuacan.actions import (
    ASC_COCOA,
    ASC_FOURTH,
    ASC_TEMPLE,
    ASC_TWO_TEMPLES,
    ASC_VP,
    ASCEND,
    COLLECT,
    DEST,
    END_TURN,
    KIND_OF,
    MAIN,
    MOVE,
    MOVEANY,
    POWER,
    POWER_SKIP,
    SALARY,
    SALARY_FREE,
    UNLOCK_FREE,
    UNLOCK_PAY,
    USE,
)
from meeple.games.teotihuacan.data import (
    ALCHEMY,
    BUILDINGS,
    CONSTRUCTION,
    D_FREE_COCOA,
    DECORATION_GOLD,
    DECORATIONS,
    DISCOVERY_KINDS,
    GOLD,
    MAX_MOVE,
    MAX_POWER,
    NOBLES,
    NOBLES_WOOD,
    PALACE,
    RING_SIZE,
    SALARY_COCOA,
    SALARY_HIGH_POWER,
    STONE,
    WOOD,
    WORKER_CAP,
)
from meeple.games.teotihuacan.frames import (
    F_ACTION,
    F_ASCEND,
    F_DEST,
    F_POWER,
    F_SALARY,
    F_TURN,
    F_TURN_END,
)

if TYPE_CHECKING:
    from meeple.games.teotihuacan.state import TeotihuacanState

# Weights by action kind where the position does not matter (1.0 is neutral).
KIND_WEIGHT = {
    "moveany": 0.3,  # keep the tile for a move that needs it
    "use": 0.3,  # anytime tiles: used now and then, mostly when they help
    "endturn": 2.0,
    "continue": 2.0,
    "double": 1.5,
    "wopt": 1.0,
    "claim": 1.5,
    "decline": 1.0,
    "resstop": 0.2,
    "templestop": 0.2,
    "pyrstop": 0.2,
    "powerskip": 0.1,
    "salaryfree": 20.0,
}
MAIN_WEIGHT, WORSHIP_WEIGHT, COLLECT_WEIGHT = 12.0, 1.5, 1.0
SHORT_COLLECT_WEIGHT = 4.0  # collecting cocoa when the next salary is not covered
FEASIBLE_DEST = 10.0  # extra weight of a destination whose Main Action is open
FREE_UNLOCK_IDLE = 0.05  # the free unlock while a die can move: a lost turn
PAID_UNLOCK = 0.1  # the 3-cocoa unlock while a die can move
ASCEND_WEIGHTS = {ASC_VP: 3.0, ASC_COCOA: 1.0, ASC_TEMPLE: 1.5, ASC_TWO_TEMPLES: 1.0,
                  ASC_FOURTH: 8.0}
FULL_SALARY = 20.0  # paying the whole salary against paying part of it
# Decisions weighed by a one-step lookahead of the estimate (a few clones a call: the
# Main Action's choice, power-ups, the Ascension's reward, the salary), and its scale in VP.
LOOKAHEAD = frozenset((F_ACTION, F_POWER, F_ASCEND, F_SALARY))
LOOKAHEAD_VP = 1.0
LOOKAHEAD_SEED = 22  # the chance seed of the lookahead's copies: fixed, not the state's
# Session 13, off (0.0), not kept: dice that travel together. A Main Action's strength grows with the
# seat's dice on the board (§4.5: the row of the resource tables, Construction's tiles, the
# Nobles row, 2 power-ups with 3 dice), so a strong player moves the dice as a group: a
# destination (and a die that can reach one) whose Main Action is open weighs
# 1 + FEASIBLE_DEST × (1 + STACK × the seat's unlocked dice already there). The policy
# alone (200 hard games) 63.0 -> 66.0 VP at 3; the levels' bot with it, hard at 300
# iterations, 16 pairs: seat VP +0.4 +- 3.7, margin +0.9 +- 4.3 (Main Actions with 2 dice
# 2.4 a game against 1.6, with 3 1.5 against 1.6: the tree's choices barely moved).
STACK = 0.0


def policy(s: TeotihuacanState, actions: list[int]) -> list[float]:
    """One non-negative weight per action of `actions` (the legal actions of `s`)."""
    return _weigh(s, actions, LOOKAHEAD)


# Session 13, not kept: rollouts without the lookahead (`mcts:policy=true:rollouts=habits`):
# the lookahead's copies are about half of an iteration on the compiled build (the levels'
# bot at 300 iterations, 25 positions: 830 us an iteration, 421 without; pure Python 1,206 and
# 496). Hard solo at about equal CPU a game (480 iterations against 300: 44.8 s against
# 48.4 s), 16 pairs: seat VP -0.4 +- 3.6, margin -0.7 +- 4.4. benchmarks/results/teotihuacan.md.
def policy_habits(s: TeotihuacanState, actions: list[int]) -> list[float]:
    """`policy`'s habits alone: no one-step lookahead anywhere."""
    return _weigh(s, actions, frozenset())


def _weigh(s: TeotihuacanState, actions: list[int], lookahead: frozenset) -> list[float]:
    """The weights, with the one-step lookahead at the decisions in `lookahead`."""
    if not s.stack:
        return [1.0] * len(actions)
    frame = s.stack[-1]
    kind, seat = frame[0], frame[1]
    special = _BY_FRAME.get(kind)
    if special is None:
        return _by_kind(s, seat, actions)
    weights = special(s, seat, frame, actions)
    if kind in lookahead and len(actions) > 1:
        weights = _lookahead(s, seat, actions, weights)
    # The anytime choices offered inside an action (frames.MIDTURN) keep their kind weights.
    for i, a in enumerate(actions):
        if a == UNLOCK_PAY or USE <= a < END_TURN:
            weights[i] = _anytime(s, seat, a)
    return weights


def _by_kind(s: TeotihuacanState, seat: int, actions: list[int]) -> list[float]:
    """The fixed kind weights."""
    return [_anytime(s, seat, a) for a in actions]


def _anytime(s: TeotihuacanState, seat: int, action: int) -> float:
    """A kind's weight; the paid unlock is worth it only when every die is locked."""
    if action == UNLOCK_PAY:
        return PAID_UNLOCK if _movable(s, seat) else 1.0
    return KIND_WEIGHT.get(KIND_OF[action], 1.0)


def _turn(s: TeotihuacanState, seat: int, frame: tuple, actions: list[int]) -> list[float]:
    """§3.2: a die that can reach an open Main Action; the free unlock only when stuck."""
    movable = False  # (loops, not generators: policy.pxd's C functions have none)
    for a in actions:
        if MOVE <= a < UNLOCK_FREE:
            movable = True
            break
    colours = colour_counts(s)
    out = []
    for a in actions:
        if MOVE <= a < MOVEANY:
            mains = _reachable_mains(s, seat, 4 * seat + a - MOVE, colours, STACK)
            out.append(1.0 + FEASIBLE_DEST * mains)
        elif a == UNLOCK_FREE:
            out.append(FREE_UNLOCK_IDLE if movable else 1.0)
        else:
            out.append(1.0)  # the anytime choices: weighed by `policy`
    return out


def _dest(s: TeotihuacanState, seat: int, frame: tuple, actions: list[int]) -> list[float]:
    """§4.2: boards whose Main Action the seat can take and pay for."""
    colours = colour_counts(s)
    if STACK:
        w = frame[2]
        return [1.0 + FEASIBLE_DEST * main_open(s, seat, a - DEST, colours[a - DEST])
                * (1.0 + STACK * _own_dice(s, seat, a - DEST, w)) for a in actions]
    return [1.0 + FEASIBLE_DEST * main_open(s, seat, a - DEST, colours[a - DEST])
            for a in actions]


def _action(s: TeotihuacanState, seat: int, frame: tuple, actions: list[int]) -> list[float]:
    """§4.3-4.5: Main Action first, worship next, cocoa when the salary needs it."""
    collect = SHORT_COLLECT_WEIGHT if salary_short(s, seat) > 0 else COLLECT_WEIGHT
    return [MAIN_WEIGHT if a == MAIN else collect if a == COLLECT else WORSHIP_WEIGHT
            for a in actions]


def _power(s: TeotihuacanState, seat: int, frame: tuple, actions: list[int]) -> list[float]:
    """§4.6: the strongest die; one at power 5 ascends (§4.7)."""
    out = []
    for a in actions:
        if not POWER <= a < POWER_SKIP:
            out.append(KIND_WEIGHT.get(KIND_OF[a], 1.0))
            continue
        power = s.wpower[4 * seat + a - POWER]
        out.append(10.0 if power == MAX_POWER else 1.0 + power)
    return out


def _ascend(s: TeotihuacanState, seat: int, frame: tuple, actions: list[int]) -> list[float]:
    """§4.7 step 3: the 4th worker, else VP; cocoa when the salary is short."""
    short = salary_short(s, seat) > 0
    out = []
    for a in actions:
        reward = a - ASCEND
        w = ASCEND_WEIGHTS.get(reward, 1.0)
        if reward == ASC_COCOA and short:
            w = 4.0
        out.append(w)
    return out


def _salary(s: TeotihuacanState, seat: int, frame: tuple, actions: list[int]) -> list[float]:
    """§5.1 step 6: pay all that is due (3 VP per cocoa unpaid)."""
    most = None  # the largest action but the free salary tile (the whole salary paid)
    for a in actions:
        if a != SALARY_FREE and (most is None or a > most):
            most = a
    if most is None:
        most = SALARY
    return [KIND_WEIGHT["salaryfree"] if a == SALARY_FREE
            else FULL_SALARY if a == most else 1.0 for a in actions]


def _turn_end(s: TeotihuacanState, seat: int, frame: tuple, actions: list[int]) -> list[float]:
    return _by_kind(s, seat, actions)


_BY_FRAME = {F_TURN: _turn, F_DEST: _dest, F_ACTION: _action, F_POWER: _power,
             F_ASCEND: _ascend, F_SALARY: _salary, F_TURN_END: _turn_end}


def _lookahead(s: TeotihuacanState, seat: int, actions: list[int],
               weights: list[float]) -> list[float]:
    """Where one step shows what a choice is worth (the cocoa it costs against the salary,
    the Ascension's reward, what a Main Action gains at once), weigh each action by
    exp(gain / LOOKAHEAD_VP), its gain in the seat's estimated final VP."""
    from meeple.games.teotihuacan.evaluate import estimate  # (evaluate imports this module)
    gains = []
    for a in actions:
        child = s.clone()
        child.rng_seed = LOOKAHEAD_SEED  # never the real chance (the Teotibot's next roll)
        child.apply(a)
        gains.append(child.vp[seat] if child.over else estimate(child, seat))
    top = max(gains)
    return [w * math.exp((g - top) / LOOKAHEAD_VP) for w, g in zip(weights, gains, strict=True)]


# -- helpers ---------------------------------------------------------------------------------

def _movable(s: TeotihuacanState, seat: int) -> bool:
    """Whether the seat has an unlocked die in play."""
    for w in range(4 * seat, 4 * seat + 4):  # noqa: SIM110 (a C function has no generator)
        if s.wboard[w] > 0 and s.wlock[w] < 0:
            return True
    return False


def _reachable_mains(s: TeotihuacanState, seat: int, w: int, colours: list[int],
                     stack: float = 0.0) -> float:
    """How many of the 1-3 boards clockwise of die `w` have an open Main Action (with
    `stack`, each counted 1 + stack × the seat's other dice there)."""
    start = s.where[s.wboard[w]]
    total = 0.0
    for d in range(1, MAX_MOVE + 1):
        board = s.ring[(start + d) % RING_SIZE]
        if main_open(s, seat, board, colours[board]):
            total += 1.0 + stack * _own_dice(s, seat, board, w) if stack else 1.0
    return total


def _own_dice(s: TeotihuacanState, seat: int, board: int, mover: int) -> int:
    """The seat's unlocked dice on `board` besides `mover`, as the Main Action counts them
    with the mover (at most 2 more: the count is capped at 3)."""
    count = 0
    for w in range(4 * seat, 4 * seat + 4):
        if w != mover and s.wboard[w] == board and s.wlock[w] < 0:
            count += 1
    return count if count < 2 else 2


def colour_counts(s: TeotihuacanState) -> list[int]:
    """§4.1 the colour count of every board (index 1..8), in one pass over the dice."""
    seen = [0] * 9
    wboard, wlock = s.wboard, s.wlock
    for w in range(len(wboard)):
        if wboard[w] > 0 and wlock[w] < 0:
            seen[wboard[w]] |= 1 << (w >> 2)
    return [m.bit_count() for m in seen]


def main_open(s: TeotihuacanState, seat: int, board: int, colours: int) -> int:
    """1 if the seat can likely take and pay for the board's Main Action (a cheap test of
    §4.5's costs: `colours` cocoa for the colours there, and the board's own price)."""
    if board == PALACE or s.cocoa[seat] < colours:
        return 0
    res = s.res
    if board == NOBLES:
        return int(res[3 * seat + WOOD] >= NOBLES_WOOD and s.buildings < BUILDINGS)
    if board == DECORATIONS:
        count = min(s._worker_count(seat, board) + 1, WORKER_CAP)
        return int(res[3 * seat + GOLD] >= DECORATION_GOLD[count])
    if board == CONSTRUCTION:
        return int(res[3 * seat + STONE] >= 2)
    if board == ALCHEMY:
        return int(res[3 * seat + GOLD] >= 1)
    return 1  # Forest, Stone Quarry, Gold Deposits: always open


def salary_due(s: TeotihuacanState, seat: int) -> int:
    """§5.1 step 6: the salary of the seat's dice in play now."""
    due = 0
    for w in range(4 * seat, 4 * seat + 4):
        if s.wboard[w] > 0:
            due += SALARY_COCOA[1] if s.wpower[w] >= SALARY_HIGH_POWER else SALARY_COCOA[0]
    return due


def salary_short(s: TeotihuacanState, seat: int) -> int:
    """Cocoa the seat lacks for the next salary (0 when covered or the tile covers it)."""
    if s.disc[DISCOVERY_KINDS * seat + D_FREE_COCOA]:
        return 0
    return max(0, salary_due(s, seat) - s.cocoa[seat])
