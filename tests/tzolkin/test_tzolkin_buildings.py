"""§4.9, T9: each of the 32 buildings, built at Tikal 2 for exactly its printed cost, with its
effect (restated here from the spec's table, not read from data.py)."""

from __future__ import annotations

import pytest
from tzolkin_helpers import act, blank, give, goods, play, show_buildings

from meeple.games.tzolkin import state as S

RED = 0
T, Q, K = 0, 1, 2  # temples
AGR, EXT, ARC, THE = 0, 1, 2, 3  # technologies

# number: (cost as wood, stone, gold; extra answers; goods after; temples; techs; vp; workers)
BUILDINGS = {
    1: ((1, 0, 0), (), (0, 0, 0, 0, 0), [0, 0, 0], [0, 0, 0, 0], 0, 3),
    4: ((4, 0, 0), (), (0, 0, 0, 0, 0), [0, 0, 0], [0, 0, 0, 0], 0, 3),
    6: ((2, 1, 0), (), (0, 0, 0, 0, 0), [1, 1, 0], [0, 0, 0, 0], 0, 3),
    7: ((1, 2, 0), (), (0, 0, 0, 0, 0), [1, 0, 1], [0, 0, 0, 0], 0, 3),
    9: ((2, 0, 0), (), (0, 0, 0, 0, 0), [0, 0, 0], [1, 0, 0, 0], 0, 3),
    10: ((3, 0, 0), (), (0, 0, 1, 0, 0), [0, 0, 0], [1, 0, 0, 0], 0, 3),
    11: ((1, 1, 0), (), (1, 0, 0, 0, 0), [0, 0, 0], [0, 1, 0, 0], 0, 3),
    12: ((2, 1, 0), (), (0, 0, 0, 1, 0), [0, 0, 0], [0, 1, 0, 0], 0, 3),
    13: ((0, 0, 1), (), (0, 0, 0, 0, 0), [0, 0, 0], [0, 0, 1, 0], 0, 3),
    14: ((0, 1, 1), (), (0, 0, 0, 0, 0), [0, 0, 1], [0, 0, 0, 1], 0, 3),
    15: ((2, 0, 0), (), (0, 0, 0, 0, 0), [0, 0, 0], [0, 0, 0, 0], 0, 3),
    18: ((0, 3, 0), ("buy wood", "done"), (0, 1, 0, 0, 0), [0, 0, 0], [0, 0, 0, 0], 6, 3),
    19: ((1, 1, 1), (), (0, 0, 0, 0, 0), [0, 0, 0], [0, 0, 0, 0], 6, 4),
    20: ((1, 0, 2), (), (0, 0, 0, 0, 0), [0, 0, 0], [0, 0, 0, 0], 8, 3),
    21: ((2, 1, 1), ("do yaxchilan 4",), (0, 0, 0, 0, 1), [0, 0, 0], [0, 0, 0, 0], 2, 3),
    22: ((1, 2, 1), (), (0, 0, 0, 0, 0), [1, 1, 1], [0, 0, 0, 0], 3, 3),
    23: ((3, 0, 0), ("tech theology",), (0, 0, 1, 0, 0), [0, 0, 0], [0, 0, 0, 1], 0, 3),
    24: ((2, 1, 0), ("tech theology",), (0, 0, 0, 1, 0), [0, 0, 0], [0, 0, 0, 1], 0, 3),
    25: ((3, 1, 0), ("tech agriculture",), (6, 0, 0, 0, 0), [0, 0, 0], [1, 0, 0, 0], 0, 3),
    26: ((2, 2, 0), ("tech extraction",), (0, 0, 0, 0, 1), [0, 0, 0], [0, 1, 0, 0], 0, 3),
    27: ((0, 2, 0), (), (0, 0, 0, 0, 0), [2, 0, 0], [0, 0, 0, 0], 2, 3),
    28: ((0, 1, 1), (), (0, 0, 0, 0, 0), [0, 0, 0], [0, 0, 1, 0], 3, 3),
    29: ((0, 0, 2), (), (0, 0, 0, 0, 0), [0, 0, 2], [0, 0, 0, 0], 3, 3),
    30: ((0, 2, 1), (), (0, 0, 0, 0, 0), [1, 0, 1], [0, 0, 0, 1], 0, 3),
    31: ((0, 1, 2), ("tech agriculture", "tech agriculture"), (0, 0, 0, 0, 0), [0, 0, 0],
         [2, 0, 0, 0], 0, 3),
    32: ((0, 0, 3), (), (0, 0, 0, 0, 0), [0, 2, 0], [0, 0, 0, 0], 4, 3),
}
BUILDINGS[2] = BUILDINGS[3] = BUILDINGS[1]
BUILDINGS[5] = BUILDINGS[4]
BUILDINGS[16] = BUILDINGS[17] = BUILDINGS[15]
# B8 (1 wood, 1 gold): a temple of choice, then may build (as Tikal 2): tested below.
FEEDING = {1: 4, 2: 4, 3: 4, 4: 3, 5: 3, 15: 0, 16: 0, 17: 0}  # corn to feed 3 workers


