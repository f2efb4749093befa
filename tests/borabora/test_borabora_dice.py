"""The dice roll (`state._roll`) draws what `random.Random.randint` draws."""

from __future__ import annotations

import random

from meeple.games.borabora.data import DIE_FACES
from meeple.games.borabora.state import _roll


def test_roll_is_sorted_randint_for_many_seeds_and_leaves_the_same_generator_state() -> None:
    for seed in range(500):
        for n in (1, 3, 7):
            ours, theirs = random.Random(seed), random.Random(seed)
            assert _roll(ours, n) == sorted(theirs.randint(1, DIE_FACES) for _ in range(n))
            assert ours.getstate() == theirs.getstate()


def test_a_generator_subclass_rolls_with_its_own_randint() -> None:
    class Loaded(random.Random):
        def randint(self, a: int, b: int) -> int:
            return b

    assert _roll(Loaded(0), 3) == [DIE_FACES] * 3
