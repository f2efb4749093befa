"""The core protocol every meeple game implements (see DESIGN.md, "The core protocol").

A game package subclasses `Game` (parameters: player counts, options, action-space size) and
`State` (the mutable position). `State` gives each game, for free:

- `apply` that checks legality at the boundary, raises `IllegalAction` naming the action and
  what is allowed, records the history, and leaves the state unchanged on bad input;
- `legal_actions` cached per position (bots call it, then `apply` checks against it);
- `history`, `log`, `returns`, `str_to_action` over the legal actions' notation, and the
  `to_dict` envelope (game, players, seed, options, history) that `Game.from_dict` reads;
- a `clone` that copies the base fields and the instance dict (a game class with
  `__slots__` has none) and calls the game's `_copy_mutable`.

A game implements the underscored hooks (`_legal_actions`, `_apply`, `_copy_mutable`,
`_state_dict`, `_load_state`) and the public members that are its own (`current_player`,
`is_terminal`, `scores`, `winners`, `action_to_str`, `prompt`, `observation`, `render`).

A game whose automatic steps already compute the next decision's legal actions (e.g. to apply
a forced single choice) may store that sorted list in `self._legal` at the end of `_apply`:
`legal_actions` and the next `apply` then use it instead of recomputing.

A game logs its automatic steps with `self._say(template, **args)` (`tr`'s arguments): the
line becomes a `Message` only when the log is read. Search copies call `mute_log()` and log
nothing; `self._muted` tells a game to skip building costly arguments.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import Any, ClassVar

from meeple.core.errors import BadNotation, BadOption, BadSeat, BadState, IllegalAction, listing
from meeple.core.i18n import Message, current_language, made, translate, use_language
from meeple.core.rng import fresh_seed
from meeple.core.tensor import Layout

TERMINAL = -1
"""`current_player()` once the game is over."""


@dataclass(frozen=True)
class Option:
    """One named option of a game: its default, the values it allows, and what it means."""

    name: str
    default: Any
    doc: str
    choices: tuple[Any, ...] | None = None  # the allowed values; None: any value `check` accepts
    check: Callable[[Any], bool] | None = None  # validator when `choices` is None
    allowed: str = ""  # how to describe the allowed values when `choices` is None
    # A str value names a file the game reads: for the local user only (a server refuses it).
    names_file: bool = False

    def validate(self, game: str, value: Any) -> Any:
        if self.choices is not None:
            if any(c == value and type(c) is type(value) for c in self.choices):
                return value  # True is not 1: a choice matches in value and type
            shown = ", ".join(repr(c) for c in self.choices)
            raise BadOption(f"{game}: option {self.name}={value!r} is not allowed; allowed: {shown}")
        if self.check is not None and not self.check(value):
            raise BadOption(
                f"{game}: option {self.name}={value!r} is not allowed; allowed: {self.allowed or 'see docs'}"
            )
        return value

    def describe(self) -> str:
        if self.choices is not None:
            values = "|".join(repr(c) for c in self.choices)
        else:
            values = self.allowed or "any"
        return f"{self.name}={self.default!r} ({values}): {self.doc}"


def flag(name: str, doc: str, default: bool = False) -> Option:
    """A yes/no option."""
    return Option(name, default, doc, choices=(False, True))


class Game:
    """A game's parameters: name, player counts, options, action space. Stateless otherwise.

    `meeple.load(name, **options)` makes one with options bound; `new_game` may override them.
    """

    name: ClassVar[str] = ""
    title: ClassVar[str] = ""
    player_counts: ClassVar[tuple[int, ...]] = ()
    default_players: ClassVar[int] = 2
    options: ClassVar[tuple[Option, ...]] = ()
    option_words: ClassVar[dict[str, str]] = {}
    """Each option in a player's words, marked for translation (the doc is the spec's)."""
    variants: ClassVar[tuple[dict[str, Any], ...]] = ({},)
    """Option sets that `tests/test_all_games.py` plays besides the defaults."""
    state_class: ClassVar[type[State]]
    seat_colors: ClassVar[tuple[str, ...]] = ()
    """The colour name of each seat, in seat order (`State.seat_name`): shown everywhere."""

    def __init__(self, **options: Any) -> None:
        self.bound = self.check_options(options)

    # -- options -----------------------------------------------------------------------

    def check_options(self, options: Mapping[str, Any]) -> dict[str, Any]:
        """Validate `options`; unknown names and disallowed values raise `BadOption`."""
        known = {o.name: o for o in self.options}
        checked = {}
        for key, value in options.items():
            if key not in known:
                allowed = ", ".join(known) or "none"
                raise BadOption(f"{self.name}: unknown option {key!r}; options: {allowed}")
            checked[key] = known[key].validate(self.name, value)
        return checked

    def resolve_options(self, options: Mapping[str, Any]) -> dict[str, Any]:
        """Every option's value: defaults, then those bound by `load`, then `options`."""
        values = {o.name: o.default for o in self.options}
        values.update(self.bound)
        values.update(self.check_options(options))
        return values

    def check_players(self, players: Any) -> int:
        if type(players) is not int or players not in self.player_counts:
            allowed = ", ".join(map(str, self.player_counts))
            raise BadOption(f"{self.name}: players={players!r} is not allowed; allowed: {allowed}")
        return players

    # -- the protocol ------------------------------------------------------------------

    def new_game(self, players: int | None = None, seed: int | None = None, **options: Any) -> State:
        """A new game at its first decision. Options given here override those of `load`."""
        players = self.check_players(self.default_players if players is None else players)
        opts = self.resolve_options(options)
        if seed is None:
            seed = fresh_seed()
        elif type(seed) is not int or seed < 0:
            raise BadOption(f"{self.name}: seed={seed!r} is not allowed; allowed: an int >= 0")
        state = self.state_class.__new__(self.state_class)
        state._init_base(self, players, seed, opts)
        state._setup()
        return state

    def num_distinct_actions(self, players: int) -> int:
        """Size of the fixed action space for `players` seats: ids run 0..n-1."""
        raise NotImplementedError

    def action_kind(self, action: int) -> str:
        """The name of `action`'s kind in the game's action encoding (the range of ids it
        belongs to: "place", "build", "pay"...), for statistics by kind of move; "" when the
        game does not say."""
        return ""

    def tensor_layout(self, players: int) -> Layout:
        """The `meeple.core.tensor.Layout` of the observation tensor for `players` seats.

        Games define it (in their `tensor.py`); `observation_shape`/`observation_tensor` use it.
        """
        raise NotImplementedError(f"{self.name}: no observation tensor")

    def layout(self, players: int) -> Layout:
        """`tensor_layout(players)`, built once per game object and player count."""
        cache = self.__dict__.setdefault("_layouts", {})
        if players not in cache:
            cache[players] = self.tensor_layout(players)
        return cache[players]

    def tensor_encoder(self, players: int) -> Callable[[State, int, Any], None] | None:
        """A direct encoder `write(state, player, out)` of the observation tensor from the
        state's own fields, writing exactly what `layout(players).encode(observation(player))`
        writes into a zeroed `out`; None (the default): that reference is used."""
        return None

    def encoder(self, players: int) -> Callable[[State, int, Any], None]:
        """`tensor_encoder(players)` or the layout over `observation`, built once per count."""
        cache = self.__dict__.setdefault("_encoders", {})
        if players not in cache:
            layout = self.layout(players)
            cache[players] = self.tensor_encoder(players) or (
                lambda state, player, out: layout.encode_into(state.observation(player), out))
        return cache[players]

    def observation_shape(self, players: int) -> tuple[int, ...]:
        """Shape of `State.observation_tensor(player)` for `players` seats (constant per game)."""
        return (self.layout(players).size,)

    def from_dict(self, d: Mapping[str, Any]) -> State:
        """Rebuild a state from `State.to_dict()` output exactly (RNG included).

        A malformed dict raises `BadState` naming the field.
        """
        if not isinstance(d, Mapping):
            raise BadState(f"state must be a dict, got {type(d).__name__}")
        if d.get("game") != self.name:
            raise BadState(f"field 'game': expected {self.name!r}, got {d.get('game')!r}")
        players = self.check_state_field(d, "players", int)
        seed = self.check_state_field(d, "seed", int)
        options = self.check_state_field(d, "options", dict)
        history = self.check_state_field(d, "history", list)
        if not all(type(a) is int for a in history):
            raise BadState("field 'history': must be a list of ints")
        try:
            self.check_players(players)
            opts = self.resolve_options(options)
        except BadOption as e:
            raise BadState(f"bad players or options: {e}") from None
        state = self.state_class.__new__(self.state_class)
        state._init_base(self, players, seed, opts)
        state._history = history_chain(history)
        state._nhistory = len(history)
        log = d.get("log", [])
        if not isinstance(log, list) or not all(isinstance(x, str) for x in log):
            raise BadState("field 'log': must be a list of strings")
        for line in log:
            state._log = (line, state._log)
        body = self.check_state_field(d, "state", dict)
        try:
            state._load_state(body)
        except BadState:
            raise
        except (KeyError, TypeError, ValueError, IndexError, AttributeError) as e:
            raise BadState(f"field 'state': malformed ({type(e).__name__}: {e})") from None
        return state

    @staticmethod
    def check_state_field(d: Mapping[str, Any], name: str, kind: type) -> Any:
        if name not in d:
            raise BadState(f"field {name!r} is missing")
        value = d[name]
        if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
            raise BadState(f"field {name!r}: expected {kind.__name__}, got {type(value).__name__}")
        return value

    def __getstate__(self) -> dict[str, Any]:
        state = self.__dict__.copy()
        state.pop("_layouts", None)  # built again on demand (layouts hold functions)
        state.pop("_encoders", None)
        return state

    def describe(self) -> str:
        """One paragraph for `meeple list`."""
        counts = ", ".join(map(str, self.player_counts))
        lines = [f"{self.name} — {self.title} (players: {counts})"]
        lines += [f"    {o.describe()}" for o in self.options]
        return "\n".join(lines)

    def __repr__(self) -> str:
        return f"meeple.load({self.name!r}{''.join(f', {k}={v!r}' for k, v in self.bound.items())})"


