import os
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent / "core"))
sys.path.insert(0, str(Path(__file__).parent / "support"))

from meeple.core.registry import register  # noqa: E402

register("toy", "toy_game:ToyGame")


@pytest.fixture(scope="session")
def postgres_url():
    """A real PostgreSQL server for the session (see tests/support/pgserver.py).

    MEEPLE_SKIP_POSTGRES=1 skips the tests that need one (CI always runs them).
    """
    if os.environ.get("MEEPLE_SKIP_POSTGRES") == "1":
        pytest.skip("MEEPLE_SKIP_POSTGRES=1")
    from pgserver import postgres_server

    with postgres_server() as url:
        yield url
