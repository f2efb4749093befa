"""Defects a player met on the game page, each with its own test (each failed before its fix):
a replay that could be undone (un-finishing a finished game), the solo end screen, the empty
"you are" pill, "New link" on one's own seat, and undo marks on the other seat's moves."""

from __future__ import annotations

import json
import math
import random
import re
from pathlib import Path

import httpx
import pytest
from test_browser import APPS, ARGS, CHROMIUM, browser, server  # noqa: F401

pytestmark = [pytest.mark.browser,
              pytest.mark.skipif(not Path(CHROMIUM).exists(), reason="no /usr/bin/chromium")]


def auth(token):
    return {"Authorization": f"Bearer {token}"}


def open_page(browser, server, game_id, tokens, path="", creator=None):  # noqa: F811
    """A page of `game_id` holding `tokens` ({seat: token}) and maybe the creator's token."""
    context = browser.new_context(viewport={"width": 1300, "height": 900})
    script = f"localStorage.setItem('meeple.tokens.{game_id}', {json.dumps(json.dumps(tokens))});"
    if creator:
        script += f"localStorage.setItem('meeple.creator.{game_id}', {json.dumps(creator)});"
    context.add_init_script(script)
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(f"{server}/games/{game_id}{path}")
    return context, page, errors


def play_random(server, game_id, tokens, moves, rng):  # noqa: F811
    """Up to `moves` random moves by the seats of `tokens`; the last public view."""
    for _ in range(moves):
        public = httpx.get(f"{server}/api/games/{game_id}").json()
        if public["is_terminal"]:
            return public
        token = tokens[str(public["current_player"])]
        mine = httpx.get(f"{server}/api/games/{game_id}", headers=auth(token)).json()
        r = httpx.post(f"{server}/api/games/{game_id}/moves", headers=auth(token),
                       json={"move": rng.choice(mine["legal"]), "move_number": mine["move_number"]})
        assert r.status_code == 200, r.text
    return httpx.get(f"{server}/api/games/{game_id}").json()


def test_a_replay_cannot_be_undone_nor_hinted(browser, server):  # noqa: F811
    made = httpx.post(f"{server}/api/games", json={"game": "caylus", "players": 2, "seed": 2,
                                                   "seats": ["human", "human"]}).json()
    played = play_random(server, made["id"], made["tokens"], 4, random.Random(1))["move_number"]
    context, page, errors = open_page(browser, server, made["id"], made["tokens"], "?replay=1")
    try:
        page.wait_for_selector("#title:has-text('replay')")
        assert page.locator("#undo").is_disabled() and page.locator("#hint").is_disabled()
        page.locator("#undo").click(force=True)  # a click that gets through does nothing either
        page.wait_for_timeout(300)
        assert httpx.get(f"{server}/api/games/{made['id']}").json()["move_number"] == played
        viewer = page.locator("#viewer")
        assert viewer.is_hidden() or viewer.inner_text().strip(), "no empty 'you are' pill"
        assert errors == []
    finally:
        context.close()


def solo_result():
    """The result payload of a Teotihuacan solo game played to its end by random moves."""
    import meeple
    from meeple.web.views import result

    state = meeple.load("teotihuacan").new_game(players=1, seed=4)
    rng = random.Random(4)
    while not state.is_terminal():
        state.apply(rng.choice(state.legal_actions()))
    return result(state, [state.seat_name(0)])


def test_the_solo_end_screen_ranks_the_teotibot(browser, server):  # noqa: F811
    res = solo_result()
    (bot_name, bot_score), = res["automa_scores"].items()
    context = browser.new_context(viewport={"width": 390, "height": 844})
    page = context.new_page()
    try:
        page.goto(server + "/")
        shown = page.evaluate("""async (res) => {
            const end = await import('/static/end.js');
            const table = end.endTable(res);
            document.body.append(table);
            return { title: end.endTitle(res, 0), text: table.innerText,
                     rows: [...table.querySelectorAll('tbody tr')].map((r) => r.innerText),
                     scrolls: getComputedStyle(table).overflowX };
        }""", res)
        won = res["winners"] == [0]
        assert shown["title"] == ("You win!" if won else f"{bot_name} wins!"), shown["title"]
        assert "[object" not in shown["text"] and len(shown["rows"]) == 2
        assert (bot_name not in shown["rows"][0]) == won, shown["rows"]  # the winner first
        assert shown["rows"][1].split()[0] == "2"  # the loser is ranked 2, never 1
        assert str(bot_score) in shown["text"] and shown["scrolls"] == "auto"
    finally:
        context.close()


def online_game(server, seats=("human", "human"), seed=2):  # noqa: F811
    return httpx.post(f"{server}/api/games", json={"game": "caylus", "players": len(seats), "seed": seed,
                                                   "seats": list(seats), "mode": "online"}).json()


def seat_tokens(made):
    """The seats' tokens of an online game, from their secret links."""
    return {seat: re.search(r"token=([^&]+)", link).group(1) for seat, link in made["links"]["seats"].items()}


