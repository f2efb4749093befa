"""Information-set MCTS (single observer, open loop), max^n for any number of seats.

Each iteration samples the root as the bot's seat may imagine it (`base.sample`: hidden
information resampled by `determinize`, a fresh chance seed), then walks the tree by actions
alone: chance after the root is sampled anew each iteration (open loop), so a node's
statistics average over dice and draws. In games without hidden information this is plain
UCT with open-loop chance.

- Rewards: each node keeps the reward of the seat that chose the action leading to it (the
  seat to move at its parent); every seat maximizes its own (max^n), so a node needs one sum,
  not a vector. The rollout's reward vector is the game's `evaluate()` (1/0 at the end).
- Selection: UCB1 with availability counts (a child counts the visits in which it was legal,
  as IS-MCTS requires: legal actions may differ between determinizations).
- Wide decisions: progressive widening (a node with n visits has at most `widen * n**alpha`
  children), expanding first the actions whose one-ply `evaluate` is best when the decision
  has more than `prior_width` choices; otherwise in random order.
- Rollouts: uniform random moves, cut after `depth` decisions and scored by `evaluate`.
- Subtree reuse: between calls the tree is kept when the new position's history extends the
  root's and every action since is one this seat saw (`action_to_str_for` hides nothing).
"""

from __future__ import annotations

import time
from math import log, sqrt

from meeple.bots.base import Analysis, Bot, sample
from meeple.bots.spec import Param
from meeple.core.game import State

DEPTH = {"caylus": 16, "tzolkin": 20, "teotihuacan": 16, "borabora": 16}
"""Rollout depth per game (search parameters, not game knowledge); others get `DEFAULT_DEPTH`."""
DEFAULT_DEPTH = 16
CHECK_CLOCK = 8  # iterations between clock reads under a time budget


class Node:
    """A tree node: reached by an action of `mover`; `w` sums that seat's rewards."""

    __slots__ = ("children", "n", "w", "avail", "mover", "priors")

    def __init__(self, mover: int) -> None:
        self.children: dict[int, Node] = {}
        self.n = 0
        self.w = 0.0
        self.avail = 0
        self.mover = mover
        self.priors: dict[int, float] | None = None


