"""Component tables of Teotihuacan: City of Gods, apart from the rules.

Every table names its source with the spec's tags (`shared/rules/teotihuacan.md`):
[G] Greek seed, [P] Polish seed, [G+P] both, and [from published game, not in seed] for the
values the seeds showed only in pictures (spec §6.B, taken from the published game's data).
Indices are plain ints so the state can keep plain lists.
"""

from __future__ import annotations

from meeple.core.i18n import N_, NP_, tr

# -- identifiers ---------------------------------------------------------------------------

# Action Boards, by their printed number (spec §0.2). Board numbers are ids, not ring positions.
PALACE, FOREST, QUARRY, GOLD_DEPOSITS, ALCHEMY, NOBLES, DECORATIONS, CONSTRUCTION = range(1, 9)
BOARD_NAMES = ("", "palace", "forest", "quarry", "gold", "alchemy", "nobles", "decorations",
               "construction")

# Resources (spec §0.2: cocoa is not a resource).
WOOD, STONE, GOLD = 0, 1, 2
RES_NAMES = (N_("wood"), N_("stone"), N_("gold"))

# Temples (spec §1.3): the Alchemy columns are blue, red, green from left to right.
BLUE, RED, GREEN = 0, 1, 2
TEMPLE_NAMES = (N_("blue"), N_("red"), N_("green"))

# Worship spaces (spec §1.3): three Royal tiles on the Palace, then the four temple panels.
WORSHIP_BOARDS = (PALACE, PALACE, PALACE, FOREST, QUARRY, GOLD_DEPOSITS, DECORATIONS)
WORSHIP_SPACES = len(WORSHIP_BOARDS)
ROYAL_SPACES = 3  # spaces 0..2, one per Royal tile
# Discovery slot of each worship space's board: the Palace's three spaces share slot 0.
WORSHIP_SLOT = (0, 0, 0, 1, 2, 3, 4)
SLOT_BOARDS = (PALACE, FOREST, QUARRY, GOLD_DEPOSITS, DECORATIONS)
# Temple of each temple panel; -1 = any temple (Decorations).
# [from published game, not in seed] spec §6.B.10 (Quarry → green is also in the seeds' example).
PANEL_TEMPLE = {FOREST: RED, QUARRY: GREEN, GOLD_DEPOSITS: BLUE, DECORATIONS: -1}

# -- the ring (spec §6.B.1) [from published game, not in seed] ----------------------------------

RING_SIZE = 8
# First-game printed order, clockwise from the Palace (ring position 0 = Palace).
FIRST_GAME_RING = (PALACE, QUARRY, ALCHEMY, FOREST, CONSTRUCTION, DECORATIONS, NOBLES,
                   GOLD_DEPOSITS)
# Random setup: boards 2–7 are shuffled over these ring positions; Palace 0, Construction 4.
SHUFFLED_POSITIONS = (1, 2, 3, 5, 6, 7)
CONSTRUCTION_POSITION = 4

# -- fixed numbers (spec §6.A.1) [G+P] ---------------------------------------------------------

MAX_MOVE = 3
UNLOCK_COST = 3
DISPLACE_COST = 1
BOTH_OPTIONS_COST = 1
WORKER_CAP = 3
MAX_POWER = 5
ASCEND_POWER = 6
AVENUE_MAX = 9
PYRAMID_TRACK_MAX = 9  # [from published game, not in seed] spec §6.B.7
NOBLES_WOOD = 2
DECORATION_GOLD = (0, 3, 2, 1)  # by worker count 1..3
DECORATION_VP = 3
TECH_OWNER_VP = 3
ASCEND_VP = 5
ASCEND_COCOA = 5
ASCEND_TWO_TEMPLES_COST = 3
ASCEND_FOURTH_WORKER_COCOA = 2
ASCEND_FOURTH_WORKER_POWER = 3
STARTING_POWER = 1
CIRCLE_POWER = 3
PYRAMID_LEADER_VP = 4
PYRAMID_TRACK_VP = (4, 3, 2)  # per step, at Eclipse 1 / 2 / 3
SALARY_PENALTY = 3
SALARY_HIGH_POWER = 4  # power 4–5 costs 1 more cocoa
SALARY_COCOA = (1, 2)  # per die in play: power 1–3, power 4–5
ECLIPSE_DELAY = 2  # Last-Player turn ends from the trigger to the Eclipse (§3.4)
ALCHEMY_BOTH_ROWS = 2  # workers that open the second Technology row (§4.5.2)
ASCEND_TEMPLE_STEPS = 2  # the paid Ascension reward: 2 advances on any temple
ECLIPSES = 3
WORKERS_PER_COLOUR = 4
NEUTRAL_WORKERS = 3
NEUTRAL_START_TILES = 2  # Starting tiles drawn for each neutral colour's dice
TECH_DISPLAY = 6
TECH_PER_ROW = 3
MASK_KINDS = 7

