"""The action encoding of Teotihuacan: one contiguous id range per decision kind.

`RANGES` is the one table: (name, size), the ids following each other in its order.
Decoding an id gives (kind, argument);
the state turns that into notation (which reads the position: a die is named by its board and
power). Workers are named by their die slot 0..3 of the player's colour.
"""

from __future__ import annotations

from meeple.games.teotihuacan.data import (
    DECO_SPACES,
    DISCOVERY_KINDS,
    PYRAMID_DISPLAY,
    PYRAMID_POSITIONS,
    STARTING_TILES,
    TECH_DISPLAY,
    WORSHIP_SPACES,
)

RANGES: list[tuple[str, int]] = [
    ("move", 4),          # move die slot k (1–3 boards on, destination next)
    ("moveany", 4),       # D-MoveAnywhere: move die slot k to any board
    ("unlockfree", 1),    # the free-unlock turn (B)
    ("unlockpay", 1),     # pay 3 cocoa: unlock all
    ("use", DISCOVERY_KINDS),  # use an anytime Discovery tile of this kind
    ("endturn", 1),
    ("double", 4),        # D-DoubleMove: also move die slot k
    ("nodouble", 1),
    ("dest", 8),          # destination board 1..8
    ("collect", 1),
    ("main", 1),
    ("worship", WORSHIP_SPACES),  # worship space 0..6 (3 Royal tiles, then the 4 panels)
    ("wopt", 3),          # worship option: effect / discovery tile / both
    ("free", 2),          # D-FreeCocoa on this payment: 0 pay, 1 use the tile
    ("extra", 2),         # D-ExtraWorker on this Main Action: 0 no, 1 use the tile
    ("res", 3),           # a resource: wood / stone / gold
    ("resstop", 1),
    ("temple", 3),        # a temple: blue / red / green
    ("templestop", 1),
    ("claim", DISCOVERY_KINDS),  # claim a Discovery tile of this kind
    ("decline", 1),       # decline the tiles (take the printed reward on a major step)
    ("power", 4),         # power up die slot k
    ("powerskip", 1),
    ("ascend", 5),        # Ascension reward 0..4
    ("salary", 9),        # pay k cocoa of the salary
    ("salaryfree", 1),    # cover the salary with D-FreeCocoa
    ("tech", TECH_DISPLAY),
    ("noblerow", 3),
    ("decotile", 4),
    ("decospace", DECO_SPACES),
    ("pyrtile", PYRAMID_DISPLAY),
    ("pyrstop", 1),
    ("pyrpos", PYRAMID_POSITIONS),
    ("rotate", 4),
    ("discount", 2),      # T-ConstrWorker discount: 0 stone, 1 wood
    ("repeat", 6),        # repeat a Royal-tile trade k times
    ("starttile", STARTING_TILES),  # keep / draft Starting tile k
    ("place", 8),         # place a starting worker on board 1..8
    ("order", 2),         # worship "both": 0 the effect first, 1 the Discovery tile first
    ("continue", 1),      # go on with the action (after a chance to use Discovery tiles)
    ("fullprice", 1),     # T-ConstrWorker: pay this tile in full, keep the discount
]

OFFSET: dict[str, int] = {}
KIND_OF: list[str] = []
ARG_OF: list[int] = []
for _name, _size in RANGES:
    OFFSET[_name] = len(KIND_OF)
    KIND_OF.extend([_name] * _size)
    ARG_OF.extend(range(_size))
NUM_ACTIONS = len(KIND_OF)

MOVE = OFFSET["move"]
MOVEANY = OFFSET["moveany"]
UNLOCK_FREE = OFFSET["unlockfree"]
UNLOCK_PAY = OFFSET["unlockpay"]
USE = OFFSET["use"]
END_TURN = OFFSET["endturn"]
DOUBLE = OFFSET["double"]
NO_DOUBLE = OFFSET["nodouble"]
DEST = OFFSET["dest"] - 1  # DEST + board, board 1..8
COLLECT = OFFSET["collect"]
MAIN = OFFSET["main"]
WORSHIP = OFFSET["worship"]
WOPT = OFFSET["wopt"]
WOPT_EFFECT, WOPT_TILE, WOPT_BOTH = WOPT, WOPT + 1, WOPT + 2
FREE = OFFSET["free"]
EXTRA = OFFSET["extra"]
RES = OFFSET["res"]
RES_STOP = OFFSET["resstop"]
TEMPLE = OFFSET["temple"]
TEMPLE_STOP = OFFSET["templestop"]
CLAIM = OFFSET["claim"]
DECLINE = OFFSET["decline"]
POWER = OFFSET["power"]
POWER_SKIP = OFFSET["powerskip"]
ASCEND = OFFSET["ascend"]
SALARY = OFFSET["salary"]
SALARY_FREE = OFFSET["salaryfree"]
TECH = OFFSET["tech"]
NOBLE_ROW = OFFSET["noblerow"]
DECO_TILE = OFFSET["decotile"]
DECO_SPACE = OFFSET["decospace"]
PYR_TILE = OFFSET["pyrtile"]
PYR_STOP = OFFSET["pyrstop"]
PYR_POS = OFFSET["pyrpos"]
ROTATE = OFFSET["rotate"]
DISCOUNT = OFFSET["discount"]
REPEAT = OFFSET["repeat"]
START_TILE = OFFSET["starttile"]
PLACE = OFFSET["place"] - 1  # PLACE + board, board 1..8
ORDER = OFFSET["order"]
ORDER_EFFECT, ORDER_TILE = ORDER, ORDER + 1
CONTINUE = OFFSET["continue"]
FULL_PRICE = OFFSET["fullprice"]

# Ascension rewards (spec §4.7 step 3).
ASC_VP, ASC_COCOA, ASC_TEMPLE, ASC_TWO_TEMPLES, ASC_FOURTH = range(5)
ASCEND_NAMES = ("5vp", "5cocoa", "temple", "2temples", "4thworker")
WOPT_NAMES = ("effect", "tile", "both")


def decode(action: int) -> tuple[str, int]:
    """(kind, argument) of an action id."""
    return KIND_OF[action], ARG_OF[action]
