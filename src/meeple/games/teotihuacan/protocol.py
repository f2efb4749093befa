"""Teotihuacan, the protocol around the rules: notation and prompts, views (observation,
render, determinize) and persistence: a mixin of `TeotihuacanState` (state.py), split off by
concern."""

from __future__ import annotations

from typing import Any

from meeple.core import BadNotation, BadOption, BadState, IllegalAction
from meeple.core.game import State
from meeple.core.i18n import N_, join, tr
from meeple.core.rng import shuffle
from meeple.core.tensor import decision_of
from meeple.games.teotihuacan import data as D
from meeple.games.teotihuacan import evaluate as E
from meeple.games.teotihuacan import narrate as N
from meeple.games.teotihuacan import teotibot as T
from meeple.games.teotihuacan import validate
from meeple.games.teotihuacan import view as V
from meeple.games.teotihuacan.actions import (
    ASCEND_NAMES,
    NUM_ACTIONS,
    UNLOCK_PAY,
    WOPT_NAMES,
    decode,
)
from meeple.games.teotihuacan.data import (
    ASCEND_TITLES,
    BOARD_NAMES,
    BOARD_TITLES,
    BOT_TILES,
    DECO_SIDE_NAMES,
    DECORATION_TILES,
    DISCOVERY_NAMES,
    ICON_CHARS,
    POSITIONS,
    PYRAMID_TILES,
    R_WOOD_STONE,
    RES_NAMES,
    ROYAL_NAMES,
    ROYAL_SPACES,
    SALARY_PENALTY,
    ST_DISCOVERY,
    START_TILES,
    STARTING_TILES,
    STARTING_TILES_DEALT,
    STARTING_TILES_KEPT,
    TECH_NAMES,
    TEMPLE_NAMES,
    UNLOCK_COST,
)
from meeple.games.teotihuacan.frames import (
    A_END_TURN,
    ANY_BOARD,
    F_ACTION,
    F_ASCEND,
    F_CLAIM,
    F_DECO_SPACE,
    F_DECO_TILE,
    F_DEST,
    F_DISCOUNT,
    F_DOUBLE,
    F_DRAFT,
    F_EXTRA,
    F_FREE,
    F_KEEP,
    F_NOBLE_ROW,
    F_ORDER,
    F_PAUSE,
    F_PLACE,
    F_POWER,
    F_PYR_POS,
    F_PYR_ROT,
    F_PYR_TILE,
    F_REPEAT,
    F_RES,
    F_SALARY,
    F_TECH,
    F_TEMPLE,
    F_TURN,
    F_TURN_END,
    F_WOPT,
    IN_HAND,
    MIDTURN,
    SRC_AVENUE,
    TEMPLE_PAID,
)


