"""Royal tiles (spec §6.A.3), Technologies (§6.A.2), Discovery tiles (§6.A.4)."""

import pytest
from teotihuacan_helpers import (
    BLUE,
    RED,
    blank,
    die,
    give,
    legal,
    owned,
    play,
    res,
    show_decoration_tile,
    slot_tile,
    stock,
    tech,
    temple,
)

from meeple.games.teotihuacan import data as D

# -- Royal tiles ----------------------------------------------------------------------------------


def _palace(royal, power, cocoa=1, wood=0, stone=0, gold=0):
    """Red's die of `power` worships on the Palace's first Royal tile, option (a)."""
    s = blank()
    if royal in s.royals:  # keep the Royal tiles distinct, as a real setup does
        s.royals[s.royals.index(royal)] = s.royals[0]
    s.royals[0] = royal
    die(s, RED, 0, D.GOLD_DEPOSITS, power)
    res(s, RED, wood, stone, gold, cocoa=cocoa)
    play(s, f"move gold {power}", "to palace", f"worship {D.ROYAL_NAMES[royal]}", "effect")
    return s


def test_royal_cocoa():
    s = _palace(D.R_COCOA_TILE, 2)
    assert s.cocoa[RED] == 1 + 3


@pytest.mark.parametrize("royal,other", [(D.R_WOOD_STONE, D.WOOD), (D.R_GOLD_STONE, D.GOLD)])
def test_royal_cocoa_for_resources(royal, other):
    """1 cocoa → 1 wood (gold) + 1 stone, up to P times."""
    s = _palace(royal, 3, cocoa=2)
    assert legal(s) == ["0 times", "1 times", "2 times"]
    play(s, "2 times")
    assert s.cocoa[RED] == 0 and stock(s, RED)[other] == 2 and stock(s, RED)[D.STONE] == 2


def test_royal_resources_to_cocoa():
    """1 resource → 2 cocoa, up to P times, may stop."""
    s = _palace(D.R_RES_TO_COCOA, 2, wood=1, stone=2)
    assert legal(s) == ["wood", "stone", "stop"]
    play(s, "wood", "stone")
    assert s.cocoa[RED] == 1 + 4 and stock(s, RED) == (0, 1, 0)


def test_royal_convert():
    """1 cocoa + 1 resource → P resources of choice, once."""
    s = _palace(D.R_CONVERT, 3, cocoa=1, wood=1)
    assert legal(s) == ["wood", "stop"]
    play(s, "wood", "gold", "gold", "stone")
    assert s.cocoa[RED] == 0 and stock(s, RED) == (0, 1, 2)


def test_royal_temple():
    """1 cocoa per advance on any temple, up to P − 1 times; power 1 does nothing."""
    s = _palace(D.R_TEMPLE, 3, cocoa=3)
    play(s, "red", "red")
    assert temple(s, RED, D.RED) == 2 and s.cocoa[RED] == 1
    s = _palace(D.R_TEMPLE, 1, cocoa=3)
    assert legal(s) == ["unlock pay", "end turn"]  # nothing was offered by the tile
    assert s.cocoa[RED] == 3 and s.temple[:3] == [0, 0, 0]


def test_royal_scoring_tiles():
    """R-TechVP 2 × min(techs, P); R-PyrVP 2 × min(track, P); R-AvenueVP min(Avenue, P+1)."""
    s = blank()
    for t in (0, 1, 2):
        tech(s, RED, s.tech_display[t])
    s._royal_tile(RED, D.R_TECH_VP, 2)
    assert s.vp[RED] == 4
    s.ptrack[RED] = 4
    s._royal_tile(RED, D.R_PYR_VP, 3)
    assert s.vp[RED] == 4 + 6
    s.avenue[RED] = 5
    s._royal_tile(RED, D.R_AVENUE_VP, 2)
    assert s.vp[RED] == 4 + 6 + 3


# -- Technologies ------------------------------------------------------------------------------


