"""Moves a strong Bora Bora player never makes, for `mcts:prune=true` (session 16).

`prune(state, legal)` keeps the legal moves without those below; the search then spends no
iteration on them at its tree's nodes (its rollouts keep their policy). Uncompiled on purpose:
`bots/value.py prune_of` finds it beside the compiled `evaluate.py`, so rules change without
a rebuild. Each rule is named in `RULES`, so each can be screened alone.

Counted over the 40 base games of the levels' bot against plain mcts at 500 iterations
(`/tmp/s14/bb-base500`, seed 1400; the levels' seat's 3,300 decisions with a choice),
offered / chosen:

- "white" — no White God (a die counted as 6) off the temple on a die of
  `WHITE_FROM` or more, nor on a 5 anywhere: off the temple a 3, 4 or 5 as 6 gains one to
  three points on an action for a god card and an offering (offered 1,164 times, chosen 7);
  on the temple a 5 as 6 moves the priest one space (offered 45, chosen 0). A 1 or a 2 as 6
  off the temple (a 6 building, tiles from any space) stays (907 offered, 24 chosen).
- "both" — no Blue and White God together on one die off the temple (193 offered, 0 chosen):
  two gods for one action point sum.
- "temple" — a priest goes on one of the `TEMPLE_SPAN` highest spaces its die reaches, or
  where it pushes another seat's priest out of the temple (a lower space survives the round
  one time in two or less, session 13's table: offered 481 times, chosen 8).
- "helper" — the Helper's points are not left unspent while something can be bought with
  them (§4.2.4: leftover points are lost; offered 246, chosen 2).
- "activate" — Phase B is not ended while a man or woman action is left (they are free;
  offered 351, chosen 14).

Of the 8,675 die placements offered the levels' seat, "white" and "both" remove ~1,400 (the
mean choice 12.2 -> ~10.6).

Measured (session 16, all five rules, 500 iterations against plain mcts at 500, deals 0-39 of
seed 1400): 30 of 40, +14.0 +- 3.1 VP; against the levels without prune on the same deals
+4.2 +- 4.5 VP (0.9 standard errors): not in the profile. benchmarks/results/borabora.md.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from meeple.games.borabora import actions as A
from meeple.games.borabora import data as D

if TYPE_CHECKING:
    from meeple.games.borabora.state import BoraBoraState

RULES: tuple[str, ...] = ("white", "both", "temple", "helper", "activate")

WHITE_FROM = 3  # off the temple, no White God on a die of this face or more
TEMPLE_SPAN = 3  # a priest goes on one of the highest spaces its die reaches

_TEMPLE_TARGET = D.TARGETS.index("temple")
_HELPER_DONE = A.OFFSET[A.HELPER] + A.H_DONE
_ACTIVATE_DONE = A.OFFSET[A.ACTIVATE] + A.A_DONE


def prune(state: BoraBoraState, legal: list[int], rules: tuple[str, ...] | None = None) -> list[int]:
    """`legal` without the moves a strong player never makes (may be all of them)."""
    if len(legal) < 2:
        return legal
    rules = RULES if rules is None else rules
    kind = A.KIND_OF[legal[0]]
    if kind == A.PLACE:
        cut = _CUT.get(("white" in rules, "both" in rules))
        return [a for a in legal if a not in cut] if cut else legal
    if kind == A.TEMPLE and "temple" in rules:
        return _temple(state, legal)
    if kind == A.HELPER and "helper" in rules:
        return [a for a in legal if a != _HELPER_DONE]
    if kind == A.ACTIVATE and "activate" in rules:
        return [a for a in legal if a != _ACTIVATE_DONE]
    return legal


def _place_kept(action: int, white: bool, both: bool) -> bool:
    """Whether a die placement survives the rules "white" and "both"."""
    face, target, blue, as_six = A.place_decode(A.INDEX_OF[action])
    if not as_six:
        return True
    if target == _TEMPLE_TARGET:
        return not (white and face == 5)
    if blue:
        return not both and not (white and face >= WHITE_FROM)
    return not (white and face >= WHITE_FROM)


# the placements each pair of the rules ("white", "both") cuts (a function of the id alone)
_PLACES = range(A.OFFSET[A.PLACE], A.OFFSET[A.PAY])
_CUT = {(w, b): frozenset(a for a in _PLACES if not _place_kept(a, w, b))
        for w in (False, True) for b in (False, True)}


def _temple(state: BoraBoraState, legal: list[int]) -> list[int]:
    """The priest's spaces among the `TEMPLE_SPAN` highest it reaches, or pushing another
    seat's priest out of the temple."""
    top = max(A.INDEX_OF[a] for a in legal if A.KIND_OF[a] == A.TEMPLE) + 1  # highest reached
    seat = state.current_player()
    return [a for a in legal
            if A.KIND_OF[a] != A.TEMPLE or A.INDEX_OF[a] + 1 > top - TEMPLE_SPAN
            or _pushed_out(state, A.INDEX_OF[a] + 1, seat)]


def _pushed_out(state: BoraBoraState, number: int, seat: int) -> bool:
    """Whether a priest placed on the space numbered `number` pushes another seat's priest
    out of the temple (phase_a `_apply_temple`: the priests from there rightwards up to the
    first empty space move one along, the last off the end)."""
    temple = state.temple
    pos = state.board.temple_numbers.index(number)
    while pos < len(temple):
        if temple[pos] < 0:
            return False
        pos += 1
    return temple[-1] != seat
