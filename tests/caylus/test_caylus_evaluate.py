"""The evaluation's game knowledge (evaluate.py): each piece, a position where it prefers
what a strong player does. Positions are built by hand (caylus_helpers); the comparisons are
between two positions that differ only in the piece tested."""

from __future__ import annotations

import random

import pytest
from caylus_helpers import BLUE, RED, blank, build, cubes, put_worker

import meeple
from meeple.bots import value as V
from meeple.games.caylus import data as D
from meeple.games.caylus import evaluate as E
from meeple.games.caylus.state import Phase


def gain(s, seat: int = BLUE) -> float:
    """The seat's estimate above the other's."""
    est = E.estimates(s)
    return est[seat] - est[1 - seat]


def late(s):
    """The same position with the Bailiff at the Towers' scoring space: no time left."""
    s.bailiff = s.provost = D.SCORING_SPACE[-1] - 1
    return s


def test_houses_that_will_bring_a_favour_count_before_the_scoring():
    """§5.4: a second house in the dungeon earns a favour at its scoring; the evaluation counts
    it before, so the search builds it (a first house only avoids the penalty)."""
    one, two, none = blank(2), blank(2), blank(2)
    one.castle[D.DUNGEON] = [1, 1]
    two.castle[D.DUNGEON] = [2, 1]
    assert gain(two) - gain(one) >= E.WEIGHTS["favor"] * E.WEIGHTS["section_favor"] - 1e-9
    none.castle[D.DUNGEON] = [0, 1]
    penalty = -D.SECTION_SCORING[D.DUNGEON][0][0]  # 2 PP with no house (§5.4)
    assert gain(none) == pytest.approx(-penalty * E.WEIGHTS["section_penalty"])


def test_the_first_deniers_are_worth_more_than_a_hoard_early():
    """§3.2: a turn's placements cost a denier each; the first few deniers a seat keeps buy
    next turn's placements, the tenth does not. At the end every denier is 1/4 PP (§7.2)."""
    s = blank(2)
    s.deniers = [4, 3]
    first = gain(s)
    s.deniers = [10, 9]
    assert first > gain(s) > 0
    s = late(s)
    s.deniers = [4, 3]
    assert gain(s) == pytest.approx(1 / D.DENIERS_PER_PP)


def test_a_batch_in_hand_beats_the_same_count_of_cubes_that_make_none():
    """§5.2: food and two different cubes make a castle house; three cubes that do not wait."""
    s = blank(2)
    s.cubes = [cubes(1, 1, 1), cubes(2, 1)]
    assert gain(s) > 0
    s.cubes = [cubes(1, 2), cubes(2, 1)]  # food + two wood: no batch either
    assert gain(s) == pytest.approx(0)
    s.cubes = [cubes(1, 1, 1), cubes(2, 1)]
    s.section = len(D.SECTION_NAMES)  # the castle finished: no more houses
    assert gain(s) == pytest.approx(0)


def test_an_owned_production_building_is_worth_more_than_another_worker_building():
    """§3.5 a: a production building gives its owner one more place to take cubes for every
    turn left; early, a farm beats a market of the same cost; at the end neither counts."""
    s = blank(2)
    build(s, 9, D.W_FOOD_FARM, BLUE)
    build(s, 10, D.W_MARKET, RED)
    assert gain(s) > 0
    assert gain(late(s)) == pytest.approx(0)


def test_a_worker_on_the_lawyer_is_worth_a_residence_and_its_income():
    """§3.5 c: a cloth and a denier turn a neutral building into a residence (2 PP, 1 denier a
    turn): worth more with the turns left to collect; nothing without the cloth to pay."""
    s = blank(2)
    s.phase = Phase.PLACEMENT
    s.road[:6] = [D.N_FARM, D.N_FOREST, D.N_SAWMILL, D.N_QUARRY, D.N_MARKET, D.N_CARPENTER]
    build(s, 9, D.W_LAWYER)
    s.provost = 12
    s.cubes = [cubes(0, 0, 0, 1), cubes(0, 0, 0, 1)]
    s.deniers = [2, 2]
    base = gain(s)
    put_worker(s, 9, BLUE)
    early = gain(s) - base
    assert early > D.RESIDENCE_PP
    s.cubes = [cubes(), cubes()]
    assert gain(s) == pytest.approx(0)
    s.cubes = [cubes(0, 0, 0, 1), cubes(0, 0, 0, 1)]
    s.bailiff = D.SCORING_SPACE[-1] - 4
    assert 0 < gain(s) - base < early


def test_a_worker_the_provost_has_left_behind_is_worth_nothing():
    """§3.5: once the Provost has moved, a worker beyond him returns unused; before, he may
    still be moved (a share of the worker's output counts)."""
    s = blank(2)
    s.road[:6] = [D.N_FARM, D.N_FOREST, D.N_SAWMILL, D.N_QUARRY, D.N_MARKET, D.N_CARPENTER]
    s.phase = Phase.PROVOST
    s.provost = 2
    base = gain(s)
    put_worker(s, 4, BLUE)  # the quarry, beyond the Provost on space 3
    assert gain(s) > base
    s.phase, s.cursor, s.step = Phase.ACTIVATION, 0, 0
    assert gain(s) == pytest.approx(base)


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_every_seat_gets_a_chance_in_range_and_the_features_keep_their_shape(players):
    """Positions of random games: chances in [0, 1] summing to 1, one feature row per seat of
    FEATURES' length; the shipped 2-player weights still read these features."""
    game = meeple.load("caylus")
    model = V.load("caylus", 2) if players == 2 else None
    rng = random.Random(players)
    s = game.new_game(players=players, seed=players)
    while not s.is_terminal():
        values = E.evaluate(s)
        assert all(0.0 <= v <= 1.0 for v in values) and sum(values) == pytest.approx(1.0)
        rows = E.features(s)
        assert len(rows) == players and {len(r) for r in rows} == {len(E.FEATURES)}
        if model is not None:
            assert all(0.0 <= v <= 1.0 for v in model.chances(rows))
        s.apply(rng.choice(s.legal_actions()))
    assert E.evaluate(s) == s.returns()
