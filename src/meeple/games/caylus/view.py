"""What a person sees of a Caylus position: the prompt, the terminal board, tolerant notation
parsing; and the checks of a position: its invariants and the validation of a loaded state.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import lru_cache
from typing import TYPE_CHECKING

from meeple.core.errors import BadNotation, BadOption
from meeple.core.i18n import (
    N_,
    Message,
    _,
    current_language,
    in_language,
    join,
    ntr,
    pgettext,
    tr,
    translate,
)
from meeple.games.caylus import actions as A
from meeple.games.caylus import data as D

if TYPE_CHECKING:
    from meeple.games.caylus.state import CaylusState

B = D.BUILDINGS
CATEGORY_MARK = ("W", "S", "P", "N", "F", "R")  # wooden, stone, prestige, neutral, fixed, residence
CUBE_MARK = ("f", "w", "s", "c", "g")


def who(state: CaylusState, seat: int) -> str:
    return state.seat_name(seat)


def cost_text(tile: int) -> str:
    """`1f 1w +1any`: a tile's cube cost."""
    parts = [f"{n}{CUBE_MARK[r]}" for r, n in enumerate(B[tile].cost) if n]
    if B[tile].any_cubes:
        parts.append(f"+{B[tile].any_cubes}any")
    return " ".join(parts)


def cost_words(tile: int) -> str:
    """`1f 1w +1 any cube`: a tile's cost for the narration."""
    parts = " ".join(f"{n}{CUBE_MARK[r]}" for r, n in enumerate(B[tile].cost) if n)
    if B[tile].any_cubes:
        return ntr("{cubes} +{n} any cube", "{cubes} +{n} any cubes", B[tile].any_cubes,
                   cubes=parts)
    return parts


def _cubes_text(vector: tuple) -> str:
    return "+".join(f"{n}{CUBE_MARK[r]}" for r, n in enumerate(vector) if n)


_PAID = ("d", "c", "g", N_(" cubes"))  # what a TRADE pays: deniers, cloth, gold, any cubes


def effect_text(state: CaylusState, b: int) -> str:
    """What building b does, in the board's short words: `2f or 1c`, `2d→3pp or 4d→5pp`."""
    building = B[b]
    effect, param = building.effect, building.param
    if effect == D.PRODUCE:
        return _(" or ").join(_cubes_text(v) for v in param)
    if effect == D.PRODUCE_BONUS:
        output, bonus = param
        return _("{output}, owner +1{bonus}").format(
            output=_cubes_text(output), bonus="/".join(CUBE_MARK[r] for r in bonus))
    if effect == D.BUILD:
        return _(BUILD_SHORT[param])
    if effect == D.LAWYER:
        return _("→residence {c}c+{d}d, +{pp}pp").format(c=D.LAWYER_CLOTH, d=D.LAWYER_DENIERS,
                                                         pp=D.RESIDENCE_PP)
    if effect == D.MARKET:
        return _("sell 1 cube for {n}d").format(n=param)
    if effect == D.PEDDLER:
        most, price = param
        if most == 1:
            return _("buy 1 (no g) for {n}d").format(n=price)
        return _("buy 1-{most} (no g), {n}d each").format(most=most, n=price)
    if effect == D.TRADE:
        pp = _("pp")
        return _(" or ").join(f"{n}{_(_PAID[pay])}→{m}{pp if gain == D.GAIN_PP else 'g'}"
                              for (pay, n), (gain, m) in state.trades_of(b))
    parts = []
    if building.income:
        parts.append(_("+{n}d income").format(n=building.income))
    if building.favors:
        many = building.favors > 1
        parts.append((_("+{n} favors") if many else _("+{n} favor")).format(n=building.favors))
    return ", ".join(parts)


BUILD_SHORT = (N_("build wooden"), N_("build stone"), N_("build prestige"))


