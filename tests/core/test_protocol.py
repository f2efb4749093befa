"""The core protocol on the toy game: registry, options, errors, cloning, serialisation."""

from __future__ import annotations

import json
import random

import pytest

import meeple
from meeple.core import TERMINAL, BadNotation, BadOption, BadState, IllegalAction, UnknownGame


def toy(**options):
    return meeple.load("toy", **options)


def test_games_lists_registered_games():
    assert "toy" in meeple.games()
    assert meeple.games() == sorted(meeple.games())


def test_unknown_game_names_the_known_ones():
    with pytest.raises(UnknownGame, match="unknown game 'chess'.*toy"):
        meeple.load("chess")


def test_unknown_option_names_the_allowed_ones():
    with pytest.raises(BadOption, match="unknown option 'speed'.*allow_roll"):
        toy(speed=3)
    with pytest.raises(BadOption, match="unknown option"):
        toy().new_game(players=2, seed=1, speed=3)


def test_bad_option_value_names_the_allowed_values():
    with pytest.raises(BadOption, match=r"allow_roll='yes' is not allowed; allowed: False, True"):
        toy(allow_roll="yes")
    with pytest.raises(BadOption, match="allow_roll=1 is not allowed"):
        toy(allow_roll=1)  # 1 == True, but it is not a bool


def test_bad_player_count_names_the_allowed_counts():
    for bad in (1, 4, "2", 2.0):
        with pytest.raises(BadOption, match="allowed: 2, 3"):
            toy().new_game(players=bad, seed=1)


def test_bad_seed_is_refused():
    with pytest.raises(BadOption, match="seed"):
        toy().new_game(players=2, seed=-1)


def test_options_bound_by_load_apply_and_new_game_overrides_them():
    game = toy(allow_roll=False)
    assert game.new_game(players=2, seed=1).legal_actions() == [0, 1]
    assert game.new_game(players=2, seed=1, allow_roll=True).legal_actions() == [0, 1, 2]


def test_same_seed_and_actions_give_the_same_game():
    def play(seed):
        state = toy().new_game(players=3, seed=seed)
        rng = random.Random(5)
        while not state.is_terminal():
            state.apply(rng.choice(state.legal_actions()))
        return state.to_dict()

    assert play(11) == play(11)
    assert play(11)["state"]["cards"] != play(12)["state"]["cards"]


def test_illegal_action_raises_and_leaves_the_state_unchanged():
    state = toy(allow_roll=False).new_game(players=2, seed=1)
    before = state.to_dict()
    with pytest.raises(IllegalAction, match=r"action 2 \(roll\) is not legal now.*0 add 1, 1 add 2"):
        state.apply(2)
    with pytest.raises(IllegalAction, match=r"ids are 0..2"):
        state.apply(7)
    with pytest.raises(IllegalAction, match="use str_to_action"):
        state.apply("add 1")
    assert state.to_dict() == before


def test_apply_after_the_end_says_the_game_is_over():
    state = toy().new_game(players=2, seed=1)
    while not state.is_terminal():
        state.apply(1)
    assert state.current_player() == TERMINAL
    with pytest.raises(IllegalAction, match="game is over"):
        state.apply(0)


def test_notation_round_trips_and_bad_notation_is_named():
    state = toy().new_game(players=2, seed=1)
    assert state.str_to_action("  Add   2 ") == 1
    with pytest.raises(BadNotation, match="'jump' is not a legal move now; legal: add 1, add 2, roll"):
        state.str_to_action("jump")


def test_clone_is_independent():
    state = toy().new_game(players=2, seed=1)
    twin = state.clone()
    twin.apply(1)
    twin.cards[0] = -5
    assert state.move_number() == 0 and state.history() == []
    assert twin.history() == [1]
    assert state.cards[0] != -5


def test_history_and_log_record_what_happened():
    state = toy().new_game(players=2, seed=4)
    state.apply(2)
    state.apply(0)
    assert state.history() == [2, 0]
    assert len(state.log()) == 1 and state.log()[0].startswith("seat 0 rolled")


def test_returns_split_a_tie_and_are_zero_before_the_end():
    state = toy().new_game(players=2, seed=1)
    assert state.returns() == [0.0, 0.0]
    state.winners = lambda: [0, 1]
    state.is_terminal = lambda: True
    assert state.returns() == [0.5, 0.5]


def test_to_dict_round_trip_is_exact_including_chance():
    state = toy().new_game(players=2, seed=9)
    state.apply(2)
    again = toy().from_dict(json.loads(json.dumps(state.to_dict())))
    assert again.to_dict() == state.to_dict()
    state.apply(2)
    again.apply(2)  # the next roll comes out the same
    assert again.to_dict() == state.to_dict()


@pytest.mark.parametrize(
    "edit, field",
    [
        (lambda d: d.pop("seed"), "'seed' is missing"),
        (lambda d: d.update(players="two"), "'players': expected int"),
        (lambda d: d.update(history=[1, "x"]), "'history'"),
        (lambda d: d.update(game="caylus"), "'game'"),
        (lambda d: d["state"].pop("counter"), "state.counter"),
        (lambda d: d.update(options={"nope": 1}), "unknown option"),
        (lambda d: d.update(log=[3]), "'log'"),
    ],
)
def test_from_dict_names_the_malformed_field(edit, field):
    d = toy().new_game(players=2, seed=9).to_dict()
    edit(d)
    with pytest.raises(BadState, match=field):
        toy().from_dict(d)


def test_from_dict_refuses_a_non_dict():
    with pytest.raises(BadState, match="must be a dict"):
        toy().from_dict([1, 2])


def test_determinize_keeps_the_players_view():
    state = toy().new_game(players=3, seed=2)
    det = state.determinize(1, random.Random(0))
    assert det.observation(1) == state.observation(1)
    assert det.cards != state.cards


def test_describe_lists_counts_and_options():
    text = toy().describe()
    assert "players: 2, 3" in text and "allow_roll=True" in text
