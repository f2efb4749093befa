"""What the terminal commands draw with `rich`: seats in their colours, the legal moves in
columns, and the end-of-game screen every game shares (seats ranked, score breakdown)."""

from __future__ import annotations

from typing import TextIO

from rich.columns import Columns
from rich.console import Console
from rich.table import Table
from rich.text import Text

from meeple.core import State

WIDTH = 100  # the board views are drawn to fit 100 columns

# The seat colours games name (Game.seat_colors), as terminal styles.
STYLES = {
    "red": "bold red",
    "blue": "bold blue",
    "green": "bold green",
    "yellow": "bold yellow",
    "orange": "bold dark_orange",
    "purple": "bold magenta",
    "black": "bold bright_white on grey30",
    "white": "bold white",
    "brown": "bold orange4",
    "teotibot": "bold cyan",
}


def console(out: TextIO) -> Console:
    """A console on `out`: colours on a terminal, plain text on a file or a test's StringIO."""
    tty = hasattr(out, "isatty") and out.isatty()
    return Console(file=out, width=None if tty else WIDTH, highlight=False, markup=False,
                   force_terminal=tty, no_color=not tty, soft_wrap=True)


def seat_text(state: State, seat: int, suffix: str = "") -> Text:
    """The seat's colour name (e.g. "Red"), styled in that colour."""
    name = state.seat_name(seat)
    return Text(name + suffix, style=STYLES.get(name.lower(), "bold"))


def moves_listing(state: State) -> Columns:
    """The legal moves, numbered, in as many columns as fit."""
    items = [f"{i:>3}. {state.action_to_str(a)}" for i, a in enumerate(state.legal_actions(), 1)]
    return Columns(items, padding=(0, 3), column_first=True)


def ranking(state: State) -> list[int]:
    """Seats best first: winners, then by score."""
    won = set(state.winners())
    scores = state.scores()
    return sorted(range(len(scores)), key=lambda s: (s not in won, -scores[s], s))


def end_screen(state: State, labels: list[str] | None = None) -> Table:
    """The end-of-game table: seats ranked, each game's score breakdown, the winner marked."""
    breakdown = state.score_breakdown()
    categories: list[str] = []
    for seat_parts in breakdown:
        categories += [c for c in seat_parts if c not in categories]
    table = Table(title=f"{state.game.title} — final scores", title_style="bold")
    table.add_column("#", justify="right")
    table.add_column("seat")
    if labels:
        table.add_column("player")
    for category in categories:
        table.add_column(category.replace("_", " "), justify="right")
    table.add_column("total", justify="right", style="bold")
    won = set(state.winners())
    for rank, seat in enumerate(ranking(state), 1):
        row: list = [str(rank), seat_text(state, seat, " ★" if seat in won else "")]
        if labels:
            row.append(labels[seat])
        row += [str(breakdown[seat].get(c, 0)) for c in categories]
        row.append(str(state.scores()[seat]))
        table.add_row(*row)
    for name, score in state.automa_scores().items():
        row = ["", Text(name, style=STYLES.get(name.lower(), "bold"))]
        if labels:
            row.append("automatic")
        table.add_row(*row, *[""] * len(categories), str(score))
    return table


def result_line(state: State) -> str:
    """One line naming the winners (or, solo, whether the seat beat its opponent)."""
    won = state.winners()
    if state.num_players == 1 and state.automa_scores():
        return "You won." if won else "You lost to " + ", ".join(state.automa_scores()) + "."
    names = [state.seat_name(s) for s in won]
    if len(names) == 1:
        return f"{names[0]} wins."
    return "Shared victory: " + ", ".join(names) + "."
