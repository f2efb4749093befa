"""Caylus component data: every number of the rulebook, as plain tables.

Sources, in the spec's tags (`shared/rules/caylus.md` §0.1):
  {S}  stated in the seed (the Greek rulebook, `shared/seeds/002_764ab942d4bf7405.txt`);
  {Sx} fixed by a worked example of the seed;
  {P}  [from published game, not in seed]: printed on the board or tiles, which the seed's
       extraction lost (spec §8.2).
Each table names its source. `state.py` reads its numbers from here only.

Road spaces are numbered 1..28 in the book; the engine indexes them 0..27 (`space - 1`).
"""

from __future__ import annotations

from typing import NamedTuple

from meeple.core.i18n import N_

# -- resources (spec §0.3) {S} ---------------------------------------------------------------

FOOD, WOOD, STONE, CLOTH, GOLD = range(5)
RESOURCES = (N_("food"), N_("wood"), N_("stone"), N_("cloth"), N_("gold"))
NON_GOLD = (FOOD, WOOD, STONE, CLOTH)

# -- players (spec §1.1, §1.2, §2.1) {S} -------------------------------------------------------

PLAYER_COLOURS = (N_("Blue"), N_("Red"), N_("Green"), N_("Orange"), N_("Black"))  # {S}, seat 0 first
COLOUR_MARK = ("Bu", "Re", "Gr", "Or", "Bk")  # two letters for the compact board
WORKERS = 6  # per player {S}
START_DENIERS = (5, 6, 6, 7, 7)  # by turn-order position 1..5, 3-5 players {S}
START_DENIERS_TWO_PLAYERS = 5  # both players {S} (spec §2.3)
START_CUBES = (2, 1, 0, 0, 0)  # 2 food + 1 wood each {S}

# -- the board (spec §1.3, §8.2) ---------------------------------------------------------------

ROAD_LENGTH = 28  # road spaces after the bridge {P}
NEUTRAL_SPACES = 6  # the neutral tiles lie on road spaces 1..6 {S}
AGENTS_START_SPACE = 6  # Bailiff and Provost start on the last neutral tile {S}, space 6 {P}
STABLES_SPACES = 3  # {S}

# -- placement and special buildings (spec §3.2, §3.3, §8.1) {S} -----------------------------

FIRST_PASS_BONUS = 1  # deniers for the first player to pass
OWN_BUILDING_COST = 1  # deniers to place on one's own building
INN_COST = 1  # deniers per placement for the Inn's right-circle player
TWO_PLAYER_LATE_COST = 3  # 2 players: price of a non-own placement once the other passed (§2.3)
OWNER_PP = 1  # PP for a building's owner when an opponent places a worker on it
TRADING_POST_DENIERS = 3
GUILD_MOVE = 3  # Merchants' Guild: Provost 1..3 spaces either way, free
JOUST_DENIERS, JOUST_CLOTH = 1, 1  # Joust Field: 1 denier + 1 cloth -> 1 royal favor
PROVOST_MOVE = 3  # phase 4: 1..3 spaces at PROVOST_SPACE_COST deniers each
PROVOST_SPACE_COST = 1
BAILIFF_STEP, BAILIFF_STEP_PROVOST_AHEAD = 1, 2  # phase 7 (§3.7; level: 1, A-3)
TWO_PLAYERS = 2  # the 2-player rules apply (§2.3)

# -- income (spec §3.1) {S} --------------------------------------------------------------------

BASE_INCOME = 2
RESIDENCE_INCOME = 1

# -- special buildings (spec §4.1) {S} ---------------------------------------------------------

GATE, TRADING_POST, GUILD, JOUST, STABLES, INN = range(6)
SINGLE_SPECIALS = STABLES  # Gate, Trading Post, Guild, Joust Field: one worker each
SPECIAL_NAMES = ("gate", "trading post", "guild", "joust", "stables", "inn")

# -- road buildings (spec §4.2-§4.8) -----------------------------------------------------------

WOODEN, STONE_B, PRESTIGE, NEUTRAL, FIXED, RESIDENTIAL = range(6)
CATEGORY_NAMES = ("wooden", "stone", "prestige", "neutral", "fixed", "residential")

# activation effects (spec §3.5)
NO_EFFECT, PRODUCE, PRODUCE_BONUS, BUILD, LAWYER, MARKET, PEDDLER, TRADE = range(8)

