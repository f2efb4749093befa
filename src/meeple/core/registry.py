"""The game registry: names to `Game` classes, imported only when first loaded.

Registering a game is one line in `meeple/games/__init__.py`:
`register("caylus", "meeple.games.caylus:CaylusGame")`.
"""

from __future__ import annotations

import importlib
from typing import Any

from meeple.core.errors import UnknownGame
from meeple.core.game import Game

_GAMES: dict[str, str] = {}
_LOADED: dict[str, type[Game]] = {}


def register(name: str, target: str) -> None:
    """Register a game class by its import path, `module:ClassName`."""
    _GAMES[name] = target


def games() -> list[str]:
    """The registered game names, sorted."""
    _ensure_builtin()
    return sorted(_GAMES)


def game_class(name: str) -> type[Game]:
    _ensure_builtin()
    if not isinstance(name, str) or name not in _GAMES:
        raise UnknownGame(f"unknown game {name!r}; games: {', '.join(sorted(_GAMES))}")
    if name not in _LOADED:
        module, cls = _GAMES[name].split(":")
        _LOADED[name] = getattr(importlib.import_module(module), cls)
    return _LOADED[name]


def load(name: str, **options: Any) -> Game:
    """The game `name` with `options` bound (validated: unknown ones raise `BadOption`)."""
    return game_class(name)(**options)


def _ensure_builtin() -> None:
    importlib.import_module("meeple.games")
