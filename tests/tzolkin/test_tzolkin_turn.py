"""§3: the turn (beg, place or pick up), the First Player space and the calendar."""

from __future__ import annotations

import pytest
from tzolkin_helpers import after_draft, blank, corn, give, goods, legal, play, put, start_turn

from meeple.games.tzolkin import state as S

RED, GREEN, BLUE, YELLOW = 0, 1, 2, 3


# -- §3.2 placing ---------------------------------------------------------------------------


def test_surcharge_totals_0_1_3_6_10_15():
    """§3.2, T1: six workers on cost-0 spots cost 0+1+2+3+4+5 = 15 in all."""
    state = blank(seat=RED)
    state.workers[RED] = state.free[RED] = 6
    give(state, RED, corn=15)
    spent = []
    for target in ("palenque", "yaxchilan", "tikal", "uxmal", "chichen", "first player"):
        before = corn(state, RED)
        play(state, f"place {target}")
        spent.append(before - corn(state, RED))
    assert spent == [0, 1, 2, 3, 4, 5]
    assert state.current_player() == GREEN


def test_unaffordable_gear_is_not_offered():
    """§3.2: you cannot place more workers than you can pay for."""
    state = blank(seat=RED)
    for pos, seat in enumerate((GREEN, BLUE, YELLOW)):
        put(state, "tikal", pos, seat)
    give(state, RED, corn=2)
    assert "place tikal" not in legal(state)  # Tikal 3 costs 3
    give(state, RED, corn=1)
    assert "place tikal" in legal(state)


def test_full_gear_takes_no_worker():
    """§3.2 engine rule (A3): with 0-7 all occupied, a small gear cannot take a worker;
    placing on 7 is legal although the worker will be pushed off unused."""
    state = blank(seat=RED)
    for pos in range(7):
        put(state, "uxmal", pos, (GREEN, BLUE, YELLOW)[pos % 3])
    give(state, RED, corn=7)
    play(state, "place uxmal")
    assert state.gears[3][7] == RED
    assert "place uxmal" not in legal(state)


def test_placing_then_no_pick_up_in_the_same_turn():
    """§3.1 b: place or pick up, never both."""
    state = blank(seat=RED)
    put(state, "yaxchilan", 3, RED)
    give(state, RED, corn=5)
    play(state, "place palenque")
    assert not any(m.startswith("pick up") for m in legal(state))
    assert legal(state)[0] == "done"


def test_no_available_worker_means_picking_up():
    """§3.1: with every worker on the gears, the player must pick up."""
    state = blank(seat=RED)
    for pos in (1, 2, 3):
        put(state, "yaxchilan", pos, RED)
    give(state, RED, corn=9)
    assert all(m.startswith("pick up") for m in legal(state))


# -- §3.3 picking up ------------------------------------------------------------------------


def test_free_choice_position_performs_any_action_without_step_back_corn():
    """§3.3, §4.1: from 6 or 7 any action 1-5 of the gear, no corn."""
    state = blank(seat=RED)
    put(state, "yaxchilan", 7, RED)
    play(state, "pick up yaxchilan 7")
    assert legal(state) == ["nothing"] + [f"do yaxchilan {q}" for q in range(1, 6)]
    play(state, "do yaxchilan 5")
    assert goods(state, RED) == (2, 0, 1, 1, 0)


def test_step_back_costs_one_corn_per_position():
    """§3.3: action q from position p costs p - q corn, paid before the action."""
    state = blank(seat=RED)
    put(state, "yaxchilan", 5, RED)
    give(state, RED, corn=3)
    play(state, "pick up yaxchilan 5")
    assert legal(state) == ["nothing"] + [f"do yaxchilan {q}" for q in range(2, 6)]
    play(state, "do yaxchilan 2")
    assert goods(state, RED) == (0 + 1, 0, 1, 0, 0)  # paid 3, gained 1 stone and 1 corn


def test_picking_up_and_doing_nothing_returns_the_worker():
    state = blank(seat=RED)
    put(state, "yaxchilan", 2, RED)
    play(state, "pick up yaxchilan 2", "nothing")
    assert state.free[RED] == 3 and state.on_gear[RED] == 0
    assert goods(state, RED) == (0, 0, 0, 0, 0)


def test_workers_picked_up_one_at_a_time_in_chosen_order():
    """§3.3: each worker's action resolves before the next is removed."""
    state = blank(seat=RED)
    put(state, "yaxchilan", 3, RED)
    put(state, "uxmal", 2, RED)
    play(state, "pick up yaxchilan 3", "do yaxchilan 3", "pick up uxmal 2", "do uxmal 2",
         "sell gold", "done")
    assert goods(state, RED) == (2 + 4, 0, 0, 0, 0)


