"""The worked examples run: a very short masked-PPO training (a few seconds), both modes."""

from __future__ import annotations

import importlib.util
import sys
import warnings
from pathlib import Path

import pytest

pytest.importorskip("torch")
pytest.importorskip("pettingzoo")

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"


def load(name: str):
    spec = importlib.util.spec_from_file_location(name, EXAMPLES / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module  # dataclasses look their module up
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize("game", ["caylus", "teotihuacan-solo"])
def test_train_solo_ppo_runs_updates_and_evaluates(game, capsys):
    train = load("train_solo_ppo")
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = train.main(["--game", game, "--minutes", "0.03", "--eval-games", "2",
                          "--batch-steps", "128"])
    assert out["updates"] >= 1 and out["steps"] >= 64
    for mode in ("random", "greedy"):
        win, _ = out["before"][mode]
        assert 0.0 <= win <= 1.0
    assert set(out["after"]) == {"greedy", "sample"}
    assert "trained policy wins" in capsys.readouterr().out
