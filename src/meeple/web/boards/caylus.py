"""The Caylus board as an SVG, drawn from one viewer's web view only.

Laid out after the published board: the castle top left with its three sections, the special
buildings before the bridge top right, the road winding down from the bridge in four rows
(28 spaces: buildings, owners' houses, workers, Provost and Bailiff), the royal favor table,
each player's stock and the tiles still to build. Caylus hides nothing (rules §2.1), so the
whole observation may be drawn. Only the game's static tables are imported (names, costs,
the favor notation), never a State.
"""

from __future__ import annotations

import re
from html import escape

from meeple.core.i18n import N_, NP_, _, ntr, tr, translate
from meeple.games.caylus import actions as A
from meeple.games.caylus import data as D
from meeple.web.boards import svg
from meeple.web.boards.svg import SYMBOLS, seat_symbol
from meeple.web.boards.svg import group as _group
from meeple.web.boards.svg import text as _text

B = D.BUILDINGS
WIDTH, HEIGHT = 1200, 1130
STROKE = "#4a3b28"  # outline of the board's boxes

SEAT_FILL = {"blue": "#2e6fd1", "red": "#d1362b", "green": "#2f9a45", "orange": "#f08c1e",
             "black": "#262626", "yellow": "#f2c418", "purple": "#8a4fb8", "white": "#f4f4f4"}
CUBE_FILL = ("#e58fa8", "#8a5a2b", "#9ea3a8", "#7b4fb0", "#f2c230")  # food wood stone cloth gold
CATEGORY_FILL = ("#d9b27c", "#b9bcc0", "#7d9fd6", "#eec0c8", "#eadcae", "#8cc084")
CATEGORY_LABEL = (NP_("category", "wooden"), NP_("category", "stone"),
                  NP_("category", "prestige"), NP_("category", "neutral"),
                  NP_("category", "fixed"), NP_("category", "residence"))
SPECIAL_TITLES = (N_("Gate"), N_("Trading Post"), N_("Merchants' Guild"), N_("Joust Field"),
                  N_("Stables"), N_("Inn"))
SPECIAL_EFFECTS = (N_("move the worker, free"), tr("+{n} deniers", n=D.TRADING_POST_DENIERS),
                   tr("Provost ±1–{n}, free", n=D.GUILD_MOVE),
                   tr("{d} denier + {c} cloth → 1 favor", d=D.JOUST_DENIERS, c=D.JOUST_CLOTH),
                   N_("first in turn order"), tr("right: placements cost {n}", n=D.INN_COST))
PHASES = (N_("Income"), N_("Worker placement"), N_("Special buildings"), N_("Provost movement"),
          N_("Activation of the road"), N_("Castle construction"), N_("End of turn"),
          N_("Game over"))
FAVOR_TITLES = (N_("Prestige"), N_("Deniers"), N_("Resources"), N_("Buildings"))
STATUS = {"scored": N_("scored"), "building": N_("building")}
# the last moves' places stand out even without the page's stylesheet
STYLE = "<style>.last>:first-child{stroke:#d4145a;stroke-width:3.5}</style>"
ROW = 7  # road spaces per row of the winding road
TILE_W, TILE_H, TILE_DX, TILE_DY = 150, 100, 164, 114
ROAD_X, ROAD_Y = 28, 300


# -- small SVG helpers -------------------------------------------------------------------------


def _rect(x: float, y: float, w: float, h: float, fill: str, stroke: str = STROKE,
          rx: int = 5, extra: str = "") -> str:
    return svg.rect(x, y, w, h, fill, stroke, rx, extra)


def seat_fill(name: str) -> str:
    return SEAT_FILL.get(name.lower(), "#888888")


def _ink(fill: str) -> str:
    """Text colour readable on `fill`."""
    return "#ffffff" if fill in ("#262626", "#2e6fd1", "#8a4fb8", "#d1362b", "#2f9a45") else "#111"


