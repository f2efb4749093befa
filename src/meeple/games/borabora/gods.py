"""Bora Bora rules, gods (§4.6) and Phase B, the men and women (§4.5): a mixin of
`BoraBoraState` (state.py), split off by concern, and the first link of its chain of bases:
`GodsAndPeople(State)` <- `PhaseC` <- `PhaseA` <- `BoraBoraState`, which holds the state's
fields (`__slots__`; in the compiled build, C fields of an extension type: gods.pxd)."""

from __future__ import annotations

from meeple.core.game import State
from meeple.core.i18n import said_now
from meeple.games.borabora.actions import (  # globals: read faster compiled than A.X
    A_DONE,
    A_EXTRA,
    ACTIVATE,
    BUILD,
    DRAW,
    EXPAND,
    MATERIAL,
    MOVE_HUT,
    OFFSET,
    P_CARD,
    P_PAIR,
    P_TILE,
    PAY,
    TAKE,
    activate_action,
)
from meeple.games.borabora.data import (
    AB_BUILD,
    AB_GOD_CARD,
    AB_LAND,
    AB_MAN,
    AB_MATERIAL,
    AB_MOVE_HUT,
    AB_OFFERING,
    AB_STATUS,
    AB_VP,
    AB_WATER,
    AB_WOMAN,
    ABILITIES,
    ABILITY_EFFECT,
    COLOURS,
    DIE_FACES,
    GREEN,
    SEAT_COLOURS,
    VALUE_ABILITIES,
    WILD_PAIR,
)
from meeple.games.borabora.frames import (
    DO_ABILITY,
    EMPTY,
    EXTRA_SLOT,
    GOD_NAMES,
    GREEN_PLAYED,
    USED_FLAG,
    lowest_space,
)
from meeple.games.borabora.narrate import pay_words


