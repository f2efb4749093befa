"""Bora Bora rules, Phase C (§3: status track, temple, jewelry, tasks), the game end and the
final scoring (§5), and the task measures (§6.7): a mixin of `BoraBoraState` (state.py)."""

from __future__ import annotations

from typing import Any

from meeple.core.i18n import join, said_now
from meeple.games.borabora.actions import (  # globals: read faster compiled than A.X
    JEWEL,
    NUM_JEWELS,
    NUM_TASKS,
    OFFSET,
    PAY,
    PICK_TASK,
    T_COMPLETE,
    T_GIVE_UP,
    T_YELLOW,
    TASK,
)
from meeple.games.borabora.data import (
    ACHIEVEMENT_VP,
    BOARD_TILE_SPACES,
    DIE_FACES,
    GOD_TILE_FINAL_VP,
    ISLANDS,
    JEWELRY_ROWS,
    MATERIALS,
    PRIEST_VP,
    PRIESTS_PER_PLAYER,
    ROUNDS,
    SEAT_COLOURS,
    TASK_DISPLAY_EXTRA,
    TASK_KINDS,
    TASK_SLOTS,
    TASK_VP,
    TASK_VP_YELLOW,
    YELLOW,
)
from meeple.games.borabora.frames import C_EMPTY, C_MATERIAL, DO_TASK, HAND_TASKS
from meeple.games.borabora.gods import GodsAndPeople
from meeple.games.borabora.narrate import scores_words


