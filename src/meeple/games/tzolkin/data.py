"""Tzolk'in component tables: every rulebook number the rules in `state.py` read.

Sources use the provenance tags of `shared/rules/tzolkin.md` §0:
[SEED] the Greek rulebook text; [SEED-derived] forced by numbers in it; [published] general
knowledge of the published game, not in the seed; [third-party] fan implementations
(SH11235/Tzolkin, tomisme/tzolkin, skula/tzolkin), unverified. Third-party tables are marked
THIRD-PARTY below and live only here: correcting one after checking a physical copy is a
one-line change.
"""

from __future__ import annotations

from meeple.core.i18n import N_

# -- materials ------------------------------------------------------------------------------
# [SEED] §1.2: corn, wood, stone, gold are unlimited; crystal skulls are exactly 13.
CORN, WOOD, STONE, GOLD, SKULL = 0, 1, 2, 3, 4
GOODS = ("corn", "wood", "stone", "gold", "skull")
RESOURCES = (WOOD, STONE, GOLD)  # [SEED] only wood, stone and gold are resources (cubes)
SKULLS_IN_GAME = 13

# -- players and workers ---------------------------------------------------------------------
STARTING_WORKERS = 3  # [SEED] §2.2
MAX_WORKERS = 6  # [SEED] §1.2: 6 per colour
NEUTRAL_WORKERS = {2: 12, 3: 6, 4: 0}  # [SEED] §2.4: the workers of the unused colours
# [published] the four player colours, seat order ours (the spec names no order).
COLOURS = (N_("Red"), N_("Green"), N_("Blue"), N_("Yellow"))

# -- gears -----------------------------------------------------------------------------------
PALENQUE, YAXCHILAN, TIKAL, UXMAL, CHICHEN = 0, 1, 2, 3, 4
GEAR_NAMES = ("palenque", "yaxchilan", "tikal", "uxmal", "chichen")  # in notation
# in views and logs (names shown; the Greek rulebook writes them in Greek letters)
GEAR_TITLES = (N_("Palenque"), N_("Yaxchilan"), N_("Tikal"), N_("Uxmal"), N_("Chichen Itza"))
GEARS = (PALENQUE, YAXCHILAN, TIKAL, UXMAL, CHICHEN)
SMALL_GEARS = (PALENQUE, YAXCHILAN, TIKAL, UXMAL)
# Worker slots per gear: small gears [SEED-derived] (0 is "exactly opposite" 5, so 10 slots);
# Chichen Itza 13 [published]. Only neutral-worker rotation depends on the slot count.
GEAR_SLOTS = (10, 10, 10, 10, 13)
# Highest numbered position [SEED] §1.3: 0..7 on the small gears, 0..10 on Chichen Itza.
GEAR_TOP = (7, 7, 7, 7, 10)
# Numbered actions per gear and the first free-choice position [SEED] §4.1.
GEAR_ACTIONS = (5, 5, 5, 5, 9)
FREE_CHOICE = (6, 6, 6, 6, 10)
# A player worker here forbids the double advance (the 2nd day would push it off) [SEED] §3.6.
DOUBLE_ADVANCE_BLOCK = (6, 6, 6, 6, 9)
# Neutral worker set-up: the second one goes "exactly opposite" on small gears [SEED] §2.4.
OPPOSITE_SHIFT = 5

# Placement surcharge: total for 1..6 workers placed in one turn [SEED-derived 1-3, published
# 4-6] §3.2, T1. The k-th worker costs its position plus SURCHARGE[k-1] - SURCHARGE[k-2].
PLACEMENT_SURCHARGE = (0, 1, 3, 6, 10, 15)
FIRST_PLAYER_SPACE_COST = 0  # [SEED] §3.4: priced as a position 0
STEP_BACK_COST = 1  # [SEED] §3.3: corn per position stepped back

