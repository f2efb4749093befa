"""Running the app under uvicorn with the connection limits of `Limits`.

uvicorn closes idle keep-alive connections (`timeout_keep_alive`) but waits forever for a
request's headers: a thousand clients sending a header byte now and then hold a thousand
connections. `HeaderDeadline` closes a connection that has not sent a complete request head
within `Limits.header_timeout` seconds of opening or of its previous answer.

Behind a reverse proxy (nginx, Caddy), let the proxy buffer requests and enforce its own
header and body timeouts and per-address connection limits as well; run uvicorn with
`--forwarded-allow-ips` so the rate limits see the real client address.
"""

from __future__ import annotations

import asyncio
from typing import Any

from meeple.web.limits import Limits


class HeaderDeadline:
    """Mixin for a uvicorn HTTP protocol: close the connection if a request's head is late."""

    header_timeout = 10.0
    deadline: asyncio.TimerHandle | None = None

    def connection_made(self, transport: Any) -> None:
        super().connection_made(transport)
        self.arm()

    def connection_lost(self, exc: Exception | None) -> None:
        self.disarm()
        super().connection_lost(exc)

    def on_response_complete(self) -> None:
        super().on_response_complete()
        if not self.transport.is_closing():
            self.arm()  # the next request's head is due within the deadline too

    def handle_websocket_upgrade(self, *args: Any) -> None:
        self.disarm()  # the connection is the WebSocket's now
        super().handle_websocket_upgrade(*args)

    def arm(self) -> None:
        self.disarm()
        self.deadline = self.loop.call_later(self.header_timeout, self.expire)

    def disarm(self) -> None:
        if self.deadline is not None:
            self.deadline.cancel()
            self.deadline = None

    def expire(self) -> None:
        self.deadline = None
        if not self.transport.is_closing():
            self.transport.close()


def protocol_class(header_timeout: float) -> type:
    """uvicorn's fastest available HTTP protocol, with the header deadline."""
    try:
        from uvicorn.protocols.http.httptools_impl import HttpToolsProtocol

        class Protocol(HeaderDeadline, HttpToolsProtocol):
            def on_headers_complete(self) -> None:
                self.disarm()
                super().on_headers_complete()
    except ImportError:  # httptools is optional: h11 is always there
        from uvicorn.protocols.http.h11_impl import H11Protocol

        class Protocol(HeaderDeadline, H11Protocol):  # type: ignore[no-redef]
            def handle_events(self) -> None:
                super().handle_events()
                if self.cycle is not None and not self.cycle.response_complete:
                    self.disarm()  # a request's head arrived
    Protocol.header_timeout = header_timeout
    return Protocol


def uvicorn_settings(limits: Limits) -> dict[str, Any]:
    """uvicorn.run's keyword arguments that enforce the connection limits."""
    return {"http": protocol_class(limits.header_timeout),
            "timeout_keep_alive": limits.keep_alive,
            "h11_max_incomplete_event_size": limits.max_header_bytes,
            "limit_concurrency": limits.max_connections,
            "ws_max_size": limits.ws_max_message}
