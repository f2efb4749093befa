"""The rules of Teotihuacan: City of Gods (spec `shared/rules/teotihuacan.md`).

The state is plain lists and ints. Workers are dice: colour c owns dice 4c..4c+3 (players are
colours 0..n−1 in seat order, seat 0 holding Player Order token "1"; neutral colours follow).
A die is on board `wboard` (1..8), on the Ascension circle (0) or in hand during setup (−1);
`wlock` is the worship space it is locked on, or −1 in the general area.

Pending decisions and automatic steps share one stack of plain tuples `(kind, seat, ...)`:
decision frames wait for the seat on top to choose; automatic frames run inside `apply`.
A resolution pushes its continuation first, then acts, so the choices its effects raise sit
on top and are settled before the rest of the move. A decision with a single legal action is
resolved automatically (and logged when it matters), so seats are asked only real questions.

Solo (players=1, spec §7.3): the Teotibot is colour 1, after the human's colour 0; the per-colour
stocks (`cocoa`, `vp`, `res`, temples, tracks, Discovery tiles, Technologies) have `nplay` = 2
entries, and `bot` names its colour (−1 with 2–4 players). It never decides: its turn is an
automatic frame that `teotibot.py` resolves inside `apply`, writing each step to the log. The
action pyramid, the Direction tiles and the last roll are the solo fields `apyr`, `dirs`, `roll`
(with `nobles_right` and `discard`: `_SOLO_FIELDS`).

Options (documented in `TeotihuacanGame.options`) are read by the rules they change, where
the resolutions of the spec's §9 are written too.

This file holds the setup, the turn, the driver, the invariants and the copies. The rest are
mixins of the state class, split by phase or concern: the three actions (§4.3–§4.5, Royal
tiles) in actions_main.py, power-ups, Ascension, tracks and Discovery tiles (§4.6–§4.11) in
progress.py, the calendar and Eclipses (§3.3–§3.5, §5.1) in eclipses.py, notation, prompts,
views and persistence in protocol.py; the frame kinds they share are in frames.py.
"""

from __future__ import annotations

from typing import Any

from meeple.core import TERMINAL, BadOption, State
from meeple.core.rng import below, chance_mt, choice, sample, shuffle
from meeple.games.teotihuacan import actions as A
from meeple.games.teotihuacan import data as D
from meeple.games.teotihuacan import teotibot as T
from meeple.games.teotihuacan.actions import DOUBLE, NO_DOUBLE, PLACE, START_TILE
from meeple.games.teotihuacan.actions_main import (
    COMPILED,
    ThreeActions,
    _colour_count,
    _legal_action,
)
from meeple.games.teotihuacan.data import (
    AVENUE_DEAL,
    AVENUE_MAX,
    BONUS_TILES,
    BUILDINGS,
    CIRCLE_POWER,
    CONSTRUCTION,
    CONSTRUCTION_POSITION,
    D_DOUBLE_MOVE,
    D_FREE_COCOA,
    D_MOVE_ANYWHERE,
    DARK_DISC,
    DECO_SPACES,
    DECORATION_DISPLAY,
    DECORATION_TILES,
    DECORATIONS,
    DISCOVERY_COPIES,
    DISCOVERY_KINDS,
    DRAFT_DISPLAY,
    FIRST_GAME_BONUSES,
    FIRST_GAME_RING,
    FIRST_GAME_ROYALS,
    FIRST_GAME_STARTS,
    FIRST_GAME_TECH_INDEX,
    FIRST_GAME_TECHS,
    FOREST,
    LEVEL_START,
    MAJOR_DEAL_OFFSET,
    MAX_POWER,
    NEUTRAL_COLOURS,
    NEUTRAL_START_TILES,
    NEUTRAL_WORKERS,
    NVP,
    PALACE,
    PREBUILT,
    PYRAMID_BASE,
    PYRAMID_DISPLAY,
    PYRAMID_POSITIONS,
    PYRAMID_TILES,
    PYRAMID_TRACK_MAX,
    ROYAL_CATEGORIES,
    SHUFFLED_POSITIONS,
    SLOT_BOARDS,
    SOLO_TABLE_PLAYERS,
    ST_ANY,
    ST_AVENUE,
    ST_BOARDS,
    ST_COCOA,
    ST_DISCOVERY,
    ST_GOLD,
    ST_POWERUPS,
    ST_STONE,
    ST_TECH,
    ST_TEMPLES,
    ST_WOOD,
    START_COCOA,
    START_TILES,
    STARTING_POWER,
    STARTING_TILES,
    STARTING_TILES_DEALT,
    STARTING_TILES_KEPT,
    STARTING_WORKERS,
    TECH_DISPLAY,
    TECHNOLOGIES,
    TEMPLE_NAMES,
    TEMPLE_TOP,
    WORSHIP_BOARDS,
    WORSHIP_SPACES,
)
from meeple.games.teotihuacan.frames import (  # noqa: F401 (re-exported for the other modules and tests)
    A_BOT_TURN,
    A_CONSTR_END,
    A_ECLIPSE,
    A_ECLIPSE_END,
    A_END_TURN,
    A_MAIN,
    A_REFILL_SLOT,
    A_SETUP_END,
    A_START,
    A_WORSHIP,
    ANY_BOARD,
    DECISIONS,
    F_ACTION,
    F_ASCEND,
    F_CLAIM,
    F_DECO_SPACE,
    F_DECO_TILE,
    F_DEST,
    F_DISCOUNT,
    F_DOUBLE,
    F_DRAFT,
    F_EXTRA,
    F_FREE,
    F_KEEP,
    F_NOBLE_ROW,
    F_ORDER,
    F_PAUSE,
    F_PLACE,
    F_POWER,
    F_PYR_POS,
    F_PYR_ROT,
    F_PYR_TILE,
    F_REPEAT,
    F_RES,
    F_SALARY,
    F_TECH,
    F_TEMPLE,
    F_TURN,
    F_TURN_END,
    F_WOPT,
    IN_HAND,
    MIDTURN,
    PAY_ASCEND,
    PAY_MAIN,
    PAY_UNLOCK,
    PAY_WORSHIP,
    RES_CONVERT,
    RES_GAIN,
    RES_TO_COCOA,
    SRC_AVENUE,
    SRC_START,
    TEMPLE_FREE,
    TEMPLE_PAID,
    WOR_BOTH,
    WOR_EFFECT,
    WOR_EFFECT_THEN_TILE,
    WOR_TILE,
)
from meeple.games.teotihuacan.narrate import log_forced

