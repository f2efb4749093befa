# The compiled build of eclipses.py (setup.py; pure Python ignores this file): the mixin as
# an extension type, a link of TeotihuacanState's chain of bases (fields: protocol.pxd).
from meeple.games.teotihuacan.protocol cimport Protocol


cdef class Eclipses(Protocol):
    pass
