"""OpenSpiel games for every meeple game (install `meeple[rl]`).

    from meeple.adapters import openspiel
    openspiel.register()
    game = pyspiel.load_game("meeple_caylus(players=4)")      # or meeple_tzolkin(players=3,strict_tileless=True)
    game = pyspiel.load_game("meeple_tzolkin", {"players": 2, "chance": "explicit"})

Names: `meeple_caylus`, `meeple_tzolkin`, `meeple_teotihuacan`, `meeple_borabora`.
Parameters: `players`, `seed`, `chance`, `chance_seeds`, `history` and every option of the
game (`meeple list`; an option whose default is None is given as the empty string for
"unset"). Returns are meeple's: 1 for a win, 0 for a loss, a tie split — a constant-sum game
(sum 1) except Teotihuacan, whose solo mode scores one seat 0 or 1.

**Chance.** The engines resolve dice, draws and shuffles inside `apply` from the state's own
seed, so a clone plays on exactly as the original (OpenSpiel's clone checks rely on it).
- `chance="sampled"` (default, the fast one): `SAMPLED_STOCHASTIC`, no chance nodes; `seed`
  seeds the game's generator of initial states (default: a fresh one). A search that must
  not know future dice and cards samples its worlds with `resample_from_infostate`, which
  redraws what the player cannot see *and* the seed of future chance (ISMCTSBot does).
  OpenSpiel's Python bindings give a Python game no `GetRNGState` override, so
  `pyspiel.serialize_game_and_state` refuses sampled-stochastic Python games ("GetRNGState
  unimplemented"), and so does pickle, which goes through it: use the explicit mode for it,
  or `state.serialize()`/`game.deserialize_state(text)` (the state's own seed included).
- `chance="explicit"`: `EXPLICIT_STOCHASTIC`. The initial state is one chance node where
  nature draws the game's seed among `chance_seeds` (default 1,000) equally likely seeds;
  every later die, draw and shuffle follows from it inside the engine, and no seat ever sees
  the seed (the observations and information states exclude it). This is an exact
  extensive-form model of the game restricted to those seeds — nature's moves all made at
  the root, observed as play reveals them — so `chance_outcomes()` sum to 1, CFR-family
  tools that sample chance run, and `serialize_game_and_state` and
  `random_sim_test(serialize=True)` pass. It is *not* one chance node per die or card: the
  engines draw them inside `apply`, and exact methods that enumerate chance see at most
  `chance_seeds` deals.

**Observations** (`make_py_observer`, honouring `IIGObservationType`):
- default (public + the seat's private information): `observation_tensor` is the game's
  `observation_tensor(player)` (documented by `meeple.load(name).layout(n).describe()`), the
  string its `render(player)`;
- public only (`private_info=PrivateInfoType.NONE`): what every seat sees, the spectators'
  `observation(None)` and `render(None)`: nothing private (tests compare it across the worlds
  `determinize` resamples for every seat);
- perfect recall (the information state): the string is the moves so far as the player may
  read them (`action_to_str_for`), then its observation — fully perfect-recall. The tensor
  is a bounded equivalent: the observation tensor, then the last `history` (default 8) moves
  as the player saw them, each a one-hot of the mover and of the action (or a "hidden" flag
  when the player may not see which action it was). The games are too long for a fixed
  perfect-recall tensor; the observation already holds the whole public board.
`resample_from_infostate` uses `determinize`. `ISMCTSBot` below is OpenSpiel's with the two
methods its Python version lacks for `evaluate_bots` (`restart_at`, `inform_action`).
"""

from __future__ import annotations

import json
import random
from typing import Any

import numpy as np
import pyspiel
from open_spiel.python.algorithms import ismcts

import meeple
from meeple.adapters import TensorWriter
from meeple.core import MeepleError, State
from meeple.core.rng import SEED_BITS, fresh_seed

MAX_GAME_LENGTH = 20_000  # decisions; random games of every meeple game end well before (harness bound)
_TERMINAL = pyspiel.PlayerId.TERMINAL
_CHANCE = pyspiel.PlayerId.CHANCE
HIDDEN_INFORMATION = {"caylus": False, "tzolkin": True, "teotihuacan": True, "borabora": True}
CHANCE_MODES = {"sampled": pyspiel.GameType.ChanceMode.SAMPLED_STOCHASTIC,
                "explicit": pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC}
