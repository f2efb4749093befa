"""Solo mode against the Teotibot (spec §7.3): setup, the bot's turn, the general rule
changes, its Eclipse and final scoring, winning, the difficulty options, the protocol."""

import json
import random

import pytest
from teotihuacan_helpers import (
    BOT,
    GAME,
    bot_dice,
    bot_turn,
    bot_worship,
    dice_of,
    die,
    legal,
    new,
    play,
    res,
    roll_seed,
    solo,
    stock,
    temple,
)

import meeple
from meeple.core import BadOption, BadState
from meeple.games.teotihuacan import data as D
from meeple.games.teotihuacan import state as S
from meeple.games.teotihuacan import teotibot as T

CON, DEC, ALC, NOB, MAS, WOR, MSK = range(7)
UL, UR = D.DIR_UL, D.DIR_UR


# -- setup (§7.3.1) ------------------------------------------------------------------------------


def test_setup_gives_the_bot_its_stocks_tracks_technology_and_dice():
    """§7.3.1: 2 gold, 2 stone, 2 wood, no cocoa; step 1 of each temple and of the Avenue
    without rewards; a marker on the top-right Technology without a temple step; dice on
    Gold Deposits, Nobles, Construction at power 2 and locked on Decorations at power 1."""
    s = new(1, seed=4)
    assert stock(s, BOT) == (2, 2, 2) and s.cocoa[BOT] == 0 and s.vp[BOT] == 0
    assert [temple(s, BOT, t) for t in range(3)] == [1, 1, 1]
    assert s.avenue[BOT] == 1 and s.ptrack[BOT] == 0
    assert s.tech_owners == [0, 0, 1 << BOT, 0, 0, 0]
    assert dice_of(s, BOT) == [("construction", 2, False), ("decorations", 1, True),
                               ("gold", 2, False), ("nobles", 2, False)]
    assert s.worship[D.PANEL_SPACE[D.DECORATIONS]] == 4 * BOT + 3


def test_setup_is_a_two_player_game_with_the_human_first():
    """§7.3.1, §2.4: dark disc 10, two neutral colours, the 2-player Discovery counts and
    pre-built pyramid; the human is First Player with 1 cocoa."""
    s = new(1, seed=4)
    assert s.dark == 10 and s.ncol == 4
    assert [len(p) for p in s.major] == [2, 3, 1, 2]
    assert sum(1 for t in s.pyr if t >= 0) == 14
    assert s.cocoa[0] == 1 and s.current_player() == 0
    while s.stack[-1][0] != S.F_TURN:  # the neutral dice arrive after the setup (§2.3 step 8)
        s.apply(s.legal_actions()[0])
    assert all(s.wboard[w] > 0 for w in range(8, 11)) and all(s.wboard[w] > 0
                                                              for w in range(12, 15))


def test_action_pyramid_and_direction_tiles_at_setup():
    """§7.3.1: 6 random Action tiles in the pyramid, the 7th spare; each Direction tile on a
    random side, independently (all four pairs occur)."""
    pairs = set()
    for seed in range(40):
        s = new(1, seed=seed)
        assert sorted(s.apyr) == list(range(7))
        pairs.add(tuple(s.dirs))
    assert pairs == {(UL, UL), (UL, UR), (UR, UL), (UR, UR)}


def test_solo_draft_picks_two_of_the_two_player_display():
    """`start_draft` in solo (spec: n/a): you take 2 of the 6 face-up tiles."""
    s = new(1, seed=3, start_draft=True)
    assert len(s.draft) == 6
    first = legal(s)[0]
    play(s, first)
    assert len(s.draft) == 5 and s.current_player() == 0
    play(s, legal(s)[0])
    assert len(s.start_tiles[0]) == 2 and len(s.draft) == 4


# -- the bot's turn (§7.3.3) ----------------------------------------------------------------------


def test_dice_sum_selects_the_pyramid_slot():
    """§7.3.1 table: 2–3 slot 4, 4–5 slot 2, 6–8 slot 1, 9–10 slot 3, 11–12 slot 6."""
    expected = {2: 4, 3: 4, 4: 2, 5: 2, 6: 1, 7: 1, 8: 1, 9: 3, 10: 3, 11: 6, 12: 6}
    assert {total: D.DICE_SLOT[total] for total in range(2, 13)} == expected
    s = solo()
    s.apyr = [MSK, WOR, MAS, NOB, ALC, DEC, CON]
    bot_turn(s, 6, 6)
    assert "Teotibot rolls 6+6=12: slot 6, Decorations" in s.log()
    assert s.roll == [6, 6]


