"""What a seat sees: the prompt line, the observation dict and the terminal board."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

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
    CHICHEN,
    CHICHEN_ACTIONS,
    COLOURS,
    CORN,
    CORN_PER_VP,
    EXTRACTION_BONUS_RESOURCES,
    FARM_LESS,
    FARM_ONE,
    FARM_THREE,
    FISHING_BONUS,
    FOOD_DAY_KIND,
    FOOD_DAYS,
    FRAME_NAMES,
    FREE_CHOICE,
    GAIN,
    GEAR_NAMES,
    GEAR_TOP,
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
    MID_AGE,
    MONUMENT_BUILT_VP,
    MONUMENT_FRAME_VP,
    MONUMENT_LEVEL3_VP,
    MONUMENT_LEVEL_VP,
    MONUMENT_SKULL_VP,
    MONUMENT_STEP_VP,
    MONUMENT_TILE_VP,
    MONUMENT_WORKERS_VP,
    MONUMENTS,
    PALENQUE,
    RESOURCES,
    SKULL_VP,
    STONE,
    TECH,
    TECH_ANY,
    TECH_BEYOND_COST,
    TECH_COST,
    TECH_MAX,
    TECH_NAMES,
    TEMPLE,
    TEMPLE_ALL,
    TEMPLE_ANY,
    TEMPLE_MAJORITY,
    TEMPLE_MID_AGE,
    TEMPLE_NAMES,
    TEMPLE_TOP,
    TEMPLE_VP,
    TEMPLES,
    TRACKS,
    UXMAL_ANY_ACTION_CORN,
    UXMAL_BUILD_CORN_PER_RESOURCE,
    UXMAL_TEMPLE_CORN,
    VP,
    WEALTH_TILES,
    WOOD,
    WORKER,
    YAXCHILAN_GAINS,
)

if TYPE_CHECKING:
    from meeple.games.tzolkin.state import TzolkinState



def _slashed(values: Iterable[int]) -> str:
    return "/".join(map(str, values))


SHORT = {WOOD: "w", STONE: "s", GOLD: "g"}
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


def cost_text(cost: tuple) -> str:
    parts = [f"{n}{SHORT[RESOURCES[i]]}" for i, n in enumerate(cost[:3]) if n]
    if len(cost) > 3 and cost[3]:
        parts.append(f"{cost[3]} skull")
    return " ".join(parts) or "free"


def effects_text(effects: tuple) -> str:
    out = []
    for code, a, b in effects:
        if code == GAIN:
            out.append(f"+{b} {GOODS[a]}")
        elif code == VP:
            out.append(f"{a} VP")
        elif code == TEMPLE:
            out.append(f"{TEMPLE_NAMES[a]} +{b}")
        elif code == TEMPLE_ANY:
            out.append("a temple +1")
        elif code == TEMPLE_ALL:
            out.append("every temple +1")
        elif code == TECH:
            out.append(f"{TECH_NAMES[a]} +1")
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
    return f"b{b + 1} {FRAME_NAMES[frame]} [{cost_text(cost)}]: {effects_text(effects)}"


def wealth_text(t: int) -> str:
    return f"w{t + 1}: {effects_text(WEALTH_TILES[t][1])}"


def monument_text(m: int) -> str:
    frame, cost = MONUMENTS[m]
    return f"m{m + 1} {FRAME_NAMES[frame]} [{cost_text(cost)}]: {MONUMENT_TEXT[m]}"


# -- the prompt ---------------------------------------------------------------------------------


def prompt(state: TzolkinState) -> str:
    if state.over:
        return "The game is over."
    kind, p, a, b = state.stack[-1]
    who = name(p)
    corn = state.goods[p][CORN]
    if kind == S.KEEP_TILE:
        hand = "; ".join(wealth_text(t) for t in state.hands[p])
        return f"{who}: keep a Starting Wealth tile ({a} to keep) — {hand}"
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
        return (f"{who} (corn {corn}) picked up the worker at {GEAR_NAMES[a]} {b}: choose its "
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
        lost = [TEMPLE_NAMES[t] for t in TEMPLES if t != a and not state._can_step_up(p, t)]
        warn = f" (a step in {' or '.join(lost)} would be lost)" if lost else ""
        if b:
            return f"{who}: move up in a temple, then in a different one{warn}."
        other = f" other than {TEMPLE_NAMES[a]}" if a >= 0 else " of your choice"
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
        return f"{who}: use Architecture on b{a + 1} now, or keep it for a second building?"
    if kind == S.WAIVE_CHOICE:
        return f"{who}: Architecture — which cube of b{a + 1}'s cost is not paid?"
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
            costs.append(f"{GEAR_NAMES[g]} {pos + extra}")
    if state.fp_worker < 0:
        costs.append(f"first player {extra}")
    return "Next worker costs: " + ", ".join(costs) + "."


BUILD_PROMPTS = {
    S.TIKAL_2: "build a building (Tikal 2).",
    S.TIKAL_4: "build a building (then maybe a second) or a monument (Tikal 4).",
    S.TIKAL_4_SECOND: "build a second building, or done.",
    S.UXMAL_4: f"build a building paying corn, {UXMAL_BUILD_CORN_PER_RESOURCE} per resource of its "
               "cost (Uxmal 4).",
    S.MAY_BUILD: "you may build a building (as Tikal 2), or done.",
}


# -- the observation ------------------------------------------------------------------------------


def observation(state: TzolkinState, player: int) -> dict[str, Any]:
    """Everything public, plus `player`'s own Starting Wealth hand and choices."""
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
        "hand": [t + 1 for t in state.hands[player]] if drafting else [],
        "revealed_tiles": [t + 1 for t in state.revealed],
        "to_move": state.current_player(),
        "prompt": prompt(state) if state.current_player() == player else None,
        "final": state.final,
    }


