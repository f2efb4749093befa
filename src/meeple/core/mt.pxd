# C types for the compiled build of mt.py (setup.py; pure Python ignores this file): the state
# as a C array in the object, the words as C unsigned 32-bit ints (their arithmetic wraps as
# the pure build's `& MASK` does), the constants as C literals (mt.py defines them for pure
# Python only; a Python int above 2**31 would make Cython's arithmetic Python's).
cimport cython
from libc.stdint cimport uint32_t, uint64_t

cdef extern from *:
    """
    #define MEEPLE_MT_N 624
    #define MEEPLE_MT_M 397
    #define MEEPLE_MT_MASK 0xFFFFFFFFu
    #define MEEPLE_MT_UPPER 0x80000000u
    #define MEEPLE_MT_LOWER 0x7FFFFFFFu
    #define MEEPLE_MT_MATRIX_A 0x9908B0DFu
    #define MEEPLE_MT_TEMPER_B 0x9D2C5680u
    #define MEEPLE_MT_TEMPER_C 0xEFC60000u
    """
    const Py_ssize_t N "MEEPLE_MT_N"
    const Py_ssize_t M "MEEPLE_MT_M"
    const uint32_t MASK "MEEPLE_MT_MASK"
    const uint32_t UPPER "MEEPLE_MT_UPPER"
    const uint32_t LOWER "MEEPLE_MT_LOWER"
    const uint32_t MATRIX_A "MEEPLE_MT_MATRIX_A"
    const uint32_t TEMPER_B "MEEPLE_MT_TEMPER_B"
    const uint32_t TEMPER_C "MEEPLE_MT_TEMPER_C"

ctypedef uint32_t *words

cdef uint32_t INIT[624]  # (N)
cdef uint32_t SEED_19650218

@cython.locals(prev=uint32_t, i=Py_ssize_t)
cdef void _init_genrand() noexcept


@cython.final
cdef class MT:
    cdef uint32_t mt[624]  # (N)
    cdef Py_ssize_t pos

    @cython.locals(v=uint64_t, low=uint32_t)
    cpdef seed(self, n)
    @cython.locals(mt=words, init=words, prev=uint32_t, i=Py_ssize_t)
    cdef void _init_by_two(self, uint32_t add_odd, uint32_t add_even) noexcept
    @cython.locals(i=Py_ssize_t)
    cdef _init_by_array(self, list key)
    @cython.locals(mt=words, y=uint32_t, i=Py_ssize_t)
    cdef inline uint32_t _word(self) noexcept
    @cython.locals(low=uint64_t, high=uint64_t, word=uint32_t, shift=Py_ssize_t)
    cpdef getrandbits(self, Py_ssize_t k)
    @cython.locals(a=uint32_t, b=uint32_t)
    cpdef double random(self)
    cpdef _randbelow(self, n)
    @cython.locals(k=Py_ssize_t, top=uint32_t, r=uint32_t)
    cdef uint32_t _below_word(self, uint32_t n) noexcept
    @cython.locals(i=Py_ssize_t, j=Py_ssize_t)
    cpdef shuffle(self, list x)
