"""`meeple tournament` and `meeple balance`: many bot games, on local processes or Ray."""

from __future__ import annotations

import argparse
import os
from pathlib import Path
from typing import TextIO

from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn
from rich.table import Table

from meeple.analysis.tournament import Tournament, head_to_head, summary, write_tables
from meeple.cli.common import parse_options
from meeple.cli.screen import console
from meeple.core import MeepleError


def progress_bar(err: TextIO):
    """A rich progress bar with the ETA on `err`, and the callback tournaments report to."""
    bar = Progress(TextColumn("games"), BarColumn(), MofNCompleteColumn(), TextColumn("ETA"),
                   TimeRemainingColumn(), console=console(err), transient=False)
    task = bar.add_task("games", total=None)

    def update(done: int, total: int) -> None:
        bar.update(task, completed=done, total=total)

    return bar, update


def tournament_of(args: argparse.Namespace, specs: list[str]) -> Tournament:
    workers = args.workers if args.workers is not None else (os.cpu_count() or 1)
    if workers < 1:
        raise MeepleError(f"--workers must be at least 1, got {workers}")
    return Tournament(args.game, args.players, specs, args.games, args.seed,
                      parse_options(args.option), workers, args.ray is not None,
                      args.ray or None, Path(args.out) if args.out else None)


def results_table(rows: list[dict]) -> Table:
    table = Table(title="Tournament results", title_style="bold")
    for name, justify in [("bot", "left"), ("games", "right"), ("win rate", "right"),
                          ("95 % interval", "right"), ("mean score", "right"),
                          ("rating (μ ± σ)", "right"), ("ordinal", "right"), ("s / move", "right")]:
        table.add_column(name, justify=justify)
    for r in rows:
        per_move = r["seconds_per_move"]
        table.add_row(r["bot"], str(r["games"]), f"{100 * r['win_rate']:.1f} %",
                      f"{100 * r['ci_low']:.1f} – {100 * r['ci_high']:.1f} %",
                      f"{r['mean_score']:.1f}", f"{r['rating_mu']:.1f} ± {r['rating_sigma']:.1f}",
                      f"{r['rating_ordinal']:.1f}", "–" if per_move is None else f"{per_move:.4f}")
    return table


def head_to_head_table(results: list, specs: list[str]) -> Table:
    """Row bot ahead of column bot, in the share of the games they shared (ties half)."""
    matrix = head_to_head(results, specs)
    table = Table(title="Head to head: row finished ahead of column", title_style="bold")
    table.add_column("bot", justify="left")
    for b in specs:
        table.add_column(b, justify="right")
    for a in specs:
        cells = [matrix[a][b] if b != a else None for b in specs]
        table.add_row(a, *("–" if c is None or c["score"] is None else
                           f"{100 * c['score']:.0f} % ({c['games']})" for c in cells))
    return table


def cmd_tournament(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    specs = [s.strip() for s in args.bots.split(",") if s.strip()]
    t = tournament_of(args, specs)
    bar, update = progress_bar(err)
    with bar:
        results = t.run(update)
    rows = summary(results, specs)
    con = console(out)
    con.print(results_table(rows))
    if len(specs) > 1:
        con.print(head_to_head_table(results, specs))
    where = "Ray" if t.ray else f"{t.workers} local worker(s)"
    con.print(f"{len(results)} games of {t.game}, {t.players} players, seed {t.seed}, on {where}.")
    if t.out:
        write_tables(t.out, rows, results)
        con.print(f"Records in {t.out}/records/, results in {t.out}/summary.json, summary.csv "
                  "and head_to_head.csv.")
    return 0


def cmd_balance(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    from meeple.analysis.balance import balance

    if not args.out:
        args.out = f"balance-{args.game}-{args.players}p"
    t = tournament_of(args, [args.bot])
    bar, update = progress_bar(err)
    with bar:
        text, _ = balance(t, update)
    con = console(out)
    con.print(text)
    con.print(f"Report written to {t.out}/report.md")
    return 0


def common_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("game")
    p.add_argument("--players", type=int, required=True)
    p.add_argument("--games", type=int, default=100)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--workers", type=int, help="local processes (default: every core)")
    p.add_argument("--ray", nargs="?", const="", metavar="ADDRESS",
                   help="run on Ray: alone, a local cluster; with ADDRESS, join that cluster")
    p.add_argument("--option", action="append", default=[], metavar="NAME=VALUE")


def add_parser(sub) -> None:
    t = sub.add_parser("tournament", help="bots play many games, seats rotated: win rates, ratings")
    common_arguments(t)
    t.add_argument("--bots", required=True, help="comma-separated bot specs, e.g. mcts,greedy,random")
    t.add_argument("--out", metavar="DIR", help="records and results here; run again to resume")


def run(args: argparse.Namespace, inp: TextIO, out: TextIO, err: TextIO) -> int:
    return cmd_tournament(args, out, err)
