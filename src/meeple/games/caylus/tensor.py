"""The observation tensor of Caylus (`observation_tensor`): a fixed layout of the open state.

Caylus hides nothing, so the tensor encodes the whole position a seat sees: the turn, phase
and pending decision, each seat's stock (seat-indexed, padded to 5 seats), the road (a
building one-hot and owner/worker one-hots per space), the special buildings, the castle and
the favor table, the Provost and the Bailiff. `meeple.load("caylus").layout(n).describe()`
prints the slices.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from meeple.core.tensor import Layout, bits, multihot, number, numbers, onehot, onehots
from meeple.games.caylus import data as D

MAX_SEATS = 5
DECISION_KINDS = 18  # K_PLACE .. K_GET in state.py
TURNS = 40  # the turn number is scaled by this (games end well before)


def _top_kind(o: dict) -> int:
    stack = o.get("stack") or []
    return stack[-1][0] if stack else -1


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
    road_at, owner_at, worker_at = at["road"], at["owner"], at["worker"]
    buildings = len(D.BUILDINGS)
    per_seat = [(key, at[key], scale[key]) for key in ("deniers", "pp", "workers", "built", "favor_used")]
    cubes_at = [at[f"cubes_{i}"] for i in range(MAX_SEATS)]
    favor_at = [at[f"favor_{i}"] for i in range(MAX_SEATS)]
    castle_at = [at[f"castle_{s}"] for s in range(len(D.SECTION_NAMES))]
    cube_scale, favor_scale, castle_scale = scale["cubes_0"], scale["favor_0"], scale["castle_0"]
    turn_scale, filled_scale, columns_scale = scale["turn"], scale["filled"], scale["open_columns"]
    sections = len(D.SECTION_NAMES) + 1

    def seat_onehot(out: Any, base: int, v: int) -> None:
        if 0 <= v < MAX_SEATS:
            out[base + v] = 1.0

    def bitmask(out: Any, base: int, v: int, k: int) -> None:
        i = 0
        while v and i < k:
            if v & 1:
                out[base + i] = 1.0
            v >>= 1
            i += 1

    def write(s: Any, player: int, out: Any) -> None:
        seat_onehot(out, at["viewer"], player)
        if s.turn:
            out[at["turn"]] = s.turn * turn_scale
        if 0 <= s.step < 8:
            out[at["step"] + s.step] = 1.0
        if s.stack:
            kind, mover = s.stack[-1][0], s.stack[-1][1]
            if 0 <= kind < DECISION_KINDS:
                out[at["decision"] + kind] = 1.0
            seat_onehot(out, at["to_move"], mover)
        base = at["order"]
        for x in s.order[:MAX_SEATS]:
            seat_onehot(out, base, x)
            base += MAX_SEATS
        bitmask(out, at["passed"], s.passed, MAX_SEATS)
        for key, a, k in per_seat:
            for x in getattr(s, key)[:MAX_SEATS]:
                if x:
                    out[a] = x * k
                a += 1
        for i, cubes in enumerate(s.cubes[:MAX_SEATS]):
            a = cubes_at[i]
            for x in cubes:
                if x:
                    out[a] = x * cube_scale
                a += 1
        for i, favor in enumerate(s.favor[:MAX_SEATS]):
            a = favor_at[i]
            for x in favor:
                if x:
                    out[a] = x * favor_scale
                a += 1
        a = road_at
        for x in s.road:
            if 0 <= x < buildings:
                out[a + x] = 1.0
            a += buildings
        for base, values in ((owner_at, s.owner), (worker_at, s.worker), (at["special"], s.special)):
            for x in values:
                if 0 <= x < MAX_SEATS:
                    out[base + x] = 1.0
                base += MAX_SEATS
        for x in s.stables:
            seat_onehot(out, at["stables"], x)
        seat_onehot(out, at["inn_left"], s.inn_left)
        seat_onehot(out, at["inn_right"], s.inn_right)
        for x in s.castle_scale:
            seat_onehot(out, at["castle_scale"], x)
        if 0 <= s.section < sections:
            out[at["section"] + s.section] = 1.0
        a = at["filled"]
        for x in s.filled:
            if x:
                out[a] = x * filled_scale
            a += 1
        if s.open_columns:
            out[at["open_columns"]] = s.open_columns * columns_scale
        if 0 <= s.provost < D.ROAD_LENGTH:
            out[at["provost"] + s.provost] = 1.0
        if 0 <= s.bailiff < D.ROAD_LENGTH:
            out[at["bailiff"] + s.bailiff] = 1.0
        bitmask(out, at["stock"], s.stock, D.TILES)
        for a, houses in zip(castle_at, s.castle, strict=False):
            for x in houses[:MAX_SEATS]:
                if x:
                    out[a] = x * castle_scale
                a += 1
    return write
