"""Setup (§2), each phase of a turn (§3.1-§3.7) and the 2-player rules (§2.3), one rule per
test, on constructed positions."""

import pytest
from caylus_helpers import (
    BLACK,
    BLUE,
    CLOTH,
    GOLD,
    GREEN,
    ORANGE,
    RED,
    STONE,
    WOOD,
    begin,
    blank,
    build,
    cubes,
    decide,
    inn_stopper,
    legal,
    new,
    play,
    put_worker,
    start_placement,
    top,
)

from meeple.games.caylus import actions as A
from meeple.games.caylus import data as D
from meeple.games.caylus.state import Phase

# -- setup (§2) ------------------------------------------------------------------------------


@pytest.mark.parametrize("players", [3, 4, 5])
def test_setup_money_by_turn_order_plus_first_income(players):
    """§2.1 8, seed p.1: "Ο παίκτης που βρίσκεται στη θέση 1 παίρνει 5 δηνάρια ... στις θέσεις
    2 και 3 παίρνουν από 6 δηνάρια, και οι παίκτες στις θέσεις 4 και 5 παίρνουν από 7
    δηνάρια. Ο κάθε παίκτης παίρνει επίσης 1 κύβο ξύλου και 2 κύβους φαγητού"; turn 1 pays
    income (2) too (§3.1)."""
    s = new(players, seed=11)
    for position, seat in enumerate(s.order):
        assert s.deniers[seat] == (5, 6, 6, 7, 7)[position] + 2
    assert all(c == [2, 1, 0, 0, 0] for c in s.cubes)
    assert s.workers == [D.WORKERS] * players and s.pp == [0] * players
    assert s.current_player() == s.order[0] and s.turn == 1


def test_setup_two_players_start_with_5_deniers():
    """§2.3, seed p.12: "Και οι δύο παίκτες ξεκινάνε το παιχνίδι με 5 δηνάρια" (+2 income)."""
    s = new(2, seed=3)
    assert s.deniers == [5 + 2] * 2


def test_setup_road_neutral_tiles_fixed_buildings_and_agents():
    """§2.1 4, 11; §1.3: neutral tiles shuffled on 1-6; Peddler 7, Carpenter 8, Gold Mine 16;
    Bailiff and Provost on space 6; every tile in stock."""
    roads = set()
    for seed in range(8):
        s = new(3, seed=seed)
        assert sorted(s.road[:6]) == sorted(D.NEUTRAL_TILES)
        roads.add(tuple(s.road[:6]))
        assert s.road[6] == D.F_PEDDLER and s.road[7] == D.F_CARPENTER
        assert s.road[15] == D.F_GOLD_MINE
        assert s.road.count(D.EMPTY) == 19
        assert s.provost == s.bailiff == 5
        assert s.stock == (1 << D.TILES) - 1
    assert len(roads) > 1  # the order is random
    assert new(3, seed=5).road == new(3, seed=5).road  # and seeded


# -- phase 1: income (§3.1) ------------------------------------------------------------------


def test_income_residences_library_and_hotel():
    s = blank(3)
    build(s, 9, D.RESIDENCE, BLUE)
    build(s, 10, D.RESIDENCE, BLUE)
    build(s, 11, D.P_LIBRARY, RED)
    build(s, 12, D.P_HOTEL, GREEN)
    s._collect_income()
    assert s.deniers == [2 + 2, 2 + 1, 2 + 2]


# -- phase 2: worker placement (§3.2) --------------------------------------------------------


def test_first_passer_only_gets_the_denier_and_costs_rise():
    s = blank(5)
    s.deniers = [9] * 5
    start_placement(s, BLUE)
    play(s, "pass", "pass")
    assert s.deniers[BLUE] == 10 and s.deniers[RED] == 9
    assert s.bridge_cost(GREEN) == 3
    play(s, "pass", "pass")
    assert s.bridge_cost(BLACK) == 5
    play(s, "place castle")
    assert s.deniers[BLACK] == 4


