"""Every worked example of the rulebook (seed pages 4-10, and the English rulebook's same set,
spec §9), on constructed positions, asserting the numbers the book states.

Colours are seats: blue 0, red 1, green 2, orange 3.
"""

from caylus_helpers import (
    BLUE,
    CLOTH,
    FOOD,
    GOLD,
    GREEN,
    ORANGE,
    RED,
    STONE,
    begin,
    blank,
    build,
    cubes,
    decide,
    legal,
    play,
    put_worker,
    start_placement,
    top,
)

from meeple.games.caylus import actions as A
from meeple.games.caylus import data as D
from meeple.games.caylus.state import Phase


def test_placement_example_passing_scale_costs():
    """§3.2 (seed p.4-5): Blue passes first (+1 denier); Green pays 2 for the fixed Peddler;
    Orange passes; Red pays 3 on Green's quarry (Green +1 PP); Green passes; Red pays 1 on his
    own farm, then 4 for the castle, behind Blue's worker."""
    s = blank(4)
    s.order = (BLUE, GREEN, ORANGE, RED)
    s.deniers = [3, 10, 5, 5]
    build(s, 9, D.W_QUARRY, GREEN)
    build(s, 10, D.W_FOOD_FARM, RED)
    s.castle_scale = (BLUE,)
    s.workers[BLUE] -= 1
    start_placement(s, BLUE)

    play(s, "pass")
    assert s.deniers[BLUE] == 4 and s.passing == (BLUE,)
    play(s, "place peddler@7")
    assert s.deniers[GREEN] == 5 - 2
    play(s, "pass")
    play(s, "place quarry@9")
    assert s.deniers[RED] == 10 - 3 and s.pp[GREEN] == 1
    play(s, "pass")
    play(s, "place food farm@10")
    assert s.deniers[RED] == 7 - 1 and s.pp[RED] == 0
    play(s, "place castle")
    assert s.deniers[RED] == 6 - 4
    assert s.castle_scale == (BLUE, RED)


def test_stables_example_changes_turn_order():
    """§3.3 e (seed p.5): order Red, Green, Orange, Blue; Blue on Stables 1, Red on 2: the
    order becomes Blue, Red, Green, Orange."""
    s = blank(4)
    s.order = (RED, GREEN, ORANGE, BLUE)
    s.stables = (BLUE, RED)
    s.workers[BLUE] -= 1
    s.workers[RED] -= 1
    begin(s, "special")
    assert s.order == (BLUE, RED, GREEN, ORANGE)
    assert s.workers[BLUE] == s.workers[RED] == D.WORKERS


def test_inn_example_new_guest_drives_out_the_old():
    """§3.3 f (seed p.6): Blue sat on the right circle; Green placed on the left; at the Inn
    Blue is driven out and Green moves right, paying 1 per worker from then on."""
    s = blank(4)
    s.inn_right, s.inn_left = BLUE, GREEN
    s.workers[BLUE] -= 1
    s.workers[GREEN] -= 1
    begin(s, "special")
    assert s.inn_right == GREEN and s.inn_left == -1
    assert s.workers[BLUE] == D.WORKERS and s.workers[GREEN] == D.WORKERS - 1
    # next turn: two players have passed, yet Green pays 1 for the peddler
    s.deniers = [5, 5, 5, 5]
    start_placement(s, GREEN)
    s.passing, s.passed = (BLUE, RED), 0b11
    play(s, "place peddler@7")
    assert s.deniers[GREEN] == 4


