"""The terminal board: `render(state, viewer, section)`.

None is the compact board (at most 22 lines: calendar, gears, offer, one line per player);
the named sections (`SECTIONS`) each fit 100x30; "full" is every section. Every line is at
most 100 characters (long legend lines wrap). `viewer` None is the public view: during the
wealth draft nobody's kept tiles are shown, and a seat sees only its own.
"""

from __future__ import annotations

import textwrap
from typing import TYPE_CHECKING

from meeple.core.errors import MeepleError
from meeple.games.tzolkin import state as S
from meeple.games.tzolkin.data import (
    CHICHEN,
    CORN_PER_VP,
    FOOD_DAY_KIND,
    FOOD_DAYS,
    FREE_CHOICE,
    GEAR_ACTIONS,
    GEAR_TITLES,
    GEAR_TOP,
    GEARS,
    GOODS,
    JUNGLE_ACTIONS,
    MARKET_RATE,
    MID_AGE,
    PALENQUE,
    RESOURCES,
    SKULL_VP,
    TECH_BEYOND_COST,
    TECH_COST,
    TECH_MAX,
    TECH_TITLES,
    TEMPLE_MAJORITY,
    TEMPLE_MID_AGE,
    TEMPLE_TITLES,
    TEMPLE_TOP,
    TEMPLE_VP,
    TEMPLES,
    TRACKS,
)
from meeple.games.tzolkin.narrate import ACTION_TEXT, GOOD_TITLES
from meeple.games.tzolkin.view import (
    TECH_BONUS_TEXT,
    TECH_EFFECT_TEXT,
    TECH_TRACK_EFFECTS,
    building_text,
    monument_text,
    name,
    wealth_text,
)

if TYPE_CHECKING:
    from meeple.games.tzolkin.state import TzolkinState

WIDTH = 100
SECTIONS = ("gears", "temples", "tech", "buildings", "players")
COST_LEGEND = "costs: w wood, s stone, g gold"


def render(state: TzolkinState, viewer: int | None, section: str | None) -> str:
    if section is None:
        lines = _compact(state, viewer)
    elif section == "full":
        lines = [_calendar_line(state)]
        for name_ in SECTIONS:
            lines += ["", *_SECTION[name_](state, viewer)]
    elif section in _SECTION:
        lines = _SECTION[section](state, viewer)
    else:
        raise MeepleError(f"tzolkin: no board section {section!r}; sections: "
                          f"{', '.join(SECTIONS)}, full (or None: the compact board)")
    return "\n".join(_fit(lines))


def _fit(lines: list[str]) -> list[str]:
    """Wrap any line longer than WIDTH, continuing under its own indent."""
    out = []
    for line in lines:
        if len(line) <= WIDTH:
            out.append(line)
            continue
        indent = " " * (len(line) - len(line.lstrip()) + 4)
        out += textwrap.wrap(line, WIDTH, subsequent_indent=indent, break_on_hyphens=False)
    return out


# -- pieces shared by the compact board and the sections -------------------------------------


def _initial(w: int) -> str:
    if w == S.EMPTY:
        return "."
    if w == S.NEUTRAL:
        return "#"
    return name(w)[0]


def _initials(seats: list[int]) -> str:
    return "".join(name(p)[0] for p in seats) or "."


def _calendar_line(state: TzolkinState) -> str:
    if state.over:
        return f"Game over after round {state.rounds} (day {state.day})"
    if state.next_food < len(FOOD_DAYS):
        due = FOOD_DAYS[state.next_food]
        kind = ("mid-age: temple materials" if FOOD_DAY_KIND[state.next_food] == MID_AGE
                else "end of age: temple points")
        when = "this round" if state.day >= due else f"in {due - state.day} day(s)"
        food = f"Food Day {state.next_food + 1} ({kind}) {when}"
    else:
        food = "all Food Days done: the last round"
    # A double advance over the last Food Day tooth can carry the day past the 26th.
    day = (f"day {state.day} of {FOOD_DAYS[-1]}" if state.day <= FOOD_DAYS[-1]
           else f"day {state.day} (the calendar has come round)")
    return f"Round {state.rounds} · {day} · {food} · {name(state.first)} starts"


def _gear_rows(state: TzolkinState) -> list[str]:
    rows = [f"  {'position':<13}" + " ".join(f"{i:>2}" for i in range(11))
            + "   (R G B Y workers, # neutral; past | no action)"]
    for g in GEARS:
        gear, top = state.gears[g], GEAR_TOP[g]
        cells = " ".join(f"{_initial(w):>2}" for w in gear[: top + 1])
        extra = " ".join(f"{_initial(w):>2}" for w in gear[top + 1:])
        rows.append(f"  {GEAR_TITLES[g]:<13}{cells} |{extra}".rstrip())
    fp = "empty" if state.fp_worker < 0 else name(state.fp_worker)
    skulls = ", ".join(f"{q}: {name(s)}" for q, s in enumerate(state.chichen) if s >= 0)
    rows.append(f"  First Player space: {fp} · corn on the Tzolk'in teeth: {state.tooth_corn} · "
                f"crystal skulls on Chichen Itza: {skulls or 'none'}")
    return rows


