"""CPython's Mersenne Twister (`random.Random`), draw for draw, seeded from an int with less work.

The compiled build's generator for `rng.chance_reused` (a Teotibot turn draws ~5 words, then
the game seeds anew) and `rng.chance_mt` (Teotihuacan's setup and eclipses).
`random.Random(seed)` builds the full state: `init_genrand`, then
`init_by_array` over the seed's 32-bit words (two chained loops over the 624 words), and its
first draw twists all 624 words. Here:

- `init_genrand(19650218)` does not depend on the seed: computed once, at import;
- the twist is lazy: output word i reads only words i, i+1 and i+397 of the state, which the
  in-place twist of the words before i leaves as CPython's full twist does, so each draw
  twists the one word it reads, in CPython's order (624 draws: one full twist, then the next);
- seeds below 2**64 (one or two key words, every chance seed) take C loops with no Python
  objects.

The seeding's two chained loops are the rest (each word of the state depends on the one
before). The state, the outputs and every method's draws are CPython's (tests/core/test_mt.py
against `random.Random`). In pure Python this class is far slower than `random.Random` (C):
only the compiled build uses it (mt.pxd types it: C arrays, C ints).
"""

from __future__ import annotations

from operator import index

try:
    import cython
except ImportError:  # pure Python without Cython: only `cython.compiled` is read
    from types import SimpleNamespace
    cython = SimpleNamespace(compiled=False)

COMPILED = cython.compiled
if not cython.compiled:  # (compiled: the same constants as C literals, mt.pxd)
    N = 624  # words of state
    M = 397  # the twist of word i reads word i + M
    MASK = 0xFFFFFFFF  # (compiled: C unsigned 32-bit arithmetic wraps by itself)
    UPPER = 0x80000000
    LOWER = 0x7FFFFFFF
    MATRIX_A = 0x9908B0DF
    TEMPER_B = 0x9D2C5680  # the tempering's masks
    TEMPER_C = 0xEFC60000
    INIT = [0] * N  # (compiled: a C array)
SEED_19650218 = 19650218  # init_by_array's start: init_genrand(19650218)
TWO_WORDS = 1 << 64  # seeds below take the C path


def _init_genrand() -> None:
    """`init_genrand(19650218)` into INIT: the state `init_by_array` starts from, whatever
    the seed (computed once)."""
    prev = SEED_19650218
    INIT[0] = prev
    for i in range(1, N):
        prev = (1812433253 * (prev ^ (prev >> 30)) + i) & MASK
        INIT[i] = prev


_init_genrand()


