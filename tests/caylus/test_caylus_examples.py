"""Every worked example of the rulebook: the seed's (the Greek text in
`shared/seeds/002_764ab942d4bf7405.txt`, its page numbers given as `p.N`) and the English
rulebook's same set (spec §9), on constructed positions, asserting the numbers the book states.
Each docstring quotes the seed passage so that a reader can find it; the asserted numbers are
the book's, written out (not read from `data.py`).

Colours are seats: blue 0, red 1, green 2, orange 3.
"""

from caylus_helpers import (
    BLUE,
    CLOTH,
    FOOD,
    GOLD,
    GREEN,
    ORANGE,
    RED,
    STONE,
    at_castle,
    begin,
    blank,
    build,
    cubes,
    decide,
    hold_at_castle,
    legal,
    play,
    put_worker,
    start_placement,
    top,
)

from meeple.games.caylus import actions as A
from meeple.games.caylus import data as D
from meeple.games.caylus.state import Phase

# -- phase 2: worker placement (seed p.4-5) --------------------------------------------------


def test_placement_example_passing_scale_costs():
    """Seed p.4-5. "Κανείς δεν έχει περάσει ακόμη, οπότε ο Μπλε είναι ο πρώτος και παίρνει 1
    δηνάριο"; Green on the fixed Peddler "πρέπει να πληρώσει 2 δηνάρια"; Orange passes; Red on
    Green's quarry: "Το κόστος είναι 3 δηνάρια ... ο Πράσινος κερδίζει 1 πόντο"; Green passes;
    Red on his farm "του κοστίζει μόνο 1 δηνάριο"; Red in the castle "(πίσω από τον εργάτη
    του Μπλε) ... πρέπει να πληρώσει 4 δηνάρια"."""
    s = blank(4)
    s.order = (BLUE, GREEN, ORANGE, RED)
    s.deniers = [3, 10, 5, 5]
    build(s, 9, D.W_QUARRY, GREEN)
    build(s, 10, D.W_FOOD_FARM, RED)
    s.castle_scale = (BLUE,)
    s.workers[BLUE] -= 1
    start_placement(s, BLUE)

    play(s, "pass")
    assert s.deniers[BLUE] == 3 + 1 and s.passing == (BLUE,)
    play(s, "place peddler@7")
    assert s.deniers[GREEN] == 5 - 2
    play(s, "pass")
    play(s, "place quarry@9")
    assert s.deniers[RED] == 10 - 3 and s.pp[GREEN] == 1
    play(s, "pass")
    play(s, "place food farm@10")
    assert s.deniers[RED] == 7 - 1 and s.pp[RED] == 0
    play(s, "place castle")
    assert s.deniers[RED] == 6 - 4
    assert s.castle_scale == (BLUE, RED)


# -- phase 3: special buildings (seed p.5-6) -------------------------------------------------


def test_stables_example_changes_turn_order():
    """Seed p.5. Order Red, Green, Orange, Blue; Blue on Stables space 1, Red on space 2: "Ο
    Μπλε γίνεται πια πρώτος και ο Κόκκινος δεύτερος. Ο Πράσινος πέφτει στην τρίτη θέση και ο
    Πορτοκαλί καταλήγει τελευταίος." And the hint (p.12): "Ο πρώτος παίκτης στους στάβλους,
    εξασφαλίζει την πρωτιά για τον επόμενο γύρο": Blue places first in the next turn."""
    s = blank(4)
    s.order = (RED, GREEN, ORANGE, BLUE)
    s.stables = (BLUE, RED)
    s.workers[BLUE] -= 1
    s.workers[RED] -= 1
    begin(s, "special")  # nothing else to do: the turn ends and the next one starts
    assert s.order == (BLUE, RED, GREEN, ORANGE)
    assert s.workers[BLUE] == s.workers[RED] == 6
    assert s.turn == 2 and top(s) == (A.K_PLACE, BLUE)


