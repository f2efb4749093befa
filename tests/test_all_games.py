"""The invariant harness (DESIGN.md, "Quality bars"): every registered game, every player
count, every variant, seeded random games with the protocol's invariants checked after every
step. Game tests cover only what is particular to each game.

GAMES_PER_CASE (env MEEPLE_GAMES) random games are played per (game, players, variant); the heavier checks
(clone independence, to_dict round trip) run on every CHECK_EVERY-th step and at the end.
"""

from __future__ import annotations

import json
import os
import random

import pytest

import meeple
from meeple.core import TERMINAL, BadNotation, IllegalAction
from meeple.core import record as rec

GAMES_PER_CASE = int(os.environ.get("MEEPLE_GAMES", "6"))  # a soak run: MEEPLE_GAMES=200
CHECK_EVERY = 7
MAX_DECISIONS = 20_000


def cases():
    for name in meeple.games():
        game = meeple.load(name)
        for variant in game.variants:
            for players in game.player_counts:
                tag = ",".join(f"{k}={v}" for k, v in variant.items()) or "default"
                yield pytest.param(name, players, variant, id=f"{name}-{players}p-{tag}")


def assert_position_ok(state, size):
    legal = state.legal_actions()
    if state.is_terminal():
        assert legal == [], "terminal state has legal actions"
        assert state.current_player() == TERMINAL
        return
    assert legal, "no legal actions before the end"
    assert legal == sorted(set(legal)), "legal actions not sorted and unique"
    assert legal[0] >= 0 and legal[-1] < size, "action id outside the action space"
    seat = state.current_player()
    assert 0 <= seat < state.num_players, f"bad current player {seat}"
    assert isinstance(state.prompt(), str) and state.prompt()
    errors = state.invariant_errors()
    assert not errors, errors


def assert_heavy_checks(state, game, rng):
    text = json.dumps(state.to_dict())  # JSON-ready
    d = json.loads(text)  # a snapshot: to_dict must not hand out the state's live lists
    assert state.to_dict() == d
    again = game.from_dict(json.loads(text))
    assert again.to_dict() == d, "to_dict/from_dict round trip differs"
    assert again.legal_actions() == state.legal_actions()
    for seat in range(state.num_players):
        json.dumps(state.observation(seat))
    state.render()
    values = state.evaluate()  # each seat's chance to win, the bots' knowledge of the game
    assert len(values) == state.num_players and all(0.0 <= v <= 1.0 for v in values), values
    if state.is_terminal() and state.num_players == 1:  # solo: the final margin may count
        assert [v > 0.5 for v in values] == [r > 0.5 for r in state.returns()], values
    elif state.is_terminal():
        assert values == state.returns(), "evaluate at the end is not the result"
    if not state.is_terminal():
        # clone independence: playing on the clone leaves the original as it was
        twin = state.clone()
        twin.apply(rng.choice(twin.legal_actions()))
        while not twin.is_terminal() and rng.random() < 0.7:
            twin.apply(rng.choice(twin.legal_actions()))
        assert state.to_dict() == d, "playing on a clone changed the original"
        mover = state.current_player()
        for seat in range(state.num_players):
            det = state.determinize(seat, random.Random(rng.random()))
            assert det.current_player() == mover
            assert det.observation(seat) == state.observation(seat), "determinize changed the seat's view"
            if seat == mover:
                assert det.legal_actions() == state.legal_actions()
            for _ in range(8):  # a determinized copy is a consistent position that plays on
                if det.is_terminal():
                    break
                det.apply(rng.choice(det.legal_actions()))
                assert not det.invariant_errors(), det.invariant_errors()
        assert state.to_dict() == d, "playing on a determinized copy changed the original"


@pytest.mark.parametrize("name,players,variant", list(cases()))
def test_random_games_keep_invariants(name, players, variant):
    game = meeple.load(name, **variant)
    size = game.num_distinct_actions(players)
    for g in range(GAMES_PER_CASE):
        rng = random.Random(1000 * players + g)
        state = game.new_game(players=players, seed=rng.randrange(10**9))
        steps = 0
        while not state.is_terminal():
            assert_position_ok(state, size)
            if steps % CHECK_EVERY == 0:
                assert_heavy_checks(state, game, rng)
            legal = state.legal_actions()
            action = rng.choice(legal)
            notation = state.action_to_str(action)
            assert state.str_to_action(notation) == action, f"notation {notation!r} does not round-trip"
            state.apply(action)
            steps += 1
            assert steps < MAX_DECISIONS, "game does not end"
        assert_position_ok(state, size)
        assert_heavy_checks(state, game, rng)
        assert len(state.scores()) == state.num_players
        won = state.winners()
        assert set(won) <= set(range(state.num_players))
        if players == 1:
            # solo against an automatic opponent: the one seat wins or loses
            assert state.returns() == [1.0 if won else 0.0]
        else:
            assert won, "a multi-player game always has a winner"
            assert abs(sum(state.returns()) - 1.0) < 1e-9
        assert state.move_number() == steps == len(state.history())
        # record replay reproduces the same final state
        replayed = rec.replay(json.loads(json.dumps(rec.make_record(state))))
        assert replayed.to_dict() == state.to_dict()


