"""The server's limits and guards (issue 17, findings 5-7): each limit answers 413/415/429/4xx
with `{"error": ...}` while the server keeps answering a GET; malformed JSON is a 400, never a
500; the security headers, the Host and Origin checks, the WebSocket's first-message token,
the game cache, the one clock thread, replay snapshots and the header deadline."""

from __future__ import annotations

import asyncio
import contextlib
import json
import re
import socket
import threading
import time
from dataclasses import replace
from pathlib import Path

import pytest
from starlette.websockets import WebSocketDisconnect
from web_helpers import auth, live_socket, new_game, play_random, start, to_move, view

from meeple.web.limits import Limits
from meeple.web.service import replay

SMALL = Limits(max_body=20_000, games_per_minute=4, sockets_per_game=2, sockets_per_address=3,
               games_in_memory=3, max_actions=50, max_action_length=40)
GAME = {"game": "caylus", "players": 2, "seats": ["human", "human"], "seed": 1}
RECORD = {"format": 1, "game": "caylus", "options": {}, "players": 2, "seed": 1, "actions": []}


@pytest.fixture
def small(tmp_path):
    with start(f"sqlite:///{tmp_path / 'm.db'}", limits=SMALL, hosts=["localhost", "testserver"]) as c:
        yield c


def refused(r, status: int) -> str:
    assert r.status_code == status, (r.status_code, r.text[:300])
    message = r.json()["error"]
    assert isinstance(message, str) and len(message) < 400
    return message


def answering(client) -> None:
    assert client.get("/api/games").status_code == 200


def games(client) -> int:
    return len(client.get("/api/games").json()["games"])


# -- bodies ------------------------------------------------------------------------------------


def test_a_body_over_the_limit_is_413_and_never_read(small):
    r = small.post("/api/records", content=b"[" + b"0," * 20_000 + b"0]",
                   headers={"Content-Type": "application/json"})
    assert "at most 20,000" in refused(r, 413)
    chunked = small.post("/api/records", content=iter([b"[" + b"0," * 6_000, b"0," * 6_000 + b"0]"]),
                         headers={"Content-Type": "application/json"})
    refused(chunked, 413)
    answering(small)
    assert games(small) == 0


@pytest.mark.parametrize("kind", ["text/plain", "application/x-www-form-urlencoded", None])
def test_state_changes_accept_only_json(small, kind):
    """A cross-site page can POST text/plain without a preflight: refused, nothing created."""
    headers = {"Content-Type": kind} if kind else {}
    r = small.post("/api/records", content=json.dumps(GAME | {"actions": []}).encode(), headers=headers)
    assert "application/json" in refused(r, 415)
    r = small.post("/api/games", content=json.dumps(GAME).encode(), headers=headers)
    refused(r, 415)
    assert games(small) == 0


MALFORMED = [
    (b'{"game": "caylus", "players": 2, "seats": ["human", "human"], "seed": ' + b"9" * 5000 + b"}",
     "5,000 digits"),
    (b'{"a":' * 50_000 + b"1" + b"}" * 50_000, "nested deeper than 32"),
    (b"[" * 1000 + b"]" * 1000, "nested deeper than 32"),
    (b'{"game": "caylus", "players": 2, "seats": ["human", "human"], "options": {"x": "\\ud800"}}',
     "lone surrogate"),
    (b'{"game": "caylus\xff", "players": 2}', "not UTF-8"),
    (b'{"game": "caylus", "players": NaN}', "NaN is not JSON"),
    (b'{"game": "caylus", "players": 2, "seed": 1e'+b"9" * 100 + b'}',
     "characters"),
]


@pytest.mark.parametrize("body, words", MALFORMED, ids=lambda x: str(x)[:12])
def test_malformed_json_is_a_400_naming_the_problem(tmp_path, body, words):
    limits = replace(SMALL, max_body=400_000)
    with start(f"sqlite:///{tmp_path / 'm.db'}", limits=limits) as client:
        for path in ("/api/games", "/api/records"):
            r = client.post(path, content=body, headers={"Content-Type": "application/json"})
            assert words in refused(r, 400)
        answering(client)
        assert games(client) == 0


def test_a_deep_body_on_a_seat_route_is_a_400_too(small):
    game_id, tokens = new_game(small)
    token, v = to_move(small, game_id, tokens)
    r = small.post(f"/api/games/{game_id}/moves", content=b"[" * 5000 + b"]" * 5000,
                   headers={**auth(token), "Content-Type": "application/json"})
    refused(r, 400)
    assert view(small, game_id)["move_number"] == v["move_number"]


def test_a_huge_query_integer_is_a_400(small):
    game_id, _ = new_game(small)
    refused(small.get(f"/api/games/{game_id}/replay", params={"step": "9" * 5000}), 400)


