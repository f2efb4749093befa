"""Bora Bora's round and payment lines: their listed words (scores, turn order, dice, how a god
was paid) made when the log is read, in the language of the moment they were logged, as the
messages made at once were: a game logged in Greek reads in English with those words in Greek,
each of them the Greek of the English game's."""

from __future__ import annotations

import random

import meeple
from meeple.core.i18n import translate, use_language

LINES = {  # template -> its arguments made when read
    "Round {n}: dice rolled: {rolls}": ("rolls",),
    "Round {n}, status track: {scores} VP; new turn order {order}": ("scores", "order"),
    "Round {n}, temple: {scores} VP; {who} takes a god tile": ("scores",),
    "{who} plays the {god} ({how})": ("how",),
}


def played(seed: int):
    state = meeple.load("borabora").new_game(players=3, seed=seed)
    rng = random.Random(seed)
    while not state.is_terminal():
        state.apply(rng.choice(state.legal_actions()))
    return state


def lines(state) -> list:
    return [line for line in state.log() if line.template in LINES]


def test_listed_words_logged_in_greek_read_in_english_stay_greek():
    with use_language("el"):
        greek_game = played(6)
    greek, english = lines(greek_game), lines(played(6))  # read in English
    assert len(greek) == len(english) > 20
    assert {line.template for line in greek} == set(LINES)
    differ = 0
    for g, e in zip(greek, english, strict=True):
        assert g.template == e.template
        for key in LINES[g.template]:
            assert str(g.args[key]) == translate(e.args[key], "el")
            assert translate(g.args[key], "en") == str(e.args[key])
            differ += str(g.args[key]) != str(e.args[key])
        for lang in ("en", "el", "pl"):
            assert translate(g, lang) == translate(e, lang)
    assert differ > 10  # the test tells the languages apart
