"""The strong bot's leaf value (`search_value`, issue 22): evaluate's estimate with a worker
priced against its upkeep, and (optional, off by default) the workers riding the gears, each
worth a share of the best action it can still reach."""

from __future__ import annotations

import random

import pytest
from tzolkin_helpers import GEAR, blank, give

import meeple
from meeple.games.tzolkin import actions as A
from meeple.games.tzolkin import evaluate as E
from meeple.games.tzolkin import search as S
from meeple.games.tzolkin.data import FOOD_DAYS

RIDING = {"gear share": 0.6, "free": 0.8}  # session 2's riding terms (off by default)


@pytest.fixture
def riding(monkeypatch):
    """search_value with the workers on the gears counted."""
    monkeypatch.setattr(S, "SEARCH", {**S.SEARCH, **RIDING})
    S._reach.cache_clear()
    yield
    S._reach.cache_clear()


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


def test_a_placed_worker_counts_where_evaluate_sees_nothing(riding):
    """evaluate() ranks all first placements alike (issue 22); search_value does not."""
    state = blank(players=2)
    give(state, 0, corn=10)
    placed = state.clone()
    placed.apply(A.PLACE + GEAR["uxmal"])
    assert E.evaluate(placed)[0] == pytest.approx(E.evaluate(state)[0])
    assert E.search_value(placed)[0] > E.search_value(state)[0]


def test_a_worker_is_worth_more_nearer_the_action_it_waits_for(riding):
    """Uxmal 3 (a new worker): a worker one day from it beats one three days away."""
    reach = S._reach(1.0, grow=True)[GEAR["uxmal"]]
    assert reach[2] > reach[0] > 0.0


def test_taking_the_action_pays_more_than_leaving_the_worker_on_the_gear(riding):
    """The share stays below one: the search must not hoard workers on the gears."""
    left = 0.8
    values = S._action_values(GEAR["uxmal"], left, grow=True)
    reach = S._reach(left, grow=True)[GEAR["uxmal"]]
    assert S.SEARCH["gear share"] * reach[3] < values[3]


def test_no_new_worker_is_counted_once_a_seat_has_six(riding):
    assert S._action_values(GEAR["uxmal"], 1.0, grow=False)[3] == 0.0
    assert S._action_values(GEAR["uxmal"], 1.0, grow=True)[3] > 5.0


def _fourth_worker(day: int, next_food: int) -> float:
    """What a fourth worker adds to seat 0's estimate on `day` (corn enough for any Food Day)."""
    state = blank(players=2)
    give(state, 0, corn=30)
    state.day, state.next_food = day, next_food
    left = max(0, FOOD_DAYS[-1] - day) / 26
    three = S._estimates(state, left)[0]
    state.workers[0] += 1
    return S._estimates(state, left)[0] - three


def test_a_worker_taken_early_is_worth_much_one_taken_late_little():
    """A worker earns for the rounds left and eats at each Food Day left: early it is worth
    several VP, after the third Food Day about nothing more than evaluate's small credit."""
    early, late = _fourth_worker(0, 0), _fourth_worker(21, 3)
    assert early > 8.0
    assert early > 3 * late


def test_upkeep_is_charged_for_the_food_days_after_the_next():
    """Each worker's 2 corn at every later Food Day (at `feed` VP a corn); none before the
    last Food Day."""
    state = blank(players=2)
    state.workers[0] = 5
    assert S._later_feeding(state, 0) == pytest.approx(S.SEARCH["feed"] * 3 * 5 * 2)
    assert S._later_feeding(state, 1) == pytest.approx(S.SEARCH["feed"] * 3 * 3 * 2)
    state.next_food = len(FOOD_DAYS) - 1
    assert S._later_feeding(state, 0) == 0.0


def test_without_a_gear_share_placed_workers_count_nothing():
    state = blank(players=2)
    give(state, 0, corn=10)
    placed = state.clone()
    placed.apply(A.PLACE + GEAR["uxmal"])
    assert S._riding(placed, 1.0) == [0.0, 0.0]


def test_the_search_bot_scores_its_leaves_with_search_value():
    """mcts value=search scores leaves with search_value, plain mcts with evaluate (the
    baseline)."""
    from meeple import bots

    state = blank(players=2)
    give(state, 0, corn=10)
    state.workers[0] = 4  # a worker beyond three: priced differently by the two values
    state.apply(A.PLACE + GEAR["uxmal"])
    search, plain = bots.make("mcts:iterations=2:value=search", seed=1), bots.make("mcts:iterations=2", seed=1)
    search.choose(state)
    plain.choose(state)
    assert search.leaf_value(state) == E.search_value(state) != E.evaluate(state)
    assert plain.leaf_value(state) == E.evaluate(state)