# -- calendar ---------------------------------------------------------------------------------
DAYS_PER_REVOLUTION = 26  # [published] (confirmed: English rulebook)
# THIRD-PARTY §3.7, T10: Food Days fall on these days; the first and third are mid-age
# (materials), the second and fourth end an age (points).
FOOD_DAYS = (7, 13, 20, 26)
MID_AGE, END_OF_AGE = 0, 1
FOOD_DAY_KIND = (MID_AGE, END_OF_AGE, MID_AGE, END_OF_AGE)
AGE_CHANGE_FOOD_DAY = 1  # [SEED] §5.2: after feeding on the 2nd Food Day, Age 2 buildings
TOOTH_CORN = 1  # [SEED] §3.6: corn put on the tooth each round nobody took the First Player space

# -- feeding and begging ----------------------------------------------------------------------
FEED_CORN = 2  # [SEED] §5.1: per worker in play
UNFED_PENALTY = 3  # [SEED] §5.1: VP lost per unfed worker
BEG_LIMIT = 2  # [SEED] §4.11: beg only with at most 2 corn...
BEG_CORN = 3  # ...and your corn becomes exactly 3

# -- jungle (Palenque harvest tiles) ------------------------------------------------------------
# [SEED] §2.1: one group of spots per Palenque action 2..5; spots per group by player count;
# action 2 holds corn tiles only, actions 3..5 a wood tile on top of each corn tile.
JUNGLE_SPOTS = {2: 2, 3: 3, 4: 4}
JUNGLE_ACTIONS = (2, 3, 4, 5)
JUNGLE_WOODED = (3, 4, 5)
# [SEED] §4.2: corn / wood gained from a tile of each action (index = Palenque action).
HARVEST_CORN = (0, 3, 4, 5, 7, 9)  # index 1 is fishing (no tile)
HARVEST_WOOD = (0, 0, 0, 2, 3, 4)

# -- Yaxchilan --------------------------------------------------------------------------------
# [SEED] §4.3: (corn, wood, stone, gold, skull) gained by each action 1..5.
YAXCHILAN_GAINS = (
    (0, 0, 0, 0, 0),
    (0, 1, 0, 0, 0),
    (1, 0, 1, 0, 0),
    (2, 0, 0, 1, 0),
    (0, 0, 0, 0, 1),
    (2, 0, 1, 1, 0),
)

# -- Uxmal ------------------------------------------------------------------------------------
UXMAL_TEMPLE_CORN = 3  # [SEED] §4.5 action 1
UXMAL_BUILD_CORN_PER_RESOURCE = 2  # [SEED] §4.5 action 4
UXMAL_ANY_ACTION_CORN = 1  # [SEED] §4.5 action 5 (and building B21)
# [published] T6: market rate of each resource in corn, both ways; also the final conversion.
MARKET_RATE = {WOOD: 2, STONE: 3, GOLD: 4}

# -- Chichen Itza -----------------------------------------------------------------------------
CHAAC, QUETZALCOATL, KUKULCAN = 0, 1, 2
TEMPLE_NAMES = ("chaac", "quetzalcoatl", "kukulcan")
TEMPLE_TITLES = (N_("Chaac"), N_("Quetzalcoatl"), N_("Kukulcan"))
TEMPLES = (CHAAC, QUETZALCOATL, KUKULCAN)
# [published] T4 (action 6 [SEED]): VP, temple stepped up, whether a resource of choice is
# gained, for actions 1..9 (index 0 unused).
CHICHEN_ACTIONS = (
    (0, 0, False),
    (4, CHAAC, False),
    (5, CHAAC, False),
    (6, CHAAC, False),
    (7, KUKULCAN, False),
    (8, KUKULCAN, False),
    (8, KUKULCAN, True),
    (10, QUETZALCOATL, False),
    (11, QUETZALCOATL, True),
    (13, QUETZALCOATL, True),
)

