"""The strong Caylus bot: its measured settings (bots/profiles.py, benchmarks/results/caylus.md)."""

from __future__ import annotations

import math
import random

import pytest

import meeple
from meeple import bots
from meeple.bots import profiles
from meeple.core.errors import BadOption


def _start():
    return meeple.load("caylus").new_game(players=2, seed=4)


def test_the_strong_bot_takes_caylus_settings_and_plays_legal_moves():
    state = _start()
    strong = bots.make("mcts:iterations=30:tuned=true", seed=1)
    assert strong.choose(state) in state.legal_actions()
    settings = profiles.tuned("caylus", 2)
    assert (strong.c, strong.depth) == (settings["c"], settings["depth"])
    assert strong.mast == settings.get("mast", 0.0)
    assert strong.value == settings.get("value", "hand")
    assert strong.policy == settings.get("policy", False)


def test_the_lower_exploration_spends_more_of_the_search_on_its_choice():
    """Caylus' chances differ by a few hundredths between moves: at c=0.7 UCB spreads the
    visits almost evenly; the profile's lower c gives the best move the larger share."""
    def share(spec: str) -> float:
        rows = bots.make(spec, seed=2).analyse(_start())
        return rows[0][1] / sum(r[1] for r in rows)

    settings = profiles.tuned("caylus", 2)  # its c and depth alone (MAST's rollouts aside)
    tuned = f"mcts:iterations=300:c={settings['c']}:depth={settings['depth']}"
    assert share(tuned) > share("mcts:iterations=300") + 0.05


def _leaves(spec: str) -> list[bool]:
    """Whether each position a search's rollouts hand to the value is settled (or over)."""
    from meeple.games.caylus import evaluate

    bot = bots.make(spec, seed=3)
    seen = []
    value = bot.leaf_value

    def spy(state):
        seen.append(state.is_terminal() or evaluate.settled(state))
        return value(state)

    bot.leaf_value = spy
    bot.choose(_start())
    return seen


def test_settle_rolls_on_to_a_settled_position_before_the_value():
    """settle=N: after the rollout's depth, play on to the next settled position (a turn's
    workers activated, or none placed yet); off, a depth-3 rollout stops mid-turn."""
    assert all(_leaves("mcts:iterations=40:depth=3:prior=false:settle=60"))
    assert not all(_leaves("mcts:iterations=40:depth=3:prior=false"))


def test_settled_positions_are_turn_boundaries():
    """Over a random game: one settled position or so a turn, never with a worker placed."""
    from meeple.games.caylus import evaluate
    from meeple.games.caylus.state import Phase

    state, rng, boundaries = _start(), random.Random(5), 0
    while not state.is_terminal():
        if evaluate.settled(state):
            boundaries += 1
            assert state.phase >= Phase.END or not any(w >= 0 for w in state.worker)
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
    assert state.turn <= boundaries <= 3 * state.turn


def test_the_rollout_policy_keeps_the_provost_and_takes_the_offers():
    """After placement the policy weighs the Provost staying (a move costs deniers) above
    any move."""
    from meeple.games.caylus import actions as A
    from meeple.games.caylus import evaluate

    state, rng = _start(), random.Random(7)
    while state.is_terminal() is False and A.KIND_OF[state.legal_actions()[0]] != A.K_PROVOST:
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
    legal = state.legal_actions()
    weights = dict(zip(legal, evaluate.policy(state, legal), strict=True))
    stay = A.OFFSET[A.K_PROVOST] + A.MOVE_ZERO
    assert weights[stay] == max(weights.values()) > min(weights.values())


def test_the_search_value_prices_early_cubes_above_evaluate():
    """value=search: a seat's cubes count more for search than in `evaluate()`, early more
    than late; chances stay chances; `returns()` at the end."""
    from meeple.games.caylus import evaluate

    def gap(state) -> float:  # seat 0's search credit over seat 1's, in the softmax's units
        ev, sv = evaluate.evaluate(state), evaluate.search_value(state)
        assert abs(sum(sv) - 1) < 1e-9 and all(0 < x < 1 for x in sv)
        return math.log(sv[0] / sv[1]) - math.log(ev[0] / ev[1])

    state = _start()
    assert evaluate.search_value(state) == evaluate.evaluate(state)  # a symmetric start
    state.cubes[0][1] += 3
    state.touch()
    early = gap(state)
    state.bailiff += 12  # near the Towers' scoring: the game nearly over
    state.touch()
    assert early > gap(state) > 0
    rng = random.Random(2)
    while not state.is_terminal():
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
    assert evaluate.search_value(state) == state.returns()


