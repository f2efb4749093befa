"""Tzolk'in rules: a position and its decisions (spec `shared/rules/tzolkin.md`).

The state is plain lists and ints. Every decision is an answer to the frame on top of
`stack`, a list of 4-tuples `(kind, player, a, b)`; frames of the automatic kinds (end of a
turn, the wealth reveal, a paid technology step) run inside `apply`. A decision with exactly
one legal answer is taken automatically and written to the log, so a seat is asked only
real questions.

Options (all defaults follow the spec's ambiguity list, §8):
- `strict_tileless` (A2): Agriculture L2 harvests without a tile only when the group holds no
  corn tile at all (not even under wood). Default off: no *uncovered* corn tile suffices.
- `m1_only_itself` (A28, the seed's wording): monument M1 counts tomb buildings and itself,
  not the player's other tomb-framed monuments.
- `m6_any_monument` (A28): monument M6 counts every monument you built, not only green ones.
- `tech_levels` (A30): "seed" (default) or "rulespal", the English transcription's level order.
- `final_advance` (A32): the calendar turns one more day after the 4th Food Day (default on).
- `w5_no_wood` (A23): Starting Wealth tile W5 gives no wood, as SH11235/Tzolkin reads it
  (default off: 1 wood, as tomisme/tzolkin and a second independent source read it).

Rules decisions the spec leaves open, taken here (also in docs/tzolkin.md):
- Seat 0 holds the First Player marker at the start (§2.1 lets the host choose) and the
  wealth draft runs in seat order; the others' choices stay hidden until the reveal.
- A building's effects never depend on their order (checked for all 32), so they resolve in
  the printed order; effects with a choice (a temple, a track, a build) ask in turn.
- The Architecture L3 discount is always taken (it only lowers a cost); the player picks the
  waived cube when the cost has several kinds.
- M12 scores the player's best temple (the choice is dominant, so it is not asked).
- A player with no worker on a gear who can neither place nor beg (too much corn, or every
  temple marker on the bottom) gets the mercy rule (§4.11, A15).
- The double advance is not offered in the last round: it cannot change anything there.
- Building B21 ("pay 1 corn, any action") may be declined; like Uxmal 5 it cannot pick Uxmal 5.

This file holds the set-up, the protocol, the decision loop, the turn (§3.1-§3.3), copies and
invariants. The rest are mixins of the state class, split by phase: the gear actions
(§4.2-§4.6) in gears.py, technologies, temples, buildings and monuments (§4.7-§4.9) in
buildings.py, the calendar, Food Days and final scoring (§3.4, §5, §6) in food_days.py; the
frame kinds and derived tables they share are in frames.py.
"""

from __future__ import annotations

from bisect import bisect
from typing import Any

from meeple.core import TERMINAL, State
from meeple.core.errors import IllegalAction
from meeple.core.i18n import N_, current_language, join
from meeple.core.rng import chance
from meeple.games.tzolkin import actions as A  # noqa: F401 (state.A: read by tests)
from meeple.games.tzolkin.actions import (
    BEG,
    DONE,
    FIRST_PLAYER_SPACE,
    KEEP,
    NOTATION,
    NOTHING,
    NUM_ACTIONS,
    PICKUP,
    PICKUP_STRIDE,
    PLACE,
    PLACE_FIRST_PLAYER,
    perform_of,
)
from meeple.games.tzolkin.data import (
    BEG_CORN,
    BEG_LIMIT,
    BUILDING_SLOTS,
    BUILDINGS,
    CHICHEN,
    COLOURS,
    CORN,
    DOUBLE_ADVANCE_BLOCK,  # noqa: F401 (tests read it here)
    FIRST_PLAYER_SPACE_COST,
    FOOD_DAYS,
    FREE_CHOICE,
    GEAR_ACTIONS,
    GEAR_SLOTS,
    GEAR_TOP,
    GEARS,
    GOODS,
    JUNGLE_ACTIONS,
    JUNGLE_SPOTS,
    JUNGLE_WOODED,
    MAX_WORKERS,
    MONUMENTS,
    MONUMENTS_SHOWN,
    NEUTRAL_WORKERS,
    OPPOSITE_SHIFT,
    PALENQUE,
    SKULL,
    SKULLS_IN_GAME,
    STARTING_WORKERS,
    STEP_BACK_COST,
    TECH_EFFECT_LEVEL,
    TECH_MAX,
    TEMPLE_BOTTOM,
    TEMPLE_TOP,
    TEMPLES,
    THEOLOGY,
    TRACKS,
    W5,
    W5_NO_WOOD,
    WEALTH_DEALT,
    WEALTH_KEPT,
    WEALTH_TILES,
)
from meeple.games.tzolkin.frames import (  # noqa: F401 (re-exported for the other modules and tests)
    ADVANCE_TECH,
    ANGER,
    ANY_ACTION_CHOICE,
    ANY_ACTION_TARGETS,
    ARCHITECTURE_CHOICE,
    AUTOMATIC,
    BUILD_CHOICE,
    CALENDAR,
    CHOOSE_ACTION,
    EMPTY,
    END_TURN,
    GAIN_RESOURCE,
    HARVEST,
    KEEP_TILE,
    MARKET_TRADE,
    MAY_BUILD,
    NEUTRAL,
    PAY,
    PERFORM_IDS,
    PICK_UP_MORE,
    PICKUP_GEAR_IDS,
    PLACE_MORE,
    PLACEMENT_EXTRA,
    REVEAL_WEALTH,
    TECH_STEP,
    TEMPLE_MID_AGE_CUMULATIVE,
    TEMPLE_UP,
    THEOLOGY_STEP,
    TIKAL_2,
    TIKAL_4,
    TIKAL_4_SECOND,
    TURN,
    UXMAL_4,
    WAIVE_CHOICE,
    shuffle,
)
from meeple.games.tzolkin.gears import GearActions
from meeple.games.tzolkin.narrate import narrate, only_choice_words, place_values


