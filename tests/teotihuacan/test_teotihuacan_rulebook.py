"""Every worked example of the rulebooks ([G] and [P] give the same ones), with the book's
numbers; each docstring quotes the seeds (shared/seeds/000_…: Greek [G]; 004_…: Polish [P])
so the passage can be found. The seats are coloured red, blue, yellow, black (seats 0..3)."""

import pytest
from teotihuacan_helpers import (
    BLACK,
    BLUE,
    RED,
    YELLOW,
    blank,
    die,
    give,
    legal,
    new,
    play,
    res,
    stock,
    temple,
    turn,
)

from meeple.games.teotihuacan import data as D
from meeple.games.teotihuacan import state as S

QUARRY_SPACE = 4  # worship space of the Stone Quarry's temple panel


def test_collect_cocoa_example():
    """§4.3 example: Black collects on the Quarry with red and yellow unlocked there and blue
    locked on worship: 2 colours, so 3 cocoa; neither the locked blue nor Black counts.
    [G] "Υπάρχουν 2 χρώματα ξεκλείδωτων εργατών εκεί (κόκκινο και κίτρινο), έτσι ο Μαύρος
    συλλέγει 3 κακάο." [P] "odblokowani robotnicy w dwóch różnych kolorach: Czerwonym
    i Żółtym, dlatego Czarny gracz otrzymuje 3 kakao." """
    s = blank()
    die(s, RED, 0, D.QUARRY)
    die(s, YELLOW, 0, D.QUARRY)
    die(s, BLUE, 0, D.QUARRY, space=QUARRY_SPACE)
    die(s, BLACK, 0, D.PALACE)
    res(s, BLACK, cocoa=5)
    turn(s, BLACK)
    play(s, "move palace 1", "to quarry", "collect")
    assert s.cocoa[BLACK] == 5 + 3


@pytest.mark.parametrize("order", ["tile first", "effect first"])
def test_worship_example(order):
    """§4.4 example: Red worships on the Quarry over Blue's locked die (1 cocoa), takes both
    options (1 cocoa), pays the tile's cost (1 cocoa) and gains 2 cocoa on the green temple.
    [G] tells the tile first, [P] the temple first: "in any order" (§9.1.5).
    [G] "ο Κόκκινος πρέπει να πληρώσει 1 κακάο ... επομένως πληρώνει 1 κακάο ... πληρώντας
    ένα επιπλέον 1 κακάο (κόστος πλακιδίου). Τέλος, ο Κόκκινος προχωράει ένα βήμα στον
    Πράσινο ναό, κερδίζοντας 2 κακάο." [P] "Czerwony gracz awansuje na torze Zielonej
    Świątyni ... i otrzymuje 2 kakao ... wydaje 1 kakao (plus kolejne 1 kakao wskazane jako
    koszt płytki)." """
    s = blank()
    blue = die(s, BLUE, 0, D.QUARRY, space=QUARRY_SPACE)
    red = die(s, RED, 0, D.PALACE)
    s.temple[3 * RED + D.GREEN] = 3  # the next green step pays 2 cocoa
    s.disc_stack.append(s.slots[2])
    s.disc_stack.remove(D.D_ANY_TEMPLE)
    s.slots[2] = D.D_ANY_TEMPLE  # a 1-cocoa tile in the Quarry's slot
    res(s, RED, cocoa=5)
    play(s, "move palace 1", "to quarry", "worship", "both")
    assert s.cocoa[RED] == 5 - 1 - 1  # both payments come before any benefit
    play(s, order)
    if order == "tile first":  # the tile can be used before the temple step
        assert "use anytemple" in legal(s) and "continue" in legal(s)
        play(s, "continue")
    assert s.cocoa[RED] == 5 - 1 - 1 - 1 + 2
    assert temple(s, RED, D.GREEN) == 4
    assert s.disc[D.DISCOVERY_KINDS * RED + D.D_ANY_TEMPLE] == 1
    assert s.wlock[blue] == -1 and s.wboard[blue] == D.QUARRY  # unlocked to the general area
    assert s.wlock[red] == QUARRY_SPACE
    assert s.slots[2] >= 0  # the slot was refilled
    assert not s.invariant_errors()