def _jungle_line(state: TzolkinState) -> str:
    parts = []
    for a in JUNGLE_ACTIONS:
        tiles = [f"{n} {kind}" for n, kind in ((state.jungle_wood[a], "wood"),
                                               (state.jungle_corn[a], "corn")) if n]
        parts.append(f"{a}: {' + '.join(tiles) or 'empty'}")
    return "  Jungle (Palenque 2-5; corn under each wood) " + " · ".join(parts)


def _stock(state: TzolkinState, p: int) -> str:
    goods = state.goods[p]
    return " ".join(f"{goods[i]} {GOOD_TITLES[i]}{'s' if i == 4 and goods[i] != 1 else ''}"
                    for i in range(len(GOODS)))


# -- the compact board ---------------------------------------------------------------------------


def _compact(state: TzolkinState, viewer: int | None) -> list[str]:
    lines = [_calendar_line(state), *_gear_rows(state), _jungle_line(state)]
    if viewer is not None and state.hands[viewer]:  # the draft: nothing is on the gears yet
        lines[-2:] = _fit([_hand_line(state, viewer)])[:3]  # 4 tiles fit in 3 lines
    offer = [building_text(b) for b in state.display if b >= 0]
    mons = [monument_text(m) for m in state.monuments]
    lines.append(f"Buildings (age {state.age}, {len(state.pile)} in the pile; {COST_LEGEND})"
                 .ljust(49) + "| Monuments")
    for i in range(max(len(offer), len(mons))):
        left = offer[i] if i < len(offer) else ""
        right = mons[i] if i < len(mons) else ""
        lines.append(f"  {_cut(left, 47):<47} | {_cut(right, 48)}".rstrip())
    lines.append(f"  {'':<8}{'VP':>4} {'corn':>5} {'wood':>5} {'stone':>5} {'gold':>5} "
                 f"{'skulls':>6}  {'workers':<11}{'temples C/Q/K':<14}{'tech A/E/Ar/T':<14}"
                 "double advance")
    for p in range(state.num_players):
        g, t = state.goods[p], state.temples[p]
        workers = f"{state.workers[p]} ({state.free[p]} free)"
        temples = "/".join(f"{v:+d}" if v else "0" for v in t)
        techs = "/".join(map(str, state.techs[p]))
        lines.append(f"  {name(p):<8}{state.vp[p]:>4} {g[0]:>5} {g[1]:>5} {g[2]:>5} {g[3]:>5} "
                     f"{g[4]:>6}  {workers:<11}{temples:<14}{techs:<14}"
                     f"{'available' if state.light[p] else 'used'}")
    if state.over:
        rows = " · ".join(f"{name(p)} {r['corn']}+{r['skulls']}+{r['monuments']}"
                          for p, r in enumerate(state.final))
        line = f"  Final scoring: {rows}"
        lines.append(_cut(f"{line} (corn, skulls, monuments)", WIDTH)
                     if len(line) < WIDTH - 26 else _cut(line, WIDTH))
    return lines


def _hand_line(state: TzolkinState, viewer: int) -> str:
    kept = "".join(f"; kept {wealth_text(state, t)}" for t in state.kept[viewer])
    hand = "; ".join(wealth_text(state, t) for t in state.hands[viewer])
    return f"  Your Starting Wealth tiles: {hand}{kept}"


def _cut(text: str, width: int) -> str:
    return text if len(text) <= width else text[: width - 1] + "…"


def _final_text(state: TzolkinState) -> str:
    return "; ".join(
        f"{name(p)} corn {r['corn']}, skulls {r['skulls']}, monuments {r['monuments']}"
        for p, r in enumerate(state.final))


# -- the sections ------------------------------------------------------------------------------


def _gears_section(state: TzolkinState, viewer: int | None) -> list[str]:
    lines = ["Gears", *_gear_rows(state), _jungle_line(state),
             f"Actions (positions {FREE_CHOICE[PALENQUE]}-{GEAR_TOP[PALENQUE]}, and "
             f"{FREE_CHOICE[CHICHEN]} on Chichen Itza: any action of the gear, free; a lower "
             "action costs 1 corn per step back)"]
    for g in GEARS:
        acts = " · ".join(f"{q}: {ACTION_TEXT[(g, q)]}" for q in range(1, GEAR_ACTIONS[g] + 1))
        lines.append(f"  {GEAR_TITLES[g]:<13}{acts}")
    market = ", ".join(f"{GOODS[r]} {MARKET_RATE[r]}" for r in RESOURCES)
    lines.append(f"  {'Market':<13}{market} corn each, both ways; at the end resources become "
                 f"corn at these rates, {CORN_PER_VP} corn = 1 VP, a crystal skull = {SKULL_VP} VP")
    return lines


