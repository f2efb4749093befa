"""The English left in a translated text: words of the English catalog (the msgids) that the
language's own catalog never uses, so proper names and words both languages share pass."""

from __future__ import annotations

import random
import re
from functools import cache
from pathlib import Path

import meeple
from meeple.core import i18n

WORD = re.compile(r"[^\W\d_]{4,}")


@cache
def english_words(lang: str) -> frozenset[str]:
    table = i18n.messages(lang)
    source = {w.lower() for key in table for w in WORD.findall(re.sub(r"\{\w+\}", " ", key))}
    own = {w.lower() for text in table.values()
           for w in WORD.findall(" ".join(text) if isinstance(text, list) else text)}
    return frozenset(source - own)


def english_left(text: str, lang: str) -> set[str]:
    return {w for w in WORD.findall(text) if w.lower() in english_words(lang)}


GLOSSARY = Path(__file__).resolve().parents[2] / "docs" / "glossary"


def played(game: str, seed: int, moves: int, players: int = 3):
    """A game of `game` after up to `moves` random moves (in the current language)."""
    state = meeple.load(game).new_game(players=players, seed=seed)
    rng = random.Random(seed)
    for _ in range(moves):
        if state.is_terminal():
            break
        state.apply(rng.choice(state.legal_actions()))
    return state


def glossary(game: str, lang: str) -> dict[str, str]:
    """English term -> the term of the rulebook, from docs/glossary/<game>.<lang>.md."""
    rows = (GLOSSARY / f"{game}.{lang}.md").read_text(encoding="utf-8").splitlines()
    cells = [[c.strip() for c in row.strip("|").split("|")] for row in rows if row.startswith("| ")]
    return {c[0]: c[1] for c in cells[1:]}


def board_view(state, seat_names: list[str]) -> dict:
    """The view a web board draws for seat 0 of `state` (no legal moves, no last moves)."""
    return {"game": state.game.name, "players": state.num_players, "seat": 0,
            "observation": state.observation(0), "current_player": state.current_player(),
            "seat_names": seat_names, "legal": [], "last_moves": []}
