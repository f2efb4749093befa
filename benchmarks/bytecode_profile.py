"""Bytecodes executed per function (its own, not its callees') in random playouts or MCTS
searches: a profile that the machine's load does not move and that charges no overhead per
call (cProfile's does), so it ranks where the interpreter works. Calls into C (list copies,
string formatting) count as one bytecode: read it beside `engine_instructions.py`.

    PYTHONPATH=src python benchmarks/bytecode_profile.py caylus [--players 3] [--games 10]
    PYTHONPATH=src python benchmarks/bytecode_profile.py teotihuacan --mcts --games 1

`--mcts`: searches of `mcts:iterations=100` from the position of `engine_instructions.py --mcts`.
"""

from __future__ import annotations

import argparse
import random
import sys
from collections import Counter

import meeple
from meeple import bots


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("game")
    p.add_argument("--players", type=int, default=3)
    p.add_argument("--games", type=int, default=10, help="games, or searches with --mcts")
    p.add_argument("--mcts", action="store_true")
    p.add_argument("--top", type=int, default=40)
    args = p.parse_args()
    game, rng = meeple.load(args.game), random.Random(0)
    own: Counter[str] = Counter()
    calls: Counter[str] = Counter()

    def trace(frame, event, arg):
        frame.f_trace_opcodes = True
        code = frame.f_code
        key = f"{code.co_filename.rsplit('/', 1)[-1]}:{code.co_firstlineno}:{code.co_name}"
        if event == "opcode":
            own[key] += 1
        elif event == "call":
            calls[key] += 1
        return trace

    if args.mcts:
        state = game.new_game(players=args.players, seed=0)
        for _ in range(60):
            state.apply(rng.choice(state.legal_actions()))
        searchers = [bots.make("mcts:iterations=100", i) for i in range(args.games)]
        sys.settrace(trace)
        for bot in searchers:
            bot.search(state)
    else:
        states = [game.new_game(players=args.players, seed=s) for s in range(args.games)]
        sys.settrace(trace)
        for state in states:
            while not state.is_terminal():
                state.apply(rng.choice(state.legal_actions()))
    sys.settrace(None)
    total = sum(own.values())
    one = "search" if args.mcts else "game"
    print(f"{args.game}, {args.players} players, {args.games} {one}s: {total:,} bytecodes "
          f"({total / args.games:,.0f} per {one})")
    print(" share    bytecodes     calls  function")
    for key, n in own.most_common(args.top):
        print(f"{n / total * 100:5.1f}%  {n:>10,}  {calls[key]:>8,}  {key}")


if __name__ == "__main__":
    main()
