# The compiled build of progress.py (setup.py; pure Python ignores this file): the mixin as
# an extension type, a link of TeotihuacanState's chain of bases (fields: protocol.pxd).
from meeple.games.teotihuacan.eclipses cimport Eclipses


cdef class Progress(Eclipses):
    pass
