# C types for the compiled build of rng.py (setup.py; pure Python ignores this file).
# Only list indices and bit counts (lists of at most 256 items here).
cimport cython

@cython.locals(i=Py_ssize_t, k=Py_ssize_t, j=Py_ssize_t)
cpdef shuffle(rng, x)
