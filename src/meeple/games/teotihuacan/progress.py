"""Teotihuacan rules, what actions gain: power-ups and Ascension (§4.6, §4.7), the temples,
the Avenue and the Pyramid track (§4.8–§4.10), Discovery tiles (§4.11, §6.A.4) and the
resource choices: a mixin of `TeotihuacanState` (state.py), split off by concern."""

from __future__ import annotations

from meeple.games.teotihuacan import data as D
from meeple.games.teotihuacan import teotibot as T
from meeple.games.teotihuacan.actions import (
    ASC_COCOA,
    ASC_FOURTH,
    ASC_TEMPLE,
    ASC_TWO_TEMPLES,
    ASC_VP,
    ASCEND,
    CLAIM,
    DECLINE,
    POWER,
    POWER_SKIP,
    RES,
    RES_STOP,
    TEMPLE,
    TEMPLE_STOP,
)
from meeple.games.teotihuacan.data import (
    ASCEND_COCOA,
    ASCEND_FOURTH_WORKER_COCOA,
    ASCEND_FOURTH_WORKER_POWER,
    ASCEND_POWER,
    ASCEND_TEMPLE_STEPS,
    ASCEND_TWO_TEMPLES_COST,
    ASCEND_VP,
    AVENUE_MAX,
    AVENUE_STEPS,
    D_ANY_TEMPLE,
    D_AVENUE,
    D_COCOA4,
    D_POWERUP2,
    D_RES2,
    D_RES3,
    D_VP4,
    DISCOVERY_COCOA,
    DISCOVERY_COST,
    DISCOVERY_KINDS,
    DISCOVERY_POWERUPS,
    DISCOVERY_RESOURCES,
    DISCOVERY_TEMPLE,
    DISCOVERY_VP,
    GOLD,
    MAJOR_STEPS,
    PALACE,
    PYRAMID_TRACK_MAX,
    R_COCOA,
    R_NONE,
    R_RES,
    R_VP,
    STARTING_POWER,
    STONE,
    T_PALACE,
    TECH_POWERUP_COCOA,
    TEMPLE_STEPS,
    TEMPLE_TOP,
    V_ASCENSION,
    V_DISCOVERIES,
    V_TEMPLES,
    WOOD,
)
from meeple.games.teotihuacan.eclipses import Eclipses
from meeple.games.teotihuacan.frames import (
    ANY_BOARD,
    F_ASCEND,
    F_CLAIM,
    F_POWER,
    F_RES,
    F_TEMPLE,
    IN_HAND,
    PAY_ASCEND,
    RES_GAIN,
    RES_TO_COCOA,
    SRC_AVENUE,
    SRC_START,
    TEMPLE_FREE,
    TEMPLE_PAID,
)

# the anytime kinds (consecutive ids), whose holding `anytime_held` counts per colour
ANYTIME_FIRST, ANYTIME_END = D.ANYTIME_FIRST, D.ANYTIME_END


