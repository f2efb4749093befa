"""The terminal view and prompts: the whole board, readable, for `meeple play tzolkin`."""

from __future__ import annotations

import io

from tzolkin_helpers import blank, give, put, start_turn

import meeple
from meeple.cli import PlaySession


def test_render_shows_gears_calendar_temples_technologies_and_stocks():
    state = blank()
    put(state, "tikal", 3, 1)
    give(state, 0, corn=7, wood=2)
    state.temples[2][1] = 2
    state.techs[3][0] = 1
    text = state.render(None, "full")
    lines = text.splitlines()
    assert lines[0].startswith("Round 1 · day 0 of 26")
    tikal = next(line for line in lines if line.strip().startswith("Tikal "))
    assert tikal.split()[1:5] == [".", ".", ".", "G"]
    step2 = next(line for line in state.render(None, "temples").splitlines()
                 if line.strip().startswith("+2 "))
    assert step2.split()[4:8] == ["2", "VP", "gold", "B"]  # Quetzalcoatl +2: 2 VP, gold
    agriculture = next(line for line in lines if line.strip().startswith("Agriculture  "))
    assert agriculture.split()[1:3] == ["RGB", "Y"]
    assert "Red (first player): 0 VP · 7 corn 2 wood 0 stone 0 gold 0 crystal skulls" in text
    assert "Monuments on offer" in text and "Buildings on offer (age 1" in text
    red = next(line for line in state.render().splitlines() if line.strip().startswith("Red "))
    assert red.split()[1:4] == ["0", "7", "2"]


def test_prompts_name_the_seat_and_the_costs():
    state = blank()
    give(state, 0, corn=2)
    assert state.prompt().startswith("Red (corn 2): place workers or pick workers up, or beg")
    assert "Palenque 0" in state.prompt()


def test_a_whole_game_in_the_terminal_with_bots():
    """`meeple play` runs to the end (every seat a bot) and prints the final scores."""
    state = meeple.load("tzolkin").new_game(players=2, seed=8)
    out = io.StringIO()
    PlaySession(state, ["random", "random"], io.StringIO(), out, 8).run()
    assert "Game over." in out.getvalue()
    assert state.is_terminal()
    assert state.render().startswith(f"Game over after round {state.rounds} (day {state.day})")


def test_a_day_past_the_last_tooth_is_not_shown_as_day_27_of_26():
    state = blank()
    state.day, state.next_food = 27, 3
    assert state.render().startswith("Round 1 · day 27 (the calendar has come round) · "
                                     "Food Day 4 (end of age: temple points) this round")


def test_render_shows_what_temples_and_technologies_give():
    """A new player must read the temple rewards, majorities, technology effects (in the
    chosen level order) and market rates from the board."""
    text = blank().render(None, "full")
    temples = blank().render(None, "temples")
    assert "most  6 / 2 VP                  2 / 6 VP                  4 / 4 VP" in temples
    plus4 = next(line for line in temples.splitlines() if line.strip().startswith("+4 "))
    assert plus4.split()[-4:] == ["VP", "crystal", "skull", "."]  # Kukulcan +4: a skull at mid-age
    assert "2: +2 VP per building" in text and "beyond: 3 VP" in text
    assert "Market       wood 2, stone 3, gold 4 corn each" in text
    rulespal = blank(tech_levels="rulespal").render(0, "tech")
    assert "2: a building costs 1 cube (Tikal) or 2 corn (Uxmal 4) less" in rulespal


def test_render_shows_what_feeding_will_cost():
    """§5.1: the corn each player's workers need on a Food Day, farms counted."""
    state = blank()
    state.built[0] = [0]  # b1: one worker needs no corn
    state.workers[1] = state.free[1] = 4
    text = state.render(None, "players").split("\n  Green")
    assert "feeding 4 corn" in text[0] and "feeding 8 corn" in text[1]


def test_the_action_prompt_says_what_stepping_back_costs():
    state = blank()
    put(state, "yaxchilan", 4, 0)
    give(state, 0, corn=5)
    state.apply(state.str_to_action("pick up yaxchilan 4"))
    assert "(stepping back: 1 costs 3 corn, 2 costs 2 corn, 3 costs 1 corn" in state.prompt()
    state = blank()
    put(state, "yaxchilan", 7, 0)
    state.apply(state.str_to_action("pick up yaxchilan 7"))
    assert "(no corn to pay)" in state.prompt()


def test_the_mercy_rule_prompt():
    state = blank()
    for gear in range(5):
        state.gears[gear][0] = 1
    state.on_gear[1], state.free[1], state.workers[1] = 5, 0, 6
    state.fp_worker = 1
    state.temples[0] = [-1, -1, -1]
    start_turn(state, 0)
    assert "mercy rule" in state.prompt()


def test_the_log_tells_what_each_player_got_on_a_food_day():
    state = blank(players=2)
    give(state, 0, corn=4)
    state.temples[1][2] = 3
    state.day, state.next_food = 7, 0
    state._food_day()
    log = state.log()
    assert "Red pays 4 corn to feed 2 workers and cannot feed 1 worker: -3 VP" in log
    assert "Green cannot feed 3 workers: -9 VP" in log
    assert "Green gains 2 wood from the temples" in log
    state.day = 13
    state._food_day()
    assert "Green scores 5 VP for the temple steps and 8 for the majorities" in state.log()


def test_the_action_prompt_when_only_stepping_back_is_possible():
    state = blank()
    state.chichen[5], state.skull_supply = 1, 12
    put(state, "chichen", 5, 0)
    give(state, 0, corn=1, skulls=1)
    state.apply(state.str_to_action("pick up chichen 5"))
    assert state.prompt().endswith("(stepping back: 4 costs 1 corn), or nothing.")
