# C types for the compiled build of rng.py (setup.py; pure Python ignores this file).
# List indices and bit counts (lists of at most 256 items here), and the MT draws' types.
cimport cython

@cython.locals(i=Py_ssize_t, k=Py_ssize_t, j=Py_ssize_t)
cpdef shuffle(rng, x)

from meeple.core.mt cimport MT

@cython.locals(rng=MT)
cdef _chance_reused_mt(seed)

cdef _below_mt(MT rng, n)

@cython.locals(rng=MT)
cpdef chance_mt(seed)
