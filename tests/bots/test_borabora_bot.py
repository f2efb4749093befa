"""Bora Bora's value for search (`mcts:value=search`): chances per seat, dice in hand counted,
and today's `evaluate()` left alone (the baseline)."""

import random

import meeple
from meeple import bots
from meeple.games.borabora import evaluate as E


def _positions(players: int, seed: int, every: int = 7):
    """Positions of a random game, every `every`-th decision, and its end."""
    state = meeple.load("borabora").new_game(players=players, seed=seed)
    rng = random.Random(seed)
    n = 0
    while not state.is_terminal():
        if n % every == 0:
            yield state.clone()
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
        n += 1
    yield state


def test_search_value_gives_each_seat_a_chance():
    for players in (2, 4):
        for state in _positions(players, seed=players):
            value = E.search_value(state)
            assert len(value) == players
            assert all(0.0 <= v <= 1.0 for v in value)
            assert abs(sum(value) - 1.0) < 1e-9
            if state.is_terminal():
                assert value == state.returns()


def test_a_die_in_hand_is_worth_an_action():
    """Phase A (§3): a die not yet placed is an action still to take; the hand evaluation
    does not see it, the search's does."""
    state = next(s for s in _positions(2, seed=3, every=1) if s.phase == 1 and s.dice[0])
    fewer = state.clone()
    fewer.dice[0] = fewer.dice[0][1:]
    assert E.search_estimates(fewer)[0] < E.search_estimates(state)[0]
    assert E.estimates(fewer)[0] == E.estimates(state)[0]


def test_search_weights_leave_evaluate_alone(monkeypatch):
    state = next(s for s in _positions(2, seed=5, every=40) if s.round >= 2)
    before = state.evaluate()
    monkeypatch.setitem(E.SW, "person per round", 50.0)
    monkeypatch.setitem(E.SW, "die", 50.0)
    assert state.evaluate() == before
    assert E.search_estimates(state) != E.estimates(state)


def test_mcts_uses_search_value_for_borabora():
    bot = bots.make("mcts:iterations=20:value=search", seed=1)
    state = meeple.load("borabora").new_game(players=2, seed=4)
    assert bot._search_value is None
    assert bot.choose(state) in state.legal_actions()
    assert bot._search_value is not None and bot._search_value[1] is E.search_value


def test_the_search_grades_far_tasks_by_how_far():
    """A task two or more elements short: the search counts each element closer (progress
    towards 9 regions or 4 buildings); the hand evaluation counts them all alike."""
    state = next(s for s in _positions(2, seed=6, every=30) if s.round >= 2 and s.tasks[0])
    values = {}
    for short in (2, 3, 4):
        s = state.clone()
        s._task_shortfall = lambda p, t, short=short: short if p == 0 else 0
        values[short] = (E.search_estimates(s)[0], E.estimates(s)[0])
    assert values[2][0] > values[3][0] > values[4][0]
    assert values[2][1] == values[3][1] == values[4][1]
