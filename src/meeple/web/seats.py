"""Seat specs: "human", a strength level, or a bot spec whose time per decision is bounded.

The web app runs bots on the server, so it takes only bots that end their decision in time:
- the levels of `bots.LEVELS` (easy … expert) and the plain bots (random, greedy) always;
- another spec only if `bots.make` accepts it and it asks for at most the server's maximum
  time per decision (`seconds`, `max_seconds`) and at most `MAX_ITERATIONS`; beyond that it is
  refused (400) rather than silently weakened, so the creator knows what the seat plays;
- and every bot the server makes (`make_bot`: seats, hints, timed-out moves, rows stored before
  this rule) gets the maximum as its hard `max_seconds` cap and the server's `stop` event, so a
  search ends by its deadline and at once on shutdown, whatever its spec says.
"""

from __future__ import annotations

import math
import threading
from functools import cache
from typing import Any

from meeple import bots
from meeple.core import MeepleError

HUMAN = "human"
PLAIN_BOTS = ("random", "greedy")  # bots that do not search: always quick
MAX_SECONDS = 3.0  # default maximum time per bot decision (`meeple serve --bot-max-seconds`)
MAX_ITERATIONS = 100_000  # a search spec asking for more is refused (it would hit the cap anyway)
MAX_SPEC_LENGTH = 80  # the seats table's column
TIME_PARAMS = ("seconds", "max_seconds")


def valid_bot(spec: str) -> bool:
    try:
        bots.make(spec, 0)
    except (MeepleError, ValueError, TypeError, KeyError):
        return False
    return True


def bot_name(spec: str) -> str:
    try:
        return bots.parse(spec)[0]
    except MeepleError:
        return spec.split(":")[0]


@cache
def bot_choices() -> list[dict]:
    """[{"name", "specs": [{"label", "spec"}]}]: the plain bots, then the levels grouped by the
    bot they use (weakest first), as the lobby offers them."""
    groups: dict[str, list[dict]] = {}
    for name in PLAIN_BOTS:
        if valid_bot(name):
            groups.setdefault(name, []).append({"label": name, "spec": name})
    for level, spec in bots.LEVELS.items():
        if valid_bot(level):
            seconds = bots.LEVEL_SECONDS.get(level)
            label = f"{level} ({seconds:g} s a move)" if seconds else f"{level} ({spec})"
            groups.setdefault(bot_name(spec), []).append({"label": label, "spec": level})
    return [{"name": name, "specs": specs} for name, specs in groups.items()]


def check_seat_spec(spec: object, max_seconds: float = MAX_SECONDS) -> str:
    """The spec if it is "human", a level, a plain bot, or a bounded spec `bots.make` accepts;
    else `MeepleError` saying why and naming the choices."""
    if spec == HUMAN:
        return HUMAN
    if isinstance(spec, str) and (spec in bots.LEVELS or spec in PLAIN_BOTS) and valid_bot(spec):
        return spec
    if isinstance(spec, str) and len(spec) <= MAX_SPEC_LENGTH:
        try:
            _, params = bots.parse(spec)
        except MeepleError:
            params = None
        if params is not None:
            check_bounded(spec, params, max_seconds)
            if valid_bot(spec):
                return spec
    allowed = [HUMAN] + [s["spec"] for b in bot_choices() for s in b["specs"]]
    shown = spec if not isinstance(spec, str) or len(spec) <= MAX_SPEC_LENGTH else spec[:40] + "…"
    raise MeepleError(f"unknown seat {shown!r}; seats: {', '.join(allowed)}, or a bot spec "
                      f"within {max_seconds:g} s a decision")


def check_bounded(spec: str, params: dict[str, Any], max_seconds: float) -> None:
    """`MeepleError` if the spec asks for more time or iterations than the server gives a bot."""
    for key in TIME_PARAMS:
        value = params.get(key)
        if value is not None and not (isinstance(value, int | float) and math.isfinite(value)
                                      and 0 <= value <= max_seconds):
            raise MeepleError(f"bot spec {spec!r}: {key}={value!r} is more than this server "
                              f"allows a bot per decision ({max_seconds:g} s)")
    iterations = params.get("iterations")
    if isinstance(iterations, int) and iterations > MAX_ITERATIONS:
        raise MeepleError(f"bot spec {spec!r}: iterations={iterations} is more than this server "
                          f"allows ({MAX_ITERATIONS}); use a level or seconds=… up to {max_seconds:g}")


def make_bot(spec: str, seed: int | None, max_seconds: float, stop: threading.Event | None):
    """`bots.make(spec, seed)` with the server's hard cap on its time and its stop event (for
    bots that have them: every search bot does)."""
    bot = bots.make(spec, seed)
    if max_seconds > 0 and hasattr(bot, "max_seconds"):
        own = bot.max_seconds
        bot.max_seconds = min(own, max_seconds) if own and own > 0 else max_seconds
    if stop is not None and hasattr(bot, "stop"):
        bot.stop = stop
    return bot


HINT_LEVEL = "medium"  # a hint answers a request: a short search is enough


def hint_spec() -> str | None:
    """The spec hints use: the "medium" level if its bot can `analyse` a position, else the
    first choice whose bot can; None if none can."""
    specs = [s["spec"] for b in bot_choices() for s in b["specs"]]
    for spec in sorted(specs, key=lambda s: s != HINT_LEVEL):
        if hasattr(bots.make(spec, 0), "analyse"):
            return spec
    return None
