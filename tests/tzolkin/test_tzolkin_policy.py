"""The rollout policy (`mcts policy=true`, the levels' bot): weights a strong player's moves
up, and corn while the next Food Day would go hungry."""

from __future__ import annotations

import random

import pytest
from tzolkin_helpers import GEAR, blank, give

import meeple
from meeple.games.tzolkin import actions as A
from meeple.games.tzolkin import evaluate as E

PALENQUE_3 = A.perform_id(GEAR["palenque"], 3)
YAXCHILAN_3 = A.perform_id(GEAR["yaxchilan"], 3)


@pytest.mark.parametrize("players", [2, 4])
def test_every_legal_move_keeps_a_positive_weight(players):
    state = meeple.load("tzolkin").new_game(players=players, seed=7)
    rng = random.Random(7)
    while not state.is_terminal():
        legal = state.legal_actions()
        weights = E.policy(state, legal)
        assert len(weights) == len(legal) and all(w > 0 for w in weights)
        state.apply(rng.choice(legal))


def test_corn_is_favoured_only_while_the_next_food_day_would_go_hungry():
    hungry, fed = blank(players=2), blank(players=2)
    give(fed, 0, corn=6)  # three workers, 2 corn each
    moves = [PALENQUE_3, YAXCHILAN_3, A.TAKE_CORN, A.TAKE_WOOD]
    h, f = E.policy(hungry, moves), E.policy(fed, moves)
    assert h[0] / h[1] > f[0] / f[1] == pytest.approx(1.0)  # Palenque 3 against Yaxchilan 3
    assert h[2] > h[3] and f[2] == f[3]  # a corn tile against a wood tile


def test_a_worker_picked_up_for_nothing_and_market_loops_are_rarely_tried():
    state = blank(players=2)
    give(state, 0, corn=6)
    weights = E.policy(state, [A.NOTHING, YAXCHILAN_3, A.SELL, A.DONE])
    assert weights[0] < weights[2] < weights[3] < weights[1]


def test_a_hungry_seat_places_on_palenque_and_keeps_its_corn_when_switched_on(monkeypatch):
    hungry, fed = blank(players=4), blank(players=4)
    give(fed, 0, corn=6)
    uxmal_1 = A.perform_id(GEAR["uxmal"], 1)
    moves = [A.PLACE + GEAR["palenque"], A.PLACE + GEAR["tikal"], uxmal_1, YAXCHILAN_3,
             A.TAKE_WOOD, A.TAKE_CORN]
    off = E.policy(hungry, moves)
    assert off[0] == off[1] and off[4] < off[5]  # the shipped weights: switched off
    monkeypatch.setitem(E.POLICY, "feed place", 3.0)
    monkeypatch.setitem(E.POLICY, "feed spend", 0.3)
    h, f = E.policy(hungry, moves), E.policy(fed, moves)
    assert h[0] == 3 * h[1] and f[0] == f[1]
    assert h[2] / h[3] == pytest.approx(0.3 * f[2] / f[3])  # Uxmal 1's step for 3 corn
    assert h[4] == pytest.approx(0.3) and f[4] == f[5]
