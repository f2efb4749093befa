"""Observation tensors: the layout's slices, each field kind, and the toy game's tensor."""

from __future__ import annotations

import array

import pytest

import meeple
from meeple.core import tensor as T


def test_each_field_kind_writes_its_slice():
    layout = T.Layout([
        T.number("n", lambda o: o["n"], scale=0.5),
        T.numbers("v", lambda o: o["v"], 3),
        T.onehot("c", lambda o: o["c"], 4, low=-1),
        T.onehots("cs", lambda o: o["cs"], 2, 3),
        T.multihot("set", lambda o: o["set"], 5),
        T.bits("mask", lambda o: o["mask"], 3),
    ])
    obs = {"n": 4, "v": [1, 2], "c": -1, "cs": [2, 0], "set": [0, 4], "mask": 0b101}
    assert layout.size == 1 + 3 + 4 + 6 + 5 + 3
    assert layout.encode(obs) == [2.0, 1, 2, 0, 1, 0, 0, 0, 0, 0, 1, 1, 0, 0, 1, 0, 0, 0, 1, 1, 0, 1]
    assert layout.slices["cs"] == (8, 14)
    assert "[8:14] cs (onehots)" in layout.describe()


def test_absent_out_of_range_and_overlong_values_write_nothing_extra():
    layout = T.Layout([
        T.number("n", lambda o: o["n"]),
        T.numbers("v", lambda o: o["v"], 2, scale=2.0),
        T.onehot("c", lambda o: o["c"], 2),
        T.onehots("cs", lambda o: o["cs"], 2, 2, low=1),
        T.multihot("set", lambda o: o["set"], 2),
        T.bits("mask", lambda o: o["mask"], 2),
    ])
    obs = {"n": None, "v": [None, 3, 9], "c": 5, "cs": [None, 2, 1], "set": [None, -1, 1, 7],
           "mask": 0b1110}
    assert layout.encode(obs) == [0.0, 0, 6, 0, 0, 0, 0, 0, 1, 0, 1, 0, 1]


def test_a_field_name_appears_once():
    with pytest.raises(ValueError):
        T.Layout([T.number("a", len), T.number("a", len)])


def test_toy_tensor_has_the_shape_and_hides_other_cards():
    game = meeple.load("toy")
    state = game.new_game(players=3, seed=4)
    assert game.observation_shape(3) == (1 + 3 + 100,)
    t = state.observation_tensor(0)
    assert len(t) == 104 and sum(t[4:]) == 1.0
    other = state.clone()
    other.cards[1] = (other.cards[1] + 1) % 100  # a secret seat 0 cannot see
    assert other.observation_tensor(0) == t
    with pytest.raises(meeple.BadSeat):
        state.observation_tensor(3)


def test_action_mask_marks_the_legal_actions():
    state = meeple.load("toy").new_game(players=2, seed=1)
    assert state.action_mask() == [1 if a in state.legal_actions() else 0 for a in range(3)]


def test_a_memo_block_follows_its_input_and_the_buffer_type():
    memo = T.memo_onehots(3, 2)
    values = [0, 1, None]
    out = [0.0] * 8
    memo.write(out, 1, values)
    assert out == [0.0, 1, 0, 0, 1, 0, 0, 0]
    values[2] = 1  # changed in place: the memo must not serve the block it kept
    buf = array.array("f", bytes(4 * 8))
    memo.write(buf, 2, values)
    assert list(buf) == [0.0, 0, 1, 0, 0, 1, 0, 1]
    memo.write(buf, 0, values)  # the same input again, now from the memo
    assert list(buf[:6]) == [1.0, 0, 0, 1, 0, 1]
    numbers = T.memo_numbers(3, 0.5)
    out = [0.0] * 3
    numbers.write(out, 0, [2, None, 4, 9])
    assert out == [1.0, 0.0, 2.0]
    bits = T.memo_bits(3)
    for _ in range(2):  # encoded, then copied from the memo
        out = [0.0] * 3
        bits.write(out, 0, 0b1101)
        assert out == [1.0, 0.0, 1.0]
