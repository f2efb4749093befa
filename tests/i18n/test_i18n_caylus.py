"""Caylus in Greek: the rulebook's terms on the board and in the moves; records replay whatever
the language."""

from __future__ import annotations

import random
import sys
from pathlib import Path

import pytest

import meeple
from meeple.core import record
from meeple.core.i18n import translate, use_language

sys.path.insert(0, str(Path(__file__).parent))
import scan  # noqa: E402
from scan import board_view, english_left, played  # noqa: E402

GLOSSARY = Path(__file__).resolve().parents[2] / "docs" / "glossary"
ON_THE_BOARD = ("Gate", "Trading Post", "Merchants' Guild", "Joust Field", "Stables", "Inn",
                "dungeon", "walls", "towers", "Provost", "Bailiff", "castle", "peddler",
                "carpenter", "gold mine", "road")


def _played(seed: int, moves: int, players: int = 3):
    return played("caylus", seed, moves, players)


def glossary(lang: str) -> dict[str, str]:
    return scan.glossary("caylus", lang)


def test_a_record_made_in_greek_replays_in_polish_to_the_same_state():
    with use_language("el"):
        state = _played(5, 200)
        rec = record.make_record(state)
        assert all(a.isascii() for a in rec["actions"])  # notation is never translated
        assert all(line.isascii() for line in state.to_dict()["log"])  # stored in English
    with use_language("pl"):
        again = record.replay(rec)
    assert again.to_dict() == state.to_dict()


def test_the_board_shows_the_glossarys_terms():
    """The rulebook's terms of the glossary on the web board, and no English board name."""
    pytest.importorskip("fastapi")
    from meeple.web.boards import caylus as board

    state = _played(2, 40)
    view = board_view(state, ["Blue", "Red", "Green"])
    with use_language("el"):
        svg = board.draw(view)
    terms = glossary("el")
    for english in ON_THE_BOARD:
        assert terms[english].lower() in svg.lower(), (english, terms[english])
    for english in ("Trading Post", "Joust Field", "Castle scale", "Royal favors", "Peddler",
                    "Dungeon"):
        assert english not in svg


def test_a_narrated_road_building_keeps_its_board_words_in_greek():
    """The web's tidy() finds the translated name before the engine's @space."""
    pytest.importorskip("fastapi")
    from meeple.web.boards import caylus as board

    state = _played(3, 0)
    text = state.narrate(next(a for a in state.legal_actions()
                              if "peddler" in state.action_to_str(a)))
    with use_language("el"):
        shown = board.tidy(translate(text, "el"))
    assert "πλανόδιος πωλητής (δρόμος 7:" in shown, shown


def test_every_narration_prompt_and_log_line_of_a_game_is_greek():
    """No English word of the catalog left in what a Greek player reads, in a whole game."""
    state = meeple.load("caylus").new_game(players=4, seed=4)
    rng = random.Random(4)
    shown = []
    while not state.is_terminal():
        action = rng.choice(state.legal_actions())
        shown += [state.prompt(), state.narrate(action)]
        state.apply(action)
    shown += state.log()
    assert len(shown) > 300
    for text in shown:
        out = translate(text, "el")
        assert not english_left(out, "el"), out


def test_terminal_screens_fit_100_by_30_in_greek():
    """`meeple play caylus --lang el`: every screen from the board's title to the input row
    fits 100x30, and no English is left outside the typed notation."""
    import io
    import re

    from meeple.cli import main

    out = io.StringIO()
    moves = "1\n" * 60 + "q\n\n"
    assert main(["play", "caylus", "--players", "3", "--seats", "human,random,random", "--seed",
                 "3", "--lang", "el"], inp=io.StringIO(moves), out=out, err=io.StringIO()) == 0
    screens = out.getvalue().split("blue> ")[:-1]
    assert len(screens) >= 30
    move_row = re.compile(r"^\s*\d+\. ")
    for chunk in screens:
        lines = chunk.splitlines()
        title = max(i for i, line in enumerate(lines) if line.startswith("=== Caylus · γύρος"))
        assert len(lines) - title + 1 <= 30, "\n".join(lines[title:])
        assert all(len(line) <= 100 for line in lines[title:]), "\n".join(lines[title:])
        shown = "\n".join(line for line in lines[title:] if not move_row.match(line))
        assert not english_left(shown, "el"), (english_left(shown, "el"), shown)
