"""The observation tensor of Bora Bora (`observation_tensor`), built from `observation(player)`.

Slices: the round, phase and seat to move; per seat (padded to 4): score, status, offerings,
shells, priests, god tiles, the number of god cards held (the cards themselves only for the
viewing seat: the observation shows no other hand), dice, the 12 island spaces, ceremony
spaces, buildings, regions held and fish scored, tasks; then the board: building sites per
region, the action tiles' dice, the temple, the men and women on the board, the task display,
the jewelry and the god cards on display; then the viewer's pending decision (its kind and
its frame's arguments). Tasks take one slot per tile of the catalogue (`T31 man` and
`T31 shell` differ); jewels such as `J05 …` are encoded by their number. `meeple.load("borabora").layout(n).describe()` prints the slices.
`encoder(players)` writes the same numbers from the state's fields.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from meeple.core.tensor import (
    Field,
    Layout,
    Memo,
    decision_fields,
    decision_writer,
    memo_numbers_run,
    multihot,
    number,
    numbers,
    onehot,
    onehots,
)
from meeple.games.borabora import actions as A
from meeple.games.borabora import data as D
from meeple.games.borabora.board import board_for
from meeple.games.borabora.view import _PHASE_NAME

MAX_SEATS = 4
REGION = {r[0]: i for i, r in enumerate(D.REGIONS)}
GOD = {c: i for i, c in enumerate(D.COLOURS)}
TASKS = D.TASK_TILES  # one slot per task tile: `T31 man` and `T31 shell` are different tasks
JEWELS = len(D.JEWELRY) + 1
TILES = len(D.MAN_TILES) + len(D.WOMAN_TILES) + 1
DECISION_KINDS = A.PICK_TASK + 1  # the decision frames' kinds (actions.py)
DECISION_ARGS = 2  # a decision frame's arguments
# ACTIVATE's second argument is the set of abilities already used (bit k: 1 << k)
DECISION_MASKS = {A.ACTIVATE: 1}
DECISION_MASK_BITS = 2 * len(D.ABILITIES)
PHASES = ("setup", "phase A", "phase B", "phase C", "game end", "game over")


def code_number(code: str) -> int:
    """`T31 material` -> 31, `J05 bracelet 1` -> 5."""
    return int(code.split()[0][1:])


_CATALOGUE = board_for(None).task_label
_TASK_SLOT = {label.lower(): i for i, label in enumerate(_CATALOGUE)}
_CODE_SLOT: dict[int, int] = {}
for _i, _label in enumerate(_CATALOGUE):
    _CODE_SLOT.setdefault(code_number(_label), _i)


def task_number(label: str) -> int:
    """A task's slot: its place in the standard catalogue (a board whose tables rename the
    kinds: the first task of its code number)."""
    return _TASK_SLOT.get(label.lower(), _CODE_SLOT.get(code_number(label), -1))


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
        multihot(f"tasks_{i}", lambda o: [task_number(t) for t in _player(o, i).get("tasks", ())], TASKS),
        multihot(f"tasks_done_{i}", lambda o: [task_number(t) for t in _player(o, i).get("tasks_done", ())],
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
        *decision_fields(DECISION_KINDS, DECISION_ARGS, mask_args=DECISION_MASKS,
                         mask_bits=DECISION_MASK_BITS),
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
        multihot("task_display", lambda o: [task_number(t) for t in o["task_display"]], TASKS),
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
    tasks = [task_number(label) for label in board.task_label]
    jewels = [code_number(A.jewel_name(board, j)) for j in range(len(board.jewel_kind))]
    return regions, sites, tasks, jewels



def _indices(values: list[int], value: int):
    """The positions of `value` in `values` (list.index scans in C: these lists are long and
    their matches few)."""
    i = -1
    try:
        while True:
            i = values.index(value, i + 1)
            yield i
    except ValueError:
        return


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
    n_regions, n_phases, n_jewels, jewel_k = len(REGION), len(PHASES), len(D.JEWELRY), 2 + MAX_SEATS
    singles = (("score", "score"), ("status", "status"), ("offerings", "offerings"), ("shells", "shells"),
               ("priests", "priests_in_supply"), ("god_tiles", "god_tiles"), ("huts12", "huts_on_space_12"))
    lists = (("dice", "dice", 3), ("grid", "grid", 12), ("ceremony", "ceremony", 12), ("built", "built", 6),
             ("spare", "materials_beside_board", 3))
    # each seat's five lists (dice to materials) lie side by side and change only on its own
    # moves: memoized as one block per seat
    seats = [([(attr, at[f"{key}_{i}"], k[f"{key}_{i}"]) for attr, key in singles],
              (at[f"dice_{i}"], memo_numbers_run([(n, k[f"{key}_{i}"]) for _, key, n in lists])),
              at[f"god_cards_{i}"], at[f"turn_order_{i}"], at[f"regions_{i}"], at[f"fish_scored_{i}"],
              at[f"tasks_{i}"], at[f"tasks_done_{i}"], at[f"jewelry_{i}"]) for i in range(MAX_SEATS)]
    god_cards_scale, order_scale = k["god_cards_0"], k["turn_order_0"]
    round_at, round_scale = at["round"], k["round"]
    phase_at, to_move_at, viewer_at, hand_at, hand_scale = (
        at["phase"], at["to_move"], at["viewer"], at["hand"], k["hand"])
    order_bases = [at["turn_order"] + j * MAX_SEATS for j in range(MAX_SEATS)]
    sites_at, sites_scale = at["building_sites"], k["building_sites"]
    tiles_at, tiles_scale = at["action_tiles"], k["action_tiles"]
    temple_at, temple_scale, temple_n = at["temple"], k["temple"], len(D.TEMPLE)
    gods_at, gods_scale = at["temple_god_tiles"], k["temple_god_tiles"]
    men_at, women_at, display_at = at["men_on_board"], at["women_on_board"], at["task_display"]
    pile_at, pile_scale, deck_at, deck_scale = at["task_pile"], k["task_pile"], at["god_deck"], k["god_deck"]
    jewelry_at = at["jewelry"]

    def encode_jewelry(out: Any, at: int, value: tuple[list[int], list[int]]) -> None:
        layout_, owners = value
        for j in layout_[:n_jewels]:
            if -2 <= owners[j] < MAX_SEATS:
                out[at + owners[j] + 2] = 1.0
            at += jewel_k

    jewelry = Memo(n_jewels * jewel_k, encode_jewelry, copy=lambda v: (list(v[0]), list(v[1])))
    god_display_at, god_display_scale = at["god_display"], k["god_display"]

    def numbers(out: Any, a: int, values: Any, scale: float) -> None:
        for x in values:
            if x:
                out[a] = x * scale
            a += 1

    def regions_of(out: Any, a: int, mask: int, regions: list[int]) -> None:
        while mask:
            low = mask & -mask
            r = regions[low.bit_length() - 1]
            if 0 <= r < n_regions:
                out[a + r] = 1.0
            mask ^= low

    decision = decision_writer(lay, DECISION_MASKS)

    def write(s: Any, player: int, out: Any) -> None:
        b = s.board
        entry = boards.get(id(b))
        if entry is None or entry[0] is not b:
            entry = boards[id(b)] = (b, _board_tables(b))
        regions, sites, task_number, jewel_number = entry[1]
        if s.round:
            out[round_at] = s.round * round_scale
        if 0 <= phase_index[s.phase] < n_phases:
            out[phase_at + phase_index[s.phase]] = 1.0
        mover = s.current_player()
        if 0 <= mover < MAX_SEATS:
            out[to_move_at + mover] = 1.0
        if 0 <= player < MAX_SEATS:
            out[viewer_at + player] = 1.0
        decision(out, s.stack, player)
        order = s.order
        for base, p in zip(order_bases, order, strict=False):
            if 0 <= p < MAX_SEATS:
                out[base + p] = 1.0
        numbers(out, hand_at, s.hand[player], hand_scale)  # the viewer's own cards only
        in_board = (1 << b.num_regions) - 1
        for p in range(s.num_players):
            single, many, cards_at, order_at, regions_at, fish_at, tasks_at, done_at, jewels_at = seats[p]
            for attr, a, scale in single:
                x = getattr(s, attr)[p]
                if x:
                    out[a] = x * scale
            cards = sum(s.hand[p])  # the size of a hand is public
            if cards:
                out[cards_at] = cards * god_cards_scale
            out[order_at] = (order.index(p) + 1) * order_scale
            many[1].write(out, many[0], (s.dice[p], s.grid[p], s.ceremony[p], s.built[p], s.spare[p]))
            regions_of(out, regions_at, s.present[p] & in_board, regions)
            regions_of(out, fish_at, s.fished[p] & in_board, regions)
            for t in s.tasks[p]:
                if 0 <= task_number[t] < TASKS:
                    out[tasks_at + task_number[t]] = 1.0
            if p in s.task_done:
                for t in _indices(s.task_done, p):
                    if 0 <= task_number[t] < TASKS:
                        out[done_at + task_number[t]] = 1.0
            if p in s.jewel_owner:
                for j in _indices(s.jewel_owner, p):
                    if 0 <= jewel_number[j] < JEWELS:
                        out[jewels_at + jewel_number[j]] = 1.0
        a = sites_at
        for r in sites:
            if s.site[r]:
                out[a] = s.site[r] * sites_scale
            a += 1
        numbers(out, tiles_at, [d for tile in s.placed for d in tile][:21], tiles_scale)
        numbers(out, temple_at, s.temple[:temple_n], temple_scale)
        if s.temple_gods:
            out[gods_at] = s.temple_gods * gods_scale
        for a, tiles in ((men_at, s.men_board), (women_at, s.women_board)):
            for t in tiles:
                if 0 <= t < TILES:
                    out[a + t] = 1.0
        for t in s.task_display:
            if 0 <= task_number[t] < TASKS:
                out[display_at + task_number[t]] = 1.0
        if s.task_pile:
            out[pile_at] = len(s.task_pile) * pile_scale
        jewelry.write(out, jewelry_at, (s.jewel_layout, s.jewel_owner))
        numbers(out, god_display_at, s.display, god_display_scale)
        if s.deck:
            out[deck_at] = len(s.deck) * deck_scale
    return write
