"""A bot against the Teotibot (Teotihuacan solo): short resumable matches, seeds rotated.

    python benchmarks/teotihuacan_solo.py OUT.jsonl [--bot mcts:iterations=500]
        [--difficulty normal] [--first-seed 100] [--games 16] [--summary]

One JSON line per finished game (seed, the seat's VP, the Teotibot's, the seat's score
breakdown, seconds, load average), appended as each game ends: run it again with the same
file and only the missing seeds are played. `--summary` prints wins with a 95 % Wilson
interval, mean VP on each side, the mean breakdown, seconds a game and the load average.
A benchmark, not a test: run it in the background with `nice`.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import time
from pathlib import Path

import meeple
from meeple import bots


def wilson(wins: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95 % Wilson score interval of a win rate."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    d = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / d
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    return max(0.0, centre - half), min(1.0, centre + half)


def play(game, bot_spec: str, seed: int) -> dict:
    state = game.new_game(players=1, seed=seed)
    bot = bots.make(bot_spec, seed=seed + 7919)
    start = time.perf_counter()
    while not state.is_terminal():
        state.apply(bot.choose(state))
    return {"seed": seed, "vp": state.vp[0], "teotibot": state.bot_score(),
            "win": state.winners() == [0], "seconds": round(time.perf_counter() - start),
            "load": round(os.getloadavg()[0], 1), "breakdown": state.score_breakdown()[0]}


def summary(rows: list[dict]) -> str:
    n = len(rows)
    if not n:
        return "no games"
    wins = sum(r["win"] for r in rows)
    low, high = wilson(wins, n)
    mean = {k: round(sum(r["breakdown"][k] for r in rows) / n, 1) for k in rows[0]["breakdown"]}
    return (f"{wins}/{n} wins ({100 * wins / n:.0f} %, 95 % {100 * low:.0f}–{100 * high:.0f} %), "
            f"VP {sum(r['vp'] for r in rows) / n:.0f} vs the Teotibot's "
            f"{sum(r['teotibot'] for r in rows) / n:.0f}, "
            f"{sum(r['seconds'] for r in rows) / n:.0f} s a game at load "
            f"{sum(r['load'] for r in rows) / n:.1f}\n{mean}")


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("out", type=Path)
    p.add_argument("--bot", default="mcts:iterations=500")
    p.add_argument("--difficulty", default="normal")
    p.add_argument("--first-seed", type=int, default=100)
    p.add_argument("--games", type=int, default=16)
    p.add_argument("--summary", action="store_true", help="only print the file's summary")
    args = p.parse_args()
    rows = [json.loads(line) for line in args.out.read_text().splitlines() if line.strip()] \
        if args.out.exists() else []
    if not args.summary:
        game = meeple.load("teotihuacan", difficulty=args.difficulty)
        done = {r["seed"] for r in rows}
        for seed in range(args.first_seed, args.first_seed + args.games):
            if seed in done:
                continue
            row = play(game, args.bot, seed)
            rows.append(row)
            with args.out.open("a") as f:
                f.write(json.dumps(row) + "\n")
            print(f"seed {seed}: {row['vp']} vs {row['teotibot']}", flush=True)
    print(summary(rows))


if __name__ == "__main__":
    main()
