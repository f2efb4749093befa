"""§4.7 technologies: costs, every level's effect, the bonuses beyond level 3, and the
'rulespal' level order (A30). Harvest and extraction levels are also covered per action in
test_tzolkin_actions.py."""

from __future__ import annotations

import pytest
from tzolkin_helpers import act, blank, corn, give, goods, legal, play, put, show_buildings

from meeple.games.tzolkin.data import AGRICULTURE, ARCHITECTURE, EXTRACTION, THEOLOGY

RED, GREEN = 0, 1


@pytest.mark.parametrize("level,cost", [(0, 1), (1, 2), (2, 3), (3, 1)])
def test_advance_costs_one_two_three_then_one_beyond(level, cost):
    state = blank()
    state.techs[RED][EXTRACTION] = level
    give(state, RED, wood=3)
    act(state, "tikal", 1, "tech extraction")
    if level == 3:
        play(state, "gain gold", "gain gold")
    assert goods(state, RED)[1] == 3 - cost
    assert state.techs[RED][EXTRACTION] == min(3, level + 1)


def test_agriculture_bonus_is_a_temple_step_of_choice():
    state = blank()
    state.techs[RED][AGRICULTURE] = 3
    give(state, RED, wood=1)
    act(state, "tikal", 1, "tech agriculture", "up quetzalcoatl")
    assert state.temples[RED] == [0, 1, 0]


def test_extraction_bonus_is_two_resources_of_choice():
    state = blank()
    state.techs[RED][EXTRACTION] = 3
    give(state, RED, wood=1)
    act(state, "tikal", 1, "tech extraction", "gain stone", "gain gold")
    assert goods(state, RED) == (0, 0, 1, 1, 0)


def test_architecture_bonus_is_three_points():
    state = blank()
    state.techs[RED][ARCHITECTURE] = 3
    give(state, RED, wood=1)
    act(state, "tikal", 1, "tech architecture")
    assert state.vp[RED] == 3


def test_theology_bonus_is_a_skull():
    state = blank()
    state.techs[RED][THEOLOGY] = 3
    give(state, RED, wood=1)
    act(state, "tikal", 1, "tech theology")
    assert goods(state, RED)[4] == 1 and state.skull_supply == 12


def test_tikal_three_gives_the_bonus_twice():
    """§4.7: an action allowing two advances can give the bonus twice."""
    state = blank()
    state.techs[RED][ARCHITECTURE] = 3
    give(state, RED, wood=2)
    act(state, "tikal", 3, "tech architecture", "tech architecture")
    assert state.vp[RED] == 6


def test_free_advance_at_level_three_gives_the_bonus():
    """A18: a free advance (building, wealth tile) in a level-3 track gives the bonus."""
    state = blank()
    state.techs[RED][ARCHITECTURE] = 3
    state._gain_effects(RED, (("tech", ARCHITECTURE, 1),))
    assert state.vp[RED] == 3 and state.techs[RED][ARCHITECTURE] == 3


@pytest.mark.parametrize("level,corn_gain,vp,paid_wood", [
    (0, 0, 0, 3), (1, 1, 0, 3), (2, 1, 2, 3), (3, 1, 2, 2)])
def test_architecture_levels_on_a_tikal_building(level, corn_gain, vp, paid_wood):
    """L1 +1 corn, L2 +2 VP, L3 one cube less, each time you build (Tikal 2)."""
    state = blank()
    state.techs[RED][ARCHITECTURE] = level
    show_buildings(state, 10)  # 3 wood: Agriculture +1, 1 stone
    give(state, RED, wood=3)
    act(state, "tikal", 2)
    assert corn(state, RED) == corn_gain and state.vp[RED] == vp
    assert goods(state, RED)[1] == 3 - paid_wood


def test_architecture_discount_cube_is_chosen_among_the_cost():
    state = blank()
    state.techs[RED][ARCHITECTURE] = 3
    show_buildings(state, 12)  # 2 wood 1 stone
    give(state, RED, wood=2, stone=1)
    act(state, "tikal", 2)
    assert legal(state) == ["waive wood", "waive stone"]
    play(state, "waive stone")
    assert goods(state, RED) == (1, 0, 1, 1, 0)  # +1 corn, stone kept, b12's gold


