"""`mcts:c_end=C`: the exploration constant moves from c to C by the share of a decision's
rollouts that reach the game's end; off (0, the default), c throughout."""

from __future__ import annotations

import random

import meeple
from meeple import bots


def _near_end(left: int):
    """A 2-player Teotihuacan game played at random, `left` decisions before its end."""
    game = meeple.load("teotihuacan")
    state = game.new_game(players=2, seed=11)
    rng = random.Random(11)
    actions = []
    while not state.is_terminal():
        actions.append(rng.choice(state.legal_actions()))
        state.apply(actions[-1])
    state = game.new_game(players=2, seed=11)
    for a in actions[:-left]:
        state.apply(a)
    return state


def test_rollouts_that_end_the_game_move_c_to_c_end():
    bot = bots.make("mcts:iterations=40:c=0.03:c_end=0.5", seed=3)
    bot.search(_near_end(3))  # every rollout (depth 12) reaches the end
    assert bot._ended == 40
    assert bot._c_now == 0.5


def test_rollouts_cut_before_the_end_keep_c():
    state = meeple.load("teotihuacan").new_game(players=2, seed=5)
    bot = bots.make("mcts:iterations=40:c=0.03:c_end=0.5", seed=3)
    bot.search(state)  # the game's start: no rollout of 12 decisions ends it
    assert bot._ended == 0
    assert bot._c_now == 0.03


def test_off_c_end_keeps_c_and_the_same_search():
    state = _near_end(3)
    off = bots.make("mcts:iterations=40:c=0.03", seed=3)
    assert off.analyse(state) == bots.make("mcts:iterations=40:c=0.03", seed=3).analyse(state)
    assert off._c_now == 0.03 and off._ended == 0


def test_c_end_changes_the_visits_near_the_end():
    state = _near_end(6)
    low = bots.make("mcts:iterations=200:c=0.0001", seed=3).analyse(state)
    wide = bots.make("mcts:iterations=200:c=0.0001:c_end=2.0", seed=3).analyse(state)
    assert low != wide
