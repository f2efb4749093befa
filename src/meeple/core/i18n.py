"""Translations: the language shown to a player, on the standard library's `gettext`.

English is the source language: every message is written in English in the code and looked
up in `meeple/locale/<lang>/LC_MESSAGES/meeple.mo` (compiled from the `.po` catalogs; see
docs/translating.md). The current language is a context variable, so each web request, each
websocket and the terminal have their own (`use_language`).

Two ways to translate:

- `_("text")`, `ngettext(...)`: a plain `str` in the current language, for text used at once.
- `tr("{who} pays {n} cocoa", who=..., n=...)`, `ntr(...)`: a `Message`, a `str` in the
  current language that also keeps its template and arguments, so `translate(message, lang)`
  renders it again in another language. Games return these from `narrate`, `prompt` and the
  log, which the web app builds once and shows to viewers of different languages. A `str`
  argument is looked up in the catalog when rendered (names marked with `N_` in data tables).

Notation (`action_to_str`, records) is never translated.
"""

from __future__ import annotations

import gettext as _gettext
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from functools import cache
from pathlib import Path

LANGUAGES = ("en", "el", "pl")
LANGUAGE_NAMES = {"en": "English", "el": "Ελληνικά", "pl": "Polski"}
DEFAULT = "en"
DOMAIN = "meeple"
LOCALE_DIR = Path(__file__).resolve().parent.parent / "locale"

_current: ContextVar[str] = ContextVar("meeple_language", default=DEFAULT)


def normalize(tag: str | None) -> str | None:
    """The supported language of a tag such as "el-GR", "pl_PL.UTF-8" or "EN"; None if none."""
    if not tag:
        return None
    base = tag.strip().split(".")[0].replace("_", "-").split("-")[0].lower()
    return base if base in LANGUAGES else None


def require(lang: str) -> str:
    """`lang` normalized; ValueError naming the supported languages if it is not one."""
    found = normalize(lang) if isinstance(lang, str) else None
    if found is None:
        raise ValueError(f"unsupported language {lang!r}; supported: {', '.join(LANGUAGES)}")
    return found


def negotiate(accept_language: str | None) -> str:
    """The best supported language of an HTTP `Accept-Language` header (RFC 9110 q-values)."""
    best, best_q = DEFAULT, -1.0
    for i, part in enumerate((accept_language or "").split(",")):
        tag, _sep, params = part.partition(";")
        lang = normalize(tag)
        q = 1.0
        for param in params.split(";"):
            key, _eq, value = param.strip().partition("=")
            if key == "q":
                try:
                    q = float(value)
                except ValueError:
                    q = 0.0
        if lang and q > 0 and q - i * 1e-6 > best_q:  # equal q: the first listed wins
            best, best_q = lang, q - i * 1e-6
    return best


# `current_language()`: the language of this moment (DEFAULT outside `use_language`). The
# context variable's own `get`, not a function around it: the logs of every game ask it at
# each line they write, and a call of a C method costs a fraction of a Python call's.
current_language: Callable[[], str] = _current.get


@contextmanager
def use_language(lang: str) -> Iterator[str]:
    """Show everything in `lang` inside the block (ValueError if it is not supported)."""
    token = _current.set(require(lang))
    try:
        yield _current.get()
    finally:
        _current.reset(token)


def set_language(lang: str) -> None:
    """Set the language for the rest of this context (the terminal's whole session)."""
    _current.set(require(lang))


@cache
def catalog(lang: str) -> _gettext.NullTranslations:
    """The compiled catalog of `lang` (English: none, the messages are the source)."""
    if lang == DEFAULT:
        return _gettext.NullTranslations()
    return _gettext.translation(DOMAIN, localedir=LOCALE_DIR, languages=[lang], fallback=True)


def messages(lang: str) -> dict[str, str | list[str]]:
    """Every translated message of `lang`, for the web pages' scripts: msgid -> text, or the
    list of plural forms under the singular msgid (a context's messages: "context\\x04msgid")."""
    trans = catalog(require(lang))
    table = getattr(trans, "_catalog", {})
    out: dict[str, str | list[str]] = {}
    plurals: dict[str, dict[int, str]] = {}
    for key, value in table.items():
        if isinstance(key, tuple):  # (singular, form index)
            plurals.setdefault(key[0], {})[key[1]] = value
        elif key:
            out[key] = value
    for key, forms in plurals.items():
        out[key] = [forms[i] for i in sorted(forms)]
    return out


def _(message: str, lang: str | None = None) -> str:
    return catalog(lang or _current.get()).gettext(message)


def ngettext(singular: str, plural: str, n: int, lang: str | None = None) -> str:
    return catalog(lang or _current.get()).ngettext(singular, plural, n)


def pgettext(context: str, message: str, lang: str | None = None) -> str:
    return catalog(lang or _current.get()).pgettext(context, message)


def N_(message: str) -> str:  # noqa: N802 - gettext's marker style
    """Marks a message for extraction only (names in data tables, translated when shown)."""
    return message