def test_the_rollout_policy_places_like_a_worker_placer():
    """In placement a seat with money places rather than passes, on production the Provost
    reaches above a building beyond him; a builder or the castle without the cubes they need
    weighs least; after the other passed (2 players, 3 deniers a placement) a pass is fine and
    a worker goes to the goods, not to the special buildings."""
    from meeple.games.caylus import actions as A
    from meeple.games.caylus import data as D
    from meeple.games.caylus import evaluate

    state = _start()
    legal = state.legal_actions()
    weights = dict(zip(legal, evaluate.policy(state, legal), strict=True))
    place = A.OFFSET[A.K_PLACE]
    road = {i: weights[place + A.T_ROAD + i] for i in range(D.ROAD_LENGTH)
            if place + A.T_ROAD + i in weights}
    production = [w for i, w in road.items() if i <= state.provost
                  and D.BUILDINGS[state.road[i]].effect == D.PRODUCE]
    beyond = [w for i, w in road.items() if i > state.provost]
    assert production and beyond
    assert weights[place] < min(beyond) <= max(beyond) < min(production)
    assert weights[place + A.T_CASTLE] < weights[place + A.T_SPECIAL + D.TRADING_POST]
    state.cubes[state.current_player()][:] = [0, 0, 0, 0, 0]
    bare = dict(zip(legal, evaluate.policy(state, legal), strict=True))
    carpenters = [place + A.T_ROAD + i for i in road
                  if i <= state.provost and state.road[i] == D.N_CARPENTER]
    assert carpenters and all(bare[a] < weights[a] for a in carpenters)
    state.passing = (1 - state.current_player(),)  # 3 deniers a placement from now
    dear = dict(zip(legal, evaluate.policy(state, legal), strict=True))
    assert dear[place] == 1.0 > weights[place]  # a pass is fine
    trading_post = place + A.T_SPECIAL + D.TRADING_POST
    assert dear[trading_post] < weights[trading_post]  # 3 deniers for 3: no gain
    assert all(dear[place + A.T_ROAD + i] == max(production) for i in road
               if i <= state.provost and D.BUILDINGS[state.road[i]].effect == D.PRODUCE)


def test_rollouts_names_the_games_economy_policy():
    """mcts rollouts=economy rolls out by the game's policy_economy; without it (and for a
    name the game lacks) by its policy()."""
    from meeple.games.caylus import evaluate

    state = _start()
    assert bots.make("mcts:policy=true", seed=1)._rollout_policy(state) is evaluate.policy
    named = bots.make("mcts:policy=true:rollouts=economy", seed=1)
    assert named._rollout_policy(state) is evaluate.policy_economy
    lean = bots.make("mcts:rollouts=lean", seed=1)  # Bora Bora's: Caylus keeps its policy()
    assert lean._rollout_policy(state) is evaluate.policy
    assert named.choose(state) in state.legal_actions()
    four = meeple.load("caylus").new_game(players=4, seed=4)  # the 4-player levels use it
    levels = bots.make("mcts:iterations=20:tuned=true", seed=1)
    assert levels.choose(four) in four.legal_actions()
    assert levels._rollout_policy(four) is evaluate.policy_economy
    assert levels.choose(state) in state.legal_actions()
    assert levels._rollout_policy(state) is evaluate.policy_duel  # 2 players: session 10's


def test_a_rollout_policy_no_game_has_is_a_bad_option():
    """`rollouts=` names a policy some game has; any other name is a clear error at once,
    naming the ones there are."""
    with pytest.raises(BadOption, match="rollouts='nothing' must be one of .*duel.*economy"):
        bots.make("mcts:rollouts=nothing", seed=1)


