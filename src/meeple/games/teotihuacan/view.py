"""The terminal view of a Teotihuacan position (`state.render()`)."""

from __future__ import annotations

import textwrap
from typing import TYPE_CHECKING

from meeple.core.errors import BadOption
from meeple.core.i18n import N_, NP_, _, join, ntr, tr, translate
from meeple.games.teotihuacan import data as D

if TYPE_CHECKING:
    from meeple.games.teotihuacan.state import TeotihuacanState


SECTIONS = ("boards", "pyramid", "temples", "avenue", "tech", "players")
ICON_NOTE = N_("(Icons: b/r/g blue/red/green, upper case coloured: a temple step when matched.)")
WIDTH = 100  # every line of every view fits a terminal this wide
LEGEND = (N_("Legend: dice = colour letter (R Red, B Blue, Y Yellow, K Black) + power; * = locked "
             "on worship."), N_("Icons: b/r/g = blue/red/green; upper case = coloured (a temple "
                                "step when matched); - = blank."))


def sections(s: TeotihuacanState) -> list[str]:
    return list(SECTIONS) + (["teotibot"] if s.bot >= 0 else [])


def render(s: TeotihuacanState, player: int | None = None, section: str | None = None) -> str:
    """None: the compact board (≤ 22 lines); "full": every section; or one named section."""
    if section is None:
        return _lines(_compact(s, player))
    makers = {"boards": lambda: _ring(s), "pyramid": lambda: _pyramid(s),
              "temples": lambda: _temples(s), "avenue": lambda: _avenue(s),
              "tech": lambda: _tech(s), "players": lambda: _players(s, player),
              "teotibot": lambda: _teotibot(s)}
    if section == "full":
        lines = [_header(s, player)]
        for name in sections(s):
            lines += ["", *makers[name]()]
        return _lines([*lines, "", *(_(line) for line in LEGEND)])
    if section not in makers or (section == "teotibot" and s.bot < 0):
        raise BadOption(f"teotihuacan: no render section {section!r}; sections: "
                        f"{', '.join(sections(s))}, full, or None (compact)")
    return _lines(makers[section]())


def _lines(lines: list[str]) -> str:
    """The lines, each cut to WIDTH columns at spaces (a translation may be longer)."""
    return "\n".join(part for line in lines for part in _fit(str(line)))


def _colour(c: int) -> str:
    return D.COLOUR_LETTERS[c]


def _name(s: TeotihuacanState, c: int) -> str:
    """A colour's name: the seat's colour, the Teotibot, or a neutral colour."""
    if c == s.bot:
        return tr("Teotibot ({colour})", colour=D.COLOUR_NAMES[c])
    return translate(D.COLOUR_NAMES[c]) if c < s.nplay else \
        tr("neutral {colour}", colour=D.COLOUR_NAMES[c])


def _disc(kind: int) -> str:
    return translate(D.DISCOVERY_TITLES[kind]) if kind >= 0 else "-"


def _header(s: TeotihuacanState, viewer: int | None) -> str:
    era = min(s.eclipses + 1, D.ECLIPSES)
    due = ""
    if s.countdown >= 0:
        due = tr(" ECLIPSE DUE (final);") if s._is_final() else tr(" ECLIPSE DUE;")
    if s.over:
        who = tr("game over")
    else:
        seat = s.current_player()
        who = tr("{name} to play (you)", name=_name(s, seat)) if seat == viewer else \
            tr("{name} to play", name=_name(s, seat))
    return tr("Teotihuacan — era {era}/{eras}, calendar light {light} / dark {dark};{due} {who}",
              era=era, eras=D.ECLIPSES, light=s.light, dark=s.dark, due=due, who=who)


