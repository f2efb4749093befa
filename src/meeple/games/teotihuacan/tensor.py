"""The observation tensor of Teotihuacan (`observation_tensor`), built from `observation(player)`.

The observation is mostly flat lists of ints whose lengths depend only on the player count
(dice on the boards, resources, temples, tracks, the pyramid grid, the displays): each is a
`numbers` slice whose length is measured once from a new game with that many players. Tile
stacks held per player or per Avenue space are multi-hot over the tile ids. Solo games add the
Teotibot (VP, cocoa, resources, action pyramid). Then the viewer's pending decision (its frame
kind and arguments: which die is moving, which tile is being laid...; zeros when another seat
decides) and the setup the viewer may see: the Starting tiles of each hand it sees (its own;
all of them in the draft or once kept), the hands' sizes, the Discovery tiles drawn beside
them and the draft display. Hidden things (the other seats' Starting tiles outside the draft)
are not in the observation, so they are not in the tensor either.
`meeple.load("teotihuacan").layout(n).describe()` prints the slices. `encoder(layout, players)`
writes the same numbers from the state's fields.
"""

from __future__ import annotations

from collections.abc import Callable
from operator import attrgetter
from typing import Any

from meeple.core.tensor import (
    Field,
    Layout,
    decision_fields,
    decision_writer,
    memo_numbers,
    memo_numbers_run,
    multihot,
    number,
    numbers,
    onehot,
    onehots,
)
from meeple.games.teotihuacan import data as D
from meeple.games.teotihuacan.frames import DECISIONS, F_PLACE

# Flat int lists of a length fixed by the player count, and the scale of their values.
FIXED_LISTS = {
    "wboard": 0.1, "wpower": 0.2, "wlock": 0.1, "worship": 0.1, "cocoa": 0.05, "vp": 0.005,
    "res": 0.1, "temple": 0.1, "avenue": 0.1, "ptrack": 0.1, "disc": 1.0, "used": 1.0,
    "techs": 1.0, "tech_ids": 0.1, "tech_owners": 0.1, "nobles": 0.1, "grid": 0.1, "pyr": 0.02,
    "deco": 0.05, "ring": 0.1, "royals": 0.1, "tech_display": 0.1, "bonuses": 0.1,
    "deco_display": 0.05, "pyr_display": 0.02, "slots": 0.05,
}
SCALARS = {
    "deco_stack": 0.05, "pyr_stack": 0.02, "disc_stack": 0.02, "light": 0.1, "dark": 0.1,
    "eclipses": 1 / 3, "countdown": 0.1, "final": 1.0, "completed": 1.0, "buildings": 0.1,
    "turn": 0.01, "start_pool": 0.1,
}
TILES = len(D.DISCOVERY_NAMES)
MEMO_FROM = 8  # lists this long are memoized by the direct encoder (shorter: a loop is cheaper)
STATIC_RUN = ("tech_ids", "slots")  # consecutive lists that rarely change, memoized as one block
BOT_TILES = len(D.BOT_TILE_NAMES)
START = D.STARTING_TILES
DECISION_ARGS = 7  # the longest frame's arguments (F_PYR_ROT)
DECISION_MASKS = {F_PLACE: 0}  # the boards a starting die may go to: a set, bit b for board b


def _lists_of_ids(name: str, count: int, k: int) -> list[Field]:
    return [multihot(f"{name}_{i}", lambda o, i=i: o[name][i] if i < len(o[name]) else (), k,
                     doc=f"tile ids in {name}[{i}]") for i in range(count)]


def _start_hand(o: dict, i: int) -> list[int]:
    """Seat i's Starting tiles as the viewer sees them: tile t at t, t with the keep mark
    (stored as -1 - t) at START + t; a hidden hand (its size only) shows none."""
    hands = o["start_tiles"]
    hand = hands[i] if i < len(hands) else ()
    return [] if isinstance(hand, int) else [t if t >= 0 else START - 1 - t for t in hand]