def test_tech_palace_cocoa_onto_and_past_the_palace():
    s = blank()
    tech(s, RED, D.T_PALACE)
    die(s, RED, 0, D.NOBLES)
    play(s, "move nobles 1", "to quarry")  # past the Palace
    assert s.cocoa[RED] == 1
    s = blank()
    tech(s, RED, D.T_PALACE)
    die(s, RED, 0, D.CONSTRUCTION)
    play(s, "move construction 1", "to gold")
    assert s.cocoa[RED] == 0


def test_tech_palace_cocoa_onto_the_palace_not_from_it_and_on_move_anywhere():
    s = blank()
    tech(s, RED, D.T_PALACE)
    die(s, RED, 0, D.GOLD_DEPOSITS)
    play(s, "move gold 1", "to palace")  # onto the Palace
    assert s.cocoa[RED] == 1
    s = blank()
    tech(s, RED, D.T_PALACE)
    play(s, "move palace 1", "to quarry")  # leaving it is not passing it
    assert s.cocoa[RED] == 0
    s = blank()
    tech(s, RED, D.T_PALACE)
    give(s, RED, D.D_MOVE_ANYWHERE)
    die(s, RED, 0, D.DECORATIONS)
    play(s, "moveany decorations 1", "to forest")  # clockwise: past the Palace
    assert s.cocoa[RED] == 1


@pytest.mark.parametrize("per_worker,cocoa", [(True, 2), (False, 1)])
def test_tech_palace_cocoa_with_double_move(per_worker, cocoa):
    """§9.2.5: 1 cocoa per die moved (option: per move)."""
    s = blank(palace_cocoa_per_worker=per_worker)
    tech(s, RED, D.T_PALACE)
    die(s, RED, 0, D.NOBLES, 1)
    die(s, RED, 1, D.NOBLES, 2)
    give(s, RED, D.D_DOUBLE_MOVE)
    play(s, "move nobles 1", "double nobles 2", "to palace")
    assert s.cocoa[RED] == cocoa


def test_tech_alchemy_nobles_vp():
    s = blank()
    tech(s, RED, D.T_ALCH_NOB)
    die(s, RED, 0, D.DECORATIONS)
    res(s, RED, wood=2, cocoa=1)
    play(s, "move decorations 1", "to nobles", "main")
    assert s.vp[RED] == 3 + 3


@pytest.mark.parametrize("now", [False, True])
def test_tech_bought_acts_from_the_next_action_unless_tech_on_purchase(now):
    """T-AlchNob and T-PowerUp bought by an Alchemy action: by default they act from the
    next action; with `tech_on_purchase` already on this one (3 VP; the paid extra
    power-up after the Alchemy power-up)."""
    s = blank(tech_on_purchase=now)
    s.tech_display = [D.T_ALCH_NOB, D.T_POWERUP, D.T_PALACE, D.T_DECO, D.T_CONSTR_VP,
                      D.T_CONSTR_TEMPLE]  # 2 bought tiles in the top row, by hand
    w = die(s, RED, 0, D.QUARRY, 1)
    res(s, RED, gold=1, cocoa=3)
    play(s, "move quarry 1", "to alchemy", "main", "tech alchemy-nobles-vp")
    assert s.vp[RED] == (3 if now else 0)  # (the blue step gives a resource)
    s = blank(tech_on_purchase=now)
    s.tech_display = [D.T_ALCH_NOB, D.T_POWERUP, D.T_PALACE, D.T_DECO, D.T_CONSTR_VP,
                      D.T_CONSTR_TEMPLE]
    w = die(s, RED, 0, D.QUARRY, 1)
    res(s, RED, gold=2, cocoa=3)
    play(s, "move quarry 1", "to alchemy", "main", "tech extra-powerup")
    assert s.wpower[w] == 2  # the Alchemy power-up, automatic
    if now:
        assert legal(s) == ["up alchemy 2", "skip"]
        play(s, "up alchemy 2")
    assert s.wpower[w] == (3 if now else 2)