def test_inn_example_new_guest_drives_out_the_old():
    """Seed p.6. Blue sat on the right circle, Green placed on the left: "ο Μπλε οδηγήθηκε
    έξω από το πανδοχείο και ο Πράσινος πήρε τη θέση του ... ο Πράσινος θα πληρώνει, πάντα,
    μόνο 1 δηνάριο ανά εργάτη που τοποθετεί" (whatever the passes)."""
    s = blank(4)
    s.inn_right, s.inn_left = BLUE, GREEN
    s.workers[BLUE] -= 1
    s.workers[GREEN] -= 1
    begin(s, "special")
    assert s.inn_right == GREEN and s.inn_left == -1
    assert s.workers[BLUE] == 6 and s.workers[GREEN] == 5
    # next turn: two players have passed (the price is 3), yet Green pays 1 for the Peddler
    s.deniers = [5, 5, 5, 5]
    start_placement(s, GREEN)
    s.passing, s.passed = (BLUE, RED), 0b11
    play(s, "place peddler@7")
    assert s.deniers[GREEN] == 5 - 1


def test_hint_joust_denier_may_come_from_the_trading_post():
    """Seed p.12 (hints): "χρειάζεται ένας κύβος ύφασμα και ένα δηνάριο για την
    ενεργοποίηση της κονταρομαχίας. Το δηνάριο μπορεί να κερδηθεί από τον εμπορικό σταθμό".
    Blue, with no denier, takes 3 at the Trading Post and pays 1 of them at the Joust."""
    s = blank(4)
    s.special[D.TRADING_POST] = BLUE
    s.special[D.JOUST] = BLUE
    s.workers[BLUE] -= 2
    s.cubes[BLUE] = cubes(0, 0, 0, 1)
    begin(s, "special")
    assert top(s)[:2] == (A.K_JOUST, BLUE)
    play(s, "joust: pay for a favor")
    assert s.deniers[BLUE] == 3 - 1 and s.cubes[BLUE][CLOTH] == 0
    assert top(s) == (A.K_FAVOR, BLUE, 1)


def test_hint_joust_without_cloth_is_not_offered():
    """Seed p.12 (hints): "ο κύβος ύφασμα πρέπει να βρίσκεται ήδη στο απόθεμα του παίκτη από
    την αρχή του γύρου": without cloth the Joust gives nothing, whatever else is held."""
    s = blank(4)
    s.special[D.JOUST] = BLUE
    s.workers[BLUE] -= 1
    s.deniers[BLUE] = 5
    s.cubes[BLUE] = cubes(2, 2, 2, 0, 4)
    hold_at_castle(s)
    begin(s, "special")
    assert at_castle(s)
    assert s.special[D.JOUST] == -1 and s.workers[BLUE] == 6
    assert s.favor[BLUE] == [0, 0, 0, 0] and s.deniers[BLUE] == 5


def test_hint_cloth_from_a_farm_arrives_too_late_for_the_joust():
    """Seed p.12 (hints): "Αν ένας παίκτης τοποθετήσει έναν εργάτη σε ένα αγρόκτημα ή σε
    πλανώδιο πωλητή, ελπίζοντας να πάρει από εκεί τον κύβο που χρειάζεται για τις
    κονταρομαχίες, το σχέδιο θα αποτύχει, αφού ο κύβος θα φτάσει αργά!" Blue on the Joust
    Field and on the neutral Farm: the Joust (phase 3) finds no cloth; the Farm's cloth comes
    in phase 5."""
    s = blank(4)
    s.road[:6] = [D.N_FARM, D.N_FOREST, D.N_SAWMILL, D.N_QUARRY, D.N_MARKET, D.N_CARPENTER]
    s.special[D.JOUST] = BLUE
    s.workers[BLUE] -= 1
    put_worker(s, 1, BLUE)
    s.deniers[BLUE] = 1
    hold_at_castle(s)
    begin(s, "special")  # the Joust is skipped: no cloth
    assert s.phase == Phase.ACTIVATION and top(s)[:2] == (A.K_TAKE, BLUE)
    play(s, "take 1 cloth")
    assert at_castle(s)
    assert s.cubes[BLUE][CLOTH] == 1 and s.deniers[BLUE] == 1
    assert s.favor[BLUE] == [0, 0, 0, 0]


