"""What the engines keep up to date across decisions instead of recomputing (Caylus's free
road spaces, Tzolk'in's lowest free gear positions and pick-ups, every game's legal list)
gives, at every decision of random games, the legal actions a fresh computation gives: a
clone with everything kept dropped (`touch`). The games go on from clones now and then, so
what `clone` copies of the kept values is checked too."""

from __future__ import annotations

import random

import pytest

import meeple

COUNTS = {"caylus": (2, 3, 4, 5), "tzolkin": (2, 3, 4), "teotihuacan": (1, 2, 4),
          "borabora": (2, 4)}


@pytest.mark.parametrize("name, players",
                         [(g, n) for g, counts in COUNTS.items() for n in counts])
def test_the_kept_legal_answers_equal_fresh_ones_at_every_decision(name, players):
    game, rng = meeple.load(name), random.Random(players)
    for seed in range(2):
        state = game.new_game(players=players, seed=seed)
        decisions = 0
        while not state.is_terminal():
            fresh = state.clone()
            fresh.touch()
            legal = state.legal_actions()
            assert legal == fresh.legal_actions(), (name, players, seed, decisions)
            if rng.random() < 0.05:
                state = state.clone()  # go on from a copy: what clone keeps must hold too
            state.apply(rng.choice(legal))
            decisions += 1
        assert decisions > 20