# Mask set scores by set size 0..7 (spec §4.13) [G+P].
MASK_SET_VP = (0, 1, 3, 6, 10, 15, 21, 28)

# Solo (1 player) is set up as a 2-player game (spec §2.4, §7.3.1) [G+P]: the per-count tables
# below give it the 2-player row, except the starting cocoa (the Teotibot has none).
SOLO_TABLE_PLAYERS = 2
# Calendar: dark disc at the start and after the 1st and 2nd Eclipse (spec §2.4) [G+P].
DARK_DISC = {1: (10, 9, 8), 2: (10, 9, 8), 3: (11, 10, 9), 4: (12, 11, 10)}
# Starting cocoa by colour (colour 0 = First Player, the last colour = Last Player) (spec §2.3)
# [P]; solo: the human 1 (First Player), the Teotibot 0 (spec §7.3.1) [G+P].
START_COCOA = {1: (1, 0), 2: (1, 3), 3: (1, 2, 3), 4: (1, 2, 2, 3)}
NEUTRAL_COLOURS = {1: 2, 2: 2, 3: 1, 4: 0}
# Advanced Starting-tile draft (spec §7.1) [G+P]; solo (spec: n/a) drafts from the 2-player
# display (resolution: the human picks 2 of 6 face-up tiles).
DRAFT_DISPLAY = {1: 6, 2: 6, 3: 8, 4: 10}
STARTING_TILES_DEALT = 4
STARTING_TILES_KEPT = 2
STARTING_WORKERS = 3

# -- temples (spec §6.B.2) [from published game, not in seed] -----------------------------------

# Step rewards for steps 0..11 of each temple: (kind, amount). Step 10 holds the Temple Bonus
# tile (no reward); 11 is the top. On a major step the reward is the printed alternative.
# The green temple's top gives 5 VP, not cocoa (spec §6.B.2 table, as printed).
R_NONE, R_RES, R_VP, R_COCOA = 0, 1, 2, 3
TEMPLE_TOP = 11
TEMPLE_BONUS_STEP = 10
TEMPLE_STEPS = (
    # blue
    ((R_NONE, 0), (R_RES, 1), (R_RES, 1), (R_RES, 1), (R_RES, 1), (R_RES, 2), (R_RES, 2),
     (R_VP, 2), (R_RES, 2), (R_VP, 4), (R_NONE, 0), (R_VP, 6)),
    # red
    ((R_NONE, 0), (R_VP, 1), (R_VP, 1), (R_VP, 2), (R_VP, 2), (R_VP, 2), (R_VP, 3),
     (R_VP, 3), (R_VP, 4), (R_VP, 5), (R_NONE, 0), (R_VP, 7)),
    # green
    ((R_NONE, 0), (R_COCOA, 1), (R_COCOA, 1), (R_COCOA, 1), (R_COCOA, 2), (R_COCOA, 2),
     (R_COCOA, 2), (R_COCOA, 3), (R_COCOA, 3), (R_COCOA, 4), (R_NONE, 0), (R_VP, 5)),
)
# Major steps (temple, step), in the order of the state's `major` piles, and the number of
# Discovery tiles dealt to each: player count + offset (n, n+1, n−1, n).
MAJOR_STEPS = ((BLUE, 4), (RED, 5), (GREEN, 3), (GREEN, 6))
MAJOR_DEAL_OFFSET = (0, 1, -1, 0)
# Avenue of the Dead steps holding Discovery tiles, and how many each gets (spec §2.1 step 13,
# counts [G+P], steps [from published game, not in seed]).
AVENUE_STEPS = (3, 6, 8)
AVENUE_DEAL = (3, 2, 1)

# -- Discovery tiles (spec §6.A.4, §6.B.3) ---------------------------------------------------

# Kinds. Masks are kinds 0..6 (mask #1..#7); the count is the copies in the box.
(D_MASK1, D_MASK2, D_MASK3, D_MASK4, D_MASK5, D_MASK6, D_MASK7, D_VP4, D_RES3, D_RES2,
 D_AVENUE, D_ANY_TEMPLE, D_BLUE, D_RED, D_GREEN, D_COCOA4, D_POWERUP2, D_DOUBLE_MOVE,
 D_FREE_COCOA, D_MOVE_ANYWHERE, D_EXTRA_WORKER) = range(21)
DISCOVERY_KINDS = 21
DISCOVERY_NAMES = ("mask1", "mask2", "mask3", "mask4", "mask5", "mask6", "mask7", "vp4", "res3",
                   "res2", "avenue", "anytemple", "blue", "red", "green", "cocoa4", "powerup2",
                   "doublemove", "freecocoa", "moveanywhere", "extraworker")
