"""The meeple web app: play the games in a browser (FastAPI + SQLAlchemy + plain ES modules).

`create_app(url)` builds the app; `meeple serve` runs it with uvicorn. The app uses only the
core protocol and `meeple.bots`, so every registered game is playable here.
"""

from __future__ import annotations


def create_app(*args, **kwargs):
    from meeple.web.app import create_app as make

    return make(*args, **kwargs)


__all__ = ["create_app"]
