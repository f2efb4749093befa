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
from meeple.core.i18n import N_, NP_, _, join, tr, translate
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
    GOLD,
    GOODS,
    JUNGLE_ACTIONS,
    MARKET_RATE,
    MID_AGE,
    PALENQUE,
    RESOURCES,
    SKULL_VP,
    STONE,
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
    WOOD,
)
from meeple.games.tzolkin.narrate import ACTION_TEXT, GOOD_TITLES, good_amount
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
COST_LEGEND = N_("costs: w wood, s stone, g gold")
# Short words the board's f-strings look up with `_` (marked here: extraction skips f-strings).
_MARKED = (N_("position"), N_("empty"), N_("VP"), N_("corn"), N_("wood"), N_("stone"),
           N_("gold"), N_("skulls"), N_("workers"), N_("temples C/Q/K"), N_("tech A/E/Ar/T"),
           N_("available"), N_("used"), N_("Market"), N_("step"), N_("{a} / {b} VP"), N_("most"),
           N_("level {n}"), N_("nothing"))


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


# One letter per seat colour on the gears and tracks, chosen per language (Greek Red and
# Yellow share a first letter); the gear rows' legend lists them.
_INITIALS = (NP_("colour initial", "R"), NP_("colour initial", "G"), NP_("colour initial", "B"),
             NP_("colour initial", "Y"))


def _initial(w: int) -> str:
    if w == S.EMPTY:
        return "."
    if w == S.NEUTRAL:
        return "#"
    return translate(_INITIALS[w])


def _initials(seats: list[int]) -> str:
    return "".join(_initial(p) for p in seats) or "."


def _calendar_line(state: TzolkinState) -> str:
    if state.over:
        return tr("Game over after round {n} (day {day})", n=state.rounds, day=state.day)
    if state.next_food < len(FOOD_DAYS):
        due = FOOD_DAYS[state.next_food]
        kind = (tr("mid-age: temple materials") if FOOD_DAY_KIND[state.next_food] == MID_AGE
                else tr("end of age: temple points"))
        when = tr("this round") if state.day >= due else tr("in {n} day(s)", n=due - state.day)
        food = tr("Food Day {n} ({kind}) {when}", n=state.next_food + 1, kind=kind, when=when)
    else:
        food = tr("all Food Days done: the last round")
    # A double advance over the last Food Day tooth can carry the day past the 26th.
    day = (tr("day {n} of {last}", n=state.day, last=FOOD_DAYS[-1]) if state.day <= FOOD_DAYS[-1]
           else tr("day {n} (the calendar has come round)", n=state.day))
    return translate(tr("Round {n} · {day} · {food} · {who} starts", n=state.rounds, day=day,
                        food=food, who=name(state.first)))


def _gear_rows(state: TzolkinState) -> list[str]:
    initials = " ".join(translate(c) for c in _INITIALS)
    rows = [f"  {_('position'):<13}" + " ".join(f"{i:>2}" for i in range(11))
            + _("   ({initials} workers, # neutral; past | no action)").format(initials=initials)]
    for g in GEARS:
        gear, top = state.gears[g], GEAR_TOP[g]
        cells = " ".join(f"{_initial(w):>2}" for w in gear[: top + 1])
        extra = " ".join(f"{_initial(w):>2}" for w in gear[top + 1:])
        rows.append(f"  {_(GEAR_TITLES[g]):<13}{cells} |{extra}".rstrip())
    fp = N_("empty") if state.fp_worker < 0 else name(state.fp_worker)
    skulls = ", ".join(f"{q}: {_(name(s))}" for q, s in enumerate(state.chichen) if s >= 0)
    rows.append(translate(tr("  First Player space: {fp} · corn on the Tzolk'in teeth: {n} · "
                             "crystal skulls on Chichen Itza: {skulls}", fp=fp, n=state.tooth_corn,
                             skulls=skulls or N_("none"))))
    return rows


def _jungle_line(state: TzolkinState) -> str:
    parts = []
    for a in JUNGLE_ACTIONS:
        tiles = [tr(kind, n=n) for n, kind in ((state.jungle_wood[a], N_("{n} wood")),
                                               (state.jungle_corn[a], N_("{n} corn"))) if n]
        parts.append(f"{a}: {translate(join(tiles, ' + ')) if tiles else _('empty')}")
    return _("  Jungle (Palenque 2-5; corn under each wood) ") + " · ".join(parts)


def _stock(state: TzolkinState, p: int) -> str:
    goods = state.goods[p]
    return " ".join(translate(good_amount(i, goods[i])) for i in range(len(GOODS)))


# -- the compact board ---------------------------------------------------------------------------


