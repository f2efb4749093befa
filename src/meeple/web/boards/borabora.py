"""The Bora Bora board as SVG, drawn from one viewer's view (the web API's view dict).

Layout, as on the table: the islands with their regions, fish markers, building sites and the
land (brown) and water (blue, dashed) paths on the left; on the right the action tiles with
the dice placed this round and the Fishing space, the temple, the man and woman spaces 1-6,
and the god cards (display, deck, discard); below them the task display, the jewelry (one
column per round) and the turn-order (status) track; then each player's board: stock, hut
grid with its men and women, ceremony spaces and buildings, tasks and jewelry. God cards in
hand are drawn only for the viewing seat (the observation holds no other hand).

Only the observation in the view is drawn. The static tables (region layout, paths, tile
abilities, task wordings) come from the game's default board (`board.default_tables()`):
pure constants, no State. A game played on a replacement board-data file is drawn with the
default map.
"""

from __future__ import annotations

import re
from html import escape
from typing import Any

from meeple.games.borabora import data as D
from meeple.games.borabora.actions import PAIR_OF
from meeple.games.borabora.board import Board, default_tables
from meeple.web.boards import svg
from meeple.web.boards.svg import slug as _slug
from meeple.web.boards.svg import styled_text as _text

_BOARD = Board(default_tables())
WIDTH = 1400
MAP_X, MAP_Y, MAP_W, MAP_H = 10, 44, 680, 520
RIGHT_X = 700
LOWER_Y = MAP_Y + MAP_H + 10
PLAYERS_Y = LOWER_Y + 222
PANEL_W, PANEL_H = 338, 420

PALETTE = {"green": "#3c9a48", "black": "#2b2b2b", "blue": "#2f6fd0", "red": "#d23c2f",
           "yellow": "#f0c419", "white": "#f7f7f2", "purple": "#7d4fb0", "orange": "#ee8a1f",
           "grey": "#9a9a9a", "gray": "#9a9a9a"}
DEFAULT_COLOURS = ("green", "black", "blue", "red")  # the box's colours [research S11]
LIGHT_FILLS = {PALETTE[k] for k in ("yellow", "white", "grey")}
GOD_FILL = {"blue": "#3b78c4", "white": "#f4f4f4", "red": "#c8432f", "green": "#3f9a4a",
            "yellow": "#efc72c"}
GOD_TEXT = {"blue": "Blue God: ignore the lowering rule", "white": "White God: a die counts as 6",
            "red": "Red God: score a fish marker", "green": "Green God: activate again",
            "yellow": "Yellow God: complete a task"}
TYPE_FILL = {"mountain": "#b9a58a", "beach": "#f3df9e", "forest": "#7fb46b", "plains": "#cfe09a"}
MATERIAL_FILL = {"sand": "#f1dc98", "stone": "#b7b2a8", "wood": "#b07a45"}
TARGET_LABEL = {"land": "Land path", "water": "Water path", "man": "Man", "woman": "Woman",
                "helper": "Helper", "temple": "Temple", "build": "Build", "fishing": "Fishing"}
EMPTY, HUT = -1, -2
C_MATERIAL, C_BUILT = 1, 2

_STYLE = """<style>
.bb text{font-family:Verdana,Arial,sans-serif;fill:#1f2a2e}
.bb .t{font-size:14px;font-weight:bold}.bb .s{font-size:12px}.bb .xs{font-size:10.5px}
.bb .chip{font-size:9.5px}
.bb .b{font-weight:bold}.bb .mid{text-anchor:middle}.bb .end{text-anchor:end}
.bb .last{stroke:#ff8c00 !important;stroke-width:4 !important}
.bb .current>rect:first-child{stroke:#ff8c00;stroke-width:4}
</style>"""


_GOD_CARD_MOVE = re.compile(r"^(?:fire: |take )(blue|white|red|green|yellow) card$")


def move_words(view: dict[str, Any], notation: str, words: str) -> str:
    """The words of a legal move, with a god card's power where the move takes one."""
    m = _GOD_CARD_MOVE.match(notation.strip())
    return f"{words} ({GOD_TEXT[m[1]]})" if m else words


# -- small SVG helpers ---------------------------------------------------------------------------

def _rect(x: float, y: float, w: float, h: float, fill: str, stroke: str = "#4b5a5e",
          rx: float = 4, place: str | None = None, ctx: Any = None, sw: float = 1,
          title: str | None = None, extra: str = "") -> str:
    return svg.place_rect(x, y, w, h, fill, stroke, rx, place, ctx, sw, title, extra)


def _pretty(name: str) -> str:
    return name.replace("_", " ").title()


# -- the places a move names ---------------------------------------------------------------------

