"""What the hand evaluation counts beyond the score (issue 22): workers on the gears, farms,
the feeding shortfall ahead of a Food Day; values in range for every player count."""

from __future__ import annotations

import random

import pytest
from tzolkin_helpers import GEAR, blank, give

import meeple
from meeple.games.tzolkin import evaluate as E
from meeple.games.tzolkin.data import BUILDINGS, FOOD_DAYS, GEAR_SLOTS


def put_worker(state, seat: int, gear: str, pos: int) -> None:
    """One of `seat`'s available workers onto `gear` at position `pos`."""
    state.gears[GEAR[gear]][pos] = seat
    state.free[seat] -= 1
    state.on_gear[seat] += 1
    state.touch()


def estimate(state, seat: int = 0) -> float:
    """Seat's estimated final VP (the softmax's input)."""
    left = max(0, FOOD_DAYS[-1] - state.day) / 26
    return E._estimate(state, seat, left) + E._temple_points(state, left)[seat] + \
        E._gear_points(state, left)[seat]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_values_are_win_chances_for_every_seat_on_random_games(players):
    for seed in range(2):
        state = meeple.load("tzolkin").new_game(players=players, seed=seed)
        rng = random.Random(seed)
        while not state.is_terminal():
            values = E.evaluate(state)
            assert len(values) == players and all(0.0 <= v <= 1.0 for v in values)
            assert sum(values) == pytest.approx(1.0)
            state.apply(rng.choice(state.legal_actions()))
        assert E.evaluate(state) == state.returns()


def test_a_worker_on_a_gear_is_worth_its_coming_action():
    """An idle worker acts for nobody; a placed one is an action to come, better the further
    it has ridden (the issue: all placements of move 4 scored the same)."""
    idle, low, high = blank(players=2), blank(players=2), blank(players=2)
    put_worker(low, 0, "palenque", 1)
    put_worker(high, 0, "palenque", 4)
    assert estimate(idle) < estimate(low) < estimate(high)
    assert idle.evaluate()[0] < low.evaluate()[0] < high.evaluate()[0]


def test_a_placement_further_up_pays_for_its_corn():
    """Placing on a higher free position costs a corn per step (§3.2); the action it reaches
    is worth more than that corn, so paying 3 corn for position 3 beats position 0."""
    cheap, dear = blank(players=2), blank(players=2)
    for state in (cheap, dear):
        give(state, 0, corn=10)
    put_worker(cheap, 0, "yaxchilan", 0)
    put_worker(dear, 0, "yaxchilan", 3)
    dear.goods[0][0] -= 3
    assert dear.evaluate()[0] > cheap.evaluate()[0]


def test_workers_left_on_the_gears_are_worth_nothing_at_the_end():
    late = blank(players=2)
    late.day, late.next_food = FOOD_DAYS[-1], len(FOOD_DAYS) - 1
    before = estimate(late)
    put_worker(late, 0, "tikal", 3)
    assert estimate(late) == before


def test_chichen_itza_positions_count_but_less_than_a_small_gear_s():
    """Chichen Itza pays only with a skull (valued on its own)."""
    small, chichen = blank(players=2), blank(players=2)
    put_worker(small, 0, "uxmal", 4)
    put_worker(chichen, 0, "chichen", 4)
    assert estimate(blank(players=2)) < estimate(chichen) < estimate(small)
    assert len(E._RANK_VP[GEAR["chichen"]]) == GEAR_SLOTS[GEAR["chichen"]]


def test_a_farm_is_worth_the_corn_it_saves_on_the_food_days_to_come():
    farm = next(b for b, row in enumerate(BUILDINGS) if E._FARM_FREE[b] or E._FARM_LESS[b])
    without, early, late = blank(players=2), blank(players=2), blank(players=2)
    late.day, late.next_food = FOOD_DAYS[2] + 1, 3
    without.day, without.next_food = late.day, late.next_food
    for state in (without, early, late):
        give(state, 0, corn=20)  # fed either way: the farm only saves corn
    early.built[0].append(farm)
    late.built[0].append(farm)
    assert estimate(late) > estimate(without)
    assert estimate(early) - estimate(blank(players=2)) > estimate(late) - estimate(without)


def test_the_corn_shortfall_weighs_in_well_before_the_food_day():
    """Strong players gather corn ahead: 3 days before a Food Day the missing corn already
    costs most of the unfed penalty, not just over half of it (the bots' feeding blunders)."""
    def shortfall_cost(days_before: int) -> float:
        fed, hungry = blank(players=2), blank(players=2)
        for state in (fed, hungry):
            state.day = FOOD_DAYS[0] - days_before
        give(fed, 0, corn=6)
        give(hungry, 0, wood=3)  # the same final value as 6 corn, but no food
        return estimate(fed) - estimate(hungry)

    on_the_day = shortfall_cost(0)
    assert on_the_day > 0
    assert shortfall_cost(3) > 0.75 * on_the_day
    assert shortfall_cost(3) < on_the_day
