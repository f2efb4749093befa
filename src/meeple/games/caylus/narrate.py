"""Caylus moves told in words (`narrate`) and the final score by category (`score_breakdown`).

`narrate(state, action)` describes the seat to move's legal `action` as a sentence fragment
that follows the seat's colour: "Blue places a worker on the peddler@7 (1 denier)". Caylus
has no hidden information, so every viewer reads the same words.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from meeple.core.i18n import N_, Message, ntr, tr
from meeple.games.caylus import actions as A
from meeple.games.caylus import data as D
from meeple.games.caylus import view as V

if TYPE_CHECKING:
    from meeple.games.caylus.state import CaylusState

B = D.BUILDINGS
# the special buildings as narration names them; a translation gives the name alone, as it
# follows a noun ("on the space {target}")
SPECIAL_WORDS = (N_("the Gate"), N_("the Trading Post"), N_("the Merchants' Guild"),
                 N_("the Joust Field"), N_("the Stables"), N_("the Inn"))


def narrate(state: CaylusState, action: int) -> Message:
    kind, k = A.decode(action)
    frame = state.stack[-1] if state.stack else (kind, -1)
    return _WORDS[kind](state, frame, k)


def deniers(n: int) -> Message:
    return ntr("{n} denier", "{n} deniers", n)


def _target(state: CaylusState, k: int) -> str:
    if k < A.T_ROAD:
        return SPECIAL_WORDS[k - A.T_SPECIAL]
    if k < A.T_CASTLE:
        return V.road_words(state, k - A.T_ROAD)
    return tr("the castle")


def _place(state: CaylusState, frame: tuple, k: int) -> Message:
    seat = frame[1]
    if k == A.T_NONE:
        if state.passing:
            return tr("passes for this turn")
        return tr("passes for this turn (first to pass: +{n} denier)", n=D.FIRST_PASS_BONUS)
    if seat < 0:
        return tr("places a worker on {target}", target=_target(state, k))
    cost = state.bridge_cost(seat)
    if A.T_ROAD <= k < A.T_CASTLE and state.owner[k - A.T_ROAD] == seat:
        cost = min(D.OWN_BUILDING_COST, cost)
    return tr("places a worker on {target} ({cost})", target=_target(state, k), cost=deniers(cost))


def _gate(state: CaylusState, frame: tuple, k: int) -> Message:
    if k == A.T_NONE:
        return tr("takes the Gate worker back")
    return tr("moves the Gate worker to {target}", target=_target(state, k))


def _move(guild: bool) -> Callable[[CaylusState, tuple, int], Message]:
    def words(state: CaylusState, frame: tuple, k: int) -> Message:
        d = k - A.MOVE_ZERO
        if not d:
            if guild:
                return tr("leaves the Provost on space {space} (Merchants' Guild, free)",
                          space=state.provost + 1)
            return tr("leaves the Provost on space {space}", space=state.provost + 1)
        to = state.provost + d + 1
        if guild:
            if d > 0:
                return ntr("moves the Provost {n} space forward to space {to} (Merchants' Guild, "
                           "free)", "moves the Provost {n} spaces forward to space {to} "
                           "(Merchants' Guild, free)", d, to=to)
            return ntr("moves the Provost {n} space back to space {to} (Merchants' Guild, free)",
                       "moves the Provost {n} spaces back to space {to} (Merchants' Guild, free)",
                       -d, to=to)
        cost = deniers(abs(d) * D.PROVOST_SPACE_COST)
        if d > 0:
            return ntr("moves the Provost {n} space forward to space {to} ({cost})",
                       "moves the Provost {n} spaces forward to space {to} ({cost})", d, to=to,
                       cost=cost)
        return ntr("moves the Provost {n} space back to space {to} ({cost})",
                   "moves the Provost {n} spaces back to space {to} ({cost})", -d, to=to,
                   cost=cost)
    return words


def _take(state: CaylusState, frame: tuple, k: int) -> Message:
    n, what = k % 2 + 1, D.RESOURCES[k // 2]
    if frame[0] == A.K_TAKE:
        return tr("takes {n} {resource} at {building}", n=n, resource=what,
                  building=V.road_words(state, frame[3]))
    return tr("takes {n} {resource}", n=n, resource=what)


def _build(state: CaylusState, frame: tuple, k: int) -> Message:
    if not k:
        return tr("declines to build")
    tile = k - 1
    return tr("builds the {building} ({cost}; +{pp} PP)", building=B[tile].name,
              cost=V.cost_words(tile), pp=state.vp[tile])


# the exchange buildings' names as a title (the narration capitalizes them)
TRADE_TITLES = {D.S_TAILOR: N_("Tailor"), D.S_CHURCH: N_("Church"), D.S_BANK: N_("Bank"),
                D.S_ALCHEMIST: N_("Alchemist"), D.S_JEWELLER: N_("Jeweller")}


def _trade(state: CaylusState, frame: tuple, k: int) -> Message:
    building = state.trade_building()
    if building < 0:
        return tr("declines the building") if not k else tr("makes exchange {k}", k=k)
    name = TRADE_TITLES.get(building, B[building].name)
    if not k:
        return tr("declines the {building}", building=name)
    return tr("trades {exchange} at the {building}",
              exchange=V.trade_words(state.trades_of(building)[k - 1]), building=name)


def _castle(state: CaylusState, frame: tuple, k: int) -> Message:
    if k:
        a, b = D.BATCHES[k - 1]
        s = state._castle_section()
        where = D.SECTION_NAMES[s] if s < len(D.SECTION_NAMES) else N_("castle")
        return tr("builds a house in the {section} (food, {a} and {b})", section=where,
                  a=D.RESOURCES[a], b=D.RESOURCES[b])
    if len(frame) > 2 and not frame[2]:
        return tr("gives no batch to the castle (-{n} PP)", n=D.CASTLE_PENALTY)
    return tr("stops building in the castle")


def _favor(state: CaylusState, frame: tuple, k: int) -> Message:
    line, col, _ = A.FAVOR_OPTIONS[k]
    return tr("takes the royal favor {favor} ({line} line)", favor=V.favor_words(k, col),
              line=D.FAVOR_LINES[line])


def _convert(state: CaylusState, frame: tuple, k: int) -> Message:
    if not k:
        return tr("declines the conversion to a residence")
    return tr("converts {building} to a residence (+{n} PP)", building=V.road_words(state, k - 1),
              n=D.RESIDENCE_PP)


def _sell(state: CaylusState, frame: tuple, k: int) -> Message:
    if not k:
        return tr("sells nothing at the market")
    if frame[0] == A.K_SELL:
        return tr("sells 1 {resource} for {price}", resource=D.RESOURCES[k - 1],
                  price=deniers(frame[2]))
    return tr("sells 1 {resource}", resource=D.RESOURCES[k - 1])


def _buy(state: CaylusState, frame: tuple, k: int) -> Message:
    if not k:
        return tr("stops buying at the peddler")
    price = frame[3] if frame[0] == A.K_BUY else 1
    return tr("buys 1 {resource} for {price}", resource=D.RESOURCES[k - 1], price=deniers(price))


def _joust(state: CaylusState, frame: tuple, k: int) -> Message:
    if not k:
        return tr("declines the Joust Field")
    return tr("pays {d} denier and {c} cloth at the Joust Field for a royal favor",
              d=D.JOUST_DENIERS, c=D.JOUST_CLOTH)


_WORDS: tuple[Callable[[CaylusState, tuple, int], Message], ...] = (
    _place,
    _gate,
    _move(True),
    _joust,
    lambda s, f, k: tr("keeps the worker on the Inn") if k
    else tr("takes the worker back from the Inn"),
    _move(False),
    _take,
    lambda s, f, k: tr("takes 1 {resource} as the owner's bonus", resource=D.RESOURCES[k]),
    _build,
    lambda s, f, k: tr("builds on {building}", building=V.road_words(s, k)),
    lambda s, f, k: tr("pays 1 {resource}", resource=D.RESOURCES[k]),
    _convert,
    _sell,
    _buy,
    _trade,
    _castle,
    _favor,
    lambda s, f, k: tr("takes 1 {resource} from the favor exchange", resource=D.RESOURCES[k]),
)


# -- the final score by category (§7.2) --------------------------------------------------------

CATEGORIES = (N_("during the game"), N_("gold"), N_("cubes"), N_("deniers"))  # translated when shown


def score_breakdown(state: CaylusState) -> list[dict[str, int]]:
    """Per seat: the PP gained during the game, and (once the game is over) the final
    conversions of §7.2: gold, the other cubes, deniers. They sum to `scores()`."""
    from meeple.games.caylus.state import Phase

    out = []
    for seat in range(state.num_players):
        gold = other = money = 0
        if state.phase == Phase.OVER:
            cubes = state.cubes[seat]
            gold = D.GOLD_PP * cubes[D.GOLD]
            other = sum(cubes[:D.GOLD]) // D.CUBES_PER_PP
            money = state.deniers[seat] // D.DENIERS_PER_PP
        during = state.pp[seat] - gold - other - money
        out.append(dict(zip(CATEGORIES, (during, gold, other, money), strict=True)))
    return out
