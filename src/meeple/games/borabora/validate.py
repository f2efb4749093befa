"""Checks of a loaded position (`Game.from_dict`): every field's length and range against the
board's tables and the player count, the pieces each id names, and the pending decisions, so
a malformed dict raises `BadState` naming the field instead of failing later. Run once per
load, never in play (`BoraBoraState._load_state` calls `check_state`, then the invariants)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from meeple.core.errors import BadState
from meeple.core.rng import SEED_BITS
from meeple.games.borabora import actions as A
from meeple.games.borabora import data as D
from meeple.games.borabora.frames import AUTO, DO_ABILITY, DO_RED, DO_TARGET, DO_TASK, Phase

if TYPE_CHECKING:
    from meeple.games.borabora.state import BoraBoraState

BIG = 10**6  # a bound for counts the rules do not bound (scores, shells, offerings, ...)


def _fail(name: str, what: str) -> BadState:
    return BadState(f"field 'state.{name}': {what}")


def _ints(name: str, values: list[int], lo: int, hi: int, length: int | None = None) -> None:
    if length is not None and len(values) != length:
        raise _fail(name, f"expected {length} entries, got {len(values)}")
    for i, v in enumerate(values):
        if not lo <= v <= hi:
            raise _fail(name, f"entry {i} is {v}; allowed: {lo}..{hi}")


def _perm(name: str, values: list[int], size: int) -> None:
    if sorted(values) != list(range(size)):
        raise _fail(name, f"must hold each of 0..{size - 1} once")


def check_state(s: BoraBoraState) -> None:
    b = s.board
    n = s.num_players
    _scalars(s)
    _perm("fish", s.fish, b.num_regions)
    _perm("jewel_layout", s.jewel_layout, b.num_jewels)
    _perm("order", s.order, n)
    _ints("jewel_owner", s.jewel_owner, -2, n - 1, b.num_jewels)
    _ints("site", s.site, -1, n - 1, b.num_regions)
    _ints("temple", s.temple, -1, n - 1, len(b.temple_numbers))
    _ints("tile_low", s.tile_low, 1, D.DIE_FACES + 1, len(D.ACTION_TILES[n][0]))
    _ints("deck", s.deck, 0, len(D.COLOURS) - 1)
    for name in ("display", "discard"):
        _ints(name, getattr(s, name), 0, D.CARDS_PER_COLOUR, len(D.COLOURS))
    for name, hi in (("score", BIG), ("offerings", BIG), ("shells", BIG), ("priests", D.PRIESTS_PER_PLAYER),
                     ("god_tiles", D.GOD_TILES_IN_TEMPLE + n), ("huts12", D.HUTS_PER_PLAYER),
                     ("present", b.all_regions_mask), ("fished", b.all_regions_mask),
                     ("status", b.status_last), ("stamp", BIG)):
        _ints(name, getattr(s, name), 0, hi, n)
    for name, width, lo, hi in (("hand", len(D.COLOURS), 0, D.CARDS_PER_COLOUR),
                                ("ceremony", b.num_ceremony, 0, 2), ("built", len(D.BUILDINGS), -1, A.NUM_PAIRS - 1),
                                ("spare", len(D.MATERIALS), 0, BIG), ("grid", D.GRID_SPACES, -2, b.num_tiles - 1)):
        for p, row in enumerate(getattr(s, name)):
            _ints(f"{name}[{p}]", row, lo, hi, width)
    for p in range(n):
        _ints(f"dice[{p}]", s.dice[p], 1, D.DIE_FACES)
        if len(s.dice[p]) > D.DICE_PER_PLAYER:
            raise _fail(f"dice[{p}]", f"more than {D.DICE_PER_PLAYER} dice")
        pairs = [at for at in s.built[p] if at >= 0]
        if any(A.PAIR_OF[at] not in b.ceremony_pairs for at in pairs) or len(
                {c for at in pairs for c in A.PAIR_OF[at]}) != 2 * len(pairs):
            raise _fail(f"built[{p}]", "a building stands on spaces that are not two free side-by-side spaces")
    _tiles(s)
    _tasks(s)
    for i, row in enumerate(s.placed):
        if len(row) != 3 or not (-1 <= row[0] < len(s.tile_low) and 0 <= row[1] < n and 1 <= row[2] <= D.DIE_FACES):
            raise _fail("placed", f"entry {i} is not (action tile, seat, face)")
    if s.final and (len(s.final) != n or any(len(row) != 10 for row in s.final)):
        raise _fail("final", "one row of 10 values per seat, or none")
    _stack(s)


def _scalars(s: BoraBoraState) -> None:
    n = s.num_players
    b = s.board
    for name, lo, hi in (("round", 0, D.ROUNDS), ("phase", 0, len(Phase) - 1), ("turn", 0, n * D.DICE_PER_PLAYER),
                         ("clock", 0, BIG), ("temple_gods", 0, D.GOD_TILES_IN_TEMPLE),
                         ("god_tiles_gone", 0, D.GOD_TILES_IN_TEMPLE + n), ("tiles_gone", 0, b.num_tiles),
                         ("tasks_boxed", 0, len(b.tasks)), ("rng_seed", 0, (1 << SEED_BITS) - 1)):
        v = getattr(s, name)
        if not lo <= v <= hi:
            raise _fail(name, f"{v} is out of range; allowed: {lo}..{hi}")
    if (s.round == 0) != (s.phase == Phase.STARTING_HUTS):
        raise _fail("round", f"round {s.round} does not fit phase {s.phase}")


def _tiles(s: BoraBoraState) -> None:
    """Each man and woman tile in one place: a board space, a stack or a grid."""
    b = s.board
    men, women = range(b.num_men), range(b.num_men, b.num_tiles)
    for name, ids in (("men_board", men), ("women_board", women)):
        row = getattr(s, name)
        if len(row) != D.BOARD_TILE_SPACES or any(t != -1 and t not in ids for t in row):
            raise _fail(name, f"{D.BOARD_TILE_SPACES} spaces, each -1 or a {name[:-6]} tile id")
    for name, ids in (("men_stack", men), ("women_stack", women)):
        if any(t not in ids for t in getattr(s, name)):
            raise _fail(name, f"holds an id that is no {name[:-6]} tile")
    seen = [t for t in s.men_board + s.women_board if t >= 0] + s.men_stack + s.women_stack
    seen += [t for g in s.grid for t in g if t >= 0]
    if len(set(seen)) != len(seen):
        raise _fail("grid", "a man or woman tile is in two places")
    _ints("slid", s.slid, 0, 1, b.num_tiles)


def _tasks(s: BoraBoraState) -> None:
    b = s.board
    count = len(b.tasks)
    _ints("task_done", s.task_done, -1, s.num_players - 1, count)
    for name in ("task_display", "task_pile"):
        _ints(name, getattr(s, name), 0, count - 1)
    for p, row in enumerate(s.tasks):
        _ints(f"tasks[{p}]", row, 0, count - 1)
    held = s.task_display + s.task_pile + [t for row in s.tasks for t in row]
    held += [t for t, q in enumerate(s.task_done) if q >= 0]
    if len(set(held)) != len(held):
        raise _fail("tasks", "a task tile is in two places")


# per decision kind: the ranges of the frame's values after (kind, seat)
_FRAME_ARGS: dict[int, tuple[tuple[int, int], ...]] = {
    A.START: (), A.PLACE: (), A.FIRE_GIFT: (), A.FIRE_STEP: (), A.JEWEL: (), A.PICK_TASK: (),
    A.HUT_SOURCE: ((0, A.NUM_REGIONS - 1), (0, 1)),
    A.MATERIAL: ((-1, len(D.MATERIALS) - 1), (1, 2 * D.DIE_FACES)),
    A.PAY: ((0, len(D.COLOURS) - 1), (-1, A.NUM_TASKS - 1)),
    A.EXPAND: ((0, 1), (1, D.DIE_FACES)),
    A.RED: ((0, A.NUM_REGIONS - 1),),
    A.TAKE: ((0, 1), (1, D.DIE_FACES)),
    A.HELPER: ((1, D.DIE_FACES),),
    A.DRAW: ((1, 2 * D.DIE_FACES),),
    A.TEMPLE: ((1, D.DIE_FACES),),
    A.BUILD: ((1, D.DIE_FACES),),
    A.BUILD_ON: ((0, len(D.BUILDINGS) - 1),),
    A.ACTIVATE: ((0, 15), (0, (1 << 2 * len(D.ABILITIES)) - 1)),
    A.MOVE_HUT: ((1, 2 * D.DIE_FACES),),
    A.TASK: ((0, 1),),
}


# decisions a turn starts with: only ever at the bottom of the stack
_BOTTOM_ONLY = frozenset((A.START, A.PLACE, A.ACTIVATE, A.JEWEL, A.TASK, A.PICK_TASK))


def _stack(s: BoraBoraState) -> None:
    auto = {
        DO_TARGET: ((0, len(D.TARGETS) - 1), (1, D.DIE_FACES)),
        DO_ABILITY: ((0, len(D.ABILITIES) - 1), (1, 4 * D.DIE_FACES)),
        DO_RED: ((0, A.NUM_REGIONS - 1),),
        DO_TASK: ((0, A.NUM_TASKS - 1),),
    }
    for f in s.stack:
        args = _FRAME_ARGS.get(f[0], auto.get(f[0]))
        if args is None or len(f) != 2 + len(args) or not 0 <= f[1] < s.num_players or any(
                not lo <= v <= hi for v, (lo, hi) in zip(f[2:], args, strict=True)):
            raise _fail("stack", f"{list(f)!r} is not a frame (kind, seat, ...) with values in range")
    if len({f[1] for f in s.stack}) > 1:
        raise _fail("stack", "the pending decisions are all one seat's")
    if any(f[0] in _BOTTOM_ONLY for f in s.stack[1:]):
        raise _fail("stack", "a turn's first decision (place a die, activate, jewel, task) lies under the others")
    if (not s.stack) != (s.phase == Phase.OVER):
        raise _fail("stack", "a decision is pending exactly until the game is over")
    if s.stack and s.stack[-1][0] >= AUTO:
        raise _fail("stack", "the pending frame must be a decision")

