"""Tzolk'in rules, technologies (§4.7), temples (§4.8), buildings and monuments (§4.9):
a mixin of `TzolkinState` (state.py), split off by phase."""

from __future__ import annotations

from meeple.games.tzolkin import actions as A
from meeple.games.tzolkin.actions import (
    ARCH_HERE,
    ARCH_LATER,
    DONE,
    DOWN,
    MONUMENT,
    UP,
    WAIVE,
    resource_of,
)
from meeple.games.tzolkin.data import (
    AGRICULTURE,
    ANY_ACTION,
    ARCHITECTURE,
    ARCHITECTURE_BONUS_VP,
    BUILD,
    BUILD_BONUS_CORN,
    BUILD_BONUS_VP,
    BUILD_DISCOUNT_CORN,
    BUILDING_SLOTS,
    BUILDINGS,
    CORN,
    EXTRACTION,
    EXTRACTION_BONUS_RESOURCES,
    GAIN,
    GOLD,
    MARKET,
    MONUMENTS,
    RESOURCES,
    SKULL,
    STONE,
    TECH,
    TECH_ANY,
    TECH_BEYOND_COST,
    TECH_COST,
    TECH_MAX,
    TEMPLE,
    TEMPLE_ALL,
    TEMPLE_ANY,
    TEMPLE_BOTTOM,
    TEMPLE_TOP,
    TEMPLES,
    TRACKS,
    UXMAL_BUILD_CORN_PER_RESOURCE,
    VP,
    WOOD,
    WORKER,
)
from meeple.games.tzolkin.food_days import CalendarAndFoodDays
from meeple.games.tzolkin.frames import (
    ADVANCE_TECH,
    ANY_ACTION_CHOICE,
    ARCHITECTURE_CHOICE,
    BUILD_CHOICE,
    GAIN_RESOURCE,
    MARKET_TRADE,
    MAY_BUILD,
    PAY,
    TECH_STEP,
    TEMPLE_UP,
    TIKAL_4,
    TIKAL_4_SECOND,
    UXMAL_4,
    WAIVE_CHOICE,
)


class TracksAndBuildings(CalendarAndFoodDays):
    """Technology and temple steps, building and the building effects."""

    __slots__ = ()  # the fields: CalendarAndFoodDays

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
        legal = [DONE] if optional else []
        have = self._resource_count(p) if paid else 0
        for k in TRACKS:
            if not paid or self._tech_cost(p, k) <= have:
                legal.append(A.TECH + k)
        return legal

    def _apply_advance_tech(self, frame: tuple, action: int) -> None:
        if action == DONE:
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
        """A marker above its bottom space (none is below it: a count, not max)."""
        return self.temples[p].count(TEMPLE_BOTTOM) < len(TEMPLES)

    def _legal_temple_up(self, frame: tuple) -> list[int]:
        exclude = frame[2]
        return [UP + t for t in TEMPLES if t != exclude]

    def _apply_temple_up(self, frame: tuple, action: int) -> None:
        p, t = frame[1], action - UP
        self._step_up(p, t)
        if frame[3]:
            self.stack.append((TEMPLE_UP, p, t, 0))

    def _legal_anger(self, frame: tuple) -> list[int]:
        """§4.8 angering the gods: a marker not already on its bottom space goes down."""
        temples = self.temples[frame[1]]
        return [DOWN + t for t in TEMPLES if temples[t] > TEMPLE_BOTTOM]

    def _apply_anger(self, frame: tuple, action: int) -> None:
        self.temples[frame[1]][action - DOWN] -= 1

    # -- §4.9 buildings and monuments ------------------------------------------------------------------------

    def _has_discount(self, p: int) -> bool:
        """§4.7 Architecture: the level that makes each building cheaper."""
        return self.techs[p][ARCHITECTURE] >= self.lvl["build_discount"]

    def _shortfall(self, p: int, b: int) -> int:
        """Cubes of building b's cost the player lacks."""
        goods = self.goods[p]
        w, s, g = BUILDINGS[b][2]
        w -= goods[WOOD]  # (conditionals, not max(0, ...): a builtin's call costs more)
        s -= goods[STONE]
        g -= goods[GOLD]
        return (w if w > 0 else 0) + (s if s > 0 else 0) + (g if g > 0 else 0)

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
        legal = [DONE] if mode in (TIKAL_4_SECOND, MAY_BUILD) else []
        discount = bool(arch) and self._has_discount(p)
        legal += sorted(A.BUILD + b for b in self._tikal_buildings(p, discount))
        if mode == TIKAL_4:
            legal += [MONUMENT + m for m in self.monuments if self._can_pay_monument(p, m)]
        return legal

    def _apply_build(self, frame: tuple, action: int) -> None:
        p, mode, arch = frame[1], frame[2], frame[3]
        if action == DONE:
            return
        if action >= MONUMENT:
            self._build_monument(p, action - MONUMENT)
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
        legal = [ARCH_HERE]
        if self._shortfall(p, b) == 0:
            legal.append(ARCH_LATER)
        return legal

    def _apply_architecture(self, frame: tuple, action: int) -> None:
        p, b = frame[1], frame[2]
        here = action == ARCH_HERE
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
                options.append(WAIVE + i)
        return options

    def _build_tikal(self, p: int, b: int, arch: bool) -> None:
        if arch and self._has_discount(p):
            options = self._waive_options(p, b)
            if len(options) > 1:
                self.stack.append((WAIVE_CHOICE, p, b, 0))
                return
            self._pay_cubes(p, b, resource_of(options[0], WAIVE))
        else:
            self._pay_cubes(p, b, -1)
        self._construct(p, b, arch)

    def _legal_waive(self, frame: tuple) -> list[int]:
        return self._waive_options(frame[1], frame[2])

    def _apply_waive(self, frame: tuple, action: int) -> None:
        p, b = frame[1], frame[2]
        self._pay_cubes(p, b, resource_of(action, WAIVE))
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
        if not pile or -1 not in display:
            return  # the common case: nothing to refill (an empty space is -1)
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
