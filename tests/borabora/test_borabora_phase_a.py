"""Phase A: placing dice (§4.1) and the action tiles (§4.2), with the rulebook's examples."""

import pytest
from borabora_helpers import (
    blank,
    decide,
    fill_grid_with_huts,
    free_space,
    give_tiles,
    hut,
    huts_only_in,
    legal,
    materials,
    play,
    region,
    tile,
)

from meeple.games.borabora import actions as A
from meeple.games.borabora import data as D
from meeple.games.borabora.state import C_BUILT, C_MATERIAL, EMPTY, HUT


def placements(state, target):
    return [m for m in legal(state) if m.startswith("place") and m.split()[3] == target]


def no_gods(state, p=0):
    state.god_tiles[p] = 0
    state.offerings[p] = 0
    state.hand[p] = [0] * 5
    state.touch()


# -- §4.1 the lowering rule ------------------------------------------------------------------


def test_dice_lowering_seed_example_5_and_3_allow_only_1_or_2():
    """§4.1 (seed and English example): with a 5 and a 3 on a tile, only a 1 or a 2 may follow;
    3 (equal), 4, 5 and 6 may not. Seed: «Ένα 5 και ένα 3 βρίσκονται σε ένα πλακίδιο ενέργειας.
    Μπορείτε να τοποθετήσετε εκεί ένα 1 ή ένα 2, αλλά όχι 4, 5 ή 6.» Its list leaves out the 3,
    but its rule bars it too: «μόνο ζάρι με αξία μικρότερη από το μικρότερης αξίας ζάρι»."""
    s = blank()
    no_gods(s)
    s.tile_low[s.tile_of[D.T_HELPER]] = 3  # a 5 then a 3 were placed: the 3 is lowest
    s.placed = [(s.tile_of[D.T_HELPER], 1, 5), (s.tile_of[D.T_HELPER], 2, 3)]
    for faces, allowed in (([1, 2, 3], {1, 2}), ([3, 4, 5], set()), ([6, 6, 2], {2})):
        s.dice[0] = faces
        s.touch()
        got = {int(m.split()[1]) for m in placements(s, "helper")}
        assert got == allowed, faces


def test_empty_tile_takes_any_die_and_fishing_takes_every_die():
    """§4.1, §4.2.7: an empty tile accepts any value; the Fishing space has no lowering rule."""
    s = blank()
    no_gods(s)
    s.dice[0] = [6, 6, 6]
    s.placed = [(-1, 1, 1), (-1, 2, 1)]
    s.touch()
    assert "place 6 on helper" in legal(s)
    assert "place 6 on fishing" in legal(s)


def test_placed_die_sets_the_tiles_lowest_value_and_leaves_the_players_dice():
    s = blank()
    no_gods(s)
    s.dice[0] = [2, 4, 6]
    play(s, "place 4 on fishing")
    assert s.dice[0] == [2, 6]
    assert s.score[0] == D.FISHING_VP
    assert (-1, 0, 4) in s.placed
    helper = s.tile_of[D.T_HELPER]
    assert s.tile_low[helper] == D.DIE_FACES + 1  # fishing is no tile: no lowest die anywhere
    decide(s, (A.PLACE, 0))
    play(s, "place 6 on helper")
    assert s.tile_low[helper] == 6 and s.dice[0] == [2]
    assert (helper, 0, 6) in s.placed


def test_die_only_on_an_action_the_player_can_carry_out():
    """§9 A15: no priest, no free grid space, no building pair, no expansion target: no die."""
    s = blank()
    no_gods(s)
    s.dice[0] = [6, 6, 6]
    s.priests[0] = 0
    fill_grid_with_huts(s, 0)
    s.touch()
    targets = {m.split()[3] for m in legal(s)}
    # no hut on the map: no path to expand along; no materials: no build
    assert targets == {"helper", "fishing"}


# -- §2.3 combined tiles ------------------------------------------------------------------------