# -- phase 4: the Provost (seed p.6, p.12) ---------------------------------------------------


def test_provost_example_bribes_in_passing_order():
    """Seed p.6. Passing order Blue, Orange, Red, Green. "Ο Μπλε πάει πάσο. Ο Πορτοκαλί θέλει
    να τον μετακινήσει 2 θέσεις πίσω, και πληρώνει 2 δηνάρια ... Ο Κόκκινος πληρώνει 2 δηνάρια
    για να μετακινήσει τον επιστάτη 2 θέσεις μπροστά, αλλά ο Πράσινος αποφασίζει να πληρώσει 1
    δηνάριο για να τον μετακινήσει μια θέση πίσω ... Το κτίριο του Πράσινου τώρα πια
    ενεργοποιείται, ενώ του Κόκκινου όχι ... ο επιστάτης κατέληξε μια θέση πίσω"."""
    s = blank(4)
    s.deniers = [3, 3, 3, 3]
    build(s, 11, D.W_FOOD_FARM, BLUE)
    build(s, 12, D.W_QUARRY, BLUE)
    put_worker(s, 11, GREEN)
    put_worker(s, 12, RED)
    s.provost = start = 11  # space 12
    s.passing = (BLUE, ORANGE, RED, GREEN)
    begin(s, "provost")
    play(s, "provost stay")
    assert s.deniers[BLUE] == 3 and s.provost == start
    play(s, "provost -2")
    assert s.deniers[ORANGE] == 3 - 2 and s.provost == start - 2
    play(s, "provost +2")
    assert s.deniers[RED] == 3 - 2 and s.provost == start
    play(s, "provost -1")
    assert s.deniers[GREEN] == 3 - 1
    assert s.provost == start - 1
    assert s.phase == Phase.ACTIVATION and top(s)[:2] == (A.K_TAKE, GREEN)  # Green's farm works
    play(s, "take 2 food")
    assert s.cubes[GREEN][FOOD] == 2
    assert s.cubes[RED][STONE] == 0 and s.workers[RED] == 6  # Red's quarry did not


def test_hint_trading_post_deniers_move_the_provost_the_same_turn():
    """Seed p.12 (hints): "Ο εμπορικός σταθμός παρέχει χρήματα στο καλύτερο σημείο (πριν την
    κίνηση του επιστάτη)". Blue, with no denier, takes 3 at the Trading Post and spends them
    all to move the Provost 3 spaces in phase 4."""
    s = blank(4)
    s.special[D.TRADING_POST] = BLUE
    s.workers[BLUE] -= 1
    s.passing = (BLUE,)
    s.provost = 5
    hold_at_castle(s)
    begin(s, "special")
    assert s.phase == Phase.PROVOST and top(s) == (A.K_PROVOST, BLUE)
    assert "provost +3" in legal(s)
    play(s, "provost +3")
    assert at_castle(s) and s.provost == 8 and s.deniers[BLUE] == 0


# -- phase 5: activation of the road (seed p.6-7) --------------------------------------------


def test_production_example_wooden_and_stone_farms():
    """Seed p.6. "Ξύλινο αγρόκτημα: παράγει 2 κύβους φαγητό Ή 1 κύβο ύφασμα. Πέτρινο
    αγρόκτημα: παράγει 2 κύβους φαγητό ΚΑΙ 1 κύβο ύφασμα. Αν ενεργοποιηθεί από οποιονδήποτε
    άλλο εκτός του ιδιοκτήτη του, τότε αυτός παίρνει είτε 1 κύβο φαγητό Ή 1 κύβο ύφασμα"."""
    s = blank(4)
    build(s, 9, D.W_FOOD_FARM, RED)
    build(s, 10, D.S_FARM, RED)
    put_worker(s, 9, BLUE)
    put_worker(s, 10, GREEN)
    s.provost = 9
    begin(s, "activation")
    assert sorted(legal(s)) == ["take 1 cloth", "take 2 food"]
    play(s, "take 1 cloth")
    assert s.cubes[BLUE] == cubes(0, 0, 0, 1)
    assert s.cubes[GREEN] == cubes(2, 0, 0, 1)  # 2 food and 1 cloth, no choice
    assert top(s)[:2] == (A.K_BONUS, RED)  # the owner's cube
    assert sorted(legal(s)) == ["bonus cloth", "bonus food"]
    play(s, "bonus food")
    assert s.cubes[RED] == cubes(1)


