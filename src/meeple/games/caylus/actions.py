"""The Caylus action space: one contiguous id range per decision kind, with named offsets.

`KINDS` is the one table: it gives each kind its name, size and notation function; the
offsets, `decode`, `action_to_str` and (through the base class) `str_to_action` all derive
from it. Ids are the same for every player count.

Kinds and their local indices:

  place    0 pass · 1..6 a special building · 7..34 road space 1..28 · 35 castle
  gate     the same targets as place; 0 takes the worker back (phase 3 a)
  guild    0..6: move the Provost -3..+3 (3 = leave it)
  joust    0 decline · 1 pay 1 denier + 1 cloth for a favor
  inn      0 take the worker back · 1 leave it on the right circle
  provost  0..6: move the Provost -3..+3 (3 = pass)
  take     resource*2 + count-1: which output of an "X or Y" production building
  bonus    resource: the owner's bonus cube of a stone production building
  build    0 decline · 1+tile: the tile to construct
  site     road space: the residence a prestige building replaces
  pay      resource: one cube of a payment where the player chooses the cubes
  lawyer   0 decline · 1+space: the building converted to a residence
  sell     0 decline · 1+resource: the cube sold at a marketplace
  buy      0 stop · 1+resource (not gold): a cube bought at a peddler
  trade    0 decline · 1+option: the exchange used at a Church/Tailor/Bank/Alchemist/Jeweller
  castle   0 stop · 1+batch: one batch (food + two cubes) given to the castle
  favor    an entry of FAVOR_OPTIONS: line and column of a royal favor
  get      resource (not gold): a cube taken by the favor exchange (resources line, column 4)
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from meeple.games.caylus import data as D

if TYPE_CHECKING:
    from meeple.games.caylus.state import CaylusState

# -- decision kinds ----------------------------------------------------------------------------

(K_PLACE, K_GATE, K_GUILD, K_JOUST, K_INN, K_PROVOST, K_TAKE, K_BONUS, K_BUILD, K_SITE,
 K_PAY, K_LAWYER, K_SELL, K_BUY, K_TRADE, K_CASTLE, K_FAVOR, K_GET) = range(18)

# local layout shared by `place` and `gate`
T_NONE = 0  # place: pass; gate: take the worker back
T_SPECIAL = 1  # + special building index (data.GATE..data.INN)
T_ROAD = 1 + len(D.SPECIAL_NAMES)  # + road index 0..27
T_CASTLE = T_ROAD + D.ROAD_LENGTH
TARGETS = T_CASTLE + 1

MOVE_ZERO = D.PROVOST_MOVE  # local index of "do not move" in guild/provost (move = local - 3)

# the favor options: (line, column 1..5, notation)
FAVOR_OPTIONS: tuple[tuple[int, int, str], ...] = (
    *((D.FAVOR_PRESTIGE, c, f"favor prestige +{pp}") for c, pp in enumerate(D.FAVOR_PP, 1)),
    *((D.FAVOR_DENIERS, c, f"favor deniers +{d}") for c, d in enumerate(D.FAVOR_DENIER_GAIN, 1)),
    (D.FAVOR_RESOURCES, 1, "favor food"),
    (D.FAVOR_RESOURCES, 2, "favor wood"),
    (D.FAVOR_RESOURCES, 2, "favor stone"),
    (D.FAVOR_RESOURCES, 3, "favor cloth"),
    (D.FAVOR_RESOURCES, 4, "favor exchange"),
    (D.FAVOR_RESOURCES, 5, "favor gold"),
    (D.FAVOR_BUILDINGS, 1, "favor buildings: nothing"),
    (D.FAVOR_BUILDINGS, 2, "favor carpenter"),
    (D.FAVOR_BUILDINGS, 3, "favor mason"),
    (D.FAVOR_BUILDINGS, 4, "favor lawyer"),
    (D.FAVOR_BUILDINGS, 5, "favor architect"),
)
F_FOOD, F_WOOD, F_STONE, F_CLOTH, F_EXCHANGE, F_GOLD = range(10, 16)
F_NOTHING, F_CARPENTER, F_MASON, F_LAWYER, F_ARCHITECT = range(16, 21)
FAVOR_BY_LINE = tuple(
    tuple(i for i, (line, _, _) in enumerate(FAVOR_OPTIONS) if line == ln) for ln in range(4)
)


# -- notation ----------------------------------------------------------------------------------


def road_label(state: CaylusState, i: int) -> str:
    """`farm@3`: the building's name and its road space (1-based), unique on the road."""
    b = state.road[i]
    return f"{D.BUILDINGS[b].name if b >= 0 else 'empty'}@{i + 1}"