def test_placement_never_on_empty_residence_prestige_or_occupied():
    s = blank(3)
    s.deniers = [9, 9, 9]
    build(s, 9, D.RESIDENCE, RED)
    build(s, 10, D.P_STATUE, RED)
    put_worker(s, 1, RED)
    start_placement(s, BLUE)
    spaces = {int(t.split("@")[1]) for t in legal(s) if "@" in t}
    assert spaces == {2, 3, 4, 5, 6, 7, 8, 16}


def test_own_building_costs_1_and_gives_no_pp():
    s = blank(3)
    s.deniers = [1, 5, 5]
    build(s, 9, D.W_SAWMILL, BLUE)
    build(s, 10, D.W_QUARRY, RED)
    start_placement(s, BLUE)
    s.passing, s.passed = (RED, GREEN), 0b110
    assert legal(s) == ["pass", "place sawmill@9"]  # only the own building is affordable
    play(s, "place sawmill@9")
    assert s.deniers[BLUE] == 0 and s.pp[BLUE] == 0


def test_opponent_building_gives_its_owner_1_pp_even_if_never_activated():
    s = blank(3)
    s.deniers = [5, 5, 5]
    build(s, 20, D.W_SAWMILL, RED)
    start_placement(s, BLUE)
    play(s, "place sawmill@20")
    assert s.pp[RED] == 1
    s.provost = 10
    begin(s, "activation")
    assert s.pp[RED] == 1 and s.cubes[BLUE][WOOD] == 0


def test_must_pass_without_money_or_workers():
    """§3.2 a, A-28: a player who cannot place passes; the engine does it at once."""
    s = blank(3)
    s.deniers = [0, 5, 5]
    start_placement(s, BLUE)
    s._run()
    assert s.passing == (BLUE,) and s.deniers[BLUE] == 1  # first passer's denier
    s.workers[RED] = 0
    s.touch()
    s._run()
    assert s.passing == (BLUE, RED) and top(s)[:2] == (A.K_PLACE, GREEN)


def test_stables_one_per_player_three_at_most_and_inn_left_circle():
    s = blank(5)
    s.deniers = [9] * 5
    s.stables = (BLUE, RED)
    s.inn_left = GREEN
    start_placement(s, BLUE)
    assert "place stables" not in legal(s) and "place inn" not in legal(s)
    decide(s, A.K_PLACE, ORANGE)
    assert "place stables" in legal(s)
    s.stables = (BLUE, RED, GREEN)
    s.touch()
    assert "place stables" not in legal(s)


def test_castle_one_worker_per_player_in_scale_order():
    s = blank(3)
    s.deniers = [9, 9, 9]
    start_placement(s, BLUE)
    play(s, "place castle", "place castle")
    assert s.castle_scale == (BLUE, RED)
    play(s, "pass")
    assert "place castle" not in legal(s)  # Blue again


def test_inn_right_circle_pays_1_everywhere_including_castle():
    """§3.2, A-11: the right-circle player pays 1 whatever the passes; owners still score."""
    s = blank(4)
    s.deniers = [3, 9, 9, 9]
    s.inn_right = BLUE
    s.workers[BLUE] -= 1
    build(s, 9, D.W_SAWMILL, RED)
    start_placement(s, BLUE)
    s.passing, s.passed = (RED, GREEN, ORANGE), 0b1110
    play(s, "place castle", "place sawmill@9", "place peddler@7")
    assert s.deniers[BLUE] == 0 and s.pp[RED] == 1


def test_placement_ends_when_everyone_passed():
    s = blank(3)
    s.deniers = [9, 9, 9]
    inn_stopper(s, GREEN)
    start_placement(s, BLUE)
    play(s, "pass", "pass", "pass")
    assert s.passing == (BLUE, RED, GREEN) and s.phase == Phase.SPECIAL


# -- 2-player rules (§2.3) -------------------------------------------------------------------


