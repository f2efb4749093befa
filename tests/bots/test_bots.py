"""Bots: specs, legal choices in random positions of every game, reproducibility with a seed
and an iteration budget, no use of hidden information, subtree reuse, and the analysis."""

from __future__ import annotations

import io
import json
import random

import pytest

import meeple
from meeple import bots
from meeple.cli import main
from meeple.core import BadOption
from meeple.core import record as rec

GAMES = [n for n in meeple.games() if n != "toy"]
SPECS = ["random", "greedy", "mcts:iterations=40", "mcts:iterations=30:value=learned:policy=true"]


def positions(name, count=3, seed=1):
    """Random positions of `name` at every player count (a few per count)."""
    game = meeple.load(name)
    for players in game.player_counts:
        rng = random.Random(seed * 100 + players)
        for _ in range(count):
            state = game.new_game(players=players, seed=rng.randrange(10**6))
            for _ in range(rng.randrange(0, 200)):
                if state.is_terminal():
                    break
                state.apply(rng.choice(state.legal_actions()))
            if not state.is_terminal():
                yield state


def test_specs_parse_and_bad_specs_are_clear():
    assert bots.parse("mcts:iterations=500") == ("mcts", {"iterations": 500})
    assert bots.parse("mcts:seconds=1.0:c=0.5") == ("mcts", {"seconds": 1.0, "c": 0.5})
    assert bots.make("hard", 1).seconds == 1.0  # a strength level: a time per decision
    for bad, message in [("alien", "unknown bot"), ("mcts:iterations=x", "is not a int"),
                         ("mcts:turbo=1", "bad parameter"), ("mcts:iterations", "bad parameter"),
                         ("mcts:iterations=-5", "must not be negative"), ("", "non-empty"),
                         ("mcts:c_root=nan", "must be a finite number"),
                         ("mcts:seconds=inf", "must be a finite number")]:
        with pytest.raises(BadOption, match=message):
            bots.make(bad)
    listed = {b.name: b for b in bots.names()}
    assert set(listed) == {"random", "greedy", "mcts"}
    assert listed["mcts"].params["iterations"] == 500 and listed["mcts"].doc
    for info in listed.values():  # every parameter has its one-line doc
        assert set(info.param_docs) == set(info.params), info.name
        assert all(doc and "\n" not in doc for doc in info.param_docs.values())
    assert "iterations=500: iterations per decision" in listed["mcts"].describe()


@pytest.mark.parametrize("name", GAMES)
@pytest.mark.parametrize("spec", SPECS)
def test_bots_choose_legal_actions_in_random_positions(name, spec):
    for i, state in enumerate(positions(name, count=2)):
        before = state.to_dict()
        action = bots.make(spec, seed=i).choose(state)
        assert action in state.legal_actions()
        assert state.to_dict() == before, "choosing changed the position"


@pytest.mark.parametrize("name", GAMES)
def test_bots_are_reproducible_with_a_seed_and_an_iteration_budget(name):
    for state in positions(name, count=1, seed=2):
        for spec in ("greedy", "mcts:iterations=60", "mcts:iterations=40:value=learned:policy=true"):
            a = bots.make(spec, seed=9).analyse(state)
            b = bots.make(spec, seed=9).analyse(state.clone())
            assert a == b


@pytest.mark.parametrize("name", GAMES)
def test_bots_do_not_use_what_their_seat_cannot_see(name):
    """The choice is the same on a position and on a copy where everything the seat to move
    cannot see was resampled (other hands, decks, future chance)."""
    checked = 0
    for i, state in enumerate(positions(name, count=3, seed=3)):
        me = state.current_player()
        twin = state.determinize(me, random.Random(1000 + i))
        twin.rng_seed ^= 0x5DEECE66D  # the future chance differs too
        for spec in ("greedy", "mcts:iterations=60", "mcts:iterations=40:value=learned:policy=true"):
            assert bots.make(spec, seed=4).choose(state) == bots.make(spec, seed=4).choose(twin)
        last = state.legal_actions()[-1]  # how analyze values a move the search hardly tried
        value = bots.make("mcts", seed=5).action_value(state, last, iterations=30)
        assert value == bots.make("mcts", seed=5).action_value(twin, last, iterations=30)
        checked += 1
    assert checked


def test_mcts_keeps_its_tree_for_the_next_position():
    """After its move and the other seat's public replies, the bot searches on from the node
    it had reached (the tree is kept only for the same seat)."""
    state = meeple.load("caylus").new_game(players=2, seed=3)
    bot = bots.make("mcts:iterations=300", seed=1)
    me = state.current_player()
    action = bot.choose(state)
    kept = bot._root.children[action]
    state.apply(action)
    while state.current_player() != me:  # the replies the search liked best
        a = max(kept.children, key=lambda a: kept.children[a].visits)
        kept = kept.children[a]
        state.apply(a)
    visits = kept.visits
    bot.search(state)
    assert bot._root is kept and kept.visits >= visits + 300


