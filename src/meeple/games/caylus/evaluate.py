"""The Caylus position evaluation bots use: each seat's estimated chance of winning.

Each seat's final score is estimated from the rules' own accounting (spec §7.2 and the
phases of §3), then the estimates become win chances by a softmax whose temperature shrinks as
the game nears its end (an estimate is less sure early on). At the end it is `returns()`.

What a seat is worth besides its PP, by how far the game has to run (`f`: 1 early, 0 at the
end; the Bailiff's distance to the Towers' scoring space over a horizon of turns):

  gold       3 PP at the end (§7.2), more before: it builds prestige buildings and castle
             houses;
  cubes      1/3 PP at the end, about 1 PP each before: three make a castle house worth
             3-5 PP plus favors (§5), or pay a building worth 2-7 PP (§4);
  deniers    1/4 PP at the end, more before: they buy placements (§3.2);
  favors     each column a marker has advanced makes later favors better (§6);
  buildings  an owned building a worker may stand on earns its owner 1 PP each time an
             opponent uses it (§3.2 c); residences, Library and Hotel pay income (§3.1);
  the castle no house yet in the section under construction risks its penalty, houses
             there earn their favors at its scoring (§5.4);
  foresight  what strong players count besides: the first deniers pay next turn's
             placements, a batch in hand is a house at the next castle, an owned production
             building a source of cubes for every turn left;
  workers    a worker placed and not yet used is worth what its building will give (§3.3,
             §3.5: cubes, deniers, a construction, an exchange, a residence and its income;
             less beyond the Provost, nothing once he has moved), a castle worker the houses
             its cubes allow, or the penalty (§3.6).

It reads the whole state (search calls it on determinized states; Caylus hides nothing) and
costs a few microseconds: plain loops over ints.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from meeple.games.caylus import actions as _A
from meeple.games.caylus import data as D
from meeple.games.caylus.prune import prune  # noqa: F401 (mcts:prune=true, with evaluate)

if TYPE_CHECKING:
    from meeple.games.caylus.state import CaylusState

# The weights: PP per unit. "end" values are the rules' final conversions (§7.2); the others are
# estimates of what the unit is worth mid-game, from the rules' exchange rates as noted.
WEIGHTS = {
    "gold_early": 1.0,  # on top of GOLD_PP: gold pays prestige tiles of 7-25 PP (§4.8)
    "cube_early": 0.9,  # on top of 1/3: a house is 3 cubes for 3-5 PP + favors (§5)
    "denier_early": 0.25,  # on top of 1/4: a placement costs 1-3 deniers and yields ~1-2 PP
    "favor_column": 0.8,  # a column up a favor line: the next favor there gives ~1 PP more (§6.2)
    "owner_use": 0.35,  # PP per remaining turn per owned worker building: 1 PP per use (§3.2 c)
    #                     times the chance an opponent uses it that turn
    "income": 0.3,  # PP per denier of income per remaining turn (a denier is ~0.25-0.5 PP)
    "section_penalty": 0.5,  # share of a section's penalty (§5.4) expected when no house there yet
    "build_use": 2.5,  # a worker on a Carpenter/Mason/Architect: a building's PP less its cubes
    "lawyer_use": 1.0,  # a worker on a Lawyer: 2 PP for 1 cloth + 1 denier (§3.5 c)
    "favor": 2.0,  # one royal favor: the PP it gives or what its choice is worth (§6.2)
    "other_special": 0.5,  # Gate, Guild, Stables, Inn: a tempo or turn-order gain (§3.3)
    "beyond_provost": 0.6,  # share kept by a worker beyond the Provost, who may move (§3.4)
    # -- what strong players count that the rules' accounting misses --
    "denier_need": 0.4,  # on top: each of the first NEED deniers, a placement next turn (§3.2)
    "own_production": 0.25,  # PP per remaining turn per owned production building: the owner
    #                          has one more place to take the cubes everything needs (§3.5 a)
    "batch": 0.6,  # a batch in hand (food + two cubes): a house at the next castle (§5.2)
    "section_favor": 1.0,  # share of a section's favors (§5.4) counted for houses already there
}
DENIER_NEED = 5  # deniers that pay a turn's placements (§3.2: 1 each, more once others pass)
BAILIFF_PACE = 1.5  # spaces a turn: 1, or 2 when the Provost is ahead (§3.7)
HORIZON = 10.0  # turns to the end from which `f` is 1 (a game lasts ~12-16 turns)
TEMPERATURE_EARLY, TEMPERATURE_END = 10.0, 3.0  # PP: the softmax's spread of the estimates

TOWERS_INDEX = D.SCORING_SPACE[-1] - 1
WORKER_BUILDING = tuple(b.category in (D.WOODEN, D.STONE_B) for b in D.BUILDINGS)
INCOME = tuple(b.income for b in D.BUILDINGS)
PENALTY = tuple(-table[0][0] for table in D.SECTION_SCORING)
_PRODUCTION = tuple(b.effect in (D.PRODUCE, D.PRODUCE_BONUS) for b in D.BUILDINGS)


def _worker_gains() -> tuple[tuple[tuple[int, int, int, float], ...], ...]:
    """Per building: what a worker there may take, as alternatives (gold, other cubes,
    deniers, flat PP); the exchanges of a TRADE building are read from the state instead."""
    w, out = WEIGHTS, []
    for b in D.BUILDINGS:
        e, p = b.effect, b.param
        if e == D.PRODUCE:
            alts = tuple((v[D.GOLD], sum(v) - v[D.GOLD], 0, 0.0) for v in p)
        elif e == D.PRODUCE_BONUS:
            alts = ((0, sum(p[0]), 0, 0.0),)
        elif e == D.MARKET:
            alts = ((0, -1, p, 0.0),)
        elif e == D.PEDDLER:
            alts = ((0, p[0], -p[0] * p[1], 0.0),)
        elif e == D.BUILD:
            alts = ((0, 0, 0, w["build_use"]),)
        elif e == D.LAWYER:
            alts = ((0, 0, 0, w["lawyer_use"]),)
        else:
            alts = ()
        out.append(alts)
    return tuple(out)


WORKER_GAINS = _worker_gains()


def remaining_turns(state: CaylusState) -> float:
    """Turns left, estimated from the Bailiff's distance to the Towers' scoring space."""
    return max(0.0, (TOWERS_INDEX - state.bailiff) / BAILIFF_PACE)


def estimates(state: CaylusState) -> list[float]:
    """Each seat's estimated final score in PP."""
    n = state.num_players
    left = remaining_turns(state)
    f = min(1.0, left / HORIZON)
    w = WEIGHTS
    gold_pp = D.GOLD_PP + f * w["gold_early"]
    cube_pp = 1 / D.CUBES_PER_PP + f * w["cube_early"]
    denier_pp = 1 / D.DENIERS_PER_PP + f * w["denier_early"]
    favor_pp = f * w["favor_column"]
    owner_pp = left * w["owner_use"]
    income_pp = left * w["income"]
    production_pp = left * w["own_production"]
    est = [0.0] * n
    road = state.road
    for i, seat in enumerate(state.owner):
        if seat >= 0:
            b = road[i]
            est[seat] += (owner_pp * WORKER_BUILDING[b] + income_pp * INCOME[b]
                          + production_pp * _PRODUCTION[b])
    s = state.section
    open_section = s < len(PENALTY)
    need_pp, batch_pp = f * w["denier_need"], f * w["batch"] * open_section
    for seat in range(n):
        cubes = state.cubes[seat]
        gold = cubes[D.GOLD]
        deniers = state.deniers[seat]
        value = (state.pp[seat] + gold_pp * gold + cube_pp * (sum(cubes) - gold)
                 + denier_pp * deniers + favor_pp * sum(state.favor[seat])
                 + need_pp * min(deniers, DENIER_NEED) + batch_pp * _batches(cubes))
        if open_section:
            value += _section_value(s, state.castle[s][seat])
        est[seat] += value
    _placed_workers(state, est, gold_pp, cube_pp, denier_pp)
    return est


