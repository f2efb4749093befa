"""The Teotibot's procedures (spec §7.3.4–§7.3.5): each Action tile, its fallbacks, the bot's
choices (ties, advancing, any temple, blue resources, Ascension).

Positions come from `solo()` (first-game ring: Palace, Quarry, Alchemy, Forest, Construction,
Decorations, Nobles, Gold Deposits clockwise); the tiles run directly on them.
"""

import random

import pytest
from teotihuacan_helpers import (
    BOT,
    bot_dice,
    bot_worship,
    dice_of,
    die,
    give,
    res,
    slot_tile,
    solo,
    stock,
    temple,
)

from meeple.games.teotihuacan import actions as A
from meeple.games.teotihuacan import data as D
from meeple.games.teotihuacan import state as S
from meeple.games.teotihuacan import teotibot as T

RNG = random.Random(0)
BW, BS, BG = 3 * BOT + D.WOOD, 3 * BOT + D.STONE, 3 * BOT + D.GOLD


def bot_temples(s):
    return [temple(s, BOT, t) for t in range(3)]


# -- CONSTRUCTION ---------------------------------------------------------------------------------


def test_construction_builds_leftmost_tile_on_lowest_level_top_left():
    """§7.3.5 Construction 1: 2 stone, the leftmost display tile on the first empty base
    square (the 2-player pre-built pattern leaves squares 2, 3, 12, 13); level VP 1 + 2 VP,
    +1 Pyramid track, +1 any temple; then the Construction die is upgraded and advanced."""
    s = solo()
    res(s, BOT, stone=3)
    s.temple[3 * BOT:3 * BOT + 3] = [1, 3, 1]
    tile = s.pyr_display[0]
    rest = s.pyr_display[1:]
    T.construction_tile(s, RNG)
    assert s.pyr[2] == tile and all(s.pyr[p] < 0 for p in (3, 12, 13))
    assert stock(s, BOT) == (0, 1, 0)
    assert s.vp[BOT] == 1 + 2 + 2  # level 1, the flat 2, red temple step 4 gives 2 VP
    assert s.ptrack[BOT] == 1
    assert bot_temples(s) == [1, 4, 1]  # the highest temple (red)
    assert s.pyr_display[:2] == rest and s.pyr_display[2] >= 0  # slid left, refilled right
    # The Construction die (power 2) became 3 and moved 1 board on, to Decorations.
    assert dice_of(s, BOT)[:2] == [("decorations", 1, True), ("decorations", 3, False)]


def test_construction_square_by_columns_with_the_polish_reading():
    """[G] "στην επάνω αριστερά θέση" (top left) vs [P] "na pierwszym od lewej wolnym polu"
    (the first free space from the left): by default the lowest level in reading order
    (square 2 of the free 2, 3, 12, 13, §9.1.9); with `bot_build_order="columns"` the
    leftmost column first, top to bottom (square 12, row 4 column 1)."""
    for order, square in (("rows", 2), ("columns", 12)):
        s = solo(bot_build_order=order)
        res(s, BOT, stone=2)
        tile = s.pyr_display[0]
        T.construction_tile(s, RNG)
        assert s.pyr[square] == tile
        assert sum(1 for p in (2, 3, 12, 13) if s.pyr[p] >= 0) == 1


def test_construction_pays_only_stone_at_level_two():
    """§7.3.5: 2 stone whatever the level (no wood); level 2 scores 3 + 2 VP."""
    s = solo()
    for p in (2, 3, 12, 13):  # fill the base
        s.pyr[p] = s.pyr_stack.pop()
    res(s, BOT, stone=2)
    T.construction_tile(s, RNG)
    # Level 2 (0,0) and (2,2) are pre-built: the first free square is (0,1), position 17.
    assert s.pyr[17] >= 0 and all(s.pyr[p] < 0 for p in range(18, 24))
    assert s.vp[BOT] == 3 + 2
    # Any temple: all at 0 → blue; its step-1 resource is gold (the least held, ties gold).
    assert bot_temples(s) == [1, 0, 0] and stock(s, BOT) == (0, 0, 1)


