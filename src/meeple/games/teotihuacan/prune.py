"""Moves a strong Teotihuacan player never makes, for `mcts:prune=true` (off in the profile).

`prune(state, legal)` keeps the legal moves without those below; the search then spends no
iteration on them at its tree's nodes (its rollouts keep the policy, which rarely plays
them anyway). Read off hard solo games of the levels' bot (benchmarks/results/teotihuacan.md,
sessions 10-11): a paid unlock on the second turn starved the first era of cocoa, and the
first Ascension's reward taken as 5 cocoa left the seat on three dice for the whole game.

- the 4th die is taken at an Ascension while at least `FOURTH_DIE_FROM` of the game is left
  (§4.7 reward 5: one more action a round for the rest of the game; late, 5 VP is worth
  more, as session 10's rollout measure found);
- the 3-cocoa unlock (§4.1) is not paid while `PAID_UNLOCK_MOVABLE` or more of the seat's
  dice in play are unlocked: they can still move, and the free unlock comes when they are
  locked too.

Session 11's screens had a third rule, no die sent where it could only collect cocoa. Its
test of a Main Action was the rollout policy's rough one (blind to the moving die itself and
to the free-cocoa discovery: the lead found a cut destination where the rules offered the
Main Action); made exact (the move applied to a clone) it cut nothing in 468 destination
decisions (8 solo games played by the policy, 6 random 2-player games), so it is gone.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from meeple.games.teotihuacan import actions as A
from meeple.games.teotihuacan import frames as F

if TYPE_CHECKING:
    from meeple.games.teotihuacan.state import TeotihuacanState

FOURTH_DIE_FROM = 0.5  # the share of the game left (evaluate.remaining) down to which
PAID_UNLOCK_MOVABLE = 2  # unlocked dice in play from which the 3-cocoa unlock is not paid


def prune(s: TeotihuacanState, legal: list[int]) -> list[int]:
    """`legal` without the moves a strong player never makes (may be all of them)."""
    if not s.stack or len(legal) < 2:
        return legal
    frame = s.stack[-1]
    kind, seat = frame[0], frame[1]
    out = legal
    if A.UNLOCK_PAY in legal and _unlocked(s, seat) >= PAID_UNLOCK_MOVABLE:
        out = [a for a in out if a != A.UNLOCK_PAY]
    if kind == F.F_ASCEND:
        out = _ascend(s, out)
    return out


def _ascend(s: TeotihuacanState, legal: list[int]) -> list[int]:
    """The 4th die when it is offered and enough of the game is left."""
    from meeple.games.teotihuacan.evaluate import remaining  # (evaluate imports this module)
    fourth = A.ASCEND + A.ASC_FOURTH
    if fourth not in legal or remaining(s) < FOURTH_DIE_FROM:
        return legal
    return [a for a in legal if not A.ASCEND <= a < fourth]


def _unlocked(s: TeotihuacanState, seat: int) -> int:
    """The seat's dice in play that are not locked."""
    return sum(1 for w in range(4 * seat, 4 * seat + 4) if s.wboard[w] > 0 and s.wlock[w] < 0)
