"""Moves told in words (`state.narrate`) and the points by category (`score_breakdown`).

A narration is a sentence fragment that follows the seat's colour ("Red moves the Forest die
of power 2"), with plain names (`data.*_TITLES`) instead of the notation's short ids. It reads
the decision on top of the stack, as the action belongs to it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from meeple.games.teotihuacan import actions as A
from meeple.games.teotihuacan import data as D

if TYPE_CHECKING:
    from meeple.games.teotihuacan.state import TeotihuacanState

_RES_MODES = ("takes 1 {}", "pays 1 {} for 2 cocoa", "converts 1 {}")
_WOPT = ("takes the worship effect", "takes the Discovery tile",
         f"takes both the effect and the tile ({D.BOTH_OPTIONS_COST} more cocoa)")
_FIXED = {
    "unlockfree": "unlocks all its dice for free (it has no unlocked die)",
    "unlockpay": f"pays {D.UNLOCK_COST} cocoa to unlock all its dice",
    "endturn": "ends the turn", "nodouble": "moves one die only",
    "resstop": "stops trading resources", "templestop": "stops advancing on temples",
    "decline": "declines the Discovery tiles", "powerskip": "skips the power-up",
    "salaryfree": "covers the salary with the free-cocoa tile",
    "pyrstop": "stops building", "continue": "goes on with the action",
    "fullprice": "pays the Pyramid tile in full",
}


def icons(tile: tuple[int, ...]) -> str:
    return "".join(D.ICON_CHARS[i] for i in tile)


def narrate(s: TeotihuacanState, action: int, viewer: int | None) -> str:
    """`action` of the seat to move, in words for `viewer` (a kept Starting tile stays
    secret from the other seats, as in `action_to_str_for`)."""
    s.action_to_str(action)  # IllegalAction for what is not an action id
    kind, arg = A.decode(action)
    frame = s.stack[-1] if s.stack else (0, 0)
    seat = max(s.current_player(), 0)
    if kind in _FIXED:
        return _FIXED[kind]
    if kind in ("move", "moveany", "double", "power"):
        die = s.die_title(4 * seat + arg)
        verb = {"move": "moves", "moveany": "moves (anywhere, with its tile)",
                "double": "also moves (double move)", "power": "powers up"}[kind]
        return f"{verb} {die}"
    if kind == "dest":
        return f"sends it to the {D.BOARD_TITLES[arg + 1]}"
    if kind == "place":
        return f"places a starting die on the {D.BOARD_TITLES[arg + 1]}"
    if kind in ("collect", "main", "worship", "wopt", "free", "extra"):
        return _action_words(s, kind, arg, frame)
    if kind in ("res", "temple", "claim", "ascend", "salary", "repeat", "order"):
        return _gain_words(s, kind, arg, frame)
    if kind == "use":
        return f"uses its {D.DISCOVERY_TITLES[arg]} Discovery tile"
    if kind == "starttile":
        if frame[0] == _F_KEEP and viewer != seat:
            return "keeps a Starting tile"
        verb = "keeps" if frame[0] == _F_KEEP else "drafts"
        return f"{verb} Starting tile S{arg + 1}"
    return _building_words(s, kind, arg)


def _action_words(s: TeotihuacanState, kind: str, arg: int, frame: tuple) -> str:
    if kind == "collect":
        return f"collects {frame[3] + 1} cocoa on the {D.BOARD_TITLES[frame[2]]}"
    if kind == "main":
        return f"takes the Main Action of the {D.BOARD_TITLES[frame[2]]} ({frame[3]} cocoa)"
    if kind == "worship":
        if arg < D.ROYAL_SPACES:
            return f"worships on the Royal tile {D.ROYAL_TITLES[s.royals[arg]]}"
        return f"worships on the {D.BOARD_TITLES[D.WORSHIP_BOARDS[arg]]}"
    if kind == "wopt":
        return _WOPT[arg]
    if kind == "free":
        return f"pays {frame[2]} cocoa" if arg == 0 else "uses its free-cocoa tile to pay"
    return "uses its extra-worker tile" if arg else "does without its extra-worker tile"


def _gain_words(s: TeotihuacanState, kind: str, arg: int, frame: tuple) -> str:
    if kind == "res":
        mode = frame[3] if frame[0] == _F_RES else 0
        return _RES_MODES[mode].format(D.RES_NAMES[arg])
    if kind == "temple":
        return f"advances on the {D.TEMPLE_NAMES[arg]} temple"
    if kind == "claim":
        return f"claims the {D.DISCOVERY_TITLES[arg]} Discovery tile"
    if kind == "ascend":
        return f"takes {D.ASCEND_TITLES[arg]} for the Ascension"
    if kind == "salary":
        return f"pays {arg} cocoa of the salary"
    if kind == "repeat":
        return f"trades cocoa on the Royal tile {arg} time" + ("" if arg == 1 else "s")
    return ("takes the worship effect first", "takes the Discovery tile first")[arg]


def _building_words(s: TeotihuacanState, kind: str, arg: int) -> str:
    if kind == "tech":
        tech = s.tech_display[arg]
        return f"takes the Technology {D.TECH_TITLES[tech]} ({D.TECH_COST[tech]} gold)"
    if kind == "noblerow":
        return f"builds on the {('top', 'middle', 'bottom')[arg]} row of the Nobles"
    if kind == "decotile":
        tile = s.deco_display[arg]
        return "picks the Decoration tile " + (icons(D.DECORATION_TILES[tile]) if tile >= 0
                                                else "(none)")
    if kind == "decospace":
        return f"decorates the {D.DECO_SIDE_NAMES[arg // 4]} side, space {arg % 4 + 1}"
    if kind == "pyrtile":
        tile = s.pyr_display[arg]
        return "picks the Pyramid tile " + (icons(D.PYRAMID_TILES[tile]) if tile >= 0
                                             else "(none)")
    if kind == "pyrpos":
        level, i, j, _, _ = D.POSITIONS[arg]
        return f"builds on level {level + 1}, row {i + 1}, column {j + 1} of the pyramid"
    if kind == "rotate":
        return f"turns the tile {arg} quarter turn" + ("" if arg == 1 else "s") + " clockwise"
    return ("saves a stone", "saves a wood")[arg] + " (Construction discount)"


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
