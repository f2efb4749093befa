"""Rules of thumb for a die's (or an activation's) follow-up decisions, read off the position
without cloning it: which man or woman, which region, how to pay a god, what to buy with Helper
points, ... Each option gets a gain in the hand estimate's units (VP, evaluate.W), the way a
strong player weighs it: what it brings now, and how much nearer it takes a task in hand (a
task one short that it meets: +2.5; two short to one short: +2.0, from `W`'s task values;
a payment that spoils a met task: -2.5).

The macro search (`mcts:macro=true`) draws its follow-ups from these gains (evaluate.policy):
the same signal as a one-ply look at the estimate (session 4's policy), at a fraction of the
cost, since a look clones the state and values every seat for every option.

A task's progress is measured exactly: the option's effect is made in place on the few fields
the task reads (a tile on the grid, a region's bit, a card in hand), the shortfall read, and
the field restored, only for tasks at most two short whose kind the decision can touch.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from meeple.games.borabora import actions as A
from meeple.games.borabora import data as D
from meeple.games.borabora.frames import EMPTY, HUT, SPACE_12, Phase

if TYPE_CHECKING:
    from meeple.games.borabora.state import BoraBoraState

# gains, in VP of the hand estimate (evaluate.W): only what a one-ply look at the estimate
# sees. Sharper rules for what it does not see (a region by its fish marker and good, a Red God
# by the marker, pushing another's priest out, the highest building, a second tile of an
# ability, a freed grid space, status as turn order) were measured worse (session 5, 300
# iterations, the same 8 seeds, against c 0.2 alone: margin -6.2 +- 10.3 VP, without them
# +7.1 +- 3.4: a sharper preference narrows the mixture of completions a macro edge is judged
# by) and removed (session 6).
# a task in hand by its shortfall (met, one short, two short; further: as two short)
TASK_WORTH = (5.5, 3.0, 1.0)
CARD, OFFERING, GOD_TILE, SHELL, HELPER_POINT = 1.2, 0.8, 2.5, 0.8, 0.9
MATERIAL_SHARE = 0.35  # of the round's building value, a material on a ceremony space

# the task kinds each decision kind can move (others need no look)
_TOUCH = {
    A.TAKE: {"man+woman", "men", "woman+priest", "man+priest", "women", "woman+jewel",
             "man+first", "man types", "woman types", "ability pair"},
    A.EXPAND: {"regions", "islands", "region type", "fish kind", "material", "materials",
               "offerings"},
    A.DRAW: {"same colour", "colour", "colours"},
    A.FIRE_GIFT: {"same colour", "colour", "colours", "offerings"},
    A.FIRE_STEP: {"shells"},
    A.HELPER: {"tattooed", "women slid", "slid", "shells", "offerings", "huts on 12",
               "material", "materials"},
    A.MATERIAL: {"material", "materials"},
    A.HUT_SOURCE: {"huts on 12"},
    A.MOVE_HUT: {"huts on 12"},
    A.TEMPLE: {"priests", "woman+priest", "man+priest"},
    A.PAY: {"offerings", "god tiles", "same colour", "colour", "colours"},
}


def gains(s: BoraBoraState, actions: list[int]) -> list[float]:
    """Each follow-up option's gain for the mover (the pending decision is a follow-up)."""
    frame = s.stack[-1]
    kind, p = frame[0], frame[1]
    touch = _TOUCH.get(kind)
    near = _near_tasks(s, p, touch) if touch else []
    rule = _RULES.get(kind)
    out = []
    for a in actions:
        index = a - A.OFFSET[kind]
        g = rule(s, p, frame, index) if rule is not None else 0.0
        if near:
            g += _task_gain(s, p, kind, frame, index, near)
        out.append(g)
    return out


def _near_tasks(s: BoraBoraState, p: int, touch: set[str]) -> list[tuple[int, float]]:
    """(task, worth) of p's tasks at most two short that the decision can move (met ones
    too: a payment can spoil them)."""
    kinds = s.board.tasks
    out = []
    for t in s.tasks[p]:
        if kinds[t][1] in touch:
            short = s._task_shortfall(p, t)
            if short <= 2:
                out.append((t, TASK_WORTH[short]))
    return out


