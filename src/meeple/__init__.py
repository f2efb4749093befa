"""meeple: exact, fast engines for Caylus, Tzolk'in, Teotihuacan and Bora Bora.

    import meeple
    game = meeple.load("caylus")
    state = game.new_game(players=4, seed=7)
"""

from meeple.core import (
    TERMINAL,
    BadNotation,
    BadOption,
    BadRecord,
    BadSeat,
    BadState,
    Game,
    IllegalAction,
    MeepleError,
    State,
    UnknownGame,
    games,
    load,
)

__version__ = "0.1.0"

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
    "State",
    "UnknownGame",
    "__version__",
    "games",
    "load",
]
