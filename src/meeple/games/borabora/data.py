"""Bora Bora component data: plain tables, each with its source.

Sources, in the spec's own tags (`shared/rules/bora-bora.md`):
- seed: the Greek rulebook `shared/seeds/001_1a7ebcdaa943f1f2.txt`;
- [English rulebook]: the publisher's English rules (counts as "from published game, not in seed");
- [research Sn]: the spec's research notes;
- [inferred]: follows from the texts (spec §9);
- **[reconstructed — not from the game]**: a stand-in designed in spec §10 to fit every constraint
  the texts give. It is NOT a fact about the published game. Every such table is listed in
  `RECONSTRUCTED` and can be replaced without code changes by a board-data file
  (`meeple.load("borabora", board_data=PATH)`, see `board.py` and `docs/borabora.md`).

Rules code never reads these tables directly: it reads a `Board` (board.py), built from these
defaults and any override file.
"""

from __future__ import annotations

from meeple.core.i18n import N_, NP_

# -- game structure [seed; English rulebook agrees] --------------------------------------------

ROUNDS = 6
DICE_PER_PLAYER = 3
DIE_FACES = 6  # six-sided dice; also the top value any "value" threshold can reach (§9 A20)
HUTS_PER_PLAYER = 12
HUTS_ON_SPACE_12_AT_START = 2  # [seed; English rulebook; research S5] (§9 A1)
PRIESTS_PER_PLAYER = 4
BUILDINGS = (1, 2, 3, 4, 5, 6)  # building tiles per player, by die value [research S4, S8; seed
# implies it: the Build ability builds "1-3 (1-6)"]
GRID_SPACES = 12  # hut grid spaces; space 12 holds any number of huts
BOARD_TILE_SPACES = 6  # man spaces and woman spaces on the game board, numbered 1-6
TILES_PER_GENDER = 36
GOD_TILES_IN_TEMPLE = 6
GOD_TILES_PER_PLAYER = 1
START_GOD_CARDS = 2
START_OFFERINGS = 2
START_SCORE_BY_ORDER = (0, 1, 2, 3)  # turn-order tile #1..#4 [seed]
TASK_DISPLAY_EXTRA = 2  # the task display shows players + 2 tasks [seed; English rulebook]
START_LIGHT_TASKS = 1  # light-green (crane) tasks dealt to each player [seed]
START_DARK_TASKS = 2  # dark-green (parrot) tasks dealt to each player [seed]
TASK_SLOTS = 3

# the player colours of the published game [research S11], in seat order
SEAT_COLOURS = (N_("Green"), N_("Black"), N_("Blue"), N_("Red"))

# -- god cards [seed] --------------------------------------------------------------------------

COLOURS = ("blue", "white", "red", "green", "yellow")
# the god of each colour, as shown (translated when shown, like every N_/NP_ name of this file)
GOD_NAMES = (N_("Blue God"), N_("White God"), N_("Red God"), N_("Green God"), N_("Yellow God"))
# a card colour as shown: "blue 2" in a hand, "2 god cards: blue" in a task
COLOUR_NAMES = (NP_("god card", "blue"), NP_("god card", "white"), NP_("god card", "red"),
                NP_("god card", "green"), NP_("god card", "yellow"))
BLUE, WHITE, RED, GREEN, YELLOW = range(5)
CARDS_PER_COLOUR = 12
GOD_DISPLAY = 5  # face-up god cards beside the deck
WILD_PAIR = 2  # two cards of one colour (plus one offering) play as any god [seed]

# -- action tiles per player count [seed; English rulebook settles the 2-player tiles, §9 A4] ---

# The eight things a die can be placed on ("targets"); the Fishing space is printed on the board.
TARGETS = ("land", "water", "man", "woman", "helper", "temple", "build", "fishing")
T_LAND, T_WATER, T_MAN, T_WOMAN, T_HELPER, T_TEMPLE, T_BUILD, T_FISHING = range(8)

