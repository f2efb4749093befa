"""Royal favors (§6): each line and column, the mandatory advance, open columns, one line per
favor in a phase, the simplified variant (§2.4)."""

import pytest
from caylus_helpers import (
    BLUE,
    begin,
    blank,
    build,
    cubes,
    decide,
    legal,
    play,
    stopped,
    top,
)

from meeple.games.caylus import actions as A
from meeple.games.caylus import data as D


def favor(s, seat=BLUE, n=1, columns=5, markers=(0, 0, 0, 0)):
    s.open_columns = columns
    s.favor[seat] = list(markers)
    return decide(s, A.K_FAVOR, seat, n)


@pytest.mark.parametrize("col", [1, 2, 3, 4, 5])
def test_prestige_line_1_to_5_pp(col):
    s = favor(blank(3), markers=(col - 1, 0, 0, 0))
    play(s, f"favor prestige +{D.FAVOR_PP[col - 1]}")
    assert s.pp[BLUE] == col and s.favor[BLUE][D.FAVOR_PRESTIGE] == col


@pytest.mark.parametrize("col", [1, 2, 3, 4, 5])
def test_deniers_line_3_to_7(col):
    s = favor(blank(3), markers=(0, col - 1, 0, 0))
    play(s, f"favor deniers +{col + 2}")
    assert s.deniers[BLUE] == col + 2


def test_lower_columns_may_be_used():
    """§6.3 3: any column up to the marker, on the chosen line only."""
    s = favor(blank(3), markers=(3, 0, 0, 0))
    offered = [t for t in legal(s) if t.startswith("favor prestige")]
    assert offered == [f"favor prestige +{pp}" for pp in (1, 2, 3, 4)]  # marker 3 -> 4
    play(s, "favor prestige +2")
    assert s.pp[BLUE] == 2 and s.favor[BLUE][0] == 4


@pytest.mark.parametrize("text,gain", [
    ("favor food", cubes(1)), ("favor wood", cubes(0, 1)), ("favor stone", cubes(0, 0, 1)),
    ("favor cloth", cubes(0, 0, 0, 1)), ("favor gold", cubes(0, 0, 0, 0, 1)),
])
def test_resources_line(text, gain):
    s = favor(blank(3), markers=(0, 0, 4, 0))
    play(s, text)
    assert s.cubes[BLUE] == gain and stopped(s)


def test_resources_exchange_gives_any_cube_for_two_non_gold():
    """A-19: give 1 cube, gold included; take 2 non-gold, the same or different."""
    s = blank(3)
    s.cubes[BLUE] = cubes(1, 0, 0, 0, 1)
    favor(s, markers=(0, 0, 3, 0))
    play(s, "favor exchange")
    assert legal(s) == ["pay food", "pay gold"]
    play(s, "pay gold")
    assert legal(s) == ["get food", "get wood", "get stone", "get cloth"]
    play(s, "get stone", "get stone")
    assert s.cubes[BLUE] == cubes(1, 0, 2) and stopped(s)


def test_exchange_needs_a_cube():
    s = favor(blank(3), markers=(0, 0, 3, 0))
    assert "favor exchange" not in legal(s)


def test_buildings_line_column_1_only_advances():
    s = favor(blank(3), columns=2)
    play(s, "favor buildings: nothing")
    assert s.favor[BLUE][D.FAVOR_BUILDINGS] == 1 and stopped(s)


def test_buildings_line_carpenter_one_wood_less():
    s = blank(3)
    s.cubes[BLUE] = cubes(1)
    favor(s, markers=(0, 0, 0, 1), columns=2)
    play(s, "favor carpenter")
    assert "build sawmill" in legal(s) and "build lawyer" not in legal(s)
    play(s, "build sawmill")
    assert s.road[8] == D.W_SAWMILL and s.owner[8] == BLUE and s.cubes[BLUE] == cubes(0)
    assert s.pp[BLUE] == 2


def test_buildings_line_mason_one_stone_less_and_may_decline():
    s = blank(3)
    s.cubes[BLUE] = cubes(1, 1)
    favor(s, markers=(0, 0, 0, 2), columns=4)
    play(s, "favor mason")
    assert "build bank" in legal(s) and "build park" in legal(s)
    play(s, "build: decline")
    assert s.cubes[BLUE] == cubes(1, 1) and s.favor[BLUE][3] == 3 and stopped(s)


