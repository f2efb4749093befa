"""Machine instructions per random game of several builds, counted by valgrind (cachegrind,
no cache simulation): a speed measure that the load of a shared machine does not move
(run to run it varies by about 1 %), unlike the timings of engine_speed.py.

    python benchmarks/engine_instructions.py --build today=../speed-base/src --build pure=src \\
        [--build compiled=build/compiled] [--games 10] [--players 3 or 2,3,4] [--only caylus] [--mcts]
        [--bot mcts:policy=true] [--muted]

Each figure is (instructions of N games) - (instructions of 0 games), over N: the start-up
and imports cancel out. With `--mcts`, instructions per MCTS iteration instead: N searches of
`mcts:iterations=100` (bot seeds 0..N-1) from the position 60 random decisions into a seeded
game of `--players` seats, less 0 searches, over 100 N (`--bot`: another spec of the mcts
bot, its iterations set to 100). With `--clone`, instructions per `clone()` of that
position instead (`--games` x 200 clones, less 0). `--muted`: random games that log nothing
(`mute_log`), to price the log's words by the difference. Needs valgrind (Debian: apt-get
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


def play(name: str, players: int, games: int, muted: bool = False) -> None:
    import meeple
    game, rng = meeple.load(name), random.Random(0)
    for seed in range(games):
        state = game.new_game(players=players, seed=seed)
        if muted:
            state.mute_log()
        while not state.is_terminal():
            state.apply(rng.choice(state.legal_actions()))


MCTS_ITERATIONS = 100
MCTS_START = 60  # random decisions before the searched position


def search(name: str, players: int, searches: int, bot: str = "mcts") -> None:
    import meeple
    from meeple import bots
    game, rng = meeple.load(name), random.Random(0)
    state = game.new_game(players=players, seed=0)
    for _ in range(MCTS_START):
        state.apply(rng.choice(state.legal_actions()))
    spec = f"{bot}:iterations={MCTS_ITERATIONS}"  # options join with ':'
    for i in range(searches):
        bots.make(spec, i).search(state)


CLONES = 200  # clones per --games with --clone


def clones(name: str, players: int, count: int) -> None:
    import meeple
    game, rng = meeple.load(name), random.Random(0)
    state = game.new_game(players=players, seed=0)
    for _ in range(MCTS_START):
        state.apply(rng.choice(state.legal_actions()))
    for _ in range(count):
        state.clone()


def instructions(path: str, name: str, players: int, games: int, mcts: bool = False,
                 bot: str = "mcts", clone: bool = False, muted: bool = False) -> int:
    mode = "--clones" if clone else "--search" if mcts else "--play"
    cmd = ["valgrind", "--tool=cachegrind", "--cache-sim=no", "--cachegrind-out-file=/dev/null",
           sys.executable, __file__, mode, name, str(players), str(games * CLONES if clone else games)]
    if mcts:
        cmd += ["--bot", bot]
    if muted:
        cmd.append("--muted")
    env = dict(os.environ, PYTHONPATH=os.path.abspath(path))
    err = subprocess.run(cmd, env=env, capture_output=True, text=True, check=True).stderr
    return int(re.search(r"I\s+refs:\s+([\d,]+)", err).group(1).replace(",", ""))


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--build", action="append", default=[], metavar="LABEL=PATH")
    p.add_argument("--games", type=int, default=10)
    p.add_argument("--players", default="3", help="seats, or several: 2,3,4 (a line each)")
    p.add_argument("--only", default=",".join(GAMES))
    p.add_argument("--mcts", action="store_true", help="instructions per MCTS iteration (--games: searches)")
    p.add_argument("--bot", default="mcts", help="with --mcts: the bot spec (mcts options)")
    p.add_argument("--clone", action="store_true", help="instructions per clone() (--games x 200 clones)")
    p.add_argument("--muted", action="store_true", help="random games that log nothing")
    p.add_argument("--play", nargs=3, help=argparse.SUPPRESS)
    p.add_argument("--clones", nargs=3, help=argparse.SUPPRESS)
    p.add_argument("--search", nargs=3, help=argparse.SUPPRESS)
    args = p.parse_args()
    if args.play or args.search or args.clones:
        name, players, n = args.search or args.play or args.clones
        if args.clones:
            clones(name, int(players), int(n))
        elif args.search:
            search(name, int(players), int(n), args.bot)
        else:
            play(name, int(players), int(n), args.muted)
        return
    builds = [tuple(b.split("=", 1)) for b in args.build]
    unit = "instr./clone" if args.clone else "instr./iteration" if args.mcts else "M instr./game"
    head = ["game", "players"] + [f"{label} ({unit})" for label, _ in builds]
    head += [f"{label} / {builds[0][0]}" for label, _ in builds[1:]]
    print("| " + " | ".join(head) + " |\n|" + "---|" * len(head))
    bases: dict[tuple, int] = {}  # 0 random games: start-up only, the same for any seats
    for name in args.only.split(","):
        for players in map(int, args.players.split(",")):
            per_game = []
            per = args.games * (CLONES if args.clone else MCTS_ITERATIONS if args.mcts else 1)
            for _, path in builds:
                key = (path, name) if not (args.mcts or args.clone) else (path, name, players)
                if key not in bases:
                    bases[key] = instructions(path, name, players, 0, args.mcts, args.bot, args.clone)
                runs = instructions(path, name, players, args.games, args.mcts, args.bot, args.clone,
                                    args.muted)
                per_game.append((runs - bases[key]) / per)
            whole = args.mcts or args.clone
            cells = [f"{x:,.0f}" if whole else f"{x / 1e6:.2f}" for x in per_game]
            cells += [f"{per_game[0] / x:.2f}×" for x in per_game[1:]]
            print(f"| {name} | {players} | " + " | ".join(cells) + " |", flush=True)


if __name__ == "__main__":
    main()
