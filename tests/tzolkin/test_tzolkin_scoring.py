"""§6 final scoring and the tie-break; T8 the 13 monuments (values restated from the spec)."""

from __future__ import annotations

import pytest
from tzolkin_helpers import act, blank, give, show_buildings

RED, GREEN, BLUE, YELLOW = 0, 1, 2, 3


def points(state, number, seat=RED):
    return state._monument_points(seat, number - 1)


@pytest.mark.parametrize("only_itself,expected", [(False, 4 * 4), (True, 3 * 4)])
def test_m1_tombs_and_tomb_monuments_including_itself(only_itself, expected):
    """A28: the tomb-framed monuments you built count, M1 itself included. The seed's own
    wording, "Κερδίζετε 4 πόντους για κάθε κτίριο τάφου (καφέ περίγραμμα) που έχετε
    κατασκευάσει. (Υπολογίζεται και αυτό το μνημείο.)", counts tomb buildings and this
    monument only: the option `m1_only_itself`."""
    state = blank(m1_only_itself=only_itself)
    state.built[RED] = [5, 6, 9]  # B6, B7 tombs; B10 civic
    state.mons[RED] = [0, 1]  # M1, M2 (tomb frame)
    assert points(state, 1) == expected


def test_m2_every_building_and_monument():
    state = blank()
    state.built[RED] = [0, 5, 12]
    state.mons[RED] = [1, 6]
    assert points(state, 2) == 2 * 5


def test_m3_corn_tiles_and_m4_wood_tiles():
    """Seed: "Κερδίζετε 4 πόντους για κάθε Πλακίδιο Συγκομιδής Καλαμποκιού" / "…Ξύλου που
    έχετε πάρει. (Τα ξύλα που καίγονται δεν υπολογίζονται.)" (burned tiles are never
    counted in `wood_tiles`: see the Palenque burning test of the examples)."""
    state = blank()
    state.corn_tiles[RED], state.wood_tiles[RED] = 3, 2
    assert points(state, 3) == 12 and points(state, 4) == 8


@pytest.mark.parametrize("players,each", [(2, 6), (3, 5), (4, 4)])
def test_m5_every_monument_built_by_anyone(players, each):
    """Seed: "6 πόντοι ανά μνημείο σε παιχνίδι 2 παικτών, 5 πόντοι σε παιχνίδι τριών
    παικτών και 4 πόντοι σε παιχνίδι τεσσάρων παικτών", "(Το μνημείο αυτό υπολογίζεται
    στο σύνολο.)" """
    state = blank(players=players)
    state.mons[RED] = [4]
    state.mons[1] = [0, 1]
    assert points(state, 5) == 3 * each


@pytest.mark.parametrize("any_monument,expected", [(False, 16), (True, 20)])
def test_m6_civic_buildings_and_civic_monuments(any_monument, expected):
    """A28: green-framed monuments count (this one too); the option counts every monument."""
    state = blank(m6_any_monument=any_monument)
    state.built[RED] = [8, 9, 5]  # B9, B10 civic; B6 tomb
    state.mons[RED] = [5, 6, 0]  # M6, M7 civic; M1 tomb
    assert points(state, 6) == expected


@pytest.mark.parametrize("techs,expected", [
    ([0, 0, 0, 0], 0), ([3, 0, 1, 2], 9), ([3, 3, 0, 1], 20), ([3, 3, 3, 0], 33),
    ([3, 3, 3, 3], 33)])
def test_m7_technologies_at_level_three(techs, expected):
    """Seed: "9 για μία, 20 για δύο, 33 για τρείς ή και τις τέσσερις." """
    state = blank()
    state.techs[RED] = techs
    assert points(state, 7) == expected


def test_m8_three_per_technology_level():
    """Seed: "Κερδίζετε 3 πόντους για κάθε επίπεδο τεχνολογίας … (Ένας δείκτης ακόμη στην
    αρχική θέση, υπολογίζεται σαν 0 επίπεδα" """
    state = blank()
    state.techs[RED] = [1, 2, 3, 0]
    assert points(state, 8) == 18


@pytest.mark.parametrize("workers,expected", [(3, 0), (4, 6), (5, 12), (6, 18)])
def test_m9_workers_in_play(workers, expected):
    """Seed: "0 για τρεις, 6 για τέσσερις, 12 για πέντε, ή 18 και για τους έξι." """
    state = blank()
    state.workers[RED] = workers
    assert points(state, 9) == expected


