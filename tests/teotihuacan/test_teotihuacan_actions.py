"""The turn (spec §3.2, §4.2), the three actions (§4.3–§4.5), power-ups and Ascension
(§4.6–§4.7), temples and tracks (§4.8–§4.10). Printed first-game ring, clockwise: Palace,
Quarry, Alchemy, Forest, Construction, Decorations, Nobles, Gold Deposits."""

import pytest
from teotihuacan_helpers import (
    BLUE,
    RED,
    YELLOW,
    blank,
    die,
    give,
    legal,
    play,
    res,
    show_decoration_tile,
    show_pyramid_tile,
    stock,
    temple,
)

from meeple.games.teotihuacan import data as D
from meeple.games.teotihuacan import state as S

FOREST_SPACE, QUARRY_SPACE, GOLD_SPACE, DECO_SPACE = 3, 4, 5, 6


# -- the turn -------------------------------------------------------------------------------


def test_move_one_to_three_boards_clockwise():
    """§4.2: a die moves 1, 2 or 3 boards clockwise, wrapping past the Palace."""
    s = blank()
    die(s, RED, 0, D.NOBLES)
    play(s, "move nobles 1")
    assert legal(s) == ["to palace", "to quarry", "to gold"]


def test_identical_dice_are_one_choice():
    """Two dice on the same board with the same power are interchangeable."""
    s = blank()
    die(s, RED, 0, D.FOREST, 2)
    die(s, RED, 1, D.FOREST, 2)
    die(s, RED, 3, D.FOREST, 3)
    assert [m for m in legal(s) if m.startswith("move")] == \
        ["move forest 2", "move palace 1", "move forest 3"]


def test_locked_dice_cannot_move_and_unlock_options():
    """§3.2, §4.1: locked dice stay; the free unlock ends the turn; 3 cocoa unlocks and the
    turn goes on."""
    s = blank()
    die(s, RED, 0, D.FOREST, space=FOREST_SPACE)
    res(s, RED, cocoa=3)
    assert legal(s) == ["move palace 1", "unlock free", "unlock pay"]
    play(s, "unlock pay")
    assert s.cocoa[RED] == 0 and s.wlock[0] == -1 and s.worship[FOREST_SPACE] == -1
    assert s.current_player() == RED and "move forest 1" in legal(s)
    s = blank()
    die(s, RED, 0, D.FOREST, space=FOREST_SPACE)
    play(s, "unlock free")
    assert s.wlock[0] == -1 and s.current_player() == BLUE


def test_last_player_moves_the_calendar():
    """§3.2: the Last Player's turn end moves the light disc 1."""
    s = blank()
    for _ in range(3):
        play(s, "unlock free")
        assert s.light == 0
    play(s, "unlock free")
    assert s.light == 1 and s.current_player() == RED


# -- Collect Cocoa and Worship ---------------------------------------------------------------


def test_collect_cocoa_counts_own_earlier_die():
    """§4.1, §9.1.15: your own unlocked die already there counts as a colour."""
    s = blank()
    die(s, RED, 0, D.QUARRY)
    die(s, RED, 1, D.PALACE)
    res(s, RED, cocoa=4)
    play(s, "move palace 1", "to quarry", "collect")
    assert s.cocoa[RED] == 4 + 2


@pytest.mark.parametrize("board,space,temple_id", [
    (D.FOREST, FOREST_SPACE, D.RED), (D.QUARRY, QUARRY_SPACE, D.GREEN),
    (D.GOLD_DEPOSITS, GOLD_SPACE, D.BLUE)])
def test_worship_panel_temples(board, space, temple_id):
    """§4.4, §6.B.10: Forest → red, Quarry → green, Gold Deposits → blue."""
    s = blank()
    die(s, RED, 0, board)
    die(s, RED, 1, board)
    res(s, RED, cocoa=2)
    play(s, f"move {D.BOARD_NAMES[board]} 1")
    s.stack[-1] = (S.F_ACTION, RED, board, 1, 0, -1)  # as if arriving from elsewhere
    s.touch()
    play(s, "worship", "effect")
    if temple_id == D.BLUE:
        play(s, "gold")
    assert temple(s, RED, temple_id) == 1
    assert s.wlock[0] == space


def test_worship_on_decorations_any_temple():
    s = blank()
    die(s, RED, 0, D.CONSTRUCTION)
    res(s, RED, cocoa=2)
    play(s, "move construction 1", "to decorations", "worship", "effect")
    assert legal(s) == ["blue", "red", "green"]
    play(s, "red")
    assert temple(s, RED, D.RED) == 1 and s.vp[RED] == 1