class TzolkinState(GearActions):
    """A Tzolk'in position.

    Board: `gears[g][pos]` holds EMPTY, NEUTRAL or a seat, indexed by the position each slot
    stands at now (the lists rotate with the calendar). `day` counts days advanced; `next_food`
    indexes FOOD_DAYS; `tooth_corn` lies on the Tzolk'in teeth; `first` holds the First
    Player marker; `turn` is the index of the current turn in the round; `fp_worker` the seat
    on the First Player space (-1: none) and `fp_this_turn` whether it was placed this turn.
    `jungle_corn[a]` / `jungle_wood[a]` count spots of Palenque action a showing a corn /
    wood tile on top; `burned` counts wood tiles discarded by burning. `display` holds 6
    building numbers (-1: empty space), `pile` the current age's face-down pile (top = end),
    `next_pile` the Age 2 pile, `discarded` the buildings removed at the age change;
    `monuments` the monuments still on display; `chichen[q]` the seat whose skull lies on
    Chichen Itza action q (-1: none); `skull_supply` the skulls left in the supply.
    Players (lists indexed by seat): `goods[p]` = [corn, wood, stone, gold, skulls],
    `temples[p]` steps (-1 bottom .. top), `techs[p]` levels 0..3, `vp`, `workers` in play,
    `free` in front of the player, `on_gear`, `light` (summary card on its light side),
    `built[p]` buildings, `mons[p]` monuments, `kept[p]` wealth tiles, `hands[p]` dealt tiles
    during the draft, `corn_tiles` / `wood_tiles` harvest tiles taken.
    Game: `rounds` counts rounds from 1, `age` is 1 or 2; `revealed` holds the undealt wealth
    tiles turned up to place neutral workers, `unrevealed` the rest; `stack` the decision
    frames; `over` the end of the game and `final` each seat's final-scoring breakdown; `lvl`
    the level of each technology effect under the `tech_levels` option.

    The fields are slots of the base `CalendarAndFoodDays` (C fields in the compiled build),
    so `clone` copies each field (`_copy_mutable`), not an instance dict.
    """

    __slots__ = ()

    # -- set-up (§2) -------------------------------------------------------------------------

    def _setup(self) -> None:
        n = self.num_players
        rng, self.rng_seed = chance(self.rng_seed)
        self._read_options()
        self.gears = [[EMPTY] * GEAR_SLOTS[g] for g in GEARS]
        self._low = self._picks = None  # (kept up to date from the first decision on)
        self.day = 0
        self.rounds = 1
        self.next_food = 0
        self.tooth_corn = 0
        self.first = 0
        self.turn = 0
        self.fp_worker = -1
        self.fp_this_turn = False
        self.goods = [[0] * len(GOODS) for _ in range(n)]
        self.temples = [[0] * len(TEMPLES) for _ in range(n)]
        self.techs = [[0] * len(TRACKS) for _ in range(n)]
        self.vp = [0] * n
        self.temple_vp = [0] * n  # the part of vp scored by the temples (score_breakdown)
        self.workers = [STARTING_WORKERS] * n
        self.free = [STARTING_WORKERS] * n
        self.on_gear = [0] * n
        self.light = [True] * n
        self.built: list[list[int]] = [[] for _ in range(n)]
        self.mons: list[list[int]] = [[] for _ in range(n)]
        self.kept: list[list[int]] = [[] for _ in range(n)]
        self.corn_tiles = [0] * n
        self.wood_tiles = [0] * n
        self._set_up_jungle()
        self.skull_supply = SKULLS_IN_GAME
        self.chichen = [-1] * (GEAR_ACTIONS[CHICHEN] + 1)
        self._set_up_buildings_and_monuments(rng)
        self._deal_wealth_tiles(rng)
        self.over = False
        self.final: list[dict[str, int]] = []
        self.stack: list[tuple[int, int, int, int]] = [(REVEAL_WEALTH, -1, 0, 0)]
        for i in reversed(range(n)):
            self.stack.append((KEEP_TILE, (self.first + i) % n, WEALTH_KEPT, 0))
        self._run()

    def _read_options(self) -> None:
        self.lvl = TECH_EFFECT_LEVEL[self.options["tech_levels"]]
        self.w5_no_wood = self.options["w5_no_wood"]

    def wealth_effects(self, t: int) -> tuple:
        """T7: the effects of Starting Wealth tile t (W5 under the `w5_no_wood` option)."""
        return W5_NO_WOOD if t == W5 and self.w5_no_wood else WEALTH_TILES[t][1]

    def _set_up_jungle(self) -> None:
        """§2.1 step 2: corn tiles on every spot; wood on top for actions 3, 4, 5."""
        spots = JUNGLE_SPOTS[self.num_players]
        self.jungle_corn = [0] * (GEAR_ACTIONS[PALENQUE] + 1)  # index = Palenque action
        self.jungle_wood = [0] * (GEAR_ACTIONS[PALENQUE] + 1)
        for a in JUNGLE_ACTIONS:
            if a in JUNGLE_WOODED:
                self.jungle_wood[a] = spots
            else:
                self.jungle_corn[a] = spots
        self.burned = 0

    def _set_up_buildings_and_monuments(self, rng: Any) -> None:
        """§2.1 step 6: reveal players + 2 monuments and 6 Age 1 buildings."""
        mons = list(range(len(MONUMENTS)))
        shuffle(rng, mons)
        self.monuments = sorted(mons[: MONUMENTS_SHOWN[self.num_players]])
        age1 = [b for b in range(len(BUILDINGS)) if BUILDINGS[b][0] == 1]
        age2 = [b for b in range(len(BUILDINGS)) if BUILDINGS[b][0] == 2]
        shuffle(rng, age1)
        shuffle(rng, age2)
        self.display = [age1.pop() for _ in range(BUILDING_SLOTS)]
        self.pile = age1
        self.next_pile = age2
        self.age = 1
        self.discarded = 0

    def _deal_wealth_tiles(self, rng: Any) -> None:
        """§2.3: deal 4 tiles each; with 2 or 3 players the rest place neutral workers (§2.4)."""
        tiles = list(range(len(WEALTH_TILES)))
        shuffle(rng, tiles)
        self.hands = [[tiles.pop() for _ in range(WEALTH_DEALT)] for _ in range(self.num_players)]
        self.revealed: list[int] = []
        self.unrevealed = tiles
        self._place_neutral_workers()

    def _place_neutral_workers(self) -> None:
        """§2.4: reveal the undealt tiles one by one; each puts a neutral worker on its
        position, and the first one on a small gear brings a second one exactly opposite."""
        left = NEUTRAL_WORKERS[self.num_players]
        while left and self.unrevealed:
            tile = self.unrevealed.pop()
            self.revealed.append(tile)
            g, pos = WEALTH_TILES[tile][0]
            gear = self.gears[g]
            if gear[pos] != EMPTY:  # robustness rule of §2.4: skip an occupied position
                continue
            first_on_gear = NEUTRAL not in gear
            gear[pos] = NEUTRAL
            left -= 1
            opposite = (pos + OPPOSITE_SHIFT) % GEAR_SLOTS[g]
            if left and first_on_gear and g != CHICHEN and gear[opposite] == EMPTY:
                gear[opposite] = NEUTRAL
                left -= 1
        if self.revealed:
            tiles = ", ".join(f"W{t + 1}" for t in self.revealed)
            self._say("Neutral workers block the positions of the Starting Wealth tiles "
                      "{tiles}", tiles=tiles)

    # -- the protocol ------------------------------------------------------------------------

    def current_player(self) -> int:
        return TERMINAL if self.over else self.stack[-1][1]

    def is_terminal(self) -> bool:
        return self.over

    def scores(self) -> list[int]:
        return list(self.vp)

    def winners(self) -> list[int]:
        """§6: most VP; ties go to the most workers left on the gears; then shared."""
        if not self.over:
            return []
        best = max(self.vp)
        tied = [p for p in range(self.num_players) if self.vp[p] == best]
        most = max(self.on_gear[p] for p in tied)
        return [p for p in tied if self.on_gear[p] == most]

    def action_to_str(self, action: int) -> str:
        if type(action) is not int or not 0 <= action < NUM_ACTIONS:
            raise IllegalAction(f"tzolkin: {action!r} is not an action id; ids are "
                                f"0..{NUM_ACTIONS - 1}")
        return NOTATION[action]

    def action_to_str_for(self, action: int, viewer: int | None) -> str:
        """§2.3: the wealth tiles kept stay secret until everyone has chosen."""
        text = self.action_to_str(action)
        if KEEP <= action < KEEP + len(WEALTH_TILES) and viewer != self.current_player():
            return "keep a wealth tile"
        return text

    def narrate(self, action: int, viewer: int | None = None) -> str:
        self.action_to_str(action)  # IllegalAction for a bad id
        return narrate(self, action, viewer)

    def prompt(self) -> str:
        from meeple.games.tzolkin.view import prompt

        return prompt(self)

    def observation(self, player: int | None) -> dict[str, Any]:
        from meeple.games.tzolkin.view import observation

        self.check_seat(player)
        return observation(self, player)

    def render(self, player: int | None = None, section: str | None = None) -> str:
        from meeple.games.tzolkin.board import render

        self.check_seat(player)
        return render(self, player, section)

    def render_sections(self) -> list[str]:
        from meeple.games.tzolkin.board import SECTIONS

        return list(SECTIONS)

    def score_breakdown(self) -> list[dict[str, int]]:
        """§6: points scored during the game (buildings, Chichen Itza, feeding penalties…),
        the temples' points at the ends of the ages, then the final scoring's categories."""
        rows = []
        for p in range(self.num_players):
            final = self.final[p] if self.final else {"corn": 0, "skulls": 0, "monuments": 0}
            rest = self.vp[p] - self.temple_vp[p] - sum(final.values())
            # the keys are English (stored, compared); marked so that views show them translated
            rows.append({N_("during the game"): rest, N_("temples"): self.temple_vp[p],
                         N_("corn and resources"): final["corn"],
                         N_("crystal skulls"): final["skulls"], N_("monuments"): final["monuments"]})
        return rows

    def evaluate(self) -> list[float]:
        from meeple.games.tzolkin.evaluate import evaluate

        return evaluate(self)

    def determinize(self, player: int, rng: Any) -> State:
        """Resample what `player` cannot see: the building piles and, during the wealth
        draft, the other players' dealt tiles (with what they kept so far)."""
        self.check_seat(player, allow_none=False)
        new = self.clone()
        for pile in (new.pile, new.next_pile):
            pile.sort()  # canonical first: the redeal depends only on what `player` knows
            shuffle(rng, pile)
        if any(new.hands):
            others = [p for p in range(self.num_players) if p != player]
            pool = list(new.unrevealed)
            for p in others:
                pool += new.hands[p] + new.kept[p]
            pool.sort()
            shuffle(rng, pool)
            for p in others:
                k = len(new.kept[p])
                hand = [pool.pop() for _ in range(len(new.hands[p]) + k)]
                new.kept[p], new.hands[p] = hand[:k], hand[k:]
            new.unrevealed = pool
            new.touch()  # the seat to move may be one whose hand was just resampled
        return new

    # -- the decision loop ---------------------------------------------------------------------

    def _legal_actions(self) -> list[int]:
        if self.over:
            return []
        frame = self.stack[-1]
        return _LEGAL[frame[0]](self, frame)

    def _run(self) -> None:
        """Run automatic frames and forced answers until a seat has a real choice."""
        self._apply(-1)

    def _apply(self, action: int) -> None:
        """Answer the decision on top with `action` (-1: none, `_run`), then run automatic
        frames and forced answers until a seat has a real choice. (One function: a call less
        for each decision.)"""
        stack = self.stack
        if action >= 0:
            frame = stack.pop()
            _APPLY[frame[0]](self, frame, action)
        while not self.over:
            frame = stack[-1]
            kind = frame[0]
            if kind >= AUTOMATIC:
                stack.pop()
                _AUTO[kind](self, frame)
                continue
            legal = _LEGAL[kind](self, frame)
            if len(legal) > 1:
                self._legal = legal  # the base class's cache: computed once per decision
                return
            if legal[0] != DONE and kind != PAY and not self._muted:  # muted: a search copy
                action = legal[0]  # (worded when the log is read, from values taken now)
                self._say_with(only_choice_words, COLOURS[frame[1]], frame, action,
                               *place_values(self, frame, action), current_language())
            stack.pop()
            _APPLY[kind](self, frame, legal[0])

    # -- §2.3 the wealth draft -------------------------------------------------------------------

    def _legal_keep_tile(self, frame: tuple) -> list[int]:
        return sorted(KEEP + t for t in self.hands[frame[1]])

    def _apply_keep_tile(self, frame: tuple, action: int) -> None:
        p, left = frame[1], frame[2]
        tile = action - KEEP
        self.hands[p].remove(tile)
        self.kept[p].append(tile)
        if left > 1:
            self.stack.append((KEEP_TILE, p, left - 1, 0))

    def _reveal_wealth(self, frame: tuple) -> None:
        """§2.3 step 4: all kept tiles are revealed at once and their contents gained."""
        n = self.num_players
        self.hands = [[] for _ in range(n)]
        for i in range(n):
            p = (self.first + i) % n
            self.kept[p].sort()
            tiles = join((f"W{t + 1}" for t in self.kept[p]), " and ")
            self._say("{who} reveals the Starting Wealth tiles {tiles}", who=COLOURS[p],
                      tiles=tiles)
            for t in self.kept[p]:
                self._gain_effects(p, self.wealth_effects(t))
        self._begin_round()

    # -- §3 rounds and turns -----------------------------------------------------------------

    def _begin_round(self) -> None:
        self.turn = 0
        self._begin_turn()

    def _begin_turn(self) -> None:
        p = (self.first + self.turn) % self.num_players
        self.fp_this_turn = False
        self.stack.append((END_TURN, p, 0, 0))
        self.stack.append((TURN, p, 0, 0))

    def _end_turn(self, frame: tuple) -> None:
        """§3.1 c-d: refill the building spaces, take the First Player corn."""
        p = frame[1]
        self._refill_buildings()
        if self.fp_this_turn and self.tooth_corn:
            self._say("{who} takes {n} corn from the Tzolk'in teeth", who=COLOURS[p],
                      n=self.tooth_corn)
            self.goods[p][CORN] += self.tooth_corn
            self.tooth_corn = 0
        self.fp_this_turn = False
        self.turn += 1
        if self.turn < self.num_players:
            self._begin_turn()
        else:
            self._end_round()

    def _end_round(self) -> None:
        """§3: after the turns, the Food Day (if due), then the calendar phase."""
        if self.next_food < len(FOOD_DAYS) and self.day >= FOOD_DAYS[self.next_food]:
            self._food_day()
        self._calendar_phase()

    # -- §3.1 the turn: beg, then place or pick up -----------------------------------------------

    def _legal_turn(self, frame: tuple) -> list[int]:
        """§3.1, §4.11: beg (once), then place or pick up; forced begging, the mercy rule."""
        p = frame[1]
        legal = self._placements(p, 0)  # a new list: extended in place
        on_gear = self.on_gear[p]
        # §4.11 begging: at most 2 corn and a temple marker that can go down (the corn test
        # first: most turns have more corn than begging allows, and it saves a call)
        if not frame[2] and self.goods[p][CORN] <= BEG_LIMIT and self._can_anger(p):
            if not on_gear and not legal:
                return [BEG]
            legal.insert(0, BEG)
        elif not on_gear and not legal:
            return self._mercy_placements()
        if on_gear:
            picks = self._picks  # (kept: no `_pickups` call)
            legal += self._pickups(p) if picks is None else picks[p]
        return legal

    def _apply_turn(self, frame: tuple, action: int) -> None:
        p = frame[1]
        if action == BEG:
            self._beg(p)
            self.stack.append((TURN, p, 1, 0))
            self.stack.append((ANGER, p, 0, 0))
        elif action < PICKUP:
            target = action - PLACE
            # A spot the player cannot pay for is offered only by the mercy rule.
            if self._spot_cost(target) > self.goods[p][CORN]:
                self._mercy_place(p, target)
            else:  # §3.2: pay the position (and the first worker's surcharge)
                self.goods[p][CORN] -= self._put_worker(p, target) + PLACEMENT_EXTRA[0]
                self.stack.append((PLACE_MORE, p, 1, 0))
        else:
            self._start_pick_up(p, action)

    def _beg(self, p: int) -> None:
        """§4.11 begging: your corn becomes 3; one temple marker goes down (asked next)."""
        self.goods[p][CORN] = BEG_CORN
        self._say("{who} begs for corn", who=COLOURS[p])

    # -- §3.2 placing workers ----------------------------------------------------------------------

    def _lowest_free(self, g: int) -> int:
        """§3.2: a worker goes on the lowest unoccupied numbered position (-1: gear full)."""
        low = self._low
        if low is None:
            low = _lows(self)
        pos = low[g]
        return -1 if pos == FULL else pos

    def touch(self) -> None:
        super().touch()
        self._gears_changed()

    def _gears_changed(self) -> None:
        """Drop what is kept of the gears (`_low`, `_picks`): made again when next asked."""
        self._low = self._picks = None

    def _turn_gears(self) -> None:
        """§3.6: one day: each gear turns one position; a player worker passing its highest
        numbered position returns to its owner (`_advance_calendar`). What is kept of the
        gears turns along: a player worker moves one position up (its pick-up id + 1) and
        leaves from the top; the old last slot (never a player's) comes to position 0."""
        _turn_day(self.gears, self.on_gear, self.free, self._low)
        picks = self._picks
        if picks is not None:
            for p, ids in enumerate(picks):
                if ids:
                    picks[p] = tuple([i + 1 for i in ids if i not in TOP_PICKUPS])

    def _spot_cost(self, target: int) -> int:
        """§3.2, §3.4: the corn a spot costs before the surcharge: its gear's lowest free
        position, or the First Player space's price."""
        if target == FIRST_PLAYER_SPACE:
            return FIRST_PLAYER_SPACE_COST
        return self._lowest_free(target)

    def _placements(self, p: int, placed: int) -> list[int]:
        """The PLACE answers affordable for the next worker after `placed` this turn."""
        if not self.free[p] or placed >= len(PLACEMENT_EXTRA):
            return []
        budget = self.goods[p][CORN] - PLACEMENT_EXTRA[placed]
        if budget < 0:
            return []  # no position costs less than 0, nor the First Player space
        low = self._low
        if low is None:
            low = _lows(self)
        legal = _place_ids(low, budget)
        if self.fp_worker < 0 and budget >= FIRST_PLAYER_SPACE_COST:
            legal.append(PLACE_FIRST_PLAYER)
        return legal

    def _put_worker(self, p: int, target: int) -> int:
        """§3.2, §3.4: one of p's available workers goes on the spot; returns its cost."""
        self.free[p] -= 1
        if target == FIRST_PLAYER_SPACE:
            self.fp_worker = p
            self.fp_this_turn = True
            return FIRST_PLAYER_SPACE_COST
        low = self._low
        if low is None:
            low = _lows(self)
        pos = low[target]
        gear = self.gears[target]
        gear[pos] = p
        self.on_gear[p] += 1
        low[target] = _first_free(gear, pos + 1, GEAR_TOP[target])
        picks = self._picks
        if picks is not None:  # p's pick-ups gain this position's, in id order
            ids, pick = picks[p], PICKUP_GEAR_IDS[target][pos]
            i = bisect(ids, pick)
            picks[p] = ids[:i] + (pick,) + ids[i:]
        return pos

    def _legal_place_more(self, frame: tuple) -> list[int]:
        return [DONE, *self._placements(frame[1], frame[2])]

    def _apply_place_more(self, frame: tuple, action: int) -> None:
        if action != DONE:
            p, placed = frame[1], frame[2]  # the position plus the placed+1-th's surcharge
            self.goods[p][CORN] -= self._put_worker(p, action - PLACE) + PLACEMENT_EXTRA[placed]
            self.stack.append((PLACE_MORE, p, placed + 1, 0))

    def _mercy_placements(self) -> list[int]:
        """§4.11 mercy rule: the spots of lowest possible cost (A14: the player chooses)."""
        costs = {}
        for g in GEARS:
            pos = self._lowest_free(g)
            if pos >= 0:
                costs[PLACE + g] = pos
        if self.fp_worker < 0:
            costs[PLACE_FIRST_PLAYER] = FIRST_PLAYER_SPACE_COST
        cheapest = min(costs.values())
        return sorted(a for a, c in costs.items() if c == cheapest)

    def _mercy_place(self, p: int, target: int) -> None:
        """§4.11: exactly one worker, free; all the player's corn returns to the supply."""
        self._put_worker(p, target)
        self.goods[p][CORN] = 0
        self._say("{who} places one worker for free (mercy rule)", who=COLOURS[p])

    # -- §3.3 picking up workers -------------------------------------------------------------------

    def _pickups(self, p: int) -> tuple[int, ...]:
        """§3.3: any of the player's workers on a gear (not the First Player space's), in id
        order. Kept per seat in `_picks` (placing, picking up and the calendar update it):
        a turn asks it and the seat's pick-ups change only with its own moves and the days."""
        picks = self._picks
        if picks is None:
            gears, on_gear = self.gears, self.on_gear
            picks = self._picks = [tuple(_pickup_ids(gears, q, on_gear[q]))
                                   for q in range(self.num_players)]
        return picks[p]

    def _start_pick_up(self, p: int, action: int) -> None:
        """§3.3: the worker returns to the player, who then chooses its action."""
        g, pos = divmod(action - PICKUP, PICKUP_STRIDE)  # (actions.pickup_of, inlined)
        self.gears[g][pos] = EMPTY
        low = self._low
        if low is not None and pos < low[g]:
            low[g] = pos
        picks = self._picks
        if picks is not None:
            ids = picks[p]
            i = ids.index(action)
            picks[p] = ids[:i] + ids[i + 1:]
        self.on_gear[p] -= 1
        self.free[p] += 1
        self.stack.append((PICK_UP_MORE, p, 0, 0))
        self.stack.append((CHOOSE_ACTION, p, g, pos))

    def _legal_pick_up_more(self, frame: tuple) -> list[int]:
        picks = self._picks  # (kept: no `_pickups` call)
        return [DONE, *(self._pickups(frame[1]) if picks is None else picks[frame[1]])]

    def _apply_pick_up_more(self, frame: tuple, action: int) -> None:
        if action != DONE:
            self._start_pick_up(frame[1], action)

    def _step_cost(self, p: int, g: int, pos: int, q: int) -> int:
        """§3.3, §4.1, §4.7 Theology L1 (A5): corn to perform action q from position pos
        (-1: not reachable). Free choice costs nothing; stepping back 1 corn per step."""
        if pos >= FREE_CHOICE[g]:
            return 0
        if (g == CHICHEN and self.techs[p][THEOLOGY] >= self.lvl["one_ahead"]
                and (q == pos + 1 or pos == GEAR_ACTIONS[CHICHEN])):
            return 0
        return (pos - q) * STEP_BACK_COST if q <= pos else -1

    def _legal_choose_action(self, frame: tuple) -> list[int]:
        """§3.3, §4.1: the action of the position or a lower one (stepping back), if payable."""
        p, g, pos = frame[1], frame[2], frame[3]
        legal = [NOTHING]
        if pos == 0:
            return legal
        corn = self.goods[p][CORN]
        ids = PERFORM_IDS[g]
        if g == CHICHEN:  # Theology L1 changes the costs there
            for q in range(1, GEAR_ACTIONS[g] + 1):
                cost = self._step_cost(p, g, pos, q)
                if 0 <= cost <= corn and self._can_perform(p, g, q, corn - cost):
                    legal.append(ids[q])
            return legal
        # _step_cost elsewhere: free from FREE_CHOICE on, else the actions up to pos, stepping back
        free = pos >= FREE_CHOICE[g]
        top = GEAR_ACTIONS[g]
        for q in range(1, (top if free or top < pos else pos) + 1):
            cost = 0 if free else (pos - q) * STEP_BACK_COST
            if cost <= corn and self._can_perform(p, g, q, corn - cost):
                legal.append(ids[q])
        return legal

    def _apply_choose_action(self, frame: tuple, action: int) -> None:
        if action == NOTHING:
            return
        p, pos = frame[1], frame[3]
        g, q = perform_of(action)
        self.goods[p][CORN] -= self._step_cost(p, g, pos, q)
        self._perform(p, g, q)

    # -- copies, serialisation and invariants ------------------------------------------------------

    _FLAT = ("vp", "temple_vp", "workers", "free", "on_gear", "light", "corn_tiles", "wood_tiles",
             "jungle_corn", "jungle_wood", "chichen", "display", "pile", "next_pile",
             "monuments", "revealed", "unrevealed")
    _NESTED = ("gears", "goods", "temples", "techs", "built", "mons", "kept", "hands")
    _SCALARS = ("day", "rounds", "next_food", "tooth_corn", "first", "turn", "fp_worker",
                "fp_this_turn", "burned", "skull_supply", "age", "discarded", "over",
                "rng_seed")

    def _copy_mutable(self, new: State) -> None:
        _copy_fields(self, new)

    def _state_dict(self) -> dict[str, Any]:
        d: dict[str, Any] = {name: getattr(self, name) for name in self._SCALARS}
        for name in self._FLAT:
            d[name] = list(getattr(self, name))
        d["stack"] = [list(f) for f in self.stack]
        for name in self._NESTED:
            d[name] = [list(x) for x in getattr(self, name)]
        d["final"] = [dict(row) for row in self.final]
        return d

    def _load_state(self, d: dict[str, Any]) -> None:
        from meeple.games.tzolkin.validate import load

        self._gears_changed()
        load(self, d)

    def invariant_errors(self) -> list[str]:
        """Stocks never negative; workers, skulls, tiles and buildings conserved."""
        return self._player_errors() + self._board_errors()

    def _player_errors(self) -> list[str]:
        errors = []
        for p in range(self.num_players):
            if min(self.goods[p]) < 0:
                errors.append(f"seat {p}: negative goods {self.goods[p]}")
            fp = 1 if self.fp_worker == p else 0
            on = sum(g.count(p) for g in self.gears)
            if on != self.on_gear[p] or self.free[p] + on + fp != self.workers[p]:
                errors.append(f"seat {p}: workers not conserved")
            if not STARTING_WORKERS <= self.workers[p] <= MAX_WORKERS or self.free[p] < 0:
                errors.append(f"seat {p}: {self.workers[p]} workers in play")
            if any(not 0 <= v <= TECH_MAX for v in self.techs[p]):
                errors.append(f"seat {p}: technology level out of range")
            for t in TEMPLES:
                if not TEMPLE_BOTTOM <= self.temples[p][t] <= TEMPLE_TOP[t]:
                    errors.append(f"seat {p}: temple {t} step out of range")
        return errors

    def _board_errors(self) -> list[str]:
        errors = []
        n = self.num_players
        for g in GEARS:
            if any(0 <= w < NEUTRAL for w in self.gears[g][GEAR_TOP[g] + 1:]):
                errors.append(f"gear {g}: a player worker beyond the numbered positions")
        if sum(g.count(NEUTRAL) for g in self.gears) != NEUTRAL_WORKERS[n]:
            errors.append("neutral workers not conserved")
        for t in TEMPLES:
            if sum(1 for p in range(n) if self.temples[p][t] == TEMPLE_TOP[t]) > 1:
                errors.append(f"temple {t}: several players on the top")
        placed = sum(1 for s in self.chichen if s >= 0)
        if self.skull_supply + placed + sum(g[SKULL] for g in self.goods) != SKULLS_IN_GAME:
            errors.append("skulls not conserved")
        spots = JUNGLE_SPOTS[n]
        for a in JUNGLE_ACTIONS:
            if self.jungle_corn[a] < 0 or self.jungle_wood[a] < 0:
                errors.append(f"jungle {a}: negative tiles")
            elif self.jungle_corn[a] + self.jungle_wood[a] > spots:
                errors.append(f"jungle {a}: more tiles on top than spots")
        corn_left = sum(self.jungle_corn) + sum(self.jungle_wood)  # wood tiles cover corn ones
        if corn_left + sum(self.corn_tiles) != spots * len(JUNGLE_ACTIONS):
            errors.append("corn harvest tiles not conserved")
        if sum(self.jungle_wood) + sum(self.wood_tiles) + self.burned != spots * len(JUNGLE_WOODED):
            errors.append("wood harvest tiles not conserved")
        buildings = (sum(1 for b in self.display if b >= 0) + len(self.pile) + len(self.next_pile)
                     + sum(len(b) for b in self.built) + self.discarded)
        if buildings != len(BUILDINGS):
            errors.append(f"buildings not conserved ({buildings})")
        if len(self.monuments) + sum(len(m) for m in self.mons) != MONUMENTS_SHOWN[n]:
            errors.append("monuments not conserved")
        if self.tooth_corn < 0:
            errors.append("negative corn on the teeth")
        if not self.over and (not self.stack or self.stack[-1][0] >= AUTOMATIC):
            errors.append("no decision pending before the end")
        return errors


