"""The standard-library training examples run (a few seconds each); they need the optional
extra meeple[train] (torch, sb3-contrib), which CI does not install."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import numpy as np
import pytest

REASON = "torch and sb3-contrib are the optional extra meeple[train]"
pytest.importorskip("torch", reason=REASON)
pytest.importorskip("sb3_contrib", reason=REASON)

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"


def load(name: str):
    spec = importlib.util.spec_from_file_location(name, EXAMPLES / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


def test_maskable_ppo_trains_and_reports_scores_against_the_teotibot():
    out = load("maskable_ppo_teotibot").main(
        ["--minutes", "0.03", "--eval-games", "2", "--n-steps", "64"])
    assert out["steps"] >= 64
    for result in (out["before"], out["after"]):
        assert result["vp"] >= 0 and result["teotibot_vp"] > 0
        assert 0.0 <= result["win_rate"] <= 1.0


def test_dqn_through_pettingzoo_trains_and_plays_only_legal_moves():
    dqn = load("dqn_pettingzoo")  # its env raises IllegalAction on any illegal move
    out = dqn.main(["--steps", "200", "--eval-games", "2"])
    assert out["steps"] == 200 and 0.0 <= out["after"] <= 1.0


def test_dqn_masks_greedy_and_exploring_actions():
    dqn = load("dqn_pettingzoo")
    env = dqn.SingleSeat("tzolkin")
    model = dqn.MaskedDQN(dqn.MaskedPolicy, env, seed=1, buffer_size=100, learning_starts=10)
    obs, _ = env.reset(seed=3)
    legal = set(np.flatnonzero(obs["action_mask"]))
    assert 0 < len(legal) < env.action_space.n
    model.exploration_rate = 1.0  # every action explored
    assert {int(model.predict(obs)[0][0]) for _ in range(50)} <= legal
    assert int(model.predict(obs, deterministic=True)[0]) in legal