def _compact(s: TeotihuacanState, viewer: int | None) -> list[str]:
    """Header, the ring with its dice, temples, tracks, one or two lines per colour."""
    lines = [_header(s, viewer)]
    cells = []
    for position, board in enumerate(s.ring):
        dice = _dice_on(s, board)
        cells.append(f"{position + 1} {translate(D.BOARD_TITLES[board])}: {dice or '-'}")
    lines += _pack(translate(tr("Boards: ")), cells)
    temples = " | ".join(f"{translate(D.TEMPLE_NAMES[t])} " + " ".join(
        f"{_colour(p)}{s.temple[3 * p + t]}" for p in range(s.nplay)) for t in range(3))
    lines.append(tr("Temples (step 0-{top}): {temples}", top=D.TEMPLE_TOP, temples=temples))
    lines.append(tr("Avenue (0-9): {avenue} | Pyramid track: {track} | Pyramid {tiles}/{all} "
                    "tiles, {decos}/{spaces} decorations",
                    avenue=" ".join(f"{_colour(p)}{s.avenue[p]}" for p in range(s.nplay)),
                    track=" ".join(f"{_colour(p)}{s.ptrack[p]}" for p in range(s.nplay)),
                    tiles=sum(1 for t in s.pyr if t >= 0), all=D.PYRAMID_POSITIONS,
                    decos=sum(1 for t in s.deco if t >= 0), spaces=D.DECO_SPACES))
    for p in range(s.nplay):
        lines += _player_lines(s, p, viewer, compact=True)
    if viewer is not None:
        lines += _hand_lines(s, viewer, viewer)
    if s.draft:
        lines.append(tr("Starting tiles to draft: {tiles} (see the players section)",
                        tiles=" ".join(f"S{t + 1}" for t in s.draft)))
    if s.ncol > s.nplay:
        lines.append(_neutrals(s))
    if s.bot >= 0:
        slots = [f"{i + 1} {translate(D.BOT_TILE_NAMES[t])}" for i, t in enumerate(s.apyr)]
        slots[D.SPARE] = tr("spare {tile}", tile=D.BOT_TILE_NAMES[s.apyr[D.SPARE]])
        lines += _pack(translate(tr("Teotibot action pyramid: ")), slots)
    lines.append(tr("Sections: {sections} full. Dice: colour + power, * locked.",
                    sections=" ".join(sections(s))))
    return lines


def _pack(head: str, cells: list[str], sep: str = " | ") -> list[str]:
    """`cells` after `head`, as few lines of at most WIDTH columns as they fit in."""
    lines = [head]
    for cell in cells:
        if lines[-1] not in (head, " " * len(head)) and len(lines[-1] + sep + cell) > WIDTH:
            lines.append(" " * len(head))
        lines[-1] += (sep if lines[-1] not in (head, " " * len(head)) else "") + cell
    return lines


def _neutrals(s: TeotihuacanState) -> str:
    names = ", ".join(f"{translate(D.COLOUR_NAMES[c])} [{_colour(c)}]"
                      for c in range(s.nplay, s.ncol))
    return tr("Neutral colours: {names} (their dice count as colours)", names=names)


def _dice_on(s: TeotihuacanState, board: int) -> str:
    """The dice on a board: general area, then the locked ones (*)."""
    free = [f"{_colour(w // 4)}{s.wpower[w]}" for w in range(len(s.wboard))
            if s.wboard[w] == board and s.wlock[w] < 0]
    locked = [f"*{_colour(w // 4)}{s.wpower[w]}" for w in range(len(s.wboard))
              if s.wboard[w] == board and s.wlock[w] >= 0]
    return " ".join(free + locked)


def _ring(s: TeotihuacanState) -> list[str]:
    out = [_("Action Boards, clockwise from the Palace (dice: colour+power, * locked on worship):")]
    for position, board in enumerate(s.ring):
        extra: list[str] = []
        royals: list[str] = []
        for space in range(D.WORSHIP_SPACES):
            if D.WORSHIP_BOARDS[space] != board:
                continue
            w = s.worship[space]
            who = f"*{_colour(w // 4)}{s.wpower[w]}" if w >= 0 else _("free")
            if board == D.PALACE:
                royals.append(tr("      Royal tile {tile}: {who}",
                                 tile=D.ROYAL_TITLES[s.royals[space]], who=who))
            else:
                extra.append(tr("worship: {who}", who=who))
        if board in D.SLOT_BOARDS:
            extra.append(tr("tile: {tile}", tile=_disc(s.slots[D.SLOT_BOARDS.index(board)])))
        free = " ".join(f"{_colour(w // 4)}{s.wpower[w]}" for w in range(len(s.wboard))
                        if s.wboard[w] == board and s.wlock[w] < 0)
        out.append(f" {position + 1}. {translate(D.BOARD_TITLES[board]):<13} {free or '-':<16} "
                   + "; ".join(extra))
        out += royals + _board_details(s, board)
    return out


