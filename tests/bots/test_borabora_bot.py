"""Bora Bora's value for search (`mcts:value=search`): chances per seat, dice in hand counted,
and today's `evaluate()` left alone (the baseline)."""

import json
import random

import pytest

import meeple
from meeple import bots
from meeple.core.errors import BadOption
from meeple.games.borabora import actions as A
from meeple.games.borabora import evaluate as E
from meeple.games.borabora import follow


def _positions(players: int, seed: int, every: int = 7):
    """Positions of a random game, every `every`-th decision, and its end."""
    state = meeple.load("borabora").new_game(players=players, seed=seed)
    rng = random.Random(seed)
    n = 0
    while not state.is_terminal():
        if n % every == 0:
            yield state.clone()
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
        n += 1
    yield state


def test_search_value_gives_each_seat_a_chance():
    for players in (2, 4):
        for state in _positions(players, seed=players):
            value = E.search_value(state)
            assert len(value) == players
            assert all(0.0 <= v <= 1.0 for v in value)
            assert abs(sum(value) - 1.0) < 1e-9
            if state.is_terminal():  # half the result, half the margin (`mcts:final=true`)
                won = state.returns()
                by_margin = E._chances(state, [float(x) for x in state.scores()],
                                       E.TEMPERATURE_BASE, 0.0)
                assert value == pytest.approx([0.5 * w + 0.5 * m
                                               for w, m in zip(won, by_margin, strict=True)])


def test_a_finished_game_counts_the_margin_with_final_only():
    """`mcts:final=true` scores finished games by `search_value` (half the result, half the
    margin); without it the search's finished games are `returns()` as ever."""
    state = list(_positions(2, seed=2, every=1000))[-1]
    assert state.is_terminal()
    wider = state.clone()
    wider.score[wider.returns().index(max(wider.returns()))] += 10
    assert max(E.search_value(wider)) > max(E.search_value(state))
    assert bots.make("mcts:value=search", seed=1).leaf_value(state) == state.returns()
    final = bots.make("mcts:value=search:final=true", seed=1).leaf_value(state)
    assert final == E.search_value(state) != state.returns()


_SESSION3 = {**E.SW, **E.SESSION3_TERMS}  # session 3's search terms (measured, not kept)


def test_a_die_in_hand_is_worth_an_action():
    """Phase A (§3): a die not yet placed is an action still to take; the hand evaluation
    does not see it, session 3's search terms do."""
    state = next(s for s in _positions(2, seed=3, every=1) if s.phase == 1 and s.dice[0])
    fewer = state.clone()
    fewer.dice[0] = fewer.dice[0][1:]
    assert E.estimates(fewer, _SESSION3)[0] < E.estimates(state, _SESSION3)[0]
    assert E.estimates(fewer)[0] == E.estimates(state)[0]


def test_search_weights_leave_evaluate_alone(monkeypatch):
    state = next(s for s in _positions(2, seed=5, every=40) if s.round >= 2)
    before = state.evaluate()
    monkeypatch.setitem(E.XW, "person per round", 50.0)
    monkeypatch.setitem(E.XW, "priest stays", 0.1)
    assert state.evaluate() == before
    assert E.search_estimates(state) != E.estimates(state)


def test_mcts_uses_search_value_for_borabora():
    bot = bots.make("mcts:iterations=20:value=search", seed=1)
    state = meeple.load("borabora").new_game(players=2, seed=4)
    assert bot._search_value is None
    assert bot.choose(state) in state.legal_actions()
    assert bot._search_value is not None and bot._search_value[1] is E.search_value


def test_the_search_grades_far_tasks_by_how_far():
    """A task two or more elements short: session 3's search terms count each element closer
    (progress towards 9 regions or 4 buildings); the hand evaluation counts them all alike."""
    state = next(s for s in _positions(2, seed=6, every=30) if s.round >= 2 and s.tasks[0])
    values = {}
    for short in (2, 3, 4):
        s = state.clone()
        s._task_shortfall = lambda p, t, short=short: short if p == 0 else 0
        values[short] = (E.estimates(s, _SESSION3)[0], E.estimates(s)[0])
    assert values[2][0] > values[3][0] > values[4][0]
    assert values[2][1] == values[3][1] == values[4][1]


