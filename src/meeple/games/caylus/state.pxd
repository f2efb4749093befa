# C types for the compiled build of state.py (setup.py; pure Python ignores this file).
# Only seats, deniers, action ids, road indices and the 28-bit free-road mask: small by the
# rules. The module constants below are C ints in the compiled build (no other module reads
# them from state.py).
cimport cython

from meeple.games.caylus.road cimport RoadActivation


cdef class CaylusState(RoadActivation):  # its fields: road.pxd
    cpdef _copy_mutable(self, new)  # (core/game.pxd)

cpdef _copy_fields(CaylusState state, CaylusState new)

cdef long LAST, OVER, GATE, TRADING_POST, GUILD, JOUST, STABLES, INN, CHUNK, CHUNK_MASK
cdef long CHUNK2, CHUNK3, GATE_BIT, STABLES_BIT, INN_BIT, NO_GATE, NO_STABLES, NO_INN
cdef long T_NONE, T_SPECIAL, T_ROAD, T_CASTLE, TWO_PLAYERS, STABLES_SPACES, OWNER_PP
cdef long INN_COST, TWO_PLAYER_LATE_COST, OWN_BUILDING_COST
cdef long PROVOST_MOVE, PROVOST_SPACE_COST, PROVOST_STAY

@cython.locals(income=list, i=Py_ssize_t, b=Py_ssize_t)
cpdef list _income(list road, list owner, long players)

@cython.locals(passed=long, n=long, i=Py_ssize_t, order=tuple)
cpdef _next_placement(CaylusState state)

@cython.locals(passes=Py_ssize_t)
cpdef long _bridge_cost(CaylusState state, long seat)

@cython.locals(seat=long, money=long, base=long, cost=long, passes=Py_ssize_t)
cpdef list _legal_place(CaylusState state, tuple frame)

@cython.locals(out=list, room=long, free=long, chunks=tuple)
cpdef list _free_ids(CaylusState state, long seat, long offset, bint with_gate)

@cython.locals(special=list, room=long, b=long)
cpdef long _room_mask(CaylusState state)

@cython.locals(seat=long, cost=long, passes=Py_ssize_t, i=Py_ssize_t, owner=long)
cpdef _apply_place(CaylusState state, tuple frame, long k)

@cython.locals(i=Py_ssize_t)
cpdef _put_worker(CaylusState state, long seat, long k)

@cython.locals(reach=long, p=long)
cpdef list _legal_provost(CaylusState state, tuple frame)

@cython.locals(worker=list, free=long, i=Py_ssize_t)
cpdef long _free_mask(CaylusState state)
