"""Caylus `prune(state, legal)` for `mcts:prune=true`: no pass with money while a cheap
placement pays off, no paid Provost move that frees none of the mover's workers and strands
none of the others' (sessions 14-16; the 2- and 4-player levels' rules, off by default in mcts)."""

from __future__ import annotations

import pytest
from played import played_positions

from meeple.games.caylus import actions as A
from meeple.games.caylus import evaluate as E
from meeple.games.caylus import prune as P

PASS = A.OFFSET[A.K_PLACE] + A.T_NONE
STAY = A.OFFSET[A.K_PROVOST] + A.MOVE_ZERO


def _positions(seeds: range, players: int = 4):
    return played_positions("caylus", seeds, players, E.policy_economy)


def test_prune_keeps_a_non_empty_subset_and_fires_in_ordinary_games():
    dropped = 0
    for s, legal in _positions(range(2)):
        kept = P.prune(s, legal)
        assert kept and set(kept) <= set(legal)
        dropped += len(kept) < len(legal)
    assert dropped > 10


def test_the_rule_as_stated():
    seen = {"dropped": 0, "kept": 0}
    for s, legal in _positions(range(2, 4)):
        kept = P.prune(s, legal)
        if legal[0] != PASS or len(legal) < 2:
            if STAY not in legal:
                assert kept == legal
            continue
        seat = s.current_player()
        cost = s.bridge_cost(seat)
        rule = (cost <= P.PASS_CHEAP and s.deniers[seat] >= cost + P.RESERVE
                and max(E._place_weights(s, legal[1:])) >= P.USEFUL)
        assert kept == (legal[1:] if rule else legal)
        seen["dropped" if rule else "kept"] += 1
    assert seen["dropped"] and seen["kept"]


def _provost_rule(s, d: int, pace: bool = False) -> bool:
    """Whether a Provost move of d spaces is kept, read from the road one space at a time
    (with `pace`, a move across the Bailiff is not kept for that alone)."""
    me, p = s.current_player(), s.provost
    if d == 0 or (not pace and (p + d > s.bailiff) != (p > s.bailiff)):
        return True
    spaces = range(p + 1, p + d + 1) if d > 0 else range(p + d + 1, p + 1)
    if d > 0:
        return any(s.worker[i] == me for i in spaces)
    return any(s.worker[i] >= 0 and s.worker[i] != me for i in spaces)


@pytest.mark.parametrize("rules", [("pass", "provost"), ("pass", "provost", "pace")])
def test_the_provost_rule_as_stated(monkeypatch, rules):
    monkeypatch.setattr(P, "RULES", rules)
    seen = {"dropped": 0, "kept": 0}
    for s, legal in _positions(range(4, 6)):
        if STAY not in legal or len(legal) < 2:
            continue
        kept = P.prune(s, legal)
        assert STAY in kept
        for a in legal:
            rule = _provost_rule(s, a - STAY, "pace" in rules)
            assert (a in kept) == rule
            seen["kept" if rule else "dropped"] += a != STAY
    assert seen["dropped"] and seen["kept"]


def test_the_slow_rule_as_stated(monkeypatch):
    """With "slow" (2 players only), the "pace" rule's Provost moves and the Merchants' Guild's
    less those that put the Provost ahead of the Bailiff (he was not ahead before); at 4
    players "slow" changes nothing."""
    guild_stay = A.OFFSET[A.K_GUILD] + A.MOVE_ZERO
    seen = {STAY: 0, guild_stay: 0}
    for players in (2, 4):
        for s, legal in _positions(range(6, 12), players=players):
            stay = STAY if STAY in legal else guild_stay if guild_stay in legal else None
            if stay is None or len(legal) < 2:
                continue
            monkeypatch.setattr(P, "RULES", ("pass", "provost", "pace"))
            paced = P.prune(s, legal)
            monkeypatch.setattr(P, "RULES", ("pass", "provost", "pace", "slow"))
            kept = P.prune(s, legal)
            p, bailiff = s.provost, s.bailiff
            if players == 2 and p <= bailiff:
                assert kept == [a for a in paced if p + a - stay <= bailiff]
                seen[stay] += kept != paced
            else:
                assert kept == paced
    assert seen[STAY] > 3 and seen[guild_stay] > 0


def test_the_rules_in_force_and_the_provost_rule_off(monkeypatch):
    assert P.RULES == ("pass", "provost", "pace", "slow")
    monkeypatch.setattr(P, "RULES", ("pass",))
    for s, legal in _positions(range(1)):
        if STAY in legal:
            assert P.prune(s, legal) == legal




def test_the_castle_rule_as_stated(monkeypatch):
    """With "castle", no pass while the castle is open to a seat holding a batch (food and
    two other kinds) and the placement's price; otherwise the "pass" rule alone."""
    monkeypatch.setattr(P, "RULES", ("pass", "castle"))
    castle = A.OFFSET[A.K_PLACE] + A.T_CASTLE
    seen = 0
    for s, legal in _positions(range(4, 8), players=2):
        if legal[0] != PASS or len(legal) < 2:
            continue
        seat = s.current_player()
        cubes = s.cubes[seat]
        batch = cubes[0] > 0 and sum(1 for k in (1, 2, 3, 4) if cubes[k]) >= 2
        if castle in legal and batch and s.deniers[seat] >= s.bridge_cost(seat):
            assert P.prune(s, legal) == legal[1:]
            seen += 1
        else:
            monkeypatch.setattr(P, "RULES", ("pass",))
            expected = P.prune(s, legal)
            monkeypatch.setattr(P, "RULES", ("pass", "castle"))
            assert P.prune(s, legal) == expected
    assert seen > 3


def test_the_levels_prune_at_2_and_4_players_only():
    from meeple.bots import profiles

    assert [bool(profiles.tuned("caylus", n).get("prune")) for n in (2, 3, 4, 5)] == [
        True, False, True, False]
