"""The compact board and its sections, narration, the score breakdown and evaluate()
(issue 9 §4, issue 10) on positions of seeded random games."""

from __future__ import annotations

import random

import pytest
from tzolkin_helpers import blank, give

import meeple
from meeple.core import MeepleError
from meeple.games.tzolkin import actions as A
from meeple.games.tzolkin.data import COLOURS, FOOD_DAYS


def positions(players: int, seed: int, step: int = 7):
    """Every `step`-th position of a seeded random game, and its last one."""
    state = meeple.load("tzolkin").new_game(players=players, seed=seed)
    rng = random.Random(seed)
    i = 0
    while not state.is_terminal():
        if i % step == 0:
            yield state
        state.apply(rng.choice(state.legal_actions()))
        i += 1
    yield state


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_section_fits_100_columns_and_the_compact_board_22_lines(players):
    for state in positions(players, 40 + players, step=23):
        for viewer in (None, *range(players)):
            compact = state.render(viewer).splitlines()
            assert len(compact) <= 22, "\n".join(compact)
            for section in (None, "full", *state.render_sections()):
                lines = state.render(viewer, section).splitlines()
                assert max(map(len, lines)) <= 100, section
                if section != "full":
                    assert len(lines) <= 30, section


def test_the_sections_are_named_and_an_unknown_one_is_refused():
    state = blank()
    assert state.render_sections() == ["gears", "temples", "tech", "buildings", "players"]
    with pytest.raises(MeepleError, match="sections: gears"):
        state.render(0, "castle")


def test_seats_are_named_by_their_colours():
    state = blank()
    assert state.game.seat_colors == COLOURS == ("Red", "Green", "Blue", "Yellow")
    assert [state.seat_name(p) for p in range(4)] == list(COLOURS)
    compact = state.render()
    assert all(colour in compact for colour in COLOURS)
    assert state.prompt().startswith("Red ")
    assert "seat 0" not in state.render(None, "full") and "P0" not in compact


@pytest.mark.parametrize("players", [2, 4])
def test_narrate_is_a_sentence_for_every_legal_action(players):
    """A third-person verb phrase ("places a worker on Tikal (2 corn)"), never notation."""
    for state in positions(players, 60 + players, step=5):
        for action in state.legal_actions():
            text = state.narrate(action, state.current_player())
            words = text.split()
            assert len(words) >= 2 and words[0].endswith("s") and text[0].islower(), text
            assert text != state.action_to_str(action)


def test_narrate_tells_the_cost_and_the_action():
    state = blank()
    give(state, 0, corn=5)
    assert state.narrate(A.PLACE + 2) == "places a worker on Tikal (0 corn)"
    assert state.narrate(A.perform_id(1, 4)) == "performs Yaxchilan 4 (1 crystal skull)"
    assert state.narrate(A.perform_id(4, 7)) == ("offers a crystal skull at Chichen Itza 7 "
                                                 "(10 VP, Quetzalcoatl +1)")
    assert state.narrate(A.SELL) == "sells 1 wood for 2 corn"


def test_the_log_reads_in_words_with_colour_names():
    state = meeple.load("tzolkin").new_game(players=2, seed=4)
    rng = random.Random(4)
    while state.move_number() < 300 and not state.is_terminal():
        state.apply(rng.choice(state.legal_actions()))
    log = state.log()
    forced = [line for line in log if line.endswith("(only choice)")]
    assert forced and all(line.split()[0] in COLOURS for line in forced)
    assert not any(": do " in line or ": up " in line for line in log)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_score_breakdown_sums_to_the_scores(players):
    for state in positions(players, 80 + players, step=31):
        rows = state.score_breakdown()
        assert [sum(r.values()) for r in rows] == state.scores()
        assert list(rows[0]) == ["during the game", "temples", "corn and resources",
                                 "crystal skulls", "monuments"]
    assert state.is_terminal()
    assert [r["corn and resources"] for r in rows] == [f["corn"] for f in state.final]


def test_temple_points_are_their_own_category():
    state = blank(players=2)
    state.temples[1][2] = 3
    give(state, 0, corn=6)
    give(state, 1, corn=6)
    state.day, state.next_food = FOOD_DAYS[1], 1
    state._food_day()
    assert state.score_breakdown()[1]["temples"] == 5 + 8 == state.vp[1]
    assert state.score_breakdown()[1]["during the game"] == 0


@pytest.mark.parametrize("players", [2, 3, 4])
def test_evaluate_gives_one_value_in_0_1_per_seat_and_the_returns_at_the_end(players):
    for state in positions(players, 100 + players, step=3):
        values = state.evaluate()
        assert len(values) == players and all(0.0 <= v <= 1.0 for v in values)
    assert state.is_terminal() and state.evaluate() == state.returns()


def test_evaluate_prefers_the_seat_ahead_in_points_and_resources():
    state = blank(players=3)
    state.vp = [20, 10, 10]
    give(state, 0, corn=12, wood=3, gold=2)
    give(state, 1, corn=6)
    give(state, 2, corn=6)
    values = state.evaluate()
    assert values[0] > values[1] and values[0] > values[2]
    assert values[1] == pytest.approx(values[2])


def test_evaluate_values_workers_technologies_temples_and_skulls():
    for change in ("workers", "tech", "temple", "skull", "corn"):
        state = blank(players=2)
        give(state, 0, corn=8)
        give(state, 1, corn=8)
        if change == "workers":
            state.workers[0] = state.free[0] = 4
            give(state, 0, corn=2)  # the 4th worker's food
        elif change == "tech":
            state.techs[0][1] = 2
        elif change == "temple":
            state.temples[0][1] = 3
        elif change == "skull":
            state.goods[0][4], state.skull_supply = 1, 12
        else:
            give(state, 0, corn=8)
        values = state.evaluate()
        assert values[0] > values[1], change


def test_an_extra_worker_is_worth_more_early_than_late():
    early, late = blank(players=2), blank(players=2)
    late.day, late.next_food = 24, 3
    for state in (early, late):
        state.workers[0] = state.free[0] = 5
        give(state, 0, corn=10)
        give(state, 1, corn=10)
    assert early.evaluate()[0] > late.evaluate()[0]


def test_evaluate_fears_an_unfed_food_day():
    fed, hungry = blank(players=2), blank(players=2)
    for state in (fed, hungry):
        state.day = FOOD_DAYS[0] - 1
        give(state, 1, corn=6)
    give(fed, 0, corn=6)
    give(hungry, 0, wood=3)  # the same final value as 6 corn, but no food
    assert fed.evaluate()[0] > hungry.evaluate()[0]
