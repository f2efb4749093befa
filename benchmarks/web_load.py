"""Load on the web app: many concurrent hot-seat games played over loopback HTTP.

Starts `python -m meeple serve` on a free loopback port with a fresh SQLite file, creates
GAMES games (the four games in turn, all seats human), then one client task per game plays
random legal moves until SECONDS have passed or each game has played MOVES moves. Reports
moves/s and the p50/p95/p99 latency of a move (POST .../moves: apply, commit, answer the new
view; no bot thinks). Traffic goes only to 127.0.0.1 and the run is bounded in time and count.

With `--pace 0` every client moves again as soon as it has its answer: the server is saturated
and the latency is mostly queueing (100 clients share one Python process), so the figure to
read is moves/s. With `--pace S` each client thinks a random time of mean S seconds before each
move, as people do: the latency is then what a player feels with that many games in play.

    PYTHONPATH=src python benchmarks/web_load.py [--games 100] [--seconds 20] [--moves 200] [--pace 2]
"""

from __future__ import annotations

import argparse
import asyncio
import os
import random
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import httpx

GAMES = [("caylus", 3), ("tzolkin", 2), ("teotihuacan", 2), ("borabora", 2)]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def start_server(port: int, db: str) -> subprocess.Popen:
    src = str(Path(__file__).resolve().parents[1] / "src")
    env = {**os.environ, "PYTHONPATH": src + os.pathsep + os.environ.get("PYTHONPATH", "")}
    # Every simulated user comes from 127.0.0.1: lift the per-address limits.
    many = ["--games-per-minute", "1000000", "--sockets-per-address", "1000000"]
    proc = subprocess.Popen([sys.executable, "-m", "meeple", "serve", "--port", str(port), "--db", db, *many],
                            env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = time.time() + 30
    while time.time() < deadline:
        try:
            httpx.get(f"http://127.0.0.1:{port}/api/catalog", timeout=1)
            return proc
        except httpx.TransportError:
            time.sleep(0.2)
    proc.kill()
    raise SystemExit("the server did not start")


async def play(client: httpx.AsyncClient, index: int, until: float, moves: int, pace: float,
               latencies: list[float], ready: asyncio.Barrier) -> None:
    game, players = GAMES[index % len(GAMES)]
    made = (await client.post("/api/games", json={"game": game, "players": players,
                                                  "seats": ["human"] * players, "seed": index})).json()
    game_id, tokens = made["id"], made["tokens"]
    rng = random.Random(index)
    seat = (await client.get(f"/api/games/{game_id}")).json()["current_player"]
    view = (await client.get(f"/api/games/{game_id}", headers=auth(tokens[str(seat)]))).json()
    await ready.wait()  # every game exists: measure the steady state, not the creation burst
    for _ in range(moves):
        if pace:
            await asyncio.sleep(rng.expovariate(1 / pace))
        if time.time() > until or view["is_terminal"]:
            return
        body = {"move": rng.choice(view["legal"]), "move_number": view["move_number"]}
        t = time.perf_counter()
        r = await client.post(f"/api/games/{game_id}/moves", headers=auth(tokens[str(seat)]), json=body)
        latencies.append(time.perf_counter() - t)
        r.raise_for_status()
        view = r.json()
        if view["current_player"] != seat and not view["is_terminal"]:
            seat = view["current_player"]
            view = (await client.get(f"/api/games/{game_id}", headers=auth(tokens[str(seat)]))).json()


def auth(token: str) -> dict:
    return {"Authorization": f"Bearer {token}"}


async def run(port: int, games: int, seconds: float, moves: int, pace: float) -> list[float]:
    latencies: list[float] = []
    limits = httpx.Limits(max_connections=games)
    async with httpx.AsyncClient(base_url=f"http://127.0.0.1:{port}", timeout=60, limits=limits) as client:
        until = time.time() + seconds
        ready = asyncio.Barrier(games)
        await asyncio.gather(*(play(client, i, until, moves, pace, latencies, ready)
                               for i in range(games)))
    return latencies


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--games", type=int, default=100)
    p.add_argument("--seconds", type=float, default=20.0)
    p.add_argument("--moves", type=int, default=200, help="at most this many moves per game")
    p.add_argument("--pace", type=float, default=0.0, help="mean thinking time before a move (s)")
    args = p.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        port = free_port()
        proc = start_server(port, f"sqlite:///{tmp}/load.db")
        try:
            t = time.perf_counter()
            latencies = asyncio.run(run(port, args.games, args.seconds, args.moves, args.pace))
            elapsed = time.perf_counter() - t
        finally:
            proc.terminate()
            proc.wait(timeout=10)
    ms = sorted(x * 1000 for x in latencies)
    q = statistics.quantiles(ms, n=100)
    paced = f"clients think {args.pace:g} s on average" if args.pace else "no thinking time"
    print(f"{args.games} concurrent games ({paced}), {len(ms)} moves in {elapsed:.1f} s "
          f"(incl. creating the games and reading views): {len(ms) / elapsed:.0f} moves/s")
    print(f"move latency: p50 {q[49]:.1f} ms, p95 {q[94]:.1f} ms, p99 {q[98]:.1f} ms, max {ms[-1]:.1f} ms")


if __name__ == "__main__":
    main()
