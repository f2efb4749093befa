"""`meeple.core.rng.shuffle`: the standard library's shuffle, draw for draw."""

from __future__ import annotations

import random

from meeple.core.rng import shuffle


def test_shuffle_gives_the_order_and_draws_of_random_shuffle():
    for seed in range(60):
        for size in (0, 1, 2, 3, 7, 20, 33, 100, 257, 300):
            ours, theirs = random.Random(seed), random.Random(seed)
            mine, reference = list(range(size)), list(range(size))
            shuffle(ours, mine)
            theirs.shuffle(reference)
            assert mine == reference
            assert ours.getrandbits(63) == theirs.getrandbits(63)  # the same draws consumed


def test_another_generator_type_uses_its_own_shuffle():
    class Reversing(random.Random):
        def shuffle(self, x):
            x.reverse()

    items = [1, 2, 3]
    shuffle(Reversing(0), items)
    assert items == [3, 2, 1]
