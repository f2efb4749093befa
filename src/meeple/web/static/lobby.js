// The lobby: choose a game and how to play (alone, friends at this device, friends online),
// the players (people or bots by level), the options in plain words; your games; records.
import { language, nt, t } from "/static/translations.js";
import { botLabel, choiceWord, word } from "/static/words.js";
import { api, copyButton, el, keepCreator, keepTokens, myGames, rememberGame, seatMark, tokensOf } from "/static/api.js";

// What the lobby says, in one place (the translations wrap these).
const TEXT = {
  blurb: {
    caylus: t("Build the king's castle and the town's road of buildings."),
    tzolkin: t("Place workers on the turning gears of the Mayan calendar."),
    teotihuacan: t("Raise the Pyramid of the Sun with dice that grow stronger."),
    borabora: t("Settle the islands with dice: the lower, the more you may."),
  },
  players: (a, b) => (a === b ? nt("{n} player", "{n} players", a) : t("{a}–{b} players", { a, b })),
  how: {
    alone: [t("Play alone"), t("Against bots of the level you choose")],
    device: [t("Play with friends on this device"), t("Pass the device from turn to turn")],
    online: [t("Invite friends online"), t("Each friend gets a secret link")],
  },
  person: t("Person"),
  you: t("you"),
  bot: (label) => t("Bot: {label}", { label }),
  solo: t("You against the Teotibot, the book's solo opponent."),
  soloCount: t("1 (against the Teotibot)"),
  difficulty: t("Teotibot's difficulty"),
  noClock: t("no limit"),
  clocks: [[30, nt("{n} second", "{n} seconds", 30)], [60, nt("{n} minute", "{n} minutes", 1)],
           [120, nt("{n} minute", "{n} minutes", 2)], [300, nt("{n} minute", "{n} minutes", 5)],
           [3600, nt("{n} hour", "{n} hours", 1)], [86400, nt("{n} day", "{n} days", 1)]],
  commonTitle: t("Options"),
  common: { first_game: t("First game: the printed set-up and fixed starts (good for learning)") },
  noGames: t("No games yet: start one!"),
  yourTurn: t("your turn"),
  turnOf: (name) => t("{name} to play", { name: t(name) }),
  finished: t("finished"),
  resume: t("Resume"),
  watch: t("Watch"),
  linkOf: (name) => t("Link of {name}", { name }),
  move: (n) => t("move {n}", { n }),
  seat: (n) => t("Seat {n}", { n }),
  record: t("record"),
  status: { ongoing: t("ongoing"), finished: t("finished") },
  spectators: t("spectators"),

};

const $ = (id) => document.getElementById(id);
const capital = (s) => (s ? s[0].toUpperCase() + s.slice(1) : s);
const HIDDEN_OPTIONS = new Set(["board_data"]); // server files: not for players
const COMMON = { teotihuacan: ["first_game"] }; // options a player needs, shown outside the variants
let catalog;

const selectedGame = () => catalog.games.find((g) => g.name === document.querySelector("input[name=game]:checked").value);
const how = () => document.querySelector("input[name=how]:checked").value;

function seatLabel(game, seat) {
  const color = game.seat_colors[seat];
  return color ? t(capital(color)) : TEXT.seat(seat + 1);
}

/** Bots by level, from the server's choices: each bot's levels in the server's order. */
function botOptions() {
  const out = [];
  for (const bot of catalog.seats) {
    if (bot.name === "human") continue;
    for (const s of bot.specs) out.push(el("option", { value: s.spec }, TEXT.bot(bot.specs.length > 1 ? botLabel(s.label) : word(bot.name))));
  }
  return out;
}

function defaultBot() {
  const bots = catalog.seats.filter((b) => b.name !== "human");
  const levels = bots.find((b) => b.specs.length > 1) || bots[0];
  return levels ? levels.specs[Math.min(1, levels.specs.length - 1)].spec : "human";
}

function seatSelect(seat, label) {
  return el("select", { id: `seat-${seat}`, "aria-label": label },
    el("option", { value: "human" }, TEXT.person), botOptions());
}

function renderSeats() {
  const game = selectedGame();
  const n = Number($("players").value);
  const box = $("seats");
  box.replaceChildren();
  $("solo-note").textContent = n === 1 ? TEXT.solo : "";
  for (let seat = 0; seat < n; seat++) {
    const name = seatLabel(game, seat);
    const select = seatSelect(seat, name);
    select.value = seat === 0 || how() !== "alone" ? "human" : defaultBot();
    box.append(el("div", { class: "seat-row" },
      seatMark(name, seat),
      el("label", { for: select.id }, name, seat === 0 && how() === "alone" ? ` (${TEXT.you})` : ""), select));
  }
  $("clock-row").classList.toggle("hidden", how() !== "online");
  renderOptions();
}

