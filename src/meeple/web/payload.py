"""A view's JSON text split from its board, so the board (most of a view's bytes) travels only
when it changed for its viewer: a socket sends it when its hash differs from the one it sent
last, the answer to a move never (the mover's socket brings it).

Every view carries `board_hash`; a view without `board` means "the board whose hash this is",
which the page already holds.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass
from typing import Any


def board_hash(board: str) -> str:
    """A short digest of one viewer's board SVG (equal boards, equal hashes)."""
    return hashlib.blake2b(board.encode(), digest_size=8).hexdigest()


@dataclass(frozen=True)
class Payload:
    """A view as JSON text without its board, the board as a JSON string, and its hash."""

    light: str
    board: str
    hash: str

    @classmethod
    def of(cls, view: dict[str, Any]) -> Payload:
        rest = dict(view)
        board = rest.pop("board", "")
        digest = board_hash(board)
        rest["board_hash"] = digest
        light = json.dumps(rest, separators=(",", ":"))
        return cls(light, json.dumps(board), digest)

    def text(self, with_board: bool = True) -> str:
        """The view as JSON text; without its board when `with_board` is false."""
        if not with_board:
            return self.light
        return f'{self.light[:-1]},"board":{self.board}}}'

    def push(self, sent: str | None) -> str:
        """The text for a socket that last sent the board hashed `sent`."""
        return self.text(with_board=sent != self.hash)
