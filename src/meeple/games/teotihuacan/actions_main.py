"""Teotihuacan rules, the three actions (§4.3–§4.5): collecting cocoa, Worship (§4.4) with
the Royal tiles (§6.A.3), and the Main Actions (§4.5): a mixin of `TeotihuacanState`
(state.py), split off by phase."""

from __future__ import annotations

from meeple.games.teotihuacan import actions as A
from meeple.games.teotihuacan import data as D
from meeple.games.teotihuacan import teotibot as T
from meeple.games.teotihuacan.actions import (
    CONTINUE,
    DECO_SPACE,
    DECO_TILE,
    DISCOUNT,
    EXTRA,
    FREE,
    FULL_PRICE,
    NOBLE_ROW,
    ORDER_EFFECT,
    ORDER_TILE,
    PYR_POS,
    PYR_STOP,
    PYR_TILE,
    REPEAT,
    ROTATE,
    TECH,
    WOPT,
    WOPT_BOTH,
    WOPT_EFFECT,
    WOPT_TILE,
)
from meeple.games.teotihuacan.data import (
    ALCHEMY,
    ALCHEMY_BOTH_ROWS,
    ANYTIME_DISCOVERIES,
    BOARD_RESOURCE,
    BOTH_OPTIONS_COST,
    BUILDINGS,
    COLOURED,
    CONSTRUCTION,
    D_EXTRA_WORKER,
    D_FREE_COCOA,
    DECO_CELLS,
    DECO_PRINTED,
    DECO_SPACES,
    DECO_SUPPORT,
    DECORATION_GOLD,
    DECORATION_TILES,
    DECORATION_VP,
    DECORATIONS,
    DISCOVERY_KINDS,
    FOREST,
    GOLD,
    GOLD_DEPOSITS,
    LEVEL_COST,
    LEVEL_VP,
    MAX_POWER,
    NOBLES,
    NOBLES_ROWS,
    NOBLES_WOOD,
    NVP,
    PANEL_TEMPLE,
    POSITIONS,
    POWER_COLUMN,
    PYRAMID_DISPLAY,
    PYRAMID_TILES,
    QUARRY,
    R_COCOA_TILE,
    R_CONVERT,
    R_GOLD_STONE,
    R_PYR_VP,
    R_RES_TO_COCOA,
    R_TECH_VP,
    R_TEMPLE,
    R_WOOD_STONE,
    RESOURCE_TABLES,
    ROYAL_VP_PER,
    SALARY_HIGH_POWER,
    STONE,
    T_ALCH_NOB,
    T_COCOA_VP,
    T_CONSTR_TEMPLE,
    T_CONSTR_VP,
    T_CONSTR_WORKER,
    T_DECO,
    T_EXTRA_RES,
    T_POWERUP,
    TECH_ALCH_NOB_VP,
    TECH_CONSTR_VP,
    TECH_COST,
    TECH_DECO_VP,
    TECH_OWNER_VP,
    TECH_PER_ROW,
    TOP_POSITION,
    V_BOARDS,
    V_CONSTRUCTION,
    V_DECORATIONS,
    V_NOBLES,
    V_PALACE,
    V_TECH,
    WOOD,
    WORKER_CAP,
    WORSHIP_SLOT,
)
from meeple.games.teotihuacan.frames import (
    A_CONSTR_END,
    A_MAIN,
    A_REFILL_SLOT,
    A_WORSHIP,
    F_DECO_SPACE,
    F_DECO_TILE,
    F_DISCOUNT,
    F_EXTRA,
    F_FREE,
    F_NOBLE_ROW,
    F_ORDER,
    F_PAUSE,
    F_POWER,
    F_PYR_POS,
    F_PYR_ROT,
    F_PYR_TILE,
    F_REPEAT,
    F_RES,
    F_TECH,
    F_TEMPLE,
    F_WOPT,
    PAY_MAIN,
    PAY_WORSHIP,
    RES_CONVERT,
    RES_TO_COCOA,
    TEMPLE_PAID,
    WOR_BOTH,
    WOR_EFFECT,
    WOR_EFFECT_THEN_TILE,
    WOR_TILE,
)
from meeple.games.teotihuacan.progress import Progress

# Two ways to scan the dice, the same answers: compiled, loops over C ints; pure Python,
# list.count / index and slices, which scan in C, far cheaper than an interpreted loop.
try:
    import cython
    COMPILED = cython.compiled