@pytest.mark.parametrize("tech_id,expected", [
    (D.T_EXTRA_RES, ((0, 2, 0), 0, 0)), (D.T_COCOA_VP, ((0, 1, 0), 1, 1))])
def test_tech_resource_board_bonuses(tech_id, expected):
    s = blank()
    tech(s, RED, tech_id)
    die(s, RED, 0, D.PALACE, 2)
    res(s, RED, cocoa=0)
    s.wboard[8 + 2] = 0  # no other colour on the way
    play(s, "move palace 2", "to quarry", "main")
    assert (stock(s, RED), s.cocoa[RED], s.vp[RED]) == expected


def test_tech_decorations_vp():
    """T-Deco: +4 VP on the Decorations Main Action (GG on the left "1" space (r, b): no
    match, so 3 + 4)."""
    s = blank()
    tech(s, RED, D.T_DECO)
    show_decoration_tile(s, 2)
    die(s, RED, 0, D.CONSTRUCTION)
    res(s, RED, gold=3, cocoa=1)
    play(s, "move construction 1", "to decorations", "main", "decoration GG", "space left 1")
    assert s.vp[RED] == 3 + 4
    assert not s.invariant_errors()


def _construct(tech_id, stone=4, wood=0, workers=1):
    s = blank()
    tech(s, RED, tech_id)
    for slot in range(workers - 1):
        die(s, RED, slot, D.CONSTRUCTION)
    die(s, RED, 3, D.FOREST)
    res(s, RED, wood=wood, stone=stone, cocoa=1)
    play(s, "move forest 1", "to construction", "main")
    return s


def test_tech_construction_vp_once_per_action():
    """T-ConstrVP: +3 VP once, for a 2-tile Construction (compared with the same play
    without the tile)."""
    vp = []
    for tech_id in (D.T_CONSTR_VP, D.T_DECO):
        s = _construct(tech_id, workers=2)
        play(s, legal(s)[0], "at 1:11", "rotate 0")
        play(s, legal(s)[0], "at 1:14", "rotate 0")
        assert s.ptrack[RED] == 2
        vp.append(s.vp[RED])
    assert vp[0] == vp[1] + 3


def test_tech_construction_worker_adds_a_tile_and_a_discount():
    """T-ConstrWorker: one more worker (2 tiles with 1 die) and 1 resource off, once."""
    s = _construct(D.T_CONSTR_WORKER, stone=3)
    play(s, legal(s)[0], "at 1:11")
    assert legal(s) == ["save stone", "pay full"]  # now or on the next tile
    play(s, "save stone", "rotate 0")
    assert s.res[3 * RED + D.STONE] == 2  # the first tile cost 1 stone
    assert any(a.startswith("tile") for a in legal(s))
    play(s, legal(s)[0], "at 1:14", "rotate 0")
    assert s.res[3 * RED + D.STONE] == 0 and s.ptrack[RED] == 2


def test_tech_construction_worker_discount_may_wait_for_a_later_tile():
    """§9.2.2: the discount is once per action, not bound to the first tile: with 4 stone
    and no wood, a level-1 tile at full price, then a level-2 tile with the wood saved."""
    s = blank()
    s._lay_tile(0, s.pyr_stack.pop(), 0)  # base squares 0, 1, 4 built: (0,0) needs 5
    tech(s, RED, D.T_CONSTR_WORKER)
    die(s, RED, 3, D.FOREST)
    res(s, RED, stone=4, cocoa=0)
    play(s, "move forest 1", "to construction", "main")
    play(s, legal(s)[0], "at 1:22")
    assert legal(s) == ["save stone", "pay full"]
    play(s, "pay full", "rotate 0")
    play(s, next(a for a in legal(s) if a.startswith("tile")))
    assert "at 2:11" in legal(s)  # 2 stone left, no wood: payable with the discount
    play(s, "at 2:11", "rotate 0")  # the wood saved: the only way, taken at once
    assert s.ptrack[RED] == 2 and stock(s, RED) == (0, 0, 0)


