"""The strongest settings of `mcts` for each game, as measured (README, Strength).

A level (`easy` … `expert`) is `mcts` with a time per decision and `tuned=true`: when the bot
first searches a game, every parameter its spec left at the default takes the game's value
here (a spec's own `depth=…` or `value=…` wins). Settings are data, kept apart from the search;
each entry says what measured it.
"""

from __future__ import annotations

# game -> {parameter: value}; a game not listed keeps the bot's defaults.
PROFILES: dict[str, dict[str, object]] = {
    # 78 % (61-89 %, 30 games, 0.3 s) against mcts with the hand evaluation at the same time.
    "caylus": {"value": "learned"},
    "tzolkin": {},
    # Solo, normal, 8 games a line at 100 iterations (load 5): the seat's margin over the
    # Teotibot -86 VP with the hand value, -66 with policy rollouts, -42 (105 VP) with these.
    # At 0.2 s (benchmarks/results/teotihuacan.md): solo 17 % (7-34 %, 30 games) on normal,
    # 0 % on hard; 50 % (30-70 %, 20 games) against mcts with the hand evaluation.
    "teotihuacan": {"value": "search", "c": 0.03, "policy": True},
    "borabora": {},
}


def tuned(game: str) -> dict[str, object]:
    """The game's measured settings (empty when it has none)."""
    return dict(PROFILES.get(game, {}))
