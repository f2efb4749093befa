"""A real PostgreSQL server for the tests, started in a temporary directory on a free
loopback port and stopped at the end (Debian's `postgresql` package; `.ci/run` installs it).

As root (CI), the server runs as the `postgres` user through `runuser`, since PostgreSQL
refuses to run as root; authentication is `trust`, on 127.0.0.1 only.
"""

from __future__ import annotations

import glob
import os
import shutil
import socket
import subprocess
import tempfile
import time
from contextlib import contextmanager
from pathlib import Path


def bin_dir() -> Path | None:
    """The newest PostgreSQL server's bin directory, or None when none is installed."""
    found = sorted(glob.glob("/usr/lib/postgresql/*/bin/pg_ctl"),
                   key=lambda p: int(Path(p).parent.parent.name))
    if found:
        return Path(found[-1]).parent
    pg_ctl = shutil.which("pg_ctl")
    return Path(pg_ctl).parent if pg_ctl else None


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _as_server_user(cmd: list[str]) -> list[str]:
    return ["runuser", "-u", "postgres", "--", *cmd] if os.geteuid() == 0 else cmd


@contextmanager
def postgres_server(database: str = "meeple"):
    """Start a server; yield its SQLAlchemy URL (psycopg 3); stop and remove it afterwards."""
    bins = bin_dir()
    if bins is None:
        raise RuntimeError("PostgreSQL is not installed (apt-get install postgresql)")
    root = Path(tempfile.mkdtemp(prefix="meeple-pg-"))
    data = root / "data"
    if os.geteuid() == 0:
        shutil.chown(root, "postgres", "postgres")
    port = free_port()
    env = {**os.environ, "LC_ALL": "C.UTF-8", "LANG": "C.UTF-8"}
    subprocess.run(_as_server_user([str(bins / "initdb"), "-D", str(data), "-U", "postgres",
                                    "--auth=trust", "-E", "UTF8"]),
                   check=True, capture_output=True, env=env)
    options = f"-p {port} -k {root} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200"
    subprocess.run(_as_server_user([str(bins / "pg_ctl"), "-D", str(data), "-o", options,
                                    "-l", str(root / "log"), "-w", "start"]),
                   check=True, capture_output=True, env=env)
    try:
        deadline = time.monotonic() + 30
        while subprocess.run([str(bins / "pg_isready"), "-h", "127.0.0.1", "-p", str(port)],
                             capture_output=True).returncode != 0:
            if time.monotonic() > deadline:
                raise RuntimeError("PostgreSQL did not start: " + (root / "log").read_text())
            time.sleep(0.1)
        subprocess.run([str(bins / "createdb"), "-h", "127.0.0.1", "-p", str(port), "-U",
                        "postgres", database], check=True, capture_output=True)
        yield f"postgresql+psycopg://postgres@127.0.0.1:{port}/{database}"
    finally:
        subprocess.run(_as_server_user([str(bins / "pg_ctl"), "-D", str(data), "-m", "immediate",
                                        "stop"]), capture_output=True, env=env)
        shutil.rmtree(root, ignore_errors=True)