except ImportError:  # pure Python without Cython
    COMPILED = False

# each Pyramid tile's quadrants at each rotation (`_lay_tile`: a quarter turn moves each
# quadrant one place on clockwise)
_TURNED = tuple(tuple(tuple(quads[(q - rotation) % 4] for q in range(4)) for rotation in range(4))
                for quads in PYRAMID_TILES)
# each level's Pyramid positions and the positions under each (§4.5.5), for `_pyr_positions`
_LEVEL_SITES = tuple(tuple((position, support)
                           for position, (lv, _, _, _, support) in enumerate(POSITIONS) if lv == level)
                     for level in range(len(LEVEL_COST)))
assert [p for sites in _LEVEL_SITES for p, _ in sites] == list(range(len(POSITIONS)))
# read at every moved die, as plain globals (C ints in the compiled build)
COLLECT, MAIN, WORSHIP = A.COLLECT, A.MAIN, A.WORSHIP
KINDS, FREE_COCOA, PALACE, DISPLACE_COST = (DISCOVERY_KINDS, D_FREE_COCOA, D.PALACE,
                                            D.DISPLACE_COST)
WORSHIP_SPACES, WORSHIP_BOARDS = D.WORSHIP_SPACES, D.WORSHIP_BOARDS
ALWAYS_POSSIBLE = (FOREST, QUARRY, GOLD_DEPOSITS)  # Main Actions always resolvable
# each board's Worship spaces, in rising order (`_legal_action` lists them at every moved die)
BOARD_SPACES = tuple(tuple(space for space in range(WORSHIP_SPACES) if WORSHIP_BOARDS[space] == b)
                     for b in range(D.RING_SIZE + 1))  # boards 1..8 (index 0 unused)


# The board's colour count and the action decision are module functions, C-typed by
# actions_main.pxd in the compiled build (state.py's dispatch table lists `_legal_action`).

def _colour_count(wboard: list, wlock: list, board: int) -> int:
    """§4.1: distinct colours among the unlocked dice in the board's general area."""
    if COMPILED:  # a loop comparing C ints (list.count and index compare Python objects)
        colours = count = 0
        for w in range(len(wboard)):
            b = wboard[w]
            lock = wlock[w]
            if b == board and lock < 0 and not colours >> (w >> 2) & 1:
                colours |= 1 << (w >> 2)
                count += 1
        return count
    seen = 0
    w = -1
    for _ in range(wboard.count(board)):  # (the dice there, found by C-level scans)
        w = wboard.index(board, w + 1)
        if wlock[w] < 0:
            seen |= 1 << (w >> 2)
    return seen.bit_count()


def _legal_action(state: ThreeActions, frame: tuple) -> list[int]:
    """§4.3–§4.5: collect cocoa, the board's Main Action (paid per colour, resolvable in
    full) or a Worship space of the board not held by the seat (displacing costs 1)."""
    seat, board, colours = frame[1], frame[2], frame[3]
    out = [COLLECT]
    free = state.disc[KINDS * seat + FREE_COCOA] > 0
    cocoa = state.cocoa[seat]
    if board != PALACE and (free or cocoa >= colours) and state._main_possible(seat, board):
        out.append(MAIN)
    worship = state.worship
    for space in BOARD_SPACES[board]:
        occupant = worship[space]
        if occupant >= 0 and occupant >> 2 == seat:
            continue
        cost = DISPLACE_COST if occupant >= 0 else 0
        if free or cocoa >= cost:
            out.append(WORSHIP + space)
    return out