def test_mcts_seconds_budget_is_respected_loosely():
    import time

    state = meeple.load("tzolkin").new_game(players=2, seed=1)
    bot = bots.make("mcts:seconds=0.2", seed=1)
    start = time.perf_counter()
    bot.choose(state)
    assert time.perf_counter() - start < 2.0 and bot.last_iterations > 1


def run(argv):
    out, err = io.StringIO(), io.StringIO()
    return main(argv, inp=io.StringIO(), out=out, err=err), out.getvalue(), err.getvalue()


def test_analyze_flags_a_planted_blunder(tmp_path):
    """Caylus, 2 players, both seats playing the greedy judge's best moves, except one move of
    the second seat: its worst, where that costs a lot. The analysis marks that move."""
    game = meeple.load("caylus")
    state = game.new_game(players=2, seed=11)
    judge = bots.make("greedy", seed=0)
    blunder_at = None
    for i in range(90):
        if state.is_terminal():
            break
        rows = judge.analyse(state)
        seat = state.current_player()
        worst = rows[-1]
        if blunder_at is None and seat == 1 and rows[0][2] - worst[2] > 0.25:
            blunder_at = i
            state.apply(worst[0])
        else:
            state.apply(rows[0][0])
    assert blunder_at is not None
    path = tmp_path / "g.json"
    rec.save(state, path)
    code, out, err = run(["analyze", str(path), "--bot", "greedy", "--seat", "1",
                          "--plot", str(tmp_path / "p.png")])
    assert code == 0, err
    row = next(line for line in out.splitlines() if line.startswith(f"│ {blunder_at + 1} "))
    assert "mistake" in row
    assert (tmp_path / "p.png").read_bytes()[:4] == b"\x89PNG"
    assert "average loss" in out


def test_analyze_bad_input_is_a_clear_error(tmp_path):
    path = tmp_path / "g.json"
    state = meeple.load("tzolkin").new_game(players=2, seed=1)
    state.apply(state.legal_actions()[0])
    rec.save(state, path)
    assert run(["analyze", str(path), "--bot", "alien"])[0] == 2
    code, _, err = run(["analyze", str(path), "--seat", "5"])
    assert code == 2 and "not a seat" in err
    bad = json.loads(path.read_text())
    bad["actions"] = ["nonsense"]
    path.write_text(json.dumps(bad))
    code, _, err = run(["analyze", str(path)])
    assert code == 2 and "cannot be played" in err


def test_bench_reports_mcts_iterations_per_second():
    code, out, err = run(["bench", "tzolkin", "--players", "2", "--bot", "mcts", "--seconds", "0.3"])
    assert code == 0, err
    row = out.splitlines()[-1].split()
    assert row[0] == "2" and all(float(x.replace(",", "")) > 0 for x in row[1:])
    assert run(["bench", "tzolkin", "--bot", "random"])[0] == 2  # random does not search


def test_mcts_does_not_descend_its_tree_along_a_hidden_choice():
    """Tzolk'in's wealth-tile draft: the second seat keeps its tiles in secret. The subtree
    under the tiles it really kept holds statistics of worlds where it kept them, so the first
    seat's bot starts a fresh tree after those choices, while public moves keep the tree."""
    state = meeple.load("tzolkin").new_game(players=2, seed=4)
    bot = bots.make("mcts:iterations=300", seed=2)
    while state.current_player() == 0:  # seat 0 keeps its two tiles
        state.apply(bot.choose(state))
    old = bot._root.children[state.history()[-1]]
    while state.current_player() == 1:  # seat 1 keeps its own, in secret
        a = max((a for a in state.legal_actions() if a in old.children),
                key=lambda a: old.children[a].visits)  # a choice the tree holds
        assert state.action_to_str_for(a, 0) != state.action_to_str(a)
        old = old.children[a]
        state.apply(a)
    bot.choose(state)
    assert bot._root is not old and bot._root.visits == 300


def test_greedy_does_not_trade_at_the_market_forever():
    """A Tzolk'in game where the greedy bot once bought and sold at the market endlessly
    (each trade looked as good as 'done'): it now passes over moves that lead back to a
    position of the same turn, and the game ends."""
    seed = 1_000_008
    state = meeple.load("tzolkin").new_game(players=2, seed=seed)
    seats = [bots.make("random", seed * 31), bots.make("greedy", seed * 31 + 1)]
    for _ in range(1000):
        if state.is_terminal():
            break
        state.apply(seats[state.current_player()].choose(state))
    assert state.is_terminal()
