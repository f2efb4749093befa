"""`meeple play` in Greek and Polish: chosen by --lang or the locale, every screen of a
Teotihuacan game fits 100x30, and what it shows is in that language."""

from __future__ import annotations

import io
import re
import sys
from pathlib import Path

import pytest

from meeple.cli import main
from meeple.cli.play import terminal_language
from meeple.core.i18n import current_language

sys.path.insert(0, str(Path(__file__).parent))
from scan import english_left  # noqa: E402

MOVE_ROW = re.compile(r"^\s*(\w+:)?\s*\d+\. ")
TITLE = {"el": "Teotihuacan — εποχή", "pl": "Teotihuacan — era"}


def play(argv: list[str], stdin: str) -> str:
    out = io.StringIO()
    assert main(argv, inp=io.StringIO(stdin), out=out, err=io.StringIO()) == 0
    return out.getvalue()


@pytest.mark.parametrize("lang", ["el", "pl"])
def test_teotihuacan_screens_fit_100_by_30_and_speak_the_language(lang):
    out = play(["play", "teotihuacan", "--players", "1", "--seats", "human", "--seed", "8",
                "--lang", lang], "1\n" * 60 + "q\n\n")
    screens = out.split("red> ")[:-1]
    assert len(screens) >= 40
    for chunk in screens:
        lines = chunk.splitlines()
        title = max(i for i, line in enumerate(lines) if line.startswith(TITLE[lang]))
        assert len(lines) - title + 1 <= 30, "\n".join(lines[title:])  # and the input row
        assert all(len(line) <= 100 for line in lines[title:]), "\n".join(lines[title:])
        # the numbered moves are notation, what the player types: never translated
        shown = "\n".join(line for line in lines[title:] if not MOVE_ROW.match(line))
        assert not english_left(shown, lang), (english_left(shown, lang), shown)
    assert current_language() == "en"  # the session's language does not leak


def test_help_is_translated():
    out = play(["play", "teotihuacan", "--players", "1", "--seats", "human", "--seed", "8",
                "--lang", "pl"], "help\nq\n\n")
    assert "Polecenia:" in out and "cofnij swoją ostatnią decyzję" in out


@pytest.mark.parametrize("env, lang", [
    ({"LANG": "el_GR.UTF-8"}, "el"), ({"LANG": "pl_PL.UTF-8"}, "pl"), ({"LANG": "C"}, "en"),
    ({"LC_ALL": "pl_PL", "LANG": "el_GR"}, "pl"), ({"LANGUAGE": "de:el", "LANG": "pl"}, "el"),
    ({}, "en"),
])
def test_the_language_follows_the_locale(monkeypatch, env, lang):
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(name, raising=False)
    for name, value in env.items():
        monkeypatch.setenv(name, value)
    assert terminal_language(None) == lang
    assert terminal_language("en") == "en"


@pytest.mark.parametrize("lang", ["el", "pl"])
def test_every_board_section_is_translated_and_fits_100_columns(lang):
    import random

    import meeple
    from meeple.core.i18n import use_language

    state = meeple.load("teotihuacan").new_game(players=1, seed=6)
    rng = random.Random(6)
    for _ in range(120):
        if state.is_terminal():
            break
        state.apply(rng.choice(state.legal_actions()))
    with use_language(lang):
        text = state.render(0, "full")
    assert all(len(line) <= 100 for line in text.splitlines()), text
    assert not english_left(text, lang), english_left(text, lang)
