"""Training a learned value (bots/value.py) from self-play, and judging it.

1. **Games**: the tournament runner plays `games` self-play games of one bot (every seat the
   same spec) on local processes or Ray, into `DIR/games/` (progress, records, resumable: a
   run started again on the same DIR plays only the missing games).
2. **Positions**: each record is replayed; every `every`-th position before the end gives
   one row per seat: the game's `features()` and the seat's final score (solo: its margin
   over the automa).
3. **Fit**: ridge regression (numpy) on the games with index % 5 != 0 (its penalty chosen on
   those with index % 5 == 1); the others are held out and give the error reported in the
   provenance. Then the softmax temperature that
   turns predicted scores into win chances is fitted (log-loss of the real outcome).
4. **Weights**: `DIR/<game>-<players>p.json`, with provenance (games, bot, seed, commit,
   held-out error, date, command), ready to copy to `bots/weights/`.
"""

from __future__ import annotations

import datetime as dt
import itertools
import json
import subprocess
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import meeple
from meeple.analysis.tournament import RESULTS, Tournament
from meeple.bots import value as V
from meeple.core import MeepleError
from meeple.core import record as rec

HELD_OUT = 5  # games with index % HELD_OUT == 0 are held out
RIDGE = 0.01  # ridge penalty on standardized features, per row (when none can be chosen)
RIDGES = (0.0001, 0.001, 0.01, 0.03, 0.1, 0.3, 1.0)  # the penalties tried on validation games


@dataclass
class Data:
    """Positions of finished games: X (positions, seats, features), y (positions, seats),
    the outcome (positions, seats: `returns()`), each position's game index, and the hand
    evaluation's chances there (to compare with)."""

    x: Any
    y: Any
    outcome: Any
    game_index: Any
    names: tuple[str, ...] = ()
    hand: Any = None
    monotone: tuple[str, ...] = ()


@dataclass
class TrainSettings:
    game: str
    players: int
    games: int
    bot: str = "mcts:iterations=30"
    seed: int = 0
    workers: int = 1
    ray: bool = False
    ray_address: str | None = None
    out: Path = Path("train")
    every: int = 2
    options: dict[str, Any] = field(default_factory=dict)

    def tournament(self) -> Tournament:
        return Tournament(self.game, self.players, [self.bot], self.games, self.seed,
                          self.options, self.workers, self.ray, self.ray_address,
                          Path(self.out) / "games")


def check(settings: TrainSettings) -> None:
    """A clear MeepleError for settings that cannot train, before anything runs."""
    if settings.games < 1:
        raise MeepleError(f"--games must be at least 1, got {settings.games}")
    if settings.every < 1:
        raise MeepleError(f"--every must be at least 1, got {settings.every}")
    state = meeple.load(settings.game, **settings.options).new_game(players=settings.players, seed=0)
    if V.features_of(state) is None:
        raise MeepleError(f"{settings.game} defines no features() to learn a value from")


def generate(settings: TrainSettings, progress: Callable[[int, int], None] | None = None) -> int:
    """Play the missing self-play games; how many games DIR holds."""
    check(settings)
    return len(settings.tournament().run(progress))


def positions(directory: Path, every: int = 2, games: int | None = None) -> Data:
    """The training rows of the finished games in `directory` (a tournament DIR)."""
    import numpy as np

    results = [json.loads(line) for line in (directory / RESULTS).read_text().splitlines()
               if line.strip()] if (directory / RESULTS).exists() else []
    xs, ys, outs, index, hand = [], [], [], [], []
    names: tuple[str, ...] = ()
    monotone: tuple[str, ...] = ()
    for r in sorted({r["index"]: r for r in results}.values(), key=lambda r: r["index"]):
        if games is not None and r["index"] >= games:
            continue
        path = directory / "records" / f"game-{r['index']:06d}.json"
        record = rec.load(path)
        state = rec.start(record)
        feats = V.features_of(state)
        names = V.feature_names(state)
        monotone = V.monotone_names(state)
        rows, chances = [], []
        for i, text in enumerate(record["actions"]):
            if i % every == 0:
                rows.append(feats(state))
                chances.append(state.evaluate())
            state.apply(state.str_to_action(text))
        target = _target(state)
        hand.extend(chances)
        for row in rows:
            xs.append(row)
            ys.append(target)
            outs.append(state.returns())
            index.append(r["index"])
    if not xs:
        raise MeepleError(f"no finished games in {str(directory)!r} to learn from")
    return Data(np.array(xs, float), np.array(ys, float), np.array(outs, float),
                np.array(index), names, np.array(hand, float), monotone)