# [from published game, not in seed] spec §6.B.3: copies and cost (cocoa, wood, stone, gold).
DISCOVERY_COPIES = (1, 2, 2, 3, 3, 3, 3, 3, 2, 2, 3, 3, 2, 2, 2, 3, 3, 3, 3, 3, 3)
DISCOVERY_COST = (
    (2, 0, 0, 1), (1, 1, 0, 0), (1, 1, 0, 0), (0, 1, 0, 0), (0, 1, 0, 0), (0, 1, 0, 0),
    (0, 1, 0, 0), (0, 1, 0, 0), (1, 0, 0, 0), (0, 0, 0, 0), (1, 0, 0, 0), (1, 0, 0, 0),
    (0, 0, 0, 0), (0, 0, 0, 0), (0, 0, 0, 0), (0, 0, 0, 1), (1, 0, 0, 0), (0, 0, 0, 0),
    (0, 0, 0, 0), (0, 0, 0, 0), (0, 0, 0, 0),
)
# Tiles a player may use at any time of their turn (spec §4.11): they act at once when used.
ANYTIME_DISCOVERIES = (D_VP4, D_RES3, D_RES2, D_AVENUE, D_ANY_TEMPLE, D_BLUE, D_RED, D_GREEN,
                       D_COCOA4, D_POWERUP2)
# The anytime kinds are consecutive ids: the state reads a seat's holding of them as a slice.
ANYTIME_FIRST = D_VP4
assert tuple(range(ANYTIME_FIRST, D_POWERUP2 + 1)) == ANYTIME_DISCOVERIES
ANYTIME_COUNT = len(ANYTIME_DISCOVERIES)
ANYTIME_END = ANYTIME_FIRST + ANYTIME_COUNT
DISCOVERY_TEMPLE = {D_BLUE: BLUE, D_RED: RED, D_GREEN: GREEN}
DISCOVERY_VP = 4
DISCOVERY_COCOA = 4
DISCOVERY_RESOURCES = {D_RES2: 2, D_RES3: 3}
DISCOVERY_POWERUPS = 2

# -- Technologies (spec §6.A.2, §6.B.5) ------------------------------------------------------

(T_PALACE, T_ALCH_NOB, T_EXTRA_RES, T_COCOA_VP, T_DECO, T_CONSTR_VP, T_POWERUP,
 T_CONSTR_WORKER, T_CONSTR_TEMPLE) = range(9)
TECH_NAMES = ("palace-cocoa", "alchemy-nobles-vp", "extra-resource", "cocoa-vp",
              "decorations-vp", "construction-vp", "extra-powerup", "construction-worker",
              "construction-temple")
# [from published game, not in seed] spec §6.B.5: reference number and gold cost.
TECH_NUMBER = (1, 3, 5, 7, 9, 11, 13, 15, 17)
TECHNOLOGIES = len(TECH_NAMES)
TECH_COST = (1, 1, 1, 1, 2, 2, 2, 2, 2)
# First-game printed display, top row then bottom row [from published game, not in seed].
FIRST_GAME_TECHS = (T_PALACE, T_ALCH_NOB, T_EXTRA_RES, T_DECO, T_CONSTR_WORKER, T_CONSTR_TEMPLE)
TECH_ALCH_NOB_VP = 3
TECH_DECO_VP = 4
TECH_CONSTR_VP = 3
TECH_POWERUP_COCOA = 1

# -- Royal (Palace) tiles (spec §6.A.3, §6.B.8) ----------------------------------------------

(R_COCOA_TILE, R_WOOD_STONE, R_GOLD_STONE, R_RES_TO_COCOA, R_CONVERT, R_TEMPLE, R_TECH_VP,
 R_PYR_VP, R_AVENUE_VP) = range(9)
ROYAL_NAMES = ("cocoa", "woodstone", "goldstone", "restococoa", "convert", "temple", "techvp",
               "pyramidvp", "avenuevp")
# Categories A, B, C [from published game, not in seed].
ROYAL_CATEGORIES = ((R_TECH_VP, R_PYR_VP, R_AVENUE_VP), (R_WOOD_STONE, R_GOLD_STONE, R_CONVERT),
                    (R_COCOA_TILE, R_RES_TO_COCOA, R_TEMPLE))
FIRST_GAME_ROYALS = (R_TECH_VP, R_GOLD_STONE, R_COCOA_TILE)  # A, B, C printed
ROYAL_VP_PER = 2  # R-TechVP, R-PyrVP: 2 VP each; R-AvenueVP: 1 VP each
RES_TO_COCOA = 2

# -- Starting tiles (spec §6.A.5) [G+P]; boards [from published game, not in seed] -------------

