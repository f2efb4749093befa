"""Tournament scaling: games/s of a random-bot tournament on 1 and 2 local workers and on a
local Ray cluster, and Ray's overhead per game.

    python benchmarks/tournament_scale.py [--game caylus] [--players 3] [--games 400]

Prints a Markdown table for the README. A benchmark, not a test: the figures depend on the
machine and on what else runs on it.
"""

from __future__ import annotations

import argparse
import time

from meeple.analysis.tournament import Tournament


def timed(t: Tournament) -> float:
    start = time.perf_counter()
    results = t.run()
    assert len(results) == t.games
    return time.perf_counter() - start


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("--game", default="caylus")
    p.add_argument("--players", type=int, default=3)
    p.add_argument("--games", type=int, default=400)
    p.add_argument("--bots", default="random")
    args = p.parse_args()
    specs = args.bots.split(",")
    rows = []
    for label, kw in [("1 local worker", {"workers": 1}), ("2 local workers", {"workers": 2}),
                      ("Ray, local cluster (2 CPUs)", {"ray": True})]:
        t = Tournament(args.game, args.players, specs, args.games, seed=1, **kw)
        if kw.get("ray"):
            import ray

            ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False,
                     configure_logging=False)
            timed(Tournament(args.game, args.players, specs, 4, seed=9, ray=True))  # warm up
            seconds = timed(t)
            ray.shutdown()
        else:
            seconds = timed(t)
        rows.append((label, args.games / seconds, seconds))
    base = rows[0][1]
    print(f"| {args.game}, {args.players} players, {args.bots} | games/s | speed-up | s per game |")
    print("|---|---|---|---|")
    for label, rate, seconds in rows:
        print(f"| {label} | {rate:,.0f} | {rate / base:.2f}× | {1000 * seconds / args.games:.2f} ms |")
    ray_rate, two_rate = rows[2][1], rows[1][1]
    print(f"\nRay overhead per game versus 2 local workers: "
          f"{1000 * (1 / ray_rate - 1 / two_rate) * 2:.2f} ms of CPU time per game.")


if __name__ == "__main__":
    main()
