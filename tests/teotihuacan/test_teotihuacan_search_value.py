"""`search_value()`: the value `mcts:value=search` scores leaves with (evaluate.py)."""

from __future__ import annotations

import random

import pytest
from teotihuacan_helpers import BOT, RED, blank, new, solo

from meeple import bots
from meeple.games.teotihuacan import evaluate as E
from meeple.games.teotihuacan import frames as F


@pytest.mark.parametrize("players", [1, 2, 4])
def test_one_value_per_seat_in_0_1(players):
    s = new(players, seed=players + 40)
    rng = random.Random(players)
    for _ in range(120):
        if s.is_terminal():
            break
        values = E.search_value(s)
        assert len(values) == players and all(0.0 <= v <= 1.0 for v in values)
        if players > 1:
            assert abs(sum(values) - 1.0) < 1e-9
        s.apply(rng.choice(s.legal_actions()))


@pytest.mark.parametrize("behind", [0, 40, 80])
def test_solo_every_vp_counts_however_far_behind(behind):
    """The issue's diagnosis: a value flat 40 VP behind lets search choose at random. Here a
    point more for the seat is worth as much 80 VP behind as level with the Teotibot."""
    s = solo()
    s.vp[BOT] = behind
    base = E.search_value(s)[0]
    s.vp[RED] += 1
    gain = E.search_value(s)[0] - base
    level = solo()
    level_base = E.search_value(level)[0]
    level.vp[RED] += 1
    assert gain > 0 and gain == pytest.approx(E.search_value(level)[0] - level_base)


def test_two_players_a_seat_ahead_is_valued_higher():
    s = blank(players=2)
    s.vp[RED] = 20
    values = E.search_value(s)
    assert values[RED] > values[1 - RED]


def test_the_strong_bot_searches_with_it():
    """The levels' `tuned=true` take the game's profile: the search value."""
    bot = bots.make("mcts:iterations=20:tuned=true", seed=1)
    s = solo()
    assert s.legal_actions().count(bot.choose(s)) == 1
    assert bot.value == "search"


def _finished(seat_vp: int, bot_vp: int):
    s = solo()
    s.vp[RED], s.vp[BOT] = seat_vp, bot_vp
    s.over = True
    return s


def test_a_finished_solo_game_is_valued_by_its_margin():
    """Every VP of the final margin counts, lost or won; above 0.5 exactly for a win (a tie
    is a loss, §7.3.7)."""
    far, near, tie, won = (E.search_value(_finished(v, 100))[0] for v in (40, 80, 100, 101))
    assert far < near < tie < 0.5 < won
    assert near - far == pytest.approx(40 / (2 * E.SEARCH_SOLO_SPAN))


@pytest.mark.parametrize("final", [False, True])
def test_mcts_final_scores_finished_games_by_search_value(final):
    """`mcts:final=true` (with value=search): a lost game 20 VP behind is worth more than one
    60 VP behind; without it, both are `returns()`'s loss."""
    bot = bots.make(f"mcts:iterations=5:value=search:final={str(final).lower()}", seed=1)
    near, far = (bot.leaf_value(_finished(v, 100))[0] for v in (80, 40))
    if final:
        assert near > far > 0.0
        assert near == E.search_value(_finished(80, 100))[0]
    else:
        assert near == far == 0.0


def _at_power(power: int) -> float:
    s = solo()
    s.wpower[2] = power  # the seat's die on the Palace
    return E.search_value(s)[0]


def test_a_die_near_ascension_is_worth_more_than_its_power(monkeypatch):
    """A die at power 5 is most of an Ascension: the step 4 -> 5 is worth more to search than
    the step 1 -> 2 (the estimates count each power point alike)."""
    monkeypatch.setattr(E, "ASCENT_SHARE", 1.0)
    low = _at_power(2) - _at_power(1)
    high = _at_power(5) - _at_power(4)
    assert low > 0 and high > low + 1 / (2 * E.SEARCH_SOLO_SPAN)


def test_the_ascent_term_off_leaves_the_linear_power(monkeypatch):
    monkeypatch.setattr(E, "ASCENT_SHARE", 0.0)
    assert _at_power(5) - _at_power(4) == pytest.approx(_at_power(2) - _at_power(1))


def _two_at_power(power: int, share: float) -> float:
    s = blank(players=2)
    s.wpower[4 * RED + 2] = power  # red's die on the Palace
    return E.multi_value(s, share)[RED]


def test_two_players_a_die_near_ascension_holds_a_share_of_it():
    """2+ players, with the Ascension credit: red's die going 4 -> 5 gains red more than
    without it; 1 -> 2 (no Ascension in sight) gains the same; share 0 is `evaluate`."""
    def gain(lo: int, share: float) -> float:
        return _two_at_power(lo + 1, share) - _two_at_power(lo, share)

    assert gain(1, 1.0) == pytest.approx(gain(1, 0.0)) and gain(1, 0.0) > 0
    assert gain(4, 1.0) > 2 * gain(4, 0.0) > 0
    s = blank(players=2)
    assert E.multi_value(s, 0.0) == E.evaluate(s)


