"""What the seats see: the prompt line, `observation(player)` (hidden cards removed), the
terminal view, and the invariant checks the test harness runs after every step."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from meeple.core.errors import BadOption
from meeple.core.tensor import decision_of
from meeple.games.borabora import actions as A
from meeple.games.borabora import data as D
from meeple.games.borabora.frames import (
    C_BUILT,
    C_EMPTY,
    C_MATERIAL,
    EMPTY,
    GOD_NAMES,
    HUT,
    SPACE_12,
    Phase,
)
from meeple.games.borabora.narrate import region_title

if TYPE_CHECKING:
    from meeple.games.borabora.state import BoraBoraState

# -- the prompt ------------------------------------------------------------------------------------

_ASK = {
    A.START: "place your starting hut next to a fish marker showing 1",
    A.HUT_SOURCE: "take the hut from spaces 1-11 (frees a space for a man or woman) or from space 12",
    A.MATERIAL: "put the building material on a ceremony space",
    A.PLACE: "place a die",
    A.PAY: "pay for a god",
    A.EXPAND: "choose the region to expand to",
    A.RED: "play a Red God to score this region's fish marker?",
    A.TAKE: "take a tile from the board",
    A.HELPER: "trade",
    A.DRAW: "take a god card",
    A.TEMPLE: "put your priest on a temple space",
    A.BUILD: "choose the building",
    A.BUILD_ON: "choose the two ceremony spaces to build on",
    A.FIRE_GIFT: "Fire Bonus: a god card or an offering",
    A.FIRE_STEP: "Fire Bonus: a status step or a shell",
    A.ACTIVATE: "activate your men and women",
    A.MOVE_HUT: "move a hut to space 12?",
    A.JEWEL: "buy a jewel from this round's column?",
    A.TASK: "complete a task",
    A.PICK_TASK: "take a new task from the display",
}

_PHASE_NAME = ("setup", "phase A", "phase B", "phase C", "phase C", "phase C", "game end", "game over")


def prompt(s: BoraBoraState) -> str:
    if not s.stack:
        return "The game is over."
    frame = s.stack[-1]
    kind, p = frame[0], frame[1]
    who = s.seat_name(p)
    where = f"{who}, round {s.round}, {_PHASE_NAME[s.phase]}" if s.round else f"{who}, setup"
    ask = _ASK[kind]
    if kind == A.PLACE:
        ask += f" (dice {' '.join(map(str, s.dice[p]))})"
    elif kind == A.HELPER:
        by_cost: dict[int, list[str]] = {}
        for what, cost in D.HELPER_COST.items():
            by_cost.setdefault(cost, []).append(what)
        prices = "; ".join(f"{c} each: {', '.join(w)}" for c, w in sorted(by_cost.items()))
        ask += f" ({frame[2]} point{'s' if frame[2] > 1 else ''} left; {prices})"
    elif kind == A.PAY:
        ask = f"pay for the {GOD_NAMES[frame[2]]}"
    elif kind == A.EXPAND:
        ask += f" by {D.PATH_TYPES[frame[2]]} path (value up to {frame[3]})"
    elif kind == A.TAKE:
        ask = f"take a {('man', 'woman')[frame[2]]} from board spaces 1-{min(frame[3], D.BOARD_TILE_SPACES)}"
    elif kind == A.JEWEL:
        ask = f"buy a jewel from this round's column (you have {s.shells[p]} shell{'s' * (s.shells[p] != 1)})?"
    elif kind == A.DRAW and frame[2] > 1:
        ask += f" ({frame[2]} to take)"
    elif kind == A.MATERIAL:
        what = "a building material of your choice" if frame[2] < 0 else f"the {D.MATERIALS[frame[2]]}"
        ask = f"put {what} on a free matching ceremony space (beside the board if none is free)"
        if frame[3] > 1:
            ask += f" ({frame[3]} to place)"
    elif kind == A.TASK and frame[2]:
        ask = f"resolve your unmet tasks, each with a Yellow God ({D.TASK_VP_YELLOW} VP) or given up"
    elif kind == A.RED:
        region = frame[2]
        ask = (f"play a Red God to score the fish marker of the {region_title(s.board, region)} "
               f"({s.board.fish_value[s.fish[region]]} VP)?")
    return f"{where}: {ask}" + ("" if ask.endswith("?") else ".")


# -- observation ---------------------------------------------------------------------------------


def observation(s: BoraBoraState, player: int | None) -> dict[str, Any]:
    """The public state plus `player`'s own god cards (None: the public view, no hand).
    Hidden: the hands, the god deck's order, the man, woman and task draw piles, the chance
    seed."""
    b = s.board
    players = []
    for p in range(s.num_players):
        seat = {
            "score": s.score[p],
            "turn_order": s.order.index(p) + 1,
            "status": s.status[p],
            "offerings": s.offerings[p],
            "shells": s.shells[p],
            "priests_in_supply": s.priests[p],
            "god_tiles": s.god_tiles[p],
            "god_cards": sum(s.hand[p]),
            "dice": list(s.dice[p]),
            "grid": list(s.grid[p]),
            "huts_on_space_12": s.huts12[p],
            "slid": [t for t in s.grid[p] if t >= 0 and s.slid[t]],
            "ceremony": list(s.ceremony[p]),
            "built": list(s.built[p]),
            "materials_beside_board": list(s.spare[p]),
            "regions": [b.region_names[r] for r in range(b.num_regions) if s.present[p] >> r & 1],
            "fish_scored": [b.region_names[r] for r in range(b.num_regions) if s.fished[p] >> r & 1],
            "tasks": [b.task_label[t] for t in s.tasks[p]],
            "tasks_done": [b.task_label[t] for t, q in enumerate(s.task_done) if q == p],
            "jewelry": [A.jewel_name(b, j) for j, q in enumerate(s.jewel_owner) if q == p],
        }
        if p == player:
            seat["hand"] = {D.COLOURS[c]: k for c, k in enumerate(s.hand[p]) if k}
        players.append(seat)
    return {
        "round": s.round,
        "phase": _PHASE_NAME[s.phase],
        "to_move": s.current_player(),
        "prompt": prompt(s),
        "you": player,
        # the seat's own pending decision (its frame: choices made so far in the move)
        "decision": decision_of(s.stack, player),
        "seats": [s.seat_name(p) for p in range(s.num_players)],
        "turn_order": list(s.order),
        "players": players,
        "building_sites": {b.region_names[r]: s.site[r] for r in range(b.num_regions)},
        "fish_markers": {b.region_names[r]: [b.fish_kinds[b.fish_kind[s.fish[r]]], b.fish_value[s.fish[r]]]
                         for r in range(b.num_regions)},
        "action_tiles": [[tile, p, face] for tile, p, face in s.placed],
        "temple": list(s.temple),
        "temple_god_tiles": s.temple_gods,
        "men_on_board": list(s.men_board),
        "women_on_board": list(s.women_board),
        "tiles_left": [len(s.men_stack), len(s.women_stack)],
        "task_display": [b.task_label[t] for t in s.task_display],
        "task_pile": len(s.task_pile),
        "jewelry": [[A.jewel_name(b, j), s.jewel_owner[j]] for j in s.jewel_layout],
        "god_display": {D.COLOURS[c]: k for c, k in enumerate(s.display) if k},
        "god_deck": len(s.deck),
        "god_discard": {D.COLOURS[c]: k for c, k in enumerate(s.discard) if k},
        "final": [list(x) for x in s.final],
    }


# -- the terminal view ---------------------------------------------------------------------------

WIDTH = 100  # every line of every view fits a 100-column terminal
COMPACT_LINES = 22
SECTIONS = ("islands", "actions", "temple", "ceremony", "tasks", "players")


def _who(s: BoraBoraState, p: int) -> str:
    return s.seat_name(p) if p >= 0 else "--"


def _initials(s: BoraBoraState, p: int) -> str:
    """Two letters of a seat's colour (Gr, Bk, Bl, Re), for the dense rows of the views."""
    return _SHORT.get(s.seat_name(p), s.seat_name(p)[:2]) if p >= 0 else "--"


