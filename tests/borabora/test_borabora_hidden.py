"""Hidden information: god cards in hand and the draw piles (§4.6, §2.1)."""

import json
import random

import pytest
from borabora_helpers import new


def positions(players, seed, count=6, stride=23):
    """Positions along a seeded random game."""
    s = new(players, seed)
    rng = random.Random(seed)
    out = []
    while not s.is_terminal() and len(out) < count:
        for _ in range(stride):
            if s.is_terminal():
                break
            s.apply(rng.choice(s.legal_actions()))
        out.append(s.clone())
    return out


@pytest.mark.parametrize("players", [2, 3, 4])
def test_observation_shows_only_the_seats_own_hand(players):
    for s in positions(players, seed=players):
        for seat in range(players):
            obs = s.observation(seat)
            hands = [i for i, p in enumerate(obs["players"]) if "hand" in p]
            assert hands == [seat]
            assert obs["players"][seat]["hand"] == {c: k for c, k in zip(
                ("blue", "white", "red", "green", "yellow"), s.hand[seat], strict=True) if k}
            text = json.dumps(obs)
            assert "deck\": [" not in text and "stack" not in text and "rng" not in text
            assert obs["god_deck"] == len(s.deck)  # only the size of the deck


@pytest.mark.parametrize("players", [2, 3, 4])
def test_determinize_keeps_the_seats_view_and_redeals_the_rest(players):
    changed = False
    for s in positions(players, seed=10 + players):
        for seat in range(players):
            det = s.determinize(seat, random.Random(seat))
            assert det.observation(seat) == s.observation(seat)
            assert not det.invariant_errors()
            assert det.hand[seat] == s.hand[seat]
            assert [sum(h) for h in det.hand] == [sum(h) for h in s.hand]
            changed |= det.deck != s.deck or det.hand != s.hand or det.men_stack != s.men_stack
            if s.current_player() == seat:
                assert det.legal_actions() == s.legal_actions()
    assert changed


def test_determinized_copy_plays_on_independently():
    s = positions(4, seed=3, count=1)[0]
    before = s.to_dict()
    det = s.determinize(s.current_player(), random.Random(1))
    rng = random.Random(2)
    while not det.is_terminal():
        det.apply(rng.choice(det.legal_actions()))
    assert s.to_dict() == before
