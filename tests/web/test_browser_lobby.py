"""The lobby for players, on a phone: game cards, "Play alone" against Teotihuacan's Teotibot
with its difficulty, options in plain words (no spec references, no server path), bots by the
server's levels, and the games this browser made listed as "yours" with whose turn it is."""

from __future__ import annotations

from pathlib import Path

import httpx
import pytest
from test_browser import ARGS, CHROMIUM, browser, server  # noqa: F401

pytestmark = [pytest.mark.browser,
              pytest.mark.skipif(not Path(CHROMIUM).exists(), reason="no /usr/bin/chromium")]


@pytest.fixture
def phone(browser):  # noqa: F811
    context = browser.new_context(viewport={"width": 390, "height": 844}, has_touch=True)
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    yield page
    context.close()
    assert errors == []


def test_the_lobby_speaks_to_players(phone, server):  # noqa: F811
    page = phone
    page.goto(server + "/")
    page.wait_for_selector("#games label")
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    catalog = httpx.get(f"{server}/api/catalog").json()
    levels = [s["label"] for b in catalog["seats"] if b["name"] != "human" for s in b["specs"]]

    page.locator("label:has(input[value=borabora])").click()
    assert page.locator("[data-option=board_data]").count() == 0  # no server path to type
    page.locator("label:has(input[value=teotihuacan])").click()
    page.locator("label:has(input[value=alone])").click()
    assert "Teotibot" in page.locator("#players option:checked").inner_text()
    assert page.locator("#common-options #opt-difficulty").is_visible()
    labels = page.locator("#common-options label, #options label").all_inner_texts()
    assert labels and not any("§" in t or "[G]" in t or "_" in t.split(" ")[0] for t in labels), labels
    page.select_option("#players", "2")
    bots = page.locator("#seat-1 option").all_inner_texts()
    assert all(any(level in b for b in bots) for level in levels), (bots, levels)

    page.select_option("#players", "1")
    page.select_option("#opt-difficulty", label="hard")
    page.click("#create")
    page.wait_for_url("**/games/*")
    game_id = page.url.rstrip("/").split("/")[-1]
    assert httpx.get(f"{server}/api/games/{game_id}").json()["options"]["difficulty"] == "hard"

    page.goto(server + "/")
    mine = page.locator("#your-games li").filter(has_text="Teotihuacan")
    mine.first.wait_for()
    page.wait_for_function("() => document.querySelector('#your-games .turn').textContent")
    assert mine.count() == 1 and "your turn" in mine.first.inner_text()
