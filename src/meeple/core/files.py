"""Reading a file the user named, safely: only a regular file, its size checked before reading.

A name can point at a device (`/dev/zero` never ends), a FIFO (opening it waits for a writer)
or a huge file. `read_regular` opens without blocking, checks on the open descriptor that it is
a regular file no larger than the limit, and only then reads (at most the limit). Its one error
message is the same whether the file is missing, unreadable, special or too large, so it never
tells more than "this name is not a file I can read" and never quotes the file's contents.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path

from meeple.core.errors import MeepleError

# O_NONBLOCK: opening a FIFO returns at once instead of waiting for a writer (POSIX only).
OPEN_FLAGS = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)


def size_text(limit: int) -> str:
    return f"{limit // 2**20} MB" if limit >= 2**20 else f"{limit // 1024} KB"


def read_regular(path: str | Path, limit: int, what: str,
                 error: type[MeepleError] = MeepleError) -> bytes:
    """The bytes of the regular file `path`, at most `limit` of them; else `error` naming `what`."""
    name = str(path)
    refused = error(f"cannot read {what} {name!r}: it must name a readable regular file of at "
                    f"most {size_text(limit)}")
    if "\0" in name:
        raise error(f"{what} {name!r}: a file name cannot hold a NUL byte")
    try:
        fd = os.open(name, OPEN_FLAGS)
    except (OSError, ValueError):
        raise refused from None
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode) or info.st_size > limit:
            raise refused
        if hasattr(os, "set_blocking"):
            os.set_blocking(fd, True)
        with os.fdopen(fd, "rb", closefd=False) as f:
            data = f.read(limit + 1)
    except OSError:
        raise refused from None
    finally:
        os.close(fd)
    if len(data) > limit:  # grew after the check
        raise refused
    return data
