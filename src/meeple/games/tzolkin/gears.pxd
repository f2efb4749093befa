# The compiled build of gears.py (setup.py; pure Python ignores this file): the mixin as an
# extension type, a link of TzolkinState's chain of bases (fields: food_days.pxd).
from meeple.games.tzolkin.buildings cimport TracksAndBuildings


cdef class GearActions(TracksAndBuildings):
    pass
