"""Caylus rules, the tables the rules modules share (state.py and its mixin road.py): the
buildings' columns derived from `data.py`, the decisions' action offsets, and the phases.
Plain module-level tuples, read as globals in the hot paths."""

from __future__ import annotations

from meeple.core.i18n import N_
from meeple.games.caylus import actions as A
from meeple.games.caylus import data as D

B = D.BUILDINGS
CATEGORY = tuple(b.category for b in B)
EFFECT = tuple(b.effect for b in B)
PARAM = tuple(b.param for b in B)
COST = tuple(b.cost for b in B)
ANY_CUBES = tuple(b.any_cubes for b in B)
FAVORS = tuple(b.favors for b in B)
INCOME = tuple(b.income for b in B)
# workers may stand on neutral, fixed, wooden and stone buildings (§3.2)
ACCEPTS_WORKER = tuple(c in (D.NEUTRAL, D.FIXED, D.WOODEN, D.STONE_B) for c in CATEGORY)
TILES_OF = tuple(tuple(t for t in range(D.TILES) if CATEGORY[t] == c) for c in range(3))
CONVERTIBLE_OWN = tuple(c in (D.WOODEN, D.STONE_B) and b != D.W_LAWYER
                        for b, c in enumerate(CATEGORY))  # §3.5 c, A-7
# §3.5 b, §6.2 d: each tile's cubes to pay, by the `build` frame's discount: -1 none, WOOD
# (the Carpenter favor) or STONE (the Mason favor), FAVOR_BUILD_DISCOUNT less of it
NET_COST = {d: tuple(tuple(max(0, n - D.FAVOR_BUILD_DISCOUNT) if r == d else n
                           for r, n in enumerate(COST[t])) for t in range(D.TILES))
            for d in (-1, D.WOOD, D.STONE)}

OFF = A.OFFSET
O_PLACE, O_GATE, O_GUILD, O_JOUST, O_INN, O_PROVOST, O_TAKE, O_BONUS, O_BUILD, O_SITE = OFF[:10]
O_PAY, O_LAWYER, O_SELL, O_BUY, O_TRADE, O_CASTLE, O_FAVOR, O_GET = OFF[10:]
NOBODY = -1


class Phase:
    """The phases of a turn (§3), in the book's words; OVER once the Towers are scored."""

    INCOME, PLACEMENT, SPECIAL, PROVOST, ACTIVATION, CASTLE, END, OVER = range(8)
    NAMES = (N_("income"), N_("worker placement"), N_("special buildings"),
             N_("provost movement"), N_("activation of the road"), N_("castle construction"),
             N_("end of turn"), N_("game over"))
