"""Seeded chance for states that clone cheaply.

A state keeps its randomness as one int, `rng_seed`. Each chance event (a shuffle, a draw,
a roll) calls `chance(seed)`, which returns a `random.Random` for that event and the seed for
the next one (`chance_reused` and `chance_mt`: in the compiled build an `MT`, core/mt.py,
which draws as `random.Random` does). A clone copies one int instead of the 625-word
Mersenne Twister state (10 µs), and `to_dict` stores the int. `random.Random(int)` seeding,
`getrandbits`, `shuffle` and `randrange` are stable across CPython versions, so the same seed
and actions give the same game anywhere.
"""

from __future__ import annotations

import math
import random
import threading
from _random import Random as _CRandom

from meeple.core.mt import MT

try:
    import cython
    COMPILED = cython.compiled
except ImportError:  # pure Python without Cython
    COMPILED = False

SEED_BITS = 63
_Random = random.Random
_new = _Random.__new__
_seed = _CRandom.seed  # the C seeding `Random.seed` calls for an int


def chance(seed: int) -> tuple[random.Random, int]:
    """A generator for one chance event, and the seed that follows it.

    `random.Random(seed)` for an int, without its Python-level `__init__` and `seed`: the
    same C seeding and the same state (`gauss_next` too), ~5,000 instructions fewer of
    ~44,000 (the Mersenne Twister's seeding is the rest). Other seeds take the long way."""
    if type(seed) is not int:
        rng = _Random(seed)
        return rng, rng.getrandbits(SEED_BITS)
    rng = _new(_Random)
    _seed(rng, seed)
    rng.gauss_next = None
    return rng, rng.getrandbits(SEED_BITS)


def chance_mt(seed: int) -> tuple[random.Random | MT, int]:
    """`chance(seed)`, compiled with a new `MT` (core/mt.py: the same draws, a third of the
    seeding's work) for an event whose draws go through this module's helpers (`below`,
    `choice`, `sample`, `shuffle`) or MT's methods (`getrandbits`, `random`, `randrange`,
    `choice`, `shuffle`). Pure Python: `chance(seed)` (`random.Random` seeds in C)."""
    if COMPILED and type(seed) is int:
        rng = MT(seed)
        return rng, rng.getrandbits(SEED_BITS)
    return chance(seed)


_local = threading.local()  # each thread's generator for `chance_reused`


def chance_reused(seed: int) -> tuple[random.Random | MT, int]:
    """`chance(seed)` in one generator of this thread, seeded anew at every call: the same
    draws, without allocating a generator (its 2.5 KB state: ~5,000 instructions of
    ~38,000). For an event whose draws are all made before the thread's next
    `chance_reused` (the generator is reused then) and that keeps no generator.

    Compiled, the generator is an `MT` (core/mt.py): CPython's draws, its seeding without the
    work the draws do not read; draw through this module's helpers (`below`, `choice`,
    `sample`, `shuffle`) or MT's methods (`getrandbits`, `random`, `randrange`, `choice`,
    `shuffle`) only. Pure Python keeps `random.Random` (C)."""
    if type(seed) is not int:
        return chance(seed)
    if COMPILED:
        return _chance_reused_mt(seed)
    try:
        rng = _local.rng
    except AttributeError:
        rng = _local.rng = _new(_Random)
    _seed(rng, seed)
    rng.gauss_next = None
    return rng, rng.getrandbits(SEED_BITS)


def _chance_reused_mt(seed: int) -> tuple[MT, int]:
    """`chance_reused` with this thread's `MT` (the compiled build's)."""
    try:
        rng = _local.mt
    except AttributeError:
        rng = _local.mt = MT()
    rng.seed(seed)
    return rng, rng.getrandbits(SEED_BITS)


def fresh_seed() -> int:
    """A seed from the operating system, for games started without one."""
    return random.SystemRandom().getrandbits(SEED_BITS)


def below(rng: random.Random, n: int) -> int:
    """`rng.randrange(n)` for an int n > 0: the same draw (`_randbelow`'s rejection sampling on
    `getrandbits`), without randrange's interpreted checks and calls."""
    if n <= 0:
        raise ValueError("empty range for below()")  # getrandbits(0) is 0: it would never end
    k = n.bit_length()
    r = rng.getrandbits(k)
    while r >= n:
        r = rng.getrandbits(k)
    return r


def _below_either(rng: random.Random | MT, n: int) -> int:
    """`below` in the compiled build (it takes that name there): an `MT` draws in C, the same
    draws; another generator as `below`. Pure Python keeps `below` as it is (no type test
    per draw)."""
    if type(rng) is MT and n > 0:
        return _below_mt(rng, n)
    return _below_random(rng, n)


def _below_mt(rng: MT, n: int) -> int:
    """`below` on the compiled build's `MT`: its own draw, in C (the same draws)."""
    return rng._randbelow(n)


_below_random = below
if COMPILED:
    below = _below_either


def choice(rng: random.Random, seq):
    """`rng.choice(seq)` for a non-empty sequence: the same draw."""
    if not len(seq):
        raise IndexError("Cannot choose from an empty sequence")
    return seq[below(rng, len(seq))]


def sample(rng: random.Random, population, k: int) -> list:
    """`rng.sample(population, k)` for a sequence: the same draws and the same list (the
    standard library's algorithm, both of its branches), without a Python call per draw. A
    generator of another type (but the compiled build's `MT`) uses its own `sample`."""
    if type(rng) is not random.Random and type(rng) is not MT:
        return rng.sample(population, k)
    n = len(population)
    if not 0 <= k <= n:
        raise ValueError("Sample larger than population or is negative")
    result = [None] * k
    setsize = 21  # (the standard library's sizes: a list of n against a set of k)
    if k > 5:
        setsize += 4 ** math.ceil(math.log(k * 3, 4))
    if n <= setsize:
        pool = list(population)
        for i in range(k):
            j = below(rng, n - i)
            result[i] = pool[j]
            pool[j] = pool[n - i - 1]
    else:
        selected = set()
        for i in range(k):
            j = below(rng, n)
            while j in selected:
                j = below(rng, n)
            selected.add(j)
            result[i] = population[j]
    return result


def shuffle(rng: random.Random, x: list) -> None:
    """`rng.shuffle(x)`: the same draws and the same order (the standard library's algorithm:
    Fisher-Yates over `_randbelow`, rejection sampling on `getrandbits`), without a Python call
    per item, as searches reshuffle hidden piles at every iteration. A generator of another
    type (a subclass may draw otherwise), or a list longer than 256, uses its own `shuffle`."""
    if type(rng) is not random.Random or len(x) > len(_BITS):
        rng.shuffle(x)
        return
    getrandbits = rng.getrandbits
    for i in range(len(x) - 1, 0, -1):
        k = _BITS[i]
        j = getrandbits(k)
        while j > i:
            j = getrandbits(k)
        x[i], x[j] = x[j], x[i]


_BITS = tuple((i + 1).bit_length() for i in range(256))  # the bits `_randbelow(i + 1)` draws