def test_two_player_combined_man_woman_tile_dionysis_example():
    """§2.3 (seed, Dionysis): a 3 on the combined Man/Woman tile takes a woman; the following
    players may place a 1 or a 2 there and take either a man or a woman. Seed: «Ο Διονύσης
    τοποθετί ένα ζάρι αξίας 3 στη συνδυασμένη ενέργεια Άντρας / Γυναίκα και παίρνει ένα πλακίδιο
    γυναίκας. Οι παίκτες που ακολουθούν, μπορούν να τοποθετήσουν στην ενέργεια αυτή ένα 1 ή ένα 2
    και να κάνουν όποια από τις δύο ενέργειες θέλουν»."""
    s = blank(players=2)
    no_gods(s)
    no_gods(s, 1)
    s.dice[0] = [3, 5, 5]
    play(s, "place 3 on woman")
    assert legal(s)[0].startswith("take W")
    play(s, legal(s)[0])
    assert any(t >= s.board.num_men for t in s.grid[0] if t >= 0)
    s.dice[1] = [1, 2, 3]
    decide(s, (A.PLACE, 1))
    assert placements(s, "man") == ["place 1 on man", "place 2 on man"]
    assert placements(s, "woman") == ["place 1 on woman", "place 2 on woman"]


def test_three_player_combined_path_tile_counts_dice_together():
    """§2.3: with 3 players Land and Water share one tile: a die on either half lowers both.
    Seed, after Dionysis's example: «Το ίδιο ισχύει και για τα συνδυασμένα μονοπάτια.»"""
    s = blank(players=3)
    no_gods(s)
    huts_only_in(s, 0, "central_mountain")
    s.dice[0] = [5, 5, 6]
    play(s, "place 5 on water", "expand to south_plains")
    assert s.tile_of[D.T_LAND] == s.tile_of[D.T_WATER]
    s.dice[0] = [5, 4, 4]
    decide(s, (A.PLACE, 0))
    assert placements(s, "land") == ["place 4 on land"]


def test_four_player_land_and_water_are_separate_tiles():
    s = blank(players=4)
    assert s.tile_of[D.T_LAND] != s.tile_of[D.T_WATER]
    assert len(s.tile_low) == 7


# -- §4.2.1 expansion ------------------------------------------------------------------------


def expansion_targets(s, path, value):
    decide(s, (A.EXPAND, 0, D.PATH_TYPES.index(path), value))
    return {m.split()[-1] for m in legal(s)} if s.stack[-1][0] == A.EXPAND else None


def test_expansion_seed_example_from_the_central_mountain():
    """§4.2.1 (seed example): from the central mountain a 5 or 6 reaches the south island's
    plains by water, 4-6 the east island's beach; by land 4-6 the central plains, 2-6 the central
    beach; the forests touch it only diagonally and are never reachable. Seed: «μπορείτε να
    χρησιμοποιήσετε ένα 5 ή 6 για να επεκταθείτε μέσω θαλάσσιου μονοπατιού από την περιοχή
    βουνού του κεντρικού νησιού στις πεδιάδες του νότιου νησιού. Επίσης με 4, 5 ή 6 ... στην
    παραλία του ανατολικού νησιού. Μέσω χερσαίου μονοπατιού μπορείτε με 4, 5 ή 6 να επεκταθείτε
    στις πεδιάδες βόρεια, ή με 2, 3, 4, 5 ή 6 στην παραλία στα δυτικά.»"""
    s = blank()
    huts_only_in(s, 0, "central_mountain")
    water = {v: expansion_targets(s, "water", v) for v in range(1, 7)}
    land = {v: expansion_targets(s, "land", v) for v in range(1, 7)}
    assert "south_plains" in water[5] and "south_plains" in water[6] and "south_plains" not in water[4]
    assert all("east_beach" in water[v] for v in (4, 5, 6)) and "east_beach" not in water[3]
    assert all("central_plains" in land[v] for v in (4, 5, 6)) and "central_plains" not in land[3]
    assert all("central_beach" in land[v] for v in range(2, 7)) and "central_beach" not in land[1]
    for v in range(1, 7):
        assert not {"east_forest", "south_forest"} & (land[v] | water[v])


