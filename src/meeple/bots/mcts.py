"""Information-set Monte Carlo tree search (IS-MCTS), multi-player (max^n), open loop.

Each iteration:
1. **Determinize** the root for the searching seat (`determinize(me, rng)`: what the seat
   cannot see is resampled) and give the copy a fresh chance seed, so neither hidden cards
   nor future dice and draws are known to the search. In a game without hidden information
   this is plain UCT with open-loop chance.
2. **Select** down the tree of action sequences (open loop: a node is the sequence of actions
   from the root, whatever chance did in between). Among the children whose action is legal
   in this determinization, UCB1 on the mover's own share of the reward vector (max^n), with
   availability counts (a child is judged against the iterations in which it could be chosen).
   **Progressive widening** limits how many children a node may have: `widen * visits**alpha`,
   so wide decisions (Teotihuacan's pyramid, Bora Bora's die placements) are searched deep
   rather than only broad. At the root, children are tried in the order of a one-ply `evaluate`
   of each action (a prior); below it in random order.
3. **Roll out** with uniform random moves for at most `depth` decisions, then score the
   position with `evaluate()` (the game's own knowledge; `returns()` at the end). With
   `settle=N`, first play on (by the game's policy) to a position its `settled()` calls stable.
4. **Back up** the reward vector: every node keeps the sum of each seat's reward.

The tree is kept between calls: when the next position extends the root's history by actions
the bot's seat saw, the search continues from the matching subtree. With an iteration budget
and a seed, the same position gives the same choice.
"""

from __future__ import annotations

import inspect
import math
import random
import threading
from collections.abc import Callable
from pathlib import Path

from meeple.bots import profiles
from meeple.bots.budget import Budget
from meeple.bots.cycles import TurnMemory
from meeple.bots.value import (
    Evaluator,
    Policy,
    follow_up_of,
    major_of,
    policy_of,
    prune_of,
    rollout_policy_names,
    search_value_names,
    search_value_of,
    settled_of,
)
from meeple.core.errors import BadOption
from meeple.core.game import State
from meeple.core.rng import SEED_BITS

# Rollout depth cut per game (decisions), a search parameter; game knowledge stays in evaluate.
DEFAULT_DEPTH = {"caylus": 16, "tzolkin": 16, "teotihuacan": 12, "borabora": 16}
FALLBACK_DEPTH = 16
VALUES = ("hand", "learned", "search")


class Node:
    __slots__ = ("children", "visits", "avail", "total", "untried", "mover")

    def __init__(self, players: int) -> None:
        self.children: dict[int, Node] = {}
        self.visits = 0
        self.avail = 0  # iterations in which this node's action was legal at its parent
        self.total = [0.0] * players  # each seat's summed reward
        self.untried: list[int] | None = None  # root only: actions in prior order
        self.mover = -1