def test_construction_gains_stone_with_a_die_on_the_quarry():
    """§7.3.5 Construction 2–3: no Construction die, a die on the Quarry: 2 stone; the
    highest die there is upgraded and advanced."""
    s = solo()
    bot_dice(s, (D.QUARRY, 1), (D.QUARRY, 3), (D.NOBLES, 2))
    res(s, BOT, stone=5)
    T.construction_tile(s, RNG)
    assert stock(s, BOT) == (0, 7, 0)
    # The Quarry's highest (3) becomes 4 and moves 2 boards: Alchemy, Forest.
    assert dice_of(s, BOT) == [("decorations", 1, True), ("forest", 4, False),
                               ("nobles", 2, False), ("quarry", 1, False)]


def test_construction_fallback_gains_five_cocoa():
    """§7.3.5 Construction 4: neither step: 5 cocoa, the lowest die upgraded and advanced."""
    s = solo()
    bot_dice(s, (D.NOBLES, 3), (D.GOLD_DEPOSITS, 2), (D.ALCHEMY, 2))
    T.construction_tile(s, RNG)
    assert s.cocoa[BOT] == 5
    # Lowest: power 2 on Alchemy (ring 2) before Gold (ring 7); it goes 3 → next board Forest.
    assert ("forest", 3, False) in dice_of(s, BOT)
    assert s.log()[-3:] == [
        "Teotibot cannot build (2 stone, a die on Construction) nor take stone (a die on the "
        "Quarry): gains 5 cocoa instead",
        "Teotibot upgrades the Alchemy die of power 2 to 3",
        "Teotibot advances that die to Forest",
    ]


# -- DECORATIONS ----------------------------------------------------------------------------------


def test_decorations_places_top_tile_clockwise_from_the_top():
    """§7.3.5 Decorations 1: 2 gold, the top display tile on the first available space
    clockwise from the top side; 5 VP, +1 Pyramid track, +1 any temple; no matching."""
    s = solo()
    bot_dice(s, (D.DECORATIONS, 2), (D.NOBLES, 2), (D.CONSTRUCTION, 2))
    res(s, BOT, gold=3)
    s.deco[0] = s.deco_stack.pop()  # top "1" is taken; top "2" lacks base squares 1 and 2
    s.pyr[2] = -1
    tile, rest = s.deco_display[0], s.deco_display[1:]
    T.decorations_tile(s, RNG)
    assert s.deco[4] == tile  # right "1"
    assert s.deco_display[:3] == rest and s.deco_display[3] >= 0
    assert s.vp[BOT] == 5
    assert s.ptrack[BOT] == 1 and bot_temples(s) == [1, 0, 0]
    # Gold 3 − 2 = 1; blue step 1's resource: least held, stone before wood on a tie.
    assert stock(s, BOT) == (0, 1, 1)
    assert ("nobles", 3, False) in dice_of(s, BOT)  # the Decorations die: 3, on to Nobles


def test_decorations_gains_gold_then_falls_back():
    """§7.3.5 Decorations 2 and 4: the locked worship die does not count as on Decorations."""
    s = solo()
    bot_dice(s, (D.GOLD_DEPOSITS, 4), (D.NOBLES, 2), (D.CONSTRUCTION, 2))
    res(s, BOT, gold=5)
    T.decorations_tile(s, RNG)
    assert stock(s, BOT) == (0, 0, 7)
    assert ("alchemy", 5, False) in dice_of(s, BOT)  # 4 → 5, 2 boards: (Palace), Quarry, Alchemy
    s = solo()
    bot_dice(s, (D.FOREST, 2), (D.NOBLES, 2), (D.CONSTRUCTION, 2))
    res(s, BOT, gold=5)
    T.decorations_tile(s, RNG)
    assert s.cocoa[BOT] == 5 and stock(s, BOT) == (0, 0, 5)