def test_worship_cannot_displace_own_die():
    """§4.4 step 1: a space holding your own die cannot be chosen."""
    s = blank()
    die(s, RED, 0, D.QUARRY, space=QUARRY_SPACE)
    die(s, RED, 1, D.PALACE)
    res(s, RED, cocoa=5)
    play(s, "move palace 1", "to quarry")
    assert "worship" not in legal(s)


def test_worship_tile_only_and_not_on_the_palace():
    """§4.4 step 2: (b) takes the slot's tile, paying its cost; not allowed on the Palace."""
    s = blank()
    die(s, RED, 0, D.PALACE)
    res(s, RED, cocoa=2)
    s.disc_stack.append(s.slots[2])
    s.disc_stack.remove(D.D_VP4)
    s.slots[2] = D.D_VP4  # costs 1 wood
    play(s, "move palace 1", "to quarry", "worship")
    assert legal(s) == ["effect", "both"]  # no wood for the tile alone
    s = blank()
    die(s, RED, 0, D.GOLD_DEPOSITS)
    res(s, RED, cocoa=2)
    play(s, "move gold 1", "to palace", "worship cocoa")
    assert legal(s) == ["effect", "both"]


def test_worship_payments_come_before_benefits():
    """§4.4 step 3: 1 cocoa cannot pay for the displacement and the both-option, even if the
    worship would give cocoa back."""
    s = blank()
    die(s, BLUE, 0, D.QUARRY, space=QUARRY_SPACE)
    die(s, RED, 0, D.PALACE)
    res(s, RED, cocoa=1)
    free = next(k for k in (D.D_BLUE, D.D_RED, D.D_GREEN, D.D_RES2) if k in s.disc_stack)
    s.disc_stack.append(s.slots[2])
    s.disc_stack.remove(free)
    s.slots[2] = free  # a free tile
    play(s, "move palace 1", "to quarry", "worship")
    assert legal(s) == ["effect", "tile"]


def test_palace_worship_uses_the_locked_die_power():
    """§4.4, §6.A.3: R-Cocoa gives P + 1 cocoa with P the power of the die placed."""
    s = blank()
    die(s, RED, 0, D.GOLD_DEPOSITS, power=4)
    res(s, RED, cocoa=1)
    play(s, "move gold 4", "to palace", "worship cocoa", "effect")
    assert s.cocoa[RED] == 1 + 5


# -- Main Actions ------------------------------------------------------------------------------


@pytest.mark.parametrize("board,count,power,expected", [
    (D.FOREST, 1, 1, ((0, 0, 0), 1, 0)),
    (D.FOREST, 3, 4, ((4, 0, 0), 5, 0)),
    (D.QUARRY, 2, 4, ((0, 3, 0), 0, 2)),
    (D.QUARRY, 3, 2, ((0, 3, 0), 0, 3)),
    (D.GOLD_DEPOSITS, 1, 1, ((0, 0, 0), 0, 1)),
    (D.GOLD_DEPOSITS, 3, 1, ((0, 0, 2), 1, 0)),
])
def test_resource_board_tables(board, count, power, expected):
    """§4.5.1, §6.B.4: row = workers (with the arriving one), column = lowest power."""
    s = blank()
    for slot in range(count - 1):
        die(s, RED, slot, board, power)
    start = s.ring[(s.where[board] - 1) % 8]  # the board just before it
    die(s, RED, 3, start, power)
    res(s, RED, cocoa=1)
    play(s, f"move {D.BOARD_NAMES[start]} {power}", f"to {D.BOARD_NAMES[board]}", "main")
    cocoa_after_cost = 1 - (1 if count > 1 else 0)
    resources, cocoa, vp = expected
    assert stock(s, RED) == resources
    assert s.cocoa[RED] == cocoa_after_cost + cocoa
    assert s.vp[RED] == vp


def test_gold_deposits_three_workers_give_temples():
    s = blank()
    die(s, RED, 0, D.GOLD_DEPOSITS, 2)
    die(s, RED, 1, D.GOLD_DEPOSITS, 3)
    die(s, RED, 3, D.NOBLES, 5)
    res(s, RED, cocoa=1)
    play(s, "move nobles 5", "to gold", "main")
    assert stock(s, RED) == (0, 0, 3)
    assert legal(s) == ["blue", "red", "green"]
    play(s, "green")
    assert temple(s, RED, D.GREEN) == 1


