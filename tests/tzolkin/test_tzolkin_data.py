"""The third-party tables (spec T7, T8, T9 counts, T10) restated from the spec row by row,
and checked for consistency with what the seed's text does say (counts, ages, icons,
positions). The values cannot be verified against a physical copy here; these tests make
sure data.py holds exactly the spec's tables."""

from __future__ import annotations

import pytest
from tzolkin_helpers import blank

from meeple.games.tzolkin import data as D
from meeple.games.tzolkin import state as S

P, Y, T, U, C = 0, 1, 2, 3, 4  # gears
CH, QU, KU = 0, 1, 2  # temples
AGR, EXT, ARC, THE = 0, 1, 2, 3  # technologies

# T7: tile number: (blocking position, (corn, wood, stone, gold, skull), temples, techs,
# workers, workers fed for free)
WEALTH = {
    1: ((P, 1), (3, 0, 0, 0, 0), [0, 1, 0], [1, 0, 0, 0], 3, 0),
    2: ((P, 3), (5, 0, 0, 1, 0), [0, 1, 0], [0, 0, 0, 0], 3, 0),
    3: ((P, 5), (0, 0, 1, 1, 0), [0, 0, 0], [1, 0, 0, 0], 3, 0),
    4: ((P, 7), (9, 0, 1, 0, 0), [0, 0, 0], [0, 0, 0, 0], 3, 0),
    5: ((Y, 1), (0, 1, 0, 0, 0), [0, 0, 1], [0, 1, 0, 0], 3, 0),  # 1 wood: A23, see data.py
    6: ((Y, 3), (2, 2, 0, 0, 0), [0, 0, 1], [0, 0, 0, 0], 3, 0),
    7: ((Y, 5), (4, 1, 0, 0, 0), [0, 0, 0], [0, 1, 0, 0], 3, 0),
    8: ((Y, 7), (3, 2, 1, 0, 0), [0, 0, 0], [0, 0, 0, 0], 3, 0),
    9: ((T, 1), (2, 0, 0, 0, 0), [1, 0, 0], [0, 0, 1, 0], 3, 0),
    10: ((T, 3), (6, 0, 2, 0, 0), [0, 0, 0], [0, 0, 0, 0], 3, 0),
    11: ((T, 5), (3, 0, 0, 1, 0), [0, 0, 0], [0, 0, 1, 0], 3, 0),
    12: ((T, 7), (6, 1, 1, 0, 0), [0, 0, 0], [0, 0, 0, 0], 3, 0),
    13: ((U, 1), (5, 0, 1, 0, 0), [1, 0, 0], [0, 0, 0, 0], 3, 0),
    14: ((U, 3), (3, 1, 0, 0, 0), [0, 0, 0], [0, 0, 0, 0], 3, 1),
    15: ((U, 5), (0, 0, 0, 0, 0), [0, 0, 0], [0, 0, 0, 0], 4, 0),
    16: ((U, 7), (8, 0, 0, 1, 0), [0, 0, 0], [0, 0, 0, 0], 3, 0),
    17: ((C, 0), (4, 1, 0, 0, 1), [0, 0, 0], [0, 0, 0, 0], 3, 0),
    18: ((C, 3), (5, 0, 1, 0, 0), [0, 0, 0], [0, 0, 0, 1], 3, 0),
    19: ((C, 5), (4, 3, 0, 0, 0), [0, 0, 0], [0, 0, 0, 0], 3, 0),
    20: ((C, 7), (2, 2, 0, 0, 0), [0, 0, 0], [0, 0, 0, 1], 3, 0),
    21: ((C, 10), (7, 2, 0, 0, 0), [0, 0, 0], [0, 0, 0, 0], 3, 0),
}

# T8: monument number: (frame, cost as wood, stone, gold, skull)
TOMB, CIVIC, ALTAR = D.TOMB, D.CIVIC, D.ALTAR
MONUMENTS = {
    1: (TOMB, (3, 2, 1, 0)), 2: (TOMB, (1, 3, 2, 0)), 3: (TOMB, (1, 1, 4, 0)),
    4: (TOMB, (1, 0, 4, 0)), 5: (TOMB, (2, 2, 2, 0)), 6: (CIVIC, (2, 3, 1, 0)),
    7: (CIVIC, (1, 1, 3, 0)), 8: (CIVIC, (2, 1, 3, 0)), 9: (CIVIC, (3, 0, 3, 0)),
    10: (ALTAR, (0, 2, 3, 0)), 11: (ALTAR, (0, 4, 3, 0)), 12: (ALTAR, (0, 3, 3, 0)),
    13: (ALTAR, (0, 0, 4, 1)),
}


@pytest.mark.parametrize("number", sorted(WEALTH))
def test_starting_wealth_tile(number):
    """T7 row by row: the blocking position and what the tile gives when revealed."""
    position, goods, temples, techs, workers, fed_free = WEALTH[number]
    assert D.WEALTH_TILES[number - 1][0] == position
    state = blank()
    state.kept[0] = [number - 1]
    state._gain_effects(0, D.WEALTH_TILES[number - 1][1])
    assert tuple(state.goods[0]) == goods
    assert state.temples[0] == temples and state.techs[0] == techs
    assert state.workers[0] == workers and state.vp[0] == 0
    assert state.feeding_need(0) == (workers - fed_free, 2)


