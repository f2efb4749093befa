"""`mcts:mast=T` (Move-Average Sampling): rollout moves drawn by a Gibbs distribution on the
decision's mean return of each (seat, action); off (0, the default), rollouts stay uniform."""

from __future__ import annotations

import random
from collections import Counter

import meeple
from meeple import bots


def _state():
    state = meeple.load("caylus").new_game(players=2, seed=7)
    rng = random.Random(7)
    for _ in range(6):
        state.apply(rng.choice(state.legal_actions()))
    return state


def test_mast_keeps_each_seats_mean_return_of_every_action_it_played():
    state = _state()
    bot = bots.make("mcts:iterations=120:mast=0.05", seed=3)
    root = bot.search(state)
    stats = bot._mast
    assert stats, "no (seat, action) statistics were kept"
    seats = {seat for seat, _ in stats}
    assert seats == {0, 1}
    for total, count, weight in stats.values():
        assert count >= 1 and 0.0 <= total / count <= 1.0
        assert 0.0 < weight <= 1.0
    me = state.current_player()
    for a, child in root.children.items():  # every root move of an iteration is counted
        assert stats[(me, a)][1] >= child.visits


def test_mast_is_reproducible_with_a_seed_and_plays_legal_moves():
    state = _state()
    first = bots.make("mcts:iterations=100:mast=0.05", seed=5).analyse(state)
    again = bots.make("mcts:iterations=100:mast=0.05", seed=5).analyse(state)
    assert first == again
    assert {a for a, _, _ in first} <= set(state.legal_actions())


def test_off_mast_keeps_no_statistics():
    bot = bots.make("mcts:iterations=60", seed=5)
    bot.search(_state())
    assert bot._mast == {}


def test_gibbs_draws_favour_the_actions_with_the_higher_mean():
    state = _state()
    legal = state.legal_actions()
    mover = state.current_player()
    bot = bots.make("mcts:iterations=10:mast=0.2", seed=9)
    good, bad = legal[0], legal[1]
    bot._mast_back([(mover, good)] * 10, [0.9, 0.1])  # mean 0.9
    bot._mast_back([(mover, bad)] * 10, [0.0, 1.0])  # mean 0.0; the others unseen: 0.5
    drawn: Counter[int] = Counter()
    for _ in range(600):
        played: list[tuple[int, int]] = []
        bot._mast_play(state.clone(), None, played)
        assert played[0][0] == mover and played[0][1] in legal
        drawn[played[0][1]] += 1
    others = (600 - drawn[good] - drawn[bad]) / max(1, len(legal) - 2)
    assert drawn[good] > others > drawn[bad]