def test_with_stock_the_corn_held_beyond_the_next_food_day_pays_the_later_upkeep(monkeypatch):
    """`stock`: corn beyond the next Food Day's need covers the later Food Days first, so a
    seat's corn counts for more than its final value while it has workers to feed."""
    monkeypatch.setattr(S, "SEARCH", {**S.SEARCH, "stock": 1, "feed": 0.5})
    state = blank(players=2)
    give(state, 0, corn=6 + 4)  # the next Food Day's 6, and 4 toward the later 18
    assert S._later_feeding(state, 0) == pytest.approx(0.5 * (18 - 4))
    assert S._later_feeding(state, 1) == pytest.approx(0.5 * 18)
    give(state, 0, corn=30)
    assert S._later_feeding(state, 0) == 0.0


def _on_palenque(state, seat: int, pos: int) -> None:
    state.gears[GEAR["palenque"]][pos] = seat
    state.on_gear[seat] += 1
    state.free[seat] -= 1
    state.touch()


def test_corn_prospect_counts_the_corn_a_placed_worker_can_still_take():
    """A worker on Palenque reaches a position a day: fishing (3 corn) at once, a corn tile of
    action 2 (4 corn) a day later; none while no worker of the seat is there."""
    state = blank(players=2)
    state.day, state.next_food = 0, 0
    assert S.corn_prospect(state, 0) == 0
    _on_palenque(state, 0, 1)
    state.day = FOOD_DAYS[0]  # the Food Day itself: no day left to ride
    assert S.corn_prospect(state, 0) == 3
    state.day = FOOD_DAYS[0] - 1
    assert state.jungle_corn[2] > 0
    assert S.corn_prospect(state, 0) == 4
    state.jungle_corn[2] = 0  # no corn tile shows at action 2: fishing only
    assert S.corn_prospect(state, 0) == 3
    assert S.corn_prospect(state, 1) == 0


def test_with_a_prospect_a_hungry_seat_with_corn_on_the_way_is_charged_less(monkeypatch):
    """`prospect`: the corn still short for the next Food Day after the workers' prospect is
    what is charged (at `hunger` x evaluate's rate), so of two seats equally short the one
    with a worker riding to corn is worth more; off, both are charged alike."""
    state = blank(players=2)
    state.workers = [5, 5]
    state.day = FOOD_DAYS[0] - 2
    _on_palenque(state, 0, 1)
    state.gears[GEAR["tikal"]][1] = 1  # seat 1's worker rides to no corn
    state.on_gear[1] += 1
    state.free[1] -= 1
    state.touch()
    left = (FOOD_DAYS[-1] - state.day) / 26
    monkeypatch.setattr(S, "SEARCH", {**S.SEARCH, "prospect": 0.0, "hunger": 1.0})
    off = S._estimates(state, left)
    assert off[0] == pytest.approx(off[1])
    monkeypatch.setattr(S, "SEARCH", {**S.SEARCH, "prospect": 1.0, "hunger": 1.5})
    on = S._estimates(state, left)
    assert on[0] > off[0]  # 4 of its 10 corn short are on the way
    assert on[1] < off[1]  # nothing on the way: charged 1.5 x
    give(state, 1, corn=10)
    assert S._hunger_correction(state, 1) == 0.0  # fed: nothing to correct


@pytest.mark.parametrize("players", [2, 4])
def test_corn_term_counts_corn_at_four_players_only(monkeypatch, players):
    """Session 17's `corn` (off by default): each corn in hand `corn` x the share of the game
    left more, in 4-player games only."""
    state = meeple.load("tzolkin").new_game(players=players, seed=7)
    rng = random.Random(7)
    for _ in range(60):
        state.apply(rng.choice(state.legal_actions()))
    left = max(0, FOOD_DAYS[-1] - state.day) / 26
    before = S._estimates(state, left)
    monkeypatch.setitem(S.SEARCH, "corn", 0.5)
    after = S._estimates(state, left)
    for p in range(players):
        extra = 0.5 * left * state.goods[p][0] if players >= 4 else 0.0
        assert after[p] - before[p] == pytest.approx(extra)
    assert players < 4 or any(state.goods[p][0] for p in range(players))
