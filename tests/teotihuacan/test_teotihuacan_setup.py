"""Setup (spec §2): per-count numbers, the normal and first-game setups, Starting tiles,
the advanced draft (§7.1)."""

import pytest
from teotihuacan_helpers import blank, legal, new, play, stock, temple

from meeple.core import BadOption
from meeple.games.teotihuacan import data as D
from meeple.games.teotihuacan import state as S


@pytest.mark.parametrize("players,dark,neutrals", [(2, 10, 2), (3, 11, 1), (4, 12, 0)])
def test_per_count_calendar_cocoa_and_neutral_dice(players, dark, neutrals):
    """§2.4: dark disc 10/11/12; starting cocoa 1..3 by seat; 2/1/0 neutral colours with 3
    dice each on 3 distinct boards."""
    s = new(players)
    assert (s.light, s.dark) == (0, dark)
    assert s.cocoa == list(D.START_COCOA[players])
    assert s.ncol - players == neutrals
    _finish_setup(s)
    for colour in range(players, s.ncol):
        boards = [s.wboard[4 * colour + k] for k in range(3)]
        assert len(set(boards)) == 3 and all(1 <= b <= 8 for b in boards)
        assert s.wboard[4 * colour + 3] == 0


@pytest.mark.parametrize("players", [2, 3, 4])
def test_discovery_tiles_dealt_per_count(players):
    """§2.1 steps 12–14, §6.B.2: 5 worship slots; Avenue 3/2/1; major steps n, n+1, n−1, n."""
    s = new(players)
    assert all(k >= 0 for k in s.slots)
    assert [len(p) for p in s.avenue_tiles] == [3, 2, 1]
    assert [len(p) for p in s.major] == [players, players + 1, players - 1, players]


@pytest.mark.parametrize("players,count", [(2, 14), (3, 10), (4, 8)])
def test_prebuilt_pyramid_pattern(players, count):
    """§6.B.12: the default pattern per player count, no VP or track steps."""
    s = new(players)
    base, level2 = D.PREBUILT[players][0]
    built = [p for p in range(D.PYRAMID_POSITIONS) if s.pyr[p] >= 0]
    assert built == sorted(list(base) + [16 + 3 * i + j for i, j in level2])
    assert len(built) == count and len(s.pyr_stack) == 32 - 3 - count
    assert s.ptrack == [0] * players and s.vp == [0] * players


def test_random_pyramid_uses_a_published_pattern():
    patterns = set()
    for seed in range(12):
        s = new(2, seed, random_pyramid=True)
        patterns.add(tuple(p for p in range(16) if s.pyr[p] >= 0))
    allowed = {tuple(sorted(b)) for b, _ in D.PREBUILT[2]}
    assert patterns <= allowed and len(patterns) > 1


def test_normal_setup_board():
    """§2.1 steps 2–5, §6.B.1: Palace and Construction fixed, boards 2–7 shuffled, one Royal
    tile per category, 6 Technologies sorted by number, 3 Temple Bonus tiles."""
    rings = set()
    for seed in range(6):
        s = new(4, seed)
        assert s.ring[0] == D.PALACE and s.ring[4] == D.CONSTRUCTION
        assert sorted(s.ring) == list(range(1, 9))
        rings.add(tuple(s.ring))
        assert [s.royals[c] in D.ROYAL_CATEGORIES[c] for c in range(3)] == [True] * 3
        assert s.tech_display == sorted(s.tech_display) and len(set(s.tech_display)) == 6
        assert len(set(s.bonuses)) == 3
    assert len(rings) > 1


def test_first_game_board_is_printed():
    """§2.2, §6.B.1/5/8/9: printed ring, Royal tiles, Technologies, Temple bonuses."""
    s = new(3, first_game=True)
    assert s.ring == list(D.FIRST_GAME_RING)
    assert s.royals == list(D.FIRST_GAME_ROYALS)
    assert s.tech_display == list(D.FIRST_GAME_TECHS)
    assert s.bonuses == list(D.FIRST_GAME_BONUSES)
    assert s.current_player() == 0  # no setup decisions: the first turn