class Contextual(str):
    """A name whose translation depends on a context ("row" top, "side" top), marked `NP_`."""

    __slots__ = ("context",)

    context: str

    def __new__(cls, context: str, message: str) -> Contextual:
        self = super().__new__(cls, message)
        self.context = context
        return self

    def __reduce__(self):
        return (Contextual, (self.context, str(self)))


def NP_(context: str, message: str) -> Contextual:  # noqa: N802 - gettext's marker style
    """Marks a name with its context (translated when shown, by `pgettext`)."""
    return Contextual(context, message)


class Message(str):
    """A translated text that remembers how it was made, to be shown again in any language."""

    __slots__ = ("template", "plural", "count", "args")

    template: str
    plural: str | None
    count: int | None
    args: dict

    def __new__(cls, template: str, args: dict, plural: str | None = None,
                count: int | None = None) -> Message:
        lang = _current.get()
        if lang == DEFAULT and template != "\x00join":  # the engines' hot path: plain format
            text = template if plural is None or count == 1 else plural
            if args:
                text = text.format_map(args)
        else:
            text = _render(template, plural, count, args, lang)
        self = str.__new__(cls, text)  # (not super(): no super object to make)
        self.template, self.plural, self.count, self.args = template, plural, count, args
        return self

    def render(self, lang: str) -> str:
        return _render(self.template, self.plural, self.count, self.args, lang)

    def __reduce__(self):  # pickles and copies keep the text and how to remake it
        return (Message, (self.template, self.args, self.plural, self.count))


class _Joined(Message):
    """Items joined by a separator, each rendered in the language of the whole."""

    def __new__(cls, sep: str, items: list) -> Message:
        return super().__new__(cls, "\x00join", {"sep": sep, "items": items})


def _render(template: str, plural: str | None, count: int | None, args: dict, lang: str) -> str:
    if lang == DEFAULT and template != "\x00join":  # the source language: no look-ups (fast)
        text = template if plural is None or count == 1 else plural
        if not args:
            return text
        return text.format(**{k: v.render(lang) if isinstance(v, Message) else v
                              for k, v in args.items()})
    if template == "\x00join":
        return _(args["sep"], lang).join(translate(x, lang) for x in args["items"])
    if plural is None:
        text = _(template, lang)
    else:
        text = ngettext(template, plural, count if count is not None else 1, lang)
    if not args:
        return text
    return text.format(**{k: translate(v, lang) for k, v in args.items()})


def tr(template: str, /, **args) -> Message:
    """`template` in the current language, `{name}` fields filled from `args`."""
    return Message(template, args)


def ntr(singular: str, plural: str, n: int, /, **args) -> Message:
    """The plural form for `n` (also given as the field `{n}`)."""
    return Message(singular, {"n": n, **args}, plural, n)


def join(items: Iterable, sep: str = ", ") -> Message:
    """`items` joined by `sep` (itself a message: " or " is translated)."""
    return _Joined(sep, list(items))


class Later:
    """A message made only when it is read: `Later.tr("{n} VP", n=3)`, `Later.join(items)`:
    an argument of a log line (`State._say`) that is itself a message. Most lines are never
    read, so their nested messages are not made either. Its arguments are values taken now
    (not a state read later). `make()` calls the function, with the `Later`s among its
    arguments (and in list arguments) made first."""

    __slots__ = ("fn", "args", "kwargs")

    def __init__(self, fn, /, *args, **kwargs) -> None:
        self.fn, self.args, self.kwargs = fn, args, kwargs

    @classmethod
    def tr(cls, template: str, /, **args) -> Later:  # (the name `tr`: extracted as tr's are)
        return cls(tr, template, **args)

    @classmethod
    def join(cls, items: list, sep: str = ", ") -> Later:
        return cls(join, items, sep)

    def make(self):
        return self.fn(*[made(a) for a in self.args], **{k: made(v) for k, v in self.kwargs.items()})


def in_language(lang: str, fn, /, *args):
    """`fn(*args)` made in `lang`: a log line's message worded when it is read, in the
    language of the moment it was logged (as a message made then would be)."""
    if lang == _current.get():
        return fn(*args)
    with use_language(lang):
        return fn(*args)


def said_now(fn, /, *args) -> Later:
    """`fn(*args)`, a message made from plain values taken now (ints, names, tuples: never a
    game's state), as an argument of a `_say` line: made when the line is read, in the
    language current now, as a message made at once would have been."""
    return Later(in_language, _current.get(), fn, *args)


def made(value):
    """`value`, with a `Later` made (also inside a list)."""
    if type(value) is Later:
        return value.make()
    if type(value) is list:
        return [made(v) for v in value]
    return value


def translate(value, lang: str | None = None):
    """`value` in `lang` (default: the current one): a `Message` rendered again, a `str`
    looked up in the catalog, lists and dicts translated item by item, anything else as is."""
    lang = lang or _current.get()
    if isinstance(value, Message):
        return value.render(lang)
    if isinstance(value, Contextual):
        return pgettext(value.context, str(value), lang)
    if isinstance(value, str):
        return _(value, lang) if value else value
    if isinstance(value, list | tuple):
        return type(value)(translate(v, lang) for v in value)
    if isinstance(value, dict):
        return {k: translate(v, lang) for k, v in value.items()}
    return value
