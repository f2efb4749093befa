"""The Tzolk'in board as an SVG, drawn from one viewer's web view only.

Laid out after the published board: the three temples top left, the great Tzolk'in calendar
gear in the middle (turned to the current day, its Food Days marked), Chichen Itza with its
skull spots on the right, the four city gears below (round gears, their teeth carrying the
worker positions 0-7 and the unnumbered slots), the technology chart, the buildings and
monuments on display, and each player's stock. During the Starting Wealth draft only the
viewer's own hand and kept tiles are in its observation, so only those are drawn. Only the
game's static tables (names, costs, effects) are imported, never a State.
"""

from __future__ import annotations

import math
import re
from html import escape
from typing import Any

from meeple.core.i18n import N_, _, join, tr, translate
from meeple.games.tzolkin import data as D
from meeple.games.tzolkin.view import (
    MONUMENT_TEXT,
    TECH_EFFECT_TEXT,
    TECH_TRACK_EFFECTS,
    effects_text,
)
from meeple.web.boards import svg
from meeple.web.boards.svg import circle as _circle
from meeple.web.boards.svg import group as _group
from meeple.web.boards.svg import seat_symbol
from meeple.web.boards.svg import text as _text

WIDTH, HEIGHT = 1200, 1300
STROKE = "#3d3322"  # outline of the board's boxes
SEAT_FILL = {"red": "#d1362b", "green": "#2f9a45", "blue": "#2e6fd1", "yellow": "#f2c418",
             "black": "#262626", "orange": "#f08c1e", "purple": "#8a4fb8", "white": "#f4f4f4"}
NEUTRAL_FILL = "#d8d2c4"
GOOD_FILL = ("#f2d04a", "#8a5a2b", "#9ea3a8", "#e0b020", "#eef2f6")  # corn wood stone gold skull
GOOD_TITLES = ("corn", "wood", "stone", "gold", "skulls")  # the notation's words (place_of)
GOOD_LABELS = (N_("corn"), N_("wood"), N_("stone"), N_("gold"), N_("crystal skull"))
TEMPLE_FILL = ("#9b6a3c", "#d9b23a", "#4f9a52")  # Chaac brown, Quetzalcoatl yellow, Kukulcan green
FRAME_FILL = ("#d8c27a", "#b9a9c9", "#9ec3d9", "#e3a98a")  # farm tomb civic altar
EMPTY, NEUTRAL = -1, 4  # gear slot contents besides a seat (the observation's codes)
TECH_EFFECTS = dict(TECH_EFFECT_TEXT)
TECH_LEVEL = D.TECH_EFFECT_LEVEL["seed"]  # the default option; the view does not name it
TECH_BONUS = (tr("a temple +1"), tr("{n} resources", n=D.EXTRACTION_BONUS_RESOURCES),
              tr("{n} VP", n=D.ARCHITECTURE_BONUS_VP), tr("a skull"))
STYLE = "<style>.last>:first-child{stroke:#d4145a;stroke-width:3.5}</style>"


# -- small SVG helpers -------------------------------------------------------------------------


def _rect(x: float, y: float, w: float, h: float, fill: str, stroke: str = STROKE,
          rx: int = 5, extra: str = "") -> str:
    return svg.rect(x, y, w, h, fill, stroke, rx, extra)


def seat_fill(name: str) -> str:
    return SEAT_FILL.get(name.lower(), "#888888")


def _ink(fill: str) -> str:
    return "#111" if fill in ("#f2c418", "#f4f4f4", NEUTRAL_FILL, "#f08c1e") else "#fff"


def _gear_path(x: float, y: float, r_in: float, r_out: float, teeth: int,
               turn: float = 0.0) -> str:
    """A toothed wheel outline: `teeth` trapezoid teeth between radii r_in and r_out."""
    points = []
    step = 2 * math.pi / teeth
    for k in range(teeth):
        a = turn + k * step
        for da, r in ((-0.36, r_in), (-0.22, r_out), (0.22, r_out), (0.36, r_in)):
            points.append(f"{x + r * math.cos(a + da * step):.1f},"
                          f"{y + r * math.sin(a + da * step):.1f}")
    return "M" + " L".join(points) + " Z"


