"""The web app's database: one `games` row per game, one `seats` row per seat (SQLAlchemy 2).

A game row holds what replays the game exactly (game, options, players, seed, the action list
in notation) plus what the lobby lists without replaying (status, move number, times). Token
hashes (sha256) live in `seats`, so online play can hand seats out one by one. The schema is
made by the Alembic migrations shipped in `meeple/web/migrations`, applied at start-up.
"""

from __future__ import annotations

import os
import sys
from datetime import UTC, datetime
from pathlib import Path

from sqlalchemy import (
    JSON,
    BigInteger,
    DateTime,
    ForeignKey,
    Integer,
    String,
    Text,
    create_engine,
    event,
)
from sqlalchemy.engine import Engine
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column, relationship, sessionmaker

DATABASE_ENV = "MEEPLE_DATABASE_URL"


class Base(DeclarativeBase):
    pass


def now() -> datetime:
    return datetime.now(UTC)


class GameRow(Base):
    __tablename__ = "games"

    id: Mapped[str] = mapped_column(String(32), primary_key=True)
    game: Mapped[str] = mapped_column(String(40))
    players: Mapped[int] = mapped_column(Integer)
    options: Mapped[dict] = mapped_column(JSON)
    seed: Mapped[int] = mapped_column(BigInteger)
    actions: Mapped[list] = mapped_column(JSON)  # notation strings, as in a record
    move_number: Mapped[int] = mapped_column(Integer, default=0)
    status: Mapped[str] = mapped_column(String(16), default="ongoing")  # ongoing | finished
    kind: Mapped[str] = mapped_column(String(16), default="play")  # play | upload (watch only)
    # Online play: every change bumps `version` (checked in the UPDATE, so across processes two
    # moves on one position cannot both commit); `mode` is hotseat | online; the creator's token
    # (hashed) reshares seats and hands them to bots; `clock` is seconds per move, or None.
    version: Mapped[int] = mapped_column(Integer, default=0)
    mode: Mapped[str] = mapped_column(String(16), default="hotseat")
    creator_hash: Mapped[str | None] = mapped_column(String(64), nullable=True)
    clock: Mapped[int | None] = mapped_column(Integer, nullable=True)
    # What the creator did to the seats, for every seat's log: [{"at": move number, "text"}].
    notices: Mapped[list] = mapped_column(JSON, default=list)
    created: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=now)
    updated: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=now)
    seats: Mapped[list[SeatRow]] = relationship(
        back_populates="game_row", order_by="SeatRow.seat", cascade="all, delete-orphan", lazy="selectin"
    )


class SeatRow(Base):
    __tablename__ = "seats"

    game_id: Mapped[str] = mapped_column(ForeignKey("games.id", ondelete="CASCADE"), primary_key=True)
    seat: Mapped[int] = mapped_column(Integer, primary_key=True)
    spec: Mapped[str] = mapped_column(String(80))  # "human" or a bot spec
    token_hash: Mapped[str | None] = mapped_column(String(64), index=True, nullable=True)
    name: Mapped[str] = mapped_column(Text, default="")
    game_row: Mapped[GameRow] = relationship(back_populates="seats")


def data_dir() -> Path:
    """The user's data directory for meeple (MEEPLE_DATA_DIR overrides)."""
    if os.environ.get("MEEPLE_DATA_DIR"):
        return Path(os.environ["MEEPLE_DATA_DIR"])
    if sys.platform == "win32":
        base = Path(os.environ.get("APPDATA", Path.home() / "AppData" / "Roaming"))
    elif sys.platform == "darwin":
        base = Path.home() / "Library" / "Application Support"
    else:
        base = Path(os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share")
    return base / "meeple"


def default_url() -> str:
    """`MEEPLE_DATABASE_URL`, else a SQLite file in the user's data directory."""
    if os.environ.get(DATABASE_ENV):
        return os.environ[DATABASE_ENV]
    folder = data_dir()
    folder.mkdir(parents=True, exist_ok=True)
    return f"sqlite:///{folder / 'meeple.db'}"


def make_engine(url: str) -> Engine:
    """An engine for `url`; SQLite gets WAL mode and foreign keys."""
    if url.startswith("sqlite"):
        engine = create_engine(url, connect_args={"check_same_thread": False, "timeout": 30})
        event.listen(engine, "connect", _sqlite_pragmas)
        return engine
    return create_engine(url, pool_pre_ping=True)


def _sqlite_pragmas(dbapi_connection, _record) -> None:
    cursor = dbapi_connection.cursor()
    cursor.execute("PRAGMA journal_mode=WAL")
    # NORMAL in WAL mode: a commit survives the process being killed (not a power cut).
    cursor.execute("PRAGMA synchronous=NORMAL")
    cursor.execute("PRAGMA foreign_keys=ON")
    cursor.close()


def migrate(engine: Engine) -> None:
    """Bring the schema up to date with the shipped Alembic migrations."""
    from alembic import command
    from alembic.config import Config

    config = Config()
    config.set_main_option("script_location", str(Path(__file__).parent / "migrations"))
    with engine.begin() as connection:
        config.attributes["connection"] = connection
        command.upgrade(config, "head")


def sessions(engine: Engine) -> sessionmaker:
    return sessionmaker(engine, expire_on_commit=False)