@pytest.mark.parametrize(("no_wood", "wood"), [(False, 1), (True, 0)])
def test_w5_gives_one_wood_unless_the_sh11235_reading_is_chosen(no_wood, wood):
    """T7 W5 (A23): Kukulcan +1, Extraction +1 and 1 wood; option w5_no_wood: no wood."""
    state = blank(w5_no_wood=no_wood)
    state.kept[0], state.hands = [D.W5], [[] for _ in range(4)]
    state.stack = [(S.REVEAL_WEALTH, -1, 0, 0)]
    state._reveal_wealth(state.stack.pop())
    assert state.goods[0][D.WOOD] == wood
    assert state.temples[0][D.KUKULCAN] == 1 and state.techs[0][D.EXTRACTION] == 1


def test_wealth_tiles_block_every_printed_position_once():
    """§2.4: the tiles show small-gear positions 1/3/5/7 and Chichen Itza 0/3/5/7/10, one
    tile each, so a revealed position is never already taken."""
    positions = [tile[0] for tile in D.WEALTH_TILES]
    assert len(D.WEALTH_TILES) == 21 and len(set(positions)) == 21
    assert sorted(positions) == sorted(
        [(g, q) for g in (P, Y, T, U) for q in (1, 3, 5, 7)] + [(C, q) for q in (0, 3, 5, 7, 10)])


@pytest.mark.parametrize("number", sorted(MONUMENTS))
def test_monument_cost_and_frame(number):
    assert D.MONUMENTS[number - 1] == MONUMENTS[number]


def test_frame_monuments_count_themselves():
    """T8: M1, M6 and M10 count their own frame 'this monument too', so each has that
    frame: tomb, civic, altar."""
    assert [D.MONUMENTS[m - 1][0] for m in (1, 6, 10)] == [TOMB, CIVIC, ALTAR]


def test_only_one_monument_costs_a_skull():
    """§4.9: one monument also needs a skull (M13); every other cost is in resources."""
    assert [m + 1 for m, (_, cost) in enumerate(D.MONUMENTS) if cost[3]] == [13]


def test_building_counts_by_age_and_frame():
    """§1.2, T9: 32 buildings, 14 in Age 1 and 18 in Age 2; five farms in Age 1 (three
    'one worker', two '1 less') and three 'three workers' farms in Age 2."""
    ages = [b[0] for b in D.BUILDINGS]
    assert len(D.BUILDINGS) == 32 and ages.count(1) == 14 and ages.count(2) == 18
    farms = [(b[0], b[3][0][0]) for b in D.BUILDINGS if b[1] == D.FARM]
    assert sorted(farms) == sorted([(1, D.FARM_ONE)] * 3 + [(1, D.FARM_LESS)] * 2
                                   + [(2, D.FARM_THREE)] * 3)


def test_buildings_cost_only_resources():
    """§4.9, §4.5: a building's cost is in cubes (Uxmal 4 pays 2 corn per cube)."""
    for building in D.BUILDINGS:
        cost = building[2]
        assert len(cost) == 3 and sum(cost) >= 1 and min(cost) >= 0


def test_seed_examples_among_the_buildings():
    """§4.9: the seed's examples name a building costing 1 stone and 1 gold, and one giving
    +1 in every temple and 3 VP; the icon list names 6 corn, 2 VP and 1 skull."""
    costs = [b[2] for b in D.BUILDINGS]
    assert (0, 1, 1) in costs
    effects = [set(b[3]) for b in D.BUILDINGS]
    assert {(D.TEMPLE_ALL, 1, 0), (D.VP, 3, 0)} in effects
    flat = {e for b in D.BUILDINGS for e in b[3]}
    assert {(D.GAIN, D.CORN, 6), (D.VP, 2, 0), (D.GAIN, D.SKULL, 1)} <= flat


def test_every_icon_of_the_seed_appears_on_a_tile_or_building():
    """T7: the seed's icon list (6 corn, 2 wood, 1 stone, 1 gold, 1 skull, 2 VP, a worker,
    each technology, a technology of choice, two technologies, each temple, a temple of
    choice, build, market, any action, the two Age 1 farm kinds) is all used."""
    used = {e for b in D.BUILDINGS for e in b[3]} | {e for t in D.WEALTH_TILES for e in t[1]}
    icons = {(D.GAIN, D.CORN, 6), (D.GAIN, D.WOOD, 2), (D.GAIN, D.STONE, 1),
             (D.GAIN, D.GOLD, 1), (D.GAIN, D.SKULL, 1), (D.VP, 2, 0), (D.WORKER, 1, 0),
             (D.TECH_ANY, 1, 0), (D.TECH_ANY, 2, 0), (D.TEMPLE_ANY, 1, 0), (D.BUILD, 0, 0),
             (D.MARKET, 0, 0), (D.ANY_ACTION, 0, 0), (D.FARM_ONE, 1, 0), (D.FARM_LESS, 1, 0)}
    icons |= {(D.TECH, k, 1) for k in D.TRACKS} | {(D.TEMPLE, t, 1) for t in D.TEMPLES}
    assert icons <= used


def test_food_days_quarter_half_three_quarters_and_end():
    """T10 against §3.7: mid-age Food Days near 1/4 and 3/4 of the 26 days, end-of-age ones
    at the half and the end."""
    assert D.FOOD_DAYS[1] * 2 == D.DAYS_PER_REVOLUTION == D.FOOD_DAYS[3]
    assert abs(D.FOOD_DAYS[0] - 26 / 4) < 1 and abs(D.FOOD_DAYS[2] - 26 * 3 / 4) < 1
    assert D.FOOD_DAY_KIND == (D.MID_AGE, D.END_OF_AGE, D.MID_AGE, D.END_OF_AGE)
