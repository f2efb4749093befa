"""Moves told in words (`state.narrate`) and the points by category (`score_breakdown`).

A narration is a sentence fragment that follows the seat's colour ("Red moves the Forest die
of power 2"), with plain names (`data.*_TITLES`) instead of the notation's short ids. It reads
the decision on top of the stack, as the action belongs to it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from meeple.core.i18n import (
    N_,
    NP_,
    Message,
    current_language,
    in_language,
    ntr,
    tr,
)
from meeple.games.teotihuacan import actions as A
from meeple.games.teotihuacan import data as D

if TYPE_CHECKING:
    from meeple.games.teotihuacan.state import TeotihuacanState

_WOPT = (N_("takes the worship effect"), N_("takes the Discovery tile"),
         N_("takes both the effect and the tile ({n} more cocoa)"))
_FIXED = {
    "unlockfree": N_("unlocks all its dice for free (it has no unlocked die)"),
    "unlockpay": N_("pays {n} cocoa to unlock all its dice"),
    "endturn": N_("ends the turn"), "nodouble": N_("moves one die only"),
    "resstop": N_("stops trading resources"), "templestop": N_("stops advancing on temples"),
    "decline": N_("declines the Discovery tiles"), "powerskip": N_("skips the power-up"),
    "salaryfree": N_("covers the salary with the free-cocoa tile"),
    "pyrstop": N_("stops building"), "continue": N_("goes on with the action"),
    "fullprice": N_("pays the Pyramid tile in full"),
}
_ORDER = (N_("takes the worship effect first"), N_("takes the Discovery tile first"))
# Whole phrases per temple, so each language words the colour as its grammar needs.
TEMPLE_ADVANCE = (N_("advances on the blue temple"), N_("advances on the red temple"),
                  N_("advances on the green temple"))
DECO_SIDES = (NP_("side", "top"), NP_("side", "right"), NP_("side", "bottom"),
              NP_("side", "left"))
NOBLE_ROWS = (N_("builds on the top row of the Nobles"),
              N_("builds on the middle row of the Nobles"),
              N_("builds on the bottom row of the Nobles"))


def icons(tile: tuple[int, ...]) -> str:
    return "".join(D.ICON_CHARS[i] for i in tile)


def narrate(s: TeotihuacanState, action: int, viewer: int | None) -> Message:
    """`action` of the seat to move, in words for `viewer` (a kept Starting tile stays
    secret from the other seats, as in `action_to_str_for`)."""
    s.action_to_str(action)  # IllegalAction for what is not an action id
    return narrate_legal(s, action, viewer)


def narrate_legal(s: TeotihuacanState, action: int, viewer: int | None) -> Message:
    """`narrate` of a legal action: no notation made to check it."""
    kind, arg = A.decode(action)
    frame = s.stack[-1] if s.stack else (0, 0)
    seat = max(s.current_player(), 0)
    return _words(kind, arg, frame, seat, viewer, _taken(s, kind, arg, seat))


def log_forced(s: TeotihuacanState, frame: tuple, action: int) -> None:
    """Log "{who} {move} (only choice)" for the rules' forced move (`action`, the only legal
    one of `frame`, the top of the stack), its move `narrate_legal(s, action, None)` made
    when the line is read, from the values it reads taken now (the frame is a tuple; the rest
    ints), in the language of now, as the `Message` made at once used to be. A `_say_with`
    line (`_forced_line`) written here as `State._say_with` writes it, a call less (the
    caller checks `_muted`): `_say` of a `Later` cost ~11,000 instructions a line, its
    `Later` and keyword arguments' dict included."""
    kind, arg = A.KIND_OF[action], A.ARG_OF[action]
    seat = frame[1] if frame[1] > 0 else 0  # (not max(): a builtin's call costs ~900)
    s._log = ((_forced_line, (s._who(frame[1]), current_language(), kind, arg, frame, seat,
                              _taken(s, kind, arg, seat))), s._log)


def _forced_line(who: str, lang: str, kind: str, arg: int, frame: tuple, seat: int,
                 taken) -> Message:
    """`log_forced`'s line, made when the log is read (in the reader's language, as a `_say`
    line), its move in the language it was logged in (as a `Later` argument is made)."""
    return tr("{who} {move} (only choice)", who=who,
              move=in_language(lang, _words, kind, arg, frame, seat, None, taken))


_DIE_KINDS = frozenset(("move", "moveany", "double", "power"))


def _taken(s: TeotihuacanState, kind: str, arg: int, seat: int):
    """What the words of an action read from the state: the die's (board, power), the Royal
    tile of a worship space, the tile of a display slot; None for the rest."""
    if kind in _DIE_KINDS:
        w = 4 * seat + arg
        return (s.wboard[w], s.wpower[w])
    if kind == "worship":
        return s.royals[arg] if arg < D.ROYAL_SPACES else None
    if kind == "tech":
        return s.tech_display[arg]
    if kind == "decotile":
        return s.deco_display[arg]
    if kind == "pyrtile":
        return s.pyr_display[arg]
    return None


def die_words(board: int, power: int) -> Message:
    """A die in words: "the Forest die of power 2"."""
    if board > 0:
        return tr("the {board} die of power {n}", board=D.BOARD_TITLES[board], n=power)
    if board == 0:
        return tr("the circle die of power {n}", n=power)
    return tr("the hand die of power {n}", n=power)


