"""`meeple replay`: a record's final position, or stepped through back and forth."""

from __future__ import annotations

import argparse
from typing import TextIO

from rich.text import Text

from meeple.cli.screen import console, end_screen, result_line, seat_text
from meeple.core import MeepleError, State
from meeple.core import record as rec

STEP_HELP = ("Enter or n: next · b: back · a number: go to that move · "
             "0: the start · e: the end · q: stop")


def positions(record: dict) -> tuple[list[State], list[Text]]:
    """The position before each action and after the last, and each action narrated."""
    state = rec.start(record)
    states, lines = [state.clone()], []
    for i, text in enumerate(record["actions"]):
        seat = state.current_player()
        try:
            action = state.str_to_action(text)
        except MeepleError as e:
            raise MeepleError(f"action {i} {text!r} cannot be played: {e}") from None
        line = Text(f"{i + 1:>4}. ").append(seat_text(state, seat)).append(" " + state.narrate(action, None))
        state.apply(action)
        states.append(state.clone())
        lines.append(line)
    return states, lines


def show_final(state: State, con) -> None:
    con.print(state.render(None, "full"))
    if state.is_terminal():
        con.print(end_screen(state))
        con.print(f"Final scores: {state.scores()}; {result_line(state)}")
    else:
        con.print(f"Not finished: {state.prompt()}")


def step_through(states: list[State], lines: list[Text], inp: TextIO, out: TextIO, con) -> None:
    """Show one position at a time; the reader moves back and forth or jumps to a move."""
    last = len(states) - 1
    at = 1 if last else 0
    while True:
        if at:
            con.print(lines[at - 1])
        con.print(states[at].render(None))
        out.write(f"[move {at}/{last}] {STEP_HELP}\n> ")
        out.flush()
        answer = inp.readline()
        if not answer:
            return
        word = answer.strip().lower()
        if word == "q":
            return
        if word in ("", "n"):
            if at == last:
                return
            at += 1
        elif word == "b":
            at = max(0, at - 1)
        elif word == "e":
            at = last
        elif word.isdigit() and int(word) <= last:
            at = int(word)
        else:
            con.print(f"? {STEP_HELP} (moves 0 to {last})")


def cmd_replay(args: argparse.Namespace, out: TextIO, inp: TextIO) -> int:
    record = rec.load(args.file)
    con = console(out)
    states, lines = positions(record)
    con.print(f"Replaying {args.file}: {record['game']}, {record['players']} players, "
              f"seed {record['seed']}, {len(record['actions'])} actions")
    if args.step:
        step_through(states, lines, inp, out, con)
        return 0
    show_final(states[-1], con)
    return 0


def add_parser(sub) -> None:
    rep = sub.add_parser("replay", help="replay a record and show the final state")
    rep.add_argument("file")
    rep.add_argument("--step", action="store_true",
                     help="step through it: forward, back, or jump to a move")


def run(args: argparse.Namespace, inp: TextIO, out: TextIO, err: TextIO) -> int:
    return cmd_replay(args, out, inp)
