"""The position evaluation bots use (`State.evaluate`): each seat's estimated final score from
the rules' own accounting, turned into win chances by a softmax over the estimates.

The estimate is the score so far plus what the position is worth by the end:
- points certain at the final scoring (§5.3): bought jewelry, unused god tiles, achievements
  already reached, fish markers under the seat's huts on building sites (these can still be
  taken over by a later hut, so they count a little less);
- points still to come from the rules' per-round scorings: the status track's current label
  (scored in this round's Phase C), priests in the temple (each scores every remaining round,
  at that round's value, if not pushed out);
- what pieces earn in the remaining rounds: each man or woman tile is one more activation
  each Phase B; materials on the ceremony spaces lead to buildings (worth less each round);
- tasks in hand: met ones score 6, one short ones may score 4 with a Yellow God;
- convertible stocks: shells (jewelry is bought at 1 VP per shell), god cards and offerings
  (gods and Fire-Bonus-like trades), huts still on the grid (expansions to come);
- progress towards each of the six achievements (6 VP each), more certain the closer it is.

All weights are data (`W` below). Win chances: softmax of estimate / temperature, where the
temperature grows with the rounds left (more can still change). At the end: `returns()`.
Kept fast (plain loops over ints): MCTS calls it at every rollout leaf.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from meeple.games.borabora import actions as A
from meeple.games.borabora import data as D
from meeple.games.borabora import follow
from meeple.games.borabora.frames import C_EMPTY, C_MATERIAL, DO_TARGET, EMPTY, HUT, Phase

if TYPE_CHECKING:
    from meeple.games.borabora.state import BoraBoraState

W = {
    # certain at the end, but can still be lost: a hut on a building site may be displaced
    "fish on site": 0.7,  # share of the marker's value kept on average (spec §4.2.1 step 2)
    # per-round scorings to come
    "priest stays": 0.8,  # chance a priest is not pushed out before each later temple scoring
    "status label": 1.0,  # the label reached is scored in this round's Phase C step 1
    # what pieces earn in the remaining rounds (per round left)
    "person per round": 1.6,  # one activation: e.g. 2 VP, or a good worth about that (§6.3)
    "hut per round": 0.5,  # a hut on the grid is an expansion to come (goods, fish, tasks)
    # one building per pair of materials, at the current round's building value
    "material": 0.35,  # share of BUILDING_VP a material on a ceremony space stands for
    # tasks in hand (§3 Phase C step 4): met, one short (Yellow God), further
    "task met": 5.5,
    "task one short": 3.0,
    "task far": 1.0,
    # stocks
    "shell": 0.8,  # jewelry costs 1 shell per VP, one purchase per round
    "god card": 1.2,
    "offering": 0.8,
    "god tile": 2.5,  # 2 VP at the end (§5.3) or a free wild god before
    # achievements (6 VP each, §5.3): value = 6 * progress ** sharpness
    "achievement sharpness": 3.0,
    # a decision under way is worth what carrying it out brings (so a one-ply search sees the
    # value of a die's action before its last sub-decision): an expansion (good, fish marker,
    # a region), a Fire Bonus half, a Helper point; a god being paid for costs its payment
    "expansion": 3.0,
    "fire bonus half": 1.0,
    "helper point": 0.9,
}
TEMPERATURE_BASE = 4.0  # VP: the spread of final scores left when the game is almost decided
TEMPERATURE_PER_ROUND = 2.0  # VP per round left: more rounds, more can change
# (both fitted by log-loss of the eventual winner over 331 positions of 24 games of 70%-greedy
# seats, 2-4 players: 0.82 nats, against 1.06 for even chances)


def _priest_to_come(now: int, in_round: int, stays: float = W["priest stays"]) -> float:
    """What a priest in the temple is worth from round `now` on: the temple scorings to come
    (this round's too if `in_round`), each at its round's value, if the priest stays."""
    first = now + 1 - in_round
    return sum(D.PRIEST_VP[r - 1] * stays ** (r - first) for r in range(first, D.ROUNDS + 1))


def _priest_table(stays: float) -> list[list[float]]:
    return [[_priest_to_come(now, k, stays) for k in (0, 1)] for now in range(D.ROUNDS + 1)]


_PRIEST_TO_COME = {W["priest stays"]: _priest_table(W["priest stays"])}  # by `priest stays`


# Session 13: a priest's worth by the space it stands on (`"priest by space"` in the weights).
# The temple is a row of six spaces; a new priest pushes the ones from its space rightwards up
# to the first empty one, and the rightmost drops off: a priest on the left stays for the rest
# of the game, one on the right is gone within the round. In 81 two-player games of the levels'
# bot at 300 iterations (sessions 11-12's screens and control; /tmp/bot13-borabora/temple2.py),
# a priest seen at a die placement was still in the temple at the scoring k rounds on (k = 0:
# this round's) with these chances, by how many dice both seats still held (1-2, 3-4, 5-6) and
# its space (0: leftmost, numbered 6). The hand estimate credits every priest the same, each
# later scoring at 0.8 ** k: on the rightmost space in round 1 ~6.3 VP where it earned ~0.2.
# (More dice a round, with more players, push more: measured at 2 players only.)
PRIEST_SURVIVAL = {  # dice bucket -> space -> chance to be there at the k-th scoring, k = 0..5
    1: ((1.00, 1.00, 1.00, 1.00, 0.95, 0.91), (1.00, 0.99, 0.96, 0.92, 0.87, 0.86),
        (1.00, 0.97, 0.83, 0.62, 0.37, 0.18), (1.00, 0.80, 0.53, 0.33, 0.22, 0.15),
        (0.99, 0.32, 0.11, 0.02, 0.00, 0.00), (0.54, 0.05, 0.00, 0.00, 0.00, 0.00)),
    2: ((1.00, 1.00, 0.99, 0.98, 0.94, 0.94), (1.00, 0.99, 0.95, 0.91, 0.84, 0.70),
        (1.00, 0.95, 0.80, 0.64, 0.34, 0.24), (0.98, 0.74, 0.43, 0.24, 0.14, 0.14),
        (0.80, 0.27, 0.08, 0.02, 0.00, 0.00), (0.36, 0.04, 0.00, 0.00, 0.00, 0.00)),
    3: ((1.00, 1.00, 1.00, 0.99, 0.95, 0.95), (1.00, 0.99, 0.97, 0.94, 0.91, 0.85),
        (0.99, 0.92, 0.74, 0.52, 0.24, 0.15), (0.91, 0.62, 0.35, 0.16, 0.09, 0.05),
        (0.54, 0.19, 0.04, 0.01, 0.00, 0.00), (0.14, 0.01, 0.00, 0.00, 0.00, 0.00)),
}


def _space_values(now: int, in_round: int, bucket: int) -> tuple[float, ...]:
    """Each space's priest worth from round `now` on: the scorings to come at their rounds'
    VP, each by the chance to be there (`PRIEST_SURVIVAL`). Bucket 0: every die placed (this
    round's scoring certain, the next ones as from a round's start); out of the round (Phase C
    after the temple's scoring), the next scoring is a whole round away."""
    out = []
    for space in range(len(D.TEMPLE)):
        start = PRIEST_SURVIVAL[3][space]
        if not in_round:
            chances, first = start, now + 1
        elif bucket == 0:
            chances, first = (1.0, *start), now
        else:
            chances, first = PRIEST_SURVIVAL[bucket][space], now
        out.append(sum(D.PRIEST_VP[r - 1] * chances[r - first] for r in range(first, D.ROUNDS + 1)))
    return tuple(out)


_SPACE_VALUES = {(now, k, b): _space_values(now, k, b)
                 for now in range(1, D.ROUNDS + 1) for k in (0, 1) for b in range(4)}


def _by_space(s: BoraBoraState, now: int, in_round: int) -> tuple[float, ...]:
    """Each temple space's priest worth in this position (`_space_values`)."""
    return _SPACE_VALUES[now, in_round, _dice_bucket(s)]


def _dice_bucket(s: BoraBoraState) -> int:
    """`PRIEST_SURVIVAL`'s bucket of the dice all seats still hold this round (0: none)."""
    left = sum(len(d) for d in s.dice) if s.phase == Phase.DICE else 0
    return 0 if not left else 1 if left <= 2 else 2 if left <= 4 else 3


TILE_SHARPNESS = 0.5  # priests expected at the scoring: a lead of this many is e-fold likelier


def _add_temple_tile(s: BoraBoraState, temple: list[float], tile: float) -> None:
    """This round's god tile (§3 Phase C step 2: the most priests take it), shared among the
    seats by a softmax of the priests each may expect at the scoring (`PRIEST_SURVIVAL`'s
    chances for this round); nobody's when the temple is empty."""
    bucket = _dice_bucket(s)
    expected = [0.0] * len(temple)
    for i, q in enumerate(s.temple):
        if q >= 0:
            expected[q] += PRIEST_SURVIVAL[bucket][i][0] if bucket else 1.0
    top = max(expected)
    if top <= 0:
        return
    weights = [math.exp((e - top) / TILE_SHARPNESS) if e > 0 else 0.0 for e in expected]
    total = sum(weights)
    for q, x in enumerate(weights):
        temple[q] += tile * x / total


def _leftmost_space(s: BoraBoraState, face: int) -> int:
    """The leftmost temple space a die of `face` may take."""
    numbers = s.board.temple_numbers
    return next(i for i, number in enumerate(numbers) if number <= face)


def estimates(s: BoraBoraState, w: dict[str, float] = W) -> list[float]:
    """Each seat's estimated final score (`w`: the weights, `W` for `evaluate`)."""
    b = s.board
    now = max(s.round, 1)
    rounds_left = D.ROUNDS - now  # rounds after this one
    in_round = int(s.phase <= 2)  # this round's Phase B and Phase C steps 1-2 are still to come
    if not rounds_left and "last round stocks" in w:
        w = _last_round(w, s.phase)
    stays = w["priest stays"]
    if stays not in _PRIEST_TO_COME:
        _PRIEST_TO_COME[stays] = _priest_table(stays)
    priest_vp = _PRIEST_TO_COME[stays][now][in_round]
    by_space = _by_space(s, now, in_round) if w.get("priest by space") else None
    building_vp = D.BUILDING_VP[now - 1]
    n = s.num_players
    # one pass over each board table, for every seat at once
    jewel_vp, jewels, fish, done = [0] * n, [0] * n, [0] * n, [0] * n
    value = b.jewel_value
    for j, q in enumerate(s.jewel_owner):
        if q >= 0:
            jewel_vp[q] += value[j]
            jewels[q] += 1
    markers, fish_value = s.fish, b.fish_value
    for r, q in enumerate(s.site):
        if q >= 0:
            fish[q] += fish_value[markers[r]]
    for q in s.task_done:
        if q >= 0:
            done[q] += 1
    temple = [0.0] * n  # each seat's priests' worth to come
    for i, q in enumerate(s.temple):
        if q >= 0:
            temple[q] += priest_vp if by_space is None else by_space[i]
    if in_round and w.get("temple tile"):  # this round's god tile, to the likely majority
        _add_temple_tile(s, temple, w["temple tile"] * w["god tile"])
    sharp = w["achievement sharpness"]
    achievement = D.ACHIEVEMENT_VP
    earning_rounds = rounds_left + in_round
    per_person = w["person per round"] * earning_rounds
    per_hut = w["hut per round"] * earning_rounds
    per_material = w["material"] * building_vp * (earning_rounds > 0)
    status_weight = w["status label"] * in_round
    task_vp = (w["task met"], w["task one short"])
    task_far = w["task far"]
    fish_weight, god_tile, shell, card, offering = (
        w["fish on site"], w["god tile"], w["shell"], w["god card"], w["offering"])
    labels = b.status_labels
    cells_total = b.num_ceremony
    search = "die" in w
    graded = "task decay" in w  # far tasks graded and the task slot (`SESSION3_TERMS`, `KTW`)
    room = w.get("room", 0.0) * earning_rounds  # `EXPANSION`'s: a free grid space
    if search:
        die, face = w["die"], w["die face"]
        free = w["free space"] * earning_rounds
    if graded:
        slot = w["task slot"] * (s.phase <= Phase.TASKS)
        decay = w["task decay"]
    out = []
    for p in range(n):
        grid = s.grid[p]
        cells = s.ceremony[p]
        regions = s.present[p].bit_count()
        empty = grid.count(EMPTY)
        people = D.GRID_SPACES - empty - grid.count(HUT)
        v = (s.score[p] + jewel_vp[p] + s.god_tiles[p] * god_tile + fish[p] * fish_weight
             + labels[s.status[p]] * status_weight + temple[p]
             + people * per_person + (D.HUTS_PER_PLAYER - regions) * per_hut
             + cells.count(C_MATERIAL) * per_material
             + s.shells[p] * shell + sum(s.hand[p]) * card + s.offerings[p] * offering)
        if room and empty:
            v += room
        if s.stack and s.stack[-1][1] == p:
            v += _pending(s, priest_vp, building_vp, per_person, per_material, w, by_space)
        met = False
        for t in s.tasks[p]:
            short = s._task_shortfall(p, t)
            met |= short == 0
            if short < 2:
                v += task_vp[short]
            else:  # the search grades far tasks by how far (`SW`); `W` counts them flat
                v += task_vp[1] * decay ** (short - 1) if graded else task_far
        if graded:
            v += slot * met
        if search:  # the search's own terms (`SW`; `W` has none)
            dice = s.dice[p]
            v += die * len(dice) + face * sum(dice) + free * empty
        # achievements (§5.3): 9 tasks, 6 jewels, 12 ceremony spaces, 6 buildings, 12 regions,
        # 12 people; a reached one is certain
        for x in (done[p] / (D.ROUNDS + D.TASK_SLOTS), jewels[p] / D.ROUNDS,
                  (cells_total - cells.count(C_EMPTY)) / cells_total,
                  (len(D.BUILDINGS) - s.built[p].count(-1)) / len(D.BUILDINGS),
                  regions / b.num_regions, people / D.GRID_SPACES):
            v += achievement if x >= 1.0 else achievement * x ** sharp
        out.append(v)
    return out


def _last_round(w: dict[str, float], phase: int) -> dict[str, float]:
    """`w` with the stocks worth what is left to spend them on in the last round: a share
    (`last round stocks`) until its jewelry is bought, nothing after; a god tile its final 2 VP
    after Phase B (§5.3). Unused god cards, offerings and shells score nothing at the end."""
    share = w["last round stocks"] if phase <= Phase.JEWELRY else 0.0
    out = dict(w, **{k: w[k] * share for k in ("shell", "god card", "offering")})
    if phase > Phase.MEN_AND_WOMEN:
        out["god tile"] = float(D.GOD_TILE_FINAL_VP)
    return out


def _pending(s: BoraBoraState, priest_vp: float, building_vp: int, per_person: float,
             per_material: float, w: dict[str, float],
             by_space: tuple[float, ...] | None = None) -> float:
    """The value of the decisions under way (all the seat to move's): what they bring once
    carried out, less the god payments still to make (`by_space`: a priest to place is worth
    what one on the leftmost space its die reaches is)."""
    v = 0.0
    for f in s.stack:
        kind = f[0]
        if kind == DO_TARGET:
            target = f[2]
            kind = _TARGET_KIND.get(target, -1)
            if target == D.T_HELPER:
                v += f[3] * w["helper point"]
        if kind == A.EXPAND or kind == A.HUT_SOURCE and f[3]:
            v += w["expansion"]
        elif kind == A.TAKE:
            v += per_person
        elif kind == A.HELPER:
            v += f[2] * w["helper point"]
        elif kind == A.TEMPLE:  # (a TEMPLE frame's face at 2, a DO_TARGET's at 3)
            priest = priest_vp if by_space is None else by_space[_leftmost_space(
                s, f[2] if f[0] == A.TEMPLE else f[3])]
            v += priest + 2 * w["fire bonus half"]
        elif kind == A.BUILD or kind == A.BUILD_ON:
            v += building_vp + 2 * w["fire bonus half"]
        elif kind == A.FIRE_GIFT or kind == A.FIRE_STEP:
            v += w["fire bonus half"]
        elif kind == A.MATERIAL:
            v += f[3] * per_material
        elif kind == A.DRAW:
            v += f[2] * w["god card"]
        elif kind == A.PAY:
            v -= w["god card"] + w["offering"]
    return v


_TARGET_KIND = {D.T_LAND: A.EXPAND, D.T_WATER: A.EXPAND, D.T_MAN: A.TAKE, D.T_WOMAN: A.TAKE,
                D.T_TEMPLE: A.TEMPLE, D.T_BUILD: A.BUILD}


def evaluate(s: BoraBoraState) -> list[float]:
    """Each seat's chance of winning: a softmax of the estimated final scores."""
    return _chances_by(s, W)


def _chances_by(s: BoraBoraState, w: dict[str, float]) -> list[float]:
    """A softmax of the hand estimate under weights `w` (the named search values' common
    form); a finished game is `returns()`."""
    if s.is_terminal():
        return s.returns()
    return _chances(s, estimates(s, w), TEMPERATURE_BASE, TEMPERATURE_PER_ROUND)


def _chances(s: BoraBoraState, est: list[float], base: float, per_round: float) -> list[float]:
    """A softmax of the estimates, its temperature falling as the rounds run out."""
    rounds_left = D.ROUNDS - max(s.round, 1) + 1
    temperature = base + per_round * rounds_left
    top = max(est)
    weights = [math.exp((e - top) / temperature) for e in est]
    total = sum(weights)
    return [x / total for x in weights]


# -- features for a learned value (bots/value.py) --------------------------------------------

FEATURES = ("share of the game left", "estimate", "VP", "tasks done", "tasks met in hand",
            "huts placed", "men and women", "priests in the temple", "buildings",
            "ceremony spaces", "jewelry", "shells", "god cards", "offerings", "status",
            "estimate x left", "people x left", "huts x left")


def features(s: BoraBoraState) -> list[list[float]]:
    """One vector per seat (names: `FEATURES`): the estimate and what a strong player counts:
    tasks (done, and met in hand), huts, men and women, priests in the temple, buildings,
    ceremony spaces, jewelry and stocks; some scaled by the share of the game left."""
    n = s.num_players
    left = (D.ROUNDS - max(s.round, 1) + 1) / D.ROUNDS
    est = estimates(s)
    done, temple, jewels = [0] * n, [0] * n, [0] * n
    for q in s.task_done:
        if q >= 0:
            done[q] += 1
    for q in s.temple:
        if q >= 0:
            temple[q] += 1
    for q in s.jewel_owner:
        if q >= 0:
            jewels[q] += 1
    out = []
    for p in range(n):
        grid = s.grid[p]
        people = D.GRID_SPACES - grid.count(EMPTY) - grid.count(HUT)
        huts = s.present[p].bit_count()
        met = sum(s._task_shortfall(p, t) == 0 for t in s.tasks[p])
        out.append([left, est[p], s.score[p], done[p], met, huts, people, temple[p],
                    len(D.BUILDINGS) - s.built[p].count(-1), len(s.ceremony[p]) - s.ceremony[p].count(C_EMPTY),
                    jewels[p], s.shells[p], sum(s.hand[p]), s.offerings[p], s.status[p],
                    est[p] * left, people * left, huts * left])
    return out
# Features more of which never hurts a seat: their learned weights stay >= 0 (analysis/train).
MONOTONE = ("VP", "tasks done", "tasks met in hand", "huts placed", "men and women",
            "priests in the temple", "buildings", "ceremony spaces", "jewelry", "people x left")


# -- the value for search (`mcts:value=search`) ----------------------------------------------
# `evaluate` stays today's hand evaluation (the greedy bot's, the benchmarks' baseline). The
# search's value is the same estimate with some items calibrated on what they earned by the
# game's end (session 8, benchmarks/results/borabora.md): 119 two-player games of 1 s bots
# (sessions 3-7's lines), every 6th position, the seats' difference in VP scored from then to
# the end fitted on the difference in what each item credited (ridge towards the hand weights,
# lambda 1e4): `FITTED`. Held-out error by game (5 folds) 172 against the hand estimate's 211
# (VP^2); the winner's log-loss 0.561 against 0.584. But a fit of what positions earned is not
# what actions earn: with every item fitted (men and women 0.37, huts still on the grid 1.21)
# the search stopped expanding and taking people (1-3 regions, 1-2 people) and lost its first
# two games at 1 s against plain mcts by 19 and 21 VP (c 0.2 alone won them by 11 and 21).
# So the search applies the fit only to what is held rather than built (`APPLIED`: stocks,
# materials, priests); the pieces that act every round keep the hand's credit. Measured at 1 s
# against plain mcts, not kept by the levels: 12 of 16 (75 %, 51-90 %); c 0.2 alone 13 of the
# same 16 (paired -3.7 +- 4.2 VP). More men and women and regions, fewer priests, no more VP.
# Session 7 changed the priests alone (stays 0.6): 12 of 18 at 1 s against plain mcts, c 0.2
# alone 14 of the same 18 (paired -1.7 +- 4.1 VP), not kept.
FITTED = {  # item: (its weights in `W`, the fitted factor)
    "men and women": (("person per round",), 0.37),
    "huts on the grid": (("hut per round",), 1.21),
    "tasks in hand": (("task met", "task one short", "task far"), 0.55),
    "stocks": (("shell", "god card", "offering", "god tile"), 0.53),
    "materials": (("material",), 0.61),
    "score-like": (("fish on site", "status label", "expansion", "fire bonus half",
                    "helper point"), 0.65),
}
APPLIED = ("stocks", "materials")
PRIEST_STAYS = 0.5  # priests fitted at 0.53: stays 0.5 credits 0.40-0.67 of 0.8's in rounds 1-4


def calibrated(w: dict[str, float], items: tuple[str, ...] = APPLIED) -> dict[str, float]:
    """`w` with the weights of `items` multiplied by their fitted factors (`FITTED`)."""
    out = dict(w, **{"priest stays": PRIEST_STAYS})
    for item in items:
        keys, factor = FITTED[item]
        for k in keys:
            out[k] = w[k] * factor
    return out


SW = calibrated(W)
# Session 3's search terms, measured and not kept (4 of 12 at 1 s against plain mcts, where
# c 0.2 alone won 9 of the same 12): a die still in hand (an action each), a higher face, this
# round's task slot, far tasks graded by how far. `estimates` counts them when "die" is in `w`.
SESSION3_TERMS = {
    "die": 4.0,  # an action still to take this round: a few VP's worth (fishing alone is 2)
    "die face": 0.2,  # a higher face reaches more (paths, tiles, temple spaces)
    "free space": 0.0,  # a grid space free for a man or woman, per round left
    "task slot": 3.0,  # a met task for this round's slot: without one the 6 VP are lost
    "task decay": 0.5,  # a task two or more short: each element missing halves its worth
}
# Measured and dropped (20 % of 10 games, 300 iterations, against plain mcts): person 2.0 per
# round, huts on the grid worth nothing, an expansion under way 5, a free grid space 0.8 per
# round: the bot spread huts (8 regions against 5) and scored 15 VP less.
SEARCH_TEMPERATURE_BASE = TEMPERATURE_BASE
SEARCH_TEMPERATURE_PER_ROUND = TEMPERATURE_PER_ROUND

# Session 11, measured and not kept: an expansion credited at what it earns (`EXPANSION`). In
# the levels' games both seats put 7-10 of 18 dice on the temple and expand 1-2.5 times: the
# hand estimate credits a priest placed in round 1 ~6.3 VP (stays 0.8), and an expansion nets
# ~0 at once, its hut leaving the grid costing 0.5 VP a round left. `EXPANSION`: a hut on the
# grid worth nothing (it scores nothing at the end), a fish marker under a hut on a building
# site in full (only a later hut on the same site takes it), one free grid space as the hut
# was, 0.5 a round left (room for a man or woman; a second free space earns nothing until the
# first is filled, so moving huts to space 12 pays nothing). At 300 iterations against c 0.2
# alone (the same games, seats rotated): with priests at stays 0.5 too, 2 of 4 (-12.8 +- 14.3
# VP; it gave the temple away, 12.8 temple VP a game against 40); alone 1 of 8 (-9.0 +- 4.4;
# 3.1 expansions a seat against 2.6, fish 13.5 against 12.8 VP, temple 23.6 against 30.6 VP,
# tasks 4.5 against 5.4). benchmarks/results/borabora.md, Session 11.
EXPANSION = {"hut per round": 0.0, "fish on site": 1.0, "room": 0.5}
# The search's weights since session 11 (`SW` above is session 8's, measured and not kept):
# the hand's, with the stocks worth what is left to spend them on in the last round (the hand
# estimate credits unused god cards, offerings and shells to the end, where they score
# nothing: the levels' seats ended games holding 6-15 god cards or 16 offerings).
XW = dict(W, **{"last round stocks": 0.5})


def search_estimates(s: BoraBoraState) -> list[float]:
    """Each seat's estimated final score, as the search counts it (`XW`)."""
    return estimates(s, XW)


# Session 13's candidate (`mcts:value=search:search_value=temple`): the hand estimate (`W`)
# with each priest worth what its space earned (`PRIEST_SURVIVAL`), nothing else changed.
TW = dict(W, **{"priest by space": 1.0})


# And the temple as a race (`search_value=race`): this round's god tile credited, before the
# scoring, to the seats by the priests each may expect then (`_add_temple_tile`).
RW = dict(TW, **{"temple tile": 1.0})


def search_value_race(s: BoraBoraState) -> list[float]:
    """`search_value_temple` with this round's god tile to the likely majority (`RW`)."""
    return _chances_by(s, RW)


# Session 14's candidates, each `TW` and one more thing (against plain mcts the levels lost on
# tasks and fish: in 14 lost 1 s games 9.3 VP less of tasks and 6.1 less of fish markers at the
# end, while 13 more of temple). `search_value=expand` (`XTW`): expansions credited at what they
# earn (`EXPANSION`, session 11's, measured then with every priest alike: the bot gave the
# temple away). `search_value=tasks` (`KTW`): session 3's task terms alone, far tasks graded by
# how far and this round's task slot (a met task before the round's Phase C).
XTW = dict(TW, **EXPANSION)
KTW = dict(TW, **{k: SESSION3_TERMS[k] for k in ("task slot", "task decay")})
XKTW = dict(XTW, **{k: SESSION3_TERMS[k] for k in ("task slot", "task decay")})  # both


def search_value_expand(s: BoraBoraState) -> list[float]:
    """`search_value_temple` with expansions credited at what they earn (`XTW`)."""
    return _chances_by(s, XTW)


def search_value_tasks(s: BoraBoraState) -> list[float]:
    """`search_value_temple` with far tasks graded and the round's task slot (`KTW`)."""
    return _chances_by(s, KTW)


def search_value_expand_tasks(s: BoraBoraState) -> list[float]:
    """`search_value_temple` with both of the above (`XKTW`)."""
    return _chances_by(s, XKTW)


def search_value_temple(s: BoraBoraState) -> list[float]:
    """Each seat's chance of winning, a softmax of the hand estimate with priests by space
    (`TW`); a finished game is `returns()` (mcts asks only with `final=true`)."""
    return _chances_by(s, TW)


FINAL_MARGIN_SHARE = 0.5  # `mcts:final=true`: a finished game's value, this share by margin


def search_value(s: BoraBoraState) -> list[float]:
    """Each seat's chance of winning for search: a softmax of `search_estimates`. A finished
    game (mcts asks only with `final=true`): half its result, half a softmax of the final
    scores, so that a seat far ahead in the last round still plays for points (with wins
    alone every line wins and a lead of 20 VP was let slip to a tie)."""
    if s.is_terminal():
        won = s.returns()
        by_margin = _chances(s, [float(x) for x in s.scores()], TEMPERATURE_BASE, 0.0)
        share = FINAL_MARGIN_SHARE
        return [(1 - share) * w + share * m for w, m in zip(won, by_margin, strict=True)]
    return _chances(s, search_estimates(s), SEARCH_TEMPERATURE_BASE,
                    SEARCH_TEMPERATURE_PER_ROUND)


# -- whole-turn search (`mcts:macro=true`) ---------------------------------------------------
# A die placement (or a Phase B activation) is what a player chooses; where to build, which man
# or woman, which card to draw, how to pay a god are its follow-ups. With macro=true the search
# makes only the main decisions tree nodes and completes the follow-ups by `policy`, which
# weighs each follow-up by what the hand estimate would gain (a man that meets the task, a
# payment that keeps the offerings a task needs): each iteration then judges the placement by
# a good completion of it, not by a random one. Session 4 weighed them by a one-ply look (a
# clone, the move, every seat's estimate: 2x the time of a game); `follow.gains` reads the
# same gains off the position (1.3x).

MAIN_DECISIONS = frozenset((A.START, A.PLACE, A.ACTIVATE, A.JEWEL, A.TASK, A.PICK_TASK))
FOLLOW_UP_SHARPNESS = 0.5  # VP: a follow-up this much below the best is e^-1 as likely


def follow_up(s: BoraBoraState) -> bool:
    """Whether the pending decision is a sub-choice of the mover's die action or activation."""
    return bool(s.stack) and s.stack[-1][0] not in MAIN_DECISIONS


def policy(s: BoraBoraState, actions: list[int]) -> list[float]:
    """Rollout weights: a follow-up by the rules of thumb of `follow.gains` (the best all but
    certain), a main decision uniform."""
    if not follow_up(s) or len(actions) < 2:
        return [1.0] * len(actions)
    values = follow.gains(s, actions)
    best = max(values)
    return [math.exp((v - best) / FOLLOW_UP_SHARPNESS) for v in values]


# -- lean rollouts (`mcts:policy=true:rollouts=lean`) ----------------------------------------
# Uniform random rollouts waste what no player wastes: in random 2-player games a seat may end
# Phase B with activations left (3.4 options a decision, "end phase b" among them), stop a
# Helper trade with points left, pass on a jewel it can pay for, pick the Yellow God over a
# task met unaided, and a third of its die placements are the Blue or White God variants
# (each a god payment). `policy_lean` weighs each action by its id alone (one table look a
# move, no reading of the position): those moves drawn rarely, everything else uniform.
LEAN = {
    "god placement": 0.3,  # a die placed with a Blue or White God (the variant pays a god)
    "end phase b": 0.05,  # with activations left
    "helper done": 0.1,  # with points left
    "no jewel": 0.2,  # with a jewel payable
    "yellow god task": 0.3,  # the Yellow God for a task (4 VP, a payment) beside those met
}


def _lean_table(w: dict[str, float]) -> list[float]:
    table = [1.0] * A.NUM_ACTIONS
    for index in range(A.KINDS[A.PLACE][1]):
        _, _, blue, white = A.place_decode(index)
        if blue or white:
            table[A.OFFSET[A.PLACE] + index] = w["god placement"]
    table[A.OFFSET[A.ACTIVATE] + A.A_DONE] = w["end phase b"]
    table[A.OFFSET[A.HELPER] + A.H_DONE] = w["helper done"]
    table[A.OFFSET[A.JEWEL] + A.NUM_JEWELS] = w["no jewel"]
    for t in range(A.NUM_TASKS):
        table[A.OFFSET[A.TASK] + A.T_YELLOW + t] = w["yellow god task"]
    return table


LEAN_TABLE = _lean_table(LEAN)


def policy_lean(s: BoraBoraState, actions: list[int]) -> list[float]:
    """Rollout weights by action id alone (`LEAN`): a wasteful move rarely, the rest evenly."""
    table = LEAN_TABLE
    return [table[a] for a in actions]
