"""Gods (§4.6): the five colours, the offering, the wild pair, god tiles, and when each may be
played; with the rulebook's examples."""

import pytest
from borabora_helpers import (
    blank,
    cards,
    decide,
    give_tiles,
    huts_only_in,
    legal,
    marker,
    materials,
    new,
    play,
    region,
    tile,
)

from meeple.games.borabora import actions as A
from meeple.games.borabora import data as D
from meeple.games.borabora.state import C_BUILT


def set_fish(s, name, value):
    """Swap markers so that region `name` shows a marker of this value."""
    r = region(s, name)
    m = marker(s, value)
    other = s.fish.index(m)
    s.fish[r], s.fish[other] = s.fish[other], s.fish[r]


@pytest.mark.parametrize("fish", [3, 5])
def test_red_god_anna_example_blue_white_red_three_offerings(fish):
    """§4.6 (seed, Anna): a Blue God puts her 3 on the Water Path tile holding a 1; a White God
    makes the 3 count as 6, so she expands along a path of value 6; a Red God scores the new
    region's fish marker: 3 VP in the seed, 5 in the English rulebook (§9 A44). Each god costs
    its own offering. Seed: «Η Άννα παίζει έναν Μπλε Θεό (και δίνει μια προσφορά) ώστε να
    μπορέσει να τοποθετήσει ένα ζάρι 3 στο πλακίδιο ενέργειας υδάτινο μονοπάτι όπου ήδη υπάρχει
    ένα ζάρι 1 ... έναν Λευκό Θεό (με άλλη μια προσφορά) ώστε να χρησιμοποιήσει το 3 σαν 6 ...
    έναν Κόκκινο Θεό (με μια τρίτη προσφορά) για να σκοράρει τους 3 πόντους του δείκτη ψαριών».
    (Which region the value-6 water path reaches is stand-in data.)"""
    s = blank()
    s.god_tiles[0] = 0
    huts_only_in(s, 0, "central_beach")
    set_fish(s, "west_mountain", fish)
    water = s.tile_of[D.T_WATER]
    s.tile_low[water] = 1
    s.placed = [(water, 1, 1)]
    cards(s, 0, blue=1, white=1, red=1)
    s.offerings[0] = 3
    s.dice[0] = [3, 4, 5]
    s.touch()
    assert "place 3 on water" not in legal(s)  # 3 is not below the 1: a Blue God is needed
    assert "place 3 on water with blue" in legal(s)
    play(s, "place 3 on water with blue as 6", "pay card", "pay card")  # each with its card
    assert s.offerings[0] == 1 and s.hand[0][D.BLUE] == 0 and s.hand[0][D.WHITE] == 0
    assert s.tile_low[water] == 1  # the lowest die stays the reference
    assert "expand to west_mountain" in legal(s)  # the value-6 water path
    play(s, "expand to west_mountain", "hut from space 12")
    stone = [m for m in legal(s) if m.startswith("stone on")]
    play(s, stone[0])
    assert legal(s) == ["red god", "no red god"]
    play(s, "red god", "pay card")
    assert s.score[0] == fish
    assert s.offerings[0] == 0 and s.hand[0] == [0] * 5 and s.discard[D.RED] >= 1
    assert s.fished[0] >> region(s, "west_mountain") & 1
    assert s.fish[region(s, "west_mountain")] == marker(s, fish)  # the marker stays for others


def test_red_god_once_per_region_per_player_and_only_when_expanding():
    """§4.6.3, §9 A18: each player scores a fish marker at most once during play. Seed: «Οι
    δείκτες ψαριών μπορούν να σκοράρουν μόνο μια φορά ανα παίκτη ανά περιοχή, και μόνο κατά την
    επέκταση.»"""
    s = blank()
    huts_only_in(s, 0, "central_mountain")
    s.fished[0] = 1 << region(s, "central_beach")
    cards(s, 0, red=2)
    s.offerings[0] = 2
    decide(s, (A.EXPAND, 0, 0, 2))
    play(s, "expand to central_beach", "hut from space 12")
    if s.stack[-1][0] == A.MATERIAL:
        play(s, legal(s)[0])
    assert s.stack[-1][0] != A.RED  # no Red God offered: already scored here
    decide(s, (A.EXPAND, 0, 1, 4))
    play(s, "expand to east_beach")
    if s.stack[-1][0] == A.MATERIAL:
        play(s, legal(s)[0])
    assert legal(s) == ["red god", "no red god"]


