"""Position builders for the Bora Bora tests: a state at a chosen decision, pieces put where a
test wants them, and decisions played in notation.

The rules tests play on `standin_board.json`, a pinned copy of the spec's §10 stand-in board
(§9 A48): when the real board data replaces the stand-ins in data.py, these tests keep testing
the rules on the board they were written for.
"""

from __future__ import annotations

import json
from pathlib import Path

import meeple
from meeple.games.borabora import actions as A
from meeple.games.borabora import data as D
from meeple.games.borabora.state import C_EMPTY, C_MATERIAL, EMPTY, HUT, BoraBoraState, Phase

BOARD = str(Path(__file__).parent / "standin_board.json")
GAME = meeple.load("borabora", board_data=BOARD)


def new(players: int = 4, seed: int = 1, **options) -> BoraBoraState:
    return GAME.new_game(players=players, seed=seed, **options)


def standin_with(**tables) -> dict:
    """A board-data dict: the pinned stand-in board with these tables replaced."""
    board = json.loads(Path(BOARD).read_text())
    board.update(tables)
    return board


def play(state: BoraBoraState, *moves: str) -> None:
    """Play moves in notation. A move the engine already made as the only choice (logged
    "(only choice)" since the last move played here) is accepted without being played again."""
    for move in moves:
        seen = state.__dict__.get("_test_log_seen", 0)
        log = state.log()
        if move.lower() not in (m.lower() for m in legal(state)):
            forced = [i for i in range(seen, len(log)) if log[i].endswith(f": {move} (only choice)")]
            if forced:
                state._test_log_seen = forced[0] + 1
                continue
        state._test_log_seen = len(log)
        state.apply(state.str_to_action(move))


def legal(state: BoraBoraState) -> list[str]:
    return [state.action_to_str(a) for a in state.legal_actions()]


def task_id(state: BoraBoraState, label: str) -> int:
    """The id of a task tile by its label ('T05', 'T21 blue')."""
    return state.board.task_index[label.lower()]


def unmet_tasks(state: BoraBoraState) -> None:
    """Every seat holds T18, T08 and T07: tasks nobody meets in a `blank` position."""
    for p in range(state.num_players):
        state.tasks[p] = [task_id(state, "T18"), task_id(state, "T08"), task_id(state, "T07")]


def resume(state: BoraBoraState, phase: Phase, turn: int) -> None:
    """Go on from `phase` at `turn` with no decision pending: the engine runs its automatic
    steps up to the next decision."""
    state.phase, state.turn = int(phase), turn
    state.stack = []
    state.touch()
    state._run()


def region(state: BoraBoraState, name: str) -> int:
    return state.board.region_index[name]


def tile(state: BoraBoraState, gender: str, ability: str, value: int | None = None, skip: int = 0) -> int:
    """The id of a man or woman tile of this ability (and symbols/shells value)."""
    b = state.board
    ids = range(b.num_men) if gender == "man" else range(b.num_men, b.num_tiles)
    found = [t for t in ids if D.ABILITIES[b.tile_ability[t]] == ability
             and (value is None or b.tile_value[t] == value)]
    return found[skip]


def marker(state: BoraBoraState, value: int) -> int:
    """A fish marker id of this value."""
    return state.board.fish_value.index(value)


def blank(players: int = 4, seed: int = 1, round_: int = 1, **options) -> BoraBoraState:
    """Round `round_`, Phase A, the first seat (seat 0) to place: turn order 0, 1, 2, ...; no
    huts on the map, nothing in hand, no dice placed; every seat's grid as at setup."""
    s = new(players, seed, **options)
    n = s.num_players
    s.round = round_
    s.phase = int(Phase.DICE)
    s.turn = 1
    s._set_turn_order(list(range(n)))
    s.score = [0] * n
    s.site = [-1] * s.board.num_regions
    s.present = [0] * n
    s.fished = [0] * n
    for p in range(n):
        s.grid[p] = [EMPTY] + [HUT] * (D.GRID_SPACES - 1)  # 10 huts on 2-11, 2 on space 12
        s.huts12[p] = D.HUTS_ON_SPACE_12_AT_START
        s.ceremony[p] = [C_EMPTY] * s.board.num_ceremony
        s.spare[p] = [0] * len(D.MATERIALS)
        s.hand[p] = [0] * len(D.COLOURS)
        s.offerings[p] = 0
        s.dice[p] = [1, 2, 3]
    # the cards taken out of hands go to the discard pile (god cards are conserved)
    s.discard = [D.CARDS_PER_COLOUR - s.deck.count(c) - s.display[c] for c in range(len(D.COLOURS))]
    s.placed = []
    s.tile_low = [D.DIE_FACES + 1] * len(s.tile_low)
    s._log = None
    decide(s, (A.PLACE, 0))
    return s


