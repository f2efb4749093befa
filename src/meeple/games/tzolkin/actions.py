"""The Tzolk'in action space: one contiguous id range per kind of answer.

Every decision of the game is one of these ints. `NOTATION[a]` is the text of action `a`;
the state decodes ids with the offsets below (`a - PLACE` is a gear, and so on). The same
answer kind serves every decision that asks it (a temple step from Uxmal 1, a building or
the Agriculture bonus is always `up <temple>`), so ids stay few and notation stays short.
"""

from __future__ import annotations

from meeple.games.tzolkin.data import (
    BUILDINGS,
    GEAR_ACTIONS,
    GEAR_NAMES,
    GEAR_SLOTS,
    GEARS,
    MONUMENTS,
    TECH_NAMES,
    TEMPLE_NAMES,
    WEALTH_TILES,
)

RESOURCE_NAMES = ("wood", "stone", "gold")  # answer order of pay/gain/waive/sell/buy

# The actions of the five gears, in id order: (gear, action number).
GEAR_ACTION_LIST = tuple((g, q) for g in GEARS for q in range(1, GEAR_ACTIONS[g] + 1))
PERFORM_INDEX = {ga: i for i, ga in enumerate(GEAR_ACTION_LIST)}
PICKUP_STRIDE = max(GEAR_SLOTS)  # pick-up id = PICKUP + gear * stride + position

# (name, size, notation of the i-th id of the range)
_RANGES = (
    ("KEEP", len(WEALTH_TILES), lambda i: f"keep w{i + 1}"),
    ("BEG", 1, lambda i: "beg"),
    ("DONE", 1, lambda i: "done"),
    ("NOTHING", 1, lambda i: "nothing"),
    ("PLACE", len(GEARS) + 1, lambda i: f"place {(*GEAR_NAMES, 'first player')[i]}"),
    ("PICKUP", len(GEARS) * PICKUP_STRIDE,
     lambda i: f"pick up {GEAR_NAMES[i // PICKUP_STRIDE]} {i % PICKUP_STRIDE}"),
    ("PERFORM", len(GEAR_ACTION_LIST),
     lambda i: f"do {GEAR_NAMES[GEAR_ACTION_LIST[i][0]]} {GEAR_ACTION_LIST[i][1]}"),
    ("HARVEST", 4, lambda i: ("take wood", "take corn", "burn forest", "harvest no tile")[i]),
    ("UP", 3, lambda i: f"up {TEMPLE_NAMES[i]}"),
    ("DOWN", 3, lambda i: f"down {TEMPLE_NAMES[i]}"),
    ("TECH", 4, lambda i: f"tech {TECH_NAMES[i]}"),
    ("PAY", 3, lambda i: f"pay {RESOURCE_NAMES[i]}"),
    ("GAIN", 3, lambda i: f"gain {RESOURCE_NAMES[i]}"),
    ("BUILD", len(BUILDINGS), lambda i: f"build b{i + 1}"),
    ("MONUMENT", len(MONUMENTS), lambda i: f"monument m{i + 1}"),
    ("ARCH", 2, lambda i: ("architecture here", "architecture later")[i]),
    ("WAIVE", 3, lambda i: f"waive {RESOURCE_NAMES[i]}"),
    ("SELL", 3, lambda i: f"sell {RESOURCE_NAMES[i]}"),
    ("BUY", 3, lambda i: f"buy {RESOURCE_NAMES[i]}"),
    ("ADVANCE", 2, lambda i: f"advance {i + 1} day{'s' if i else ''}"),
)

_offsets: dict[str, int] = {}
_notation: list[str] = []
KIND_OF: list[str] = []  # the kind (range) of each id, by name, for statistics
for _name, _size, _text in _RANGES:
    _offsets[_name] = len(_notation)
    _notation.extend(_text(i) for i in range(_size))
    KIND_OF.extend([_name.lower()] * _size)

KEEP = _offsets["KEEP"]
BEG = _offsets["BEG"]
DONE = _offsets["DONE"]
NOTHING = _offsets["NOTHING"]
PLACE = _offsets["PLACE"]
FIRST_PLAYER_SPACE = len(GEARS)  # the place target after the five gears
PLACE_FIRST_PLAYER = PLACE + FIRST_PLAYER_SPACE
PICKUP = _offsets["PICKUP"]
PERFORM = _offsets["PERFORM"]
HARVEST = _offsets["HARVEST"]
TAKE_WOOD, TAKE_CORN, BURN, TILELESS = HARVEST, HARVEST + 1, HARVEST + 2, HARVEST + 3
UP = _offsets["UP"]
DOWN = _offsets["DOWN"]
TECH = _offsets["TECH"]
PAY = _offsets["PAY"]
GAIN = _offsets["GAIN"]
BUILD = _offsets["BUILD"]
MONUMENT = _offsets["MONUMENT"]
ARCH_HERE, ARCH_LATER = _offsets["ARCH"], _offsets["ARCH"] + 1
WAIVE = _offsets["WAIVE"]
SELL = _offsets["SELL"]
BUY = _offsets["BUY"]
ADVANCE_1, ADVANCE_2 = _offsets["ADVANCE"], _offsets["ADVANCE"] + 1
NUM_ACTIONS = len(_notation)

NOTATION: tuple[str, ...] = tuple(_notation)
assert len(set(NOTATION)) == NUM_ACTIONS, "notation must be unique"


def pickup_id(gear: int, position: int) -> int:
    return PICKUP + gear * PICKUP_STRIDE + position


def pickup_of(action: int) -> tuple[int, int]:
    """The (gear, position) a pick-up id names."""
    return divmod(action - PICKUP, PICKUP_STRIDE)


def perform_id(gear: int, action: int) -> int:
    return PERFORM + PERFORM_INDEX[(gear, action)]


def perform_of(action: int) -> tuple[int, int]:
    """The (gear, action number) a perform id names."""
    return GEAR_ACTION_LIST[action - PERFORM]


def resource_of(action: int, offset: int) -> int:
    """The resource (WOOD, STONE, GOLD = 1, 2, 3) an answer of a resource range names."""
    return action - offset + 1