class PhaseC(GodsAndPeople):
    """Phase C, the game end and the final scoring (a link of the state's chain of bases;
    its fields: gods.py)."""

    __slots__ = ()

    # == Phase C (§3) ==========================================================================

    def _score_status_track(self) -> None:
        """Phase C step 1: VP for the status space reached, then the new turn order (further
        right first; on one space, higher in the pile first) and all markers back on 0."""
        labels = self.board.status_labels
        muted = self._muted  # a search copy: no log line, so none of its words either
        rows = []
        for p in self.order:
            vp = labels[self.status[p]]
            self.score[p] += vp
            if not muted:
                rows.append((SEAT_COLOURS[p], vp))
        order = self._ahead_on_status_track()
        self._set_turn_order(order)
        if not muted:  # (the words made when read: i18n.said_now)
            self._say("Round {n}, status track: {scores} VP; new turn order {order}", n=self.round,
                      scores=said_now(scores_words, rows),
                      order=said_now(join, [SEAT_COLOURS[q] for q in order]))

    def _score_temple(self) -> None:
        """Phase C step 2: VP per priest in the temple; the most priests (ties: the leftmost
        priest) takes the round's god tile, which leaves the game if the temple is empty."""
        vp = PRIEST_VP[self.round - 1]
        counts = [0] * self.num_players
        for q in self.temple:
            if q >= 0:
                counts[q] += 1
        for p in range(self.num_players):
            self.score[p] += counts[p] * vp
        self.temple_gods -= 1
        best = max(counts)
        if best == 0:
            self.god_tiles_gone += 1
            self._say("Round {n}, temple: no priests; the god tile leaves the game", n=self.round)
            return
        winner = next(q for q in self.temple if q >= 0 and counts[q] == best)
        self.god_tiles[winner] += 1
        if self._muted:
            return  # a search copy: no log line, so none of its words either
        scored = [(SEAT_COLOURS[p], counts[p] * vp) for p in self.order if counts[p]]
        self._say("Round {n}, temple: {scores} VP; {who} takes a god tile", n=self.round,
                  scores=said_now(scores_words, scored),
                  who=SEAT_COLOURS[winner])

    def _jewelry_column(self) -> list[int]:
        rows = JEWELRY_ROWS
        return self.jewel_layout[(self.round - 1) * rows:self.round * rows]

    def _legal_jewel(self, frame: tuple) -> list[int]:
        """Phase C step 3: at most one jewel of this round's column, paid in shells."""
        p = frame[1]
        base = OFFSET[JEWEL]
        value = self.board.jewel_value
        out = sorted([base + j for j in self._jewelry_column()
                      if self.jewel_owner[j] == -1 and value[j] <= self.shells[p]])
        return out + [base + NUM_JEWELS]

    def _apply_jewel(self, frame: tuple, index: int) -> None:
        if index < NUM_JEWELS:
            p = frame[1]
            self.shells[p] -= self.board.jewel_value[index]
            self.jewel_owner[index] = p

    def _discard_jewelry_column(self) -> None:
        for j in self._jewelry_column():
            if self.jewel_owner[j] == -1:
                self.jewel_owner[j] = -2

    # -- tasks (§3 Phase C step 4, §4.10, §6.7) --

    def _legal_task(self, frame: tuple) -> list[int]:
        """Phase C step 4 (§9 A41): complete a task met unaided (6 VP), or one a Yellow God
        brings within reach (4 VP); give one up only if none is met unaided.
        At the game end (final=1) see `_begin_final_tasks`."""
        return self._task_options(frame, public=False)

    def _task_options(self, frame: tuple, public: bool) -> list[int]:
        """The task choices; `public`: every choice p might have as the others see it (a task
        about god cards in hand may be met or not, a Yellow God may be payable). At the game
        end (final=1) each remaining task is completed if met, else Yellow-Godded or given up;
        with nothing to choose, tasks are given up in order."""
        _, p, final = frame
        base = OFFSET[TASK]
        met, yellow, unmet = [], [], []
        surely_met = False
        may_yellow = public and self._may_pay(p, 1)
        tasks = self.board.tasks
        for t in self.tasks[p]:
            _, kind, target, need, _ = tasks[t]
            if public and kind in HAND_TASKS:
                # the cards are hidden, their number is not: at least need - cards short
                lo = need - sum(self.hand[p])
                shorts = (0, 1) if lo <= 0 else (1, 2) if lo == 1 else (lo,)
            else:  # (`_task_shortfall`'s body: a call less per task)
                shorts = (_SHORTFALL[kind](self, p, target, need),)
            if 0 in shorts:
                met.append(base + T_COMPLETE + t)
                surely_met |= len(shorts) == 1
            if shorts[-1]:  # some shortfall (`shorts` ascends)
                unmet.append(base + T_GIVE_UP + t)
                if 1 in shorts and (may_yellow if public else self._yellow_payable(p, t)):
                    yellow.append(base + T_YELLOW + t)
        if final:
            return sorted(met + yellow + (unmet if met or yellow else unmet[:1]))
        return sorted(met + yellow + ([] if surely_met else unmet))

    def _yellow_payable(self, p: int, task: int) -> bool:
        return bool(self._pay_ways(p, YELLOW, task, ()))

    def _apply_task(self, frame: tuple, index: int) -> None:
        _, p, final = frame
        verb, task = divmod(index, NUM_TASKS)
        if final and len(self.tasks[p]) > 1:
            self.stack.append(frame)
        if verb == 0:
            self._complete_task(p, task, TASK_VP)
        elif verb == 1:
            self.stack.append((DO_TASK, p, task))
            self.stack.append((PAY, p, YELLOW, task))
        else:
            self.tasks[p].remove(task)
            self.tasks_boxed += 1
            label = self.board.task_label[task]
            self._say("{who} gives up task {label}", who=SEAT_COLOURS[p], label=label,
                      code=label.partition(" ")[0])

    def _do_task(self, frame: tuple) -> None:
        _, p, task = frame
        self._complete_task(p, task, TASK_VP_YELLOW)

    def _complete_task(self, p: int, task: int, vp: int) -> None:
        """§4.10: nothing is paid or used up; the tile goes on the completed-task space."""
        self.tasks[p].remove(task)
        self.task_done[task] = p
        self.score[p] += vp
        label = self.board.task_label[task]
        self._say("{who} completes task {label}: {n} VP", who=SEAT_COLOURS[p], label=label,
                  code=label.partition(" ")[0], n=vp)

    def _legal_pick_task(self, frame: tuple) -> list[int]:
        """Phase C step 4: in turn order, each player takes a task from the display."""
        base = OFFSET[PICK_TASK]
        return sorted([base + t for t in self.task_display])

    def _apply_pick_task(self, frame: tuple, task: int) -> None:
        self.task_display.remove(task)
        self.tasks[frame[1]].append(task)

    def _task_shortfall(self, p: int, task: int) -> int:
        """§6.7: how many required elements p lacks (0: met; 1: a Yellow God can complete it,
        §4.6.5, §9 A25: one numeric requirement less by one, or one component waived)."""
        _, kind, target, need, _ = self.board.tasks[task]
        return _SHORTFALL[kind](self, p, target, need)

    def _clean_up_and_refill(self) -> None:
        """§3 clean-up: unchosen tasks and board tiles to the box; 6 new men, 6 new women and
        players + 2 tasks; dice back."""
        self.tasks_boxed += len(self.task_display)
        self.task_display = [self.task_pile.pop() for _ in range(self.num_players + TASK_DISPLAY_EXTRA)]
        for row, stack in ((self.men_board, self.men_stack), (self.women_board, self.women_stack)):
            for i in range(BOARD_TILE_SPACES):
                if row[i] >= 0:
                    self.tiles_gone += 1
                row[i] = stack.pop() if stack else -1
        self.tile_low = [DIE_FACES + 1] * len(self.tile_low)
        self.placed = []

    # == game end (§3 "Game end", §5.3, §5.4) ==================================================

    def _begin_final_tasks(self, p: int) -> None:
        """§3 game end: each of the last three tasks on its own. Decision: tasks everyone sees
        are met score 6 first (so paying for a Yellow God can never spoil them); the player then
        resolves the others, in any order: completes those met (a task about god cards in
        hand is met or not out of the others' sight, so it is the player's move), or plays a
        Yellow God, or gives them up."""
        for t in list(self.tasks[p]):
            if self.board.tasks[t][1] not in HAND_TASKS and self._task_shortfall(p, t) == 0:
                self._complete_task(p, t, TASK_VP)
        if self.tasks[p]:
            self.stack.append((TASK, p, 1))

    def _final_scoring(self) -> None:
        """§5.3: god tiles, fish markers under p's huts on building sites, jewelry, and 6 VP
        for each achievement."""
        b = self.board
        for p in range(self.num_players):
            gods = self.god_tiles[p] * GOD_TILE_FINAL_VP
            fish = sum(b.fish_value[self.fish[r]] for r in range(b.num_regions) if self.site[r] == p)
            jewels = [j for j in range(b.num_jewels) if self.jewel_owner[j] == p]
            jewelry = sum(b.jewel_value[j] for j in jewels)
            achieved = (
                self.task_done.count(p) == ROUNDS + TASK_SLOTS,
                len(jewels) == ROUNDS,
                C_EMPTY not in self.ceremony[p],
                -1 not in self.built[p],
                self.present[p] == b.all_regions_mask,
                min(self.grid[p]) >= 0,
            )
            bonus = ACHIEVEMENT_VP * sum(achieved)
            self.score[p] += gods + fish + jewelry + bonus
            self.final.append((gods, fish, jewelry, *(int(a) for a in achieved), self.score[p]))
            self._say("Final scoring, {who}: god tiles {gods}, fish {fish}, jewelry {jewelry}, "
                      "achievements {bonus}: total {total}", who=SEAT_COLOURS[p], gods=gods, fish=fish,
                      jewelry=jewelry, bonus=bonus, total=self.score[p])