def test_tech_construction_temple():
    s = _construct(D.T_CONSTR_TEMPLE)
    play(s, legal(s)[0], "at 1:11", "rotate 0")  # one worker: one tile, then the temple
    assert legal(s) == ["blue", "red", "green"]


def test_tech_extra_power_up_for_one_cocoa():
    """T-PowerUp: after a Main Action's power-ups, 1 cocoa for one more on that board."""
    s = blank()
    tech(s, RED, D.T_POWERUP)
    die(s, RED, 0, D.PALACE, 2)
    res(s, RED, cocoa=1)
    s.wboard[8 + 2] = 0
    s.wboard[4 + 2] = 0
    s.wboard[12 + 2] = 0
    play(s, "move palace 2", "to quarry", "main")
    assert s.wpower[0] == 3  # the mandatory one, automatic
    assert legal(s) == ["up quarry 3", "skip"]
    play(s, "up quarry 3")
    assert s.wpower[0] == 4 and s.cocoa[RED] == 0


# -- Discovery tiles ------------------------------------------------------------------------------


@pytest.mark.parametrize("kind,check", [
    (D.D_VP4, lambda s: s.vp[RED] == 4),
    (D.D_COCOA4, lambda s: s.cocoa[RED] == 4),
    (D.D_AVENUE, lambda s: s.avenue[RED] == 1),
    (D.D_RED, lambda s: temple(s, RED, D.RED) == 1),
    (D.D_GREEN, lambda s: temple(s, RED, D.GREEN) == 1),
])
def test_discovery_instant_effects(kind, check):
    s = blank()
    give(s, RED, kind)
    play(s, f"use {D.DISCOVERY_NAMES[kind]}")
    assert check(s)
    assert owned(s, RED, kind) == 0 and s.used[kind] == 1
    assert not s.invariant_errors()


@pytest.mark.parametrize("kind,count", [(D.D_RES2, 2), (D.D_RES3, 3)])
def test_discovery_resources(kind, count):
    s = blank()
    give(s, RED, kind)
    play(s, f"use {D.DISCOVERY_NAMES[kind]}")
    for _ in range(count):
        play(s, "stone")
    assert stock(s, RED) == (0, count, 0)


def test_discovery_temples():
    s = blank()
    give(s, RED, D.D_BLUE)
    give(s, RED, D.D_ANY_TEMPLE)
    play(s, "use blue", "gold", "use anytemple", "blue", "wood")
    assert temple(s, RED, D.BLUE) == 2 and stock(s, RED) == (1, 0, 1)


def test_discovery_power_up_two():
    s = blank()
    die(s, RED, 0, D.FOREST, 2)
    give(s, RED, D.D_POWERUP2)
    play(s, "use powerup2", "up forest 2", "up forest 3")
    assert s.wpower[0] == 4


def test_discovery_used_at_the_end_of_the_turn():
    """§4.11: a tile may be used at any time of the turn, also after the action."""
    s = blank()
    die(s, RED, 0, D.FOREST)
    give(s, RED, D.D_VP4)
    play(s, "move forest 1", "to construction")
    assert legal(s) == ["use vp4", "end turn"]
    play(s, "use vp4")
    assert s.vp[RED] == 4 and s.current_player() == BLUE


def test_discovery_move_anywhere():
    s = blank()
    die(s, RED, 0, D.FOREST)
    give(s, RED, D.D_MOVE_ANYWHERE)
    play(s, "moveany forest 1")
    assert len(s.legal_actions()) == 7 and "to forest" not in legal(s)
    play(s, "to gold")
    assert s.wboard[0] == D.GOLD_DEPOSITS and owned(s, RED, D.D_MOVE_ANYWHERE) == 0