def test_two_players_no_stables_and_3_deniers_after_the_other_passed():
    """§2.3, seed p.12: "οι στάβλοι δεν χρησιμοποιούνται"; "Όταν ένας από τους δύο παίξει
    πάσο, ο άλλος πρέπει να πληρώνει 3 δηνάρια ... Η τοποθέτηση σε ιδιόκτητο κτίριο, κοστίζει
    πάντα 1 δηνάριο"."""
    s = blank(2)
    s.deniers = [9, 9]
    build(s, 9, D.W_SAWMILL, RED)
    start_placement(s, BLUE)
    assert "place stables" not in legal(s)
    assert s.bridge_cost(BLUE) == 1
    play(s, "pass")
    assert s.bridge_cost(RED) == 3
    play(s, "place castle")
    assert s.deniers[RED] == 6
    play(s, "place sawmill@9")  # own building: still 1
    assert s.deniers[RED] == 5
    play(s, "place peddler@7")
    assert s.deniers[RED] == 2


def test_two_players_first_passer_still_gets_the_denier():
    """§2.3 4: the 2-player rules leave the first passer's denier alone."""
    s = blank(2)
    s.deniers = [4, 4]
    start_placement(s, BLUE)
    play(s, "pass")
    assert s.deniers[BLUE] == 5
    play(s, "pass")
    assert s.deniers[RED] == 4


def test_two_players_inn_keeps_its_discount():
    """§2.3, seed p.12: "Το πανδοχείο διατηρεί την ιδιότητά του (... πληρώνει πάντα μόνο 1
    δηνάριο)"."""
    s = blank(2)
    s.deniers = [9, 9]
    s.inn_right = RED
    s.workers[RED] -= 1
    start_placement(s, BLUE)
    play(s, "pass", "place castle")
    assert s.deniers[RED] == 8


def test_two_players_turn_order_alternates():
    s = blank(2)
    s.order = (RED, BLUE)
    begin(s, "end_of_turn")
    assert s.order == (BLUE, RED) and s.current_player() == BLUE
    begin(s, "end_of_turn")
    assert s.order == (RED, BLUE)


def test_two_players_gate_cannot_go_to_stables():
    s = blank(2)
    s.special[D.GATE] = BLUE
    s.workers[BLUE] -= 1
    begin(s, "special")
    assert "gate to stables" not in legal(s) and "gate to inn" in legal(s)


# -- phase 3: special buildings (§3.3) -------------------------------------------------------


def test_gate_moves_for_free_and_an_opponent_owner_scores():
    s = blank(3)
    build(s, 9, D.W_SAWMILL, RED)
    s.special[D.GATE] = BLUE
    s.workers[BLUE] -= 1
    inn_stopper(s, GREEN)
    begin(s, "special")
    assert top(s)[:2] == (A.K_GATE, BLUE)
    assert {"gate: take back", "gate to trading post", "gate to castle", "gate to stables",
            "gate to sawmill@9"} <= set(legal(s))
    assert "gate to gate" not in legal(s)
    play(s, "gate to sawmill@9")
    assert s.worker[8] == BLUE and s.pp[RED] == 1 and s.deniers[BLUE] == 0


def test_gate_to_a_later_special_building_resolves_it():
    s = blank(3)
    s.special[D.GATE] = BLUE
    s.workers[BLUE] -= 1
    inn_stopper(s, GREEN)
    begin(s, "special")
    play(s, "gate to trading post")
    assert s.deniers[BLUE] == D.TRADING_POST_DENIERS and s.workers[BLUE] == D.WORKERS


def test_gate_to_castle_takes_the_last_castle_position():
    s = blank(3)
    s.castle_scale = (RED,)
    s.special[D.GATE] = BLUE
    s.workers[BLUE] -= 1
    s.workers[RED] -= 1
    put_worker(s, 1, BLUE)
    inn_stopper(s, GREEN)
    begin(s, "special")
    play(s, "gate to castle")
    assert s.castle_scale == (RED, BLUE)


def test_gate_to_the_inn_left_circle_then_the_inn_resolves():
    """A-10, §3.3 f: the Gate worker on the Inn's left circle moves right at the Inn and drives
    out the old guest."""
    s = blank(3)
    s.special[D.GATE] = BLUE
    s.workers[BLUE] -= 1
    s.inn_right = RED
    s.workers[RED] -= 1
    begin(s, "special")
    play(s, "gate to inn")
    assert s.inn_right == BLUE and s.inn_left == -1
    assert s.workers == [D.WORKERS - 1, D.WORKERS, D.WORKERS]


