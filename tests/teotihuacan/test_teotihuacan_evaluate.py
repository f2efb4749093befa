"""`evaluate()`: each seat's win chance from the rules' accounting (evaluate.py)."""

from __future__ import annotations

import random

import pytest
from teotihuacan_helpers import BOT, RED, blank, die, new, res, solo

from meeple.games.teotihuacan import actions as A
from meeple.games.teotihuacan import data as D
from meeple.games.teotihuacan import evaluate as E
from meeple.games.teotihuacan import policy as P
from meeple.games.teotihuacan import state as S


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_one_colours_estimate_is_that_of_estimates(players):
    """`estimate(s, p)` (the policy's lookahead reads one seat's) is `estimates(s)[p]`, the
    same float, for every colour (the Teotibot too) at every position of a random game."""
    s = new(players, seed=players + 60)
    rng = random.Random(players + 60)
    while not s.is_terminal():
        est = E.estimates(s)
        assert len(est) == s.nplay
        assert [E.estimate(s, p) for p in range(s.nplay)] == est
        s.apply(rng.choice(s.legal_actions()))


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
    if players > 1:
        assert s.evaluate() == s.returns()
    else:  # solo: the final margin counts too, above 0.5 exactly for a win
        assert (s.evaluate()[0] > 0.5) == (s.winners() == [0])


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
    assert ahead.evaluate()[0] > 0.8 and behind.evaluate()[0] < 0.1  # the margin: not 1 or 0


# -- the solo value, the salary and the Ascension (issue 22) ---------------------------------

def _power_choice(seat_power: dict[int, tuple[int, int]], cocoa: int, rounds_left: int):
    """A solo position at a mandatory power-up on any board; dice by slot: (board, power)."""
    s = solo()
    for slot, (board, power) in seat_power.items():
        die(s, RED, slot, board, power)
    s.cocoa[RED] = cocoa
    s.light = s.dark - rounds_left
    s.stack = [(S.A_END_TURN, RED, 0), (S.F_POWER, RED, S.ANY_BOARD, 1, 0, 0)]
    s.touch()
    return s


def _after(s, *actions: int):
    s = s.clone()
    for a in actions:
        s.apply(a)
    return s


def test_ascending_before_an_eclipse_that_saves_a_salary_is_preferred():
    """§4.7, §5.1 step 6: a power-5 die costs 2 cocoa at the Eclipse; ascending makes it a
    power-1 die (1 cocoa) and scores an Avenue step. With 2 cocoa for a 4-cocoa salary one
    round before the Eclipse, powering up the power-5 die beats powering up a power-2 die."""
    s = _power_choice({0: (D.FOREST, 2), 1: (D.QUARRY, 5), 2: (D.PALACE, 1)}, cocoa=2,
                      rounds_left=2)
    ascend = _after(s, A.POWER + 1, A.ASCEND + A.ASC_COCOA)
    other = _after(s, A.POWER + 0)
    assert P.salary_due(ascend, RED) < P.salary_due(other, RED)
    assert ascend.evaluate()[RED] > other.evaluate()[RED]


def test_a_salary_that_cannot_be_paid_weighs_more_as_the_eclipse_nears():
    """§5.1 step 6: 3 VP per cocoa unpaid; far from the Eclipse there is time to collect."""
    far = _power_choice({0: (D.FOREST, 4), 1: (D.QUARRY, 4)}, cocoa=0, rounds_left=8)
    near = _power_choice({0: (D.FOREST, 4), 1: (D.QUARRY, 4)}, cocoa=0, rounds_left=1)
    paid = [s.clone() for s in (far, near)]
    for s in paid:
        s.cocoa[RED] = 4
    loss_far = E.estimates(paid[0])[RED] - E.estimates(far)[RED]
    loss_near = E.estimates(paid[1])[RED] - E.estimates(near)[RED]
    assert loss_near > loss_far > 0


@pytest.mark.parametrize(("behind", "least"), [(0, 0.01), (60, 0.005), (120, 0.001)])
def test_solo_value_keeps_counting_points_when_far_behind(behind, least):
    """The win chance alone is flat far behind (a logistic of the lead: 5 VP were worth
    0.0004 of the value 120 VP behind): the solo value also follows the margin."""
    s = new(1, seed=3)
    s.vp[BOT] += behind
    more = s.clone()
    more.vp[RED] += 5
    assert more.evaluate()[RED] - s.evaluate()[RED] > least


def test_paying_the_salary_in_full_is_preferred_even_far_behind():
    """§5.1 step 6 at the last Eclipse, 80 VP behind: each cocoa kept costs 3 VP."""
    s = new(1, seed=3)
    while s.eclipses < 2 or not s.stack or s.stack[-1][0] != S.F_SALARY:
        legal = s.legal_actions()
        s.apply(legal[len(s.history()) % len(legal)])
        assert not s.is_terminal()
    s.vp[RED], s.vp[BOT] = 60, 140
    s.cocoa[RED] = s.stack[-1][2]
    s.touch()
    values = {a: _after(s, a).evaluate()[RED] for a in s.legal_actions()}
    full = max(values)
    assert max(values, key=values.get) == full
    assert values[full] - values[A.SALARY] > 0.005  # (at the end: 0 for every choice before)