def _task_gain(s: BoraBoraState, p: int, kind: int, frame: tuple, index: int,
               near: list[tuple[int, float]]) -> float:
    """What the option does to the near tasks, by making its effect in place and undoing it."""
    undo = _EFFECTS[kind](s, p, frame, index)
    if undo is None:
        return 0.0
    g = 0.0
    for t, worth in near:
        g += TASK_WORTH[min(s._task_shortfall(p, t), 2)] - worth
    undo()
    return g


# -- what each option brings now (the rules of thumb) --------------------------------------------

def _material(s: BoraBoraState, p: int, frame: tuple, index: int) -> float:
    """A ceremony space over the supply."""
    if index >= A.NUM_SPACES:
        return 0.0
    return MATERIAL_SHARE * D.BUILDING_VP[max(s.round, 1) - 1]


def _pay(s: BoraBoraState, p: int, frame: tuple, way: int) -> float:
    if way == A.P_TILE:
        return -GOD_TILE
    return -OFFERING - (CARD if way == A.P_CARD else D.WILD_PAIR * CARD)


def _red(s: BoraBoraState, p: int, frame: tuple, index: int) -> float:
    """A Red God costs a god's payment (the look does not see the fish marker it scores)."""
    return 0.0 if index else -CARD - OFFERING


def _helper(s: BoraBoraState, p: int, frame: tuple, index: int) -> float:
    """Helper points: what a trade brings less the points it spends (each worth about 0.9 VP
    in other trades); stopping loses the rest."""
    points = frame[2]
    cost = D.HELPER_COST
    b = s.board
    if index == A.H_DONE:
        return -HELPER_POINT * points
    if index < A.H_SHELLS:
        return _status_gain(s, p, b.tile_value[index]) - HELPER_POINT * cost["tattoo"]
    if index < A.H_VP:
        return SHELL * b.tile_value[index - A.H_SHELLS + b.num_men] - HELPER_POINT * cost["shells"]
    if index == A.H_VP:
        return 1.0 - HELPER_POINT * cost["vp"]
    if index == A.H_OFFERING:
        return OFFERING - HELPER_POINT * cost["offering"]
    if index == A.H_GOD_CARD:
        return CARD - HELPER_POINT * cost["god card"]
    if index == A.H_MATERIAL:
        return MATERIAL_SHARE * D.BUILDING_VP[max(s.round, 1) - 1] - HELPER_POINT * cost["material"]
    return -HELPER_POINT * cost["move hut"]


def _status_gain(s: BoraBoraState, p: int, steps: int) -> float:
    """Status steps: this round's label (scored in Phase C)."""
    if s.phase > Phase.MEN_AND_WOMEN:
        return 0
    labels = s.board.status_labels
    now = s.status[p]
    return labels[min(now + steps, s.board.status_last)] - labels[now]


def _fire_gift(s: BoraBoraState, p: int, frame: tuple, index: int) -> float:
    return OFFERING if index == A.D_OFFERING else CARD


def _fire_step(s: BoraBoraState, p: int, frame: tuple, index: int) -> float:
    return _status_gain(s, p, 1) if index == A.F_STATUS else SHELL


def _temple(s: BoraBoraState, p: int, frame: tuple, index: int) -> float:
    """A temple space: the mover's own priest pushed off the end (if any) is the cost."""
    temple = s.temple
    pos = s.board.temple_numbers.index(index + 1)
    while pos < len(temple) and temple[pos] >= 0:
        pos += 1
    if pos < len(temple):
        return 0.0  # a free space stops the push: nobody leaves
    return -D.PRIEST_VP[max(s.round, 1) - 1] * 2 if temple[-1] == p else 0.0


# a kind not here (a man or woman, a region, a card drawn, a building, ...) gains only by tasks
_RULES = {A.MATERIAL: _material, A.PAY: _pay, A.RED: _red, A.HELPER: _helper,
          A.FIRE_GIFT: _fire_gift, A.FIRE_STEP: _fire_step, A.TEMPLE: _temple}


# -- an option's effect on what tasks read, made in place; the returned function undoes it ---

def _take_effect(s: BoraBoraState, p: int, frame: tuple, tile: int):
    grid = s.grid[p]
    if EMPTY not in grid:
        return None
    i = grid.index(EMPTY)
    grid[i] = tile
    return lambda: grid.__setitem__(i, EMPTY)


