"""The compiled build (setup.py) plays the same games as the pure one.

Set MEEPLE_COMPILED to the folder of a compiled install (`pip install --target DIR .`, as
.ci/run does): the seeded random games of tests/support/same_games.py, played by that build in
a fresh interpreter, must match the committed fingerprints, which the pure engines match too
(tests/test_same_games.py). Skipped without a compiled build. MEEPLE_EXPECT_COMPILED=1 (set
when the whole suite runs on the compiled build) also checks that this run imports it.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

import meeple

COMPILED = os.environ.get("MEEPLE_COMPILED", "")
SCRIPT = Path(__file__).parent / "support" / "same_games.py"


def run_in(path: str, *args: str) -> subprocess.CompletedProcess:
    env = dict(os.environ, PYTHONPATH=os.path.abspath(path))
    return subprocess.run([sys.executable, *args], env=env, capture_output=True, text=True)


@pytest.mark.skipif(not COMPILED, reason="no compiled build: set MEEPLE_COMPILED=DIR")
def test_the_compiled_build_plays_the_same_games_as_the_pure_one():
    info = run_in(COMPILED, "-c", "import meeple; print(meeple.build_info())")
    assert info.stdout.startswith("compiled"), info.stdout + info.stderr
    done = run_in(COMPILED, str(SCRIPT))
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-2000:]
    assert " games identical" in done.stdout


@pytest.mark.skipif(os.environ.get("MEEPLE_EXPECT_COMPILED") != "1",
                    reason="only when the suite runs on the compiled build")
def test_this_run_uses_the_compiled_build():
    assert meeple.build_info().startswith("compiled"), meeple.__file__