def _sw_estimates(s):
    return E.estimates(s, E.SW)


def test_the_search_credits_a_priest_less_than_the_hand_estimate():
    """A priest in the temple: session 8's search value (`SW`) credits what priests earned
    (stays 0.5 a round), less than the hand estimate's 0.8; session 11's (`XW`) as the hand;
    the other seat's value is the same in all."""
    state = next(s for s in _positions(2, seed=9, every=5) if s.round == 2 and s.phase == 1)
    state.temple[:] = [-1] * len(state.temple)
    with_priest = state.clone()
    with_priest.temple[0] = 0
    hand = E.estimates(with_priest)[0] - E.estimates(state)[0]
    search = _sw_estimates(with_priest)[0] - _sw_estimates(state)[0]
    assert 0 < search < hand
    xw = E.search_estimates(with_priest)[0] - E.search_estimates(state)[0]
    assert xw == pytest.approx(hand)
    assert _sw_estimates(with_priest)[1] - _sw_estimates(state)[1] == pytest.approx(
        E.estimates(with_priest)[1] - E.estimates(state)[1])


def test_session8_weights_credit_stocks_less_and_pieces_as_the_hand_estimate():
    """Session 8's calibration (`SW`, measured, not kept): god cards in hand are credited their
    fitted share (0.53) of the hand estimate's credit; a man or woman on the grid and banked VP
    as the hand."""
    state = next(s for s in _positions(2, seed=9, every=5)
                 if s.round == 2 and s.phase == 1 and E.EMPTY in s.grid[0])
    man = state.clone()
    man.grid[0][man.grid[0].index(E.EMPTY)] = 0  # a man tile on a free grid space
    scored = state.clone()
    scored.score[0] += 10
    for changed in (man, scored):
        hand = E.estimates(changed)[0] - E.estimates(state)[0]
        assert hand > 0
        assert _sw_estimates(changed)[0] - _sw_estimates(state)[0] == pytest.approx(hand)
    cards = state.clone()
    cards.hand[0][0] += 2
    hand = E.estimates(cards)[0] - E.estimates(state)[0]
    search = _sw_estimates(cards)[0] - _sw_estimates(state)[0]
    assert hand > 0 and search == pytest.approx(0.53 * hand)


def _xe(s):
    return E.estimates(s, {**E.W, **E.EXPANSION})


def test_the_search_credits_an_expansion_at_what_it_earns():
    """Session 11's `EXPANSION` (measured, not kept): a hut leaving the grid for a region costs the search nothing (the
    hand estimate 0.5 VP a round left), one free grid space is room for a man or woman (a
    second earns nothing), a fish marker under a hut on a site counts in full (hand 0.7)."""
    state = next(s for s in _positions(2, seed=9, every=5) if s.round == 2 and s.phase == 1)
    p = 0
    grid = state.grid[p]
    grid[:] = [E.HUT] * len(grid)  # no free space
    state.huts12[p] = 2
    freed = state.clone()
    freed.grid[p][0] = E.EMPTY  # a hut gone (to a region, say): one free space
    twice = freed.clone()
    twice.grid[p][1] = E.EMPTY
    rounds = E.D.ROUNDS - state.round + 1
    gain = _xe(freed)[p] - _xe(state)[p]
    assert gain == pytest.approx(E.EXPANSION["room"] * rounds)
    assert _xe(twice)[p] == pytest.approx(_xe(freed)[p])
    assert E.estimates(freed)[p] == pytest.approx(E.estimates(state)[p])  # the hand: no room
    region = next(r for r, q in enumerate(state.site) if q < 0)
    fish = state.clone()
    fish.site[region] = p
    value = state.board.fish_value[state.fish[region]]
    assert _xe(fish)[p] - _xe(state)[p] == pytest.approx(value)
    assert E.estimates(fish)[p] - E.estimates(state)[p] == pytest.approx(0.7 * value)


