"""Bora Bora in Greek (the rulebook's terms, docs/glossary/borabora.el.md) and Polish: the
moves, prompts and log of a whole game, the terminal and the web board; records replay
whatever the language."""

from __future__ import annotations

import io
import random
import re
import sys
from pathlib import Path

import pytest

import meeple
from meeple.cli import main
from meeple.core import record
from meeple.core.i18n import current_language, translate, use_language

sys.path.insert(0, str(Path(__file__).parent))
from scan import board_view, english_left  # noqa: E402

GLOSSARY = Path(__file__).resolve().parents[2] / "docs" / "glossary" / "borabora.el.md"


def _played(players: int, seed: int, moves: int | None = None):
    state = meeple.load("borabora").new_game(players=players, seed=seed)
    rng = random.Random(seed)
    while not state.is_terminal() and (moves is None or moves > 0):
        state.apply(rng.choice(state.legal_actions()))
        moves = None if moves is None else moves - 1
    return state


def glossary() -> dict[str, str]:
    """English term -> the Greek rulebook's term, from the glossary's table."""
    rows = GLOSSARY.read_text(encoding="utf-8").splitlines()
    cells = [[c.strip() for c in row.strip("|").split("|")] for row in rows if row.startswith("| ")]
    return {c[0]: c[1] for c in cells[1:]}


def test_a_record_made_in_greek_replays_in_polish_to_the_same_state():
    with use_language("el"):
        state = _played(3, 5, 250)
        rec = record.make_record(state)
        assert all(a.isascii() for a in rec["actions"])  # notation is never translated
        assert any(not line.isascii() for line in state.log())  # the log was read in Greek
    with use_language("pl"):
        again = record.replay(rec)
    assert again.to_dict() == state.to_dict()  # the stored log is English either way
    assert all(line.isascii() for line in state.to_dict()["log"])


def test_every_narration_prompt_and_log_line_of_a_game_is_translated():
    """No English word of the catalog left in what a Greek or Polish player reads, and the
    English stays as the engine always wrote it."""
    for players, seed in ((2, 3), (4, 7)):
        state = meeple.load("borabora").new_game(players=players, seed=seed)
        rng = random.Random(seed)
        shown = []
        while not state.is_terminal():
            action = rng.choice(state.legal_actions())
            shown += [state.prompt(), state.narrate(action)]
            state.apply(action)
        shown += [line for line in state.log() if "(only choice)" not in line]  # made in English
        assert "expands to the " in " ".join(shown) or players == 2
        for lang in ("el", "pl"):
            for text in shown:
                out = translate(text, lang)
                assert not english_left(out, lang), out
        assert any("Πλεονέκτημα Φωτιάς" in translate(t, "el") for t in shown)


def test_a_forced_move_is_worded_in_a_translated_game_and_noted_in_english():
    with use_language("el"):
        state = _played(2, 3, 400)
    forced = [line for line in state.log() if "μόνη επιλογή" in line]
    assert forced and all(not english_left(line, "el") for line in forced)
    assert all(line.endswith("(only choice)") for line in state.to_dict()["log"] if ": " in line
               and "(only choice)" in line)


@pytest.mark.parametrize("term", ["Fire Bonus", "ceremony space", "status track", "Helper (action tile)",
                                  "Yellow God", "offering", "shell", "fish marker", "hut"])
def test_the_glossary_terms_are_the_catalogs_words(term):
    """The glossary's Greek words are the ones the game shows."""
    state = _played(4, 11)
    greek = glossary()[term].split(",")[0].split(" (")[0].lower()
    with use_language("el"):
        text = state.render(0, "full") + "\n".join(translate(x, "el") for x in state.log())
        text += "\n".join(str(translate(p, "el")) for p in (_played(4, 11, n).prompt() for n in range(0, 300, 7)))
    assert all(stem in text.lower() for stem in _stems(greek)), (term, greek)


def _stems(term: str) -> list[str]:
    """The words of a term without their endings (Greek declines: θέση τελετής, θέσεις τελετής)."""
    return [w[:max(3, len(w) - 2)] for w in term.lower().split()]


@pytest.mark.parametrize("lang", ["el", "pl"])
def test_the_web_board_speaks_the_language(lang):
    """The Greek board shows the glossary's terms; neither board keeps an English word."""
    pytest.importorskip("fastapi")
    from meeple.web.boards import borabora as board

    state = _played(4, 2, 120)
    view = board_view(state, ["Green", "Black", "Blue", "Red"])
    with use_language(lang):
        svg = board.draw(view)
    svg = re.sub(r"<style>.*?</style>", "", svg, flags=re.S)
    shown = " ".join(re.findall(r">([^<]+)<", svg))
    assert not english_left(shown, lang), english_left(shown, lang)
    if lang == "el":
        terms = glossary()
        for english in ("Helper (action tile)", "Build (action tile)", "Land Path (action tile)",
                        "Fishing (action space)", "ceremony space", "island", "god card", "priest"):
            greek = terms[english].split(",")[0].split(" (")[0]
            assert all(stem in shown.lower() for stem in _stems(greek)), (english, greek)
    assert "Helper" not in shown and "Temple" not in shown


@pytest.mark.parametrize("lang", ["el", "pl"])
def test_every_section_fits_100_columns_and_is_translated(lang):
    state = _played(4, 6, 500)
    with use_language(lang):
        full = state.render(1, "full")
        compact = state.render(1)
    assert all(len(line) <= 100 for line in full.splitlines()), full
    assert len(compact.splitlines()) <= 22 and all(len(line) <= 100 for line in compact.splitlines())
    assert not english_left(full + compact, lang), english_left(full + compact, lang)


def test_the_greek_terminal_game_fits_100_by_30():
    out = io.StringIO()
    argv = ["play", "borabora", "--players", "2", "--seats", "human,random", "--seed", "4", "--lang", "el"]
    assert main(argv, inp=io.StringIO("1\n" * 40 + "q\n\n"), out=out, err=io.StringIO()) == 0
    screens = out.getvalue().split("green> ")[:-1] or out.getvalue().split("> ")[:-1]
    assert len(screens) >= 20
    for chunk in screens:
        lines = chunk.splitlines()
        title = max(i for i, line in enumerate(lines) if line.startswith("Μπόρα Μπόρα — "))
        assert len(lines) - title + 1 <= 30, "\n".join(lines[title:])
        assert all(len(line) <= 100 for line in lines[title:]), "\n".join(lines[title:])
    assert current_language() == "en"
