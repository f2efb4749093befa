"""Bounded bots: the web takes only levels, plain bots and specs within its time per decision;
every bot it makes has a hard deadline, and shutdown stops a searching bot at once."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import threading
import time
from pathlib import Path

import httpx
from sqlalchemy import create_engine, text
from web_helpers import auth, new_game, start, view

import meeple
from meeple import bots
from meeple.web.seats import MAX_ITERATIONS, make_bot

SRC = str(Path(__file__).resolve().parents[2] / "src")
ENDLESS = ["mcts:iterations=999999999", "mcts:seconds=1e9", "mcts:seconds=inf", "mcts:seconds=nan",
           "mcts:max_seconds=100", f"mcts:iterations={MAX_ITERATIONS + 1}", "mcts:seconds=4"]


def test_an_endless_spec_is_refused_for_a_seat_and_a_handover(client):
    made = client.post("/api/games", json={"game": "caylus", "players": 2,
                                           "seats": ["human", "human"], "mode": "online"}).json()
    for spec in ENDLESS:
        r = client.post("/api/games", json={"game": "caylus", "players": 2, "seats": ["human", spec]})
        assert r.status_code == 400, (spec, r.json())
        assert "allows" in r.json()["error"] or "unknown seat" in r.json()["error"]
        r = client.post(f"/api/games/{made['id']}/seats/1/bot", headers=auth(made["creator"]),
                        json={"spec": spec})
        assert r.status_code == 400, (spec, r.json())
    assert view(client, made["id"])["seats"][1]["spec"] == "human"
    assert len(client.get("/api/games").json()["games"]) == 1


def test_levels_plain_bots_and_bounded_specs_are_accepted(client):
    for spec in [*bots.LEVELS, "random", "greedy", "mcts:seconds=0.5", "mcts:iterations=200"]:
        r = client.post("/api/games", json={"game": "caylus", "players": 2, "seats": ["human", spec]})
        assert r.status_code == 200, (spec, r.json())
    offered = {s["spec"] for b in client.get("/api/catalog").json()["seats"] for s in b["specs"]}
    assert offered == {"human", "random", "greedy", *bots.LEVELS}


def test_every_bot_the_server_makes_ends_by_its_deadline():
    state = meeple.load("caylus").new_game(2, seed=1)
    bot = make_bot("mcts:iterations=1000000000", 1, 0.2, None)
    assert bot.max_seconds == 0.2
    start_time = time.perf_counter()
    assert bot.choose(state) in state.legal_actions()
    assert time.perf_counter() - start_time < 10  # without the cap: hours
    assert make_bot("mcts:max_seconds=0.1", 1, 0.2, None).max_seconds == 0.1  # a lower own cap stays
    stop = threading.Event()
    stop.set()
    stopped = make_bot("mcts:seconds=1000", 1, 1000, stop)
    start_time = time.perf_counter()
    stopped.choose(state)
    assert time.perf_counter() - start_time < 10


def test_an_endless_bot_stored_before_the_rule_moves_within_the_cap(tmp_path):
    url = f"sqlite:///{tmp_path / 'meeple.db'}"
    with start(url) as client:
        game_id, _ = new_game(client, "caylus", 2, seats=["human", "human"])
    engine = create_engine(url)
    with engine.begin() as c:
        c.execute(text("UPDATE seats SET spec = 'mcts:iterations=999999999' WHERE game_id = :i"),
                  {"i": game_id})
    engine.dispose()
    with start(url, bot_max_seconds=0.2) as client:  # resumes the bot
        deadline = time.time() + 60
        while view(client, game_id)["move_number"] == 0 and time.time() < deadline:
            time.sleep(0.1)
        assert view(client, game_id)["move_number"] >= 1


def test_sigterm_stops_a_searching_bot_and_the_server_exits(tmp_path):
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    env = {**os.environ, "PYTHONPATH": SRC + os.pathsep + os.environ.get("PYTHONPATH", "")}
    proc = subprocess.Popen([sys.executable, "-m", "meeple", "serve", "--port", str(port), "--db",
                             f"sqlite:///{tmp_path / 'term.db'}", "--bot-max-seconds", "120"],
                            env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    base = f"http://127.0.0.1:{port}"
    try:
        deadline = time.time() + 30
        while time.time() < deadline:
            try:
                httpx.get(f"{base}/api/games", timeout=1)
                break
            except httpx.TransportError:
                time.sleep(0.1)
        made = httpx.post(f"{base}/api/games", timeout=10, json={
            "game": "caylus", "players": 2, "seats": ["mcts:seconds=120"] * 2}).json()
        assert httpx.get(f"{base}/api/games/{made['id']}", timeout=10).json()["thinking"] is not None
        time.sleep(0.5)
        proc.send_signal(signal.SIGTERM)
        proc.wait(timeout=20)  # without the stop event: the 120 s search first
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
    assert proc.returncode is not None
