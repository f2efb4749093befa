"""Anytime Discovery tiles and the 3-cocoa unlock inside an action (spec §4.1, §4.11, §4.14:
"at any time during your turn", [P] "even right after gaining it"), and the order of
Worship option (c) ("in any order", §4.4, §9.1.5). Each test is a case where using a tile
(or paying the unlock) in the middle of the action changes what the action gives."""

from teotihuacan_helpers import (
    RED,
    blank,
    die,
    give,
    legal,
    owned,
    play,
    res,
    show_pyramid_tile,
    slot_tile,
    stock,
    take,
    tech,
    temple,
)

from meeple.games.teotihuacan import data as D

PALACE_SLOT, QUARRY_SLOT = 0, 2
GREEN_3 = 2  # index of the green temple's step-3 pile in `major`


def _pile(s, pile: list, *kinds: int) -> None:
    """Make a Discovery pile (a major step or an Avenue step) hold exactly `kinds`."""
    s.disc_stack.extend(pile)
    pile.clear()
    for kind in kinds:
        take(s, kind)
        pile.append(kind)
    s.touch()


def test_palace_both_tile_first_funds_the_royal_trade():
    """The Palace's slot tile is taken first (1 gold), used at once (+4 cocoa), and the
    cocoa pays R-GoldStone three times; effect first, the trade had no cocoa."""
    for order, gained in (("tile first", 3), ("effect first", 0)):
        s = blank()
        slot_tile(s, PALACE_SLOT, D.D_COCOA4)
        die(s, RED, 0, D.GOLD_DEPOSITS, power=3)
        res(s, RED, gold=1, cocoa=1)  # 1 cocoa for "both", 1 gold for the tile
        play(s, "move gold 3", "to palace", "worship goldstone", "both")
        assert legal(s) == ["effect first", "tile first"]
        play(s, order)
        if order == "tile first":
            assert legal(s) == ["use cocoa4", "continue"]
            play(s, "use cocoa4", "continue")
            # (the unlock is open too: 4 cocoa now, and the die is locked on the tile)
            assert legal(s) == ["unlock pay", "0 times", "1 times", "2 times", "3 times"]
            play(s, "3 times")
        assert stock(s, RED) == (0, gained, gained)
        assert owned(s, RED, D.D_COCOA4) == (0 if order == "tile first" else 1)


def test_palace_both_tile_first_moves_the_avenue_before_avenue_vp():
    """R-AvenueVP scores min(Avenue, P + 1): the Avenue tile taken and used first counts."""
    for order, vp in (("tile first", 3), ("effect first", 2)):
        s = blank()
        s.royals[0] = D.R_AVENUE_VP
        slot_tile(s, PALACE_SLOT, D.D_AVENUE)  # costs 1 cocoa
        _pile(s, s.avenue_tiles[0])  # nothing to claim on Avenue step 3
        s.avenue[RED] = 2
        die(s, RED, 0, D.GOLD_DEPOSITS, power=2)
        res(s, RED, cocoa=2)
        play(s, "move gold 2", "to palace", "worship avenuevp", "both", order)
        if order == "tile first":
            play(s, "use avenue")  # nothing else to use: the action goes on at once
        assert s.vp[RED] == vp


def test_effect_first_gives_a_tile_that_pays_for_the_slot_tile():
    """Option (c), effect first: the green step gives a Cocoa tile (major step), which is
    used before the slot's tile (1 cocoa) is paid: the seat is asked before it is lost."""
    s = blank()
    slot_tile(s, QUARRY_SLOT, D.D_ANY_TEMPLE)  # costs 1 cocoa, unaffordable at first
    _pile(s, s.major[GREEN_3], D.D_COCOA4)
    s.temple[3 * RED + D.GREEN] = 2
    die(s, RED, 0, D.PALACE)
    res(s, RED, gold=1, cocoa=1)
    play(s, "move palace 1", "to quarry", "worship", "both")  # no order to ask: tile unaffordable
    play(s, "claim cocoa4")
    assert legal(s) == ["use cocoa4", "continue"]
    play(s, "use cocoa4", "continue")
    assert owned(s, RED, D.D_ANY_TEMPLE) == 1 and s.cocoa[RED] == 3
    assert temple(s, RED, D.GREEN) == 3


