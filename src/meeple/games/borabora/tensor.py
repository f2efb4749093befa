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

from collections.abc import Callable
from typing import Any

from meeple.core.tensor import Field, Layout, multihot, number, numbers, onehot, onehots
from meeple.games.borabora import actions as A
from meeple.games.borabora import data as D
from meeple.games.borabora.view import _PHASE_NAME

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


def _board_tables(board: Any) -> tuple[list[int], list[int], list[int], list[int]]:
    """What the encoder reads of a board, in the observation's terms: each region's index in
    `REGION`, the region of each `D.REGIONS` entry (building sites), each task's and each
    jewel's code number."""
    regions = [REGION[name] for name in board.region_names]
    sites = [board.region_names.index(r[0]) for r in D.REGIONS]
    tasks = [code_number(label) for label in board.task_label]
    jewels = [code_number(A.jewel_name(board, j)) for j in range(len(board.jewel_kind))]
    return regions, sites, tasks, jewels


def encoder(players: int) -> Callable[[Any, int, Any], None]:
    """`write(state, player, out)`: the layout's numbers written straight from the state's
    fields into a zeroed `out` (no observation dict). Of the hands it reads the viewer's own
    cards and only the size of the others', as the observation shows them; tests check it
    equals `layout(players).encode(observation(player))`."""
    lay = layout(players)
    at = {name: a for name, (a, _) in lay.slices.items()}
    k = {f.name: f.scale for f in lay.fields}
    phase_index = [PHASES.index(name) if name in PHASES else -1 for name in _PHASE_NAME]
    boards: dict[int, tuple[Any, tuple]] = {}  # id -> (board, tables): a few boards per game
    n_regions = len(REGION)
    seat_numbers = ("score", "status", "offerings", "shells", "priests_in_supply", "god_tiles",
                    "god_cards", "huts_on_space_12", "turn_order")
    seat_lists = (("dice", 3), ("grid", 12), ("ceremony", 12), ("built", 6), ("materials_beside_board", 3))
    fields = ("score", "status", "offerings", "shells", "priests", "god_tiles", None, "huts12", None)
    attrs = ("dice", "grid", "ceremony", "built", "spare")
    seats = [([(f, at[f"{key}_{i}"], k[f"{key}_{i}"]) for f, key in zip(fields, seat_numbers, strict=True)],
              [(attr, at[f"{key}_{i}"], n, k[f"{key}_{i}"]) for attr, (key, n) in zip(attrs, seat_lists, strict=True)],
              at[f"regions_{i}"], at[f"fish_scored_{i}"], at[f"tasks_{i}"], at[f"tasks_done_{i}"],
              at[f"jewelry_{i}"]) for i in range(MAX_SEATS)]
    god_cards_scale, order_scale = k["god_cards_0"], k["turn_order_0"]
    tiles_at = [(at["men_on_board"], "men_board"), (at["women_on_board"], "women_board")]
    n_jewels = len(D.JEWELRY)

    def numbers(out: Any, a: int, values: Any, scale: float) -> None:
        for x in values:
            if x:
                out[a] = x * scale
            a += 1

    def hot(out: Any, a: int, i: int, size: int) -> None:
        if 0 <= i < size:
            out[a + i] = 1.0

    def write(s: Any, player: int, out: Any) -> None:
        b = s.board
        entry = boards.get(id(b))
        if entry is None or entry[0] is not b:
            entry = boards[id(b)] = (b, _board_tables(b))
        regions, sites, task_number, jewel_number = entry[1]
        if s.round:
            out[at["round"]] = s.round * k["round"]
        hot(out, at["phase"], phase_index[s.phase], len(PHASES))
        hot(out, at["to_move"], s.current_player(), MAX_SEATS)
        hot(out, at["viewer"], player, MAX_SEATS)
        a = at["turn_order"]
        for p in s.order[:MAX_SEATS]:
            hot(out, a, p, MAX_SEATS)
            a += MAX_SEATS
        numbers(out, at["hand"], s.hand[player], k["hand"])  # the viewer's own cards only
        order = list(s.order)
        for p in range(s.num_players):
            singles, lists, regions_at, fish_at, tasks_at, done_at, jewels_at = seats[p]
            for attr, a, scale in singles:
                if attr is not None and getattr(s, attr)[p]:
                    out[a] = getattr(s, attr)[p] * scale
            if sum(s.hand[p]):  # the size of a hand is public
                out[singles[6][1]] = sum(s.hand[p]) * god_cards_scale
            out[singles[8][1]] = (order.index(p) + 1) * order_scale
            for attr, a, n, scale in lists:
                numbers(out, a, getattr(s, attr)[p][:n], scale)
            present, fished = s.present[p], s.fished[p]
            for r in range(b.num_regions):
                if present >> r & 1:
                    hot(out, regions_at, regions[r], n_regions)
                if fished >> r & 1:
                    hot(out, fish_at, regions[r], n_regions)
            for t in s.tasks[p]:
                hot(out, tasks_at, task_number[t], TASKS)
            for t, q in enumerate(s.task_done):
                if q == p:
                    hot(out, done_at, task_number[t], TASKS)
            for j, q in enumerate(s.jewel_owner):
                if q == p:
                    hot(out, jewels_at, jewel_number[j], JEWELS)
        numbers(out, at["building_sites"], [s.site[r] for r in sites], k["building_sites"])
        numbers(out, at["action_tiles"], [d for tile in s.placed for d in tile][:21], k["action_tiles"])
        numbers(out, at["temple"], s.temple[:len(D.TEMPLE)], k["temple"])
        if s.temple_gods:
            out[at["temple_god_tiles"]] = s.temple_gods * k["temple_god_tiles"]
        for a, attr in tiles_at:
            for t in getattr(s, attr):
                hot(out, a, t, TILES)
        for t in s.task_display:
            hot(out, at["task_display"], task_number[t], TASKS)
        if s.task_pile:
            out[at["task_pile"]] = len(s.task_pile) * k["task_pile"]
        a = at["jewelry"]
        for j in s.jewel_layout[:n_jewels]:
            hot(out, a, s.jewel_owner[j] + 2, 2 + MAX_SEATS)
            a += 2 + MAX_SEATS
        numbers(out, at["god_display"], s.display, k["god_display"])
        if s.deck:
            out[at["god_deck"]] = len(s.deck) * k["god_deck"]
    return write