# what a TRADE pays and gains (spec §3.5 f-j)
PAY_DENIERS, PAY_CLOTH, PAY_GOLD, PAY_CUBES = range(4)
GAIN_PP, GAIN_GOLD = range(2)


class Building(NamedTuple):
    """One road building. `cost` counts (food, wood, stone, cloth, gold); `any_cubes` is the
    number of extra "any cube" (gold allowed) it costs; `effect`/`param` give its activation."""

    name: str
    category: int
    cost: tuple[int, int, int, int, int] = (0, 0, 0, 0, 0)
    any_cubes: int = 0
    vp: int = 0
    favors: int = 0  # royal favors to the builder on construction
    income: int = 0  # deniers per turn to the owner (phase 1)
    effect: int = NO_EFFECT
    param: tuple = ()


def _c(food=0, wood=0, stone=0, cloth=0, gold=0) -> tuple[int, int, int, int, int]:
    return (food, wood, stone, cloth, gold)


# PRODUCE param: the alternatives (cube vectors) the worker's owner chooses from (one: no choice).
# PRODUCE_BONUS param: (the output, the owner's bonus choices) (spec §3.5 a).
# BUILD param: the category built. MARKET param: price. PEDDLER param: (max cubes, price each).
# TRADE param: the options ((pay kind, pay count), (gain kind, gain count)), exactly one used.

