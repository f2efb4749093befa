"""Teotihuacan rules, the calendar and the Eclipses (§3.3–§3.5) and the final scoring
(§5.1): a mixin of `TeotihuacanState` (state.py), split off by phase."""

from __future__ import annotations

from meeple.core.i18n import Message, tr
from meeple.core.rng import chance_mt
from meeple.games.teotihuacan import teotibot as T
from meeple.games.teotihuacan.actions import SALARY, SALARY_FREE
from meeple.games.teotihuacan.data import (
    B_15,
    B_AVENUE,
    B_BONUS,
    B_DISC,
    B_MASK,
    B_TECH,
    BONUS_AVENUE_VP,
    BONUS_BONUS_VP,
    BONUS_DISC_VP,
    BONUS_FLAT_VP,
    BONUS_TECH_VP,
    BONUS_TITLES,
    BONUS_WORKER_VP,
    BUILDINGS_ROW,
    D_FREE_COCOA,
    DARK_DISC,
    DISCOVERY_KINDS,
    ECLIPSE_DELAY,
    ECLIPSES,
    MASK_KINDS,
    MASK_SET_VP,
    PYRAMID_LEADER_VP,
    PYRAMID_TRACK_VP,
    SALARY_COCOA,
    SALARY_HIGH_POWER,
    SALARY_PENALTY,
    STARTING_TILES,
    TEMPLE_BONUS_STEP,
    V_AVENUE,
    V_BONUSES,
    V_MASKS,
    V_PYRAMID,
    V_SALARY,
)
from meeple.games.teotihuacan.frames import (
    A_ECLIPSE,
    A_ECLIPSE_END,
    A_END_TURN,
    F_SALARY,
    F_TURN_END,
)
from meeple.games.teotihuacan.protocol import Protocol


