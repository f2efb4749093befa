"""The strong Caylus bot: its measured settings (bots/profiles.py, benchmarks/results/caylus.md)."""

from __future__ import annotations

import meeple
from meeple import bots
from meeple.bots import profiles


def _start():
    return meeple.load("caylus").new_game(players=2, seed=4)


def test_the_strong_bot_takes_caylus_settings_and_plays_legal_moves():
    state = _start()
    strong = bots.make("mcts:iterations=30:tuned=true", seed=1)
    assert strong.choose(state) in state.legal_actions()
    settings = profiles.tuned("caylus")
    assert (strong.c, strong.depth) == (settings["c"], settings["depth"])
    assert strong.value == settings.get("value", "hand")


def test_the_lower_exploration_spends_more_of_the_search_on_its_choice():
    """Caylus' chances differ by a few hundredths between moves: at c=0.7 UCB spreads the
    visits almost evenly; the profile's lower c gives the best move the larger share."""
    def share(spec: str) -> float:
        rows = bots.make(spec, seed=2).analyse(_start())
        return rows[0][1] / sum(r[1] for r in rows)

    assert share("mcts:iterations=300:tuned=true") > share("mcts:iterations=300") + 0.05