def test_blue_god_one_die_each_and_later_players_need_their_own():
    """§4.6.1: a Blue God lets a die equal to or above the lowest die onto a tile; it covers one
    die; the next player with an equal or higher die needs a Blue God too. Seed: «Πρέπει να
    χρησιμοποιήσετε έναν Μπλε Θεό ανά ζάρι. Έτσι, αν κάποιος θέλει να παίξει ζάρι ίσης ή
    μεγαλύτερης αξίας αργότερα στον ίδιο γύρο, πρέπει επίσης να παίξει μια κάρτα Μπλε Θεού.»"""
    s = blank()
    s.god_tiles[0] = s.god_tiles[1] = 0
    helper = s.tile_of[D.T_HELPER]
    s.tile_low[helper] = 2
    s.dice[0] = [4, 4, 4]
    s.touch()
    assert not [m for m in legal(s) if "on helper" in m]
    cards(s, 0, blue=1)
    s.offerings[0] = 1
    s.touch()
    play(s, "place 4 on helper with blue", "pay card")
    assert s.hand[0][D.BLUE] == 0 and s.offerings[0] == 0
    assert s.tile_low[helper] == 2 and s.stack[-1] == (A.HELPER, 0, 4)
    s.dice[1] = [5, 3, 3]
    decide(s, (A.PLACE, 1))
    assert not [m for m in legal(s) if "on helper" in m]
    cards(s, 1, blue=1)
    s.offerings[1] = 1
    s.touch()
    assert [m for m in legal(s) if "on helper" in m] == ["place 3 on helper with blue",
                                                        "place 5 on helper with blue"]


def test_white_god_counts_as_six_but_the_face_sets_the_lowering_rule():
    """§4.6.2: the die counts as 6 for its action; its face stays for the lowering rule. Seed:
    «σαν να ήταν αξίας 6. Μην αλλάζετε την αξία του ζαριού σε 6, παραμένει ως έχει!»"""
    s = blank()
    s.god_tiles[0] = 0
    cards(s, 0, white=1)
    s.offerings[0] = 1
    s.dice[0] = [2, 5, 5]
    s.touch()
    play(s, "place 2 on helper as 6", "pay card")
    assert s.stack[-1] == (A.HELPER, 0, 6)
    assert s.tile_low[s.tile_of[D.T_HELPER]] == 2
    assert (s.tile_of[D.T_HELPER], 0, 2) in s.placed


def test_white_god_makes_an_otherwise_impossible_action_legal():
    """§4.6.2 with §9 A15: a 1 cannot build building 4, a 1 played as 6 can."""
    s = blank()
    s.god_tiles[0] = 0
    s.built[0] = [0, 1, 2, -1, -1, -1]
    materials(s, 0, 1, 2)
    s.dice[0] = [1, 1, 1]
    s.touch()
    assert not [m for m in legal(s) if "on build" in m]
    cards(s, 0, white=1)
    s.offerings[0] = 1
    s.touch()
    assert "place 1 on build as 6" in legal(s)


def test_wild_pair_of_one_colour_plays_any_god_for_one_offering():
    """§4.6: two cards of the same colour and one offering count as any one god. Seed: «Μπορείτε
    να παίξετε δύο κάρτες Θεού του ίδιου χρώματος πληρώνοντας μία μόνο προσφορά, ώστε να
    χρησιμοποιήσετε όποιον Θεό επιθυμείτε.»"""
    s = blank()
    s.god_tiles[0] = 0
    helper = s.tile_of[D.T_HELPER]
    s.tile_low[helper] = 1
    cards(s, 0, red=2, yellow=1)
    s.offerings[0] = 1
    s.dice[0] = [3, 3, 3]
    s.touch()
    play(s, "place 3 on helper with blue")
    assert legal(s) == ["pay pair of red"]  # asked all the same: others cannot see the cards
    play(s, "pay pair of red")
    assert s.hand[0][D.RED] == 0 and s.hand[0][D.YELLOW] == 1 and s.offerings[0] == 0
    assert "Green plays the Blue God (2 red cards and an offering)" in s.log()