# -- task measures (§6.7) ------------------------------------------------------------------------
# One plain function per task kind, (state, seat, target, need) -> elements short: they run at
# every task decision and Yellow God payment, so loops, not generators or nested lambdas
# (phase_c.pxd types the state for the compiled build: its fields are C fields there).


def _men_women(s: Any, p: int) -> tuple[int, int]:
    """(men, women) on p's grid."""
    m = s.board.num_men
    men = women = 0
    for t in s.grid[p]:
        if t >= m:
            women += 1
        elif t >= 0:
            men += 1
    return men, women


def _priests_in_temple(s: Any, p: int) -> int:
    return PRIESTS_PER_PLAYER - s.priests[p]


def _num_jewels(s: Any, p: int) -> int:
    return s.jewel_owner.count(p)


def _material(s: Any, p: int, m: int) -> int:
    """§6.7 T16/T17: materials on ceremony spaces and beside the board."""
    cells = s.ceremony[p]
    have = s.spare[p][m]
    for i in s.board.material_spaces[m]:
        if cells[i] == C_MATERIAL:
            have += 1
    return have


def _short(have: int, need: int) -> int:
    return need - have if need > have else 0  # (not max(0, ...): a builtin's call costs more)


def _t_man_woman(s: Any, p: int, x: int, n: int) -> int:
    men, women = _men_women(s, p)
    return (men == 0) + (women == 0)


