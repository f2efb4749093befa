"""Phase C (§3): status track, temple, jewelry, tasks, in that order; then clean-up and refill."""

from borabora_helpers import (
    blank,
    decide,
    give_tiles,
    legal,
    play,
    resume,
    task_id,
    tile,
    unmet_tasks,
)

from meeple.games.borabora import actions as A
from meeple.games.borabora import data as D
from meeple.games.borabora.state import Phase


def to_phase_c(s):
    """Every seat has finished Phase B: run Phase C steps 1 and 2 up to the first decision."""
    resume(s, Phase.MEN_AND_WOMEN, s.num_players)


def test_status_track_scores_the_label_and_sets_the_new_turn_order():
    """Phase C step 1: VP above the space reached; further right first; markers back to 0.
    Seed: «επιστρέψτε όλους τους δείκτες θέσης στη θέση 0, με τον δείκτη του παίκτη που έφτασε
    πιο μακριά να βρίσκεται στην κορυφή της στήλης»; an arrival on an occupied space goes on top:
    «τοποθετείστε τον δείκτη σας στην κορυφή της στήλης»."""
    s = blank()
    unmet_tasks(s)
    s._advance_status(2, 5)
    s._advance_status(1, 3)
    s._advance_status(3, 3)  # arrives later on the same space: on top, ahead of P1
    to_phase_c(s)
    labels = s.board.status_labels
    assert s.score[2] == labels[5] and s.score[1] == labels[3] and s.score[3] == labels[3]
    assert s.order == [2, 3, 1, 0]
    assert s.status == [0, 0, 0, 0]


def test_markers_that_did_not_move_keep_their_pile_order():
    """§2.1 step 11, §9 A30: on space 0 the pile order (top = ahead) decides."""
    s = blank()
    unmet_tasks(s)
    s._set_turn_order([3, 1, 0, 2])
    to_phase_c(s)
    assert s.order == [3, 1, 0, 2]


def test_status_marker_stops_on_the_last_space():
    s = blank()
    s._advance_status(0, 100)
    assert s.status[0] == s.board.status_last


def test_temple_scores_per_priest_by_round_and_the_majority_takes_a_god_tile():
    """Phase C step 2: 1 VP per priest in rounds 1-2, 2 in 3-4, 3 in 5-6; most priests take
    the top god tile; ties go to the leftmost priest. Seed: «Στους πρώτους δύο γύρους κάθε ιερέας
    αξίζει 1 πόντο, στους επόμενους δύο αξίζει 2 πόντους και στους τελευταίους δύο γύρους, ο
    κάθε ιερέας αξίζει 3 πόντους»; «το πλακίδιο το κερδίζει ο παίκτης που έχει ιερέα πιο αριστερά
    στη σειρά»."""
    for round_, vp in ((1, 1), (3, 2), (6, 3)):
        s = blank(round_=round_)
        unmet_tasks(s)
        s.temple = [1, 2, 2, 1, -1, 3]  # P1 and P2 tie with 2 priests; P1's is leftmost
        s.priests = [4, 2, 2, 3]
        gods = list(s.god_tiles)
        to_phase_c(s)
        temple_vp = [0, 2 * vp, 2 * vp, vp]
        assert [s.score[p] - s.board.status_labels[0] for p in range(4)] == temple_vp
        assert s.god_tiles[1] == gods[1] + 1 and s.god_tiles[2] == gods[2]
        assert s.temple == [1, 2, 2, 1, -1, 3]  # priests stay


def test_empty_temple_removes_the_rounds_god_tile():
    """Seed: «Αν δεν υπάρχει κανένας ιερέας στο ναό, το αντίστοιχο πλακίδιο Θεού του γύρου
    αφαιρείται από το παιχνίδι.»"""
    s = blank()
    unmet_tasks(s)
    before = s.temple_gods
    to_phase_c(s)
    assert s.temple_gods == before - 1 and s.god_tiles_gone == 1
    assert sum(s.god_tiles) == 4


def test_jewelry_one_purchase_from_the_rounds_column_in_the_new_order():
    """Phase C step 3: in the new turn order, at most one jewel of this round's column, paid in
    shells; the rest of the column is discarded."""
    s = blank(round_=2)
    unmet_tasks(s)
    s.shells = [20, 20, 0, 0]
    s._advance_status(1, 1)  # P1 will be first
    to_phase_c(s)
    column = s.jewel_layout[4:8]
    assert s.current_player() == 1
    assert len(legal(s)) == len(column) + 1
    dearest = max(column, key=lambda j: s.board.jewel_value[j])
    play(s, f"buy {A.jewel_name(s.board, dearest)}")
    assert s.jewel_owner[dearest] == 1 and s.shells[1] == 20 - s.board.jewel_value[dearest]
    assert s.current_player() == 0
    play(s, "no jewel")
    # P2 and P3 have no shells: skipped; the column is discarded
    assert all(s.jewel_owner[j] in (1, -2) for j in column)
    assert all(s.jewel_owner[j] == -1 for j in s.jewel_layout[8:])


