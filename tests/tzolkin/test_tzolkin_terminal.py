"""The terminal view and prompts: the whole board, readable, for `meeple play tzolkin`."""

from __future__ import annotations

import io

from tzolkin_helpers import blank, give, put

import meeple
from meeple.cli import PlaySession


def test_render_shows_gears_calendar_temples_technologies_and_stocks():
    state = blank()
    put(state, "tikal", 3, 1)
    give(state, 0, corn=7, wood=2)
    state.temples[2][1] = 2
    state.techs[3][0] = 1
    text = state.render()
    lines = text.splitlines()
    assert lines[0].startswith("Round 1 · day 0 of 26")
    tikal = next(line for line in lines if line.strip().startswith("tikal "))
    assert tikal.split()[1:5] == [".", ".", ".", "G"]
    temple = next(line for line in lines if line.strip().startswith("quetzalcoatl"))
    assert "+2:2 B" in temple
    agriculture = next(line for line in lines if line.strip().startswith("agriculture"))
    assert agriculture.split()[1:3] == ["RGB", "Y"]
    assert "red (seat 0) first: 0 VP · 7 corn 2 wood" in text
    assert "Monuments:" in text and "Buildings (age 1" in text


def test_prompts_name_the_seat_and_the_costs():
    state = blank()
    give(state, 0, corn=2)
    assert state.prompt().startswith("red (corn 2): place workers or pick workers up, or beg")
    assert "palenque 0" in state.prompt()


def test_a_whole_game_in_the_terminal_with_bots():
    """`meeple play` runs to the end (every seat a bot) and prints the final scores."""
    state = meeple.load("tzolkin").new_game(players=2, seed=8)
    out = io.StringIO()
    PlaySession(state, ["random", "random"], io.StringIO(), out, 8).run()
    assert "Game over. Scores:" in out.getvalue()
    assert state.is_terminal()
