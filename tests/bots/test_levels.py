"""Strength levels: one set of names (easy, medium, hard, expert) in Python, the terminal and
the lobby, each a time per decision of the strongest bot; anything else is a clear error."""

from __future__ import annotations

import io

import pytest

from meeple import bots
from meeple.cli import main
from meeple.core import BadOption
from meeple.web.seats import bot_choices, check_seat_spec


def test_levels_are_times_per_decision_weakest_first():
    assert list(bots.LEVELS) == ["easy", "medium", "hard", "expert"]
    seconds = [bots.make(name, 1).seconds for name in bots.LEVELS]
    assert seconds == [0.1, 0.3, 1.0, 3.0]
    for name in bots.LEVELS:
        assert bots.level(name) == bots.LEVELS[name]
        assert isinstance(bots.make(name, 1), bots.BOTS[bots.STRONGEST])


def test_an_unknown_level_is_a_clear_error():
    with pytest.raises(BadOption, match="unknown level 'grandmaster'; levels: easy, medium"):
        bots.level("grandmaster")
    with pytest.raises(BadOption, match="or a level: easy, medium, hard, expert"):
        bots.make("grandmaster")


def test_the_lobby_offers_the_levels_by_name():
    specs = [s["spec"] for b in bot_choices() for s in b["specs"]]
    assert [s for s in specs if s in bots.LEVELS] == list(bots.LEVELS)
    assert check_seat_spec("expert") == "expert"
    with pytest.raises(Exception, match="unknown seat 'quick'"):
        check_seat_spec("quick")


def test_the_terminal_takes_a_level_as_a_seat():
    err = io.StringIO()
    code = main(["play", "caylus", "--players", "2", "--seats", "human,grandmaster"],
                inp=io.StringIO(), out=io.StringIO(), err=err)
    assert code == 2 and "a level: easy, medium, hard, expert" in err.getvalue()
    out = io.StringIO()
    code = main(["play", "caylus", "--players", "2", "--seats", "human,easy", "--seed", "1"],
                inp=io.StringIO("quit\n"), out=out, err=io.StringIO())
    assert code == 0 and "easy" in out.getvalue()