_SHORT = {"Black": "Bk", "Blue": "Bl", "Green": "Gr", "Red": "Re"}


def render(s: BoraBoraState, player: int | None, section: str | None) -> str:
    """None: the compact board (<= 22 lines); "full": every section; else one named section.
    `player` None is the public view: no hand is shown."""
    if section is None:
        return "\n".join(_fit(_compact(s, player))[:COMPACT_LINES])
    if section == "full":
        out = _header(s)
        for name in SECTIONS:
            out += [""] + _SECTION[name](s, player)
        out += _final(s)
        return "\n".join(_fit(out))
    if section not in _SECTION:
        raise BadOption(f"borabora: unknown view section {section!r}; sections: full, {', '.join(SECTIONS)}")
    return "\n".join(_fit(_SECTION[section](s, player)))


def _fit(lines: list[str]) -> list[str]:
    """Lines longer than WIDTH wrapped at ' · ' (or hard), indented under their start."""
    out = []
    for line in lines:
        while len(line) > WIDTH:
            cut = line.rfind(" · ", 0, WIDTH - 1)
            if cut > WIDTH // 3:
                cut += 2
            else:
                cut = line.rfind(" ", 0, WIDTH)
                cut = cut if cut > WIDTH // 3 else WIDTH
            out.append(line[:cut].rstrip())
            line = "      " + line[cut:].lstrip()
        out.append(line)
    return out


