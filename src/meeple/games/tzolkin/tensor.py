"""The observation tensor of Tzolk'in (`observation_tensor`), built from `observation(player)`.

Slices: the calendar (day, round, Food Days), the seat to move, the viewer's seat and its
pending decision (frame kind and arguments; zeros when another seat decides), the five gears
(a seat one-hot per position; the neutral workers of 2-3 player games as an extra colour), the
jungle, the buildings and monuments on display, the Chichen Itza skull spaces, then per seat (padded to 4) goods, VP,
temples, technologies, workers, buildings, monuments and kept wealth tiles (another seat's
only once the draft is over; before, only how many); the seat's own hand of wealth tiles in
the draft and the tiles revealed.
`meeple.load("tzolkin").layout(n).describe()` prints the slices. `encoder(players)` writes the
same numbers from the state's fields.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from meeple.core.tensor import (
    Field,
    Layout,
    decision_fields,
    decision_writer,
    multihot,
    number,
    numbers,
    onehot,
    onehots,
)
from meeple.games.tzolkin import data as D
from meeple.games.tzolkin.frames import TECH_STEP

MAX_SEATS = 4
COLOURS_ON_GEARS = MAX_SEATS + 1  # seats, then the neutral workers
DECISION_KINDS = TECH_STEP + 1  # frame kinds (frames.py)
DECISION_ARGS = 2  # a frame's arguments (a, b)
WEALTH = len(D.WEALTH_TILES) + 1  # wealth tile ids are 1-based in the observation


def _player(o: dict, i: int) -> dict | None:
    players = o["players"]
    return players[i] if i < len(players) else None


def _seat_fields(i: int) -> list[Field]:
    def get(fn):
        return lambda o: fn(_player(o, i)) if _player(o, i) is not None else 0

    def get_list(fn):
        return lambda o: fn(_player(o, i)) if _player(o, i) is not None else ()

    return [
        numbers(f"goods_{i}", get_list(lambda p: [p["goods"][g] for g in D.GOODS]), len(D.GOODS), 0.1,
                doc=f"seat {i}: corn wood stone gold skulls / 10"),
        number(f"vp_{i}", get(lambda p: p["vp"]), 0.01),
        numbers(f"temples_{i}", get_list(lambda p: [p["temples"][t] for t in D.TEMPLE_NAMES]),
                len(D.TEMPLE_NAMES), 0.1),
        numbers(f"tech_{i}", get_list(lambda p: [p["technologies"][t] for t in D.TECH_NAMES]),
                len(D.TECH_NAMES), 0.25),
        number(f"workers_{i}", get(lambda p: p["workers"]), 1 / D.MAX_WORKERS),
        number(f"available_{i}", get(lambda p: p["available"]), 1 / D.MAX_WORKERS),
        number(f"light_side_{i}", get(lambda p: p["light_side"])),
        multihot(f"buildings_{i}", get_list(lambda p: p["buildings"]), len(D.BUILDINGS)),
        multihot(f"monuments_{i}", get_list(lambda p: p["monuments"]), len(D.MONUMENTS)),
        number(f"farm_tiles_{i}", get(lambda p: p.get("corn_tiles", 0) + p.get("wood_tiles", 0)), 0.1),
        multihot(f"wealth_tiles_{i}", get_list(lambda p: _wealth(p["wealth_tiles"])), WEALTH,
                 doc=f"seat {i}'s kept Starting Wealth tiles, when the viewer may see them"),
        number(f"wealth_count_{i}", get(lambda p: _wealth_count(p["wealth_tiles"])), 0.25,
               doc=f"how many wealth tiles seat {i} kept"),
    ]


def _wealth(tiles: list[int] | int) -> list[int]:
    return [] if isinstance(tiles, int) else tiles


def _wealth_count(tiles: list[int] | int) -> int:
    return tiles if isinstance(tiles, int) else len(tiles)


def _gear(name: str, size: int) -> Field:
    return onehots(f"gear_{name}", lambda o: o["gears"][name], size, COLOURS_ON_GEARS,
                   doc=f"who stands on each position of {name}")


def layout(players: int) -> Layout:
    fields: list[Field] = [
        number("day", lambda o: o["day"], 1 / D.DAYS_PER_REVOLUTION),
        number("age", lambda o: o["age"] - 1),
        number("next_food_day", lambda o: o["next_food_day"], 1 / D.DAYS_PER_REVOLUTION),
        number("corn_on_teeth", lambda o: o["corn_on_teeth"], 0.1),
        onehot("first_player", lambda o: o["first_player"], MAX_SEATS),
        onehot("to_move", lambda o: o.get("to_move", -1), MAX_SEATS),
        onehot("viewer", lambda o: o["viewer"], MAX_SEATS, doc="the seat this tensor is for"),
        *decision_fields(DECISION_KINDS, DECISION_ARGS),
    ]
    fields += [_gear(name, size) for name, size in zip(D.GEAR_NAMES, D.GEAR_SLOTS, strict=True)]
    fields += [
        numbers("jungle", lambda o: [o["jungle"][k][g] for k in sorted(o["jungle"]) for g in ("corn", "wood")],
                2 * len(D.JUNGLE_ACTIONS), 0.25, doc="corn and wood tiles left on each jungle action"),
        multihot("buildings_shown", lambda o: [b for b in o["buildings"] if b is not None], len(D.BUILDINGS)),
        multihot("monuments_shown", lambda o: o["monuments"], len(D.MONUMENTS)),
        onehots("chichen_itza", lambda o: o["chichen_itza"], len(D.CHICHEN_ACTIONS) - 1, MAX_SEATS,
                doc="whose skull is on each Chichen Itza space"),
        number("skull_supply", lambda o: o["skull_supply"], 1 / D.SKULLS_IN_GAME),
        multihot("hand", lambda o: o.get("hand") or (), len(D.WEALTH_TILES) + 1,
                 doc="the seat's own wealth tiles in the draft"),
        multihot("revealed_tiles", lambda o: o["revealed_tiles"], WEALTH,
                 doc="wealth tiles revealed (the draft's leftovers)"),
    ]
    for i in range(MAX_SEATS):
        fields += _seat_fields(i)
    return Layout(fields)



def encoder(players: int) -> Callable[[Any, int, Any], None]:
    """`write(state, player, out)`: the layout's numbers written straight from the state's
    fields into a zeroed `out` (no observation dict), reading only what `observation(player)`
    shows: the seat's own hand, never another's. Tests check it equals `layout(players).encode`."""
    lay = layout(players)
    at = {name: a for name, (a, _) in lay.slices.items()}
    scale = {f.name: f.scale for f in lay.fields}
    day_at, day_scale = at["day"], scale["day"]
    age_at, first_at, to_move_at = at["age"], at["first_player"], at["to_move"]
    food_at, food_scale = at["next_food_day"], scale["next_food_day"]
    food_days = len(D.FOOD_DAYS)
    teeth_at, teeth_scale = at["corn_on_teeth"], scale["corn_on_teeth"]
    skull_at, skull_scale = at["skull_supply"], scale["skull_supply"]
    # one base per gear position; `state.gears[g]` is the gear named `GEAR_NAMES[g]`
    gear_bases = [[at[f"gear_{name}"] + j * COLOURS_ON_GEARS for j in range(size)]
                  for name, size in zip(D.GEAR_NAMES, D.GEAR_SLOTS, strict=True)]
    # the observation keys the jungle by str(action) and the layout reads the keys sorted
    jungle = [(at["jungle"] + 2 * j, a) for j, a in enumerate(sorted(D.JUNGLE_ACTIONS, key=str))]
    jungle_scale = scale["jungle"]
    n_buildings, n_monuments, n_hand = len(D.BUILDINGS), len(D.MONUMENTS), len(D.WEALTH_TILES) + 1
    shown_at, monuments_at, hand_at = at["buildings_shown"], at["monuments_shown"], at["hand"]
    chichen_bases = [at["chichen_itza"] + j * MAX_SEATS for j in range(len(D.CHICHEN_ACTIONS) - 1)]
    seats = [(at[f"goods_{i}"], at[f"vp_{i}"], at[f"temples_{i}"], at[f"tech_{i}"], at[f"workers_{i}"],
              at[f"available_{i}"], at[f"light_side_{i}"], at[f"buildings_{i}"], at[f"monuments_{i}"],
              at[f"farm_tiles_{i}"]) for i in range(MAX_SEATS)]
    goods_scale, vp_scale, temple_scale = scale["goods_0"], scale["vp_0"], scale["temples_0"]
    tech_scale, worker_scale, farm_scale = scale["tech_0"], scale["workers_0"], scale["farm_tiles_0"]
    colours = COLOURS_ON_GEARS
    viewer_at, revealed_at = at["viewer"], at["revealed_tiles"]
    decision = decision_writer(lay)
    wealth = [(at[f"wealth_tiles_{i}"], at[f"wealth_count_{i}"]) for i in range(MAX_SEATS)]
    count_scale = scale["wealth_count_0"]

    def write(s: Any, player: int, out: Any) -> None:
        if 0 <= player < MAX_SEATS:
            out[viewer_at + player] = 1.0
        if not s.over:
            decision(out, s.stack, player)
        for t in s.revealed:
            if 0 <= t + 1 < WEALTH:
                out[revealed_at + t + 1] = 1.0
        drafting = any(s.hands)
        for p in range(s.num_players):
            tiles_at, count_at = wealth[p]
            kept = s.kept[p]
            if kept:
                out[count_at] = len(kept) * count_scale
            if p == player or not drafting:
                for t in kept:
                    if 0 <= t + 1 < WEALTH:
                        out[tiles_at + t + 1] = 1.0
        if s.day:
            out[day_at] = s.day * day_scale
        if s.age != 1:
            out[age_at] = float(s.age - 1)
        if s.next_food < food_days:
            out[food_at] = D.FOOD_DAYS[s.next_food] * food_scale
        if s.tooth_corn:
            out[teeth_at] = s.tooth_corn * teeth_scale
        if 0 <= s.first < MAX_SEATS:
            out[first_at + s.first] = 1.0
        mover = s.current_player()
        if 0 <= mover < MAX_SEATS:
            out[to_move_at + mover] = 1.0
        for bases, gear in zip(gear_bases, s.gears, strict=True):
            for base, x in zip(bases, gear, strict=False):
                if x is not None and 0 <= x < colours:
                    out[base + x] = 1.0
        corn, wood = s.jungle_corn, s.jungle_wood
        for a, k in jungle:
            if corn[k]:
                out[a] = corn[k] * jungle_scale
            if wood[k]:
                out[a + 1] = wood[k] * jungle_scale
        for b in s.display:  # 1-based ids in the observation; empty places (-1) left out
            if b >= 0 and b + 1 < n_buildings:
                out[shown_at + b + 1] = 1.0
        for m in s.monuments:
            if 0 <= m + 1 < n_monuments:
                out[monuments_at + m + 1] = 1.0
        for base, x in zip(chichen_bases, s.chichen[1:], strict=False):
            if x is not None and 0 <= x < MAX_SEATS:
                out[base + x] = 1.0
        if s.skull_supply:
            out[skull_at] = s.skull_supply * skull_scale
        for t in s.hands[player]:  # the seat's own hand only (empty after the draft)
            if 0 <= t + 1 < n_hand:
                out[hand_at + t + 1] = 1.0
        for p in range(s.num_players):
            goods, vp, temples, tech, workers, free, light, built, mons, farm = seats[p]
            for x in s.goods[p]:
                if x:
                    out[goods] = x * goods_scale
                goods += 1
            if s.vp[p]:
                out[vp] = s.vp[p] * vp_scale
            for x in s.temples[p]:
                if x:
                    out[temples] = x * temple_scale
                temples += 1
            for x in s.techs[p]:
                if x:
                    out[tech] = x * tech_scale
                tech += 1
            if s.workers[p]:
                out[workers] = s.workers[p] * worker_scale
            if s.free[p]:
                out[free] = s.free[p] * worker_scale
            if s.light[p]:
                out[light] = float(s.light[p])
            for b in s.built[p]:
                if 0 <= b + 1 < n_buildings:
                    out[built + b + 1] = 1.0
            for m in s.mons[p]:
                if 0 <= m + 1 < n_monuments:
                    out[mons + m + 1] = 1.0
            if s.corn_tiles[p] + s.wood_tiles[p]:
                out[farm] = (s.corn_tiles[p] + s.wood_tiles[p]) * farm_scale
    return write
