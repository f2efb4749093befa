"""Train a small policy with action masking (PPO, PyTorch, CPU) and show it beats random.

    pip install 'meeple[rl]' torch
    python examples/train_solo_ppo.py --minutes 3                 # Caylus, 2 players, vs random
    python examples/train_solo_ppo.py --game tzolkin --minutes 3
    python examples/train_solo_ppo.py --game teotihuacan-solo --minutes 3

One learner ("solo": a single-agent view of the game) plays a seat of a 2-player game through
the PettingZoo adapter (`meeple.adapters.pettingzoo`), the other seat a uniform random policy;
the seats swap each game. The learner sees `obs["observation"]` (the game's observation
tensor) and may only pick actions in `obs["action_mask"]`: masked logits get -inf, so PPO's
probabilities, log-probabilities and entropy are over the legal actions only. The reward is
the game's return at the end (1 a win, 0 a loss, a tie split).

`--game teotihuacan-solo` trains on the Gymnasium environment (`meeple/TeotihuacanSolo-v0`)
instead, against the Teotibot. A random policy never beats the Teotibot (it scores ~14 VP to
the bot's ~130), so a terminal win/loss gives no signal in minutes: there the reward is the
final VP / 100 plus the win, and the script reports the mean score as well as the win rate.

It prints the win rate of a random policy and of the trained policy against the same
opponent, over the same evaluation seeds, before and after training.
"""

from __future__ import annotations

import argparse
import time
from dataclasses import dataclass, field

import numpy as np
import torch
from torch import nn

SOLO = "teotihuacan-solo"


class Policy(nn.Module):
    """An MLP with a policy head (masked logits) and a value head."""

    def __init__(self, obs_size: int, actions: int, hidden: int = 128) -> None:
        super().__init__()
        self.body = nn.Sequential(nn.Linear(obs_size, hidden), nn.Tanh(),
                                  nn.Linear(hidden, hidden), nn.Tanh())
        self.pi = nn.Linear(hidden, actions)
        self.v = nn.Linear(hidden, 1)

    def forward(self, obs: torch.Tensor, mask: torch.Tensor):
        h = self.body(obs)
        logits = self.pi(h).masked_fill(~mask, -1e9)  # illegal actions: probability 0
        return torch.distributions.Categorical(logits=logits), self.v(h).squeeze(-1)


@dataclass
class Batch:
    obs: list = field(default_factory=list)
    mask: list = field(default_factory=list)
    action: list = field(default_factory=list)
    logp: list = field(default_factory=list)
    value: list = field(default_factory=list)
    ret: list = field(default_factory=list)  # GAE targets, filled per episode
    adv: list = field(default_factory=list)


class Learner:
    """Chooses actions for the learner's seat; records them when training."""

    def __init__(self, policy: Policy, mode: str, rng: np.random.Generator) -> None:
        self.policy, self.mode, self.rng = policy, mode, rng  # mode: random | sample | greedy
        self.steps: list[tuple] = []

    @torch.no_grad()
    def act(self, obs: np.ndarray, mask: np.ndarray) -> int:
        legal = np.flatnonzero(mask)
        if self.mode == "random":
            return int(self.rng.choice(legal))
        o = torch.as_tensor(obs).unsqueeze(0)
        m = torch.as_tensor(mask.astype(bool)).unsqueeze(0)
        dist, value = self.policy(o, m)
        if self.mode == "greedy":
            return int(dist.probs.argmax())
        action = dist.sample()
        self.steps.append((obs, m[0], int(action), float(dist.log_prob(action)), float(value)))
        return int(action)


def play_pettingzoo(env, learner: Learner, seat: int, seed: int, rng: np.random.Generator) -> dict:
    """One game: the learner at `seat`, random elsewhere. Its return (and score)."""
    env.reset(seed=seed)
    me = env.possible_agents[seat]
    result = 0.0
    for agent in env.agent_iter():
        obs, reward, term, trunc, _ = env.last()
        if agent == me:
            result += reward
        if term or trunc:
            env.step(None)
            continue
        if agent == me:
            env.step(learner.act(obs["observation"], obs["action_mask"]))
        else:
            env.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
    state = env.unwrapped.state
    return {"win": result, "score": state.scores()[seat], "reward": result}


def play_solo(env, learner: Learner, seed: int) -> dict:
    """One solo game against the Teotibot."""
    obs, info = env.reset(seed=seed)
    done = False
    while not done:
        obs, reward, done, _, info = env.step(learner.act(obs, info["action_mask"]))
    return {"win": reward, "score": info["score"], "reward": reward + info["score"] / 100}


def make_env(game: str, players: int):
    if game == SOLO:
        import gymnasium

        import meeple.adapters.gymnasium  # noqa: F401  (registers the environment)
        env = gymnasium.make("meeple/TeotihuacanSolo-v0").unwrapped
        return env, env.observation_space.shape[0], env.action_space.n
    from meeple.adapters.pettingzoo import env as pz_env
    env = pz_env(game, players=players)
    agent = env.possible_agents[0]
    return env, env.observation_space(agent)["observation"].shape[0], env.action_space(agent).n


def play(env, game: str, learner: Learner, episode: int, seed: int, rng) -> dict:
    if game == SOLO:
        return play_solo(env, learner, seed)
    seat = episode % len(env.possible_agents)
    return play_pettingzoo(env, learner, seat, seed, rng)


def evaluate(env, game: str, policy: Policy, mode: str, games: int, seed: int) -> tuple[float, float]:
    """Win rate and mean score of `mode` over `games` fixed seeds (same seeds for every mode)."""
    rng = np.random.default_rng(seed)
    learner = Learner(policy, mode, rng)
    wins = scores = 0.0
    for i in range(games):
        r = play(env, game, learner, i, 1_000_000 + seed + i, rng)
        wins += r["win"]
        scores += r["score"]
    return wins / games, scores / games


