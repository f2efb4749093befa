"""SVG pieces the board modules share: text, rectangles, circles and place groups.

Their texts are shown in the current language (`translate`: a label that is a catalog
message, or a `Message`).

Two families, as the boards draw: `text`/`rect`/`group` take their look from attributes
(Caylus, Tzolk'in), `styled_text`/`place_rect` from the board's CSS classes and mark a place
on the rectangle itself (Bora Bora, Teotihuacan).
"""

from __future__ import annotations

import re
from html import escape
from typing import Any

from meeple.core.i18n import translate


def text(x: float, y: float, s: object, size: int = 12, anchor: str = "middle",
         weight: str = "normal", fill: str = "#222") -> str:
    return (f'<text x="{x:.0f}" y="{y:.0f}" font-size="{size}" text-anchor="{anchor}" '
            f'font-weight="{weight}" fill="{fill}">{escape(str(translate(s)))}</text>')


def rect(x: float, y: float, w: float, h: float, fill: str, stroke: str, rx: int = 5,
         extra: str = "") -> str:
    return (f'<rect x="{x:.0f}" y="{y:.0f}" width="{w:.0f}" height="{h:.0f}" rx="{rx}" '
            f'fill="{fill}" stroke="{stroke}"{extra}/>')


def circle(x: float, y: float, r: float, fill: str, stroke: str = "#222", extra: str = "") -> str:
    return f'<circle cx="{x:.1f}" cy="{y:.1f}" r="{r}" fill="{fill}" stroke="{stroke}"{extra}/>'


def group(place: str | None, body: list[str], marks: set[str], cls: str = "") -> str:
    """A <g> that stands for a place: `data-place`, and class `last` if a last move named it."""
    classes = [c for c in (cls, "last" if place in marks else "") if c]
    attrs = f' data-place="{place}"' if place else ""
    if classes:
        attrs += f' class="{" ".join(classes)}"'
    return f"<g{attrs}>{''.join(body)}</g>"


def styled_text(x: float, y: float, s: Any, cls: str = "s", fill: str | None = None,
                extra: str = "") -> str:
    colour = f' style="fill:{fill}"' if fill else ""
    return (f'<text x="{x:g}" y="{y:g}" class="{cls}"{colour}{extra}>'
            f'{escape(str(translate(s)))}</text>')


def place_rect(x: float, y: float, w: float, h: float, fill: str, stroke: str, rx: float = 4,
               place: str | None = None, ctx: Any = None, sw: float = 1, title: str | None = None,
               extra: str = "") -> str:
    """A rectangle, a board place when `place` is given (class `last` if `ctx.last` names it)."""
    attrs = ""
    if place is not None:
        attrs = f' data-place="{escape(place)}"'
        if ctx is not None and place in ctx.last:
            attrs += ' class="last"'
    tip = f"<title>{escape(translate(title))}</title>" if title else ""
    body = (f'<rect x="{x:g}" y="{y:g}" width="{w:g}" height="{h:g}" rx="{rx:g}" fill="{fill}" '
            f'stroke="{stroke}" stroke-width="{sw:g}"{attrs}{extra}')
    return body + (f">{tip}</rect>" if tip else "/>")


SYMBOLS = ("●", "▲", "■", "◆", "★")  # the page's seat marks, in seat order


def seat_symbol(seat: int, x: float, y: float, size: float) -> str:
    """`seat`'s symbol centred on (x, y), white edged in black (readable on any seat colour):
    seats told apart by more than colour. Nothing for a non-seat (a neutral or empty piece)."""
    if type(seat) is not int or seat < 0:
        return ""
    return (f'<text x="{x:.1f}" y="{y + size * 0.36:.1f}" font-size="{size:.1f}" '
            f'text-anchor="middle" fill="#fff" stroke="#111" stroke-width="{size / 9:.2f}" '
            f'paint-order="stroke" class="seat-symbol">{SYMBOLS[seat % len(SYMBOLS)]}</text>')


def slug(text: str) -> str:
    """A place name part: lower case, runs of other characters made one hyphen."""
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")
