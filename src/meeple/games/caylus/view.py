"""What a person sees of a Caylus position: the prompt, the terminal board, tolerant notation
parsing; and the checks of a position: its invariants and the validation of a loaded state.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING

from meeple.core.errors import BadNotation, BadOption
from meeple.games.caylus import actions as A
from meeple.games.caylus import data as D

if TYPE_CHECKING:
    from meeple.games.caylus.state import CaylusState

B = D.BUILDINGS
CATEGORY_MARK = ("W", "S", "P", "N", "F", "R")  # wooden, stone, prestige, neutral, fixed, residence
CUBE_MARK = ("f", "w", "s", "c", "g")


def who(state: CaylusState, seat: int) -> str:
    return state.seat_name(seat)


def cost_text(tile: int) -> str:
    """`1f 1w +1any`: a tile's cube cost."""
    parts = [f"{n}{CUBE_MARK[r]}" for r, n in enumerate(B[tile].cost) if n]
    if B[tile].any_cubes:
        parts.append(f"+{B[tile].any_cubes}any")
    return " ".join(parts)


def _cubes_text(vector: tuple) -> str:
    return "+".join(f"{n}{CUBE_MARK[r]}" for r, n in enumerate(vector) if n)


_PAID = ("d", "c", "g", " cubes")  # what a TRADE pays: deniers, cloth, gold, any cubes


def effect_text(state: CaylusState, b: int) -> str:
    """What building b does, in the board's short words: `2f or 1c`, `2d→3pp or 4d→5pp`."""
    building = B[b]
    effect, param = building.effect, building.param
    if effect == D.PRODUCE:
        return " or ".join(_cubes_text(v) for v in param)
    if effect == D.PRODUCE_BONUS:
        output, bonus = param
        return f"{_cubes_text(output)}, owner +1{'/'.join(CUBE_MARK[r] for r in bonus)}"
    if effect == D.BUILD:
        return f"build {D.CATEGORY_NAMES[param]}"
    if effect == D.LAWYER:
        return f"→residence {D.LAWYER_CLOTH}c+{D.LAWYER_DENIERS}d, +{D.RESIDENCE_PP}pp"
    if effect == D.MARKET:
        return f"sell 1 cube for {param}d"
    if effect == D.PEDDLER:
        most, price = param
        if most == 1:
            return f"buy 1 (no g) for {price}d"
        return f"buy 1-{most} (no g), {price}d each"
    if effect == D.TRADE:
        return " or ".join(f"{n}{_PAID[pay]}→{m}{'pp' if gain == D.GAIN_PP else 'g'}"
                           for (pay, n), (gain, m) in state.trades_of(b))
    parts = []
    if building.income:
        parts.append(f"+{building.income}d income")
    if building.favors:
        parts.append(f"+{_plural(building.favors, 'favor')}")
    return ", ".join(parts)


