"""Which build of meeple is running: pure Python, or with compiled modules (setup.py).

A compiled build ships `_compiled.json`: the Cython version and the SHA-256 of each compiled
module's source at build time (the `.py`, and the `.pxd` beside it that types it, if any).
`check()` runs before any compiled module is imported: an extension whose source was edited
since would silently run the old code, so it refuses, naming the files to rebuild.
"""

from __future__ import annotations

import hashlib
import json
from importlib.machinery import EXTENSION_SUFFIXES
from pathlib import Path

PACKAGE = Path(__file__).parent  # the meeple folder
MANIFEST = "_compiled.json"
# The modules setup.py compiles: the engines' hot paths (benchmarks/profiles/), the core
# they call and the search. Paths from the package's parent folder.
MODULES = (
    "meeple/core/game.py", "meeple/core/rng.py", "meeple/core/mt.py", "meeple/core/i18n.py",
    "meeple/bots/mcts.py",
    "meeple/games/caylus/state.py", "meeple/games/caylus/road.py",
    "meeple/games/caylus/placement.py", "meeple/games/caylus/evaluate.py",
    "meeple/games/tzolkin/state.py", "meeple/games/tzolkin/gears.py",
    "meeple/games/tzolkin/buildings.py", "meeple/games/tzolkin/board.py",
    "meeple/games/tzolkin/food_days.py", "meeple/games/tzolkin/evaluate.py",
    "meeple/games/teotihuacan/state.py", "meeple/games/teotihuacan/actions_main.py",
    "meeple/games/teotihuacan/progress.py", "meeple/games/teotihuacan/eclipses.py",
    "meeple/games/teotihuacan/protocol.py",
    "meeple/games/teotihuacan/teotibot.py", "meeple/games/teotihuacan/evaluate.py",
    "meeple/games/teotihuacan/policy.py",
    "meeple/games/borabora/state.py", "meeple/games/borabora/phase_a.py",
    "meeple/games/borabora/phase_c.py", "meeple/games/borabora/board.py",
    "meeple/games/borabora/gods.py", "meeple/games/borabora/evaluate.py",
    "meeple/games/borabora/actions.py", "meeple/games/borabora/frames.py",
)


class StaleBuild(ImportError):
    """A compiled module is older than its source."""


def manifest(package: Path = PACKAGE) -> dict:
    try:
        return json.loads((package / MANIFEST).read_text())
    except FileNotFoundError:
        return {"modules": {}}


def digest(source: Path) -> str:
    """SHA-256 of what a compiled module is built from: its `.py`, then its `.pxd` (C types
    for the compiled build, which pure Python ignores) when there is one."""
    h = hashlib.sha256(source.read_bytes())
    pxd = source.with_suffix(".pxd")
    if pxd.exists():
        h.update(b"\0pxd\0" + pxd.read_bytes())
    return h.hexdigest()


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
    """Raise StaleBuild if a compiled module is not the build of its source as it is now
    (edited since, or from a build that left no manifest)."""
    built = manifest(package)["modules"]
    stale = []
    for path in sorted(set(MODULES) | set(built)):
        source = package.parent / path
        ext = extension_of(source)
        if ext is not None and source.exists() and (
                path not in built or digest(source) != built[path]):
            stale.append(str(ext))
    if stale:
        raise StaleBuild(
            "meeple: these compiled modules are older than their edited .py (or .pxd) sources and would "
            "run the old code: " + ", ".join(stale) + ". Rebuild (MEEPLE_COMPILE=1 pip install "
            f"-e .), or delete them and {package / MANIFEST} to run pure Python.")


def remove_extensions(package: Path) -> list[Path]:
    """Delete the compiled modules and the manifest under `package` (a pure build)."""
    gone = [ext for path in MODULES if (ext := extension_of(package.parent / path))]
    for ext in gone:
        ext.unlink()
    (package / MANIFEST).unlink(missing_ok=True)
    return gone


def build_info(package: Path = PACKAGE) -> str:
    """One line for `meeple bench` and reports: which build this is."""
    done = compiled(package)
    if not done:
        return "pure Python"
    return f"compiled (Cython {manifest(package).get('cython', '?')}, {len(done)} modules)"
