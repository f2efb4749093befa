"""`meeple train`: learn a value from self-play games, or judge learned weights.

    meeple train caylus --players 2 --games 200 --bot mcts:iterations=30 --out DIR
    meeple train caylus --players 2 --out DIR --evaluate [--match-games 10]

Training plays the games with the tournament runner (progress bar, every core or Ray, run
again on the same DIR to resume), fits and writes DIR/<game>-<players>p.json with its
provenance; copy it to src/meeple/bots/weights/ to ship it. `--evaluate` reports the held-out
error of DIR's weights on DIR's games and a match against the shipped weights.
"""

from __future__ import annotations

import argparse
import os
import shlex
from pathlib import Path
from typing import TextIO

from meeple.analysis import train as T
from meeple.bots import value as V
from meeple.cli.common import parse_options
from meeple.cli.screen import console
from meeple.cli.tournament import progress_bar
from meeple.core import MeepleError


def settings_of(args: argparse.Namespace) -> T.TrainSettings:
    workers = args.workers if args.workers is not None else (os.cpu_count() or 1)
    if workers < 1:
        raise MeepleError(f"--workers must be at least 1, got {workers}")
    return T.TrainSettings(args.game, args.players, args.games, args.bot, args.seed, workers,
                           args.ray is not None, args.ray or None, Path(args.out), args.every,
                           parse_options(args.option))


def cmd_train(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    s = settings_of(args)
    T.check(s)
    bar, update = progress_bar(err)
    command = " ".join(shlex.quote(str(a)) for a in [
        "meeple", "train", s.game, "--players", s.players, "--games", s.games, "--bot", s.bot,
        "--seed", s.seed, "--every", s.every, "--out", s.out,
        *[x for o in args.option for x in ("--option", o)]])
    with bar:
        model, path = T.train(s, command, update)
    p = model.provenance
    con = console(out)
    con.print(f"{p['games']} games of {s.game} ({s.players} players) by {s.bot}: "
              f"{p['train_rows']} training rows; held-out error {p['held_out_rmse']:.1f} points "
              f"(RMSE of the final score), log-loss {p['held_out_log_loss']:.3f} "
              f"(the hand evaluation's: {p['hand_log_loss']:.3f}).")
    con.print(f"Weights written to {path}; ship them in {V.WEIGHTS_DIR}/.")
    return 0


def cmd_evaluate(args: argparse.Namespace, out: TextIO) -> int:
    s = settings_of(args)
    path = V.weights_path(s.game, s.players, s.out)
    try:
        model = V.read(path)
    except V.BadWeights as e:
        raise MeepleError(f"{e}; train first: meeple train {s.game} --players {s.players} "
                          f"--out {s.out}") from None
    con = console(out)
    figures = T.held_out_error(model, s.out / "games", s.every)
    con.print(f"{path}: held-out error {figures['rmse']:.1f} points (RMSE of the final score), "
              f"log-loss {figures['log_loss']:.3f} (the hand evaluation's: "
              f"{figures['hand_log_loss']:.3f}), over {figures['positions']} positions.")
    if args.match_games:
        shipped = V.weights_path(s.game, s.players)
        against = "the shipped weights" if shipped.exists() else "the hand evaluation (none shipped)"
        results = T.match(s.game, s.players, s.out, args.match_games, args.match_bot, s.seed)
        from meeple.analysis.tournament import wilson

        low, high = wilson(sum(results), len(results))
        con.print(f"Against {against}, {args.match_bot} both: {sum(results):g} wins in "
                  f"{len(results)} games ({100 * sum(results) / len(results):.0f} %, "
                  f"95 % interval {100 * low:.0f}–{100 * high:.0f} %).")
    return 0


def add_parser(sub) -> None:
    t = sub.add_parser("train", help="learn a position value from self-play games (or judge one)")
    t.add_argument("game")
    t.add_argument("--players", type=int, default=2)
    t.add_argument("--games", type=int, default=200)
    t.add_argument("--bot", default="mcts:iterations=30", help="the self-play bot's spec")
    t.add_argument("--seed", type=int, default=0)
    t.add_argument("--every", type=int, default=2, help="learn from every N-th position")
    t.add_argument("--workers", type=int, help="local processes (default: every core)")
    t.add_argument("--ray", nargs="?", const="", metavar="ADDRESS",
                   help="run on Ray: alone, a local cluster; with ADDRESS, join that cluster")
    t.add_argument("--option", action="append", default=[], metavar="NAME=VALUE")
    t.add_argument("--out", required=True, metavar="DIR",
                   help="games, records and weights here; run again to resume")
    t.add_argument("--evaluate", action="store_true",
                   help="judge DIR's weights: held-out error and a match against the shipped ones")
    t.add_argument("--match-games", type=int, default=10, help="games of the --evaluate match")
    t.add_argument("--match-bot", default="mcts:iterations=200", help="the search both sides use")


def run(args: argparse.Namespace, inp: TextIO, out: TextIO, err: TextIO) -> int:
    if args.evaluate:
        return cmd_evaluate(args, out)
    return cmd_train(args, out, err)
