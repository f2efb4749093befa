"""The live-game cache: at most `limit` games kept replayed in memory, least recently used
dropped first. A dropped game is only a cache entry: its row stays in the database and the
next request reloads and replays it (`GameService.get`).

A game is never dropped while it is busy (someone is watching it, a bot is thinking, its clock
runs or a request holds its lock), so no two copies of a game are ever live in one process;
the cache may then hold more than `limit` games for a while.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Callable
from typing import Generic, TypeVar

V = TypeVar("V")


class GameCache(Generic[V]):
    """A dict-like map of game id -> live game (the subset of dict the service uses)."""

    def __init__(self, limit: int, busy: Callable[[str, V], bool]) -> None:
        if limit < 1:
            raise ValueError(f"games kept in memory must be at least 1, got {limit}")
        self.limit = limit
        self.busy = busy
        self.items: OrderedDict[str, V] = OrderedDict()
        self.lock = threading.Lock()
        self.evicted = 0  # games dropped so far (for tests and the benchmark)

    def get(self, key: str, default: V | None = None) -> V | None:
        with self.lock:
            value = self.items.get(key)
            if value is None:
                return default
            self.items.move_to_end(key)
            return value

    def __getitem__(self, key: str) -> V:
        value = self.get(key)
        if value is None:
            raise KeyError(key)
        return value

    def __setitem__(self, key: str, value: V) -> None:
        with self.lock:
            self.items[key] = value
            self.items.move_to_end(key)
            self._shrink()

    def __contains__(self, key: object) -> bool:
        with self.lock:
            return key in self.items

    def __len__(self) -> int:
        return len(self.items)

    def pop(self, key: str, default: V | None = None) -> V | None:
        with self.lock:
            return self.items.pop(key, default)

    def values(self) -> list[V]:
        with self.lock:
            return list(self.items.values())

    def keys(self) -> list[str]:
        with self.lock:
            return list(self.items)

    def _shrink(self) -> None:
        """Drop the least recently used idle games until at most `limit` remain."""
        excess = len(self.items) - self.limit
        if excess <= 0:
            return
        for key in list(self.items)[:-1]:  # never the one just added
            if excess <= 0:
                break
            if not self.busy(key, self.items[key]):
                del self.items[key]
                self.evicted += 1
                excess -= 1