def test_three_workers_give_an_optional_second_power_up():
    """§4.5.1, §9.2.3: the first power-up is mandatory, the second optional."""
    s = blank()
    die(s, RED, 0, D.FOREST, 2)
    die(s, RED, 1, D.FOREST, 3)
    die(s, RED, 3, D.ALCHEMY, 4)
    res(s, RED, cocoa=1)
    play(s, "move alchemy 4", "to forest", "main")
    assert "skip" not in legal(s)
    play(s, "up forest 2")
    assert "skip" in legal(s)
    play(s, "up forest 3")
    assert sorted(s.wpower[w] for w in (0, 1, 3)) == [3, 4, 4]


def test_main_action_needs_the_cocoa_and_a_full_effect():
    """§4.5: no Main Action without the colour-count cocoa or the means to resolve it."""
    s = blank()
    die(s, YELLOW, 0, D.NOBLES)
    die(s, RED, 0, D.DECORATIONS)
    res(s, RED, wood=2, cocoa=0)
    play(s, "move decorations 1", "to nobles")
    assert s.log()[-1] == "Red collects 2 cocoa on the Nobles (only choice)"
    s = blank()
    die(s, RED, 0, D.DECORATIONS)
    res(s, RED, wood=1, cocoa=3)
    play(s, "move decorations 1", "to nobles")
    assert "main" not in legal(s)


def test_alchemy_rewards_earlier_owners_and_uses_the_column_temple():
    """§4.5.2: 3 VP to every other owner; the column's temple; no tile twice."""
    s = blank()
    index = 1  # top row, centre column: red
    s.techs[BLUE] = 1 << index
    s.tech_ids[BLUE] = 1 << s.tech_display[index]
    s.tech_owners[index] = 1 << BLUE
    die(s, RED, 0, D.QUARRY)
    res(s, RED, gold=3)
    play(s, "move quarry 1", "to alchemy", "main")
    name = D.TECH_NAMES[s.tech_display[index]]
    play(s, f"tech {name}")
    assert s.vp[BLUE] == 3 and temple(s, RED, D.RED) == 1
    assert s.res[2] == 3 - D.TECH_COST[s.tech_display[index]]
    assert s.vp[RED] == 1  # T-AlchNob pays from the next Alchemy/Nobles action on


def test_alchemy_single_low_worker_only_top_row():
    """§4.5.2: one worker of power 1–3 may take a top-row Technology only."""
    s = blank()
    die(s, RED, 0, D.QUARRY, 3)
    res(s, RED, gold=5)
    play(s, "move quarry 3", "to alchemy", "main")
    assert len(s.legal_actions()) == 3
    assert legal(s) == [f"tech {D.TECH_NAMES[t]}" for t in s.tech_display[:D.TECH_PER_ROW]]


def test_nobles_full_row_falls_back_to_a_row_above():
    """§4.5.3, §9.2.17: 2 workers with the middle row full build on top; 3 workers choose."""
    s = blank()
    s.nobles, s.buildings = [0, 4, 0], 4
    die(s, RED, 0, D.NOBLES)
    die(s, RED, 1, D.DECORATIONS)
    res(s, RED, wood=2, cocoa=1)
    play(s, "move decorations 1", "to nobles", "main")
    assert s.nobles == [1, 4, 0] and s.vp[RED] == 3
    s = blank()
    s.nobles, s.buildings = [1, 1, 3], 5
    die(s, RED, 0, D.NOBLES)
    die(s, RED, 1, D.NOBLES)
    die(s, RED, 3, D.DECORATIONS)
    res(s, RED, wood=2, cocoa=1)
    play(s, "move decorations 1", "to nobles", "main")
    assert legal(s) == ["top row", "middle row"]
    play(s, "middle row")
    assert s.vp[RED] == 4


def test_decoration_cost_falls_with_workers():
    """§4.5.4: 3 / 2 / 1 gold for 1 / 2 / 3 workers."""
    for count, cost in ((1, 3), (2, 2), (3, 1)):
        s = blank()
        for slot in range(count - 1):
            die(s, RED, slot, D.DECORATIONS)
        die(s, RED, 3, D.CONSTRUCTION)
        res(s, RED, gold=3, cocoa=1)
        play(s, "move construction 1", "to decorations", "main")
        play(s, legal(s)[0], "space top 1")
        assert s.res[2] == 3 - cost
        assert s.vp[RED] >= 3 and s.ptrack[RED] == 1


