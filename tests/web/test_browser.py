"""End-to-end in a real browser: Playwright driving Debian's Chromium against a live server.

Each board is saved to build/screenshots/<game>.png (gitignored) to look at.
"""

from __future__ import annotations

import random
import re
import socket
import threading
import time
from pathlib import Path

import httpx
import pytest

playwright = pytest.importorskip("playwright.sync_api")
uvicorn = pytest.importorskip("uvicorn")

CHROMIUM = "/usr/bin/chromium"
SHOTS = Path(__file__).resolve().parents[2] / "build" / "screenshots"
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
        "--disable-component-update", "--disable-sync"]

pytestmark = [pytest.mark.browser,
              pytest.mark.skipif(not Path(CHROMIUM).exists(), reason="no /usr/bin/chromium")]


APPS: dict = {}  # {server url: its app}


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    from meeple.web.app import create_app

    db = tmp_path_factory.mktemp("browser") / "meeple.db"
    port = free_port()
    app = create_app(f"sqlite:///{db}")
    app.state.service.client_seeds = True  # tests pin online games' deals (refused in real use)
    config = uvicorn.Config(app, host="127.0.0.1", port=port, log_level="warning")
    srv = uvicorn.Server(config)
    thread = threading.Thread(target=srv.run, daemon=True)
    thread.start()
    deadline = time.time() + 20
    while not srv.started and time.time() < deadline:
        time.sleep(0.05)
    APPS[f"http://127.0.0.1:{port}"] = app  # a test may reach the server's service
    yield f"http://127.0.0.1:{port}"
    srv.should_exit = True
    thread.join(timeout=10)


@pytest.fixture(scope="module")
def browser():
    with playwright.sync_playwright() as p:
        b = p.chromium.launch(executable_path=CHROMIUM, headless=True, args=ARGS)
        yield b
        b.close()


@pytest.fixture
def page(browser):
    context = browser.new_context(viewport={"width": 1400, "height": 1000})
    pg = context.new_page()
    errors = []
    pg.on("pageerror", lambda e: errors.append(str(e)))
    yield pg
    context.close()
    assert errors == [], errors


def move_number(page) -> int:
    text = page.locator("#title").inner_text()
    return int(re.search(r"move (\d+)", text).group(1))


def ready(page, timeout=10_000):
    """Wait until a seat at this device may move (passing the device when asked)."""
    deadline = time.time() + timeout / 1000
    while time.time() < deadline:
        if page.locator("#pass").is_visible():
            page.click("#pass-ok")
        if page.locator("#moves button").count() and page.locator("#move-box").is_visible():
            return
        time.sleep(0.05)
    raise AssertionError(f"no move to play appeared; the page says: {page.locator('#prompt').inner_text()!r}"
                         f" {page.locator('#error').inner_text()!r} {page.locator('#title').inner_text()!r}")


def create_from_lobby(page, server, game, players, seats):
    page.goto(server + "/")
    page.locator(f"label:has(input[value={game}])").click()
    page.locator("label:has(input[value=device])").click()
    page.select_option("#players", str(players))
    for seat, spec in enumerate(seats):
        page.select_option(f"#seat-{seat}", spec)
    page.click("#create")
    page.wait_for_url(re.compile(r"/games/\w+"))


def play_one(page, use_board: bool) -> None:
    """Play a move: by clicking a board place when asked and one is playable, else from the list."""
    ready(page)
    before = move_number(page)
    places = page.locator("#board [data-place].playable")
    moved = (f"() => !/move {before}$/.test(document.getElementById('title').textContent)"
             " || !document.getElementById('pass').classList.contains('hidden')")
    if use_board and places.count():
        places.first.click()
        page.wait_for_function(f"() => ({moved})() || "
                               "document.getElementById('move-count').textContent.includes('board place')")
        if "board place" in page.locator("#move-count").inner_text():  # several moves there
            page.locator("#moves button").first.click()
    else:
        page.locator("#moves button").first.click()
    page.wait_for_function(moved)


@pytest.mark.parametrize("game", ["caylus", "tzolkin", "teotihuacan", "borabora"])
def test_hot_seat_game_from_the_lobby(page, server, game):
    create_from_lobby(page, server, game, 2, ["human", "human"])
    if game == "caylus":  # nothing is hidden in Caylus: no passing the device
        page.wait_for_selector("#moves button")
        assert page.locator("#pass").is_hidden()
    else:  # two people at this device, each with hidden cards or tiles: pass it first
        page.wait_for_selector("#pass:not(.hidden)")
    ready(page)
    start = move_number(page)
    for i in range(4):
        play_one(page, use_board=i % 2 == 0)
        if game == "caylus":
            assert page.locator("#pass").is_hidden()
    ready(page)
    played = move_number(page)
    assert page.locator("#error").is_hidden(), page.locator("#error").inner_text()
    assert played >= start + 4
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / f"{game}.png"), full_page=True)
    assert page.locator("#log li").count() == played + 1  # set-up + every decision
    page.click("#undo")
    page.wait_for_function(f"() => !/move {played}$/.test(document.getElementById('title').textContent)"
                           " || !document.getElementById('pass').classList.contains('hidden')")
    ready(page)
    assert move_number(page) < played


def test_playing_against_a_bot_until_it_moves(page, server):
    create_from_lobby(page, server, "caylus", 2, ["human", "random"])
    game_id = page.url.rstrip("/").split("/")[-1]
    for _ in range(20):
        ready(page)
        play_one(page, use_board=False)
        log = httpx.get(f"{server}/api/games/{game_id}").json()["log"]
        if any(e["seat"] == 1 for e in log[1:]) and any(e["seat"] == 0 for e in log[1:]):
            break
    else:
        pytest.fail("the bot never moved")
    ready(page)  # the bot's move reached the page over the WebSocket, and it is our turn again
    bot_name = httpx.get(f"{server}/api/games/{game_id}").json()["seat_names"][1]
    assert f"{bot_name}:" in page.locator("#log").inner_text()  # the bot's moves are in the log
    assert not page.locator("#pass").is_visible()  # one person at this device: no passing


def test_watching_a_replay(page, server):
    made = httpx.post(f"{server}/api/games", json={"game": "borabora", "players": 2,
                                                   "seats": ["human", "human"], "seed": 3}).json()
    game_id, tokens = made["id"], made["tokens"]
    rng = random.Random(1)
    for _ in range(10):
        seat = httpx.get(f"{server}/api/games/{game_id}").json()["current_player"]
        auth = {"Authorization": f"Bearer {tokens[str(seat)]}"}
        v = httpx.get(f"{server}/api/games/{game_id}", headers=auth).json()
        httpx.post(f"{server}/api/games/{game_id}/moves", headers=auth,
                   json={"move": rng.choice(v["legal"]), "move_number": v["move_number"]})
    page.goto(f"{server}/games/{game_id}")  # no tokens here: a spectator
    page.wait_for_selector("#viewer:has-text('spectator')")
    page.click("#replay-toggle")
    page.locator("#replay-slider").fill("3")
    page.wait_for_selector("#title:has-text('replay, move 3')")
    page.click("#replay-next")
    page.wait_for_selector("#title:has-text('replay, move 4')")
    assert page.locator("#log li").count() == 5
    page.click("#replay-close")
    page.wait_for_selector("#title:has-text('move 10')")


def test_an_illegal_request_shows_its_message(page, server):
    page.goto(f"{server}/games/does-not-exist")
    page.wait_for_selector("#error:not(.hidden)")
    assert "no game" in page.locator("#error").inner_text()
