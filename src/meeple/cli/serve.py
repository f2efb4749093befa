"""`meeple serve`: the web app (FastAPI, served by uvicorn)."""

from __future__ import annotations

import argparse
import logging
import sys
from typing import TextIO

from meeple.core import MeepleError


def add_parser(sub) -> None:
    p = sub.add_parser("serve", help="play in the browser: start the web app")
    p.add_argument("--host", default="127.0.0.1", help="address to listen on (default 127.0.0.1)")
    p.add_argument("--port", type=int, default=8000, help="port (default 8000)")
    p.add_argument("--db", default=None,
                   help="SQLAlchemy database URL (default: $MEEPLE_DATABASE_URL, else a SQLite "
                        "file in your data directory); with postgresql+psycopg://… several serve "
                        "processes can share the games (moves serialized, live updates by LISTEN/NOTIFY)")
    p.add_argument("--bot-workers", type=int, default=2, help="threads for bots' thinking")
    p.add_argument("--bot-max-seconds", type=positive, default=3.0,
                   help="the most time a bot may think per decision (default 3): every bot's hard "
                        "cap; seat specs asking for more are refused")
    p.add_argument("--allowed-host", action="append", default=None, metavar="NAME",
                   help="a Host name the server answers (repeatable; '*' for any, e.g. behind a "
                        "proxy that checks it); default: localhost, 127.0.0.1, ::1 and --host")
    p.add_argument("--docs", action="store_true",
                   help="serve the API's Swagger UI at /docs (it loads from a CDN); "
                        "/openapi.json is always served")
    limits = p.add_argument_group("limits", "what one client may ask of the server")
    for name, default, text in limit_settings():
        kind = float if isinstance(default, float) else int
        limits.add_argument("--" + name.replace("_", "-"), type=kind, default=default,
                            metavar="N", help=text if default is None else f"{text} (default: {default})")


def limit_settings() -> list:
    try:
        from meeple.web.limits import Limits
    except ImportError:  # no 'web' extra: `meeple serve` explains when run
        return []
    return Limits.settings()


SHUTDOWN_SECONDS = 5


def positive(text: str) -> float:
    value = float(text)
    if not 0 < value < float("inf"):
        raise argparse.ArgumentTypeError(f"{text!r} is not a positive number of seconds")
    return value


def run(args: argparse.Namespace, inp: TextIO, out: TextIO, err: TextIO) -> int:
    try:
        import uvicorn

        from meeple.web.app import create_app
    except ImportError as e:
        raise MeepleError(f"the web app needs the 'web' extra: pip install 'meeple[web]' ({e})") from None
    # Requests hop between the event loop and worker threads: a short GIL switch interval keeps
    # each hop from waiting up to the default 5 ms behind a busy thread (a bot thinking).
    sys.setswitchinterval(0.0005)
    logging.basicConfig(level=logging.INFO, format="%(levelname)s %(name)s: %(message)s")
    from meeple.web.limits import Limits
    from meeple.web.security import default_hosts
    from meeple.web.server import uvicorn_settings

    limits = Limits(**{name: getattr(args, name) for name, _, _ in Limits.settings()})
    hosts = args.allowed_host or default_hosts(args.host)
    app = create_app(args.db, bot_workers=args.bot_workers, bot_max_seconds=args.bot_max_seconds,
                     limits=limits, hosts=hosts, docs=args.docs)
    host = f"[{args.host}]" if ":" in args.host else args.host
    print(f"meeple: open http://{host}:{args.port}/ in your browser "
          f"(database: {app.state.service.engine.url.render_as_string(hide_password=True)})",
          file=out, flush=True)
    # No access log: a WebSocket URL carries its seat's token (app.RedactTokens also masks it).
    # SIGTERM: requests get a few seconds to finish; bots stop at once (the service's stop event).
    uvicorn.run(app, host=args.host, port=args.port, log_level="warning", access_log=False,
                timeout_graceful_shutdown=SHUTDOWN_SECONDS, **uvicorn_settings(limits))
    return 0