def _worker(x: float, y: float, fill: str, r: int = 9, seat: int = -1) -> str:
    """A worker: a small meeple-like pawn (head and body), its seat's symbol on the body."""
    return (f'<g stroke="#111" stroke-width="1" fill="{fill}">'
            f'<circle cx="{x:.0f}" cy="{y - r * 0.7:.0f}" r="{r * 0.45:.1f}"/>'
            f'<path d="M{x - r:.0f},{y + r:.0f} Q{x:.0f},{y - r * 0.9:.0f} {x + r:.0f},'
            f'{y + r:.0f} Z"/></g>' + seat_symbol(seat, x, y + r * 0.45, r))


def _house(x: float, y: float, fill: str, s: int = 12, seat: int = -1) -> str:
    """An owner's house: a little square with a roof, its seat's symbol inside."""
    return (f'<path d="M{x},{y + s} v{-s * 0.6:.0f} l{s / 2:.0f},{-s * 0.4:.0f} '
            f'l{s / 2:.0f},{s * 0.4:.0f} v{s * 0.6:.0f} Z" fill="{fill}" stroke="#111"/>'
            + seat_symbol(seat, x + s / 2, y + s * 0.7, s * 0.55))


def _cube(x: float, y: float, r: int, size: int = 12) -> str:
    return _rect(x, y, size, size, CUBE_FILL[r], "#333", 2)


# -- the notation's places ---------------------------------------------------------------------


def _slug(name: str) -> str:
    return name.lower().replace(" ", "-").replace("'", "")


SPECIAL_PLACE = {name: f"special-{_slug(name)}" for name in D.SPECIAL_NAMES}
FAVOR_PLACE = {
    note: f"favor-{D.FAVOR_LINES[line]}-{col}"
          + (f"-{note.split()[1]}" if note in ("favor wood", "favor stone") else "")
    for line, col, note in A.FAVOR_OPTIONS}
_CUBE_PREFIXES = ("take 1 ", "take 2 ", "bonus ", "pay ", "sell ", "buy ", "get ")


def _target(text: str) -> str | None:
    if text == "castle":
        return "castle"
    if text in SPECIAL_PLACE:
        return SPECIAL_PLACE[text]
    _, at, space = text.rpartition("@")
    return f"road-{int(space)}" if at and space.isdigit() else None


def place_of(notation: str) -> str | None:
    """The board place a move names: `place peddler@7` -> `road-7`, `place castle` -> `castle`,
    `build bank` -> `tile-bank`, `provost -2` -> `provost-2`, `favor gold` -> `favor-resources-5`,
    `sell cloth` -> `cube-cloth` (the deciding seat's stock); passes and declines -> None."""
    text = " ".join(notation.lower().split())
    for prefix in ("place ", "gate to ", "convert ", "on "):
        if text.startswith(prefix):
            return _target(text[len(prefix):])
    if text == "gate: take back":
        return SPECIAL_PLACE["gate"]
    if text.startswith(("joust:", "inn:")):
        return SPECIAL_PLACE[text.split(":")[0]]
    if text.startswith("batch "):
        return "castle"
    if text.startswith("build "):
        return f"tile-{_slug(text[6:])}"
    if text.startswith(("provost ", "guild provost ")):
        step = text.rsplit(" ", 1)[1]
        return provost_place(0 if step == "stay" else int(step))
    if text in FAVOR_PLACE:
        return FAVOR_PLACE[text]
    for prefix in _CUBE_PREFIXES:
        if text.startswith(prefix) and text[len(prefix):] in D.RESOURCES:
            return f"cube-{text[len(prefix):]}"
    return None


def provost_place(step: int) -> str:
    return f"provost{step:+d}" if step else "provost-stay"


# -- drawing -----------------------------------------------------------------------------------