def _target(state) -> list[float]:
    """Each seat's final score; solo, the margin over the automa."""
    scores = state.scores()
    if state.num_players == 1:
        automa = state.automa_scores()
        return [scores[0] - max(automa.values(), default=0)]
    return [float(s) for s in scores]


def fit(data: Data, ridge: float | None = None) -> tuple[V.ValueModel, dict[str, float]]:
    """Ridge fit on the training games (the penalty chosen on a validation share of them
    unless given), temperature fit, and the held-out figures."""
    import numpy as np

    held = data.game_index % HELD_OUT == 0
    if held.all() or not held.any():  # too few games to hold some out: train and test on all
        train = test = np.ones_like(held)
    else:
        train, test = ~held, held
    if ridge is None:
        ridge = _choose_ridge(data, train)
    coef, intercept = _signed_ridge(data, train, ridge)
    predicted = data.x @ coef + intercept  # (positions, seats)
    rmse = float(np.sqrt(np.mean((predicted[test] - data.y[test]) ** 2)))
    scale = fit_scale(predicted[train], data.x[train][:, 0, 0], data.outcome[train])
    model = V.ValueModel("", 0, tuple(float(c) for c in coef), intercept, scale, data.names)
    figures = {"held_out_rmse": rmse, "ridge": ridge, "train_rows": int(train.sum() * data.x.shape[1]),
               "held_out_positions": int(test.sum()),
               "held_out_log_loss": log_loss(predicted[test], data.x[test][:, 0, 0],
                                             data.outcome[test], scale),
               "hand_log_loss": hand_log_loss(data, test)}
    return model, figures


def hand_log_loss(data: Data, rows) -> float:
    """The log-loss of the hand evaluation's chances on the same positions."""
    import numpy as np

    p = np.clip(data.hand[rows], 1e-9, 1)
    outcome = data.outcome[rows]
    if p.shape[1] == 1:
        p = np.concatenate([p, np.clip(1 - p, 1e-9, 1)], axis=1)
        outcome = np.concatenate([outcome, 1 - outcome], axis=1)
    return float(-(outcome * np.log(p)).sum(axis=1).mean())


def _ridge(x, y, ridge: float) -> tuple[Any, float]:
    """Coefficients and intercept of a ridge fit of y on x (rows of any shape, standardized
    features; `ridge` per row)."""
    import numpy as np

    n_features = x.shape[-1]
    X = x.reshape(-1, n_features)
    y = y.reshape(-1)
    mean, std = X.mean(axis=0), X.std(axis=0)
    std[std < 1e-9] = 1.0
    Z = (X - mean) / std
    w = np.linalg.solve(Z.T @ Z + ridge * len(Z) * np.eye(n_features), Z.T @ (y - y.mean()))
    coef = w / std
    return coef, float(y.mean() - coef @ mean)


def _signed_ridge(data: Data, train, ridge: float) -> tuple[Any, float]:
    """A ridge fit where the features the game marks as never hurting (`MONOTONE` names in
    its evaluate module: workers, buildings, castle houses...) keep a coefficient >= 0: a
    feature that comes out negative is dropped and the fit repeated. Self-play of weak bots
    can make good moves look bad (a worker that weak play does not use); strong play does
    not need to unlearn that."""
    import numpy as np

    monotone = {i for i, n in enumerate(data.names) if n in data.monotone}
    keep = list(range(data.x.shape[2]))
    while True:
        coef_k, b = _ridge(data.x[train][:, :, keep], data.y[train], ridge)
        bad = [j for j, i in enumerate(keep) if i in monotone and coef_k[j] < 0]
        if not bad:
            break
        keep = [i for j, i in enumerate(keep) if j not in bad]
    coef = np.zeros(data.x.shape[2])
    coef[keep] = coef_k
    return coef, b


def _choose_ridge(data: Data, train) -> float:
    """The penalty with the least error on a validation share of the training games."""
    import numpy as np

    val = train & (data.game_index % HELD_OUT == 1)
    fit_rows = train & ~val
    if not val.any() or not fit_rows.any():
        return RIDGE
    best, best_err = RIDGE, float("inf")
    for ridge in RIDGES:
        coef, b = _ridge(data.x[fit_rows], data.y[fit_rows], ridge)
        err = float(np.mean((data.x[val] @ coef + b - data.y[val]) ** 2))
        if err < best_err:
            best, best_err = ridge, err
    return best