_NOTATION = (
    (re.compile(r"^(?:start at|expand to) (\w+)$"), lambda m: f"region-{m[1]}"),
    (re.compile(r"^place \d on (\w+)"), lambda m: f"action-{m[1]}"),
    (re.compile(r"^take ([MW]\d\d) "), lambda m: f"tile-{m[1]}"),
    (re.compile(r"^(?:tattoo|shells) ([MW]\d\d) "), lambda m: f"own-{m[1]}"),
    (re.compile(r"^(man|woman) (.+?)(?: doubled)?$"), lambda m: f"ability-{m[1]}-{_slug(m[2])}"),
    (re.compile(r"^\w+ on C(\d+)$"), lambda m: f"ceremony-{m[1]}"),
    (re.compile(r"^on C(\d+)\+C\d+$"), lambda m: f"ceremony-{m[1]}"),
    (re.compile(r"^priest on (\d)$"), lambda m: f"temple-{m[1]}"),
    (re.compile(r"^build (\d)$"), lambda m: f"building-{m[1]}"),
    (re.compile(r"^(?:fire: |take )(blue|white|red|green|yellow) card$"), lambda m: f"god-{m[1]}"),
    (re.compile(r"^(?:draw from deck|fire: card from deck)$"), lambda m: "god-deck"),
    (re.compile(r"^buy (J\d\d) "), lambda m: f"jewel-{m[1]}"),
    (re.compile(r"^(?:complete|yellow god|give up|pick) (T\d\d.*)$"),
     lambda m: f"task-{_slug(m[1])}"),
    (re.compile(r"^(?:hut from space 12|move hut to 12)$"), lambda m: "grid-12"),
)


def place_of(notation: str) -> str | None:
    """The board place a legal move names, or None (e.g. "pay card", "helper vp")."""
    for pattern, make in _NOTATION:
        m = pattern.match(notation.strip())
        if m:
            return make(m)
    return None


# -- the context of one drawing ------------------------------------------------------------------

class _Ctx:
    def __init__(self, view: dict[str, Any]) -> None:
        self.view = view
        self.o: dict[str, Any] = view.get("observation") or {}
        self.seat = view.get("seat")
        self.current = view.get("current_player", -1)
        seats = self.o.get("players") or []
        self.n = view.get("players") or len(seats)
        names = view.get("seat_names") or []
        self.fill, self.name = [], []
        for p in range(self.n):
            given = names[p] if p < len(names) else ""
            default = DEFAULT_COLOURS[p % len(DEFAULT_COLOURS)]
            key = given.lower() if given.lower() in PALETTE else default
            self.fill.append(PALETTE[key])
            self.name.append(given if given.lower() == key else
                             f"{given} ({key.title()})" if given else key.title())
        self.ink = ["#222" if f in LIGHT_FILLS else "#fff" for f in self.fill]
        # A seat's own places (drawn in the panel of the seat to move) are not marked: the
        # last moves may have been another seat's.
        self.last = {p for p in (place_of(m) for m in view.get("last_moves") or [])
                     if p and not p.startswith(("own-", "ability-", "ceremony-", "building-", "grid-"))}

    def seat_fill(self, p: int) -> str:
        return self.fill[p] if 0 <= p < len(self.fill) else "#999"

    def symbol(self, p: int, x: float, y: float, size: float) -> str:
        """Seat `p`'s symbol (seats told apart by more than colour); none for a non-seat."""
        return svg.seat_symbol(p if 0 <= p < self.n else -1, x, y, size)


def _die(ctx: _Ctx, x: float, y: float, p: int, face: int, size: int = 22) -> str:
    title = f"{ctx.name[p] if 0 <= p < ctx.n else '?'} die {face}"
    return (_rect(x, y, size, size, ctx.seat_fill(p), "#111", 4, None, None, 1, title)
            + _text(x + size / 2, y + size / 2 + 5, face, "t mid", ctx.ink[p] if p < ctx.n
                    else "#fff") + ctx.symbol(p, x + 5, y + 5, 7))


def _hut(ctx: _Ctx, x: float, y: float, p: int, title: str) -> str:
    """A little house in the seat's colour."""
    pts = f"{x:g},{y + 6:g} {x + 7:g},{y:g} {x + 14:g},{y + 6:g} {x + 14:g},{y + 14:g} {x:g},{y + 14:g}"
    return (f'<polygon points="{pts}" fill="{ctx.seat_fill(p)}" stroke="#111">'
            f"<title>{escape(title)}</title></polygon>" + ctx.symbol(p, x + 7, y + 8.5, 8))


# -- the islands ---------------------------------------------------------------------------------

def _region_box(r: int) -> tuple[float, float, float, float]:
    col, row = _BOARD.region_cell[r]
    cw, ch = MAP_W / 4, (MAP_H - 30) / 4
    return MAP_X + col * cw + 14, MAP_Y + 30 + row * ch + 12, cw - 28, ch - 24