def _title(s: BoraBoraState) -> str:
    to_move = s.current_player()
    head = "Bora Bora — " + (f"round {s.round} of {D.ROUNDS}, {_PHASE_NAME[s.phase]}" if s.round else "setup")
    if to_move >= 0:
        head += f" · {s.seat_name(to_move)} to move"
    if 1 <= s.round <= D.ROUNDS and s.phase < Phase.FINAL_TASKS:
        head += f" · this round: building {D.BUILDING_VP[s.round - 1]} VP, priest {D.PRIEST_VP[s.round - 1]} VP"
    return head


def _header(s: BoraBoraState) -> list[str]:
    head = _title(s)
    order = ", ".join(s.seat_name(p) for p in s.order)
    scores = " · ".join(f"{s.seat_name(p)} {s.score[p]}" for p in range(s.num_players))
    labels = s.board.status_labels
    track = " · ".join(f"{s.seat_name(p)} space {s.status[p]} ({labels[s.status[p]]} VP)"
                       for p in s._ahead_on_status_track())
    return [head, f"Scores: {scores}    Turn order: {order}", f"Status track, ahead first: {track}"]


def _compact(s: BoraBoraState, player: int | None) -> list[str]:
    b = s.board
    labels = b.status_labels
    out = [_title(s),
           f"{'#':<2}{'seat':<6}{'VP':>4} {'status(VP)':>10} {'dice':<6}{'offerings':>9} {'shells':>6} "
           f"{'god cards':>9} {'god tiles':>9} {'priests':>7} {'people':>6} {'built':>5} {'tasks':>5}"]
    for i, p in enumerate(s.order):
        people = sum(1 for t in s.grid[p] if t >= 0)
        built = sum(1 for at in s.built[p] if at >= 0)
        status = f"{s.status[p]}({labels[s.status[p]]})"
        out.append(f"{i + 1:<2}{s.seat_name(p):<6}{s.score[p]:>4} {status:>10} "
                   f"{' '.join(map(str, s.dice[p])) or '-':<6}{s.offerings[p]:>9} {s.shells[p]:>6} "
                   f"{sum(s.hand[p]):>9} {s.god_tiles[p]:>9} {s.priests[p]:>7} {people:>6} {built:>5} "
                   f"{s.task_done.count(p):>5}")
    # only the sites with a hut, so that the line fits the screen's width for most of the game
    sites = [f"{_short(b, r)} {_initials(s, s.site[r])}" for r in range(b.num_regions) if s.site[r] >= 0]
    free = b.num_regions - len(sites)
    out.append(f"Huts: {' · '.join(sites) or 'none'} · {free} sites free")
    out.append(_dice_line(s, short=True))
    temple = " ".join(_initials(s, q) for q in s.temple)
    out.append(f"Temple (spaces {'-'.join(map(str, b.temple_numbers))}): {temple} · "
               f"god tiles left {s.temple_gods}")
    for label, row in (("Men", s.men_board), ("Women", s.women_board)):
        out.append(f"{label} on spaces 1-6: " + " · ".join(_tile_short(b, t) for t in row))
    out.append(f"Task display: {' · '.join(b.task_label[t] for t in s.task_display) or '-'}")
    if 1 <= s.round <= D.ROUNDS:
        out.append(f"Jewelry of round {s.round}: {_jewel_column(s)}")
    display = ", ".join(f"{D.COLOURS[c]} {k}" for c, k in enumerate(s.display) if k) or "none"
    out.append(f"God cards face up: {display}; deck {len(s.deck)}, discards {sum(s.discard)}")
    if player is not None:
        hand = ", ".join(f"{D.COLOURS[c]} {k}" for c, k in enumerate(s.hand[player]) if k) or "none"
        tasks = ", ".join(b.task_label[t] for t in s.tasks[player]) or "none"
        out.append(f"You ({s.seat_name(player)}): god cards {hand} · tasks {tasks}")
    out.append(" ".join(f"{_initials(s, p)}={s.seat_name(p)}" for p in range(s.num_players))
               + " · board " + "|".join((*SECTIONS, "full")))
    return out


