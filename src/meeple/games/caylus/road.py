"""Caylus rules, phase 5: the activation of the road (§3.5): production, construction,
the Lawyer, marketplaces and peddlers, the trading buildings, and choosing the cubes of a
payment: a mixin of `CaylusState` (state.py), split off by phase."""

from __future__ import annotations

from functools import lru_cache
from operator import ge

from meeple.core.game import State
from meeple.core.i18n import Message, current_language, in_language, join, tr
from meeple.games.caylus import data as D
from meeple.games.caylus import view as V
from meeple.games.caylus.actions import (
    K_BONUS,
    K_BUILD,
    K_BUY,
    K_LAWYER,
    K_PAY,
    K_SELL,
    K_SITE,
    K_TAKE,
    K_TRADE,
)
from meeple.games.caylus.data import (
    CLOTH,
    EMPTY,
    GAIN_PP,
    GOLD,
    LAWYER_CLOTH,
    NEUTRAL,
    NON_GOLD,
    PAY_CLOTH,
    PAY_DENIERS,
    PAY_GOLD,
    PRESTIGE,
    RESIDENCE,
    RESIDENCE_PP,
    RESOURCES,
    ROAD_LENGTH,
    S_TAILOR,
    STONE_B,
    WOODEN,
)
from meeple.games.caylus.tables import (
    ANY_CUBES,
    CATEGORY,
    CONVERTIBLE_OWN,
    EFFECT,
    FAVORS,
    NET_COST,
    NOBODY,
    O_BONUS,
    O_BUILD,
    O_BUY,
    O_LAWYER,
    O_PAY,
    O_SELL,
    O_SITE,
    O_TAKE,
    O_TRADE,
    PARAM,
    TILES_OF,
    B,
    Phase,
)

COLOURS = D.PLAYER_COLOURS  # the seats' names (`State.seat_name`): most log lines name one

# building effects, read at every activation (C ints in the compiled build, road.pxd)
PRODUCE, PRODUCE_BONUS, BUILD, LAWYER, MARKET, PEDDLER, TRADE = (
    D.PRODUCE, D.PRODUCE_BONUS, D.BUILD, D.LAWYER, D.MARKET, D.PEDDLER, D.TRADE)
LAWYER_DENIERS = D.LAWYER_DENIERS


def _next_activation(state: RoadActivation) -> None:
    """Activate the road in order up to and including the Provost's space (A-26); after
    each building its worker returns and conversions waiting for it happen (A-6). (A module
    function, C-typed by road.pxd in the compiled build: the state's step of phase 5.)
    The worker of the building activated last returns first; that asks nothing, so the walk
    goes on to the next building in the same step."""
    worker = state.worker
    i = state.cursor
    if state.step:
        state.workers[worker[i]] += 1
        worker[i] = NOBODY
        free = state._free
        if free is not None:  # (a conversion below drops it: the road changes)
            state._free = free | 1 << i
        if state.pending:
            state._convert_pending(i)
        i += 1
        state.cursor, state.step = i, 0
    last = state.provost
    while i <= last and worker[i] < 0:
        i += 1
    if i > last:
        state._end_activation()
        return
    state.cursor, state.step = i, 1
    state._activate(i)


