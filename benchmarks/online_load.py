"""Load on online play: 200 WebSocket clients over 100 online games, on one server process with
SQLite and on two processes sharing one PostgreSQL database.

Each game has two human seats; each seat is one client: a WebSocket (`/live`, token first) that
receives its seat's view, and when the view says it is to move, a random legal move POSTed
after a think time (mean `--pace` seconds; 0: at once). With two processes, a game's two seats
talk to different processes, so every move crosses processes through LISTEN/NOTIFY. Reported
per configuration: moves/s, the p50/p95/p99 latency of a move (POST: apply, commit, answer)
and of its push (answer to the other seat's WebSocket receiving the new position), and the
check that no move was lost or duplicated: each game's row holds exactly the acknowledged moves,
in order, and replays. Loopback only; each configuration is bounded by `--seconds`.

    PYTHONPATH=src python benchmarks/online_load.py [--games 100] [--seconds 20] [--pace 0.5]
        [--pg URL]   (without --pg a PostgreSQL server is started from tests/support/pgserver.py)
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import random
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import httpx
import websockets
from sqlalchemy import create_engine, text
from web_load import free_port, start_server  # benchmarks/ is the script's first path entry

ROOT = Path(__file__).resolve().parents[1]
GAMES = ["caylus", "tzolkin", "teotihuacan", "borabora"]


class Stats:
    def __init__(self) -> None:
        self.moves: list[float] = []  # POST latencies (s)
        self.pushes: list[float] = []  # POST sent -> the other seat's socket has the move (s)
        self.conflicts = 0
        self.elapsed = 0.0
        self.sent: dict[tuple[str, int], tuple[float, str]] = {}  # (game, position) -> (time, mover)
        self.acknowledged: dict[str, dict[int, str]] = {}  # game -> move number -> notation


async def seat(base: str, http: httpx.AsyncClient, game_id: str, token: str, until: float,
               pace: float, rng: random.Random, stats: Stats) -> None:
    url = base.replace("http", "ws") + f"/api/games/{game_id}/live"
    tried = -1
    async with websockets.connect(url, max_size=None, open_timeout=30) as ws:
        await ws.send(json.dumps({"token": token}))  # the first message authenticates
        while time.perf_counter() < until:
            try:
                view = json.loads(await asyncio.wait_for(ws.recv(), until - time.perf_counter()))
            except TimeoutError:
                return
            n = view["move_number"]
            sent = stats.sent.get((game_id, n))
            if sent is not None and sent[1] != token:
                stats.pushes.append(time.perf_counter() - sent[0])
                del stats.sent[(game_id, n)]
            if not view["legal"] or n <= tried or view["is_terminal"]:
                continue
            tried = n
            if pace:
                await asyncio.sleep(rng.expovariate(1 / pace))
            move = rng.choice(view["legal"])
            start = time.perf_counter()
            stats.sent[(game_id, n + 1)] = (start, token)
            r = await http.post(f"/api/games/{game_id}/moves", json={"move": move, "move_number": n},
                                headers={"Authorization": f"Bearer {token}"})
            done = time.perf_counter()
            if r.status_code == 409:
                stats.conflicts += 1
                continue
            r.raise_for_status()
            stats.moves.append(done - start)
            stats.acknowledged.setdefault(game_id, {})[n] = move


def pct(values: list[float], q: float) -> float:
    if not values:
        return float("nan")
    values = sorted(values)
    return values[min(len(values) - 1, int(q * len(values)))] * 1000


async def run(bases: list[str], games: int, seconds: float, pace: float, seed: int) -> Stats:
    stats = Stats()
    clients = [httpx.AsyncClient(base_url=b, timeout=60, limits=httpx.Limits(max_connections=400))
               for b in bases]
    try:
        made = []
        for i in range(games):
            r = await clients[0].post("/api/games", json={
                "game": GAMES[i % len(GAMES)], "players": 2, "seats": ["human", "human"],
                "mode": "online"})  # online: the server draws the seed
            r.raise_for_status()
            made.append((r.json()["id"], r.json()["tokens"]))
        until = time.perf_counter() + seconds
        rng = random.Random(seed)
        tasks = []
        for i, (game_id, tokens) in enumerate(made):
            for s in (0, 1):
                k = (i + s) % len(bases)  # two processes: the two seats of a game on different ones
                tasks.append(seat(bases[k], clients[k], game_id, tokens[str(s)], until, pace,
                                  random.Random(rng.random()), stats))
        start = time.perf_counter()
        await asyncio.gather(*tasks)
        stats.elapsed = time.perf_counter() - start
    finally:
        for c in clients:
            await c.aclose()
    return stats


def verify(db: str, stats: Stats) -> tuple[int, list[str]]:
    """Every game's row against the acknowledged moves; each row replays. (games, problems)"""
    sys.path.insert(0, str(ROOT / "src"))
    from meeple.web.service import replay

    problems = []
    engine = create_engine(db)
    with engine.connect() as c:
        rows = c.execute(text("SELECT id, game, players, options, seed, actions FROM games")).all()
    engine.dispose()
    for game_id, game, players, options, seed_, actions in rows:
        if isinstance(actions, str):
            actions = json.loads(actions)
            options = json.loads(options)
        acked = stats.acknowledged.get(game_id, {})
        expected = [acked.get(i) for i in range(len(actions))]
        if expected != actions or len(acked) != len(actions):
            problems.append(f"{game_id}: row {len(actions)} moves, acknowledged {len(acked)}")
        try:
            replay({"game": game, "players": players, "options": options, "seed": seed_,
                    "actions": actions})
        except Exception as e:
            problems.append(f"{game_id}: does not replay: {e}")
    return len(rows), problems


