# C types for the compiled build of state.py (setup.py; pure Python ignores this file).
# Only seats, dice, boards, ring positions and action ids: small by the rules. The module
# constants below are C ints in the compiled build (no other module reads them from state.py);
# a die's `seen` key (board * KEY_STRIDE + power) is a C long too.
cimport cython

from meeple.games.teotihuacan.actions_main cimport ThreeActions


# The last link of the chain (its fields: protocol.pxd). TeotihuacanState itself stays a
# Python class over it (no instance dict: `__slots__ = ()`), so the class can be patched as
# in pure Python (tests do); the module functions take the state typed as SetupAndTurn, whose
# fields they read as C fields.
cdef class SetupAndTurn(ThreeActions):
    cpdef _can_pay(self, seat, amount)  # C methods (see actions_main.pxd)
    @cython.locals(w=Py_ssize_t)  # (a C loop, not a range object)
    cpdef _unlock_all(self, seat)
    @cython.locals(v=Py_ssize_t)
    cpdef list _partners(self, w)
    cpdef _copy_mutable(self, new)  # (core/game.pxd)

cpdef _copy_fields(SetupAndTurn state, SetupAndTurn new)

cdef long MOVE, MOVEANY, UNLOCK_FREE, UNLOCK_PAY, USE, END_TURN, DEST
cdef long ANYTIME_FIRST, ANYTIME_COUNT, USE_ANYTIME, KINDS, MOVE_ANYWHERE, DOUBLE_MOVE
cdef long UNLOCK_COST, RING_SIZE, MAX_MOVE, BOARDS, T_PALACE, K_TURN, K_DEST, K_ACTION
cdef long MIDTURN_BITS, KEY_STRIDE

@cython.locals(kind=long)
cpdef list _frame_legal(SetupAndTurn state, tuple frame)

@cython.locals(kind=long)
cpdef _frame_apply(SetupAndTurn state, tuple frame, action)

@cython.locals(out=list, wlock=list, w=Py_ssize_t)
cpdef list _anytime_choices(SetupAndTurn state, long seat, object locked)

@cython.locals(first=Py_ssize_t, held=list, disc=list, i=Py_ssize_t)
cpdef _add_anytime_tiles(SetupAndTurn state, long seat, list out)

@cython.locals(seat=long, out=list, anywhere=bint, locked=bint, wboard=list, wlock=list,
               wpower=list, first=Py_ssize_t, move=Py_ssize_t, w=Py_ssize_t, board=long,
               power=long, key=long, seen=list)
cpdef list _legal_turn(SetupAndTurn state, tuple frame)

@cython.locals(seat=long, anywhere=bint, w=Py_ssize_t)
cpdef _apply_turn(SetupAndTurn state, tuple frame, long action)

@cython.locals(board=long, start=Py_ssize_t, a=long, b=long, c=long)
cpdef list _legal_dest(SetupAndTurn state, tuple frame)

@cython.locals(seat=long, w=Py_ssize_t, second=Py_ssize_t, board=long, wboard=list,
               colours=long, start=long, end=long, movers=long)
cpdef _apply_dest(SetupAndTurn state, tuple frame, long action)
