"""§2 set-up: the display, the jungle, the neutral workers (2 and 3 players), the Starting
Wealth draft (deal 4, keep 2, hidden until the reveal) and what each seat may see."""

from __future__ import annotations

import random

import pytest
from tzolkin_helpers import legal, play

import meeple
from meeple.games.tzolkin import state as S
from meeple.games.tzolkin.data import WEALTH_TILES


def new(players=4, seed=3, **options):
    return meeple.load("tzolkin", **options).new_game(players=players, seed=seed)


@pytest.mark.parametrize("players,monuments,spots,neutral", [(2, 4, 2, 12), (3, 5, 3, 6),
                                                              (4, 6, 4, 0)])
def test_setup_by_player_count(players, monuments, spots, neutral):
    """§2.5: monuments players + 2, jungle spots per group, neutral workers 12 / 6 / 0."""
    state = new(players)
    assert len(state.monuments) == monuments
    assert len([b for b in state.display if b >= 0]) == 6
    assert all(b < 14 for b in state.display) and len(state.pile) == 8
    assert len(state.next_pile) == 18
    assert state.jungle_corn == [0, 0, spots, 0, 0, 0]
    assert state.jungle_wood == [0, 0, 0, spots, spots, spots]
    assert sum(g.count(S.NEUTRAL) for g in state.gears) == neutral
    assert state.skull_supply == 13 and state.day == 0 and state.tooth_corn == 0
    assert all(len(h) == 4 for h in state.hands)


@pytest.mark.parametrize("players", [2, 3])
@pytest.mark.parametrize("seed", range(6))
def test_neutral_workers_follow_the_revealed_tiles(players, seed):
    """§2.4: each revealed tile's position holds a neutral worker; the first one on a small
    gear brings one on the opposite position; Chichen Itza never gets the opposite one."""
    state = new(players, seed)
    expected = [[S.EMPTY] * len(g) for g in state.gears]
    left = 12 if players == 2 else 6
    for tile in state.revealed:
        g, pos = WEALTH_TILES[tile][0]
        first = S.NEUTRAL not in expected[g]
        expected[g][pos] = S.NEUTRAL
        left -= 1
        if first and g != 4 and left:
            expected[g][(pos + 5) % 10] = S.NEUTRAL
            left -= 1
    assert state.gears == expected
    assert not set(state.revealed) & {t for h in state.hands for t in h}


def test_the_draft_keeps_two_of_four_in_seat_order():
    state = new(4)
    assert state.current_player() == 0 and len(legal(state)) == 4
    hand = list(state.hands[0])
    play(state, f"keep w{hand[2] + 1}")
    assert state.current_player() == 0 and len(legal(state)) == 3
    play(state, f"keep w{hand[0] + 1}")
    assert state.current_player() == 1
    assert sorted(state.kept[0]) == sorted([hand[2], hand[0]])


def test_kept_tiles_are_gained_when_everyone_has_chosen():
    """§2.3: tile 15 gives a 4th worker; tile 17 a skull from the supply."""
    state = new(4, seed=11)
    for i, tile in enumerate((14, 16, 0, 1)):  # swap tiles W15, W17, W1, W2 into seat 0's hand
        for pile in (*state.hands, state.unrevealed):
            if tile in pile:
                pile[pile.index(tile)] = state.hands[0][i]
        state.hands[0][i] = tile
    state.touch()
    play(state, "keep w15", "keep w17")
    assert state.workers[0] == 3  # not yet: the others still choose
    while state.stack[-1][0] == S.KEEP_TILE:
        state.apply(state.legal_actions()[0])
    assert state.workers[0] == 4 and state.free[0] == 4
    assert state.goods[0] == [4, 1, 0, 0, 1]
    assert state.current_player() == 0 and state.stack[-1][0] == S.TURN


def test_the_draft_is_hidden_from_the_other_seats():
    state = new(3)
    first = state.hands[0][0]
    play(state, f"keep w{first + 1}")
    seen_by_1 = state.observation(1)
    assert seen_by_1["players"][0]["wealth_tiles"] == 1
    assert seen_by_1["hand"] == [t + 1 for t in state.hands[1]]
    assert state.observation(0)["players"][0]["wealth_tiles"] == [first + 1]
    for section in ("full", "players", None):
        assert f"W{first + 1}" not in state.render(1, section)
        assert f"W{first + 1}" not in state.render(None, section)
    assert f"W{first + 1}" in state.render(0, "players")


def test_determinize_resamples_only_what_the_seat_cannot_see():
    state = new(3)
    play(state, f"keep w{state.hands[0][0] + 1}")
    twin = state.determinize(0, random.Random(5))
    assert twin.kept[0] == state.kept[0] and twin.hands[0] == state.hands[0]
    assert len(twin.kept[0]) == 1 and [len(h) for h in twin.hands] == [3, 4, 4]
    assert sorted(sum(twin.hands[1:], []) + twin.unrevealed) == sorted(
        sum(state.hands[1:], []) + state.unrevealed)
    assert sorted(twin.pile) == sorted(state.pile)
    twins = [state.determinize(0, random.Random(seed)) for seed in range(5)]
    assert any(t.hands[1:] != state.hands[1:] for t in twins)  # hidden hands resampled
    assert any(t.pile != state.pile for t in twins)  # and the face-down pile reshuffled


def test_same_seed_same_setup():
    assert new(3, 9).to_dict() == new(3, 9).to_dict()
    assert new(3, 9).to_dict() != new(3, 10).to_dict()


def test_determinized_draft_offers_the_resampled_hand():
    """A determinized copy asks the seat to move about its resampled hand, never about the
    tiles it held in the real game (the cached legal actions must not survive)."""
    state = new(3)
    for _ in range(2):
        play(state, f"keep w{state.hands[0][0] + 1}")
    assert state.current_player() == 1 and state.legal_actions()  # the cache is filled
    for seed in range(20):
        twin = state.determinize(0, random.Random(seed))
        assert twin.legal_actions() == sorted(S.A.KEEP + t for t in twin.hands[1])
        twin.apply(twin.legal_actions()[-1])
        assert twin.invariant_errors() == []


def test_a_kept_wealth_tile_reads_as_a_secret_to_the_other_seats():
    """§2.3: the kept tiles are revealed together; until then others only see that one was kept."""
    state = meeple.load("tzolkin").new_game(players=3, seed=5)
    action = state.legal_actions()[0]
    mover = state.current_player()
    assert state.action_to_str_for(action, mover) == state.action_to_str(action)
    assert state.action_to_str(action).startswith("keep w")
    for viewer in (None, (mover + 1) % 3):
        assert state.action_to_str_for(action, viewer) == "keep a wealth tile"
