"""A Gymnasium environment: Teotihuacan solo, one agent against the Teotibot.

    import gymnasium, meeple.adapters.gymnasium  # importing registers the environment
    env = gymnasium.make("meeple/TeotihuacanSolo-v0", difficulty="normal")
    obs, info = env.reset(seed=1)
    action = env.action_space.sample(info["action_mask"])
    obs, reward, terminated, truncated, info = env.step(action)

The observation is the seat's tensor (`observation_shape(1)`); `info["action_mask"]` marks the
legal actions. The reward comes at the end: 1.0 for beating the Teotibot, else 0.0. An
illegal action changes nothing: by default it costs `illegal_reward` (-1.0) and sets
`info["illegal_action"]`, as masked-action agents expect; `illegal="raise"` raises
`IllegalAction` instead. Every option of the game (difficulty, offsets, …) is a keyword.
"""

from __future__ import annotations

from typing import Any

import gymnasium
import numpy as np
from gymnasium import spaces

import meeple
from meeple.adapters import MaskWriter, TensorWriter
from meeple.core import IllegalAction
from meeple.core.rng import SEED_BITS

ENV_ID = "meeple/TeotihuacanSolo-v0"


class TeotihuacanSoloEnv(gymnasium.Env):
    metadata = {"render_modes": ["ansi"], "render_fps": 1}

    def __init__(self, render_mode: str | None = None, illegal: str = "penalize",
                 illegal_reward: float = -1.0, **options: Any) -> None:
        if render_mode not in (None, "ansi"):
            raise ValueError(f"render_mode {render_mode!r} is not supported; use 'ansi'")
        if illegal not in ("penalize", "raise"):
            raise ValueError(f"illegal={illegal!r}: use 'penalize' or 'raise'")
        self.render_mode = render_mode
        self.illegal, self.illegal_reward = illegal, illegal_reward
        self.game = meeple.load("teotihuacan", **options)
        self.n = self.game.num_distinct_actions(1)
        self.observation_space = spaces.Box(-np.inf, np.inf, self.game.observation_shape(1), np.float32)
        self.action_space = spaces.Discrete(self.n)
        self._tensor = TensorWriter(self.game, 1)
        self._mask = MaskWriter(self.n)
        self.state = None

    def _obs(self) -> np.ndarray:
        return self._tensor(self.state, 0)

    def _info(self, **extra: Any) -> dict[str, Any]:
        mask = self._mask(self.state.legal_actions() if self.state.current_player() == 0 else ())
        return {"action_mask": mask, "score": self.state.scores()[0],
                "teotibot": self.state.automa_scores().get("Teotibot", 0), **extra}

    def reset(self, *, seed: int | None = None, options: dict | None = None):
        super().reset(seed=seed)
        game_seed = int(self.np_random.integers(0, 2**SEED_BITS))
        self.state = self.game.new_game(players=1, seed=game_seed)
        return self._obs(), self._info()

    def step(self, action: int):
        action = int(action)
        try:
            self.state.apply(action)  # checks legality, the state unchanged if it raises
        except IllegalAction:
            if self.illegal == "raise":
                raise IllegalAction(f"action {action} is not legal; use info['action_mask']") from None
            return self._obs(), self.illegal_reward, False, False, self._info(illegal_action=True)
        done = self.state.is_terminal()
        reward = self.state.returns()[0] if done else 0.0
        return self._obs(), reward, done, False, self._info()

    def action_masks(self) -> np.ndarray:
        """The legal actions as booleans (the name sb3-contrib's MaskablePPO looks for)."""
        return self._info()["action_mask"].astype(bool)

    def render(self) -> str | None:
        return self.state.render(0) if self.render_mode == "ansi" else None


def register() -> None:
    if ENV_ID not in gymnasium.registry:
        gymnasium.register(id=ENV_ID, entry_point=TeotihuacanSoloEnv)


register()
