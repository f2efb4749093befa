"""Tzolk'in: The Mayan Calendar (Simone Luciani & Daniele Tascini), 2-4 players.

Rules: `shared/rules/tzolkin.md`; decisions and options: `docs/tzolkin.md` and `state.py`.
"""

from __future__ import annotations

from typing import ClassVar

from meeple.core import Game, Option, flag
from meeple.core.i18n import N_
from meeple.games.tzolkin import tensor
from meeple.games.tzolkin.actions import KIND_OF, NUM_ACTIONS
from meeple.games.tzolkin.data import COLOURS
from meeple.games.tzolkin.state import TzolkinState


class TzolkinGame(Game):
    name = "tzolkin"
    title = "Tzolk'in: The Mayan Calendar"
    player_counts = (2, 3, 4)
    default_players = 4
    options: ClassVar = (
        flag("strict_tileless", "A2: Agriculture L2 harvests without a tile only when the "
             "group has no corn tile at all, even under wood"),
        flag("m1_only_itself", "A28, the seed's wording: monument M1 counts your tomb "
             "buildings and itself, not your other tomb-framed monuments"),
        flag("m6_any_monument", "A28: monument M6 counts every monument you built, not only "
             "green-framed ones"),
        Option("tech_levels", "seed", "A30: technology level order: the seed's, or the English "
               "transcription's (rulespal)", choices=("seed", "rulespal")),
        flag("w5_no_wood", "A23: Starting Wealth tile W5 gives no wood (SH11235/Tzolkin's "
             "data); default: 1 wood, as two other sources read it"),
        flag("final_advance", "A32: the calendar turns one more day after the 4th Food Day "
             "(workers pushed off before the tie-break)", default=True),
    )
    option_words: ClassVar = {  # each option in a player's words (the lobby's "Rules variants")
        "strict_tileless": N_("Agriculture level 2 harvests without a tile only where no corn "
                              "tile is left"),
        "m1_only_itself": N_("The first monument counts your tomb buildings and itself only"),
        "m6_any_monument": N_("The sixth monument counts every monument you built"),
        "tech_levels": N_("Order of the technology levels"),
        "w5_no_wood": N_("Starting wealth tile 5 gives no wood"),
        "final_advance": N_("The calendar turns once more after the last Food Day"),
    }
    variants: ClassVar = (
        {},
        {"strict_tileless": True, "m1_only_itself": True, "m6_any_monument": True,
         "tech_levels": "rulespal", "final_advance": False, "w5_no_wood": True},
    )
    state_class = TzolkinState
    seat_colors = COLOURS

    def num_distinct_actions(self, players: int) -> int:
        return NUM_ACTIONS

    def action_kind(self, action: int) -> str:
        return KIND_OF[action]

    def tensor_layout(self, players: int):
        return tensor.layout(players)

    def tensor_encoder(self, players: int):
        return tensor.encoder(players)