def build(number: int, *answers: str, extra: tuple = (0, 0, 0), corn: int = 0):
    state = blank()
    show_buildings(state, number)
    cost = BUILDINGS[number][0] if number in BUILDINGS else (1, 0, 1)
    w, s, g = (c + e for c, e in zip(cost, extra, strict=True))
    give(state, RED, corn=corn, wood=w, stone=s, gold=g)
    act(state, "tikal", 2, *answers)
    return state


@pytest.mark.parametrize("number", sorted(BUILDINGS))
def test_building(number):
    cost, answers, after, temples, techs, vp, workers = BUILDINGS[number]
    corn = 2 if number in (18, 21) else 0
    state = build(number, *answers, corn=corn)
    if number == 21:
        after = (corn - 1, *after[1:])
    assert state.built[RED] == [number - 1]
    assert goods(state, RED) == after
    assert state.temples[RED] == temples
    assert state.techs[RED] == techs
    assert state.vp[RED] == vp
    assert state.workers[RED] == workers


@pytest.mark.parametrize("number,paid", sorted(FEEDING.items()))
def test_farm_feeding(number, paid):
    """§5.1: 1 worker free (B1-B3), each worker 1 less (B4-B5), 3 workers free (B15-B17)."""
    state = build(number)
    give(state, RED, corn=6)
    state._feed_workers(RED)
    assert goods(state, RED)[0] == 6 - paid and state.vp[RED] == 0


def test_building_eight_temple_of_choice_then_may_build():
    """B8: +1 in a temple of choice, then you may build a building (as Tikal 2, A7)."""
    state = blank()
    state.techs[RED][ARC] = 1
    show_buildings(state, 8, 1)
    give(state, RED, wood=2, gold=1)
    act(state, "tikal", 2, "build b8", "up quetzalcoatl", "build b1")
    assert state.built[RED] == [7, 0]
    assert state.temples[RED] == [0, 1, 0]
    assert goods(state, RED) == (2, 0, 0, 0, 0)  # Architecture L1 corn on both builds


def test_building_eight_build_may_be_declined():
    state = blank()
    show_buildings(state, 8, 1)
    give(state, RED, wood=2, gold=1)
    act(state, "tikal", 2, "build b8", "up chaac", "done")
    assert state.built[RED] == [7] and goods(state, RED) == (0, 1, 0, 0, 0)


def test_building_twenty_one_any_action_may_be_declined():
    state = build(21, "done", corn=1)
    assert goods(state, RED) == (1, 0, 0, 0, 0) and state.vp[RED] == 2


def test_building_is_unaffordable_one_cube_short():
    """§4.9: the exact cost must be paid."""
    state = blank()
    show_buildings(state, 22)
    give(state, RED, wood=1, stone=1, gold=1)
    assert not state._can_build_tikal(RED, False)


def test_buildings_refill_from_the_current_pile_and_stay_empty_without_tiles():
    """§3.1 c: refilled at the end of the turn; an exhausted pile leaves the space empty."""
    state = blank()
    show_buildings(state, 9, 1)
    state.discarded += len(state.pile)
    state.pile = []
    give(state, RED, wood=2)
    act(state, "tikal", 2, "build b9")
    assert state.display.count(-1) == 5


def test_building_eight_inside_tikal_four_builds_before_the_second_building():
    """A7, A31: b8 built first at Tikal 4 (Architecture kept for later) gives its own build
    (with Architecture, as Tikal 2) before the second building, which may use Architecture;
    nothing is refilled before the end of the turn."""
    state = blank()
    state.techs[RED][ARC] = 1
    show_buildings(state, 8, 1, 9)
    give(state, RED, wood=4, gold=1)
    act(state, "tikal", 4, "build b8", "architecture later", "up chaac", "build b1")
    assert state.stack[-1][0] == S.BUILD_CHOICE and state.display.count(-1) == 5
    play(state, "build b9")
    assert state.built[RED] == [7, 0, 8]
    assert goods(state, RED) == (2, 0, 0, 0, 0)  # +1 corn for b1 (b8's build) and b9
    assert -1 not in state.display  # refilled at the end of the turn


def test_building_eight_through_uxmal_four_builds_paying_cubes():
    """A7: b8 bought with corn at Uxmal 4; its build is a Tikal 2 build, paid in cubes."""
    state = blank()
    show_buildings(state, 8, 1)
    give(state, RED, corn=4, wood=1)
    act(state, "uxmal", 4, "build b8", "up kukulcan", "build b1")
    assert state.built[RED] == [7, 0] and goods(state, RED) == (0, 0, 0, 0, 0)
