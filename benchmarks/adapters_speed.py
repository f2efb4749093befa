"""Env steps/s of each research adapter against the engine's raw `apply` decisions/s.

    PYTHONPATH=src python benchmarks/adapters_speed.py [--seconds 3] [--players 2] [--games caylus,...] [--repeat 3] [--clock cpu]

Every line plays random games on the same seeds and the same action choices (a uniform pick
among the legal actions, sorted), so the adapters replay exactly the raw games:
- raw: `legal_actions()` + `apply()`;
- PettingZoo: the AEC loop, `last()` (observation tensor + action mask) before every step;
- OpenSpiel: `legal_actions()` + `apply_action()` + `observation_tensor(mover)`;
- Gymnasium (Teotihuacan solo): `step()` (returns the observation tensor and the mask).
`tensor/s` is `observation_tensor(seat)` alone on positions of those games. Prints a Markdown
table; the issue's aim is adapters at >= 50 % of raw decisions/s. On a shared, loaded machine
`--repeat N` times every measurement N times, in turn, and keeps the best of each, and
`--clock cpu` counts this process's CPU time instead of the wall clock.
"""

from __future__ import annotations

import argparse
import random
import time
import warnings

import numpy as np

import meeple
from meeple.core.rng import SEED_BITS


def game_seed(seed: int) -> int:
    """The engine seed the PettingZoo and Gymnasium adapters derive from `reset(seed=seed)`."""
    return int(np.random.default_rng(seed).integers(0, 2**SEED_BITS))


CLOCK = time.perf_counter  # --clock cpu: time.process_time


def timed(play, seconds: float) -> float:
    """Decisions per second of `play(seed) -> decisions`, over whole games until `seconds`."""
    decisions, seed, start = 0, 0, CLOCK()
    while CLOCK() - start < seconds:
        decisions += play(seed)
        seed += 1
    return decisions / (CLOCK() - start)


def raw(name: str, players: int):
    game = meeple.load(name)

    def play(seed: int) -> int:
        rng, s, n = random.Random(seed), game.new_game(players=players, seed=game_seed(seed)), 0
        while not s.is_terminal():
            s.apply(rng.choice(sorted(s.legal_actions())))
            n += 1
        return n
    return play


def tensors(name: str, players: int):
    """observation_tensor calls per second, on the positions of raw random games."""
    game = meeple.load(name)

    def play(seed: int) -> int:
        rng, s, n = random.Random(seed), game.new_game(players=players, seed=game_seed(seed)), 0
        while not s.is_terminal():
            s.observation_tensor(s.current_player())
            s.apply(rng.choice(sorted(s.legal_actions())))
            n += 1
        return n
    return play


def pettingzoo(name: str, players: int):
    from meeple.adapters.pettingzoo import env as pz_env
    env = pz_env(name, players=players)

    def play(seed: int) -> int:
        rng, n = random.Random(seed), 0
        env.reset(seed=seed)
        for _agent in env.agent_iter():
            obs, _, term, trunc, _ = env.last()
            if term or trunc:
                env.step(None)
                continue
            env.step(int(rng.choice(np.flatnonzero(obs["action_mask"]).tolist())))
            n += 1
        return n
    return play


def openspiel(name: str, players: int):
    import pyspiel

    from meeple.adapters import openspiel as osp
    osp.register()
    spiel = pyspiel.load_game(f"meeple_{name}(players={players})")
    game = spiel.meeple

    def play(seed: int) -> int:
        rng, n = random.Random(seed), 0
        state = spiel.new_initial_state(game.new_game(players=players, seed=game_seed(seed)))
        while not state.is_terminal():
            state.observation_tensor(state.current_player())
            state.apply_action(rng.choice(sorted(state.legal_actions())))
            n += 1
        return n
    return play


def gymnasium_solo():
    import gymnasium

    import meeple.adapters.gymnasium  # noqa: F401  (registers the environment)
    env = gymnasium.make("meeple/TeotihuacanSolo-v0").unwrapped

    def play(seed: int) -> int:
        rng, n, done = random.Random(seed), 0, False
        _, info = env.reset(seed=seed)
        while not done:
            _, _, done, _, info = env.step(rng.choice(np.flatnonzero(info["action_mask"]).tolist()))
            n += 1
        return n
    return play


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--seconds", type=float, default=3.0, help="per measurement")
    p.add_argument("--players", type=int, default=2)
    p.add_argument("--games", default=",".join(meeple.games()))
    p.add_argument("--repeat", type=int, default=1, help="best of this many measurements")
    p.add_argument("--clock", choices=("wall", "cpu"), default="wall",
                   help="cpu: per second of this process's CPU time (the others' load left out)")
    args = p.parse_args()
    global CLOCK
    CLOCK = time.process_time if args.clock == "cpu" else time.perf_counter
    warnings.simplefilter("ignore")
    t = args.seconds

    def best(*plays):
        """The best rate of each of `plays`, measured in turn `--repeat` times."""
        rates = [0.0] * len(plays)
        for _ in range(args.repeat):
            rates = [max(r, timed(play, t)) for r, play in zip(rates, plays, strict=True)]
        return rates
    print("| game | players | adapter | raw decisions/s | adapter steps/s | ratio | tensor/s |")
    print("|---|---|---|---|---|---|---|")
    for name in args.games.split(","):
        rows = [("PettingZoo AEC", pettingzoo(name, args.players), args.players),
                ("OpenSpiel", openspiel(name, args.players), args.players)]
        if name == "teotihuacan":
            rows.append(("Gymnasium solo", gymnasium_solo(), 1))
        engine: dict[int, tuple[float, float]] = {}
        for label, play, players in rows:
            if players not in engine:
                base, with_tensors = best(raw(name, players), tensors(name, players))
                # the tensor's own cost: (time with it - time without) per decision
                engine[players] = base, 1 / max(1e-9, 1 / with_tensors - 1 / base)
            base, tensor_rate = engine[players]
            (rate,) = best(play)
            print(f"| {name} | {players} | {label} | {base:,.0f} | {rate:,.0f} | "
                  f"{rate / base:.0%} | {tensor_rate:,.0f} |", flush=True)


if __name__ == "__main__":
    main()
