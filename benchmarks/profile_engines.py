"""cProfile text summaries of random playouts (and MCTS searches) of every game, written to
benchmarks/profiles/<game>-<what>.txt: where the engines spend their time.

    PYTHONPATH=src python benchmarks/profile_engines.py [--games 200] [--only caylus]
"""

from __future__ import annotations

import argparse
import cProfile
import io
import pstats
import random
from pathlib import Path

import meeple
from meeple import bots

OUT = Path(__file__).parent / "profiles"
GAMES = ("caylus", "tzolkin", "teotihuacan", "borabora")


def playouts(name: str, players: int, n: int) -> None:
    game, rng = meeple.load(name), random.Random(0)
    for seed in range(n):
        state = game.new_game(players=players, seed=seed)
        while not state.is_terminal():
            state.apply(rng.choice(state.legal_actions()))


def searches(name: str, players: int, n: int) -> None:
    game, rng = meeple.load(name), random.Random(0)
    state = game.new_game(players=players, seed=0)
    for _ in range(60):
        state.apply(rng.choice(state.legal_actions()))
    for i in range(n):
        bots.make("mcts:iterations=200", i).search(state)


def profile(fn, *args) -> str:
    prof = cProfile.Profile()
    prof.runcall(fn, *args)
    text = io.StringIO()
    stats = pstats.Stats(prof, stream=text)
    stats.strip_dirs().sort_stats("tottime").print_stats(30)
    return text.getvalue()


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--games", type=int, default=200, help="random games per profile")
    p.add_argument("--only", default=",".join(GAMES))
    p.add_argument("--suffix", default="", help="appended to the file names (e.g. -after)")
    args = p.parse_args()
    OUT.mkdir(exist_ok=True)
    for name in args.only.split(","):
        players = 3 if 3 in meeple.load(name).player_counts else 2
        for what, fn, n in (("playouts", playouts, args.games), ("mcts", searches, 5)):
            text = profile(fn, name, players, n)
            path = OUT / f"{name}-{what}{args.suffix}.txt"
            path.write_text(f"{what} of {name}, {players} players, {n} runs\n{text}")
            print(f"wrote {path}")


if __name__ == "__main__":
    main()