def test_no_offering_no_god_card_but_a_god_tile_needs_none():
    """§4.6: no offering, no god card; a god tile is a free wild god, removed once used."""
    s = blank()
    helper = s.tile_of[D.T_HELPER]
    s.tile_low[helper] = 1
    cards(s, 0, blue=1)
    s.offerings[0] = 0
    s.god_tiles[0] = 0
    s.dice[0] = [3, 3, 3]
    s.touch()
    assert "place 3 on helper with blue" not in legal(s)
    s.god_tiles[0] = 1
    s.touch()
    play(s, "place 3 on helper with blue")
    assert s.god_tiles[0] == 0 and s.god_tiles_gone == 1 and s.hand[0][D.BLUE] == 1


def test_payment_choice_between_card_pair_and_god_tile():
    s = blank()
    cards(s, 0, blue=1, green=2)
    s.offerings[0] = 1
    decide(s, (A.PAY, 0, D.BLUE, -1))
    assert legal(s) == ["pay card", "pay pair of green", "pay god tile"]


def test_blue_and_white_on_one_die_keep_both_payable():
    """§9 A36: Blue and White on one die, each paid separately: the first payment may not
    leave the second unpayable."""
    s = blank()
    s.god_tiles[0] = 1
    cards(s, 0, blue=1)
    s.offerings[0] = 1
    helper = s.tile_of[D.T_HELPER]
    s.tile_low[helper] = 1
    s.dice[0] = [2, 2, 2]
    s.touch()
    play(s, "place 2 on helper with blue as 6")
    # Blue paid first: only with its card (the god tile is needed for White), which is asked;
    # then White can only take the god tile (no offering left): everyone sees that
    assert legal(s) == ["pay card"]
    play(s, "pay card")
    assert s.hand[0][D.BLUE] == 0 and s.god_tiles[0] == 0 and s.stack[-1] == (A.HELPER, 0, 6)


def test_green_god_kleon_example_doubles_two_vp_women_from_4_to_8():
    """§4.6.4 (seed, Kleon): two women worth 4 together; a Green God doubles it to 8. Seed: «Ο
    Κλέων έχει δύο πλακίδια γυναίκας που του δίνουν 4 πόντους αν ενεργοποιηθούν μαζί.
    Χρησιμοποιώντας τον Πράσινο Θεό, τους διπλασιάζει σε 8.»"""
    s = blank()
    give_tiles(s, 0, tile(s, "woman", "vp", 1), tile(s, "woman", "vp", 2))
    cards(s, 0, green=1)
    s.offerings[0] = 1
    s.god_tiles[0] = 0
    decide(s, (A.ACTIVATE, 0, 0, 0))
    assert "woman vp" in legal(s) and "woman vp doubled" in legal(s)
    play(s, "woman vp doubled", "pay card")
    assert s.score[0] == 8 and s.hand[0][D.GREEN] == 0 and s.offerings[0] == 0


def test_green_god_vasilis_example_build_any_value_but_one_building():
    """§4.6.4 (seed, Vasilis): one build tile builds up to 3; with a Green God any value, but
    still one building. Seed: «Ο Βασίλης μπορεί να κατασκευάσει το πολύ μέχρι αξίας 3 κτίριο.
    Χρησιμοποιώντας τον πράσινο Θεό, μπορεί πια να κατασκευάσει οποιασδήποτε αξίας κτίριο
    επιθυμεί (αλλά όχι δύο διαφορετικά κτίρια αξίας το πολύ 3 το κάθε ένα).»"""
    s = blank()
    give_tiles(s, 0, tile(s, "man", "build"))
    s.built[0] = [0, 1, 2, -1, -1, -1]  # buildings 1-3 built (on C1..C6)
    s.ceremony[0][0:6] = [C_BUILT] * 6
    materials(s, 0, 9, 10, 11, 12)
    s.god_tiles[0] = 1
    decide(s, (A.ACTIVATE, 0, 0, 0))
    assert "man build" not in legal(s) and "man build doubled" in legal(s)
    play(s, "man build doubled")
    assert legal(s) == ["build 4", "build 5", "build 6"]
    play(s, "build 6", "on C9+C10", "fire: offering", "fire: shell")
    assert s.score[0] == 10
    assert sum(1 for x in s.built[0] if x >= 0) == 4
    assert "Green: end phase b (only choice)" in s.log()  # nothing left to activate


