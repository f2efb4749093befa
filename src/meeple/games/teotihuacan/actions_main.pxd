# C types for the compiled build of actions_main.py (setup.py; pure Python ignores this file).
# Only seats, dice, boards, spaces, cocoa and action ids: small by the rules. The module
# constants below are C ints in the compiled build (no other module reads them from here).
cimport cython

from meeple.games.teotihuacan.progress cimport Progress


# Its fields: protocol.pxd. The hottest small methods as C methods (cpdef): calls to them from
# this class's methods and from the typed module functions are C calls; Python sees ordinary
# methods (a subclass or a patch of the class still overrides them).
cdef class ThreeActions(Progress):
    @cython.locals(w=Py_ssize_t)  # (a C loop, not a range object)
    cpdef _worker_count(self, seat, board)
    cpdef _score(self, colour, category, vp)
    cpdef _has_tech(self, seat, tech)
    cpdef _main_count(self, seat, board, extra)

cdef long COLLECT, MAIN, WORSHIP, KINDS, FREE_COCOA, PALACE, DISPLACE_COST, WORSHIP_SPACES

@cython.locals(w=Py_ssize_t, b=long, lock=long, colours=long, count=long)
cpdef long _colour_count(list wboard, list wlock, long board)

@cython.locals(seat=long, board=long, colours=long, out=list, free=bint, cocoa=long,
               worship=list, space=Py_ssize_t, occupant=long, cost=long)
cpdef list _legal_action(ThreeActions state, tuple frame)