class Eclipses(Protocol):
    """The calendar, the Eclipses and the temple bonuses (a link of `TeotihuacanState`'s
    chain of bases; its fields: `Protocol`)."""

    __slots__ = ()

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
            self.countdown = 0 if self.options["dark_eclipse"] else ECLIPSE_DELAY

    def _end_turn(self, seat: int, asked: int) -> None:
        """§3.2 end of turn: offer the anytime tiles, the Last Player moves the calendar,
        a due Eclipse is resolved, then the next seat plays."""
        if not asked and self._anytime_open(seat):
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
            ordinal = ECLIPSES - 1
        if self._is_final():
            self._say("Eclipse {n} (final)", n=self.eclipses + 1)
        else:
            self._say("Eclipse {n}", n=self.eclipses + 1)
        multiplier = BUILDINGS_ROW[self.buildings]
        lead = max(self.ptrack)
        for p in range(n):
            avenue = self.avenue[p] * multiplier
            leader = PYRAMID_LEADER_VP if lead > 0 and self.ptrack[p] == lead else 0
            track = self.ptrack[p] * PYRAMID_TRACK_VP[ordinal]
            masks = self._mask_score(p)
            self._score(p, V_AVENUE, avenue)
            self._score(p, V_PYRAMID, leader + track)
            self._score(p, V_MASKS, masks)
            self.ptrack[p] = 0
            if not self._muted:  # (no `_who` for a search copy's log; `_say_with`: a tuple)
                self._say_with(_score_line, self._who(p), avenue, leader, track, masks)
        if self.bot >= 0:
            self._say("  Teotibot pays no salary")
        self.stack.append((A_ECLIPSE_END, seat))
        for p in reversed(range(self.num_players)):  # the seats; the Teotibot pays none (§7.3.6)
            self.stack.append((F_SALARY, p, self._salary(p)))

    def _is_final(self) -> bool:
        return self.final or self.eclipses + 1 >= ECLIPSES

    def _mask_score(self, seat: int) -> int:
        """§4.13: the layered partition of distinct masks maximises the convex set score."""
        counts = self.disc[DISCOVERY_KINDS * seat:DISCOVERY_KINDS * seat + MASK_KINDS]
        total = 0
        for k in range(1, max(counts) + 1):
            total += MASK_SET_VP[sum(1 for c in counts if c >= k)]
        return total

    def _salary(self, seat: int) -> int:
        """§5.1 step 6: 1 cocoa per die in play, +1 per die of power 4–5."""
        return self._per_die_in_play(seat, SALARY_COCOA)

    def _per_die_in_play(self, seat: int, values: tuple[int, int]) -> int:
        """The sum over the seat's dice on the boards of `values`[0] for power 1–3,
        `values`[1] for power 4–5 (the salary, B-Workers)."""
        total = 0
        for w in range(4 * seat, 4 * seat + 4):
            if self.wboard[w] > 0:
                total += values[1 if self.wpower[w] >= SALARY_HIGH_POWER else 0]
        return total

    def _legal_salary(self, frame: tuple) -> list[int]:
        seat, due = frame[1], frame[2]
        out = [SALARY + k for k in range(min(due, self.cocoa[seat]) + 1)]
        if due and self.disc[DISCOVERY_KINDS * seat + D_FREE_COCOA]:
            out.append(SALARY_FREE)
        return out

    def _apply_salary(self, frame: tuple, action: int) -> None:
        """Pay part or all; −3 VP per unpaid cocoa, never below 0; D-FreeCocoa covers all."""
        seat, due = frame[1], frame[2]
        if action == SALARY_FREE:
            self._use_discovery(seat, D_FREE_COCOA)
            self._say("  {who}: the free-cocoa tile covers the salary of {n}", who=self._who(seat),
                      n=due)
            return
        paid = action - SALARY
        self.cocoa[seat] -= paid
        lost = min(self.vp[seat], SALARY_PENALTY * (due - paid))
        self._score(seat, V_SALARY, -lost)
        if not self._muted:
            self._say_with(_salary_line, self._who(seat), paid, due, lost)

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
        self.dark = DARK_DISC[self.num_players][self.eclipses]
        self.countdown = -1
        if self.ncol > self.nplay:
            rng, self.rng_seed = chance_mt(self.rng_seed)
            self._place_neutrals(rng, list(range(STARTING_TILES)))
        self._begin_turn((seat + 1) % self.nplay)

    def _who(self, colour: int) -> str:
        return T.NAME if colour == self.bot else self.seat_name(colour)

    def _score_temple_bonuses(self) -> None:
        """§5.1 step 8, §6.A.6: seats at step 10+ of a temple score its Temple Bonus tile
        (the seats only: the Teotibot scores its temples its own way, §7.3.6)."""
        for p in range(self.num_players):
            reached = [t for t in range(3) if self.temple[3 * p + t] >= TEMPLE_BONUS_STEP]
            for t in reached:
                gained = self._bonus_value(p, self.bonuses[t], len(reached))
                self._score(p, V_BONUSES, gained)
                self._say("  {who}: Temple Bonus ({bonus}) {n} VP", who=self._who(p),
                          bonus=BONUS_TITLES[self.bonuses[t]], n=gained)

    def _bonus_value(self, seat: int, bonus: int, reached: int) -> int:
        if bonus == B_15:
            return BONUS_FLAT_VP
        if bonus == B_TECH:
            return BONUS_TECH_VP * bin(self.techs[seat]).count("1")
        if bonus == B_MASK:
            base = DISCOVERY_KINDS * seat
            return MASK_SET_VP[sum(1 for k in range(MASK_KINDS) if self.disc[base + k])]
        if bonus == B_DISC:
            base = DISCOVERY_KINDS * seat
            tiles = sum(self.disc[base + k] + self.used[base + k]
                        for k in range(MASK_KINDS, DISCOVERY_KINDS))
            return BONUS_DISC_VP * tiles
        if bonus == B_BONUS:
            return BONUS_BONUS_VP * reached
        if bonus == B_AVENUE:
            return BONUS_AVENUE_VP * self.avenue[seat]
        return self._per_die_in_play(seat, BONUS_WORKER_VP)


def _score_line(who: str, avenue: int, leader: int, track: int, masks: int) -> Message:
    """A colour's Eclipse scoring in the log, made when the log is read."""
    return tr("  {who} scores {n}: Avenue {avenue}, Pyramid leader {leader}, Pyramid track "
              "{track}, masks {masks}", who=who, n=avenue + leader + track + masks,
              avenue=avenue, leader=leader, track=track, masks=masks)


def _salary_line(who: str, paid: int, due: int, lost: int) -> Message:
    """A seat's salary in the log, made when the log is read."""
    if lost:
        return tr("  {who}: pays {paid} of {due} cocoa salary, loses {lost} VP", who=who,
                  paid=paid, due=due, lost=lost)
    return tr("  {who}: pays {paid} of {due} cocoa salary", who=who, paid=paid, due=due)
