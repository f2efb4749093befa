"""`invariant_errors` finds broken positions (the harness relies on it after every step)."""

from __future__ import annotations

import pytest
from tzolkin_helpers import blank

from meeple.games.tzolkin import state as S


def corrupt_goods(s):
    s.goods[1][2] = -1


def corrupt_workers(s):
    s.gears[0][3] = 2  # a worker appears from nowhere


def corrupt_skulls(s):
    s.goods[0][4] += 1


def corrupt_top(s):
    s.temples[0][0] = s.temples[1][0] = 5


def corrupt_jungle(s):
    s.jungle_wood[3] -= 1  # a wood tile vanishes


def corrupt_buildings(s):
    s.pile.pop()


def corrupt_neutral(s):
    s.gears[1][4] = S.NEUTRAL


def corrupt_beyond(s):
    s.gears[2][8] = 0
    s.on_gear[0] += 1
    s.free[0] -= 1


@pytest.mark.parametrize("corrupt", [corrupt_goods, corrupt_workers, corrupt_skulls, corrupt_top,
                                     corrupt_jungle, corrupt_buildings, corrupt_neutral,
                                     corrupt_beyond])
def test_each_broken_invariant_is_reported(corrupt):
    state = blank()
    assert state.invariant_errors() == []
    corrupt(state)
    assert state.invariant_errors()