class Protocol(State):
    """Notation, prompts, views and persistence.

    The first base of `TeotihuacanState` (its mixins are one chain: `ThreeActions` <-
    `Progress` <- `Eclipses` <- this <- `State`, the order of the former bases), so it holds
    the state's fields (described in state.py) as slots: in the compiled build they are the C
    fields of an extension type (protocol.pxd), read and written without the instance dict.
    The solo fields (`_SOLO_FIELDS` but `nobles_right`) stay unset with 2-4 players."""

    __slots__ = ("anytime_held", "apyr", "avenue", "avenue_tiles", "bonuses", "bot", "bot_diff",
                 "buildings", "cocoa", "completed", "countdown", "dark", "deco", "deco_display",
                 "deco_stack", "dirs", "disc", "disc_stack", "discard", "draft", "eclipses",
                 "final", "grid", "light", "major", "ncol", "nobles", "nobles_right", "nplay",
                 "over", "ptrack", "pyr", "pyr_display", "pyr_stack", "res", "ring", "roll",
                 "royals", "slots", "stack", "start_draws", "start_pool", "start_tiles",
                 "tech_display", "tech_ids", "tech_owners", "techs", "temple", "turn", "used",
                 "vp", "vpby", "wboard", "where", "wlock", "worship", "wpower")

    # -- protocol: notation and prompts ----------------------------------------------------------

    def _die(self, w: int) -> str:
        board = self.wboard[w]
        where = BOARD_NAMES[board] if board > 0 else "hand"
        return f"{where} {self.wpower[w]}"

    def action_to_str_for(self, action: int, viewer: int | None) -> str:
        """§2.3: the Starting tiles kept (of 4 dealt) stay secret until every seat has kept;
        in the draft (§7.1) the picks are open."""
        text = self.action_to_str(action)  # IllegalAction for what is not an action id
        if (self.stack and self.stack[-1][0] == F_KEEP and viewer != self.current_player()
                and decode(action)[0] == "starttile"):
            return "keep a Starting tile"
        return text

    def action_to_str(self, action: int) -> str:
        if type(action) is not int or not 0 <= action < NUM_ACTIONS:
            raise IllegalAction(f"teotihuacan: {action!r} is not an action id; ids are "
                                f"0..{NUM_ACTIONS - 1}")
        kind, arg = decode(action)
        seat = self.current_player()
        seat = max(seat, 0)
        if kind in ("move", "moveany", "double", "power"):
            return f"{kind if kind != 'power' else 'up'} {self._die(4 * seat + arg)}"
        if kind in ("dest", "place"):
            return f"{'to' if kind == 'dest' else 'place'} {BOARD_NAMES[arg + 1]}"
        if kind == "use":
            return f"use {DISCOVERY_NAMES[arg]}"
        if kind == "claim":
            return f"claim {DISCOVERY_NAMES[arg]}"
        if kind == "worship":
            if arg < ROYAL_SPACES:
                return f"worship {ROYAL_NAMES[self.royals[arg]]}"
            return "worship"
        if kind == "res":
            return RES_NAMES[arg]
        if kind == "temple":
            return TEMPLE_NAMES[arg]
        if kind == "ascend":
            return ASCEND_NAMES[arg]
        if kind == "wopt":
            return WOPT_NAMES[arg]
        if kind == "salary":
            return f"pay {arg}"
        if kind == "tech":
            return f"tech {TECH_NAMES[self.tech_display[arg]]}"
        if kind == "noblerow":
            return ("top", "middle", "bottom")[arg] + " row"
        if kind == "decotile":
            tile = self.deco_display[arg]
            icons = "".join(ICON_CHARS[i] for i in DECORATION_TILES[tile]) if tile >= 0 else ""
            return f"decoration {icons}"
        if kind == "decospace":
            return f"space {DECO_SIDE_NAMES[arg // 4]} {arg % 4 + 1}"
        if kind == "pyrtile":
            tile = self.pyr_display[arg]
            icons = "".join(ICON_CHARS[i] for i in PYRAMID_TILES[tile]) if tile >= 0 else ""
            return f"tile {arg + 1} {icons}"
        if kind == "pyrpos":
            level, i, j, _, _ = POSITIONS[arg]
            return f"at {level + 1}:{i + 1}{j + 1}"
        if kind == "rotate":
            return f"rotate {arg}"
        if kind == "discount":
            return ("save stone", "save wood")[arg]
        if kind == "repeat":
            return f"{arg} times"
        if kind == "starttile":
            return f"start S{arg + 1}"
        if kind == "free":
            return ("pay cocoa", "free tile")[arg]
        if kind == "extra":
            return ("no extra", "extra worker")[arg]
        if kind == "order":
            return ("effect first", "tile first")[arg]
        return _FIXED_NOTATION[kind]

    def narrate(self, action: int, viewer: int | None = None) -> str:
        return N.narrate(self, action, viewer)

    def score_breakdown(self) -> list[dict[str, int]]:
        return N.score_breakdown(self)

    def evaluate(self) -> list[float]:
        return E.evaluate(self)

    def str_to_action(self, text: str) -> int:
        """The legal action whose notation is `text` (case and spacing ignored); a text that
        names two legal actions raises `BadNotation` listing them."""
        if not isinstance(text, str):
            raise BadNotation(f"teotihuacan: notation must be a string, got {type(text).__name__}")
        key = " ".join(text.lower().split())
        found = [a for a in self.legal_actions() if self.action_to_str(a).lower() == key]
        if len(found) > 1:
            shown = ", ".join(f"{a} ({self.narrate(a)})" for a in found)
            raise BadNotation(f"teotihuacan: {text!r} is ambiguous: it names actions {shown}")
        return super().str_to_action(text)

    def prompt(self) -> str:
        if not self.stack:
            return tr("The game is over.")
        text = self._prompt(self.stack[-1])
        frame = self.stack[-1]
        if frame[0] in MIDTURN and frame[0] != F_PAUSE and self.stack[0][0] == A_END_TURN:
            extra = self._anytime(frame[1])
            parts = ([tr("use a Discovery tile")] if extra and extra[-1] != UNLOCK_PAY
                     else []) + ([tr("unlock pay ({n} cocoa)", n=UNLOCK_COST)]
                                 if UNLOCK_PAY in extra else [])
            if parts:
                text = tr("{text} You may first {parts}.", text=text,
                          parts=join(parts, N_(" or ")))
        return text

    def _prompt(self, frame: tuple) -> str:
        """The question of `frame`, after the name of the seat that answers it."""
        return tr("{who}: {what}", who=self.seat_name(frame[1]), what=self._question(frame))

    def _question(self, frame: tuple) -> str:
        seat = frame[1]
        kind = frame[0]
        if kind == F_RES:
            mode, left = frame[3], frame[2]
            if mode == 0:
                return tr("gain a resource ({left} left).", left=left)
            if mode == 1:
                return tr("pay a resource for 2 cocoa, or stop ({left} left).", left=left)
            return tr("pay 1 cocoa + a resource for {n} resources of your choice, or stop "
                      "({left} left).", n=frame[4], left=left)
        if kind == F_TEMPLE:
            if frame[3] == TEMPLE_PAID:
                return tr("advance on a temple for 1 cocoa, or stop ({left} left).",
                          left=frame[2])
            return tr("advance on a temple ({left} left).", left=frame[2])
        if kind == F_CLAIM:
            source = frame[2]
            where = (N_("the blue temple"), N_("the red temple"), N_("the green temple"),
                     N_("the green temple"), N_("the Avenue"), N_("the Avenue"),
                     N_("the Avenue"), N_("your Starting tile"))[source]
            reward = (frame[4], frame[5]) if source < SRC_AVENUE else None
            return V.claim_prompt(self, where, reward)
        if kind == F_SALARY:
            return tr("Eclipse salary {n} cocoa; pay some (−{vp} VP per unpaid cocoa).",
                      n=frame[2], vp=SALARY_PENALTY)
        if kind == F_POWER:
            return self._power_question(frame)
        if kind in (F_TURN, F_TURN_END):
            return V.turn_prompt(self, seat, self.legal_actions())
        if kind == F_ACTION:
            return V.action_prompt(self, frame, self.legal_actions())
        if kind == F_WOPT:
            return V.worship_prompt(self, frame, self.legal_actions())
        if kind == F_PYR_ROT:
            tile = self.pyr_display[frame[5]]
            return V.rotation_prompt(self, tile, frame[6], frame[7:9])
        if kind == F_DECO_SPACE:
            return V.decoration_prompt(self, frame[3], self._deco_spaces())
        if kind == F_REPEAT:
            if frame[2] == R_WOOD_STONE:
                return tr("Royal tile: trade 1 cocoa for 1 wood + 1 stone how many times "
                          "(up to {n})?", n=frame[3])
            return tr("Royal tile: trade 1 cocoa for 1 gold + 1 stone how many times "
                      "(up to {n})?", n=frame[3])
        if kind == F_PLACE:
            hand = self._hand(seat)
            power = self.wpower[hand[0]] if hand else 1
            return tr("place your starting die of power {n} on a board shown on your "
                      "Starting tiles.", n=power)
        if kind == F_ASCEND:
            return tr("Ascension reward: {rewards} (your 4th die, if it still waits).",
                      rewards=join(ASCEND_TITLES))
        if kind == F_KEEP:
            return tr("keep a Starting tile (you keep {kept} of {dealt}).",
                      kept=STARTING_TILES_KEPT, dealt=STARTING_TILES_DEALT)
        return tr(_PROMPTS[kind])

    def _power_question(self, frame: tuple) -> str:
        board = frame[2]
        if board == IN_HAND:
            where = tr("a starting die")
        elif board == ANY_BOARD:
            where = tr("an unlocked die")
        else:
            where = tr("a die on the {board}", board=BOARD_TITLES[board])
        if frame[3]:
            return tr("power up {die}.", die=where)
        if frame[4]:
            return tr("power up {die} (optional).", die=where)
        return tr("power up {die} (extra power-up Technology: 1 cocoa, optional).", die=where)

    # -- protocol: views -------------------------------------------------------------------------

    def observation(self, player: int | None) -> dict[str, Any]:
        """Everything public, plus what the seat alone sees during setup (`_setup_sight`);
        None: the public view (spectators). The Discovery, Pyramid and Decoration stacks are
        hidden (their sizes are shown)."""
        self.check_seat(player)
        d = self._state_dict()
        d["disc_stack"] = len(self.disc_stack)
        d["pyr_stack"] = len(self.pyr_stack)
        d["deco_stack"] = len(self.deco_stack)
        d["rng_seed"] = None
        d["start_pool"] = len(self.start_pool)  # face down (in the draft: the undisplayed)
        seen, open_hands = self._setup_sight(player)
        hands: list[Any] = []
        public = set()
        for seat in range(self.num_players):
            if seat == player or open_hands:
                hands.append(list(self.start_tiles[seat]))
                public.update(_unmarked(t) for t in self.start_tiles[seat])
            else:
                hands.append(len(self.start_tiles[seat]))
        d["start_tiles"] = hands
        # A drawn tile beside a known Starting tile shows only that it is there.
        d["start_draws"] = [k if t in seen else ((-1 if k < 0 else None) if t in public else None)
                            for t, k in enumerate(self.start_draws)]
        d["stack"] = [list(f[:2]) for f in self.stack[-1:]]
        d["decision"] = decision_of(self.stack, player)  # the seat's own pending choices
        d["player"] = player
        if self.bot >= 0:
            d["teotibot"] = T.summary(self)
        return d

    def _setup_sight(self, player: int | None) -> tuple[set[int], bool]:
        """What a seat sees of the Starting tiles during setup (§2.3 step 7, §7.1): the
        tiles whose drawn Discovery tile it sees (its own hand; in the draft every tile, as
        the display and its draws are face up), and whether the other hands are open (the
        draft; or once every seat has kept its 2 tiles, which it then resolves openly)."""
        if self.options["start_draft"]:
            seen = set(self.draft)
            for hand in self.start_tiles:
                seen.update(hand)
            return seen, True
        seen = {_unmarked(t) for t in self.start_tiles[player]} if player is not None else set()
        done = all(len(h) == STARTING_TILES_KEPT and min(h) >= 0 for h in self.start_tiles)
        return seen, done

    def render(self, player: int | None = None, section: str | None = None) -> str:
        self.check_seat(player)
        return V.render(self, player, section)

    def render_sections(self) -> list[str]:
        return V.sections(self)

    def determinize(self, player: int, rng: Any) -> State:
        """A clone with what `player` cannot see resampled consistently: the order of the
        three draw stacks, the chance seed (future neutral moves, the Teotibot's rolls), and
        during setup the other seats' hidden Starting tiles and the Discovery tiles drawn for
        them (`_redeal_start_tiles`), and which tiles were not dealt (the neutral dice come
        from them, §2.3 step 8; in the draft they are known: those not on the display)."""
        self.check_seat(player, allow_none=False)
        new = self.clone()
        if any(self.start_tiles):
            new.start_tiles = [list(h) for h in self.start_tiles]
            new.start_draws = list(self.start_draws)
            seen, open_hands = self._setup_sight(player)
            if not open_hands:
                new._redeal_start_tiles(player, rng)
            elif not self.options["start_draft"]:  # the tiles returned are not known
                held = {_unmarked(t) for h in new.start_tiles for t in h}
                free = [t for t in range(STARTING_TILES) if t not in held]
                rng.shuffle(free)
                new.start_pool = sorted(free[:len(self.start_pool)])
            hidden = [t for t in range(STARTING_TILES)
                      if new.start_draws[t] >= 0 and t not in seen]
            pool = sorted(new.disc_stack + [new.start_draws[t] for t in hidden])
            rng.shuffle(pool)
            for t in hidden:
                new.start_draws[t] = pool.pop()
            new.disc_stack = pool
        # each hidden pile in a canonical order first, so the copy depends only on what
        # `player` sees (the same generator gives the same world for states it cannot tell apart)
        for pile in (new.disc_stack, new.pyr_stack, new.deco_stack):
            pile.sort()
            shuffle(rng, pile)  # (rng.shuffle's draws and order, faster: once per iteration)
        new.rng_seed = rng.getrandbits(63)
        new._legal = None
        return new

    def _redeal_start_tiles(self, player: int, rng: Any, tries: int = 200) -> None:
        """Deal the other seats new hidden Starting tiles, as `player` could imagine them:
        the same hand sizes and keep marks, the same number of tiles holding a drawn
        Discovery tile per seat (the draws are seen happening); the tiles left over are the
        undealt ones. Their drawn tiles go back to the Discovery stack, to be redrawn by the
        caller. Keeps the hands if no deal fits."""
        mine = {_unmarked(t) for t in self.start_tiles[player]}
        others = [p for p in range(self.num_players) if p != player]
        pool = [t for t in range(STARTING_TILES) if t not in mine]
        for _ in range(tries):
            rng.shuffle(pool)
            deal = self._deal_hidden_hands(others, list(pool), rng)
            if deal is not None:
                break
        else:
            return
        hands, left = deal
        for p in others:
            for t in self.start_tiles[p]:
                tile = _unmarked(t)
                if self.start_draws[tile] >= 0:
                    self.disc_stack.append(self.start_draws[tile])
                    self.start_draws[tile] = -1
        self.disc_stack.sort()  # a canonical order: the draws must not tell hidden tiles
        rng.shuffle(self.disc_stack)
        for p, hand in hands.items():
            self.start_tiles[p] = hand
            for t in hand:
                if _DRAWS_A_TILE[_unmarked(t)]:
                    self.start_draws[_unmarked(t)] = self.disc_stack.pop()
        # (with `player` done keeping, its own 2 returned tiles are among `left`)
        self.start_pool = sorted(left[:len(self.start_pool)])

    def _deal_hidden_hands(self, others: list[int], left: list[int],
                           rng: Any) -> tuple[dict[int, list[int]], list[int]] | None:
        """One try of `_redeal_start_tiles`: each seat of `others` a hand from the shuffled
        `left`, like its own; the tiles left over. None if the tiles with (or without) a
        Discovery icon run short."""
        hands = {}
        for p in others:
            hand = self.start_tiles[p]
            # a seat done keeping holds its 2 kept tiles; 2 more were dealt and returned
            done = len(hand) == STARTING_TILES_KEPT and min(hand) >= 0
            want = sum(1 for t in hand if _DRAWS_A_TILE[_unmarked(t)])
            icons = [t for t in left if _DRAWS_A_TILE[t]][:want]
            plain = [t for t in left if not _DRAWS_A_TILE[t]][:len(hand) - want]
            if len(icons) < want or len(plain) < len(hand) - want:
                return None
            new_hand = icons + plain
            rng.shuffle(new_hand)
            for t in new_hand:
                left.remove(t)
            if done:
                left = left[STARTING_TILES_DEALT - STARTING_TILES_KEPT:]  # returned
                new_hand.sort()
            else:
                marks = sum(1 for t in hand if t < 0)
                new_hand = sorted([-1 - t for t in new_hand[:marks]] + new_hand[marks:])
            hands[p] = new_hand
        return hands, left

    # -- protocol: persistence -------------------------------------------------------------------

    def _state_dict(self) -> dict[str, Any]:
        d = {name: getattr(self, name) for name in _LIST_FIELDS}
        d.update({name: getattr(self, name) for name in _INT_FIELDS})
        d = {k: (list(v) if isinstance(v, list) else v) for k, v in d.items()}
        d["avenue_tiles"] = [list(p) for p in self.avenue_tiles]
        d["major"] = [list(p) for p in self.major]
        d["start_tiles"] = [list(t) for t in self.start_tiles]
        d["stack"] = [[list(x) if isinstance(x, tuple) else x for x in f] for f in self.stack]
        if self.bot >= 0:
            for name in _SOLO_FIELDS:
                d[name] = list(getattr(self, name))
        return d

    def _load_state(self, d: dict[str, Any]) -> None:
        for name in _LIST_FIELDS + ("avenue_tiles", "major", "start_tiles", "stack"):
            value = d.get(name)
            if not isinstance(value, list):
                raise BadState(f"field 'state.{name}': expected a list")
            if name in _LIST_FIELDS and not all(type(x) is int for x in value):
                raise BadState(f"field 'state.{name}': expected a list of ints")
            setattr(self, name, list(value))
        for name in _INT_FIELDS:
            value = d.get(name)
            if type(value) is not int and type(value) is not bool:
                raise BadState(f"field 'state.{name}': expected an int")
            setattr(self, name, value)
        for name in ("avenue_tiles", "major", "start_tiles"):
            if not all(isinstance(p, list) for p in getattr(self, name)):
                raise BadState(f"field 'state.{name}': expected a list of lists")
            setattr(self, name, [list(p) for p in getattr(self, name)])
        frames = []
        for f in self.stack:
            if not isinstance(f, list) or not f or type(f[0]) is not int:
                raise BadState("field 'state.stack': frames are non-empty lists of ints")
            frames.append(tuple(tuple(x) if isinstance(x, list) else x for x in f))
        self.stack = frames
        try:
            self._set_colours()
        except BadOption as e:
            raise BadState(f"field 'options': {e}") from None
        self.nobles_right = [0, 0, 0]
        if self.bot >= 0:
            for name in _SOLO_FIELDS:
                value = d.get(name)
                if not isinstance(value, list) or not all(type(x) is int for x in value):
                    raise BadState(f"field 'state.{name}': expected a list of ints")
                setattr(self, name, list(value))
            if sorted(self.apyr) != list(range(BOT_TILES)) or len(self.dirs) != 2:
                raise BadState("field 'state.apyr': expected the 7 Action tiles")
        n = self.nplay
        if len(self.cocoa) != n or len(self.res) != 3 * n or len(self.wboard) != 4 * self.ncol:
            raise BadState("field 'state.cocoa': sizes do not match the player count")
        self.where = [0] * 9
        for position, board in enumerate(self.ring):
            if type(board) is int and 0 <= board < len(self.where):
                self.where[board] = position
        self.anytime_held = self._anytime_counts()
        validate.check_loaded(self)

    def touch(self) -> None:
        super().touch()
        self.anytime_held = self._anytime_counts()

    def _anytime_counts(self) -> list[int]:
        """Each colour's anytime Discovery tiles held, counted in `disc` (`anytime_held`,
        kept up to date by `_claim` and `_use_discovery`, so that the turn asks one int, not
        a 10-item slice, whether the seat holds any)."""
        kinds, first, count = D.DISCOVERY_KINDS, D.ANYTIME_FIRST, D.ANYTIME_COUNT
        return [sum(self.disc[kinds * p + first:kinds * p + first + count])
                for p in range(self.nplay)]