def test_gate_never_to_a_second_stables_or_castle_worker_nor_an_occupied_spot():
    """§3.3 a: the Stables and the castle only if the player has no worker there yet; only
    unoccupied spots."""
    s = blank(4)
    s.special[D.GATE] = BLUE
    s.special[D.TRADING_POST] = GREEN
    s.stables = (BLUE,)
    s.castle_scale = (BLUE,)
    s.workers[BLUE] -= 3
    s.workers[GREEN] -= 1
    put_worker(s, 7, RED)
    inn_stopper(s, ORANGE)
    begin(s, "special")
    offered = legal(s)
    assert "gate to stables" not in offered and "gate to castle" not in offered
    assert "gate to trading post" not in offered and "gate to peddler@7" not in offered
    assert "gate to carpenter@8" in offered and "gate to guild" in offered


def test_gate_to_an_own_building_gives_no_pp():
    s = blank(3)
    build(s, 9, D.W_SAWMILL, BLUE)
    s.special[D.GATE] = BLUE
    s.workers[BLUE] -= 1
    inn_stopper(s, GREEN)
    begin(s, "special")
    play(s, "gate to sawmill@9")
    assert s.worker[8] == BLUE and s.pp == [0, 0, 0]


def test_gate_take_back():
    s = blank(3)
    s.special[D.GATE] = BLUE
    s.workers[BLUE] -= 1
    begin(s, "special")
    play(s, "gate: take back")
    assert s.workers[BLUE] == D.WORKERS and s.special[D.GATE] == -1


def test_trading_post_gives_3_deniers():
    s = blank(3)
    s.special[D.TRADING_POST] = RED
    s.workers[RED] -= 1
    inn_stopper(s, GREEN)
    begin(s, "special")
    assert s.deniers[RED] == 3 and s.workers[RED] == D.WORKERS


def test_guild_moves_the_provost_up_to_3_either_way_free_or_not_at_all():
    s = blank(3)
    s.special[D.GUILD] = RED
    s.workers[RED] -= 1
    s.provost = 1  # space 2: cannot go back beyond space 1
    inn_stopper(s, GREEN)
    begin(s, "special")
    assert legal(s) == ["guild provost -1", "guild provost stay", "guild provost +1",
                        "guild provost +2", "guild provost +3"]
    play(s, "guild provost +3")
    assert s.provost == 4 and s.deniers[RED] == 0


def test_guild_must_move_option_is_the_seed_s_literal_reading():
    """Seed p.5, "Ο παίκτης μετακινεί τον επιστάτη 1 έως 3 θέσεις μπροστά ή πίσω": with
    `guild_must_move` the Guild player moves the Provost 1 to 3 spaces; staying is not offered
    (the default follows A-9: staying allowed)."""
    s = blank(3, guild_must_move=True)
    s.special[D.GUILD] = RED
    s.workers[RED] -= 1
    s.provost = 1  # space 2: cannot go back beyond space 1
    inn_stopper(s, GREEN)
    begin(s, "special")
    assert legal(s) == ["guild provost -1", "guild provost +1", "guild provost +2",
                        "guild provost +3"]
    play(s, "guild provost -1")
    assert s.provost == 0 and s.deniers[RED] == 0


def test_joust_pays_1_denier_1_cloth_for_one_favor():
    s = blank(3)
    s.special[D.JOUST] = RED
    s.workers[RED] -= 1
    s.deniers[RED] = 3
    s.cubes[RED] = cubes(0, 0, 0, 2)
    begin(s, "special")
    assert legal(s) == ["joust: decline", "joust: pay for a favor"]
    play(s, "joust: pay for a favor")
    assert s.deniers[RED] == 2 and s.cubes[RED][CLOTH] == 1
    assert top(s) == (A.K_FAVOR, RED, 1)


def test_stables_three_riders_then_the_rest_in_previous_order():
    s = blank(5)
    s.order = (BLUE, RED, GREEN, ORANGE, BLACK)
    s.stables = (BLACK, GREEN, ORANGE)
    for seat in s.stables:
        s.workers[seat] -= 1
    begin(s, "special")
    assert s.order == (BLACK, GREEN, ORANGE, BLUE, RED)


