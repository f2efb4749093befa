"""Bad input gets a 4xx JSON error naming the problem, and changes nothing."""

from __future__ import annotations

import random

import pytest
from web_helpers import auth, new_game, play_random, to_move, view


def error_of(r, status: int) -> str:
    assert r.status_code == status, (r.status_code, r.text)
    body = r.json()
    assert set(body) == {"error"} and body["error"]
    return body["error"]


@pytest.fixture
def game(client):
    game_id, tokens = new_game(client, "caylus", 3, seed=6)
    play_random(client, game_id, tokens, 5, random.Random(1))
    return game_id, tokens


def unchanged(client, game_id, before):
    after = view(client, game_id)
    assert after["move_number"] == before["move_number"]
    assert after["history"] == before["history"]
    assert after["observation"] == before["observation"]


def test_illegal_move_lists_only_the_movers_legal_moves(client, game):
    game_id, tokens = game
    token, v = to_move(client, game_id, tokens)
    before = view(client, game_id)
    message = error_of(client.post(f"/api/games/{game_id}/moves", headers=auth(token),
                                   json={"move": "fly to the moon", "move_number": v["move_number"]}), 400)
    assert "'fly to the moon' is not a legal move" in message
    assert all(m in message for m in v["legal"][:5])
    unchanged(client, game_id, before)


def test_illegal_move_id(client, game):
    game_id, tokens = game
    token, v = to_move(client, game_id, tokens)
    before = view(client, game_id)
    message = error_of(client.post(f"/api/games/{game_id}/moves", headers=auth(token),
                                   json={"move": 10**6, "move_number": v["move_number"]}), 400)
    assert "not legal" in message
    unchanged(client, game_id, before)


def test_stale_move_number_is_a_conflict(client, game):
    game_id, tokens = game
    token, v = to_move(client, game_id, tokens)
    before = view(client, game_id)
    message = error_of(client.post(f"/api/games/{game_id}/moves", headers=auth(token),
                                   json={"move": v["legal"][0], "move_number": v["move_number"] - 1}), 409)
    assert "stale" in message and "changed" in message
    unchanged(client, game_id, before)


def test_not_your_turn(client, game):
    game_id, tokens = game
    _, v = to_move(client, game_id, tokens)
    other = tokens[str((v["current_player"] + 1) % 3)]
    before = view(client, game_id)
    message = error_of(client.post(f"/api/games/{game_id}/moves", headers=auth(other),
                                   json={"move": v["legal"][0], "move_number": v["move_number"]}), 409)
    assert "turn" in message
    unchanged(client, game_id, before)


def test_moves_need_a_valid_token(client, game):
    game_id, tokens = game
    _, v = to_move(client, game_id, tokens)
    body = {"move": v["legal"][0], "move_number": v["move_number"]}
    before = view(client, game_id)
    assert "token" in error_of(client.post(f"/api/games/{game_id}/moves", json=body), 401)
    assert "not a seat" in error_of(client.post(f"/api/games/{game_id}/moves", json=body,
                                                headers=auth("forged")), 403)
    assert "Bearer" in error_of(client.post(f"/api/games/{game_id}/moves", json=body,
                                            headers={"Authorization": "Basic abc"}), 400)
    other_game, other_tokens = new_game(client, "caylus", 3, seed=6)
    assert "not a seat" in error_of(client.post(f"/api/games/{game_id}/moves", json=body,
                                                headers=auth(other_tokens["0"])), 403)
    assert "not a seat" in error_of(client.get(f"/api/games/{game_id}", headers=auth("x")), 403)
    unchanged(client, game_id, before)


def test_unknown_game_id(client):
    for r in (client.get("/api/games/nope"),
              client.post("/api/games/nope/moves", json={"move": "pass", "move_number": 0},
                          headers=auth("t")),
              client.post("/api/games/nope/undo", headers=auth("t")),
              client.get("/api/games/nope/record"),
              client.get("/api/games/nope/replay", params={"step": 0})):
        assert "no game 'nope'" in error_of(r, 404)


