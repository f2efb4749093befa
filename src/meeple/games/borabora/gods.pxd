# The compiled build of gods.py (setup.py; pure Python ignores this file).

cimport cython

from meeple.core.game cimport State
from meeple.games.borabora.board cimport Board


# The Bora Bora state's fields (the first link of BoraBoraState's chain of bases, gods.py's
# `__slots__`), as C fields of an extension type: Python objects all, so every value and
# error is the pure build's. `__dict__` as in pure Python: for what tests and tools hang on a
# state. The chain: GodsAndPeople <- PhaseC (phase_c.pxd) <- PhaseA (phase_a.pxd) <-
# BoraBoraState (state.pxd).
cdef class GodsAndPeople(State):
    cdef public Board board  # the tables: C fields (board.pxd)
    cdef public object built, ceremony, clock, deck, dice, discard, display, final
    cdef public object fish, fished, god_tiles, god_tiles_gone, grid, hand, huts12
    cdef public object jewel_layout, jewel_owner, men_board, men_stack, offerings, order
    cdef public object phase, placed, present, priests, round, score, shells, site, slid
    cdef public object spare, stack, stamp, status, task_display, task_done, task_pile, tasks
    cdef public object tasks_boxed, temple, temple_gods, tile_low, tile_of, tiles_gone, turn
    cdef public object women_board, women_stack
    cdef dict __dict__
    # the methods other methods call by name: C calls in the compiled build (a Python
    # override, such as a test's on an instance, still runs: the instance has a __dict__).
    # `Py_ssize_t p`: a seat (an int of the frames, 0-3), so `self.hand[p]` and the like
    # index a list in C, not through the number protocol (here and in the other .pxd files)
    cpdef _payments(self, Py_ssize_t p, god)
    cpdef _can_pay(self, Py_ssize_t p, gods)
    cpdef _pay(self, Py_ssize_t p, god, way)
    cpdef _unpay(self, Py_ssize_t p, paid)
    cpdef _pay_ways(self, Py_ssize_t p, god, task, pending)
    @cython.locals(kind=tuple)
    cpdef list _kinds(self, Py_ssize_t p)
    cpdef _ability_amount(self, ability, tiles, doubled)
    cpdef _ability_possible(self, Py_ssize_t p, ability, amount)
    cpdef _activate_options(self, frame, can_green)
