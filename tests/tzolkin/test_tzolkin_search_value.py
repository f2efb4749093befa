"""The strong bot's leaf value (`search_value`, issue 22): evaluate's estimate plus the workers
riding the gears, each worth a share of the best action it can still reach."""

from __future__ import annotations

import random

import pytest
from tzolkin_helpers import GEAR, blank, give

import meeple
from meeple.games.tzolkin import actions as A
from meeple.games.tzolkin import evaluate as E
from meeple.games.tzolkin import search as S


@pytest.mark.parametrize("players", [2, 4])
def test_values_are_win_chances_on_random_games(players):
    state = meeple.load("tzolkin").new_game(players=players, seed=5)
    rng = random.Random(5)
    while not state.is_terminal():
        values = E.search_value(state)
        assert len(values) == players and all(0.0 <= v <= 1.0 for v in values)
        assert sum(values) == pytest.approx(1.0)
        state.apply(rng.choice(state.legal_actions()))
    assert E.search_value(state) == state.returns()


def test_a_placed_worker_counts_where_evaluate_sees_nothing():
    """evaluate() ranks all first placements alike (issue 22); search_value does not."""
    state = blank(players=2)
    give(state, 0, corn=10)
    placed = state.clone()
    placed.apply(A.PLACE + GEAR["uxmal"])
    assert E.evaluate(placed)[0] == pytest.approx(E.evaluate(state)[0])
    assert E.search_value(placed)[0] > E.search_value(state)[0]


def test_a_worker_is_worth_more_nearer_the_action_it_waits_for():
    """Uxmal 3 (a new worker): a worker one day from it beats one three days away."""
    reach = S._reach(1.0, grow=True)[GEAR["uxmal"]]
    assert reach[2] > reach[0] > 0.0


def test_taking_the_action_pays_more_than_leaving_the_worker_on_the_gear():
    """The share stays below one: the search must not hoard workers on the gears."""
    left = 0.8
    values = S._action_values(GEAR["uxmal"], left, grow=True)
    reach = S._reach(left, grow=True)[GEAR["uxmal"]]
    assert S.SEARCH["gear share"] * reach[3] < values[3]


def test_no_new_worker_is_counted_once_a_seat_has_six():
    assert S._action_values(GEAR["uxmal"], 1.0, grow=False)[3] == 0.0
    assert S._action_values(GEAR["uxmal"], 1.0, grow=True)[3] > 5.0



def test_the_search_bot_scores_its_leaves_with_search_value():
    """mcts value=search scores leaves with search_value, plain mcts with evaluate (the
    baseline)."""
    from meeple import bots

    state = blank(players=2)
    give(state, 0, corn=10)
    state.apply(A.PLACE + GEAR["uxmal"])
    search, plain = bots.make("mcts:iterations=2:value=search", seed=1), bots.make("mcts:iterations=2", seed=1)
    search.choose(state)
    plain.choose(state)
    assert search.leaf_value(state) == E.search_value(state) != E.evaluate(state)
    assert plain.leaf_value(state) == E.evaluate(state)
