"""Whole games of a Teotihuacan bot at a fixed budget, each game's moves hashed: a change
meant to make the bot faster and no different must print the same hashes before and after
(and on the pure and the compiled build).

    python benchmarks/teotihuacan_bot_games.py [SPEC] [--out OUT.jsonl]

SPEC (default `mcts:tuned=true:iterations=300`) plays hard solo seeds 2000-2003 (bot seed =
game seed + 7919, as teotihuacan_solo.py), then one 2-player game (seed 5000, both seats
SPEC with its iterations at 200, bot seeds 5001 and 5002). Each line: the game, the VP, the
moves, the hash of the moves, the CPU seconds. `--out` also appends the moves as JSON lines.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import time

import meeple
from meeple import bots


def report(label: str, state, cpu: float, out: str | None) -> None:
    moves = state.history()
    digest = hashlib.sha256(json.dumps(moves).encode()).hexdigest()[:16]
    print(label, list(state.vp), len(moves), digest, f"{cpu:.1f} s", meeple.build_info(),
          flush=True)
    if out:
        with open(out, "a") as f:
            f.write(json.dumps({"game": label, "vp": list(state.vp), "hash": digest,
                                "history": moves}) + "\n")


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("spec", nargs="?", default="mcts:tuned=true:iterations=300")
    p.add_argument("--out")
    args = p.parse_args()
    hard = meeple.load("teotihuacan", difficulty="hard")
    for seed in range(2000, 2004):
        state = hard.new_game(players=1, seed=seed)
        bot = bots.make(args.spec, seed=seed + 7919)
        start = time.process_time()
        while not state.is_terminal():
            state.apply(bot.choose(state))
        report(f"solo-hard-{seed}", state, time.process_time() - start, args.out)
    state = meeple.load("teotihuacan").new_game(players=2, seed=5000)
    spec = args.spec.replace("iterations=300", "iterations=200")
    seats = [bots.make(spec, seed=5001), bots.make(spec, seed=5002)]
    start = time.process_time()
    while not state.is_terminal():
        state.apply(seats[state.current_player()].choose(state))
    report("2p-5000", state, time.process_time() - start, args.out)


if __name__ == "__main__":
    main()