def test_carpenter_example_builds_a_wooden_farm():
    """Seed p.7. Red at the neutral Carpenter: "Πληρώνει 1 κύβο φαγητό και 1 ξύλο ... τοποθετεί
    το αγρόκτημα στην πρώτη ελεύθερη θέση στο δρόμο. Βάζει ένα κόκκινο σπιτάκι ... και
    κερδίζει αμέσως 2 πόντους"."""
    s = blank(4)
    s.road[:6] = [D.N_CARPENTER, D.N_FARM, D.N_FOREST, D.N_SAWMILL, D.N_QUARRY, D.N_MARKET]
    s.cubes[RED] = cubes(1, 1)
    put_worker(s, 1, RED)
    s.provost = 5
    begin(s, "activation")
    assert "build food farm" in legal(s)
    play(s, "build food farm")
    assert s.road[8] == D.W_FOOD_FARM and s.owner[8] == RED  # space 9, first free
    assert s.pp[RED] == 2 and s.cubes[RED] == cubes(0, 0)
    assert not s.stock >> D.W_FOOD_FARM & 1


def test_architect_example_builds_the_statue_on_a_residence():
    """Seed p.7. Green on Blue's Architect: "αυτός κερδίζει 1 πόντο χάρη στον εργάτη του
    Πράσινου"; "Ο Πράσινος πληρώνει 1 κύβο χρυσό και 2 κύβους πέτρα ... Ξεσκαρτάρει μια δική
    του κατοικία και στη θέση της βάζει το Άγαλμα. Κερδίζει αμέσως 7 πόντους και 1 βασιλική
    εύνοια"."""
    s = blank(4)
    build(s, 9, D.S_ARCHITECT, BLUE)
    build(s, 10, D.RESIDENCE, GREEN)
    s.cubes[GREEN] = cubes(0, 0, 2, 0, 1)
    s.deniers[GREEN] = 2
    start_placement(s, GREEN)
    play(s, "place architect@9")
    assert s.pp[BLUE] == 1
    s.provost = 9
    begin(s, "activation")
    play(s, "build statue")
    assert s.road[9] == D.P_STATUE and s.owner[9] == GREEN
    assert s.cubes[GREEN] == cubes(0, 0, 0, 0, 0)
    assert s.pp[GREEN] == 7
    assert top(s) == (A.K_FAVOR, GREEN, 1)


def test_lawyer_example_converts_the_neutral_quarry():
    """Seed p.7. Blue on his own Lawyer "(το κτίριο του ανήκει, οπότε δεν κερδίζει πόντους)":
    "Πληρώνει 1 κύβο ύφασμα και 1 δηνάριο ... Μετατρέπει ένα ουδέτερο λατομείο ... σε
    κατοικία ... και κερδίζει αμέσως 2 πόντους. Στους επόμενους γύρους, θα παίρνει 1 επιπλέον
    δηνάριο από την κατοικία αυτή"."""
    s = blank(4)
    s.road[:6] = [D.N_QUARRY, D.N_FARM, D.N_FOREST, D.N_SAWMILL, D.N_CARPENTER, D.N_MARKET]
    build(s, 9, D.W_LAWYER, BLUE)
    s.cubes[BLUE] = cubes(0, 0, 0, 1)
    s.deniers[BLUE] = 3
    start_placement(s, BLUE)
    s.passing, s.passed = (RED, GREEN), (1 << RED) | (1 << GREEN)
    play(s, "place lawyer@9")
    assert s.deniers[BLUE] == 2 and s.pp[BLUE] == 0  # own building: 1 denier, no PP
    s.provost = 9
    begin(s, "activation")
    play(s, "convert quarry@1")
    assert s.road[0] == D.RESIDENCE and s.owner[0] == BLUE
    assert s.pp[BLUE] == 2 and s.cubes[BLUE][CLOTH] == 0
    # nothing else asks a decision: the turn ends and the next one pays income, 2 + 1, to
    # the 1 denier Blue kept
    assert s.turn == 2 and s.phase == Phase.PLACEMENT
    assert s.deniers[BLUE] == 1 + 2 + 1


