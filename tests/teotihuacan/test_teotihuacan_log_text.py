"""Teotihuacan's log, word for word: two seeded random games (solo, and 3 players), played
partly in Greek, read in English and in Greek, against texts written by the engine before
its log lines were made when read (session 12: `_say_with`). Regenerate only for a
deliberate change of wording: `python tests/teotihuacan/test_teotihuacan_log_text.py`."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

import meeple
from meeple.core.i18n import translate, use_language

LOGS = Path(__file__).with_name("logs")
GAMES = {"solo": (1, 7, None), "three": (3, 4, None)}  # players, seed, decisions (None: all)


def played(players: int, seed: int, decisions: int | None):
    """A seeded random game, its first 120 decisions made in Greek."""
    state = meeple.load("teotihuacan").new_game(players=players, seed=seed)
    rng = random.Random(seed + 1)
    n = 0
    while not state.is_terminal() and (decisions is None or n < decisions):
        with use_language("el" if n < 120 else "en"):
            state.apply(rng.choice(state.legal_actions()))
        n += 1
    return state


def text(name: str, lang: str) -> str:
    state = played(*GAMES[name])
    return "\n".join(translate(line, lang) for line in state.log()) + "\n"


@pytest.mark.parametrize("lang", ["en", "el"])
@pytest.mark.parametrize("name", sorted(GAMES))
def test_the_log_reads_as_before(name, lang):
    expected = (LOGS / f"{name}-{lang}.txt").read_text(encoding="utf-8")
    assert text(name, lang) == expected


if __name__ == "__main__":
    for game in GAMES:
        for language in ("en", "el"):
            (LOGS / f"{game}-{language}.txt").write_text(text(game, language), encoding="utf-8")
