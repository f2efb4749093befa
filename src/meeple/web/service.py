"""The game service: games in the database, replayed into `State`s cached in memory.

Everything the routes do goes through `GameService`, so storage, locking and notification
stay in one place:

- a game row is loaded once per process and replayed from its record into a `Live` game
  (idle games beyond `max_games` are dropped, and reloaded on their next request: `cache`);
- a move is applied under the game's lock to a clone, committed to the database, and only
  then made the game's state and answered (a failed commit changes nothing);
- every change bumps the row's `version`, checked in the UPDATE (`WHERE version = :v`): two
  processes on one PostgreSQL database cannot both commit a move on the same position, the
  loser gets 409. With PostgreSQL each request first checks the row's version and reloads a
  game another process changed, and commits `NOTIFY meeple_game` so the other processes'
  listeners (`meeple.web.notify`) reload it and push views to their WebSockets;
- listeners (the WebSocket routes) are told after every change, from any thread;
- bot seats move in a worker pool; a bot's result is dropped if the game changed meanwhile.

Online games (`mode="online"`) follow `meeple.web.online`: strict access (403), BGA's undo
rule, the creator's seat actions and the optional per-move clock.
"""

from __future__ import annotations

import contextlib
import hashlib
import hmac
import json
import logging
import random
import secrets
import threading
import uuid
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from typing import Any

from sqlalchemy import select, update
from sqlalchemy import text as sql

import meeple
from meeple.core import MeepleError, State, record
from meeple.core.i18n import current_language
from meeple.web import online, rows, views
from meeple.web.cache import GameCache
from meeple.web.db import GameRow, SeatRow, default_url, make_engine, migrate, now, sessions
from meeple.web.errors import BadRequest, Conflict, Forbidden, NotFound, Unauthorized, WebError
from meeple.web.options import check_options
from meeple.web.payload import Payload
from meeple.web.replays import Replays
from meeple.web.seats import HUMAN, MAX_SECONDS, check_seat_spec, hint_spec, make_bot

log = logging.getLogger("meeple.web")

MAX_SEED = 2**63 - 1
UPLOAD = "upload"  # a game made from an uploaded record: watch only, no seat moves


