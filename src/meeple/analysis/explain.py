"""Why one move is better than another, in words: the largest differences in the features a
strong player counts (castle houses, favours, workers...), weighed by the learned value.

Each move is played on a copy of the position as the seat to move may know it (the same
determinization for both moves, so hidden cards and future chance cannot tell them apart),
then its compound follow-ups are completed: along the search's most visited line when the
bot searched it, else greedily by the game's evaluation, while the same seat decides. The
seat's features after each are compared; a difference counts by its weight in the learned
model (by its size where no model is shipped).
"""

from __future__ import annotations

import random
import warnings
from typing import Any

from meeple.bots import value as V
from meeple.core.game import State

FOLLOW = 6  # decisions of the seat's own compound move completed before comparing
HIDDEN = ("share of the game left", "estimate")  # not reasons a player would give


def after(state: State, action: int, bot: Any = None, seed: int = 0) -> State:
    """The position after `action` and the seat's own follow-up decisions."""
    me = state.current_player()
    s = state.determinize(me, random.Random(seed))
    s.apply(action)
    root = getattr(bot, "_root", None)
    node = root.children.get(action) if root is not None else None
    for _ in range(FOLLOW):
        if s.is_terminal() or s.current_player() != me:
            break
        legal = s.legal_actions()
        kids = {a: n for a, n in node.children.items() if a in legal} if node else {}
        if kids:
            a = max(kids, key=lambda a: (kids[a].visits, -a))
            node = kids[a]
        else:
            node = None
            a = max(legal, key=lambda a: _evaluate_after(s, a, me))
        s.apply(a)
    return s


def _evaluate_after(s: State, a: int, me: int) -> float:
    t = s.clone()
    t.apply(a)
    return t.evaluate()[me]


def reasons(state: State, better: int, worse: int, bot: Any = None, top: int = 2) -> str:
    """'more castle houses (+1), +2 favours'-like words for why `better` beats `worse`, or
    '' where the game gives no features or nothing differs."""
    features = V.features_of(state)
    if features is None or better == worse:
        return ""
    me = state.current_player()
    names = V.feature_names(state)
    fa = features(after(state, better, bot))[me]
    fb = features(after(state, worse, bot))[me]
    with warnings.catch_warnings():  # no weights: reasons by size, and no warning here
        warnings.simplefilter("ignore")
        model = V.load(state.game.name, state.num_players)
    weights = model.coef if model is not None and len(model.coef) == len(fa) else [1.0] * len(fa)
    rows = []
    for i, name in enumerate(names[:len(fa)]):
        d = fa[i] - fb[i]
        if name in HIDDEN or " x " in name or abs(d) < 1e-9:
            continue
        rows.append((weights[i] * d, name, d))
    rows.sort(reverse=True)
    words = ", ".join(_words(name, d) for gain, name, d in rows[:top] if gain > 0)
    if words or names[1:2] != ("estimate",):
        return words
    d = fa[1] - fb[1]  # nothing countable yet (a worker placed, not used): the estimate
    return f"about {d:+.1f} points more by the end, as estimated" if d > 0.05 else ""


def _words(name: str, d: float) -> str:
    amount = f"{d:+.0f}" if abs(d - round(d)) < 1e-9 else f"{d:+.1f}"
    return f"{'more' if d > 0 else 'fewer'} {name} ({amount})"

