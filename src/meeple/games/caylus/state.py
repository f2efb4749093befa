"""Caylus rules: the state, its automatic steps and its decisions (spec `shared/rules/caylus.md`).

The file follows the spec: setup (§2), the seven phases of a turn (§3.1-§3.7), buildings
(§3.5, §4), the castle (§5), royal favors (§6), the end (§7). Phase 5, the activation of the
road (§3.5), is the mixin `RoadActivation` in road.py; phase 2's step, decision and move (and
the income, §3.1) are module functions in placement.py; the tables they read are in tables.py.

Flow. `stack` holds the pending decisions as plain tuples `(kind, seat, ...)` (kinds in
`actions.py`). When it is empty, `_advance` runs the next automatic step of the current phase
(`phase`, with `step` and `cursor` as its program counter); the steps push decisions. A
decision with a single legal action is applied at once (a forced pass, a payment with no
choice), so every decision a seat is asked has a real choice.

Rules decisions where the spec was unsure are in the module docstring of `__init__.py` and in
`docs/caylus.md`; each is also noted at the function that implements it.
"""

from __future__ import annotations

from typing import Any

from meeple.core import TERMINAL, State
from meeple.core.errors import BadNotation, BadState, IllegalAction
from meeple.core.i18n import Later, Message, current_language
from meeple.core.rng import chance
from meeple.games.caylus import actions as A
from meeple.games.caylus import data as D
from meeple.games.caylus import evaluate as E
from meeple.games.caylus import narrate as N
from meeple.games.caylus import validate
from meeple.games.caylus import view as V
from meeple.games.caylus.actions import (
    F_ARCHITECT,
    F_CARPENTER,
    F_EXCHANGE,
    F_FOOD,
    F_GOLD,
    F_LAWYER,
    F_MASON,
    FAVOR_BY_LINE,
    FAVOR_OPTIONS,
    K_BUILD,
    K_BUY,
    K_CASTLE,
    K_FAVOR,
    K_GATE,
    K_GET,
    K_GUILD,
    K_INN,
    K_JOUST,
    K_LAWYER,
    K_PAY,
    K_PLACE,
    K_PROVOST,
    K_SELL,
    K_TRADE,
    MOVE_ZERO,
    NUM_ACTIONS,
)
from meeple.games.caylus.placement import (  # phase 2, and the Gate's targets (§3.3 a)
    GATE_BIT,
    INN_BIT,
    _apply_place,
    _bridge_cost,
    _free_ids,
    _income,
    _legal_place,
    _next_placement,
    _put_worker,
)
from meeple.games.caylus.road import RoadActivation, _next_activation
from meeple.games.caylus.tables import (  # Phase: re-exported for the other modules and tests
    ACCEPTS_WORKER,
    NOBODY,
    O_CASTLE,
    O_FAVOR,
    O_GATE,
    O_GET,
    O_GUILD,
    O_INN,
    O_JOUST,
    O_PROVOST,
    OFF,
    B,
    Phase,
)
from meeple.games.caylus.view import forced_words, income_line, stables_line

COLOURS = D.PLAYER_COLOURS  # the seats' names (`State.seat_name`): most log lines name one

# data.py's constants the rules read, as module globals: compiled, a global is a cached look-up
# where `D.X` searches the module's dict each time
(AGENTS_START_SPACE, BAILIFF_STEP, BAILIFF_STEP_PROVOST_AHEAD, BASE_INCOME, BATCHES,
    CASTLE_PENALTY, CHURCH_VP, CLOTH, CUBES_PER_PP, DENIERS_PER_PP, DUNGEON, EMPTY,
    EXCHANGE_GIVE, EXCHANGE_TAKE, FAVOR_DENIER_GAIN, FAVOR_LINES, FAVOR_PP, FIRST_PASS_BONUS,
    FIXED_BUILDINGS, FOOD, GOLD, GOLD_PP, GUILD_MOVE, JOUST_CLOTH, JOUST_DENIERS,
    NEUTRAL_SPACES, NEUTRAL_TILES, NON_GOLD, OPEN_COLUMNS_AFTER, OPEN_COLUMNS_START, PRESTIGE,
    ROAD_LENGTH, S_CHURCH, SCORING_SPACE, SECTION_NAMES, SECTION_PP, SECTION_SCORING,
    SECTION_SPACES, SIMPLIFIED_FAVOR_PP, SINGLE_SPECIALS, START_CUBES, START_DENIERS,
    START_DENIERS_TWO_PLAYERS, STONE, STONE_B, TAILOR_TRADES, TILES, TRADING_POST_DENIERS,
    WOOD, WOODEN, WORKERS) = (
    D.AGENTS_START_SPACE, D.BAILIFF_STEP, D.BAILIFF_STEP_PROVOST_AHEAD, D.BASE_INCOME,
    D.BATCHES, D.CASTLE_PENALTY, D.CHURCH_VP, D.CLOTH, D.CUBES_PER_PP, D.DENIERS_PER_PP,
    D.DUNGEON, D.EMPTY, D.EXCHANGE_GIVE, D.EXCHANGE_TAKE, D.FAVOR_DENIER_GAIN, D.FAVOR_LINES,
    D.FAVOR_PP, D.FIRST_PASS_BONUS, D.FIXED_BUILDINGS, D.FOOD, D.GOLD, D.GOLD_PP, D.GUILD_MOVE,
    D.JOUST_CLOTH, D.JOUST_DENIERS, D.NEUTRAL_SPACES, D.NEUTRAL_TILES, D.NON_GOLD,
    D.OPEN_COLUMNS_AFTER, D.OPEN_COLUMNS_START, D.PRESTIGE, D.ROAD_LENGTH, D.S_CHURCH,
    D.SCORING_SPACE, D.SECTION_NAMES, D.SECTION_PP, D.SECTION_SCORING, D.SECTION_SPACES,
    D.SIMPLIFIED_FAVOR_PP, D.SINGLE_SPECIALS, D.START_CUBES, D.START_DENIERS,
    D.START_DENIERS_TWO_PLAYERS, D.STONE, D.STONE_B, D.TAILOR_TRADES, D.TILES,
    D.TRADING_POST_DENIERS, D.WOOD, D.WOODEN, D.WORKERS)
