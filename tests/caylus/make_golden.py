"""Regenerate the golden Caylus playthroughs (STYLE.md §11): `python tests/caylus/make_golden.py`.

Each file holds a record of a seeded random game and the final `to_dict()` it reaches. The test
`tests/test_goldens.py` replays every record and compares; review the diff of a regeneration
as you would a rules change.
"""

from __future__ import annotations

import json
from pathlib import Path

import meeple
from meeple.bots import RandomBot
from meeple.core import record as rec

GOLDEN = Path(__file__).parent / "golden"
CASES = (  # (players, seed, options)
    (2, 101, {}),
    (4, 202, {"ruleset": "published"}),
    (5, 303, {"simplified_favors": True}),
)


def name(players: int, seed: int) -> str:
    return f"caylus-{players}p-{seed}.json"


def play(players: int, seed: int, options: dict) -> dict:
    state = meeple.load("caylus", **options).new_game(players=players, seed=seed)
    bots = [RandomBot(seed * 10 + s) for s in range(players)]
    while not state.is_terminal():
        state.apply(bots[state.current_player()].choose(state))
    return {"record": rec.make_record(state), "final": state.to_dict()}


def main() -> None:
    GOLDEN.mkdir(exist_ok=True)
    for players, seed, options in CASES:
        path = GOLDEN / name(players, seed)
        path.write_text(json.dumps(play(players, seed, options), indent=0) + "\n")
        print(f"wrote {path}")


if __name__ == "__main__":
    main()
