"""The terminal view of a Teotihuacan position (`state.render()`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from meeple.games.teotihuacan import data as D

if TYPE_CHECKING:
    from meeple.games.teotihuacan.state import TeotihuacanState


def sections(s: TeotihuacanState) -> list[str]:
    return []


def render(s: TeotihuacanState, player: int | None = None, section: str | None = None) -> str:
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
    return (f"Teotihuacan — era {era}/{D.ECLIPSES}, calendar light {s.light} / dark {s.dark}{due}; "
            f"{who}")


def _ring(s: TeotihuacanState) -> list[str]:
    out = ["Action Boards (clockwise from the Palace; dice are colour+power, *locked):"]
    for position, board in enumerate(s.ring):
        dice = [f"{_colour(w // 4)}{s.wpower[w]}" for w in range(len(s.wboard))
                if s.wboard[w] == board and s.wlock[w] < 0]
        extra = []
        for space in range(D.WORSHIP_SPACES):
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
        out += _board_details(s, board)
    return out


def _board_details(s: TeotihuacanState, board: int) -> list[str]:
    """The lines under a board: its Technologies (Alchemy), the Buildings rows (Nobles), the
    tile display (Decorations, Construction)."""
    if board == D.ALCHEMY:
        return ["       " + " | ".join(_tech_cell(s, i) for i in range(row, row + D.TECH_PER_ROW))
                for row in range(0, D.TECH_DISPLAY, D.TECH_PER_ROW)]
    if board == D.NOBLES:
        rows = [f"{('top', 'mid', 'bot')[r]} {len(D.NOBLES_ROWS[r]) - s._row_space(r)}"
                f"/{len(D.NOBLES_ROWS[r])}"
                + (f" (next {D.NOBLES_ROWS[r][s.nobles[r]]} VP)" if s._row_space(r) else "")
                for r in range(3)]
        return [f"       rows {', '.join(rows)}; Avenue multiplier "
                f"{D.BUILDINGS_ROW[s.buildings]}"]
    if board == D.DECORATIONS:
        return [_display(s.deco_display, s.deco_stack, D.DECORATION_TILES)]
    if board == D.CONSTRUCTION:
        return [_display(s.pyr_display, s.pyr_stack, D.PYRAMID_TILES)]
    return []


def _tech_cell(s: TeotihuacanState, index: int) -> str:
    """A Technology display slot: its name, gold cost and the markers on it."""
    owners = "".join(_colour(p) for p in range(s.nplay) if s.tech_owners[index] >> p & 1)
    tech = s.tech_display[index]
    return f"{D.TECH_NAMES[tech]}({D.TECH_COST[tech]}g){owners}"


def _display(display: list[int], stack: list[int], tiles: tuple) -> str:
    """A row of face-up tiles (Decoration or Pyramid) and the size of its stack."""
    shown = " ".join(_icons(tiles[t]) if t >= 0 else "(empty)" for t in display)
    return f"       display {shown} (stack {len(stack)})"


def _icons(icons: tuple[int, ...]) -> str:
    return "".join(D.ICON_CHARS[i] for i in icons)


_BONUS_TEXT = (f"{D.BONUS_FLAT_VP} VP", f"{D.BONUS_TECH_VP} VP per Technology",
               "best mask set again", f"{D.BONUS_DISC_VP} VP per non-mask Discovery tile",
               f"{D.BONUS_BONUS_VP} VP per bonus tile reached",
               f"{D.BONUS_AVENUE_VP} VP per Avenue step",
               f"{D.BONUS_WORKER_VP[0]} VP per die of power 1-{D.SALARY_HIGH_POWER - 1}, "
               f"{D.BONUS_WORKER_VP[1]} per {D.SALARY_HIGH_POWER}-{D.MAX_POWER}")


def _temples(s: TeotihuacanState) -> list[str]:
    """Each temple: the markers, the bonus tile (step 10), and the steps' rewards (a major
    step shows its Discovery tiles, or the printed reward once they are gone)."""
    out = []
    letters = {D.R_RES: "r", D.R_VP: "vp", D.R_COCOA: "c"}
    for t in range(3):
        marks = " ".join(f"{_colour(p)}{s.temple[3 * p + t]}" for p in range(s.nplay))
        steps = []
        for step in range(1, D.TEMPLE_TOP + 1):
            kind, amount = D.TEMPLE_STEPS[t][step]
            text = "bonus" if step == D.TEMPLE_BONUS_STEP else f"{amount}{letters[kind]}"
            pile = next((s.major[i] for i, (tt, st) in enumerate(D.MAJOR_STEPS)
                         if tt == t and st == step), None)
            if pile:
                text = f"[{','.join(_disc(k) for k in pile)} or {text}]"
            steps.append(f"{step}:{text}")
        out.append(f"Temple {D.TEMPLE_NAMES[t]:<5} {marks}   bonus: {_BONUS_TEXT[s.bonuses[t]]}")
        out.append(f"    steps {' '.join(steps)}")
    out.append("    (r = resource of your choice, c = cocoa; the top step holds one player)")
    return out


def _avenue(s: TeotihuacanState) -> list[str]:
    marks = " ".join(f"{_colour(p)}{s.avenue[p]}" for p in range(s.nplay))
    piles = "; ".join(f"step {step}: {','.join(_disc(k) for k in s.avenue_tiles[i]) or '-'}"
                      for i, step in enumerate(D.AVENUE_STEPS))
    track = " ".join(f"{_colour(p)}{s.ptrack[p]}" for p in range(s.nplay))
    return [f"Avenue       {marks}   {piles}", f"Pyramid track {track}"]


def _pyramid(s: TeotihuacanState) -> list[str]:
    """The icon grid (upper case = coloured) beside the height of each cell."""
    height = [0] * (D.GRID * D.GRID)
    for position, tile in enumerate(s.pyr):
        if tile >= 0:
            level = D.POSITIONS[position][0]
            for cell in D.POSITIONS[position][3]:
                height[cell] = max(height[cell], level + 1)
    out = ["Pyramid (icons | levels)   decorations: " + " ".join(
        f"{D.DECO_SIDE_NAMES[sp // 4]}{sp % 4 + 1}={_icons(D.DECORATION_TILES[t])}"
        for sp, t in enumerate(s.deco) if t >= 0)]
    for r in range(D.GRID):
        row = range(D.GRID * r, D.GRID * (r + 1))
        icons = " ".join(D.ICON_CHARS[s.grid[cell]] for cell in row)
        levels = " ".join(str(height[cell]) for cell in row)
        out.append(f"  {icons}   |   {levels}")
    return out


def _players(s: TeotihuacanState, viewer: int | None) -> list[str]:
    out = []
    seen, open_hands = s._setup_sight(viewer if viewer is not None else 0)
    for p in range(s.nplay):
        base = 3 * p
        techs = [D.TECH_NAMES[s.tech_display[i]] for i in range(D.TECH_DISPLAY)
                 if s.techs[p] >> i & 1]
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


# -- prompt details: what a choice gives, so a new player need not look it up ------------------

_REWARD = {D.R_RES: "resource", D.R_VP: "VP", D.R_COCOA: "cocoa"}


def reward_text(kind: int, amount: int) -> str:
    """A temple step's printed reward."""
    if kind == D.R_NONE:
        return "nothing"
    name = _REWARD[kind] + ("s" if kind == D.R_RES and amount > 1 else "")
    return f"{amount} {name}"


