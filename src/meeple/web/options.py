"""Game options that come from a client (a new game, an uploaded record, a stored row).

No client names a server file: an option that reads a file when given a str (`Option.names_file`,
e.g. Bora Bora's `board_data`) takes its content from the web instead, a JSON object the game
validates as it would the file's tables. A path is refused before anything is read, with a
message that does not repeat it. The options' JSON is size-limited.
"""

from __future__ import annotations

import json
from typing import Any

from meeple.core import MeepleError, game_class
from meeple.web.errors import BadRequest

MAX_OPTIONS_BYTES = 64 * 1024  # Bora Bora's whole board as tables is about 10 KB


def check_options(game: Any, options: Any) -> None:
    """`BadRequest` unless `options` is a JSON object of at most `MAX_OPTIONS_BYTES` that names
    no file; the values are checked by the game itself (`new_game`)."""
    if not isinstance(options, dict):
        raise BadRequest(f"options must be a JSON object, got {type(options).__name__}")
    try:
        size = len(json.dumps(options, separators=(",", ":")).encode())
    except (TypeError, ValueError, RecursionError):
        raise BadRequest("options must be plain JSON values") from None
    if size > MAX_OPTIONS_BYTES:
        raise BadRequest(f"options take {size} bytes; at most {MAX_OPTIONS_BYTES} are allowed")
    try:
        spec = game_class(game)
    except MeepleError as e:
        raise BadRequest(str(e)) from None
    for option in spec.options:
        if option.names_file and isinstance(options.get(option.name), str):
            raise BadRequest(
                f"{spec.name}: option {option.name} cannot name a file on the server; send its "
                f"content instead (a JSON object of tables) or null")