# action ids and counts read at every turn, as plain globals (C ints in the compiled build)
MOVE, MOVEANY, UNLOCK_FREE, UNLOCK_PAY = A.MOVE, A.MOVEANY, A.UNLOCK_FREE, A.UNLOCK_PAY
USE, END_TURN, DEST = A.USE, A.END_TURN, A.DEST
ANYTIME_FIRST, ANYTIME_COUNT = D.ANYTIME_FIRST, D.ANYTIME_COUNT
USE_ANYTIME = USE + ANYTIME_FIRST
KINDS, MOVE_ANYWHERE, DOUBLE_MOVE = DISCOVERY_KINDS, D_MOVE_ANYWHERE, D_DOUBLE_MOVE
UNLOCK_COST, RING_SIZE, MAX_MOVE, BOARDS, T_PALACE = (D.UNLOCK_COST, D.RING_SIZE, D.MAX_MOVE,
                                                      CONSTRUCTION, D.T_PALACE)
# the frames whose rules are C-typed module functions (below): `_frame_legal` and
# `_frame_apply` call them directly (C calls compiled), the other frames through the tables
K_TURN, K_DEST, K_ACTION = F_TURN, F_DEST, F_ACTION
MIDTURN_BITS = sum(1 << kind for kind in MIDTURN)  # `kind in MIDTURN` as a bit test
# the anytime choices (`_apply`): the paid unlock and the uses of the anytime tiles
ANYTIME_ACTIONS = frozenset([UNLOCK_PAY] + list(range(USE, END_TURN)))
assert MAX_MOVE == 3  # (`_legal_dest` unrolls the boards ahead)
KEY_STRIDE = MAX_POWER + 1  # a die's key in `_legal_turn`: board * KEY_STRIDE + power


