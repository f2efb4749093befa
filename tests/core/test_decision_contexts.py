"""The observation tensor tells a seat what it is being asked: over random games of every game,
variant and player count, two positions where the same seat has different legal actions never
share a tensor (a policy fed the tensor could not tell them apart). The pending decision (its
kind and the choices already made in the compound move), the viewer's seat and everything it
may see are what make them differ."""

from __future__ import annotations

import os
import random

import pytest

import meeple

GAMES_PER_COUNT = 12 if os.environ.get("MEEPLE_SOAK") else 2


def contexts(game: meeple.Game, players: int, seed: int):
    """(seat, tensor, legal actions, prompt) at every decision of random games."""
    rng = random.Random(seed)
    for _ in range(GAMES_PER_COUNT):
        state = game.new_game(players=players, seed=rng.getrandbits(32))
        while not state.is_terminal():
            seat, legal = state.current_player(), tuple(state.legal_actions())
            yield seat, tuple(state.observation_tensor(seat)), legal, state.prompt()
            state.apply(rng.choice(legal))


@pytest.mark.parametrize("name", meeple.games())
def test_positions_asking_different_questions_have_different_tensors(name):
    for options in meeple.load(name).variants:
        game = meeple.load(name, **options)
        for players in game.player_counts:
            seen: dict[tuple, tuple] = {}
            for seat, tensor, legal, prompt in contexts(game, players, seed=players):
                first = seen.setdefault((seat, tensor), (legal, prompt))
                assert first[0] == legal, (name, options, players, first[1], prompt)


def test_the_tensor_shows_the_choice_made_earlier_in_the_move():
    """Teotihuacan: after `move <board> <die>` the destination question names the die."""
    game = meeple.load("teotihuacan")
    state = game.new_game(players=2, seed=3)
    rng = random.Random(3)
    layout = game.layout(2)
    a, b = layout.slices["decision_args"]
    while not state.is_terminal():
        seat = state.current_player()
        moves = [x for x in state.legal_actions() if state.action_to_str(x).startswith("move ")]
        if moves:
            before = state.observation_tensor(seat)
            state.apply(moves[0])
            after = state.observation_tensor(seat)
            assert state.current_player() == seat
            assert before[a:b] != after[a:b]  # the frame's die is in the tensor
            assert state.observation_tensor(1 - seat)[a:b] == [0.0] * (b - a)  # only for the mover
            return
        state.apply(rng.choice(state.legal_actions()))
    pytest.fail("no die moved in a whole game")
