"""Helpers of the web tests: start an app, create games, read views, play random moves."""

from __future__ import annotations

import contextlib
import random
import warnings

with warnings.catch_warnings():
    warnings.simplefilter("ignore", DeprecationWarning)
    from fastapi.testclient import TestClient

from meeple.web.app import create_app


def start(url: str, client_seeds: bool = True, **kw) -> TestClient:
    """A client of a new app on `url`. Tests pin online games' seeds (`client_seeds`) to compare
    them with a reference game; a real server never lets a client choose one."""
    client = TestClient(create_app(url, **kw))
    client.app.state.service.client_seeds = client_seeds
    return client


@contextlib.contextmanager
def live_socket(client, game_id, token=None):
    """The game's live WebSocket, authenticated by its first message (a spectator's without a token)."""
    with client.websocket_connect(f"/api/games/{game_id}/live") as ws:
        ws.send_json({"token": token} if token else {})
        yield ws


def auth(token: str | None) -> dict:
    return {"Authorization": f"Bearer {token}"} if token else {}


def new_game(client, game="caylus", players=2, seats=None, seed=1, options=None):
    body = {"game": game, "players": players, "seats": seats or ["human"] * players, "seed": seed,
            "options": options or {}}
    r = client.post("/api/games", json=body)
    assert r.status_code == 200, r.json()
    return r.json()["id"], r.json()["tokens"]


def view(client, game_id, token=None):
    r = client.get(f"/api/games/{game_id}", headers=auth(token))
    assert r.status_code == 200, r.json()
    return r.json()


def to_move(client, game_id, tokens):
    """The view of the seat to move (its token), from the public view's current player."""
    public = view(client, game_id)
    if public["is_terminal"]:
        return None, public
    token = tokens.get(str(public["current_player"]))
    return token, view(client, game_id, token)


def play_random(client, game_id, tokens, moves: int, rng: random.Random) -> dict:
    """Play up to `moves` random legal moves, each by the seat to move; the last view.

    A move's answer is the mover's view: when the mover is still to move it is reused.
    """
    token, v = to_move(client, game_id, tokens)
    for _ in range(moves):
        if token is None or not v["legal"]:
            break
        r = client.post(f"/api/games/{game_id}/moves", headers=auth(token),
                        json={"move": rng.choice(v["legal"]), "move_number": v["move_number"]})
        assert r.status_code == 200, r.json()
        v = r.json()
        if v["current_player"] != v["seat"]:
            token, v = to_move(client, game_id, tokens)
    return v