def test_two_players_without_the_credit_search_value_is_evaluate(monkeypatch):
    monkeypatch.setattr(E, "ASCENT_SHARE_MULTI", 0.0)
    s = new(2, seed=5)
    rng = random.Random(5)
    for _ in range(60):
        assert E.search_value(s) == E.evaluate(s)
        s.apply(rng.choice(s.legal_actions()))


def _two_finished(red: int, blue: int):
    s = blank(players=2)
    s.vp[RED], s.vp[1 - RED] = red, blue
    s.over = True
    return s


def test_two_players_a_finished_game_can_count_the_margin():
    """`final_share` of a finished game's value follows each seat's margin: the winner's
    value is above 0.5 and grows with its lead, the seats' values still sum to 1 (two seats);
    with 0 it is `returns()`."""
    near, far = (E.multi_value(_two_finished(v, 50), 1.0, 0.3) for v in (60, 90))
    assert 0.5 < near[RED] < far[RED] and far[1 - RED] < near[1 - RED] < 0.5
    assert sum(far) == pytest.approx(1.0)
    s = _two_finished(60, 50)
    assert E.multi_value(s, 1.0, 0.0) == s.returns()


def test_two_players_the_strong_bot_pays_the_last_salary():
    """The final Eclipse's salary is the game's last decision: with the winner settled
    whatever it pays, `returns()` leaves the choice flat (the bot paid 0 with cocoa in hand);
    the margin's share of a finished game makes it pay in full."""
    assert E.FINAL_SHARE_MULTI > 0
    s = new(2, seed=9)
    rng = random.Random(9)
    while not (s.stack and s.stack[-1][0] == F.F_SALARY and E.eclipses_left(s) == 0):
        s.apply(rng.choice(s.legal_actions()))
        assert not s.is_terminal()
    seat, due = s.stack[-1][1], s.stack[-1][2]
    s.cocoa[seat] = due + 5
    s.vp[seat], s.vp[1 - seat] = 40, 10  # a lead the unpaid salary (3 VP a cocoa) cannot undo
    bot = bots.make("mcts:iterations=200:tuned=true", seed=3)
    assert s.action_to_str(bot.choose(s)) == f"pay {due}"


def _red_ahead_at(monkeypatch, power: float, eclipses: int, era: float) -> float:
    monkeypatch.setattr(E, "SEARCH_TEMPERATURE_POWER", power)
    s = blank(players=2)
    s.eclipses, s.light = eclipses, int(s.dark * era)
    s.vp[RED] += 5
    return E.multi_value(s, 1.0)[RED]


def test_two_players_a_higher_temperature_power_sharpens_the_middle_game(monkeypatch):
    """SEARCH_TEMPERATURE_POWER: halfway through, a 5 VP lead is nearer a sure win with the
    temperature falling as f ** 3 than along `evaluate`'s straight line; at the start
    (f = 1) both are TEMPERATURE_EARLY."""
    assert _red_ahead_at(monkeypatch, 3.0, 1, 0.5) > _red_ahead_at(monkeypatch, 1.0, 1, 0.5) > 0.5
    assert _red_ahead_at(monkeypatch, 3.0, 0, 0.0) == pytest.approx(
        _red_ahead_at(monkeypatch, 1.0, 0, 0.0))


def test_settled_positions_are_turn_starts():
    """`settled`: a turn about to begin (the Teotibot's turn resolved) or the game over; a
    solo game by random moves passes one at each of the seat's turns."""
    s, rng, starts = new(1, seed=9, difficulty="hard"), random.Random(9), 0
    while not s.is_terminal():
        if E.settled(s):
            starts += 1
            assert s.stack[-1][0] == F.F_TURN and s.current_player() == 0
        s.apply(rng.choice(s.legal_actions()))
    assert E.settled(s) and 15 <= starts <= 60


def _solo_leaves(spec: str) -> list[bool]:
    """Whether each position a search's rollouts hand to the value is settled."""
    bot = bots.make(spec, seed=4)
    seen, value = [], bot.leaf_value

    def spy(state):
        seen.append(E.settled(state))
        return value(state)

    bot.leaf_value = spy
    s = new(1, seed=5, difficulty="hard")
    for _ in range(3):
        s.apply(bot.choose(s))
    return seen


def test_settle_rolls_solo_leaves_on_to_the_next_turn():
    """`mcts:settle=N` (off in the profile): rollouts end at a turn's start (the root's
    one-ply prior aside); off, a depth-3 rollout stops mid-turn. Legal moves, reproducible
    from the seed."""
    leaves = _solo_leaves("mcts:iterations=30:tuned=true:prior=false:depth=3:settle=30")
    assert leaves and all(leaves)
    assert not all(_solo_leaves("mcts:iterations=30:tuned=true:prior=false:depth=3"))
    s = new(1, seed=5, difficulty="hard")
    picks = [bots.make("mcts:iterations=30:tuned=true:settle=12", seed=8).choose(s) for _ in "ab"]
    assert picks[0] == picks[1] and picks[0] in s.legal_actions()
