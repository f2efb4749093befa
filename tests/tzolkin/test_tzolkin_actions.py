"""§4.2-4.6: every action of the five gears (spec T2, T4)."""

from __future__ import annotations

import pytest
from tzolkin_helpers import (
    act,
    blank,
    corn,
    give,
    goods,
    legal,
    play,
    put,
    show_buildings,
    start_turn,
)

from meeple.games.tzolkin.data import AGRICULTURE, ARCHITECTURE, EXTRACTION, THEOLOGY

RED, GREEN = 0, 1


# -- §4.2 Palenque ------------------------------------------------------------------------------


@pytest.mark.parametrize("agriculture,expected", [(0, 3), (1, 3), (2, 4), (3, 4)])
def test_fishing_gives_three_corn_plus_one_from_agriculture_two(agriculture, expected):
    state = blank()
    state.techs[RED][AGRICULTURE] = agriculture
    act(state, "palenque", 1)
    assert corn(state, RED) == expected


@pytest.mark.parametrize("agriculture,expected", [(0, 4), (1, 5), (2, 5), (3, 7)])
def test_palenque_two_corn_tile(agriculture, expected):
    """§4.2: a corn tile of action 2 gives 4 corn; Agriculture L1 +1, L3 +2 more."""
    state = blank()
    state.techs[RED][AGRICULTURE] = agriculture
    act(state, "palenque", 2)
    assert corn(state, RED) == expected
    assert state.corn_tiles[RED] == 1 and state.jungle_corn[2] == 3


def test_exhausted_group_cannot_be_used():
    state = blank()
    state.jungle_corn[2] = 0
    state.corn_tiles[GREEN] = 4
    put(state, "palenque", 2, RED)
    play(state, "pick up palenque 2")
    assert "do palenque 2" not in legal(state)


def test_agriculture_two_harvests_without_a_tile():
    """§4.7 Agriculture L2: corn from an exhausted group, with the L1 bonus, no tile."""
    state = blank()
    state.jungle_corn[2] = 0
    state.corn_tiles[GREEN] = 4
    state.techs[RED][AGRICULTURE] = 2
    act(state, "palenque", 2)
    assert corn(state, RED) == 5 and state.corn_tiles[RED] == 0


def test_agriculture_two_must_take_a_visible_corn_tile():
    state = blank()
    state.techs[RED][AGRICULTURE] = 2
    put(state, "palenque", 2, RED)
    play(state, "pick up palenque 2", "do palenque 2")
    assert state.corn_tiles[RED] == 1  # "take corn" was the only choice


@pytest.mark.parametrize("q,wood", [(3, 2), (4, 3), (5, 4)])
@pytest.mark.parametrize("extraction", [0, 1])
def test_wood_tiles(q, wood, extraction):
    """§4.2: wood tiles give 2/3/4 wood; Resource Extraction L1 +1."""
    state = blank()
    state.techs[RED][EXTRACTION] = extraction
    act(state, "palenque", q, "take wood")
    assert goods(state, RED)[:2] == (0, wood + extraction)
    assert state.wood_tiles[RED] == 1
    assert (state.jungle_wood[q], state.jungle_corn[q]) == (3, 1)  # the corn is uncovered


@pytest.mark.parametrize("q,amount", [(3, 5), (4, 7), (5, 9)])
def test_uncovered_corn_tiles(q, amount):
    state = blank()
    state.jungle_wood[q], state.jungle_corn[q] = 3, 1
    state.wood_tiles[GREEN] = 1
    act(state, "palenque", q, "take corn")
    assert corn(state, RED) == amount
    assert state.jungle_corn[q] == 0


def test_burning_needs_a_temple_that_can_go_down():
    state = blank()
    state.temples[RED] = [-1, -1, -1]
    act(state, "palenque", 5)  # only the wood tile is left as a choice
    assert goods(state, RED)[:2] == (0, 4)