def _board_details(s: TeotihuacanState, board: int) -> list[str]:
    """The lines under a board: the Buildings rows (Nobles), the tile displays."""
    if board == D.NOBLES:
        rows = [f"{translate(_ROWS[r])} {len(D.NOBLES_ROWS[r]) - s._row_space(r)}"
                f"/{len(D.NOBLES_ROWS[r])}"
                + (tr(" (next {n} VP)", n=D.NOBLES_ROWS[r][s.nobles[r]]) if s._row_space(r)
                   else "") for r in range(3)]
        return [tr("      rows {rows}; Avenue multiplier {n}", rows=", ".join(rows),
                   n=D.BUILDINGS_ROW[s.buildings])]
    if board == D.DECORATIONS:
        return [_display(N_("      Decoration tiles {tiles} (stack {n})"), s.deco_display,
                         s.deco_stack, D.DECORATION_TILES)]
    if board == D.CONSTRUCTION:
        return [_display(N_("      Pyramid tiles {tiles} (stack {n})"), s.pyr_display,
                         s.pyr_stack, D.PYRAMID_TILES)]
    return []


def _tech(s: TeotihuacanState) -> list[str]:
    """The Technology display on Alchemy: name, gold cost, owners; columns = temples."""
    out = [_("Technologies on Alchemy (columns: blue, red, green temple; owners' letters):")]
    for row in range(0, D.TECH_DISPLAY, D.TECH_PER_ROW):
        out.append("  " + " | ".join(_tech_cell(s, i) for i in range(row, row + D.TECH_PER_ROW)))
    return out


def _tech_cell(s: TeotihuacanState, index: int) -> str:
    owners = "".join(_colour(p) for p in range(s.nplay) if s.tech_owners[index] >> p & 1)
    tech = s.tech_display[index]
    return tr("{tech} ({n} gold) {owners}", tech=D.TECH_TITLES[tech], n=D.TECH_COST[tech],
              owners=owners or "-")


def _display(words: str, display: list[int], stack: list[int], tiles: tuple) -> str:
    """A row of face-up tiles (Decoration or Pyramid) and the size of its stack."""
    empty = _("(empty)")
    shown = " ".join(f"{i + 1}:{_icons(tiles[t])}" if t >= 0 else f"{i + 1}:{empty}"
                     for i, t in enumerate(display))
    return tr(words, tiles=shown, n=len(stack))


def _icons(icons: tuple[int, ...]) -> str:
    return "".join(D.ICON_CHARS[i] for i in icons)


_ROWS = (NP_("row", "top"), NP_("row", "middle"), NP_("row", "bottom"))
_SIDES = (NP_("side", "top"), NP_("side", "right"), NP_("side", "bottom"), NP_("side", "left"))
_TEMPLE_LINES = (N_("Temple blue  {marks}   bonus tile (step 10): {bonus}"),
                 N_("Temple red   {marks}   bonus tile (step 10): {bonus}"),
                 N_("Temple green {marks}   bonus tile (step 10): {bonus}"))
# A temple step's reward letter: resource, VP, cocoa (a context: one letter is a common word).
_STEP_LETTERS = {D.R_RES: NP_("temple step", "r"), D.R_VP: NP_("temple step", "vp"),
                 D.R_COCOA: NP_("temple step", "c")}


