"""What the terminal and the end screens show (issue 9 §4) and the position evaluation
(issue 10): the compact board and its sections fit the screen, colour names everywhere, every
legal move told as a sentence, the final score by category, evaluate()."""

from __future__ import annotations

import random

import pytest
from caylus_helpers import BLUE, GREEN, RED, blank, build, cubes, decide, new, play

import meeple
from meeple.core.errors import BadOption
from meeple.games.caylus import actions as A
from meeple.games.caylus import data as D
from meeple.games.caylus.evaluate import estimates

GAME = meeple.load("caylus")


def random_positions(players: int, seed: int, every: int = 9):
    """Positions of a seeded random game, every `every`-th decision and the end."""
    s = GAME.new_game(players=players, seed=seed)
    rng = random.Random(seed)
    step = 0
    while not s.is_terminal():
        if step % every == 0:
            yield s
        s.apply(rng.choice(s.legal_actions()))
        step += 1
    yield s


@pytest.mark.parametrize("players", [2, 3, 5])
def test_every_view_fits_the_screen(players):
    for s in random_positions(players, seed=players):
        compact = s.render(0).splitlines()
        assert len(compact) <= 22, "\n".join(compact)
        for section in (None, "full", *s.render_sections()):
            for viewer in (None, players - 1):
                lines = s.render(viewer, section).splitlines()
                assert all(len(line) <= 100 for line in lines), [x for x in lines if len(x) > 100]
                if section not in (None, "full"):
                    assert len(lines) <= 30, section


def test_sections_and_colours():
    s = new(5)
    assert s.render_sections() == ["road", "castle", "players", "favors", "stock"]
    assert GAME.seat_colors == ("Blue", "Red", "Green", "Orange", "Black")
    board = s.render(None)
    for colour in GAME.seat_colors:
        assert colour in board
    assert s.prompt().startswith(s.seat_name(s.current_player()) + ", turn 1:")
    assert "seat" not in " ".join(s.log()).lower()
    assert "Royal favors" in s.render(None, "favors") and "architect" in s.render(None, "stock")
    with pytest.raises(BadOption, match="sections"):
        s.render(None, "moon")


def test_the_compact_board_marks_the_viewer_and_shows_owners_and_workers():
    s = blank(3)
    build(s, 9, D.W_SAWMILL, BLUE)
    s.worker[8], s.workers[RED] = RED, s.workers[RED] - 1
    board = s.render(GREEN)
    assert " 9 sawmill    Bu<Re" in board
    assert " *Green" in board and " *Blue" not in board


@pytest.mark.parametrize("players", [2, 4])
def test_narrate_tells_every_legal_move_as_a_sentence(players):
    for s in random_positions(players, seed=10 + players, every=3):
        for a in s.legal_actions():
            words = s.narrate(a)
            assert words and words[0].islower() and " " in words, words
            assert words != s.action_to_str(a), words
            assert "seat" not in words and "@" not in words.split()[0], words
            assert s.narrate(a, 0) == words  # nothing is hidden in Caylus


def test_narrate_examples():
    s = blank(3)
    s.deniers[BLUE] = 5
    decide(s, A.K_PLACE, BLUE)
    assert s.narrate(s.str_to_action("place peddler@7")) == \
        "places a worker on the peddler@7 (1 denier)"
    assert s.narrate(s.str_to_action("pass")) == "passes for this turn (first to pass: +1 denier)"
    s.cubes[BLUE] = cubes(1, 1, 1)
    decide(s, A.K_CASTLE, BLUE, 0, 0)
    assert s.narrate(s.str_to_action("batch food+wood+stone")) == \
        "builds a house in the dungeon (food, wood and stone)"
    assert s.narrate(s.str_to_action("castle: stop")) == "gives no batch to the castle (-2 PP)"
    play(s, "batch food+wood+stone")
    s.open_columns = 4
    decide(s, A.K_FAVOR, BLUE, 1)
    assert s.narrate(s.str_to_action("favor prestige +1")) == \
        "takes the royal favor +1 PP (prestige line)"


def test_score_breakdown_sums_to_the_scores():
    for s in random_positions(3, seed=5, every=25):
        for seat, parts in enumerate(s.score_breakdown()):
            assert sum(parts.values()) == s.scores()[seat]
            assert set(parts) == {"during the game", "gold", "cubes", "deniers"}
    assert s.is_terminal()
    for seat, parts in enumerate(s.score_breakdown()):  # §7.2
        c = s.cubes[seat]
        assert parts["gold"] == 3 * c[D.GOLD]
        assert parts["cubes"] == sum(c[:D.GOLD]) // 3 and parts["deniers"] == s.deniers[seat] // 4


# -- evaluate ------------------------------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_evaluate_gives_each_seat_a_chance(players):
    for s in random_positions(players, seed=20 + players, every=5):
        values = s.evaluate()
        assert len(values) == players and all(0.0 <= v <= 1.0 for v in values)
        assert abs(sum(values) - 1.0) < 1e-9
    assert s.is_terminal() and s.evaluate() == s.returns()


def test_evaluate_prefers_the_seat_ahead():
    """More PP, more gold and cubes, more buildings: valued higher; the same position with the
    two seats swapped swaps their values."""
    s = blank(3)
    s.pp = [20, 8, 8]
    s.cubes = [cubes(2, 2, 2, 1, 2), cubes(1, 1), cubes(1, 1)]
    s.deniers = [6, 3, 3]
    build(s, 9, D.W_MARKET, BLUE)
    build(s, 10, D.S_BANK, BLUE)
    v = s.evaluate()
    assert v[BLUE] > v[RED] and v[BLUE] > v[GREEN] and v[BLUE] > 0.5
    assert abs(v[RED] - v[GREEN]) < 1e-9
    s.cubes[RED] = cubes(5, 5, 5, 5, 3)  # resources count: Red now beats Green
    assert s.evaluate()[RED] > s.evaluate()[GREEN]


def test_resources_matter_less_as_the_end_nears():
    """Early a cube is worth about a castle house's share; near the Towers its final 1/3 PP."""
    s = blank(2)
    s.cubes = [cubes(3, 3, 3), cubes()]
    early = estimates(s)[BLUE] - estimates(s)[RED]
    s.bailiff = s.provost = D.SCORING_SPACE[-1] - 1
    late = estimates(s)[BLUE] - estimates(s)[RED]
    assert early > late >= 9 / 3 - 1e-9


def test_a_placed_worker_is_worth_its_building_until_it_is_used():
    """Placement (§3.2) pays now for what activation (§3.5) gives later: a worker on a
    production building within the Provost's reach counts its output; beyond it, less."""
    s = blank(2)
    s.phase = 1  # worker placement
    s.road[:6] = [D.N_FARM, D.N_FOREST, D.N_SAWMILL, D.N_QUARRY, D.N_MARKET, D.N_CARPENTER]
    base = estimates(s)
    s.worker[3] = BLUE  # the quarry, space 4: 1 stone
    near = estimates(s)[BLUE] - base[BLUE]
    assert near > 0 and estimates(s)[RED] == base[RED]
    s.provost = 2
    assert 0 < estimates(s)[BLUE] - base[BLUE] < near
