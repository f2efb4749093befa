"""Reading game rows that may be damaged: invalid JSON, wrong shapes, moves that no longer replay.

The ORM would raise on a row whose `options` or `actions` column holds invalid JSON (SQLite keeps
JSON as text), and one such row would stop start-up and the lobby. Here the two JSON columns are
read as they are stored (`type_coerce(..., Text)`: no JSON decoding by SQLAlchemy; PostgreSQL's
`json` type is decoded by its driver and is always valid JSON), then decoded and checked one by
one, so a damaged row becomes a `problem`, a message naming the column and what is wrong. A
problem never quotes the stored moves: a move's notation can name a seat's hidden cards.

`meeple admin` uses the same reading to list, export and repair damaged games.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from sqlalchemy import Text, select, type_coerce
from sqlalchemy.orm import Session

from meeple.core import IllegalAction, MeepleError
from meeple.web.db import GameRow, SeatRow

JSON_COLUMNS = ("options", "actions")


@dataclass
class RawGame:
    """A game row as stored, its JSON columns decoded where they can be, and what is wrong."""

    id: str
    game: str
    players: int
    seed: int
    kind: str
    mode: str
    status: str
    version: int
    creator_hash: str | None
    clock: int | None
    raw: dict[str, Any]  # column -> the stored value (text, or what the driver decoded)
    options: dict | None = None
    actions: list | None = None
    notices: list = field(default_factory=list)
    seats: list[SeatRow] = field(default_factory=list)
    problem: str | None = None

    def record(self) -> dict[str, Any]:
        return {"game": self.game, "options": self.options, "players": self.players,
                "seed": self.seed, "actions": self.actions}


def read(session: Session, game_id: str) -> RawGame | None:
    """The row `game_id` (None if there is none), decoded and checked; `problem` set if damaged."""
    columns = [GameRow.id, GameRow.game, GameRow.players, GameRow.seed, GameRow.kind,
               GameRow.mode, GameRow.status, GameRow.version, GameRow.creator_hash,
               GameRow.clock,
               *(type_coerce(getattr(GameRow, c), Text).label(c) for c in (*JSON_COLUMNS, "notices"))]
    row = session.execute(select(*columns).where(GameRow.id == game_id)).first()
    if row is None:
        return None
    m = row._mapping
    raw = RawGame(id=m["id"], game=m["game"], players=m["players"], seed=m["seed"],
                  kind=m["kind"], mode=m["mode"], status=m["status"], version=m["version"],
                  creator_hash=m["creator_hash"], clock=m["clock"],
                  raw={c: m[c] for c in JSON_COLUMNS})
    raw.seats = list(session.scalars(select(SeatRow).where(SeatRow.game_id == game_id)
                                     .order_by(SeatRow.seat)))
    raw.options, problem = decode(raw.raw["options"], "options", dict)
    raw.actions, problem2 = decode(raw.raw["actions"], "actions", list)
    raw.problem = problem or problem2
    notices, _ = decode(m["notices"], "notices", list)  # damaged notices are dropped, not fatal
    raw.notices = [n for n in notices or () if isinstance(n, dict) and isinstance(n.get("text"), str)
                   and type(n.get("at")) is int]
    if raw.problem is None and not all(isinstance(a, str) for a in raw.actions):
        raw.problem = "the stored actions are not all move notations (strings)"
    if raw.problem is None and len(raw.seats) != raw.players:
        raw.problem = f"{len(raw.seats)} seat rows for {raw.players} players"
    return raw


def decode(value: Any, column: str, kind: type) -> tuple[Any, str | None]:
    """The column's value decoded, or None and the problem (position only, never the text)."""
    if isinstance(value, str | bytes):
        try:
            value = json.loads(value)
        except (json.JSONDecodeError, UnicodeDecodeError) as e:
            where = f" at character {e.pos}" if isinstance(e, json.JSONDecodeError) else ""
            return None, f"the stored {column} are not valid JSON ({type(e).__name__}{where})"
        except (RecursionError, ValueError):
            return None, f"the stored {column} are not valid JSON (nested too deeply or too large)"
    if not isinstance(value, kind):
        return None, (f"the stored {column} are a JSON {type(value).__name__}, "
                      f"not a JSON {'object' if kind is dict else 'array'}")
    return value, None


def replay_problem(exc: Exception) -> str:
    """What a replay failure says about a row: the meeple error's message (it names the move
    by number, see `service.replay`), else only the kind of error."""
    if isinstance(exc, IllegalAction):  # its message lists the legal moves: maybe hidden cards
        return "its record no longer replays: a stored move is not legal in its position"
    if isinstance(exc, MeepleError):
        return f"its record no longer replays: {exc}"
    return f"its record no longer replays ({type(exc).__name__})"


def salvage_list(text: str) -> list[Any]:
    """The items that parse at the start of a damaged JSON array (e.g. a file cut short):
    `'["a", "b", "c'` -> ["a", "b"]."""
    decoder = json.JSONDecoder()
    items: list[Any] = []
    i = text.find("[")
    if i < 0:
        return items
    i += 1
    while True:
        while i < len(text) and text[i] in " \t\r\n,":
            i += 1
        try:
            item, i = decoder.raw_decode(text, i)
        except (json.JSONDecodeError, RecursionError, ValueError):
            return items
        items.append(item)
