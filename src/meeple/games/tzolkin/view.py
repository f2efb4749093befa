"""What a seat sees: the prompt line, the observation dict and the terminal board."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from meeple.core.tensor import decision_of
from meeple.games.tzolkin import actions as A
from meeple.games.tzolkin import state as S
from meeple.games.tzolkin.data import (
    ANY_ACTION,
    ARCHITECTURE_BONUS_VP,
    BUILD,
    BUILD_BONUS_CORN,
    BUILD_BONUS_VP,
    BUILD_DISCOUNT_CORN,
    BUILDINGS,
    COLOURS,
    CORN,
    EXTRACTION_BONUS_RESOURCES,
    FARM_LESS,
    FARM_ONE,
    FARM_THREE,
    FISHING_BONUS,
    FOOD_DAYS,
    FRAME_NAMES,
    GAIN,
    GEAR_NAMES,
    GEAR_TITLES,
    GEARS,
    GOLD,
    GOODS,
    HARVEST_BONUS_1,
    HARVEST_BONUS_2,
    HARVEST_CORN,
    HARVEST_WOOD,
    JUNGLE_ACTIONS,
    MARKET,
    MARKET_RATE,
    MONUMENT_BUILT_VP,
    MONUMENT_FRAME_VP,
    MONUMENT_LEVEL3_VP,
    MONUMENT_LEVEL_VP,
    MONUMENT_SKULL_VP,
    MONUMENT_STEP_VP,
    MONUMENT_TILE_VP,
    MONUMENT_WORKERS_VP,
    MONUMENTS,
    RESOURCES,
    STONE,
    TECH,
    TECH_ANY,
    TECH_MAX,
    TECH_NAMES,
    TECH_TITLES,
    TEMPLE,
    TEMPLE_ALL,
    TEMPLE_ANY,
    TEMPLE_NAMES,
    TEMPLE_TITLES,
    TEMPLES,
    UXMAL_ANY_ACTION_CORN,
    UXMAL_BUILD_CORN_PER_RESOURCE,
    UXMAL_TEMPLE_CORN,
    VP,
    WOOD,
    WORKER,
)

if TYPE_CHECKING:
    from meeple.games.tzolkin.state import TzolkinState



def _slashed(values: Iterable[int]) -> str:
    return "/".join(map(str, values))


SHORT = {WOOD: "w", STONE: "s", GOLD: "g"}  # costs: "2w 1s" = 2 wood, 1 stone (legend shown)
GOOD_TITLES = ("corn", "wood", "stone", "gold", "crystal skull")
MONUMENT_TEXT = (  # [SEED] T8, shortened; the numbers are data.py's
    f"{MONUMENT_FRAME_VP} VP per tomb built (this too)",
    f"{MONUMENT_BUILT_VP} VP per building and monument built",
    f"{MONUMENT_TILE_VP} VP per corn tile taken",
    f"{MONUMENT_TILE_VP} VP per wood tile taken",
    "VP per monument built by anyone",
    f"{MONUMENT_FRAME_VP} VP per civic built (this too)",
    f"{_slashed(MONUMENT_LEVEL3_VP[1:TECH_MAX + 1])} VP for {_slashed(range(1, TECH_MAX + 1))}+ "
    f"techs at level {TECH_MAX}",
    f"{MONUMENT_LEVEL_VP} VP per technology level",
    f"{_slashed(MONUMENT_WORKERS_VP.values())} VP for {_slashed(MONUMENT_WORKERS_VP)} workers",
    f"{MONUMENT_FRAME_VP} VP per altar built (this too)",
    "score your temple steps again",
    f"{MONUMENT_STEP_VP} VP per step in your best temple",
    f"{MONUMENT_SKULL_VP} VP per skull on Chichen Itza",
)
# [SEED] §4.7: what each technology effect does; the level it sits on comes from the state's
# ruleset (`tech_levels`), so the legend follows the option.
TECH_EFFECT_TEXT = (
    ("harvest_plus1", f"+{HARVEST_BONUS_1} corn per jungle harvest"),
    ("tileless", "harvest corn with no visible tile"),
    ("fishing_plus1", f"+{FISHING_BONUS} corn fishing"),
    ("harvest_plus2", f"+{HARVEST_BONUS_2} more corn per jungle harvest"),
    ("wood_plus1", "+1 wood (Yaxchilan 1, Palenque)"),
    ("stone_plus1", "+1 stone (Yaxchilan 2, 5)"),
    ("gold_plus1", "+1 gold (Yaxchilan 3, 5)"),
    ("build_corn", f"+{BUILD_BONUS_CORN} corn per building"),
    ("build_vp", f"+{BUILD_BONUS_VP} VP per building"),
    ("build_discount", f"a building costs 1 cube (Tikal) or {BUILD_DISCOUNT_CORN} corn (Uxmal 4) less"),
    ("one_ahead", "Chichen Itza: the action one ahead, free"),
    ("chichen_temple", "after a Chichen Itza action, 1 resource: a temple +1"),
    ("skull_plus1", "+1 skull at Yaxchilan 4"),
)
TECH_TRACK_EFFECTS = (
    ("harvest_plus1", "tileless", "fishing_plus1", "harvest_plus2"),
    ("wood_plus1", "stone_plus1", "gold_plus1"),
    ("build_corn", "build_vp", "build_discount"),
    ("one_ahead", "chichen_temple", "skull_plus1"),
)
TECH_BONUS_TEXT = (  # [SEED] §4.7 bonuses
    "a temple +1", f"{EXTRACTION_BONUS_RESOURCES} resources", f"{ARCHITECTURE_BONUS_VP} VP", "a skull")
GEAR_LEGEND = {
    "tikal": "1: a tech step · 2: a building · 3: one or two tech steps · 4: one or two "
             "buildings, or a monument · 5: pay 1 resource, two temples +1",
    "uxmal": f"1: pay {UXMAL_TEMPLE_CORN} corn, a temple +1 · 2: market · 3: a worker · 4: a "
             f"building paid in corn · 5: pay {UXMAL_ANY_ACTION_CORN} corn, any action",
}


def name(p: int) -> str:
    return COLOURS[p]


def gear_title(g: int) -> str:
    return GEAR_TITLES[g]


def cost_text(cost: tuple) -> str:
    parts = [f"{n}{SHORT[RESOURCES[i]]}" for i, n in enumerate(cost[:3]) if n]
    if len(cost) > 3 and cost[3]:
        parts.append(f"{cost[3]} skull")
    return " ".join(parts) or "free"


def effects_text(effects: tuple) -> str:
    out = []
    for code, a, b in effects:
        if code == GAIN:
            out.append(f"+{b} {GOOD_TITLES[a]}")
        elif code == VP:
            out.append(f"{a} VP")
        elif code == TEMPLE:
            out.append(f"{TEMPLE_TITLES[a]} +{b}")
        elif code == TEMPLE_ANY:
            out.append("a temple +1")
        elif code == TEMPLE_ALL:
            out.append("every temple +1")
        elif code == TECH:
            out.append(f"{TECH_TITLES[a]} +1")
        elif code == TECH_ANY:
            out.append("any tech +1" if a == 1 else f"{a} tech steps")
        elif code == WORKER:
            out.append("a worker")
        elif code == BUILD:
            out.append("may build")
        elif code == MARKET:
            out.append("market")
        elif code == ANY_ACTION:
            out.append("1 corn: any action")
        elif code == FARM_ONE:
            out.append("farm: 1 worker eats free")
        elif code == FARM_THREE:
            out.append("farm: 3 workers eat free")
        elif code == FARM_LESS:
            out.append("farm: workers eat 1 less")
    return ", ".join(out)


def building_text(b: int) -> str:
    _, frame, cost, effects = BUILDINGS[b]
    return f"B{b + 1} {FRAME_NAMES[frame]} ({cost_text(cost)}): {effects_text(effects)}"


def wealth_text(state: TzolkinState, t: int) -> str:
    return f"W{t + 1}: {effects_text(state.wealth_effects(t))}"


def monument_text(m: int) -> str:
    frame, cost = MONUMENTS[m]
    return f"M{m + 1} {FRAME_NAMES[frame]} ({cost_text(cost)}): {MONUMENT_TEXT[m]}"


# -- the prompt ---------------------------------------------------------------------------------


def prompt(state: TzolkinState) -> str:
    if state.over:
        return "The game is over."
    kind, p, a, b = state.stack[-1]
    who = name(p)
    corn = state.goods[p][CORN]
    if kind == S.KEEP_TILE:
        # The hand is secret: the board shows it to its seat, the prompt is public.
        return (f"{who}: keep a Starting Wealth tile ({a} to keep; your tiles are on the board, "
                "the others keep theirs in secret)")
    if kind == S.TURN:
        if not state.on_gear[p] and not state._placements(p, 0) and A.BEG not in \
                state.legal_actions():
            return (f"{who} (corn {corn}): no placement is affordable and begging is not "
                    "possible: by the mercy rule, place one worker for free on a cheapest spot "
                    "(all your corn returns to the supply).")
        beg = ", or beg for corn first" if A.BEG in state.legal_actions() else ""
        return f"{who} (corn {corn}): place workers or pick workers up{beg}. {_costs(state, 0)}"
    if kind == S.PLACE_MORE:
        return f"{who} (corn {corn}): place another worker, or done. {_costs(state, a)}"
    if kind == S.PICK_UP_MORE:
        return f"{who}: pick up another worker, or done."
    if kind == S.CHOOSE_ACTION:
        return (f"{who} (corn {corn}) picked up the worker at {GEAR_TITLES[a]} {b}: choose its "
                f"action{_action_costs(state, p, a, b)}, or nothing.")
    if kind == S.ANY_ACTION_CHOICE:
        skip = ", or done" if a else ""
        return (f"{who} (corn {corn}): pay {UXMAL_ANY_ACTION_CORN} corn for any action of "
                f"Palenque, Yaxchilan, Tikal or Uxmal{skip}.")
    if kind == S.HARVEST:
        return (f"{who}: Palenque {a} — a wood tile gives {HARVEST_WOOD[a]} wood, a corn tile "
                f"{HARVEST_CORN[a]} corn (before technology); burning angers the gods.")
    if kind == S.ANGER:
        return f"{who}: the gods are angry — move one temple marker down."
    if kind == S.TEMPLE_UP:
        lost = [TEMPLE_TITLES[t] for t in TEMPLES if t != a and not state._can_step_up(p, t)]
        warn = f" (a step in {' or '.join(lost)} would be lost)" if lost else ""
        if b:
            return f"{who}: move up in a temple, then in a different one{warn}."
        other = f" other than {TEMPLE_TITLES[a]}" if a >= 0 else " of your choice"
        return f"{who}: move up 1 step in a temple{other}{warn}."
    if kind == S.ADVANCE_TECH:
        paid = "paying its cost in resources" if a else "free"
        more = "a second step, or done" if b else "advance a technology"
        return f"{who}: {more} ({paid})."
    if kind == S.PAY:
        return f"{who}: pay {a} more resource{'s' if a > 1 else ''} (wood, stone or gold)."
    if kind == S.GAIN_RESOURCE:
        return f"{who}: gain {a} resource{'s' if a > 1 else ''} of your choice."
    if kind == S.BUILD_CHOICE:
        return f"{who}: {BUILD_PROMPTS[a]}"
    if kind == S.ARCHITECTURE_CHOICE:
        return f"{who}: use Architecture on B{a + 1} now, or keep it for a second building?"
    if kind == S.WAIVE_CHOICE:
        return f"{who}: Architecture — which cube of B{a + 1}'s cost is not paid?"
    if kind == S.MARKET_TRADE:
        rates = ", ".join(f"{GOODS[r]} {MARKET_RATE[r]}" for r in RESOURCES)
        return f"{who} (corn {corn}): market — buy or sell one resource ({rates} corn), or done."
    if kind == S.THEOLOGY_STEP:
        return f"{who}: Theology — pay 1 resource for a temple step, or done."
    if kind == S.CALENDAR:
        return f"{who}: advance the calendar 1 day, or 2 (your summary card turns dark)."
    return f"{who}: decide."


def _action_costs(state: TzolkinState, p: int, g: int, pos: int) -> str:
    """The corn each offered action costs from where the worker stood (§3.3, §4.1, A5)."""
    paid, free = [], 0
    for action in state.legal_actions():
        if A.PERFORM <= action < A.HARVEST:
            q = A.perform_of(action)[1]
            cost = state._step_cost(p, g, pos, q)
            if cost:
                paid.append(f"{q} costs {cost} corn")
            else:
                free += 1
    if not paid:
        return " (no corn to pay)"
    return f" (stepping back: {', '.join(paid)}{'; the others are free' if free else ''})"


def _costs(state: TzolkinState, placed: int) -> str:
    """What the next worker would cost on each spot (position + surcharge)."""
    if placed >= len(S.PLACEMENT_EXTRA):
        return ""
    extra = S.PLACEMENT_EXTRA[placed]
    costs = []
    for g in GEARS:
        pos = state._lowest_free(g)
        if pos >= 0:
            costs.append(f"{GEAR_TITLES[g]} {pos + extra}")
    if state.fp_worker < 0:
        costs.append(f"First Player space {extra}")
    return "Next worker costs (corn): " + ", ".join(costs) + "."


BUILD_PROMPTS = {
    S.TIKAL_2: "build a building (Tikal 2).",
    S.TIKAL_4: "build a building (then maybe a second) or a monument (Tikal 4).",
    S.TIKAL_4_SECOND: "build a second building, or done.",
    S.UXMAL_4: f"build a building paying corn, {UXMAL_BUILD_CORN_PER_RESOURCE} per resource of its "
               "cost (Uxmal 4).",
    S.MAY_BUILD: "you may build a building (as Tikal 2), or done.",
}


# -- the observation ------------------------------------------------------------------------------


def observation(state: TzolkinState, player: int | None) -> dict[str, Any]:
    """Everything public, plus `player`'s own Starting Wealth hand and choices (None: only
    what every seat sees)."""
    n = state.num_players
    drafting = any(state.hands)
    return {
        "day": state.day,
        "round": state.rounds,
        "next_food_day": FOOD_DAYS[state.next_food] if state.next_food < len(FOOD_DAYS) else None,
        "corn_on_teeth": state.tooth_corn,
        "first_player": state.first,
        "first_player_space": state.fp_worker,
        "gears": {GEAR_NAMES[g]: list(state.gears[g]) for g in GEARS},
        "jungle": {str(a): {"corn": state.jungle_corn[a], "wood": state.jungle_wood[a]}
                   for a in JUNGLE_ACTIONS},
        "age": state.age,
        "buildings": [b + 1 if b >= 0 else None for b in state.display],
        "building_pile": len(state.pile),
        "monuments": [m + 1 for m in state.monuments],
        "chichen_itza": state.chichen[1:],
        "skull_supply": state.skull_supply,
        "players": [
            {
                "goods": dict(zip(GOODS, state.goods[p], strict=True)),
                "vp": state.vp[p],
                "temples": dict(zip(TEMPLE_NAMES, state.temples[p], strict=True)),
                "technologies": dict(zip(TECH_NAMES, state.techs[p], strict=True)),
                "workers": state.workers[p],
                "available": state.free[p],
                "on_gears": state.on_gear[p],
                "light_side": state.light[p],
                "buildings": [b + 1 for b in state.built[p]],
                "monuments": [m + 1 for m in state.mons[p]],
                "wealth_tiles": [t + 1 for t in state.kept[p]] if (p == player or not drafting)
                else len(state.kept[p]),
                "corn_tiles": state.corn_tiles[p],
                "wood_tiles": state.wood_tiles[p],
            }
            for p in range(n)
        ],
        "hand": [t + 1 for t in state.hands[player]] if drafting and player is not None else [],
        "revealed_tiles": [t + 1 for t in state.revealed],
        "to_move": state.current_player(),
        "viewer": player,
        # the seat's own pending decision (its frame: choices made so far in the move)
        "decision": None if state.over else decision_of(state.stack, player),
        "prompt": prompt(state) if player is not None and state.current_player() == player
        else None,
        "final": state.final,
    }