def _temples(s: TeotihuacanState) -> list[str]:
    """Each temple: the markers, the bonus tile (step 10), and the steps' rewards (a major
    step shows its Discovery tiles, or the printed reward once they are gone)."""
    out = []
    for t in range(3):
        marks = " ".join(f"{_colour(p)}{s.temple[3 * p + t]}" for p in range(s.nplay))
        steps = []
        for step in range(1, D.TEMPLE_TOP + 1):
            kind, amount = D.TEMPLE_STEPS[t][step]
            text = _("bonus") if step == D.TEMPLE_BONUS_STEP else f"{amount}{translate(_STEP_LETTERS[kind])}"
            pile = next((s.major[i] for i, (tt, st) in enumerate(D.MAJOR_STEPS)
                         if tt == t and st == step), None)
            if pile:
                text = tr("[{n} tiles or {reward}]", n=len(pile), reward=text)
            steps.append(f"{step}:{text}")
        out.append(tr(_TEMPLE_LINES[t], marks=marks, bonus=D.BONUS_TITLES[s.bonuses[t]]))
        out.append(tr("    steps {steps}", steps=" ".join(steps)))
        for i, (tt, st) in enumerate(D.MAJOR_STEPS):
            if tt == t and s.major[i]:
                out.append(tr("    step {n} tiles: {tiles}", n=st,
                              tiles=", ".join(_disc(k) for k in s.major[i])))
    out.append(_("    (r = a resource of your choice, c = cocoa, vp = VP; the top step holds one "
                 "player)"))
    return out


def _avenue(s: TeotihuacanState) -> list[str]:
    marks = " ".join(f"{_colour(p)}{s.avenue[p]}" for p in range(s.nplay))
    out = [tr("Avenue of the Dead (0-{n}): {marks}", n=D.AVENUE_MAX, marks=marks)]
    for i, step in enumerate(D.AVENUE_STEPS):
        out.append(tr("    step {n}: {tiles}", n=step,
                      tiles=", ".join(_disc(k) for k in s.avenue_tiles[i]) or "-"))
    track = " ".join(f"{_colour(p)}{s.ptrack[p]}" for p in range(s.nplay))
    out.append(tr("Pyramid track (0-{n}): {track}", n=D.PYRAMID_TRACK_MAX, track=track))
    return out


def _pyramid(s: TeotihuacanState) -> list[str]:
    """The icon grid beside the height of each cell, and the map of squares by level that
    the notation `at L:RC` names (level L, row R, column C)."""
    height = [0] * (D.GRID * D.GRID)
    for position, tile in enumerate(s.pyr):
        if tile >= 0:
            level = D.POSITIONS[position][0]
            for cell in D.POSITIONS[position][3]:
                height[cell] = max(height[cell], level + 1)
    decos = " ".join(f"{translate(_SIDES[sp // 4])} {sp % 4 + 1}={_icons(D.DECORATION_TILES[t])}"
                     for sp, t in enumerate(s.deco) if t >= 0)
    out = [_("Pyramid: icons (columns 1-8) | height of each cell"), "     12345678"]
    for r in range(D.GRID):
        row = range(D.GRID * r, D.GRID * (r + 1))
        icons = "".join(D.ICON_CHARS[s.grid[cell]] for cell in row)
        levels = "".join(str(height[cell]) for cell in row)
        out.append(f"  {r + 1}  {icons}   |   {levels}")
    out.append(_("Squares by level for `at L:RC` (# built, . open, rows down, columns across):"))
    maps = []
    for level in range(4):
        side = D.LEVEL_SIDE[level]
        first = D.LEVEL_START[level]
        rows = ["".join("#" if s.pyr[first + i * side + j] >= 0 else "." for j in range(side))
                for i in range(side)]
        maps.append([f"L{level + 1} " + "".join(str(j + 1) for j in range(side))]
                    + [f" {i + 1} {rows[i]}" for i in range(side)])
    for i in range(5):
        out.append("  " + "   ".join(f"{m[i] if i < len(m) else '':<7}" for m in maps))
    out.append(tr("Decorations: {decos}", decos=decos or _("none yet")))
    return out


