"""Seeded chance for states that clone cheaply.

A state keeps its randomness as one int, `rng_seed`. Each chance event (a shuffle, a draw,
a roll) calls `chance(seed)`, which returns a `random.Random` for that event and the seed for
the next one. A clone copies one int instead of the 625-word Mersenne Twister state (10 µs),
and `to_dict` stores the int. `random.Random(int)` seeding, `getrandbits`, `shuffle` and
`randrange` are stable across CPython versions, so the same seed and actions give the same
game anywhere.
"""

from __future__ import annotations

import random

SEED_BITS = 63


def chance(seed: int) -> tuple[random.Random, int]:
    """A generator for one chance event, and the seed that follows it."""
    rng = random.Random(seed)
    return rng, rng.getrandbits(SEED_BITS)


def fresh_seed() -> int:
    """A seed from the operating system, for games started without one."""
    return random.SystemRandom().getrandbits(SEED_BITS)


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
