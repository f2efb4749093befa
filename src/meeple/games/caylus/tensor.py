"""The observation tensor of Caylus (`observation_tensor`): a fixed layout of the open state.

Caylus hides nothing, so the tensor encodes the whole position a seat sees: the turn, phase
and pending decision, each seat's stock (seat-indexed, padded to 5 seats), the road (a
building one-hot and owner/worker one-hots per space), the special buildings, the castle and
the favor table, the Provost and the Bailiff. `meeple.load("caylus").layout(n).describe()`
prints the slices. `encoder(players)` writes the same numbers from the state's fields.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from meeple.core.tensor import (
    Layout,
    bits,
    decision_arg,
    memo_bits,
    memo_onehots,
    multihot,
    number,
    numbers,
    onehot,
    onehots,
    write_bits,
)
from meeple.games.caylus import data as D

MAX_SEATS = 5
DECISION_KINDS = 18  # K_PLACE .. K_GET in state.py
DECISION_ARGS = 4  # the longest frame's arguments (K_PAY)
TURNS = 40  # the turn number is scaled by this (games end well before)


def _top_kind(o: dict) -> int:
    stack = o.get("stack") or []
    return stack[-1][0] if stack else -1


def _top_args(o: dict) -> list[int]:
    stack = o.get("stack") or []
    return [decision_arg(a) for a in stack[-1][2:]] if stack else []


def _to_move(o: dict) -> int:
    stack = o.get("stack") or []
    return stack[-1][1] if stack else -1


def _per_seat(key: str, i: int):
    return lambda o: o[key][i] if i < len(o[key]) else 0


def layout(players: int) -> Layout:
    road = D.ROAD_LENGTH
    buildings = len(D.BUILDINGS)
    fields = [
        onehot("viewer", lambda o: o["seat"], MAX_SEATS, doc="the seat this tensor is for"),
        number("turn", lambda o: o["turn"], 1 / TURNS),
        onehot("step", lambda o: o["step"], 8, doc="phase of the turn (§3), by number"),
        onehot("decision", _top_kind, DECISION_KINDS, doc="the kind of decision pending"),
        numbers("decision_args", _top_args, DECISION_ARGS, 0.1,
                doc="its frame's arguments: the choices made so far in this compound move"),
        onehot("to_move", _to_move, MAX_SEATS, doc="the seat deciding"),
        onehots("order", lambda o: o["order"], MAX_SEATS, MAX_SEATS, doc="turn order"),
        bits("passed", lambda o: o["passed"], MAX_SEATS, doc="seats that passed"),
        numbers("deniers", lambda o: o["deniers"], MAX_SEATS, 0.1),
        numbers("pp", lambda o: o["pp"], MAX_SEATS, 0.01, doc="prestige points / 100"),
        numbers("workers", lambda o: o["workers"], MAX_SEATS, 1 / D.WORKERS),
        numbers("built", lambda o: o["built"], MAX_SEATS, 0.1, doc="buildings built"),
        numbers("favor_used", lambda o: o["favor_used"], MAX_SEATS),
    ]
    for i in range(MAX_SEATS):
        fields.append(numbers(f"cubes_{i}", lambda o, i=i: o["cubes"][i] if i < len(o["cubes"]) else (),
                              len(D.RESOURCES), 0.1, doc=f"seat {i}: food wood stone cloth gold / 10"))
        fields.append(numbers(f"favor_{i}", lambda o, i=i: o["favor"][i] if i < len(o["favor"]) else (),
                              len(D.FAVOR_LINES), 0.2, doc=f"seat {i}: favor track positions / 5"))
    fields += [
        onehots("road", lambda o: o["road"], road, buildings, doc="building on each road space"),
        onehots("owner", lambda o: o["owner"], road, MAX_SEATS, doc="owner of each road building"),
        onehots("worker", lambda o: o["worker"], road, MAX_SEATS, doc="worker on each road space"),
        onehots("special", lambda o: o["special"], 4, MAX_SEATS,
                doc="worker on the gate, trading post, guild, joust field"),
        multihot("stables", lambda o: o["stables"], MAX_SEATS, doc="seats in the stables"),
        onehot("inn_left", lambda o: o["inn_left"], MAX_SEATS),
        onehot("inn_right", lambda o: o["inn_right"], MAX_SEATS),
        multihot("castle_scale", lambda o: o["castle_scale"], MAX_SEATS, doc="seats at the castle"),
        onehot("section", lambda o: o["section"], len(D.SECTION_NAMES) + 1),
        numbers("filled", lambda o: o["filled"], len(D.SECTION_NAMES), 0.1),
        number("open_columns", lambda o: o["open_columns"], 0.2),
        onehot("provost", lambda o: o["provost"], road),
        onehot("bailiff", lambda o: o["bailiff"], road),
        bits("stock", lambda o: o["stock"], D.TILES, doc="building tiles still in stock"),
    ]
    for s, _name in enumerate(D.SECTION_NAMES):
        fields.append(numbers(f"castle_{s}", lambda o, s=s: o["castle"][s], MAX_SEATS, 0.1,
                              doc=f"houses per seat in castle section {s}"))
    return Layout(fields)



def encoder(players: int) -> Callable[[Any, int, Any], None]:
    """`write(state, player, out)`: the layout's numbers written straight from the state's
    fields into a zeroed `out` (no observation dict). Caylus hides nothing, so every field
    is read as the observation reads it; tests check it equals `layout(players).encode`."""
    lay = layout(players)
    at = {name: a for name, (a, _) in lay.slices.items()}
    scale = {f.name: f.scale for f in lay.fields}
    buildings, road = len(D.BUILDINGS), D.ROAD_LENGTH
    # the road's three blocks mostly repeat from one position to the next: memoized
    road_at, owner_at = at["road"], at["owner"]
    road_memo = memo_onehots(road, buildings)
    owner_memo, stock_memo = memo_onehots(road, MAX_SEATS), memo_bits(D.TILES)
    worker_bases, special_bases, order_bases = [
        [at[key] + j * MAX_SEATS for j in range(n)] for key, n in (("worker", road), ("special", 4), ("order", MAX_SEATS))]
    per_seat = [(key, at[key], scale[key]) for key in ("deniers", "pp", "workers", "built", "favor_used")]
    cubes = [(at[f"cubes_{i}"], at[f"favor_{i}"]) for i in range(MAX_SEATS)]
    castle_at = [at[f"castle_{s}"] for s in range(len(D.SECTION_NAMES))]
    cube_scale, favor_scale, castle_scale = scale["cubes_0"], scale["favor_0"], scale["castle_0"]
    turn_at, turn_scale = at["turn"], scale["turn"]
    filled_at, filled_scale = at["filled"], scale["filled"]
    columns_at, columns_scale = at["open_columns"], scale["open_columns"]
    viewer_at, step_at, decision_at, to_move_at = at["viewer"], at["step"], at["decision"], at["to_move"]
    passed_at, stock_at, stables_at, scale_at = at["passed"], at["stock"], at["stables"], at["castle_scale"]
    inn_left_at, inn_right_at, section_at = at["inn_left"], at["inn_right"], at["section"]
    provost_at, bailiff_at = at["provost"], at["bailiff"]
    sections, seats = len(D.SECTION_NAMES) + 1, MAX_SEATS
    args_at = at["decision_args"]

    def write(s: Any, player: int, out: Any) -> None:
        if 0 <= player < seats:
            out[viewer_at + player] = 1.0
        if s.turn:
            out[turn_at] = s.turn * turn_scale
        if 0 <= s.step < 8:
            out[step_at + s.step] = 1.0
        if s.stack:
            top = s.stack[-1]
            if 0 <= top[0] < DECISION_KINDS:
                out[decision_at + top[0]] = 1.0
            a = args_at
            for x in top[2:2 + DECISION_ARGS]:
                if x:
                    out[a] = float(decision_arg(x)) * 0.1
                a += 1
            if 0 <= top[1] < seats:
                out[to_move_at + top[1]] = 1.0
        for base, x in zip(order_bases, s.order, strict=False):
            if 0 <= x < seats:
                out[base + x] = 1.0
        write_bits(out, passed_at, s.passed, seats)
        for key, a, k in per_seat:
            for x in getattr(s, key)[:seats]:
                if x:
                    out[a] = x * k
                a += 1
        for (a, b), cube, favor in zip(cubes, s.cubes, s.favor, strict=False):
            for x in cube:
                if x:
                    out[a] = x * cube_scale
                a += 1
            for x in favor:
                if x:
                    out[b] = x * favor_scale
                b += 1
        road_memo.write(out, road_at, s.road)
        owner_memo.write(out, owner_at, s.owner)
        for bases, values in ((worker_bases, s.worker), (special_bases, s.special)):  # change often
            for base, x in zip(bases, values, strict=False):
                if 0 <= x < seats:
                    out[base + x] = 1.0
        for x in s.stables:
            if 0 <= x < seats:
                out[stables_at + x] = 1.0
        if 0 <= s.inn_left < seats:
            out[inn_left_at + s.inn_left] = 1.0
        if 0 <= s.inn_right < seats:
            out[inn_right_at + s.inn_right] = 1.0
        for x in s.castle_scale:
            if 0 <= x < seats:
                out[scale_at + x] = 1.0
        if 0 <= s.section < sections:
            out[section_at + s.section] = 1.0
        a = filled_at
        for x in s.filled:
            if x:
                out[a] = x * filled_scale
            a += 1
        if s.open_columns:
            out[columns_at] = s.open_columns * columns_scale
        if 0 <= s.provost < road:
            out[provost_at + s.provost] = 1.0
        if 0 <= s.bailiff < road:
            out[bailiff_at + s.bailiff] = 1.0
        stock_memo.write(out, stock_at, s.stock)
        for a, houses in zip(castle_at, s.castle, strict=False):
            for x in houses[:seats]:
                if x:
                    out[a] = x * castle_scale
                a += 1
    return write