def test_discovery_double_move_counts_both_dice():
    """§9.2.6: the second die arrives too: not a colour, but a worker for the Main Action."""
    s = blank()
    die(s, RED, 0, D.ALCHEMY, 2)
    die(s, RED, 1, D.ALCHEMY, 3)
    give(s, RED, D.D_DOUBLE_MOVE)
    play(s, "move alchemy 2", "double alchemy 3", "to forest", "main")
    assert s.wboard[1] == D.FOREST and s.cocoa[RED] == 0  # no colour there before
    assert stock(s, RED) == (2, 0, 0)  # 2 workers, lowest power 2


def test_discovery_free_cocoa_covers_a_main_action_cost():
    s = blank()
    die(s, BLUE, 0, D.FOREST)
    die(s, RED, 0, D.ALCHEMY)
    give(s, RED, D.D_FREE_COCOA)
    res(s, RED, cocoa=5)
    play(s, "move alchemy 1", "to forest", "main")
    assert legal(s) == ["pay cocoa", "free tile"]
    play(s, "free tile")
    assert s.cocoa[RED] == 5 + 1 and owned(s, RED, D.D_FREE_COCOA) == 0  # +1: 1 die, power 1


def test_discovery_free_cocoa_covers_a_worship_payment():
    s = blank()
    die(s, BLUE, 0, D.QUARRY, space=4)
    die(s, RED, 0, D.PALACE)
    give(s, RED, D.D_FREE_COCOA)
    slot_tile(s, 2, D.D_RES2)  # free
    play(s, "move palace 1", "to quarry", "worship", "both", "effect first")
    assert s.cocoa[RED] == 1  # green step 1; the 2 cocoa were never paid
    assert owned(s, RED, D.D_FREE_COCOA) == 0 and owned(s, RED, D.D_RES2) == 1


@pytest.mark.parametrize("wider", [False, True])
def test_free_cocoa_covers_the_unlock_and_the_ascension_only_with_the_wider_reading(wider):
    """D-FreeCocoa: [P] lists the transactions it may cover ("dla jednej z transakcji: opłata
    za Akcję Główną, ... Rytuału, ... podczas Zaćmienia"), the default (§9.2.7); [G] gives
    them as examples ("για μία συναλλαγή όπως:", such as): with `free_cocoa_wider` it also
    pays the 3-cocoa unlock and the 3 cocoa of the Ascension's two temple steps."""
    s = blank(free_cocoa_wider=wider)
    w = die(s, RED, 0, D.FOREST, space=3)  # locked on the Forest's worship space
    give(s, RED, D.D_FREE_COCOA)
    assert ("unlock pay" in legal(s)) == wider  # no cocoa at all
    if wider:
        play(s, "unlock pay")  # paid by the tile (the only way)
        assert s.wlock[w] == -1 and s.cocoa[RED] == 0
        assert owned(s, RED, D.D_FREE_COCOA) == 0 and "move forest 1" in legal(s)
    s = blank(free_cocoa_wider=wider)
    die(s, RED, 0, D.FOREST, 5)
    give(s, RED, D.D_POWERUP2)
    give(s, RED, D.D_FREE_COCOA)
    res(s, RED, cocoa=1)
    play(s, "use powerup2", "up forest 5")
    assert ("2temples" in legal(s)) == wider
    if wider:
        play(s, "2temples", "red", "red")
        assert temple(s, RED, D.RED) == 2 and s.cocoa[RED] == 1
        assert owned(s, RED, D.D_FREE_COCOA) == 0


def test_discovery_extra_worker_for_nobles():
    """D-ExtraWorker: one die counts as two on Nobles: the middle row."""
    s = blank()
    die(s, RED, 0, D.DECORATIONS)
    give(s, RED, D.D_EXTRA_WORKER)
    res(s, RED, wood=2, cocoa=1)
    play(s, "move decorations 1", "to nobles", "main")
    assert legal(s) == ["no extra", "extra worker"]
    play(s, "extra worker")
    assert s.nobles == [0, 1, 0] and s.vp[RED] == 5


