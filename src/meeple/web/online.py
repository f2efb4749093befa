"""Online play's rules on top of the game service: modes, links, the creator, undo, the clock.

- A hot-seat game keeps every seat's token in the creating browser. An online game hands out
  one secret link per human seat, `/games/{id}#seat=N&token=T`: the token sits in the URL's
  fragment, which browsers never send to the server, so it cannot reach an access log; the
  page keeps it (localStorage) and sends it as `Authorization: Bearer`. The spectator link is
  the bare `/games/{id}` (the public view, `observation(None)`).
- Online, every refusal of access is 403 (no token, a wrong or revoked one, a seat not to move).
- The creator (a token returned at creation, hashed in the row) can share a seat again (a new
  token, the old one revoked) or hand it to a bot (BGA's "zombie" seat), so a game always ends.
- Undo follows Board Game Arena: a seat takes back its own decisions, as long as no other seat
  has acted since and none of them revealed hidden information to it.
- The optional clock gives the seat to move `clock` seconds; when they run out, a quick bot
  plays that one move for it (the seat stays human). Decision: the game goes on rather than
  recording a loss, as BGA's turn-based tables do; the timer restarts in full after a restart.
"""

from __future__ import annotations

import hmac
import logging
import random
import time
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from meeple.core import State
from meeple.web import clock
from meeple.web.errors import BadRequest, Conflict, Forbidden
from meeple.web.seats import HUMAN

if TYPE_CHECKING:
    from meeple.web.service import GameService, Live

log = logging.getLogger("meeple.web")

HOTSEAT = "hotseat"
ONLINE = "online"
MODES = (HOTSEAT, ONLINE)
MAX_CLOCK = 7 * 24 * 3600  # a week per move, as BGA's slowest turn-based speed
TAKEOVER = 10.0  # seconds before a process runs a bot turn another process should have run (died?)
TIMEOUT_BOTS = ("greedy", "random")  # who plays a timed-out move: the first that can be made
DETERMINIZATIONS = 16  # resampled worlds tried when asking if a decision revealed something


def check_mode(mode: Any, clock: Any) -> None:
    if mode not in MODES:
        raise BadRequest(f"mode={mode!r} is not allowed; modes: {', '.join(MODES)}")
    if clock is not None and (type(clock) is not int or not 10 <= clock <= MAX_CLOCK):
        raise BadRequest(f"clock={clock!r} is not allowed; allowed: seconds per move, "
                         f"an int from 10 to {MAX_CLOCK}, or null")
    if clock is not None and mode != ONLINE:
        raise BadRequest("a clock is for online games (mode: online)")


def check_seed(mode: Any, seed: Any, client_seeds: bool = False) -> None:
    """Online, the seed comes from the server's CSPRNG: a client-chosen one is refused (whoever
    knows the seed knows every hidden card: `new_game(players, seed).observation(seat)`), unless
    the server lets clients choose (`GameService.client_seeds`: tests that need a known deal)."""
    if mode == ONLINE and seed is not None and not client_seeds:
        raise BadRequest("an online game takes its seed from the server (it is revealed with the "
                         "record at the end); leave seed out")


def seat_notice(live: Live, state: State, seat: int, spec: str) -> dict[str, Any]:
    """The log line every seat reads when the creator shares `seat` again or hands it to a bot."""
    name = state.seat_name(seat)
    if spec == HUMAN:
        text = (f"The creator shared {name}'s seat again: a new secret link, the old one revoked. "
                f"Whoever holds the new link sees {name}'s hidden cards.")
    else:
        text = f"The creator handed {name}'s seat to a bot ({spec})."
    return {"at": len(live.entries), "seat": seat, "text": text}


def timeout_notice(live: Live, state: State) -> dict[str, Any]:
    """The stored mark of a move a bot makes now for the late seat to move (the log marks the
    move itself, no line of its own)."""
    seat = state.current_player()
    return {"at": len(live.entries) + 1, "timed_out": len(live.entries), "seat": seat,
            "text": f"{state.seat_name(seat)} ran out of time: a quick bot moved for them."}


def timed_out_moves(notices: list[dict]) -> set[int]:
    """The move numbers a bot played for a late seat."""
    return {n["timed_out"] for n in notices if type(n.get("timed_out")) is int}


def undone_timeouts(notices: list[dict], target: int) -> list[dict]:
    """`notices` without the timed-out marks of moves an undo to move `target` takes back."""
    return [n for n in notices if not (type(n.get("timed_out")) is int and n["timed_out"] >= target)]


def seat_link(game_id: str, seat: int, token: str) -> str:
    return f"/games/{game_id}#seat={seat}&token={token}"


def spectator_link(game_id: str) -> str:
    return f"/games/{game_id}"


