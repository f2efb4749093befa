"""Accessibility: an axe-core scan of the lobby and of each game's page (a seat to move, its
moves and board places shown) finds no serious or critical violation."""

from __future__ import annotations

import json
from pathlib import Path

import httpx
import pytest
from test_browser import ARGS, CHROMIUM, browser, server  # noqa: F401

pytestmark = [pytest.mark.browser,
              pytest.mark.skipif(not Path(CHROMIUM).exists(), reason="no /usr/bin/chromium")]
axe_module = pytest.importorskip("axe_playwright_python.sync_playwright")

SERIOUS = {"serious", "critical"}


def serious_violations(page) -> list[str]:
    results = axe_module.Axe().run(page)
    found = results.response["violations"]
    return [f"{v['id']} ({v['impact']}): {v['help']} — {[n['target'] for n in v['nodes'][:3]]}"
            for v in found if v["impact"] in SERIOUS]


@pytest.fixture
def context(browser):  # noqa: F811
    ctx = browser.new_context(viewport={"width": 1440, "height": 900}, bypass_csp=True)
    yield ctx
    ctx.close()


def test_the_lobby_has_no_serious_violation(context, server):  # noqa: F811
    page = context.new_page()
    page.goto(server + "/")
    page.wait_for_selector("#seats select")
    assert serious_violations(page) == []


@pytest.mark.parametrize("game", ["caylus", "tzolkin", "teotihuacan", "borabora"])
def test_a_game_page_has_no_serious_violation(context, server, game):  # noqa: F811
    made = httpx.post(f"{server}/api/games", json={"game": game, "players": 2, "seed": 2,
                                                   "seats": ["human", "random"]}).json()
    tokens = json.dumps({"0": made["tokens"]["0"]})
    context.add_init_script(f"localStorage.setItem('meeple.tokens.{made['id']}', {json.dumps(tokens)})")
    page = context.new_page()
    page.goto(f"{server}/games/{made['id']}")
    page.wait_for_selector("#moves button")
    assert serious_violations(page) == []
