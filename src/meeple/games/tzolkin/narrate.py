"""Moves told in words: `narrate(state, action, viewer)` is the sentence fragment after the
mover's colour ("places a worker on Tikal (2 corn)"), hiding a kept wealth tile from others.

The texts of the gear actions are built from the `data.py` numbers once, at import. Each text
is a `Message` (core/i18n.py): English when made, shown again in the viewer's language.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from meeple.core.i18n import N_, Message, in_language, join, ntr, tr
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
    SKULL,
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

RESOURCE_TITLES = (N_("wood"), N_("stone"), N_("gold"))  # the answer order of pay/gain/sell/buy
GOOD_TITLES = (N_("corn"), N_("wood"), N_("stone"), N_("gold"), N_("crystal skull"))
# Whole phrases per good ("1 wood", "2 stone"), so each language words its own plurals.
_GOOD_AMOUNTS = (N_("{n} corn"), N_("{n} wood"), N_("{n} stone"), N_("{n} gold"))


# The separators `join` translates ("1 corn and 1 stone", "Chaac or Kukulcan").
SEPARATORS = (N_(" and "), N_(" or "))


def good_amount(i: int, n: int) -> Message:
    if i == SKULL:
        return ntr("{n} crystal skull", "{n} crystal skulls", n)
    return tr(_GOOD_AMOUNTS[i], n=n)


def _gains(gains: tuple[int, ...]) -> Message:
    return join((good_amount(i, n) for i, n in enumerate(gains) if n), " and ")


_TIKAL_TEXT = (N_("a technology step"), N_("a building"), N_("one or two technology steps"),
               N_("one or two buildings, or a monument"), N_("two temple steps for 1 resource"))


def _gear_action_text(g: int, q: int) -> Message:
    """§4.2-§4.6: what action q of gear g does, in a few words."""
    if g == PALENQUE:
        if q == 1:
            return tr("fishing, {n} corn", n=HARVEST_CORN[1])
        if HARVEST_WOOD[q]:
            return tr("a harvest of {n} corn or {wood} wood", n=HARVEST_CORN[q],
                      wood=HARVEST_WOOD[q])
        return tr("a harvest of {n} corn", n=HARVEST_CORN[q])
    if g == YAXCHILAN:
        return _gains(YAXCHILAN_GAINS[q])
    if g == TIKAL:
        return tr(_TIKAL_TEXT[q - 1])
    if g == UXMAL:
        return (tr("a temple step for {n} corn", n=UXMAL_TEMPLE_CORN), tr("the market"),
                tr("a new worker"), tr("a building paid in corn"),
                tr("any action for {n} corn", n=UXMAL_ANY_ACTION_CORN))[q - 1]
    vp, temple, resource = CHICHEN_ACTIONS[q]
    if resource:
        return tr("{vp} VP, {temple} +1, a resource", vp=vp, temple=TEMPLE_TITLES[temple])
    return tr("{vp} VP, {temple} +1", vp=vp, temple=TEMPLE_TITLES[temple])


ACTION_TEXT = {(g, q): _gear_action_text(g, q) for g in GEARS
               for q in range(1, GEAR_ACTIONS[g] + 1)}
HARVEST_TEXT = (N_("takes a wood tile"), N_("takes a corn tile"),
                N_("burns the forest (the gods are angered)"),
                N_("harvests corn without a tile"))


def gear_action(g: int, q: int) -> Message:
    """'Tikal 2 (a building)': a gear action and what it does."""
    return tr("{gear} {q} ({what})", gear=GEAR_TITLES[g], q=q, what=ACTION_TEXT[(g, q)])


def narrate(state: TzolkinState, action: int, viewer: int | None) -> Message:
    """The seat to move's `action` in words, as `viewer` may see it (None: every seat)."""
    frame = state.stack[-1] if state.stack else (None, -1, 0, 0)
    return narrate_frame(frame, action, viewer, *place_values(state, frame, action))


def place_values(state: TzolkinState, frame: tuple, action: int) -> tuple[int, int]:
    """What a placement's words read of the state: the spot's cost and the mover's corn (0, 0
    for any other action); the rest of a narration is the frame and the action."""
    if not A.PLACE <= action < A.PICKUP:
        return 0, 0
    p = frame[1]
    return state._spot_cost(action - A.PLACE), state.goods[p][0] if p >= 0 else 0


def only_choice_words(who: str, frame: tuple, action: int, cost: int, corn: int,
                      lang: str) -> Message:
    """A forced move's log line, made when the log is read from the values taken when it was
    logged: the move narrated in the language of that moment (as the message made then was),
    the line in the reader's."""
    return tr("{who} {move} (only choice)", who=who,
              move=in_language(lang, narrate_frame, frame, action, None, cost, corn))


