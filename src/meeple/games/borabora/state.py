"""Bora Bora rules (spec `shared/rules/bora-bora.md`), in the order of the spec's contents:
setup (§2), Phase A (§3, §4.1-4.3), Phase B (§4.5), gods (§4.6), Phase C (§3), game end (§5).

Decisions are atomic: the state keeps a stack of plain frames (tuples: kind, player, args).
The top frame is the pending decision; `_legal_<kind>`/`_apply_<kind>` pairs handle each kind.
Automatic frames (kinds >= AUTO) carry out an effect once the decisions above them are made
(e.g. a die's action after its god payments). A decision with exactly one legal choice is made
automatically and logged when every seat can see that it has one choice; a decision whose
choices hang on the god cards in hand is asked all the same (`_forced`), so being asked tells
the others nothing about a hand. The rules of Phase A's dice and actions are in phase_a.py,
gods and Phase B in gods.py, Phase C and the game end in phase_c.py (mixins of the state
class).

Rules decisions where the spec is unsure are listed in docs/borabora.md and marked `Decision:`.
"""

from __future__ import annotations

import random
from typing import Any

from meeple.core import TERMINAL, State
from meeple.core.errors import BadNotation, BadState, IllegalAction
from meeple.core.i18n import N_, Later, said_now
from meeple.core.rng import SEED_BITS, chance
from meeple.games.borabora.actions import (  # globals: read faster compiled than A.X
    ACTIVATE,
    INDEX_OF,
    JEWEL,
    KIND_OF,
    KINDS,
    NUM_ACTIONS,
    OFFSET,
    PAY,
    PICK_TASK,
    PLACE,
    RED,
    START,
    TASK,
)
from meeple.games.borabora.board import Board, board_for
from meeple.games.borabora.data import (
    ACHIEVEMENT_VP,
    ACTION_TILES,
    BOARD_TILE_SPACES,
    BUILDINGS,
    CARDS_PER_COLOUR,
    COLOURS,
    DICE_PER_PLAYER,
    DIE_FACES,
    GOD_DISPLAY,
    GOD_TILES_IN_TEMPLE,
    GOD_TILES_PER_PLAYER,
    GRID_SPACES,
    HUTS_ON_SPACE_12_AT_START,
    MATERIALS,
    PRIESTS_PER_PLAYER,
    ROUNDS,
    SEAT_COLOURS,
    START_DARK_TASKS,
    START_GOD_CARDS,
    START_LIGHT_TASKS,
    START_OFFERINGS,
    START_SCORE_BY_ORDER,
    TASK_DISPLAY_EXTRA,
)
from meeple.games.borabora.frames import (  # noqa: F401 (re-exported for the views and tests)
    AUTO,
    C_BUILT,
    C_EMPTY,
    C_MATERIAL,
    DO_ABILITY,
    DO_RED,
    DO_TARGET,
    DO_TASK,
    EMPTY,
    GOD_NAMES,
    HAND_TASKS,
    HIDDEN_KINDS,
    HUT,
    INF,
    SPACE_12,
    Phase,
    lowest_space,
    shuffle,
)
from meeple.games.borabora.narrate import narrate, narrate_in, rolls_words
from meeple.games.borabora.phase_a import PhaseA
from meeple.games.borabora.validate import check_state