def _expand_effect(s: BoraBoraState, p: int, frame: tuple, region: int):
    before, good = s.present[p], s.board.region_good[region]
    s.present[p] = before | 1 << region
    if good == D.OFFERING_GOOD:
        s.offerings[p] += 1
    else:
        s.spare[p][good] += 1  # counts as the material wherever it goes

    def undo() -> None:
        s.present[p] = before
        if good == D.OFFERING_GOOD:
            s.offerings[p] -= 1
        else:
            s.spare[p][good] -= 1
    return undo


def _card_effect(s: BoraBoraState, p: int, frame: tuple, index: int):
    if index == A.D_OFFERING:
        s.offerings[p] += 1
        return lambda: s.offerings.__setitem__(p, s.offerings[p] - 1)
    if index == A.D_DECK:
        return None  # unknown colour
    hand, c = s.hand[p], index - A.D_COLOUR
    hand[c] += 1
    return lambda: hand.__setitem__(c, hand[c] - 1)


def _shell_effect(s: BoraBoraState, p: int, frame: tuple, index: int):
    if index != A.F_SHELL:
        return None
    s.shells[p] += 1
    return lambda: s.shells.__setitem__(p, s.shells[p] - 1)


def _helper_effect(s: BoraBoraState, p: int, frame: tuple, index: int):
    b = s.board
    if index < A.H_VP:  # a tattoo or a woman's shells: the tile is slid
        tile = index if index < A.H_SHELLS else index - A.H_SHELLS + b.num_men
        shells = 0 if index < A.H_SHELLS else b.tile_value[tile]
        s.slid[tile] = 1
        s.shells[p] += shells

        def undo() -> None:
            s.slid[tile] = 0
            s.shells[p] -= shells
        return undo
    if index == A.H_OFFERING:
        s.offerings[p] += 1
        return lambda: s.offerings.__setitem__(p, s.offerings[p] - 1)
    if index == A.H_MOVE_HUT:
        s.huts12[p] += 1
        return lambda: s.huts12.__setitem__(p, s.huts12[p] - 1)
    if index == A.H_MATERIAL:  # a material of choice: any one kind
        spare = s.spare[p]
        m = min(range(len(spare)), key=lambda k: -_wanted(s, p, k))
        spare[m] += 1
        return lambda: spare.__setitem__(m, spare[m] - 1)
    return None


def _wanted(s: BoraBoraState, p: int, m: int) -> int:
    """Whether a near task names material m (the Helper's material of choice goes there)."""
    return sum(1 for t in s.tasks[p] if s.board.tasks[t][1] == "material" and s.board.tasks[t][2] == m)


def _material_effect(s: BoraBoraState, p: int, frame: tuple, index: int):
    """A material of choice (frame kind -1) counts for its kind's tasks."""
    if frame[2] >= 0:
        return None
    m = s.board.ceremony_material[index] if index < A.NUM_SPACES else index - A.NUM_SPACES
    spare = s.spare[p]
    spare[m] += 1
    return lambda: spare.__setitem__(m, spare[m] - 1)


def _huts12_effect(s: BoraBoraState, p: int, frame: tuple, index: int):
    """A hut taken from space 12 (HUT_SOURCE 1) or moved there (MOVE_HUT 0)."""
    source = frame[0] == A.HUT_SOURCE
    if source != (index == 1):
        return None
    step = -1 if source else 1
    s.huts12[p] += step
    return lambda: s.huts12.__setitem__(p, s.huts12[p] - step)


def _temple_effect(s: BoraBoraState, p: int, frame: tuple, index: int):
    s.priests[p] -= 1
    return lambda: s.priests.__setitem__(p, s.priests[p] + 1)


def _pay_effect(s: BoraBoraState, p: int, frame: tuple, way: int):
    undo = s._pay(p, frame[2], way)
    return lambda: s._unpay(p, undo)


_EFFECTS = {A.TAKE: _take_effect, A.EXPAND: _expand_effect, A.DRAW: _card_effect,
            A.FIRE_GIFT: _card_effect, A.FIRE_STEP: _shell_effect, A.HELPER: _helper_effect,
            A.MATERIAL: _material_effect, A.HUT_SOURCE: _huts12_effect,
            A.MOVE_HUT: _huts12_effect, A.TEMPLE: _temple_effect, A.PAY: _pay_effect}

assert HUT < 0 and SPACE_12 >= 0  # grid cells: a tile id, EMPTY or HUT
