# The compiled build of eclipses.py (setup.py; pure Python ignores this file): the mixin as
# an extension type, a link of TeotihuacanState's chain of bases (fields: protocol.pxd).
cimport cython

from meeple.games.teotihuacan.protocol cimport Protocol


cdef class Eclipses(Protocol):
    @cython.locals(w=Py_ssize_t)  # (a C loop, not a range object)
    cpdef _per_die_in_play(self, seat, values)
