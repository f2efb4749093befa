"""Bora Bora (Stefan Feld, alea 2013) for 2-4 players, after `shared/rules/bora-bora.md`.

    import meeple
    game = meeple.load("borabora")                          # the spec's reconstructed board
    game = meeple.load("borabora", board_data="board.toml")  # real or other board data

Options:
- `board_data` (default None): a JSON or TOML file (or a dict) replacing any of the tables the
  spec marks [reconstructed — not from the game]: paths, fish markers, status track, temple,
  ceremony spaces, tile faces, jewelry, starting tasks (see `data.RECONSTRUCTED` and
  docs/borabora.md). Validated: a wrong shape, unknown table or field raises `BadOption`. A
  file is read only if it is a regular file of at most 1 MB (no device, no FIFO).

Rules decisions where the spec is unsure are documented in docs/borabora.md; every resolution
in the spec's ambiguity list (§9) is the default. The game has no rule variants (spec §7).
"""

from __future__ import annotations

from meeple.core import Game, Option
from meeple.games.borabora import actions, data
from meeple.games.borabora.board import check_board_data
from meeple.games.borabora.state import BoraBoraState


class BoraBoraGame(Game):
    name = "borabora"
    title = "Bora Bora"
    player_counts = (2, 3, 4)
    default_players = 4
    options = (
        Option(
            "board_data",
            None,
            "JSON/TOML file replacing the reconstructed board tables (paths, fish markers, "
            "status track, temple, ceremony spaces, tile faces, jewelry, starting tasks)",
            check=check_board_data,
            allowed="None, a dict of tables, or a path to a .json or .toml board-data file "
                    "(a path only locally: the web app takes the tables' content)",
            names_file=True,
        ),
    )
    variants = ({},)
    state_class = BoraBoraState
    seat_colors = data.SEAT_COLOURS

    def num_distinct_actions(self, players: int) -> int:
        return actions.NUM_ACTIONS

    def action_kind(self, action: int) -> str:
        return actions.KINDS[actions.KIND_OF[action]][0]

    def tensor_layout(self, players: int):
        from meeple.games.borabora import tensor

        return tensor.layout(players)

    def tensor_encoder(self, players: int):
        from meeple.games.borabora import tensor

        return tensor.encoder(players)


__all__ = ["BoraBoraGame", "BoraBoraState"]