def test_expansion_moves_the_hut_there_aside_and_it_stays_in_the_region():
    """§4.2.1 step 2: a hut on the building site is moved aside; it stays in the region."""
    s = blank()
    huts_only_in(s, 0, "central_beach")
    hut(s, 1, "central_mountain")
    s.dice[0] = [2, 3, 4]
    play(s, "place 2 on land", "expand to central_mountain", "hut from space 12")
    r = region(s, "central_mountain")
    assert s.site[r] == 0
    assert s.present[1] >> r & 1 and s.present[0] >> r & 1
    assert not s.invariant_errors()


def test_one_hut_per_player_per_region_even_when_moved_aside():
    """§4.2.1: a player never has 2 huts in a region; a hut moved aside still counts."""
    s = blank()
    huts_only_in(s, 0, "central_beach")
    hut(s, 0, "central_mountain", on_site=False)
    hut(s, 1, "central_mountain")
    assert "central_mountain" not in expansion_targets(s, "land", 6)


def test_expansion_gains_the_region_good_material_and_offering():
    """§4.2.1 step 3: a material goes on a free matching ceremony space; an offering beside."""
    s = blank()
    huts_only_in(s, 0, "central_forest")
    s.dice[0] = [1, 3, 4]
    play(s, "place 1 on land", "expand to central_plains", "hut from space 12")
    assert s.offerings[0] == 1
    s.dice[0] = [3]
    decide(s, (A.PLACE, 0))
    s.tile_low = [7] * 7
    play(s, "place 3 on land", "expand to central_beach", "hut from spaces 1-11")
    assert s.board.region_good[region(s, "central_beach")] == D.MATERIALS.index("sand")
    sand_spaces = [f"sand on C{i + 1}" for i in range(12) if s.board.ceremony_material[i] == 0]
    assert legal(s) == sand_spaces
    play(s, sand_spaces[1])
    assert s.ceremony[0][int(sand_spaces[1].split("C")[1]) - 1] == C_MATERIAL


def test_material_goes_beside_the_board_only_when_no_matching_space_is_free():
    """§4.4, §9 A13."""
    s = blank()
    huts_only_in(s, 0, "central_forest")
    for i in range(12):
        if s.board.ceremony_material[i] == D.MATERIALS.index("sand"):
            s.ceremony[0][i] = C_MATERIAL
    s.dice[0] = [3, 3, 4]
    play(s, "place 3 on land", "expand to central_beach", "hut from space 12")
    assert s.spare[0] == [1, 0, 0]


def test_hut_source_choice_frees_a_grid_space_or_space_12():
    """§4.2.1 step 1: any hut of the grid; space 12 frees only with its last hut."""
    s = blank()
    huts_only_in(s, 0, "central_forest")
    free_before = s.grid[0].count(EMPTY)
    s.dice[0] = [1, 1, 1]
    play(s, "place 1 on land", "expand to central_plains", "hut from spaces 1-11")
    assert s.grid[0].count(EMPTY) == free_before + 1
    free_space(s, 0)  # a second hut on space 12
    for name, huts12_after, space_12 in (("central_beach", 1, HUT), ("central_mountain", 0, EMPTY)):
        decide(s, (A.EXPAND, 0, 0, 6))
        play(s, f"expand to {name}", "hut from space 12")
        assert s.huts12[0] == huts12_after and s.grid[0][11] == space_12
    assert not s.invariant_errors()


def test_expansion_needs_a_hut_on_the_grid():
    s = blank()
    huts_only_in(s, 0, "central_forest")
    s.grid[0] = [EMPTY] * 12
    s.huts12[0] = 0
    s.present[0] = (1 << 12) - 1 - (1 << region(s, "central_plains"))
    s.dice[0] = [6, 6, 6]
    s.touch()
    assert not placements(s, "land")


# -- §4.2.2 / §4.2.3 woman and man ---------------------------------------------------------------