# -- temples ----------------------------------------------------------------------------------
# [published] T3: per temple, step -1 (bottom) .. top. Index = step + 1.
TEMPLE_VP = (
    (-1, 0, 2, 4, 6, 7, 8),  # Chaac, top +5
    (-2, 0, 1, 2, 4, 6, 9, 12, 13),  # Quetzalcoatl, top +7
    (-3, 0, 1, 3, 5, 7, 9, 10),  # Kukulcan, top +6
)
TEMPLE_TOP = tuple(len(t) - 2 for t in TEMPLE_VP)  # highest step (one player only)
TEMPLE_BOTTOM = -1
# [published] T3: mid-age material printed on each step (index = step + 1); None = nothing.
TEMPLE_MID_AGE = (
    (None, None, STONE, None, STONE, None, None),
    (None, None, None, GOLD, None, GOLD, None, None, None),
    (None, None, WOOD, None, WOOD, SKULL, None, None),
)
# [SEED-derived] §5.3: majority bonus per temple at the end of Age 1 and Age 2; ties: half each.
TEMPLE_MAJORITY = ((6, 2), (2, 6), (4, 4))

# -- technologies -----------------------------------------------------------------------------
AGRICULTURE, EXTRACTION, ARCHITECTURE, THEOLOGY = 0, 1, 2, 3
TECH_NAMES = ("agriculture", "extraction", "architecture", "theology")
TECH_TITLES = (N_("Agriculture"), N_("Extraction"), N_("Architecture"), N_("Theology"))
TRACKS = (AGRICULTURE, EXTRACTION, ARCHITECTURE, THEOLOGY)
TECH_MAX = 3
TECH_COST = (1, 2, 3)  # [SEED] §4.7: resources to reach level 1, 2, 3
TECH_BEYOND_COST = 1  # [SEED] §4.7: each "advance" past level 3 (the track's bonus)
EXTRACTION_BONUS_RESOURCES = 2  # [SEED] §4.7 bonuses
ARCHITECTURE_BONUS_VP = 3

# The level at which each technology effect starts, per ruleset (A30). "seed" is the seed's
# order [SEED-derived]; "rulespal" is the English rulebook transcription's order (published
# option, probably a transcription error; see spec §4.7).
TECH_EFFECT_LEVEL = {
    "seed": {
        "harvest_plus1": 1, "tileless": 2, "fishing_plus1": 2, "harvest_plus2": 3,
        "wood_plus1": 1, "stone_plus1": 2, "gold_plus1": 3,
        "build_corn": 1, "build_vp": 2, "build_discount": 3,
        "one_ahead": 1, "chichen_temple": 2, "skull_plus1": 3,
    },
    "rulespal": {
        "harvest_plus1": 1, "tileless": 2, "harvest_plus2": 2, "fishing_plus1": 3,
        "wood_plus1": 1, "stone_plus1": 2, "gold_plus1": 3,
        "build_corn": 1, "build_discount": 2, "build_vp": 3,
        "skull_plus1": 1, "one_ahead": 2, "chichen_temple": 3,
    },
}
HARVEST_BONUS_1, HARVEST_BONUS_2 = 1, 2  # [SEED] §4.7 Agriculture +1 / +2 harvest corn
FISHING_BONUS = 1
BUILD_BONUS_CORN, BUILD_BONUS_VP = 1, 2  # [SEED] §4.7 Architecture L1 / L2
BUILD_DISCOUNT_CORN = 2  # [SEED] §4.7 Architecture L3 at Uxmal 4

# -- building and effect codes ------------------------------------------------------------------
FARM, TOMB, CIVIC, ALTAR = 0, 1, 2, 3
FRAME_NAMES = (N_("farm"), N_("tomb"), N_("civic"), N_("altar"))  # [SEED] frames; farms a group of their own

