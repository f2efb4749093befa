"""Helpers shared by the subcommands."""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path
from typing import TextIO

from meeple import bots
from meeple.core import MeepleError, State

HUMAN = "human"


def parse_options(pairs: Sequence[str]) -> dict:
    """`--option name=value` pairs; values are JSON when they parse as JSON (true, 3, "x")."""
    options = {}
    for pair in pairs:
        if "=" not in pair:
            raise MeepleError(f"--option takes name=value, got {pair!r}")
        name, value = pair.split("=", 1)
        try:
            options[name] = json.loads(value)
        except json.JSONDecodeError:
            options[name] = value
    return options


def seat_list(spec: str | None, players: int, default: str) -> list[str]:
    names = [s.strip() for s in spec.split(",")] if spec else [default] * players
    if len(names) == 1 and players > 1:
        names = names * players
    if len(names) != players:
        raise MeepleError(f"--seats names {len(names)} seats but the game has {players} players")
    for name in names:
        if name != HUMAN:
            check_bot(name)
    return names


def check_bot(spec: str) -> None:
    """A MeepleError naming the seats allowed unless `spec` makes a bot."""
    try:
        bots.make(spec, 0)
    except MeepleError as e:
        known = ", ".join(sorted(bots.BOTS))
        raise MeepleError(f"unknown seat {spec!r} ({e}); seats: {HUMAN}, a level: "
                          f"{', '.join(bots.LEVELS)}, or a bot spec: {known}") from None


def check_count(name: str, value: int | None, low: int = 1) -> None:
    """A MeepleError unless the command-line count `value` is at least `low` (None: not given)."""
    if value is not None and value < low:
        raise MeepleError(f"{name} must be at least {low}, got {value}")


def writable_dir(path: str) -> Path:
    """`path` as a directory that exists (made if needed) and can be written to."""
    target = Path(path)
    if target.exists() and not target.is_dir():
        raise MeepleError(f"--out {path!r} is a file, not a directory")
    try:
        target.mkdir(parents=True, exist_ok=True)
        probe = target / ".meeple-write-test"
        probe.write_text("")
        probe.unlink()
    except OSError as e:
        raise MeepleError(f"cannot write to --out {path!r}: {e.strerror}") from None
    return target


def seats_of(state: State) -> int:
    """Seats that decide (a solo game against an automatic opponent has one)."""
    return state.num_players


def print_new_log(state: State, seen: int, out: TextIO) -> int:
    lines = state.log()
    for line in lines[seen:]:
        print(f"  · {line}", file=out)
    return len(lines)



def progress(done: int, total: int, stream: TextIO, width: int = 30) -> None:
    filled = width * done // total
    stream.write(f"\r[{'#' * filled}{'.' * (width - filled)}] {done}/{total}")
    if done == total:
        stream.write("\n")
    stream.flush()


def play_out(state: State, players: list) -> State:
    while not state.is_terminal():
        state.apply(players[state.current_player()].choose(state))
    return state
