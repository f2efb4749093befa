"""Caylus moves told in words (`narrate`) and the final score by category (`score_breakdown`).

`narrate(state, action)` describes the seat to move's legal `action` as a sentence fragment
that follows the seat's colour: "Blue places a worker on the peddler@7 (1 denier)". Caylus
has no hidden information, so every viewer reads the same words.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from meeple.games.caylus import actions as A
from meeple.games.caylus import data as D
from meeple.games.caylus import view as V

if TYPE_CHECKING:
    from meeple.games.caylus.state import CaylusState

B = D.BUILDINGS
SPECIAL_WORDS = ("the Gate", "the Trading Post", "the Merchants' Guild", "the Joust Field",
                 "the Stables", "the Inn")


def narrate(state: CaylusState, action: int) -> str:
    kind, k = A.decode(action)
    frame = state.stack[-1] if state.stack else (kind, -1)
    return _WORDS[kind](state, frame, k)


def _plural(n: int, word: str) -> str:
    return V._plural(n, word)


def _target(state: CaylusState, k: int) -> str:
    if k < A.T_ROAD:
        return SPECIAL_WORDS[k - A.T_SPECIAL]
    if k < A.T_CASTLE:
        return f"the {A.road_label(state, k - A.T_ROAD)}"
    return "the castle"


def _place(state: CaylusState, frame: tuple, k: int) -> str:
    seat = frame[1]
    if k == A.T_NONE:
        first = "" if state.passing else f" (first to pass: +{D.FIRST_PASS_BONUS} denier)"
        return f"passes for this turn{first}"
    if seat < 0:
        return f"places a worker on {_target(state, k)}"
    cost = state.bridge_cost(seat)
    if A.T_ROAD <= k < A.T_CASTLE and state.owner[k - A.T_ROAD] == seat:
        cost = min(D.OWN_BUILDING_COST, cost)
    return f"places a worker on {_target(state, k)} ({_plural(cost, 'denier')})"


def _gate(state: CaylusState, frame: tuple, k: int) -> str:
    if k == A.T_NONE:
        return "takes the Gate worker back"
    return f"moves the Gate worker to {_target(state, k)}"


def _move(by: str) -> Callable[[CaylusState, tuple, int], str]:
    def words(state: CaylusState, frame: tuple, k: int) -> str:
        d = k - A.MOVE_ZERO
        if not d:
            return f"leaves the Provost on space {state.provost + 1}{by}"
        way = "forward" if d > 0 else "back"
        cost = "" if by else f" ({_plural(abs(d) * D.PROVOST_SPACE_COST, 'denier')})"
        return (f"moves the Provost {_plural(abs(d), 'space')} {way} to space "
                f"{state.provost + d + 1}{by}{cost}")
    return words


def _take(state: CaylusState, frame: tuple, k: int) -> str:
    where = f" at the {A.road_label(state, frame[3])}" if frame[0] == A.K_TAKE else ""
    return f"takes {k % 2 + 1} {D.RESOURCES[k // 2]}{where}"


def _build(state: CaylusState, frame: tuple, k: int) -> str:
    if not k:
        return "declines to build"
    tile = k - 1
    cost = V.cost_text(tile).replace("any", " any cube")
    return f"builds the {B[tile].name} ({cost}; +{state.vp[tile]} PP)"


def _trade(state: CaylusState, frame: tuple, k: int) -> str:
    building = state.trade_building()
    name = B[building].name.capitalize() if building >= 0 else "building"
    if not k:
        return f"declines the {name}"
    if building < 0:
        return f"makes exchange {k}"
    return f"trades {V.trade_words(state.trades_of(building)[k - 1])} at the {name}"


def _castle(state: CaylusState, frame: tuple, k: int) -> str:
    if k:
        a, b = D.BATCHES[k - 1]
        s = state._castle_section()
        where = D.SECTION_NAMES[s] if s < len(D.SECTION_NAMES) else "castle"
        return f"builds a house in the {where} (food, {D.RESOURCES[a]} and {D.RESOURCES[b]})"
    if len(frame) > 2 and not frame[2]:
        return f"gives no batch to the castle (-{D.CASTLE_PENALTY} PP)"
    return "stops building in the castle"


def _favor(state: CaylusState, frame: tuple, k: int) -> str:
    line, col, _ = A.FAVOR_OPTIONS[k]
    return f"takes the royal favor {V.favor_words(k, col)} ({D.FAVOR_LINES[line]} line)"


def _convert(state: CaylusState, frame: tuple, k: int) -> str:
    if not k:
        return "declines the conversion to a residence"
    return f"converts the {A.road_label(state, k - 1)} to a residence (+{D.RESIDENCE_PP} PP)"


def _sell(state: CaylusState, frame: tuple, k: int) -> str:
    if not k:
        return "sells nothing at the market"
    price = frame[2] if frame[0] == A.K_SELL else "some"
    return f"sells 1 {D.RESOURCES[k - 1]} for {price} deniers"


def _buy(state: CaylusState, frame: tuple, k: int) -> str:
    if not k:
        return "stops buying at the peddler"
    price = frame[3] if frame[0] == A.K_BUY else 1
    return f"buys 1 {D.RESOURCES[k - 1]} for {_plural(price, 'denier')}"


_WORDS: tuple[Callable[[CaylusState, tuple, int], str], ...] = (
    _place,
    _gate,
    _move(" (Merchants' Guild, free)"),
    lambda s, f, k: (f"pays {D.JOUST_DENIERS} denier and {D.JOUST_CLOTH} cloth at the Joust "
                     "Field for a royal favor") if k else "declines the Joust Field",
    lambda s, f, k: "keeps the worker on the Inn" if k else "takes the worker back from the Inn",
    _move(""),
    _take,
    lambda s, f, k: f"takes 1 {D.RESOURCES[k]} as the owner's bonus",
    _build,
    lambda s, f, k: f"builds on the {A.road_label(s, k)}",
    lambda s, f, k: f"pays 1 {D.RESOURCES[k]}",
    _convert,
    _sell,
    _buy,
    _trade,
    _castle,
    _favor,
    lambda s, f, k: f"takes 1 {D.RESOURCES[k]} from the favor exchange",
)


# -- the final score by category (§7.2) --------------------------------------------------------

CATEGORIES = ("during the game", "gold", "cubes", "deniers")


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
