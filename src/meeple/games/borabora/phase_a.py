"""Bora Bora rules, Phase A: placing dice (§4.1), the actions of the action tiles (§4.2),
the Fire Bonus (§4.3) and materials (§4.4): a mixin of `BoraBoraState` (state.py), split off
by phase."""

from __future__ import annotations

from typing import Any

from meeple.core.rng import chance
from meeple.games.borabora import actions as A
from meeple.games.borabora import data as D
from meeple.games.borabora.actions import (  # globals: read faster compiled than A.X
    BUILD,
    BUILD_ON,
    D_COLOUR,
    D_DECK,
    D_OFFERING,
    DRAW,
    EXPAND,
    F_SHELL,
    F_STATUS,
    FIRE_GIFT,
    FIRE_STEP,
    H_DONE,
    H_GOD_CARD,
    H_MATERIAL,
    H_MOVE_HUT,
    H_OFFERING,
    H_SHELLS,
    H_TATTOO,
    H_VP,
    HELPER,
    HUT_SOURCE,
    MATERIAL,
    NUM_SPACES,
    NUM_TARGETS,
    OFFSET,
    PAIR_OF,
    PAY,
    START,
    TAKE,
    TEMPLE,
    pair_index,
    place_action,
)
from meeple.games.borabora.data import (
    BLUE,
    BOARD_TILE_SPACES,
    BUILDING_VP,
    BUILDINGS,
    COLOURS,
    DIE_FACES,
    FISHING_VP,
    HELPER_COST,
    MATERIALS,
    OFFERING_GOOD,
    SEAT_COLOURS,
    STARTING_FISH_VALUE,
    T_BUILD,
    T_FISHING,
    T_HELPER,
    T_LAND,
    T_MAN,
    T_TEMPLE,
    T_WATER,
    T_WOMAN,
    WHITE,
    WILD_PAIR,
)
from meeple.games.borabora.frames import (
    C_BUILT,
    C_EMPTY,
    C_MATERIAL,
    DO_RED,
    DO_TARGET,
    EMPTY,
    HUT,
    INF,
    SPACE_12,
    lowest_space,
    shuffle,
)
from meeple.games.borabora.narrate import REGION_TITLES
from meeple.games.borabora.phase_c import PhaseC

assert list(BUILDINGS) == sorted(BUILDINGS)  # (`_lowest_unbuilt`)

# The PLACE id of each die face (1-6, at index face - 1) on each target with no god; a Blue
# God adds 2, a White God 1 (`actions.place_action`).
PLACE_ID = tuple(tuple(place_action(face, t, 0, 0) for t in range(NUM_TARGETS))
                 for face in range(1, DIE_FACES + 1))


def _place_ids(faces: list[int], reach: list[tuple[int, int, int]],
               can_blue: bool, can_white: bool, can_both: bool) -> list[int]:
    """The PLACE answers of the distinct die faces `faces` (ascending), from the targets some
    face reaches (`PhaseA._reach`), each tile's lowest die and the gods p can pay for (§4.1).
    A module function: phase_a.pxd types it for the compiled build."""
    out: list[int] = []
    top, fishing = DIE_FACES, T_FISHING
    for face in faces:
        ids = PLACE_ID[face - 1]
        white = face < top  # a White God makes it a 6
        for target, need, lowest in reach:
            if face < lowest:  # below the tile's lowest die
                if face >= need:
                    out.append(ids[target])
                if white and can_white:
                    out.append(ids[target] + 1)
            else:  # only with a Blue God (+ 2)
                if can_blue and face >= need:
                    out.append(ids[target] + 2)
                if white and can_both:
                    out.append(ids[target] + 3)
        out.append(ids[fishing])
    return out


_MEMO_SIZE = 1 << 16  # entries kept in each of the board's caches (`Board.cheapest`...)


def _keep(memo: dict, key: object, value: Any) -> Any:
    """Keep `value` under `key` in one of the board's caches and return it (on a miss only)."""
    if len(memo) >= _MEMO_SIZE:
        memo.clear()  # a bound on memory over a long search
    memo[key] = value
    return value