def test_malformed_json(client, game):
    game_id, tokens = game
    token, _ = to_move(client, game_id, tokens)
    before = view(client, game_id)
    r = client.post(f"/api/games/{game_id}/moves", content=b"{not json",
                    headers={**auth(token), "Content-Type": "application/json"})
    assert "malformed JSON" in error_of(r, 400)
    r = client.post(f"/api/games/{game_id}/moves", json={"move_number": 1}, headers=auth(token))
    assert "move" in error_of(r, 400)
    r = client.post("/api/games", content=b"[1,", headers={"Content-Type": "application/json"})
    assert "malformed JSON" in error_of(r, 400)
    unchanged(client, game_id, before)


@pytest.mark.parametrize(("body", "words"), [
    ({"game": "caylus", "players": 2, "seats": ["human"] * 2, "options": {"speed": 3}},
     "unknown option 'speed'"),
    ({"game": "caylus", "players": 2, "seats": ["human"] * 2, "options": {"ruleset": "x"}},
     "ruleset='x' is not allowed"),
    ({"game": "chess", "players": 2, "seats": ["human"] * 2}, "unknown game 'chess'"),
    ({"game": "caylus", "players": 9, "seats": ["human"] * 9}, "players=9 is not allowed"),
    ({"game": "caylus", "players": 2, "seats": ["human"]}, "names 1 seats"),
    ({"game": "caylus", "players": 2, "seats": ["human", "grandmaster"]}, "unknown seat 'grandmaster'"),
    ({"game": "caylus", "players": 2, "seats": ["human"] * 2, "seed": -1}, "seed=-1"),
    ({"game": "caylus", "players": 2, "seats": ["human"] * 2, "options": [1]}, "options must be"),
])
def test_bad_new_game_requests(client, body, words):
    assert words in error_of(client.post("/api/games", json=body), 400)
    assert client.get("/api/games").json()["games"] == []


@pytest.mark.parametrize(("record", "words"), [
    (b"not json", "not JSON"),
    (b"[]", "must be a JSON object"),
    (b'{"game": "caylus", "players": 2, "seed": 1, "options": {}}', "'actions' is missing"),
    (b'{"game": "caylus", "players": 2, "seed": 1, "options": {}, "actions": ["fly"]}',
     "action 0 'fly'"),
    (b'{"game": "nope", "players": 2, "seed": 1, "options": {}, "actions": []}', "unknown game"),
])
def test_bad_record_uploads(client, record, words):
    r = client.post("/api/records", content=record, headers={"Content-Type": "application/json"})
    message = error_of(r, 400)
    assert message.startswith("bad record") and words in message
    assert client.get("/api/games").json()["games"] == []


def test_bad_undo_requests(client, game):
    game_id, tokens = game
    before = view(client, game_id)
    assert "token" in error_of(client.post(f"/api/games/{game_id}/undo"), 401)
    r = client.post(f"/api/games/{game_id}/undo", headers=auth(tokens["0"]), json={"move_number": 99})
    assert "cannot undo to move 99" in error_of(r, 400)
    fresh, fresh_tokens = new_game(client, "caylus", 3, seed=6)
    seat_not_started = next(s for s, t in fresh_tokens.items()
                            if view(client, fresh, t)["legal"] == [])
    r = client.post(f"/api/games/{fresh}/undo", headers=auth(fresh_tokens[seat_not_started]))
    assert "nothing to undo" in error_of(r, 409)
    unchanged(client, game_id, before)


def test_replay_step_must_be_a_step(client, game):
    game_id, _ = game
    assert "step" in error_of(client.get(f"/api/games/{game_id}/replay", params={"step": "x"}), 400)
    assert "0..5" in error_of(client.get(f"/api/games/{game_id}/replay", params={"step": 6}), 400)
