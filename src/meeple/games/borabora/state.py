"""Bora Bora rules (spec `shared/rules/bora-bora.md`), in the order of the spec's contents:
setup (§2), Phase A (§3, §4.1-4.3), Phase B (§4.5), gods (§4.6), Phase C (§3), game end (§5).

Decisions are atomic: the state keeps a stack of plain frames (tuples: kind, player, args).
The top frame is the pending decision; `_legal_<kind>`/`_apply_<kind>` pairs handle each kind.
Automatic frames (kinds >= AUTO) carry out an effect once the decisions above them are made
(e.g. a die's action after its god payments). A decision with exactly one legal choice is made
automatically and logged, so a seat is only asked when it has a real choice.

Rules decisions where the spec is unsure are listed in docs/borabora.md and marked `Decision:`.
"""

from __future__ import annotations

from enum import IntEnum
from typing import Any

from meeple.core import TERMINAL, State
from meeple.core.errors import BadNotation, BadState, IllegalAction
from meeple.core.rng import SEED_BITS, chance
from meeple.games.borabora import actions as A
from meeple.games.borabora import data as D
from meeple.games.borabora.board import Board, board_for
from meeple.games.borabora.validate import check_state

INF = 99  # "impossible" for minimum-value lookups
_REDEALS = 50  # tries at a redeal that fits the seat to move (determinize)

# hut-grid cells: a tile id (>= 0), or
EMPTY, HUT = -1, -2
# ceremony-space cells
C_EMPTY, C_MATERIAL, C_BUILT = 0, 1, 2
# god-card payments still to make: the god colours
GOD_NAMES = tuple(c.capitalize() + " God" for c in D.COLOURS)
# Phase B frame flags
MAN_USED, WOMAN_USED, GREEN_PLAYED, EXTRA_SLOT = 1, 2, 4, 8
USED_FLAG = (MAN_USED, WOMAN_USED)
# automatic frame kinds
AUTO = 100
DO_TARGET, DO_ABILITY, DO_RED, DO_TASK = range(AUTO, AUTO + 4)
SPACE_12 = D.GRID_SPACES - 1  # index of grid space 12
# decisions whose choices depend on the god cards in hand (see `_forced`)
_HIDDEN_KINDS = frozenset((A.PLACE, A.PAY, A.RED, A.ACTIVATE, A.TASK))
# task kinds about the god cards in hand (§6.7 T20-T22)
HAND_TASKS = frozenset(("same colour", "colour", "colours"))


class Phase(IntEnum):
    """Where the game is, in the book's words (§3)."""

    STARTING_HUTS = 0  # §2.1 step 12
    DICE = 1  # Phase A
    MEN_AND_WOMEN = 2  # Phase B
    JEWELRY = 3  # Phase C step 3
    TASKS = 4  # Phase C step 4: complete one task
    NEW_TASKS = 5  # Phase C step 4: take a new task
    FINAL_TASKS = 6  # game end: the last three tasks
    OVER = 7


