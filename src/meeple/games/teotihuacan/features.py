"""Features of a Teotihuacan position for a learned value: one vector per seat.

A seat's vector is the share of the game still to come (`evaluate.remaining`, first, as the
learned value reads it there), its own colour's block, then its strongest opponent's block
(solo: the Teotibot; otherwise the other seat with the highest estimate), then the calendar's
block. The names, in order, are `FEATURES`. Each block holds what `evaluate.estimates` sums by hand,
taken apart so that weights can be fitted: points, cocoa against the coming salary, dice power
and Ascension prospects, Main Action access, temples and their bonus tiles, the Avenue, the
Pyramid track, masks, stocks, Technologies. It reads the state it is given (search passes
determinized copies) and costs a few tens of microseconds.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from meeple.games.teotihuacan import data as D
from meeple.games.teotihuacan import evaluate as E
from meeple.games.teotihuacan import policy as P

if TYPE_CHECKING:
    from meeple.games.teotihuacan.state import TeotihuacanState

COLOUR_FEATURES = (
    "vp", "estimate", "cocoa", "salary_due", "salary_short", "dice", "power", "dice_at_5",
    "dice_at_4", "locked", "mains_open", "avenue", "avenue_vp_to_come", "pyramid_track",
    "pyramid_leader", "masks_vp", "temple_steps", "temples_at_bonus", "temples_near_bonus",
    "wood", "stone", "gold", "technologies", "discoveries_unused",
)
CALENDAR_FEATURES = (
    "eclipses_done", "rounds_to_eclipse", "eclipse_due", "avenue_multiplier",
    "pyramid_built", "solo", "bias",
)
FEATURES = tuple(
    ["remaining"] + [f"own_{n}" for n in COLOUR_FEATURES]
    + [f"opp_{n}" for n in COLOUR_FEATURES] + list(CALENDAR_FEATURES))
MAIN_BOARDS = (D.FOREST, D.QUARRY, D.GOLD_DEPOSITS, D.ALCHEMY, D.NOBLES, D.DECORATIONS,
               D.CONSTRUCTION)


def features(s: TeotihuacanState) -> list[list[float]]:
    """One vector of `len(FEATURES)` floats per seat, the share of the game to come first."""
    est = E.estimates(s)
    left = E.eclipses_left(s)
    colours = P.colour_counts(s)
    blocks = [_colour(s, c, est[c], left, colours) for c in range(s.nplay)]
    calendar = _calendar(s)
    f = [E.remaining(s)]
    out = []
    for seat in range(s.num_players):
        opponent = s.bot if s.bot >= 0 else _strongest_other(est, seat, s.num_players)
        other = blocks[opponent] if opponent >= 0 else [0.0] * len(COLOUR_FEATURES)
        out.append(f + blocks[seat] + other + calendar)
    return out


def _strongest_other(est: list[float], seat: int, players: int) -> int:
    others = [p for p in range(players) if p != seat]
    return max(others, key=lambda p: (est[p], -p)) if others else -1


def _colour(s: TeotihuacanState, c: int, estimate: float, left: int,
            colours: list[int]) -> list[float]:
    """A colour's block, in the order of COLOUR_FEATURES."""
    dice = power = at5 = at4 = locked = 0
    for w in range(4 * c, 4 * c + 4):
        if s.wboard[w] > 0:
            dice += 1
            power += s.wpower[w]
            at5 += s.wpower[w] == D.MAX_POWER
            at4 += s.wpower[w] == D.MAX_POWER - 1
            locked += s.wlock[w] >= 0
    seat = c < s.num_players
    due = P.salary_due(s, c) if seat else 0
    short = P.salary_short(s, c) if seat else 0
    mains = sum(P.main_open(s, c, b, colours[b]) for b in MAIN_BOARDS) if seat else 0
    multiplier = D.BUILDINGS_ROW[min(s.buildings, len(D.BUILDINGS_ROW) - 1)]
    steps = s.temple[3 * c:3 * c + 3]
    first = D.DISCOVERY_KINDS * c + D.MASK_KINDS
    return [
        float(s.vp[c]), estimate, float(s.cocoa[c]), float(due), float(short), float(dice),
        float(power), float(at5), float(at4), float(locked), float(mains),
        float(s.avenue[c]), float(s.avenue[c] * multiplier * left), float(s.ptrack[c]),
        float(max(s.ptrack) > 0 and s.ptrack[c] == max(s.ptrack)), float(s._mask_score(c)),
        float(sum(steps)), float(sum(1 for t in steps if t >= D.TEMPLE_BONUS_STEP)),
        float(sum(1 for t in steps if E.BONUS_FROM <= t < D.TEMPLE_BONUS_STEP)),
        float(s.res[3 * c + D.WOOD]), float(s.res[3 * c + D.STONE]),
        float(s.res[3 * c + D.GOLD]), float(s.techs[c].bit_count()),
        float(sum(s.disc[first:first + D.DISCOVERY_KINDS - D.MASK_KINDS])),
    ]


def _calendar(s: TeotihuacanState) -> list[float]:
    """The calendar's block, in the order of CALENDAR_FEATURES."""
    built = sum(1 for t in s.pyr if t >= 0)
    return [
        float(s.eclipses), float(max(0, s.dark - s.light)),
        float(s.countdown >= 0 or s.final or E.in_eclipse(s)),
        float(D.BUILDINGS_ROW[min(s.buildings, len(D.BUILDINGS_ROW) - 1)]),
        built / D.PYRAMID_POSITIONS, float(s.bot >= 0), 1.0,
    ]
