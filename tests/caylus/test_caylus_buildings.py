"""Every building of the spec's tables (§4): cost, points and effect (§3.5 a-k), the Lawyer
(§3.5 c, A-6, A-7) and construction (§3.5 b, A-17). Four players; Orange's castle worker
holds the game at phase 6 so that each test sees the end of phase 5 only."""

import pytest
from caylus_helpers import (
    BLUE,
    CLOTH,
    GOLD,
    GREEN,
    ORANGE,
    RED,
    WOOD,
    at_castle,
    begin,
    blank,
    build,
    cubes,
    decide,
    hold_at_castle,
    legal,
    play,
    put_worker,
    stopped,
    top,
)

from meeple.games.caylus import actions as A
from meeple.games.caylus import data as D
from meeple.games.caylus.state import Phase

SPACE = 9


def activate(s, building, seat, owner=-1, space=SPACE):
    """`seat`'s worker on `building` (owned by `owner`) at `space`; phase 5 starts."""
    build(s, space, building, owner)
    put_worker(s, space, seat)
    s.provost = space - 1
    hold_at_castle(s)
    begin(s, "activation")
    return s


# -- production (§3.5 a, §4.6) ---------------------------------------------------------------


@pytest.mark.parametrize("building,choices,pick,gain", [
    (D.N_FARM, ["take 1 food", "take 1 cloth"], "take 1 cloth", cubes(0, 0, 0, 1)),
    (D.N_FOREST, ["take 1 food", "take 1 wood"], "take 1 wood", cubes(0, 1)),
    (D.W_FOOD_FARM, ["take 2 food", "take 1 cloth"], "take 2 food", cubes(2)),
    (D.W_CLOTH_FARM, ["take 1 food", "take 2 cloth"], "take 2 cloth", cubes(0, 0, 0, 2)),
])
def test_production_with_a_choice(building, choices, pick, gain):
    s = activate(blank(4), building, BLUE, owner=RED if building < D.TILES else -1)
    assert sorted(legal(s)) == sorted(choices)
    play(s, pick)
    assert s.cubes[BLUE] == gain and at_castle(s)


@pytest.mark.parametrize("building,gain", [
    (D.N_SAWMILL, cubes(0, 1)), (D.N_QUARRY, cubes(0, 0, 1)), (D.F_GOLD_MINE, cubes(0, 0, 0, 0, 1)),
    (D.W_SAWMILL, cubes(0, 2)), (D.W_QUARRY, cubes(0, 0, 2)),
])
def test_production_without_a_choice_is_automatic(building, gain):
    s = activate(blank(4), building, BLUE, owner=RED if building < D.TILES else -1)
    assert at_castle(s) and s.cubes[BLUE] == gain
    assert s.cubes[RED] == cubes(0)  # wooden and neutral buildings give no owner bonus


@pytest.mark.parametrize("building,gain,bonus", [
    (D.S_FARM, cubes(2, 0, 0, 1), ["bonus food", "bonus cloth"]),
    (D.S_PARK, cubes(1, 2), ["bonus food", "bonus wood"]),
    (D.S_WORKSHOP, cubes(0, 0, 2, 1), ["bonus stone", "bonus cloth"]),
])
def test_stone_production_and_the_owner_bonus(building, gain, bonus):
    s = activate(blank(4), building, BLUE, owner=RED)
    assert s.cubes[BLUE] == gain
    assert top(s)[:2] == (A.K_BONUS, RED) and sorted(legal(s)) == sorted(bonus)
    play(s, bonus[1])
    assert sum(s.cubes[RED]) == 1 and at_castle(s)


def test_stone_production_used_by_its_owner_gives_no_bonus():
    s = activate(blank(4), D.S_FARM, RED, owner=RED)
    assert s.cubes[RED] == cubes(2, 0, 0, 1) and at_castle(s)


# -- marketplaces and peddlers (§3.5 d, e) ---------------------------------------------------


@pytest.mark.parametrize("building,price", [(D.N_MARKET, 4), (D.W_MARKET, 6)])
def test_marketplace_sells_exactly_one_cube_any_type(building, price):
    s = blank(4)
    s.cubes[BLUE] = cubes(1, 0, 0, 0, 1)
    activate(s, building, BLUE, owner=RED if building < D.TILES else -1)
    assert legal(s) == ["sell: decline", "sell food", "sell gold"]
    play(s, "sell gold")
    assert s.deniers[BLUE] == price and s.cubes[BLUE] == cubes(1) and at_castle(s)