def history_chain(actions: Iterable[int]) -> tuple | None:
    chain = None
    for a in actions:
        chain = (a, chain)
    return chain


def unchain(chain: tuple | None) -> list:
    out = []
    while chain is not None:
        out.append(chain[0])
        chain = chain[1]
    out.reverse()
    return out


def _made_line(line: tuple) -> Message:
    """The `Message` of a `_say` line: (template, args) or (singular, args, plural, n); of a
    `_say_now` line, (template, args, language), made in the language it was logged in; of a
    `_say_with` line, (make, args): `make(*args)` (`_say_now_with`: with the language too)."""
    if len(line) == 3:
        if line[2] != current_language():
            with use_language(line[2]):
                return _made_line(line[:2])
        line = line[:2]
    if type(line[0]) is not str:
        return line[0](*line[1])
    args = {k: made(v) for k, v in line[1].items()}
    return Message(line[0], args, *line[2:])


class State:
    """A position of a game. See DESIGN.md for the contract of each public member.

    Base fields: `game`, `num_players`, `seed` (the game's seed), `options` (every option's
    value), `rng_seed` (the seed of the next chance event, see `meeple.core.rng`). History and
    log are immutable linked tuples, so `clone` shares them and appends never copy.
    """

    # The base fields as slots: in the compiled build `State` is an extension type (C fields,
    # core/game.pxd) that a game's state may extend with its own fields (Caylus); a game
    # class without `__slots__` keeps its own fields in the instance dict.
    __slots__ = ("game", "num_players", "seed", "options", "rng_seed", "_history", "_nhistory",
                 "_log", "_muted", "_legal")

    game: Game
    num_players: int
    seed: int
    options: dict[str, Any]
    rng_seed: int

    # -- construction (called by Game) ----------------------------------------------------

    def _init_base(self, game: Game, players: int, seed: int, options: dict[str, Any]) -> None:
        self.game = game
        self.num_players = players
        self.seed = seed
        self.options = options
        self.rng_seed = seed
        self._history: tuple | None = None
        self._nhistory = 0
        self._log: tuple | None = None
        self._muted = False
        self._legal: list[int] | None = None

    def _setup(self) -> None:
        """Set the game up (chance from `self.rng_seed`) and run to the first decision."""
        raise NotImplementedError

    # -- game hooks --------------------------------------------------------------------

    def _legal_actions(self) -> list[int]:
        """Sorted legal action ids of the current decision; [] when terminal."""
        raise NotImplementedError

    def _apply(self, action: int) -> None:
        """Apply a legal action and run the automatic steps up to the next decision."""
        raise NotImplementedError

    def _copy_mutable(self, new: State) -> None:
        """Give `new` (a shallow copy of self: the base fields, and the instance dict copied
        if the class has one) its own copies of every mutable field; a game whose fields are
        `__slots__` (Caylus, Tzolk'in) sets every one of them here."""
        raise NotImplementedError

    def _state_dict(self) -> dict[str, Any]:
        """The game's own fields as a JSON-ready dict (the 'state' of `to_dict`)."""
        raise NotImplementedError

    def _load_state(self, d: dict[str, Any]) -> None:
        """Set the game's own fields from `_state_dict` output; raise BadState naming fields."""
        raise NotImplementedError

    # -- the protocol: questions -------------------------------------------------------

    def current_player(self) -> int:
        raise NotImplementedError

    def is_terminal(self) -> bool:
        raise NotImplementedError

    def scores(self) -> list[int]:
        raise NotImplementedError

    def winners(self) -> list[int]:
        raise NotImplementedError

    def automa_scores(self) -> dict[str, int]:
        """Scores of automatic opponents that are not seats (solo bots), by name; {} if none."""
        return {}

    def returns(self) -> list[float]:
        """1 for a win, 0 for a loss, a tie split among the winners; 0s before the end."""
        out = [0.0] * self.num_players
        if self.is_terminal():
            won = self.winners()
            for seat in won:
                out[seat] = 1.0 / len(won)
        return out

    def legal_actions(self) -> list[int]:
        """Sorted ids of the legal actions. The list is shared: do not mutate it."""
        legal = self._legal
        if legal is None:
            legal = self._legal = self._legal_actions()
        return legal

    def history(self) -> list[int]:
        """The actions applied since `new_game`, in order."""
        return unchain(self._history)

    def move_number(self) -> int:
        """How many actions have been applied."""
        return self._nhistory

    def log(self) -> list[str]:
        """What the automatic steps did (scoring, income, the Teotibot's turns), oldest first."""
        chain = self._log
        lines = unchain(chain)
        if any(type(line) is tuple for line in lines):  # lines of `_say`: made once, kept
            lines = [_made_line(line) if type(line) is tuple else line for line in lines]
            if self._log is chain:  # (unless a line was added meanwhile)
                self._log = history_chain(lines)
        return lines

    def _note(self, line: str) -> None:
        """Log a line made already (a `Message`, or a str); `_say` defers the making."""
        if not self._muted:
            self._log = (line, self._log)

    def _say(self, template: str, /, **args: Any) -> None:
        """Log `tr(template, **args)`. The `Message` is made when the log is read: most
        lines are never read in play (bots, self-play) and none in search copies. An
        argument that is a message itself may be a `Later` (made with the line)."""
        if not self._muted:
            self._log = ((template, args), self._log)

    def _say_n(self, singular: str, plural: str, n: int, /, **args: Any) -> None:
        """Log `ntr(singular, plural, n, **args)`, made when read (see `_say`)."""
        if not self._muted:
            self._log = ((singular, {"n": n, **args}, plural, n), self._log)

    def _say_now(self, template: str, /, **args: Any) -> None:
        """Log `tr(template, **args)` worded in the language of this moment, as a `Message`
        made now would be (a bot's move made on a server thread in English reads in English,
        and in Greek through `translate`), but made when read, like a `_say` line; its `Later`
        arguments are made in that language too."""
        if not self._muted:
            self._log = ((template, args, current_language()), self._log)

    def _say_with(self, make: Callable[..., Message], /, *args: Any) -> None:
        """Log `make(*args)`, called when the log is read: `args` are values taken now (ints,
        names, tuples; never the state, which changes). `make` words the line as a `_say`
        line is worded, in the reader's language; a part that a message made now would have
        worded in this moment's language takes it as an argument (`i18n.in_language`)."""
        if not self._muted:
            self._log = ((make, args), self._log)

    def _say_now_with(self, make: Callable[..., Message], /, *args: Any) -> None:
        """Log `make(*args)` made when read in the language of this moment, as `_note` of a
        message made now would show it (see `_say_now`, `_say_with`)."""
        if not self._muted:
            self._log = ((make, args, current_language()), self._log)

    def mute_log(self) -> None:
        """Record no more log lines, in this state and its clones: for the copies a search
        plays on, whose log nobody reads (the rules never read it, so play is the same).
        A game may skip making what only a log line would say when `self._muted`."""
        self._muted = True

    # -- the protocol: actions ---------------------------------------------------------

    def apply(self, action: int) -> None:
        """Advance the state by one decision. `IllegalAction` (state unchanged) if not legal."""
        legal = self._legal
        if legal is None:
            legal = self._legal = self._legal_actions()
        if action not in legal or type(action) is not int:
            raise IllegalAction(self._illegal_message(action, legal))
        self._legal = None
        self._history = (action, self._history)
        self._nhistory += 1
        self._apply(action)

    def _illegal_message(self, action: Any, legal: list[int]) -> str:
        if not legal:
            return f"{self.game.name}: action {action!r} is not legal: the game is over"
        if isinstance(action, str):
            return (
                f"{self.game.name}: apply takes an action id, got the string {action!r}; "
                f"use str_to_action first. Legal now: {self._legal_listing(legal)}"
            )
        size = self.game.num_distinct_actions(self.num_players)
        if type(action) is int and 0 <= action < size:
            what = f"action {action} ({self.action_to_str(action)}) is not legal now"
        else:
            what = f"action {action!r} is not an action id (ids are 0..{size - 1})"
        return f"{self.game.name}: {what}; {self.prompt()} Legal: {self._legal_listing(legal)}"

    def _legal_listing(self, legal: list[int]) -> str:
        return listing([f"{a} {self.action_to_str(a)}" for a in legal])

    def action_to_str(self, action: int) -> str:
        raise NotImplementedError

    def action_to_str_for(self, action: int, viewer: int | None) -> str:
        """How the seat to move's `action` reads to `viewer` (None: to every seat).

        The same as `action_to_str` unless the action is a hidden choice (a card kept in a
        draft): games override this to describe such actions without the secret.
        """
        return self.action_to_str(action)

    def str_to_action(self, text: str) -> int:
        """The legal action whose notation is `text` (case and spacing ignored).

        `BadNotation` names the text and the legal notations. Games may override this to parse
        notation outside the current decision too.
        """
        key = " ".join(str(text).lower().split())
        legal = self.legal_actions()
        for a in legal:
            if self.action_to_str(a).lower() == key:
                return a
        if not legal:
            raise BadNotation(f"{self.game.name}: {text!r}: no action is legal, the game is over")
        shown = listing([self.action_to_str(a) for a in legal])
        raise BadNotation(f"{self.game.name}: {text!r} is not a legal move now; legal: {shown}")

    def prompt(self) -> str:
        raise NotImplementedError

    # -- the protocol: copies and views ------------------------------------------------

    def clone(self) -> State:
        """An independent copy: mutations of either never reach the other."""
        cls = type(self)
        new = cls.__new__(cls)
        new.game, new.num_players, new.seed, new.options = (
            self.game, self.num_players, self.seed, self.options)
        new.rng_seed, new._history, new._nhistory = self.rng_seed, self._history, self._nhistory
        new._log, new._muted, new._legal = self._log, self._muted, self._legal
        fields = getattr(self, "__dict__", None)  # the game's own fields, unless slots
        if fields:  # (update: a compiled extension type's `__dict__` cannot be assigned)
            getattr(new, "__dict__").update(fields)  # noqa: B009 (Cython refuses `new.__dict__`)
        self._copy_mutable(new)
        return new

    def __deepcopy__(self, memo: dict) -> State:
        """`copy.deepcopy` (used by libraries such as OpenSpiel) is `clone()`: cheap and exact."""
        return self.clone()

    def determinize(self, player: int, rng: Any) -> State:
        """A copy with what `player` cannot see resampled; games with no hidden info: a clone."""
        self.check_seat(player, allow_none=False)
        return self.clone()

    def observation(self, player: int | None) -> dict[str, Any]:
        """What seat `player` may see, JSON-ready; `None`: the public view (spectators).

        A seat outside 0..players-1 raises `BadSeat` (use `check_seat`).
        """
        raise NotImplementedError

    def public_observation(self) -> dict[str, Any]:
        """What every seat sees: the spectators' view (`observation(None)`)."""
        return self.observation(None)

    def check_seat(self, player: Any, allow_none: bool = True) -> None:
        """`BadSeat` unless `player` is a seat of this game (or None, where a public view is meant)."""
        if player is None and allow_none:
            return
        if type(player) is not int or not 0 <= player < self.num_players:
            allowed = f"0..{self.num_players - 1}" + (" or None" if allow_none else "")
            raise BadSeat(f"{self.game.name}: seat {player!r} is not a seat of this game; allowed: {allowed}")

    def observation_tensor(self, player: int) -> list[float]:
        """A fixed-length numeric encoding of `observation(player)` (length: `game.observation_shape`).

        Built from `observation(player)` only, so it hides what the observation hides; the
        layout (which slice is what) is `game.layout(players).describe()`.
        """
        self.check_seat(player, allow_none=False)
        out = [0.0] * self.game.layout(self.num_players).size
        self.write_observation_tensor(player, out)
        return out

    def write_observation_tensor(self, player: int, out: Any) -> None:
        """Write `observation_tensor(player)` into `out`: zero-filled, of the layout's size, any
        mutable sequence of floats (a list, an `array.array("f")` numpy can view without copy).

        The hot path of learners: the seat is not checked. The default encodes
        `observation(player)` with the layout; games override it with a direct encoder from
        their fields that writes exactly the same numbers (`Game.tensor_encoder`, tested
        against this reference).
        """
        self.game.encoder(self.num_players)(self, player, out)

    def action_mask(self) -> list[int]:
        """1 for each legal action id, 0 elsewhere, over `game.num_distinct_actions(players)`."""
        mask = [0] * self.game.num_distinct_actions(self.num_players)
        for a in self.legal_actions():
            mask[a] = 1
        return mask

    def evaluate(self) -> list[float]:
        """Each seat's estimated value in [0, 1] from this position (for bots; TAG's heuristic score).

        At the end it is `returns()` (solo against an automa, a game may blend in the final
        margin, above 0.5 exactly for a win, so that search still sees the points of a lost
        game). Games override this with their own accounting (points,
        plus what resources, workers, buildings and tracks are worth), weights kept in the game
        package. The default is each seat's share of the points scored so far.
        """
        if self.is_terminal():
            return self.returns()
        points = [max(0, v) for v in self.scores()]
        total = sum(points)
        n = self.num_players
        if total == 0:
            return [1.0 / max(n, 2)] * n
        return [p / total for p in points]

    def score_breakdown(self) -> list[dict[str, int]]:
        """Per seat, the points by category (as the rulebook's final scoring counts them).

        The values of each seat sum to its `scores()` entry; the end-of-game screens show it.
        """
        return [{"points": v} for v in self.scores()]

    def seat_name(self, seat: int) -> str:
        """The colour name of `seat` (e.g. "Red"), or "Seat N" if the game names none."""
        colors = self.game.seat_colors
        return colors[seat] if 0 <= seat < len(colors) else f"Seat {seat}"

    def narrate(self, action: int, viewer: int | None = None) -> str:
        """The seat to move's `action` told in words for `viewer` (e.g. "places a worker on the
        Peddler"), without what `viewer` may not see. Default: `action_to_str_for`."""
        return self.action_to_str_for(action, viewer)

    def to_dict(self) -> dict[str, Any]:
        """The full state, JSON-ready; `game.from_dict` rebuilds it exactly."""
        return {
            "game": self.game.name,
            "players": self.num_players,
            "seed": self.seed,
            "options": dict(self.options),
            "history": self.history(),
            "log": [translate(line, "en") for line in self.log()],  # the same in any language
            "state": self._state_dict(),
        }

    def render(self, player: int | None = None, section: str | None = None) -> str:
        """A readable text view for terminals, as seat `player` sees it (None: the public view).

        `section=None` is the compact board that fits a 100x30 terminal; "full" is every
        section; other names are those of `render_sections()`.
        """
        return json.dumps(self.observation(player), indent=1)

    def render_sections(self) -> list[str]:
        """The names `render(player, section)` accepts besides None and "full"."""
        return []

    def invariant_errors(self) -> list[str]:
        """Broken invariants of this position (negative stocks, pieces not conserved, …).

        Each game lists its own; `tests/test_all_games.py` calls this after every step.
        """
        return []

    def touch(self) -> None:
        """Forget the cached legal actions: call after editing fields of a built position."""
        self._legal = None

    def __repr__(self) -> str:
        return f"<{self.game.name} state, {self.num_players} players, move {self._nhistory}>"