def _unmarked(t: int) -> int:
    """A Starting tile of a hand, whether or not it bears the keep mark (−1 − tile)."""
    return t if t >= 0 else -1 - t


# Starting tiles that come with a drawn Discovery tile (§6.A.5).
_DRAWS_A_TILE = tuple(bool(info[ST_DISCOVERY]) for info in START_TILES)


_FIXED_NOTATION = {
    "unlockfree": "unlock free", "unlockpay": "unlock pay", "endturn": "end turn",
    "nodouble": "single", "collect": "collect", "main": "main", "resstop": "stop",
    "templestop": "stop", "decline": "decline", "powerskip": "skip",
    "salaryfree": "free tile", "pyrstop": "stop", "continue": "continue",
    "fullprice": "pay full",
}
# The prompts with nothing to show from the position (`_prompt` words the others itself).
_PROMPTS = {
    F_DOUBLE: N_("move a second die along (double-move tile), or single?"),
    F_DEST: N_("choose the destination board."),
    F_FREE: N_("pay the cocoa, or use a free-cocoa Discovery tile?"),
    F_EXTRA: N_("use the extra-worker Discovery tile for this Main Action?"),
    F_TECH: N_("Alchemy: choose a Technology."),
    F_NOBLE_ROW: N_("Nobles: choose the building row."),
    F_DECO_TILE: N_("Decorations: choose a Decoration tile."),
    F_PYR_TILE: N_("Construction: choose a Pyramid tile, or stop."),
    F_PYR_POS: N_("Construction: choose the pyramid square: at L:RC = level L, row R, "
                  "column C (see the pyramid section's map)."),
    F_DISCOUNT: N_("Construction: save one stone or one wood (the Construction discount)."),
    F_DRAFT: N_("draft a Starting tile."),
    F_ORDER: N_("worship both: the effect first, or the Discovery tile first?"),
    F_PAUSE: N_("use Discovery tiles now, or continue."),
}
_LIST_FIELDS = (
    "wboard", "wpower", "wlock", "worship", "cocoa", "vp", "vpby", "res", "temple", "avenue", "ptrack",
    "disc", "used", "techs", "tech_ids", "tech_owners", "nobles", "grid", "pyr", "deco", "ring", "royals",
    "tech_display", "bonuses", "deco_stack", "deco_display", "pyr_stack", "pyr_display",
    "disc_stack", "slots", "start_draws", "draft", "start_pool",
)
# Solo only (stored when players=1): the action pyramid (6 slots, then the spare), the
# Direction tiles (top, bottom), the last roll, the Nobles spaces the Teotibot filled from the
# right, the Discovery tiles its Worship discarded.
_SOLO_FIELDS = ("apyr", "dirs", "roll", "nobles_right", "discard")
_INT_FIELDS = (
    "ncol", "light", "dark", "eclipses", "countdown", "final", "completed", "buildings", "turn",
    "over", "rng_seed",
)