def test_fixed_peddler_sells_one_non_gold_cube_for_2():
    s = blank(4)
    s.deniers[BLUE] = 5
    activate(s, D.F_PEDDLER, BLUE)
    assert legal(s) == ["buy: stop", "buy food", "buy wood", "buy stone", "buy cloth"]
    play(s, "buy cloth")
    assert s.deniers[BLUE] == 3 and s.cubes[BLUE] == cubes(0, 0, 0, 1) and at_castle(s)


def test_fixed_peddler_needs_2_deniers():
    s = blank(4)
    s.deniers[BLUE] = 1
    activate(s, D.F_PEDDLER, BLUE)
    assert at_castle(s) and s.deniers[BLUE] == 1


def test_wooden_peddler_one_cube_for_1_or_two_for_2():
    s = blank(4)
    s.deniers[BLUE] = 5
    activate(s, D.W_PEDDLER, BLUE, owner=RED)
    play(s, "buy stone")
    assert s.deniers[BLUE] == 4
    assert legal(s) == ["buy: stop", "buy stone", "buy cloth"]  # ascending: one path per pair
    play(s, "buy cloth")
    assert s.deniers[BLUE] == 3 and s.cubes[BLUE] == cubes(0, 0, 1, 1) and at_castle(s)


# -- Church, Tailor, Bank, Alchemist, Jeweller (§3.5 f-j) ------------------------------------


@pytest.mark.parametrize("ruleset,building,held,choices,pick,after", [
    ("seed", D.S_CHURCH, (5, cubes()), ["trade 2 deniers for 3 pp", "trade 4 deniers for 5 pp"],
     1, (1, cubes(), 5)),
    ("seed", D.S_TAILOR, (0, cubes(0, 0, 0, 3)),
     ["trade 1 cloth for 2 pp", "trade 3 cloth for 6 pp"], 0, (0, cubes(0, 0, 0, 2), 2)),
    ("published", D.S_TAILOR, (0, cubes(0, 0, 0, 3)),
     ["trade 2 cloth for 4 pp", "trade 3 cloth for 6 pp"], 0, (0, cubes(0, 0, 0, 1), 4)),
    ("seed", D.S_BANK, (5, cubes()), ["trade 2 deniers for 1 gold", "trade 5 deniers for 2 gold"],
     1, (0, cubes(0, 0, 0, 0, 2), 0)),
    ("seed", D.S_JEWELLER, (0, cubes(0, 0, 0, 0, 2)),
     ["trade 1 gold for 5 pp", "trade 2 gold for 9 pp"], 1, (0, cubes(), 9)),
])
def test_exchange_buildings(ruleset, building, held, choices, pick, after):
    s = blank(4, ruleset=ruleset)
    s.deniers[BLUE], s.cubes[BLUE] = held[0], list(held[1])
    activate(s, building, BLUE, owner=RED)
    assert legal(s) == ["trade: decline", *choices]
    play(s, choices[pick])
    assert (s.deniers[BLUE], s.cubes[BLUE], s.pp[BLUE]) == after and at_castle(s)


def test_exchange_only_affordable_options_and_decline():
    s = blank(4)
    s.deniers[BLUE] = 3
    activate(s, D.S_CHURCH, BLUE, owner=RED)
    assert legal(s) == ["trade: decline", "trade 2 deniers for 3 pp"]
    play(s, "trade: decline")
    assert s.deniers[BLUE] == 3 and s.pp[BLUE] == 0


def test_alchemist_player_chooses_the_non_gold_cubes():
    s = blank(4)
    s.cubes[BLUE] = cubes(1, 2, 1, 0, 3)
    activate(s, D.S_ALCHEMIST, BLUE, owner=RED)
    assert legal(s) == ["trade: decline", "trade 2 cubes for 1 gold", "trade 4 cubes for 2 gold"]
    play(s, "trade 2 cubes for 1 gold")
    # gold is not an input; stone first would leave nothing at or after it to pay with
    assert legal(s) == ["pay food", "pay wood"]
    play(s, "pay wood")
    assert legal(s) == ["pay wood", "pay stone"]  # ascending types: each multiset once
    play(s, "pay wood")
    assert s.cubes[BLUE] == cubes(1, 0, 1, 0, 4) and at_castle(s)


def test_alchemist_four_cubes_for_two_gold():
    s = blank(4)
    s.cubes[BLUE] = cubes(2, 0, 0, 2)
    activate(s, D.S_ALCHEMIST, BLUE, owner=RED)
    play(s, "trade 4 cubes for 2 gold")  # exactly four non-gold cubes: paid at once
    assert s.cubes[BLUE] == cubes(0, 0, 0, 0, 2) and at_castle(s)


