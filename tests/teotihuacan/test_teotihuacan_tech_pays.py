"""`evaluate.TECH_PAYS`: the seat's Technologies valued by what each pays on the actions to
come (the cocoa ones as income), not a flat 3 VP; off (0.0) by default."""

from __future__ import annotations

import pytest
from teotihuacan_helpers import RED, bot_plays_legal_reproducible, solo

from meeple.games.teotihuacan import data as D
from meeple.games.teotihuacan import evaluate as E


def _with_tech(tech: int):
    s = solo()
    s.tech_ids[RED] |= 1 << tech
    s.techs[RED] |= 1  # (a display slot: the flat count sees one Technology)
    return s


def test_off_by_default_a_technology_is_the_flat_weight():
    assert E.TECH_PAYS == 0.0
    assert len(E.TECH_PAY_VP) == D.TECHNOLOGIES
    s = solo()
    gain = E.estimates(_with_tech(D.T_COCOA_VP))[RED] - E.estimates(s)[RED]
    assert gain == pytest.approx(E.TECH * E.remaining(s))


def test_on_the_cocoa_technologies_count_as_income(monkeypatch):
    monkeypatch.setattr(E, "TECH_PAYS", 1.0)
    s = solo()
    f = E.remaining(s)
    base = E.estimates(s)[RED]
    for tech in (D.T_PALACE, D.T_COCOA_VP):
        gain = E.estimates(_with_tech(tech))[RED] - base
        assert gain == pytest.approx(E.TECH_PAY_VP[tech] * f) and gain > E.TECH * f
    assert E.estimates(_with_tech(D.T_POWERUP))[RED] - base < E.TECH * f


def test_on_the_strong_bot_plays_legal_reproducible_moves(monkeypatch):
    monkeypatch.setattr(E, "TECH_PAYS", 1.0)
    bot_plays_legal_reproducible("mcts:tuned=true:iterations=30")
