"""Tzolk'in `prune(state, legal)` for `mcts:prune=true` (session 16): no "place no more"
while a cheap placement leaves the corn for the next Food Day, no Chichen Itza worker with no
skull in hand nor coming, no offering declined at Chichen Itza."""

from __future__ import annotations

import pytest
from played import played_positions

from meeple.games.tzolkin import actions as A
from meeple.games.tzolkin import evaluate as E
from meeple.games.tzolkin import frames as F
from meeple.games.tzolkin import prune as P
from meeple.games.tzolkin.data import (
    CHICHEN,
    CORN,
    FOOD_DAYS,
    GEAR_TOP,
    MAX_WORKERS,
    SKULL,
    UXMAL,
    YAXCHILAN,
)
from meeple.games.tzolkin.search import corn_prospect

PLACE_CHICHEN = A.PLACE + CHICHEN


def _positions(seeds: range, players: int = 4):
    return played_positions("tzolkin", seeds, players, E.policy)


def test_prune_keeps_a_non_empty_subset_and_fires_in_ordinary_games():
    dropped = 0
    for s, legal in _positions(range(2)):
        kept = P.prune(s, legal)
        assert kept and set(kept) <= set(legal)
        dropped += len(kept) < len(legal)
    assert dropped > 10


def _batch_rule(s, legal) -> bool:
    p, placed = s.stack[-1][1], s.stack[-1][2]
    cost = min(s._spot_cost(a - A.PLACE) for a in legal[1:]) + F.PLACEMENT_EXTRA[placed]
    return cost <= P.BATCH_CHEAP and s.goods[p][CORN] - cost >= P._reserve(s, p)


def _blind(s, p) -> bool:
    return s.goods[p][SKULL] == 0 and p not in s.gears[YAXCHILAN][1:GEAR_TOP[YAXCHILAN] + 1]


def test_the_rules_as_stated(monkeypatch):
    monkeypatch.setattr(P, "RULES", ("batch", "chichen", "offer", "beg"))
    seen = {"batch": 0, "kept": 0, "chichen": 0, "offer": 0, "beg": 0}
    for s, legal in _positions(range(2, 5)):
        kept = P.prune(s, legal)
        if len(legal) < 2:
            continue
        kind, p = s.stack[-1][0], s.stack[-1][1]
        want = list(legal)
        if kind == F.PLACE_MORE:
            assert legal[0] == A.DONE
            if _batch_rule(s, legal):
                want.remove(A.DONE)
                seen["batch"] += 1
            else:
                seen["kept"] += 1
        if kind == F.TURN and A.BEG in want and any(a >= A.PICKUP for a in want):
            want.remove(A.BEG)
            seen["beg"] += 1
        if kind in (F.PLACE_MORE, F.TURN) and PLACE_CHICHEN in want and _blind(s, p) \
                and len(want) > 1:
            want.remove(PLACE_CHICHEN)
            seen["chichen"] += 1
        if kind == F.CHOOSE_ACTION and s.stack[-1][2] == CHICHEN:
            want.remove(A.NOTHING)
            seen["offer"] += 1
        assert kept == want
    assert all(seen.values()), seen


def test_the_rules_in_force_and_a_rule_off(monkeypatch):
    assert P.RULES == ("batch", "chichen", "offer")
    monkeypatch.setattr(P, "RULES", ())
    for s, legal in _positions(range(1)):
        assert P.prune(s, legal) == legal



def _grows(s, p, cap: int, fed: bool) -> bool:
    """The "worker" rule's condition as its doc states it."""
    if s.workers[p] >= cap or s.day >= FOOD_DAYS[2]:
        return False
    if not fed or s.next_food >= len(FOOD_DAYS):
        return True
    free, less = E._farms(s, p)
    need = max(0, s.workers[p] + 1 - free) * max(0, 2 - less)
    return s.goods[p][CORN] + corn_prospect(s, p) >= need


@pytest.mark.parametrize(("cap", "fed"), [(5, True), (MAX_WORKERS, False)])
def test_the_engine_rules_as_stated(monkeypatch, cap, fed):
    """Session 17: "worker" takes the new worker at Uxmal while the seat has fewer than
    `WORKER_CAP`, the third Food Day is to come and (`WORKER_FED`) it can feed one more;
    "forest" burns no forest with the corn for the next Food Day."""
    monkeypatch.setattr(P, "RULES", ("worker", "forest"))
    monkeypatch.setattr(P, "WORKER_CAP", cap)
    monkeypatch.setattr(P, "WORKER_FED", fed)
    new_worker = A.perform_id(UXMAL, 3)
    seen = {"worker": 0, "worker kept": 0, "forest": 0, "burn kept": 0}
    for s, legal in _positions(range(6)):
        kept = P.prune(s, legal)
        assert kept and set(kept) <= set(legal)
        frame = s.stack[-1]
        if frame[0] == F.CHOOSE_ACTION and frame[2] == UXMAL and new_worker in legal \
                and len(legal) > 1:
            grows = _grows(s, frame[1], cap, fed)
            assert kept == ([new_worker] if grows else legal)
            seen["worker" if grows else "worker kept"] += 1
        elif frame[0] == F.HARVEST and A.BURN in legal:
            fed_now = s.next_food >= len(FOOD_DAYS) or s.goods[frame[1]][CORN] >= \
                E._feeding_corn(s, frame[1])
            assert kept == ([a for a in legal if a != A.BURN] if fed_now else legal)
            seen["forest" if fed_now else "burn kept"] += 1
        else:
            assert kept == legal
    assert seen["worker"] and seen["forest"], seen