# -- §4.11 begging and the mercy rule ------------------------------------------------------------


def test_begging_sets_corn_to_three_and_angers_the_gods():
    """Seed: "αν έχετε 2 ή λιγότερα καλαμπόκια, μπορείτε να ικετεύσετε. Για να το κάνετε
    αυτό, πετάξτε όλα σας τα καλαμπόκια και πάρτε 3 από την τράπεζα" """
    state = blank(seat=RED)
    give(state, RED, corn=2)
    play(state, "beg")
    assert legal(state) == ["down chaac", "down quetzalcoatl", "down kukulcan"]
    play(state, "down kukulcan")
    assert corn(state, RED) == 3 and state.temples[RED] == [0, 0, -1]
    assert "beg" not in legal(state)  # once per turn (A13), then place or pick up


def test_no_begging_with_three_corn():
    state = blank(seat=RED)
    give(state, RED, corn=3)
    assert "beg" not in legal(state)


def test_no_begging_with_every_marker_on_the_bottom():
    state = blank(seat=RED)
    state.temples[RED] = [-1, -1, -1]
    assert "beg" not in legal(state)


def test_begging_only_angers_a_temple_not_on_the_bottom():
    state = blank(seat=RED)
    state.temples[RED] = [-1, 2, -1]
    play(state, "beg")  # the only temple that can go down is chosen at once
    assert state.temples[RED] == [-1, 1, -1]


def _crowded(state):
    """Positions 0 of every gear and the First Player space taken by others."""
    for gear in ("palenque", "yaxchilan", "tikal", "uxmal", "chichen"):
        put(state, gear, 0, GREEN if gear != "chichen" else BLUE)
    state.fp_worker = BLUE
    state.free[BLUE] -= 1


def test_forced_begging_when_nothing_is_affordable():
    """§4.11: no worker on the gears and no affordable placement: you must beg."""
    state = blank(seat=RED)
    state.workers[GREEN] = state.free[GREEN] = 4
    _crowded(state)
    start_turn(state, RED)
    assert legal(state) == ["beg"]


def test_mercy_rule_places_one_worker_free_and_takes_all_corn():
    """§4.11 mercy: cannot afford, cannot beg: one worker free on the cheapest spot
    (the player chooses among ties, A14); all corn returns to the supply."""
    state = blank(seat=RED)
    state.workers[GREEN] = state.free[GREEN] = 4
    _crowded(state)
    state.temples[RED] = [-1, -1, -1]
    give(state, RED, corn=0)
    start_turn(state, RED)
    assert legal(state) == [f"place {g}" for g in ("palenque", "yaxchilan", "tikal", "uxmal",
                                                   "chichen")]
    play(state, "place tikal")
    assert state.gears[2][1] == RED and corn(state, RED) == 0
    assert state.current_player() == GREEN  # exactly one worker


def test_mercy_rule_after_begging_leaves_placement_unaffordable():
    """A15: begging gives 3 corn, still short of the cheapest spot: mercy rule."""
    state = blank(seat=RED)
    state.workers[GREEN] = state.free[GREEN] = 6
    state.workers[BLUE] = state.free[BLUE] = 6
    for gear in ("palenque", "yaxchilan", "tikal", "uxmal"):
        for pos in range(4):
            put(state, gear, pos, GREEN if pos % 2 else BLUE)
    for pos in range(4):
        put(state, "chichen", pos, YELLOW if pos < 3 else GREEN)
    state.fp_worker = GREEN
    state.free[GREEN] -= 1
    start_turn(state, RED)
    give(state, RED, corn=1)
    assert legal(state) == ["beg"]
    play(state, "beg", "down chaac")
    assert legal(state) == [f"place {g}" for g in ("palenque", "yaxchilan", "tikal", "uxmal",
                                                   "chichen")]
    play(state, "place chichen")
    assert state.gears[4][4] == RED and corn(state, RED) == 0


# -- §3.4 the First Player space -----------------------------------------------------------------


def test_first_player_corn_arrives_at_the_end_of_the_turn():
    """§3.4: the corn on the teeth is taken at the end of the turn, so it cannot pay for
    placements in that turn."""
    state = blank(seat=RED)
    state.tooth_corn = 5
    give(state, RED, corn=1)
    play(state, "place first player")
    assert "place palenque" in legal(state)  # position 0 + surcharge 1 = 1 corn
    play(state, "place palenque")  # corn 0 now: "done" is forced and the turn ends
    assert state.current_player() == GREEN
    assert corn(state, RED) == 5 and state.tooth_corn == 0


