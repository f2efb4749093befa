"""Engine speed of several builds side by side: random playouts, clone and legal_actions µs,
MCTS iterations/s and the pyspiel loop, each build against the first one, in the same run.

    python benchmarks/engine_speed.py --build today=../speed-base/src --build pure=src \\
        [--build compiled=build/compiled] [--rounds 5] [--seconds 1] [--only caylus] [--out f.json]

Each build is a source (or install) folder put first on PYTHONPATH of a fresh interpreter.
The machine is noisy and shared, so the measurements are interleaved: each round measures
every line once on every build (the builds' order rotating between rounds), and the table
gives the median of the rounds and their range. The load average is printed with it.
A benchmark, not a test.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import time

GAMES = ("caylus", "tzolkin", "teotihuacan", "borabora")


# -- the worker: one build, one game, in this interpreter --------------------------------------

def playouts(game, players: int, seconds: float) -> dict[str, float]:
    """Random games for about `seconds`, then clone and legal_actions µs on sampled states."""
    rng = random.Random(players)
    games = decisions = 0
    sampled = []
    start = time.perf_counter()
    while time.perf_counter() - start < seconds or not games:
        state = game.new_game(players=players, seed=rng.randrange(2**31))
        while not state.is_terminal():
            state.apply(rng.choice(state.legal_actions()))
            decisions += 1
            if decisions % 97 == 0 and len(sampled) < 200:
                sampled.append(state.clone())
        games += 1
    elapsed = time.perf_counter() - start
    return {"games_per_s": games / elapsed, "decisions_per_s": decisions / elapsed,
            "clone_us": per_call([s.clone for s in sampled]),
            "legal_us": per_call([s._legal_actions for s in sampled])}


def per_call(calls: list, reps: int = 50) -> float:
    start = time.perf_counter()
    for _ in range(reps):
        for call in calls:
            call()
    return (time.perf_counter() - start) / (reps * max(1, len(calls))) * 1e6


def mcts_rate(game, players: int, seconds: float) -> float:
    """MCTS iterations/s from the position halfway through a seeded random game."""
    from meeple import bots
    rng = random.Random(1)
    state = game.new_game(players=players, seed=1)
    moves = []
    while not state.is_terminal():
        moves.append(rng.choice(state.legal_actions()))
        state.apply(moves[-1])
    state = game.new_game(players=players, seed=1)
    for a in moves[: len(moves) // 2]:
        state.apply(a)
    bot = bots.make("mcts", 0)
    bot.seconds = seconds
    start = time.perf_counter()
    bot.search(state)
    return bot.last_iterations / (time.perf_counter() - start)


def pyspiel_rate(name: str, players: int, seconds: float) -> float:
    """Decisions/s of random games through OpenSpiel: legal_actions + apply_action."""
    import pyspiel

    from meeple.adapters import openspiel as osp
    osp.register()
    spiel = pyspiel.load_game(f"meeple_{name}(players={players})")
    rng, n, seed = random.Random(0), 0, 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds or not n:
        state = spiel.new_initial_state(spiel.meeple.new_game(players=players, seed=seed))
        while not state.is_terminal():
            state.apply_action(rng.choice(state.legal_actions()))
            n += 1
        seed += 1
    return n / (time.perf_counter() - start)


def worker(name: str, seconds: float, extras: bool) -> None:
    import meeple
    game = meeple.load(name)
    out = {}
    for players in game.player_counts:
        out[f"{players}p"] = playouts(game, players, seconds)
    if extras:
        players = 2 if 2 in game.player_counts else game.player_counts[0]
        out[f"{players}p"]["mcts_per_s"] = mcts_rate(game, players, seconds)
        out[f"{players}p"]["pyspiel_per_s"] = pyspiel_rate(name, players, seconds)
    info = getattr(meeple, "build_info", lambda: "pure Python")()
    print(json.dumps({"build": info, "lines": out}))


# -- the driver ----------------------------------------------------------------------------------

def measure(path: str, name: str, seconds: float, extras: bool) -> dict:
    env = dict(os.environ, PYTHONPATH=os.path.abspath(path))
    cmd = [sys.executable, __file__, "--worker", name, "--seconds", str(seconds)]
    cmd += ["--extras"] if extras else []
    done = subprocess.run(cmd, env=env, capture_output=True, text=True, check=True)
    return json.loads(done.stdout)


def run(builds: list[tuple[str, str]], games: list[str], rounds: int, seconds: float) -> dict:
    """results[build][game][line][metric] = list of the rounds' figures."""
    results: dict = {label: {} for label, _ in builds}
    info: dict = {}
    for r in range(rounds):
        for name in games:
            turn = builds[r % len(builds):] + builds[: r % len(builds)]
            for label, path in turn:
                got = measure(path, name, seconds, extras=True)
                info[label] = got["build"]
                for line, figures in got["lines"].items():
                    slot = results[label].setdefault(name, {}).setdefault(line, {})
                    for metric, v in figures.items():
                        slot.setdefault(metric, []).append(v)
        print(f"round {r + 1}/{rounds} done, load {os.getloadavg()[0]:.1f}", file=sys.stderr)
    return {"results": results, "info": info}