LAST = ROAD_LENGTH - 1
OVER = Phase.OVER
GATE, TRADING_POST, GUILD, JOUST, STABLES, INN = D.GATE, D.TRADING_POST, D.GUILD, D.JOUST, D.STABLES, D.INN
assert SINGLE_SPECIALS == JOUST + 1  # the specials with one worker each (placement._room_mask)
SCORING_INDEX = tuple(s - 1 for s in SCORING_SPACE)
ALL_LINES = (1 << len(FAVOR_LINES)) - 1

T_NONE, TWO_PLAYERS, TWO_PLAYER_LATE_COST = A.T_NONE, D.TWO_PLAYERS, D.TWO_PLAYER_LATE_COST
PROVOST_MOVE, PROVOST_SPACE_COST, PROVOST_STAY = D.PROVOST_MOVE, D.PROVOST_SPACE_COST, O_PROVOST + MOVE_ZERO
SPECIAL_DECISION = {D.GATE: K_GATE, D.GUILD: K_GUILD, D.JOUST: K_JOUST}
# decisions whose only legal move (a pass, a decline) the log explains
EXPLAINED = frozenset((K_PLACE, K_JOUST, K_PROVOST, K_BUILD, K_LAWYER, K_SELL, K_BUY, K_TRADE))


class CaylusState(RoadActivation):
    """A Caylus position. Every field is an int, a tuple or a list of ints (lists of lists
    for per-seat cubes, favor markers and castle houses), copied by hand in `_copy_mutable`.

    turn, phase, step, cursor   the turn number (1-based) and the automatic-step counter
    order                       turn order, a tuple of seats (§3.2; Stables §3.3 e)
    passing, passed             seats in passing order (tuple) and as a bit mask
    deniers, pp, workers        per seat: money, prestige points, workers in supply
    cubes                       per seat: [food, wood, stone, cloth, gold]
    favor, favor_used           per seat: marker column 0..5 of each favor line; lines
                                used in the current phase (bit mask, §6.3 5)
    road, owner, worker         per road space 0..27: building id or EMPTY, owner seat,
                                worker seat (NOBODY = -1)
    special                     seats on the Gate, Trading Post, Guild, Joust Field
    stables, inn_left, inn_right  Stables spaces in order (tuple); the Inn's circles
    castle_scale                seats in the castle, in castle-scale order (tuple)
    castle, filled              houses per section per seat; houses per section
    section, open_columns       the section under construction (3: all scored); favor
                                columns open (§6.4)
    provost, bailiff            road indices 0..27
    stock                       bit mask of the wooden/stone/prestige tiles in stock
    pending                     Lawyer conversions waiting for their target's activation
                                ((space, seat) pairs, §10 A-6)
    built                       houses each seat put in the castle this turn
    stack                       pending decisions (tuples, top last)

    Bound from the options by `_bind_rules` (not serialised; immutable, shared by clones):
    vp (construction PP by tile), tailor (the Tailor's exchanges), simplified,
    gold_to_alchemist, guild_must_move.

    The fields are slots of the base `RoadActivation` (C fields in the compiled build), so
    `clone` copies each field (`_copy_mutable`), not an instance dict.
    """

    __slots__ = ()

    # -- setup (§2) ----------------------------------------------------------------------------

    def _setup(self) -> None:
        n = self.num_players
        self._bind_rules()
        rng, self.rng_seed = chance(self.rng_seed)
        order = list(range(n))
        rng.shuffle(order)
        neutral = list(NEUTRAL_TILES)
        rng.shuffle(neutral)
        self.turn = 0
        self.phase, self.step, self.cursor = Phase.INCOME, 0, 0
        self.order = tuple(order)
        self.passing, self.passed = (), 0
        self.deniers = [0] * n
        for position, seat in enumerate(order):
            self.deniers[seat] = (START_DENIERS_TWO_PLAYERS if n == TWO_PLAYERS
                                  else START_DENIERS[position])
        self.pp = [0] * n
        self.workers = [WORKERS] * n
        self.cubes = [list(START_CUBES) for _ in range(n)]
        self.favor = [[0] * len(FAVOR_LINES) for _ in range(n)]
        self.favor_used = [0] * n
        self.road = [EMPTY] * ROAD_LENGTH
        self.road[:NEUTRAL_SPACES] = neutral
        for space, building in FIXED_BUILDINGS:
            self.road[space - 1] = building
        self.owner = [NOBODY] * ROAD_LENGTH
        self.worker = [NOBODY] * ROAD_LENGTH
        self.special = [NOBODY] * SINGLE_SPECIALS
        self.stables, self.inn_left, self.inn_right = (), NOBODY, NOBODY
        self.castle_scale = ()
        self.castle = [[0] * n for _ in SECTION_NAMES]
        self.filled = [0] * len(SECTION_NAMES)
        self.section, self.open_columns = DUNGEON, OPEN_COLUMNS_START
        self.provost = self.bailiff = AGENTS_START_SPACE - 1
        self.stock = (1 << TILES) - 1
        self.pending = ()
        self.built = [0] * n
        self.stack: list[tuple] = []
        self._spots = self._free = self._paying = None
        self._room = -1
        self._begin_turn()
        self._run()

    def _bind_rules(self) -> None:
        """Tables that depend on the options (immutable, shared by clones)."""
        opts = self.options
        ruleset = opts["ruleset"]
        vp = [b.vp for b in B]
        vp[S_CHURCH] = CHURCH_VP[ruleset]
        self.vp = tuple(vp)
        self.tailor = TAILOR_TRADES[ruleset]
        self.simplified = opts["simplified_favors"]
        self.gold_to_alchemist = opts["alchemist_gold_input"]
        self.guild_must_move = opts["guild_must_move"]

    # -- the decision loop ---------------------------------------------------------------------

    def _run(self) -> None:
        """Run automatic steps and forced decisions until a seat has a real choice."""
        self._apply(-1)

    def _apply(self, action: int) -> None:
        """Apply `action` to the decision on top (-1: none, `_run`), then run automatic steps
        and forced decisions until a seat has a real choice. (One function: a call less for
        each decision.)"""
        stack = self.stack
        if action >= 0:
            frame = stack.pop()
            kind = frame[0]
            _APPLY[kind](self, frame, action - OFF[kind])
        while True:
            if stack:
                frame = stack[-1]
                kind = frame[0]
                legal = _LEGAL[kind](self, frame)
                if len(legal) > 1:
                    self._legal = legal
                    return
                stack.pop()
                if not legal:  # §6.3: a favor left once every line was used is lost
                    if not self._muted:
                        self._note(V.lost_favor_note(self, frame))
                    continue
                if kind in EXPLAINED and not self._muted:  # not asked: the log says why
                    self._log_forced(frame)
                _APPLY[kind](self, frame, legal[0] - OFF[kind])
            else:
                phase = self.phase
                if phase == OVER:
                    self._legal = []
                    return
                _ADVANCE[phase](self)

    def _legal_actions(self) -> list[int]:
        if not self.stack:
            return []
        frame = self.stack[-1]
        return _LEGAL[frame[0]](self, frame)

    # -- phase 1: income (§3.1) ----------------------------------------------------------------

    def _begin_turn(self) -> None:
        self.turn += 1
        self.phase = Phase.INCOME

    def _collect_income(self) -> None:
        """§3.1: 2 deniers, +1 per residence, +1 Library, +2 Hotel."""
        income = _income(self)
        for seat, gain in enumerate(income):
            self.deniers[seat] += gain
        if not self._muted:
            self._say_with(income_line, self.turn, self.game.seat_colors, tuple(income),
                           current_language())
        self._begin_placement()

    # -- phase 2: worker placement (§3.2) ------------------------------------------------------

    # The placement step, decision and move (`_next_placement`, `_legal_place`, `_apply_place`)
    # are module functions in placement.py (as is `_income`): C-typed by placement.pxd in the
    # compiled build.

    def _begin_placement(self) -> None:
        self.phase, self.cursor = Phase.PLACEMENT, 0
        self.passing, self.passed = (), 0

    def _log_forced(self, frame: tuple) -> None:
        """The forced line, made when the log is read from the values it needs now: a
        `_say_now_with` line, written here (a call less; the log is not muted)."""
        seat = frame[1]
        kind = frame[0]
        args = (kind, COLOURS[seat], not self.workers[seat], self.deniers[seat],
                _bridge_cost(self, seat) if kind == K_PLACE else 0,
                frame[2] if len(frame) > 2 else 0, frame[3] if len(frame) > 3 else 0)
        self._log = ((forced_words, args, current_language()), self._log)

    def bridge_cost(self, seat: int) -> int:
        """§3.2: the passing price, or 1 for the Inn's right circle (A-11)."""
        return _bridge_cost(self, seat)

    def passing_price(self) -> int:
        """§3.2: the lowest free number of the passing scale; 2 players: 1, then 3 once the
        other passed (§2.3)."""
        passes = len(self.passing)
        if self.num_players == TWO_PLAYERS and passes:
            return TWO_PLAYER_LATE_COST
        return passes + 1

    def _road_spots(self) -> tuple[int, ...]:
        """The road spaces whose building takes workers (§3.2), ascending. Placement asks
        it every decision and it changes only with a new building or a Lawyer's conversion,
        so it is kept until `_road_changed` (or `touch`) drops it; not serialised."""
        spots = self._spots
        if spots is None:
            spots = self._spots = tuple(i for i, b in enumerate(self.road)
                                        if b >= 0 and ACCEPTS_WORKER[b])
        return spots

    def _road_changed(self) -> None:
        self._spots = self._free = self._paying = None

    def touch(self) -> None:
        super().touch()
        self._road_changed()
        self._room = -1

    def _free_spots(self, seat: int, offset: int, with_gate: bool) -> list[int]:
        """The targets with room for `seat` (`_free_ids`), from action id `offset`."""
        return _free_ids(self, seat, offset, with_gate)

    def _pass(self, seat: int) -> None:
        """§3.2 a: the marker goes to the first free passing-scale space; the first passer
        takes 1 denier."""
        if not self.passing:
            self.deniers[seat] += FIRST_PASS_BONUS
        self.passing += (seat,)
        self.passed |= 1 << seat

    # -- phase 3: special buildings (§3.3) -----------------------------------------------------

    def _begin_special(self) -> None:
        self.phase, self.step = Phase.SPECIAL, GATE
        self._new_favor_phase()

    def _next_special(self) -> None:
        """§3.3: resolve the special buildings in order: Gate, Trading Post, Guild, Joust,
        Stables, Inn. A building that asks nothing goes on to the next in the same step (a
        call less each; `step` is as it was at every decision)."""
        building = self.step
        while building <= INN:
            self.step = building + 1
            if building == STABLES:
                self._resolve_stables()
            elif building == INN:
                self._resolve_inn()
            else:
                seat = self.special[building]
                if seat >= 0:
                    if building == TRADING_POST:
                        self.deniers[seat] += TRADING_POST_DENIERS
                        self._return_special(TRADING_POST)
                        self._say("{who} takes {n} deniers at the Trading Post",
                                  who=COLOURS[seat], n=TRADING_POST_DENIERS)
                    else:
                        self.stack.append((SPECIAL_DECISION[building], seat))
            if self.stack:
                return
            building += 1
        self._begin_provost()

    def _return_special(self, building: int) -> None:
        self.workers[self.special[building]] += 1
        self.special[building] = NOBODY
        self._room |= 1 << building

    def _legal_gate(self, frame: tuple) -> list[int]:
        """§3.3 a, A-10: any unoccupied legal spot after the Gate, free; or take it back."""
        return self._free_spots(frame[1], O_GATE, False)

    def _apply_gate(self, frame: tuple, k: int) -> None:
        seat = frame[1]
        self.special[GATE] = NOBODY
        self._room |= GATE_BIT
        if k == T_NONE:
            self.workers[seat] += 1
        else:
            _put_worker(self, seat, k)

    def _legal_guild(self, frame: tuple) -> list[int]:
        """§3.3 c, A-9: the Provost 0..3 spaces either way, free, within the road; with the
        option `guild_must_move` (the seed's "moves 1 to 3 spaces") 1..3 spaces."""
        p, stay = self.provost, not self.guild_must_move
        return [O_GUILD + MOVE_ZERO + d for d in range(-GUILD_MOVE, GUILD_MOVE + 1)
                if 0 <= p + d <= LAST and (d or stay)]

    def _apply_guild(self, frame: tuple, k: int) -> None:
        self.provost += k - MOVE_ZERO
        self._return_special(GUILD)

    def _legal_joust(self, frame: tuple) -> list[int]:
        """§3.3 d: optionally pay 1 denier + 1 cloth for a royal favor, once."""
        seat = frame[1]
        if self.deniers[seat] >= JOUST_DENIERS and self.cubes[seat][CLOTH] >= JOUST_CLOTH:
            return [O_JOUST, O_JOUST + 1]
        return [O_JOUST]

    def _apply_joust(self, frame: tuple, k: int) -> None:
        seat = frame[1]
        self._return_special(JOUST)
        if k:
            self.deniers[seat] -= JOUST_DENIERS
            self.cubes[seat][CLOTH] -= JOUST_CLOTH
            self._gain_favors(seat, 1)

    def _resolve_stables(self) -> None:
        """§3.3 e: Stables 1, 2, 3 take the first turn-order places; the rest keep their
        relative order."""
        if not self.stables:
            return
        first = self.stables
        self.order = first + tuple(s for s in self.order if s not in first)
        for seat in first:
            self.workers[seat] += 1
        self.stables = ()
        self._room = -1  # (made again: the Stables have room unless 2 players)
        if not self._muted:
            self._say_with(stables_line, tuple(COLOURS[s] for s in self.order),
                           current_language())

    def _resolve_inn(self) -> None:
        """§3.3 f: a new left-circle worker drives out the right one; else the right one's
        owner may stay or leave."""
        if self.inn_left >= 0:
            if self.inn_right >= 0:
                self.workers[self.inn_right] += 1
            self.inn_right, self.inn_left = self.inn_left, NOBODY
            self._room |= INN_BIT
            self._say("Inn: {who} moves to the right circle", who=COLOURS[self.inn_right])
        elif self.inn_right >= 0:
            self.stack.append((K_INN, self.inn_right))

    def _legal_inn(self, frame: tuple) -> list[int]:
        return [O_INN, O_INN + 1]

    def _apply_inn(self, frame: tuple, k: int) -> None:
        if not k:
            self.workers[self.inn_right] += 1
            self.inn_right = NOBODY

    # -- phase 4: provost movement (§3.4) ------------------------------------------------------

    def _begin_provost(self) -> None:
        self.phase, self.step = Phase.PROVOST, 0

    def _next_provost(self) -> None:
        """§3.4: each player speaks once, in passing order."""
        if self.step == len(self.passing):
            self._begin_activation()
            return
        self.stack.append((K_PROVOST, self.passing[self.step]))
        self.step += 1

    # (the decision's legal answers: `_legal_provost`, a module function below the class)

    def _apply_provost(self, frame: tuple, k: int) -> None:
        d = k - MOVE_ZERO
        self.deniers[frame[1]] -= abs(d) * PROVOST_SPACE_COST
        self.provost += d

    # -- phase 6: castle construction (§3.6, §5) -----------------------------------------------

    def _begin_castle(self) -> None:
        self.phase, self.step = Phase.CASTLE, 0
        self.built = [0] * self.num_players
        self._new_favor_phase()

    def _next_castle(self) -> None:
        """§3.6: castle workers build in castle-scale order; then the best builder's favor;
        then the workers return. (A step that asks nothing goes on in the same call.)"""
        scale, step = self.castle_scale, self.step
        while step < len(scale):
            self.step = step + 1
            if self._castle_section() < len(SECTION_NAMES):
                self.stack.append((K_CASTLE, scale[step], 0, 0))
                return
            # the Towers are full: no batch possible, and no penalty (§3.6)
            self._say("{who}: the castle is full", who=COLOURS[scale[step]])
            step += 1
        if step == len(scale):
            self.step = step + 1
            self._reward_best_builder()
            if self.stack:
                return
        for seat in scale:
            self.workers[seat] += 1
        self.castle_scale = ()
        self._begin_end_of_turn()

    def _castle_section(self) -> int:
        """Where the next house goes: the section under construction, or the next one with
        room (overflow, §3.6 and A-14); 3 when the Towers are full."""
        s = self.section
        while s < len(SECTION_NAMES) and self.filled[s] == SECTION_SPACES[s]:
            s += 1
        return s

    def _legal_castle(self, frame: tuple) -> list[int]:
        """§3.6, §5.2: a batch of food + two different cubes (ascending batch order), or
        stop."""
        seat, low = frame[1], frame[3]
        legal = [O_CASTLE]
        cubes = self.cubes[seat]
        if not cubes[FOOD] or self._castle_section() == len(SECTION_NAMES):
            return legal
        for j in range(low, len(BATCHES)):
            a, b = BATCHES[j]
            if cubes[a] and cubes[b]:
                legal.append(O_CASTLE + 1 + j)
        return legal

    def _apply_castle(self, frame: tuple, k: int) -> None:
        _, seat, given, _ = frame
        if not k:
            if not given:
                self._lose_pp(seat, CASTLE_PENALTY, NO_BATCH)
            return
        a, b = BATCHES[k - 1]
        cubes = self.cubes[seat]
        cubes[FOOD] -= 1
        cubes[a] -= 1
        cubes[b] -= 1
        s = self._castle_section()
        self.castle[s][seat] += 1
        self.filled[s] += 1
        self.built[seat] += 1
        self.pp[seat] += SECTION_PP[s]
        self._say("{who} builds a house in the {section} (+{n} PP)", who=COLOURS[seat],
                  section=SECTION_NAMES[s], n=SECTION_PP[s])
        self.stack.append((K_CASTLE, seat, given + 1, k - 1))

    def _reward_best_builder(self) -> None:
        """§3.6: most houses this turn gains a favor; ties to the earlier castle worker;
        nobody if no house was placed (A-12)."""
        best, most = NOBODY, 0
        for seat in self.castle_scale:
            if self.built[seat] > most:
                best, most = seat, self.built[seat]
        if best >= 0:
            self._say("{who} is the best castle builder this turn", who=COLOURS[best])
            self._gain_favors(best, 1)

    def _lose_pp(self, seat: int, n: int, why: Message | Later) -> None:
        """PP never fall below 0 (§3.6, §5.4)."""
        lost = min(n, self.pp[seat])
        self.pp[seat] -= lost
        if not lost:
            self._say("{who} {why}: no PP to lose", who=COLOURS[seat], why=why)
        elif lost < n:
            self._say("{who} {why}: -{n} PP (to {pp})", who=COLOURS[seat], why=why,
                      n=lost, pp=self.pp[seat])
        else:
            self._say("{who} {why}: -{n} PP", who=COLOURS[seat], why=why, n=lost)

    # -- phase 7: end of turn (§3.7) -----------------------------------------------------------

    def _begin_end_of_turn(self) -> None:
        self.phase, self.step = Phase.END, 0
        self._new_favor_phase()

    def _next_end_of_turn(self) -> None:
        """§3.7: Bailiff, Provost reset, section scorings (A-13: several in order), cleanup.
        The steps that ask nothing go on in the same call (a scoring's favors may ask)."""
        step = self.step
        if step == 0:
            self._move_bailiff()
            step = 1
        elif step == 2:
            # favors of a scoring are resolved before the columns open (§6.4)
            self.open_columns = OPEN_COLUMNS_AFTER[self.section]
            self.section += 1
            if self.section == len(SECTION_NAMES):
                self._end_game()
                return
            step = 1
        if step == 1:
            s = self.section
            if s < len(SECTION_NAMES) and (self.bailiff >= SCORING_INDEX[s]
                                             or self.filled[s] == SECTION_SPACES[s]):
                self._score_section(s)
                self.step = 2
                return
        self.step = 3
        self._clean_up()

    def _move_bailiff(self) -> None:
        """§3.7: 2 spaces if the Provost is strictly ahead, else 1 (A-3); the Provost joins it."""
        ahead = self.provost > self.bailiff
        step = BAILIFF_STEP_PROVOST_AHEAD if ahead else BAILIFF_STEP
        self.bailiff = min(LAST, self.bailiff + step)
        self.provost = self.bailiff
        self._say("The bailiff moves to space {space}", space=self.bailiff + 1)

    def _score_section(self, s: int) -> None:
        """§5.4: in turn order, each player's houses in this section only: a penalty or
        royal favors."""
        table = SECTION_SCORING[s]
        self._say("Scoring of the {section}", section=SECTION_NAMES[s])
        favors = []
        for seat in self.order:
            change, n = table[min(self.castle[s][seat], len(table) - 1)]
            if change:
                self._lose_pp(seat, -change, NO_HOUSE[s])
            if n:
                favors.append((seat, n))
        for seat, n in reversed(favors):  # the first in turn order resolves first
            self._gain_favors(seat, n)

    def _clean_up(self) -> None:
        """§3.7 5, A-25: the castle scale was emptied at the end of phase 6, the passing scale
        empties when placement begins; 2 players: the turn order alternates (§2.3, A-24)."""
        if self.num_players == TWO_PLAYERS:
            self.order = self.order[::-1]
        self._begin_turn()

    # -- royal favors (§6) ---------------------------------------------------------------------

    def _new_favor_phase(self) -> None:
        """Favors of one phase go to different lines (§6.3 5)."""
        self.favor_used = [0] * self.num_players

    def _gain_favors(self, seat: int, n: int) -> None:
        """§6.3: gain n royal favors, each on its own line this phase, any beyond 4 lost;
        simplified variant: 3 PP each (§2.4)."""
        if n <= 0:
            return
        if self.simplified:
            self.pp[seat] += SIMPLIFIED_FAVOR_PP * n
            self._say_n("{who} gains {n} royal favor: +{pp} PP",
                         "{who} gains {n} royal favors: +{pp} PP", n, who=COLOURS[seat],
                         pp=SIMPLIFIED_FAVOR_PP * n)
        elif self.favor_used[seat] != ALL_LINES:
            self.stack.append((K_FAVOR, seat, n))
        else:
            self._say_n("{who} loses {n} royal favor: every line was used this phase",
                         "{who} loses {n} royal favors: every line was used this phase", n,
                         who=COLOURS[seat])

    def _favor_reach(self, seat: int, line: int) -> int:
        """The marker's column after the mandatory advance (§6.3 2)."""
        col = self.favor[seat][line]
        return col + 1 if col < self.open_columns else col

    def _legal_favor(self, frame: tuple) -> list[int]:
        """§6.3: a line not used this phase, and a column up to the marker after its
        advance."""
        seat = frame[1]
        used = self.favor_used[seat]
        legal = []
        for line in range(len(FAVOR_LINES)):
            if used >> line & 1:
                continue
            reach = self._favor_reach(seat, line)
            for j in FAVOR_BY_LINE[line]:
                if FAVOR_OPTIONS[j][1] <= reach and (j != F_EXCHANGE or any(self.cubes[seat])):
                    legal.append(O_FAVOR + j)
        return legal

    def _apply_favor(self, frame: tuple, j: int) -> None:
        _, seat, n = frame
        line, col, text = FAVOR_OPTIONS[j]
        self.favor[seat][line] = self._favor_reach(seat, line)
        self.favor_used[seat] |= 1 << line
        self._say("{who} takes a royal favor: {favor}", who=COLOURS[seat],
                  favor=V.favor_words(j, col))
        if n > 1:
            self._gain_favors(seat, n - 1)
        self._use_favor(seat, j, col)

    def _use_favor(self, seat: int, j: int, col: int) -> None:
        """The effect of favor option j (§6.2)."""
        if j < F_FOOD:
            if j < len(FAVOR_PP):
                self.pp[seat] += FAVOR_PP[col - 1]
            else:
                self.deniers[seat] += FAVOR_DENIER_GAIN[col - 1]
        elif j < F_EXCHANGE:
            self.cubes[seat][NON_GOLD[j - F_FOOD]] += 1
        elif j == F_EXCHANGE:  # give 1 cube (any, A-19), then take 2 non-gold
            self.stack.append((K_GET, seat, EXCHANGE_TAKE, 0))
            self.stack.append((K_PAY, seat, EXCHANGE_GIVE, 1, 0, 0))
        elif j == F_GOLD:
            self.cubes[seat][GOLD] += 1
        elif j == F_CARPENTER:
            self.stack.append((K_BUILD, seat, WOODEN, WOOD))
        elif j == F_MASON:
            self.stack.append((K_BUILD, seat, STONE_B, STONE))
        elif j == F_LAWYER:
            self.stack.append((K_LAWYER, seat, 0))
        elif j == F_ARCHITECT:
            self.stack.append((K_BUILD, seat, PRESTIGE, -1))

    def _legal_get(self, frame: tuple) -> list[int]:
        return [O_GET + r for r in range(frame[3], len(NON_GOLD))]

    def _apply_get(self, frame: tuple, k: int) -> None:
        _, seat, left, _ = frame
        self.cubes[seat][k] += 1
        if left > 1:
            self.stack.append((K_GET, seat, left - 1, k))

    # -- game end and final scoring (§7) -------------------------------------------------------

    def _end_game(self) -> None:
        """§7.2: 3 PP per gold, 1 PP per 3 other cubes, 1 PP per 4 deniers."""
        for seat in range(self.num_players):
            cubes = self.cubes[seat]
            bonus = (GOLD_PP * cubes[GOLD] + sum(cubes[:GOLD]) // CUBES_PER_PP
                     + self.deniers[seat] // DENIERS_PER_PP)
            self.pp[seat] += bonus
            self._say("{who}: final conversions +{n} PP (gold, cubes, deniers), total {pp}",
                      who=COLOURS[seat], n=bonus, pp=self.pp[seat])
        self.phase = Phase.OVER

    # -- the protocol --------------------------------------------------------------------------

    def current_player(self) -> int:
        return self.stack[-1][1] if self.stack else TERMINAL

    def is_terminal(self) -> bool:
        return self.phase == OVER

    def scores(self) -> list[int]:
        return list(self.pp)

    def winners(self) -> list[int]:
        """§7.3: the most PP wins; tied players share the victory."""
        if self.phase != OVER:
            return []
        best = max(self.pp)
        return [s for s, v in enumerate(self.pp) if v == best]

    def action_to_str(self, action: int) -> str:
        if type(action) is not int or not 0 <= action < NUM_ACTIONS:
            raise IllegalAction(f"caylus: {action!r} is not an action id; ids are "
                                f"0..{NUM_ACTIONS - 1}")
        return A.action_to_str(self, action)

    def str_to_action(self, text: str) -> int:
        """The notation, case and spacing ignored; a road target may omit its `@space`
        when that leaves one legal action (`place peddler`), else BadNotation lists the
        candidates."""
        if not isinstance(text, str):
            raise BadNotation(f"caylus: notation must be a string, got {type(text).__name__}")
        return V.parse_action(self, text, super().str_to_action)

    def prompt(self) -> str:
        return V.prompt(self)

    def observation(self, player: int | None) -> dict[str, Any]:
        """Everything in Caylus is open (§2.1 10): the whole state, and who is asking (None:
        a spectator)."""
        self.check_seat(player)
        return {"seat": player, "turn": self.turn, "phase": Phase.NAMES[self.phase],
                **self._state_dict()}

    def determinize(self, player: int, rng: Any) -> State:
        """Caylus has no hidden information: a clone."""
        self.check_seat(player, allow_none=False)
        return self.clone()

    def render(self, player: int | None = None, section: str | None = None) -> str:
        self.check_seat(player)
        return V.render(self, player, section)

    def render_sections(self) -> list[str]:
        return list(V.SECTIONS)

    def narrate(self, action: int, viewer: int | None = None) -> str:
        return N.narrate(self, action)

    def score_breakdown(self) -> list[dict[str, int]]:
        return N.score_breakdown(self)

    def evaluate(self) -> list[float]:
        return E.evaluate(self)

    def invariant_errors(self) -> list[str]:
        return validate.invariant_errors(self)

    # -- copies and serialisation --------------------------------------------------------------

    def _copy_mutable(self, new: State) -> None:
        _copy_fields(self, new)

    FIELDS = ("turn", "phase", "step", "cursor", "order", "passing", "passed", "deniers", "pp",
              "workers", "cubes", "favor", "favor_used", "road", "owner", "worker", "special",
              "stables", "inn_left", "inn_right", "castle_scale", "castle", "filled", "section",
              "open_columns", "provost", "bailiff", "stock", "pending", "built", "stack",
              "rng_seed")
    TUPLES = ("order", "passing", "stables", "castle_scale")
    # C longs in the compiled build (road.pxd): set only once validate.check_ints passed
    INTS = frozenset(("turn", "phase", "step", "cursor", "passed", "inn_left", "inn_right",
                      "section", "open_columns", "provost", "bailiff", "stock"))

    def _state_dict(self) -> dict[str, Any]:
        return {name: _plain(getattr(self, name)) for name in self.FIELDS}

    def _load_state(self, d: dict[str, Any]) -> None:
        for name in self.FIELDS:
            if name not in d:
                raise BadState(f"field 'state.{name}' is missing")
        self._bind_rules()
        self._spots = self._free = self._paying = None
        self._room = -1
        ints = {}
        for name in self.FIELDS:
            value = d[name]
            if name in ("pending", "stack"):
                if not isinstance(value, list) or not all(isinstance(x, list) for x in value):
                    raise BadState(f"field 'state.{name}': expected a list of lists")
                value = [tuple(x) for x in value]
                if name == "pending":
                    value = tuple(value)
            elif name in self.TUPLES:
                if not isinstance(value, list):
                    raise BadState(f"field 'state.{name}': expected a list")
                value = tuple(value)
            elif isinstance(value, list):
                value = [list(x) if isinstance(x, list) else x for x in value]
            if name in self.INTS:
                ints[name] = value
                continue
            setattr(self, name, value)
        # a C long field would refuse a str or None with Cython's TypeError and take a bool
        # as 1: the first load checks run on the raw values first, as they always ran
        validate.check_ints(validate.Loading(self, ints))
        for name, value in ints.items():
            setattr(self, name, value)
        validate.check_rest(self)  # (the other load checks: each runs once)
        self.touch()


def _copy_fields(state: CaylusState, new: CaylusState) -> None:
    """Every field of `state` into `new` (no instance dict: slots, or C fields compiled), the
    lists copied."""
    new.turn, new.phase, new.step, new.cursor = state.turn, state.phase, state.step, state.cursor
    new.order, new.passing, new.passed = state.order, state.passing, state.passed
    new.deniers = state.deniers.copy()
    new.pp = state.pp.copy()
    new.workers = state.workers.copy()
    new.cubes = [c.copy() for c in state.cubes]
    new.favor = [f.copy() for f in state.favor]
    new.favor_used = state.favor_used.copy()
    new.road = state.road.copy()
    new.owner = state.owner.copy()
    new.worker = state.worker.copy()
    new.special = state.special.copy()
    new.stables, new.inn_left, new.inn_right = state.stables, state.inn_left, state.inn_right
    new.castle_scale = state.castle_scale
    new.castle = [c.copy() for c in state.castle]
    new.filled = state.filled.copy()
    new.section, new.open_columns = state.section, state.open_columns
    new.provost, new.bailiff, new.stock = state.provost, state.bailiff, state.stock
    new.pending = state.pending
    new.built = state.built.copy()
    new.stack = state.stack.copy()
    new._spots, new._free, new._room = state._spots, state._free, state._room
    new._paying = state._paying
    new.vp, new.tailor, new.simplified = state.vp, state.tailor, state.simplified
    new.gold_to_alchemist, new.guild_must_move = state.gold_to_alchemist, state.guild_must_move


def _plain(value: Any) -> Any:
    """A field as JSON data: its tuples and lists, however nested, as new lists."""
    if isinstance(value, list | tuple):
        return [_plain(x) for x in value]
    return value



# -- provost movement (§3.4): the decision's answers, C-typed by state.pxd in the compiled build


def _legal_provost(state: CaylusState, frame: tuple) -> list[int]:
    """§3.4: move 1..3 spaces either way at 1 denier a space, within the road; or pass.
    (The moves d in -reach..reach with 0 <= provost + d <= LAST, ascending, as one range.)"""
    reach = min(PROVOST_MOVE, state.deniers[frame[1]] // PROVOST_SPACE_COST)
    p = state.provost
    return list(range(PROVOST_STAY + max(-reach, -p), PROVOST_STAY + min(reach, LAST - p) + 1))


# -- the two dispatch points: decisions by kind, automatic steps by phase -----------------------

S = CaylusState
_LEGAL = (_legal_place, S._legal_gate, S._legal_guild, S._legal_joust, S._legal_inn,
          _legal_provost, S._legal_take, S._legal_bonus, S._legal_build, S._legal_site,
          S._legal_pay, S._legal_lawyer, S._legal_sell, S._legal_buy, S._legal_trade,
          S._legal_castle, S._legal_favor, S._legal_get)
_APPLY = (_apply_place, S._apply_gate, S._apply_guild, S._apply_joust, S._apply_inn,
          S._apply_provost, S._apply_take, S._apply_bonus, S._apply_build, S._apply_site,
          S._apply_pay, S._apply_lawyer, S._apply_sell, S._apply_buy, S._apply_trade,
          S._apply_castle, S._apply_favor, S._apply_get)
_ADVANCE = (S._collect_income, _next_placement, S._next_special, S._next_provost,
            _next_activation, S._next_castle, S._next_end_of_turn)


# The reasons of `_lose_pp`'s lines, made when the log is read (one `Later` each, shared).
NO_BATCH = Later.tr("gives no batch to the castle")
NO_HOUSE = tuple(Later.tr("has no house in the {section}", section=name) for name in SECTION_NAMES)