class BoraBoraState(State):
    """A Bora Bora position. Fields (per-player lists are indexed by seat):

    board: the Board (tables; shared, never copied)  ·  tile_of: target -> action tile
    round (1-6), phase, turn (index within the phase's turn sequence), stack (frames)
    order: seats in turn order  ·  score, status (track space), stamp (arrival: higher = on top)
    clock: last stamp given  ·  offerings, shells, priests (in supply), god_tiles (on the board)
    hand[p][colour]: god cards in hand (hidden)  ·  deck (list of colours, top = end; hidden)
    display[colour], discard[colour]: counts of face-up and discarded god cards
    dice[p]: faces not yet placed  ·  tile_low[tile]: lowest face on an action tile (7: none)
    placed: (tile or -1 for fishing, seat, face) of every die placed this round
    grid[p][space]: EMPTY, HUT or a tile id  ·  huts12[p]: huts on space 12  ·  slid[tile]
    ceremony[p][space]: C_EMPTY/C_MATERIAL/C_BUILT  ·  built[p][b]: pair index or -1
    spare[p][material]: materials beside the board
    site[region]: seat whose hut is on the building site, or -1  ·  present[p]: region bitmask
    fished[p]: regions whose fish marker p scored with a Red God  ·  fish[region]: marker id
    temple[position]: seat or -1, left to right  ·  temple_gods: god tiles on the temple
    god_tiles_gone: god tiles used or removed  ·  men_board/women_board[space]: tile or -1
    men_stack, women_stack (hidden)  ·  tiles_gone: man/woman tiles returned to the box
    tasks[p]: task ids in hand  ·  task_display, task_pile (hidden)  ·  task_done[task]: seat or -1
    tasks_boxed: tasks returned to the box  ·  jewel_layout: jewels by column (6 x 4)
    jewel_owner[jewel]: -1 on the board, -2 discarded, else the buyer
    final: per seat, the final-scoring breakdown (after the end)
    """

    board: Board

    # == setup (§2) ============================================================================

    def _setup(self) -> None:
        """§2.1: lay out the board and the players' pieces, then the starting huts."""
        self._bind_board()
        b = self.board
        n = self.num_players
        rng, self.rng_seed = chance(self.rng_seed)
        self.round = 0
        self.phase = int(Phase.STARTING_HUTS)
        self.turn = 0
        self.stack: list[tuple] = []
        fish = list(range(b.num_regions))
        rng.shuffle(fish)
        self.fish = fish
        self.men_stack = list(range(b.num_men))
        self.women_stack = list(range(b.num_men, b.num_tiles))
        rng.shuffle(self.men_stack)
        rng.shuffle(self.women_stack)
        self.men_board = [self.men_stack.pop() for _ in range(D.BOARD_TILE_SPACES)]
        self.women_board = [self.women_stack.pop() for _ in range(D.BOARD_TILE_SPACES)]
        self.tiles_gone = 0
        self.slid = [0] * b.num_tiles
        light, dark = list(b.light_tasks), list(b.dark_tasks)
        rng.shuffle(light)
        rng.shuffle(dark)
        self.tasks = [[light.pop() for _ in range(D.START_LIGHT_TASKS)]
                      + [dark.pop() for _ in range(D.START_DARK_TASKS)] for _ in range(n)]
        self.tasks_boxed = len(light)
        self.task_display = [dark.pop() for _ in range(n + D.TASK_DISPLAY_EXTRA)]
        self.task_pile = dark
        self.task_done = [-1] * len(b.tasks)
        layout = list(range(b.num_jewels))
        rng.shuffle(layout)
        self.jewel_layout = layout
        self.jewel_owner = [-1] * b.num_jewels
        self.temple_gods = D.GOD_TILES_IN_TEMPLE
        self.god_tiles_gone = 0
        self.deck = [c for c in range(len(D.COLOURS)) for _ in range(D.CARDS_PER_COLOUR)]
        rng.shuffle(self.deck)
        self.display = [0] * len(D.COLOURS)
        for _ in range(D.GOD_DISPLAY):
            self.display[self.deck.pop()] += 1
        self.discard = [0] * len(D.COLOURS)
        self.hand = [[0] * len(D.COLOURS) for _ in range(n)]
        for p in range(n):
            for _ in range(D.START_GOD_CARDS):
                self.hand[p][self.deck.pop()] += 1
        self._setup_players(n)
        order = list(range(n))
        rng.shuffle(order)
        self._set_turn_order(order)
        for i, p in enumerate(order):
            self.score[p] = D.START_SCORE_BY_ORDER[i]
        self.site = [-1] * b.num_regions
        self.temple = [-1] * len(b.temple_numbers)
        self.tile_low = [D.DIE_FACES + 1] * len(D.ACTION_TILES[n][0])
        self.placed: list[tuple[int, int, int]] = []
        self.final: list[tuple[int, ...]] = []
        self._run()

    def _bind_board(self) -> None:
        """The board tables (the `board_data` option is read here only) and the action tiles
        for the player count (§2.3): fixed for the game, shared by every copy."""
        self.board = board_for(self.options["board_data"])
        self.tile_of = D.ACTION_TILES[self.num_players][1]

    def _setup_players(self, n: int) -> None:
        """§2.1 step 9: each player's board, huts, priests, offerings and god tile."""
        b = self.board
        self.score = [0] * n
        self.offerings = [D.START_OFFERINGS] * n
        self.shells = [0] * n
        self.priests = [D.PRIESTS_PER_PLAYER] * n
        self.god_tiles = [D.GOD_TILES_PER_PLAYER] * n
        self.dice: list[list[int]] = [[] for _ in range(n)]
        start_grid = [HUT] * D.GRID_SPACES
        start_grid[b.hut_grid_empty_space - 1] = EMPTY
        self.grid = [start_grid[:] for _ in range(n)]
        self.huts12 = [D.HUTS_ON_SPACE_12_AT_START] * n
        self.ceremony = [[C_EMPTY] * b.num_ceremony for _ in range(n)]
        self.built = [[-1] * len(D.BUILDINGS) for _ in range(n)]
        self.spare = [[0] * len(D.MATERIALS) for _ in range(n)]
        self.present = [0] * n
        self.fished = [0] * n
        self.status = [0] * n
        self.stamp = [0] * n
        self.clock = 0

    def _set_turn_order(self, order: list[int]) -> None:
        """§3 Phase C step 1: all status markers back on space 0, #1 on top of the pile."""
        self.order = order
        n = len(order)
        for i, p in enumerate(order):
            self.status[p] = 0
            self.stamp[p] = n - i
        self.clock = n

    # == the turn sequence =====================================================================

    def _legal_actions(self) -> list[int]:
        """The first dispatch point: the pending frame's kind lists its legal actions."""
        if not self.stack:
            return []
        frame = self.stack[-1]
        return _LEGAL[frame[0]](self, frame)

    def _apply(self, action: int) -> None:
        """The second dispatch point: the pending frame's kind carries the action out."""
        frame = self.stack.pop()
        _APPLY[A.KIND_OF[action]](self, frame, A.INDEX_OF[action])
        self._run()

    def _run(self) -> None:
        """Run automatic steps until a seat has a real choice (or the game ends). Decision: a
        decision with one legal choice is made here and logged "(only choice)"."""
        stack = self.stack
        while True:
            if not stack:
                if not self._advance():
                    self._legal = []
                    return
                continue
            frame = stack[-1]
            kind = frame[0]
            if kind >= AUTO:
                stack.pop()
                _AUTO[kind - AUTO](self, frame)
                continue
            legal = _LEGAL[kind](self, frame)
            if len(legal) == 1 and (kind not in _HIDDEN_KINDS or self._forced(frame)):
                action = legal[0]
                self._note(f"{self.seat_name(frame[1])}: {self.board.notation[action]} (only choice)")
                stack.pop()
                _APPLY[kind](self, frame, action - A.OFFSET[kind])
                continue
            if not legal:  # only a malformed loaded position gets here
                raise BadState(f"borabora: no legal action for the pending decision {frame}")
            self._legal = legal
            return

    def _forced(self, frame: tuple) -> bool:
        """Whether everyone can see that this decision has one choice. A decision whose choices
        depend on the god cards in hand (hidden) is asked, even with one legal choice, unless
        what every seat sees forces it: otherwise whether a seat is asked would tell the others
        about its hand (DESIGN.md, "Hidden information is consistent")."""
        kind, p = frame[0], frame[1]
        if not sum(self.hand[p]):
            return True  # no cards in hand: nothing about p is hidden
        if kind == A.PAY:
            return not self.offerings[p]  # then only a god tile pays
        if kind == A.RED:
            return False
        if kind == A.PLACE:
            maybe = self._may_pay(p, 1)
            return len(self._place_options(p, maybe, maybe, self._may_pay(p, 2))) == 1
        if kind == A.ACTIVATE:
            return len(self._activate_options(frame, self._may_pay(p, 1))) == 1
        return len(self._task_options(frame, public=True)) == 1

    def _may_pay(self, p: int, gods: int) -> bool:
        """Whether p could play `gods` gods with some hand of its size (public: offerings, god
        tiles and the number of cards are open; each card-paid god needs a card and an offering)."""
        return self.god_tiles[p] + min(self.offerings[p], sum(self.hand[p])) >= gods

    def _advance(self) -> bool:
        """The next step of the round when no decision is pending; False once the game is over.
        Each phase's step either pushes the next seat's decision or ends the phase."""
        if self.phase == Phase.OVER:
            return False
        _NEXT[self.phase](self)
        return True

    def _next_seat(self, decision: tuple[int, ...], turns: int, reverse: bool = False) -> bool:
        """Push `decision` for the next seat in turn order; False when all `turns` are done."""
        turn = self.turn
        if turn >= turns:
            return False
        self.turn += 1
        n = self.num_players
        seat = self.order[n - 1 - turn if reverse else turn % n]
        self.stack.append((decision[0], seat, *decision[1:]))
        return True

    def _next_starting_hut(self) -> None:
        """§2.1 step 12: in reverse turn order, one starting hut each; then round 1."""
        if not self._next_seat((A.START,), self.num_players, reverse=True):
            self._begin_round()

    def _next_die(self) -> None:
        """§3 Phase A steps 2-3: one die per turn, round-robin, until all dice are placed."""
        if not self._next_seat((A.PLACE,), self.num_players * D.DICE_PER_PLAYER):
            self.phase, self.turn = int(Phase.MEN_AND_WOMEN), 0

    def _next_men_and_women(self) -> None:
        """§3 Phase B; then Phase C steps 1 and 2, which need no decision."""
        if not self._next_seat((A.ACTIVATE, 0, 0), self.num_players):
            self._score_status_track()
            self._score_temple()
            self.phase, self.turn = int(Phase.JEWELRY), 0

    def _next_jewel(self) -> None:
        """§3 Phase C step 3."""
        if not self._next_seat((A.JEWEL,), self.num_players):
            self._discard_jewelry_column()
            self.phase, self.turn = int(Phase.TASKS), 0

    def _next_task(self) -> None:
        """§3 Phase C step 4: complete one task each."""
        if not self._next_seat((A.TASK, 0), self.num_players):
            self.phase, self.turn = int(Phase.NEW_TASKS), 0

    def _next_new_task(self) -> None:
        """§3 Phase C step 4: a new task each; then clean-up and the next round, or the end."""
        if self._next_seat((A.PICK_TASK,), self.num_players):
            return
        if self.round < D.ROUNDS:
            self._clean_up_and_refill()
            self._begin_round()
        else:
            self.phase, self.turn = int(Phase.FINAL_TASKS), 0

    def _next_final_tasks(self) -> None:
        """§3 game end: each player's last three tasks, in turn order; then final scoring."""
        if self.turn < self.num_players:
            self.turn += 1
            self._begin_final_tasks(self.order[self.turn - 1])
        else:
            self._final_scoring()
            self.phase = int(Phase.OVER)

    def _begin_round(self) -> None:
        """§3 Phase A step 1: everyone rolls their 3 dice (from the state's chance seed)."""
        self.round += 1
        self.phase, self.turn = int(Phase.DICE), 0
        rng, self.rng_seed = chance(self.rng_seed)
        for p in range(self.num_players):
            self.dice[p] = sorted(rng.randint(1, D.DIE_FACES) for _ in range(D.DICE_PER_PLAYER))
        rolls = "; ".join(f"{self.seat_name(p)} {' '.join(map(str, self.dice[p]))}" for p in self.order)
        self._note(f"Round {self.round}: dice rolled: {rolls}")

    # == Phase A: placing dice (§4.1) ==========================================================

    def _target_needs(self, p: int) -> list[int]:
        """§4.1, §9 A15: the lowest effective die value that lets p carry out each target's
        action (INF: not possible at all). Fishing needs nothing."""
        b = self.board
        needs = [INF] * A.NUM_TARGETS
        if self._huts_on_grid(p):
            needs[D.T_LAND] = self._cheapest_path(p, 0)
            needs[D.T_WATER] = self._cheapest_path(p, 1)
        if EMPTY in self.grid[p]:
            needs[D.T_MAN] = _lowest_space(self.men_board)
            needs[D.T_WOMAN] = _lowest_space(self.women_board)
        needs[D.T_HELPER] = 1
        if self.priests[p]:
            needs[D.T_TEMPLE] = min(b.temple_numbers)
        if self._has_material_pair(p):
            needs[D.T_BUILD] = self._lowest_unbuilt(p)
        needs[D.T_FISHING] = 0
        return needs

    def _legal_place(self, frame: tuple) -> list[int]:
        """§4.1: a die goes on a tile only below the tile's lowest die (a Blue God lifts that), on
        an action the player can carry out with its face, or with 6 when a White God is played.
        Decision: no White God for a 6 or on the Fishing space, where it would change nothing."""
        p = frame[1]
        can_blue = self._can_pay(p, (D.BLUE,))
        can_white = self._can_pay(p, (D.WHITE,))
        can_both = can_blue and can_white and self._can_pay(p, (D.BLUE, D.WHITE))
        return self._place_options(p, can_blue, can_white, can_both)

    def _place_options(self, p: int, can_blue: bool, can_white: bool, can_both: bool) -> list[int]:
        """The placements of p's dice, given which gods p can pay for."""
        needs = self._target_needs(p)
        low, tile_of = self.tile_low, self.tile_of
        out = []
        place = A.place_action
        top = D.DIE_FACES
        for face in sorted(set(self.dice[p])):
            for target in range(D.T_FISHING):
                blue = int(face >= low[tile_of[target]])
                if face >= needs[target] and (not blue or can_blue):
                    out.append(place(face, target, blue, 0))
                if face < top and top >= needs[target] and (can_both if blue else can_white):
                    out.append(place(face, target, blue, 1))
            out.append(place(face, D.T_FISHING, 0, 0))
        return out

    def _apply_place(self, frame: tuple, index: int) -> None:
        """§3 Phase A step 2: place the die, pay its gods, then carry out the action."""
        p = frame[1]
        face, target, blue, white = A.place_decode(index)
        self.dice[p].remove(face)
        if target == D.T_FISHING:
            self.placed.append((-1, p, face))
        else:
            tile = self.tile_of[target]
            if face < self.tile_low[tile]:
                self.tile_low[tile] = face
            self.placed.append((tile, p, face))
        self.stack.append((DO_TARGET, p, target, D.DIE_FACES if white else face))
        if white:
            self.stack.append((A.PAY, p, D.WHITE, -1))
        if blue:
            self.stack.append((A.PAY, p, D.BLUE, -1))

    def _do_target(self, frame: tuple) -> None:
        """§4.2: carry out a die's action with effective value v."""
        _, p, target, v = frame
        if target == D.T_LAND or target == D.T_WATER:
            self.stack.append((A.EXPAND, p, target - D.T_LAND, v))
        elif target == D.T_MAN or target == D.T_WOMAN:
            self.stack.append((A.TAKE, p, target - D.T_MAN, v))
        elif target == D.T_HELPER:
            self.stack.append((A.HELPER, p, v))
        elif target == D.T_TEMPLE:
            self.stack.append((A.TEMPLE, p, v))
        elif target == D.T_BUILD:
            self.stack.append((A.BUILD, p, v))
        else:
            self._go_fishing(p)

    # == Phase A actions (§4.2) ================================================================

    # -- starting huts and expansion (§2.1 step 12, §4.2.1) --

    def _legal_start(self, frame: tuple) -> list[int]:
        """§2.1 step 12: an empty building site next to a fish marker showing 1."""
        b = self.board
        base = A.OFFSET[A.START]
        return [base + r for r in range(b.num_regions)
                if self.site[r] < 0 and b.fish_value[self.fish[r]] == D.STARTING_FISH_VALUE]

    def _apply_start(self, frame: tuple, region: int) -> None:
        self.stack.append((A.HUT_SOURCE, frame[1], region, 0))

    def _cheapest_path(self, p: int, path_type: int) -> int:
        """§4.2.1: the lowest path value of this type from p's regions to a region without p."""
        present = self.present[p]
        links = self.board.links[path_type]
        best = INF
        r = 0
        while present >> r:
            if present >> r & 1:
                for other, value in links[r]:
                    if value < best and not present >> other & 1:
                        best = value
            r += 1
        return best

    def _legal_expand(self, frame: tuple) -> list[int]:
        """§4.2.1: a region without p's hut, joined to one of p's regions by a path of the
        tile's type whose value is at most v (diagonal contact never counts)."""
        _, p, path_type, v = frame
        present = self.present[p]
        links = self.board.links[path_type]
        targets = set()
        for r in range(self.board.num_regions):
            if present >> r & 1:
                for other, value in links[r]:
                    if value <= v and not present >> other & 1:
                        targets.add(other)
        base = A.OFFSET[A.EXPAND]
        return [base + r for r in sorted(targets)]

    def _apply_expand(self, frame: tuple, region: int) -> None:
        self.stack.append((A.HUT_SOURCE, frame[1], region, 1))

    def _legal_hut_source(self, frame: tuple) -> list[int]:
        """§4.2.1 step 1, §9 A2: any hut of the grid. Decision: the choice is a hut from spaces
        1-11 or from space 12, the only difference that matters."""
        p = frame[1]
        base = A.OFFSET[A.HUT_SOURCE]
        out = []
        if self._huts_small(p):
            out.append(base)
        if self.huts12[p]:
            out.append(base + 1)
        return out

    def _apply_hut_source(self, frame: tuple, from12: int) -> None:
        _, p, region, expansion = frame
        self._take_hut(p, from12)
        self._settle(p, region, expansion)

    def _settle(self, p: int, region: int, expansion: int) -> None:
        """§4.2.1 steps 2-4: put the hut on the building site (moving any hut there aside, it
        stays in the region), gain the region's good, then offer the Red God (expansion only).
        Decision: the good is taken without asking (§9 A42: declining never helps)."""
        b = self.board
        self.site[region] = p
        self.present[p] |= 1 << region
        good = b.region_good[region]
        if good == D.OFFERING_GOOD:
            self.offerings[p] += 1
        # the Red God comes after the good, so its frame goes below the material's. It is
        # offered whenever p might pay for it (its hand is hidden), with a decline.
        if expansion and not self.fished[p] >> region & 1 and self._may_pay(p, 1):
            self.stack.append((A.RED, p, region))
        if good != D.OFFERING_GOOD:
            self.stack.append((A.MATERIAL, p, good, 1))

    def _legal_red(self, frame: tuple) -> list[int]:
        base = A.OFFSET[A.RED]
        return [base, base + 1] if self._can_pay(frame[1], (D.RED,)) else [base + 1]

    def _apply_red(self, frame: tuple, index: int) -> None:
        """§4.6.3: a Red God right after the hut is placed scores the region's fish marker."""
        if index == 0:
            _, p, region = frame
            self.stack.append((DO_RED, p, region))
            self.stack.append((A.PAY, p, D.RED, -1))

    def _do_red(self, frame: tuple) -> None:
        _, p, region = frame
        value = self.board.fish_value[self.fish[region]]
        self.score[p] += value
        self.fished[p] |= 1 << region
        self._note(f"{self.seat_name(p)} scores the fish marker of {self.board.region_names[region]}: {value} VP")

    # -- materials (§4.4) --

    def _legal_material(self, frame: tuple) -> list[int]:
        """§4.4, §9 A13: a material goes on a free ceremony space of its kind (the player picks
        which); only when none is free does it go beside the board."""
        _, p, kind, _count = frame
        b = self.board
        cells = self.ceremony[p]
        base = A.OFFSET[A.MATERIAL]
        out = []
        spare = []
        for m in (range(len(D.MATERIALS)) if kind < 0 else (kind,)):
            free = [i for i in range(b.num_ceremony) if cells[i] == C_EMPTY and b.ceremony_material[i] == m]
            if free:
                out += [base + i for i in free]
            else:
                spare.append(base + A.NUM_SPACES + m)
        out.sort()
        return out + spare

    def _apply_material(self, frame: tuple, index: int) -> None:
        _, p, kind, count = frame
        if count > 1:
            self.stack.append((A.MATERIAL, p, kind, count - 1))
        if index < A.NUM_SPACES:
            self.ceremony[p][index] = C_MATERIAL
        else:
            self.spare[p][index - A.NUM_SPACES] += 1

    # -- man and woman tiles (§4.2.2, §4.2.3) --

    def _legal_take(self, frame: tuple) -> list[int]:
        """§4.2.2: a tile from a board space numbered at most v (a free grid space is needed)."""
        _, p, gender, v = frame
        row = self.women_board if gender else self.men_board
        base = A.OFFSET[A.TAKE]
        return sorted(base + t for t in row[:min(v, D.BOARD_TILE_SPACES)] if t >= 0)

    def _apply_take(self, frame: tuple, tile: int) -> None:
        """§4.2.2: the tile goes on a free grid space, fresh side up; nothing else is gained."""
        row = self.women_board if tile >= self.board.num_men else self.men_board
        row[row.index(tile)] = -1
        self._place_tile(frame[1], tile)

    # -- helper (§4.2.4) --

    def _legal_helper(self, frame: tuple) -> list[int]:
        """§4.2.4: spend die points in any mix; leftover points are lost (§9 A32)."""
        _, p, points = frame
        b = self.board
        base = A.OFFSET[A.HELPER]
        out = []
        cost = D.HELPER_COST
        for t in self.grid[p]:
            if t >= 0 and not self.slid[t]:
                # men: tattoo, women: collect shells; both cost 1 (§6.4)
                out.append(base + (A.H_TATTOO + t if t < b.num_men else A.H_SHELLS + t - b.num_men))
        if points >= cost["vp"]:
            out.append(base + A.H_VP)
        if points >= cost["offering"]:
            out.append(base + A.H_OFFERING)
        if points >= cost["god card"] and self._cards_available():
            out.append(base + A.H_GOD_CARD)
        if points >= cost["material"]:
            out.append(base + A.H_MATERIAL)
        if points >= cost["move hut"] and self._can_move_hut(p):
            out.append(base + A.H_MOVE_HUT)
        out.append(base + A.H_DONE)
        out.sort()
        return out

    def _apply_helper(self, frame: tuple, index: int) -> None:
        _, p, points = frame
        if index == A.H_DONE:
            return
        b = self.board
        cost = D.HELPER_COST
        sub = None
        if index < A.H_SHELLS:  # tattoo (§4.2.4): status steps for the man's symbols
            self.slid[index] = 1
            points -= cost["tattoo"]
            self._advance_status(p, b.tile_value[index])
        elif index < A.H_VP:  # collect shells with a woman, once per game (§9 A35)
            tile = index - A.H_SHELLS + b.num_men
            self.slid[tile] = 1
            points -= cost["shells"]
            self.shells[p] += b.tile_value[tile]
        elif index == A.H_VP:
            points -= cost["vp"]
            self.score[p] += 1
        elif index == A.H_OFFERING:
            points -= cost["offering"]
            self.offerings[p] += 1
        elif index == A.H_GOD_CARD:
            points -= cost["god card"]
            sub = (A.DRAW, p, 1)
        elif index == A.H_MATERIAL:
            points -= cost["material"]
            sub = (A.MATERIAL, p, -1, 1)
        else:  # move a hut from spaces 1-11 to space 12
            points -= cost["move hut"]
            self._move_hut_to_12(p)
        if points > 0:
            self.stack.append((A.HELPER, p, points))
        if sub is not None:
            self.stack.append(sub)

    # -- god cards from the deck or the display (§4.2.4) --

    def _cards_available(self) -> bool:
        return bool(self.deck) or any(self.discard) or any(self.display)

    def _legal_draw(self, frame: tuple) -> list[int]:
        """§4.2.4: the deck's top card, or a face-up card (the display refills at once)."""
        base = A.OFFSET[A.DRAW]
        out = [base + A.D_DECK] if self.deck or any(self.discard) else []
        return out + [base + A.D_COLOUR + c for c in range(len(D.COLOURS)) if self.display[c]]

    def _apply_draw(self, frame: tuple, index: int) -> None:
        _, p, count = frame
        self._take_god_card(p, index)
        if count > 1 and self._cards_available():
            self.stack.append((A.DRAW, p, count - 1))

    def _take_god_card(self, p: int, index: int) -> None:
        if index == A.D_DECK:
            self.hand[p][self._draw_from_deck()] += 1
        else:
            colour = index - A.D_COLOUR
            self.display[colour] -= 1
            self.hand[p][colour] += 1
            if self.deck or any(self.discard):
                self.display[self._draw_from_deck()] += 1

    def _draw_from_deck(self) -> int:
        """§4.6: the deck's top card; an empty deck is the shuffled discard pile (§9 A29)."""
        if not self.deck:
            rng, self.rng_seed = chance(self.rng_seed)
            self.deck = [c for c in range(len(D.COLOURS)) for _ in range(self.discard[c])]
            rng.shuffle(self.deck)
            self.discard = [0] * len(D.COLOURS)
            self._note("The god-card deck is empty: the discard pile is shuffled into a new deck")
        return self.deck.pop()

    # -- temple (§4.2.5) --

    def _legal_temple(self, frame: tuple) -> list[int]:
        """§4.2.5: a temple space numbered at most v."""
        v = frame[2]
        base = A.OFFSET[A.TEMPLE] - 1
        return sorted(base + n for n in self.board.temple_numbers if n <= v)

    def _apply_temple(self, frame: tuple, index: int) -> None:
        """§4.2.5: place a priest; priests in its way are pushed one space along the arrows
        (right), the last one off the end back to its owner; then a Fire Bonus."""
        p = frame[1]
        self.priests[p] -= 1
        carry = p
        pos = self.board.temple_numbers.index(index + 1)
        temple = self.temple
        while pos < len(temple):
            carry, temple[pos] = temple[pos], carry
            if carry < 0:
                break
            pos += 1
        if carry >= 0:
            self.priests[carry] += 1
            self._note(f"{self.seat_name(carry)}'s priest is pushed out of the temple")
        self._fire_bonus(p)

    # -- build (§4.2.6) --

    def _has_material_pair(self, p: int) -> bool:
        cells = self.ceremony[p]
        return any(cells[i] == C_MATERIAL and cells[j] == C_MATERIAL for i, j in self.board.ceremony_pairs)

    def _lowest_unbuilt(self, p: int) -> int:
        return min((D.BUILDINGS[i] for i, at in enumerate(self.built[p]) if at < 0), default=INF)

    def _legal_build(self, frame: tuple) -> list[int]:
        """§4.2.6: an unbuilt building whose value is at most v."""
        _, p, v = frame
        base = A.OFFSET[A.BUILD]
        return [base + i for i, at in enumerate(self.built[p]) if at < 0 and D.BUILDINGS[i] <= v]

    def _apply_build(self, frame: tuple, index: int) -> None:
        self.stack.append((A.BUILD_ON, frame[1], index))

    def _legal_build_on(self, frame: tuple) -> list[int]:
        """§4.2.6: two side-by-side ceremony spaces that both hold materials."""
        cells = self.ceremony[frame[1]]
        base = A.OFFSET[A.BUILD_ON]
        return sorted(base + A.pair_index(i, j) for i, j in self.board.ceremony_pairs
                      if cells[i] == C_MATERIAL and cells[j] == C_MATERIAL)

    def _apply_build_on(self, frame: tuple, index: int) -> None:
        """§4.2.6: the materials go back, the building covers both spaces; VP by round, and a
        Fire Bonus."""
        _, p, building = frame
        i, j = A.PAIR_OF[index]
        self.ceremony[p][i] = self.ceremony[p][j] = C_BUILT
        self.built[p][building] = index
        vp = D.BUILDING_VP[self.round - 1]
        self.score[p] += vp
        self._fire_bonus(p)

    # -- fishing (§4.2.7) --

    def _go_fishing(self, p: int) -> None:
        """§4.2.7: any die on the Fishing space gives 2 VP."""
        self.score[p] += D.FISHING_VP

    # -- Fire Bonus (§4.3) --

    def _fire_bonus(self, p: int) -> None:
        """§4.3: (a god card or an offering) and (a status step or a shell)."""
        self.stack.append((A.FIRE_STEP, p))
        self.stack.append((A.FIRE_GIFT, p))

    def _legal_fire_gift(self, frame: tuple) -> list[int]:
        shift = A.OFFSET[A.FIRE_GIFT] - A.OFFSET[A.DRAW]
        return [a + shift for a in self._legal_draw(frame)] + [A.OFFSET[A.FIRE_GIFT] + A.D_OFFERING]

    def _apply_fire_gift(self, frame: tuple, index: int) -> None:
        p = frame[1]
        if index == A.D_OFFERING:
            self.offerings[p] += 1
        else:
            self._take_god_card(p, index)

    def _legal_fire_step(self, frame: tuple) -> list[int]:
        base = A.OFFSET[A.FIRE_STEP]
        return [base + A.F_STATUS, base + A.F_SHELL]

    def _apply_fire_step(self, frame: tuple, index: int) -> None:
        p = frame[1]
        if index == A.F_STATUS:
            self._advance_status(p, 1)
        else:
            self.shells[p] += 1

    # == the hut grid and the status track (§4.4, §4.7) ========================================

    def _huts_small(self, p: int) -> int:
        grid = self.grid[p]
        return grid.count(HUT) - (grid[SPACE_12] == HUT)

    def _huts_on_grid(self, p: int) -> int:
        return self._huts_small(p) + self.huts12[p]

    def _take_hut(self, p: int, from12: int) -> None:
        """§4.2.1 step 1: a hut leaves the grid; space 12 is free once its last hut leaves."""
        grid = self.grid[p]
        if from12:
            self.huts12[p] -= 1
            if not self.huts12[p]:
                grid[SPACE_12] = EMPTY
        else:
            i = SPACE_12 - 1
            while grid[i] != HUT:
                i -= 1
            grid[i] = EMPTY

    def _can_move_hut(self, p: int) -> bool:
        """§4.2.4: a hut on spaces 1-11 can go to space 12. Decision: not while a tile covers
        space 12."""
        return self._huts_small(p) > 0 and self.grid[p][SPACE_12] < 0

    def _move_hut_to_12(self, p: int) -> None:
        """§4.2.4, §6.3: a hut from spaces 1-11 onto space 12."""
        self._take_hut(p, 0)
        self.grid[p][SPACE_12] = HUT
        self.huts12[p] += 1

    def _place_tile(self, p: int, tile: int) -> None:
        """§4.4: a tile needs a free space. Decision: it takes the lowest free space 1-11, and
        space 12 only when 1-11 are full (positions have no rules effect; keeping space 12
        open for huts is never worse)."""
        grid = self.grid[p]
        grid[grid.index(EMPTY)] = tile

    def _advance_status(self, p: int, steps: int) -> None:
        """§4.7: the marker moves right (stopping on the last space) and goes on top of any
        markers already there. Decision: also when it was already on the last space."""
        if steps <= 0:
            return
        self.status[p] = min(self.status[p] + steps, self.board.status_last)
        self.clock += 1
        self.stamp[p] = self.clock

    def _ahead_on_status_track(self) -> list[int]:
        """§4.7: the seats further right first; on one space, the marker higher in the pile."""
        return sorted(range(self.num_players), key=lambda q: (self.status[q], self.stamp[q]), reverse=True)

    # == gods (§4.6) ===========================================================================

    def _payments(self, p: int, god: int) -> list[int]:
        """§4.6: the ways to play one god: its card + an offering, two cards of one other
        colour + an offering (a wild pair), or a god tile (no offering). Decision: no pair of the
        god's own colour (its one card is always cheaper)."""
        hand = self.hand[p]
        out = []
        if self.offerings[p]:
            if hand[god]:
                out.append(A.P_CARD)
            for c in range(len(D.COLOURS)):
                if c != god and hand[c] >= D.WILD_PAIR:
                    out.append(A.P_PAIR + c)
        if self.god_tiles[p]:
            out.append(A.P_TILE)
        return out

    def _can_pay(self, p: int, gods: tuple[int, ...]) -> bool:
        """Whether p can play all these gods, each paid separately (§9 A36)."""
        if len(gods) == 1:
            hand = self.hand[p]
            return bool(self.god_tiles[p] or self.offerings[p] and (hand[gods[0]] or max(hand) >= D.WILD_PAIR))
        for way in self._payments(p, gods[0]):
            undo = self._pay(p, gods[0], way)
            ok = self._can_pay(p, gods[1:])
            self._unpay(p, undo)
            if ok:
                return True
        return False

    def _pay(self, p: int, god: int, way: int) -> tuple[int, int, int]:
        """Pay for a god; returns what was paid (colour, cards, god tiles) for `_unpay`."""
        if way == A.P_TILE:
            self.god_tiles[p] -= 1
            return (-1, 0, 1)
        colour, cards = (god, 1) if way == A.P_CARD else (way - A.P_PAIR, D.WILD_PAIR)
        self.offerings[p] -= 1
        self.hand[p][colour] -= cards
        return (colour, cards, 0)

    def _unpay(self, p: int, paid: tuple[int, int, int]) -> None:
        colour, cards, tiles = paid
        if tiles:
            self.god_tiles[p] += tiles
        else:
            self.offerings[p] += 1
            self.hand[p][colour] += cards

    def _legal_pay(self, frame: tuple) -> list[int]:
        """§4.6: a way to pay that still leaves the god payments below it on the stack payable
        (a Blue and a White God for one die, §9 A36)."""
        _, p, god, task = frame
        pending = []
        i = len(self.stack) - 2
        while i >= 0 and self.stack[i][0] == A.PAY and self.stack[i][1] == p:
            pending.append(self.stack[i][2])
            i -= 1
        base = A.OFFSET[A.PAY]
        return [base + w for w in self._pay_ways(p, god, task, tuple(pending))]

    def _pay_ways(self, p: int, god: int, task: int, pending: tuple[int, ...]) -> list[int]:
        """The payments for `god` that keep the `pending` gods payable and, for a Yellow God on
        `task`, leave the task at most one element short once paid (§4.6.5). Decision: the task
        is checked after the payment, so what pays for the god cannot count toward the task."""
        ways = self._payments(p, god)
        if pending or task >= 0:
            kept = []
            for way in ways:
                undo = self._pay(p, god, way)
                ok = (not pending or self._can_pay(p, pending)) and (
                    task < 0 or self._task_shortfall(p, task) <= 1)
                self._unpay(p, undo)
                if ok:
                    kept.append(way)
            ways = kept
        return ways

    def _apply_pay(self, frame: tuple, way: int) -> None:
        _, p, god, _task = frame
        colour, cards, _tiles = self._pay(p, god, way)
        if colour >= 0:
            self.discard[colour] += cards
            how = f"{cards} {D.COLOURS[colour]} card{'s' if cards > 1 else ''} and an offering"
        else:
            self.god_tiles_gone += 1
            how = "a god tile"
        self._note(f"{self.seat_name(p)} plays the {GOD_NAMES[god]} ({how})")

    # == Phase B: men and women (§4.5) =========================================================

    def _people(self, p: int) -> list[int]:
        """How many tiles p has of each (gender, ability): index gender * 12 + ability."""
        b = self.board
        counts = [0] * (2 * len(D.ABILITIES))
        nab = len(D.ABILITIES)
        for t in self.grid[p]:
            if t >= 0:
                counts[(t >= b.num_men) * nab + b.tile_ability[t]] += 1
        return counts

    def _ability_amount(self, ability: int, tiles: int, doubled: int) -> int:
        """§6.3: the effect of 1-3 identical tiles; a Green God doubles it, values cap at 6
        (§9 A20)."""
        amount = D.ABILITY_EFFECT[ability][min(tiles, len(D.ABILITY_EFFECT[ability])) - 1]
        if doubled:
            amount *= 2
            if ability in D.VALUE_ABILITIES:
                amount = min(amount, D.DIE_FACES)
        return amount

    def _ability_possible(self, p: int, ability: int, amount: int) -> bool:
        """§4.5: an ability follows the matching action's requirements (§9 A15)."""
        if ability == D.AB_LAND or ability == D.AB_WATER:
            return self._huts_on_grid(p) > 0 and self._cheapest_path(p, ability - D.AB_LAND) <= amount
        if ability == D.AB_WOMAN or ability == D.AB_MAN:
            row = self.women_board if ability == D.AB_WOMAN else self.men_board
            return EMPTY in self.grid[p] and _lowest_space(row) <= amount
        if ability == D.AB_BUILD:
            return self._has_material_pair(p) and self._lowest_unbuilt(p) <= amount
        if ability == D.AB_MOVE_HUT:
            return self._can_move_hut(p)
        if ability == D.AB_GOD_CARD:
            return self._cards_available()
        return True

    def _legal_activate(self, frame: tuple) -> list[int]:
        """§4.5, §4.6.4: one man and one woman ability, each combining all identical tiles;
        a Green God (one per Phase B) doubles one activation or allows one extra activation
        of a (gender, ability) not yet activated (§9 A19). Decision: an activation always uses
        all identical tiles (more are never worse), and the extra one is offered once that
        gender's own activation is spent."""
        return self._activate_options(frame, self._can_pay(frame[1], (D.GREEN,)))

    def _activate_options(self, frame: tuple, can_green: bool) -> list[int]:
        """The Phase B choices, given whether p can pay for a Green God."""
        _, p, flags, done = frame
        counts = self._people(p)
        nab = len(D.ABILITIES)
        green = not flags & GREEN_PLAYED and can_green
        out = []
        extra_wanted = False
        for g in (0, 1):
            normal = not flags & USED_FLAG[g]
            if not (normal or flags & EXTRA_SLOT) and not green:
                continue
            for ability in range(nab):
                k = g * nab + ability
                n = counts[k]
                if not n or done >> k & 1:
                    continue
                amount = self._ability_amount(ability, n, 0)
                possible = self._ability_possible(p, ability, amount)
                if normal or flags & EXTRA_SLOT:
                    if possible:
                        out.append(A.activate_action(g, ability, 0))
                    if green and self._ability_possible(p, ability, self._ability_amount(ability, n, 1)):
                        out.append(A.activate_action(g, ability, 1))
                elif green and possible:
                    extra_wanted = True
        base = A.OFFSET[A.ACTIVATE]
        if extra_wanted:
            out.append(base + A.A_EXTRA)
        out.append(base + A.A_DONE)
        return out

    def _apply_activate(self, frame: tuple, index: int) -> None:
        _, p, flags, done = frame
        if index == A.A_DONE:
            return
        if index == A.A_EXTRA:
            self.stack.append((A.ACTIVATE, p, flags | GREEN_PLAYED | EXTRA_SLOT, done))
            self.stack.append((A.PAY, p, D.GREEN, -1))
            return
        k, doubled = divmod(index, 2)
        g, ability = divmod(k, len(D.ABILITIES))
        if not flags & USED_FLAG[g]:
            flags |= USED_FLAG[g]
        else:
            flags &= ~EXTRA_SLOT
        if doubled:
            flags |= GREEN_PLAYED
        self.stack.append((A.ACTIVATE, p, flags, done | 1 << k))
        amount = self._ability_amount(ability, self._people(p)[k], doubled)
        self.stack.append((DO_ABILITY, p, ability, amount))
        if doubled:
            self.stack.append((A.PAY, p, D.GREEN, -1))

    def _do_ability(self, frame: tuple) -> None:
        """§6.3: carry out an ability as if a die of the ability's value were placed. Decision:
        materials and god cards are taken in full; moving huts may stop early."""
        _, p, ability, amount = frame
        if ability == D.AB_LAND or ability == D.AB_WATER:
            self.stack.append((A.EXPAND, p, ability - D.AB_LAND, amount))
        elif ability == D.AB_WOMAN or ability == D.AB_MAN:
            self.stack.append((A.TAKE, p, int(ability == D.AB_WOMAN), amount))
        elif ability == D.AB_BUILD:
            self.stack.append((A.BUILD, p, amount))
        elif ability == D.AB_MATERIAL:
            self.stack.append((A.MATERIAL, p, -1, amount))
        elif ability == D.AB_MOVE_HUT:
            self.stack.append((A.MOVE_HUT, p, amount))
        elif ability == D.AB_VP:
            self.score[p] += amount
        elif ability == D.AB_GOD_CARD:
            self.stack.append((A.DRAW, p, amount))
        elif ability == D.AB_OFFERING:
            self.offerings[p] += amount
        elif ability == D.AB_STATUS:
            self._advance_status(p, amount)
        else:
            self.shells[p] += amount

    def _legal_move_hut(self, frame: tuple) -> list[int]:
        """§6.3 move hut: up to k huts to space 12. Decision: the player may stop early."""
        base = A.OFFSET[A.MOVE_HUT]
        return [base, base + 1] if self._can_move_hut(frame[1]) else [base + 1]

    def _apply_move_hut(self, frame: tuple, index: int) -> None:
        _, p, count = frame
        if index == 0:
            self._move_hut_to_12(p)
            if count > 1:
                self.stack.append((A.MOVE_HUT, p, count - 1))

    # == Phase C (§3) ==========================================================================

    def _score_status_track(self) -> None:
        """Phase C step 1: VP for the status space reached, then the new turn order (further
        right first; on one space, higher in the pile first) and all markers back on 0."""
        labels = self.board.status_labels
        parts = []
        for p in self.order:
            vp = labels[self.status[p]]
            self.score[p] += vp
            parts.append(f"{self.seat_name(p)} {vp}")
        order = self._ahead_on_status_track()
        self._set_turn_order(order)
        self._note(f"Round {self.round}, status track: {', '.join(parts)} VP; "
                   f"new turn order {', '.join(self.seat_name(q) for q in order)}")

    def _score_temple(self) -> None:
        """Phase C step 2: VP per priest in the temple; the most priests (ties: the leftmost
        priest) takes the round's god tile, which leaves the game if the temple is empty."""
        vp = D.PRIEST_VP[self.round - 1]
        counts = [0] * self.num_players
        for q in self.temple:
            if q >= 0:
                counts[q] += 1
        for p in range(self.num_players):
            self.score[p] += counts[p] * vp
        self.temple_gods -= 1
        best = max(counts)
        if best == 0:
            self.god_tiles_gone += 1
            self._note(f"Round {self.round}, temple: no priests; the god tile leaves the game")
            return
        winner = next(q for q in self.temple if q >= 0 and counts[q] == best)
        self.god_tiles[winner] += 1
        scored = ", ".join(f"{self.seat_name(p)} {counts[p] * vp}" for p in self.order if counts[p])
        self._note(f"Round {self.round}, temple: {scored} VP; {self.seat_name(winner)} takes a god tile")

    def _jewelry_column(self) -> list[int]:
        rows = D.JEWELRY_ROWS
        return self.jewel_layout[(self.round - 1) * rows:self.round * rows]

    def _legal_jewel(self, frame: tuple) -> list[int]:
        """Phase C step 3: at most one jewel of this round's column, paid in shells."""
        p = frame[1]
        base = A.OFFSET[A.JEWEL]
        value = self.board.jewel_value
        out = sorted(base + j for j in self._jewelry_column()
                     if self.jewel_owner[j] == -1 and value[j] <= self.shells[p])
        return out + [base + A.NUM_JEWELS]

    def _apply_jewel(self, frame: tuple, index: int) -> None:
        if index < A.NUM_JEWELS:
            p = frame[1]
            self.shells[p] -= self.board.jewel_value[index]
            self.jewel_owner[index] = p

    def _discard_jewelry_column(self) -> None:
        for j in self._jewelry_column():
            if self.jewel_owner[j] == -1:
                self.jewel_owner[j] = -2

    # -- tasks (§3 Phase C step 4, §4.10, §6.7) --

    def _legal_task(self, frame: tuple) -> list[int]:
        """Phase C step 4 (§9 A41): complete a task met unaided (6 VP), or one a Yellow God
        brings within reach (4 VP); give one up only if none is met unaided.
        At the game end (final=1) see `_begin_final_tasks`."""
        return self._task_options(frame, public=False)

    def _task_options(self, frame: tuple, public: bool) -> list[int]:
        """The task choices; `public`: every choice p might have as the others see it (a task
        about god cards in hand may be met or not, a Yellow God may be payable). At the game
        end (final=1) each remaining task is completed if met, else Yellow-Godded or given up;
        with nothing to choose, tasks are given up in order."""
        _, p, final = frame
        base = A.OFFSET[A.TASK]
        met, yellow, unmet = [], [], []
        surely_met = False
        may_yellow = public and self._may_pay(p, 1)
        for t in self.tasks[p]:
            _, kind, _, need, _ = self.board.tasks[t]
            if public and kind in HAND_TASKS:
                # the cards are hidden, their number is not: at least need - cards short
                lo = need - sum(self.hand[p])
                shorts = (0, 1) if lo <= 0 else (1, 2) if lo == 1 else (lo,)
            else:
                shorts = (self._task_shortfall(p, t),)
            if 0 in shorts:
                met.append(base + A.T_COMPLETE + t)
                surely_met |= len(shorts) == 1
            if max(shorts):
                unmet.append(base + A.T_GIVE_UP + t)
                if 1 in shorts and (may_yellow if public else self._yellow_payable(p, t)):
                    yellow.append(base + A.T_YELLOW + t)
        if final:
            return sorted(met + yellow + (unmet if met or yellow else unmet[:1]))
        return sorted(met + yellow + ([] if surely_met else unmet))

    def _yellow_payable(self, p: int, task: int) -> bool:
        return bool(self._pay_ways(p, D.YELLOW, task, ()))

    def _apply_task(self, frame: tuple, index: int) -> None:
        _, p, final = frame
        verb, task = divmod(index, A.NUM_TASKS)
        if final and len(self.tasks[p]) > 1:
            self.stack.append(frame)
        if verb == 0:
            self._complete_task(p, task, D.TASK_VP)
        elif verb == 1:
            self.stack.append((DO_TASK, p, task))
            self.stack.append((A.PAY, p, D.YELLOW, task))
        else:
            self.tasks[p].remove(task)
            self.tasks_boxed += 1
            self._note(f"{self.seat_name(p)} gives up task {self.board.task_label[task]}")

    def _do_task(self, frame: tuple) -> None:
        _, p, task = frame
        self._complete_task(p, task, D.TASK_VP_YELLOW)

    def _complete_task(self, p: int, task: int, vp: int) -> None:
        """§4.10: nothing is paid or used up; the tile goes on the completed-task space."""
        self.tasks[p].remove(task)
        self.task_done[task] = p
        self.score[p] += vp
        self._note(f"{self.seat_name(p)} completes task {self.board.task_label[task]}: {vp} VP")

    def _legal_pick_task(self, frame: tuple) -> list[int]:
        """Phase C step 4: in turn order, each player takes a task from the display."""
        base = A.OFFSET[A.PICK_TASK]
        return sorted(base + t for t in self.task_display)

    def _apply_pick_task(self, frame: tuple, task: int) -> None:
        self.task_display.remove(task)
        self.tasks[frame[1]].append(task)

    def _task_shortfall(self, p: int, task: int) -> int:
        """§6.7: how many required elements p lacks (0: met; 1: a Yellow God can complete it,
        §4.6.5, §9 A25: one numeric requirement less by one, or one component waived)."""
        _, kind, target, need, _ = self.board.tasks[task]
        return _SHORTFALL[kind](self, p, target, need)

    def _clean_up_and_refill(self) -> None:
        """§3 clean-up: unchosen tasks and board tiles to the box; 6 new men, 6 new women and
        players + 2 tasks; dice back."""
        self.tasks_boxed += len(self.task_display)
        self.task_display = [self.task_pile.pop() for _ in range(self.num_players + D.TASK_DISPLAY_EXTRA)]
        for row, stack in ((self.men_board, self.men_stack), (self.women_board, self.women_stack)):
            for i in range(D.BOARD_TILE_SPACES):
                if row[i] >= 0:
                    self.tiles_gone += 1
                row[i] = stack.pop() if stack else -1
        self.tile_low = [D.DIE_FACES + 1] * len(self.tile_low)
        self.placed = []

    # == game end (§3 "Game end", §5.3, §5.4) ==================================================

    def _begin_final_tasks(self, p: int) -> None:
        """§3 game end: each of the last three tasks on its own. Decision: tasks everyone sees
        are met score 6 first (so paying for a Yellow God can never spoil them); the player then
        resolves the others, in any order: completes those met (a task about god cards in
        hand is met or not out of the others' sight, so it is the player's move), or plays a
        Yellow God, or gives them up."""
        for t in list(self.tasks[p]):
            if self.board.tasks[t][1] not in HAND_TASKS and self._task_shortfall(p, t) == 0:
                self._complete_task(p, t, D.TASK_VP)
        if self.tasks[p]:
            self.stack.append((A.TASK, p, 1))

    def _final_scoring(self) -> None:
        """§5.3: god tiles, fish markers under p's huts on building sites, jewelry, and 6 VP
        for each achievement."""
        b = self.board
        for p in range(self.num_players):
            gods = self.god_tiles[p] * D.GOD_TILE_FINAL_VP
            fish = sum(b.fish_value[self.fish[r]] for r in range(b.num_regions) if self.site[r] == p)
            jewels = [j for j in range(b.num_jewels) if self.jewel_owner[j] == p]
            jewelry = sum(b.jewel_value[j] for j in jewels)
            achieved = (
                self.task_done.count(p) == D.ROUNDS + D.TASK_SLOTS,
                len(jewels) == D.ROUNDS,
                C_EMPTY not in self.ceremony[p],
                -1 not in self.built[p],
                self.present[p] == b.all_regions_mask,
                min(self.grid[p]) >= 0,
            )
            bonus = D.ACHIEVEMENT_VP * sum(achieved)
            self.score[p] += gods + fish + jewelry + bonus
            self.final.append((gods, fish, jewelry, *(int(a) for a in achieved), self.score[p]))
            self._note(f"Final scoring, {self.seat_name(p)}: god tiles {gods}, fish {fish}, jewelry {jewelry}, "
                       f"achievements {bonus}: total {self.score[p]}")

    # == the protocol: questions ===============================================================

    def current_player(self) -> int:
        return self.stack[-1][1] if self.stack else TERMINAL

    def is_terminal(self) -> bool:
        return self.phase == Phase.OVER

    def scores(self) -> list[int]:
        return list(self.score)

    def winners(self) -> list[int]:
        """§5.4: the most VP; a tie goes to the tied player earliest in the final turn order."""
        if not self.is_terminal():
            return []
        best = max(self.score)
        return [next(p for p in self.order if self.score[p] == best)]

    def action_to_str(self, action: int) -> str:
        if type(action) is not int or not 0 <= action < A.NUM_ACTIONS:
            raise IllegalAction(f"borabora: {action!r} is not an action id; ids are 0..{A.NUM_ACTIONS - 1}")
        return self.board.notation[action]

    def narrate(self, action: int, viewer: int | None = None) -> str:
        from meeple.games.borabora.narrate import narrate

        self.action_to_str(action)  # IllegalAction for what is not an action id
        return narrate(self, action)

    def evaluate(self) -> list[float]:
        from meeple.games.borabora.evaluate import evaluate

        return evaluate(self)

    def score_breakdown(self) -> list[dict[str, int]]:
        """Per seat, §5.3's final scoring: the points of play (fishing, buildings, the status
        track, the temple, tasks, Red Gods, abilities, the Helper), then god tiles, fish
        markers, jewelry and achievements; before the end all points are of play."""
        out = []
        for p in range(self.num_players):
            gods, fish, jewelry, *achieved, _total = self.final[p] if self.final else (0, 0, 0, 0)
            bonus = D.ACHIEVEMENT_VP * sum(achieved)
            out.append({"during play": self.score[p] - gods - fish - jewelry - bonus, "god tiles": gods,
                        "fish markers": fish, "jewelry": jewelry, "achievements": bonus})
        return out

    def str_to_action(self, text: str) -> int:
        if not isinstance(text, str):
            raise BadNotation(f"borabora: notation must be a string, got {type(text).__name__}")
        return super().str_to_action(text)

    def prompt(self) -> str:
        from meeple.games.borabora.view import prompt

        return prompt(self)

    def observation(self, player: int | None) -> dict[str, Any]:
        from meeple.games.borabora.view import observation

        self.check_seat(player)
        return observation(self, player)

    def render(self, player: int | None = None, section: str | None = None) -> str:
        from meeple.games.borabora.view import render

        self.check_seat(player)
        return render(self, player, section)

    def render_sections(self) -> list[str]:
        from meeple.games.borabora.view import SECTIONS

        return list(SECTIONS)

    # == the protocol: copies and hidden information ===========================================

    def _copy_mutable(self, new: State) -> None:
        # shared, never changed after setup: board, tile_of, fish, jewel_layout
        new.stack = self.stack[:]
        new.men_board = self.men_board[:]
        new.women_board = self.women_board[:]
        new.men_stack = self.men_stack[:]
        new.women_stack = self.women_stack[:]
        new.slid = self.slid[:]
        new.tasks = [t[:] for t in self.tasks]
        new.task_display = self.task_display[:]
        new.task_pile = self.task_pile[:]
        new.task_done = self.task_done[:]
        new.jewel_owner = self.jewel_owner[:]
        new.deck = self.deck[:]
        new.display = self.display[:]
        new.discard = self.discard[:]
        new.hand = [h[:] for h in self.hand]
        new.score = self.score[:]
        new.offerings = self.offerings[:]
        new.shells = self.shells[:]
        new.priests = self.priests[:]
        new.god_tiles = self.god_tiles[:]
        new.dice = [d[:] for d in self.dice]
        new.grid = [g[:] for g in self.grid]
        new.huts12 = self.huts12[:]
        new.ceremony = [c[:] for c in self.ceremony]
        new.built = [b[:] for b in self.built]
        new.spare = [s[:] for s in self.spare]
        new.present = self.present[:]
        new.fished = self.fished[:]
        new.status = self.status[:]
        new.stamp = self.stamp[:]
        new.order = self.order[:]
        new.site = self.site[:]
        new.temple = self.temple[:]
        new.tile_low = self.tile_low[:]
        new.placed = self.placed[:]
        new.final = self.final[:]

    def determinize(self, player: int, rng: Any) -> State:
        """A copy with what `player` cannot see redealt: the other seats' god cards and the deck
        (together, keeping hand sizes), the man, woman and task draw piles, and future chance.
        The redeal stays consistent with what everyone saw of the seat to move: a god it has
        chosen to play stays payable. A few redeals are tried; if none fits, that seat keeps
        its hand. Decision: the memory of which face-up cards others took is not kept."""
        self.check_seat(player, allow_none=False)
        new = self.clone()
        mover = self.current_player()
        others = [q for q in range(self.num_players) if q != player]
        if mover in others:
            for _ in range(_REDEALS):
                new._redeal_hands(others, rng)
                if new._hand_fits_pending(mover):
                    break
            else:  # keep the mover's hand: redeal the rest
                new.hand = [h[:] for h in self.hand]
                new.deck = self.deck[:]
                new._redeal_hands([q for q in others if q != mover], rng)
        else:
            new._redeal_hands(others, rng)
        rng.shuffle(new.men_stack)
        rng.shuffle(new.women_stack)
        rng.shuffle(new.task_pile)
        new.rng_seed = rng.getrandbits(SEED_BITS)
        new.touch()  # the legal actions may depend on the redealt hands
        return new

    def _redeal_hands(self, seats: list[int], rng: Any) -> None:
        """Shuffle these seats' god cards with the deck and deal each seat as many as before."""
        pool = list(self.deck)
        for q in seats:
            for c, k in enumerate(self.hand[q]):
                pool += [c] * k
        rng.shuffle(pool)
        for q in seats:
            hand = [0] * len(D.COLOURS)
            for _ in range(sum(self.hand[q])):
                hand[pool.pop()] += 1
            self.hand[q] = hand
        self.deck = pool

    def _hand_fits_pending(self, p: int) -> bool:
        """Whether p's god cards can pay for the gods p has chosen to play and not paid yet."""
        gods: list[int] = []
        for f in self.stack:
            if f[1] != p:
                continue
            if f[0] == A.PAY:
                if f[3] >= 0 and not self._pay_ways(p, f[2], f[3], ()):
                    return False
                gods.append(f[2])
        return not gods or self._can_pay(p, tuple(gods))

    # == serialisation =========================================================================

    def _state_dict(self) -> dict[str, Any]:
        d = {name: _json_copy(getattr(self, name)) for name in _FIELDS}
        d["rng_seed"] = self.rng_seed
        return d

    def _load_state(self, d: dict[str, Any]) -> None:
        self._bind_board()
        for name, shape in {**_FIELDS, "rng_seed": "int"}.items():
            if name not in d:
                raise BadState(f"field 'state.{name}' is missing")
            value = d[name]
            if not _has_shape(value, shape):
                raise BadState(f"field 'state.{name}': expected {shape}, got {value!r:.80}")
            setattr(self, name, _json_copy(value))
        self.stack = [tuple(f) for f in d["stack"]]
        self.placed = [tuple(x) for x in d["placed"]]
        self.final = [tuple(x) for x in d["final"]]
        n = self.num_players
        for name in ("score", "offerings", "shells", "priests", "god_tiles", "huts12", "present",
                     "fished", "status", "stamp", "order", "hand", "dice", "grid", "ceremony",
                     "built", "spare", "tasks"):
            if len(getattr(self, name)) != n:
                raise BadState(f"field 'state.{name}': expected one entry per player ({n})")
        if any(not f for f in self.stack):
            raise BadState("field 'state.stack': an empty frame")
        check_state(self)
        errors = self.invariant_errors()
        if errors:
            raise BadState(f"field 'state': inconsistent: {errors[0]}")

    # == invariants ============================================================================

    def invariant_errors(self) -> list[str]:
        from meeple.games.borabora.view import invariant_errors

        return invariant_errors(self)


