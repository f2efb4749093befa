"""sb3-contrib's MaskablePPO against the Teotibot, from the registered environment alone.

    pip install 'meeple[train]'      # torch (the CPU build is enough) and sb3-contrib
    PYTHONPATH=src python examples/maskable_ppo_teotibot.py --minutes 3

Teotihuacan solo (`meeple/TeotihuacanSolo-v0`) with `reward="score"`: each step is rewarded
with the change of the seat's victory points, so an episode's rewards add up to its final
score (the Teotibot is far stronger than a new policy: a win-only reward gives no signal).
MaskablePPO reads the legal actions from `env.action_masks()`, which `gymnasium.make`'s
wrappers expose (`MaskablePPO("MlpPolicy", "meeple/TeotihuacanSolo-v0")` works from the name
too, with the default win reward); nothing else is written here but the time limit and the
evaluation.
Evaluation: the trained policy (greedy, masked) and a uniform random legal policy play the
same seeded games; the script reports mean VP, the Teotibot's mean VP and the win rate.
"""

from __future__ import annotations

import argparse
import time

import gymnasium
import numpy as np
import torch
from sb3_contrib import MaskablePPO
from stable_baselines3.common.callbacks import BaseCallback

import meeple.adapters.gymnasium  # noqa: F401  (registers the environments)

ENV_ID = "meeple/TeotihuacanSolo-v0"


class TimeLimit(BaseCallback):
    """Stops `learn` once the budget of this process's CPU time is spent (a shared machine's
    load would make a wall-clock budget mean anything)."""

    def __init__(self, seconds: float) -> None:
        super().__init__()
        self.deadline = time.process_time() + seconds

    def _on_step(self) -> bool:
        return time.process_time() < self.deadline


def play(env: gymnasium.Env, choose, seed: int) -> tuple[float, float, bool]:
    """One game from `seed`; (the seat's VP, the Teotibot's VP, whether the seat won)."""
    obs, info = env.reset(seed=seed)
    done = False
    while not done:
        obs, _, terminated, truncated, info = env.step(choose(obs, env.action_masks()))
        done = terminated or truncated
    return info["score"], info["teotibot"], env.unwrapped.state.winners() == [0]


def evaluate(choose, games: int, seed: int) -> dict[str, float]:
    """Mean VP, the bot's mean VP and the win rate over `games` games on fixed seeds."""
    env = gymnasium.make(ENV_ID, reward="score")
    results = np.array([play(env, choose, seed + i) for i in range(games)], dtype=float)
    vp, bot, won = results.mean(axis=0)
    return {"vp": float(vp), "teotibot_vp": float(bot), "win_rate": float(won)}


def random_policy(seed: int):
    rng = np.random.default_rng(seed)
    return lambda obs, mask: int(rng.choice(np.flatnonzero(mask)))


def model_policy(model: MaskablePPO):
    def choose(obs, mask):
        action, _ = model.predict(obs, action_masks=mask, deterministic=True)
        return int(action)
    return choose


def main(argv: list[str] | None = None) -> dict:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--minutes", type=float, default=3.0, help="training budget, CPU time")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--eval-games", type=int, default=50)
    parser.add_argument("--n-steps", type=int, default=1024, help="PPO rollout length")
    args = parser.parse_args(argv)
    torch.set_num_threads(1)  # a small MLP: threads only add contention
    before = evaluate(random_policy(args.seed), args.eval_games, seed=10_000)
    print(f"random policy: {before}")
    # gymnasium.make alone: its wrappers expose action_masks(), which MaskablePPO calls
    env = gymnasium.make(ENV_ID, reward="score")
    model = MaskablePPO("MlpPolicy", env, seed=args.seed,
                        n_steps=args.n_steps, batch_size=min(256, args.n_steps), gamma=0.995,
                        verbose=0)
    start, cpu = time.perf_counter(), time.process_time()
    model.learn(total_timesteps=10**9, callback=TimeLimit(args.minutes * 60))
    seconds, cpu = time.perf_counter() - start, time.process_time() - cpu
    after = evaluate(model_policy(model), args.eval_games, seed=10_000)
    print(f"trained {cpu:.0f} s CPU ({seconds:.0f} s wall), {model.num_timesteps} steps: {after}")
    return {"before": before, "after": after, "seconds": seconds, "cpu_seconds": cpu,
            "steps": model.num_timesteps}


if __name__ == "__main__":
    main()
