"""Replay steps from snapshots: the state after every `EVERY`-th move of a game is kept (for a
bounded number of recently replayed games), so a replay request applies at most `EVERY` moves
instead of replaying the game from its start.

A snapshot is valid while the game's history up to it is unchanged: it remembers the entry of
its last move, and an undo (which rebuilds the entries) or a reload makes it stale.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from meeple.core import State, record

EVERY = 16  # moves between snapshots: the most a replay request applies
GAMES = 64  # games whose snapshots are kept
VIEWS = 512  # replay views (JSON text) kept, most recently used


@dataclass
class Snapshot:
    state: State  # never applied to: requests clone it
    last: Any  # the entry of its last move (None at step 0): identity marks it valid


class Replays:
    def __init__(self, every: int = EVERY, games: int = GAMES) -> None:
        self.every = every
        self.games = games
        self.snaps: OrderedDict[str, dict[int, Snapshot]] = OrderedDict()
        self.views: OrderedDict[tuple, tuple[Any, str]] = OrderedDict()
        self.lock = threading.Lock()

    def view(self, key: tuple, last: Any) -> str | None:
        """The replay view built before for `key` (game, viewer, step) if the step's last entry
        is still `last` (an undo makes new entries: a rewritten history never matches)."""
        with self.lock:
            kept = self.views.get(key)
            if kept is None or kept[0] is not last:
                return None
            self.views.move_to_end(key)
            return kept[1]

    def keep_view(self, key: tuple, last: Any, text: str) -> str:
        with self.lock:
            self.views[key] = (last, text)
            self.views.move_to_end(key)
            while len(self.views) > VIEWS:
                self.views.popitem(last=False)
        return text

    def state_at(self, game_id: str, rec: dict, entries: Sequence[Any], upto: int) -> State:
        """The state after the first `upto` of `entries` (the game's entries, `rec` its record)."""
        step, base = self._nearest(game_id, entries, upto)
        if base is None:
            state, step = record.start(rec), 0
            self._keep(game_id, 0, state, None)
        else:
            state = base.clone()
        while step < upto:
            state.apply(state.str_to_action(entries[step].notation))
            step += 1
            if step % self.every == 0:
                self._keep(game_id, step, state, entries[step - 1])
        return state

    def _nearest(self, game_id: str, entries: Sequence[Any], upto: int) -> tuple[int, State | None]:
        with self.lock:
            snaps = self.snaps.get(game_id)
            if snaps is None:
                return 0, None
            self.snaps.move_to_end(game_id)
            for step in sorted((s for s in snaps if s <= upto), reverse=True):
                snap = snaps[step]
                if step == 0 or (step <= len(entries) and entries[step - 1] is snap.last):
                    return step, snap.state
                del snaps[step]  # the history changed under it (an undo)
        return 0, None

    def _keep(self, game_id: str, step: int, state: State, last: Any) -> None:
        with self.lock:
            snaps = self.snaps.setdefault(game_id, {})
            self.snaps.move_to_end(game_id)
            if step not in snaps or snaps[step].last is not last:
                snaps[step] = Snapshot(state.clone(), last)
            while len(self.snaps) > self.games:
                self.snaps.popitem(last=False)
