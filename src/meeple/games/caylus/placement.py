"""Caylus rules, phase 2: worker placement (§3.2) and the income before it (§3.1), split off
state.py: the placement step, decision and move, and the targets with room that the Gate's
decision (§3.3 a) reads too.

Module functions of the state (`CaylusState`, whose fields are declared by its base
`RoadActivation`, road.pxd): placement.pxd C-types them in the compiled build. The state
keeps, until what they are made from changes, the road spaces that take workers (`_spots`)
and those that pay an income (`_paying`), the free-road mask (`_free`) and the special
buildings with room (`_room`); `touch` drops them all, `validate.invariant_errors` checks
them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from meeple.games.caylus import data as D
from meeple.games.caylus.actions import K_PLACE, T_CASTLE, T_NONE, T_ROAD, T_SPECIAL
from meeple.games.caylus.tables import INCOME, O_GATE, O_PLACE

if TYPE_CHECKING:
    from meeple.games.caylus.state import CaylusState

# data.py's constants as module globals (C ints in the compiled build, placement.pxd)
GATE, STABLES, INN, SINGLE_SPECIALS = D.GATE, D.STABLES, D.INN, D.SINGLE_SPECIALS
ROAD_LENGTH, BASE_INCOME = D.ROAD_LENGTH, D.BASE_INCOME
TWO_PLAYERS, STABLES_SPACES, OWNER_PP = D.TWO_PLAYERS, D.STABLES_SPACES, D.OWNER_PP
INN_COST, TWO_PLAYER_LATE_COST, OWN_BUILDING_COST = D.INN_COST, D.TWO_PLAYER_LATE_COST, D.OWN_BUILDING_COST
# The free road spaces as action ids, looked up by 7-bit chunks of the free-road mask (`_free`): per
# offset (place, gate), chunk c, mask m, the ids of the set bits (road 7c + j), ascending.
CHUNK, CHUNK_MASK = 7, (1 << 7) - 1
assert 4 * CHUNK == ROAD_LENGTH
ROAD_TARGETS = {
    offset: tuple(tuple(tuple(offset + T_ROAD + CHUNK * c + j for j in range(CHUNK) if m >> j & 1)
                        for m in range(1 << CHUNK)) for c in range(4))
    for offset in (O_PLACE, O_GATE)}
CHUNK2, CHUNK3 = 2 * CHUNK, 3 * CHUNK
# The special buildings with room for a worker, kept as a mask (`_room`, bit b: special b; -1:
# not known, made again on demand): each worker put there clears its bit, each that leaves
# sets it back (a negative mask stays negative: not known). The Stables' bit is for the seat-free rule (not
# full, not 2 players): `_free_ids` clears it for a seat already there.
GATE_BIT, STABLES_BIT, INN_BIT = 1 << GATE, 1 << STABLES, 1 << INN
NO_GATE, NO_STABLES, NO_INN = ~GATE_BIT, ~STABLES_BIT, ~INN_BIT
# per offset (place, gate) and `_room` mask, the ids of the special buildings with room
SPECIAL_TARGETS = {
    offset: tuple(tuple(offset + T_SPECIAL + b for b in range(INN + 1) if m >> b & 1)
                  for m in range(1 << (INN + 1)))
    for offset in (O_PLACE, O_GATE)}
# placement's (`_legal_place` reads them as globals, a dict look-up less each)
PLACE_SPECIALS = SPECIAL_TARGETS[O_PLACE]
PLACE_ROAD0, PLACE_ROAD1, PLACE_ROAD2, PLACE_ROAD3 = ROAD_TARGETS[O_PLACE]


def _income(state: CaylusState) -> list[int]:
    """§3.1: each seat's income: 2 deniers, +1 per residence, +1 Library, +2 Hotel. The
    road spaces that pay one are kept (`_paying`, as `_spots`: until the road changes)."""
    road, owner = state.road, state.owner
    paying = state._paying
    if paying is None:  # (a loop: compiled, a cpdef function may hold no generator)
        spaces = []
        for i, b in enumerate(road):
            if b >= 0 and INCOME[b]:
                spaces.append(i)
        paying = state._paying = tuple(spaces)
    income = [BASE_INCOME] * state.num_players
    for i in paying:
        income[owner[i]] += INCOME[road[i]]
    return income


def _next_placement(state: CaylusState) -> None:
    """§3.2: players act in turn order, skipping those who passed, until all passed."""
    passed, n = state.passed, state.num_players
    if passed == (1 << n) - 1:
        state._begin_special()
        return
    order, i = state.order, state.cursor
    while passed >> order[i] & 1:
        i = (i + 1) % n
    state.cursor = i
    state.stack.append((K_PLACE, order[i]))


def _bridge_cost(state: CaylusState, seat: int) -> int:
    """§3.2: the passing price, or 1 for the Inn's right circle (A-11)."""
    if state.inn_right == seat:
        return INN_COST
    passes = len(state.passing)  # (the passing price, inlined: asked at every placement)
    if passes and state.num_players == TWO_PLAYERS:
        return TWO_PLAYER_LATE_COST
    return passes + 1