_REDEALS = 50  # tries at a redeal that fits the seat to move (determinize)
class BoraBoraState(PhaseA):
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

    The bases are one chain, PhaseA <- PhaseC <- GodsAndPeople <- State (the MRO of the mixins
    they were); the fields are slots of GodsAndPeople (gods.py), C fields in the compiled
    build, so `clone` copies each field (`_copy_mutable`).
    """

    __slots__ = ()

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
        shuffle(rng, fish)
        self.fish = fish
        self.men_stack = list(range(b.num_men))
        self.women_stack = list(range(b.num_men, b.num_tiles))
        shuffle(rng, self.men_stack)
        shuffle(rng, self.women_stack)
        self.men_board = [self.men_stack.pop() for _ in range(BOARD_TILE_SPACES)]
        self.women_board = [self.women_stack.pop() for _ in range(BOARD_TILE_SPACES)]
        self.tiles_gone = 0
        self.slid = [0] * b.num_tiles
        light, dark = list(b.light_tasks), list(b.dark_tasks)
        shuffle(rng, light)
        shuffle(rng, dark)
        self.tasks = [[light.pop() for _ in range(START_LIGHT_TASKS)]
                      + [dark.pop() for _ in range(START_DARK_TASKS)] for _ in range(n)]
        self.tasks_boxed = len(light)
        self.task_display = [dark.pop() for _ in range(n + TASK_DISPLAY_EXTRA)]
        self.task_pile = dark
        self.task_done = [-1] * len(b.tasks)
        layout = list(range(b.num_jewels))
        shuffle(rng, layout)
        self.jewel_layout = layout
        self.jewel_owner = [-1] * b.num_jewels
        self.temple_gods = GOD_TILES_IN_TEMPLE
        self.god_tiles_gone = 0
        self.deck = [c for c in range(len(COLOURS)) for _ in range(CARDS_PER_COLOUR)]
        shuffle(rng, self.deck)
        self.display = [0] * len(COLOURS)
        for _ in range(GOD_DISPLAY):
            self.display[self.deck.pop()] += 1
        self.discard = [0] * len(COLOURS)
        self.hand = [[0] * len(COLOURS) for _ in range(n)]
        for p in range(n):
            for _ in range(START_GOD_CARDS):
                self.hand[p][self.deck.pop()] += 1
        self._setup_players(n)
        order = list(range(n))
        shuffle(rng, order)
        self._set_turn_order(order)
        for i, p in enumerate(order):
            self.score[p] = START_SCORE_BY_ORDER[i]
        self.site = [-1] * b.num_regions
        self.temple = [-1] * len(b.temple_numbers)
        self.tile_low = [DIE_FACES + 1] * len(ACTION_TILES[n][0])
        self.placed: list[tuple[int, int, int]] = []
        self.final: list[tuple[int, ...]] = []
        self._run()

    def _bind_board(self) -> None:
        """The board tables (the `board_data` option is read here only) and the action tiles
        for the player count (§2.3): fixed for the game, shared by every copy."""
        self.board = board_for(self.options["board_data"])
        self.tile_of = ACTION_TILES[self.num_players][1]

    def _setup_players(self, n: int) -> None:
        """§2.1 step 9: each player's board, huts, priests, offerings and god tile."""
        b = self.board
        self.score = [0] * n
        self.offerings = [START_OFFERINGS] * n
        self.shells = [0] * n
        self.priests = [PRIESTS_PER_PLAYER] * n
        self.god_tiles = [GOD_TILES_PER_PLAYER] * n
        self.dice: list[list[int]] = [[] for _ in range(n)]
        start_grid = [HUT] * GRID_SPACES
        start_grid[b.hut_grid_empty_space - 1] = EMPTY
        self.grid = [start_grid[:] for _ in range(n)]
        self.huts12 = [HUTS_ON_SPACE_12_AT_START] * n
        self.ceremony = [[C_EMPTY] * b.num_ceremony for _ in range(n)]
        self.built = [[-1] * len(BUILDINGS) for _ in range(n)]
        self.spare = [[0] * len(MATERIALS) for _ in range(n)]
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
        """The second dispatch point: the pending frame's kind carries `action` out (-1: none,
        `_run`); then the automatic steps run until a seat has a real choice (or the game
        ends). Decision: a decision with one legal choice is made here and logged "(only
        choice)". (One function with `_run`: a call less for each decision.)"""
        stack = self.stack
        if action >= 0:
            frame = stack.pop()
            _APPLY[KIND_OF[action]](self, frame, INDEX_OF[action])
        while True:
            if not stack:  # the next step of the round; none once the game is over
                phase = self.phase
                if phase == _OVER:
                    self._legal = []
                    return
                _NEXT[phase](self)
                continue
            frame = stack[-1]
            kind = frame[0]
            if kind >= AUTO:
                stack.pop()
                _AUTO[kind - AUTO](self, frame)
                continue
            legal = _LEGAL[kind](self, frame)
            if len(legal) == 1 and (kind not in HIDDEN_KINDS or self._forced(frame)):
                action = legal[0]
                if not self._muted:  # a search copy's log is not read
                    self._note_only_choice(frame[1], action)
                stack.pop()
                _APPLY[kind](self, frame, action - OFFSET[kind])
                continue
            if not legal:  # only a malformed loaded position gets here
                raise BadState(f"borabora: no legal action for the pending decision {frame}")
            self._legal = legal
            return

    def _run(self) -> None:
        """Run automatic steps until a seat has a real choice (or the game ends): `_apply`."""
        self._apply(-1)

    def _forced(self, frame: tuple) -> bool:
        """Whether everyone can see that this decision has one choice. A decision whose choices
        depend on the god cards in hand (hidden) is asked, even with one legal choice, unless
        what every seat sees forces it: otherwise whether a seat is asked would tell the others
        about its hand (DESIGN.md, "Hidden information is consistent")."""
        kind, p = frame[0], frame[1]
        if not sum(self.hand[p]):
            return True  # no cards in hand: nothing about p is hidden
        if kind == PAY:
            return not self.offerings[p]  # then only a god tile pays
        if kind == RED:
            return False
        if kind == PLACE:
            maybe = self._may_pay(p, 1)
            return len(self._place_options(p, maybe, maybe, self._may_pay(p, 2))) == 1
        if kind == ACTIVATE:
            return len(self._activate_options(frame, self._may_pay(p, 1))) == 1
        return len(self._task_options(frame, public=True)) == 1

    def _may_pay(self, p: int, gods: int) -> bool:
        """Whether p could play `gods` gods with some hand of its size (public: offerings, god
        tiles and the number of cards are open; each card-paid god needs a card and an offering)."""
        offerings, cards = self.offerings[p], sum(self.hand[p])
        return self.god_tiles[p] + (offerings if offerings < cards else cards) >= gods

    def _next_seat(self, kind: int, turns: int, rest: tuple[int, ...] = (), reverse: bool = False) -> bool:
        """Push the decision (kind, seat, *rest) for the next seat in turn order; False when all
        `turns` are done."""
        turn = self.turn
        if turn >= turns:
            return False
        self.turn = turn + 1
        n = self.num_players
        seat = self.order[n - 1 - turn if reverse else turn % n]
        self.stack.append((kind, seat) + rest)
        return True

    def _next_starting_hut(self) -> None:
        """§2.1 step 12: in reverse turn order, one starting hut each; then round 1."""
        if not self._next_seat(START, self.num_players, reverse=True):
            self._begin_round()

    def _next_die(self) -> None:
        """§3 Phase A steps 2-3: one die per turn, round-robin, until all dice are placed."""
        if not self._next_seat(PLACE, self.num_players * DICE_PER_PLAYER):
            self.phase, self.turn = int(Phase.MEN_AND_WOMEN), 0

    def _next_men_and_women(self) -> None:
        """§3 Phase B; then Phase C steps 1 and 2, which need no decision."""
        if not self._next_seat(ACTIVATE, self.num_players, (0, 0)):
            self._score_status_track()
            self._score_temple()
            self.phase, self.turn = int(Phase.JEWELRY), 0

    def _next_jewel(self) -> None:
        """§3 Phase C step 3."""
        if not self._next_seat(JEWEL, self.num_players):
            self._discard_jewelry_column()
            self.phase, self.turn = int(Phase.TASKS), 0

    def _next_task(self) -> None:
        """§3 Phase C step 4: complete one task each."""
        if not self._next_seat(TASK, self.num_players, (0,)):
            self.phase, self.turn = int(Phase.NEW_TASKS), 0

    def _next_new_task(self) -> None:
        """§3 Phase C step 4: a new task each; then clean-up and the next round, or the end."""
        if self._next_seat(PICK_TASK, self.num_players):
            return
        if self.round < ROUNDS:
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
            self.dice[p] = _roll(rng, DICE_PER_PLAYER)
        if self._muted:
            return  # a search copy: no log line, so none of its words either
        rolls = [(SEAT_COLOURS[p], tuple(self.dice[p])) for p in self.order]
        self._say("Round {n}: dice rolled: {rolls}", n=self.round, rolls=said_now(rolls_words, rolls))

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

    # == the protocol: questions ===============================================================

    def current_player(self) -> int:
        return self.stack[-1][1] if self.stack else TERMINAL

    def is_terminal(self) -> bool:
        return self.phase == _OVER

    def scores(self) -> list[int]:
        return list(self.score)

    def winners(self) -> list[int]:
        """§5.4: the most VP; a tie goes to the tied player earliest in the final turn order."""
        if not self.is_terminal():
            return []
        best = max(self.score)
        return [next(p for p in self.order if self.score[p] == best)]

    def action_to_str(self, action: int) -> str:
        if type(action) is not int or not 0 <= action < NUM_ACTIONS:
            raise IllegalAction(f"borabora: {action!r} is not an action id; ids are 0..{NUM_ACTIONS - 1}")
        return self.board.notation[action]

    def _note_only_choice(self, seat: int, action: int) -> None:
        """The log line of a forced move: its notation; a translation words it. Always a message,
        also in English: a bot's move made on a server thread in English is read in Greek too."""
        board = self.board
        # worded in the language of the moment it was logged (`_say_now`), made when read: the
        # words of the move from the board's tables and the pending frame, values taken now
        self._say_now("{who}: {notation} (only choice)", who=SEAT_COLOURS[seat],
                      notation=board.notation[action],
                      move=Later(narrate_in, board, self.stack[-1], action))

    def narrate(self, action: int, viewer: int | None = None) -> str:
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
            bonus = ACHIEVEMENT_VP * sum(achieved)
            out.append({N_("during play"): self.score[p] - gods - fish - jewelry - bonus,
                        N_("god tiles"): gods, N_("fish markers"): fish, N_("jewelry"): jewelry,
                        N_("achievements"): bonus})  # keys named in English, shown translated
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
        _copy_fields(self, new)

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
        for pile in (new.men_stack, new.women_stack, new.task_pile):
            pile.sort()  # the redeal depends only on what `player` sees, not on the true order
            shuffle(rng, pile)
        new.rng_seed = rng.getrandbits(SEED_BITS)
        new.touch()  # the legal actions may depend on the redealt hands
        return new

    def _redeal_hands(self, seats: list[int], rng: Any) -> None:
        """Shuffle these seats' god cards with the deck and deal each seat as many as before."""
        pool = list(self.deck)
        for q in seats:
            for c, k in enumerate(self.hand[q]):
                pool += [c] * k
        pool.sort()  # canonical before the shuffle: the redeal depends only on what is known
        shuffle(rng, pool)
        for q in seats:
            hand = [0] * len(COLOURS)
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
            if f[0] == PAY:
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
_OVER = int(Phase.OVER)  # a plain int: an enum member's look-up costs 4 times a global's
_NEXT = (S._next_starting_hut, S._next_die, S._next_men_and_women, S._next_jewel, S._next_task,
         S._next_new_task, S._next_final_tasks)