# Fields: cocoa, wood, stone, gold, any resources, temple advances, Avenue, power-ups,
# Technologies, Discovery tiles, the two Action Boards shown.
START_TILES = (
    (0, 4, 1, 0, 0, (BLUE,), 0, 0, 0, 0, (FOREST, QUARRY)),
    (0, 0, 2, 3, 0, (GREEN,), 0, 0, 0, 0, (GOLD_DEPOSITS, QUARRY)),
    (2, 3, 0, 0, 0, (), 1, 0, 0, 0, (PALACE, FOREST)),
    # S4: 2 gold [G] and the published game; [P] says 2 stone (spec §9.1.2).
    (0, 3, 0, 2, 0, (), 0, 1, 0, 0, (FOREST, GOLD_DEPOSITS)),
    (0, 0, 0, 2, 0, (), 0, 0, 1, 0, (GOLD_DEPOSITS, ALCHEMY)),
    (0, 0, 0, 0, 2, (), 0, 0, 1, 0, (ALCHEMY, CONSTRUCTION)),
    (0, 0, 0, 0, 0, (BLUE, RED, GREEN), 0, 0, 0, 0, (ALCHEMY, NOBLES)),
    (2, 0, 4, 0, 0, (BLUE,), 0, 0, 0, 0, (NOBLES, DECORATIONS)),
    (5, 0, 0, 2, 0, (RED,), 0, 0, 0, 0, (PALACE, GOLD_DEPOSITS)),
    (0, 1, 2, 3, 0, (), 0, 0, 0, 0, (FOREST, NOBLES)),
    (3, 2, 3, 0, 0, (), 0, 0, 0, 0, (QUARRY, CONSTRUCTION)),
    (3, 5, 0, 0, 0, (), 0, 0, 0, 0, (QUARRY, ALCHEMY)),
    (0, 0, 0, 0, 2, (BLUE, RED), 0, 0, 0, 0, (ALCHEMY, DECORATIONS)),
    (5, 0, 0, 0, 0, (GREEN,), 0, 1, 0, 0, (NOBLES, CONSTRUCTION)),
    (5, 0, 0, 0, 0, (RED,), 0, 1, 0, 0, (DECORATIONS, CONSTRUCTION)),
    (0, 1, 2, 0, 0, (), 1, 0, 0, 0, (FOREST, DECORATIONS)),
    (0, 0, 3, 1, 0, (), 0, 0, 0, 1, (QUARRY, DECORATIONS)),
    (2, 0, 0, 3, 0, (), 0, 0, 0, 1, (GOLD_DEPOSITS, CONSTRUCTION)),
)
(ST_COCOA, ST_WOOD, ST_STONE, ST_GOLD, ST_ANY, ST_TEMPLES, ST_AVENUE, ST_POWERUPS, ST_TECH,
 ST_DISCOVERY, ST_BOARDS) = range(11)
STARTING_TILES = len(START_TILES)

# -- First-game fixed starts (spec §2.3 step 6) [P] ----------------------------------------------

# Per order token 1..4: cocoa, wood, stone, gold, temple advances with the blue resource fixed
# by the text (temple, resource or -1), Avenue, free 3rd-lowest Technology, workers (board,
# power).
FIRST_GAME_STARTS = (
    (5, 1, 2, 4, ((GREEN, -1),), 0, 0, ((NOBLES, 2), (FOREST, 1), (CONSTRUCTION, 1))),
    (5, 4, 1, 0, ((RED, -1), (BLUE, STONE)), 0, 0, ((DECORATIONS, 2), (FOREST, 1), (QUARRY, 1))),
    (4, 3, 4, 0, ((BLUE, GOLD),), 1, 0, ((PALACE, 1), (FOREST, 1), (DECORATIONS, 1))),
    (0, 2, 0, 5, ((GREEN, -1),), 0, 1, ((QUARRY, 1), (GOLD_DEPOSITS, 1), (ALCHEMY, 1))),
)
FIRST_GAME_TECH_INDEX = 2  # "the technology with the 3rd-lowest number"

# -- Temple Bonus tiles (spec §6.A.6) [G+P] -------------------------------------------------------

B_15, B_TECH, B_MASK, B_DISC, B_BONUS, B_AVENUE, B_WORKERS = range(7)
BONUS_NAMES = ("15vp", "tech", "mask", "discovery", "bonus", "avenue", "workers")
BONUS_TILES = len(BONUS_NAMES)
FIRST_GAME_BONUSES = (B_15, B_AVENUE, B_WORKERS)  # blue, red, green [from published game]
BONUS_FLAT_VP = 15
BONUS_TECH_VP = 5
BONUS_DISC_VP = 2
BONUS_BONUS_VP = 9
BONUS_AVENUE_VP = 3
BONUS_WORKER_VP = (4, 9)  # power 1–3, power 4–5

# -- Main Action tables (spec §6.B.4) [from published game, not in seed] ------------------------

