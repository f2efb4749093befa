# The compiled build of state.py (setup.py; pure Python ignores this file).
cimport cython

from meeple.games.borabora.phase_a cimport PhaseA


cdef class BoraBoraState(PhaseA):  # its fields: gods.pxd
    pass

cpdef _copy_fields(BoraBoraState state, BoraBoraState new)

@cython.locals(new=BoraBoraState)
cpdef _clone(BoraBoraState state)
