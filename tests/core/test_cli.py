"""The meeple command, run in-process with scripted input."""

from __future__ import annotations

import io

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
    assert out.count("[Enter: next, q: stop]") == n
    code, out, _ = run(["replay", path, "--step"], stdin="q\n")
    assert out.count("[Enter: next, q: stop]") == 1


def test_replay_of_a_corrupt_file_is_a_clear_error(tmp_path):
    path = tmp_path / "bad.json"
    path.write_text("{oops")
    code, _, err = run(["replay", str(path)])
    assert code == 2 and "is not JSON" in err


def test_bench_prints_the_table():
    code, out, _ = run(["bench", "toy", "--players", "2", "--seconds", "0.2"])
    assert code == 0
    header, row = out.splitlines()[1:3]
    assert "decisions/s" in header and "clone µs" in header and "legal_actions µs" in header
    assert row.split()[0] == "2"


def test_play_session_with_undo_save_and_resume(tmp_path):
    save = tmp_path / "s.json"
    script = "help\nbogus\n99\n2\nundo\nadd 2\nsave " + str(save) + "\nquit\n"
    code, out, _ = run(["play", "toy", "--seed", "3", "--seats", "human,random"], stdin=script)
    assert code == 0
    assert "Commands:" in out and "'bogus' is not a legal move" in out and "No action 99" in out
    assert "Undone: back to move 0." in out
    assert "Seat 1 (random):" in out
    saved = rec.load(save)
    assert saved["actions"][0] == "add 2" and len(saved["actions"]) == 2
    code, out, _ = run(["play", "--load", str(save), "--seats", "human,human"], stdin="1\n1\nquit\n")
    assert code == 0 and "seat 0>" in out and "seat 1>" in out


def test_play_to_the_end_hot_seat():
    code, out, _ = run(["play", "toy", "--seed", "1", "--seats", "human,human"], stdin="2\n" * 10)
    assert code == 0 and "Game over." in out


def test_errors_exit_2_with_a_message():
    assert run(["play", "chess"])[2].startswith("meeple: unknown game 'chess'")
    assert "is not allowed" in run(["simulate", "toy", "--players", "7"])[2]
    assert "unknown seat 'alien'" in run(["play", "toy", "--seats", "human,alien"])[2]
    assert "unknown option" in run(["bench", "toy", "--option", "turbo=1"])[2]


def test_bot_moves_are_shown_as_the_human_may_see_them(monkeypatch):
    from toy_game import ToyState

    monkeypatch.setattr(ToyState, "action_to_str_for",
                        lambda self, a, viewer: f"secret move (viewer {viewer})", raising=False)
    _, out, _ = run(["play", "toy", "--seed", "1", "--seats", "random,human"], stdin="quit\n")
    assert "Seat 0 (random): secret move (viewer 1)" in out
