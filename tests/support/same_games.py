"""Fingerprints of seeded random games, to prove that a speed change plays the same games.

A fingerprint is the SHA-256 (first 16 hex digits) of every decision's legal actions and the
action chosen, then the final `to_dict()` (state, history and log) as sorted JSON. The
committed file `tests/same_games.json` holds the fingerprints the engines gave before the
speed work (issue 21); `tests/test_same_games.py` replays them.

    python tests/support/same_games.py --write   # regenerate (review the diff as a rules change)
    python tests/support/same_games.py           # compare, print the games that differ

Run it with `PYTHONPATH` on another source tree (a baseline checkout, a compiled build) to
fingerprint that tree.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import random
import sys
from pathlib import Path

import meeple

FILE = Path(__file__).parent.parent / "same_games.json"
GAMES = ("caylus", "tzolkin", "teotihuacan", "borabora")
SEEDS = 40  # per game and player count, default options
VARIANT_SEEDS = 5  # per player count of each other option set in `Game.variants`


def fingerprint(game: str, players: int, seed: int, options: dict) -> str:
    """Play a random game (actions from `random.Random(seed)`), hash what it showed."""
    rng = random.Random(seed)
    state = meeple.load(game, **options).new_game(players=players, seed=seed)
    h = hashlib.sha256()
    while not state.is_terminal():
        legal = state.legal_actions()
        action = rng.choice(legal)
        h.update(f"{legal}{action};".encode())
        state.apply(action)
    h.update(json.dumps(state.to_dict(), sort_keys=True).encode())
    return h.hexdigest()[:16]


def cases() -> list[tuple[str, int, int, dict]]:
    """(game, players, seed, options) of every fingerprinted game."""
    out = []
    for name in GAMES:
        game = meeple.load(name)
        for i, options in enumerate(game.variants):
            for players in game.player_counts:
                seeds = range(SEEDS) if i == 0 else range(1000 * i, 1000 * i + VARIANT_SEEDS)
                out += [(name, players, seed, options) for seed in seeds]
    return out


def key(game: str, players: int, seed: int, options: dict) -> str:
    return f"{game} {players}p seed {seed} {json.dumps(options, sort_keys=True)}"


def fingerprints() -> dict[str, str]:
    return {key(*case): fingerprint(*case) for case in cases()}


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--write", action="store_true", help=f"write {FILE.name} from these sources")
    args = p.parse_args()
    now = fingerprints()
    if args.write:
        FILE.write_text(json.dumps(now, indent=0, sort_keys=True) + "\n")
        print(f"wrote {len(now)} fingerprints to {FILE}")
        return 0
    before = json.loads(FILE.read_text())
    differ = [k for k in before if now.get(k) != before[k]]
    for k in differ:
        print(f"differs: {k}")
    print(f"{len(before) - len(differ)} of {len(before)} games identical")
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main())