FULL = 1 << 30  # `_low` of a full gear: above any budget
# the pick-up ids of the highest numbered positions: a worker there leaves as the gears turn
TOP_PICKUPS = frozenset(PICKUP_GEAR_IDS[g][GEAR_TOP[g]] for g in GEARS)


def _turn_day(gears: list[list[int]], on_gear: list[int], free: list[int],
              low: list[int] | None) -> None:
    """One day of the gears (`TzolkinState._turn_gears`), `low` (`_low`, None: not kept)
    along in the same loop."""
    for g in range(len(gears)):
        gear = gears[g]
        gear.insert(0, gear.pop())
        top = GEAR_TOP[g]
        w = gear[top + 1]
        if 0 <= w < NEUTRAL:
            gear[top + 1] = EMPTY
            on_gear[w] -= 1
            free[w] += 1
        if low is not None:
            pos = low[g]
            low[g] = 0 if gear[0] == EMPTY else pos + 1 if pos < top else FULL


def _first_free(gear: list[int], start: int, top: int) -> int:
    """The lowest free position of `gear` in start..top; FULL: none."""
    try:
        return gear.index(EMPTY, start, top + 1)
    except ValueError:
        return FULL


def _lows(state: TzolkinState) -> list[int]:
    """Each gear's lowest free numbered position (FULL: none), kept in `_low`: placing,
    picking up and the calendar (`_turn_gears`) update it."""
    gears = state.gears
    low = state._low = [_first_free(gears[g], 0, GEAR_TOP[g]) for g in GEARS]
    return low


