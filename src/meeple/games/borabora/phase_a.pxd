# C types for the compiled build of phase_a.py (setup.py; pure Python ignores this file).
# Only die faces, target and tile indices and die needs (INF = 99): small by the rules.
cimport cython

from meeple.games.borabora.phase_c cimport PhaseC


cdef class PhaseA(PhaseC):  # a link of BoraBoraState's chain of bases (fields: gods.pxd)
    pass

@cython.locals(out=list, top=long, fishing=Py_ssize_t, face=long, ids=tuple,
               target=Py_ssize_t, need=long, blue=bint)
cpdef list _place_ids(list faces, list needs, list low, object tile_of,
                      bint can_blue, bint can_white, bint can_both)