class MctsBot(Bot):
    name = "mcts"
    doc = "information-set Monte Carlo tree search (max^n, open-loop chance, depth-cut rollouts)"
    params = (
        Param("iterations", int, 500, "iterations per decision (0: no limit; seconds alone: none)"),
        Param("seconds", float, 0.0, "time per decision in seconds (0: no limit)"),
        Param("depth", int, None, "rollout decisions before scoring with evaluate (auto: per game)"),
        Param("c", float, 0.5, "UCB exploration constant (rewards are in [0, 1])"),
        Param("widen", float, 2.0, "progressive widening: children allowed = widen * visits**alpha"),
        Param("alpha", float, 0.5, "progressive widening exponent"),
        Param("prior_width", int, 8, "order expansions by one-ply evaluate above this many choices"),
        Param("reuse", bool, True, "keep the subtree between decisions"),
    )

    def __init__(self, seed: int | None = None, **values) -> None:
        if "seconds" in values and "iterations" not in values:
            values["iterations"] = 0
        super().__init__(seed, **values)
        if not self.iterations and not self.seconds:
            self.iterations = 500  # some budget: a search must end
        self._tree: tuple | None = None
        self.last_iterations = 0
        self.last_seconds = 0.0

    # -- the API --------------------------------------------------------------------------

    def analyse(self, state: State) -> Analysis:
        legal = state.legal_actions()
        me = state.current_player()
        if len(legal) == 1:
            return [(legal[0], 1.0, state.evaluate()[me])]
        root = self._reused_root(state, me) or Node(-1)
        if root.priors is None:
            root.priors = self._priors(sample(state, me, self.rng), legal, me)
        self._search(state, root, me)
        if self.reuse:
            self._tree = (self._key(state), state.history(), me, root, state.clone())
        out = []
        for a in legal:
            ch = root.children.get(a)
            if ch is not None and ch.n:
                out.append((a, float(ch.n), ch.w / ch.n))
            else:
                out.append((a, 0.0, root.priors.get(a, 0.0)))
        out.sort(key=lambda t: (t[1], t[2]), reverse=True)
        return out

    # -- search ---------------------------------------------------------------------------

    def _search(self, state: State, root: Node, me: int) -> None:
        depth = self.depth if self.depth is not None else DEPTH.get(state.game.name, DEFAULT_DEPTH)
        start = time.perf_counter()
        deadline = start + self.seconds if self.seconds else None
        limit = self.iterations or None
        done = 0
        while True:
            self._iterate(state, root, me, depth)
            done += 1
            if limit is not None and done >= limit:
                break
            if deadline is not None and done % CHECK_CLOCK == 0 and time.perf_counter() >= deadline:
                break
        self.last_iterations = done
        self.last_seconds = time.perf_counter() - start

    def _iterate(self, state: State, root: Node, me: int, depth: int) -> None:
        rng = self.rng
        s = sample(state, me, rng)
        c, widen, alpha = self.c, self.widen, self.alpha
        node = root
        path = [root]
        while True:
            legal = s.legal_actions()
            if not legal:
                break
            children = node.children
            best = None
            best_u = -1.0
            seen = 0
            untried = False
            for a in legal:
                ch = children.get(a)
                if ch is None:
                    untried = True
                    continue
                ch.avail += 1
                seen += 1
                u = ch.w / ch.n + c * sqrt(log(ch.avail) / ch.n)
                if u > best_u:
                    best_u, best = u, a
            if untried and (seen == 0 or seen < widen * node.n ** alpha):
                mover = s.current_player()
                a = self._expansion(node, s, legal, mover)
                ch = children[a] = Node(mover)
                ch.avail = 1
                s.apply(a)
                path.append(ch)
                break
            node = children[best]
            s.apply(best)
            path.append(node)
        randrange = rng.randrange
        for _ in range(depth):
            legal = s.legal_actions()
            if not legal:
                break
            s.apply(legal[randrange(len(legal))])
        reward = s.evaluate()
        root.n += 1
        for nd in path[1:]:
            nd.n += 1
            nd.w += reward[nd.mover]

    def _expansion(self, node: Node, s: State, legal: list[int], mover: int) -> int:
        """The untried action to add: best prior on wide decisions, else a random one."""
        children = node.children
        if node.priors is None and len(legal) > self.prior_width:
            node.priors = self._priors(s, legal, mover)
        untried = [a for a in legal if a not in children]
        if node.priors:
            priors = node.priors
            return max(untried, key=lambda a: priors.get(a, 0.0))
        return untried[self.rng.randrange(len(untried))]

    @staticmethod
    def _priors(s: State, legal: list[int], mover: int) -> dict[int, float]:
        """Each action's one-ply value for the seat to move, on this sampled position."""
        priors = {}
        for a in legal:
            t = s.clone()
            t.apply(a)
            priors[a] = t.evaluate()[mover]
        return priors

    # -- subtree reuse ----------------------------------------------------------------------

    @staticmethod
    def _key(state: State) -> tuple:
        return (state.game.name, state.num_players, state.seed, tuple(sorted(state.options.items(), key=str)))

    def _reused_root(self, state: State, me: int) -> Node | None:
        """The kept tree's node for `state`, if it extends the kept root by actions `me` saw."""
        if not self.reuse or self._tree is None:
            return None
        key, history, seat, node, replay = self._tree
        self._tree = None
        now = state.history()
        if seat != me or key != self._key(state) or len(now) < len(history) or now[:len(history)] != history:
            return None
        for a in now[len(history):]:
            hidden = replay.current_player() != me and replay.action_to_str_for(a, me) != replay.action_to_str(a)
            node = node.children.get(a)
            if hidden or node is None:
                return None
            replay.apply(a)
        return node
