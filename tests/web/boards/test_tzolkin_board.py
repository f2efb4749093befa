"""The Tzolk'in board SVG: well formed for every player count and phase, every legal move's
place drawn, the last moves and the current player marked, other seats' Starting Wealth
tiles hidden during the draft."""

from __future__ import annotations

import random
import re
import xml.etree.ElementTree as ET

import pytest

import meeple
from meeple.web.boards import tzolkin as board

SVG = "{http://www.w3.org/2000/svg}"


def play(players: int, seed: int, steps: int):
    """A seeded random game after `steps` moves (or its end), and its move history."""
    state = meeple.load("tzolkin").new_game(players=players, seed=seed)
    rng = random.Random(seed)
    history = []
    for _ in range(steps):
        if state.is_terminal():
            break
        action = rng.choice(state.legal_actions())
        history.append(state.action_to_str(action))
        state.apply(action)
    return state, history


def view_of(state, history, seat):
    """The web API's view for `seat` (None: a spectator)."""
    to_move = not state.is_terminal() and seat is not None and seat == state.current_player()
    return {"game": "tzolkin", "players": state.num_players, "seat": seat,
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
    for players in (2, 3, 4):
        for seed, steps in ((1, 0), (2, 60), (3, 250), (4, 100_000)):
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
    for gear in ("palenque", "yaxchilan", "tikal", "uxmal", "chichen"):
        assert f"gear-{gear}" in drawn and f"{gear}-0" in drawn
    assert "chichen-10" in drawn and "palenque-7" in drawn and "palenque-8" not in drawn


def test_spectator_view_draws():
    state, history = play(3, 5, 80)
    view = view_of(state, history, None)
    assert view["legal"] == []
    places(board.draw(view))


def test_every_decision_kind_names_drawn_places():
    """Walk random games through every kind of decision (placing, picking up, temples,
    technologies, buildings, the market...): each legal move's place is in the SVG drawn
    for the seat to move (checked a few times per kind, to keep the test fast)."""
    checked: dict[str, int] = {}
    for seed in range(3):
        state = meeple.load("tzolkin").new_game(players=2 + seed % 3, seed=seed)
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
    assert {"gear", "palenque", "tikal", "wealth", "temple", "tech", "goods",
            "first"} <= set(checked)


@pytest.mark.parametrize(("notation", "place"), [
    ("place tikal", "gear-tikal"), ("place first player", "first-player"),
    ("pick up uxmal 3", "uxmal-3"), ("do chichen 9", "chichen-9"), ("do palenque 2", "palenque-2"),
    ("up chaac", "temple-chaac"), ("down kukulcan", "temple-kukulcan"),
    ("tech theology", "tech-theology"), ("build b7", "building-7"),
    ("monument m13", "monument-13"), ("keep w21", "wealth-21"), ("pay wood", "goods-wood"),
    ("sell gold", "goods-gold"), ("buy stone", "goods-stone"), ("advance 2 days", "calendar"),
    ("beg", None), ("done", None), ("take corn", None), ("architecture later", None),
])
def test_place_of(notation, place):
    assert board.place_of(notation) == place


def test_last_moves_and_current_player_are_marked():
    state, history = play(3, 2, 60)
    view = view_of(state, history, state.current_player())
    view["last_moves"] = ["pick up tikal 4", "up chaac"]
    svg = board.draw(view)
    drawn = places(svg)
    assert "last" in drawn["tikal-4"].get("class", "").split()
    assert "last" in drawn["temple-chaac"].get("class", "").split()
    assert "last" not in drawn["tikal-3"].get("class", "").split()
    current = [e for e in ET.fromstring(svg).iter()
               if "current" in (e.get("class") or "").split()]
    assert len(current) == 1
    assert state.seat_name(state.current_player()) in "".join(current[0].itertext())


def test_other_seats_wealth_tiles_stay_hidden_in_the_draft():
    """During the draft a seat sees its own hand and kept tiles, only the count of others'."""
    state, history = play(4, 6, 5)
    assert any(state.hands), "still drafting"
    for seat in (0, 1, None):
        svg = board.draw(view_of(state, history, seat))
        shown = {int(w) for w in re.findall(r"\bW(\d+)\b", svg)}
        visible = {t + 1 for t in state.revealed}
        if seat is not None:
            visible |= {t + 1 for t in state.hands[seat] + state.kept[seat]}
        secret = {t + 1 for p in range(4) if p != seat for t in state.hands[p] + state.kept[p]}
        assert shown <= visible
        assert not shown & (secret - visible)
        if seat is not None:
            assert {t + 1 for t in state.hands[seat]} <= shown


def test_board_shows_the_observation():
    """Workers on the gears, temple steps, goods and displayed cards come from the view."""
    state, history = play(3, 3, 300)
    view = view_of(state, history, 0)
    obs = view["observation"]
    drawn = places(board.draw(view))
    for name, slots in obs["gears"].items():
        for pos, who in enumerate(slots):
            if f"{name}-{pos}" in drawn and 0 <= who < 3:
                assert board.seat_fill(state.seat_name(who)) in ET.tostring(
                    drawn[f"{name}-{pos}"], encoding="unicode")
    for number in obs["buildings"]:
        if number is not None:
            assert f"building-{number}" in drawn
    for number in obs["monuments"]:
        assert f"monument-{number}" in drawn
    richer = dict(view, observation=dict(obs, players=[
        dict(p, goods=dict(p["goods"], stone=77)) for p in obs["players"]]))
    assert ">77<" in board.draw(richer) and ">77<" not in board.draw(view)


def test_the_end_board_shows_no_day_past_the_wheel():
    state, history = play(2, 4, 100_000)
    assert state.is_terminal()
    svg = board.draw(view_of(state, history, 0))
    days = [int(d) for d in re.findall(r"day (\d+)", svg)]
    assert days and max(days) <= board.D.DAYS_PER_REVOLUTION, days
