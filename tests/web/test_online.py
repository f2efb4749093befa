"""Online games: a secret link per seat, a spectator link, the creator's seat actions, and
access checked on every request and WebSocket message (403, nothing changes)."""

from __future__ import annotations

import base64
import hashlib
import logging
import random
import time

import pytest
from sqlalchemy import create_engine, text
from web_helpers import auth, live_socket, play_random, start, to_move, view


def new_online(client, game="caylus", players=3, seats=None, seed=1, clock=None):
    body = {"game": game, "players": players, "seats": seats or ["human"] * players,
            "seed": seed, "mode": "online"}
    if clock is not None:
        body["clock"] = clock
    r = client.post("/api/games", json=body)
    assert r.status_code == 200, r.json()
    return r.json()


def snapshot(client, game_id):
    """Everything a refused request must leave as it was: the public view and the row."""
    v = view(client, game_id)
    service = client.app.state.service
    with service.engine.connect() as c:
        row = c.execute(text("SELECT version, actions, move_number FROM games WHERE id = :i"),
                        {"i": game_id}).one()
        seats = c.execute(text("SELECT seat, spec, token_hash FROM seats WHERE game_id = :i "
                               "ORDER BY seat"), {"i": game_id}).all()
    return v["history"], v["version"], tuple(row), [tuple(s) for s in seats]


def forbidden(r):
    assert r.status_code == 403, (r.status_code, r.json())
    return r.json()["error"]


def test_online_game_hands_out_secret_links(client):
    made = new_online(client)
    game_id, tokens = made["id"], made["tokens"]
    assert made["mode"] == "online" and set(tokens) == {"0", "1", "2"}
    secrets_ = [*tokens.values(), made["creator"]]
    assert len(set(secrets_)) == 4
    for token in secrets_:
        raw = base64.urlsafe_b64decode(token + "=" * (-len(token) % 4))
        assert len(raw) * 8 >= 128
    for seat, token in tokens.items():
        link = made["links"]["seats"][seat]
        # The token travels in the fragment, which browsers never send to the server.
        assert link == f"/games/{game_id}#seat={seat}&token={token}"
    assert made["links"]["spectator"] == f"/games/{game_id}"
    engine = create_engine(client.app.state.service.url)
    with engine.connect() as c:
        dump = repr(c.execute(text("SELECT * FROM games")).all() + c.execute(text("SELECT * FROM seats")).all())
    engine.dispose()
    assert hashlib.sha256(made["creator"].encode()).hexdigest() in dump
    for token in secrets_:
        assert token not in dump
    assert view(client, game_id)["mode"] == "online"


def test_refused_moves_are_403_and_change_nothing(client):
    made = new_online(client)
    game_id, tokens = made["id"], made["tokens"]
    play_random(client, game_id, tokens, 5, random.Random(1))
    token, v = to_move(client, game_id, tokens)
    mover = v["seat"]
    other = tokens[str((mover + 1) % 3)]
    body = {"move": v["legal"][0], "move_number": v["move_number"]}
    before = snapshot(client, game_id)
    url = f"/api/games/{game_id}"
    for headers in ({}, auth(other), auth("not-a-token-" + "x" * 20), auth(made["creator"])):
        forbidden(client.post(f"{url}/moves", json=body, headers=headers))
        forbidden(client.get(f"{url}/hint", headers=headers))
        if headers != auth(other):  # another seat may undo its own last decision (test_online_undo)
            forbidden(client.post(f"{url}/undo", headers=headers))
    # Seat tokens cannot act as the creator.
    forbidden(client.post(f"{url}/seats/0/share", headers=auth(token)))
    forbidden(client.post(f"{url}/seats/0/bot", json={"spec": "random"}, headers=auth(token)))
    forbidden(client.post(f"{url}/seats/0/share"))
    # The spectator link is the public view: it shows nothing to play and cannot move.
    spectator = client.get(made["links"]["spectator"].replace("/games/", "/api/games/")).json()
    assert spectator["seat"] is None and spectator["legal"] == []
    assert snapshot(client, game_id) == before
    # ... and the right token still moves.
    assert client.post(f"{url}/moves", json=body, headers=auth(token)).status_code == 200


def test_a_shared_seat_revokes_its_old_link(client):
    made = new_online(client)
    game_id, tokens = made["id"], made["tokens"]
    token, v = to_move(client, game_id, tokens)
    seat = v["seat"]
    r = client.post(f"/api/games/{game_id}/seats/{seat}/share", headers=auth(made["creator"]))
    assert r.status_code == 200, r.json()
    fresh = r.json()
    assert fresh["token"] != token and fresh["link"].endswith(f"#seat={seat}&token={fresh['token']}")
    before = snapshot(client, game_id)
    body = {"move": v["legal"][0], "move_number": v["move_number"]}
    assert "not a seat" in forbidden(client.post(f"/api/games/{game_id}/moves", json=body,
                                                 headers=auth(token)))
    forbidden(client.get(f"/api/games/{game_id}", headers=auth(token)))
    with live_socket(client, game_id, token) as ws:
        assert "not a seat" in ws.receive_json()["error"]
    assert snapshot(client, game_id) == before
    assert view(client, game_id, fresh["token"])["legal"] == v["legal"]
    r = client.post(f"/api/games/{game_id}/moves", json=body, headers=auth(fresh["token"]))
    assert r.status_code == 200