class _Board:
    """One drawing: the view's fields read once, the parts appended to `out`."""

    def __init__(self, view: dict) -> None:
        self.o = view["observation"]
        self.n = int(view["players"])
        self.viewer = view.get("seat")
        self.current = view.get("current_player", -1)
        names = view.get("seat_names") or [D.PLAYER_COLOURS[s].capitalize() for s in range(self.n)]
        self.fills = [seat_fill(str(x)) for x in names]  # colour keys: the English names
        self.labels = [translate(str(x)) for x in names]  # what a player reads
        self.legal = [str(m) for m in view.get("legal") or []]
        # a past Provost move names a step from where the Provost was, not a place now
        self.marks = {p for p in map(place_of, view.get("last_moves") or [])
                      if p and not p.startswith("provost")}
        self.scores = view.get("scores") or []
        self.terminal = bool(view.get("is_terminal"))
        self.out: list[str] = []

    def seat_fill(self, seat: int) -> str:
        return self.fills[seat] if 0 <= seat < self.n else "#888888"

    def draw(self) -> str:
        self.out.append(_rect(0, 0, WIDTH, HEIGHT, "#f3ead2", "none", 0))
        self._header()
        self._castle()
        self._specials()
        self._road()
        self._favors()
        self._players()
        self._stock()
        body = STYLE + "".join(self.out)
        return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {WIDTH} {HEIGHT}" '
                f'width="100%" font-family="Georgia, serif" role="img" '
                f'aria-label="Caylus board">{body}</svg>')

    # header: turn, phase, turn order and the bridge's passing scale
    def _header(self) -> None:
        o = self.o
        phase = o.get("phase", 0)
        phase = PHASES[phase] if isinstance(phase, int) and 0 <= phase < len(PHASES) else phase
        title = _("Caylus · turn {turn} · {phase}").format(turn=o.get("turn", "?"),
                                                          phase=translate(phase))
        if self.terminal:
            title += _(" · final scores ") + ", ".join(
                f"{self.labels[s]} {self.scores[s]}" for s in range(min(self.n, len(self.scores))))
        self.out.append(_text(20, 30, title, 20, "start", "bold", "#3b2a14"))
        self._seat_row(20, 56, _("Turn order"), o.get("order", []))
        self._seat_row(560, 56, _("Bridge (passing order)"), o.get("passing", []))

    def _seat_row(self, x: float, y: float, label: str, seats: list[int]) -> None:
        self.out.append(_text(x, y, f"{label}:", 13, "start", "bold"))
        x += 8 * len(label) + 14
        for k, seat in enumerate(seats):
            fill = self.seat_fill(seat)
            self.out.append(_rect(x, y - 14, 78, 20, fill, "#111", 9))
            self.out.append(_text(x + 39, y + 1, f"{k + 1}. {SYMBOLS[seat % len(SYMBOLS)]} "
                                  f"{self.labels[seat]}", 12, fill=_ink(fill)))
            x += 82
        if not seats:
            self.out.append(_text(x, y, "—", 13, "start"))

    # the castle: towers above walls above the dungeon, one house slot per space
    def _castle(self) -> None:
        o, x0, y0 = self.o, 20, 78
        body = [_rect(x0, y0, 440, 200, "#d7cdb4", "#5b4a33", 8)]
        section = o.get("section", 0)
        for row, s in enumerate((D.TOWERS, D.WALLS, D.DUNGEON)):
            y = y0 + 40 + row * 50
            name = _(D.SECTION_NAMES[s]).capitalize()
            state = ("scored" if s < section else "building" if s == section else "")
            body.append(_text(x0 + 10, y + 4, name, 14, "start", "bold", "#3b2a14"))
            body.append(_text(x0 + 10, y + 19, _("{pp} PP/house · road {space}").format(
                pp=D.SECTION_PP[s], space=D.SCORING_SPACE[s]), 10, "start", fill="#4d3d26"))
            if state:
                body.append(_text(x0 + 10, y + 32, _(STATUS[state]), 10, "start", "bold",
                                  "#a33" if state == "building" else "#555"))
            body.extend(self._castle_slots(x0 + 128, y - 12, s, state == "building"))
        body.append(_text(x0 + 10, y0 + 18, _("Castle"), 15, "start", "bold", "#3b2a14"))
        scale = o.get("castle_scale", [])
        if scale:  # no label over an empty scale
            body.append(_text(x0 + 10, y0 + 190, _("Castle scale:"), 11, "start", "bold"))
        for k, seat in enumerate(scale):
            body.append(_worker(x0 + 100 + k * 24, y0 + 186, self.seat_fill(seat), 8, seat))
        self.out.append(_group("castle", body, self.marks))

    def _castle_slots(self, x: float, y: float, s: int, building: bool) -> list[str]:
        houses = [seat for seat, k in enumerate(self.o.get("castle", [[]] * 3)[s])
                  for _ in range(k)]
        parts = []
        for k in range(D.SECTION_SPACES[s]):
            cx = x + (k % 14) * 21
            fill = self.seat_fill(houses[k]) if k < len(houses) else "#efe6cf"
            stroke = "#a33" if building and k == len(houses) else "#6b5a40"
            parts.append(_rect(cx, y, 18, 22, fill, stroke, 2))
            if k < len(houses):
                parts.append(_house(cx + 3, y + 5, fill, seat=houses[k]))
        return parts

    # the special buildings before the bridge, in their order of resolution
    def _specials(self) -> None:
        o = self.o
        x, y, w, h = 478, 78, 112, 200
        occupants = list(o.get("special", [-1] * 4))
        for k in range(D.SINGLE_SPECIALS):
            self.out.append(self._special(x, y, w, h, k, [occupants[k]] if k < len(occupants)
                                          else [-1]))
            x += w + 6
        if self.n > D.TWO_PLAYERS:
            stables = list(o.get("stables", []))
            stables += [-1] * (D.STABLES_SPACES - len(stables))
            self.out.append(self._special(x, y, w, h, D.STABLES, stables))
            x += w + 6
        self.out.append(self._special(x, y, w, h, D.INN,
                                      [o.get("inn_left", -1), o.get("inn_right", -1)]))

    def _special(self, x: float, y: float, w: float, h: float, k: int, seats: list[int]) -> str:
        title = _(SPECIAL_TITLES[k])  # a longer translation in a smaller font
        body = [_rect(x, y, w, h, "#e7c9a0", "#6b4a22", 6),
                _rect(x, y, w, 24, "#a5683a", "#6b4a22", 6),
                _text(x + w / 2, y + 17, title, 12 if len(title) <= 16 else 10, weight="bold",
                      fill="#fff")]
        for line, words in enumerate(_wrap(translate(SPECIAL_EFFECTS[k]), 17)):
            body.append(_text(x + w / 2, y + 44 + 14 * line, words, 11))
        labels = (("1", "2", "3") if k == D.STABLES else (_("left"), _("right")) if k == D.INN
                  else ("",))
        for j, seat in enumerate(seats):
            cx = x + w / 2 + (j - (len(seats) - 1) / 2) * 34
            body.append(f'<circle cx="{cx:.0f}" cy="{y + 140}" r="15" fill="#f6ecd6" '
                        f'stroke="#6b4a22" stroke-dasharray="3 2"/>')
            if seat is not None and seat >= 0:
                body.append(_worker(cx, y + 141, self.seat_fill(seat), 10, seat))
            if labels[j if j < len(labels) else 0]:
                body.append(_text(cx, y + 172, labels[j], 10, fill="#6b4a22"))
        return _group(SPECIAL_PLACE[D.SPECIAL_NAMES[k]], body, self.marks)

    # the road: 28 spaces winding down from the bridge
    def _road(self) -> None:
        o = self.o
        self.out.append(_text(ROAD_X, ROAD_Y - 10, _("The road (from the bridge)"), 13, "start",
                              "bold", "#3b2a14"))
        points = " ".join(f"{x + TILE_W / 2:.0f},{y + TILE_H / 2:.0f}"
                          for x, y in map(_space_xy, range(D.ROAD_LENGTH)))
        self.out.append(f'<polyline points="{points}" fill="none" stroke="#cdb58a" '
                        f'stroke-width="40" stroke-linejoin="round" stroke-linecap="round"/>')
        road = o.get("road", [-1] * D.ROAD_LENGTH)
        pending = {int(i): int(seat) for i, seat in o.get("pending", [])}
        moves = self._provost_moves()
        for i in range(D.ROAD_LENGTH):
            self.out.append(self._space(i, road[i], pending.get(i, -1)))
        for step in moves:
            i = o.get("provost", 0) + step
            if 0 <= i < D.ROAD_LENGTH:
                x, y = _space_xy(i)
                place = provost_place(step)
                self.out.append(_group(place, [
                    f'<circle cx="{x + TILE_W / 2}" cy="{y + TILE_H + 3}" r="12" '
                    f'fill="#fff6c2" stroke="#a33" stroke-width="2"/>',
                    _text(x + TILE_W / 2, y + TILE_H + 7, f"{step:+d}" if step else "=", 11,
                          weight="bold", fill="#a33")], self.marks, "provost-move"))

    def _provost_moves(self) -> list[int]:
        """The Provost's moves the viewer may make now (each drawn at its target space)."""
        steps = set()
        for move in self.legal:
            place = place_of(move)
            if place and place.startswith("provost"):
                steps.add(0 if place == "provost-stay" else int(place[len("provost"):]))
        return sorted(steps)

    def _space(self, i: int, b: int, pending: int) -> str:
        o = self.o
        x, y = _space_xy(i)
        body: list[str] = []
        if b < 0:
            body.append(_rect(x, y, TILE_W, TILE_H, "#efe4c8", "#a08a62", 6,
                              ' stroke-dasharray="5 4"'))
            body.append(_text(x + TILE_W / 2, y + 56, _("building site"), 11, fill="#a08a62"))
        else:
            building = B[b]
            fill = CATEGORY_FILL[building.category]
            body.append(_rect(x, y, TILE_W, TILE_H, fill, "#4a3b28", 6))
            body.append(_text(x + TILE_W / 2, y + 36, _(building.name).title(), 14,
                              weight="bold"))
            for line, words in enumerate(_wrap(_effect(b), 24)[:2]):
                body.append(_text(x + TILE_W / 2, y + 52 + 13 * line, words, 10, fill="#333"))
            body.append(_text(x + TILE_W - 6, y + 15, translate(CATEGORY_LABEL[building.category]), 9,
                              "end", fill="#4a3b28"))
        body.append(_text(x + 6, y + 16, str(i + 1), 13, "start", "bold", "#4a3b28"))
        tip = (f"{_(B[b].name)} ({_effect(b) or translate(CATEGORY_LABEL[B[b].category])})"
               if b >= 0 else _("building site"))
        body.append(f"<title>{escape(_('space {n}: {what}').format(n=i + 1, what=tip))}</title>")
        if i + 1 in D.SCORING_SPACE:
            section = _(D.SECTION_NAMES[D.SCORING_SPACE.index(i + 1)])
            body.append(_rect(x + 26, y + 3, 66, 16, "#8b1e1e", "none", 8))
            body.append(_text(x + 59, y + 15, f"⚑ {section}", 10, weight="bold", fill="#fff"))
        owner = o.get("owner", [-1] * D.ROAD_LENGTH)[i]
        if owner >= 0:
            body.append(_house(x + 8, y + 74, self.seat_fill(owner), 16, owner))
        worker = o.get("worker", [-1] * D.ROAD_LENGTH)[i]
        if worker >= 0:
            body.append(_worker(x + 44, y + 82, self.seat_fill(worker), 10, worker))
        if pending >= 0:
            body.append(_text(x + 60, y + 92, _("→ residence"), 9, "start", fill="#225"))
        badges = [(label, fill) for label, fill, at in
                  ((_("Provost"), "#7a1f1f", o.get("provost")),
                   (_("Bailiff"), "#1f3f7a", o.get("bailiff")))
                  if at == i]
        for k, (label, fill) in enumerate(badges):
            bx = x + TILE_W - 54
            by = y + TILE_H - 20 - 18 * (len(badges) - 1 - k)
            body.append(_rect(bx, by, 50, 16, fill, "#111", 8))
            body.append(_text(bx + 25, by + 12, label, 10, weight="bold", fill="#fff"))
        return _group(f"road-{i + 1}", body, self.marks, "space")

    # the royal favor table: 4 lines x 5 columns, markers on the reached column
    def _favors(self) -> None:
        o = self.o
        x0, y0 = 20, 770
        cw, ch, lx = 80, 40, 86
        self.out.append(_text(x0, y0 - 8, _("Royal favors (columns 1–{n} open)").format(
            n=o.get("open_columns", 2)), 13, "start", "bold", "#3b2a14"))
        favor = o.get("favor", [[0] * 4] * self.n)
        for line, title in enumerate(map(_, FAVOR_TITLES)):
            y = y0 + line * (ch + 4)
            self.out.append(_rect(x0, y, lx - 4, ch, "#6b4a22", "#3b2a14", 4))
            self.out.append(_text(x0 + (lx - 4) / 2, y + 17, title, 12, weight="bold",
                                  fill="#fff"))
            for col in range(1, 6):
                self.out.append(self._favor_cell(x0 + lx + (col - 1) * cw, y, cw - 4, ch, line,
                                                 col))
            # markers: each seat's disc in its reached column (column 0 = the fleur-de-lis)
            for seat in range(self.n):
                col = favor[seat][line] if seat < len(favor) else 0
                mx = (x0 + lx + (col - 1) * cw + 10 + seat * 14) if col else (x0 + 8 + seat * 14)
                self.out.append(f'<circle cx="{mx}" cy="{y + ch - 7}" r="5.5" '
                                f'fill="{self.seat_fill(seat)}" stroke="#fff" stroke-width="1.2"/>'
                                + seat_symbol(seat, mx, y + ch - 7, 8))

    def _favor_cell(self, x: float, y: float, w: float, h: float, line: int, col: int) -> str:
        closed = col > self.o.get("open_columns", 2)
        fill = "#cfc4ad" if closed else "#f6ecd6"
        if line == D.FAVOR_RESOURCES and col == 2:  # wood or stone: two places in one cell
            halves = []
            for k, what in enumerate(("wood", "stone")):
                place = FAVOR_PLACE[f"favor {what}"]
                halves.append(_group(place, [
                    _rect(x + k * w / 2, y, w / 2, h, fill, "#6b4a22", 4),
                    _cube(x + k * w / 2 + w / 4 - 6, y + 6, D.RESOURCES.index(what)),
                    _text(x + k * w / 2 + w / 4, y + 30, _(what), 10)], self.marks, "favor"))
            return "".join(halves)
        note = next(n for ln, c, n in A.FAVOR_OPTIONS if ln == line and c == col)
        body = [_rect(x, y, w, h, fill, "#6b4a22", 4),
                _text(x + w / 2, y + 17, _favor_label(line, col), 11,
                      fill="#777" if closed else "#222")]
        return _group(FAVOR_PLACE[note], body, self.marks, "favor")

    # each player's stock: deniers, PP, cubes, workers, houses
    def _players(self) -> None:
        o = self.o
        x0, y0, w = 500, 770, 680
        row_h = min(36, 170 // max(self.n, 1))
        self.out.append(_text(x0, y0 - 8, _("Players"), 13, "start", "bold", "#3b2a14"))
        for seat in range(self.n):
            y = y0 + seat * row_h
            current = seat == self.current
            fill = self.seat_fill(seat)
            body = [_rect(x0, y, w, row_h - 4, "#fff8e6" if current else "#efe4c8",
                          "#a33" if current else "#8a7654", 6,
                          ' stroke-width="3"' if current else "")]
            body.append(_rect(x0 + 6, y + 5, 16, row_h - 14, fill, "#111", 3))
            body.append(seat_symbol(seat, x0 + 14, y + (row_h - 4) / 2, 12))
            label = self.labels[seat] + (_(" (you)") if seat == self.viewer else "")
            if current:
                label = "▶ " + label
            body.append(_text(x0 + 30, y + row_h / 2 + 2, label, 13, "start", "bold"))
            stats = (_("{n} PP").format(n=o["pp"][seat]),
                     ntr("{n} denier", "{n} deniers", o["deniers"][seat]),
                     ntr("{n} worker", "{n} workers", o["workers"][seat]))
            for k, stat in enumerate(stats):
                body.append(_text(x0 + 160 + k * 78, y + row_h / 2 + 2, stat, 12, "start"))
            body.extend(self._cubes(x0 + 400, y + row_h / 2 - 8, seat, current))
            self.out.append(_group(None, body, self.marks, "player current" if current
                                   else "player"))

    def _cubes(self, x: float, y: float, seat: int, current: bool) -> list[str]:
        parts = []
        for r, name in enumerate(D.RESOURCES):
            count = self.o["cubes"][seat][r]
            cube = [_cube(x + r * 54, y + 2, r, 14),
                    _text(x + r * 54 + 20, y + 14, f"{count}", 13, "start", "bold"),
                    f"<title>{_(name)}</title>"]
            # only the deciding seat's cubes are places (sell, pay, buy... name a cube)
            parts.append(_group(f"cube-{name}" if current else None, cube, self.marks
                                if current else set(), "cube"))
        return parts

    # the tiles still to build, by category; built ones faded
    def _stock(self) -> None:
        stock = self.o.get("stock", 0)
        x0, y0 = 20, 960
        self.out.append(_text(x0, y0 - 8, _("Buildings to construct (cost → PP)"), 13, "start",
                              "bold", "#3b2a14"))
        rows = [[t for t in range(D.TILES) if B[t].category == c]
                for c in (D.WOODEN, D.STONE_B, D.PRESTIGE)]
        for r, tiles in enumerate(rows):
            for k, t in enumerate(tiles):
                x, y = x0 + k * 128, y0 + r * 54
                built = not stock >> t & 1
                body = [_rect(x, y, 122, 48, "#e6dfcf" if built else CATEGORY_FILL[B[t].category],
                              "#9a8f7a" if built else "#4a3b28", 5,
                              ' opacity="0.55"' if built else "")]
                name = _(B[t].name).title()
                body.append(_text(x + 6, y + 17, name, 12 if len(name) <= 14 else 10, "start", "bold",
                                  fill="#777" if built else "#111"))
                if built:
                    body.append(_text(x + 61, y + 36, _("built"), 10, fill="#777"))
                else:
                    body.extend(_cost(x + 6, y + 26, t))
                self.out.append(_group(None if built else f"tile-{_slug(B[t].name)}", body,
                                       self.marks, "tile"))


def _space_xy(i: int) -> tuple[int, int]:
    """The top-left corner of road space i (0-based): rows of 7, alternating direction."""
    row, k = divmod(i, ROW)
    col = k if row % 2 == 0 else ROW - 1 - k
    return ROAD_X + col * TILE_DX, ROAD_Y + row * TILE_DY


def _cost(x: float, y: float, t: int) -> list[str]:
    """A tile's cost in cubes ("any" cubes in words) and its PP, top right of the card."""
    parts, x0 = [], x
    for r, n in enumerate(B[t].cost):
        for _k in range(n):
            parts.append(_cube(x, y, r, 10))
            x += 12
    if B[t].any_cubes:
        parts.append(_text(x + 2, y + 9, _("+{n} any").format(n=B[t].any_cubes), 9, "start"))
    parts.append(_text(x0 + 110, y - 9, _("{n} PP").format(n=B[t].vp), 11, "end", "bold", "#3b2a14"))
    return parts


def _cubes_words(vector: tuple) -> str:
    return " + ".join(f"{n} {_(D.RESOURCES[r])}" for r, n in enumerate(vector) if n)


_AT_SPACE = re.compile(r"\b(?:the )?(" + "|".join(sorted({re.escape(b.name) for b in B}, key=len, reverse=True))
                       + r")@(\d+)\b")


def tidy(text: str) -> str:
    """Narration for players: "the forest@1" (the engine's road notation) becomes "the Forest
    (road 1: 1 wood or 1 food)"; in another language, the translated name (its own pattern)."""
    names = {_(b.name): i for i, b in enumerate(B)}
    pattern = _AT_SPACE if all(k == B[i].name for k, i in names.items()) else re.compile(
        "(" + "|".join(sorted(map(re.escape, names), key=len, reverse=True)) + r")@(\d+)")

    def told(m: re.Match) -> str:
        effect = _effect(names[m[1]])
        if pattern is _AT_SPACE:
            return f"the {m[1].title()} (road {m[2]}{': ' + effect if effect else ''})"
        road = _("road {n}").format(n=m[2])
        return f"{m[1]} ({road}{': ' + effect if effect else ''})"
    return pattern.sub(told, text)


def _effect(b: int) -> str:
    """What a road building does, in the board's few words."""
    building = B[b]
    effect, param = building.effect, building.param
    if effect == D.PRODUCE:
        return _(" or ").join(_cubes_words(v) for v in param)
    if effect == D.PRODUCE_BONUS:
        output, bonus = param
        return _("{output}; owner {bonus}").format(
            output=_cubes_words(output), bonus="/".join(_(D.RESOURCES[r]) for r in bonus))
    if effect == D.BUILD:
        return _(BUILD_KIND[param])
    if effect == D.LAWYER:
        return _("→ residence")
    if effect == D.MARKET:
        return _("sell 1 cube: {n} deniers").format(n=param)
    if effect == D.PEDDLER:
        most, price = param
        if most == 1:
            return _("buy 1 cube, {n} d each").format(n=price)
        return _("buy 1–{most} cube, {n} d each").format(most=most, n=price)
    if effect == D.TRADE:
        if b == D.S_TAILOR:  # its trades depend on the ruleset, not in the view
            return _("cloth → PP")
        return _(" or ").join(_(TRADE_WORDS[pay][gain]).format(n=n, m=m)
                              for (pay, n), (gain, m) in param)
    parts = []
    if building.income:
        parts.append(_("+{n} denier income").format(n=building.income))
    if building.favors:
        parts.append(_("+{n} favor").format(n=building.favors))
    return ", ".join(parts)


BUILD_KIND = (N_("build a wooden building"), N_("build a stone building"),
              N_("build a prestige building"))
# an exchange in the board's words, by what is paid (denier, cloth, gold, cube) and gained
TRADE_WORDS = ((N_("{n} denier → {m} PP"), N_("{n} denier → {m} gold")),
               (N_("{n} cloth → {m} PP"), N_("{n} cloth → {m} gold")),
               (N_("{n} gold → {m} PP"), N_("{n} gold → {m} gold")),
               (N_("{n} cube → {m} PP"), N_("{n} cube → {m} gold")))


def _favor_label(line: int, col: int) -> str:
    if line == D.FAVOR_PRESTIGE:
        return _("+{n} PP").format(n=D.FAVOR_PP[col - 1])
    if line == D.FAVOR_DENIERS:
        return _("+{n} deniers").format(n=D.FAVOR_DENIER_GAIN[col - 1])
    if line == D.FAVOR_RESOURCES:
        return _(FAVOR_RESOURCE_LABELS[col - 1])
    return _(FAVOR_BUILDING_LABELS[col - 1])


FAVOR_RESOURCE_LABELS = (N_("1 food"), N_("wood/stone"), N_("1 cloth"), N_("1 → 2 cubes"),
                         N_("1 gold"))
FAVOR_BUILDING_LABELS = ("—", N_("carpenter"), N_("mason"), N_("lawyer"), N_("architect"))


def _wrap(text: str, width: int) -> list[str]:
    lines, line = [], ""
    for word in text.split():
        if line and len(line) + 1 + len(word) > width:
            lines.append(line)
            line = word
        else:
            line = f"{line} {word}".strip()
    return lines + ([line] if line else [])


def draw(view: dict) -> str:
    """The board as an <svg> string (viewBox set, width 100%, no external resources)."""
    return _Board(view).draw()