# players -> the physical tile of each target (targets on one tile share its dice, §2.3);
# tile names for the terminal. Fishing is not a tile: no lowering rule.
ACTION_TILES = {
    4: ((N_("Land Path"), N_("Water Path"), NP_("action", "Man"), NP_("action", "Woman"),
         NP_("action", "Helper"), NP_("action", "Temple"), NP_("action", "Build")),
        (0, 1, 2, 3, 4, 5, 6, -1)),
    3: ((N_("Land/Water Path"), NP_("action", "Man"), NP_("action", "Woman"),
         NP_("action", "Helper"), NP_("action", "Temple"), NP_("action", "Build")),
        (0, 0, 1, 2, 3, 4, 5, -1)),
    2: ((N_("Land/Water Path"), N_("Man/Woman"), NP_("action", "Helper"), NP_("action", "Temple"),
         NP_("action", "Build")),
        (0, 0, 1, 1, 2, 3, 4, -1)),
}

FISHING_VP = 2  # [seed]

# -- helper trades: die points per unit [seed] -------------------------------------------------

HELPER_COST = {
    "tattoo": 1,
    "shells": 1,
    "vp": 1,
    "offering": 2,
    "god card": 2,
    "material": 2,
    "move hut": 2,
}

# -- per-round values (§6.5, §6.6) --------------------------------------------------------------

PRIEST_VP = (1, 1, 2, 2, 3, 3)  # per priest in the temple, rounds 1..6 [seed; English rulebook]
# per building built, rounds 1..6: the values 4, 7, 10 are [seed]; which rounds get which is
# [English rulebook "10, 7 or 4"; research S3]
BUILDING_VP = (10, 10, 7, 7, 4, 4)

# -- tasks and final scoring [seed] ------------------------------------------------------------

TASK_VP = 6
TASK_VP_YELLOW = 4
GOD_TILE_FINAL_VP = 2
ACHIEVEMENT_VP = 6

# -- island map: regions [research S2; goods inferred §9 A11] ---------------------------------

ISLANDS = ("North", "West", "Central", "East", "South")
REGION_TYPES = ("mountain", "beach", "forest", "plains")
MATERIALS = ("sand", "stone", "wood")
MATERIAL_NAMES = (N_("sand"), N_("stone"), N_("wood"))  # as shown
REGION_TYPE_NAMES = (N_("mountain"), N_("beach"), N_("forest"), N_("plains"))  # as shown
GOODS = ("sand", "stone", "wood", "offering")  # a region's good: a material or an offering
OFFERING_GOOD = GOODS.index("offering")

# (id, island, type); the order fixes region indices 0..11 [research S2, expansion example]
REGIONS = (
    ("north_beach", "North", "beach"),
    ("north_mountain", "North", "mountain"),
    ("west_plains", "West", "plains"),
    ("west_mountain", "West", "mountain"),
    ("central_forest", "Central", "forest"),
    ("central_plains", "Central", "plains"),
    ("central_beach", "Central", "beach"),
    ("central_mountain", "Central", "mountain"),
    ("east_forest", "East", "forest"),
    ("east_beach", "East", "beach"),
    ("south_forest", "South", "forest"),
    ("south_plains", "South", "plains"),
)

# region -> good. [inferred, §9 A11: mountain = stone, forest = wood, beach = sand,
# plains = offering] Unconfirmed, so it can be replaced like the reconstructed tables.
REGION_GOODS = {
    "north_beach": "sand",
    "north_mountain": "stone",
    "west_plains": "offering",
    "west_mountain": "stone",
    "central_forest": "wood",
    "central_plains": "offering",
    "central_beach": "sand",
    "central_mountain": "stone",
    "east_forest": "wood",
    "east_beach": "sand",
    "south_forest": "wood",
    "south_plains": "offering",
}

# region -> (column, row) on a drawing grid, for the terminal only.
# [reconstructed — not from the game] (spec §10.1)
REGION_CELLS = {
    "north_beach": (1, 0),
    "north_mountain": (2, 0),
    "west_plains": (0, 1),
    "west_mountain": (0, 2),
    "central_forest": (1, 1),
    "central_plains": (2, 1),
    "central_beach": (1, 2),
    "central_mountain": (2, 2),
    "east_forest": (3, 1),
    "east_beach": (3, 2),
    "south_forest": (1, 3),
    "south_plains": (2, 3),
}

# -- island map: paths -------------------------------------------------------------------------

PATH_TYPES = ("land", "water")

