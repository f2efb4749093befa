"""`policy.STACK`: dice that travel together (a Main Action grows with the seat's dice on the
board, §4.5); off (0.0) by default."""

from __future__ import annotations

from teotihuacan_helpers import RED, bot_plays_legal_reproducible, die, res, solo

from meeple.games.teotihuacan import actions as A
from meeple.games.teotihuacan import data as D
from meeple.games.teotihuacan import evaluate as E
from meeple.games.teotihuacan import policy as P


def _weights(s) -> dict[int, float]:
    legal = s.legal_actions()
    return dict(zip(legal, E.policy(s, legal), strict=True))


def _grouped():
    """The seat's die 1 on the Forest, die 2 on the Palace (the Quarry, Alchemy and Forest
    one to three boards on), die 3 on the Decorations, cocoa for any Main Action."""
    s = solo()
    die(s, RED, 1, D.FOREST, 2)
    die(s, RED, 3, D.DECORATIONS, 2)
    res(s, RED, gold=1, cocoa=5)
    return s


def test_off_by_default_a_die_there_does_not_count():
    assert P.STACK == 0.0
    s = _grouped()
    s.apply(A.MOVE + 2)
    w = _weights(s)
    assert w[A.DEST + D.FOREST] == w[A.DEST + D.QUARRY]


def test_on_the_board_with_a_die_of_the_seat_is_preferred(monkeypatch):
    monkeypatch.setattr(P, "STACK", 3.0)
    s = _grouped()
    turn = _weights(s)
    # die 2 reaches the Forest (die 1 there); die 3 reaches no board with a die of the seat
    assert turn[A.MOVE + 2] > turn[A.MOVE + 3]
    s.apply(A.MOVE + 2)
    w = _weights(s)
    assert w[A.DEST + D.FOREST] == 1.0 + P.FEASIBLE_DEST * (1.0 + 3.0)
    assert w[A.DEST + D.QUARRY] == 1.0 + P.FEASIBLE_DEST
    assert w[A.DEST + D.FOREST] > w[A.DEST + D.ALCHEMY]


def test_on_a_locked_die_does_not_count(monkeypatch):
    monkeypatch.setattr(P, "STACK", 3.0)
    s = _grouped()
    die(s, RED, 1, D.FOREST, 2, D.PANEL_SPACE[D.FOREST])
    s.apply(A.MOVE + 2)
    w = _weights(s)
    assert w[A.DEST + D.FOREST] == w[A.DEST + D.QUARRY]


def test_on_the_strong_bot_plays_legal_reproducible_moves(monkeypatch):
    monkeypatch.setattr(P, "STACK", 3.0)
    bot_plays_legal_reproducible("mcts:tuned=true:iterations=30")
