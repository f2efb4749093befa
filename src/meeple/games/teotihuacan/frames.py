"""Teotihuacan frame kinds and the modes frames carry: the constants the state (state.py)
and its mixins share."""

from __future__ import annotations

from meeple.games.teotihuacan import narrate as N

# -- frame kinds -----------------------------------------------------------------------------

(F_TURN, F_TURN_END, F_DOUBLE, F_DEST, F_ACTION, F_WOPT, F_FREE, F_EXTRA, F_RES, F_TEMPLE,
 F_CLAIM, F_POWER, F_ASCEND, F_SALARY, F_TECH, F_NOBLE_ROW, F_DECO_TILE, F_DECO_SPACE,
 F_PYR_TILE, F_PYR_POS, F_PYR_ROT, F_DISCOUNT, F_REPEAT, F_KEEP, F_DRAFT, F_PLACE, F_ORDER,
 F_PAUSE) = range(28)
DECISIONS = 28
assert (N._F_RES, N._F_KEEP) == (F_RES, F_KEEP)
# Decisions inside an action where the seat may also use its anytime Discovery tiles and pay
# the 3-cocoa unlock (§4.11, §4.14: "at any time during your turn"): the moments after the
# action began gaining things, where a tile gained (or a payment due) can make a difference.
# Not between picking a die and its destination (one physical move), nor in the middle of
# laying one Pyramid tile. F_TURN and F_TURN_END offer them on their own.
MIDTURN = frozenset((F_CLAIM, F_TEMPLE, F_RES, F_REPEAT, F_POWER, F_ASCEND, F_PYR_TILE,
                     F_PAUSE))
(A_END_TURN, A_MAIN, A_WORSHIP, A_CONSTR_END, A_START, A_SETUP_END, A_ECLIPSE,
 A_ECLIPSE_END, A_REFILL_SLOT, A_BOT_TURN) = range(100, 110)

# F_RES modes: gain a resource; pay one for 2 cocoa (R-ResToCocoa); pay one for R-Convert.
RES_GAIN, RES_TO_COCOA, RES_CONVERT = range(3)
# F_TEMPLE modes: a free advance; a paid one (R-Temple, 1 cocoa each, may stop).
TEMPLE_FREE, TEMPLE_PAID = range(2)
# F_CLAIM sources: 0..3 major steps, 4..6 Avenue steps, 7 a Starting tile's drawn tile (the
# frame names the Starting tile, whose drawn kind is `start_draws[tile]`).
SRC_AVENUE, SRC_START = 4, 7
# F_FREE purposes (what the payment is for; the continuation frame follows it).
PAY_MAIN, PAY_WORSHIP, PAY_UNLOCK, PAY_ASCEND = range(4)
# Worship options (§4.4 step 2): (a) the effect, (b) the tile, (c) both, and (c) once the
# order is settled as the effect first.
WOR_EFFECT, WOR_TILE, WOR_BOTH, WOR_EFFECT_THEN_TILE = range(4)
# F_POWER board values besides 1..8: any unlocked die in play, or the starting dice in hand.
ANY_BOARD, IN_HAND = 0, -1
