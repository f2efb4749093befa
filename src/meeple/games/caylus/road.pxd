# C types for the compiled build of road.py (setup.py; pure Python ignores this file).
# Only road indices 0..27.
cimport cython

from meeple.core.game cimport State


# The Caylus state's fields (CaylusState's base, road.py's `__slots__`), as C fields of an
# extension type: Python objects all, so every value and error is the pure build's.
cdef class RoadActivation(State):
    cdef public object turn, phase, step, cursor, order, passing, passed
    cdef public object deniers, pp, workers, cubes, favor, favor_used, road, owner, worker
    cdef public object special, stables, inn_left, inn_right, castle_scale, castle, filled
    cdef public object section, open_columns, provost, bailiff, stock, pending, built, stack
    cdef public object _spots, _free, vp, tailor, simplified, gold_to_alchemist
    cdef public object guild_must_move

@cython.locals(worker=list, i=Py_ssize_t, last=Py_ssize_t)
cpdef _next_activation(RoadActivation state)

cdef long PRODUCE, PRODUCE_BONUS, BUILD, LAWYER, MARKET, PEDDLER, TRADE, LAWYER_DENIERS
