"""Machine instructions per random game of several builds, counted by valgrind (cachegrind,
no cache simulation): a speed measure that the load of a shared machine does not move
(run to run it varies by about 1 %), unlike the timings of engine_speed.py.

    python benchmarks/engine_instructions.py --build today=../speed-base/src --build pure=src \\
        [--build compiled=build/compiled] [--games 10] [--players 3] [--only caylus] [--mcts]
        [--bot mcts:policy=true] [--clone]

Each figure is (instructions of N games) - (instructions of 0 games), over N: the start-up
and imports cancel out. With `--mcts`, instructions per MCTS iteration instead: N searches of
`mcts:iterations=100` (bot seeds 0..N-1) from the position 60 random decisions into a seeded
game of `--players` seats, less 0 searches, over 100 N (`--bot`: another spec of the mcts
bot, its iterations set to 100). With `--clone`, instructions per `clone()` of that same
position: `--games` clones less 0. Needs valgrind (Debian: apt-get
install valgrind).
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


MCTS_ITERATIONS = 100
MCTS_START = 60  # random decisions before the searched position


def search(name: str, players: int, searches: int, bot: str = "mcts") -> None:
    from meeple import bots
    state = position(name, players)
    spec = f"{bot}:iterations={MCTS_ITERATIONS}"  # options join with ':'
    for i in range(searches):
        bots.make(spec, i).search(state)


def position(name: str, players: int):
    """The position MCTS_START random decisions into the seed-0 game (--mcts, --clone)."""
    import meeple
    game, rng = meeple.load(name), random.Random(0)
    state = game.new_game(players=players, seed=0)
    for _ in range(MCTS_START):
        state.apply(rng.choice(state.legal_actions()))
    return state


def clones(name: str, players: int, n: int) -> None:
    state = position(name, players)
    for _ in range(n):
        state.clone()


def instructions(path: str, name: str, players: int, games: int, mcts: bool = False,
                 bot: str = "mcts", mode: str = "") -> int:
    mode = mode or ("--search" if mcts else "--play")
    cmd = ["valgrind", "--tool=cachegrind", "--cache-sim=no", "--cachegrind-out-file=/dev/null",
           sys.executable, __file__, mode, name, str(players), str(games)]
    if mcts:
        cmd += ["--bot", bot]
    env = dict(os.environ, PYTHONPATH=os.path.abspath(path))
    err = subprocess.run(cmd, env=env, capture_output=True, text=True, check=True).stderr
    return int(re.search(r"I\s+refs:\s+([\d,]+)", err).group(1).replace(",", ""))


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--build", action="append", default=[], metavar="LABEL=PATH")
    p.add_argument("--games", type=int, default=10)
    p.add_argument("--players", type=int, default=3)
    p.add_argument("--only", default=",".join(GAMES))
    p.add_argument("--mcts", action="store_true", help="instructions per MCTS iteration (--games: searches)")
    p.add_argument("--bot", default="mcts", help="with --mcts: the bot spec (mcts options)")
    p.add_argument("--clone", action="store_true", help="instructions per clone (--games: clones)")
    p.add_argument("--play", nargs=3, help=argparse.SUPPRESS)
    p.add_argument("--search", nargs=3, help=argparse.SUPPRESS)
    p.add_argument("--clones", nargs=3, help=argparse.SUPPRESS)
    args = p.parse_args()
    if args.clones:
        name, players, n = args.clones
        clones(name, int(players), int(n))
        return
    if args.play or args.search:
        name, players, n = args.search or args.play
        if args.search:
            search(name, int(players), int(n), args.bot)
        else:
            play(name, int(players), int(n))
        return
    builds = [tuple(b.split("=", 1)) for b in args.build]
    unit = "instr./clone" if args.clone else "instr./iteration" if args.mcts else "M instr./game"
    head = ["game", "players"] + [f"{label} ({unit})" for label, _ in builds]
    head += [f"{label} / {builds[0][0]}" for label, _ in builds[1:]]
    print("| " + " | ".join(head) + " |\n|" + "---|" * len(head))
    for name in args.only.split(","):
        per_game = []
        per = args.games * (MCTS_ITERATIONS if args.mcts and not args.clone else 1)
        mode = "--clones" if args.clone else ""
        for _, path in builds:
            base = instructions(path, name, args.players, 0, args.mcts, args.bot, mode)
            runs = instructions(path, name, args.players, args.games, args.mcts, args.bot, mode)
            per_game.append((runs - base) / per)
        whole = args.mcts or args.clone
        cells = [f"{x:,.0f}" if whole else f"{x / 1e6:.2f}" for x in per_game]
        cells += [f"{per_game[0] / x:.2f}×" for x in per_game[1:]]
        print(f"| {name} | {args.players} | " + " | ".join(cells) + " |", flush=True)


if __name__ == "__main__":
    main()
