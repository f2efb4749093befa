"""An online Bora Bora game in three Chromium contexts (two seats from their secret links, and
a spectator): each sees the other's moves live and never the other's god cards."""

from __future__ import annotations

import json
import re
import time

import httpx
import pytest
from test_browser import ARGS, CHROMIUM, browser, move_number, ready, server  # noqa: F401

pytestmark = [pytest.mark.browser,
              pytest.mark.skipif(not __import__("pathlib").Path(CHROMIUM).exists(),
                                 reason="no /usr/bin/chromium")]


def open_context(browser, url):  # noqa: F811
    context = browser.new_context(viewport={"width": 1300, "height": 900})
    page = context.new_page()
    frames, errors = [], []
    page.on("websocket", lambda ws: ws.on("framereceived", lambda data: frames.append(json.loads(data))))
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(url)
    return context, page, frames, errors


def create_online(page, server):  # noqa: F811
    page.goto(server + "/")
    page.locator("label:has(input[value=borabora])").click()
    page.locator("label:has(input[value=online])").click()
    page.select_option("#players", "2")
    for seat in (0, 1):
        page.select_option(f"#seat-{seat}", "human")
    page.click("#create")
    page.wait_for_selector("#links:not(.hidden)")
    links = [page.locator(f"input[aria-label='Link of {name}']").input_value() for name in ("Green", "Black")]
    return links, page.locator("#spectator-link").input_value()


def wait_move(page, n, timeout=10.0):
    deadline = time.time() + timeout
    while time.time() < deadline:
        if move_number(page) >= n:
            return
        time.sleep(0.05)
    raise AssertionError(f"the page stayed at move {move_number(page)}, not {n}")


def test_two_seats_and_a_spectator_play_online(browser, server):  # noqa: F811
    creator = browser.new_context()
    links, spectator_link = create_online(creator.new_page(), server)
    assert all("#seat=" in link and "token=" in link for link in links)
    assert "token" not in spectator_link
    game_id = re.search(r"/games/(\w+)", spectator_link)[1]
    opened = [open_context(browser, link) for link in [*links, spectator_link]]
    pages = [o[1] for o in opened]
    try:
        for page, who in zip(pages, ("you are", "you are", "spectator"), strict=True):
            page.wait_for_selector(f"#viewer:has-text('{who}')")
            assert "token" not in page.url  # the secret left the address bar once kept
        for _ in range(8):
            seat = httpx.get(f"{server}/api/games/{game_id}").json()["current_player"]
            page = pages[seat]
            ready(page)
            before = move_number(page)
            page.locator("#moves button").first.click()
            for other in pages:  # every page, the mover's and the others', shows the move live
                wait_move(other, before + 1)
        seen = {seat: [f for f in o[2] if "observation" in f] for seat, o in zip((0, 1, None), opened,
                                                                               strict=True)}
        for seat, payloads in seen.items():
            assert len(payloads) >= 8
            for p in payloads:
                assert p["seat"] == seat
                hands = [i for i, player in enumerate(p["observation"]["players"]) if "hand" in player]
                assert hands == ([] if seat is None else [seat])
        assert pages[0].locator("#board [data-hand=own]").count() == 1
        assert pages[2].locator("#board [data-hand=own]").count() == 0
        for o in opened:
            assert o[3] == [], o[3]
    finally:
        for o in opened:
            o[0].close()
        creator.close()


def test_a_page_whose_link_is_revoked_becomes_a_spectator(browser, server):  # noqa: F811
    made = httpx.post(f"{server}/api/games", json={"game": "caylus", "players": 2,
                                                   "seats": ["human", "human"], "mode": "online"}).json()
    context, page, _, errors = open_context(browser, server + made["links"]["seats"]["0"])
    try:
        page.wait_for_selector("#viewer:has-text('you are')")
        r = httpx.post(f"{server}/api/games/{made['id']}/seats/0/share",
                       headers={"Authorization": f"Bearer {made['creator']}"})
        assert r.status_code == 200
        page.wait_for_selector("#viewer:has-text('spectator')", timeout=10_000)
        assert page.locator("#moves button").count() == 0
        assert errors == []
    finally:
        context.close()
