"""What the seats see: the prompt line, `observation(player)` (hidden cards removed), the
terminal view, and the invariant checks the test harness runs after every step."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from meeple.core.errors import BadOption
from meeple.core.i18n import N_, NP_, Message, current_language, join, ntr, tr, translate
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
from meeple.games.borabora.narrate import region_title, task_words

if TYPE_CHECKING:
    from meeple.games.borabora.state import BoraBoraState

# -- the prompt ------------------------------------------------------------------------------------

_ASK = {
    A.START: N_("place your starting hut next to a fish marker showing 1"),
    A.HUT_SOURCE: N_("take the hut from spaces 1-11 (frees a space for a man or woman) or from space 12"),
    A.MATERIAL: N_("put the building material on a ceremony space"),
    A.PLACE: N_("place a die"),
    A.PAY: N_("pay for a god"),
    A.EXPAND: N_("choose the region to expand to"),
    A.RED: N_("play a Red God to score this region's fish marker?"),
    A.TAKE: N_("take a tile from the board"),
    A.HELPER: N_("trade"),
    A.DRAW: N_("take a god card"),
    A.TEMPLE: N_("put your priest on a temple space"),
    A.BUILD: N_("choose the building"),
    A.BUILD_ON: N_("choose the two ceremony spaces to build on"),
    A.FIRE_GIFT: N_("Fire Bonus: a god card or an offering"),
    A.FIRE_STEP: N_("Fire Bonus: a status step or a shell"),
    A.ACTIVATE: N_("activate your men and women"),
    A.MOVE_HUT: N_("move a hut to space 12?"),
    A.JEWEL: N_("buy a jewel from this round's column?"),
    A.TASK: N_("complete a task"),
    A.PICK_TASK: N_("take a new task from the display"),
}

_PHASE_NAME = ("setup", "phase A", "phase B", "phase C", "phase C", "phase C", "game end", "game over")
_PHASE_SHOWN = (N_("setup"), N_("phase A"), N_("phase B"), N_("phase C"), N_("phase C"), N_("phase C"),
                N_("game end"), N_("game over"))
# the helper's trades as shown, by their HELPER_COST key
_TRADE = {"tattoo": N_("tattoo"), "shells": N_("shells"), "vp": N_("vp"), "offering": N_("offering"),
          "god card": N_("god card"), "material": N_("material"), "move hut": N_("move hut")}


def prompt(s: BoraBoraState) -> Message:
    if not s.stack:
        return tr("The game is over.")
    frame = s.stack[-1]
    p = frame[1]
    who = s.seat_name(p)
    where = tr("{who}, round {n}, {phase}", who=who, n=s.round, phase=_PHASE_SHOWN[s.phase]) \
        if s.round else tr("{who}, setup", who=who)
    ask = _ask(s, frame)
    end = "" if ask.render("en").endswith("?") else "."  # the source's mark: el asks with ";"
    return tr("{where}: {ask}{end}", where=where, ask=ask, end=end)


def _ask(s: BoraBoraState, frame: tuple) -> Message:
    """The question of `frame`, after the seat, round and phase."""
    kind, p = frame[0], frame[1]
    ask = tr(_ASK[kind])
    if kind == A.PLACE:
        return tr("{ask} (dice {dice})", ask=ask, dice=" ".join(map(str, s.dice[p])))
    if kind == A.HELPER:
        by_cost: dict[int, list[str]] = {}
        for what, cost in D.HELPER_COST.items():
            by_cost.setdefault(cost, []).append(_TRADE[what])
        prices = join([tr("{cost} each: {what}", cost=c, what=join(w)) for c, w in sorted(by_cost.items())],
                      N_("; "))
        left = ntr("{n} point left", "{n} points left", frame[2])
        return tr("{ask} ({left}; {prices})", ask=ask, left=left, prices=prices)
    if kind == A.PAY:
        return tr("pay for the {god}", god=GOD_NAMES[frame[2]])
    if kind == A.EXPAND:
        template = N_("{ask} by land path (value up to {n})") if frame[2] == 0 else \
            N_("{ask} by water path (value up to {n})")
        return tr(template, ask=ask, n=frame[3])
    if kind == A.TAKE:
        n = min(frame[3], D.BOARD_TILE_SPACES)
        return tr("take a woman from board spaces 1-{n}", n=n) if frame[2] else \
            tr("take a man from board spaces 1-{n}", n=n)
    if kind == A.JEWEL:
        return ntr("buy a jewel from this round's column (you have {n} shell)?",
                   "buy a jewel from this round's column (you have {n} shells)?", s.shells[p])
    if kind == A.DRAW and frame[2] > 1:
        return tr("{ask} ({n} to take)", ask=ask, n=frame[2])
    if kind == A.MATERIAL:
        ask = tr("put a building material of your choice on a free matching ceremony space "
                 "(beside the board if none is free)") if frame[2] < 0 else \
            tr("put the {material} on a free matching ceremony space (beside the board if none is free)",
               material=D.MATERIAL_NAMES[frame[2]])
        return tr("{ask} ({n} to place)", ask=ask, n=frame[3]) if frame[3] > 1 else ask
    if kind == A.TASK and frame[2]:
        return tr("resolve your unmet tasks, each with a Yellow God ({n} VP) or given up", n=D.TASK_VP_YELLOW)
    if kind == A.RED:
        region = frame[2]
        return tr("play a Red God to score the fish marker of the {region} ({n} VP)?",
                  region=region_title(s.board, region), n=s.board.fish_value[s.fish[region]])
    return ask


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
# Rendered at once for one reader: `_` and `tr` in the current language (English: the source).

WIDTH = 100  # every line of every view fits a 100-column terminal
COMPACT_LINES = 22
SECTIONS = ("islands", "actions", "temple", "ceremony", "tasks", "players")


def _seat(s: BoraBoraState, p: int) -> str:
    """A seat's colour in the current language."""
    return _(s.seat_name(p))


