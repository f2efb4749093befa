"""Fixtures of the web tests: a database URL (a SQLite file, or the session's PostgreSQL
server) and an app on it."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

pytest.importorskip("fastapi")
pytest.importorskip("sqlalchemy")
sys.path.insert(0, str(Path(__file__).parent))

from web_helpers import start  # noqa: E402

DATABASES = ["sqlite", pytest.param("postgresql", marks=pytest.mark.postgres)]


@pytest.fixture(params=DATABASES)
def db_url(request, tmp_path):
    """A fresh, empty database URL (one per test): a SQLite file, or the session's PostgreSQL."""
    if request.param == "sqlite":
        return f"sqlite:///{tmp_path / 'meeple.db'}"
    from sqlalchemy import create_engine, text

    url = request.getfixturevalue("postgres_url")
    engine = create_engine(url)
    with engine.begin() as c:
        c.execute(text("DROP TABLE IF EXISTS seats, games, alembic_version CASCADE"))
    engine.dispose()
    return url


@pytest.fixture
def client(db_url):
    with start(db_url) as c:
        yield c
