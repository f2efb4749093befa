"""Checking, repairing and exporting damaged game rows (`meeple admin`).

- check: every row is read as stored (`rows.read`) and replayed; a damaged one is listed with
  its problem.
- repair: a game whose options are readable keeps the longest prefix of its actions that still
  replays (from a damaged JSON array, the items before the damage, `rows.salvage_list`); its
  version is bumped so that servers reload it. Options that are not valid JSON cannot be
  guessed: such a game is only exported.
- export: a damaged game's row as stored (no token hashes), one JSON file per game.

Run it with the servers stopped (or restart them after a repair): a running SQLite server keeps
the games it has loaded.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from sqlalchemy import select, update

from meeple.core import record
from meeple.web import rows
from meeple.web.db import GameRow, make_engine, migrate, now, sessions
from meeple.web.options import check_options
from meeple.web.service import replay


class Store:
    """The game rows of one database, read as `rows.RawGame`s."""

    def __init__(self, url: str) -> None:
        self.engine = make_engine(url)
        migrate(self.engine)
        self.Session = sessions(self.engine)

    def close(self) -> None:
        self.engine.dispose()

    def ids(self) -> list[str]:
        with self.Session() as session:
            return list(session.scalars(select(GameRow.id).order_by(GameRow.created)))

    def read(self, game_id: str) -> rows.RawGame | None:
        """The row, with `problem` set if it is damaged or no longer replays."""
        with self.Session() as session:
            raw = rows.read(session, game_id)
        if raw is not None and raw.problem is None:
            try:
                check_options(raw.game, raw.options)
                replay(raw.record())
            except Exception as e:
                raw.problem = getattr(e, "message", None) or rows.replay_problem(e)
        return raw

    def damaged(self, ids: Iterable[str] | None = None) -> list[rows.RawGame]:
        found = (self.read(i) for i in (ids if ids is not None else self.ids()))
        return [raw for raw in found if raw is not None and raw.problem]

    def repair(self, raw: rows.RawGame) -> str:
        """Cut the game's actions to their longest prefix that replays; what was done, or why not."""
        if raw.options is None:
            return "not repaired: its options cannot be read (export it)"
        actions = raw.actions
        if actions is None:
            text = raw.raw["actions"]
            actions = rows.salvage_list(text) if isinstance(text, str) else []
        kept, state = longest_prefix(raw.record() | {"actions": actions})
        if state is None:
            return "not repaired: its game, players, seed or options do not make a game"
        with self.Session() as session, session.begin():
            session.execute(update(GameRow).where(GameRow.id == raw.id).values(
                actions=kept, move_number=len(kept), version=raw.version + 1, updated=now(),
                status="finished" if state.is_terminal() else "ongoing"))
        return f"repaired: kept the first {len(kept)} actions"


def longest_prefix(rec: dict[str, Any]) -> tuple[list[str], Any]:
    """The record's actions up to the first that cannot be played, and the state after them
    (None if the record does not even start)."""
    try:
        check_options(rec["game"], rec["options"])
        state = record.start(rec)
    except Exception:
        return [], None
    kept: list[str] = []
    for notation in rec["actions"]:
        try:
            state.apply(state.str_to_action(notation))
        except Exception:
            break
        kept.append(notation)
    return kept, state


def export(raw: rows.RawGame) -> dict[str, Any]:
    """The row as stored, for a person to inspect or mend (no token or creator hashes)."""
    return {
        "id": raw.id, "game": raw.game, "players": raw.players, "seed": raw.seed,
        "kind": raw.kind, "mode": raw.mode, "status": raw.status, "version": raw.version,
        "problem": raw.problem, "options": raw.options, "actions": raw.actions,
        "stored": {c: v if isinstance(v, str) else None for c, v in raw.raw.items()},
        "seats": [{"seat": s.seat, "spec": s.spec, "name": s.name} for s in raw.seats],
    }


def write_export(raw: rows.RawGame, folder: Path) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"meeple-damaged-{raw.id}.json"
    path.write_text(json.dumps(export(raw), indent=1, ensure_ascii=False) + "\n")
    return path
