"""§4.8 temples and §5 Food Days: steps, the single top, anger, mid-age materials, end-of-age
points and majorities, feeding and farms, the age change."""

from __future__ import annotations

import pytest
from tzolkin_helpers import act, blank, corn, give, goods, play, start_turn

from meeple.games.tzolkin import actions as A
from meeple.games.tzolkin import state as S
from meeple.games.tzolkin.data import CHAAC, KUKULCAN, QUETZALCOATL

RED, GREEN, BLUE, YELLOW = 0, 1, 2, 3


# -- §4.8 temples ----------------------------------------------------------------------------


def test_only_one_player_on_a_temple_top():
    """§4.8, A12: the step onto an occupied top is lost."""
    state = blank()
    state.temples[GREEN][CHAAC] = 5
    state.temples[RED][CHAAC] = 4
    assert not state._step_up(RED, CHAAC)
    assert state.temples[RED][CHAAC] == 4


def test_a_step_from_the_top_is_lost():
    state = blank()
    state.temples[RED][QUETZALCOATL] = 7
    assert not state._step_up(RED, QUETZALCOATL)
    assert state.temples[RED][QUETZALCOATL] == 7


def test_the_top_frees_when_its_player_is_angered():
    state = blank()
    state.temples[GREEN][KUKULCAN] = 6
    state.temples[RED][KUKULCAN] = 5
    state._apply_anger((S.ANGER, GREEN, 0, 0), A.DOWN + KUKULCAN)
    assert state._step_up(RED, KUKULCAN) and state.temples[RED][KUKULCAN] == 6


def test_uxmal_one_still_costs_its_corn_for_a_lost_step():
    """A12: the cost is paid even if the step is lost."""
    state = blank()
    state.temples[RED] = [5, 7, 6]
    give(state, RED, corn=3)
    act(state, "uxmal", 1, "up chaac")
    assert corn(state, RED) == 0 and state.temples[RED] == [5, 7, 6]


@pytest.mark.parametrize("temple,step,gained", [
    (CHAAC, -1, (0, 0, 0, 0, 0)), (CHAAC, 1, (0, 0, 1, 0, 0)), (CHAAC, 3, (0, 0, 2, 0, 0)),
    (CHAAC, 5, (0, 0, 2, 0, 0)), (QUETZALCOATL, 2, (0, 0, 0, 1, 0)),
    (QUETZALCOATL, 4, (0, 0, 0, 2, 0)), (QUETZALCOATL, 7, (0, 0, 0, 2, 0)),
    (KUKULCAN, 1, (0, 1, 0, 0, 0)), (KUKULCAN, 3, (0, 2, 0, 0, 0)),
    (KUKULCAN, 4, (0, 2, 0, 0, 1)), (KUKULCAN, 6, (0, 2, 0, 0, 1))])
def test_mid_age_reward_of_each_step_and_those_below(temple, step, gained):
    """§5.3, T3: stone on Chaac 1 and 3; gold on Quetzalcoatl 2 and 4; wood on Kukulcan 1
    and 3, a skull on Kukulcan 4; cumulative."""
    state = blank()
    state.temples[RED][temple] = step
    state._mid_age_rewards()
    assert goods(state, RED) == gained


def test_mid_age_skulls_all_or_nothing():
    """§4.10, A22: if the supply cannot give every entitled player a skull, nobody gets one
    (other materials are still given)."""
    state = blank()
    state.temples[RED][KUKULCAN] = 4
    state.temples[GREEN][KUKULCAN] = 4
    state.skull_supply = 1
    state.goods[BLUE][4] = 12
    state._mid_age_rewards()
    assert goods(state, RED) == (0, 2, 0, 0, 0) and goods(state, GREEN) == (0, 2, 0, 0, 0)
    assert state.skull_supply == 1


@pytest.mark.parametrize("temple,step,vp", [
    (CHAAC, -1, -1), (CHAAC, 0, 0), (CHAAC, 5, 8), (QUETZALCOATL, -1, -2), (QUETZALCOATL, 7, 13),
    (KUKULCAN, -1, -3), (KUKULCAN, 6, 10)])
def test_end_of_age_points_of_the_current_step(temple, step, vp):
    """§5.3, T3: the VP of the current step only (the bottom loses points). Everyone stands
    on the same steps, so every majority is shared: halves 3 + 1 + 2 at the end of Age 1."""
    state = blank()
    for p in range(4):
        state.temples[p][temple] = step
    state._end_of_age_points(0)
    assert state.vp == [vp + 6] * 4


