"""Calendar, Eclipses, the end and the winner (spec §3.3–§3.5, §5, §7.2)."""

import pytest
from teotihuacan_helpers import BLACK, BLUE, RED, YELLOW, blank, die, give, legal, play

from meeple.games.teotihuacan import data as D
from meeple.games.teotihuacan import state as S


def eclipse(s, seat=3):
    """Resolve an Eclipse as if it came at the end of `seat`'s turn. Seats with cocoa are
    then asked for their salary, so the VP read before that are those of steps 1–5."""
    s.stack = [(S.A_ECLIPSE, seat)]
    s.touch()
    s._run()


def test_pyramid_leader_and_track_by_eclipse():
    """§5.1 steps 2–4: leaders +4; 4 / 3 / 2 VP per step; the track resets."""
    for number, rate in ((0, 4), (1, 3), (2, 2)):
        s = blank()
        s.eclipses = number
        s.ptrack = [3, 3, 1, 0]
        s.cocoa = [1, 1, 1, 1]
        eclipse(s)
        assert s.vp[:3] == [4 + 3 * rate, 4 + 3 * rate, rate]
        assert s.ptrack == [0, 0, 0, 0]


def test_no_leader_when_every_track_is_at_zero():
    """§9.2.9."""
    s = blank()
    s.cocoa = [1, 1, 1, 1]
    eclipse(s)
    assert s.vp == [0, 0, 0, 0]


def test_mask_sets_score_at_every_eclipse():
    s = blank()
    give(s, RED, D.D_MASK1)
    give(s, RED, D.D_MASK4)
    s.cocoa[RED] = 2
    eclipse(s)
    assert s.vp[RED] == 3
    play(s, "pay 1")
    s.vp[RED] = 0
    eclipse(s)
    assert s.vp[RED] == 3


def test_salary_counts_strong_dice_double():
    """§5.1 step 6: 1 cocoa per die in play, +1 for power 4–5; the circle die is free."""
    s = blank()
    die(s, RED, 0, D.FOREST, 4)
    die(s, RED, 1, D.FOREST, 5)
    s.wboard[3] = 0
    assert s._salary(RED) == 2 + 2 + 1


def test_unpaid_salary_costs_three_vp_each_never_below_zero():
    s = blank()
    s.cocoa[RED], s.vp[RED] = 2, 10
    s.wboard[1] = D.FOREST
    s.wpower[1] = 5  # due: 1 (Palace die) + 2 = 3
    eclipse(s)
    assert legal(s) == ["pay 0", "pay 1", "pay 2"]
    play(s, "pay 1")
    assert s.cocoa[RED] == 1 and s.vp[RED] == 10 - 6
    s = blank()
    s.vp[RED] = 4
    s.wboard[1] = D.FOREST
    eclipse(s)  # no cocoa: nothing to decide
    assert s.vp[RED] == 0


def test_free_cocoa_tile_covers_the_salary():
    s = blank()
    give(s, RED, D.D_FREE_COCOA)
    s.vp[RED] = 9
    eclipse(s)
    assert "free tile" in legal(s)
    play(s, "free tile")
    assert s.vp[RED] == 9


@pytest.mark.parametrize("players,darks", [(2, (9, 8)), (3, (10, 9)), (4, (11, 10))])
def test_discs_after_the_first_and_second_eclipse(players, darks):
    """§5.1 step 7: light back to 0, dark to the next position."""
    s = blank(players)
    for number in (0, 1):
        s.light = s.dark
        eclipse(s, players - 1)
        assert (s.light, s.dark, s.eclipses) == (0, darks[number], number + 1)
        assert s.current_player() == 0


def test_neutral_dice_are_moved_after_an_eclipse():
    """§5.1 step 7: each neutral colour's dice go to 3 distinct boards from 2 new tiles."""
    moved = False
    for seed in range(4):
        s = blank(2, seed)
        for colour in (2, 3):
            for k in range(3):
                s.wboard[4 * colour + k] = D.PALACE
        eclipse(s, 1)
        for colour in (2, 3):
            boards = [s.wboard[4 * colour + k] for k in range(3)]
            assert len(set(boards)) == 3
            moved = moved or boards != [D.PALACE] * 3
    assert moved


def test_third_eclipse_ends_the_game_with_temple_bonuses():
    """§3.5, §5.1 step 8."""
    s = blank()
    s.eclipses = 2
    s.bonuses = [D.B_15, D.B_AVENUE, D.B_WORKERS]
    s.temple[3 * RED + D.BLUE] = 10
    eclipse(s)
    assert s.is_terminal() and s.current_player() == -1
    assert s.vp[RED] == 15


@pytest.mark.parametrize("bonus,setup,vp", [
    (D.B_15, lambda s: None, 15),
    (D.B_TECH, lambda s: s.__setattr__("techs", [0b101, 0, 0, 0]), 10),
    (D.B_AVENUE, lambda s: s.avenue.__setitem__(RED, 4), 12 + 0),
    (D.B_BONUS, lambda s: s.temple.__setitem__(D.RED, 11), 18),
])
def test_temple_bonus_tiles(bonus, setup, vp):
    s = blank()
    s.temple[D.BLUE] = 10
    s.bonuses = [bonus, D.B_15 if bonus != D.B_15 else D.B_TECH, D.B_DISC]
    setup(s)
    s._score_temple_bonuses()
    extra = 15 if bonus == D.B_BONUS else 0  # B-Bonus test also reaches red (B-15)
    assert s.vp[RED] == vp + extra


