"""Setup (§2) and the game end: last tasks, final scoring (§5.3) and the tie-break (§5.4)."""

import pytest
from borabora_helpers import (
    blank,
    cards,
    give_tiles,
    hut,
    legal,
    new,
    play,
    region,
    resume,
    task_id,
    tile,
    unmet_tasks,
)

from meeple.games.borabora import actions as A
from meeple.games.borabora import data as D
from meeple.games.borabora.state import C_BUILT, C_MATERIAL, Phase

# -- setup ------------------------------------------------------------------------------------


@pytest.mark.parametrize("players,tiles,display", [(2, 5, 4), (3, 6, 5), (4, 7, 6)])
def test_setup_per_player_count(players, tiles, display):
    """§2.1, §2.3: action tiles 5/6/7, a task display of players + 2, 1 light-green and 2 dark
    tasks each, 2 god cards, 2 offerings, 1 god tile, 4 priests, 12 huts (2 on space 12)."""
    s = new(players, seed=11)
    b = s.board
    assert len(s.tile_low) == tiles
    assert len(s.task_display) == display
    assert all(t in b.dark_tasks for t in s.task_display)
    for p in range(players):
        assert len(s.tasks[p]) == 3
        assert sum(t in b.light_tasks for t in s.tasks[p]) == 1
        assert sum(s.hand[p]) == D.START_GOD_CARDS
        assert s.god_tiles[p] == 1 and s.priests[p] == 4
        assert s.built[p] == [-1] * 6
    assert sum(s.display) == 5 and s.temple_gods == 6
    assert all(t >= 0 for t in s.men_board + s.women_board)
    assert len(s.men_stack) == len(s.women_stack) == 30
    assert sorted(s.jewel_layout) == list(range(24))
    assert s.tasks_boxed == len(b.light_tasks) - players  # unused light-green tasks


@pytest.mark.parametrize("players", [2, 3, 4])
def test_starting_score_by_turn_order_and_huts_in_reverse_order(players):
    """§2.1 steps 11-12: #1 starts on 0 VP, #2 on 1, #3 on 2, #4 on 3; in reverse turn order
    each player places one hut on an empty fish-1 region and gains its good; no fish VP. Seed:
    «Ο δεύτερος παίκτης τοποθετεί τον πρώτο του δείκτη στη θέση 1 του μετρητή σκορ»; «Με
    αντίστροφη σειρά ... μια κενή θέση μιας από τις τέσσερις περιοχές κοντά σε δείκτη ψαριού 1»;
    «Αγνοήστε τους δείκτες ψαριών στις περιοχές αυτές, για την ώρα.»"""
    s = new(players, seed=5)
    b = s.board
    assert [s.score[p] for p in s.order] == list(D.START_SCORE_BY_ORDER[:players])
    ones = {b.region_names[r] for r in range(12) if b.fish_value[s.fish[r]] == 1}
    taken = []
    for i in range(players):
        p = s.order[players - 1 - i]
        assert s.current_player() == p
        if s.stack[-1][0] == A.START:
            options = {m.split()[-1] for m in legal(s)}
            assert options == ones - set(taken)
        else:  # one fish-1 region left: the engine placed the hut there
            options = ones - set(taken)
            assert len(options) == 1 and f"{s.seat_name(p)}: start at {min(options)} (only choice)" in s.log()
        choice = sorted(options)[0]
        offerings = s.offerings[p]
        play(s, f"start at {choice}", "hut from spaces 1-11")
        if s.stack and s.stack[-1][0] == A.MATERIAL:  # the material's ceremony space
            play(s, legal(s)[0])
        taken.append(choice)
        assert s.site[region(s, choice)] == p
        good = D.GOODS[b.region_good[region(s, choice)]]
        if good == "offering":
            assert s.offerings[p] == offerings + 1
        else:
            assert sum(s.ceremony[p]) == 1
    assert [s.score[p] for p in s.order] == list(D.START_SCORE_BY_ORDER[:players])  # no fish VP
    assert s.phase == Phase.DICE and s.round == 1


def test_same_seed_same_game():
    a, b = new(4, seed=99), new(4, seed=99)
    assert a.to_dict() == b.to_dict()
    assert new(4, seed=100).to_dict() != a.to_dict()


# -- the game end --------------------------------------------------------------------------------


def to_game_end(s):
    """After round 6's Phase C: the last three tasks, then the final scoring."""
    s.round = 6
    resume(s, Phase.FINAL_TASKS, 0)


def impossible_tasks(s):
    """Every seat: unmet tasks and no god tile (the tests give what they need)."""
    unmet_tasks(s)
    for p in range(s.num_players):
        s.god_tiles_gone += s.god_tiles[p]
        s.god_tiles[p] = 0