def test_first_game_and_draft_exclude_each_other():
    with pytest.raises(BadOption):
        new(3, first_game=True, start_draft=True)


def test_deal_four_keep_two():
    """§2.3 step 7: each seat is dealt 4 Starting tiles and keeps 2 (two decisions each)."""
    s = new(3, seed=4)
    assert [len(h) for h in s.start_tiles] == [4, 4, 4]
    hand = list(s.start_tiles[0])
    assert legal(s) == [f"start S{t + 1}" for t in hand]
    play(s, f"start S{hand[0] + 1}")
    assert s.current_player() == 0 and len(s.legal_actions()) == 3
    play(s, f"start S{hand[1] + 1}")
    assert s.start_tiles[0] == sorted(hand[:2])
    assert s.current_player() == 1


@pytest.mark.parametrize("players,shown", [(2, 6), (3, 8), (4, 10)])
def test_draft_display_size_and_discovery_tiles(players, shown):
    """§7.1: 6/8/10 tiles face up; each with a Discovery icon gets a drawn tile."""
    s = new(players, seed=7, start_draft=True)
    assert len(s.draft) == shown and s.start_tiles == [[] for _ in range(players)]
    for tile in s.draft:
        assert (s.start_draws[tile] >= 0) == bool(D.START_TILES[tile][D.ST_DISCOVERY])
    assert not s.invariant_errors()


def test_draft_snake_order():
    """§7.1: 8 tiles for 3 players; picks go 1, 2, 3, 3, 2, 1."""
    s = new(3, seed=2, start_draft=True)
    assert len(s.draft) == 8
    order = []
    while s.stack and s.stack[-1][0] == S.F_DRAFT:
        order.append(s.current_player())
        s.apply(s.legal_actions()[0])
    assert order == [0, 1, 2, 2, 1, 0]
    assert len(s.draft) == 2  # 8 shown, 6 taken


def _benefits(tiles, seat=0, cocoa=0):
    """Resolve `seat`'s Starting-tile benefits for `tiles` on a bare position."""
    s = blank()
    for slot in range(3):
        s.wboard[4 * seat + slot] = S.IN_HAND
    s.cocoa[seat] = cocoa
    s.start_tiles[seat] = list(tiles)
    s.stack = [(S.A_START, seat)]
    s.touch()
    s._run()
    return s


def test_starting_tile_resources_and_cocoa():
    """§6.A.5: S12 (3 cocoa + 5 wood) and S10 (1 wood, 2 stone, 3 gold)."""
    s = _benefits([11, 9])
    assert s.cocoa[0] == 3 and stock(s, 0) == (6, 2, 3)


def test_starting_tile_s4_gives_gold_and_a_power_up():
    """§9.1.2: S4 gives 3 wood + 2 gold (published data) and a power-up of a starting die."""
    s = _benefits([3, 11])
    assert stock(s, 0) == (8, 0, 2)
    assert sorted(s.wpower[0:3]) == [1, 1, 2]  # the dice are alike: no question asked


def test_two_power_ups_may_go_on_one_starting_die():
    """§2.3 step 7: S14 and S15 each power up a starting die; both may hit the same one."""
    s = _benefits([13, 14])
    assert sorted(legal(s)) == ["up hand 1", "up hand 2"]
    play(s, "up hand 2")
    assert sorted(s.wpower[0:3]) == [1, 1, 3]


def test_starting_tile_technology_is_the_lowest_free_and_advances_its_temple():
    """§2.3 step 7, §9.2.8: S5 and S6 take the two lowest-numbered Technologies, free."""
    s = _benefits([4, 5])
    assert s.techs[0] == 0b11
    assert stock(s, 0)[2] == 2  # S5's 2 gold, none paid
    assert temple(s, 0, D.BLUE) == 1 and temple(s, 0, D.RED) == 1


