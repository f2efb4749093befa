"""Game records: save, load and replay (DESIGN.md, "Records").

A record is JSON:

    {"format": 1, "game": "caylus", "options": {...}, "players": 4, "seed": 7,
     "actions": ["place peddler", ...], "meeple_version": "0.1.0"}

Actions are stored in notation, so a record is readable and survives changes of action ids.
Replay checks every action and fails on the first bad one with its index and notation; a
record of an unknown or newer format is refused, never replayed wrongly. Records are the
unit of save/resume, undo (replay minus the last decisions), replays, bug reports, golden
playthrough tests and tournaments.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from meeple.core.errors import BadRecord, MeepleError
from meeple.core.files import read_regular
from meeple.core.game import State
from meeple.core.registry import load as load_game

FORMAT = 1
FIELDS = ("game", "options", "players", "seed", "actions")


def _version() -> str:
    from meeple import __version__

    return __version__


def make_record(state: State) -> dict[str, Any]:
    """The record of everything applied to `state` since `new_game`."""
    actions = notation_of(state, state.history())
    return {
        "format": FORMAT,
        "game": state.game.name,
        "options": dict(state.options),
        "players": state.num_players,
        "seed": state.seed,
        "actions": actions,
        "meeple_version": _version(),
    }


def notation_of(state: State, actions: list[int]) -> list[str]:
    """The notation of `actions` played from the start of `state`'s game."""
    replay = state.game.new_game(state.num_players, state.seed, **state.options)
    out = []
    for a in actions:
        out.append(replay.action_to_str(a))
        replay.apply(a)
    return out


def save(state_or_record: State | Mapping[str, Any], path: str | Path) -> dict[str, Any]:
    """Write a record (of a state, or a record dict) to `path` as JSON; return the record."""
    record = make_record(state_or_record) if isinstance(state_or_record, State) else dict(state_or_record)
    validate(record)
    Path(path).write_text(json.dumps(record, indent=1) + "\n")
    return record


MAX_BYTES = 16 * 1024 * 1024  # a record of a very long game is well under 1 MB


def load(path: str | Path) -> dict[str, Any]:
    """Read and validate a record file; `BadRecord` says what is wrong with it."""
    if not isinstance(path, str | Path) or "\0" in str(path):
        raise BadRecord(f"a record path must be a file name, got {path!r}")
    data = read_regular(path, MAX_BYTES, "record", BadRecord)  # no device, FIFO or huge file
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as e:
        raise BadRecord(f"record {str(path)!r} is not UTF-8 text (byte {e.start})") from None
    return parse(text, str(path))


def parse(text: str, name: str = "record") -> dict[str, Any]:
    """A record from JSON text, validated; `BadRecord` for text that is not a record.

    Deep nesting and huge integers (which `json` would answer with RecursionError or
    ValueError) are refused as BadRecord too.
    """
    try:
        record = json.loads(text)
    except json.JSONDecodeError as e:
        raise BadRecord(f"{name!r} is not JSON: {e.msg} at line {e.lineno}") from None
    except RecursionError:
        raise BadRecord(f"{name!r}: JSON nested too deeply") from None
    except ValueError as e:  # an integer of more digits than Python converts
        raise BadRecord(f"{name!r}: bad JSON value: {e}") from None
    validate(record)
    return record


def validate(record: Any) -> dict[str, Any]:
    """Check a record's shape and format version; raise `BadRecord` naming the bad field."""
    if not isinstance(record, dict):
        raise BadRecord(f"a record must be a JSON object, got {type(record).__name__}")
    fmt = record.get("format", FORMAT)
    if type(fmt) is not int:
        raise BadRecord(f"field 'format': expected an int, got {fmt!r}")
    if fmt > FORMAT:
        raise BadRecord(
            f"record format {fmt} is newer than this meeple ({_version()}) reads (format {FORMAT}); "
            "upgrade meeple to replay it"
        )
    if fmt < 1:
        raise BadRecord(f"record format {fmt} is unknown; this meeple reads format {FORMAT}")
    for name in FIELDS:
        if name not in record:
            raise BadRecord(f"field {name!r} is missing; a record has {', '.join(FIELDS)}")
    kinds = {"game": str, "options": dict, "players": int, "seed": int, "actions": list}
    for name, kind in kinds.items():
        value = record[name]
        if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
            raise BadRecord(f"field {name!r}: expected {kind.__name__}, got {value!r}")
    if not all(isinstance(a, str) for a in record["actions"]):
        raise BadRecord("field 'actions': must be a list of notation strings")
    if not 0 <= record["seed"] < 2**64:
        raise BadRecord(f"field 'seed': must be an int in 0..2**64-1, got {record['seed']!r}")
    if not 0 <= record["players"] <= 64:
        raise BadRecord(f"field 'players': {record['players']!r} is not a player count")
    return record


def start(record: Mapping[str, Any]) -> State:
    """The record's game at its first decision (no actions applied)."""
    if not isinstance(record, Mapping):
        raise BadRecord(f"a record must be a dict, got {type(record).__name__}")
    validate(dict(record))
    try:
        game = load_game(record["game"])
        return game.new_game(record["players"], record["seed"], **record["options"])
    except MeepleError as e:
        raise BadRecord(f"record cannot start its game: {e}") from None


def replay(record: Mapping[str, Any], upto: int | None = None) -> State:
    """The state after the record's actions (the first `upto` of them, if given).

    Each action is checked; the first bad one raises `BadRecord` with its index and notation.
    """
    state = start(record)
    if upto is not None and (type(upto) is not int or upto < 0):
        raise BadRecord(f"upto must be an int >= 0 (a number of actions), got {upto!r}")
    actions = record["actions"] if upto is None else record["actions"][:upto]
    for i, text in enumerate(actions):
        try:
            state.apply(state.str_to_action(text))
        except MeepleError as e:
            raise BadRecord(f"action {i} {text!r} cannot be played: {e}") from None
    return state
