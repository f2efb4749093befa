"""Game-agnostic core: the protocol, registry, chance, records and errors."""

from meeple.core.errors import (
    BadNotation,
    BadOption,
    BadRecord,
    BadSeat,
    BadState,
    IllegalAction,
    MeepleError,
    UnknownGame,
)
from meeple.core.game import TERMINAL, Game, Option, State, flag
from meeple.core.registry import game_class, games, load, register

__all__ = [
    "TERMINAL",
    "BadNotation",
    "BadOption",
    "BadRecord",
    "BadSeat",
    "BadState",
    "Game",
    "IllegalAction",
    "MeepleError",
    "Option",
    "State",
    "UnknownGame",
    "flag",
    "game_class",
    "games",
    "load",
    "register",
]