def test_hint_lawyer_converts_the_neutral_market():
    """Seed p.12 (hints): "ή ακόμη και να μετατρέψει την αγορά για να κόψει από όλους τους
    παίκτες έναν σημαντικό τρόπο εισοδήματος". The neutral Marketplace becomes Blue's
    residence and leaves the game: nobody can place there any more."""
    s = blank(4)
    s.road[:6] = [D.N_MARKET, D.N_FARM, D.N_FOREST, D.N_SAWMILL, D.N_CARPENTER, D.N_QUARRY]
    build(s, 9, D.W_LAWYER, BLUE)
    put_worker(s, 9, BLUE)
    s.cubes[BLUE] = cubes(0, 0, 0, 1)
    s.deniers[BLUE] = 1
    s.provost = 9
    begin(s, "activation")
    play(s, "convert market@1")
    assert s.road[0] == D.RESIDENCE and D.N_MARKET not in s.road
    s.deniers = [5, 5, 5, 5]
    start_placement(s, RED)
    assert not any(t.startswith("place market") for t in legal(s))


# -- phase 6: the castle (seed p.8-9) --------------------------------------------------------


def castle_example():
    """Seed p.8-9: Red (castle scale 1) and Green in the castle, the Dungeon under
    construction with 2 free spaces. The 4 houses already there are Blue's 3 and Red's 1, as
    the Dungeon scoring example (p.10) has them afterwards."""
    s = blank(4)
    s.castle[0] = [3, 1, 0, 0]
    s.filled[0] = 4
    s.castle_scale = (RED, GREEN)
    s.workers[RED] -= 1
    s.workers[GREEN] -= 1
    s.cubes[RED] = cubes(1, 1, 1)
    s.cubes[GREEN] = cubes(2, 1, 1, 1, 1)
    return begin(s, "castle")


def test_castle_example_overflow_and_best_builder():
    """Seed p.8-9. Red "Επιστρέφει στο απόθεμα μια παραγγελία (φαγητό+πέτρα+ξύλο) ...
    Κερδίζει 5 πόντους". Green: "Ο Πράσινος κάνει 2 παραγγελίες ... επειδή υπάρχει μόνο 1 θέση
    ελεύθερη στο Μπουντρούμι, τοποθετεί ένα σπιτάκι εκεί και το άλλο στον τομέα του Τείχους.
    Κερδίζει 9 πόντους ... Έτσι κερδίζει μια βασιλική εύνοια". (The seed's "one of the three
    Dungeon spaces" for Red's house is a slip, spec A-5: one space is left for Green.)"""
    s = castle_example()
    play(s, "batch food+wood+stone")  # Red has no cube left: he stops by himself
    assert s.pp[RED] == 5 and s.filled[0] == 5 and s.castle[0][RED] == 2
    play(s, "batch food+wood+stone", "batch food+cloth+gold")
    assert s.pp[GREEN] == 9
    assert s.castle[0] == [3, 2, 1, 0] and s.castle[1] == [0, 0, 1, 0]  # as on p.10
    assert top(s) == (A.K_FAVOR, GREEN, 1)


def test_castle_example_tie_goes_to_the_first_castle_worker():
    """Seed p.9. "Αν ο Πράσινος είχε κάνει μόνο 1 παραγγελία, θα είχε κερδίσει μονο 5 πόντους,
    και η βασιλική εύνοια θα πήγαινε στον Κόκκινο (ο οποίος ήταν ο πρώτος παίκτης που έστειλε
    εργάτη του στο κάστρο)"."""
    s = castle_example()
    play(s, "batch food+wood+stone", "batch food+wood+stone", "castle: stop")
    assert s.pp[GREEN] == 5 and s.pp[RED] == 5
    assert top(s) == (A.K_FAVOR, RED, 1)


# -- phase 7: the Bailiff and the scorings (seed p.9-10) -------------------------------------


