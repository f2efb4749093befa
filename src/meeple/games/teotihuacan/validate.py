"""The validation of a loaded Teotihuacan position (`check_loaded`, run by `from_dict` only:
never in the hot path).

Every field is checked in groups (per-die lists, per-colour stocks, the boards and tiles, the
solo fields, the counters, the decision stack) against the `data.py` tables and the player
count; then the game's own `invariant_errors()`; then the position is tried once (its legal
actions, prompt and views, each legal action on a copy), so a state it accepts plays on. Each
refusal is a `BadState` naming the field.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from meeple.core.errors import BadState, MeepleError
from meeple.core.rng import SEED_BITS
from meeple.games.teotihuacan import data as D

if TYPE_CHECKING:
    from meeple.games.teotihuacan.state import TeotihuacanState

# A sanity bound on cocoa and VP: no rule caps them, but a real game stays far below this.
MAX_STOCK = 10**6
MAX_COUNT = 64  # counts carried by frames (advances, resources, cocoa due) stay far below


def check_loaded(s: TeotihuacanState) -> None:
    """Raise `BadState` naming the first malformed field of a freshly loaded state."""
    _check_counters(s)
    _check_dice(s)
    _check_boards(s)
    _check_stocks(s)
    _check_tiles(s)
    if s.bot >= 0:
        _check_solo(s)
    _check_stack(s)
    from meeple.games.teotihuacan.state import A_SETUP_END
    _check_setup(s, any(frame[0] == A_SETUP_END for frame in s.stack))
    errors = s.invariant_errors()
    if errors:
        raise BadState(f"field 'state': broken invariants: {'; '.join(errors[:3])}")
    _try_position(s)


def _bad(field: str, why: str) -> BadState:
    return BadState(f"field 'state.{field}': {why}")


def _ints(s: Any, field: str, length: int | None, lo: int, hi: int) -> None:
    """`field` is a list of `length` ints (any length if None), each in lo..hi."""
    value = getattr(s, field)
    if length is not None and len(value) != length:
        raise _bad(field, f"expected {length} entries, got {len(value)}")
    for x in value:
        if type(x) is not int or not lo <= x <= hi:
            raise _bad(field, f"entry {x!r} is not an int from {lo} to {hi}")


def _distinct(s: Any, field: str, values: list[int]) -> None:
    if len(set(values)) != len(values):
        raise _bad(field, "an entry appears twice")


def _check_counters(s: TeotihuacanState) -> None:
    """The int fields: colours, calendar, Eclipses, flags, the seat to play, the seed."""
    ncol = s.nplay + D.NEUTRAL_COLOURS[s.num_players]
    if s.ncol != ncol:
        raise _bad("ncol", f"{s.num_players} players have {ncol} colours")
    darks = D.DARK_DISC[s.num_players]
    ranges = {"eclipses": (0, D.ECLIPSES), "countdown": (-1, D.ECLIPSE_DELAY),
              "final": (0, 1), "completed": (0, 1), "over": (0, 1),
              "buildings": (0, D.BUILDINGS), "turn": (0, s.nplay - 1),
              "dark": (min(darks), max(darks)), "rng_seed": (0, 2 ** SEED_BITS - 1)}
    for field, (lo, hi) in ranges.items():
        value = getattr(s, field)
        if not lo <= value <= hi:
            raise _bad(field, f"{value!r} is not from {lo} to {hi}")
    if not 0 <= s.light <= s.dark:
        raise _bad("light", f"{s.light!r} is not from 0 to the dark disc ({s.dark})")


def _check_dice(s: TeotihuacanState) -> None:
    """Each die: its board (hand −1 only for a seat's die during setup), power, lock."""
    nw = 4 * s.ncol
    _ints(s, "wboard", nw, -1, D.CONSTRUCTION)
    _ints(s, "wpower", nw, 1, D.MAX_POWER)
    _ints(s, "wlock", nw, -1, D.WORSHIP_SPACES - 1)
    _ints(s, "worship", D.WORSHIP_SPACES, -1, 4 * s.nplay - 1)
    for w in range(4 * s.num_players, nw):
        if s.wboard[w] < 0:
            raise _bad("wboard", f"die {w} of a colour without a seat is in hand")


def _check_stocks(s: TeotihuacanState) -> None:
    """Per colour: cocoa, VP, resources, tracks, Discovery tiles, Technology markers."""
    n = s.nplay
    _ints(s, "cocoa", n, 0, MAX_STOCK)
    _ints(s, "vp", n, 0, MAX_STOCK)
    _ints(s, "vpby", D.NVP * n, -MAX_STOCK, MAX_STOCK)
    for p in range(n):
        if sum(s.vpby[D.NVP * p:D.NVP * (p + 1)]) != s.vp[p]:
            raise _bad("vpby", f"colour {p}: the VP by category do not sum to its VP")
    _ints(s, "res", 3 * n, 0, MAX_STOCK)
    _ints(s, "temple", 3 * n, 0, D.TEMPLE_TOP)
    _ints(s, "avenue", n, 0, D.AVENUE_MAX)
    _ints(s, "ptrack", n, 0, D.PYRAMID_TRACK_MAX)
    _ints(s, "disc", D.DISCOVERY_KINDS * n, 0, max(D.DISCOVERY_COPIES))
    _ints(s, "used", D.DISCOVERY_KINDS * n, 0, max(D.DISCOVERY_COPIES))
    _ints(s, "techs", n, 0, (1 << D.TECH_DISPLAY) - 1)
    _ints(s, "tech_owners", D.TECH_DISPLAY, 0, (1 << n) - 1)
    _ints(s, "tech_ids", n, 0, (1 << D.TECHNOLOGIES) - 1)
    for p in range(n):
        ids = sum(1 << s.tech_display[i] for i in range(D.TECH_DISPLAY) if s.techs[p] >> i & 1)
        if s.tech_ids[p] != ids:
            raise _bad("tech_ids", f"colour {p}: the markers do not match the display")


def _check_boards(s: TeotihuacanState) -> None:
    """The ring, Royal tiles, Technologies, Temple Bonus tiles, Nobles rows, the pyramid."""
    _ints(s, "ring", D.RING_SIZE, D.PALACE, D.CONSTRUCTION)
    _distinct(s, "ring", s.ring)
    if s.ring[0] != D.PALACE or s.ring[D.CONSTRUCTION_POSITION] != D.CONSTRUCTION:
        raise _bad("ring", "the Palace and Construction keep their printed places")
    _ints(s, "royals", len(D.ROYAL_CATEGORIES), 0, len(D.ROYAL_NAMES) - 1)
    for royal, category in zip(s.royals, D.ROYAL_CATEGORIES, strict=True):
        if royal not in category:
            raise _bad("royals", f"Royal tile {royal} is not of its category")
    _ints(s, "tech_display", D.TECH_DISPLAY, 0, D.TECHNOLOGIES - 1)
    _distinct(s, "tech_display", s.tech_display)
    _ints(s, "bonuses", len(D.TEMPLE_NAMES), 0, D.BONUS_TILES - 1)
    _distinct(s, "bonuses", s.bonuses)
    _ints(s, "nobles", len(D.NOBLES_ROWS), 0, max(len(r) for r in D.NOBLES_ROWS))
    _ints(s, "grid", D.GRID * D.GRID, 0, len(D.ICON_CHARS) - 1)
    if D.COLOURED in s.grid:
        raise _bad("grid", f"{D.COLOURED} is not an icon")
    _ints(s, "pyr", D.PYRAMID_POSITIONS, -1, len(D.PYRAMID_TILES) - 1)
    _ints(s, "deco", D.DECO_SPACES, -1, len(D.DECORATION_TILES) - 1)
    for position, tile in enumerate(s.pyr):
        if tile >= 0 and any(s.pyr[below] < 0 for below in D.POSITIONS[position][4]):
            raise _bad("pyr", f"a tile at position {position} without its support")


def _check_tiles(s: TeotihuacanState) -> None:
    """Stacks and displays of tiles: each tile once; Discovery piles and Starting tiles."""
    _ints(s, "pyr_display", D.PYRAMID_DISPLAY, -1, len(D.PYRAMID_TILES) - 1)
    _ints(s, "pyr_stack", None, 0, len(D.PYRAMID_TILES) - 1)
    _ints(s, "deco_display", D.DECORATION_DISPLAY, -1, len(D.DECORATION_TILES) - 1)
    _ints(s, "deco_stack", None, 0, len(D.DECORATION_TILES) - 1)
    _distinct(s, "pyr_stack", [t for t in s.pyr + s.pyr_display + s.pyr_stack if t >= 0])
    _distinct(s, "deco_stack", [t for t in s.deco + s.deco_display + s.deco_stack if t >= 0])
    kinds = D.DISCOVERY_KINDS - 1
    _ints(s, "disc_stack", None, 0, kinds)
    _ints(s, "slots", len(D.SLOT_BOARDS), -1, kinds)
    _ints(s, "start_draws", D.STARTING_TILES, -1, kinds)
    most = max(s.num_players, D.SOLO_TABLE_PLAYERS) + max(D.MAJOR_DEAL_OFFSET)
    for field, count, deal in (("avenue_tiles", len(D.AVENUE_STEPS), max(D.AVENUE_DEAL)),
                               ("major", len(D.MAJOR_STEPS), most)):
        piles = getattr(s, field)
        if len(piles) != count:
            raise _bad(field, f"expected {count} piles")
        for pile in piles:
            if len(pile) > deal or any(type(k) is not int or not 0 <= k <= kinds for k in pile):
                raise _bad(field, f"pile {pile!r} is not a few Discovery tiles")
    last = D.STARTING_TILES - 1
    _ints(s, "draft", None, 0, last)
    _ints(s, "start_pool", None, 0, last)
    if len(s.start_tiles) != s.num_players:
        raise _bad("start_tiles", f"expected one hand per seat ({s.num_players})")
    held = list(s.draft) + list(s.start_pool)
    for hand in s.start_tiles:
        if len(hand) > D.STARTING_TILES_DEALT or any(
                type(t) is not int or not -1 - last <= t <= last for t in hand):
            raise _bad("start_tiles", f"hand {hand!r} is not a few Starting tiles")
        held += [t if t >= 0 else -1 - t for t in hand]
    _distinct(s, "start_tiles", held)


def _check_setup(s: TeotihuacanState, setting_up: bool) -> None:
    """During setup the neutral dice still come from the undealt tiles (§2.3 step 8); after
    it no Starting tile is in play."""
    if setting_up:
        if s.ncol > s.nplay and len(s.start_pool) < D.NEUTRAL_START_TILES:
            raise _bad("start_pool", "too few undealt Starting tiles for the neutral dice")
        for seat, hand in enumerate(s.start_tiles):
            if len(hand) != _hand_size(s, seat, hand):
                raise _bad("start_tiles", f"seat {seat}: the hand does not fit the choices "
                           "left to make")
            _check_start_placement(s, seat)
    elif s.draft or s.start_pool or any(s.start_tiles):
        raise _bad("start_tiles", "Starting tiles in play after the setup")


def _check_start_placement(s: TeotihuacanState, seat: int) -> None:
    """A seat with starting dice in hand has them placed exactly once: one pending start
    (its benefits, then the placement) or one placement under way; none once they are down."""
    from meeple.games.teotihuacan import state as S

    starts = sum(1 for f in s.stack if f[0] == S.A_START and f[1] == seat)
    placing = sum(1 for f in s.stack if f[0] == S.F_PLACE and f[1] == seat)
    in_hand = sum(1 for w in range(4 * seat, 4 * seat + 3) if s.wboard[w] == S.IN_HAND)
    if starts + placing != (1 if in_hand else 0) or (starts and in_hand != 3):
        raise _bad("stack", f"seat {seat}: the placement of its starting dice does not fit "
                   "the dice in hand")


def _hand_size(s: TeotihuacanState, seat: int, hand: list[int]) -> int:
    """The hand a seat holds during setup for the picks it has left (§2.3 step 7, §7.1):
    dealt 4 with a keep mark per kept tile, 2 once kept; in the draft one per pick made.
    -1 (no size fits) when the keep marks do not match."""
    from meeple.games.teotihuacan import state as S

    kept = D.STARTING_TILES_KEPT
    if s.options["start_draft"]:
        picks = sum(1 for f in s.stack if f[0] == S.F_DRAFT and f[1] == seat)
        return kept - picks if min(hand, default=0) >= 0 else -1
    keeps = sum(1 for f in s.stack if f[0] == S.F_KEEP and f[1] == seat)
    marks = sum(1 for t in hand if t < 0)
    if keeps:
        return D.STARTING_TILES_DEALT if marks == kept - keeps else -1
    return kept if not marks else -1


def _check_solo(s: TeotihuacanState) -> None:
    _ints(s, "apyr", D.BOT_TILES, 0, D.BOT_TILES - 1)
    _distinct(s, "apyr", s.apyr)
    _ints(s, "dirs", 2, 0, len(D.DIR_NAMES) - 1)
    _ints(s, "roll", D.BOT_DICE, 0, D.DIE_FACES)
    _ints(s, "nobles_right", len(D.NOBLES_ROWS), 0, max(len(r) for r in D.NOBLES_ROWS))
    _ints(s, "discard", None, 0, D.DISCOVERY_KINDS - 1)


def _check_stack(s: TeotihuacanState) -> None:
    """Each frame: a known kind with its arity, a colour, small int arguments; the frame on
    top a decision of a seat (the Teotibot never decides) unless the game is over."""
    from meeple.games.teotihuacan import state as S

    arity = _frame_arity(S)
    stack = s.stack
    for frame in stack:
        kind = frame[0]
        if type(kind) is not int or kind not in arity or len(frame) != arity[kind]:
            raise _bad("stack", f"frame {list(frame)!r} is not a known frame")
        if len(frame) > 1 and (type(frame[1]) is not int or not 0 <= frame[1] < s.nplay):
            raise _bad("stack", f"frame {list(frame)!r} names no colour")
        for x in frame[2:]:
            values = x if isinstance(x, tuple) else (x,)
            if any(type(v) not in (int, bool) or not -MAX_COUNT <= v <= MAX_COUNT
                   for v in values):
                raise _bad("stack", f"frame {list(frame)!r} has an argument out of range")
    if bool(s.over) != (not stack):
        raise _bad("stack", "empty exactly when the game is over")
    if stack:
        top = stack[-1]
        if top[0] >= S.DECISIONS or top[1] >= s.num_players:
            raise _bad("stack", f"the frame on top {list(top)!r} is not a seat's decision")
        if stack[0][0] not in (S.A_END_TURN, S.A_SETUP_END, S.A_ECLIPSE_END, S.A_ECLIPSE):
            raise _bad("stack", f"the bottom frame {list(stack[0])!r} ends no turn")


def _frame_arity(S: Any) -> dict[int, int]:
    """Length of each frame kind (`state.py` pushes them; see the pushes of each kind)."""
    two = (S.F_TURN, S.F_TURN_END, S.F_ASCEND, S.F_KEEP, S.F_DRAFT, S.F_PAUSE, S.A_START,
           S.A_ECLIPSE, S.A_ECLIPSE_END, S.A_BOT_TURN)
    out = {k: 2 for k in two}
    out.update({S.A_SETUP_END: 1, S.F_SALARY: 3, S.F_NOBLE_ROW: 3, S.F_DECO_TILE: 3,
                S.A_END_TURN: 3, S.A_CONSTR_END: 3, S.F_DOUBLE: 4, S.F_FREE: 4, S.F_EXTRA: 4,
                S.F_TEMPLE: 4, S.F_TECH: 4, S.F_DECO_SPACE: 4, S.F_REPEAT: 4, S.F_PLACE: 4,
                S.F_ORDER: 4, S.A_MAIN: 4, S.A_REFILL_SLOT: 4, S.F_DEST: 5, S.F_WOPT: 5,
                S.F_RES: 5, S.F_PYR_TILE: 5, S.A_WORSHIP: 5, S.F_ACTION: 6, S.F_CLAIM: 6,
                S.F_POWER: 6, S.F_PYR_POS: 6, S.F_PYR_ROT: 9, S.F_DISCOUNT: 9})
    return out


def _try_position(s: TeotihuacanState) -> None:
    """Ask the loaded position its questions once, and play each legal action on a copy:
    anything but a `MeepleError` means a field the checks above let through is malformed."""
    try:
        legal = s.legal_actions()
        if not legal and not s.over:
            raise _bad("stack", "no legal action before the end")
        s.prompt()
        for seat in (None, *range(s.num_players)):
            s.observation(seat)
        for action in legal:
            copy = s.clone()
            copy.apply(action)
            copy.prompt()
        s.touch()
    except MeepleError:
        raise
    except (KeyError, TypeError, ValueError, IndexError, AttributeError, ZeroDivisionError) as e:
        raise BadState(f"field 'state': malformed, it fails in play ({type(e).__name__}: {e})") \
            from None
