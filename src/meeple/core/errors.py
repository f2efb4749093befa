"""The one family of errors meeple raises on bad input.

Every message says what was wrong and what is allowed. Raising any of them leaves the
state, game or record it concerns unchanged.
"""

from __future__ import annotations


class MeepleError(Exception):
    """Base of every error meeple raises on purpose."""


class IllegalAction(MeepleError):
    """An action id that is not legal in this state (or the game is over)."""


class BadNotation(IllegalAction):
    """A notation string that names no legal action of this state."""


class UnknownGame(MeepleError):
    """`meeple.load` was given a name that is not registered."""


class BadOption(MeepleError):
    """An unknown option, a value it does not allow, or a player count the game does not support."""


class BadState(MeepleError):
    """A malformed state dict given to `Game.from_dict`; the message names the field."""


class BadSeat(MeepleError, ValueError):
    """A seat number outside 0..players-1 given to a view (`observation`, `render`, `determinize`)."""


class BadRecord(MeepleError):
    """A game record that cannot be read or replayed; the message names the field or action."""


def listing(items: list[str], limit: int = 12) -> str:
    """`a, b, c` or `a, b, … (40 in all)`: a readable list of what is allowed."""
    if len(items) <= limit:
        return ", ".join(items)
    return ", ".join(items[:limit]) + f", … ({len(items)} in all)"