def _lowest_space(row: list[int]) -> int:
    """The lowest board space (1-6) holding a tile, INF if none."""
    for i, t in enumerate(row):
        if t >= 0:
            return i + 1
    return INF


# -- task measures (§6.7) ------------------------------------------------------------------------


def _men(s: BoraBoraState, p: int) -> list[int]:
    m = s.board.num_men
    return [t for t in s.grid[p] if 0 <= t < m]


def _women(s: BoraBoraState, p: int) -> list[int]:
    m = s.board.num_men
    return [t for t in s.grid[p] if t >= m]


def _priests_in_temple(s: BoraBoraState, p: int) -> int:
    return D.PRIESTS_PER_PLAYER - s.priests[p]


def _jewels(s: BoraBoraState, p: int) -> list[int]:
    return [j for j, q in enumerate(s.jewel_owner) if q == p]


def _material(s: BoraBoraState, p: int, m: int) -> int:
    """§6.7 T16/T17: materials on ceremony spaces and beside the board."""
    b = s.board
    cells = s.ceremony[p]
    return s.spare[p][m] + sum(1 for i in range(b.num_ceremony)
                               if cells[i] == C_MATERIAL and b.ceremony_material[i] == m)


def _regions_where(s: BoraBoraState, p: int, pred: Any) -> tuple[int, int]:
    """(regions matching pred with p's hut, regions matching pred): T23. Decision: a fish-kind
    task asks for every marker of that kind on the map, however many there are."""
    have = total = 0
    for r in range(s.board.num_regions):
        if pred(r):
            total += 1
            have += s.present[p] >> r & 1
    return have, total


