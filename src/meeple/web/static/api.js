// The JSON API and the tokens this browser holds (localStorage), shared by both pages.
import { language, t } from "/static/translations.js";

export async function api(path, { method = "GET", body, token } = {}) {
  const headers = { "Accept-Language": language }; // views and errors in the page's language
  if (body !== undefined) headers["Content-Type"] = "application/json";
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  let data;
  try { data = await response.json(); } catch { data = { error: `${response.status} ${response.statusText}` }; }
  if (!response.ok) throw new ApiError(data.error || `request failed (${response.status})`, response.status);
  return data;
}

export class ApiError extends Error {
  constructor(message, status) { super(message); this.status = status; }
}

const KEY = (id) => `meeple.tokens.${id}`;

export function tokensOf(gameId) {
  try { return JSON.parse(localStorage.getItem(KEY(gameId))) || {}; } catch { return {}; }
}

export function keepTokens(gameId, tokens) {
  localStorage.setItem(KEY(gameId), JSON.stringify(tokens));
}

// The creator's token of an online game (it shares seats again and hands them to bots).
const CREATOR = (id) => `meeple.creator.${id}`;
export const creatorOf = (gameId) => localStorage.getItem(CREATOR(gameId));
export const keepCreator = (gameId, token) => localStorage.setItem(CREATOR(gameId), token);

/** Keep the seat token of a secret link (`#seat=N&token=T`), then drop it from the address bar. */
export function adoptLink(gameId) {
  const params = new URLSearchParams(location.hash.slice(1));
  if (!params.has("seat") || !params.get("token")) return;
  const tokens = tokensOf(gameId);
  tokens[params.get("seat")] = params.get("token");
  keepTokens(gameId, tokens);
  history.replaceState(null, "", location.pathname + location.search);
}

const COLORS = {
  red: "#d2402f", blue: "#2f6fd2", green: "#2f9e55", yellow: "#e8c12a", purple: "#8a4fc9", black: "#2b2b2b",
  white: "#f4f4f4", orange: "#ec8a2a", brown: "#8a5a34", pink: "#e77fb0", grey: "#8f8f8f", gray: "#8f8f8f",
};
const FALLBACK = ["#d2402f", "#2f6fd2", "#2f9e55", "#e8c12a", "#8a4fc9"];

// Seats are told apart by a symbol as well as a colour (for colour-blind players).
const SYMBOLS = ["●", "▲", "■", "◆", "★"];
const LIGHT = new Set(["#e8c12a", "#f4f4f4", "#8f8f8f", "#ec8a2a", "#e77fb0"]);

/** A seat's mark: its colour with its symbol inside; `title` names it on hover. */
export function seatMark(name, seat, title) {
  const color = colorOf(name, seat);
  const symbol = SYMBOLS[(seat ?? 0) % SYMBOLS.length];
  return el("span", { class: "dot", "aria-hidden": "true", title,
                      style: `background:${color};color:${LIGHT.has(color) ? "#222" : "#fff"}` }, symbol);
}

export function colorOf(name, seat) {
  const word = String(name || "").toLowerCase().split(/\s+/)[0];
  return COLORS[word] || FALLBACK[seat % FALLBACK.length];
}

export function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === undefined || v === null || v === false) continue;
    if (k.startsWith("on")) node.addEventListener(k.slice(2), v);
    else if (k === "class") node.className = v;
    else node.setAttribute(k, v === true ? "" : v);
  }
  for (const child of children.flat()) {
    if (child === null || child === undefined || child === false) continue;
    node.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return node;
}

// The games this browser created or joined, newest first (the lobby lists them as "yours").
const MINE = "meeple.games";

export function rememberGame(gameId) {
  const ids = myGames().filter((id) => id !== gameId);
  localStorage.setItem(MINE, JSON.stringify([gameId, ...ids].slice(0, 100)));
}

/** Ids of this browser's games: those remembered, and any it holds a seat or creator token of. */
export function myGames() {
  let ids;
  try { ids = JSON.parse(localStorage.getItem(MINE)) || []; } catch { ids = []; }
  for (let i = 0; i < localStorage.length; i++) {
    const m = /^meeple\.(?:tokens|creator)\.(.+)$/.exec(localStorage.key(i));
    if (m && !ids.includes(m[1])) ids.push(m[1]);
  }
  return ids;
}

const COPY_TEXT = { copy: t("Copy"), copied: t("Copied"), label: (what) => t("Copy the link of {what}", { what }) };

/** A button that copies `input`'s value (and selects it, for browsers without a clipboard). */
export function copyButton(input, what) {
  const button = el("button", { type: "button", class: "copy", "aria-label": COPY_TEXT.label(what) }, COPY_TEXT.copy);
  button.addEventListener("click", async () => {
    input.select();
    try { await navigator.clipboard.writeText(input.value); } catch { document.execCommand?.("copy"); }
    button.textContent = COPY_TEXT.copied;
    setTimeout(() => { button.textContent = COPY_TEXT.copy; }, 1500);
  });
  return button;
}