class MT:
    """A Mersenne Twister that seeds, draws and shuffles as `random.Random` does, for int seeds:
    `getrandbits`, `random`, `randrange`, `choice`, `shuffle`."""

    def __init__(self, seed: int = 0) -> None:
        if not cython.compiled:  # (compiled: a C array, in the object)
            self.mt = [0] * N
        self.seed(seed)

    def seed(self, n: int) -> None:
        """`random.Random.seed(n)` for an int: the key is |n|'s 32-bit words, low first (one
        word for 0)."""
        if not isinstance(n, int):
            raise TypeError(f"MT seeds from an int, not {type(n).__name__}")
        n = abs(n)
        if n < TWO_WORDS:
            v = n
            low = v & MASK
            # the key word and its index, added at each step: key[0] + 0, then key[1] + 1
            self._init_by_two(low, (v >> 32) + 1 if v >> 32 else low)
        else:
            self._init_by_array(_key(n))
        self.pos = 0

    def _init_by_two(self, add_odd: int, add_even: int) -> None:
        """`init_by_array` for a key of one or two words: N steps adding the key word at the
        odd then even indexes (j = i - 1 mod key length), then N - 1 steps subtracting i."""
        mt = self.mt
        init = INIT
        prev = SEED_19650218
        i = 1
        while i < N - 1:  # indexes 1..622 in pairs: the key words alternate
            prev = ((init[i] ^ ((prev ^ (prev >> 30)) * 1664525)) + add_odd) & MASK
            mt[i] = prev
            prev = ((init[i + 1] ^ ((prev ^ (prev >> 30)) * 1664525)) + add_even) & MASK
            mt[i + 1] = prev
            i += 2
        prev = ((init[N - 1] ^ ((prev ^ (prev >> 30)) * 1664525)) + add_odd) & MASK
        mt[N - 1] = prev
        mt[0] = prev  # (the loop wraps: word 0 takes word N - 1, and index 1 comes again)
        prev = ((mt[1] ^ ((prev ^ (prev >> 30)) * 1664525)) + add_even) & MASK
        mt[1] = prev
        i = 2
        while i < N:  # indexes 2..623 in pairs (fewer loop steps, compiled)
            prev = ((mt[i] ^ ((prev ^ (prev >> 30)) * 1566083941)) - i) & MASK
            mt[i] = prev
            prev = ((mt[i + 1] ^ ((prev ^ (prev >> 30)) * 1566083941)) - (i + 1)) & MASK
            mt[i + 1] = prev
            i += 2
        mt[0] = prev
        mt[1] = ((mt[1] ^ ((prev ^ (prev >> 30)) * 1566083941)) - 1) & MASK
        mt[0] = UPPER  # (CPython: "MSB is 1; assuring non-zero initial array")

    def _init_by_array(self, key: list) -> None:
        """CPython's `init_by_array` as written, for a key of any length (seeds of 2**64 and
        more: rare, Python ints)."""
        mt = list(INIT)
        length = len(key)
        i, j = 1, 0
        for _ in range(max(N, length)):
            prev = mt[i - 1]
            mt[i] = ((mt[i] ^ ((prev ^ (prev >> 30)) * 1664525)) + key[j] + j) & MASK
            i, j = i + 1, j + 1
            if i >= N:
                mt[0], i = mt[N - 1], 1
            if j >= length:
                j = 0
        for _ in range(N - 1):
            prev = mt[i - 1]
            mt[i] = ((mt[i] ^ ((prev ^ (prev >> 30)) * 1566083941)) - i) & MASK
            i += 1
            if i >= N:
                mt[0], i = mt[N - 1], 1
        mt[0] = UPPER
        for i in range(N):
            self.mt[i] = mt[i]

    def _word(self) -> int:
        """CPython's `genrand_uint32`, the twist done for the one word drawn (module docstring)."""
        i = self.pos
        if i >= N:
            i = 0  # all N words were twisted in order: the next twist starts
        mt = self.mt
        y = (mt[i] & UPPER) | (mt[i + 1 if i < N - 1 else 0] & LOWER)
        y = mt[i + M if i < N - M else i + M - N] ^ (y >> 1) ^ (MATRIX_A if y & 1 else 0)
        mt[i] = y
        self.pos = i + 1
        y ^= y >> 11
        y ^= (y << 7) & TEMPER_B
        y ^= (y << 15) & TEMPER_C
        return y ^ (y >> 18)

    def getrandbits(self, k: int) -> int:
        """k random bits: CPython's words, low first, the last one's top bits."""
        if k <= 32:
            if k <= 0:
                if k < 0:
                    raise ValueError("number of bits must be non-negative")
                return 0
            return self._word() >> (32 - k)
        if k <= 64:
            low = self._word()
            high = self._word() >> (64 - k)
            return (high << 32) | low
        bits = 0
        shift = 0
        while k > 0:
            word = self._word()
            if k < 32:
                word >>= 32 - k
            big = word  # (a Python int: shifts past 64 bits)
            bits |= big << shift
            shift += 32
            k -= 32
        return bits

    def random(self) -> float:
        """A float in [0, 1): CPython's 53 bits from two words."""
        a = self._word() >> 5
        b = self._word() >> 6
        return (a * 67108864.0 + b) * (1.0 / 9007199254740992.0)

    def _randbelow(self, n: int) -> int:
        """`random.Random._randbelow` (by getrandbits): rejection sampling on n's bit count,
        for n > 0 (`rng.below` checks). Below 2**32, one word a try, in C when compiled."""
        if n <= MASK:
            return self._below_word(n)
        k = n.bit_length()
        r = self.getrandbits(k)
        while r >= n:
            r = self.getrandbits(k)
        return r

    def _below_word(self, n: int) -> int:
        """`_randbelow(n)` for 0 < n < 2**32: each try is the top k bits of one word."""
        k = 0
        top = n
        while top:
            k += 1
            top >>= 1
        r = self._word() >> (32 - k)
        while r >= n:
            r = self._word() >> (32 - k)
        return r

    def randrange(self, start: int, stop: int | None = None, step: int = 1) -> int:
        """`random.Random.randrange` for ints: the same draws and errors' kinds."""
        istart = index(start)
        if stop is None:
            if step != 1:
                raise TypeError("Missing a non-None stop argument")
            if istart > 0:
                return self._randbelow(istart)
            raise ValueError("empty range for randrange()")
        istop, istep = index(stop), index(step)
        width = istop - istart
        if istep == 1:
            if width > 0:
                return istart + self._randbelow(width)
            raise ValueError("empty range for randrange()")
        if istep > 0:
            n = (width + istep - 1) // istep
        elif istep < 0:
            n = (width + istep + 1) // istep
        else:
            raise ValueError("zero step for randrange()")
        if n <= 0:
            raise ValueError("empty range for randrange()")
        return istart + istep * self._randbelow(n)

    def choice(self, seq):
        """`random.Random.choice`."""
        if not len(seq):
            raise IndexError("Cannot choose from an empty sequence")
        return seq[self._randbelow(len(seq))]

    def shuffle(self, x: list) -> None:
        """`random.Random.shuffle`: Fisher-Yates over `_randbelow` (a list is shorter than
        2**32)."""
        for i in range(len(x) - 1, 0, -1):
            j = self._below_word(i + 1)
            x[i], x[j] = x[j], x[i]


def _key(n: int) -> list:
    """n's 32-bit words, low first (CPython's key for `init_by_array`; one word for 0)."""
    key = []
    while n:
        key.append(n & MASK)
        n >>= 32
    return key or [0]
