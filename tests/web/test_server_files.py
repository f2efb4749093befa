"""No client names a server file: `board_data` from the web is content, never a path."""

from __future__ import annotations

import errno
import os
import random

import pytest
from web_helpers import new_game, play_random, start, view

from meeple.games.borabora.board import default_tables
from meeple.web.options import MAX_OPTIONS_BYTES

pytestmark = pytest.mark.timeout(60)  # reading /dev/zero or a FIFO would hang or eat memory


def game_body(board_data) -> dict:
    return {"game": "borabora", "players": 2, "seats": ["human", "human"],
            "options": {"board_data": board_data}}


def record_body(board_data) -> dict:
    return {"format": 1, "game": "borabora", "players": 2, "seed": 1, "actions": [],
            "options": {"board_data": board_data}, "meeple_version": "0"}


def assert_refused(client, path: str) -> None:
    for url, body in (("/api/games", game_body(path)), ("/api/records", record_body(path))):
        r = client.post(url, json=body)
        assert r.status_code == 400, r.json()
        message = r.json()["error"]
        assert "cannot name a file" in message
        assert path not in message  # nor does it tell whether the path exists
    assert client.get("/api/games").json()["games"] == []


@pytest.fixture
def sqlite_client(tmp_path):
    with start(f"sqlite:///{tmp_path / 'meeple.db'}") as c:
        yield c


def test_dev_zero_and_a_missing_path_are_refused_at_once(sqlite_client, tmp_path):
    assert_refused(sqlite_client, "/dev/zero")
    assert_refused(sqlite_client, str(tmp_path / "missing.json"))


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs")
def test_a_fifo_is_refused_without_being_opened(sqlite_client, tmp_path):
    fifo = tmp_path / "x.json"
    os.mkfifo(fifo)
    assert_refused(sqlite_client, str(fifo))
    # No reader ever opened it: a writer that does not wait finds no one (ENXIO).
    with pytest.raises(OSError) as err:
        os.open(fifo, os.O_WRONLY | os.O_NONBLOCK)
    assert err.value.errno == errno.ENXIO


def test_board_data_as_content_is_validated_and_played(sqlite_client):
    tables = {"temple": list(reversed(default_tables()["temple"]))}
    game_id, tokens = new_game(sqlite_client, "borabora", 2, options={"board_data": tables})
    assert view(sqlite_client, game_id)["options"]["board_data"] == tables
    play_random(sqlite_client, game_id, tokens, 5, random.Random(1))
    bad = sqlite_client.post("/api/games", json=game_body({"temple": [6, 6]}))
    assert bad.status_code == 400 and "table 'temple'" in bad.json()["error"]


def test_oversized_options_are_refused(sqlite_client):
    huge = {"starting_tasks": ["T01" * 10] * (MAX_OPTIONS_BYTES // 20)}
    r = sqlite_client.post("/api/games", json=game_body(huge))
    assert r.status_code == 400 and "bytes" in r.json()["error"]