def _paths_out(links: tuple, present: int) -> tuple[int, int]:
    """The lowest path value of each type (land, water) from the regions of the mask `present`
    to a region outside it (INF: none), in one pass over its regions."""
    land, water = links
    best_land = best_water = INF
    left = present
    while left:  # the mask's regions, lowest first: one step per set bit
        r = (left & -left).bit_length() - 1
        left &= left - 1
        for other, value in land[r]:
            if value < best_land and not present >> other & 1:
                best_land = value
        for other, value in water[r]:
            if value < best_water and not present >> other & 1:
                best_water = value
    return best_land, best_water


def _material_pair(pairs: tuple, cells: list[int]) -> bool:
    """Whether both spaces of one of these pairs hold materials."""
    return any(cells[i] == C_MATERIAL and cells[j] == C_MATERIAL for i, j in pairs)


class PhaseA(PhaseC):
    """Phase A: where a die goes, and the action it carries out (a link of the state's chain
    of bases; its fields: gods.py)."""

    __slots__ = ()


    # == Phase A: placing dice (§4.1) ==========================================================

    def _reach(self, p: int) -> list[tuple[int, int, int]]:
        """§4.1, §9 A15: the targets whose action p can carry out with some die (Fishing
        aside, which needs nothing), ascending: (target, the lowest effective die value that
        does, the lowest die on the target's tile)."""
        top, low, tile_of = DIE_FACES, self.tile_low, self.tile_of
        reach = []
        grid = self.grid[p]
        if grid.count(HUT) - (grid[SPACE_12] == HUT) + self.huts12[p]:  # _huts_on_grid
            land, water = self._cheapest_paths(p)
            if land <= top:
                reach.append((T_LAND, land, low[tile_of[T_LAND]]))
            if water <= top:
                reach.append((T_WATER, water, low[tile_of[T_WATER]]))
        if EMPTY in grid:
            need = lowest_space(self.men_board)
            if need <= top:
                reach.append((T_MAN, need, low[tile_of[T_MAN]]))
            need = lowest_space(self.women_board)
            if need <= top:
                reach.append((T_WOMAN, need, low[tile_of[T_WOMAN]]))
        reach.append((T_HELPER, 1, low[tile_of[T_HELPER]]))
        if self.priests[p]:
            need = self.board.lowest_temple
            if need <= top:
                reach.append((T_TEMPLE, need, low[tile_of[T_TEMPLE]]))
        if self._has_material_pair(p):
            need = self._lowest_unbuilt(p)
            if need <= top:
                reach.append((T_BUILD, need, low[tile_of[T_BUILD]]))
        return reach

    def _legal_place(self, frame: tuple) -> list[int]:
        """§4.1: a die goes on a tile only below the tile's lowest die (a Blue God lifts that), on
        an action the player can carry out with its face, or with 6 when a White God is played.
        Decision: no White God for a 6 or on the Fishing space, where it would change nothing."""
        p = frame[1]
        if self.god_tiles[p]:  # `_can_pay` of one god, for both gods at once
            can_blue = can_white = True
        elif self.offerings[p]:
            hand = self.hand[p]
            wild = max(hand) >= WILD_PAIR
            can_blue, can_white = bool(hand[BLUE] or wild), bool(hand[WHITE] or wild)
        else:
            can_blue = can_white = False
        can_both = can_blue and can_white and self._can_pay(p, (BLUE, WHITE))
        return self._place_options(p, can_blue, can_white, can_both)

    def _place_options(self, p: int, can_blue: bool, can_white: bool, can_both: bool) -> list[int]:
        """The placements of p's dice, given which gods p can pay for."""
        return _place_ids(sorted(set(self.dice[p])), self._reach(p), can_blue, can_white, can_both)

    def _apply_place(self, frame: tuple, index: int) -> None:
        """§3 Phase A step 2: place the die, pay its gods, then carry out the action."""
        p = frame[1]
        rest, gods = divmod(index, 4)  # (`place_decode`, inlined: a call less a die)
        face, target = divmod(rest, NUM_TARGETS)
        face += 1
        self.dice[p].remove(face)
        if target == T_FISHING:
            self.placed.append((-1, p, face))
        else:
            tile = self.tile_of[target]
            if face < self.tile_low[tile]:
                self.tile_low[tile] = face
            self.placed.append((tile, p, face))
        white = gods & 1  # a White God: the die counts as 6
        self.stack.append((DO_TARGET, p, target, DIE_FACES if white else face))
        if white:
            self.stack.append((PAY, p, WHITE, -1))
        if gods >= 2:  # a Blue God
            self.stack.append((PAY, p, BLUE, -1))

    def _do_target(self, frame: tuple) -> None:
        """§4.2: carry out a die's action with effective value v."""
        _, p, target, v = frame
        if target in (T_LAND, T_WATER):
            self.stack.append((EXPAND, p, target - T_LAND, v))
        elif target in (T_MAN, T_WOMAN):
            self.stack.append((TAKE, p, target - T_MAN, v))
        elif target == T_HELPER:
            self.stack.append((HELPER, p, v))
        elif target == T_TEMPLE:
            self.stack.append((TEMPLE, p, v))
        elif target == T_BUILD:
            self.stack.append((BUILD, p, v))
        else:
            self._go_fishing(p)

    # == Phase A actions (§4.2) ================================================================

    # -- starting huts and expansion (§2.1 step 12, §4.2.1) --

    def _legal_start(self, frame: tuple) -> list[int]:
        """§2.1 step 12: an empty building site next to a fish marker showing 1."""
        b = self.board
        base = OFFSET[START]
        return [base + r for r in range(b.num_regions)
                if self.site[r] < 0 and b.fish_value[self.fish[r]] == STARTING_FISH_VALUE]

    def _apply_start(self, frame: tuple, region: int) -> None:
        self.stack.append((HUT_SOURCE, frame[1], region, 0))

    def _cheapest_paths(self, p: int) -> tuple[int, int]:
        """§4.2.1: the lowest path value of each type (land, water) from p's regions to a region
        without p. It depends only on p's regions: kept per region mask on the board."""
        present = self.present[p]
        best = self.board.cheapest.get(present)
        if best is None:
            best = _keep(self.board.cheapest, present, _paths_out(self.board.links, present))
        return best

    def _legal_expand(self, frame: tuple) -> list[int]:
        """§4.2.1: a region without p's hut, joined to one of p's regions by a path of the
        tile's type whose value is at most v (diagonal contact never counts)."""
        _, p, path_type, v = frame
        present = self.present[p]
        links = self.board.links[path_type]
        targets = set()
        left = present
        while left:  # p's regions: one step per set bit
            r = (left & -left).bit_length() - 1
            left &= left - 1
            for other, value in links[r]:
                if value <= v and not present >> other & 1:
                    targets.add(other)
        base = OFFSET[EXPAND]
        return [base + r for r in sorted(targets)]

    def _apply_expand(self, frame: tuple, region: int) -> None:
        self.stack.append((HUT_SOURCE, frame[1], region, 1))

    def _legal_hut_source(self, frame: tuple) -> list[int]:
        """§4.2.1 step 1, §9 A2: any hut of the grid. Decision: the choice is a hut from spaces
        1-11 or from space 12, the only difference that matters."""
        p = frame[1]
        base = OFFSET[HUT_SOURCE]
        out = []
        if self._huts_small(p):
            out.append(base)
        if self.huts12[p]:
            out.append(base + 1)
        return out

    def _apply_hut_source(self, frame: tuple, from12: int) -> None:
        _, p, region, expansion = frame
        self._take_hut(p, from12)
        self._settle(p, region, expansion)

    def _settle(self, p: int, region: int, expansion: int) -> None:
        """§4.2.1 steps 2-4: put the hut on the building site (moving any hut there aside, it
        stays in the region), gain the region's good, then offer the Red God (expansion only).
        Decision: the good is taken without asking (§9 A42: declining never helps)."""
        b = self.board
        self.site[region] = p
        self.present[p] |= 1 << region
        good = b.region_good[region]
        if good == OFFERING_GOOD:
            self.offerings[p] += 1
        # the Red God comes after the good, so its frame goes below the material's. It is
        # offered whenever p might pay for it (its hand is hidden), with a decline.
        if expansion and not self.fished[p] >> region & 1 and self._may_pay(p, 1):
            self.stack.append((A.RED, p, region))
        if good != OFFERING_GOOD:
            self.stack.append((MATERIAL, p, good, 1))

    def _legal_red(self, frame: tuple) -> list[int]:
        base = OFFSET[A.RED]
        return [base, base + 1] if self._can_pay(frame[1], (D.RED,)) else [base + 1]

    def _apply_red(self, frame: tuple, index: int) -> None:
        """§4.6.3: a Red God right after the hut is placed scores the region's fish marker."""
        if index == 0:
            _, p, region = frame
            self.stack.append((DO_RED, p, region))
            self.stack.append((PAY, p, D.RED, -1))

    def _do_red(self, frame: tuple) -> None:
        _, p, region = frame
        value = self.board.fish_value[self.fish[region]]
        self.score[p] += value
        self.fished[p] |= 1 << region
        name = self.board.region_names[region]
        self._say("{who} scores the fish marker of {region}: {n} VP", who=SEAT_COLOURS[p], region=name,
                  title=REGION_TITLES.get(name, name), n=value)

    # -- materials (§4.4) --

    def _legal_material(self, frame: tuple) -> list[int]:
        """§4.4, §9 A13: a material goes on a free ceremony space of its kind (the player picks
        which); only when none is free does it go beside the board."""
        _, p, kind, _count = frame
        b = self.board
        cells = self.ceremony[p]
        base = OFFSET[MATERIAL]
        out = []
        spare = []
        for m in (range(len(MATERIALS)) if kind < 0 else (kind,)):
            free = [base + i for i in b.material_spaces[m] if cells[i] == C_EMPTY]
            if free:
                out += free
            else:
                spare.append(base + NUM_SPACES + m)
        out.sort()
        return out + spare

    def _apply_material(self, frame: tuple, index: int) -> None:
        _, p, kind, count = frame
        if count > 1:
            self.stack.append((MATERIAL, p, kind, count - 1))
        if index < NUM_SPACES:
            self.ceremony[p][index] = C_MATERIAL
        else:
            self.spare[p][index - NUM_SPACES] += 1

    # -- man and woman tiles (§4.2.2, §4.2.3) --

    def _legal_take(self, frame: tuple) -> list[int]:
        """§4.2.2: a tile from a board space numbered at most v (a free grid space is needed)."""
        _, p, gender, v = frame
        row = self.women_board if gender else self.men_board
        base = OFFSET[TAKE]
        return sorted([base + t for t in row[:min(v, BOARD_TILE_SPACES)] if t >= 0])

    def _apply_take(self, frame: tuple, tile: int) -> None:
        """§4.2.2: the tile goes on a free grid space, fresh side up; nothing else is gained."""
        row = self.women_board if tile >= self.board.num_men else self.men_board
        row[row.index(tile)] = -1
        self._place_tile(frame[1], tile)

    # -- helper (§4.2.4) --

    def _legal_helper(self, frame: tuple) -> list[int]:
        """§4.2.4: spend die points in any mix; leftover points are lost (§9 A32)."""
        _, p, points = frame
        b = self.board
        base = OFFSET[HELPER]
        out = []
        cost = HELPER_COST
        for t in self.grid[p]:
            if t >= 0 and not self.slid[t]:
                # men: tattoo, women: collect shells; both cost 1 (§6.4)
                out.append(base + (H_TATTOO + t if t < b.num_men else H_SHELLS + t - b.num_men))
        if points >= cost["vp"]:
            out.append(base + H_VP)
        if points >= cost["offering"]:
            out.append(base + H_OFFERING)
        if points >= cost["god card"] and self._cards_available():
            out.append(base + H_GOD_CARD)
        if points >= cost["material"]:
            out.append(base + H_MATERIAL)
        if points >= cost["move hut"] and self._can_move_hut(p):
            out.append(base + H_MOVE_HUT)
        out.append(base + H_DONE)
        out.sort()
        return out

    def _apply_helper(self, frame: tuple, index: int) -> None:
        _, p, points = frame
        if index == H_DONE:
            return
        b = self.board
        cost = HELPER_COST
        sub = None
        if index < H_SHELLS:  # tattoo (§4.2.4): status steps for the man's symbols
            self.slid[index] = 1
            points -= cost["tattoo"]
            self._advance_status(p, b.tile_value[index])
        elif index < H_VP:  # collect shells with a woman, once per game (§9 A35)
            tile = index - H_SHELLS + b.num_men
            self.slid[tile] = 1
            points -= cost["shells"]
            self.shells[p] += b.tile_value[tile]
        elif index == H_VP:
            points -= cost["vp"]
            self.score[p] += 1
        elif index == H_OFFERING:
            points -= cost["offering"]
            self.offerings[p] += 1
        elif index == H_GOD_CARD:
            points -= cost["god card"]
            sub = (DRAW, p, 1)
        elif index == H_MATERIAL:
            points -= cost["material"]
            sub = (MATERIAL, p, -1, 1)
        else:  # move a hut from spaces 1-11 to space 12
            points -= cost["move hut"]
            self._move_hut_to_12(p)
        if points > 0:
            self.stack.append((HELPER, p, points))
        if sub is not None:
            self.stack.append(sub)

    # -- god cards from the deck or the display (§4.2.4) --

    def _cards_available(self) -> bool:
        return bool(self.deck) or any(self.discard) or any(self.display)

    def _legal_draw(self, frame: tuple) -> list[int]:
        """§4.2.4: the deck's top card, or a face-up card (the display refills at once)."""
        base = OFFSET[DRAW]
        out = [base + D_DECK] if self.deck or any(self.discard) else []
        return out + [base + D_COLOUR + c for c in range(len(COLOURS)) if self.display[c]]

    def _apply_draw(self, frame: tuple, index: int) -> None:
        _, p, count = frame
        self._take_god_card(p, index)
        if count > 1 and self._cards_available():
            self.stack.append((DRAW, p, count - 1))

    def _take_god_card(self, p: int, index: int) -> None:
        if index == D_DECK:
            self.hand[p][self._draw_from_deck()] += 1
        else:
            colour = index - D_COLOUR
            self.display[colour] -= 1
            self.hand[p][colour] += 1
            if self.deck or any(self.discard):
                self.display[self._draw_from_deck()] += 1

    def _draw_from_deck(self) -> int:
        """§4.6: the deck's top card; an empty deck is the shuffled discard pile (§9 A29)."""
        if not self.deck:
            rng, self.rng_seed = chance(self.rng_seed)
            self.deck = [c for c in range(len(COLOURS)) for _ in range(self.discard[c])]
            shuffle(rng, self.deck)
            self.discard = [0] * len(COLOURS)
            self._say("The god-card deck is empty: the discard pile is shuffled into a new deck")
        return self.deck.pop()

    # -- temple (§4.2.5) --

    def _legal_temple(self, frame: tuple) -> list[int]:
        """§4.2.5: a temple space numbered at most v."""
        v = frame[2]
        base = OFFSET[TEMPLE] - 1
        return sorted([base + n for n in self.board.temple_numbers if n <= v])

    def _apply_temple(self, frame: tuple, index: int) -> None:
        """§4.2.5: place a priest; priests in its way are pushed one space along the arrows
        (right), the last one off the end back to its owner; then a Fire Bonus."""
        p = frame[1]
        self.priests[p] -= 1
        carry = p
        pos = self.board.temple_numbers.index(index + 1)
        temple = self.temple
        while pos < len(temple):
            carry, temple[pos] = temple[pos], carry
            if carry < 0:
                break
            pos += 1
        if carry >= 0:
            self.priests[carry] += 1
            self._say("{who}'s priest is pushed out of the temple", who=SEAT_COLOURS[carry])
        self._fire_bonus(p)

    # -- build (§4.2.6) --

    def _has_material_pair(self, p: int) -> bool:
        """Whether two side-by-side ceremony spaces of p hold materials (kept per layout of
        p's ceremony spaces on the board)."""
        cells = self.ceremony[p]
        if cells.count(C_MATERIAL) < 2:  # most turns: a scan in C, no look-up
            return False
        key = tuple(cells)
        found = self.board.material_pair.get(key)
        if found is None:
            found = _keep(self.board.material_pair, key, _material_pair(self.board.ceremony_pairs, cells))
        return found

    def _lowest_unbuilt(self, p: int) -> int:
        """The value of p's lowest unbuilt building (INF: all built): BUILDINGS ascend."""
        built = self.built[p]
        return BUILDINGS[built.index(-1)] if -1 in built else INF

    def _legal_build(self, frame: tuple) -> list[int]:
        """§4.2.6: an unbuilt building whose value is at most v."""
        _, p, v = frame
        base = OFFSET[BUILD]
        return [base + i for i, at in enumerate(self.built[p]) if at < 0 and BUILDINGS[i] <= v]

    def _apply_build(self, frame: tuple, index: int) -> None:
        self.stack.append((BUILD_ON, frame[1], index))

    def _legal_build_on(self, frame: tuple) -> list[int]:
        """§4.2.6: two side-by-side ceremony spaces that both hold materials."""
        cells = self.ceremony[frame[1]]
        base = OFFSET[BUILD_ON]
        return sorted([base + pair_index(i, j) for i, j in self.board.ceremony_pairs
                       if cells[i] == C_MATERIAL and cells[j] == C_MATERIAL])

    def _apply_build_on(self, frame: tuple, index: int) -> None:
        """§4.2.6: the materials go back, the building covers both spaces; VP by round, and a
        Fire Bonus."""
        _, p, building = frame
        i, j = PAIR_OF[index]
        self.ceremony[p][i] = self.ceremony[p][j] = C_BUILT
        self.built[p][building] = index
        vp = BUILDING_VP[self.round - 1]
        self.score[p] += vp
        self._fire_bonus(p)

    # -- fishing (§4.2.7) --

    def _go_fishing(self, p: int) -> None:
        """§4.2.7: any die on the Fishing space gives 2 VP."""
        self.score[p] += FISHING_VP

    # -- Fire Bonus (§4.3) --

    def _fire_bonus(self, p: int) -> None:
        """§4.3: (a god card or an offering) and (a status step or a shell)."""
        self.stack.append((FIRE_STEP, p))
        self.stack.append((FIRE_GIFT, p))

    def _legal_fire_gift(self, frame: tuple) -> list[int]:
        shift = OFFSET[FIRE_GIFT] - OFFSET[DRAW]
        return [a + shift for a in self._legal_draw(frame)] + [OFFSET[FIRE_GIFT] + D_OFFERING]

    def _apply_fire_gift(self, frame: tuple, index: int) -> None:
        p = frame[1]
        if index == D_OFFERING:
            self.offerings[p] += 1
        else:
            self._take_god_card(p, index)

    def _legal_fire_step(self, frame: tuple) -> list[int]:
        base = OFFSET[FIRE_STEP]
        return [base + F_STATUS, base + F_SHELL]

    def _apply_fire_step(self, frame: tuple, index: int) -> None:
        p = frame[1]
        if index == F_STATUS:
            self._advance_status(p, 1)
        else:
            self.shells[p] += 1
