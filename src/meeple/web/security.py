"""The app's outer guard, one ASGI middleware in front of every route:

- the Host header must name an allowed host (`--allowed-host`; default the bind address and
  localhost), so a DNS-rebinding page cannot read the API through a name it controls; a
  WebSocket's Origin, when sent, must be an allowed host too;
- a body larger than `Limits.max_body` is refused with 413 before it is read in full;
- a state-changing request (POST, PUT, PATCH, DELETE under /api) with a body must be
  `application/json` (415): a cross-site form or `text/plain` fetch cannot send one without a
  CORS preflight, which this server never grants;
- its JSON is checked before any route parses it: UTF-8, nesting depth, integer size, no lone
  surrogates, standard JSON only (no NaN), each refusal a 400 `{"error": ...}`;
- every answer carries a Content-Security-Policy without inline script, `frame-ancestors
  'none'`, `X-Content-Type-Options: nosniff` and `Referrer-Policy: no-referrer`.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable
from typing import Any
from urllib.parse import urlsplit

from starlette.concurrency import run_in_threadpool
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from meeple.web.errors import BadRequest, WebError
from meeple.web.limits import Limits, TooLarge, UnsupportedMedia, cap_message, clip

CSP = ("default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; "
       "img-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'none'; "
       "form-action 'self'; frame-ancestors 'none'")
# Swagger UI (only with `meeple serve --docs`) loads its script and style from a CDN.
DOCS_CSP = CSP.replace("script-src 'self'", "script-src 'self' 'unsafe-inline' https://cdn.jsdelivr.net") \
              .replace("style-src 'self'", "style-src 'self' https://cdn.jsdelivr.net") \
              .replace("img-src 'self'", "img-src 'self' https://fastapi.tiangolo.com")
HEADERS = [(b"x-content-type-options", b"nosniff"), (b"referrer-policy", b"no-referrer"),
           (b"x-frame-options", b"DENY")]
CHANGING = {"POST", "PUT", "PATCH", "DELETE"}
INLINE = 16_384  # bytes of JSON checked on the event loop; larger bodies in a worker thread
STRING = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"', re.DOTALL)
BRACKETS = str.maketrans({c: None for c in map(chr, range(128)) if c not in "[]{}"})


def default_hosts(bind: str) -> list[str]:
    """The bind address and localhost's names: what a browser on this machine puts in Host."""
    hosts = ["localhost", "127.0.0.1", "::1"]
    if bind not in ("0.0.0.0", "::", "") and bind not in hosts:
        hosts.append(bind)
    return hosts


def host_of(value: str) -> str:
    """The host name in a Host header value (`name`, `name:port`, `[v6]:port`), lower case."""
    value = value.strip().lower()
    if value.startswith("["):
        return value[1:].partition("]")[0]
    if value.count(":") == 1:
        return value.partition(":")[0]
    return value


def check_json(body: bytes, limits: Limits) -> None:
    """`BadRequest` naming what is wrong if `body` is not plain, bounded JSON."""
    try:
        text = body.decode("utf-8")
    except UnicodeDecodeError as e:
        raise BadRequest(f"the body is not UTF-8 text (bad byte at position {e.start})") from None
    check_depth(text, limits.max_json_depth)
    try:
        value = json.loads(text, parse_int=int_parser(limits.max_int_digits),
                           parse_float=float_parser(limits.max_int_digits),
                           parse_constant=no_constant)
    except json.JSONDecodeError as e:
        raise BadRequest(f"malformed JSON: {e.msg} (line {e.lineno}, column {e.colno}): "
                         "the body is not JSON") from None
    try:
        json.dumps(value, ensure_ascii=False).encode("utf-8")
    except UnicodeEncodeError as e:
        raise BadRequest(f"a string holds a lone surrogate ({clip(e.object[e.start:e.end])}): "
                         "only valid Unicode text is accepted") from None


def check_depth(text: str, limit: int) -> None:
    if text.count("[") + text.count("{") <= limit:
        return  # too few brackets to nest deeper: the common case, no scan
    depth = 0
    for c in STRING.sub("", text).translate(BRACKETS):
        depth += 1 if c in "[{" else -1
        if depth > limit:  # stop at once: a 50,000-deep body costs as little as a 33-deep one
            raise BadRequest(f"the JSON is nested deeper than {limit}; at most {limit} allowed")


def int_parser(digits: int):
    def parse(s: str) -> int:
        if len(s.lstrip("-")) > digits:
            raise BadRequest(f"an integer of {len(s):,} digits ({clip(s, 20)}); "
                             f"at most {digits} digits allowed")
        return int(s)
    return parse


def float_parser(digits: int):
    def parse(s: str) -> float:
        if len(s) > 2 * digits:
            raise BadRequest(f"a number of {len(s):,} characters ({clip(s, 20)}); "
                             f"at most {2 * digits} allowed")
        return float(s)
    return parse