class RoadActivation(State):
    """Phase 5: each road building, up to the Provost, works for its worker (the step that
    walks the road is `_next_activation`, above).

    The base of `CaylusState`, so it holds the state's fields (described there) as slots:
    in the compiled build they are the C fields of an extension type (road.pxd), read and
    written without the instance dict's look-ups."""

    __slots__ = ("turn", "phase", "step", "cursor", "order", "passing", "passed", "deniers", "pp",
                 "workers", "cubes", "favor", "favor_used", "road", "owner", "worker", "special",
                 "stables", "inn_left", "inn_right", "castle_scale", "castle", "filled",
                 "section", "open_columns", "provost", "bailiff", "stock", "pending", "built",
                 "stack", "_spots", "_free", "_room", "_paying", "vp", "tailor", "simplified",
                 "gold_to_alchemist", "guild_must_move")

    # -- phase 5: activation of the road (§3.5) ------------------------------------------------

    def _begin_activation(self) -> None:
        self.phase, self.cursor, self.step = Phase.ACTIVATION, 0, 0
        self._new_favor_phase()

    def _end_activation(self) -> None:
        """Workers beyond the Provost go home unused (§3.5); conversions still waiting
        happen now (A-6)."""
        worker = self.worker
        for i in range(self.provost + 1, ROAD_LENGTH):
            if worker[i] >= 0:
                self._say_with(_beyond_words, COLOURS[worker[i]], self.road[i], i,
                               current_language())
                self.workers[worker[i]] += 1
                worker[i] = NOBODY
                if self._free is not None:
                    self._free |= 1 << i
        for i, _ in self.pending:
            self._convert_pending(i)
        self._begin_castle()

    def _activate(self, i: int) -> None:
        """§3.5 a-k: the building on space i works for its worker."""
        b, seat = self.road[i], self.worker[i]
        effect = EFFECT[b]
        if effect == PRODUCE:
            outputs = PARAM[b]
            if len(outputs) == 1:
                self._gain_cubes(seat, outputs[0], i)
            else:
                self.stack.append((K_TAKE, seat, b, i))
        elif effect == PRODUCE_BONUS:
            self._produce_with_bonus(seat, i)
        elif effect == BUILD:
            self.stack.append((K_BUILD, seat, PARAM[b], -1))
        elif effect == LAWYER:
            self.stack.append((K_LAWYER, seat, LAWYER_DENIERS))
        elif effect == MARKET:
            self.stack.append((K_SELL, seat, PARAM[b]))
        elif effect == PEDDLER:
            most, price = PARAM[b]
            self.stack.append((K_BUY, seat, most, price, 0))
        elif effect == TRADE:
            self.stack.append((K_TRADE, seat, b))

    # a) production

    def _gain_cubes(self, seat: int, vector: tuple, i: int) -> None:
        cubes = self.cubes[seat]
        for r, n in enumerate(vector):
            cubes[r] += n
        if not self._muted:
            self._say_with(_take_words, COLOURS[seat], vector, self.road[i], i,
                           current_language())

    def _produce_with_bonus(self, seat: int, i: int) -> None:
        """§3.5 a: a stone production building; used by an opponent, its owner takes 1 cube
        of a type it produces (A-27: only when activated)."""
        output, _ = PARAM[self.road[i]]
        self._gain_cubes(seat, output, i)
        owner = self.owner[i]
        if owner != seat:
            self.stack.append((K_BONUS, owner, self.road[i]))

    def _legal_take(self, frame: tuple) -> list[int]:
        """§3.5 a: which output of an "X or Y" production building (it is mandatory)."""
        return list(_TAKE_OPTIONS[frame[2]])

    def _apply_take(self, frame: tuple, k: int) -> None:
        vector = [0] * len(RESOURCES)
        vector[k // 2] = k % 2 + 1
        self._gain_cubes(frame[1], tuple(vector), frame[3])

    def _legal_bonus(self, frame: tuple) -> list[int]:
        return sorted(O_BONUS + r for r in PARAM[frame[2]][1])

    def _apply_bonus(self, frame: tuple, k: int) -> None:
        self.cubes[frame[1]][k] += 1
        self._say("{who} takes 1 {resource} as the owner's bonus",
                  who=COLOURS[frame[1]], resource=RESOURCES[k])

    # b) construction: Carpenter, Mason, Architect and favor line d)

    def _legal_build(self, frame: tuple) -> list[int]:
        """§3.5 b: a tile of the category, in stock, affordable (less the favor discount),
        with a free road space (wood/stone, A-17) or an own residence (prestige)."""
        seat, category, discount = frame[1], frame[2], frame[3]
        legal = [O_BUILD]
        if category == PRESTIGE:
            if RESIDENCE not in self.road or not self._residences(seat):
                return legal
        elif EMPTY not in self.road:
            return legal
        stock, cubes, net = self.stock, self.cubes[seat], NET_COST[discount]
        held = sum(cubes)
        for t in TILES_OF[category]:
            if stock >> t & 1:
                need = net[t]
                if all(map(ge, cubes, need)) and held - sum(need) >= ANY_CUBES[t]:
                    legal.append(O_BUILD + 1 + t)
        return legal

    def _apply_build(self, frame: tuple, k: int) -> None:
        if not k:
            return
        seat, tile, discount = frame[1], k - 1, frame[3]
        if CATEGORY[tile] == PRESTIGE:
            sites = self._residences(seat)
            if len(sites) > 1:
                self.stack.append((K_SITE, seat, tile))
                return
            self._construct(seat, tile, sites[0], discount)
        else:
            self._construct(seat, tile, self.road.index(EMPTY), discount)

    def _residences(self, seat: int) -> list[int]:
        owner = self.owner
        return [i for i, b in enumerate(self.road) if b == RESIDENCE and owner[i] == seat]

    def _legal_site(self, frame: tuple) -> list[int]:
        return [O_SITE + i for i in self._residences(frame[1])]

    def _apply_site(self, frame: tuple, k: int) -> None:
        self._construct(frame[1], frame[2], k, -1)

    def _construct(self, seat: int, tile: int, space: int, discount: int) -> None:
        """§3.5 b: pay the cubes, place the tile with the builder's house (a prestige tile
        replaces the residence), gain its PP and favors."""
        cubes = self.cubes[seat]
        for r, n in enumerate(NET_COST[discount][tile]):
            cubes[r] -= n
        self.road[space] = tile
        self._road_changed()
        self.owner[space] = seat
        self.stock &= ~(1 << tile)
        self.pp[seat] += self.vp[tile]
        self._say("{who} builds the {building} on space {space} (+{n} PP)",
                  who=COLOURS[seat], building=B[tile].name, space=space + 1,
                  n=self.vp[tile])
        self._gain_favors(seat, FAVORS[tile])
        if ANY_CUBES[tile]:  # "1 any cube": the builder chooses it, gold allowed
            self.stack.append((K_PAY, seat, ANY_CUBES[tile], 1, 0, 0))

    # c) Lawyer

    def _legal_lawyer(self, frame: tuple) -> list[int]:
        """§3.5 c, A-7: a neutral building, or an own wooden/stone building but a Lawyer;
        1 cloth + 1 denier (favor column 4: 1 cloth). Not twice the same target (A-6)."""
        seat = frame[1]
        legal = [O_LAWYER]
        if self.cubes[seat][CLOTH] < LAWYER_CLOTH or self.deniers[seat] < frame[2]:
            return legal
        owner = self.owner
        taken = [i for i, _ in self.pending]
        for i, b in enumerate(self.road):
            if (b >= 0 and i not in taken
                    and (CATEGORY[b] == NEUTRAL or (owner[i] == seat and CONVERTIBLE_OWN[b]))):
                legal.append(O_LAWYER + 1 + i)
        return legal

    def _apply_lawyer(self, frame: tuple, k: int) -> None:
        """Pay now; a target holding a worker is converted after its activation (A-6)."""
        if not k:
            return
        seat, i = frame[1], k - 1
        self.cubes[seat][CLOTH] -= LAWYER_CLOTH
        self.deniers[seat] -= frame[2]
        if self.worker[i] >= 0:
            self.pending += ((i, seat),)
            self._say("{who} will convert {building} after its activation",
                      who=COLOURS[seat], building=V.road_words(self, i, False))
        else:
            self._convert(seat, i)

    def _convert_pending(self, space: int) -> None:
        for i, seat in self.pending:
            if i == space:
                self._convert(seat, i)
        self.pending = tuple(x for x in self.pending if x[0] != space)

    def _convert(self, seat: int, i: int) -> None:
        """§3.5 c: the building becomes the seat's residence (+2 PP); an owned craft tile
        returns to the stock, a neutral tile leaves the game."""
        b = self.road[i]
        self._say("{who} converts {building} to a residence (+{n} PP)",
                  who=COLOURS[seat], building=V.road_words(self, i, False),
                  n=RESIDENCE_PP)
        if CATEGORY[b] in (WOODEN, STONE_B):
            self.stock |= 1 << b
        self.road[i] = RESIDENCE
        self._road_changed()
        self.owner[i] = seat
        self.pp[seat] += RESIDENCE_PP

    # d) marketplaces, e) peddlers

    def _legal_sell(self, frame: tuple) -> list[int]:
        """§3.5 d: sell exactly one cube, any type (A-21)."""
        cubes = self.cubes[frame[1]]
        return [O_SELL] + [O_SELL + 1 + r for r in range(len(RESOURCES)) if cubes[r]]

    def _apply_sell(self, frame: tuple, k: int) -> None:
        if k:
            seat = frame[1]
            self.cubes[seat][k - 1] -= 1
            self.deniers[seat] += frame[2]
            self._say("{who} sells 1 {resource} for {n} deniers", who=COLOURS[seat],
                      resource=RESOURCES[k - 1], n=frame[2])

    def _legal_buy(self, frame: tuple) -> list[int]:
        """§3.5 e: buy non-gold cubes one at a time (a multiset: types in ascending order)."""
        if self.deniers[frame[1]] < frame[3]:
            return [O_BUY]
        return [O_BUY] + [O_BUY + 1 + r for r in range(frame[4], len(NON_GOLD))]

    def _apply_buy(self, frame: tuple, k: int) -> None:
        if not k:
            return
        _, seat, left, price, _ = frame
        self.deniers[seat] -= price
        self.cubes[seat][k - 1] += 1
        self._say_n("{who} buys 1 {resource} for {n} denier",
                     "{who} buys 1 {resource} for {n} deniers", price,
                     who=COLOURS[seat], resource=RESOURCES[k - 1])
        if left > 1:
            self.stack.append((K_BUY, seat, left - 1, price, k - 1))

    # f-j) Church, Tailor, Bank, Alchemist, Jeweller

    def trades_of(self, building: int) -> tuple:
        return self.tailor if building == S_TAILOR else PARAM[building]

    def trade_building(self) -> int:
        frame = self.stack[-1] if self.stack else ()
        return frame[2] if frame and frame[0] == K_TRADE else -1

    def _legal_trade(self, frame: tuple) -> list[int]:
        """§3.5 f-j: one exchange of the building's two, once; or decline."""
        seat = frame[1]
        legal = [O_TRADE]
        for j, ((pay, n), _) in enumerate(self.trades_of(frame[2])):
            if self._can_pay(seat, pay, n):
                legal.append(O_TRADE + 1 + j)
        return legal

    def _can_pay(self, seat: int, pay: int, n: int) -> bool:
        cubes = self.cubes[seat]
        if pay == PAY_DENIERS:
            return self.deniers[seat] >= n
        if pay == PAY_CLOTH:
            return cubes[CLOTH] >= n
        if pay == PAY_GOLD:
            return cubes[GOLD] >= n
        return sum(cubes) - (0 if self.gold_to_alchemist else cubes[GOLD]) >= n

    def _apply_trade(self, frame: tuple, k: int) -> None:
        if not k:
            return
        seat = frame[1]
        option = self.trades_of(frame[2])[k - 1]
        (pay, n), (gain, m) = option
        self._say("{who} at the {building}: {exchange}", who=COLOURS[seat],
                  building=B[frame[2]].name, exchange=V.trade_words(option))
        if pay == PAY_DENIERS:
            self.deniers[seat] -= n
        elif pay == PAY_CLOTH:
            self.cubes[seat][CLOTH] -= n
        elif pay == PAY_GOLD:
            self.cubes[seat][GOLD] -= n
        else:  # the Alchemist: the player picks the cubes; the gold comes after
            self.stack.append((K_PAY, seat, n, int(self.gold_to_alchemist), m, 0))
            return
        if gain == GAIN_PP:
            self.pp[seat] += m
        else:
            self.cubes[seat][GOLD] += m

    # choosing cubes to pay

    def _legal_pay(self, frame: tuple) -> list[int]:
        """§3.5 b, i, §6.2 c: one cube of a payment (a tile's any cube, the Alchemist, the
        favor exchange); types ascending so that each multiset is one path. A type is legal
        only if the rest can still be paid from it and the types after it."""
        _, seat, left, gold_ok, _, low = frame
        cubes = self.cubes[seat]
        top = GOLD if gold_ok else CLOTH
        legal = []
        for r in range(low, top + 1):
            if cubes[r] and sum(cubes[r:top + 1]) >= left:
                legal.append(O_PAY + r)
        return legal

    def _apply_pay(self, frame: tuple, k: int) -> None:
        _, seat, left, gold_ok, gold_after, _ = frame
        self.cubes[seat][k] -= 1
        if left > 1:
            self.stack.append((K_PAY, seat, left - 1, gold_ok, gold_after, k))
        elif gold_after:
            self.cubes[seat][GOLD] += gold_after


def _take_options(b: int) -> tuple[int, ...]:
    """The `take` ids of building b's outputs, ascending: resource * 2 + count - 1."""
    if EFFECT[b] != PRODUCE:
        return ()
    return tuple(sorted(O_TAKE + 2 * r + n - 1 for vector in PARAM[b] for r, n in enumerate(vector) if n))


_TAKE_OPTIONS = tuple(_take_options(b) for b in range(len(B)))


def _take_words(who: str, vector: tuple, b: int, i: int, lang: str) -> Message:
    """The production line, made when the log is read: its cubes and building worded in the
    language it was logged in (as the messages made then were), the line in the reader's."""
    return tr("{who} takes {cubes} at {building}", who=who,
              cubes=in_language(lang, _cubes_words, vector, lang),
              building=in_language(lang, V.building_words, b, i))


def _beyond_words(who: str, b: int, i: int, lang: str) -> Message:
    """§3.5's unused worker, made when the log is read (see `_take_words`)."""
    return tr("{who}: {building} is beyond the Provost, the worker returns unused", who=who,
              building=in_language(lang, V.building_words, b, i, False))


@lru_cache(maxsize=256)
def _cubes_words(vector: tuple, lang: str):
    """`2 food, 1 cloth`: a production's cubes, cached by language (every activation logs one)."""
    return join(tr("{n} {resource}", n=n, resource=RESOURCES[r])
                for r, n in enumerate(vector) if n)
