"""`meeple replay`: replay a record."""

from __future__ import annotations

import argparse
from typing import TextIO

from meeple.cli.common import print_new_log
from meeple.core import MeepleError
from meeple.core import record as rec


def cmd_replay(args: argparse.Namespace, out: TextIO, inp: TextIO) -> int:
    record = rec.load(args.file)
    state = rec.start(record)
    seen = len(state.log())
    print(f"Replaying {args.file}: {record['game']}, {record['players']} players, "
          f"seed {record['seed']}, {len(record['actions'])} actions", file=out)
    for i, text in enumerate(record["actions"]):
        seat = state.current_player()
        try:
            state.apply(state.str_to_action(text))
        except MeepleError as e:
            raise MeepleError(f"action {i} {text!r} cannot be played: {e}") from None
        if args.step:
            print(f"{i + 1:>4}. seat {seat}: {text}", file=out)
            seen = print_new_log(state, seen, out)
            print(state.render(), file=out)
            out.write("[Enter: next, q: stop] ")
            out.flush()
            if inp.readline().strip().lower() == "q":
                return 0
    print(state.render(), file=out)
    if state.is_terminal():
        print(f"Final scores: {state.scores()}; winners: {state.winners()}", file=out)
    else:
        print(f"Not finished: {state.prompt()}", file=out)
    return 0


def add_parser(sub) -> None:
    rep = sub.add_parser("replay", help="replay a record and show the final state")
    rep.add_argument("file")
    rep.add_argument("--step", action="store_true", help="step through it, one action at a time")


def run(args: argparse.Namespace, inp: TextIO, out: TextIO, err: TextIO) -> int:
    return cmd_replay(args, out, inp)
