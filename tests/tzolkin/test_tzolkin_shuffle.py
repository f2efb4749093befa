"""The fast shuffle (frames.shuffle) deals exactly what `random.Random.shuffle` deals: the
engine's chance and the bots' determinizations depend on it."""

import random

from meeple.games.tzolkin.frames import shuffle


def test_the_same_permutation_as_random_shuffle_for_every_length():
    for seed in range(200):
        for length in (0, 1, 2, 3, 7, 16, 33, 64):
            mine, theirs = list(range(length)), list(range(length))
            a, b = random.Random(seed), random.Random(seed)
            shuffle(a, mine)
            b.shuffle(theirs)
            assert mine == theirs
            assert a.getrandbits(32) == b.getrandbits(32)  # the generators stay in step


def test_another_generator_class_uses_its_own_shuffle():
    class Counting(random.Random):
        calls = 0

        def shuffle(self, x):
            Counting.calls += 1
            super().shuffle(x)

    shuffle(Counting(1), [1, 2, 3])
    assert Counting.calls == 1