def _short(b: Any, r: int) -> str:
    """'C.mountain': island initial and region type."""
    return f"{D.ISLANDS[b.region_island[r]][0]}.{D.REGION_TYPES[b.region_type[r]]}"


def _islands(s: BoraBoraState, player: int | None) -> list[str]:
    """The regions where the board data draws them (`region_cells`), two lines each: the
    region with the hut on its building site and the huts moved aside, then its fish marker
    and good. Then the paths."""
    b = s.board
    out = ["Islands (C.forest = the central island's forest) — [hut on the building site] +huts aside;",
           "  fish marker kind/value, the region's good"]
    cols = sorted({c for c, _ in b.region_cell})
    rows = sorted({r for _, r in b.region_cell})
    at = {cell: r for r, cell in enumerate(b.region_cell)}
    cells = {}
    for r in range(b.num_regions):
        aside = "".join(f"+{_initials(s, p)}" for p in range(s.num_players)
                        if s.present[p] >> r & 1 and s.site[r] != p)
        fish = s.fish[r]
        cells[r] = (f"{_short(b, r)} [{_initials(s, s.site[r])}]{aside}",
                    f"fish {b.fish_kinds[b.fish_kind[fish]]}/{b.fish_value[fish]} {D.GOODS[b.region_good[r]]}")
    width = min(max(len(x) for pair in cells.values() for x in pair) + 2, (WIDTH - 2) // len(cols))
    for row in rows:
        for line in (0, 1):
            text = "".join((cells[at[c, row]][line] if (c, row) in at else "")[:width - 1].ljust(width)
                           for c in cols)
            out.append("  " + text.rstrip())
    out.append("Paths (value: the lowest die that may use it; either direction):")
    for kind in D.PATH_TYPES:
        paths = [f"{_short(b, b.region_index[x[0]])}-{_short(b, b.region_index[x[1]])} {x[3]}"
                 for x in b.paths if x[2] == kind]
        out += _wrap(f"  {kind + ':':<7}", paths)
    out.append("Seats: " + ", ".join(f"{_initials(s, p)} {s.seat_name(p)}" for p in range(s.num_players)))
    return out


def _wrap(lead: str, items: list[str], width: int = WIDTH) -> list[str]:
    """Items joined by ' · ', wrapped under `lead`."""
    lines, line = [], lead
    for i, item in enumerate(items):
        piece = item if i == 0 else " · " + item
        if len(line) + len(piece) > width and i:
            lines.append(line + " ·")
            line = " " * len(lead) + item
        else:
            line += piece
    return lines + [line]


def _dice_line(s: BoraBoraState, short: bool) -> str:
    names = D.ACTION_TILES[s.num_players][0]
    tiles = []
    for tile, name in enumerate(names + ("Fishing",)):
        key = tile if tile < len(names) else -1
        dice = " ".join(f"{f} {_initials(s, p) if short else s.seat_name(p)}" for t, p, f in s.placed if t == key)
        tiles.append(f"{name} {dice or '-'}")
    return ("Dice: " if short else "Dice on the actions: ") + " · ".join(tiles)


def _actions(s: BoraBoraState, player: int | None) -> list[str]:
    return [_dice_line(s, short=False),
            "A die goes on an action tile only below the lowest die there (a Blue God lifts that); "
            "Fishing takes any die.",
            "Helper prices: 1 point a tattoo, shell collecting or VP; 2 points an offering, god card, "
            "building material or moving a hut to space 12."]


def _temple(s: BoraBoraState, player: int | None) -> list[str]:
    b = s.board
    temple = " · ".join(f"space {num}: {_who(s, s.temple[i])}" for i, num in enumerate(b.temple_numbers))
    out = [f"Temple, left to right: {temple}",
           f"God tiles on the temple: {s.temple_gods} (the most priests take one each round; a tie goes "
           "to the leftmost priest)"]
    if 1 <= s.round <= D.ROUNDS:
        out.append(f"A priest in the temple scores {D.PRIEST_VP[s.round - 1]} VP this round.")
    return out


def _ceremony(s: BoraBoraState, player: int | None) -> list[str]:
    out = ["Ceremony spaces (. empty, M a material, B3 a building of value 3 on it)"]
    for p in range(s.num_players):
        out += _ceremony_of(s, p)
    return out


def _ceremony_of(s: BoraBoraState, p: int) -> list[str]:
    b = s.board
    value_at = {}
    for i, at in enumerate(s.built[p]):
        if at >= 0:
            for c in A.PAIR_OF[at]:
                value_at[c] = D.BUILDINGS[i]
    rows: dict[int, list[tuple[int, str]]] = {}
    for i in range(b.num_ceremony):
        col, row = b.ceremony_cell[i]
        cell = s.ceremony[p][i]
        mark = "." if cell == C_EMPTY else "M" if cell == C_MATERIAL else f"B{value_at.get(i, '?')}"
        rows.setdefault(row, []).append((col, f"C{i + 1:<2} {D.MATERIALS[b.ceremony_material[i]]:<5} {mark:<2}"))
    unbuilt = " ".join(str(D.BUILDINGS[i]) for i, at in enumerate(s.built[p]) if at < 0) or "none"
    spare = ", ".join(f"{D.MATERIALS[m]} {k}" for m, k in enumerate(s.spare[p]) if k) or "none"
    notes = [f"unbuilt buildings: {unbuilt}", f"beside the board: {spare}"]
    out = []
    for k, (_, r) in enumerate(sorted(rows.items())):
        lead = f"  {s.seat_name(p):<6}" if k == 0 else "        "
        out.append(lead + "  ".join(x for _, x in sorted(r)) + ("   " + notes[k] if k < len(notes) else ""))
    return out


def _tasks(s: BoraBoraState, player: int | None) -> list[str]:
    b = s.board
    out = ["Task display:"] + [f"  {_task(b, t)}" for t in s.task_display]
    if not s.task_display:
        out[0] += " -"
    out.append(f"Tasks left in the pile: {len(s.task_pile)}; a task scores {D.TASK_VP} VP, "
               f"{D.TASK_VP_YELLOW} with a Yellow God")
    for p in range(s.num_players):
        done = ", ".join(b.task_label[t] for t, q in enumerate(s.task_done) if q == p) or "none"
        out.append(f"{s.seat_name(p)}: {' · '.join(_task(b, t) for t in s.tasks[p]) or 'no task'}")
        out.append(f"    completed: {done}")
    if 1 <= s.round <= D.ROUNDS:
        out.append(f"Jewelry of round {s.round} (price in shells = VP at the end): {_jewel_column(s)}")
    return out


def _jewel_column(s: BoraBoraState) -> str:
    b = s.board
    column = []
    for j in s._jewelry_column():
        owner = s.jewel_owner[j]
        column.append(A.jewel_name(b, j) + ("" if owner == -1 else f" ({_who(s, owner)})" if owner >= 0 else " (gone)"))
    return " · ".join(column)


def _tile(b: Any, t: int) -> str:
    if t < 0:
        return "--"
    return f"{A.tile_name(b, t)}({b.tile_value[t]})"


def _tile_short(b: Any, t: int) -> str:
    return "--" if t < 0 else A.tile_name(b, t)


def _task(b: Any, t: int) -> str:
    return f"{b.task_label[t]} ({b.tasks[t][4]})"


def _players(s: BoraBoraState, player: int | None) -> list[str]:
    b = s.board
    out = ["People: id, ability (a man's status symbols / a woman's shells); 'slid': tattooed / shells taken"]
    for p in s.order:
        out.append(f"{s.seat_name(p)} (#{s.order.index(p) + 1}): score {s.score[p]} · offerings "
                   f"{s.offerings[p]} · shells {s.shells[p]} · priests in supply {s.priests[p]} · god tiles "
                   f"{s.god_tiles[p]} · god cards {sum(s.hand[p])} · dice {' '.join(map(str, s.dice[p])) or '-'}")
        if p == player:
            hand = ", ".join(f"{D.COLOURS[c]} {k}" for c, k in enumerate(s.hand[p]) if k) or "none"
            out.append(f"    your god cards: {hand}")
        grid = s.grid[p]
        people = " · ".join(f"{_tile(b, t)}{' slid' if s.slid[t] else ''}" for t in grid if t >= 0) or "none"
        out.append(f"    people: {people}")
        jewels = ", ".join(A.jewel_name(b, j) for j, q in enumerate(s.jewel_owner) if q == p) or "none"
        fished = ", ".join(_short(b, r) for r in range(b.num_regions) if s.fished[p] >> r & 1) or "none"
        out.append(f"    hut grid: {s._huts_small(p)} huts on spaces 1-11, {s.huts12[p]} on space 12"
                   f"{' (a tile covers it)' if grid[SPACE_12] >= 0 else ''}, {grid.count(EMPTY)} free · "
                   f"jewelry: {jewels} · fish scored with a Red God: {fished}")
    return out


def _final(s: BoraBoraState) -> list[str]:
    if not s.final:
        return []
    out = ["", f"Final scoring: god tiles, fish, jewelry; achievements ({D.ROUNDS + D.TASK_SLOTS} "
           f"tasks, {D.ROUNDS} jewels, ceremony full, {len(D.BUILDINGS)} buildings, "
           f"{len(D.REGIONS)} regions, {D.GRID_SPACES} people); total"]
    for p, row in enumerate(s.final):
        marks = " ".join("x" if a else "-" for a in row[3:-1])
        out.append(f"  {s.seat_name(p)}: {row[0]}, {row[1]}, {row[2]}; {marks}; {row[-1]}")
    return out


_SECTION = {
    "islands": _islands,
    "actions": _actions,
    "temple": _temple,
    "ceremony": _ceremony,
    "tasks": _tasks,
    "players": _players,
}
assert tuple(_SECTION) == SECTIONS


# -- invariants ----------------------------------------------------------------------------------


def invariant_errors(s: BoraBoraState) -> list[str]:
    """Pieces conserved, no negative stocks, the grid and the map agreeing."""
    b = s.board
    n = s.num_players
    errors = []
    for p in range(n):
        for name in ("score", "offerings", "shells", "priests", "god_tiles", "huts12"):
            if getattr(s, name)[p] < 0:
                errors.append(f"P{p}: negative {name}")
        if min(s.hand[p]) < 0 or min(s.spare[p]) < 0:
            errors.append(f"P{p}: negative god cards or materials")
        on_grid = s._huts_on_grid(p)
        if (s.grid[p][SPACE_12] == HUT) != (s.huts12[p] > 0):
            errors.append(f"P{p}: space 12 and its hut count disagree")
        on_map = s.present[p].bit_count()
        if on_grid + on_map != D.HUTS_PER_PLAYER:
            errors.append(f"P{p}: {on_grid} huts on the grid + {on_map} on the map != {D.HUTS_PER_PLAYER}")
        in_temple = s.temple.count(p)
        if in_temple + s.priests[p] != D.PRIESTS_PER_PLAYER:
            errors.append(f"P{p}: priests not conserved")
        built = [at for at in s.built[p] if at >= 0]
        if 2 * len(built) != s.ceremony[p].count(C_BUILT):
            errors.append(f"P{p}: built spaces and buildings disagree")
        if not 0 <= s.status[p] <= b.status_last:
            errors.append(f"P{p}: status marker off the track")
        if s.phase == Phase.DICE and len(s.dice[p]) + sum(1 for _, q, _ in s.placed if q == p) != D.DICE_PER_PLAYER:
            errors.append(f"P{p}: dice not conserved")
        if len(s.tasks[p]) > D.TASK_SLOTS:
            errors.append(f"P{p}: more than {D.TASK_SLOTS} tasks")
    for r in range(b.num_regions):
        q = s.site[r]
        if q >= 0 and not s.present[q] >> r & 1:
            errors.append(f"region {r}: site owner P{q} has no hut there")
    for c in range(len(D.COLOURS)):
        total = s.deck.count(c) + s.display[c] + s.discard[c] + sum(h[c] for h in s.hand)
        if total != D.CARDS_PER_COLOUR:
            errors.append(f"{D.COLOURS[c]} god cards: {total} != {D.CARDS_PER_COLOUR}")
    if sum(s.display) > D.GOD_DISPLAY:
        errors.append(f"more than {D.GOD_DISPLAY} face-up god cards")
    tiles = len(s.men_stack) + len(s.women_stack) + s.tiles_gone + sum(1 for t in s.men_board if t >= 0) \
        + sum(1 for t in s.women_board if t >= 0) + sum(1 for g in s.grid for t in g if t >= 0)
    if tiles != b.num_tiles:
        errors.append(f"man and woman tiles: {tiles} != {b.num_tiles}")
    tasks = sum(len(t) for t in s.tasks) + len(s.task_display) + len(s.task_pile) + s.tasks_boxed \
        + sum(1 for q in s.task_done if q >= 0)
    if tasks != len(b.tasks):
        errors.append(f"tasks: {tasks} != {len(b.tasks)}")
    gods = s.temple_gods + sum(s.god_tiles) + s.god_tiles_gone
    if gods != D.GOD_TILES_IN_TEMPLE + n * D.GOD_TILES_PER_PLAYER:
        errors.append(f"god tiles: {gods} not conserved")
    return errors
