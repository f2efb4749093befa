"""The observation tensor of Tzolk'in (`observation_tensor`), built from `observation(player)`.

Slices: the calendar (day, round, Food Days), the five gears (a seat one-hot per position; the
neutral workers of 2-3 player games as an extra colour), the jungle, the buildings and
monuments on display, the Chichen Itza skull spaces, then per seat (padded to 4) goods, VP,
temples, technologies, workers, buildings and monuments; last the seat's own hand of wealth
tiles in the draft (what other seats keep stays out: the observation shows only its count).
`meeple.load("tzolkin").layout(n).describe()` prints the slices.
"""

from __future__ import annotations

from meeple.core.tensor import Field, Layout, multihot, number, numbers, onehot, onehots
from meeple.games.tzolkin import data as D

MAX_SEATS = 4
COLOURS_ON_GEARS = MAX_SEATS + 1  # seats, then the neutral workers


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
    ]


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
    ]
    for i in range(MAX_SEATS):
        fields += _seat_fields(i)
    return Layout(fields)
