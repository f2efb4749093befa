"""Games survive restarts exactly; a corrupt row is shown as such; tokens are stored hashed."""

from __future__ import annotations

import hashlib
import json
import random

from sqlalchemy import create_engine, text
from web_helpers import auth, new_game, play_random, start, view

GAMES = [("caylus", 4), ("tzolkin", 3), ("teotihuacan", 1), ("teotihuacan", 2), ("borabora", 2)]


def every_view(client, game_id, tokens):
    return {seat: view(client, game_id, tok) for seat, tok in [(None, None), *tokens.items()]}


def comparable(v):
    return {k: v[k] for k in ("move_number", "history", "legal", "observation", "scores",
                              "current_player", "is_terminal", "log", "board", "places")}


def test_restart_resumes_every_game_exactly(db_url):
    games = {}
    with start(db_url) as client:
        for i, (game, players) in enumerate(GAMES):
            game_id, tokens = new_game(client, game, players, seed=100 + i)
            play_random(client, game_id, tokens, 15 + 7 * i, random.Random(i))
            games[game_id] = (tokens, {s: comparable(v) for s, v in every_view(client, game_id, tokens).items()})
    with start(db_url) as client:
        listed = {g["id"]: g for g in client.get("/api/games").json()["games"]}
        for game_id, (tokens, before) in games.items():
            after = {s: comparable(v) for s, v in every_view(client, game_id, tokens).items()}
            assert after == before
            assert listed[game_id]["move_number"] == before[None]["move_number"]
            # ... and play goes on from there.
            play_random(client, game_id, tokens, 3, random.Random(9))


def test_undo_survives_a_restart(db_url):
    with start(db_url) as client:
        game_id, tokens = new_game(client, "caylus", 2, seed=4)
        play_random(client, game_id, tokens, 12, random.Random(1))
        client.post(f"/api/games/{game_id}/undo", headers=auth(tokens["0"]), json={"move_number": 4})
    with start(db_url) as client:
        assert view(client, game_id)["move_number"] == 4


def test_a_corrupt_row_is_shown_as_such_and_the_rest_plays_on(db_url):
    with start(db_url) as client:
        bad, bad_tokens = new_game(client, "caylus", 2, seed=1)
        good, good_tokens = new_game(client, "borabora", 2, seed=1)
        for game_id, tokens in ((bad, bad_tokens), (good, good_tokens)):
            play_random(client, game_id, tokens, 6, random.Random(1))
    engine = create_engine(db_url)
    with engine.begin() as c:
        c.execute(text("UPDATE games SET actions = :a WHERE id = :i"),
                  {"a": json.dumps(["pass", "not a move at all"]), "i": bad})
    engine.dispose()
    with start(db_url) as client:
        v = view(client, bad)
        assert v["status"] == "corrupt" and "no longer replays" in v["corrupt"]
        listed = {g["id"]: g["status"] for g in client.get("/api/games").json()["games"]}
        assert listed == {bad: "corrupt", good: "ongoing"}
        r = client.post(f"/api/games/{bad}/moves", headers=auth(bad_tokens["0"]),
                        json={"move": "pass", "move_number": 2})
        assert r.status_code == 409 and "no longer replays" in r.json()["error"]
        assert client.get(f"/api/games/{bad}/record").status_code == 409
        play_random(client, good, good_tokens, 3, random.Random(2))


def test_tokens_are_stored_only_hashed(db_url):
    with start(db_url) as client:
        game_id, tokens = new_game(client, "caylus", 3, seats=["human", "random", "human"])
    assert set(tokens) == {"0", "2"}
    engine = create_engine(db_url)
    with engine.connect() as c:
        rows = c.execute(text("SELECT seat, spec, token_hash FROM seats WHERE game_id = :i ORDER BY seat"),
                         {"i": game_id}).all()
        dump = json.dumps([list(map(str, r)) for r in c.execute(text("SELECT * FROM games")).all()])
    engine.dispose()
    assert [r[1] for r in rows] == ["human", "random", "human"]
    assert rows[1][2] is None
    for seat in (0, 2):
        assert rows[seat][2] == hashlib.sha256(tokens[str(seat)].encode()).hexdigest()
        assert tokens[str(seat)] not in dump
