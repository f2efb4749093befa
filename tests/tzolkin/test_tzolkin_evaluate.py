"""What the hand evaluation counts beyond the score (issue 22): farms, the feeding shortfall
ahead of a Food Day; values in range for every player count."""

from __future__ import annotations

import random

import pytest
from tzolkin_helpers import blank, give

import meeple
from meeple.games.tzolkin import evaluate as E
from meeple.games.tzolkin.data import BUILDINGS, FOOD_DAYS


def estimate(state, seat: int = 0) -> float:
    """Seat's estimated final VP (the softmax's input)."""
    left = max(0, FOOD_DAYS[-1] - state.day) / 26
    return E._estimate(state, seat, left) + E._temple_points(state, left)[seat]


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
    assert shortfall_cost(FOOD_DAYS[0]) > 0.4 * on_the_day  # even an age ahead (was < 0)
