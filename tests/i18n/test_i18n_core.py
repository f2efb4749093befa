"""The translation layer (meeple.core.i18n) and the committed catalogs."""

from __future__ import annotations

import pickle

import pytest

from meeple.core import i18n
from meeple.core.i18n import NP_, Message, join, ntr, tr, translate, use_language


@pytest.mark.parametrize("header, lang", [
    ("el-GR,el;q=0.9,en;q=0.8", "el"), ("pl", "pl"), ("de-DE,pl;q=0.5", "pl"),
    ("en-US,el;q=0.9", "en"), ("fr, de", "en"), ("", "en"), (None, "en"),
    ("el;q=0, pl;q=0.2", "pl"), ("pl;q=abc, el;q=0.1", "el"),
])
def test_accept_language_picks_the_best_supported(header, lang):
    assert i18n.negotiate(header) == lang


def test_use_language_rejects_an_unsupported_language_and_keeps_the_current_one():
    with pytest.raises(ValueError, match="supported: en, el, pl"), use_language("de"):
        pass
    assert i18n.current_language() == "en"


def test_a_message_is_made_in_the_current_language_and_shown_again_in_any():
    with use_language("el"):
        made = tr("{who} {move} (only choice)", who="Red", move=tr("ends the turn"))
    assert made == "Κόκκινος τελειώνει τον γύρο του (μόνη επιλογή)"
    assert translate(made, "pl") == "Czerwony kończy turę (jedyny wybór)"
    assert translate(made, "en") == "Red ends the turn (only choice)"
    copy = pickle.loads(pickle.dumps(made))  # clones and process pools keep it remakeable
    assert isinstance(copy, Message) and translate(copy, "pl") == translate(made, "pl")


def test_plural_forms_follow_each_language():
    polish = [translate(ntr("{n} resource", "{n} resources", n), "pl") for n in (1, 3, 5, 22)]
    assert polish == ["1 zasób", "3 zasoby", "5 zasobów", "22 zasoby"]
    assert translate(ntr("{n} resource", "{n} resources", 2), "el") == "2 πόροι"


def test_a_name_with_a_context_translates_by_it():
    assert translate(NP_("row", "top"), "pl") == "górny"
    assert translate(NP_("side", "top"), "pl") == "górna"
    assert translate(join([NP_("bot tile", "Construction"), "Construction"], " / "), "pl") == \
        "Budowa / Plac Budowy"


def test_unknown_text_passes_unchanged():
    assert translate("Alice", "el") == "Alice"
    assert translate(3, "el") == 3


def test_the_catalogs_are_complete_and_compiled():
    """`meeple i18n check`: every message translated, none fuzzy or stale, each .mo compiled
    from its .po (a .po edited without `meeple i18n compile` fails here)."""
    pytest.importorskip("babel")
    from meeple.cli import i18n as cli

    if not (cli.ROOT / "babel.cfg").exists():
        pytest.skip("not a checkout: no babel.cfg to extract the messages by")
    template = cli.extract_template()
    for lang in ("el", "pl"):
        found = cli.problems(lang, template)
        other = found.pop("other games")
        assert found == {"untranslated": [], "fuzzy": [], "stale": [], "mo": []}, lang
        assert not other or lang == "pl", (lang, other[:5])  # Greek covers every game


def test_the_check_reports_what_is_missing(tmp_path, monkeypatch):
    pytest.importorskip("babel")
    from babel.messages.catalog import Catalog

    from meeple.cli import i18n as cli

    catalog = Catalog(locale="pl", domain="meeple")
    catalog.add("ends the turn", "kończy turę")
    catalog.add("moves {die}", "")
    catalog.add("old words", "stare słowa")
    monkeypatch.setattr(cli, "LOCALE_DIR", tmp_path)
    cli.write_po(catalog, "pl")
    template = Catalog(domain="meeple")
    for text in ("ends the turn", "moves {die}", "new words"):
        template.add(text)
    found = cli.problems("pl", template)
    assert found["untranslated"] == ["moves {die}", "new words"]
    assert found["stale"] == ["old words"]
    assert found["mo"]  # never compiled


def test_a_message_made_in_greek_is_shown_in_english_all_through():
    with use_language("el"):
        made = tr("{who}: {what}", who="Red", what=ntr("{n} resource", "{n} resources", 2))
    assert translate(made, "en") == "Red: 2 resources"
    assert translate(made, "el") == "Κόκκινος: 2 πόροι"


def test_a_page_is_translated_and_otherwise_kept_as_written():
    from meeple.web.i18n import translate_html

    page = ('<!doctype html><html lang="en"><head><title>Lobby</title></head><body>'
            '<svg viewBox="0 0 2 2"><text>Hint</text></svg><button title="Hint">Start game</button>'
            '<script>const a = "Hint";</script><p>Alice &amp; Bob</p></body></html>')
    out = translate_html(page, "pl")
    assert '<html lang="pl">' in out and "<title>Lobby</title>" in out
    assert '<svg viewBox="0 0 2 2"><text>Podpowiedź</text>' in out
    assert '<button title="Podpowiedź">Rozpocznij grę</button>' in out
    assert 'const a = "Hint";' in out and "<p>Alice &amp; Bob</p>" in out


def test_a_language_covers_its_games_and_everything_shared():
    """Polish covers Teotihuacan (its rulebook) and all that is shared; a message only another
    game uses may stay English in Polish, never in Greek."""
    from meeple.cli import i18n as cli

    caylus = [("src/meeple/games/caylus/narrate.py", 10), ("src/meeple/web/boards/caylus.py", 3)]
    shared = [*caylus, ("src/meeple/web/static/lobby.js", 5)]
    teotihuacan = [("src/meeple/games/teotihuacan/view.py", 7)]
    assert cli.outside_cover("pl", caylus)
    assert not cli.outside_cover("el", caylus)
    assert not cli.outside_cover("pl", shared)
    assert not cli.outside_cover("pl", teotihuacan)
    assert not cli.outside_cover("pl", [])
