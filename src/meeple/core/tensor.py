"""Fixed-length numeric encodings of observations, for learning agents (DESIGN.md,
"observation_tensor").

A game describes its tensor as a `Layout`: a list of named fields, each reading one part of
`observation(player)` and writing a fixed number of floats. The tensor is built from the
observation only, so it hides exactly what the observation hides. `Layout.describe()` lists
which slice is what (the documented layout); `Layout.encode(obs)` fills a list of floats
(`encode_into(obs, out)` a zero-filled buffer). This dict-based encoding is the reference:
a game's `tensor_encoder` writes the same numbers straight from the state's fields (no
observation dict; `State.write_observation_tensor`), with the helpers at the end of this
module: `write_bits`, and `Memo` blocks copied when their input repeats from the last position.

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

from array import array
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
        # one writer per field, its constants bound (encode is a learner's hot path)
        self._writers = [_COMPILE[f.kind](f, self.slices[f.name][0]) for f in self.fields]

    def encode(self, obs: dict[str, Any]) -> list[float]:
        out = [0.0] * self.size
        for write in self._writers:
            write(obs, out)
        return out

    def encode_into(self, obs: dict[str, Any], out: Any) -> None:
        """`encode(obs)` written into `out`, zero-filled and of `size` floats (a list or an
        `array.array("f")`): only the non-zero floats are written."""
        for write in self._writers:
            write(obs, out)

    def describe(self) -> str:
        """One line per field: its slice, kind and meaning."""
        lines = []
        for f in self.fields:
            a, b = self.slices[f.name]
            lines.append(f"[{a}:{b}] {f.name} ({f.kind}) {f.doc}".rstrip())
        return "\n".join(lines)


Writer = Callable[[dict[str, Any], list[float]], None]


def _compile_number(f: Field, at: int) -> Writer:
    get, scale = f.get, f.scale

    def write(obs: dict[str, Any], out: list[float]) -> None:
        v = get(obs)
        if v:  # None and 0 leave the zero
            out[at] = float(v) * scale
    return write


def _compile_numbers(f: Field, at: int) -> Writer:
    get, n, scale = f.get, f.n, f.scale

    def write(obs: dict[str, Any], out: list[float]) -> None:
        i = at
        for x in get(obs)[:n]:
            if x:  # None and 0 leave the zero
                out[i] = float(x) * scale
            i += 1
    return write


def _compile_onehot(f: Field, at: int) -> Writer:
    get, k, low = f.get, f.k, f.low

    def write(obs: dict[str, Any], out: list[float]) -> None:
        v = get(obs)
        if v is not None and 0 <= (i := int(v) - low) < k:  # out of range: no 1
            out[at + i] = 1.0
    return write


def _compile_onehots(f: Field, at: int) -> Writer:
    get, n, k, low = f.get, f.n, f.k, f.low

    def write(obs: dict[str, Any], out: list[float]) -> None:
        base = at
        for x in get(obs)[:n]:
            if x is not None and 0 <= (i := int(x) - low) < k:
                out[base + i] = 1.0
            base += k
    return write


def _compile_multihot(f: Field, at: int) -> Writer:
    get, k, low = f.get, f.k, f.low

    def write(obs: dict[str, Any], out: list[float]) -> None:
        for x in get(obs):
            if x is not None and 0 <= (i := int(x) - low) < k:
                out[at + i] = 1.0
    return write


def _compile_bits(f: Field, at: int) -> Writer:
    get, k = f.get, f.k

    def write(obs: dict[str, Any], out: list[float]) -> None:
        v, i = int(get(obs)), 0
        while v and i < k:
            if v & 1:
                out[at + i] = 1.0
            v >>= 1
            i += 1
    return write


_COMPILE: dict[str, Callable[[Field, int], Writer]] = {
    "number": _compile_number,
    "numbers": _compile_numbers,
    "onehot": _compile_onehot,
    "onehots": _compile_onehots,
    "multihot": _compile_multihot,
    "bits": _compile_bits,
}


# the set bits of each byte, low first: `write_bits` visits only the ones
_BYTE_BITS = tuple(tuple(i for i in range(8) if b >> i & 1) for b in range(256))


def write_bits(out: Any, at: int, v: int, k: int) -> None:
    """A `bits` field written by a direct encoder: 1.0 at `at + i` for each set bit i < k."""
    v &= (1 << k) - 1
    base = at
    while v:
        for i in _BYTE_BITS[v & 255]:
            out[base + i] = 1.0
        v >>= 8
        base += 8



Encoder = Callable[[Any, int, Any], None]  # (out, at, value): write a block at `at`


class Memo:
    """One block of a direct encoder, memoized on its input: consecutive positions of a game
    mostly repeat their long lists (a board, a grid), so when the input is the one seen last
    the block is copied (a memcpy into an `array.array` buffer) rather than encoded again; a
    new input is encoded straight into `out`. Holds the last input only; the block is a
    function of the input, so any state may share it.

    `encode(out, at, value)` writes the block of `size` floats at `at` of a zeroed `out`;
    `copy(value)` keeps the input (a list by default, as lists change in place).
    """

    __slots__ = ("encode", "size", "copy", "entry")

    def __init__(self, size: int, encode: Encoder, copy: Callable[[Any], Any] = list) -> None:
        self.encode, self.size, self.copy = encode, size, copy
        self.entry: tuple[Any, dict[str | None, Any]] = (None, {})

    def write(self, out: Any, at: int, value: Any) -> None:
        entry = self.entry  # replaced whole, never changed in place once shared
        if entry[0] != value or entry[0] is None:
            self.entry = (self.copy(value), {})
            self.encode(out, at, value)
            return
        # an array.array's typecode, a memoryview's format ('f'); lists and others: None
        kind = getattr(out, "typecode", None) or getattr(out, "format", None)
        block = entry[1].get(kind)
        if block is None:  # the input repeats: keep its block for this kind of buffer
            block = [0.0] * self.size
            self.encode(block, 0, value)
            if kind is not None:
                block = array(kind, block)
            self.entry = (entry[0], {**entry[1], kind: block})
        out[at:at + self.size] = block


def memo_numbers(n: int, scale: float) -> Memo:
    """A memoized `numbers` block: `values[:n]`, each * scale (None and 0 left zero)."""
    def encode(out: Any, at: int, values: Sequence[Any]) -> None:
        for x in values[:n]:
            if x:
                out[at] = float(x) * scale
            at += 1
    return Memo(n, encode)


def memo_numbers_run(parts: Sequence[tuple[int, float]]) -> Memo:
    """Consecutive `numbers` blocks memoized together: the input is a tuple of lists (as
    `operator.attrgetter` gives them), each written as `numbers(n, scale)` of its part
    (lists that change rarely, side by side)."""
    def encode(out: Any, at: int, lists: Sequence[Sequence[Any]]) -> None:
        for (n, scale), values in zip(parts, lists, strict=True):
            a = at
            for x in values[:n]:
                if x:
                    out[a] = float(x) * scale
                a += 1
            at += n
    return Memo(sum(n for n, _ in parts), encode, copy=lambda lists: tuple(list(v) for v in lists))


def memo_onehots(n: int, k: int, low: int = 0) -> Memo:
    """A memoized `onehots` block: a one-hot of k for each of `values[:n]`."""
    def encode(out: Any, at: int, values: Sequence[Any]) -> None:
        for x in values[:n]:
            if x is not None and 0 <= (i := int(x) - low) < k:
                out[at + i] = 1.0
            at += k
    return Memo(n * k, encode)


def memo_bits(k: int) -> Memo:
    """A memoized `bits` block of an int bitmask."""
    return Memo(k, lambda out, at, v: write_bits(out, at, v, k), copy=int)


# -- the pending decision ----------------------------------------------------------------------
# Games keep their pending decisions on a stack of frames `(kind, seat, *args)` (DESIGN.md,
# "Decisions are atomic"): the top frame's arguments are the choices already made in the
# compound move (which die is moving, which tile is being laid...). The observation shows the
# deciding seat its own frame as `"decision": [kind, *args]` (`decision_of`), and the tensor
# encodes it (`decision_fields`, `write_decision`), so two positions that ask the seat
# different questions never share a tensor.


def decision_arg(a: Any) -> int:
    """A frame argument as one int: itself (a bool as 0/1), a set of ids as their bitmask."""
    if isinstance(a, tuple | list | frozenset | set):
        return sum(1 << int(x) for x in set(a))
    return int(a)


def decision_of(stack: Sequence[tuple], player: int | None) -> list[int] | None:
    """`[kind, *args]` of the top frame when `player` is the seat it asks; else None (the
    other seats do not see what the mover is in the middle of)."""
    if player is None or not stack or stack[-1][1] != player:
        return None
    frame = stack[-1]
    return [frame[0], *(decision_arg(a) for a in frame[2:])]


def decision_fields(kinds: int, args: int, scale: float = 0.1,
                    mask_args: dict[int, int] | None = None, mask_bits: int = 0) -> list[Field]:
    """The slices of the viewer's pending decision read from `observation["decision"]`:
    its kind, its frame's arguments, and (`mask_args`: kind -> argument index) the argument
    that is a bitmask of ids for those kinds, as `mask_bits` bits rather than one big number."""
    masked = dict(mask_args or {})

    def kind(o: dict[str, Any]) -> int | None:
        return (o.get("decision") or (None,))[0]

    def arguments(o: dict[str, Any]) -> list[int | None]:
        d = o.get("decision") or (None,)
        values = list(d[1:])
        if d[0] in masked and masked[d[0]] < len(values):
            values[masked[d[0]]] = None
        return values

    def mask(o: dict[str, Any]) -> int:
        d = o.get("decision") or (None,)
        i = masked.get(d[0])
        return d[1 + i] if i is not None and i + 1 < len(d) else 0

    fields = [
        onehot("decision", kind, kinds,
               doc="the kind of decision the viewer is asked (none when another seat decides)"),
        numbers("decision_args", arguments, args, scale,
                doc="its frame's arguments: the choices made so far in this compound move "
                    "(ints as they are, a set of ids as a bitmask)"),
    ]
    if masked:
        fields.append(bits("decision_mask", mask, mask_bits,
                           doc="the argument that is a set of ids, for the kinds that have one"))
    return fields


def decision_writer(layout: Layout, mask_args: dict[int, int] | None = None
                    ) -> Callable[[Any, Sequence[tuple], int], None]:
    """`write(out, stack, player)`: the `decision_fields` of `layout` from the state's stack,
    as a direct encoder writes them (`mask_args` as given to `decision_fields`)."""
    kind_at, (args_at, args_end) = layout.slices["decision"][0], layout.slices["decision_args"]
    kinds = layout.slices["decision"][1] - kind_at
    scale = next(f.scale for f in layout.fields if f.name == "decision_args")
    n = args_end - args_at
    masked = dict(mask_args or {})
    mask_at, mask_end = layout.slices.get("decision_mask", (0, 0))

    def write(out: Any, stack: Sequence[tuple], player: int) -> None:
        if not stack or stack[-1][1] != player:
            return
        frame = stack[-1]
        if 0 <= frame[0] < kinds:
            out[kind_at + frame[0]] = 1.0
        skip = masked.get(frame[0], -1)
        at = args_at
        for j, a in enumerate(frame[2:2 + n]):
            v = decision_arg(a)
            if v and j != skip:
                out[at] = float(v) * scale
            at += 1
        if skip >= 0 and skip + 2 < len(frame):
            write_bits(out, mask_at, decision_arg(frame[2 + skip]), mask_end - mask_at)
    return write
