"""`from_dict` validation of a Tzolk'in position: every field's type, range and length,
checked against the `data.py` tables and the player count, then the game's invariants.

Called only from `TzolkinState._load_state` (never in play): a malformed dict raises
`BadState` naming the field, so a loaded state can only fail with `MeepleError`s later.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from meeple.core.errors import BadState
from meeple.games.tzolkin.data import (
    BUILDING_SLOTS,
    BUILDINGS,
    CHICHEN,
    DAYS_PER_REVOLUTION,
    FOOD_DAYS,
    GEAR_ACTIONS,
    GEAR_SLOTS,
    GEAR_TOP,
    GEARS,
    GOODS,
    JUNGLE_SPOTS,
    JUNGLE_WOODED,
    MAX_WORKERS,
    MONUMENTS,
    SKULLS_IN_GAME,
    STARTING_WORKERS,
    TECH_COST,
    TECH_MAX,
    TEMPLE_BOTTOM,
    TEMPLE_TOP,
    TEMPLES,
    TRACKS,
    WEALTH_DEALT,
    WEALTH_KEPT,
    WEALTH_TILES,
)

if TYPE_CHECKING:
    from meeple.games.tzolkin.state import TzolkinState

# Generous bounds on counts the rules leave unbounded (corn, VP): far above any real game,
# small enough that no loop or table lookup misbehaves.
MAX_COUNT = 10**6
MAX_DAY = 2 * DAYS_PER_REVOLUTION
MAX_ROUNDS = 2 * DAYS_PER_REVOLUTION


def _fail(name: str, what: str) -> BadState:
    return BadState(f"field 'state.{name}': {what}")


def check_int(name: str, value: Any, lo: int, hi: int) -> int:
    if type(value) is not int or not lo <= value <= hi:
        raise _fail(name, f"expected an int in {lo}..{hi}, got {value!r}")
    return value


def check_bool(name: str, value: Any) -> bool:
    if type(value) is not bool:
        raise _fail(name, f"expected true or false, got {value!r}")
    return value


def check_ints(name: str, value: Any, lo: int, hi: int, length: int | None = None,
               max_length: int | None = None) -> list[int]:
    """A list of ints in lo..hi, of exactly `length` (or at most `max_length`) entries."""
    if not isinstance(value, list):
        raise _fail(name, f"expected a list, got {type(value).__name__}")
    if length is not None and len(value) != length:
        raise _fail(name, f"expected {length} entries, got {len(value)}")
    if max_length is not None and len(value) > max_length:
        raise _fail(name, f"expected at most {max_length} entries, got {len(value)}")
    for i, x in enumerate(value):
        check_int(f"{name}[{i}]", x, lo, hi)
    return list(value)


def check_rows(name: str, value: Any, n: int) -> list[Any]:
    if not isinstance(value, list) or len(value) != n:
        raise _fail(name, f"expected a list of {n} lists (one per seat)")
    return value


def field(d: dict[str, Any], name: str) -> Any:
    if name not in d:
        raise _fail(name, "missing")
    return d[name]


def load_scalars(s: TzolkinState, d: dict[str, Any]) -> None:
    n = s.num_players
    ranges = {
        "day": (0, MAX_DAY), "rounds": (1, MAX_ROUNDS), "next_food": (0, len(FOOD_DAYS)),
        "tooth_corn": (0, MAX_COUNT), "first": (0, n - 1), "turn": (0, n),
        "fp_worker": (-1, n - 1), "burned": (0, JUNGLE_SPOTS[n] * len(JUNGLE_WOODED)),
        "skull_supply": (0, SKULLS_IN_GAME), "age": (1, 2), "discarded": (0, len(BUILDINGS)),
        "rng_seed": (0, 2**64),
    }
    for name, (lo, hi) in ranges.items():
        setattr(s, name, check_int(name, field(d, name), lo, hi))
    s.fp_this_turn = check_bool("fp_this_turn", field(d, "fp_this_turn"))
    s.over = check_bool("over", field(d, "over"))


def load_players(s: TzolkinState, d: dict[str, Any]) -> None:
    """The per-seat lists and rows."""
    n = s.num_players
    s.vp = check_ints("vp", field(d, "vp"), -MAX_COUNT, MAX_COUNT, n)
    s.temple_vp = check_ints("temple_vp", field(d, "temple_vp"), -MAX_COUNT, MAX_COUNT, n)
    s.workers = check_ints("workers", field(d, "workers"), STARTING_WORKERS, MAX_WORKERS, n)
    s.free = check_ints("free", field(d, "free"), 0, MAX_WORKERS, n)
    s.on_gear = check_ints("on_gear", field(d, "on_gear"), 0, MAX_WORKERS, n)
    light = field(d, "light")
    if not isinstance(light, list) or len(light) != n:
        raise _fail("light", f"expected {n} entries")
    s.light = [check_bool(f"light[{p}]", x) for p, x in enumerate(light)]
    tiles = JUNGLE_SPOTS[n] * 4
    s.corn_tiles = check_ints("corn_tiles", field(d, "corn_tiles"), 0, tiles, n)
    s.wood_tiles = check_ints("wood_tiles", field(d, "wood_tiles"), 0, tiles, n)
    s.goods = [check_ints(f"goods[{p}]", row, 0, MAX_COUNT, len(GOODS))
               for p, row in enumerate(check_rows("goods", field(d, "goods"), n))]
    s.temples = [check_ints(f"temples[{p}]", row, TEMPLE_BOTTOM, max(TEMPLE_TOP), len(TEMPLES))
                 for p, row in enumerate(check_rows("temples", field(d, "temples"), n))]
    s.techs = [check_ints(f"techs[{p}]", row, 0, TECH_MAX, len(TRACKS))
               for p, row in enumerate(check_rows("techs", field(d, "techs"), n))]
    for name, size, most in (("built", len(BUILDINGS), len(BUILDINGS)),
                             ("mons", len(MONUMENTS), len(MONUMENTS)),
                             ("kept", len(WEALTH_TILES), WEALTH_KEPT),
                             ("hands", len(WEALTH_TILES), WEALTH_DEALT)):
        rows = check_rows(name, field(d, name), n)
        setattr(s, name, [check_ints(f"{name}[{p}]", row, 0, size - 1, max_length=most)
                          for p, row in enumerate(rows)])


def load_board(s: TzolkinState, d: dict[str, Any]) -> None:
    n = s.num_players
    gears = field(d, "gears")
    if not isinstance(gears, list) or len(gears) != len(GEARS):
        raise _fail("gears", f"expected {len(GEARS)} gears")
    from meeple.games.tzolkin.state import EMPTY, NEUTRAL

    s.gears = []
    for g in GEARS:
        gear = check_ints(f"gears[{g}]", gears[g], EMPTY, NEUTRAL, GEAR_SLOTS[g])
        if any(n <= w < NEUTRAL for w in gear):
            raise _fail(f"gears[{g}]", f"a worker of seat >= {n}")
        s.gears.append(gear)
    spots = JUNGLE_SPOTS[n]
    slots = GEAR_ACTIONS[0] + 1
    s.jungle_corn = check_ints("jungle_corn", field(d, "jungle_corn"), 0, spots, slots)
    s.jungle_wood = check_ints("jungle_wood", field(d, "jungle_wood"), 0, spots, slots)
    s.chichen = check_ints("chichen", field(d, "chichen"), -1, n - 1, GEAR_ACTIONS[CHICHEN] + 1)
    nb, nm, nt = len(BUILDINGS), len(MONUMENTS), len(WEALTH_TILES)
    s.display = check_ints("display", field(d, "display"), -1, nb - 1, BUILDING_SLOTS)
    s.pile = check_ints("pile", field(d, "pile"), 0, nb - 1, max_length=nb)
    s.next_pile = check_ints("next_pile", field(d, "next_pile"), 0, nb - 1, max_length=nb)
    s.monuments = check_ints("monuments", field(d, "monuments"), 0, nm - 1, max_length=nm)
    s.revealed = check_ints("revealed", field(d, "revealed"), 0, nt - 1, max_length=nt)
    s.unrevealed = check_ints("unrevealed", field(d, "unrevealed"), 0, nt - 1, max_length=nt)
    _check_unique(s)


def _check_unique(s: TzolkinState) -> None:
    """Each building, monument and wealth tile is in one place only."""
    groups = (
        ("display, pile, next_pile, built", [b for b in s.display if b >= 0] + s.pile
         + s.next_pile + [b for row in s.built for b in row]),
        ("monuments, mons", s.monuments + [m for row in s.mons for m in row]),
        ("revealed, unrevealed, kept, hands",
         s.revealed + s.unrevealed + [t for row in s.kept + s.hands for t in row]),
    )
    for names, ids in groups:
        if len(ids) != len(set(ids)):
            raise BadState(f"fields 'state.{names}': a piece is in two places")


def frame_ranges(n: int) -> dict[int, tuple[tuple[int, int], tuple[int, int], tuple[int, int]]]:
    """Per frame kind: the allowed (player, a, b) ranges (see the frame list in state.py)."""
    from meeple.games.tzolkin import state as S

    seat, zero, flag = (0, n - 1), (0, 0), (0, 1)
    most_pay = max(max(TECH_COST), max(sum(c) for *_, c, _ in BUILDINGS))
    return {
        S.KEEP_TILE: (seat, (1, WEALTH_KEPT), zero), S.TURN: (seat, flag, zero),
        S.PLACE_MORE: (seat, (1, MAX_WORKERS), zero), S.PICK_UP_MORE: (seat, zero, zero),
        S.CHOOSE_ACTION: (seat, (0, len(GEARS) - 1), (0, max(GEAR_TOP))),
        S.ANY_ACTION_CHOICE: (seat, flag, zero), S.HARVEST: (seat, (2, GEAR_ACTIONS[0]), zero),
        S.ANGER: (seat, zero, zero), S.TEMPLE_UP: (seat, (-1, len(TEMPLES) - 1), flag),
        S.ADVANCE_TECH: (seat, flag, flag), S.PAY: (seat, (1, most_pay), zero),
        S.GAIN_RESOURCE: (seat, (1, MAX_WORKERS), zero),
        S.BUILD_CHOICE: (seat, (S.TIKAL_2, S.MAY_BUILD), flag),
        S.ARCHITECTURE_CHOICE: (seat, (0, len(BUILDINGS) - 1), zero),
        S.WAIVE_CHOICE: (seat, (0, len(BUILDINGS) - 1), zero),
        S.MARKET_TRADE: (seat, zero, zero), S.THEOLOGY_STEP: (seat, zero, zero),
        S.CALENDAR: (seat, zero, zero), S.END_TURN: (seat, zero, zero),
        S.REVEAL_WEALTH: ((-1, -1), zero, zero), S.TECH_STEP: (seat, (0, len(TRACKS) - 1), zero),
    }


def load_stack(s: TzolkinState, d: dict[str, Any]) -> None:
    stack = field(d, "stack")
    if not isinstance(stack, list) or len(stack) > 64:
        raise _fail("stack", "expected a list of at most 64 frames")
    ranges = frame_ranges(s.num_players)
    s.stack = []
    for i, frame in enumerate(stack):
        name = f"stack[{i}]"
        if (not isinstance(frame, list) or len(frame) != 4 or type(frame[0]) is not int
                or frame[0] not in ranges):
            raise _fail(name, "expected a frame [kind, player, a, b] of a known kind")
        for value, (lo, hi), part in zip(frame[1:], ranges[frame[0]], ("player", "a", "b"),
                                         strict=True):
            check_int(f"{name}.{part}", value, lo, hi)
        s.stack.append(tuple(frame))
    if not s.over and not s.stack:
        raise _fail("stack", "empty before the end of the game")
    if s.stack:
        _check_stack_shape(s)


def _check_stack_shape(s: TzolkinState) -> None:
    """The frames the game pushes: the draft (keep frames over the reveal), a turn (its
    frames, all of the seat whose turn it is, over its end), or the calendar question."""
    from meeple.games.tzolkin import state as S

    kinds = [f[0] for f in s.stack]
    bottom, seat = s.stack[0][0], s.stack[0][1]
    if bottom == S.CALENDAR:
        ok = len(kinds) == 1
    elif bottom == S.REVEAL_WEALTH:
        ok = all(k == S.KEEP_TILE for k in kinds[1:]) and len(kinds) <= s.num_players + 1
    elif bottom == S.END_TURN:
        ok = (S.END_TURN not in kinds[1:] and S.KEEP_TILE not in kinds
              and S.REVEAL_WEALTH not in kinds and S.CALENDAR not in kinds
              and all(f[1] == seat for f in s.stack)
              and seat == (s.first + s.turn) % s.num_players)
    else:
        ok = False
    if not ok:
        raise _fail("stack", "not a sequence of frames the game makes")
    _check_draft_hands(s, bottom == S.REVEAL_WEALTH)


def _check_draft_hands(s: TzolkinState, drafting: bool) -> None:
    """In the draft each seat holds the dealt tiles it has not kept, with one keep frame
    for the tiles it still keeps (§2.3); after it no hand is left."""
    from meeple.games.tzolkin import state as S

    for p in range(s.num_players):
        frames = [f for f in s.stack if f[0] == S.KEEP_TILE and f[1] == p]
        left = frames[0][2] if len(frames) == 1 else 0
        if not drafting:
            ok = not s.hands[p]
        else:
            ok = (len(frames) <= 1 and len(s.kept[p]) == WEALTH_KEPT - left
                  and len(s.hands[p]) == WEALTH_DEALT - len(s.kept[p]))
        if not ok:
            raise _fail(f"hands[{p}]", "does not fit the draft's keep frames")


def load_final(s: TzolkinState, d: dict[str, Any]) -> None:
    final = field(d, "final")
    keys = {"corn", "skulls", "monuments"}
    if not isinstance(final, list) or len(final) not in (0, s.num_players):
        raise _fail("final", "expected [] or one dict per seat")
    for p, row in enumerate(final):
        if not isinstance(row, dict) or set(row) != keys:
            raise _fail(f"final[{p}]", f"expected a dict of {', '.join(sorted(keys))}")
        for k in keys:
            check_int(f"final[{p}].{k}", row[k], 0, MAX_COUNT)
    if s.over != bool(final):
        raise _fail("final", "the final scoring is present exactly when the game is over")
    s.final = [dict(r) for r in final]


def load(s: TzolkinState, d: dict[str, Any]) -> None:
    """Set every field of `s` from `d`, or raise `BadState` naming the first bad one."""
    if not isinstance(d, dict):
        raise BadState("field 'state': expected a dict")
    load_scalars(s, d)
    load_players(s, d)
    load_board(s, d)
    load_stack(s, d)
    load_final(s, d)
    s._read_options()
    errors = s.invariant_errors()
    if errors:
        raise BadState(f"field 'state': inconsistent position: {'; '.join(errors)}")
    if not s.over:
        frame = s.stack[-1]
        if frame[1] < 0:
            raise _fail("stack", "the decision on top names no seat")
        if not s._legal_actions():
            raise _fail("stack", "the decision on top has no legal answer")
