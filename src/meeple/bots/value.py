"""A value learned from self-play: features of a position -> each seat's final score -> win
chances. Inference is a plain-Python dot product (tens of µs), so search can call it at every
leaf; the fit (numpy) lives in `analysis/train.py`.

A game opts in with `features(state) -> list[list[float]]` in its `evaluate` module (or as a
state method): one vector per seat, the same length for all seats, its first entry the share
of the game still to come (1 at the start, 0 at the end). Weights are package data,
`bots/weights/<game>-<players>p.json`:

    {"features": n, "names": [...], "coef": [n floats], "intercept": float,
     "scale": [t_end, t_start], "provenance": {games, bot, seed, commit, held_out_rmse, ...}}

The model predicts each seat's final score (with one player: its final margin over the
automa). Win chances are a softmax of the predicted scores with temperature
`t_end + (t_start - t_end) * left` (solo: a logistic of the margin), as the hand evaluations
do. Missing or corrupt weights: the game's hand `evaluate()` with a warning, once.
"""

from __future__ import annotations

import functools
import importlib
import json
import math
import warnings
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from meeple.core import registry
from meeple.core.game import State

WEIGHTS_DIR = Path(__file__).parent / "weights"
Features = Callable[[State], list[list[float]]]


def weights_path(game: str, players: int, directory: Path | None = None) -> Path:
    return (directory or WEIGHTS_DIR) / f"{game}-{players}p.json"


def features_of(state: State) -> Features | None:
    """The game's `features` function (a state method or its evaluate module's), or None."""
    method = getattr(state, "features", None)
    if callable(method):
        return lambda s: s.features()
    module = _evaluate_module(state)
    return getattr(module, "features", None)


def _evaluate_module(state: State) -> Any:
    """The `evaluate` module of the state's game package, or None."""
    return _evaluate_module_of(type(state).__module__)


def _evaluate_module_of(name: str) -> Any:
    """The `evaluate` module beside module `name` (or inside it, a package), or None."""
    module = importlib.import_module(name)
    package = name if hasattr(module, "__path__") else name.rpartition(".")[0]
    if not package:
        return None
    try:
        return importlib.import_module(f"{package}.evaluate")
    except ImportError:
        return None


Policy = Callable[[State, list[int]], list[float]]


def policy_of(state: State) -> Policy | None:
    """The game's `policy(state, actions) -> weights` (a state method or its evaluate
    module's): cheap knowledge of which moves are worth trying, or None."""
    method = getattr(state, "policy", None)
    if callable(method):
        return lambda s, actions: s.policy(actions)
    return getattr(_evaluate_module(state), "policy", None)


@functools.cache
def rollout_policy_names() -> tuple[str, ...]:
    """Every `<name>` with a `policy_<name>` in some registered game's evaluate module: the
    names `mcts:rollouts=` accepts (a game without the one named rolls out by its policy()).
    The first call imports every registered game's evaluate module."""
    return _named_hooks("policy_")


@functools.cache
def search_value_names() -> tuple[str, ...]:
    """Every `<name>` with a `search_value_<name>` in some registered game's evaluate module:
    the names `mcts:search_value=` accepts (a game without the one named keeps its
    search_value)."""
    return _named_hooks("search_value_")


def _named_hooks(prefix: str) -> tuple[str, ...]:
    """The `<name>`s of the callables `<prefix><name>` in the registered games' evaluate
    modules (importing every one of them)."""
    names: set[str] = set()
    for game in registry.games():
        module = _evaluate_module_of(registry.game_class(game).__module__)
        if module is None:
            continue
        names.update(key[len(prefix):] for key in vars(module)
                     if key.startswith(prefix) and callable(getattr(module, key)))
    return tuple(sorted(names))


def settled_of(state: State) -> Callable[[State], bool] | None:
    """The game's `settled(state) -> bool` (its evaluate module's): True at a stable position
    a value judges well (search: mcts settle=N rolls on to one), or None."""
    return getattr(_evaluate_module(state), "settled", None)


def major_of(state: State) -> Callable[[State], bool] | None:
    """The game's `major(state) -> bool` (its evaluate module's): True at a decision that
    shapes the turn (mcts major_iterations=N searches those longer), or None."""
    return getattr(_evaluate_module(state), "major", None)


def prune_of(state: State) -> Callable[[State, list[int]], list[int]] | None:
    """The game's `prune(state, legal) -> legal` (its evaluate module's, else its `prune`
    module's: a game whose evaluate module is compiled adds rules without a rebuild): the
    legal moves without those a strong player never makes (mcts prune=true searches only
    these), or None."""
    hook = getattr(_evaluate_module(state), "prune", None)
    if hook is None:
        hook = getattr(_sibling_module(state, "prune"), "prune", None)
    return hook


def _sibling_module(state: State, name: str) -> Any:
    """The module `name` of the state's game package, or None."""
    package = type(state).__module__.rpartition(".")[0]
    try:
        return importlib.import_module(f"{package}.{name}") if package else None
    except ImportError:
        return None


def follow_up_of(state: State) -> Callable[[State], bool] | None:
    """The game's `follow_up(state) -> bool` (its evaluate module's): True when the pending
    decision completes the mover's previous one (a die action's sub-choices); mcts macro=true
    plays those inside an iteration, by the game's policy. None: no follow-ups."""
    return getattr(_evaluate_module(state), "follow_up", None)


def search_value_of(state: State, name: str = "") -> Callable[[State], list[float]] | None:
    """The game's `search_value(state) -> chances` (its evaluate module's), or None: a value
    for search kept apart from `evaluate()`, which stays today's hand evaluation for the
    greedy bot, plain mcts and the benchmarks' baseline. With `name`, its
    `search_value_<name>` where it has one (else its `search_value`)."""
    module = _evaluate_module(state)
    named = getattr(module, f"search_value_{name}", None) if name else None
    return named or getattr(module, "search_value", None)


