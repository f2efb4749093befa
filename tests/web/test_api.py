"""The JSON API: full games of every game and player count, views per viewer, undo, replays,
records, bots and the live WebSocket."""

from __future__ import annotations

import random
import time

import pytest
from web_helpers import auth, live_socket, new_game, play_random, start, to_move, view

import meeple
from meeple.core import record

GAMES = [(g, n) for g in ("caylus", "tzolkin", "teotihuacan", "borabora")
         for n in meeple.load(g).player_counts]


def replayed(client, game_id: str):
    """The game's state rebuilt independently from its downloaded record (finished games only)."""
    return record.replay(client.get(f"/api/games/{game_id}/record").json())


@pytest.mark.parametrize(("game", "players"), GAMES)
def test_full_game_through_the_api(tmp_path, game, players):
    with start(f"sqlite:///{tmp_path / 'm.db'}") as client:
        game_id, tokens = new_game(client, game, players, seed=players)
        assert set(tokens) == {str(s) for s in range(players)}
        last = play_random(client, game_id, tokens, 5000, random.Random(players))
        end = view(client, game_id)
        assert end["is_terminal"] and last["is_terminal"]
        assert end["legal"] == [] and end["status"] == "finished"
        state = replayed(client, game_id)
        assert state.is_terminal()
        assert end["scores"] == state.scores()
        assert end["move_number"] == len(end["history"]) == state.move_number()
        ranking = end["result"]["ranking"]
        assert sorted(r["seat"] for r in ranking) == list(range(players))
        for row in ranking:
            assert sum(row["breakdown"].values()) == state.scores()[row["seat"]]
        assert {r["seat"] for r in ranking if r["winner"]} == set(state.winners())


def test_a_seat_view_is_its_observation_and_its_reading_of_the_history(client):
    game_id, tokens = new_game(client, "tzolkin", 3, seed=5)
    play_random(client, game_id, tokens, 40, random.Random(2))
    public = view(client, game_id)
    # Rebuild the position from the same moves, then compare each viewer's payload.
    state = meeple.load("tzolkin").new_game(3, 5)
    expected_history = {v: [] for v in (None, 0, 1, 2)}
    for text in _full_actions(client, game_id):
        action = state.str_to_action(text)
        for v in expected_history:
            expected_history[v].append(state.action_to_str_for(action, v))
        state.apply(action)
    for seat in (0, 1, 2):
        mine = view(client, game_id, tokens[str(seat)])
        assert mine["seat"] == seat
        assert mine["history"] == expected_history[seat]
        assert mine["observation"] == _json(state.observation(seat))
        assert (mine["legal"] != []) == (state.current_player() == seat)
    assert public["seat"] is None and public["legal"] == []
    assert public["history"] == expected_history[None]


def _json(value):
    import json

    return json.loads(json.dumps(value))


def _full_actions(client, game_id, upto=None):
    """The game's actions in full notation, as stored (the server's record, read in-process)."""
    return client.app.state.service.get(game_id).actions[:upto]


def test_the_move_answer_is_committed_and_the_next_position(client):
    game_id, tokens = new_game(client, "caylus", 2, seed=3)
    token, v = to_move(client, game_id, tokens)
    move = v["legal"][-1]
    r = client.post(f"/api/games/{game_id}/moves", headers=auth(token),
                    json={"move": move, "move_number": v["move_number"]})
    assert r.status_code == 200
    after = r.json()
    assert after["move_number"] == v["move_number"] + 1
    assert after["history"][-1] == move
    assert view(client, game_id)["move_number"] == after["move_number"]


def test_a_move_may_be_given_by_action_id(client):
    game_id, tokens = new_game(client, "caylus", 2, seed=3)
    token, v = to_move(client, game_id, tokens)
    state = meeple.load("caylus").new_game(2, 3)
    action = state.legal_actions()[1]
    r = client.post(f"/api/games/{game_id}/moves", headers=auth(token),
                    json={"move": action, "move_number": 0})
    assert r.status_code == 200, r.json()
    assert r.json()["history"] == [state.action_to_str(action)]