# Hot scans of the legal answers as module functions: state.pxd types them (C ints and
# lists) for the compiled build; pure Python runs them as written.

# Two ways to scan a gear, the same answers: compiled, a loop over its positions compares C
# ints; pure Python, `in` and `index` scan in C, far cheaper than an interpreted loop.
try:
    import cython
    COMPILED = cython.compiled
except ImportError:  # pure Python without Cython
    COMPILED = False


def _place_ids(low: list[int], budget: int) -> list[int]:
    """The PLACE answers of the gears whose lowest free position (`low`) costs at most
    `budget` (§3.2)."""
    return [PLACE + g for g, pos in enumerate(low) if pos <= budget]


def _pickup_ids(gears: list[list[int]], p: int, n: int) -> list[int]:
    """§3.3: the PICK_UP answers of seat p's workers, gear by gear, lowest position first;
    `n` counts them (`on_gear[p]`): the scan stops at the last."""
    legal: list[int] = []
    for g in range(len(gears)):
        if not n:
            break
        gear = gears[g]
        ids = PICKUP_GEAR_IDS[g]  # workers sit only on numbered positions (ids)
        if COMPILED:
            for pos in range(len(ids)):
                if gear[pos] == p:
                    legal.append(ids[pos])
                    n -= 1
        elif p in gear:  # one C-level scan skips the gears without p's workers
            for pos in range(gear.index(p), len(ids)):
                if gear[pos] == p:
                    legal.append(ids[pos])
                    n -= 1
    return legal


