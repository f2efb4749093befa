# C types for the compiled build of state.py (setup.py; pure Python ignores this file).
# Only seats, deniers and road indices: small by the rules. The module constants below are C
# ints in the compiled build (no other module reads them from state.py). Placement's module
# functions: placement.pxd.
cimport cython

from meeple.games.caylus.road cimport RoadActivation


cdef class CaylusState(RoadActivation):  # its fields: road.pxd
    cpdef _copy_mutable(self, new)  # (core/game.pxd)

cpdef _copy_fields(CaylusState state, CaylusState new)

cdef long LAST, OVER, GATE, TRADING_POST, GUILD, JOUST, STABLES, INN
cdef long T_NONE, TWO_PLAYERS, TWO_PLAYER_LATE_COST
cdef long PROVOST_MOVE, PROVOST_SPACE_COST, PROVOST_STAY

@cython.locals(reach=long, p=long)
cpdef list _legal_provost(CaylusState state, tuple frame)
