# The compiled build of progress.py (setup.py; pure Python ignores this file): the mixin as
# an extension type, a link of TeotihuacanState's chain of bases (fields: protocol.pxd).
cimport cython

from meeple.games.teotihuacan.eclipses cimport Eclipses


cdef class Progress(Eclipses):
    cpdef _use_discovery(self, seat, kind)  # a C method (see actions_main.pxd)
    cpdef _gain_resources(self, seat, wood, stone, gold)
    @cython.locals(w=Py_ssize_t)  # (a C loop, not a range object)
    cpdef list _power_candidates(self, seat, board)
