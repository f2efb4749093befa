"""MCTS speed: iterations per second at three fixed mid-game positions of each game, on one
core (the positions of `meeple bench GAME --bot SPEC`), as a Markdown table for the README.

    python benchmarks/mcts_speed.py [--spec mcts] [--seconds 3] [--players 2] [--only caylus]

The goal of the bots issue is >= 2,000 iterations/s with depth-cut rollouts. A benchmark,
not a test: run it on an idle machine (figures drop with the load of other processes).
"""

from __future__ import annotations

import argparse
import os

import meeple
from meeple import bots
from meeple.cli.bench import bench_bot

GAMES = ("caylus", "tzolkin", "teotihuacan", "borabora")


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--spec", default="mcts", help="the search bot (default mcts)")
    p.add_argument("--seconds", type=float, default=3.0, help="search time per game and player count")
    p.add_argument("--players", default="2", help="player counts, comma-separated (default 2)")
    p.add_argument("--only", default=",".join(GAMES))
    p.add_argument("--seed", type=int, default=0)
    args = p.parse_args()
    bots.make(args.spec, 0)  # a clear error for a bad spec
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    print(f"`{args.spec}`, {args.seconds:g} s per line, load average {load:.1f} at the start\n")
    print("| game | players | quarter | half | three quarters | mean iterations/s |")
    print("|---|---|---|---|---|---|")
    for name in args.only.split(","):
        game = meeple.load(name)
        for players in (int(x) for x in args.players.split(",")):
            if players not in game.player_counts:
                continue
            r = bench_bot(game, players, args.spec, args.seconds, args.seed)
            print(f"| {name} | {players} | {r[0]:,.0f} | {r[1]:,.0f} | {r[2]:,.0f} "
                  f"| {sum(r) / len(r):,.0f} |", flush=True)


if __name__ == "__main__":
    main()