def _short(have: int, need: int) -> int:
    return max(0, need - have)


_SHORTFALL = {
    "man+woman": lambda s, p, x, n: (not _men(s, p)) + (not _women(s, p)),
    "men": lambda s, p, x, n: _short(len(_men(s, p)), n),
    "woman+priest": lambda s, p, x, n: (not _women(s, p)) + (not _priests_in_temple(s, p)),
    "man+priest": lambda s, p, x, n: (not _men(s, p)) + (not _priests_in_temple(s, p)),
    "priests": lambda s, p, x, n: _short(_priests_in_temple(s, p), n),
    "women": lambda s, p, x, n: _short(len(_women(s, p)), n),
    "jewels": lambda s, p, x, n: _short(len(_jewels(s, p)), n),
    "buildings": lambda s, p, x, n: _short(sum(1 for at in s.built[p] if at >= 0), n),
    "jewel kind": lambda s, p, x, n: _short(sum(1 for j in _jewels(s, p) if s.board.jewel_kind[j] == x), n),
    "god tiles": lambda s, p, x, n: _short(s.god_tiles[p], n),
    "offerings": lambda s, p, x, n: _short(s.offerings[p], n),
    "shells": lambda s, p, x, n: _short(s.shells[p], n),
    "woman+jewel": lambda s, p, x, n: (not _women(s, p)) + (not _jewels(s, p)),
    "man+first": lambda s, p, x, n: (not _men(s, p)) + (s.order[0] != p),
    "regions": lambda s, p, x, n: _short(s.present[p].bit_count(), n),
    "material": lambda s, p, x, n: _short(_material(s, p, x), n),
    "materials": lambda s, p, x, n: _short(sum(_material(s, p, m) for m in range(len(D.MATERIALS))), n),
    "islands": lambda s, p, x, n: _short(
        len({s.board.region_island[r] for r in range(s.board.num_regions) if s.present[p] >> r & 1}),
        len(D.ISLANDS)),
    "same colour": lambda s, p, x, n: _short(max(s.hand[p]), n),
    "colour": lambda s, p, x, n: _short(s.hand[p][x], n),
    "colours": lambda s, p, x, n: _short(sum(1 for k in s.hand[p] if k), n),
    "region type": lambda s, p, x, n: _short(*_regions_where(s, p, lambda r: s.board.region_type[r] == x)),
    "fish kind": lambda s, p, x, n: _short(
        *_regions_where(s, p, lambda r: s.board.fish_kind[s.fish[r]] == x)),
    "huts on 12": lambda s, p, x, n: _short(s.huts12[p], n),
    "tattooed": lambda s, p, x, n: _short(sum(s.slid[t] for t in _men(s, p)), n),
    "man types": lambda s, p, x, n: _short(len({s.board.tile_ability[t] for t in _men(s, p)}), n),
    "woman types": lambda s, p, x, n: _short(len({s.board.tile_ability[t] for t in _women(s, p)}), n),
    "jewel kinds": lambda s, p, x, n: _short(len({s.board.jewel_kind[j] for j in _jewels(s, p)}), n),
    "women slid": lambda s, p, x, n: _short(sum(s.slid[t] for t in _women(s, p)), n),
    "slid": lambda s, p, x, n: _short(sum(s.slid[t] for t in s.grid[p] if t >= 0), n),
    "ability pair": lambda s, p, x, n: _short(
        sum(1 for t in s.grid[p] if t >= 0 and s.board.tile_ability[t] == x), n),
}
assert set(_SHORTFALL) == {k for _, k, _, _, _ in D.TASK_KINDS}