# (region, region, type, value); undirected; a die of effective value v uses paths of value <= v.
# [reconstructed — not from the game] (spec §10.1), except the four central_mountain paths,
# which are [seed and English rulebook, the expansion example].
PATHS = (
    ("north_beach", "north_mountain", "land", 3),
    ("west_plains", "west_mountain", "land", 5),
    ("central_forest", "central_plains", "land", 1),
    ("central_forest", "central_beach", "land", 3),
    ("central_plains", "central_mountain", "land", 4),  # [seed; English rulebook]
    ("central_beach", "central_mountain", "land", 2),  # [seed; English rulebook]
    ("east_forest", "east_beach", "land", 6),
    ("south_forest", "south_plains", "land", 2),
    ("north_beach", "central_forest", "water", 2),
    ("north_mountain", "central_plains", "water", 5),
    ("west_plains", "central_forest", "water", 3),
    ("west_mountain", "central_beach", "water", 6),
    ("east_forest", "central_plains", "water", 3),
    ("east_beach", "central_mountain", "water", 4),  # [seed; English rulebook]
    ("south_forest", "central_beach", "water", 1),
    ("south_plains", "central_mountain", "water", 5),  # [seed; English rulebook]
)

# -- fish markers ------------------------------------------------------------------------------

# The 4 fish kinds the fish-kind tasks (T23) name. [reconstructed — not from the game] (§10.2)
FISH_KINDS = ("K1", "K2", "K3", "K4")

# (kind, value), shuffled onto the 12 regions at setup. [reconstructed — not from the game]
# (spec §10.2); sourced constraints: 12 markers [seed], values 1-6 [seed "1-6 πόντους νίκης για
# κάθε δείκτη ψαριών"], exactly four 1s [seed "τις τέσσερις περιοχές κοντά σε δείκτη ψαριού 1"],
# a 3 [seed, Red God example], 4 kinds [English rulebook].
FISH_MARKERS = (
    ("K1", 1), ("K1", 2), ("K1", 6),
    ("K2", 1), ("K2", 3), ("K2", 5),
    ("K3", 1), ("K3", 4), ("K3", 4),
    ("K4", 1), ("K4", 3), ("K4", 5),
)
STARTING_FISH_VALUE = 1  # starting huts go next to the fish markers showing 1 [seed]

# -- turn-order (status) track -----------------------------------------------------------------

# VP label over each space 0..28, scored in Phase C step 1; markers stop on the last space.
# [reconstructed — not from the game] (spec §10.3), except the 0-15 range and the 4 over space 5
# [seed and English rulebook, Anna's example: 5 symbols move the marker "από το 0 στην πρώτη θέση
# κάτω από το 4"].
STATUS_TRACK = (0, 1, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8,
                9, 9, 10, 10, 11, 11, 12, 12, 13, 13, 14, 14, 15, 15)
STATUS_VP_MAX = 15  # the labels run 0-15 [seed; English rulebook]

# -- temple ------------------------------------------------------------------------------------

# Space numbers from left to right; a die of value v may use a space numbered <= v; a pushed
# priest moves one space right and the rightmost drops off. [reconstructed — not from the game]
# (spec §10.4, §9 A6); sourced: a higher die allows more spaces, pushes go right ("προς τα
# δεξιά"), the leftmost priest wins ties [seed].
TEMPLE = (6, 5, 4, 3, 2, 1)

# -- ceremony spaces (player board) ------------------------------------------------------------

CEREMONY_SPACE_COUNT = 12  # ceremony spaces on a player board [seed; English rulebook]

# C1..C12: (material, (column, row)); spaces sharing a side are adjacent.
# [reconstructed — not from the game] (spec §10.5)
CEREMONY_SPACES = (
    ("sand", (0, 0)), ("stone", (1, 0)), ("wood", (2, 0)), ("sand", (3, 0)),
    ("wood", (0, 1)), ("sand", (1, 1)), ("stone", (2, 1)), ("wood", (3, 1)),
    ("stone", (0, 2)), ("wood", (1, 2)), ("sand", (2, 2)), ("stone", (3, 2)),
)

# -- hut grid (player board) -------------------------------------------------------------------

# The grid space (1-11) left empty at the start; no rules effect, the terminal shows it.
# [reconstructed — not from the game] (spec §10.6); "2 huts on space 12" is sourced.
HUT_GRID_EMPTY_SPACE = 1

