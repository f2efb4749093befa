"""Tournaments and balance reports: seat rotation, the same results on any number of workers
and on Ray, resuming an interrupted tournament, and clear errors for bad settings."""

from __future__ import annotations

import io
import json
from collections import Counter

import pytest

from meeple.analysis import tournament as T
from meeple.cli import main


def run(argv):
    out, err = io.StringIO(), io.StringIO()
    code = main(argv, inp=io.StringIO(), out=out, err=err)
    return code, out.getvalue(), err.getvalue()


def outcome(results):
    return [(r.index, r.seed, r.lineup, r.scores, r.winners, r.moves) for r in results]


@pytest.mark.parametrize("specs,players", [(["a", "b", "c"], 3), (["a", "b"], 3), (["a", "b", "c"], 2)])
def test_every_bot_plays_every_seat_equally(specs, players):
    cycle = T.lineups(specs, players)
    matches = T.schedule("caylus", players, specs, 4 * len(cycle), seed=1)
    seats = Counter((spec, seat) for m in matches for seat, spec in enumerate(m.lineup))
    for seat in range(players):
        counts = {seats[(spec, seat)] for spec in specs}
        assert len(counts) == 1, f"seat {seat} is not shared equally: {seats}"


def test_same_results_on_one_and_two_workers():
    specs = ["random", "greedy"] if _has("greedy") else ["random"]
    one = T.Tournament("tzolkin", 2, specs, 4, seed=3, workers=1).run()
    two = T.Tournament("tzolkin", 2, specs, 4, seed=3, workers=2).run()
    assert outcome(one) == outcome(two)
    assert [r.index for r in one] == [0, 1, 2, 3]


def test_same_results_on_a_local_ray_cluster():
    ray = pytest.importorskip("ray")
    ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False, configure_logging=False)
    try:
        on_ray = T.Tournament("caylus", 3, ["random"], 4, seed=5, ray=True).run()
    finally:
        ray.shutdown()
    local = T.Tournament("caylus", 3, ["random"], 4, seed=5, workers=1).run()
    assert outcome(on_ray) == outcome(local)


def test_an_interrupted_tournament_resumes_with_only_the_missing_games(tmp_path, monkeypatch):
    played = []
    real = T.play_match

    def counting(match):
        played.append(match.index)
        return real(match)

    monkeypatch.setattr(T, "play_match", counting)

    def stop_after_three(done, total):
        if done == 3:
            raise KeyboardInterrupt

    t = T.Tournament("caylus", 2, ["random"], 6, seed=2, workers=1, out=tmp_path)
    with pytest.raises(KeyboardInterrupt):
        t.run(stop_after_three)
    assert played == [0, 1, 2]
    played.clear()
    results = t.run()
    assert played == [3, 4, 5]
    assert [r.index for r in results] == list(range(6))
    assert len(list((tmp_path / "records").glob("*.json"))) == 6
    fresh = T.Tournament("caylus", 2, ["random"], 6, seed=2, workers=1).run()
    assert outcome(results) == outcome(fresh)


def test_tournament_command_prints_ratings_and_writes_tables(tmp_path):
    code, out, err = run(["tournament", "caylus", "--players", "3", "--bots", "random",
                          "--games", "3", "--workers", "1", "--out", str(tmp_path)])
    assert code == 0, err
    assert "win rate" in out and "95 % interval" in out and "rating" in out
    rows = json.loads((tmp_path / "summary.json").read_text())
    assert rows[0]["bot"] == "random" and rows[0]["games"] == 9
    assert 0 <= rows[0]["ci_low"] <= rows[0]["win_rate"] <= rows[0]["ci_high"] <= 1
    assert (tmp_path / "summary.csv").read_text().startswith("bot,games,wins")


def test_balance_writes_a_report_with_plots(tmp_path):
    pytest.importorskip("matplotlib")
    code, out, err = run(["balance", "tzolkin", "--players", "2", "--bot", "random",
                          "--games", "6", "--workers", "1", "--out", str(tmp_path)])
    assert code == 0, err
    report = (tmp_path / "report.md").read_text()
    assert "# Balance of tzolkin, 2 players" in report and "| seat | win rate" in report
    assert "## Moves and winning" in report and "Decisions per game" in report
    assert "## Over the game" in report and "| 90–100 % |" in report
    for name in ("scores.png", "length.png", "wins_by_seat.png"):
        assert (tmp_path / name).read_bytes()[:4] == b"\x89PNG"
        assert f"![{name}]({name})" in report


@pytest.mark.parametrize("argv,message", [
    (["--bots", "alien"], "unknown bot"),
    (["--bots", "random", "--players", "9"], "players=9 is not allowed"),
    (["--bots", "random", "--games", "0"], "--games must be at least 1"),
    (["--bots", "random,random"], "more than once"),
    (["--bots", "random", "--workers", "0"], "--workers must be at least 1"),
])
def test_bad_settings_are_clear_errors(argv, message):
    base = ["tournament", "caylus", "--players", "3", "--games", "2"]
    code, _, err = run(base + argv)
    assert code == 2 and message in err and "Traceback" not in err


def test_an_unwritable_dir_is_a_clear_error(tmp_path):
    a_file = tmp_path / "file"
    a_file.write_text("x")
    code, _, err = run(["tournament", "caylus", "--players", "2", "--bots", "random",
                        "--games", "1", "--out", str(a_file)])
    assert code == 2 and "is a file, not a directory" in err
    code, _, err = run(["tournament", "caylus", "--players", "2", "--bots", "random",
                        "--games", "1", "--out", str(a_file / "sub")])
    assert code == 2 and "cannot write to --out" in err


