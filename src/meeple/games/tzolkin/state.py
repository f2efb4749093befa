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
"""

from __future__ import annotations

from typing import Any

from meeple.core import TERMINAL, State
from meeple.core.errors import IllegalAction
from meeple.core.rng import chance
from meeple.games.tzolkin import actions as A
from meeple.games.tzolkin.data import (
    AGE_CHANGE_FOOD_DAY,
    AGRICULTURE,
    ANY_ACTION,
    ARCHITECTURE,
    ARCHITECTURE_BONUS_VP,
    BEG_CORN,
    BEG_LIMIT,
    BUILD,
    BUILD_BONUS_CORN,
    BUILD_BONUS_VP,
    BUILD_DISCOUNT_CORN,
    BUILDING_SLOTS,
    BUILDINGS,
    CHICHEN,
    CHICHEN_ACTIONS,
    COLOURS,
    CORN,
    CORN_PER_VP,
    DOUBLE_ADVANCE_BLOCK,
    EXTRACTION,
    EXTRACTION_BONUS_RESOURCES,
    FARM_FREE_WORKERS,
    FARM_LESS,
    FEED_CORN,
    FIRST_PLAYER_SPACE_COST,
    FISHING_BONUS,
    FOOD_DAY_KIND,
    FOOD_DAYS,
    FREE_CHOICE,
    GAIN,
    GEAR_ACTIONS,
    GEAR_SLOTS,
    GEAR_TOP,
    GEARS,
    GOLD,
    GOODS,
    HARVEST_BONUS_1,
    HARVEST_BONUS_2,
    HARVEST_CORN,
    HARVEST_WOOD,
    JUNGLE_ACTIONS,
    JUNGLE_SPOTS,
    JUNGLE_WOODED,
    MARKET,
    MARKET_RATE,
    MAX_WORKERS,
    MID_AGE,
    MONUMENT_ANYONE_VP,
    MONUMENT_BUILT_VP,
    MONUMENT_FRAME_VP,
    MONUMENT_LEVEL3_VP,
    MONUMENT_LEVEL_VP,
    MONUMENT_SKULL_VP,
    MONUMENT_STEP_VP,
    MONUMENT_TILE_VP,
    MONUMENT_WORKERS_VP,
    MONUMENTS,
    MONUMENTS_SHOWN,
    NEUTRAL_WORKERS,
    OPPOSITE_SHIFT,
    PALENQUE,
    PLACEMENT_SURCHARGE,
    RESOURCES,
    SKULL,
    SKULL_VP,
    SKULLS_IN_GAME,
    SMALL_GEARS,
    STARTING_WORKERS,
    STEP_BACK_COST,
    STONE,
    TECH,
    TECH_ANY,
    TECH_BEYOND_COST,
    TECH_COST,
    TECH_EFFECT_LEVEL,
    TECH_MAX,
    TEMPLE,
    TEMPLE_ALL,
    TEMPLE_ANY,
    TEMPLE_BOTTOM,
    TEMPLE_MAJORITY,
    TEMPLE_MID_AGE,
    TEMPLE_TOP,
    TEMPLE_VP,
    TEMPLES,
    THEOLOGY,
    TIKAL,
    TOOTH_CORN,
    TRACKS,
    UNFED_PENALTY,
    UXMAL,
    UXMAL_ANY_ACTION_CORN,
    UXMAL_BUILD_CORN_PER_RESOURCE,
    UXMAL_TEMPLE_CORN,
    VP,
    W5,
    W5_NO_WOOD,
    WEALTH_DEALT,
    WEALTH_KEPT,
    WEALTH_TILES,
    WOOD,
    WORKER,
    YAXCHILAN,
    YAXCHILAN_GAINS,
)
from meeple.games.tzolkin.narrate import narrate

EMPTY, NEUTRAL = -1, 4  # gear slot contents besides a seat number 0..3

# -- decision frames: (kind, player, a, b) -------------------------------------------------
KEEP_TILE = 0  # a: tiles still to keep
TURN = 1  # a: 1 once the player has begged this turn
PLACE_MORE = 2  # a: workers placed so far this turn
PICK_UP_MORE = 3
CHOOSE_ACTION = 4  # a: gear, b: position of the worker just picked up
ANY_ACTION_CHOICE = 5  # a: 1 when it may be declined (building B21), 0 for Uxmal 5
HARVEST = 6  # a: Palenque action 2..5
ANGER = 7
TEMPLE_UP = 8  # a: temple excluded (-1: none), b: 1 when a second, different temple follows
ADVANCE_TECH = 9  # a: 1 when paid (Tikal), b: 1 when it may be declined
PAY = 10  # a: resources still to pay
GAIN_RESOURCE = 11  # a: resources still to gain
BUILD_CHOICE = 12  # a: mode (below), b: 1 when Architecture may apply (0: Tikal 4's first used it)
ARCHITECTURE_CHOICE = 13  # a: building
WAIVE_CHOICE = 14  # a: building
MARKET_TRADE = 15
THEOLOGY_STEP = 16
CALENDAR = 17
# automatic frames
END_TURN = 20
REVEAL_WEALTH = 21
TECH_STEP = 22  # a: track (after its cost is paid)
AUTOMATIC = 20

# BUILD_CHOICE modes
TIKAL_2, TIKAL_4, TIKAL_4_SECOND, UXMAL_4, MAY_BUILD = 0, 1, 2, 3, 4

# Extra corn for the k-th worker placed in one turn (index k - 1), from the surcharge totals.
PLACEMENT_EXTRA = tuple(
    PLACEMENT_SURCHARGE[k] - (PLACEMENT_SURCHARGE[k - 1] if k else 0)
    for k in range(len(PLACEMENT_SURCHARGE))
)
# Mid-age reward of each temple step including the steps below it (§5.3), as goods counts.
TEMPLE_MID_AGE_CUMULATIVE = tuple(
    tuple(
        tuple(sum(1 for r in rewards[: i + 1] if r == good) for good in range(len(GOODS)))
        for i in range(len(rewards))
    )
    for rewards in TEMPLE_MID_AGE
)
PICKUP_GEAR_IDS = tuple(
    tuple(A.pickup_id(g, pos) for pos in range(GEAR_TOP[g] + 1)) for g in GEARS
)
PERFORM_IDS = tuple(
    (None, *(A.perform_id(g, q) for q in range(1, GEAR_ACTIONS[g] + 1))) for g in GEARS
)
ANY_ACTION_TARGETS = tuple(
    (g, q) for g in SMALL_GEARS for q in range(1, GEAR_ACTIONS[g] + 1) if (g, q) != (UXMAL, 5)
)


class TzolkinState(State):
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
    """

    # -- set-up (§2) -------------------------------------------------------------------------

    def _setup(self) -> None:
        n = self.num_players
        rng, self.rng_seed = chance(self.rng_seed)
        self._read_options()
        self.gears = [[EMPTY] * GEAR_SLOTS[g] for g in GEARS]
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
        rng.shuffle(mons)
        self.monuments = sorted(mons[: MONUMENTS_SHOWN[self.num_players]])
        age1 = [b for b in range(len(BUILDINGS)) if BUILDINGS[b][0] == 1]
        age2 = [b for b in range(len(BUILDINGS)) if BUILDINGS[b][0] == 2]
        rng.shuffle(age1)
        rng.shuffle(age2)
        self.display = [age1.pop() for _ in range(BUILDING_SLOTS)]
        self.pile = age1
        self.next_pile = age2
        self.age = 1
        self.discarded = 0

    def _deal_wealth_tiles(self, rng: Any) -> None:
        """§2.3: deal 4 tiles each; with 2 or 3 players the rest place neutral workers (§2.4)."""
        tiles = list(range(len(WEALTH_TILES)))
        rng.shuffle(tiles)
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
            self._note(f"Neutral workers block the positions of the Starting Wealth tiles {tiles}")

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
        if type(action) is not int or not 0 <= action < A.NUM_ACTIONS:
            raise IllegalAction(f"tzolkin: {action!r} is not an action id; ids are "
                                f"0..{A.NUM_ACTIONS - 1}")
        return A.NOTATION[action]

    def action_to_str_for(self, action: int, viewer: int | None) -> str:
        """§2.3: the wealth tiles kept stay secret until everyone has chosen."""
        text = self.action_to_str(action)
        if A.KEEP <= action < A.KEEP + len(WEALTH_TILES) and viewer != self.current_player():
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
            rows.append({"during the game": rest, "temples": self.temple_vp[p],
                         "corn and resources": final["corn"], "crystal skulls": final["skulls"],
                         "monuments": final["monuments"]})
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
            rng.shuffle(pile)
        if any(new.hands):
            others = [p for p in range(self.num_players) if p != player]
            pool = list(new.unrevealed)
            for p in others:
                pool += new.hands[p] + new.kept[p]
            pool.sort()
            rng.shuffle(pool)
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

    def _apply(self, action: int) -> None:
        frame = self.stack.pop()
        _APPLY[frame[0]](self, frame, action)
        self._run()

    def _run(self) -> None:
        """Run automatic frames and forced answers until a seat has a real choice."""
        stack = self.stack
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
            if legal[0] != A.DONE and kind != PAY:
                self._note(f"{self._name(frame[1])} {narrate(self, legal[0], None)} (only choice)")
            stack.pop()
            _APPLY[kind](self, frame, legal[0])

    def _name(self, p: int) -> str:
        return COLOURS[p]

    # -- §2.3 the wealth draft -------------------------------------------------------------------

    def _legal_keep_tile(self, frame: tuple) -> list[int]:
        return sorted(A.KEEP + t for t in self.hands[frame[1]])

    def _apply_keep_tile(self, frame: tuple, action: int) -> None:
        p, left = frame[1], frame[2]
        tile = action - A.KEEP
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
            tiles = " and ".join(f"W{t + 1}" for t in self.kept[p])
            self._note(f"{self._name(p)} reveals the Starting Wealth tiles {tiles}")
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
            self._note(f"{self._name(p)} takes {self.tooth_corn} corn from the Tzolk'in teeth")
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
        p, begged = frame[1], frame[2]
        can_beg = not begged and self._may_beg(p)
        places = self._placements(p, 0)
        if not self.on_gear[p] and not places:
            return [A.BEG] if can_beg else self._mercy_placements()
        legal = [A.BEG] if can_beg else []
        legal += places
        if self.on_gear[p]:
            legal += self._pickups(p)
        return legal

    def _apply_turn(self, frame: tuple, action: int) -> None:
        p = frame[1]
        if action == A.BEG:
            self._beg(p)
            self.stack.append((TURN, p, 1, 0))
            self.stack.append((ANGER, p, 0, 0))
        elif action < A.PICKUP:
            target = action - A.PLACE
            # A spot the player cannot pay for is offered only by the mercy rule.
            if self._spot_cost(target) > self.goods[p][CORN]:
                self._mercy_place(p, target)
            else:
                self._place(p, target, 0)
                self.stack.append((PLACE_MORE, p, 1, 0))
        else:
            self._start_pick_up(p, action)

    def _may_beg(self, p: int) -> bool:
        """§4.11: only with at most 2 corn, and a temple marker that can go down."""
        return self.goods[p][CORN] <= BEG_LIMIT and self._can_anger(p)

    def _beg(self, p: int) -> None:
        """§4.11 begging: your corn becomes 3; one temple marker goes down (asked next)."""
        self.goods[p][CORN] = BEG_CORN
        self._note(f"{self._name(p)} begs for corn")

    # -- §3.2 placing workers ----------------------------------------------------------------------

    def _lowest_free(self, g: int) -> int:
        """§3.2: a worker goes on the lowest unoccupied numbered position (-1: gear full)."""
        try:
            return self.gears[g].index(EMPTY, 0, GEAR_TOP[g] + 1)
        except ValueError:
            return -1

    def _spot_cost(self, target: int) -> int:
        """§3.2, §3.4: the corn a spot costs before the surcharge: its gear's lowest free
        position, or the First Player space's price."""
        if target == A.FIRST_PLAYER_SPACE:
            return FIRST_PLAYER_SPACE_COST
        return self._lowest_free(target)

    def _placements(self, p: int, placed: int) -> list[int]:
        """The PLACE answers affordable for the next worker after `placed` this turn."""
        if not self.free[p] or placed >= len(PLACEMENT_EXTRA):
            return []
        budget = self.goods[p][CORN] - PLACEMENT_EXTRA[placed]
        legal = []
        for g in GEARS:
            pos = self._lowest_free(g)
            if 0 <= pos <= budget:
                legal.append(A.PLACE + g)
        if self.fp_worker < 0 and budget >= FIRST_PLAYER_SPACE_COST:
            legal.append(A.PLACE_FIRST_PLAYER)
        return legal

    def _put_worker(self, p: int, target: int) -> int:
        """§3.2, §3.4: one of p's available workers goes on the spot; returns its cost."""
        self.free[p] -= 1
        if target == A.FIRST_PLAYER_SPACE:
            self.fp_worker = p
            self.fp_this_turn = True
            return FIRST_PLAYER_SPACE_COST
        pos = self._lowest_free(target)
        self.gears[target][pos] = p
        self.on_gear[p] += 1
        return pos

    def _place(self, p: int, target: int, placed: int) -> None:
        """§3.2: pay the position plus the surcharge of the (placed+1)-th worker."""
        self.goods[p][CORN] -= self._put_worker(p, target) + PLACEMENT_EXTRA[placed]

    def _legal_place_more(self, frame: tuple) -> list[int]:
        return [A.DONE, *self._placements(frame[1], frame[2])]

    def _apply_place_more(self, frame: tuple, action: int) -> None:
        if action != A.DONE:
            p, placed = frame[1], frame[2]
            self._place(p, action - A.PLACE, placed)
            self.stack.append((PLACE_MORE, p, placed + 1, 0))

    def _mercy_placements(self) -> list[int]:
        """§4.11 mercy rule: the spots of lowest possible cost (A14: the player chooses)."""
        costs = {}
        for g in GEARS:
            pos = self._lowest_free(g)
            if pos >= 0:
                costs[A.PLACE + g] = pos
        if self.fp_worker < 0:
            costs[A.PLACE_FIRST_PLAYER] = FIRST_PLAYER_SPACE_COST
        cheapest = min(costs.values())
        return sorted(a for a, c in costs.items() if c == cheapest)

    def _mercy_place(self, p: int, target: int) -> None:
        """§4.11: exactly one worker, free; all the player's corn returns to the supply."""
        self._put_worker(p, target)
        self.goods[p][CORN] = 0
        self._note(f"{self._name(p)} places one worker for free (mercy rule)")

    # -- §3.3 picking up workers -------------------------------------------------------------------

    def _pickups(self, p: int) -> list[int]:
        """§3.3: any of the player's workers on a gear (not the First Player space's)."""
        legal = []
        for g in GEARS:
            gear = self.gears[g]
            ids = PICKUP_GEAR_IDS[g]
            for pos in range(GEAR_TOP[g] + 1):
                if gear[pos] == p:
                    legal.append(ids[pos])
        return legal

    def _start_pick_up(self, p: int, action: int) -> None:
        """§3.3: the worker returns to the player, who then chooses its action."""
        g, pos = A.pickup_of(action)
        self.gears[g][pos] = EMPTY
        self.on_gear[p] -= 1
        self.free[p] += 1
        self.stack.append((PICK_UP_MORE, p, 0, 0))
        self.stack.append((CHOOSE_ACTION, p, g, pos))

    def _legal_pick_up_more(self, frame: tuple) -> list[int]:
        return [A.DONE, *self._pickups(frame[1])]

    def _apply_pick_up_more(self, frame: tuple, action: int) -> None:
        if action != A.DONE:
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
        corn = self.goods[p][CORN]
        legal = [A.NOTHING]
        if pos == 0:
            return legal
        ids = PERFORM_IDS[g]
        for q in range(1, GEAR_ACTIONS[g] + 1):
            cost = self._step_cost(p, g, pos, q)
            if 0 <= cost <= corn and self._can_perform(p, g, q, corn - cost):
                legal.append(ids[q])
        return legal

    def _apply_choose_action(self, frame: tuple, action: int) -> None:
        if action == A.NOTHING:
            return
        p, pos = frame[1], frame[3]
        g, q = A.perform_of(action)
        self.goods[p][CORN] -= self._step_cost(p, g, pos, q)
        self._perform(p, g, q)

    # -- §4 actions: what can be performed -----------------------------------------------------------

    def _can_perform(self, p: int, g: int, q: int, corn: int) -> bool:
        """§4.1: an action whose cost cannot be paid (with `corn` left) is unavailable."""
        if g == PALENQUE:
            return q == 1 or bool(self._harvest_options(p, q))
        if g == YAXCHILAN:
            return True
        if g == TIKAL:
            if q in (1, 3):
                return self._can_advance_paid(p)
            if q == 2:
                return self._can_build_tikal(p, self._has_discount(p))
            if q == 4:
                return self._can_build_tikal(p, self._has_discount(p)) or any(
                    self._can_pay_monument(p, m) for m in self.monuments)
            return self._resource_count(p) > 0
        if g == UXMAL:
            if q == 1:
                return corn >= UXMAL_TEMPLE_CORN
            if q == 4:
                return bool(self._uxmal_buildings(p, corn))
            if q == 5:
                return corn >= UXMAL_ANY_ACTION_CORN and any(
                    self._can_perform(p, g2, q2, corn - UXMAL_ANY_ACTION_CORN)
                    for g2, q2 in ANY_ACTION_TARGETS)
            return True
        return self.goods[p][SKULL] > 0 and self.chichen[q] < 0

    def _perform(self, p: int, g: int, q: int) -> None:
        """§4.2-§4.6: action q of gear g."""
        if g == PALENQUE:
            self._palenque(p, q)
        elif g == YAXCHILAN:
            self._yaxchilan(p, q)
        elif g == TIKAL:
            self._tikal(p, q)
        elif g == UXMAL:
            self._uxmal(p, q)
        else:
            self._chichen_itza(p, q)

    # -- §4.2 Palenque ---------------------------------------------------------------------------

    def _palenque(self, p: int, q: int) -> None:
        """§4.2: fishing (1), or a harvest tile of action q's group (2..5)."""
        if q == 1:
            corn = HARVEST_CORN[1]
            if self.techs[p][AGRICULTURE] >= self.lvl["fishing_plus1"]:
                corn += FISHING_BONUS
            self.goods[p][CORN] += corn
        else:
            self.stack.append((HARVEST, p, q, 0))

    def _harvest_options(self, p: int, a: int) -> list[int]:
        """§4.2 harvest tiles: the top tile of a spot, burning, or (Agriculture L2, A2) a
        harvest without a tile when no corn tile can be seen."""
        wood, corn = self.jungle_wood[a], self.jungle_corn[a]
        legal = []
        if wood:
            legal.append(A.TAKE_WOOD)
        if corn:
            legal.append(A.TAKE_CORN)
        if wood and self._can_anger(p):
            legal.append(A.BURN)
        if not corn and self.techs[p][AGRICULTURE] >= self.lvl["tileless"] and not (
                wood and self.options["strict_tileless"]):
            legal.append(A.TILELESS)
        return legal

    def _harvest_corn(self, p: int, a: int) -> int:
        """§4.2, §4.7 Agriculture: the corn a harvest of Palenque action a gives."""
        corn = HARVEST_CORN[a]
        level = self.techs[p][AGRICULTURE]
        if level >= self.lvl["harvest_plus1"]:
            corn += HARVEST_BONUS_1
        if level >= self.lvl["harvest_plus2"]:
            corn += HARVEST_BONUS_2
        return corn

    def _legal_harvest(self, frame: tuple) -> list[int]:
        return self._harvest_options(frame[1], frame[2])

    def _apply_harvest(self, frame: tuple, action: int) -> None:
        p, a = frame[1], frame[2]
        goods = self.goods[p]
        if action == A.TAKE_WOOD:
            self.jungle_wood[a] -= 1
            self.jungle_corn[a] += 1
            self.wood_tiles[p] += 1
            goods[WOOD] += HARVEST_WOOD[a] + self._extraction_bonus(p, WOOD)
            return
        if action == A.TAKE_CORN:
            self.jungle_corn[a] -= 1
            self.corn_tiles[p] += 1
        elif action == A.BURN:
            self._burn_forest(p, a)
        goods[CORN] += self._harvest_corn(p, a)

    def _burn_forest(self, p: int, a: int) -> None:
        """§4.2 burning: the wood tile goes to the box, the corn tile under it is taken, and
        the gods are angered (the temple is asked next)."""
        self.jungle_wood[a] -= 1
        self.burned += 1
        self.corn_tiles[p] += 1
        self.stack.append((ANGER, p, 0, 0))

    # -- §4.3 Yaxchilan -----------------------------------------------------------------------------

    def _extraction_bonus(self, p: int, good: int) -> int:
        """§4.7 Resource Extraction: +1 of the same material at Yaxchilan / Palenque wood."""
        level = self.techs[p][EXTRACTION]
        if good == WOOD:
            return level >= self.lvl["wood_plus1"]
        if good == STONE:
            return level >= self.lvl["stone_plus1"]
        return level >= self.lvl["gold_plus1"]

    def _yaxchilan(self, p: int, q: int) -> None:
        """§4.3: fixed gains, with the Extraction and Theology L3 bonuses."""
        corn, wood, stone, gold, skull = YAXCHILAN_GAINS[q]
        goods = self.goods[p]
        goods[CORN] += corn
        if wood:
            goods[WOOD] += wood + self._extraction_bonus(p, WOOD)
        if stone:
            goods[STONE] += stone + self._extraction_bonus(p, STONE)
        if gold:
            goods[GOLD] += gold + self._extraction_bonus(p, GOLD)
        if skull:
            skull += self.techs[p][THEOLOGY] >= self.lvl["skull_plus1"]
            self._gain_skulls(p, skull)

    def _gain_skulls(self, p: int, n: int) -> None:
        """§4.10: only 13 skulls exist; none can be gained once the supply is empty."""
        n = min(n, self.skull_supply)
        self.skull_supply -= n
        self.goods[p][SKULL] += n

    # -- §4.4 Tikal ----------------------------------------------------------------------------------

    def _tikal(self, p: int, q: int) -> None:
        """§4.4: technology steps (1, 3), buildings (2, 4; or a monument), two temples (5)."""
        push = self.stack.append
        if q == 1:
            push((ADVANCE_TECH, p, 1, 0))
        elif q == 2:
            push((BUILD_CHOICE, p, TIKAL_2, 1))
        elif q == 3:
            push((ADVANCE_TECH, p, 1, 1))  # the optional second step
            push((ADVANCE_TECH, p, 1, 0))
        elif q == 4:
            push((BUILD_CHOICE, p, TIKAL_4, 1))
        else:  # §4.4 action 5: pay 1 resource, +1 in two different temples
            push((TEMPLE_UP, p, -1, 1))
            push((PAY, p, 1, 0))

    # -- §4.5 Uxmal ------------------------------------------------------------------------------------

    def _uxmal(self, p: int, q: int) -> None:
        """§4.5: a temple for corn (1), the market (2), a worker (3), a building for corn (4),
        any action for corn (5)."""
        if q == 1:
            self.goods[p][CORN] -= UXMAL_TEMPLE_CORN
            self.stack.append((TEMPLE_UP, p, -1, 0))
        elif q == 2:
            self.stack.append((MARKET_TRADE, p, 0, 0))
        elif q == 3:
            self._gain_worker(p)
        elif q == 4:
            self.stack.append((BUILD_CHOICE, p, UXMAL_4, 1))
        else:
            self.stack.append((ANY_ACTION_CHOICE, p, 0, 0))

    def _gain_worker(self, p: int) -> None:
        """§4.5 action 3 (also B19, W15): a worker from the supply, available at once (A27)."""
        if self.workers[p] < MAX_WORKERS:
            self.workers[p] += 1
            self.free[p] += 1

    def _legal_market(self, frame: tuple) -> list[int]:
        """§4.5 action 2 / T6: sell or buy one resource at a time at the market rates."""
        goods = self.goods[frame[1]]
        legal = [A.DONE]
        for i, r in enumerate(RESOURCES):
            if goods[r]:
                legal.append(A.SELL + i)
        for i, r in enumerate(RESOURCES):
            if goods[CORN] >= MARKET_RATE[r]:
                legal.append(A.BUY + i)
        return legal

    def _apply_market(self, frame: tuple, action: int) -> None:
        if action == A.DONE:
            return
        p = frame[1]
        goods = self.goods[p]
        if action < A.BUY:
            r = A.resource_of(action, A.SELL)
            goods[r] -= 1
            goods[CORN] += MARKET_RATE[r]
        else:
            r = A.resource_of(action, A.BUY)
            goods[r] += 1
            goods[CORN] -= MARKET_RATE[r]
        self.stack.append(frame)

    def _legal_any_action(self, frame: tuple) -> list[int]:
        """§4.5 action 5 (A4) and building B21: pay 1 corn, any action 1-5 of the four small
        gears but Uxmal 5; B21 may be declined."""
        p = frame[1]
        corn = self.goods[p][CORN] - UXMAL_ANY_ACTION_CORN
        legal = [A.DONE] if frame[2] else []
        if corn >= 0:
            for g, q in ANY_ACTION_TARGETS:
                if self._can_perform(p, g, q, corn):
                    legal.append(PERFORM_IDS[g][q])
        return legal

    def _apply_any_action(self, frame: tuple, action: int) -> None:
        if action == A.DONE:
            return
        p = frame[1]
        g, q = A.perform_of(action)
        self.goods[p][CORN] -= UXMAL_ANY_ACTION_CORN
        self._perform(p, g, q)

    # -- §4.6 Chichen Itza ------------------------------------------------------------------------------

    def _chichen_itza(self, p: int, q: int) -> None:
        """§4.6, A19: place the skull, score, temple step, resource of choice, then the
        optional Theology L2 temple step."""
        points, temple, resource = CHICHEN_ACTIONS[q]
        self.goods[p][SKULL] -= 1
        self.chichen[q] = p
        self.vp[p] += points
        self._step_up(p, temple)
        if self.techs[p][THEOLOGY] >= self.lvl["chichen_temple"]:
            self.stack.append((THEOLOGY_STEP, p, 0, 0))
        if resource:
            self.stack.append((GAIN_RESOURCE, p, 1, 0))

    def _legal_theology(self, frame: tuple) -> list[int]:
        """§4.7 Theology L2: after a Chichen Itza action, 1 resource buys a temple step."""
        goods = self.goods[frame[1]]
        return [A.DONE, *(A.PAY + i for i, r in enumerate(RESOURCES) if goods[r])]

    def _apply_theology(self, frame: tuple, action: int) -> None:
        if action != A.DONE:
            p = frame[1]
            self.goods[p][A.resource_of(action, A.PAY)] -= 1
            self.stack.append((TEMPLE_UP, p, -1, 0))

    # -- paying and gaining resources of choice -------------------------------------------------------

    def _resource_count(self, p: int) -> int:
        goods = self.goods[p]
        return goods[WOOD] + goods[STONE] + goods[GOLD]

    def _legal_pay(self, frame: tuple) -> list[int]:
        """One cube at a time; when every cube must go, the order is no choice."""
        goods = self.goods[frame[1]]
        held = [A.PAY + i for i, r in enumerate(RESOURCES) if goods[r]]
        if self._resource_count(frame[1]) == frame[2]:
            return held[:1]
        return held

    def _apply_pay(self, frame: tuple, action: int) -> None:
        p, n = frame[1], frame[2]
        self.goods[p][A.resource_of(action, A.PAY)] -= 1
        if n > 1:
            self.stack.append((PAY, p, n - 1, 0))

    def _legal_gain_resource(self, frame: tuple) -> list[int]:
        return [A.GAIN, A.GAIN + 1, A.GAIN + 2]

    def _apply_gain_resource(self, frame: tuple, action: int) -> None:
        p, n = frame[1], frame[2]
        self.goods[p][A.resource_of(action, A.GAIN)] += 1
        if n > 1:
            self.stack.append((GAIN_RESOURCE, p, n - 1, 0))

    # -- §4.7 technologies --------------------------------------------------------------------------------

    def _tech_cost(self, p: int, track: int) -> int:
        """§4.7: resources for the next level, or for the bonus past level 3."""
        level = self.techs[p][track]
        return TECH_COST[level] if level < TECH_MAX else TECH_BEYOND_COST

    def _can_advance_paid(self, p: int) -> bool:
        have = self._resource_count(p)
        return any(self._tech_cost(p, k) <= have for k in TRACKS)

    def _legal_advance_tech(self, frame: tuple) -> list[int]:
        p, paid, optional = frame[1], frame[2], frame[3]
        legal = [A.DONE] if optional else []
        have = self._resource_count(p) if paid else 0
        for k in TRACKS:
            if not paid or self._tech_cost(p, k) <= have:
                legal.append(A.TECH + k)
        return legal

    def _apply_advance_tech(self, frame: tuple, action: int) -> None:
        if action == A.DONE:
            return
        p, track = frame[1], action - A.TECH
        if frame[2]:
            self.stack.append((TECH_STEP, p, track, 0))
            self.stack.append((PAY, p, self._tech_cost(p, track), 0))
        else:
            self._advance_tech(p, track)

    def _tech_step(self, frame: tuple) -> None:
        self._advance_tech(frame[1], frame[2])

    def _advance_tech(self, p: int, track: int) -> None:
        """§4.7: one level up; at level 3 the track's bonus instead (A18: free ones too)."""
        level = self.techs[p][track]
        if level < TECH_MAX:
            self.techs[p][track] = level + 1
        elif track == AGRICULTURE:
            self.stack.append((TEMPLE_UP, p, -1, 0))
        elif track == EXTRACTION:
            self.stack.append((GAIN_RESOURCE, p, EXTRACTION_BONUS_RESOURCES, 0))
        elif track == ARCHITECTURE:
            self.vp[p] += ARCHITECTURE_BONUS_VP
        else:
            self._gain_skulls(p, 1)

    # -- §4.8 temples ----------------------------------------------------------------------------------------

    def _can_step_up(self, p: int, t: int) -> bool:
        """§4.8 (A12): not from the top, nor onto a top another player holds."""
        step, top = self.temples[p][t], TEMPLE_TOP[t]
        return step < top and not (step + 1 == top and any(
            self.temples[o][t] == top for o in range(self.num_players) if o != p))

    def _step_up(self, p: int, t: int) -> bool:
        """§4.8: one step up if possible (else the step is lost); reaching the top turns the
        summary card to its light side."""
        if not self._can_step_up(p, t):
            return False
        self.temples[p][t] += 1
        if self.temples[p][t] == TEMPLE_TOP[t]:
            self.light[p] = True
        return True

    def _can_anger(self, p: int) -> bool:
        return any(step > TEMPLE_BOTTOM for step in self.temples[p])

    def _legal_temple_up(self, frame: tuple) -> list[int]:
        exclude = frame[2]
        return [A.UP + t for t in TEMPLES if t != exclude]

    def _apply_temple_up(self, frame: tuple, action: int) -> None:
        p, t = frame[1], action - A.UP
        self._step_up(p, t)
        if frame[3]:
            self.stack.append((TEMPLE_UP, p, t, 0))

    def _legal_anger(self, frame: tuple) -> list[int]:
        """§4.8 angering the gods: a marker not already on its bottom space goes down."""
        temples = self.temples[frame[1]]
        return [A.DOWN + t for t in TEMPLES if temples[t] > TEMPLE_BOTTOM]

    def _apply_anger(self, frame: tuple, action: int) -> None:
        self.temples[frame[1]][action - A.DOWN] -= 1

    # -- §4.9 buildings and monuments ------------------------------------------------------------------------

    def _has_discount(self, p: int) -> bool:
        """§4.7 Architecture: the level that makes each building cheaper."""
        return self.techs[p][ARCHITECTURE] >= self.lvl["build_discount"]

    def _shortfall(self, p: int, b: int) -> int:
        """Cubes of building b's cost the player lacks."""
        goods = self.goods[p]
        w, s, g = BUILDINGS[b][2]
        return (max(0, w - goods[WOOD]) + max(0, s - goods[STONE]) + max(0, g - goods[GOLD]))

    def _tikal_buildings(self, p: int, discount: bool) -> list[int]:
        """§4.9: the buildings on display the player's cubes pay for; with the Architecture
        L3 discount one cube may be missing."""
        limit = 1 if discount else 0
        return [b for b in self.display if b >= 0 and self._shortfall(p, b) <= limit]

    def _can_build_tikal(self, p: int, discount: bool) -> bool:
        return bool(self._tikal_buildings(p, discount))

    def _uxmal_buildings(self, p: int, corn: int) -> list[int]:
        """§4.5 action 4: the buildings on display that `corn` pays for."""
        return [b for b in self.display if b >= 0 and self._uxmal_cost(p, b) <= corn]

    def _uxmal_cost(self, p: int, b: int) -> int:
        """§4.5 action 4: 2 corn per resource of the cost; Architecture L3 takes 2 off."""
        corn = UXMAL_BUILD_CORN_PER_RESOURCE * sum(BUILDINGS[b][2])
        if self._has_discount(p):
            corn -= BUILD_DISCOUNT_CORN
        return max(0, corn)

    def _can_pay_monument(self, p: int, m: int) -> bool:
        """§4.9: a monument's exact cost, a skull included for M13."""
        goods = self.goods[p]
        w, s, g, k = MONUMENTS[m][1]
        return goods[WOOD] >= w and goods[STONE] >= s and goods[GOLD] >= g and goods[SKULL] >= k

    def _legal_build(self, frame: tuple) -> list[int]:
        """§4.4 Tikal 2 and 4, §4.5 Uxmal 4, B8: a payable building (or, at Tikal 4, a
        monument); `done` where building is optional."""
        p, mode, arch = frame[1], frame[2], frame[3]
        if mode == UXMAL_4:
            return sorted(A.BUILD + b for b in self._uxmal_buildings(p, self.goods[p][CORN]))
        legal = [A.DONE] if mode in (TIKAL_4_SECOND, MAY_BUILD) else []
        discount = bool(arch) and self._has_discount(p)
        legal += sorted(A.BUILD + b for b in self._tikal_buildings(p, discount))
        if mode == TIKAL_4:
            legal += [A.MONUMENT + m for m in self.monuments if self._can_pay_monument(p, m)]
        return legal

    def _apply_build(self, frame: tuple, action: int) -> None:
        p, mode, arch = frame[1], frame[2], frame[3]
        if action == A.DONE:
            return
        if action >= A.MONUMENT:
            self._build_monument(p, action - A.MONUMENT)
            return
        b = action - A.BUILD
        if mode == UXMAL_4:
            self.goods[p][CORN] -= self._uxmal_cost(p, b)
            self._construct(p, b, True)
        elif mode == TIKAL_4 and self.techs[p][ARCHITECTURE] > 0:
            self.stack.append((ARCHITECTURE_CHOICE, p, b, 0))
        elif mode == TIKAL_4:
            # No Architecture effect can be used on this one: a second may use it (A31).
            self.stack.append((BUILD_CHOICE, p, TIKAL_4_SECOND, 1))
            self._build_tikal(p, b, False)
        else:
            self._build_tikal(p, b, bool(arch))

    def _legal_architecture(self, frame: tuple) -> list[int]:
        """§4.4 Tikal 4: Architecture applies to one of the two buildings only."""
        p, b = frame[1], frame[2]
        legal = [A.ARCH_HERE]
        if self._shortfall(p, b) == 0:
            legal.append(A.ARCH_LATER)
        return legal

    def _apply_architecture(self, frame: tuple, action: int) -> None:
        p, b = frame[1], frame[2]
        here = action == A.ARCH_HERE
        self.stack.append((BUILD_CHOICE, p, TIKAL_4_SECOND, 0 if here else 1))
        self._build_tikal(p, b, here)

    def _waive_options(self, p: int, b: int) -> list[int]:
        """§4.7 Architecture L3 at Tikal: one cube of the cost, of the player's choice, is
        not paid; only kinds that leave the rest affordable."""
        goods = self.goods[p]
        cost = BUILDINGS[b][2]
        short = self._shortfall(p, b)
        options = []
        for i, r in enumerate(RESOURCES):
            if cost[i] and (short == 0 or goods[r] < cost[i]):
                options.append(A.WAIVE + i)
        return options

    def _build_tikal(self, p: int, b: int, arch: bool) -> None:
        if arch and self._has_discount(p):
            options = self._waive_options(p, b)
            if len(options) > 1:
                self.stack.append((WAIVE_CHOICE, p, b, 0))
                return
            self._pay_cubes(p, b, A.resource_of(options[0], A.WAIVE))
        else:
            self._pay_cubes(p, b, -1)
        self._construct(p, b, arch)

    def _legal_waive(self, frame: tuple) -> list[int]:
        return self._waive_options(frame[1], frame[2])

    def _apply_waive(self, frame: tuple, action: int) -> None:
        p, b = frame[1], frame[2]
        self._pay_cubes(p, b, A.resource_of(action, A.WAIVE))
        self._construct(p, b, True)

    def _pay_cubes(self, p: int, b: int, waived: int) -> None:
        """Pay building b's cost in cubes, less one cube of kind `waived` (-1: none)."""
        goods = self.goods[p]
        for i, r in enumerate(RESOURCES):
            goods[r] -= BUILDINGS[b][2][i] - (r == waived)

    def _construct(self, p: int, b: int, arch: bool) -> None:
        """§4.9, A20: the cost is paid; take the tile, gain the Architecture L1 corn / L2 VP
        (if it applies to this building), then the building's effects."""
        goods = self.goods[p]
        effects = BUILDINGS[b][3]
        self.display[self.display.index(b)] = -1
        self.built[p].append(b)
        if arch:
            level = self.techs[p][ARCHITECTURE]
            if level >= self.lvl["build_corn"]:
                goods[CORN] += BUILD_BONUS_CORN
            if level >= self.lvl["build_vp"]:
                self.vp[p] += BUILD_BONUS_VP
        self._gain_effects(p, effects)

    def _build_monument(self, p: int, m: int) -> None:
        """§4.9: a monument only at Tikal 4, exact cost, no Architecture (A8: the skull of
        M13's cost returns to the supply)."""
        goods = self.goods[p]
        w, s, g, k = MONUMENTS[m][1]
        goods[WOOD] -= w
        goods[STONE] -= s
        goods[GOLD] -= g
        goods[SKULL] -= k
        self.skull_supply += k
        self.monuments.remove(m)
        self.mons[p].append(m)

    def _refill_buildings(self) -> None:
        """§3.1 c: empty building spaces get tiles of the current age's pile while it lasts."""
        display, pile = self.display, self.pile
        for i in range(BUILDING_SLOTS):
            if display[i] < 0 and pile:
                display[i] = pile.pop()

    def _gain_effects(self, p: int, effects: tuple) -> None:
        """Building and Starting Wealth icons (§T7 icon list). Choices are asked in order."""
        asks = []
        for code, a, b in effects:
            if code == GAIN:
                if a == SKULL:
                    self._gain_skulls(p, b)
                else:
                    self.goods[p][a] += b
            elif code == VP:
                self.vp[p] += a
            elif code == TEMPLE:
                for _ in range(b):
                    self._step_up(p, a)
            elif code == TEMPLE_ALL:
                for t in TEMPLES:
                    self._step_up(p, t)
            elif code == TECH:
                for _ in range(b):
                    self._advance_tech(p, a)
            elif code == WORKER:
                self._gain_worker(p)
            elif code == TEMPLE_ANY:
                asks += [(TEMPLE_UP, p, -1, 0)] * a
            elif code == TECH_ANY:
                asks += [(ADVANCE_TECH, p, 0, 0)] * a
            elif code == BUILD:
                asks.append((BUILD_CHOICE, p, MAY_BUILD, 1))
            elif code == MARKET:
                asks.append((MARKET_TRADE, p, 0, 0))
            elif code == ANY_ACTION:
                asks.append((ANY_ACTION_CHOICE, p, 1, 0))
            # farms act on Food Days (§5.1)
        self.stack.extend(reversed(asks))

    # -- §3.4, §3.6 the calendar -------------------------------------------------------------------------------

    def _calendar_phase(self) -> None:
        """§3.6: without a First Player worker, 1 corn on the tooth and 1 day; with one, the
        worker returns, the marker moves, and 1 day (or 2, the privilege)."""
        last = self.next_food >= len(FOOD_DAYS)
        p = self.fp_worker
        if p < 0:
            self.tooth_corn += TOOTH_CORN
        else:
            self.fp_worker = -1
            self.free[p] += 1
            self.first = (p + 1) % self.num_players if self.first == p else p
            self._note(f"{self._name(p)} takes the First Player space: "
                       f"{self._name(self.first)} starts the next round")
            if not last and self._double_advance_allowed(p):
                self.stack.append((CALENDAR, p, 0, 0))
                return
        if not last or self.options["final_advance"]:
            self._advance_calendar(1)
        self._after_calendar()

    def _double_advance_allowed(self, p: int) -> bool:
        """§3.6, A6: light card, and no player worker on position 6 (9 at Chichen Itza)."""
        return self.light[p] and not any(
            0 <= self.gears[g][DOUBLE_ADVANCE_BLOCK[g]] < NEUTRAL for g in GEARS)

    def _legal_calendar(self, frame: tuple) -> list[int]:
        return [A.ADVANCE_1, A.ADVANCE_2]

    def _apply_calendar(self, frame: tuple, action: int) -> None:
        if action == A.ADVANCE_2:
            self.light[frame[1]] = False
            self._note(f"{self._name(frame[1])} advances the calendar 2 days")
            self._advance_calendar(2)
        else:
            self._advance_calendar(1)
        self._after_calendar()

    def _advance_calendar(self, days: int) -> None:
        """§3.6: every gear turns one position per day; a player worker passing the highest
        numbered position returns to its owner with no action; neutral ones stay."""
        for _ in range(days):
            for g in GEARS:
                gear = self.gears[g]
                gear.insert(0, gear.pop())
                beyond = GEAR_TOP[g] + 1
                w = gear[beyond]
                if 0 <= w < NEUTRAL:
                    gear[beyond] = EMPTY
                    self.on_gear[w] -= 1
                    self.free[w] += 1
            self.day += 1

    def _after_calendar(self) -> None:
        if self.next_food >= len(FOOD_DAYS):
            self._final_scoring()
        else:
            self.rounds += 1
            self._begin_round()

    # -- §5 Food Days ----------------------------------------------------------------------------------------

    def _food_day(self) -> None:
        """§5: feed, change the buildings (end of Age 1), then the temple rewards."""
        index = self.next_food
        self._note(f"Food Day {index + 1} (day {self.day})")
        for p in range(self.num_players):
            self._feed_workers(p)
        if index == AGE_CHANGE_FOOD_DAY:
            self._change_age()
        if FOOD_DAY_KIND[index] == MID_AGE:
            self._mid_age_rewards()
        else:
            self._end_of_age_points(index // 2)
        self.next_food += 1

    def _farm_effects(self, p: int) -> tuple[int, int]:
        """Workers fed for free, and the number of '1 less corn' farms (§5.1)."""
        free = less = 0
        for effects in [BUILDINGS[b][3] for b in self.built[p]] + [
                self.wealth_effects(t) for t in self.kept[p]]:
            for code, _, _ in effects:
                free += FARM_FREE_WORKERS.get(code, 0)
                less += code == FARM_LESS
        return free, less

    def feeding_need(self, p: int) -> tuple[int, int]:
        """§5.1: (workers that need corn, corn each) after the farms: `free` workers need
        none, each '1 less' farm lowers every worker's need, never below 0."""
        free, less = self._farm_effects(p)
        return max(0, self.workers[p] - free), max(0, FEED_CORN - less)

    def _feed_workers(self, p: int) -> None:
        """§5.1: 2 corn per worker in play, farms lower it; feed as many as possible and
        lose 3 VP per unfed worker."""
        needing, per_worker = self.feeding_need(p)
        if not per_worker or not needing:
            self._note(f"{self._name(p)} feeds {_workers(self.workers[p])} for free (farms)")
            return
        goods = self.goods[p]
        fed = min(needing, goods[CORN] // per_worker)
        goods[CORN] -= fed * per_worker
        unfed = needing - fed
        parts = [f"pays {fed * per_worker} corn to feed {_workers(self.workers[p] - unfed)}"
                 ] if fed else []
        if unfed:
            self.vp[p] -= UNFED_PENALTY * unfed
            parts.append(f"cannot feed {_workers(unfed)}: -{UNFED_PENALTY * unfed} VP")
        self._note(f"{self._name(p)} {' and '.join(parts)}")

    def _change_age(self) -> None:
        """§5.2: the Age 1 buildings left (board and pile) go; 6 Age 2 buildings appear."""
        self.discarded += sum(1 for b in self.display if b >= 0) + len(self.pile)
        self.display = [-1] * BUILDING_SLOTS
        self.pile = self.next_pile
        self.next_pile = []
        self.age = 2
        self._refill_buildings()
        self._note("Age 2: the Age 2 buildings are revealed")

    def _mid_age_rewards(self) -> None:
        """§5.3 mid-age: the materials of your step and every step below it, per temple;
        skulls only if the supply covers every entitled player (A22)."""
        n = self.num_players
        gains = [[0] * len(GOODS) for _ in range(n)]
        for p in range(n):
            for t in TEMPLES:
                cumulative = TEMPLE_MID_AGE_CUMULATIVE[t][self.temples[p][t] + 1]
                for good in range(len(GOODS)):
                    gains[p][good] += cumulative[good]
        wanted = sum(g[SKULL] for g in gains)
        skulls = wanted <= self.skull_supply
        if not skulls:
            self._note("not enough skulls for every entitled player: nobody gets one")
        for p in range(n):
            goods = self.goods[p]
            for good in RESOURCES:
                goods[good] += gains[p][good]
            if skulls:
                self._gain_skulls(p, gains[p][SKULL])
            else:
                gains[p][SKULL] = 0
            got = ", ".join(f"{gains[p][g]} {GOODS[g]}" for g in range(len(GOODS)) if gains[p][g])
            self._note(f"{self._name(p)} gains {got or 'nothing'} from the temples")

    def _end_of_age_points(self, age: int) -> None:
        """§5.3 end of age: the VP of your current step, and the majority bonus of each
        temple to its highest player(s); tied players get half each (A11)."""
        n = self.num_players
        steps_vp, majority = [0] * n, [0] * n
        for t in TEMPLES:
            steps = [self.temples[p][t] for p in range(n)]
            best = max(steps)
            tied = steps.count(best)
            bonus = TEMPLE_MAJORITY[t][age]
            for p in range(n):
                steps_vp[p] += TEMPLE_VP[t][steps[p] + 1]
                if steps[p] == best:
                    majority[p] += bonus if tied == 1 else bonus // 2
        for p in range(n):
            self.vp[p] += steps_vp[p] + majority[p]
            self.temple_vp[p] += steps_vp[p] + majority[p]
            self._note(f"{self._name(p)} scores {steps_vp[p]} VP for the temple steps and "
                       f"{majority[p]} for the majorities")

    # -- §6 final scoring ----------------------------------------------------------------------------------------

    def _final_scoring(self) -> None:
        """§6 (A16): resources to corn at the market rates, 1 VP per 4 corn, 3 VP per skull,
        then the monuments."""
        self.final = []
        for p in range(self.num_players):
            goods = self.goods[p]
            corn = goods[CORN] + sum(goods[r] * MARKET_RATE[r] for r in RESOURCES)
            row = {"corn": corn // CORN_PER_VP, "skulls": goods[SKULL] * SKULL_VP,
                   "monuments": sum(self._monument_points(p, m) for m in self.mons[p])}
            self.vp[p] += row["corn"] + row["skulls"] + row["monuments"]
            self.final.append(row)
            self._note(f"{self._name(p)} scores {row['corn']} for corn and resources, "
                       f"{row['skulls']} for skulls, {row['monuments']} for monuments: {self.vp[p]} VP")
        self.over = True
        self.stack = []

    def _monument_points(self, p: int, m: int) -> int:
        """§T8: the end-game scoring of monument M(m+1) for player p."""
        number = m + 1
        frames = [BUILDINGS[b][1] for b in self.built[p]]
        mon_frames = [MONUMENTS[x][0] for x in self.mons[p]]
        if number in (1, 6, 10):
            frame = MONUMENTS[m][0]
            if number == 6 and self.options["m6_any_monument"]:
                mons = len(mon_frames)
            elif number == 1 and self.options["m1_only_itself"]:
                mons = 1  # the seed: "(Υπολογίζεται και αυτό το μνημείο.)", no other monument
            else:
                mons = mon_frames.count(frame)
            return MONUMENT_FRAME_VP * (frames.count(frame) + mons)
        if number == 2:
            return MONUMENT_BUILT_VP * (len(self.built[p]) + len(self.mons[p]))
        if number == 3:
            return MONUMENT_TILE_VP * self.corn_tiles[p]
        if number == 4:
            return MONUMENT_TILE_VP * self.wood_tiles[p]
        if number == 5:
            return MONUMENT_ANYONE_VP[self.num_players] * sum(len(x) for x in self.mons)
        if number == 7:
            return MONUMENT_LEVEL3_VP[sum(1 for v in self.techs[p] if v >= TECH_MAX)]
        if number == 8:
            return MONUMENT_LEVEL_VP * sum(self.techs[p])
        if number == 9:
            return MONUMENT_WORKERS_VP[self.workers[p]]
        if number == 11:
            return sum(TEMPLE_VP[t][self.temples[p][t] + 1] for t in TEMPLES)
        if number == 12:
            return MONUMENT_STEP_VP * max(0, *self.temples[p])
        return MONUMENT_SKULL_VP * sum(1 for owner in self.chichen if owner >= 0)

    # -- copies, serialisation and invariants ------------------------------------------------------

    _FLAT = ("vp", "temple_vp", "workers", "free", "on_gear", "light", "corn_tiles", "wood_tiles",
             "jungle_corn", "jungle_wood", "chichen", "display", "pile", "next_pile",
             "monuments", "revealed", "unrevealed")
    _NESTED = ("gears", "goods", "temples", "techs", "built", "mons", "kept", "hands")
    _SCALARS = ("day", "rounds", "next_food", "tooth_corn", "first", "turn", "fp_worker",
                "fp_this_turn", "burned", "skull_supply", "age", "discarded", "over",
                "rng_seed")

    def _copy_mutable(self, new: State) -> None:
        new.vp = self.vp.copy()
        new.temple_vp = self.temple_vp.copy()
        new.workers = self.workers.copy()
        new.free = self.free.copy()
        new.on_gear = self.on_gear.copy()
        new.light = self.light.copy()
        new.corn_tiles = self.corn_tiles.copy()
        new.wood_tiles = self.wood_tiles.copy()
        new.jungle_corn = self.jungle_corn.copy()
        new.jungle_wood = self.jungle_wood.copy()
        new.chichen = self.chichen.copy()
        new.display = self.display.copy()
        new.pile = self.pile.copy()
        new.next_pile = self.next_pile.copy()
        new.monuments = self.monuments.copy()
        new.revealed = self.revealed.copy()
        new.unrevealed = self.unrevealed.copy()
        new.stack = self.stack.copy()
        new.gears = [g.copy() for g in self.gears]
        new.goods = [g.copy() for g in self.goods]
        new.temples = [t.copy() for t in self.temples]
        new.techs = [t.copy() for t in self.techs]
        new.built = [b.copy() for b in self.built]
        new.mons = [m.copy() for m in self.mons]
        new.kept = [k.copy() for k in self.kept]
        new.hands = [h.copy() for h in self.hands]
        new.final = [dict(row) for row in self.final]

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


def _workers(n: int) -> str:
    return f"{n} worker{'' if n == 1 else 's'}"


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