BUILDINGS: tuple[Building, ...] = (
    # Wooden buildings (spec §4.4): costs, VP and effects {P}; Farm (food) cost/VP {Sx},
    # its output and the Peddler's "1 or 2 cubes" and Mason/Lawyer effects {S}.
    Building(N_("food farm"), WOODEN, _c(food=1, wood=1), 0, 2,
             effect=PRODUCE, param=(_c(food=2), _c(cloth=1))),
    Building(N_("cloth farm"), WOODEN, _c(food=1, wood=1), 0, 2,
             effect=PRODUCE, param=(_c(cloth=2), _c(food=1))),
    Building(N_("sawmill"), WOODEN, _c(food=1, wood=1), 0, 2, effect=PRODUCE, param=(_c(wood=2),)),
    Building(N_("quarry"), WOODEN, _c(food=1, wood=1), 0, 2, effect=PRODUCE, param=(_c(stone=2),)),
    Building(N_("market"), WOODEN, _c(wood=1), 1, 4, effect=MARKET, param=6),
    Building(N_("peddler"), WOODEN, _c(wood=1), 1, 4, effect=PEDDLER, param=(2, 1)),
    Building(N_("mason"), WOODEN, _c(food=1, wood=1), 0, 4, effect=BUILD, param=STONE_B),
    Building(N_("lawyer"), WOODEN, _c(wood=1, cloth=1), 0, 4, effect=LAWYER),
    # Stone buildings (spec §4.5): costs and VP {P} except Park {Sx}; effects of the farm,
    # Church, Tailor, Bank, Alchemist {S}; Park, Workshop, Jeweller {P}. Church VP and the
    # Tailor's trades depend on the ruleset (RULESETS below).
    Building(N_("stone farm"), STONE_B, _c(food=1, stone=1), 0, 3,
             effect=PRODUCE_BONUS, param=(_c(food=2, cloth=1), (FOOD, CLOTH))),
    Building(N_("park"), STONE_B, _c(food=1, stone=1), 0, 3,
             effect=PRODUCE_BONUS, param=(_c(food=1, wood=2), (WOOD, FOOD))),
    Building(N_("workshop"), STONE_B, _c(food=1, stone=1), 0, 3,
             effect=PRODUCE_BONUS, param=(_c(stone=2, cloth=1), (STONE, CLOTH))),
    Building(N_("architect"), STONE_B, _c(food=1, stone=1), 0, 6, effect=BUILD, param=PRESTIGE),
    Building(N_("tailor"), STONE_B, _c(wood=1, stone=1), 0, 6, effect=TRADE,
             param=(((PAY_CLOTH, 1), (GAIN_PP, 2)), ((PAY_CLOTH, 3), (GAIN_PP, 6)))),
    Building(N_("church"), STONE_B, _c(stone=1, cloth=1), 0, 4, favors=1, effect=TRADE,
             param=(((PAY_DENIERS, 2), (GAIN_PP, 3)), ((PAY_DENIERS, 4), (GAIN_PP, 5)))),
    Building(N_("bank"), STONE_B, _c(wood=1, stone=1), 0, 6, effect=TRADE,
             param=(((PAY_DENIERS, 2), (GAIN_GOLD, 1)), ((PAY_DENIERS, 5), (GAIN_GOLD, 2)))),
    Building(N_("alchemist"), STONE_B, _c(food=1, stone=1), 0, 6, effect=TRADE,
             param=(((PAY_CUBES, 2), (GAIN_GOLD, 1)), ((PAY_CUBES, 4), (GAIN_GOLD, 2)))),
    Building(N_("jeweller"), STONE_B, _c(stone=1, cloth=1), 0, 6, effect=TRADE,
             param=(((PAY_GOLD, 1), (GAIN_PP, 5)), ((PAY_GOLD, 2), (GAIN_PP, 9)))),
    # Prestige buildings (spec §4.8): costs and VP {P}, the Statue's {Sx}; favors and the
    # Library/Hotel income {S}.
    Building(N_("statue"), PRESTIGE, _c(stone=2, gold=1), 0, 7, favors=1),
    Building(N_("theater"), PRESTIGE, _c(wood=3, gold=2), 0, 14, favors=1),
    Building(N_("university"), PRESTIGE, _c(stone=3, gold=2), 0, 14, favors=1),
    Building(N_("monument"), PRESTIGE, _c(stone=4, gold=2), 0, 14, favors=2),
    Building(N_("granary"), PRESTIGE, _c(food=3, gold=1), 0, 10),
    Building(N_("weaver"), PRESTIGE, _c(cloth=3, gold=1), 0, 12),
    Building(N_("cathedral"), PRESTIGE, _c(stone=5, gold=3), 0, 25),
    Building(N_("library"), PRESTIGE, _c(wood=3, gold=1), 0, 10, income=1),
    Building(N_("hotel"), PRESTIGE, _c(stone=3, gold=2), 0, 16, income=2),
    # Neutral tiles (spec §4.2): Carpenter {S}; outputs and the market price {P}.
    Building(N_("farm"), NEUTRAL, effect=PRODUCE, param=(_c(food=1), _c(cloth=1))),
    Building(N_("forest"), NEUTRAL, effect=PRODUCE, param=(_c(wood=1), _c(food=1))),
    Building(N_("sawmill"), NEUTRAL, effect=PRODUCE, param=(_c(wood=1),)),
    Building(N_("quarry"), NEUTRAL, effect=PRODUCE, param=(_c(stone=1),)),
    Building(N_("market"), NEUTRAL, effect=MARKET, param=4),
    Building(N_("carpenter"), NEUTRAL, effect=BUILD, param=WOODEN),
    # Fixed buildings printed on the board (spec §4.3): the Peddler's 1-cube limit {S}, its
    # price, the Gold Mine and the spaces {P}.
    Building(N_("peddler"), FIXED, effect=PEDDLER, param=(1, 2)),
    Building(N_("carpenter"), FIXED, effect=BUILD, param=WOODEN),
    Building(N_("gold mine"), FIXED, effect=PRODUCE, param=(_c(gold=1),)),
    # Residential (spec §4.7) {S}: +1 income, no workers.
    Building(N_("residence"), RESIDENTIAL, income=RESIDENCE_INCOME),
)

(W_FOOD_FARM, W_CLOTH_FARM, W_SAWMILL, W_QUARRY, W_MARKET, W_PEDDLER, W_MASON, W_LAWYER,
 S_FARM, S_PARK, S_WORKSHOP, S_ARCHITECT, S_TAILOR, S_CHURCH, S_BANK, S_ALCHEMIST, S_JEWELLER,
 P_STATUE, P_THEATER, P_UNIVERSITY, P_MONUMENT, P_GRANARY, P_WEAVER, P_CATHEDRAL, P_LIBRARY,
 P_HOTEL,
 N_FARM, N_FOREST, N_SAWMILL, N_QUARRY, N_MARKET, N_CARPENTER,
 F_PEDDLER, F_CARPENTER, F_GOLD_MINE,
 RESIDENCE) = range(len(BUILDINGS))
