"""`meeple i18n`: keep the translation catalogs (docs/translating.md).

    meeple i18n extract    the template meeple.pot from the sources (babel.cfg)
    meeple i18n update     merge the template into every language's meeple.po
    meeple i18n compile    each meeple.po to its meeple.mo (what the program reads)
    meeple i18n check      per language: untranslated, fuzzy, stale (not in the sources)
                           messages, and .mo files older than their .po; exit 1 if any

All but `check --no-extract` need Babel (the `test` extra); the program itself does not.
"""

from __future__ import annotations

import argparse
import io
from pathlib import Path
from typing import TextIO

from meeple.core import MeepleError
from meeple.core.i18n import DEFAULT, DOMAIN, LANGUAGES, LOCALE_DIR

ROOT = LOCALE_DIR.parent.parent.parent  # the checkout: babel.cfg, src/
KEYWORDS = ["tr", "ntr:1,2", "_say", "_say_n:1,2", "_say_now", "NP_:1c,2", "t", "nt:1,2"]  # beside Babel's defaults (_, N_, ngettext, ...)

# What each language covers: Greek everything; Polish the pages, the terminal and Teotihuacan
# (the one game with a Polish rulebook, its glossary). A message used only by a game outside a
# language's cover is shown in English there: listed by `check` as "other games", not a problem.
COVERS: dict[str, tuple[str, ...] | None] = {"el": None, "pl": ("teotihuacan", "tzolkin", "borabora")}
GAMES = ("caylus", "tzolkin", "teotihuacan", "borabora")


def add_parser(sub) -> None:
    p = sub.add_parser("i18n", help="extract, update, compile and check the translations")
    p.add_argument("action", choices=("extract", "update", "compile", "check"))
    p.add_argument("--lang", action="append", choices=LANGUAGES[1:],
                   help="only this language (repeatable; default: all)")


def _babel():
    try:
        from babel.messages import extract, mofile, pofile
    except ImportError as e:  # pragma: no cover - the test extra installs it
        raise MeepleError("meeple i18n: needs Babel (pip install 'meeple[test]')") from e
    return extract, pofile, mofile


def po_path(lang: str) -> Path:
    return LOCALE_DIR / lang / "LC_MESSAGES" / f"{DOMAIN}.po"


def extract_template():
    """The catalog of every message in the sources, as `babel.cfg` says where they are."""
    from babel.messages.catalog import Catalog
    from babel.messages.frontend import parse_keywords, parse_mapping_cfg

    extract, _pofile, _mofile = _babel()
    with open(ROOT / "babel.cfg", encoding="utf-8") as f:
        method_map, options_map = parse_mapping_cfg(f)
    keywords = {**extract.DEFAULT_KEYWORDS, **parse_keywords(KEYWORDS)}
    template = Catalog(project="meeple", domain=DOMAIN, fuzzy=False)
    for filename, lineno, message, comments, context in extract.extract_from_dir(
            str(ROOT), method_map, options_map, keywords=keywords, strip_comment_tags=True):
        template.add(message, None, [(filename, lineno)], auto_comments=comments,
                     context=context)
    return template


def load_po(lang: str):
    _extract, pofile, _mofile = _babel()
    with open(po_path(lang), "rb") as f:
        return pofile.read_po(f, locale=lang, domain=DOMAIN)


def write_po(catalog, lang: str) -> None:
    _extract, pofile, _mofile = _babel()
    path = po_path(lang)
    path.parent.mkdir(parents=True, exist_ok=True)
    with open(path, "wb") as f:
        pofile.write_po(f, catalog, width=100, sort_output=False, omit_header=False,
                        include_previous=True)


def mo_bytes(catalog) -> bytes:
    _extract, _pofile, mofile = _babel()
    buf = io.BytesIO()
    mofile.write_mo(buf, catalog, use_fuzzy=False)
    return buf.getvalue()


def games_using(locations) -> set[str] | None:
    """The games whose files use a message, or None when anything else uses it too."""
    games = set()
    for path, _line in locations:
        game = next((g for g in GAMES if f"games/{g}/" in path or f"boards/{g}.py" in path), None)
        if game is None:
            return None
        games.add(game)
    return games or None


def outside_cover(lang: str, locations) -> bool:
    covers = COVERS.get(lang)
    games = games_using(locations)
    return covers is not None and games is not None and games.isdisjoint(covers)


def problems(lang: str, template=None) -> dict[str, list[str]]:
    """What is not done in `lang`: untranslated, fuzzy and stale messages, an outdated .mo;
    and apart ("other games"), untranslated messages of games the language does not cover."""
    catalog = load_po(lang)
    out: dict[str, list[str]] = {"untranslated": [], "fuzzy": [], "stale": [], "mo": [],
                                 "other games": []}
    for message in catalog:
        if not message.id:
            continue
        key = message.id if isinstance(message.id, str) else message.id[0]
        strings = message.string if isinstance(message.string, tuple | list) else [message.string]
        where = template.get(message.id, message.context) if template is not None else None
        if message.fuzzy:
            out["fuzzy"].append(key)
        elif not all(strings):
            out["other games" if outside_cover(lang, (where or message).locations)
                else "untranslated"].append(key)
        if template is not None and template.get(message.id, message.context) is None:
            out["stale"].append(key)
    if template is not None:
        for m in template:
            if m.id and catalog.get(m.id, m.context) is None:
                kind = "other games" if outside_cover(lang, m.locations) else "untranslated"
                out[kind].append(m.id if isinstance(m.id, str) else m.id[0])
    mo = po_path(lang).with_suffix(".mo")
    if not mo.exists() or mo.read_bytes() != mo_bytes(catalog):
        out["mo"].append(f"{mo.name} is not compiled from {po_path(lang).name}: "
                         f"run meeple i18n compile")
    return out


def run(args: argparse.Namespace, inp: TextIO, out: TextIO, err: TextIO) -> int:
    langs = args.lang or [lang for lang in LANGUAGES if lang != DEFAULT]
    if args.action == "extract":
        template = extract_template()
        _extract, pofile, _mofile = _babel()
        with open(LOCALE_DIR / f"{DOMAIN}.pot", "wb") as f:
            pofile.write_po(f, template, width=100, omit_header=False)
        print(f"{len(template)} messages in {LOCALE_DIR / (DOMAIN + '.pot')}", file=out)
        return 0
    if args.action == "update":
        template = extract_template()
        for lang in langs:
            catalog = load_po(lang) if po_path(lang).exists() else _new_catalog(lang)
            catalog.update(template, no_fuzzy_matching=True, update_header_comment=False)
            catalog.obsolete.clear()  # stale messages go; the history keeps them
            write_po(catalog, lang)
            print(f"{lang}: {len(catalog)} messages", file=out)
        return 0
    if args.action == "compile":
        for lang in langs:
            po_path(lang).with_suffix(".mo").write_bytes(mo_bytes(load_po(lang)))
            print(f"{lang}: compiled", file=out)
        return 0
    template = extract_template()
    bad = 0
    for lang in langs:
        found = problems(lang, template)
        other = found.pop("other games")
        total = sum(len(v) for v in found.values())
        bad += total
        print(f"{lang}: {'complete' if not total else f'{total} problems'}"
              + (f" ({len(other)} messages of games it does not cover shown in English)"
                 if other else ""), file=out)
        for kind, items in found.items():
            for item in items:
                print(f"  {kind}: {item!r}", file=out)
    return 1 if bad else 0


def _new_catalog(lang: str):
    from babel.messages.catalog import Catalog

    return Catalog(locale=lang, domain=DOMAIN, project="meeple")
