"""The research adapters pass their libraries' own checks for every game and player count:
PettingZoo's api_test and seed_test, OpenSpiel's random simulation test (plus state
serialization round trips) with its MCTSBot and ISMCTSBot playing whole games, and
Gymnasium's check_env on the solo environment. Bounded to keep `make test` short."""

from __future__ import annotations

import warnings

import numpy as np
import pytest

import meeple

pytest.importorskip("pettingzoo")
pyspiel = pytest.importorskip("pyspiel")

from pettingzoo.test import api_test, seed_test  # noqa: E402

from meeple.adapters import openspiel  # noqa: E402
from meeple.adapters import pettingzoo as pz  # noqa: E402

CASES = [pytest.param(n, p, id=f"{n}-{p}p") for n in meeple.games()
         for p in meeple.load(n).player_counts]


@pytest.fixture(autouse=True)
def quiet():
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        yield


@pytest.mark.parametrize("name,players", CASES)
def test_pettingzoo_api_and_seed(name, players):
    api_test(pz.env(name, players=players, render_mode="ansi"), num_cycles=60)
    seed_test(lambda: pz.env(name, players=players), num_cycles=40)


@pytest.mark.parametrize("name,players", CASES)
def test_pettingzoo_plays_a_whole_game_with_rewards_from_returns(name, players):
    env = pz.env(name, players=players)
    env.reset(seed=7)
    rng = np.random.default_rng(7)
    total = dict.fromkeys(env.possible_agents, 0.0)
    for agent in env.agent_iter():
        obs, reward, term, trunc, _ = env.last()
        total[agent] += reward
        assert obs["observation"].shape == env.observation_space(agent)["observation"].shape
        if term or trunc:
            env.step(None)
            continue
        env.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
    assert sorted(total.values())[-1] > 0 or players == 1


def test_pettingzoo_max_cycles_truncates():
    name = meeple.games()[0]
    env = pz.env(name, players=meeple.load(name).player_counts[0], max_cycles=3)
    env.reset(seed=1)
    steps = 0
    for _agent in env.agent_iter():
        obs, _, term, trunc, _ = env.last()
        env.step(None if term or trunc else int(np.flatnonzero(obs["action_mask"])[0]))
        steps += 1
    players = len(env.possible_agents)
    assert steps == 3 * players + players  # 3 cycles of decisions, then each agent's last step


@pytest.mark.parametrize("name,players", CASES)
def test_openspiel_random_simulation_and_serialization(name, players):
    openspiel.register()
    game = pyspiel.load_game(f"meeple_{name}(players={players},seed=11)")
    assert game.num_players() == players
    assert game.observation_tensor_shape() == list(meeple.load(name).observation_shape(players))
    pyspiel.random_sim_test(game, num_sims=2, serialize=False, verbose=False)
    state = game.new_initial_state()
    rng = np.random.default_rng(3)
    for _ in range(40):
        if state.is_terminal():
            break
        state.apply_action(int(rng.choice(state.legal_actions())))
        again = game.deserialize_state(state.serialize())
        assert str(again) == str(state) and again.legal_actions() == state.legal_actions()
    seat = max(0, state.current_player())
    assert len(state.observation_tensor(seat)) == game.observation_tensor_size()
    assert state.information_state_string(seat)


def test_openspiel_bots_play_whole_games():
    from open_spiel.python.algorithms import evaluate_bots, mcts

    openspiel.register()
    rng = np.random.RandomState(2)
    game = pyspiel.load_game("meeple_tzolkin(players=2,seed=5)")
    evaluator = mcts.RandomRolloutEvaluator(1, rng)
    bots = [mcts.MCTSBot(game, 1.4, 4, evaluator, random_state=rng),
            openspiel.ISMCTSBot(game, evaluator, 1.4, 4, random_state=rng)]
    returns = evaluate_bots.evaluate_bots(game.new_initial_state(), bots, rng)
    assert sorted(returns) in ([0.0, 1.0], [0.5, 0.5])


def test_openspiel_game_type_matches_each_game():
    openspiel.register()
    caylus = pyspiel.load_game("meeple_caylus(players=3)").get_type()
    bora = pyspiel.load_game("meeple_borabora(players=2)").get_type()
    teo = pyspiel.load_game("meeple_teotihuacan(players=1)")
    assert caylus.information == pyspiel.GameType.Information.PERFECT_INFORMATION
    assert bora.information == pyspiel.GameType.Information.IMPERFECT_INFORMATION
    assert caylus.chance_mode == pyspiel.GameType.ChanceMode.SAMPLED_STOCHASTIC
    assert caylus.utility == pyspiel.GameType.Utility.CONSTANT_SUM
    assert teo.get_type().utility == pyspiel.GameType.Utility.GENERAL_SUM
    assert teo.num_players() == 1 and teo.max_utility() == 1.0


def test_gymnasium_solo_env_passes_check_env():
    gymnasium = pytest.importorskip("gymnasium")
    from gymnasium.utils.env_checker import check_env

    import meeple.adapters.gymnasium  # noqa: F401  (registers the environment)

    env = gymnasium.make("meeple/TeotihuacanSolo-v0", difficulty="normal")
    check_env(env.unwrapped, skip_render_check=True)
    obs, info = env.reset(seed=3)
    rng = np.random.default_rng(3)
    done, steps = False, 0
    while not done:
        action = int(rng.choice(np.flatnonzero(info["action_mask"])))
        obs, reward, done, truncated, info = env.step(action)
        steps += 1
    assert reward in (0.0, 1.0) and steps > 10
    obs, info = env.reset(seed=1)
    bad = int(np.flatnonzero(info["action_mask"] == 0)[0])
    again, penalty, done, _, after = env.step(bad)
    assert penalty == -1.0 and after["illegal_action"] and not done
    assert (again == obs).all() and (after["action_mask"] == info["action_mask"]).all()


def test_openspiel_observations_match_the_observer_and_leave_the_seeds_alone():
    from open_spiel.python.observation import make_observation

    openspiel.register()
    spec = "meeple_caylus(players=2,seed=4)"
    plain, probed = pyspiel.load_game(spec), pyspiel.load_game(spec)
    plain.new_initial_state()
    state = probed.new_initial_state()
    mover = state.current_player()
    state.apply_action(state.legal_actions()[0])
    for seat in (0, 1):  # pyspiel's generic path drew a seed from the game per call
        state.observation_tensor(seat)
        state.information_state_tensor(seat)
        state.information_state_string(seat)
    assert plain.new_initial_state().s.seed == probed.new_initial_state().s.seed
    assert probed.observation_tensor_shape() == list(probed.meeple.observation_shape(2))
    observer = make_observation(probed)
    observer.set_from(state, 1)
    assert list(observer.tensor) == pytest.approx(state.observation_tensor(1))
    recall = probed.make_py_observer(pyspiel.IIGObservationType(perfect_recall=True))
    assert state.information_state_string(1) == recall.string_from(state, 1)
    assert state.information_state_string(1).startswith(f"{mover}:")
