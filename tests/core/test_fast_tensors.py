"""Each game's direct tensor encoder writes exactly the reference encoding of its observation.

`State.observation_tensor` uses the game's `tensor_encoder` (read from the state's fields);
the documented reference is `layout(n).encode(observation(seat))`. On positions of random
games, for every seat, both must be equal float for float, so the fast tensor hides exactly
what the observation hides. The float32 buffer the adapters use must hold the same numbers.
"""

from __future__ import annotations

import array
import random

import pytest

import meeple

GAMES = ["caylus", "tzolkin", "teotihuacan", "borabora"]
POSITIONS = 60  # sampled per game and player count


def positions(name: str, players: int, seed: int):
    """States along random games (every few decisions, the last one included)."""
    game = meeple.load(name)
    rng, n = random.Random(seed), 0
    while n < POSITIONS:
        state = game.new_game(players=players, seed=rng.getrandbits(32))
        yield state  # the first position (Tzolk'in's draft, Bora Bora's first dice)
        while not state.is_terminal() and n < POSITIONS:
            if rng.random() < 0.05:
                n += 1
                yield state
            state.apply(rng.choice(state.legal_actions()))
        if state.is_terminal():
            yield state


@pytest.mark.parametrize("name", GAMES)
def test_the_direct_encoder_writes_the_reference_tensor(name):
    game = meeple.load(name)
    for players in game.player_counts:
        assert game.tensor_encoder(players) is not None
        layout = game.layout(players)
        for state in positions(name, players, seed=players):
            for seat in range(players):
                fast = state.observation_tensor(seat)
                assert fast == layout.encode(state.observation(seat)), (name, players, seat)
                buf = array.array("f", bytes(4 * layout.size))
                state.write_observation_tensor(seat, buf)
                assert buf == array.array("f", fast)