def test_inn_old_guest_may_stay_or_leave():
    s = blank(3)
    s.inn_right = RED
    s.workers[RED] -= 1
    begin(s, "special")
    assert top(s)[:2] == (A.K_INN, RED)
    play(s, "inn: stay")
    assert s.inn_right == RED
    s = blank(3)
    s.inn_right = RED
    s.workers[RED] -= 1
    begin(s, "special")
    play(s, "inn: leave")
    assert s.inn_right == -1 and s.workers[RED] == D.WORKERS


def test_inn_new_guest_drives_out_its_own_player_s_old_guest():
    """§3.3 f: a player on both circles: the left worker moves right, the old one returns."""
    s = blank(3)
    s.inn_right, s.inn_left = BLUE, BLUE
    s.workers[BLUE] -= 2
    begin(s, "special")
    assert s.inn_right == BLUE and s.inn_left == -1 and s.workers[BLUE] == D.WORKERS - 1


def test_stables_order_holds_for_the_rest_of_the_turn():
    """§3.3 e: the new order takes effect at once: this turn's section scoring (phase 7) runs
    in it."""
    s = blank(3)
    s.order = (BLUE, RED, GREEN)
    s.stables = (GREEN,)
    s.workers[GREEN] -= 1
    s.castle[0] = [2, 2, 2]
    s.filled = [6, 0, 0]
    begin(s, "special")  # then phases 4-6 have nothing to do; phase 7 scores the Dungeon
    assert s.order == (GREEN, BLUE, RED)
    assert top(s)[:2] == (A.K_FAVOR, GREEN)


def test_inn_player_may_hold_both_circles():
    s = blank(3)
    s.deniers = [5, 5, 5]
    s.inn_right = BLUE
    s.workers[BLUE] -= 1
    start_placement(s, BLUE)
    play(s, "place inn")
    assert s.inn_left == BLUE and s.workers[BLUE] == D.WORKERS - 2


# -- phase 4: provost (§3.4) -----------------------------------------------------------------


def test_provost_costs_1_per_space_within_the_road():
    s = blank(3)
    s.deniers = [2, 0, 9]
    s.passing = (BLUE, RED, GREEN)
    s.provost = 26  # space 27
    begin(s, "provost")
    assert legal(s) == ["provost -2", "provost -1", "provost stay", "provost +1"]
    play(s, "provost -2")
    assert s.deniers[BLUE] == 0
    # Red has no money: his only choice is to stay, made for him; Green speaks
    assert top(s)[:2] == (A.K_PROVOST, GREEN)


# -- phase 5: activation (§3.5) --------------------------------------------------------------


def test_activation_up_to_and_including_the_provost_space():
    s = blank(3)
    put_worker(s, 6, BLUE)  # a neutral tile on space 6 (the Provost's space)
    s.road[5] = D.N_QUARRY
    put_worker(s, 16, RED)  # the gold mine, beyond
    s.provost = 5
    begin(s, "activation")
    assert s.cubes[BLUE][STONE] == 1 and s.cubes[RED][GOLD] == 0
    assert s.workers == [D.WORKERS] * 3


def test_provost_on_an_empty_space_activates_all_before_it():
    s = blank(3)
    put_worker(s, 16, RED)
    s.provost = 16  # space 17: empty
    begin(s, "activation")
    assert s.cubes[RED][GOLD] == 1


# -- phase 6: castle (§3.6) ------------------------------------------------------------------


def test_castle_batches_are_food_plus_two_different_cubes():
    s = blank(3)
    s.cubes[BLUE] = cubes(1, 2, 0, 1, 1)
    s.castle_scale = (BLUE,)
    s.workers[BLUE] -= 1
    begin(s, "castle")
    assert legal(s) == ["castle: stop", "batch food+wood+cloth", "batch food+wood+gold",
                        "batch food+cloth+gold"]