def test_last_round_stocks_fade_only_with_the_option():
    """`last round stocks` (session 11's `XW`): in the last round god cards, offerings and
    shells count a share until the jewelry is bought and nothing after (they score nothing at
    the end); the hand estimate and earlier rounds are unchanged."""
    end = E.XW
    before = E.W
    states = {s.phase: s for s in _positions(2, seed=9, every=1) if s.round == E.D.ROUNDS}
    early = next(s for s in _positions(2, seed=9, every=5) if s.round == 2)
    assert E.estimates(early, end) == E.estimates(early, before)
    assert len(states) >= 3
    for phase, state in states.items():
        cards = state.clone()
        cards.hand[0][0] += 2
        gain = E.estimates(cards, end)[0] - E.estimates(state, end)[0]
        full = E.estimates(cards, before)[0] - E.estimates(state, before)[0]
        share = end["last round stocks"] if phase <= E.Phase.JEWELRY else 0.0
        assert gain == pytest.approx(share * full)
        hand = E.estimates(cards)[0] - E.estimates(state)[0]
        assert hand == pytest.approx(2 * E.W["god card"])  # the hand estimate: cards as ever


def _nodes(root):
    """(depth, action, node) of every node below the root."""
    stack = [(1, a, c) for a, c in root.children.items()]
    while stack:
        depth, a, node = stack.pop()
        yield depth, a, node
        stack.extend((depth + 1, b, c) for b, c in node.children.items())


def _die_position():
    """A 2-player position in Phase A, a die to place (round 1, a few placements made)."""
    return next(s for s in _positions(2, seed=8, every=1)
                if s.phase == 1 and len(s.history()) > 12 and not E.follow_up(s)
                and s.legal_actions()[0] in range(A.OFFSET[A.PLACE], A.OFFSET[A.PAY]))


def test_macro_nodes_are_main_decisions_only():
    """macro=true: below the root the tree holds die placements, activations and Phase C
    choices; the sub-choices after them are played by the policy inside each iteration."""
    state = _die_position()
    kinds = {}
    for spec in ("mcts:iterations=150:macro=true", "mcts:iterations=150"):
        root = bots.make(spec, seed=2).search(state)
        kinds[spec] = {A.KIND_OF[a] for _, a, _ in _nodes(root)}
    assert kinds["mcts:iterations=150:macro=true"] <= E.MAIN_DECISIONS
    assert kinds["mcts:iterations=150"] - E.MAIN_DECISIONS  # without: sub-choices are nodes


def test_follow_up_policy_weighs_by_rules_of_thumb_and_leaves_the_state_alone():
    """The policy's best-weighted follow-up is the one `follow.gains` likes best, found
    without a clone: the position is the same after (the in-place looks are undone); a main
    decision's weights are flat."""
    checked = 0
    for state in _positions(2, seed=9, every=1):
        if state.is_terminal() or len(state.legal_actions()) < 2:
            continue
        legal = state.legal_actions()
        before = json.dumps(state._state_dict(), sort_keys=True, default=str)
        weights = E.policy(state, legal)
        assert json.dumps(state._state_dict(), sort_keys=True, default=str) == before
        if not E.follow_up(state):
            assert weights == [1.0] * len(legal)
            continue
        gains = follow.gains(state, legal)
        assert weights[gains.index(max(gains))] == max(weights) == 1.0
        checked += 1
    assert checked > 20


def _take_position():
    """A position where seat 0 takes a man (a board with men and a free grid space)."""
    state = meeple.load("borabora").new_game(players=2, seed=12)
    while not (state.phase == 1 and not E.follow_up(state)):
        state.apply(state.legal_actions()[0])
    p = state.current_player()
    state.stack.append((A.TAKE, p, 0, 6))
    return state, p


