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
    # Policy rollouts, the hand evaluation: 70 % (52-83 %, 30 games, 0.2 s) against plain
    # mcts at the same time (strength.py); at 300 iterations as many as with value=search, whose seats starve 5-6 workers at 4 players
    # (self-play 24 VP against 39 with this); benchmarks/results/tzolkin.md.
    "tzolkin": {"policy": True},
    "teotihuacan": {},
    "borabora": {},
}


def tuned(game: str) -> dict[str, object]:
    """The game's measured settings (empty when it has none)."""
    return dict(PROFILES.get(game, {}))
