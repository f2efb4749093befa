"""The Teotihuacan board as SVG, drawn from one viewer's view (the web API's view dict).

Layout, as on the table: the eight Action Boards form a ring around the Main Board, clockwise
from the top-left corner (the top row left to right, then the bottom row right to left); the
Main Board between them holds the three temples, the Pyramid with its Decoration spaces, the
Avenue of the Dead, the Pyramid track and the calendar; each colour's stock sits below, with
the Teotibot's action pyramid in solo.

Only the observation in the view is drawn (hidden stacks are counts there, other seats'
Starting tiles are counts during setup). The static component tables (names, temple steps,
pyramid geometry) come from the game's `data` module: pure constants, no State.
"""

from __future__ import annotations

import re
from html import escape
from typing import Any

from meeple.core.i18n import N_, NP_, join, ntr, tr, translate
from meeple.games.teotihuacan import data as D
from meeple.games.teotihuacan.narrate import DECO_SIDES
from meeple.games.teotihuacan.view import cost_text
from meeple.web.boards import svg
from meeple.web.boards.svg import styled_text as _text

WIDTH = 1400
BOARD_W, BOARD_H, GAP = 338, 236, 9
TOP_Y = 44
MID_Y = TOP_Y + BOARD_H + 10
MID_H = 470
BOTTOM_Y = MID_Y + MID_H + 8
PLAYERS_Y = BOTTOM_Y + BOARD_H + 12
PANEL_H = 196

BOARD_LABELS = D.BOARD_TITLES
BOARD_SHORT = ("", N_("Palace"), N_("Forest"), N_("Quarry"), N_("Gold"), N_("Alchemy"), N_("Nobles"),
               N_("Deco"), N_("Constr"))
TEMPLE_LABELS = (N_("Blue temple"), N_("Red temple"), N_("Green temple"))
TEMPLE_FILL = ("#3b78c4", "#c8432f", "#3f9a4a")
TEMPLE_PALE = ("#dce8f6", "#f6dcd6", "#dcefdc")
RES_LABELS = D.RES_NAMES
ROYAL_LABELS = (N_("Cocoa"), N_("Wood & Stone"), N_("Gold & Stone"), N_("Resource → Cocoa"),
                N_("Convert"), N_("Temple"), N_("Tech VP"), N_("Pyramid VP"), N_("Avenue VP"))
TECH_LABELS = D.TECH_TITLES
BONUS_LABELS = (tr("{n} VP", n=D.BONUS_FLAT_VP), tr("{n} VP / Tech", n=D.BONUS_TECH_VP),
                tr("Best masks again"), tr("{n} VP / Discovery", n=D.BONUS_DISC_VP),
                tr("{n} VP / Bonus", n=D.BONUS_BONUS_VP),
                tr("{n} VP / Avenue step", n=D.BONUS_AVENUE_VP), tr("VP per worker"))
# Short faces of the 21 Discovery kinds (the tile's title carries the full name).
DISC_SHORT = (N_("M1"), N_("M2"), N_("M3"), N_("M4"), N_("M5"), N_("M6"), N_("M7"), N_("4VP"),
              N_("3res"), N_("2res"), N_("Ave"), N_("T any"), N_("T blue"), N_("T red"),
              N_("T grn"), N_("4coc"), N_("2 up"), N_("2move"), N_("free"), N_("any bd"),
              N_("+wkr"))
WORSHIP_LABELS = (N_("Worship: +1 blue temple"), N_("Worship: +1 red temple"),
                  N_("Worship: +1 green temple"), N_("Worship: +1 any temple"))  # [-1]: any
TEMPLE_STEP_LABELS = (N_("+1 blue temple"), N_("+1 red temple"), N_("+1 green temple"))
START_GAINS = (N_("{n} cocoa"), N_("{n} wood"), N_("{n} stone"), N_("{n} gold"),
               N_("{n} any resource"))
NOBLES_ROW_TIPS = (N_("Nobles top row"), N_("Nobles middle row"), N_("Nobles bottom row"))
DISC_LABELS = D.DISCOVERY_TITLES
ICON_FILL = ("#efe4c8", "#9cc0ea", "#eaa596", "#a7d7a5")
ICON_STRONG = ("#efe4c8", "#2f6cc0", "#c23b27", "#2f8a3b")
PALETTE = {"red": "#d23c2f", "blue": "#2f6fd0", "yellow": "#f0c419", "black": "#2b2b2b",
           "white": "#f7f7f2", "grey": "#9a9a9a", "gray": "#9a9a9a", "green": "#3c9a48",
           "purple": "#7d4fb0", "orange": "#ee8a1f"}
LIGHT = {"yellow", "white", "grey", "gray"}
NOBLE_ROWS = ("top", "middle", "bottom")  # place ids
NOBLE_ROW_LABELS = (NP_("row", "top"), NP_("row", "middle"), NP_("row", "bottom"))

_STYLE = """<style>
.tb text{font-family:Verdana,Arial,sans-serif;fill:#2a2116}
.tb .t{font-size:14px;font-weight:bold}.tb .s{font-size:12px}.tb .xs{font-size:10.5px}
.tb .chip{font-size:9.5px}
.tb .b{font-weight:bold}.tb .mid{text-anchor:middle}.tb .end{text-anchor:end}
.tb .last{stroke:#ff8c00 !important;stroke-width:4 !important}
.tb .current>rect:first-child{stroke:#ff8c00;stroke-width:4}
.tb .hint{fill:transparent}
</style>"""


# -- small SVG helpers ---------------------------------------------------------------------------

def _rect(x: float, y: float, w: float, h: float, fill: str, stroke: str = "#6b5a3e",
          rx: float = 4, place: str | None = None, ctx: Any = None, sw: float = 1,
          title: str | None = None, extra: str = "") -> str:
    return svg.place_rect(x, y, w, h, fill, stroke, rx, place, ctx, sw, title, extra)