def fmt(values: list[float], digits: int = 0) -> str:
    return f"{statistics.median(values):,.{digits}f} ({min(values):,.{digits}f}–{max(values):,.{digits}f})"


def table(data: dict, builds: list[str]) -> str:
    res, base = data["results"], builds[0]
    head = ["game", "players", "metric"] + builds + [f"{b} / {base}" for b in builds[1:]]
    rows = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    metrics = (("games_per_s", "games/s", 1), ("clone_us", "clone µs", 1),
               ("legal_us", "legal_actions µs", 1), ("mcts_per_s", "MCTS iterations/s", 0),
               ("pyspiel_per_s", "pyspiel decisions/s", 0))
    for name, lines in res[base].items():
        for line in lines:
            for key, label, digits in metrics:
                if key not in lines[line]:
                    continue
                cells = [fmt(res[b][name][line][key], digits) for b in builds]
                base_m = statistics.median(res[base][name][line][key])
                ratios = [statistics.median(res[b][name][line][key]) / base_m for b in builds[1:]]
                if key.endswith("_us"):  # a time: the speed-up is base / new
                    ratios = [1 / x for x in ratios]
                rows.append(f"| {name} | {line[:-1]} | {label} | " + " | ".join(cells) + " | "
                            + " | ".join(f"{x:.2f}×" for x in ratios) + " |")
    return "\n".join(rows)


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--build", action="append", default=[], metavar="LABEL=PATH")
    p.add_argument("--rounds", type=int, default=5)
    p.add_argument("--seconds", type=float, default=1.0, help="per line and round")
    p.add_argument("--only", default=",".join(GAMES))
    p.add_argument("--out", help="also write the raw figures to this JSON file")
    p.add_argument("--worker", help=argparse.SUPPRESS)
    p.add_argument("--extras", action="store_true", help=argparse.SUPPRESS)
    args = p.parse_args()
    if args.worker:
        worker(args.worker, args.seconds, args.extras)
        return
    builds = [tuple(b.split("=", 1)) for b in args.build]
    if len(builds) < 2:
        p.error("give at least two --build LABEL=PATH (the first is the reference)")
    load = os.getloadavg()
    data = run(builds, args.only.split(","), args.rounds, args.seconds)
    data["load_before"], data["load_after"] = load, os.getloadavg()
    if args.out:
        with open(args.out, "w") as f:
            json.dump(data, f, indent=1)
    print(f"{args.rounds} rounds of {args.seconds:g} s per line, interleaved; median (range); "
          f"load average {load[0]:.1f} before, {os.getloadavg()[0]:.1f} after")
    for label, info in data["info"].items():
        print(f"- {label}: {info}")
    print()
    print(table(data, [label for label, _ in builds]))


if __name__ == "__main__":
    main()