def test_undo_returns_to_the_seats_last_decision(client):
    game_id, tokens = new_game(client, "borabora", 2, seed=4)
    play_random(client, game_id, tokens, 10, random.Random(1))
    token, before = to_move(client, game_id, tokens)
    seat = before["seat"]
    play_random(client, game_id, tokens, 6, random.Random(2))
    r = client.post(f"/api/games/{game_id}/undo", headers=auth(token))
    assert r.status_code == 200, r.json()
    undone = r.json()
    # Back before this seat's last decision: that seat is to move again.
    assert undone["current_player"] == seat and undone["legal"]
    assert undone["move_number"] <= before["move_number"] + 6
    assert undone["move_number"] == len(undone["history"])
    # Undo to an exact earlier human decision.
    r = client.post(f"/api/games/{game_id}/undo", headers=auth(token), json={"move_number": 3})
    assert r.status_code == 200, r.json()
    assert r.json()["move_number"] == 3
    assert len(view(client, game_id)["history"]) == 3
    state = meeple.load("borabora").new_game(2, 4)
    for text in _full_actions(client, game_id, 3):
        state.apply(state.str_to_action(text))
    assert view(client, game_id, tokens["0"])["observation"] == _json(state.observation(0))


def test_undo_to_a_bot_decision_is_refused(client):
    game_id, tokens = new_game(client, "caylus", 2, seats=["human", "random"], seed=2)
    deadline = time.time() + 10
    v = view(client, game_id, tokens["0"])
    while not v["legal"] and time.time() < deadline:
        time.sleep(0.02)
        v = view(client, game_id, tokens["0"])
    bot_moves = [e["n"] for e in v["log"][1:] if e["seat"] == 1]
    assert bot_moves, "the bot moved first in this seed"
    r = client.post(f"/api/games/{game_id}/undo", headers=auth(tokens["0"]),
                    json={"move_number": bot_moves[0]})
    assert r.status_code == 400 and "bot" in r.json()["error"]


def test_a_bot_seat_moves_by_itself(client):
    game_id, tokens = new_game(client, "tzolkin", 2, seats=["human", "random"], seed=9)
    rng = random.Random(3)
    for _ in range(30):
        v = _wait_for_turn(client, game_id, tokens["0"])
        if v["is_terminal"]:
            break
        r = client.post(f"/api/games/{game_id}/moves", headers=auth(tokens["0"]),
                        json={"move": rng.choice(v["legal"]), "move_number": v["move_number"]})
        assert r.status_code == 200, r.json()
    log = view(client, game_id)["log"][1:]
    assert any(e["seat"] == 1 for e in log) and any(e["seat"] == 0 for e in log)


def _wait_for_turn(client, game_id, token, timeout=10.0):
    deadline = time.time() + timeout
    while True:
        v = view(client, game_id, token)
        if v["legal"] or v["is_terminal"] or time.time() > deadline:
            return v
        time.sleep(0.01)


def test_replay_steps_show_each_earlier_position(client):
    game_id, tokens = new_game(client, "caylus", 3, seed=8)
    play_random(client, game_id, tokens, 25, random.Random(4))
    total = view(client, game_id)["move_number"]
    state = meeple.load("caylus").new_game(3, 8)
    actions = _full_actions(client, game_id, total)
    for step in (0, 7, total):
        r = client.get(f"/api/games/{game_id}/replay", params={"step": step})
        assert r.status_code == 200, r.json()
        past = r.json()
        s = state.clone()
        for text in actions[:step]:
            s.apply(s.str_to_action(text))
        assert past["move_number"] == step and past["replay"] == {"step": step, "steps": total}
        assert past["observation"] == _json(s.observation(None))
        assert past["legal"] == []
    assert client.get(f"/api/games/{game_id}/replay", params={"step": total + 1}).status_code == 400


def test_record_download_and_upload_round_trip(client):
    game_id, tokens = new_game(client, "caylus", 2, seed=11)
    assert client.get(f"/api/games/{game_id}/record").status_code == 409  # still going on
    play_random(client, game_id, tokens, 5000, random.Random(5))
    r = client.get(f"/api/games/{game_id}/record")
    assert r.status_code == 200 and "attachment" in r.headers["content-disposition"]
    rec = r.json()
    assert rec["game"] == "caylus" and rec["seed"] == 11
    up = client.post("/api/records", json=rec)
    assert up.status_code == 200, up.json()
    copy = view(client, up.json()["id"])
    original = view(client, game_id)
    assert copy["is_terminal"] and copy["scores"] == original["scores"]
    assert copy["history"] == original["history"] and copy["kind"] == "upload"
    assert client.get(f"/api/games/{up.json()['id']}/record").json()["actions"] == rec["actions"]