def _compact(state: TzolkinState, viewer: int | None) -> list[str]:
    lines = [_calendar_line(state), *_gear_rows(state), _jungle_line(state)]
    if viewer is not None and state.hands[viewer]:  # the draft: nothing is on the gears yet
        lines[-2:] = _fit([_hand_line(state, viewer)])[:3]  # 4 tiles fit in 3 lines
    offer = [translate(building_text(b)) for b in state.display if b >= 0]
    mons = [translate(monument_text(m)) for m in state.monuments]
    lines.append(_("Buildings (age {age}, {n} in the pile; {legend})").format(
        age=state.age, n=len(state.pile), legend=_(COST_LEGEND)).ljust(49) + _("| Monuments"))
    for i in range(max(len(offer), len(mons))):
        left = offer[i] if i < len(offer) else ""
        right = mons[i] if i < len(mons) else ""
        lines.append(f"  {_cut(left, 47):<47} | {_cut(right, 48)}".rstrip())
    lines.append(f"  {'':<8}{_('VP'):>4} {_('corn')[:5]:>5} {_('wood')[:5]:>5} "
                 f"{_('stone')[:5]:>5} {_('gold')[:5]:>5} {_('skulls')[:6]:>6}  "
                 f"{_('workers'):<11}{_('temples C/Q/K'):<14}{_('tech A/E/Ar/T'):<14}"
                 + _("double advance"))
    for p in range(state.num_players):
        g, t = state.goods[p], state.temples[p]
        workers = _("{n} ({free} free)").format(n=state.workers[p], free=state.free[p])
        temples = "/".join(f"{v:+d}" if v else "0" for v in t)
        techs = "/".join(map(str, state.techs[p]))
        lines.append(f"  {_(name(p)):<8}{state.vp[p]:>4} {g[0]:>5} {g[1]:>5} {g[2]:>5} {g[3]:>5} "
                     f"{g[4]:>6}  {workers:<11}{temples:<14}{techs:<14}"
                     f"{_('available') if state.light[p] else _('used')}")
    if state.over:
        rows = " · ".join(f"{_(name(p))} {r['corn']}+{r['skulls']}+{r['monuments']}"
                          for p, r in enumerate(state.final))
        line = _("  Final scoring: {rows}").format(rows=rows)
        lines.append(_cut(line + _(" (corn, skulls, monuments)"), WIDTH)
                     if len(line) < WIDTH - 26 else _cut(line, WIDTH))
    return lines


def _hand_line(state: TzolkinState, viewer: int) -> str:
    kept = "".join(_("; kept {tile}").format(tile=translate(wealth_text(state, t)))
                   for t in state.kept[viewer])
    hand = "; ".join(translate(wealth_text(state, t)) for t in state.hands[viewer])
    return _("  Your Starting Wealth tiles: {hand}{kept}").format(hand=hand, kept=kept)


def _cut(text: str, width: int) -> str:
    return text if len(text) <= width else text[: width - 1] + "…"


def _final_text(state: TzolkinState) -> str:
    return "; ".join(
        _("{who} corn {corn}, skulls {skulls}, monuments {monuments}").format(
            who=_(name(p)), corn=r["corn"], skulls=r["skulls"], monuments=r["monuments"])
        for p, r in enumerate(state.final))


# -- the sections ------------------------------------------------------------------------------


def _gears_section(state: TzolkinState, viewer: int | None) -> list[str]:
    lines = [_("Gears"), *_gear_rows(state), _jungle_line(state),
             _("Actions (positions {low}-{top}, and {chichen} on Chichen Itza: any action of the "
               "gear, free; a lower action costs 1 corn per step back)").format(
                 low=FREE_CHOICE[PALENQUE], top=GEAR_TOP[PALENQUE], chichen=FREE_CHOICE[CHICHEN])]
    for g in GEARS:
        acts = " · ".join(f"{q}: {translate(ACTION_TEXT[(g, q)])}"
                          for q in range(1, GEAR_ACTIONS[g] + 1))
        lines.append(f"  {_(GEAR_TITLES[g]):<13}{acts}")
    market = ", ".join(_(_RATES[r]).format(n=MARKET_RATE[r]) for r in RESOURCES)
    lines.append(f"  {_('Market'):<13}" + _(
        "{rates} corn each, both ways; at the end resources become corn at these rates, "
        "{n} corn = 1 VP, a crystal skull = {skull} VP").format(rates=market, n=CORN_PER_VP,
                                                               skull=SKULL_VP))
    return lines


def _temples_section(state: TzolkinState, viewer: int | None) -> list[str]:
    """The three temples side by side, one row per step (VP, mid-age material, markers)."""
    n = state.num_players
    lines = [_("Temples: VP of each step at the end of each age, and the material it gives at "
               "mid-age (with every step below it); the top step holds one player; 'most': the "
               "highest marker's bonus at the end of age 1 / age 2 (ties share it)"),
             f"  {_('step')[:4]:>4}  " + "".join(f"{_(TEMPLE_TITLES[t]):<26}"
                                                 for t in TEMPLES).rstrip()]
    for step in range(max(TEMPLE_TOP), -2, -1):
        cells = []
        for t in TEMPLES:
            if step > TEMPLE_TOP[t]:
                cells.append(" " * 26)
                continue
            material = TEMPLE_MID_AGE[t][step + 1]
            here = _initials([p for p in range(n) if state.temples[p][t] == step])
            mat = _(GOOD_TITLES[material])[:14] if material is not None else ""
            cells.append(f"{TEMPLE_VP[t][step + 1]:>3} {_('VP'):<2} {mat:<14}{here:<5}")
        lines.append(f"  {step:>+4}  " + "".join(cells).rstrip())
    majority = "".join(f"{_('{a} / {b} VP').format(a=a, b=b):<26}" for a, b in TEMPLE_MAJORITY)
    lines.append(f"  {_('most')[:4]:>4}  {majority.rstrip()}")
    return lines


