# C types for the compiled build of road.py (setup.py; pure Python ignores this file).
# Only road indices 0..27.
cimport cython

@cython.locals(worker=list, i=Py_ssize_t, last=Py_ssize_t)
cpdef _next_activation(object state)

cdef long PRODUCE, PRODUCE_BONUS, BUILD, LAWYER, MARKET, PEDDLER, TRADE, LAWYER_DENIERS