ADAPTER_PARAMS = {"seed": -1, "chance": "sampled", "chance_seeds": 1000, "history": 8}


def _param_default(value: Any) -> Any:
    return "" if value is None else value


def game_type(name: str, chance: str = "sampled") -> pyspiel.GameType:
    game = meeple.load(name)
    params = {"players": game.default_players, **ADAPTER_PARAMS}
    for option in game.options:
        params[option.name] = _param_default(option.default)
    solo = min(game.player_counts) == 1
    info = (pyspiel.GameType.Information.IMPERFECT_INFORMATION if HIDDEN_INFORMATION.get(name, True)
            else pyspiel.GameType.Information.PERFECT_INFORMATION)
    return pyspiel.GameType(
        short_name=f"meeple_{name}",
        long_name=f"meeple {game.title}",
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=CHANCE_MODES[chance],
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
        defaults = game_type(self.meeple_name).parameter_specification
        values = {k: params.get(k, defaults[k]) for k in defaults}
        self.players = int(values.pop("players"))
        self.fixed_seed = int(values.pop("seed"))
        self.chance = str(values.pop("chance"))
        if self.chance not in CHANCE_MODES:
            raise MeepleError(f"chance={self.chance!r}: use 'sampled' or 'explicit'")
        self.chance_seeds = int(values.pop("chance_seeds"))
        self.history = int(values.pop("history"))
        if self.chance_seeds < 1 or self.history < 0:
            raise MeepleError("chance_seeds must be >= 1 and history >= 0")
        options = {k: (None if v == "" else v) for k, v in values.items()}
        options = {k: v for k, v in options.items() if not (v is None and _unset_default(self.meeple_name, k))}
        self.meeple = meeple.load(self.meeple_name, **options)
        self.meeple.check_players(self.players)
        self.options = options
        self.num_actions = self.meeple.num_distinct_actions(self.players)
        self.shape = self.meeple.observation_shape(self.players)
        self.tensor_writer = TensorWriter(self.meeple, self.players)
        self.move_size = self.players + self.num_actions + 1  # mover, action, "hidden"
        self.info_shape = (self.shape[0] + self.history * self.move_size,)
        gtype = game_type(self.meeple_name, self.chance)
        constant = gtype.utility == pyspiel.GameType.Utility.CONSTANT_SUM
        info = pyspiel.GameInfo(
            num_distinct_actions=self.num_actions,
            max_chance_outcomes=self.chance_seeds if self.chance == "explicit" else 0,
            num_players=self.players,
            min_utility=0.0,
            max_utility=1.0,
            utility_sum=1.0 if constant else None,
            max_game_length=MAX_GAME_LENGTH,
        )
        super().__init__(gtype, info, params)
        self._seeds = random.Random(self.fixed_seed if self.fixed_seed >= 0 else fresh_seed())

    def get_rng_state(self) -> str:
        """The game's seed generator (what a sampled-stochastic game would serialize)."""
        return json.dumps(self._seeds.getstate(), default=list)

    def set_rng_state(self, text: str) -> None:
        version, internal, gauss = json.loads(text)
        self._seeds.setstate((version, tuple(internal), gauss))

    def new_initial_state(self, meeple_state: State | None = None,
                          seen: list[list[str]] | None = None,
                          recall: list[list[int]] | None = None) -> MeepleSpielState:
        if meeple_state is None and self.chance == "sampled":
            seed = self._seeds.getrandbits(62)
            meeple_state = self.meeple.new_game(players=self.players, seed=seed)
        return MeepleSpielState(self, meeple_state, seen, recall)

    def make_py_observer(self, iig_obs_type=None, params=None):
        return MeepleObserver(self, iig_obs_type)

    # pyspiel's generic path for Python games measures the tensor on a throwaway initial state
    # at every call (drawing a seed from `_seeds`): answered directly instead.
    def observation_tensor_shape(self) -> list[int]:
        return list(self.shape)

    def observation_tensor_size(self) -> int:
        return self.shape[0]

    def information_state_tensor_shape(self) -> list[int]:
        return list(self.info_shape)

    def information_state_tensor_size(self) -> int:
        return self.info_shape[0]


def _unset_default(name: str, option: str) -> bool:
    return next(o for o in meeple.load(name).options if o.name == option).default is None


class MeepleSpielState(pyspiel.State):
    """An OpenSpiel state wrapping a meeple state (which keeps the game's own chance); in the
    explicit chance mode the meeple state is None until nature has drawn the seed."""

    def __init__(self, game: MeepleSpielGame, state: State | None,
                 seen: list[list[str]] | None = None, recall: list[list[int]] | None = None) -> None:
        super().__init__(game)
        self.s = state
        if state is None:
            seen, recall = [[] for _ in range(game.players + 1)], [[] for _ in range(game.players)]
        elif seen is None or recall is None:
            seen, recall = _seen_moves(state, game.num_actions)
        # per player (then the public), the moves so far as it may read them (its perfect
        # recall), and per player each move's code for the information state tensor
        self.seen, self.recall = seen, recall

    def current_player(self) -> int:  # pyspiel asks it several times per step
        s = self.s
        if s is None:
            return _CHANCE
        return _TERMINAL if s.is_terminal() else s.current_player()

    def _legal_actions(self, player: int) -> list[int]:
        s = self.s
        if s is None or s.is_terminal() or player != s.current_player():
            return []
        return list(s.legal_actions())

    def chance_outcomes(self) -> list[tuple[int, float]]:
        """Explicit chance: the game's seed, each of `chance_seeds` equally likely."""
        if self.s is not None:
            return []
        k = self.get_game().chance_seeds
        return [(i, 1.0 / k) for i in range(k)]

    _restoring = False

    def _apply_action(self, action: int) -> None:
        if self._restoring:
            return
        s, game = self.s, self.get_game()
        if s is None:
            self.s = game.meeple.new_game(players=game.players, seed=int(action))
            return
        _record(s, int(action), self.seen, self.recall, game.num_actions)
        s.apply(int(action))

    def _action_to_string(self, player: int, action: int) -> str:
        if self.s is None:
            return f"seed {action}"
        return self.s.action_to_str(action)

    def is_terminal(self) -> bool:
        return self.s is not None and self.s.is_terminal()

    def returns(self) -> list[float]:
        return self.s.returns() if self.s is not None else [0.0] * self.get_game().players

    def rewards(self) -> list[float]:
        return self.returns()

    def __deepcopy__(self, memo: dict) -> MeepleSpielState:
        """OpenSpiel clones Python states with deepcopy: meeple's cheap clone instead."""
        twin = MeepleSpielState(self.get_game(), self.s.clone() if self.s is not None else None,
                                [list(m) for m in self.seen], [list(m) for m in self.recall])
        twin._restoring = True  # pyspiel keeps its own record of the moves: replay only that
        for action in self.history():
            twin.apply_action(action)
        twin._restoring = False
        return twin

    def resample_from_infostate(self, player_id: int, probability_sampler) -> MeepleSpielState:
        """A state consistent with `player_id`'s information (meeple's `determinize`)."""
        if self.s is None:
            return self.clone()
        rng = random.Random(int(probability_sampler() * 2**52))
        twin = self.s.determinize(player_id, rng)
        twin.rng_seed = rng.getrandbits(SEED_BITS)  # future chance is unknown to every seat
        return self.get_game().new_initial_state(twin, [list(m) for m in self.seen],
                                                 [list(m) for m in self.recall])

    def __str__(self) -> str:
        return self.s.render(None) if self.s is not None else "(nature draws the game's seed)"

    # Direct answers for Python callers: pyspiel's generic path goes through a new observer
    # and a throwaway initial state at every call (about half of a step's time).
    def observation_tensor(self, player: int | None = None) -> list[float]:
        player = self.current_player() if player is None else player
        if self.s is None:
            return [0.0] * self.get_game().shape[0]
        return self.s.observation_tensor(player)

    def information_state_tensor(self, player: int | None = None) -> list[float]:
        player = self.current_player() if player is None else player
        out = np.zeros(self.get_game().info_shape, np.float32)
        _write_info_state(self, player, out)
        return out.tolist()

    def observation_string(self, player: int | None = None) -> str:
        return _view(self, self.current_player() if player is None else player, False)

    def information_state_string(self, player: int | None = None) -> str:
        return _view(self, self.current_player() if player is None else player, True)


def _record(s: State, action: int, seen: list[list[str]], recall: list[list[int]],
            num_actions: int) -> None:
    """Note `action` (about to be applied to `s`) as each player, then the public, read it."""
    mover, full = s.current_player(), s.action_to_str(action)
    for viewer, moves in enumerate(seen):
        note = s.action_to_str_for(action, viewer if viewer < len(recall) else None)
        moves.append(f"{mover}:{note}")
        if viewer < len(recall):
            recall[viewer].append(mover * (num_actions + 1) + (action if note == full else num_actions))


def _seen_moves(state: State, num_actions: int) -> tuple[list[list[str]], list[list[int]]]:
    """Each player's (and the public's) reading of the moves that led to `state`, replayed."""
    replay = state.game.new_game(state.num_players, state.seed, **state.options)
    seen: list[list[str]] = [[] for _ in range(state.num_players + 1)]
    recall: list[list[int]] = [[] for _ in range(state.num_players)]
    for a in state.history():
        _record(replay, a, seen, recall, num_actions)
        replay.apply(a)
    return seen, recall


def _write_info_state(state: MeepleSpielState, player: int, out: np.ndarray) -> None:
    """The bounded information state tensor: the observation, then the last moves."""
    game = state.get_game()
    if state.s is None:
        return
    size, width = game.shape[0], game.num_actions + 1
    out[:size] = game.tensor_writer(state.s, player)
    at = size
    for code in state.recall[player][-game.history:] if game.history else ():
        mover, action = divmod(code, width)
        out[at + mover] = 1.0
        out[at + game.players + action] = 1.0  # the last slot: "hidden"
        at += game.move_size


class MeepleObserver:
    """OpenSpiel's observer protocol (`tensor`, `dict`, `set_from`, `string_from`) for the
    three kinds of view `make_py_observer` is asked for: the seat's, the public one, and
    the seat's information state (perfect recall)."""

    def __init__(self, game: MeepleSpielGame, iig_obs_type=None) -> None:
        self.game = game
        self.kind = _observer_kind(game, iig_obs_type)
        self.perfect_recall = self.kind == "information state"
        shape = game.info_shape if self.perfect_recall else game.shape
        self.tensor = np.zeros(shape, np.float32)
        self.dict = {"observation": self.tensor[:game.shape[0]]}
        if self.perfect_recall:
            self.dict["history"] = self.tensor[game.shape[0]:].reshape(game.history, game.move_size)
        self._tensor = game.tensor_writer

    def set_from(self, state: MeepleSpielState, player: int) -> None:
        self.tensor.fill(0.0)
        if state.s is None:
            return
        if self.kind == "public":
            layout = self.game.meeple.layout(self.game.players)
            self.tensor[:] = layout.encode(state.s.observation(None))
        elif self.perfect_recall:
            _write_info_state(state, player, self.tensor)
        else:
            self.tensor[:] = self._tensor(state.s, player)

    def string_from(self, state: MeepleSpielState, player: int) -> str:
        if self.kind == "public":
            return _view(state, None, False)
        return _view(state, player, self.perfect_recall)


def _observer_kind(game: MeepleSpielGame, iig_obs_type) -> str:
    if iig_obs_type is None:
        return "seat"
    private = iig_obs_type.private_info
    if iig_obs_type.perfect_recall:
        if private == pyspiel.PrivateInfoType.SINGLE_PLAYER and iig_obs_type.public_info:
            return "information state"
    elif private == pyspiel.PrivateInfoType.NONE and iig_obs_type.public_info:
        return "public"
    elif iig_obs_type.public_info and (private == pyspiel.PrivateInfoType.SINGLE_PLAYER or (
            private == pyspiel.PrivateInfoType.ALL_PLAYERS
            and not HIDDEN_INFORMATION.get(game.meeple_name, True))):
        return "seat"
    raise MeepleError(f"{iig_obs_type}: meeple's observers are the seat's view, the public view "
                      "(private_info=NONE) and the seat's information state (perfect_recall=True)")


def _view(state: MeepleSpielState, player: int | None, perfect_recall: bool) -> str:
    """The player's view (None: the public one); with perfect recall, the moves it read first."""
    if state.s is None:
        return ""
    view = state.s.render(player, "full")
    if not perfect_recall:
        return view
    moves = state.seen[player if player is not None else -1]
    return " | ".join(moves) + "\n" + view


class ISMCTSBot(ismcts.ISMCTSBot):
    """OpenSpiel's Python ISMCTSBot with the two methods `evaluate_bots` calls that it lacks:
    it searches afresh at every step, so there is nothing to restart or to be told."""

    def restart_at(self, state) -> None:
        self.reset()

    def inform_action(self, state, player_id, action) -> None:
        pass


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