def monotone_names(state: State) -> tuple[str, ...]:
    """The features whose learned weight must not be negative (its evaluate module's
    `MONOTONE`: more of them never hurts), or ()."""
    return tuple(getattr(_evaluate_module(state), "MONOTONE", ()))


def feature_names(state: State) -> tuple[str, ...]:
    """The names of the game's features (its evaluate module's `FEATURES`), or ()."""
    return tuple(getattr(_evaluate_module(state), "FEATURES", ()))


@dataclass(frozen=True)
class ValueModel:
    game: str
    players: int
    coef: tuple[float, ...]
    intercept: float
    scale: tuple[float, float]  # softmax temperature at the end and at the start
    names: tuple[str, ...] = ()
    provenance: dict[str, Any] = field(default_factory=dict, compare=False)

    def scores(self, rows: list[list[float]]) -> list[float]:
        """Each seat's predicted final score from its feature vector."""
        coef, b = self.coef, self.intercept
        return [b + sum(w * x for w, x in zip(coef, row, strict=True)) for row in rows]

    def chances(self, rows: list[list[float]]) -> list[float]:
        """Each seat's chance to win, from the predicted scores."""
        predicted = self.scores(rows)
        left = rows[0][0] if rows[0] else 0.0
        t = max(1e-6, self.scale[0] + (self.scale[1] - self.scale[0]) * left)
        if len(predicted) == 1:
            z = max(-50.0, min(50.0, predicted[0] / t))
            return [1.0 / (1.0 + math.exp(-z))]
        top = max(predicted)
        weights = [math.exp((p - top) / t) for p in predicted]
        total = sum(weights)
        return [w / total for w in weights]

    def contributions(self, row: list[float]) -> list[tuple[str, float]]:
        """Each feature's share of a seat's predicted score (name, points)."""
        names = self.names or tuple(f"feature {i}" for i in range(len(self.coef)))
        return [(n, w * x) for n, w, x in zip(names, self.coef, row, strict=True)]

    def to_dict(self) -> dict[str, Any]:
        return {"game": self.game, "players": self.players, "features": len(self.coef),
                "names": list(self.names), "coef": list(self.coef), "intercept": self.intercept,
                "scale": list(self.scale), "provenance": self.provenance}


class BadWeights(ValueError):
    """A weights file that cannot be used (named in the message)."""


def from_dict(d: Any, where: str = "weights") -> ValueModel:
    """A model from its JSON form, checked: `BadWeights` naming what is wrong."""
    if not isinstance(d, dict):
        raise BadWeights(f"{where}: not a JSON object")
    coef, n = d.get("coef"), d.get("features")
    if not isinstance(coef, list) or not coef or type(n) is not int or len(coef) != n:
        raise BadWeights(f"{where}: 'coef' must list 'features' numbers")
    numbers = [*coef, d.get("intercept"), *(d.get("scale") or [None, None])]
    if len(numbers) != n + 3 or not all(
            isinstance(x, int | float) and not isinstance(x, bool) and math.isfinite(x)
            for x in numbers):
        raise BadWeights(f"{where}: 'coef', 'intercept' and 'scale' (two) must be finite numbers")
    names = d.get("names") or []
    if names and len(names) != n:
        raise BadWeights(f"{where}: 'names' must name each of the {n} features")
    return ValueModel(str(d.get("game", "")), int(d.get("players", 0)), tuple(map(float, coef)),
                      float(d["intercept"]), (float(d["scale"][0]), float(d["scale"][1])),
                      tuple(map(str, names)), dict(d.get("provenance") or {}))


def read(path: Path) -> ValueModel:
    """A model from a weights file; `BadWeights` if it is missing, unreadable or malformed."""
    try:
        d = json.loads(Path(path).read_text())
    except FileNotFoundError:
        raise BadWeights(f"no weights file {str(path)!r}") from None
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as e:
        raise BadWeights(f"{str(path)!r} is not readable JSON: {e}") from None
    return from_dict(d, str(path))


_LOADED: dict[tuple[str, int, str], ValueModel | None] = {}


def load(game: str, players: int, directory: Path | None = None) -> ValueModel | None:
    """The shipped (or `directory`'s) model for a game and player count, cached; None when the
    package ships none for them (quietly: the hand evaluation is the design there), and None with
    a warning (once) when a file is corrupt or a given directory lacks it."""
    key = (game, players, str(directory or ""))
    if key not in _LOADED:
        path = weights_path(game, players, directory)
        if directory is None and not path.exists():
            _LOADED[key] = None  # none trained for this game and count: the hand evaluation, by design
            return None
        try:
            _LOADED[key] = read(path)
        except BadWeights as e:
            warnings.warn(f"learned value unavailable ({e}); using {game}'s hand evaluation",
                          stacklevel=2)
            _LOADED[key] = None
    return _LOADED[key]


class Evaluator:
    """What a search calls at a leaf: the learned chances where the game has features and
    weights, the game's hand `evaluate()` otherwise; `returns()` at the end."""

    __slots__ = ("model", "features")

    def __init__(self, state: State, directory: Path | None = None) -> None:
        self.features = features_of(state)
        self.model = load(state.game.name, state.num_players, directory) if self.features else None
        if self.model is not None and len(self.features(state)[0]) != len(self.model.coef):
            warnings.warn(f"learned value for {state.game.name} has {len(self.model.coef)} "
                          "features, the game gives another number; using its hand evaluation",
                          stacklevel=2)
            self.model = None

    def __call__(self, state: State) -> list[float]:
        if state.is_terminal():
            return state.returns()
        if self.model is None:
            return state.evaluate()
        return self.model.chances(self.features(state))
