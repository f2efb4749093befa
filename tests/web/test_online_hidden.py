"""Hidden information end to end: online games of the four games played through the API with
every seat and a spectator connected by WebSocket; every payload a viewer receives (pushes and
the mover's answers) is checked against what that viewer may see:

- the view's `observation` is exactly `observation(viewer)` (spectators: `observation(None)`);
- the history is `action_to_str_for(action, viewer)`, the log `narrate(action, viewer)`;
- legal moves, their words and the prompt go to the seat to move only;
- the board and its clickable places are drawn from the view alone;
- the whole payload is unchanged in a world that differs only in what the viewer cannot see
  (`determinize`): nothing in it depends on another seat's hidden information.
"""

from __future__ import annotations

import json
import random

import pytest
from web_helpers import auth

import meeple
from meeple.web import boards, views
from meeple.web.payload import board_hash

GAMES = [("caylus", 3, 70), ("tzolkin", 2, 70), ("teotihuacan", 2, 70), ("borabora", 3, 90)]
DIFFERENTIAL_EVERY = 7  # moves between two checks against a resampled world
KEYS = {"id", "game", "players", "options", "kind", "mode", "clock", "deadline", "seat", "seats",
        "seat_names", "status", "move_number", "version", "current_player", "prompt", "history",
        "legal", "last_moves", "last", "observation", "scores", "automa_scores", "is_terminal",
        "thinking", "log", "board", "board_hash", "places", "result", "words", "private",
        "seat_labels", "lang"}  # the seats' names and the language the view is written in


def jsonify(value):
    return json.loads(json.dumps(value))


class Reference:
    """The game replayed locally from the moves played, read as each viewer may read it."""

    def __init__(self, game, players, seed):
        self.state = meeple.load(game).new_game(players, seed)
        self.viewers = [None, *range(players)]
        self.texts = {v: [] for v in self.viewers}
        self.narration = {v: [] for v in self.viewers}

    def apply(self, notation):
        state = self.state
        action = state.str_to_action(notation)
        for v in self.viewers:
            self.texts[v].append(state.action_to_str_for(action, v))
            self.narration[v].append(state.narrate(action, v))
        state.apply(action)

    def check(self, payload, viewer):
        state = self.state
        assert set(payload) <= KEYS, set(payload) - KEYS
        assert payload["seat"] == viewer
        assert payload["observation"] == jsonify(state.observation(viewer))
        assert payload["history"] == self.texts[viewer]
        game = state.game.name  # the log is the narration, tidied for players (Caylus's road spaces)
        assert [e["text"] for e in payload["log"][1:]] == [boards.tidy(game, t) for t in self.narration[viewer]]
        to_move = not state.is_terminal() and state.current_player() == viewer
        legal = [state.action_to_str(a) for a in state.legal_actions()] if to_move else []
        assert payload["legal"] == legal
        narrated = ({state.action_to_str(a): state.narrate(a, viewer) for a in state.legal_actions()}
                    if to_move else {})
        assert set(payload["words"]) == set(narrated)  # the moves' words: the seat to move only
        for notation, words in payload["words"].items():
            assert words.startswith(boards.tidy(state.game.name, narrated[notation]))  # + a tile's contents
        if to_move:
            assert payload["prompt"] == state.prompt()
        else:
            assert payload["prompt"] in ("The game is over.",
                                         f"Waiting for {state.seat_name(state.current_player())}.")
        drawn = {k: v for k, v in payload.items() if k not in ("board", "places", "board_hash")}
        board = boards.draw(drawn)
        assert payload["board_hash"] == board_hash(board)  # a payload without its board names it
        if "board" in payload:
            assert payload["board"] == board
        assert payload["places"] == jsonify(boards.places(drawn))


def differential(live, viewer, payload, seed):
    """The payload `viewer` would get in a world resampled from its point of view."""
    if viewer is None:
        return
    world = live.state.determinize(viewer, random.Random(seed))
    assert jsonify(world.observation(viewer)) == payload["observation"]
    twin = type(live)(id=live.id, game=live.game, players=live.players, options=live.options,
                      seed=live.seed, kind=live.kind, seats=live.seats,
                      token_hashes=live.token_hashes, state=world, entries=live.entries,
                      setup_log=live.setup_log, version=live.version, mode=live.mode,
                      clock=live.clock)
    twin_view = jsonify(views.build(twin, viewer))
    assert board_hash(twin_view.pop("board")) == payload["board_hash"]
    assert twin_view == {k: v for k, v in payload.items() if k not in ("board", "board_hash")}


def latest(ws, version):
    """The socket's messages up to the one at `version` (pushes may be coalesced)."""
    while True:
        message = ws.receive_json()
        assert "error" not in message, message
        if message["version"] == version:
            return message


@pytest.mark.parametrize(("game", "players", "moves"), GAMES)
def test_every_payload_shows_only_what_its_viewer_may_see(client, game, players, moves):
    seed = 11
    made = client.post("/api/games", json={"game": game, "players": players, "seed": seed,
                                           "seats": ["human"] * players, "mode": "online"}).json()
    game_id, tokens = made["id"], made["tokens"]
    service = client.app.state.service
    ref = Reference(game, players, seed)
    rng = random.Random(players)
    viewers = [None, *range(players)]
    sockets = {}
    try:
        for v in viewers:
            sockets[v] = client.websocket_connect(f"/api/games/{game_id}/live").__enter__()
            sockets[v].send_json({} if v is None else {"token": tokens[str(v)]})
        version = service.get(game_id).version
        for step in range(moves + 1):
            for v in viewers:
                payload = latest(sockets[v], version)
                ref.check(payload, v)
                if step % DIFFERENTIAL_EVERY == 0:
                    differential(service.get(game_id), v, payload, step)
            state = ref.state
            if step == moves or state.is_terminal():
                break
            mover = state.current_player()
            mine = latest_view(client, game_id, tokens[str(mover)])
            ref.check(mine, mover)
            move = rng.choice(mine["legal"])
            if step % DIFFERENTIAL_EVERY == 0:
                refused_without_a_leak(client, game_id, tokens, mover, mine)
            r = client.post(f"/api/games/{game_id}/moves", headers=auth(tokens[str(mover)]),
                            json={"move": move, "move_number": mine["move_number"]})
            assert r.status_code == 200, r.json()
            ref.apply(move)
            ref.check(r.json(), mover)
            version = r.json()["version"]
    finally:
        for ws in sockets.values():
            ws.__exit__(None, None, None)


def refused_without_a_leak(client, game_id, tokens, mover, mine):
    """The other seats' attempts to move are refused with a message that names no move of the
    mover (its legal moves can depend on its hidden cards)."""
    for seat, token in tokens.items():
        if int(seat) == mover:
            continue
        for move in (mine["legal"][0], "not a move"):
            r = client.post(f"/api/games/{game_id}/moves", headers=auth(token),
                            json={"move": move, "move_number": mine["move_number"]})
            assert r.status_code == 403
            assert not any(legal in r.json()["error"] for legal in mine["legal"])


def latest_view(client, game_id, token):
    r = client.get(f"/api/games/{game_id}", headers=auth(token))
    assert r.status_code == 200
    return r.json()
