# C types for the compiled build of road.py (setup.py; pure Python ignores this file).
# Only road indices 0..27.
cimport cython

from meeple.core.game cimport State


# The Caylus state's fields (CaylusState's base, road.py's `__slots__`), as C fields of an
# extension type. The scalar counters the rules do arithmetic on are C longs: always ints,
# small by the rules (turn, phase, step, cursor, seats, road spaces, sections; `passed` a
# 5-bit and `stock` a 29-bit mask). Loading a saved game checks their values before it sets
# them (`CaylusState._load_state`, validate.check_ints), so its errors stay the pure build's.
# Everything else is a Python object, as in the pure build.
cdef class RoadActivation(State):
    cdef public long turn, phase, step, cursor, passed, inn_left, inn_right
    cdef public long section, open_columns, provost, bailiff, stock, _room
    cdef public object order, passing
    cdef public object deniers, pp, workers, cubes, favor, favor_used, road, owner, worker
    cdef public object special, stables, castle_scale, castle, filled
    cdef public object pending, built, stack
    cdef public object _spots, _free, _paying, vp, tailor, simplified, gold_to_alchemist
    cdef public object guild_must_move

@cython.locals(worker=list, i=Py_ssize_t, last=Py_ssize_t)
cpdef _next_activation(RoadActivation state)

cdef long PRODUCE, PRODUCE_BONUS, BUILD, LAWYER, MARKET, PEDDLER, TRADE, LAWYER_DENIERS
