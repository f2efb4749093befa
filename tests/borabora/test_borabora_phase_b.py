"""Phase B (§4.5, §6.3): one man and one woman ability, identical tiles combined, all 12
ability types."""

import pytest
from borabora_helpers import (
    blank,
    decide,
    free_space,
    give_tiles,
    huts_only_in,
    legal,
    materials,
    play,
    tile,
)

from meeple.games.borabora import actions as A
from meeple.games.borabora import data as D
from meeple.games.borabora.state import C_EMPTY, C_MATERIAL, EMPTY, Phase


def phase_b(s, p=0):
    s.god_tiles[p] = 0
    decide(s, (A.ACTIVATE, p, 0, 0))


def people(s, gender, ability, n):
    return [tile(s, gender, ability, skip=k) for k in range(n)]


@pytest.mark.parametrize("n,vp", [(1, 2), (2, 4), (3, 6)])
def test_victory_points_ability(n, vp):
    """§6.3 type 8: +2 / +4 / +6 VP for 1 / 2 / 3 identical tiles. Seed: «Μετακινήστε τον δείκτη
    σκορ σας δύο θέσεις μπροστά ... (Ή 4 ή ακόμη και 6 θέσεις μπροστά.)»"""
    s = blank()
    give_tiles(s, 0, *people(s, "man", "vp", n))
    phase_b(s)
    play(s, "man vp")
    assert s.score[0] == vp


@pytest.mark.parametrize("ability,field", [("offering", "offerings"), ("shell", "shells"), ("status", "status")])
@pytest.mark.parametrize("n", [1, 2, 3])
def test_offering_shell_and_status_abilities(ability, field, n):
    """§6.3 types 10, 11, 12: 1 / 2 / 3 offerings, status steps or shells."""
    s = blank()
    give_tiles(s, 0, *people(s, "woman", ability, n))
    phase_b(s)
    play(s, f"woman {ability}")
    assert getattr(s, field)[0] == n


@pytest.mark.parametrize("n", [1, 2, 3])
def test_god_card_ability(n):
    """§6.3 type 9: 1 / 2 / 3 god cards, each from the deck or the display."""
    s = blank()
    give_tiles(s, 0, *people(s, "man", "god card", n))
    phase_b(s)
    play(s, "man god card")
    for _ in range(n):
        play(s, "draw from deck")
    assert sum(s.hand[0]) == n


@pytest.mark.parametrize("n", [1, 2, 3])
def test_building_material_ability_types_may_be_mixed(n):
    """§6.3 type 6: 1 / 2 / 3 materials of choice; the kinds may differ. Seed: «(Ή πάρτε 2 ή 3
    υλικά κτισίματος. Σημείωση: μπορούν να είναι διαφορετικά είδη.)»"""
    s = blank()
    give_tiles(s, 0, *people(s, "woman", "material", n))
    phase_b(s)
    play(s, "woman material")
    for choice in ("sand on C1", "stone on C2", "wood on C3")[:n]:
        play(s, choice)
    assert s.ceremony[0][:3] == [C_MATERIAL] * n + [C_EMPTY] * (3 - n)


@pytest.mark.parametrize("n", [1, 2, 3])
def test_move_hut_ability(n):
    """§6.3 type 7: 1 / 2 / 3 huts from spaces 1-11 to space 12 (the player may stop early)."""
    s = blank()
    give_tiles(s, 0, *people(s, "man", "move hut", n))
    before = s.huts12[0]
    phase_b(s)
    play(s, "man move hut")
    for _ in range(n):
        play(s, "move hut to 12")
    assert s.huts12[0] == before + n


def test_move_hut_ability_may_stop_early():
    s = blank()
    give_tiles(s, 0, *people(s, "man", "move hut", 3))
    before = s.huts12[0]
    phase_b(s)
    play(s, "man move hut", "move hut to 12", "stop moving huts")
    assert s.huts12[0] == before + 1


@pytest.mark.parametrize("n,spaces", [(1, 3), (2, 6), (3, 6)])
def test_recruit_woman_ability_spaces(n, spaces):
    """§6.3 type 3: a woman from board spaces 1-3; two tiles 1-6; a third adds nothing. Seed:
    «σαν να έχετε τοποθετήσει ένα ζάρι αξίας 3 ... σαν να είχατε τοποθετήσει ζάρι αξίας 6 ... Η
    τρίτη ίδια γυναίκα (ή άντρας) δεν προσφέρει κάτι επιπλέον!»"""
    s = blank()
    give_tiles(s, 0, *people(s, "woman", "woman", n))
    free_space(s, 0)
    s.women_board = [t if t >= 0 else s.women_stack.pop() for t in s.women_board]
    phase_b(s)
    play(s, "woman woman")
    assert len(legal(s)) == spaces
    t = s.women_board[spaces - 1]
    play(s, f"take {A.tile_name(s.board, t)}")
    assert t in s.grid[0]


