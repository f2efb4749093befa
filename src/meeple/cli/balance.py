"""`meeple balance`: a Markdown report with plots from games among equal bots."""

from __future__ import annotations

import argparse
from typing import TextIO

from meeple.cli.tournament import cmd_balance, common_arguments


def add_parser(sub) -> None:
    b = sub.add_parser("balance", help="seat advantage, score spread, moves that win: a report")
    common_arguments(b)
    b.add_argument("--bot", default="random", help="the bot spec playing every seat")
    b.add_argument("--out", metavar="DIR", help="the report's folder (default: balance-GAME-Np)")


def run(args: argparse.Namespace, inp: TextIO, out: TextIO, err: TextIO) -> int:
    return cmd_balance(args, out, err)
