"""Golden playthroughs (STYLE §11): committed records replay to their committed final state.
Regenerate with tests/borabora/golden/regenerate.py and review the diff as a rules change."""

import json
from pathlib import Path

import pytest

from meeple.core import record as rec

FILES = sorted((Path(__file__).parent / "golden").glob("borabora-*.json"))


def test_golden_files_exist():
    assert len(FILES) == 3


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_golden_playthrough_replays_exactly(path):
    golden = json.loads(path.read_text())
    state = rec.replay(golden["record"])
    assert state.is_terminal()
    assert state.to_dict() == golden["final"]
