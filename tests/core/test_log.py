"""The log: lines made only when read (`_say`), and muted search copies (`mute_log`)."""

from __future__ import annotations

import random

import pytest

import meeple
from meeple.core.i18n import Later, Message, join, tr, translate, use_language


def play(state, rng: random.Random, decisions: int) -> None:
    for _ in range(decisions):
        if state.is_terminal():
            return
        state.apply(rng.choice(state.legal_actions()))


def test_a_said_line_reads_as_the_message_tr_makes():
    state = meeple.load("toy").new_game(players=2, seed=4)
    state._say("{who} pays {n} cocoa", who="Red", n=2)
    state._say_n("{n} worker left", "{n} workers left", 3)
    line, plural = state.log()[-2:]
    assert isinstance(line, Message)
    assert line == tr("{who} pays {n} cocoa", who="Red", n=2) == "Red pays 2 cocoa"
    assert (plural.template, plural.plural, plural.count) == ("{n} worker left", "{n} workers left", 3)
    assert plural == "3 workers left"
    assert state.log()[-2] is line  # made once, then kept
    assert state.to_dict()["log"][-2:] == ["Red pays 2 cocoa", "3 workers left"]


def test_a_said_line_renders_in_any_language_like_its_message():
    state = meeple.load("caylus").new_game(players=2, seed=1)
    state._say("The bailiff moves to space {space}", space=7)
    made = tr("The bailiff moves to space {space}", space=7)
    greek = translate(made, "el")
    assert greek != made  # the catalog has it: the test can tell the languages apart
    assert translate(state.log()[-1], "el") == greek
    fresh = meeple.load("caylus").new_game(players=2, seed=1)
    fresh._say("The bailiff moves to space {space}", space=7)
    with use_language("el"):
        assert fresh.log()[-1] == greek  # made in the language it is read in


@pytest.mark.parametrize("name", ["caylus", "teotihuacan"])
def test_a_muted_copy_plays_the_same_game_and_logs_nothing(name):
    state = meeple.load(name).new_game(players=2, seed=5)
    muted = state.clone()
    muted.mute_log()
    before = state.log()
    play(state, random.Random(1), 200)
    play(muted, random.Random(1), 200)
    assert muted.history() == state.history()
    assert muted.to_dict()["state"] == state.to_dict()["state"]
    assert len(state.log()) > len(before)  # the game does log these moves
    assert muted.log() == before
    copy = muted.clone()  # a clone of a muted state is muted too
    play(copy, random.Random(2), 20)
    assert copy.log() == before


def test_later_arguments_are_made_with_their_line():
    state = meeple.load("caylus").new_game(players=2, seed=1)
    moves = [Later.tr("{n} PP", n=2), Later.tr("{n} gold", n=1)]
    state._say("{who} at the {building}: {exchange}", who="Red", building="Bank",
               exchange=Later.join(moves, " + "))
    eager = tr("{who} at the {building}: {exchange}", who="Red", building="Bank",
               exchange=join([tr("{n} PP", n=2), tr("{n} gold", n=1)], " + "))
    line = state.log()[-1]
    assert line == eager == "Red at the Bank: 2 PP + 1 gold"
    assert translate(line, "el") == translate(eager, "el")