def test_record_limits_and_errors_quote_only_a_prefix(small):
    long_action = "place " + "x" * 5_000
    r = small.post("/api/records", json=GAME | {"actions": [long_action]})
    message = refused(r, 413)
    assert "5,006 characters" in message and "x" * 100 not in message
    r = small.post("/api/records", json=GAME | {"actions": ["pass"] * 51})
    assert "51 actions" in refused(r, 413)
    r = small.post("/api/records", json=GAME | {"game": "y" * 10_000, "actions": []})
    assert "y" * 3_000 not in refused(r, 400)
    assert games(small) == 0


# -- rates and sockets -------------------------------------------------------------------------


def test_games_created_per_address_per_minute(small):
    for _ in range(3):
        new_game(small)
    record = RECORD
    assert small.post("/api/records", json=record).status_code == 200  # uploads count too
    r = small.post("/api/games", json=GAME)
    assert "at most 4 a minute" in refused(r, 429)
    refused(small.post("/api/records", json=record), 429)
    answering(small)
    assert games(small) == 4


def test_websockets_per_game_and_per_address(small):
    a, _ = new_game(small)
    b, _ = new_game(small)
    with contextlib.ExitStack() as stack:
        for _ in range(2):
            ws = stack.enter_context(live_socket(small, a))
            assert ws.receive_json()["id"] == a
        with pytest.raises(WebSocketDisconnect) as refusal, live_socket(small, a):
            pass
        assert refusal.value.code == 4429  # refused before the handshake: no upgrade to pay for
        ws = stack.enter_context(live_socket(small, b))
        assert ws.receive_json()["id"] == b
        with pytest.raises(WebSocketDisconnect) as refusal, live_socket(small, b):
            pass  # the address has 3 open
        assert refusal.value.code == 4429
        answering(small)
    with live_socket(small, a) as ws:  # closed sockets are counted out
        assert ws.receive_json()["id"] == a


def test_the_websocket_token_comes_in_the_first_message_not_the_url(small):
    game_id, tokens = new_game(small)
    with small.websocket_connect(f"/api/games/{game_id}/live?token={tokens['0']}") as ws:
        ws.send_json({})
        assert ws.receive_json()["seat"] is None  # the URL's token is not read
    with live_socket(small, game_id, tokens["0"]) as ws:
        assert ws.receive_json()["seat"] == 0
    with small.websocket_connect(f"/api/games/{game_id}/live") as ws:
        ws.send_text('{"token": 5}')
        assert "first message" in ws.receive_json()["error"]


# -- headers and hosts -------------------------------------------------------------------------


def test_security_headers_on_pages_and_api(small):
    for path in ("/", "/api/catalog", "/static/game.js", "/api/games/nope"):
        r = small.get(path)
        csp = r.headers["content-security-policy"]
        assert "frame-ancestors 'none'" in csp and "script-src 'self';" in csp
        assert "unsafe-inline" not in csp.split("script-src")[1].split(";")[0]
        assert r.headers["x-content-type-options"] == "nosniff"
        assert r.headers["referrer-policy"] == "no-referrer"
    assert small.get("/docs").status_code == 404  # Swagger UI (a CDN) only with --docs


def test_pages_have_no_inline_script():
    """The CSP forbids inline script: the pages load only ES modules and set no on* handlers."""
    static = Path(__file__).parents[2] / "src/meeple/web/static"
    for page in static.glob("*.html"):
        html = page.read_text()
        assert all("src=" in tag for tag in re.findall(r"<script[^>]*>", html)), page
        assert not re.search(r"\son[a-z]+\s*=", html), page
        assert "javascript:" not in html, page


def test_json_views_are_compressed(small):
    r = small.get("/api/catalog", headers={"Accept-Encoding": "gzip"})
    assert r.headers["content-encoding"] == "gzip" and r.json()["games"]


def test_the_host_must_be_allowed(small):
    refused(small.get("/api/games", headers={"Host": "rebind.attacker.example"}), 400)
    assert small.get("/api/games", headers={"Host": "localhost:8000"}).status_code == 200
    game_id, _ = new_game(small)
    with pytest.raises(WebSocketDisconnect), small.websocket_connect(
            f"/api/games/{game_id}/live", headers={"Origin": "http://attacker.example"}) as ws:
        ws.send_json({})
        ws.receive_json()


def test_serve_allows_the_bind_address_and_localhost_by_default():
    from meeple.web.security import default_hosts, host_of

    assert set(default_hosts("0.0.0.0")) == {"localhost", "127.0.0.1", "::1"}
    assert "192.168.1.5" in default_hosts("192.168.1.5")
    assert host_of("[::1]:8000") == "::1" and host_of("Example.org:80") == "example.org"


# -- memory, clocks and replays ----------------------------------------------------------------


def test_idle_games_are_dropped_and_reloaded_on_demand(tmp_path):
    limits = replace(SMALL, games_per_minute=100)
    with start(f"sqlite:///{tmp_path / 'm.db'}", limits=limits) as client:
        made = [new_game(client, seed=i) for i in range(8)]
        first_id, first_tokens = made[0]
        token, v = to_move(client, first_id, first_tokens)
        client.post(f"/api/games/{first_id}/moves", headers=auth(token),
                    json={"move": v["legal"][0], "move_number": v["move_number"]})
        before = view(client, first_id, token)
        for game_id, _ in made[1:]:
            view(client, game_id)
        service = client.app.state.service
        assert len(service.games) == 3 and service.games.evicted >= 5
        assert first_id not in service.games
        assert view(client, first_id, token) == before  # replayed from its row