/** An option's words for players: the game's own words for it, translated; else its doc
 *  without spec references, source tags and the notes on defaults (the control shows the default). */
function plainWords(option) {
  if (option.words) return t(option.words);
  let doc = option.doc.replace(/\s*\([^()]*(?:§|\[|default)[^()]*\)/g, "").replace(/\s*\[[A-Z]+\]/g, "");
  if (doc.split("(").length > doc.split(")").length) doc = doc.slice(0, doc.lastIndexOf("(")); // a note cut short
  return capital(doc.replace(/[\s,;:]+$/, "").trim());
}

function optionControl(option, label) {
  const id = `opt-${option.name}`;
  const choices = option.choices;
  if (choices && choices.length === 2 && choices.every((c) => typeof c === "boolean")) {
    return el("input", { id, type: "checkbox", "data-option": option.name, checked: option.default === true, "aria-label": label });
  }
  if (choices) {
    return el("select", { id, "data-option": option.name, "aria-label": label },
      choices.map((c, i) => el("option", { value: String(i), selected: c === option.default }, choiceWord(String(c)))));
  }
  const numeric = typeof option.default === "number";
  return el("input", { id, type: numeric ? "number" : "text", "data-option": option.name, "aria-label": label,
                       value: String(option.default ?? ""), title: option.allowed || "" });
}

function optionRow(option, label) {
  return el("div", { class: "option" }, el("label", { for: `opt-${option.name}` }, label), optionControl(option, label));
}

function renderOptions() {
  const game = selectedGame();
  const solo = Number($("players").value) === 1;
  const common = COMMON[game.name] || [];
  const shown = game.options.filter((o) => !HIDDEN_OPTIONS.has(o.name) && o.default !== null && (solo || !o.doc.startsWith("solo:")));
  const commonBox = $("common-options");
  const rows = shown.filter((o) => common.includes(o.name)).map((o) => optionRow(o, TEXT.common[o.name] || plainWords(o)));
  const difficulty = solo && shown.find((o) => o.name === "difficulty");
  if (difficulty) rows.unshift(optionRow(difficulty, TEXT.difficulty));
  commonBox.replaceChildren(...(rows.length ? [el("p", { class: "step" }, TEXT.commonTitle), ...rows] : []));
  const rest = shown.filter((o) => !common.includes(o.name) && o !== difficulty);
  $("options").replaceChildren(...rest.map((o) => optionRow(o, plainWords(o))));
}

function renderPlayers() {
  const game = selectedGame();
  const counts = how() === "alone" ? game.player_counts : game.player_counts.filter((n) => n > 1);
  // alone: the solo game if there is one, else one bot; with friends: the game's usual count
  const wanted = how() !== "alone" ? game.default_players : counts.includes(1) ? 1 : Math.max(2, counts[0]);
  $("players").replaceChildren(...counts.map((n) => el("option", { value: n, selected: n === wanted }, n === 1 ? TEXT.soloCount : String(n))));
  renderSeats();
}

function readOptions() {
  const options = {};
  for (const control of document.querySelectorAll("[data-option]")) {
    const option = selectedGame().options.find((o) => o.name === control.dataset.option);
    let value;
    if (control.type === "checkbox") value = control.checked;
    else if (option.choices) value = option.choices[Number(control.value)];
    else if (control.type === "number") value = Number(control.value);
    else value = control.value;
    if (JSON.stringify(value) !== JSON.stringify(option.default)) options[option.name] = value;
  }
  return options;
}

async function create(event) {
  event.preventDefault();
  const error = $("new-error");
  error.classList.add("hidden");
  const players = Number($("players").value);
  const body = {
    game: selectedGame().name, players, options: readOptions(),
    seats: [...Array(players).keys()].map((s) => $(`seat-${s}`).value),
    mode: how() === "online" ? "online" : "hotseat",
  };
  if ($("seed").value !== "") body.seed = Number($("seed").value);
  if (body.mode === "online" && $("clock").value !== "") body.clock = Number($("clock").value);
  try {
    const made = await api("/api/games", { method: "POST", body });
    keepCreator(made.id, made.creator);
    rememberGame(made.id, body.game);
    if (made.mode === "online") { showLinks(made); return; }
    keepTokens(made.id, made.tokens);
    location.href = `/games/${made.id}`;
  } catch (e) {
    error.textContent = e.message;
    error.classList.remove("hidden");
  }
}

function showLinks(made) {
  const game = selectedGame();
  const full = (path) => new URL(path, location.href).href;
  $("link-list").replaceChildren(...Object.entries(made.links.seats).map(([seat, link]) => {
    const name = seatLabel(game, Number(seat));
    const input = el("input", { readonly: true, value: full(link), "aria-label": TEXT.linkOf(name) });
    return el("li", {}, el("span", { class: "seat-name" }, seatMark(name, Number(seat)), name),
      el("div", { class: "copy-row" }, input, copyButton(input, name)));
  }));
  $("spectator-link").value = full(made.links.spectator);
  $("links").classList.remove("hidden");
  listGames();
}

/** "your turn", "<colour> to play" or "finished", from the game's public view. */
async function whoseTurn(g) {
  if (g.status !== "ongoing") return TEXT.finished;
  try {
    const v = await api(`/api/games/${g.id}`);
    if (v.is_terminal) return TEXT.finished;
    return tokensOf(g.id)[String(v.current_player)] ? TEXT.yourTurn : TEXT.turnOf(v.seat_names[v.current_player]);
  } catch {
    return "";
  }
}

async function listGames() {
  const { games } = await api("/api/games");
  const mine = new Set(myGames());
  const yours = games.filter((g) => mine.has(g.id)).slice(0, 8); // each asks the server whose turn it is
  const list = $("your-games");
  list.replaceChildren(...(yours.length ? [] : [el("li", { class: "muted" }, TEXT.noGames)]));
  for (const g of yours) {
    const title = catalog.games.find((c) => c.name === g.game)?.title.split(":")[0] || g.game;
    const turn = el("span", { class: "turn" });
    const when = new Date(g.updated).toLocaleString(language, { dateStyle: "medium", timeStyle: "short" });
    list.append(el("li", {}, el("a", { href: `/games/${g.id}` }, el("strong", {}, title)),
      el("span", { class: "small muted" }, ` · ${when} · ${TEXT.move(g.move_number)} · `), turn));
    whoseTurn(g).then((text) => { turn.textContent = text; turn.classList.toggle("yours", text === TEXT.yourTurn); });
  }
  const body = $("game-list");
  body.replaceChildren(...games.filter((g) => !mine.has(g.id)).map((g) => el("tr", {},
    el("td", {}, g.game),
    el("td", {}, g.seats.map((s) => seatMark(s.name, s.seat, s.name))),
    el("td", {}, g.move_number),
    el("td", {}, el("span", { class: `status ${g.status}` }, g.kind === "upload" ? TEXT.record : TEXT.status[g.status] || g.status)),
    el("td", {}, el("a", { href: `/games/${g.id}` }, TEXT.watch)))));
}

async function upload() {
  const file = $("record-file").files[0];
  const error = $("upload-error");
  error.classList.add("hidden");
  if (!file) return;
  try {
    const response = await fetch("/api/records", { method: "POST", headers: { "Content-Type": "application/json" }, body: await file.text() });
    const data = await response.json();
    if (!response.ok) throw new Error(data.error);
    location.href = `/games/${data.id}?replay=1`;
  } catch (e) {
    error.textContent = e.message;
    error.classList.remove("hidden");
  }
}

function renderChoices() {
  const wanted = ["caylus", "tzolkin", "teotihuacan", "borabora"];
  const games = wanted.map((name) => catalog.games.find((g) => g.name === name)).filter(Boolean);
  $("games").replaceChildren(...games.map((g, i) => el("label", { class: `game-card game-${g.name}` },
    el("input", { type: "radio", name: "game", value: g.name, checked: i === 0, onchange: renderPlayers }),
    el("span", { class: "pic", "aria-hidden": "true" }, g.title[0]),
    el("span", { class: "name" }, g.title.split(":")[0]),
    el("span", { class: "sub" }, TEXT.players(g.player_counts[0], g.player_counts.at(-1))),
    el("span", { class: "blurb" }, TEXT.blurb[g.name] || ""))));
  $("how").replaceChildren(...Object.entries(TEXT.how).map(([value, [name, sub]], i) => el("label", {},
    el("input", { type: "radio", name: "how", value, checked: i === 0, onchange: renderPlayers }),
    el("span", { class: "name" }, name), el("span", { class: "sub" }, sub))));
  $("clock").replaceChildren(el("option", { value: "" }, TEXT.noClock), TEXT.clocks.map(([s, label]) => el("option", { value: s }, label)));
}

async function main() {
  catalog = await api("/api/catalog");
  renderChoices();
  $("players").addEventListener("change", renderSeats);
  $("new-game").addEventListener("submit", create);
  $("record-file").addEventListener("change", upload);
  $("spectator-link").after(copyButton($("spectator-link"), TEXT.spectators));
  renderPlayers();
  await listGames();
}

main();