def test_recruit_man_ability_needs_a_free_grid_space():
    """§6.3 type 4 and §4.5: recruiting needs a free grid space."""
    s = blank()
    give_tiles(s, 0, tile(s, "man", "man"))
    phase_b(s)
    assert EMPTY not in s.grid[0] and "man man" not in legal(s)
    free_space(s, 0)
    assert "man man" in legal(s)


@pytest.mark.parametrize("n,values", [(1, ["build 1", "build 2", "build 3"]),
                                      (2, [f"build {v}" for v in range(1, 7)])])
def test_build_ability_value_and_vp_and_fire_bonus(n, values):
    """§6.3 type 5: build a building of value up to 3 (two tiles: 6); VP for the round and a
    Fire Bonus, as the action."""
    s = blank(round_=3)
    give_tiles(s, 0, *people(s, "woman", "build", n))
    materials(s, 0, 1, 2)
    phase_b(s)
    play(s, "woman build")
    assert legal(s) == values
    play(s, values[-1])
    assert s.score[0] == D.BUILDING_VP[2]
    assert s.stack[-1][0] == A.FIRE_GIFT


# from these regions each path type reaches at least two regions with a 2, more with a 4, more
# still with a 6 (stand-in paths), so the expansion is always asked, never forced
REACH = {
    "land": (("central_mountain", "south_forest", "west_plains"), {
        2: {"central_beach", "south_plains"},
        4: {"central_beach", "south_plains", "central_plains"},
        6: {"central_beach", "south_plains", "central_plains", "west_mountain"}}),
    "water": (("central_forest", "central_beach"), {
        2: {"north_beach", "south_forest"},
        4: {"north_beach", "south_forest", "west_plains"},
        6: {"north_beach", "south_forest", "west_plains", "west_mountain"}}),
}


@pytest.mark.parametrize("ability,path", [("land", 0), ("water", 1)])
@pytest.mark.parametrize("n,value", [(1, 2), (2, 4), (3, 6)])
def test_path_abilities_expand_as_a_die_of_2_4_6(ability, path, n, value):
    """§6.3 types 1 and 2: expand along a path of that type of value <= 2 / 4 / any. Seed:
    «Χρησιμοποιήστε ένα χερσαίο μονοπάτι μέγιστης αξίας 2 (4/6)»."""
    start, reach = REACH[ability]
    s = blank()
    huts_only_in(s, 0, *start)
    give_tiles(s, 0, *people(s, "man", ability, n))
    phase_b(s)
    play(s, f"man {ability}")
    assert s.stack[-1] == (A.EXPAND, 0, path, value)
    assert {m.split()[-1] for m in legal(s)} == reach[value]


def test_dimitris_example_two_pathfinder_men_one_path_up_to_4_not_two():
    """§4.5 (seed, Dimitris): two land-path men (one tattooed, one not) expand along one land
    path of value 4 or less, not along two paths of 2; a land-path woman would be a separate
    activation. Seed: «Ο Δημήτρης προσθέτει τους δύο άντρες Ανιχνευτές (ο ένας έχει κάνει
    τατουάζ, ενώ ο άλλος όχι) ώστε να επεκταθεί κατά μήκος ενός χερσαίου μονοπατιού αξίας 4 ή
    μικρότερης. Δεν μπορεί να τους χρησιμοποιήσει για δύο μονοπάτια αξίας από 2 και κάτω το
    καθένα. Αν είχε και μια γυναίκα Ανιχνευτή, μπορούσε να επεκταθεί και πάλι, με χωριστή όμως
    ενέργεια»."""
    s = blank()
    huts_only_in(s, 0, "central_mountain")
    pathfinders = people(s, "man", "land", 2)
    give_tiles(s, 0, *pathfinders)
    s.slid[pathfinders[0]] = 1
    give_tiles(s, 0, tile(s, "woman", "land"))
    phase_b(s)
    play(s, "man land")
    assert set(legal(s)) == {"expand to central_plains", "expand to central_beach"}  # land 4 and 2
    play(s, "expand to central_plains", "hut from space 12")
    assert "man land" not in legal(s)  # one action, not two weaker ones
    assert "woman land" in legal(s)  # the woman is a separate activation
    play(s, "woman land")
    assert s.stack[-1][:3] == (A.EXPAND, 0, 0) and s.stack[-1][3] == 2


def test_one_man_and_one_woman_activation_men_and_women_never_combined():
    """§4.5: one man ability and one woman ability; a man and a woman of the same type are not
    combined. Seed: «Το ίδιο ισχύει και για τους άντρες, αλλά ποτέ για συνδυασμούς άντρα και
    γυναίκας μαζί!»"""
    s = blank()
    give_tiles(s, 0, tile(s, "man", "vp"), tile(s, "woman", "vp"), tile(s, "man", "shell"))
    phase_b(s)
    play(s, "man vp")
    assert s.score[0] == 2  # not 4: the woman does not join the man
    assert "man shell" not in legal(s)
    play(s, "woman vp")
    assert s.score[0] == 4
    assert s.stack[-1][0] != A.ACTIVATE  # nothing left: the phase ended for P0