def test_decoration_spaces_need_layers_and_the_lower_decoration():
    """§4.5.4, §6.B.11: "2" needs base squares 1, 2 and the "1" Decoration, etc."""
    s = blank()
    assert s._deco_spaces() == [0, 4, 8, 12]
    s.deco[0] = s.deco_stack.pop()
    assert 1 in s._deco_spaces()  # base squares 1 and 2 are pre-built for 4 players
    s.pyr[1], s.pyr[2] = -1, -1
    assert 1 not in s._deco_spaces()


def test_construction_positions_need_four_supports():
    """§4.5.5: level 2 over four level-1 tiles."""
    s = blank()
    res(s, RED, wood=5, stone=5)
    positions = s._pyr_positions(RED, 0)
    assert all(p < 16 for p in positions)  # no 2×2 block of the 4-player pattern is complete
    for square in (0, 1, 4, 5):
        if s.pyr[square] < 0:
            s.pyr[square] = s.pyr_stack.pop()
    assert 16 in s._pyr_positions(RED, 0)
    res(s, RED, wood=0, stone=2)
    assert 16 not in s._pyr_positions(RED, 0)


def test_construction_one_tile_per_worker_then_stop():
    """§4.5.5, §9.1.4: 1..N tiles; the display is refilled only at the end."""
    s = blank()
    die(s, RED, 0, D.CONSTRUCTION)
    die(s, RED, 1, D.FOREST)
    res(s, RED, stone=4, cocoa=1)
    play(s, "move forest 1", "to construction", "main")
    play(s, legal(s)[0], "at 1:11", "rotate 0")
    assert s.pyr_display.count(-1) == 1
    assert "stop" in legal(s)
    play(s, legal(s)[0], "at 1:14", "rotate 0")
    assert s.pyr_display.count(-1) == 0
    assert s.ptrack[RED] == 2 and s.res[1] == 0


def test_blank_quadrants_match_only_with_the_option():
    """§9.2.11: blank over blank scores 1 VP only with blank_match."""
    for blank_match, vp in ((False, 1), (True, 1 + 4)):
        s = blank(blank_match=blank_match)
        for cell in (0, 1, 8, 9):
            s.grid[cell] = 0
        s.pyr_display[0] = 30  # an all-blank tile
        die(s, RED, 0, D.FOREST)
        res(s, RED, stone=2)
        play(s, "move forest 1", "to construction", "main", "tile 1 ----", "at 1:11",
             "rotate 0")
        assert s.vp[RED] == vp


def test_completing_the_pyramid_sets_off_the_final_eclipse():
    """§3.3, §3.5: the level-4 tile moves the light disc onto the dark disc; final Eclipse."""
    s = blank()
    for p in range(29):
        if s.pyr[p] < 0:
            s.pyr[p] = s.pyr_stack.pop()
    die(s, RED, 0, D.FOREST)
    res(s, RED, wood=3, stone=2)
    play(s, "move forest 1", "to construction", "main")
    play(s, legal(s)[0], "rotate 0")  # the top is the only square left
    assert s.completed and s.final and s.light == s.dark and s.countdown == 2
    assert s.vp[RED] >= 7


# -- power-ups and Ascension ---------------------------------------------------------------------


def _ascending():
    s = blank()
    w = die(s, RED, 0, D.FOREST, 5)
    die(s, RED, 1, D.FOREST, 5)
    give(s, RED, D.D_POWERUP2)
    res(s, RED, cocoa=3)
    play(s, "use powerup2", "up forest 5")
    return s, w


def test_ascension_moves_the_die_to_the_palace_and_advances_avenue_and_calendar():
    """§4.7: +1 Avenue, power 1 on the Palace, +1 light disc, a reward."""
    s, w = _ascending()
    assert s.wboard[w] == D.PALACE and s.wpower[w] == 1
    assert s.avenue[RED] == 1 and s.light == 1
    assert legal(s) == ["5vp", "5cocoa", "temple", "2temples", "4thworker"]


@pytest.mark.parametrize("reward,check", [
    ("5vp", lambda s: s.vp[RED] == 5),
    ("4thworker", lambda s: s.cocoa[RED] == 5 and s.wboard[3] == D.PALACE),
    ("5cocoa", lambda s: s.cocoa[RED] == 8),
    ("2temples", lambda s: s.cocoa[RED] == 0),
])
def test_ascension_rewards(reward, check):
    s, _ = _ascending()
    play(s, reward)
    assert check(s)