def _temples_section(state: TzolkinState, viewer: int | None) -> list[str]:
    """The three temples side by side, one row per step (VP, mid-age material, markers)."""
    n = state.num_players
    lines = ["Temples: VP of each step at the end of each age, and the material it gives at "
             "mid-age (with every step below it); the top step holds one player; 'most': the "
             "highest marker's bonus at the end of age 1 / age 2 (ties share it)",
             f"  {'step':>4}  " + "".join(f"{TEMPLE_TITLES[t]:<26}" for t in TEMPLES).rstrip()]
    for step in range(max(TEMPLE_TOP), -2, -1):
        cells = []
        for t in TEMPLES:
            if step > TEMPLE_TOP[t]:
                cells.append(" " * 26)
                continue
            material = TEMPLE_MID_AGE[t][step + 1]
            here = _initials([p for p in range(n) if state.temples[p][t] == step])
            mat = GOOD_TITLES[material] if material is not None else ""
            cells.append(f"{TEMPLE_VP[t][step + 1]:>3} VP {mat:<14}{here:<5}")
        lines.append(f"  {step:>+4}  " + "".join(cells).rstrip())
    majority = "".join(f"{f'{a} / {b} VP':<26}" for a, b in TEMPLE_MAJORITY)
    lines.append(f"  {'most':>4}  {majority.rstrip()}")
    return lines


def _tech_section(state: TzolkinState, viewer: int | None) -> list[str]:
    n = state.num_players
    costs = "/".join(str(c) for c in TECH_COST)
    lines = [f"Technologies (a level costs {costs} resources; past level {TECH_MAX}, "
             f"{TECH_BEYOND_COST} resource gives the track's bonus)",
             " " * 15 + " ".join(f"{f'level {lv}':<9}" for lv in range(TECH_MAX + 1)).rstrip()]
    for k in TRACKS:
        cells = [f"{_initials([p for p in range(n) if state.techs[p][k] == lv]):<9}"
                 for lv in range(TECH_MAX + 1)]
        lines.append(f"  {TECH_TITLES[k]:<13}" + " ".join(cells).rstrip())
    text = dict(TECH_EFFECT_TEXT)
    if state.options["strict_tileless"]:
        text["tileless"] = "harvest corn when the group has no corn tile left"
    lines.append("Effects by level (a level keeps those below it)")
    for k in TRACKS:
        levels = [f"{lv}: " + ", ".join(text[e] for e in TECH_TRACK_EFFECTS[k]
                                        if state.lvl[e] == lv) for lv in range(1, TECH_MAX + 1)]
        lines.append(f"  {TECH_TITLES[k]:<13}{' · '.join(levels)} · beyond: {TECH_BONUS_TEXT[k]}")
    return lines


def _buildings_section(state: TzolkinState, viewer: int | None) -> list[str]:
    lines = [f"Buildings on offer (age {state.age}, {len(state.pile)} in the pile; {COST_LEGEND})"]
    lines += [f"  {building_text(b)}" for b in state.display if b >= 0]
    lines.append("Monuments on offer")
    lines += [f"  {monument_text(m)}" for m in state.monuments]
    lines.append("Built")
    for p in range(state.num_players):
        built = [f"B{b + 1}" for b in state.built[p]] + [f"M{m + 1}" for m in state.mons[p]]
        lines.append(f"  {name(p)}: {' '.join(built) or 'nothing'}")
    return lines


def _players_section(state: TzolkinState, viewer: int | None) -> list[str]:
    lines = ["Players"]
    drafting = any(state.hands)
    for p in range(state.num_players):
        first = " (first player)" if p == state.first else ""
        lines.append(f"  {name(p)}{first}: {state.vp[p]} VP · {_stock(state, p)} · "
                     f"{state.workers[p]} workers ({state.free[p]} free)")
        temples = ", ".join(f"{TEMPLE_TITLES[t]} {state.temples[p][t]:+d}" for t in TEMPLES)
        lines.append(f"      temples {temples} · harvest tiles: {state.corn_tiles[p]} corn, "
                     f"{state.wood_tiles[p]} wood")
        techs = ", ".join(f"{TECH_TITLES[k]} {state.techs[p][k]}" for k in TRACKS)
        lines.append(f"      technologies {techs}")
        more = [f"double advance {'available' if state.light[p] else 'used'}"]
        if not drafting:  # what the farms and tiles save is public once the tiles are shown
            needing, each = state.feeding_need(p)
            more.append(f"feeding {needing * each} corn")
        if drafting and p == viewer and state.hands[p]:
            more.append(f"to choose from: {'; '.join(wealth_text(state, t) for t in state.hands[p])}")
        if drafting and p != viewer:
            more.append(f"Starting Wealth: {len(state.kept[p])} kept, secret until all have chosen")
        else:
            tiles = "; ".join(f"{wealth_text(state, t)}" for t in state.kept[p])
            more.append(f"{'kept' if drafting else 'Starting Wealth'} {tiles or 'none'}")
        lines.append("      " + " · ".join(more))
    if state.over:
        lines.append("Final scoring: " + _final_text(state))
    return lines


_SECTION = {"gears": _gears_section, "temples": _temples_section, "tech": _tech_section,
            "buildings": _buildings_section, "players": _players_section}
