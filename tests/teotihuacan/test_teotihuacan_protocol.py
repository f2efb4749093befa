"""The protocol for Teotihuacan: bad input, hidden information, persistence, the view,
(its golden playthroughs replay in tests/test_goldens.py)."""

import json
import random

import pytest
from teotihuacan_helpers import GAME, blank, die, legal, new, play, show_pyramid_tile, take

from meeple.core import BadNotation, BadState, IllegalAction
from meeple.games.teotihuacan import data as D
from meeple.games.teotihuacan import state as S


def test_bad_action_ids_and_notation_leave_the_state_unchanged():
    s = new(3, seed=9)
    before = s.to_dict()
    for bad in (-1, 10**6, "start S1", None, 2.0):
        with pytest.raises(IllegalAction):
            s.apply(bad)
    illegal = next(a for a in range(GAME.num_distinct_actions(3)) if a not in s.legal_actions())
    with pytest.raises(IllegalAction, match="not legal now"):
        s.apply(illegal)
    with pytest.raises(BadNotation):
        s.str_to_action("move everything")
    assert s.to_dict() == before


def test_bad_state_dicts_name_the_field():
    d = new(2, seed=1).to_dict()
    d["state"]["cocoa"] = "lots"
    with pytest.raises(BadState, match="cocoa"):
        GAME.from_dict(d)
    d = new(2, seed=1).to_dict()
    del d["state"]["stack"]
    with pytest.raises(BadState, match="stack"):
        GAME.from_dict(d)


def test_round_trip_mid_game():
    s = new(4, seed=3)
    rng = random.Random(3)
    for _ in range(150):
        s.apply(rng.choice(s.legal_actions()))
    again = GAME.from_dict(json.loads(json.dumps(s.to_dict())))
    assert again.to_dict() == s.to_dict()
    for _ in range(50):
        a = rng.choice(s.legal_actions())
        s.apply(a)
        again.apply(a)
    assert again.to_dict() == s.to_dict()


def test_observation_hides_stacks_and_other_hands():
    s = new(3, seed=5)
    obs = s.observation(1)
    assert obs["disc_stack"] == len(s.disc_stack)
    assert obs["pyr_stack"] == len(s.pyr_stack) and obs["deco_stack"] == len(s.deco_stack)
    assert obs["start_tiles"][0] == 4 and obs["start_tiles"][1] == s.start_tiles[1]
    hidden = [t for t in s.start_tiles[0] if s.start_draws[t] >= 0]
    assert all(obs["start_draws"][t] is None for t in hidden)
    json.dumps(obs)


def test_determinize_reshuffles_only_the_hidden():
    s = new(4, seed=6, first_game=True)
    d = s.determinize(0, random.Random(1))
    assert sorted(d.disc_stack) == sorted(s.disc_stack)
    assert sorted(d.pyr_stack) == sorted(s.pyr_stack)
    assert d.disc_stack != s.disc_stack or d.pyr_stack != s.pyr_stack
    assert d.slots == s.slots and d.pyr_display == s.pyr_display
    assert d.legal_actions() == s.legal_actions()


def test_render_shows_the_board():
    s = blank()
    text = s.render(None, "full")
    for part in ("Palace", "Temple blue", "Avenue", "Pyramid", "Black [K] last", "calendar"):
        assert part in text


def test_prompt_names_the_decision():
    s = blank()
    assert s.prompt().startswith("Red: move a die")
    play(s, "move palace 1")
    assert "destination" in s.prompt()


def _icons_in(hand):
    return sum(1 for t in hand if D.START_TILES[t if t >= 0 else -1 - t][D.ST_DISCOVERY])


def _play_on(det, steps=40):
    """A determinized copy is a position that plays on with its invariants kept."""
    rng = random.Random(5)
    for _ in range(steps):
        if det.is_terminal():
            break
        det.apply(rng.choice(det.legal_actions()))
        assert not det.invariant_errors(), det.invariant_errors()


@pytest.mark.parametrize("players", [2, 3, 4])
def test_determinize_for_a_waiting_seat_redeals_the_hidden_starting_tiles(players):
    """While seats keep their Starting tiles, a waiting seat does not know the others'
    hands: determinize deals them anew (same sizes, keep marks and number of drawn
    Discovery tiles per seat; the undealt tiles, from which the neutral dice will come, are
    the rest), keeps the seat's own hand and view, and the copy plays through the setup."""
    redealt = 0
    for seed in range(12):
        s = new(players, seed=seed)
        play(s, s.action_to_str(s.legal_actions()[0]))  # seat 0 marks a first tile
        before = s.to_dict()
        for seat in range(1, players):
            det = s.determinize(seat, random.Random(seed))
            assert det.observation(seat) == s.observation(seat)
            assert det.start_tiles[seat] == s.start_tiles[seat]
            for other in range(players):
                assert len(det.start_tiles[other]) == len(s.start_tiles[other])
                assert sum(t < 0 for t in det.start_tiles[other]) == \
                    sum(t < 0 for t in s.start_tiles[other])
                assert _icons_in(det.start_tiles[other]) == _icons_in(s.start_tiles[other])
            tiles = [t if t >= 0 else -1 - t for h in det.start_tiles for t in h]
            assert len(set(tiles)) == len(tiles)
            assert len(det.start_pool) == len(s.start_pool)
            assert not set(det.start_pool) & set(tiles)
            redealt += det.start_tiles != s.start_tiles
            _play_on(det)
        assert s.to_dict() == before
    assert redealt > 0