# -- ALCHEMY ---------------------------------------------------------------------------------------


def test_alchemy_takes_lowest_numbered_free_technology_for_one_gold():
    """§7.3.5 Alchemy 1: 1 gold (whatever the printed cost), the lowest-numbered Technology
    with no marker, +1 on its column's temple, the Alchemy die upgraded and advanced."""
    s = solo()
    bot_dice(s, (D.ALCHEMY, 2), (D.NOBLES, 2), (D.CONSTRUCTION, 2))
    res(s, BOT, gold=1)
    for index in range(3):  # the top row is taken (by the human)
        s.techs[0] |= 1 << index
        s.tech_owners[index] |= 1
    T.alchemy_tile(s, RNG)
    assert s.tech_owners[3] == 1 << BOT  # decorations-vp (cost 2), bottom left: blue
    assert bot_temples(s) == [1, 0, 0]
    assert stock(s, BOT) == (0, 0, 1)  # 1 − 1 gold, then blue step 1 gives gold
    assert ("forest", 3, False) in dice_of(s, BOT)
    assert s.vp[0] == 0


def test_alchemy_with_every_technology_marked_takes_one_the_bot_lacks():
    """§7.3.5 Alchemy 1, §9.1.8: all marked: the lowest-numbered one the bot lacks; its
    owner (you) scores 3 VP."""
    s = solo()
    bot_dice(s, (D.ALCHEMY, 2), (D.NOBLES, 2), (D.CONSTRUCTION, 2))
    res(s, BOT, gold=2)
    s.tech_owners = [1, 1 << BOT, 1, 1, 1, 1]
    s.techs = [0b111101, 0b000010]
    T.alchemy_tile(s, RNG)
    assert s.tech_owners[0] == 1 | 1 << BOT  # palace-cocoa, the lowest-numbered it lacks
    assert s.vp[0] == 3
    assert stock(s, BOT) == (0, 1, 1)  # 2 − 1 gold; blue step 1: stone (gold is not least)


def test_alchemy_fallback_upgrades_lowest_twice_without_advancing():
    """§7.3.5 Alchemy 2: no gold: the lowest unlocked die +2, no cocoa, no move."""
    s = solo()
    bot_dice(s, (D.NOBLES, 2), (D.GOLD_DEPOSITS, 2), (D.ALCHEMY, 3))
    T.alchemy_tile(s, RNG)
    assert s.cocoa[BOT] == 0
    assert sorted(dice_of(s, BOT)) == sorted([("nobles", 4, False), ("gold", 2, False),
                                              ("alchemy", 3, False), ("decorations", 1, True)])


def test_alchemy_fallback_second_upgrade_after_ascension():
    """§9.2.19: the first upgrade ascends (5 VP, +1 Avenue, +1 calendar); the second goes to
    the ascended die, now power 1 on the Palace (the new lowest)."""
    s = solo()
    bot_dice(s, (D.NOBLES, 5), (D.GOLD_DEPOSITS, 5), (D.ALCHEMY, 5))
    light = s.light
    T.alchemy_tile(s, RNG)
    assert s.vp[BOT] == 5 and s.avenue[BOT] == 1 and s.light == light + 1
    assert ("palace", 2, False) in dice_of(s, BOT)  # Alchemy (ring 2) was the lowest 5


# -- NOBLES -----------------------------------------------------------------------------------------


def test_nobles_builds_on_the_row_of_the_era():
    """§7.3.5 Nobles 1: 2 wood, the next Building; top row before the 1st Eclipse, middle
    before the 2nd, then bottom; the space's VP and +1 Avenue."""
    for eclipses, row, vp in ((0, 0, 3), (1, 1, 5), (2, 2, 7)):
        s = solo()
        s.eclipses = eclipses
        res(s, BOT, wood=3)
        T.nobles_tile(s, RNG)
        assert s.nobles[row] == 1 and s.buildings == 1
        assert s.vp[BOT] == vp and s.avenue[BOT] == 1 and stock(s, BOT)[0] == 1
        assert ("gold", 3, False) in dice_of(s, BOT)  # Nobles 2 → 3, one board on


