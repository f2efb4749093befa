"""Golden playthroughs (STYLE.md §11): committed records replay to their committed final
state. Regenerate with `python tests/tzolkin/make_golden.py` after a deliberate rules change."""

import json
from pathlib import Path

import pytest

from meeple.core import record as rec

GOLDEN = Path(__file__).parent / "golden"
FILES = sorted(GOLDEN.glob("tzolkin-*.json"))


def test_there_are_golden_games():
    assert len(FILES) >= 3


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_golden_playthrough_replays_exactly(path):
    golden = json.loads(path.read_text())
    state = rec.replay(golden["record"])
    assert state.is_terminal()
    assert state.to_dict() == golden["final"]
