"""Every worked example of the rulebook (seed 003, the Greek Tzolk'in rulebook), with the
book's numbers. Each docstring quotes the seed passage (Greek) so a reader can find it; seats
stand for the book's colours as each test says. Where the book's picture was lost, the test
builds a position that gives the book's numbers and says so."""

from __future__ import annotations

from tzolkin_helpers import blank, corn, give, goods, legal, play, put, show_buildings, start_turn

from meeple.games.tzolkin import state as S
from meeple.games.tzolkin.data import CHAAC, KUKULCAN, QUETZALCOATL, TEMPLE_VP, WEALTH_TILES

RED, GREEN, BLUE, YELLOW = 0, 1, 2, 3


def test_placing_takes_the_lowest_free_position_and_costs_position_plus_surcharge():
    """§3.2 example: Red stands on Palenque 1. Green places on Palenque 0, then 2 (1 is
    taken), then Yaxchilan 0, and pays 5 (2 for the positions, 3 for three workers); the
    fourth worker would cost at least 3 and Green cannot pay it.
    Seed: "Ο Πράσινος πληρώνει 5 καλαμπόκια: 2 για την τοποθέτηση των εργατών στις θέσεις
    0, 0 και 2. 3 καλαμπόκια για την τοποθέτηση, συνολικά 3 εργατών." … "θα κοστίσει
    τουλάχιστον 3 καλαμπόκια, και ο Πράσινος δεν τα έχει." (Green's 7 corn: not in the book.)"""
    state = blank(seat=GREEN)
    put(state, "palenque", 1, RED)
    state.workers[GREEN] = state.free[GREEN] = 4
    give(state, GREEN, corn=7)
    play(state, "place palenque", "place palenque", "place yaxchilan")
    assert state.gears[0][:3] == [GREEN, RED, GREEN]
    assert state.gears[1][0] == GREEN
    assert corn(state, GREEN) == 2
    assert state.free[GREEN] == 1  # the fourth stays home: "done" was the only choice
    assert state.current_player() == BLUE


def test_second_worker_costs_one_more_than_its_position():
    """§3.2 example 2: Red places two workers on Palenque, on 3 and 4: 3 + (4 + 1) = 8.
    Seed: "Ο πρώτος εργάτης κοστίζει 3 καλαμπόκια (3+(+0)) και ο δεύτερος κοστίζει 5
    καλαμπόκια (4+(+1)), σε σύνολο 8." … "αλλά δεν έχει άλλους διαθέσιμους." """
    state = blank(seat=RED)
    for pos, seat in ((0, GREEN), (1, BLUE), (2, YELLOW)):
        put(state, "palenque", pos, seat)
    put(state, "tikal", 1, RED)
    give(state, RED, corn=10)
    play(state, "place palenque")
    assert state.gears[0][3] == RED and corn(state, RED) == 10 - 3
    play(state, "place palenque")
    assert state.gears[0][3:5] == [RED, RED]
    assert corn(state, RED) == 10 - 3 - 5
    assert state.current_player() == GREEN  # no worker left to place


def test_picking_up_in_order_funds_stepping_back():
    """§3.3 example: Red takes Yaxchilan 2 (1 stone, 1 corn), then the worker on 3 paying 1
    corn to use action 2 again, and leaves the third (wood) worker: 2 stone and 1 corn.
    Seed: "Πήρε τελικά 2 πέτρες και 1 καλαμπόκι (πήρε 2 καλαμπόκια αλλά ξόδεψε το
    πρώτο.)" """
    state = blank(seat=RED)
    for pos in (1, 2, 3):
        put(state, "yaxchilan", pos, RED)
    play(state, "pick up yaxchilan 2", "do yaxchilan 2",
         "pick up yaxchilan 3", "do yaxchilan 2", "done")
    assert goods(state, RED) == (1, 0, 2, 0, 0)
    assert state.gears[1][1] == RED  # the third worker stays to advance