def _start_fields() -> list[Field]:
    """The setup the viewer may see (§2.3 step 7, §7.1): the Starting tiles of each hand it
    sees, the size of each hand, the Discovery tile drawn beside each Starting tile it sees
    (-1: none), and the draft display."""
    fields = [multihot(f"start_tiles_{i}", lambda o, i=i: _start_hand(o, i), 2 * START,
                       doc=f"seat {i}'s Starting tiles the viewer sees: t, or START + t once kept")
              for i in range(4)]
    sizes = lambda o: [h if isinstance(h, int) else len(h) for h in o["start_tiles"]]  # noqa: E731
    return fields + [
        numbers("start_hand_sizes", sizes, 4, 0.25, doc="Starting tiles in each hand"),
        onehots("start_draws", lambda o: o["start_draws"], START, TILES + 1, low=-1,
                doc="per Starting tile, the Discovery kind drawn beside it that the viewer sees "
                    "(first category: none drawn)"),
        multihot("draft", lambda o: o["draft"], START, doc="Starting tiles on the draft display"),
    ]


def _bot_fields() -> list[Field]:
    bot = lambda key, default=0: lambda o: o["teotibot"].get(key, default)  # noqa: E731
    index = {name: i for i, name in enumerate(D.BOT_TILE_NAMES)}
    return [
        number("bot_vp", bot("vp"), 0.005),
        number("bot_cocoa", bot("cocoa"), 0.05),
        numbers("bot_resources", bot("resources", ()), 3, 0.1),
        onehots("bot_pyramid", lambda o: [index.get(t, -1) for t in o["teotibot"]["pyramid"]],
                BOT_TILES - 1, BOT_TILES, doc="the Teotibot's action tiles, slot by slot"),
        onehot("bot_spare", lambda o: index.get(o["teotibot"]["spare"], -1), BOT_TILES),
        numbers("bot_roll", bot("last_roll", ()), 2, 1 / 6),
    ]


def layout(players: int, sample: dict) -> Layout:
    """The layout for `players` seats; `sample` is an observation of a new game of that size."""
    fields: list[Field] = [onehot("viewer", lambda o: o.get("player", 0), 4)]
    for key, scale in FIXED_LISTS.items():
        fields.append(numbers(key, lambda o, key=key: o[key], len(sample[key]), scale))
    for key, scale in SCALARS.items():
        fields.append(number(key, lambda o, key=key: o[key] or 0, scale))
    fields += _lists_of_ids("major", 4, TILES)
    fields += _lists_of_ids("avenue_tiles", 3, TILES)
    fields += decision_fields(DECISIONS, DECISION_ARGS, mask_args=DECISION_MASKS,
                              mask_bits=len(D.BOARD_TITLES))
    fields += _start_fields()
    if players == 1:
        fields += _bot_fields()
    return Layout(fields)