class SetupAndTurn(ThreeActions):
    """The setup, the turn, the driver, the invariants and the copies: the last link of
    `TeotihuacanState`'s chain of bases (an extension type in the compiled build, state.pxd),
    so its methods read the fields (`Protocol`) as C fields."""

    __slots__ = ()

    # -- setup (spec §2) --------------------------------------------------------------------

    def _setup(self) -> None:
        """§2: boards, tiles, players; then the starting decisions or the first turn."""
        opts = self.options
        if opts["first_game"] and opts["start_draft"]:
            raise BadOption("teotihuacan: start_draft needs the normal setup (first_game=False)")
        self._set_colours()
        n = self.nplay
        self.ncol = n + NEUTRAL_COLOURS[self.num_players]
        nw = 4 * self.ncol
        self.wboard = [0] * nw
        self.wpower = [STARTING_POWER] * nw
        self.wlock = [-1] * nw
        self.worship = [-1] * WORSHIP_SPACES
        self.cocoa = list(START_COCOA[self.num_players])
        self.vp = [0] * n
        self.vpby = [0] * (NVP * n)  # the VP by category (`score_breakdown`)
        self.res = [0] * (3 * n)
        self.temple = [0] * (3 * n)
        self.avenue = [0] * n
        self.ptrack = [0] * n
        self.disc = [0] * (DISCOVERY_KINDS * n)
        self.used = [0] * (DISCOVERY_KINDS * n)
        self.anytime_held = [0] * n  # anytime tiles held, per colour (`_anytime_counts`)
        self.techs = [0] * n  # bitmask of Technology display slots carrying the seat's marker
        self.tech_owners = [0] * TECH_DISPLAY  # bitmask of seats per display slot
        self.tech_ids = [0] * n  # the same markers as a bitmask of Technology ids
        self.light = 0
        self.dark = DARK_DISC[n][0]
        self.eclipses = 0
        self.countdown = -1  # Last-Player turn ends left before the triggered Eclipse
        self.final = False
        self.completed = False  # the Pyramid was completed
        self.buildings = 0
        self.nobles = [0, 0, 0]
        self.nobles_right = [0, 0, 0]  # solo: spaces the Teotibot filled from a row's right end
        self.grid = list(PYRAMID_BASE)
        self.pyr = [-1] * PYRAMID_POSITIONS
        self.deco = [-1] * DECO_SPACES
        self.turn = 0
        self.stack: list[tuple] = []
        self.over = False
        self.start_tiles: list[list[int]] = [[] for _ in range(self.num_players)]
        self.start_draws = [-1] * STARTING_TILES  # Discovery kind drawn for each Starting tile
        self.draft: list[int] = []
        self.start_pool: list[int] = []  # Starting tiles not dealt, during the setup
        rng, self.rng_seed = chance_mt(self.rng_seed)
        self._setup_boards(rng)
        self._setup_discoveries(rng)
        if self.bot >= 0:
            T.setup(self, rng)
        if opts["first_game"]:
            self._setup_first_game()
            self._place_neutrals(rng, list(range(STARTING_TILES)))
            self._begin_turn(0)
        else:
            self._setup_starting_tiles(rng)
        self._run()

    def _set_colours(self) -> None:
        """Colours with stocks: the seats, plus the Teotibot in solo (spec §7.3.1)."""
        if self.num_players == 1:
            self.bot = 1
            self.nplay = 2
            self.bot_diff = T.difficulty(self.options)
        else:
            self.bot = -1
            self.nplay = self.num_players
            self.bot_diff = ()

    def _setup_boards(self, rng: Any) -> None:
        """§2.1 steps 2–10 (§2.2 for the first game): ring, tiles, stacks, pre-built pyramid."""
        if self.options["first_game"]:
            self.ring = list(FIRST_GAME_RING)
            self.royals = list(FIRST_GAME_ROYALS)
            self.tech_display = list(FIRST_GAME_TECHS)
            self.bonuses = list(FIRST_GAME_BONUSES)
        else:
            ring = [PALACE] * RING_SIZE
            ring[CONSTRUCTION_POSITION] = CONSTRUCTION
            boards = list(range(FOREST, DECORATIONS + 1))
            shuffle(rng, boards)
            for position, board in zip(SHUFFLED_POSITIONS, boards, strict=True):
                ring[position] = board
            self.ring = ring
            self.royals = [choice(rng, cat) for cat in ROYAL_CATEGORIES]
            self.tech_display = sorted(sample(rng, range(TECHNOLOGIES), TECH_DISPLAY))
            self.bonuses = sample(rng, range(BONUS_TILES), len(TEMPLE_NAMES))
        self.where = [0] * 9
        for position, board in enumerate(self.ring):
            self.where[board] = position
        self.deco_stack = list(range(len(DECORATION_TILES)))
        shuffle(rng, self.deco_stack)
        self.deco_display = [self.deco_stack.pop() for _ in range(DECORATION_DISPLAY)]
        self.pyr_stack = list(range(len(PYRAMID_TILES)))
        shuffle(rng, self.pyr_stack)
        self.pyr_display = [self.pyr_stack.pop() for _ in range(PYRAMID_DISPLAY)]
        self._prebuild_pyramid(rng)

    def _prebuild_pyramid(self, rng: Any) -> None:
        """§2.1 step 10, §6.B.12: random tiles, random rotations, no VP and no track steps."""
        patterns = PREBUILT[self.num_players]
        base, level2 = patterns[below(rng, len(patterns))] if self.options["random_pyramid"] \
            else patterns[0]
        positions = list(base) + [LEVEL_START[1] + 3 * i + j for i, j in level2]
        for position in positions:
            self._lay_tile(position, self.pyr_stack.pop(), below(rng, 4))

    def _setup_discoveries(self, rng: Any) -> None:
        """§2.1 steps 11–14: the stack, the 5 worship slots, the Avenue and the major steps."""
        stack = [k for k in range(DISCOVERY_KINDS) for _ in range(DISCOVERY_COPIES[k])]
        shuffle(rng, stack)
        self.disc_stack = stack
        self.slots = [stack.pop() for _ in SLOT_BOARDS]
        self.avenue_tiles = [[stack.pop() for _ in range(k)] for k in AVENUE_DEAL]
        n = max(self.num_players, SOLO_TABLE_PLAYERS)
        self.major = [[stack.pop() for _ in range(n + off)] for off in MAJOR_DEAL_OFFSET]

    def _setup_first_game(self) -> None:
        """§2.3 step 6: the fixed starts of order tokens 1..n."""
        for seat in range(self.num_players):
            cocoa, wood, stone, gold, temples, avenue, tech, workers = FIRST_GAME_STARTS[seat]
            self.cocoa[seat] += cocoa
            self._gain_resources(seat, wood, stone, gold)
            for temple, resource in temples:
                self._advance_temple(seat, temple, fixed_resource=resource)
            for _ in range(avenue):
                self._advance_avenue(seat)
            if tech:
                self._take_technology(seat, FIRST_GAME_TECH_INDEX)
            for slot, (board, power) in enumerate(workers):
                self.wboard[4 * seat + slot] = board
                self.wpower[4 * seat + slot] = power
            self._put_on_circle(seat)

    def _put_on_circle(self, seat: int) -> None:
        """§2.3 steps 6–7: the 4th die waits on the Ascension circle at power 3."""
        self.wboard[4 * seat + 3] = 0
        self.wpower[4 * seat + 3] = CIRCLE_POWER

    def _setup_starting_tiles(self, rng: Any) -> None:
        """§2.3 step 7 (§7.1 for the draft): deal the tiles and draw their Discovery tiles."""
        n = self.num_players
        tiles = list(range(len(START_TILES)))
        shuffle(rng, tiles)
        for seat in range(n):
            self._put_on_circle(seat)
            for slot in range(STARTING_WORKERS):
                self.wboard[4 * seat + slot] = IN_HAND
        if self.options["start_draft"]:
            self.draft = sorted(tiles[:DRAFT_DISPLAY[n]])
            dealt = self.draft
            rest = tiles[DRAFT_DISPLAY[n]:]
        else:
            for seat in range(n):
                hand = tiles[STARTING_TILES_DEALT * seat:STARTING_TILES_DEALT * (seat + 1)]
                self.start_tiles[seat] = sorted(hand)
            dealt = tiles[:STARTING_TILES_DEALT * n]
            rest = tiles[STARTING_TILES_DEALT * n:]
        for tile in sorted(dealt):
            if START_TILES[tile][ST_DISCOVERY]:
                self.start_draws[tile] = self.disc_stack.pop()
        self.start_pool = sorted(rest)  # the neutral dice come from these (`_setup_end`)
        self.stack.append((A_SETUP_END,))
        for seat in reversed(range(n)):
            self.stack.append((A_START, seat))
        if self.options["start_draft"]:
            order = list(range(n)) + list(reversed(range(n)))
            for seat in reversed(order):
                self.stack.append((F_DRAFT, seat))
        else:
            for seat in reversed(range(n)):
                self.stack.append((F_KEEP, seat))
                self.stack.append((F_KEEP, seat))

    def _place_neutrals(self, rng: Any, pool: list[int]) -> None:
        """§2.3 step 8, §5.1 step 7: each neutral colour's 3 dice go to the first 3 distinct
        boards shown on 2 random Starting tiles (from `pool`)."""
        for colour in range(self.nplay, self.ncol):
            drawn = sample(rng, pool, NEUTRAL_START_TILES)
            boards: list[int] = []
            for tile in drawn:
                for board in START_TILES[tile][ST_BOARDS]:
                    if board not in boards:
                        boards.append(board)
            for slot in range(NEUTRAL_WORKERS):
                self.wboard[4 * colour + slot] = boards[slot]
            self.wboard[4 * colour + 3] = 0

    def _start_benefits(self, seat: int) -> None:
        """§2.3 step 7: the benefits of the 2 kept Starting tiles, then the worker placement.

        Resources and cocoa come first, so they can pay for the tiles' Discovery tiles, which
        are claimed last (resolution: the seeds give no order)."""
        stack = self.stack
        kept = self.start_tiles[seat]
        boards = sorted({b for t in kept for b in START_TILES[t][ST_BOARDS]})
        stack.append((F_PLACE, seat, tuple(boards), 0))
        for tile in kept:
            info = START_TILES[tile]
            if info[ST_DISCOVERY]:
                stack.append((F_CLAIM, seat, SRC_START, tile, -1, 0))
        powerups = sum(START_TILES[t][ST_POWERUPS] for t in kept)
        if powerups:
            stack.append((F_POWER, seat, IN_HAND, powerups, 0, 0))
        for tile in kept:
            self._start_tile_benefits(seat, tile)

    def _start_tile_benefits(self, seat: int, tile: int) -> None:
        """§6.A.5: one Starting tile's cocoa, resources, temple, Avenue and Technology."""
        info = START_TILES[tile]
        self.cocoa[seat] += info[ST_COCOA]
        self._gain_resources(seat, info[ST_WOOD], info[ST_STONE], info[ST_GOLD])
        if info[ST_ANY]:
            self.stack.append((F_RES, seat, info[ST_ANY], RES_GAIN, 0))
        for temple in info[ST_TEMPLES]:
            self._advance_temple(seat, temple)
        for _ in range(info[ST_AVENUE]):
            self._advance_avenue(seat)
        if info[ST_TECH]:
            self._starting_technology(seat)

    def _starting_technology(self, seat: int) -> None:
        """§2.3 step 7, §9.2.8: the lowest-numbered Technology the seat lacks, free; no 3 VP to
        earlier owners; the column's temple advance with its reward."""
        for index in range(TECH_DISPLAY):
            if not self.techs[seat] >> index & 1:
                self._take_technology(seat, index)
                return

    def _setup_end(self) -> None:
        """§2.3 steps 8–9, once every seat has placed its dice (step 7): the neutral dice,
        from 2 Starting tiles nobody was dealt ([P]: the dealt tiles not kept are already
        back in the box); then unclaimed Discovery tiles go back into the stack, reshuffled."""
        rng, self.rng_seed = chance_mt(self.rng_seed)
        self._place_neutrals(rng, self.start_pool)
        for tile in range(STARTING_TILES):
            kind = self.start_draws[tile]
            if kind >= 0:
                self.disc_stack.append(kind)
                self.start_draws[tile] = -1
        shuffle(rng, self.disc_stack)
        self.start_tiles = [[] for _ in range(self.num_players)]
        self.draft = []
        self.start_pool = []
        self._begin_turn(0)

    # -- the turn (spec §3.2, §4.2) -----------------------------------------------------------

    def _begin_turn(self, seat: int) -> None:
        """§3.1: the colour's turn; the Teotibot's is resolved automatically (§7.3.3)."""
        self.turn = seat
        if seat == self.bot:
            self.stack.append((A_BOT_TURN, seat))
            return
        self.stack.append((A_END_TURN, seat, 0))
        self.stack.append((F_TURN, seat))

    def _legal_turn_end(self, frame: tuple) -> list[int]:
        """§4.11, §4.14, §9.2.22: anytime Discovery tiles and the paid unlock stay open
        until the end of the turn."""
        return _anytime_choices(self, frame[1], None) + [END_TURN]

    def _apply_turn_end(self, frame: tuple, action: int) -> None:
        """End the turn (the anytime choices are applied by `_apply`)."""

    def _can_pay(self, seat: int, amount: int) -> bool:
        """A payment outside D-FreeCocoa's listed transactions (the 3-cocoa unlock, the
        Ascension's two temples): in cocoa, or with `free_cocoa_wider` by that tile."""
        return self.cocoa[seat] >= amount or (
            self.options["free_cocoa_wider"]
            and self.disc[DISCOVERY_KINDS * seat + D_FREE_COCOA] > 0)

    def _pay_unlock(self, seat: int) -> None:
        """§4.1: pay 3 cocoa (or, with `free_cocoa_wider`, maybe D-FreeCocoa), unlock all."""
        self._unlock_all(seat)
        self._pay(seat, UNLOCK_COST, PAY_UNLOCK, None, self.options["free_cocoa_wider"])

    def _unlock_all(self, seat: int) -> None:
        """§4.1: each locked die goes to the general area of its own board."""
        for w in range(4 * seat, 4 * seat + 4):
            space = self.wlock[w]
            if space >= 0:
                self.wlock[w] = -1
                self.worship[space] = -1

    def _partners(self, w: int) -> list[int]:
        """D-DoubleMove: the seat's other unlocked dice on the same board (one per power)."""
        seat, board = w // 4, self.wboard[w]
        out, seen = [], []
        for v in range(4 * seat, 4 * seat + 4):
            if v != w and self.wboard[v] == board and self.wlock[v] < 0 \
                    and self.wpower[v] not in seen:
                seen.append(self.wpower[v])
                out.append(v)
        return out

    def _legal_double(self, frame: tuple) -> list[int]:
        return [DOUBLE + v % 4 for v in self._partners(frame[2])] + [NO_DOUBLE]

    def _apply_double(self, frame: tuple, action: int) -> None:
        seat, w, anywhere = frame[1], frame[2], frame[3]
        self.stack.pop()  # the F_DEST pushed under this frame
        second = -1
        if action != NO_DOUBLE:
            second = 4 * seat + action - DOUBLE
            self._use_discovery(seat, D_DOUBLE_MOVE)
        self.stack.append((F_DEST, seat, w, anywhere, second))

    # -- setup decisions (spec §2.3 step 7, §7.1) ----------------------------------------------

    def _legal_keep(self, frame: tuple) -> list[int]:
        return [START_TILE + t for t in self.start_tiles[frame[1]] if t >= 0]

    def _apply_keep(self, frame: tuple, action: int) -> None:
        """Keep one of the dealt tiles (twice); after the 2nd, the rest go back."""
        seat = frame[1]
        tile = action - START_TILE
        hand = self.start_tiles[seat]
        # Kept tiles are stored as −1 − tile until both are chosen.
        hand[hand.index(tile)] = -1 - tile
        kept = [-1 - t for t in hand if t < 0]
        if len(kept) == STARTING_TILES_KEPT:
            for t in hand:
                if t >= 0 and self.start_draws[t] >= 0:
                    self.disc_stack.append(self.start_draws[t])
                    self.start_draws[t] = -1
            self.start_tiles[seat] = sorted(kept)

    def _legal_draft(self, frame: tuple) -> list[int]:
        return [START_TILE + t for t in self.draft]

    def _apply_draft(self, frame: tuple, action: int) -> None:
        tile = action - START_TILE
        self.draft.remove(tile)
        self.start_tiles[frame[1]].append(tile)
        self.start_tiles[frame[1]].sort()

    def _hand(self, seat: int) -> list[int]:
        """The seat's starting dice still in hand, highest power first."""
        hand = [w for w in range(4 * seat, 4 * seat + 3) if self.wboard[w] == IN_HAND]
        hand.sort(key=lambda w: -self.wpower[w])
        return hand

    def _legal_place(self, frame: tuple) -> list[int]:
        """The highest die in hand goes on a free board; equal dice take boards in rising
        order (the order of identical dice does not matter)."""
        seat, boards, floor = frame[1], frame[2], frame[3]
        hand = self._hand(seat)
        taken = [self.wboard[w] for w in range(4 * seat, 4 * seat + 3)]
        free = [b for b in boards if b not in taken]
        # (lists, not generators: a generator object costs more, compiled, than its loop)
        top = self.wpower[hand[0]]
        alike = len([w for w in hand if self.wpower[w] == top])
        return [PLACE + b for b in free
                if b > floor and len([c for c in free if c > b]) >= alike - 1]

    def _apply_place(self, frame: tuple, action: int) -> None:
        """§2.3 step 7: the 3 starting dice go to 3 different boards from the kept tiles."""
        seat, boards = frame[1], frame[2]
        hand = self._hand(seat)
        board = action - PLACE
        self.wboard[hand[0]] = board
        if len(hand) > 1:
            floor = board if self.wpower[hand[1]] == self.wpower[hand[0]] else 0
            self.stack.append((F_PLACE, seat, boards, floor))

    # -- the driver -----------------------------------------------------------------------------------

    def _run(self) -> None:
        """Run automatic frames and single-choice decisions until a seat must choose."""
        self._apply(-1)

    def _apply(self, action: int) -> None:
        """Apply `action` to the decision on top (-1: none, `_run`), then run automatic
        frames and single-choice decisions until a seat must choose. (One function with
        `_run`: a call less for each decision.)"""
        stack = self.stack
        if action >= 0:
            if action in ANYTIME_ACTIONS:
                # An anytime choice (legal on F_TURN, F_TURN_END and the MIDTURN frames)
                # acts at once; the decision on top waits and is asked again.
                seat = stack[-1][1]
                if action == UNLOCK_PAY:
                    self._pay_unlock(seat)
                else:
                    self._use_anytime(seat, action - USE)
            else:  # (`_frame_apply`, without its call)
                frame = stack.pop()
                kind = frame[0]
                if kind == K_DEST:
                    _apply_dest(self, frame, action)
                elif kind == K_TURN:
                    _apply_turn(self, frame, action)
                else:
                    _APPLY[kind](self, frame, action)
        while stack:
            frame = stack[-1]
            kind = frame[0]
            if kind < DECISIONS:
                # (`_frame_legal`'s dispatch of the commonest frames, without its call)
                if kind == K_TURN:
                    legal = _legal_turn(self, frame)
                elif kind == K_ACTION:
                    legal = _legal_action(self, frame)
                elif kind == K_DEST:
                    legal = _legal_dest(self, frame)
                else:
                    legal = _frame_legal(self, frame)
                if len(legal) > 1:
                    self._legal = legal
                    return
                # a pause or turn end left alone has nothing left to use: no line for it
                if kind != F_PAUSE and kind != F_TURN_END and not self._muted:
                    log_forced(self, frame, legal[0])
                stack.pop()
                _frame_apply(self, frame, legal[0])
                continue
            stack.pop()
            # (the commonest first: a chain of tests costs less than a table's calls)
            if kind == A_END_TURN:
                self._end_turn(frame[1], frame[2])
            elif kind == A_BOT_TURN:
                T.take_turn(self)
                self._end_turn(frame[1], 1)
            elif kind == A_MAIN:
                self._main_action(frame[1], frame[2], frame[3])
            elif kind == A_WORSHIP:
                self._resolve_worship(frame[1], frame[2], frame[3], frame[4])
            elif kind == A_REFILL_SLOT:
                self._take_slot_tile(frame[1], frame[2], frame[3])
            elif kind == A_CONSTR_END:
                self._construction_end(frame[1], frame[2])
            elif kind == A_START:
                self._start_benefits(frame[1])
            elif kind == A_SETUP_END:
                self._setup_end()
            elif kind == A_ECLIPSE:
                self._eclipse(frame[1])
            elif kind == A_ECLIPSE_END:
                self._eclipse_end(frame[1])
        self._legal = []

    def _legal_actions(self) -> list[int]:
        if not self.stack:
            return []
        return _frame_legal(self, self.stack[-1])

    def _anytime(self, seat: int, locked: bool | None = None) -> list[int]:
        """§4.1, §4.11: the 3-cocoa unlock and the anytime Discovery tiles (`_anytime_choices`)."""
        return _anytime_choices(self, seat, locked)

    def _anytime_open(self, seat: int) -> bool:
        """Whether `_anytime(seat)` has a choice, without making the list (asked at every
        turn's end): a locked die and the 3 cocoa to unlock it, or an anytime tile held."""
        wlock, w = self.wlock, 4 * seat
        if (wlock[w] >= 0 or wlock[w + 1] >= 0 or wlock[w + 2] >= 0 or wlock[w + 3] >= 0) and (
                self.cocoa[seat] >= UNLOCK_COST or self._can_pay(seat, UNLOCK_COST)):
            return True
        return self.anytime_held[seat] > 0

    # -- protocol: questions ---------------------------------------------------------------------

    def current_player(self) -> int:
        return self.stack[-1][1] if self.stack else TERMINAL

    def is_terminal(self) -> bool:
        return self.over

    def scores(self) -> list[int]:
        """The seats' VP (solo: the human's only; the Teotibot's is in `bot_score()`)."""
        return self.vp[:self.num_players]

    def automa_scores(self) -> dict[str, int]:
        """Solo: the Teotibot's VP (it is not a seat, so `scores()` leaves it out)."""
        return {"Teotibot": self.bot_score()} if self.bot >= 0 else {}

    def bot_score(self) -> int:
        """Solo: the Teotibot's VP."""
        return self.vp[self.bot] if self.bot >= 0 else 0

    def winners(self) -> list[int]:
        """§3.5: most VP, then most cocoa, then the lowest order token (dark variant:
        the highest). Solo (§7.3.7): [0] only with strictly more VP than the Teotibot."""
        if not self.over:
            return []
        if self.bot >= 0:
            return [0] if self.vp[0] > self.vp[self.bot] else []
        sign = 1 if self.options["dark_eclipse"] else -1
        best = max(range(self.num_players), key=lambda p: (self.vp[p], self.cocoa[p], sign * p))
        return [best]

    # -- invariants ------------------------------------------------------------------------------

    def invariant_errors(self) -> list[str]:
        errors = []
        n = self.nplay
        for name in ("cocoa", "vp", "res", "disc", "used", "avenue", "ptrack"):
            if min(getattr(self, name)) < 0:
                errors.append(f"negative {name}: {getattr(self, name)}")
        counts = [0] * DISCOVERY_KINDS
        discarded = self.discard if self.bot >= 0 else []
        for kind in self.disc_stack + self.slots + [k for p in self.avenue_tiles for k in p] \
                + [k for p in self.major for k in p] + self.start_draws + discarded:
            if kind >= 0:
                counts[kind] += 1
        for i, c in enumerate(self.disc):
            counts[i % DISCOVERY_KINDS] += c + self.used[i]
        if counts != list(DISCOVERY_COPIES):
            errors.append(f"discovery tiles not conserved: {counts}")
        if self.anytime_held != self._anytime_counts():
            errors.append(f"anytime tiles held {self.anytime_held}: {self._anytime_counts()}")
        placed = sum(1 for t in self.pyr if t >= 0)
        shown = sum(1 for t in self.pyr_display if t >= 0)
        if placed + shown + len(self.pyr_stack) != len(PYRAMID_TILES):
            errors.append("pyramid tiles not conserved")
        decos = sum(1 for t in self.deco if t >= 0) + sum(1 for t in self.deco_display if t >= 0)
        if decos + len(self.deco_stack) != len(DECORATION_TILES):
            errors.append("decoration tiles not conserved")
        if sum(self.nobles) + sum(self.nobles_right) != self.buildings \
                or self.buildings > BUILDINGS or min(self._row_space(r) for r in range(3)) < 0:
            errors.append("buildings not conserved")
        for space, w in enumerate(self.worship):
            if w >= 0 and (self.wlock[w] != space or self.wboard[w] != WORSHIP_BOARDS[space]):
                errors.append(f"worship space {space} holds die {w} inconsistently")
        for w, space in enumerate(self.wlock):
            if space >= 0 and self.worship[space] != w:
                errors.append(f"die {w} locked on {space} but not there")
            if not 1 <= self.wpower[w] <= MAX_POWER:
                errors.append(f"die {w} has power {self.wpower[w]}")
            if w >= 4 * n and space >= 0:
                errors.append(f"neutral die {w} locked")
        for t in range(3):
            tops = sum(1 for p in range(n) if self.temple[3 * p + t] == TEMPLE_TOP)
            if tops > 1 or max(self.temple[3 * p + t] for p in range(n)) > TEMPLE_TOP:
                errors.append(f"temple {t} top shared or overrun")
        if max(self.avenue) > AVENUE_MAX or max(self.ptrack) > PYRAMID_TRACK_MAX:
            errors.append("track overrun")
        if not 0 <= self.light <= self.dark:
            errors.append("light disc past the dark disc")
        for index, owners in enumerate(self.tech_owners):
            for p in range(n):
                if (owners >> p & 1) != (self.techs[p] >> index & 1):
                    errors.append(f"technology {index} markers inconsistent")
        if self.bot >= 0:
            # the displays slide once an action is over: check them between turns only
            between_turns = bool(self.stack) and self.stack[-1][0] == F_TURN
            errors += T.invariant_errors(self, between_turns)
        return errors

    # -- protocol: copies --------------------------------------------------------------------------

    def _copy_mutable(self, new: State) -> None:
        _copy_fields(self, new)

    def clone(self) -> State:
        """`State.clone` without its look for an instance dict (none here: its getattr raised
        and caught an AttributeError, ~2,500 instructions a copy compiled; the levels' bot
        copies a dozen states an iteration). A subclass keeps `State.clone`."""
        cls = type(self)
        if cls is not TeotihuacanState:
            return State.clone(self)
        new = cls.__new__(cls)
        new.game, new.num_players, new.seed, new.options = (
            self.game, self.num_players, self.seed, self.options)
        new.rng_seed, new._history, new._nhistory = self.rng_seed, self._history, self._nhistory
        new._log, new._muted, new._legal = self._log, self._muted, self._legal
        _copy_fields(self, new)
        return new


