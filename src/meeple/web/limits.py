"""The server's limits: settings with defaults (`meeple serve --help` lists them), and the small
counters that enforce them in the app (creations per address, WebSockets per game and address).

Every refusal is a 4xx `{"error": ...}` that names the limit; an error never quotes more than a
short prefix of what the client sent (`clip`), so a huge input is never echoed back.
"""

from __future__ import annotations

import math
import threading
import time
from collections import deque
from dataclasses import dataclass, field, fields
from typing import Any

from meeple.web.errors import TooLarge, TooMany, UnsupportedMedia, WebError  # noqa: F401


def setting(default: Any, help: str) -> Any:
    return field(default=default, metadata={"help": help})


@dataclass(frozen=True)
class Limits:
    """What one client may ask of the server. The defaults suit a public server on a small
    machine; each is a `meeple serve` option (`--max-body` for `max_body`, and so on)."""

    max_body: int = setting(256_000, "bytes of a request body (413 beyond)")
    max_json_depth: int = setting(32, "nesting of arrays and objects in a JSON body")
    max_int_digits: int = setting(40, "digits of an integer in a JSON body")
    max_actions: int = setting(20_000, "actions in an uploaded record (413 beyond)")
    max_action_length: int = setting(200, "characters of one action in an uploaded record")
    games_per_minute: int = setting(30, "games created or records uploaded per client address "
                                        "per minute (429 beyond)")
    games_in_memory: int = setting(500, "games kept replayed in memory; idle ones beyond are "
                                        "dropped and reloaded from the database on demand")
    sockets_per_game: int = setting(200, "live WebSockets on one game (429 beyond)")
    sockets_per_address: int = setting(50, "live WebSockets from one client address (429 beyond)")
    header_timeout: float = setting(10.0, "seconds a connection has to send a request's headers")
    keep_alive: float = setting(5.0, "seconds an idle keep-alive connection stays open")
    max_header_bytes: int = setting(16_384, "bytes of a request's headers (h11 only; httptools "
                                            "caps them itself)")
    max_connections: int | None = setting(None, "connections and requests at once before the "
                                                "server answers 503 (default: no limit)")
    ws_max_message: int = setting(65_536, "bytes of one WebSocket message from a client")

    @classmethod
    def settings(cls) -> list[tuple[str, Any, str]]:
        """(name, default, help) of every limit, for `meeple serve`'s options."""
        return [(f.name, f.default, f.metadata["help"]) for f in fields(cls)]


PREFIX = 60  # characters of a client's input an error may quote


def clip(value: Any, limit: int = PREFIX) -> str:
    """`repr(value)`, cut to a short prefix: safe to put in an error message."""
    text = repr(value) if not isinstance(value, str) else repr(value[: limit + 1])
    return text if len(text) <= limit else text[:limit] + f"… ({length_of(value)})"


def length_of(value: Any) -> str:
    try:
        return f"{len(value):,} long"
    except TypeError:
        return "cut"


MAX_ERROR = 2_000  # characters of any error message the app sends


def cap_message(message: str) -> str:
    """A safety net under every error: no answer grows with the input."""
    if len(message) <= MAX_ERROR:
        return message
    return message[:MAX_ERROR] + f"… ({len(message):,} characters in all)"


def check_record_size(rec: Any, limits: Limits) -> None:
    """`TooLarge` if an uploaded record has too many actions or too long a one."""
    actions = rec.get("actions") if isinstance(rec, dict) else None
    if not isinstance(actions, list):
        return  # the record's own validation names what is wrong
    if len(actions) > limits.max_actions:
        raise TooLarge(f"bad record: {len(actions):,} actions; at most {limits.max_actions:,} allowed")
    for i, action in enumerate(actions):
        if isinstance(action, str) and len(action) > limits.max_action_length:
            raise TooLarge(f"bad record: action {i} is {len(action):,} characters long "
                           f"({clip(action, 30)}); at most {limits.max_action_length} allowed")


class RateLimit:
    """At most `per_minute` events per key (a client address) in any 60-second window."""

    WINDOW = 60.0
    MAX_KEYS = 10_000  # addresses remembered at once: old ones are dropped first

    def __init__(self, per_minute: int) -> None:
        self.per_minute = per_minute
        self.events: dict[str, deque[float]] = {}
        self.lock = threading.Lock()

    def hit(self, key: str, what: str = "requests") -> None:
        """Count one event for `key`; `TooMany` (nothing counted) if its window is full."""
        now = time.monotonic()
        with self.lock:
            times = self.events.pop(key, None) or deque()
            while times and times[0] <= now - self.WINDOW:
                times.popleft()
            self.events[key] = times  # most recent last: the oldest keys are dropped first
            if len(times) >= self.per_minute:
                wait = math.ceil(times[0] + self.WINDOW - now)
                raise TooMany(f"too many {what} from your address: at most {self.per_minute} "
                              f"a minute; try again in {wait} s")
            times.append(now)
            while len(self.events) > self.MAX_KEYS:
                del self.events[next(iter(self.events))]


class SocketCount:
    """Open WebSockets per game and per client address, each under its limit."""

    def __init__(self, limits: Limits) -> None:
        self.limits = limits
        self.games: dict[str, int] = {}
        self.addresses: dict[str, int] = {}
        self.lock = threading.Lock()

    def open(self, game_id: str, address: str) -> None:
        """Count a new socket; `TooMany` (nothing counted) if either limit is reached."""
        with self.lock:
            if self.games.get(game_id, 0) >= self.limits.sockets_per_game:
                raise TooMany(f"this game has {self.limits.sockets_per_game} live connections "
                              "already; try again later")
            if self.addresses.get(address, 0) >= self.limits.sockets_per_address:
                raise TooMany(f"your address has {self.limits.sockets_per_address} live "
                              "connections open already; close some first")
            self.games[game_id] = self.games.get(game_id, 0) + 1
            self.addresses[address] = self.addresses.get(address, 0) + 1

    def close(self, game_id: str, address: str) -> None:
        with self.lock:
            for counts, key in ((self.games, game_id), (self.addresses, address)):
                counts[key] -= 1
                if counts[key] <= 0:
                    del counts[key]
