"""Tzolk'in in Greek (and Polish): the Greek rulebook's terms on the boards and in the moves;
records and logs stay in English whatever the language."""

from __future__ import annotations

import random
import sys
from pathlib import Path

import pytest

import meeple
from meeple.core import record
from meeple.core.i18n import translate, use_language
from meeple.games.tzolkin.board import SECTIONS, render

sys.path.insert(0, str(Path(__file__).parent))
import scan  # noqa: E402
from scan import board_view, english_left, played  # noqa: E402

GLOSSARY = Path(__file__).resolve().parents[2] / "docs" / "glossary"
ON_THE_BOARD = ("Yaxchilan", "Tikal", "Uxmal", "Chichen Itza", "Chaac", "Quetzalcoatl",
                "Kukulcan", "Agriculture", "Extraction", "Architecture", "Theology",
                "First Player space", "Food Day")


def _played(seed: int, moves: int, players: int = 3):
    return played("tzolkin", seed, moves, players)


def glossary(lang: str) -> dict[str, str]:
    return scan.glossary("tzolkin", lang)


def test_every_glossary_terms_quoted_seed_text_is_the_line_it_cites():
    found = [up / "shared" / "seeds" / "003_1194eb9cb215304a.txt"
             for up in Path(__file__).resolve().parents[3:5]]
    seed = next((f for f in found if f.exists()), None)
    if seed is None:
        pytest.skip("the seed rulebooks are not beside this checkout")
    lines = seed.read_text(encoding="utf-8").splitlines()
    rows = (GLOSSARY / "tzolkin.el.md").read_text(encoding="utf-8").splitlines()
    for row in rows:
        cells = [c.strip() for c in row.strip("|").split("|")]
        if row.startswith("| ") and cells[2].isdigit():
            assert lines[int(cells[2]) - 1].strip() == cells[3].replace("\\|", "|"), cells[0]


def test_a_record_made_in_greek_replays_in_polish_to_the_same_state():
    with use_language("el"):
        state = _played(5, 250)
        rec = record.make_record(state)
        assert all(a.isascii() for a in rec["actions"])  # notation is never translated
        assert all(line.isascii() for line in state.to_dict()["log"])  # the log kept in English
    with use_language("pl"):
        again = record.replay(rec)
    assert again.to_dict() == state.to_dict()


def test_the_web_board_shows_the_glossarys_terms():
    """The Greek rulebook's words on the web board, and no English board name."""
    pytest.importorskip("fastapi")
    from meeple.web.boards import tzolkin as board

    state = _played(2, 40)
    view = board_view(state, ["Red", "Green", "Blue"])
    with use_language("el"):
        svg = board.draw(view)
    terms = glossary("el")
    for english in ON_THE_BOARD:
        assert terms[english] in svg, (english, terms[english])
    for english in ("Palenque", "Temples", "Technologies", "First Player space", "Monuments"):
        assert english not in svg


def test_a_whole_game_read_in_greek_or_polish_has_no_english_left():
    """Every prompt, narration (to the mover and to the others) and log line of a game."""
    state = meeple.load("tzolkin").new_game(players=4, seed=4)
    rng = random.Random(4)
    shown = []
    while not state.is_terminal():
        action = rng.choice(state.legal_actions())
        shown += [state.prompt(), state.narrate(action, state.current_player()),
                  state.narrate(action, None)]
        state.apply(action)
    shown += state.log()
    for lang in ("el", "pl"):
        for text in shown:
            out = translate(text, lang)
            assert not english_left(out, lang), out
            assert " and " not in out and " or " not in out, out


@pytest.mark.parametrize("moves", [2, 120, 2000])
def test_the_terminal_board_in_greek_fits_100x30_in_the_rulebooks_words(moves):
    state = _played(3, moves, players=4)
    with use_language("el"):
        screens = {section: render(state, 0, section) for section in (None, *SECTIONS)}
    for section, text in screens.items():
        lines = text.splitlines()
        assert len(lines) <= 30 and max(map(len, lines)) <= 100, section
        assert not english_left(text, "el"), (section, english_left(text, "el"))
    assert "Τσίτσεν Ίτσα" in screens["gears"] and "Θεολογία" in screens["tech"]
    assert "Κουετζαλκόατλ" in screens["temples"]