@pytest.mark.parametrize("strict,offered", [(False, True), (True, False)])
def test_tileless_harvest_when_corn_lies_only_under_wood(strict, offered):
    """A2: by default corn under wood cannot be seen, so Agriculture L2 may harvest without a
    tile; with strict_tileless it may not."""
    state = blank(strict_tileless=strict)
    state.techs[RED][AGRICULTURE] = 2
    put(state, "palenque", 4, RED)
    play(state, "pick up palenque 4", "do palenque 4")
    assert ("harvest no tile" in legal(state)) == offered
    if offered:
        play(state, "harvest no tile")
        assert corn(state, RED) == 8 and state.jungle_wood[4] == 4


# -- §4.3 Yaxchilan ------------------------------------------------------------------------------


@pytest.mark.parametrize("q,gained", [
    (1, (0, 1, 0, 0, 0)), (2, (1, 0, 1, 0, 0)), (3, (2, 0, 0, 1, 0)), (4, (0, 0, 0, 0, 1)),
    (5, (2, 0, 1, 1, 0))])
def test_yaxchilan_actions(q, gained):
    state = blank()
    act(state, "yaxchilan", q)
    assert goods(state, RED) == gained


@pytest.mark.parametrize("level,q,gained", [
    (1, 1, (0, 2, 0, 0, 0)), (1, 2, (1, 0, 1, 0, 0)), (2, 2, (1, 0, 2, 0, 0)),
    (2, 3, (2, 0, 0, 1, 0)), (3, 3, (2, 0, 0, 2, 0)), (3, 5, (2, 0, 2, 2, 0))])
def test_extraction_bonuses_at_yaxchilan(level, q, gained):
    """§4.7: +1 wood (L1), stone (L2), gold (L3), only for that material."""
    state = blank()
    state.techs[RED][EXTRACTION] = level
    act(state, "yaxchilan", q)
    assert goods(state, RED) == gained


def test_yaxchilan_skull_with_theology_three_and_the_supply_limit():
    """§4.7 Theology L3: +1 skull at Yaxchilan 4, if the supply has one; none when empty.
    Seed: "Μετά και το 13ο κρανίο, η ενέργεια 4 δεν έχει πια κανένα αποτέλεσμα." """
    state = blank()
    state.techs[RED][THEOLOGY] = 3
    act(state, "yaxchilan", 4)
    assert goods(state, RED)[4] == 2
    state.skull_supply, state.goods[GREEN][4] = 0, 11
    act(state, "yaxchilan", 4, seat=GREEN)
    assert goods(state, GREEN)[4] == 11


# -- §4.4 Tikal ----------------------------------------------------------------------------------


def test_tikal_one_pays_the_level_cost_in_resources_of_choice():
    """§4.7: level 1 -> 2 costs 2 resources, any mix, chosen cube by cube."""
    state = blank()
    state.techs[RED][THEOLOGY] = 1
    give(state, RED, wood=1, stone=1, gold=1)
    act(state, "tikal", 1, "tech theology", "pay gold", "pay wood")
    assert state.techs[RED][THEOLOGY] == 2 and goods(state, RED) == (0, 0, 1, 0, 0)


def test_tikal_one_unaffordable_tracks_are_not_offered():
    state = blank()
    state.techs[RED] = [2, 0, 1, 3]
    give(state, RED, wood=1)
    put(state, "tikal", 1, RED)
    play(state, "pick up tikal 1", "do tikal 1")
    assert legal(state) == ["tech extraction", "tech theology"]


def test_tikal_three_second_step_may_be_declined():
    state = blank()
    give(state, RED, wood=3)
    act(state, "tikal", 3, "tech architecture", "done")
    assert state.techs[RED] == [0, 0, 1, 0] and goods(state, RED)[1] == 2


def test_tikal_four_builds_a_monument_exact_cost_without_architecture():
    state = blank()
    state.techs[RED][ARCHITECTURE] = 3
    state.monuments = [8]  # M9: 3 wood, 3 gold
    state.mons[GREEN] = [m for m in range(13) if m != 8][:5]
    give(state, RED, wood=3, gold=3, corn=0)
    show_buildings(state, 7)  # 1 wood 2 stone: not affordable, even with the discount
    act(state, "tikal", 4)  # the monument is the only choice
    assert state.mons[RED] == [8] and goods(state, RED) == (0, 0, 0, 0, 0)
    assert state.vp[RED] == 0