# -- the two dispatch points: the legal answers and the effect of each decision kind -------
S = TzolkinState
_LEGAL = {
    KEEP_TILE: S._legal_keep_tile, TURN: S._legal_turn, PLACE_MORE: S._legal_place_more,
    PICK_UP_MORE: S._legal_pick_up_more, CHOOSE_ACTION: S._legal_choose_action,
    ANY_ACTION_CHOICE: S._legal_any_action, HARVEST: S._legal_harvest, ANGER: S._legal_anger,
    TEMPLE_UP: S._legal_temple_up, ADVANCE_TECH: S._legal_advance_tech, PAY: S._legal_pay,
    GAIN_RESOURCE: S._legal_gain_resource, BUILD_CHOICE: S._legal_build,
    ARCHITECTURE_CHOICE: S._legal_architecture, WAIVE_CHOICE: S._legal_waive,
    MARKET_TRADE: S._legal_market, THEOLOGY_STEP: S._legal_theology, CALENDAR: S._legal_calendar,
}
_APPLY = {
    KEEP_TILE: S._apply_keep_tile, TURN: S._apply_turn, PLACE_MORE: S._apply_place_more,
    PICK_UP_MORE: S._apply_pick_up_more, CHOOSE_ACTION: S._apply_choose_action,
    ANY_ACTION_CHOICE: S._apply_any_action, HARVEST: S._apply_harvest, ANGER: S._apply_anger,
    TEMPLE_UP: S._apply_temple_up, ADVANCE_TECH: S._apply_advance_tech, PAY: S._apply_pay,
    GAIN_RESOURCE: S._apply_gain_resource, BUILD_CHOICE: S._apply_build,
    ARCHITECTURE_CHOICE: S._apply_architecture, WAIVE_CHOICE: S._apply_waive,
    MARKET_TRADE: S._apply_market, THEOLOGY_STEP: S._apply_theology, CALENDAR: S._apply_calendar,
}
_AUTO = {END_TURN: S._end_turn, REVEAL_WEALTH: S._reveal_wealth, TECH_STEP: S._tech_step}
del S