def _plural(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


# -- prompt ----------------------------------------------------------------------------------


def prompt(state: CaylusState) -> str:
    """One line: who decides what, from the top of the decision stack."""
    if not state.stack:
        return "The game is over."
    frame = state.stack[-1]
    kind, seat = frame[0], frame[1]
    head = f"{who(state, seat)}, turn {state.turn}:"
    return f"{head} {_PROMPTS[kind](state, frame)}"


def _place(state: CaylusState, frame: tuple) -> str:
    seat = frame[1]
    return (f"place a worker ({state.workers[seat]} left, {_plural(state.deniers[seat], 'denier')}; "
            f"costs {state.bridge_cost(seat)}, on your own building {D.OWN_BUILDING_COST}) "
            "or pass.")


def _trade(state: CaylusState, frame: tuple) -> str:
    return f"use the {B[frame[2]].name} (one exchange) or decline."


def _castle(state: CaylusState, frame: tuple) -> str:
    s = state._castle_section()
    where = D.SECTION_NAMES[s] if s < len(D.SECTION_NAMES) else "full castle"
    penalty = "" if frame[2] else f"; giving none costs {D.CASTLE_PENALTY} PP"
    return (f"give a batch (food + 2 different cubes) to the {where}, or stop "
            f"({frame[2]} given{penalty}).")


def _build(state: CaylusState, frame: tuple) -> str:
    category, discount = frame[2], frame[3]
    kind = D.CATEGORY_NAMES[category]
    less = f", {D.FAVOR_BUILD_DISCOUNT} {D.RESOURCES[discount]} less" if discount >= 0 else ""
    where = "on one of your residences" if category == D.PRESTIGE else "on the first free space"
    return f"build a {kind} building {where}{less}, or decline."


def _pay(state: CaylusState, frame: tuple) -> str:
    """Which payment the cube is for: the Alchemist, the favor exchange or a tile's any cube."""
    _, _, left, gold_ok, gold_after, _ = frame
    below = state.stack[-2] if len(state.stack) > 1 else ()
    if gold_after:
        what = f"the Alchemist's cubes ({left} to pay{'' if gold_ok else ', not gold'})"
    elif below and below[0] == A.K_GET:
        what = "the favor exchange: the cube you give (any, gold included)"
    else:
        what = f"the building's 'any cube' ({left} to pay, gold included)"
    return f"choose a cube to pay for {what}."


def _favor(state: CaylusState, frame: tuple) -> str:
    return (f"royal favor ({frame[2]} to take): choose a line not used this phase and a column "
            f"up to your marker (columns 1-{state.open_columns} open).")


_PROMPTS: tuple[Callable[[CaylusState, tuple], str], ...] = (
    _place,
    lambda s, f: "move your Gate worker, free, to a free spot, or take it back.",
    lambda s, f: f"Merchants' Guild: move the Provost (space {s.provost + 1}) "
                 f"{'1 to' if s.guild_must_move else 'up to'} {D.GUILD_MOVE} spaces, free"
                 f"{'.' if s.guild_must_move else ', or leave it.'}",
    lambda s, f: f"Joust Field: pay {D.JOUST_DENIERS} denier + {D.JOUST_CLOTH} cloth for a "
                 "royal favor?",
    lambda s, f: f"your worker is on the Inn's right circle (placements cost {D.INN_COST}): "
                 "stay or leave?",
    lambda s, f: f"move the Provost (space {s.provost + 1}) up to {D.PROVOST_MOVE} spaces at "
                 f"{D.PROVOST_SPACE_COST} denier each, or stay.",
    lambda s, f: f"choose what the {A.road_label(s, f[3])} produces.",
    lambda s, f: f"an opponent used your {B[f[2]].name}: choose your bonus cube.",
    _build,
    lambda s, f: f"choose the residence the {B[f[2]].name} replaces.",
    _pay,
    lambda s, f: "convert a neutral building or your own craft building to a residence for "
                 f"{D.LAWYER_CLOTH} cloth" + (f" + {f[2]} denier" if f[2] else "")
                 + f" (+{D.RESIDENCE_PP} PP), or decline.",
    lambda s, f: f"sell one cube for {f[2]} deniers, or decline.",
    lambda s, f: f"buy a cube (not gold) for {f[3]} denier(s), {f[2]} at most, or stop.",
    _trade,
    _castle,
    _favor,
    lambda s, f: f"favor exchange: take a cube, not gold ({f[2]} to take).",
)


def forced_note(state: CaylusState, frame: tuple) -> str:
    """Why a seat was not asked: its only legal move is a pass or a decline (EXPLAINED)."""
    kind, seat = frame[0], frame[1]
    who_ = who(state, seat)
    if kind == A.K_PLACE:
        if not state.workers[seat]:
            return f"{who_} passes: no worker left"
        cost = state.bridge_cost(seat)
        if state.deniers[seat] >= cost:
            return f"{who_} passes: no free spot for a worker"
        return f"{who_} passes: {_plural(state.deniers[seat], 'denier')}, a placement costs {cost}"
    if kind == A.K_JOUST:
        return (f"{who_} cannot pay the Joust Field ({D.JOUST_DENIERS} denier + "
                f"{D.JOUST_CLOTH} cloth)")
    if kind == A.K_PROVOST:
        return f"{who_} has no denier to move the Provost"
    if kind == A.K_BUILD:
        where = "an own residence" if frame[2] == D.PRESTIGE else "a free road space"
        return (f"{who_} can build no {D.CATEGORY_NAMES[frame[2]]} building (the cubes, a tile "
                f"in stock and {where} are needed)")
    if kind == A.K_LAWYER:
        price = f"{D.LAWYER_CLOTH} cloth" + (f" + {frame[2]} denier" if frame[2] else "")
        return f"{who_} cannot convert a building ({price} and a target are needed)"
    if kind == A.K_SELL:
        return f"{who_} has no cube to sell"
    if kind == A.K_BUY:
        return f"{who_} cannot pay {_plural(frame[3], 'denier')} for a cube"
    return f"{who_} cannot pay for an exchange at the {B[frame[2]].name}"


# -- notation parsing ------------------------------------------------------------------------


def parse_action(state: CaylusState, text: str, exact: Callable[[str], int]) -> int:
    """Exact notation first; else the notation without its `@space` if that names one legal
    action (`place peddler` when only one peddler is free)."""
    try:
        return exact(text)
    except BadNotation:
        key = " ".join(str(text).lower().split())
        found = [a for a in state.legal_actions()
                 if re.sub(r"@\d+", "", state.action_to_str(a)).lower() == key]
        if len(found) == 1:
            return found[0]
        if len(found) > 1:
            shown = ", ".join(state.action_to_str(a) for a in found)
            raise BadNotation(f"caylus: {text!r} is ambiguous; say which: {shown}") from None
        raise


def lost_favor_note(state: CaylusState, frame: tuple) -> str:
    """§6.3: favors left when every favor line was used in this phase are lost."""
    n = frame[2]
    return (f"{who(state, frame[1])} loses {_plural(n, 'royal favor')}: every line was used "
            "this phase")


def trade_words(option: tuple) -> str:
    """`2 deniers for 3 PP`: one exchange of a Church, Tailor, Bank, Alchemist, Jeweller."""
    (pay, n), (gain, m) = option
    paid = (_plural(n, "denier") if pay == D.PAY_DENIERS else f"{n} cloth" if pay == D.PAY_CLOTH
            else f"{n} gold" if pay == D.PAY_GOLD else _plural(n, "cube"))
    got = f"{m} PP" if gain == D.GAIN_PP else f"{m} gold"
    return f"{paid} for {got}"


def favor_words(j: int, col: int) -> str:
    """What favor option j gives, in words: `+3 PP`, `1 wood`, `a building at the Mason`."""
    line = A.FAVOR_OPTIONS[j][0]
    if line == D.FAVOR_PRESTIGE:
        return f"+{D.FAVOR_PP[col - 1]} PP"
    if line == D.FAVOR_DENIERS:
        return f"+{D.FAVOR_DENIER_GAIN[col - 1]} deniers"
    return FAVOR_WORDS[j - A.F_FOOD]


FAVOR_WORDS = (  # favor options from F_FOOD on (§6.2 c, d)
    "1 food", "1 wood", "1 stone", "1 cloth",
    f"the exchange of {D.EXCHANGE_GIVE} cube for {D.EXCHANGE_TAKE} cubes (not gold)", "1 gold",
    "nothing (buildings line)",
    f"a wooden building for {D.FAVOR_BUILD_DISCOUNT} wood less",
    f"a stone building for {D.FAVOR_BUILD_DISCOUNT} stone less",
    f"a conversion to a residence for {D.LAWYER_CLOTH} cloth",
    "a prestige building",
)




# -- the board for the terminal --------------------------------------------------------------

WIDTH = 100  # every line of every view fits 100 columns
SECTIONS = ("road", "castle", "players", "favors", "stock")


def render(state: CaylusState, player: int | None = None, section: str | None = None) -> str:
    """None: the compact board (at most 22 lines); "full": every section; or one section of
    `SECTIONS`. Caylus has no hidden information: `player` only marks the viewer's row."""
    if section is None:
        lines = _compact(state, player)
    elif section == "full":
        lines = [_header(state), _order_line(state), *_specials_lines(state), ""]
        for name in SECTIONS:
            lines += [*_SECTION[name](state, player), ""]
        lines.pop()
    elif section in _SECTION:
        lines = _SECTION[section](state, player)
    else:
        raise BadOption(f"caylus: no board section {section!r}; sections: None (compact), "
                          f"'full', {', '.join(map(repr, SECTIONS))}")
    return "\n".join(lines)


def _header(state: CaylusState) -> str:
    from meeple.games.caylus.state import Phase

    return (f"=== Caylus · turn {state.turn} · {Phase.NAMES[state.phase]} · "
            f"Provost on {state.provost + 1} · Bailiff on {state.bailiff + 1} ===")


def _order_line(state: CaylusState) -> str:
    from meeple.games.caylus.state import Phase

    order = " ".join(_colour(s) for s in state.order)
    scale = " ".join(_colour(s) for s in state.passing)
    line = f"Order: {order} · passed: {scale or '-'}"
    if state.phase == Phase.PLACEMENT:
        line += f" · cost {state.passing_price()} (own building {D.OWN_BUILDING_COST})"
    return line


def _colour(seat: int) -> str:
    return D.PLAYER_COLOURS[seat] if seat >= 0 else "-"


def _mark(seat: int) -> str:
    return D.COLOUR_MARK[seat] if seat >= 0 else "-"


# what each special building does (§3.3), in its order of resolution
SPECIAL_EFFECTS = (
    "move the worker free",
    f"+{D.TRADING_POST_DENIERS}d",
    f"provost ±{D.GUILD_MOVE}, free",
    f"{D.JOUST_DENIERS}d+{D.JOUST_CLOTH}c → 1 favor",
    "turn order",
    f"right: placements cost {D.INN_COST}",
)
SPECIAL_TITLES = ("Gate", "Trading Post", "Guild", "Joust Field", "Stables", "Inn")


def _specials_lines(state: CaylusState) -> list[str]:
    """The special buildings (phase 3, in order), who is on them and what they do."""
    parts = [f"{SPECIAL_TITLES[k]}[{_colour(state.special[k])}] {SPECIAL_EFFECTS[k]}"
             for k in range(D.SINGLE_SPECIALS)]
    if state.num_players > D.TWO_PLAYERS:
        parts.append(f"Stables[{_stables(state, _colour)}] {SPECIAL_EFFECTS[D.STABLES]}")
    parts.append(f"Inn[left {_colour(state.inn_left)} | right {_colour(state.inn_right)}] "
                 f"{SPECIAL_EFFECTS[D.INN]}")
    rows = [" · ".join(parts[k:k + 2]) for k in range(0, len(parts), 2)]
    return ["Special buildings (phase 3, in this order):", *(f"  {r}" for r in rows)]


def _stables(state: CaylusState, name: Callable[[int], str]) -> str:
    seats = [name(s) for s in state.stables]
    return ",".join(seats + ["-"] * (D.STABLES_SPACES - len(seats)))


# -- the compact board -------------------------------------------------------------------------


def _compact(state: CaylusState, player: int | None) -> list[str]:
    """At most 22 lines: the header, turn order, the special buildings, the built road four
    spaces a line, the castle, the players and the tiles in stock."""
    lines = [_header(state), _order_line(state), _compact_specials(state)]
    legend = " ".join(f"{m} {c}" for m, c in zip(D.COLOUR_MARK, D.PLAYER_COLOURS[
        :state.num_players], strict=False))
    scoring = "/".join(map(str, D.SCORING_SPACE))
    free = state.road.count(D.EMPTY)
    lines.append(f"Road, {free} free (owner<worker>, * scores at {scoring}; {legend}):")
    cells = [_road_cell(state, i) for i, b in enumerate(state.road) if b >= 0]
    for k in range(0, len(cells), 4):
        lines.append(" " + " ".join(cells[k:k + 4]).rstrip())
    lines.append(_compact_castle(state))
    lines += _player_table(state, player)
    lines += _compact_stock(state)
    return lines


def _compact_specials(state: CaylusState) -> str:
    parts = [f"{SPECIAL_TITLES[k]} {_mark(state.special[k])}" for k in range(D.SINGLE_SPECIALS)]
    if state.num_players > D.TWO_PLAYERS:
        parts.append(f"Stables {_stables(state, _mark)}")
    parts.append(f"Inn {_mark(state.inn_left)}|{_mark(state.inn_right)}")
    return "Specials: " + " · ".join(parts)


def _road_cell(state: CaylusState, i: int) -> str:
    """`12*university Bu<Re` in 23 columns."""
    b = state.road[i]
    mark = "*" if i + 1 in D.SCORING_SPACE else " "
    owner = D.COLOUR_MARK[state.owner[i]] if state.owner[i] >= 0 else ""
    worker = f"<{D.COLOUR_MARK[state.worker[i]]}" if state.worker[i] >= 0 else ""
    return f"{i + 1:>2}{mark}{B[b].name:<10} {owner + worker:<7}"


def _compact_castle(state: CaylusState) -> str:
    parts = []
    for s, name in enumerate(D.SECTION_NAMES):
        houses = " ".join(f"{D.COLOUR_MARK[p]}{n}" for p, n in enumerate(state.castle[s]) if n)
        status = ("scored" if s < state.section else "building" if s == state.section else "")
        parts.append(f"{name} {state.filled[s]}/{D.SECTION_SPACES[s]} {status} {houses}".strip())
    scale = " ".join(D.COLOUR_MARK[s] for s in state.castle_scale) or "-"
    return f"Castle: {' · '.join(parts)} · workers: {scale}"


def _player_table(state: CaylusState, player: int | None) -> list[str]:
    lines = [f"  {'seat':<7} {'PP':>4} {'den':>4}  food wood stone cloth gold  workers houses  "
             f"favors p/d/r/b (open 1-{state.open_columns})"]
    for seat in range(state.num_players):
        c = state.cubes[seat]
        houses = (sum(1 for o in state.owner if o == seat)
                  + sum(state.castle[s][seat] for s in range(len(D.SECTION_NAMES))))
        you = "*" if seat == player else " "
        favor = "/".join(str(x) for x in state.favor[seat])
        lines.append(f" {you}{_colour(seat):<7} {state.pp[seat]:>4} {state.deniers[seat]:>4}  "
                     f"{c[0]:>4} {c[1]:>4} {c[2]:>5} {c[3]:>5} {c[4]:>4}  "
                     f"{state.workers[seat]:>7} {houses:>6}  {favor}")
    return lines


def _compact_stock(state: CaylusState) -> list[str]:
    groups = []
    for category in (D.WOODEN, D.STONE_B, D.PRESTIGE):
        names = [B[t].name for t in range(D.TILES)
                 if B[t].category == category and state.stock >> t & 1]
        groups.append(f"{D.CATEGORY_NAMES[category]}: {', '.join(names) or '-'}")
    return _wrap("Tiles in stock: ", "; ".join(groups))


def _wrap(head: str, text: str, width: int = WIDTH) -> list[str]:
    """`head` then `text`, broken between words into lines of at most `width` columns."""
    lines, line = [], head.rstrip()
    for word in text.split():
        if len(line) + 1 + len(word) > width:
            lines.append(line)
            line = "   " + word
        else:
            line += " " + word
    lines.append(line)
    return lines


# -- the sections --------------------------------------------------------------------------------


def _road_lines(state: CaylusState, player: int | None = None) -> list[str]:
    """The road, space by space: building, category, what it does, owner, worker, the Provost
    and the Bailiff; runs of plain empty spaces on one line (at most 30 lines)."""
    triggers = {space - 1: name for space, name in zip(D.SCORING_SPACE, D.SECTION_NAMES,
                                                        strict=True)}
    scoring = ", ".join(f"{i} {n}" for i, n in zip(D.SCORING_SPACE, D.SECTION_NAMES, strict=True))
    out = ["Road: N neutral, F fixed, W wooden, S stone, R residence, P prestige; (owner) <worker>;",
           f"  * scoring space ({scoring}); f food w wood s stone c cloth g gold d denier"]
    pending = {i: seat for i, seat in state.pending}
    i = 0
    while i < D.ROAD_LENGTH:
        b = state.road[i]
        agents = " ".join(name for name, at in (("Provost", state.provost),
                                                ("Bailiff", state.bailiff)) if at == i)
        if b < 0:
            j = i
            while (j + 1 < D.ROAD_LENGTH and state.road[j + 1] < 0 and j + 1 not in triggers
                   and i not in triggers and not agents
                   and j + 1 not in (state.provost, state.bailiff)):
                j += 1
            space = f"{i + 1}-{j + 1}" if j > i else f"{i + 1}"
            mark = "*" if i in triggers else " "
            out.append(f"  {space:>5}{mark} {'·':<52}{agents}".rstrip())
            i = j + 1
            continue
        mark = "*" if i in triggers else " "
        name = f"{B[b].name:<11}{CATEGORY_MARK[B[b].category]}"
        owner = f"({_colour(state.owner[i])})" if state.owner[i] >= 0 else ""
        worker = f"<{_colour(state.worker[i])}>" if state.worker[i] >= 0 else ""
        if i in pending:
            worker += f" to residence ({_colour(pending[i])})"
        out.append(f"  {i + 1:>5}{mark} {name}  {effect_text(state, b):<25} {owner:<9}"
                   f"{worker:<9} {agents}".rstrip())
        i += 1
    return out


def _castle_lines(state: CaylusState, player: int | None = None) -> list[str]:
    out = []
    for s, name in enumerate(D.SECTION_NAMES):
        houses = ", ".join(f"{_colour(p)} {n}" for p, n in enumerate(state.castle[s]) if n)
        status = ("scored" if s < state.section
                  else "under construction" if s == state.section else "")
        out.append(f"  {name.capitalize():<8} {state.filled[s]:>2}/{D.SECTION_SPACES[s]:<2} "
                   f"{D.SECTION_PP[s]} PP/house  {houses or '-':<30} {status}".rstrip())
    scale = ", ".join(_colour(s) for s in state.castle_scale) or "-"
    scoring = ", ".join(f"{n} at space {sp}" for n, sp in zip(D.SECTION_NAMES, D.SCORING_SPACE,
                                                               strict=True))
    return [f"Castle (castle scale: {scale})", f"  scored when the Bailiff reaches {scoring}",
            *out]


def _players_lines(state: CaylusState, player: int | None = None) -> list[str]:
    return [f"Players (favor columns open: 1-{state.open_columns})",
            *_player_table(state, player)]


def _favor_lines(state: CaylusState, player: int | None = None) -> list[str]:
    """The favor table (§6.2): each line's five columns, with the seats' markers."""
    out = [f"Royal favors: columns 1-{state.open_columns} open; a favor moves a marker one "
           "column (if open), then takes", "  any column up to it, each line once a phase"]
    out.append(f"  {'line':<10}" + "".join(f"{c:<16}" for c in range(1, 6)))
    for line, name in enumerate(D.FAVOR_LINES):
        cells = [favor_words(j, A.FAVOR_OPTIONS[j][1]) for j in A.FAVOR_BY_LINE[line]]
        if line == D.FAVOR_RESOURCES:  # wood and stone share column 2
            cells = [cells[0], "1 wood or stone", *cells[3:]]
        cells = [_short_favor(c) for c in cells]
        out.append(f"  {name:<10}" + "".join(f"{c:<16}" for c in cells).rstrip())
    out.append("Markers (the column reached on each line):")
    for seat in range(state.num_players):
        marks = ", ".join(f"{ln} {c}" for ln, c in zip(D.FAVOR_LINES, state.favor[seat],
                                                         strict=True))
        used = [D.FAVOR_LINES[ln] for ln in range(len(D.FAVOR_LINES))
                if state.favor_used[seat] >> ln & 1]
        used_text = f"; used this phase: {', '.join(used)}" if used else ""
        out.append(f"  {_colour(seat):<7} {marks}{used_text}")
    return out


def _short_favor(text: str) -> str:
    return (text.replace("a wooden building for 1 wood less", "wooden bld -1w")
            .replace("a stone building for 1 stone less", "stone bld -1s")
            .replace("a conversion to a residence for 1 cloth", "residence 1c")
            .replace("a prestige building", "prestige bld")
            .replace("nothing (buildings line)", "nothing")
            .replace("the exchange of 1 cube for 2 cubes (not gold)", "1 cube → 2")[:15])


def _stock_lines(state: CaylusState, player: int | None = None) -> list[str]:
    """The tiles still to build, by category: cost → PP [what the building does]."""
    out = ["Tiles in stock (cost → PP on construction [effect])"]
    for category, label in ((D.WOODEN, "wooden"), (D.STONE_B, "stone"),
                            (D.PRESTIGE, "prestige")):
        tiles = [f"{B[t].name} {cost_text(t)}→{state.vp[t]}"
                 + (f" [{effect_text(state, t)}]" if effect_text(state, t) else "")
                 for t in range(D.TILES) if B[t].category == category and state.stock >> t & 1]
        line = f"  {label:<9}"
        if not tiles:
            out.append(line + " -")
            continue
        for k, tile in enumerate(tiles):
            entry = tile + (";" if k < len(tiles) - 1 else "")
            if len(line) + 1 + len(entry) > WIDTH - 4 and line.strip() != label:
                out.append(line)
                line = " " * 11
            line += " " + entry
        out.append(line)
    return out


_SECTION: dict[str, Callable[[CaylusState, int | None], list[str]]] = {
    "road": _road_lines, "castle": _castle_lines, "players": _players_lines,
    "favors": _favor_lines, "stock": _stock_lines,
}
