"""The terminal view and the prompts: the whole board readable, only the viewer's own hand."""

from borabora_helpers import blank, cards, decide, huts_only_in, new, region, standin_with

from meeple.games.borabora import actions as A
from meeple.games.borabora import data as D
from meeple.games.borabora.state import Phase


def test_render_shows_the_board_and_only_the_viewers_hand():
    s = blank()
    cards(s, 0, red=2)
    cards(s, 2, yellow=1)
    huts_only_in(s, 1, "central_mountain")
    view = s.render(0)
    hands = [line.strip() for line in view.splitlines() if line.strip().startswith("hand:")]
    assert hands == ["hand: red x2"]
    assert "C.mountain [P1]" in view
    assert "this round: a building 10 VP, a priest 1 VP" in view
    for words in ("Temple, left to right", "Action tiles", "Task display", "Jewelry of round 1",
                  "men on spaces 1-6", "women on spaces 1-6", "ceremony:", "Paths", "Status track"):
        assert words in view, words
    assert "hand:" not in s.render(-1)


def test_render_draws_the_map_from_the_region_cells_table():
    """region_cells (spec §10.1, replaceable) places each region on the terminal map."""
    s = blank()
    line = next(x for x in s.render(0).splitlines() if "C.forest [" in x)
    assert line.index("W.plains") < line.index("C.forest") < line.index("C.plains") < line.index("E.forest")
    cells = {name: list(cell) for name, cell in D.REGION_CELLS.items()}
    cells["west_plains"], cells["east_forest"] = cells["east_forest"], cells["west_plains"]
    s = blank(board_data=standin_with(region_cells=cells))
    line = next(x for x in s.render(0).splitlines() if "C.forest [" in x)
    assert line.index("E.forest") < line.index("C.forest") < line.index("W.plains")


def test_prompts_name_what_is_decided():
    s = blank()
    r = region(s, "central_beach")
    decide(s, (A.RED, 0, r))
    value = s.board.fish_value[s.fish[r]]
    assert s.prompt() == (f"P0, round 1, phase A: play a Red God to score the fish marker of "
                          f"central_beach ({value} VP)?")
    decide(s, (A.HELPER, 0, 5))
    assert "5 points left; 1 each: tattoo, shells, vp; 2 each: offering, god card, material, move hut" \
        in s.prompt()
    s.shells[0] = 4
    decide(s, (A.JEWEL, 0))
    assert s.prompt().endswith("buy a jewel from this round's column (you have 4 shells)?")
    decide(s, (A.PLACE, 0))
    assert s.prompt() == "P0, round 1, phase A: place a die (dice 1 2 3)."


def test_the_prompt_is_not_repeated_in_the_board_view():
    """The terminal prints the prompt after the board; the board does not end with it too."""
    s = new()
    assert s.prompt() not in s.render()


def test_game_end_prompt_and_header():
    s = blank(round_=6)
    s.phase = int(Phase.FINAL_TASKS)
    decide(s, (A.TASK, 0, 1))
    assert s.prompt() == ("P0, round 6, game end: resolve your unmet tasks, each with a Yellow God "
                          "(4 VP) or given up.")
    assert "this round" not in s.render(0).splitlines()[0]
    s.shells[0] = 1
    decide(s, (A.JEWEL, 0))
    assert s.prompt().endswith("(you have 1 shell)?")


def broken(change):
    s = blank()
    assert s.invariant_errors() == []
    change(s)
    return " | ".join(s.invariant_errors())


def test_invariant_checks_fire_on_broken_positions():
    """The harness calls invariant_errors after every step: each check must notice its fault."""
    assert "negative offerings" in broken(lambda s: s.offerings.__setitem__(1, -1))
    assert "huts on the grid" in broken(lambda s: s.huts12.__setitem__(0, 5))
    assert "priests not conserved" in broken(lambda s: s.priests.__setitem__(2, 3))
    assert "red god cards" in broken(lambda s: s.hand[0].__setitem__(D.RED, 1))
    assert "man and woman tiles" in broken(lambda s: s.men_board.__setitem__(0, -1))
    assert "tasks:" in broken(lambda s: s.tasks[0].pop())
    assert "god tiles" in broken(lambda s: s.god_tiles.__setitem__(0, 0))
    assert "site owner" in broken(lambda s: s.site.__setitem__(0, 3))
    assert "built spaces" in broken(lambda s: s.built[0].__setitem__(0, 0))
    assert "dice not conserved" in broken(lambda s: s.dice[0].pop())
    assert "status marker" in broken(lambda s: s.status.__setitem__(0, 99))
