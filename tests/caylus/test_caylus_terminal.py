"""The terminal: a scripted session of the game `make play` starts (4 players, one human, three
random bots) with notation, a number, undo and save; what the board, the prompts and the log
tell a new player."""

import io
import json

from caylus_helpers import (
    BLUE,
    GREEN,
    RED,
    begin,
    blank,
    build,
    cubes,
    decide,
    play,
    put_worker,
    start_placement,
)

from meeple import cli
from meeple.games.caylus import actions as A
from meeple.games.caylus import data as D


def test_make_play_session(tmp_path):
    saved = tmp_path / "game.json"
    script = "\n".join(["place peddler", "undo", "place gate", "1", f"save {saved}", "quit"])
    out = io.StringIO()
    code = cli.main(["play", "caylus", "--players", "4", "--seats", "human,random,random,random",
                     "--seed", "3"], inp=io.StringIO(script + "\n"), out=out)
    text = out.getvalue()
    assert code == 0
    assert "=== Caylus · turn 1 · worker placement" in text
    assert "free (owner<worker>" in text and "Castle: dungeon 0/6 building" in text
    assert "Tiles in stock:" in text
    assert "Blue, turn 1: place a worker" in text
    assert "Undone: back to move 0." in text
    record = json.loads(saved.read_text())
    assert record["game"] == "caylus" and record["actions"][0] == "place gate"


# -- what the board and the log tell a new player ----------------------------------------------


def test_board_says_what_each_building_does():
    """Every road building and stock tile shows its effect; the Tailor follows the ruleset."""
    s = blank(3, ruleset="published")
    s.road[:6] = [D.N_FARM, D.N_FOREST, D.N_SAWMILL, D.N_QUARRY, D.N_MARKET, D.N_CARPENTER]
    build(s, 9, D.S_CHURCH, RED)
    build(s, 10, D.S_PARK, BLUE)
    build(s, 11, D.W_PEDDLER, GREEN)
    board = s.render(BLUE, "full")
    road = {line.split()[0]: line for line in board.splitlines() if line[:7].strip().isdigit()}
    assert "1f or 1c" in road["1"] and "sell 1 cube for 4d" in road["5"]
    assert "buy 1 (no g) for 2d" in road["7"] and "build wooden" in road["8"]
    assert "2d→3pp or 4d→5pp" in road["9"] and "(Red)" in road["9"]
    assert "1f+2w, owner +1w/f" in road["10"]
    assert "buy 1-2 (no g), 1d each" in road["11"] and "1g" in road["16"]
    assert "tailor 1w 1s→6 [2c→4pp or 3c→6pp]" in board  # published Tailor
    assert "monument 4s 2g→14 [+2 favors]" in board and "hotel 3s 2g→16 [+2d income]" in board
    assert "church" not in board.split("Tiles in stock")[1]  # built: no longer in stock


def test_board_collapses_empty_spaces_and_shows_the_agents_and_a_waiting_conversion():
    s = blank(3)
    build(s, 9, D.W_SAWMILL, BLUE)
    put_worker(s, 9, RED)
    s.pending = ((8, BLUE),)
    s.provost, s.bailiff = 12, 13
    board = s.render(None, "road")
    assert "\n  10-11  ·\n" in board  # space 9 holds the sawmill; 12 is a scoring space
    lines = {line.split()[0]: line for line in board.splitlines() if line[:7].strip()[:1].isdigit()}
    assert "<Red> to residence (Blue)" in lines["9"]
    assert lines["13"].endswith("Provost") and lines["14"].endswith("Bailiff")
    assert "12*" in board


def test_forced_decisions_are_explained_in_the_log():
    """A seat with a single legal move is not asked (docs: automatic decisions); the log says
    why, so the terminal shows it."""
    s = blank(3)
    s.deniers = [0, 5, 5]
    start_placement(s, BLUE)
    s._run()
    assert s.log()[-1] == "Blue passes: 0 deniers, a placement costs 1"
    s = blank(2)
    s.deniers = [9, 9]
    s.special = [RED] * D.SINGLE_SPECIALS
    s.inn_left, s.castle_scale = RED, (BLUE,)
    for i, b in enumerate(s.road):
        if b >= 0:
            s.worker[i] = RED
    start_placement(s, BLUE)
    s._run()
    assert s.log()[-1] == "Blue passes: no free spot for a worker"
    s = blank(3)
    s.special[D.JOUST] = RED
    s.workers[RED] -= 1
    s.deniers[RED] = 4
    begin(s, "special")
    assert "Red cannot pay the Joust Field (1 denier + 1 cloth)" in s.log()
    s = blank(3)
    decide(s, A.K_BUILD, GREEN, D.STONE_B, D.STONE)
    s._run()
    assert s.log()[-1].startswith("Green can build no stone building")


def test_payment_prompts_name_what_is_paid():
    s = blank(3)
    s.cubes[BLUE] = cubes(1, 1, 0, 0, 1)
    decide(s, A.K_BUILD, BLUE, D.WOODEN, -1)
    play(s, "build market")
    assert "the building's 'any cube'" in s.prompt()
    s = blank(3)
    s.cubes[BLUE] = cubes(1, 1, 0, 0, 1)
    s.open_columns, s.favor[BLUE] = 4, [0, 0, 3, 0]
    decide(s, A.K_FAVOR, BLUE, 1)
    play(s, "favor exchange")
    assert "the favor exchange: the cube you give" in s.prompt()
    s = blank(3)
    s.cubes[BLUE] = cubes(2, 2)
    decide(s, A.K_TRADE, BLUE, D.S_ALCHEMIST)
    play(s, "trade 2 cubes for 1 gold")
    assert "the Alchemist's cubes (2 to pay, not gold)" in s.prompt()