def test_last_tasks_6_unaided_4_with_a_yellow_god_each_paid_separately_else_0():
    """§3 game end: each of the last three tasks on its own: 6 VP, or 4 with a Yellow God on
    that tile (up to three, each paid), or 0. Seed: «ολοκληρώστε τις τελευταίες τρείς αποστολές
    σας (6, 4 ή 0 πόντοι η κάθε μία)»."""
    s = blank()
    impossible_tasks(s)
    s.tasks[0] = [task_id(s, "T11"), task_id(s, "T12"), task_id(s, "T10")]
    s.offerings[0] = 4  # T11 met
    s.shells[0] = 4  # T12 one short
    s.god_tiles[0] = 1  # T10 one short
    cards(s, 0, yellow=2)
    to_game_end(s)
    assert "Green completes task T11: 6 VP" in s.log()
    assert set(legal(s)) == {"yellow god T12", "yellow god T10", "give up T12", "give up T10"}
    play(s, "yellow god T12", "pay card")  # with a card: the god tile stays for T10
    assert "Green plays the Yellow God (1 yellow card and an offering)" in s.log()
    play(s, "yellow god T10", "pay card")  # the god tile would leave T10 two short
    assert s.offerings[0] == 2 and s.hand[0][D.YELLOW] == 0
    assert s.final[0][-1] == s.score[0]
    assert sum(1 for q in s.task_done if q == 0) == 3
    assert s.score[0] == 6 + 4 + 4 + 2 * s.god_tiles[0]


def test_three_yellow_god_cards_at_the_end_one_per_task_each_with_an_offering():
    """§4.6.5 (seed): at the game end one Yellow God per task, so up to three cards, each paid
    with its own offering; the seed's examples "3 wood with 2" and "huts in 9 regions with 8"
    are two of the three, 4 VP each instead of 6. Seed: «Στο τέλος του παιχνιδιού, όταν οι
    παίκτες ολοκληρώνουν τις τρείς τελευταίες αποστολές τους, μπορείτε να χρησιμοποιήσετε έναν
    Κίτρινο Θεό ανά πλακίδιο και συνεπώς μέχρι τρείς κάρτες. Πρέπει, ασφαλώς, να δώσετε μια
    προσφορά για την κάθε κάρτα.»"""
    s = blank()
    impossible_tasks(s)
    s.tasks[0] = [task_id(s, "T16 wood"), task_id(s, "T18"), task_id(s, "T12")]
    s.spare[0][D.MATERIALS.index("wood")] = 2  # 3 wood asked
    for name, *_ in D.REGIONS[:8]:  # huts in 9 regions asked
        hut(s, 0, name, on_site=False)
    s.shells[0] = 4  # 5 shells asked
    cards(s, 0, yellow=3)
    s.offerings[0] = 3
    to_game_end(s)
    assert set(legal(s)) == {"yellow god T16 wood", "yellow god T18", "yellow god T12",
                             "give up T16 wood", "give up T18", "give up T12"}
    play(s, "yellow god T16 wood", "pay card", "yellow god T18", "pay card",
         "yellow god T12", "pay card")  # each paid with a card
    assert s.hand[0][D.YELLOW] == 0 and s.offerings[0] == 0
    for label in ("T16 wood", "T18", "T12"):
        assert f"Green completes task {label}: 4 VP" in s.log()
        assert s.task_done[task_id(s, label)] == 0
    assert s.is_terminal() and s.score[0] == 3 * D.TASK_VP_YELLOW  # huts aside: no fish VP


def test_final_god_tiles_2_vp_each():
    """Seed: «2 πόντους νίκης για κάθε αχρησιμοποίητη πλακίδιο Θεού»."""
    s = blank()
    impossible_tasks(s)
    s.god_tiles[1] = 3
    to_game_end(s)
    assert s.final[1][0] == 6


def test_final_fish_markers_go_to_the_hut_on_the_building_site_only():
    """§5.3.2: a region's fish marker scores for the hut on its building site; huts moved aside
    score nothing. Seed: «1-6 πόντους νίκης για κάθε δείκτη ψαριών κοντά σε θέση κτιρίου που
    περιέχει καλύβα του χρώματός τους»."""
    s = blank()
    impossible_tasks(s)
    hut(s, 0, "central_mountain", on_site=False)
    hut(s, 1, "central_mountain")
    hut(s, 1, "east_beach")
    to_game_end(s)
    b = s.board
    value = b.fish_value[s.fish[region(s, "central_mountain")]] + b.fish_value[s.fish[region(s, "east_beach")]]
    assert s.final[1][1] == value and s.final[0][1] == 0


