"""The terminal view and the prompts: the whole board readable, only the viewer's own hand."""

import random
import re

import pytest
from borabora_helpers import blank, cards, decide, huts_only_in, new, region, standin_with

from meeple.core.errors import BadOption, BadSeat
from meeple.games.borabora import actions as A
from meeple.games.borabora import data as D
from meeple.games.borabora.state import Phase


def test_render_shows_the_board_and_only_the_viewers_hand():
    s = blank()
    cards(s, 0, red=2)
    cards(s, 2, yellow=1)
    huts_only_in(s, 1, "central_mountain")
    full = s.render(0, "full")
    assert [x.strip() for x in full.splitlines() if "your god cards" in x] == ["your god cards: red 2"]
    assert "C.mountain [Bk]" in full
    assert "this round: building 10 VP, priest 1 VP" in full
    for words in ("Temple, left to right", "Dice on the actions", "Task display", "Jewelry of round 1",
                  "Men on spaces 1-6", "Women on spaces 1-6", "Ceremony spaces", "Paths", "Status track"):
        assert words in full + s.render(0), words
    assert "You (Green): god cards red 2" in s.render(0)
    for section in [None, "full", *s.render_sections()]:
        public = s.render(None, section)
        assert "your god cards" not in public and "You (" not in public


def test_render_draws_the_map_from_the_region_cells_table():
    """region_cells (spec §10.1, replaceable) places each region on the terminal map."""
    s = blank()
    line = next(x for x in s.render(0, "islands").splitlines() if "C.forest [" in x)
    assert line.index("W.plains") < line.index("C.forest") < line.index("C.plains") < line.index("E.forest")
    cells = {name: list(cell) for name, cell in D.REGION_CELLS.items()}
    cells["west_plains"], cells["east_forest"] = cells["east_forest"], cells["west_plains"]
    s = blank(board_data=standin_with(region_cells=cells))
    line = next(x for x in s.render(0, "islands").splitlines() if "C.forest [" in x)
    assert line.index("E.forest") < line.index("C.forest") < line.index("W.plains")


def random_positions(count=12):
    """Positions of seeded random games, 2-4 players, every stage up to the end."""
    out = []
    for seed in range(count):
        s = new(2 + seed % 3, seed)
        rng = random.Random(seed)
        for _ in range(rng.randrange(400)):
            if s.is_terminal():
                break
            s.apply(rng.choice(s.legal_actions()))
        out.append(s)
    return out


def test_every_view_fits_100_columns_and_the_compact_one_22_lines():
    for s in random_positions():
        for seat in [None, *range(s.num_players)]:
            for section in [None, "full", *s.render_sections()]:
                lines = s.render(seat, section).splitlines()
                assert max(map(len, lines)) <= 100, (section, max(lines, key=len))
                if section not in ("full", None):
                    assert len(lines) <= 30, section
            assert len(s.render(seat).splitlines()) <= 22


def test_views_prompts_and_logs_name_the_seats_by_colour():
    assert s_game().seat_colors == ("Green", "Black", "Blue", "Red")
    s = random_positions(3)[2]
    compact = s.render(0)
    for p in range(s.num_players):
        assert s.seat_name(p) in compact
    assert s.prompt().split(",")[0] in s.game.seat_colors or s.is_terminal()
    assert not [line for line in s.log() if re.search(r"\bP\d", line)]


def s_game():
    return new().game


def test_unknown_section_and_seat_are_refused():
    s = new()
    with pytest.raises(BadOption, match="sections: full, islands"):
        s.render(0, "moon")
    for bad in (-1, 4, "0", 1.0):
        with pytest.raises(BadSeat):
            s.render(bad)
        with pytest.raises(BadSeat):
            s.observation(bad)
    with pytest.raises(BadSeat):
        s.determinize(None, random.Random(1))


def test_narrate_is_a_sentence_for_every_legal_action():
    for s in random_positions(6):
        while not s.is_terminal():
            for a in s.legal_actions():
                text = s.narrate(a)
                assert text and text[0].islower() and " " in text, text
                assert s.action_to_str(a) != text
            s.apply(s.legal_actions()[-1])


def test_score_breakdown_sums_to_the_scores():
    for s in random_positions(6):
        rng = random.Random(3)
        while not s.is_terminal():
            s.apply(rng.choice(s.legal_actions()))
        rows = s.score_breakdown()
        assert [sum(r.values()) for r in rows] == s.scores()
        assert set(rows[0]) == {"during play", "god tiles", "fish markers", "jewelry", "achievements"}
        assert [r["fish markers"] for r in rows] == [f[1] for f in s.final]


def test_prompts_name_what_is_decided():
    s = blank()
    r = region(s, "central_beach")
    decide(s, (A.RED, 0, r))
    value = s.board.fish_value[s.fish[r]]
    assert s.prompt() == (f"Green, round 1, phase A: play a Red God to score the fish marker of "
                          f"the central beach ({value} VP)?")
    decide(s, (A.HELPER, 0, 5))
    assert "5 points left; 1 each: tattoo, shells, vp; 2 each: offering, god card, material, move hut" \
        in s.prompt()
    s.shells[0] = 4
    decide(s, (A.JEWEL, 0))
    assert s.prompt().endswith("buy a jewel from this round's column (you have 4 shells)?")
    decide(s, (A.PLACE, 0))
    assert s.prompt() == "Green, round 1, phase A: place a die (dice 1 2 3)."


def test_the_prompt_is_not_repeated_in_the_board_view():
    """The terminal prints the prompt after the board; the board does not end with it too."""
    s = new()
    assert s.prompt() not in s.render()


def test_game_end_prompt_and_header():
    s = blank(round_=6)
    s.phase = int(Phase.FINAL_TASKS)
    decide(s, (A.TASK, 0, 1))
    assert s.prompt() == ("Green, round 6, game end: resolve your unmet tasks, each with a Yellow God "
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