@pytest.mark.parametrize("slot,dirs,after", [
    (1, (UL, UL), [2, 1, 5, 3, 4, 6, 0]),   # 3→1, 6→3, spare→6
    (1, (UL, UR), [2, 1, 4, 3, 6, 5, 0]),   # 3→1, 5→3, spare→5
    (1, (UR, UL), [1, 4, 2, 3, 6, 5, 0]),   # 2→1, 5→2, spare→5
    (1, (UR, UR), [1, 3, 2, 6, 4, 5, 0]),   # 2→1, 4→2, spare→4
    (2, (UL, UR), [0, 4, 2, 3, 6, 5, 1]),   # 5→2, spare→5 (the bottom tile is not used)
    (2, (UR, UL), [0, 3, 2, 6, 4, 5, 1]),   # 4→2, spare→4
    (3, (UL, UR), [0, 1, 5, 3, 4, 6, 2]),   # 6→3, spare→6
    (3, (UR, UL), [0, 1, 4, 3, 6, 5, 2]),   # 5→3, spare→5
    (4, (UL, UL), [0, 1, 2, 6, 4, 5, 3]),   # a bottom slot: the spare goes straight in
    (6, (UR, UR), [0, 1, 2, 3, 4, 6, 5]),
])
def test_pyramid_slides_as_the_direction_tiles_show(slot, dirs, after):
    """§7.3.3 step 3, the slide table case by case: tile k starts in slot k+1, tile 6 is the
    spare; the activated tile becomes the spare."""
    s = solo()
    s.apyr = [0, 1, 2, 3, 4, 5, 6]
    s.dirs = list(dirs)
    T.slide_pyramid(s, slot)
    assert s.apyr == after


def test_direction_tiles_turn_over_every_turn():
    """§7.3.3 step 4: (X, Y) → (Y, X̄) → (X̄, Ȳ) → (Ȳ, X) → (X, Y)."""
    s = solo()
    s.dirs = [UL, UL]
    seen = []
    for _ in range(4):
        T.turn_direction_tile(s)
        seen.append(tuple(s.dirs))
    assert seen == [(UL, UR), (UR, UR), (UR, UL), (UL, UL)]


def test_worked_example_action_pyramid_before_and_after():
    """§7.3.3 worked example (constructed by the spec; the book's picture is lost): rolls
    3+4, 1+3, 5+6 from Mas Nob Wor / Alc Con Dec, spare Msk, Direction tiles UL over UR."""
    s = solo()
    s.apyr = [MAS, NOB, WOR, ALC, CON, DEC, MSK]
    s.dirs = [UL, UR]
    bot_turn(s, 3, 4)
    assert s.apyr == [WOR, NOB, CON, ALC, MSK, DEC, MAS] and s.dirs == [UR, UR]
    bot_turn(s, 1, 3)
    assert s.apyr == [WOR, ALC, CON, MAS, MSK, DEC, NOB] and s.dirs == [UR, UL]
    bot_turn(s, 5, 6)
    assert s.apyr == [WOR, ALC, CON, MAS, MSK, NOB, DEC] and s.dirs == [UL, UL]
    assert "Teotibot rolls 3+4=7: slot 1, Mastery" in s.log()
    assert "Teotibot rolls 1+3=4: slot 2, Nobles" in s.log()
    assert "Teotibot rolls 5+6=11: slot 6, Decorations" in s.log()


def test_cocoa_becomes_vp_once_per_turn():
    """§7.3.3 step 5: 10+ cocoa → discard 10 for 3 VP, once."""
    s = solo()
    s.apyr = [WOR, ALC, CON, MAS, MSK, NOB, DEC]
    s.cocoa[BOT] = 23
    bot_turn(s, 3, 3)  # Worship: 2 steps on the blue temple (resources only)
    assert s.cocoa[BOT] == 13 and s.vp[BOT] == 3
    s.apyr = [WOR, ALC, CON, MAS, MSK, NOB, DEC]
    bot_worship(s, D.DECORATIONS)
    s.cocoa[BOT] = 9
    bot_turn(s, 3, 3)
    assert s.cocoa[BOT] == 9 and s.vp[BOT] == 3