# Effect codes shared by buildings and Starting Wealth tiles (the seed's icon list, §T7).
# An effect is a tuple (code, a, b).
GAIN = "gain"  # (GAIN, good, n)
VP = "vp"  # (VP, n, 0)
TEMPLE = "temple"  # (TEMPLE, temple, n)
TEMPLE_ANY = "temple_any"  # (TEMPLE_ANY, n, 0): n steps, each in a temple of choice
TEMPLE_ALL = "temple_all"  # (TEMPLE_ALL, 1, 0): +1 in every temple
TECH = "tech"  # (TECH, track, n): free advance
TECH_ANY = "tech_any"  # (TECH_ANY, n, 0): n free advances, each in a track of choice
WORKER = "worker"  # (WORKER, 1, 0)
BUILD = "build"  # (BUILD, 0, 0): you may build a building (as Tikal 2)
MARKET = "market"  # (MARKET, 0, 0): you may trade (as Uxmal 2)
ANY_ACTION = "any_action"  # (ANY_ACTION, 0, 0): pay 1 corn, any action of P/Y/T/U
FARM_ONE = "farm_one"  # one of your workers needs no corn
FARM_THREE = "farm_three"  # three of your workers need no corn
FARM_LESS = "farm_less"  # each of your workers needs 1 less corn (two: none)
FARM_FREE_WORKERS = {FARM_ONE: 1, FARM_THREE: 3}


def _g(good: int, n: int = 1) -> tuple:
    return (GAIN, good, n)


def _t(temple: int, n: int = 1) -> tuple:
    return (TEMPLE, temple, n)


def _tech(track: int, n: int = 1) -> tuple:
    return (TECH, track, n)


def _vp(n: int) -> tuple:
    return (VP, n, 0)


# THIRD-PARTY T9 (SH11235/Tzolkin, A23): the 32 buildings. Each: (age, frame, cost as
# (wood, stone, gold), effects). Index = building number - 1 (B1 .. B32).
BUILDINGS = (
    # Age 1 (14)
    (1, FARM, (1, 0, 0), ((FARM_ONE, 1, 0),)),  # B1
    (1, FARM, (1, 0, 0), ((FARM_ONE, 1, 0),)),  # B2
    (1, FARM, (1, 0, 0), ((FARM_ONE, 1, 0),)),  # B3
    (1, FARM, (4, 0, 0), ((FARM_LESS, 1, 0),)),  # B4 (tomisme: 4 corn)
    (1, FARM, (4, 0, 0), ((FARM_LESS, 1, 0),)),  # B5 (tomisme: 4 corn)
    (1, TOMB, (2, 1, 0), (_t(CHAAC), _t(QUETZALCOATL))),  # B6
    (1, TOMB, (1, 2, 0), (_t(CHAAC), _t(KUKULCAN))),  # B7
    (1, TOMB, (1, 0, 1), ((TEMPLE_ANY, 1, 0), (BUILD, 0, 0))),  # B8
    (1, CIVIC, (2, 0, 0), (_tech(AGRICULTURE),)),  # B9
    (1, CIVIC, (3, 0, 0), (_tech(AGRICULTURE), _g(STONE))),  # B10
    (1, CIVIC, (1, 1, 0), (_tech(EXTRACTION), _g(CORN))),  # B11
    (1, CIVIC, (2, 1, 0), (_tech(EXTRACTION), _g(GOLD))),  # B12
    (1, ALTAR, (0, 0, 1), (_tech(ARCHITECTURE),)),  # B13
    (1, ALTAR, (0, 1, 1), (_tech(THEOLOGY), _t(KUKULCAN))),  # B14
    # Age 2 (18)
    (2, FARM, (2, 0, 0), ((FARM_THREE, 1, 0),)),  # B15
    (2, FARM, (2, 0, 0), ((FARM_THREE, 1, 0),)),  # B16
    (2, FARM, (2, 0, 0), ((FARM_THREE, 1, 0),)),  # B17
    (2, TOMB, (0, 3, 0), ((MARKET, 0, 0), _vp(6))),  # B18
    (2, TOMB, (1, 1, 1), ((WORKER, 1, 0), _vp(6))),  # B19
    (2, TOMB, (1, 0, 2), (_vp(8),)),  # B20
    (2, TOMB, (2, 1, 1), ((ANY_ACTION, 0, 0), _vp(2))),  # B21
    (2, TOMB, (1, 2, 1), ((TEMPLE_ALL, 1, 0), _vp(3))),  # B22
    (2, CIVIC, (3, 0, 0), ((TECH_ANY, 1, 0), _g(STONE))),  # B23
    (2, CIVIC, (2, 1, 0), ((TECH_ANY, 1, 0), _g(GOLD))),  # B24
    (2, CIVIC, (3, 1, 0), ((TECH_ANY, 1, 0), _g(CORN, 6))),  # B25
    (2, CIVIC, (2, 2, 0), ((TECH_ANY, 1, 0), _g(SKULL))),  # B26
    (2, ALTAR, (0, 2, 0), (_t(CHAAC, 2), _vp(2))),  # B27
    (2, ALTAR, (0, 1, 1), (_tech(ARCHITECTURE), _vp(3))),  # B28 (tomisme: no VP)
    (2, ALTAR, (0, 0, 2), (_t(KUKULCAN, 2), _vp(3))),  # B29
    (2, ALTAR, (0, 2, 1), (_tech(THEOLOGY), _t(CHAAC), _t(KUKULCAN))),  # B30
    (2, ALTAR, (0, 1, 2), ((TECH_ANY, 2, 0),)),  # B31
    (2, ALTAR, (0, 0, 3), (_t(QUETZALCOATL, 2), _vp(4))),  # B32
)
BUILDING_SLOTS = 6  # [SEED] §2.1: 6 buildings on display, every player count

