"""The meeple command, run in-process with scripted input."""

from __future__ import annotations

import io
import re

import pytest

import meeple
from meeple.cli import main
from meeple.core import record as rec


def run(argv, stdin=""):
    out, err = io.StringIO(), io.StringIO()
    code = main(argv, inp=io.StringIO(stdin), out=out, err=err)
    return code, out.getvalue(), err.getvalue()


def test_list_shows_games_counts_and_options():
    code, out, _ = run(["list"])
    assert code == 0
    assert "toy — Race to 10" in out and "players: 2, 3" in out and "allow_roll" in out


def test_simulate_summarises_and_writes_records(tmp_path):
    code, out, err = run(["simulate", "toy", "--players", "3", "--games", "25", "--seed", "4",
                          "--out", str(tmp_path)])
    assert code == 0
    assert "25 games of toy, 3 players" in out and "mean game length" in out
    files = sorted(tmp_path.glob("*.json"))
    assert len(files) == 25
    state = rec.replay(rec.load(files[0]))
    assert state.is_terminal()
    assert "25/25" in err  # the progress bar on a long run
    rows = out.splitlines()[2:5]
    wins = [float(line.split()[2]) for line in rows]
    assert sum(wins) == 25


def test_replay_prints_the_final_position_and_steps(tmp_path):
    run(["simulate", "toy", "--games", "1", "--seed", "2", "--out", str(tmp_path)])
    path = str(next(tmp_path.glob("*.json")))
    code, out, _ = run(["replay", path])
    assert code == 0 and "Final scores" in out
    n = len(rec.load(path)["actions"])
    code, out, _ = run(["replay", path, "--step"], stdin="\n" * n)
    assert out.count("Enter or n: next") == n
    code, out, _ = run(["replay", path, "--step"], stdin="q\n")
    assert out.count("Enter or n: next") == 1


def test_replay_steps_back_and_jumps(tmp_path):
    run(["simulate", "toy", "--games", "1", "--seed", "2", "--out", str(tmp_path)])
    path = str(next(tmp_path.glob("*.json")))
    n = len(rec.load(path)["actions"])
    code, out, _ = run(["replay", path, "--step"], stdin="n\nb\nb\ne\n2\nzzz\nq\n")
    marks = [line[6:].split("/")[0] for line in out.splitlines() if line.startswith("[move ")]
    assert marks == ["1", "2", "1", "0", str(n), "2", "2"]


def test_replay_of_a_corrupt_file_is_a_clear_error(tmp_path):
    path = tmp_path / "bad.json"
    path.write_text("{oops")
    code, _, err = run(["replay", str(path)])
    assert code == 2 and "is not JSON" in err


def test_bench_prints_the_table():
    code, out, _ = run(["bench", "toy", "--players", "2", "--seconds", "0.2"])
    assert code == 0
    assert out.splitlines()[0].endswith(f"{meeple.build_info()} build")  # which build it measured
    header, row = out.splitlines()[1:3]
    assert "decisions/s" in header and "clone µs" in header and "legal_actions µs" in header
    assert row.split()[0] == "2"


def test_play_session_with_undo_save_and_resume(tmp_path):
    save = tmp_path / "s.json"
    script = "help\nbogus\n99\n2\nundo\nadd 2\nsave " + str(save) + "\nquit\n"
    code, out, _ = run(["play", "toy", "--seed", "3", "--seats", "human,random"], stdin=script)
    assert code == 0
    assert "Commands:" in out and "'bogus' is not a legal move" in out and "No move 99" in out
    assert "Undone: back to move 0." in out
    assert "Seat 1 (random) add" in out or "Seat 1 (random) roll" in out
    saved = rec.load(save)
    assert saved["actions"][0] == "add 2" and len(saved["actions"]) == 2
    assert saved["seats"] == ["human", "random"]
    code, out, _ = run(["play", "--load", str(save), "--seats", "human,human"], stdin="1\n1\nquit\n")
    assert code == 0 and "seat 0>" in out and "seat 1>" in out


def test_play_to_the_end_hot_seat():
    code, out, _ = run(["play", "toy", "--seed", "1", "--seats", "human,human"], stdin="2\n" * 10)
    assert code == 0 and "Game over." in out and "final scores" in out


