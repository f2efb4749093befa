"""What a seat sees: the prompt line, the observation dict and the terminal board."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from meeple.core.i18n import N_, Message, join, ntr, tr
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


# costs: "2w 1s" = 2 wood, 1 stone (legend shown); whole phrases, so a language picks its letters
SHORT = {WOOD: N_("{n}w"), STONE: N_("{n}s"), GOLD: N_("{n}g")}
GOOD_TITLES = (N_("corn"), N_("wood"), N_("stone"), N_("gold"), N_("crystal skull"))
MONUMENT_TEXT = (  # [SEED] T8, shortened; the numbers are data.py's
    tr("{n} VP per tomb built (this too)", n=MONUMENT_FRAME_VP),
    tr("{n} VP per building and monument built", n=MONUMENT_BUILT_VP),
    tr("{n} VP per corn tile taken", n=MONUMENT_TILE_VP),
    tr("{n} VP per wood tile taken", n=MONUMENT_TILE_VP),
    tr("VP per monument built by anyone"),
    tr("{n} VP per civic built (this too)", n=MONUMENT_FRAME_VP),
    tr("{vp} VP for {techs}+ techs at level {n}", vp=_slashed(MONUMENT_LEVEL3_VP[1:TECH_MAX + 1]),
       techs=_slashed(range(1, TECH_MAX + 1)), n=TECH_MAX),
    tr("{n} VP per technology level", n=MONUMENT_LEVEL_VP),
    tr("{vp} VP for {workers} workers", vp=_slashed(MONUMENT_WORKERS_VP.values()),
       workers=_slashed(MONUMENT_WORKERS_VP)),
    tr("{n} VP per altar built (this too)", n=MONUMENT_FRAME_VP),
    tr("score your temple steps again"),
    tr("{n} VP per step in your best temple", n=MONUMENT_STEP_VP),
    tr("{n} VP per skull on Chichen Itza", n=MONUMENT_SKULL_VP),
)
# [SEED] §4.7: what each technology effect does; the level it sits on comes from the state's
# ruleset (`tech_levels`), so the legend follows the option.
TECH_EFFECT_TEXT = (
    ("harvest_plus1", tr("+{n} corn per jungle harvest", n=HARVEST_BONUS_1)),
    ("tileless", tr("harvest corn with no visible tile")),
    ("fishing_plus1", tr("+{n} corn fishing", n=FISHING_BONUS)),
    ("harvest_plus2", tr("+{n} more corn per jungle harvest", n=HARVEST_BONUS_2)),
    ("wood_plus1", tr("+1 wood (Yaxchilan 1, Palenque)")),
    ("stone_plus1", tr("+1 stone (Yaxchilan 2, 5)")),
    ("gold_plus1", tr("+1 gold (Yaxchilan 3, 5)")),
    ("build_corn", tr("+{n} corn per building", n=BUILD_BONUS_CORN)),
    ("build_vp", tr("+{n} VP per building", n=BUILD_BONUS_VP)),
    ("build_discount", tr("a building costs 1 cube (Tikal) or {n} corn (Uxmal 4) less",
                          n=BUILD_DISCOUNT_CORN)),
    ("one_ahead", tr("Chichen Itza: the action one ahead, free")),
    ("chichen_temple", tr("after a Chichen Itza action, 1 resource: a temple +1")),
    ("skull_plus1", tr("+1 skull at Yaxchilan 4")),
)
TECH_TRACK_EFFECTS = (
    ("harvest_plus1", "tileless", "fishing_plus1", "harvest_plus2"),
    ("wood_plus1", "stone_plus1", "gold_plus1"),
    ("build_corn", "build_vp", "build_discount"),
    ("one_ahead", "chichen_temple", "skull_plus1"),
)
TECH_BONUS_TEXT = (  # [SEED] §4.7 bonuses
    tr("a temple +1"), tr("{n} resources", n=EXTRACTION_BONUS_RESOURCES),
    tr("{n} VP", n=ARCHITECTURE_BONUS_VP), tr("a skull"))
GEAR_LEGEND = {
    "tikal": tr("1: a tech step · 2: a building · 3: one or two tech steps · 4: one or two "
                "buildings, or a monument · 5: pay 1 resource, two temples +1"),
    "uxmal": tr("1: pay {n} corn, a temple +1 · 2: market · 3: a worker · 4: a building paid in "
                "corn · 5: pay {any} corn, any action", n=UXMAL_TEMPLE_CORN,
                any=UXMAL_ANY_ACTION_CORN),
}


def name(p: int) -> str:
    return COLOURS[p]


def gear_title(g: int) -> str:
    return GEAR_TITLES[g]


def cost_text(cost: tuple) -> Message:
    parts = [tr(SHORT[RESOURCES[i]], n=n) for i, n in enumerate(cost[:3]) if n]
    if len(cost) > 3 and cost[3]:
        parts.append(tr("{n} skull", n=cost[3]))
    return join(parts, " ") if parts else tr("free")


_GAIN_TEXT = (N_("+{n} corn"), N_("+{n} wood"), N_("+{n} stone"), N_("+{n} gold"),
              N_("+{n} crystal skull"))
_FIXED_EFFECT = {TEMPLE_ANY: N_("a temple +1"), TEMPLE_ALL: N_("every temple +1"),
                 WORKER: N_("a worker"), BUILD: N_("may build"), MARKET: N_("market"),
                 ANY_ACTION: N_("1 corn: any action"), FARM_ONE: N_("farm: 1 worker eats free"),
                 FARM_THREE: N_("farm: 3 workers eat free"),
                 FARM_LESS: N_("farm: workers eat 1 less")}


def _effect_text(code: str, a: int, b: int) -> Message | None:
    if code == GAIN:
        return tr(_GAIN_TEXT[a], n=b)
    if code == VP:
        return tr("{n} VP", n=a)
    if code == TEMPLE:
        return tr("{god} +{n}", god=TEMPLE_TITLES[a], n=b)
    if code == TECH:
        return tr("{tech} +1", tech=TECH_TITLES[a])
    if code == TECH_ANY:
        return tr("any tech +1") if a == 1 else tr("{n} tech steps", n=a)
    return tr(_FIXED_EFFECT[code]) if code in _FIXED_EFFECT else None


def effects_text(effects: tuple) -> Message:
    return join([t for t in (_effect_text(*e) for e in effects) if t is not None])


def building_text(b: int) -> Message:
    _, frame, cost, effects = BUILDINGS[b]
    return tr("B{n} {frame} ({cost}): {effects}", n=b + 1, frame=FRAME_NAMES[frame],
              cost=cost_text(cost), effects=effects_text(effects))


def wealth_text(state: TzolkinState, t: int) -> Message:
    return tr("W{n}: {effects}", n=t + 1, effects=effects_text(state.wealth_effects(t)))


def monument_text(m: int) -> Message:
    frame, cost = MONUMENTS[m]
    return tr("M{n} {frame} ({cost}): {effect}", n=m + 1, frame=FRAME_NAMES[frame],
              cost=cost_text(cost), effect=MONUMENT_TEXT[m])


# -- the prompt ---------------------------------------------------------------------------------


def prompt(state: TzolkinState) -> Message:
    if state.over:
        return tr("The game is over.")
    kind, p, a, b = state.stack[-1]
    if kind in _PROMPTS:
        return _PROMPTS[kind](state, name(p), state.goods[p][CORN], a, b)
    return tr("{who}: decide.", who=name(p))


def _keep_prompt(state: TzolkinState, who: str, corn: int, a: int, b: int) -> Message:
    # The hand is secret: the board shows it to its seat, the prompt is public.
    return tr("{who}: keep a Starting Wealth tile ({n} to keep; your tiles are on the board, "
              "the others keep theirs in secret)", who=who, n=a)


def _turn_prompt(state: TzolkinState, who: str, corn: int, a: int, b: int) -> Message:
    p = state.stack[-1][1]
    can_beg = A.BEG in state.legal_actions()
    if not state.on_gear[p] and not state._placements(p, 0) and not can_beg:
        return tr("{who} (corn {corn}): no placement is affordable and begging is not "
                  "possible: by the mercy rule, place one worker for free on a cheapest spot "
                  "(all your corn returns to the supply).", who=who, corn=corn)
    if can_beg:
        return tr("{who} (corn {corn}): place workers or pick workers up, or beg for corn "
                  "first. {costs}", who=who, corn=corn, costs=_costs(state, 0))
    return tr("{who} (corn {corn}): place workers or pick workers up. {costs}", who=who,
              corn=corn, costs=_costs(state, 0))


def _place_more_prompt(state: TzolkinState, who: str, corn: int, a: int, b: int) -> Message:
    return tr("{who} (corn {corn}): place another worker, or done. {costs}", who=who, corn=corn,
              costs=_costs(state, a))


def _choose_prompt(state: TzolkinState, who: str, corn: int, a: int, b: int) -> Message:
    return tr("{who} (corn {corn}) picked up the worker at {gear} {pos}: choose its action"
              "{costs}, or nothing.", who=who, corn=corn, gear=GEAR_TITLES[a], pos=b,
              costs=_action_costs(state, state.stack[-1][1], a, b))


def _any_action_prompt(state: TzolkinState, who: str, corn: int, a: int, b: int) -> Message:
    if a:
        return tr("{who} (corn {corn}): pay {n} corn for any action of Palenque, Yaxchilan, "
                  "Tikal or Uxmal, or done.", who=who, corn=corn, n=UXMAL_ANY_ACTION_CORN)
    return tr("{who} (corn {corn}): pay {n} corn for any action of Palenque, Yaxchilan, Tikal "
              "or Uxmal.", who=who, corn=corn, n=UXMAL_ANY_ACTION_CORN)


def _harvest_prompt(state: TzolkinState, who: str, corn: int, a: int, b: int) -> Message:
    return tr("{who}: Palenque {pos} — a wood tile gives {wood} wood, a corn tile {n} corn "
              "(before technology); burning angers the gods.", who=who, pos=a,
              wood=HARVEST_WOOD[a], n=HARVEST_CORN[a])


def _temple_up_prompt(state: TzolkinState, who: str, corn: int, a: int, b: int) -> Message:
    p = state.stack[-1][1]
    lost = [TEMPLE_TITLES[t] for t in TEMPLES if t != a and not state._can_step_up(p, t)]
    warn = tr(" (a step in {gods} would be lost)", gods=join(lost, " or ")) if lost else ""
    if b:
        return tr("{who}: move up in a temple, then in a different one{warn}.", who=who,
                  warn=warn)
    if a >= 0:
        return tr("{who}: move up 1 step in a temple other than {god}{warn}.", who=who,
                  god=TEMPLE_TITLES[a], warn=warn)
    return tr("{who}: move up 1 step in a temple of your choice{warn}.", who=who, warn=warn)


def _tech_prompt(state: TzolkinState, who: str, corn: int, a: int, b: int) -> Message:
    if b:
        if a:
            return tr("{who}: a second step, or done (paying its cost in resources).", who=who)
        return tr("{who}: a second step, or done (free).", who=who)
    if a:
        return tr("{who}: advance a technology (paying its cost in resources).", who=who)
    return tr("{who}: advance a technology (free).", who=who)


def _market_prompt(state: TzolkinState, who: str, corn: int, a: int, b: int) -> Message:
    rates = join(tr(_RATE_TEXT[r], n=MARKET_RATE[r]) for r in RESOURCES)
    return tr("{who} (corn {corn}): market — buy or sell one resource ({rates} corn), or done.",
              who=who, corn=corn, rates=rates)


_RATE_TEXT = {WOOD: N_("wood {n}"), STONE: N_("stone {n}"), GOLD: N_("gold {n}")}
_PROMPTS = {
    S.KEEP_TILE: _keep_prompt, S.TURN: _turn_prompt, S.PLACE_MORE: _place_more_prompt,
    S.PICK_UP_MORE: lambda s, who, c, a, b: tr("{who}: pick up another worker, or done.",
                                                who=who),
    S.CHOOSE_ACTION: _choose_prompt, S.ANY_ACTION_CHOICE: _any_action_prompt,
    S.HARVEST: _harvest_prompt,
    S.ANGER: lambda s, who, c, a, b: tr("{who}: the gods are angry — move one temple marker "
                                        "down.", who=who),
    S.TEMPLE_UP: _temple_up_prompt, S.ADVANCE_TECH: _tech_prompt,
    S.PAY: lambda s, who, c, a, b: ntr("{who}: pay {n} more resource (wood, stone or gold).",
                                       "{who}: pay {n} more resources (wood, stone or gold).",
                                       a, who=who),
    S.GAIN_RESOURCE: lambda s, who, c, a, b: ntr("{who}: gain {n} resource of your choice.",
                                                 "{who}: gain {n} resources of your choice.",
                                                 a, who=who),
    S.BUILD_CHOICE: lambda s, who, c, a, b: tr("{who}: {what}", who=who,
                                               what=BUILD_PROMPTS[a]),
    S.ARCHITECTURE_CHOICE: lambda s, who, c, a, b: tr(
        "{who}: use Architecture on B{n} now, or keep it for a second building?", who=who,
        n=a + 1),
    S.WAIVE_CHOICE: lambda s, who, c, a, b: tr(
        "{who}: Architecture — which cube of B{n}'s cost is not paid?", who=who, n=a + 1),
    S.MARKET_TRADE: _market_prompt,
    S.THEOLOGY_STEP: lambda s, who, c, a, b: tr(
        "{who}: Theology — pay 1 resource for a temple step, or done.", who=who),
    S.CALENDAR: lambda s, who, c, a, b: tr(
        "{who}: advance the calendar 1 day, or 2 (your summary card turns dark).", who=who),
}


def _action_costs(state: TzolkinState, p: int, g: int, pos: int) -> Message | str:
    """The corn each offered action costs from where the worker stood (§3.3, §4.1, A5)."""
    paid, free = [], 0
    for action in state.legal_actions():
        if A.PERFORM <= action < A.HARVEST:
            q = A.perform_of(action)[1]
            cost = state._step_cost(p, g, pos, q)
            if cost:
                paid.append(tr("{q} costs {n} corn", q=q, n=cost))
            else:
                free += 1
    if not paid:
        return tr(" (no corn to pay)")
    if free:
        return tr(" (stepping back: {costs}; the others are free)", costs=join(paid))
    return tr(" (stepping back: {costs})", costs=join(paid))


def _costs(state: TzolkinState, placed: int) -> Message | str:
    """What the next worker would cost on each spot (position + surcharge)."""
    if placed >= len(S.PLACEMENT_EXTRA):
        return ""
    extra = S.PLACEMENT_EXTRA[placed]
    costs = []
    for g in GEARS:
        pos = state._lowest_free(g)
        if pos >= 0:
            costs.append(tr("{gear} {n}", gear=GEAR_TITLES[g], n=pos + extra))
    if state.fp_worker < 0:
        costs.append(tr("First Player space {n}", n=extra))
    return tr("Next worker costs (corn): {costs}.", costs=join(costs))


BUILD_PROMPTS = {
    S.TIKAL_2: tr("build a building (Tikal 2)."),
    S.TIKAL_4: tr("build a building (then maybe a second) or a monument (Tikal 4)."),
    S.TIKAL_4_SECOND: tr("build a second building, or done."),
    S.UXMAL_4: tr("build a building paying corn, {n} per resource of its cost (Uxmal 4).",
                  n=UXMAL_BUILD_CORN_PER_RESOURCE),
    S.MAY_BUILD: tr("you may build a building (as Tikal 2), or done."),
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