def test_a_socket_stops_when_its_token_is_revoked(client):
    made = new_online(client, players=2)
    game_id, tokens = made["id"], made["tokens"]
    with live_socket(client, game_id, tokens['1']) as ws:
        assert ws.receive_json()["seat"] == 1
        client.post(f"/api/games/{game_id}/seats/1/share", headers=auth(made["creator"]))
        assert "not a seat" in ws.receive_json()["error"]


def wait_for(predicate, timeout=20.0):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        value = predicate()
        if value:
            return value
        time.sleep(0.02)
    raise AssertionError("timed out")


def test_the_creator_hands_a_seat_to_a_bot_and_back(client):
    made = new_online(client, players=2, seed=3)
    game_id, tokens, creator = made["id"], made["tokens"], made["creator"]
    play_random(client, game_id, tokens, 3, random.Random(2))
    url = f"/api/games/{game_id}/seats"
    assert "unknown seat" in client.post(f"{url}/1/bot", json={"spec": "nobody"},
                                         headers=auth(creator)).json()["error"]
    assert client.post(f"{url}/7/bot", json={"spec": "random"}, headers=auth(creator)).status_code == 400
    r = client.post(f"{url}/1/bot", json={"spec": "random"}, headers=auth(creator))
    assert r.status_code == 200, r.json()
    forbidden(client.get(f"/api/games/{game_id}", headers=auth(tokens["1"])))
    assert view(client, game_id)["seats"][1]["spec"] == "random"
    # Seat 1 now moves by itself: seat 0 alone plays on, and the bot answers.
    start = view(client, game_id)["move_number"]
    for _ in range(6):
        v = wait_for(lambda: (lambda w: w if w["current_player"] == 0 and w["thinking"] is None
                              else None)(view(client, game_id, tokens["0"])))
        client.post(f"/api/games/{game_id}/moves", headers=auth(tokens["0"]),
                    json={"move": v["legal"][0], "move_number": v["move_number"]})
    history = view(client, game_id)["history"]
    assert len(history) > start + 6  # the bot moved too
    # Shared again, the seat is a person's with a new link.
    wait_for(lambda: view(client, game_id)["thinking"] is None)
    fresh = client.post(f"{url}/1/share", headers=auth(creator)).json()
    assert view(client, game_id, fresh["token"])["seats"][1]["human"]


def test_a_seat_handed_to_a_bot_lets_the_game_end(client):
    made = new_online(client, "borabora", players=2, seed=5)
    game_id = made["id"]
    for seat in ("0", "1"):
        r = client.post(f"/api/games/{game_id}/seats/{seat}/bot", json={"spec": "random"},
                        headers=auth(made["creator"]))
        assert r.status_code == 200
    end = wait_for(lambda: (lambda v: v if v["is_terminal"] else None)(view(client, game_id)), 60)
    assert end["status"] == "finished"
    assert client.post(f"/api/games/{game_id}/seats/0/share",
                       headers=auth(made["creator"])).status_code == 409


def test_bad_mode_and_clock_are_refused(client):
    base = {"game": "caylus", "players": 2, "seats": ["human", "human"]}
    for extra, message in (({"mode": "lan"}, "mode='lan'"), ({"mode": "online", "clock": 1}, "clock=1"),
                           ({"clock": 60}, "online games")):
        r = client.post("/api/games", json=base | extra)
        assert r.status_code == 400 and message in r.json()["error"]


def test_the_clock_lets_a_bot_move_for_a_late_seat(client, monkeypatch):
    from meeple.web import online

    made = new_online(client, players=2, clock=10)
    game_id, tokens = made["id"], made["tokens"]
    v = view(client, game_id, tokens["0"])
    assert v["clock"] == 10 and v["deadline"] == pytest.approx(time.time() + 10, abs=3)
    live = client.app.state.service.get(game_id)
    timer = live.timer
    assert timer is not None and timer.interval == 10
    timer.cancel()
    online.timeout(client.app.state.service, live, live.version)  # the clock runs out now
    after = view(client, game_id)
    assert after["move_number"] == 1 and after["seats"][0]["human"]
    assert [e["timed_out"] for e in after["log"][1:]] == [True]  # the log tells it was late
    assert live.timer is not None  # the next seat's clock runs