def test_ascension_two_temples_and_one_temple():
    s, _ = _ascending()
    play(s, "2temples", "red", "red")
    assert temple(s, RED, D.RED) == 2
    s, _ = _ascending()
    play(s, "temple", "green")
    assert temple(s, RED, D.GREEN) == 1


def test_ascension_fourth_worker_only_with_three_in_play():
    """§4.7: the 4th die (power 3) joins at the Palace with 2 cocoa, if 3 dice are in play."""
    s = blank()
    die(s, RED, 0, D.FOREST, 5)
    die(s, RED, 1, D.FOREST, 1)
    s.wboard[3], s.wpower[3] = 0, 3  # the 4th die waits on the circle
    give(s, RED, D.D_POWERUP2)
    play(s, "use powerup2", "up forest 5")
    assert "4thworker" in legal(s)
    play(s, "4thworker")
    assert s.wboard[3] == D.PALACE and s.wpower[3] == 3 and s.cocoa[RED] == 2
    s, _ = _ascending()
    s.wboard[3] = D.NOBLES  # the 4th die is already in play, not on the circle
    s.touch()
    assert "4thworker" not in legal(s)


# -- temples, Avenue, Pyramid track -------------------------------------------------------------


@pytest.mark.parametrize("temple_id,step,reward", [
    (D.BLUE, 1, "res"), (D.BLUE, 7, ("vp", 2)), (D.RED, 9, ("vp", 5)),
    (D.GREEN, 8, ("cocoa", 3)), (D.BLUE, 11, ("vp", 6)), (D.RED, 11, ("vp", 7)),
    (D.GREEN, 11, ("vp", 5)), (D.RED, 10, None)])
def test_temple_step_rewards(temple_id, step, reward):
    """§4.8, §6.B.2: the reward of the step reached (step 10 gives none)."""
    s = blank()
    s.temple[temple_id] = step - 1
    s._advance_temple(RED, temple_id)
    assert temple(s, RED, temple_id) == step
    if reward == "res":
        s.touch()
        assert s.stack[-1][0] == S.F_RES
    elif reward is None:
        assert s.vp[RED] == 0 and s.cocoa[RED] == 0
    else:
        kind, amount = reward
        assert (s.vp[RED] if kind == "vp" else s.cocoa[RED]) == amount


def test_major_step_tile_or_printed_reward():
    """§4.8: a major step offers one of its tiles (paid) or its printed reward."""
    s = blank()
    s.temple[D.RED] = 4
    s.major[1] = [D.D_VP4, D.D_MASK4]
    res(s, RED, wood=1)
    s._advance_temple(RED, D.RED)
    s.touch()
    assert legal(s) == ["claim mask4", "claim vp4", "decline"]
    play(s, "decline")
    assert s.vp[RED] == 2 and s.major[1] == [D.D_VP4, D.D_MASK4]


def test_temple_top_holds_one_seat():
    """§4.8, §9.2.23: the top step only if nobody is there; otherwise the advance is lost."""
    s = blank()
    s.temple[3 * BLUE + D.GREEN] = 11
    s.temple[D.GREEN] = 10
    s._advance_temple(RED, D.GREEN)
    assert temple(s, RED, D.GREEN) == 10 and s.cocoa[RED] == 0


def test_avenue_steps_offer_tiles_and_stop_at_nine():
    """§4.9: a step with tiles offers one (optional); the maximum is 9."""
    s = blank()
    s.avenue[RED] = 2
    res(s, RED, cocoa=1)
    s._advance_avenue(RED)
    s.touch()
    assert "decline" in legal(s) and s.stack[-1][2] == S.SRC_AVENUE
    s.avenue[RED] = 9
    s.stack = []
    s._advance_avenue(RED)
    assert s.avenue[RED] == 9 and s.stack == []


def test_pyramid_track_caps_at_nine():
    s = blank()
    s.ptrack[RED] = 9
    s._advance_pyramid_track(RED)
    assert s.ptrack[RED] == 9


