"""Levels use each game's measured settings (bots/profiles.py); a spec's own settings win."""

import meeple
from meeple import bots
from meeple.bots import profiles


def _searched(spec: str, game: str):
    bot = bots.make(spec, seed=1)
    bot.choose(meeple.load(game).new_game(players=2, seed=2))
    return bot


def test_levels_are_tuned_mcts():
    for name in bots.LEVELS:
        assert bots.make(name, seed=1).tuned


def test_tuned_takes_the_games_settings(monkeypatch):
    monkeypatch.setitem(profiles.PROFILES, "caylus", {"depth": 3, "c": 0.4})
    bot = _searched("mcts:iterations=5:tuned=true", "caylus")
    assert (bot.depth, bot.c) == (3, 0.4)


def test_a_specs_own_setting_wins(monkeypatch):
    monkeypatch.setitem(profiles.PROFILES, "caylus", {"depth": 3, "c": 0.4})
    bot = _searched("mcts:iterations=5:tuned=true:depth=7", "caylus")
    assert (bot.depth, bot.c) == (7, 0.4)


def test_untuned_ignores_profiles(monkeypatch):
    monkeypatch.setitem(profiles.PROFILES, "caylus", {"depth": 3})
    assert _searched("mcts:iterations=5", "caylus").depth == 0


def test_another_game_resets_to_the_spec(monkeypatch):
    monkeypatch.setitem(profiles.PROFILES, "caylus", {"depth": 3})
    monkeypatch.setitem(profiles.PROFILES, "tzolkin", {})
    bot = _searched("mcts:iterations=5:tuned=true", "caylus")
    bot.choose(meeple.load("tzolkin").new_game(players=2, seed=2))
    assert bot.depth == 0


def test_profiles_name_only_mcts_parameters():
    params = set(bots.MCTSBot.PARAMS)
    for game, settings in profiles.PROFILES.items():
        assert set(settings) <= params, game
        bots.make("mcts:tuned=true", seed=1)  # and they parse


def test_search_value_is_the_games_hook(monkeypatch):
    from meeple.games.caylus import evaluate

    calls = []

    def search_value(state):
        calls.append(state)
        return state.evaluate()

    monkeypatch.setattr(evaluate, "search_value", search_value, raising=False)
    _searched("mcts:iterations=5:value=search", "caylus")
    assert calls
    calls.clear()
    _searched("mcts:iterations=5", "caylus")
    assert not calls  # plain mcts keeps the hand evaluation


def test_search_value_falls_back_to_evaluate():
    bot = _searched("mcts:iterations=5:value=search", "tzolkin")
    assert bot.last_iterations == 5


def test_unknown_value_is_refused():
    import pytest

    from meeple.core.errors import BadOption

    with pytest.raises(BadOption, match="search"):
        bots.make("mcts:value=clever")


def test_a_player_count_entry_overrides_the_games(monkeypatch):
    monkeypatch.setitem(profiles.PROFILES, "caylus", {"depth": 12, "c": 0.2})
    monkeypatch.setitem(profiles.PROFILES, "caylus-4p", {"depth": 8})
    bot = bots.make("mcts:iterations=5:tuned=true", seed=1)
    bot.choose(meeple.load("caylus").new_game(players=2, seed=2))
    assert (bot.depth, bot.c) == (12, 0.2)
    bot.choose(meeple.load("caylus").new_game(players=4, seed=2))
    assert (bot.depth, bot.c) == (8, 0.2)