def test_provost_example_bribes_in_passing_order():
    """§3.4 (seed p.6): passing order Blue, Orange, Red, Green. Blue stays; Orange pays 2 to
    move it 2 back; Red pays 2 to move it 2 forward; Green pays 1 to move it 1 back. Green's
    building works, Red's does not; the Provost ends 1 space behind where it started."""
    s = blank(4)
    s.deniers = [3, 3, 3, 3]
    build(s, 11, D.W_FOOD_FARM, BLUE)
    build(s, 12, D.W_QUARRY, BLUE)
    put_worker(s, 11, GREEN)
    put_worker(s, 12, RED)
    s.provost = start = 11  # space 12
    s.passing = (BLUE, ORANGE, RED, GREEN)
    begin(s, "provost")
    play(s, "provost stay", "provost -2")
    assert s.deniers[ORANGE] == 1 and s.provost == start - 2
    play(s, "provost +2")
    assert s.deniers[RED] == 1
    play(s, "provost -1")
    assert s.deniers[GREEN] == 2
    assert s.provost == start - 1
    assert s.phase == Phase.ACTIVATION and top(s)[:2] == (A.K_TAKE, GREEN)  # Green's farm works
    play(s, "take 2 food")
    assert s.cubes[GREEN][FOOD] == 2
    assert s.cubes[RED][STONE] == 0 and s.workers[RED] == D.WORKERS  # Red's quarry did not


def test_carpenter_example_builds_a_wooden_farm():
    """§3.5 b (seed p.7): Red at the neutral Carpenter builds the wooden farm for 1 food +
    1 wood, on the first free space, with his house, for 2 PP."""
    s = blank(4)
    s.road[:6] = [D.N_CARPENTER, D.N_FARM, D.N_FOREST, D.N_SAWMILL, D.N_QUARRY, D.N_MARKET]
    s.cubes[RED] = cubes(1, 1)
    put_worker(s, 1, RED)
    s.provost = 5
    begin(s, "activation")
    assert "build food farm" in legal(s)
    play(s, "build food farm")
    assert s.road[8] == D.W_FOOD_FARM and s.owner[8] == RED  # space 9, first free
    assert s.pp[RED] == 2 and s.cubes[RED] == cubes(0, 0)
    assert not s.stock >> D.W_FOOD_FARM & 1


def test_architect_example_builds_the_statue_on_a_residence():
    """§3.5 b (seed p.7): Green on Blue's Architect (Blue +1 PP) builds the Statue for 1 gold +
    2 stone on his own residence: 7 PP and a royal favor."""
    s = blank(4)
    build(s, 9, D.S_ARCHITECT, BLUE)
    build(s, 10, D.RESIDENCE, GREEN)
    s.cubes[GREEN] = cubes(0, 0, 2, 0, 1)
    s.deniers[GREEN] = 2
    start_placement(s, GREEN)
    play(s, "place architect@9")
    assert s.pp[BLUE] == 1
    s.provost = 9
    begin(s, "activation")
    play(s, "build statue")
    assert s.road[9] == D.P_STATUE and s.owner[9] == GREEN
    assert s.cubes[GREEN] == cubes(0, 0, 0, 0, 0)
    assert s.pp[GREEN] == 7
    assert top(s)[:3] == (A.K_FAVOR, GREEN, 1)


def test_lawyer_example_converts_the_neutral_quarry():
    """§3.5 c (seed p.7): Blue on his own Lawyer (no PP) pays 1 cloth + 1 denier, converts the
    neutral quarry to a residence, gains 2 PP, and 1 more denier of income each turn."""
    s = blank(4)
    s.road[:6] = [D.N_QUARRY, D.N_FARM, D.N_FOREST, D.N_SAWMILL, D.N_CARPENTER, D.N_MARKET]
    build(s, 9, D.W_LAWYER, BLUE)
    s.cubes[BLUE] = cubes(0, 0, 0, 1)
    s.deniers[BLUE] = 2
    start_placement(s, BLUE)
    s.passing, s.passed = (RED, GREEN), (1 << RED) | (1 << GREEN)
    play(s, "place lawyer@9")
    assert s.deniers[BLUE] == 1 and s.pp[BLUE] == 0  # own building: 1 denier
    s.provost = 9
    begin(s, "activation")
    play(s, "convert quarry@1")
    assert s.road[0] == D.RESIDENCE and s.owner[0] == BLUE
    assert s.pp[BLUE] == 2 and s.cubes[BLUE][CLOTH] == 0
    # nothing else asks a decision: the turn ends and the next one pays income, with the
    # residence's denier (Blue had 1 - 1 = 0 left)
    assert s.turn == 2 and s.phase == Phase.PLACEMENT
    assert s.deniers[BLUE] == 0 + D.BASE_INCOME + D.RESIDENCE_INCOME