def _who(s: BoraBoraState, p: int) -> str:
    return _seat(s, p) if p >= 0 else "--"


def _initials(s: BoraBoraState, p: int) -> str:
    """Two letters of a seat's colour (Gr, Bk, Bl, Re), for the dense rows of the views."""
    if p < 0:
        return "--"
    name = s.seat_name(p)
    return _(_SHORT[name]) if name in _SHORT else _seat(s, p)[:2]


_SHORT = {"Black": NP_("seat initials", "Bk"), "Blue": NP_("seat initials", "Bl"),
          "Green": NP_("seat initials", "Gr"), "Red": NP_("seat initials", "Re")}


def _(text: str) -> str:
    return translate(text)


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
        line = str(line)
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


def _none(text: str) -> str:
    return text or _("none")


def _title(s: BoraBoraState) -> str:
    to_move = s.current_player()
    head = tr("Bora Bora — round {n} of {rounds}, {phase}", n=s.round, rounds=D.ROUNDS,
              phase=_PHASE_SHOWN[s.phase]) if s.round else tr("Bora Bora — setup")
    if to_move >= 0:
        head += tr(" · {who} to move", who=s.seat_name(to_move))
    if 1 <= s.round <= D.ROUNDS and s.phase < Phase.FINAL_TASKS:
        head += tr(" · this round: building {building} VP, priest {priest} VP",
                   building=D.BUILDING_VP[s.round - 1], priest=D.PRIEST_VP[s.round - 1])
    return head


def _header(s: BoraBoraState) -> list[str]:
    head = _title(s)
    order = ", ".join(_seat(s, p) for p in s.order)
    scores = " · ".join(f"{_seat(s, p)} {s.score[p]}" for p in range(s.num_players))
    labels = s.board.status_labels
    track = " · ".join(tr("{who} space {n} ({vp} VP)", who=s.seat_name(p), n=s.status[p],
                          vp=labels[s.status[p]]) for p in s._ahead_on_status_track())
    return [head, tr("Scores: {scores}    Turn order: {order}", scores=scores, order=order),
            tr("Status track, ahead first: {track}", track=track)]


