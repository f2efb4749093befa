"""The Teotihuacan SVG board: well-formed, every legal move's place drawn, nothing hidden shown."""

from __future__ import annotations

import random
import re
import xml.etree.ElementTree as ET

import pytest

import meeple
from meeple.web.boards import teotihuacan as board


def play(players: int, seed: int, moves: int, **options):
    """A seeded random game after `moves` random legal moves (or at its end)."""
    state = meeple.load("teotihuacan").new_game(players=players, seed=seed, **options)
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
    """The web API's view dict for `seat` (None = spectator, falling back to seat 0's
    observation where the game has no public one yet)."""
    current = -1 if state.is_terminal() else state.current_player()
    try:
        observation = state.observation(seat)
    except Exception:  # an engine without observation(None) yet: seat 0's, its secrets dropped
        observation = state.observation(0)
        observation["start_tiles"] = [h if isinstance(h, int) else len(h)
                                      for h in observation["start_tiles"]]
        observation["start_draws"] = [None] * len(observation["start_draws"])
    legal = ([state.action_to_str(a) for a in state.legal_actions()]
             if seat is not None and seat == current else [])
    return {"game": "teotihuacan", "players": state.num_players, "seat": seat,
            "observation": observation, "legal": legal, "current_player": current,
            "seat_names": [state.seat_name(i) for i in range(state.num_players)],
            "last_moves": list(history[-3:]), "scores": state.scores(),
            "is_terminal": state.is_terminal()}


def places(svg: str) -> set[str]:
    root = ET.fromstring(svg)
    return {el.get("data-place") for el in root.iter() if el.get("data-place")}


POSITIONS = [(p, s, m) for p in (1, 2, 3, 4) for s, m in ((1, 0), (2, 40), (3, 200), (4, 5000))]


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
    assert "href" not in svg  # no external resources


def test_every_legal_place_along_games():
    """Along whole random games, at every decision the legal places are drawn."""
    cases = ((2, 7, {}), (1, 8, {}), (4, 9, {}), (3, 10, {"start_draft": True}),
             (2, 11, {"first_game": True}))
    for players, seed, options in cases:
        state = meeple.load("teotihuacan").new_game(players=players, seed=seed, **options)
        rng = random.Random(seed)
        steps = 0
        while not state.is_terminal() and steps < 400:
            if steps % 7 == 0:
                view = view_of(state, state.current_player())
                drawn = places(board.draw(view))
                missing = {board.place_of(m) for m in view["legal"]} - drawn - {None}
                assert not missing, (players, seed, steps, missing)
            state.apply(rng.choice(state.legal_actions()))
            steps += 1


def test_place_of_names_the_places():
    assert board.place_of("move forest 2") == "die-forest-2"
    assert board.place_of("up hand 1") == "die-hand-1"
    assert board.place_of("to alchemy") == "board-alchemy"
    assert board.place_of("place palace") == "board-palace"
    assert board.place_of("worship techvp") == "royal-techvp"
    assert board.place_of("claim mask3") == "disc-mask3"
    assert board.place_of("tech construction-temple") == "tech-construction-temple"
    assert board.place_of("middle row") == "nobles-middle"
    assert board.place_of("space left 3") == "deco-left-3"
    assert board.place_of("tile 2 b-Rg") == "pyrtile-2"
    assert board.place_of("at 2:13") == "pyr-2-1-3"
    assert board.place_of("start S12") == "start-12"
    assert board.place_of("red") == "temple-red"
    for choice in ("effect", "both", "pay 2", "endturn", "5vp", "wood", "rotate 1"):
        assert board.place_of(choice) is None


def _in_keep_phase(players: int, seed: int):
    """A game stopped while seats still choose their Starting tiles (hands hidden)."""
    state = meeple.load("teotihuacan").new_game(players=players, seed=seed)
    rng = random.Random(seed)
    while not state.is_terminal():
        hands = state.observation(0)["start_tiles"]
        if any(isinstance(h, int) and h for h in hands):
            return state
        state.apply(rng.choice(state.legal_actions()))
    pytest.skip("no hidden Starting tiles in this game")


def test_other_seats_starting_tiles_stay_hidden():
    state = _in_keep_phase(3, 5)
    svg = board.draw(view_of(state, 0))
    own = {t if t >= 0 else -1 - t for t in state.start_tiles[0]}
    for seat in (1, 2):
        for t in state.start_tiles[seat]:
            tile = t if t >= 0 else -1 - t
            if tile not in own:
                assert f'data-place="start-{tile + 1}"' not in svg
                assert f"Starting tile S{tile + 1}:" not in svg
    for tile in own:  # the seat's own hand is named
        assert f'data-place="start-{tile + 1}"' in svg


def test_last_moves_and_current_player_are_marked():
    state, history = play(2, 3, 30)
    view = view_of(state, state.current_player(), history)
    view["last_moves"] = ["to forest"]
    svg = board.draw(view)
    assert re.search(r'data-place="board-forest" class="last"', svg)
    assert f'data-seat="{state.current_player()}" class="current"' in svg


def test_seat_colours_follow_the_seat_names():
    state, history = play(2, 4, 10)
    view = view_of(state, 0, history)
    view["seat_names"] = ["Yellow", "Black"]
    svg = board.draw(view)
    assert board.PALETTE["yellow"] in svg and "Yellow" in svg


def test_spectator_view_draws():
    state, history = play(3, 6, 60)
    svg = board.draw(view_of(state, None, history))
    ET.fromstring(svg)
    assert "spectator" in svg


def test_solo_shows_the_teotibot():
    state, history = play(1, 2, 30)
    svg = board.draw(view_of(state, 0, history))
    assert "Teotibot action pyramid" in svg
    for name in state.observation(0)["teotibot"]["pyramid"]:
        assert name in svg


@pytest.mark.parametrize("players", [1, 2])
def test_teotibot_and_neutral_dice_have_their_colours(players):
    """The data names colours capitalised ("Blue"): the Teotibot's and the neutral dice are
    drawn in their colour, not the grey of an unknown name."""
    state, _ = play(players, 2, 0)
    ctx = board._Ctx(view_of(state, 0))
    others = range(players, len(ctx.fill))
    assert list(others), "a colour besides the seats' is drawn"
    for c in others:
        assert ctx.fill[c] == board.PALETTE[board.D.COLOUR_NAMES[c].lower()], ctx.name[c]
