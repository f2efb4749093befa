"""The `meeple` command. One module per subcommand, each with `add_parser(sub)` and
`run(args, inp, out, err) -> exit code`; a new subcommand is a module plus one line in
`COMMANDS`. Everything here uses only the layers below (core, bots, analysis), so every
registered game works in every command.
"""

from __future__ import annotations

import argparse
import importlib
import sys
from collections.abc import Sequence
from typing import TextIO

from meeple.core import MeepleError

COMMANDS = {  # subcommand -> module of meeple.cli
    "list": "listing",
    "play": "play",
    "simulate": "simulate",
    "replay": "replay",
    "bench": "bench",
    "tournament": "tournament",
    "balance": "balance",
    "analyze": "analyze",
    "train": "train",
    "serve": "serve",
    "admin": "admin",
    "i18n": "i18n",
}


def _module(command: str):
    return importlib.import_module(f"meeple.cli.{COMMANDS[command]}")


def parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="meeple", description="Play and study worker-placement games.")
    sub = p.add_subparsers(dest="command", required=True)
    for command in COMMANDS:
        _module(command).add_parser(sub)
    return p


def main(argv: Sequence[str] | None = None, inp: TextIO | None = None,
         out: TextIO | None = None, err: TextIO | None = None) -> int:
    inp, out, err = inp or sys.stdin, out or sys.stdout, err or sys.stderr
    args = parser().parse_args(argv)
    try:
        return _module(args.command).run(args, inp, out, err)
    except MeepleError as e:
        print(f"meeple: {e}", file=err)
        return 2
    except KeyboardInterrupt:
        print("\ninterrupted", file=err)
        return 130


def __getattr__(name: str):
    if name == "PlaySession":  # kept importable from meeple.cli
        from meeple.cli.play import PlaySession

        return PlaySession
    raise AttributeError(name)


if __name__ == "__main__":
    sys.exit(main())