def test_the_bot_turn_moves_the_calendar_and_the_human_turn_does_not():
    """§7.3.3 step 6, §3.3: the light disc advances after the bot's turn (the Last Player)."""
    s = solo()
    light = s.light
    s.rng_seed = roll_seed(1, 1)
    play(s, "move palace 1", "to quarry")
    assert s.light == light and s.current_player() == 0 and s.stack[-1][0] == S.F_ACTION
    play(s, "collect")
    assert s.light == light + 1
    assert s.stack[-1] == (S.F_TURN, 0) and s.turn == 0


def test_eclipse_after_the_calendar_reaches_the_dark_disc_on_the_bots_turn():
    """§3.4: reached during the Last Player's (bot's) turn: one more full round, then the
    Eclipse; the bot pays no salary."""
    s = solo()
    s.light = s.dark - 1
    s.apyr = [WOR, ALC, CON, MAS, MSK, NOB, DEC]
    bot_turn(s, 3, 3)
    assert s.light == s.dark and s.countdown == 1 and s.eclipses == 0
    s.apyr = [WOR, ALC, CON, MAS, MSK, NOB, DEC]
    bot_turn(s, 3, 3)
    assert s.eclipses == 1 and s.light == 0 and s.dark == 9
    assert "  Teotibot pays no salary" in s.log()


# -- the general rule changes (§7.3.2) ------------------------------------------------------------


def test_display_slides_after_your_construction():
    """§7.3.2: the Pyramid display is not refilled in place: tiles slide left, new ones come
    in on the right (after the whole action)."""
    s = solo()
    die(s, 0, 0, D.CONSTRUCTION, 1)
    die(s, 0, 1, D.CONSTRUCTION, 1)
    die(s, 0, 3, D.FOREST, 1)
    res(s, 0, stone=4, cocoa=5)
    a, b, c = s.pyr_display
    top, second = s.pyr_stack[-1], s.pyr_stack[-2]
    play(s, "move forest 1", "to construction", "main")
    play(s, s.action_to_str(S.A.PYR_TILE + 0))
    play(s, "at 1:13", "rotate 0")
    play(s, s.action_to_str(S.A.PYR_TILE + 2), "at 1:14", "rotate 0")
    assert s.pyr_display == [b, top, second]
    assert a in s.pyr and c in s.pyr


def test_display_slides_after_your_decoration():
    s = solo()
    die(s, 0, 0, D.DECORATIONS, 1)
    die(s, 0, 3, D.CONSTRUCTION, 1)
    res(s, 0, gold=3, cocoa=5)
    before = list(s.deco_display)
    top = s.deco_stack[-1]
    play(s, "move construction 1", "to decorations", "main")
    legal_tiles = legal(s)
    play(s, legal_tiles[1], "space top 1")
    assert s.deco_display == [before[0], before[2], before[3], top]


def test_unlocking_the_bots_die_moves_it_to_the_next_empty_worship_space():
    """§7.3.2: you unlock the bot's die on Decorations (1 cocoa): it moves clockwise to the
    next empty temple-panel worship space (Gold Deposits is taken by you: Quarry), and that
    space's effect is not resolved."""
    s = solo()
    die(s, 0, 0, D.GOLD_DEPOSITS, 1, D.PANEL_SPACE[D.GOLD_DEPOSITS])
    die(s, 0, 3, D.CONSTRUCTION, 1)
    res(s, 0, cocoa=2)
    play(s, "move construction 1", "to decorations", "worship", "effect", "blue")
    assert s.worship[D.PANEL_SPACE[D.DECORATIONS]] == 3
    assert s.worship[D.PANEL_SPACE[D.QUARRY]] == 4 * BOT + 3
    assert s.wboard[4 * BOT + 3] == D.QUARRY and s.wlock[4 * BOT + 3] >= 0
    assert [temple(s, BOT, t) for t in range(3)] == [0, 0, 0] and s.cocoa[0] == 1
    assert not s.invariant_errors()