@pytest.mark.parametrize("name", meeple.games())
def test_bad_input_leaves_state_unchanged(name):
    game = meeple.load(name)
    state = game.new_game(players=game.player_counts[0], seed=3)
    for _ in range(5):
        state.apply(state.legal_actions()[0])
    before = json.loads(json.dumps(state.to_dict()))
    size = game.num_distinct_actions(state.num_players)
    illegal = [a for a in range(size) if a not in state.legal_actions()][:20]
    for bad in [-1, size, 10**9, "1", None, 1.5, *illegal]:
        with pytest.raises(IllegalAction) as err:
            state.apply(bad)
        assert "legal" in str(err.value).lower()
    with pytest.raises(BadNotation):
        state.str_to_action("this is not a move")
    assert state.to_dict() == before


def seen_by(state, seat):
    """Everything `seat` is shown at this position: its observation and view, the prompt,
    who is to move, and (when it is to move) its legal moves in notation."""
    mover = state.current_player()
    legal = [state.action_to_str(a) for a in state.legal_actions()] if mover == seat else None
    return {
        "observation": json.loads(json.dumps(state.observation(seat))),
        "render": state.render(seat),
        "prompt": state.prompt(),
        "mover": mover,
        "legal": legal,
        "log": state.log(),  # the automatic steps' lines are shown to every viewer
    }


def assert_hidden_information_consistent(state, seat, rng, steps=12):
    """States that differ only in what `seat` cannot see look identical to `seat`, and stay so
    after the same public moves, as long as nothing new is revealed to it.

    The twin is `determinize(seat, …)`. After a move both twins take, their observations may
    differ only because a chance event showed `seat` something (a card drawn): the walk stops
    there. While the observations agree, the prompt, the view, who is asked and what `seat`
    may do must agree too — a decision point that appears or vanishes because of another
    seat's hidden cards fails here.
    """
    twins = [state.clone(), state.determinize(seat, random.Random(rng.random()))]
    for _ in range(steps):
        a, b = (seen_by(t, seat) for t in twins)
        if a["observation"] != b["observation"]:
            assert twins[0].move_number() > state.move_number(), "determinize changed the seat's view"
            return
        for key in ("prompt", "mover", "render", "legal", "log"):
            assert a[key] == b[key], f"seat {seat} sees a different {key} in a determinized copy"
        if twins[0].is_terminal():
            return
        common = sorted(set(twins[0].legal_actions()) & set(twins[1].legal_actions()))
        if not common:
            return  # the mover's own hidden cards decide what it may do
        action = rng.choice(common)
        mover = twins[0].current_player()
        told = {t.action_to_str_for(action, seat) for t in twins}
        if mover != seat:
            assert len(told) == 1, f"seat {seat} reads another seat's move differently: {told}"
        for t in twins:
            t.apply(action)


@pytest.mark.parametrize("name,players", [
    pytest.param(n, p, id=f"{n}-{p}p") for n in meeple.games() for p in meeple.load(n).player_counts
])
def test_hidden_information_is_consistent(name, players):
    game = meeple.load(name)
    for g in range(3):
        rng = random.Random(77 * players + g)
        state = game.new_game(players=players, seed=rng.randrange(10**9))
        while not state.is_terminal():
            if rng.random() < 0.06:
                for seat in range(players):
                    assert_hidden_information_consistent(state, seat, rng)
            state.apply(rng.choice(state.legal_actions()))


@pytest.mark.parametrize("name", meeple.games())
def test_views_reject_a_seat_outside_the_game(name):
    game = meeple.load(name)
    players = game.player_counts[-1]
    state = game.new_game(players=players, seed=5)
    for bad in (-1, players, 99, "0", 1.0):
        with pytest.raises(meeple.BadSeat):
            state.observation(bad)
        with pytest.raises(meeple.BadSeat):
            state.render(bad)
        with pytest.raises(meeple.BadSeat):
            state.determinize(bad, random.Random(1))
    public = json.dumps(state.observation(None))
    assert public and state.render(None)


@pytest.mark.parametrize("name,players", [
    pytest.param(n, p, id=f"{n}-{p}p") for n in meeple.games() for p in meeple.load(n).player_counts
])
def test_determinize_depends_only_on_what_the_seat_sees(name, players):
    """Two states that differ only in what seat p cannot see determinize, with the same
    generator, to the same position: a bot that samples its worlds this way cannot tell them
    apart (DESIGN.md: bots never use what their seat cannot see)."""
    game = meeple.load(name)
    rng = random.Random(5 * players)
    state = game.new_game(players=players, seed=rng.randrange(10**9))
    checked = 0
    while not state.is_terminal():
        if rng.random() < 0.05:
            for seat in range(players):
                twin = state.determinize(seat, random.Random(rng.random()))
                a = state.determinize(seat, random.Random(99)).to_dict()
                b = twin.determinize(seat, random.Random(99)).to_dict()
                assert a == b, f"seat {seat}: determinize depends on hidden information"
                checked += 1
        state.apply(rng.choice(state.legal_actions()))
    assert checked