EMPTY = -1  # an unbuilt road space

TILES = 26  # wooden, stone and prestige tiles: ids 0..25, one copy each {S}
NEUTRAL_TILES = (N_FARM, N_FOREST, N_SAWMILL, N_QUARRY, N_MARKET, N_CARPENTER)  # {S}/{P}
FIXED_BUILDINGS = ((7, F_PEDDLER), (8, F_CARPENTER), (16, F_GOLD_MINE))  # (space, id) {P}
RESIDENCE_PP = 2  # PP for converting to a residence {S}
LAWYER_CLOTH, LAWYER_DENIERS = 1, 1  # conversion price at the Lawyer {S}

# -- rulesets (spec §10) --------------------------------------------------------------

# Church construction PP: seed 4 {S}; published tile 3 {P} (confirmed: English rulebook).
CHURCH_VP = {"seed": 4, "published": 3}
# Tailor: seed 1 cloth -> 2 PP or 3 -> 6 {S}; published 2 -> 4 or 3 -> 6 {P}.
TAILOR_TRADES = {
    "seed": (((PAY_CLOTH, 1), (GAIN_PP, 2)), ((PAY_CLOTH, 3), (GAIN_PP, 6))),
    "published": (((PAY_CLOTH, 2), (GAIN_PP, 4)), ((PAY_CLOTH, 3), (GAIN_PP, 6))),
}
RULESETS = ("seed", "published")

# -- the castle (spec §3.6, §5) {S}; trigger spaces {P} ----------------------------------------

DUNGEON, WALLS, TOWERS = range(3)
SECTION_NAMES = (N_("dungeon"), N_("walls"), N_("towers"))
SECTION_SPACES = (6, 10, 14)
SECTION_PP = (5, 4, 3)  # PP per house (batch)
SCORING_SPACE = (12, 18, 24)  # road space that triggers each section's scoring {P}
CASTLE_PENALTY = 2  # PP lost by a castle worker who gives no batch
# a batch: food + two different cubes among wood, stone, cloth, gold
BATCHES = ((WOOD, STONE), (WOOD, CLOTH), (WOOD, GOLD), (STONE, CLOTH), (STONE, GOLD), (CLOTH, GOLD))
# section scoring (spec §5.4): (PP change, royal favors) by houses in the section, the last
# row repeating for any larger count
SECTION_SCORING = (
    ((-2, 0), (0, 0), (0, 1)),
    ((-3, 0), (0, 0), (0, 1), (0, 2), (0, 2), (0, 3)),
    ((-4, 0), (0, 0), (0, 1), (0, 1), (0, 2), (0, 2), (0, 3)),
)

# -- royal favors (spec §6) --------------------------------------------------------------------

FAVOR_PRESTIGE, FAVOR_DENIERS, FAVOR_RESOURCES, FAVOR_BUILDINGS = range(4)
FAVOR_LINES = (N_("prestige"), N_("deniers"), N_("resources"), N_("buildings"))
OPEN_COLUMNS_START = 2  # columns 1-2 open at the start {S}
OPEN_COLUMNS_AFTER = (4, 5, 5)  # after scoring the dungeon, walls, towers {S}
FAVOR_PP = (1, 2, 3, 4, 5)  # line a) by column: range {S}, per column {P}
FAVOR_DENIER_GAIN = (3, 4, 5, 6, 7)  # line b) by column: range {S}, per column {P}
# line c) by column {S}: food; wood or stone; cloth; exchange 1 cube for 2 non-gold; gold
# line d) by column {S}: nothing; Carpenter (-1 wood); Mason (-1 stone); Lawyer (1 cloth,
# no denier); Architect (full cost, "normal cost" confirmed: English rulebook)
FAVOR_BUILD_DISCOUNT = 1  # line d) columns 2-3: 1 wood (Carpenter), 1 stone (Mason) less {S}
EXCHANGE_GIVE, EXCHANGE_TAKE = 1, 2  # line c) column 4: give 1 cube (any), take 2 non-gold
SIMPLIFIED_FAVOR_PP = 3  # the beginner variant: each favor is 3 PP instead (spec §2.4) {S}

# -- final scoring (spec §7.2) {S} -------------------------------------------------------------

GOLD_PP = 3
CUBES_PER_PP = 3
DENIERS_PER_PP = 4