def narrate_frame(frame: tuple, action: int, viewer: int | None, cost: int, corn: int) -> Message:
    """`narrate` of the decision `frame`, with a placement's `place_values`."""
    if A.KEEP <= action < A.BEG:
        if viewer != frame[1]:
            return tr("keeps a Starting Wealth tile")
        return tr("keeps the Starting Wealth tile W{n}", n=action - A.KEEP + 1)
    if action == A.BEG:
        return tr("begs for corn (a temple marker goes down)")
    if action == A.DONE:
        return tr(_done(frame[0]))
    if action == A.NOTHING:
        return tr("takes no action with the worker")
    if action < A.PICKUP:
        return _place(frame, action - A.PLACE, cost, corn)
    if action < A.PERFORM:
        g, pos = A.pickup_of(action)
        return tr("picks up the worker at {gear} {pos}", gear=GEAR_TITLES[g], pos=pos)
    if action < A.HARVEST:
        g, q = A.perform_of(action)
        if g == CHICHEN:
            return tr("offers a crystal skull at {action}", action=gear_action(g, q))
        return tr("performs {action}", action=gear_action(g, q))
    return _answer(action)


_DONE = {S.PLACE_MORE: N_("places no more workers"),
         S.PICK_UP_MORE: N_("picks up no more workers"),
         S.MARKET_TRADE: N_("ends the trade"), S.ANY_ACTION_CHOICE: N_("declines the extra action"),
         S.THEOLOGY_STEP: N_("declines the Theology temple step"),
         S.ADVANCE_TECH: N_("declines the second technology step"),
         S.BUILD_CHOICE: N_("builds nothing more")}


def _done(kind: int | None) -> str:
    return _DONE.get(kind, N_("passes"))


def _place(frame: tuple, target: int, cost: int, corn: int) -> Message:
    placed = frame[2] if frame[0] == S.PLACE_MORE else 0
    p = frame[1]
    fp = target == A.FIRST_PLAYER_SPACE
    if cost < 0 or placed >= len(S.PLACEMENT_EXTRA):
        if fp:
            return tr("places a worker on the First Player space")
        return tr("places a worker on {gear}", gear=GEAR_TITLES[target])
    cost += S.PLACEMENT_EXTRA[placed]
    if frame[0] == S.TURN and p >= 0 and cost > corn:
        if fp:
            return tr("places a worker on the First Player space for free (mercy rule)")
        return tr("places a worker on {gear} for free (mercy rule)", gear=GEAR_TITLES[target])
    if fp:
        return tr("places a worker on the First Player space ({n} corn)", n=cost)
    return tr("places a worker on {gear} ({n} corn)", gear=GEAR_TITLES[target], n=cost)


# Whole phrases per resource, so each language declines the resource as its grammar needs.
_PAYS = (N_("pays 1 wood"), N_("pays 1 stone"), N_("pays 1 gold"))
_GAINS = (N_("gains 1 wood"), N_("gains 1 stone"), N_("gains 1 gold"))
_WAIVES = (N_("leaves 1 wood unpaid (Architecture)"), N_("leaves 1 stone unpaid (Architecture)"),
           N_("leaves 1 gold unpaid (Architecture)"))
_SELLS = (N_("sells 1 wood for {n} corn"), N_("sells 1 stone for {n} corn"),
          N_("sells 1 gold for {n} corn"))
_BUYS = (N_("buys 1 wood for {n} corn"), N_("buys 1 stone for {n} corn"),
         N_("buys 1 gold for {n} corn"))


def _answer(action: int) -> Message:
    """The answers to the small questions inside an action."""
    if action < A.UP:
        return tr(HARVEST_TEXT[action - A.HARVEST])
    if action < A.DOWN:
        return tr("moves up in the temple of {god}", god=TEMPLE_TITLES[action - A.UP])
    if action < A.TECH:
        return tr("moves down in the temple of {god}", god=TEMPLE_TITLES[action - A.DOWN])
    if action < A.PAY:
        return tr("advances in {tech}", tech=TECH_TITLES[action - A.TECH])
    if action < A.GAIN:
        return tr(_PAYS[action - A.PAY])
    if action < A.BUILD:
        return tr(_GAINS[action - A.GAIN])
    if action < A.MONUMENT:
        from meeple.games.tzolkin.view import building_text

        return tr("builds {building}", building=building_text(action - A.BUILD))
    if action < A.ARCH_HERE:
        from meeple.games.tzolkin.view import monument_text

        return tr("builds the monument {monument}", monument=monument_text(action - A.MONUMENT))
    if action == A.ARCH_HERE:
        return tr("uses the Architecture discount on this building")
    if action == A.ARCH_LATER:
        return tr("keeps the Architecture discount for the second building")
    if action < A.SELL:
        return tr(_WAIVES[action - A.WAIVE])
    if action < A.BUY:
        r = action - A.SELL
        return tr(_SELLS[r], n=MARKET_RATE[r + 1])
    if action < A.ADVANCE_1:
        r = action - A.BUY
        return tr(_BUYS[r], n=MARKET_RATE[r + 1])
    if action == A.ADVANCE_1:
        return tr("advances the calendar 1 day")
    return tr("advances the calendar 2 days (the double advance)")
