"""Seats told apart by more than colour on every board: each seat's symbol (the page's ● ▲ ■ ◆)
is drawn on its pieces, and no symbol of a seat the game does not have."""

from __future__ import annotations

import re

import pytest
from web_helpers import new_game, view

from meeple.web.boards.svg import SYMBOLS

MARK = re.compile(r'<text [^>]*class="seat-symbol"[^>]*>(.)</text>')


@pytest.mark.parametrize(("game", "players"), [("caylus", 3), ("tzolkin", 4), ("teotihuacan", 3),
                                               ("borabora", 2)])
def test_each_seat_has_its_symbol_on_the_board(client, game, players):
    game_id, _ = new_game(client, game, players=players)
    board = view(client, game_id)["board"]
    drawn = MARK.findall(board)
    assert set(drawn) == set(SYMBOLS[:players])
