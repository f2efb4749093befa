"""What every bot shares: seeded construction from parameters, `choose` and `analyse`.

`analyse(state)` returns `[(action, visits_or_weight, value)]`, best first, where `value` is
the estimated chance to win of the seat to move after that action (in [0, 1]). `choose` plays
the first of them unless the bot has a cheaper way.
"""

from __future__ import annotations

import random
from typing import Any, ClassVar

from meeple.bots.spec import Param
from meeple.core.game import State
from meeple.core.rng import SEED_BITS

Analysis = list[tuple[int, float, float]]


class Bot:
    """A seeded bot; subclasses set `name`, `doc`, `params` and implement `analyse`."""

    name: ClassVar[str] = ""
    doc: ClassVar[str] = ""
    params: ClassVar[tuple[Param, ...]] = ()

    def __init__(self, seed: int | None = None, **values: Any) -> None:
        self.seed = seed
        self.rng = random.Random(seed)
        for p in self.params:
            setattr(self, p.name, values.pop(p.name, p.default))
        if values:
            raise TypeError(f"{self.name}: unknown parameters {sorted(values)}")

    def choose(self, state: State) -> int:
        return self.analyse(state)[0][0]

    def analyse(self, state: State) -> Analysis:
        raise NotImplementedError

    def spec(self) -> str:
        """The spec string that makes this bot (non-default parameters only)."""
        parts = [self.name]
        parts += [f"{p.name}={getattr(self, p.name)}" for p in self.params
                  if getattr(self, p.name) != p.default]
        return ":".join(parts)

    def __repr__(self) -> str:
        return f"<bot {self.spec()} seed={self.seed}>"


def sample(state: State, seat: int, rng: random.Random) -> State:
    """A copy of `state` as `seat` may imagine it: hidden information resampled by
    `determinize`, and a fresh chance seed, so that future dice and draws are sampled, not
    read from the real game's seed (which would let a bot foresee them)."""
    new = state.determinize(seat, rng)
    new.rng_seed = rng.getrandbits(SEED_BITS)
    return new
