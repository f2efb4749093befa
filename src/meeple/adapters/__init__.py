"""Research adapters: meeple's games behind the APIs of the field (install `meeple[rl]`).

- `meeple.adapters.openspiel`: `register()` makes `pyspiel.load_game("meeple_caylus(players=4)")` work;
- `meeple.adapters.pettingzoo`: `env("caylus", players=4)`, an AEC environment;
- `meeple.adapters.gymnasium`: `gymnasium.make("meeple/TeotihuacanSolo-v0")`, solo against the Teotibot.

They use only the core protocol: `observation_tensor`, `action_mask`, `legal_actions`,
`apply`, `returns`, `determinize`, `to_dict`/`from_dict`.
"""

from __future__ import annotations

from meeple.core import MeepleError


def require(module: str):
    """Import an optional dependency, or say which extra installs it."""
    import importlib

    try:
        return importlib.import_module(module)
    except ImportError:
        raise MeepleError(f"this adapter needs {module}: pip install 'meeple[rl]'") from None
