"""A batched stepper for learners: N games of one meeple game stepped in one call, their
observation tensors and action masks written into preallocated numpy arrays, finished games
reset automatically. No environment protocol, no per-step dicts: the engines' own speed, for
self-play and batched inference (install `meeple[rl]` for numpy).

    from meeple.vector import VectorGames
    games = VectorGames("caylus", num_games=64, players=2, seed=0)
    obs, masks, to_move = games.obs, games.masks, games.to_move    # (N, size), (N, A), (N,)
    while training:
        actions = policy(obs, masks)                               # one action per game
        games.step(actions)                                        # for the seat to move in each
        games.dones, games.returns                                 # games that ended in this step

Every game asks its seat to move (`to_move[i]`); `obs[i]` is that seat's observation tensor
(`game.observation_shape(players)`, the same floats as `State.observation_tensor`) and
`masks[i]` its legal actions. When game i ends in a step, `dones[i]` is True, `returns[i]` holds
its `returns()` (one per seat: 1 a win, 0 a loss, a tie split) and `scores[i]` its scores, and
game i is replaced by a new one whose first position is already in `obs[i]`/`masks[i]` (the
same-step autoreset). The arrays are updated in place: keep references to them, copy what
must outlive the next step. Game seeds come from `numpy.random.default_rng(seed)`, so a run is
reproducible; `states[i]` is game i's meeple state.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np

import meeple
from meeple.core import Game, IllegalAction, State
from meeple.core.rng import SEED_BITS


class VectorGames:
    """N games of one game and player count, stepped together (see the module docstring)."""

    def __init__(self, game: str | Game, num_games: int, players: int | None = None,
                 seed: int | None = None, **options: Any) -> None:
        self.game = meeple.load(game, **options) if isinstance(game, str) else game
        self.players = self.game.check_players(players or self.game.default_players)
        if type(num_games) is not int or num_games < 1:
            raise ValueError(f"num_games={num_games!r}: a positive int")
        self.num_games = num_games
        size = self.game.observation_shape(self.players)[0]
        self.num_actions = self.game.num_distinct_actions(self.players)
        self.obs = np.zeros((num_games, size), np.float32)
        self.masks = np.zeros((num_games, self.num_actions), np.int8)
        self.to_move = np.zeros(num_games, np.int64)
        self.dones = np.zeros(num_games, bool)
        self.returns = np.zeros((num_games, self.players), np.float32)
        self.scores = np.zeros((num_games, self.players), np.int64)
        self.states: list[State] = []
        # one encoder per slot: an encoder copies the blocks that repeat from *its* last
        # position (`meeple.core.tensor.Memo`), which interleaved games would defeat
        self._encoders = [self.game.tensor_encoder(self.players) or self.game.encoder(self.players)
                          for _ in range(num_games)]
        # the encoders write straight into the rows of `obs`, through float memoryviews
        self._rows = [memoryview(row) for row in self.obs]
        self._seeds = np.random.default_rng(seed)
        self.reset(seed)

    def reset(self, seed: int | None = None) -> None:
        """New games in every slot (`seed`: reseed the game seeds' generator first)."""
        if seed is not None:
            self._seeds = np.random.default_rng(seed)
        self.states = [self._new_game() for _ in range(self.num_games)]
        self.dones[:] = False
        self.returns[:] = 0.0
        self.scores[:] = 0
        for i in range(self.num_games):
            self._write(i)

    def step(self, actions: Sequence[int] | np.ndarray) -> None:
        """Apply `actions[i]` for the seat to move in game i, for every i. An illegal action
        raises `IllegalAction` naming the game, with no game changed."""
        if len(actions) != self.num_games:
            raise ValueError(f"{len(actions)} actions for {self.num_games} games")
        actions = [int(a) for a in actions]
        masks = self.masks
        for i, a in enumerate(actions):  # checked first so that a bad batch changes nothing
            if not 0 <= a < self.num_actions or not masks[i, a]:
                raise IllegalAction(f"game {i}: action {a} is not legal; use masks[{i}]")
        self.dones[:] = False
        self.returns[:] = 0.0
        self.scores[:] = 0
        for i, a in enumerate(actions):
            state = self.states[i]
            state.apply(a)
            if state.is_terminal():
                self.dones[i] = True
                self.returns[i] = state.returns()
                self.scores[i] = state.scores()
                self.states[i] = self._new_game()
            self._write(i)

    def _new_game(self) -> State:
        return self.game.new_game(players=self.players,
                                  seed=int(self._seeds.integers(0, 2**SEED_BITS)))

    def _write(self, i: int) -> None:
        """Game i's seat to move: its tensor, its legal actions."""
        state = self.states[i]
        seat = state.current_player()
        self.to_move[i] = seat
        self.obs[i].fill(0.0)
        self._encoders[i](state, seat, self._rows[i])
        mask = self.masks[i]
        mask[:] = 0
        mask[state.legal_actions()] = 1
