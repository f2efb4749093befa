"""Teotihuacan in Greek and Polish: the rulebooks' terms, on the board and in the moves;
records replay whatever the language."""

from __future__ import annotations

import random
import sys
from pathlib import Path

import pytest

import meeple
from meeple.core import record
from meeple.core.i18n import translate, use_language

sys.path.insert(0, str(Path(__file__).parent))
from scan import english_left  # noqa: E402


def _played(seed: int, moves: int, **options):
    state = meeple.load("teotihuacan").new_game(players=2, seed=seed, **options)
    rng = random.Random(seed)
    for _ in range(moves):
        state.apply(rng.choice(state.legal_actions()))
    return state


def test_a_record_made_in_greek_replays_in_polish_to_the_same_state():
    with use_language("el"):
        state = _played(5, 150)
        rec = record.make_record(state)
        assert all(a.isascii() for a in rec["actions"])  # notation is never translated
    with use_language("pl"):
        again = record.replay(rec)
    assert again.to_dict() == state.to_dict()


GLOSSARY = Path(__file__).resolve().parents[2] / "docs" / "glossary"
ON_THE_BOARD = ("Palace", "Forest", "Stone Quarry", "Gold Deposits", "Alchemy", "Nobles",
                "Decorations", "Construction", "Avenue of the Dead", "Pyramid track", "Calendar")


def glossary(lang: str) -> dict[str, str]:
    """English term -> the term of the rulebook, from docs/glossary/teotihuacan.<lang>.md."""
    rows = (GLOSSARY / f"teotihuacan.{lang}.md").read_text(encoding="utf-8").splitlines()
    cells = [[c.strip() for c in row.strip("|").split("|")] for row in rows if row.startswith("| ")]
    return {c[0]: c[1] for c in cells[1:]}


@pytest.mark.parametrize("lang", ["el", "pl"])
def test_the_board_shows_the_glossarys_terms(lang):
    """The rulebook's terms of the glossary on the web board, and no English board name."""
    pytest.importorskip("fastapi")
    from meeple.web.boards import teotihuacan as board

    state = _played(2, 10)
    view = {"game": "teotihuacan", "players": 2, "seat": 0, "observation": state.observation(0),
            "current_player": state.current_player(), "seat_names": ["Red", "Blue"],
            "legal": [], "last_moves": []}
    with use_language(lang):
        svg = board.draw(view)
    terms = glossary(lang)
    for english in ON_THE_BOARD:
        assert terms[english].lower() in svg.lower(), (english, terms[english])
    for english in ("Avenue of the Dead", "Gold Deposits", "Worship: +1", "Calendar"):
        assert english not in svg


def test_every_narration_prompt_and_log_line_of_a_game_is_translated():
    """No English word of the catalog left in what a Greek or Polish player reads."""
    state = meeple.load("teotihuacan").new_game(players=1, seed=4)
    rng = random.Random(4)
    shown = []
    while not state.is_terminal() and len(shown) < 1500:
        action = rng.choice(state.legal_actions())
        shown += [state.prompt(), state.narrate(action)]
        state.apply(action)
    shown += state.log()
    for lang in ("el", "pl"):
        for text in shown:
            out = translate(text, lang)
            assert not english_left(out, lang), out