def test_castle_example_overflow_and_best_builder():
    """§3.6 (seed p.8-9): Red (castle scale 1) gives food+stone+wood: a Dungeon house, 5 PP.
    Green gives 2 batches with 1 Dungeon space left: one house there, one in the Walls: 9 PP,
    and the best builder's favor."""
    s = blank(4)
    s.castle[0] = [1, 0, 0, 3]  # 4 of the 6 Dungeon spaces taken, by Blue and Orange
    s.filled[0] = 4
    s.castle_scale = (RED, GREEN)
    s.workers[RED] -= 1
    s.workers[GREEN] -= 1
    s.cubes[RED] = cubes(1, 1, 1)
    s.cubes[GREEN] = cubes(2, 1, 1, 1, 1)
    begin(s, "castle")
    play(s, "batch food+wood+stone")  # Red has no cube left: he stops by himself
    assert s.pp[RED] == 5 and s.filled[0] == 5 and s.castle[0][RED] == 1
    play(s, "batch food+wood+stone", "batch food+cloth+gold")
    assert s.pp[GREEN] == 9
    assert s.castle[0][GREEN] == 1 and s.castle[1][GREEN] == 1
    assert top(s)[:3] == (A.K_FAVOR, GREEN, 1)


def test_castle_example_tie_goes_to_the_first_castle_worker():
    """§3.6 (seed p.9): had Green given only 1 batch, he would gain 5 PP and the favor would
    go to Red, whose worker was in the castle first."""
    s = blank(4)
    s.castle_scale = (RED, GREEN)
    s.workers[RED] -= 1
    s.workers[GREEN] -= 1
    s.cubes[RED] = cubes(1, 1, 1)
    s.cubes[GREEN] = cubes(2, 1, 1, 1, 1)
    begin(s, "castle")
    play(s, "batch food+wood+stone", "batch food+wood+stone", "castle: stop")
    assert s.pp[GREEN] == 5
    assert top(s)[:3] == (A.K_FAVOR, RED, 1)


def test_bailiff_example_one_space_when_the_provost_is_behind():
    """§3.7 (seed p.9): the Provost some spaces behind: the Bailiff moves 1, the Provost joins
    it; the Dungeon trigger is not reached, so no scoring (the Dungeon is not complete)."""
    s = blank(4)
    s.bailiff, s.provost = 8, 5
    begin(s, "end_of_turn")
    assert s.bailiff == 9 and s.provost == 9
    assert s.section == D.DUNGEON and s.turn == 2


def test_bailiff_example_two_spaces_reaching_the_dungeon_trigger():
    """§3.7 (seed p.9): the Bailiff one space behind the Provost moves 2, reaches the Dungeon
    scoring space, and the Dungeon is scored."""
    s = blank(4)
    s.bailiff, s.provost = 9, 10  # spaces 10 and 11
    s.castle[0] = [0, 0, 0, 0]
    begin(s, "end_of_turn")
    assert s.bailiff == 11 and s.provost == 11  # space 12: the Dungeon trigger
    assert s.section == D.WALLS and s.open_columns == 4


def test_dungeon_scoring_example():
    """§5.4 (seed p.10): order Red, Blue, Orange, Green. Red 2 houses: 1 favor; Blue 3: 1
    favor; Orange none: -2 PP, not below 0; Green 1 (his Walls house does not count):
    nothing."""
    s = blank(4)
    s.order = (RED, BLUE, ORANGE, GREEN)
    s.castle[0] = [3, 2, 1, 0]
    s.castle[1] = [0, 0, 1, 0]
    s.filled = [6, 1, 0]
    s.pp = [10, 10, 10, 1]
    s.bailiff = s.provost = 11
    begin(s, "end_of_turn")
    assert s.pp[ORANGE] == 0 and s.pp[GREEN] == 10
    assert top(s)[:3] == (A.K_FAVOR, RED, 1)
    play(s, "favor prestige +1")
    assert top(s)[:3] == (A.K_FAVOR, BLUE, 1)
    play(s, "favor prestige +1")
    assert s.pp[RED] == s.pp[BLUE] == 11
    assert s.section == D.WALLS and s.open_columns == 4