def decide(state: BoraBoraState, frame: tuple) -> None:
    """Make `frame` the only pending decision."""
    state.stack = [frame]
    state.touch()


def hut(state: BoraBoraState, p: int, name: str, on_site: bool = True) -> None:
    """Move a hut of p from grid space 12 to the region (on its building site, or aside)."""
    r = region(state, name)
    if state.huts12[p] > 1:
        state.huts12[p] -= 1
    else:
        state._take_hut(p, 0)
    state.present[p] |= 1 << r
    if on_site:
        state.site[r] = p
    state.touch()


def huts_only_in(state: BoraBoraState, p: int, *names: str) -> None:
    """p has huts exactly in these regions (taken from the grid; 12 huts in all)."""
    for r in range(state.board.num_regions):
        if state.present[p] >> r & 1:
            state.present[p] &= ~(1 << r)
            if state.site[r] == p:
                state.site[r] = -1
            state.huts12[p] += 1
    for name in names:
        hut(state, p, name)


def give_tiles(state: BoraBoraState, p: int, *tiles: int, slid: bool = False) -> None:
    """Put tiles on p's free grid spaces (huts on spaces 1-11 move to space 12 to make room)."""
    grid = state.grid[p]
    for t in tiles:
        if EMPTY not in grid[:D.GRID_SPACES - 1]:
            i = max(i for i in range(D.GRID_SPACES - 1) if grid[i] == HUT)
            grid[i] = EMPTY
            state.huts12[p] += 1
            grid[-1] = HUT
        grid[grid.index(EMPTY)] = t
        for row in (state.men_board, state.women_board):
            if t in row:
                row[row.index(t)] = -1
        if t in state.men_stack:
            state.men_stack.remove(t)
        if t in state.women_stack:
            state.women_stack.remove(t)
        state.slid[t] = int(slid)
    state.touch()


def fill_grid_with_huts(state: BoraBoraState, p: int) -> None:
    """No free grid space: every empty space 1-11 gets a hut from space 12."""
    grid = state.grid[p]
    for i in range(D.GRID_SPACES - 1):
        if grid[i] == EMPTY and state.huts12[p] > 1:
            grid[i] = HUT
            state.huts12[p] -= 1
    state.touch()


def materials(state: BoraBoraState, p: int, *spaces: int) -> None:
    """Materials on these ceremony spaces (1-based, as C1..C12)."""
    for c in spaces:
        state.ceremony[p][c - 1] = C_MATERIAL
    state.touch()


def cards(state: BoraBoraState, p: int, **colours: int) -> None:
    """Give p god cards (taken from the deck, so cards stay conserved)."""
    for name, k in colours.items():
        c = D.COLOURS.index(name)
        for _ in range(k):
            if c in state.deck:
                state.deck.remove(c)
            elif state.discard[c]:
                state.discard[c] -= 1
            else:
                state.display[c] -= 1
            state.hand[p][c] += 1
    state.touch()


def free_space(state: BoraBoraState, p: int) -> None:
    """Free one grid space 1-11 by moving its hut to space 12 (no tile may be there)."""
    grid = state.grid[p]
    i = max(i for i in range(D.GRID_SPACES - 1) if grid[i] == HUT)
    grid[i] = EMPTY
    grid[-1] = HUT
    state.huts12[p] += 1
    state.touch()