def no_constant(name: str) -> Any:
    raise BadRequest(f"{name} is not JSON: numbers must be finite")


class Guard:
    """The ASGI middleware described in the module's docstring."""

    def __init__(self, app: ASGIApp, limits: Limits, hosts: Iterable[str] | None = None,
                 docs: bool = False) -> None:
        self.app = app
        self.limits = limits
        self.hosts = None if hosts is None or "*" in hosts else {h.lower().strip("[]") for h in hosts}
        self.docs = docs

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] not in ("http", "websocket"):
            return await self.app(scope, receive, send)
        headers = {k.decode("latin-1"): v.decode("latin-1") for k, v in scope["headers"]}
        try:
            self.check_host(headers, scope["type"] == "websocket")
            if scope["type"] == "http":
                receive = await self.check_body(scope, headers, receive)
        except WebError as e:
            if scope["type"] == "websocket":
                return await send({"type": "websocket.close", "code": 4000 + e.status})
            return await answer(send, e.status, e.message, self.headers(scope))
        if scope["type"] == "websocket":
            return await self.app(scope, receive, send)
        extra = self.headers(scope)

        async def send_with_headers(message: Message) -> None:
            if message["type"] == "http.response.start":
                known = {k.lower() for k, _ in message.get("headers", [])}
                message["headers"] = [*message.get("headers", []),
                                      *((k, v) for k, v in extra if k not in known)]
            await send(message)

        await self.app(scope, receive, send_with_headers)

    def headers(self, scope: Scope) -> list[tuple[bytes, bytes]]:
        docs = self.docs and scope["path"] in ("/docs", "/docs/oauth2-redirect", "/redoc")
        return [(b"content-security-policy", (DOCS_CSP if docs else CSP).encode()), *HEADERS]

    def check_host(self, headers: dict[str, str], websocket: bool) -> None:
        if self.hosts is None:
            return
        host = host_of(headers.get("host", ""))
        if host not in self.hosts:
            raise BadRequest(f"the Host {clip(host, 40)} is not served here; allowed: "
                             f"{', '.join(sorted(self.hosts))} (meeple serve --allowed-host)")
        origin = headers.get("origin")
        if websocket and origin is not None and (urlsplit(origin).hostname or "") not in self.hosts:
            raise BadRequest(f"a page from {clip(origin, 40)} may not connect here")

    async def check_body(self, scope: Scope, headers: dict[str, str], receive: Receive) -> Receive:
        """The request's `receive`, with its body read and checked if it is a JSON API call."""
        length = headers.get("content-length", "")
        if length.isdigit() and int(length) > self.limits.max_body:
            raise TooLarge(f"the body is {int(length):,} bytes; at most {self.limits.max_body:,} allowed")
        changing = scope["method"] in CHANGING and scope["path"].startswith("/api/")
        has_body = (length.isdigit() and int(length) > 0) or "transfer-encoding" in headers
        if not changing or not has_body:
            return receive
        kind = headers.get("content-type", "").partition(";")[0].strip().lower()
        if kind != "application/json":
            raise UnsupportedMedia(f"the body must be JSON sent as Content-Type: application/json, "
                                   f"not {clip(kind or 'none', 40)}")
        body = await read_body(receive, self.limits.max_body)
        if body:
            try:
                if len(body) > INLINE:  # a large body is checked off the event loop
                    await run_in_threadpool(check_json, body, self.limits)
                else:
                    check_json(body, self.limits)
            except WebError as e:
                e.message = ("bad record: " if scope["path"] == "/api/records" else "") + e.message
                raise
        return replay_body(body, receive)


async def read_body(receive: Receive, limit: int) -> bytes:
    chunks, size = [], 0
    while True:
        message = await receive()
        if message["type"] == "http.disconnect":
            raise BadRequest("the client went away")
        chunk = message.get("body", b"")
        size += len(chunk)
        if size > limit:
            raise TooLarge(f"the body is over {limit:,} bytes; at most {limit:,} allowed")
        chunks.append(chunk)
        if not message.get("more_body", False):
            return b"".join(chunks)


def replay_body(body: bytes, receive: Receive) -> Receive:
    sent = False

    async def again() -> Message:
        nonlocal sent
        if not sent:
            sent = True
            return {"type": "http.request", "body": body, "more_body": False}
        return await receive()
    return again


async def answer(send: Send, status: int, message: str, headers: list[tuple[bytes, bytes]]) -> None:
    body = json.dumps({"error": cap_message(message)}).encode()
    await send({"type": "http.response.start", "status": status,
                "headers": [(b"content-type", b"application/json"),
                            (b"content-length", str(len(body)).encode()), *headers]})
    await send({"type": "http.response.body", "body": body})
