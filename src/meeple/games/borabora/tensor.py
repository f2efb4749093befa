"""The observation tensor of Bora Bora (`observation_tensor`), built from `observation(player)`.

Slices: the round, phase and seat to move; per seat (padded to 4): score, status, offerings,
shells, priests, god tiles, the number of god cards held (the cards themselves only for the
viewing seat: the observation shows no other hand), dice, the 12 island spaces, ceremony
spaces, buildings, regions held and fish scored, tasks; then the board: building sites per
region, the action tiles' dice, the temple, the men and women on the board, the task display,
the jewelry and the god cards on display. Codes such as task `T31 material` or jewel `J05 …`
are encoded by their number. `meeple.load("borabora").layout(n).describe()` prints the slices.
"""

from __future__ import annotations

from meeple.core.tensor import Field, Layout, multihot, number, numbers, onehot, onehots
from meeple.games.borabora import data as D

MAX_SEATS = 4
REGION = {r[0]: i for i, r in enumerate(D.REGIONS)}
GOD = {c: i for i, c in enumerate(D.COLOURS)}
TASKS = len(D.TASK_KINDS) + 1
JEWELS = len(D.JEWELRY) + 1
TILES = len(D.MAN_TILES) + len(D.WOMAN_TILES) + 1
PHASES = ("setup", "phase A", "phase B", "phase C", "game end", "game over")


def code_number(code: str) -> int:
    """`T31 material` -> 31, `J05 bracelet 1` -> 5."""
    return int(code.split()[0][1:])


def _player(o: dict, i: int) -> dict:
    players = o["players"]
    return players[i] if i < len(players) else {}


def _seat_fields(i: int) -> list[Field]:
    def get(key, scale=1.0, default=0):
        return number(f"{key}_{i}", lambda o: _player(o, i).get(key, default), scale)

    def seq(key, n, scale=1.0):
        return numbers(f"{key}_{i}", lambda o: _player(o, i).get(key, ()), n, scale)

    return [
        get("score", 0.005), get("status", 1 / len(D.STATUS_TRACK)), get("offerings", 0.1),
        get("shells", 0.1), get("priests_in_supply", 0.2), get("god_tiles", 0.2),
        get("god_cards", 0.2), get("huts_on_space_12", 0.1), get("turn_order", 0.25),
        seq("dice", 3, 1 / 6), seq("grid", 12, 0.01), seq("ceremony", 12, 0.5), seq("built", 6, 0.01),
        seq("materials_beside_board", 3, 0.2),
        multihot(f"regions_{i}", lambda o: [REGION[r] for r in _player(o, i).get("regions", ())], len(REGION)),
        multihot(f"fish_scored_{i}", lambda o: [REGION[r] for r in _player(o, i).get("fish_scored", ())],
                 len(REGION)),
        multihot(f"tasks_{i}", lambda o: [code_number(t) for t in _player(o, i).get("tasks", ())], TASKS),
        multihot(f"tasks_done_{i}", lambda o: [code_number(t) for t in _player(o, i).get("tasks_done", ())],
                 TASKS),
        multihot(f"jewelry_{i}", lambda o: [code_number(j) for j in _player(o, i).get("jewelry", ())], JEWELS),
    ]


def _hand(o: dict) -> list[int]:
    me = _player(o, o.get("you", 0) if o.get("you") is not None else 0)
    counts = [0] * len(D.COLOURS)
    for colour, n in (me.get("hand") or {}).items():
        counts[GOD[colour]] = n
    return counts


def layout(players: int) -> Layout:
    fields: list[Field] = [
        number("round", lambda o: o["round"], 1 / 6),
        onehot("phase", lambda o: PHASES.index(o["phase"]) if o["phase"] in PHASES else -1, len(PHASES)),
        onehot("to_move", lambda o: o["to_move"] if o["to_move"] is not None else -1, MAX_SEATS),
        onehot("viewer", lambda o: o["you"] if o.get("you") is not None else -1, MAX_SEATS),
        onehots("turn_order", lambda o: o["turn_order"], MAX_SEATS, MAX_SEATS),
        numbers("hand", _hand, len(D.COLOURS), 0.5, doc="the viewer's own god cards by colour"),
    ]
    for i in range(MAX_SEATS):
        fields += _seat_fields(i)
    fields += [
        numbers("building_sites", lambda o: [o["building_sites"][r[0]] for r in D.REGIONS], len(REGION), 0.5),
        numbers("action_tiles", lambda o: [d for tile in o["action_tiles"] for d in tile], 7 * 3, 1 / 6),
        numbers("temple", lambda o: o["temple"], len(D.TEMPLE), 0.25),
        number("temple_god_tiles", lambda o: o["temple_god_tiles"], 0.1),
        multihot("men_on_board", lambda o: o["men_on_board"], TILES),
        multihot("women_on_board", lambda o: o["women_on_board"], TILES),
        multihot("task_display", lambda o: [code_number(t) for t in o["task_display"]], TASKS),
        number("task_pile", lambda o: o["task_pile"], 0.02),
        onehots("jewelry", lambda o: [c for _, c in o["jewelry"]], len(D.JEWELRY), 2 + MAX_SEATS, low=-2,
                doc="each jewel: -2 (later), -1 (this round), or the seat that bought it"),
        numbers("god_display", lambda o: [o["god_display"].get(c, 0) for c in D.COLOURS], len(D.COLOURS), 0.5),
        number("god_deck", lambda o: o["god_deck"], 0.02),
    ]
    return Layout(fields)