def test_a_man_that_meets_a_task_weighs_most():
    """A task one short that a man meets (T02, 4 men: three on the grid) makes that man's
    weight the highest among the men on offer; with the task gone, no man is preferred for it."""
    state, p = _take_position()
    b = state.board
    men = [t for t in state.men_board if t >= 0]
    grid = state.grid[p]
    free = [i for i, t in enumerate(grid) if t < 0][:3]
    for i, t in zip(free, range(b.num_men - 3, b.num_men), strict=True):
        grid[i] = t  # three men already on the grid
    four_men = next(t for t, task in enumerate(b.tasks) if task[1] == "men" and task[3] == 4)
    state.tasks[p] = [four_men]
    legal = [A.OFFSET[A.TAKE] + t for t in men]
    assert state._task_shortfall(p, four_men) == 1
    with_task = follow.gains(state, legal)
    state.tasks[p] = []
    without = follow.gains(state, legal)
    assert all(g - h == follow.TASK_WORTH[0] - follow.TASK_WORTH[1]
               for g, h in zip(with_task, without, strict=True))


def test_a_payment_that_spoils_a_met_task_weighs_less():
    """Paying a god with an offering when a task asks for that offering loses the task's
    worth; a god tile does not."""
    state, p = _take_position()
    task = next(t for t, x in enumerate(state.board.tasks) if x[1] == "offerings")
    need = state.board.tasks[task][3]
    state.offerings[p], state.god_tiles[p], state.hand[p] = need, 1, [1, 0, 0, 0, 0]
    state.tasks[p] = [task]
    state.stack[-1] = (A.PAY, p, 0, -1)
    card, tile = A.OFFSET[A.PAY] + A.P_CARD, A.OFFSET[A.PAY] + A.P_TILE
    gains = follow.gains(state, [card, tile])
    assert gains[0] < gains[1]
    state.tasks[p] = []
    assert follow.gains(state, [card, tile])[0] > follow.gains(state, [card, tile])[1]


def test_macro_visits_search_the_follow_ups_of_well_visited_edges():
    """macro_visits=K: an edge's follow-ups are played by the policy until its node has K
    visits, then they are tree nodes below it (only there: young edges stay whole turns)."""
    state = _die_position()
    root = bots.make("mcts:iterations=300:macro=true:macro_visits=10", seed=2).search(state)
    below = [(depth, node) for depth, a, node in _nodes(root)
             if depth >= 2 and A.KIND_OF[a] not in E.MAIN_DECISIONS]
    assert below  # follow-ups below the root are nodes now
    plain = bots.make("mcts:iterations=300:macro=true", seed=2).search(state)
    assert all(A.KIND_OF[a] in E.MAIN_DECISIONS for depth, a, _ in _nodes(plain) if depth >= 2)


@pytest.mark.parametrize("spec", ["mcts:iterations=15:macro=true",
                                  "mcts:iterations=40:macro=true:macro_visits=4"])
def test_macro_kept_trees_give_only_legal_moves(spec):
    """The tree kept between decisions skips the follow-ups it did not hold as nodes; every
    move returned stays legal, through follow-ups, other seats and moves it did not expect."""
    state = meeple.load("borabora").new_game(players=2, seed=11)
    seat_bots = [bots.make(spec, seed=11 + s) for s in range(2)]
    rng = random.Random(11)
    for _ in range(120):
        if state.is_terminal():
            break
        legal = state.legal_actions()
        action = seat_bots[state.current_player()].choose(state)
        assert action in legal
        state.apply(rng.choice(legal) if rng.random() < 0.1 else action)


