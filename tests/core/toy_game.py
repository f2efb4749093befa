"""A tiny game that exercises the core protocol without any real game: "race to 10".

Each turn the seat to move adds 1 or 2 to a shared counter, or rolls (adds a die 1..3 from the
state's chance seed). Whoever brings the counter to 10 or more wins. Hidden information: each
seat holds a secret card drawn at setup, seen only by its owner.
"""

from __future__ import annotations

from typing import Any

from meeple.core import TERMINAL, Game, Option, State
from meeple.core.errors import BadState
from meeple.core.rng import chance
from meeple.core.tensor import Layout, number, onehot

ADD1, ADD2, ROLL = 0, 1, 2
NAMES = ("add 1", "add 2", "roll")
TARGET = 10


class ToyState(State):
    def _setup(self) -> None:
        rng, self.rng_seed = chance(self.rng_seed)
        self.cards = [rng.randrange(100) for _ in range(self.num_players)]
        self.counter = 0
        self.to_move = 0
        self.winner = -1

    def _legal_actions(self) -> list[int]:
        if self.winner >= 0:
            return []
        return [ADD1, ADD2, ROLL] if self.options["allow_roll"] else [ADD1, ADD2]

    def _apply(self, action: int) -> None:
        if action == ROLL:
            rng, self.rng_seed = chance(self.rng_seed)
            step = rng.randint(1, 3)
            self._note(f"seat {self.to_move} rolled {step}")
        else:
            step = action + 1
        self.counter += step
        if self.counter >= TARGET:
            self.winner = self.to_move
        else:
            self.to_move = (self.to_move + 1) % self.num_players

    def _copy_mutable(self, new: State) -> None:
        new.cards = self.cards.copy()

    def _state_dict(self) -> dict[str, Any]:
        return {"cards": self.cards, "counter": self.counter, "to_move": self.to_move,
                "winner": self.winner, "rng_seed": self.rng_seed}

    def _load_state(self, d: dict[str, Any]) -> None:
        for name in ("cards", "counter", "to_move", "winner", "rng_seed"):
            if name not in d:
                raise BadState(f"field 'state.{name}' is missing")
        self.cards = list(d["cards"])
        self.counter, self.to_move, self.winner = d["counter"], d["to_move"], d["winner"]
        self.rng_seed = d["rng_seed"]

    def current_player(self) -> int:
        return TERMINAL if self.winner >= 0 else self.to_move

    def is_terminal(self) -> bool:
        return self.winner >= 0

    def scores(self) -> list[int]:
        return [1 if seat == self.winner else 0 for seat in range(self.num_players)]

    def winners(self) -> list[int]:
        return [self.winner] if self.winner >= 0 else []

    def action_to_str(self, action: int) -> str:
        return NAMES[action]

    def prompt(self) -> str:
        return f"Seat {self.to_move}: the counter is {self.counter}; add 1, add 2 or roll."

    def observation(self, player: int | None) -> dict[str, Any]:
        self.check_seat(player)
        view = {"counter": self.counter, "to_move": self.to_move}
        if player is not None:
            view["my_card"] = self.cards[player]
        return view

    def determinize(self, player: int, rng: Any) -> State:
        self.check_seat(player, allow_none=False)
        new = self.clone()
        for seat in range(self.num_players):
            if seat != player:
                new.cards[seat] = rng.randrange(100)
        return new

    def invariant_errors(self) -> list[str]:
        return [] if self.counter >= 0 else ["negative counter"]


class ToyGame(Game):
    name = "toy"
    title = "Race to 10 (a test game)"
    player_counts = (2, 3)
    default_players = 2
    options = (Option("allow_roll", True, "whether 'roll' is an action", choices=(False, True)),)
    variants = ({}, {"allow_roll": False})
    state_class = ToyState

    def num_distinct_actions(self, players: int) -> int:
        return 3

    def tensor_layout(self, players: int) -> Layout:
        return Layout([
            number("counter", lambda o: o["counter"], scale=0.1, doc="the shared counter / 10"),
            onehot("to_move", lambda o: o["to_move"], players, doc="the seat to move"),
            onehot("my_card", lambda o: o.get("my_card", -1), 100, doc="the seat's secret card"),
        ])
