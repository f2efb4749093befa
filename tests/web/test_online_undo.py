"""Online undo follows Board Game Arena: a seat takes back its own decisions until another seat
has acted or hidden information was revealed to it; anything else is 409 and changes nothing."""

from __future__ import annotations

import random

from web_helpers import auth, view

import meeple
from meeple.web import online


def online_game(client, game, players, seed):
    made = client.post("/api/games", json={"game": game, "players": players, "seed": seed,
                                           "seats": ["human"] * players, "mode": "online"}).json()
    return made["id"], made["tokens"]


def play(client, game_id, tokens, moves):
    for seat, move in moves:
        n = view(client, game_id)["move_number"]
        r = client.post(f"/api/games/{game_id}/moves", headers=auth(tokens[str(seat)]),
                        json={"move": move, "move_number": n})
        assert r.status_code == 200, r.json()


def random_line(game, players, seed, count, rng_seed=1):
    """The first `count` decisions of a seeded random game: (seat, notation, chance happened)."""
    state = meeple.load(game).new_game(players, seed)
    rng = random.Random(rng_seed)
    out = []
    for _ in range(count):
        action = rng.choice(state.legal_actions())
        seat, before = state.current_player(), state.rng_seed
        notation = state.action_to_str(action)
        state.apply(action)
        out.append((seat, notation, state.rng_seed != before))
    return out


def undo(client, game_id, token, to=None):
    body = None if to is None else {"move_number": to}
    return client.post(f"/api/games/{game_id}/undo", headers=auth(token), json=body)


def refused(client, game_id, r, words):
    assert r.status_code == 409, r.json()
    assert words in r.json()["error"]


def test_a_seat_takes_back_its_decision_until_another_seat_acts(client):
    game_id, tokens = online_game(client, "caylus", 2, 3)
    line = random_line("caylus", 2, 3, 3)
    (s1, m1, _), (s2, m2, _), _ = line
    assert s1 != s2
    play(client, game_id, tokens, [(s1, m1)])
    r = undo(client, game_id, tokens[str(s1)])
    assert r.status_code == 200, r.json()
    assert r.json()["move_number"] == 0 and r.json()["current_player"] == s1
    play(client, game_id, tokens, [(s1, m1), (s2, m2)])
    before = view(client, game_id)
    refused(client, game_id, undo(client, game_id, tokens[str(s1)]), "another seat")
    refused(client, game_id, undo(client, game_id, tokens[str(s1)], 0), "another seat")
    assert view(client, game_id) == before
    # The seat that just acted may still take it back.
    assert undo(client, game_id, tokens[str(s2)]).json()["move_number"] == 1


def test_a_run_of_own_decisions_can_be_taken_back_to_its_start_only(client):
    line = random_line("borabora", 2, 3, 3)
    assert line[0][0] == line[1][0] != line[2][0]  # seat 1 decides twice, then seat 0
    game_id, tokens = online_game(client, "borabora", 2, 3)
    own = str(line[0][0])
    play(client, game_id, tokens, [(s, m) for s, m, _ in line[:2]])
    refused(client, game_id, undo(client, game_id, tokens[str(line[2][0])]), "not decided anything")
    r = undo(client, game_id, tokens[own], 0)
    assert r.status_code == 200 and r.json()["move_number"] == 0 and r.json()["history"] == []


def test_no_undo_once_hidden_information_was_revealed(client):
    line = random_line("borabora", 2, 3, 9)
    chance = next(i for i, (_, _, happened) in enumerate(line) if happened)
    seat, move, _ = line[chance]
    game_id, tokens = online_game(client, "borabora", 2, 3)
    play(client, game_id, tokens, [(s, m) for s, m, _ in line[:chance + 1]])
    assert line[chance - 1][0] == seat  # its previous decision alone would be undoable
    before = view(client, game_id)
    refused(client, game_id, undo(client, game_id, tokens[str(seat)]), "revealed")
    refused(client, game_id, undo(client, game_id, tokens[str(seat)], chance - 1), "revealed")
    assert view(client, game_id) == before


def test_drawing_a_hidden_card_cannot_be_taken_back(client):
    line = random_line("borabora", 2, 3, 9)
    draw = next(i for i, (_, m, happened) in enumerate(line) if m.startswith("fire:") and not happened)
    seat = line[draw][0]
    game_id, tokens = online_game(client, "borabora", 2, 3)
    play(client, game_id, tokens, [(s, m) for s, m, _ in line[:draw + 1]])
    refused(client, game_id, undo(client, game_id, tokens[str(seat)]), "revealed")


def test_hot_seat_undo_keeps_going_back_to_any_human_decision(client):
    r = client.post("/api/games", json={"game": "caylus", "players": 2, "seed": 3,
                                        "seats": ["human", "human"]})
    game_id, tokens = r.json()["id"], r.json()["tokens"]
    line = random_line("caylus", 2, 3, 4)
    play(client, game_id, tokens, [(s, m) for s, m, _ in line])
    r = undo(client, game_id, tokens["0"], 0)
    assert r.status_code == 200 and r.json()["move_number"] == 0


def missed_setup_line():
    """A Teotihuacan setup (3 players, seed 12) up to Blue's `place forest`: whether the setup
    goes on (Yellow claims a Discovery tile) tells Blue about tiles it cannot see; three sampled
    worlds comparing the observation alone judged it harmless (only `stack` differed)."""
    state = meeple.load("teotihuacan").new_game(3, 12)
    rng = random.Random(12)
    moves = []
    for _ in range(13):
        action = rng.choice(state.legal_actions())
        moves.append((state.current_player(), state.action_to_str(action)))
        if len(moves) < 13:
            state.apply(action)
    return state, action, moves


def test_reveals_catches_the_setup_move_three_worlds_missed():
    state, action, moves = missed_setup_line()
    seat = state.current_player()
    assert moves[-1] == (seat, "place forest")
    assert online.reveals(state, action, seat)
    quiet = meeple.load("caylus").new_game(2, 3)  # nothing hidden: nothing to reveal
    assert not online.reveals(quiet, quiet.legal_actions()[0], quiet.current_player())


def test_the_missed_setup_move_cannot_be_taken_back(client):
    _, _, moves = missed_setup_line()
    game_id, tokens = online_game(client, "teotihuacan", 3, 12)
    play(client, game_id, tokens, moves)
    refused(client, game_id, undo(client, game_id, tokens[str(moves[-1][0])]), "revealed")