assert len(_LEGAL) == len(_APPLY) == len(KINDS)


def _roll(rng: Any, n: int) -> list[int]:
    """`sorted(rng.randint(1, 6) for _ in range(n))`, the same draws without random.py's three
    Python calls a die: CPython's `randint(1, 6)` is 1 + `_randbelow(6)`, rejection sampling on
    `getrandbits(3)` (as core/rng.py's `shuffle`; tests/borabora/test_borabora_dice.py)."""
    if type(rng) is not random.Random:  # a subclass may draw otherwise
        return sorted([rng.randint(1, DIE_FACES) for _ in range(n)])
    getrandbits, k = rng.getrandbits, DIE_FACES.bit_length()
    out = []
    for _ in range(n):
        r = getrandbits(k)
        while r >= DIE_FACES:
            r = getrandbits(k)
        out.append(r + 1)
    out.sort()
    return out


# -- serialisation shapes ------------------------------------------------------------------------

def _copy_fields(state: BoraBoraState, new: BoraBoraState) -> None:
    """Every field of `state` into `new` (no instance dict for them: slots, or C fields
    compiled), the mutable ones copied. A module function: state.pxd types it."""
    # shared, never changed after setup: board, tile_of, fish, jewel_layout
    new.board, new.tile_of, new.fish, new.jewel_layout = (
        state.board, state.tile_of, state.fish, state.jewel_layout)
    new.round, new.phase, new.turn, new.clock = state.round, state.phase, state.turn, state.clock
    new.temple_gods, new.god_tiles_gone, new.tiles_gone, new.tasks_boxed = (
        state.temple_gods, state.god_tiles_gone, state.tiles_gone, state.tasks_boxed)
    copy = list.copy
    new.stack = state.stack[:]
    new.men_board = state.men_board[:]
    new.women_board = state.women_board[:]
    new.men_stack = state.men_stack[:]
    new.women_stack = state.women_stack[:]
    new.slid = state.slid[:]
    new.tasks = list(map(copy, state.tasks))
    new.task_display = state.task_display[:]
    new.task_pile = state.task_pile[:]
    new.task_done = state.task_done[:]
    new.jewel_owner = state.jewel_owner[:]
    new.deck = state.deck[:]
    new.display = state.display[:]
    new.discard = state.discard[:]
    new.hand = list(map(copy, state.hand))
    new.score = state.score[:]
    new.offerings = state.offerings[:]
    new.shells = state.shells[:]
    new.priests = state.priests[:]
    new.god_tiles = state.god_tiles[:]
    new.dice = list(map(copy, state.dice))
    new.grid = list(map(copy, state.grid))
    new.huts12 = state.huts12[:]
    new.ceremony = list(map(copy, state.ceremony))
    new.built = list(map(copy, state.built))
    new.spare = list(map(copy, state.spare))
    new.present = state.present[:]
    new.fished = state.fished[:]
    new.status = state.status[:]
    new.stamp = state.stamp[:]
    new.order = state.order[:]
    new.site = state.site[:]
    new.temple = state.temple[:]
    new.tile_low = state.tile_low[:]
    new.placed = state.placed[:]
    new.final = state.final[:]


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
