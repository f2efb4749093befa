"""The checks of a Caylus position: the invariants every reachable position keeps
(`invariant_errors`, run by the test harness after every step) and the validation of a loaded
state (`check_ints` on the raw ints, then `check_rest`, run by `from_dict` only: never in the
hot path).

Together they check every field in groups (scalars, per-seat stocks, the road, the special
buildings and scales, the castle and favors, the decision stack) against the `data.py` tables
and the player count, then the invariants, and raises `BadState` naming the field: a state it
accepts plays on without crashing or hanging.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from meeple.core.errors import BadState
from meeple.core.rng import SEED_BITS
from meeple.games.caylus import actions as A
from meeple.games.caylus import data as D

if TYPE_CHECKING:
    from meeple.games.caylus.state import CaylusState

B = D.BUILDINGS
SECTIONS = len(D.SECTION_NAMES)
# favor columns open by the number of sections scored (§6.4)
OPEN_COLUMNS = (D.OPEN_COLUMNS_START, *D.OPEN_COLUMNS_AFTER)
# a sanity bound on stocks and points: no rule limits deniers, cubes or PP, but a
# real game stays far below this, and it keeps the arithmetic of views and bots plain
MAX_STOCK = 10**6
# the Bailiff moves at least one space a turn from space 6 and the Towers are scored by space
# 24 (§3.7): no game lasts more turns than the road has spaces
MAX_TURN = D.ROAD_LENGTH
OWNED = (D.WOODEN, D.STONE_B, D.PRESTIGE, D.RESIDENTIAL)
FIXED_AT = {space - 1: b for space, b in D.FIXED_BUILDINGS}
MARKET_PRICES = {b.param for b in B if b.effect == D.MARKET}
PEDDLERS = {b.param for b in B if b.effect == D.PEDDLER}


# -- invariants --------------------------------------------------------------------------------


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
        owned = b >= 0 and B[b].category in OWNED
        if owned != (state.owner[i] >= 0):
            errors.append(f"space {i + 1}: owner {state.owner[i]} on {b}")
    for s in range(SECTIONS):
        if sum(state.castle[s]) != state.filled[s] or state.filled[s] > D.SECTION_SPACES[s]:
            errors.append(f"castle section {s}: {state.filled[s]} houses")
    if not (0 <= state.provost < D.ROAD_LENGTH and 0 <= state.bailiff < D.ROAD_LENGTH):
        errors.append("provost or bailiff off the road")
    for group in (state.stables, state.castle_scale, state.passing):
        if len(set(group)) != len(group):
            errors.append(f"a seat twice in {group}")
    if sorted(state.order) != list(range(n)):
        errors.append(f"turn order {state.order} is not a permutation")
    return errors + _kept_mask_errors(state)


def _kept_mask_errors(state: CaylusState) -> list[str]:
    """The masks and spaces the rules keep (`_free`, `_paying`, `_room`; None or -1: not
    kept) against the fields they are made from."""
    errors = []
    accepts = tuple(c in (D.NEUTRAL, D.FIXED, D.WOODEN, D.STONE_B) for c in (b.category for b in B))
    free = sum(1 << i for i, b in enumerate(state.road)
               if b >= 0 and accepts[b] and state.worker[i] < 0)
    if state._free is not None and state._free != free:
        errors.append(f"kept free-road mask {state._free:b}, the road's {free:b}")
    paying = tuple(i for i, b in enumerate(state.road) if b >= 0 and B[b].income)
    if state._paying is not None and state._paying != paying:
        errors.append(f"kept paying spaces {state._paying}, the road's {paying}")
    room = sum(1 << b for b in range(D.SINGLE_SPECIALS) if state.special[b] < 0)
    if state.num_players > D.TWO_PLAYERS and len(state.stables) < D.STABLES_SPACES:
        room |= 1 << D.STABLES
    if state.inn_left < 0:
        room |= 1 << D.INN
    if state._room >= 0 and state._room != room:
        errors.append(f"kept special-room mask {state._room:b}, the buildings' {room:b}")
    return errors


# -- from_dict validation ----------------------------------------------------------------------


def check_rest(state: CaylusState) -> None:
    """The load checks after `check_ints`'s, in their order (`from_dict` runs `check_ints` on
    the raw int values, sets them, then this: each check once), then the invariants."""
    _check_places(state)
    _check_castle_and_favors(state)
    _check_stack(state)
    errors = invariant_errors(state)
    if errors:
        raise BadState("field 'state': " + "; ".join(errors))


def check_ints(state: Loading) -> None:
    """The load checks up to the last of the fields the compiled build keeps as C
    longs (`CaylusState.INTS`), in its order, on the raw values before they are set: the
    same first error for any input, and only ints in range reach a C field."""
    _check_scalars(state)
    _check_stocks(state)
    _check_road(state)
    _check_inn(state)


class Loading:
    """A state being loaded, read with its int fields' raw values (not set yet)."""

    def __init__(self, state: CaylusState, ints: dict[str, Any]) -> None:
        self._state, self._ints = state, ints

    def __getattr__(self, name: str) -> Any:
        ints = self._ints
        return ints[name] if name in ints else getattr(self._state, name)


