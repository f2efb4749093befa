"""`groups.group_worth` and `mcts:search_value=groups`: what a group of the seat's dice on a
board holds in the next arrival's richer Main Action (§4.5, §6.B.4); off unless named."""

from __future__ import annotations

import pytest
from teotihuacan_helpers import RED, bot_plays_legal_reproducible, die, res, solo

from meeple import bots
from meeple.core import BadOption
from meeple.games.teotihuacan import data as D
from meeple.games.teotihuacan import evaluate as E
from meeple.games.teotihuacan import groups as G


def _forest_pair(power: int = 4):
    """The seat's die 1 on the Forest, die 2 on the Palace (the Forest three boards on)."""
    s = solo()
    die(s, RED, 1, D.FOREST, power)
    die(s, RED, 2, D.PALACE, power)
    return s


def test_a_die_alone_with_no_follower_is_worth_nothing():
    s = solo()
    die(s, RED, 1, D.FOREST, 4)
    die(s, RED, 2, D.DECORATIONS, 4)  # the Forest is 6 boards on
    assert G.group_worth(s, 0, E.remaining(s)) == 0.0


def test_the_arrival_counts_the_two_dice_row_above_its_own():
    s = _forest_pair()
    f = E.remaining(s)
    # 2 dice at power 4-5: 3 wood and 2 cocoa; the arrival alone: 2 wood
    expected = (G.RESOURCE_VP * 1 + G.COCOA_VP * 2) * f
    assert G.group_worth(s, 0, f) == pytest.approx(expected)


def test_the_group_pays_at_its_lowest_power():
    s = _forest_pair()
    s.wpower[1] = 1  # the die waiting on the Forest at power 1: the 2-dice row's column 0
    f = E.remaining(s)
    # 2 dice at power 1: 1 wood; the arrival alone at power 4: 2 wood: no gain
    assert G.group_worth(s, 0, f) == 0.0


def test_a_third_die_adds_the_second_power_up_and_the_rich_row():
    s = _forest_pair(power=4)
    die(s, RED, 0, D.FOREST, 4)
    f = E.remaining(s)
    # 3 dice at power 4-5: 4 wood, 5 cocoa, 2 power-ups; alone: 2 wood, 1 power-up
    expected = (G.RESOURCE_VP * 2 + G.COCOA_VP * 5 + G.POWER_VP) * f
    assert G.group_worth(s, 0, f) == pytest.approx(expected)


def test_locked_dice_neither_wait_nor_arrive():
    s = _forest_pair()
    die(s, RED, 1, D.FOREST, 4, D.PANEL_SPACE[D.FOREST])
    assert G.group_worth(s, 0, E.remaining(s)) == 0.0
    s = _forest_pair()
    die(s, RED, 2, D.PALACE, 4, 0)
    assert G.group_worth(s, 0, E.remaining(s)) == 0.0


def test_nobles_need_the_wood():
    s = solo()
    die(s, RED, 1, D.NOBLES, 2)
    die(s, RED, 2, D.DECORATIONS, 2)  # the Nobles one board on
    f = E.remaining(s)
    assert G.group_worth(s, 0, f) == 0.0
    res(s, RED, wood=2)
    assert G.group_worth(s, 0, f) == pytest.approx(D.NOBLES_ROWS[1][0] - D.NOBLES_ROWS[0][0])


def test_search_value_groups_adds_the_worth_on_the_value_scale(monkeypatch):
    s = _forest_pair()
    f = E.remaining(s)
    gain = G.group_worth(s, 0, f) / (2 * E.SEARCH_SOLO_SPAN)
    assert E.search_value_groups(s)[0] == pytest.approx(E.search_value(s)[0] + gain)
    monkeypatch.setattr(E, "GROUP_SHARE", 0.0)
    assert E.search_value_groups(s) == E.search_value(s)


def test_off_by_default_and_named_by_the_spec():
    s = _forest_pair()
    calls = []
    original = E.search_value_groups

    def counted(state):
        calls.append(1)
        return original(state)

    with pytest.MonkeyPatch.context() as m:
        m.setattr(E, "search_value_groups", counted)
        bots.make("mcts:tuned=true:iterations=20", seed=3).choose(s)
        assert not calls
        bots.make("mcts:tuned=true:iterations=20:search_value=groups", seed=3).choose(s)
        assert calls


def test_a_bad_name_is_refused():
    with pytest.raises(BadOption, match="search_value"):
        bots.make("mcts:tuned=true:search_value=grops")


def test_the_strong_bot_with_groups_plays_legal_reproducible_moves():
    bot_plays_legal_reproducible("mcts:tuned=true:iterations=30:search_value=groups")
