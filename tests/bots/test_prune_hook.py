"""`prune_of` finds a game's prune in its evaluate module, else in its `prune` module."""

import sys
import types

import pytest

import meeple
from meeple.bots.value import prune_of
from meeple.core import BadOption


def _keep_first(state, legal):
    return legal[:1]


def test_prune_of_reads_the_evaluate_module_first():
    state = meeple.load("caylus").new_game(players=2, seed=1)
    from meeple.games.caylus.prune import prune
    assert prune_of(state) is prune


def test_prune_of_falls_back_to_the_games_prune_module(monkeypatch):
    state = meeple.load("borabora").new_game(players=2, seed=1)
    from meeple.games.borabora import evaluate, prune
    assert not hasattr(evaluate, "prune")  # (compiled: the rules live in prune.py alone)
    assert prune_of(state) is prune.prune
    module = types.ModuleType(prune.__name__)
    module.prune = _keep_first
    monkeypatch.setitem(sys.modules, prune.__name__, module)
    assert prune_of(state) is _keep_first
    bot = meeple.bots.make("mcts:iterations=20:prune=true", seed=3)
    legal = state.legal_actions()
    assert bot.choose(state) == legal[0]  # the search chose among the kept moves only


@pytest.mark.parametrize("game, players, moves", [("caylus", 4, 40), ("tzolkin", 4, 60),
                                                  ("borabora", 2, 80)])
def test_mcts_prune_plays_legal_seeded_moves_among_the_kept_ones(game, players, moves):
    s = meeple.load(game).new_game(players=players, seed=11)
    prune = prune_of(s)
    bot = meeple.bots.make("mcts:tuned=true:iterations=12:prune=true", seed=4)
    for _ in range(moves):
        if s.is_terminal():
            break
        legal = s.legal_actions()
        action = bot.choose(s)
        assert action in legal and action in prune(s, legal)
        s.apply(action)
    choices = {meeple.bots.make("mcts:tuned=true:iterations=40:prune=true", seed=9)
               .choose(s.clone()) for _ in range(2)}
    assert len(choices) == 1


def test_prune_is_off_by_default_and_parsed():
    assert meeple.bots.make("mcts:tuned=true").prune is False
    with pytest.raises(BadOption):
        meeple.bots.make("mcts:prune=often")
