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
"""

from __future__ import annotations

from typing import Any

from meeple.core import TERMINAL, BadNotation, BadOption, BadState, IllegalAction, State
from meeple.core.rng import chance
from meeple.games.teotihuacan import actions as A
from meeple.games.teotihuacan import data as D
from meeple.games.teotihuacan import evaluate as E
from meeple.games.teotihuacan import narrate as N
from meeple.games.teotihuacan import teotibot as T
from meeple.games.teotihuacan import validate
from meeple.games.teotihuacan import view as V

# -- frame kinds -----------------------------------------------------------------------------

(F_TURN, F_TURN_END, F_DOUBLE, F_DEST, F_ACTION, F_WOPT, F_FREE, F_EXTRA, F_RES, F_TEMPLE,
 F_CLAIM, F_POWER, F_ASCEND, F_SALARY, F_TECH, F_NOBLE_ROW, F_DECO_TILE, F_DECO_SPACE,
 F_PYR_TILE, F_PYR_POS, F_PYR_ROT, F_DISCOUNT, F_REPEAT, F_KEEP, F_DRAFT, F_PLACE, F_ORDER,
 F_PAUSE) = range(28)
DECISIONS = 28
assert (N._F_RES, N._F_KEEP) == (F_RES, F_KEEP)
# Decisions inside an action where the seat may also use its anytime Discovery tiles and pay
# the 3-cocoa unlock (§4.11, §4.14: "at any time during your turn"): the moments after the
# action began gaining things, where a tile gained (or a payment due) can make a difference.
# Not between picking a die and its destination (one physical move), nor in the middle of
# laying one Pyramid tile. F_TURN and F_TURN_END offer them on their own.
MIDTURN = frozenset((F_CLAIM, F_TEMPLE, F_RES, F_REPEAT, F_POWER, F_ASCEND, F_PYR_TILE,
                     F_PAUSE))
(A_END_TURN, A_MAIN, A_WORSHIP, A_CONSTR_END, A_START, A_SETUP_END, A_ECLIPSE,
 A_ECLIPSE_END, A_REFILL_SLOT, A_BOT_TURN) = range(100, 110)

# F_RES modes: gain a resource; pay one for 2 cocoa (R-ResToCocoa); pay one for R-Convert.
RES_GAIN, RES_TO_COCOA, RES_CONVERT = range(3)
# F_TEMPLE modes: a free advance; a paid one (R-Temple, 1 cocoa each, may stop).
TEMPLE_FREE, TEMPLE_PAID = range(2)
# F_CLAIM sources: 0..3 major steps, 4..6 Avenue steps, 7 a Starting tile's drawn tile (the
# frame names the Starting tile, whose drawn kind is `start_draws[tile]`).
SRC_AVENUE, SRC_START = 4, 7
# F_FREE purposes (what the payment is for; the continuation frame follows it).
PAY_MAIN, PAY_WORSHIP, PAY_UNLOCK, PAY_ASCEND = range(4)
# Worship options (§4.4 step 2): (a) the effect, (b) the tile, (c) both, and (c) once the
# order is settled as the effect first.
WOR_EFFECT, WOR_TILE, WOR_BOTH, WOR_EFFECT_THEN_TILE = range(4)
# F_POWER board values besides 1..8: any unlocked die in play, or the starting dice in hand.
ANY_BOARD, IN_HAND = 0, -1


class TeotihuacanState(State):
    """A Teotihuacan position. Field groups: workers (w*), players (per seat), board, flow."""

    # -- setup (spec §2) --------------------------------------------------------------------

    def _setup(self) -> None:
        """§2: boards, tiles, players; then the starting decisions or the first turn."""
        opts = self.options
        if opts["first_game"] and opts["start_draft"]:
            raise BadOption("teotihuacan: start_draft needs the normal setup (first_game=False)")
        self._set_colours()
        n = self.nplay
        self.ncol = n + D.NEUTRAL_COLOURS[self.num_players]
        nw = 4 * self.ncol
        self.wboard = [0] * nw
        self.wpower = [D.STARTING_POWER] * nw
        self.wlock = [-1] * nw
        self.worship = [-1] * D.WORSHIP_SPACES
        self.cocoa = list(D.START_COCOA[self.num_players])
        self.vp = [0] * n
        self.vpby = [0] * (D.NVP * n)  # the VP by category (`score_breakdown`)
        self.res = [0] * (3 * n)
        self.temple = [0] * (3 * n)
        self.avenue = [0] * n
        self.ptrack = [0] * n
        self.disc = [0] * (D.DISCOVERY_KINDS * n)
        self.used = [0] * (D.DISCOVERY_KINDS * n)
        self.techs = [0] * n  # bitmask of Technology display slots carrying the seat's marker
        self.tech_owners = [0] * D.TECH_DISPLAY  # bitmask of seats per display slot
        self.tech_ids = [0] * n  # the same markers as a bitmask of Technology ids
        self.light = 0
        self.dark = D.DARK_DISC[n][0]
        self.eclipses = 0
        self.countdown = -1  # Last-Player turn ends left before the triggered Eclipse
        self.final = False
        self.completed = False  # the Pyramid was completed
        self.buildings = 0
        self.nobles = [0, 0, 0]
        self.nobles_right = [0, 0, 0]  # solo: spaces the Teotibot filled from a row's right end
        self.grid = list(D.PYRAMID_BASE)
        self.pyr = [-1] * D.PYRAMID_POSITIONS
        self.deco = [-1] * D.DECO_SPACES
        self.turn = 0
        self.stack: list[tuple] = []
        self.over = False
        self.start_tiles: list[list[int]] = [[] for _ in range(self.num_players)]
        self.start_draws = [-1] * D.STARTING_TILES  # Discovery kind drawn for each Starting tile
        self.draft: list[int] = []
        self.start_pool: list[int] = []  # Starting tiles not dealt, during the setup
        rng, self.rng_seed = chance(self.rng_seed)
        self._setup_boards(rng)
        self._setup_discoveries(rng)
        if self.bot >= 0:
            T.setup(self, rng)
        if opts["first_game"]:
            self._setup_first_game()
            self._place_neutrals(rng, list(range(D.STARTING_TILES)))
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
            self.ring = list(D.FIRST_GAME_RING)
            self.royals = list(D.FIRST_GAME_ROYALS)
            self.tech_display = list(D.FIRST_GAME_TECHS)
            self.bonuses = list(D.FIRST_GAME_BONUSES)
        else:
            ring = [D.PALACE] * D.RING_SIZE
            ring[D.CONSTRUCTION_POSITION] = D.CONSTRUCTION
            boards = list(range(D.FOREST, D.DECORATIONS + 1))
            rng.shuffle(boards)
            for position, board in zip(D.SHUFFLED_POSITIONS, boards, strict=True):
                ring[position] = board
            self.ring = ring
            self.royals = [rng.choice(cat) for cat in D.ROYAL_CATEGORIES]
            self.tech_display = sorted(rng.sample(range(D.TECHNOLOGIES), D.TECH_DISPLAY))
            self.bonuses = rng.sample(range(D.BONUS_TILES), len(D.TEMPLE_NAMES))
        self.where = [0] * 9
        for position, board in enumerate(self.ring):
            self.where[board] = position
        self.deco_stack = list(range(len(D.DECORATION_TILES)))
        rng.shuffle(self.deco_stack)
        self.deco_display = [self.deco_stack.pop() for _ in range(D.DECORATION_DISPLAY)]
        self.pyr_stack = list(range(len(D.PYRAMID_TILES)))
        rng.shuffle(self.pyr_stack)
        self.pyr_display = [self.pyr_stack.pop() for _ in range(D.PYRAMID_DISPLAY)]
        self._prebuild_pyramid(rng)

    def _prebuild_pyramid(self, rng: Any) -> None:
        """§2.1 step 10, §6.B.12: random tiles, random rotations, no VP and no track steps."""
        patterns = D.PREBUILT[self.num_players]
        base, level2 = patterns[rng.randrange(len(patterns))] if self.options["random_pyramid"] \
            else patterns[0]
        positions = list(base) + [D.LEVEL_START[1] + 3 * i + j for i, j in level2]
        for position in positions:
            self._lay_tile(position, self.pyr_stack.pop(), rng.randrange(4))

    def _setup_discoveries(self, rng: Any) -> None:
        """§2.1 steps 11–14: the stack, the 5 worship slots, the Avenue and the major steps."""
        stack = [k for k in range(D.DISCOVERY_KINDS) for _ in range(D.DISCOVERY_COPIES[k])]
        rng.shuffle(stack)
        self.disc_stack = stack
        self.slots = [stack.pop() for _ in D.SLOT_BOARDS]
        self.avenue_tiles = [[stack.pop() for _ in range(k)] for k in D.AVENUE_DEAL]
        n = max(self.num_players, D.SOLO_TABLE_PLAYERS)
        self.major = [[stack.pop() for _ in range(n + off)] for off in D.MAJOR_DEAL_OFFSET]

    def _setup_first_game(self) -> None:
        """§2.3 step 6: the fixed starts of order tokens 1..n."""
        for seat in range(self.num_players):
            cocoa, wood, stone, gold, temples, avenue, tech, workers = D.FIRST_GAME_STARTS[seat]
            self.cocoa[seat] += cocoa
            self._gain_resources(seat, wood, stone, gold)
            for temple, resource in temples:
                self._advance_temple(seat, temple, fixed_resource=resource)
            for _ in range(avenue):
                self._advance_avenue(seat)
            if tech:
                self._take_technology(seat, D.FIRST_GAME_TECH_INDEX)
            for slot, (board, power) in enumerate(workers):
                self.wboard[4 * seat + slot] = board
                self.wpower[4 * seat + slot] = power
            self._put_on_circle(seat)

    def _put_on_circle(self, seat: int) -> None:
        """§2.3 steps 6–7: the 4th die waits on the Ascension circle at power 3."""
        self.wboard[4 * seat + 3] = 0
        self.wpower[4 * seat + 3] = D.CIRCLE_POWER

    def _setup_starting_tiles(self, rng: Any) -> None:
        """§2.3 step 7 (§7.1 for the draft): deal the tiles and draw their Discovery tiles."""
        n = self.num_players
        tiles = list(range(len(D.START_TILES)))
        rng.shuffle(tiles)
        for seat in range(n):
            self._put_on_circle(seat)
            for slot in range(D.STARTING_WORKERS):
                self.wboard[4 * seat + slot] = IN_HAND
        if self.options["start_draft"]:
            self.draft = sorted(tiles[:D.DRAFT_DISPLAY[n]])
            dealt = self.draft
            rest = tiles[D.DRAFT_DISPLAY[n]:]
        else:
            for seat in range(n):
                hand = tiles[D.STARTING_TILES_DEALT * seat:D.STARTING_TILES_DEALT * (seat + 1)]
                self.start_tiles[seat] = sorted(hand)
            dealt = tiles[:D.STARTING_TILES_DEALT * n]
            rest = tiles[D.STARTING_TILES_DEALT * n:]
        for tile in sorted(dealt):
            if D.START_TILES[tile][D.ST_DISCOVERY]:
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
            drawn = rng.sample(pool, D.NEUTRAL_START_TILES)
            boards: list[int] = []
            for tile in drawn:
                for board in D.START_TILES[tile][D.ST_BOARDS]:
                    if board not in boards:
                        boards.append(board)
            for slot in range(D.NEUTRAL_WORKERS):
                self.wboard[4 * colour + slot] = boards[slot]
            self.wboard[4 * colour + 3] = 0

    def _start_benefits(self, seat: int) -> None:
        """§2.3 step 7: the benefits of the 2 kept Starting tiles, then the worker placement.

        Resources and cocoa come first, so they can pay for the tiles' Discovery tiles, which
        are claimed last (resolution: the seeds give no order)."""
        stack = self.stack
        kept = self.start_tiles[seat]
        boards = sorted({b for t in kept for b in D.START_TILES[t][D.ST_BOARDS]})
        stack.append((F_PLACE, seat, tuple(boards), 0))
        for tile in kept:
            info = D.START_TILES[tile]
            if info[D.ST_DISCOVERY]:
                stack.append((F_CLAIM, seat, SRC_START, tile, -1, 0))
        powerups = sum(D.START_TILES[t][D.ST_POWERUPS] for t in kept)
        if powerups:
            stack.append((F_POWER, seat, IN_HAND, powerups, 0, 0))
        for tile in kept:
            self._start_tile_benefits(seat, tile)

    def _start_tile_benefits(self, seat: int, tile: int) -> None:
        """§6.A.5: one Starting tile's cocoa, resources, temple, Avenue and Technology."""
        info = D.START_TILES[tile]
        self.cocoa[seat] += info[D.ST_COCOA]
        self._gain_resources(seat, info[D.ST_WOOD], info[D.ST_STONE], info[D.ST_GOLD])
        if info[D.ST_ANY]:
            self.stack.append((F_RES, seat, info[D.ST_ANY], RES_GAIN, 0))
        for temple in info[D.ST_TEMPLES]:
            self._advance_temple(seat, temple)
        for _ in range(info[D.ST_AVENUE]):
            self._advance_avenue(seat)
        if info[D.ST_TECH]:
            self._starting_technology(seat)

    def _starting_technology(self, seat: int) -> None:
        """§2.3 step 7, §9.2.8: the lowest-numbered Technology the seat lacks, free; no 3 VP to
        earlier owners; the column's temple advance with its reward."""
        for index in range(D.TECH_DISPLAY):
            if not self.techs[seat] >> index & 1:
                self._take_technology(seat, index)
                return

    def _setup_end(self) -> None:
        """§2.3 steps 8–9, once every seat has placed its dice (step 7): the neutral dice,
        from 2 Starting tiles nobody was dealt ([P]: the dealt tiles not kept are already
        back in the box); then unclaimed Discovery tiles go back into the stack, reshuffled."""
        rng, self.rng_seed = chance(self.rng_seed)
        self._place_neutrals(rng, self.start_pool)
        for tile in range(D.STARTING_TILES):
            kind = self.start_draws[tile]
            if kind >= 0:
                self.disc_stack.append(kind)
                self.start_draws[tile] = -1
        rng.shuffle(self.disc_stack)
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

    def _legal_turn(self, frame: tuple) -> list[int]:
        """§3.2, §4.2, §4.14: move an unlocked die (deduplicated by board and power), the
        free unlock, the paid unlock, or use an anytime Discovery tile."""
        seat = frame[1]
        out = []
        seen = []
        anywhere = self.disc[D.DISCOVERY_KINDS * seat + D.D_MOVE_ANYWHERE] > 0
        locked = False
        for slot in range(4):
            w = 4 * seat + slot
            board = self.wboard[w]
            if board <= 0:
                continue
            if self.wlock[w] >= 0:
                locked = True
                continue
            key = board * 8 + self.wpower[w]
            if key in seen:
                continue
            seen.append(key)
            out.append(A.MOVE + slot)
            if anywhere:
                out.append(A.MOVEANY + slot)
        if anywhere:
            out.sort()
        out.append(A.UNLOCK_FREE)
        out += self._anytime(seat, locked)  # (higher ids, sorted)
        return out

    def _apply_turn(self, frame: tuple, action: int) -> None:
        """Move a die (its destination next), or the free unlock, which ends the turn (the
        anytime choices are applied by `_apply`)."""
        seat = frame[1]
        if action == A.UNLOCK_FREE:
            self._unlock_all(seat)
            return
        anywhere = action >= A.MOVEANY
        w = 4 * seat + action - (A.MOVEANY if anywhere else A.MOVE)
        if anywhere:
            self._use_discovery(seat, D.D_MOVE_ANYWHERE)
        self.stack.append((F_DEST, seat, w, anywhere, -1))
        if self.disc[D.DISCOVERY_KINDS * seat + D.D_DOUBLE_MOVE] and self._partners(w):
            self.stack.append((F_DOUBLE, seat, w, anywhere))

    def _legal_turn_end(self, frame: tuple) -> list[int]:
        """§4.11, §4.14, §9.2.22: anytime Discovery tiles and the paid unlock stay open
        until the end of the turn."""
        return self._anytime(frame[1]) + [A.END_TURN]

    def _apply_turn_end(self, frame: tuple, action: int) -> None:
        """End the turn (the anytime choices are applied by `_apply`)."""

    def _can_pay(self, seat: int, amount: int) -> bool:
        """A payment outside D-FreeCocoa's listed transactions (the 3-cocoa unlock, the
        Ascension's two temples): in cocoa, or with `free_cocoa_wider` by that tile."""
        return self.cocoa[seat] >= amount or (
            self.options["free_cocoa_wider"]
            and self.disc[D.DISCOVERY_KINDS * seat + D.D_FREE_COCOA] > 0)

    def _pay_unlock(self, seat: int) -> None:
        """§4.1: pay 3 cocoa (or, with `free_cocoa_wider`, maybe D-FreeCocoa), unlock all."""
        self._unlock_all(seat)
        self._pay(seat, D.UNLOCK_COST, PAY_UNLOCK, None, self.options["free_cocoa_wider"])

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
        return [A.DOUBLE + v % 4 for v in self._partners(frame[2])] + [A.NO_DOUBLE]

    def _apply_double(self, frame: tuple, action: int) -> None:
        seat, w, anywhere = frame[1], frame[2], frame[3]
        self.stack.pop()  # the F_DEST pushed under this frame
        second = -1
        if action != A.NO_DOUBLE:
            second = 4 * seat + action - A.DOUBLE
            self._use_discovery(seat, D.D_DOUBLE_MOVE)
        self.stack.append((F_DEST, seat, w, anywhere, second))

    def _legal_dest(self, frame: tuple) -> list[int]:
        """§4.2: 1–3 boards clockwise; D-MoveAnywhere: any other board."""
        board = self.wboard[frame[2]]
        if frame[3]:
            return [A.DEST + b for b in range(1, 9) if b != board]
        start = self.where[board]
        return sorted(A.DEST + self.ring[(start + d) % D.RING_SIZE]
                      for d in range(1, D.MAX_MOVE + 1))

    def _apply_dest(self, frame: tuple, action: int) -> None:
        """§4.2: move the die (and its D-DoubleMove partner); T-Palace pays on the way."""
        seat, w, second = frame[1], frame[2], frame[4]
        board = action - A.DEST
        colours = self._colour_count(board)
        start = self.where[self.wboard[w]]
        end = self.where[board]
        # Clockwise travel passes or reaches the Palace (ring position 0) when it wraps.
        if end <= start and self._has_tech(seat, D.T_PALACE):
            movers = 2 if second >= 0 and self.options["palace_cocoa_per_worker"] else 1
            self.cocoa[seat] += movers
        self.wboard[w] = board
        if second >= 0:
            self.wboard[second] = board
        self.stack.append((F_ACTION, seat, board, colours, w, second))

    # -- the three actions (spec §4.3–§4.5) ------------------------------------------------------

    def _colour_count(self, board: int) -> int:
        """§4.1: distinct colours among the unlocked dice in the board's general area."""
        seen = 0
        wboard, wlock = self.wboard, self.wlock
        for w in range(len(wboard)):
            if wboard[w] == board and wlock[w] < 0:
                seen |= 1 << (w >> 2)
        return bin(seen).count("1")

    def _worker_count(self, seat: int, board: int) -> int:
        """§4.1: the seat's unlocked dice in the board's general area, capped at 3."""
        count = 0
        for w in range(4 * seat, 4 * seat + 4):
            if self.wboard[w] == board and self.wlock[w] < 0:
                count += 1
        return min(count, D.WORKER_CAP)

    def _legal_action(self, frame: tuple) -> list[int]:
        seat, board, colours = frame[1], frame[2], frame[3]
        out = [A.COLLECT]
        free = self.disc[D.DISCOVERY_KINDS * seat + D.D_FREE_COCOA] > 0
        cocoa = self.cocoa[seat]
        if board != D.PALACE and (free or cocoa >= colours) and self._main_possible(seat, board):
            out.append(A.MAIN)
        for space in range(D.WORSHIP_SPACES):
            if D.WORSHIP_BOARDS[space] != board:
                continue
            occupant = self.worship[space]
            if occupant >= 0 and occupant >> 2 == seat:
                continue
            cost = D.DISPLACE_COST if occupant >= 0 else 0
            if free or cocoa >= cost:
                out.append(A.WORSHIP + space)
        return out

    def _apply_action(self, frame: tuple, action: int) -> None:
        seat, board, colours, w = frame[1], frame[2], frame[3], frame[4]
        if action == A.COLLECT:
            self._collect_cocoa(seat, colours)
        elif action == A.MAIN:
            if self._extra_worker_helps(seat, board):
                self.stack.append((F_EXTRA, seat, board, colours))  # pays after the choice
            else:
                self._pay(seat, colours, PAY_MAIN, (A_MAIN, seat, board, 0))
        else:
            space = action - A.WORSHIP
            occupant = self.worship[space]
            self.stack.append((F_WOPT, seat, space, w, D.DISPLACE_COST if occupant >= 0 else 0))

    def _score(self, colour: int, category: int, vp: int) -> None:
        """Score `vp` (negative: lose) under `category` of `data.VP_CATEGORIES`."""
        self.vp[colour] += vp
        self.vpby[D.NVP * colour + category] += vp

    def _collect_cocoa(self, seat: int, colours: int) -> None:
        """§4.3: colour count + 1 cocoa."""
        self.cocoa[seat] += colours + 1

    def _pay(self, seat: int, amount: int, purpose: int, cont: tuple | None,
             free_ok: bool = True) -> None:
        """Pay `amount` cocoa, or ask whether D-FreeCocoa covers it (§6.A.4: the Main Action
        cost, a Worship payment; `free_ok` for the others), then `cont`. D-FreeCocoa covers
        [G] "μία συναλλαγή όπως:" (a transaction such as) the listed ones; [P] "jednej z
        transakcji:" (one of): by default the listed ones only (§9.2.7)."""
        if cont is not None:
            self.stack.append(cont)
        if amount > 0 and free_ok and self.disc[D.DISCOVERY_KINDS * seat + D.D_FREE_COCOA]:
            self.stack.append((F_FREE, seat, amount, purpose))
        else:
            self.cocoa[seat] -= amount

    def _legal_free(self, frame: tuple) -> list[int]:
        out = [A.FREE + 1]
        if self.cocoa[frame[1]] >= frame[2]:
            out.insert(0, A.FREE)
        return out

    def _apply_free(self, frame: tuple, action: int) -> None:
        seat = frame[1]
        if action == A.FREE:
            self.cocoa[seat] -= frame[2]
        else:
            self._use_discovery(seat, D.D_FREE_COCOA)

    # -- Worship (spec §4.4) -------------------------------------------------------------------

    def _legal_wopt(self, frame: tuple) -> list[int]:
        """§4.4 step 2: (a) effect, (b) the slot's Discovery tile (not on the Palace),
        (c) both for 1 more cocoa; payments before benefits."""
        seat, space, unlock = frame[1], frame[2], frame[4]
        cocoa = self.cocoa[seat]
        free = self.disc[D.DISCOVERY_KINDS * seat + D.D_FREE_COCOA] > 0
        out = [A.WOPT_EFFECT] if free or cocoa >= unlock else []
        tile = self.slots[D.WORSHIP_SLOT[space]]
        if D.WORSHIP_BOARDS[space] != D.PALACE and tile >= 0:
            left = cocoa if free else cocoa - unlock
            if left >= 0 and self._can_afford(seat, tile, left):
                out.append(A.WOPT_TILE)
        if free or cocoa >= unlock + D.BOTH_OPTIONS_COST:
            out.append(A.WOPT_BOTH)
        return out

    def _apply_wopt(self, frame: tuple, action: int) -> None:
        seat, space, w, unlock = frame[1], frame[2], frame[3], frame[4]
        option = action - A.WOPT
        self._occupy_worship(space, w)
        cost = unlock + (D.BOTH_OPTIONS_COST if option == WOR_BOTH else 0)
        # P of a Royal tile is the power of the die placed on it now
        self._pay(seat, cost, PAY_WORSHIP, (A_WORSHIP, seat, space, option, self.wpower[w]))

    def _occupy_worship(self, space: int, w: int) -> None:
        """§4.4 step 1: another seat's die there goes to the general area (solo: the
        Teotibot's moves on to the next empty worship space, §7.3.2); ours is locked."""
        occupant = self.worship[space]
        if occupant >= 0:
            self.wlock[occupant] = -1
        self.worship[space] = w
        self.wlock[w] = space
        if occupant >= 0 and occupant >> 2 == self.bot:
            T.displaced(self, occupant)

    def _resolve_worship(self, seat: int, space: int, option: int, power: int) -> None:
        """§4.4 steps 2–4: the effect and/or the slot's tile. With both (c), "in any order"
        (§9.1.5): the seat is asked only when the order can matter, i.e. the tile is an
        anytime one it could use before the effect (`_apply_order`); otherwise the effect
        comes first, so that it may fund the tile."""
        slot = D.WORSHIP_SLOT[space]
        if option == WOR_BOTH:
            tile = self.slots[slot]
            if tile in D.ANYTIME_DISCOVERIES and self._can_afford(seat, tile, self.cocoa[seat]):
                self.stack.append((F_ORDER, seat, space, power))
                return
            option = WOR_EFFECT_THEN_TILE
        if option != WOR_EFFECT:
            self.stack.append((A_REFILL_SLOT, seat, slot, 0))
        if option != WOR_TILE:
            self._worship_effect(seat, space, power)

    def _worship_effect(self, seat: int, space: int, power: int) -> None:
        """§4.4 option (a): the Royal tile (Palace) or the panel's temple."""
        board = D.WORSHIP_BOARDS[space]
        if board == D.PALACE:
            self._royal_tile(seat, self.royals[space], power)
        else:
            temple = D.PANEL_TEMPLE[board]
            if temple < 0:
                self._push_any_temple(seat, 1)
            else:
                self._advance_temple(seat, temple)

    def _legal_order(self, frame: tuple) -> list[int]:
        return [A.ORDER_EFFECT, A.ORDER_TILE]

    def _apply_order(self, frame: tuple, action: int) -> None:
        """Worship (c): the effect first (the tile after it), or the tile first, with a
        chance to use it (and any other anytime tile) before the effect."""
        seat, space, power = frame[1], frame[2], frame[3]
        if action == A.ORDER_EFFECT:
            self._resolve_worship(seat, space, WOR_EFFECT_THEN_TILE, power)
            return
        self.stack.append((A_WORSHIP, seat, space, WOR_EFFECT, power))
        self._claim_slot(seat, D.WORSHIP_SLOT[space])
        self._pause(seat)

    def _take_slot_tile(self, seat: int, slot: int, asked: int) -> None:
        """§4.4 step 4: claim the slot's tile if affordable now. If it is not, the seat may
        first use its anytime tiles (e.g. one the effect just gave it), then it is checked
        again (`asked`)."""
        tile = self.slots[slot]
        if tile < 0:
            return
        if self._can_afford(seat, tile, self.cocoa[seat]):
            self._claim_slot(seat, slot)
        elif not asked and self._anytime(seat):
            self.stack.append((A_REFILL_SLOT, seat, slot, 1))
            self._pause(seat)

    def _claim_slot(self, seat: int, slot: int) -> None:
        """Pay for and keep the slot's tile; the slot is refilled at once (§4.4 step 4)."""
        self._claim(seat, self.slots[slot])
        self._refill_slot(slot)

    def _refill_slot(self, slot: int) -> None:
        """A new tile from the Discovery stack in the worship slot (none once it is empty)."""
        self.slots[slot] = self.disc_stack.pop() if self.disc_stack else -1

    def _pause(self, seat: int) -> None:
        """A point to use anytime Discovery tiles before the action goes on (§4.11), only
        offered when the seat has one to use (or can pay the unlock)."""
        if self._anytime(seat):
            self.stack.append((F_PAUSE, seat))

    def _legal_pause(self, frame: tuple) -> list[int]:
        return [A.CONTINUE]

    def _apply_pause(self, frame: tuple, action: int) -> None:
        return

    # -- Royal tiles (spec §6.A.3) --------------------------------------------------------------

    def _royal_tile(self, seat: int, royal: int, power: int) -> None:
        """§6.A.3: P is the power of the die just locked on the tile."""
        if royal == D.R_COCOA_TILE:
            self.cocoa[seat] += power + 1
        elif royal in (D.R_WOOD_STONE, D.R_GOLD_STONE):
            if self.cocoa[seat] or self._anytime(seat):
                self.stack.append((F_REPEAT, seat, royal, power))
        elif royal == D.R_RES_TO_COCOA:
            self.stack.append((F_RES, seat, power, RES_TO_COCOA, 0))
        elif royal == D.R_CONVERT:
            self.stack.append((F_RES, seat, 1, RES_CONVERT, power))
        elif royal == D.R_TEMPLE:
            if power > 1:
                self.stack.append((F_TEMPLE, seat, power - 1, TEMPLE_PAID))
        elif royal == D.R_TECH_VP:
            self._score(seat, D.V_PALACE, D.ROYAL_VP_PER * min(bin(self.techs[seat]).count("1"), power))
        elif royal == D.R_PYR_VP:
            self._score(seat, D.V_PALACE, D.ROYAL_VP_PER * min(self.ptrack[seat], power))
        else:
            self._score(seat, D.V_PALACE, min(self.avenue[seat], power + 1))

    def _legal_repeat(self, frame: tuple) -> list[int]:
        return [A.REPEAT + k for k in range(min(frame[3], self.cocoa[frame[1]]) + 1)]

    def _apply_repeat(self, frame: tuple, action: int) -> None:
        """R-WoodStone / R-GoldStone: 1 cocoa → 1 wood (gold) + 1 stone, k times."""
        seat, royal, times = frame[1], frame[2], action - A.REPEAT
        self.cocoa[seat] -= times
        other = D.WOOD if royal == D.R_WOOD_STONE else D.GOLD
        self.res[3 * seat + other] += times
        self.res[3 * seat + D.STONE] += times

    # -- Main Actions (spec §4.5) ----------------------------------------------------------------

    def _extra_worker_helps(self, seat: int, board: int) -> bool:
        """D-ExtraWorker applies to Alchemy, Nobles and Construction (§6.A.4)."""
        if board not in (D.ALCHEMY, D.NOBLES, D.CONSTRUCTION):
            return False
        if not self.disc[D.DISCOVERY_KINDS * seat + D.D_EXTRA_WORKER]:
            return False
        count = self._main_count(seat, board, 0)
        if board == D.ALCHEMY:  # 2 or more workers: either row, one power-up
            return count < D.ALCHEMY_BOTH_ROWS
        if board == D.NOBLES:  # the row and the 2nd power-up stop changing at 3
            return count < D.WORKER_CAP
        return count < self._main_count(seat, board, 1)

    def _main_count(self, seat: int, board: int, extra: int) -> int:
        """§4.1, §9.2.2: workers counted by a Main Action, with the +1 effects."""
        count = self._worker_count(seat, board) + extra
        if board == D.CONSTRUCTION and self._has_tech(seat, D.T_CONSTR_WORKER):
            count += 1
        return min(count, D.WORKER_CAP) if self.options["extra_worker_cap"] else count

    def _main_possible(self, seat: int, board: int) -> bool:
        """§4.5 step 3: a Main Action must be resolvable in full (checked with the best
        worker count a D-ExtraWorker tile could give)."""
        if board in (D.FOREST, D.QUARRY, D.GOLD_DEPOSITS):
            return True
        if board == D.DECORATIONS:
            count = self._worker_count(seat, board)
            return self.res[3 * seat + D.GOLD] >= D.DECORATION_GOLD[count] and \
                any(t >= 0 for t in self.deco_display) and bool(self._deco_spaces())
        if board == D.CONSTRUCTION:
            discount = 1 if self._has_tech(seat, D.T_CONSTR_WORKER) else 0
            return any(t >= 0 for t in self.pyr_display) and \
                bool(self._pyr_positions(seat, discount))
        if board == D.NOBLES and self.res[3 * seat + D.WOOD] < D.NOBLES_WOOD:
            return False
        extra = 1 if self.disc[D.DISCOVERY_KINDS * seat + D.D_EXTRA_WORKER] else 0
        return self._main_feasible(seat, board, extra)

    def _main_feasible(self, seat: int, board: int, extra: int) -> bool:
        """Alchemy and Nobles with `extra` D-ExtraWorker workers: a Technology the seat can
        take, a Nobles row it can build on (the costs apart, checked by the caller)."""
        count = self._main_count(seat, board, extra)
        if board == D.ALCHEMY:
            return bool(self._tech_choices(seat, count, self._single_power(seat, board)))
        if board == D.NOBLES:
            return bool(self._noble_rows(count))
        return True

    def _legal_extra(self, frame: tuple) -> list[int]:
        seat, board = frame[1], frame[2]
        out = [A.EXTRA + 1]
        if self._main_feasible(seat, board, 0):
            out.insert(0, A.EXTRA)
        return out

    def _apply_extra(self, frame: tuple, action: int) -> None:
        seat, board, colours = frame[1], frame[2], frame[3]
        extra = action - A.EXTRA
        if extra:
            self._use_discovery(seat, D.D_EXTRA_WORKER)
        self._pay(seat, colours, PAY_MAIN, (A_MAIN, seat, board, extra))

    def _main_action(self, seat: int, board: int, extra: int) -> None:
        """§4.5: the board's effect (the cost is paid)."""
        if board in (D.FOREST, D.QUARRY, D.GOLD_DEPOSITS):
            self._resource_board(seat, board)
            return
        count = self._main_count(seat, board, extra)
        if board == D.ALCHEMY:
            self.stack.append((F_TECH, seat, count, self._single_power(seat, board)))
        elif board == D.NOBLES:
            self.stack.append((F_NOBLE_ROW, seat, count))
        elif board == D.DECORATIONS:
            self.stack.append((F_DECO_TILE, seat, self._worker_count(seat, board)))
        else:
            discount = 1 if self._has_tech(seat, D.T_CONSTR_WORKER) else 0
            self.stack.append((A_CONSTR_END, seat, count))
            self.stack.append((F_PYR_TILE, seat, 0, count, discount))

    def _push_powerups(self, seat: int, board: int, count: int, double: bool = True) -> None:
        """§4.6, §9.2.3: one mandatory power-up on the board, a 2nd optional with 3+ workers,
        then T-PowerUp's paid extra one."""
        optional = 1 if double and count >= D.WORKER_CAP else 0
        tech = 1 if self._has_tech(seat, D.T_POWERUP) else 0
        self.stack.append((F_POWER, seat, board, 1, optional, tech))

    def _resource_board(self, seat: int, board: int) -> None:
        """§4.5.1: Forest, Stone Quarry, Gold Deposits by worker count and lowest power."""
        count = self._worker_count(seat, board)
        low = min(self.wpower[w] for w in range(4 * seat, 4 * seat + 4)
                  if self.wboard[w] == board and self.wlock[w] < 0)
        wood, stone, gold, cocoa, vp, temples = \
            D.RESOURCE_TABLES[board][count - 1][D.POWER_COLUMN[low]]
        self._gain_resources(seat, wood, stone, gold)
        self.cocoa[seat] += cocoa
        self._score(seat, D.V_BOARDS, vp)
        if self._has_tech(seat, D.T_EXTRA_RES):
            self.res[3 * seat + D.BOARD_RESOURCE[board]] += 1
        if self._has_tech(seat, D.T_COCOA_VP):
            self.cocoa[seat] += 1
            self._score(seat, D.V_TECH, 1)
        self._push_powerups(seat, board, count)
        if temples:
            self._push_any_temple(seat, temples)

    # Alchemy (§4.5.2)

    def _single_power(self, seat: int, board: int) -> int:
        """The highest power among the seat's unlocked dice on the board."""
        return max((self.wpower[w] for w in range(4 * seat, 4 * seat + 4)
                    if self.wboard[w] == board and self.wlock[w] < 0), default=0)

    def _tech_choices(self, seat: int, count: int, power: int) -> list[int]:
        """§4.5.2: top row with 1 worker, either row with 2+, row 2 with one power-4+ die."""
        rows = 2 if count >= D.ALCHEMY_BOTH_ROWS or power >= D.SALARY_HIGH_POWER else 1
        gold = self.res[3 * seat + D.GOLD]
        mine = self.techs[seat]
        return [i for i in range(D.TECH_PER_ROW * rows)
                if not mine >> i & 1 and gold >= D.TECH_COST[self.tech_display[i]]]

    def _legal_tech(self, frame: tuple) -> list[int]:
        return [A.TECH + i for i in self._tech_choices(frame[1], frame[2], frame[3])]

    def _apply_tech(self, frame: tuple, action: int) -> None:
        """§4.5.2: pay the gold, 3 VP to each earlier owner, the column's temple, power-up
        (none when a single worker used the row-2 exception). The new Technology acts on
        this very action (T-AlchNob's 3 VP, T-PowerUp's extra power-up) only with the
        option `tech_on_purchase`; by default from the next time (resolution: it is bought
        in the middle of the Alchemy action it would reward)."""
        seat, count = frame[1], frame[2]
        index = action - A.TECH
        exception = count < D.ALCHEMY_BOTH_ROWS and index >= D.TECH_PER_ROW
        now = self.options["tech_on_purchase"]
        price = D.TECH_COST[self.tech_display[index]]
        if now:
            self._place_technology(seat, index, price)
        if self._has_tech(seat, D.T_ALCH_NOB):
            self._score(seat, D.V_TECH, D.TECH_ALCH_NOB_VP)
        if not exception:
            self._push_powerups(seat, D.ALCHEMY, count, double=False)
        if not now:
            self._place_technology(seat, index, price)
        self._advance_temple(seat, index % D.TECH_PER_ROW)

    def _take_technology(self, seat: int, index: int) -> None:
        """§2.3 steps 6–7: a free marker; the temple of the tile's column advances."""
        self._place_technology(seat, index)
        self._advance_temple(seat, index % D.TECH_PER_ROW)

    def _place_technology(self, seat: int, index: int, gold: int = -1) -> None:
        """§4.5.2: place the marker on display slot `index`. A bought one pays `gold` (the
        tile's price; the Teotibot's 1 gold, §7.3.5) and earlier owners score 3 VP; a free
        marker (`gold` −1: Starting tiles, first-game starts, the bot's setup) pays and
        rewards nothing (§9.2.8)."""
        if gold >= 0:
            self.res[3 * seat + D.GOLD] -= gold
            owners = self.tech_owners[index]
            for other in range(self.nplay):
                if owners >> other & 1:
                    self._score(other, D.V_TECH, D.TECH_OWNER_VP)
        self.techs[seat] |= 1 << index
        self.tech_ids[seat] |= 1 << self.tech_display[index]
        self.tech_owners[index] |= 1 << seat

    def _has_tech(self, seat: int, tech: int) -> bool:
        return self.tech_ids[seat] >> tech & 1 == 1

    # Nobles (§4.5.3)

    def _noble_rows(self, count: int) -> list[int]:
        """§4.5.3, §9.2.17: the row for the worker count, else a row above with space."""
        if self.buildings >= D.BUILDINGS:
            return []
        row = min(count, D.WORKER_CAP) - 1
        if self._row_space(row):
            return [row]
        return [r for r in range(row) if self._row_space(r)]

    def _row_space(self, row: int) -> int:
        """Empty spaces left in a Nobles row (solo: the Teotibot may fill one from the right)."""
        return len(D.NOBLES_ROWS[row]) - self.nobles[row] - self.nobles_right[row]

    def _legal_noble_row(self, frame: tuple) -> list[int]:
        return [A.NOBLE_ROW + r for r in self._noble_rows(frame[2])]

    def _apply_noble_row(self, frame: tuple, action: int) -> None:
        """§4.5.3: 2 wood, the leftmost Building, the covered space's VP, +1 Avenue."""
        seat, count = frame[1], frame[2]
        row = action - A.NOBLE_ROW
        self.res[3 * seat + D.WOOD] -= D.NOBLES_WOOD
        self._score(seat, D.V_NOBLES, D.NOBLES_ROWS[row][self.nobles[row]])
        self.nobles[row] += 1
        self.buildings += 1
        if self._has_tech(seat, D.T_ALCH_NOB):
            self._score(seat, D.V_TECH, D.TECH_ALCH_NOB_VP)
        self._push_powerups(seat, D.NOBLES, count)
        self._advance_avenue(seat)

    # Decorations (§4.5.4)

    def _deco_spaces(self) -> list[int]:
        """§4.5.4, §6.B.11: empty spaces whose pyramid squares and lower Decoration are there."""
        out = []
        deco, pyr = self.deco, self.pyr
        for space in range(D.DECO_SPACES):
            if deco[space] >= 0:
                continue
            if space % 4 and deco[space - 1] < 0:
                continue
            if all(pyr[p] >= 0 for p in D.DECO_SUPPORT[space]):
                out.append(space)
        return out

    def _legal_deco_tile(self, frame: tuple) -> list[int]:
        return [A.DECO_TILE + i for i, t in enumerate(self.deco_display) if t >= 0]

    def _apply_deco_tile(self, frame: tuple, action: int) -> None:
        self.stack.append((F_DECO_SPACE, frame[1], frame[2], action - A.DECO_TILE))

    def _legal_deco_space(self, frame: tuple) -> list[int]:
        return [A.DECO_SPACE + s for s in self._deco_spaces()]

    def _apply_deco_space(self, frame: tuple, action: int) -> None:
        """§4.5.4: matched icons score 1 VP and advance their temple; +3 VP; +1 Pyramid
        track; T-Deco +4 VP; one power-up; refill the display."""
        seat, count, slot = frame[1], frame[2], frame[3]
        space = action - A.DECO_SPACE
        tile = self.deco_display[slot]
        self.res[3 * seat + D.GOLD] -= D.DECORATION_GOLD[count]
        self.deco[space] = tile
        if self.bot >= 0:
            self.deco_display[slot] = -1
            T.slide_display(self.deco_display, self.deco_stack)
        else:
            self.deco_display[slot] = self.deco_stack.pop() if self.deco_stack else -1
        icons = D.DECORATION_TILES[tile]
        cells = D.DECO_CELLS[space]
        covered = D.DECO_PRINTED[space // 4] if not cells else \
            (self.grid[cells[0]], self.grid[cells[1]])
        self._score(seat, D.V_DECORATIONS, D.DECORATION_VP)
        if self._has_tech(seat, D.T_DECO):
            self._score(seat, D.V_TECH, D.TECH_DECO_VP)
        self._advance_pyramid_track(seat)
        self._push_powerups(seat, D.DECORATIONS, count, double=False)
        self._score_matches(seat, icons, covered, D.V_DECORATIONS)

    def _score_matches(self, seat: int, new: tuple | list, covered: tuple | list,
                       cat: int = D.V_CONSTRUCTION) -> None:
        """§4.5.4–5: +1 VP per icon covering one of its type; a coloured one on the new
        tile advances that temple. Blank on blank matches only with `blank_match` (§9.2.11)."""
        blank = self.options["blank_match"]
        for icon, old in zip(new, covered, strict=True):
            kind = icon & 3
            if kind != old & 3:
                continue
            if kind == 0:
                if blank:
                    self._score(seat, cat, 1)
                continue
            self._score(seat, cat, 1)
            if icon & D.COLOURED:
                self._advance_temple(seat, kind - 1)

    # Construction (§4.5.5)

    def _pyr_positions(self, seat: int, discount: int) -> list[int]:
        """§4.5.5: empty positions with their 4 supports, affordable (with the discount)."""
        stone, wood = self.res[3 * seat + D.STONE], self.res[3 * seat + D.WOOD]
        out = []
        pyr = self.pyr
        for position in range(D.PYRAMID_POSITIONS):
            if pyr[position] >= 0:
                continue
            level, _, _, _, support = D.POSITIONS[position]
            cs, cw = D.LEVEL_COST[level]
            short = max(0, cs - stone) + max(0, cw - wood)
            if short > discount:
                continue
            if all(pyr[p] >= 0 for p in support):
                out.append(position)
        return out

    def _legal_pyr_tile(self, frame: tuple) -> list[int]:
        seat, placed, count, discount = frame[1], frame[2], frame[3], frame[4]
        out = []
        if placed < count and self._pyr_positions(seat, discount):
            out = [A.PYR_TILE + i for i, t in enumerate(self.pyr_display) if t >= 0]
        if placed:
            out.append(A.PYR_STOP)
        return out

    def _apply_pyr_tile(self, frame: tuple, action: int) -> None:
        if action != A.PYR_STOP:
            self.stack.append((F_PYR_POS,) + frame[1:] + (action - A.PYR_TILE,))

    def _legal_pyr_pos(self, frame: tuple) -> list[int]:
        return [A.PYR_POS + p for p in self._pyr_positions(frame[1], frame[4])]

    def _apply_pyr_pos(self, frame: tuple, action: int) -> None:
        """Choose the square. T-ConstrWorker's discount of 1 resource (once per action,
        §9.2.2) may go on this tile, on a stone or a wood, or wait for a later tile of the
        action (the seat's choice where more than one is possible)."""
        position = action - A.PYR_POS
        rot = (F_PYR_ROT,) + frame[1:] + (position,) + D.LEVEL_COST[D.POSITIONS[position][0]]
        ways = self._discount_ways(rot)
        if len(ways) > 1:
            self.stack.append((F_DISCOUNT,) + rot[1:])
        else:
            self._apply_discount(rot, ways[0])

    def _discount_ways(self, frame: tuple) -> list[int]:
        """How a tile of cost (stone, wood) = frame[-2:] may be paid with the discount left
        (frame[4]): save a stone, save a wood, or pay in full (if payable and more tiles may
        follow in this action, so the discount can still be used)."""
        seat, placed, count, discount, slot = frame[1:6]
        cs, cw = frame[-2], frame[-1]
        stone, wood = self.res[3 * seat + D.STONE], self.res[3 * seat + D.WOOD]
        full = stone >= cs and wood >= cw
        if not discount:
            return [A.FULL_PRICE]
        out = []
        if cs and stone >= cs - 1 and wood >= cw:
            out.append(A.DISCOUNT)
        if cw and stone >= cs and wood >= cw - 1:
            out.append(A.DISCOUNT + 1)
        more = placed + 1 < count and any(t >= 0 for i, t in enumerate(self.pyr_display)
                                          if i != slot)
        if full and (more or not out):
            out.append(A.FULL_PRICE)
        return out

    def _legal_discount(self, frame: tuple) -> list[int]:
        return self._discount_ways(frame)

    def _apply_discount(self, frame: tuple, action: int) -> None:
        cs, cw = frame[-2], frame[-1]
        if action == A.DISCOUNT:
            cs -= 1
        elif action == A.DISCOUNT + 1:
            cw -= 1
        self.stack.append((F_PYR_ROT,) + frame[1:-2] + (cs, cw))

    def _legal_pyr_rot(self, frame: tuple) -> list[int]:
        return [A.ROTATE, A.ROTATE + 1, A.ROTATE + 2, A.ROTATE + 3]

    def _apply_pyr_rot(self, frame: tuple, action: int) -> None:
        """§4.5.5: pay, lay the tile, score level VP and matches, +1 Pyramid track; the
        level-4 tile completes the Pyramid. Each tile resolves fully before the next."""
        _, seat, placed, count, discount, slot, position, cs, cw = frame
        rotation = action - A.ROTATE
        self.res[3 * seat + D.STONE] -= cs
        self.res[3 * seat + D.WOOD] -= cw
        tile = self.pyr_display[slot]
        self.pyr_display[slot] = -1
        level = D.POSITIONS[position][0]
        cells = D.POSITIONS[position][3]
        covered = [self.grid[c] for c in cells]
        icons = self._lay_tile(position, tile, rotation)
        self._score(seat, D.V_CONSTRUCTION, D.LEVEL_VP[level])
        self._advance_pyramid_track(seat)
        spent = 1 if (cs, cw) != D.LEVEL_COST[level] else 0
        self.stack.append((F_PYR_TILE, seat, placed + 1, count, discount - spent))
        if position == D.TOP_POSITION:
            self._complete_pyramid()
        self._score_matches(seat, icons, covered)

    def _lay_tile(self, position: int, tile: int, rotation: int) -> list[int]:
        """Write a tile's quadrants into the icon grid; a quarter turn moves each quadrant
        one place on clockwise (§6.B.11)."""
        self.pyr[position] = tile
        quads = D.PYRAMID_TILES[tile]
        cells = D.POSITIONS[position][3]
        icons = [quads[(q - rotation) % 4] for q in range(4)]
        for cell, icon in zip(cells, icons, strict=True):
            self.grid[cell] = icon
        return icons

    def _construction_end(self, seat: int, count: int) -> None:
        """§4.5.5, §6.A.2: T-ConstrVP, T-ConstrTemple, power-ups, refill the display (solo:
        slide the tiles left and refill on the right, §7.3.2)."""
        if self.bot >= 0:
            T.slide_display(self.pyr_display, self.pyr_stack)
        for slot in range(D.PYRAMID_DISPLAY):
            if self.pyr_display[slot] < 0 and self.pyr_stack:
                self.pyr_display[slot] = self.pyr_stack.pop()
        if self._has_tech(seat, D.T_CONSTR_VP):
            self._score(seat, D.V_TECH, D.TECH_CONSTR_VP)
        self._push_powerups(seat, D.CONSTRUCTION, count)
        if self._has_tech(seat, D.T_CONSTR_TEMPLE):
            self._push_any_temple(seat, 1)

    def _complete_pyramid(self) -> None:
        """§3.3: the top tile moves the light disc onto the dark disc: the final Eclipse."""
        self.completed = True
        self.final = True
        self.light = self.dark
        self._trigger_eclipse()

    # -- power-ups and Ascension (spec §4.6, §4.7) -------------------------------------------------

    def _power_candidates(self, seat: int, board: int) -> list[int]:
        out, seen = [], []
        for w in range(4 * seat, 4 * seat + 4):
            b = self.wboard[w]
            if board == IN_HAND:
                if b != IN_HAND:
                    continue
            elif b <= 0 or self.wlock[w] >= 0 or (board != ANY_BOARD and b != board):
                continue
            key = b * 8 + self.wpower[w]
            if key not in seen:
                seen.append(key)
                out.append(w)
        return out

    def _legal_power(self, frame: tuple) -> list[int]:
        seat, board, mandatory, optional, tech = frame[1:6]
        candidates = self._power_candidates(seat, board)
        if not mandatory and not optional and self.cocoa[seat] < D.TECH_POWERUP_COCOA:
            candidates = []
        out = [A.POWER + w % 4 for w in candidates]
        if not mandatory or not out:
            out.append(A.POWER_SKIP)
        return out

    def _apply_power(self, frame: tuple, action: int) -> None:
        seat, board, mandatory, optional, tech = frame[1:6]
        if action == A.POWER_SKIP:
            if (mandatory or optional) and tech:  # skipping an optional one leaves T-PowerUp
                self.stack.append((F_POWER, seat, board, 0, 0, tech))
            return
        if mandatory:
            mandatory -= 1
        elif optional:
            optional -= 1
        else:
            self.cocoa[seat] -= D.TECH_POWERUP_COCOA
            tech = 0
        if mandatory or optional or tech:
            self.stack.append((F_POWER, seat, board, mandatory, optional, tech))
        self._power_up(4 * seat + action - A.POWER)

    def _power_up(self, w: int) -> None:
        """§4.6: +1 power; reaching 6 ascends at once."""
        self.wpower[w] += 1
        if self.wpower[w] == D.ASCEND_POWER:
            self._ascend(w)

    def _ascend(self, w: int) -> None:
        """§4.7: +1 Avenue, the die restarts at power 1 on the Palace, a reward, +1 calendar."""
        seat = w >> 2
        space = self.wlock[w]
        if space >= 0:
            self.worship[space] = -1
            self.wlock[w] = -1
        self.wboard[w] = D.PALACE
        self.wpower[w] = D.STARTING_POWER
        self._put_on_palace(seat)
        if seat == self.bot:
            T.ascension_reward(self)
        else:
            self.stack.append((F_ASCEND, seat))
        self._advance_calendar()
        self._advance_avenue(seat)

    def _legal_ascend(self, frame: tuple) -> list[int]:
        seat = frame[1]
        out = [A.ASCEND + A.ASC_VP, A.ASCEND + A.ASC_COCOA, A.ASCEND + A.ASC_TEMPLE]
        if self._can_pay(seat, D.ASCEND_TWO_TEMPLES_COST):
            out.append(A.ASCEND + A.ASC_TWO_TEMPLES)
        if self.wboard[4 * seat + 3] == 0:
            out.append(A.ASCEND + A.ASC_FOURTH)
        return out

    def _apply_ascend(self, frame: tuple, action: int) -> None:
        seat = frame[1]
        reward = action - A.ASCEND
        if reward == A.ASC_VP:
            self._score(seat, D.V_ASCENSION, D.ASCEND_VP)
        elif reward == A.ASC_COCOA:
            self.cocoa[seat] += D.ASCEND_COCOA
        elif reward == A.ASC_TEMPLE:
            self._push_any_temple(seat, 1)
        elif reward == A.ASC_TWO_TEMPLES:
            self._pay(seat, D.ASCEND_TWO_TEMPLES_COST, PAY_ASCEND,
                      (F_TEMPLE, seat, D.ASCEND_TEMPLE_STEPS, TEMPLE_FREE),
                      self.options["free_cocoa_wider"])
        else:
            w = 4 * seat + 3
            self.wboard[w] = D.PALACE
            self.wpower[w] = D.ASCEND_FOURTH_WORKER_POWER
            self.cocoa[seat] += D.ASCEND_FOURTH_WORKER_COCOA
            self._put_on_palace(seat)

    def _put_on_palace(self, seat: int) -> None:
        """T-Palace for a die put on the Palace without a move (the ascended die, the 4th
        worker): [G] pays for moves only ("μετακινείτε", the default, §9.2.5); [P] "gdy
        umieszczasz na lub poruszasz robotnika przez" (place onto or move through) pays for
        these too with the option `palace_cocoa_on_ascension`. The Teotibot has no benefit
        from Technologies (§7.3.4)."""
        if self.options["palace_cocoa_on_ascension"] and seat != self.bot \
                and self._has_tech(seat, D.T_PALACE):
            self.cocoa[seat] += 1

    # -- temples, Avenue, Pyramid track (spec §4.8–§4.10) -------------------------------------------

    def _can_advance(self, seat: int, temple: int) -> bool:
        """§4.8: not past the top; the top holds one seat only."""
        step = self.temple[3 * seat + temple]
        if step >= D.TEMPLE_TOP:
            return False
        if step + 1 == D.TEMPLE_TOP:
            for other in range(self.nplay):
                if self.temple[3 * other + temple] == D.TEMPLE_TOP:
                    return False
        return True

    def _advance_temple(self, seat: int, temple: int, fixed_resource: int = -1) -> None:
        """§4.8: one step up and its reward; a major step offers its Discovery tiles instead."""
        if seat == self.bot:
            T.advance_temple(self, temple)
            return
        if not self._can_advance(seat, temple):
            return
        step = self.temple[3 * seat + temple] + 1
        self.temple[3 * seat + temple] = step
        kind, amount = D.TEMPLE_STEPS[temple][step]
        for index, (t, s) in enumerate(D.MAJOR_STEPS):
            if t == temple and s == step and self.major[index]:
                self.stack.append((F_CLAIM, seat, index, -1, kind, amount))
                return
        self._step_reward(seat, kind, amount, fixed_resource)

    def _step_reward(self, seat: int, kind: int, amount: int, fixed_resource: int = -1) -> None:
        if kind == D.R_VP:
            self._score(seat, D.V_TEMPLES, amount)
        elif kind == D.R_COCOA:
            self.cocoa[seat] += amount
        elif kind == D.R_RES:
            if fixed_resource >= 0:
                self.res[3 * seat + fixed_resource] += amount
            else:
                self.stack.append((F_RES, seat, amount, RES_GAIN, 0))

    def _push_any_temple(self, seat: int, times: int) -> None:
        self.stack.append((F_TEMPLE, seat, times, TEMPLE_FREE))

    def _legal_temple(self, frame: tuple) -> list[int]:
        seat, mode = frame[1], frame[3]
        out = []
        if mode == TEMPLE_FREE or self.cocoa[seat] >= 1:
            out = [A.TEMPLE + t for t in range(3) if self._can_advance(seat, t)]
        if mode == TEMPLE_PAID or not out:
            out.append(A.TEMPLE_STOP)
        return out

    def _apply_temple(self, frame: tuple, action: int) -> None:
        seat, times, mode = frame[1], frame[2], frame[3]
        if action == A.TEMPLE_STOP:
            return
        if mode == TEMPLE_PAID:
            self.cocoa[seat] -= 1
        if times > 1:
            self.stack.append((F_TEMPLE, seat, times - 1, mode))
        self._advance_temple(seat, action - A.TEMPLE)

    def _advance_avenue(self, seat: int) -> None:
        """§4.9: +1 (max 9); a step with Discovery tiles offers one (optional)."""
        if self.avenue[seat] >= D.AVENUE_MAX:
            return
        self.avenue[seat] += 1
        if seat == self.bot:  # the Teotibot never takes Discovery tiles (§7.3.4)
            return
        step = self.avenue[seat]
        for index, s in enumerate(D.AVENUE_STEPS):
            if s == step and self.avenue_tiles[index]:
                self.stack.append((F_CLAIM, seat, SRC_AVENUE + index, -1, D.R_NONE, 0))

    def _advance_pyramid_track(self, seat: int) -> None:
        """§4.10: +1, capped at 9 (§6.B.7)."""
        if self.ptrack[seat] < D.PYRAMID_TRACK_MAX:
            self.ptrack[seat] += 1

    # -- Discovery tiles (spec §4.11, §6.A.4) ----------------------------------------------------

    def _gain_resources(self, seat: int, wood: int, stone: int, gold: int) -> None:
        base = 3 * seat
        self.res[base + D.WOOD] += wood
        self.res[base + D.STONE] += stone
        self.res[base + D.GOLD] += gold

    def _can_afford(self, seat: int, kind: int, cocoa: int) -> bool:
        c, wood, stone, gold = D.DISCOVERY_COST[kind]
        base = 3 * seat
        return cocoa >= c and self.res[base] >= wood and self.res[base + 1] >= stone \
            and self.res[base + 2] >= gold

    def _claim(self, seat: int, kind: int) -> None:
        """§4.11: pay the printed cost and keep the tile."""
        c, wood, stone, gold = D.DISCOVERY_COST[kind]
        base = 3 * seat
        self.cocoa[seat] -= c
        self.res[base] -= wood
        self.res[base + 1] -= stone
        self.res[base + 2] -= gold
        self.disc[D.DISCOVERY_KINDS * seat + kind] += 1

    def _claim_pile(self, frame: tuple) -> list[int]:
        source = frame[2]
        if source == SRC_START:
            return [self.start_draws[frame[3]]]
        if source >= SRC_AVENUE:
            return self.avenue_tiles[source - SRC_AVENUE]
        return self.major[source]

    def _legal_claim(self, frame: tuple) -> list[int]:
        seat = frame[1]
        cocoa = self.cocoa[seat]
        kinds = sorted({k for k in self._claim_pile(frame) if self._can_afford(seat, k, cocoa)})
        return [A.CLAIM + k for k in kinds] + [A.DECLINE]

    def _apply_claim(self, frame: tuple, action: int) -> None:
        """§4.8 major steps (tile or printed reward), §4.9 Avenue, §2.3 Starting tiles."""
        seat, source = frame[1], frame[2]
        if action == A.DECLINE:
            if source < SRC_AVENUE:
                self._step_reward(seat, frame[4], frame[5])
            return
        kind = action - A.CLAIM
        if source == SRC_START:
            self.start_draws[frame[3]] = -1
        else:
            self._claim_pile(frame).remove(kind)
        self._claim(seat, kind)

    def _use_discovery(self, seat: int, kind: int) -> None:
        index = D.DISCOVERY_KINDS * seat + kind
        self.disc[index] -= 1
        self.used[index] += 1

    def _use_anytime(self, seat: int, kind: int) -> None:
        """§6.A.4: the effect of an anytime tile, turned face down."""
        self._use_discovery(seat, kind)
        if kind == D.D_VP4:
            self._score(seat, D.V_DISCOVERIES, D.DISCOVERY_VP)
        elif kind == D.D_COCOA4:
            self.cocoa[seat] += D.DISCOVERY_COCOA
        elif kind in (D.D_RES2, D.D_RES3):
            self.stack.append((F_RES, seat, D.DISCOVERY_RESOURCES[kind], RES_GAIN, 0))
        elif kind == D.D_AVENUE:
            self._advance_avenue(seat)
        elif kind == D.D_ANY_TEMPLE:
            self._push_any_temple(seat, 1)
        elif kind == D.D_POWERUP2:
            self.stack.append((F_POWER, seat, ANY_BOARD, D.DISCOVERY_POWERUPS, 0, 0))
        else:
            self._advance_temple(seat, D.DISCOVERY_TEMPLE[kind])

    # -- resource choices ---------------------------------------------------------------------

    def _legal_res(self, frame: tuple) -> list[int]:
        seat, mode = frame[1], frame[3]
        if mode == RES_GAIN:
            return [A.RES, A.RES + 1, A.RES + 2]
        out = []
        if mode == RES_TO_COCOA or self.cocoa[seat] >= 1:
            out = [A.RES + r for r in range(3) if self.res[3 * seat + r]]
        out.append(A.RES_STOP)
        return out

    def _apply_res(self, frame: tuple, action: int) -> None:
        """Gain a chosen resource; R-ResToCocoa: pay one for 2 cocoa (repeatable);
        R-Convert: 1 cocoa + 1 resource for P resources of choice."""
        seat, times, mode, power = frame[1], frame[2], frame[3], frame[4]
        if action == A.RES_STOP:
            return
        resource = action - A.RES
        if mode == RES_GAIN:
            self.res[3 * seat + resource] += 1
        elif mode == RES_TO_COCOA:
            self.res[3 * seat + resource] -= 1
            self.cocoa[seat] += D.RES_TO_COCOA
        else:
            self.res[3 * seat + resource] -= 1
            self.cocoa[seat] -= 1
            self.stack.append((F_RES, seat, power, RES_GAIN, 0))
            return
        if times > 1:
            self.stack.append((F_RES, seat, times - 1, mode, power))

    # -- setup decisions (spec §2.3 step 7, §7.1) ----------------------------------------------

    def _legal_keep(self, frame: tuple) -> list[int]:
        return [A.START_TILE + t for t in self.start_tiles[frame[1]] if t >= 0]

    def _apply_keep(self, frame: tuple, action: int) -> None:
        """Keep one of the dealt tiles (twice); after the 2nd, the rest go back."""
        seat = frame[1]
        tile = action - A.START_TILE
        hand = self.start_tiles[seat]
        # Kept tiles are stored as −1 − tile until both are chosen.
        hand[hand.index(tile)] = -1 - tile
        kept = [-1 - t for t in hand if t < 0]
        if len(kept) == D.STARTING_TILES_KEPT:
            for t in hand:
                if t >= 0 and self.start_draws[t] >= 0:
                    self.disc_stack.append(self.start_draws[t])
                    self.start_draws[t] = -1
            self.start_tiles[seat] = sorted(kept)

    def _legal_draft(self, frame: tuple) -> list[int]:
        return [A.START_TILE + t for t in self.draft]

    def _apply_draft(self, frame: tuple, action: int) -> None:
        tile = action - A.START_TILE
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
        alike = sum(1 for w in hand if self.wpower[w] == self.wpower[hand[0]])
        return [A.PLACE + b for b in free
                if b > floor and sum(1 for c in free if c > b) >= alike - 1]

    def _apply_place(self, frame: tuple, action: int) -> None:
        """§2.3 step 7: the 3 starting dice go to 3 different boards from the kept tiles."""
        seat, boards = frame[1], frame[2]
        hand = self._hand(seat)
        board = action - A.PLACE
        self.wboard[hand[0]] = board
        if len(hand) > 1:
            floor = board if self.wpower[hand[1]] == self.wpower[hand[0]] else 0
            self.stack.append((F_PLACE, seat, boards, floor))

    # -- calendar and Eclipses (spec §3.3–§3.5, §5.1) -------------------------------------------------

    def _advance_calendar(self) -> None:
        """§3.3: +1, never past the dark disc; reaching it triggers the Eclipse (once)."""
        if self.light < self.dark:
            self.light += 1
            if self.light == self.dark:
                self._trigger_eclipse()

    def _trigger_eclipse(self) -> None:
        """§3.4: normally, the Eclipse follows the 2nd Last-Player turn end from now;
        the dark variant (§7.2) resolves it after the current turn."""
        if self.countdown < 0:
            self.countdown = 0 if self.options["dark_eclipse"] else D.ECLIPSE_DELAY

    def _end_turn(self, seat: int, asked: int) -> None:
        """§3.2 end of turn: offer the anytime tiles, the Last Player moves the calendar,
        a due Eclipse is resolved, then the next seat plays."""
        if not asked and self._anytime(seat):
            self.stack.append((A_END_TURN, seat, 1))
            self.stack.append((F_TURN_END, seat))
            return
        last = seat == self.nplay - 1  # solo: the Teotibot holds the Last Player token
        if last:
            self._advance_calendar()  # solo: the bot's turn step 6 (§7.3.3)
        due = False
        if self.countdown == 0:
            due = True
        elif self.countdown > 0 and last:
            self.countdown -= 1
            due = self.countdown == 0
        if due:
            self.stack.append((A_ECLIPSE, seat))
        else:
            self._begin_turn((seat + 1) % self.nplay)

    def _eclipse(self, seat: int) -> None:
        """§5.1 steps 1–5 at once, then each seat's salary (step 6), then steps 7–8."""
        n = self.nplay
        ordinal = self.eclipses
        if self.completed and self.options["completion_rate"] == "final":
            ordinal = D.ECLIPSES - 1
        self._note(f"Eclipse {self.eclipses + 1}" + (" (final)" if self._is_final() else ""))
        multiplier = D.BUILDINGS_ROW[self.buildings]
        lead = max(self.ptrack)
        for p in range(n):
            avenue = self.avenue[p] * multiplier
            leader = D.PYRAMID_LEADER_VP if lead > 0 and self.ptrack[p] == lead else 0
            track = self.ptrack[p] * D.PYRAMID_TRACK_VP[ordinal]
            masks = self._mask_score(p)
            gained = avenue + leader + track + masks
            self._score(p, D.V_AVENUE, avenue)
            self._score(p, D.V_PYRAMID, leader + track)
            self._score(p, D.V_MASKS, masks)
            self.ptrack[p] = 0
            self._note(f"  {self._who(p)} scores {gained}: Avenue {avenue}, Pyramid leader "
                       f"{leader}, Pyramid track {track}, masks {masks}")
        if self.bot >= 0:
            self._note("  Teotibot pays no salary")
        self.stack.append((A_ECLIPSE_END, seat))
        for p in reversed(range(self.num_players)):  # the seats; the Teotibot pays none (§7.3.6)
            self.stack.append((F_SALARY, p, self._salary(p)))

    def _is_final(self) -> bool:
        return self.final or self.eclipses + 1 >= D.ECLIPSES

    def _mask_score(self, seat: int) -> int:
        """§4.13: the layered partition of distinct masks maximises the convex set score."""
        counts = self.disc[D.DISCOVERY_KINDS * seat:D.DISCOVERY_KINDS * seat + D.MASK_KINDS]
        total = 0
        for k in range(1, max(counts) + 1):
            total += D.MASK_SET_VP[sum(1 for c in counts if c >= k)]
        return total

    def _salary(self, seat: int) -> int:
        """§5.1 step 6: 1 cocoa per die in play, +1 per die of power 4–5."""
        return self._per_die_in_play(seat, D.SALARY_COCOA)

    def _per_die_in_play(self, seat: int, values: tuple[int, int]) -> int:
        """The sum over the seat's dice on the boards of `values`[0] for power 1–3,
        `values`[1] for power 4–5 (the salary, B-Workers)."""
        total = 0
        for w in range(4 * seat, 4 * seat + 4):
            if self.wboard[w] > 0:
                total += values[1 if self.wpower[w] >= D.SALARY_HIGH_POWER else 0]
        return total

    def _legal_salary(self, frame: tuple) -> list[int]:
        seat, due = frame[1], frame[2]
        out = [A.SALARY + k for k in range(min(due, self.cocoa[seat]) + 1)]
        if due and self.disc[D.DISCOVERY_KINDS * seat + D.D_FREE_COCOA]:
            out.append(A.SALARY_FREE)
        return out

    def _apply_salary(self, frame: tuple, action: int) -> None:
        """Pay part or all; −3 VP per unpaid cocoa, never below 0; D-FreeCocoa covers all."""
        seat, due = frame[1], frame[2]
        if action == A.SALARY_FREE:
            self._use_discovery(seat, D.D_FREE_COCOA)
            self._note(f"  {self._who(seat)}: the free-cocoa tile covers the salary of {due}")
            return
        paid = action - A.SALARY
        self.cocoa[seat] -= paid
        lost = min(self.vp[seat], D.SALARY_PENALTY * (due - paid))
        self._score(seat, D.V_SALARY, -lost)
        self._note(f"  {self._who(seat)}: pays {paid} of {due} cocoa salary" +
                   (f", loses {lost} VP" if lost else ""))

    def _eclipse_end(self, seat: int) -> None:
        """§5.1 steps 7–8: reset the discs and move the neutrals, or score the Temple Bonus
        tiles and end the game."""
        if self._is_final():
            self.eclipses += 1
            self._score_temple_bonuses()
            if self.bot >= 0:
                T.final_scoring(self)
            self.over = True
            self.stack.clear()
            return
        self.eclipses += 1
        self.light = 0
        self.dark = D.DARK_DISC[self.num_players][self.eclipses]
        self.countdown = -1
        if self.ncol > self.nplay:
            rng, self.rng_seed = chance(self.rng_seed)
            self._place_neutrals(rng, list(range(D.STARTING_TILES)))
        self._begin_turn((seat + 1) % self.nplay)

    def _who(self, colour: int) -> str:
        return T.NAME if colour == self.bot else self.seat_name(colour)

    def _score_temple_bonuses(self) -> None:
        """§5.1 step 8, §6.A.6: seats at step 10+ of a temple score its Temple Bonus tile
        (the seats only: the Teotibot scores its temples its own way, §7.3.6)."""
        for p in range(self.num_players):
            reached = [t for t in range(3) if self.temple[3 * p + t] >= D.TEMPLE_BONUS_STEP]
            for t in reached:
                gained = self._bonus_value(p, self.bonuses[t], len(reached))
                self._score(p, D.V_BONUSES, gained)
                self._note(f"  {self._who(p)}: Temple Bonus ({D.BONUS_TITLES[self.bonuses[t]]}) "
                           f"{gained} VP")

    def _bonus_value(self, seat: int, bonus: int, reached: int) -> int:
        if bonus == D.B_15:
            return D.BONUS_FLAT_VP
        if bonus == D.B_TECH:
            return D.BONUS_TECH_VP * bin(self.techs[seat]).count("1")
        if bonus == D.B_MASK:
            base = D.DISCOVERY_KINDS * seat
            return D.MASK_SET_VP[sum(1 for k in range(D.MASK_KINDS) if self.disc[base + k])]
        if bonus == D.B_DISC:
            base = D.DISCOVERY_KINDS * seat
            tiles = sum(self.disc[base + k] + self.used[base + k]
                        for k in range(D.MASK_KINDS, D.DISCOVERY_KINDS))
            return D.BONUS_DISC_VP * tiles
        if bonus == D.B_BONUS:
            return D.BONUS_BONUS_VP * reached
        if bonus == D.B_AVENUE:
            return D.BONUS_AVENUE_VP * self.avenue[seat]
        return self._per_die_in_play(seat, D.BONUS_WORKER_VP)

    # -- the driver -----------------------------------------------------------------------------------

    def _run(self) -> None:
        """Run automatic frames and single-choice decisions until a seat must choose."""
        stack = self.stack
        while stack:
            frame = stack[-1]
            kind = frame[0]
            if kind < DECISIONS:
                legal = self._frame_legal(frame)
                if len(legal) > 1:
                    self._legal = legal
                    return
                if kind != F_PAUSE and kind != F_TURN_END:  # (nothing left to use: go on)
                    self._note(f"{self._who(frame[1])} {self.narrate(legal[0])} (only choice)")
                stack.pop()
                _APPLY[kind](self, frame, legal[0])
                continue
            stack.pop()
            if kind == A_END_TURN:
                self._end_turn(frame[1], frame[2])
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
            elif kind == A_BOT_TURN:
                T.take_turn(self)
                self._end_turn(frame[1], 1)
        self._legal = []

    def _legal_actions(self) -> list[int]:
        if not self.stack:
            return []
        return self._frame_legal(self.stack[-1])

    def _frame_legal(self, frame: tuple) -> list[int]:
        """The frame's own choices, plus the anytime ones where they are open (MIDTURN)."""
        legal = _LEGAL[frame[0]](self, frame)
        if frame[0] in MIDTURN and self.stack[0][0] == A_END_TURN:
            extra = self._anytime(frame[1])
            if extra:
                legal = sorted(legal + extra)
        return legal

    def _anytime(self, seat: int, locked: bool | None = None) -> list[int]:
        """§4.1, §4.11: the 3-cocoa unlock (for a locked die: `locked`, when the caller
        knows) and the anytime Discovery tiles the seat holds (sorted)."""
        if locked is None:
            locked = max(self.wlock[4 * seat:4 * seat + 4]) >= 0
        out = [A.UNLOCK_PAY] if locked and self._can_pay(seat, D.UNLOCK_COST) else []
        first = D.DISCOVERY_KINDS * seat + D.ANYTIME_FIRST
        held = self.disc[first:first + len(D.ANYTIME_DISCOVERIES)]
        if any(held):  # (seldom: a quick test first, as this runs at every turn)
            out += [A.USE + D.ANYTIME_FIRST + i for i, n in enumerate(held) if n]
        return out

    def _apply(self, action: int) -> None:
        seat = self.stack[-1][1]
        if action == A.UNLOCK_PAY or A.USE <= action < A.END_TURN:
            # An anytime choice (legal on F_TURN, F_TURN_END and the MIDTURN frames) acts
            # at once; the decision on top waits and is asked again.
            if action == A.UNLOCK_PAY:
                self._pay_unlock(seat)
            else:
                self._use_anytime(seat, action - A.USE)
        else:
            frame = self.stack.pop()
            _APPLY[frame[0]](self, frame, action)
        self._run()

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

    # -- protocol: notation and prompts ----------------------------------------------------------

    def die_title(self, w: int) -> str:
        """A die in words: "the Forest die of power 2"."""
        board = self.wboard[w]
        where = D.BOARD_TITLES[board] if board > 0 else ("circle" if board == 0 else "hand")
        return f"the {where} die of power {self.wpower[w]}"

    def _die(self, w: int) -> str:
        board = self.wboard[w]
        where = D.BOARD_NAMES[board] if board > 0 else "hand"
        return f"{where} {self.wpower[w]}"

    def action_to_str_for(self, action: int, viewer: int | None) -> str:
        """§2.3: the Starting tiles kept (of 4 dealt) stay secret until every seat has kept;
        in the draft (§7.1) the picks are open."""
        text = self.action_to_str(action)  # IllegalAction for what is not an action id
        if (self.stack and self.stack[-1][0] == F_KEEP and viewer != self.current_player()
                and A.decode(action)[0] == "starttile"):
            return "keep a Starting tile"
        return text

    def action_to_str(self, action: int) -> str:
        if type(action) is not int or not 0 <= action < A.NUM_ACTIONS:
            raise IllegalAction(f"teotihuacan: {action!r} is not an action id; ids are "
                                f"0..{A.NUM_ACTIONS - 1}")
        kind, arg = A.decode(action)
        seat = self.current_player()
        seat = max(seat, 0)
        if kind in ("move", "moveany", "double", "power"):
            return f"{kind if kind != 'power' else 'up'} {self._die(4 * seat + arg)}"
        if kind in ("dest", "place"):
            return f"{'to' if kind == 'dest' else 'place'} {D.BOARD_NAMES[arg + 1]}"
        if kind == "use":
            return f"use {D.DISCOVERY_NAMES[arg]}"
        if kind == "claim":
            return f"claim {D.DISCOVERY_NAMES[arg]}"
        if kind == "worship":
            if arg < D.ROYAL_SPACES:
                return f"worship {D.ROYAL_NAMES[self.royals[arg]]}"
            return "worship"
        if kind == "res":
            return D.RES_NAMES[arg]
        if kind == "temple":
            return D.TEMPLE_NAMES[arg]
        if kind == "ascend":
            return A.ASCEND_NAMES[arg]
        if kind == "wopt":
            return A.WOPT_NAMES[arg]
        if kind == "salary":
            return f"pay {arg}"
        if kind == "tech":
            return f"tech {D.TECH_NAMES[self.tech_display[arg]]}"
        if kind == "noblerow":
            return ("top", "middle", "bottom")[arg] + " row"
        if kind == "decotile":
            tile = self.deco_display[arg]
            icons = "".join(D.ICON_CHARS[i] for i in D.DECORATION_TILES[tile]) if tile >= 0 else ""
            return f"decoration {icons}"
        if kind == "decospace":
            return f"space {D.DECO_SIDE_NAMES[arg // 4]} {arg % 4 + 1}"
        if kind == "pyrtile":
            tile = self.pyr_display[arg]
            icons = "".join(D.ICON_CHARS[i] for i in D.PYRAMID_TILES[tile]) if tile >= 0 else ""
            return f"tile {arg + 1} {icons}"
        if kind == "pyrpos":
            level, i, j, _, _ = D.POSITIONS[arg]
            return f"at {level + 1}:{i + 1}{j + 1}"
        if kind == "rotate":
            return f"rotate {arg}"
        if kind == "discount":
            return ("save stone", "save wood")[arg]
        if kind == "repeat":
            return f"{arg} times"
        if kind == "starttile":
            return f"start S{arg + 1}"
        if kind == "free":
            return ("pay cocoa", "free tile")[arg]
        if kind == "extra":
            return ("no extra", "extra worker")[arg]
        if kind == "order":
            return ("effect first", "tile first")[arg]
        return _FIXED_NOTATION[kind]

    def narrate(self, action: int, viewer: int | None = None) -> str:
        return N.narrate(self, action, viewer)

    def score_breakdown(self) -> list[dict[str, int]]:
        return N.score_breakdown(self)

    def evaluate(self) -> list[float]:
        return E.evaluate(self)

    def str_to_action(self, text: str) -> int:
        """The legal action whose notation is `text` (case and spacing ignored); a text that
        names two legal actions raises `BadNotation` listing them."""
        if not isinstance(text, str):
            raise BadNotation(f"teotihuacan: notation must be a string, got {type(text).__name__}")
        key = " ".join(text.lower().split())
        found = [a for a in self.legal_actions() if self.action_to_str(a).lower() == key]
        if len(found) > 1:
            shown = ", ".join(f"{a} ({self.narrate(a)})" for a in found)
            raise BadNotation(f"teotihuacan: {text!r} is ambiguous: it names actions {shown}")
        return super().str_to_action(text)

    def prompt(self) -> str:
        if not self.stack:
            return "The game is over."
        text = self._prompt(self.stack[-1])
        frame = self.stack[-1]
        if frame[0] in MIDTURN and frame[0] != F_PAUSE and self.stack[0][0] == A_END_TURN:
            extra = self._anytime(frame[1])
            parts = (["use a Discovery tile"] if extra and extra[-1] != A.UNLOCK_PAY else []) + \
                ([f"unlock pay ({D.UNLOCK_COST} cocoa)"] if A.UNLOCK_PAY in extra else [])
            if parts:
                text += f" You may first {' or '.join(parts)}."
        return text

    def _prompt(self, frame: tuple) -> str:
        seat = frame[1]
        kind = frame[0]
        who = self.seat_name(seat)
        if kind == F_RES:
            mode = frame[3]
            what = ("gain a resource", "pay a resource for 2 cocoa, or stop",
                    f"pay 1 cocoa + a resource for {frame[4]} resources of your choice, or stop"
                    )[mode]
            return f"{who}: {what} ({frame[2]} left)."
        if kind == F_TEMPLE:
            paid = " for 1 cocoa, or stop" if frame[3] == TEMPLE_PAID else ""
            return f"{who}: advance on a temple{paid} ({frame[2]} left)."
        if kind == F_CLAIM:
            source = frame[2]
            where = ("the blue temple", "the red temple", "the green temple",
                     "the green temple", "the Avenue", "the Avenue", "the Avenue",
                     "your Starting tile")[source]
            reward = (frame[4], frame[5]) if source < SRC_AVENUE else None
            return f"{who}: {V.claim_prompt(self, where, reward)}"
        if kind == F_SALARY:
            return (f"{who}: Eclipse salary {frame[2]} cocoa; pay some "
                    f"(−{D.SALARY_PENALTY} VP per unpaid cocoa).")
        if kind == F_POWER:
            board = frame[2]
            where = "a starting die" if board == IN_HAND else \
                ("an unlocked die" if board == ANY_BOARD else f"a die on the {D.BOARD_TITLES[board]}")
            extra = "" if frame[3] else (" (optional)" if frame[4] else
                                         " (extra power-up Technology: 1 cocoa, optional)")
            return f"{who}: power up {where}{extra}."
        if kind in (F_TURN, F_TURN_END):
            return f"{who}: {V.turn_prompt(self, seat, self.legal_actions())}"
        if kind == F_ACTION:
            return f"{who}: {V.action_prompt(self, frame, self.legal_actions())}"
        if kind == F_WOPT:
            return f"{who}: {V.worship_prompt(self, frame, self.legal_actions())}"
        if kind == F_PYR_ROT:
            tile = self.pyr_display[frame[5]]
            return f"{who}: {V.rotation_prompt(self, tile, frame[6], frame[7:9])}"
        if kind == F_DECO_SPACE:
            return f"{who}: {V.decoration_prompt(self, frame[3], self._deco_spaces())}"
        if kind == F_REPEAT:
            other = "wood" if frame[2] == D.R_WOOD_STONE else "gold"
            return (f"{who}: Royal tile: trade 1 cocoa for 1 {other} + 1 stone how many times "
                    f"(up to {frame[3]})?")
        if kind == F_PLACE:
            hand = self._hand(seat)
            power = self.wpower[hand[0]] if hand else 1
            return (f"{who}: place your starting die of power {power} on a board shown on "
                    f"your Starting tiles.")
        return f"{who}: {_PROMPTS[kind]}"

    # -- protocol: views -------------------------------------------------------------------------

    def observation(self, player: int | None) -> dict[str, Any]:
        """Everything public, plus what the seat alone sees during setup (`_setup_sight`);
        None: the public view (spectators). The Discovery, Pyramid and Decoration stacks are
        hidden (their sizes are shown)."""
        self.check_seat(player)
        d = self._state_dict()
        d["disc_stack"] = len(self.disc_stack)
        d["pyr_stack"] = len(self.pyr_stack)
        d["deco_stack"] = len(self.deco_stack)
        d["rng_seed"] = None
        d["start_pool"] = len(self.start_pool)  # face down (in the draft: the undisplayed)
        seen, open_hands = self._setup_sight(player)
        hands: list[Any] = []
        public = set()
        for seat in range(self.num_players):
            if seat == player or open_hands:
                hands.append(list(self.start_tiles[seat]))
                public.update(_unmarked(t) for t in self.start_tiles[seat])
            else:
                hands.append(len(self.start_tiles[seat]))
        d["start_tiles"] = hands
        # A drawn tile beside a known Starting tile shows only that it is there.
        d["start_draws"] = [k if t in seen else ((-1 if k < 0 else None) if t in public else None)
                            for t, k in enumerate(self.start_draws)]
        d["stack"] = [list(f[:2]) for f in self.stack[-1:]]
        d["player"] = player
        if self.bot >= 0:
            d["teotibot"] = T.summary(self)
        return d

    def _setup_sight(self, player: int | None) -> tuple[set[int], bool]:
        """What a seat sees of the Starting tiles during setup (§2.3 step 7, §7.1): the
        tiles whose drawn Discovery tile it sees (its own hand; in the draft every tile, as
        the display and its draws are face up), and whether the other hands are open (the
        draft; or once every seat has kept its 2 tiles, which it then resolves openly)."""
        if self.options["start_draft"]:
            seen = set(self.draft)
            for hand in self.start_tiles:
                seen.update(hand)
            return seen, True
        seen = {_unmarked(t) for t in self.start_tiles[player]} if player is not None else set()
        done = all(len(h) == D.STARTING_TILES_KEPT and min(h) >= 0 for h in self.start_tiles)
        return seen, done

    def render(self, player: int | None = None, section: str | None = None) -> str:
        self.check_seat(player)
        return V.render(self, player, section)

    def render_sections(self) -> list[str]:
        return V.sections(self)

    def determinize(self, player: int, rng: Any) -> State:
        """A clone with what `player` cannot see resampled consistently: the order of the
        three draw stacks, the chance seed (future neutral moves, the Teotibot's rolls), and
        during setup the other seats' hidden Starting tiles and the Discovery tiles drawn for
        them (`_redeal_start_tiles`), and which tiles were not dealt (the neutral dice come
        from them, §2.3 step 8; in the draft they are known: those not on the display)."""
        self.check_seat(player, allow_none=False)
        new = self.clone()
        if any(self.start_tiles):
            new.start_tiles = [list(h) for h in self.start_tiles]
            new.start_draws = list(self.start_draws)
            seen, open_hands = self._setup_sight(player)
            if not open_hands:
                new._redeal_start_tiles(player, rng)
            elif not self.options["start_draft"]:  # the tiles returned are not known
                held = {_unmarked(t) for h in new.start_tiles for t in h}
                free = [t for t in range(D.STARTING_TILES) if t not in held]
                rng.shuffle(free)
                new.start_pool = sorted(free[:len(self.start_pool)])
            hidden = [t for t in range(D.STARTING_TILES)
                      if new.start_draws[t] >= 0 and t not in seen]
            pool = sorted(new.disc_stack + [new.start_draws[t] for t in hidden])
            rng.shuffle(pool)
            for t in hidden:
                new.start_draws[t] = pool.pop()
            new.disc_stack = pool
        # each hidden pile in a canonical order first, so the copy depends only on what
        # `player` sees (the same generator gives the same world for states it cannot tell apart)
        for pile in (new.disc_stack, new.pyr_stack, new.deco_stack):
            pile.sort()
            rng.shuffle(pile)
        new.rng_seed = rng.getrandbits(63)
        new._legal = None
        return new

    def _redeal_start_tiles(self, player: int, rng: Any, tries: int = 200) -> None:
        """Deal the other seats new hidden Starting tiles, as `player` could imagine them:
        the same hand sizes and keep marks, the same number of tiles holding a drawn
        Discovery tile per seat (the draws are seen happening); the tiles left over are the
        undealt ones. Their drawn tiles go back to the Discovery stack, to be redrawn by the
        caller. Keeps the hands if no deal fits."""
        mine = {_unmarked(t) for t in self.start_tiles[player]}
        others = [p for p in range(self.num_players) if p != player]
        pool = [t for t in range(D.STARTING_TILES) if t not in mine]
        for _ in range(tries):
            rng.shuffle(pool)
            deal = self._deal_hidden_hands(others, list(pool), rng)
            if deal is not None:
                break
        else:
            return
        hands, left = deal
        for p in others:
            for t in self.start_tiles[p]:
                tile = _unmarked(t)
                if self.start_draws[tile] >= 0:
                    self.disc_stack.append(self.start_draws[tile])
                    self.start_draws[tile] = -1
        self.disc_stack.sort()  # a canonical order: the draws must not tell hidden tiles
        rng.shuffle(self.disc_stack)
        for p, hand in hands.items():
            self.start_tiles[p] = hand
            for t in hand:
                if _DRAWS_A_TILE[_unmarked(t)]:
                    self.start_draws[_unmarked(t)] = self.disc_stack.pop()
        # (with `player` done keeping, its own 2 returned tiles are among `left`)
        self.start_pool = sorted(left[:len(self.start_pool)])

    def _deal_hidden_hands(self, others: list[int], left: list[int],
                           rng: Any) -> tuple[dict[int, list[int]], list[int]] | None:
        """One try of `_redeal_start_tiles`: each seat of `others` a hand from the shuffled
        `left`, like its own; the tiles left over. None if the tiles with (or without) a
        Discovery icon run short."""
        hands = {}
        for p in others:
            hand = self.start_tiles[p]
            # a seat done keeping holds its 2 kept tiles; 2 more were dealt and returned
            done = len(hand) == D.STARTING_TILES_KEPT and min(hand) >= 0
            want = sum(1 for t in hand if _DRAWS_A_TILE[_unmarked(t)])
            icons = [t for t in left if _DRAWS_A_TILE[t]][:want]
            plain = [t for t in left if not _DRAWS_A_TILE[t]][:len(hand) - want]
            if len(icons) < want or len(plain) < len(hand) - want:
                return None
            new_hand = icons + plain
            rng.shuffle(new_hand)
            for t in new_hand:
                left.remove(t)
            if done:
                left = left[D.STARTING_TILES_DEALT - D.STARTING_TILES_KEPT:]  # returned
                new_hand.sort()
            else:
                marks = sum(1 for t in hand if t < 0)
                new_hand = sorted([-1 - t for t in new_hand[:marks]] + new_hand[marks:])
            hands[p] = new_hand
        return hands, left

    # -- protocol: persistence -------------------------------------------------------------------

    def _state_dict(self) -> dict[str, Any]:
        d = {name: getattr(self, name) for name in _LIST_FIELDS}
        d.update({name: getattr(self, name) for name in _INT_FIELDS})
        d = {k: (list(v) if isinstance(v, list) else v) for k, v in d.items()}
        d["avenue_tiles"] = [list(p) for p in self.avenue_tiles]
        d["major"] = [list(p) for p in self.major]
        d["start_tiles"] = [list(t) for t in self.start_tiles]
        d["stack"] = [[list(x) if isinstance(x, tuple) else x for x in f] for f in self.stack]
        if self.bot >= 0:
            for name in _SOLO_FIELDS:
                d[name] = list(getattr(self, name))
        return d

    def _load_state(self, d: dict[str, Any]) -> None:
        for name in _LIST_FIELDS + ("avenue_tiles", "major", "start_tiles", "stack"):
            value = d.get(name)
            if not isinstance(value, list):
                raise BadState(f"field 'state.{name}': expected a list")
            if name in _LIST_FIELDS and not all(type(x) is int for x in value):
                raise BadState(f"field 'state.{name}': expected a list of ints")
            setattr(self, name, list(value))
        for name in _INT_FIELDS:
            value = d.get(name)
            if type(value) is not int and type(value) is not bool:
                raise BadState(f"field 'state.{name}': expected an int")
            setattr(self, name, value)
        for name in ("avenue_tiles", "major", "start_tiles"):
            if not all(isinstance(p, list) for p in getattr(self, name)):
                raise BadState(f"field 'state.{name}': expected a list of lists")
            setattr(self, name, [list(p) for p in getattr(self, name)])
        frames = []
        for f in self.stack:
            if not isinstance(f, list) or not f or type(f[0]) is not int:
                raise BadState("field 'state.stack': frames are non-empty lists of ints")
            frames.append(tuple(tuple(x) if isinstance(x, list) else x for x in f))
        self.stack = frames
        try:
            self._set_colours()
        except BadOption as e:
            raise BadState(f"field 'options': {e}") from None
        self.nobles_right = [0, 0, 0]
        if self.bot >= 0:
            for name in _SOLO_FIELDS:
                value = d.get(name)
                if not isinstance(value, list) or not all(type(x) is int for x in value):
                    raise BadState(f"field 'state.{name}': expected a list of ints")
                setattr(self, name, list(value))
            if sorted(self.apyr) != list(range(D.BOT_TILES)) or len(self.dirs) != 2:
                raise BadState("field 'state.apyr': expected the 7 Action tiles")
        n = self.nplay
        if len(self.cocoa) != n or len(self.res) != 3 * n or len(self.wboard) != 4 * self.ncol:
            raise BadState("field 'state.cocoa': sizes do not match the player count")
        self.where = [0] * 9
        for position, board in enumerate(self.ring):
            if type(board) is int and 0 <= board < len(self.where):
                self.where[board] = position
        validate.check_loaded(self)

    # -- invariants ------------------------------------------------------------------------------

    def invariant_errors(self) -> list[str]:
        errors = []
        n = self.nplay
        for name in ("cocoa", "vp", "res", "disc", "used", "avenue", "ptrack"):
            if min(getattr(self, name)) < 0:
                errors.append(f"negative {name}: {getattr(self, name)}")
        counts = [0] * D.DISCOVERY_KINDS
        discarded = self.discard if self.bot >= 0 else []
        for kind in self.disc_stack + self.slots + [k for p in self.avenue_tiles for k in p] \
                + [k for p in self.major for k in p] + self.start_draws + discarded:
            if kind >= 0:
                counts[kind] += 1
        for i, c in enumerate(self.disc):
            counts[i % D.DISCOVERY_KINDS] += c + self.used[i]
        if counts != list(D.DISCOVERY_COPIES):
            errors.append(f"discovery tiles not conserved: {counts}")
        placed = sum(1 for t in self.pyr if t >= 0)
        shown = sum(1 for t in self.pyr_display if t >= 0)
        if placed + shown + len(self.pyr_stack) != len(D.PYRAMID_TILES):
            errors.append("pyramid tiles not conserved")
        decos = sum(1 for t in self.deco if t >= 0) + sum(1 for t in self.deco_display if t >= 0)
        if decos + len(self.deco_stack) != len(D.DECORATION_TILES):
            errors.append("decoration tiles not conserved")
        if sum(self.nobles) + sum(self.nobles_right) != self.buildings \
                or self.buildings > D.BUILDINGS or min(self._row_space(r) for r in range(3)) < 0:
            errors.append("buildings not conserved")
        for space, w in enumerate(self.worship):
            if w >= 0 and (self.wlock[w] != space or self.wboard[w] != D.WORSHIP_BOARDS[space]):
                errors.append(f"worship space {space} holds die {w} inconsistently")
        for w, space in enumerate(self.wlock):
            if space >= 0 and self.worship[space] != w:
                errors.append(f"die {w} locked on {space} but not there")
            if not 1 <= self.wpower[w] <= D.MAX_POWER:
                errors.append(f"die {w} has power {self.wpower[w]}")
            if w >= 4 * n and space >= 0:
                errors.append(f"neutral die {w} locked")
        for t in range(3):
            tops = sum(1 for p in range(n) if self.temple[3 * p + t] == D.TEMPLE_TOP)
            if tops > 1 or max(self.temple[3 * p + t] for p in range(n)) > D.TEMPLE_TOP:
                errors.append(f"temple {t} top shared or overrun")
        if max(self.avenue) > D.AVENUE_MAX or max(self.ptrack) > D.PYRAMID_TRACK_MAX:
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
        new.wboard = self.wboard.copy()
        new.wpower = self.wpower.copy()
        new.wlock = self.wlock.copy()
        new.worship = self.worship.copy()
        new.cocoa = self.cocoa.copy()
        new.vp = self.vp.copy()
        new.vpby = self.vpby.copy()
        new.res = self.res.copy()
        new.temple = self.temple.copy()
        new.avenue = self.avenue.copy()
        new.ptrack = self.ptrack.copy()
        new.disc = self.disc.copy()
        new.used = self.used.copy()
        new.techs = self.techs.copy()
        new.tech_owners = self.tech_owners.copy()
        new.tech_ids = self.tech_ids.copy()
        new.nobles = self.nobles.copy()
        if self.bot >= 0:
            new.nobles_right = self.nobles_right.copy()
            new.apyr = self.apyr.copy()
            new.dirs = self.dirs.copy()
            new.roll = self.roll.copy()
            new.discard = self.discard.copy()
        new.grid = self.grid.copy()
        new.pyr = self.pyr.copy()
        new.deco = self.deco.copy()
        new.stack = self.stack.copy()
        new.deco_stack = self.deco_stack.copy()
        new.deco_display = self.deco_display.copy()
        new.pyr_stack = self.pyr_stack.copy()
        new.pyr_display = self.pyr_display.copy()
        new.disc_stack = self.disc_stack.copy()
        new.slots = self.slots.copy()
        new.avenue_tiles = [pile.copy() for pile in self.avenue_tiles]
        new.major = [pile.copy() for pile in self.major]
        if self.draft or self.start_tiles[0]:
            new.start_tiles = [t.copy() for t in self.start_tiles]
            new.start_draws = self.start_draws.copy()
            new.draft = self.draft.copy()
            new.start_pool = self.start_pool.copy()


def _unmarked(t: int) -> int:
    """A Starting tile of a hand, whether or not it bears the keep mark (−1 − tile)."""
    return t if t >= 0 else -1 - t


# Starting tiles that come with a drawn Discovery tile (§6.A.5).
_DRAWS_A_TILE = tuple(bool(info[D.ST_DISCOVERY]) for info in D.START_TILES)

_LEGAL = [None] * DECISIONS
_APPLY = [None] * DECISIONS
for _kind, _name in (
    (F_TURN, "turn"), (F_TURN_END, "turn_end"), (F_DOUBLE, "double"), (F_DEST, "dest"),
    (F_ACTION, "action"), (F_WOPT, "wopt"), (F_FREE, "free"), (F_EXTRA, "extra"),
    (F_RES, "res"), (F_TEMPLE, "temple"), (F_CLAIM, "claim"), (F_POWER, "power"),
    (F_ASCEND, "ascend"), (F_SALARY, "salary"), (F_TECH, "tech"), (F_NOBLE_ROW, "noble_row"),
    (F_DECO_TILE, "deco_tile"), (F_DECO_SPACE, "deco_space"), (F_PYR_TILE, "pyr_tile"),
    (F_PYR_POS, "pyr_pos"), (F_PYR_ROT, "pyr_rot"), (F_DISCOUNT, "discount"),
    (F_REPEAT, "repeat"), (F_KEEP, "keep"), (F_DRAFT, "draft"), (F_PLACE, "place"),
    (F_ORDER, "order"), (F_PAUSE, "pause"),
):
    _LEGAL[_kind] = getattr(TeotihuacanState, "_legal_" + _name)
    _APPLY[_kind] = getattr(TeotihuacanState, "_apply_" + _name)


_FIXED_NOTATION = {
    "unlockfree": "unlock free", "unlockpay": "unlock pay", "endturn": "end turn",
    "nodouble": "single", "collect": "collect", "main": "main", "resstop": "stop",
    "templestop": "stop", "decline": "decline", "powerskip": "skip",
    "salaryfree": "free tile", "pyrstop": "stop", "continue": "continue",
    "fullprice": "pay full",
}
# The prompts with nothing to show from the position (`_prompt` words the others itself).
_PROMPTS = {
    F_DOUBLE: "move a second die along (double-move tile), or single?",
    F_DEST: "choose the destination board.",
    F_FREE: "pay the cocoa, or use a free-cocoa Discovery tile?",
    F_EXTRA: "use the extra-worker Discovery tile for this Main Action?",
    F_ASCEND: "Ascension reward: " + ", ".join(D.ASCEND_TITLES) + " (your 4th die, if it "
              "still waits).",
    F_TECH: "Alchemy: choose a Technology.",
    F_NOBLE_ROW: "Nobles: choose the building row.",
    F_DECO_TILE: "Decorations: choose a Decoration tile.",
    F_PYR_TILE: "Construction: choose a Pyramid tile, or stop.",
    F_PYR_POS: "Construction: choose the pyramid square: at L:RC = level L, row R, column C "
               "(see the pyramid section's map).",
    F_DISCOUNT: "Construction: save one stone or one wood (the Construction discount).",
    F_KEEP: f"keep a Starting tile (you keep {D.STARTING_TILES_KEPT} of {D.STARTING_TILES_DEALT}).",
    F_DRAFT: "draft a Starting tile.",
    F_ORDER: "worship both: the effect first, or the Discovery tile first?",
    F_PAUSE: "use Discovery tiles now, or continue.",
}
_LIST_FIELDS = (
    "wboard", "wpower", "wlock", "worship", "cocoa", "vp", "vpby", "res", "temple", "avenue", "ptrack",
    "disc", "used", "techs", "tech_ids", "tech_owners", "nobles", "grid", "pyr", "deco", "ring", "royals",
    "tech_display", "bonuses", "deco_stack", "deco_display", "pyr_stack", "pyr_display",
    "disc_stack", "slots", "start_draws", "draft", "start_pool",
)
# Solo only (stored when players=1): the action pyramid (6 slots, then the spare), the
# Direction tiles (top, bottom), the last roll, the Nobles spaces the Teotibot filled from the
# right, the Discovery tiles its Worship discarded.
_SOLO_FIELDS = ("apyr", "dirs", "roll", "nobles_right", "discard")
_INT_FIELDS = (
    "ncol", "light", "dark", "eclipses", "countdown", "final", "completed", "buildings", "turn",
    "over", "rng_seed",
)