# -- man and woman tiles -----------------------------------------------------------------------

# The 12 ability types [seed; English rulebook] in the spec's order (§6.3), with the effect of
# 1, 2 or 3 identical tiles activated together [seed; English rulebook].
ABILITIES = (
    "land", "water", "woman", "man", "build", "material",
    "move hut", "vp", "god card", "offering", "status", "shell",
)
ABILITY_NAMES = (
    NP_("ability", "land path"), NP_("ability", "water path"), NP_("ability", "recruit woman"),
    NP_("ability", "recruit man"), NP_("ability", "build"), NP_("ability", "building material"),
    NP_("ability", "move hut"), NP_("ability", "victory points"), NP_("ability", "god card"),
    NP_("ability", "offering"), NP_("ability", "status"), NP_("ability", "shell"),
)
(AB_LAND, AB_WATER, AB_WOMAN, AB_MAN, AB_BUILD, AB_MATERIAL,
 AB_MOVE_HUT, AB_VP, AB_GOD_CARD, AB_OFFERING, AB_STATUS, AB_SHELL) = range(12)
ABILITY_EFFECT = (
    (2, 4, 6),  # land path: expand along a land path of value <= 2 / 4 / any
    (2, 4, 6),  # water path
    (3, 6, 6),  # recruit woman: from board spaces 1-3 / 1-6 (a third tile adds nothing)
    (3, 6, 6),  # recruit man
    (3, 6, 6),  # build a building of value <= 3 / 6
    (1, 2, 3),  # building materials of choice
    (1, 2, 3),  # huts moved to space 12
    (2, 4, 6),  # victory points
    (1, 2, 3),  # god cards
    (1, 2, 3),  # offerings
    (1, 2, 3),  # status steps
    (1, 2, 3),  # shells
)
VALUE_ABILITIES = (AB_LAND, AB_WATER, AB_WOMAN, AB_MAN, AB_BUILD)  # effects are die values

# (ability, status symbols) for M01..M36; (ability, shells) for W01..W36. The ability types and
# 3 copies per type are [English rulebook; research S2]; the symbol and shell counts are
# [reconstructed — not from the game] (spec §10.7); sourced: two men with 5 symbols between them
# and a woman with 3 shells [seed, Anna's example].
MAN_TILES = tuple((ability, symbols) for ability in ABILITIES for symbols in (1, 2, 3))
WOMAN_TILES = tuple((ability, shells) for ability in ABILITIES for shells in (1, 2, 3))

# -- jewelry -----------------------------------------------------------------------------------

# The 6 kinds; "necklace" is [seed "δύο κοσμήματα Κολιέ"; English rulebook], the rest
# [reconstructed — not from the game].
JEWELRY_KINDS = (N_("necklace"), N_("bracelet"), N_("earrings"), N_("anklet"), N_("hair comb"),
                 N_("ring"))

# J01..J24: (kind, value); value = price in shells = VP at game end (§9 A8).
# [reconstructed — not from the game] (spec §10.8); sourced: 24 tiles, 6 x 4, values 1-9 [seed
# "1-9 πόντους νίκης για κάθε ένα από τα πλακίδια κοσμημάτων"; English rulebook].
JEWELRY = (
    ("necklace", 2), ("necklace", 4), ("necklace", 6), ("necklace", 8),
    ("bracelet", 1), ("bracelet", 3), ("bracelet", 7), ("bracelet", 9),
    ("earrings", 2), ("earrings", 3), ("earrings", 6), ("earrings", 9),
    ("anklet", 1), ("anklet", 4), ("anklet", 7), ("anklet", 8),
    ("hair comb", 3), ("hair comb", 4), ("hair comb", 5), ("hair comb", 8),
    ("ring", 2), ("ring", 5), ("ring", 6), ("ring", 7),
)
JEWELRY_ROWS = 4  # tiles per round's column [English rulebook "6 x 4"]
JEWEL_VALUE_MAX = 9  # jewelry is worth 1-9 [seed; English rulebook]

# -- tasks [seed; English rulebook appendix; spec §6.7] ----------------------------------------

TASK_TILES = 60  # task tiles in play; the 2 spares are not used [seed "60 πλακίδια αποστολών (+2 επιπλέον)"]