def _wrap(text: str, width: int) -> list[str]:
    lines, line = [], ""
    for word in text.split():
        if line and len(line) + 1 + len(word) > width:
            lines.append(line)
            line = word
        else:
            line = f"{line} {word}".strip()
    return lines + ([line] if line else [])


# -- the notation's places ---------------------------------------------------------------------

_GOOD_VERBS = ("pay ", "gain ", "waive ", "sell ", "buy ")


def place_of(notation: str) -> str | None:
    """The board place a move names: `place tikal` -> `gear-tikal`, `pick up uxmal 3` and
    `do uxmal 3` -> `uxmal-3` (the position), `place first player` -> `first-player`,
    `up chaac` -> `temple-chaac`, `tech theology` -> `tech-theology`, `build b7` ->
    `building-7`, `monument m3` -> `monument-3`, `keep w4` -> `wealth-4`, `pay wood` ->
    `goods-wood` (the deciding seat's stock), `advance 2 days` -> `calendar`; else None."""
    text = " ".join(notation.lower().split())
    words = text.split(" ")
    if text == "place first player":
        return "first-player"
    if len(words) == 2 and words[0] == "place" and words[1] in D.GEAR_NAMES:
        return f"gear-{words[1]}"
    if text.startswith(("pick up ", "do ")) and words[-2] in D.GEAR_NAMES and words[-1].isdigit():
        return f"{words[-2]}-{int(words[-1])}"
    if len(words) == 2 and words[0] in ("up", "down") and words[1] in D.TEMPLE_NAMES:
        return f"temple-{words[1]}"
    if len(words) == 2 and words[0] == "tech" and words[1] in D.TECH_NAMES:
        return f"tech-{words[1]}"
    for verb, prefix, kind in (("build", "b", "building"), ("monument", "m", "monument"),
                               ("keep", "w", "wealth")):
        if (len(words) == 2 and words[0] == verb and words[1].startswith(prefix)
                and words[1][1:].isdigit()):
            return f"{kind}-{int(words[1][1:])}"
    if text.startswith(_GOOD_VERBS) and words[-1] in GOOD_TITLES[1:4]:
        return f"goods-{words[-1]}"
    if text.startswith("advance "):
        return "calendar"
    return None


# -- what each gear position does --------------------------------------------------------------


def _goods_words(gains: tuple) -> str:
    return join(tr(_GOOD_AMOUNTS[g], n=n) for g, n in enumerate(gains) if n)


_GOOD_AMOUNTS = (N_("{n} corn"), N_("{n} wood"), N_("{n} stone"), N_("{n} gold"), N_("{n} skull"))


def _legend(g: int, jungle: dict) -> list[str]:
    """One line per numbered position of gear g: its action, in the board's few words."""
    if g == D.PALENQUE:
        lines = [tr("{n} corn (fishing)", n=D.HARVEST_CORN[1])]
        for q in D.JUNGLE_ACTIONS:
            tiles = jungle.get(str(q), {})
            corn, wood = tiles.get("corn", 0), tiles.get("wood", 0)
            if q in D.JUNGLE_WOODED:
                lines.append(tr("{n} corn / {wood} wood · tiles {c}c {w}w", n=D.HARVEST_CORN[q],
                                wood=D.HARVEST_WOOD[q], c=corn, w=wood))
            else:
                lines.append(tr("{n} corn · tiles {c}c {w}w", n=D.HARVEST_CORN[q], c=corn,
                                w=wood))
    elif g == D.YAXCHILAN:
        lines = [_goods_words(D.YAXCHILAN_GAINS[q]) for q in range(1, 6)]
    elif g == D.TIKAL:
        lines = [tr("1 tech step"), tr("1 building"), tr("2 tech steps (pay each)"),
                 tr("2 buildings or 1 monument"), tr("1 resource: 2 temples +1")]
    elif g == D.UXMAL:
        lines = [tr("{n} corn: a temple +1", n=D.UXMAL_TEMPLE_CORN), tr("market (trade)"),
                 tr("a new worker"), tr("a building paid in corn"),
                 tr("{n} corn: any action", n=D.UXMAL_ANY_ACTION_CORN)]
    else:
        lines = []
        for q in range(1, D.GEAR_ACTIONS[D.CHICHEN] + 1):
            vp, temple, resource = D.CHICHEN_ACTIONS[q]
            lines.append(tr("{vp} VP, {god} +1, +1 resource", vp=vp, god=D.TEMPLE_TITLES[temple])
                         if resource else tr("{vp} VP, {god} +1", vp=vp, god=D.TEMPLE_TITLES[temple]))
    return [translate(line) for line in lines]