def _map(ctx: _Ctx) -> str:
    o = ctx.o
    out = [_rect(MAP_X, MAP_Y, MAP_W, MAP_H, "#8fc9e3", "#2d6f8f", 10),
           _text(MAP_X + 10, MAP_Y + 20, "The islands of Bora Bora", "t")]
    for island in range(len(D.ISLANDS)):
        boxes = [_region_box(r) for r in range(_BOARD.num_regions)
                 if _BOARD.region_island[r] == island]
        x0 = min(b[0] for b in boxes) - 10
        y0 = min(b[1] for b in boxes) - 10
        x1 = max(b[0] + b[2] for b in boxes) + 10
        y1 = max(b[1] + b[3] for b in boxes) + 10
        out.append(_rect(x0, y0, x1 - x0, y1 - y0, "#efe3b8", "#c9a85a", 18, None, None, 1.5,
                         f"{D.ISLANDS[island]} island"))
    for a, b, kind, value in _BOARD.paths:
        out.append(_path(_BOARD.region_index[a], _BOARD.region_index[b], kind, value))
    sites = o.get("building_sites") or {}
    fish = o.get("fish_markers") or {}
    present = [set(seat.get("regions", [])) for seat in o.get("players") or []]
    for r, name in enumerate(_BOARD.region_names):
        out.append(_region(ctx, r, name, sites.get(name, -1), fish.get(name), present))
    return "".join(out)


def _centre(r: int) -> tuple[float, float]:
    x, y, w, h = _region_box(r)
    return x + w / 2, y + h / 2


def _path(a: int, b: int, kind: str, value: int) -> str:
    (x1, y1), (x2, y2) = _centre(a), _centre(b)
    if kind == "land":
        style = 'stroke="#8a5a2b" stroke-width="6"'
    else:
        style = 'stroke="#1f5fa8" stroke-width="4" stroke-dasharray="9 5"'
    mx, my = (x1 + x2) / 2, (y1 + y2) / 2
    # The value badge sits a little off the midpoint so crossing paths keep it readable.
    bx, by = mx + (8 if kind == "land" else -8), my + (6 if kind == "land" else -6)
    fill = "#8a5a2b" if kind == "land" else "#1f5fa8"
    return (f'<line x1="{x1:g}" y1="{y1:g}" x2="{x2:g}" y2="{y2:g}" {style}>'
            f"<title>{kind} path, value {value}</title></line>"
            f'<circle cx="{bx:g}" cy="{by:g}" r="9" fill="{fill}" stroke="#fff"/>'
            + _text(bx, by + 4, value, "xs mid b", "#fff"))


def _region(ctx: _Ctx, r: int, name: str, site: int, fish: list | None,
            present: list[set[str]]) -> str:
    x, y, w, h = _region_box(r)
    kind = D.REGION_TYPES[_BOARD.region_type[r]]
    good = D.GOODS[_BOARD.region_good[r]]
    label = name.split("_", 1)[1].title()
    out = [_rect(x, y, w, h, TYPE_FILL[kind], "#5b4a2a", 8, f"region-{name}", ctx, 1.5,
                 f"{_pretty(name)}: {kind}, good {good}"),
           _text(x + 6, y + 14, f"{label}", "s b"),
           _text(x + 6, y + 27, f"good: {good}", "xs")]
    if fish:
        out.append(f'<ellipse cx="{x + w - 20:g}" cy="{y + 16:g}" rx="17" ry="11" '
                   f'fill="#ffffff" stroke="#1f5fa8"><title>fish marker {fish[0]}, '
                   f'{fish[1]} VP</title></ellipse>')
        out.append(_text(x + w - 20, y + 20, f"{fish[1]}", "s mid b", "#1f5fa8"))
        out.append(_text(x + w - 20, y + 38, fish[0], "xs mid", "#1f5fa8"))
    # The building site (one hut) and the huts moved aside.
    out.append(f'<rect x="{x + 6:g}" y="{y + h - 26:g}" width="22" height="20" rx="3" '
               'fill="#fff8e0" stroke="#5b4a2a" stroke-dasharray="3 2"/>')
    if site >= 0:
        out.append(_hut(ctx, x + 10, y + h - 23, site, f"{ctx.name[site]} on the building site"))
    aside = [p for p, regions in enumerate(present) if name in regions and p != site]
    for k, p in enumerate(aside):
        out.append(_hut(ctx, x + 36 + k * 17, y + h - 23, p, f"{ctx.name[p]} hut (aside)"))
    return "".join(out)


# -- the right side: action tiles, temple, people, gods ------------------------------------------

