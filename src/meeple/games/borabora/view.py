"""What the seats see: the prompt line, `observation(player)` (hidden cards removed), the
terminal view, and the invariant checks the test harness runs after every step."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from meeple.games.borabora import actions as A
from meeple.games.borabora import data as D
from meeple.games.borabora.state import (
    C_BUILT,
    C_EMPTY,
    C_MATERIAL,
    EMPTY,
    GOD_NAMES,
    HUT,
    SPACE_12,
    Phase,
)

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
    where = f"P{p}, round {s.round}, {_PHASE_NAME[s.phase]}" if s.round else f"P{p}, setup"
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
        ask = (f"play a Red God to score the fish marker of {s.board.region_names[region]} "
               f"({s.board.fish_value[s.fish[region]]} VP)?")
    return f"{where}: {ask}" + ("" if ask.endswith("?") else ".")


# -- observation ---------------------------------------------------------------------------------


def observation(s: BoraBoraState, player: int) -> dict[str, Any]:
    """The public state plus `player`'s own god cards. Hidden: other hands, the god deck's
    order, the man, woman and task draw piles, and the chance seed."""
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


def _who(p: int) -> str:
    return f"P{p}" if p >= 0 else "--"


def render(s: BoraBoraState, player: int) -> str:
    b = s.board
    n = s.num_players
    to_move = s.current_player()
    head = "Bora Bora — " + (f"round {s.round} of {D.ROUNDS}, {_PHASE_NAME[s.phase]}" if s.round else "setup")
    if to_move >= 0:
        head += f"  (P{to_move} to move)"
    if 1 <= s.round <= D.ROUNDS and s.phase < Phase.FINAL_TASKS:
        head += (f"    this round: a building {D.BUILDING_VP[s.round - 1]} VP, "
                 f"a priest {D.PRIEST_VP[s.round - 1]} VP")
    out = [head]
    order = " · ".join(f"#{i + 1} P{p}" for i, p in enumerate(s.order))
    scores = " · ".join(f"P{p} {s.score[p]}" for p in range(n))
    out.append(f"Turn order {order}    Scores {scores}")
    labels = b.status_labels
    track = " · ".join(f"P{p} space {s.status[p]} ({labels[s.status[p]]} VP)"
                       for p in s._ahead_on_status_track())
    out.append(f"Status track, ahead first: {track}")
    out.append("")
    out += _render_map(s)
    out.append("")
    out += _render_tiles(s)
    for p in range(n):
        out.append("")
        out += _render_player(s, p, show_hand=(p == player))
    if s.final:
        out.append("")
        out.append(f"Final scoring: god tiles, fish, jewelry; achievements ({D.ROUNDS + D.TASK_SLOTS} "
                   f"tasks, {D.ROUNDS} jewels, ceremony full, {len(D.BUILDINGS)} buildings, "
                   f"{len(D.REGIONS)} regions, {D.GRID_SPACES} people); total")
        for p, row in enumerate(s.final):
            marks = " ".join("x" if a else "-" for a in row[3:-1])
            out.append(f"  P{p}: {row[0]}, {row[1]}, {row[2]}; {marks}; {row[-1]}")
    return "\n".join(out)


def _short(b: Any, r: int) -> str:
    """'C.mountain': island initial and region type."""
    return f"{D.ISLANDS[b.region_island[r]][0]}.{D.REGION_TYPES[b.region_type[r]]}"


def _render_map(s: BoraBoraState) -> list[str]:
    """The regions where the board data draws them (`region_cells`), two lines each: the
    region with the hut on its building site and the huts moved aside, then its fish marker
    and good. Then the paths."""
    b = s.board
    out = ["Map (C.forest = central_forest) — region [hut on the building site] +huts moved aside;",
           "  fish kind/value, good"]
    cols = sorted({c for c, _ in b.region_cell})
    rows = sorted({r for _, r in b.region_cell})
    at = {cell: r for r, cell in enumerate(b.region_cell)}
    cells = {}
    for r in range(b.num_regions):
        aside = "".join(f"+P{p}" for p in range(s.num_players) if s.present[p] >> r & 1 and s.site[r] != p)
        fish = s.fish[r]
        cells[r] = (f"{_short(b, r)} [{_who(s.site[r])}]{aside}",
                    f"fish {b.fish_kinds[b.fish_kind[fish]]}/{b.fish_value[fish]} {D.GOODS[b.region_good[r]]}")
    width = max(len(x) for pair in cells.values() for x in pair) + 2
    for row in rows:
        for line in (0, 1):
            text = "".join((cells[at[c, row]][line] if (c, row) in at else "").ljust(width) for c in cols)
            out.append("  " + text.rstrip())
    out.append("Paths (value: the lowest die that may use it; no direction):")
    for kind in D.PATH_TYPES:
        paths = [f"{_short(b, b.region_index[x[0]])}-{_short(b, b.region_index[x[1]])} {x[3]}"
                 for x in b.paths if x[2] == kind]
        out += _wrap(f"  {kind + ':':<7}", paths)
    return out


def _wrap(lead: str, items: list[str], width: int = 100) -> list[str]:
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


def _render_tiles(s: BoraBoraState) -> list[str]:
    b = s.board
    names = D.ACTION_TILES[s.num_players][0]
    tiles = []
    for tile, name in enumerate(names + ("Fishing",)):
        dice = " ".join(f"{f}:P{p}" for t, p, f in s.placed if t == (tile if tile < len(names) else -1))
        tiles.append(f"{name} {dice or '-'}")
    out = ["Action tiles (face:seat): " + " · ".join(tiles)]
    temple = " ".join(f"{num}:{_who(s.temple[i])}" for i, num in enumerate(b.temple_numbers))
    out.append(f"Temple, left to right: {temple}    god tiles on the temple: {s.temple_gods}")
    out.append("Men and women: id, ability, (status symbols of a man / shells of a woman)")
    for label, row in (("  men on spaces 1-6:  ", s.men_board), ("  women on spaces 1-6:", s.women_board)):
        out.append(f"{label} " + " · ".join(f"{i + 1} {_tile(b, t)}" for i, t in enumerate(row)))
    out.append(f"Task display: {' · '.join(_task(b, t) for t in s.task_display) or '-'}")
    if 1 <= s.round <= D.ROUNDS:
        column = []
        for j in s._jewelry_column():
            owner = s.jewel_owner[j]
            column.append(A.jewel_name(b, j) + ("" if owner == -1 else f" (P{owner})" if owner >= 0 else " (gone)"))
        out.append(f"Jewelry of round {s.round}: {' · '.join(column)}")
    display = ", ".join(f"{D.COLOURS[c]} x{k}" for c, k in enumerate(s.display) if k) or "none"
    out.append(f"God cards face up: {display}; deck {len(s.deck)}; discards {sum(s.discard)}")
    return out


def _tile(b: Any, t: int) -> str:
    if t < 0:
        return "--"
    return f"{A.tile_name(b, t)}({b.tile_value[t]})"


def _task(b: Any, t: int) -> str:
    return f"{b.task_label[t]} ({b.tasks[t][4]})"


def _render_player(s: BoraBoraState, p: int, show_hand: bool) -> list[str]:
    b = s.board
    out = [f"P{p} (#{s.order.index(p) + 1})  score {s.score[p]} · offerings {s.offerings[p]} · "
           f"shells {s.shells[p]} · priests in supply {s.priests[p]} · god tiles {s.god_tiles[p]} · "
           f"god cards {sum(s.hand[p])} · dice {' '.join(map(str, s.dice[p])) or '-'}"]
    if show_hand:
        hand = ", ".join(f"{D.COLOURS[c]} x{k}" for c, k in enumerate(s.hand[p]) if k) or "none"
        out.append(f"    hand: {hand}")
    grid = s.grid[p]
    people = " · ".join(f"{_tile(b, t)}{' slid' if s.slid[t] else ''}" for t in grid if t >= 0) or "none"
    out.append(f"    people: {people}")
    out.append(f"    hut grid: {s._huts_small(p)} huts on spaces 1-11, {s.huts12[p]} on space 12"
               f"{' (a tile covers it)' if grid[SPACE_12] >= 0 else ''}; free spaces {grid.count(EMPTY)}")
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
    notes = [f"unbuilt buildings: {unbuilt}", f"beside the board: {spare}", "(. empty, M material, B built)"]
    for k, (_, r) in enumerate(sorted(rows.items())):
        lead = "    ceremony: " if k == 0 else "              "
        out.append(lead + "  ".join(x for _, x in sorted(r)) + ("   " + notes[k] if k < len(notes) else ""))
    if s.fished[p]:
        fished = ", ".join(_short(b, r) for r in range(b.num_regions) if s.fished[p] >> r & 1)
        out.append(f"    fish markers scored with a Red God: {fished}")
    jewels = ", ".join(A.jewel_name(b, j) for j, q in enumerate(s.jewel_owner) if q == p) or "none"
    done = sum(1 for q in s.task_done if q == p)
    out.append(f"    tasks: {' · '.join(_task(b, t) for t in s.tasks[p]) or 'none'}")
    out.append(f"    completed tasks: {done} · jewelry: {jewels}")
    return out


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
