# The compiled build of progress.py (setup.py; pure Python ignores this file): the mixin as
# an extension type, a link of TeotihuacanState's chain of bases (fields: protocol.pxd).
from meeple.games.teotihuacan.eclipses cimport Eclipses


cdef class Progress(Eclipses):
    cpdef _use_discovery(self, seat, kind)  # a C method (see actions_main.pxd)
    cpdef _gain_resources(self, seat, wood, stone, gold)
