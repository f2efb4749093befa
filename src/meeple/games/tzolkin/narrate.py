"""Moves told in words: `narrate(state, action, viewer)` is the sentence fragment after the
mover's colour ("places a worker on Tikal (2 corn)"), hiding a kept wealth tile from others.

The texts of the gear actions are built from the `data.py` numbers once, at import.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from meeple.games.tzolkin import actions as A
from meeple.games.tzolkin import state as S
from meeple.games.tzolkin.data import (
    CHICHEN,
    CHICHEN_ACTIONS,
    GEAR_ACTIONS,
    GEAR_TITLES,
    GEARS,
    HARVEST_CORN,
    HARVEST_WOOD,
    MARKET_RATE,
    PALENQUE,
    TECH_TITLES,
    TEMPLE_TITLES,
    TIKAL,
    UXMAL,
    UXMAL_ANY_ACTION_CORN,
    UXMAL_TEMPLE_CORN,
    YAXCHILAN,
    YAXCHILAN_GAINS,
)

if TYPE_CHECKING:
    from meeple.games.tzolkin.state import TzolkinState

RESOURCE_TITLES = ("wood", "stone", "gold")  # the answer order of pay/gain/sell/buy
GOOD_TITLES = ("corn", "wood", "stone", "gold", "crystal skull")


def _gains(gains: tuple[int, ...]) -> str:
    return " and ".join(f"{n} {GOOD_TITLES[i]}" for i, n in enumerate(gains) if n)


def _gear_action_text(g: int, q: int) -> str:
    """§4.2-§4.6: what action q of gear g does, in a few words."""
    if g == PALENQUE:
        if q == 1:
            return f"fishing, {HARVEST_CORN[1]} corn"
        wood = f" or {HARVEST_WOOD[q]} wood" if HARVEST_WOOD[q] else ""
        return f"a harvest of {HARVEST_CORN[q]} corn{wood}"
    if g == YAXCHILAN:
        return _gains(YAXCHILAN_GAINS[q])
    if g == TIKAL:
        return ("a technology step", "a building", "one or two technology steps",
                "one or two buildings, or a monument", "two temple steps for 1 resource")[q - 1]
    if g == UXMAL:
        return (f"a temple step for {UXMAL_TEMPLE_CORN} corn", "the market", "a new worker",
                "a building paid in corn", f"any action for {UXMAL_ANY_ACTION_CORN} corn")[q - 1]
    vp, temple, resource = CHICHEN_ACTIONS[q]
    extra = ", a resource" if resource else ""
    return f"{vp} VP, {TEMPLE_TITLES[temple]} +1{extra}"


ACTION_TEXT = {(g, q): _gear_action_text(g, q) for g in GEARS
               for q in range(1, GEAR_ACTIONS[g] + 1)}
HARVEST_TEXT = ("takes a wood tile", "takes a corn tile",
                "burns the forest (the gods are angered)", "harvests corn without a tile")


def gear_action(g: int, q: int) -> str:
    """'Tikal 2 (a building)': a gear action and what it does."""
    return f"{GEAR_TITLES[g]} {q} ({ACTION_TEXT[(g, q)]})"


def narrate(state: TzolkinState, action: int, viewer: int | None) -> str:
    """The seat to move's `action` in words, as `viewer` may see it (None: every seat)."""
    frame = state.stack[-1] if state.stack else (None, -1, 0, 0)
    if A.KEEP <= action < A.BEG:
        if viewer != frame[1]:
            return "keeps a Starting Wealth tile"
        return f"keeps the Starting Wealth tile W{action - A.KEEP + 1}"
    if action == A.BEG:
        return "begs for corn (a temple marker goes down)"
    if action == A.DONE:
        return _done(frame[0])
    if action == A.NOTHING:
        return "takes no action with the worker"
    if action < A.PICKUP:
        return _place(state, frame, action - A.PLACE)
    if action < A.PERFORM:
        g, pos = A.pickup_of(action)
        return f"picks up the worker at {GEAR_TITLES[g]} {pos}"
    if action < A.HARVEST:
        g, q = A.perform_of(action)
        if g == CHICHEN:
            return f"offers a crystal skull at {gear_action(g, q)}"
        return f"performs {gear_action(g, q)}"
    return _answer(action)


def _done(kind: int | None) -> str:
    return {S.PLACE_MORE: "places no more workers", S.PICK_UP_MORE: "picks up no more workers",
            S.MARKET_TRADE: "ends the trade", S.ANY_ACTION_CHOICE: "declines the extra action",
            S.THEOLOGY_STEP: "declines the Theology temple step",
            S.ADVANCE_TECH: "declines the second technology step",
            S.BUILD_CHOICE: "builds nothing more"}.get(kind, "passes")


def _place(state: TzolkinState, frame: tuple, target: int) -> str:
    placed = frame[2] if frame[0] == S.PLACE_MORE else 0
    where = "the First Player space" if target == A.FIRST_PLAYER_SPACE else GEAR_TITLES[target]
    p = frame[1]
    cost = state._spot_cost(target)
    if cost < 0 or placed >= len(S.PLACEMENT_EXTRA):
        return f"places a worker on {where}"
    cost += S.PLACEMENT_EXTRA[placed]
    if frame[0] == S.TURN and p >= 0 and cost > state.goods[p][0]:
        return f"places a worker on {where} for free (mercy rule)"
    return f"places a worker on {where} ({cost} corn)"


def _answer(action: int) -> str:
    """The answers to the small questions inside an action."""
    if action < A.UP:
        return HARVEST_TEXT[action - A.HARVEST]
    if action < A.DOWN:
        return f"moves up in the temple of {TEMPLE_TITLES[action - A.UP]}"
    if action < A.TECH:
        return f"moves down in the temple of {TEMPLE_TITLES[action - A.DOWN]}"
    if action < A.PAY:
        return f"advances in {TECH_TITLES[action - A.TECH]}"
    if action < A.GAIN:
        return f"pays 1 {RESOURCE_TITLES[action - A.PAY]}"
    if action < A.BUILD:
        return f"gains 1 {RESOURCE_TITLES[action - A.GAIN]}"
    if action < A.MONUMENT:
        from meeple.games.tzolkin.view import building_text

        return f"builds {building_text(action - A.BUILD)}"
    if action < A.ARCH_HERE:
        from meeple.games.tzolkin.view import monument_text

        return f"builds the monument {monument_text(action - A.MONUMENT)}"
    if action == A.ARCH_HERE:
        return "uses the Architecture discount on this building"
    if action == A.ARCH_LATER:
        return "keeps the Architecture discount for the second building"
    if action < A.SELL:
        return f"leaves 1 {RESOURCE_TITLES[action - A.WAIVE]} unpaid (Architecture)"
    if action < A.BUY:
        r = action - A.SELL
        return f"sells 1 {RESOURCE_TITLES[r]} for {MARKET_RATE[r + 1]} corn"
    if action < A.ADVANCE_1:
        r = action - A.BUY
        return f"buys 1 {RESOURCE_TITLES[r]} for {MARKET_RATE[r + 1]} corn"
    if action == A.ADVANCE_1:
        return "advances the calendar 1 day"
    return "advances the calendar 2 days (the double advance)"