def test_no_empty_worship_space_the_bot_unlocks_your_next_die():
    """§7.3.2, §9.1.11: with every panel space taken, the bot's die unlocks your next die
    clockwise on a panel (Gold Deposits, ring 7) and takes its space."""
    s = solo()
    for slot, board in enumerate((D.GOLD_DEPOSITS, D.QUARRY, D.FOREST)):
        die(s, 0, slot, board, 1, D.PANEL_SPACE[board])
    die(s, 0, 3, D.CONSTRUCTION, 1)
    res(s, 0, cocoa=2)
    play(s, "move construction 1", "to decorations", "worship", "effect", "red")
    assert s.worship[D.PANEL_SPACE[D.GOLD_DEPOSITS]] == 4 * BOT + 3
    assert s.wlock[0] == -1 and s.wboard[0] == D.GOLD_DEPOSITS
    assert not s.invariant_errors()


def test_you_score_when_the_bot_takes_your_technology_and_it_scores_when_you_take_its():
    """§4.5.2 with the bot as the other player: a marker on a tile you (it) own gives 3 VP."""
    s = solo()
    die(s, 0, 0, D.ALCHEMY, 4)
    die(s, 0, 3, D.QUARRY, 1)
    res(s, 0, gold=1, cocoa=5)
    s.tech_owners[2] = 1 << BOT
    s.techs[BOT] = 1 << 2
    play(s, "move quarry 1", "to alchemy", "main")
    play(s, s.action_to_str(S.A.TECH + 2))
    assert s.vp[BOT] == 3


# -- Eclipse and the end (§7.3.6, §7.3.7) -------------------------------------------------------------


def final_eclipse(s):
    """Resolve the final Eclipse right now (the human's salary decision included)."""
    s.eclipses = 2
    s.stack = [(S.A_ECLIPSE, BOT)]
    s._run()
    while not s.is_terminal():
        s.apply(s.legal_actions()[-1])


def test_the_bot_scores_tracks_and_masks_and_pays_no_salary():
    """§7.3.6: the bot scores the Avenue, the Pyramid leader and track, its masks; no salary
    however many dice it has (you pay yours)."""
    s = solo()
    s.eclipses = 0
    s.avenue = [0, 3]
    s.ptrack = [1, 2]
    s.disc[D.DISCOVERY_KINDS * BOT + D.D_MASK4] = 1
    s.disc[D.DISCOVERY_KINDS * BOT + D.D_MASK5] = 1
    s.disc_stack.remove(D.D_MASK4)
    s.disc_stack.remove(D.D_MASK5)
    bot_dice(s, (D.NOBLES, 5), (D.GOLD_DEPOSITS, 5), (D.ALCHEMY, 5))
    s.cocoa[BOT] = 6
    s.stack = [(S.A_ECLIPSE, BOT)]
    s._run()
    # Avenue 3 × 5 + leader 4 + 2 steps × 4 + a set of 2 masks 3 = 30.
    assert s.vp[BOT] == 30 and s.cocoa[BOT] == 6
    # You: 1 step × 4, then a salary of 1 you cannot pay: −3 VP.
    assert s.vp[0] == 4 - 3


def test_final_scoring_of_the_bot():
    """§7.3.6: at the final Eclipse 1 VP per resource and cocoa, 2 VP per Technology, 15 VP
    per temple at step 10+ (not the Temple Bonus tiles)."""
    s = solo()
    s.bonuses = [D.B_15, D.B_TECH, D.B_AVENUE]
    s.cocoa[BOT] = 4
    res(s, BOT, wood=1, stone=2, gold=3)
    s.techs[BOT] = 0b101
    s.tech_owners = [1 << BOT, 0, 1 << BOT, 0, 0, 0]
    s.temple[3 * BOT:3 * BOT + 3] = [10, 11, 9]
    final_eclipse(s)
    assert s.vp[BOT] == 10 + 2 * 2 + 15 * 2
    assert s.is_terminal()


