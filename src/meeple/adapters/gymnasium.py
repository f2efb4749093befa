"""Gymnasium environments: one seat of a meeple game, the other seats played by bots.

    import gymnasium, meeple.adapters.gymnasium  # importing registers the environments
    env = gymnasium.make("meeple/Caylus-v0", players=2, opponents="mcts:iterations=200",
                         reward="margin")
    obs, info = env.reset(seed=1)
    action = env.action_space.sample(info["action_mask"].astype(np.int8))
    obs, reward, terminated, truncated, info = env.step(action)
    env.action_masks()  # sb3-contrib's MaskablePPO: `MaskablePPO("MlpPolicy", "meeple/Caylus-v0")`

Registered: `meeple/Caylus-v0`, `meeple/Tzolkin-v0`, `meeple/Teotihuacan-v0`,
`meeple/BoraBora-v0` (2 players by default; `players=` any count of the game) and
`meeple/TeotihuacanSolo-v0` (solo against the Teotibot, which the engine plays itself). Each
has `max_episode_steps=MAX_EPISODE_STEPS` (env steps, illegal tries included: random games
take 50-120 decisions per seat, so only a policy stuck on illegal actions is truncated).

Keywords: `seat` (the agent's seat, default 0), `opponents` (a bot spec for every other
seat, or a list of one per other seat: `meeple.bots.make`'s strings, "random" by default),
`reward`, `illegal`, `illegal_reward`, `render_mode`, and every option of the game.

- **Observation**: the seat's `observation_tensor` (`observation_shape(players)`), float32.
  `info["action_mask"]` (int8) marks the legal actions; `env.action_masks()` gives them as
  booleans, through `gymnasium.make`'s wrappers too (an outermost `ActionMasks` wrapper;
  under wrappers of your own use `env.get_wrapper_attr("action_masks")()`). Once the episode
  is over every action is marked: a vector env's next step is an autoreset that ignores the
  action, and masked samplers need one legal action at least.
- **Reward** (`reward=`): "win" (default), at the end only: `returns()[seat]` (1 a win, 0 a
  loss, a tie split); "score": the change of the seat's score since its last step, so an
  episode's rewards add up to its final score; "margin": the same for the seat's score minus
  the best other score (other seats and the solo bot), summing to the final margin.
- **Illegal actions** (`illegal=`): Gymnasium leaves them to the environment; masked agents
  never send them. "penalize" (default): the state is unchanged, the reward is
  `illegal_reward` (-1.0) and `info["illegal_action"]` is set; "terminate": the same
  penalty and the episode ends (`terminated=True`), as PettingZoo's classic games do;
  "raise": `IllegalAction`.
- **Render** (`render_mode=`): "ansi" returns the seat's text view, "human" prints it;
  "rgb_array" draws it into an image (needs Pillow), the mode stable-baselines3 asks for when
  it makes an environment from its name.
"""

from __future__ import annotations

from typing import Any

import gymnasium
import numpy as np
from gymnasium import spaces
from gymnasium.envs.registration import WrapperSpec

import meeple
from meeple import bots
from meeple.adapters import MaskWriter, TensorWriter, text_image
from meeple.core import IllegalAction, MeepleError
from meeple.core.rng import SEED_BITS

MAX_EPISODE_STEPS = 2_000
REWARDS = ("win", "score", "margin")
ILLEGAL = ("penalize", "terminate", "raise")
ENV_IDS = {"Caylus": "caylus", "Tzolkin": "tzolkin", "Teotihuacan": "teotihuacan",
           "BoraBora": "borabora"}
ENV_ID = "meeple/TeotihuacanSolo-v0"