def test_green_god_dimitris_example_extra_activation_of_a_new_woman():
    """§4.6.4 (seed, Dimitris): two water-path women move along a water path of value 4; his man
    takes a god card: a Green God, played at once (with an offering) for one more woman
    activation, the one that takes a new woman from the board. Seed: «Ο Δημήτρης χρησιμοποιεί
    μαζί τα δύο πλακίδια γυναίκας για να μετακινηθεί μέσω θαλάσσιου μονοπατιού αξίας 4. Το
    πλακίδιο άντρα του επιτρέπει να πάρει μια κάρτα Θεού. Παίρνει μια κάρτα Πράσινου Θεού, την
    οποία παίζει αμέσως (με μια προσφορά που απαιτείται) ώστε να ενεργοποιήσει άλλο ένα πλακίδιο
    γυναίκας, επιλέγοντας την ενέργεια που του δίνει ένα νέο πλακίδιο από το ταμπλό.»"""
    s = blank()
    huts_only_in(s, 0, "central_mountain")
    give_tiles(s, 0, tile(s, "woman", "water", 1), tile(s, "woman", "water", 2),
               tile(s, "man", "god card", 1), tile(s, "woman", "woman", 1))
    s.god_tiles[0] = 0
    s.offerings[0] = 1
    if not s.display[D.GREEN]:
        s.display[D.GREEN] += 1
        s.display[next(c for c in range(5) if c != D.GREEN and s.display[c])] -= 1
        s.discard[D.GREEN] -= 1
        s.discard[next(c for c in range(5) if c != D.GREEN and s.discard[c] < 12)] += 1
    decide(s, (A.ACTIVATE, 0, 0, 0))
    play(s, "woman water")
    play(s, "expand to east_beach", "hut from spaces 1-11")  # frees a grid space
    if s.stack[-1][0] == A.MATERIAL:
        play(s, legal(s)[0])
    assert "green god extra" not in legal(s)  # no Green God in hand yet
    play(s, "man god card", "take green card")
    assert "green god extra" in legal(s)
    assert "woman woman" not in legal(s)  # the woman activation is used
    play(s, "green god extra", "pay card")
    assert s.hand[0][D.GREEN] == 0 and s.offerings[0] == 0
    assert "woman woman" in legal(s) and "woman water" not in legal(s)
    play(s, "woman woman")
    assert s.stack[-1][:3] == (A.TAKE, 0, 1)
    assert len(legal(s)) == sum(1 for t in s.women_board[:3] if t >= 0)


def test_one_green_god_per_phase_b():
    """§4.6.4: at most one Green God per player per Phase B. Seed: «Μπορείτε να παίξετε το πολύ
    έναν Πράσινο Θεό στη Φάση Β»."""
    s = blank()
    give_tiles(s, 0, tile(s, "man", "vp"), tile(s, "woman", "shell"), tile(s, "woman", "offering"))
    s.god_tiles[0] = 2
    decide(s, (A.ACTIVATE, 0, 0, 0))
    play(s, "man vp doubled")
    assert s.score[0] == 4
    assert not any(m.endswith("doubled") or m == "green god extra" for m in legal(s))


def test_gods_only_in_their_phase():
    """§4.6: Blue and White only on a die placement (Phase A), Green only in Phase B, Red only
    after an expansion, Yellow only for tasks: no other decision offers them. The starting hut
    is no expansion: no Red God for it (§2.1 step 12: «Αγνοήστε τους δείκτες ψαριών στις
    περιοχές αυτές, για την ώρα.»)."""
    s = blank()
    cards(s, 0, blue=2, white=2, red=2, green=2, yellow=2)
    s.offerings[0] = 5
    s.touch()
    assert not any("doubled" in m or "green" in m or "red god" in m for m in legal(s))
    decide(s, (A.ACTIVATE, 0, 0, 0))
    assert not any(m.startswith("place") or m.endswith(" as 6") for m in legal(s))
    s = new(4, seed=1)
    p = s.current_player()
    cards(s, p, red=2)
    score = s.score[p]
    play(s, legal(s)[0], "hut from space 12")
    while s.current_player() == p:  # the good's ceremony space, if there is a choice
        assert s.stack[-1][0] == A.MATERIAL
        play(s, legal(s)[0])
    assert s.score[p] == score and sum(s.hand[p]) == 2 + D.START_GOD_CARDS