def test_tikal_four_architecture_on_one_of_two_buildings():
    """§4.4: with two buildings, Architecture (L1 corn, L2 VP, L3 discount) applies to one.
    Seed: "Το άλλο κτίριο (αν επιλέξετε και δεύτερο) κοστίζει την κανονική τιμή του και δεν
    δίνει καλαμπόκι ή πόντους με την κατασκευή του." """
    state = blank()
    state.techs[RED][ARCHITECTURE] = 3
    show_buildings(state, 9, 10)  # 2 wood and 3 wood
    give(state, RED, wood=4)
    act(state, "tikal", 4, "build b10", "architecture here", "build b9")
    assert goods(state, RED)[:2] == (1, 0)  # b10 for 2 wood (+1 corn), b9 full price
    assert state.vp[RED] == 2


def test_tikal_four_architecture_kept_for_the_second_building():
    state = blank()
    state.techs[RED][ARCHITECTURE] = 3
    show_buildings(state, 9, 10)
    give(state, RED, wood=4)
    act(state, "tikal", 4, "build b9", "architecture later", "build b10")
    assert goods(state, RED)[:2] == (1, 0)
    assert state.vp[RED] == 2


def test_tikal_four_architecture_raised_by_the_first_building_applies_to_the_second():
    """A31: b13 raises Architecture to 1; its +1 corn may apply to the second building.
    Seed: "μπορεί κατασκευάζοντας το πρώτο να προχωρήσετε στην τεχνολογία Αρχιτεκτονικής
    και έπειτα να εφαρμόσετε το πλεονέκτημα που μόλις αποκτήσατε στη δεύτερη κατασκευή." """
    state = blank()
    show_buildings(state, 13, 1)
    give(state, RED, wood=1, gold=1)
    act(state, "tikal", 4, "build b13", "build b1")
    assert state.techs[RED][ARCHITECTURE] == 1 and corn(state, RED) == 1


def test_tikal_five_one_resource_two_different_temples():
    state = blank()
    give(state, RED, stone=2)
    act(state, "tikal", 5, "up kukulcan")
    assert legal(state) == ["up chaac", "up quetzalcoatl"]
    play(state, "up chaac")
    assert state.temples[RED] == [1, 0, 1] and goods(state, RED)[2] == 1


def test_tikal_five_needs_a_resource():
    state = blank()
    put(state, "tikal", 5, RED)
    give(state, RED, corn=5)
    play(state, "pick up tikal 5")
    assert "do tikal 5" not in legal(state)


# -- §4.5 Uxmal -----------------------------------------------------------------------------------


def test_uxmal_one_three_corn_for_a_temple_step():
    state = blank()
    give(state, RED, corn=4)
    act(state, "uxmal", 1, "up quetzalcoatl")
    assert corn(state, RED) == 1 and state.temples[RED] == [0, 1, 0]


def test_uxmal_one_needs_three_corn():
    state = blank()
    give(state, RED, corn=2)
    put(state, "uxmal", 1, RED)
    play(state, "pick up uxmal 1")
    assert "do uxmal 1" not in legal(state)


def test_market_buys_and_sells_at_two_three_four():
    """§4.5 action 2, T6: both ways, as many trades as wanted."""
    state = blank()
    give(state, RED, corn=1, gold=1)
    act(state, "uxmal", 2, "sell gold", "buy stone", "buy wood")
    assert goods(state, RED) == (0, 1, 1, 0, 0)
    assert legal(state) == ["done", "sell wood", "sell stone"]
    play(state, "done")


def test_uxmal_three_gains_a_worker_up_to_six():
    state = blank()
    act(state, "uxmal", 3)
    assert state.workers[RED] == 4 and state.free[RED] == 4
    state.workers[GREEN], state.free[GREEN] = 6, 6
    act(state, "uxmal", 3, seat=GREEN)
    assert state.workers[GREEN] == 6


def test_uxmal_four_architecture_three_pays_two_less():
    state = blank()
    state.techs[RED][ARCHITECTURE] = 3
    show_buildings(state, 12)  # 2 wood 1 stone: 6 corn, 4 with the discount
    give(state, RED, corn=4)
    act(state, "uxmal", 4)
    assert state.built[RED] == [11]
    assert corn(state, RED) == 1 and state.vp[RED] == 2  # +1 corn (L1), +2 VP (L2)