def test_tasks_completed_in_new_order_then_new_tasks_taken():
    """Phase C step 4: each player completes one task (compulsory when possible) and then, in
    turn order, takes a new task from the display."""
    s = blank()
    unmet_tasks(s)
    s.tasks[0] = [task_id(s, "T11"), task_id(s, "T12"), task_id(s, "T08")]
    s.offerings[0] = 4
    s.shells[0] = 5
    to_phase_c(s)
    if s.stack[-1][0] == A.JEWEL:
        play(s, "no jewel")
    assert s.current_player() == 0 and legal(s) == ["complete T11", "complete T12"]
    play(s, "complete T12")
    assert s.score[0] == D.TASK_VP and s.task_done[task_id(s, "T12")] == 0
    # the others can complete nothing: they give up one task (0 VP)
    for p in (1, 2, 3):
        assert s.current_player() == p
        play(s, "give up T07")
        assert s.score[p] == 0
    display = list(s.task_display)
    assert s.stack[-1] == (A.PICK_TASK, 0)
    play(s, f"pick {s.board.task_label[display[0]]}")
    assert display[0] in s.tasks[0] and len(s.tasks[0]) == 3


def test_clean_up_boxes_two_tasks_and_the_board_tiles_and_refills():
    """§3 clean-up: the 2 unchosen tasks and the board's men and women go to the box; 6 new men,
    6 new women and players + 2 tasks come out; the dice come back."""
    s = blank()
    unmet_tasks(s)
    to_phase_c(s)
    for _ in range(4):
        play(s, "give up T07")
    boxed = s.tasks_boxed
    for _ in range(4):
        play(s, f"pick {s.board.task_label[s.task_display[0]]}")
    assert s.round == 2 and s.phase == Phase.DICE
    assert s.tasks_boxed == boxed + 2
    assert len(s.task_display) == 6 and all(t >= 0 for t in s.men_board + s.women_board)
    assert all(len(d) == 3 for d in s.dice) and not s.placed


def test_new_turn_order_applies_to_steps_3_and_4_and_turn_order_tile_1():
    """Phase C step 1 then steps 3-4 (§9 A26, A27): the new #1 acts first, and T14 (a man and
    turn-order tile #1) is checked with the new order."""
    s = blank()
    unmet_tasks(s)
    s.tasks[3] = [task_id(s, "T14"), task_id(s, "T18"), task_id(s, "T08")]
    give_tiles(s, 3, tile(s, "man", "vp"))
    s._advance_status(3, 2)
    to_phase_c(s)
    assert s.order[0] == 3
    assert "Red completes task T14: 6 VP" in s.log()  # the only choice, made first


def test_phase_c_order_status_then_temple_then_jewelry_then_tasks():
    s = blank()
    unmet_tasks(s)
    s.temple[0] = 2
    s.priests[2] = 3
    s.shells[2] = 9
    to_phase_c(s)
    log = s.log()
    status = next(i for i, line in enumerate(log) if "status track" in line)
    temple = next(i for i, line in enumerate(log) if "temple:" in line)
    assert status < temple
    assert s.stack[-1][0] == A.JEWEL  # jewelry before tasks


def test_round_six_takes_new_tasks_too_then_the_game_ends():
    """§3: step 4 draws a new task in round 6 too; then the last three tasks are resolved."""
    s = blank(round_=6)
    unmet_tasks(s)
    to_phase_c(s)
    for _ in range(4):
        play(s, "give up T07")
    for _ in range(4):
        play(s, f"pick {s.board.task_label[s.task_display[0]]}")
    assert s.is_terminal()
    assert len(s.final) == 4


def test_yellow_god_in_phase_c_is_voluntary_when_a_task_can_be_given_up():
    """§9 A41: with no unaided completion a player may use a Yellow God (4 VP) or give one up."""
    s = blank()
    s.tasks[0] = [task_id(s, "T11"), task_id(s, "T18"), task_id(s, "T08")]
    s.offerings[0] = 3
    s.god_tiles[0] = 1
    decide(s, (A.TASK, 0, 0))
    assert set(legal(s)) == {"yellow god T11", "give up T11", "give up T18", "give up T08"}
    play(s, "yellow god T11")
    assert s.score[0] == D.TASK_VP_YELLOW and s.god_tiles[0] == 0
