"""`meeple simulate`: bots play each other, summarised."""

from __future__ import annotations

import argparse
import time
from pathlib import Path
from typing import TextIO

import meeple
from meeple import bots
from meeple.cli.common import (
    HUMAN,
    check_count,
    parse_options,
    play_out,
    progress,
    seat_list,
    seats_of,
    writable_dir,
)
from meeple.core import MeepleError
from meeple.core import record as rec


def cmd_simulate(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    check_count("--games", args.games)
    check_count("--seed", args.seed, 0)
    game = meeple.load(args.game, **parse_options(args.option))
    players = game.default_players if args.players is None else game.check_players(args.players)
    probe = game.new_game(players=players, seed=args.seed)
    names = seat_list(args.bots, seats_of(probe), "random")
    if HUMAN in names:
        raise MeepleError("simulate plays bots only; use 'meeple play' for human seats")
    if args.out:
        writable_dir(args.out)
    wins = [0.0] * len(names)
    totals = [0] * players
    lengths = 0
    automa: dict[str, int] = {}
    show_bar = args.games >= 20 or args.progress
    start = shown = time.perf_counter()
    for i in range(args.games):
        seed = args.seed + i
        seat_bots = [bots.make(n, seed * 31 + s) for s, n in enumerate(names)]
        state = play_out(game.new_game(players=players, seed=seed), seat_bots)
        for s, r in enumerate(state.returns()):
            wins[s] += r
        for s, v in enumerate(state.scores()):
            totals[s] += v
        lengths += state.move_number()
        for name, score in state.automa_scores().items():
            automa[name] = automa.get(name, 0) + score
        if args.out:
            rec.save(state, Path(args.out) / f"{game.name}-{players}p-{seed}.json")
        if show_bar and (i + 1 == args.games or time.perf_counter() - shown > 0.2):
            progress(i + 1, args.games, err)
            shown = time.perf_counter()
    elapsed = time.perf_counter() - start
    k = args.games
    print(f"{k} games of {game.name}, {players} players, seeds {args.seed}..{args.seed + k - 1} "
          f"({elapsed:.1f} s)", file=out)
    print(f"{'seat':>4}  {'bot':<10} {'wins':>7} {'win %':>6} {'mean score':>10}", file=out)
    for s, name in enumerate(names):
        print(f"{s:>4}  {name:<10} {wins[s]:>7.1f} {100 * wins[s] / k:>5.1f}% "
              f"{totals[s] / k:>10.1f}", file=out)
    for name, total in automa.items():
        print(f"      {name:<10} (automatic opponent) mean score {total / k:.1f}", file=out)
    print(f"mean game length: {lengths / k:.1f} decisions", file=out)
    if args.out:
        print(f"records written to {args.out}/", file=out)
    return 0


def add_parser(sub) -> None:
    sim = sub.add_parser("simulate", help="play bots against each other and summarise")
    sim.add_argument("game")
    sim.add_argument("--players", type=int)
    sim.add_argument("--games", type=int, default=10)
    sim.add_argument("--seed", type=int, default=0)
    sim.add_argument("--bots", help="comma-separated bot per seat (default: random)")
    sim.add_argument("--out", metavar="DIR", help="write each game's record here")
    sim.add_argument("--progress", action="store_true", help="show the progress bar on short runs too")
    sim.add_argument("--option", action="append", default=[], metavar="NAME=VALUE")


def run(args: argparse.Namespace, inp: TextIO, out: TextIO, err: TextIO) -> int:
    return cmd_simulate(args, out, err)