def test_uxmal_five_pays_one_corn_then_any_action():
    state = blank()
    give(state, RED, corn=1)
    put(state, "uxmal", 5, RED)
    play(state, "pick up uxmal 5", "do uxmal 5")
    assert "do uxmal 5" not in legal(state) and "do chichen 1" not in legal(state)
    assert "do uxmal 1" not in legal(state)  # 1 + 3 corn needed
    play(state, "do yaxchilan 5")
    assert goods(state, RED) == (2, 0, 1, 1, 0)


def test_uxmal_five_from_free_choice_still_costs_its_corn():
    state = blank()
    put(state, "uxmal", 7, RED)
    play(state, "pick up uxmal 7")
    assert "do uxmal 5" not in legal(state)
    give(state, RED, corn=1)
    play(state, "do uxmal 5", "do palenque 1")
    assert corn(state, RED) == 3


def test_uxmal_five_can_build_a_monument_through_tikal_four():
    """§4.5: any action includes Tikal 4, the only way to a monument."""
    state = blank()
    give(state, RED, corn=1, wood=1, gold=4)
    state.monuments = [3]
    state.mons[GREEN] = [0, 1, 2, 4, 5]
    show_buildings(state, 14)
    act(state, "uxmal", 5, "do tikal 4")  # the monument is the only construction possible
    assert state.mons[RED] == [3]


# -- §4.6 Chichen Itza -----------------------------------------------------------------------------


@pytest.mark.parametrize("q,vp,temple,resource", [
    (1, 4, 0, False), (2, 5, 0, False), (3, 6, 0, False), (4, 7, 2, False), (5, 8, 2, False),
    (6, 8, 2, True), (7, 10, 1, False), (8, 11, 1, True), (9, 13, 1, True)])
def test_chichen_itza_actions(q, vp, temple, resource):
    """T4: VP, one step in the action's temple, sometimes a resource of choice."""
    state = blank()
    give(state, RED, skulls=1)
    act(state, "chichen", q, *(["gain stone"] if resource else []))
    expected = [0, 0, 0]
    expected[temple] = 1
    assert state.vp[RED] == vp and state.temples[RED] == expected
    assert goods(state, RED) == (0, 0, 1 if resource else 0, 0, 0)
    assert state.chichen[q] == RED


def test_chichen_itza_spot_used_once_per_game():
    state = blank()
    give(state, RED, skulls=1, corn=5)
    state.chichen[4], state.goods[GREEN][4] = GREEN, 0
    state.skull_supply -= 1
    put(state, "chichen", 5, RED)
    play(state, "pick up chichen 5")
    assert legal(state) == ["nothing", "do chichen 1", "do chichen 2", "do chichen 3",
                            "do chichen 5"]


def test_chichen_itza_needs_a_skull():
    state = blank()
    put(state, "chichen", 10, RED)
    play(state, "pick up chichen 10")  # no skull: "nothing" was the only choice
    assert state.current_player() == GREEN


def test_chichen_itza_ten_is_free_choice():
    state = blank()
    give(state, RED, skulls=1)
    put(state, "chichen", 10, RED)
    play(state, "pick up chichen 10")
    assert legal(state) == ["nothing"] + [f"do chichen {q}" for q in range(1, 10)]
    play(state, "do chichen 9", "gain gold")
    assert state.vp[RED] == 13


# -- rules audit: gaps ------------------------------------------------------------------------------


def test_extraction_never_adds_wood_to_a_corn_harvest():
    """§4.2, §4.7 note: a bonus needs the same material (no free wood with corn). Seed: "Δεν
    μπορείτε να πάρετε δωρεάν ξύλο όταν κάνετε συγκομιδή καλαμποκιού στην Παλένκ" """
    state = blank()
    state.techs[RED][EXTRACTION] = 3
    act(state, "palenque", 2)
    assert goods(state, RED) == (4, 0, 0, 0, 0)