def test_errors_exit_2_with_a_message():
    assert run(["play", "chess"])[2].startswith("meeple: unknown game 'chess'")
    assert "is not allowed" in run(["simulate", "toy", "--players", "7"])[2]
    assert "unknown seat 'alien'" in run(["play", "toy", "--seats", "human,alien"])[2]
    assert "unknown option" in run(["bench", "toy", "--option", "turbo=1"])[2]


def test_bot_moves_are_shown_as_the_human_may_see_them(monkeypatch):
    from toy_game import ToyState

    monkeypatch.setattr(ToyState, "narrate",
                        lambda self, a, viewer: f"secret move (viewer {viewer})", raising=False)
    _, out, _ = run(["play", "toy", "--seed", "1", "--seats", "random,human"], stdin="quit\n")
    assert "Seat 0 (random) secret move (viewer 1)" in out


@pytest.mark.parametrize("argv,message", [
    (["simulate", "toy", "--games", "0"], "--games must be at least 1"),
    (["simulate", "toy", "--games", "-5"], "--games must be at least 1"),
    (["simulate", "toy", "--players", "0"], "players=0 is not allowed"),
    (["play", "toy", "--players", "0"], "--players must be at least 1"),
    (["bench", "toy", "--seconds", "0"], "--seconds must be more than 0"),
    (["bench", "toy", "--seconds", "-1"], "--seconds must be more than 0"),
    (["bench", "toy", "--players", "9"], "players=9 is not allowed"),
])
def test_bad_counts_are_clear_errors(argv, message):
    code, _, err = run(argv)
    assert code == 2 and message in err and "Traceback" not in err


def test_out_on_a_file_or_an_unwritable_place_is_a_clear_error(tmp_path):
    a_file = tmp_path / "f.txt"
    a_file.write_text("x")
    code, _, err = run(["simulate", "toy", "--games", "1", "--out", str(a_file)])
    assert code == 2 and "is a file, not a directory" in err
    code, _, err = run(["simulate", "toy", "--games", "1", "--out", str(a_file / "sub")])
    assert code == 2 and "cannot write to --out" in err


def test_load_refuses_a_different_game_or_player_count(tmp_path):
    save = tmp_path / "s.json"
    run(["play", "toy", "--seed", "3", "--seats", "human,random"], stdin=f"1\nsave {save}\nq\n")
    code, _, err = run(["play", "caylus", "--load", str(save)])
    assert code == 2 and "is a game of toy, not caylus" in err
    code, _, err = run(["play", "--load", str(save), "--players", "3"])
    assert code == 2 and "has 2 players, not 3" in err


def test_save_with_quotes_asks_before_overwriting_and_quotes_the_hint(tmp_path):
    path = tmp_path / "a b.json"
    script = f'1\nsave "{path}"\nsave "{path}"\nn\nquit\n\n'
    code, out, _ = run(["play", "toy", "--seed", "3", "--seats", "human,random"], stdin=script)
    assert code == 0 and path.exists()
    assert f"meeple play --load '{path}'" in out
    assert "exists: overwrite it?" in out and "Not saved." in out


def test_quit_offers_to_save_and_saves_the_seats(tmp_path):
    path = tmp_path / "left.json"
    code, out, _ = run(["play", "toy", "--seed", "3", "--seats", "human,random"],
                       stdin=f"1\nexit\n{path}\n")
    assert code == 0 and "Save the game before leaving?" in out
    assert rec.load(path)["seats"] == ["human", "random"]
    code, out, _ = run(["play", "--load", str(path)], stdin="q\n\n")
    assert "Seat 1=random" in out  # the saved seats come back


def test_question_mark_is_help_and_log_shows_every_seats_moves():
    code, out, _ = run(["play", "toy", "--seed", "3", "--seats", "human,random"],
                       stdin="?\n1\n1\nlog\nq\n\n")
    assert "Commands:" in out
    log = out.split("seat 0> log")[-1] if "seat 0> log" in out else out
    assert "Seat 0 add 1" in log and "Seat 1 (random)" in log


def test_board_sections_are_checked():
    code, out, _ = run(["play", "toy", "--seed", "3", "--seats", "human,random"],
                       stdin="board nowhere\nq\n")
    assert "No board section 'nowhere'" in out


def first_screen(game, players, seats):
    """The output of a session that quits at its first decision, without the 2 header lines."""
    code, out, _ = run(["play", game, "--players", str(players), "--seats", seats, "--seed", "11"],
                       stdin="q\n\n")
    assert code == 0
    return out.splitlines()[2:]