# (code, kind, named target or None, required count, wording). Multi-copy tasks list one row per
# named target; `{}` in a wording takes the target's name. The kinds are measured in state.py.
# For "every region of a type / fish kind" and "all islands" the count is taken from the board.
TASK_KINDS = (
    ("T01", "man+woman", None, 1, N_("a man and a woman on the grid")),
    ("T02", "men", None, 4, N_("4 men on the grid")),
    ("T03", "woman+priest", None, 1, N_("a woman on the grid and a priest in the temple")),
    ("T04", "man+priest", None, 1, N_("a man on the grid and a priest in the temple")),
    ("T05", "priests", None, 3, N_("3 priests in the temple")),
    ("T06", "women", None, 4, N_("4 women on the grid")),
    ("T07", "jewels", None, 4, N_("4 jewelry tiles")),
    ("T08", "buildings", None, 4, N_("4 buildings built")),
    ("T09", "jewel kind", "jewelry", 2, N_("2 jewelry tiles: {name}")),
    ("T10", "god tiles", None, 2, N_("2 god tiles")),
    ("T11", "offerings", None, 4, N_("4 offerings")),
    ("T12", "shells", None, 5, N_("5 shells")),
    ("T13", "woman+jewel", None, 1, N_("a woman on the grid and a jewelry tile")),
    ("T14", "man+first", None, 1, N_("a man on the grid and turn-order tile #1")),
    ("T15", "regions", None, 3, N_("huts in 3 regions")),
    ("T16", "material", "materials", 3, N_("3 {name}")),
    ("T17", "materials", None, 5, N_("5 building materials")),
    ("T18", "regions", None, 9, N_("huts in 9 regions")),
    ("T19", "islands", None, 0, N_("a hut on every island")),
    ("T20", "same colour", None, 3, N_("3 god cards of one colour")),
    ("T21", "colour", "colours", 2, N_("2 {name} god cards")),
    ("T22", "colours", None, 4, N_("4 god cards of 4 colours")),
    ("T23", "region type", "region types", 0, N_("a hut in every {name} region")),
    ("T23", "fish kind", "fish kinds", 0, N_("a hut at every fish marker of kind {name}")),
    ("T24", "huts on 12", None, 4, N_("4 huts on grid space 12")),
    ("T25", "tattooed", None, 3, N_("3 tattooed men")),
    ("T26", "man types", None, 3, N_("3 different men")),
    ("T27", "woman types", None, 3, N_("3 different women")),
    ("T28", "jewel kinds", None, 3, N_("3 different jewelry kinds")),
    ("T29", "women slid", None, 3, N_("3 women slid down")),
    ("T30", "slid", None, 5, N_("5 men or women slid down")),
    ("T31", "ability pair", "abilities", 2, N_("2 people: {name}")),
)

# The 7 light-green (crane) starting tasks. [reconstructed — not from the game] (spec §10.9)
STARTING_TASKS = ("T01", "T03", "T04", "T05", "T13", "T14", "T15")

# -- which tables are stand-ins ----------------------------------------------------------------

# board-data table name -> what it holds. These are the tables a board-data file may replace
# (spec §10; region_goods is [inferred], unconfirmed, so it is replaceable too).
RECONSTRUCTED = {
    "paths": "the land and water paths and their values (§10.1)",
    "region_goods": "the good of each region ([inferred], §6.11.2)",
    "region_cells": "where each region is drawn in the terminal (§10.1)",
    "fish_kinds": "the names of the 4 fish kinds (§10.2)",
    "fish_markers": "the 12 fish markers: kind and value (§10.2)",
    "status_track": "the VP label over each turn-order track space (§10.3)",
    "temple": "the temple's space numbers from left to right (§10.4)",
    "ceremony_spaces": "the 12 ceremony spaces: material and cell (§10.5)",
    "hut_grid": "which hut-grid space starts empty (§10.6)",
    "man_tiles": "ability and status symbols of M01..M36 (§10.7)",
    "woman_tiles": "ability and shells of W01..W36 (§10.7)",
    "jewelry_kinds": "the 6 jewelry kind names (§10.8, §10.10)",
    "jewelry": "kind and value of J01..J24 (§10.8)",
    "starting_tasks": "which 7 task codes are the light-green starting tasks (§10.9)",
}