def test_castle_penalty_2_pp_not_below_zero():
    s = blank(3)
    s.pp = [1, 5, 0]
    s.cubes[RED] = cubes(1, 1, 1)
    s.castle_scale = (BLUE, RED)
    s.workers[BLUE] -= 1
    s.workers[RED] -= 1
    begin(s, "castle")  # Blue cannot give a batch: penalised at once
    assert s.pp[BLUE] == 0
    play(s, "castle: stop")  # Red could, but gives none
    assert s.pp[RED] == 3


def test_castle_no_penalty_when_the_towers_are_full():
    s = blank(3)
    s.section = D.TOWERS
    s.castle[2] = [14, 0, 0]
    s.filled = [6, 10, 14]
    s.pp = [0, 5, 0]
    s.cubes[RED] = cubes(1, 1, 1)
    s.castle_scale = (RED,)
    s.workers[RED] -= 1
    s.stack = []
    s._begin_castle()
    while s.phase == Phase.CASTLE:
        s._next_castle()
    assert s.pp[RED] == 5 and s.cubes[RED] == cubes(1, 1, 1)


def test_castle_overflow_skips_full_sections():
    """A-14: the next section with room, even two sections on."""
    s = blank(3)
    s.castle[0] = [6, 0, 0]
    s.castle[1] = [10, 0, 0]
    s.filled = [6, 10, 0]
    s.cubes[RED] = cubes(1, 1, 1)
    s.castle_scale = (RED,)
    s.workers[RED] -= 1
    begin(s, "castle")
    play(s, "batch food+wood+stone")
    assert s.castle[2][RED] == 1 and s.pp[RED] == D.SECTION_PP[2]


def test_an_unfinished_section_stays_empty_once_scored():
    """§3.6: after the Dungeon's scoring, houses go to the Walls though the Dungeon has room."""
    s = blank(3)
    s.section, s.open_columns = D.WALLS, 4
    s.castle[0] = [4, 0, 0]
    s.filled = [4, 0, 0]
    s.cubes[RED] = cubes(1, 1, 1)
    s.castle_scale = (RED,)
    s.workers[RED] -= 1
    begin(s, "castle")
    play(s, "batch food+wood+stone")
    assert s.filled == [4, 1, 0] and s.castle[1][RED] == 1 and s.pp[RED] == D.SECTION_PP[1]


def test_no_best_builder_favor_without_houses():
    s = blank(3)
    s.castle_scale = (BLUE,)
    s.workers[BLUE] -= 1
    s.cubes[BLUE] = cubes(1, 1, 1)
    begin(s, "castle")
    play(s, "castle: stop")
    assert s.favor[BLUE] == [0, 0, 0, 0] and s.turn == 2


# -- phase 7: end of turn (§3.7) -------------------------------------------------------------


def test_bailiff_moves_1_when_level_with_the_provost():
    s = blank(3)
    s.bailiff = s.provost = 7
    begin(s, "end_of_turn")
    assert s.bailiff == 8


def test_bailiff_passing_over_the_trigger_scores():
    """§3.7: the Bailiff 'reaches or passes' the scoring space: 11 -> 13 scores the Dungeon."""
    s = blank(3)
    s.bailiff, s.provost = 10, 14  # spaces 11 and 15: the Provost ahead, the Bailiff moves 2
    begin(s, "end_of_turn")
    assert s.bailiff == 12 and s.provost == 12 and s.section == D.WALLS


def test_walls_scoring_opens_column_5():
    """§6.4: after the Walls scoring all five columns are open; the Towers are built."""
    s = blank(3)
    s.section, s.open_columns = D.WALLS, 4
    s.castle[1] = [1, 1, 1]
    s.filled = [6, 3, 0]
    s.bailiff = s.provost = 16  # space 17: the Bailiff reaches space 18
    begin(s, "end_of_turn")
    assert s.section == D.TOWERS and s.open_columns == 5 and s.turn == 2


def test_section_completed_early_is_scored_once():
    s = blank(3)
    s.castle[0] = [6, 0, 0]
    s.filled = [6, 0, 0]
    s.pp = [0, 5, 5]
    begin(s, "end_of_turn")  # Dungeon full: scored now, far from its trigger
    play(s, "favor prestige +1")
    assert s.section == D.WALLS and s.pp == [1, 3, 3]
    s.bailiff = s.provost = 10
    begin(s, "end_of_turn")  # reaching the Dungeon trigger later scores nothing
    assert s.pp == [1, 3, 3] and s.section == D.WALLS


