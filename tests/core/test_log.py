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


def test_a_line_said_now_reads_in_the_language_it_was_logged_in():
    state = meeple.load("caylus").new_game(players=2, seed=1)
    with use_language("el"):
        state._say_now("The bailiff moves to space {space}", space=7)
        greek = tr("The bailiff moves to space {space}", space=7)
    state._say_now("The bailiff moves to space {space}", space=8)
    assert greek != translate(greek, "en")  # the test can tell the languages apart
    line, english = state.log()[-2:]  # read in English
    assert isinstance(line, Message) and line == greek
    assert english == "The bailiff moves to space 8"
    assert translate(line, "en") == "The bailiff moves to space 7"
    assert state.to_dict()["log"][-2] == "The bailiff moves to space 7"
    fresh = meeple.load("caylus").new_game(players=2, seed=1)
    fresh._say_now("The bailiff moves to space {space}", space=7)
    with use_language("el"):
        assert fresh.log()[-1] == "The bailiff moves to space 7"  # logged in English


def _eager_only_choice(state, seat: int, action: int):
    """Bora Bora's forced-move line as it was made before it was deferred: a `Message` made
    at once, in the language of the moment, with the move narrated from the state."""
    return tr("{who}: {notation} (only choice)", who=state.seat_name(seat),
              notation=state.board.notation[action], move=state.narrate(action))


def test_borabora_forced_lines_logged_in_greek_read_later_as_when_made_at_once():
    state = meeple.load("borabora").new_game(players=3, seed=2)
    eager = []
    logged = state._note_only_choice

    def note(seat: int, action: int) -> None:  # an instance attribute: both builds call it
        eager.append(_eager_only_choice(state, seat, action))
        logged(seat, action)

    state._note_only_choice = note
    rng = random.Random(3)
    with use_language("el"):
        play(state, rng, 150)
    play(state, rng, 30)  # and some in English
    forced = [line for line in state.log() if line.template == "{who}: {notation} (only choice)"]
    assert len(forced) == len(eager) > 10
    greek = [line for line in eager if line != translate(line, "en")]
    assert greek and len(greek) < len(eager)  # both languages are in the log
    assert forced == eager
    for lang in ("en", "el", "pl"):
        assert [translate(x, lang) for x in forced] == [translate(x, lang) for x in eager]