def test_a_new_link_for_ones_own_seat_asks_and_keeps_the_seat(browser, server):  # noqa: F811
    made = online_game(server)
    tokens = seat_tokens(made)
    context, page, errors = open_page(browser, server, made["id"], {"0": tokens["0"]}, creator=made["creator"])
    try:
        page.wait_for_selector("#viewer:has-text('you are')")
        page.wait_for_selector("#seat-admin:not(.hidden)")
        asked = []
        page.once("dialog", lambda d: (asked.append(d.message), d.dismiss()))
        page.locator("#seat-admin-list li").first.get_by_role("button", name="New link").click()
        page.wait_for_timeout(300)
        assert asked, "a new link for one's own seat is confirmed first"
        assert httpx.get(f"{server}/api/games/{made['id']}", headers=auth(tokens["0"])).json()["seat"] == 0

        page.once("dialog", lambda d: d.accept())
        page.locator("#seat-admin-list li").first.get_by_role("button", name="New link").click()
        page.wait_for_function("() => document.querySelector('#seat-admin-list li input').value.includes('token=')")
        page.wait_for_timeout(1000)  # the old link's socket is closed by now
        assert "you are" in page.locator("#viewer").inner_text()  # still this seat, not a spectator
        link = page.locator("#seat-admin-list li input").first.input_value()
        kept = page.evaluate(f"JSON.parse(localStorage.getItem('meeple.tokens.{made['id']}'))")
        assert kept["0"] == re.search(r"token=([^&]+)", link).group(1)  # this device took the new link
        assert errors == []
    finally:
        context.close()


def test_online_undo_marks_only_this_devices_moves(browser, server):  # noqa: F811
    made = online_game(server)
    tokens = seat_tokens(made)
    play_random(server, made["id"], tokens, 6, random.Random(2))
    public = httpx.get(f"{server}/api/games/{made['id']}").json()
    context, page, errors = open_page(browser, server, made["id"], {"0": tokens["0"]})
    try:
        page.wait_for_selector("#viewer:has-text('you are')")
        page.wait_for_selector("#log li")
        items = page.locator("#log li")
        marked = 0
        for i, entry in enumerate(public["log"]):
            button = items.nth(i).locator("button.undo-to")
            if entry["seat"] != 0:
                assert button.count() == 0, entry
                continue
            marked += 1
            number = items.nth(i).locator(".n").inner_text()
            assert number == str(entry["n"] + 1)
            assert re.search(rf"\bmove {number}\b", button.get_attribute("aria-label"))
        assert marked and page.locator("#log button.undo-to").count() == marked
        assert errors == []
    finally:
        context.close()


def test_the_online_clock_counts_down_and_a_late_move_is_marked(browser, server):  # noqa: F811
    made = httpx.post(f"{server}/api/games", json={"game": "caylus", "players": 2, "seed": 2, "clock": 10,
                                                   "seats": ["human", "human"], "mode": "online"}).json()
    tokens = seat_tokens(made)
    context, page, errors = open_page(browser, server, made["id"], {"0": tokens["0"]})
    try:
        page.wait_for_selector("#scores .clock")
        first = page.locator("#prompt-clock").inner_text()
        assert re.fullmatch(r"⏱ 0:(10|0\d)", first), first
        page.wait_for_function(f"() => document.getElementById('prompt-clock').textContent !== {first!r}")
        from meeple.web import online

        service = APPS[server].state.service
        live = service.get(made["id"])
        live.timer.cancel()
        online.timeout(service, live, live.version)  # the clock runs out now: a bot moves for Red
        page.wait_for_selector("#log .timed-out")
        late = page.locator("#log li").filter(has=page.locator(".timed-out"))
        assert late.count() == 1
        assert errors == []
    finally:
        context.close()


def test_the_first_view_is_sent_once(browser, server):  # noqa: F811
    """The page asks for no view over HTTP: the socket's first message is the view."""
    made = httpx.post(f"{server}/api/games", json={"game": "caylus", "players": 2, "seed": 2,
                                                   "seats": ["human", "human"]}).json()
    context = browser.new_context(viewport={"width": 1300, "height": 900})
    tokens = json.dumps({"0": made["tokens"]["0"]})
    context.add_init_script(f"localStorage.setItem('meeple.tokens.{made['id']}', {json.dumps(tokens)})")
    page = context.new_page()
    views, frames = [], []
    page.on("request", lambda r: views.append(r.url) if r.url.endswith(f"/api/games/{made['id']}") else None)
    page.on("websocket", lambda ws: ws.on("framereceived", lambda f: frames.append(f)))
    try:
        page.goto(f"{server}/games/{made['id']}")
        page.wait_for_selector("#viewer:has-text('you are')")
        page.wait_for_timeout(300)
        assert views == [] and len(frames) == 1
    finally:
        context.close()


def test_hints_and_moves_are_told_in_words(browser, server):  # noqa: F811
    """A hint reads "best: <the move in words> (62 % to win)", then "also good: …"; a move's
    button shows its words and keeps its notation for the server."""
    made = httpx.post(f"{server}/api/games", json={"game": "caylus", "players": 2, "seed": 2,
                                                   "seats": ["human", "human"]}).json()
    first = httpx.get(f"{server}/api/games/{made['id']}").json()["current_player"]
    token = made["tokens"][str(first)]
    mine = httpx.get(f"{server}/api/games/{made['id']}", headers=auth(token)).json()
    hint = httpx.get(f"{server}/api/games/{made['id']}/hint", headers=auth(token)).json()
    if not hint["available"]:
        pytest.skip(hint.get("message", "no hint bot"))
    context, page, errors = open_page(browser, server, made["id"], {str(first): token})
    try:
        page.wait_for_selector("#moves button")
        button = page.locator("#moves button").first
        words = mine["words"][button.get_attribute("data-move")]
        assert button.inner_text() == words[0].upper() + words[1:]
        lines = page.evaluate("""async ([v, hints]) => {
            const w = await import('/static/words.js');
            return hints.map((h, i) => { const x = w.hintWords(v, h, i); return `${x.label}: ${x.words} (${x.odds})`; });
        }""", [mine, hint["hints"]])
        for i, (line, h) in enumerate(zip(lines, hint["hints"], strict=True)):
            words = mine["words"][h["move"]]
            label = "best" if i == 0 else "also good"
            assert line == f"{label}: {words[0].upper() + words[1:]} ({math.floor(100 * h['value'] + 0.5)} % to win)"
        assert errors == []
    finally:
        context.close()