def test_without_corn_the_step_back_is_impossible():
    """§3.3 example, note: with no corn Red could only use action 3 (or none) there.
    Seed: "Θα αναγκαζόταν να χρησιμοποιήσει την ενέργεια 3 (ή καμία ενέργεια)." """
    state = blank(seat=RED)
    for pos in (1, 2, 3):
        put(state, "yaxchilan", pos, RED)
    play(state, "pick up yaxchilan 3")
    assert legal(state) == ["nothing", "do yaxchilan 3"]


def test_palenque_wood_tile_then_burning_the_forest():
    """§4.2 example: Red leaves Palenque 1, takes the wood tile of action 3 (2 wood), then
    burns the forest with the worker on 4 for 7 corn and moves a temple marker down.
    Seed: "Αφαιρεί τον εργάτη της θέσης 3 για να πάρει το Πλακίδιο Συγκομιδής Ξύλων και 2
    ξύλα." … "κάψει το δάσος και να συλλέξει 7 καλαμπόκια. Μετακινεί έναν δείκτη της μια
    θέση κάτω σε έναν ναό." """
    state = blank(seat=RED)
    for pos in (1, 3, 4):
        put(state, "palenque", pos, RED)
    play(state, "pick up palenque 3", "do palenque 3", "take wood")
    assert goods(state, RED)[:2] == (0, 2)
    play(state, "pick up palenque 4", "do palenque 4", "burn forest", "down chaac", "done")
    assert goods(state, RED)[:2] == (7, 2)
    assert state.temples[RED] == [-1, 0, 0]
    assert (state.wood_tiles[RED], state.corn_tiles[RED], state.burned) == (1, 1, 1)
    assert state.gears[0][1] == RED


def test_palenque_corn_uncovered_by_the_wood_tile_for_one_corn_step_back():
    """§4.2 example, alternative: after the wood tile of action 3 uncovers a corn tile, the
    worker on 4 pays 1 corn to use action 3 and takes 5 corn: 4 more corn, no anger.
    Seed: "Επειδή ο Κόκκινος πληρώνει έτσι 1 και παίρνει 5, καταλήγει με 4 περισσότερα
    καλαμπόκια." """
    state = blank(seat=RED)
    for pos in (1, 3, 4):
        put(state, "palenque", pos, RED)
    give(state, RED, corn=1)
    play(state, "pick up palenque 3", "do palenque 3", "take wood",
         "pick up palenque 4", "do palenque 3", "take corn", "done")
    assert corn(state, RED) == 1 + 4
    assert state.temples[RED] == [0, 0, 0]


def test_palenque_step_back_needs_the_corn_before_the_second_harvest():
    """§4.2 example, last note: without 1 corn in hand the worker on 4 cannot use action 3.
    Seed: "το κόστος της μικρότερης ενέργειας πρέπει να πληρωθεί πριν γίνει η δεύτερη
    συγκομιδή, οπότε αν δεν έχει τουλάχιστον 1 καλαμπόκι για να πληρώσει η πορεία αυτή
    των ενεργειών δεν γίνεται." """
    state = blank(seat=RED)
    for pos in (1, 3, 4):
        put(state, "palenque", pos, RED)
    play(state, "pick up palenque 3", "do palenque 3", "take wood", "pick up palenque 4")
    assert corn(state, RED) == 0
    assert legal(state) == ["nothing", "do palenque 4"]