def test_alchemist_gold_input_option():
    s = blank(4, alchemist_gold_input=True)
    s.cubes[BLUE] = cubes(1, 0, 0, 0, 1)
    activate(s, D.S_ALCHEMIST, BLUE, owner=RED)
    play(s, "trade 2 cubes for 1 gold")  # food + gold: no choice left, paid at once
    assert s.cubes[BLUE] == cubes(0, 0, 0, 0, 1) and at_castle(s)


# -- construction (§3.5 b) -------------------------------------------------------------------


def exact_cost(tile: int) -> list[int]:
    held = list(D.BUILDINGS[tile].cost)
    held[GOLD] += D.BUILDINGS[tile].any_cubes  # pay the "any cube" with gold
    return held


@pytest.mark.parametrize("tile", range(D.TILES), ids=[b.name for b in D.BUILDINGS[:D.TILES]])
def test_each_tile_costs_its_cubes_and_scores_its_points(tile):
    """§4.4, §4.5, §4.8: built with exactly its cost; one cube short, it is not offered."""
    category = D.BUILDINGS[tile].category
    s = blank(4)
    if category == D.PRESTIGE:
        build(s, 9, D.RESIDENCE, BLUE)
    short = exact_cost(tile)
    short[short.index(max(short))] -= 1
    s.cubes[BLUE] = short
    decide(s, A.K_BUILD, BLUE, category, -1)
    assert f"build {D.BUILDINGS[tile].name}" not in legal(s)
    s.cubes[BLUE] = exact_cost(tile)
    decide(s, A.K_BUILD, BLUE, category, -1)
    play(s, f"build {D.BUILDINGS[tile].name}")
    assert s.cubes[BLUE] == cubes(0) and s.pp[BLUE] == D.BUILDINGS[tile].vp
    assert s.road[8] == tile and s.owner[8] == BLUE
    favors = D.BUILDINGS[tile].favors
    assert top(s) == (A.K_FAVOR, BLUE, favors) if favors else stopped(s)


def test_church_points_by_ruleset():
    """A-1: the builder of the Church gains 4 PP (seed) or 3 (published), and a favor."""
    for ruleset, pp in (("seed", 4), ("published", 3)):
        s = blank(4, ruleset=ruleset)
        s.cubes[BLUE] = cubes(0, 0, 1, 1)
        decide(s, A.K_BUILD, BLUE, D.STONE_B, -1)
        play(s, "build church")
        assert s.pp[BLUE] == pp and top(s) == (A.K_FAVOR, BLUE, 1)


def test_any_cube_of_a_cost_is_chosen_by_the_builder():
    s = blank(4)
    s.cubes[BLUE] = cubes(1, 1, 0, 0, 1)
    decide(s, A.K_BUILD, BLUE, D.WOODEN, -1)
    play(s, "build market")
    assert legal(s) == ["pay food", "pay gold"]
    play(s, "pay gold")
    assert s.cubes[BLUE] == cubes(1) and s.pp[BLUE] == 4


@pytest.mark.parametrize("building,category", [
    (D.N_CARPENTER, D.WOODEN), (D.F_CARPENTER, D.WOODEN), (D.W_MASON, D.STONE_B),
])
def test_carpenters_and_mason_build_their_category_on_the_first_free_space(building, category):
    s = blank(4)
    s.cubes[BLUE] = cubes(5, 5, 5, 5, 5)
    build(s, 9, D.W_LAWYER, RED)
    activate(s, building, BLUE, owner=RED if building < D.TILES else -1, space=10)
    offered = [t[6:] for t in legal(s)[1:]]
    assert offered == [D.BUILDINGS[t].name for t in range(D.TILES)
                       if D.BUILDINGS[t].category == category and s.stock >> t & 1]
    play(s, legal(s)[1])
    assert s.road[10] >= 0 and s.owner[10] == BLUE  # space 11: first free after 9-10


def test_no_craft_building_on_a_full_road():
    """A-17: with no free space, no wooden or stone building."""
    s = blank(4)
    s.cubes[BLUE] = cubes(5, 5, 5, 5, 5)
    for i in range(D.ROAD_LENGTH):
        if s.road[i] == D.EMPTY:
            s.road[i] = D.RESIDENCE
            s.owner[i] = RED
    decide(s, A.K_BUILD, BLUE, D.WOODEN, -1)
    assert legal(s) == ["build: decline"]