def test_paid_unlock_at_the_end_of_the_turn():
    """§4.1, §9.2.22: the 3-cocoa unlock may come after the action, even for the die just
    locked."""
    s = blank()
    die(s, RED, 0, D.PALACE)
    res(s, RED, cocoa=4)
    play(s, "move palace 1", "to quarry", "worship", "effect")
    assert legal(s) == ["unlock pay", "end turn"]
    play(s, "unlock pay")
    assert s.wlock[0] == -1 and s.wboard[0] == D.QUARRY and s.current_player() == BLUE


def test_rotation_turns_the_quadrants_clockwise():
    """§6.B.11: a quarter turn moves each quadrant one place on (TL → TR → BR → BL)."""
    s = blank()
    for cell in (0, 1, 9, 8):
        s.grid[cell] = 0
    s.pyr[0] = -1
    tile = next(t for t in (18, 19, 20) if t in s.pyr_stack)  # one icon, three blanks
    show_pyramid_tile(s, tile)
    quads = D.PYRAMID_TILES[tile]
    die(s, RED, 0, D.FOREST)
    res(s, RED, stone=2)
    name = "".join(D.ICON_CHARS[i] for i in quads)
    play(s, "move forest 1", "to construction", "main", f"tile 1 {name}", "at 1:11", "rotate 1")
    assert [s.grid[c] for c in (0, 1, 9, 8)] == [quads[3], quads[0], quads[1], quads[2]]
    assert not s.invariant_errors()


def test_matching_in_every_rotation():
    """§4.5.5: each quarter turn matches icon types (case apart); only a coloured icon on
    the new tile advances its temple, whatever the colour of the covered one. Tile 29
    (g r g R) over r G b g (r0c0, r0c1, r1c1, r1c0)."""
    cases = {0: (0, 0), 1: (3, 1), 2: (0, 0), 3: (3, 0)}  # rotation: matches, red steps
    for rotation, (matches, red) in cases.items():
        s = blank()
        s.grid[0], s.grid[1], s.grid[9], s.grid[8] = 2, 7, 1, 3
        show_pyramid_tile(s, 29)
        die(s, RED, 0, D.FOREST)
        res(s, RED, stone=2)
        play(s, "move forest 1", "to construction", "main", "tile 1 grgR", "at 1:11",
             f"rotate {rotation}")
        assert s.vp[RED] == 1 + matches + (1 if red else 0)  # red step 1 gives 1 VP
        assert temple(s, RED, D.RED) == red
        assert not s.invariant_errors()


def test_each_upper_square_sits_over_the_meeting_point_of_its_four_supports():
    """§6.B.11: a level-k tile's 4 quadrants lie on 4 different tiles of the level below,
    one quadrant on each (so a tile covers icons of 4 tiles)."""
    for level, _, _, cells, supports in D.POSITIONS:
        if level == 0:
            continue
        owners = []
        for cell in cells:
            under = [p for p in supports if cell in D.POSITIONS[p][3]]
            assert len(under) == 1
            owners.append(under[0])
        assert sorted(owners) == sorted(supports)


@pytest.mark.parametrize("space,tile,matches", [
    ("left 1", 4, 2), ("left 1", 0, 0),      # printed r b (clockwise: bottom to top)
    ("bottom 1", 1, 1), ("bottom 1", 5, 0),  # printed - b (right to left)
    ("right 2", 0, 2), ("right 2", 4, 0),    # r3c7 b, r4c7 r (top to bottom)
])
def test_decoration_icons_read_clockwise_on_every_side(space, tile, matches):
    """§6.B.11: a Decoration's two icons and the icons it covers are both read clockwise
    around the pyramid, so the side decides which icon lies over which (tile 0: B R,
    1: - B, 4: R B, 5: B -)."""
    s = blank()
    s.deco[4] = s.deco_stack.pop()  # right "1" decorated (base squares 7, 11 are built)
    s.grid[3 * 8 + 7], s.grid[4 * 8 + 7] = 1, 2  # the right "2" covers b (r3c7), r (r4c7)
    show_decoration_tile(s, tile)
    die(s, RED, 0, D.CONSTRUCTION)
    res(s, RED, gold=3)
    icons = "".join(D.ICON_CHARS[i] for i in D.DECORATION_TILES[tile])
    play(s, "move construction 1", "to decorations", "main", f"decoration {icons}",
         f"space {space}")
    red_steps = temple(s, RED, D.RED)  # each pays 1 VP
    assert s.vp[RED] == 3 + matches + red_steps
    assert temple(s, RED, D.BLUE) + red_steps + temple(s, RED, D.GREEN) == matches
    assert not s.invariant_errors()
