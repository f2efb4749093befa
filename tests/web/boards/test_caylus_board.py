"""The Caylus board SVG: well formed for every player count and phase, every legal move's
place drawn, the last moves and the current player marked, drawn from the view only."""

from __future__ import annotations

import random
import xml.etree.ElementTree as ET

import pytest

import meeple
from meeple.web.boards import caylus as board

SVG = "{http://www.w3.org/2000/svg}"


def play(players: int, seed: int, steps: int, pick=None):
    """A seeded random game after `steps` moves (or its end), and its move history."""
    state = meeple.load("caylus").new_game(players=players, seed=seed)
    rng = random.Random(seed)
    history = []
    for _ in range(steps):
        if state.is_terminal():
            break
        legal = state.legal_actions()
        action = pick(state, legal) if pick else rng.choice(legal)
        history.append(state.action_to_str(action))
        state.apply(action)
    return state, history


def view_of(state, history, seat):
    """The web API's view for `seat` (None: a spectator)."""
    to_move = not state.is_terminal() and seat is not None and seat == state.current_player()
    return {"game": "caylus", "players": state.num_players, "seat": seat,
            "observation": state.observation(seat),
            "legal": [state.action_to_str(a) for a in state.legal_actions()] if to_move else [],
            "current_player": -1 if state.is_terminal() else state.current_player(),
            "seat_names": [state.seat_name(s) for s in range(state.num_players)],
            "last_moves": history[-3:], "scores": state.scores(),
            "is_terminal": state.is_terminal()}


def places(svg: str) -> dict[str, ET.Element]:
    root = ET.fromstring(svg)
    assert root.tag == f"{SVG}svg" and root.get("viewBox") and root.get("width") == "100%"
    found = [e for e in root.iter() if e.get("data-place")]
    ids = [e.get("data-place") for e in found]
    assert len(ids) == len(set(ids)), "each place is drawn once"
    return dict(zip(ids, found, strict=True))


def positions():
    for players in (2, 3, 4, 5):
        for seed, steps in ((1, 0), (2, 40), (3, 120), (4, 10_000)):
            yield players, seed, steps


@pytest.mark.parametrize(("players", "seed", "steps"), list(positions()))
def test_every_legal_place_is_drawn(players, seed, steps):
    state, history = play(players, seed, steps)
    seat = state.current_player() if not state.is_terminal() else 0
    view = view_of(state, history, seat)
    drawn = places(board.draw(view))
    for move in view["legal"]:
        place = board.place_of(move)
        assert place is None or place in drawn, (move, place)
    assert "road-1" in drawn and "road-28" in drawn and "castle" in drawn


def test_spectator_view_draws():
    state, history = play(3, 5, 60)
    view = view_of(state, history, None)
    assert view["legal"] == []
    places(board.draw(view))


def test_every_decision_kind_names_drawn_places():
    """Walk random games through every kind of decision (build, favor, provost, sell,
    castle...): each legal move's place is in the SVG drawn for the seat to move (checked a
    few times per kind, to keep the test fast)."""
    checked: dict[str, int] = {}
    for seed in range(4):
        state = meeple.load("caylus").new_game(players=3, seed=seed)
        rng = random.Random(seed)
        history = []
        while not state.is_terminal():
            legal = state.legal_actions()
            moves = [state.action_to_str(a) for a in legal]
            kinds = {p.split("-")[0] for p in map(board.place_of, moves) if p}
            if any(checked.get(k, 0) < 4 for k in kinds):
                drawn = places(board.draw(view_of(state, history, state.current_player())))
                for move in moves:
                    place = board.place_of(move)
                    assert place is None or place in drawn, (move, place)
                for k in kinds:
                    checked[k] = checked.get(k, 0) + 1
            action = rng.choice(legal)
            history.append(state.action_to_str(action))
            state.apply(action)
    assert {"road", "special", "castle", "provost", "favor", "cube", "tile"} <= set(checked)


@pytest.mark.parametrize(("notation", "place"), [
    ("place peddler@7", "road-7"), ("gate to farm@3", "road-3"), ("place castle", "castle"),
    ("place trading post", "special-trading-post"), ("gate: take back", "special-gate"),
    ("joust: pay for a favor", "special-joust"), ("inn: stay", "special-inn"),
    ("build bank", "tile-bank"), ("build food farm", "tile-food-farm"),
    ("guild provost -2", "provost-2"), ("provost +3", "provost+3"),
    ("provost stay", "provost-stay"), ("favor gold", "favor-resources-5"),
    ("favor wood", "favor-resources-2-wood"), ("favor prestige +3", "favor-prestige-3"),
    ("sell cloth", "cube-cloth"), ("take 2 food", "cube-food"), ("batch food+wood+gold", "castle"),
    ("convert quarry@2", "road-2"), ("on residence@9", "road-9"),
    ("pass", None), ("build: decline", None), ("trade 2 deniers for 3 pp", None),
])
def test_place_of(notation, place):
    assert board.place_of(notation) == place


def test_last_moves_and_current_player_are_marked():
    state, history = play(3, 2, 30)
    view = view_of(state, history, state.current_player())
    view["last_moves"] = ["place farm@5", "place castle"]
    drawn = places(board.draw(view))
    assert "last" in drawn["road-5"].get("class", "").split()
    assert "last" in drawn["castle"].get("class", "").split()
    assert "last" not in drawn["road-6"].get("class", "").split()
    root = ET.fromstring(board.draw(view))
    current = [e for e in root.iter() if "current" in (e.get("class") or "").split()]
    assert len(current) == 1
    assert state.seat_name(state.current_player()) in "".join(current[0].itertext())


def test_board_shows_the_observation():
    """Buildings, owners, workers, seat colours and stocks come from the observation."""
    state, history = play(4, 3, 200)
    view = view_of(state, history, 0)
    svg = board.draw(view)
    obs = view["observation"]
    drawn = places(svg)
    for i, b in enumerate(obs["road"]):
        text = "".join(drawn[f"road-{i + 1}"].itertext())
        if b >= 0:
            assert board.B[b].name.title() in text
    for seat in range(4):
        assert board.seat_fill(state.seat_name(seat)) in svg
        assert f"{obs['deniers'][seat]} denier" in svg
    # a different observation draws a different board
    changed = dict(view, observation=dict(obs, deniers=[d + 100 for d in obs["deniers"]]))
    assert f"{obs['deniers'][0] + 100} deniers" in board.draw(changed)


def test_no_castle_scale_label_over_an_empty_scale():
    state, history = play(2, 1, 0)
    assert not state.observation(0).get("castle_scale")
    assert "Castle scale:" not in board.draw(view_of(state, history, 0))