def test_tikal_two_technologies_then_two_buildings_refilled_at_the_end_of_the_turn():
    """§4.4 example: Yellow uses Tikal 3 to advance two technologies one step each, paying
    1 wood each, then Tikal 4 to build two buildings; two new Age 1 buildings are revealed
    at the end of the turn. Seed: "Χρησιμοποιεί την ενέργεια 3 για να προχωρήσει 2
    τεχνολογίες από μια θέση μπροστά, πληρώνοντας 1 ξύλο για την κάθε μία." … "ανοίγει δύο
    καινούρια κτίρια της Εποχής 1". (The two buildings, 1 wood each, are not in the text.)"""
    state = blank(seat=YELLOW)
    put(state, "tikal", 3, YELLOW)
    put(state, "tikal", 4, YELLOW)
    give(state, YELLOW, wood=4)
    show_buildings(state, 1, 2, 6, 7, 8, 13)
    top_two = state.pile[-2:]
    play(state, "pick up tikal 3", "do tikal 3", "tech agriculture", "tech extraction")
    assert state.techs[YELLOW] == [1, 1, 0, 0]
    assert goods(state, YELLOW)[1] == 2
    play(state, "pick up tikal 4", "do tikal 4", "build b1", "build b2")
    assert state.built[YELLOW] == [0, 1]
    assert goods(state, YELLOW)[1] == 0
    assert sorted(state.display) == sorted([5, 6, 7, 12, *top_two])


def test_same_track_twice_costs_one_then_two():
    """§4.4 example, note: two steps in the same track cost 1 + 2 wood, leaving too little
    wood for both buildings. Seed: "Ο Κίτρινος θα μπορούσε να προχωρήσει 2 θέσεις στην
    ίδια τεχνολογία, αλλά έτσι δεν θα είχε αρκετό ξύλο για να κατασκευάσει και τα δύο
    κτίρια" """
    state = blank(seat=YELLOW)
    put(state, "tikal", 3, YELLOW)
    put(state, "tikal", 4, YELLOW)
    give(state, YELLOW, wood=4)
    show_buildings(state, 1, 2, 6, 7, 8, 13)
    play(state, "pick up tikal 3", "do tikal 3", "tech agriculture", "tech agriculture")
    assert state.techs[YELLOW][0] == 2
    assert goods(state, YELLOW)[1] == 1
    play(state, "pick up tikal 4", "do tikal 4", "build b1")
    # no wood is left for the second building: "done" was the only answer
    assert state.built[YELLOW] == [0] and goods(state, YELLOW)[1] == 0
    assert state.current_player() != YELLOW


def test_chichen_itza_skull_on_six_from_seven():
    """§4.6 example: Red takes his worker from Chichen Itza 7, pays 1 corn for action 6,
    puts a skull there, scores 8 VP, moves up in the green temple and takes a gold.
    Seed: "πληρώνει 1 καλαμπόκι για την ενέργεια 6. Αφήνει το κρυστάλλινο κρανίο στη θέση
    ενέργειας 6 και παίρνει 8 πόντους. Μετακινεί τον δείκτη του στον πράσινο ναό, μια θέση
    πάνω και παίρνει 1 κύβο υλικού της επιλογής του, δηλαδή έναν χρυσό." """
    state = blank(seat=RED)
    put(state, "chichen", 7, RED)
    give(state, RED, corn=1, skulls=1)
    play(state, "pick up chichen 7", "do chichen 6", "gain gold")
    assert state.vp[RED] == 8
    assert state.temples[RED][KUKULCAN] == 1
    assert goods(state, RED) == (0, 0, 0, 1, 0)
    assert state.chichen[6] == RED


def _first_player_example(pick_six: bool) -> S.TzolkinState:
    state = blank(seat=RED)
    state.first = GREEN  # order green, blue, yellow, red: Red plays last
    state.fp_worker = GREEN
    state.free[GREEN] -= 1
    put(state, "yaxchilan", 6, RED)
    put(state, "yaxchilan", 7, RED)
    start_turn(state, RED)
    if pick_six:
        play(state, "pick up yaxchilan 6", "nothing")
    play(state, "pick up yaxchilan 7", "nothing", *(["done"] if not pick_six else []))
    return state