def test_pyramid_completion_eclipse_is_final_for_the_bot_too():
    """§9 resolution: the Eclipse a completed Pyramid sets off is final: the bot's end
    scoring applies there as at the 3rd Eclipse."""
    s = solo()
    s.final = True
    s.eclipses = 0
    s.cocoa[BOT] = 7
    s.stack = [(S.A_ECLIPSE, BOT)]
    s._run()
    while not s.is_terminal():
        s.apply(s.legal_actions()[-1])
    assert s.vp[BOT] == 7


@pytest.mark.parametrize("human,bot,won", [(50, 49, [0]), (50, 50, []), (49, 50, [])])
def test_you_win_only_with_strictly_more_vp(human, bot, won):
    """§7.3.7: a tie is a loss; `winners`/`returns` describe the one human seat."""
    s = solo()
    final_eclipse(s)
    s.vp = [human, bot]
    assert s.winners() == won
    assert s.returns() == [1.0 if won else 0.0]
    assert s.scores() == [human] and s.bot_score() == bot


# -- difficulty (§7.3.8) ------------------------------------------------------------------------


def test_presets_and_offsets_add_up():
    assert new(1, seed=2).bot_diff == (0, 0, 0, 0, 0, 0)
    assert new(1, seed=2, difficulty="easy").bot_diff == (-1, -1, -1, -1, -5, -1)
    assert new(1, seed=2, difficulty="hard").bot_diff == (1, 1, 1, 1, 5, 1)
    s = new(1, seed=2, difficulty="hard", bot_power=1, temple_vp=-10, tech_vp=-1)
    assert s.bot_diff == (2, 1, 1, 1, -5, 0)


def test_difficulty_changes_the_bots_start():
    s = new(1, seed=2, bot_power=1, bot_resources=-1)
    assert stock(s, BOT) == (1, 1, 1)
    assert sorted(s.wpower[w] for w in range(4, 7)) == [3, 3, 3]
    assert s.wpower[7] == 1  # the locked die keeps power 1


def test_difficulty_polish_reading_changes_some_dice_and_one_resource():
    """§7.3.8 [P]: "up to 3" dice by 1; "1 gold, 1 wood or 1 stone" (§9.1.12: options)."""
    s = new(1, seed=2, bot_power=1, bot_power_dice=1, bot_resources=-1,
            bot_resource_kinds="s")
    assert stock(s, BOT) == (2, 1, 2)
    assert [s.wpower[w] for w in range(4, 8)] == [3, 2, 2, 1]  # Gold Deposits' die only


def test_difficulty_changes_cocoa_worship_and_final_scoring():
    s = solo(cocoa_vp=-2, worship_steps=1, temple_vp=-10, tech_vp=2)
    s.cocoa[BOT] = 10
    T.cocoa_to_vp(s)
    assert s.vp[BOT] == 1
    T.worship_tile(s, random.Random(0))  # Decorations → Gold Deposits: 3 blue steps
    assert temple(s, BOT, D.BLUE) == 3
    s.vp[BOT] = 0
    s.techs[BOT] = 1
    s.tech_owners[0] = 1 << BOT
    s.temple[3 * BOT:3 * BOT + 3] = [10, 0, 0]
    res(s, BOT)
    final_eclipse(s)
    assert s.vp[BOT] == 4 + 5


@pytest.mark.parametrize("opts", [
    {"bot_power": 4}, {"bot_power": "1"}, {"temple_vp": 3}, {"difficulty": "insane"},
    {"cocoa_vp": True},
])
def test_bad_difficulty_options_are_refused(opts):
    with pytest.raises(BadOption):
        GAME.new_game(players=1, seed=1, **opts)


def test_an_out_of_range_total_is_refused():
    with pytest.raises(BadOption, match="bot_power"):
        GAME.new_game(players=1, seed=1, difficulty="easy", bot_power=-1)


def test_difficulty_has_no_effect_with_two_players():
    plain = GAME.new_game(players=2, seed=5).to_dict()
    hard = GAME.new_game(players=2, seed=5, difficulty="hard", tech_vp=2).to_dict()
    assert hard["state"] == plain["state"]


def test_difficulty_total_out_of_range_refused_at_load():
    """§7.3.8: a preset plus an offset beyond the allowed total is refused by `load`, not
    first at `new_game`."""
    with pytest.raises(BadOption, match="temple_vp"):
        meeple.load("teotihuacan", difficulty="easy", temple_vp=-15)
    with pytest.raises(BadOption, match="tech_vp"):
        meeple.load("teotihuacan", difficulty="hard", tech_vp=3)
    game = meeple.load("teotihuacan", difficulty="hard")
    with pytest.raises(BadOption, match="bot_power"):
        game.new_game(players=1, seed=1, bot_power=3)