def test_final_jewelry_scores_its_value():
    """Seed: «1-9 πόντους νίκης για κάθε ένα από τα πλακίδια κοσμημάτων τους»."""
    s = blank()
    impossible_tasks(s)
    s.jewel_owner[0] = s.jewel_owner[7] = 2
    to_game_end(s)
    assert s.final[2][2] == s.board.jewel_value[0] + s.board.jewel_value[7]


def achievements(s, p):
    return s.final[p][3:9]


def test_each_achievement_scores_6():
    """§5.3.4: 9 tasks, 6 jewels, 12 ceremony spaces filled, 6 buildings, huts in all 12
    regions, 12 grid spaces with people: 6 VP each. Seed: «6 πόντους νίκης για κάθε ένα από τα
    παρακάτω: 9 ολοκληρωμένες αποστολές, 6 αγορασμένα κοσμήματα, γεμάτες και οι 12 θέσεις τελετής
    (είτε με υλικά κτισίματος, ή/και πλακίδια κτιρίων), και τα 6 κτίρια κατασκευασμένα, καλύβες
    και στις 12 περιοχές του χάρτη, το ταμπλό γεμάτο με 12 πλακίδια άντρα/γυναίκας»."""
    s = blank()
    impossible_tasks(s)
    # P0: 9 completed tasks
    for t in range(30, 39):  # tasks in nobody's hand
        s.task_done[t] = 0
    s.tasks_boxed -= 9  # keep the task count conserved in this constructed position
    # P1: 6 jewels
    for j in range(6):
        s.jewel_owner[j] = 1
    # P2: all ceremony spaces filled (materials and buildings), not all buildings
    s.ceremony[2] = [C_BUILT, C_BUILT] + [C_MATERIAL] * 10
    s.built[2][0] = 0
    # P3: all 6 buildings (covering all 12 spaces: both achievements)
    s.ceremony[3] = [C_BUILT] * 12
    s.built[3] = [0, 1, 2, 3, 4, 5]
    to_game_end(s)
    assert achievements(s, 0) == (1, 0, 0, 0, 0, 0)
    assert achievements(s, 1) == (0, 1, 0, 0, 0, 0)
    assert achievements(s, 2) == (0, 0, 1, 0, 0, 0)
    assert achievements(s, 3) == (0, 0, 1, 1, 0, 0)
    assert s.score[3] == 2 * D.ACHIEVEMENT_VP + D.TASK_VP  # and its T08 (4 buildings) is met


def test_achievements_all_regions_and_full_grid():
    s = blank()
    impossible_tasks(s)
    for name, *_ in D.REGIONS:
        hut(s, 0, name)
    people = [tile(s, "man", D.ABILITIES[k % 12], skip=k // 12) for k in range(12)]
    give_tiles(s, 1, *people[:11])
    s.grid[1][-1] = people[11]  # space 12 empty of huts: the last tile goes there
    s.present[1] = (1 << 12) - 1
    s.huts12[1] = 0
    to_game_end(s)
    assert achievements(s, 0) == (0, 0, 0, 0, 1, 0)
    assert achievements(s, 1) == (0, 0, 0, 0, 1, 1)


def test_tie_goes_to_the_player_earlier_in_the_final_turn_order():
    """§5.4: among tied players, the one further ahead on the status track in the last Phase C
    (earlier in the final turn order) wins. Seed: «Σε περίπτωση ισοπαλίας, νικητής είναι ο
    παίκτης που βρίσκεται πιο μπροστά στο μετρητή θέσης στην τελευταία φάση C.»"""
    s = blank()
    impossible_tasks(s)
    s._set_turn_order([2, 3, 1, 0])
    s.score = [30, 40, 40, 12]
    to_game_end(s)
    assert s.is_terminal()
    assert s.winners() == [2]
    assert s.returns() == [0.0, 0.0, 1.0, 0.0]
    s2 = blank()
    impossible_tasks(s2)
    s2._set_turn_order([3, 1, 2, 0])
    s2.score = [30, 40, 40, 12]
    to_game_end(s2)
    assert s2.winners() == [1]


def test_leftover_goods_score_nothing():
    """§5.3.5: materials, shells, offerings and god cards left over score nothing. Seed: «Τα
    υλικά κτισίματος, τα κοχύλια, οι προσφορές και οι κάρτες Θεού που έχουν περισσέψει δεν
    αξίζουν τίποτα.»"""
    s = blank()
    impossible_tasks(s)
    s.offerings[0], s.shells[0], s.spare[0] = 5, 7, [3, 3, 3]
    cards(s, 0, red=3)
    to_game_end(s)
    assert s.score[0] == 0
