# The compiled build of protocol.py (setup.py; pure Python ignores this file).
from meeple.core.game cimport State


# The Teotihuacan state's fields (TeotihuacanState's first base, protocol.py's `__slots__`),
# as C fields of an extension type: Python objects all, so every value and error is the pure
# build's. The chain: Protocol <- Eclipses (eclipses.pxd) <- Progress (progress.pxd) <-
# ThreeActions (actions_main.pxd) <- TeotihuacanState (state.pxd).
cdef class Protocol(State):
    cdef public object anytime_held
    cdef public object apyr, avenue, avenue_tiles, bonuses, bot, bot_diff, buildings, cocoa
    cdef public object completed, countdown, dark, deco, deco_display, deco_stack, dirs, disc
    cdef public object disc_stack, discard, draft, eclipses, final, grid, light, major, ncol
    cdef public object nobles, nobles_right, nplay, over, ptrack, pyr, pyr_display, pyr_stack
    cdef public object res, ring, roll, royals, slots, stack, start_draws, start_pool
    cdef public object start_tiles, tech_display, tech_ids, tech_owners, techs, temple, turn
    cdef public object used, vp, vpby, wboard, where, wlock, worship, wpower