class Progress(Eclipses):
    """Power-ups, Ascension, tracks, Discovery tiles and resource choices (a link of
    `TeotihuacanState`'s chain of bases; its fields: `Protocol`)."""

    __slots__ = ()

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
        if not mandatory and not optional and self.cocoa[seat] < TECH_POWERUP_COCOA:
            candidates = []
        out = [POWER + w % 4 for w in candidates]
        if not mandatory or not out:
            out.append(POWER_SKIP)
        return out

    def _apply_power(self, frame: tuple, action: int) -> None:
        seat, board, mandatory, optional, tech = frame[1:6]
        if action == POWER_SKIP:
            if (mandatory or optional) and tech:  # skipping an optional one leaves T-PowerUp
                self.stack.append((F_POWER, seat, board, 0, 0, tech))
            return
        if mandatory:
            mandatory -= 1
        elif optional:
            optional -= 1
        else:
            self.cocoa[seat] -= TECH_POWERUP_COCOA
            tech = 0
        if mandatory or optional or tech:
            self.stack.append((F_POWER, seat, board, mandatory, optional, tech))
        self._power_up(4 * seat + action - POWER)

    def _power_up(self, w: int) -> None:
        """§4.6: +1 power; reaching 6 ascends at once."""
        self.wpower[w] += 1
        if self.wpower[w] == ASCEND_POWER:
            self._ascend(w)

    def _ascend(self, w: int) -> None:
        """§4.7: +1 Avenue, the die restarts at power 1 on the Palace, a reward, +1 calendar."""
        seat = w >> 2
        space = self.wlock[w]
        if space >= 0:
            self.worship[space] = -1
            self.wlock[w] = -1
        self.wboard[w] = PALACE
        self.wpower[w] = STARTING_POWER
        self._put_on_palace(seat)
        if seat == self.bot:
            T.ascension_reward(self)
        else:
            self.stack.append((F_ASCEND, seat))
        self._advance_calendar()
        self._advance_avenue(seat)

    def _legal_ascend(self, frame: tuple) -> list[int]:
        seat = frame[1]
        out = [ASCEND + ASC_VP, ASCEND + ASC_COCOA, ASCEND + ASC_TEMPLE]
        if self._can_pay(seat, ASCEND_TWO_TEMPLES_COST):
            out.append(ASCEND + ASC_TWO_TEMPLES)
        if self.wboard[4 * seat + 3] == 0:
            out.append(ASCEND + ASC_FOURTH)
        return out

    def _apply_ascend(self, frame: tuple, action: int) -> None:
        seat = frame[1]
        reward = action - ASCEND
        if reward == ASC_VP:
            self._score(seat, V_ASCENSION, ASCEND_VP)
        elif reward == ASC_COCOA:
            self.cocoa[seat] += ASCEND_COCOA
        elif reward == ASC_TEMPLE:
            self._push_any_temple(seat, 1)
        elif reward == ASC_TWO_TEMPLES:
            self._pay(seat, ASCEND_TWO_TEMPLES_COST, PAY_ASCEND,
                      (F_TEMPLE, seat, ASCEND_TEMPLE_STEPS, TEMPLE_FREE),
                      self.options["free_cocoa_wider"])
        else:
            w = 4 * seat + 3
            self.wboard[w] = PALACE
            self.wpower[w] = ASCEND_FOURTH_WORKER_POWER
            self.cocoa[seat] += ASCEND_FOURTH_WORKER_COCOA
            self._put_on_palace(seat)

    def _put_on_palace(self, seat: int) -> None:
        """T-Palace for a die put on the Palace without a move (the ascended die, the 4th
        worker): [G] pays for moves only ("μετακινείτε", the default, §9.2.5); [P] "gdy
        umieszczasz na lub poruszasz robotnika przez" (place onto or move through) pays for
        these too with the option `palace_cocoa_on_ascension`. The Teotibot has no benefit
        from Technologies (§7.3.4)."""
        if self.options["palace_cocoa_on_ascension"] and seat != self.bot \
                and self._has_tech(seat, T_PALACE):
            self.cocoa[seat] += 1

    # -- temples, Avenue, Pyramid track (spec §4.8–§4.10) -------------------------------------------

    def _can_advance(self, seat: int, temple: int) -> bool:
        """§4.8: not past the top; the top holds one seat only."""
        step = self.temple[3 * seat + temple]
        if step >= TEMPLE_TOP:
            return False
        if step + 1 == TEMPLE_TOP:
            for other in range(self.nplay):
                if self.temple[3 * other + temple] == TEMPLE_TOP:
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
        kind, amount = TEMPLE_STEPS[temple][step]
        for index, (t, s) in enumerate(MAJOR_STEPS):
            if t == temple and s == step and self.major[index]:
                self.stack.append((F_CLAIM, seat, index, -1, kind, amount))
                return
        self._step_reward(seat, kind, amount, fixed_resource)

    def _step_reward(self, seat: int, kind: int, amount: int, fixed_resource: int = -1) -> None:
        if kind == R_VP:
            self._score(seat, V_TEMPLES, amount)
        elif kind == R_COCOA:
            self.cocoa[seat] += amount
        elif kind == R_RES:
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
            out = [TEMPLE + t for t in range(3) if self._can_advance(seat, t)]
        if mode == TEMPLE_PAID or not out:
            out.append(TEMPLE_STOP)
        return out

    def _apply_temple(self, frame: tuple, action: int) -> None:
        seat, times, mode = frame[1], frame[2], frame[3]
        if action == TEMPLE_STOP:
            return
        if mode == TEMPLE_PAID:
            self.cocoa[seat] -= 1
        if times > 1:
            self.stack.append((F_TEMPLE, seat, times - 1, mode))
        self._advance_temple(seat, action - TEMPLE)

    def _advance_avenue(self, seat: int) -> None:
        """§4.9: +1 (max 9); a step with Discovery tiles offers one (optional)."""
        if self.avenue[seat] >= AVENUE_MAX:
            return
        self.avenue[seat] += 1
        if seat == self.bot:  # the Teotibot never takes Discovery tiles (§7.3.4)
            return
        step = self.avenue[seat]
        for index, s in enumerate(AVENUE_STEPS):
            if s == step and self.avenue_tiles[index]:
                self.stack.append((F_CLAIM, seat, SRC_AVENUE + index, -1, R_NONE, 0))

    def _advance_pyramid_track(self, seat: int) -> None:
        """§4.10: +1, capped at 9 (§6.B.7)."""
        if self.ptrack[seat] < PYRAMID_TRACK_MAX:
            self.ptrack[seat] += 1

    # -- Discovery tiles (spec §4.11, §6.A.4) ----------------------------------------------------

    def _gain_resources(self, seat: int, wood: int, stone: int, gold: int) -> None:
        base = 3 * seat
        self.res[base + WOOD] += wood
        self.res[base + STONE] += stone
        self.res[base + GOLD] += gold

    def _can_afford(self, seat: int, kind: int, cocoa: int) -> bool:
        c, wood, stone, gold = DISCOVERY_COST[kind]
        base = 3 * seat
        return cocoa >= c and self.res[base] >= wood and self.res[base + 1] >= stone \
            and self.res[base + 2] >= gold

    def _claim(self, seat: int, kind: int) -> None:
        """§4.11: pay the printed cost and keep the tile."""
        c, wood, stone, gold = DISCOVERY_COST[kind]
        base = 3 * seat
        self.cocoa[seat] -= c
        self.res[base] -= wood
        self.res[base + 1] -= stone
        self.res[base + 2] -= gold
        self.disc[DISCOVERY_KINDS * seat + kind] += 1
        if ANYTIME_FIRST <= kind < ANYTIME_END:
            self.anytime_held[seat] += 1

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
        return [CLAIM + k for k in kinds] + [DECLINE]

    def _apply_claim(self, frame: tuple, action: int) -> None:
        """§4.8 major steps (tile or printed reward), §4.9 Avenue, §2.3 Starting tiles."""
        seat, source = frame[1], frame[2]
        if action == DECLINE:
            if source < SRC_AVENUE:
                self._step_reward(seat, frame[4], frame[5])
            return
        kind = action - CLAIM
        if source == SRC_START:
            self.start_draws[frame[3]] = -1
        else:
            self._claim_pile(frame).remove(kind)
        self._claim(seat, kind)

    def _use_discovery(self, seat: int, kind: int) -> None:
        index = DISCOVERY_KINDS * seat + kind
        self.disc[index] -= 1
        self.used[index] += 1
        if ANYTIME_FIRST <= kind < ANYTIME_END:
            self.anytime_held[seat] -= 1

    def _use_anytime(self, seat: int, kind: int) -> None:
        """§6.A.4: the effect of an anytime tile, turned face down."""
        self._use_discovery(seat, kind)
        if kind == D_VP4:
            self._score(seat, V_DISCOVERIES, DISCOVERY_VP)
        elif kind == D_COCOA4:
            self.cocoa[seat] += DISCOVERY_COCOA
        elif kind in (D_RES2, D_RES3):
            self.stack.append((F_RES, seat, DISCOVERY_RESOURCES[kind], RES_GAIN, 0))
        elif kind == D_AVENUE:
            self._advance_avenue(seat)
        elif kind == D_ANY_TEMPLE:
            self._push_any_temple(seat, 1)
        elif kind == D_POWERUP2:
            self.stack.append((F_POWER, seat, ANY_BOARD, DISCOVERY_POWERUPS, 0, 0))
        else:
            self._advance_temple(seat, DISCOVERY_TEMPLE[kind])

    # -- resource choices ---------------------------------------------------------------------

    def _legal_res(self, frame: tuple) -> list[int]:
        seat, mode = frame[1], frame[3]
        if mode == RES_GAIN:
            return [RES, RES + 1, RES + 2]
        out = []
        if mode == RES_TO_COCOA or self.cocoa[seat] >= 1:
            out = [RES + r for r in range(3) if self.res[3 * seat + r]]
        out.append(RES_STOP)
        return out

    def _apply_res(self, frame: tuple, action: int) -> None:
        """Gain a chosen resource; R-ResToCocoa: pay one for 2 cocoa (repeatable);
        R-Convert: 1 cocoa + 1 resource for P resources of choice."""
        seat, times, mode, power = frame[1], frame[2], frame[3], frame[4]
        if action == RES_STOP:
            return
        resource = action - RES
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