class TeotihuacanState(SetupAndTurn):
    """A Teotihuacan position. Field groups: workers (w*), players (per seat), board, flow.

    The fields are slots of the first base `Protocol` (C fields in the compiled build), so
    `clone` copies each field (`_copy_mutable`), not an instance dict. The class itself is a
    Python class in both builds (its rules are its bases'), so it can be patched like any."""

    __slots__ = ()


# -- the turn's decisions and the driver's question, as module functions: C-typed by
# state.pxd in the compiled build (the dispatch tables below list them) ----------------------


def _frame_legal(state: TeotihuacanState, frame: tuple) -> list[int]:
    """The frame's own choices, plus the anytime ones where they are open (MIDTURN)."""
    kind = frame[0]
    if kind == K_TURN:
        return _legal_turn(state, frame)
    if kind == K_ACTION:
        return _legal_action(state, frame)
    if kind == K_DEST:
        return _legal_dest(state, frame)
    legal = _LEGAL[kind](state, frame)
    if MIDTURN_BITS >> kind & 1 and state.stack[0][0] == A_END_TURN:
        extra = _anytime_choices(state, frame[1], None)
        if extra:
            legal = sorted(legal + extra)
    return legal


def _frame_apply(state: TeotihuacanState, frame: tuple, action: int) -> None:
    """Apply the frame's chosen action (its handler in `_APPLY`)."""
    kind = frame[0]
    if kind == K_DEST:
        _apply_dest(state, frame, action)
    elif kind == K_TURN:
        _apply_turn(state, frame, action)
    else:
        _APPLY[kind](state, frame, action)