def test_an_uploaded_game_can_be_watched_but_not_played(client):
    rec = {"game": "borabora", "players": 2, "seed": 1, "options": {}, "actions": []}
    game_id = client.post("/api/records", json=rec).json()["id"]
    v = view(client, game_id)
    assert v["legal"] == [] and not v["is_terminal"]
    assert all(not s["bot"] and not s["human"] for s in v["seats"])


def test_lobby_lists_games_and_catalog_lists_every_option(client):
    game_id, _ = new_game(client, "teotihuacan", 1, seed=1)
    games = client.get("/api/games").json()["games"]
    assert [g["id"] for g in games] == [game_id] and games[0]["status"] == "ongoing"
    catalog = client.get("/api/catalog").json()
    by_name = {g["name"]: g for g in catalog["games"]}
    for name in ("caylus", "tzolkin", "teotihuacan", "borabora"):
        game = meeple.load(name)
        assert by_name[name]["player_counts"] == list(game.player_counts)
        assert [o["name"] for o in by_name[name]["options"]] == [o.name for o in game.options]
        assert all(o["doc"] for o in by_name[name]["options"])
    specs = [s["spec"] for seat in catalog["seats"] for s in seat["specs"]]
    assert "human" in specs and "random" in specs


def test_options_reach_the_game(client):
    game_id, _ = new_game(client, "caylus", 2, options={"ruleset": "published"})
    assert view(client, game_id)["options"]["ruleset"] == "published"


def test_hint_says_when_no_bot_can_analyse(client, monkeypatch):
    from meeple.web import service

    monkeypatch.setattr(service, "hint_spec", lambda: None)
    game_id, tokens = new_game(client, "caylus", 2, seed=3)
    token, _ = to_move(client, game_id, tokens)
    r = client.get(f"/api/games/{game_id}/hint", headers=auth(token))
    assert r.status_code == 200
    assert r.json()["available"] is False and "unavailable" in r.json()["message"]


def test_hint_ranks_moves_with_a_bot_that_analyses(client, monkeypatch):
    from meeple.web import service

    class Analyst:
        def __init__(self, seed=None):
            pass

        def analyse(self, state):
            legal = state.legal_actions()
            return [(a, 10 - i, 0.5) for i, a in enumerate(legal[:5])]

    monkeypatch.setattr(service, "hint_spec", lambda: "analyst")
    monkeypatch.setattr("meeple.bots.make", lambda spec, seed=None: Analyst(seed))
    game_id, tokens = new_game(client, "caylus", 2, seed=3)
    token, v = to_move(client, game_id, tokens)
    hints = client.get(f"/api/games/{game_id}/hint", headers=auth(token)).json()
    assert hints["available"] and [h["move"] for h in hints["hints"]] == v["legal"][:3]


def test_live_socket_sends_the_new_view_after_a_move(client):
    game_id, tokens = new_game(client, "caylus", 2, seed=3)
    token, v = to_move(client, game_id, tokens)
    other = tokens[str(1 - v["seat"])]
    with live_socket(client, game_id, other) as ws:
        first = ws.receive_json()
        assert first["move_number"] == v["move_number"] and first["seat"] == 1 - v["seat"]
        client.post(f"/api/games/{game_id}/moves", headers=auth(token),
                    json={"move": v["legal"][0], "move_number": v["move_number"]})
        pushed = ws.receive_json()
        assert pushed["move_number"] == v["move_number"] + 1
        assert pushed["seat"] == 1 - v["seat"]
    with live_socket(client, game_id) as ws:  # a spectator reconnects
        assert ws.receive_json()["move_number"] == v["move_number"] + 1


def test_live_socket_with_a_bad_token_says_so(client):
    game_id, _ = new_game(client, "caylus", 2)
    with live_socket(client, game_id, "nope") as ws:
        assert "not a seat" in ws.receive_json()["error"]


def test_pages_and_docs_are_served(client):
    assert "meeple" in client.get("/").text
    game_id, _ = new_game(client, "caylus", 2)
    assert client.get(f"/games/{game_id}").status_code == 200
    assert client.get("/docs").status_code == 404  # Swagger UI loads from a CDN: only with --docs
    assert "/api/games/{game_id}/moves" in client.get("/openapi.json").json()["paths"]