def links(game_id: str, tokens: dict[str, str]) -> dict[str, Any]:
    return {"seats": {seat: seat_link(game_id, int(seat), tok) for seat, tok in tokens.items()},
            "spectator": spectator_link(game_id)}


def check_creator(live: Live, token: str | None) -> None:
    from meeple.web.service import hash_token

    if not token or not live.creator_hash or not hmac.compare_digest(live.creator_hash, hash_token(token)):
        raise Forbidden("only the game's creator (with the creator token) can hand out its seats")


# -- undo ----------------------------------------------------------------------------------


def reveals(state: State, action: int, seat: int, worlds: int = DETERMINIZATIONS) -> bool:
    """Whether `seat` playing `action` on `state` shows it something it could not know: a chance
    event, or anything its view shows after the move (`seat_sees`) that differs in one of
    `worlds` resampled worlds consistent with its view now (the same worlds every time)."""
    after = state.clone()
    seen = seat_sees(after, action, seat)
    if after.rng_seed != state.rng_seed:
        return True
    for k in range(worlds):
        world = state.determinize(seat, random.Random(k))
        try:
            if seat_sees(world, action, seat) != seen:
                return True
        except Exception:  # the move is not even legal in some world the seat cannot rule out
            return True
    return False


def seat_sees(state: State, action: int, seat: int) -> tuple:
    """Everything a seat's view (`views.build`) shows about `action` and the position it leads
    to, applying it to `state`: the move's notation and narration for the seat, the automatic
    steps' log, the observation, who is to move, the scores, and the prompt and legal moves
    when the seat is to move again. Not the observation alone: whether another seat is asked
    a question, or what the log says, can tell hidden cards too."""
    told = (state.action_to_str_for(action, seat), state.narrate(action, seat))
    logged = len(state.log())
    state.apply(action)
    terminal = state.is_terminal()
    current = None if terminal else state.current_player()
    again = current == seat
    return (told, state.log()[logged:], state.observation(seat), current, terminal, state.scores(),
            state.prompt() if again else None, state.legal_actions() if again else None)


def undo_target(live: Live, seat: int, to: Any) -> int:
    """The move number `seat` may go back to: within its own run of decisions at the end of the
    game, after the last one that revealed hidden information to it. `to` None: its last one."""
    from meeple.web.service import replay

    entries = live.entries
    start = len(entries)
    while start > 0 and entries[start - 1].seat == seat:
        start -= 1
    if start == len(entries):
        raise Conflict("cannot undo: another seat has acted since your last decision"
                       if any(e.seat == seat for e in entries) else
                       "nothing to undo: you have not decided anything yet")
    state = replay(live.record(), start)[0]
    earliest = start
    for i in range(start, len(entries)):
        action = state.str_to_action(entries[i].notation)
        if reveals(state, action, seat):
            earliest = i + 1
        state.apply(action)
    if earliest == len(entries):
        raise Conflict("cannot undo: your last decision revealed hidden information")
    if to is None:
        return len(entries) - 1
    if type(to) is not int or not earliest <= to < len(entries):
        raise Conflict(f"cannot undo to move {to!r}: you may take back only your own decisions "
                       f"since another seat acted or hidden information was revealed to you; "
                       f"allowed: {earliest}..{len(entries) - 1}")
    return to


# -- the clock -----------------------------------------------------------------------------


def later(delay: float, fn: Callable[..., None], *args: Any) -> clock.Call:
    """`fn(*args)` in `delay` seconds, on the server's one scheduler thread (not a thread each)."""
    return clock.later(delay, fn, *args)


def start_clock(service: GameService, live: Live) -> None:
    """Give the human seat to move `live.clock` seconds (online games with a clock only)."""
    if live.mode != ONLINE or not live.clock:
        return
    if live.timer is not None and live.timer_version == live.version:
        return  # already running for this position
    stop_clock(live)
    live.deadline = time.time() + live.clock
    live.timer_version = live.version
    live.timer = later(live.clock, timeout, service, live, live.version)


def stop_clock(live: Live) -> None:
    if live.timer is not None:
        live.timer.cancel()
    live.timer = None
    live.deadline = None


def timeout_bot() -> str:
    from meeple.web.seats import valid_bot

    return next(spec for spec in TIMEOUT_BOTS if valid_bot(spec))


def timeout(service: GameService, live: Live, version: int) -> None:
    """The seat to move ran out of time: a quick bot plays this one move for it."""
    with live.lock:
        if service.closed or live.version != version or live.state.is_terminal():
            return
        state = live.state.clone()
        live.timer = live.deadline = None
    try:
        if service.play_for(live, version, timeout_bot(), state, timed_out=True):
            log.info("game %s: seat %d ran out of time; a bot moved for it", live.id,
                     state.current_player())
    except Exception:
        log.exception("the timeout move failed in game %s", live.id)
    service.schedule_bot(live)  # first: a clock it starts is in the views
    service._changed(live)
