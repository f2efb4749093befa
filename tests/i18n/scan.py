"""The English left in a translated text: words of the English catalog (the msgids) that the
language's own catalog never uses, so proper names and words both languages share pass."""

from __future__ import annotations

import re
from functools import cache

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