def test_nobles_row_full_takes_the_fewest_vp_space_anywhere():
    """§7.3.5 Nobles: its row full → the empty space with the fewest printed VP in any row
    (the top row's last space, 1 VP); later human Buildings still fill the top row from the
    left with its printed values."""
    s = solo()
    s.eclipses = 2
    s.nobles = [1, 0, 3]
    s.buildings = 4
    res(s, BOT, wood=2)
    T.nobles_tile(s, RNG)
    assert s.vp[BOT] == 1 and s.nobles_right == [1, 0, 0] and s.buildings == 5
    assert s._row_space(0) == 3
    assert not s.invariant_errors()
    res(s, 0, wood=2)
    s._apply_noble_row((S.F_NOBLE_ROW, 0, 1), A.NOBLE_ROW)  # you build on the top row
    assert s.vp[0] == 2 and s._row_space(0) == 2  # its 2nd space (3, 2, 2, 1, 1)


def test_nobles_gains_wood_then_falls_back():
    s = solo()
    bot_dice(s, (D.FOREST, 1), (D.NOBLES, 2), (D.CONSTRUCTION, 2))
    res(s, BOT, wood=1)
    T.nobles_tile(s, RNG)
    assert stock(s, BOT)[0] == 3
    assert dice_of(s, BOT) == [("construction", 2, False), ("construction", 2, False),
                               ("decorations", 1, True), ("nobles", 2, False)]
    s = solo()
    bot_dice(s, (D.QUARRY, 1), (D.NOBLES, 2), (D.CONSTRUCTION, 2))
    s.buildings = D.BUILDINGS  # no Building left: step 1 fails
    res(s, BOT, wood=5)
    T.nobles_tile(s, RNG)
    assert s.cocoa[BOT] == 5 and ("alchemy", 2, False) in dice_of(s, BOT)  # lowest: Quarry 1


# -- MASTERY ---------------------------------------------------------------------------------------


def test_mastery_highest_die_acts_and_is_upgraded():
    """§7.3.5 Mastery: the highest unlocked die's board acts; that die is upgraded and
    advanced."""
    s = solo()
    bot_dice(s, (D.NOBLES, 3), (D.GOLD_DEPOSITS, 2), (D.CONSTRUCTION, 2))
    res(s, BOT, wood=2)
    T.mastery_tile(s, RNG)
    assert s.buildings == 1 and s.vp[BOT] == 3
    assert ("quarry", 4, False) in dice_of(s, BOT)  # Nobles 3 → 4: Gold, (Palace), Quarry


def test_mastery_walks_through_dice_until_one_acts():
    """Mastery 3: the Palace fails, Construction without stone fails, the next die (ties:
    furthest clockwise first) on the Forest gains 2 wood and is the one upgraded."""
    s = solo()
    bot_dice(s, (D.PALACE, 4), (D.CONSTRUCTION, 2), (D.FOREST, 2))
    T.mastery_tile(s, RNG)
    assert stock(s, BOT)[0] == 2
    assert ("construction", 3, False) in dice_of(s, BOT)  # Forest 2 → 3, one board on
    assert ("construction", 2, False) in dice_of(s, BOT)
    assert ("palace", 4, False) in dice_of(s, BOT)
    assert s.log()[-6:-3] == ["Teotibot Mastery tries the Palace die of power 4",
                              "Teotibot Mastery tries the Construction die of power 2",
                              "Teotibot Mastery tries the Forest die of power 2"]


def test_mastery_with_no_die_able_falls_back():
    """Mastery 5: 5 cocoa, the lowest die upgraded and advanced."""
    s = solo()
    bot_dice(s, (D.PALACE, 3), (D.ALCHEMY, 1), (D.NOBLES, 2))
    T.mastery_tile(s, RNG)
    assert s.cocoa[BOT] == 5
    assert ("forest", 2, False) in dice_of(s, BOT)  # Alchemy 1 → 2 → Forest