def test_tile_recruited_in_phase_b_may_be_used_if_its_gender_is_unused():
    """§9 A21: a tile gained in Phase B may be activated if that gender's activation is free."""
    s = blank()
    give_tiles(s, 0, tile(s, "man", "woman"))
    free_space(s, 0)
    vp_woman = tile(s, "woman", "vp")
    s.women_board[0] = vp_woman
    if vp_woman in s.women_stack:
        s.women_stack.remove(vp_woman)
    phase_b(s)
    play(s, "man woman", f"take {A.tile_name(s.board, vp_woman)}")
    play(s, "woman vp")
    assert s.score[0] == 2


def test_phase_b_in_turn_order_each_player_finishes_first():
    """§3 Phase B, §9 A28: each player does all of their Phase B before the next."""
    s = blank()
    give_tiles(s, 0, tile(s, "man", "vp"), tile(s, "woman", "shell"))
    give_tiles(s, 1, tile(s, "man", "offering", skip=0), tile(s, "woman", "status"))
    s.phase, s.turn = int(Phase.MEN_AND_WOMEN), 1
    phase_b(s)
    play(s, "man vp")
    assert s.current_player() == 0
    play(s, "woman shell")
    assert s.current_player() == 1 and s.stack[-1][0] == A.ACTIVATE


def test_ending_phase_b_early():
    s = blank()
    give_tiles(s, 0, tile(s, "man", "vp"), tile(s, "woman", "shell"))
    phase_b(s)
    play(s, "end phase b")
    assert s.score[0] == 0 and s.shells[0] == 0


@pytest.mark.parametrize("n,targets", [(1, {"central_beach"}), (2, {"central_beach", "central_plains"}),
                                       (3, {"central_beach", "central_plains"})])
def test_land_path_ability_reaches_paths_up_to_2_4_6(n, targets):
    """§6.3 type 1: from the central mountain (land 2 to the beach, land 4 to the plains), one
    tile reaches the beach only, two or three tiles both."""
    s = blank()
    huts_only_in(s, 0, "central_mountain")
    give_tiles(s, 0, *people(s, "man", "land", n))
    phase_b(s)
    play(s, "man land")
    if s.stack[-1][0] == A.EXPAND:
        got = {m.split()[-1] for m in legal(s)}
    else:
        got = {line.split()[-3] for line in s.log() if "expand to" in line}
    assert got == targets


def test_expansion_by_ability_gains_the_good_and_offers_the_red_god():
    """§4.5, §9 A17: an expansion in Phase B gains the region's good and allows a Red God."""
    s = blank()
    huts_only_in(s, 0, "central_mountain")
    give_tiles(s, 0, tile(s, "woman", "land"))
    s.god_tiles[0] = 1
    decide(s, (A.ACTIVATE, 0, 0, 0))
    play(s, "woman land", "expand to central_beach")
    if s.stack[-1][0] == A.HUT_SOURCE:
        play(s, "hut from space 12")
    assert s.stack[-1][0] == A.MATERIAL and legal(s)[0].startswith("sand on")
    play(s, legal(s)[0])
    assert legal(s) == ["red god", "no red god"]
    play(s, "red god")
    assert s.score[0] == s.board.fish_value[s.fish[s.board.region_index["central_beach"]]]


def test_move_hut_ability_not_offered_while_a_tile_covers_space_12():
    s = blank()
    give_tiles(s, 0, tile(s, "man", "move hut"))
    s.grid[0][11] = tile(s, "woman", "vp")
    s.huts12[0] = 0
    s.present[0] = 0b11
    phase_b(s)
    assert "man move hut" not in legal(s)


def test_green_god_doubling_caps_die_values_at_6_and_doubles_counts():
    """§4.6.4, §9 A20: two land-path men doubled act as a die of 6 (not 8); one material
    tile doubled gives 2 materials."""
    s = blank()
    huts_only_in(s, 0, "central_beach")
    give_tiles(s, 0, *people(s, "man", "land", 2), tile(s, "woman", "material"))
    s.god_tiles[0] = 1
    decide(s, (A.ACTIVATE, 0, 0, 0))
    play(s, "man land doubled")
    assert s.stack[-1] == (A.EXPAND, 0, 0, 6)
    s = blank()
    give_tiles(s, 0, tile(s, "woman", "material"))
    s.god_tiles[0] = 1
    decide(s, (A.ACTIVATE, 0, 0, 0))
    play(s, "woman material doubled", "sand on C1", "stone on C2")
    assert s.ceremony[0][:3] == [C_MATERIAL, C_MATERIAL, C_EMPTY] and s.stack[-1][0] != A.MATERIAL