def test_bailiff_example_one_space_when_the_provost_is_behind():
    """Seed p.9. "Ο επιστάτης βρίσκεται μερικές θέσεις πίσω από τον κλητήρα, οπότε ο τελευταίος
    μετακινείται 1 θέση μπροστά. Έπειτα ο επιστάτης τοποθετείται στην ίδια θέση ... οι παίκτες
    προχωρούν σε μέτρηση μόνο αν έχει ολοκληρωθεί ο τομέας του Μπουντρουμιού": no scoring with
    the Dungeon unfinished; with the Dungeon finished, its scoring."""
    s = blank(4)
    s.bailiff, s.provost = 8, 5  # spaces 9 and 6
    begin(s, "end_of_turn")
    assert s.bailiff == 9 and s.provost == 9  # space 10
    assert s.section == D.DUNGEON and s.turn == 2
    s = blank(4)
    s.bailiff, s.provost = 8, 5
    s.castle[0] = [2, 2, 2, 0]
    s.filled[0] = 6
    begin(s, "end_of_turn")
    assert s.bailiff == 9 and top(s) == (A.K_FAVOR, BLUE, 1)  # the Dungeon is scored
    assert s.pp[ORANGE] == 0  # (no house: -2, not below 0)


def test_bailiff_example_two_spaces_reaching_the_dungeon_trigger():
    """Seed p.9. "Ο κλητήρας βρίσκεται μια θέση πίσω από τον επιστάτη, οπότε μετακινείται 2
    θέσεις μπροστά ... Ο κλητήρας έχει φτάσει τη θέση που ενεργοποιεί τη μέτρηση του
    Μπουντρουμιού. Οι παίκτες ξεκινούν την μέτρηση (εκτός αν η μέτρηση είχε γίνει σε
    προηγούμενο γύρο ...)"."""
    s = blank(4)
    s.bailiff, s.provost = 9, 10  # spaces 10 and 11
    s.pp = [5, 5, 5, 5]
    begin(s, "end_of_turn")
    assert s.bailiff == 11 and s.provost == 11  # space 12: the Dungeon trigger
    assert s.pp == [3, 3, 3, 3]  # scored: nobody has a house, -2 each
    assert s.section == D.WALLS and s.open_columns == 4
    # the same move once the Dungeon was scored in an earlier turn: no second scoring
    s = blank(4)
    s.section, s.open_columns = D.WALLS, 4
    s.bailiff, s.provost = 9, 10
    s.pp = [5, 5, 5, 5]
    begin(s, "end_of_turn")
    assert s.bailiff == 11 and s.pp == [5, 5, 5, 5] and s.section == D.WALLS


def test_dungeon_scoring_example():
    """Seed p.10. "Η σειρά είναι Κόκκινος, Μπλε, Πορτοκαλί και τέλος Πράσινος ... Ο Κόκκινος
    έχει τοποθετήσει 2 σπίτια, και κερδίζει 1 εύνοια. Ο Μπλε έχει τοποθετήσει 3 σπίτια και
    κερδίζει επίσης 1 εύνοια. Ο Πορτοκαλί δεν έχει τοποθετήσει τίποτα, οπότε χάνει 2 πόντους
    (Δεν μπορεί κάποιος παίκτης να πέσει κάτω από τους 0 πόντους). Τέλος, ο Πράσινος έχει
    τοποθετήσει 1 σπίτι στο Μπουντρούμι και δεν κερδίζει τίποτα (το πράσινο σπίτι στο τμήμα
    του Τείχους δεν υπολογίζεται)"."""
    s = blank(4)
    s.order = (RED, BLUE, ORANGE, GREEN)
    s.castle[0] = [3, 2, 1, 0]
    s.castle[1] = [0, 0, 1, 0]
    s.filled = [6, 1, 0]
    s.pp = [10, 10, 10, 1]
    s.bailiff = s.provost = 11
    begin(s, "end_of_turn")
    assert s.pp[ORANGE] == 0 and s.pp[GREEN] == 10
    assert top(s) == (A.K_FAVOR, RED, 1)
    play(s, "favor prestige +1")
    assert top(s) == (A.K_FAVOR, BLUE, 1)
    play(s, "favor prestige +1")
    assert s.pp[RED] == s.pp[BLUE] == 11
    assert s.section == D.WALLS and s.open_columns == 4


