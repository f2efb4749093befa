"""Bytes a player's browser receives per move: a real Chromium plays N human moves against a
bot on a live server, counting the HTTP response bodies and the WebSocket frames it receives.

    PYTHONPATH=src python benchmarks/web_traffic.py [--game caylus] [--moves 25] [--bot random]

Two counts: uncompressed (the bodies as the page reads them) and on the wire: HTTP bodies as
Chromium received them (gzip where the server compresses), WebSocket frames as permessage-deflate
would send them (estimated with zlib: one raw deflate stream per socket, flushed per message,
as Chromium and the `websockets` server negotiate by default). Prints a Markdown table: page
load (HTML, scripts, first view) and the moves, split by HTTP and WebSocket. Needs
/usr/bin/chromium.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import socket
import tempfile
import threading
import time
import zlib
from collections import Counter
from pathlib import Path

import httpx
import uvicorn
from playwright.sync_api import sync_playwright

from meeple.web.app import create_app

CHROMIUM = "/usr/bin/chromium"
ARGS = ["--no-sandbox", "--disable-gpu"]


def start_server(db: Path) -> str:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    server = uvicorn.Server(uvicorn.Config(create_app(f"sqlite:///{db}"), host="127.0.0.1",
                                           port=port, log_level="warning"))
    threading.Thread(target=server.run, daemon=True).start()
    while not server.started:
        time.sleep(0.05)
    return f"http://127.0.0.1:{port}"


class Meter:
    """Bytes received by one page, by phase ("load" or "moves") and channel (http, ws)."""

    def __init__(self, page) -> None:
        self.phase = "load"
        self.bytes: Counter[tuple[str, str]] = Counter()
        self.wire: Counter[tuple[str, str]] = Counter()
        self.count: Counter[tuple[str, str]] = Counter()
        page.on("response", self.response)
        page.on("websocket", self.socket)

    def add(self, channel: str, size: int, wire: int) -> None:
        self.bytes[self.phase, channel] += size
        self.wire[self.phase, channel] += wire
        self.count[self.phase, channel] += 1

    def response(self, response) -> None:
        with contextlib.suppress(Exception):  # a response without a body (a socket upgrade)
            body = len(response.body())
            self.add("http", body, response.request.sizes()["responseBodySize"] or body)

    def socket(self, ws) -> None:
        deflate = zlib.compressobj(zlib.Z_DEFAULT_COMPRESSION, zlib.DEFLATED, -15)

        def frame(payload) -> None:
            data = payload.encode() if isinstance(payload, str) else payload
            wire = deflate.compress(data) + deflate.flush(zlib.Z_SYNC_FLUSH)
            self.add("ws", len(data), len(wire) - 4)  # the flush's 4-byte tail is not sent

        ws.on("framereceived", frame)


def play(page, moves: int) -> int:
    """Play `moves` moves by clicking the first listed one; the number played."""
    played = 0
    for _ in range(moves):
        try:
            page.wait_for_selector("#moves button", timeout=30_000)
        except Exception:
            break  # the game ended
        before = page.locator("#title").inner_text()
        page.locator("#moves button").first.click()
        page.wait_for_function(f"() => document.getElementById('title').textContent !== {json.dumps(before)}")
        played += 1
    page.wait_for_timeout(1500)  # the bot's last answer arrives
    return played


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="caylus")
    parser.add_argument("--moves", type=int, default=25)
    parser.add_argument("--bot", default="random")
    parser.add_argument("--seed", type=int, default=2)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp, sync_playwright() as p:
        base = start_server(Path(tmp) / "meeple.db")
        made = httpx.post(f"{base}/api/games", json={"game": args.game, "players": 2, "seed": args.seed,
                                                     "seats": ["human", args.bot]}).json()
        browser = p.chromium.launch(executable_path=CHROMIUM, headless=True, args=ARGS)
        context = browser.new_context(viewport={"width": 1440, "height": 900})
        tokens = json.dumps({"0": made["tokens"]["0"]})
        context.add_init_script(f"localStorage.setItem('meeple.tokens.{made['id']}', {json.dumps(tokens)})")
        page = context.new_page()
        meter = Meter(page)
        page.goto(f"{base}/games/{made['id']}")
        page.wait_for_selector("#moves button")
        page.wait_for_timeout(500)
        meter.phase = "moves"
        played = play(page, args.moves)
        browser.close()
    print(f"{args.game}, {played} human moves against {args.bot}: bytes received, "
          "uncompressed / on the wire\n")
    print("| phase | HTTP bytes (responses) | WebSocket bytes (frames) | per move |")
    print("|---|---|---|---|")
    for phase in ("load", "moves"):
        http, ws = meter.bytes[phase, "http"], meter.bytes[phase, "ws"]
        whttp, wws = meter.wire[phase, "http"], meter.wire[phase, "ws"]
        n = max(played, 1)
        per = f"{(http + ws) / n:,.0f} / {(whttp + wws) / n:,.0f}" if phase == "moves" else ""
        print(f"| {phase} | {http:,} / {whttp:,} ({meter.count[phase, 'http']}) "
              f"| {ws:,} / {wws:,} ({meter.count[phase, 'ws']}) | {per} |")


if __name__ == "__main__":
    main()
