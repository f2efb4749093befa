"""The Bora Bora SVG board: well-formed, every legal move's place drawn, only the viewer's
own god cards shown."""

from __future__ import annotations

import random
import xml.etree.ElementTree as ET

import pytest

import meeple
from meeple.games.borabora import data as D
from meeple.web.boards import borabora as board


def play(players: int, seed: int, moves: int):
    """A seeded random game after `moves` random legal moves (or at its end)."""
    state = meeple.load("borabora").new_game(players=players, seed=seed)
    rng = random.Random(seed)
    history = []
    for _ in range(moves):
        if state.is_terminal():
            break
        action = rng.choice(state.legal_actions())
        history.append(state.action_to_str(action))
        state.apply(action)
    return state, history


def view_of(state, seat, history=()):
    """The web API's view dict for `seat` (None = spectator; an engine without
    observation(None) yet falls back to an observation with no hand: seat 0's, hand dropped)."""
    current = -1 if state.is_terminal() else state.current_player()
    try:
        observation = state.observation(seat)
    except Exception:
        observation = state.observation(0)
        for entry in observation["players"]:
            entry.pop("hand", None)
    legal = ([state.action_to_str(a) for a in state.legal_actions()]
             if seat is not None and seat == current else [])
    return {"game": "borabora", "players": state.num_players, "seat": seat,
            "observation": observation, "legal": legal, "current_player": current,
            "seat_names": [state.seat_name(i) for i in range(state.num_players)],
            "last_moves": list(history[-3:]), "scores": state.scores(),
            "is_terminal": state.is_terminal()}


def places(svg: str) -> set[str]:
    return {el.get("data-place") for el in ET.fromstring(svg).iter() if el.get("data-place")}


POSITIONS = [(p, s, m) for p in (2, 3, 4) for s, m in ((1, 0), (2, 25), (3, 150), (4, 5000))]


@pytest.mark.parametrize(("players", "seed", "moves"), POSITIONS)
def test_board_is_svg_with_every_legal_place(players, seed, moves):
    state, history = play(players, seed, moves)
    seat = max(state.current_player(), 0)
    view = view_of(state, seat, history)
    svg = board.draw(view)
    root = ET.fromstring(svg)
    assert root.tag.endswith("svg") and root.get("viewBox") and root.get("width") == "100%"
    drawn = places(svg)
    for move in view["legal"]:
        place = board.place_of(move)
        if place is not None:
            assert place in drawn, (move, place)
    assert "href" not in svg


def test_every_legal_place_along_games():
    """Along whole random games, at every few decisions the legal places are drawn."""
    for players, seed in ((2, 11), (3, 12), (4, 13)):
        state = meeple.load("borabora").new_game(players=players, seed=seed)
        rng = random.Random(seed)
        steps = 0
        while not state.is_terminal():
            if steps % 5 == 0:
                view = view_of(state, state.current_player())
                drawn = places(board.draw(view))
                missing = {board.place_of(m) for m in view["legal"]} - drawn - {None}
                assert not missing, (players, seed, steps, missing)
            state.apply(rng.choice(state.legal_actions()))
            steps += 1


def test_place_of_names_the_places():
    assert board.place_of("start at north_beach") == "region-north_beach"
    assert board.place_of("expand to east_forest") == "region-east_forest"
    assert board.place_of("place 4 on land with blue as 6") == "action-land"
    assert board.place_of("place 1 on fishing") == "action-fishing"
    assert board.place_of("take M14 build") == "tile-M14"
    assert board.place_of("tattoo M02 land") == "own-M02"
    assert board.place_of("shells W07 man") == "own-W07"
    assert board.place_of("woman move hut doubled") == "ability-woman-move-hut"
    assert board.place_of("sand on C4") == "ceremony-4"
    assert board.place_of("on C3+C7") == "ceremony-3"
    assert board.place_of("priest on 5") == "temple-5"
    assert board.place_of("build 6") == "building-6"
    assert board.place_of("take red card") == "god-red"
    assert board.place_of("fire: blue card") == "god-blue"
    assert board.place_of("draw from deck") == "god-deck"
    assert board.place_of("buy J05 bracelet 1") == "jewel-J05"
    assert board.place_of("yellow god T31 build") == "task-t31-build"
    assert board.place_of("pick T25") == "task-t25"
    assert board.place_of("move hut to 12") == "grid-12"
    for choice in ("pay card", "pay pair of red", "helper vp", "red god", "no jewel",
                   "fire: status", "end phase b", "sand beside board"):
        assert board.place_of(choice) is None


@pytest.mark.parametrize("seat", [0, 1, 2])
def test_only_the_viewers_god_cards_are_drawn(seat):
    state, history = play(3, 21, 60)
    svg = board.draw(view_of(state, seat, history))
    root = ET.fromstring(svg)
    ns = "{http://www.w3.org/2000/svg}"
    hands = [g for g in root.iter(f"{ns}g") if g.get("data-hand")]
    assert len(hands) == 1
    # The one hand drawn sits in the viewer's panel and shows exactly the viewer's cards.
    panel = next(g for g in root.iter(f"{ns}g") if g.get("data-seat") == str(seat))
    assert hands[0] in list(panel.iter(f"{ns}g"))
    shown = [r.findtext(f"{ns}title") for r in hands[0].iter(f"{ns}rect")]
    want = [board.GOD_TEXT[c] for c, k in zip(D.COLOURS, state.hand[seat], strict=True)
            for _ in range(k)]
    assert shown == want


def test_other_hands_do_not_change_the_drawing():
    """Redealing the other seats' god cards leaves seat 0's board unchanged."""
    state, history = play(4, 22, 80)
    before = board.draw(view_of(state, 0, history))
    other = state.clone()
    for p in (1, 2, 3):
        other.hand[p] = list(reversed(other.hand[p]))
    assert other.hand[1:] != state.hand[1:] or not any(map(any, state.hand[1:]))
    assert board.draw(view_of(other, 0, history)) == before


def test_spectator_sees_no_hand():
    state, history = play(2, 23, 40)
    svg = board.draw(view_of(state, None, history))
    assert 'data-hand' not in svg and "spectator" in svg


def test_last_moves_and_current_player_are_marked():
    state, history = play(3, 24, 30)
    view = view_of(state, state.current_player(), history)
    view["last_moves"] = ["expand to central_beach"]
    svg = board.draw(view)
    assert 'data-place="region-central_beach" class="last"' in svg
    assert f'data-seat="{state.current_player()}" class="current"' in svg


def test_seat_colours_follow_the_seat_names():
    state, history = play(2, 25, 10)
    view = view_of(state, 0, history)
    view["seat_names"] = ["Red", "Blue"]
    svg = board.draw(view)
    assert board.PALETTE["red"] in svg and ">Red" in svg


def test_god_card_moves_are_told_with_the_gods_power():
    words = board.move_words({}, "take green card", "takes the face-up green god card")
    assert words.startswith("takes the face-up green god card (") and board.GOD_TEXT["green"] in words
    assert board.move_words({}, "end phase b", "ends Phase B") == "ends Phase B"