# (wood, stone, gold, cocoa, vp, any-temple advances), by [workers 1..3 − 1][power column].
# Power columns: 1 → 0, 2–3 → 1, 4–5 → 2.
POWER_COLUMN = (0, 0, 1, 1, 2, 2)
RESOURCE_TABLES = {
    FOREST: (
        ((0, 0, 0, 1, 0, 0), (1, 0, 0, 0, 0, 0), (2, 0, 0, 0, 0, 0)),
        ((1, 0, 0, 0, 0, 0), (2, 0, 0, 0, 0, 0), (3, 0, 0, 2, 0, 0)),
        ((2, 0, 0, 1, 0, 0), (3, 0, 0, 3, 0, 0), (4, 0, 0, 5, 0, 0)),
    ),
    QUARRY: (
        ((0, 0, 0, 0, 1, 0), (0, 1, 0, 0, 0, 0), (0, 2, 0, 0, 0, 0)),
        ((0, 1, 0, 0, 0, 0), (0, 2, 0, 0, 0, 0), (0, 3, 0, 0, 2, 0)),
        ((0, 2, 0, 0, 1, 0), (0, 3, 0, 0, 3, 0), (0, 4, 0, 0, 5, 0)),
    ),
    GOLD_DEPOSITS: (
        ((0, 0, 0, 0, 1, 0), (0, 0, 1, 0, 0, 0), (0, 0, 2, 0, 0, 0)),
        ((0, 0, 1, 0, 0, 0), (0, 0, 2, 0, 0, 0), (0, 0, 3, 0, 2, 0)),
        ((0, 0, 2, 1, 0, 0), (0, 0, 3, 0, 0, 1), (0, 0, 4, 0, 0, 2)),
    ),
}
BOARD_RESOURCE = {FOREST: WOOD, QUARRY: STONE, GOLD_DEPOSITS: GOLD}

# -- Nobles and the Buildings row (spec §6.B.6) [from published game, not in seed] -----------------

NOBLES_ROWS = ((3, 2, 2, 1, 1), (5, 4, 3, 3), (7, 6, 5))  # top, middle, bottom
BUILDINGS_ROW = (5, 5, 4, 4, 3, 3, 3, 2, 2, 2, 1, 1)
BUILDINGS = 11

# -- Pyramid (spec §6.B.11) [from published game, not in seed] ------------------------------------

# Icons: 0 blank, 1 blue, 2 red, 3 green; +4 marks a coloured icon (a temple advance when
# matched on the new tile). `icon & 3` is the type.
ICON_CODES = {"-": 0, "b": 1, "r": 2, "g": 3, "B": 5, "R": 6, "G": 7}
ICON_CHARS = "-brg-BRG"
COLOURED = 4


def _icons(text: str) -> tuple[int, ...]:
    return tuple(ICON_CODES[c] for c in text.split())


# Printed base icons, rows r0..r7, columns c0..c7 (row-major, 64 cells).
PYRAMID_BASE = _icons(
    "- - - b b - - - "
    "g g g b b - - - "
    "- - - b - r r r "
    "g g r - - b b b "
    "g g r - b r r r "
    "- - r - b g g g "
    "b b b r r - - - "
    "g g g r r - - - "
)
GRID = 8
# 32 Pyramid tiles, quadrants top-left, top-right, bottom-right, bottom-left; a clockwise
# quarter turn moves each quadrant one place on in this cycle.
PYRAMID_TILES = tuple(_icons(t) for t in (
    "b - R g", "- b r G", "- r b G", "g - b R", "g - b r", "g - r b", "g - r B", "g b r -",
    "g B r -", "b - r -", "B - r -", "g - r -", "g - R -", "b - G -", "b - g -", "b - g r",
    "b - g R", "g - b r", "- - - r", "b - - -", "- - - g", "b - - g", "g - - b", "- - g r",
    "G - - r", "b - - R", "b - - r", "g b G b", "r B r b", "g r g R", "- - - -", "- - - -",
))
# 15 Decoration tiles: two icons in clockwise order around the pyramid.
DECORATION_TILES = tuple(_icons(t) for t in (
    "B R", "- B", "G G", "B G", "R B", "B -", "R R", "G B", "R G", "G -", "- R", "B B",
    "G R", "R -", "- G",
))
PYRAMID_DISPLAY = 3
DECORATION_DISPLAY = 4

# Pyramid positions: 0..15 level 1 (4×4), 16..24 level 2 (3×3), 25..28 level 3 (2×2), 29 top.
LEVEL_START = (0, 16, 25, 29, 30)
LEVEL_SIDE = (4, 3, 2, 1)
PYRAMID_POSITIONS = 30
TOP_POSITION = 29
# Cost (stone, wood) and VP per level (spec §4.5.5) [G+P].
LEVEL_COST = ((2, 0), (2, 1), (2, 2), (2, 3))
LEVEL_VP = (1, 3, 5, 7)


def _position_table() -> tuple[tuple[int, int, int, tuple[int, ...], tuple[int, ...]], ...]:
    """Per position: level, row, column, the 4 cells it covers (TL, TR, BR, BL), supports."""
    out = []
    for level in range(4):
        side = LEVEL_SIDE[level]
        for i in range(side):
            for j in range(side):
                r, c = 2 * i + level, 2 * j + level
                cells = (r * GRID + c, r * GRID + c + 1, (r + 1) * GRID + c + 1, (r + 1) * GRID + c)
                if level == 0:
                    support: tuple[int, ...] = ()
                else:
                    below, bside = LEVEL_START[level - 1], LEVEL_SIDE[level - 1]
                    support = tuple(below + (i + di) * bside + j + dj
                                    for di in (0, 1) for dj in (0, 1))
                out.append((level, i, j, cells, support))
    return tuple(out)


