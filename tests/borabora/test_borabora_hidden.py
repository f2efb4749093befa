"""Hidden information: god cards in hand and the draw piles (§4.6, §2.1)."""

import json
import random

import pytest
from borabora_helpers import blank, cards, decide, huts_only_in, legal, new, play, region

from meeple.games.borabora import actions as A
from meeple.games.borabora import data as D


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



def test_determinize_for_another_seat_keeps_the_movers_red_god_payable():
    """Seat 3 chose to play a Red God (a public move: it pays in the open), which it can pay
    only with its red card: in every redeal for seat 0 it can still pay."""
    s = blank()
    huts_only_in(s, 3, "central_mountain")
    s.god_tiles[3], s.god_tiles_gone = 0, 1
    s.offerings[3] = 1
    cards(s, 3, red=1)
    decide(s, (A.RED, 3, region(s, "east_beach")))
    play(s, "red god")
    assert legal(s) == ["pay card"]
    for k in range(40):
        det = s.determinize(0, random.Random(k))
        assert det.observation(0) == s.observation(0)
        assert det.legal_actions(), "seat 3 cannot pay for the Red God it chose"
        assert not det.invariant_errors()


def test_determinize_for_another_seat_keeps_a_blue_and_white_die_payable():
    """Seat 1 placed a die 'with blue as 6' and is choosing how to pay the Blue God: in every
    redeal for seat 2 both gods stay payable."""
    s = blank()
    s.god_tiles[1], s.god_tiles_gone = 0, 1
    s.offerings[1] = 2
    cards(s, 1, blue=1, white=1, green=2)
    s.tile_low[s.tile_of[D.T_HELPER]] = 1
    s.dice[1] = [3, 3, 3]
    decide(s, (A.PLACE, 1))
    play(s, "place 3 on helper with blue as 6")
    assert legal(s) == ["pay card", "pay pair of green"]
    for k in range(40):
        det = s.determinize(2, random.Random(k))
        assert det.legal_actions(), "seat 1 cannot pay for the Blue God it chose"
        for a in det.legal_actions():
            twin = det.clone()
            twin.apply(a)
            while twin.stack[-1][0] == A.PAY:
                twin.apply(twin.legal_actions()[0])
            assert twin.stack[-1] == (A.HELPER, 1, 6)


def test_determinize_keeps_the_movers_hand_when_no_redeal_fits():
    """Every other red card is face up or discarded: only seat 3's own red card can pay its
    Red God, so no redeal fits and seat 3 keeps its hand (cards stay conserved)."""
    s = blank()
    huts_only_in(s, 3, "central_mountain")
    s.god_tiles[3], s.god_tiles_gone = 0, 1
    s.offerings[3] = 1
    cards(s, 3, red=1)
    for _ in range(s.deck.count(D.RED)):
        s.deck.remove(D.RED)
        s.discard[D.RED] += 1
        s.deck.insert(0, D.BLUE)
        s.discard[D.BLUE] -= 1
    decide(s, (A.PAY, 3, D.RED, -1))
    det = s.determinize(0, random.Random(5))
    assert det.hand[3] == s.hand[3] and not det.invariant_errors()
    assert det.observation(0) == s.observation(0)