def _anytime_choices(state: TeotihuacanState, seat: int, locked: bool | None) -> list[int]:
    """§4.1, §4.11: the 3-cocoa unlock (for a locked die: `locked`, when the caller
    knows) and the anytime Discovery tiles the seat holds (sorted)."""
    if locked is None:  # (the seat's 4 dice, unrolled: no call to max() at every turn)
        wlock, w = state.wlock, 4 * seat
        locked = wlock[w] >= 0 or wlock[w + 1] >= 0 or wlock[w + 2] >= 0 or wlock[w + 3] >= 0
    # (the cocoa read first: `_can_pay`'s call only when it falls short)
    out = [UNLOCK_PAY] if locked and (state.cocoa[seat] >= UNLOCK_COST
                                      or state._can_pay(seat, UNLOCK_COST)) else []
    if state.anytime_held[seat]:  # (seldom: one int, not the 10 kinds, at every turn)
        _add_anytime_tiles(state, seat, out)
    return out


def _add_anytime_tiles(state: TeotihuacanState, seat: int, out: list[int]) -> None:
    """Append the uses of the anytime Discovery tiles the seat holds (sorted)."""
    first = KINDS * seat + ANYTIME_FIRST
    if COMPILED:  # C reads (a slice and a list comprehension cost more compiled)
        disc = state.disc
        for i in range(ANYTIME_COUNT):
            if disc[first + i]:
                out.append(USE_ANYTIME + i)
        return
    held = state.disc[first:first + ANYTIME_COUNT]
    out += [USE_ANYTIME + i for i, n in enumerate(held) if n]


