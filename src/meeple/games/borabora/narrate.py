"""Moves told in words (`State.narrate`): a sentence fragment after the seat's colour, e.g.
"places a 3 on the Helper tile as a 6 (White God)". Nothing a Bora Bora move shows is secret:
cards paid go face up to the discard pile, a card drawn from the deck is not named.

Every text is a message (`meeple.core.i18n.tr`): English at once (the engines' fast path),
shown again in the viewer's language with the rulebook's terms (docs/glossary/borabora.*.md)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from meeple.core.i18n import N_, Message, join, ntr, tr
from meeple.games.borabora import actions as A
from meeple.games.borabora import data as D

if TYPE_CHECKING:
    from meeple.games.borabora.board import Board
    from meeple.games.borabora.state import BoraBoraState

# one whole phrase per target, so each language words it as its grammar needs
_TARGET = (N_("places a {face} on the Land Path tile"), N_("places a {face} on the Water Path tile"),
           N_("places a {face} on the Man tile"), N_("places a {face} on the Woman tile"),
           N_("places a {face} on the Helper tile"), N_("places a {face} on the Temple tile"),
           N_("places a {face} on the Build tile"), N_("places a {face} on the Fishing space"))
_TARGET_WHITE = (
    N_("places a {face} as a 6 (White God) on the Land Path tile"),
    N_("places a {face} as a 6 (White God) on the Water Path tile"),
    N_("places a {face} as a 6 (White God) on the Man tile"),
    N_("places a {face} as a 6 (White God) on the Woman tile"),
    N_("places a {face} as a 6 (White God) on the Helper tile"),
    N_("places a {face} as a 6 (White God) on the Temple tile"),
    N_("places a {face} as a 6 (White God) on the Build tile"),
    N_("places a {face} as a 6 (White God) on the Fishing space"))

# the default board's regions in plain words (a board-data file's own names pass untranslated)
REGION_TITLES = {
    "north_beach": N_("north beach"), "north_mountain": N_("north mountain"),
    "west_plains": N_("west plains"), "west_mountain": N_("west mountain"),
    "central_forest": N_("central forest"), "central_plains": N_("central plains"),
    "central_beach": N_("central beach"), "central_mountain": N_("central mountain"),
    "east_forest": N_("east forest"), "east_beach": N_("east beach"),
    "south_forest": N_("south forest"), "south_plains": N_("south plains"),
}

# a task's wording by (code, kind), and the names its `{name}` field takes
_WORDING = {(code, kind): (named, wording) for code, kind, named, _need, wording in D.TASK_KINDS}
_SHOWN = {"materials": D.MATERIAL_NAMES, "colours": D.COLOUR_NAMES,
          "region types": D.REGION_TYPE_NAMES, "abilities": D.ABILITY_NAMES}


def region_title(b: Board, r: int) -> str:
    """'central beach' for central_beach: the region in plain words."""
    name = b.region_names[r]
    return REGION_TITLES.get(name) or name.replace("_", " ")


def tile_words(b: Board, t: int) -> Message:
    code = A.tile_name(b, t).split()[0]
    ability = D.ABILITY_NAMES[b.tile_ability[t]]
    if t < b.num_men:
        return tr("man {code} ({ability})", code=code, ability=ability)
    return tr("woman {code} ({ability})", code=code, ability=ability)


def task_wording(b: Board, t: int) -> Message:
    """What task tile `t` asks: '2 blue god cards'."""
    label, kind, target, _need, _wording = b.tasks[t]
    named, wording = _WORDING[label.partition(" ")[0], kind]
    if target < 0:
        return tr(wording)
    names = _SHOWN.get(named) or (b.jewelry_kinds if named == "jewelry" else b.fish_kinds)
    return tr(wording, name=names[target])


def task_words(b: Board, t: int) -> Message:
    """'task T21 blue (2 blue god cards)': the tile's label and what it asks. The label's name
    is notation (English), so the translations leave it out: the wording names it."""
    code, _sep, name = b.tasks[t][0].partition(" ")
    if not name:
        return tr("task {code} ({what})", code=code, what=task_wording(b, t))
    return tr("task {code} {name} ({what})", code=code, name=name, what=task_wording(b, t))


def narrate(s: BoraBoraState, action: int) -> Message:
    """The seat to move's `action` in words."""
    return narrate_in(s.board, s.stack[-1] if s.stack else None, action)


