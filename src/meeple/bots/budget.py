"""When a search stops: the one budget every search bot obeys.

A search runs until the first of: its iteration budget, its time budget (`seconds`), a hard
cap on the time (`max_seconds`, which a server sets so that no spec can hold a worker for
long, whatever its iterations), or a `stop` event set from another thread (a server shutting
down). It always completes at least one iteration, so a bot always has a move to return.
"""

from __future__ import annotations

import threading
import time


class Budget:
    __slots__ = ("iterations", "seconds", "max_seconds", "stop", "_deadline")

    def __init__(self, iterations: int = 0, seconds: float = 0.0, max_seconds: float = 0.0,
                 stop: threading.Event | None = None) -> None:
        self.iterations = iterations  # 0: no iteration budget (then `seconds` must be > 0)
        self.seconds = seconds  # 0: no time budget
        self.max_seconds = max_seconds  # 0: no hard cap
        self.stop = stop
        self._deadline: float | None = None

    def start(self) -> None:
        """Start the clock for one decision."""
        limits = [t for t in (self.seconds, self.max_seconds) if t > 0]
        self._deadline = time.perf_counter() + min(limits) if limits else None

    def exhausted(self, done: int) -> bool:
        """Whether a search that has done `done` iterations must stop now."""
        if done == 0:
            return False
        if self.stop is not None and self.stop.is_set():
            return True
        if self._deadline is not None and time.perf_counter() >= self._deadline:
            return True
        # A time budget alone (seconds > 0) ignores the iteration count.
        return self.seconds <= 0 and done >= self.iterations