def test_construction_tile_gained_mid_action_pays_the_next_pyramid_tile():
    """A matched green icon climbs to green step 3 and its free Res2 tile, used between the
    tiles of the same action, pays the second tile's 2 stone."""
    s = blank()
    show_pyramid_tile(s, 13)  # b - G -: its green BR corner matches r1c1 (g)
    _pile(s, s.major[GREEN_3], D.D_RES2)
    s.temple[3 * RED + D.GREEN] = 2
    die(s, RED, 0, D.CONSTRUCTION)
    die(s, RED, 1, D.FOREST)
    res(s, RED, stone=2, cocoa=1)
    play(s, "move forest 1", "to construction", "main", "tile 1 b-G-", "at 1:11", "rotate 0")
    play(s, "claim res2")
    assert legal(s) == ["use res2", "stop"]  # no stone left for a second tile, yet
    play(s, "use res2", "stone", "stone")
    tile = next(a for a in legal(s) if a.startswith("tile"))
    play(s, tile, "at 1:14", "rotate 0")
    assert s.ptrack[RED] == 2 and stock(s, RED) == (0, 0, 0)


def test_a_tile_claimed_mid_action_pays_the_extra_power_up():
    """T-PowerUp's extra power-up costs 1 cocoa: the Cocoa tile claimed on the Avenue during
    the Nobles action pays it."""
    s = blank()
    tech(s, RED, D.T_POWERUP)
    _pile(s, s.avenue_tiles[0], D.D_COCOA4)
    s.avenue[RED] = 2
    w = die(s, RED, 0, D.DECORATIONS)
    res(s, RED, wood=2, gold=1, cocoa=0)
    play(s, "move decorations 1", "to nobles", "main", "claim cocoa4", "up nobles 1")
    assert legal(s) == ["use cocoa4", "skip"]
    play(s, "use cocoa4", "up nobles 2")
    assert s.wpower[w] == 3 and s.cocoa[RED] == 3


def test_unlock_paid_mid_action_frees_a_die_for_the_power_up():
    """Cocoa from the Forest pays the 3-cocoa unlock before the power-ups: the die locked
    on the Forest's worship space joins the general area and can be powered up."""
    s = blank()
    for slot in range(2):
        die(s, RED, slot, D.FOREST, power=4)
    die(s, RED, 2, D.ALCHEMY, power=4)
    locked = die(s, RED, 3, D.FOREST, power=1, space=3)
    res(s, RED, cocoa=1)
    play(s, "move alchemy 4", "to forest", "main")  # 3 dice, lowest 4: 4 wood + 5 cocoa
    assert stock(s, RED) == (4, 0, 0) and s.cocoa[RED] == 5
    assert "unlock pay" in legal(s) and "up forest 1" not in legal(s)
    assert "unlock pay" in s.prompt()
    play(s, "unlock pay", "up forest 1")
    assert s.wpower[locked] == 2 and s.wlock[locked] == -1 and s.cocoa[RED] == 2


def test_no_tile_use_between_a_die_and_its_destination_nor_inside_one_pyramid_tile():
    s = blank()
    give(s, RED, D.D_VP4)
    die(s, RED, 0, D.FOREST)
    res(s, RED, stone=2, cocoa=1)
    assert "use vp4" in legal(s)  # before the move
    play(s, "move forest 1")
    assert "use vp4" not in legal(s)
    play(s, "to construction", "main")
    assert "use vp4" in legal(s)  # before each Pyramid tile
    play(s, next(a for a in legal(s) if a.startswith("tile")), "at 1:11")
    assert "use vp4" not in legal(s)  # choosing the rotation


def test_a_construction_left_unable_to_build_ends_with_nothing_built():
    """Mid-Construction, an anytime green-temple tile claims a mask that costs the one wood the
    level-2 tiles needed (level 1 is full): the action offers only stopping, and ends with
    nothing of what building gives (found by a search bot; it used to be a decision with no
    legal move)."""
    import json
    from pathlib import Path

    import meeple

    path = Path(__file__).parent / "positions" / "construction_then_a_mask_takes_the_wood.json"
    s = meeple.load("teotihuacan").from_dict(json.loads(path.read_text()))
    play(s, "continue", "unlock pay", "end turn", "move quarry 2", "to construction", "main")
    assert "use green" in legal(s) and any(m.startswith("tile ") for m in legal(s))
    power, vp = [s.wpower[w] for w in range(4)], s.vp[RED]
    play(s, "use green")
    assert legal(s) == ["claim mask2", "decline"]
    seen = len(s.log())
    play(s, "claim mask2")
    assert s.log()[seen] == "Red stops building (only choice)"
    assert stock(s, RED) == (0, 4, 0)  # the wood paid the mask, the stone is unspent
    assert [s.wpower[w] for w in range(4)] == power and s.vp[RED] == vp  # no power-up, no VP
