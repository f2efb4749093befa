"""The game page on a 390x844 phone and a 1440x900 desktop, for every game: no wider than the
screen, the prompt and the moves in view (also scrolled to the end of the page), every legal
place of the board marked by an outline that differs from an unplayable place's, the seat
named once in the prompt, and (on the phone) a move made by tapping the board."""

from __future__ import annotations

import json
import re
from pathlib import Path

import httpx
import pytest
from test_browser import ARGS, CHROMIUM, browser, move_number, server  # noqa: F401

pytestmark = [pytest.mark.browser,
              pytest.mark.skipif(not Path(CHROMIUM).exists(), reason="no /usr/bin/chromium")]

SIZES = {"phone": (390, 844), "desktop": (1440, 900)}
GAMES = ["caylus", "tzolkin", "teotihuacan", "borabora"]

# The stroke of a place's outline: the rectangle itself, or a place group's first shape.
STROKE = """(node) => getComputedStyle(node.tagName === 'g' ? node.firstElementChild : node).stroke"""
# The WCAG contrast of each marked place's outline against its own fill (where it is a colour).
CONTRASTS = """(nodes) => {
  const lum = (c) => c.match(/[\\d.]+/g).slice(0, 3).map((v) => v / 255)
    .map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4))
    .reduce((sum, v, i) => sum + v * [0.2126, 0.7152, 0.0722][i], 0);
  return nodes.map((n) => getComputedStyle(n.tagName === 'g' ? n.firstElementChild : n))
    .filter((cs) => cs.fill.startsWith('rgb('))
    .map((cs) => { const [a, b] = [lum(cs.stroke), lum(cs.fill)].sort((x, y) => y - x); return (a + 0.05) / (b + 0.05); });
}"""


def open_seat(browser, server, size, game, seats=("human", "random"), **body):  # noqa: F811
    """A new game whose seat 0 is played at this device, opened at `size`: (context, page, made)."""
    made = httpx.post(f"{server}/api/games", json={"game": game, "players": len(seats), "seed": 2,
                                                   "seats": list(seats), **body}).json()
    width, height = SIZES[size]
    context = browser.new_context(viewport={"width": width, "height": height}, has_touch=size == "phone")
    tokens = json.dumps({"0": made["tokens"]["0"]})
    context.add_init_script(f"localStorage.setItem('meeple.tokens.{made['id']}', {json.dumps(tokens)})")
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(f"{server}/games/{made['id']}")
    page.wait_for_selector("#moves button", state="visible")
    made["errors"] = errors
    return context, page, made


def in_view(page, selector) -> bool:
    return page.evaluate("""(sel) => { const r = document.querySelector(sel).getBoundingClientRect();
        return r.height > 0 && r.top >= 0 && r.bottom <= innerHeight + 1 && r.left >= 0 && r.right <= innerWidth + 1; }""",
                         selector)


@pytest.mark.parametrize("size", list(SIZES))
@pytest.mark.parametrize("game", GAMES)
def test_the_page_fits_and_marks_every_legal_place(browser, server, game, size):  # noqa: F811
    context, page, made = open_seat(browser, server, size, game)
    try:
        width = SIZES[size][0]
        assert page.evaluate("document.documentElement.scrollWidth") <= width
        assert in_view(page, "#prompt") and in_view(page, "#moves li:first-child button")
        page.evaluate("window.scrollTo(0, document.body.scrollHeight)")
        assert in_view(page, "#prompt"), "the prompt stays reachable at the end of the page"

        prompt = page.locator("#prompt").inner_text()
        name = httpx.get(f"{server}/api/games/{made['id']}").json()["seat_names"][0]
        assert len(re.findall(rf"\b{name}\b", prompt)) == 1, prompt

        places = httpx.get(f"{server}/api/games/{made['id']}",
                           headers={"Authorization": f"Bearer {made['tokens']['0']}"}).json()["places"]
        marked = page.eval_on_selector_all("#board [data-place].playable", "ns => ns.map(n => n.dataset.place)")
        assert places and sorted(marked) == sorted(places)
        strokes = page.eval_on_selector_all("#board [data-place].playable", f"ns => ns.map({STROKE})")
        others = page.eval_on_selector_all("#board [data-place]:not(.playable)", f"ns => ns.map({STROKE})")
        assert len(set(strokes)) == 1 and strokes[0] not in others, (strokes[:3], set(others))
        contrasts = page.eval_on_selector_all("#board [data-place].playable", CONTRASTS)
        assert contrasts and min(contrasts) >= 3, contrasts
        if size == "phone":
            tap_a_place(page)
        assert made["errors"] == []
    finally:
        context.close()


def tap_a_place(page):
    """Tap a marked place: its only move is played, or its moves are listed to tap one."""
    before = move_number(page)
    page.locator("#board [data-place].playable").first.tap()
    moved = f"() => !/move {before}$/.test(document.getElementById('title').textContent)"
    page.wait_for_function(f"() => ({moved})() || document.getElementById('move-count').textContent.includes('board place')")
    if "board place" in page.locator("#move-count").inner_text():
        assert page.locator("#place-info").inner_text(), "the tapped place is named"
        page.locator("#moves button").first.tap()
    page.wait_for_function(moved)


# Pixels per board unit of the drawn board, the page's width, and the zoom it opened at.
BOARD_SCALE = """() => { const svg = document.querySelector('#board svg');
  return [svg.getBoundingClientRect().width / svg.viewBox.baseVal.width,
          document.documentElement.scrollWidth, document.getElementById('board').dataset.zoom]; }"""


@pytest.mark.parametrize("size", list(SIZES))
@pytest.mark.parametrize("game", ["caylus", "borabora"])
def test_the_board_opens_at_a_readable_size(browser, server, game, size):  # noqa: F811
    """A phone opens the board zoomed to at least half a pixel per unit (panned in its box, the
    page still no wider than the screen); a desktop at the fitted width, which is that already."""
    context, page, _ = open_seat(browser, server, size, game)
    try:
        scale, page_width, zoom = page.evaluate(BOARD_SCALE)
        assert scale >= 0.5 and page_width <= SIZES[size][0]
        assert (zoom != "1") == (size == "phone")
        if size == "phone":
            page.click("#zoom-fit")  # Fit shows the whole board again
            assert page.evaluate(BOARD_SCALE)[0] < scale
    finally:
        context.close()