# -- WORSHIP ----------------------------------------------------------------------------------------


def test_worship_moves_to_next_panel_unlocks_you_and_climbs_two_steps():
    """§7.3.5 Worship: Decorations → the next panel clockwise is Gold Deposits (blue); your
    die there is unlocked; 2 blue steps with both rewards; the slot tile is replaced."""
    s = solo()
    you = die(s, 0, 0, D.GOLD_DEPOSITS, 2, 5)
    old = s.slots[3]
    T.worship_tile(s, RNG)
    assert s.wlock[you] == -1 and s.wboard[you] == D.GOLD_DEPOSITS
    assert s.worship[5] == 4 * BOT + 3 and s.worship[6] == -1
    assert bot_temples(s) == [2, 0, 0]
    assert sum(stock(s, BOT)) == 2  # two blue resources
    assert old in s.discard and s.slots[3] != -1
    assert not s.invariant_errors()


def test_worship_onto_decorations_climbs_three_steps_on_any_temple():
    """From the Forest the next panel clockwise is Decorations: 3 steps on any temple (the
    highest: green), printed rewards only (green 3 is a major step)."""
    s = solo()
    bot_worship(s, D.FOREST)
    s.temple[3 * BOT:3 * BOT + 3] = [1, 1, 2]
    T.worship_tile(s, RNG)
    assert s.worship[6] == 4 * BOT + 3
    assert bot_temples(s) == [1, 1, 5]
    assert s.cocoa[BOT] == 1 + 2 + 2  # green steps 3, 4, 5; step 3 is major: printed reward


def test_worship_onto_decorations_climbs_one_temple_three_steps():
    """The 3 steps go up one temple, picked once by the any-temple rule: [G] "το bot
    προχωρά σε οποιονδήποτε ναό κατά 3 βήματα", [P] "awansuje o trzy stopnie na torze
    dowolnej Świątyni" (three steps on the track of any temple). From step 10 of green (its
    highest) the first step reaches the top (5 VP) and the other two are lost (§4.8:
    "if for any reason you cannot advance, you do not move"); they do not go to blue."""
    s = solo()
    bot_worship(s, D.FOREST)
    s.temple[3 * BOT:3 * BOT + 3] = [3, 2, 10]
    vp = s.vp[BOT]
    T.worship_tile(s, RNG)
    assert bot_temples(s) == [3, 2, 11]
    assert s.vp[BOT] - vp == 5 and s.cocoa[BOT] == 0 and stock(s, BOT) == (0, 0, 0)


def test_worship_steps_skip_the_palace():
    """The Palace's Royal spaces are never used: from Gold Deposits (ring 7) the next panel
    is the Stone Quarry (ring 1, green)."""
    s = solo()
    bot_worship(s, D.GOLD_DEPOSITS)
    T.worship_tile(s, RNG)
    assert s.worship[4] == 4 * BOT + 3
    assert bot_temples(s) == [0, 0, 2] and s.cocoa[BOT] == 2


# -- MASK COLLECTING --------------------------------------------------------------------------------


def test_mask_collecting_takes_the_rarest_affordable_mask():
    """§7.3.5 Mask Collecting: the rarest mask the bot lacks and can pay; the slot refilled;
    no dice move."""
    s = solo()
    slot_tile(s, 0, D.D_MASK4)
    slot_tile(s, 1, D.D_MASK2)
    slot_tile(s, 2, D.D_MASK1)
    res(s, BOT, wood=1, gold=1, cocoa=2)
    before = dice_of(s, BOT)
    refill = s.disc_stack[-1]
    T.mask_tile(s, RNG)
    assert s.disc[D.DISCOVERY_KINDS * BOT + D.D_MASK1] == 1  # rarity 1; cost 2 cocoa + 1 gold
    assert s.cocoa[BOT] == 0 and stock(s, BOT) == (1, 0, 0)
    assert s.slots[2] == refill
    assert dice_of(s, BOT) == before