# the compact table's columns: (label, least width, right-aligned, space before)
_COLUMNS = ((NP_("column", "#"), 2, False, False), (NP_("column", "seat"), 6, False, False), (NP_("column", "VP"), 4, True, False),
            (NP_("column", "status(VP)"), 10, True, True), (NP_("column", "dice"), 6, False, True),
            (NP_("column", "offerings"), 9, True, False), (NP_("column", "shells"), 6, True, True),
            (NP_("column", "god cards"), 9, True, True), (NP_("column", "god tiles"), 9, True, True),
            (NP_("column", "priests"), 7, True, True), (NP_("column", "people"), 6, True, True),
            (NP_("column", "built"), 5, True, True), (NP_("column", "tasks"), 5, True, True))


def _table_row(cells: list, widths: list[int]) -> str:
    out = ""
    for cell, width, (_label, _least, right, space) in zip(cells, widths, _COLUMNS, strict=True):
        text = str(cell)
        out += (" " if space else "") + (text.rjust(width) if right else text.ljust(width))
    return out


def _compact(s: BoraBoraState, player: int | None) -> list[str]:
    b = s.board
    labels = b.status_labels
    names = [_(c[0]) for c in _COLUMNS]
    widths = [max(c[1], len(name)) for c, name in zip(_COLUMNS, names, strict=True)]
    widths[1] = max(widths[1], *(len(_seat(s, p)) + 1 for p in range(s.num_players)))
    out = [_title(s), _table_row(names, widths)]
    for i, p in enumerate(s.order):
        people = sum(1 for t in s.grid[p] if t >= 0)
        built = sum(1 for at in s.built[p] if at >= 0)
        status = f"{s.status[p]}({labels[s.status[p]]})"
        out.append(_table_row([i + 1, _seat(s, p), s.score[p], status, " ".join(map(str, s.dice[p])) or "-",
                               s.offerings[p], s.shells[p], sum(s.hand[p]), s.god_tiles[p], s.priests[p],
                               people, built, s.task_done.count(p)], widths))
    # only the sites with a hut, so that the line fits the screen's width for most of the game
    sites = [f"{_short(b, r)} {_initials(s, s.site[r])}" for r in range(b.num_regions) if s.site[r] >= 0]
    free = b.num_regions - len(sites)
    out.append(tr("Huts: {sites} · {n} sites free", sites=" · ".join(sites) or _("none"), n=free))
    out.append(_dice_line(s, short=True))
    temple = " ".join(_initials(s, q) for q in s.temple)
    out.append(tr("Temple (spaces {spaces}): {temple} · god tiles left {n}",
                  spaces="-".join(map(str, b.temple_numbers)), temple=temple, n=s.temple_gods))
    for label, row in ((N_("Men on spaces 1-6: "), s.men_board), (N_("Women on spaces 1-6: "), s.women_board)):
        out.append(_(label) + " · ".join(_tile_short(b, t) for t in row))
    out.append(tr("Task display: {tasks}", tasks=" · ".join(_label(b, t) for t in s.task_display)
                  or "-"))
    if 1 <= s.round <= D.ROUNDS:
        out.append(tr("Jewelry of round {n}: {column}", n=s.round, column=_jewel_column(s)))
    display = ", ".join(f"{_(D.COLOUR_NAMES[c])} {k}" for c, k in enumerate(s.display) if k) or _("none")
    out.append(tr("God cards face up: {cards}; deck {deck}, discards {discards}", cards=display,
                  deck=len(s.deck), discards=sum(s.discard)))
    if player is not None:
        hand = ", ".join(f"{_(D.COLOUR_NAMES[c])} {k}" for c, k in enumerate(s.hand[player]) if k) or _("none")
        tasks = ", ".join(_label(b, t) for t in s.tasks[player]) or _("none")
        out.append(tr("You ({who}): god cards {hand} · tasks {tasks}", who=s.seat_name(player), hand=hand,
                      tasks=tasks))
    out.append(" ".join(f"{_initials(s, p)}={_seat(s, p)}" for p in range(s.num_players))
               + tr(" · board {sections}", sections="|".join((*SECTIONS, "full"))))
    return out


