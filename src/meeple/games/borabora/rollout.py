"""Rules of thumb for the main decisions of a rollout (`mcts:policy=true`): where a die goes,
which Phase B activation, which jewel, which task to complete or give up, which new task to
take. A follow-up's weights come from `follow.gains` (evaluate.policy); these are the rest.

A random rollout throws away what a strong player never would: it ends Phase B with
activations unused, skips the jewel its shells could buy, gives up a task a Yellow God could
complete, takes a new task at random. And it places dice without regard to the tasks in hand:
here a die's target that can move a task one or two elements short is drawn `TASK_PULL` times
as often, so the rollouts that follow a placement complete tasks and build people and huts as
the seat's tasks ask. Read off the position, no clone: a few µs a call.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from meeple.games.borabora import actions as A
from meeple.games.borabora import data as D

if TYPE_CHECKING:
    from meeple.games.borabora.state import BoraBoraState

TASK_PULL = 3.0  # a die's target that can move a task in hand (1-2 elements short)
GOD = 0.6  # a Blue or White God with a die, a Green God's doubling or extra activation
END_PHASE_B = 0.1  # ending Phase B while an activation is left
NO_JEWEL = 0.2  # against a jewel's weight of its value
YELLOW_OVER_COMPLETE = 0.3  # a Yellow God's 4 VP where 6 VP unaided are on offer
GIVE_UP = (0.02, 0.05, 0.1)  # giving a task up by its shortfall (1, 2, further): far ones first
PICK_SHORT = 0.4  # a new task's weight falls this much per element it is short

_FIRE = {"same colour", "colour", "colours", "offerings", "shells"}  # a Fire Bonus moves these
_MEN = {"man+woman", "men", "man+priest", "man+first", "man types", "ability pair", "tattooed",
        "slid"}
_WOMEN = {"man+woman", "women", "woman+priest", "woman+jewel", "woman types", "ability pair",
          "women slid", "slid"}
# the task kinds each die target's action (with its follow-ups) can move
TARGET_TOUCHES: tuple[frozenset[str], ...] = tuple(frozenset(k) for k in (
    {"regions", "islands", "region type", "fish kind", "material", "materials", "offerings"},
    {"regions", "islands", "region type", "fish kind", "material", "materials", "offerings"},
    _MEN, _WOMEN,
    {"tattooed", "women slid", "slid", "shells", "offerings", "huts on 12", "material",
     "materials"},
    {"priests", "woman+priest", "man+priest"} | _FIRE,
    {"buildings"} | _FIRE,
    set(),
))
assert len(TARGET_TOUCHES) == len(D.TARGETS)
# task kind -> a bit per die target that can move it
_KIND_PULLS = {k: sum(1 << target for target, touches in enumerate(TARGET_TOUCHES) if k in touches)
               for k in {kind for touches in TARGET_TOUCHES for kind in touches}}
# PLACE index -> its target, and its weight by the gods it plays (Blue, White)
_PLACE_TARGET = tuple(A.place_decode(i)[1] for i in range(A.KINDS[A.PLACE][1]))
_PLACE_GODS = tuple(GOD ** (A.place_decode(i)[2] + A.place_decode(i)[3])
                    for i in range(A.KINDS[A.PLACE][1]))


def main_weights(s: BoraBoraState, actions: list[int]) -> list[float]:
    """Rollout weights of a main decision's options (uniform where no rule applies)."""
    kind = A.KIND_OF[actions[0]]
    rule = _RULES.get(kind)
    if rule is None:
        return [1.0] * len(actions)
    return rule(s, s.stack[-1][1], [a - A.OFFSET[kind] for a in actions])


def _place(s: BoraBoraState, p: int, indices: list[int]) -> list[float]:
    """A die: targets that move a task in hand drawn more often; gods less."""
    pulled = _pulled_targets(s, p)
    target, gods = _PLACE_TARGET, _PLACE_GODS
    return [gods[i] * TASK_PULL if pulled >> target[i] & 1 else gods[i] for i in indices]


def _pulled_targets(s: BoraBoraState, p: int) -> int:
    """A bit per die target whose action can move one of p's tasks 1-2 elements short."""
    kinds, shortfall, pulls = s.board.tasks, s._task_shortfall, _KIND_PULLS
    bits = 0
    for t in s.tasks[p]:
        b = pulls.get(kinds[t][1], 0)
        if b and bits | b != bits and 0 < shortfall(p, t) <= 2:
            bits |= b
    return bits


def _activate(s: BoraBoraState, p: int, indices: list[int]) -> list[float]:
    """Phase B: every activation spent (ending early only with none left); a Green God less."""
    others = len(indices) > 1
    out = []
    for index in indices:
        if index == A.A_DONE:
            out.append(END_PHASE_B if others else 1.0)
        elif index == A.A_EXTRA or index & 1:  # odd: doubled by a Green God
            out.append(GOD)
        else:
            out.append(1.0)
    return out


def _jewel(s: BoraBoraState, p: int, indices: list[int]) -> list[float]:
    """Phase C: the dearest jewel the shells buy (1 VP a shell, the set achievement)."""
    value = s.board.jewel_value
    return [NO_JEWEL if j == A.NUM_JEWELS else float(value[j]) for j in indices]


def _task(s: BoraBoraState, p: int, indices: list[int]) -> list[float]:
    """Phase C: complete unaided, else with a Yellow God; give up the farthest task."""
    unaided = any(i < A.T_YELLOW for i in indices)
    out = []
    for i in indices:
        verb, task = divmod(i, A.NUM_TASKS)
        if verb == 0:
            out.append(1.0)
        elif verb == 1:
            out.append(YELLOW_OVER_COMPLETE if unaided else 1.0)
        else:
            out.append(GIVE_UP[min(s._task_shortfall(p, task), 3) - 1])
    return out


def _pick_task(s: BoraBoraState, p: int, indices: list[int]) -> list[float]:
    """Phase C: the new task nearest to met."""
    return [PICK_SHORT ** min(s._task_shortfall(p, t), 4) for t in indices]


_RULES = {A.PLACE: _place, A.ACTIVATE: _activate, A.JEWEL: _jewel, A.TASK: _task,
          A.PICK_TASK: _pick_task}
