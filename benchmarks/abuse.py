"""The abuse scenarios of issue 17 against a real `meeple serve` on 127.0.0.1, with a GET's
latency measured during each.

Starts `python -m meeple serve` on a free loopback port with a fresh SQLite file and its
default limits, then runs each scenario for SECONDS while a separate probe process sends
`GET /api/games/{id}` (a spectator's view of a small game) every 20 ms and records its
latency. Reports per scenario: what the attack's requests got (status counts), the GET's
p50/p95/max, and the server's resident memory and thread count after it. Traffic goes only to
127.0.0.1; every scenario is bounded in count and in time.

    PYTHONPATH=src python benchmarks/abuse.py [--seconds 8] [--only create,slow_headers]

Scenarios: baseline (nothing), create (8 clients creating games and clocked online games as fast
as they can), big_action (a record upload announcing a 50 MB action), malformed (deep JSON, a
50k-deep object, a 5,000-digit seed, a lone surrogate, a cross-site text/plain upload),
spectators (2,000 WebSockets on one game while it moves), slow_headers (1,000 connections
sending a header line a second), replays (200 replay steps of a 200-move game, 8 clients).
"""

from __future__ import annotations

import argparse
import asyncio
import collections
import json
import multiprocessing as mp
import os
import random
import sys
import tempfile
import time
from pathlib import Path

import httpx
import websockets

sys.path.insert(0, str(Path(__file__).parent))
from web_load import free_port  # noqa: E402

SRC = str(Path(__file__).resolve().parents[1] / "src")
GAME = {"game": "caylus", "players": 2, "seats": ["human", "human"]}
SETUP: dict = {}  # games made before the scenarios (`prepare`)


