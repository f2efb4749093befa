"""OpenSpiel games for every meeple game (install `meeple[rl]`).

    from meeple.adapters import openspiel
    openspiel.register()
    game = pyspiel.load_game("meeple_caylus(players=4)")      # or meeple_tzolkin(players=3,strict_tileless=True)

Chance is sampled inside the engine from the state's own seed (so a clone plays on exactly
as the original: OpenSpiel's clone checks rely on it). A search that must not know future
dice and cards samples its worlds with `resample_from_infostate`, which redraws what the
player cannot see *and* the seed of future chance (OpenSpiel's ISMCTSBot does). OpenSpiel's
Python bindings do not let a Python game provide `GetRNGState`, so
`pyspiel.serialize_game_and_state` refuses sampled-stochastic Python games;
`state.serialize()` and `game.deserialize_state(text)` round-trip a state (pickle).

Names: `meeple_caylus`, `meeple_tzolkin`, `meeple_teotihuacan`, `meeple_borabora`.
Parameters: `players` and every option of the game (`meeple list`; an option whose default is
None is given as the empty string for "unset"). Chance is resolved inside the engine
(`SAMPLED_STOCHASTIC`: no chance nodes; `seed` picks the game's chance, default a fresh one
per `new_initial_state`, as OpenSpiel's sampled-stochastic games do; set it for
reproducibility). Returns are meeple's: 1 for a win, 0 for a loss, a tie split — a
constant-sum game (sum 1) except Teotihuacan, whose solo mode scores one seat 0 or 1.

Observations: `observation_tensor` is the game's `observation_tensor(player)`, the string its
`render(player)`. The information state string is perfect-recall: the moves so far as the
player may read them (`action_to_str_for`), then its observation; the information state
tensor is the observation tensor (these games are too long for a fixed perfect-recall
tensor). `resample_from_infostate` uses `determinize`.
"""

from __future__ import annotations

import json
import random
from typing import Any

import numpy as np
import pyspiel

import meeple
from meeple.adapters import TensorWriter
from meeple.core import State
from meeple.core.rng import SEED_BITS, fresh_seed

MAX_GAME_LENGTH = 20_000  # decisions; random games of every meeple game end well before (harness bound)
_TERMINAL = pyspiel.PlayerId.TERMINAL
HIDDEN_INFORMATION = {"caylus": False, "tzolkin": True, "teotihuacan": True, "borabora": True}


def _param_default(value: Any) -> Any:
    return "" if value is None else value


def game_type(name: str) -> pyspiel.GameType:
    game = meeple.load(name)
    params = {"players": game.default_players, "seed": -1}
    for option in game.options:
        params[option.name] = _param_default(option.default)
    solo = min(game.player_counts) == 1
    info = (pyspiel.GameType.Information.IMPERFECT_INFORMATION if HIDDEN_INFORMATION.get(name, True)
            else pyspiel.GameType.Information.PERFECT_INFORMATION)
    return pyspiel.GameType(
        short_name=f"meeple_{name}",
        long_name=f"meeple {game.title}",
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=pyspiel.GameType.ChanceMode.SAMPLED_STOCHASTIC,
        information=info,
        utility=(pyspiel.GameType.Utility.GENERAL_SUM if solo
                 else pyspiel.GameType.Utility.CONSTANT_SUM),
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=max(game.player_counts),
        min_num_players=min(game.player_counts),
        provides_information_state_string=True,
        provides_information_state_tensor=True,
        provides_observation_string=True,
        provides_observation_tensor=True,
        parameter_specification=params,
    )


class MeepleSpielGame(pyspiel.Game):
    """An OpenSpiel game over a meeple game with its players and options bound."""

    meeple_name = ""

    def __init__(self, params: dict[str, Any] | None = None) -> None:
        params = dict(params or {})
        gtype = game_type(self.meeple_name)
        defaults = gtype.parameter_specification
        values = {k: params.get(k, defaults[k]) for k in defaults}
        self.players = int(values.pop("players"))
        self.fixed_seed = int(values.pop("seed"))
        options = {k: (None if v == "" else v) for k, v in values.items()}
        options = {k: v for k, v in options.items() if not (v is None and _unset_default(self.meeple_name, k))}
        self.meeple = meeple.load(self.meeple_name, **options)
        self.meeple.check_players(self.players)
        self.options = options
        self.num_actions = self.meeple.num_distinct_actions(self.players)
        self.shape = self.meeple.observation_shape(self.players)
        constant = gtype.utility == pyspiel.GameType.Utility.CONSTANT_SUM
        info = pyspiel.GameInfo(
            num_distinct_actions=self.num_actions,
            max_chance_outcomes=0,
            num_players=self.players,
            min_utility=0.0,
            max_utility=1.0,
            utility_sum=1.0 if constant else None,
            max_game_length=MAX_GAME_LENGTH,
        )
        super().__init__(gtype, info, params)
        self._seeds = random.Random(self.fixed_seed if self.fixed_seed >= 0 else fresh_seed())

    def get_rng_state(self) -> str:
        """The game's seed generator (sampled-stochastic games serialize it with states)."""
        return json.dumps(self._seeds.getstate(), default=list)

    def set_rng_state(self, text: str) -> None:
        version, internal, gauss = json.loads(text)
        self._seeds.setstate((version, tuple(internal), gauss))

    def new_initial_state(self, meeple_state: State | None = None,
                          seen: list[list[str]] | None = None) -> MeepleSpielState:
        if meeple_state is None:
            seed = self._seeds.getrandbits(62)
            meeple_state = self.meeple.new_game(players=self.players, seed=seed)
        return MeepleSpielState(self, meeple_state, seen)

    def make_py_observer(self, iig_obs_type=None, params=None):
        perfect_recall = bool(iig_obs_type is not None and iig_obs_type.perfect_recall)
        return MeepleObserver(self, perfect_recall)

    # pyspiel's generic path for Python games measures the tensor on a throwaway initial state
    # at every call (drawing a seed from `_seeds`): answered directly instead.
    def observation_tensor_shape(self) -> list[int]:
        return list(self.shape)

    def observation_tensor_size(self) -> int:
        return self.shape[0]

    information_state_tensor_shape = observation_tensor_shape
    information_state_tensor_size = observation_tensor_size