def encoder(lay: Layout, players: int) -> Callable[[Any, int, Any], None]:
    """`write(state, player, out)`: `lay`'s numbers written straight from the state's fields
    into a zeroed `out` (no observation dict). The tensor reads only public fields (the
    stacks by their sizes; nothing of the Starting tiles but the pool's size), as the
    observation shows them; tests check it equals `lay.encode(observation(player))`."""
    at = {name: a for name, (a, _) in lay.slices.items()}
    sizes = {name: b - a for name, (a, b) in lay.slices.items()}
    # What mostly repeats from one position to the next is memoized: the long lists (boards,
    # the tile flags) one by one, and the run of lists from the technologies to the slots
    # (the grid, the displays...) as one block.
    keys = list(FIXED_LISTS)
    run = keys[keys.index(STATIC_RUN[0]):keys.index(STATIC_RUN[1]) + 1]
    run_at, run_memo = at[run[0]], memo_numbers_run([(sizes[key], FIXED_LISTS[key]) for key in run])
    run_lists = attrgetter(*run)
    rest = [key for key in keys if key not in run]
    memos = [(key, at[key], memo_numbers(sizes[key], FIXED_LISTS[key])) for key in rest
             if sizes[key] >= MEMO_FROM]
    lists = [(key, at[key], sizes[key], FIXED_LISTS[key]) for key in rest if sizes[key] < MEMO_FROM]
    sized = ("deco_stack", "pyr_stack", "disc_stack", "start_pool")  # shown by their length
    lengths = [(key, at[key], SCALARS[key]) for key in sized]
    scalars = [(key, at[key], scale) for key, scale in SCALARS.items() if key not in sized]
    major = [at[f"major_{i}"] for i in range(4)]
    avenue = [at[f"avenue_tiles_{i}"] for i in range(3)]
    index = {name: i for i, name in enumerate(D.BOT_TILE_NAMES)}
    bot_tile = [index[name] for name in D.BOT_TILE_NAMES]  # the observation's name, then its index
    solo = players == 1
    scale = {f.name: f.scale for f in lay.fields}
    decision = decision_writer(lay, DECISION_MASKS)
    setup = _setup_writer(at)

    def write(s: Any, player: int, out: Any) -> None:
        if 0 <= player < 4:
            out[at["viewer"] + player] = 1.0
        decision(out, s.stack, player)
        if s.draft or any(s.start_tiles):  # in setup only: then nothing of it is shown
            setup(s, player, out)
        run_memo.write(out, run_at, run_lists(s))
        for key, a, memo in memos:
            memo.write(out, a, getattr(s, key))
        for key, a, n, k in lists:
            for x in getattr(s, key)[:n]:
                if x:
                    out[a] = x * k
                a += 1
        for key, a, k in lengths:
            if getattr(s, key):
                out[a] = len(getattr(s, key)) * k
        for key, a, k in scalars:
            if getattr(s, key):
                out[a] = float(getattr(s, key)) * k
        for bases, piles in ((major, s.major), (avenue, s.avenue_tiles)):
            for a, pile in zip(bases, piles, strict=False):
                for t in pile:
                    if 0 <= t < TILES:
                        out[a + t] = 1.0
        if solo:
            bot = s.bot
            if s.vp[bot]:
                out[at["bot_vp"]] = s.vp[bot] * scale["bot_vp"]
            if s.cocoa[bot]:
                out[at["bot_cocoa"]] = s.cocoa[bot] * scale["bot_cocoa"]
            a = at["bot_resources"]
            for x in s.res[3 * bot:3 * bot + 3]:
                if x:
                    out[a] = x * scale["bot_resources"]
                a += 1
            a = at["bot_pyramid"]
            for t in s.apyr[:min(D.PYRAMID_SLOTS, BOT_TILES - 1)]:
                out[a + bot_tile[t]] = 1.0
                a += BOT_TILES
            out[at["bot_spare"] + bot_tile[s.apyr[D.SPARE]]] = 1.0
            a = at["bot_roll"]
            for x in s.roll[:2]:
                if x:
                    out[a] = x * scale["bot_roll"]
                a += 1
    return write


def _setup_writer(at: dict[str, int]) -> Callable[[Any, int, Any], None]:
    """`_start_fields` written from the state, showing what `observation(player)` shows."""
    hands = [at[f"start_tiles_{i}"] for i in range(4)]
    sizes, draws, draft = at["start_hand_sizes"], at["start_draws"], at["draft"]

    def write(s: Any, player: int, out: Any) -> None:
        seen, open_hands = s._setup_sight(player)
        public = set()
        for seat, hand in enumerate(s.start_tiles):
            if hand:
                out[sizes + seat] = len(hand) * 0.25
            if seat == player or open_hands:
                for t in hand:
                    out[hands[seat] + (t if t >= 0 else START - 1 - t)] = 1.0
                    public.add(t if t >= 0 else -1 - t)
        for t, k in enumerate(s.start_draws):
            if t in seen and k < TILES:
                out[draws + t * (TILES + 1) + k + 1] = 1.0
            elif t in public and k < 0:
                out[draws + t * (TILES + 1)] = 1.0
        for t in s.draft:
            out[draft + t] = 1.0
    return write