def test_macro_asks_the_policy_once_per_edge_and_follow_up(monkeypatch):
    """The policy's one-ply looks cost more than the moves: each (tree edge, follow-up) is
    weighed once, and later iterations draw from the kept weights."""
    calls = []

    def counting(s, actions):
        calls.append(tuple(actions))
        return [1.0] * len(actions)

    monkeypatch.setattr(E, "policy", counting)
    bot = bots.make("mcts:iterations=120:macro=true", seed=4)
    bot.search(_die_position())
    assert calls
    assert len(calls) == len(bot._completions)


def test_follow_ups_without_a_rule_gain_only_by_tasks():
    """Only what a one-ply look at the estimate sees counts (session 6 removed the sharper
    rules): with no task in hand, every man or woman on offer gains the same, nothing."""
    state, p = _take_position()
    legal = [A.OFFSET[A.TAKE] + t for t in state.men_board + state.women_board if t >= 0]
    state.tasks[p] = []
    assert len(legal) > 2 and follow.gains(state, legal) == [0.0] * len(legal)


def test_lean_rollouts_draw_wasteful_moves_rarely():
    """policy_lean: an action's weight is read off its id alone: ending Phase B, stopping a
    Helper trade, passing on a jewel, a Yellow God task and a die placed with a Blue or White
    God weigh less than 1, every other move 1; the position is left alone."""
    seen = set()
    for state in _positions(2, seed=9, every=1):
        if state.is_terminal() or len(state.legal_actions()) < 2:
            continue
        legal = state.legal_actions()
        before = json.dumps(state._state_dict(), sort_keys=True, default=str)
        weights = E.policy_lean(state, legal)
        assert json.dumps(state._state_dict(), sort_keys=True, default=str) == before
        for a, w in zip(legal, weights, strict=True):
            kind, index = A.KIND_OF[a], A.INDEX_OF[a]
            wasteful = ((kind == A.ACTIVATE and index == A.A_DONE)
                        or (kind == A.HELPER and index == A.H_DONE)
                        or (kind == A.JEWEL and index == A.NUM_JEWELS)
                        or (kind == A.TASK and A.T_YELLOW <= index < A.T_GIVE_UP)
                        or (kind == A.PLACE and any(A.place_decode(index)[2:])))
            assert (w < 1.0) == wasteful, state.action_to_str(a)
            if wasteful:
                seen.add(kind)
    assert {A.ACTIVATE, A.HELPER, A.PLACE} <= seen


def test_lean_rollouts_play_legal_reproducible_moves():
    """mcts:policy=true:rollouts=lean finds the game's policy_lean, returns legal moves and
    the same ones from the same seed."""
    state = _die_position()
    spec = "mcts:iterations=60:tuned=true:policy=true:rollouts=lean"
    bot = bots.make(spec, seed=4)
    assert bot._rollout_policy(state) is E.policy_lean
    moves = [bots.make(spec, seed=4).choose(state) for _ in range(2)]
    assert moves[0] == moves[1] and moves[0] in state.legal_actions()


def test_priests_by_space_credit_the_left_more_than_the_right():
    """Session 13's `"priest by space"` (`TW`): a priest on the temple's leftmost space stays
    for the game, one on the rightmost is pushed out within the round: the search credits the
    first more than the hand estimate's flat credit, the second less; `W` (the hand estimate,
    plain mcts's) is unchanged."""
    state = next(s for s in _positions(2, seed=9, every=5) if s.round == 2 and s.phase == 1
                 and sum(map(len, s.dice)) >= 5)
    state.temple[:] = [-1] * len(state.temple)
    gains = {}
    for space in (0, len(state.temple) - 1):
        s = state.clone()
        s.temple[space] = 0
        gains[space] = (E.estimates(s, E.TW)[0] - E.estimates(state, E.TW)[0],
                        E.estimates(s)[0] - E.estimates(state)[0])
    left, right = gains[0], gains[len(state.temple) - 1]
    assert left[1] == pytest.approx(right[1])  # the hand: any space alike
    assert left[0] > left[1] and right[1] > right[0] > 0
    assert E.estimates(state, E.TW)[1] == pytest.approx(E.estimates(state)[1])