def test_a_worker_on_six_forbids_the_double_advance():
    """§3.4 example: Green is on the First Player space. Red keeps his worker on 6 and takes
    the one on 7, so Green cannot advance 2 days; the worker moves to 7. (Green already held
    the marker here, so it passes to the left.) Seed: "Ο Κόκκινος επιλέγει να αφήσει τον
    εργάτη της θέσης 6, ώστε να εμποδίσει τον Πράσινο από το να προχωρήσει γρηγορότερα το
    ημερολόγιο." """
    state = _first_player_example(pick_six=False)
    assert state.day == 1
    assert state.first == BLUE
    assert state.gears[1][7] == RED
    assert state.light[GREEN]
    assert state.current_player() == BLUE and state.stack[-1][0] == S.TURN


def test_without_a_worker_on_six_the_first_player_may_advance_two_days():
    """§3.4 example, the other way: had Red taken the worker on 6, Green could choose 2 days.
    Seed: "Αν πάρει τον εργάτη της θέσης 6, ο Πράσινος θα μπορέσει να προχωρήσει το
    ημερολόγιο 2 ημέρες. (Ο εργάτης στη θέση 7 δεν μπορεί να τον αποτρέψει από αυτό" """
    state = _first_player_example(pick_six=True)
    assert state.stack[-1][0] == S.CALENDAR
    play(state, "advance 2 days")
    assert state.day == 2
    assert not state.light[GREEN]


def test_building_with_one_stone_and_one_gold():
    """§4.9 example: this building costs exactly 1 stone and 1 gold (B14). Seed: "ο παίκτης
    πρέπει να εκτελέσει μια ενέργεια κατασκευής και να πληρώσει 1 κύβο πέτρα και 1 κύβο
    χρυσό." (Which building the picture showed is lost; B14 has that cost.)"""
    state = blank(seat=RED)
    put(state, "tikal", 2, RED)
    show_buildings(state, 14)
    give(state, RED, stone=1)
    assert not state._can_perform(RED, 2, 2, 0)  # Tikal 2 is unavailable without the gold
    give(state, RED, gold=1)
    play(state, "pick up tikal 2", "do tikal 2")  # b14 is the only choice: built at once
    assert goods(state, RED) == (0, 0, 0, 0, 0)
    assert state.built[RED] == [13]


def test_building_every_temple_and_three_points():
    """§4.9 example: this building moves your marker up in every temple and gives 3 VP (B22).
    Seed: "μετακινείτε αμέσως τους δείκτες σας, 1 θέση πάνω, σε κάθε ναό, και κερδίζετε 3
    πόντους." """
    state = blank(seat=RED)
    put(state, "tikal", 2, RED)
    show_buildings(state, 22)
    give(state, RED, wood=1, stone=2, gold=1)
    play(state, "pick up tikal 2", "do tikal 2")  # b22 is the only choice: built at once
    assert state.temples[RED] == [1, 1, 1]
    assert state.vp[RED] == 3


def test_uxmal_four_two_resource_building_costs_four_corn():
    """§4.5 example: a building costing 2 resources costs 4 corn at Uxmal 4. Seed: "Για να
    κατασκευάσετε ένα από αυτά τα κτίρια, πληρώστε 4 καλαμπόκια." (The pictured buildings
    are lost; B9 and B11 cost 2 resources.)"""
    state = blank(seat=RED)
    put(state, "uxmal", 4, RED)
    show_buildings(state, 9, 11)
    give(state, RED, corn=4)
    play(state, "pick up uxmal 4", "do uxmal 4", "build b11")
    assert state.built[RED] == [10]
    assert corn(state, RED) == 1  # 4 paid, then b11 gives 1 corn
    assert state.techs[RED][1] == 1


def _food_day(state: S.TzolkinState) -> None:
    state.next_food = 0
    state.day = 7
    state._food_day()


def test_feeding_three_workers_with_five_corn():
    """§5.1 example: 3 workers and 5 corn: 4 corn feed two, the third is unfed: keep 1 corn
    and lose 3 VP. Seed: "αν έχετε 3 εργάτες και 5 καλαμπόκια, δίνετε τα 4 καλαμπόκια ώστε
    να ταϊστούν οι δύο. Δεν μπορείτε να ταΐσετε τον τρίτο εργάτη, οπότε κρατάτε το 1
    καλαμπόκι και χάνετε 3 πόντους." """
    state = blank()
    give(state, RED, corn=5)
    state._feed_workers(RED)
    assert corn(state, RED) == 1
    assert state.vp[RED] == -3


