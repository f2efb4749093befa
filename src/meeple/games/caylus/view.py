"""What a person sees of a Caylus position: the prompt, the terminal board, tolerant notation
parsing; and the checks of a position: its invariants and the validation of a loaded state.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING

from meeple.core.errors import BadNotation, BadState
from meeple.games.caylus import actions as A
from meeple.games.caylus import data as D

if TYPE_CHECKING:
    from meeple.games.caylus.state import CaylusState

B = D.BUILDINGS
CATEGORY_MARK = ("W", "S", "P", "N", "F", "R")  # wooden, stone, prestige, neutral, fixed, residence
CUBE_MARK = ("f", "w", "s", "c", "g")


def who(state: CaylusState, seat: int) -> str:
    return f"seat {seat} ({D.PLAYER_COLOURS[seat]})"


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
    head = f"{who(state, seat).capitalize()}, turn {state.turn}:"
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
    who_ = f"seat {seat}"
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
        raise


# -- the board for the terminal --------------------------------------------------------------


def render(state: CaylusState, player: int | None = None) -> str:
    lines = [_header(state), _order_line(state), _specials_line(state), ""]
    lines += _road_lines(state)
    lines.append("")
    lines += _castle_lines(state)
    lines.append("")
    lines += _players_lines(state, player)
    lines.append("")
    lines += _stock_lines(state)
    return "\n".join(lines)


def _header(state: CaylusState) -> str:
    from meeple.games.caylus.state import Phase

    return (f"=== Caylus · turn {state.turn} · {Phase.NAMES[state.phase]} · "
            f"provost on {state.provost + 1} · bailiff on {state.bailiff + 1} ===")


def _order_line(state: CaylusState) -> str:
    from meeple.games.caylus.state import Phase

    order = " ".join(f"{i + 1}.{D.PLAYER_COLOURS[s]}" for i, s in enumerate(state.order))
    scale = " ".join(f"{i + 1}.{D.PLAYER_COLOURS[s]}" for i, s in enumerate(state.passing))
    line = f"Turn order: {order}   Passing scale: {scale or '-'}"
    if state.phase == Phase.PLACEMENT:
        line += (f"   (placing costs {state.passing_price()}; "
                 f"own building {D.OWN_BUILDING_COST})")
    return line


def _colour(seat: int) -> str:
    return D.PLAYER_COLOURS[seat] if seat >= 0 else "-"


# what each special building does (§3.3), in its order of resolution
SPECIAL_EFFECTS = (
    "move the worker free",
    f"+{D.TRADING_POST_DENIERS}d",
    f"provost ±{D.GUILD_MOVE}, free",
    f"{D.JOUST_DENIERS}d+{D.JOUST_CLOTH}c → 1 favor",
    "turn order",
    f"right: placements cost {D.INN_COST}",
)


def _specials_line(state: CaylusState) -> str:
    """The special buildings (phase 3, in order), who is on them and what they do."""
    parts = [f"{D.SPECIAL_NAMES[k]}[{_colour(state.special[k])}] {SPECIAL_EFFECTS[k]}"
             for k in range(D.SINGLE_SPECIALS)]
    if state.num_players > D.TWO_PLAYERS:
        stables = [_colour(s) for s in state.stables]
        stables += ["-"] * (D.STABLES_SPACES - len(stables))
        parts.append(f"stables[{','.join(stables)}] {SPECIAL_EFFECTS[D.STABLES]}")
    parts.append(f"inn[left {_colour(state.inn_left)} | right {_colour(state.inn_right)}] "
                 f"{SPECIAL_EFFECTS[D.INN]}")
    rows = [" · ".join(parts[k:k + 2]) for k in range(0, len(parts), 2)]
    return "Special buildings (phase 3, in this order):\n" + "\n".join(f"  {r}" for r in rows)


def _road_lines(state: CaylusState) -> list[str]:
    """The road, space by space: building, category, what it does, owner, worker, the Provost
    and the Bailiff; runs of plain empty spaces on one line."""
    triggers = {space - 1: name for space, name in zip(D.SCORING_SPACE, D.SECTION_NAMES,
                                                        strict=True)}
    scoring = ", ".join(f"{i} {n}" for i, n in zip(D.SCORING_SPACE, D.SECTION_NAMES, strict=True))
    out = ["Road: N neutral, F fixed, W wooden, S stone, R residence, P prestige; (owner) <worker>;",
           f"      * scoring space ({scoring}); f food, w wood, s stone, c cloth, g gold,",
           "      d denier, pp prestige points"]
    pending = {i: seat for i, seat in state.pending}
    i = 0
    while i < D.ROAD_LENGTH:
        b = state.road[i]
        agents = " ".join(name for name, at in (("provost", state.provost),
                                                ("bailiff", state.bailiff)) if at == i)
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
        owner = f"({D.PLAYER_COLOURS[state.owner[i]]})" if state.owner[i] >= 0 else ""
        worker = f"<{D.PLAYER_COLOURS[state.worker[i]]}>" if state.worker[i] >= 0 else ""
        if i in pending:
            worker += f" to residence ({D.PLAYER_COLOURS[pending[i]]})"
        out.append(f"  {i + 1:>5}{mark} {name}  {effect_text(state, b):<25} {owner:<9}"
                   f"{worker:<9} {agents}".rstrip())
        i += 1
    return out


def _castle_lines(state: CaylusState) -> list[str]:
    out = []
    for s, name in enumerate(D.SECTION_NAMES):
        houses = ", ".join(f"{D.PLAYER_COLOURS[p]} {n}" for p, n in enumerate(state.castle[s]) if n)
        status = ("scored" if s < state.section
                  else "under construction" if s == state.section else "")
        out.append(f"  {name.capitalize():<8} {state.filled[s]:>2}/{D.SECTION_SPACES[s]:<2} "
                   f"{D.SECTION_PP[s]} PP/house  {houses or '-':<30} {status}".rstrip())
    scale = ", ".join(D.PLAYER_COLOURS[s] for s in state.castle_scale) or "-"
    return [f"Castle (castle scale: {scale})", *out]


def _players_lines(state: CaylusState, player: int | None) -> list[str]:
    lines = [f"Players (favor columns open: 1-{state.open_columns})",
             "  seat          PP  den  food wood stone cloth gold  workers houses  "
             "favors: pp/den/res/bld"]
    for seat in range(state.num_players):
        c = state.cubes[seat]
        houses = (sum(1 for o in state.owner if o == seat)
                  + sum(state.castle[s][seat] for s in range(len(D.SECTION_NAMES))))
        you = "*" if seat == player else " "
        favor = "/".join(str(x) for x in state.favor[seat])
        lines.append(f" {you}{seat} {D.PLAYER_COLOURS[seat]:<8} {state.pp[seat]:>4} "
                     f"{state.deniers[seat]:>4}  {c[0]:>4} {c[1]:>4} {c[2]:>5} {c[3]:>5} "
                     f"{c[4]:>4}  {state.workers[seat]:>7} {houses:>6}  {favor}")
    return lines


def _stock_lines(state: CaylusState, width: int = 96) -> list[str]:
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
            if len(line) + 1 + len(entry) > width and line.strip() != label:
                out.append(line)
                line = " " * 11
            line += " " + entry
        out.append(line)
    return out


# -- checks ----------------------------------------------------------------------------------


def invariant_errors(state: CaylusState) -> list[str]:
    """Stocks non-negative, workers and tiles conserved, castle and favor bounds."""
    errors = []
    n = state.num_players
    for seat in range(n):
        if state.deniers[seat] < 0 or state.pp[seat] < 0 or min(state.cubes[seat]) < 0:
            errors.append(f"seat {seat}: negative deniers, PP or cubes")
        placed = (state.worker.count(seat) + state.special.count(seat)
                  + state.stables.count(seat) + state.castle_scale.count(seat)
                  + (state.inn_left == seat) + (state.inn_right == seat))
        if state.workers[seat] + placed != D.WORKERS:
            errors.append(f"seat {seat}: {state.workers[seat]} workers in supply + {placed} "
                          f"placed != {D.WORKERS}")
        if any(not 0 <= c <= state.open_columns for c in state.favor[seat]):
            errors.append(f"seat {seat}: favor marker beyond the open columns")
    for t in range(D.TILES):
        on_road = state.road.count(t)
        if on_road + (state.stock >> t & 1) != 1:
            errors.append(f"tile {B[t].name}: {on_road} on the road, in stock {state.stock >> t & 1}")
    for i, b in enumerate(state.road):
        if state.worker[i] >= 0 and (b < 0 or B[b].category in (D.PRESTIGE, D.RESIDENTIAL)):
            errors.append(f"space {i + 1}: a worker where none may stand")
        owned = b >= 0 and B[b].category in (D.WOODEN, D.STONE_B, D.PRESTIGE, D.RESIDENTIAL)
        if owned != (state.owner[i] >= 0):
            errors.append(f"space {i + 1}: owner {state.owner[i]} on {b}")
    for s in range(len(D.SECTION_NAMES)):
        if sum(state.castle[s]) != state.filled[s] or state.filled[s] > D.SECTION_SPACES[s]:
            errors.append(f"castle section {s}: {state.filled[s]} houses")
    if not (0 <= state.provost < D.ROAD_LENGTH and 0 <= state.bailiff < D.ROAD_LENGTH):
        errors.append("provost or bailiff off the road")
    for group in (state.stables, state.castle_scale, state.passing):
        if len(set(group)) != len(group):
            errors.append(f"a seat twice in {group}")
    if sorted(state.order) != list(range(n)):
        errors.append(f"turn order {state.order} is not a permutation")
    return errors


def check_loaded(state: CaylusState) -> None:
    """`from_dict` validation: shapes and ranges, naming the field (BadState)."""
    n = state.num_players

    def ints(name: str, values, length: int | None = None) -> None:
        if not isinstance(values, list | tuple) or (length is not None and len(values) != length):
            raise BadState(f"field 'state.{name}': expected {length} ints")
        if not all(type(v) is int for v in values):
            raise BadState(f"field 'state.{name}': expected ints")

    for name in ("turn", "phase", "step", "cursor", "passed", "inn_left", "inn_right",
                 "section", "open_columns", "provost", "bailiff", "stock", "rng_seed"):
        if type(getattr(state, name)) is not int:
            raise BadState(f"field 'state.{name}': expected an int")
    for name in ("deniers", "pp", "workers", "favor_used", "built"):
        ints(name, getattr(state, name), n)
    for name in ("road", "owner", "worker"):
        ints(name, getattr(state, name), D.ROAD_LENGTH)
    ints("special", state.special, D.SINGLE_SPECIALS)
    ints("filled", state.filled, len(D.SECTION_NAMES))
    for name in ("order", "passing", "stables", "castle_scale"):
        ints(name, getattr(state, name))
        if any(not 0 <= s < n for s in getattr(state, name)):
            raise BadState(f"field 'state.{name}': seats must be 0..{n - 1}")
    for name, width in (("cubes", len(D.RESOURCES)), ("favor", len(D.FAVOR_LINES))):
        rows = getattr(state, name)
        if not isinstance(rows, list) or len(rows) != n:
            raise BadState(f"field 'state.{name}': expected {n} rows")
        for row in rows:
            ints(name, row, width)
    if not isinstance(state.castle, list) or len(state.castle) != len(D.SECTION_NAMES):
        raise BadState("field 'state.castle': expected 3 rows")
    for row in state.castle:
        ints("castle", row, n)
    if any(b != D.EMPTY and not 0 <= b < len(B) for b in state.road):
        raise BadState("field 'state.road': unknown building id")
    if not 0 <= state.phase <= 7:
        raise BadState("field 'state.phase': expected 0..7")
    for frame in state.stack:
        if not frame or type(frame[0]) is not int or not 0 <= frame[0] < len(A.KINDS) \
                or len(frame) < 2 or not 0 <= frame[1] < n:
            raise BadState(f"field 'state.stack': bad frame {list(frame)}")
    for frame in state.pending:
        if len(frame) != 2 or not 0 <= frame[0] < D.ROAD_LENGTH:
            raise BadState(f"field 'state.pending': bad entry {list(frame)}")
