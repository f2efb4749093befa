"""The terminal view of a Teotihuacan position (`state.render()`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from meeple.games.teotihuacan import data as D

if TYPE_CHECKING:
    from meeple.games.teotihuacan.state import TeotihuacanState


def render(s: TeotihuacanState, player: int | None = None) -> str:
    lines = [_header(s), ""]
    lines += _ring(s)
    lines.append("")
    lines += _temples(s)
    lines += _avenue(s)
    lines.append("")
    lines += _pyramid(s)
    lines.append("")
    lines += _players(s, player)
    if s.bot >= 0:
        lines.append("")
        lines += _teotibot(s)
    return "\n".join(lines)


def _colour(c: int) -> str:
    return D.COLOUR_LETTERS[c]


def _disc(kind: int) -> str:
    return D.DISCOVERY_NAMES[kind] if kind >= 0 else "-"


def _header(s: TeotihuacanState) -> str:
    era = min(s.eclipses + 1, D.ECLIPSES)
    due = ""
    if s.countdown >= 0:
        due = "  ECLIPSE DUE" + (" (final)" if s._is_final() else "")
    who = "game over" if s.over else f"seat {s.current_player()} to play"
    return (f"Teotihuacan — era {era}/3, calendar light {s.light} / dark {s.dark}{due}; "
            f"{who}")


def _ring(s: TeotihuacanState) -> list[str]:
    out = ["Action Boards (clockwise from the Palace; dice are colour+power, *locked):"]
    for position, board in enumerate(s.ring):
        dice = [f"{_colour(w // 4)}{s.wpower[w]}" for w in range(len(s.wboard))
                if s.wboard[w] == board and s.wlock[w] < 0]
        extra = []
        for space in range(7):
            if D.WORSHIP_BOARDS[space] != board:
                continue
            w = s.worship[space]
            who = f"*{_colour(w // 4)}{s.wpower[w]}" if w >= 0 else "empty"
            if board == D.PALACE:
                extra.append(f"{D.ROYAL_NAMES[s.royals[space]]}:{who}")
            else:
                extra.append(f"worship:{who}")
        if board in D.SLOT_BOARDS:
            extra.append(f"tile:{_disc(s.slots[D.SLOT_BOARDS.index(board)])}")
        text = f"  {position + 1}. {D.BOARD_NAMES[board]:<12} {' '.join(dice) or '.':<18}"
        out.append(text + " " + "  ".join(extra))
        if board == D.ALCHEMY:
            for row in range(2):
                cells = []
                for i in range(row * 3, row * 3 + 3):
                    owners = "".join(_colour(p) for p in range(s.nplay)
                                     if s.tech_owners[i] >> p & 1)
                    tech = s.tech_display[i]
                    cells.append(f"{D.TECH_NAMES[tech]}({D.TECH_COST[tech]}g){owners}")
                out.append("       " + " | ".join(cells))
        if board == D.NOBLES:
            rows = [f"{('top', 'mid', 'bot')[r]} {len(D.NOBLES_ROWS[r]) - s._row_space(r)}"
                    f"/{len(D.NOBLES_ROWS[r])}" for r in range(3)]
            out.append(f"       rows {', '.join(rows)}; Avenue multiplier "
                       f"{D.BUILDINGS_ROW[s.buildings]}")
        if board == D.DECORATIONS:
            out.append("       display " + " ".join(_icons(D.DECORATION_TILES[t]) if t >= 0
                                                    else "--" for t in s.deco_display)
                       + f" (stack {len(s.deco_stack)})")
        if board == D.CONSTRUCTION:
            out.append("       display " + " ".join(_icons(D.PYRAMID_TILES[t]) if t >= 0
                                                    else "----" for t in s.pyr_display)
                       + f" (stack {len(s.pyr_stack)})")
    return out


def _icons(icons: tuple[int, ...]) -> str:
    return "".join(D.ICON_CHARS[i] for i in icons)


def _temples(s: TeotihuacanState) -> list[str]:
    out = []
    for t in range(3):
        marks = " ".join(f"{_colour(p)}{s.temple[3 * p + t]}" for p in range(s.nplay))
        piles = [f"step {step}: {','.join(_disc(k) for k in s.major[i]) or '-'}"
                 for i, (tt, step) in enumerate(D.MAJOR_STEPS) if tt == t]
        bonus = D.BONUS_NAMES[s.bonuses[t]]
        out.append(f"Temple {D.TEMPLE_NAMES[t]:<5} {marks}   bonus {bonus}   {'; '.join(piles)}")
    return out


def _avenue(s: TeotihuacanState) -> list[str]:
    marks = " ".join(f"{_colour(p)}{s.avenue[p]}" for p in range(s.nplay))
    piles = "; ".join(f"step {step}: {','.join(_disc(k) for k in s.avenue_tiles[i]) or '-'}"
                      for i, step in enumerate(D.AVENUE_STEPS))
    track = " ".join(f"{_colour(p)}{s.ptrack[p]}" for p in range(s.nplay))
    return [f"Avenue       {marks}   {piles}", f"Pyramid track {track}"]


def _pyramid(s: TeotihuacanState) -> list[str]:
    """The icon grid (upper case = coloured) beside the height of each cell."""
    height = [0] * 64
    for position, tile in enumerate(s.pyr):
        if tile >= 0:
            level = D.POSITIONS[position][0]
            for cell in D.POSITIONS[position][3]:
                height[cell] = max(height[cell], level + 1)
    out = ["Pyramid (icons | levels)   decorations: " + " ".join(
        f"{D.DECO_SIDE_NAMES[sp // 4]}{sp % 4 + 1}={_icons(D.DECORATION_TILES[t])}"
        for sp, t in enumerate(s.deco) if t >= 0)]
    for r in range(8):
        icons = " ".join(D.ICON_CHARS[s.grid[8 * r + c]] for c in range(8))
        levels = " ".join(str(height[8 * r + c]) for c in range(8))
        out.append(f"  {icons}   |   {levels}")
    return out


def _players(s: TeotihuacanState, viewer: int | None) -> list[str]:
    out = []
    seen, open_hands = s._setup_sight(viewer if viewer is not None else 0)
    for p in range(s.nplay):
        base = 3 * p
        techs = [D.TECH_NAMES[s.tech_display[i]] for i in range(6) if s.techs[p] >> i & 1]
        dbase = D.DISCOVERY_KINDS * p
        tiles = [f"{D.DISCOVERY_NAMES[k]}x{s.disc[dbase + k]}" if s.disc[dbase + k] > 1
                 else D.DISCOVERY_NAMES[k] for k in range(D.DISCOVERY_KINDS) if s.disc[dbase + k]]
        used = sum(s.used[dbase:dbase + D.DISCOVERY_KINDS])
        dice = []
        for w in range(4 * p, 4 * p + 4):
            b = s.wboard[w]
            where = "circle" if b == 0 else ("hand" if b < 0 else D.BOARD_NAMES[b])
            dice.append(f"{where}:{s.wpower[w]}{'*' if s.wlock[w] >= 0 else ''}")
        order = "first" if p == 0 else ("last" if p == s.nplay - 1 else f"#{p + 1}")
        me = " (you)" if viewer == p else ""
        who = "Teotibot" if p == s.bot else f"Seat {p}"
        out.append(f"{who} {D.COLOUR_NAMES[p]} [{_colour(p)}] {order}{me}: {s.vp[p]} VP, "
                   f"{s.cocoa[p]} cocoa, wood {s.res[base]} stone {s.res[base + 1]} "
                   f"gold {s.res[base + 2]}")
        out.append(f"    dice {' '.join(dice)}; techs {', '.join(techs) or '-'}")
        out.append(f"    discoveries {', '.join(tiles) or '-'} (used {used})")
        if p < s.num_players and s.start_tiles[p] and (viewer is None or viewer == p or open_hands):
            out.append("    starting tiles:")
            for t in s.start_tiles[p]:
                tile = t if t >= 0 else -1 - t
                kept = " (kept)" if t < 0 else ""
                shown = viewer is None or tile in seen
                out.append(f"      S{tile + 1}{kept}: {describe_start_tile(s, tile, shown)}")
    if s.draft:
        out.append("Starting tiles to draft:")
        for tile in s.draft:
            out.append(f"      S{tile + 1}: {describe_start_tile(s, tile)}")
    for c in range(s.nplay, s.ncol):
        out.append(f"Neutral {D.COLOUR_NAMES[c]} [{_colour(c)}]")
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
        return f"[{label} {D.BOT_TILE_NAMES[s.apyr[slot - 1]]}]"

    roll = f"last roll {s.roll[0]}+{s.roll[1]}" if s.roll[0] else "no roll yet"
    width = 72
    out = [f"Teotibot action pyramid (dice sum → tile; {roll}):"]
    out.append(cell(1).center(width))
    out.append((cell(2) + "   " + cell(3)).center(width))
    out.append((cell(4) + "  " + cell(5) + "  " + cell(6)).center(width))
    arrows = {D.DIR_UL: "UL ↖ (lower right slides up)", D.DIR_UR: "UR ↗ (lower left slides up)"}
    out.append(f"  spare: {D.BOT_TILE_NAMES[s.apyr[D.SPARE]]}; Direction tiles: top "
               f"{arrows[s.dirs[0]]}, bottom {arrows[s.dirs[1]]}")
    diff = ", ".join(f"{name} {value:+d}" for name, value in
                     zip(D.DIFFICULTY_OPTIONS, s.bot_diff, strict=True) if value)
    out.append(f"  difficulty {s.options['difficulty']}" + (f" ({diff})" if diff else "")
               + f"; you win only with more VP than the Teotibot ({s.vp[0]} vs {s.vp[s.bot]})")
    return out


def describe_start_tile(s: TeotihuacanState, tile: int, shown: bool = True) -> str:
    """A Starting tile's benefits and boards, with its drawn Discovery tile if any (and if
    `shown` to the viewer)."""
    info = D.START_TILES[tile]
    parts = []
    for amount, name in ((info[D.ST_COCOA], "cocoa"), (info[D.ST_WOOD], "wood"),
                         (info[D.ST_STONE], "stone"), (info[D.ST_GOLD], "gold"),
                         (info[D.ST_ANY], "any resource")):
        if amount:
            parts.append(f"{amount} {name}")
    parts += [f"+1 {D.TEMPLE_NAMES[t]} temple" for t in info[D.ST_TEMPLES]]
    if info[D.ST_AVENUE]:
        parts.append("+1 Avenue")
    if info[D.ST_POWERUPS]:
        parts.append("power-up")
    if info[D.ST_TECH]:
        parts.append("free technology")
    if info[D.ST_DISCOVERY]:
        drawn = s.start_draws[tile]
        parts.append(f"discovery {_disc(drawn) if shown else '(hidden)'}" if drawn >= 0
                     else "discovery")
    boards = "/".join(D.BOARD_NAMES[b] for b in info[D.ST_BOARDS])
    return f"{', '.join(parts)}; boards {boards}"
