"""Fair online games: the server draws the seed (CSPRNG), no payload carries it until the game
is over, and the creator's seat changes are announced in every seat's log."""

from __future__ import annotations

import random

from web_helpers import auth, live_socket, start, view


def online(client, seed=None, game="caylus"):
    body = {"game": game, "players": 2, "seats": ["human", "human"], "mode": "online"}
    if seed is not None:
        body["seed"] = seed
    return client.post("/api/games", json=body)


def test_a_client_chosen_seed_is_refused_online(tmp_path):
    with start(f"sqlite:///{tmp_path / 'm.db'}", client_seeds=False) as client:
        r = online(client, seed=7)
        assert r.status_code == 400 and "seed" in r.json()["error"]
        assert client.get("/api/games").json()["games"] == []


def test_the_seed_is_in_no_payload_until_the_end(tmp_path):
    with start(f"sqlite:///{tmp_path / 'm.db'}", client_seeds=False) as client:
        made = online(client, game="tzolkin")  # hidden draft tiles: the seed would tell them
        assert made.status_code == 200
        game_id, tokens = made.json()["id"], made.json()["tokens"]
        live = client.app.state.service.get(game_id)
        secret = str(live.seed)
        payloads = [made.text, client.get("/api/games").text]
        rng = random.Random(1)
        with live_socket(client, game_id) as ws:
            payloads.append(ws.receive_text())
            for step in range(1000):
                seat = view(client, game_id)["current_player"]
                mine = client.get(f"/api/games/{game_id}", headers=auth(tokens[str(seat)]))
                payloads.append(mine.text)
                if step < 3:
                    record = client.get(f"/api/games/{game_id}/record")
                    assert record.status_code == 409
                    payloads += [record.text, client.get(f"/api/games/{game_id}/replay?step=0").text,
                                 client.get(f"/api/games/{game_id}/hint",
                                            headers=auth(tokens[str(seat)])).text]
                r = client.post(f"/api/games/{game_id}/moves", headers=auth(tokens[str(seat)]),
                                json={"move": rng.choice(mine.json()["legal"]),
                                      "move_number": mine.json()["move_number"]})
                assert r.status_code == 200
                if step == 0:
                    payloads.append(ws.receive_text())
                if r.json()["is_terminal"]:
                    break
                payloads.append(r.text)
        assert view(client, game_id)["is_terminal"]
        assert len(payloads) > 100 and not [p for p in payloads if secret in p]
        assert client.get(f"/api/games/{game_id}/record").json()["seed"] == live.seed


def test_a_reshared_seat_is_announced_to_every_seat(tmp_path):
    url = f"sqlite:///{tmp_path / 'm.db'}"
    with start(url) as client:
        made = online(client).json()
        game_id, creator = made["id"], made["creator"]
        r = client.post(f"/api/games/{game_id}/seats/1/share", headers=auth(creator))
        assert r.status_code == 200
        client.post(f"/api/games/{game_id}/seats/0/bot", headers=auth(creator), json={"spec": "random"})
        tokens = {"1": r.json()["token"]}
    with start(url) as client:  # the notices are stored with the game
        for token in (None, tokens["1"]):
            texts = [line["text"] for line in view(client, game_id, token)["log"]]
            assert any("shared" in t and "seat again" in t for t in texts), texts
            assert any("handed" in t and "bot" in t for t in texts), texts