POSITIONS = _position_table()
# The Teotibot's search for a square (spec §7.3.5, §9.1.9): level by level, each level in
# reading order ([G] "top left") or column by column, top to bottom ([P] "first from the left").
BUILD_ORDER = {
    "rows": tuple(range(PYRAMID_POSITIONS)),
    "columns": tuple(sorted(range(PYRAMID_POSITIONS),
                            key=lambda p: (POSITIONS[p][0], POSITIONS[p][2], POSITIONS[p][1]))),
}

# Decoration spaces: side (0 top, 1 right, 2 bottom, 3 left) × level "1".."4"; space id =
# 4 * side + level − 1. A "1" space covers 2 icons printed beside the pyramid; higher spaces
# cover two grid cells, listed in clockwise order.
DECO_SIDE_NAMES = ("top", "right", "bottom", "left")
DECO_SPACES = 16
DECO_PRINTED = (_icons("r g"), _icons("- g"), _icons("- b"), _icons("r b"))


def _deco_cells(side: int, level: int) -> tuple[int, int]:
    k = level - 2  # 0, 1, 2 for spaces "2", "3", "4"
    if side == 0:
        return (k * GRID + 3, k * GRID + 4)
    if side == 1:
        return (3 * GRID + 7 - k, 4 * GRID + 7 - k)
    if side == 2:
        return ((7 - k) * GRID + 4, (7 - k) * GRID + 3)
    return (4 * GRID + k, 3 * GRID + k)


DECO_CELLS = tuple(() if lvl == 1 else _deco_cells(side, lvl)
                   for side in range(4) for lvl in range(1, 5))


def _l2(i: int, j: int) -> int:
    return LEVEL_START[1] + 3 * i + j


def _l3(i: int, j: int) -> int:
    return LEVEL_START[2] + 2 * i + j


# Pyramid positions a Decoration space needs under it (besides the lower Decoration).
DECO_SUPPORT = (
    (), (1, 2), (_l2(0, 1),), (_l3(0, 0), _l3(0, 1)),
    (), (7, 11), (_l2(1, 2),), (_l3(0, 1), _l3(1, 1)),
    (), (13, 14), (_l2(2, 1),), (_l3(1, 0), _l3(1, 1)),
    (), (4, 8), (_l2(1, 0),), (_l3(0, 0), _l3(1, 0)),
)

# Pre-built pyramid patterns (spec §6.B.12) [from published game, not in seed]: the first
# pattern of each count is the default; the others are offered by `random_pyramid`.
PREBUILT: dict[int, tuple] = {
    4: (((1, 2, 4, 7, 8, 11, 13, 14), ()),),
    3: (((4, 5, 6, 7, 8, 9, 10, 11), ((1, 0), (1, 2))),
        ((1, 2, 5, 6, 9, 10, 13, 14), ((0, 1), (2, 1)))),
    2: (((0, 1, 4, 5, 6, 7, 8, 9, 10, 11, 14, 15), ((0, 0), (2, 2))),
        ((2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13), ((0, 2), (2, 0))),
        ((0, 1, 2, 4, 5, 6, 9, 10, 11, 13, 14, 15), ((0, 0), (2, 2))),
        ((1, 2, 3, 5, 6, 7, 8, 9, 10, 12, 13, 14), ((0, 2), (2, 0)))),
}
PREBUILT[1] = PREBUILT[2]  # solo uses the 2-player pattern (spec §7.3.1)

# -- Solo: the Teotibot (spec §7.3) ----------------------------------------------------------------

# The Teotibot's start (spec §7.3.1) [G+P]: 2 of each resource, no cocoa; step 1 (not below it)
# of each temple and of the Avenue, without rewards; a marker on the top-right Technology
# (top of the green column) without its temple step; four dice.
BOT_RESOURCES = 2
BOT_TEMPLE_START = 1
BOT_AVENUE_START = 1
BOT_TECH_INDEX = 2
BOT_WORKERS = ((GOLD_DEPOSITS, 2), (NOBLES, 2), (CONSTRUCTION, 2))  # general areas: board, power
BOT_WORSHIP_WORKER = (DECORATIONS, 1)  # locked on the Decorations worship space
# The worship space of each temple panel (the Teotibot never uses the Palace's).
PANEL_SPACE = {FOREST: 3, QUARRY: 4, GOLD_DEPOSITS: 5, DECORATIONS: 6}

# The 7 Action tiles (spec §7.3.1) [G+P].
(BT_CONSTRUCTION, BT_DECORATIONS, BT_ALCHEMY, BT_NOBLES, BT_MASTERY, BT_WORSHIP,
 BT_MASKS) = range(7)
BOT_TILE_NAMES = (NP_("bot tile", "Construction"), NP_("bot tile", "Decorations"),
                  NP_("bot tile", "Alchemy"), NP_("bot tile", "Nobles"),
                  NP_("bot tile", "Mastery"), NP_("bot tile", "Worship"),
                  NP_("bot tile", "Mask Collecting"))