_ISLAND_INITIAL = (NP_("island initial", "N"), NP_("island initial", "W"), NP_("island initial", "C"),
                   NP_("island initial", "E"), NP_("island initial", "S"))


def _short(b: Any, r: int) -> str:
    """'C.mountain': island initial and region type."""
    return f"{_(_ISLAND_INITIAL[b.region_island[r]])}.{_(D.REGION_TYPE_NAMES[b.region_type[r]])}"


def _islands(s: BoraBoraState, player: int | None) -> list[str]:
    """The regions where the board data draws them (`region_cells`), two lines each: the
    region with the hut on its building site and the huts moved aside, then its fish marker
    and good. Then the paths."""
    b = s.board
    out = [_("Islands (C.forest = the central island's forest) — [hut on the building site] +huts aside;"),
           _("  fish marker kind/value, the region's good")]
    cols = sorted({c for c, _r in b.region_cell})
    rows = sorted({r for _c, r in b.region_cell})
    at = {cell: r for r, cell in enumerate(b.region_cell)}
    cells = {}
    goods = (*D.MATERIAL_NAMES, N_("offering"))
    for r in range(b.num_regions):
        aside = "".join(f"+{_initials(s, p)}" for p in range(s.num_players)
                        if s.present[p] >> r & 1 and s.site[r] != p)
        fish = s.fish[r]
        cells[r] = (f"{_short(b, r)} [{_initials(s, s.site[r])}]{aside}",
                    tr("fish {kind}/{value} {good}", kind=b.fish_kinds[b.fish_kind[fish]],
                       value=b.fish_value[fish], good=goods[b.region_good[r]]))
    width = min(max(len(x) for pair in cells.values() for x in pair) + 2, (WIDTH - 2) // len(cols))
    for row in rows:
        for line in (0, 1):
            text = "".join((cells[at[c, row]][line] if (c, row) in at else "")[:width - 1].ljust(width)
                           for c in cols)
            out.append("  " + text.rstrip())
    out.append(_("Paths (value: the lowest die that may use it; either direction):"))
    for kind, shown in zip(D.PATH_TYPES, (N_("land"), N_("water")), strict=True):
        paths = [f"{_short(b, b.region_index[x[0]])}-{_short(b, b.region_index[x[1]])} {x[3]}"
                 for x in b.paths if x[2] == kind]
        lead = _(shown) + ":"
        out += _wrap(f"  {lead:<7}", paths)
    out.append(tr("Seats: {seats}", seats=", ".join(f"{_initials(s, p)} {_seat(s, p)}"
                                                     for p in range(s.num_players))))
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
    for tile, name in enumerate((*names, NP_("action", "Fishing"))):
        key = tile if tile < len(names) else -1
        dice = " ".join(f"{f} {_initials(s, p) if short else _seat(s, p)}" for t, p, f in s.placed if t == key)
        tiles.append(f"{_(name)} {dice or '-'}")
    return (_("Dice: ") if short else _("Dice on the actions: ")) + " · ".join(tiles)


def _actions(s: BoraBoraState, player: int | None) -> list[str]:
    return [_dice_line(s, short=False),
            _("A die goes on an action tile only below the lowest die there (a Blue God lifts that); "
              "Fishing takes any die."),
            _("Helper prices: 1 point a tattoo, shell collecting or VP; 2 points an offering, god card, "
              "building material or moving a hut to space 12.")]


def _temple(s: BoraBoraState, player: int | None) -> list[str]:
    b = s.board
    temple = " · ".join(tr("space {n}: {who}", n=num, who=_who(s, s.temple[i]))
                        for i, num in enumerate(b.temple_numbers))
    out = [tr("Temple, left to right: {temple}", temple=temple),
           tr("God tiles on the temple: {n} (the most priests take one each round; a tie goes "
              "to the leftmost priest)", n=s.temple_gods)]
    if 1 <= s.round <= D.ROUNDS:
        out.append(tr("A priest in the temple scores {n} VP this round.", n=D.PRIEST_VP[s.round - 1]))
    return out


def _ceremony(s: BoraBoraState, player: int | None) -> list[str]:
    out = [_("Ceremony spaces (. empty, M a material, B3 a building of value 3 on it)")]
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
    material, building = _(NP_("ceremony mark", "M")), _(NP_("ceremony mark", "B"))
    for i in range(b.num_ceremony):
        col, row = b.ceremony_cell[i]
        cell = s.ceremony[p][i]
        mark = "." if cell == C_EMPTY else material if cell == C_MATERIAL else f"{building}{value_at.get(i, '?')}"
        name = _(D.MATERIAL_NAMES[b.ceremony_material[i]])
        rows.setdefault(row, []).append((col, f"C{i + 1:<2} {name:<5} {mark:<2}"))
    unbuilt = " ".join(str(D.BUILDINGS[i]) for i, at in enumerate(s.built[p]) if at < 0) or _("none")
    spare = ", ".join(f"{_(D.MATERIAL_NAMES[m])} {k}" for m, k in enumerate(s.spare[p]) if k) or _("none")
    notes = [tr("unbuilt buildings: {buildings}", buildings=unbuilt), tr("beside the board: {spare}", spare=spare)]
    out = []
    seat = _seat(s, p)
    first = f"  {seat:<6}" if len(seat) < 6 else f"  {seat} "
    for k, (_row, r) in enumerate(sorted(rows.items())):
        lead = first if k == 0 else " " * len(first)
        out.append(lead + "  ".join(x for _c, x in sorted(r)) + ("   " + notes[k] if k < len(notes) else ""))
    return out


def _tasks(s: BoraBoraState, player: int | None) -> list[str]:
    b = s.board
    out = [_("Task display:")] + [f"  {_task(b, t)}" for t in s.task_display]
    if not s.task_display:
        out[0] += " -"
    out.append(tr("Tasks left in the pile: {n}; a task scores {vp} VP, {yellow} with a Yellow God",
                  n=len(s.task_pile), vp=D.TASK_VP, yellow=D.TASK_VP_YELLOW))
    for p in range(s.num_players):
        done = ", ".join(_label(b, t) for t, q in enumerate(s.task_done) if q == p) or _("none")
        tasks = " · ".join(_task(b, t) for t in s.tasks[p]) or _("no task")
        out.append(f"{_seat(s, p)}: {tasks}")
        out.append(tr("    completed: {done}", done=done))
    if 1 <= s.round <= D.ROUNDS:
        out.append(tr("Jewelry of round {n} (price in shells = VP at the end): {column}", n=s.round,
                      column=_jewel_column(s)))
    return out


def _label(b: Any, t: int) -> str:
    """A task's label: 'T21 blue' in English, its code alone in a translation (the name is
    English notation; the task's wording names it)."""
    label = b.task_label[t]
    return label if current_language() == "en" else label.partition(" ")[0]


def _jewel(b: Any, j: int) -> str:
    """'J03 necklace 6': the jewel's code, kind (translated) and value."""
    return f"J{j + 1:02d} {_(b.jewelry_kinds[b.jewel_kind[j]])} {b.jewel_value[j]}"


def _jewel_column(s: BoraBoraState) -> str:
    b = s.board
    column = []
    for j in s._jewelry_column():
        owner = s.jewel_owner[j]
        column.append(_jewel(b, j) + ("" if owner == -1 else f" ({_who(s, owner)})" if owner >= 0
                                      else " " + _("(gone)")))
    return " · ".join(column)


def _tile_name(b: Any, t: int) -> str:
    """'M14 build': the tile's code and ability (translated)."""
    return f"{A.tile_name(b, t).split()[0]} {_(_ABILITY_SHORT[b.tile_ability[t]])}"


# the abilities as the tiles' codes show them ('M14 build')
_ABILITY_SHORT = tuple(NP_("ability code", a) for a in D.ABILITIES)
_ABILITY_SHORT_MARKS = (NP_("ability code", "land"), NP_("ability code", "water"),
                        NP_("ability code", "woman"), NP_("ability code", "man"),
                        NP_("ability code", "build"), NP_("ability code", "material"),
                        NP_("ability code", "move hut"), NP_("ability code", "vp"),
                        NP_("ability code", "god card"), NP_("ability code", "offering"),
                        NP_("ability code", "status"), NP_("ability code", "shell"))
assert _ABILITY_SHORT == _ABILITY_SHORT_MARKS  # the marks Babel extracts are the abilities


def _tile(b: Any, t: int) -> str:
    if t < 0:
        return "--"
    return f"{_tile_name(b, t)}({b.tile_value[t]})"


def _tile_short(b: Any, t: int) -> str:
    return "--" if t < 0 else _tile_name(b, t)


def _task(b: Any, t: int) -> str:
    return str(task_words(b, t)).removeprefix(_("task") + " ")


def _players(s: BoraBoraState, player: int | None) -> list[str]:
    b = s.board
    out = [_("People: id, ability (a man's status symbols / a woman's shells); 'slid': tattooed / shells taken")]
    for p in s.order:
        out.append(tr("{who} (#{n}): score {score} · offerings {offerings} · shells {shells} · priests in "
                      "supply {priests} · god tiles {tiles} · god cards {cards} · dice {dice}",
                      who=s.seat_name(p), n=s.order.index(p) + 1, score=s.score[p], offerings=s.offerings[p],
                      shells=s.shells[p], priests=s.priests[p], tiles=s.god_tiles[p], cards=sum(s.hand[p]),
                      dice=" ".join(map(str, s.dice[p])) or "-"))
        if p == player:
            hand = ", ".join(f"{_(D.COLOUR_NAMES[c])} {k}" for c, k in enumerate(s.hand[p]) if k) or _("none")
            out.append(tr("    your god cards: {hand}", hand=hand))
        grid = s.grid[p]
        slid = " " + _("slid")
        people = " · ".join(f"{_tile(b, t)}{slid if s.slid[t] else ''}" for t in grid if t >= 0) or _("none")
        out.append(tr("    people: {people}", people=people))
        jewels = ", ".join(_jewel(b, j) for j, q in enumerate(s.jewel_owner) if q == p) or _("none")
        fished = ", ".join(_short(b, r) for r in range(b.num_regions) if s.fished[p] >> r & 1) or _("none")
        covered = _(" (a tile covers it)") if grid[SPACE_12] >= 0 else ""
        out.append(tr("    hut grid: {small} huts on spaces 1-11, {on12} on space 12{covered}, {free} free · "
                      "jewelry: {jewels} · fish scored with a Red God: {fished}", small=s._huts_small(p),
                      on12=s.huts12[p], covered=covered, free=grid.count(EMPTY), jewels=jewels, fished=fished))
    return out


def _final(s: BoraBoraState) -> list[str]:
    if not s.final:
        return []
    out = ["", tr("Final scoring: god tiles, fish, jewelry; achievements ({tasks} tasks, {jewels} jewels, "
                  "ceremony full, {buildings} buildings, {regions} regions, {people} people); total",
                  tasks=D.ROUNDS + D.TASK_SLOTS, jewels=D.ROUNDS, buildings=len(D.BUILDINGS),
                  regions=len(D.REGIONS), people=D.GRID_SPACES)]
    for p, row in enumerate(s.final):
        marks = " ".join("x" if a else "-" for a in row[3:-1])
        out.append(f"  {_seat(s, p)}: {row[0]}, {row[1]}, {row[2]}; {marks}; {row[-1]}")
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
