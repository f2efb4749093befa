"""Live updates across server processes: PostgreSQL `LISTEN meeple_game`.

Every commit that changes a game sends `NOTIFY meeple_game, '<id>:<version>'` in its own
transaction (`GameService._store`), so PostgreSQL delivers it exactly when the change is
visible. Each process runs one `Listener` thread on its own autocommit connection: for a game
it has loaded at an older version it reloads the game and wakes its WebSockets. No broker is
needed. A lost connection is retried; games missed meanwhile are caught up by the version
check every request makes.
"""

from __future__ import annotations

import logging
import threading
from typing import TYPE_CHECKING

import psycopg

if TYPE_CHECKING:
    from meeple.web.service import GameService

log = logging.getLogger("meeple.web")

CHANNEL = "meeple_game"
POLL = 0.5  # seconds between checks of the stop flag
RETRY = 1.0  # seconds before reconnecting


class Listener:
    def __init__(self, service: GameService) -> None:
        self.service = service
        url = service.engine.url.set(drivername="postgresql")
        self.conninfo = url.render_as_string(hide_password=False)
        self.stopping = threading.Event()
        self.ready = threading.Event()
        self.thread = threading.Thread(target=self.run, name="meeple-listen", daemon=True)

    def start(self) -> None:
        self.thread.start()
        self.ready.wait(timeout=10)

    def stop(self) -> None:
        self.stopping.set()
        self.thread.join(timeout=5)

    def run(self) -> None:
        while not self.stopping.is_set():
            try:
                with psycopg.connect(self.conninfo, autocommit=True) as conn:
                    conn.execute(f"LISTEN {CHANNEL}")
                    self.ready.set()
                    self.catch_up()
                    while not self.stopping.is_set():
                        for note in conn.notifies(timeout=POLL):
                            self.received(note.payload)
            except Exception as e:  # the database went away: retry
                log.warning("LISTEN %s lost (%s); retrying", CHANNEL, type(e).__name__)
                self.stopping.wait(RETRY)

    def received(self, payload: str) -> None:
        game_id, _, version = payload.rpartition(":")
        live = self.service.games.get(game_id)
        if live is None or not version.isdigit():
            return
        try:
            if self.service.refresh(live, int(version)):
                self.service._changed(live)
        except Exception:
            log.exception("reloading game %s after a notification failed", game_id)

    def catch_up(self) -> None:
        """After (re)connecting: reload the loaded games that changed while nobody listened."""
        for live in list(self.service.games.values()):
            try:
                if self.service.refresh(live):
                    self.service._changed(live)
            except Exception:
                log.exception("catching up game %s failed", live.id)