def test_main_action_cost_example():
    """§4.5 example: Black's Main Action on the Quarry with red, yellow and Black's own earlier
    die unlocked there costs 3 cocoa; the locked blue die is not counted.
    [G] "Υπάρχουν 3 χρώματα ξεκλείδωτων εργατών που είναι παρόντες: κόκκινο, κίτρινο και
    μαύρο ... οπότε το κόστος της κύριας ενέργειας είναι 3 κακάο." [P] "robotnicy w 3
    kolorach: Czerwonym, Żółtym oraz Czarnym ... więc koszt akcji wynosi 3 kakao." """
    s = blank()
    die(s, RED, 0, D.QUARRY)
    die(s, YELLOW, 0, D.QUARRY)
    die(s, BLACK, 1, D.QUARRY)
    die(s, BLUE, 0, D.QUARRY, space=QUARRY_SPACE)
    die(s, BLACK, 0, D.PALACE)
    res(s, BLACK, cocoa=3)
    turn(s, BLACK)
    play(s, "move palace 1", "to quarry", "main")
    assert s.cocoa[BLACK] == 0
    assert stock(s, BLACK) == (0, 1, 0)  # 2 workers, lowest power 1: 1 stone


def test_forest_example():
    """§4.5.1 example: Blue's Main Action on the Forest with dice of power 2 and 5: the lowest
    is 2, so 2 wood, and one power-up of a die on the Forest.
    [G] "με δύο εργάτες (δύναμη 2 και 5) ... ο παίκτης λαμβάνει 2 ξύλα και την ικανότητα να
    αναβαθμίσει έναν εργάτη στο Δάσος (2)." [P] "za pomocą dwóch robotników: o sile 2 oraz 5
    ... gracz otrzymuje 2 drewna i możliwość wzmocnienia jednego robotnika" """
    s = blank()
    die(s, BLUE, 0, D.FOREST, power=5)
    die(s, BLUE, 1, D.ALCHEMY, power=2)
    res(s, BLUE, cocoa=1)  # one colour (Blue's own) is already there
    turn(s, BLUE)
    play(s, "move alchemy 2", "to forest", "main")
    assert stock(s, BLUE) == (2, 0, 0)
    assert sorted(legal(s)) == ["up forest 2", "up forest 5"]
    play(s, "up forest 2")
    assert s.wpower[4 * BLUE + 1] == 3


def _alchemy_single_power_four():
    s = blank()
    die(s, BLUE, 0, D.QUARRY, power=4)  # Quarry is just before Alchemy on the printed ring
    res(s, BLUE, gold=5)
    turn(s, BLUE)
    play(s, "move quarry 4", "to alchemy", "main")
    return s


def test_alchemy_example_top_row_with_power_up():
    """§4.5.2 example: one power-4 worker may take a top-row technology and power up to 5.
    [G] "έναν μόνο εργαζόμενο με δύναμη 4. Μπορεί είτε να αποκτήσει μία τεχνολογία από την
    πρώτη σειρά και να αναβαθμίσει τον εργάτη σε δύναμη 5" [P] "może pozyskać Technologię
    z pierwszego rzędu i wzmocnić robotnika do siły 5" """
    s = _alchemy_single_power_four()
    top = [f"tech {D.TECH_NAMES[t]}" for t in s.tech_display[:3]]
    bottom = [f"tech {D.TECH_NAMES[t]}" for t in s.tech_display[3:]]
    assert sorted(legal(s)) == sorted(top + bottom)
    play(s, top[0], "wood")  # the tile's column (blue) temple step pays a resource
    assert s.wpower[4 * BLUE] == 5


def test_alchemy_example_second_row_without_power_up():
    """§4.5.2 example: ... or a second-row technology without the power-up (the exception).
    [G] "είτε να αποκτήσει μια τεχνολογία από τη δεύτερη σειρά χωρίς να αναβαθμίσει τον
    εργάτη" [P] "albo pozyskać Technologię z drugiego rzędu bez wzmacniania swojego
    robotnika." """
    s = _alchemy_single_power_four()
    play(s, f"tech {D.TECH_NAMES[s.tech_display[3]]}")
    assert s.wpower[4 * BLUE] == 4
    assert s.techs[BLUE] == 1 << 3


def test_nobles_example():
    """§4.5.3 example: Red with two workers on Nobles pays 2 wood, builds on the leftmost free
    space of the middle row (one already built there): 4 VP and +1 Avenue.
    [P] "umieszcza Budynek na pierwszym od lewej, wolnym polu środkowego rzędu ... i
    natychmiast otrzymuje 4 Punkty Zwycięstwa" ([G] "στην αριστερή θέση της μεσαίας
    γραμμής ... αμέσως παίρνει 4 Πόντους Νίκης": the left space, which with the published
    row 5, 4, 3, 3 is the leftmost free one, as [P] says)."""
    s = blank()
    s.nobles = [2, 1, 0]
    s.buildings = 3
    die(s, RED, 0, D.NOBLES)
    die(s, RED, 1, D.DECORATIONS)
    res(s, RED, wood=2, cocoa=1)
    play(s, "move decorations 1", "to nobles", "main")
    assert s.vp[RED] == 4
    assert s.avenue[RED] == 1
    assert stock(s, RED) == (0, 0, 0)
    assert s.nobles == [2, 2, 0] and s.buildings == 4


