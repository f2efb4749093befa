"""Decisions per second of the paths a learner can take through a game, in one run:

    PYTHONPATH=src python benchmarks/vector_speed.py [--seconds 5] [--games teotihuacan:1,caylus:2] [--num 64]

- raw: the engine alone, `legal_actions()` + `apply()` (no tensor: the upper bound);
- meeple.vector: `VectorGames(num)`: a step of all games, tensors and masks into numpy arrays,
  actions drawn for the whole batch at once (argmax of uniform noise over the mask);
- pyspiel: OpenSpiel's Python loop, `legal_actions()` + `observation_tensor(mover)` +
  `apply_action()`;
- gymnasium vector: `gymnasium.make_vec(..., num_envs=8, vectorization_mode="sync")`, one
  `step` of all envs, actions drawn from `info["action_mask"]` as above. Env steps are counted:
  with other seats, their random bot's decisions happen inside `step`, uncounted.

Every path plays uniformly random legal moves from fixed seeds, timed by this process's CPU
time (`time.process_time`, fairer on a shared machine); the load average is printed with the
table.
"""

from __future__ import annotations

import argparse
import os
import random
import time
import warnings

import numpy as np

import meeple
from meeple.vector import VectorGames

CLOCK = time.process_time


def until(seconds: float, step) -> float:
    """Decisions/s of repeated `step() -> decisions` for `seconds` of CPU time."""
    done, start = 0, CLOCK()
    while (elapsed := CLOCK() - start) < seconds:
        done += step()
    return done / elapsed


def raw(name: str, players: int, seconds: float) -> float:
    game, rng = meeple.load(name), random.Random(0)
    state = [game.new_game(players=players, seed=0)]

    def step() -> int:
        s = state[0]
        if s.is_terminal():
            s = state[0] = game.new_game(players=players, seed=rng.getrandbits(32))
        s.apply(rng.choice(s.legal_actions()))
        return 1
    return until(seconds, step)


def batch_choice(rng: np.random.Generator, masks: np.ndarray) -> np.ndarray:
    return np.argmax(rng.random(masks.shape, np.float32) * masks, axis=1)


def vector(name: str, players: int, seconds: float, num: int) -> float:
    games, rng = VectorGames(name, num_games=num, players=players, seed=0), np.random.default_rng(0)

    def step() -> int:
        games.step(batch_choice(rng, games.masks))
        return num
    return until(seconds, step)


def spiel(name: str, players: int, seconds: float) -> float:
    import pyspiel

    from meeple.adapters import openspiel

    openspiel.register()
    game, rng = pyspiel.load_game(f"meeple_{name}(players={players},seed=0)"), random.Random(0)
    state = [game.new_initial_state()]

    def step() -> int:
        s = state[0]
        if s.is_terminal():
            s = state[0] = game.new_initial_state()
        legal = s.legal_actions()
        s.observation_tensor(s.current_player())
        s.apply_action(rng.choice(legal))
        return 1
    return until(seconds, step)


def gym_vector(name: str, players: int, seconds: float, num: int = 8) -> float:
    import gymnasium

    import meeple.adapters.gymnasium as meeple_gym

    env_id = meeple_gym.ENV_ID if players == 1 else \
        f"meeple/{next(t for t, n in meeple_gym.ENV_IDS.items() if n == name)}-v0"
    kwargs = {} if players == 1 else {"players": players}
    envs = gymnasium.make_vec(env_id, num_envs=num, vectorization_mode="sync", **kwargs)
    _, info = envs.reset(seed=0)
    rng, box = np.random.default_rng(0), [info]

    def step() -> int:
        _, _, _, _, box[0] = envs.step(batch_choice(rng, box[0]["action_mask"]))
        return num
    return until(seconds, step)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seconds", type=float, default=5.0)
    parser.add_argument("--games", default="teotihuacan:1,caylus:2")
    parser.add_argument("--num", type=int, default=64, help="games in the meeple.vector batch")
    args = parser.parse_args()
    warnings.simplefilter("ignore")
    print(f"load average before: {os.getloadavg()}")
    print("| game | players | raw | meeple.vector | pyspiel loop | gymnasium vector (8 sync) |")
    print("|---|---|---|---|---|---|")
    for entry in args.games.split(","):
        name, players = entry.split(":")
        p, s = int(players), args.seconds
        figures = [raw(name, p, s), vector(name, p, s, args.num), spiel(name, p, s),
                   gym_vector(name, p, s)]
        print(f"| {name} | {p} | " + " | ".join(f"{f:,.0f}" for f in figures) + " |", flush=True)
    print(f"load average after: {os.getloadavg()}")


if __name__ == "__main__":
    main()
