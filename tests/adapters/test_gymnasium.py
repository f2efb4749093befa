"""The Gymnasium environments follow Gymnasium's conventions and what RL libraries expect:
check_env with every reward mode, the registered episode limit, the three ways to treat an
illegal action, dense rewards that add up to the final score or margin, `action_masks()`
through `gymnasium.make`'s wrappers, masks that always offer an action in vector envs (after
autoresets too), bots playing the other seats, and the render modes libraries ask for."""

from __future__ import annotations

import warnings

import numpy as np
import pytest

gymnasium = pytest.importorskip("gymnasium")

import meeple  # noqa: E402
from meeple.adapters import gymnasium as meeple_gym  # noqa: E402
from meeple.core import IllegalAction, MeepleError  # noqa: E402

SOLO = "meeple/TeotihuacanSolo-v0"


@pytest.fixture(autouse=True)
def quiet():
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        yield


def play(env, seed: int, rng: np.random.Generator):
    """A whole episode with random legal actions: the rewards, the last info."""
    _, info = env.reset(seed=seed)
    rewards, done = [], False
    while not done:
        action = int(rng.choice(np.flatnonzero(info["action_mask"])))
        _, reward, terminated, truncated, info = env.step(action)
        rewards.append(reward)
        done = terminated or truncated
    return rewards, info


@pytest.mark.parametrize("reward", meeple_gym.REWARDS)
def test_check_env_passes_with_every_reward_mode(reward):
    from gymnasium.utils.env_checker import check_env

    for env_id in (SOLO, "meeple/Caylus-v0"):
        check_env(gymnasium.make(env_id, reward=reward, render_mode="ansi").unwrapped)


def test_every_game_is_registered_with_an_episode_limit():
    for env_id in ("meeple/Caylus-v0", "meeple/Tzolkin-v0", "meeple/Teotihuacan-v0",
                   "meeple/BoraBora-v0", SOLO):
        assert gymnasium.spec(env_id).max_episode_steps == meeple_gym.MAX_EPISODE_STEPS
    env = gymnasium.make(SOLO, max_episode_steps=25)
    _, info = env.reset(seed=1)
    bad = int(np.flatnonzero(info["action_mask"] == 0)[0])
    ends = []
    for _ in range(25):  # an unmasked policy stuck on an illegal action ends truncated
        _, reward, terminated, truncated, info = env.step(bad)
        assert reward == -1.0 and info["illegal_action"] and not terminated
        ends.append(truncated)
    assert ends == [False] * 24 + [True]


def test_illegal_actions_penalize_terminate_or_raise():
    for mode, ends in (("penalize", False), ("terminate", True)):
        env = gymnasium.make(SOLO, illegal=mode, illegal_reward=-2.5)
        obs, info = env.reset(seed=2)
        before = env.unwrapped.state.to_dict()
        bad = int(np.flatnonzero(info["action_mask"] == 0)[0])
        again, reward, terminated, _, after = env.step(bad)
        assert (reward, terminated, after["illegal_action"]) == (-2.5, ends, True)
        assert env.unwrapped.state.to_dict() == before and (again == obs).all()
    env = gymnasium.make(SOLO, illegal="raise")
    _, info = env.reset(seed=2)
    with pytest.raises(IllegalAction, match="action_mask"):
        env.step(int(np.flatnonzero(info["action_mask"] == 0)[0]))
    with pytest.raises(MeepleError, match="illegal="):
        gymnasium.make(SOLO, illegal="ignore")
    with pytest.raises(MeepleError, match="reward="):
        gymnasium.make(SOLO, reward="vp")