def test_farms_feed_for_three_corn():
    """§4.9 farm example: the player pays 3 corn: two workers need no corn, the others 1
    each (5 workers, two 'one worker' farms and one '1 less corn' farm: the picture is
    lost, this is the position its text describes). Seed: "ο παίκτης αυτός δίνει 3
    καλαμπόκια. Δύο από τους εργάτες δεν χρειάζονται καλαμπόκι, και οι υπόλοιποι
    χρειάζονται από 1 μόνο ο κάθε ένας." """
    state = blank()
    state.built[RED] = [0, 1, 3]
    state.display = [b for b in state.display if b not in (0, 1, 3)] + [-1] * 3
    state.pile = [b for b in state.pile if b not in (0, 1, 3)]
    state.workers[RED] = state.free[RED] = 5
    give(state, RED, corn=10)
    state._feed_workers(RED)
    assert corn(state, RED) == 7
    assert state.vp[RED] == 0


def test_two_one_less_corn_farms_feed_every_worker_for_nothing():
    """§4.9 farm icons: "Κάθε ένας από τους εργάτες σας χρειάζεται 1 λιγότερο καλαμπόκι. Αν
    έχετε δύο τέτοια κτίρια, τότε δεν χρειάζεται να ταΐζετε καθόλου τους εργάτες σας." """
    state = blank()
    state.built[RED] = [3, 4]  # B4, B5
    state.workers[RED] = state.free[RED] = 6
    give(state, RED, corn=5)
    state._feed_workers(RED)
    assert corn(state, RED) == 5 and state.vp[RED] == 0
    state.built[RED] = [3]  # with one: each of the 6 workers needs 1 corn
    state._feed_workers(RED)
    assert corn(state, RED) == 0 and state.vp[RED] == -3


def test_agriculture_three_adds_three_corn_harvests_without_tiles_and_fishes_one_more():
    """§4.7 note: "ένας παίκτης με το 3ο επίπεδο γεωργικής τεχνολογίας, θα παίρνει 3
    επιπλέον καλαμπόκια για τη συγκομιδή από τη ζούγκλα. Μπορεί να πάρει καλαμπόκια ακόμη
    κι αν δεν είναι διαθέσιμο ένα Πλακίδιο Συγκομιδής Καλαμποκιού για την ενέργεια αυτή.
    Επίσης, παίρνει 1 επιπλέον καλαμπόκι όταν ψαρεύει." """
    state = blank(seat=RED)
    state.techs[RED][0] = 3
    put(state, "palenque", 1, RED)
    put(state, "palenque", 2, RED)
    put(state, "palenque", 5, RED)
    state.jungle_wood[5] = 0  # every tile of action 5 is gone: no corn tile to take
    state.wood_tiles[GREEN] = state.corn_tiles[GREEN] = 4
    play(state, "pick up palenque 2", "do palenque 2")  # a corn tile: 4 + 3
    assert corn(state, RED) == 7 and state.corn_tiles[RED] == 1
    play(state, "pick up palenque 5", "do palenque 5")  # no tile left: harvested anyway
    assert corn(state, RED) == 7 + 9 + 3 and state.corn_tiles[RED] == 1
    play(state, "pick up palenque 1", "do palenque 1")  # fishing: 3 + 1
    assert corn(state, RED) == 7 + 12 + 4


def _temple_example() -> S.TzolkinState:
    """§5.3: Red chaac +1, kukulcan +5; Blue chaac +3, kukulcan +3; Yellow chaac +3,
    kukulcan -1; everyone on the start of Quetzalcoatl (3 players: red, blue, yellow)."""
    state = blank(players=3)
    state.temples = [[1, 0, 5], [3, 0, 3], [3, 0, -1]]
    return state


