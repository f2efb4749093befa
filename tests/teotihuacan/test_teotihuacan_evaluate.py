"""`evaluate()`: each seat's win chance from the rules' accounting (evaluate.py)."""

from __future__ import annotations

import random

import pytest
from teotihuacan_helpers import BOT, RED, blank, new, res

from meeple.games.teotihuacan import data as D
from meeple.games.teotihuacan import evaluate as E


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_one_value_per_seat_in_0_1_and_returns_at_the_end(players):
    s = new(players, seed=players + 20)
    rng = random.Random(players)
    while not s.is_terminal():
        values = s.evaluate()
        assert len(values) == players and all(0.0 <= v <= 1.0 for v in values)
        if players > 1:
            assert abs(sum(values) - 1.0) < 1e-9
        s.apply(rng.choice(s.legal_actions()))
    assert s.evaluate() == s.returns()


def test_a_seat_ahead_in_points_and_stocks_is_valued_higher():
    s = blank()
    s.vp[RED] = 30
    s.vpby[D.NVP * RED] = 30
    res(s, RED, wood=4, stone=4, gold=3, cocoa=10)
    s.avenue[RED] = 4
    values = s.evaluate()
    assert values[RED] == max(values) and values[RED] > 2 * max(values[1:])


def test_each_source_of_value_counts():
    """Avenue (× Eclipses left), temples near the bonus, dice power, Technologies."""
    base = blank()
    res(base, RED, cocoa=20)  # the salaries paid: a stronger die costs no VP
    before = E.estimates(base)[RED]
    for edit in (lambda s: s.avenue.__setitem__(RED, 5),
                 lambda s: s.temple.__setitem__(3 * RED + D.RED, 9),
                 lambda s: s.wpower.__setitem__(4 * RED + 2, 5),
                 lambda s: res(s, RED, stone=5, cocoa=20)):
        s = base.clone()
        edit(s)
        assert E.estimates(s)[RED] > before


def test_later_in_the_game_stocks_count_less_and_points_more():
    early = blank()
    late = blank()
    late.eclipses = 2
    late.light = late.dark - 1
    for s in (early, late):
        res(s, RED, wood=6)
    assert E.estimates(early)[RED] > E.estimates(late)[RED]


def test_solo_compares_the_seat_with_the_teotibot_estimate():
    s = new(1, seed=3)
    ahead = s.clone()
    ahead.vp[0] += 150
    ahead.vpby[0] += 150
    behind = s.clone()
    behind.vp[BOT] += 150
    behind.vpby[D.NVP * BOT] += 150
    assert behind.evaluate()[0] < s.evaluate()[0] < ahead.evaluate()[0]
    assert ahead.evaluate()[0] > 0.9 and behind.evaluate()[0] < 0.1
