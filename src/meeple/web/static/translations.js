// The pages' words in the reader's language. The server chose the language (the `lang` query,
// the meeple_lang cookie, else Accept-Language) and set <html lang>; its messages come from
// GET /api/i18n/{lang}, built from the same catalogs as the server's (docs/translating.md).
// `t("English {x}", {x})` and `nt(singular, plural, n)` look the English words up; the English
// is the fallback. `meeple i18n extract` finds them by these two names.

export const LANGUAGES = { en: "English", el: "Ελληνικά", pl: "Polski" };
export const language = LANGUAGES[document.documentElement.lang] ? document.documentElement.lang : "en";

const KEY = "meeple.lang";
const COOKIE = "meeple_lang";
let messages = {};
let pluralIndex = (n) => (n === 1 ? 0 : 1);

function rememberLanguage(lang) {
  try { localStorage.setItem(KEY, lang); } catch { /* private browsing: the cookie still works */ }
  document.cookie = `${COOKIE}=${lang}; path=/; max-age=31536000; samesite=lax`;
}

// A choice made on another page of this browser wins over the browser's Accept-Language.
const remembered = (() => { try { return localStorage.getItem(KEY); } catch { return null; } })();
if (remembered && LANGUAGES[remembered] && remembered !== language && !document.cookie.includes(`${COOKIE}=`)) {
  rememberLanguage(remembered);
  location.reload();
}

if (language !== "en") {
  try {
    const response = await fetch(`/api/i18n/${language}`);
    if (response.ok) {
      const data = await response.json();
      messages = data.messages || {};
      const rule = /plural=([^;]+)/.exec(data.plural_forms || "");
      // the catalog's own C expression of the form index (trusted: it comes from our .po files)
      if (rule) pluralIndex = new Function("n", `return Number(${rule[1]});`);
    }
  } catch { /* the page stays in English */ }
}

const fill = (text, args) => text.replace(/\{(\w+)\}/g, (m, k) => (args && k in args ? String(args[k]) : m));

/** `text` (English, with {name} fields) in the page's language, fields filled from `args`. */
export function t(text, args) {
  const found = messages[text];
  return fill(typeof found === "string" && found ? found : text, args);
}

/** The plural form for `n` (also the field {n}). */
export function nt(singular, plural, n, args) {
  const forms = messages[singular];
  const text = Array.isArray(forms) ? forms[pluralIndex(n)] ?? forms[0] : n === 1 ? singular : plural;
  return fill(text, { n, ...args });
}

/** The language switch: a <select> in the page's header, remembered in this browser. */
export function languageSwitch() {
  const select = document.createElement("select");
  select.id = "language";
  // dark text on white, readable on the dark header (style.css may restyle it)
  select.style.cssText = "background:#fff;color:#222;border:1px solid #bbb;border-radius:4px;margin-left:.5rem";
  select.setAttribute("aria-label", t("Language"));
  for (const [code, name] of Object.entries(LANGUAGES)) {
    const option = new Option(name, code, false, code === language);
    option.lang = code;
    select.append(option);
  }
  select.addEventListener("change", () => {
    rememberLanguage(select.value);
    const url = new URL(location.href);
    url.searchParams.delete("lang");
    location.replace(url.href);
  });
  return select;
}

const header = document.querySelector("header");
if (header && !document.getElementById("language")) header.append(languageSwitch());
