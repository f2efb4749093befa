"""Moves told in words (`State.narrate`): a sentence fragment after the seat's colour, e.g.
"places a 3 on the Helper tile as a 6 (White God)". Nothing a Bora Bora move shows is secret:
cards paid go face up to the discard pile, a card drawn from the deck is not named."""

from __future__ import annotations

from typing import TYPE_CHECKING

from meeple.games.borabora import actions as A
from meeple.games.borabora import data as D

if TYPE_CHECKING:
    from meeple.games.borabora.board import Board
    from meeple.games.borabora.state import BoraBoraState

_TARGET = ("the Land Path tile", "the Water Path tile", "the Man tile", "the Woman tile",
           "the Helper tile", "the Temple tile", "the Build tile", "the Fishing space")


def region_title(b: Board, r: int) -> str:
    """'central beach' for central_beach: the region in plain words."""
    return b.region_names[r].replace("_", " ")


def tile_words(b: Board, t: int) -> str:
    gender = "man" if t < b.num_men else "woman"
    return f"{gender} {A.tile_name(b, t).split()[0]} ({D.ABILITY_NAMES[b.tile_ability[t]]})"


def narrate(s: BoraBoraState, action: int) -> str:
    """The seat to move's `action` in words."""
    b = s.board
    kind, i = A.KIND_OF[action], A.INDEX_OF[action]
    frame = s.stack[-1] if s.stack else (kind, -1)
    if kind == A.START:
        return f"places the starting hut in the {region_title(b, i)}"
    if kind == A.HUT_SOURCE:
        return "takes the hut from space 12 of the hut grid" if i else "takes a hut from spaces 1-11 of the hut grid"
    if kind == A.MATERIAL:
        if i < A.NUM_SPACES:
            return f"puts {D.MATERIALS[b.ceremony_material[i]]} on ceremony space C{i + 1}"
        return f"puts {D.MATERIALS[i - A.NUM_SPACES]} beside the board"
    if kind == A.PLACE:
        return _place(s, i)
    if kind == A.PAY:
        god = f"the {D.COLOURS[frame[2]].capitalize()} God" if frame[0] == A.PAY else "a god"
        if i == A.P_CARD:
            return f"pays for {god} with its card and an offering"
        if i == A.P_TILE:
            return f"pays for {god} with a god tile"
        return f"pays for {god} with two {D.COLOURS[i - A.P_PAIR]} cards and an offering"
    if kind == A.EXPAND:
        return f"expands to the {region_title(b, i)}"
    if kind == A.RED:
        return "plays a Red God to score the fish marker" if i == 0 else "plays no Red God"
    if kind == A.TAKE:
        return f"takes {tile_words(b, i)} from the board"
    if kind == A.HELPER:
        return _helper(b, i)
    if kind in (A.DRAW, A.FIRE_GIFT):
        bonus = " as a Fire Bonus" if kind == A.FIRE_GIFT else ""
        if i == A.D_DECK:
            return f"draws a god card from the deck{bonus}"
        if i == A.D_OFFERING:
            return f"takes an offering{bonus}"
        return f"takes the face-up {D.COLOURS[i - A.D_COLOUR]} god card{bonus}"
    if kind == A.TEMPLE:
        return f"puts a priest on temple space {i + 1}"
    if kind == A.BUILD:
        return f"builds the building of value {D.BUILDINGS[i]}"
    if kind == A.BUILD_ON:
        x, y = A.PAIR_OF[i]
        return f"builds on ceremony spaces C{x + 1} and C{y + 1}"
    if kind == A.FIRE_STEP:
        return "moves a status step as a Fire Bonus" if i == A.F_STATUS else "takes a shell as a Fire Bonus"
    if kind == A.ACTIVATE:
        return _activate(i)
    if kind == A.MOVE_HUT:
        return "moves a hut to space 12" if i == 0 else "stops moving huts"
    if kind == A.JEWEL:
        if i == A.NUM_JEWELS:
            return "buys no jewelry"
        return (f"buys the {b.jewelry_kinds[b.jewel_kind[i]]} {A.jewel_name(b, i).split()[0]} for "
                f"{b.jewel_value[i]} shells")
    if kind == A.TASK:
        verb, task = divmod(i, A.NUM_TASKS)
        label = f"task {b.task_label[task]} ({b.tasks[task][4]})"
        return (f"completes {label}", f"completes {label} with a Yellow God", f"gives up {label}")[verb]
    return f"takes task {b.task_label[i]} ({b.tasks[i][4]}) from the display"


def _place(s: BoraBoraState, i: int) -> str:
    face, target, blue, white = A.place_decode(i)
    text = f"places a {face} on {_TARGET[target]}"
    gods = []
    if blue:
        gods.append("past the lowering rule with a Blue God")
    if white:
        gods.append("counting as a 6 with a White God")
    if target == D.T_FISHING:
        text += f" ({D.FISHING_VP} VP)"
    return text + (" " + " and ".join(gods) if gods else "")


def _helper(b: Board, i: int) -> str:
    if i < A.H_SHELLS:
        return f"tattoos {tile_words(b, A.H_TATTOO + i)}: {b.tile_value[i]} status steps"
    if i < A.H_VP:
        t = i - A.H_SHELLS + b.num_men
        return f"collects {b.tile_value[t]} shells with {tile_words(b, t)}"
    return {
        A.H_VP: "buys 1 VP with the Helper",
        A.H_OFFERING: "buys an offering with the Helper",
        A.H_GOD_CARD: "buys a god card with the Helper",
        A.H_MATERIAL: "buys a building material with the Helper",
        A.H_MOVE_HUT: "moves a hut to space 12 with the Helper",
        A.H_DONE: "ends the Helper trade",
    }[i]


def _activate(i: int) -> str:
    if i == A.A_EXTRA:
        return "plays a Green God for one more activation"
    if i == A.A_DONE:
        return "ends Phase B"
    k, doubled = divmod(i, 2)
    gender, ability = divmod(k, len(D.ABILITIES))
    text = f"activates the {('men', 'women')[gender]}'s {D.ABILITY_NAMES[ability]} ability"
    return text + (", doubled by a Green God" if doubled else "")
