"""Fixed-length numeric encodings of observations, for learning agents (DESIGN.md,
"observation_tensor").

A game describes its tensor as a `Layout`: a list of named fields, each reading one part of
`observation(player)` and writing a fixed number of floats. The tensor is built from the
observation only, so it hides exactly what the observation hides. `Layout.describe()` lists
which slice is what (the documented layout); `Layout.encode(obs)` fills a list of floats.

Field kinds (`get` reads the value from the observation dict):

| kind        | value                      | floats                                   |
|-------------|----------------------------|------------------------------------------|
| `number`    | int/float/bool             | 1: value * scale                         |
| `numbers`   | list of numbers, len <= n  | n: each * scale, zero-padded             |
| `onehot`    | int in [low, low + k)      | k: 1 at value - low (none if out of range)|
| `onehots`   | list of ints, len <= n     | n * k: a one-hot per entry               |
| `multihot`  | list of ints in [0, k)     | k: 1 at each value                       |
| `bits`      | int bitmask                | k: bit i                                 |

None anywhere means absent: it writes nothing (zeros).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

Getter = Callable[[dict[str, Any]], Any]


@dataclass(frozen=True)
class Field:
    name: str
    kind: str
    get: Getter
    size: int  # floats written
    n: int = 1  # entries (numbers, onehots)
    k: int = 1  # categories (onehot, onehots, multihot, bits)
    low: int = 0  # the value that maps to category 0
    scale: float = 1.0
    doc: str = ""


def number(name: str, get: Getter, scale: float = 1.0, doc: str = "") -> Field:
    return Field(name, "number", get, 1, scale=scale, doc=doc)


def numbers(name: str, get: Getter, n: int, scale: float = 1.0, doc: str = "") -> Field:
    return Field(name, "numbers", get, n, n=n, scale=scale, doc=doc)


def onehot(name: str, get: Getter, k: int, low: int = 0, doc: str = "") -> Field:
    return Field(name, "onehot", get, k, k=k, low=low, doc=doc)


def onehots(name: str, get: Getter, n: int, k: int, low: int = 0, doc: str = "") -> Field:
    return Field(name, "onehots", get, n * k, n=n, k=k, low=low, doc=doc)


def multihot(name: str, get: Getter, k: int, low: int = 0, doc: str = "") -> Field:
    return Field(name, "multihot", get, k, k=k, low=low, doc=doc)


def bits(name: str, get: Getter, k: int, doc: str = "") -> Field:
    return Field(name, "bits", get, k, k=k, doc=doc)


class Layout:
    """A fixed-length encoding: fields in order, each a named slice of the tensor."""

    def __init__(self, fields: Sequence[Field]) -> None:
        self.fields = list(fields)
        self.size = sum(f.size for f in self.fields)
        self.slices: dict[str, tuple[int, int]] = {}
        start = 0
        for f in self.fields:
            if f.name in self.slices:
                raise ValueError(f"field {f.name!r} appears twice in the layout")
            self.slices[f.name] = (start, start + f.size)
            start += f.size

    def encode(self, obs: dict[str, Any]) -> list[float]:
        out = [0.0] * self.size
        at = 0
        for f in self.fields:
            _WRITE[f.kind](f, f.get(obs), out, at)
            at += f.size
        return out

    def describe(self) -> str:
        """One line per field: its slice, kind and meaning."""
        lines = []
        for f in self.fields:
            a, b = self.slices[f.name]
            lines.append(f"[{a}:{b}] {f.name} ({f.kind}) {f.doc}".rstrip())
        return "\n".join(lines)


def _number(f: Field, v: Any, out: list[float], at: int) -> None:
    if v is not None:  # None: absent, encoded as 0
        out[at] = float(v) * f.scale


def _numbers(f: Field, v: Sequence, out: list[float], at: int) -> None:
    s = f.scale
    for i, x in enumerate(v[: f.n]):
        if x is not None:
            out[at + i] = float(x) * s


def _onehot(f: Field, v: Any, out: list[float], at: int) -> None:
    if v is None:
        return
    i = int(v) - f.low
    if 0 <= i < f.k:
        out[at + i] = 1.0


def _onehots(f: Field, v: Sequence, out: list[float], at: int) -> None:
    k, low = f.k, f.low
    for j, x in enumerate(v[: f.n]):
        if x is None:
            continue
        i = int(x) - low
        if 0 <= i < k:
            out[at + j * k + i] = 1.0


def _multihot(f: Field, v: Sequence, out: list[float], at: int) -> None:
    k, low = f.k, f.low
    for x in v:
        if x is None:
            continue
        i = int(x) - low
        if 0 <= i < k:
            out[at + i] = 1.0


def _bits(f: Field, v: Any, out: list[float], at: int) -> None:
    v = int(v)
    for i in range(f.k):
        if v >> i & 1:
            out[at + i] = 1.0


_WRITE = {
    "number": _number,
    "numbers": _numbers,
    "onehot": _onehot,
    "onehots": _onehots,
    "multihot": _multihot,
    "bits": _bits,
}
