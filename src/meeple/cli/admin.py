"""`meeple admin check|repair|export`: the web app's damaged games (see `meeple.web.admin`)."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import TextIO

from meeple.core import MeepleError


def add_parser(sub) -> None:
    p = sub.add_parser("admin", help="the web app's database: list, repair or export damaged games")
    p.add_argument("action", choices=("check", "repair", "export"),
                   help="check: list damaged games (exit 1 if any); repair: keep each one's "
                        "longest replayable prefix of moves; export: write each one's row as "
                        "stored to a JSON file")
    p.add_argument("--game", dest="ids", action="append", metavar="ID",
                   help="only this game (repeatable; default: every damaged game)")
    p.add_argument("--db", default=None,
                   help="SQLAlchemy database URL (default: $MEEPLE_DATABASE_URL, else the "
                        "SQLite file in your data directory), as for `meeple serve`")
    p.add_argument("--out", default=".", help="export: the folder for the files (default: here)")


def run(args: argparse.Namespace, inp: TextIO, out: TextIO, err: TextIO) -> int:
    try:
        from meeple.web import admin
        from meeple.web.db import default_url
    except ImportError as e:
        raise MeepleError(f"meeple admin needs the 'web' extra: pip install 'meeple[web]' ({e})") from None
    store = admin.Store(args.db or default_url())
    try:
        damaged = store.damaged(args.ids or None)
        if not damaged:
            print("no damaged games", file=out)
            return 0
        for raw in damaged:
            print(f"{raw.id} {raw.game}: {raw.problem}", file=out)
            if args.action == "repair":
                print(f"  {store.repair(raw)}", file=out)
            elif args.action == "export":
                print(f"  exported to {admin.write_export(raw, Path(args.out))}", file=out)
        return 1 if args.action == "check" else 0
    finally:
        store.close()
