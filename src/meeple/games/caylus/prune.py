"""Moves a strong Caylus player never makes, for `mcts:prune=true` (sessions 14-15).

`prune(state, legal)` keeps the legal moves without those below; the search then spends no
iteration on them at its tree's nodes (rollouts keep their policy, which passes with money
a tenth as often as it places anyway).

- no pass (§3.2 a) while a placement is cheap (at most `PASS_CHEAP` deniers) and the seat
  keeps at least `RESERVE` deniers after paying it, when some placement pays off (the
  rollout policy's weight `USEFUL` or more: production the Provost reaches, a builder with
  the cubes to build, the castle with a batch, the Trading Post when money is short);
- ("castle") no pass while the castle is open to a seat holding a batch (food and two other
  kinds) and the placement's price: the levels at 2 players passed so 2.6 times a game at
  1 s (session 16, 10 self-play games), a house (5-3 PP) and a favour step forgone each
  (not in RULES: self-play winners -2.3 +- 3.8 PP at 300 iterations, 12 games);
- no paid Provost move (§3.4) that activates none of the mover's
  workers and strands none of the others' (it changes nothing on the road, or only harms
  the mover) unless it changes whether the Provost ends ahead of the Bailiff (§3.7: the
  Bailiff's pace, the game's length);
- ("pace", with "provost") nor one that changes only the Bailiff's pace: at
  2 players the seats paid ~5 deniers a game each for forward moves that free none of their
  workers (session 15), each a half turn less for both seats to score in;
- ("slow", 2 players only) no Provost move, paid or the Merchants' Guild's, that puts him
  ahead of the Bailiff (§3.7: the Bailiff then moves 2 spaces, a half turn less for both
  seats to score in), though it frees some of the mover's workers: with "pace" the levels'
  2-player games still made 2.3-2.7 such moves a game (1.0-1.2 of them the Guild's), and
  lasted 14-18 turns; the longer games scored more (session 17).

Read off the levels' 4-player games (benchmarks/results/caylus.md, sessions 8-9 and 14): the
first seat passes in turns 1-3 with 8-13 deniers after 1-3 placements (+1 denier, and the
others pay 2-4 a worker after it), while strong players place 3-5 workers a turn early; one
seat held 12-14 deniers from turn 2 to turn 5 placing 1-2 workers a turn. In one game of
the levels (300 iterations a decision) 12 of 23 Provost moves changed nothing on the road:
14 of the 31 deniers the four seats paid him.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from meeple.games.caylus import actions as _A
from meeple.games.caylus import data as _D

if TYPE_CHECKING:
    from meeple.games.caylus.state import CaylusState

PASS_CHEAP = 2  # deniers: a placement this cheap or cheaper is not passed up with money
RESERVE = 3  # deniers the seat keeps after the placement (next turn brings 2 more, §3.1)
USEFUL = 2.0  # the rollout policy's weight (evaluate.POLICY) of a placement worth making

# The rules in force (mcts:prune=true; the 2-player levels, caylus-2p), measured at 2 players
# (session 15, 300 iterations a decision): "pass" and "provost" together, self-play winners
# +10.7 +- 3.3 PP; with "pace" +25.9 +- 3.8 against none (games 1.6 turns longer); neither
# weaker against plain mcts. The 4-player levels (caylus-4p) since session 16: self-play
# winners +19.5 +- 1.2 PP at 300 iterations (6 deals), head to head -2.1 +- 3.6 (12 deals).
# Session 17, "slow" (2 players only; nothing at 4): self-play winners +7.7 +- 2.3 PP over
# "pace" at 300 iterations (48 deals, seed 1403; 85.8 against 78.1, 18 turns a game against
# 16.0); against plain mcts 16 of 16, +26.4 +- 1.9 PP (paired with "pace" +0.2 +- 2.4).
# At 1 s: self-play winners 94.2 +- 5.6 PP (10 games), against plain mcts 10 of 10; head to
# head against "pace" alone at 300 iterations 14 of 32, -2.8 +- 2.9 PP (longer games, not
# a stronger seat).
RULES: tuple[str, ...] = ("pass", "provost", "pace", "slow")

_PASS = _A.OFFSET[_A.K_PLACE] + _A.T_NONE
_CASTLE = _A.OFFSET[_A.K_PLACE] + _A.T_CASTLE
_PROVOST = _A.OFFSET[_A.K_PROVOST]
_STAY = _PROVOST + _A.MOVE_ZERO
_GUILD_STAY = _A.OFFSET[_A.K_GUILD] + _A.MOVE_ZERO
_FOOD = _D.FOOD
_OTHERS = (_D.WOOD, _D.STONE, _D.CLOTH, _D.GOLD)


def prune(state: CaylusState, legal: list[int]) -> list[int]:
    """`legal` without the moves a strong player never makes (may be all of them)."""
    if len(legal) < 2:
        return legal
    if legal[0] == _PASS:
        return _placement(state, legal) if "pass" in RULES else legal
    if _STAY in legal and "provost" in RULES:
        return _provost(state, legal)
    if _GUILD_STAY in legal and "slow" in RULES:
        return _slow(state, legal, _GUILD_STAY)
    return legal


def _slow(state: CaylusState, legal: list[int], stay: int) -> list[int]:
    """("slow", 2 players) the moves that do not put the Provost ahead of the Bailiff."""
    provost, bailiff = state.provost, state.bailiff
    if state.num_players != 2 or provost > bailiff:
        return legal
    return [a for a in legal if provost + a - stay <= bailiff]


def _placement(state: CaylusState, legal: list[int]) -> list[int]:
    """No pass with money while a cheap placement pays off ("castle": nor while the castle
    is open to a seat that holds a batch and the placement's price)."""
    seat = state.current_player()
    cost = state.bridge_cost(seat)
    if "castle" in RULES and _CASTLE in legal and state.deniers[seat] >= cost \
            and _holds_batch(state.cubes[seat]):
        return legal[1:]
    if cost > PASS_CHEAP or state.deniers[seat] < cost + RESERVE:
        return legal
    from meeple.games.caylus.evaluate import _place_weights  # (evaluate imports this module)

    if max(_place_weights(state, legal[1:])) < USEFUL:
        return legal
    return legal[1:]


def _holds_batch(cubes: list[int]) -> bool:
    """Food and two other kinds of cube: a house at the castle (§5.2)."""
    return cubes[_FOOD] > 0 and sum(1 for kind in _OTHERS if cubes[kind]) >= 2


def _provost(state: CaylusState, legal: list[int]) -> list[int]:
    """Stay, or a move that activates some of the mover's workers or strands some of the
    others' (or, without "pace" in RULES, moves the Provost across the Bailiff)."""
    mover, provost, worker = state.current_player(), state.provost, state.worker
    ahead = provost > state.bailiff
    keep_pace_moves = "pace" not in RULES  # with "pace", a move for the pace alone goes too
    if "slow" in RULES:
        legal = _slow(state, legal, _STAY)
    out = []
    for a in legal:
        d = a - _STAY
        if d == 0 or (keep_pace_moves and (provost + d > state.bailiff) != ahead):
            out.append(a)
            continue
        lo, hi = (provost + 1, provost + d) if d > 0 else (provost + d + 1, provost)
        own = sum(worker[i] == mover for i in range(lo, hi + 1))
        others = sum(worker[i] >= 0 and worker[i] != mover for i in range(lo, hi + 1))
        if (own if d > 0 else others) > 0:  # forward: frees its own; back: strands others'
            out.append(a)
    return out
