# C types for the compiled build of state.py (setup.py; pure Python ignores this file).
# Only counts, indices, seats and corn: values the rules keep small.
cimport cython

from meeple.games.tzolkin.gears cimport GearActions


cdef class TzolkinState(GearActions):  # its fields: food_days.pxd
    cpdef _copy_mutable(self, new)  # (core/game.pxd)

cpdef _copy_fields(TzolkinState state, TzolkinState new)

@cython.locals(legal=list, g=Py_ssize_t, end=Py_ssize_t, stop=Py_ssize_t, gear=list,
               pos=Py_ssize_t, empty=long)
cpdef list _place_ids(list gears, Py_ssize_t budget)

@cython.locals(legal=list, g=Py_ssize_t, gear=list, ids=tuple, pos=Py_ssize_t)
cpdef list _pickup_ids(list gears, long p, long n)