def test_buildings_line_lawyer_one_cloth_no_denier():
    s = blank(3)
    s.cubes[BLUE] = cubes(0, 0, 0, 1)
    favor(s, markers=(0, 0, 0, 3), columns=4)
    play(s, "favor lawyer")
    neutral = s.road[2]
    play(s, f"convert {D.BUILDINGS[neutral].name}@3")
    assert s.road[2] == D.RESIDENCE and s.cubes[BLUE] == cubes(0) and s.deniers[BLUE] == 0
    assert s.pp[BLUE] == D.RESIDENCE_PP


def test_buildings_line_architect_full_cost_and_the_tile_s_favors():
    s = blank(3)
    build(s, 9, D.RESIDENCE, BLUE)
    s.cubes[BLUE] = cubes(0, 0, 4, 0, 2)
    favor(s, markers=(0, 0, 0, 4), columns=5)
    play(s, "favor architect", "build monument")
    assert s.pp[BLUE] == 14 and s.cubes[BLUE] == cubes(0)
    assert top(s) == (A.K_FAVOR, BLUE, 2)
    assert not any(t.startswith("favor architect") or t.startswith("favor buildings")
                   for t in legal(s))  # the buildings line is used this phase


def test_advance_is_capped_by_the_open_columns():
    """§6.4: columns 1-2 until the Dungeon is scored, 1-4 until the Walls are, then 1-5."""
    for columns in (2, 4, 5):
        s = favor(blank(3), columns=columns, markers=(columns, 0, 0, 0))
        play(s, f"favor prestige +{columns}")
        assert s.favor[BLUE][0] == columns


def test_column_5_cannot_advance_but_is_still_usable():
    s = favor(blank(3), markers=(5, 0, 0, 0))
    play(s, "favor prestige +5")
    assert s.favor[BLUE][0] == 5 and s.pp[BLUE] == 5


def test_several_favors_in_a_phase_take_different_lines():
    s = favor(blank(3), n=3)
    play(s, "favor prestige +1")
    assert top(s) == (A.K_FAVOR, BLUE, 2)
    assert not any(t.startswith("favor prestige") for t in legal(s))
    play(s, "favor deniers +3", "favor food")
    assert s.favor[BLUE] == [1, 1, 1, 0] and stopped(s)


def test_favors_beyond_four_in_a_phase_are_lost():
    s = favor(blank(3), n=5)
    play(s, "favor prestige +1", "favor deniers +3", "favor food")
    # the 4th favor has one choice left (buildings, column 1), taken at once; the 5th is lost
    assert stopped(s) and s.favor[BLUE] == [1, 1, 1, 1]


def test_lines_used_reset_each_phase():
    s = blank(3)
    s.favor_used[BLUE] = 0b1111
    s.special[D.JOUST] = BLUE
    s.workers[BLUE] -= 1
    s.deniers[BLUE] = 1
    s.cubes[BLUE] = cubes(0, 0, 0, 1)
    begin(s, "special")
    play(s, "joust: pay for a favor")
    assert top(s) == (A.K_FAVOR, BLUE, 1)


def test_simplified_favors_are_3_pp_each():
    """§2.4: no favor table; every favor, from any source, is 3 PP."""
    s = blank(3, simplified_favors=True)
    s.castle[0] = [3, 0, 0]
    s.filled = [6, 0, 0]
    begin(s, "end_of_turn")  # the Dungeon is full: Blue's 3 houses give 1 favor
    assert s.pp[BLUE] == 3 and s.favor[BLUE] == [0, 0, 0, 0]
    s = blank(3, simplified_favors=True)
    build(s, 9, D.RESIDENCE, BLUE)
    s.cubes[BLUE] = cubes(0, 0, 4, 0, 2)
    decide(s, A.K_BUILD, BLUE, D.PRESTIGE, -1)
    play(s, "build monument")
    assert s.pp[BLUE] == 14 + 2 * 3 and stopped(s)