# -- dispatch tables: kind -> handler --------------------------------------------------------------

S = BoraBoraState
_LEGAL = (S._legal_start, S._legal_hut_source, S._legal_material, S._legal_place, S._legal_pay,
          S._legal_expand, S._legal_red, S._legal_take, S._legal_helper, S._legal_draw,
          S._legal_temple, S._legal_build, S._legal_build_on, S._legal_fire_gift,
          S._legal_fire_step, S._legal_activate, S._legal_move_hut, S._legal_jewel,
          S._legal_task, S._legal_pick_task)
_APPLY = (S._apply_start, S._apply_hut_source, S._apply_material, S._apply_place, S._apply_pay,
          S._apply_expand, S._apply_red, S._apply_take, S._apply_helper, S._apply_draw,
          S._apply_temple, S._apply_build, S._apply_build_on, S._apply_fire_gift,
          S._apply_fire_step, S._apply_activate, S._apply_move_hut, S._apply_jewel,
          S._apply_task, S._apply_pick_task)
_AUTO = (S._do_target, S._do_ability, S._do_red, S._do_task)
_NEXT = (S._next_starting_hut, S._next_die, S._next_men_and_women, S._next_jewel, S._next_task,
         S._next_new_task, S._next_final_tasks)
assert len(_LEGAL) == len(_APPLY) == len(A.KINDS)


