"""The web app's language: chosen per request, the pages' own words translated, the catalog
the browser's scripts read.

The language of a request is, in order: the `lang` query parameter, the `meeple_lang`
cookie (the page's language switch sets it and localStorage), the `Accept-Language` header,
English. `LanguageMiddleware` sets it as `meeple.core.i18n`'s current language for the whole
request or WebSocket, so every message the games and views build comes out in it.

The HTML pages are written in English; `translate_html` translates their text and their
`title`, `aria-label`, `placeholder` and `alt` attributes by the same catalog, and sets
`<html lang>`. `extract_html` is the Babel extractor that puts those texts in the catalog
(babel.cfg).
"""

from __future__ import annotations

import html
import re
from html.parser import HTMLParser
from http.cookies import SimpleCookie
from typing import Any
from urllib.parse import parse_qs

from meeple.core import i18n

COOKIE = "meeple_lang"
ATTRIBUTES = ("title", "aria-label", "placeholder", "alt")
SKIP = {"script", "style", "code"}  # their text is not prose


def request_language(query: bytes, headers: list[tuple[bytes, bytes]]) -> str:
    """The language of a request from its raw ASGI query string and headers."""
    asked = parse_qs(query.decode("latin-1")).get("lang")
    if asked and i18n.normalize(asked[0]):
        return i18n.normalize(asked[0])
    values = {k.decode("latin-1").lower(): v.decode("latin-1") for k, v in headers}
    if "cookie" in values:
        cookie: SimpleCookie = SimpleCookie()
        try:
            cookie.load(values["cookie"])
        except Exception:  # a malformed cookie header only loses the preference
            cookie = SimpleCookie()
        if COOKIE in cookie and i18n.normalize(cookie[COOKIE].value):
            return i18n.normalize(cookie[COOKIE].value)
    return i18n.negotiate(values.get("accept-language"))


class LanguageMiddleware:
    """Pure ASGI (so the context variable reaches the endpoint and its thread pool)."""

    def __init__(self, app: Any) -> None:
        self.app = app

    async def __call__(self, scope: dict, receive: Any, send: Any) -> None:
        if scope["type"] not in ("http", "websocket"):
            return await self.app(scope, receive, send)
        lang = request_language(scope.get("query_string", b""), scope.get("headers", []))
        with i18n.use_language(lang):
            await self.app(scope, receive, send)


def catalog_json(lang: str) -> dict[str, Any]:
    """What GET /api/i18n/{lang} returns: the messages of `lang` and its plural rule."""
    lang = i18n.require(lang)
    trans = i18n.catalog(lang)
    plural = getattr(trans, "_info", {}).get("plural-forms", "nplurals=2; plural=(n != 1);")
    return {"lang": lang, "languages": dict(i18n.LANGUAGE_NAMES), "plural_forms": plural,
            "messages": i18n.messages(lang)}


def _norm(text: str) -> str:
    return " ".join(text.split())


class _Texts(HTMLParser):
    """Collects (line, text) of the translatable parts of a page, and rebuilds it."""

    def __init__(self, lang: str | None = None) -> None:
        super().__init__(convert_charrefs=True)
        self.lang = lang
        self.found: list[tuple[int, str]] = []
        self.out: list[str] = []
        self.skip = 0

    def _say(self, text: str) -> str:
        key = _norm(text)
        if not key or not re.search(r"[A-Za-z]", key):
            return text
        self.found.append((self.getpos()[0], key))
        if self.lang is None:
            return text
        done = i18n._(key, self.lang)
        if done == key:
            return text
        lead = text[:len(text) - len(text.lstrip())]
        trail = text[len(text.rstrip()):]
        return lead + done + trail

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.out.append(self._tag(tag, attrs, ">"))
        if tag in SKIP:
            self.skip += 1

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.out.append(self._tag(tag, attrs, ">"))

    def _tag(self, tag: str, attrs: list[tuple[str, str | None]], end: str) -> str:
        if tag != "html" and not any(name in ATTRIBUTES for name, _value in attrs):
            return self.get_starttag_text() or f"<{tag}{end}"  # as written (SVG's viewBox...)
        parts = [tag]
        for name, value in attrs:
            if value is None:
                parts.append(name)
                continue
            if name in ATTRIBUTES:
                value = self._say(value)
            elif tag == "html" and name == "lang" and self.lang:
                value = self.lang
            parts.append(f'{name}="{html.escape(value, quote=True)}"')
        return "<" + " ".join(parts) + end

    def handle_endtag(self, tag: str) -> None:
        if tag in SKIP and self.skip:
            self.skip -= 1
        self.out.append(f"</{tag}>")

    def handle_data(self, data: str) -> None:
        text = data if self.skip else self._say(data)
        self.out.append(text if self.skip else html.escape(text, quote=False))

    def handle_decl(self, decl: str) -> None:
        self.out.append(f"<!{decl}>")

    def handle_comment(self, data: str) -> None:
        self.out.append(f"<!--{data}-->")


def translate_html(page: str, lang: str) -> str:
    """`page` with its texts in `lang` and `<html lang>` set."""
    parser = _Texts(i18n.require(lang))
    parser.feed(page)
    parser.close()
    return "".join(parser.out)


def extract_html(fileobj, keywords, comment_tags, options):
    """Babel extractor: every text and translatable attribute of an HTML page."""
    parser = _Texts()
    parser.feed(fileobj.read().decode("utf-8"))
    parser.close()
    for line, text in parser.found:
        yield line, None, text, []
