"""Tzolk'in's log lines made when read (`_say_with`): logged in one language and read in
another, each reads as the line made at once used to (its words made in the language of the
moment they were logged, the line's template in the reader's)."""

from __future__ import annotations

import random

import meeple
from meeple.core.game import unchain
from meeple.core.i18n import join, ntr, tr, translate, use_language
from meeple.games.tzolkin import data as D
from meeple.games.tzolkin.narrate import narrate_frame


def _old_only_choice(who, frame, action, cost, corn, lang):
    with use_language(lang):  # the narration was made at once, when it was logged
        move = narrate_frame(frame, action, None, cost, corn)
    return tr("{who} {move} (only choice)", who=who, move=move)


def _old_feed(who, fed, corn, n, unfed, lang):
    with use_language(lang):
        parts = [ntr("pays {corn} corn to feed {n} worker", "pays {corn} corn to feed {n} workers",
                     n, corn=corn)] if fed else []
        if unfed:
            parts.append(ntr("cannot feed {n} worker: -{vp} VP",
                             "cannot feed {n} workers: -{vp} VP", unfed,
                             vp=D.UNFED_PENALTY * unfed))
        what = join(parts, " and ")
    return tr("{who} {what}", who=who, what=what)


_GOT = ("{n} corn", "{n} wood", "{n} stone", "{n} gold", "{n} skull")


def _old_temples(who, gains, lang):
    with use_language(lang):
        goods = join([tr(_GOT[g], n=n) for g, n in enumerate(gains) if n])
    return tr("{who} gains {goods} from the temples", who=who, goods=goods)


OLD = {"only_choice_words": _old_only_choice, "_feed_line": _old_feed,
       "_temples_line": _old_temples}


def test_lines_logged_in_greek_read_later_in_english_as_when_made_at_once():
    state = meeple.load("tzolkin").new_game(players=3, seed=4)
    rng = random.Random(2)
    with use_language("el"):
        for _ in range(150):
            state.apply(rng.choice(state.legal_actions()))
    while not state.is_terminal():  # and the rest in English
        state.apply(rng.choice(state.legal_actions()))
    raw = unchain(state._log)
    deferred = [i for i, line in enumerate(raw)
                if type(line) is tuple and not isinstance(line[0], str)]
    assert {raw[i][0].__name__ for i in deferred} == set(OLD)
    expected = [OLD[raw[i][0].__name__](*raw[i][1]) for i in deferred]
    log = state.log()  # read in English
    made = [log[i] for i in deferred]
    greek = [line for line in expected if line != translate(line, "en")]
    assert greek and len(greek) < len(expected)  # lines of both languages
    assert made == expected
    for lang in ("en", "el", "pl"):
        assert [translate(x, lang) for x in made] == [translate(x, lang) for x in expected]
    for i in deferred:  # values taken when logged, never the state
        assert all(type(v) in (int, str, tuple) for v in raw[i][1]), raw[i]