def _plural(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


# -- prompt ----------------------------------------------------------------------------------


def prompt(state: CaylusState) -> Message:
    """One line: who decides what, from the top of the decision stack."""
    if not state.stack:
        return tr("The game is over.")
    frame = state.stack[-1]
    kind, seat = frame[0], frame[1]
    return tr("{who}, turn {turn}: {what}", who=who(state, seat), turn=state.turn,
              what=_PROMPTS[kind](state, frame))


def _deniers(n: int) -> Message:
    return ntr("{n} denier", "{n} deniers", n)


def _place(state: CaylusState, frame: tuple) -> Message:
    seat = frame[1]
    return tr("place a worker ({left} left, {money}; costs {cost}, on your own building {own}) "
              "or pass.", left=state.workers[seat], money=_deniers(state.deniers[seat]),
              cost=state.bridge_cost(seat), own=D.OWN_BUILDING_COST)


def _trade(state: CaylusState, frame: tuple) -> Message:
    return tr("use the {building} (one exchange) or decline.", building=B[frame[2]].name)


def _castle(state: CaylusState, frame: tuple) -> Message:
    s = state._castle_section()
    where = D.SECTION_NAMES[s] if s < len(D.SECTION_NAMES) else N_("full castle")
    if frame[2]:
        return tr("give a batch (food + 2 different cubes) to the {section}, or stop "
                  "({n} given).", section=where, n=frame[2])
    return tr("give a batch (food + 2 different cubes) to the {section}, or stop "
              "({n} given; giving none costs {penalty} PP).", section=where, n=frame[2],
              penalty=D.CASTLE_PENALTY)


# "build a {kind} building", one whole phrase per category
BUILD_KIND = (N_("build a wooden building"), N_("build a stone building"),
              N_("build a prestige building"))


def _build(state: CaylusState, frame: tuple) -> Message:
    category, discount = frame[2], frame[3]
    if category == D.PRESTIGE:
        where = tr("on one of your residences")
    else:
        where = tr("on the first free space")
    if discount >= 0:
        return tr("{build} {where}, {n} {resource} less, or decline.", build=BUILD_KIND[category],
                  where=where, n=D.FAVOR_BUILD_DISCOUNT, resource=D.RESOURCES[discount])
    return tr("{build} {where}, or decline.", build=BUILD_KIND[category], where=where)


def _pay(state: CaylusState, frame: tuple) -> Message:
    """Which payment the cube is for: the Alchemist, the favor exchange or a tile's any cube."""
    _k, _j, left, gold_ok, gold_after, _i = frame
    below = state.stack[-2] if len(state.stack) > 1 else ()
    if gold_after:
        if gold_ok:
            return tr("choose a cube to pay for the Alchemist's cubes ({n} to pay).", n=left)
        return tr("choose a cube to pay for the Alchemist's cubes ({n} to pay, not gold).",
                  n=left)
    if below and below[0] == A.K_GET:
        return tr("choose a cube to pay for the favor exchange: the cube you give (any, gold "
                  "included).")
    return tr("choose a cube to pay for the building's 'any cube' ({n} to pay, gold included).",
              n=left)


def _favor(state: CaylusState, frame: tuple) -> Message:
    return tr("royal favor ({n} to take): choose a line not used this phase and a column "
              "up to your marker (columns 1-{open} open).", n=frame[2], open=state.open_columns)


def _guild(s: CaylusState, f: tuple) -> Message:
    if s.guild_must_move:
        return tr("Merchants' Guild: move the Provost (space {space}) 1 to {n} spaces, free.",
                  space=s.provost + 1, n=D.GUILD_MOVE)
    return tr("Merchants' Guild: move the Provost (space {space}) up to {n} spaces, free, or "
              "leave it.", space=s.provost + 1, n=D.GUILD_MOVE)


def _lawyer(s: CaylusState, f: tuple) -> Message:
    if f[2]:
        return tr("convert a neutral building or your own craft building to a residence for "
                  "{cloth} cloth + {d} denier (+{pp} PP), or decline.", cloth=D.LAWYER_CLOTH,
                  d=f[2], pp=D.RESIDENCE_PP)
    return tr("convert a neutral building or your own craft building to a residence for "
              "{cloth} cloth (+{pp} PP), or decline.", cloth=D.LAWYER_CLOTH, pp=D.RESIDENCE_PP)


def road_words(s: CaylusState, i: int, the: bool = True) -> Message:
    """`the peddler@7` (or without `the`): a road building by its notation, its name
    translated."""
    return _road_words(s.road[i], i, the, current_language())


def building_words(b: int, i: int, the: bool = True) -> Message:
    """`road_words` of building b on space i, in the current language."""
    return _road_words(b, i, the, current_language())


@lru_cache(maxsize=512)
def _road_words(b: int, i: int, the: bool, lang: str) -> Message:
    """Cached by language (a message keeps the text of the language it was made in): the log
    names road buildings at every activation."""
    name = B[b].name if b >= 0 else N_("empty")
    if the:
        return tr("the {building}@{space}", building=name, space=i + 1)
    return tr("{building}@{space}", building=name, space=i + 1)


_PROMPTS: tuple[Callable[[CaylusState, tuple], Message], ...] = (
    _place,
    lambda s, f: tr("move your Gate worker, free, to a free spot, or take it back."),
    _guild,
    lambda s, f: tr("Joust Field: pay {d} denier + {c} cloth for a royal favor?",
                    d=D.JOUST_DENIERS, c=D.JOUST_CLOTH),
    lambda s, f: tr("your worker is on the Inn's right circle (placements cost {n}): "
                    "stay or leave?", n=D.INN_COST),
    lambda s, f: tr("move the Provost (space {space}) up to {n} spaces at {d} denier each, or "
                    "stay.", space=s.provost + 1, n=D.PROVOST_MOVE, d=D.PROVOST_SPACE_COST),
    lambda s, f: tr("choose what {building} produces.", building=road_words(s, f[3])),
    lambda s, f: tr("an opponent used your {building}: choose your bonus cube.",
                    building=B[f[2]].name),
    _build,
    lambda s, f: tr("choose the residence the {building} replaces.", building=B[f[2]].name),
    _pay,
    _lawyer,
    lambda s, f: tr("sell one cube for {n} deniers, or decline.", n=f[2]),
    lambda s, f: tr("buy a cube (not gold) for {price} denier(s), {n} at most, or stop.",
                    price=f[3], n=f[2]),
    _trade,
    _castle,
    _favor,
    lambda s, f: tr("favor exchange: take a cube, not gold ({n} to take).", n=f[2]),
)

# "can build no {kind} building", one whole phrase per category
CANNOT_BUILD = (
    N_("{who} can build no wooden building (the cubes, a tile in stock and {where} are needed)"),
    N_("{who} can build no stone building (the cubes, a tile in stock and {where} are needed)"),
    N_("{who} can build no prestige building (the cubes, a tile in stock and {where} are "
       "needed)"),
)


def forced_words(kind: int, who_: str, no_worker: bool, money: int, cost: int, f2: int,
                 f3: int) -> Message:
    """Why a seat was not asked: its only legal move is a pass or a decline (EXPLAINED), in
    the current language. The rules log it with the values taken then (`CaylusState._log_forced`),
    made when the log is read; cached by what it says and the language."""
    return _forced_note(kind, who_, no_worker, money, cost, f2, f3, current_language())


@lru_cache(maxsize=2048)
def _forced_note(kind: int, who_: str, no_worker: bool, money: int, cost: int, f2: int, f3: int,
                 lang: str) -> Message:
    frame = (kind, -1, f2, f3)
    if kind == A.K_PLACE:
        if no_worker:
            return tr("{who} passes: no worker left", who=who_)
        if money >= cost:
            return tr("{who} passes: no free spot for a worker", who=who_)
        return tr("{who} passes: {money}, a placement costs {cost}", who=who_,
                  money=_deniers(money), cost=cost)
    if kind == A.K_JOUST:
        return tr("{who} cannot pay the Joust Field ({d} denier + {c} cloth)", who=who_,
                  d=D.JOUST_DENIERS, c=D.JOUST_CLOTH)
    if kind == A.K_PROVOST:
        return tr("{who} has no denier to move the Provost", who=who_)
    if kind == A.K_BUILD:
        where = (tr("an own residence") if frame[2] == D.PRESTIGE else tr("a free road space"))
        return tr(CANNOT_BUILD[frame[2]], who=who_, where=where)
    if kind == A.K_LAWYER:
        if frame[2]:
            return tr("{who} cannot convert a building ({cloth} cloth + {d} denier and a target "
                      "are needed)", who=who_, cloth=D.LAWYER_CLOTH, d=frame[2])
        return tr("{who} cannot convert a building ({cloth} cloth and a target are needed)",
                  who=who_, cloth=D.LAWYER_CLOTH)
    if kind == A.K_SELL:
        return tr("{who} has no cube to sell", who=who_)
    if kind == A.K_BUY:
        return tr("{who} cannot pay {money} for a cube", who=who_, money=_deniers(frame[3]))
    return tr("{who} cannot pay for an exchange at the {building}", who=who_,
              building=B[frame[2]].name)


def income_line(turn: int, colors: tuple, income: tuple, lang: str) -> Message:
    """The income line, made when the log is read: the gains worded in the language it was
    logged in (as the message made then was), the line in the reader's; the seats named as
    `State.seat_name` names them."""
    names = tuple(colors[s] if s < len(colors) else f"Seat {s}" for s in range(len(income)))
    return tr("Turn {turn}: income {gains}", turn=turn,
              gains=in_language(lang, _income_words, names, income, lang))


def stables_line(names: tuple, lang: str) -> Message:
    """The Stables' new turn order, made when the log is read (see `income_line`)."""
    return tr("Stables: turn order is now {order}", order=in_language(lang, join, names))


@lru_cache(maxsize=1024)
def _income_words(names: tuple, income: tuple, lang: str):
    """`Blue +2 deniers, Red +3 deniers`, cached by language: every turn logs one."""
    return join(tr("{who} +{n} deniers", who=who, n=g) for who, g in zip(names, income,
                                                                        strict=True))


# -- notation parsing ------------------------------------------------------------------------


def parse_action(state: CaylusState, text: str, exact: Callable[[str], int]) -> int:
    """Exact notation first; else the notation without its `@space` if that names one legal
    action (`place peddler` when only one peddler is free)."""
    try:
        return exact(text)
    except BadNotation:
        key = " ".join(str(text).lower().split())
        found = [a for a in state.legal_actions()
                 if re.sub(r"@\d+", "", state.action_to_str(a)).lower() == key]
        if len(found) == 1:
            return found[0]
        if len(found) > 1:
            shown = ", ".join(state.action_to_str(a) for a in found)
            raise BadNotation(f"caylus: {text!r} is ambiguous; say which: {shown}") from None
        raise


def lost_favor_note(state: CaylusState, frame: tuple) -> Message:
    """§6.3: favors left when every favor line was used in this phase are lost."""
    return ntr("{who} loses {n} royal favor: every line was used this phase",
               "{who} loses {n} royal favors: every line was used this phase", frame[2],
               who=who(state, frame[1]))


def trade_words(option: tuple) -> Message:
    """`2 deniers for 3 PP`: one exchange of a Church, Tailor, Bank, Alchemist, Jeweller."""
    (pay, n), (gain, m) = option
    if pay == D.PAY_DENIERS:
        paid = _deniers(n)
    elif pay == D.PAY_CLOTH:
        paid = tr("{n} cloth", n=n)
    elif pay == D.PAY_GOLD:
        paid = tr("{n} gold", n=n)
    else:
        paid = ntr("{n} cube", "{n} cubes", n)
    got = tr("{n} PP", n=m) if gain == D.GAIN_PP else tr("{n} gold", n=m)
    return tr("{paid} for {got}", paid=paid, got=got)


def favor_words(j: int, col: int) -> str:
    """What favor option j gives, in words: `+3 PP`, `1 wood`, `a building at the Mason`."""
    line = A.FAVOR_OPTIONS[j][0]
    if line == D.FAVOR_PRESTIGE:
        return tr("+{n} PP", n=D.FAVOR_PP[col - 1])
    if line == D.FAVOR_DENIERS:
        return tr("+{n} deniers", n=D.FAVOR_DENIER_GAIN[col - 1])
    return FAVOR_WORDS[j - A.F_FOOD]


FAVOR_WORDS = (  # favor options from F_FOOD on (§6.2 c, d)
    N_("1 food"), N_("1 wood"), N_("1 stone"), N_("1 cloth"),
    tr("the exchange of {give} cube for {take} cubes (not gold)", give=D.EXCHANGE_GIVE,
       take=D.EXCHANGE_TAKE), N_("1 gold"),
    N_("nothing (buildings line)"),
    tr("a wooden building for {n} wood less", n=D.FAVOR_BUILD_DISCOUNT),
    tr("a stone building for {n} stone less", n=D.FAVOR_BUILD_DISCOUNT),
    tr("a conversion to a residence for {n} cloth", n=D.LAWYER_CLOTH),
    N_("a prestige building"),
)


# -- the board for the terminal --------------------------------------------------------------

WIDTH = 100  # every line of every view fits 100 columns
SECTIONS = ("road", "castle", "players", "favors", "stock")


def render(state: CaylusState, player: int | None = None, section: str | None = None) -> str:
    """None: the compact board (at most 22 lines); "full": every section; or one section of
    `SECTIONS`. Caylus has no hidden information: `player` only marks the viewer's row."""
    if section is None:
        lines = _compact(state, player)
    elif section == "full":
        lines = [_header(state), _order_line(state), *_specials_lines(state), ""]
        for name in SECTIONS:
            lines += [*_SECTION[name](state, player), ""]
        lines.pop()
    elif section in _SECTION:
        lines = _SECTION[section](state, player)
    else:
        raise BadOption(f"caylus: no board section {section!r}; sections: None (compact), "
                          f"'full', {', '.join(map(repr, SECTIONS))}")
    return "\n".join(_fit(line) for line in lines)


def _fit(line: str) -> str:
    """A line cut to WIDTH columns at a space (a translation may be longer than the English)."""
    if len(line) <= WIDTH:
        return line
    cut = line.rfind(" ", 0, WIDTH)
    return line[:cut if cut > WIDTH // 2 else WIDTH].rstrip()


def _header(state: CaylusState) -> str:
    from meeple.games.caylus.state import Phase

    return _("=== Caylus · turn {turn} · {phase} · Provost on {provost} · Bailiff on {bailiff} "
             "===").format(turn=state.turn, phase=_(Phase.NAMES[state.phase]),
                           provost=state.provost + 1, bailiff=state.bailiff + 1)


def _order_line(state: CaylusState) -> str:
    from meeple.games.caylus.state import Phase

    order = " ".join(_colour(s) for s in state.order)
    scale = " ".join(_colour(s) for s in state.passing)
    line = _("Order: {order} · passed: {passed}").format(order=order, passed=scale or "-")
    if state.phase == Phase.PLACEMENT:
        line += _(" · cost {cost} (own building {own})").format(cost=state.passing_price(),
                                                               own=D.OWN_BUILDING_COST)
    return line


def _colour(seat: int) -> str:
    return _(D.PLAYER_COLOURS[seat]) if seat >= 0 else "-"


def _mark(seat: int) -> str:
    return D.COLOUR_MARK[seat] if seat >= 0 else "-"


# what each special building does (§3.3), in its order of resolution
SPECIAL_EFFECTS = (
    N_("move the worker free"),
    tr("+{n}d", n=D.TRADING_POST_DENIERS),
    tr("provost ±{n}, free", n=D.GUILD_MOVE),
    tr("{d}d+{c}c → 1 favor", d=D.JOUST_DENIERS, c=D.JOUST_CLOTH),
    N_("turn order"),
    tr("right: placements cost {n}", n=D.INN_COST),
)
SPECIAL_TITLES = (N_("Gate"), N_("Trading Post"), N_("Guild"), N_("Joust Field"), N_("Stables"),
                  N_("Inn"))


def _specials_lines(state: CaylusState) -> list[str]:
    """The special buildings (phase 3, in order), who is on them and what they do."""
    parts = [f"{_(SPECIAL_TITLES[k])}[{_colour(state.special[k])}] {_effect(k)}"
             for k in range(D.SINGLE_SPECIALS)]
    if state.num_players > D.TWO_PLAYERS:
        parts.append(f"{_('Stables')}[{_stables(state, _colour)}] {_effect(D.STABLES)}")
    parts.append(_("Inn[left {left} | right {right}]").format(
        left=_colour(state.inn_left), right=_colour(state.inn_right)) + f" {_effect(D.INN)}")
    rows = [" · ".join(parts[k:k + 2]) for k in range(0, len(parts), 2)]
    return [_("Special buildings (phase 3, in this order):"), *(f"  {r}" for r in rows)]


def _effect(k: int) -> str:
    effect = SPECIAL_EFFECTS[k]
    return translate(effect)


def _stables(state: CaylusState, name: Callable[[int], str]) -> str:
    seats = [name(s) for s in state.stables]
    return ",".join(seats + ["-"] * (D.STABLES_SPACES - len(seats)))


# -- the compact board -------------------------------------------------------------------------


def _compact(state: CaylusState, player: int | None) -> list[str]:
    """At most 22 lines: the header, turn order, the special buildings, the built road four
    spaces a line, the castle, the players and the tiles in stock."""
    lines = [_header(state), _order_line(state), _compact_specials(state)]
    legend = " ".join(f"{m} {_(c)}" for m, c in zip(D.COLOUR_MARK, D.PLAYER_COLOURS[
        :state.num_players], strict=False))
    scoring = "/".join(map(str, D.SCORING_SPACE))
    free = state.road.count(D.EMPTY)
    lines.append(_("Road, {free} free (owner<worker>, * scores at {scoring}; {legend}):").format(
        free=free, scoring=scoring, legend=legend))
    cells = [_road_cell(state, i) for i, b in enumerate(state.road) if b >= 0]
    for k in range(0, len(cells), 4):
        lines.append(" " + " ".join(cells[k:k + 4]).rstrip())
    lines.append(_compact_castle(state))
    lines += _player_table(state, player)
    lines += _compact_stock(state)
    return lines


def _compact_specials(state: CaylusState) -> str:
    parts = [f"{_(SPECIAL_TITLES[k])} {_mark(state.special[k])}"
             for k in range(D.SINGLE_SPECIALS)]
    if state.num_players > D.TWO_PLAYERS:
        parts.append(f"{_('Stables')} {_stables(state, _mark)}")
    parts.append(f"{_('Inn')} {_mark(state.inn_left)}|{_mark(state.inn_right)}")
    return _("Specials: ") + " · ".join(parts)


def _road_cell(state: CaylusState, i: int) -> str:
    """`12*university Bu<Re` in 23 columns."""
    b = state.road[i]
    mark = "*" if i + 1 in D.SCORING_SPACE else " "
    owner = D.COLOUR_MARK[state.owner[i]] if state.owner[i] >= 0 else ""
    worker = f"<{D.COLOUR_MARK[state.worker[i]]}" if state.worker[i] >= 0 else ""
    return f"{i + 1:>2}{mark}{_(B[b].name)[:10]:<10} {owner + worker:<7}"


def _compact_castle(state: CaylusState) -> str:
    parts = []
    for s, name in enumerate(D.SECTION_NAMES):
        houses = " ".join(f"{D.COLOUR_MARK[p]}{n}" for p, n in enumerate(state.castle[s]) if n)
        status = (_("scored") if s < state.section
                  else _("building") if s == state.section else "")
        parts.append(f"{_(name)} {state.filled[s]}/{D.SECTION_SPACES[s]} {status} {houses}"
                     .strip())
    scale = " ".join(D.COLOUR_MARK[s] for s in state.castle_scale) or "-"
    return _("Castle: {sections} · workers: {scale}").format(sections=" · ".join(parts),
                                                            scale=scale)


def _player_table(state: CaylusState, player: int | None) -> list[str]:
    # the column heads keep the English widths in every language (the rows are aligned to them)
    lines = [_("  seat      PP  den  food wood stone cloth gold  workers houses  favors p/d/r/b "
               "(open 1-{n})").format(n=state.open_columns)]
    for seat in range(state.num_players):
        c = state.cubes[seat]
        houses = (sum(1 for o in state.owner if o == seat)
                  + sum(state.castle[s][seat] for s in range(len(D.SECTION_NAMES))))
        you = "*" if seat == player else " "
        favor = "/".join(str(x) for x in state.favor[seat])
        lines.append(f" {you}{_colour(seat):<7} {state.pp[seat]:>4} {state.deniers[seat]:>4}  "
                     f"{c[0]:>4} {c[1]:>4} {c[2]:>5} {c[3]:>5} {c[4]:>4}  "
                     f"{state.workers[seat]:>7} {houses:>6}  {favor}")
    return lines


def _compact_stock(state: CaylusState) -> list[str]:
    groups = []
    for category in (D.WOODEN, D.STONE_B, D.PRESTIGE):
        names = [B[t].name for t in range(D.TILES)
                 if B[t].category == category and state.stock >> t & 1]
        groups.append(f"{pgettext('category', D.CATEGORY_NAMES[category])}: "
                      f"{', '.join(map(_, names)) or '-'}")
    return _wrap(_("Tiles in stock: "), "; ".join(groups))


def _wrap(head: str, text: str, width: int = WIDTH) -> list[str]:
    """`head` then `text`, broken between words into lines of at most `width` columns."""
    lines, line = [], head.rstrip()
    for word in text.split():
        if len(line) + 1 + len(word) > width:
            lines.append(line)
            line = "   " + word
        else:
            line += " " + word
    lines.append(line)
    return lines


# -- the sections --------------------------------------------------------------------------------


def _road_lines(state: CaylusState, player: int | None = None) -> list[str]:
    """The road, space by space: building, category, what it does, owner, worker, the Provost
    and the Bailiff; runs of plain empty spaces on one line (at most 30 lines)."""
    triggers = {space - 1: name for space, name in zip(D.SCORING_SPACE, D.SECTION_NAMES,
                                                        strict=True)}
    scoring = ", ".join(f"{i} {_(n)}" for i, n in zip(D.SCORING_SPACE, D.SECTION_NAMES,
                                                      strict=True))
    out = [_("Road: N neutral, F fixed, W wooden, S stone, R residence, P prestige; (owner) "
             "<worker>;"),
           _("  * scoring space ({scoring}); f food w wood s stone c cloth g gold d denier")
           .format(scoring=scoring)]
    pending = {i: seat for i, seat in state.pending}
    i = 0
    while i < D.ROAD_LENGTH:
        b = state.road[i]
        agents = " ".join(_(name) for name, at in ((N_("Provost"), state.provost),
                                                   (N_("Bailiff"), state.bailiff)) if at == i)
        if b < 0:
            j = i
            while (j + 1 < D.ROAD_LENGTH and state.road[j + 1] < 0 and j + 1 not in triggers
                   and i not in triggers and not agents
                   and j + 1 not in (state.provost, state.bailiff)):
                j += 1
            space = f"{i + 1}-{j + 1}" if j > i else f"{i + 1}"
            mark = "*" if i in triggers else " "
            out.append(f"  {space:>5}{mark} {'·':<52}{agents}".rstrip())
            i = j + 1
            continue
        mark = "*" if i in triggers else " "
        name = f"{_(B[b].name)[:10]:<11}{CATEGORY_MARK[B[b].category]}"
        owner = f"({_colour(state.owner[i])})" if state.owner[i] >= 0 else ""
        worker = f"<{_colour(state.worker[i])}>" if state.worker[i] >= 0 else ""
        if i in pending:
            worker += _(" to residence ({who})").format(who=_colour(pending[i]))
        out.append(f"  {i + 1:>5}{mark} {name}  {effect_text(state, b):<25} {owner:<9}"
                   f"{worker:<9} {agents}".rstrip())
        i += 1
    return out


def _castle_lines(state: CaylusState, player: int | None = None) -> list[str]:
    out = []
    wide = max(8, *(len(_(name)) for name in D.SECTION_NAMES))  # 8 in English
    for s, name in enumerate(D.SECTION_NAMES):
        houses = ", ".join(f"{_colour(p)} {n}" for p, n in enumerate(state.castle[s]) if n)
        status = (_("scored") if s < state.section
                  else _("under construction") if s == state.section else "")
        per_house = _("{n} PP/house").format(n=D.SECTION_PP[s])
        out.append(f"  {_(name).capitalize():<{wide}} {state.filled[s]:>2}/{D.SECTION_SPACES[s]:<2} "
                   f"{per_house}  {houses or '-':<30} {status}".rstrip())
    scale = ", ".join(_colour(s) for s in state.castle_scale) or "-"
    scoring = ", ".join(_("{section} at space {n}").format(section=_(n), n=sp)
                        for n, sp in zip(D.SECTION_NAMES, D.SCORING_SPACE, strict=True))
    return [_("Castle (castle scale: {scale})").format(scale=scale),
            _("  scored when the Bailiff reaches {scoring}").format(scoring=scoring), *out]


def _players_lines(state: CaylusState, player: int | None = None) -> list[str]:
    return [_("Players (favor columns open: 1-{n})").format(n=state.open_columns),
            *_player_table(state, player)]


def _favor_lines(state: CaylusState, player: int | None = None) -> list[str]:
    """The favor table (§6.2): each line's five columns, with the seats' markers."""
    out = [_("Royal favors: columns 1-{n} open; a favor moves a marker one column (if open), "
             "then takes").format(n=state.open_columns),
           _("  any column up to it, each line once a phase")]
    head = _("line")
    out.append(f"  {head:<10}" + "".join(f"{c:<16}" for c in range(1, 6)))
    for line, name in enumerate(D.FAVOR_LINES):
        cells = [favor_words(j, A.FAVOR_OPTIONS[j][1]) for j in A.FAVOR_BY_LINE[line]]
        if line == D.FAVOR_RESOURCES:  # wood and stone share column 2
            cells = [cells[0], N_("1 wood or stone"), *cells[3:]]
        cells = [_(_short_favor(c))[:15] for c in cells]
        out.append(f"  {_(name):<10}" + "".join(f"{c:<16}" for c in cells).rstrip())
    out.append(_("Markers (the column reached on each line):"))
    for seat in range(state.num_players):
        marks = ", ".join(f"{_(ln)} {c}" for ln, c in zip(D.FAVOR_LINES, state.favor[seat],
                                                            strict=True))
        used = [_(D.FAVOR_LINES[ln]) for ln in range(len(D.FAVOR_LINES))
                if state.favor_used[seat] >> ln & 1]
        used_text = _("; used this phase: {lines}").format(lines=", ".join(used)) if used else ""
        out.append(f"  {_colour(seat):<7} {marks}{used_text}")
    return out


def _short_favor(text: str) -> str:
    """A favor option in the table's 15 columns (the English text, to be translated)."""
    return SHORT_FAVOR.get(text, text)[:15]


SHORT_FAVOR = {  # favor options' words -> the favor table's short words
    "a wooden building for 1 wood less": N_("wooden bld -1w"),
    "a stone building for 1 stone less": N_("stone bld -1s"),
    "a conversion to a residence for 1 cloth": N_("residence 1c"),
    "a prestige building": N_("prestige bld"),
    "nothing (buildings line)": N_("nothing"),
    "the exchange of 1 cube for 2 cubes (not gold)": N_("1 cube → 2"),
}


def _stock_lines(state: CaylusState, player: int | None = None) -> list[str]:
    """The tiles still to build, by category: cost → PP [what the building does]."""
    out = [_("Tiles in stock (cost → PP on construction [effect])")]
    for category in (D.WOODEN, D.STONE_B, D.PRESTIGE):
        label = pgettext("category", D.CATEGORY_NAMES[category])
        tiles = [f"{_(B[t].name)} {cost_text(t)}→{state.vp[t]}"
                 + (f" [{effect_text(state, t)}]" if effect_text(state, t) else "")
                 for t in range(D.TILES) if B[t].category == category and state.stock >> t & 1]
        line = f"  {label:<9}"
        if not tiles:
            out.append(line + " -")
            continue
        for k, tile in enumerate(tiles):
            entry = tile + (";" if k < len(tiles) - 1 else "")
            if len(line) + 1 + len(entry) > WIDTH - 4 and line.strip() != label:
                out.append(line)
                line = " " * 11
            line += " " + entry
        out.append(line)
    return out


_SECTION: dict[str, Callable[[CaylusState, int | None], list[str]]] = {
    "road": _road_lines, "castle": _castle_lines, "players": _players_lines,
    "favors": _favor_lines, "stock": _stock_lines,
}