def _target(state: CaylusState, k: int) -> str:
    if k < T_ROAD:
        return D.SPECIAL_NAMES[k - T_SPECIAL]
    if k < T_CASTLE:
        return road_label(state, k - T_ROAD)
    return "castle"


def _place(state: CaylusState, k: int) -> str:
    return "pass" if k == T_NONE else f"place {_target(state, k)}"


def _gate(state: CaylusState, k: int) -> str:
    return "gate: take back" if k == T_NONE else f"gate to {_target(state, k)}"


def _move(word: str) -> Callable[[CaylusState, int], str]:
    def text(state: CaylusState, k: int) -> str:
        d = k - MOVE_ZERO
        return f"{word} stay" if d == 0 else f"{word} {d:+d}"
    return text


def _take(state: CaylusState, k: int) -> str:
    return f"take {k % 2 + 1} {D.RESOURCES[k // 2]}"


def trade_text(option: tuple) -> str:
    """`trade 2 deniers for 3 pp`: one exchange of a Church, Tailor, Bank, Alchemist, Jeweller."""
    (pay, n), (gain, m) = option
    paid = ("denier", "cloth", "gold", "cube")[pay] + ("s" if n > 1 and pay in (0, 3) else "")
    got = "pp" if gain == D.GAIN_PP else "gold"
    return f"trade {n} {paid} for {m} {got}"


def _trade(state: CaylusState, k: int) -> str:
    if k == 0:
        return "trade: decline"
    building = state.trade_building()
    if building < 0:  # not the decision now: no building to name the exchange by
        return f"trade option {k}"
    return trade_text(state.trades_of(building)[k - 1])


def _castle(state: CaylusState, k: int) -> str:
    if k == 0:
        return "castle: stop"
    a, b = D.BATCHES[k - 1]
    return f"batch food+{D.RESOURCES[a]}+{D.RESOURCES[b]}"


class Kind:
    """One decision kind: its name, the size of its id range, its notation, its offset."""

    def __init__(self, name: str, size: int, text: Callable[[CaylusState, int], str]) -> None:
        self.name, self.size, self.text = name, size, text
        self.offset = 0


KINDS: tuple[Kind, ...] = (
    Kind("place", TARGETS, _place),
    Kind("gate", TARGETS, _gate),
    Kind("guild", 2 * D.GUILD_MOVE + 1, _move("guild provost")),
    Kind("joust", 2, lambda s, k: "joust: pay for a favor" if k else "joust: decline"),
    Kind("inn", 2, lambda s, k: "inn: stay" if k else "inn: leave"),
    Kind("provost", 2 * D.PROVOST_MOVE + 1, _move("provost")),
    Kind("take", 2 * len(D.RESOURCES), _take),
    Kind("bonus", len(D.RESOURCES), lambda s, k: f"bonus {D.RESOURCES[k]}"),
    Kind("build", 1 + D.TILES,
         lambda s, k: f"build {D.BUILDINGS[k - 1].name}" if k else "build: decline"),
    Kind("site", D.ROAD_LENGTH, lambda s, k: f"on {road_label(s, k)}"),
    Kind("pay", len(D.RESOURCES), lambda s, k: f"pay {D.RESOURCES[k]}"),
    Kind("lawyer", 1 + D.ROAD_LENGTH,
         lambda s, k: f"convert {road_label(s, k - 1)}" if k else "convert: decline"),
    Kind("sell", 1 + len(D.RESOURCES),
         lambda s, k: f"sell {D.RESOURCES[k - 1]}" if k else "sell: decline"),
    Kind("buy", 1 + len(D.NON_GOLD),
         lambda s, k: f"buy {D.RESOURCES[k - 1]}" if k else "buy: stop"),
    Kind("trade", 3, _trade),
    Kind("castle", 1 + len(D.BATCHES), _castle),
    Kind("favor", len(FAVOR_OPTIONS), lambda s, k: FAVOR_OPTIONS[k][2]),
    Kind("get", len(D.NON_GOLD), lambda s, k: f"get {D.RESOURCES[k]}"),
)

_offset = 0
for _kind in KINDS:
    _kind.offset = _offset
    _offset += _kind.size
NUM_ACTIONS = _offset
OFFSET: tuple[int, ...] = tuple(k.offset for k in KINDS)
KIND_OF: tuple[int, ...] = tuple(i for i, k in enumerate(KINDS) for _ in range(k.size))
LOCAL: tuple[int, ...] = tuple(j for k in KINDS for j in range(k.size))


def decode(action: int) -> tuple[int, int]:
    """(kind, local index) of an action id."""
    return KIND_OF[action], LOCAL[action]


def action_to_str(state: CaylusState, action: int) -> str:
    return KINDS[KIND_OF[action]].text(state, LOCAL[action])