def test_extra_worker_cap_option():
    """§9.2.2: with the cap, 3 dice + the tile stay 3; without, Construction takes 4 tiles."""
    for cap, count in ((True, 3), (False, 4)):
        s = blank(extra_worker_cap=cap)
        tech(s, RED, D.T_CONSTR_WORKER)
        die(s, RED, 0, D.CONSTRUCTION)
        die(s, RED, 1, D.CONSTRUCTION)
        die(s, RED, 3, D.CONSTRUCTION)
        assert s._main_count(RED, D.CONSTRUCTION, 0) == count


def test_masks_score_in_distinct_sets():
    """§4.13: the layered partition; mask3 ×2, mask5, mask7: sets of 3 and 1 → 6 + 1."""
    s = blank()
    give(s, RED, D.D_MASK3, 2)
    give(s, RED, D.D_MASK5)
    give(s, RED, D.D_MASK7)
    assert s._mask_score(RED) == 7
    assert s._mask_score(BLUE) == 0
    give(s, BLUE, D.D_MASK4, 3)
    give(s, BLUE, D.D_MASK6)
    assert s._mask_score(BLUE) == 3 + 1 + 1  # {4, 6}, {4}, {4}


def test_extra_worker_is_asked_only_when_it_changes_the_action():
    """D-ExtraWorker: Alchemy with 2 dice already has both rows (its question would be
    idle); Nobles with 2 dice moves to the bottom row and gets the 2nd power-up."""
    s = blank()
    give(s, RED, D.D_EXTRA_WORKER)
    die(s, RED, 0, D.ALCHEMY)
    die(s, RED, 1, D.QUARRY)
    res(s, RED, gold=2, cocoa=1)
    play(s, "move quarry 1", "to alchemy", "main")
    assert all(a.startswith("tech") for a in legal(s))
    assert owned(s, RED, D.D_EXTRA_WORKER) == 1
    s = blank()
    give(s, RED, D.D_EXTRA_WORKER)
    die(s, RED, 0, D.NOBLES)
    die(s, RED, 1, D.DECORATIONS)
    res(s, RED, wood=2, cocoa=1)
    play(s, "move decorations 1", "to nobles", "main")
    assert legal(s) == ["no extra", "extra worker"]
    play(s, "extra worker")
    assert s.vp[RED] == 7  # the bottom row
    # the 1st power-up (alike dice: one choice) was taken; the optional 2nd is asked
    assert sorted(legal(s)) == ["skip", "up nobles 1", "up nobles 2"]


@pytest.mark.parametrize("on_ascension,cocoa", [(False, 3 + 2), (True, 3 + 1 + 2 + 1)])
def test_tech_palace_cocoa_for_a_die_put_on_the_palace_only_with_the_polish_reading(
        on_ascension, cocoa):
    """T-Palace: [G] pays for moving a die to or past the Palace ("Κάθε φορά που μετακινείτε
    έναν εργάτη στο Παλάτι (1) ή περνάτε από αυτό"), which an Ascension is not (§9.2.5);
    [P] reads "gdy umieszczasz na lub poruszasz robotnika przez Planszę Akcji Pałacu (1)"
    (place onto or move through): the option `palace_cocoa_on_ascension` also pays for the
    ascended die and for the 4th worker, both put on the Palace."""
    s = blank(palace_cocoa_on_ascension=on_ascension)
    tech(s, RED, D.T_PALACE)
    die(s, RED, 0, D.FOREST, 5)
    die(s, RED, 1, D.FOREST, 5)
    give(s, RED, D.D_POWERUP2)
    res(s, RED, cocoa=3)
    play(s, "use powerup2", "up forest 5", "4thworker")
    assert s.wboard[3] == D.PALACE
    assert s.cocoa[RED] == cocoa
