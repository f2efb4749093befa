"""Bot specs: one string names a bot and its parameters, in Python and on the command line.

    "random"                      the bot with its defaults
    "mcts:iterations=500"         one parameter
    "mcts:seconds=1.0:depth=12"   several, each after a colon

Parameters are separated by colons (not commas) so a spec fits inside a comma-separated seat
list (`--seats human,mcts:iterations=200`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from meeple.core.errors import BadOption


@dataclass(frozen=True)
class Param:
    """One parameter of a bot: its name, type, default and what it does (one line)."""

    name: str
    kind: type
    default: Any
    doc: str

    def parse(self, bot: str, text: str) -> Any:
        try:
            if self.kind is bool:
                if text.lower() not in ("true", "false", "1", "0"):
                    raise ValueError(text)
                return text.lower() in ("true", "1")
            value = self.kind(text)
        except ValueError:
            raise BadOption(
                f"bot {bot}: parameter {self.name}={text!r} is not a {self.kind.__name__}"
            ) from None
        if isinstance(value, (int, float)) and value < 0:
            raise BadOption(f"bot {bot}: parameter {self.name}={text!r} must be >= 0")
        return value

    def describe(self) -> str:
        default = "auto" if self.default is None else repr(self.default)
        return f"{self.name}={default} ({self.kind.__name__}): {self.doc}"


def parse_spec(spec: str, params: dict[str, tuple[Param, ...]]) -> tuple[str, dict[str, Any]]:
    """`(name, {param: value})` from a spec; `BadOption` names what is wrong and what is allowed."""
    if not isinstance(spec, str) or not spec.strip():
        raise BadOption(f"a bot spec must be a non-empty string, got {spec!r}")
    name, *pairs = [part.strip() for part in spec.strip().split(":")]
    if name not in params:
        raise BadOption(f"unknown bot {name!r}; bots: {', '.join(sorted(params))}")
    known = {p.name: p for p in params[name]}
    values: dict[str, Any] = {}
    for pair in pairs:
        key, sep, text = pair.partition("=")
        key = key.strip()
        if not sep or key not in known:
            allowed = ", ".join(known) or "none"
            raise BadOption(f"bot {name}: {pair!r} is not name=value of a parameter; parameters: {allowed}")
        values[key] = known[key].parse(name, text.strip())
    return name, values
