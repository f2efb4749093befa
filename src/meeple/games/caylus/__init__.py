"""Caylus (William Attia, Ystari 2005), 2 to 5 players, after `shared/rules/caylus.md`.

Options
  ruleset="seed"          where the seed and the published game disagree (spec §10): "seed"
                          (default) or "published". It decides the Church's construction PP
                          (A-1: seed 4, published 3) and the Tailor's exchanges (A-2: seed
                          1 cloth -> 2 PP or 3 -> 6; published 2 -> 4 or 3 -> 6).
  simplified_favors=False the beginner variant (§2.4, A-23): no favor table; each royal
                          favor is worth 3 PP. Any player count.
  alchemist_gold_input=False  A-20: the Alchemist also takes gold as input (literal reading).
  guild_must_move=False   A-9: the seed says the Guild player "moves" the Provost 1 to 3
                          spaces; True plays it so (no staying). Default: may stay (published).

Resolutions where the spec was unsure (each at the function that implements it; the full
list with reasons is in docs/caylus.md): the road, the fixed buildings and the scoring
spaces are the published ones (A-4); Bailiff +1 when level with the Provost (A-3); the Guild
may leave the Provost where it is (A-9); the Gate goes anywhere free, free of charge (A-10);
the Inn's discount covers every placement (A-11); the Lawyer pays at once and converts a
building that holds a worker after its activation, or at the end of phase 5 (A-6); no
best-builder favor without houses (A-12); several sections may score in one turn, in order
(A-13); overflow runs on to the next section with room (A-14); deniers, cubes and houses
are unlimited, tiles are not (A-16); favor advancement is mandatory, its effect optional
(A-18); the favor exchange takes any cube, gold included (A-19); a marketplace buys any cube
(A-21); 2 players pay 3 for every non-own placement once the other passed, castle included
(A-31).

Decisions are atomic: a placement, then (in phase 5) a building to construct, then the cubes
to pay where there is a choice, are separate decisions. A decision with one legal action is
applied automatically.
"""

from __future__ import annotations

from meeple.core import Game, Option, flag
from meeple.core.i18n import N_
from meeple.games.caylus import actions, data, tensor
from meeple.games.caylus.state import CaylusState


class CaylusGame(Game):
    name = "caylus"
    title = "Caylus"
    player_counts = (2, 3, 4, 5)
    default_players = 4
    options = (
        Option("ruleset", "seed", "where seed and published game disagree: Church PP and "
               "Tailor exchanges (spec §10 A-1, A-2)", choices=data.RULESETS),
        flag("simplified_favors", "beginner variant: each royal favor is 3 PP, no favor table "
             "(spec §2.4)"),
        flag("alchemist_gold_input", "the Alchemist also accepts gold cubes (spec §10 A-20)"),
        flag("guild_must_move", "the Merchants' Guild must move the Provost 1-3 spaces, as the "
             "seed words it (spec §10 A-9)"),
    )
    option_words = {  # each option in a player's words (the lobby's "Rules variants")
        "ruleset": N_("Rules where the original and the published game differ (Church, Tailor)"),
        "simplified_favors": N_("Beginner variant: each royal favour is worth 3 prestige points"),
        "alchemist_gold_input": N_("The Alchemist also accepts gold"),
        "guild_must_move": N_("The Merchants' Guild must move the Provost 1 to 3 spaces"),
    }
    variants = (
        {},
        {"ruleset": "published"},
        {"simplified_favors": True},
        {"alchemist_gold_input": True},
        {"guild_must_move": True},
    )
    state_class = CaylusState
    seat_colors = data.PLAYER_COLOURS

    def num_distinct_actions(self, players: int) -> int:
        return actions.NUM_ACTIONS

    def action_kind(self, action: int) -> str:
        return actions.KINDS[actions.KIND_OF[action]].name

    def tensor_layout(self, players: int):
        return tensor.layout(players)

    def tensor_encoder(self, players: int):
        return tensor.encoder(players)


__all__ = ["CaylusGame", "CaylusState"]