def _unset_default(name: str, option: str) -> bool:
    return next(o for o in meeple.load(name).options if o.name == option).default is None


class MeepleSpielState(pyspiel.State):
    """An OpenSpiel state wrapping a meeple state (which keeps the game's own chance)."""

    def __init__(self, game: MeepleSpielGame, state: State,
                 seen: list[list[str]] | None = None) -> None:
        super().__init__(game)
        self.s = state
        # per player, the moves so far as that player may read them (its perfect recall)
        self.seen = seen if seen is not None else _seen_moves(state)

    def current_player(self) -> int:  # pyspiel asks it several times per step
        s = self.s
        return _TERMINAL if s.is_terminal() else s.current_player()

    def _legal_actions(self, player: int) -> list[int]:
        if self.s.is_terminal() or player != self.s.current_player():
            return []
        return list(self.s.legal_actions())

    _restoring = False

    def _apply_action(self, action: int) -> None:
        if self._restoring:
            return
        s = self.s
        mover = s.current_player()
        for player, moves in enumerate(self.seen):
            moves.append(f"{mover}:{s.action_to_str_for(action, player)}")
        s.apply(int(action))

    def _action_to_string(self, player: int, action: int) -> str:
        return self.s.action_to_str(action)

    def is_terminal(self) -> bool:
        return self.s.is_terminal()

    def returns(self) -> list[float]:
        return self.s.returns()

    def rewards(self) -> list[float]:
        return self.s.returns()

    def __deepcopy__(self, memo: dict) -> MeepleSpielState:
        """OpenSpiel clones Python states with deepcopy: meeple's cheap clone instead."""
        twin = MeepleSpielState(self.get_game(), self.s.clone(), [list(m) for m in self.seen])
        twin._restoring = True  # pyspiel keeps its own record of the moves: replay only that
        for action in self.history():
            twin.apply_action(action)
        twin._restoring = False
        return twin

    def resample_from_infostate(self, player_id: int, probability_sampler) -> MeepleSpielState:
        """A state consistent with `player_id`'s information (meeple's `determinize`)."""
        rng = random.Random(int(probability_sampler() * 2**52))
        twin = self.s.determinize(player_id, rng)
        twin.rng_seed = rng.getrandbits(SEED_BITS)  # future chance is unknown to every seat
        return self.get_game().new_initial_state(twin, [list(m) for m in self.seen])

    def __str__(self) -> str:
        return self.s.render(None)

    # Direct answers for Python callers: pyspiel's generic path goes through a new observer
    # and a throwaway initial state at every call (about half of a step's time).
    def observation_tensor(self, player: int | None = None) -> list[float]:
        return self.s.observation_tensor(self.current_player() if player is None else player)

    information_state_tensor = observation_tensor

    def observation_string(self, player: int | None = None) -> str:
        return _view(self, self.current_player() if player is None else player, False)

    def information_state_string(self, player: int | None = None) -> str:
        return _view(self, self.current_player() if player is None else player, True)


def _seen_moves(state: State) -> list[list[str]]:
    """Each player's reading of the moves that led to `state` (replayed from its start)."""
    replay = state.game.new_game(state.num_players, state.seed, **state.options)
    seen: list[list[str]] = [[] for _ in range(state.num_players)]
    for a in state.history():
        mover = replay.current_player()
        for player, moves in enumerate(seen):
            moves.append(f"{mover}:{replay.action_to_str_for(a, player)}")
        replay.apply(a)
    return seen


class MeepleObserver:
    """OpenSpiel's observer protocol: `tensor`, `dict`, `set_from`, `string_from`."""

    def __init__(self, game: MeepleSpielGame, perfect_recall: bool) -> None:
        self.game = game
        self.perfect_recall = perfect_recall
        self.tensor = np.zeros(game.shape, np.float32)
        self.dict = {"observation": self.tensor}
        self._tensor = TensorWriter(game.meeple, game.players)

    def set_from(self, state: MeepleSpielState, player: int) -> None:
        self.tensor[:] = self._tensor(state.s, player)

    def string_from(self, state: MeepleSpielState, player: int) -> str:
        return _view(state, player, self.perfect_recall)


def _view(state: MeepleSpielState, player: int, perfect_recall: bool) -> str:
    """The player's view; with perfect recall, the moves it read first."""
    view = state.s.render(player, "full")
    if not perfect_recall:
        return view
    return " | ".join(state.seen[player]) + "\n" + view


def register() -> list[str]:
    """Register every meeple game with OpenSpiel; the names registered."""
    names = []
    for name in meeple.games():
        short = f"meeple_{name}"
        if short in pyspiel.registered_names():
            names.append(short)
            continue
        cls = type(f"Meeple_{name}", (MeepleSpielGame,), {"meeple_name": name})
        pyspiel.register_game(game_type(name), cls)
        names.append(short)
    return names