def _legal_turn(state: TeotihuacanState, frame: tuple) -> list[int]:
    """§3.2, §4.2, §4.14: move an unlocked die (deduplicated by board and power), the
    free unlock, the paid unlock, or use an anytime Discovery tile."""
    seat = frame[1]
    out = []
    seen = []  # board * KEY_STRIDE + power of each die listed: a die like one moves the same
    anywhere = state.disc[KINDS * seat + MOVE_ANYWHERE] > 0
    locked = False
    wboard, wlock, wpower = state.wboard, state.wlock, state.wpower
    first = 4 * seat
    move = MOVE - first  # (MOVE + slot is move + w: no slot counted beside w)
    for w in range(first, first + 4):
        board = wboard[w]
        if board <= 0:
            continue
        if wlock[w] >= 0:
            locked = True
            continue
        power = wpower[w]  # (a C long compiled: the key's arithmetic stays in C)
        key = board * KEY_STRIDE + power
        if key in seen:
            continue
        seen.append(key)
        out.append(move + w)
        if anywhere:
            out.append(MOVEANY + w - first)
    if anywhere:
        out.sort()
    out.append(UNLOCK_FREE)
    # `_anytime_choices(state, seat, locked)` (higher ids, sorted), without its call and list
    if locked and (state.cocoa[seat] >= UNLOCK_COST or state._can_pay(seat, UNLOCK_COST)):
        out.append(UNLOCK_PAY)
    if state.anytime_held[seat]:
        _add_anytime_tiles(state, seat, out)
    return out