def cost_text(kind: int) -> str:
    """A Discovery tile's printed cost."""
    parts = [f"{n} {what}" for n, what in zip(D.DISCOVERY_COST[kind],
                                              ("cocoa", "wood", "stone", "gold"), strict=True)
             if n]
    return " + ".join(parts) or "free"


def action_prompt(s: TeotihuacanState, board: int, colours: int) -> str:
    """F_ACTION: the three actions on the board with what they cost or give."""
    name = D.BOARD_NAMES[board]
    if board == D.PALACE:
        return f"on the palace: collect (+{colours + 1} cocoa) or worship on a Royal tile."
    worship = " worship," if board in D.SLOT_BOARDS else ""
    return (f"on {name}: collect (+{colours + 1} cocoa),{worship} or the Main Action "
            f"({colours} cocoa).")


def worship_prompt(s: TeotihuacanState, space: int, unlock: int) -> str:
    """F_WOPT: the worship space's effect, the slot's tile and what must be paid first."""
    board = D.WORSHIP_BOARDS[space]
    if board == D.PALACE:
        effect = f"Royal tile {D.ROYAL_NAMES[s.royals[space]]}"
    else:
        temple = D.PANEL_TEMPLE[board]
        effect = "+1 on any temple" if temple < 0 else f"+1 {D.TEMPLE_NAMES[temple]} temple"
    tile = s.slots[D.WORSHIP_SLOT[space]]
    shown = f"{_disc(tile)} for {cost_text(tile)}" if tile >= 0 else "none"
    paid = "; 1 cocoa to unlock the die there" if unlock else ""
    only = " (the palace: not the tile alone)" if board == D.PALACE else ""
    return (f"worship on {D.BOARD_NAMES[board]} (effect: {effect}; tile: {shown}{paid}): "
            f"effect, tile, or both for {D.BOTH_OPTIONS_COST} more cocoa{only}.")


def claim_prompt(s: TeotihuacanState, where: str, reward: tuple[int, int] | None) -> str:
    alt = f" or decline (take the printed {reward_text(*reward)})" if reward else " or decline"
    return f"claim a Discovery tile on {where} (pay its cost){alt}."


def _matches(s: TeotihuacanState, new: list[int] | tuple[int, ...],
             covered: list[int] | tuple[int, ...]) -> str:
    blank = s.options["blank_match"]
    n = sum(1 for a, b in zip(new, covered, strict=True) if a & 3 == b & 3 and (a & 3 or blank))
    return f"{n} match" + ("" if n == 1 else "es")


def rotation_prompt(s: TeotihuacanState, tile: int, position: int, cost: tuple[int, int]) -> str:
    """F_PYR_ROT: the covered icons and, for each quarter turn, the tile's quadrants and how
    many icons match."""
    cells = D.POSITIONS[position][3]
    covered = [s.grid[c] for c in cells]
    quads = D.PYRAMID_TILES[tile]
    options = []
    for r in range(4):
        icons = [quads[(q - r) % 4] for q in range(4)]
        options.append(f"{r}: {_icons(tuple(icons))} ({_matches(s, icons, covered)})")
    stone, wood = cost
    price = f"{stone} stone" + (f" + {wood} wood" if wood else "")
    return (f"rotate the tile (quarter turns clockwise; quadrants TL TR BR BL over "
            f"{_icons(tuple(covered))}; {price}): " + ", ".join(options) + ".")


def decoration_prompt(s: TeotihuacanState, slot: int, spaces: list[int]) -> str:
    """F_DECO_SPACE: the icons each open space covers and how many the tile matches."""
    tile = D.DECORATION_TILES[s.deco_display[slot]]
    parts = []
    for space in spaces:
        cells = D.DECO_CELLS[space]
        covered = D.DECO_PRINTED[space // 4] if not cells else tuple(s.grid[c] for c in cells)
        parts.append(f"{D.DECO_SIDE_NAMES[space // 4]} {space % 4 + 1} over "
                     f"{_icons(covered)} ({_matches(s, tile, covered)})")
    return f"place decoration {_icons(tile)}: " + ", ".join(parts) + "."