def test_starting_tile_temples_and_avenue():
    """S7 advances each temple (with rewards); S3 advances the Avenue (+2 cocoa, 3 wood)."""
    s = _benefits([6, 2])
    assert [temple(s, 0, t) for t in range(3)] == [1, 1, 1]
    assert s.vp[0] == 1  # red step 1
    assert s.cocoa[0] == 2 + 1  # S3 + green step 1
    assert s.avenue[0] == 1
    play(s, "stone")  # blue step 1: a resource of choice
    assert stock(s, 0) == (3, 1, 0)


def test_starting_tile_discovery_claim():
    """§2.3 step 7: S17's drawn Discovery tile may be claimed by paying its cost."""
    s = blank()
    for slot in range(3):
        s.wboard[slot] = S.IN_HAND
    s.start_tiles[0] = [16, 11]
    s.disc_stack.remove(D.D_VP4)
    s.start_draws[16] = D.D_VP4  # costs 1 wood; S12 gives 5 wood
    s.stack = [(S.A_START, 0)]
    s._run()
    assert legal(s) == ["claim vp4", "decline"]
    play(s, "claim vp4")
    assert s.disc[D.D_VP4] == 1 and stock(s, 0) == (4, 3, 1)


def test_starting_workers_go_to_three_boards_of_the_kept_tiles():
    """§2.3 step 7: 3 different boards among the (up to 4) numbers of the 2 kept tiles."""
    s = _benefits([0, 9])  # boards 2, 3 and 2, 6: exactly 3 distinct, placed automatically
    play(s, "wood")  # S1's blue step
    assert sorted(s.wboard[0:3]) == [D.FOREST, D.QUARRY, D.NOBLES]
    s = _benefits([11, 6])  # boards 3, 5 and 5, 6 -> 3, 5, 6
    play(s, "wood")  # S7's blue step
    assert sorted(s.wboard[0:3]) == [D.QUARRY, D.ALCHEMY, D.NOBLES]
    s = _benefits([9, 10])  # 2, 6, 3, 8: which 3 (alike dice take boards in rising order)
    assert legal(s) == ["place forest", "place quarry"]
    play(s, "place forest")
    assert legal(s) == ["place quarry", "place nobles"]
    play(s, "place nobles")
    assert sorted(s.wboard[0:3]) == [D.FOREST, D.NOBLES, D.CONSTRUCTION]


def test_the_stronger_starting_die_is_placed_first():
    s = _benefits([3, 10])  # S4 power-up; boards 2, 4, 3, 8
    assert sorted(s.wpower[0:3]) == [1, 1, 2]
    assert legal(s) == ["place forest", "place quarry", "place gold", "place construction"]
    play(s, "place construction")
    strong = max(range(3), key=lambda w: s.wpower[w])
    assert s.wboard[strong] == D.CONSTRUCTION


# Spec §6.A.5, read off the text: (cocoa, wood, stone, gold, VP, blue, red, green, Avenue,
# Technologies, power-ups). Every "resource of choice" is taken as gold here, and the
# Technology is the first-game display's lowest (its blue column gives a resource: gold).
START_TILE_GAINS = {
    1: (0, 4, 1, 1, 0, 1, 0, 0, 0, 0, 0),
    2: (1, 0, 2, 3, 0, 0, 0, 1, 0, 0, 0),
    3: (2, 3, 0, 0, 0, 0, 0, 0, 1, 0, 0),
    4: (0, 3, 0, 2, 0, 0, 0, 0, 0, 0, 1),
    5: (0, 0, 0, 3, 0, 1, 0, 0, 0, 1, 0),
    6: (0, 0, 0, 3, 0, 1, 0, 0, 0, 1, 0),
    7: (1, 0, 0, 1, 1, 1, 1, 1, 0, 0, 0),
    8: (2, 0, 4, 1, 0, 1, 0, 0, 0, 0, 0),
    9: (5, 0, 0, 2, 1, 0, 1, 0, 0, 0, 0),
    10: (0, 1, 2, 3, 0, 0, 0, 0, 0, 0, 0),
    11: (3, 2, 3, 0, 0, 0, 0, 0, 0, 0, 0),
    12: (3, 5, 0, 0, 0, 0, 0, 0, 0, 0, 0),
    13: (0, 0, 0, 3, 1, 1, 1, 0, 0, 0, 0),
    14: (6, 0, 0, 0, 0, 0, 0, 1, 0, 0, 1),
    15: (5, 0, 0, 0, 1, 0, 1, 0, 0, 0, 1),
    16: (0, 1, 2, 0, 0, 0, 0, 0, 1, 0, 0),
    17: (0, 0, 3, 1, 0, 0, 0, 0, 0, 0, 0),
    18: (2, 0, 0, 3, 0, 0, 0, 0, 0, 0, 0),
}