def test_priests_by_space_follow_the_dice_left():
    """A priest on the rightmost space is worth more the fewer dice are left to push it out;
    with every die placed, this round's scoring is certain."""
    values = {b: E._SPACE_VALUES[2, 1, b][-1] for b in range(4)}
    assert values[0] > values[1] > values[2] > values[3]
    assert values[0] >= 1.0  # round 2's priest VP (1) at least
    assert E._SPACE_VALUES[6, 0, 3] == (0,) * 6  # after the last scoring: nothing to come


def test_a_priest_to_place_is_worth_its_leftmost_space():
    """`_pending`: a temple action under way credits the leftmost space its die reaches."""
    assert E._leftmost_space(_die_position(), 6) == 0
    assert E._leftmost_space(_die_position(), 1) == 5


def test_search_value_names_a_games_search_value():
    """mcts:search_value=temple finds Bora Bora's search_value_temple, plays legal moves, the
    same ones from the same seed; a name no game has is refused with a clear error."""
    state = _die_position()
    spec = "mcts:iterations=60:tuned=true:value=search:search_value=temple"
    moves = [bots.make(spec, seed=4).choose(state) for _ in range(2)]
    assert moves[0] == moves[1] and moves[0] in state.legal_actions()
    bot = bots.make(spec, seed=4)
    bot.choose(state)
    assert bot._search_value[1] is E.search_value_temple
    plain = bots.make("mcts:iterations=20:value=search", seed=4)
    plain.choose(state)
    assert plain._search_value[1] is E.search_value
    with pytest.raises(BadOption, match="search_value='nope' must be one of .*temple"):
        bots.make("mcts:search_value=nope")
    with pytest.raises(BadOption):
        bots.make("mcts:search_value=3")


def test_the_race_credits_this_rounds_god_tile_to_the_likely_majority():
    """`search_value=race` (`RW`): before the temple's scoring, the seat with more priests
    likely there gets most of a god tile's worth; with no priests nobody; after the scoring
    (Phase C) nothing; `TW` never."""
    state = next(s for s in _positions(2, seed=9, every=5) if s.round == 2 and s.phase == 1
                 and sum(map(len, s.dice)) >= 5)
    state.temple[:] = [-1] * len(state.temple)
    assert E.estimates(state, E.RW) == pytest.approx(E.estimates(state, E.TW))
    state.temple[0], state.temple[1], state.temple[5] = 0, 0, 1
    race = [r - t for r, t in zip(E.estimates(state, E.RW), E.estimates(state, E.TW), strict=True)]
    assert race[0] > race[1] > 0
    assert sum(race) == pytest.approx(E.W["god tile"])
    later = state.clone()
    later.phase = 3  # Phase C, the temple scored
    assert E.estimates(later, E.RW) == pytest.approx(E.estimates(later, E.TW))
    bot = bots.make("mcts:iterations=20:value=search:search_value=race", seed=1)
    assert bot.choose(_die_position()) in _die_position().legal_actions()
    assert bot._search_value[1] is E.search_value_race


def test_a_tuned_bot_takes_each_player_counts_search_value():
    """The 2-player levels' `search_value=temple` stays at 2 players: one bot tuned at 2
    players, then at 3, values the 3-player game by the plain `search_value` (and back)."""
    bot = bots.make("mcts:iterations=20:tuned=true:value=search", seed=1)
    for players, expected in ((2, E.search_value_temple), (3, E.search_value),
                              (2, E.search_value_temple)):
        state = meeple.load("borabora").new_game(players=players, seed=3)
        assert len(state.legal_actions()) > 1
        bot.choose(state)
        assert bot._search_value[1] is expected


