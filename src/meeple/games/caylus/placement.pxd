# C types for the compiled build of placement.py (setup.py; pure Python ignores this file).
# The state is typed by its base `RoadActivation` (road.pxd: the fields as C fields), so this
# module needs nothing of state.py's. Only seats, deniers, action ids, road indices and the
# masks (28 bits of the road, 6 of the special buildings): small by the rules. The module
# constants below are C ints (state.py imports GATE_BIT and INN_BIT as Python ints).
cimport cython

from meeple.games.caylus.road cimport RoadActivation


cdef long GATE, STABLES, INN, SINGLE_SPECIALS, ROAD_LENGTH, BASE_INCOME
cdef long TWO_PLAYERS, STABLES_SPACES, OWNER_PP, INN_COST, TWO_PLAYER_LATE_COST
cdef long OWN_BUILDING_COST, CHUNK, CHUNK_MASK, CHUNK2, CHUNK3
cdef long STABLES_BIT, NO_GATE, NO_STABLES, NO_INN

@cython.locals(road=list, owner=list, paying=tuple, spaces=list, income=list, i=Py_ssize_t,
               b=Py_ssize_t)
cpdef list _income(RoadActivation state)

@cython.locals(passed=long, n=long, i=Py_ssize_t, order=tuple)
cpdef _next_placement(RoadActivation state)

@cython.locals(passes=Py_ssize_t)
cpdef long _bridge_cost(RoadActivation state, long seat)

@cython.locals(seat=long, money=long, base=long, cost=long, passes=Py_ssize_t, room=long,
               free=long, out=list)
cpdef list _legal_place(RoadActivation state, tuple frame)

@cython.locals(worker=list, free=long, i=Py_ssize_t)
cpdef long _free_mask(RoadActivation state)

@cython.locals(special=list, room=long, b=long)
cpdef long _room_mask(RoadActivation state)

@cython.locals(out=list, room=long, free=long, chunks=tuple)
cpdef list _free_ids(RoadActivation state, long seat, long offset, bint with_gate)

@cython.locals(seat=long, cost=long, passes=Py_ssize_t, i=Py_ssize_t, owner=long)
cpdef _apply_place(RoadActivation state, tuple frame, long k)

@cython.locals(i=Py_ssize_t)
cpdef _put_worker(RoadActivation state, long seat, long k)
