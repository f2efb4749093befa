"""Machine instructions per random game of several builds, counted by valgrind (cachegrind,
no cache simulation): a speed measure that the load of a shared machine does not move
(run to run it varies by about 1 %), unlike the timings of engine_speed.py.

    python benchmarks/engine_instructions.py --build today=../speed-base/src --build pure=src \\
        [--build compiled=build/compiled] [--games 10] [--players 3] [--only caylus]

Each figure is (instructions of N games) - (instructions of 0 games), over N: the start-up
and imports cancel out. Needs valgrind (Debian: apt-get install valgrind).
"""

from __future__ import annotations

import argparse
import os
import random
import re
import subprocess
import sys

GAMES = ("caylus", "tzolkin", "teotihuacan", "borabora")


def play(name: str, players: int, games: int) -> None:
    import meeple
    game, rng = meeple.load(name), random.Random(0)
    for seed in range(games):
        state = game.new_game(players=players, seed=seed)
        while not state.is_terminal():
            state.apply(rng.choice(state.legal_actions()))


def instructions(path: str, name: str, players: int, games: int) -> int:
    cmd = ["valgrind", "--tool=cachegrind", "--cache-sim=no", "--cachegrind-out-file=/dev/null",
           sys.executable, __file__, "--play", name, str(players), str(games)]
    env = dict(os.environ, PYTHONPATH=os.path.abspath(path))
    err = subprocess.run(cmd, env=env, capture_output=True, text=True, check=True).stderr
    return int(re.search(r"I\s+refs:\s+([\d,]+)", err).group(1).replace(",", ""))


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--build", action="append", default=[], metavar="LABEL=PATH")
    p.add_argument("--games", type=int, default=10)
    p.add_argument("--players", type=int, default=3)
    p.add_argument("--only", default=",".join(GAMES))
    p.add_argument("--play", nargs=3, help=argparse.SUPPRESS)
    args = p.parse_args()
    if args.play:
        play(args.play[0], int(args.play[1]), int(args.play[2]))
        return
    builds = [tuple(b.split("=", 1)) for b in args.build]
    head = ["game", "players"] + [f"{label} (M instr./game)" for label, _ in builds]
    head += [f"{label} / {builds[0][0]}" for label, _ in builds[1:]]
    print("| " + " | ".join(head) + " |\n|" + "---|" * len(head))
    for name in args.only.split(","):
        per_game = []
        for _, path in builds:
            base = instructions(path, name, args.players, 0)
            per_game.append((instructions(path, name, args.players, args.games) - base) / args.games)
        cells = [f"{x / 1e6:.2f}" for x in per_game] + [f"{per_game[0] / x:.2f}×" for x in per_game[1:]]
        print(f"| {name} | {args.players} | " + " | ".join(cells) + " |", flush=True)


if __name__ == "__main__":
    main()