def start_server(port: int, db: str):
    import subprocess

    env = {**os.environ, "PYTHONPATH": SRC + os.pathsep + os.environ.get("PYTHONPATH", "")}
    proc = subprocess.Popen([sys.executable, "-m", "meeple", "serve", "--port", str(port), "--db", db],
                            env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = time.time() + 60
    while time.time() < deadline:
        try:
            httpx.get(f"http://127.0.0.1:{port}/api/games", timeout=1)
            return proc
        except httpx.TransportError:
            time.sleep(0.2)
    proc.kill()
    raise SystemExit("the server did not start")


# -- the probe (its own process: the attack's CPU use in this one does not delay it) ----------


def probe(url: str, stop, out) -> None:
    times = []
    with httpx.Client(timeout=30) as client:
        while not stop.is_set():
            start = time.perf_counter()
            try:
                ok = client.get(url).status_code == 200
            except httpx.HTTPError:
                ok = False
            times.append(time.perf_counter() - start if ok else float("inf"))
            time.sleep(0.02)
    out.send(times)


def server_stats(pid: int) -> tuple[float, int]:
    """Resident MB and threads of the server process."""
    fields = dict(line.split(":", 1) for line in Path(f"/proc/{pid}/status").read_text().splitlines())
    return int(fields["VmRSS"].split()[0]) / 1024, int(fields["Threads"])


# -- scenarios: each an async function (base, seconds, counts) ---------------------------------


async def baseline(base: str, seconds: float, counts: collections.Counter) -> None:
    await asyncio.sleep(seconds)


async def create(base: str, seconds: float, counts: collections.Counter) -> None:
    until = time.perf_counter() + seconds
    bodies = [GAME, GAME | {"mode": "online", "clock": 60}]

    async def worker(client: httpx.AsyncClient, i: int) -> None:
        while time.perf_counter() < until:
            r = await client.post("/api/games", json=bodies[i % 2])
            counts[r.status_code] += 1
    async with httpx.AsyncClient(base_url=base, timeout=30) as client:
        await asyncio.gather(*(worker(client, i) for i in range(8)))


async def big_action(base: str, seconds: float, counts: collections.Counter) -> None:
    """Announce a 50 MB record (one huge action) and send its first megabyte."""
    until = time.perf_counter() + seconds
    host, port = base.removeprefix("http://").split(":")
    head = (b'{"format": 1, "game": "caylus", "options": {}, "players": 2, "seed": 1, '
            b'"actions": ["')
    size = 50_000_000

    async def worker() -> None:
        while time.perf_counter() < until:
            reader, writer = await asyncio.open_connection(host, int(port))
            writer.write(f"POST /api/records HTTP/1.1\r\nHost: {host}\r\nContent-Type: application/json"
                         f"\r\nContent-Length: {size}\r\n\r\n".encode() + head + b"x" * 1_000_000)
            try:
                await writer.drain()
                line = await asyncio.wait_for(reader.readline(), 10)
                counts[int(line.split()[1]) if line else "closed"] += 1
            except (ConnectionError, TimeoutError, IndexError, ValueError):
                counts["reset"] += 1
            writer.close()
    await asyncio.gather(*(worker() for _ in range(4)))


def malformed_bodies() -> list[tuple[bytes, str]]:
    game = json.dumps(GAME)[:-1].encode()
    return [
        (b"[" * 20_000 + b"]" * 20_000, "application/json"),
        (b'{"a":' * 50_000 + b"1" + b"}" * 50_000, "application/json"),
        (game + b', "seed": ' + b"9" * 5000 + b"}", "application/json"),
        (game + b', "options": {"x": "\\ud800"}}', "application/json"),
        (json.dumps({"format": 1, "game": "caylus", "options": {}, "players": 2, "seed": 1,
                     "actions": []}).encode(), "text/plain"),
    ]


async def malformed(base: str, seconds: float, counts: collections.Counter) -> None:
    until = time.perf_counter() + seconds
    bodies = malformed_bodies()

    async def worker(client: httpx.AsyncClient, i: int) -> None:
        k = i
        while time.perf_counter() < until:
            body, kind = bodies[k % len(bodies)]
            path = "/api/records" if k % 2 else "/api/games"
            k += 1
            try:
                r = await client.post(path, content=body, headers={"Content-Type": kind})
                counts[r.status_code] += 1
            except httpx.TransportError:
                counts["reset"] += 1
    async with httpx.AsyncClient(base_url=base, timeout=30) as client:
        await asyncio.gather(*(worker(client, i) for i in range(6)))


async def spectators(base: str, seconds: float, counts: collections.Counter, sockets: int = 2000) -> None:
    """Open `sockets` WebSockets on one game (all at once, 200 handshakes in flight), then move
    every 0.5 s for `seconds` while every open socket reads its pushes."""
    async with httpx.AsyncClient(base_url=base, timeout=30) as client:
        game_id, tokens = SETUP["spectators"]
        url = base.replace("http", "ws") + f"/api/games/{game_id}/live"
        gate = asyncio.Semaphore(200)  # handshakes in flight: this client is one process too
        done = asyncio.Event()

        async def watch() -> None:
            try:
                async with gate:
                    ws = await websockets.connect(url, open_timeout=30)
                async with ws:
                    await ws.send("{}")
                    if "error" in json.loads(await ws.recv()):
                        counts["refused"] += 1
                        return
                    counts["watching" if not done.is_set() else "opened after the window"] += 1
                    while not done.is_set():
                        reader = asyncio.ensure_future(ws.recv())
                        stop = asyncio.ensure_future(done.wait())
                        finished, _ = await asyncio.wait({reader, stop}, return_when=asyncio.FIRST_COMPLETED)
                        if reader in finished:
                            counts["pushes received"] += 1
                        else:
                            reader.cancel()
                        stop.cancel()
            except websockets.exceptions.InvalidStatus:
                counts["refused at the handshake"] += 1
            except (OSError, websockets.exceptions.WebSocketException, TimeoutError):
                counts["failed"] += 1

        async def mover() -> None:
            await asyncio.sleep(2)  # most sockets are open or refused by then
            until = time.perf_counter() + seconds
            while time.perf_counter() < until:
                try:
                    public = (await client.get(f"/api/games/{game_id}")).json()
                    auth = {"Authorization": f"Bearer {tokens[str(public['current_player'])]}"}
                    v = (await client.get(f"/api/games/{game_id}", headers=auth)).json()
                    r = await client.post(f"/api/games/{game_id}/moves", headers=auth,
                                          json={"move": v["legal"][0], "move_number": v["move_number"]})
                    counts[f"move {r.status_code}"] += 1
                except httpx.TransportError:  # a pooled connection closed as it was reused
                    counts["move: connection lost"] += 1
                await asyncio.sleep(0.5)
            done.set()
        await asyncio.gather(mover(), *(watch() for _ in range(sockets)))


async def slow_headers(base: str, seconds: float, counts: collections.Counter, conns: int = 1000) -> None:
    host, port = base.removeprefix("http://").split(":")
    until = time.perf_counter() + max(seconds, 12)  # past the server's 10 s header deadline

    async def slow() -> None:
        try:
            reader, writer = await asyncio.open_connection(host, int(port))
        except OSError:
            counts["connect failed"] += 1
            return
        writer.write(f"GET /api/games HTTP/1.1\r\nHost: {host}\r\n".encode())
        try:
            while time.perf_counter() < until:
                await asyncio.sleep(1)
                writer.write(b"X-Slow: 1\r\n")
                await writer.drain()
                if reader.at_eof():
                    break
            data = await asyncio.wait_for(reader.read(100), 0.01) if reader.at_eof() else None
            counts["closed by server" if data == b"" or reader.at_eof() else "still open"] += 1
        except (ConnectionError, TimeoutError):
            counts["closed by server"] += 1
        writer.close()
    await asyncio.gather(*(slow() for _ in range(conns)))


async def prepare(base: str, moves: int = 200) -> None:
    """The games the scenarios use, made before any flood uses up the address's creations:
    one to watch, one of `moves` random moves to replay."""
    rng = random.Random(1)
    async with httpx.AsyncClient(base_url=base, timeout=30) as client:
        made = (await client.post("/api/games", json=GAME | {"seed": 3})).json()
        SETUP["spectators"] = made["id"], made["tokens"]
        made = (await client.post("/api/games", json=GAME | {"seed": 5})).json()
        game_id, tokens = made["id"], made["tokens"]
        for _ in range(moves):
            public = (await client.get(f"/api/games/{game_id}")).json()
            if public["is_terminal"]:
                break
            auth = {"Authorization": f"Bearer {tokens[str(public['current_player'])]}"}
            v = (await client.get(f"/api/games/{game_id}", headers=auth)).json()
            await client.post(f"/api/games/{game_id}/moves", headers=auth,
                              json={"move": rng.choice(v["legal"]), "move_number": v["move_number"]})
        SETUP["replays"] = game_id, len((await client.get(f"/api/games/{game_id}")).json()["history"])


async def replays(base: str, seconds: float, counts: collections.Counter, requests: int = 200) -> None:
    """`requests` replay steps at random (the issue's 200), 8 clients at once."""
    game_id, total = SETUP["replays"]
    until = time.perf_counter() + seconds
    left = [requests]
    async with httpx.AsyncClient(base_url=base, timeout=30) as client:
        async def worker(i: int) -> None:
            r2 = random.Random(i)
            while time.perf_counter() < until and left[0] > 0:
                left[0] -= 1
                r = await client.get(f"/api/games/{game_id}/replay", params={"step": r2.randint(0, total)})
                counts[r.status_code] += 1
        await asyncio.gather(*(worker(i) for i in range(8)))
    counts["moves in the game"] = total


SCENARIOS = {f.__name__: f for f in (baseline, create, big_action, malformed, spectators,
                                     slow_headers, replays)}


def percentile(xs: list[float], q: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(q * len(xs)))] if xs else float("nan")