def test_woman_action_seed_example_die_4_takes_from_spaces_1_to_4():
    """§4.2.2 (seed example): a 4 on the Woman tile takes a woman from spaces 1-4, not 5 or 6.
    Seed: «Αν, για παράδειγμα, είχατε τοποθετήσει ένα ζάρι 4 στο πλακίδιο ενέργειας γυναίκας,
    μπορείτε να πάρετε ένα πλακίδιο γυναίκας από τις θέσεις 1-4, αλλά όχι από τις 5 και 6.»"""
    s = blank()
    no_gods(s)
    s.dice[0] = [4, 5, 6]
    play(s, "place 4 on woman")
    assert legal(s) == sorted(f"take {A.tile_name(s.board, t)}" for t in s.women_board[:4])
    choice = s.women_board[2]
    play(s, f"take {A.tile_name(s.board, choice)}")
    assert choice in s.grid[0] and s.women_board[2] == -1
    assert s.slid[choice] == 0


def test_man_action_and_no_free_grid_space():
    """§4.2.3, §4.2.2: the man tile goes on a free space; without one the action is barred."""
    s = blank()
    no_gods(s)
    s.dice[0] = [6, 5, 4]
    play(s, "place 6 on man")
    assert len(legal(s)) == 6
    t = s.men_board[5]
    play(s, f"take {A.tile_name(s.board, t)}")
    assert t in s.grid[0]
    fill_grid_with_huts(s, 0)
    decide(s, (A.PLACE, 0))
    assert not placements(s, "man") and not placements(s, "woman")


def test_space_12_takes_a_tile_only_without_huts():
    """§4.4: space 12 can hold a tile only while it holds no huts."""
    s = blank()
    s.grid[0] = [tile(s, "man", "vp", skip=k % 3) for k in range(11)] + [HUT]
    s.huts12[0] = 1
    s.present[0] = (1 << 11) - 1
    s.dice[0] = [6, 6, 6]
    s.touch()
    assert not placements(s, "man")  # a hut on space 12: no space for the tile
    s.grid[0][11] = EMPTY
    s.huts12[0] = 0
    s.present[0] = (1 << 12) - 1
    decide(s, (A.TAKE, 0, 0, 6))
    t = s.men_board[0]
    play(s, f"take {A.tile_name(s.board, t)}")
    assert s.grid[0][11] == t


# -- §4.2.4 helper ------------------------------------------------------------------------------


def test_helper_anna_example_tattoos_shells_and_offering():
    """§4.2.4 (seed, Anna): of 5 points, 2 tattoo two men with 5 status symbols in all, moving
    her marker from 0 to the first space under the 4; 1 slides a woman with 3 shells; the last
    2 buy an offering. Seed: «Τα δύο πλακίδια εμφανίζουν συνολικά 5 σύμβολα, οπότε μετακινεί τον
    δείκτη θέσης της από το 0 στην πρώτη θέση κάτω από το 4 ... κερδίζοντας 3 κοχύλια».
    (The tiles' symbol and shell counts are stand-ins chosen to give the example's 2 + 3 and 3.)"""
    s = blank()
    men = [tile(s, "man", "vp", 2), tile(s, "man", "shell", 3)]
    woman = tile(s, "woman", "build", 3)
    give_tiles(s, 0, *men, woman)
    decide(s, (A.HELPER, 0, 5))
    play(s, f"tattoo {A.tile_name(s.board, men[0])}", f"tattoo {A.tile_name(s.board, men[1])}")
    labels = s.board.status_labels
    assert s.status[0] == 5 and labels[5] == 4 and labels[4] < 4
    play(s, f"shells {A.tile_name(s.board, woman)}")
    assert s.shells[0] == 3
    play(s, "helper offering")
    assert s.offerings[0] == 1
    assert all(s.slid[t] for t in (*men, woman))
    assert s.stack[-1][0] != A.HELPER  # all 5 points spent