class _Board:
    """One drawing: the view's fields read once, the parts appended to `out`."""

    def __init__(self, view: dict) -> None:
        self.o = view["observation"]
        self.n = int(view["players"])
        self.viewer = view.get("seat")
        self.current = view.get("current_player", -1)
        names = view.get("seat_names") or list(D.COLOURS[:self.n])
        self.names = [str(x) for x in names]
        self.fills = [seat_fill(x) for x in self.names]
        self.legal = [str(m) for m in view.get("legal") or []]
        self.marks = {p for p in map(place_of, view.get("last_moves") or []) if p}
        self.scores = view.get("scores") or []
        self.terminal = bool(view.get("is_terminal"))
        self.out: list[str] = []

    def fill(self, who: int) -> str:
        if who == NEUTRAL:
            return NEUTRAL_FILL
        return self.fills[who] if 0 <= who < self.n else "#888888"

    def draw(self) -> str:
        self.out.append(_rect(0, 0, WIDTH, HEIGHT, "#e9dfc4", "none", 0))
        self._header()
        self._temples()
        self._calendar()
        self._gear(D.CHICHEN, 1078, 200, 92)
        for k, g in enumerate(D.SMALL_GEARS):
            self._gear(g, 110 + k * 298, 470, 72)
        self._technologies()
        self._buildings()
        self._monuments()
        self._players()
        body = STYLE + "".join(self.out)
        label = escape(_("Tzolk'in board"))
        return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {WIDTH} {HEIGHT}" '
                f'width="100%" font-family="Verdana, sans-serif" role="img" '
                f'aria-label="{label}">{body}</svg>')

    def _header(self) -> None:
        o = self.o
        # after the last day the counter has gone one past the wheel: show the last day
        day = min(o.get("day", 0), D.DAYS_PER_REVOLUTION)
        title = translate(tr("Tzolk'in · day {day} of {days} · round {round} · Age {age}", day=day,
                             days=D.DAYS_PER_REVOLUTION, round=o.get("round", "?"),
                             age=o.get("age", 1)))
        if self.terminal:
            title += translate(tr(" · final scores {scores}", scores=", ".join(
                f"{translate(self.names[s])} {self.scores[s]}"
                for s in range(min(self.n, len(self.scores))))))
        self.out.append(_text(20, 30, title, 19, "start", "bold", "#3b2a14"))

    # the temples: Chaac, Quetzalcoatl, Kukulcan, steps from -1 up to the top
    def _temples(self) -> None:
        x0, y_base = 20, 330
        self.out.append(_text(x0, 62, N_("Temples"), 14, "start", "bold", "#3b2a14"))
        players = self.o.get("players", [])
        for t, name in enumerate(D.TEMPLE_NAMES):
            x = x0 + t * 132
            vp = D.TEMPLE_VP[t]
            body = [_rect(x, 70, 126, y_base - 70 + 6, "#d8cba8", "#6b5a3a", 6)]
            for k, points in enumerate(vp):
                step = k - 1
                y = y_base - 24 - k * 27
                inset = k * 3  # a stepped pyramid
                body.append(_rect(x + 4 + inset, y, 118 - 2 * inset, 25, TEMPLE_FILL[t],
                                  "#3d3322", 2, ' opacity="0.85"'))
                body.append(_text(x + 10 + inset, y + 17, f"{points:+d}" if points else "0",
                                  10, "start", "bold", "#fff"))
                mid = D.TEMPLE_MID_AGE[t][k]
                if mid is not None:
                    body.append(_circle(x + 114 - inset, y + 12, 5, GOOD_FILL[mid], "#222"))
                seats = [p for p in range(len(players)) if players[p]["temples"][name] == step]
                for j, p in enumerate(seats):
                    body.append(_circle(x + 40 + j * 15 + inset / 2, y + 12.5, 6.5,
                                        self.fill(p), "#111"))
                    body.append(seat_symbol(p, x + 40 + j * 15 + inset / 2, y + 12.5, 9))
            body.append(_text(x + 63, y_base + 17, D.TEMPLE_TITLES[t], 12,
                              weight="bold", fill="#3b2a14"))
            self.out.append(_group(f"temple-{name}", body, self.marks))

    # the Tzolk'in calendar: 26 teeth, the current day at the pointer, Food Days marked
    def _calendar(self) -> None:
        o = self.o
        cx, cy, r = 548, 200, 118
        day = min(o.get("day", 0), D.DAYS_PER_REVOLUTION)  # the end goes one day past the wheel
        teeth = D.DAYS_PER_REVOLUTION
        turn = -math.pi / 2 - day * 2 * math.pi / teeth
        body = [f'<path d="{_gear_path(cx, cy, r - 6, r + 10, teeth, turn)}" fill="#b08850" '
                f'stroke="#4a3418" stroke-width="1.5"/>',
                _circle(cx, cy, r - 8, "#c9a46a", "#4a3418"),
                _circle(cx, cy, r - 44, "#d9bd88", "#4a3418")]
        for d in range(1, teeth + 1):
            a = turn + d * 2 * math.pi / teeth
            tx, ty = cx + (r - 22) * math.cos(a), cy + (r - 22) * math.sin(a)
            food = d in D.FOOD_DAYS
            if food:
                body.append(_circle(tx, ty, 11, "#f2d04a", "#7a5a10"))
            body.append(_text(tx, ty + 4, d, 10, weight="bold" if food else "normal",
                              fill="#3b2a14" if food else "#4a3418"))
        body.append(f'<path d="M{cx - 9},{cy - r - 24} L{cx + 9},{cy - r - 24} L{cx},{cy - r - 8} Z"'
                    ' fill="#8b1e1e"/>')
        body.append(_text(cx, cy - 22, "Tzolk'in", 15, weight="bold", fill="#3b2a14"))
        nxt = o.get("next_food_day")
        body.append(_text(cx, cy - 4, tr("day {n}", n=day), 12, fill="#3b2a14"))
        body.append(_text(cx, cy + 14, tr("next Food Day {n}", n=nxt) if nxt else N_("no Food Day left"),
                          11, fill="#3b2a14"))
        kind = ""
        if nxt in D.FOOD_DAYS:
            kind = (N_("materials"), N_("points"))[D.FOOD_DAY_KIND[D.FOOD_DAYS.index(nxt)]]
        body.append(_text(cx, cy + 30, tr("({kind})", kind=kind) if kind else "", 10, fill="#3b2a14"))
        body.append(_text(cx, cy + 48, tr("corn on teeth: {n}", n=o.get("corn_on_teeth", 0)), 10,
                          fill="#3b2a14"))
        self.out.append(_group("calendar", body, self.marks))
        self._first_player(cx - 85, cy + r + 18)

    def _first_player(self, x: float, y: float) -> None:
        o = self.o
        worker = o.get("first_player_space", -1)
        first = o.get("first_player", 0)
        body = [_rect(x, y, 170, 34, "#e8d6a8", "#6b4a22", 6),
                _text(x + 8, y + 14, N_("First Player space"), 11, "start", "bold"),
                _text(x + 8, y + 28, tr("first player: {who}", who=self.names[first])
                      if 0 <= first < self.n else "", 10, "start")]
        body.append(_circle(x + 152, y + 17, 11, "#f6ecd6", "#6b4a22", ' stroke-dasharray="3 2"'))
        if worker is not None and worker >= 0:
            body.append(_circle(x + 152, y + 17, 9, self.fill(worker)))
            body.append(seat_symbol(worker, x + 152, y + 17, 12))
        self.out.append(_group("first-player", body, self.marks))

    # a gear: teeth all round, the positions in slots by the rim, a legend of its actions
    def _gear(self, g: int, cx: float, cy: float, r: float) -> None:
        o = self.o
        name = D.GEAR_NAMES[g]
        slots = o.get("gears", {}).get(name, [EMPTY] * D.GEAR_SLOTS[g])
        count, top = D.GEAR_SLOTS[g], D.GEAR_TOP[g]
        step = 2 * math.pi / count
        start = math.pi * 0.5 + step * 1.5 if g != D.CHICHEN else math.pi * 0.5 + step * 2
        turn = start  # positions are fixed on the board; the gear turns under them
        self.out.append(f'<path d="{_gear_path(cx, cy, r - 4, r + 12, count, turn)}" '
                        f'fill="#a98a5c" stroke="#4a3418" stroke-width="1.5"/>')
        self.out.append(_group(f"gear-{name}", [
            _circle(cx, cy, r - 30, "#cbb187", "#4a3418"),
            _text(cx, cy + 5, D.GEAR_TITLES[g], 13 if g != D.CHICHEN else 12, weight="bold",
                  fill="#3b2a14")], self.marks, "gear"))
        actions = [translate(N_("no action")), *_legend(g, o.get("jungle", {}))]
        for pos in range(count):
            a = turn + pos * step
            x, y = cx + (r - 14) * math.cos(a), cy + (r - 14) * math.sin(a)
            numbered = pos <= top
            body = [_circle(x, y, 12, "#efe2c0" if numbered else "#8f7752", "#4a3418")]
            who = slots[pos] if pos < len(slots) else EMPTY
            if who != EMPTY:
                fill = self.fill(who)
                body.append(_circle(x, y, 10, fill, "#111"))
                if 0 <= who < self.n:
                    body.append(seat_symbol(who, x, y, 13))
                if who == NEUTRAL:
                    body.append(_text(x, y + 4, "n", 10, fill="#555"))
            elif numbered:
                body.append(_text(x, y + 4, pos, 11, weight="bold", fill="#4a3418"))
            if numbered:
                what = actions[pos] if pos < len(actions) else translate(N_("free choice"))
                body.append(f"<title>{escape(translate(D.GEAR_TITLES[g]))} {pos}: "
                            f"{escape(what)}</title>")
            self.out.append(_group(f"{name}-{pos}" if numbered else None, body, self.marks,
                                   "position"))
        self._gear_legend(g, cx, cy, r)

    def _gear_legend(self, g: int, cx: float, cy: float, r: float) -> None:
        lines = _legend(g, self.o.get("jungle", {}))
        free = ", ".join(str(p) for p in range(D.FREE_CHOICE[g], D.GEAR_TOP[g] + 1))
        if g == D.CHICHEN:
            x, y, w = cx - r - 262, 70, 222
        else:
            x, y, w = cx - 100, cy + r + 16, 270
        rows = [translate(tr("0: no action")), *(f"{q}: {text}" for q, text in enumerate(lines, 1)),
                translate(tr("{free}: free choice (pay corn for lower)", free=free))]
        body = [_rect(x, y, w, 16 * len(rows) + 10, "#f3ead2", "#8a7654", 5)]
        skulls = self.o.get("chichen_itza", [])
        for k, row in enumerate(rows):
            body.append(_text(x + 8, y + 18 + 16 * k, row, 11, "start"))
            if g == D.CHICHEN and 1 <= k <= len(skulls) and skulls[k - 1] >= 0:
                body.append(_circle(x + w - 12, y + 14 + 16 * k, 6, self.fill(skulls[k - 1])))
                body.append(_circle(x + w - 12, y + 14 + 16 * k, 3, GOOD_FILL[D.SKULL], "none"))
        self.out.append("".join(body))

    # the technology chart: four tracks, levels 1-3 and the bonus beyond
    def _technologies(self) -> None:
        x0, y0 = 20, 732
        self.out.append(_text(x0, y0 - 8, N_("Technologies"), 14, "start", "bold", "#3b2a14"))
        players = self.o.get("players", [])
        cw = 140
        for t, name in enumerate(D.TECH_NAMES):
            y = y0 + t * 52
            body = [_rect(x0, y, 110, 48, "#6b4a22", "#3d3322", 4),
                    _text(x0 + 55, y + 18, D.TECH_TITLES[t], 11, weight="bold", fill="#fff")]
            for level in range(1, D.TECH_MAX + 2):
                x = x0 + 114 + (level - 1) * cw
                body.append(_rect(x, y, cw - 4, 48, "#f3ead2", "#8a7654", 4))
                text = translate(TECH_BONUS[t]) if level > D.TECH_MAX else "; ".join(
                    translate(TECH_EFFECTS[e]) for e in TECH_TRACK_EFFECTS[t]
                    if TECH_LEVEL[e] == level)
                label = translate(tr("bonus: {text}", text=text)) if level > D.TECH_MAX \
                    else f"{level}: {text}"
                for k, words in enumerate(_wrap(label, 26)[:3]):
                    body.append(_text(x + 5, y + 12 + 11 * k, words, 9, "start"))
            for p in range(len(players)):
                level = players[p]["technologies"][name]
                right = x0 + 104 if level == 0 else x0 + 114 + level * cw - 14
                body.append(_circle(right - p * 13, y + 41, 5, self.fill(p), "#111"))
                body.append(seat_symbol(p, right - p * 13, y + 41, 8))
            self.out.append(_group(f"tech-{name}", body, self.marks))

    # the buildings on display (this age) and the monuments
    def _buildings(self) -> None:
        o = self.o
        x0, y0 = 700, 732
        self.out.append(_text(x0, y0 - 8, tr("Buildings (Age {age}, {n} in the pile)",
                                                 age=o.get("age", 1), n=o.get("building_pile", 0)), 14, "start", "bold",
                              "#3b2a14"))
        for k, number in enumerate(o.get("buildings", [])):
            x, y = x0 + (k % 3) * 162, y0 + (k // 3) * 104
            if number is None:
                self.out.append(_rect(x, y, 156, 98, "none", "#8a7654", 6,
                                      ' stroke-dasharray="4 3"'))
                continue
            age, frame, cost, effects = D.BUILDINGS[number - 1]
            body = [_rect(x, y, 156, 98, FRAME_FILL[frame], "#3d3322", 6),
                    _text(x + 6, y + 15, f"B{number} {translate(D.FRAME_NAMES[frame])}", 11, "start", "bold")]
            body.extend(_cost(x + 150, y + 5, cost))
            for j, words in enumerate(_wrap(translate(effects_text(effects)), 26)[:4]):
                body.append(_text(x + 6, y + 32 + 13 * j, words, 10, "start"))
            self.out.append(_group(f"building-{number}", body, self.marks, "building"))

    def _monuments(self) -> None:
        x0, y0 = 20, 966
        self.out.append(_text(x0, y0 - 8, N_("Monuments"), 14, "start", "bold", "#3b2a14"))
        for k, number in enumerate(self.o.get("monuments", [])):
            x = x0 + k * 194
            frame, cost = D.MONUMENTS[number - 1]
            body = [_rect(x, y0, 188, 70, FRAME_FILL[frame], "#3d3322", 6),
                    _text(x + 6, y0 + 15, f"M{number} {translate(D.FRAME_NAMES[frame])}", 11, "start",
                          "bold")]
            body.extend(_cost(x + 182, y0 + 5, cost))
            for j, words in enumerate(_wrap(translate(MONUMENT_TEXT[number - 1]), 30)[:3]):
                body.append(_text(x + 6, y0 + 33 + 13 * j, words, 10, "start"))
            self.out.append(_group(f"monument-{number}", body, self.marks, "monument"))

    # each player's stock: VP, corn, resources, skulls, workers, what they built
    def _players(self) -> None:
        o = self.o
        x0, y0, w = 20, 1068, 1160
        players = o.get("players", [])
        self.out.append(_text(x0, y0 - 8, N_("Players"), 14, "start", "bold", "#3b2a14"))
        row = 44
        for p, info in enumerate(players):
            y = y0 + p * row
            current = p == self.current
            body = [_rect(x0, y, w, row - 4, "#fff8e6" if current else "#f3ead2",
                          "#a33" if current else "#8a7654", 6,
                          ' stroke-width="3"' if current else ""),
                    _rect(x0 + 6, y + 6, 16, row - 16, self.fill(p), "#111", 3),
                    seat_symbol(p, x0 + 14, y + (row - 4) / 2, 12)]
            label = ("▶ " if current else "") + translate(
                tr("{who} (you)", who=self.names[p]) if p == self.viewer else self.names[p])
            body.append(_text(x0 + 30, y + 17, label, 12, "start", "bold"))
            body.append(_text(x0 + 30, y + 32, tr("{n} VP", n=info["vp"]), 11, "start"))
            body.extend(self._goods(x0 + 170, y + 8, p, info["goods"], current))
            counts = {"free": info["available"], "on": info["on_gears"], "n": info["workers"]}
            workers = (tr("workers: {free} free, {on} on gears, {n} in all · card light side",
                          **counts) if info.get("light_side") else
                       tr("workers: {free} free, {on} on gears, {n} in all · card dark side",
                          **counts))
            body.append(_text(x0 + 500, y + 17, workers, 10, "start"))
            built = ", ".join([f"B{b}" for b in info["buildings"]]
                              + [f"M{m}" for m in info["monuments"]]) or "—"
            body.append(_text(x0 + 500, y + 32, tr("built: {what}", what=built), 10, "start"))
            final = o.get("final") or []
            if p < len(final):
                body.append(_text(x0 + 860, y + 17, translate(tr("final: {rows}", rows=join(
                    tr(_FINAL_ROWS[k], n=f"{v:+d}") for k, v in final[p].items()))), 10, "start", "bold"))
            else:
                body.append(_text(x0 + 860, y + 17, self._wealth(p, info), 10, "start"))
            body.append(_text(x0 + 860, y + 32, tr("harvest tiles: {corn} corn, {wood} wood",
                                                 corn=info["corn_tiles"], wood=info["wood_tiles"]), 10, "start"))
            self.out.append(_group(None, body, self.marks, "player current" if current
                                   else "player"))
        self._hand(x0, y0 + len(players) * row + 6)

    def _goods(self, x: float, y: float, p: int, goods: dict, current: bool) -> list[str]:
        parts = []
        for k, name in enumerate(D.GOODS):
            gx = x + k * 62
            body = [_rect(gx, y + 6, 16, 16, GOOD_FILL[k], "#333", 3 if k else 8),
                    _text(gx + 21, y + 19, goods.get(name, 0), 13, "start", "bold"),
                    f"<title>{escape(translate(GOOD_LABELS[k]))}</title>"]
            place = f"goods-{name}" if current and name in GOOD_TITLES[1:4] else None
            parts.append(_group(place, body, self.marks if current else set(), "good"))
        return parts

    def _wealth(self, p: int, info: dict) -> str:
        tiles = info.get("wealth_tiles")
        if isinstance(tiles, list):
            return translate(tr("wealth: {tiles}", tiles=", ".join(f"W{t}" for t in tiles) or "—"))
        return translate(tr("wealth: {n} kept (hidden)", n=tiles))

    def _hand(self, x: float, y: float) -> None:
        """The viewer's Starting Wealth hand during the draft (its own observation only)."""
        hand = self.o.get("hand") or []
        if not hand:
            return
        self.out.append(_text(x, y + 12, N_("Your Starting Wealth hand (keep 2):"), 12, "start",
                              "bold", "#3b2a14"))
        for k, t in enumerate(hand):
            cx = x + 250 + k * 230
            body = [_rect(cx, y, 222, 40, "#f6e7b8", "#6b4a22", 6),
                    _text(cx + 6, y + 15, f"W{t}", 11, "start", "bold")]
            for j, words in enumerate(_wrap(translate(effects_text(D.WEALTH_TILES[t - 1][1])), 36)[:2]):
                body.append(_text(cx + 36, y + 15 + 13 * j, words, 10, "start"))
            self.out.append(_group(f"wealth-{t}", body, self.marks, "wealth"))


_KEEP = re.compile(r"^keep w(\d+)$")


def move_words(view: dict[str, Any], notation: str, words: str) -> str:
    """The words of a legal move, with a Starting Wealth tile's effects where it names one."""
    m = _KEEP.match(notation.strip())
    if not m or not 1 <= int(m.group(1)) <= len(D.WEALTH_TILES):
        return words
    return f"{words}: {translate(effects_text(D.WEALTH_TILES[int(m.group(1)) - 1][1]))}"


_FINAL_ROWS = {"corn": N_("corn {n}"), "skulls": N_("skulls {n}"), "monuments": N_("monuments {n}")}


def _cost(x_right: float, y: float, cost: tuple) -> list[str]:
    """Cost cubes right-aligned at x_right: wood, stone, gold (and a skull for M13)."""
    cubes = [D.RESOURCES[i] for i, n in enumerate(cost[:3]) for _ in range(n)]
    cubes += [D.SKULL] * (cost[3] if len(cost) > 3 else 0)
    parts = []
    for k, good in enumerate(reversed(cubes)):
        parts.append(_rect(x_right - 11 - k * 12, y, 10, 10, GOOD_FILL[good], "#333", 2))
    return parts


def draw(view: dict) -> str:
    """The board as an <svg> string (viewBox set, width 100%, no external resources)."""
    return _Board(view).draw()