def run(name: str, base: str, probe_url: str, seconds: float, pid: int) -> dict:
    stop = mp.Event()
    receive, send = mp.Pipe(duplex=False)
    prober = mp.Process(target=probe, args=(probe_url, stop, send), daemon=True)
    counts: collections.Counter = collections.Counter()
    load = os.getloadavg()[0]
    prober.start()
    time.sleep(0.5)
    started = time.perf_counter()
    try:
        asyncio.run(SCENARIOS[name](base, seconds, counts))
    except Exception as e:  # reported in the table: the scenario broke, not the benchmark
        counts[f"client error {type(e).__name__}"] += 1
    finally:
        stop.set()
    elapsed = time.perf_counter() - started
    times = receive.recv()
    prober.join()
    rss, threads = server_stats(pid)
    ms = [t * 1000 for t in times]
    return {"scenario": name, "attack": dict(counts), "seconds": elapsed, "gets": len(ms),
            "failed": sum(t == float("inf") for t in ms), "p50": percentile(ms, 0.5),
            "p95": percentile(ms, 0.95), "max": max(ms) if ms else float("nan"),
            "rss_mb": rss, "threads": threads, "load": load}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seconds", type=float, default=8.0)
    parser.add_argument("--only", default=",".join(SCENARIOS))
    args = parser.parse_args()
    port = free_port()
    base = f"http://127.0.0.1:{port}"
    with tempfile.TemporaryDirectory() as tmp:
        proc = start_server(port, f"sqlite:///{Path(tmp) / 'abuse.db'}")
        try:
            game_id = httpx.post(base + "/api/games", json=GAME | {"seed": 1}).json()["id"]
            asyncio.run(prepare(base))
            rows = []
            for name in args.only.split(","):
                row = run(name, base, f"{base}/api/games/{game_id}", args.seconds, proc.pid)
                rows.append(row)
                print(json.dumps(row), flush=True)
                time.sleep(2)
        finally:
            proc.terminate()
            proc.wait(30)
    print(f"\n{os.cpu_count()} cores; load average at the end {os.getloadavg()[0]:.1f}\n")
    print("| scenario | what the attack got | GETs | GET p50 ms | GET p95 ms | GET max ms "
          "| server RSS MB | threads | load avg |")
    print("|---|---|---:|---:|---:|---:|---:|---:|---:|")
    for r in rows:
        attack = ", ".join(f"{k}: {v}" for k, v in r["attack"].items()) or "—"
        print(f"| {r['scenario']} | {attack} | {r['gets']} ({r['failed']} failed) | {r['p50']:.1f} "
              f"| {r['p95']:.1f} | {r['max']:.0f} | {r['rss_mb']:.0f} | {r['threads']} | {r['load']:.1f} |")


if __name__ == "__main__":
    main()
