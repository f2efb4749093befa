"""OpenSpiel semantics beyond random simulation: the public observer shows nothing private
(compared across the worlds `determinize` resamples for every seat), the explicit chance mode
(outcomes summing to 1, replaying to the states sampled chance gives, serialization through
`pyspiel.serialize_game_and_state`), the bounded perfect-recall information state tensor,
and the shipped ISMCTSBot and MCCFR running on the adapter."""

from __future__ import annotations

import random
import warnings

import numpy as np
import pytest

pyspiel = pytest.importorskip("pyspiel")

import meeple  # noqa: E402
from meeple.adapters import openspiel  # noqa: E402

HIDDEN = ["tzolkin", "teotihuacan", "borabora"]
PUBLIC = pyspiel.IIGObservationType(perfect_recall=False, public_info=True,
                                    private_info=pyspiel.PrivateInfoType.NONE)


@pytest.fixture(autouse=True)
def registered():
    openspiel.register()
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        yield


def walk(state, rng: random.Random, steps: int, every: int = 3):
    """Yield `state` every few random moves."""
    for i in range(steps):
        if state.is_terminal():
            return
        if i % every == 0:
            yield state
        state.apply_action(rng.choice(state.legal_actions()))


@pytest.mark.parametrize("name", HIDDEN)
def test_the_public_observer_is_the_same_in_every_world_a_seat_might_be_in(name):
    game = pyspiel.load_game(f"meeple_{name}(players=2,seed=3)")
    public, private = game.make_py_observer(PUBLIC), game.make_py_observer()
    rng, differs = random.Random(3), False
    for state in walk(game.new_initial_state(), rng, 60):
        public.set_from(state, 0)
        seen, text = public.tensor.copy(), public.string_from(state, 0)
        for seat in range(2):
            for _ in range(2):
                world = game.new_initial_state(state.s.determinize(seat, rng))
                public.set_from(world, seat)
                assert (public.tensor == seen).all() and public.string_from(world, seat) == text
            private.set_from(state, seat)
            differs |= bool((private.tensor != seen).any())
    assert differs  # the seats' own views hold what the public one leaves out


def test_unsupported_observation_types_are_refused():
    game = pyspiel.load_game("meeple_tzolkin(players=2)")
    with pytest.raises(meeple.MeepleError, match="public view"):
        game.make_py_observer(pyspiel.IIGObservationType(
            perfect_recall=False, public_info=False, private_info=pyspiel.PrivateInfoType.SINGLE_PLAYER))


@pytest.mark.parametrize("name", meeple.games())
def test_explicit_chance_serializes_and_passes_random_simulation(name):
    players = 2
    game = pyspiel.load_game(f"meeple_{name}", {"players": players, "chance": "explicit",
                                                "chance_seeds": 20})
    assert game.get_type().chance_mode == pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC
    pyspiel.random_sim_test(game, num_sims=1, serialize=True, verbose=False)
    state = game.new_initial_state()
    outcomes = state.chance_outcomes()
    assert state.is_chance_node() and len(outcomes) == 20
    assert sum(p for _, p in outcomes) == pytest.approx(1.0)
    rng = random.Random(5)
    state.apply_action(11)
    for _ in walk(state, rng, 25, every=1):
        again_game, again = pyspiel.deserialize_game_and_state(pyspiel.serialize_game_and_state(game, state))
        assert str(again) == str(state) and again.legal_actions() == state.legal_actions()
        assert again.information_state_string(0) == state.information_state_string(0)
    # the same seed, through sampled chance, gives the same states
    sampled = pyspiel.load_game(f"meeple_{name}(players={players})")
    twin = sampled.new_initial_state(sampled.meeple.new_game(players=players, seed=11))
    for action in state.history()[1:]:
        twin.apply_action(action)
    assert twin.s.to_dict() == state.s.to_dict()


def test_sampled_chance_serializes_through_the_state_not_through_pyspiel():
    """What the README says: OpenSpiel refuses a sampled-stochastic Python game (no
    GetRNGState hook for Python games); the state's own text keeps its future chance."""
    game = pyspiel.load_game("meeple_borabora(players=2,seed=3)")  # dice every round
    state = game.new_initial_state()
    rng = random.Random(2)
    for _ in range(20):
        state.apply_action(rng.choice(state.legal_actions()))
    with pytest.raises(pyspiel.SpielError, match="GetRNGState"):
        pyspiel.serialize_game_and_state(game, state)
    again = game.deserialize_state(state.serialize())
    for _ in range(80):  # the dice to come are the same
        action = rng.choice(state.legal_actions())
        state.apply_action(action)
        again.apply_action(action)
        assert str(again) == str(state) and again.legal_actions() == state.legal_actions()


def test_the_information_state_tensor_recalls_the_last_moves_as_each_seat_saw_them():
    game = pyspiel.load_game("meeple_tzolkin(players=2,seed=1,history=4)")
    size, move = game.observation_tensor_size(), game.move_size
    assert game.information_state_tensor_size() == size + 4 * move
    recall = game.make_py_observer(pyspiel.IIGObservationType(perfect_recall=True))
    state = game.new_initial_state()
    mover, action = state.current_player(), state.legal_actions()[0]
    hidden = state.s.action_to_str_for(action, 1 - mover) != state.s.action_to_str(action)
    assert hidden  # a wealth tile kept in the draft: the other seat does not see which
    state.apply_action(action)
    for seat in (0, 1):
        tensor = np.array(state.information_state_tensor(seat))
        recall.set_from(state, seat)
        assert (recall.tensor == tensor).all()
        assert list(tensor[:size]) == pytest.approx(state.observation_tensor(seat))
        last = tensor[size:size + move]
        assert last[mover] == 1.0  # who moved
        seen = action if seat == mover else game.num_actions  # the "hidden" slot
        assert list(np.flatnonzero(last[game.players:])) == [seen]


def test_the_shipped_ismcts_bot_plays_through_evaluate_bots():
    from open_spiel.python.algorithms import evaluate_bots, mcts

    rng = np.random.RandomState(4)
    game = pyspiel.load_game("meeple_borabora(players=2,seed=4)")
    evaluator = mcts.RandomRolloutEvaluator(1, rng)
    bots = [openspiel.ISMCTSBot(game, evaluator, 1.4, 3, random_state=rng) for _ in range(2)]
    returns = evaluate_bots.evaluate_bots(game.new_initial_state(), bots, rng)
    assert sorted(returns) in ([0.0, 1.0], [0.5, 0.5])


def test_outcome_sampling_mccfr_runs_on_explicit_chance():
    from open_spiel.python.algorithms import outcome_sampling_mccfr

    game = pyspiel.load_game("meeple_tzolkin", {"players": 2, "chance": "explicit", "chance_seeds": 2})
    solver = outcome_sampling_mccfr.OutcomeSamplingSolver(game)
    solver.iteration()
    state = game.new_initial_state()
    state.apply_action(0)
    policy = solver.average_policy().action_probabilities(state)
    assert sorted(policy) == state.legal_actions() and sum(policy.values()) == pytest.approx(1.0)
