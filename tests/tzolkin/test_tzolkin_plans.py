"""Monuments as the strong bot counts them (`plans.py`, session 7 of issue 22): a built
monument at the points its condition will still gain, a monument whose cubes a seat holds as
an option, and rollouts that build one (on at 3+ players since session 7)."""

from __future__ import annotations

import pytest
from tzolkin_helpers import GEAR, blank, give, put, show_buildings

from meeple.games.tzolkin import actions as A
from meeple.games.tzolkin import evaluate as E
from meeple.games.tzolkin import plans as P
from meeple.games.tzolkin import search as S

OFF = {"monument growth": 0.0, "monument option": 0.0}  # session 7's value terms off
M8 = 7  # 3 VP a technology level; costs 2 wood, 1 stone, 3 gold
TIKAL_4 = A.perform_id(GEAR["tikal"], 4)
TIKAL_2 = A.perform_id(GEAR["tikal"], 2)


def _with_m8(players: int = 4) -> object:
    state = blank(players=players)
    state.monuments = [M8]
    give(state, 0, corn=6)
    give(state, 1, corn=6)
    return state


def test_a_built_monument_grows_with_the_game_left_and_not_at_the_end():
    state = _with_m8()
    state.mons[0] = [M8]
    assert P.held_growth(state, 0, 1.0) == pytest.approx(P.GROWTH[M8])
    assert P.held_growth(state, 0, 0.0) == 0.0
    assert P.held_growth(state, 1, 1.0) == 0.0


def test_a_monument_is_an_option_only_with_its_cubes_in_hand():
    state = _with_m8()
    assert P.option(state, 0, 1.0, 1.8, 5.0) == 0.0
    give(state, 0, wood=2, stone=1, gold=2)  # one gold short
    assert P.option(state, 0, 1.0, 1.8, 5.0) == 0.0 and not P.can_build_monument(state, 0)
    give(state, 0, gold=1)
    assert P.can_build_monument(state, 0)
    early = P.option(state, 0, 1.0, 1.8, 5.0)
    assert early > 0.0
    state.techs[0] = [2, 2, 1, 0]  # five levels: 15 VP now
    assert P.option(state, 0, 1.0, 1.8, 5.0) == pytest.approx(early + 15)


def test_search_value_counts_the_monument_plan_only_when_switched_on(monkeypatch):
    state = _with_m8()
    give(state, 0, wood=2, stone=1, gold=3)
    monkeypatch.setattr(S, "SEARCH", {**S.SEARCH, **OFF})
    off = E.search_value(state)[0]
    monkeypatch.setattr(S, "SEARCH", {**S.SEARCH, "monument option": 0.5})
    assert E.search_value(state)[0] > off
    built = state.clone()
    built.mons[0] = [M8]
    built.monuments = []
    built.goods[0][1:4] = [0, 0, 0]
    before = E.search_value(built)[0]
    monkeypatch.setattr(S, "SEARCH", {**S.SEARCH, "monument growth": 1.0})
    assert E.search_value(built)[0] > before


def test_rollouts_build_monuments_and_ride_to_tikal_4_with_the_cubes(monkeypatch):
    state = _with_m8()
    put(state, "tikal", 4, 0)
    moves = [TIKAL_4, TIKAL_2, A.MONUMENT + M8, A.BUILD]
    monkeypatch.setattr(E, "POLICY", {**E.POLICY, "monument": 1.0, "tikal 4": 1.0})
    plain = E.policy(state, moves)
    assert plain[0] == pytest.approx(1.0 + 4 * E.POLICY["action rank"])
    monkeypatch.setattr(E, "POLICY", {**E.POLICY, "monument": 3.0, "tikal 4": 3.0})
    poor = E.policy(state, moves)
    assert poor[0] == pytest.approx(plain[0])  # no cubes: Tikal 4 as before
    assert poor[2] == pytest.approx(3 * poor[3])  # a monument over a building
    give(state, 0, wood=2, stone=1, gold=3)
    rich = E.policy(state, moves)
    assert rich[0] == pytest.approx(3 * plain[0]) and rich[1] == pytest.approx(plain[1])