def _player_lines(s: TeotihuacanState, p: int, viewer: int | None,
                  compact: bool = False) -> list[str]:
    """A colour's stocks, then its dice; then (not `compact`) its Technologies and tiles."""
    base = 3 * p
    techs = [translate(D.TECH_TITLES[s.tech_display[i]]) for i in range(D.TECH_DISPLAY)
             if s.techs[p] >> i & 1]
    dbase = D.DISCOVERY_KINDS * p
    tiles = [f"{_disc(k)} x{s.disc[dbase + k]}" if s.disc[dbase + k] > 1
             else _disc(k) for k in range(D.DISCOVERY_KINDS) if s.disc[dbase + k]]
    dice = []
    for w in range(4 * p, 4 * p + 4):
        b = s.wboard[w]
        where = translate(_("circle") if b == 0 else (_("hand") if b < 0 else D.BOARD_TITLES[b]))
        dice.append(f"{where} {s.wpower[w]}{'*' if s.wlock[w] >= 0 else ''}")
    order = _("first") if p == 0 else (_("last") if p == s.nplay - 1 else f"#{p + 1}")
    me = _(" (you)") if viewer == p else ""
    head = tr("{name} [{letter}] {order}{me}: {vp} VP, {cocoa} cocoa, wood {wood} stone {stone} "
              "gold {gold}", name=_name(s, p), letter=_colour(p), order=order, me=me,
              vp=s.vp[p], cocoa=s.cocoa[p], wood=s.res[base], stone=s.res[base + 1],
              gold=s.res[base + 2])
    if compact:
        held = sum(s.disc[dbase:dbase + D.DISCOVERY_KINDS])
        return [tr("{head}; {techs} techs, {tiles} tiles", head=head, techs=len(techs),
                   tiles=held), tr("    dice {dice}", dice=", ".join(dice))]
    return [head, tr("    dice {dice}", dice=", ".join(dice)),
            tr("    techs: {techs}", techs=", ".join(techs) or "-"),
            tr("    Discovery tiles: {tiles}", tiles=", ".join(tiles) or "-")]


def _hand_lines(s: TeotihuacanState, p: int, viewer: int | None) -> list[str]:
    """A seat's Starting tiles during setup, if `viewer` sees them (§2.3 step 7)."""
    if p >= s.num_players or not s.start_tiles[p]:
        return []
    seen, open_hands = s._setup_sight(viewer)
    if viewer != p and not open_hands:
        return [tr("      {n} Starting tiles (hidden)", n=len(s.start_tiles[p]))]
    out = []
    for t in s.start_tiles[p]:
        tile = t if t >= 0 else -1 - t
        kept = _(" (kept)") if t < 0 else ""
        out += _fit(f"      S{tile + 1}{kept}: {describe_start_tile(s, tile, tile in seen)}")
    return out


def _draft_lines(s: TeotihuacanState) -> list[str]:
    """The draft display (§7.1), open to all: two tiles a line."""
    if not s.draft:
        return []
    return [_("Starting tiles to draft:")] + [line for t in s.draft for line in
                                              _fit(f"      S{t + 1}: {describe_start_tile(s, t)}")]


def _fit(line: str) -> list[str]:
    """`line` in lines of at most WIDTH columns (a translation may be longer than English)."""
    return textwrap.wrap(line, WIDTH, subsequent_indent=" " * 10, drop_whitespace=False) \
        if len(line) > WIDTH else [line]


def _players(s: TeotihuacanState, viewer: int | None) -> list[str]:
    out = []
    for p in range(s.nplay):
        out += _player_lines(s, p, viewer)
        out += _hand_lines(s, p, viewer)
    out += _draft_lines(s)
    if s.ncol > s.nplay:
        out.append(_neutrals(s))
    return out


