"""The view's words for players: each legal move told as the game narrates it (the notation
stays the key the API takes), and whether a seat's view shows anything a spectator's does not
(the hot-seat page passes the device only then)."""

from __future__ import annotations

import pytest
from web_helpers import new_game, view

import meeple
from meeple.web import boards


@pytest.mark.parametrize("game", ["caylus", "tzolkin", "teotihuacan", "borabora"])
def test_every_legal_move_has_its_words(client, game):
    game_id, tokens = new_game(client, game, seed=3)
    public = view(client, game_id)
    mine = view(client, game_id, tokens[str(public["current_player"])])
    state = meeple.load(game).new_game(players=2, seed=3)
    expected = {state.action_to_str(a): state.narrate(a, mine["seat"]) for a in state.legal_actions()}
    assert set(mine["words"]) == set(mine["legal"]) == set(expected)
    for notation, words in mine["words"].items():  # the narration, tidied, maybe told more fully
        assert words.startswith(boards.tidy(game, expected[notation])), (notation, words)
    assert public["words"] == {}  # a spectator has no moves, so no words


@pytest.mark.parametrize(("game", "hidden"), [("caylus", False), ("borabora", True)])
def test_private_tells_whether_a_seat_sees_more_than_a_spectator(client, game, hidden):
    game_id, tokens = new_game(client, game, seed=3)
    assert view(client, game_id, tokens["0"])["private"] is hidden
    assert view(client, game_id)["private"] is False


@pytest.mark.parametrize(("game", "prefix", "told"), [("teotihuacan", "start S", "workers on"),
                                                     ("tzolkin", "keep w", "")])
def test_starting_tiles_are_told_with_their_contents(client, game, prefix, told):
    game_id, tokens = new_game(client, game, seed=3)
    mine = view(client, game_id, tokens[str(view(client, game_id)["current_player"])])
    state = meeple.load(game).new_game(players=2, seed=3)
    narrated = {state.action_to_str(a): state.narrate(a, mine["seat"]) for a in state.legal_actions()}
    starts = {m: w for m, w in mine["words"].items() if m.startswith(prefix)}
    assert starts
    for move, words in starts.items():  # the narration, then the tile's contents
        assert words.startswith(narrated[move] + ": ") and len(words) > len(narrated[move]) + 5
        assert told in words, words


def test_caylus_road_spaces_are_told_by_name():
    """The engine narrates "the forest@1"; players read the Forest on road space 1."""
    told = boards.tidy("caylus", "places a worker on the forest@1 (1 denier)")
    assert "@" not in told and "Forest (road 1" in told
    assert boards.tidy("caylus", "passes") == "passes"