SCORING_ROWS = [  # §5.4: (section, houses, PP change, favors)
    (D.DUNGEON, 0, -2, 0), (D.DUNGEON, 1, 0, 0), (D.DUNGEON, 2, 0, 1), (D.DUNGEON, 4, 0, 1),
    (D.WALLS, 0, -3, 0), (D.WALLS, 1, 0, 0), (D.WALLS, 2, 0, 1), (D.WALLS, 3, 0, 2),
    (D.WALLS, 4, 0, 2), (D.WALLS, 5, 0, 3), (D.WALLS, 7, 0, 3),
    (D.TOWERS, 0, -4, 0), (D.TOWERS, 1, 0, 0), (D.TOWERS, 2, 0, 1), (D.TOWERS, 3, 0, 1),
    (D.TOWERS, 4, 0, 2), (D.TOWERS, 5, 0, 2), (D.TOWERS, 6, 0, 3), (D.TOWERS, 9, 0, 3),
]


@pytest.mark.parametrize("section,houses,change,favors", SCORING_ROWS)
def test_section_scoring_tables(section, houses, change, favors):
    s = blank(2)
    s.section = section
    s.open_columns = (2, 4, 5)[section]
    s.castle[section] = [houses, 1]
    s.filled = [6, 10, 14][:section] + [houses + 1] + [0] * (2 - section)
    s.bailiff = s.provost = D.SCORING_SPACE[section] - 2  # the Bailiff reaches the trigger
    s.pp = [10, 10]
    begin(s, "end_of_turn")
    assert s.pp[BLUE] == 10 + change
    assert favor_frames(s)[:1] == ([(BLUE, favors)] if favors else [])


def favor_frames(s) -> list[tuple[int, int]]:
    """Play out the pending favors, listing (seat, favors left) at each."""
    seen = []
    while top(s) and top(s)[0] == A.K_FAVOR:
        seen.append(top(s)[1:])
        play(s, legal(s)[0])
    return seen


def test_houses_overflowed_into_a_later_section_do_not_count():
    """§5.4, A-15: a player whose only houses are in the Walls has none in the Dungeon: its
    penalty."""
    s = blank(3)
    s.castle[0] = [6, 0, 0]
    s.castle[1] = [0, 3, 0]
    s.filled = [6, 3, 0]
    s.pp = [0, 5, 5]
    begin(s, "end_of_turn")
    play(s, "favor prestige +1")  # Blue's favor for his 6 Dungeon houses
    assert s.pp == [1, 3, 3] and s.section == D.WALLS


def test_two_sections_scored_in_one_turn_in_order():
    """A-13: the Walls completed by overflow the turn the Dungeon is scored: both, in order,
    the Walls' scoring with columns 1-4 open."""
    s = blank(3)
    s.castle[0] = [3, 3, 0]
    s.castle[1] = [5, 5, 0]
    s.filled = [6, 10, 0]
    s.favor[BLUE][D.FAVOR_DENIERS] = 2
    begin(s, "end_of_turn")
    assert top(s)[:2] == (A.K_FAVOR, BLUE) and s.open_columns == 2
    play(s, "favor prestige +1")
    play(s, "favor prestige +1")  # Red; then Green's 0 houses: -2 PP (floor 0)
    assert s.section == D.WALLS and s.open_columns == 4
    assert top(s) == (A.K_FAVOR, BLUE, 3)
    assert "favor deniers +5" in legal(s)  # column 3, opened by the Dungeon scoring
    assert not any(t.startswith("favor prestige") for t in legal(s))  # used this phase


def test_cleanup_returns_markers_and_starts_the_next_turn():
    s = blank(3)
    s.passing, s.passed = (RED, GREEN, BLUE), 0b111
    begin(s, "end_of_turn")
    assert s.turn == 2 and s.passing == () and s.castle_scale == ()
    assert s.deniers == [2, 2, 2] and top(s) == (A.K_PLACE, BLUE)


