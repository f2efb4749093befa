"""The engines play the same games as before the speed work (issue 21): seeded random games
of every game, player count and option set show the same legal actions at every decision and
end in the same `to_dict()` (state, history, log) as the committed fingerprints, which the
engines of commit 1bd7268 produced (see tests/support/same_games.py)."""

from __future__ import annotations

import json

import pytest
from same_games import FILE, GAMES, cases, fingerprint, key

BEFORE = json.loads(FILE.read_text())


def test_the_fingerprints_cover_every_case():
    assert sorted(BEFORE) == sorted(key(*case) for case in cases())


@pytest.mark.parametrize("game", GAMES)
def test_random_games_are_identical_to_the_baseline(game):
    differ = [key(*c) for c in cases() if c[0] == game and fingerprint(*c) != BEFORE[key(*c)]]
    assert differ == []
