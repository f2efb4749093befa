"""The FastAPI app: JSON API under /api (documented at /docs), pages and static files.

Routes only translate HTTP to `GameService` calls; errors become `{"error": message}` with a
4xx status. The sync routes run in FastAPI's thread pool, so a database commit never blocks
the event loop that serves the WebSockets.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import re
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Annotated, Any

from fastapi import Body, FastAPI, Header, Query, Request, WebSocket, WebSocketDisconnect
from fastapi.concurrency import run_in_threadpool
from fastapi.exceptions import RequestValidationError
from fastapi.middleware.gzip import GZipMiddleware
from fastapi.responses import HTMLResponse, JSONResponse, Response
from fastapi.staticfiles import StaticFiles
from pydantic import BaseModel, Field
from starlette.exceptions import HTTPException as StarletteHTTPException

import meeple
from meeple.core import MeepleError
from meeple.core import i18n as core_i18n
from meeple.web import i18n, online
from meeple.web.errors import BadRequest, NotFound, WebError
from meeple.web.limits import Limits, RateLimit, SocketCount, cap_message, check_record_size
from meeple.web.payload import Payload
from meeple.web.seats import HUMAN, MAX_SECONDS, bot_choices
from meeple.web.security import Guard
from meeple.web.service import GameService

STATIC = Path(__file__).parent / "static"


class NewGame(BaseModel):
    game: Any = Field(description="a game name from GET /api/catalog")
    players: Any = Field(description="a player count the game allows")
    options: Any = Field(default_factory=dict, description="option name -> value")
    seats: Any = Field(description='per seat: "human", a level ("easy" … "expert"), "random", '
                                   '"greedy" or a bot spec within the server\'s time per decision')
    seed: Any = Field(default=None, description="an int >= 0; random if absent")
    mode: Any = Field(default="hotseat", description='"hotseat" (every token to this browser) or '
                                                     '"online" (one secret link per human seat)')
    clock: Any = Field(default=None, description="online: seconds per move, then a bot moves once")


class SeatBot(BaseModel):
    spec: Any = Field(description='the bot that takes the seat over, e.g. "medium"')


class Move(BaseModel):
    move: Any = Field(description="the move's notation (or its action id)")
    move_number: Any = Field(description="the move number of the position it was chosen on")


class Undo(BaseModel):
    move_number: Any = Field(default=None, description="go back to before this move; default: "
                                                       "before your own last decision")


SECRET = re.compile(r"(token=|Bearer\s+)[^&\s\"']+", re.IGNORECASE)
LOGGERS = ("uvicorn.access", "uvicorn.error", "meeple.web")


class RedactTokens(logging.Filter):
    """Replace tokens in log lines (a WebSocket URL's `?token=`, an Authorization header) by "…"."""

    def filter(self, record: logging.LogRecord) -> bool:
        message = record.getMessage()
        clean = SECRET.sub(r"\1…", message)
        if clean != message:
            record.msg, record.args = clean, ()
        return True


def redact_logs() -> None:
    for name in LOGGERS:
        logger = logging.getLogger(name)
        if not any(isinstance(f, RedactTokens) for f in logger.filters):
            logger.addFilter(RedactTokens())


def bearer(authorization: str | None) -> str | None:
    if not authorization:
        return None
    scheme, _, token = authorization.partition(" ")
    if scheme.lower() != "bearer" or not token.strip():
        raise WebError("the Authorization header must be 'Bearer <token>'")
    return token.strip()


def ok(data: Any) -> Response:
    """A JSON answer serialized once with the standard library (views are large: FastAPI's
    response validation would walk them again); a str is JSON text already (a cached view)."""
    body = data if isinstance(data, str) else json.dumps(data, separators=(",", ":"))
    return Response(body, media_type="application/json")


def error(status: int, message: str) -> JSONResponse:
    return JSONResponse({"error": cap_message(message)}, status_code=status)


def validation_message(exc: RequestValidationError) -> str:
    parts = []
    for e in exc.errors():
        where = ".".join(str(x) for x in e.get("loc", ()) if x != "body")
        if e.get("type") == "json_invalid":
            parts.append(f"malformed JSON: {e.get('ctx', {}).get('error', e.get('msg'))}")
        else:
            parts.append(f"{where or 'body'}: {e.get('msg')}")
    return "bad request: " + "; ".join(parts)


def catalog() -> dict[str, Any]:
    """Every game with its player counts and options (as `meeple list`), and every seat choice."""
    games = []
    for name in meeple.games():
        game = meeple.load(name)
        options = [{"name": o.name, "default": o.default, "doc": o.doc,
                    "words": game.option_words.get(o.name, ""),
                    "choices": list(o.choices) if o.choices is not None else None,
                    "allowed": o.allowed} for o in game.options]
        games.append({"name": name, "title": game.title, "player_counts": list(game.player_counts),
                      "default_players": game.default_players, "options": options,
                      "seat_colors": list(game.seat_colors)})
    return {"games": games, "seats": [{"name": HUMAN, "specs": [{"label": "human", "spec": HUMAN}]},
                                      *bot_choices()]}


def address(connection: Request | WebSocket) -> str:
    return connection.client.host if connection.client else "unknown"


def create_app(url: str | None = None, bot_workers: int = 2, resume: bool = True,
               bot_max_seconds: float = MAX_SECONDS, limits: Limits | None = None,
               hosts: list[str] | None = None, docs: bool = False) -> FastAPI:
    """The app on the database `url` (default: MEEPLE_DATABASE_URL, else the user's SQLite file).

    `limits`: what one client may ask (`Limits()` by default); `hosts`: the Host names served
    (None: any, as behind a proxy that checks them; `meeple serve` passes its defaults);
    `docs`: serve Swagger UI at /docs (it loads from a CDN; /openapi.json is always served)."""
    redact_logs()
    limits = limits or Limits()
    service = GameService(url, bot_workers=bot_workers, bot_max_seconds=bot_max_seconds,
                          max_games=limits.games_in_memory)
    creations = RateLimit(limits.games_per_minute)
    sockets = SocketCount(limits)

    @contextlib.asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        if resume:
            await run_in_threadpool(service.resume)
        yield
        service.close()

    app = FastAPI(title="meeple", version=meeple.__version__, lifespan=lifespan,
                  description="Play Caylus, Tzolk'in, Teotihuacan and Bora Bora.",
                  docs_url="/docs" if docs else None, redoc_url=None)
    app.state.service = service
    app.add_middleware(i18n.LanguageMiddleware)
    app.state.limits = limits
    # Level 1: it runs on the event loop; a 100 KB view takes 0.8 ms (level 9: 6 ms) for 8 % more bytes.
    app.add_middleware(GZipMiddleware, minimum_size=1000, compresslevel=1)
    app.add_middleware(Guard, limits=limits, hosts=hosts, docs=docs)  # outermost: first to refuse

    @app.exception_handler(WebError)
    async def web_error(request: Request, exc: WebError) -> JSONResponse:
        return error(exc.status, exc.message)

    @app.exception_handler(MeepleError)
    async def meeple_error(request: Request, exc: MeepleError) -> JSONResponse:
        return error(400, str(exc))

    @app.exception_handler(RequestValidationError)
    async def bad_request(request: Request, exc: RequestValidationError) -> JSONResponse:
        return error(400, validation_message(exc))

    @app.exception_handler(StarletteHTTPException)
    async def http_error(request: Request, exc: StarletteHTTPException) -> JSONResponse:
        return error(exc.status_code, str(exc.detail))

    # -- API -------------------------------------------------------------------------------

    @app.get("/api/catalog", summary="Games, their player counts and options; seat choices")
    def get_catalog() -> Response:
        return ok(catalog())

    @app.get("/api/games", summary="Ongoing and finished games, most recent first")
    def list_games() -> Response:
        return ok({"games": service.list_games()})

    @app.post("/api/games", summary="Create a game; returns its id, a token and a link per human "
                                    "seat, the spectator link and the creator's token")
    def create_game(body: NewGame, request: Request) -> dict:
        creations.hit(address(request), "new games")
        game_id, tokens, creator = service.create(body.game, body.players, body.options, body.seats,
                                                  body.seed, body.mode, body.clock)
        return {"id": game_id, "mode": body.mode, "tokens": tokens, "creator": creator,
                "links": online.links(game_id, tokens)}

    @app.post("/api/games/{game_id}/seats/{seat}/share",
              summary="Creator: a new secret link for a seat (the old one is revoked)")
    def share_seat(game_id: str, seat: int, authorization: str | None = Header(None)) -> dict:
        return service.share(game_id, bearer(authorization), seat)

    @app.post("/api/games/{game_id}/seats/{seat}/bot",
              summary="Creator: hand a seat to a bot (its link is revoked)")
    def bot_seat(game_id: str, seat: int, body: SeatBot,
                 authorization: str | None = Header(None)) -> dict:
        return service.hand_to_bot(game_id, bearer(authorization), seat, body.spec)

    @app.get("/api/games/{game_id}", summary="The game as the token's seat (or a spectator) sees it")
    def get_game(game_id: str, authorization: str | None = Header(None)) -> Response:
        return ok(service.view(game_id, bearer(authorization)))

    @app.post("/api/games/{game_id}/moves", summary="Play a move for the token's seat",
              description="The answer is the mover's new view without `board` (its `board_hash` "
                          "names it): the seat's socket, or a GET, brings the board.")
    def post_move(game_id: str, body: Move, authorization: str | None = Header(None)) -> Response:
        return ok(service.move(game_id, bearer(authorization), body.move, body.move_number))

    @app.post("/api/games/{game_id}/undo", summary="Go back to an earlier human decision",
              description="The answer is the seat's view without `board`, as for a move.")
    def post_undo(game_id: str, body: Annotated[Undo | None, Body()] = None,
                  authorization: str | None = Header(None)) -> Response:
        return ok(service.undo(game_id, bearer(authorization), body.move_number if body else None))

    @app.get("/api/games/{game_id}/replay", summary="The view after the first `step` moves")
    def get_replay(game_id: str, step: int = Query(ge=0),
                   authorization: str | None = Header(None)) -> Response:
        return ok(service.replay_view(game_id, bearer(authorization), step))

    @app.get("/api/games/{game_id}/hint", summary="The top three moves for the seat to move")
    def get_hint(game_id: str, authorization: str | None = Header(None)) -> dict:
        return service.hint(game_id, bearer(authorization))

    @app.get("/api/games/{game_id}/record", summary="The game's record (JSON), once it is over")
    def get_record(game_id: str) -> JSONResponse:
        rec = service.record_of(game_id)
        name = f"meeple-{rec['game']}-{game_id}.json"
        return JSONResponse(rec, headers={"Content-Disposition": f'attachment; filename="{name}"'})

    @app.post("/api/records", summary="Upload a record to watch it; returns the new game's id")
    async def post_record(request: Request) -> dict:
        raw = await request.body()  # its size, encoding and depth were checked by the Guard
        try:
            rec = json.loads(raw)
        except (json.JSONDecodeError, UnicodeDecodeError) as e:
            raise WebError(f"bad record: not JSON ({e})") from None
        check_record_size(rec, limits)
        creations.hit(address(request), "new games")
        return {"id": await run_in_threadpool(service.upload, rec)}

    @app.websocket("/api/games/{game_id}/live")
    async def live(websocket: WebSocket, game_id: str) -> None:
        """First message from the client: `{"token": T}` for a seat, `{}` for a spectator (never
        in the URL, which proxies log); then the viewer's view now and after every change."""
        where = address(websocket)
        try:
            sockets.open(game_id, where)
        except WebError as e:  # refused before the upgrade (HTTP 403): a flood costs no handshakes
            await websocket.close(code=4000 + e.status)
            return
        try:
            await websocket.accept()
            token = await first_message_token(websocket)
            seat = await run_in_threadpool(lambda: service.viewer(service.get(game_id), token))
            await stream(websocket, service, game_id, seat, token)
        except WebError as e:
            await refuse(websocket, e)
        except WebSocketDisconnect:
            pass
        finally:
            sockets.close(game_id, where)

    # -- pages -----------------------------------------------------------------------------

    @app.get("/api/i18n/{lang}", summary="A language's messages, for the pages' scripts")
    def get_i18n(lang: str) -> Response:
        try:
            return ok(i18n.catalog_json(lang))
        except ValueError as e:
            raise NotFound(str(e)) from None

    def page(name: str) -> HTMLResponse:
        text = (STATIC / name).read_text(encoding="utf-8")
        return HTMLResponse(i18n.translate_html(text, core_i18n.current_language()),
                            headers={"Vary": "Accept-Language, Cookie"})

    @app.get("/", include_in_schema=False)
    def lobby() -> HTMLResponse:
        return page("index.html")

    @app.get("/games/{game_id}", include_in_schema=False)
    def game_page(game_id: str) -> HTMLResponse:
        return page("game.html")

    app.mount("/static", StaticFiles(directory=STATIC), name="static")
    return app


AUTH_TIMEOUT = 10.0  # seconds a new WebSocket has to send its first message


async def first_message_token(websocket: WebSocket) -> str | None:
    """The token of the socket's first message, `{"token": "..."}` (or `{}`: a spectator)."""
    try:
        text = await asyncio.wait_for(websocket.receive_text(), AUTH_TIMEOUT)
    except TimeoutError:
        raise BadRequest('send {"token": "<seat token>"} (or {} to watch) first') from None
    try:
        first = json.loads(text)
    except (json.JSONDecodeError, RecursionError):
        first = None
    token = first.get("token") if isinstance(first, dict) else 0
    if token is not None and not isinstance(token, str):
        raise BadRequest('the first message must be {"token": "<seat token>"} or {} to watch')
    return token or None


async def refuse(websocket: WebSocket, e: WebError) -> None:
    with contextlib.suppress(WebSocketDisconnect, RuntimeError):
        await websocket.send_json({"error": cap_message(e.message)})
        await websocket.close(code=4000 + e.status)


SEND_TIMEOUT = 10.0  # seconds a push may wait on a client that does not read


def cached_view(service: GameService, game_id: str, seat: int | None,
                token: str | None) -> Payload | None:
    """The view if it is ready (built for another viewer of the seat): sent from the event loop
    without a hop to a worker thread, so a push to many spectators costs one build. None if the
    game is busy or the view must be built (or the token checked and refused) in a thread."""
    live = service.games.get(game_id)
    if live is None or not live.lock.acquire(blocking=False):
        return None
    try:
        if token and service.viewer(live, token) != seat:
            return None
        return service.cached_view(live, seat)
    except WebError:
        return None
    finally:
        live.lock.release()


async def stream(websocket: WebSocket, service: GameService, game_id: str, seat: int | None,
                 token: str | None) -> None:
    """Send the viewer's view now and after every change, until the socket closes or its token
    is revoked (checked before every message); the board only when it differs from the last
    one this socket sent."""
    loop = asyncio.get_running_loop()
    changed = asyncio.Event()

    def notify() -> None:
        loop.call_soon_threadsafe(changed.set)

    service.subscribe(game_id, notify)
    receiver = asyncio.ensure_future(websocket.receive_text())
    sent = None  # the hash of the last board this socket sent
    try:
        while True:
            changed.clear()
            try:
                view = cached_view(service, game_id, seat, token) or await run_in_threadpool(
                    service.view_for, game_id, seat, token or None)
                data, sent = view.push(sent), view.hash
            except WebError as e:
                await refuse(websocket, e)
                break
            try:  # a client that does not read its pushes is dropped, never waited for
                await asyncio.wait_for(websocket.send_text(data), SEND_TIMEOUT)
            except TimeoutError:
                await websocket.close(code=1008)
                break
            waiter = asyncio.ensure_future(changed.wait())
            done, _ = await asyncio.wait({waiter, receiver}, return_when=asyncio.FIRST_COMPLETED)
            if receiver in done:
                waiter.cancel()
                if receiver.exception() is not None:
                    break
                receiver = asyncio.ensure_future(websocket.receive_text())  # pings are ignored
    except (WebSocketDisconnect, RuntimeError):
        pass
    finally:
        receiver.cancel()
        service.unsubscribe(game_id, notify)
