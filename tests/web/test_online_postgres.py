"""Several server processes on one PostgreSQL database: moves serialized by the row version
(exactly one of two concurrent moves wins, the other gets 409), stale caches reloaded, live
updates crossing processes through LISTEN/NOTIFY, and kill -9 of one process losing nothing."""

from __future__ import annotations

import contextlib
import json
import os
import random
import signal
import threading

import httpx
import pytest
from sqlalchemy import create_engine, text
from test_kill import free_port, serve
from web_helpers import auth, live_socket, start, view

pytestmark = pytest.mark.postgres


@pytest.fixture
def pg_url(postgres_url):
    engine = create_engine(postgres_url)
    with engine.begin() as c:
        c.execute(text("DROP TABLE IF EXISTS seats, games, alembic_version CASCADE"))
    engine.dispose()
    return postgres_url


def online(client, game="caylus", players=2, seed=1):
    r = client.post("/api/games", json={"game": game, "players": players, "seed": seed,
                                        "seats": ["human"] * players, "mode": "online"})
    assert r.status_code == 200, r.json()
    return r.json()["id"], r.json()["tokens"]


def mover_view(client, game_id, tokens):
    seat = view(client, game_id)["current_player"]
    return tokens[str(seat)], view(client, game_id, tokens[str(seat)])


def test_two_concurrent_moves_on_two_servers_exactly_one_wins(pg_url):
    with start(pg_url) as a, start(pg_url) as b:
        game_id, tokens = online(a)
        view(b, game_id)  # both processes have the game loaded
        rng = random.Random(1)
        for _ in range(6):
            token, v = mover_view(a, game_id, tokens)
            moves = rng.sample(v["legal"], 2)
            barrier = threading.Barrier(2)
            answers = []

            def send(client, move, token=token, n=v["move_number"], barrier=barrier, answers=answers):
                barrier.wait()
                answers.append(client.post(f"/api/games/{game_id}/moves", headers=auth(token),
                                           json={"move": move, "move_number": n}))

            threads = [threading.Thread(target=send, args=(c, m)) for c, m in zip((a, b), moves, strict=True)]
            for t in threads:
                t.start()
            for t in threads:
                t.join()
            codes = sorted(r.status_code for r in answers)
            assert codes == [200, 409], [r.json() for r in answers]
            won = next(r.json() for r in answers if r.status_code == 200)
            lost = next(r.json() for r in answers if r.status_code == 409)
            assert "look again" in lost["error"]
            # Both processes now agree on the one accepted move.
            assert view(a, game_id)["history"] == view(b, game_id)["history"] == won["history"]
            assert len(won["history"]) == v["move_number"] + 1


def test_a_process_with_a_stale_cache_cannot_commit_and_reloads(pg_url):
    with start(pg_url) as a, start(pg_url) as b:
        game_id, tokens = online(a)
        token, v = mover_view(a, game_id, tokens)
        service_b = b.app.state.service
        service_b.listener.stop()  # b hears nothing and does not check versions before moving:
        service_b.shared = False   # only the version in the UPDATE stands between it and a fork
        view(b, game_id)
        first = a.post(f"/api/games/{game_id}/moves", headers=auth(token),
                       json={"move": v["legal"][0], "move_number": 0}).json()
        assert view(b, game_id)["move_number"] == 0  # b's cache is behind
        r = b.post(f"/api/games/{game_id}/moves", headers=auth(token),
                   json={"move": v["legal"][1], "move_number": 0})
        assert r.status_code == 409 and "look again" in r.json()["error"]
        # Nothing forked: the row holds a's move only, and b reloaded it.
        engine = create_engine(pg_url)
        with engine.connect() as c:
            version, actions = c.execute(text("SELECT version, actions FROM games WHERE id = :i"),
                                         {"i": game_id}).one()
        engine.dispose()
        assert version == v["version"] + 1 and len(actions) == 1
        assert view(b, game_id)["history"] == first["history"]


def test_a_move_on_one_server_is_pushed_to_a_socket_on_the_other(pg_url):
    with start(pg_url) as a, start(pg_url) as b:
        game_id, tokens = online(a)
        token, v = mover_view(a, game_id, tokens)
        with live_socket(b, game_id) as ws:
            assert ws.receive_json()["move_number"] == 0
            r = a.post(f"/api/games/{game_id}/moves", headers=auth(token),
                       json={"move": v["legal"][0], "move_number": 0})
            assert r.status_code == 200
            pushed = ws.receive_json()  # woken by NOTIFY alone: nothing was asked of b
            assert pushed["move_number"] == 1 and pushed["history"] == r.json()["history"]
            assert pushed["observation"] == view(a, game_id)["observation"]


# -- real processes ----------------------------------------------------------------------------


@contextlib.contextmanager
def ws_open(base, game_id, token=None):
    """A live socket on a real server, authenticated by its first message."""
    from websockets.sync.client import connect

    with connect(base.replace("http", "ws") + f"/api/games/{game_id}/live", open_timeout=10) as ws:
        ws.send(json.dumps({"token": token} if token else {}))
        yield ws


