"""`meeple.core.mt.MT`: CPython's Mersenne Twister, draw for draw, for int seeds.

Runs on whichever build is imported (the compiled build: C arrays and C ints, mt.pxd), and on
the pure class too when the compiled one is imported."""

from __future__ import annotations

import random
import sys

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from meeple.core import mt as mt_module
from meeple.core.mt import MT

EDGE_SEEDS = [0, 1, 2, 7, 2**31 - 1, 2**31, 2**32 - 1, 2**32, 2**32 + 1, 2**63 - 1, 2**63,
              2**64 - 1, 2**64, 2**64 + 1, 2**96 + 5, 3**500, -1, -(2**32), -(2**63 - 1),
              -(2**64 + 1), 12345678901234567890123]


def classes() -> list:
    """The MT under test, and the pure-Python one beside a compiled one."""
    found = [MT]
    if mt_module.COMPILED:
        pure = _pure_module()
        found.append(pure.MT)
    return found


def _pure_module():
    import importlib.util
    from pathlib import Path

    path = Path(mt_module.__file__).with_name("mt.py")
    spec = importlib.util.spec_from_file_location("meeple_core_mt_pure", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


CLASSES = classes()
# a draw: ("bits", k), ("random",), ("range", n), ("choice", n), ("shuffle", n)
DRAWS = st.one_of(
    st.tuples(st.just("bits"), st.one_of(st.integers(0, 70), st.sampled_from([63, 64, 65, 200]))),
    st.tuples(st.just("random")),
    st.tuples(st.just("range"), st.integers(1, 2**70)),
    st.tuples(st.just("choice"), st.integers(1, 50)),
    st.tuples(st.just("shuffle"), st.integers(0, 40)),
)
SEEDS = st.one_of(st.sampled_from(EDGE_SEEDS), st.integers(0, 2**63 - 1),
                  st.integers(-(2**70), 2**70), st.integers(0, 1000))


def draw(rng, what: tuple):
    kind = what[0]
    if kind == "bits":
        return rng.getrandbits(what[1])
    if kind == "random":
        return rng.random()
    if kind == "range":
        return rng.randrange(what[1])
    if kind == "choice":
        return rng.choice(range(what[1]))
    items = list(range(what[1]))
    rng.shuffle(items)
    return items


@pytest.mark.parametrize("cls", CLASSES)
@settings(max_examples=300, deadline=None)
@given(seed=SEEDS, draws=st.lists(DRAWS, max_size=40))
def test_draws_are_random_random_s(cls, seed, draws):
    ours, theirs = cls(seed), random.Random(seed)
    for what in draws:
        assert draw(ours, what) == draw(theirs, what), what
    assert ours.getrandbits(32) == theirs.getrandbits(32)


@pytest.mark.parametrize("cls", CLASSES)
@pytest.mark.parametrize("seed", EDGE_SEEDS)
def test_many_words_run_through_the_full_twists(cls, seed):
    """Past 624 words, the lazy twist must chain into CPython's next full twists."""
    ours, theirs = cls(seed), random.Random(seed)
    for k in [32] * 700 + [63] * 500 + [1, 3, 64, 65, 31] * 100 + [500] * 10:
        assert ours.getrandbits(k) == theirs.getrandbits(k)
    assert [ours.random() for _ in range(300)] == [theirs.random() for _ in range(300)]


@pytest.mark.parametrize("cls", CLASSES)
def test_reseeding_starts_over(cls):
    rng = cls(5)
    for seed in [3, 2**63 - 1, 0, 2**64 + 9, 3]:
        rng.getrandbits(20)
        rng.seed(seed)
        reference = random.Random(seed)
        assert [rng.getrandbits(63) for _ in range(3)] == [
            reference.getrandbits(63) for _ in range(3)]


@pytest.mark.parametrize("cls", CLASSES)
def test_errors_are_random_random_s(cls):
    rng = cls(1)
    with pytest.raises(ValueError):
        rng.getrandbits(-1)
    for bad in [(0,), (-3,), (5, 5), (5, 2), (1, 10, 0), (10, 1, 1), (1, 10, -1)]:
        with pytest.raises(ValueError):
            rng.randrange(*bad)
    with pytest.raises(IndexError):
        rng.choice([])
    with pytest.raises(TypeError):
        rng.seed("text")
    with pytest.raises(TypeError):  # as random.Random: a step needs a stop
        rng.randrange(5, step=2)
    assert rng.getrandbits(0) == 0


@pytest.mark.parametrize("cls", CLASSES)
def test_randrange_with_steps_draws_as_random_random(cls):
    for seed in range(50):
        ours, theirs = cls(seed), random.Random(seed)
        for args in [(3, 40), (-5, 5), (0, 100, 7), (100, 0, -3), (10, 11), (-10, 2**40, 3)]:
            assert ours.randrange(*args) == theirs.randrange(*args)


def test_the_build_under_test():
    """MT is compiled exactly when its module is an extension (a compiled run tests both
    classes)."""
    extension = not mt_module.__file__.endswith(".py")
    assert extension == mt_module.COMPILED, sys.modules["meeple.core.mt"]
    assert len(CLASSES) == (2 if extension else 1)


@pytest.mark.parametrize("seed", EDGE_SEEDS[:12])
def test_the_rng_helpers_draw_from_mt_as_from_random_random(seed):
    """`below`, `choice`, `sample`, `shuffle` of core/rng on an MT (compiled: `below` takes
    its C draw) against `random.Random`; then the same next words."""
    from meeple.core.rng import below, choice, sample, shuffle

    ours, theirs = MT(seed), random.Random(seed)
    population = list(range(40))
    for n in (1, 2, 3, 6, 7, 100, 2**31 + 1, 2**32 - 1, 2**32, 2**32 + 3, 2**63 + 5, 2**70):
        assert below(ours, n) == theirs.randrange(n)
    assert choice(ours, population) == theirs.choice(population)
    for k in (0, 1, 5, 6, 30, 40):
        assert sample(ours, population, k) == theirs.sample(population, k)
    assert sample(ours, range(10_000), 3) == theirs.sample(range(10_000), 3)
    mine, reference = list(range(30)), list(range(30))
    shuffle(ours, mine)
    theirs.shuffle(reference)
    assert mine == reference
    assert ours.getrandbits(64) == theirs.getrandbits(64)


def test_chance_reused_is_mt_compiled_and_random_random_pure():
    from meeple.core.rng import chance, chance_reused

    rng, following = chance_reused(2**62 + 11)
    assert type(rng) is (MT if mt_module.COMPILED else random.Random)
    reference, expected = chance(2**62 + 11)
    assert following == expected
    assert [rng.getrandbits(k) for k in (3, 3, 2, 63, 32)] == [
        reference.getrandbits(k) for k in (3, 3, 2, 63, 32)]


def test_chance_mt_is_mt_compiled_and_random_random_pure():
    """`chance_mt`: `chance`'s next seed and draws, in a new MT compiled."""
    from meeple.core.rng import chance, chance_mt

    for seed in (0, 5, 2**62 + 11):
        rng, following = chance_mt(seed)
        assert type(rng) is (MT if mt_module.COMPILED else random.Random)
        reference, expected = chance(seed)
        assert following == expected
        assert [rng.getrandbits(k) for k in (3, 3, 2, 63, 32)] == [
            reference.getrandbits(k) for k in (3, 3, 2, 63, 32)]
        assert rng.random() == reference.random()
