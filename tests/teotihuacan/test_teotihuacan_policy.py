"""The move policy and the features for a learned value (policy.py, features.py)."""

from __future__ import annotations

import random

import pytest
from teotihuacan_helpers import RED, die, new, res, solo

from meeple.games.teotihuacan import actions as A
from meeple.games.teotihuacan import data as D
from meeple.games.teotihuacan import evaluate as E
from meeple.games.teotihuacan import policy as P
from meeple.games.teotihuacan import state as S


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_policy_and_features_at_every_position_of_a_game(players):
    """One non-negative weight per legal action, not all zero; one feature vector per seat,
    all of the named length, finite; the game played by the policy itself."""
    s = new(players, seed=players + 40)
    rng = random.Random(players)
    while not s.is_terminal():
        legal = s.legal_actions()
        weights = E.policy(s, legal)
        assert len(weights) == len(legal) and min(weights) >= 0 and sum(weights) > 0
        vectors = E.features(s)
        assert len(vectors) == players
        assert all(len(v) == len(E.FEATURES) for v in vectors)
        assert all(abs(x) < 1e6 for v in vectors for x in v)
        s.apply(rng.choices(legal, weights=weights)[0])
    assert len(E.features(s)) == players


def _weights(s) -> dict[int, float]:
    legal = s.legal_actions()
    return dict(zip(legal, E.policy(s, legal), strict=True))


def _arrive(s, board: int):
    """Move the seat's die 2 from the Palace to `board` (the action choice is next)."""
    s.apply(A.MOVE + 2)
    s.apply(A.DEST + board)
    assert s.stack[-1][0] == S.F_ACTION
    return s


def test_main_action_is_preferred_on_arrival():
    """§4.5: a die arriving on the Stone Quarry takes its Main Action before worship or cocoa."""
    s = solo()
    res(s, RED, cocoa=5)
    w = _weights(_arrive(s, D.QUARRY))
    assert w[A.MAIN] == max(w.values()) and w[A.MAIN] > w[A.COLLECT]


def test_cocoa_is_collected_more_often_when_the_salary_is_short():
    covered, short = solo(), solo()
    res(covered, RED, cocoa=5)
    res(short, RED, cocoa=0)
    assert _weights(_arrive(short, D.QUARRY))[A.COLLECT] \
        > _weights(_arrive(covered, D.QUARRY))[A.COLLECT]


def test_destinations_with_an_open_main_action_are_preferred():
    """Nobles needs 2 wood (§4.5.3): without wood its Main Action is closed."""
    s = solo()
    res(s, RED, cocoa=5)
    s.apply(A.MOVE + 2)
    w = _weights(s)
    open_ = [a for a in w if a - A.DEST in (D.QUARRY, D.FOREST)]
    assert open_ and all(w[a] > w[A.DEST + D.ALCHEMY] for a in open_)


def test_the_free_unlock_is_a_last_resort_while_a_die_can_move():
    s = solo()
    w = _weights(s)
    assert w[A.UNLOCK_FREE] < min(v for a, v in w.items() if a != A.UNLOCK_FREE)


def test_power_up_goes_to_the_die_that_ascends():
    """§4.6-4.7: a power-5 die ascends on its next power-up."""
    s = solo()
    die(s, RED, 0, D.FOREST, 2)
    die(s, RED, 1, D.QUARRY, 5)
    s.stack = [(S.A_END_TURN, RED, 0), (S.F_POWER, RED, S.ANY_BOARD, 1, 0, 0)]
    s.touch()
    w = _weights(s)
    assert max(w, key=w.get) == A.POWER + 1


def test_the_salary_is_paid_in_full():
    s = new(1, seed=3)
    while not s.stack or s.stack[-1][0] != S.F_SALARY:
        legal = s.legal_actions()
        s.apply(legal[len(s.history()) % len(legal)])
    s.cocoa[RED] = s.stack[-1][2]
    s.touch()
    w = _weights(s)
    assert max(w, key=w.get) == A.SALARY + s.stack[-1][2]


def test_features_name_the_solo_opponent_the_teotibot():
    """Solo: the opponent block is the Teotibot's colour (its VP, its Avenue)."""
    s = new(1, seed=5)
    s.vp[1] = 37
    s.avenue[1] = 4
    v = dict(zip(E.FEATURES, E.features(s)[0], strict=True))
    assert (v["opp_vp"], v["opp_avenue"], v["solo"]) == (37.0, 4.0, 1.0)
    assert v["own_vp"] == s.vp[0]


def test_features_open_with_the_share_of_the_game_to_come():
    """The learned value reads a vector's first entry as the share of the game left."""
    s = new(2, seed=6)
    assert E.FEATURES[0] == "remaining"
    assert [v[0] for v in E.features(s)] == [E.remaining(s)] * 2


def test_policy_lookahead_never_reads_the_chance_to_come():
    """The lookahead's copies get a fixed chance seed: states that differ only in their
    chance seed (the Teotibot's next roll, hidden) get the same weights."""
    s = new(1, seed=8)
    rng = random.Random(8)
    checked = 0
    while not s.is_terminal() and checked < 40:
        legal = s.legal_actions()
        if s.stack[-1][0] in P.LOOKAHEAD and len(legal) > 1:
            other = s.clone()
            other.rng_seed = s.rng_seed ^ 0x5EED
            assert E.policy(other, legal) == E.policy(s, legal)
            checked += 1
        s.apply(rng.choices(legal, weights=E.policy(s, legal))[0])
    assert checked > 5


def test_policy_lookahead_prefers_what_the_estimate_gains():
    """On arrival on the Stone Quarry (§4.5.1), the Main Action gains more with a power-5 die
    (2 stone, and its power-up ascends, §4.7) than with a power-1 die (1 VP): the lookahead
    weighs it up against collecting cocoa, which the fixed weights cannot tell apart."""
    ratios = []
    for power in (1, 5):
        s = solo()
        res(s, RED, cocoa=5)
        s.wpower[4 * RED + 2] = power
        s.touch()
        w = _weights(_arrive(s, D.QUARRY))
        ratios.append(w[A.MAIN] / w[A.COLLECT])
    assert ratios[1] > 2 * ratios[0]
