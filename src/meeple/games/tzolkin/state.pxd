# C types for the compiled build of state.py (setup.py; pure Python ignores this file).
# Only counts, indices, seats and corn: values the rules keep small.
cimport cython

from meeple.games.tzolkin.gears cimport GearActions


cdef class TzolkinState(GearActions):  # its fields: food_days.pxd
    cpdef _copy_mutable(self, new)  # (core/game.pxd)

cpdef _copy_fields(TzolkinState state, TzolkinState new)

cpdef list _place_ids(list low, Py_ssize_t budget)

cdef Py_ssize_t FULL

@cython.locals(g=Py_ssize_t, gear=list, top=Py_ssize_t, w=long, pos=Py_ssize_t)
cpdef _turn_day(list gears, list on_gear, list free, list low)

cpdef Py_ssize_t _first_free(list gear, Py_ssize_t start, Py_ssize_t top)

@cython.locals(gears=list, low=list)
cpdef list _lows(TzolkinState state)

@cython.locals(legal=list, g=Py_ssize_t, gear=list, ids=tuple, pos=Py_ssize_t)
cpdef list _pickup_ids(list gears, long p, long n)
