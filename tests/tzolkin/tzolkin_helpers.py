"""Build Tzolk'in positions for tests and play moves in notation (STYLE.md §10)."""

from __future__ import annotations

import meeple
from meeple.games.tzolkin import state as S
from meeple.games.tzolkin.data import BUILDINGS, GEAR_NAMES, TEMPLE_NAMES

GEAR = {name: g for g, name in enumerate(GEAR_NAMES)}
TEMPLE = {name: t for t, name in enumerate(TEMPLE_NAMES)}


def after_draft(players: int = 4, seed: int = 1, **options) -> S.TzolkinState:
    """A real game whose wealth draft is over (each seat kept its first two tiles)."""
    state = meeple.load("tzolkin", **options).new_game(players=players, seed=seed)
    while state.stack[-1][0] == S.KEEP_TILE:
        state.apply(state.legal_actions()[0])
    return state


def blank(players: int = 4, seed: int = 1, seat: int = 0, **options) -> S.TzolkinState:
    """Seat `seat` to start a turn on day 0 with an empty board (neutral workers kept for 2 and
    3 players), every player with 3 available workers and nothing else."""
    state = after_draft(players, seed, **options)
    n = players
    for g in range(5):
        state.gears[g] = [w if w == S.NEUTRAL else S.EMPTY for w in state.gears[g]]
    state.goods = [[0] * 5 for _ in range(n)]
    state.temples = [[0, 0, 0] for _ in range(n)]
    state.techs = [[0] * 4 for _ in range(n)]
    state.vp = [0] * n
    state.workers = [3] * n
    state.free = [3] * n
    state.on_gear = [0] * n
    state.light = [True] * n
    state.kept = [[] for _ in range(n)]
    state.skull_supply = 13
    state.fp_worker = -1
    state.tooth_corn = 0
    state.day = 0
    state.rounds = 1
    state.next_food = 0
    state.first = 0
    state._note("(test position)")
    start_turn(state, seat)
    return state


def start_turn(state: S.TzolkinState, seat: int) -> S.TzolkinState:
    """Make it the start of `seat`'s turn in the current round."""
    state.turn = (seat - state.first) % state.num_players
    state.fp_this_turn = False
    state.stack = [(S.END_TURN, seat, 0, 0), (S.TURN, seat, 0, 0)]
    state.touch()
    return state


def decide(state: S.TzolkinState, kind: int, seat: int, a: int = 0, b: int = 0) -> S.TzolkinState:
    """Put a decision frame on top of a turn of `seat` (to test one decision alone)."""
    state.stack = [(S.END_TURN, seat, 0, 0), (S.PICK_UP_MORE, seat, 0, 0), (kind, seat, a, b)]
    state.turn = (seat - state.first) % state.num_players
    state.touch()
    return state


def put(state: S.TzolkinState, gear: str, pos: int, seat: int) -> None:
    """A worker of `seat` (taken from its available ones) on `gear` at `pos`."""
    state.gears[GEAR[gear]][pos] = seat
    state.on_gear[seat] += 1
    state.free[seat] -= 1
    state.touch()


def give(state: S.TzolkinState, seat: int, corn=0, wood=0, stone=0, gold=0, skulls=0) -> None:
    goods = state.goods[seat]
    goods[0] += corn
    goods[1] += wood
    goods[2] += stone
    goods[3] += gold
    goods[4] += skulls
    state.skull_supply -= skulls
    state.touch()


def show_buildings(state: S.TzolkinState, *numbers: int) -> None:
    """Put buildings B<number> on display (the rest of that age's tiles form the pile)."""
    age = BUILDINGS[numbers[0] - 1][0]
    built = {b for bs in state.built for b in bs}
    wanted = [n - 1 for n in numbers]
    rest = [b for b in range(len(BUILDINGS)) if BUILDINGS[b][0] == age
            and b not in wanted and b not in built]
    state.display = wanted + [-1] * (6 - len(wanted))
    state.pile = rest
    if age == 2:
        state.next_pile = []
        state.discarded = len(BUILDINGS) - len(rest) - len(wanted) - len(built)
        state.age = 2
    state.touch()


def play(state: S.TzolkinState, *moves: str) -> S.TzolkinState:
    for move in moves:
        state.apply(state.str_to_action(move))
    return state


def legal(state: S.TzolkinState) -> list[str]:
    return [state.action_to_str(a) for a in state.legal_actions()]


def corn(state, seat):
    return state.goods[seat][0]


def goods(state, seat):
    """(corn, wood, stone, gold, skulls)."""
    return tuple(state.goods[seat])


def act(state: S.TzolkinState, gear: str, q: int, *answers: str, seat: int = 0) -> S.TzolkinState:
    """Seat's worker stands on `gear` q; it is picked up to perform action q, then `answers`."""
    put(state, gear, q, seat)
    return play(state, f"pick up {gear} {q}", f"do {gear} {q}", *answers)
