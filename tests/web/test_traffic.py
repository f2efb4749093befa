"""Lighter traffic per move: a socket sends the board only when it changed for its viewer, and
the answer to a move carries none (the mover's socket brings it)."""

from __future__ import annotations

from web_helpers import auth, live_socket, view

from meeple.web.payload import board_hash


def new_online(client, players=3):
    r = client.post("/api/games", json={"game": "caylus", "players": players, "seed": 4,
                                        "seats": ["human"] * players, "mode": "online"})
    assert r.status_code == 200, r.json()
    return r.json()


def test_a_push_that_leaves_the_board_as_it_was_carries_no_board(client):
    made = new_online(client)
    game_id = made["id"]
    with live_socket(client, game_id) as ws:
        first = ws.receive_json()
        assert first["board"].startswith("<svg") and first["board_hash"] == board_hash(first["board"])
        # A seat shared again: the log gets a notice, the board stays the same.
        other = (first["current_player"] + 1) % 3  # not the seat to move: its token plays below
        r = client.post(f"/api/games/{game_id}/seats/{other}/share", headers=auth(made["creator"]))
        assert r.status_code == 200, r.json()
        pushed = ws.receive_json()
        assert pushed["version"] > first["version"] and pushed["log"] != first["log"]
        assert "board" not in pushed and pushed["board_hash"] == first["board_hash"]
        # A move changes the board: the next push brings it, matching its hash.
        token = made["tokens"][str(first["current_player"])]
        mover = view(client, game_id, token)
        r = client.post(f"/api/games/{game_id}/moves", headers=auth(token),
                        json={"move": mover["legal"][0], "move_number": mover["move_number"]})
        assert r.status_code == 200, r.json()
        moved = ws.receive_json()
        assert moved["board_hash"] != first["board_hash"]
        assert moved["board_hash"] == board_hash(moved["board"])
        assert moved["board"] == view(client, game_id)["board"]


def test_the_answer_to_a_move_names_its_board_without_carrying_it(client):
    made = new_online(client, players=2)
    game_id = made["id"]
    token = made["tokens"][str(view(client, game_id)["current_player"])]
    mover = view(client, game_id, token)
    r = client.post(f"/api/games/{game_id}/moves", headers=auth(token),
                    json={"move": mover["legal"][0], "move_number": mover["move_number"]})
    answer = r.json()
    assert "board" not in answer and answer["move_number"] == mover["move_number"] + 1
    full = view(client, game_id, token)  # a GET still has everything
    assert answer["board_hash"] == full["board_hash"] == board_hash(full["board"])
    assert {k: v for k, v in full.items() if k != "board"} == answer
    with live_socket(client, game_id, token) as ws:  # a new socket starts with the board
        assert ws.receive_json()["board"] == full["board"]