def _has(spec):
    from meeple import bots

    try:
        bots.make(spec, 0)
    except Exception:
        return False
    return True


def test_move_usage_counts_the_kinds_of_the_games_action_encoding():
    import meeple

    match = T.schedule("tzolkin", 2, ["random"], 1, seed=3)[0]
    result, _ = T.play_match(match)
    game = meeple.load("tzolkin")
    kinds = {game.action_kind(a) for a in range(game.num_distinct_actions(2))}
    used = {k for seat in result.usage for k in seat}
    assert used <= kinds and {"place", "pickup"} <= used  # "place", not "place yaxchilan"
    assert sum(sum(seat.values()) for seat in result.usage) == result.moves
    assert result.decisions == [sum(seat.values()) for seat in result.usage]
    assert all(t >= 0 for t in result.seconds)


def test_head_to_head_and_time_per_move_from_known_results():
    def result(i, lineup, returns, scores, seconds, decisions):
        return T.Result(i, i, lineup, scores, returns, [], 10, {}, [], seconds, decisions)

    results = [result(0, ["a", "b"], [1.0, 0.0], [9, 3], [0.2, 1.0], [2, 2]),
               result(1, ["b", "a"], [0.5, 0.5], [5, 5], [3.0, 0.6], [3, 4]),
               result(2, ["b", "c"], [0.0, 1.0], [1, 2], [0.0, 0.0], [1, 1])]
    matrix = T.head_to_head(results, ["a", "b", "c"])
    assert matrix["a"]["b"] == {"games": 2, "score": 0.75}  # a win, then a level game
    assert matrix["b"]["a"] == {"games": 2, "score": 0.25}
    assert matrix["c"]["b"] == {"games": 1, "score": 1.0} and matrix["a"]["c"]["score"] is None
    assert T.seconds_per_move(results, "a") == pytest.approx((0.2 + 0.6) / 6)
    assert T.seconds_per_move(results, "b") == pytest.approx(4.0 / 6)
    old = T.Result(3, 3, ["a", "b"], [1, 0], [1.0, 0.0], [0], 5)  # results.jsonl before timing
    assert T.seconds_per_move([old], "a") is None


def test_tournament_command_prints_and_writes_the_head_to_head_matrix(tmp_path):
    code, out, err = run(["tournament", "caylus", "--players", "2", "--bots", "random,greedy",
                          "--games", "2", "--workers", "1", "--out", str(tmp_path)])
    assert code == 0, err
    assert "Head to head" in out and "s / move" in out
    lines = (tmp_path / "head_to_head.csv").read_text().splitlines()
    header = lines[0].split(",")
    assert sorted(header[1:]) == ["greedy", "random"] and len(lines) == 3
    for line in lines[1:]:  # the two bots' shares against each other add up to 1
        cells = line.split(",")
        assert cells[1 + header[1:].index(cells[0])] == ""  # no bot against itself
    a, b = (float(next(c for c in line.split(",")[1:] if c)) for line in lines[1:])
    assert a + b == pytest.approx(1.0)
    rows = json.loads((tmp_path / "summary.json").read_text())
    assert all(row["seconds_per_move"] > 0 for row in rows)


def test_the_timeline_listener_sums_up_the_game_per_tenth():
    import meeple
    from meeple.analysis import metrics

    match = T.schedule("caylus", 2, ["random"], 1, seed=5)[0]
    result, record = T.play_match(match)
    game = meeple.load("caylus")
    state = game.new_game(players=2, seed=result.seed)
    branching, scores = [], []
    for notation in record["actions"]:  # the game again, measured by hand
        branching.append(len(state.legal_actions()))
        scores.append(state.scores())
        state.apply(state.str_to_action(notation))
    n = len(branching)
    line = result.metrics["timeline"]
    assert len(line["branching"]) == metrics.PARTS == len(line["scores"])
    first = range(0, n // 10)
    assert line["branching"][0] == pytest.approx(sum(branching[i] for i in first) / len(first), abs=1e-3)
    last = range(9 * n // 10, n)
    assert line["scores"][-1] == pytest.approx(
        [sum(scores[i][s] for i in last) / len(last) for s in (0, 1)], abs=1e-3)
    with pytest.raises(meeple.MeepleError, match="unknown listener"):
        metrics.make(["clock"])


@pytest.mark.parametrize("name", ["results.jsonl", "tournament.json"])
def test_a_resumed_dir_whose_files_are_not_regular_is_refused(tmp_path, name):
    """A FIFO (or device) in place of the DIR's files would block or never end the read."""
    import os

    t = T.Tournament("caylus", 2, ["random"], 2, seed=2, workers=1, out=tmp_path)
    t.run()
    (tmp_path / name).unlink()
    if name == "results.jsonl":
        os.mkfifo(tmp_path / name)
    else:
        (tmp_path / name).mkdir()
    with pytest.raises(T.MeepleError, match="regular file"):
        t.run()


def test_settings_that_are_not_json_are_a_clear_error(tmp_path):
    t = T.Tournament("caylus", 2, ["random"], 2, seed=2, workers=1, out=tmp_path)
    t.run()
    (tmp_path / "tournament.json").write_text("{not json")
    with pytest.raises(T.MeepleError, match="not JSON"):
        t.run()
