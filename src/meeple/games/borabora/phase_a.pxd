# C types for the compiled build of phase_a.py (setup.py; pure Python ignores this file).
# Only die faces, target and tile indices and die needs (INF = 99): small by the rules.
cimport cython

from meeple.games.borabora.board cimport Board
from meeple.games.borabora.phase_c cimport PhaseC


cdef class PhaseA(PhaseC):  # a link of the chain (fields: gods.pxd); cpdef: as phase_c.pxd
    @cython.locals(top=long, reach=list, land=long, water=long, need=long)
    cpdef list _reach(self, Py_ssize_t p)
    cpdef _place_options(self, Py_ssize_t p, can_blue, can_white, can_both)
    cpdef _cheapest_paths(self, Py_ssize_t p)
    @cython.locals(b=Board)
    cpdef _settle(self, Py_ssize_t p, region, expansion)
    cpdef _cards_available(self)
    cpdef _take_god_card(self, Py_ssize_t p, index)
    cpdef _draw_from_deck(self)
    cpdef _has_material_pair(self, Py_ssize_t p)
    cpdef _lowest_unbuilt(self, Py_ssize_t p)
    cpdef _go_fishing(self, Py_ssize_t p)
    cpdef _fire_bonus(self, Py_ssize_t p)

@cython.locals(out=list, top=long, fishing=Py_ssize_t, face=long, ids=tuple,
               target=Py_ssize_t, need=long, lowest=long, white=bint)
cpdef list _place_ids(list faces, list reach, bint can_blue, bint can_white, bint can_both)
