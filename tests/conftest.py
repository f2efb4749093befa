import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent / "core"))

from meeple.core.registry import register  # noqa: E402

register("toy", "toy_game:ToyGame")
