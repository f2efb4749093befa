"""The learned value: weights that load and give one chance per seat, the fall-back to the
hand evaluation (with a warning) when weights are missing or corrupt, and `meeple train` end
to end on a tiny budget (resumable; `--games 0` a clear error)."""

from __future__ import annotations

import io
import json
import random
import warnings

import pytest

import meeple
from meeple import bots
from meeple.bots import value as V
from meeple.cli import main

GAMES = [n for n in meeple.games() if n != "toy"]
SHIPPED = [(name, players) for name in GAMES for players in meeple.load(name).player_counts
           if V.weights_path(name, players).exists()]


def run(argv):
    out, err = io.StringIO(), io.StringIO()
    return main(argv, inp=io.StringIO(), out=out, err=err), out.getvalue(), err.getvalue()


@pytest.mark.parametrize(("name", "players"), SHIPPED)
def test_shipped_weights_give_one_chance_per_seat_at_every_position(name, players):
    state = meeple.load(name).new_game(players=players, seed=5)
    evaluator = V.Evaluator(state)
    assert evaluator.model is not None, "shipped weights did not load"
    prov = evaluator.model.provenance
    assert {"games", "bot", "seed", "commit", "held_out_rmse", "date", "command"} <= set(prov)
    rng = random.Random(players)
    while not state.is_terminal():
        values = evaluator(state)
        assert len(values) == players and all(0.0 <= v <= 1.0 for v in values)
        assert players == 1 or abs(sum(values) - 1.0) < 1e-9
        state.apply(rng.choice(state.legal_actions()))
    values = evaluator(state)
    assert values == state.returns()
    assert {s for s, v in enumerate(values) if v > 0} == set(state.winners())


def test_a_game_with_no_shipped_weights_uses_the_hand_evaluation_quietly():
    state = meeple.load("borabora").new_game(players=4, seed=1)
    assert not V.weights_path("borabora", 4).exists()
    V._LOADED.clear()
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # a player's terminal shows no warning for the design
        evaluator = V.Evaluator(state)
    assert evaluator.model is None and evaluator(state) == state.evaluate()


def test_missing_or_corrupt_weights_fall_back_to_the_hand_evaluation(tmp_path):
    state = meeple.load("caylus").new_game(players=3, seed=1)
    with pytest.warns(UserWarning, match="no weights file .*using caylus's hand evaluation"):
        evaluator = V.Evaluator(state, tmp_path)
    assert evaluator.model is None and evaluator(state) == state.evaluate()
    bad = tmp_path / "bad"
    bad.mkdir()
    for text, message in [("{not json", "not readable JSON"),
                          (json.dumps({"features": 2, "coef": [1.0]}), "'coef' must list"),
                          (json.dumps({"features": 1, "coef": [1.0], "intercept": "x",
                                       "scale": [1, 2]}), "finite numbers")]:
        V.weights_path("caylus", 3, bad).write_text(text)
        with pytest.raises(V.BadWeights, match=message):
            V.read(V.weights_path("caylus", 3, bad))
    V._LOADED.clear()
    with pytest.warns(UserWarning, match="finite numbers"):
        assert V.Evaluator(state, bad).model is None
    V._LOADED.clear()
    wrong = {"features": 2, "coef": [1.0, 2.0], "intercept": 0.0, "scale": [1, 2]}
    V.weights_path("caylus", 3, bad).write_text(json.dumps(wrong))
    with pytest.warns(UserWarning, match="has 2 features"):
        assert V.Evaluator(state, bad).model is None
    V._LOADED.clear()


def test_an_unknown_value_kind_is_a_clear_error():
    with pytest.raises(meeple.core.BadOption, match="value='magic' must be one of hand, learned, search"):
        bots.make("mcts:value=magic")


