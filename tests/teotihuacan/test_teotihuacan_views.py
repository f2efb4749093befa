"""The terminal view (compact board, named sections, legends), colour names, narration, the
prompts' reasons and the VP by category."""

from __future__ import annotations

import random

import pytest
from teotihuacan_helpers import GAME, RED, blank, die, new, play, res

from meeple.core.errors import BadOption
from meeple.games.teotihuacan import data as D

INTERNAL_IDS = ("restococoa", "anytemple", "res2", "res3", "doublemove", "moveanywhere",
                "extraworker", "goldstone", "woodstone", "techvp", "pyramidvp", "avenuevp",
                "palace-cocoa", "alchemy-nobles-vp")


def _positions(players: int, seed: int, every: int = 9, **opts):
    s = new(players, seed, **opts)
    rng = random.Random(seed)
    k = 0
    while not s.is_terminal():
        if k % every == 0:
            yield s
        s.apply(rng.choice(s.legal_actions()))
        k += 1
    yield s


@pytest.mark.parametrize("players,opts", [(1, {}), (2, {"first_game": True}),
                                          (4, {"start_draft": True}), (3, {})])
def test_every_section_fits_100_columns_and_the_compact_view_22_lines(players, opts):
    for s in _positions(players, players + 10, **opts):
        for viewer in (None, *range(players)):
            compact = s.render(viewer).split("\n")
            assert len(compact) <= 22
            for section in (None, "full", *s.render_sections()):
                lines = s.render(viewer, section).split("\n")
                assert max(len(line) for line in lines) <= 100, (section, lines)
                if section not in (None, "full"):
                    assert len(lines) <= 30, section
                text = "\n".join(lines)
                assert not any(name in text for name in INTERNAL_IDS), section


def test_sections_are_named_and_an_unknown_one_is_refused():
    s = new(1, seed=2)
    assert s.render_sections() == ["boards", "pyramid", "temples", "avenue", "tech", "players",
                                   "teotibot"]
    assert "teotibot" not in new(2).render_sections()
    with pytest.raises(BadOption, match="sections"):
        s.render(0, "castle")


def test_colour_names_and_the_teotibot():
    assert GAME.seat_colors == ("Red", "Blue", "Yellow", "Black")
    s = new(4)
    assert [s.seat_name(p) for p in range(4)] == ["Red", "Blue", "Yellow", "Black"]
    text = s.render(2)
    assert "Red [R] first" in text and "Yellow [Y] #3 (you)" in text
    solo = new(1)
    assert solo.seat_name(0) == "Red" and "Teotibot (Blue) [B]" in solo.render(0)
    assert solo.prompt().startswith("Red: ")


def test_pyramid_section_has_the_legend_of_at_level_row_column():
    s = new(2, seed=1)
    text = s.render(None, "pyramid")
    assert "`at L:RC`" in text and "L1 1234" in text and "L4 1" in text
    full = s.render(None, "full")
    assert "upper case = coloured" in full and "R Red, B Blue, Y Yellow, K Black" in full


def test_narrate_is_a_sentence_for_every_legal_action():
    for players in (1, 3):
        for s in _positions(players, players, every=1):
            for a in s.legal_actions():
                text = s.narrate(a)
                assert text and text[0].islower() and " " in text, (s.action_to_str(a), text)
                assert not any(name in text.split() for name in INTERNAL_IDS)


def test_narrate_hides_a_kept_starting_tile_from_the_others():
    s = new(3, seed=4)
    action = s.legal_actions()[0]
    mover = s.current_player()
    assert s.narrate(action, mover).startswith("keeps Starting tile S")
    assert s.narrate(action, None) == "keeps a Starting tile"
    assert s.narrate(action, (mover + 1) % 3) == "keeps a Starting tile"


def test_action_prompt_says_why_the_main_action_is_not_offered():
    s = blank()
    die(s, 1, 0, D.GOLD_DEPOSITS)
    die(s, 2, 0, D.GOLD_DEPOSITS)
    die(s, RED, 0, D.DECORATIONS)
    res(s, RED, cocoa=1)
    play(s, "move decorations 1", "to gold")
    assert "main" not in [s.action_to_str(a) for a in s.legal_actions()]
    assert "Not possible: the Main Action: 2 cocoa, you have 1" in s.prompt()


def test_log_lines_use_colour_names():
    s = new(2, seed=6)
    rng = random.Random(6)
    while not s.is_terminal():
        s.apply(rng.choice(s.legal_actions()))
    log = "\n".join(s.log())
    assert "Red" in log and "Blue" in log and "seat 0" not in log.lower()


@pytest.mark.parametrize("players", [1, 2, 4])
def test_score_breakdown_sums_to_the_scores(players):
    for s in _positions(players, players + 3, every=25):
        parts = s.score_breakdown()
        assert len(parts) == players
        assert [sum(p.values()) for p in parts] == s.scores()
        assert "temples" in parts[0] and "eclipse: masks" in parts[0]
        assert "teotibot final" not in parts[0]


def test_score_breakdown_names_the_category():
    s = blank()
    s._advance_temple(RED, D.RED)  # red step 1: 1 VP
    assert s.score_breakdown()[RED]["temples"] == 1 and s.scores()[RED] == 1


def test_worship_prompt_names_the_offered_options_and_why_not_the_others():
    s = blank()
    die(s, RED, 0, D.DECORATIONS)
    res(s, RED, cocoa=0)
    s.slots[D.SLOT_BOARDS.index(D.GOLD_DEPOSITS)] = D.D_BLUE  # a free tile
    play(s, "move decorations 1", "to gold")
    play(s, "worship")
    text = s.prompt()
    assert "): effect, tile. Not possible: both: 1 cocoa, you have 0." in text
