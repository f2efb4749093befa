# C types for the compiled build of food_days.py (setup.py; pure Python ignores this file).
# Only gear indices, positions and seats: small by the rules.
cimport cython

from meeple.core.game cimport State


# The Tzolk'in state's fields (TzolkinState's first base, food_days.py's `__slots__`), as C
# fields of an extension type: Python objects all, so every value and error is the pure
# build's. The chain: CalendarAndFoodDays <- TracksAndBuildings (buildings.pxd) <-
# GearActions (gears.pxd) <- TzolkinState (state.pxd).
cdef class CalendarAndFoodDays(State):
    cdef public object age, built, burned, chichen, corn_tiles, day, discarded, display
    cdef public object final, first, fp_this_turn, fp_worker, free, gears, goods, hands
    cdef public object jungle_corn, jungle_wood, kept, light, lvl, mons, monuments, next_food
    cdef public object next_pile, on_gear, over, pile, revealed, rounds, skull_supply, stack
    cdef public object techs, temple_vp, temples, tooth_corn, turn, unrevealed, vp
    cdef public object w5_no_wood, wood_tiles, workers
    cdef public object _low, _picks

