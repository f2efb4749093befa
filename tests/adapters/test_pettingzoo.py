"""PettingZoo: an illegal action ends the game as in the classic environments (-1 for the
offender, 0 for the others, every agent done), or raises on request; every render mode passes
PettingZoo's render_test."""

from __future__ import annotations

import warnings

import numpy as np
import pytest

pytest.importorskip("pettingzoo")

from pettingzoo.test import render_test  # noqa: E402

from meeple.adapters import pettingzoo as pz  # noqa: E402
from meeple.core import IllegalAction  # noqa: E402


@pytest.fixture(autouse=True)
def quiet():
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        yield


@pytest.mark.parametrize("name,players", [("tzolkin", 3), ("borabora", 2)])
def test_an_illegal_action_costs_the_offender_and_ends_the_game(name, players):
    env = pz.env(name, players=players)
    env.reset(seed=3)
    rng = np.random.default_rng(3)
    for _ in range(10):  # a few legal moves first
        obs, *_ = env.last()
        env.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
    offender = env.agent_selection
    before = env.unwrapped.state.to_dict()
    obs, *_ = env.last()
    env.step(int(np.flatnonzero(obs["action_mask"] == 0)[0]))
    assert env.unwrapped.state.to_dict() == before  # the move itself changed nothing
    totals = dict.fromkeys(env.possible_agents, 0.0)
    for agent in env.agent_iter():  # every agent collects its reward and is done
        _, reward, term, _, info = env.last()
        assert term
        totals[agent] += reward
        env.step(None)
    assert totals == {a: (-1.0 if a == offender else 0.0) for a in env.possible_agents}
    assert not env.agents


def test_illegal_raise_keeps_the_old_behaviour():
    env = pz.env("caylus", players=2, illegal="raise")
    env.reset(seed=1)
    obs, *_ = env.last()
    with pytest.raises(IllegalAction, match="action_mask"):
        env.step(int(np.flatnonzero(obs["action_mask"] == 0)[0]))
    with pytest.raises(ValueError, match="illegal="):
        pz.env("caylus", illegal="ignore")


@pytest.mark.parametrize("name", ["caylus", "teotihuacan"])
def test_render_test_passes_in_every_mode(name, capsys):
    render_test(lambda render_mode=None: pz.env(name, players=2, render_mode=render_mode,
                                                max_cycles=4))
    assert capsys.readouterr().out  # "human" printed the board