def _apply_turn(state: TeotihuacanState, frame: tuple, action: int) -> None:
    """Move a die (its destination next), or the free unlock, which ends the turn (the
    anytime choices are applied by `_apply`)."""
    seat = frame[1]
    if action == UNLOCK_FREE:
        state._unlock_all(seat)
        return
    anywhere = action >= MOVEANY
    w = 4 * seat + action - (MOVEANY if anywhere else MOVE)
    if anywhere:
        state._use_discovery(seat, MOVE_ANYWHERE)
    state.stack.append((F_DEST, seat, w, anywhere, -1))
    if state.disc[KINDS * seat + DOUBLE_MOVE] and state._partners(w):
        state.stack.append((F_DOUBLE, seat, w, anywhere))


def _legal_dest(state: TeotihuacanState, frame: tuple) -> list[int]:
    """§4.2: 1–3 boards clockwise; D-MoveAnywhere: any other board."""
    board = state.wboard[frame[2]]
    if frame[3]:
        return [DEST + b for b in range(1, BOARDS + 1) if b != board]
    ring, start = state.ring, state.where[board]
    # (the MAX_MOVE = 3 boards ahead unrolled and sorted by tests: no call of sorted())
    a, b, c = ring[(start + 1) % RING_SIZE], ring[(start + 2) % RING_SIZE], \
        ring[(start + 3) % RING_SIZE]
    if a > b:
        a, b = b, a
    if b > c:
        b, c = c, b
        if a > b:
            a, b = b, a
    return [DEST + a, DEST + b, DEST + c]