BOT_TILES = 7
PYRAMID_SLOTS = 6  # the action pyramid: slot 1 on top, 2–3 in the middle, 4–6 at the bottom
SPARE = 6  # index of the spare tile in the state's action-pyramid list

# The dice: two six-sided dice, summed (spec §7.3.3 step 1) [G+P].
BOT_DICE = 2
DIE_FACES = 6
# Dice sum → activated slot (index = sum 0..12); slot 5 is never rolled (spec §7.3.1)
# [from published game, not in seed; sources: Yian/teotibot Constants.js `diceTilePositions`,
# TallonSimmons/Teotibot-Blazor PyramidPosition.cs `triggerMap`; the printed diagram is lost].
DICE_SLOT = (0, 0, 4, 4, 2, 2, 1, 1, 1, 3, 3, 6, 6)
# Direction tile faces: UL (the tile below and to the right slides up) and UR (the one below
# and to the left) (spec §7.3.1) [from published game, not in seed; same sources].
DIR_UL, DIR_UR = 0, 1
DIR_NAMES = ("UL", "UR")
# Empty slot → the slot whose tile slides up into it, by the face of the Direction tile used
# (UL, UR) (spec §7.3.3 step 3) [from published game, not in seed; same sources].
SLIDE_FROM = {1: (3, 2), 2: (5, 4), 3: (6, 5)}

# Cocoa: at the end of its turn the bot discards 10 cocoa for 3 VP, once (§7.3.3 step 5) [G+P].
BOT_COCOA_LOT = 10
BOT_COCOA_VP = 3

# Action tiles (spec §7.3.5) [G+P].
BOT_PYRAMID_STONE = 2  # Construction: 2 stone whatever the level
BOT_PYRAMID_BONUS_VP = 2  # "average icon matching"
BOT_DECORATION_GOLD = 2
BOT_DECORATION_VP = 5
BOT_TECH_GOLD = 1
BOT_NOBLES_WOOD = 2
BOT_GAIN = 2  # 2 wood / stone / gold from Forest, Stone Quarry, Gold Deposits
BOT_FALLBACK_COCOA = 5
BOT_ALCHEMY_FALLBACK_UPGRADES = 2
BOT_WORSHIP_STEPS = 2
BOT_WORSHIP_STEPS_DECORATIONS = 3
# Advancing a die (spec §7.3.4) [P "at most 3"; G lost the sign]: boards moved by power 0..5.
BOT_ADVANCE = (0, 1, 1, 1, 2, 2)
# Choices (spec §7.3.4) [G+P]: the blue temple's resource (least held; ties gold, stone, wood),
# the "any temple" tie order (leftmost: blue, red, green) [P].
BOT_RESOURCE_ORDER = (GOLD, STONE, WOOD)
BOT_TEMPLE_ORDER = (BLUE, RED, GREEN)
# Nobles row by Eclipses resolved: top before the 1st, middle before the 2nd, then bottom.
BOT_NOBLES_ROW = (0, 1, 2)
# Final Eclipse (spec §7.3.6) [G+P]: 1 VP per resource and cocoa, 2 VP per Technology,
# 15 VP per temple at the penultimate step or higher (instead of the Temple Bonus tiles).
BOT_FINAL_ITEM_VP = 1
BOT_FINAL_TECH_VP = 2
BOT_FINAL_TEMPLE_VP = 15
# Mask rarity = the copy count printed on the mask (spec §4.13); lower is rarer.
MASK_RARITY = DISCOVERY_COPIES[:MASK_KINDS]

# Difficulty (spec §7.3.8) [G+P]: each option is an offset from the book's value; the book
# suggests ±1 (workers' power, resources, worship steps), ±1/±2 (VP per 10 cocoa, per
# Technology) and ±5/±10 (VP per temple). Allowed totals (preset + option), inclusive:
DIFFICULTY_OPTIONS = ("bot_power", "bot_resources", "cocoa_vp", "worship_steps", "temple_vp",
                      "tech_vp")