# -- serialisation shapes ------------------------------------------------------------------------

_FIELDS = {
    "round": "int", "phase": "int", "turn": "int", "clock": "int", "temple_gods": "int",
    "god_tiles_gone": "int", "tiles_gone": "int", "tasks_boxed": "int",
    "fish": "ints", "men_board": "ints", "women_board": "ints", "men_stack": "ints",
    "women_stack": "ints", "slid": "ints", "task_display": "ints", "task_pile": "ints",
    "task_done": "ints", "jewel_layout": "ints", "jewel_owner": "ints", "deck": "ints",
    "display": "ints", "discard": "ints", "score": "ints", "offerings": "ints", "shells": "ints",
    "priests": "ints", "god_tiles": "ints", "huts12": "ints", "present": "ints", "fished": "ints",
    "status": "ints", "stamp": "ints", "order": "ints", "site": "ints", "temple": "ints",
    "tile_low": "ints", "hand": "int lists", "dice": "int lists", "grid": "int lists",
    "ceremony": "int lists", "built": "int lists", "spare": "int lists", "tasks": "int lists",
    "stack": "int lists", "placed": "int lists", "final": "int lists",
}


def _has_shape(value: Any, shape: str) -> bool:
    if shape == "int":
        return type(value) is int
    if not isinstance(value, list):
        return False
    if shape == "ints":
        return all(type(x) is int for x in value)
    return all(isinstance(x, list) and all(type(y) is int for y in x) for x in value)


def _json_copy(value: Any) -> Any:
    """A copy of nested lists and tuples as lists: shares nothing with the state."""
    if isinstance(value, (list, tuple)):
        return [_json_copy(x) for x in value]
    return value
