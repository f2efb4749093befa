"""Tzolk'in `policy_engine` for `mcts:rollouts=engine` (session 17): the levels' rollout
weights with the new worker sought early, Agriculture early and no forest burnt when fed."""

from __future__ import annotations

import random

from played import played_positions

import meeple
from meeple import bots
from meeple.bots.value import rollout_policy_names
from meeple.games.tzolkin import actions as A
from meeple.games.tzolkin import engine as G
from meeple.games.tzolkin import evaluate as E
from meeple.games.tzolkin.data import AGRICULTURE, CORN, FOOD_DAYS, MAX_WORKERS, UXMAL


def _positions(seeds: range, players: int = 4):
    return played_positions("tzolkin", seeds, players, G.policy_engine)


def _factor(s, a) -> float:
    """The engine's factor on the levels' weight of move a, as its doc states it."""
    p, w = s.current_player(), G.ENGINE
    if a == A.PLACE + UXMAL:
        coming = s.workers[p] + (p in s.gears[UXMAL][:3])
        return w["uxmal"] if s.day < FOOD_DAYS[1] and coming < w["workers"] else 1.0
    if A.PICKUP <= a < A.PERFORM and A.pickup_of(a)[0] == UXMAL and A.pickup_of(a)[1] >= 3:
        return w["uxmal pickup"] if s.day < FOOD_DAYS[2] and s.workers[p] < MAX_WORKERS \
            else 1.0
    if a == A.TECH + AGRICULTURE:
        return w["agriculture"] if s.day < FOOD_DAYS[1] else 1.0
    if a == A.BURN and s.next_food < len(FOOD_DAYS):
        return w["burn"] if s.goods[p][CORN] >= E._feeding_corn(s, p) else 1.0
    return 1.0


def test_engine_weights_are_the_levels_times_the_stated_factors():
    seen = set()
    for s, legal in _positions(range(3)):
        if not 0 <= s.current_player() < s.num_players:
            continue
        got, base = G.policy_engine(s, legal), E.policy(s, legal)
        for a, x, y in zip(legal, got, base, strict=True):
            f = _factor(s, a)
            assert x == y * f and x > 0
            if f != 1.0:
                seen.add(a if a < A.PICKUP or a >= A.PERFORM else A.PICKUP)
    assert {A.PLACE + UXMAL, A.PICKUP} <= seen, seen


def test_engine_rollouts_play_legal_reproducible_moves(monkeypatch):
    """With policy_engine in evaluate (not kept, so set here: the module doc),
    mcts:tuned=true:rollouts=engine finds it and plays a legal move, the same from the same
    seed."""
    monkeypatch.setattr(E, "policy_engine", G.policy_engine, raising=False)
    rollout_policy_names.cache_clear()
    state = meeple.load("tzolkin").new_game(players=4, seed=3)
    rng = random.Random(3)
    for _ in range(40):
        legal = state.legal_actions()
        state.apply(rng.choices(legal, E.policy(state, legal))[0])
    spec = "mcts:iterations=40:tuned=true:rollouts=engine:prune=true"
    bot = bots.make(spec, seed=5)
    assert bot._rollout_policy(state) is G.policy_engine
    moves = [bots.make(spec, seed=5).choose(state) for _ in range(2)]
    assert moves[0] == moves[1] and moves[0] in state.legal_actions()
    monkeypatch.undo()
    rollout_policy_names.cache_clear()
    assert "engine" not in rollout_policy_names()  # not kept: not found by default