# THIRD-PARTY T8 (costs and frames; effects [SEED]): the 13 monuments. Each: (frame, cost as
# (wood, stone, gold, skull)). Index = monument number - 1 (M1 .. M13). The scoring rule of
# each lives in `state.py` (`_monument_points`), keyed by the number.
MONUMENTS = (
    (TOMB, (3, 2, 1, 0)),  # M1: 4 VP per tomb building or tomb monument (counts itself)
    (TOMB, (1, 3, 2, 0)),  # M2: 2 VP per building and monument you built
    (TOMB, (1, 1, 4, 0)),  # M3: 4 VP per Corn Harvest tile you took
    (TOMB, (1, 0, 4, 0)),  # M4: 4 VP per Wood Harvest tile you took
    (TOMB, (2, 2, 2, 0)),  # M5: VP per monument built by anyone (6 / 5 / 4 by players)
    (CIVIC, (2, 3, 1, 0)),  # M6: 4 VP per civic building or civic monument (counts itself)
    (CIVIC, (1, 1, 3, 0)),  # M7: VP by technologies at level 3
    (CIVIC, (2, 1, 3, 0)),  # M8: 3 VP per technology level
    (CIVIC, (3, 0, 3, 0)),  # M9: VP by workers in play
    (ALTAR, (0, 2, 3, 0)),  # M10: 4 VP per altar building or altar monument (counts itself)
    (ALTAR, (0, 4, 3, 0)),  # M11: re-score your temple steps (no majority bonus)
    (ALTAR, (0, 3, 3, 0)),  # M12: 3 VP per step above the start in one chosen temple
    (ALTAR, (0, 0, 4, 1)),  # M13: 3 VP per skull on Chichen Itza (the skull paid returns)
)
MONUMENTS_SHOWN = {2: 4, 3: 5, 4: 6}  # [SEED] §2.1
# [SEED] T8 monument scoring numbers.
MONUMENT_FRAME_VP = 4  # M1, M6, M10
MONUMENT_BUILT_VP = 2  # M2
MONUMENT_TILE_VP = 4  # M3, M4
MONUMENT_ANYONE_VP = {2: 6, 3: 5, 4: 4}  # M5
MONUMENT_LEVEL3_VP = (0, 9, 20, 33, 33)  # M7, by number of tracks at level 3
MONUMENT_LEVEL_VP = 3  # M8
MONUMENT_WORKERS_VP = {3: 0, 4: 6, 5: 12, 6: 18}  # M9
MONUMENT_STEP_VP = 3  # M12
MONUMENT_SKULL_VP = 3  # M13