def report(name: str, stats: Stats, db: str) -> None:
    games, problems = verify(db, stats)
    n = len(stats.moves)
    print(f"| {name} | {n} | {n / stats.elapsed:.0f} | {pct(stats.moves, .5):.1f} | "
          f"{pct(stats.moves, .95):.1f} | {pct(stats.moves, .99):.1f} | {pct(stats.pushes, .5):.1f} | "
          f"{pct(stats.pushes, .95):.1f} | {stats.conflicts} | "
          f"{'none' if not problems else '; '.join(problems[:3])} ({games} games checked) |", flush=True)


def configuration(name: str, db: str, processes: int, args) -> None:
    ports = [free_port() for _ in range(processes)]
    procs = []
    try:
        for p in ports:  # one after the other: each migrates the schema at start-up
            procs.append(start_server(p, db))
        stats = asyncio.run(run([f"http://127.0.0.1:{p}" for p in ports], args.games, args.seconds,
                                args.pace, args.seed))
    finally:
        for proc in procs:
            proc.terminate()
            with contextlib.suppress(subprocess.TimeoutExpired):
                proc.wait(timeout=10)
    report(name, stats, db)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seconds", type=float, default=20.0, help="per configuration (<= 60)")
    parser.add_argument("--pace", type=float, default=0.5, help="mean think time before a move (s)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--pg", default=None, help="a PostgreSQL URL (default: start one)")
    args = parser.parse_args()
    args.seconds = min(args.seconds, 60.0)
    print(f"{args.games} online games, {2 * args.games} WebSocket clients, {args.seconds:.0f} s each, "
          f"think time {args.pace} s\n")
    print("| configuration | moves | moves/s | p50 ms | p95 ms | p99 ms | seen p50 ms | seen p95 ms "
          "| 409s | lost/duplicated |")
    print("|---|---|---|---|---|---|---|---|---|---|")
    with tempfile.TemporaryDirectory() as tmp:
        configuration("1 process, SQLite", f"sqlite:///{tmp}/load.db", 1, args)
    if args.pg:
        configuration("2 processes, PostgreSQL", args.pg, 2, args)
        return
    sys.path.insert(0, str(ROOT / "tests" / "support"))
    from pgserver import postgres_server

    with postgres_server() as url:
        configuration("2 processes, PostgreSQL", url, 2, args)


if __name__ == "__main__":
    main()