def test_the_timed_out_mark_survives_a_restart_and_goes_with_an_undo(db_url):
    from meeple.web import online

    with start(db_url) as client:
        made = new_online(client, players=2, clock=30)
        game_id, tokens = made["id"], made["tokens"]
        live = client.app.state.service.get(game_id)
        live.timer.cancel()
        online.timeout(client.app.state.service, live, live.version)
        played = play_random(client, game_id, tokens, 2, random.Random(1))["move_number"]
    with start(db_url) as client:  # another server on the same database
        log = view(client, game_id)["log"][1:]
        assert [e["timed_out"] for e in log] == [True] + [False] * (played - 1)
        assert not any(e.get("notice") for e in log)  # a mark on the move, not a line of its own
    # An undo that takes the late move back takes its mark too (the next move there is not late).
    marks = [{"at": 3, "timed_out": 2, "text": "x"}, {"at": 1, "seat": 0, "text": "shared"}]
    assert online.undone_timeouts(marks, 2) == marks[1:]
    assert online.undone_timeouts(marks, 3) == marks


def test_tokens_are_never_logged(client, caplog):
    caplog.set_level(logging.DEBUG)
    made = new_online(client, players=2, seed=2)
    game_id, tokens = made["id"], made["tokens"]
    play_random(client, game_id, tokens, 4, random.Random(3))
    with live_socket(client, game_id, tokens['0']) as ws:
        ws.receive_json()
    fresh = client.post(f"/api/games/{game_id}/seats/1/share", headers=auth(made["creator"])).json()
    client.post(f"/api/games/{game_id}/moves", headers=auth(tokens["1"]), json={"move": 0, "move_number": 0})
    client.post(f"/api/games/{game_id}/undo", headers=auth(tokens["0"]))
    secrets_ = [*tokens.values(), made["creator"], fresh["token"]]
    for secret in secrets_:
        assert secret not in caplog.text
    # A line that would carry one (uvicorn's WebSocket line) is masked.
    logger = logging.getLogger("uvicorn.error")
    logger.warning('%s - "WebSocket /api/games/%s/live?token=%s" [accepted]', "127.0.0.1", game_id,
                   tokens["0"])
    assert tokens["0"] not in caplog.text and "token=…" in caplog.text


def test_the_clock_is_in_every_view_and_runs_once_per_position(client):
    made = new_online(client, players=2, clock=60)
    game_id, tokens = made["id"], made["tokens"]
    token, v = to_move(client, game_id, tokens)
    r = client.post(f"/api/games/{game_id}/moves", headers=auth(token),
                    json={"move": v["legal"][0], "move_number": v["move_number"]}).json()
    assert r["deadline"] is not None and r["deadline"] > v["deadline"] - 1
    service = client.app.state.service
    live = service.get(game_id)
    service.schedule_bot(live)  # asked again on the same position: the clock keeps running
    assert view(client, game_id)["deadline"] == r["deadline"]
    with live_socket(client, game_id) as ws:
        assert ws.receive_json()["deadline"] == r["deadline"]


def test_a_hint_is_computed_on_a_world_the_seat_could_see(client, monkeypatch):
    from meeple.web import service as service_module

    seen = []

    class Analyst:
        def analyse(self, state):
            seen.append(state)
            return [(a, 1, 0.5) for a in state.legal_actions()[:3]]

    monkeypatch.setattr(service_module, "hint_spec", lambda: "analyst")
    monkeypatch.setattr("meeple.bots.make", lambda spec, seed=None: Analyst())
    made = new_online(client, "borabora", players=2, seed=4)
    game_id, tokens = made["id"], made["tokens"]
    token, v = to_move(client, game_id, tokens)
    r = client.get(f"/api/games/{game_id}/hint", headers=auth(token))
    assert r.status_code == 200 and [h["move"] for h in r.json()["hints"]] == v["legal"][:3]
    true = client.app.state.service.get(game_id).state
    assert seen[0].observation(v["seat"]) == true.observation(v["seat"])
    assert seen[0].to_dict() != true.to_dict()  # the other seat's god cards were redealt


def test_games_made_before_online_play_load_after_the_migration(tmp_path):
    """A database at the first schema (no version, mode, creator or clock) is upgraded in place."""
    from alembic import command
    from alembic.config import Config
    from web_helpers import start

    from meeple.web import db as web_db

    url = f"sqlite:///{tmp_path / 'old.db'}"
    engine = web_db.make_engine(url)
    config = Config()
    config.set_main_option("script_location", str(web_db.Path(web_db.__file__).parent / "migrations"))
    with engine.begin() as connection:
        config.attributes["connection"] = connection
        command.upgrade(config, "0001")
        connection.execute(text(
            "INSERT INTO games (id, game, players, options, seed, actions, move_number, status, kind, "
            "created, updated) VALUES ('old', 'caylus', 2, '{}', 3, '[]', 0, 'ongoing', 'play', "
            "'2026-01-01 00:00:00', '2026-01-01 00:00:00')"))
        for seat in (0, 1):
            connection.execute(text("INSERT INTO seats (game_id, seat, spec, token_hash, name) "
                                    "VALUES ('old', :s, 'human', NULL, '')"), {"s": seat})
    engine.dispose()
    with start(url) as client:
        v = view(client, "old")
        assert v["mode"] == "hotseat" and v["version"] == 0 and v["clock"] is None
        assert v["legal"] == []