def _legal_place(state: CaylusState, frame: tuple) -> list[int]:
    """§3.2: pass (always), or a free spot at the bridge cost; a seat short of the bridge
    cost may still use its own buildings (1 denier)."""
    seat = frame[1]
    money = state.deniers[seat]
    if not state.workers[seat] or not money:
        return [O_PLACE]
    if state.inn_right == seat:  # (`_bridge_cost` inlined: a call less per placement)
        cost = INN_COST
    else:
        passes = len(state.passing)
        cost = TWO_PLAYER_LATE_COST if passes and state.num_players == TWO_PLAYERS else passes + 1
    if money < cost:
        worker, owner, base = state.worker, state.owner, O_PLACE + T_ROAD
        return [O_PLACE] + [base + i for i in state._road_spots()
                            if owner[i] == seat and worker[i] < 0]
    # `_free_ids(state, seat, O_PLACE, True)`, inlined: a call less per placement
    room = state._room
    if room < 0:
        room = _room_mask(state)
    if room & STABLES_BIT and seat in state.stables:
        room &= NO_STABLES
    if state._free is None:  # (so written: compiled, `free` is a C long, never None)
        free = _free_mask(state)
    else:
        free = state._free
    out = [O_PLACE, *PLACE_SPECIALS[room], *PLACE_ROAD0[free & CHUNK_MASK],
           *PLACE_ROAD1[free >> CHUNK & CHUNK_MASK], *PLACE_ROAD2[free >> CHUNK2 & CHUNK_MASK],
           *PLACE_ROAD3[free >> CHUNK3]]
    if seat not in state.castle_scale:
        out.append(O_PLACE + T_CASTLE)
    return out


def _free_mask(state: CaylusState) -> int:
    """The free-road mask (bit i set: road space i takes a worker and has none, §3.2), made
    again from the road and kept in `_free`: each worker put on the road clears its bit,
    activation sets it back, a changed road or `touch` drops it."""
    worker, free = state.worker, 0
    for i in state._road_spots():
        if worker[i] < 0:
            free |= 1 << i
    state._free = free
    return free


def _room_mask(state: CaylusState) -> int:
    """The special buildings with room (`_room`, made again and kept): the Gate, Trading
    Post, Guild and Joust Field empty, the Stables not full and not 2 players, the Inn's left
    circle empty."""
    special, room = state.special, 0
    for b in range(SINGLE_SPECIALS):
        if special[b] < 0:
            room |= 1 << b
    if state.num_players > TWO_PLAYERS and len(state.stables) < STABLES_SPACES:
        room |= STABLES_BIT
    if state.inn_left < 0:
        room |= INN_BIT
    state._room = room
    return room


def _free_ids(state: CaylusState, seat: int, offset: int, with_gate: bool) -> list[int]:
    """§3.2 b-e, §3.3 a: local index 0 (pass, or take the Gate worker back), then every
    target with room for `seat`: the special buildings (`_room`: one worker each; Stables up
    to 3, one per player, not with 2 players; the Inn's left circle), the free road buildings
    a worker may stand on (`_free`, the free-road mask), the castle (one worker per player)."""
    room = state._room
    if room < 0:
        room = _room_mask(state)
    if not with_gate:
        room &= NO_GATE
    if room & STABLES_BIT and seat in state.stables:
        room &= NO_STABLES
    if state._free is None:  # (so written: compiled, `free` is a C long, never None)
        free = _free_mask(state)
    else:
        free = state._free
    chunks = ROAD_TARGETS[offset]
    out = [offset + T_NONE, *SPECIAL_TARGETS[offset][room], *chunks[0][free & CHUNK_MASK],
           *chunks[1][free >> CHUNK & CHUNK_MASK], *chunks[2][free >> CHUNK2 & CHUNK_MASK],
           *chunks[3][free >> CHUNK3]]
    if seat not in state.castle_scale:
        out.append(offset + T_CASTLE)
    return out


def _apply_place(state: CaylusState, frame: tuple, k: int) -> None:
    seat = frame[1]
    state.cursor = (state.cursor + 1) % state.num_players
    if k == T_NONE:
        state._pass(seat)
        if not state.stack:
            _next_placement(state)
        return
    if state.inn_right == seat:  # (`_bridge_cost` inlined: a call less per placement)
        cost = INN_COST
    else:
        passes = len(state.passing)
        cost = TWO_PLAYER_LATE_COST if passes and state.num_players == TWO_PLAYERS else passes + 1
    state.workers[seat] -= 1
    if T_ROAD <= k < T_CASTLE:  # (`_put_worker`'s road case inlined, as `_bridge_cost`)
        i = k - T_ROAD
        state.worker[i] = seat
        free = state._free
        if free is not None:
            state._free = free & ~(1 << i)
        owner = state.owner[i]
        if owner == seat:
            cost = min(OWN_BUILDING_COST, cost)
        elif owner >= 0:
            state.pp[owner] += OWNER_PP
    else:
        _put_worker(state, seat, k)
    state.deniers[seat] -= cost
    if not state.stack:  # the next placement, at once (the decision loop would ask it)
        _next_placement(state)


def _put_worker(state: CaylusState, seat: int, k: int) -> None:
    """Put `seat`'s worker on target `k` (a special building, road space or the castle);
    an opponent owner gains 1 PP (§3.2 c, §3.3 a)."""
    if k >= T_CASTLE:
        state.castle_scale += (seat,)
    elif k >= T_ROAD:
        i = k - T_ROAD
        state.worker[i] = seat
        free = state._free
        if free is not None:
            state._free = free & ~(1 << i)
        owner = state.owner[i]
        if owner >= 0 and owner != seat:
            state.pp[owner] += OWNER_PP
    elif k - T_SPECIAL == STABLES:
        state.stables += (seat,)
        if len(state.stables) == STABLES_SPACES:
            state._room &= NO_STABLES
    elif k - T_SPECIAL == INN:
        state.inn_left = seat
        state._room &= NO_INN
    else:
        state.special[k - T_SPECIAL] = seat
        state._room &= ~(1 << (k - T_SPECIAL))
