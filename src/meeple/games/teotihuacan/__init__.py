"""Teotihuacan: City of Gods (Daniele Tascini, NSKN Games 2018) for 2–4 players.

Rules: `shared/rules/teotihuacan.md` (from the Greek and Polish rulebooks). The solo
Teotibot (spec §7.3) is a later issue; the state leaves room for it (see `state.py`).

Options:
- `first_game`: the printed boards and tiles and the fixed starts (spec §2.2, §2.3 step 6).
- `start_draft`: the advanced Starting-tile draft (spec §7.1) instead of dealing 4, keeping 2.
- `dark_eclipse`: the aggressive Eclipse variant (spec §7.2), with the reversed tie-break.
- `blank_match`: blank Pyramid/Decoration quadrants match each other (spec §9.2.11; default
  no, as the seeds say "icon"; the published implementation counts them).
- `completion_rate`: Pyramid-track VP per step at an Eclipse set off early by completing the
  Pyramid: "ordinal" (that Eclipse's own rate, the default, §9.2.10) or "final" (2 VP).
- `extra_worker_cap`: "+1 worker" effects stay under the cap of 3 (default, §9.2.2).
- `palace_cocoa_per_worker`: T-Palace pays per die moved with D-DoubleMove (default, §9.2.5).
- `random_pyramid`: pick the pre-built pyramid pattern at random among the published ones.
"""

from __future__ import annotations

from typing import ClassVar

from meeple.core import Game, Option, flag
from meeple.games.teotihuacan.actions import NUM_ACTIONS
from meeple.games.teotihuacan.state import TeotihuacanState


class TeotihuacanGame(Game):
    name = "teotihuacan"
    title = "Teotihuacan: City of Gods"
    player_counts = (2, 3, 4)
    default_players = 4
    options: ClassVar[tuple[Option, ...]] = (
        flag("first_game", "first-game setup: printed boards and tiles, fixed starts"),
        flag("start_draft", "advanced Starting-tile draft (spec §7.1)"),
        flag("dark_eclipse", "aggressive Eclipse: resolved right after the triggering turn; "
             "ties go to the highest order token (spec §7.2)"),
        flag("blank_match", "blank quadrants match blank ones (spec §9.2.11)"),
        Option("completion_rate", "ordinal",
               "Pyramid-track VP at an early Pyramid-completion Eclipse: that Eclipse's "
               "rate, or the final rate (spec §9.2.10)", choices=("ordinal", "final")),
        flag("extra_worker_cap", "+1-worker effects stay under the cap of 3 (spec §9.2.2)",
             default=True),
        flag("palace_cocoa_per_worker", "T-Palace pays 1 cocoa per die moved, not per move "
             "(spec §9.2.5)", default=True),
        flag("random_pyramid", "random pre-built pyramid pattern (spec §6.B.12)"),
    )
    variants: ClassVar[tuple[dict, ...]] = (
        {},
        {"first_game": True},
        {"start_draft": True},
        {"dark_eclipse": True},
        {"blank_match": True, "completion_rate": "final", "extra_worker_cap": False,
         "palace_cocoa_per_worker": False, "random_pyramid": True},
    )
    state_class = TeotihuacanState

    def num_distinct_actions(self, players: int) -> int:
        return NUM_ACTIONS


__all__ = ["TeotihuacanGame", "TeotihuacanState"]
