"""DQN (stable-baselines3) on one seat of a PettingZoo meeple game against a fixed opponent.

    pip install 'meeple[train]'      # torch (the CPU build is enough) and sb3-contrib (brings SB3)
    PYTHONPATH=src python examples/dqn_pettingzoo.py --steps 50000          # Caylus, 2 players
    PYTHONPATH=src python examples/dqn_pettingzoo.py --game tzolkin --opponent greedy

The environment is meeple's PettingZoo AEC env; `SingleSeat` (below) is the usual
single-agent view of it: the learner plays one agent (seats alternate every episode), the
opponent's turns are played inside `step`, and the reward is the learner's PettingZoo reward
(1 a win, 0 a loss, a tie split, at the end). The observation is the AEC observation as it
is, a Dict of the seat's tensor and its action mask.

SB3's DQN knows nothing of masks, so masking is added where the library allows, in two
small overrides: the Q-network sets illegal actions' values to a large negative number
(both for the greedy action and for the bootstrap target `max_a' Q(s', a')`, since the mask
is part of every stored observation), and epsilon-greedy exploration samples among the
legal actions (`Discrete.sample(mask)`), warm-up steps included.
"""

from __future__ import annotations

import argparse
import time

import gymnasium
import numpy as np
import torch
from stable_baselines3 import DQN
from stable_baselines3.common.callbacks import BaseCallback
from stable_baselines3.dqn.policies import MultiInputPolicy, QNetwork

from meeple import bots
from meeple.adapters.pettingzoo import env as aec_env

ILLEGAL_Q = -1e8  # finite: a terminal next state (all masked) is multiplied by 0, not by inf


class SingleSeat(gymnasium.Env):
    """One agent of a PettingZoo AEC env; a meeple bot plays every other seat."""

    def __init__(self, game: str = "caylus", players: int = 2, opponent: str = "random") -> None:
        self.aec = aec_env(game, players=players, illegal="raise")  # a masking bug fails loudly
        self.players, self.opponent_spec = players, opponent
        self.observation_space = self.aec.observation_space("player_0")
        self.action_space = self.aec.action_space("player_0")
        self.episodes, self.me, self.bot = 0, "player_0", None

    def reset(self, *, seed: int | None = None, options: dict | None = None):
        super().reset(seed=seed)
        self.aec.reset(seed=int(self.np_random.integers(2**31)))
        self.me = f"player_{self.episodes % self.players}"  # seats alternate
        self.episodes += 1
        self.bot = bots.make(self.opponent_spec, seed=int(self.np_random.integers(2**31)))
        obs, _, done = self._advance()
        assert not done, "the game ended before the learner's first turn"
        return obs, {}

    def step(self, action):
        self.aec.step(int(action))
        obs, reward, done = self._advance()
        return obs, reward, done, False, {}

    def _advance(self):
        """Plays the other seats until the learner decides or its game is over."""
        aec = self.aec
        while True:
            obs, reward, termination, truncation, _ = aec.last()
            done = termination or truncation
            if aec.agent_selection == self.me:
                return obs, float(reward), done
            aec.step(None if done else self.bot.choose(aec.unwrapped.state))

    def won(self) -> float:
        """The learner's return from the game just finished (1, 0, or a tie's share)."""
        return self.aec.unwrapped.state.returns()[int(self.me.split("_")[1])]


class MaskedQNetwork(QNetwork):
    """Q-values with the illegal actions (read from the observation's mask) pushed down."""

    def forward(self, obs):
        q = super().forward(obs)
        legal = obs["action_mask"] > 0
        legal = legal | ~legal.any(dim=1, keepdim=True)  # a finished game: leave it unmasked
        return q.masked_fill(~legal, ILLEGAL_Q)


class MaskedPolicy(MultiInputPolicy):
    def make_q_net(self) -> MaskedQNetwork:
        net_args = self._update_features_extractor(self.net_args, features_extractor=None)
        return MaskedQNetwork(**net_args).to(self.device)


class MaskedDQN(DQN):
    """DQN whose epsilon-greedy and warm-up actions are drawn among the legal ones."""

    def predict(self, observation, state=None, episode_start=None, deterministic=False):
        if deterministic or np.random.rand() >= self.exploration_rate:
            return self.policy.predict(observation, state, episode_start, deterministic)
        masks = np.asarray(observation["action_mask"], dtype=np.int8).reshape(-1, self.action_space.n)
        return np.array([self.action_space.sample(m) for m in masks]), state

    def _sample_action(self, learning_starts, action_noise=None, n_envs=1):
        # warm-up too: exploration_rate starts at 1, so `predict` samples legal actions
        return super()._sample_action(0, action_noise, n_envs)


class TimeLimit(BaseCallback):
    def __init__(self, seconds: float) -> None:
        super().__init__()
        self.deadline = time.process_time() + seconds

    def _on_step(self) -> bool:
        return time.process_time() < self.deadline


def win_rate(env: SingleSeat, choose, games: int, seed: int) -> float:
    """The learner's mean return over `games` games (seats alternating, fixed seeds)."""
    total = 0.0
    for i in range(games):
        obs, _ = env.reset(seed=seed + i)
        done = False
        while not done:
            obs, _, done, _, _ = env.step(choose(obs))
        total += env.won()
    return total / games


def main(argv: list[str] | None = None) -> dict:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--game", default="caylus")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--opponent", default="random", help="a meeple bot spec")
    parser.add_argument("--steps", type=int, default=50_000, help="learner steps")
    parser.add_argument("--minutes", type=float, default=15.0, help="stop earlier at this much CPU time")
    parser.add_argument("--eval-games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)
    torch.set_num_threads(1)
    make = lambda: SingleSeat(args.game, args.players, args.opponent)  # noqa: E731
    rng = np.random.default_rng(args.seed)
    random_choice = lambda obs: int(rng.choice(np.flatnonzero(obs["action_mask"])))  # noqa: E731
    before = win_rate(make(), random_choice, args.eval_games, seed=10_000)
    print(f"random policy: win rate {before:.3f}")
    model = MaskedDQN(MaskedPolicy, make(), seed=args.seed, buffer_size=30_000,
                      learning_starts=min(2_000, args.steps // 4), batch_size=64, train_freq=4,
                      target_update_interval=2_000, exploration_fraction=0.3,
                      exploration_final_eps=0.05, gamma=0.99, verbose=0)
    start, cpu = time.perf_counter(), time.process_time()
    model.learn(total_timesteps=args.steps, callback=TimeLimit(args.minutes * 60))
    seconds, cpu = time.perf_counter() - start, time.process_time() - cpu
    greedy = lambda obs: int(model.predict(obs, deterministic=True)[0])  # noqa: E731
    after = win_rate(make(), greedy, args.eval_games, seed=10_000)
    print(f"trained {cpu:.0f} s CPU ({seconds:.0f} s wall), {model.num_timesteps} steps, "
          f"{model._n_updates} gradient steps: win rate {after:.3f} (random {before:.3f})")
    return {"before": before, "after": after, "seconds": seconds, "cpu_seconds": cpu,
            "steps": model.num_timesteps}


if __name__ == "__main__":
    main()