# -- the terminal board ---------------------------------------------------------------------------


def _who(w: int) -> str:
    if w == S.EMPTY:
        return "."
    if w == S.NEUTRAL:
        return "#"
    return COLOURS[w][0].upper()


def _calendar_line(state: TzolkinState) -> str:
    if state.next_food < len(FOOD_DAYS):
        due = FOOD_DAYS[state.next_food]
        kind = "mid-age: materials" if FOOD_DAY_KIND[state.next_food] == MID_AGE else "end of age: points"
        when = "this round" if state.day >= due else f"in {due - state.day} day(s)"
        food = f"Food Day {state.next_food + 1} ({kind}) {when}"
    elif state.over:
        return f"Game over after round {state.rounds} (day {state.day})"
    else:
        food = "all Food Days done: the last round"
    # A double advance over the last Food Day tooth can carry the day past the 26th.
    day = f"day {state.day} of {FOOD_DAYS[-1]}" if state.day <= FOOD_DAYS[-1] else \
        f"day {state.day} (the calendar has come round)"
    return f"Round {state.rounds} · {day} · {food}"


def _gear_lines(state: TzolkinState) -> list[str]:
    lines = ["Gears (R G B Y players, # neutral; positions after | have no number)",
             "              " + " ".join(f"{i:>2}" for i in range(11))]
    for g in GEARS:
        gear = state.gears[g]
        top = GEAR_TOP[g]
        cells = " ".join(f"{_who(w):>2}" for w in gear[: top + 1])
        extra = " ".join(f"{_who(w):>2}" for w in gear[top + 1:])
        lines.append(f"  {GEAR_NAMES[g]:<11} {cells} |{extra}")
    fp = "empty" if state.fp_worker < 0 else name(state.fp_worker)
    skulls = ", ".join(f"{q}:{_who(s)}" for q, s in enumerate(state.chichen) if s >= 0) or "none"
    lines.append(f"  First Player space: {fp} · corn on the teeth: {state.tooth_corn} · "
                 f"skulls on Chichen Itza: {skulls}")
    return lines


def _legend_lines() -> list[str]:
    pal = " · ".join(
        [f"1: fish {HARVEST_CORN[1]} corn"] + [f"{a}: corn tile {HARVEST_CORN[a]}" + (
            f" or wood tile {HARVEST_WOOD[a]}" if HARVEST_WOOD[a] else "") for a in JUNGLE_ACTIONS])
    yax = " · ".join(
        f"{q}: " + " ".join(f"{n} {GOODS[i]}" for i, n in enumerate(YAXCHILAN_GAINS[q]) if n)
        for q in range(1, len(YAXCHILAN_GAINS)))
    chi = " · ".join(
        f"{q}: {v} VP {TEMPLE_NAMES[t]}{' +1 res' if r else ''}"
        for q, (v, t, r) in enumerate(CHICHEN_ACTIONS) if q)
    market = ", ".join(f"{GOODS[r]} {MARKET_RATE[r]}" for r in RESOURCES)
    return [f"Actions ({FREE_CHOICE[PALENQUE]}-{GEAR_TOP[PALENQUE]} and Chichen Itza "
            f"{FREE_CHOICE[CHICHEN]}: any action of the gear, free; a skull per Chichen Itza action)",
            f"  palenque:  {pal}", f"  yaxchilan: {yax}", f"  tikal:     {GEAR_LEGEND['tikal']}",
            f"  uxmal:     {GEAR_LEGEND['uxmal']}", f"  chichen:   {chi}",
            f"  market:    {market} corn each, both ways; at the end resources become corn "
            f"at these rates, {CORN_PER_VP} corn = 1 VP, a skull = {SKULL_VP} VP"]


