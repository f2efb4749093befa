"""Caylus: the search with this tree's evaluate against the same search with another tree's
(e.g. main's), 2 players, seats rotated; one JSON line per game, resumable.

    PYTHONPATH=src python benchmarks/caylus_eval_match.py --old /work/wt/caylus-base \
        --games 20 --out match.jsonl [--spec mcts:seconds=0.3] [--first 0 --step 1] \
        [--set denier_need=0]

Each game records the result and the strategic signs per seat: castle houses, favours taken,
production buildings built and the turn of the first, residences, deniers at the start of
each placement phase. `--summary` prints the win rate (Wilson 95 %) and the signs.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import math
import os
import sys
from pathlib import Path

import meeple
from meeple import bots
from meeple.games.caylus import data as D
from meeple.games.caylus import evaluate as new_eval
from meeple.games.caylus import state as state_module
from meeple.games.caylus.tables import Phase

PRODUCTION = {i for i, b in enumerate(D.BUILDINGS) if b.effect in (D.PRODUCE, D.PRODUCE_BONUS)}


def load_old(tree: str):
    path = Path(tree) / "src/meeple/games/caylus/evaluate.py"
    spec = importlib.util.spec_from_file_location("old_caylus_evaluate", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def play(seed: int, spec: str, old) -> dict:
    """Seed even: the new evaluation sits in seat 0, odd: seat 1."""
    new_seat = seed % 2
    game = meeple.load("caylus").new_game(players=2, seed=1000 + seed)
    players = [bots.make(spec, seed=seed * 10 + p) for p in range(2)]
    first_prod = [None, None]
    deniers_at_placement = [[], []]
    last_turn = -1
    while not game.is_terminal():
        p = game.current_player()
        if game.phase == Phase.PLACEMENT and game.turn != last_turn:
            last_turn = game.turn
            for s in range(2):
                deniers_at_placement[s].append(game.deniers[s])
        state_module.E = new_eval if p == new_seat else old
        game.apply(players[p].choose(game))
        for i, seat in enumerate(game.owner):
            if seat >= 0 and first_prod[seat] is None and game.road[i] in PRODUCTION:
                first_prod[seat] = game.turn
    state_module.E = new_eval
    prod = [0, 0]
    res = [0, 0]
    for i, seat in enumerate(game.owner):
        if seat >= 0:
            prod[seat] += game.road[i] in PRODUCTION
            res[seat] += game.road[i] == D.RESIDENCE
    return {"seed": seed, "new_seat": new_seat, "returns": game.returns(), "pp": game.pp,
            "turns": game.turn, "houses": [sum(c[s] for c in game.castle) for s in range(2)],
            "favours": [sum(game.favor[s]) for s in range(2)], "production": prod,
            "first_production": first_prod, "residences": res,
            "deniers_at_placement": deniers_at_placement, "load": os.getloadavg()[0]}


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    if not n:
        return 0.0, 1.0
    p = wins / n
    d = 1 + z * z / n
    c = (p + z * z / (2 * n)) / d
    h = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    return c - h, c + h


def summary(rows: list[dict]) -> None:
    n = len(rows)
    wins = sum(r["returns"][r["new_seat"]] for r in rows)
    lo, hi = wilson(wins, n)
    print(f"games {n}: new evaluation wins {wins:g} ({wins / max(n, 1):.0%}, Wilson 95 % "
          f"{lo:.0%}-{hi:.0%}); mean load {sum(r['load'] for r in rows) / max(n, 1):.1f}")
    print("mean winning score", sum(max(r["pp"]) for r in rows) / max(n, 1))
    for side, name in ((lambda r: r["new_seat"], "new"), (lambda r: 1 - r["new_seat"], "old")):
        def mean(key, rows=rows, side=side):
            vals = [r[key][side(r)] for r in rows if r[key][side(r)] is not None]
            return sum(vals) / max(len(vals), 1)
        zero = [d for r in rows for d in r["deniers_at_placement"][side(r)][1:]]
        built = sum(r["first_production"][side(r)] is not None for r in rows) / max(n, 1)
        won = [r["pp"][side(r)] for r in rows if r["returns"][side(r)] == 1.0]
        print(f"{name}: PP {mean('pp'):.1f}, houses {mean('houses'):.1f}, favours "
              f"{mean('favours'):.1f}, production {mean('production'):.1f}, first production "
              f"turn {mean('first_production'):.1f} (seats with one: {built:.0%}), wins {len(won)} "
              f"at {sum(won) / max(len(won), 1):.1f} PP, residences {mean('residences'):.1f}, "
              f"deniers at placement (turn 2+) {sum(zero) / max(len(zero), 1):.1f}, "
              f"0 deniers {sum(d == 0 for d in zero) / max(len(zero), 1):.0%}")


def _rows(path: str) -> list[dict]:
    with open(path) as f:
        return [json.loads(x) for x in f if x.strip()]


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--old", default="/work/wt/caylus-base")
    ap.add_argument("--spec", default="mcts:seconds=0.3")
    ap.add_argument("--games", type=int, default=20)
    ap.add_argument("--first", type=int, default=0)
    ap.add_argument("--step", type=int, default=1)
    ap.add_argument("--out", default="caylus_eval_match.jsonl")
    ap.add_argument("--set", nargs="*", default=[], metavar="WEIGHT=VALUE",
                    help="override the new evaluation's WEIGHTS (an ablation)")
    ap.add_argument("--summary", nargs="*")
    args = ap.parse_args()
    for item in args.set:
        key, _, value = item.partition("=")
        if key not in new_eval.WEIGHTS:
            ap.error(f"--set: no weight {key!r}")
        new_eval.WEIGHTS[key] = float(value)
    if args.summary is not None:
        rows = [row for f in args.summary or [args.out] for row in _rows(f)]
        summary(rows)
        return
    done = set()
    if os.path.exists(args.out):
        done = {row["seed"] for row in _rows(args.out)}
    old = load_old(args.old)
    for seed in range(args.first, args.games, args.step):
        if seed in done:
            continue
        row = play(seed, args.spec, old)
        with open(args.out, "a") as f:
            f.write(json.dumps(row) + "\n")
        print(seed, row["returns"], row["pp"], file=sys.stderr, flush=True)


if __name__ == "__main__":
    main()