def test_mask_collecting_ties_go_clockwise_from_the_palace_and_skip_owned():
    """Same rarity: the first clockwise from (and including) the Palace; masks the bot owns
    or cannot pay are skipped."""
    s = solo()
    slot_tile(s, 0, D.D_MASK5)   # Palace: owned below
    slot_tile(s, 1, D.D_MASK6)   # Forest, ring 3
    slot_tile(s, 2, D.D_MASK7)   # Quarry, ring 1: first clockwise
    slot_tile(s, 3, D.D_MASK1)   # Gold: cannot pay
    give(s, BOT, D.D_MASK5)
    res(s, BOT, wood=1)
    T.mask_tile(s, RNG)
    assert s.disc[D.DISCOVERY_KINDS * BOT + D.D_MASK7] == 1
    assert not s.invariant_errors()


@pytest.mark.parametrize("rule,taken", [
    ("one", [D.D_MASK1]),
    ("all", [D.D_MASK1, D.D_MASK6, D.D_MASK7]),
])
def test_mask_collecting_one_mask_or_each_with_the_polish_reading(rule, taken):
    """[G] takes one mask ("πάρε αυτήν με το μικρότερο αριθμό σπανιότητας"); [P] can be read
    as taking them in turn ("w pierwszej kolejności pozyskuje Maskę oznaczoną cyfrą o
    najniższej wartości ... pozyskuje je w kolejności zgodnej z ruchem wskazówek zegara"):
    with `bot_masks="all"` it takes every mask it lacks and can pay among those shown,
    rarest first, then clockwise from the Palace, while it can pay (here: the rarity-1 mask,
    then the Palace's mask 6 and the Quarry's mask 7; the Forest's second mask 6 is owned by
    then, and no wood is left for the Decorations' mask 4)."""
    s = solo(bot_masks=rule)
    slot_tile(s, 0, D.D_MASK6)   # Palace
    slot_tile(s, 1, D.D_MASK6)   # Forest, ring 3
    slot_tile(s, 2, D.D_MASK7)   # Quarry, ring 1
    slot_tile(s, 3, D.D_MASK1)   # Gold Deposits
    slot_tile(s, 4, D.D_MASK4)   # Decorations, ring 5
    res(s, BOT, wood=2, gold=1, cocoa=2)
    before = dice_of(s, BOT)
    T.mask_tile(s, RNG)
    owned = [k for k in range(D.MASK_KINDS) for _ in range(s.disc[D.DISCOVERY_KINDS * BOT + k])]
    assert owned == sorted(taken)
    assert s.cocoa[BOT] == 0 and stock(s, BOT) == ((2, 0, 0) if rule == "one" else (0, 0, 0))
    assert dice_of(s, BOT) == before  # no fallback, no dice moved
    assert not s.invariant_errors()


def test_mask_collecting_fallback():
    """Mask Collecting 2: a mask it cannot pay (1 wood): 5 cocoa, lowest die up and on."""
    s = solo()
    slot_tile(s, 0, D.D_MASK4)
    T.mask_tile(s, RNG)
    assert s.cocoa[BOT] == 5 and s.slots[0] == D.D_MASK4
    assert ("decorations", 3, False) in dice_of(s, BOT)  # Construction 2 → 3, one board


# -- the bot's choices (§7.3.4) -----------------------------------------------------------------------


def test_highest_and_lowest_ties():
    """Highest: furthest clockwise from the Palace; lowest: closest."""
    s = solo()
    bot_dice(s, (D.QUARRY, 3), (D.NOBLES, 3), (D.FOREST, 3))
    assert s.wboard[T._highest(s)] == D.NOBLES
    assert s.wboard[T._lowest(s)] == D.QUARRY