def _teotibot(s: TeotihuacanState) -> list[str]:
    """The action pyramid (dice sums above each slot), the spare, the Direction tiles."""
    sums: dict[int, list[int]] = {}
    for total, slot in enumerate(D.DICE_SLOT):
        if slot:
            sums.setdefault(slot, []).append(total)

    def cell(slot: int) -> str:
        rolled = sums.get(slot)
        label = f"{rolled[0]}-{rolled[-1]}" if rolled else "--"
        return f"[{label} {translate(D.BOT_TILE_NAMES[s.apyr[slot - 1]])}]"

    roll = tr("last roll {a}+{b}", a=s.roll[0], b=s.roll[1]) if s.roll[0] else _("no roll yet")
    width = 72
    out = [tr("Teotibot action pyramid (dice sum → tile; {roll}):", roll=roll)]
    out.append(cell(1).center(width))
    out.append((cell(2) + "   " + cell(3)).center(width))
    out.append((cell(4) + "  " + cell(5) + "  " + cell(6)).center(width))
    arrows = {D.DIR_UL: _("UL ↖ (lower right slides up)"),
              D.DIR_UR: _("UR ↗ (lower left slides up)")}
    out.append(tr("  spare: {tile}", tile=D.BOT_TILE_NAMES[s.apyr[D.SPARE]]))
    out.append(tr("  Direction tiles: top {top}, bottom {bottom}", top=arrows[s.dirs[0]],
                  bottom=arrows[s.dirs[1]]))
    diff = ", ".join(f"{name} {value:+d}" for name, value in
                     zip(D.DIFFICULTY_OPTIONS, s.bot_diff, strict=True) if value)
    level = _(s.options["difficulty"])
    out.append(tr("  difficulty {level} ({diff})", level=level, diff=diff) if diff else
               tr("  difficulty {level}", level=level))
    out.append(tr("  you win only with more VP than the Teotibot ({you} vs {bot})", you=s.vp[0],
                  bot=s.vp[s.bot]))
    return out


def describe_start_tile(s: TeotihuacanState, tile: int, shown: bool = True) -> str:
    """A Starting tile's benefits and boards, with its drawn Discovery tile if any (and if
    `shown` to the viewer)."""
    info = D.START_TILES[tile]
    parts = []
    for amount, words in ((info[D.ST_COCOA], N_("{n} cocoa")), (info[D.ST_WOOD], N_("{n} wood")),
                          (info[D.ST_STONE], N_("{n} stone")), (info[D.ST_GOLD], N_("{n} gold")),
                          (info[D.ST_ANY], N_("{n} any resource"))):
        if amount:
            parts.append(tr(words, n=amount))
    parts += [tr(_TEMPLE_STEP[t]) for t in info[D.ST_TEMPLES]]
    if info[D.ST_AVENUE]:
        parts.append(tr("+1 Avenue"))
    if info[D.ST_POWERUPS]:
        parts.append(tr("power-up"))
    if info[D.ST_TECH]:
        parts.append(tr("free technology"))
    if info[D.ST_DISCOVERY]:
        drawn = s.start_draws[tile]
        if drawn < 0:
            parts.append(tr("discovery"))
        else:
            parts.append(tr("discovery {tile}", tile=_disc(drawn) if shown else _("(hidden)")))
    boards = join((D.BOARD_TITLES[b] for b in info[D.ST_BOARDS]), " & ")
    return tr("{parts}; dice to {boards}", parts=join(parts), boards=boards)


# -- prompt details: what a choice gives, so a new player need not look it up ------------------

_COST_WORDS = (N_("{n} cocoa"), N_("{n} wood"), N_("{n} stone"), N_("{n} gold"))


def reward_text(kind: int, amount: int) -> str:
    """A temple step's printed reward."""
    if kind == D.R_NONE:
        return tr("nothing")
    if kind == D.R_RES:
        return ntr("{n} resource", "{n} resources", amount)
    return tr("{n} VP", n=amount) if kind == D.R_VP else tr("{n} cocoa", n=amount)


def cost_text(kind: int) -> str:
    """A Discovery tile's printed cost."""
    parts = [tr(words, n=n) for n, words in zip(D.DISCOVERY_COST[kind], _COST_WORDS, strict=True)
             if n]
    return join(parts, " + ") if parts else tr("free")


def _or_list(parts: list) -> str:
    """"a, b or c" in the current language."""
    if len(parts) == 1:
        return parts[0]
    return tr("{items} or {last}", items=join(parts[:-1]), last=parts[-1])