# -- protocol -------------------------------------------------------------------------------------


def test_solo_protocol_views_and_round_trip():
    """Only seat 0 decides; the bot's score and pyramid are in observation, to_dict and the
    view; to_dict/from_dict and clone keep the solo fields."""
    s = new(1, seed=8)
    rng = random.Random(8)
    for _ in range(60):
        s.apply(rng.choice(s.legal_actions()))
        assert s.current_player() in (0, -1)
    obs = s.observation(0)
    assert obs["teotibot"]["vp"] == s.vp[BOT] and len(obs["teotibot"]["pyramid"]) == 6
    assert obs["rng_seed"] is None
    d = json.loads(json.dumps(s.to_dict()))
    assert d["state"]["apyr"] == s.apyr and d["state"]["vp"][BOT] == s.vp[BOT]
    again = GAME.from_dict(d)
    assert again.to_dict() == s.to_dict()
    twin = s.clone()
    twin.apyr[0], twin.dirs[0] = 99, 9
    assert s.apyr[0] != 99 and s.dirs[0] != 9
    text = s.render(0, "full")
    assert "Teotibot action pyramid" in text and "Direction tiles" in text
    assert f"Teotibot (Blue) [B] last: {s.vp[BOT]} VP" in text
    assert "Teotibot action pyramid" in s.render(0)


def test_from_dict_refuses_an_out_of_range_difficulty():
    d = new(1, seed=8).to_dict()
    d["options"]["difficulty"] = "easy"
    d["options"]["bot_power"] = -1
    with pytest.raises(BadState, match="bot_power"):
        GAME.from_dict(d)
    d = new(1, seed=8).to_dict()
    d["state"]["apyr"] = [0, 0, 1, 2, 3, 4, 5]
    with pytest.raises(BadState, match="apyr"):
        GAME.from_dict(d)


def test_determinize_resamples_the_bots_future_rolls():
    s = new(1, seed=8)
    det = s.determinize(0, random.Random(1))
    assert det.rng_seed != s.rng_seed
    assert det.legal_actions() == s.legal_actions()


def test_bot_turn_writes_each_step_to_the_log():
    s = solo()
    s.apyr = [NOB, WOR, MAS, ALC, CON, DEC, MSK]
    s.dirs = [UL, UR]
    res(s, BOT, wood=2)
    s.cocoa[BOT] = 10
    before = len(s.log())
    bot_turn(s, 4, 3)
    assert s.log()[before:] == [
        "Teotibot rolls 4+3=7: slot 1, Nobles",
        "Teotibot Nobles: spends 2 wood, builds on the top row for 3 VP; Avenue 1",
        "Teotibot upgrades the Nobles die of power 2 to 3",
        "Teotibot advances that die to Gold Deposits",
        "Teotibot action pyramid: Mastery 3→1, Construction 5→3, spare Mask Collecting→5; "
        "Nobles is the spare",
        "Teotibot Direction tiles: UR over UR",
        "Teotibot discards 10 cocoa for 3 VP",
    ]


def test_bot_never_asks_and_the_game_ends():
    """A whole solo game under random play ends with one human seat and the bot's score."""
    for seed in range(3):
        s = new(1, seed=seed)
        rng = random.Random(seed)
        while not s.is_terminal():
            assert s.current_player() == 0
            s.apply(rng.choice(s.legal_actions()))
        assert len(s.scores()) == 1 and s.winners() in ([], [0])
        assert not s.invariant_errors()


def test_simulate_reports_the_teotibot_score():
    """`meeple simulate teotihuacan --players 1` names the bot's mean score, not only the seat's."""
    import io

    from meeple.cli import main

    out = io.StringIO()
    assert main(["simulate", "teotihuacan", "--players", "1", "--games", "3", "--seed", "5"],
                out=out, err=io.StringIO()) == 0
    line = next(x for x in out.getvalue().splitlines() if "Teotibot" in x)
    assert float(line.split()[-1]) > 0
