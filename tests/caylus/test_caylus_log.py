"""Caylus's log lines made when read (`_say_with`, `_say_now_with`): logged in one language and
read in another, each reads as the line made at once used to (its words made in the language
of the moment they were logged, the line's template in the reader's)."""

from __future__ import annotations

import random

import meeple
from meeple.core.game import unchain
from meeple.core.i18n import join, tr, translate, use_language
from meeple.games.caylus import data as D
from meeple.games.caylus import view as V


def _old_take(who, vector, b, i, lang):
    with use_language(lang):  # made at once, when it was logged
        cubes = join(tr("{n} {resource}", n=n, resource=D.RESOURCES[r])
                     for r, n in enumerate(vector) if n)
        building = tr("the {building}@{space}", building=D.BUILDINGS[b].name, space=i + 1)
    return tr("{who} takes {cubes} at {building}", who=who, cubes=cubes, building=building)


def _old_beyond(who, b, i, lang):
    with use_language(lang):
        building = tr("{building}@{space}", building=D.BUILDINGS[b].name, space=i + 1)
    return tr("{who}: {building} is beyond the Provost, the worker returns unused", who=who,
              building=building)


def _old_income(turn, colors, income, lang):
    with use_language(lang):
        gains = join(tr("{who} +{n} deniers", who=colors[s], n=g) for s, g in enumerate(income))
    return tr("Turn {turn}: income {gains}", turn=turn, gains=gains)


def _old_stables(names, lang):
    with use_language(lang):
        order = join(names)
    return tr("Stables: turn order is now {order}", order=order)


def _old_forced(*values, lang):
    with use_language(lang):  # a whole message made at once (`_note`)
        return V._forced_note(*values, lang)


OLD = {"_take_words": _old_take, "_beyond_words": _old_beyond, "income_line": _old_income,
       "stables_line": _old_stables}


def _old_line(raw: tuple):
    make, args = raw[0], raw[1]
    if len(raw) == 3:
        return _old_forced(*args, lang=raw[2])
    return OLD[make.__name__](*args)


def test_lines_logged_in_greek_read_later_in_english_as_when_made_at_once():
    state = meeple.load("caylus").new_game(players=4, seed=5)
    rng = random.Random(1)
    with use_language("el"):
        for _ in range(140):
            state.apply(rng.choice(state.legal_actions()))
    for _ in range(60):  # and some in English
        state.apply(rng.choice(state.legal_actions()))
    raw = unchain(state._log)
    deferred = [i for i, line in enumerate(raw) if type(line) is tuple and not isinstance(line[0], str)]
    expected = [_old_line(raw[i]) for i in deferred]
    kinds = {raw[i][0].__name__ for i in deferred}
    assert {"forced_words", "_take_words", "income_line"} <= kinds
    log = state.log()  # read in English
    made = [log[i] for i in deferred]
    greek = [line for line in expected if line != translate(line, "en")]
    assert greek and len(greek) < len(expected)  # lines of both languages
    assert made == expected
    for lang in ("en", "el", "pl"):
        assert [translate(x, lang) for x in made] == [translate(x, lang) for x in expected]
    assert state.log() == log  # made once


def test_a_deferred_line_holds_values_not_the_state():
    state = meeple.load("caylus").new_game(players=3, seed=2)
    rng = random.Random(0)
    while not state.is_terminal():
        state.apply(rng.choice(state.legal_actions()))
    for line in unchain(state._log):
        if type(line) is tuple and not isinstance(line[0], str):
            assert all(type(v) in (int, bool, str, tuple) for v in line[1]), line