def turn_prompt(s: TeotihuacanState, seat: int, legal: list[int]) -> str:
    """F_TURN, F_TURN_END: the choices offered, and why the 3-cocoa unlock is not."""
    from meeple.games.teotihuacan import actions as A

    parts = []
    if any(a < A.MOVEANY + 4 for a in legal):
        parts.append(tr("move a die (1–{n} boards clockwise)", n=D.MAX_MOVE))
    if A.UNLOCK_FREE in legal:
        parts.append(tr("unlock free (your locked dice come free; that is the whole turn)"))
    if A.UNLOCK_PAY in legal:
        parts.append(tr("unlock pay ({n} cocoa: unlock all your dice)", n=D.UNLOCK_COST))
    if any(A.USE <= a < A.END_TURN for a in legal):
        parts.append(tr("use a Discovery tile"))
    if A.END_TURN in legal:
        parts.append(tr("end the turn"))
    locked = max(s.wlock[4 * seat:4 * seat + 4]) >= 0
    if locked and A.UNLOCK_PAY not in legal and A.UNLOCK_FREE not in legal:
        return tr("{choices}. (Unlocking costs {n} cocoa, you have {have}.)",
                  choices=_or_list(parts), n=D.UNLOCK_COST, have=s.cocoa[seat])
    return tr("{choices}.", choices=_or_list(parts))


def action_prompt(s: TeotihuacanState, frame: tuple, legal: list[int]) -> str:
    """F_ACTION: the actions offered on the board with what they cost or give, and why the
    others are not ("the Main Action: 2 cocoa, you have 1")."""
    from meeple.games.teotihuacan import actions as A

    seat, board, colours = frame[1], frame[2], frame[3]
    offered = [tr("collect (+{n} cocoa)", n=colours + 1)]
    missing = []
    cocoa = s.cocoa[seat]
    if board != D.PALACE:
        if A.MAIN in legal:
            offered.append(tr("main (the Main Action, {n} cocoa)", n=colours))
        elif cocoa < colours and not s.disc[D.DISCOVERY_KINDS * seat + D.D_FREE_COCOA]:
            missing.append(tr("the Main Action: {n} cocoa, you have {have}", n=colours,
                              have=cocoa))
        else:
            missing.append(tr("the Main Action: it cannot be done in full now"))
    spaces = [sp for sp in range(D.WORSHIP_SPACES) if D.WORSHIP_BOARDS[sp] == board]
    for sp in spaces:
        where = tr("Royal tile {tile}", tile=D.ROYAL_TITLES[s.royals[sp]]) \
            if board == D.PALACE else tr("here")
        if A.WORSHIP + sp in legal:
            offered.append(tr("worship ({where})", where=where))
        elif s.worship[sp] >= 0 and s.worship[sp] >> 2 == seat:
            missing.append(tr("worship ({where}): your own die is there", where=where))
        else:
            missing.append(tr("worship ({where}): {n} cocoa to unlock the die there, you "
                              "have {have}", where=where, n=D.DISPLACE_COST, have=cocoa))
    text = tr("on the {board}: {offered}.", board=D.BOARD_TITLES[board],
              offered=join(offered))
    if missing:
        text = tr("{text} Not possible: {why}.", text=text, why=join(missing, "; "))
    return text


