"""What a group of the seat's dice on one board is worth before it acts (search only).

The §6.B.4 resource tables pay a die alone at power 1 one VP or one cocoa, three dice at
power 4-5 four resources and 5 VP, 5 cocoa or 2 temple steps, with a second power-up
(§4.6); Nobles' rows and Construction's tiles grow with the count too (§4.5.3, §4.5.5). The
estimates (evaluate.py) count none of this until the action is taken, so the search sees a
die sent to wait beside another as a die sent nowhere, and the seat takes 7.7 of its 10.9
Main Actions a game with a die alone (benchmarks/results/teotihuacan.md, Session 13).

`group_worth` credits each board where the seat has unlocked dice with what the next Main
Action there, by one more of its dice that can reach it on the next move (1-3 boards
clockwise), earns above the same die's action alone: the table row of the new count at the
group's lowest power, less the 1-die row. The worths are the estimates' own weights (a
resource 0.9 VP × f ...), so that taking the action turns the credit into at most what the
estimates then count (never a reason to wait). Faded over the last 1 / GROUP_WINDOW of the
game. Off unless evaluate.GROUP_SHARE > 0 (session 17).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from meeple.games.teotihuacan.data import (
    CONSTRUCTION,
    FOREST,
    GOLD_DEPOSITS,
    MAX_MOVE,
    NOBLES,
    NOBLES_ROWS,
    NOBLES_WOOD,
    POWER_COLUMN,
    QUARRY,
    RESOURCE_TABLES,
    RING_SIZE,
    STONE,
    WOOD,
    WORKER_CAP,
)

if TYPE_CHECKING:
    from meeple.games.teotihuacan.state import TeotihuacanState

# The estimates' weights (evaluate.WEIGHTS: resource, cocoa, power, temple_step / 2): VP a unit.
RESOURCE_VP, COCOA_VP, POWER_VP, STEP_VP = 0.9, 0.35, 1.1, 0.6
TILE_VP = 3.0  # a Pyramid tile placed for 2 stone, net: 1-7 VP, matches and a track step
GROUP_WINDOW = 6.0  # the credit fades over the last 1/6 of the game (the last 6-8 turns)
GROUPED = (FOREST, QUARRY, GOLD_DEPOSITS, NOBLES, CONSTRUCTION)


def _row_worth(board: int, count: int, power: int, f: float) -> float:
    """A resource board's Main Action by `count` dice at lowest `power`, in VP, with its
    power-ups (a second one at 3 dice)."""
    wood, stone, gold, cocoa, vp, temples = RESOURCE_TABLES[board][count - 1][POWER_COLUMN[power]]
    worth = (RESOURCE_VP * (wood + stone + gold) + COCOA_VP * cocoa + STEP_VP * temples) * f + vp
    return worth + _powerups(count, f)


def _powerups(count: int, f: float) -> float:
    return POWER_VP * f * (2 if count >= WORKER_CAP else 1)


def _excess(s: TeotihuacanState, p: int, board: int, count: int, power: int, alone: int,
            f: float) -> float:
    """What `count` dice (the arrival among them) at lowest `power` earn on `board` above
    the arrival alone (at its power `alone`), 0 where the seat cannot take that action."""
    if board == NOBLES:
        if s.res[3 * p + WOOD] < NOBLES_WOOD:
            return 0.0
        row = count - 1
        if s.nobles[row] + s.nobles_right[row] >= len(NOBLES_ROWS[row]):
            return 0.0
        top = NOBLES_ROWS[0][s.nobles[0]] if s.nobles[0] + s.nobles_right[0] < len(
            NOBLES_ROWS[0]) else 0
        return NOBLES_ROWS[row][s.nobles[row]] - top + _powerups(count, f) - _powerups(1, f)
    if board == CONSTRUCTION:
        tiles = s.res[3 * p + STONE] // 2
        extra = min(count, tiles) - min(1, tiles)
        return TILE_VP * extra + _powerups(count, f) - _powerups(1, f)
    return max(0.0, _row_worth(board, count, power, f) - _row_worth(board, 1, alone, f))


def group_worth(s: TeotihuacanState, p: int, f: float) -> float:
    """VP the seat `p`'s dice hold in the next grouped Main Action on each board (above)."""
    if f <= 0.0:
        return 0.0
    wboard, wlock, wpower, where = s.wboard, s.wlock, s.wpower, s.where
    total = 0.0
    for board in GROUPED:
        count = 0
        low = 9
        for w in range(4 * p, 4 * p + 4):
            if wboard[w] == board and wlock[w] < 0:
                count += 1
                if wpower[w] < low:
                    low = wpower[w]
        if not count or count >= WORKER_CAP:
            continue
        arrival = -1  # the strongest die that reaches the board on one move
        for w in range(4 * p, 4 * p + 4):
            b = wboard[w]
            if b > 0 and b != board and wlock[w] < 0 and \
                    1 <= (where[board] - where[b]) % RING_SIZE <= MAX_MOVE and wpower[w] > arrival:
                arrival = wpower[w]
        if arrival < 0:
            continue
        total += _excess(s, p, board, count + 1, min(low, arrival), arrival, f)
    return total * min(1.0, GROUP_WINDOW * f)
