# C types for the compiled build of policy.py (setup.py; pure Python ignores this file).
# The state typed as Protocol (protocol.pxd: the chain's first base, which holds the fields;
# not state.pxd's SetupAndTurn, whose chain is still being made when protocol.py imports
# evaluate, which imports this module), so that its fields are C fields to read, not
# attribute look-ups; the functions C functions to each other. Only loop indices are C ints:
# every value the policy computes is the pure build's Python int or float.
cimport cython

from meeple.games.teotihuacan.protocol cimport Protocol


cpdef list policy(Protocol s, list actions)
cpdef list policy_habits(Protocol s, list actions)

@cython.locals(i=Py_ssize_t)
cpdef list _weigh(Protocol s, list actions, frozenset lookahead)

cpdef list _by_kind(Protocol s, seat, list actions)
cpdef _anytime(Protocol s, seat, action)
cpdef list _turn(Protocol s, seat, tuple frame, list actions)
cpdef list _dest(Protocol s, seat, tuple frame, list actions)
cpdef list _action(Protocol s, seat, tuple frame, list actions)
cpdef list _power(Protocol s, seat, tuple frame, list actions)
cpdef list _ascend(Protocol s, seat, tuple frame, list actions)
cpdef list _salary(Protocol s, seat, tuple frame, list actions)
cpdef list _turn_end(Protocol s, seat, tuple frame, list actions)

@cython.locals(child=Protocol, gains=list)
cpdef list _lookahead(Protocol s, seat, list actions, list weights)

cpdef _movable(Protocol s, seat)

@cython.locals(d=Py_ssize_t)
cpdef _reachable_mains(Protocol s, seat, w, list colours, stack=*)

@cython.locals(w=Py_ssize_t)
cpdef _own_dice(Protocol s, seat, board, mover)

@cython.locals(seen=list, wboard=list, wlock=list, w=Py_ssize_t)
cpdef list colour_counts(Protocol s)

cpdef main_open(Protocol s, seat, board, colours)

@cython.locals(w=Py_ssize_t)
cpdef salary_due(Protocol s, seat)

cpdef salary_short(Protocol s, seat)