def test_first_round_first_player_space_has_no_corn():
    """A26: no corn lies on the teeth at the start (a real set-up: `blank` would zero it)."""
    state = after_draft()
    before = corn(state, RED)
    play(state, "place first player", "done")
    assert corn(state, RED) == before and state.current_player() == GREEN


def test_corn_accumulates_on_the_teeth_while_the_space_is_unused():
    """§3.6 case A: 1 corn per round nobody uses the space."""
    state = blank()
    state._calendar_phase()
    assert state.tooth_corn == 1 and state.day == 1
    state._calendar_phase()
    assert state.tooth_corn == 2 and state.day == 2


def _round_with_first_player(state, seat, holder):
    """End a round in which `seat` took the First Player space; `holder` held the marker."""
    state.first = holder
    state.fp_worker = seat
    state.free[seat] -= 1
    state.stack = []
    state._calendar_phase()


def test_first_player_marker_taken_by_the_space_user():
    state = blank()
    _round_with_first_player(state, BLUE, RED)
    assert state.first == BLUE
    assert state.free[BLUE] == 3  # the worker comes back by itself


def test_first_player_marker_passed_left_by_its_holder():
    state = blank()
    _round_with_first_player(state, BLUE, BLUE)
    assert state.first == YELLOW


def test_double_advance_needs_the_light_side_and_turns_it_dark():
    state = blank()
    _round_with_first_player(state, BLUE, RED)
    assert state.stack[-1] == (S.CALENDAR, BLUE, 0, 0)
    play(state, "advance 2 days")
    assert state.day == 2 and not state.light[BLUE]
    state2 = blank()
    state2.light[BLUE] = False
    _round_with_first_player(state2, BLUE, RED)
    assert state2.day == 1 and state2.stack[-1][0] == S.TURN


@pytest.mark.parametrize("gear,pos,blocks", [
    ("tikal", 6, True), ("tikal", 7, False), ("chichen", 9, True), ("chichen", 10, False),
    ("palenque", 5, False)])
def test_double_advance_blocked_by_a_worker_it_would_push_off(gear, pos, blocks):
    """§3.6: forbidden with a player worker on 6 (9 on Chichen Itza); one on 7 (10) leaves
    anyway."""
    state = blank()
    put(state, gear, pos, RED)
    _round_with_first_player(state, BLUE, RED)
    assert (state.stack[-1][0] != S.CALENDAR) == blocks


def test_neutral_workers_never_block_the_double_advance():
    """A6: only player workers forbid it."""
    state = blank(players=3)
    while not any(g[S.DOUBLE_ADVANCE_BLOCK[i]] == S.NEUTRAL for i, g in enumerate(state.gears)):
        state._advance_calendar(1)
    _round_with_first_player(state, BLUE, RED)
    assert state.stack[-1][0] == S.CALENDAR


def test_reaching_a_temple_top_turns_the_card_light_again():
    """§4.8: the top restores the double advance."""
    state = blank()
    state.light[RED] = False
    state.temples[RED][0] = 4
    state._step_up(RED, 0)
    assert state.light[RED]


def test_double_advance_cannot_skip_a_food_day():
    """§3.6: advancing past a Food Day tooth makes the next round that Food Day. Seed: "Αν
    προχωρώντας το ημερολόγιο δύο μέρες, προσπεράσετε μια Ημέρα Ταΐσματος, αυτή
    εκτελείται κανονικά στο τέλος του γύρου που θα παιχθεί στη θέση της." """
    state = blank()
    state.day = 6
    _round_with_first_player(state, BLUE, RED)
    play(state, "advance 2 days")
    assert state.day == 8 and state.next_food == 0
    give(state, RED, corn=6)
    state.stack = []
    state._end_round()
    assert state.next_food == 1  # the round on day 8 was Food Day 1
    assert corn(state, RED) == 0  # fed 3 workers


def test_no_double_advance_in_the_last_round():
    """§3.4: worthless in the last round, so not offered."""
    state = blank()
    state.day = 26
    state.next_food = 4
    _round_with_first_player(state, BLUE, RED)
    assert state.is_terminal()


# -- §3.6 the calendar ----------------------------------------------------------------------------


