# The compiled build of buildings.py (setup.py; pure Python ignores this file): the mixin as
# an extension type, a link of TzolkinState's chain of bases (fields: food_days.pxd).
from meeple.games.tzolkin.food_days cimport CalendarAndFoodDays


cdef class TracksAndBuildings(CalendarAndFoodDays):
    pass