def test_full_road_still_allows_prestige_buildings_and_conversions():
    """A-17: prestige buildings and residential conversions need no free space."""
    s = blank(4)
    for i in range(D.ROAD_LENGTH):
        if s.road[i] == D.EMPTY:
            s.road[i] = D.RESIDENCE
            s.owner[i] = BLUE
    s.cubes[BLUE] = cubes(0, 0, 2, 1, 1)
    s.deniers[BLUE] = 1
    decide(s, A.K_BUILD, BLUE, D.PRESTIGE, -1)
    assert "build statue" in legal(s)
    decide(s, A.K_LAWYER, BLUE, 1)
    assert f"convert {D.BUILDINGS[s.road[0]].name}@1" in legal(s)


def test_architect_builds_on_a_chosen_own_residence():
    s = blank(4)
    build(s, 12, D.RESIDENCE, BLUE)
    build(s, 13, D.RESIDENCE, RED)
    build(s, 14, D.RESIDENCE, BLUE)
    s.cubes[BLUE] = cubes(3, 0, 0, 0, 1)
    activate(s, D.S_ARCHITECT, BLUE, owner=RED)
    play(s, "build granary")
    assert legal(s) == ["on residence@12", "on residence@14"]
    play(s, "on residence@14")
    assert s.road[13] == D.P_GRANARY and s.owner[13] == BLUE and s.pp[BLUE] == 10
    assert s.road[11] == D.RESIDENCE


def test_architect_without_own_residence_builds_nothing():
    s = blank(4)
    build(s, 12, D.RESIDENCE, RED)
    s.cubes[BLUE] = cubes(5, 5, 5, 5, 5)
    activate(s, D.S_ARCHITECT, BLUE, owner=RED)
    assert at_castle(s) and s.cubes[BLUE] == cubes(5, 5, 5, 5, 5)


def test_prestige_replacing_a_residence_loses_its_income():
    s = blank(3)
    build(s, 12, D.RESIDENCE, BLUE)
    s._collect_income()
    assert s.deniers[BLUE] == 3
    s.cubes[BLUE] = cubes(0, 0, 2, 0, 1)
    decide(s, A.K_BUILD, BLUE, D.PRESTIGE, -1)
    play(s, "build statue")
    s.deniers = [0, 0, 0]
    s._collect_income()
    assert s.deniers[BLUE] == 2


# -- the Lawyer (§3.5 c) ---------------------------------------------------------------------


def test_lawyer_targets_neutral_and_own_craft_buildings_only():
    """A-7: neutral tiles, own wooden/stone buildings but a Lawyer; never fixed, residential,
    prestige or opponents' buildings."""
    s = blank(4)
    s.road[:6] = [D.N_FARM, D.N_FOREST, D.N_SAWMILL, D.N_QUARRY, D.N_MARKET, D.N_CARPENTER]
    build(s, 10, D.W_SAWMILL, BLUE)
    build(s, 11, D.S_BANK, BLUE)
    build(s, 12, D.W_QUARRY, RED)
    build(s, 13, D.RESIDENCE, BLUE)
    build(s, 14, D.P_STATUE, BLUE)
    s.cubes[BLUE] = cubes(0, 0, 0, 1)
    s.deniers[BLUE] = 1
    activate(s, D.W_LAWYER, BLUE, owner=BLUE)
    assert legal(s) == ["convert: decline", "convert farm@1", "convert forest@2",
                        "convert sawmill@3", "convert quarry@4", "convert market@5",
                        "convert carpenter@6", "convert sawmill@10", "convert bank@11"]


def test_lawyer_needs_cloth_and_a_denier():
    """§3.5 c: the conversion costs 1 cloth + 1 denier; short of either, nothing is asked."""
    s = blank(4)
    s.cubes[BLUE] = cubes(0, 0, 0, 1)
    activate(s, D.W_LAWYER, BLUE, owner=RED)
    assert at_castle(s)  # 1 cloth but no denier: nothing to decide
    s = blank(4)
    s.deniers[BLUE] = 1
    activate(s, D.W_LAWYER, BLUE, owner=RED)
    assert at_castle(s) and s.deniers[BLUE] == 1  # 1 denier but no cloth
    s = blank(4)
    s.cubes[BLUE] = cubes(0, 0, 0, 1)
    s.deniers[BLUE] = 1
    activate(s, D.W_LAWYER, BLUE, owner=RED)
    assert top(s)[:2] == (A.K_LAWYER, BLUE)  # both: the conversion is offered