def test_train_end_to_end_on_a_tiny_budget_and_resume(tmp_path):
    out = tmp_path / "t"
    argv = ["train", "tzolkin", "--players", "2", "--bot", "random", "--workers", "1",
            "--out", str(out)]
    code, text, err = run([*argv, "--games", "2"])
    assert code == 0, err
    assert "held-out error" in text and "the hand evaluation's" in text
    weights = V.weights_path("tzolkin", 2, out)
    model = V.read(weights)
    prov = model.provenance
    assert prov["games"] == 2 and prov["bot"] == "random" and prov["seed"] == 0
    assert prov["held_out_rmse"] >= 0 and "meeple train tzolkin --players 2" in prov["command"]
    assert len(model.coef) == len(model.names) == len(
        V.features_of(meeple.load("tzolkin").new_game(players=2, seed=0))(
            meeple.load("tzolkin").new_game(players=2, seed=0))[0])
    records = sorted((out / "games" / "records").iterdir())
    assert len(records) == 2
    stamps = [p.stat().st_mtime_ns for p in records]
    code, _, err = run([*argv, "--games", "3"])  # resumed: plays only the third game
    assert code == 0, err
    records = sorted((out / "games" / "records").iterdir())
    assert len(records) == 3 and [p.stat().st_mtime_ns for p in records[:2]] == stamps
    assert V.read(weights).provenance["games"] == 3
    bot = bots.make("mcts:iterations=5:value=learned", seed=1)  # the bot loads them
    bot.weights_dir = out
    state = meeple.load("tzolkin").new_game(players=2, seed=9)
    assert bot.choose(state) in state.legal_actions()
    assert bot._evaluator[1].model is not None
    code, text, err = run([*argv, "--evaluate", "--match-games", "1", "--match-bot",
                           "mcts:iterations=3"])
    assert code == 0, err
    assert "held-out error" in text and "1 games" in text


def test_train_bad_input_is_a_clear_error(tmp_path):
    code, _, err = run(["train", "caylus", "--games", "0", "--out", str(tmp_path / "x")])
    assert code == 2 and "--games must be at least 1, got 0" in err
    code, _, err = run(["train", "caylus", "--evaluate", "--out", str(tmp_path / "y")])
    assert code == 2 and "no weights file" in err and "train first" in err
    code, _, err = run(["train", "caylus", "--bot", "alien", "--games", "1",
                        "--out", str(tmp_path / "z")])
    assert code == 2 and "unknown bot" in err



def test_reasons_name_what_the_better_move_gains():
    """Bora Bora, round 1: a die on the temple puts a priest there, a die on the helper
    does not; the reason says so, and a move is never better than itself."""
    from meeple.analysis.explain import reasons

    state = meeple.load("borabora").new_game(players=2, seed=4)
    while not state.prompt().split(": ")[-1].startswith("place a die"):  # the setup
        state.apply(state.legal_actions()[0])
    legal = {state.action_to_str(a): a for a in state.legal_actions()}
    temple = next(a for text, a in legal.items() if "on temple" in text)
    other = next(a for text, a in legal.items() if "on temple" not in text and "place" in text)
    assert "more priests in the temple (+1)" in reasons(state, temple, other, top=5)
    assert "priests in the temple" not in reasons(state, other, temple, top=5)
    assert reasons(state, temple, temple) == ""


def test_rollouts_follow_the_games_policy_when_asked(monkeypatch):
    """policy=true: rollouts draw moves by the game's policy weights (a move of weight 0 is
    never drawn); without it, the policy is never consulted."""
    from meeple.bots import mcts
    from meeple.games.caylus import evaluate

    calls = []
    real = evaluate.policy

    def spy(state, actions):
        calls.append(len(actions))
        return real(state, actions)

    monkeypatch.setattr(evaluate, "policy", spy)
    state = meeple.load("caylus").new_game(players=2, seed=2)
    assert bots.make("mcts:iterations=30", seed=1).choose(state) in state.legal_actions()
    assert not calls
    assert bots.make("mcts:iterations=30:policy=true", seed=1).choose(state) in state.legal_actions()
    assert calls
    rng = random.Random(0)
    drawn = {mcts._sample([1, 2, 3], [0.0, 1.0, 3.0], rng) for _ in range(200)}
    assert drawn == {2, 3}
    assert mcts._sample([7, 8], [0.0, 0.0], rng) in (7, 8)
