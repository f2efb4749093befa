"""OpenSpiel's MCTSBot (through `meeple.adapters.openspiel`) against a meeple bot, at equal time.

    pip install 'meeple[rl]'
    python examples/openspiel_mcts_vs_meeple.py --game tzolkin --games 10 --seconds 0.2
    python examples/openspiel_mcts_vs_meeple.py --meeple-bot "mcts:seconds=0.2" --seconds 0.2

Two-player games, seats swapped every game. OpenSpiel's MCTSBot searches pyspiel states of
the adapter (random rollouts to the end of the game, UCT); meeple's bot (`meeple.bots.make`)
plays on the meeple state inside. MCTSBot is budgeted in simulations, not time: its budget
is re-tuned after every move from its measured time per simulation, so that its moves take
`--seconds` on average, as the meeple bot's. The script prints each bot's win rate (a tie
counts half) and its mean time per move.

Both search the real state: OpenSpiel's MCTSBot assumes perfect information, so on Tzolk'in
(whose hidden information is small) it sees the true state, and its rollouts use the state's
own chance seed (OpenSpiel's sampled-stochastic convention), which meeple's own bots never do.
Caylus has no hidden information.
"""

from __future__ import annotations

import argparse
import time

import numpy as np
import pyspiel
from open_spiel.python.algorithms import mcts

import meeple.bots
from meeple.adapters import openspiel


class TimedMCTSBot(mcts.MCTSBot):
    """MCTSBot whose simulation budget follows a time per move."""

    def __init__(self, game, seconds: float, rng: np.random.RandomState) -> None:
        evaluator = mcts.RandomRolloutEvaluator(1, rng)
        super().__init__(game, 1.4, 8, evaluator, solve=False, random_state=rng)
        self.seconds = seconds

    def step(self, state):
        start = time.perf_counter()
        action = super().step(state)
        per_simulation = (time.perf_counter() - start) / self.max_simulations
        self.max_simulations = max(2, int(self.seconds / per_simulation))
        return action


def play(game, spiel_bot: TimedMCTSBot, meeple_bot, spiel_seat: int, seed: int) -> tuple[list[float], dict]:
    """One game; the returns, and the time each side spent per move."""
    state = game.new_initial_state(game.meeple.new_game(players=2, seed=seed))
    spent = {"openspiel": [0.0, 0], "meeple": [0.0, 0]}
    while not state.is_terminal():
        start = time.perf_counter()
        if state.current_player() == spiel_seat:
            action, side = spiel_bot.step(state), "openspiel"
        else:
            action, side = meeple_bot.choose(state.s), "meeple"
        spent[side][0] += time.perf_counter() - start
        spent[side][1] += 1
        state.apply_action(action)
    return state.returns(), spent


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--game", default="tzolkin", help="a meeple game playable by 2")
    p.add_argument("--games", type=int, default=10, help="games (seats swap each game)")
    p.add_argument("--seconds", type=float, default=0.2, help="time per move of each bot")
    p.add_argument("--meeple-bot", default=None,
                   help="meeple bot spec (default: mcts:seconds=<--seconds>)")
    p.add_argument("--seed", type=int, default=0)
    args = p.parse_args()
    spec = args.meeple_bot or f"mcts:seconds={args.seconds}"
    openspiel.register()
    game = pyspiel.load_game(f"meeple_{args.game}(players=2)")
    wins = {"openspiel": 0.0, "meeple": 0.0}
    spent = {"openspiel": [0.0, 0], "meeple": [0.0, 0]}
    for i in range(args.games):
        spiel_seat = i % 2
        spiel_bot = TimedMCTSBot(game, args.seconds, np.random.RandomState(args.seed + i))
        returns, times = play(game, spiel_bot, meeple.bots.make(spec, seed=args.seed + i), spiel_seat,
                              seed=args.seed + i // 2)  # each deal played from both seats
        wins["openspiel"] += returns[spiel_seat]
        wins["meeple"] += returns[1 - spiel_seat]
        for side in spent:
            spent[side][0] += times[side][0]
            spent[side][1] += times[side][1]
        print(f"game {i + 1}: OpenSpiel MCTSBot seat {spiel_seat}, returns {returns}, "
              f"MCTSBot simulations per move now {spiel_bot.max_simulations}", flush=True)
    n = args.games
    print(f"{args.game}, {n} games, {args.seconds} s per move:")
    for side, label in (("openspiel", "OpenSpiel MCTSBot"), ("meeple", f"meeple {spec}")):
        total, moves = spent[side]
        print(f"  {label}: win rate {wins[side] / n:.3f}, {total / max(1, moves):.3f} s per move")


if __name__ == "__main__":
    main()