@pytest.mark.parametrize("name", ["expand", "tasks", "expand_tasks"])
def test_session14_search_values_play_legal_reproducible_moves(name):
    """`search_value=expand`, `tasks` and `expand_tasks` (session 14's candidates) are found by
    name, play legal moves and the same ones from the same seed; the names are listed in the
    error for an unknown one."""
    state = _die_position()
    spec = f"mcts:iterations=40:tuned=true:value=search:search_value={name}"
    moves = [bots.make(spec, seed=7).choose(state) for _ in range(2)]
    assert moves[0] == moves[1] and moves[0] in state.legal_actions()
    bot = bots.make(spec, seed=7)
    bot.choose(state)
    assert bot._search_value[1] is getattr(E, f"search_value_{name}")
    with pytest.raises(BadOption, match=f"search_value='nope' must be one of .*{name}"):
        bots.make("mcts:search_value=nope")


def test_expand_credits_an_expansion_at_what_it_earns_with_priests_by_space():
    """`XTW`: `TW` (priests by space) with `EXPANSION`'s terms: a fish marker under a hut on a
    site in full, a hut on the grid nothing; the temple as `TW` counts it."""
    state = next(s for s in _positions(2, seed=9, every=5) if s.round == 2 and s.phase == 1)
    p = 0
    region = next(r for r, q in enumerate(state.site) if q < 0)
    fish = state.clone()
    fish.site[region] = p
    value = state.board.fish_value[state.fish[region]]
    assert E.estimates(fish, E.XTW)[p] - E.estimates(state, E.XTW)[p] == pytest.approx(value)
    priest = state.clone()
    priest.temple[:] = [-1] * len(priest.temple)
    bare = priest.clone()
    priest.temple[0] = p
    gain = [E.estimates(priest, w)[p] - E.estimates(bare, w)[p] for w in (E.XTW, E.TW)]
    assert gain[0] == pytest.approx(gain[1]) and gain[0] > 0
    assert E.search_value_expand(state) == pytest.approx(
        E._chances(state, E.estimates(state, E.XTW), E.TEMPERATURE_BASE,
                   E.TEMPERATURE_PER_ROUND))


def test_tasks_grades_far_tasks_and_credits_the_slot_without_the_die_terms():
    """`KTW`: far tasks graded by how far and this round's task slot (session 3's task terms),
    without session 3's die terms: a die in hand changes nothing."""
    state = next(s for s in _positions(2, seed=6, every=30) if s.round >= 2 and s.tasks[0])
    values = {}
    for short in (0, 2, 3, 4):
        s = state.clone()
        s._task_shortfall = lambda p, t, short=short: short if p == 0 else 0
        values[short] = E.estimates(s, E.KTW)[0]
    assert values[2] > values[3] > values[4]
    met_tw = state.clone()
    met_tw._task_shortfall = lambda p, t: 0
    slot = E.SESSION3_TERMS["task slot"] * (state.phase <= E.Phase.TASKS)
    assert values[0] - E.estimates(met_tw, E.TW)[0] == pytest.approx(slot)
    die = next(s for s in _positions(2, seed=3, every=1) if s.phase == 1 and s.dice[0])
    fewer = die.clone()
    fewer.dice[0] = fewer.dice[0][1:]
    assert E.estimates(fewer, E.KTW)[0] == E.estimates(die, E.KTW)[0]


def test_expand_tasks_is_both():
    """`XKTW`: `XTW`'s expansion terms and `KTW`'s task terms over `TW`."""
    both = {**E.TW, **E.EXPANSION, "task slot": E.SESSION3_TERMS["task slot"],
            "task decay": E.SESSION3_TERMS["task decay"]}
    assert both == E.XKTW
    state = next(s for s in _positions(2, seed=6, every=30) if s.round >= 2 and s.tasks[0])
    assert E.search_value_expand_tasks(state) == pytest.approx(
        E._chances(state, E.estimates(state, E.XKTW), E.TEMPERATURE_BASE,
                   E.TEMPERATURE_PER_ROUND))