# -- the places a move names ---------------------------------------------------------------------

_NOTATION = (
    (re.compile(r"^(?:move|moveany|double|up) (\w+) (\d)$"), lambda m: f"die-{m[1]}-{m[2]}"),
    (re.compile(r"^(?:to|place) (\w+)$"), lambda m: f"board-{m[1]}"),
    (re.compile(r"^worship (\w+)$"), lambda m: f"royal-{m[1]}"),
    (re.compile(r"^claim (\w+)$"), lambda m: f"disc-{m[1]}"),
    (re.compile(r"^use (\w+)$"), lambda m: f"own-{m[1]}"),
    (re.compile(r"^(blue|red|green)$"), lambda m: f"temple-{m[1]}"),
    (re.compile(r"^tech ([\w-]+)$"), lambda m: f"tech-{m[1]}"),
    (re.compile(r"^(top|middle|bottom) row$"), lambda m: f"nobles-{m[1]}"),
    (re.compile(r"^decoration ([-brgBRG]+)$"), lambda m: f"decotile-{m[1]}"),
    (re.compile(r"^space (top|right|bottom|left) (\d)$"), lambda m: f"deco-{m[1]}-{m[2]}"),
    (re.compile(r"^tile (\d) "), lambda m: f"pyrtile-{m[1]}"),
    (re.compile(r"^at (\d):(\d)(\d)$"), lambda m: f"pyr-{m[1]}-{m[2]}-{m[3]}"),
    (re.compile(r"^start S(\d+)$"), lambda m: f"start-{m[1]}"),
)


def place_of(notation: str) -> str | None:
    """The board place a legal move names, or None (choices such as "effect" or "pay 2"
    name no place). Dice are named by board and power ("move forest 2" -> "die-forest-2")."""
    for pattern, make in _NOTATION:
        m = pattern.match(notation.strip())
        if m:
            return make(m)
    return None


_START_MOVE = re.compile(r"^(?:start|draft) S(\d+)$")


def move_words(view: dict[str, Any], notation: str, words: str) -> str:
    """The words of a legal move, with a Starting tile's contents where the move names one."""
    m = _START_MOVE.match(notation.strip())
    if not m or not 1 <= int(m.group(1)) <= len(D.START_TILES):
        return words
    detail = _start_text(_Ctx(view), int(m.group(1)) - 1).split(": ", 1)[-1]
    return f"{words}: {detail}"


# -- the context of one drawing ------------------------------------------------------------------