def test_cubes_gathered_toward_a_monument_count_only_with_partial():
    state = _with_m8()
    full = P.option(state, 0, 1.0, 1.8, 5.0)
    assert full == 0.0
    give(state, 0, gold=2)
    assert P.option(state, 0, 1.0, 1.8, 5.0) == 0.0
    some = P.option(state, 0, 1.0, 1.8, 5.0, partial=2.0)
    give(state, 0, gold=1)
    more = P.option(state, 0, 1.0, 1.8, 5.0, partial=2.0)
    give(state, 0, wood=2, stone=1)
    assert 0.0 < some < more < P.option(state, 0, 1.0, 1.8, 5.0, partial=2.0)
    assert P.option(state, 0, 1.0, 1.8, 5.0, partial=2.0) == pytest.approx(
        P.option(state, 0, 1.0, 1.8, 5.0))


def test_the_option_counts_fully_with_a_worker_on_tikal(monkeypatch):
    state = _with_m8()
    give(state, 0, wood=2, stone=1, gold=3)
    monkeypatch.setattr(S, "SEARCH", {**S.SEARCH, "monument option": 1.0, "monument tikal": 0.2})
    away = state.clone()
    put(away, "yaxchilan", 1, 0)
    there = state.clone()
    put(there, "tikal", 1, 0)
    left = 1.0 - there.day / 26  # day 0: the whole game
    gain = S._monuments(there, 0, left)
    assert gain > 0 and S._monuments(away, 0, left) == pytest.approx(0.2 * gain)


def test_two_player_games_keep_the_value_and_rollouts_without_monument_plans(monkeypatch):
    """Measured at 4 players only: 2-player play (the levels' 87 % against plain mcts) stays."""
    monkeypatch.setattr(S, "SEARCH", {**S.SEARCH, "monument option": 1.0, "monument growth": 2.0})
    monkeypatch.setattr(E, "POLICY", {**E.POLICY, "monument": 3.0, "tikal 4": 3.0})
    moves = [TIKAL_4, A.MONUMENT + M8, A.BUILD]
    for players, counted in ((2, False), (4, True)):
        state = _with_m8(players)
        give(state, 0, wood=2, stone=1, gold=3)
        put(state, "tikal", 4, 0)
        values = E.search_value(state)
        weights = E.policy(state, moves)
        monkeypatch.setattr(S, "SEARCH", {**S.SEARCH, "monument players": 9})
        monkeypatch.setattr(E, "POLICY", {**E.POLICY, "monument players": 9})
        assert (E.search_value(state) != values) == counted
        assert (E.policy(state, moves) != weights) == counted
        monkeypatch.setattr(S, "SEARCH", {**S.SEARCH, "monument players": 3})
        monkeypatch.setattr(E, "POLICY", {**E.POLICY, "monument players": 3})


def test_the_shipped_weights_count_monument_plans_at_four_players():
    state = _with_m8()
    give(state, 0, wood=2, stone=1, gold=3)
    assert S._monuments(state, 0, 1.0) > 0.0
    assert E.POLICY["monument"] > 1.0 and E.POLICY["tikal 4"] > 1.0


# -- session 8: the cubes a seat holds toward a building on display ------------------------

B9, B20 = 9, 20  # B9: 2 wood, Agriculture; B20: 1 wood 2 gold, 8 VP


def _values(day: int = 14, food_days: int = 2) -> P.BuildingValues:
    return S._building_values(day, food_days, S.SEARCH["temple step"], S.SEARCH["worker"])


def test_a_building_gains_its_effects_over_its_cubes():
    late = _values(day=20, food_days=1)
    # B20: 8 VP less 1 wood and 2 gold (10 corn) at their premium for the game left
    premium = 1 + E.RESOURCE_PREMIUM * 6 / 26
    assert late.gain[B20 - 1] == pytest.approx(8 - 10 / 4 * premium)
    # a technology level pays for the rounds left: worth more early than late
    assert _values(day=2, food_days=4).gain[B9 - 1] > late.gain[B9 - 1]


