"""Caylus `search_value_plan` (`mcts:value=search:search_value=plan`, session 15, 2 players):
`search_value` plus the prestige chain's steps (income at a denier's worth, residences as
prestige sites, gold for a seat with a site and an Architect on the road); off, reached only
by a screen setting the hook on evaluate."""

from __future__ import annotations

import random

import pytest

import meeple
from meeple import bots
from meeple.bots import value
from meeple.games.caylus import data as D
from meeple.games.caylus import evaluate as E
from meeple.games.caylus import plan as PL


def _midgame(seed: int = 3, moves: int = 60):
    s = meeple.load("caylus").new_game(players=2, seed=seed)
    rng = random.Random(seed)
    for _ in range(moves):
        legal = s.legal_actions()
        s.apply(rng.choices(legal, E.policy_economy(s, legal))[0])
    return s


def _credit(s) -> list[float]:
    est = [0.0] * s.num_players
    PL._plan(s, est, E.remaining_turns(s))
    return est


def test_plan_gives_chances_and_the_result_at_the_end():
    s = _midgame()
    value = PL.search_value_plan(s)
    assert len(value) == 2 and sum(value) == pytest.approx(1.0) and min(value) > 0
    while not s.is_terminal():
        s.apply(s.legal_actions()[0])
    assert PL.search_value_plan(s) == s.returns()


def test_a_residence_is_a_prestige_site_worth_more_with_an_architect():
    s = _midgame()
    free = [i for i, b in enumerate(s.road) if b == D.EMPTY]
    assert len(free) >= 2 and D.S_ARCHITECT not in s.road
    base = _credit(s)
    s.road[free[0]], s.owner[free[0]] = D.RESIDENCE, 0
    with_site = _credit(s)
    left = E.remaining_turns(s)
    lead = min(1.0, left / PL.LEAD)
    site = PL.PLAN["site"] * lead * PL.NO_ARCHITECT
    assert with_site[0] - base[0] == pytest.approx(site + PL.PLAN["income"] * left)
    assert with_site[1] == base[1]
    s.road[free[1]], s.owner[free[1]] = D.S_ARCHITECT, 1
    s.cubes[0][D.GOLD] = 2
    with_architect = _credit(s)
    assert with_architect[0] - with_site[0] == pytest.approx(
        PL.PLAN["site"] * lead * (1 - PL.NO_ARCHITECT) + 2 * PL.PLAN["gold"] * lead)
    s.stock &= ~PL._PRESTIGE_TILES  # no prestige tile left: a residence is its income only
    assert _credit(s)[0] - base[0] == pytest.approx(PL.PLAN["income"] * left)


@pytest.fixture
def plan_hook(monkeypatch):
    """plan.py is not imported by evaluate.py (kept byte-identical to main's, so compiled
    builds stay valid): a screen sets the hook on evaluate, as here."""
    monkeypatch.setattr(E, "search_value_plan", PL.search_value_plan, raising=False)
    value.search_value_names.cache_clear()
    yield
    monkeypatch.undo()
    value.search_value_names.cache_clear()


def test_mcts_search_value_plan_plays_legal_seeded_moves(plan_hook):
    s = _midgame(seed=5, moves=20)
    spec = "mcts:tuned=true:iterations=40:search_value=plan"
    moves = {bots.make(spec, seed=7).choose(s) for _ in range(2)}
    assert len(moves) == 1 and moves.pop() in s.legal_actions()
    bot = bots.make(spec, seed=7)
    bot.choose(s)
    assert bot._search_value[1] is PL.search_value_plan
    assert bots.make("mcts:tuned=true").search_value == ""