def narrate_in(b: Board, frame: tuple | None, action: int) -> Message:
    """`narrate` from all it reads of the state: the board's tables (fixed for the game) and
    the pending decision's frame (a tuple; None if there is none). A log line keeps these
    values to word the move when it is read (`Later`)."""
    kind, i = A.KIND_OF[action], A.INDEX_OF[action]
    if frame is None:
        frame = (kind, -1)
    if kind == A.START:
        return tr("places the starting hut in the {region}", region=region_title(b, i))
    if kind == A.HUT_SOURCE:
        return tr("takes the hut from space 12 of the hut grid") if i else \
            tr("takes a hut from spaces 1-11 of the hut grid")
    if kind == A.MATERIAL:
        if i < A.NUM_SPACES:
            return tr("puts {material} on ceremony space C{n}",
                      material=D.MATERIAL_NAMES[b.ceremony_material[i]], n=i + 1)
        return tr("puts {material} beside the board", material=D.MATERIAL_NAMES[i - A.NUM_SPACES])
    if kind == A.PLACE:
        return _place(i)
    if kind == A.PAY:
        return _pay(frame, i)
    if kind == A.EXPAND:
        return tr("expands to the {region}", region=region_title(b, i))
    if kind == A.RED:
        return tr("plays a Red God to score the fish marker") if i == 0 else tr("plays no Red God")
    if kind == A.TAKE:
        return tr("takes {tile} from the board", tile=tile_words(b, i))
    if kind == A.HELPER:
        return _helper(b, i)
    if kind in (A.DRAW, A.FIRE_GIFT):
        return _draw(kind == A.FIRE_GIFT, i)
    if kind == A.TEMPLE:
        return tr("puts a priest on temple space {n}", n=i + 1)
    if kind == A.BUILD:
        return tr("builds the building of value {value}", value=D.BUILDINGS[i])
    if kind == A.BUILD_ON:
        x, y = A.PAIR_OF[i]
        return tr("builds on ceremony spaces C{x} and C{y}", x=x + 1, y=y + 1)
    if kind == A.FIRE_STEP:
        return tr("moves a status step as a Fire Bonus") if i == A.F_STATUS else \
            tr("takes a shell as a Fire Bonus")
    if kind == A.ACTIVATE:
        return _activate(i)
    if kind == A.MOVE_HUT:
        return tr("moves a hut to space 12") if i == 0 else tr("stops moving huts")
    if kind == A.JEWEL:
        if i == A.NUM_JEWELS:
            return tr("buys no jewelry")
        return tr("buys the {kind} {code} for {n} shells", kind=b.jewelry_kinds[b.jewel_kind[i]],
                  code=A.jewel_name(b, i).split()[0], n=b.jewel_value[i])
    if kind == A.TASK:
        verb, task = divmod(i, A.NUM_TASKS)
        words = task_words(b, task)
        return (tr("completes {task}", task=words), tr("completes {task} with a Yellow God", task=words),
                tr("gives up {task}", task=words))[verb]
    return tr("takes {task} from the display", task=task_words(b, i))


def _place(i: int) -> Message:
    face, target, blue, white = A.place_decode(i)
    text = tr((_TARGET_WHITE if white else _TARGET)[target], face=face)
    if blue:
        text = tr("{text} (Blue God: need not be lower)", text=text)
    if target == D.T_FISHING:
        text = tr("{text} ({n} VP)", text=text, n=D.FISHING_VP)
    return text


def _pay(frame: tuple, i: int) -> Message:
    god = D.GOD_NAMES[frame[2]] if frame[0] == A.PAY else None
    if i == A.P_CARD:
        return tr("pays for the {god} with its card and an offering", god=god) if god else \
            tr("pays for a god with its card and an offering")
    if i == A.P_TILE:
        return tr("pays for the {god} with a god tile", god=god) if god else \
            tr("pays for a god with a god tile")
    colour = D.COLOUR_NAMES[i - A.P_PAIR]
    return tr("pays for the {god} with two {colour} cards and an offering", god=god, colour=colour) \
        if god else tr("pays for a god with two {colour} cards and an offering", colour=colour)


def _draw(fire: bool, i: int) -> Message:
    if i == A.D_DECK:
        return tr("draws a god card from the deck as a Fire Bonus") if fire else \
            tr("draws a god card from the deck")
    if i == A.D_OFFERING:
        return tr("takes an offering as a Fire Bonus") if fire else tr("takes an offering")
    colour = D.COLOUR_NAMES[i - A.D_COLOUR]
    return tr("takes the face-up {colour} god card as a Fire Bonus", colour=colour) if fire else \
        tr("takes the face-up {colour} god card", colour=colour)


def _helper(b: Board, i: int) -> Message:
    if i < A.H_SHELLS:
        return tr("tattoos {tile}: {n} status steps", tile=tile_words(b, A.H_TATTOO + i), n=b.tile_value[i])
    if i < A.H_VP:
        t = i - A.H_SHELLS + b.num_men
        return tr("collects {n} shells with {tile}", n=b.tile_value[t], tile=tile_words(b, t))
    return tr({
        A.H_VP: N_("buys 1 VP with the Helper"),
        A.H_OFFERING: N_("buys an offering with the Helper"),
        A.H_GOD_CARD: N_("buys a god card with the Helper"),
        A.H_MATERIAL: N_("buys a building material with the Helper"),
        A.H_MOVE_HUT: N_("moves a hut to space 12 with the Helper"),
        A.H_DONE: N_("ends the Helper trade"),
    }[i])


def _activate(i: int) -> Message:
    if i == A.A_EXTRA:
        return tr("plays a Green God for one more activation")
    if i == A.A_DONE:
        return tr("ends Phase B")
    k, doubled = divmod(i, 2)
    gender, ability = divmod(k, len(D.ABILITIES))
    name = D.ABILITY_NAMES[ability]
    if doubled:
        return tr("activates the women's {ability} ability, doubled by a Green God", ability=name) \
            if gender else tr("activates the men's {ability} ability, doubled by a Green God", ability=name)
    return tr("activates the women's {ability} ability", ability=name) if gender else \
        tr("activates the men's {ability} ability", ability=name)


# -- a log line's words, made when it is read in the language of the moment it was logged -------


def scores_words(rows: list) -> Message:
    """[(seat name, VP), ...] -> "Red 3, Blue 1"."""
    return join([tr("{who} {n}", who=who, n=n) for who, n in rows])


def rolls_words(rows: list) -> Message:
    """[(seat name, dice), ...] -> "Red 1 3 5; Blue 2 2 6"."""
    return join([tr("{who} {dice}", who=who, dice=" ".join(map(str, dice))) for who, dice in rows],
                N_("; "))


def pay_words(colour: int, cards: int) -> Message:
    """How a god was paid for: cards of a colour and an offering (`colour` >= 0), or a god tile."""
    if colour >= 0:
        return ntr("{n} {colour} card and an offering", "{n} {colour} cards and an offering", cards,
                   colour=D.COLOUR_NAMES[colour])
    return tr("a god tile")