def _tech_section(state: TzolkinState, viewer: int | None) -> list[str]:
    n = state.num_players
    costs = "/".join(str(c) for c in TECH_COST)
    lines = [_("Technologies (a level costs {costs} resources; past level {top}, {n} resource "
               "gives the track's bonus)").format(costs=costs, top=TECH_MAX, n=TECH_BEYOND_COST),
             " " * 15 + " ".join(f"{_('level {n}').format(n=lv):<9}"
                                 for lv in range(TECH_MAX + 1)).rstrip()]
    for k in TRACKS:
        cells = [f"{_initials([p for p in range(n) if state.techs[p][k] == lv]):<9}"
                 for lv in range(TECH_MAX + 1)]
        lines.append(f"  {_(TECH_TITLES[k]):<13}" + " ".join(cells).rstrip())
    text = {e: translate(t) for e, t in TECH_EFFECT_TEXT}
    if state.options["strict_tileless"]:
        text["tileless"] = _("harvest corn when the group has no corn tile left")
    lines.append(_("Effects by level (a level keeps those below it)"))
    for k in TRACKS:
        levels = [f"{lv}: " + ", ".join(text[e] for e in TECH_TRACK_EFFECTS[k]
                                        if state.lvl[e] == lv) for lv in range(1, TECH_MAX + 1)]
        beyond = _("beyond: {bonus}").format(bonus=translate(TECH_BONUS_TEXT[k]))
        lines.append(f"  {_(TECH_TITLES[k]):<13}{' · '.join(levels)} · {beyond}")
    return lines


def _buildings_section(state: TzolkinState, viewer: int | None) -> list[str]:
    lines = [_("Buildings on offer (age {age}, {n} in the pile; {legend})").format(
        age=state.age, n=len(state.pile), legend=_(COST_LEGEND))]
    lines += [f"  {translate(building_text(b))}" for b in state.display if b >= 0]
    lines.append(_("Monuments on offer"))
    lines += [f"  {translate(monument_text(m))}" for m in state.monuments]
    lines.append(_("Built"))
    for p in range(state.num_players):
        built = [f"B{b + 1}" for b in state.built[p]] + [f"M{m + 1}" for m in state.mons[p]]
        lines.append(f"  {_(name(p))}: {' '.join(built) or _('nothing')}")
    return lines


def _players_section(state: TzolkinState, viewer: int | None) -> list[str]:
    lines = [_("Players")]
    drafting = any(state.hands)
    for p in range(state.num_players):
        first = _(" (first player)") if p == state.first else ""
        lines.append(f"  {_(name(p))}{first}: " + _(
            "{vp} VP · {stock} · {n} workers ({free} free)").format(
                vp=state.vp[p], stock=_stock(state, p), n=state.workers[p], free=state.free[p]))
        temples = ", ".join(f"{_(TEMPLE_TITLES[t])} {state.temples[p][t]:+d}" for t in TEMPLES)
        lines.append("      " + _("temples {temples} · harvest tiles: {corn} corn, {wood} wood")
                     .format(temples=temples, corn=state.corn_tiles[p], wood=state.wood_tiles[p]))
        techs = ", ".join(f"{_(TECH_TITLES[k])} {state.techs[p][k]}" for k in TRACKS)
        lines.append("      " + _("technologies {techs}").format(techs=techs))
        more = [_("double advance available") if state.light[p] else _("double advance used")]
        if not drafting:  # what the farms and tiles save is public once the tiles are shown
            needing, each = state.feeding_need(p)
            more.append(_("feeding {n} corn").format(n=needing * each))
        if drafting and p == viewer and state.hands[p]:
            hand = "; ".join(translate(wealth_text(state, t)) for t in state.hands[p])
            more.append(_("to choose from: {tiles}").format(tiles=hand))
        if drafting and p != viewer:
            more.append(_("Starting Wealth: {n} kept, secret until all have chosen").format(
                n=len(state.kept[p])))
        else:
            tiles = "; ".join(translate(wealth_text(state, t)) for t in state.kept[p])
            more.append((_("kept {tiles}") if drafting else _("Starting Wealth {tiles}")).format(
                tiles=tiles or _("none")))
        lines.append("      " + " · ".join(more))
    if state.over:
        lines.append(_("Final scoring: ") + _final_text(state))
    return lines


_RATES = {WOOD: N_("wood {n}"), STONE: N_("stone {n}"), GOLD: N_("gold {n}")}
_SECTION = {"gears": _gears_section, "temples": _temples_section, "tech": _tech_section,
            "buildings": _buildings_section, "players": _players_section}