def finish_episode(batch: Batch, steps: list[tuple], reward: float, lam: float = 0.95) -> None:
    """Append an episode; GAE (gamma 1) with the only reward at its end."""
    values = [s[4] for s in steps] + [0.0]
    adv, advs = 0.0, []
    for t in reversed(range(len(steps))):
        r = reward if t == len(steps) - 1 else 0.0
        delta = r + values[t + 1] - values[t]
        adv = delta + lam * adv
        advs.append(adv)
    advs.reverse()
    for (obs, mask, action, logp, value), a in zip(steps, advs, strict=True):
        batch.obs.append(obs)
        batch.mask.append(mask)
        batch.action.append(action)
        batch.logp.append(logp)
        batch.value.append(value)
        batch.adv.append(a)
        batch.ret.append(a + value)


def ppo_update(policy: Policy, opt, batch: Batch, epochs: int = 4, minibatch: int = 256,
               clip: float = 0.2, entropy: float = 0.01) -> None:
    obs = torch.as_tensor(np.stack(batch.obs))
    mask = torch.stack(batch.mask)
    action = torch.as_tensor(batch.action)
    old_logp = torch.as_tensor(batch.logp)
    ret = torch.as_tensor(batch.ret, dtype=torch.float32)
    adv = torch.as_tensor(batch.adv, dtype=torch.float32)
    adv = (adv - adv.mean()) / (adv.std() + 1e-8)
    n = len(action)
    for _ in range(epochs):
        for idx in torch.randperm(n).split(minibatch):
            dist, value = policy(obs[idx], mask[idx])
            ratio = torch.exp(dist.log_prob(action[idx]) - old_logp[idx])
            surrogate = torch.min(ratio * adv[idx], ratio.clamp(1 - clip, 1 + clip) * adv[idx])
            loss = (-surrogate.mean() + 0.5 * (value - ret[idx]).pow(2).mean()
                    - entropy * dist.entropy().mean())
            opt.zero_grad()
            loss.backward()
            nn.utils.clip_grad_norm_(policy.parameters(), 0.5)
            opt.step()


def train(env, game: str, policy: Policy, minutes: float, seed: int, batch_steps: int) -> dict:
    rng = np.random.default_rng(seed)
    opt = torch.optim.Adam(policy.parameters(), lr=3e-4)
    learner = Learner(policy, "sample", rng)
    deadline = time.monotonic() + minutes * 60
    episodes = updates = steps = 0
    recent: list[tuple[float, float]] = []  # (win, score) of the last 200 training games
    while time.monotonic() < deadline:
        batch = Batch()
        while len(batch.action) < batch_steps and time.monotonic() < deadline:
            learner.steps = []
            r = play(env, game, learner, episodes, seed + episodes, rng)
            finish_episode(batch, learner.steps, r["reward"])
            episodes += 1
            recent = (recent + [(r["win"], r["score"])])[-200:]
        if len(batch.action) >= 64:
            ppo_update(policy, opt, batch)
            updates += 1
            steps += len(batch.action)
            print(f"  update {updates:3d}: {episodes} games, {steps} learner steps, "
                  f"last {len(recent)} training games: win rate {np.mean([w for w, _ in recent]):.2f}, "
                  f"score {np.mean([x for _, x in recent]):.1f}", flush=True)
    return {"episodes": episodes, "updates": updates, "steps": steps}


def main(argv: list[str] | None = None) -> dict:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--game", default="caylus", help=f"a meeple game (2 players) or {SOLO}")
    p.add_argument("--players", type=int, default=2)
    p.add_argument("--minutes", type=float, default=3.0, help="training time")
    p.add_argument("--eval-games", type=int, default=200)
    p.add_argument("--batch-steps", type=int, default=2048, help="learner steps per PPO update")
    p.add_argument("--seed", type=int, default=0)
    args = p.parse_args(argv)
    torch.manual_seed(args.seed)
    torch.set_num_threads(1)  # small nets: threads cost more than they give

    env, obs_size, actions = make_env(args.game, args.players)
    policy = Policy(obs_size, actions)
    opponent = "the Teotibot" if args.game == SOLO else f"random ({args.players} players)"
    print(f"{args.game}: observation {obs_size} floats, {actions} actions; opponent {opponent}")

    n = args.eval_games
    before = {m: evaluate(env, args.game, policy, m, n, args.seed) for m in ("random", "greedy")}
    print(f"before training, over {n} games: random policy wins {before['random'][0]:.3f} "
          f"(score {before['random'][1]:.1f}), untrained policy wins {before['greedy'][0]:.3f} "
          f"(score {before['greedy'][1]:.1f})")
    t = time.monotonic()
    stats = train(env, args.game, policy, args.minutes, args.seed, args.batch_steps)
    print(f"trained {time.monotonic() - t:.0f} s: {stats['episodes']} games, "
          f"{stats['updates']} PPO updates, {stats['steps']} learner steps")
    after = {m: evaluate(env, args.game, policy, m, n, args.seed) for m in ("greedy", "sample")}
    print(f"after training, over {n} games (same seeds): "
          f"random policy wins {before['random'][0]:.3f} (score {before['random'][1]:.1f}); "
          f"trained policy wins {after['greedy'][0]:.3f} (score {after['greedy'][1]:.1f}) greedy, "
          f"{after['sample'][0]:.3f} (score {after['sample'][1]:.1f}) sampling")
    return {"before": before, "after": after, **stats}


if __name__ == "__main__":
    main()
