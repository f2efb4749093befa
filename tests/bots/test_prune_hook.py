"""`prune_of` finds a game's prune in its evaluate module, else in its `prune` module."""

import sys
import types

import meeple
from meeple.bots.value import prune_of


def _keep_first(state, legal):
    return legal[:1]


def test_prune_of_reads_the_evaluate_module_first():
    state = meeple.load("caylus").new_game(players=2, seed=1)
    from meeple.games.caylus.prune import prune
    assert prune_of(state) is prune


def test_prune_of_falls_back_to_the_games_prune_module(monkeypatch):
    state = meeple.load("borabora").new_game(players=2, seed=1)
    name = "meeple.games.borabora.prune"
    if name not in sys.modules:
        assert prune_of(state) is None  # no rules yet: the search keeps every move
    module = types.ModuleType(name)
    module.prune = _keep_first
    monkeypatch.setitem(sys.modules, name, module)
    assert prune_of(state) is _keep_first
    bot = meeple.bots.make("mcts:iterations=20:prune=true", seed=3)
    legal = state.legal_actions()
    assert bot.choose(state) == legal[0]  # the search chose among the kept moves only
