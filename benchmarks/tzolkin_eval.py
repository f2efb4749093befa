"""Tzolk'in: the bot with this tree's `evaluate` against the same bot with another tree's.

    python benchmarks/tzolkin_eval.py --base /work/wt/tzolkin-base --games 20 --out FILE.jsonl
                                      [--new TREE]                                      [--spec mcts:seconds=0.3] [--players 2] [--part 0/1]

Both sides are `--spec` (the hand value); the base side scores its leaves with the
`evaluate` module of `--base`'s tree, loaded beside this one's (only that file is swapped:
the engine is this tree's). Seats rotate with the game index. One JSON line per game (the
winner, scores, workers, buildings, monuments, technologies and the VP lost to unfed workers
per seat); a rerun skips the games already in FILE. `--part i/k` plays every k-th game from
i, so two processes can share a run. The summary: `--summary FILE.jsonl`.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import math
import os
import time
from pathlib import Path

import meeple
from meeple import bots
from meeple.games.tzolkin.state import TzolkinState


def load_base(tree: Path, name: str = "tzolkin_base_evaluate"):
    """The `evaluate` function of another tree's tzolkin/evaluate.py."""
    path = tree / "src/meeple/games/tzolkin/evaluate.py"
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.evaluate


def base_bot(spec: str, seed: int, evaluate):
    bot = bots.make(spec, seed=seed)

    def leaf_value(state):
        return state.returns() if state.is_terminal() else evaluate(state)

    bot.leaf_value = leaf_value
    return bot


UNFED: dict[int, list[int]] = {}  # id(real game state) -> VP lost per seat
_feed = TzolkinState._feed_workers


def _counting_feed(self, p: int) -> None:
    before = self.vp[p]
    _feed(self, p)
    if id(self) in UNFED:
        UNFED[id(self)][p] += before - self.vp[p]


TzolkinState._feed_workers = _counting_feed


def play(index: int, args, evaluate, new_evaluate) -> dict:
    n = args.players
    new_seat = index % n  # the seat of this tree's evaluation, rotated
    state = meeple.load("tzolkin").new_game(players=n, seed=1000 + index)
    players = [base_bot(args.spec, index * 10 + s, new_evaluate) if s == new_seat
               else base_bot(args.spec, index * 10 + s, evaluate) for s in range(n)]
    UNFED[id(state)] = [0] * n
    start, decisions = time.time(), 0
    while not state.is_terminal():
        state.apply(players[state.current_player()].choose(state))
        decisions += 1
    unfed = UNFED.pop(id(state))
    returns = state.returns()
    return {"index": index, "new_seat": new_seat, "returns": returns, "vp": list(state.vp),
            "workers": list(state.workers), "buildings": [len(b) for b in state.built],
            "monuments": [len(m) for m in state.mons], "techs": [sum(t) for t in state.techs],
            "unfed_vp": unfed, "decisions": decisions, "seconds": round(time.time() - start),
            "load": os.getloadavg()[0], "spec": args.spec}


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    mid = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return mid - half, mid + half


def summary(rows: list[dict]) -> str:
    n = len(rows)
    wins = sum(r["returns"][r["new_seat"]] for r in rows)  # a shared win counts its share
    lo, hi = wilson(wins, n)
    lines = [f"{n} games: new evaluation wins {wins:g} ({wins / max(n, 1):.0%}, "
             f"95 % Wilson {lo:.0%}-{hi:.0%}); load avg {sum(r['load'] for r in rows) / max(n, 1):.1f}"]
    winning = [max(r["vp"]) for r in rows]
    lines.append(f"mean winning score {sum(winning) / max(n, 1):.1f} VP")
    for side, won in (("new", lambda r: r["returns"][r["new_seat"]] == 1),
                      ("base", lambda r: r["returns"][r["new_seat"]] == 0)):
        wins_vp = [max(r["vp"]) for r in rows if won(r)]
        lines.append(f"{side} side's score when it won outright: "
                     f"{sum(wins_vp) / max(len(wins_vp), 1):.1f} VP ({len(wins_vp)} games)")
    for side, pick in (("new", lambda r, s: s == r["new_seat"]), ("base", lambda r, s: s != r["new_seat"])):
        seats = [(r, s) for r in rows for s in range(len(r["vp"])) if pick(r, s)]
        k = max(len(seats), 1)
        parts = [f"{key} {sum(r[key][s] for r, s in seats) / k:.1f}"
                 for key in ("vp", "workers", "buildings", "monuments", "techs", "unfed_vp")]
        lines.append(f"{side}: " + ", ".join(parts) + " (per seat)")
    return "\n".join(lines)


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--base", type=Path)
    p.add_argument("--new", type=Path, help="a tree whose evaluate plays the new side (default: this one's)")
    p.add_argument("--games", type=int, default=20)
    p.add_argument("--start", type=int, default=0, help="the first game's index")
    p.add_argument("--players", type=int, default=2)
    p.add_argument("--spec", default="mcts:seconds=0.3")
    p.add_argument("--part", default="0/1")
    p.add_argument("--out", type=Path)
    p.add_argument("--summary", type=Path, nargs="*")
    args = p.parse_args()
    if args.summary:
        rows = [json.loads(line) for f in args.summary for line in f.read_text().splitlines() if line]
        print(summary(rows))
        return
    i, k = (int(x) for x in args.part.split("/"))
    done = set()
    if args.out.exists():
        done = {json.loads(line)["index"] for line in args.out.read_text().splitlines() if line}
    evaluate = load_base(args.base)
    new_evaluate = load_base(args.new, "tzolkin_new_evaluate") if args.new else TzolkinState.evaluate
    for index in range(args.start + i, args.games, k):
        if index in done:
            continue
        row = play(index, args, evaluate, new_evaluate)
        with args.out.open("a") as f:
            f.write(json.dumps(row) + "\n")
        print(json.dumps(row), flush=True)


if __name__ == "__main__":
    main()
