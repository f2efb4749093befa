"""Boards: each game's board drawn from one viewer's API view.

`draw(view)` dispatches to `meeple.web.boards.<game>.draw(view)` (an `<svg>` string) when that
module exists, else draws the generic board: the observation as readable nested tables.
`places(view)` maps each board place a legal move names (`<game>.place_of(notation)`) to those
moves, so the page can make the place clickable. A board module that fails falls back to the
generic board (logged), so a drawing bug never breaks a game.
"""

from __future__ import annotations

import importlib
import logging
from functools import cache
from html import escape
from types import ModuleType
from typing import Any

log = logging.getLogger("meeple.web")

MAX_DEPTH = 4  # nested tables deeper than this are shown as compact text
MAX_ITEMS = 60  # a long list is cut to this many items


@cache
def module_for(game: str) -> ModuleType | None:
    """The board module of `game`, or None if it has none."""
    name = f"{__name__}.{game}"
    try:
        return importlib.import_module(name)
    except ModuleNotFoundError as e:
        if e.name == name:
            return None
        raise


def draw(view: dict[str, Any]) -> str:
    """The board (SVG or HTML) for `view`."""
    module = module_for(view["game"]) if view["game"].isidentifier() else None
    if module is not None:
        try:
            return module.draw(view)
        except Exception:
            log.exception("board of %s failed; drawing the generic board", view["game"])
    return generic(view)


def place_of(game: str, notation: str) -> str | None:
    module = module_for(game) if game.isidentifier() else None
    if module is None or not hasattr(module, "place_of"):
        return None
    try:
        return module.place_of(notation)
    except Exception:
        log.exception("place_of(%r) of %s failed", notation, game)
        return None


def places(view: dict[str, Any]) -> dict[str, list[str]]:
    """{place id: [legal moves naming it]} for the viewer's legal moves."""
    out: dict[str, list[str]] = {}
    for move in view.get("legal", ()):
        place = place_of(view["game"], move)
        if place is not None:
            out.setdefault(place, []).append(move)
    return out


def tidy(game: str, text: str) -> str:
    """A narration as players read it: the board module's `tidy` (e.g. Caylus's "forest@1"
    told as the Forest on road space 1), else unchanged."""
    module = module_for(game) if game.isidentifier() else None
    fix = getattr(module, "tidy", None)
    if fix is None:
        return text
    try:
        return fix(text)
    except Exception:
        log.exception("tidy(%r) of %s failed", text, game)
        return text


def words(view: dict[str, Any]) -> dict[str, str]:
    """The view's move words, tidied and told more fully by the board module's `move_words` if
    it has one (e.g. a Starting tile's contents, which the board draws)."""
    out = {n: tidy(view["game"], t) for n, t in (view.get("words") or {}).items()}
    module = module_for(view["game"]) if view["game"].isidentifier() else None
    extend = getattr(module, "move_words", None)
    if extend is None:
        return out
    for notation, text in out.items():
        try:
            out[notation] = extend(view, notation, text)
        except Exception:
            log.exception("move_words(%r) of %s failed", notation, view["game"])
    return out


# -- the generic board ---------------------------------------------------------------------


def generic(view: dict[str, Any]) -> str:
    """The observation as nested tables: readable for any game, with nothing drawn."""
    body = table(view.get("observation") or {}, 0)
    return f'<div class="generic-board" data-game="{escape(str(view["game"]))}">{body}</div>'


def table(value: Any, depth: int) -> str:
    if isinstance(value, dict):
        if not value:
            return '<span class="empty">—</span>'
        if depth >= MAX_DEPTH:
            return f"<code>{escape(compact(value))}</code>"
        rows = "".join(f"<tr><th>{escape(str(k))}</th><td>{table(v, depth + 1)}</td></tr>"
                       for k, v in list(value.items())[:MAX_ITEMS])
        return f"<table>{rows}</table>"
    if isinstance(value, list):
        if not value:
            return '<span class="empty">—</span>'
        if all(not isinstance(v, (dict, list)) for v in value) or depth >= MAX_DEPTH:
            return f"<code>{escape(compact(value))}</code>"
        rows = "".join(f"<tr><th>{i}</th><td>{table(v, depth + 1)}</td></tr>"
                       for i, v in enumerate(value[:MAX_ITEMS]))
        more = f"<tr><td colspan=2>… {len(value)} in all</td></tr>" if len(value) > MAX_ITEMS else ""
        return f"<table>{rows}{more}</table>"
    return escape(compact(value))


def compact(value: Any) -> str:
    if value is None:
        return "—"
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, list):
        text = ", ".join(compact(v) for v in value[:MAX_ITEMS])
        return f"[{text}{', …' if len(value) > MAX_ITEMS else ''}]"
    if isinstance(value, dict):
        return "{" + ", ".join(f"{k}: {compact(v)}" for k, v in value.items()) + "}"
    return str(value)