def test_watched_games_are_not_dropped(tmp_path):
    limits = replace(SMALL, games_per_minute=100, games_in_memory=1)
    with start(f"sqlite:///{tmp_path / 'm.db'}", limits=limits) as client:
        watched, _ = new_game(client)
        with live_socket(client, watched) as ws:
            ws.receive_json()
            for i in range(3):
                new_game(client, seed=i)
            assert watched in client.app.state.service.games


def test_one_thread_runs_every_clock(small):
    before = threading.active_count()
    made = []
    for _ in range(4):
        r = small.post("/api/games", json=GAME | {"mode": "online", "clock": 60})
        made.append(r.json()["id"])
    service = small.app.state.service
    assert all(service.get(g).timer is not None for g in made)
    assert threading.active_count() <= before + 1  # the scheduler, started once
    assert not [t for t in threading.enumerate() if isinstance(t, threading.Timer)]


def test_the_scheduler_calls_in_order_and_skips_cancelled():
    from meeple.web.clock import Scheduler

    scheduler, calls, done = Scheduler(), [], threading.Event()
    scheduler.later(0.2, lambda: (calls.append("late"), done.set()))
    scheduler.later(0.05, calls.append, "early")
    scheduler.later(0.1, calls.append, "cancelled").cancel()
    assert done.wait(5)
    assert calls == ["early", "late"]


def test_replay_steps_come_from_snapshots_and_match_a_full_replay(small):
    game_id, tokens = new_game(small, seed=5)
    play_random(small, game_id, tokens, 40, __import__("random").Random(1))
    service = small.app.state.service
    live = service.get(game_id)
    total = len(live.entries)
    for step in (total, 3, 17, total - 1, 0, 33):
        got = small.get(f"/api/games/{game_id}/replay", params={"step": step}).json()
        state = replay(live.record(), step)[0]
        assert got["observation"] == state.observation(None), step
    assert max(service.replays.snaps[game_id]) >= 32
    # An undo rewrites the history: snapshots past it are not used again.
    token = tokens[str(live.entries[-1].seat)]
    small.post(f"/api/games/{game_id}/undo", headers=auth(token))
    play_random(small, game_id, tokens, 5, __import__("random").Random(9))
    live = service.get(game_id)
    total = len(live.entries)
    got = small.get(f"/api/games/{game_id}/replay", params={"step": total}).json()
    assert got["observation"] == replay(live.record(), total)[0].observation(None)


# -- the connection deadline (a real uvicorn server) -------------------------------------------


def test_a_slow_request_head_is_cut_and_other_clients_are_served(tmp_path):
    import uvicorn

    from meeple.web.app import create_app
    from meeple.web.server import uvicorn_settings

    limits = replace(SMALL, header_timeout=0.5)
    app = create_app(f"sqlite:///{tmp_path / 'm.db'}", limits=limits)
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    server = uvicorn.Server(uvicorn.Config(app, host="127.0.0.1", port=port, log_level="warning",
                                           **uvicorn_settings(limits)))
    thread = threading.Thread(target=lambda: asyncio.run(server.serve()), daemon=True)
    thread.start()
    try:
        deadline = time.time() + 20
        while not server.started and time.time() < deadline:
            time.sleep(0.05)
        slow = socket.create_connection(("127.0.0.1", port), timeout=5)
        slow.sendall(b"GET /api/games HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ")
        with socket.create_connection(("127.0.0.1", port), timeout=5) as fast:
            fast.sendall(b"GET /api/games HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
            assert fast.recv(100).startswith(b"HTTP/1.1 200")
        time.sleep(1.0)
        assert slow.recv(100) == b""  # closed by the server
        slow.close()
    finally:
        server.should_exit = True
        thread.join(10)


def test_a_push_to_many_spectators_builds_their_view_once(tmp_path, monkeypatch):
    from meeple.web import views

    limits = replace(SMALL, sockets_per_game=20, sockets_per_address=20)
    with start(f"sqlite:///{tmp_path / 'm.db'}", limits=limits) as client:
        game_id, tokens = new_game(client)
        with contextlib.ExitStack() as stack:
            sockets = [stack.enter_context(live_socket(client, game_id)) for _ in range(8)]
            assert {ws.receive_json()["move_number"] for ws in sockets} == {0}
            built = []
            real = views.build
            monkeypatch.setattr(views, "build", lambda live, seat, **kw: built.append(seat) or
                                real(live, seat, **kw))
            token, v = to_move(client, game_id, tokens)
            client.post(f"/api/games/{game_id}/moves", headers=auth(token),
                        json={"move": v["legal"][0], "move_number": v["move_number"]})
            assert {ws.receive_json()["move_number"] for ws in sockets} == {1}
            assert built.count(None) == 1  # one spectator view for all eight pushes
