# The compiled build of state.py (setup.py; pure Python ignores this file).

from meeple.games.borabora.phase_a cimport PhaseA


cdef class BoraBoraState(PhaseA):  # its fields: gods.pxd; cpdef: as phase_c.pxd
    cpdef _run(self)
    cpdef _forced(self, frame)
    cpdef _may_pay(self, Py_ssize_t p, gods)
    cpdef _next_seat(self, kind, turns, rest=*, reverse=*)
    cpdef _huts_small(self, Py_ssize_t p)
    cpdef _huts_on_grid(self, Py_ssize_t p)
    cpdef _take_hut(self, Py_ssize_t p, from12)
    cpdef _can_move_hut(self, Py_ssize_t p)
    cpdef _move_hut_to_12(self, Py_ssize_t p)
    cpdef _place_tile(self, Py_ssize_t p, tile)
    cpdef _advance_status(self, Py_ssize_t p, steps)
    cpdef _copy_mutable(self, new)  # (core/game.pxd)

cpdef _copy_fields(BoraBoraState state, BoraBoraState new)
