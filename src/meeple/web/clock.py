"""One scheduler thread for every timer of the server (online clocks, bot take-overs), instead
of a `threading.Timer` thread per game: 500 clocked games cost one sleeping thread.

Due calls run on a small pool, so a slow one (a time-out move) never delays the others' clocks.
"""

from __future__ import annotations

import heapq
import itertools
import logging
import threading
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import Any

log = logging.getLogger("meeple.web")


class Call:
    """A scheduled call; `cancel()` as `threading.Timer.cancel()`."""

    __slots__ = ("interval", "when", "fn", "args", "cancelled", "scheduler")

    def __init__(self, interval: float, fn: Callable[..., None], args: tuple, scheduler: Scheduler) -> None:
        self.interval, self.when = interval, time.monotonic() + interval
        self.fn, self.args, self.cancelled = fn, args, False
        self.scheduler = scheduler

    def cancel(self) -> None:
        if not self.cancelled:
            self.cancelled = True
            self.scheduler.cancelled += 1


class Scheduler:
    def __init__(self, workers: int = 2) -> None:
        self.heap: list[tuple[float, int, Call]] = []
        self.order = itertools.count()  # ties keep their order; Calls are never compared
        self.wake = threading.Condition()
        self.pool = ThreadPoolExecutor(workers, thread_name_prefix="meeple-clock")
        self.thread: threading.Thread | None = None
        self.cancelled = 0  # cancelled calls still in the heap (a week-long clock may wait long)

    def later(self, delay: float, fn: Callable[..., None], *args: Any) -> Call:
        """Call `fn(*args)` in about `delay` seconds, unless cancelled first."""
        call = Call(delay, fn, args, self)
        with self.wake:
            if self.cancelled > 64 and self.cancelled > len(self.heap) // 2:
                self.heap = [e for e in self.heap if not e[2].cancelled]
                heapq.heapify(self.heap)
                self.cancelled = 0
            heapq.heappush(self.heap, (call.when, next(self.order), call))
            if self.thread is None:
                self.thread = threading.Thread(target=self.run, name="meeple-scheduler", daemon=True)
                self.thread.start()
            self.wake.notify()
        return call

    def pending(self) -> int:
        with self.wake:
            return sum(not c.cancelled for _, _, c in self.heap)

    def run(self) -> None:
        while True:
            with self.wake:
                while self.heap and self.heap[0][2].cancelled:
                    heapq.heappop(self.heap)
                    self.cancelled = max(0, self.cancelled - 1)
                delay = self.heap[0][0] - time.monotonic() if self.heap else None
                if delay is None or delay > 0:
                    self.wake.wait(delay)
                    continue
                call = heapq.heappop(self.heap)[2]
            self.pool.submit(self.fire, call)

    @staticmethod
    def fire(call: Call) -> None:
        if call.cancelled:
            return
        try:
            call.fn(*call.args)
        except Exception:
            log.exception("a scheduled call failed")


SCHEDULER = Scheduler()


def later(delay: float, fn: Callable[..., None], *args: Any) -> Call:
    """`fn(*args)` in `delay` seconds on the server's one scheduler thread."""
    return SCHEDULER.later(delay, fn, *args)