# -- royal favors (seed p.10-11) -------------------------------------------------------------


def test_favor_example_scoring_favor_cannot_reach_a_new_column():
    """Seed p.11. "Ο Πορτοκαλί μόλις κέρδισε μια εύνοια κατά τη μέτρηση του Μπουντρουμιού.
    Επιλέγει την πρώτη σειρά (πόντοι) στην οποία ήδη ο δείκτης του βρισκόταν στη δεύτερη
    στήλη ... ο Πορτοκαλί δεν μπορεί να προχωρήσει στην επόμενη θέση. Αφήνει εκεί τον δείκτη
    του και παίρνει 2 πόντους"."""
    s = blank(4)
    s.order = (ORANGE, BLUE, RED, GREEN)
    s.castle[0] = [1, 1, 1, 2]
    s.filled = [5, 0, 0]
    s.favor[ORANGE] = [2, 0, 0, 0]
    s.bailiff = s.provost = 11
    begin(s, "end_of_turn")
    assert top(s) == (A.K_FAVOR, ORANGE, 1)
    assert "favor prestige +3" not in legal(s)
    play(s, "favor prestige +2")
    assert s.favor[ORANGE][D.FAVOR_PRESTIGE] == 2 and s.pp[ORANGE] == 2
    assert s.open_columns == 4  # opened only after the scoring's favors


def test_favor_example_church_favor_on_the_resources_line():
    """Seed p.11. "Οι παίκτες κατασκευάζουν τους Πύργους. Όλες οι στήλες των ευνοιών είναι πια
    διαθέσιμες και ο Μπλε έχει μόλις κερδίσει μια εύνοια, κατασκευάζοντας την Εκκλησία.
    Επιλέγει την τρίτη σειρά (κύβοι υλικών) και μετακινεί το δείκτη του από τη δεύτερη στην
    τρίτη στήλη, παίρνοντας έναν κύβο φαγητό ... (βρίσκεται στη στήλη 3, οπότε μπορούσε να
    επιλέξει οποιαδήποτε από τις 3 πρώτες στήλες)". The Church gives its builder "4 πόντους
    και μια εύνοια του Βασιλιά" (p.8)."""
    s = blank(4)
    s.section, s.open_columns = D.TOWERS, 5
    s.favor[BLUE] = [0, 0, 2, 0]
    s.cubes[BLUE] = cubes(0, 0, 1, 1)
    decide(s, A.K_BUILD, BLUE, D.STONE_B, -1)
    play(s, "build church")
    assert s.pp[BLUE] == 4
    assert top(s) == (A.K_FAVOR, BLUE, 1)
    assert {"favor food", "favor wood", "favor stone", "favor cloth"} <= set(legal(s))
    assert "favor exchange" not in legal(s)  # column 4 is beyond the marker
    play(s, "favor food")
    assert s.favor[BLUE][D.FAVOR_RESOURCES] == 3 and s.cubes[BLUE][FOOD] == 1


def test_favor_example_mason_column_builds_the_park():
    """Seed p.11. "Οι παίκτες κατασκευάζουν το Τείχος. Οι στήλες 3 και 4 είναι πια διαθέσιμες
    ... Ο Πράσινος μόλις κέρδισε μια εύνοια από τις κονταρομαχίες. Επιλέγει την τέταρτη σειρά
    και μετακινεί το δείκτη του από τη στήλη 2 στη στήλη 3 θέλοντας να κατασκευάσει ένα
    πάρκο. Πληρώνει 1 κύβο φαγητό (μιας και έχει έκπτωση 1 κύβο πέτρας ...) ... κερδίζει
    αμέσως 3 πόντους". No Mason stands on the road: "δεν χρειάζεται να βρίσκεται στο ταμπλό"
    (p.11)."""
    s = blank(4)
    s.section, s.open_columns = D.WALLS, 4
    s.favor[GREEN] = [0, 0, 0, 2]
    s.special[D.JOUST] = GREEN
    s.workers[GREEN] -= 1
    s.deniers[GREEN] = 1
    s.cubes[GREEN] = cubes(1, 0, 0, 1)
    assert D.W_MASON not in s.road
    s.phase, s.step = Phase.SPECIAL, D.JOUST
    s._run()
    play(s, "joust: pay for a favor")
    assert s.deniers[GREEN] == 0 and s.cubes[GREEN] == cubes(1)
    play(s, "favor mason")
    assert s.favor[GREEN][D.FAVOR_BUILDINGS] == 3
    play(s, "build park")
    assert s.road[8] == D.S_PARK and s.owner[8] == GREEN  # the first free space
    assert s.cubes[GREEN] == cubes(0, 0, 0, 0) and s.pp[GREEN] == 3