def _board_lines(state: TzolkinState) -> list[str]:
    jungle = " · ".join(
        f"{a}: " + (" + ".join(f"{n} {kind}" for n, kind in (
            (state.jungle_wood[a], "wood"), (state.jungle_corn[a], "corn")) if n) or "empty")
        for a in JUNGLE_ACTIONS)
    lines = [f"Jungle (tiles on top, per Palenque action; corn lies under each wood) {jungle}",
             f"Buildings (age {state.age}, {len(state.pile)} in the pile):"]
    lines += [f"  {building_text(b)}" for b in state.display if b >= 0]
    lines.append("Monuments:")
    lines += [f"  {monument_text(m)}" for m in state.monuments]
    lines.append(f"Skulls in the supply: {state.skull_supply}")
    return lines


def _track_lines(state: TzolkinState) -> list[str]:
    """Temples and technologies as tracks with the players' markers (initials)."""
    n = state.num_players

    def who(seats: list[int]) -> str:
        return "".join(COLOURS[p][0].upper() for p in seats) or "."

    lines = ["Temples (step:VP markers; the top holds one player; VP and majority at the "
             "end of each age, materials of your step and those below at mid-age)"]
    for t in TEMPLES:
        cells = []
        for step in range(-1, TEMPLE_TOP[t] + 1):
            here = who([p for p in range(n) if state.temples[p][t] == step])
            cells.append(f"{step:+d}:{TEMPLE_VP[t][step + 1]} {here:<4}")
        lines.append(f"  {TEMPLE_NAMES[t]:<13}" + " ".join(cells))
        rewards = ", ".join(f"{GOODS[r]} on {i - 1:+d}" for i, r in enumerate(TEMPLE_MID_AGE[t])
                            if r is not None)
        age1, age2 = TEMPLE_MAJORITY[t]
        lines.append(f"  {'':<13}majority {age1} VP (age 1) / {age2} VP (age 2) · "
                     f"mid-age: {rewards}")
    costs = "/".join(str(c) for c in TECH_COST)
    lines.append(f"Technologies (a level costs {costs} resources; past level {TECH_MAX}, "
                 f"{TECH_BEYOND_COST} resource gives the bonus)")
    lines.append(" " * 15 + " ".join(f"{f'level {lv}':<9}" for lv in range(TECH_MAX + 1)).rstrip())
    for k in TRACKS:
        cells = [f"{who([p for p in range(n) if state.techs[p][k] == lv]):<9}" for lv in range(TECH_MAX + 1)]
        lines.append(f"  {TECH_NAMES[k]:<13}" + " ".join(cells))
    return lines + _tech_legend(state)


def _tech_legend(state: TzolkinState) -> list[str]:
    """Each track's effects by level (cumulative) and its bonus beyond level 3."""
    text = dict(TECH_EFFECT_TEXT)
    if state.options["strict_tileless"]:
        text["tileless"] = "harvest corn when the group has no corn tile left"
    lines = ["Technology effects (a level keeps those below it)"]
    for k in TRACKS:
        levels = []
        for lv in range(1, TECH_MAX + 1):
            here = [text[e] for e in TECH_TRACK_EFFECTS[k] if state.lvl[e] == lv]
            levels.append(f"{lv}: {', '.join(here)}")
        lines.append(f"  {TECH_NAMES[k]:<13}{' · '.join(levels)} · beyond: {TECH_BONUS_TEXT[k]}")
    return lines


def _player_lines(state: TzolkinState, viewer: int | None) -> list[str]:
    lines = ["Players"]
    drafting = any(state.hands)
    for p in range(state.num_players):
        goods = state.goods[p]
        marks = " first" if p == state.first else ""
        card = "light" if state.light[p] else "dark"
        stock = " ".join(f"{goods[i]} {GOODS[i]}" for i in range(len(GOODS)))
        needing, each = state.feeding_need(p)
        lines.append(f"  {name(p)} (seat {p}){marks}: {state.vp[p]} VP · {stock} · "
                     f"workers {state.workers[p]} ({state.free[p]} available), feeding "
                     f"{needing * each} corn · card {card}")
        built = " ".join(f"b{b + 1}" for b in state.built[p]) or "-"
        mons = " ".join(f"m{m + 1}" for m in state.mons[p]) or "-"
        if drafting and p != viewer:
            wealth = f"{len(state.kept[p])} chosen"
        else:
            wealth = " ".join(f"w{t + 1}" for t in state.kept[p]) or "-"
        lines.append(f"      buildings {built} · monuments {mons} · wealth {wealth} · "
                     f"tiles: {state.corn_tiles[p]} corn, {state.wood_tiles[p]} wood")
    return lines


def render(state: TzolkinState, player: int | None = None) -> str:
    viewer = state.current_player() if player is None else player
    lines = [_calendar_line(state), *_gear_lines(state), *_board_lines(state),
             *_track_lines(state), *_player_lines(state, viewer), *_legend_lines()]
    if state.over:
        lines.append("Final scoring: " + "; ".join(
            f"{name(p)} corn {r['corn']} skulls {r['skulls']} monuments {r['monuments']}"
            for p, r in enumerate(state.final)))
    return "\n".join(lines)
