"""A damaged row (invalid JSON, a wrong shape, a move that no longer replays) never stops
start-up or the lobby, is shown as corrupt with no legal moves, and `meeple admin` lists,
repairs and exports it. SQLite only: PostgreSQL's json type cannot hold invalid JSON."""

from __future__ import annotations

import io
import json
import random

import pytest
from sqlalchemy import create_engine, text
from web_helpers import auth, new_game, play_random, start, view

from meeple.cli import main as cli


def set_column(url: str, game_id: str, column: str, raw: str) -> None:
    engine = create_engine(url)
    with engine.begin() as c:
        c.execute(text(f"UPDATE games SET {column} = :v WHERE id = :i"), {"v": raw, "i": game_id})
    engine.dispose()


def stored_actions(url: str, game_id: str) -> list[str]:
    engine = create_engine(url)
    with engine.connect() as c:
        raw = c.execute(text("SELECT actions FROM games WHERE id = :i"), {"i": game_id}).scalar()
    engine.dispose()
    return json.loads(raw)


@pytest.fixture
def damaged(tmp_path):
    """A database with four damaged games and a sound one: name -> (id, tokens, legal moves
    the seat to move had where the damage is)."""
    url = f"sqlite:///{tmp_path / 'meeple.db'}"
    games = {}
    with start(url) as client:
        for name, game in (("options", "caylus"), ("truncated", "tzolkin"), ("shape", "caylus"),
                           ("illegal", "tzolkin"), ("sound", "caylus")):
            game_id, tokens = new_game(client, game, 2, seed=3)
            v = play_random(client, game_id, tokens, 8, random.Random(1))
            legal = {move for t in tokens.values() for move in view(client, game_id, t)["legal"]}
            games[name] = (game_id, tokens, legal)
    actions = stored_actions(url, games["truncated"][0])
    set_column(url, games["options"][0], "options", '{"ruleset": ')
    set_column(url, games["truncated"][0], "actions", json.dumps(actions)[:-12])
    set_column(url, games["shape"][0], "actions", '{"not": "a list"}')
    set_column(url, games["illegal"][0], "actions", json.dumps([*actions, "no such move"]))
    assert v is not None
    return url, games


def test_startup_lobby_and_views_survive_damaged_rows(damaged):
    url, games = damaged
    with start(url) as client:  # start-up (which loads every ongoing game) succeeds
        listed = {g["id"]: g["status"] for g in client.get("/api/games").json()["games"]}
        assert listed == {games[n][0]: "corrupt" for n in ("options", "truncated", "shape", "illegal")} | {
            games["sound"][0]: "ongoing"}
        for name, column in (("options", "options"), ("truncated", "actions"), ("shape", "actions"),
                             ("illegal", "record")):
            game_id, tokens, legal = games[name]
            for token in (None, *tokens.values()):
                r = client.get(f"/api/games/{game_id}", headers=auth(token))
                assert r.status_code == 200
                v = r.json()
                assert v["status"] == "corrupt" and column in v["corrupt"], v["corrupt"]
                assert v["legal"] == [] and v["observation"] is None
                assert not [move for move in legal if move in r.text], name
            move = client.post(f"/api/games/{game_id}/moves", headers=auth(tokens["0"]),
                               json={"move": "pass", "move_number": 0})
            assert move.status_code == 409 and "corrupt" in move.json()["error"]
            assert not [m for m in legal if m in move.text]
        play_random(client, games["sound"][0], games["sound"][1], 3, random.Random(2))


def admin(*args: str) -> tuple[int, str]:
    out = io.StringIO()
    code = cli(["admin", *args], out=out, err=out)
    return code, out.getvalue()


def test_admin_check_repair_and_export(damaged, tmp_path):
    url, games = damaged
    ids = {name: games[name][0] for name in games}
    code, text_out = admin("check", "--db", url)
    assert code == 1
    assert {line.split()[0] for line in text_out.splitlines() if not line.startswith(" ")} == {
        ids[n] for n in ("options", "truncated", "shape", "illegal")}
    code, text_out = admin("export", "--db", url, "--out", str(tmp_path / "out"), "--game", ids["options"])
    assert code == 0
    exported = json.loads((tmp_path / "out" / f"meeple-damaged-{ids['options']}.json").read_text())
    assert exported["stored"]["options"] == '{"ruleset": ' and "options" in exported["problem"]
    assert "hash" not in json.dumps(exported)
    code, text_out = admin("repair", "--db", url)
    assert code == 0 and "not repaired" in text_out  # the options one
    illegal = stored_actions(url, ids["illegal"])
    assert len(illegal) == 8 and "no such move" not in illegal
    truncated = stored_actions(url, ids["truncated"])
    assert 0 < len(truncated) < 8
    code, text_out = admin("check", "--db", url)
    assert code == 1 and text_out.split()[0] == ids["options"] and len(text_out.splitlines()) == 1
    with start(url) as client:
        for name in ("truncated", "shape", "illegal"):
            game_id, tokens, _ = games[name]
            v = view(client, game_id)
            assert v["status"] == "ongoing" and v["move_number"] == len(stored_actions(url, game_id))
            play_random(client, game_id, tokens, 2, random.Random(3))