def test_favor_example_lower_column_of_the_chosen_line():
    """Seed p.11. "Μπορεί κάποιος παίκτης να προχωρήσει το δείκτη του στη θέση 2 μιας σειράς,
    και ωστόσω να χρησιμοποιήσει τις ιδιότητες της θέσης 1 ... Δεν επιτρέπεται ... να
    χρησιμοποιήσει την ιδιότητα μιας άλλης": the resources marker moves to column 2, and the
    player takes column 1's food."""
    s = blank(4)
    s.favor[BLUE] = [0, 0, 1, 0]
    s.favor_used[BLUE] = 0b1011  # only the resources line is left this phase
    decide(s, A.K_FAVOR, BLUE, 1)
    assert sorted(legal(s)) == ["favor food", "favor stone", "favor wood"]
    play(s, "favor food")
    assert s.favor[BLUE][D.FAVOR_RESOURCES] == 2 and s.cubes[BLUE] == cubes(1)


# -- the simplified favors and the end (seed p.11-12) ----------------------------------------


def test_simplified_favors_example_each_favor_is_3_pp():
    """Seed p.12. "Όταν ένας παίκτης κερδίσει μια εύνοια ... κερδίζει 3 πόντους. Όταν κερδίσει
    πολλές έυνοιες ταυτόχρονα, η κάθε μία είναι 3 πόντοι": the Walls scoring's 3 favors for 5
    houses are 9 PP."""
    s = blank(3, simplified_favors=True)
    s.section, s.open_columns = D.WALLS, 4
    s.castle[1] = [5, 1, 1]
    s.filled = [6, 7, 0]
    s.bailiff = s.provost = 16  # space 17: the Bailiff reaches the Walls trigger
    begin(s, "end_of_turn")
    assert s.pp == [9, 0, 0] and s.favor[BLUE] == [0, 0, 0, 0]
    assert s.section == D.TOWERS and s.turn == 2


def test_final_scoring_example_numbers():
    """Seed p.11. "3 πόντους για κάθε κύβο χρυσό που τους έχει περισσέψει, 1 πόντος ανά 3
    κύβους που έχουν περισσέψει (όχι χρυσός), 1 πόντος ανά 4 δηνάρια"; "Σε περίπτωση
    ισοβαθμίας, οι παίκτες μοιράζονται τη νίκη". Blue: 2 gold, 8 other cubes, 7 deniers:
    6 + 2 + 1; Red: 11 deniers: 2; Green nothing. Blue and Red tie at 29 and share the
    victory."""
    s = blank(3)
    s.section, s.open_columns = D.TOWERS, 5
    s.castle[2] = [1, 1, 1]
    s.filled = [6, 10, 3]
    s.bailiff = s.provost = 22  # space 23: the Bailiff reaches the Towers trigger
    s.pp = [20, 27, 28]
    s.cubes[BLUE] = cubes(2, 2, 2, 2, 2)
    s.deniers = [7, 11, 0]
    begin(s, "end_of_turn")
    assert s.is_terminal()
    assert s.scores() == [20 + 6 + 2 + 1, 27 + 2, 28]
    assert s.winners() == [BLUE, RED]
    assert s.cubes[BLUE][GOLD] == 2  # nothing is spent: the cubes only count
