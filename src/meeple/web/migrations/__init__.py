"""Alembic migrations of the web app's database, applied by `meeple.web.db.migrate`."""