def _batches(cubes: list[int]) -> int:
    """Batches (food + two different other cubes, §5.2) the cubes make, at most two."""
    kinds = (cubes[D.WOOD] > 0) + (cubes[D.STONE] > 0) + (cubes[D.CLOTH] > 0) + (cubes[D.GOLD] > 0)
    if kinds < 2:
        return 0
    others = cubes[D.WOOD] + cubes[D.STONE] + cubes[D.CLOTH] + cubes[D.GOLD]
    return min(2, cubes[D.FOOD], others // 2)


def _section_value(s: int, houses: int) -> float:
    """The section under construction: its penalty risked with no house yet (§5.4), or a share
    of the favors the houses already there will bring when it is scored."""
    if not houses:
        return -PENALTY[s] * WEIGHTS["section_penalty"]
    table = D.SECTION_SCORING[s]
    favors = table[min(houses, len(table) - 1)][1]
    return favors * WEIGHTS["favor"] * WEIGHTS["section_favor"]


def _placed_workers(state: CaylusState, est: list[float], gold_pp: float, cube_pp: float,
                    denier_pp: float) -> None:
    """Add what the workers placed and not yet used will bring (phases 3, 5 and 6)."""
    from meeple.games.caylus.state import Phase

    phase = state.phase
    if phase > Phase.CASTLE:
        return
    w = WEIGHTS
    if phase <= Phase.SPECIAL:
        special = state.special
        if special[D.TRADING_POST] >= 0:
            est[special[D.TRADING_POST]] += D.TRADING_POST_DENIERS * denier_pp
        if special[D.JOUST] >= 0:
            est[special[D.JOUST]] += max(0.0, w["favor"] - denier_pp - cube_pp)
        for seat in (special[D.GATE], special[D.GUILD], state.inn_left, *state.stables):
            if seat >= 0:
                est[seat] += w["other_special"]
    if phase <= Phase.ACTIVATION:
        first = state.cursor + state.step if phase == Phase.ACTIVATION else 0
        worker, road, provost = state.worker, state.road, state.provost
        for i in range(first, D.ROAD_LENGTH):
            seat = worker[i]
            if seat < 0:
                continue
            b = road[i]
            best = 0.0
            for g, c, d, flat in WORKER_GAINS[b]:
                best = max(best, g * gold_pp + c * cube_pp + d * denier_pp + flat)
            effect = D.BUILDINGS[b].effect
            if effect == D.TRADE:
                best = _trade_gain(state, b, gold_pp, cube_pp, denier_pp)
            elif effect == D.LAWYER:
                best = _lawyer_gain(state, seat, cube_pp, denier_pp)
            if i > provost:  # stranded once the Provost has moved (§3.5), at risk before
                best = 0.0 if phase == Phase.ACTIVATION else best * w["beyond_provost"]
            est[seat] += best
    s = state.section
    if s < len(D.SECTION_PP):
        for seat in state.castle_scale[state.step if phase == Phase.CASTLE else 0:]:
            est[seat] += _castle_gain(state.cubes[seat], s, cube_pp, gold_pp)


def _trade_gain(state: CaylusState, b: int, gold_pp: float, cube_pp: float,
                denier_pp: float) -> float:
    """The best exchange of a Church, Tailor, Bank, Alchemist or Jeweller (or none)."""
    price = (denier_pp, cube_pp, gold_pp, cube_pp)
    best = 0.0
    for (pay, n), (gain, m) in state.trades_of(b):
        best = max(best, (m if gain == D.GAIN_PP else m * gold_pp) - n * price[pay])
    return best


def _lawyer_gain(state: CaylusState, seat: int, cube_pp: float, denier_pp: float) -> float:
    """A Lawyer: a residence's PP and its income for the turns left (§3.1, §3.5 c), for a
    cloth and a denier, when the seat has them."""
    if state.cubes[seat][D.CLOTH] < D.LAWYER_CLOTH or state.deniers[seat] < D.LAWYER_DENIERS:
        return 0.0
    income = remaining_turns(state) * WEIGHTS["income"] * INCOME[D.RESIDENCE]
    return max(0.0, D.RESIDENCE_PP + income - cube_pp * D.LAWYER_CLOTH
               - denier_pp * D.LAWYER_DENIERS)


def _castle_gain(cubes: list[int], s: int, cube_pp: float, gold_pp: float) -> float:
    """A castle worker: the houses its cubes make (food + two other cubes each, §5.2) at the
    section's PP less the cubes' worth, or the penalty for giving none (§3.6)."""
    others = cubes[D.WOOD] + cubes[D.STONE] + cubes[D.CLOTH] + cubes[D.GOLD]
    houses = min(cubes[D.FOOD], others // 2)
    if not houses:
        return -float(D.CASTLE_PENALTY)
    return houses * max(0.0, D.SECTION_PP[s] + WEIGHTS["favor"] / 2 - 3 * cube_pp)


def evaluate(state: CaylusState) -> list[float]:
    """Each seat's chance of winning in [0, 1] (they sum to 1); `returns()` at the end."""
    if state.is_terminal():
        return state.returns()
    est = estimates(state)
    f = min(1.0, remaining_turns(state) / HORIZON)
    temperature = TEMPERATURE_END + f * (TEMPERATURE_EARLY - TEMPERATURE_END)
    top = max(est)
    weights = [math.exp((e - top) / temperature) for e in est]
    total = sum(weights)
    return [x / total for x in weights]


# -- features for a learned value (bots/value.py) --------------------------------------------

_RESIDENCE = tuple(b.category == D.RESIDENTIAL for b in D.BUILDINGS)
_PRESTIGE = tuple(b.category == D.PRESTIGE for b in D.BUILDINGS)
FEATURES = ("share of the game left", "estimate", "PP", "gold", "other cubes", "deniers",
            "favours", "deepest favour", "castle houses", "production buildings",
            "other worker buildings", "residences", "prestige buildings", "workers",
            "estimate x left", "cubes x left", "deniers x left", "production x left",
            "houses x left")


def features(state: CaylusState) -> list[list[float]]:
    """One vector per seat (names: `FEATURES`): the estimate and the counts a strong player
    weighs (production, favours, castle progress, cubes and deniers), some scaled by the
    share of the game left, where what they will bring depends on the time to use them."""
    left = min(1.0, remaining_turns(state) / HORIZON)
    est = estimates(state)
    n = state.num_players
    prod, other, res, prest = [0] * n, [0] * n, [0] * n, [0] * n
    road = state.road
    for i, seat in enumerate(state.owner):
        if seat >= 0:
            b = road[i]
            prod[seat] += _PRODUCTION[b]
            other[seat] += WORKER_BUILDING[b] and not _PRODUCTION[b]
            res[seat] += _RESIDENCE[b]
            prest[seat] += _PRESTIGE[b]
    out = []
    for p in range(n):
        cubes = state.cubes[p]
        gold, others = cubes[D.GOLD], sum(cubes) - cubes[D.GOLD]
        houses = sum(section[p] for section in state.castle)
        favor = state.favor[p]
        out.append([left, est[p], state.pp[p], gold, others, state.deniers[p], sum(favor),
                    max(favor), houses, prod[p], other[p], res[p], prest[p], state.workers[p],
                    est[p] * left, (gold + others) * left, state.deniers[p] * left,
                    prod[p] * left, houses * left])
    return out


# -- a rollout policy (bots: mcts policy=true) -------------------------------------------------

POLICY = {  # weights of the moves a strong player favours (1: any other move)
    "pass early": 0.1,  # passing with the money for a placement wastes the turn's workers
    "production": 3.0,  # a worker on a production building the Provost reaches: cubes
    "build": 2.0,  # a worker on the Carpenter/Mason/Architect with the cubes to build there
    "castle": 3.0,  # the castle, with a batch (food + two cubes) in hand
    "useless": 0.1,  # a placement that cannot pay off: a builder without its cubes, the castle
    #                  without a batch (its penalty), the Joust or Lawyer without cloth
    "beyond": 0.3,  # a road building beyond the Provost: rollouts keep him, it is lost
    "detour": 0.5,  # the Gate, the Guild, the Inn: tempo, not goods
    "give": 3.0,  # a batch given to the castle (rather than stopping)
    "construct": 3.0,  # a building constructed (rather than declining)
    # -- the decisions after placement (settle=N rolls through them with this policy) --
    "provost stay": 6.0,  # moving the Provost costs deniers; random moves burn the money
    "take two": 2.0,  # the larger output of an "X or Y" production building
    "accept": 3.0,  # a Lawyer's conversion, an exchange, a joust's favor
    "trading post": 2.5,  # 3 deniers for 1 when money is short: next turn's placements
    "short": 4,  # deniers at or under which money is short
    "dear": 3,  # a placement this dear (2 players, once the other passed): a pass is fine,
    #             and a worker goes only where it brings goods, a house or a building
}


def policy(state: CaylusState, actions: list[int]) -> list[float]:
    """Cheap weights for rollouts, placing like a worker placer: seats with money place
    rather than pass, on production the Provost reaches, the castle with a batch, a builder
    with cubes to build, and hardly ever where a worker cannot pay off; after placement the
    Provost mostly stays and the buildings' offers are taken."""
    kind_of, local = _A.KIND_OF, _A.LOCAL
    if kind_of[actions[0]] == _A.K_PLACE:  # a decision's actions are all of one kind
        return _place_weights(state, actions)
    w = POLICY
    out = []
    for a in actions:
        kind = kind_of[a]
        if kind == _A.K_CASTLE or kind == _A.K_BUILD:
            out.append(w["give" if kind == _A.K_CASTLE else "construct"] if local[a] else 1.0)
        elif kind == _A.K_PROVOST or kind == _A.K_GUILD:
            out.append(w["provost stay"] if local[a] == _A.MOVE_ZERO else 1.0)
        elif kind == _A.K_TAKE:
            out.append(w["take two"] if local[a] % 2 else 1.0)
        elif kind in _OFFERS:
            out.append(w["accept"] if local[a] else 1.0)
        else:
            out.append(1.0)
    return out


def _place_weights(state: CaylusState, actions: list[int]) -> list[float]:
    """The policy's weights of a placement decision's targets (a pass, a special building, a
    road space, the castle): what they depend on is read once, the tables kept by it."""
    w = POLICY
    p = state.current_player()
    cubes, money = state.cubes[p], state.deniers[p]
    cost = state.bridge_cost(p)
    total = sum(cubes)
    batch = cubes[D.FOOD] >= 1 and total - cubes[D.FOOD] >= 2
    dear = cost >= w["dear"]
    key = (dear, money <= w["short"], cubes[D.CLOTH] > 0, cubes[D.WOOD] > 0 and total >= 2,
           cubes[D.STONE] > 0 and total >= 2, cubes[D.GOLD] > 0 and total >= 4)
    tables = _PLACE_TABLES.get(key)
    if tables is None:
        tables = _PLACE_TABLES[key] = _place_tables(*key)
    special, by_building = tables
    pass_weight = 1.0 if money < cost or dear else w["pass early"]
    castle_weight = w["castle"] if batch else w["useless"]
    road, provost, beyond = state.road, state.provost, w["beyond"]
    out = []
    for a in actions:
        if a >= _CASTLE_ID:
            out.append(castle_weight)
        elif a >= _ROAD_ID:
            i = a - _ROAD_ID
            out.append(beyond if i > provost else by_building[road[i]])
        elif a >= _SPECIAL_ID:
            out.append(special[a - _SPECIAL_ID])
        else:
            out.append(pass_weight)
    return out


def _place_tables(dear: bool, short: bool, cloth: bool,
                  *can_build: bool) -> tuple[tuple[float, ...], tuple[float, ...]]:
    """The weights of the special buildings and of a worker on each building (before the
    Provost) for a seat in this situation: `can_build[c]` says whether its cubes may pay some
    building of category c (roughly: wooden ones a wood and one more cube, stone ones a
    stone and one more, prestige a gold and three more, §4.4-§4.8)."""
    w = POLICY
    useless = w["useless"]
    if dear:  # 3 deniers a placement: only goods, houses and buildings are worth it
        special = [useless] * len(D.SPECIAL_NAMES)
        by_building = [w["production"] if prod else useless for prod in _PRODUCTION]
    else:
        special = [w["detour"]] * len(D.SPECIAL_NAMES)
        special[D.TRADING_POST] = w["trading post"] if short else 1.0
        special[D.JOUST] = 1.0 if cloth else useless
        by_building = [w["production"] if prod else 1.0 for prod in _PRODUCTION]
    for b, category in _BUILDER_OF:
        by_building[b] = w["build"] if can_build[category] else useless
    by_building[D.W_LAWYER] = 1.0 if cloth else useless
    return tuple(special), tuple(by_building)


_BUILDER_OF = tuple((i, b.param) for i, b in enumerate(D.BUILDINGS) if b.effect == D.BUILD)
_PLACE_TABLES: dict[tuple[bool, ...], tuple[tuple[float, ...], tuple[float, ...]]] = {}
_SPECIAL_ID = _A.OFFSET[_A.K_PLACE] + _A.T_SPECIAL
_ROAD_ID = _A.OFFSET[_A.K_PLACE] + _A.T_ROAD
_CASTLE_ID = _A.OFFSET[_A.K_PLACE] + _A.T_CASTLE
_OFFERS = frozenset((_A.K_LAWYER, _A.K_TRADE, _A.K_JOUST))


# -- session 6's economy, a rollout policy of its own (mcts rollouts=economy) ---------------

ECONOMY = {  # weights on top of `POLICY`'s, for the economy strong players build
    "food": 5.0,  # a production building giving food, for a seat with none: houses need it
    "lawyer": 2.0,  # the Lawyer with a cloth and a denier: a residence (income, a prestige site)
    "architect": 4.0,  # the Architect with a residence of its own and the gold to build there
}


def policy_economy(state: CaylusState, actions: list[int]) -> list[float]:
    """`policy()`'s weights, and an economy: food production for a seat without food, the
    Lawyer and the Architect when they pay, prestige tiles by their PP, royal favors on the
    prestige and buildings tracks (session 6; the 2-player levels keep `policy()`)."""
    kind_of, local = _A.KIND_OF, _A.LOCAL
    first = kind_of[actions[0]]  # a decision's actions are all of one kind
    if first == _A.K_FAVOR:
        return [_FAVOR_WEIGHT[local[a]] for a in actions]
    out = policy(state, actions)
    if first == _A.K_PLACE:
        p = state.current_player()
        cubes = state.cubes[p]
        gold_ready = cubes[D.GOLD] > 0 and sum(cubes) >= 4
        if cubes[D.FOOD] == 0 or cubes[D.CLOTH] > 0 or gold_ready:
            _economy_weights(state, p, actions, out, gold_ready)
    else:  # prestige tiles by their PP
        build = _A.K_BUILD
        out = [w * _BUILD_WEIGHT[local[a]] if kind_of[a] == build and local[a] else w
               for a, w in zip(actions, out, strict=True)]
    return out


def _economy_weights(state: CaylusState, p: int, actions: list[int], out: list[float],
                     gold_ready: bool) -> None:
    """Food producers for a seat without food (every house needs one, §5.2), the Lawyer for a
    seat with a cloth and a denier beyond the placement (a residence: income and a prestige
    site, §3.5 c), the Architect only with a residence of its own (§4.8)."""
    w = ECONOMY
    food_short = state.cubes[p][D.FOOD] == 0
    lawyer = state.cubes[p][D.CLOTH] > 0 and state.deniers[p] > state.bridge_cost(p)
    architect = gold_ready and _owns_residence(state, p)
    road, provost = state.road, state.provost
    for k, a in enumerate(actions):
        if _ROAD_ID <= a < _CASTLE_ID and a - _ROAD_ID <= provost:
            b = road[a - _ROAD_ID]
            if food_short and _FOOD_OUT[b]:
                out[k] = w["food"]
            elif b == D.W_LAWYER and lawyer:
                out[k] = w["lawyer"]
            elif b == D.S_ARCHITECT:
                out[k] = w["architect"] if architect else POLICY["useless"]


def _owns_residence(state: CaylusState, seat: int) -> bool:
    road = state.road
    return any(o == seat and road[i] == D.RESIDENCE for i, o in enumerate(state.owner))


_FOOD_OUT = tuple(  # a production building whose worker may take food
    (b.effect == D.PRODUCE and any(v[D.FOOD] for v in b.param))
    or (b.effect == D.PRODUCE_BONUS and b.param[0][D.FOOD] > 0) for b in D.BUILDINGS)
# a tile's construction (local id 1 + tile): prestige tiles by their PP (7-25), the rest alike
_BUILD_WEIGHT = (1.0,) + tuple(b.vp / 7 if b.category == D.PRESTIGE else 1.0
                               for b in D.BUILDINGS[:D.TILES])
# a royal favor's option: the prestige line deep, the buildings line's constructions and gold
# above money (strong players' tracks, §6.2)
_FAVOR_WEIGHT = tuple(
    {_A.F_GOLD: 4.0, _A.F_FOOD: 1.5, _A.F_NOTHING: 0.1, _A.F_CARPENTER: 2.0, _A.F_MASON: 3.0,
     _A.F_LAWYER: 3.0, _A.F_ARCHITECT: 5.0}.get(k, float(col) if line == D.FAVOR_PRESTIGE
                                               else 0.5 * col if line == D.FAVOR_DENIERS else 1.0)
    for k, (line, col, _) in enumerate(_A.FAVOR_OPTIONS))


def settled(state: CaylusState) -> bool:
    """A stable position for a value to judge (mcts settle=N): the game over, the turn's
    workers all activated and the castle built (end of turn), or a turn's placement before
    anyone has placed or passed. In between, what the placed workers bring is a guess."""
    from meeple.games.caylus.state import Phase

    phase = state.phase
    if phase >= Phase.END:
        return True
    if phase > Phase.PLACEMENT or state.passing:
        return False
    return sum(state.workers) + (state.inn_right >= 0) == D.WORKERS * state.num_players


# Features more of which never hurts a seat: their learned weights stay >= 0 (analysis/train).
MONOTONE = ("castle houses", "production buildings", "favours", "deepest favour", "residences",
            "houses x left", "production x left", "deniers", "gold", "other cubes", "PP")


# -- a value for search (bots: mcts value=search) ----------------------------------------------

SEARCH = {  # PP on top of `estimates` (benchmarks/results/caylus.md, session 9). Sessions 3 and 8
    # credited castle houses and income per turn left: as strong as `evaluate()` at 2 players,
    # worse at 4 (-4.9 +- 4.1 PP a game); session 9's residences as prestige sites and idle
    # deniers beyond 8 at their end value were no better at 4 players: all dropped.
    "cube": 0.5,  # each non-gold cube, times the share of the game left: early a cube is a part
    #               of a house or a building. `estimates` prices it at ~2.5 deniers, under the
    #               Market's 4-6 (§3.5), so its seats pass in turns 1-2 with 7-8 deniers
}


def search_value(state: CaylusState) -> list[float]:
    """Each seat's chance of winning for search (mcts value=search): `estimates` plus what a
    strong player counts besides: early in the game the cubes that build houses and
    buildings are worth more than the deniers that buy placements."""
    if state.is_terminal():
        return state.returns()
    est = estimates(state)
    f = min(1.0, remaining_turns(state) / HORIZON)
    cube = f * SEARCH["cube"]
    for seat, cubes in enumerate(state.cubes):
        est[seat] += cube * (sum(cubes) - cubes[D.GOLD])
    temperature = TEMPERATURE_END + f * (TEMPERATURE_EARLY - TEMPERATURE_END)
    top = max(est)
    weights = [math.exp((e - top) / temperature) for e in est]
    total = sum(weights)
    return [x / total for x in weights]


# -- session 10: policy() with the Provost moved where it strands the others (rollouts=duel) --

DUEL = {  # the Provost in rollouts (POLICY's "provost stay" 6 leaves a random move half the time)
    "deny": 12.0,  # a move per worker it nets (the others' workers stranded, or the mover's own
    #               freed, less the mover's stranded), per denier it costs: denial as played
    "waste": 0.1,  # a move that nets nothing: money burnt
}


def policy_duel(state: CaylusState, actions: list[int]) -> list[float]:
    """`policy()`'s weights (the 2-player levels'), but the Provost (phase 4, the Merchants'
    Guild) moves only where it nets workers: the mover's activated less the others', against
    staying (§3.4); strong players move him to strand the others, not at random."""
    kind = _A.KIND_OF[actions[0]]  # a decision's actions are all of one kind
    if kind != _A.K_PROVOST and kind != _A.K_GUILD:
        return policy(state, actions)
    mover, provost = state.current_player(), state.provost
    net = [0] * D.ROAD_LENGTH  # net[i]: the mover's workers on spaces 0..i less the others'
    run = 0
    for i, seat in enumerate(state.worker):
        if seat >= 0:
            run += 1 if seat == mover else -1
        net[i] = run
    w, zero, local = DUEL, _A.MOVE_ZERO, _A.LOCAL
    out = []
    for a in actions:
        d = local[a] - zero
        if d == 0:
            out.append(POLICY["provost stay"])
            continue
        gain = net[provost + d] - net[provost]
        cost = abs(d) if kind == _A.K_PROVOST else 1
        out.append(w["deny"] * gain / cost if gain > 0 else w["waste"])
    return out
