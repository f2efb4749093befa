"""Bora Bora `prune(state, legal)` for `mcts:prune=true` (session 16): no White God off the
temple on a die of 3-5 nor on a 5, no Blue and White God together off the temple, a priest on
one of the three highest spaces it reaches (or pushing another seat's priest out), no Helper
points left unspent, no end of Phase B with an action left. Off by default in mcts."""

from __future__ import annotations

import pytest
from played import played_positions

import meeple
from meeple.bots import profiles
from meeple.bots.value import prune_of
from meeple.games.borabora import actions as A
from meeple.games.borabora import data as D
from meeple.games.borabora import prune as P

TEMPLE = D.TARGETS.index("temple")


def _positions(seeds: range, players: int = 2):
    return played_positions("borabora", seeds, players, None, choices_only=True)


def test_prune_is_the_games_hook():
    s = meeple.load("borabora").new_game(players=2, seed=1)
    assert prune_of(s) is P.prune


def test_prune_keeps_a_non_empty_subset_and_each_rule_fires():
    fired = dict.fromkeys(P.RULES, 0)
    for s, legal in _positions(range(3)):
        kept = P.prune(s, legal)
        assert kept and set(kept) <= set(legal)
        for rule in P.RULES:
            fired[rule] += len(P.prune(s, legal, (rule,))) < len(legal)
    assert all(fired.values()), fired


def _white_kept(face: int, target: int, blue: int) -> bool:
    if target == TEMPLE:
        return face != 5
    return face < P.WHITE_FROM


@pytest.mark.parametrize("rules", [("white",), ("both",), ("white", "both")])
def test_the_god_rules_as_stated(rules):
    cut = 0
    for s, legal in _positions(range(3, 5)):
        if A.KIND_OF[legal[0]] != A.PLACE:
            continue
        kept = P.prune(s, legal, rules)
        for a in legal:
            face, target, blue, white = A.place_decode(A.INDEX_OF[a])
            keep = True
            if white and "white" in rules:
                keep = _white_kept(face, target, blue)
            if white and blue and target != TEMPLE and "both" in rules:
                keep = False
            assert (a in kept) == keep, (A.notation_table(s.board)[a], rules)
            cut += not keep
    assert cut


def _temple_decision():
    """A 2-player position at a priest's placement that reaches space 6."""
    for s, legal in _positions(range(20)):
        if A.KIND_OF[legal[0]] == A.TEMPLE and len(legal) == 6:
            return s.clone(), legal
    raise AssertionError("no temple decision reaching space 6")


def _number(a: int) -> int:
    return A.INDEX_OF[a] + 1


def test_the_temple_rule_keeps_the_highest_spaces_on_an_empty_temple():
    s, legal = _temple_decision()
    s.temple = [-1] * len(s.temple)
    kept = P.prune(s, legal, ("temple",))
    assert sorted(_number(a) for a in kept) == [4, 5, 6]


def test_the_temple_rule_keeps_a_low_space_that_pushes_the_other_seat_out():
    s, legal = _temple_decision()
    me = s.current_player()
    numbers = s.board.temple_numbers  # left to right
    # the two rightmost spaces held by the other seat, the rest empty: a priest on either
    # pushes the other's rightmost priest out; one on the space left of them pushes nothing
    s.temple = [-1] * (len(numbers) - 2) + [1 - me, 1 - me]
    kept = {_number(a) for a in P.prune(s, legal, ("temple",))}
    assert kept == {4, 5, 6, numbers[-1], numbers[-2]}
    s.temple = [-1] * (len(numbers) - 2) + [1 - me, me]  # the rightmost is mine: not kept
    kept = {_number(a) for a in P.prune(s, legal, ("temple",))}
    assert kept == {4, 5, 6}


def test_helper_and_activate_keep_playing_while_something_is_left():
    done = {A.HELPER: A.OFFSET[A.HELPER] + A.H_DONE, A.ACTIVATE: A.OFFSET[A.ACTIVATE] + A.A_DONE}
    seen = dict.fromkeys(done, 0)
    for s, legal in _positions(range(2)):
        kind = A.KIND_OF[legal[0]]
        if kind in done and done[kind] in legal:
            kept = P.prune(s, legal)
            assert kept == [a for a in legal if a != done[kind]]
            seen[kind] += 1
    assert all(seen.values())


def test_other_decisions_are_left_alone():
    for s, legal in _positions(range(2)):
        if A.KIND_OF[legal[0]] not in (A.PLACE, A.TEMPLE, A.HELPER, A.ACTIVATE):
            assert P.prune(s, legal) == legal
        assert P.prune(s, legal, ()) == legal



def test_prune_is_off_in_the_bora_bora_levels():
    assert not any(entry.get("prune") for name, entry in profiles.PROFILES.items()
                   if name.startswith("borabora"))
