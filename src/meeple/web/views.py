"""Views: what one viewer (a seat, or None for a spectator) receives about a game.

Built from `state.observation(viewer)`, `action_to_str_for(a, viewer)` and `narrate(a, viewer)`
only, so a payload never carries what its viewer may not see. The legal moves, the prompt and
the hint go only to the seat to move.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

from meeple.core.i18n import _, current_language, tr, translate
from meeple.web import boards, online

log = logging.getLogger("meeple.web")

if TYPE_CHECKING:
    from meeple.web.service import Live

LAST_MOVES = 12  # at most this many moves are highlighted as "last moves"


def seat_info(live: Live, seat: int) -> dict[str, Any]:
    state = live.state
    spec = live.seats[seat]
    return {"seat": seat, "name": state.seat_name(seat), "spec": spec,
            "human": spec == "human", "bot": spec not in ("human", "upload")}


def corrupt_view(live: Live, seat: int | None) -> dict[str, Any]:
    return {"id": live.id, "game": live.game, "players": live.players, "seat": seat,
            "status": "corrupt", "corrupt": live.error, "move_number": len(live.entries),
            "history": [], "legal": [], "observation": None, "scores": [], "is_terminal": False,
            "current_player": None, "board": "", "places": {}, "log": [], "seats": []}


def last_moves(live: Live, seat: int | None) -> list[int]:
    """Indices of the moves to highlight: the others' moves since `seat` last decided
    (or, if there are none, the seat's own last run of decisions)."""
    entries = live.entries
    end = len(entries)
    start = end
    while start > 0 and end - start < LAST_MOVES and entries[start - 1].seat != seat:
        start -= 1
    if start == end and seat is not None:
        while start > 0 and end - start < LAST_MOVES and entries[start - 1].seat == seat:
            start -= 1
    return list(range(start, end))


def build(live: Live, seat: int | None, replay: bool = False) -> dict[str, Any]:
    """The API view of `live` for `seat` (None: the public view)."""
    if live.error:
        return corrupt_view(live, seat)
    state = live.state
    col = 0 if seat is None else seat + 1
    terminal = state.is_terminal()
    current = state.current_player()
    to_move = not terminal and not replay and seat is not None and current == seat
    actions = state.legal_actions() if to_move else []
    legal = [state.action_to_str(a) for a in actions]
    names = [state.seat_name(i) for i in range(live.players)]
    history = [e.texts[col] for e in live.entries]
    recent = last_moves(live, seat)
    seen = observation(state, seat)
    view: dict[str, Any] = {
        "id": live.id,
        "game": live.game,
        "players": live.players,
        "options": live.options,
        "kind": live.kind,
        "mode": live.mode,
        "clock": live.clock,
        "deadline": live.deadline if not replay else None,
        "seat": seat,
        "seats": [seat_info(live, i) for i in range(live.players)],
        "seat_names": names,
        "seat_labels": [translate(n) for n in names],  # names are also colour keys: kept
        "lang": current_language(),
        "status": "finished" if terminal else "ongoing",
        "move_number": len(live.entries),
        "version": live.version,
        "current_player": current,
        "prompt": translate(state.prompt()) if to_move else waiting_line(live, current, terminal),
        "history": history,
        "legal": legal,
        "words": move_words(state, actions, legal, seat),
        "last_moves": [history[i] for i in recent],
        "last": recent,
        "observation": seen,
        "private": private(state, seat, seen),
        "scores": state.scores(),
        "automa_scores": state.automa_scores(),
        "is_terminal": terminal,
        "thinking": live.thinking if live.thinking is not None and not replay else None,
        "log": log_lines(live, col),
    }
    if terminal:
        view["result"] = result(state, names)
    view["words"] = boards.words(view)
    view["board"] = boards.draw(view)
    view["places"] = boards.places(view)
    return view


def observation(state, seat: int | None) -> dict[str, Any]:
    """`state.observation(seat)`; a game whose view fails is logged, and shows a notice instead."""
    try:
        return state.observation(seat)
    except Exception:
        log.exception("%s: observation(%r) failed", state.game.name, seat)
        return {"unavailable": "this view of the game cannot be shown (a bug of the game's "
                               "observation; it is logged)"}


def move_words(state, actions: list[int], legal: list[str], seat: int | None) -> dict[str, str]:
    """{notation: the move told in words} for the page; the notation stays what the API takes."""
    out = {}
    for action, notation in zip(actions, legal, strict=True):
        try:
            out[notation] = state.narrate(action, seat)
        except Exception:  # a narration bug must not hide the move: the notation is shown
            log.exception("%s: narrate(%r) failed", state.game.name, notation)
    return out


def private(state, seat: int | None, seen: dict[str, Any]) -> bool:
    """Whether `seat`'s view shows anything a spectator's does not (hot-seat: pass the device)."""
    if seat is None:
        return False
    public = observation(state, None)
    drop = ("seat", "viewer")
    return ({k: v for k, v in seen.items() if k not in drop}
            != {k: v for k, v in public.items() if k not in drop})


def waiting_line(live: Live, current: int, terminal: bool) -> str:
    state = live.state
    if terminal:
        return _("The game is over.")
    name = state.seat_name(current)
    if live.thinking == current:
        return tr("{name} is thinking…", name=name)
    return tr("Waiting for {name}.", name=name)


def log_lines(live: Live, col: int) -> list[dict[str, Any]]:
    """Every decision, narrated for the viewer, each with the automatic steps it caused."""
    state = live.state
    out = [{"n": None, "seat": None, "name": "", "text": _("Set-up"),
            "auto": translate(live.setup_log)}]
    late = online.timed_out_moves(live.notices)  # marked on the moves themselves
    notices = sorted((n for n in live.notices if "timed_out" not in n), key=lambda n: n["at"])
    for i, e in enumerate(live.entries):  # built in the mover's language: shown in the viewer's
        out += [notice_line(n) for n in notices if n["at"] == i]
        out.append({"n": i, "seat": e.seat, "name": translate(state.seat_name(e.seat)),
                    "text": boards.tidy(live.game, translate(e.narration[col])),
                    "auto": translate(e.log),
                    "timed_out": i in late})
    out += [notice_line(n) for n in notices if n["at"] >= len(live.entries)]
    return out


def notice_line(notice: dict[str, Any]) -> dict[str, Any]:
    return {"n": None, "seat": None, "name": "", "text": notice["text"], "auto": [], "notice": True}


def result(state, names: list[str]) -> dict[str, Any]:
    """The end-of-game screen: seats ranked by score, winners first, with their breakdowns."""
    scores = state.scores()
    winners = state.winners()
    breakdown = state.score_breakdown()
    order = sorted(range(len(scores)), key=lambda s: (s not in winners, -scores[s], s))
    ranked = [{"seat": s, "name": names[s], "score": scores[s], "winner": s in winners,
               "breakdown": {translate(k): v for k, v in breakdown[s].items()}} for s in order]
    return {"ranking": ranked, "winners": winners, "automa_scores": state.automa_scores()}
