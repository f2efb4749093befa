"""Tzolk'in rules, the gear actions (§4, §4.2–§4.6: Palenque, Yaxchilan, Tikal, Uxmal,
Chichen Itza) and the resources of choice they pay and gain: a mixin of `TzolkinState`
(state.py), split off by phase."""

from __future__ import annotations

from meeple.games.tzolkin import actions as A
from meeple.games.tzolkin.actions import (
    BURN,
    BUY,
    DONE,
    GAIN,
    SELL,
    TAKE_CORN,
    TAKE_WOOD,
    TILELESS,
    perform_of,
    resource_of,
)
from meeple.games.tzolkin.buildings import TracksAndBuildings
from meeple.games.tzolkin.data import (
    AGRICULTURE,
    CHICHEN_ACTIONS,
    CORN,
    EXTRACTION,
    FISHING_BONUS,
    GOLD,
    HARVEST_BONUS_1,
    HARVEST_BONUS_2,
    HARVEST_CORN,
    HARVEST_WOOD,
    MARKET_RATE,
    MAX_WORKERS,
    PALENQUE,
    RESOURCES,
    SKULL,
    STONE,
    THEOLOGY,
    TIKAL,
    UXMAL,
    UXMAL_ANY_ACTION_CORN,
    UXMAL_TEMPLE_CORN,
    WOOD,
    YAXCHILAN,
    YAXCHILAN_GAINS,
)
from meeple.games.tzolkin.frames import (
    ADVANCE_TECH,
    ANGER,
    ANY_ACTION_CHOICE,
    ANY_ACTION_TARGETS,
    BUILD_CHOICE,
    GAIN_RESOURCE,
    HARVEST,
    MARKET_TRADE,
    PAY,
    PERFORM_IDS,
    TEMPLE_UP,
    THEOLOGY_STEP,
    TIKAL_2,
    TIKAL_4,
    UXMAL_4,
)


class GearActions(TracksAndBuildings):
    """What a worker picked up from a gear can perform, and performing it."""

    __slots__ = ()  # the fields: CalendarAndFoodDays

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
            legal.append(TAKE_WOOD)
        if corn:
            legal.append(TAKE_CORN)
        if wood and self._can_anger(p):
            legal.append(BURN)
        if not corn and self.techs[p][AGRICULTURE] >= self.lvl["tileless"] and not (
                wood and self.options["strict_tileless"]):
            legal.append(TILELESS)
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
        if action == TAKE_WOOD:
            self.jungle_wood[a] -= 1
            self.jungle_corn[a] += 1
            self.wood_tiles[p] += 1
            goods[WOOD] += HARVEST_WOOD[a] + self._extraction_bonus(p, WOOD)
            return
        if action == TAKE_CORN:
            self.jungle_corn[a] -= 1
            self.corn_tiles[p] += 1
        elif action == BURN:
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
        legal = [DONE]
        for i, r in enumerate(RESOURCES):
            if goods[r]:
                legal.append(SELL + i)
        for i, r in enumerate(RESOURCES):
            if goods[CORN] >= MARKET_RATE[r]:
                legal.append(BUY + i)
        return legal

    def _apply_market(self, frame: tuple, action: int) -> None:
        if action == DONE:
            return
        p = frame[1]
        goods = self.goods[p]
        if action < BUY:
            r = resource_of(action, SELL)
            goods[r] -= 1
            goods[CORN] += MARKET_RATE[r]
        else:
            r = resource_of(action, BUY)
            goods[r] += 1
            goods[CORN] -= MARKET_RATE[r]
        self.stack.append(frame)

    def _legal_any_action(self, frame: tuple) -> list[int]:
        """§4.5 action 5 (A4) and building B21: pay 1 corn, any action 1-5 of the four small
        gears but Uxmal 5; B21 may be declined."""
        p = frame[1]
        corn = self.goods[p][CORN] - UXMAL_ANY_ACTION_CORN
        legal = [DONE] if frame[2] else []
        if corn >= 0:
            for g, q in ANY_ACTION_TARGETS:
                if self._can_perform(p, g, q, corn):
                    legal.append(PERFORM_IDS[g][q])
        return legal

    def _apply_any_action(self, frame: tuple, action: int) -> None:
        if action == DONE:
            return
        p = frame[1]
        g, q = perform_of(action)
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
        return [DONE, *(A.PAY + i for i, r in enumerate(RESOURCES) if goods[r])]

    def _apply_theology(self, frame: tuple, action: int) -> None:
        if action != DONE:
            p = frame[1]
            self.goods[p][resource_of(action, A.PAY)] -= 1
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
        self.goods[p][resource_of(action, A.PAY)] -= 1
        if n > 1:
            self.stack.append((PAY, p, n - 1, 0))

    def _legal_gain_resource(self, frame: tuple) -> list[int]:
        return [GAIN, GAIN + 1, GAIN + 2]

    def _apply_gain_resource(self, frame: tuple, action: int) -> None:
        p, n = frame[1], frame[2]
        self.goods[p][resource_of(action, GAIN)] += 1
        if n > 1:
            self.stack.append((GAIN_RESOURCE, p, n - 1, 0))