def test_helper_vasilis_example_wood_tattoo_shells_and_two_vp():
    """§4.2.4 (seed, Vasilis): a 6 buys a wood (-2), a tattoo (-1), shells (-1) and 2 VP (-2).
    Seed: «Παίρνει ένα ξύλο (-2), κάνει τατουάζ σε έναν άντρα (-1) και συλλέγει κοχύλια με μια
    γυναίκα (-1). Τέλος μετακινεί τον δείκτη του σκορ του 2 θέσεις μπροστά»."""
    s = blank()
    man, woman = tile(s, "man", "vp", 1), tile(s, "woman", "vp", 2)
    give_tiles(s, 0, man, woman)
    s.dice[0] = [6, 1, 1]
    play(s, "place 6 on helper", "helper material")
    wood = [m for m in legal(s) if m.startswith("wood on")]
    play(s, wood[0])
    play(s, f"tattoo {A.tile_name(s.board, man)}", f"shells {A.tile_name(s.board, woman)}")
    play(s, "helper vp", "helper vp")
    assert s.score[0] == 2 and s.shells[0] == 2 and s.status[0] == 1
    assert s.ceremony[0][int(wood[0].split("C")[1]) - 1] == C_MATERIAL
    assert s.stack[-1] == (A.PLACE, 1)  # the 6 points are spent: the next seat places


def test_helper_vasilis_alternatives():
    """§4.2.4 (seed, Vasilis's alternatives): 6 points buy a god card, an offering and a
    material; or slide 6 men and women; or 2 god cards and 2 VP. Seed: «1 κάρτα Θεού (-2), 1
    προσφορά (-2) και 1 υλικό κτισίματος της επιλογής του (-2)», «να κατεβάσει 6 πλακίδια άντρα
    / γυναίκας», «να πάρει 2 κάρτες Θεών και 2 πόντους νίκης»."""
    s = blank()
    decide(s, (A.HELPER, 0, 6))
    play(s, "helper god card", "draw from deck", "helper offering", "helper material", "stone on C2")
    assert sum(s.hand[0]) == 1 and s.offerings[0] == 1 and s.stack[-1][0] != A.HELPER
    s = blank()
    people = [tile(s, "man", "vp", v) for v in (1, 2, 3)] + [tile(s, "woman", "vp", v) for v in (1, 2, 3)]
    give_tiles(s, 0, *people)
    decide(s, (A.HELPER, 0, 6))
    for t in people:
        play(s, ("tattoo " if t < s.board.num_men else "shells ") + A.tile_name(s.board, t))
    assert s.status[0] == 6 and s.shells[0] == 6 and s.stack[-1][0] != A.HELPER
    s = blank()
    decide(s, (A.HELPER, 0, 6))
    play(s, "helper god card", "draw from deck", "helper god card", "draw from deck", "helper vp", "helper vp")
    assert sum(s.hand[0]) == 2 and s.score[0] == 2


def test_helper_prices_and_leftover_points():
    """§6.4: 1 point for a tattoo, shells or 1 VP; 2 for an offering, god card, material or
    moving a hut; leftover points are lost (§9 A32)."""
    s = blank()
    decide(s, (A.HELPER, 0, 1))
    assert legal(s) == ["helper vp", "helper done"]
    decide(s, (A.HELPER, 0, 2))
    assert set(legal(s)) == {"helper vp", "helper offering", "helper god card", "helper material",
                             "helper move hut", "helper done"}
    play(s, "helper vp", "helper done")
    assert s.score[0] == 1


def test_helper_move_hut_to_space_12_and_each_man_tattooed_once():
    """§4.2.4: a hut from spaces 1-11 goes to space 12; §9 A35: a tattooed man never again."""
    s = blank()
    man = tile(s, "man", "vp", 2)
    give_tiles(s, 0, man, slid=True)
    decide(s, (A.HELPER, 0, 4))
    assert not any(m.startswith("tattoo") for m in legal(s))
    before = s.huts12[0]
    play(s, "helper move hut")
    assert s.huts12[0] == before + 1 and s.grid[0][:11].count(EMPTY) == 1


# -- §4.2.5 temple ------------------------------------------------------------------------------