def _copy_fields(state: TzolkinState, new: TzolkinState) -> None:
    """Every field of `state` into `new` (no instance dict: slots, or C fields compiled), the
    lists copied."""
    new.day, new.rounds, new.next_food, new.tooth_corn = (
        state.day, state.rounds, state.next_food, state.tooth_corn)
    new.first, new.turn, new.fp_worker, new.fp_this_turn = (
        state.first, state.turn, state.fp_worker, state.fp_this_turn)
    new.burned, new.skull_supply, new.age, new.discarded = (
        state.burned, state.skull_supply, state.age, state.discarded)
    new.over, new.lvl, new.w5_no_wood = state.over, state.lvl, state.w5_no_wood
    new.vp = state.vp.copy()
    new.temple_vp = state.temple_vp.copy()
    new.workers = state.workers.copy()
    new.free = state.free.copy()
    new.on_gear = state.on_gear.copy()
    new.light = state.light.copy()
    new.corn_tiles = state.corn_tiles.copy()
    new.wood_tiles = state.wood_tiles.copy()
    new.jungle_corn = state.jungle_corn.copy()
    new.jungle_wood = state.jungle_wood.copy()
    new.chichen = state.chichen.copy()
    new.display = state.display.copy()
    new.pile = state.pile.copy()
    new.next_pile = state.next_pile.copy()
    new.monuments = state.monuments.copy()
    new.revealed = state.revealed.copy()
    new.unrevealed = state.unrevealed.copy()
    new.stack = state.stack.copy()
    copy = list.copy
    new.gears = list(map(copy, state.gears))
    new.goods = list(map(copy, state.goods))
    new.temples = list(map(copy, state.temples))
    new.techs = list(map(copy, state.techs))
    new.built = list(map(copy, state.built))
    new.mons = list(map(copy, state.mons))
    new.kept = list(map(copy, state.kept))
    new.hands = list(map(copy, state.hands))
    new.final = list(map(dict, state.final))
    low, picks = state._low, state._picks
    new._low = None if low is None else low.copy()
    new._picks = None if picks is None else picks.copy()  # (of tuples, shared)