@pytest.mark.parametrize("age,chaac,quetzalcoatl,kukulcan", [(0, 6, 2, 4), (1, 2, 6, 4)])
def test_majority_bonus_by_age(age, chaac, quetzalcoatl, kukulcan):
    """§5.3: Chaac 6/2, Quetzalcoatl 2/6, Kukulcan 4/4 at the end of Age 1 / Age 2."""
    for t, bonus in ((CHAAC, chaac), (QUETZALCOATL, quetzalcoatl), (KUKULCAN, kukulcan)):
        state = blank()
        state.temples[RED][t] = 1
        state._end_of_age_points(age)
        step_vp = (2, 1, 1)[t]
        # RED alone on step 1 of temple t; the others tie at the start of the other temples
        assert state.vp[RED] == step_vp + bonus + sum(
            (6, 2, 4)[o] // 2 if age == 0 else (2, 6, 4)[o] // 2 for o in range(3) if o != t)


def test_majority_tied_by_three_players_gives_half_each():
    """A11: every tied player gets half (not a third)."""
    state = blank()
    for p in (RED, GREEN, BLUE):
        state.temples[p] = [2, -1, -1]
    state.temples[YELLOW] = [0, -1, -1]
    state._end_of_age_points(0)
    # Chaac step 2 = 4 VP + half of 6; Quetzalcoatl and Kukulcan: all four tied at the bottom
    assert state.vp[RED] == 4 + 3 + (-2 + 1) + (-3 + 2)
    assert state.vp[YELLOW] == 0 + (-2 + 1) + (-3 + 2)


# -- §5 Food Days --------------------------------------------------------------------------------


def test_food_days_fall_on_days_7_13_20_26_and_the_game_has_27_rounds():
    """§3.7, T10: without double advances, rounds 8, 14, 21, 27 are Food Days."""
    state = blank()
    food_rounds = []
    while not state.is_terminal():
        before, played = state.next_food, state.rounds
        state.stack = []
        state._end_round()
        if state.next_food != before:
            food_rounds.append(played)
    assert food_rounds == [8, 14, 21, 27]
    assert state.day == 27  # the last round ends with the final advance (A32)


def test_unfed_workers_lose_three_points_each():
    state = blank()
    give(state, RED, corn=1)
    state._feed_workers(RED)
    assert corn(state, RED) == 1 and state.vp[RED] == -9


def test_workers_on_the_first_player_space_and_gears_are_fed():
    """§5.1: every worker in play (in front, on a gear, on the First Player space)."""
    state = blank()
    state.workers[RED] = 5
    state.free[RED] = 3
    state.fp_worker = RED
    state.gears[0][2] = RED
    state.on_gear[RED] = 1
    give(state, RED, corn=10)
    state._feed_workers(RED)
    assert corn(state, RED) == 0 and state.vp[RED] == 0


@pytest.mark.parametrize("farms,wealth,workers,corn_paid", [
    ((0,), (), 3, 4),  # one worker fed free
    ((0, 1, 2), (), 3, 0),
    ((14,), (), 4, 2),  # Age 2 farm: three workers free
    ((3,), (), 3, 3),  # each worker 1 less
    ((3, 4), (), 6, 0),  # two such farms: no corn at all
    ((), (13,), 3, 4),  # wealth tile 14: one worker free
    ((14, 0), (), 6, 4),
])
def test_farms(farms, wealth, workers, corn_paid):
    """§5.1 farm effects and the formula of the spec."""
    state = blank()
    state.built[RED] = list(farms)
    state.kept[RED] = list(wealth)
    state.workers[RED] = state.free[RED] = workers
    give(state, RED, corn=20)
    state._feed_workers(RED)
    assert corn(state, RED) == 20 - corn_paid


def test_gained_worker_is_fed_on_that_food_day():
    """A27: a worker gained before feeding is in play and must be fed."""
    state = blank()
    state._gain_worker(RED)
    give(state, RED, corn=8)
    state._feed_workers(RED)
    assert corn(state, RED) == 0


def test_feeding_comes_before_the_temple_rewards():
    """§5: feed, then rewards (mid-age materials cannot feed anyone)."""
    state = blank()
    state.day, state.next_food = 7, 0
    state.temples[RED][KUKULCAN] = 3
    state._food_day()
    assert state.vp[RED] == -9 and goods(state, RED)[1] == 2


def test_age_two_buildings_replace_age_one_after_feeding_on_the_second_food_day():
    """§5.2: the Age 1 buildings left go; 6 Age 2 buildings appear; built ones stay."""
    state = blank()
    state.day, state.next_food = 13, 1
    state._food_day()
    assert state.age == 2
    assert len([b for b in state.display if b >= 0]) == 6
    assert all(b >= 14 for b in state.display)
    assert state.next_pile == [] and len(state.pile) == 12


def test_first_player_corn_arrives_in_time_to_feed_on_a_food_day():
    """§3.4: the corn on the teeth comes at the end of the turn, before the Food Day."""
    state = blank()
    state.day, state.next_food, state.tooth_corn = 7, 0, 6
    state.turn = 3
    start_turn(state, YELLOW)
    play(state, "place first player")  # no corn for a second worker: the turn ends
    assert state.next_food == 1  # Food Day 1 was played at the end of the round
    assert corn(state, YELLOW) == 0 and state.vp[YELLOW] == 0  # 6 corn fed 3 workers