def _t_men(s: Any, p: int, x: int, n: int) -> int:
    return _short(_men_women(s, p)[0], n)


def _t_woman_priest(s: Any, p: int, x: int, n: int) -> int:
    return (_men_women(s, p)[1] == 0) + (_priests_in_temple(s, p) == 0)


def _t_man_priest(s: Any, p: int, x: int, n: int) -> int:
    return (_men_women(s, p)[0] == 0) + (_priests_in_temple(s, p) == 0)


def _t_priests(s: Any, p: int, x: int, n: int) -> int:
    return _short(_priests_in_temple(s, p), n)


def _t_women(s: Any, p: int, x: int, n: int) -> int:
    return _short(_men_women(s, p)[1], n)


def _t_jewels(s: Any, p: int, x: int, n: int) -> int:
    return _short(_num_jewels(s, p), n)


def _t_buildings(s: Any, p: int, x: int, n: int) -> int:
    built = 0
    for at in s.built[p]:
        if at >= 0:
            built += 1
    return _short(built, n)


def _t_jewel_kind(s: Any, p: int, x: int, n: int) -> int:
    owner = s.jewel_owner
    have = 0
    for j in s.board.kind_jewels[x]:
        if owner[j] == p:
            have += 1
    return _short(have, n)


def _t_god_tiles(s: Any, p: int, x: int, n: int) -> int:
    return _short(s.god_tiles[p], n)


def _t_offerings(s: Any, p: int, x: int, n: int) -> int:
    return _short(s.offerings[p], n)


def _t_shells(s: Any, p: int, x: int, n: int) -> int:
    return _short(s.shells[p], n)


def _t_woman_jewel(s: Any, p: int, x: int, n: int) -> int:
    return (_men_women(s, p)[1] == 0) + (_num_jewels(s, p) == 0)


def _t_man_first(s: Any, p: int, x: int, n: int) -> int:
    return (_men_women(s, p)[0] == 0) + (s.order[0] != p)


def _t_regions(s: Any, p: int, x: int, n: int) -> int:
    return _short(s.present[p].bit_count(), n)


def _t_material(s: Any, p: int, x: int, n: int) -> int:
    return _short(_material(s, p, x), n)


def _t_materials(s: Any, p: int, x: int, n: int) -> int:
    have = 0
    for m in range(len(MATERIALS)):
        have += _material(s, p, m)
    return _short(have, n)


def _t_islands(s: Any, p: int, x: int, n: int) -> int:
    island = s.board.region_island
    present = s.present[p]
    seen = set()
    for r in range(s.board.num_regions):
        if present >> r & 1:
            seen.add(island[r])
    return _short(len(seen), len(ISLANDS))


def _t_same_colour(s: Any, p: int, x: int, n: int) -> int:
    return _short(max(s.hand[p]), n)


def _t_colour(s: Any, p: int, x: int, n: int) -> int:
    return _short(s.hand[p][x], n)


def _t_colours(s: Any, p: int, x: int, n: int) -> int:
    have = 0
    for k in s.hand[p]:
        if k:
            have += 1
    return _short(have, n)


