"""kill -9 of a real `meeple serve` process loses no acknowledged move."""

from __future__ import annotations

import os
import random
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import httpx
import pytest

SRC = str(Path(__file__).resolve().parents[2] / "src")


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def serve(db: str, port: int) -> subprocess.Popen:
    env = {**os.environ, "PYTHONPATH": SRC + os.pathsep + os.environ.get("PYTHONPATH", "")}
    proc = subprocess.Popen([sys.executable, "-m", "meeple", "serve", "--port", str(port), "--db", db],
                            env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    deadline = time.time() + 30
    while time.time() < deadline:
        try:
            if httpx.get(f"http://127.0.0.1:{port}/api/games", timeout=1).status_code == 200:
                return proc
        except httpx.TransportError:
            time.sleep(0.1)
        if proc.poll() is not None:
            break
    proc.kill()
    pytest.fail(f"meeple serve did not start: {proc.stdout.read().decode()[-2000:]}")


def test_kill_9_loses_no_acknowledged_move(tmp_path):
    db = f"sqlite:///{tmp_path / 'kill.db'}"
    port = free_port()
    proc = serve(db, port)
    base = f"http://127.0.0.1:{port}"
    rng = random.Random(1)
    acknowledged = {}
    try:
        with httpx.Client(base_url=base, timeout=10) as http:
            for game, players in (("caylus", 2), ("borabora", 3)):
                made = http.post("/api/games", json={"game": game, "players": players,
                                                     "seats": ["human"] * players, "seed": 5}).json()
                game_id, tokens = made["id"], made["tokens"]
                for _ in range(25):
                    seat = http.get(f"/api/games/{game_id}").json()["current_player"]
                    headers = {"Authorization": f"Bearer {tokens[str(seat)]}"}
                    v = http.get(f"/api/games/{game_id}", headers=headers).json()
                    r = http.post(f"/api/games/{game_id}/moves", headers=headers,
                                  json={"move": rng.choice(v["legal"]), "move_number": v["move_number"]})
                    assert r.status_code == 200
                    acknowledged[game_id] = r.json()["history"]
    finally:
        os.kill(proc.pid, signal.SIGKILL)
        proc.wait()
    proc = serve(db, port)
    try:
        with httpx.Client(base_url=base, timeout=10) as http:
            for game_id, history in acknowledged.items():
                assert http.get(f"/api/games/{game_id}").json()["history"] == history
    finally:
        proc.terminate()
        proc.wait(timeout=10)