def test_architecture_never_applies_to_monuments():
    state = blank()
    state.techs[RED][ARCHITECTURE] = 3
    show_buildings(state, 7)
    state.monuments = [0]
    state.mons[GREEN] = [1, 2, 3, 4, 5]
    give(state, RED, wood=3, stone=2, gold=1)
    act(state, "tikal", 4, "monument m1")
    assert goods(state, RED) == (0, 0, 0, 0, 0) and state.vp[RED] == 0


def test_theology_one_performs_the_action_one_ahead_for_free():
    """§4.7 Theology L1 (A5): from 5, action 6 at no corn cost."""
    state = blank()
    state.techs[RED][THEOLOGY] = 1
    give(state, RED, skulls=1)
    put(state, "chichen", 5, RED)
    play(state, "pick up chichen 5")
    assert "do chichen 6" in legal(state)
    play(state, "do chichen 6", "gain wood")
    assert state.vp[RED] == 8


def test_theology_one_from_nine_is_free_choice():
    state = blank()
    state.techs[RED][THEOLOGY] = 1
    give(state, RED, skulls=1)
    put(state, "chichen", 9, RED)
    play(state, "pick up chichen 9")
    assert legal(state) == ["nothing"] + [f"do chichen {q}" for q in range(1, 10)]
    play(state, "do chichen 1")
    assert corn(state, RED) == 0 and state.vp[RED] == 4


def test_theology_two_pays_a_resource_for_a_temple_step_after_chichen_itza():
    """§4.7 L2 (A19): the resource just gained may pay for it. Seed: "(Αν πήρατε κύβο από
    την ενέργεια της Τσίτσεν Ίτσα, μπορείτε να τον χρησιμοποιήσετε για το πλεονέκτημα
    αυτό.)" """
    state = blank()
    state.techs[RED][THEOLOGY] = 2
    give(state, RED, skulls=1)
    act(state, "chichen", 8, "gain gold", "pay gold", "up chaac")
    assert state.temples[RED] == [1, 1, 0] and goods(state, RED) == (0, 0, 0, 0, 0)


def test_theology_two_may_be_declined():
    state = blank()
    state.techs[RED][THEOLOGY] = 2
    give(state, RED, skulls=1, wood=1)
    act(state, "chichen", 1, "done")
    assert state.temples[RED] == [1, 0, 0] and goods(state, RED)[1] == 1


# -- A30: the English transcription's level order ('rulespal') -------------------------------------


def test_rulespal_agriculture_two_gives_three_more_harvest_corn_and_three_fishing():
    state = blank(tech_levels="rulespal")
    state.techs[RED][AGRICULTURE] = 2
    act(state, "palenque", 2)
    assert corn(state, RED) == 7  # 4 + 1 + 2
    state.techs[GREEN][AGRICULTURE] = 2
    act(state, "palenque", 1, seat=GREEN)
    assert corn(state, GREEN) == 3  # fishing +1 only at level 3 there


def test_rulespal_architecture_two_discounts_and_three_scores():
    state = blank(tech_levels="rulespal")
    state.techs[RED][ARCHITECTURE] = 2
    show_buildings(state, 9)
    give(state, RED, wood=2)
    act(state, "tikal", 2)
    assert goods(state, RED)[:2] == (1, 1) and state.vp[RED] == 0
    state.techs[GREEN][ARCHITECTURE] = 3
    show_buildings(state, 10)  # 3 wood
    give(state, GREEN, wood=3)
    act(state, "tikal", 2, seat=GREEN)
    assert goods(state, GREEN)[:2] == (1, 1) and state.vp[GREEN] == 2


def test_rulespal_theology_one_is_the_yaxchilan_skull():
    state = blank(tech_levels="rulespal")
    state.techs[RED][THEOLOGY] = 1
    act(state, "yaxchilan", 4)
    assert goods(state, RED)[4] == 2
    state.techs[GREEN][THEOLOGY] = 1
    give(state, GREEN, skulls=1)
    put(state, "chichen", 1, GREEN)
    play(state, "pick up chichen 1")
    assert "do chichen 2" not in legal(state)  # one ahead only at level 2 there


def test_architecture_bonus_comes_before_the_buildings_own_effects():
    """A20: b13 raises Architecture 1 -> 2 only after its construction paid the level-1
    corn; the level-2 points are not scored for it."""
    state = blank()
    state.techs[RED][ARCHITECTURE] = 1
    show_buildings(state, 13)
    give(state, RED, gold=1)
    act(state, "tikal", 2)
    assert state.techs[RED][ARCHITECTURE] == 2
    assert corn(state, RED) == 1 and state.vp[RED] == 0
