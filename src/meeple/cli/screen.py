"""What the terminal commands draw with `rich`: seats in their colours, the legal moves in
columns, and the end-of-game screen every game shares (seats ranked, score breakdown)."""

from __future__ import annotations

from typing import TextIO

from rich.columns import Columns
from rich.console import Console, RenderableType
from rich.table import Table
from rich.text import Text

from meeple.core import State
from meeple.core.i18n import _, join, ntr, tr, translate

WIDTH = 100  # the board views are drawn to fit 100 columns
HEIGHT = 30  # the screen a decision must fit when the output is not a terminal
MIN_RECENT = 2  # "since your last move" lines shown even when the board fills the screen

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
    return Text(translate(name) + suffix, style=STYLES.get(name.lower(), "bold"))


def screen_height(con: Console) -> int:
    """Rows of the terminal (HEIGHT on a file or a test's StringIO)."""
    return con.size.height if con.is_terminal else HEIGHT


def rendered_height(con: Console, part: RenderableType) -> int:
    """Rows `part` takes on `con`, counting the lines the terminal wraps."""
    return len(con.render_lines(part, con.options.update(no_wrap=False, overflow="fold"), pad=False))


def since_lines(con: Console, events: list[Text], budget: int) -> list[Text]:
    """The last of `events` that fit in `budget` rows (at least MIN_RECENT), after a line
    saying how many earlier ones the `log` command shows."""
    budget = max(budget, MIN_RECENT)
    heights = [rendered_height(con, e) for e in events]
    if sum(heights) <= budget:
        return list(events)
    kept, rows = 0, 1  # one row for the "earlier lines" note
    while kept < len(events) and rows + heights[-1 - kept] <= budget:
        rows += heights[-1 - kept]
        kept += 1
    hidden = len(events) - kept
    note = Text(ntr("  … {n} earlier line since your last move: type 'log'",
                    "  … {n} earlier lines since your last move: type 'log'", hidden), style="dim")
    return [note, *events[len(events) - kept:]]


def board_text(state: State, seat: int | None, section: str | None) -> str:
    """The board as `seat` sees it: compact (section None), "full", or a named section."""
    # a section is passed only when asked for, so a game whose render takes no section
    # still shows its board
    return state.render(seat) if section is None else state.render(seat, section)


def prompt_text(state: State, seat: int) -> Text:
    """The prompt, led by the seat's colour name in its colour (once, if the game's prompt
    already starts with it)."""
    name, prompt = translate(state.seat_name(seat)), state.prompt()
    if prompt.startswith(name):
        return seat_text(state, seat).append(prompt[len(name):])
    return seat_text(state, seat, ": ").append(prompt)


def common_verb(state: State) -> str:
    """The first word every legal move's notation shares ("place"), when there are enough
    moves for it to be worth leaving out of the listing; else ""."""
    texts = [state.action_to_str(a) for a in state.legal_actions()]
    verbs = {t.split(" ", 1)[0] for t in texts}
    if len(texts) < 10 or len(verbs) != 1 or any(" " not in t for t in texts):
        return ""
    return verbs.pop()


def moves_listing(state: State) -> Columns:
    """The legal moves, numbered, in as many columns as fit; a first word all of them share
    is said once, in front ("place: 1. 3 on land ...")."""
    verb = common_verb(state)
    cut = len(verb) + 1 if verb else 0
    items = [f"{i:>3}. {state.action_to_str(a)[cut:]}" for i, a in enumerate(state.legal_actions(), 1)]
    return Columns(items, padding=(0, 2), column_first=True, title=f"{verb}:" if verb else None)


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
    table = Table(title=tr("{title} — final scores", title=state.game.title), title_style="bold")
    table.add_column("#", justify="right")
    table.add_column(_("seat"))
    if labels:
        table.add_column(_("player"))
    for category in categories:
        table.add_column(translate(category).replace("_", " "), justify="right")
    table.add_column(_("total"), justify="right", style="bold")
    won = set(state.winners())
    for rank, seat in enumerate(ranking(state), 1):
        row: list = [str(rank), seat_text(state, seat, " ★" if seat in won else "")]
        if labels:
            row.append(labels[seat])
        row += [str(breakdown[seat].get(c, 0)) for c in categories]
        row.append(str(state.scores()[seat]))
        table.add_row(*row)
    for name, score in state.automa_scores().items():
        row = ["", Text(translate(name), style=STYLES.get(name.lower(), "bold"))]
        if labels:
            row.append(_("automatic"))
        table.add_row(*row, *[""] * len(categories), str(score))
    return table


def result_line(state: State) -> str:
    """One line naming the winners (or, solo, whether the seat beat its opponent)."""
    won = state.winners()
    if state.num_players == 1 and state.automa_scores():
        return _("You won.") if won else tr("You lost to {names}.",
                                            names=", ".join(state.automa_scores()))
    names = [state.seat_name(s) for s in won]
    if len(names) == 1:
        return tr("{name} wins.", name=names[0])
    return tr("Shared victory: {names}.", names=join(names))