def test_calendar_moves_workers_and_pushes_off_the_last_position():
    """§3.6: every worker moves one position; a player worker beyond 7 (10) returns home."""
    state = blank()
    put(state, "tikal", 3, RED)
    put(state, "tikal", 7, GREEN)
    put(state, "chichen", 10, BLUE)
    put(state, "chichen", 9, YELLOW)
    state._advance_calendar(1)
    assert state.gears[2][4] == RED and GREEN not in state.gears[2]
    assert state.gears[4][10] == YELLOW and BLUE not in state.gears[4]
    assert state.free[GREEN] == 3 and state.on_gear[GREEN] == 0
    assert state.day == 1


def test_neutral_workers_rotate_around_and_stay():
    """§2.4: neutral workers are never pushed off; they reach unnumbered slots and wrap."""
    state = blank(players=2)
    before = [g.count(S.NEUTRAL) for g in state.gears]
    start = [g.index(S.NEUTRAL) if S.NEUTRAL in g else None for g in state.gears]
    state._advance_calendar(13)
    assert [g.count(S.NEUTRAL) for g in state.gears] == before
    for g, pos in enumerate(start):
        if pos is not None:
            assert state.gears[g][(pos + 13) % len(state.gears[g])] == S.NEUTRAL


# -- rules audit: gaps ------------------------------------------------------------------------------


def test_the_first_player_space_holds_one_worker():
    """§1.3, §3.4: at most one worker; once taken it is no longer offered."""
    state = blank(seat=RED)
    give(state, RED, corn=5)
    give(state, GREEN, corn=5)
    play(state, "place first player", "done")
    assert state.fp_worker == RED
    assert "place first player" not in legal(state)


def test_the_first_player_worker_cannot_be_picked_up():
    """§3.3: the First Player space worker comes back by itself in the calendar phase."""
    state = blank(seat=RED)
    state.fp_worker = RED
    state.free[RED] -= 1
    put(state, "yaxchilan", 2, RED)
    put(state, "tikal", 1, RED)
    give(state, RED, corn=3)
    assert legal(state) == ["pick up yaxchilan 2", "pick up tikal 1"]


def test_begging_may_be_followed_by_picking_up():
    """A13: begging at the start of the turn, then either placing or picking up."""
    state = blank(seat=RED)
    put(state, "yaxchilan", 3, RED)
    give(state, RED, corn=1)
    play(state, "beg", "down chaac")
    assert corn(state, RED) == 3
    assert "pick up yaxchilan 3" in legal(state) and "place palenque" in legal(state)
    play(state, "pick up yaxchilan 3", "do yaxchilan 3")  # no other worker: "done" forced
    assert goods(state, RED) == (5, 0, 0, 1, 0) and state.current_player() == GREEN


def test_the_first_players_own_worker_on_six_blocks_the_double_advance():
    """A6: player workers block it, the First Player's own included."""
    state = blank()
    put(state, "uxmal", 6, BLUE)
    _round_with_first_player(state, BLUE, RED)
    assert state.stack[-1][0] == S.TURN and state.day == 1


def test_mercy_rule_for_a_player_who_cannot_beg_with_three_corn():
    """Engine rule (docs): no worker on the gears, no affordable spot, and begging barred by
    holding 3 or more corn: the mercy rule places one worker free (every corn returned)."""
    state = blank(seat=RED)
    for seat in (GREEN, BLUE, YELLOW):
        state.workers[seat] = state.free[seat] = 6
    others = [GREEN, BLUE, YELLOW] * 7
    for gear in ("palenque", "yaxchilan", "tikal", "uxmal", "chichen"):
        for pos in range(4):
            put(state, gear, pos, others.pop())
    state.fp_worker = GREEN
    give(state, RED, corn=3)
    start_turn(state, RED)
    assert legal(state) == [f"place {g}" for g in ("palenque", "yaxchilan", "tikal", "uxmal",
                                                   "chichen")]
    play(state, "place uxmal")
    assert state.gears[3][4] == RED and corn(state, RED) == 0


def test_the_marker_changes_hands_in_the_calendar_phase():
    """A1: taking the First Player space mid-round changes nothing in this round's order;
    the next round starts with the new holder."""
    state = blank(seat=GREEN)
    state.turn = 1
    give(state, GREEN, corn=1)
    play(state, "place first player", "done")
    assert state.current_player() == BLUE and state.first == RED
    give(state, BLUE, corn=1)
    play(state, "place tikal", "done")
    give(state, YELLOW, corn=1)
    play(state, "place tikal")  # Tikal 1 takes the corn: "done" is forced, the round ends
    play(state, "advance 1 day")  # Green's calendar choice
    assert state.first == GREEN and state.current_player() == GREEN