class GodsAndPeople(State):
    """Paying for gods and Phase B's activations; the Bora Bora state's fields (the class
    docstring of `BoraBoraState` says what each holds)."""

    # Slots, not an instance dict: a slot read is cheaper in pure Python, and the compiled
    # build makes them C fields. `__dict__` stays for what tests and tools hang on a state
    # (nothing of the rules): it is empty in play.
    __slots__ = ("board", "built", "ceremony", "clock", "deck", "dice", "discard", "display",
                 "final", "fish", "fished", "god_tiles", "god_tiles_gone", "grid", "hand",
                 "huts12", "jewel_layout", "jewel_owner", "men_board", "men_stack", "offerings",
                 "order", "phase", "placed", "present", "priests", "round", "score", "shells",
                 "site", "slid", "spare", "stack", "stamp", "status", "task_display",
                 "task_done", "task_pile", "tasks", "tasks_boxed", "temple", "temple_gods",
                 "tile_low", "tile_of", "tiles_gone", "turn", "women_board", "women_stack",
                 "__dict__")

    # == gods (§4.6) ===========================================================================

    def _payments(self, p: int, god: int) -> list[int]:
        """§4.6: the ways to play one god: its card + an offering, two cards of one other
        colour + an offering (a wild pair), or a god tile (no offering). Decision: no pair of the
        god's own colour (its one card is always cheaper)."""
        hand = self.hand[p]
        out = []
        if self.offerings[p]:
            if hand[god]:
                out.append(P_CARD)
            if max(hand) >= WILD_PAIR:  # (most hands hold no pair: no loop)
                for c in range(len(COLOURS)):
                    if c != god and hand[c] >= WILD_PAIR:
                        out.append(P_PAIR + c)
        if self.god_tiles[p]:
            out.append(P_TILE)
        return out

    def _can_pay(self, p: int, gods: tuple[int, ...]) -> bool:
        """Whether p can play all these gods, each paid separately (§9 A36)."""
        if len(gods) == 1:
            hand = self.hand[p]
            return bool(self.god_tiles[p] or self.offerings[p] and (hand[gods[0]] or max(hand) >= WILD_PAIR))
        for way in self._payments(p, gods[0]):
            undo = self._pay(p, gods[0], way)
            ok = self._can_pay(p, gods[1:])
            self._unpay(p, undo)
            if ok:
                return True
        return False

    def _pay(self, p: int, god: int, way: int) -> tuple[int, int, int]:
        """Pay for a god; returns what was paid (colour, cards, god tiles) for `_unpay`."""
        if way == P_TILE:
            self.god_tiles[p] -= 1
            return (-1, 0, 1)
        colour, cards = (god, 1) if way == P_CARD else (way - P_PAIR, WILD_PAIR)
        self.offerings[p] -= 1
        self.hand[p][colour] -= cards
        return (colour, cards, 0)

    def _unpay(self, p: int, paid: tuple[int, int, int]) -> None:
        colour, cards, tiles = paid
        if tiles:
            self.god_tiles[p] += tiles
        else:
            self.offerings[p] += 1
            self.hand[p][colour] += cards

    def _legal_pay(self, frame: tuple) -> list[int]:
        """§4.6: a way to pay that still leaves the god payments below it on the stack payable
        (a Blue and a White God for one die, §9 A36)."""
        _, p, god, task = frame
        pending = []
        i = len(self.stack) - 2
        while i >= 0 and self.stack[i][0] == PAY and self.stack[i][1] == p:
            pending.append(self.stack[i][2])
            i -= 1
        base = OFFSET[PAY]
        return [base + w for w in self._pay_ways(p, god, task, tuple(pending))]

    def _pay_ways(self, p: int, god: int, task: int, pending: tuple[int, ...]) -> list[int]:
        """The payments for `god` that keep the `pending` gods payable and, for a Yellow God on
        `task`, leave the task at most one element short once paid (§4.6.5). Decision: the task
        is checked after the payment, so what pays for the god cannot count toward the task."""
        ways = self._payments(p, god)
        if pending or task >= 0:
            kept = []
            for way in ways:
                undo = self._pay(p, god, way)
                ok = (not pending or self._can_pay(p, pending)) and (
                    task < 0 or self._task_shortfall(p, task) <= 1)
                self._unpay(p, undo)
                if ok:
                    kept.append(way)
            ways = kept
        return ways

    def _apply_pay(self, frame: tuple, way: int) -> None:
        _, p, god, _task = frame
        colour, cards, _tiles = self._pay(p, god, way)
        if colour < 0:
            self.god_tiles_gone += 1
        else:
            self.discard[colour] += cards
        if self._muted:
            return  # a search copy: no log line, so none of its words either
        self._say("{who} plays the {god} ({how})", who=SEAT_COLOURS[p], god=GOD_NAMES[god],
                  how=said_now(pay_words, colour, cards))

    # == Phase B: men and women (§4.5) =========================================================

    def _kinds(self, p: int) -> list[int]:
        """The (gender, ability) index, gender * 12 + ability, of each tile of p, ascending."""
        kind = self.board.tile_kind
        kinds = [kind[t] for t in self.grid[p] if t >= 0]
        kinds.sort()
        return kinds

    def _ability_amount(self, ability: int, tiles: int, doubled: int) -> int:
        """§6.3: the effect of 1-3 identical tiles; a Green God doubles it, values cap at 6
        (§9 A20)."""
        effect = ABILITY_EFFECT[ability]  # (conditionals, not min: a builtin's call costs more)
        amount = effect[tiles - 1 if tiles < len(effect) else len(effect) - 1]
        if doubled:
            amount *= 2
            if ability in VALUE_ABILITIES and amount > DIE_FACES:
                amount = DIE_FACES
        return amount

    def _ability_possible(self, p: int, ability: int, amount: int) -> bool:
        """§4.5: an ability follows the matching action's requirements (§9 A15)."""
        if ability in (AB_LAND, AB_WATER):
            return self._huts_on_grid(p) > 0 and self._cheapest_paths(p)[ability - AB_LAND] <= amount
        if ability in (AB_WOMAN, AB_MAN):
            row = self.women_board if ability == AB_WOMAN else self.men_board
            return EMPTY in self.grid[p] and lowest_space(row) <= amount
        if ability == AB_BUILD:
            return self._has_material_pair(p) and self._lowest_unbuilt(p) <= amount
        if ability == AB_MOVE_HUT:
            return self._can_move_hut(p)
        if ability == AB_GOD_CARD:
            return self._cards_available()
        return True

    def _legal_activate(self, frame: tuple) -> list[int]:
        """§4.5, §4.6.4: one man and one woman ability, each combining all identical tiles;
        a Green God (one per Phase B) doubles one activation or allows one extra activation
        of a (gender, ability) not yet activated (§9 A19). Decision: an activation always uses
        all identical tiles (more are never worse), and the extra one is offered once that
        gender's own activation is spent."""
        return self._activate_options(frame, self._can_pay(frame[1], (GREEN,)))

    def _activate_options(self, frame: tuple, can_green: bool) -> list[int]:
        """The Phase B choices, given whether p can pay for a Green God."""
        _, p, flags, done = frame
        kinds = self._kinds(p)
        nab = len(ABILITIES)
        green = not flags & GREEN_PLAYED and can_green
        out = []
        extra_wanted = False
        for k in dict.fromkeys(kinds):  # each kind p has, ascending: by gender, then ability
            if done >> k & 1:
                continue
            g = int(k >= nab)
            normal = not flags & USED_FLAG[g]
            if not (normal or flags & EXTRA_SLOT) and not green:
                continue
            ability = k - g * nab
            n = kinds.count(k)
            amount = self._ability_amount(ability, n, 0)
            possible = self._ability_possible(p, ability, amount)
            if normal or flags & EXTRA_SLOT:
                if possible:
                    out.append(activate_action(g, ability, 0))
                if green and self._ability_possible(p, ability, self._ability_amount(ability, n, 1)):
                    out.append(activate_action(g, ability, 1))
            elif green and possible:
                extra_wanted = True
        base = OFFSET[ACTIVATE]
        if extra_wanted:
            out.append(base + A_EXTRA)
        out.append(base + A_DONE)
        return out

    def _apply_activate(self, frame: tuple, index: int) -> None:
        _, p, flags, done = frame
        if index == A_DONE:
            return
        if index == A_EXTRA:
            self.stack.append((ACTIVATE, p, flags | GREEN_PLAYED | EXTRA_SLOT, done))
            self.stack.append((PAY, p, GREEN, -1))
            return
        k, doubled = divmod(index, 2)
        g, ability = divmod(k, len(ABILITIES))
        if not flags & USED_FLAG[g]:
            flags |= USED_FLAG[g]
        else:
            flags &= ~EXTRA_SLOT
        if doubled:
            flags |= GREEN_PLAYED
        self.stack.append((ACTIVATE, p, flags, done | 1 << k))
        amount = self._ability_amount(ability, self._kinds(p).count(k), doubled)
        self.stack.append((DO_ABILITY, p, ability, amount))
        if doubled:
            self.stack.append((PAY, p, GREEN, -1))

    def _do_ability(self, frame: tuple) -> None:
        """§6.3: carry out an ability as if a die of the ability's value were placed. Decision:
        materials and god cards are taken in full; moving huts may stop early."""
        _, p, ability, amount = frame
        if ability in (AB_LAND, AB_WATER):
            self.stack.append((EXPAND, p, ability - AB_LAND, amount))
        elif ability in (AB_WOMAN, AB_MAN):
            self.stack.append((TAKE, p, int(ability == AB_WOMAN), amount))
        elif ability == AB_BUILD:
            self.stack.append((BUILD, p, amount))
        elif ability == AB_MATERIAL:
            self.stack.append((MATERIAL, p, -1, amount))
        elif ability == AB_MOVE_HUT:
            self.stack.append((MOVE_HUT, p, amount))
        elif ability == AB_VP:
            self.score[p] += amount
        elif ability == AB_GOD_CARD:
            self.stack.append((DRAW, p, amount))
        elif ability == AB_OFFERING:
            self.offerings[p] += amount
        elif ability == AB_STATUS:
            self._advance_status(p, amount)
        else:
            self.shells[p] += amount

    def _legal_move_hut(self, frame: tuple) -> list[int]:
        """§6.3 move hut: up to k huts to space 12. Decision: the player may stop early."""
        base = OFFSET[MOVE_HUT]
        return [base, base + 1] if self._can_move_hut(frame[1]) else [base + 1]

    def _apply_move_hut(self, frame: tuple, index: int) -> None:
        _, p, count = frame
        if index == 0:
            self._move_hut_to_12(p)
            if count > 1:
                self.stack.append((MOVE_HUT, p, count - 1))