def hash_token(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


def new_token() -> str:
    """A secret of 192 random bits, URL-safe (32 characters)."""
    return secrets.token_urlsafe(24)


@dataclass
class Entry:
    """One applied action as each viewer reads it: index 0 the public, 1 + s seat s."""

    seat: int
    notation: str  # the full notation (the record's)
    texts: list[str]  # action_to_str_for per viewer
    narration: list[str]  # narrate per viewer
    log: list[str]  # what the automatic steps did right after it


@dataclass
class Live:
    """A game loaded in this process: its row's data, its state, and who is waiting on it."""

    id: str
    game: str
    players: int
    options: dict
    seed: int
    kind: str
    seats: list[str]
    token_hashes: list[str | None]
    state: State | None = None
    entries: list[Entry] = field(default_factory=list)
    setup_log: list[str] = field(default_factory=list)
    error: str | None = None  # why the row no longer replays
    version: int = 0
    """The row's version: bumped on every change and stored, so it increases across restarts
    and processes; pages drop views older than theirs, a bot's answer for an older one is dropped."""
    mode: str = online.HOTSEAT
    creator_hash: str | None = None
    clock: int | None = None  # seconds per move (online), or None
    deadline: float | None = None  # epoch seconds when the seat to move times out
    timer: Any = None  # the clock's scheduled call (`clock.Call`), or None
    timer_version: int = -1  # the version the running timer was started on
    notices: list[dict] = field(default_factory=list)  # the creator's seat changes, for the log
    views: dict = field(default_factory=dict)  # viewer -> (what it was built on, its Payload)
    thinking: int | None = None  # the bot seat whose move is being computed
    lock: threading.RLock = field(default_factory=threading.RLock)

    @property
    def actions(self) -> list[str]:
        return [e.notation for e in self.entries]

    def record(self) -> dict:
        return {
            "format": record.FORMAT, "game": self.game, "options": dict(self.options),
            "players": self.players, "seed": self.seed, "actions": self.actions,
            "meeple_version": meeple.__version__,
        }


def entry_for(state: State, action: int) -> Entry:
    """The entry of `action`, read on the state it is about to be applied to."""
    viewers = [None, *range(state.num_players)]
    return Entry(
        seat=state.current_player(),
        notation=state.action_to_str(action),
        texts=[state.action_to_str_for(action, v) for v in viewers],
        narration=[state.narrate(action, v) for v in viewers],
        log=[],
    )


def apply_logged(state: State, action: int, entry: Entry) -> None:
    """Apply `action` and note in `entry` the log lines its automatic steps added."""
    before = len(state.log())
    state.apply(action)
    entry.log = state.log()[before:]


def view_key(live: Live) -> tuple:
    """What a cached view was built on: it is reused while this is unchanged."""
    return (live.version, live.thinking, live.deadline, live.error, len(live.entries))


def replay(rec: dict, upto: int | None = None,
           quote: bool = False) -> tuple[State, list[Entry], list[str]]:
    """The state after a record's actions, each action's entry, and the set-up's log lines.
    An action that cannot be played is named by its number; `quote`: also by its text and the
    legal moves (for the record's own uploader only: they may name hidden cards)."""
    state = record.start(rec)
    setup_log = state.log()
    entries = []
    actions = rec["actions"] if upto is None else rec["actions"][:upto]
    for i, text in enumerate(actions):
        try:
            action = state.str_to_action(text)
        except MeepleError as e:
            if quote:
                raise meeple.BadRecord(f"action {i} {text!r} cannot be played: {e}") from None
            raise meeple.BadRecord(f"action {i} is not a legal move in its position") from None
        entry = entry_for(state, action)
        apply_logged(state, action, entry)
        entries.append(entry)
    return state, entries, setup_log


class GameService:
    """Games: create, load, view, move, undo, replay, records, bots and listeners."""

    def __init__(self, url: str | None = None, bot_workers: int = 2,
                 bot_max_seconds: float = MAX_SECONDS, max_games: int = 500) -> None:
        self.url = url or default_url()
        self.bot_max_seconds = bot_max_seconds  # every bot's hard cap per decision
        self.stop = threading.Event()  # set on close: every bot's search ends at once
        self.client_seeds = False  # True: online games may take a client's seed (tests only)
        self.engine = make_engine(self.url)
        migrate(self.engine)
        self.Session = sessions(self.engine)
        # SQLite has one writer at a time: queue writers here rather than in its busy handler,
        # which sleeps. Online play's PostgreSQL writes concurrently (a no-op lock there).
        self.shared = not self.url.startswith("sqlite")  # other processes may use the database
        self.write_lock = contextlib.nullcontext() if self.shared else threading.Lock()
        self.games: GameCache[Live] = GameCache(max_games, self._busy)  # idle ones dropped
        self.replays = Replays()
        self.games_lock = threading.Lock()
        self.pool = ThreadPoolExecutor(bot_workers, thread_name_prefix="meeple-bot")
        self.listeners: dict[str, set[Callable[[], None]]] = {}
        self.listeners_lock = threading.Lock()
        self.closed = False
        self.listener = None
        if self.shared:
            from meeple.web.notify import Listener

            self.listener = Listener(self)
            self.listener.start()

    # -- life cycle ------------------------------------------------------------------------

    def resume(self) -> int:
        """Load every ongoing game (so corrupt rows are found) and restart bots; how many loaded."""
        with self.Session() as session:
            ids = session.scalars(select(GameRow.id).where(GameRow.status == "ongoing")).all()
        for game_id in ids:
            try:
                self.schedule_bot(self.get(game_id))
            except Exception:  # never stop start-up for one game
                log.exception("game %s could not be resumed", game_id)
        return len(ids)

    def close(self) -> None:
        self.closed = True
        self.stop.set()
        if self.listener is not None:
            self.listener.stop()
        for live in list(self.games.values()):
            online.stop_clock(live)
        self.pool.shutdown(wait=True, cancel_futures=True)
        self.engine.dispose()

    # -- loading ---------------------------------------------------------------------------

    def get(self, game_id: str) -> Live:
        """The game `game_id`, loaded and replayed on first use; `NotFound` if there is none.
        With a shared database, a game another process changed is reloaded first."""
        live = self.games.get(game_id)
        if live is not None:
            if self.shared and self.refresh(live):
                self._changed(live)
            return live
        with self.games_lock:
            live = self.games.get(game_id)
            if live is None:
                live = self._load(game_id)
                self.games[game_id] = live
        return live

    def _busy(self, game_id: str, live: Live) -> bool:
        """Whether dropping `live` from memory could lose something: watched, thinking, timed
        or in use (a dropped game is reloaded from its row on its next request)."""
        if live.thinking is not None or live.timer is not None:
            return True
        with self.listeners_lock:
            if self.listeners.get(game_id):
                return True
        if not live.lock.acquire(blocking=False):
            return True
        live.lock.release()
        return False

    def _load(self, game_id: str) -> Live:
        """The row replayed into a `Live`; a damaged row (`rows.read`) or one that no longer
        replays becomes a corrupt game (`error` set), never an exception."""
        with self.Session() as session:
            raw = rows.read(session, game_id) if isinstance(game_id, str) else None
        if raw is None:
            raise NotFound(f"no game {game_id!r}")
        live = Live(
            id=raw.id, game=raw.game, players=raw.players, options=raw.options or {},
            seed=raw.seed, kind=raw.kind, seats=[s.spec for s in raw.seats],
            token_hashes=[s.token_hash for s in raw.seats], version=raw.version,
            mode=raw.mode, creator_hash=raw.creator_hash, clock=raw.clock, notices=raw.notices,
        )
        live.error = raw.problem
        if live.error is None:
            try:
                check_options(live.game, live.options)  # a row made before paths were refused
                live.state, live.entries, live.setup_log = replay(raw.record())
            except WebError as e:
                live.error = e.message
            except Exception as e:  # a row that no longer replays is shown as corrupt, never fatal
                live.error = rows.replay_problem(e)
        if live.error is not None:
            live.error = f"this game is corrupt: {live.error}"
            log.warning("game %s is corrupt: %s", game_id, live.error)
        return live

    def row_version(self, game_id: str) -> int | None:
        with self.Session() as session:
            return session.scalar(select(GameRow.version).where(GameRow.id == game_id))

    def refresh(self, live: Live, version: int | None = None) -> bool:
        """Reload `live` if its row is at a newer version (`version`, else read from the row),
        replaying only the new actions when the old ones are a prefix; True if it changed."""
        if version is None:
            version = self.row_version(live.id)
        if version is None or version <= live.version:
            return False
        with live.lock:
            with self.Session() as session:
                raw = rows.read(session, live.id)
            if raw is None or raw.version <= live.version:
                return False
            live.version, live.clock, live.notices = raw.version, raw.clock, raw.notices
            live.seats = [s.spec for s in raw.seats]
            live.token_hashes = [s.token_hash for s in raw.seats]
            try:
                self._catch_up(live, raw)
            except Exception as e:
                live.error = f"this game is corrupt: {raw.problem or rows.replay_problem(e)}"
        self.schedule_bot(live, local=False)
        return True

    @staticmethod
    def _catch_up(live: Live, raw: rows.RawGame) -> None:
        """Make `live` replay the row's actions: only the new ones when the old are a prefix."""
        if raw.problem:
            raise meeple.BadRecord(raw.problem)
        actions = raw.actions
        if live.error is None and actions[:len(live.entries)] == live.actions:
            state, entries = live.state.clone(), []
            for notation in actions[len(live.entries):]:
                action = state.str_to_action(notation)
                entries.append(entry_for(state, action))
                apply_logged(state, action, entries[-1])
            live.state = state
            live.entries = [*live.entries, *entries]
        else:
            live.state, live.entries, live.setup_log = replay(live.record() | {"actions": actions})
            live.error = None

    # -- viewers ---------------------------------------------------------------------------

    def viewer(self, live: Live, token: str | None) -> int | None:
        """The seat `token` belongs to, or None (spectator) without a token."""
        if not token:
            return None
        digest = hash_token(token)
        for seat, known in enumerate(live.token_hashes):
            if known and hmac.compare_digest(known, digest):
                return seat
        raise Forbidden("this token is not a seat of this game")

    def view(self, game_id: str, token: str | None) -> str:
        """The view of the token's seat (a spectator's without one), as JSON text."""
        live = self.get(game_id)
        seat = self.viewer(live, token)
        return self.view_text(live, seat)

    def view_for(self, game_id: str, seat: int | None, token: str | None = None) -> Payload:
        """The view of `seat`; with its `token`, `Forbidden` once the token is revoked."""
        live = self.get(game_id)
        with live.lock:
            if token is not None and self.viewer(live, token) != seat:
                raise Forbidden("this token is not a seat of this game")
            return self.payload(live, seat)

    @staticmethod
    def view_text(live: Live, seat: int | None, with_board: bool = True) -> str:
        """`views.build(live, seat)` as JSON (without its board if `with_board` is false)."""
        return GameService.payload(live, seat).text(with_board)

    @staticmethod
    def payload(live: Live, seat: int | None) -> Payload:
        """`views.build(live, seat)` as a `Payload`, built once per position for every viewer
        of that seat (the mover's answer and its push, every spectator)."""
        with live.lock:
            cached = GameService.cached_view(live, seat)
            if cached is not None:
                return cached
            key = view_key(live)
            built = Payload.of(views.build(live, seat))
            live.views[(seat, current_language())] = (key, built)  # a view per language
            return built

    @staticmethod
    def cached_view(live: Live, seat: int | None) -> Payload | None:
        """The view of `seat` if it is built already for the current position (call under the
        game's lock, or on the event loop after acquiring it without blocking)."""
        cached = live.views.get((seat, current_language()))
        return cached[1] if cached is not None and cached[0] == view_key(live) else None

    def replay_view(self, game_id: str, token: str | None, upto: int) -> str:
        """The viewer's view after the first `upto` actions (a step of a replay), as JSON text."""
        live = self.get(game_id)
        seat = self.viewer(live, token)
        with live.lock:
            self._require_playable(live)
            total = len(live.entries)
            rec, entries, setup_log = live.record(), live.entries, live.setup_log
        if type(upto) is not int or not 0 <= upto <= total:
            raise BadRequest(f"upto={upto!r} is not a step of this game; allowed: 0..{total}")
        key = (live.id, seat, upto, current_language())  # a view per language
        last = entries[upto - 1] if upto else None
        cached = self.replays.view(key, last)
        if cached is not None:
            return cached
        state = self.replays.state_at(live.id, rec, entries, upto)
        past = Live(id=live.id, game=live.game, players=live.players, options=live.options,
                    seed=live.seed, kind=live.kind, seats=live.seats, token_hashes=[],
                    state=state, entries=entries[:upto], setup_log=setup_log)
        out = views.build(past, seat, replay=True)
        out["replay"] = {"step": upto, "steps": total}
        return self.replays.keep_view(key, last, json.dumps(out, separators=(",", ":")))

    # -- creating --------------------------------------------------------------------------

    def create(self, game: Any, players: Any, options: Any, seats: Any, seed: Any = None,
               mode: Any = online.HOTSEAT, clock: Any = None) -> tuple[str, dict, str]:
        """A new game row; returns its id, a token for each human seat and the creator's token."""
        online.check_mode(mode, clock)
        check_options(game, options)
        if not isinstance(seats, list):
            raise BadRequest(f"seats must be a list, got {seats!r}")
        if seed is not None and (type(seed) is not int or not 0 <= seed <= MAX_SEED):
            raise BadRequest(f"seed={seed!r} is not allowed; allowed: an int from 0 to {MAX_SEED}")
        online.check_seed(mode, seed, self.client_seeds)
        if seed is None:  # from the OS's CSPRNG: no one can tell the hidden cards from it
            seed = secrets.randbelow(MAX_SEED + 1)
        try:
            state = meeple.load(game).new_game(players, seed, **options)
        except MeepleError as e:
            raise BadRequest(str(e)) from None
        if len(seats) != players:
            raise BadRequest(f"seats names {len(seats)} seats but the game has {players} players")
        try:
            specs = [check_seat_spec(s, self.bot_max_seconds) for s in seats]
        except MeepleError as e:
            raise BadRequest(str(e)) from None
        tokens = {seat: new_token() for seat, s in enumerate(specs) if s == HUMAN}
        creator = new_token()
        live = Live(id=uuid.uuid4().hex[:12], game=state.game.name, players=players,
                    options=dict(state.options), seed=state.seed, kind="play", seats=specs,
                    token_hashes=[hash_token(tokens[i]) if i in tokens else None
                                  for i in range(players)],
                    state=state, setup_log=state.log(), mode=mode, clock=clock,
                    creator_hash=hash_token(creator))
        self._insert(live, state)
        with self.games_lock:
            self.games[live.id] = live
        self.schedule_bot(live)
        return live.id, {str(seat): token for seat, token in tokens.items()}, creator

    def upload(self, rec: Any) -> str:
        """A watch-only game made from an uploaded record; `BadRequest` if it does not replay."""
        try:
            record.validate(rec)
            check_options(rec["game"], rec["options"])
            state, entries, setup_log = replay(rec, quote=True)
        except (MeepleError, WebError) as e:
            raise BadRequest(f"bad record: {e}") from None
        players = state.num_players
        live = Live(id=uuid.uuid4().hex[:12], game=state.game.name, players=players,
                    options=dict(state.options), seed=state.seed, kind=UPLOAD,
                    seats=[UPLOAD] * players, token_hashes=[None] * players, state=state,
                    entries=entries, setup_log=setup_log)
        self._insert(live, state)
        with self.games_lock:
            self.games[live.id] = live
        return live.id

    def _insert(self, live: Live, state: State) -> None:
        with self.write_lock, self.Session() as session, session.begin():
            row = GameRow(id=live.id, game=live.game, players=live.players, options=live.options,
                          seed=live.seed, actions=live.actions, move_number=len(live.entries),
                          status="finished" if state.is_terminal() else "ongoing",
                          kind=live.kind, created=now(), updated=now(), version=live.version,
                          mode=live.mode, creator_hash=live.creator_hash, clock=live.clock,
                          notices=live.notices)
            row.seats = [SeatRow(seat=i, spec=spec, token_hash=live.token_hashes[i],
                                 name=state.seat_name(i)) for i, spec in enumerate(live.seats)]
            session.add(row)

    def list_games(self, limit: int = 200) -> list[dict]:
        """The most recently played games, for the lobby (from the rows: no replay)."""
        columns = (GameRow.id, GameRow.game, GameRow.players, GameRow.status, GameRow.kind,
                   GameRow.move_number, GameRow.updated)  # not the JSON ones: they may be damaged
        with self.Session() as session:
            found = session.execute(select(*columns).order_by(GameRow.updated.desc()).limit(limit)).all()
            seats: dict[str, list[dict]] = {row.id: [] for row in found}
            for s in session.scalars(select(SeatRow).where(SeatRow.game_id.in_(list(seats)))
                                     .order_by(SeatRow.seat)):
                seats[s.game_id].append({"seat": s.seat, "spec": s.spec, "name": s.name})
        out = []
        for row in found:
            live = self.games.get(row.id)
            status = "corrupt" if live is not None and live.error else row.status
            out.append({"id": row.id, "game": row.game, "players": row.players, "status": status,
                        "kind": row.kind, "move_number": row.move_number, "seats": seats[row.id],
                        "updated": row.updated.isoformat()})
        return out

    # -- moving ----------------------------------------------------------------------------

    def move(self, game_id: str, token: str | None, move: Any, move_number: Any) -> str:
        """Play `move` (notation or id) for the token's seat, chosen on position `move_number`."""
        live = self.get(game_id)
        seat = self.actor(live, token, "a move")
        with live.lock:
            state = self._require_playable(live)
            if type(move_number) is not int:
                raise BadRequest(f"move_number must be an int, got {move_number!r}")
            if move_number != len(live.entries):
                raise Conflict(
                    f"stale move: it was chosen on move {move_number}, but the game is at move "
                    f"{len(live.entries)}; the position changed, look again")
            if state.is_terminal():
                raise Conflict("the game is over")
            if state.current_player() != seat:
                if live.mode == online.ONLINE:  # only the seat to move may move: access refused
                    raise Forbidden(f"your seat is not to move: it is "
                                    f"{state.seat_name(state.current_player())}'s turn")
                raise Conflict(f"it is {state.seat_name(state.current_player())}'s turn, not yours")
            action = self._parse_move(state, move)
            self._commit(live, action)
            self.schedule_bot(live)  # first: the answer shows the next seat's clock
            out = self.view_text(live, seat, with_board=False)  # the mover's socket brings it
        self._changed(live)
        return out

    def actor(self, live: Live, token: str | None, what: str) -> int:
        """The seat acting with `token`: online, no token is 403 as a wrong one (hot-seat: 401)."""
        if not token:
            error = Forbidden if live.mode == online.ONLINE else Unauthorized
            raise error(f"{what} needs its seat's token (Authorization: Bearer <token>)")
        return self.viewer(live, token)

    def _parse_move(self, state: State, move: Any) -> int:
        """The legal action `move` names; errors list only the mover's own legal moves."""
        legal = state.legal_actions()
        if type(move) is int:
            if move in legal:
                return move
            what = f"move id {move} is not legal now"
        elif isinstance(move, str):
            try:
                return state.str_to_action(move)
            except MeepleError:
                what = f"{move!r} is not a legal move now"
        else:
            raise BadRequest(f"move must be a notation string or an action id, got {move!r}")
        shown = meeple.core.errors.listing([state.action_to_str(a) for a in legal])
        raise BadRequest(f"{what}; {state.prompt()} Legal: {shown}")

    def _commit(self, live: Live, action: int, notices: list[dict] | None = None) -> None:
        """Apply `action` to a clone, commit the action list (and `notices`), then make the
        clone the state."""
        new = live.state.clone()
        entry = entry_for(new, action)
        apply_logged(new, action, entry)
        actions = [*live.actions, entry.notation]
        self._store(live, actions, new, notices=notices)
        live.state = new
        live.entries = [*live.entries, entry]

    def _store(self, live: Live, actions: list[str], state: State, seats: dict | None = None,
               notices: list[dict] | None = None) -> None:
        """Commit the action list (and `seats`: seat -> (spec, token hash), and `notices`) as the
        row's next version, if the row is still at `live.version`; else reload the game and
        raise 409."""
        version = live.version + 1
        values: dict[str, Any] = {"notices": notices} if notices is not None else {}
        with self.write_lock, self.Session() as session, session.begin():
            done = session.execute(
                update(GameRow).where(GameRow.id == live.id, GameRow.version == live.version).values(
                    actions=actions, move_number=len(actions), updated=now(), version=version,
                    status="finished" if state.is_terminal() else "ongoing", **values))
            if done.rowcount == 1:
                for seat, (spec, digest) in (seats or {}).items():
                    session.execute(update(SeatRow).where(
                        SeatRow.game_id == live.id, SeatRow.seat == seat).values(spec=spec, token_hash=digest))
                if self.shared:  # delivered to every listening process at commit
                    session.execute(sql("SELECT pg_notify('meeple_game', :p)"),
                                    {"p": f"{live.id}:{version}"})
        if done.rowcount != 1:
            self.refresh(live)
            self._changed(live)
            raise Conflict("the game changed meanwhile (another move was accepted first); look again")
        live.version = version

    @staticmethod
    def _require_playable(live: Live) -> State:
        if live.error:
            raise Conflict(live.error)
        return live.state

    # -- undo ------------------------------------------------------------------------------

    def undo(self, game_id: str, token: str | None, to: Any = None) -> str:
        """Go back to an earlier human decision: `to` (a move number), else the seat's last one."""
        live = self.get(game_id)
        seat = self.actor(live, token, "undo")
        with live.lock:
            self._require_playable(live)
            if live.mode == online.ONLINE:
                target = online.undo_target(live, seat, to)
            else:
                target = self._undo_target(live, seat, to)
            state, entries, setup_log = replay(live.record(), target)
            notices = online.undone_timeouts(live.notices, target)
            self._store(live, [e.notation for e in entries], state, notices=notices)
            live.state, live.entries, live.setup_log = state, entries, setup_log
            live.notices = notices
            self.schedule_bot(live)  # first: the answer shows the next seat's clock
            out = self.view_text(live, seat, with_board=False)  # the mover's socket brings it
        self._changed(live)
        return out

    def _undo_target(self, live: Live, seat: int, to: Any) -> int:
        entries = live.entries
        if to is None:
            mine = [i for i, e in enumerate(entries) if e.seat == seat]
            if not mine:
                raise Conflict("nothing to undo: you have not decided anything yet")
            return mine[-1]
        if type(to) is not int or not 0 <= to < len(entries):
            raise BadRequest(f"cannot undo to move {to!r}; allowed: 0..{len(entries) - 1}")
        if live.seats[entries[to].seat] != HUMAN:
            raise BadRequest(f"move {to} was a bot's decision; undo goes back to a human decision")
        return to

    # -- the creator's seat actions --------------------------------------------------------

    def share(self, game_id: str, creator: str | None, seat: Any) -> dict:
        """A new secret link for `seat` (a human seat again if a bot had it); the old one is revoked."""
        live = self.get(game_id)
        token = new_token()
        self._set_seat(live, creator, seat, HUMAN, hash_token(token))
        return {"seat": seat, "token": token, "link": online.seat_link(live.id, seat, token)}

    def hand_to_bot(self, game_id: str, creator: str | None, seat: Any, spec: Any) -> dict:
        """Give `seat` to the bot `spec` (BGA's zombie turns): its link is revoked."""
        live = self.get(game_id)
        try:
            spec = check_seat_spec(spec, self.bot_max_seconds)
        except MeepleError as e:
            raise BadRequest(str(e)) from None
        if spec == HUMAN:
            raise BadRequest("a seat goes back to a human by sharing it again (POST .../share)")
        self._set_seat(live, creator, seat, spec, None)
        return {"seat": seat, "spec": spec}

    def _set_seat(self, live: Live, creator: str | None, seat: Any, spec: str, digest: str | None) -> None:
        online.check_creator(live, creator)
        with live.lock:
            state = self._require_playable(live)
            if live.kind == UPLOAD:
                raise Conflict("an uploaded record has no seats to hand out")
            if type(seat) is not int or not 0 <= seat < live.players:
                raise BadRequest(f"seat={seat!r} is not a seat of this game; seats: 0..{live.players - 1}")
            if state.is_terminal():
                raise Conflict("the game is over")
            notices = [*live.notices, online.seat_notice(live, state, seat, spec)]
            self._store(live, live.actions, state, {seat: (spec, digest)}, notices)
            live.notices = notices
            live.seats = [spec if i == seat else s for i, s in enumerate(live.seats)]
            live.token_hashes = [digest if i == seat else h for i, h in enumerate(live.token_hashes)]
        self.schedule_bot(live)  # first: a clock it starts is in the views
        self._changed(live)

    # -- records ---------------------------------------------------------------------------

    def record_of(self, game_id: str) -> dict:
        """The game's record; refused while the game goes on (its seed tells the hidden cards)."""
        live = self.get(game_id)
        with live.lock:
            state = self._require_playable(live)
            if not state.is_terminal() and live.kind != UPLOAD:
                raise Conflict("the record can be downloaded once the game is over "
                               "(its seed and moves would tell every hidden card)")
            return live.record()

    # -- bots ------------------------------------------------------------------------------

    def schedule_bot(self, live: Live, local: bool = True) -> None:
        """Start the bot to move, if a bot is to move and none is thinking (else the seat's clock).

        After a change made by another process (`local=False`), that process runs the bot: this
        one only steps in if the game has not moved `online.TAKEOVER` seconds later."""
        with live.lock:
            state = live.state
            if self.closed or state is None or state.is_terminal():
                online.stop_clock(live)
                return
            seat = state.current_player()
            if live.seats[seat] == HUMAN:
                online.start_clock(self, live)
                return
            online.stop_clock(live)
            if live.thinking is not None or live.seats[seat] == UPLOAD:
                return
            if not local:
                online.later(online.TAKEOVER, self._takeover, live, live.version)
                return
            live.thinking = seat
            job = (live, live.version, live.seats[seat], state.clone())
        self.pool.submit(self._bot_turn, *job)
        self._changed(live)

    def make_bot(self, spec: str, seed: int | None):
        """A bot under this server's time cap and stop event (`seats.make_bot`)."""
        return make_bot(spec, seed, self.bot_max_seconds, self.stop)

    def _takeover(self, live: Live, version: int) -> None:
        if not self.closed and not self.refresh(live) and live.version == version:
            self.schedule_bot(live)

    def play_for(self, live: Live, version: int, spec: str, state: State,
                 timed_out: bool = False) -> bool:
        """Let bot `spec` choose the move on `state` (a clone at `version`) and commit it if the
        game is still there; True if committed. `timed_out`: it moves for a late seat, which
        the log marks (stored with the move, so the mark survives a restart)."""
        bot = self.make_bot(spec, (live.seed + 7919 * len(live.entries)) % 2**63)
        action = bot.choose(state)
        with live.lock:
            if live.version != version or self.closed:
                return False
            notices = ([*live.notices, online.timeout_notice(live, state)] if timed_out else None)
            try:
                self._commit(live, action, notices)
            except Conflict:  # another process moved first: it was reloaded
                return False
            if notices is not None:
                live.notices = notices
        return True

    def _bot_turn(self, live: Live, version: int, spec: str, state: State) -> None:
        try:
            self.play_for(live, version, spec, state)
        except Exception:
            log.exception("bot %s failed in game %s", spec, live.id)
        finally:
            with live.lock:
                live.thinking = None
        self.schedule_bot(live)  # first: a clock it starts is in the views
        self._changed(live)

    def hint(self, game_id: str, token: str | None) -> dict:
        """The top three moves for the token's seat, with their chance to win."""
        live = self.get(game_id)
        seat = self.actor(live, token, "a hint")
        with live.lock:
            state = self._require_playable(live)
            if state.is_terminal() or state.current_player() != seat:
                if live.mode == online.ONLINE:
                    raise Forbidden("hints are for the seat to move")
                raise Conflict("hints are for the seat to move")
            # A world consistent with what the seat sees: the hint cannot tell it hidden cards,
            # whatever the bot does with the state it is given.
            state = state.determinize(seat, random.Random(live.seed + len(live.entries)))
        spec = hint_spec()
        if spec is None:
            return {"available": False, "hints": [],
                    "message": "Hints are unavailable: no bot here can analyse a position yet."}
        ranked = self.pool.submit(lambda: self.make_bot(spec, 0).analyse(state)).result()
        hints = [{"move": state.action_to_str(a), "visits": visits, "value": value}
                 for a, visits, value in ranked[:3]]
        return {"available": True, "bot": spec, "hints": hints}

    # -- listeners -------------------------------------------------------------------------

    def subscribe(self, game_id: str, callback: Callable[[], None]) -> None:
        """Call `callback()` (from any thread) after every change of the game."""
        with self.listeners_lock:
            self.listeners.setdefault(game_id, set()).add(callback)

    def unsubscribe(self, game_id: str, callback: Callable[[], None]) -> None:
        with self.listeners_lock:
            self.listeners.get(game_id, set()).discard(callback)

    def _changed(self, live: Live) -> None:
        with self.listeners_lock:
            callbacks = list(self.listeners.get(live.id, ()))
        for callback in callbacks:
            try:
                callback()
            except Exception:  # a closed listener must not break the move
                log.exception("listener of game %s failed", live.id)


__all__ = ["GameService", "Live", "WebError", "hash_token", "replay"]