def test_mid_age_rewards_are_cumulative():
    """§5.3 example: Red gets 1 stone, 2 wood and a skull; Blue 2 stone and 2 wood; Yellow
    2 stone. Seed: "Ο Κόκκινος παίρνει 1 πέτρα, 2 ξύλα και 1 κρυστάλλινο κρανίο. Ο Μπλε
    παίρνει 2 πέτρες και 2 ξύλα. Ο κίτρινος παίρνει 2 πέτρες." (The temple picture is lost;
    the positions are those the book's end-of-age sums give.)"""
    state = _temple_example()
    state._mid_age_rewards()
    assert goods(state, 0) == (0, 2, 1, 0, 1)
    assert goods(state, 1) == (0, 2, 2, 0, 0)
    assert goods(state, 2) == (0, 0, 2, 0, 0)


def test_end_of_age_one_points():
    """§5.3 example: at the end of Age 1 Red scores 16, Blue 15, Yellow 7. Seed: "Κόκκινος:
    16 πόντοι (2+0+9 …, 4 για την υψηλότερη θέση στον πράσινο ναό και 1 για την ισοπαλία
    …)", "Μπλε: 15 πόντοι", "Κίτρινος: 7 πόντοι". """
    state = _temple_example()
    state._end_of_age_points(0)
    assert state.vp == [16, 15, 7]


def test_end_of_age_two_points():
    """§5.3 example: at the end of Age 2 Red scores 18, Blue 15, Yellow 7. Seed: "Κόκκινος:
    18 πόντοι (2+0+9 …, 4 για την υψηλότερη θέση στον πράσινο ναό, και 3 για την ισοπαλία
    …)", "Μπλε: 15 πόντοι", "Κίτρινος: 7 πόντοι". """
    state = _temple_example()
    state._end_of_age_points(1)
    assert state.vp == [18, 15, 7]


def test_monument_twelve_example_scores_twelve():
    """§T8 M12: the monument's picture (a marker 4 steps above the start) scores 12.
    Seed: "Κερδίζετε 3 πόντους για κάθε θέση. Το παράδειγμα που δείχνει το μνημείο δίνει 12
    πόντους." """
    state = blank()
    state.temples[RED] = [2, 4, 1]
    assert state._monument_points(RED, 11) == 12


def test_neutral_worker_on_palenque_five_brings_one_on_zero():
    """§2.4 example: a tile showing Palenque 5 puts a neutral worker there and, as the first
    on that gear, a second one on the opposite position 0. Seed: "στη θέση 5 του γραναζιού
    Παλένκ. Αν αυτός είναι ο πρώτος ουδέτερος εργάτης στο γρανάζι αυτό, πρέπει να
    τοποθετήσετε άλλον έναν στη θέση 0 του γραναζιού Παλένκ" """
    state = blank(players=3)
    state.gears = [[S.EMPTY] * len(g) for g in state.gears]
    palenque_5 = next(t for t, tile in enumerate(WEALTH_TILES) if tile[0] == (0, 5))
    others = [t for t, tile in enumerate(WEALTH_TILES) if tile[0][0] == 4]  # Chichen tiles
    state.unrevealed = others + [palenque_5]
    state.revealed = []
    state._place_neutral_workers()
    assert state.gears[0][5] == S.NEUTRAL and state.gears[0][0] == S.NEUTRAL
    assert sum(g.count(S.NEUTRAL) for g in state.gears) == 6
    assert state.gears[4].count(S.NEUTRAL) == 4  # one per Chichen Itza tile, no opposite


