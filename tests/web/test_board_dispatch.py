"""`meeple.web.boards`: dispatch to a game's board module, the generic board, clickable places."""

from __future__ import annotations

import types

from meeple.web import boards


def a_view(game="nogame", **kw):
    return {"game": game, "players": 2, "seat": 0, "observation": {"cash": [3, 4], "hand": ["<b>x</b>"]},
            "legal": ["take 1", "take 2", "pass"], **kw}


def test_a_game_without_a_board_module_gets_the_generic_board():
    html = boards.draw(a_view())
    assert html.startswith('<div class="generic-board"')
    assert "cash" in html and "[3, 4]" in html
    assert "<b>x</b>" not in html and "&lt;b&gt;x&lt;/b&gt;" in html  # observation text is escaped
    assert boards.places(a_view()) == {}


def test_a_board_module_draws_and_names_places(monkeypatch):
    module = types.SimpleNamespace(
        draw=lambda view: f'<svg data-game="{view["game"]}"></svg>',
        place_of=lambda move: "bank" if move.startswith("take") else None)
    monkeypatch.setattr(boards, "module_for", lambda game: module)
    assert boards.draw(a_view()) == '<svg data-game="nogame"></svg>'
    assert boards.places(a_view()) == {"bank": ["take 1", "take 2"]}


def test_a_failing_board_module_falls_back_to_the_generic_board(monkeypatch):
    def broken(view):
        raise KeyError("oops")

    module = types.SimpleNamespace(draw=broken, place_of=lambda move: 1 / 0)
    monkeypatch.setattr(boards, "module_for", lambda game: module)
    assert boards.draw(a_view()).startswith('<div class="generic-board"')
    assert boards.places(a_view()) == {}


def test_long_and_deep_observations_stay_readable():
    deep = {"a": {"b": {"c": {"d": {"e": {"f": 1}}}}}, "long": [{"i": i} for i in range(100)]}
    html = boards.draw(a_view(observation=deep))
    assert "100 in all" in html and "{f: 1}" in html