def _words(kind: str, arg: int, frame: tuple, seat: int, viewer: int | None, taken) -> Message:
    if kind in _FIXED:
        return tr(_FIXED[kind], n=D.UNLOCK_COST) if kind == "unlockpay" else tr(_FIXED[kind])
    if kind in _DIE_KINDS:
        die = die_words(*taken)
        if kind == "move":
            return tr("moves {die}", die=die)
        if kind == "moveany":
            return tr("moves {die} (anywhere, with its tile)", die=die)
        if kind == "double":
            return tr("also moves {die} (double move)", die=die)
        return tr("powers up {die}", die=die)
    if kind == "dest":
        return tr("sends it to the {board}", board=D.BOARD_TITLES[arg + 1])
    if kind == "place":
        return tr("places a starting die on the {board}", board=D.BOARD_TITLES[arg + 1])
    if kind in ("collect", "main", "worship", "wopt", "free", "extra"):
        return _action_words(kind, arg, frame, taken)
    if kind in ("res", "temple", "claim", "ascend", "salary", "repeat", "order"):
        return _gain_words(kind, arg, frame)
    if kind == "use":
        return tr("uses its {tile} Discovery tile", tile=D.DISCOVERY_TITLES[arg])
    if kind == "starttile":
        if frame[0] == _F_KEEP and viewer != seat:
            return tr("keeps a Starting tile")
        if frame[0] == _F_KEEP:
            return tr("keeps Starting tile S{n}", n=arg + 1)
        return tr("drafts Starting tile S{n}", n=arg + 1)
    return _building_words(kind, arg, taken)


def _action_words(kind: str, arg: int, frame: tuple, royal: int | None) -> Message:
    if kind == "collect":
        return tr("collects {n} cocoa on the {board}", n=frame[3] + 1,
                  board=D.BOARD_TITLES[frame[2]])
    if kind == "main":
        return tr("takes the Main Action of the {board} ({n} cocoa)",
                  board=D.BOARD_TITLES[frame[2]], n=frame[3])
    if kind == "worship":
        if arg < D.ROYAL_SPACES:
            return tr("worships on the Royal tile {tile}", tile=D.ROYAL_TITLES[royal])
        return tr("worships on the {board}",
                  board=D.BOARD_TITLES[D.WORSHIP_BOARDS[arg]])
    if kind == "wopt":
        return tr(_WOPT[arg], n=D.BOTH_OPTIONS_COST) if arg == 2 else tr(_WOPT[arg])
    if kind == "free":
        return tr("pays {n} cocoa", n=frame[2]) if arg == 0 else \
            tr("uses its free-cocoa tile to pay")
    return tr("uses its extra-worker tile") if arg else tr("does without its extra-worker tile")


def _gain_words(kind: str, arg: int, frame: tuple) -> Message:
    if kind == "res":
        mode = frame[3] if frame[0] == _F_RES else 0
        if mode == 0:
            return tr("takes 1 {res}", res=D.RES_NAMES[arg])
        if mode == 1:
            return tr("pays 1 {res} for 2 cocoa", res=D.RES_NAMES[arg])
        return tr("converts 1 {res}", res=D.RES_NAMES[arg])
    if kind == "temple":
        return tr(TEMPLE_ADVANCE[arg])
    if kind == "claim":
        return tr("claims the {tile} Discovery tile", tile=D.DISCOVERY_TITLES[arg])
    if kind == "ascend":
        return tr("takes {reward} for the Ascension", reward=D.ASCEND_TITLES[arg])
    if kind == "salary":
        return tr("pays {n} cocoa of the salary", n=arg)
    if kind == "repeat":
        return ntr("trades cocoa on the Royal tile {n} time",
                   "trades cocoa on the Royal tile {n} times", arg)
    return tr(_ORDER[arg])


def _building_words(kind: str, arg: int, tile: int | None) -> Message:
    """A building action's words; `tile`: the display's tile of a "tech", "decotile" or
    "pyrtile" action (taken from the state)."""
    if kind == "tech":
        return tr("takes the Technology {tech} ({n} gold)", tech=D.TECH_TITLES[tile],
                  n=D.TECH_COST[tile])
    if kind == "noblerow":
        return tr(NOBLE_ROWS[arg])
    if kind == "decotile":
        if tile < 0:
            return tr("picks the Decoration tile (none)")
        return tr("picks the Decoration tile {icons}", icons=icons(D.DECORATION_TILES[tile]))
    if kind == "decospace":
        return tr("decorates the {side} side, space {n}", side=DECO_SIDES[arg // 4],
                  n=arg % 4 + 1)
    if kind == "pyrtile":
        if tile < 0:
            return tr("picks the Pyramid tile (none)")
        return tr("picks the Pyramid tile {icons}", icons=icons(D.PYRAMID_TILES[tile]))
    if kind == "pyrpos":
        level, i, j, _, _ = D.POSITIONS[arg]
        return tr("builds on level {level}, row {row}, column {col} of the pyramid",
                  level=level + 1, row=i + 1, col=j + 1)
    if kind == "rotate":
        return ntr("turns the tile {n} quarter turn clockwise",
                   "turns the tile {n} quarter turns clockwise", arg)
    if arg == 0:
        return tr("saves a stone (Construction discount)")
    return tr("saves a wood (Construction discount)")


def score_breakdown(s: TeotihuacanState) -> list[dict[str, int]]:
    """Per seat, its VP by the categories of `data.VP_CATEGORIES` (the Teotibot's own ones
    left out: its score is in `automa_scores()`); each seat's values sum to its score."""
    seat_cats = [c for c in range(D.NVP) if c not in (D.V_BOT_COCOA, D.V_BOT_FINAL)]
    out = []
    for seat in range(s.num_players):
        base = D.NVP * seat
        out.append({D.VP_CATEGORIES[c]: s.vpby[base + c] for c in seat_cats})
    return out


# frame kinds read here (state.py defines them; imported lazily would cycle)
_F_RES, _F_KEEP = 8, 23