@pytest.mark.parametrize("env_id,players", [(SOLO, 1), ("meeple/Tzolkin-v0", 3)])
def test_dense_rewards_add_up_to_the_final_score_and_margin(env_id, players):
    kwargs = {} if players == 1 else {"players": players}
    for mode in ("score", "margin"):
        env = gymnasium.make(env_id, reward=mode, **kwargs)
        rewards, info = play(env, seed=4, rng=np.random.default_rng(4))
        state = env.unwrapped.state
        scores = state.scores()
        others = scores[1:] + list(state.automa_scores().values())
        final = scores[0] if mode == "score" else scores[0] - max(others)
        assert state.is_terminal() and sum(rewards) == pytest.approx(final)
        assert any(r != 0 for r in rewards[:-1])  # dense: not only at the end
    rewards, _ = play(gymnasium.make(env_id, **kwargs), seed=4, rng=np.random.default_rng(4))
    assert set(rewards[:-1]) <= {0.0} and rewards[-1] in (0.0, 0.5, 1.0) or players > 2


def test_action_masks_reach_through_the_wrappers():
    env = gymnasium.make(SOLO)
    assert isinstance(env, meeple_gym.ActionMasks)  # outermost: env.action_masks() works
    _, info = env.reset(seed=5)
    assert (env.action_masks() == info["action_mask"].astype(bool)).all()
    wrapped = gymnasium.wrappers.RecordEpisodeStatistics(env)  # a wrapper of the user's own
    assert (wrapped.get_wrapper_attr("action_masks")() == env.action_masks()).all()


@pytest.mark.parametrize("mode", list(gymnasium.vector.AutoresetMode)[:2])
def test_vector_env_masks_offer_an_action_and_match_the_state_after_autoresets(mode):
    envs = gymnasium.make_vec(SOLO, num_envs=2, vectorization_mode="sync",
                              vector_kwargs={"autoreset_mode": mode})
    _, info = envs.reset(seed=6)
    rng, resets = np.random.default_rng(6), 0
    while resets < 2:
        masks = info["action_mask"]
        assert masks.any(axis=1).all()  # a masked sampler always has an action
        for mask, env in zip(masks, envs.envs, strict=True):
            state = env.unwrapped.state
            if not state.is_terminal():
                assert list(np.flatnonzero(mask)) == state.legal_actions()
        actions = [int(rng.choice(np.flatnonzero(m))) for m in masks]
        _, _, terminated, _, info = envs.step(actions)
        resets += int(terminated.sum())


def test_opponent_bots_play_the_other_seats():
    env = gymnasium.make("meeple/Caylus-v0", players=3, seat=1,
                         opponents=["random", "mcts:iterations=5"])
    _, info = env.reset(seed=7)
    state, rng, done = env.unwrapped.state, np.random.default_rng(7), False
    assert [type(b).__name__ for b in env.unwrapped.opponents.values()] == ["RandomBot", "MCTSBot"]
    while not done:
        assert state.current_player() == 1  # the agent is asked only for its own seat
        _, reward, done, _, info = env.step(int(rng.choice(np.flatnonzero(info["action_mask"]))))
        state = env.unwrapped.state
    assert state.is_terminal() and reward == state.returns()[1]
    with pytest.raises(MeepleError, match="2 other seats"):
        gymnasium.make("meeple/Caylus-v0", players=3, opponents=["random"])
    with pytest.raises(MeepleError):
        gymnasium.make("meeple/Caylus-v0", opponents="alphazero")


def test_render_modes_the_libraries_ask_for():
    env = gymnasium.make(SOLO, render_mode="rgb_array")  # what stable-baselines3 makes by name
    env.reset(seed=8)
    image = env.render()
    assert image.dtype == np.uint8 and image.ndim == 3 and image.shape[2] == 3
    assert (image < 128).any() and (image > 128).any()  # text on a background
    env = gymnasium.make("meeple/BoraBora-v0", render_mode="ansi")
    env.reset(seed=8)
    assert env.render() == env.unwrapped.state.render(0)


def test_maskable_ppo_is_built_from_the_registered_name_alone():
    sb3_contrib = pytest.importorskip(
        "sb3_contrib", reason="sb3-contrib and torch are the optional extra meeple[train]")
    model = sb3_contrib.MaskablePPO("MlpPolicy", SOLO, n_steps=64, batch_size=32, seed=0)
    model.learn(64)
    assert meeple.load("teotihuacan").observation_shape(1) == model.observation_space.shape