def test_lawyer_returns_an_own_tile_to_the_stock_and_removes_a_neutral_one():
    s = blank(4)
    build(s, 10, D.W_SAWMILL, BLUE)
    s.cubes[BLUE] = cubes(0, 0, 0, 2)
    s.deniers[BLUE] = 2
    decide(s, A.K_LAWYER, BLUE, 1)
    play(s, "convert sawmill@10")
    assert s.stock >> D.W_SAWMILL & 1 and s.road[9] == D.RESIDENCE and s.pp[BLUE] == 2
    decide(s, A.K_LAWYER, BLUE, 1)
    neutral = s.road[0]
    play(s, f"convert {D.BUILDINGS[neutral].name}@1")
    assert neutral not in s.road and s.pp[BLUE] == 4 and s.deniers[BLUE] == 0


def test_lawyer_target_with_a_worker_converts_after_its_activation():
    """A-6: paid at once; the target (Blue's sawmill on space 11, after the Lawyer on 9, with
    Red's worker on it) works for Red first, then becomes Blue's residence."""
    s = blank(4)
    build(s, 11, D.W_SAWMILL, BLUE)
    put_worker(s, 11, RED)
    s.cubes[BLUE] = cubes(0, 0, 0, 1)
    s.deniers[BLUE] = 1
    activate(s, D.W_LAWYER, BLUE, owner=BLUE, space=9)
    s.provost = 10
    s.touch()
    play(s, "convert sawmill@11")
    assert s.cubes[BLUE][CLOTH] == 0 and s.deniers[BLUE] == 0  # paid now
    assert s.cubes[RED][WOOD] == 2  # the sawmill still worked for Red
    assert s.road[10] == D.RESIDENCE and s.owner[10] == BLUE and s.pp[BLUE] == 2


def test_lawyer_target_beyond_the_provost_converts_at_the_end_of_phase_5():
    s = blank(4)
    build(s, 20, D.W_SAWMILL, BLUE)
    put_worker(s, 20, RED)
    s.cubes[BLUE] = cubes(0, 0, 0, 1)
    s.deniers[BLUE] = 1
    activate(s, D.W_LAWYER, BLUE, owner=BLUE, space=9)
    play(s, "convert sawmill@20")
    assert at_castle(s)
    assert s.road[19] == D.RESIDENCE and s.cubes[RED][WOOD] == 0
    assert s.workers[RED] == D.WORKERS


def test_joust_favor_lawyer_on_a_building_with_a_worker_waits_for_its_activation():
    """A-6 for the buildings line, column 4, used in phase 3: paid at once (1 cloth), the
    target converts right after it works in phase 5."""
    s = blank(4)
    s.open_columns = 4
    s.favor[BLUE] = [0, 0, 0, 3]
    build(s, 9, D.W_SAWMILL, BLUE)
    put_worker(s, 9, RED)
    s.special[D.JOUST] = BLUE
    s.workers[BLUE] -= 1
    s.deniers[BLUE] = 1
    s.cubes[BLUE] = cubes(0, 0, 0, 2)
    s.inn_right = ORANGE  # the Inn's question holds the game in phase 3
    s.workers[ORANGE] -= 1
    s.phase, s.step = Phase.SPECIAL, D.JOUST
    s._run()
    play(s, "joust: pay for a favor", "favor lawyer", "convert sawmill@9")
    assert s.cubes[BLUE][CLOTH] == 0 and s.road[8] == D.W_SAWMILL and s.pending == ((8, BLUE),)
    s.provost = 8
    hold_at_castle(s)
    begin(s, "activation")
    assert not s.invariant_errors()
    assert s.cubes[RED][WOOD] == 2  # the sawmill worked for Red first
    assert s.road[8] == D.RESIDENCE and s.owner[8] == BLUE and s.pp[BLUE] == D.RESIDENCE_PP
    assert s.pending == () and at_castle(s)


def test_lawyer_same_target_twice_in_a_turn_is_not_offered():
    s = blank(4)
    build(s, 20, D.W_SAWMILL, BLUE)
    put_worker(s, 20, RED)
    s.pending = ((19, GREEN),)
    s.cubes[BLUE] = cubes(0, 0, 0, 1)
    s.deniers[BLUE] = 1
    decide(s, A.K_LAWYER, BLUE, 1)
    assert "convert sawmill@20" not in legal(s)


def test_workers_never_stand_on_residences_or_prestige_buildings():
    s = blank(4)
    build(s, 9, D.RESIDENCE, BLUE)
    build(s, 10, D.P_HOTEL, BLUE)
    s.deniers[BLUE] = 9
    decide(s, A.K_PLACE, BLUE)
    assert not any(t.endswith(("@9", "@10")) for t in legal(s))


