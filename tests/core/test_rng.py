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


def test_chance_makes_the_generator_random_random_makes():
    from meeple.core.rng import SEED_BITS, chance

    for seed in [*range(200), 2**62 + 12345, 2**63 - 1]:
        rng, following = chance(seed)
        reference = random.Random(seed)
        assert following == reference.getrandbits(SEED_BITS)  # chance drew the next seed
        assert rng.getstate() == reference.getstate()


def test_chance_reused_draws_as_chance_does_and_interleaves_by_event():
    """One reused generator per thread, seeded anew at each event: the draws and the next seed
    of `chance`, and two games' events taking turns do not disturb each other's draws."""
    from meeple.core.rng import chance, chance_reused

    for seed in [*range(100), 2**62 + 7]:
        rng, following = chance_reused(seed)
        reference, expected = chance(seed)
        assert following == expected
        assert [rng.random() for _ in range(5)] == [reference.random() for _ in range(5)]
    alone = [[chance(s)[0].randrange(6) for _ in range(3)] for s in (11, 12)]
    interleaved = [[], []]
    for _ in range(3):
        for i, s in enumerate((11, 12)):
            interleaved[i].append(chance_reused(s)[0].randrange(6))
    assert interleaved == alone


def test_below_choice_and_sample_draw_as_random_random_does():
    from meeple.core.rng import below, choice, sample

    population = list(range(40))
    for seed in range(200):
        ours, theirs = random.Random(seed), random.Random(seed)
        for n in (1, 2, 3, 6, 7, 100, 2**20 + 3):
            assert below(ours, n) == theirs.randrange(n)
        assert choice(ours, population) == theirs.choice(population)
        for k in (0, 1, 5, 6, 30, 40):  # 6 and more: the set branch for a population of 40
            assert sample(ours, population, k) == theirs.sample(population, k)
        assert sample(ours, range(10_000), 3) == theirs.sample(range(10_000), 3)  # the set branch
        assert ours.getstate() == theirs.getstate()  # the same draws consumed


def test_below_an_empty_range_and_choice_from_nothing_are_errors():
    import pytest

    from meeple.core.rng import below, choice, sample

    rng = random.Random(1)
    for n in (0, -1):
        with pytest.raises(ValueError):
            below(rng, n)
    with pytest.raises(IndexError):
        choice(rng, [])
    with pytest.raises(ValueError):
        sample(rng, [1, 2], 3)