def test_technology_bonuses_never_apply_to_chichen_itza_resources_or_buildings():
    """§4.7: Extraction gives extra material only at Palenque and Yaxchilan."""
    state = blank()
    state.techs[RED][EXTRACTION] = 3
    give(state, RED, skulls=1, wood=2, stone=1)
    act(state, "chichen", 9, "gain gold")
    assert goods(state, RED)[3] == 1
    show_buildings(state, 12)  # 2 wood 1 stone: Extraction +1 (a bonus), 1 gold
    start_turn(state, RED)
    act(state, "tikal", 2, "gain gold", "gain gold")
    assert goods(state, RED)[1:4] == (0, 0, 4)  # 1 + the building's 1 + the bonus's 2


def test_tikal_four_architecture_later_only_when_the_first_is_paid_in_full():
    """§4.4: the discount is an Architecture effect; used on the first building, it cannot
    be kept for the second."""
    state = blank()
    state.techs[RED][ARCHITECTURE] = 3
    show_buildings(state, 9, 1)  # 2 wood, 1 wood
    give(state, RED, wood=1)
    put(state, "tikal", 4, RED)
    play(state, "pick up tikal 4", "do tikal 4", "build b9")  # "architecture here" forced
    assert goods(state, RED)[:2] == (1, 0) and state.vp[RED] == 2
    assert state.current_player() == GREEN  # no cube left for b1 at full price


def test_tikal_four_a_monument_replaces_the_buildings():
    """§4.4: 1 or 2 buildings, OR 1 monument: nothing more after a monument."""
    state = blank()
    state.monuments = [3]  # M4: 1 wood, 4 gold
    state.mons[GREEN] = [0, 1, 2, 4, 5]
    show_buildings(state, 1)
    give(state, RED, wood=2, gold=4)
    put(state, "tikal", 4, RED)
    play(state, "pick up tikal 4", "do tikal 4")
    assert legal(state) == ["build b1", "monument m4"]
    play(state, "monument m4")
    assert state.mons[RED] == [3] and state.built[RED] == []
    assert state.current_player() == GREEN


def test_uxmal_four_never_builds_a_monument():
    """§4.5 action 4: buildings only."""
    state = blank()
    state.monuments = [3]
    state.mons[GREEN] = [0, 1, 2, 4, 5]
    show_buildings(state, 1)
    give(state, RED, corn=20, wood=1, gold=4)
    put(state, "uxmal", 4, RED)
    play(state, "pick up uxmal 4", "do uxmal 4")  # b1 for 2 corn is the only choice
    assert state.built[RED] == [0] and state.mons[RED] == []


def test_tikal_five_pays_its_resource_even_when_a_step_is_lost():
    """A12: the resource is paid, the two temples differ, a blocked step is lost."""
    state = blank()
    state.temples[RED] = [5, 0, 0]  # already on the top of Chaac
    give(state, RED, wood=1)
    act(state, "tikal", 5, "up chaac", "up kukulcan")
    assert state.temples[RED] == [5, 0, 1] and goods(state, RED)[1] == 0


def test_theology_one_needs_the_skull_spot_ahead_empty():
    """A5: one ahead still needs an empty skull spot."""
    state = blank()
    state.techs[RED][THEOLOGY] = 1
    give(state, RED, skulls=1)
    state.chichen[6], state.goods[GREEN][4] = GREEN, 0
    state.skull_supply -= 1
    put(state, "chichen", 5, RED)
    play(state, "pick up chichen 5")
    assert "do chichen 6" not in legal(state) and "do chichen 5" in legal(state)


def test_uxmal_five_reaches_every_small_gear_action_but_itself():
    """A4: numbered actions 1-5 of Palenque, Yaxchilan, Tikal and Uxmal, not Uxmal 5 and
    not Chichen Itza."""
    state = blank()
    give(state, RED, corn=10, wood=3, skulls=1)
    show_buildings(state, 1)
    put(state, "uxmal", 5, RED)
    play(state, "pick up uxmal 5", "do uxmal 5")
    expected = [f"do {g} {q}" for g in ("palenque", "yaxchilan", "tikal", "uxmal")
                for q in range(1, 6) if (g, q) != ("uxmal", 5)]
    assert legal(state) == expected
