"""Regenerate the golden playthroughs: `.venv/bin/python tests/borabora/make_golden.py`.

Each file holds a record of a seeded random game (a `random.Random(seed)` choosing among the
legal actions) and the final `to_dict()`. Review the diff of a regeneration as a rules change.
"""

import json
import random
from pathlib import Path

import meeple
from meeple.core import record as rec

HERE = Path(__file__).parent / "golden"
GAMES = ((2, 2024), (3, 7), (4, 1313))


def play(players: int, seed: int) -> meeple.State:
    state = meeple.load("borabora").new_game(players=players, seed=seed)
    rng = random.Random(seed)
    while not state.is_terminal():
        state.apply(rng.choice(state.legal_actions()))
    return state


def main() -> None:
    for players, seed in GAMES:
        state = play(players, seed)
        record = rec.make_record(state)
        record.pop("meeple_version")
        path = HERE / f"borabora-{players}p-seed{seed}.json"
        path.write_text(json.dumps({"record": record, "final": state.to_dict()}, indent=1) + "\n")
        print(f"{path.name}: {len(record['actions'])} decisions, scores {state.scores()}")


if __name__ == "__main__":
    main()