def test_decoration_example():
    """§4.5.4 example: Black puts a blue-and-red Decoration on a "2" space; one icon matches
    the icon it covers: 1 + 3 = 4 VP and +1 blue temple. The "3" space above is not allowed
    while the "2" space has no Decoration.
    [G] "ο Μαύρος παίρνει 1 + 3 = 4 Πόντους Νίκης και ανεβαίνει στον μπλε ναό κατά ένα βήμα
    ... αυτό δεν επιτρέπεται αφού η θέση του δευτέρου επιπέδου δεν καλύπτεται ακόμη"
    [P] "otrzymuje 1+3 = 4 Punkty Zwycięstwa oraz awansuje o jeden stopień na torze
    niebieskiej Świątyni" """
    s = blank()
    s.grid[3], s.grid[4] = 1, 3  # top side "2" covers cells r0c3 (blue) and r0c4 (green)
    s.pyr[S.D.LEVEL_START[1] + 1] = s.pyr_stack.pop()  # level-2 (0,1): the "3" needs it
    s.deco[0] = s.deco_stack.pop()  # the "1" space on the top side is decorated
    s.deco_display[0] = 0  # tile 0: blue, red (clockwise)
    die(s, BLACK, 0, D.DECORATIONS)
    die(s, BLACK, 1, D.CONSTRUCTION)
    res(s, BLACK, gold=2, cocoa=1)  # 2 workers: 2 gold
    turn(s, BLACK)
    play(s, "move construction 1", "to decorations", "main", "decoration BR")
    assert "space top 2" in legal(s)
    assert "space top 3" not in legal(s)
    play(s, "space top 2")
    assert s.vp[BLACK] == 4
    assert temple(s, BLACK, D.BLUE) == 1
    assert s.ptrack[BLACK] == 1


def test_calendar_example_eclipse_after_round_plus_one():
    """§3.4 example: in a 4-player game an Ascension during seat "2"'s turn moves the light
    disc onto the dark disc; seats "3" and "4" finish the round, everyone plays one more full
    round, then the Eclipse is resolved.
    [G] "ο τρίτος και ο τέταρτος παίκτης (Τελευταίος Παίκτης) θα παίξουν το γύρο τους
    κανονικά. Μετά από αυτό, κάθε παίκτης θα παίξει έναν ακόμα γύρο" [P] "trzeci i czwarty
    (Ostatni) gracz rozgrywają swoje tury ... Następnie, każdy gracz rozgrywa jeszcze po
    jednej turze" """
    s = blank()
    s.light = s.dark - 1
    for seat in range(4):
        die(s, seat, 0, D.FOREST)
    w = die(s, BLUE, 1, D.GOLD_DEPOSITS, power=5)
    give(s, BLUE, D.D_POWERUP2)
    play(s, "unlock free")  # seat 1 (order "1") passes
    play(s, "use powerup2", "up gold 5")  # seat 2 (order "2"): Ascension
    assert s.wboard[w] == D.PALACE and s.wpower[w] == 1
    assert s.light == s.dark
    play(s, "5vp", "up forest 1", "unlock free")
    assert s.eclipses == 0
    for _ in range(2):  # seats "3" and "4" finish the round
        play(s, "unlock free")
    assert s.eclipses == 0 and s.current_player() == RED
    for _ in range(3):  # one more full round ...
        play(s, "unlock free")
        assert s.eclipses == 0
    play(s, "unlock free")  # ... ending with the Last Player: now the Eclipse
    assert s.eclipses == 1 and s.light == 0 and s.dark == 11