def test_determinize_during_another_seats_starting_claim_resamples_its_drawn_tile():
    """The known bug: seat 0 is about to claim the Discovery tile drawn for its Starting
    tile; seat 1 cannot see that tile. Its determinized copy draws another tile there and
    the claim still resolves (the frame names the Starting tile, not the kind)."""
    s = new(2, seed=0)
    s.start_tiles = [[11, 16], [0, 1]]  # S12, S17 (a Discovery icon); seat 1: S1, S2
    s.disc_stack += [k for k in s.start_draws if k >= 0]
    s.start_draws = [-1] * 18
    s.start_draws[16] = D.D_VP4
    take(s, D.D_VP4)
    s.res[0] = 5  # 1 wood pays the tile
    s.stack = [(S.A_SETUP_END,), (S.F_CLAIM, 0, S.SRC_START, 16, -1, 0)]
    s.touch()
    assert legal(s) == ["claim vp4", "decline"]
    obs = s.observation(1)
    assert obs["start_tiles"] == [[11, 16], [0, 1]]  # kept tiles are open once all kept
    assert obs["start_draws"][16] is None
    kinds = set()
    for k in range(30):
        det = s.determinize(1, random.Random(k))
        assert det.observation(1) == obs
        kinds.add(det.start_draws[16])
        det.apply(det.legal_actions()[0])  # claims whatever tile lies there, if affordable
        assert not det.invariant_errors()
    assert len(kinds) > 1
    mine = s.determinize(0, random.Random(1))
    assert mine.start_draws[16] == D.D_VP4 and mine.legal_actions() == s.legal_actions()


def test_observation_opens_the_kept_tiles_once_all_have_kept():
    s = new(2, seed=4)
    assert s.observation(1)["start_tiles"][0] == 4
    for _ in range(4):
        play(s, legal(s)[0])
    obs = s.observation(1)
    assert obs["start_tiles"][0] == s.start_tiles[0]  # kept tiles are resolved openly
    for t in s.start_tiles[0]:
        if s.start_draws[t] >= 0:
            assert obs["start_draws"][t] is None  # the drawn tile beside it stays hidden


def test_draft_hands_are_public():
    s = new(3, seed=2, start_draft=True)
    play(s, legal(s)[0])
    obs = s.observation(2)
    assert obs["start_tiles"][0] == s.start_tiles[0]
    det = s.determinize(2, random.Random(3))
    assert det.start_tiles == s.start_tiles and det.start_draws == s.start_draws


def test_determinize_resamples_the_chance_seed():
    s = new(3, seed=6, first_game=True)
    assert s.determinize(1, random.Random(1)).rng_seed != s.rng_seed


def test_prompts_say_what_each_choice_gives():
    """The rotation prompt shows the covered icons and the matches of each quarter turn;
    the worship prompt the effect, the slot's tile and its cost; the action prompt the
    cocoa of collecting and of the Main Action."""
    s = blank()
    die(s, 0, 0, D.FOREST)
    s.res[0:3] = [0, 2, 0]
    s.cocoa[0] = 1
    show_pyramid_tile(s, 13)  # b - G -
    play(s, "move forest 1", "to construction")
    assert s.prompt().endswith("collect (+1 cocoa), main (the Main Action, 0 cocoa).")
    play(s, "main", "tile 1 b-G-", "at 1:11")  # over - - g g (r0c0 r0c1 r1c1 r1c0)
    assert "over --gg" in s.prompt()
    assert "0: b-G- (1 match)" in s.prompt() and "3: -G-b (0 matches)" in s.prompt()
    s = blank()
    die(s, 0, 0, D.PALACE)
    s.cocoa[0] = 3
    s.touch()
    play(s, "move palace 1", "to quarry", "worship")
    tile = s.slots[2]
    assert f"tile: {D.DISCOVERY_TITLES[tile]} (" in s.prompt()
    assert "effect: +1 green temple" in s.prompt()


def test_a_kept_starting_tile_reads_as_a_secret_to_the_other_seats():
    """§2.3: kept Starting tiles are revealed together; until then others see only a keep."""
    s = new(3, seed=4)
    action = s.legal_actions()[0]
    mover = s.current_player()
    assert s.action_to_str(action).startswith("start S")
    assert s.action_to_str_for(action, mover) == s.action_to_str(action)
    assert s.action_to_str_for(action, None) == "keep a Starting tile"
    assert s.action_to_str_for(action, (mover + 1) % 3) == "keep a Starting tile"
