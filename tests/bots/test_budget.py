"""The search budget: a hard time cap and a stop event end any search, iterations or not."""

from __future__ import annotations

import threading
import time

import meeple
from meeple import bots
from meeple.bots.budget import Budget


def _position():
    return meeple.load("caylus").new_game(players=2, seed=5)


def test_iteration_budget_counts_iterations():
    budget = Budget(iterations=3)
    budget.start()
    assert [budget.exhausted(n) for n in range(5)] == [False, False, False, True, True]


def test_at_least_one_iteration_even_when_stopped():
    stop = threading.Event()
    stop.set()
    budget = Budget(iterations=100, stop=stop)
    budget.start()
    assert not budget.exhausted(0)
    assert budget.exhausted(1)


def test_max_seconds_caps_an_endless_iteration_budget():
    bot = bots.make("mcts:iterations=1000000000:max_seconds=0.2", seed=1)
    state = _position()
    start = time.perf_counter()
    action = bot.choose(state)
    assert time.perf_counter() - start < 10  # a billion iterations would take hours
    assert action in state.legal_actions()
    assert 0 < bot.last_iterations < 1_000_000_000


def test_stop_event_ends_a_search_from_another_thread():
    bot = bots.make("mcts:seconds=1000000", seed=1)
    bot.stop = threading.Event()
    state = _position()
    threading.Timer(0.2, bot.stop.set).start()
    start = time.perf_counter()
    action = bot.choose(state)
    assert time.perf_counter() - start < 10
    assert action in state.legal_actions()
