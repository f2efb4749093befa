"""Each game's direct tensor encoder writes exactly the reference encoding of its observation.

`State.observation_tensor` uses the game's `tensor_encoder` (read from the state's fields);
the documented reference is `layout(n).encode(observation(seat))`. On positions of random
games, for every seat, both must be equal float for float, so the fast tensor hides exactly
what the observation hides. The float32 buffer the adapters use must hold the same numbers.
"""

from __future__ import annotations

import array
import os
import random

import pytest

import meeple

GAMES = ["caylus", "tzolkin", "teotihuacan", "borabora"]
# sampled per player count (each game's other variants: a third of that); more in soak runs
POSITIONS = 3000 if os.environ.get("MEEPLE_SOAK") else 100


def positions(game: meeple.Game, players: int, seed: int, count: int):
    """States along random games: the first, then about one decision in twenty."""
    rng, n = random.Random(seed), 0
    while n < count:
        state = game.new_game(players=players, seed=rng.getrandbits(32))
        yield state  # the first position (Tzolk'in's draft, Bora Bora's first dice)
        while not state.is_terminal() and n < count:
            if rng.random() < 0.05:
                n += 1
                yield state
            state.apply(rng.choice(state.legal_actions()))
        if state.is_terminal():
            yield state


@pytest.mark.parametrize("name", GAMES)
def test_the_direct_encoder_writes_the_reference_tensor(name):
    for i, options in enumerate(meeple.load(name).variants):
        game = meeple.load(name, **options)
        for players in game.player_counts:
            assert game.tensor_encoder(players) is not None
            layout = game.layout(players)
            count = POSITIONS if i == 0 else POSITIONS // 3
            for state in positions(game, players, seed=players, count=count):
                for seat in range(players):
                    fast = state.observation_tensor(seat)
                    assert fast == layout.encode(state.observation(seat)), (name, options, players, seat)
                    buf = array.array("f", bytes(4 * layout.size))  # as the adapters ask
                    state.write_observation_tensor(seat, buf)
                    assert buf == array.array("f", fast)
