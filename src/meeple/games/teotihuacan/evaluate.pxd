# C types for the compiled build of evaluate.py (setup.py; pure Python ignores this file).
# The estimates' chain (the policy's lookahead reads one each try, search one a leaf): the
# state typed as Protocol (protocol.pxd: the chain's first base, which holds the fields; not
# state.pxd's SetupAndTurn, whose chain is still being made when protocol.py imports this
# module), so that its fields are C fields to read, and the functions C functions to each
# other. Only loop indices are C ints: every estimate is the pure build's float, term by term.
cimport cython

from meeple.games.teotihuacan.protocol cimport Protocol


cpdef remaining(Protocol s)
cpdef in_eclipse(Protocol s)
cpdef eclipses_left(Protocol s)
cpdef _eclipses_left(Protocol s, pending)
cpdef list estimates(Protocol s)
cpdef estimate(Protocol s, p)
cpdef tuple _shared(Protocol s)
cpdef _estimate(Protocol s, p, tuple shared)

@cython.locals(t=Py_ssize_t)
cpdef _temples(Protocol s, p, f)

@cython.locals(w=Py_ssize_t, wboard=list, wpower=list)
cpdef _workers(Protocol s, p, f, left, pending)

cpdef _urgency(Protocol s)
cpdef _stocks(Protocol s, p, f)

@cython.locals(w=Py_ssize_t)
cpdef ascent(Protocol s, p, f)

cpdef list search_value(Protocol s)
cpdef solo_lead(Protocol s, list est, f)
cpdef solo_value(lead, temperature)
cpdef _margin(lead)
cpdef _logistic(x)