def _bad(name: str, why: str) -> BadState:
    return BadState(f"field 'state.{name}': {why}")


def _int(state: CaylusState | Loading, name: str, low: int, high: int) -> int:
    value = getattr(state, name)
    if type(value) is not int:
        raise _bad(name, f"expected an int, got {type(value).__name__}")
    if not low <= value <= high:
        raise _bad(name, f"{value} is out of range {low}..{high}")
    return value


def _ints(name: str, values: Any, length: int | None, low: int, high: int) -> None:
    if not isinstance(values, list | tuple):
        raise _bad(name, f"expected a list, got {type(values).__name__}")
    if length is not None and len(values) != length:
        raise _bad(name, f"expected {length} values, got {len(values)}")
    for v in values:
        if type(v) is not int:
            raise _bad(name, f"expected ints, got {type(v).__name__}")
        if not low <= v <= high:
            raise _bad(name, f"{v} is out of range {low}..{high}")


def _rows(name: str, rows: Any, count: int, width: int, low: int, high: int) -> None:
    if not isinstance(rows, list) or len(rows) != count:
        raise _bad(name, f"expected {count} rows")
    for row in rows:
        _ints(name, row, width, low, high)


def _seats(name: str, seats: Any, n: int, most: int) -> None:
    """A tuple of distinct seats (a scale, the turn order)."""
    _ints(name, seats, None, 0, n - 1)
    if len(set(seats)) != len(seats) or len(seats) > most:
        raise _bad(name, f"a seat twice or more than {most} seats: {list(seats)}")


def _check_scalars(state: CaylusState | Loading) -> None:
    from meeple.games.caylus.state import Phase

    _int(state, "turn", 1, MAX_TURN)
    phase = _int(state, "phase", Phase.PLACEMENT, Phase.OVER)  # income asks nobody
    _int(state, "rng_seed", 0, (1 << SEED_BITS) - 1)
    section = _int(state, "section", D.DUNGEON, SECTIONS)
    if (section == SECTIONS) != (phase == Phase.OVER):
        raise _bad("section", f"{section}: the game is over exactly when the Towers are scored")
    _int(state, "open_columns", OPEN_COLUMNS[section], OPEN_COLUMNS[section])
    _int(state, "provost", 0, D.ROAD_LENGTH - 1)
    bailiff = _int(state, "bailiff", D.AGENTS_START_SPACE - 1, D.ROAD_LENGTH - 1)
    if phase == Phase.PLACEMENT and state.provost != bailiff:
        raise _bad("provost", "placement starts with the Provost on the Bailiff's space")
    _int(state, "stock", 0, (1 << D.TILES) - 1)
    _int(state, "passed", 0, (1 << state.num_players) - 1)
    _int(state, "step", 0, _step_limit(state, phase))
    cursor = _int(state, "cursor", 0,
                  state.num_players - 1 if phase == Phase.PLACEMENT else D.ROAD_LENGTH)
    if phase == Phase.ACTIVATION and state.step and not (
            cursor <= state.provost and type(state.worker[cursor]) is int
            and state.worker[cursor] >= 0):
        raise _bad("cursor", f"{cursor}: the building being activated holds no worker")


def _step_limit(state: CaylusState | Loading, phase: int) -> int:
    """The largest `step` of each phase's automatic-step counter."""
    from meeple.games.caylus.state import Phase

    if phase == Phase.SPECIAL:
        return D.INN + 1
    if phase == Phase.PROVOST:
        return state.num_players
    if phase == Phase.ACTIVATION:
        return 1
    if phase == Phase.CASTLE:
        return state.num_players + 1
    return 3  # the end of turn's steps; placement and game over keep the last value


def _check_stocks(state: CaylusState | Loading) -> None:
    n = state.num_players
    _ints("deniers", state.deniers, n, 0, MAX_STOCK)
    _ints("pp", state.pp, n, 0, MAX_STOCK)
    _ints("workers", state.workers, n, 0, D.WORKERS)
    _ints("built", state.built, n, 0, sum(D.SECTION_SPACES))
    _rows("cubes", state.cubes, n, len(D.RESOURCES), 0, MAX_STOCK)


