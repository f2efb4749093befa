"""`meeple analyze RECORD`: every decision judged by a bot, mistakes marked, a summary per
seat, and (with --plot) each seat's chance to win along the game."""

from __future__ import annotations

import argparse
from typing import TextIO

from rich.table import Table

from meeple.analysis.analyze import DEFAULT_BOT, MISTAKE, analyze, plot
from meeple.cli.screen import console
from meeple.core import record as rec


def cmd_analyze(args: argparse.Namespace, out: TextIO) -> int:
    record = rec.load(args.record)
    state = rec.start(record)
    names = [state.seat_name(s) for s in range(state.num_players)]
    result = analyze(record, args.bot, args.seat, args.threshold)
    con = console(out)
    table = Table(title=f"{state.game.title}: {len(result.decisions)} decisions judged by {args.bot}")
    for col, justify in [("#", "right"), ("seat", "left"), ("played", "left"), ("win %", "right"),
                         ("best", "left"), ("win %", "right"), ("", "left")]:
        table.add_column(col, justify=justify)
    for d in result.decisions:
        mark = "?? mistake" if d.loss > result.threshold else ("" if d.played != d.best else "✓")
        if d.why:
            mark += f": best has {d.why}"
        table.add_row(str(d.index + 1), names[d.seat], d.played, f"{100 * d.played_value:.0f}",
                      d.best, f"{100 * d.best_value:.0f}", mark)
    con.print(table)
    summary = Table(title="Summary (loss: points of winning chance given away per decision)")
    for col in ("seat", "decisions", "average loss", "mistakes"):
        summary.add_column(col)
    for s in result.summary:
        if s.decisions:
            where = ", ".join(str(i + 1) for i in s.mistakes[:12]) + (" …" if len(s.mistakes) > 12 else "")
            summary.add_row(names[s.seat], str(s.decisions), f"{100 * s.average_loss:.1f}",
                            f"{len(s.mistakes)}" + (f" (moves {where})" if s.mistakes else ""))
    con.print(summary)
    if args.plot:
        plot(result, args.plot, names)
        con.print(f"Plot written to {args.plot}")
    return 0


def add_parser(sub) -> None:
    a = sub.add_parser("analyze", help="judge every decision of a record with a bot")
    a.add_argument("record")
    a.add_argument("--bot", default=DEFAULT_BOT, help=f"the judging bot (default {DEFAULT_BOT})")
    a.add_argument("--seat", type=int, help="judge only this seat's decisions")
    a.add_argument("--threshold", type=float, default=MISTAKE,
                   help="a drop of winning chance that marks a mistake (default 0.10)")
    a.add_argument("--plot", metavar="FILE", help="draw the chances along the game (.png or .svg)")


def run(args: argparse.Namespace, inp: TextIO, out: TextIO, err: TextIO) -> int:
    return cmd_analyze(args, out)
