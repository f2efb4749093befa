"""Seat specs: "human" or a bot spec for `meeple.bots.make`, and the lobby's list of bots.

Only specs that `bots.make` accepts are offered, so the lobby grows as bots are added.
"""

from __future__ import annotations

from functools import cache

from meeple import bots
from meeple.core import MeepleError

HUMAN = "human"
# Strength choices offered for search bots: the levels (a time per decision), weakest first.
STRENGTHS = tuple(bots.LEVEL_SECONDS.items())
SEARCH_BOTS = ("mcts", "ismcts")
FALLBACK_NAMES = ("random", "greedy", "mcts")


def bot_names() -> list[str]:
    names = getattr(bots, "names", None)
    if callable(names):  # strings, or records with a .name
        return [getattr(n, "name", n) for n in names()]
    return sorted(set(getattr(bots, "BOTS", {})) | set(FALLBACK_NAMES))


def valid_bot(spec: str) -> bool:
    try:
        bots.make(spec, 0)
    except (MeepleError, ValueError, TypeError, KeyError):
        return False
    return True


@cache
def bot_choices() -> list[dict]:
    """[{"name", "specs": [{"label", "spec"}]}] for every bot that can be made here."""
    out = []
    for name in bot_names():
        if name in SEARCH_BOTS:
            if name != bots.STRONGEST:
                continue  # the levels are this bot's
            specs = [{"label": f"{label} ({sec:g} s a move)", "spec": label}
                     for label, sec in STRENGTHS]
        else:
            specs = [{"label": name, "spec": name}]
        specs = [s for s in specs if valid_bot(s["spec"])]
        if specs:
            out.append({"name": name, "specs": specs})
    return out


def check_seat_spec(spec: object) -> str:
    """The spec if it is "human" or a bot `bots.make` accepts; else `MeepleError` naming the choices."""
    if spec == HUMAN:
        return HUMAN
    if isinstance(spec, str) and valid_bot(spec):
        return spec
    allowed = [HUMAN] + [s["spec"] for b in bot_choices() for s in b["specs"]]
    raise MeepleError(f"unknown seat {spec!r}; seats: {', '.join(allowed)}")


def hint_spec() -> str | None:
    """A search bot's "normal" spec whose bot can `analyse` a position (others as a fallback), or None."""
    ordered = sorted(bot_choices(), key=lambda b: b["name"] not in SEARCH_BOTS)
    for choice in ordered:
        specs = choice["specs"]
        spec = specs[min(1, len(specs) - 1)]["spec"]
        if hasattr(bots.make(spec, 0), "analyse"):
            return spec
    return None
