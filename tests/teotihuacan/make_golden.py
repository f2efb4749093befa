"""Regenerate the golden playthroughs: `.venv/bin/python tests/teotihuacan/make_golden.py`.

Each is a seeded random game; the file holds its record and its final `to_dict()`.
"""

import json
import random
from pathlib import Path

import meeple
from meeple.core import record as rec

CASES = (
    ("2p_first_game", 2, {"first_game": True}, 11),
    ("3p_draft_dark", 3, {"start_draft": True, "dark_eclipse": True}, 12),
    ("4p_normal", 4, {}, 13),
    ("1p_solo", 1, {}, 14),
    ("1p_solo_first_game_hard", 1, {"first_game": True, "difficulty": "hard"}, 15),
)


def main() -> None:
    out = Path(__file__).parent / "golden"
    out.mkdir(exist_ok=True)
    for name, players, options, seed in CASES:
        game = meeple.load("teotihuacan", **options)
        state = game.new_game(players=players, seed=seed)
        rng = random.Random(seed)
        while not state.is_terminal():
            state.apply(rng.choice(state.legal_actions()))
        data = {"record": rec.make_record(state), "final": state.to_dict()}
        data["record"]["meeple_version"] = "golden"
        (out / f"{name}.json").write_text(json.dumps(data, indent=0) + "\n")


if __name__ == "__main__":
    main()
