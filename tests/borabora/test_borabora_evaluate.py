"""evaluate(): each seat's chance of winning in [0, 1] from the rules' own accounting."""

import random

import pytest
from borabora_helpers import blank, cards, give_tiles, hut, materials, new, tile

from meeple.games.borabora.evaluate import W, estimates


@pytest.mark.parametrize("players", [2, 3, 4])
def test_one_value_per_seat_in_0_1_summing_to_1_and_returns_at_the_end(players):
    for seed in range(3):
        s = new(players, seed)
        rng = random.Random(seed)
        while not s.is_terminal():
            values = s.evaluate()
            assert len(values) == players
            assert all(0.0 <= v <= 1.0 for v in values)
            assert sum(values) == pytest.approx(1.0)
            s.apply(rng.choice(s.legal_actions()))
        assert s.evaluate() == s.returns()


def test_a_seat_clearly_ahead_is_valued_highest():
    """Seat 2 has more points, more people, huts on the map, materials and stocks."""
    s = blank()
    s.score = [10, 10, 30, 10]
    give_tiles(s, 2, tile(s, "man", "vp"), tile(s, "woman", "shell"))
    for name in ("central_forest", "central_plains", "central_beach"):
        hut(s, 2, name)
    materials(s, 2, 1, 2)
    s.shells[2], s.offerings[2] = 4, 3
    cards(s, 2, blue=2)
    values = s.evaluate()
    assert values.index(max(values)) == 2
    assert values[2] > 0.5
    est = estimates(s)
    assert est[2] - est[0] > 20


def test_the_estimate_counts_what_the_final_scoring_will_add():
    """Points the final scoring adds (a jewel, god tiles) and tasks met count before the end."""
    s = blank()
    before = estimates(s)
    s.jewel_owner[s.jewel_layout[0]] = 1
    s.god_tiles[3] += 1
    s.temple_gods -= 1
    after = estimates(s)
    assert after[1] - before[1] >= s.board.jewel_value[s.jewel_layout[0]]
    assert after[3] - before[3] == pytest.approx(W["god tile"])
    assert after[0] == before[0]


def test_later_rounds_leave_less_to_come():
    """A man on the grid earns each round left: worth more in round 1 than in round 6."""
    early, late = blank(round_=1), blank(round_=6)
    for s in (early, late):
        give_tiles(s, 0, tile(s, "man", "vp"))
    gain = [estimates(s)[0] - estimates(s)[1] for s in (early, late)]
    assert gain[0] > gain[1] > 0


def test_a_die_action_under_way_counts_before_its_last_decision():
    """A one-ply search sees a priest being placed as worth more than 2 VP of fishing."""
    s = blank()
    s.dice[0] = [4, 4, 4]
    s.touch()
    values = {}
    for move in ("place 4 on temple", "place 4 on fishing"):
        c = s.clone()
        c.apply(c.str_to_action(move))
        values[move] = estimates(c)[0]
    assert values["place 4 on temple"] > values["place 4 on fishing"]