def test_favor_example_scoring_favor_cannot_reach_a_new_column():
    """§6.4 (seed p.10-11): Orange gains a favor in the Dungeon scoring, chooses prestige with
    his marker on column 2: it cannot advance (column 3 is not open yet): 2 PP."""
    s = blank(4)
    s.order = (ORANGE, BLUE, RED, GREEN)
    s.castle[0] = [1, 1, 1, 2]
    s.filled = [5, 0, 0]
    s.favor[ORANGE] = [2, 0, 0, 0]
    s.bailiff = s.provost = 11
    begin(s, "end_of_turn")
    assert top(s)[:2] == (A.K_FAVOR, ORANGE)
    assert "favor prestige +3" not in legal(s)
    play(s, "favor prestige +2")
    assert s.favor[ORANGE][D.FAVOR_PRESTIGE] == 2 and s.pp[ORANGE] == 2
    assert s.open_columns == 4  # opened only after the scoring's favors


def test_favor_example_church_favor_on_the_resources_line():
    """§6 (seed p.11): all columns open; Blue builds the Church and chooses the resources line,
    marker column 2 -> 3, and takes 1 food (any of the first 3 columns was allowed)."""
    s = blank(4)
    s.open_columns = 5
    s.favor[BLUE] = [0, 0, 2, 0]
    s.cubes[BLUE] = cubes(0, 0, 1, 1)
    decide(s, A.K_BUILD, BLUE, D.STONE_B, -1)
    play(s, "build church")
    assert s.pp[BLUE] == D.CHURCH_VP["seed"]
    assert {"favor food", "favor wood", "favor stone", "favor cloth"} <= set(legal(s))
    assert "favor exchange" not in legal(s)  # column 4 is beyond the marker
    play(s, "favor food")
    assert s.favor[BLUE][D.FAVOR_RESOURCES] == 3 and s.cubes[BLUE][FOOD] == 1


def test_favor_example_mason_column_builds_the_park():
    """§6 (seed p.11): Walls under construction (columns 1-4 open); Green's Joust favor on the
    buildings line, column 2 -> 3, builds the Park paying only 1 food (1 stone less), on the
    first free space, for 3 PP."""
    s = blank(4)
    s.section, s.open_columns = D.WALLS, 4
    s.favor[GREEN] = [0, 0, 0, 2]
    s.special[D.JOUST] = GREEN
    s.workers[GREEN] -= 1
    s.deniers[GREEN] = 1
    s.cubes[GREEN] = cubes(1, 0, 0, 1)
    s.phase, s.step = Phase.SPECIAL, D.JOUST
    s._run()
    play(s, "joust: pay for a favor", "favor mason")
    assert s.favor[GREEN][D.FAVOR_BUILDINGS] == 3
    play(s, "build park")
    assert s.road[8] == D.S_PARK and s.owner[8] == GREEN
    assert s.cubes[GREEN] == cubes(0, 0, 0, 0) and s.pp[GREEN] == 3


def test_hint_joust_denier_may_come_from_the_trading_post():
    """§11 / A-22 (seed p.12): the Trading Post pays before the Joust Field, so its deniers
    pay the Joust; cloth must be held already."""
    s = blank(4)
    s.special[D.TRADING_POST] = BLUE
    s.special[D.JOUST] = BLUE
    s.workers[BLUE] -= 2
    s.cubes[BLUE] = cubes(0, 0, 0, 1)
    begin(s, "special")
    assert top(s)[:2] == (A.K_JOUST, BLUE)
    play(s, "joust: pay for a favor")
    assert s.deniers[BLUE] == D.TRADING_POST_DENIERS - 1 and s.cubes[BLUE][CLOTH] == 0


def test_hint_joust_without_cloth_is_not_offered():
    s = blank(4)
    s.special[D.JOUST] = BLUE
    s.workers[BLUE] -= 1
    s.deniers[BLUE] = 5
    s.cubes[BLUE] = cubes(2, 2, 2, 0, GOLD)
    begin(s, "special")
    assert s.special[D.JOUST] == -1 and s.workers[BLUE] == D.WORKERS
    assert s.favor[BLUE] == [0, 0, 0, 0]