def test_temple_bonus_masks_discoveries_and_workers():
    s = blank()
    s.temple[D.BLUE] = 10
    give(s, RED, D.D_MASK2)
    give(s, RED, D.D_MASK5, 2)
    give(s, RED, D.D_VP4)
    s.used[D.D_RES2] = 1
    s.disc_stack.remove(D.D_RES2)
    s.wboard[0], s.wpower[0] = D.FOREST, 4
    assert s._bonus_value(RED, D.B_MASK, 1) == 3  # the largest set: 2 masks
    assert s._bonus_value(RED, D.B_DISC, 1) == 4  # vp4 + the used res2, masks excluded
    assert s._bonus_value(RED, D.B_WORKERS, 1) == 9 + 4  # power 4 and the Palace die


def test_pyramid_completion_eclipse_rate_option():
    """§9.2.10: at an early final Eclipse, the ordinal rate (default) or the final rate."""
    for rate_option, rate in (("ordinal", 4), ("final", 2)):
        s = blank(completion_rate=rate_option)
        s.completed = s.final = True
        s.ptrack[RED] = 2
        s.cocoa[RED] = 1
        eclipse(s)
        play(s, "pay 1")
        assert s.vp[RED] == 4 + 2 * rate
        assert s.is_terminal()


def test_winner_tie_breaks():
    """§3.5: VP, then cocoa, then the lowest order token (dark variant: the highest)."""
    for dark, winner in ((False, BLUE), (True, BLACK)):
        s = blank(dark_eclipse=dark)
        s.vp = [5, 9, 9, 9]
        s.cocoa = [9, 3, 1, 3]
        s.over = True
        assert s.winners() == [winner]
    s = blank()
    s.vp = [5, 9, 9, 8]
    s.cocoa = [0, 1, 2, 0]
    s.over = True
    assert s.winners() == [YELLOW]


def test_dark_eclipse_right_after_the_triggering_turn():
    """§7.2: the Eclipse follows the turn that moved the light disc onto the dark one, and
    play goes on with the next seat."""
    s = blank(dark_eclipse=True)
    s.light = s.dark - 1
    w = die(s, BLUE, 0, D.FOREST, 5)
    give(s, BLUE, D.D_POWERUP2)
    play(s, "unlock free")
    play(s, "use powerup2", "up forest 5", "5vp")
    assert s.wboard[w] == D.PALACE
    play(s, "unlock free")  # (the 2nd power-up went to the only kind of die left)
    assert s.eclipses == 1 and s.current_player() == YELLOW


def test_normal_trigger_by_the_last_player_plays_one_more_round():
    """§3.4: reached during the Last Player's turn: one more full round, then the Eclipse."""
    s = blank()
    s.light = s.dark - 1
    for _ in range(3):
        play(s, "unlock free")
    play(s, "unlock free")  # the Last Player's turn end reaches the dark disc
    assert s.light == s.dark and s.eclipses == 0
    for _ in range(3):
        play(s, "unlock free")
    assert s.eclipses == 0
    play(s, "unlock free")
    assert s.eclipses == 1 and s.current_player() == RED


def test_salary_comes_after_the_scoring_and_the_floor_applies_then():
    """§5.1 order: steps 1–5 score first, then the salary: 5 VP from the Avenue, then 3
    unpaid cocoa (−9) leave 0 VP (had the salary come first, 5 would remain)."""
    s = blank()
    s.avenue[RED] = 1  # no Building taken: multiplier 5
    s.wboard[0] = s.wboard[1] = D.FOREST  # 3 dice in play
    eclipse(s)
    assert s.vp[RED] == 0


def test_avenue_multiplier_is_the_lowest_visible_building_value():
    """§4.9, §6.B.6: with k Buildings taken the multiplier is the value of space k."""
    for taken, multiplier in ((0, 5), (1, 5), (2, 4), (4, 3), (7, 2), (10, 1), (11, 1)):
        s = blank()
        s.buildings, s.nobles = taken, [min(taken, 5), max(0, min(taken - 5, 4)),
                                        max(0, taken - 9)]
        s.avenue[RED] = 2
        s.cocoa[RED] = 1
        eclipse(s)
        assert s.vp[RED] == 2 * multiplier


def test_light_disc_stops_on_the_dark_disc_and_one_eclipse_per_turn():
    """§3.3: movement past the dark disc is lost; more Ascensions in the turn trigger
    nothing more."""
    s = blank()
    s.light = s.dark - 1
    for slot in (0, 1):
        die(s, RED, slot, D.FOREST, 5)
    give(s, RED, D.D_POWERUP2)
    play(s, "use powerup2", "up forest 5", "5vp", "up forest 5", "5vp")
    assert s.light == s.dark and s.countdown == 2 and s.avenue[RED] == 2
