"""Regenerate the golden Tzolk'in playthroughs (STYLE.md §11): `python tests/tzolkin/make_golden.py`.

Each file holds the record of a seeded game and the final `to_dict()` it reaches;
`tests/test_goldens.py` replays every record and compares. The moves come from a seeded
random player that usually avoids "done", "nothing" and "beg" when it has something else to
do, so the games build, climb temples and use Chichen Itza. Review the diff of a
regeneration as you would a rules change.
"""

from __future__ import annotations

import json
import random
from pathlib import Path

import meeple
from meeple.core import record as rec
from meeple.games.tzolkin import actions as A

GOLDEN = Path(__file__).parent / "golden"
CASES = (  # (players, seed, options)
    (2, 101, {}),
    (3, 202, {"tech_levels": "rulespal", "strict_tileless": True}),
    (4, 303, {}),
)
IDLE = (A.DONE, A.NOTHING, A.BEG)


def choose(state, rng: random.Random) -> int:
    legal = state.legal_actions()
    busy = [a for a in legal if a not in IDLE]
    return rng.choice(busy if busy and rng.random() < 0.85 else legal)


def play(players: int, seed: int, options: dict) -> dict:
    state = meeple.load("tzolkin", **options).new_game(players=players, seed=seed)
    rng = random.Random(seed)
    while not state.is_terminal():
        state.apply(choose(state, rng))
    return {"record": rec.make_record(state), "final": state.to_dict()}


def name(players: int, seed: int) -> str:
    return f"tzolkin-{players}p-{seed}.json"


def main() -> None:
    GOLDEN.mkdir(exist_ok=True)
    for players, seed, options in CASES:
        path = GOLDEN / name(players, seed)
        path.write_text(json.dumps(play(players, seed, options), indent=0) + "\n")
        print(f"wrote {path}")


if __name__ == "__main__":
    main()
