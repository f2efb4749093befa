"""`meeple.vector.VectorGames` steps N games exactly as stepping each game on its own would:
the same tensors, masks, seats to move, returns and scores, through automatic resets; a bad
batch changes nothing."""

from __future__ import annotations

import numpy as np
import pytest

import meeple
from meeple.core import IllegalAction
from meeple.core.rng import SEED_BITS
from meeple.vector import VectorGames


@pytest.mark.parametrize("name,players", [("caylus", 2), ("teotihuacan", 1), ("borabora", 3),
                                          ("tzolkin", 2)])
def test_the_batch_equals_the_games_stepped_one_by_one(name, players):
    n, game = 3, meeple.load(name)
    games = VectorGames(name, num_games=n, players=players, seed=9)
    seeds = np.random.default_rng(9)  # the same game seeds, drawn in the same order

    def new():
        return game.new_game(players=players, seed=int(seeds.integers(0, 2**SEED_BITS)))

    alone = [new() for _ in range(n)]
    rng, ended = np.random.default_rng(1), 0
    while ended < n + 1:  # more games end than there are slots: resets are exercised
        for i, state in enumerate(alone):
            seat = state.current_player()
            assert games.to_move[i] == seat
            assert (games.obs[i] == np.array(state.observation_tensor(seat), np.float32)).all()
            assert np.flatnonzero(games.masks[i]).tolist() == state.legal_actions()
        actions = [int(rng.choice(np.flatnonzero(m))) for m in games.masks]
        games.step(actions)
        for i, a in enumerate(actions):
            alone[i].apply(a)
            done = alone[i].is_terminal()
            assert games.dones[i] == done
            if done:
                ended += 1
                assert games.returns[i].tolist() == alone[i].returns()
                assert games.scores[i].tolist() == alone[i].scores()
                alone[i] = new()
            else:
                assert not games.returns[i].any()


def test_an_illegal_action_in_the_batch_changes_no_game():
    games = VectorGames("caylus", num_games=2, players=2, seed=1)
    before = [s.to_dict() for s in games.states]
    obs = games.obs.copy()
    legal = int(np.flatnonzero(games.masks[0])[0])
    bad = int(np.flatnonzero(games.masks[1] == 0)[0])
    with pytest.raises(IllegalAction, match="game 1"):
        games.step([legal, bad])
    assert [s.to_dict() for s in games.states] == before and (games.obs == obs).all()
    with pytest.raises(ValueError, match="3 actions for 2 games"):
        games.step([legal, legal, legal])
