"""`meeple list`: games, player counts, options."""

from __future__ import annotations

import argparse
from typing import TextIO

import meeple


def cmd_list(args: argparse.Namespace, out: TextIO) -> int:
    for name in meeple.games():
        print(meeple.load(name).describe(), file=out)
    return 0


def add_parser(sub) -> None:
    sub.add_parser("list", help="games, player counts and options")


def run(args: argparse.Namespace, inp: TextIO, out: TextIO, err: TextIO) -> int:
    return cmd_list(args, out)