# THIRD-PARTY T7 (A23): the 21 Starting Wealth tiles. Each: (gear, position) blocked by a
# neutral worker in 2/3-player set-up, and the effects. Index = tile number - 1 (W1 .. W21).
WEALTH_TILES = (
    ((PALENQUE, 1), (_g(CORN, 3), _t(QUETZALCOATL), _tech(AGRICULTURE))),  # W1
    ((PALENQUE, 3), (_g(CORN, 5), _g(GOLD), _t(QUETZALCOATL))),  # W2
    ((PALENQUE, 5), (_g(STONE), _g(GOLD), _tech(AGRICULTURE))),  # W3
    ((PALENQUE, 7), (_g(CORN, 9), _g(STONE))),  # W4
    # W5 gives 1 wood besides its steps: tomisme/tzolkin and a second, independent source
    # (the hardening issue's check) agree; only SH11235/Tzolkin gives none, which the option
    # `w5_no_wood` keeps (W5_NO_WOOD below). The other tiles with a temple step and a
    # technology (W1, W9) add material too.
    ((YAXCHILAN, 1), (_g(WOOD), _t(KUKULCAN), _tech(EXTRACTION))),  # W5
    ((YAXCHILAN, 3), (_g(CORN, 2), _g(WOOD, 2), _t(KUKULCAN))),  # W6
    ((YAXCHILAN, 5), (_g(CORN, 4), _g(WOOD), _tech(EXTRACTION))),  # W7
    ((YAXCHILAN, 7), (_g(CORN, 3), _g(WOOD, 2), _g(STONE))),  # W8
    ((TIKAL, 1), (_g(CORN, 2), _t(CHAAC), _tech(ARCHITECTURE))),  # W9
    ((TIKAL, 3), (_g(CORN, 6), _g(STONE, 2))),  # W10
    ((TIKAL, 5), (_g(CORN, 3), _g(GOLD), _tech(ARCHITECTURE))),  # W11
    ((TIKAL, 7), (_g(CORN, 6), _g(WOOD), _g(STONE))),  # W12
    ((UXMAL, 1), (_g(CORN, 5), _g(STONE), _t(CHAAC))),  # W13
    ((UXMAL, 3), (_g(CORN, 3), _g(WOOD), (FARM_ONE, 1, 0))),  # W14
    ((UXMAL, 5), ((WORKER, 1, 0),)),  # W15
    ((UXMAL, 7), (_g(CORN, 8), _g(GOLD))),  # W16
    ((CHICHEN, 0), (_g(CORN, 4), _g(WOOD), _g(SKULL))),  # W17
    ((CHICHEN, 3), (_g(CORN, 5), _g(STONE), _tech(THEOLOGY))),  # W18
    ((CHICHEN, 5), (_g(CORN, 4), _g(WOOD, 3))),  # W19
    ((CHICHEN, 7), (_g(CORN, 2), _g(WOOD, 2), _tech(THEOLOGY))),  # W20
    ((CHICHEN, 10), (_g(CORN, 7), _g(WOOD, 2))),  # W21
)
W5 = 4  # index of tile W5
W5_NO_WOOD = (_t(KUKULCAN), _tech(EXTRACTION))  # THIRD-PARTY SH11235/Tzolkin's W5 (option)
WEALTH_DEALT = 4  # [SEED] §2.3: deal 4 ...
WEALTH_KEPT = 2  # ... keep 2

# -- final scoring ----------------------------------------------------------------------------
CORN_PER_VP = 4  # [SEED] §6
SKULL_VP = 3  # [SEED] §6
