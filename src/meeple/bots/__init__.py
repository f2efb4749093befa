"""Bots: each chooses an action for the seat to move, using only the core protocol.

Every bot has `choose(state) -> action` and `analyse(state) -> [(action, weight, value)]`
(best first; value: the estimated chance to win of the seat to move). Bots are made from a
spec string, the same in Python, on the command line and in the web app:

    bots.make("random", seed=1)
    bots.make("greedy", seed=1)
    bots.make("mcts:iterations=500", seed=1)
    bots.make("mcts:seconds=1.0:c=0.5", seed=1)     # parameters separated by ':'
    bots.make("expert", seed=1)                     # a strength level: easy, medium, hard, expert

`names()` lists every bot with its parameters and their defaults.
"""

from __future__ import annotations

import inspect
import math
from collections.abc import Callable
from dataclasses import dataclass, field

from meeple.bots.greedy import GreedyBot
from meeple.bots.mcts import MCTSBot
from meeple.bots.random_bot import RandomBot
from meeple.core.errors import BadOption

BOTS: dict[str, Callable[..., object]] = {
    "random": RandomBot,
    "greedy": GreedyBot,
    "mcts": MCTSBot,
}

DOCS = {
    "random": "uniformly random legal moves (the baseline)",
    "greedy": "one-ply search on the game's evaluation, following its own compound moves",
    "mcts": "information-set MCTS (max^n, progressive widening, depth-cut rollouts scored by "
            "the game's evaluation); budget: iterations or seconds",
}

# Strength levels, the one set of names the terminal, the API and the lobby offer: each is
# the strongest bot given a fixed time per decision (seconds), weakest first. The strongest:
# mcts with each game's measured settings (bots/profiles.py; README, Strength).
STRONGEST = "mcts"
STRONG_PARAMS = "tuned=true"
LEVEL_SECONDS = {"easy": 0.1, "medium": 0.3, "hard": 1.0, "expert": 3.0}
LEVELS = {name: f"{STRONGEST}:seconds={sec}:{STRONG_PARAMS}" for name, sec in LEVEL_SECONDS.items()}


def level(name: str) -> str:
    """The spec of a strength level; `BadOption` naming the levels for any other name."""
    if name not in LEVELS:
        raise BadOption(f"unknown level {name!r}; levels: {', '.join(LEVELS)}")
    return LEVELS[name]


@dataclass(frozen=True)
class BotInfo:
    name: str
    doc: str
    params: dict[str, object]  # parameter -> default
    param_docs: dict[str, str] = field(default_factory=dict)  # parameter -> one line

    def describe(self) -> str:
        """The bot and one line per parameter, as `meeple list` and `--help` show them."""
        lines = [f"{self.name} — {self.doc}"]
        lines += [f"    {k}={v!r}: {self.param_docs.get(k, '')}" for k, v in self.params.items()]
        return "\n".join(lines)


def names() -> list[BotInfo]:
    """Every bot, with its parameters, their defaults and a one-line doc each."""
    out = []
    for name, cls in BOTS.items():
        params = {p.name: p.default for p in inspect.signature(cls).parameters.values()
                  if p.name != "seed"}
        out.append(BotInfo(name, DOCS.get(name, ""), params, dict(getattr(cls, "PARAMS", {}))))
    return out


def parse(spec: str) -> tuple[str, dict[str, object]]:
    """`"mcts:iterations=500:c=0.5"` -> ("mcts", {"iterations": 500, "c": 0.5}), checked."""
    if not isinstance(spec, str) or not spec.strip():
        raise BadOption(f"a bot spec must be a non-empty string, got {spec!r}")
    spec = LEVELS.get(spec.strip(), spec.strip())
    name, *pairs = spec.split(":")
    if name not in BOTS:
        raise BadOption(f"unknown bot {name!r}; bots: {', '.join(BOTS)} "
                        f"(or a level: {', '.join(LEVELS)})")
    defaults = next(b.params for b in names() if b.name == name)
    params: dict[str, object] = {}
    for pair in pairs:
        key, eq, text = pair.partition("=")
        if not eq or key not in defaults:
            allowed = ", ".join(f"{k}={v!r}" for k, v in defaults.items()) or "none"
            raise BadOption(f"bot {name!r}: bad parameter {pair!r}; parameters: {allowed}")
        params[key] = _value(name, key, text, defaults[key])
    return name, params


def _value(bot: str, key: str, text: str, default: object) -> object:
    kind = type(default)
    try:
        if kind is bool:
            if text.lower() not in ("true", "false", "1", "0"):
                raise ValueError(text)
            value: object = text.lower() in ("true", "1")
        elif kind is int:
            value = int(text)
        elif kind is float:
            value = float(text)
        else:
            value = text
    except ValueError:
        raise BadOption(f"bot {bot!r}: {key}={text!r} is not a {kind.__name__}") from None
    if kind is float and not math.isfinite(value):  # nan would make every UCB score nan
        raise BadOption(f"bot {bot!r}: {key}={text!r} must be a finite number")
    if isinstance(value, int | float) and not isinstance(value, bool) and value < 0:
        raise BadOption(f"bot {bot!r}: {key}={text!r} must not be negative")
    return value


def make(spec: str, seed: int | None = None):
    """A bot from its spec string (see `names()`), seeded."""
    name, params = parse(spec)
    return BOTS[name](seed, **params)


__all__ = ["BOTS", "LEVELS", "LEVEL_SECONDS", "GreedyBot", "MCTSBot", "RandomBot", "level", "make",
           "names", "parse"]