def log_loss(predicted, left, outcome, scale: tuple[float, float]) -> float:
    """Mean cross-entropy of the real outcome under the model's win chances."""
    import numpy as np

    t = np.maximum(1e-6, scale[0] + (scale[1] - scale[0]) * left)[:, None]
    if predicted.shape[1] == 1:
        p = 1 / (1 + np.exp(-np.clip(predicted / t, -50, 50)))
        p = np.clip(np.concatenate([p, 1 - p], axis=1), 1e-9, 1)
        outcome = np.concatenate([outcome, 1 - outcome], axis=1)
    else:
        z = (predicted - predicted.max(axis=1, keepdims=True)) / t
        p = np.clip(np.exp(z) / np.exp(z).sum(axis=1, keepdims=True), 1e-9, 1)
    return float(-(outcome * np.log(p)).sum(axis=1).mean())


def fit_scale(predicted, left, outcome) -> tuple[float, float]:
    """The temperatures (end, start) that minimise the log-loss, on a grid."""
    grid = [0.5, 1, 2, 3, 4, 6, 8, 10, 13, 16, 20, 25, 30, 40, 60]
    return min(itertools.product(grid, grid),
               key=lambda s: log_loss(predicted, left, outcome, s))


def commit() -> str:
    try:
        return subprocess.run(["git", "rev-parse", "--short", "HEAD"], capture_output=True,
                              text=True, cwd=Path(__file__).parent, timeout=10).stdout.strip()
    except (OSError, subprocess.SubprocessError):
        return ""


def train(settings: TrainSettings, command: str = "",
          progress: Callable[[int, int], None] | None = None) -> tuple[V.ValueModel, Path]:
    """Generate (or resume) the games, fit, and write the weights with their provenance."""
    played = generate(settings, progress)
    data = positions(Path(settings.out) / "games", settings.every, settings.games)
    model, figures = fit(data)
    provenance = {"games": played, "bot": settings.bot, "seed": settings.seed,
                  "commit": commit(), **figures,
                  "date": dt.datetime.now(dt.UTC).strftime("%Y-%m-%d"), "command": command}
    model = V.ValueModel(settings.game, settings.players, model.coef, model.intercept,
                         model.scale, model.names, provenance)
    path = V.weights_path(settings.game, settings.players, Path(settings.out))
    path.write_text(json.dumps(model.to_dict(), indent=1) + "\n")
    return model, path


# -- judging weights ------------------------------------------------------------------------


def held_out_error(model: V.ValueModel, directory: Path, every: int = 2) -> dict[str, float]:
    """RMSE of the predicted final scores, and the log-loss, on the held-out games of DIR."""
    import numpy as np

    data = positions(directory, every)
    held = data.game_index % HELD_OUT == 0
    if not held.any():
        held = np.ones_like(held)
    coef = np.array(model.coef)
    predicted = data.x[held] @ coef + model.intercept
    return {"rmse": float(np.sqrt(np.mean((predicted - data.y[held]) ** 2))),
            "log_loss": log_loss(predicted, data.x[held][:, 0, 0], data.outcome[held], model.scale),
            "hand_log_loss": hand_log_loss(data, held), "positions": int(held.sum())}


def match(game: str, players: int, new_dir: Path, games: int, spec: str = "mcts:iterations=200",
          seed: int = 0, old_dir: Path | None = None) -> list[float]:
    """The new weights (in `new_dir`) against the shipped ones (or `old_dir`'s), both in the
    same search (`spec` with value=learned), seats rotated: the new weights' result per game
    (1 win, 0 loss, ties split)."""
    from meeple import bots

    out = []
    for i in range(games):
        state = meeple.load(game).new_game(players=players, seed=seed * 1_000_003 + i)
        seat_bots = []
        for s in range(players):
            bot = bots.make(f"{spec}:value=learned", seed * 31 + i * 7 + s)
            bot.weights_dir = new_dir if s == i % players else old_dir
            seat_bots.append(bot)
        while not state.is_terminal():
            state.apply(seat_bots[state.current_player()].choose(state))
        out.append(state.returns()[i % players])
    return out
