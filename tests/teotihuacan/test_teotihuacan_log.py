"""Teotihuacan's forced-move line: its move worded when the log is read, from values taken
when it was logged, in the language of that moment (as the `Message` made at once was)."""

from __future__ import annotations

import random

import meeple
from meeple.core.i18n import translate, use_language
from meeple.games.teotihuacan import state as state_module
from meeple.games.teotihuacan.narrate import narrate_legal

LINE = "{who} {move} (only choice)"


def play(state, rng: random.Random, decisions: int) -> None:
    for _ in range(decisions):
        if state.is_terminal():
            return
        state.apply(rng.choice(state.legal_actions()))


def test_forced_moves_logged_in_greek_read_later_as_when_worded_at_once(monkeypatch):
    eager = []
    deferred = state_module.log_forced

    def log_forced(s, frame, action):  # the move as it was worded before: at once
        assert frame is s.stack[-1]
        eager.append(narrate_legal(s, action, None))
        deferred(s, frame, action)

    monkeypatch.setattr(state_module, "log_forced", log_forced)
    state = meeple.load("teotihuacan").new_game(players=3, seed=4)
    rng = random.Random(5)
    with use_language("el"):
        play(state, rng, 250)
    play(state, rng, 100)  # and some in English
    lines = [line for line in state.log() if line.template == LINE]  # read in English
    assert len(lines) == len(eager) > 10
    moves = [line.args["move"] for line in lines]
    greek = [m for m in eager if m != translate(m, "en")]
    assert greek and len(greek) < len(eager)  # both languages are in the log
    assert moves == eager
    for lang in ("en", "el", "pl"):
        assert [translate(m, lang) for m in moves] == [translate(m, lang) for m in eager]
        assert [translate(line, lang) for line in lines] == [
            translate(line.__class__(LINE, {**line.args, "move": m}), lang)
            for line, m in zip(lines, eager, strict=True)]


DIE_LINES = ("Teotibot Mastery tries {die}", "Teotibot upgrades {die} to {n}")


def solo_game(seed: int):
    state = meeple.load("teotihuacan").new_game(players=1, seed=seed)
    rng = random.Random(seed)
    while not state.is_terminal():
        state.apply(rng.choice(state.legal_actions()))
    return state


def test_teotibot_dice_logged_in_greek_read_in_english_stay_greek():
    with use_language("el"):
        greek_game = solo_game(3)
    english_game = solo_game(3)
    greek, english = ([line for line in game.log() if line.template in DIE_LINES]  # in English
                      for game in (greek_game, english_game))
    assert len(greek) == len(english) > 5
    assert {line.template for line in greek} == set(DIE_LINES)
    for g, e in zip(greek, english, strict=True):
        assert str(g.args["die"]) == translate(e.args["die"], "el") != str(e.args["die"])
        assert translate(g.args["die"], "en") == str(e.args["die"])
        for lang in ("en", "el", "pl"):
            assert translate(g, lang) == translate(e, lang)