def _t_region_type(s: Any, p: int, x: int, n: int) -> int:
    """T23: a hut in every region of that type (`n` is not read)."""
    kind = s.board.region_type
    present = s.present[p]
    have = total = 0
    for r in range(s.board.num_regions):
        if kind[r] == x:
            total += 1
            have += present >> r & 1
    return _short(have, total)


def _t_fish_kind(s: Any, p: int, x: int, n: int) -> int:
    """T23: a hut at every fish marker of that kind. Decision: a fish-kind task asks for every
    marker of that kind on the map, however many there are."""
    kind = s.board.fish_kind
    fish = s.fish
    present = s.present[p]
    have = total = 0
    for r in range(s.board.num_regions):
        if kind[fish[r]] == x:
            total += 1
            have += present >> r & 1
    return _short(have, total)


def _t_huts_on_12(s: Any, p: int, x: int, n: int) -> int:
    return _short(s.huts12[p], n)


def _slid(s: Any, p: int, lo: int, hi: int) -> int:
    """p's tiles with ids in [lo, hi) slid down (tattooed men, women who collected shells)."""
    slid = s.slid
    have = 0
    for t in s.grid[p]:
        if lo <= t < hi:
            have += slid[t]
    return have


def _t_tattooed(s: Any, p: int, x: int, n: int) -> int:
    return _short(_slid(s, p, 0, s.board.num_men), n)


def _t_women_slid(s: Any, p: int, x: int, n: int) -> int:
    return _short(_slid(s, p, s.board.num_men, s.board.num_tiles), n)


def _t_slid(s: Any, p: int, x: int, n: int) -> int:
    return _short(_slid(s, p, 0, s.board.num_tiles), n)


def _types(s: Any, p: int, lo: int, hi: int) -> int:
    """How many different abilities p's tiles with ids in [lo, hi) have."""
    ability = s.board.tile_ability
    seen = set()
    for t in s.grid[p]:
        if lo <= t < hi:
            seen.add(ability[t])
    return len(seen)


def _t_man_types(s: Any, p: int, x: int, n: int) -> int:
    return _short(_types(s, p, 0, s.board.num_men), n)


def _t_woman_types(s: Any, p: int, x: int, n: int) -> int:
    return _short(_types(s, p, s.board.num_men, s.board.num_tiles), n)


def _t_jewel_kinds(s: Any, p: int, x: int, n: int) -> int:
    kinds = s.board.jewel_kind
    seen = set()
    for j, q in enumerate(s.jewel_owner):
        if q == p:
            seen.add(kinds[j])
    return _short(len(seen), n)


def _t_ability_pair(s: Any, p: int, x: int, n: int) -> int:
    ability = s.board.tile_ability
    have = 0
    for t in s.grid[p]:
        if t >= 0 and ability[t] == x:
            have += 1
    return _short(have, n)


_SHORTFALL = {
    "man+woman": _t_man_woman, "men": _t_men, "woman+priest": _t_woman_priest,
    "man+priest": _t_man_priest, "priests": _t_priests, "women": _t_women, "jewels": _t_jewels,
    "buildings": _t_buildings, "jewel kind": _t_jewel_kind, "god tiles": _t_god_tiles,
    "offerings": _t_offerings, "shells": _t_shells, "woman+jewel": _t_woman_jewel,
    "man+first": _t_man_first, "regions": _t_regions, "material": _t_material,
    "materials": _t_materials, "islands": _t_islands, "same colour": _t_same_colour,
    "colour": _t_colour, "colours": _t_colours, "region type": _t_region_type,
    "fish kind": _t_fish_kind, "huts on 12": _t_huts_on_12, "tattooed": _t_tattooed,
    "man types": _t_man_types, "woman types": _t_woman_types, "jewel kinds": _t_jewel_kinds,
    "women slid": _t_women_slid, "slid": _t_slid, "ability pair": _t_ability_pair,
}
assert set(_SHORTFALL) == {k for _, k, _, _, _ in TASK_KINDS}
