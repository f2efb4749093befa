"""The action encoding: one contiguous id range per decision kind, with named offsets.

`KINDS` is the one table: (kind, size) in id order. `OFFSET[kind]` is the first id of a kind;
`KIND_OF[a]` and `INDEX_OF[a]` decode an id; `notation_table(board)` gives every id its text
(the text depends only on the id and the board's tile data, never on the position).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from meeple.games.borabora import data

if TYPE_CHECKING:
    from meeple.games.borabora.board import Board

# decision kinds, in id order
(START, HUT_SOURCE, MATERIAL, PLACE, PAY, EXPAND, RED, TAKE, HELPER, DRAW, TEMPLE, BUILD,
 BUILD_ON, FIRE_GIFT, FIRE_STEP, ACTIVATE, MOVE_HUT, JEWEL, TASK, PICK_TASK) = range(20)

NUM_REGIONS = len(data.REGIONS)
NUM_SPACES = data.CEREMONY_SPACE_COUNT
NUM_PAIRS = NUM_SPACES * (NUM_SPACES - 1) // 2  # any two spaces; the board says which touch
NUM_TILES = 2 * data.TILES_PER_GENDER
NUM_TASKS = data.TASK_TILES
NUM_JEWELS = len(data.JEWELRY)
FACES = data.DIE_FACES
NUM_TARGETS = len(data.TARGETS)

# HELPER sub-ranges: tattoo man tile t (36), collect shells with woman tile t (36), then these
HELPER_SIMPLE = ("vp", "offering", "god card", "material", "move hut", "done")
H_TATTOO = 0
H_SHELLS = data.TILES_PER_GENDER
H_VP, H_OFFERING, H_GOD_CARD, H_MATERIAL, H_MOVE_HUT, H_DONE = (
    H_SHELLS + data.TILES_PER_GENDER + i for i in range(len(HELPER_SIMPLE)))
# PAY: the god's own colour (card + offering), a wild pair of colour c (+ offering), a god tile
P_CARD, P_PAIR, P_TILE = 0, 1, 1 + len(data.COLOURS)
# DRAW / FIRE_GIFT: the deck's top card, a face-up card of colour c (, an offering)
D_DECK, D_COLOUR, D_OFFERING = 0, 1, 1 + len(data.COLOURS)
# FIRE_STEP: a status step or a shell
F_STATUS, F_SHELL = 0, 1
# ACTIVATE: (gender, ability, doubled by a Green God), then a Green God extra activation, then done
A_EXTRA = 2 * len(data.ABILITIES) * 2
A_DONE = A_EXTRA + 1
# TASK: complete unaided / complete with a Yellow God / give up, per task tile
T_COMPLETE, T_YELLOW, T_GIVE_UP = 0, NUM_TASKS, 2 * NUM_TASKS

KINDS = (
    ("start", NUM_REGIONS),  # starting hut: a fish-1 region
    ("hut source", 2),  # take the hut from spaces 1-11 / from space 12
    ("material", NUM_SPACES + len(data.MATERIALS)),  # a ceremony space, or beside the board
    ("place", FACES * NUM_TARGETS * 4),  # die face x target x Blue God x White God
    ("pay", 2 + len(data.COLOURS)),
    ("expand", NUM_REGIONS),
    ("red", 2),  # score the fish marker with a Red God: yes / no
    ("take", NUM_TILES),  # a man or woman tile from the board
    ("helper", 2 * data.TILES_PER_GENDER + len(HELPER_SIMPLE)),
    ("draw", 1 + len(data.COLOURS)),
    ("temple", FACES),  # temple space number 1..6
    ("build", len(data.BUILDINGS)),  # building value 1..6
    ("build on", NUM_PAIRS),  # two adjacent ceremony spaces
    ("fire gift", 2 + len(data.COLOURS)),  # god card (deck / colour) or offering
    ("fire step", 2),  # status step or shell
    ("activate", A_DONE + 1),
    ("move hut", 2),  # move a hut to space 12 / stop
    ("jewel", NUM_JEWELS + 1),  # buy jewel j / none
    ("task", 3 * NUM_TASKS),
    ("pick task", NUM_TASKS),
)

OFFSET: list[int] = []
KIND_OF: list[int] = []
INDEX_OF: list[int] = []
for _k, (_name, _size) in enumerate(KINDS):
    OFFSET.append(len(KIND_OF))
    KIND_OF.extend([_k] * _size)
    INDEX_OF.extend(range(_size))
NUM_ACTIONS = len(KIND_OF)


def pair_index(i: int, j: int) -> int:
    """Id index of the unordered pair of ceremony spaces i < j."""
    return i * NUM_SPACES - i * (i + 1) // 2 + (j - i - 1)


PAIR_OF = tuple((i, j) for i in range(NUM_SPACES) for j in range(i + 1, NUM_SPACES))
assert all(pair_index(i, j) == n for n, (i, j) in enumerate(PAIR_OF))


def place_action(face: int, target: int, blue: int, white: int) -> int:
    """A die of this face on a target; `blue`: a Blue God lifts the lowering rule (it is needed
    exactly when the face is not below the tile's lowest die); `white`: it counts as 6."""
    return OFFSET[PLACE] + ((face - 1) * NUM_TARGETS + target) * 4 + blue * 2 + white


def place_decode(index: int) -> tuple[int, int, int, int]:
    """(face, target, blue, white) of a PLACE index."""
    rest, gods = divmod(index, 4)
    face0, target = divmod(rest, NUM_TARGETS)
    return face0 + 1, target, gods >> 1, gods & 1


def activate_action(gender: int, ability: int, doubled: int) -> int:
    return OFFSET[ACTIVATE] + (gender * len(data.ABILITIES) + ability) * 2 + doubled


def tile_name(board: Board, t: int) -> str:
    """M01..M36, W01..W36 with the ability: 'M14 build'."""
    man = t < board.num_men
    number = t + 1 if man else t - board.num_men + 1
    return f"{'M' if man else 'W'}{number:02d} {data.ABILITIES[board.tile_ability[t]]}"


def jewel_name(board: Board, j: int) -> str:
    return f"J{j + 1:02d} {board.jewelry_kinds[board.jewel_kind[j]]} {board.jewel_value[j]}"


def notation_table(board: Board) -> tuple[str, ...]:
    """The text of every action id for this board."""
    regions = board.region_names
    out: list[str] = []
    out += [f"start at {r}" for r in regions]
    out += ["hut from spaces 1-11", "hut from space 12"]
    out += [f"{data.MATERIALS[board.ceremony_material[i]]} on C{i + 1}" for i in range(NUM_SPACES)]
    out += [f"{m} beside board" for m in data.MATERIALS]
    for face in range(1, FACES + 1):
        for target in data.TARGETS:
            for blue in ("", " with blue"):
                out += [f"place {face} on {target}{blue}", f"place {face} on {target}{blue} as 6"]
    out += ["pay card"] + [f"pay pair of {c}" for c in data.COLOURS] + ["pay god tile"]
    out += [f"expand to {r}" for r in regions]
    out += ["red god", "no red god"]
    out += [f"take {tile_name(board, t)}" for t in range(NUM_TILES)]
    out += [f"tattoo {tile_name(board, t)}" for t in range(data.TILES_PER_GENDER)]
    out += [f"shells {tile_name(board, t + board.num_men)}" for t in range(data.TILES_PER_GENDER)]
    out += [f"helper {h}" for h in HELPER_SIMPLE]
    out += ["draw from deck"] + [f"take {c} card" for c in data.COLOURS]
    out += [f"priest on {n}" for n in range(1, FACES + 1)]
    out += [f"build {b}" for b in data.BUILDINGS]
    out += [f"on C{i + 1}+C{j + 1}" for i, j in PAIR_OF]
    out += ["fire: card from deck"] + [f"fire: {c} card" for c in data.COLOURS] + ["fire: offering"]
    out += ["fire: status", "fire: shell"]
    for gender in ("man", "woman"):
        for ability in data.ABILITIES:
            out += [f"{gender} {ability}", f"{gender} {ability} doubled"]
    out += ["green god extra", "end phase b"]
    out += ["move hut to 12", "stop moving huts"]
    out += [f"buy {jewel_name(board, j)}" for j in range(NUM_JEWELS)] + ["no jewel"]
    for verb in ("complete", "yellow god", "give up"):
        out += [f"{verb} {label}" for label in board.task_label]
    out += [f"pick {label}" for label in board.task_label]
    assert len(out) == NUM_ACTIONS, (len(out), NUM_ACTIONS)
    return tuple(out)
