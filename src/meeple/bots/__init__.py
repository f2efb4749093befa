"""Bots: each chooses an action for the seat to move, using only the core protocol.

Every bot has `choose(state) -> action`. `make(name, seed)` builds one by name, so the CLI,
tournaments and the web app can name bots in their options.
"""

from __future__ import annotations

from collections.abc import Callable

from meeple.bots.random_bot import RandomBot
from meeple.core.errors import BadOption

BOTS: dict[str, Callable[[int | None], object]] = {
    "random": RandomBot,
}


def make(name: str, seed: int | None = None):
    """A bot by name (`meeple.bots.BOTS`), seeded."""
    if name not in BOTS:
        raise BadOption(f"unknown bot {name!r}; bots: {', '.join(sorted(BOTS))}")
    return BOTS[name](seed)


__all__ = ["BOTS", "RandomBot", "make"]
