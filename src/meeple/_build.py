"""Which build of meeple is running: pure Python, or with compiled modules (setup.py).

A compiled build ships `_compiled.json`: the Cython version and the SHA-256 of each compiled
module's source at build time. `check()` runs before any compiled module is imported: an
extension whose `.py` was edited since would silently run the old code, so it refuses, naming
the files to rebuild.
"""

from __future__ import annotations

import hashlib
import json
from importlib.machinery import EXTENSION_SUFFIXES
from pathlib import Path

PACKAGE = Path(__file__).parent  # the meeple folder
MANIFEST = "_compiled.json"


class StaleBuild(ImportError):
    """A compiled module is older than its source."""


def manifest(package: Path = PACKAGE) -> dict:
    try:
        return json.loads((package / MANIFEST).read_text())
    except FileNotFoundError:
        return {"modules": {}}


def extension_of(source: Path) -> Path | None:
    """The compiled module next to `source` (e.g. state.cpython-311-x86_64-linux-gnu.so)."""
    for suffix in EXTENSION_SUFFIXES:
        candidate = source.with_name(source.stem + suffix)
        if candidate.exists():
            return candidate
    return None


def compiled(package: Path = PACKAGE) -> list[str]:
    """The modules (paths from the package's parent folder) that run compiled."""
    return [p for p in manifest(package)["modules"] if extension_of(package.parent / p)]


def check(package: Path = PACKAGE) -> None:
    """Raise StaleBuild if a compiled module's source differs from the one compiled."""
    stale = []
    for path, digest in manifest(package)["modules"].items():
        source = package.parent / path
        ext = extension_of(source)
        if ext is not None and source.exists() and \
                hashlib.sha256(source.read_bytes()).hexdigest() != digest:
            stale.append(str(ext))
    if stale:
        raise StaleBuild(
            "meeple: these compiled modules are older than their edited .py sources and would "
            "run the old code: " + ", ".join(stale) + ". Rebuild (MEEPLE_COMPILE=1 pip install "
            f"-e .), or delete them and {package / MANIFEST} to run pure Python.")


def build_info(package: Path = PACKAGE) -> str:
    """One line for `meeple bench` and reports: which build this is."""
    done = compiled(package)
    if not done:
        return "pure Python"
    return f"compiled (Cython {manifest(package).get('cython', '?')}, {len(done)} modules)"