def test_a_building_is_an_option_only_with_its_cubes_unless_partial():
    state = blank(players=4)
    show_buildings(state, B9)
    values = _values()
    assert P.building_option(state, 0, values) == 0.0
    give(state, 0, wood=1)
    assert P.building_option(state, 0, values) == 0.0
    half = P.building_option(state, 0, values, partial=1.0)
    assert half == pytest.approx(0.5 * values.gain[B9 - 1])
    give(state, 0, wood=1)
    assert P.building_option(state, 0, values) == pytest.approx(values.gain[B9 - 1])
    assert P.building_option(state, 1, values) == 0.0  # seat 1 holds nothing


def test_search_value_counts_the_building_option_with_a_worker_on_tikal(monkeypatch):
    state = blank(players=4)
    show_buildings(state, B9)
    give(state, 0, wood=2, corn=12)
    there = state.clone()
    put(there, "tikal", 1, 0)
    put(state, "yaxchilan", 1, 0)

    def option(s: object, share: float) -> float:
        monkeypatch.setattr(S, "SEARCH", {**S.SEARCH, "building option": 0.0,
                                          "monument option": 0.0})
        off = S._estimates(s, 1.0)[0]
        monkeypatch.setattr(S, "SEARCH", {**S.SEARCH, "building option": share,
                                          "building tikal": 0.2, "monument option": 0.0})
        return S._estimates(s, 1.0)[0] - off

    gain = 0.5 * _values(day=state.day, food_days=4).gain[B9 - 1]
    assert gain > 0
    assert option(there, 0.5) == pytest.approx(gain)
    assert option(state, 0.5) == pytest.approx(0.2 * gain)
    there.day = 25  # one day left: no time to build, the option fades
    late = _values(day=25, food_days=4).gain[B9 - 1] * 0.5
    assert S._building_option(there, 0, 1 / 26) == pytest.approx(late / S.SEARCH["building days"])


def test_rollouts_ride_to_tikal_2_with_a_buildings_cubes(monkeypatch):
    state = blank(players=4)
    show_buildings(state, B9)
    put(state, "tikal", 2, 0)
    moves = [TIKAL_2, TIKAL_4, A.perform_id(GEAR["tikal"], 1)]
    monkeypatch.setattr(E, "POLICY", {**E.POLICY, "tikal build": 1.0})
    plain = E.policy(state, moves)
    monkeypatch.setattr(E, "POLICY", {**E.POLICY, "tikal build": 2.0})
    assert E.policy(state, moves) == pytest.approx(plain)  # no cubes: as before
    give(state, 0, wood=2)
    rich = E.policy(state, moves)
    assert rich[:2] == pytest.approx([2 * plain[0], 2 * plain[1]])
    assert rich[2] == pytest.approx(plain[2])  # Tikal 1 (a technology): as before


def test_a_worker_on_chichen_itza_with_a_skull_is_an_offering_on_the_way(monkeypatch):
    state = blank(players=4)
    put(state, "chichen", 2, 0)
    put(state, "chichen", 6, 0)
    monkeypatch.setattr(S, "SEARCH", {**S.SEARCH, "offering": 0.5, "offering wait": 1.0})
    assert S._offerings(state, 0, 1.0) == 0.0  # no skull
    give(state, 0, skulls=1)
    values = S._offering_values(26, S.SEARCH["temple step"])
    one = S._offerings(state, 0, 1.0)  # the worker furthest on, riding to the best offering
    assert one == pytest.approx(0.5 * max(values[q] - (q - 6) for q in range(6, 11)))
    give(state, 0, skulls=1)
    two = S._offerings(state, 0, 1.0)
    assert two > one  # a second skull: the second worker too
    give(state, 0, skulls=1)
    assert S._offerings(state, 0, 1.0) == pytest.approx(two)  # two workers, two offerings
    state.day = 25  # one day to go: the worker at 6 reaches 7 at most
    assert S._offerings(state, 0, 1.0) < two
    monkeypatch.setattr(S, "SEARCH", {**S.SEARCH, "offering": 0.0})
    before = S._estimates(state, 1 / 26)[0]
    monkeypatch.setattr(S, "SEARCH", {**S.SEARCH, "offering": 0.5})
    assert S._estimates(state, 1 / 26)[0] - before == pytest.approx(
        S._offerings(state, 0, 1 / 26))