def test_first_round_walkthrough():
    """The rulebook's first rounds (4 players; seats green 0, blue 1, red 2, yellow 3).
    Seed: "τοποθετεί τρεις εργάτες, όλους σε θέσεις 0 διαφορετικών γραναζιών, πληρώνοντας
    3 καλαμπόκια" … "με κόστος 4 καλαμπόκια" … "με συνολικό κόστος 7 καλαμπόκια" … "με
    συνολικό κόστος 3 καλαμπόκια" … "πληρώνοντας 5 καλαμπόκια" … "ένα καλαμπόκι
    τοποθετείται στο δόντι του Τζολκιν". (The players' corn before it is not in the book.)"""
    green, blue, red, yellow = 0, 1, 2, 3
    state = blank()
    for seat, c in ((green, 3), (blue, 4), (red, 7), (yellow, 8)):
        give(state, seat, corn=c)
    # Green places on position 0 of three gears: 0 + 1 + 2 surcharge = 3 corn; the third
    # worker "θα κοστίσει επιπλέον 2 καλαμπόκια".
    play(state, "place tikal", "place yaxchilan")
    assert corn(state, green) == 2
    play(state, "place palenque")
    assert corn(state, green) == 0
    # Blue: Palenque 1 and 2 (Green is on 0): 1 + 2 + 1 = 4, and cannot afford a third.
    play(state, "place palenque", "place palenque")
    assert state.gears[0][:3] == [green, blue, blue] and corn(state, blue) == 0
    # Red: Yaxchilan 1 and 2 and Tikal 1: 1 + 2 + 1 + 3 = 7.
    play(state, "place yaxchilan", "place yaxchilan", "place tikal")
    assert corn(state, red) == 0
    # Yellow: Tikal 2 and the First Player space: 2 + 0 + 1 = 3.
    play(state, "place tikal", "place first player", "done")
    assert corn(state, yellow) == 5
    assert state.current_player() == yellow and state.stack[-1][0] == S.CALENDAR
    # Yellow takes the marker and advances one day (a choice: his card is light).
    play(state, "advance 1 day")
    assert state.first == yellow and state.day == 1 and state.fp_worker == -1
    assert state.gears[0][:4] == [S.EMPTY, green, blue, blue]
    # Round 2. Yellow places on Palenque 0 and 4: 0 + 4 + 1 = 5.
    play(state, "place palenque", "place palenque")  # then no corn: "done" is forced
    assert state.gears[0][0] == yellow and state.gears[0][4] == yellow and corn(state, yellow) == 0
    # Green has no available worker: picks up Yaxchilan 1 (1 wood) and Tikal 1 (Agriculture,
    # paying that wood), and leaves the Palenque worker.
    assert state.free[green] == 0
    play(state, "pick up yaxchilan 1", "do yaxchilan 1", "pick up tikal 1", "do tikal 1",
         "tech agriculture")
    assert state.techs[green][0] == 1 and goods(state, green)[1] == 0
    # "Αν αφαιρούσε και τον εργάτη της Παλένκ, θα κέρδιζε 3 καλαμπόκια" (Agriculture 1
    # does not add to fishing).
    fishing = play(state.clone(), "pick up palenque 1", "do palenque 1")
    assert corn(fishing, green) == 3
    play(state, "done")
    # Blue places his last worker on a position 0 for free.
    play(state, "place uxmal")  # his last worker: "done" is forced
    assert state.gears[3][0] == blue and corn(state, blue) == 0
    # Red picks up only the worker giving 1 gold and 2 corn (Yaxchilan 3).
    play(state, "pick up yaxchilan 3", "do yaxchilan 3", "done")
    assert goods(state, red)[:4] == (2, 0, 0, 1)
    # Nobody took the First Player space: 1 corn lies on the tooth.
    assert state.tooth_corn == 1 and state.day == 2
    assert state.first == yellow


def test_temple_steps_reference_values():
    """§5.3 example: the book's step points per temple, before the majorities: Red 2+0+9,
    Blue 6+0+5, Yellow 6+0-3."""
    state = _temple_example()
    per_temple = [[TEMPLE_VP[t][state.temples[p][t] + 1] for t in (CHAAC, QUETZALCOATL, KUKULCAN)]
                  for p in range(3)]
    assert per_temple == [[2, 0, 9], [6, 0, 5], [6, 0, -3]]