def test_two_serve_processes_share_games_live_and_survive_kill_9(pg_url):

    ports = [free_port(), free_port()]
    procs = [serve(pg_url, ports[0]), serve(pg_url, ports[1])]
    bases = [f"http://127.0.0.1:{p}" for p in ports]
    secrets_ = []
    try:
        one, two = (httpx.Client(base_url=b, timeout=10) for b in bases)
        made = one.post("/api/games", json={"game": "borabora", "players": 2,
                                            "seats": ["human", "human"], "mode": "online"}).json()
        game_id, tokens = made["id"], made["tokens"]
        secrets_ = [*tokens.values(), made["creator"]]
        rng = random.Random(2)
        acknowledged = []
        with ws_open(bases[1], game_id, tokens["1"]) as ws:
            assert json.loads(ws.recv(timeout=10))["seat"] == 1
            for i in range(8):  # moves alternate between the two processes
                http = (one, two)[i % 2]
                seat = http.get(f"/api/games/{game_id}").json()["current_player"]
                v = http.get(f"/api/games/{game_id}", headers=auth(tokens[str(seat)])).json()
                r = http.post(f"/api/games/{game_id}/moves", headers=auth(tokens[str(seat)]),
                              json={"move": rng.choice(v["legal"]), "move_number": v["move_number"]})
                assert r.status_code == 200, r.json()
                acknowledged = r.json()["history"]
                # The page connected to process two sees every move live, wherever it was sent.
                while True:
                    pushed = json.loads(ws.recv(timeout=10))
                    if pushed["move_number"] == len(acknowledged):
                        break
            # kill -9 process one mid-game: nothing acknowledged is lost, two keeps serving.
            os.kill(procs[0].pid, signal.SIGKILL)
            procs[0].wait()
            assert two.get(f"/api/games/{game_id}").json()["move_number"] == len(acknowledged)
            seat = two.get(f"/api/games/{game_id}").json()["current_player"]
            v = two.get(f"/api/games/{game_id}", headers=auth(tokens[str(seat)])).json()
            r = two.post(f"/api/games/{game_id}/moves", headers=auth(tokens[str(seat)]),
                         json={"move": v["legal"][0], "move_number": v["move_number"]})
            assert r.status_code == 200
            acknowledged = r.json()["history"]
        # Restart process one: a page reconnecting to it resumes where the game is.
        procs[0] = serve(pg_url, ports[0])
        with ws_open(bases[0], game_id) as ws:
            resumed = json.loads(ws.recv(timeout=10))
            assert resumed["move_number"] == len(acknowledged) and resumed["seat"] is None
        assert one.get(f"/api/games/{game_id}").json()["history"] == two.get(
            f"/api/games/{game_id}").json()["history"]
    finally:
        logs = []
        for proc in procs:
            proc.terminate()
            try:
                out, _ = proc.communicate(timeout=10)
            except Exception:
                proc.kill()
                out, _ = proc.communicate()
            logs.append(out.decode(errors="replace"))
    for secret in secrets_:
        assert all(secret not in log for log in logs)


def test_restarted_process_reconnects_waiting_sockets(pg_url):
    """A socket dropped by a restart reconnects (as the page does) and resumes the game."""
    from websockets.exceptions import ConnectionClosed

    port = free_port()
    proc = serve(pg_url, port)
    base = f"http://127.0.0.1:{port}"
    try:
        with httpx.Client(base_url=base, timeout=10) as http:
            made = http.post("/api/games", json={"game": "caylus", "players": 2,
                                                 "seats": ["human", "human"], "mode": "online"}).json()
            game_id, tokens = made["id"], made["tokens"]
            with ws_open(base, game_id, tokens["0"]) as ws:
                assert json.loads(ws.recv(timeout=10))["move_number"] == 0
                proc.terminate()
                proc.wait(timeout=10)
                with pytest.raises((ConnectionClosed, TimeoutError)):
                    ws.recv(timeout=10)
            proc = serve(pg_url, port)
            with ws_open(base, game_id, tokens["0"]) as ws:
                first = json.loads(ws.recv(timeout=10))
                assert first["seat"] == 0 and first["move_number"] == 0
    finally:
        proc.terminate()
        proc.wait(timeout=10)


def test_a_link_revoked_on_one_server_closes_its_socket_on_the_other(pg_url):
    with start(pg_url) as a, start(pg_url) as b:
        r = a.post("/api/games", json={"game": "caylus", "players": 2, "seed": 1, "mode": "online",
                                       "seats": ["human", "human"]}).json()
        game_id, tokens = r["id"], r["tokens"]
        with live_socket(b, game_id, tokens['1']) as ws:
            assert ws.receive_json()["seat"] == 1
            shared = a.post(f"/api/games/{game_id}/seats/1/share", headers=auth(r["creator"]))
            assert shared.status_code == 200
            assert "not a seat" in ws.receive_json()["error"]
        assert b.get(f"/api/games/{game_id}", headers=auth(tokens["1"])).status_code == 403
        assert view(b, game_id, shared.json()["token"])["seat"] == 1