def test_the_economy_policy_builds_an_economy():
    """Session 6 (mcts rollouts=economy): a seat without food sends workers to the food
    producers first; the Architect only with a residence of its own and gold; prestige tiles
    by their PP; royal favors on the prestige and buildings tracks above money."""
    from meeple.games.caylus import actions as A
    from meeple.games.caylus import data as D
    from meeple.games.caylus import evaluate

    economy = evaluate.policy_economy
    state = _start()
    me = state.current_player()
    place = A.OFFSET[A.K_PLACE] + A.T_ROAD
    legal = state.legal_actions()
    fed = dict(zip(legal, economy(state, legal), strict=True))
    assert fed == dict(zip(legal, evaluate.policy(state, legal), strict=True))  # fed: as policy
    state.cubes[me][D.FOOD] = 0
    hungry = dict(zip(legal, economy(state, legal), strict=True))
    reach = [i for i in range(D.ROAD_LENGTH) if place + i in fed and i <= state.provost]
    food = [place + i for i in reach if evaluate._FOOD_OUT[state.road[i]]]
    other = [place + i for i in reach if state.road[i] in (D.N_SAWMILL, D.N_QUARRY)]
    assert food and other
    assert all(hungry[a] > fed[a] and hungry[a] > hungry[b] for a in food for b in other)
    # the Architect: a prestige building needs a residence of the seat's own (§4.8)
    space = state.road.index(D.EMPTY)
    state.road[space], state.owner[space] = D.S_ARCHITECT, 1 - me
    state.cubes[me][:] = [1, 0, 3, 0, 2]
    state.touch()
    legal = state.legal_actions()
    state.provost = max(state.provost, space)  # the Provost reaches it
    architect = place + space
    without = dict(zip(legal, economy(state, legal), strict=True))[architect]
    home = state.road.index(D.EMPTY)
    state.road[home], state.owner[home] = D.RESIDENCE, me
    state.touch()
    legal = state.legal_actions()
    with_home = dict(zip(legal, economy(state, legal), strict=True))[architect]
    assert with_home > 1.0 > without
    build = A.OFFSET[A.K_BUILD] + 1
    tiles = [build + D.P_STATUE, build + D.P_CATHEDRAL]
    statue, cathedral = economy(state, tiles)
    assert cathedral > statue
    favor = A.OFFSET[A.K_FAVOR]
    options = [favor + k for k in (1, 6, A.F_NOTHING, A.F_ARCHITECT)]  # prestige 2, deniers 2
    prestige, money, nothing, architect_favor = economy(state, options)
    assert architect_favor > prestige > money > nothing


def test_the_duel_policy_moves_the_provost_only_to_strand_the_others():
    """Session 10 (mcts rollouts=duel): the Provost stays unless a move nets workers (the
    others' stranded less the mover's); a move that nets nothing is money burnt. Other
    decisions weigh as policy(); a search with it plays legal, reproducible moves."""
    from meeple.games.caylus import actions as A
    from meeple.games.caylus import evaluate

    state, rng = _start(), random.Random(7)
    while A.KIND_OF[state.legal_actions()[0]] != A.K_PROVOST:
        legal = state.legal_actions()
        assert evaluate.policy_duel(state, legal) == evaluate.policy(state, legal)
        state.apply(legal[rng.randrange(len(legal))])
    me, p = state.current_player(), state.provost
    state.worker[:] = [-1] * len(state.worker)
    state.worker[p], state.worker[p - 1] = 1 - me, me  # the other's worker last before him
    stay = A.OFFSET[A.K_PROVOST] + A.MOVE_ZERO
    legal = [a for a in state.legal_actions() if a - stay in (-2, -1, 0)]
    assert len(legal) == 3
    back1, back2 = stay - 1, stay - 2
    weights = dict(zip(legal, evaluate.policy_duel(state, legal), strict=True))
    assert weights[back1] > weights[stay] > weights[back2]  # -2 strands my worker too
    assert weights[back2] == evaluate.DUEL["waste"]
    duel = "mcts:iterations=40:policy=true:rollouts=duel"
    first = bots.make(duel, seed=5).choose(_start())
    assert first in _start().legal_actions()
    assert bots.make(duel, seed=5).choose(_start()) == first