@pytest.mark.parametrize("number", sorted(START_TILE_GAINS))
def test_each_starting_tile(number):
    """§6.A.5: each Starting tile's benefits (Discovery tiles: see the claim test)."""
    s = blank()
    s.stack = []
    s._start_tile_benefits(0, number - 1)
    while s.stack:
        assert s.stack[-1][1] == 0
        choices = legal(s)
        s.apply(s.str_to_action("gold" if "gold" in choices else choices[0]))
    info = D.START_TILES[number - 1]
    got = (s.cocoa[0], *stock(s, 0), s.vp[0], *(temple(s, 0, t) for t in range(3)),
           s.avenue[0], bin(s.techs[0]).count("1"), info[D.ST_POWERUPS])
    assert got == START_TILE_GAINS[number]
    assert info[D.ST_DISCOVERY] == (1 if number in (17, 18) else 0)


def _first_three(t1, t2):
    shown = list(D.START_TILES[t1][D.ST_BOARDS])
    shown += [b for b in D.START_TILES[t2][D.ST_BOARDS] if b not in shown]
    return sorted(shown[:3])


def _finish_setup(s):
    """Play the first legal answer to every setup decision, up to the first turn; return the
    neutral dice seen during it."""
    seen = set()
    while s.stack and s.stack[-1][0] != S.F_TURN:
        seen.update(s.wboard[w] for w in range(4 * s.nplay, 4 * s.ncol))
        s.apply(s.legal_actions()[0])
    return seen


@pytest.mark.parametrize("players", [1, 2, 3])
def test_neutral_dice_come_from_starting_tiles_not_dealt(players):
    """[G] step 8 follows step 7 ("Τέλος, κάθε παίκτης πρέπει να τοποθετήσει τους αρχικούς
    του εργάτες ... 8. Σε παιχνίδια με 2- και 3- παίκτες μόνο: ... τραβήξτε 2 πλακίδια
    Εκκίνησης"), and [P] puts the dealt tiles not kept back in the box first ("a pozostałe 2
    odkładają do pudełka"): the neutral dice are not on the board while the seats keep their
    Starting tiles and place their dice; then each neutral colour's 3 dice go to the first 3
    distinct boards of 2 Starting tiles nobody was dealt."""
    for seed in range(20):
        s = new(players, seed=seed)
        dealt = {t for hand in s.start_tiles for t in hand}
        undealt = [t for t in range(18) if t not in dealt]
        assert _finish_setup(s) == {0}  # off the board during the whole setup
        for colour in range(s.nplay, s.ncol):
            boards = sorted(s.wboard[4 * colour + k] for k in range(3))
            assert any(_first_three(a, b) == boards for a in undealt for b in undealt if a != b)
            assert s.wboard[4 * colour + 3] == 0


def test_neutral_dice_in_the_draft_come_from_tiles_not_on_the_display():
    """§7.1 ("continue with the normal setup"): in the draft too the neutral dice arrive
    after the seats' dice, from Starting tiles that were not on the display."""
    for seed in range(10):
        s = new(2, seed=seed, start_draft=True)
        undealt = [t for t in range(18) if t not in s.draft]
        assert _finish_setup(s) == {0}
        for colour in range(s.nplay, s.ncol):
            boards = sorted(s.wboard[4 * colour + k] for k in range(3))
            assert any(_first_three(a, b) == boards for a in undealt for b in undealt if a != b)