def test_temple_die_value_limits_the_space_and_gives_a_fire_bonus():
    """§4.2.5: a space numbered at most v; then one Fire Bonus (§4.3)."""
    s = blank()
    s.dice[0] = [3, 3, 3]
    play(s, "place 3 on temple")
    assert legal(s) == ["priest on 1", "priest on 2", "priest on 3"]
    play(s, "priest on 3")
    assert s.temple[s.board.temple_numbers.index(3)] == 0 and s.priests[0] == 3
    assert s.stack[-1][0] == A.FIRE_GIFT


def test_temple_push_chain_and_the_last_priest_leaves():
    """§4.2.5: a priest on an occupied space pushes it one space along the arrows (right); the
    push chains; the last priest in the row drops off to its owner's supply."""
    s = blank()
    s.temple = [-1, -1, -1, 1, 2, 3]  # spaces 6 5 4 3 2 1: P1 on 3, P2 on 2, P3 on 1
    s.priests[1] = s.priests[2] = s.priests[3] = 3
    decide(s, (A.TEMPLE, 0, 6))
    play(s, "priest on 3")
    assert s.temple == [-1, -1, -1, 0, 1, 2]
    assert s.priests[3] == 4
    s.temple = [-1, 1, -1, 2, -1, -1]
    decide(s, (A.TEMPLE, 0, 6))
    s.priests[0] = 4
    s.temple[0] = -1
    play(s, "priest on 5")
    assert s.temple == [-1, 0, 1, 2, -1, -1]


def test_fire_bonus_cleo_example_one_of_each_pair():
    """§4.3 (English, Cleo): (a god card or an offering) and (a status step or a shell); never
    two offerings, nor an offering and a god card."""
    s = blank()
    decide(s, (A.TEMPLE, 0, 1))
    play(s, "priest on 1")
    assert "fire: offering" in legal(s) and "fire: card from deck" in legal(s)
    play(s, "fire: offering")
    assert legal(s) == ["fire: status", "fire: shell"]
    play(s, "fire: status")
    assert s.offerings[0] == 1 and s.status[0] == 1 and sum(s.hand[0]) == 0


def test_fire_bonus_face_up_card_refills_the_display():
    s = blank()
    decide(s, (A.FIRE_GIFT, 0))
    colour = next(c for c in range(5) if s.display[c])
    deck = len(s.deck)
    play(s, f"fire: {D.COLOURS[colour]} card")
    assert s.hand[0][colour] == 1 and sum(s.display) == 5 and len(s.deck) == deck - 1


def test_no_priest_in_supply_bars_the_temple():
    s = blank()
    s.priests[0] = 0
    s.temple = [0, 0, 0, 0, -1, -1]
    s.dice[0] = [6, 6, 6]
    s.touch()
    assert not placements(s, "temple")


# -- §4.2.6 build --------------------------------------------------------------------------------


@pytest.mark.parametrize("round_,vp", [(1, 10), (2, 10), (3, 7), (4, 7), (5, 4), (6, 4)])
def test_build_vp_by_round_and_fire_bonus(round_, vp):
    """§4.2.6, §6.6: 10 VP in rounds 1-2, 7 in 3-4, 4 in 5-6; then a Fire Bonus. Seed: «Ανάλογα
    με το γύρο στον οποίο το κατασκευάσατε κερδίζετε 4, 7 ή 10 πόντους» (which round gets which
    is from the English rulebook and research S3)."""
    s = blank(round_=round_)
    materials(s, 0, 1, 2)
    s.dice[0] = [4, 4, 4]
    play(s, "place 4 on build")
    assert legal(s) == ["build 1", "build 2", "build 3", "build 4"]
    play(s, "build 4")
    assert legal(s) == ["on C1+C2"] or s.stack[-1][0] == A.FIRE_GIFT
    if s.stack[-1][0] == A.BUILD_ON:
        play(s, "on C1+C2")
    assert s.ceremony[0][:2] == [C_BUILT, C_BUILT] and s.score[0] == vp
    assert s.built[0][3] >= 0
    assert s.stack[-1][0] == A.FIRE_GIFT