class ThreeActions(Progress):
    """The action a moved die takes: collect cocoa, worship or its board's Main Action (a
    link of `TeotihuacanState`'s chain of bases; its fields: `Protocol`)."""

    __slots__ = ()

    # -- the three actions (spec §4.3–§4.5) ------------------------------------------------------

    def _worker_count(self, seat: int, board: int) -> int:
        """§4.1: the seat's unlocked dice in the board's general area, capped at 3."""
        count = 0
        for w in range(4 * seat, 4 * seat + 4):
            if self.wboard[w] == board and self.wlock[w] < 0:
                count += 1
        return count if count < WORKER_CAP else WORKER_CAP  # (a min() call costs more)

    def _apply_action(self, frame: tuple, action: int) -> None:
        seat, board, colours, w = frame[1], frame[2], frame[3], frame[4]
        if action == COLLECT:
            self._collect_cocoa(seat, colours)
        elif action == MAIN:
            if self._extra_worker_helps(seat, board):
                self.stack.append((F_EXTRA, seat, board, colours))  # pays after the choice
            else:
                self._pay(seat, colours, PAY_MAIN, (A_MAIN, seat, board, 0))
        else:
            space = action - WORSHIP
            occupant = self.worship[space]
            self.stack.append((F_WOPT, seat, space, w, DISPLACE_COST if occupant >= 0 else 0))

    def _score(self, colour: int, category: int, vp: int) -> None:
        """Score `vp` (negative: lose) under `category` of `data.VP_CATEGORIES`."""
        self.vp[colour] += vp
        self.vpby[NVP * colour + category] += vp

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
        if amount > 0 and free_ok and self.disc[DISCOVERY_KINDS * seat + D_FREE_COCOA]:
            self.stack.append((F_FREE, seat, amount, purpose))
        else:
            self.cocoa[seat] -= amount

    def _legal_free(self, frame: tuple) -> list[int]:
        out = [FREE + 1]
        if self.cocoa[frame[1]] >= frame[2]:
            out.insert(0, FREE)
        return out

    def _apply_free(self, frame: tuple, action: int) -> None:
        seat = frame[1]
        if action == FREE:
            self.cocoa[seat] -= frame[2]
        else:
            self._use_discovery(seat, D_FREE_COCOA)

    # -- Worship (spec §4.4) -------------------------------------------------------------------

    def _legal_wopt(self, frame: tuple) -> list[int]:
        """§4.4 step 2: (a) effect, (b) the slot's Discovery tile (not on the Palace),
        (c) both for 1 more cocoa; payments before benefits."""
        seat, space, unlock = frame[1], frame[2], frame[4]
        cocoa = self.cocoa[seat]
        free = self.disc[DISCOVERY_KINDS * seat + D_FREE_COCOA] > 0
        out = [WOPT_EFFECT] if free or cocoa >= unlock else []
        tile = self.slots[WORSHIP_SLOT[space]]
        if WORSHIP_BOARDS[space] != PALACE and tile >= 0:
            left = cocoa if free else cocoa - unlock
            if left >= 0 and self._can_afford(seat, tile, left):
                out.append(WOPT_TILE)
        if free or cocoa >= unlock + BOTH_OPTIONS_COST:
            out.append(WOPT_BOTH)
        return out

    def _apply_wopt(self, frame: tuple, action: int) -> None:
        seat, space, w, unlock = frame[1], frame[2], frame[3], frame[4]
        option = action - WOPT
        self._occupy_worship(space, w)
        cost = unlock + (BOTH_OPTIONS_COST if option == WOR_BOTH else 0)
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
        slot = WORSHIP_SLOT[space]
        if option == WOR_BOTH:
            tile = self.slots[slot]
            if tile in ANYTIME_DISCOVERIES and self._can_afford(seat, tile, self.cocoa[seat]):
                self.stack.append((F_ORDER, seat, space, power))
                return
            option = WOR_EFFECT_THEN_TILE
        if option != WOR_EFFECT:
            self.stack.append((A_REFILL_SLOT, seat, slot, 0))
        if option != WOR_TILE:
            self._worship_effect(seat, space, power)

    def _worship_effect(self, seat: int, space: int, power: int) -> None:
        """§4.4 option (a): the Royal tile (Palace) or the panel's temple."""
        board = WORSHIP_BOARDS[space]
        if board == PALACE:
            self._royal_tile(seat, self.royals[space], power)
        else:
            temple = PANEL_TEMPLE[board]
            if temple < 0:
                self._push_any_temple(seat, 1)
            else:
                self._advance_temple(seat, temple)

    def _legal_order(self, frame: tuple) -> list[int]:
        return [ORDER_EFFECT, ORDER_TILE]

    def _apply_order(self, frame: tuple, action: int) -> None:
        """Worship (c): the effect first (the tile after it), or the tile first, with a
        chance to use it (and any other anytime tile) before the effect."""
        seat, space, power = frame[1], frame[2], frame[3]
        if action == ORDER_EFFECT:
            self._resolve_worship(seat, space, WOR_EFFECT_THEN_TILE, power)
            return
        self.stack.append((A_WORSHIP, seat, space, WOR_EFFECT, power))
        self._claim_slot(seat, WORSHIP_SLOT[space])
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
        elif not asked and self._anytime_open(seat):
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
        if self._anytime_open(seat):
            self.stack.append((F_PAUSE, seat))

    def _legal_pause(self, frame: tuple) -> list[int]:
        return [CONTINUE]

    def _apply_pause(self, frame: tuple, action: int) -> None:
        return

    # -- Royal tiles (spec §6.A.3) --------------------------------------------------------------

    def _royal_tile(self, seat: int, royal: int, power: int) -> None:
        """§6.A.3: P is the power of the die just locked on the tile."""
        if royal == R_COCOA_TILE:
            self.cocoa[seat] += power + 1
        elif royal in (R_WOOD_STONE, R_GOLD_STONE):
            if self.cocoa[seat] or self._anytime_open(seat):
                self.stack.append((F_REPEAT, seat, royal, power))
        elif royal == R_RES_TO_COCOA:
            self.stack.append((F_RES, seat, power, RES_TO_COCOA, 0))
        elif royal == R_CONVERT:
            self.stack.append((F_RES, seat, 1, RES_CONVERT, power))
        elif royal == R_TEMPLE:
            if power > 1:
                self.stack.append((F_TEMPLE, seat, power - 1, TEMPLE_PAID))
        elif royal == R_TECH_VP:
            self._score(seat, V_PALACE, ROYAL_VP_PER * min(bin(self.techs[seat]).count("1"), power))
        elif royal == R_PYR_VP:
            self._score(seat, V_PALACE, ROYAL_VP_PER * min(self.ptrack[seat], power))
        else:
            self._score(seat, V_PALACE, min(self.avenue[seat], power + 1))

    def _legal_repeat(self, frame: tuple) -> list[int]:
        return [REPEAT + k for k in range(min(frame[3], self.cocoa[frame[1]]) + 1)]

    def _apply_repeat(self, frame: tuple, action: int) -> None:
        """R-WoodStone / R-GoldStone: 1 cocoa → 1 wood (gold) + 1 stone, k times."""
        seat, royal, times = frame[1], frame[2], action - REPEAT
        self.cocoa[seat] -= times
        other = WOOD if royal == R_WOOD_STONE else GOLD
        self.res[3 * seat + other] += times
        self.res[3 * seat + STONE] += times

    # -- Main Actions (spec §4.5) ----------------------------------------------------------------

    def _extra_worker_helps(self, seat: int, board: int) -> bool:
        """D-ExtraWorker applies to Alchemy, Nobles and Construction (§6.A.4)."""
        if board not in (ALCHEMY, NOBLES, CONSTRUCTION):
            return False
        if not self.disc[DISCOVERY_KINDS * seat + D_EXTRA_WORKER]:
            return False
        count = self._main_count(seat, board, 0)
        if board == ALCHEMY:  # 2 or more workers: either row, one power-up
            return count < ALCHEMY_BOTH_ROWS
        if board == NOBLES:  # the row and the 2nd power-up stop changing at 3
            return count < WORKER_CAP
        return count < self._main_count(seat, board, 1)

    def _main_count(self, seat: int, board: int, extra: int) -> int:
        """§4.1, §9.2.2: workers counted by a Main Action, with the +1 effects."""
        count = self._worker_count(seat, board) + extra
        if board == CONSTRUCTION and self._has_tech(seat, T_CONSTR_WORKER):
            count += 1
        if count > WORKER_CAP and self.options["extra_worker_cap"]:
            return WORKER_CAP
        return count

    def _main_possible(self, seat: int, board: int) -> bool:
        """§4.5 step 3: a Main Action must be resolvable in full (checked with the best
        worker count a D-ExtraWorker tile could give)."""
        if board in ALWAYS_POSSIBLE:
            return True
        if board == DECORATIONS:
            count = self._worker_count(seat, board)
            # (max() >= 0: a tile is left (-1 marks an empty place), without a generator)
            return self.res[3 * seat + GOLD] >= DECORATION_GOLD[count] and \
                max(self.deco_display) >= 0 and bool(self._deco_spaces())
        if board == CONSTRUCTION:
            discount = 1 if self._has_tech(seat, T_CONSTR_WORKER) else 0
            return max(self.pyr_display) >= 0 and \
                bool(self._pyr_positions(seat, discount, first=True))
        if board == NOBLES and self.res[3 * seat + WOOD] < NOBLES_WOOD:
            return False
        extra = 1 if self.disc[KINDS * seat + D_EXTRA_WORKER] else 0
        return self._main_feasible(seat, board, extra)

    def _main_feasible(self, seat: int, board: int, extra: int) -> bool:
        """Alchemy and Nobles with `extra` D-ExtraWorker workers: a Technology the seat can
        take, a Nobles row it can build on (the costs apart, checked by the caller)."""
        count = self._main_count(seat, board, extra)
        if board == ALCHEMY:
            return bool(self._tech_choices(seat, count, self._single_power(seat, board)))
        if board == NOBLES:
            return bool(self._noble_rows(count))
        return True

    def _legal_extra(self, frame: tuple) -> list[int]:
        seat, board = frame[1], frame[2]
        out = [EXTRA + 1]
        if self._main_feasible(seat, board, 0):
            out.insert(0, EXTRA)
        return out

    def _apply_extra(self, frame: tuple, action: int) -> None:
        seat, board, colours = frame[1], frame[2], frame[3]
        extra = action - EXTRA
        if extra:
            self._use_discovery(seat, D_EXTRA_WORKER)
        self._pay(seat, colours, PAY_MAIN, (A_MAIN, seat, board, extra))

    def _main_action(self, seat: int, board: int, extra: int) -> None:
        """§4.5: the board's effect (the cost is paid)."""
        if board in (FOREST, QUARRY, GOLD_DEPOSITS):
            self._resource_board(seat, board)
            return
        count = self._main_count(seat, board, extra)
        if board == ALCHEMY:
            self.stack.append((F_TECH, seat, count, self._single_power(seat, board)))
        elif board == NOBLES:
            self.stack.append((F_NOBLE_ROW, seat, count))
        elif board == DECORATIONS:
            self.stack.append((F_DECO_TILE, seat, self._worker_count(seat, board)))
        else:
            discount = 1 if self._has_tech(seat, T_CONSTR_WORKER) else 0
            self.stack.append((A_CONSTR_END, seat, count))
            self.stack.append((F_PYR_TILE, seat, 0, count, discount))

    def _push_powerups(self, seat: int, board: int, count: int, double: bool = True) -> None:
        """§4.6, §9.2.3: one mandatory power-up on the board, a 2nd optional with 3+ workers,
        then T-PowerUp's paid extra one."""
        optional = 1 if double and count >= WORKER_CAP else 0
        tech = 1 if self._has_tech(seat, T_POWERUP) else 0
        self.stack.append((F_POWER, seat, board, 1, optional, tech))

    def _resource_board(self, seat: int, board: int) -> None:
        """§4.5.1: Forest, Stone Quarry, Gold Deposits by worker count and lowest power."""
        count = self._worker_count(seat, board)
        low = MAX_POWER  # (a loop: min() of a list costs more; a die is there, just moved)
        wboard, wlock, wpower = self.wboard, self.wlock, self.wpower
        for w in range(4 * seat, 4 * seat + 4):
            if wboard[w] == board and wlock[w] < 0 and wpower[w] < low:
                low = wpower[w]
        wood, stone, gold, cocoa, vp, temples = \
            RESOURCE_TABLES[board][count - 1][POWER_COLUMN[low]]
        self._gain_resources(seat, wood, stone, gold)
        self.cocoa[seat] += cocoa
        self._score(seat, V_BOARDS, vp)
        if self._has_tech(seat, T_EXTRA_RES):
            self.res[3 * seat + BOARD_RESOURCE[board]] += 1
        if self._has_tech(seat, T_COCOA_VP):
            self.cocoa[seat] += 1
            self._score(seat, V_TECH, 1)
        self._push_powerups(seat, board, count)
        if temples:
            self._push_any_temple(seat, temples)

    # Alchemy (§4.5.2)

    def _single_power(self, seat: int, board: int) -> int:
        """The highest power among the seat's unlocked dice on the board."""
        best = 0  # (a loop: max() of a list costs more)
        wboard, wlock, wpower = self.wboard, self.wlock, self.wpower
        for w in range(4 * seat, 4 * seat + 4):
            if wboard[w] == board and wlock[w] < 0 and wpower[w] > best:
                best = wpower[w]
        return best

    def _tech_choices(self, seat: int, count: int, power: int) -> list[int]:
        """§4.5.2: top row with 1 worker, either row with 2+, row 2 with one power-4+ die."""
        rows = 2 if count >= ALCHEMY_BOTH_ROWS or power >= SALARY_HIGH_POWER else 1
        gold = self.res[3 * seat + GOLD]
        mine = self.techs[seat]
        return [i for i in range(TECH_PER_ROW * rows)
                if not mine >> i & 1 and gold >= TECH_COST[self.tech_display[i]]]

    def _legal_tech(self, frame: tuple) -> list[int]:
        return [TECH + i for i in self._tech_choices(frame[1], frame[2], frame[3])]

    def _apply_tech(self, frame: tuple, action: int) -> None:
        """§4.5.2: pay the gold, 3 VP to each earlier owner, the column's temple, power-up
        (none when a single worker used the row-2 exception). The new Technology acts on
        this very action (T-AlchNob's 3 VP, T-PowerUp's extra power-up) only with the
        option `tech_on_purchase`; by default from the next time (resolution: it is bought
        in the middle of the Alchemy action it would reward)."""
        seat, count = frame[1], frame[2]
        index = action - TECH
        exception = count < ALCHEMY_BOTH_ROWS and index >= TECH_PER_ROW
        now = self.options["tech_on_purchase"]
        price = TECH_COST[self.tech_display[index]]
        if now:
            self._place_technology(seat, index, price)
        if self._has_tech(seat, T_ALCH_NOB):
            self._score(seat, V_TECH, TECH_ALCH_NOB_VP)
        if not exception:
            self._push_powerups(seat, ALCHEMY, count, double=False)
        if not now:
            self._place_technology(seat, index, price)
        self._advance_temple(seat, index % TECH_PER_ROW)

    def _take_technology(self, seat: int, index: int) -> None:
        """§2.3 steps 6–7: a free marker; the temple of the tile's column advances."""
        self._place_technology(seat, index)
        self._advance_temple(seat, index % TECH_PER_ROW)

    def _place_technology(self, seat: int, index: int, gold: int = -1) -> None:
        """§4.5.2: place the marker on display slot `index`. A bought one pays `gold` (the
        tile's price; the Teotibot's 1 gold, §7.3.5) and earlier owners score 3 VP; a free
        marker (`gold` −1: Starting tiles, first-game starts, the bot's setup) pays and
        rewards nothing (§9.2.8)."""
        if gold >= 0:
            self.res[3 * seat + GOLD] -= gold
            owners = self.tech_owners[index]
            for other in range(self.nplay):
                if owners >> other & 1:
                    self._score(other, V_TECH, TECH_OWNER_VP)
        self.techs[seat] |= 1 << index
        self.tech_ids[seat] |= 1 << self.tech_display[index]
        self.tech_owners[index] |= 1 << seat

    def _has_tech(self, seat: int, tech: int) -> bool:
        return self.tech_ids[seat] >> tech & 1 == 1

    # Nobles (§4.5.3)

    def _noble_rows(self, count: int) -> list[int]:
        """§4.5.3, §9.2.17: the row for the worker count, else a row above with space."""
        if self.buildings >= BUILDINGS:
            return []
        row = (count if count < WORKER_CAP else WORKER_CAP) - 1
        if self._row_space(row):
            return [row]
        return [r for r in range(row) if self._row_space(r)]

    def _row_space(self, row: int) -> int:
        """Empty spaces left in a Nobles row (solo: the Teotibot may fill one from the right)."""
        return len(NOBLES_ROWS[row]) - self.nobles[row] - self.nobles_right[row]

    def _legal_noble_row(self, frame: tuple) -> list[int]:
        return [NOBLE_ROW + r for r in self._noble_rows(frame[2])]

    def _apply_noble_row(self, frame: tuple, action: int) -> None:
        """§4.5.3: 2 wood, the leftmost Building, the covered space's VP, +1 Avenue."""
        seat, count = frame[1], frame[2]
        row = action - NOBLE_ROW
        self.res[3 * seat + WOOD] -= NOBLES_WOOD
        self._score(seat, V_NOBLES, NOBLES_ROWS[row][self.nobles[row]])
        self.nobles[row] += 1
        self.buildings += 1
        if self._has_tech(seat, T_ALCH_NOB):
            self._score(seat, V_TECH, TECH_ALCH_NOB_VP)
        self._push_powerups(seat, NOBLES, count)
        self._advance_avenue(seat)

    # Decorations (§4.5.4)

    def _deco_spaces(self) -> list[int]:
        """§4.5.4, §6.B.11: empty spaces whose pyramid squares and lower Decoration are there."""
        out = []
        deco, pyr = self.deco, self.pyr
        for space in range(DECO_SPACES):
            if deco[space] >= 0:
                continue
            if space % 4 and deco[space - 1] < 0:
                continue
            for p in DECO_SUPPORT[space]:  # (a loop, not all() of a generator)
                if pyr[p] < 0:
                    break
            else:
                out.append(space)
        return out

    def _legal_deco_tile(self, frame: tuple) -> list[int]:
        return [DECO_TILE + i for i, t in enumerate(self.deco_display) if t >= 0]

    def _apply_deco_tile(self, frame: tuple, action: int) -> None:
        self.stack.append((F_DECO_SPACE, frame[1], frame[2], action - DECO_TILE))

    def _legal_deco_space(self, frame: tuple) -> list[int]:
        return [DECO_SPACE + s for s in self._deco_spaces()]

    def _apply_deco_space(self, frame: tuple, action: int) -> None:
        """§4.5.4: matched icons score 1 VP and advance their temple; +3 VP; +1 Pyramid
        track; T-Deco +4 VP; one power-up; refill the display."""
        seat, count, slot = frame[1], frame[2], frame[3]
        space = action - DECO_SPACE
        tile = self.deco_display[slot]
        self.res[3 * seat + GOLD] -= DECORATION_GOLD[count]
        self.deco[space] = tile
        if self.bot >= 0:
            self.deco_display[slot] = -1
            T.slide_display(self.deco_display, self.deco_stack)
        else:
            self.deco_display[slot] = self.deco_stack.pop() if self.deco_stack else -1
        icons = DECORATION_TILES[tile]
        cells = DECO_CELLS[space]
        covered = DECO_PRINTED[space // 4] if not cells else \
            (self.grid[cells[0]], self.grid[cells[1]])
        self._score(seat, V_DECORATIONS, DECORATION_VP)
        if self._has_tech(seat, T_DECO):
            self._score(seat, V_TECH, TECH_DECO_VP)
        self._advance_pyramid_track(seat)
        self._push_powerups(seat, DECORATIONS, count, double=False)
        self._score_matches(seat, icons, covered, V_DECORATIONS)

    def _score_matches(self, seat: int, new: tuple | list, covered: tuple | list,
                       cat: int = V_CONSTRUCTION) -> None:
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
            if icon & COLOURED:
                self._advance_temple(seat, kind - 1)

    # Construction (§4.5.5)

    def _pyr_positions(self, seat: int, discount: int, first: bool = False) -> list[int]:
        """§4.5.5: empty positions with their 4 supports, affordable (with the discount);
        `first`: only the first one (is there any?)."""
        stone, wood = self.res[3 * seat + STONE], self.res[3 * seat + WOOD]
        out = []
        pyr = self.pyr
        for level in range(len(LEVEL_COST)):  # (the positions are in rising level order)
            cs, cw = LEVEL_COST[level]
            if (cs - stone if cs > stone else 0) + (cw - wood if cw > wood else 0) > discount:
                continue  # (unaffordable: its positions not looked at)
            for position, support in _LEVEL_SITES[level]:
                if pyr[position] >= 0:
                    continue
                for p in support:
                    if pyr[p] < 0:
                        break
                else:
                    out.append(position)
                    if first:
                        return out
        return out

    def _legal_pyr_tile(self, frame: tuple) -> list[int]:
        """A tile of the display while one can go on the Pyramid; stop once one is built, or
        when none can be: the seat spent what it needed on an anytime Discovery tile after
        starting the action (a claimed mask costs wood)."""
        seat, placed, count, discount = frame[1], frame[2], frame[3], frame[4]
        out = []
        if placed < count and self._pyr_positions(seat, discount, first=True):
            out = [PYR_TILE + i for i, t in enumerate(self.pyr_display) if t >= 0]
        if placed or not out:
            out.append(PYR_STOP)
        return out

    def _apply_pyr_tile(self, frame: tuple, action: int) -> None:
        if action != PYR_STOP:
            self.stack.append((F_PYR_POS,) + frame[1:] + (action - PYR_TILE,))
        elif not frame[2]:
            # Resolution (the rules never reach it: a seat that cannot build cannot start the
            # action): a Construction that built nothing ends at once, with none of what
            # follows building (Technologies, power-ups, the display's refill).
            end = self.stack.pop()
            assert end[0] == A_CONSTR_END

    def _legal_pyr_pos(self, frame: tuple) -> list[int]:
        return [PYR_POS + p for p in self._pyr_positions(frame[1], frame[4])]

    def _apply_pyr_pos(self, frame: tuple, action: int) -> None:
        """Choose the square. T-ConstrWorker's discount of 1 resource (once per action,
        §9.2.2) may go on this tile, on a stone or a wood, or wait for a later tile of the
        action (the seat's choice where more than one is possible)."""
        position = action - PYR_POS
        rot = (F_PYR_ROT,) + frame[1:] + (position,) + LEVEL_COST[POSITIONS[position][0]]
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
        stone, wood = self.res[3 * seat + STONE], self.res[3 * seat + WOOD]
        full = stone >= cs and wood >= cw
        if not discount:
            return [FULL_PRICE]
        out = []
        if cs and stone >= cs - 1 and wood >= cw:
            out.append(DISCOUNT)
        if cw and stone >= cs and wood >= cw - 1:
            out.append(DISCOUNT + 1)
        more = placed + 1 < count and any(t >= 0 for i, t in enumerate(self.pyr_display)
                                          if i != slot)
        if full and (more or not out):
            out.append(FULL_PRICE)
        return out

    def _legal_discount(self, frame: tuple) -> list[int]:
        return self._discount_ways(frame)

    def _apply_discount(self, frame: tuple, action: int) -> None:
        cs, cw = frame[-2], frame[-1]
        if action == DISCOUNT:
            cs -= 1
        elif action == DISCOUNT + 1:
            cw -= 1
        self.stack.append((F_PYR_ROT,) + frame[1:-2] + (cs, cw))

    def _legal_pyr_rot(self, frame: tuple) -> list[int]:
        return [ROTATE, ROTATE + 1, ROTATE + 2, ROTATE + 3]

    def _apply_pyr_rot(self, frame: tuple, action: int) -> None:
        """§4.5.5: pay, lay the tile, score level VP and matches, +1 Pyramid track; the
        level-4 tile completes the Pyramid. Each tile resolves fully before the next."""
        _, seat, placed, count, discount, slot, position, cs, cw = frame
        rotation = action - ROTATE
        self.res[3 * seat + STONE] -= cs
        self.res[3 * seat + WOOD] -= cw
        tile = self.pyr_display[slot]
        self.pyr_display[slot] = -1
        level = POSITIONS[position][0]
        cells = POSITIONS[position][3]
        covered = [self.grid[c] for c in cells]
        icons = self._lay_tile(position, tile, rotation)
        self._score(seat, V_CONSTRUCTION, LEVEL_VP[level])
        self._advance_pyramid_track(seat)
        spent = 1 if (cs, cw) != LEVEL_COST[level] else 0
        self.stack.append((F_PYR_TILE, seat, placed + 1, count, discount - spent))
        if position == TOP_POSITION:
            self._complete_pyramid()
        self._score_matches(seat, icons, covered)

    def _lay_tile(self, position: int, tile: int, rotation: int) -> tuple:
        """Write a tile's quadrants into the icon grid; a quarter turn moves each quadrant
        one place on clockwise (§6.B.11)."""
        self.pyr[position] = tile
        icons = _TURNED[tile][rotation]
        a, b, c, d = POSITIONS[position][3]
        grid = self.grid
        grid[a], grid[b], grid[c], grid[d] = icons
        return icons

    def _construction_end(self, seat: int, count: int) -> None:
        """§4.5.5, §6.A.2: T-ConstrVP, T-ConstrTemple, power-ups, refill the display (solo:
        slide the tiles left and refill on the right, §7.3.2)."""
        if self.bot >= 0:
            T.slide_display(self.pyr_display, self.pyr_stack)
        for slot in range(PYRAMID_DISPLAY):
            if self.pyr_display[slot] < 0 and self.pyr_stack:
                self.pyr_display[slot] = self.pyr_stack.pop()
        if self._has_tech(seat, T_CONSTR_VP):
            self._score(seat, V_TECH, TECH_CONSTR_VP)
        self._push_powerups(seat, CONSTRUCTION, count)
        if self._has_tech(seat, T_CONSTR_TEMPLE):
            self._push_any_temple(seat, 1)

    def _complete_pyramid(self) -> None:
        """§3.3: the top tile moves the light disc onto the dark disc: the final Eclipse."""
        self.completed = True
        self.final = True
        self.light = self.dark
        self._trigger_eclipse()