def test_empty_deck_reshuffles_the_discard_pile():
    """§4.6: when the deck runs out, the discard pile is shuffled into a new deck (§9 A29)."""
    s = blank()
    s.discard = [s.discard[c] + s.deck.count(c) for c in range(5)]
    s.deck = []
    decide(s, (A.DRAW, 0, 1))
    assert "draw from deck" in legal(s)
    total = sum(s.discard)
    play(s, "draw from deck")
    assert sum(s.hand[0]) == 1 and len(s.deck) == total - 1 and sum(s.discard) == 0
    assert "The god-card deck is empty: the discard pile is shuffled into a new deck" in s.log()


def test_display_is_not_refilled_when_deck_and_discards_are_empty():
    """§9 A29: with no deck and no discards, a face-up card taken is not replaced."""
    s = blank()
    for c in range(5):  # every other card goes to seat 1's hand
        s.hand[1][c] += s.deck.count(c) + s.discard[c]
    s.deck, s.discard = [], [0] * 5
    decide(s, (A.DRAW, 0, 1))
    assert not any(m == "draw from deck" for m in legal(s))
    colour = next(c for c in range(5) if s.display[c])
    play(s, f"take {D.COLOURS[colour]} card")
    assert sum(s.display) == 4 and not s.invariant_errors()


def test_white_god_is_not_offered_for_a_6_or_on_the_fishing_space():
    """§4.6.2: a White God makes the die count as 6: with a 6, or on the Fishing space (any
    die gives 2 VP), it would change nothing, so it is not offered."""
    s = blank()
    cards(s, 0, white=1)
    s.offerings[0] = 1
    s.dice[0] = [6, 2, 2]
    s.touch()
    assert "place 6 on helper" in legal(s) and "place 6 on helper as 6" not in legal(s)
    assert "place 2 on helper as 6" in legal(s)
    assert not any(m.endswith("on fishing as 6") for m in legal(s))


def test_red_god_not_offered_without_a_way_to_pay():
    """§4.6: no offering (and no god tile) means no god card can be played."""
    s = blank()
    huts_only_in(s, 0, "central_mountain")
    cards(s, 0, red=1)
    s.offerings[0] = 0
    s.god_tiles[0] = 0
    decide(s, (A.EXPAND, 0, 1, 4))
    play(s, "expand to east_beach")
    if s.stack and s.stack[-1][0] == A.HUT_SOURCE:
        play(s, "hut from space 12")
    while s.stack[-1][0] == A.MATERIAL:
        play(s, legal(s)[0])
    assert s.stack[-1][0] != A.RED


def test_green_god_don_english_example_land_women_then_an_extra_woman_taking_a_man():
    """§4.6.4 (English rulebook, Don; §9 A44): two land-path women expand along a land path of
    value 4 or less; his man takes a god card, a Green God, played at once for one more woman
    activation of another type: the one that takes a man tile."""
    s = blank()
    huts_only_in(s, 0, "central_mountain")
    give_tiles(s, 0, tile(s, "woman", "land", 1), tile(s, "woman", "land", 2),
               tile(s, "man", "god card", 1), tile(s, "woman", "man", 1))
    s.god_tiles[0] = 0
    s.offerings[0] = 1
    cards(s, 0, green=1)
    decide(s, (A.ACTIVATE, 0, 0, 0))
    play(s, "woman land")
    assert set(legal(s)) == {"expand to central_plains", "expand to central_beach"}  # land 4, 2
    play(s, "expand to central_plains", "hut from spaces 1-11")
    assert legal(s) == ["no red god"]  # asked: only Don knows he holds no red card
    play(s, "no red god", "man god card", "draw from deck", "green god extra", "pay card")
    assert "woman land" not in legal(s) and "woman man" in legal(s)
    play(s, "woman man")
    assert s.stack[-1][:3] == (A.TAKE, 0, 0) and s.stack[-1][3] == 3