def _action_tiles(ctx: _Ctx) -> str:
    o = ctx.o
    names, tile_of = D.ACTION_TILES.get(ctx.n, D.ACTION_TILES[4])
    x0, y0 = RIGHT_X, MAP_Y
    count = len(names) + 1
    w = (WIDTH - 10 - x0 - (count - 1) * 6) / count
    rnd = o.get("round", 0)
    info = (f"round {rnd} of {D.ROUNDS}, {o.get('phase', '')}; a building scores "
            f"{D.BUILDING_VP[rnd - 1]} VP" if 1 <= rnd <= D.ROUNDS else "setup")
    out = [_text(x0, y0 + 12, f"Action tiles — {info}", "t")]
    placed = o.get("action_tiles") or []
    for tile in range(-1, len(names)):
        col = len(names) if tile < 0 else tile
        x, y = x0 + col * (w + 6), y0 + 20
        targets = [D.TARGETS[t] for t, k in enumerate(tile_of) if k == tile and t < D.T_FISHING]
        if tile < 0:
            targets = ["fishing"]
        fill = "#a8d4ea" if tile < 0 else "#f6ecd2"
        out.append(_rect(x, y, w, 150, fill, "#4b5a5e", 6))
        part = w / len(targets)
        for k, target in enumerate(targets):
            out.append(_rect(x + k * part + 2, y + 2, part - 4, 34, "#fffaf0", "#8b7b5b", 4,
                             f"action-{target}", ctx, 1, TARGET_LABEL[target]))
            words = TARGET_LABEL[target].split()
            for i, word in enumerate(words[:2]):
                out.append(_text(x + k * part + part / 2, y + 16 + i * 12, word, "xs mid b"))
        dice = [(p, face) for t, p, face in placed if t == tile]
        for i, (p, face) in enumerate(dice):
            out.append(_die(ctx, x + 6 + (i % 3) * 25, y + 44 + (i // 3) * 25, p, face))
        if tile < 0:
            out.append(_text(x + w / 2, y + 140, f"+{D.FISHING_VP} VP", "xs mid"))
    return "".join(out)


def _temple(ctx: _Ctx) -> str:
    o = ctx.o
    x, y = RIGHT_X, MAP_Y + 182
    rnd = max(1, min(o.get("round", 1) or 1, D.ROUNDS))
    out = [_rect(x, y, 330, 96, "#e8e0f0", "#5b4a7a", 6),
           _text(x + 8, y + 16, "Temple", "t"),
           _text(x + 70, y + 16, f"priests score {D.PRIEST_VP[rnd - 1]} VP this round; "
                 f"god tiles: {o.get('temple_god_tiles', 0)}", "xs")]
    for i, number in enumerate(_BOARD.temple_numbers):
        sx = x + 10 + i * 52
        out.append(_rect(sx, y + 26, 46, 60, "#fff", "#5b4a7a", 5, f"temple-{number}", ctx, 1,
                         f"Temple space {number}"))
        out.append(_text(sx + 23, y + 40, number, "s mid b"))
        owner = (o.get("temple") or [-1] * 6)[i]
        if owner >= 0:
            out.append(f'<circle cx="{sx + 23:g}" cy="{y + 64:g}" r="11" '
                       f'fill="{ctx.seat_fill(owner)}" stroke="#111"><title>'
                       f'{escape(ctx.name[owner])} priest</title></circle>')
            out.append(ctx.symbol(owner, sx + 23, y + 64, 14))
    return "".join(out)


def _tile_label(t: int) -> tuple[str, str, int]:
    """('M14', ability name, status symbols or shells) of a man or woman tile id."""
    man = t < _BOARD.num_men
    code = f"{'M' if man else 'W'}{(t if man else t - _BOARD.num_men) + 1:02d}"
    return code, D.ABILITY_NAMES[_BOARD.tile_ability[t]], _BOARD.tile_value[t]


def _person(ctx: _Ctx, x: float, y: float, t: int, place: str | None, w: float = 76,
            h: float = 44, slid: bool = False, ability_place: str | None = None) -> str:
    code, ability, value = _tile_label(t)
    man = t < _BOARD.num_men
    fill = "#7fd0c8" if man else "#f2a45a"  # turquoise men, orange women (spec §2.1 step 4)
    extra = "status" if man else "shells"
    tip = f"{'Man' if man else 'Woman'} {code}: {ability}; {value} {extra}" + \
        (" (slid down)" if slid else "")
    out = [_rect(x, y, w, h, fill, "#333", 4, place, ctx, 1, tip),
           _text(x + 4, y + 12, code, "xs b")]
    if slid:
        out.append(_text(x + w - 4, y + 12, "✓", "xs end b", "#155c1f"))
    words = ability.split()
    line = " ".join(words) if len(ability) <= 13 else words[0]
    if ability_place:
        out.append(_rect(x + 2, y + 15, w - 4, 16, "#ffffff90", "#555", 3, ability_place, ctx,
                         0.6, f"activate {ability}"))
    if h < 40:  # compact (on a hut grid): the value beside the code
        out.append(_text(x + w - 14, y + 12, "" if slid else f"{value} {extra[:2]}", "xs end"))
        out.append(_text(x + w / 2, y + 27, line, "xs mid"))
    else:
        out.append(_text(x + w / 2, y + 27, line, "xs mid"))
        out.append(_text(x + w / 2, y + 40, "" if slid else f"{value} {extra}", "xs mid"))
    return "".join(out)


def _people(ctx: _Ctx) -> str:
    o = ctx.o
    x, y = RIGHT_X, MAP_Y + 286
    left = o.get("tiles_left") or [0, 0]
    out = [_text(x, y + 12, f"Men (stack {left[0]}) and women (stack {left[1]}), "
                 "spaces 1-6", "t")]
    for row, key in enumerate(("men_on_board", "women_on_board")):
        for i, t in enumerate(o.get(key) or []):
            sx, sy = x + 22 + i * 82, y + 20 + row * 50
            if t is None or t < 0:
                out.append(f'<rect x="{sx:g}" y="{sy:g}" width="76" height="44" rx="4" '
                           'fill="none" stroke="#777" stroke-dasharray="3 2"/>')
            else:
                out.append(_person(ctx, sx, sy, t, f"tile-{_tile_label(t)[0]}"))
            out.append(_text(sx + 70, sy + 40, i + 1, "xs end", "#555"))
        out.append(_text(x + 6, y + 46 + row * 50, "MW"[row], "t"))
    return "".join(out)


def _gods(ctx: _Ctx) -> str:
    o = ctx.o
    x, y = RIGHT_X + 340, MAP_Y + 182
    out = [_rect(x, y, WIDTH - 10 - x, 96, "#f1efe6", "#666", 6),
           _text(x + 8, y + 16, "God cards", "t")]
    display = o.get("god_display") or {}
    k = 0
    for colour in D.COLOURS:
        for _ in range(display.get(colour, 0)):
            cx = x + 8 + k * 46
            out.append(_rect(cx, y + 24, 40, 56, GOD_FILL[colour], "#333", 5, f"god-{colour}",
                             ctx, 1, GOD_TEXT[colour]))
            out.append(_text(cx + 20, y + 56, colour, "xs mid b",
                             "#222" if colour in ("white", "yellow") else "#fff"))
            k += 1
    dx = x + 8 + max(k, 5) * 46 + 6
    out.append(_rect(dx, y + 24, 40, 56, "#6b4b8a", "#333", 5, "god-deck", ctx, 1, "God deck"))
    out.append(_text(dx + 20, y + 50, "deck", "xs mid b", "#fff"))
    out.append(_text(dx + 20, y + 64, o.get("god_deck", 0), "s mid b", "#fff"))
    discard = o.get("god_discard") or {}
    out.append(_text(dx + 48, y + 36, "discard:", "xs"))
    for i, colour in enumerate(c for c in D.COLOURS if discard.get(c)):
        sx, sy = dx + 48 + (i % 3) * 22, y + 42 + (i // 3) * 22
        out.append(_rect(sx, sy, 20, 20, GOD_FILL[colour], "#333", 3, None, None, 1,
                         f"{discard[colour]} {colour} in the discard pile"))
        out.append(_text(sx + 10, sy + 14, discard[colour], "xs mid b",
                         "#222" if colour in ("white", "yellow") else "#fff"))
    return "".join(out)


def _wrap(text: str, width: int) -> list[str]:
    lines, line = [], ""
    for word in text.split():
        if line and len(line) + 1 + len(word) > width:
            lines.append(line)
            line = word
        else:
            line = f"{line} {word}".strip()
    return lines + ([line] if line else [])


_TASK_WORDING = {label: wording for label, _kind, _target, _need, wording in _BOARD.tasks}


def _task(ctx: _Ctx, x: float, y: float, label: str, w: float = 128, done: bool = False,
          h: float = 46) -> str:
    wording = _TASK_WORDING.get(label, "")
    light = label.split()[0] in D.STARTING_TASKS
    fill = "#cfe8b0" if light else "#7fae6a"
    if done:
        fill = "#d8d8d8"
    out = [_rect(x, y, w, h, fill, "#35502a", 4, f"task-{_slug(label)}", ctx, 1,
                 f"Task {label}: {wording}"),
           _text(x + 4, y + 12, label + (" ✓" if done else ""), "xs b")]
    for i, line in enumerate(_wrap(wording, int(w / 6.2))[:2]):
        out.append(_text(x + 4, y + 24 + i * 11, line, "xs"))
    return "".join(out)


def _lower(ctx: _Ctx) -> str:
    """The task display, the jewelry columns (one per round) and the status track."""
    o = ctx.o
    y = LOWER_Y
    out = [_rect(10, y, WIDTH - 20, 212, "#e5eef0", "#4b5a5e", 8),
           _text(20, y + 18, f"Task display (pile {o.get('task_pile', 0)})", "t")]
    for i, label in enumerate(o.get("task_display") or []):
        out.append(_task(ctx, 20 + i * 134, y + 26, label))
    # Jewelry: 6 columns x 4 rows; -1 on the board, -2 discarded, else the buyer.
    jx = 840
    rnd = o.get("round", 0)
    out.append(_text(jx, y + 18, "Jewelry (column = round)", "t"))
    for i, (name, owner) in enumerate(o.get("jewelry") or []):
        col, row = divmod(i, D.JEWELRY_ROWS)
        cx, cy = jx + col * 90, y + 26 + row * 30
        code, *rest = name.split()
        fill = "#fff6d8" if owner == -1 else ("#cfcfcf" if owner == -2 else ctx.seat_fill(owner))
        ink = ctx.ink[owner] if 0 <= owner < ctx.n else None
        out.append(_rect(cx, cy, 86, 26, fill, "#8a6a2a" if col + 1 != rnd else "#e07000", 4,
                         f"jewel-{code}", ctx, 2 if col + 1 == rnd else 1,
                         f"{name}" + (" (sold out)" if owner == -2 else
                                      f" — {ctx.name[owner]}" if owner >= 0 else "")))
        out.append(_text(cx + 43, cy + 11, " ".join(rest[:-1]), "xs mid", ink))
        out.append(_text(cx + 43, cy + 22, f"{rest[-1]} shell{'s' * (rest[-1] != '1')}" if rest else "", "xs mid b",
                         ink))
    out.append(_status_track(ctx, 20, y + 152))
    return "".join(out)


def _status_track(ctx: _Ctx, x: float, y: float) -> str:
    labels = _BOARD.status_labels
    cw = (WIDTH - 60) / len(labels)
    out = [_text(x, y - 4, "Turn-order (status) track: VP over each space", "s b")]
    seats = ctx.o.get("players") or []
    for i, vp in enumerate(labels):
        sx = x + i * cw
        out.append(f'<rect x="{sx:g}" y="{y:g}" width="{cw - 2:g}" height="48" rx="3" '
                   'fill="#fffaf0" stroke="#4b5a5e" stroke-width="0.8"/>')
        out.append(_text(sx + cw / 2, y + 12, vp, "xs mid b"))
    for p, seat in enumerate(seats):
        step = seat.get("status", 0)
        k = sum(1 for q in range(p) if seats[q].get("status", 0) == step)
        cx = x + step * cw + 9 + (k % 2) * 12
        cy = y + 26 + (k // 2) * 12
        out.append(f'<circle cx="{cx:g}" cy="{cy:g}" r="5.5" fill="{ctx.seat_fill(p)}" '
                   f'stroke="#111"><title>{escape(ctx.name[p])}: space {step}</title></circle>')
        out.append(ctx.symbol(p, cx, cy, 8))
    return "".join(out)


# -- the players ---------------------------------------------------------------------------------

def _players(ctx: _Ctx) -> str:
    return "".join(_player(ctx, p, seat, 10 + p * (PANEL_W + 9), PLAYERS_Y)
                   for p, seat in enumerate(ctx.o.get("players") or []))


def _player(ctx: _Ctx, p: int, seat: dict, x: float, y: float) -> str:
    mine = p == ctx.current
    cls = ' class="current"' if mine else ""
    you = " (you)" if p == ctx.seat else ""
    out = [f'<g data-seat="{p}"{cls}>',
           _rect(x, y, PANEL_W, PANEL_H, "#f7f4ea", "#4b5a5e", 8),
           f'<rect x="{x:g}" y="{y:g}" width="14" height="{PANEL_H}" rx="6" '
           f'fill="{ctx.seat_fill(p)}" stroke="#111"/>',
           ctx.symbol(p, x + 7, y + 14, 10),
           _text(x + 22, y + 18, f"{ctx.name[p]}{you}", "t"),
           _text(x + PANEL_W - 10, y + 18, f"{seat.get('score', 0)} VP", "t end"),
           _text(x + 22, y + 34, f"turn order #{seat.get('turn_order', '?')} · status "
                 f"{seat.get('status', 0)} · offerings {seat.get('offerings', 0)} · shells "
                 f"{seat.get('shells', 0)}", "xs"),
           _text(x + 22, y + 48, f"priests {seat.get('priests_in_supply', 0)} · god tiles "
                 f"{seat.get('god_tiles', 0)} · god cards {seat.get('god_cards', 0)}", "xs")]
    dice = seat.get("dice") or []
    out.append(_text(x + 22, y + 68, "dice:" if dice else "dice: all placed", "xs"))
    for i, face in enumerate(dice):
        out.append(_die(ctx, x + 54 + i * 25, y + 54, p, face, 20))
    out.append(_hand(ctx, x + 140, y + 54, seat.get("hand")))
    out.append(_hut_grid(ctx, p, seat, x + 22, y + 82, mine))
    out.append(_ceremony(ctx, p, seat, x + 22, y + 246, mine))
    out.append(_seat_tasks(ctx, seat, x + 22, y + 338))
    out.append("</g>")
    return "".join(out)


def _hand(ctx: _Ctx, x: float, y: float, hand: dict | None) -> str:
    """The viewing seat's god cards (the observation has a hand only for that seat)."""
    if hand is None:
        return ""
    out = ['<g data-hand="own">', _text(x, y + 14, "hand:", "xs b")]
    k = 0
    for colour in D.COLOURS:
        for _ in range(hand.get(colour, 0)):
            out.append(_rect(x + 32 + k * 24, y, 22, 22, GOD_FILL[colour], "#333", 3, None, None,
                             1, GOD_TEXT[colour]))
            out.append(_text(x + 43 + k * 24, y + 15, colour[0].upper(), "xs mid b",
                             "#222" if colour in ("white", "yellow") else "#fff"))
            k += 1
    if not k:
        out.append(_text(x + 32, y + 14, "no cards", "xs"))
    out.append("</g>")
    return "".join(out)


def _hut_grid(ctx: _Ctx, p: int, seat: dict, x: float, y: float, mine: bool) -> str:
    """Spaces 1-12 (4 rows of 3, space 12 bottom right): huts, men and women."""
    grid = seat.get("grid") or []
    slid = set(seat.get("slid") or [])
    out = [_text(x, y + 10, "hut grid", "xs b")]
    for i, t in enumerate(grid):
        row, col = divmod(i, 3)
        sx, sy = x + col * 80, y + 14 + row * 34
        if t >= 0:
            code = _tile_label(t)[0]
            man = t < _BOARD.num_men
            ability = D.ABILITIES[_BOARD.tile_ability[t]]
            out.append(_person(ctx, sx, sy, t, f"own-{code}" if mine else None, 76, 32,
                               t in slid,
                               f"ability-{'man' if man else 'woman'}-{_slug(ability)}"
                               if mine else None))
            continue
        place = "grid-12" if i == len(grid) - 1 and mine else None
        out.append(_rect(sx, sy, 76, 32, "#efe9d6" if i < len(grid) - 1 else "#e2dcc4", "#777",
                         4, place, ctx, 1, f"grid space {i + 1}"))
        out.append(_text(sx + 70, sy + 28, i + 1, "xs end", "#777"))
        huts = seat.get("huts_on_space_12", 0) if i == len(grid) - 1 else int(t == HUT)
        for k in range(min(huts, 4)):
            out.append(_hut(ctx, sx + 6 + k * 16, sy + 9, p, f"hut on space {i + 1}"))
        if huts > 4:
            out.append(_text(sx + 70, sy + 14, f"×{huts}", "xs end b"))
    return "".join(out)


def _ceremony(ctx: _Ctx, p: int, seat: dict, x: float, y: float, mine: bool) -> str:
    """The 12 ceremony spaces (material printed on each; built tiles cover two) and the six
    buildings (unbuilt ones are the stock to build from)."""
    cer = seat.get("ceremony") or []
    built = seat.get("built") or []
    out = [_text(x, y - 2, "ceremony spaces", "xs b")]
    cw, ch = 34, 20
    for i, state in enumerate(cer):
        col, row = _BOARD.ceremony_cell[i]
        material = D.MATERIALS[_BOARD.ceremony_material[i]]
        sx, sy = x + col * (cw + 2), y + 4 + row * (ch + 2)
        fill = MATERIAL_FILL[material] if state == C_MATERIAL else "#fbf8ef"
        if state == C_BUILT:
            fill = "#8f8f8f"
        out.append(_rect(sx, sy, cw, ch, fill, MATERIAL_FILL[material], 3,
                         f"ceremony-{i + 1}" if mine else None, ctx, 2,
                         f"C{i + 1} {material}" + (" (material)" if state == C_MATERIAL else "")))
        out.append(_text(sx + cw / 2, sy + 14, material[:2] if state != C_MATERIAL else "■",
                         "xs mid", "#fff" if state == C_BUILT else None))
    for value, pair in zip(D.BUILDINGS, built, strict=False):
        if pair is None or pair < 0 or pair >= len(PAIR_OF):
            continue
        a, b = PAIR_OF[pair]
        (ca, ra), (cb, rb) = _BOARD.ceremony_cell[a], _BOARD.ceremony_cell[b]
        bx, by = x + min(ca, cb) * (cw + 2), y + 4 + min(ra, rb) * (ch + 2)
        bw = (abs(ca - cb) + 1) * (cw + 2) - 2
        bh = (abs(ra - rb) + 1) * (ch + 2) - 2
        out.append(_rect(bx, by, bw, bh, "#6d5a3f", "#111", 4, None, None, 1,
                         f"building {value}"))
        out.append(_text(bx + bw / 2, by + bh / 2 + 4, f"B{value}", "xs mid b", "#fff"))
    spare = seat.get("materials_beside_board") or [0, 0, 0]
    extra = ", ".join(f"{n} {m}" for m, n in zip(D.MATERIALS, spare, strict=False) if n)
    out.append(_text(x + 4 * (cw + 2) + 10, y + 84, f"beside the board: {extra}" if extra
                     else "", "xs"))
    bx = x + 4 * (cw + 2) + 10
    out.append(_text(bx, y - 2, "buildings", "xs b"))
    for k, value in enumerate(D.BUILDINGS):
        done = k < len(built) and built[k] >= 0
        sx, sy = bx + (k % 3) * 48, y + 4 + (k // 3) * 34
        out.append(_rect(sx, sy, 44, 30, "#d9d2c0" if done else "#f2e6c8", "#6d5a3f", 4,
                         f"building-{value}" if mine and not done else None, ctx, 1,
                         f"building {value}" + (" (built)" if done else "")))
        out.append(_text(sx + 22, sy + 19, "built" if done else f"⚀ {value}", "xs mid b"))
    return "".join(out)


def _seat_tasks(ctx: _Ctx, seat: dict, x: float, y: float) -> str:
    out = [_text(x, y - 2, "tasks", "xs b")]
    for i, label in enumerate(seat.get("tasks") or []):
        out.append(_task(ctx, x + i * 104, y + 2, label, 100, h=40))
    done = seat.get("tasks_done") or []
    jewels = seat.get("jewelry") or []
    out.append(_text(x, y + 58, "done: " + (", ".join(done) or "—"), "xs"))
    out.append(_text(x, y + 72, "jewelry: " + (", ".join(" ".join(j.split()[1:]) for j in jewels)
                                                or "—"), "xs"))
    return "".join(out)


def _final(ctx: _Ctx) -> str:
    rows = ctx.o.get("final") or []
    if not rows:
        return ""
    y = PLAYERS_Y + PANEL_H + 10
    out = [_text(10, y + 14, "Final scoring (god tiles, fish, jewelry, achievements, total):",
                 "s b")]
    for p, row in enumerate(rows):
        marks = "".join("✓" if a else "·" for a in row[3:-1])
        out.append(_text(10 + p * (PANEL_W + 9), y + 32,
                         f"{ctx.name[p]}: {row[0]}, {row[1]}, {row[2]}; {marks}; {row[-1]}",
                         "s"))
    return "".join(out)


def _header(ctx: _Ctx) -> str:
    view = ctx.view
    if view.get("is_terminal"):
        scores = view.get("scores") or []
        who = "Game over — " + ", ".join(f"{ctx.name[p]} {s}" for p, s in enumerate(scores)
                                          if p < ctx.n)
    elif 0 <= ctx.current < ctx.n:
        who = f"{ctx.name[ctx.current]} to play"
    else:
        who = ""
    viewer = "spectator" if ctx.seat is None else f"viewing as {ctx.name[ctx.seat]}"
    return (_text(10, 28, "Bora Bora", "t") + _text(110, 28, who, "t")
            + _text(WIDTH - 10, 28, viewer, "s end"))


def draw(view: dict) -> str:
    """The board as an <svg> string (viewBox set, width 100%, no external resources)."""
    ctx = _Ctx(view)
    height = PLAYERS_Y + PANEL_H + (50 if ctx.o.get("final") else 10)
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" class="bb board borabora" '
             f'viewBox="0 0 {WIDTH} {height}" width="100%" role="img" '
             f'aria-label="Bora Bora board">', _STYLE,
             f'<rect x="0" y="0" width="{WIDTH}" height="{height}" fill="#cfe3e6"/>',
             _header(ctx)]
    if ctx.o.get("players"):
        parts += [_map(ctx), _action_tiles(ctx), _temple(ctx), _gods(ctx), _people(ctx),
                  _lower(ctx), _players(ctx), _final(ctx)]
    parts.append("</svg>")
    return "".join(parts)
