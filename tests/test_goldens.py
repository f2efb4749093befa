"""Golden playthroughs (STYLE.md §11), for every game: each committed record in
`tests/<game>/golden/*.json` replays to its committed final `to_dict()`.

A file holds `{"record": <a game record>, "final": <state.to_dict() at the end>}`. Each game's
folder has a script that regenerates its files (`tests/<game>/make_golden.py`); after a
deliberate rules change, regenerate and review the diff as you would the rule change itself.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import meeple
from meeple.core import record as rec

TESTS = Path(__file__).parent
FILES = sorted(TESTS.glob("*/golden/*.json"))
GAMES = [g for g in meeple.games() if (TESTS / g).is_dir()]


@pytest.mark.parametrize("game", GAMES)
def test_every_game_has_golden_playthroughs(game):
    assert len(list((TESTS / game / "golden").glob("*.json"))) >= 3


@pytest.mark.parametrize("path", FILES, ids=[f"{p.parent.parent.name}/{p.stem}" for p in FILES])
def test_golden_playthrough_replays_exactly(path):
    golden = json.loads(path.read_text())
    state = rec.replay(golden["record"])
    assert state.is_terminal()
    assert state.to_dict() == golden["final"]