class _Ctx:
    """What every part of the drawing reads: the observation and who is who."""

    def __init__(self, view: dict[str, Any]) -> None:
        self.o: dict[str, Any] = view.get("observation") or {}
        self.view = view
        self.seat = view.get("seat")
        self.current = view.get("current_player", -1)
        self.bot = (self.o.get("teotibot") or {}).get("colour", -1) if self.o.get("teotibot") else -1
        self.players = view.get("players") or len(self.o.get("cocoa", [])) or 1
        self.ncol = self.o.get("ncol", len(self.o.get("wboard", [])) // 4)
        self.colours = len(self.o.get("cocoa", []))  # colours with a stock (seats + bot)
        names = view.get("seat_names") or []
        self.fill = []
        self.name = []
        for c in range(max(self.ncol, 1)):
            # the data names colours capitalised, the palette is keyed in lower case
            default = D.COLOUR_NAMES[c].lower() if c < len(D.COLOUR_NAMES) else "grey"
            given = names[c] if c < len(names) and c < self.players else ""
            key = given.lower() if given.lower() in PALETTE else default
            self.fill.append(PALETTE.get(key, "#999"))
            if c == self.bot:
                self.name.append(tr("Teotibot ({colour})", colour=translate(key.title())))
            elif c < self.players:
                colour = translate(key.title())
                self.name.append(translate(given) if given.lower() == key else
                                 f"{given} ({colour})" if given else colour)
            else:
                self.name.append(tr("Neutral {colour}", colour=translate(key.title())))
        self.ink = ["#222" if self.fill[c] in {PALETTE[k] for k in LIGHT} else "#fff"
                    for c in range(len(self.fill))]
        # A seat's own places (drawn in the panel of the seat to move) are not marked: the
        # last moves may have been another seat's.
        self.last = {p for p in (place_of(m) for m in view.get("last_moves") or [])
                     if p and not p.startswith(("own-", "die-"))}

    def symbol(self, colour: int, x: float, y: float, size: float) -> str:
        """The seat's symbol on a piece of `colour` (none for the Teotibot's or a neutral's)."""
        seat = colour if colour < self.players and colour != self.bot else -1
        return svg.seat_symbol(seat, x, y, size)


def _die(ctx: _Ctx, x: float, y: float, w: int, size: int = 24) -> str:
    """A worker die: its colour, its power, a padlock bar when locked."""
    o = ctx.o
    colour = w // 4
    power = o["wpower"][w]
    board = o["wboard"][w]
    place = None
    if colour == ctx.current and colour < ctx.players and ctx.bot != colour:
        where = D.BOARD_NAMES[board] if board > 0 else "hand"
        place = f"die-{where}-{power}"
    locked = o["wlock"][w] >= 0
    tip = tr("{who} worker, power {n}", who=ctx.name[colour], n=power)
    if locked:
        tip = tr("{text} (locked)", text=tip)
    if board == 0:
        tip = tr("{text} (on the starting circle)", text=tip)
    out = [_rect(x, y, size, size, ctx.fill[colour], "#111", 5, place, None,
                 2.5 if locked else 1, tip)]
    out.append(_text(x + size / 2, y + size / 2 + 5, power, "t mid", ctx.ink[colour]))
    out.append(ctx.symbol(colour, x + 6, y + 6, 8))
    if locked:
        out.append(f'<rect x="{x + 3:g}" y="{y + size - 5:g}" width="{size - 6}" height="3" '
                   'fill="#f5d76e"/>')
    return "".join(out)


def _disc_tile(ctx: _Ctx, x: float, y: float, kind: int, w: int = 40, h: int = 20,
               claimable: bool = True) -> str:
    place = f"disc-{D.DISCOVERY_NAMES[kind]}" if claimable else None
    mask = kind < D.MASK_KINDS
    fill = "#e9d7a8" if mask else "#f3ead2"
    cost = cost_text(kind)
    return (_rect(x, y, w, h, fill, "#7a5c2e", 3, place, ctx, 1,
                  tr("Discovery: {tile} (cost {cost})", tile=DISC_LABELS[kind], cost=cost))
            + _text(x + w / 2, y + h / 2 + 4, DISC_SHORT[kind], "chip mid b"))


def _icon_cell(x: float, y: float, icon: int, size: float) -> str:
    kind = icon & 3
    strong = bool(icon & D.COLOURED) and kind
    fill = ICON_STRONG[kind] if strong else ICON_FILL[kind]
    out = f'<rect x="{x:g}" y="{y:g}" width="{size:g}" height="{size:g}" fill="{fill}" ' \
          f'stroke="#8d7b5a" stroke-width="0.6"/>'
    if strong:
        out += (f'<circle cx="{x + size / 2:g}" cy="{y + size / 2:g}" r="{size / 6:g}" '
                'fill="#fff"/>')
    return out


def _icons_tile(x: float, y: float, icons: tuple[int, ...], size: float, place: str | None,
                ctx: _Ctx, title: str) -> str:
    """A tile of 2 (Decoration) or 4 (Pyramid: TL TR BR BL) icons."""
    out = []
    if len(icons) == 4:
        spots = ((0, 0), (1, 0), (1, 1), (0, 1))
        for (dx, dy), icon in zip(spots, icons, strict=True):
            out.append(_icon_cell(x + dx * size / 2, y + dy * size / 2, icon, size / 2))
        w = h = size
    else:
        for i, icon in enumerate(icons):
            out.append(_icon_cell(x + i * size / 2, y, icon, size / 2))
        w, h = size, size / 2
    out.append(_rect(x, y, w, h, "none", "#4a3a22", 2, place, ctx, 1.5, title))
    return "".join(out)


# -- the Action Boards ---------------------------------------------------------------------------

def _board_origin(position: int) -> tuple[float, float]:
    if position < 4:
        return 10 + position * (BOARD_W + GAP), TOP_Y
    return 10 + (7 - position) * (BOARD_W + GAP), BOTTOM_Y


def _boards(ctx: _Ctx) -> str:
    return "".join(_board(ctx, position, board) for position, board in enumerate(ctx.o["ring"]))


def _board(ctx: _Ctx, position: int, board: int) -> str:
    o = ctx.o
    x, y = _board_origin(position)
    name = D.BOARD_NAMES[board]
    out = [f'<g class="board" data-board="{name}">',
           _rect(x, y, BOARD_W, BOARD_H, "#f4e7c6", "#7a5c2e", 8, f"board-{name}", ctx, 2),
           f'<rect x="{x:g}" y="{y:g}" width="{BOARD_W}" height="24" rx="8" fill="#8a6a3a"/>',
           _text(x + 10, y + 17, tr("{n}. {board}", n=board, board=BOARD_LABELS[board]), "t",
                 "#fff8e6"),
           _text(x + BOARD_W - 10, y + 17, tr("ring {n}", n=position + 1), "xs end", "#fff8e6")]
    # The dice standing on the board (the locked ones sit on their worship space).
    free = [w for w in range(len(o["wboard"])) if o["wboard"][w] == board and o["wlock"][w] < 0]
    for i, w in enumerate(free):
        out.append(_die(ctx, x + 8 + (i % 12) * 27, y + 30 + (i // 12) * 27, w))
    if not free:
        out.append(_text(x + 10, y + 46, N_("no workers"), "xs", "#8a7a5a"))
    inner_y = y + 30 + 27 * max(1, (len(free) + 11) // 12) + 2
    out.append(_board_body(ctx, board, x, inner_y, BOARD_H - (inner_y - y) - 6))
    out.append("</g>")
    return "".join(out)


def _board_body(ctx: _Ctx, board: int, x: float, y: float, h: float) -> str:
    """The printed parts of a board: worship spaces, Discovery slot, and its display."""
    o = ctx.o
    out = []
    if board == D.PALACE:
        for space in range(D.ROYAL_SPACES):
            royal = o["royals"][space]
            bx = x + 8 + space * 108
            name = D.ROYAL_NAMES[royal]
            out.append(_rect(bx, y, 102, 54, "#ead9ae", "#7a5c2e", 5, f"royal-{name}", ctx, 1,
                             tr("Royal tile: {tile}", tile=ROYAL_LABELS[royal])))
            out.append(_text(bx + 51, y + 14, ROYAL_LABELS[royal], "xs mid b"))
            out.append(_worship_die(ctx, bx + 39, y + 22, space))
    elif board in D.SLOT_BOARDS:
        space = next(s for s in range(D.ROYAL_SPACES, D.WORSHIP_SPACES)
                     if D.WORSHIP_BOARDS[s] == board)
        temple = D.PANEL_TEMPLE[board]
        label = tr(WORSHIP_LABELS[temple])
        fill = "#eee" if temple < 0 else TEMPLE_PALE[temple]
        out.append(_rect(x + 8, y, 180, 30, fill, "#7a5c2e", 5, None, ctx, 1,
                         label))
        out.append(_text(x + 14, y + 19, label, "xs"))
        out.append(_worship_die(ctx, x + 160, y + 3, space))
    if board in D.SLOT_BOARDS:
        kind = o["slots"][D.SLOT_BOARDS.index(board)]
        sx, sy = (x + 8, y + 62) if board == D.PALACE else (x + 196, y + 4)
        out.append(_text(sx, sy + 14, N_("Discovery:"), "xs"))
        if kind >= 0:
            out.append(_disc_tile(ctx, sx + 72, sy, kind, 56, 20))
        else:
            out.append(_text(sx + 64, sy + 14, N_("(none)"), "xs", "#8a7a5a"))
        y += 36
    if board in D.RESOURCE_TABLES:
        res = D.BOARD_RESOURCE[board]
        out.append(_text(x + 10, y + 14, tr("Main Action: gain {res} (more with more workers and "
                                            "power)", res=RES_LABELS[res]), "xs"))
    elif board == D.ALCHEMY:
        out.append(_techs(ctx, x + 8, y))
    elif board == D.NOBLES:
        out.append(_nobles(ctx, x + 8, y))
    elif board == D.DECORATIONS:
        out.append(_tile_display(ctx, x + 8, y, o["deco_display"], o["deco_stack"], True))
    elif board == D.CONSTRUCTION:
        out.append(_tile_display(ctx, x + 8, y, o["pyr_display"], o["pyr_stack"], False))
    return "".join(out)


def _worship_die(ctx: _Ctx, x: float, y: float, space: int) -> str:
    w = ctx.o["worship"][space]
    if w < 0:
        return (f'<rect x="{x:g}" y="{y:g}" width="24" height="24" rx="5" fill="none" '
                'stroke="#7a5c2e" stroke-dasharray="3 2"/>')
    return _die(ctx, x, y, w)


def _techs(ctx: _Ctx, x: float, y: float) -> str:
    """The six Technologies: blue, red, green columns; each with cost and owners."""
    o = ctx.o
    out = []
    for i, tech in enumerate(o["tech_display"]):
        row, col = divmod(i, D.TECH_PER_ROW)
        tx, ty = x + col * 108, y + row * 46
        name = D.TECH_NAMES[tech]
        out.append(_rect(tx, ty, 102, 42, TEMPLE_PALE[col], "#7a5c2e", 4, f"tech-{name}", ctx,
                         1, tr("Technology {n}: {tech}", n=f"{D.TECH_NUMBER[tech]:02d}",
                            tech=TECH_LABELS[tech])))
        label = f"{D.TECH_NUMBER[tech]:02d} {translate(TECH_LABELS[tech])}"
        head, _, tail = label.rpartition(" ") if len(label) > 17 else (label, "", "")
        out.append(_text(tx + 4, ty + 12, head, "xs b"))
        out.append(_text(tx + 4, ty + 24, tail, "xs b"))
        out.append(_text(tx + 4, ty + 37, tr("{n} gold", n=D.TECH_COST[tech]), "xs"))
        owners = [c for c in range(ctx.colours) if o["tech_owners"][i] >> c & 1]
        for k, c in enumerate(owners):
            out.append(f'<circle cx="{tx + 94 - k * 13:g}" cy="{ty + 33:g}" r="5.5" '
                       f'fill="{ctx.fill[c]}" stroke="#111"><title>{escape(ctx.name[c])}'
                       '</title></circle>')
            out.append(ctx.symbol(c, tx + 94 - k * 13, ty + 33, 8))
    return "".join(out)


def _nobles(ctx: _Ctx, x: float, y: float) -> str:
    """The three rows of building spaces (VP each) and the Avenue multiplier."""
    o = ctx.o
    out = []
    for r, values in enumerate(D.NOBLES_ROWS):
        ry = y + r * 30
        out.append(_rect(x, ry, 250, 26, "#eadbb5", "#7a5c2e", 4, f"nobles-{NOBLE_ROWS[r]}", ctx,
                         1, tr(NOBLES_ROW_TIPS[r])))
        filled = o["nobles"][r]
        for k, vp in enumerate(values):
            bx = x + 48 + k * 40
            taken = k < filled
            out.append(f'<rect x="{bx:g}" y="{ry + 3:g}" width="34" height="20" rx="3" '
                       f'fill="{"#9b8a6b" if taken else "#fff9e8"}" stroke="#7a5c2e"/>')
            out.append(_text(bx + 17, ry + 17, tr("built") if taken else tr("{n} VP", n=vp), "xs mid",
                             "#fff" if taken else None))
        out.append(_text(x + 4, ry + 17, NOBLE_ROW_LABELS[r], "xs b"))
    multiplier = D.BUILDINGS_ROW[min(o["buildings"], len(D.BUILDINGS_ROW) - 1)]
    out.append(_text(x + 260, y + 18, N_("Avenue"), "xs"))
    out.append(_text(x + 260, y + 32, N_("scores"), "xs"))
    out.append(_text(x + 260, y + 54, f"×{multiplier}", "t"))
    out.append(_text(x + 260, y + 70, tr("{n} built", n=o["buildings"]), "xs"))
    return "".join(out)


def _tile_display(ctx: _Ctx, x: float, y: float, display: list[int], stack: int,
                  deco: bool) -> str:
    out = []
    size = 56
    for i, tile in enumerate(display):
        tx = x + i * (size + 18)
        if tile < 0:
            out.append(f'<rect x="{tx:g}" y="{y:g}" width="{size}" height="{size / (2 if deco else 1):g}" '
                       'fill="none" stroke="#a08a60" stroke-dasharray="3 2"/>')
            continue
        icons = (D.DECORATION_TILES if deco else D.PYRAMID_TILES)[tile]
        chars = "".join(D.ICON_CHARS[i] for i in icons)
        place = f"decotile-{chars}" if deco else f"pyrtile-{i + 1}"
        title = tr("Decoration tile {icons}", icons=chars) if deco else \
            tr("Pyramid tile {n} {icons}", n=i + 1, icons=chars)
        out.append(_icons_tile(tx, y, icons, size, place, ctx, title))
    label = tr("Decoration stack: {n} left", n=stack) if deco else \
        tr("Pyramid stack: {n} left", n=stack)
    out.append(_text(x, y + (size / 2 if deco else size) + 16, label,
                     "xs"))
    return "".join(out)


# -- the Main Board: temples, pyramid, avenue, calendar --------------------------------------------

def _temples(ctx: _Ctx) -> str:
    o = ctx.o
    x0, y0 = 10, MID_Y
    col_w, step_h = 172, 36
    out = []
    majors = {step: i for i, step in enumerate(D.MAJOR_STEPS)}
    for t in range(3):
        x = x0 + t * (col_w + 6)
        name = D.TEMPLE_NAMES[t]
        out.append(_rect(x, y0, col_w, MID_H, TEMPLE_PALE[t], TEMPLE_FILL[t], 6, f"temple-{name}",
                         ctx, 2, TEMPLE_LABELS[t]))
        out.append(_text(x + col_w / 2, y0 + 16, TEMPLE_LABELS[t], "t mid",
                         TEMPLE_FILL[t]))
        for step in range(D.TEMPLE_TOP + 1):
            sy = y0 + 26 + (D.TEMPLE_TOP - step) * step_h + 8
            out.append(f'<rect x="{x + 4:g}" y="{sy:g}" width="{col_w - 8}" height="{step_h - 3}" '
                       f'rx="3" fill="#fffaf0" stroke="{TEMPLE_FILL[t]}" stroke-width="0.8"/>')
            kind, amount = D.TEMPLE_STEPS[t][step]
            if step == D.TEMPLE_BONUS_STEP:
                label = BONUS_LABELS[o["bonuses"][t]]
            elif kind == D.R_NONE:
                label = ""
            else:
                label = tr({D.R_RES: N_("{n} res"), D.R_VP: N_("{n} VP"),
                            D.R_COCOA: N_("{n} cocoa")}[kind], n=amount)
            out.append(_text(x + 8, sy + 13, step, "xs b"))
            out.append(_text(x + 24, sy + 13, label, "xs"))
            pile = majors.get((t, step))
            if pile is not None:
                for k, kind_ in enumerate(o["major"][pile][:5]):
                    out.append(_disc_tile(ctx, x + 8 + k * 32, sy + 16, kind_, 30, 14))
            marks = [c for c in range(ctx.colours) if o["temple"][3 * c + t] == step]
            for k, c in enumerate(marks):
                out.append(f'<circle cx="{x + col_w - 12 - k * 14:g}" cy="{sy + 10:g}" r="6" '
                           f'fill="{ctx.fill[c]}" stroke="#111"><title>{escape(ctx.name[c])}'
                           f'</title></circle>')
                out.append(ctx.symbol(c, x + col_w - 12 - k * 14, sy + 10, 9))
    return "".join(out)


def _pyramid(ctx: _Ctx) -> str:
    """The 8×8 icon grid (the visible top icons), the tiles built on it by level, the buildable
    squares, and the Decoration spaces on its four sides."""
    o = ctx.o
    cell = 42
    gx, gy = 614, MID_Y + 64
    out = [_rect(gx - 62, MID_Y, cell * 8 + 124, MID_H, "#e6d6ae", "#7a5c2e", 8),
           _text(gx - 54, MID_Y + 20, N_("Pyramid"), "t")]
    for i, icon in enumerate(o["grid"]):
        r, c = divmod(i, D.GRID)
        out.append(_icon_cell(gx + c * cell, gy + r * cell, icon, cell))
    built = [p for p, tile in enumerate(o["pyr"]) if tile >= 0]
    for p in built:
        level, i, j, _cells, _support = D.POSITIONS[p]
        x, y = gx + (2 * j + level) * cell, gy + (2 * i + level) * cell
        inset = 1.5 + level
        out.append(f'<rect x="{x + inset:g}" y="{y + inset:g}" width="{2 * cell - 2 * inset:g}" '
                   f'height="{2 * cell - 2 * inset:g}" fill="none" stroke="#3a2a12" '
                   f'stroke-width="{1.5 + level:g}"/>')
        out.append(_text(x + 5 + inset, y + 13 + inset, f"L{level + 1}", "xs b", "#3a2a12"))
    filled = set(built)
    for p, (level, i, j, _cells, support) in enumerate(D.POSITIONS):
        if p in filled or not all(s in filled for s in support):
            continue
        place = f"pyr-{level + 1}-{i + 1}-{j + 1}"
        x, y = gx + (2 * j + level) * cell, gy + (2 * i + level) * cell
        out.append(_rect(x + 2, y + 2, 2 * cell - 4, 2 * cell - 4, "transparent", "#6b5a3e", 3,
                         place, ctx, 0.8, tr("Pyramid level {level}, square {square}", level=level + 1,
                            square=f"{i + 1}{j + 1}"),
                         ' stroke-dasharray="4 3"'))
    out.append(_decorations(ctx, gx, gy, cell))
    return "".join(out)


def _deco_box(side: int, level: int, gx: float, gy: float, cell: float) -> tuple[float, ...]:
    """(x, y, w, h) of a Decoration space: "1" outside the grid, "2".."4" over two cells."""
    if level == 1:
        mid = 4 * cell
        return ((gx + mid - cell, gy - cell * 1.2, 2 * cell, cell * 0.9),
                (gx + 8 * cell + cell * 0.3, gy + mid - cell, cell * 0.9, 2 * cell),
                (gx + mid - cell, gy + 8 * cell + cell * 0.3, 2 * cell, cell * 0.9),
                (gx - cell * 1.2, gy + mid - cell, cell * 0.9, 2 * cell))[side]
    cells = D.DECO_CELLS[4 * side + level - 1]
    rows = [c // D.GRID for c in cells]
    cols = [c % D.GRID for c in cells]
    return (gx + min(cols) * cell, gy + min(rows) * cell,
            (max(cols) - min(cols) + 1) * cell, (max(rows) - min(rows) + 1) * cell)


def _decorations(ctx: _Ctx, gx: float, gy: float, cell: float) -> str:
    out = []
    for space in range(D.DECO_SPACES):
        side, level = divmod(space, 4)
        level += 1
        x, y, w, h = _deco_box(side, level, gx, gy, cell)
        place = f"deco-{D.DECO_SIDE_NAMES[side]}-{level}"
        tile = ctx.o["deco"][space]
        title = tr("Decoration space {side} {n}", side=DECO_SIDES[side], n=level)
        if tile >= 0:
            icons = D.DECORATION_TILES[tile]
            chars = "".join(D.ICON_CHARS[i] for i in icons)
            out.append(f'<g data-deco="{place}">')
            vertical = h > w
            for k, icon in enumerate(icons if side in (0, 1) else icons[::-1]):
                ix = x + (0 if vertical else k * w / 2)
                iy = y + (k * h / 2 if vertical else 0)
                iw, ih = (w, h / 2) if vertical else (w / 2, h)
                kind = icon & 3
                fill = ICON_STRONG[kind] if icon & D.COLOURED and kind else ICON_FILL[kind]
                out.append(f'<rect x="{ix + 2:g}" y="{iy + 2:g}" width="{iw - 4:g}" '
                           f'height="{ih - 4:g}" fill="{fill}" stroke="#fff" stroke-width="2"/>')
            out.append(_rect(x, y, w, h, "none", "#f5d76e", 2, place, ctx, 3,
                             tr("{title}: Decoration {icons}", title=title, icons=chars)))
            out.append("</g>")
        else:
            fill = "transparent" if level > 1 else "#f0e6cc"
            out.append(_rect(x + 1, y + 1, w - 2, h - 2, fill, "#b08a2e", 2, place, ctx, 1,
                             title, ' stroke-dasharray="2 2"'))
            if level == 1:
                printed = "".join(D.ICON_CHARS[i] for i in D.DECO_PRINTED[side])
                out.append(_text(x + w / 2, y + h / 2 + 4, printed, "xs mid"))
    return "".join(out)


def _track(ctx: _Ctx, x: float, y: float, steps: int, values: list[int], title: str,
           cw: float = 38, marks: dict[int, list[str]] | None = None) -> str:
    """A numbered track with colour markers (values indexed by colour)."""
    out = [_text(x, y - 6, title, "s b")]
    for step in range(steps):
        sx = x + step * cw
        out.append(f'<rect x="{sx:g}" y="{y:g}" width="{cw - 2:g}" height="34" rx="3" '
                   'fill="#fffaf0" stroke="#7a5c2e" stroke-width="0.8"/>')
        out.append(_text(sx + 3, y + 11, step, "xs"))
        for k, extra in enumerate((marks or {}).get(step, [])):
            out.append(extra.format(x=sx, y=y, k=k))
    for c in range(ctx.colours):
        step = values[c]
        if 0 <= step < steps:
            k = sum(1 for d in range(c) if values[d] == step)
            cx = x + step * cw + 8 + (k % 3) * 10
            cy = y + 18 + (k // 3) * 10
            out.append(f'<circle cx="{cx:g}" cy="{cy:g}" r="5" fill="{ctx.fill[c]}" '
                       f'stroke="#111"><title>{escape(ctx.name[c])}: {step}</title></circle>')
            out.append(ctx.symbol(c, cx, cy, 8))
    return "".join(out)


def _avenue_and_calendar(ctx: _Ctx) -> str:
    o = ctx.o
    x, y = 1034, MID_Y
    out = [_rect(x - 8, y, WIDTH - x - 2, MID_H, "#e9dcbc", "#7a5c2e", 8)]
    out.append(_text(x, y + 20, N_("Avenue of the Dead"), "t"))
    out.append(_track(ctx, x, y + 34, D.AVENUE_MAX + 1, o["avenue"], "", 32))
    for i, step in enumerate(D.AVENUE_STEPS):
        for k, kind in enumerate(o["avenue_tiles"][i]):
            out.append(_disc_tile(ctx, x + step * 32 - 2, y + 72 + k * 17, kind, 34, 15))
    out.append(_track(ctx, x, y + 160, D.PYRAMID_TRACK_MAX + 1, o["ptrack"], N_("Pyramid track"), 32))
    # The calendar: the light disc walks to the dark disc; meeting = Eclipse.
    light, dark = o["light"], o["dark"]
    cy = y + 240
    out.append(_text(x, cy - 8, N_("Calendar"), "s b"))
    for step in range(13):
        sx = x + step * 24
        out.append(f'<rect x="{sx:g}" y="{cy:g}" width="22" height="22" rx="3" '
                   f'fill="{"#d8c9a2" if step > dark else "#fffaf0"}" stroke="#7a5c2e" '
                   'stroke-width="0.8"/>')
        out.append(_text(sx + 11, cy + 34, step, "xs mid"))
    dark_tip = escape(tr("dark disc: {n}", n=dark))
    light_tip = escape(tr("light disc: {n}", n=light))
    out.append(f'<circle cx="{x + dark * 24 + 11:g}" cy="{cy + 11:g}" r="9" fill="#222">'
               f'<title>{dark_tip}</title></circle>')
    out.append(f'<circle cx="{x + light * 24 + 11:g}" cy="{cy + 11:g}" r="6" fill="#fff" '
               f'stroke="#111"><title>{light_tip}</title></circle>')
    era = min(o["eclipses"] + 1, D.ECLIPSES)
    lines = [tr("Era {era} of {eras} — Eclipses scored: {n}", era=era, eras=D.ECLIPSES,
                n=o["eclipses"]),
             tr("light disc {light}, dark disc {dark}", light=light, dark=dark)]
    if o.get("countdown", -1) >= 0:
        lines.append(tr("Eclipse due (final)") if o.get("final") else tr("Eclipse due"))
    if o.get("completed"):
        lines.append("Pyramid completed")
    for k, line in enumerate(lines):
        out.append(_text(x, cy + 58 + k * 16, line, "s"))
    return "".join(out)


# -- the players --------------------------------------------------------------------------------

def _players(ctx: _Ctx) -> str:
    out = []
    panels = list(range(ctx.colours))
    for k, c in enumerate(panels):
        x = 10 + k * (BOARD_W + GAP)
        out.append(_player(ctx, c, x, PLAYERS_Y))
    k = len(panels)
    if ctx.bot >= 0:
        out.append(_teotibot(ctx, 10 + k * (BOARD_W + GAP), PLAYERS_Y))
        k += 1
    neutrals = [c for c in range(ctx.colours, ctx.ncol)]
    if neutrals and k < 4:
        x = 10 + k * (BOARD_W + GAP)
        out.append(_rect(x, PLAYERS_Y, BOARD_W, 60, "#efe9dc", "#999", 6))
        out.append(_text(x + 10, PLAYERS_Y + 20, N_("Neutral dice (block boards)"), "s b"))
        for i, c in enumerate(neutrals):
            out.append(f'<rect x="{x + 10 + i * 110:g}" y="{PLAYERS_Y + 30}" width="18" '
                       f'height="18" rx="4" fill="{ctx.fill[c]}" stroke="#111"/>')
            out.append(_text(x + 34 + i * 110, PLAYERS_Y + 44, ctx.name[c].split()[-1], "s"))
    return "".join(out)


def _player(ctx: _Ctx, c: int, x: float, y: float) -> str:
    o = ctx.o
    cls = ' class="current"' if c == ctx.current else ""
    you = tr(" (you)") if c == ctx.seat else ""
    order = tr("first") if c == 0 else (tr("last") if c == ctx.colours - 1 else f"#{c + 1}")
    out = [f'<g data-seat="{c}"{cls}>',
           _rect(x, y, BOARD_W, PANEL_H, "#fbf6ea", "#7a5c2e", 8),
           f'<rect x="{x:g}" y="{y:g}" width="14" height="{PANEL_H}" rx="6" fill="{ctx.fill[c]}" '
           'stroke="#111"/>',
           _text(x + 22, y + 18, f"{ctx.name[c]}{you}", "t"),
           _text(x + BOARD_W - 10, y + 18, tr("{n} VP", n=o["vp"][c]), "t end"),
           _text(x + 22, y + 34, tr("order: {order}", order=order), "xs")]
    res = o["res"][3 * c:3 * c + 3]
    stock = tr("cocoa {cocoa}   wood {wood}   stone {stone}   gold {gold}", cocoa=o["cocoa"][c],
               wood=res[0], stone=res[1], gold=res[2])
    out.append(_text(x + 22, y + 52, stock, "s"))
    # Dice off the ring (in hand / on the starting circle).
    off = [w for w in range(4 * c, 4 * c + 4) if o["wboard"][w] <= 0]
    out.append(_text(x + 22, y + 74, tr("off board:") if off else tr("all workers on boards"),
                     "xs"))
    for i, w in enumerate(off):
        out.append(_die(ctx, x + 86 + i * 28, y + 58, w, 22))
    techs = [TECH_LABELS[o["tech_display"][i]] for i in range(D.TECH_DISPLAY)
             if o["techs"][c] >> i & 1]
    out.append(_text(x + 22, y + 98, tr("Tech: {techs}", techs=join(techs) if techs else "—"),
                     "xs"))
    kinds = [k for k in range(D.DISCOVERY_KINDS) if o["disc"][D.DISCOVERY_KINDS * c + k]]
    used = sum(o["used"][D.DISCOVERY_KINDS * c:D.DISCOVERY_KINDS * (c + 1)])
    out.append(_text(x + 22, y + 116, tr("Discovery tiles (used {n}):", n=used)
                     + ("" if kinds else " —"), "xs"))
    for i, k in enumerate(kinds[:14]):
        n = o["disc"][D.DISCOVERY_KINDS * c + k]
        tx, ty = x + 22 + (i % 7) * 44, y + 122 + (i // 7) * 22
        place = f"own-{D.DISCOVERY_NAMES[k]}" if c == ctx.current else None
        out.append(_rect(tx, ty, 42, 19, "#e9d7a8" if k < D.MASK_KINDS else "#f3ead2",
                         "#7a5c2e", 3, place, ctx, 1, DISC_LABELS[k]))
        out.append(_text(tx + 21, ty + 13, translate(DISC_SHORT[k]) + (f"×{n}" if n > 1 else ""),
                         "xs mid"))
    masks = sum(1 for k in range(D.MASK_KINDS) if o["disc"][D.DISCOVERY_KINDS * c + k])
    if masks:
        out.append(_text(x + BOARD_W - 10, y + 116, tr("masks: {n} different (set worth {vp} VP)",
                                                      n=masks, vp=D.MASK_SET_VP[masks]),
                         "xs end"))
    out.append(_start_tiles(ctx, c, x, y + 172))
    out.append("</g>")
    return "".join(out)


def _start_tiles(ctx: _Ctx, c: int, x: float, y: float) -> str:
    """A seat's Starting tiles: named when the observation lists them, else only counted."""
    hands = ctx.o.get("start_tiles") or []
    hand = hands[c] if c < len(hands) else []
    if isinstance(hand, int):
        return _text(x + 22, y + 12, ntr("{n} hidden Starting tile", "{n} hidden Starting tiles",
                                         hand) if hand else "", "xs")
    out = []
    if hand:
        out.append(_text(x + 22, y + 12, N_("Starting:"), "xs"))
    for i, t in enumerate(hand):
        tile = t if t >= 0 else -1 - t
        tx = x + 80 + i * 62
        label = tr("S{n} kept", n=tile + 1) if t < 0 else f"S{tile + 1}"
        out.append(_rect(tx, y, 58, 18, "#d9ead3" if t < 0 else "#f3ead2", "#7a5c2e", 3,
                         f"start-{tile + 1}", ctx, 1, _start_text(ctx, tile)))
        out.append(_text(tx + 29, y + 13, label, "xs mid"))
    return "".join(out)


def _start_text(ctx: _Ctx, tile: int) -> str:
    info = D.START_TILES[tile]
    parts = [tr(words, n=n) for n, words in zip(info[:5], START_GAINS, strict=True) if n]
    parts += [tr(TEMPLE_STEP_LABELS[t]) for t in info[D.ST_TEMPLES]]
    if info[D.ST_AVENUE]:
        parts.append(tr("+1 Avenue"))
    if info[D.ST_POWERUPS]:
        parts.append(tr("power-up"))
    if info[D.ST_TECH]:
        parts.append(tr("free Technology"))
    draws = ctx.o.get("start_draws") or []
    if info[D.ST_DISCOVERY]:
        drawn = draws[tile] if tile < len(draws) else None
        parts.append(tr("Discovery {tile}", tile=DISC_LABELS[drawn])
                     if drawn is not None and drawn >= 0 else tr("Discovery"))
    boards = join((BOARD_LABELS[b] for b in info[D.ST_BOARDS]), " / ")
    return tr("Starting tile S{n}: {parts}; workers on {boards}", n=tile + 1, parts=join(parts),
              boards=boards)


def _draft(ctx: _Ctx, y: float) -> str:
    draft = ctx.o.get("draft") or []
    if not draft:
        return ""
    out = [_text(10, y + 14, N_("Starting tiles to draft:"), "s b")]
    for i, tile in enumerate(draft):
        tx = 180 + i * 120
        out.append(_rect(tx, y, 112, 22, "#f3ead2", "#7a5c2e", 3, f"start-{tile + 1}", ctx, 1,
                         _start_text(ctx, tile)))
        boards = join((BOARD_SHORT[b] for b in D.START_TILES[tile][D.ST_BOARDS]), "/")
        out.append(_text(tx + 56, y + 15, f"S{tile + 1} {boards}", "xs mid"))
    return "".join(out)


def _teotibot(ctx: _Ctx, x: float, y: float) -> str:
    """The Teotibot's action pyramid (slot 1 on top; the dice sums that trigger each slot),
    its spare tile and the two Direction tiles."""
    bot = ctx.o["teotibot"]
    out = [_rect(x, y, BOARD_W, PANEL_H, "#efe9f6", "#5b4a7a", 8),
           _text(x + 10, y + 18, N_("Teotibot action pyramid"), "t")]
    sums: dict[int, list[int]] = {}
    for total, slot in enumerate(D.DICE_SLOT):
        if slot:
            sums.setdefault(slot, []).append(total)
    rows = ((1,), (2, 3), (4, 5, 6))
    roll = bot.get("last_roll") or [0, 0]
    rolled = D.DICE_SLOT[sum(roll)] if roll[0] else 0
    for r, slots in enumerate(rows):
        for k, slot in enumerate(slots):
            tx = x + BOARD_W / 2 - len(slots) * 52 + k * 104 + 2
            ty = y + 28 + r * 40
            name = NP_("bot tile", bot["pyramid"][slot - 1])
            got = sums.get(slot)
            dice = f"{got[0]}–{got[-1]}" if got else "—"
            out.append(_rect(tx, ty, 100, 36, "#fff" if slot != rolled else "#ffe2a8", "#5b4a7a",
                             4, None, ctx, 1.5 if slot == rolled else 1))
            out.append(_text(tx + 50, ty + 15, name, "xs mid b"))
            out.append(_text(tx + 50, ty + 29, tr("dice {dice}", dice=dice), "xs mid"))
    spare = NP_("bot tile", bot["spare"])
    out.append(_text(x + 10, y + 160, tr("Spare: {tile}", tile=spare), "xs"))
    arrows = {"UL": "↖", "UR": "↗"}
    dirs = ", ".join(arrows.get(d, d) + " " + d for d in bot.get("directions", []))
    out.append(_text(x + 10, y + 176, tr("Direction tiles: {dirs}", dirs=dirs), "xs"))
    out.append(_text(x + 10, y + 192, f"last roll: {roll[0]} + {roll[1]}" if roll[0]
                     else "no roll yet", "xs"))
    return "".join(out)


# -- the whole board ----------------------------------------------------------------------------

def _header(ctx: _Ctx) -> str:
    view = ctx.view
    if view.get("is_terminal"):
        scores = view.get("scores") or []
        who = tr("Game over — {scores}", scores=", ".join(
            f"{ctx.name[c]} {s}" for c, s in enumerate(scores) if c < len(ctx.name)))
    elif 0 <= ctx.current < len(ctx.name):
        who = tr("{name} to play", name=ctx.name[ctx.current])
    else:
        who = ""
    viewer = tr("spectator") if ctx.seat is None else \
        tr("viewing as {name}", name=ctx.name[ctx.seat])
    return (_text(10, 26, N_("Teotihuacan: City of Gods"), "t", extra=' font-size="18"')
            + _text(260, 26, who, "t") + _text(WIDTH - 10, 26, viewer, "s end"))


def draw(view: dict) -> str:
    """The board as an <svg> string (viewBox set, width 100%, no external resources)."""
    ctx = _Ctx(view)
    height = PLAYERS_Y + PANEL_H + (40 if ctx.o.get("draft") else 10)
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" class="tb board teotihuacan" '
             f'viewBox="0 0 {WIDTH} {height}" width="100%" role="img" '
             f'aria-label="Teotihuacan board">', _STYLE,
             f'<rect x="0" y="0" width="{WIDTH}" height="{height}" fill="#d9c9a0"/>',
             _header(ctx)]
    if ctx.o.get("ring"):
        parts += [_boards(ctx), _temples(ctx), _pyramid(ctx), _avenue_and_calendar(ctx),
                  _players(ctx), _draft(ctx, PLAYERS_Y + PANEL_H + 8)]
    parts.append("</svg>")
    return "".join(parts)
