"""Tzolk'in rules, the calendar (§3.4, §3.6), the Food Days (§5) and the final scoring (§6):
a mixin of `TzolkinState` (state.py), split off by phase."""

from __future__ import annotations

from meeple.core.game import State
from meeple.core.i18n import N_, Message, current_language, in_language, join, ntr, tr
from meeple.games.tzolkin.actions import ADVANCE_1, ADVANCE_2
from meeple.games.tzolkin.data import (
    AGE_CHANGE_FOOD_DAY,
    BUILDING_SLOTS,
    BUILDINGS,
    COLOURS,
    CORN,
    CORN_PER_VP,
    DOUBLE_ADVANCE_BLOCK,
    FARM_FREE_WORKERS,
    FARM_LESS,
    FEED_CORN,
    FOOD_DAY_KIND,
    FOOD_DAYS,
    GEARS,
    GOODS,
    MARKET_RATE,
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
    RESOURCES,
    SKULL,
    SKULL_VP,
    TECH_MAX,
    TEMPLE_MAJORITY,
    TEMPLE_VP,
    TEMPLES,
    TOOTH_CORN,
    UNFED_PENALTY,
)
from meeple.games.tzolkin.frames import (
    CALENDAR,
    NEUTRAL,
    TEMPLE_MID_AGE_CUMULATIVE,
)


class CalendarAndFoodDays(State):
    """The end of a round: the calendar, the Food Days, the ages and the final scoring.

    The first base of `TzolkinState` (its mixins are one chain: `GearActions` <-
    `TracksAndBuildings` <- this <- `State`, the order of the former bases), so it holds the
    state's fields (described there) as slots: in the compiled build they are the C fields
    of an extension type (food_days.pxd), read and written without the instance dict."""

    __slots__ = ("age", "built", "burned", "chichen", "corn_tiles", "day", "discarded", "display",
                 "final", "first", "fp_this_turn", "fp_worker", "free", "gears", "goods", "hands",
                 "jungle_corn", "jungle_wood", "kept", "light", "lvl", "mons", "monuments",
                 "next_food", "next_pile", "on_gear", "over", "pile", "revealed", "rounds",
                 "skull_supply", "stack", "techs", "temple_vp", "temples", "tooth_corn", "turn",
                 "unrevealed", "vp", "w5_no_wood", "wood_tiles", "workers",
                 "_low", "_picks")  # (state.py: what is kept of the gears, not serialised)

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
            self._say("{who} takes the First Player space: {first} starts the next round",
                      who=COLOURS[p], first=COLOURS[self.first])
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
        return [ADVANCE_1, ADVANCE_2]

    def _apply_calendar(self, frame: tuple, action: int) -> None:
        if action == ADVANCE_2:
            self.light[frame[1]] = False
            self._say("{who} advances the calendar 2 days", who=COLOURS[frame[1]])
            self._advance_calendar(2)
        else:
            self._advance_calendar(1)
        self._after_calendar()

    def _advance_calendar(self, days: int) -> None:
        """§3.6: every gear turns one position per day; a player worker passing the highest
        numbered position returns to its owner with no action; neutral ones stay."""
        for _ in range(days):
            self._turn_gears()  # (state.py: the gears and what is kept of them)
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
        self._say("Food Day {n} (day {day})", n=index + 1, day=self.day)
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
            self._say_n("{who} feeds {n} worker for free (farms)",
                        "{who} feeds {n} workers for free (farms)", self.workers[p],
                        who=COLOURS[p])
            return
        goods = self.goods[p]
        fed = min(needing, goods[CORN] // per_worker)
        goods[CORN] -= fed * per_worker
        unfed = needing - fed
        if unfed:
            self.vp[p] -= UNFED_PENALTY * unfed
        if not self._muted:  # (a search copy logs nothing; the words are made when read)
            self._say_with(_feed_line, COLOURS[p], fed, fed * per_worker,
                           self.workers[p] - unfed, unfed, current_language())

    def _change_age(self) -> None:
        """§5.2: the Age 1 buildings left (board and pile) go; 6 Age 2 buildings appear."""
        self.discarded += sum(1 for b in self.display if b >= 0) + len(self.pile)
        self.display = [-1] * BUILDING_SLOTS
        self.pile = self.next_pile
        self.next_pile = []
        self.age = 2
        self._refill_buildings()
        self._say("Age 2: the Age 2 buildings are revealed")

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
            self._say("not enough skulls for every entitled player: nobody gets one")
        for p in range(n):
            goods = self.goods[p]
            for good in RESOURCES:
                goods[good] += gains[p][good]
            if skulls:
                self._gain_skulls(p, gains[p][SKULL])
            else:
                gains[p][SKULL] = 0
            if self._muted:
                continue  # a search copy: no log line, so none of its words either
            if any(gains[p]):  # (the words made when the log is read)
                self._say_with(_temples_line, COLOURS[p], tuple(gains[p]), current_language())
            else:
                self._say("{who} gains nothing from the temples", who=COLOURS[p])

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
            self._say("{who} scores {n} VP for the temple steps and {bonus} for the "
                      "majorities", who=COLOURS[p], n=steps_vp[p], bonus=majority[p])

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
            self._say("{who} scores {corn} for corn and resources, {skulls} for skulls, "
                      "{monuments} for monuments: {vp} VP", who=COLOURS[p], corn=row["corn"],
                      skulls=row["skulls"], monuments=row["monuments"], vp=self.vp[p])
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


def _feed_line(who: str, fed: int, corn: int, n: int, unfed: int, lang: str) -> Message:
    """§5.1's feeding line, made when the log is read from the values taken then: what was
    paid and what was not, worded in the language of that moment (as the message made then
    was), the line in the reader's."""
    return tr("{who} {what}", who=who, what=in_language(lang, _feed_words, fed, corn, n, unfed))


def _feed_words(fed: int, corn: int, n: int, unfed: int) -> Message:
    parts = [ntr("pays {corn} corn to feed {n} worker", "pays {corn} corn to feed {n} workers",
                 n, corn=corn)] if fed else []
    if unfed:
        parts.append(ntr("cannot feed {n} worker: -{vp} VP", "cannot feed {n} workers: -{vp} VP",
                         unfed, vp=UNFED_PENALTY * unfed))
    return join(parts, " and ")


def _temples_line(who: str, gains: tuple, lang: str) -> Message:
    """§5.3's mid-age line, made when the log is read (see `_feed_line`)."""
    return tr("{who} gains {goods} from the temples", who=who,
              goods=in_language(lang, _temple_goods, gains))


def _temple_goods(gains: tuple) -> Message:
    return join(tr(_GOT[g], n=n) for g, n in enumerate(gains) if n)


# What a temple gives at mid-age, one phrase per good (the log's words, as GOODS names them).
_GOT = (N_("{n} corn"), N_("{n} wood"), N_("{n} stone"), N_("{n} gold"), N_("{n} skull"))