class MeepleEnv(gymnasium.Env):
    """One seat of a meeple game as a single-agent environment; bots play the other seats."""

    metadata = {"render_modes": ["human", "ansi", "rgb_array"], "render_fps": 1}

    def __init__(self, game: str = "teotihuacan", players: int | None = None, seat: int = 0,
                 opponents: str | list[str] = "random", reward: str = "win",
                 illegal: str = "penalize", illegal_reward: float = -1.0,
                 render_mode: str | None = None, **options: Any) -> None:
        _check_choice("render_mode", render_mode, (None, *self.metadata["render_modes"]))
        _check_choice("reward", reward, REWARDS)
        _check_choice("illegal", illegal, ILLEGAL)
        self.game = meeple.load(game, **options)
        self.players = self.game.check_players(players or self.game.default_players)
        if not 0 <= seat < self.players:
            raise MeepleError(f"seat={seat!r}: the agent's seat is 0..{self.players - 1}")
        self.seat, self.reward_mode = seat, reward
        self.illegal, self.illegal_reward = illegal, float(illegal_reward)
        self.render_mode = render_mode
        self.opponent_specs = _opponent_specs(opponents, self.players)
        for spec in self.opponent_specs:
            bots.make(spec)  # a bad spec fails here, naming what is allowed
        self.n = self.game.num_distinct_actions(self.players)
        shape = self.game.observation_shape(self.players)
        self.observation_space = spaces.Box(-np.inf, np.inf, shape, np.float32)
        self.action_space = spaces.Discrete(self.n)
        self._tensor, self._mask = TensorWriter(self.game, self.players), MaskWriter(self.n)
        self._all = np.ones(self.n, np.int8)
        self.state, self.opponents, self._value = None, {}, 0.0

    # -- the Gymnasium API ----------------------------------------------------------------------

    def reset(self, *, seed: int | None = None, options: dict | None = None):
        super().reset(seed=seed)
        game_seed = int(self.np_random.integers(0, 2**SEED_BITS))
        self.state = self.game.new_game(players=self.players, seed=game_seed)
        others = [p for p in range(self.players) if p != self.seat]
        self.opponents = {p: bots.make(spec, seed=int(self.np_random.integers(0, 2**31)))
                          for p, spec in zip(others, self.opponent_specs, strict=True)}
        self._play_opponents()
        self._value = self._measure()
        return self._obs(), self._info()

    def step(self, action: int):
        action = int(action)
        try:
            self.state.apply(action)  # checks legality, the state unchanged if it raises
        except IllegalAction:
            if self.illegal == "raise":
                raise IllegalAction(f"action {action} is not legal; use info['action_mask']") from None
            end = self.illegal == "terminate"
            return self._obs(), self.illegal_reward, end, False, self._info(illegal_action=True)
        self._play_opponents()
        done = self.state.is_terminal()
        return self._obs(), self._reward(done), done, False, self._info()

    def action_masks(self) -> np.ndarray:
        """The legal actions as booleans (the method sb3-contrib's MaskablePPO calls)."""
        return self._mask_now().astype(bool)

    def render(self) -> str | np.ndarray | None:
        if self.render_mode is None:
            return None
        text = self.state.render(self.seat)
        if self.render_mode == "human":
            print(text)
            return None
        return text if self.render_mode == "ansi" else text_image(text)

    # -- helpers --------------------------------------------------------------------------------

    def _play_opponents(self) -> None:
        state = self.state
        while not state.is_terminal() and state.current_player() != self.seat:
            state.apply(self.opponents[state.current_player()].choose(state))

    def _obs(self) -> np.ndarray:
        return self._tensor(self.state, self.seat)

    def _mask_now(self) -> np.ndarray:
        if self.state.is_terminal():
            return self._all
        return self._mask(self.state.legal_actions())

    def _info(self, **extra: Any) -> dict[str, Any]:
        info = {"action_mask": self._mask_now(), "score": self.state.scores()[self.seat], **extra}
        automa = self.state.automa_scores()
        if automa:
            info.update({name.lower(): score for name, score in automa.items()})
        return info

    def _measure(self) -> float:
        """What the dense rewards are differences of: the seat's score, or its margin."""
        scores = self.state.scores()
        if self.reward_mode == "score":
            return float(scores[self.seat])
        others = [s for p, s in enumerate(scores) if p != self.seat]
        others += list(self.state.automa_scores().values())
        return float(scores[self.seat] - max(others, default=0))

    def _reward(self, done: bool) -> float:
        if self.reward_mode == "win":
            return float(self.state.returns()[self.seat]) if done else 0.0
        value = self._measure()
        reward, self._value = value - self._value, value
        return reward


class ActionMasks(gymnasium.Wrapper, gymnasium.utils.RecordConstructorArgs):
    """Exposes the environment's `action_masks()` through `gymnasium.make`'s own wrappers
    (Gymnasium 1.x wrappers no longer forward unknown attributes)."""

    def __init__(self, env: gymnasium.Env) -> None:
        gymnasium.utils.RecordConstructorArgs.__init__(self)
        gymnasium.Wrapper.__init__(self, env)

    def action_masks(self) -> np.ndarray:
        return self.env.get_wrapper_attr("action_masks")()


class TeotihuacanSoloEnv(MeepleEnv):
    """Teotihuacan solo against the Teotibot (`meeple/TeotihuacanSolo-v0`)."""

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(game="teotihuacan", players=1, **kwargs)


def _check_choice(name: str, value: Any, allowed: tuple) -> None:
    if value not in allowed:
        raise MeepleError(f"{name}={value!r} is not supported; allowed: {', '.join(map(repr, allowed))}")


def _opponent_specs(opponents: str | list[str], players: int) -> list[str]:
    specs = [opponents] * (players - 1) if isinstance(opponents, str) else list(opponents)
    if len(specs) != players - 1:
        raise MeepleError(f"opponents: {len(specs)} bot specs for {players - 1} other seats")
    return specs


def register() -> list[str]:
    """Register the environments (importing this module does it); their ids."""
    masks = (WrapperSpec("ActionMasks", f"{__name__}:ActionMasks", kwargs={}),)
    ids = {ENV_ID: (f"{__name__}:TeotihuacanSoloEnv", {})}
    ids.update({f"meeple/{title}-v0": (f"{__name__}:MeepleEnv", {"game": name})
                for title, name in ENV_IDS.items()})
    for env_id, (entry, kwargs) in ids.items():
        if env_id not in gymnasium.registry:
            gymnasium.register(id=env_id, entry_point=entry, kwargs=kwargs,
                               max_episode_steps=MAX_EPISODE_STEPS, additional_wrappers=masks)
    return list(ids)


register()