def worship_prompt(s: TeotihuacanState, frame: tuple, legal: list[int]) -> str:
    """F_WOPT: the worship space's effect, the slot's tile, what must be paid first, and the
    options offered (and why the others are not)."""
    from meeple.games.teotihuacan import actions as A

    seat, space, unlock = frame[1], frame[2], frame[4]
    board = D.WORSHIP_BOARDS[space]
    if board == D.PALACE:
        effect = tr("Royal tile {tile}", tile=D.ROYAL_TITLES[s.royals[space]])
    else:
        temple = D.PANEL_TEMPLE[board]
        effect = tr("+1 on any temple") if temple < 0 else tr(_TEMPLE_STEP[temple])
    tile = s.slots[D.WORSHIP_SLOT[space]]
    shown = tr("{tile} ({cost})", tile=_disc(tile), cost=cost_text(tile)) if tile >= 0 \
        else tr("none")
    names = {A.WOPT_EFFECT: tr("effect"), A.WOPT_TILE: tr("tile"),
             A.WOPT_BOTH: tr("both ({n} more cocoa)", n=D.BOTH_OPTIONS_COST)}
    offered = [names[a] for a in legal if a in names]
    missing = []
    if A.WOPT_TILE not in legal:
        missing.append(tr("the tile alone: not on the Palace") if board == D.PALACE else
                       tr("the tile: none there") if tile < 0 else
                       tr("the tile: it costs {cost}, more than you can pay",
                          cost=cost_text(tile)))
    if A.WOPT_BOTH not in legal:
        missing.append(tr("both: {n} cocoa, you have {have}", n=unlock + D.BOTH_OPTIONS_COST,
                          have=s.cocoa[seat]))
    if unlock:
        text = tr("worship on the {board} (effect: {effect}; tile: {tile}; {n} cocoa to "
                  "unlock the die there): {offered}.", board=D.BOARD_TITLES[board],
                  effect=effect, tile=shown, n=unlock, offered=join(offered))
    else:
        text = tr("worship on the {board} (effect: {effect}; tile: {tile}): {offered}.",
                  board=D.BOARD_TITLES[board], effect=effect, tile=shown, offered=join(offered))
    if missing:
        text = tr("{text} Not possible: {why}.", text=text, why=join(missing, "; "))
    return text


_TEMPLE_STEP = (N_("+1 blue temple"), N_("+1 red temple"), N_("+1 green temple"))


def claim_prompt(s: TeotihuacanState, where: str, reward: tuple[int, int] | None) -> str:
    if reward:
        return tr("claim a Discovery tile on {where} (pay its cost) or decline (take the "
                  "printed {reward}).", where=where, reward=reward_text(*reward))
    return tr("claim a Discovery tile on {where} (pay its cost) or decline.", where=where)


def _matches(s: TeotihuacanState, new: list[int] | tuple[int, ...],
             covered: list[int] | tuple[int, ...]) -> str:
    blank = s.options["blank_match"]
    n = sum(1 for a, b in zip(new, covered, strict=True) if a & 3 == b & 3 and (a & 3 or blank))
    return ntr("{n} match", "{n} matches", n)


def rotation_prompt(s: TeotihuacanState, tile: int, position: int, cost: tuple[int, int]) -> str:
    """F_PYR_ROT: the covered icons and, for each quarter turn, the tile's quadrants and how
    many icons match."""
    cells = D.POSITIONS[position][3]
    covered = [s.grid[c] for c in cells]
    quads = D.PYRAMID_TILES[tile]
    options = []
    for r in range(4):
        icons = [quads[(q - r) % 4] for q in range(4)]
        options.append(tr("{r}: {icons} ({matches})", r=r, icons=_icons(tuple(icons)),
                          matches=_matches(s, icons, covered)))
    stone, wood = cost
    price = tr("{stone} stone + {wood} wood", stone=stone, wood=wood) if wood else \
        tr("{n} stone", n=stone)
    return tr("rotate the tile (quarter turns clockwise; quadrants TL TR BR BL over {icons}; "
              "{price}): {options}. {note}", icons=_icons(tuple(covered)), price=price,
              options=join(options), note=ICON_NOTE)


def decoration_prompt(s: TeotihuacanState, slot: int, spaces: list[int]) -> str:
    """F_DECO_SPACE: the icons each open space covers and how many the tile matches."""
    from meeple.games.teotihuacan.narrate import DECO_SIDES

    tile = D.DECORATION_TILES[s.deco_display[slot]]
    parts = []
    for space in spaces:
        cells = D.DECO_CELLS[space]
        covered = D.DECO_PRINTED[space // 4] if not cells else tuple(s.grid[c] for c in cells)
        parts.append(tr("{side} {n} over {icons} ({matches})", side=DECO_SIDES[space // 4],
                        n=space % 4 + 1, icons=_icons(covered),
                        matches=_matches(s, tile, covered)))
    return tr("place decoration {icons}: {spaces}. {note}", icons=_icons(tile),
              spaces=join(parts), note=ICON_NOTE)