def _apply_dest(state: TeotihuacanState, frame: tuple, action: int) -> None:
    """§4.2: move the die (and its D-DoubleMove partner); T-Palace pays on the way."""
    seat, w, second = frame[1], frame[2], frame[4]
    board = action - DEST
    wboard = state.wboard
    colours = _colour_count(wboard, state.wlock, board)
    start = state.where[wboard[w]]
    end = state.where[board]
    # Clockwise travel passes or reaches the Palace (ring position 0) when it wraps.
    if end <= start and state._has_tech(seat, T_PALACE):
        movers = 2 if second >= 0 and state.options["palace_cocoa_per_worker"] else 1
        state.cocoa[seat] += movers
    wboard[w] = board
    if second >= 0:
        wboard[second] = board
    state.stack.append((F_ACTION, seat, board, colours, w, second))


_LEGAL = [None] * DECISIONS
_APPLY = [None] * DECISIONS
for _kind, _name in (
    (F_TURN_END, "turn_end"), (F_DOUBLE, "double"), (F_WOPT, "wopt"), (F_FREE, "free"),
    (F_EXTRA, "extra"), (F_RES, "res"), (F_TEMPLE, "temple"), (F_CLAIM, "claim"),
    (F_POWER, "power"), (F_ASCEND, "ascend"), (F_SALARY, "salary"), (F_TECH, "tech"),
    (F_NOBLE_ROW, "noble_row"), (F_DECO_TILE, "deco_tile"), (F_DECO_SPACE, "deco_space"),
    (F_PYR_TILE, "pyr_tile"), (F_PYR_POS, "pyr_pos"), (F_PYR_ROT, "pyr_rot"),
    (F_DISCOUNT, "discount"), (F_REPEAT, "repeat"), (F_KEEP, "keep"), (F_DRAFT, "draft"),
    (F_PLACE, "place"), (F_ORDER, "order"), (F_PAUSE, "pause"),
):
    _LEGAL[_kind] = getattr(TeotihuacanState, "_legal_" + _name)
    _APPLY[_kind] = getattr(TeotihuacanState, "_apply_" + _name)
# the module functions (C-typed in the compiled build)
_LEGAL[F_TURN], _APPLY[F_TURN] = _legal_turn, _apply_turn
_LEGAL[F_DEST], _APPLY[F_DEST] = _legal_dest, _apply_dest
_LEGAL[F_ACTION], _APPLY[F_ACTION] = _legal_action, TeotihuacanState._apply_action


def _copy_fields(state: TeotihuacanState, new: TeotihuacanState) -> None:
    """Every field of `state` into `new` (no instance dict: slots, or C fields compiled): the
    lists the rules change copied, the others (set once at setup, or replaced whole) shared,
    as the instance dict's copy shared them."""
    new.bot, new.bot_diff, new.nplay, new.ncol = state.bot, state.bot_diff, state.nplay, state.ncol
    new.buildings, new.completed, new.countdown, new.dark = (
        state.buildings, state.completed, state.countdown, state.dark)
    new.eclipses, new.final, new.light, new.over, new.turn = (
        state.eclipses, state.final, state.light, state.over, state.turn)
    new.ring, new.royals, new.tech_display, new.bonuses, new.where = (
        state.ring, state.royals, state.tech_display, state.bonuses, state.where)
    new.wboard = state.wboard.copy()
    new.wpower = state.wpower.copy()
    new.wlock = state.wlock.copy()
    new.worship = state.worship.copy()
    new.cocoa = state.cocoa.copy()
    new.vp = state.vp.copy()
    new.vpby = state.vpby.copy()
    new.res = state.res.copy()
    new.temple = state.temple.copy()
    new.avenue = state.avenue.copy()
    new.ptrack = state.ptrack.copy()
    new.disc = state.disc.copy()
    new.used = state.used.copy()
    new.anytime_held = state.anytime_held.copy()
    new.techs = state.techs.copy()
    new.tech_owners = state.tech_owners.copy()
    new.tech_ids = state.tech_ids.copy()
    new.nobles = state.nobles.copy()
    if state.bot >= 0:  # solo: the Teotibot's fields (unset with 2-4 players)
        new.nobles_right = state.nobles_right.copy()
        new.apyr = state.apyr.copy()
        new.dirs = state.dirs.copy()
        new.roll = state.roll.copy()
        new.discard = state.discard.copy()
    else:
        new.nobles_right = state.nobles_right
    new.grid = state.grid.copy()
    new.pyr = state.pyr.copy()
    new.deco = state.deco.copy()
    new.stack = state.stack.copy()
    new.deco_stack = state.deco_stack.copy()
    new.deco_display = state.deco_display.copy()
    new.pyr_stack = state.pyr_stack.copy()
    new.pyr_display = state.pyr_display.copy()
    new.disc_stack = state.disc_stack.copy()
    new.slots = state.slots.copy()
    new.avenue_tiles = [pile.copy() for pile in state.avenue_tiles]
    new.major = [pile.copy() for pile in state.major]
    if state.draft or state.start_tiles[0]:  # the setup's decisions
        new.start_tiles = [t.copy() for t in state.start_tiles]
        new.start_draws = state.start_draws.copy()
        new.draft = state.draft.copy()
        new.start_pool = state.start_pool.copy()
    else:
        new.start_tiles, new.start_draws, new.draft, new.start_pool = (
            state.start_tiles, state.start_draws, state.draft, state.start_pool)