def _check_road(state: CaylusState | Loading) -> None:
    """Buildings known, fixed ones in place, neutral tiles on spaces 1-6, built spaces before
    the free ones (construction takes the first free space, §3.5 b), owners and workers."""
    n = state.num_players
    _ints("road", state.road, D.ROAD_LENGTH, D.EMPTY, len(B) - 1)
    _ints("owner", state.owner, D.ROAD_LENGTH, -1, n - 1)
    _ints("worker", state.worker, D.ROAD_LENGTH, -1, n - 1)
    road = state.road
    for i, b in FIXED_AT.items():
        if road[i] != b:
            raise _bad("road", f"space {i + 1} must hold the {B[b].name}")
    for i, b in enumerate(road):
        category = B[b].category if b >= 0 else -1
        if i < D.NEUTRAL_SPACES:  # a neutral tile, or the residence or prestige replacing it
            fits = category in (D.NEUTRAL, D.RESIDENTIAL, D.PRESTIGE)
        else:
            fits = category not in (D.NEUTRAL, D.FIXED) or FIXED_AT.get(i) == b
        if not fits:
            what = B[b].name if b >= 0 else "free space"
            raise _bad("road", f"space {i + 1}: a {what} cannot be there")
    for t in D.NEUTRAL_TILES:
        if road.count(t) > 1:
            raise _bad("road", f"the neutral {B[t].name} twice")
    if D.EMPTY in road:
        first = road.index(D.EMPTY)
        if any(b >= 0 and i not in FIXED_AT for i, b in enumerate(road[first:], first)):
            raise _bad("road", f"a building after the first free space {first + 1}")


def _check_places(state: CaylusState) -> None:
    """The scales, the turn order and the pending conversions (§3.2, §3.3); the special
    buildings and the Inn: `_check_inn`, in `check_ints`."""
    from meeple.games.caylus.state import Phase

    n = state.num_players
    _seats("order", state.order, n, n)
    if len(state.order) != n:
        raise _bad("order", f"expected the {n} seats, got {list(state.order)}")
    _seats("passing", state.passing, n, n)
    _seats("castle_scale", state.castle_scale, n, n)
    _seats("stables", state.stables, n, 0 if n == D.TWO_PLAYERS else D.STABLES_SPACES)
    mask = sum(1 << s for s in state.passing)
    if state.passed != mask:
        raise _bad("passed", f"{state.passed} is not the passing scale {list(state.passing)}")
    if Phase.PLACEMENT < state.phase < Phase.OVER and len(state.passing) != n:
        raise _bad("passing", "every seat has passed once placement is over")
    for pair in state.pending:
        _ints("pending", pair, 2, -1, D.ROAD_LENGTH)
        if (state.phase != Phase.ACTIVATION or not 0 <= pair[0] < D.ROAD_LENGTH
                or not 0 <= pair[1] < n or state.worker[pair[0]] < 0):
            raise _bad("pending", f"bad conversion {list(pair)}: a (space, seat) pair whose "
                       "space holds a worker, during the activation")


def _check_inn(state: CaylusState | Loading) -> None:
    n = state.num_players
    _ints("special", state.special, D.SINGLE_SPECIALS, -1, n - 1)
    _int(state, "inn_left", -1, n - 1)
    _int(state, "inn_right", -1, n - 1)


def _check_castle_and_favors(state: CaylusState) -> None:
    n = state.num_players
    _rows("castle", state.castle, SECTIONS, n, 0, max(D.SECTION_SPACES))
    _ints("filled", state.filled, SECTIONS, 0, max(D.SECTION_SPACES))
    _rows("favor", state.favor, n, len(D.FAVOR_LINES), 0, state.open_columns)
    _ints("favor_used", state.favor_used, n, 0, (1 << len(D.FAVOR_LINES)) - 1)


# -- the decision stack ------------------------------------------------------------------------


def _check_stack(state: CaylusState) -> None:
    """Each frame's shape and ranges; a pending decision exactly when the game is not over;
    the decision on top has a legal move."""
    from meeple.games.caylus.state import Phase

    stack = state.stack
    if (not stack) != (state.phase == Phase.OVER):
        raise _bad("stack", "a decision is pending exactly when the game is not over")
    for depth, frame in enumerate(stack):
        _check_frame(state, frame, depth == len(stack) - 1)
    if stack and not state._legal_actions():
        raise _bad("stack", f"the decision {list(stack[-1])} has no legal move")