def test_upgrade_on_a_board_takes_the_highest_there():
    s = solo()
    bot_dice(s, (D.QUARRY, 1), (D.QUARRY, 4), (D.NOBLES, 5))
    assert s.wpower[T._highest(s, D.QUARRY)] == 4


def test_advance_one_board_at_power_three_two_at_four_skipping_palace():
    """§7.3.4: power 1–3 one board, 4–5 two; the Palace is never counted."""
    s = solo()
    bot_dice(s, (D.GOLD_DEPOSITS, 3), (D.NOBLES, 4), (D.CONSTRUCTION, 5))
    T.advance(s, 4)
    T.advance(s, 5)
    T.advance(s, 6)
    assert s.wboard[4] == D.QUARRY  # Gold (7) → Quarry (1)
    assert s.wboard[5] == D.QUARRY  # Nobles (6) → Gold (7) → Quarry (1)
    assert s.wboard[6] == D.NOBLES  # Construction (4) → Decorations → Nobles


def test_any_temple_highest_then_blue_red_green_and_skips_the_top():
    s = solo()
    s.temple[3 * BOT:3 * BOT + 3] = [3, 3, 2]
    T.any_temple(s)
    assert bot_temples(s) == [4, 3, 2]  # tie blue/red → blue (step 4: printed resource)
    s.temple[3 * BOT:3 * BOT + 3] = [11, 5, 5]
    T.any_temple(s)
    assert bot_temples(s) == [11, 6, 5]
    s.temple[3 * BOT:3 * BOT + 3] = [2, 10, 3]
    s.temple[3 * 0 + 1] = 11  # you hold the red top: the bot tries red, the step is lost
    T.any_temple(s)
    assert bot_temples(s) == [2, 10, 3]


def test_any_temple_skips_a_blocked_temple_with_the_option():
    s = solo(bot_skip_blocked=True)
    s.temple[3 * BOT:3 * BOT + 3] = [2, 10, 3]
    s.temple[3 * 0 + 1] = 11  # you hold the red top: the bot climbs green instead
    T.any_temple(s)
    assert bot_temples(s) == [2, 10, 4]


def test_blue_resource_is_the_least_held_gold_stone_wood():
    s = solo()
    res(s, BOT, wood=1, stone=1, gold=1)
    T.advance_temple(s, D.BLUE)
    assert stock(s, BOT) == (1, 1, 2)
    T.advance_temple(s, D.BLUE)
    assert stock(s, BOT) == (1, 2, 2)
    T.advance_temple(s, D.BLUE)
    assert stock(s, BOT) == (2, 2, 2)


def test_major_step_gives_the_printed_reward_not_a_tile():
    s = solo()
    s.temple[3 * BOT + D.RED] = 4
    tiles = list(s.major[1])
    stack = list(s.stack)
    s._advance_temple(BOT, D.RED)
    assert s.vp[BOT] == 2 and s.major[1] == tiles
    assert s.stack == stack  # no claim decision for the bot


def test_avenue_discovery_steps_give_the_bot_nothing():
    s = solo()
    s.avenue[BOT] = 2
    before = [list(p) for p in s.avenue_tiles]
    stack = list(s.stack)
    s._advance_avenue(BOT)
    assert s.avenue[BOT] == 3 and s.avenue_tiles == before and s.stack == stack


def test_ascension_takes_five_vp_and_the_new_die_advances():
    """§7.3.4: 5 VP, +1 Avenue, +1 calendar; the new power-1 die on the Palace advances one
    board (to the Quarry)."""
    s = solo()
    bot_dice(s, (D.FOREST, 2), (D.NOBLES, 5), (D.CONSTRUCTION, 2))
    res(s, BOT, wood=2)
    light = s.light
    T.nobles_tile(s, RNG)
    assert s.vp[BOT] == 3 + 5
    assert s.avenue[BOT] == 2 and s.light == light + 1
    assert ("quarry", 1, False) in dice_of(s, BOT)
