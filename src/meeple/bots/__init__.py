"""Bots: each chooses an action for the seat to move, using only the core protocol.

Every bot is made from a spec string, the same in Python and on the command line:

    bots.make("random", seed=1)
    bots.make("greedy", seed=1)
    bots.make("mcts:iterations=500", seed=1)
    bots.make("mcts:seconds=1.0:depth=12", seed=1)

and answers `choose(state) -> action` and `analyse(state) -> [(action, visits_or_weight,
value)]` (best first; value = estimated chance to win of the seat to move). `names()` lists
the bots with their parameters.
"""

from __future__ import annotations

from dataclasses import dataclass

from meeple.bots.base import Analysis, Bot, sample
from meeple.bots.greedy import GreedyBot
from meeple.bots.mcts import MctsBot
from meeple.bots.random_bot import RandomBot
from meeple.bots.spec import Param, parse_spec

BOTS: dict[str, type[Bot]] = {bot.name: bot for bot in (RandomBot, GreedyBot, MctsBot)}


@dataclass(frozen=True)
class BotInfo:
    name: str
    doc: str
    params: tuple[Param, ...]

    def describe(self) -> str:
        lines = [f"{self.name} — {self.doc}"]
        lines += [f"    {p.describe()}" for p in self.params]
        return "\n".join(lines)


def names() -> dict[str, BotInfo]:
    """Every bot by name, with its one-line doc and its parameters (defaults and docs)."""
    return {name: BotInfo(name, bot.doc, bot.params) for name, bot in BOTS.items()}


def check(spec: str) -> str:
    """`spec` if it names a bot with valid parameters; `BadOption` says what is wrong."""
    parse_spec(spec, {name: bot.params for name, bot in BOTS.items()})
    return spec


def make(spec: str, seed: int | None = None) -> Bot:
    """The bot that `spec` names ("mcts:iterations=500"), seeded."""
    name, values = parse_spec(spec, {name: bot.params for name, bot in BOTS.items()})
    return BOTS[name](seed, **values)


__all__ = ["BOTS", "Analysis", "Bot", "BotInfo", "GreedyBot", "MctsBot", "RandomBot", "check",
           "make", "names", "sample"]