def test_construction_example():
    """§4.5.5 example: Blue's tile on level 2 costs 2 stone and 1 wood and scores 3 + 3 = 6
    VP: 3 for the level and 3 for three matched icons, one of them blue (+1 blue temple).
    [G] "Το κόστος της τοποθέτησης είναι 2 πέτρες και 1 ξύλο ... θα πάρει 3 + 3 = 6 Πόντους
    Νίκης ... προχωρά μία θέση στο μπλε ναό" [P] "Koszt umieszczenia płytki wynosi 2 kamienie
    oraz 1 drewno ... Gracz otrzymuje za to 3+3 = 6 Punktów Zwycięstwa" """
    s = blank()
    for square in (0, 1, 4, 5):
        if s.pyr[square] < 0:
            s.pyr[square] = s.pyr_stack.pop()
    # level-2 (0,0) covers r1c1, r1c2, r2c2, r2c1 (TL, TR, BR, BL)
    s.grid[9], s.grid[10], s.grid[18], s.grid[17] = 3, 1, 2, 1  # g, b, r, b
    s.pyr_display[0] = 6  # tile 6: g - r B
    die(s, BLUE, 0, D.CONSTRUCTION)
    die(s, BLUE, 1, D.FOREST)
    res(s, BLUE, wood=1, stone=2, cocoa=1)
    turn(s, BLUE)
    play(s, "move forest 1", "to construction", "main", "tile 1 g-rB", "at 2:11", "rotate 0")
    assert s.vp[BLUE] == 6
    assert temple(s, BLUE, D.BLUE) == 1
    assert stock(s, BLUE)[:2] == (0, 0)
    assert s.ptrack[BLUE] == 1


def test_eclipse_avenue_example():
    """§5.1 example: Avenue multiplier 4 × 3 steps = 12 VP (two Buildings taken: the lowest
    visible number is 4). [G] "(πχ. 4 x 3 βήματα = 12 πόντοι νίκης)" ([P] has no numbers)."""
    s = blank()
    s.buildings, s.nobles = 2, [2, 0, 0]
    s.avenue[RED] = 3
    s.cocoa[RED] = 5
    s.stack = [(S.A_ECLIPSE, 3)]
    s._run()
    assert s.vp[RED] == 12
    assert s.current_player() == RED and s.prompt().startswith("Red: Eclipse salary")


def test_first_game_starts_match_the_stated_totals():
    """§2.3 step 6: the first-game starts and the totals the seeds state for 2, 3, 4 players.
    [G] "Ο παίκτης «1» λαμβάνει: 5 κακάο, 1 ξύλο, 2 πέτρες, 4 χρυσό, μία πρόοδο στον πράσινο
    ναό (που παρέχει 1 επιπλέον κακάο)" ... "Ο παίκτης «4» λαμβάνει: 2 ξύλα, 5 χρυσό ... ένα
    δείκτη Τεχνολογίας στην Τεχνολογία με τον 3ο χαμηλότερο αριθμό"; [P] "Pierwszy gracz
    otrzymuje: 5 kakao, 1 drewno, 2 kamienie, 4 złota" ..."""
    s2 = new(2, first_game=True)
    assert (s2.cocoa[0], stock(s2, 0), temple(s2, 0, D.GREEN)) == (7, (1, 2, 4), 1)
    assert (s2.cocoa[1], stock(s2, 1), temple(s2, 1, D.RED), temple(s2, 1, D.BLUE),
            s2.vp[1]) == (8, (4, 2, 0), 1, 1, 1)
    s3 = new(3, first_game=True)
    assert (s3.cocoa[1], stock(s3, 1), s3.vp[1]) == (7, (4, 2, 0), 1)
    assert (s3.cocoa[2], stock(s3, 2), temple(s3, 2, D.BLUE), s3.avenue[2]) == \
        (7, (3, 4, 1), 1, 1)
    s4 = new(4, first_game=True)
    assert (s4.cocoa[1], s4.cocoa[2]) == (7, 6)
    assert (s4.cocoa[3], stock(s4, 3), temple(s4, 3, D.GREEN)) == (5, (2, 0, 5), 2)
    assert s4.tech_display[s4.techs[3].bit_length() - 1] == D.T_EXTRA_RES  # number 05
    # the dice of each order token ([G] "Ο παίκτης «1»: εργάτη με δύναμη 2 στο Ευγενείς (6),
    # εργάτη με δύναμη 1 στο Δάσος (2), εργάτη με δύναμη 1 στο Κατασκευές (8)." and so on),
    # the 4th on the Ascension circle at power 3
    placed = [[(s4.wboard[4 * seat + k], s4.wpower[4 * seat + k]) for k in range(4)]
              for seat in range(4)]
    assert placed == [
        [(D.NOBLES, 2), (D.FOREST, 1), (D.CONSTRUCTION, 1), (0, 3)],
        [(D.DECORATIONS, 2), (D.FOREST, 1), (D.QUARRY, 1), (0, 3)],
        [(D.PALACE, 1), (D.FOREST, 1), (D.DECORATIONS, 1), (0, 3)],
        [(D.QUARRY, 1), (D.GOLD_DEPOSITS, 1), (D.ALCHEMY, 1), (0, 3)],
    ]
