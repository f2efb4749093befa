"""PettingZoo AEC environments for every meeple game (as PettingZoo's classic games).

    from meeple.adapters.pettingzoo import env
    e = env("caylus", players=4)            # options as keywords: env("caylus", ruleset="published")
    e.reset(seed=42)
    for agent in e.agent_iter():
        obs, reward, termination, truncation, info = e.last()
        action = None if termination or truncation else e.action_space(agent).sample(obs["action_mask"])
        e.step(action)

Agents are `player_0`…; each observation is `{"observation": float32 tensor
(game.observation_shape), "action_mask": int8 over the action space}` (the mask is all zeros
when it is not that agent's turn). Rewards come at the end, from `returns()` (1 a win, 0 a
loss, a tie split). `max_cycles` (optional) truncates a game after that many decisions per
agent.

Illegal actions are treated as PettingZoo's classic games treat them (their
`TerminateIllegalWrapper`, done here without its per-step observation): the offender gets
`illegal_reward` (-1), the others 0, and the game ends for every agent, with
`infos[agent]["illegal_action"]` set; `illegal="raise"` raises `IllegalAction` instead.

`render_mode`: "ansi" returns the public board (`render()` of the game), "human" prints it,
"rgb_array" draws it into an image (Pillow); PettingZoo's `render_test` passes.

No parallel API: these games are turn-based, one seat decides at a time (Tzolk'in's draft and
Bora Bora's dice included, which the rules order seat by seat), which is what the AEC API
models and what PettingZoo's classic board games use; its parallel API is for simultaneous
moves, and `aec_to_parallel` refuses environments that are not `is_parallelizable`.
"""

from __future__ import annotations

from typing import Any

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv
from pettingzoo.utils import wrappers
from pettingzoo.utils.env_logger import EnvLogger

import meeple
from meeple.adapters import MaskWriter, TensorWriter, text_image
from meeple.core import IllegalAction
from meeple.core.rng import SEED_BITS

RENDER_MODES = ("human", "ansi", "rgb_array")


class MeepleAEC(AECEnv):
    """One meeple game as an agent-environment-cycle environment."""

    def __init__(self, game: str, players: int | None = None, render_mode: str | None = None,
                 max_cycles: int | None = None, illegal: str = "terminate",
                 illegal_reward: float = -1.0, **options: Any) -> None:
        super().__init__()
        self.game = meeple.load(game, **options)
        self.players = self.game.check_players(players or self.game.default_players)
        self.metadata = {"render_modes": list(RENDER_MODES), "name": f"meeple_{game}_v0",
                         "is_parallelizable": False, "render_fps": 1}
        if render_mode not in (None, *RENDER_MODES):
            raise ValueError(f"render_mode {render_mode!r} is not supported; use one of {RENDER_MODES}")
        if illegal not in ("terminate", "raise"):
            raise ValueError(f"illegal={illegal!r}: use 'terminate' or 'raise'")
        self.render_mode = render_mode
        self.illegal, self.illegal_reward = illegal, float(illegal_reward)
        self.max_cycles = max_cycles
        self.possible_agents = [f"player_{i}" for i in range(self.players)]
        n = self.game.num_distinct_actions(self.players)
        shape = self.game.observation_shape(self.players)
        space = spaces.Dict({
            "observation": spaces.Box(-np.inf, np.inf, shape, np.float32),
            "action_mask": spaces.Box(0, 1, (n,), np.int8),
        })
        self._tensor = TensorWriter(self.game, self.players)
        self._mask = MaskWriter(n)
        self._seat = {a: i for i, a in enumerate(self.possible_agents)}
        self.observation_spaces = {a: space for a in self.possible_agents}
        self.action_spaces = {a: spaces.Discrete(n) for a in self.possible_agents}
        self._seeds = np.random.default_rng()
        self.state = None

    def observation_space(self, agent: str):
        return self.observation_spaces[agent]

    def action_space(self, agent: str):
        return self.action_spaces[agent]

    def reset(self, seed: int | None = None, options: dict | None = None) -> None:
        if seed is not None:
            self._seeds = np.random.default_rng(seed)
        game_seed = int(self._seeds.integers(0, 2**SEED_BITS))
        self.state = self.game.new_game(players=self.players, seed=game_seed)
        self.agents = list(self.possible_agents)
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos = {a: {} for a in self.agents}
        self.decisions = 0
        self.agent_selection = self.possible_agents[self.state.current_player()]

    def observe(self, agent: str) -> dict[str, np.ndarray]:
        seat, state = self._seat[agent], self.state
        # all zeros when it is not the agent's turn (current_player is TERMINAL, -1, at the end)
        mask = self._mask(state.legal_actions() if state.current_player() == seat else ())
        return {"observation": self._tensor(state, seat), "action_mask": mask}

    def step(self, action: int | None) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        self._cumulative_rewards[agent] = 0.0
        action = int(action)
        try:
            self.state.apply(action)  # checks legality, the state unchanged if it raises
        except IllegalAction:
            if self.illegal == "raise":
                raise IllegalAction(f"{agent}: action {action} is not legal; use the action_mask") from None
            self._end_on_illegal(agent)
            return
        self.decisions += 1
        if self.state.is_terminal():
            self.rewards = dict(zip(self.agents, self.state.returns(), strict=True))
            self.terminations = dict.fromkeys(self.agents, True)
            self._accumulate_rewards()
        else:
            # rewards come only at the end: before it they stay zero and accumulate nothing
            if self.max_cycles is not None and self.decisions >= self.max_cycles * self.players:
                self.truncations = dict.fromkeys(self.agents, True)
            self.agent_selection = self.possible_agents[self.state.current_player()]
        if self.render_mode == "human":
            self.render()

    def _end_on_illegal(self, agent: str) -> None:
        """The classic games' rule: the offender loses `illegal_reward`, every agent is done."""
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self.rewards[agent] = self.illegal_reward
        self.terminations = dict.fromkeys(self.agents, True)
        self.infos[agent] = {"illegal_action": True}
        self._accumulate_rewards()
        self._deads_step_first()

    def render(self) -> str | Any | None:
        if self.render_mode is None:
            return None
        text = self.state.render(None)
        if self.render_mode == "human":
            print(text)
            return None
        return text if self.render_mode == "ansi" else text_image(text)

    def close(self) -> None:
        pass


def raw_env(game: str, players: int | None = None, **kwargs: Any) -> MeepleAEC:
    return MeepleAEC(game, players, **kwargs)


class OrderEnforcing(wrappers.OrderEnforcingWrapper):
    """PettingZoo's order-enforcing wrapper, with `last()` and `step()` reading the
    environment directly: through the wrapper every attribute read costs two `__getattr__`
    calls, about ten per agent step."""

    def last(self, observe: bool = True):
        if not self._has_reset:
            EnvLogger.error_observe_before_reset()
        return self.env.last(observe)

    def step(self, action: int | None) -> None:
        if not self._has_reset:
            EnvLogger.error_step_before_reset()
        elif not self.env.agents:
            self._has_updated = True
            EnvLogger.warn_step_after_terminated_truncated()
        else:
            self._has_updated = True
            self.env.step(action)


def env(game: str, players: int | None = None, **kwargs: Any):
    """The environment with PettingZoo's order enforcing. Its bounds-check wrapper is left
    out: `step` already raises `IllegalAction` for any action that is not legal (out of the
    action space included)."""
    return OrderEnforcing(raw_env(game, players, **kwargs))