(DF_POWER, DF_RESOURCES, DF_COCOA_VP, DF_WORSHIP, DF_TEMPLE_VP, DF_TECH_VP) = range(6)
DIFFICULTY_RANGE = {
    "bot_power": (-1, 3),      # the 3 unlocked starting dice: power 1..5
    "bot_resources": (-2, 3),  # each starting resource: 0..5
    "cocoa_vp": (-3, 3),       # VP per 10 cocoa: 0..6
    "worship_steps": (-1, 2),  # temple steps per Worship: 1..4 (2..5 on Decorations)
    "temple_vp": (-15, 15),    # VP per temple reached: 0..30, in steps of 5
    "tech_vp": (-2, 3),        # VP per Technology: 0..5
}
DIFFICULTY_STEP = {"temple_vp": 5}
# Which starting items `bot_power` / `bot_resources` change: [G] "its 3 unlocked workers",
# "its starting resources"; [P] "up to 3 of them", "1 gold, 1 wood or 1 stone" (spec
# §9.1.12: both readings are options). The dice in the order of BOT_WORKERS; the resources
# by their letters.
BOT_POWER_DICE = (1, 2, 3)
BOT_RESOURCE_KINDS = ("wsg", "w", "s", "g", "ws", "wg", "sg")
RES_LETTERS = "wsg"
# Named presets (offsets); explicit offset options add to them. "normal" is the book.
DIFFICULTY_PRESETS = {
    "easy": {"bot_power": -1, "bot_resources": -1, "cocoa_vp": -1, "worship_steps": -1,
             "temple_vp": -5, "tech_vp": -1},
    "normal": {name: 0 for name in DIFFICULTY_OPTIONS},
    "hard": {"bot_power": 1, "bot_resources": 1, "cocoa_vp": 1, "worship_steps": 1,
             "temple_vp": 5, "tech_vp": 1},
}

# -- VP by category (`score_breakdown`): where each point came from, as the spec's scoring counts
# them (§4 actions, §5.1 the Eclipse, §6.A.6 the Temple Bonus tiles, §7.3 the Teotibot's own).
VP_CATEGORIES = (N_("temples"), N_("construction"), N_("decorations"), N_("nobles"), N_("technologies"), N_("palace"),
                 N_("ascension"), N_("discoveries"), N_("resource boards"), N_("eclipse: avenue"),
                 N_("eclipse: pyramid"), N_("eclipse: masks"), N_("salary"), N_("temple bonuses"),
                 N_("teotibot cocoa"), N_("teotibot final"))
(V_TEMPLES, V_CONSTRUCTION, V_DECORATIONS, V_NOBLES, V_TECH, V_PALACE, V_ASCENSION,
 V_DISCOVERIES, V_BOARDS, V_AVENUE, V_PYRAMID, V_MASKS, V_SALARY, V_BONUSES, V_BOT_COCOA,
 V_BOT_FINAL) = range(len(VP_CATEGORIES))
NVP = len(VP_CATEGORIES)

# -- names for people (views, prompts, logs); the notation keeps the short ids above --------------

# Player colours of the published game: the seeds' examples name Red, Blue, Yellow and Black
# players ([P] "Czerwony", "Niebieski", "Żółty", "Czarny"; [G] "Μαύρος", "κόκκινο", "μπλε").
# Colour c owns dice 4c..4c+3; in solo the Teotibot is colour 1 and neutral colours follow.
COLOUR_NAMES = (N_("Red"), N_("Blue"), N_("Yellow"), N_("Black"))
COLOUR_LETTERS = "RBYK"
BOARD_TITLES = ("", N_("Palace"), N_("Forest"), N_("Stone Quarry"), N_("Gold Deposits"), N_("Alchemy"), N_("Nobles"),
                N_("Decorations"), N_("Construction"))
DISCOVERY_TITLES = (
    N_("mask #1"), N_("mask #2"), N_("mask #3"), N_("mask #4"), N_("mask #5"), N_("mask #6"), N_("mask #7"), N_("4 VP"),
    N_("3 resources"), N_("2 resources"), N_("Avenue step"), N_("any-temple step"), N_("blue-temple step"),
    N_("red-temple step"), N_("green-temple step"), N_("4 cocoa"), N_("2 power-ups"), N_("double move"),
    N_("free cocoa"), N_("move anywhere"), N_("extra worker"))
TECH_TITLES = (
    N_("Palace cocoa"), N_("Alchemy & Nobles VP"), N_("extra resource"), N_("cocoa VP"), N_("Decorations VP"),
    N_("Construction VP"), N_("extra power-up"), N_("Construction discount"), N_("Construction temple"))
ROYAL_TITLES = (
    N_("cocoa (power+1)"), N_("wood & stone for cocoa"), N_("gold & stone for cocoa"),
    N_("resources to cocoa"), N_("convert a resource"), N_("paid temple steps"), N_("VP per Technology"),
    N_("VP per Pyramid step"), N_("VP per Avenue step"))
BONUS_TITLES = (
    tr("{n} VP", n=BONUS_FLAT_VP), tr("{n} VP per Technology", n=BONUS_TECH_VP),
    tr("best mask set again"),
    tr("{n} VP per non-mask Discovery tile", n=BONUS_DISC_VP),
    tr("{n} VP per bonus reached", n=BONUS_BONUS_VP),
    tr("{n} VP per Avenue step", n=BONUS_AVENUE_VP),
    tr("{low}/{high} VP per die of power 1-3/4-5", low=BONUS_WORKER_VP[0],
       high=BONUS_WORKER_VP[1]))
ASCEND_TITLES = (tr("{n} VP", n=ASCEND_VP), tr("{n} cocoa", n=ASCEND_COCOA), tr("a temple step"),
                 tr("2 temple steps for {n} cocoa", n=ASCEND_TWO_TEMPLES_COST),
                 tr("the 4th worker"))
