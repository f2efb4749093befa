"""meeple: exact, fast engines for Caylus, Tzolk'in, Teotihuacan and Bora Bora.

    import meeple
    game = meeple.load("caylus")
    state = game.new_game(players=4, seed=7)
"""

from meeple import _build

_build.check()  # before any compiled module loads: refuse one older than its source

from meeple.core import (  # noqa: E402
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
build_info = _build.build_info

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
    "build_info",
    "games",
    "load",
]