GAMES = [
    ("caylus", 3, "human,random,random"),
    ("tzolkin", 4, "human,random,random,random"),
    ("borabora", 3, "human,random,random"),
    ("teotihuacan", 2, "human,random"),
    ("teotihuacan", 1, "human"),
]


@pytest.mark.parametrize("game,players,seats", GAMES)
def test_each_games_first_screen_fits_100_by_30(game, players, seats):
    screen = first_screen(game, players, seats)
    prompt = next(i for i, line in enumerate(screen) if re.match(r"[a-z]+> ", line))
    assert prompt < 30, f"{prompt + 1} rows up to the prompt"
    too_wide = [line for line in screen[:prompt + 1] if len(line) > 100]
    assert not too_wide


def test_the_prompt_names_the_seat_once():
    screen = first_screen("caylus", 2, "human,random")
    prompt = next(line for line in screen if "place a worker" in line)
    assert prompt.startswith("Blue, turn 1:") and "Blue: Blue" not in prompt


def test_since_lines_are_cut_to_keep_the_board_prompt_and_moves_on_screen(monkeypatch):
    from meeple.cli import screen

    monkeypatch.setattr(screen, "HEIGHT", 24)
    code, out, _ = run(["play", "caylus", "--players", "5", "--seed", "4",
                        "--seats", "human,random,random,random,random"], stdin="1\n1\nq\n\n")
    assert code == 0
    after_first_move = out.split("blue> ")[1].splitlines()
    assert any("(random)" in line for line in after_first_move)  # bots moved, told live
    note = next(i for i, line in enumerate(after_first_move)
                if "earlier lines since your last move: type 'log'" in line)
    assert len(after_first_move) - note + 1 <= 24  # the screen, with its input row


def test_since_lines_budget():
    from rich.text import Text

    from meeple.cli.screen import console, since_lines

    con = console(io.StringIO())
    events = [Text(f"move {i}") for i in range(10)]
    assert since_lines(con, events, 10) == events
    cut = since_lines(con, events, 4)
    assert [t.plain for t in cut] == ["  … 7 earlier lines since your last move: type 'log'",
                                      "move 7", "move 8", "move 9"]
    assert len(since_lines(con, events, -5)) == 2  # never fewer than MIN_RECENT rows
    wide = [Text("x" * 150), Text("y")]  # a line wrapped on two rows counts two
    assert [t.plain for t in since_lines(con, wide, 2)][1:] == ["y"]


def test_hint_numbers_its_moves(monkeypatch):
    from meeple.cli import play

    monkeypatch.setattr(play, "HINT_BOT", "mcts:iterations=30")
    _, out, _ = run(["play", "toy", "--seed", "3", "--seats", "human,random"], stdin="hint\nq\n")
    hints = [line for line in out.splitlines() if "estimated chance to win" in line]
    assert 1 <= len(hints) <= 3 and all(line.split(".")[0].strip().isdigit() for line in hints)


def test_a_first_word_every_move_shares_is_listed_once():
    import random

    import meeple
    from meeple.cli.screen import common_verb, console, moves_listing

    state = meeple.load("borabora").new_game(players=2, seed=0)
    rng = random.Random(0)
    while len(state.legal_actions()) < 20:
        state.apply(rng.choice(state.legal_actions()))
    assert common_verb(state) == "place"
    con = console(io.StringIO())
    con.print(moves_listing(state))
    listing = con.file.getvalue()
    assert listing.startswith("place:") and "1. 2 on land" in listing and "place 2" not in listing


def test_bora_bora_screens_leave_room_for_what_happened_at_100_by_30():
    """Phase A lists many die placements: the board, prompt and moves still leave the rows
    of what the others did (MIN_RECENT) on a 30-row screen, through the first rounds."""
    from meeple.cli.screen import MIN_RECENT

    code, out, _ = run(["play", "borabora", "--players", "4", "--seed", "5",
                        "--seats", "human,random,random,random"], stdin="1\n" * 40 + "q\n\n")
    assert code == 0
    screens = out.split("green> ")[:-1]
    assert len(screens) >= 30
    for chunk in screens:
        lines = chunk.splitlines()
        title = max(i for i, line in enumerate(lines) if line.startswith("Bora Bora"))
        rows = len(lines) - title + 1  # title … moves, and the input row
        assert rows <= 30 - MIN_RECENT, "\n".join(lines[title:])
        assert all(len(line) <= 100 for line in lines[title:])
