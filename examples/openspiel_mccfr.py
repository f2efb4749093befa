"""OpenSpiel's outcome-sampling MCCFR on a meeple game with explicit chance.

    pip install 'meeple[rl]'
    python examples/openspiel_mccfr.py --game tzolkin --seeds 2 --minutes 2 --eval-games 100

`pyspiel.load_game("meeple_tzolkin", {"players": 2, "chance": "explicit", "chance_seeds": 2})`
is the game restricted to 2 deals, nature drawing one at the root (`chance_outcomes()`); the
dice, draws and shuffles of a deal follow from it, unseen by the seats. MCCFR keys its regret
tables by `information_state_string` (the seat's perfect recall) and samples one trajectory per
iteration. After training, the average policy plays seat 0 and seat 1 against a uniform
random player on the same deals (at an information state it never visited it plays
uniformly too). Prints the number of information states visited and the win rates.
"""

from __future__ import annotations

import argparse
import random
import time

import pyspiel
from open_spiel.python.algorithms import outcome_sampling_mccfr

from meeple.adapters import openspiel


def play(game, policy, seat: int, rng: random.Random) -> float:
    """One game: `policy` (an MCCFR average policy) at `seat`, uniform random elsewhere."""
    state = game.new_initial_state()
    state.apply_action(rng.choice([a for a, _ in state.chance_outcomes()]))
    while not state.is_terminal():
        legal = state.legal_actions()
        if state.current_player() == seat:
            probs = policy.action_probabilities(state)
            action = rng.choices(list(probs), weights=list(probs.values()))[0]
        else:
            action = rng.choice(legal)
        state.apply_action(action)
    return state.returns()[seat]


def main(argv: list[str] | None = None) -> dict:
    parser = argparse.ArgumentParser(description="outcome-sampling MCCFR on a meeple game")
    parser.add_argument("--game", default="tzolkin")
    parser.add_argument("--seeds", type=int, default=2, help="deals nature draws from")
    parser.add_argument("--minutes", type=float, default=2.0)
    parser.add_argument("--eval-games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)
    openspiel.register()
    game = pyspiel.load_game(f"meeple_{args.game}", {"players": 2, "chance": "explicit",
                                                     "chance_seeds": args.seeds})
    solver = outcome_sampling_mccfr.OutcomeSamplingSolver(game)
    iterations, start = 0, time.perf_counter()
    while time.perf_counter() - start < 60 * args.minutes:
        solver.iteration()
        iterations += 1
    seconds = time.perf_counter() - start
    infostates = len(solver._infostates)  # the regret tables (MCCFR's own dict)
    print(f"{iterations} MCCFR iterations in {seconds:.0f} s, {infostates} information states")
    policy, rng = solver.average_policy(), random.Random(args.seed)
    rates = {}
    for label, pol in (("random", None), ("mccfr", policy)):
        wins = 0.0
        for i in range(args.eval_games):
            seat = i % 2
            wins += play(game, pol or _Uniform(), seat, rng)
        rates[label] = wins / args.eval_games
        print(f"{label:>6} policy vs random: win rate {rates[label]:.3f} over {args.eval_games} games")
    return {"iterations": iterations, "infostates": infostates, "seconds": seconds, **rates}


class _Uniform:
    def action_probabilities(self, state):
        legal = state.legal_actions()
        return {a: 1 / len(legal) for a in legal}


if __name__ == "__main__":
    main()