def test_build_needs_two_adjacent_materials_and_a_building_within_the_value():
    """§4.2.6: two orthogonally adjacent ceremony spaces with materials; a building <= v."""
    s = blank()
    s.dice[0] = [6, 6, 6]
    materials(s, 0, 1, 6)  # C1 and C6 touch only diagonally
    assert not placements(s, "build")
    materials(s, 0, 5)  # C5 is below C1 and left of C6
    assert placements(s, "build") == ["place 6 on build"]
    s.built[0] = [0, 1, 2, 3, -1, -1]
    s.dice[0] = [4, 4, 4]
    s.touch()
    assert placements(s, "build") == ["place 4 on build as 6"]


def test_build_on_chooses_among_adjacent_filled_pairs():
    s = blank()
    materials(s, 0, 1, 2, 5)
    decide(s, (A.BUILD_ON, 0, 0))
    assert legal(s) == ["on C1+C2", "on C1+C5"]


# -- §4.2.7 fishing ------------------------------------------------------------------------------


def test_fishing_gives_2_vp_for_any_die():
    """§4.2.7. Seed: «Κερδίζετε 2 πόντους για οποιοδήποτε ζάρι (ανεξαρτήτως αξίας)»."""
    s = blank()
    s.dice[0] = [1, 6, 6]
    play(s, "place 1 on fishing")
    assert s.score[0] == 2


def test_paths_are_undirected():
    """§6.11.1: paths have no direction: the example's land 4 from the central mountain to the
    central plains also leads back from the plains to the mountain."""
    s = blank()
    huts_only_in(s, 0, "central_plains")
    assert "central_mountain" in expansion_targets(s, "land", 4)
    assert "central_mountain" not in expansion_targets(s, "land", 3)


def test_a_hut_moved_aside_still_lets_its_owner_expand_from_that_region():
    """§4.2.1: a hut moved aside still counts as the player being in the region."""
    s = blank()
    huts_only_in(s, 0)
    hut(s, 0, "central_mountain", on_site=False)
    hut(s, 1, "central_mountain")
    assert expansion_targets(s, "water", 4) == {"east_beach"}


def test_each_woman_collects_shells_once_per_game():
    """§9 A35: a woman slid down for shells can never collect again."""
    s = blank()
    woman = tile(s, "woman", "vp", 3)
    give_tiles(s, 0, woman)
    decide(s, (A.HELPER, 0, 3))
    play(s, f"shells {A.tile_name(s.board, woman)}")
    assert s.shells[0] == 3
    assert f"shells {A.tile_name(s.board, woman)}" not in legal(s)


def test_no_hut_can_move_to_space_12_while_a_tile_covers_it():
    """§4.4, §4.2.4: space 12 takes huts only while no tile lies there (a tile goes there only
    when it holds no huts); a covered space 12 takes no huts from the Helper."""
    s = blank()
    s.grid[0] = [EMPTY] * 11 + [tile(s, "man", "vp")]
    s.grid[0][0] = HUT
    s.huts12[0] = 0
    s.present[0] = (1 << 11) - 1
    decide(s, (A.HELPER, 0, 2))
    assert "helper move hut" not in legal(s)
    s.grid[0][11] = EMPTY
    decide(s, (A.HELPER, 0, 2))
    assert "helper move hut" in legal(s)


def test_a_die_needs_a_target_within_its_value():
    """§9 A15: expansion needs a path of value <= the die, man/woman a tile on a space <= the
    die, build an unbuilt building <= the die (the White God lifts the value to 6)."""
    s = blank()
    no_gods(s)
    huts_only_in(s, 0, "central_mountain")  # cheapest land path 2, water path 4
    s.men_board = [-1, -1, -1, -1] + s.men_board[4:]
    s.built[0] = [0, 1, 2, -1, -1, -1]
    materials(s, 0, 9, 10)
    s.dice[0] = [1, 3, 4]
    s.touch()
    assert placements(s, "land") == ["place 3 on land", "place 4 on land"]
    assert placements(s, "water") == ["place 4 on water"]
    assert placements(s, "man") == []  # men only on spaces 5 and 6
    assert placements(s, "build") == ["place 4 on build"]
