"""Building Caylus positions for tests: a fresh game, fields set by hand, a decision or a
phase started, decisions played in notation (STYLE.md §10)."""

from __future__ import annotations

import meeple
from meeple.games.caylus import actions as A
from meeple.games.caylus import data as D
from meeple.games.caylus.state import CaylusState, Phase

BLUE, RED, GREEN, ORANGE, BLACK = range(5)
FOOD, WOOD, STONE, CLOTH, GOLD = range(5)


def new(players: int = 4, seed: int = 1, **options) -> CaylusState:
    return meeple.load("caylus").new_game(players=players, seed=seed, **options)


def blank(players: int = 4, seed: int = 1, **options) -> CaylusState:
    """A game in turn 1 with every seat at 0 deniers, no cubes and turn order 0, 1, 2, ...;
    the decision stack empty. Tests set what they need."""
    s = new(players, seed, **options)
    s.order = tuple(range(players))
    s.deniers = [0] * players
    s.cubes = [[0] * 5 for _ in range(players)]
    s.stack = []
    return s


def cubes(*counts: int) -> list[int]:
    """food, wood, stone, cloth, gold."""
    return list(counts) + [0] * (5 - len(counts))


def build(s: CaylusState, space: int, building: int, owner: int = -1) -> None:
    """Put `building` on road `space` (1-based) for `owner`, taking its tile from the stock."""
    i = space - 1
    s.road[i] = building
    s.owner[i] = owner
    if building < D.TILES:
        s.stock &= ~(1 << building)
    s.touch()  # (the road changed: the state's kept spaces and masks are made again)


def put_worker(s: CaylusState, space: int, seat: int) -> None:
    s.worker[space - 1] = seat
    s.workers[seat] -= 1


def decide(s: CaylusState, *frame) -> CaylusState:
    """Make `frame` (kind, seat, ...) the pending decision, above a stop: an Inn question
    (never answered by the tests) so that the game waits once the decision is resolved."""
    s.stack = [STOP, tuple(frame)]
    s.touch()
    return s


STOP = (A.K_INN, 0)


def stopped(s: CaylusState) -> bool:
    """True when everything above the stop of `decide` has been resolved."""
    return s.stack == [STOP]


def start_placement(s: CaylusState, seat: int) -> CaylusState:
    s.phase, s.passing, s.passed = Phase.PLACEMENT, (), 0
    s.cursor = s.order.index(seat)
    s.stack = [(A.K_PLACE, seat)]  # no stop: the placement round goes on by itself
    s.touch()
    return s


def begin(s: CaylusState, phase: str) -> CaylusState:
    """Start a phase by its automatic steps (`special`, `provost`, `activation`, `castle`,
    `end_of_turn`) and run to the first decision."""
    s.stack = []
    getattr(s, f"_begin_{phase}")()
    s._run()
    s.touch()
    return s


def inn_stopper(s: CaylusState, seat: int) -> None:
    """Put `seat`'s worker on the Inn's right circle: its stay-or-leave question ends phase 3,
    so a test of the special buildings stops there instead of running on."""
    s.inn_right = seat
    s.workers[seat] -= 1


def hold_at_castle(s: CaylusState) -> None:
    """Orange's castle worker, with a batch to give, stops the turn at phase 6, so that a test
    sees the state before the end of the turn."""
    s.castle_scale = (ORANGE,)
    s.workers[ORANGE] -= 1
    s.cubes[ORANGE] = cubes(1, 1, 1)


def at_castle(s: CaylusState) -> bool:
    """True when the game waits at the stop of `hold_at_castle`."""
    return s.phase == Phase.CASTLE and top(s)[:2] == (A.K_CASTLE, ORANGE)


def play(s: CaylusState, *moves: str) -> None:
    for text in moves:
        s.apply(s.str_to_action(text))


def legal(s: CaylusState) -> list[str]:
    return [s.action_to_str(a) for a in s.legal_actions()]


def top(s: CaylusState) -> tuple:
    return s.stack[-1] if s.stack else ()