# per kind: the frame's length and the range of each field after (kind, seat)
_SHAPES: dict[int, tuple[tuple[int, int], ...]] = {
    A.K_PLACE: (), A.K_GATE: (), A.K_GUILD: (), A.K_JOUST: (), A.K_INN: (), A.K_PROVOST: (),
    A.K_TAKE: ((0, len(B) - 1), (0, D.ROAD_LENGTH - 1)),
    A.K_BONUS: ((0, len(B) - 1),),
    A.K_BUILD: ((D.WOODEN, D.PRESTIGE), (-1, D.STONE)),
    A.K_SITE: ((0, D.TILES - 1),),
    A.K_PAY: ((1, 4), (0, 1), (0, 2), (0, D.GOLD)),
    A.K_LAWYER: ((0, D.LAWYER_DENIERS),),
    A.K_SELL: ((min(MARKET_PRICES), max(MARKET_PRICES)),),
    A.K_BUY: ((1, 2), (1, 2), (0, len(D.NON_GOLD) - 1)),
    A.K_TRADE: ((0, len(B) - 1),),
    A.K_CASTLE: ((0, sum(D.SECTION_SPACES)), (0, len(D.BATCHES) - 1)),
    A.K_FAVOR: ((1, len(D.FAVOR_LINES)),),
    A.K_GET: ((1, D.EXCHANGE_TAKE), (0, len(D.NON_GOLD) - 1)),
}


def _check_frame(state: CaylusState, frame: Any, top: bool) -> None:
    where = f"bad frame {list(frame) if isinstance(frame, tuple) else frame!r}"
    if not isinstance(frame, tuple) or len(frame) < 2 or type(frame[0]) is not int \
            or not 0 <= frame[0] < len(A.KINDS):
        raise _bad("stack", where)
    kind = frame[0]
    shape = _SHAPES[kind]
    if len(frame) != 2 + len(shape):
        raise _bad("stack", f"{where}: a {A.KINDS[kind].name} frame has {2 + len(shape)} fields")
    _ints("stack", frame[1:2], 1, 0, state.num_players - 1)
    for value, (low, high) in zip(frame[2:], shape, strict=True):
        if type(value) is not int or not low <= value <= high:
            raise _bad("stack", f"{where}: {value!r} is out of range {low}..{high}")
    if not _frame_fits(state, frame, top):
        raise _bad("stack", f"{where} does not fit the position")


def _frame_fits(state: CaylusState, frame: tuple, top: bool) -> bool:
    """The frame's seat and parameters agree with the position: the placing seat is the one
    the turn order points at, a Gate/Guild/Joust/Inn question goes to the worker there, a
    building's parameters are those of a building that asks it."""
    from meeple.games.caylus.state import Phase

    kind, seat, args = frame[0], frame[1], frame[2:]
    if kind == A.K_PLACE:
        return (top and state.phase == Phase.PLACEMENT and len(state.stack) == 1
                and state.order[state.cursor] == seat and not state.passed >> seat & 1)
    if kind in (A.K_GATE, A.K_GUILD, A.K_JOUST):
        building = {A.K_GATE: D.GATE, A.K_GUILD: D.GUILD, A.K_JOUST: D.JOUST}[kind]
        return state.phase == Phase.SPECIAL and state.special[building] == seat
    if kind == A.K_INN:
        return state.inn_right == seat
    if kind == A.K_PROVOST:
        return (state.phase == Phase.PROVOST and state.step >= 1
                and state.passing[state.step - 1] == seat)
    if kind == A.K_CASTLE:
        scale, step = state.castle_scale, state.step
        return state.phase == Phase.CASTLE and 1 <= step <= len(scale) and scale[step - 1] == seat
    if kind == A.K_TAKE:
        b, i = args
        return state.road[i] == b and B[b].effect == D.PRODUCE and len(B[b].param) > 1
    if kind == A.K_BONUS:
        return B[args[0]].effect == D.PRODUCE_BONUS
    if kind == A.K_SITE:
        return B[args[0]].category == D.PRESTIGE and top
    if kind == A.K_PAY:
        return top
    if kind == A.K_SELL:
        return args[0] in MARKET_PRICES
    if kind == A.K_BUY:  # cubes left to buy at most the peddler's, at its price
        return any(args[1] == price and args[0] <= most for most, price in PEDDLERS)
    if kind == A.K_TRADE:
        return B[args[0]].effect == D.TRADE
    if kind == A.K_BUILD:
        return args[1] in (-1, D.WOOD, D.STONE)
    return True