def test_m10_altars_and_altar_monuments():
    state = blank()
    state.built[RED] = [12, 13]  # B13, B14 altars
    state.mons[RED] = [9, 10]  # M10, M11 altars
    assert points(state, 10) == 16


def test_m11_rescores_temple_steps_negative_included():
    """A10: the bottom step's negative points count; no majority bonus."""
    state = blank()
    state.temples[RED] = [2, -1, 4]
    assert points(state, 11) == 4 - 2 + 7


def test_m12_best_temple_and_never_negative():
    state = blank()
    state.temples[RED] = [-1, -1, -1]
    assert points(state, 12) == 0
    state.temples[RED] = [1, -1, 3]
    assert points(state, 12) == 9


def test_m13_skulls_on_chichen_itza_whoever_placed_them():
    state = blank()
    state.chichen[1:6] = [RED, GREEN, GREEN, BLUE, RED]
    state.skull_supply = 8
    assert points(state, 13) == 15


def test_m13_skull_paid_returns_to_the_supply():
    """A8."""
    state = blank()
    state.monuments = [12]
    state.mons[GREEN] = [0, 1, 2, 3, 4]
    show_buildings(state, 7)
    give(state, RED, gold=4, skulls=1)
    act(state, "tikal", 4)
    assert state.mons[RED] == [12] and state.skull_supply == 13


# -- §6 final scoring ------------------------------------------------------------------------------


def _end(state):
    """The end of the last round: Food Day 4 done, the final advance, the scoring."""
    state.next_food = 4
    state.day = 26
    state.stack = []
    state._calendar_phase()


def test_final_conversion_pools_resources_and_corn():
    """§6, A16: wood 2, stone 3, gold 4 corn; pooled with the corn; 1 VP per 4, rounded down."""
    state = blank()
    give(state, RED, corn=2, wood=1)  # 4 corn in all: 1 VP (not 0 + 0)
    give(state, GREEN, corn=5, wood=2, stone=1, gold=1)  # 16: 4 VP
    give(state, BLUE, corn=3)  # 0 VP
    _end(state)
    assert state.is_terminal()
    assert state.vp[:3] == [1, 4, 0]


def test_skulls_score_three_each_and_monuments_score():
    """Seed: "Κερδίζετε 3 πόντους για κάθε κρυστάλλινο κρανίο που βρίσκεται στην κατοχή
    σας." """
    state = blank()
    give(state, RED, skulls=2)
    state.mons[RED] = [7]  # M8
    if 7 in state.monuments:
        state.monuments.remove(7)
    state.techs[RED] = [1, 1, 0, 0]
    _end(state)
    assert state.vp[RED] == 6 + 6
    assert state.final[RED] == {"corn": 0, "skulls": 6, "monuments": 6}


def test_tie_broken_by_workers_left_on_the_gears():
    """Seed: "Σε περίπτωση ισοπαλίας, οποιοσδήποτε έχει τους περισσότερους εργάτες ακόμη
    στα γρανάζια κερδίζει." """
    state = blank()
    state.vp = [10, 10, 3, 10]
    for pos in (1, 2):
        state.gears[0][pos] = GREEN
    state.on_gear[GREEN], state.free[GREEN] = 2, 1
    state.gears[1][1] = YELLOW
    state.on_gear[YELLOW], state.free[YELLOW] = 1, 2
    _end(state)
    assert state.winners() == [GREEN]


def test_tie_with_equal_workers_is_shared():
    """Seed: "Αν υπάρχει περαιτέρω ισοπαλία κερδίζουν και οι δύο παίκτες." """
    state = blank()
    state.vp = [10, 10, 3, 2]
    _end(state)
    assert state.winners() == [RED, GREEN]
    assert state.returns() == [0.5, 0.5, 0.0, 0.0]


@pytest.mark.parametrize("final_advance,winner", [(True, [RED]), (False, [GREEN])])
def test_final_advance_pushes_workers_off_before_the_tie_break(final_advance, winner):
    """§3.7, A32: after the Age 2 scoring the gear turns once more (an option may skip it)."""
    state = blank(final_advance=final_advance)
    state.vp = [10, 10, 0, 0]
    for gear, pos, seat in ((1, 3, RED), (2, 7, RED), (0, 7, GREEN), (3, 7, GREEN), (4, 10, GREEN)):
        state.gears[gear][pos] = seat
        state.on_gear[seat] += 1
        state.free[seat] -= 1
    _end(state)
    assert state.winners() == winner