class MCTSBot:
    """IS-MCTS with max^n rewards, progressive widening and depth-cut rollouts."""

    name = "mcts"
    PARAMS = {  # one line per parameter, for `bots.names()`
        "iterations": "iterations per decision (ignored when seconds is given)",
        "seconds": "time per decision in seconds (0: use iterations)",
        "c": "UCB exploration constant (rewards are chances to win, in [0, 1])",
        "c_root": "the exploration constant at the decision's root only (0: c there too): a "
                  "wide choice among the seat's moves, a sharp search below them",
        "depth": "rollout decisions before scoring with evaluate (0: the game's default)",
        "widen": "progressive widening: a node with n visits has at most widen * n**alpha children",
        "alpha": "progressive widening exponent",
        "reuse": "keep the subtree between decisions (same seat, actions it saw)",
        "prior": "try the root's actions in the order of a one-ply evaluate",
        "max_seconds": "hard cap on the time per decision, whatever the budget (0: none)",
        "value": "leaf value: hand (the game's evaluate), learned (bots/weights, if shipped) or "
                 "search (the game's search_value, else evaluate)",
        "policy": "rollouts and the widening below the root draw moves by the game's policy() "
                  "weights, where it has one",
        "settle": "after the rollout's depth, up to this many more decisions (by the game's "
                  "policy, where it has one) until the game's settled() position (0: off)",
        "tuned": "parameters left at their defaults take the game's measured settings "
                 "(bots/profiles.py)",
        "final": "with value=search, the game's search_value scores finished games too (a "
                 "margin), not returns()",
        "priors": "every node (not only the root) tries its actions in the order of a one-ply "
                  "leaf value, so a die's follow-up decisions are searched best first",
        "mast": "MAST: rollout moves drawn by a Gibbs distribution, at this temperature, on "
                "the decision's mean return of each (seat, action) so far (0: off)",
        "macro": "whole-turn tree edges: after a tree move, the mover's follow-up decisions (the "
                 "game's follow_up(state), e.g. a die action's sub-choices) are played by the "
                 "game's policy() inside the iteration, not as tree nodes",
        "macro_visits": "with macro, an edge's follow-ups are played by the policy only until "
                        "its node has this many visits, then searched as tree nodes (0: always "
                        "by the policy)",
        "rollouts": "with policy, the game's policy_<name>() (its evaluate module's, e.g. "
                    "economy) instead of its policy() (empty: policy()); a name no game has "
                    "is an error, a game without the one named keeps its policy()",
        "c_end": "the exploration constant as the decision's iterations end the game: c moves "
                 "to it by the share of rollouts that reach the end (their values are wins "
                 "and losses, not an evaluation's hundredths; 0: c throughout)",
        "paired": "common random numbers at the root: a root move's k-th visit of the decision "
                  "plays in the decision's k-th world (determinization, chance seed and the "
                  "rollout's random or policy draws; MAST, settle and the widening below the "
                  "root draw from the bot's own stream), so root moves meet the same futures",
        "prune": "the tree (the root and below) chooses among the game's prune(state, legal) "
                 "moves, where it has one: moves a strong player never makes are not searched "
                 "(rollouts and macro follow-ups keep their policy)",
        "major_iterations": "iterations at the game's major decisions (its major(state), e.g. "
                            "which die and where), iterations at the others (0: iterations "
                            "everywhere; with seconds, ignored)",
        "search_value": "with value=search, the game's search_value_<name> (its evaluate module's) "
                        "instead of its search_value (empty: search_value); a name no game "
                        "has is an error, a game without the one named keeps its search_value",
    }

    def __init__(self, seed: int | None = None, iterations: int = 500, seconds: float = 0.0,
                 c: float = 0.7, depth: int = 0, widen: float = 2.0, alpha: float = 0.5,
                 reuse: bool = True, prior: bool = True, max_seconds: float = 0.0,
                 value: str = "hand", policy: bool = False, settle: int = 0,
                 tuned: bool = False, final: bool = False, priors: bool = False,
                 mast: float = 0.0, macro: bool = False, macro_visits: int = 0,
                 rollouts: str = "", c_end: float = 0.0, paired: bool = False,
                 prune: bool = False, major_iterations: int = 0, c_root: float = 0.0,
                 search_value: str = "") -> None:
        if value not in VALUES:
            raise BadOption(f"bot 'mcts': value={value!r} must be one of {', '.join(VALUES)}")
        if rollouts and rollouts not in rollout_policy_names():
            raise BadOption(f"bot 'mcts': rollouts={rollouts!r} must be one of "
                            f"{', '.join(rollout_policy_names())} (or empty: the game's policy())")
        if search_value and search_value not in search_value_names():
            raise BadOption(f"bot 'mcts': search_value={search_value!r} must be one of "
                            f"{', '.join(search_value_names())} (or empty: the game's "
                            "search_value)")
        self.rng = random.Random(seed)
        self.iterations = iterations
        self.seconds = seconds
        self.max_seconds = max_seconds
        self.stop: threading.Event | None = None  # set from another thread: stop searching
        self.c = c
        self.depth = depth
        self.widen, self.alpha = widen, alpha
        self.reuse = reuse
        self.prior = prior
        self._root: Node | None = None
        self._root_key: tuple | None = None
        self.turn = TurnMemory()  # no endless loops of free decisions
        self._forced: int | None = None  # the root action of `action_value`
        self.last_iterations = 0
        self.last_values: list[float] | None = None  # each seat's value at the last root
        self.value = value
        self.policy = policy
        self._hooks: dict[tuple[str, Callable], Callable | None] = {}  # the game's, by finder
        self._evaluator: tuple[tuple, Evaluator] | None = None
        self._search_value: tuple[tuple[str, str], Callable[[State], list[float]]] | None = None
        self.settle = settle
        self.weights_dir: Path | None = None  # set in code (never from a spec): other weights
        self.tuned = tuned
        self.final = final
        self.priors = priors
        self.mast = mast
        # (seat, action) -> [summed return, count, Gibbs weight]
        self._mast: dict[tuple[int, int], list[float]] = {}
        self.macro = macro
        self.macro_visits = macro_visits
        self.rollouts = rollouts
        self.c_end = c_end
        self._c_now = c  # the exploration constant of this iteration (`c_end`)
        self._ended = 0  # this decision's iterations whose rollout reached the end
        self._completions: dict[tuple, list[float]] = {}  # (tree edge, legal) -> weights
        self.paired = paired
        self._worlds: list[int] = []  # with `paired`: this decision's world seeds, in order
        self._visits_now: dict[int, int] = {}  # root action -> its visits in this decision
        self.prune = prune
        self.major_iterations = major_iterations
        self.c_root = c_root
        self.search_value = search_value
        self._search_root: Node | None = None  # the root `search` grows (for `c_root`)
        self._defaults = {k: v for k, v in locals().items() if k in self.PARAMS}
        self._tuned_for: tuple[str, int] | None = None

    def _tune(self, game: str, players: int) -> None:
        """Take the game's measured settings for the parameters still at their defaults."""
        if not self.tuned or self._tuned_for == (game, players):
            return
        if self._tuned_for is not None:  # another game or count: back to the spec's own settings
            for key, value in self._defaults.items():
                setattr(self, key, value)
        for key, value in profiles.tuned(game, players).items():
            if key in self._defaults and self._defaults[key] == _DEFAULTS[key]:
                setattr(self, key, value)
        self._tuned_for = (game, players)

    def leaf_value(self, state: State) -> list[float]:
        """Each seat's value of a position the search stops at (terminal: `returns()`)."""
        if self.value == "hand" or (state.is_terminal() and not self._final_value()):
            return state.returns() if state.is_terminal() else state.evaluate()
        if self.value == "search":
            key = (state.game.name, self.search_value)  # (a tuned bot's name changes by count)
            if self._search_value is None or self._search_value[0] != key:
                found = search_value_of(state, self.search_value)
                self._search_value = (key, found or _evaluate)
            return self._search_value[1](state)
        key = (state.game.name, state.num_players)
        if self._evaluator is None or self._evaluator[0] != key:
            self._evaluator = (key, Evaluator(state, self.weights_dir))
        return self._evaluator[1](state)

    def _final_value(self) -> bool:
        """Whether finished games are scored by search_value too: a win or loss alone says
        nothing of the margin (solo, a seat far behind then sees every final move alike and
        leaves its salary unpaid)."""
        return self.final and self.value == "search"

    # -- the bot protocol ----------------------------------------------------------------

    def choose(self, state: State) -> int:
        self._tune(state.game.name, state.num_players)
        legal = self._legal(state)
        if len(legal) == 1:
            return legal[0]
        root = self.search(state)
        ranked = sorted(self._legal_children(root, legal), key=lambda a: (-root.children[a].visits, a))
        return self.turn.pick(state, ranked)

    def analyse(self, state: State) -> list[tuple[int, int, float]]:
        """The root's actions, most visited first: (action, visits, chance to win)."""
        me = state.current_player()
        root = self.search(state)
        children = root.children
        rows = [(a, children[a].visits, children[a].total[me] / children[a].visits
                 if children[a].visits else 0.0)
                for a in self._legal_children(root, state.legal_actions())]
        rows.sort(key=lambda r: (-r[1], -r[2], r[0]))
        return rows

    def action_value(self, state: State, action: int, iterations: int | None = None) -> float:
        """The chance to win of the seat to move after `action`, by a search of its own whose
        every iteration starts with that action (from the seat's view, chance resampled): for
        judging a move the main search hardly visited. The kept tree is left alone."""
        self._tune(state.game.name, state.num_players)
        me = state.current_player()
        depth = self.depth or DEFAULT_DEPTH.get(state.game.name, FALLBACK_DEPTH)
        root = Node(state.num_players)
        self._forced = action
        try:
            for _ in range(iterations or self.iterations or 100):
                self._iterate(state, root, me, depth)
        finally:
            self._forced = None
        child = root.children[action]
        return child.total[me] / child.visits

    @staticmethod
    def _legal_children(root: Node, legal: list[int]) -> list[int]:
        """The root's children that are legal here. Open loop, a kept subtree was grown in
        other worlds (other dice, another eclipse): it may hold moves of another position."""
        allowed = set(legal)
        return [a for a in root.children if a in allowed]

    def _legal(self, s: State) -> list[int]:
        """The moves the tree chooses among: the legal ones, with `prune` the game's
        `prune(state, legal)` of them (never empty: all of them if it keeps none)."""
        legal = s.legal_actions()
        if not self.prune or len(legal) < 2:
            return legal
        prune = self._hook(s, prune_of)
        kept = prune(s, legal) if prune is not None else legal
        return kept or legal

    def _iterations_for(self, state: State) -> int:
        """The decision's iteration budget: `major_iterations` at the game's major decisions
        (where it has `major(state)`), else `iterations`."""
        if self.major_iterations:
            major = self._hook(state, major_of)
            if major is not None and major(state):
                return self.major_iterations
        return self.iterations

    # -- search --------------------------------------------------------------------------

    def search(self, state: State) -> Node:
        self._tune(state.game.name, state.num_players)
        root = self._reuse(state)
        me = state.current_player()
        depth = self.depth or DEFAULT_DEPTH.get(state.game.name, FALLBACK_DEPTH)
        if root.untried is None:
            root.untried = self._root_order(state, me)
            root.mover = me
        self._search_root = root
        self._mast = {}
        self._completions = {}
        self._worlds, self._visits_now = [], {}
        budget = Budget(self._iterations_for(state), self.seconds, self.max_seconds, self.stop)
        budget.start()
        done = 0
        self._c_now, self._ended = self.c, 0
        while not budget.exhausted(done):
            self._iterate(state, root, me, depth)
            done += 1
            if self.c_end:
                self._c_now = self._exploration(done)
        self.last_iterations = done
        self.last_values = [t / root.visits for t in root.total] if root.visits else None
        return root

    def _iterate(self, state: State, root: Node, me: int, depth: int) -> None:
        rng = first = roll_rng = None
        if self.paired and self._forced is None:
            first, rng = self._paired_world(state, root, me)
            roll_rng = rng
        rng = rng or self.rng
        s = state.determinize(me, rng)
        s.rng_seed = rng.getrandbits(SEED_BITS)  # future chance is unknown too
        s.mute_log()  # nobody reads a search copy's log
        path = [root]
        node = root
        players = state.num_players
        played: list[tuple[int, int]] | None = [] if self.mast else None
        while not s.is_terminal():
            mover = s.current_player()
            legal = self._legal(s) if self.prune else s.legal_actions()  # (per tree step)
            if node is root and self._forced is not None:
                child_action = self._forced
            elif node is root and first is not None:
                child_action = first
            else:
                child_action = self._select(node, s, legal, mover, players)
            child = node.children.get(child_action)
            s.apply(child_action)
            if played is not None:
                played.append((mover, child_action))
            if self.macro and self._macro_edge(child):
                self._complete(s, (node, child_action), mover)
            if child is None:
                child = Node(players)
                child.mover = mover
                node.children[child_action] = child
                path.append(child)
                break
            path.append(child)
            node = child
        reward = self._rollout(s, depth, played, roll_rng)
        if self.c_end and s.is_terminal():
            self._ended += 1
        if played is not None:
            self._mast_back(played, reward)
        for n in path:
            n.visits += 1
            total = n.total
            for i in range(players):
                total[i] += reward[i]

    def _select(self, node: Node, s: State, legal: list[int], mover: int, players: int) -> int:
        """A child to descend to, or an untried action to expand (progressive widening)."""
        children = node.children
        allowed = max(1, int(self.widen * (node.visits + 1) ** self.alpha))
        tried = [a for a in legal if a in children]
        if len(tried) < len(legal) and len(tried) < allowed:
            return self._untried(node, legal, children, s)
        log_n = 0.0
        best, best_value = tried[0], -1.0
        c = self.c_root if self.c_root and node is self._search_root else self._c_now
        for a in tried:
            child = children[a]
            child.avail += 1
            if child.visits == 0:
                return a
            log_n = math.log(max(child.avail, 1))
            value = child.total[mover] / child.visits + c * math.sqrt(log_n / child.visits)
            if value > best_value:
                best, best_value = a, value
        return best

    def _paired_world(self, state: State, root: Node, me: int) -> tuple[int, random.Random]:
        """With `paired`: the root move to descend to (chosen on the seat's own legal moves,
        which every determinization shares) and the random stream of its k-th visit in this
        decision: the decision's k-th world, the same for every root move. Moves compared on
        the same worlds differ by what they do, not by the Teotibot's dice or the draws."""
        # The real state is safe here: the root lists every legal move in `untried`, so
        # `_select` reads only the node's statistics and the seat's own legal moves.
        first = self._select(root, state, self._legal(state), me, state.num_players)
        k = self._visits_now.get(first, 0)
        self._visits_now[first] = k + 1
        while len(self._worlds) <= k:
            self._worlds.append(self.rng.getrandbits(SEED_BITS))
        return first, random.Random(self._worlds[k])

    def _exploration(self, done: int) -> float:
        """With `c_end`: c moved toward c_end by the share of this decision's `done`
        iterations whose rollout ended the game. Near the end the leaf values are wins and
        losses (0 or 1, noisy), and a c tuned for the evaluation's hundredths lets one unlucky
        rollout bury a move."""
        share = self._ended / done
        return self.c + (self.c_end - self.c) * share

    def _untried(self, node: Node, legal: list[int], children: dict, s: State) -> int:
        if node.untried is None and self.priors and len(legal) > 2:
            node.untried = self._node_order(s, legal)
        if node.untried is not None:  # the root (with `priors`, every node): in prior order
            for a in node.untried:
                if a not in children and a in legal:
                    return a
        options = [a for a in legal if a not in children]
        policy = self._rollout_policy(s) if self.policy and len(options) > 1 else None
        if policy is not None:  # the policy's favourites are widened to first
            return _sample(options, policy(s, options), self.rng)
        return options[self.rng.randrange(len(options))]

    def _rollout(self, s: State, depth: int, played: list[tuple[int, int]] | None = None,
                 rng: random.Random | None = None) -> list[float]:
        rng = rng or self.rng
        policy = self._rollout_policy(s) if self.policy else None
        for _ in range(depth):
            if s.is_terminal():
                break
            if played is None:
                _play_one(s, policy, rng)
            else:
                self._mast_play(s, policy, played)
        if self.settle:
            self._settle(s)
        return self.leaf_value(s)

    def _mast_play(self, s: State, policy: Policy | None, played: list[tuple[int, int]]) -> None:
        """A MAST rollout move: weight exp((mean - 1) / mast) of the returns of this decision's
        iterations that played the action for this seat (unseen: the even share 1 / seats),
        times the game's policy weight when rollouts use it. Action ids name the same move
        in every position, so what won elsewhere in the search is tried more here."""
        legal = s.legal_actions()
        mover = s.current_player()
        if len(legal) == 1:
            action = legal[0]
        else:
            stats = self._mast
            even = math.exp((1.0 / s.num_players - 1.0) / self.mast)
            weights = [stat[2] if (stat := stats.get((mover, a))) else even for a in legal]
            if policy is not None:
                weights = [w * p for w, p in zip(weights, policy(s, legal), strict=True)]
            action = _sample(legal, weights, self.rng)
        s.apply(action)
        played.append((mover, action))

    def _mast_back(self, played: list[tuple[int, int]], reward: list[float]) -> None:
        """Add an iteration's return to each (seat, action) it played; the Gibbs weight
        exp((mean - 1) / mast) is kept with it (at most 1: no overflow)."""
        stats, t = self._mast, self.mast
        for key in played:
            stat = stats.get(key)
            if stat is None:
                stat = stats[key] = [0.0, 0, 0.0]
            stat[0] += reward[key[0]]
            stat[1] += 1
            stat[2] = math.exp((stat[0] / stat[1] - 1.0) / t)

    def _settle(self, s: State) -> None:
        """Play on, by the game's policy (else at random), to the next position its
        `settled(state)` calls stable (e.g. a turn's workers activated), at most `settle` more
        decisions: a value reads a settled position's real resources rather than guessing
        what a half-played turn will bring."""
        settled = self._hook(s, settled_of)
        if settled is None:
            return
        rng, policy = self.rng, self._rollout_policy(s)
        for _ in range(self.settle):
            if s.is_terminal() or settled(s):
                return
            _play_one(s, policy, rng)

    def _complete(self, s: State, edge: tuple, mover: int) -> None:
        """With `macro`: play `mover`'s follow-up decisions after the tree move `edge` (parent
        node, action), drawn by the game's policy's weights; the weights are computed once
        for the edge and kept (the policy's one-ply looks cost more than the moves)."""
        while self._absorbs(s, mover):
            legal = s.legal_actions()
            if len(legal) == 1:
                s.apply(legal[0])
                continue
            key = (edge, tuple(legal))
            weights = self._completions.get(key)
            if weights is None:
                policy = self._rollout_policy(s)
                weights = policy(s, legal) if policy is not None else [1.0] * len(legal)
                self._completions[key] = weights
            s.apply(_sample(legal, weights, self.rng))

    def _macro_edge(self, child: Node | None) -> bool:
        """With `macro`: whether this tree move's follow-ups are played by the policy (with
        `macro_visits`, only while its node is young: a well-visited edge searches them)."""
        return not self.macro_visits or child is None or child.visits < self.macro_visits

    def _absorbs(self, s: State, mover: int) -> bool:
        """With `macro`: whether the decision now pending is a follow-up of `mover`'s tree move
        (the game's `follow_up(state)`), played inside the iteration rather than as a node."""
        follow_up = self._hook(s, follow_up_of)
        return (follow_up is not None and not s.is_terminal() and s.current_player() == mover
                and follow_up(s))

    def _rollout_policy(self, s: State) -> Policy | None:
        if not self.rollouts:
            return self._hook(s, policy_of)
        key = (s.game.name, self.rollouts)  # a name, not a finder: kept per policy named
        hooks: dict = self._hooks
        if key not in hooks:
            hooks[key] = self._named_policy(s)
        return hooks[key]

    def _named_policy(self, s: State) -> Policy | None:
        """With `rollouts=<name>`: the game's `policy_<name>` from the module of its policy()
        (a game without one keeps its policy())."""
        default = policy_of(s)
        module = inspect.getmodule(default) if default is not None else None
        return getattr(module, f"policy_{self.rollouts}", default)

    def _hook(self, s: State, find: Callable) -> Callable | None:
        """The game's hook that `find` looks up (policy_of, settled_of, follow_up_of): found
        once per game, then kept."""
        key = (s.game.name, find)
        hooks = self._hooks
        if key not in hooks:
            hooks[key] = find(s)
        return hooks[key]

    def _root_order(self, state: State, me: int) -> list[int]:
        """The root's actions, best one-ply evaluation first (the prior); seeded ties."""
        legal = list(self._legal(state))
        if not self.prior or len(legal) <= 2:
            self.rng.shuffle(legal)
            return legal
        base = state.determinize(me, self.rng)
        base.mute_log()
        scored = []
        for a in legal:
            child = base.clone()
            child.rng_seed = self.rng.getrandbits(SEED_BITS)
            child.apply(a)
            scored.append((-self.leaf_value(child)[me], self.rng.random(), a))
        scored.sort()
        return [a for _, _, a in scored]

    def _node_order(self, s: State, legal: list[int]) -> list[int]:
        """`legal` in this determinization, best one-ply leaf value for the mover first."""
        mover = s.current_player()
        scored = []
        for a in legal:
            child = s.clone()
            child.apply(a)
            scored.append((-self.leaf_value(child)[mover], self.rng.random(), a))
        scored.sort()
        return [a for _, _, a in scored]

    # -- keeping the tree ----------------------------------------------------------------

    def _reuse(self, state: State) -> Node:
        """The subtree for `state` when it extends the kept root's history, else a new root.

        The tree is kept only for the same seat, and only through actions that seat saw: a
        node reached by another seat's hidden choice (a wealth tile kept in secret) holds
        statistics of worlds where that choice was made, so descending to it would tell the
        search what the seat cannot see. `action_to_str_for` says which actions are hidden."""
        key = (id(state.game), state.seed, state.num_players)
        me = state.current_player()
        history = state.history()
        node = self._root
        if self.reuse and node is not None and self._root_key is not None:
            old_key, old_history, seat, replay = self._root_key
            n = len(old_history)
            if old_key == key and seat == me and history[:n] == old_history:
                edge = -1  # with `macro`: the mover of the last tree move, whose follow-ups
                for a in history[n:]:  # are no nodes
                    mover = replay.current_player()
                    if mover != me and replay.action_to_str_for(a, me) != replay.action_to_str(a):
                        node = None  # another seat's hidden choice
                        break
                    if a in node.children or not (self.macro and edge >= 0
                                                  and self._absorbs(replay, edge)):
                        node, edge = node.children.get(a), mover
                        if node is None:
                            break
                    replay.apply(a)
                if (node is not None and self.macro and edge >= 0 and self._absorbs(state, edge)
                        and not set(node.children) & set(state.legal_actions())):
                    node = None  # a follow-up decision: the kept node's children are later ones
                if node is not None:
                    node.untried = None  # the prior is computed for the new root
                    legal = set(state.legal_actions())  # moves of other worlds go
                    node.children = {a: c for a, c in node.children.items() if a in legal}
                    self._root, self._root_key = node, (key, history, me, replay)
                    return node
        self._root = Node(state.num_players)
        self._root_key = (key, history, me, state.clone())
        return self._root


def _evaluate(state: State) -> list[float]:
    return state.evaluate()


def _play_one(s: State, policy: Policy | None, rng: random.Random) -> None:
    """A rollout's move: by the policy's weights, or uniformly without one (or one choice)."""
    legal = s.legal_actions()
    if policy is None or len(legal) == 1:
        s.apply(legal[rng.randrange(len(legal))])
    else:
        s.apply(_sample(legal, policy(s, legal), rng))


def _sample(actions: list[int], weights: list[float], rng: random.Random) -> int:
    """An action drawn in proportion to its non-negative weight (uniform if all are 0)."""
    total = sum(weights)
    if total <= 0:
        return actions[rng.randrange(len(actions))]
    x = rng.random() * total
    for a, w in zip(actions, weights, strict=True):
        x -= w
        if x < 0:
            return a
    return actions[-1]


_DEFAULTS = {p.name: p.default for p in inspect.signature(MCTSBot).parameters.values()
             if p.name in MCTSBot.PARAMS}
