"""Machine instructions an MCTS iteration of a bot spec, counted by valgrind (cachegrind, no
cache simulation): the load-proof measure of a bot's speed, over several positions.

    python benchmarks/bot_instructions.py positions GAME PLAYERS DIFFICULTY N OUT.json
    python benchmarks/bot_instructions.py measure BUILD_PATH POSITIONS.json SPEC [ITERATIONS]

`positions` (run once, outside valgrind) plays a seeded game (seed 4242) with
`mcts:iterations=30` and keeps N of its decisions, evenly spread, as the game's history and
the move numbers (DIFFICULTY `-` for the game's default). `measure` replays them on the build
at BUILD_PATH (a `src` folder, or a compiled build's `pip install --target` folder), searches
each with `SPEC:iterations=ITERATIONS` (default 100, bot seed 3), and prints
(instructions with the searches - instructions replaying only) / the iterations run: start-up,
imports and the replay cancel out. Run to run it varies by about 1 % (engine_instructions.py).
Needs valgrind (Debian: apt-get install valgrind).
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys

SEED = 4242


def _game(name: str, difficulty: str):
    import meeple
    return meeple.load(name, **({"difficulty": difficulty} if difficulty != "-" else {}))


def positions(name: str, players: int, difficulty: str, n: int, out: str) -> None:
    from meeple import bots
    state = _game(name, difficulty).new_game(players=players, seed=SEED)
    quick = bots.make("mcts:iterations=30", seed=1)
    decisions = []
    while not state.is_terminal():
        if len(state.legal_actions()) > 1:
            decisions.append(state.move_number())
        state.apply(quick.choose(state))
    step = max(1, len(decisions) // n)
    chosen = decisions[step // 2::step][:n]
    with open(out, "w") as f:
        json.dump({"game": name, "players": players, "difficulty": difficulty, "seed": SEED,
                   "history": state.history(), "moves": chosen}, f)
    print(f"{len(decisions)} decisions; kept the positions after moves {chosen}")


def replay(path: str) -> list:
    with open(path) as f:
        d = json.load(f)
    game = _game(d["game"], d["difficulty"])
    out = []
    for moves in d["moves"]:
        state = game.new_game(players=d["players"], seed=d["seed"])
        for action in d["history"][:moves]:
            state.apply(action)
        out.append(state)
    return out


def child(path: str, spec: str, iterations: int, search: bool) -> None:
    from meeple import bots
    states = replay(path)
    if search:
        total = 0
        for state in states:
            bot = bots.make(f"{spec}:iterations={iterations}", seed=3)
            bot.choose(state)
            total += bot.last_iterations
        print("iterations", total, file=sys.stderr)


def measure(build: str, path: str, spec: str, iterations: int) -> None:
    env = dict(os.environ, PYTHONPATH=os.path.abspath(build))
    counts, done = [], 0
    for search in ("0", "1"):
        cmd = ["valgrind", "--tool=cachegrind", "--cache-sim=no", "--cachegrind-out-file=/dev/null",
               sys.executable, __file__, "child", path, spec, str(iterations), search]
        err = subprocess.run(cmd, env=env, capture_output=True, text=True, check=True).stderr
        counts.append(int(re.search(r"I\s+refs:\s+([\d,]+)", err).group(1).replace(",", "")))
        found = re.search(r"iterations (\d+)", err)
        if found:
            done = int(found.group(1))
    info = subprocess.run([sys.executable, "-c", "import meeple; print(meeple.build_info())"],
                          env=env, capture_output=True, text=True).stdout.strip()
    print(f"{build} {os.path.basename(path)} {spec}: {(counts[1] - counts[0]) / done:,.0f} "
          f"instructions an iteration ({done} iterations; {info})", flush=True)


def main() -> None:
    mode, args = sys.argv[1], sys.argv[2:]
    if mode == "positions":
        positions(args[0], int(args[1]), args[2], int(args[3]), args[4])
    elif mode == "child":
        child(args[0], args[1], int(args[2]), args[3] == "1")
    elif mode == "measure":
        measure(args[0], args[1], args[2], int(args[3]) if len(args) > 3 else 100)
    else:
        raise SystemExit(__doc__)


if __name__ == "__main__":
    main()
