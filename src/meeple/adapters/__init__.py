"""Research adapters: meeple's games behind the APIs of the field (install `meeple[rl]`).

- `meeple.adapters.openspiel`: `register()` makes `pyspiel.load_game("meeple_caylus(players=4)")` work;
- `meeple.adapters.pettingzoo`: `env("caylus", players=4)`, an AEC environment;
- `meeple.adapters.gymnasium`: `gymnasium.make("meeple/Caylus-v0", opponents="mcts:iterations=200")`,
  one seat against bots (`meeple/TeotihuacanSolo-v0`: solo against the Teotibot);
- `meeple.vector`: N games stepped in one call into preallocated numpy arrays (no environment).

They use only the core protocol: `observation_tensor`, `action_mask`, `legal_actions`,
`apply`, `returns`, `determinize`, `to_dict`/`from_dict`.
"""

from __future__ import annotations

from typing import Any

from meeple.core import Game, MeepleError, State


def require(module: str):
    """Import an optional dependency, or say which extra installs it."""
    import importlib

    try:
        return importlib.import_module(module)
    except ImportError:
        raise MeepleError(f"this adapter needs {module}: pip install 'meeple[rl]'") from None


class TensorWriter:
    """Observation tensors as float32 numpy arrays, written straight into a zeroed buffer.

    `State.write_observation_tensor` fills an `array.array("f")` copied from a zero template,
    which numpy views without a copy: converting a list of ~1,000 floats costs ~30 µs, more
    than the engine's decision.
    """

    def __init__(self, game: Game, players: int) -> None:
        import array

        import numpy

        self._zeros = array.array("f", bytes(4 * game.observation_shape(players)[0]))
        self._encode = game.encoder(players)  # what `State.write_observation_tensor` calls
        self._view = numpy.frombuffer
        self._float32 = numpy.float32

    def __call__(self, state: State, seat: int):
        buf = self._zeros.__copy__()
        self._encode(state, seat, buf)
        return self._view(buf, self._float32)


class MaskWriter:
    """Action masks as int8 numpy arrays: the legal ids set in a copy of a zeroed bytearray
    numpy views without a copy (faster than numpy's fancy indexing from a list)."""

    def __init__(self, size: int) -> None:
        import numpy

        self._zeros = bytes(size)
        self._view = numpy.frombuffer
        self._int8 = numpy.int8

    def __call__(self, legal: list[int]):
        mask = bytearray(self._zeros)
        for a in legal:
            mask[a] = 1
        return self._view(mask, self._int8)


def text_image(text: str) -> Any:
    """A text view drawn in Pillow's default font: an (h, w, 3) uint8 image."""
    import numpy

    try:
        from PIL import Image, ImageDraw, ImageFont
    except ImportError:
        raise MeepleError("render_mode='rgb_array' needs Pillow: pip install pillow") from None
    font = ImageFont.load_default()
    lines = text.splitlines() or [""]
    left, top, right, bottom = font.getbbox("M")
    width = max(8, (right - left) * max(len(line) for line in lines))
    height = max(8, (bottom - top + 4) * len(lines))
    image = Image.new("RGB", (width, height), "white")
    ImageDraw.Draw(image).multiline_text((0, 0), "\n".join(lines), fill="black", font=font)
    return numpy.asarray(image, dtype=numpy.uint8)
