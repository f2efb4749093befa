// The lobby: create a game (game, players, options, seats), list games, upload a record.
import { api, colorOf, el, keepCreator, keepTokens, tokensOf } from "/static/api.js";

const $ = (id) => document.getElementById(id);
let catalog;

function selectedGame() {
  const checked = document.querySelector("input[name=game]:checked");
  return catalog.games.find((g) => g.name === checked.value);
}

function seatLabel(game, seat) {
  const color = game.seat_colors[seat];
  return color ? color[0].toUpperCase() + color.slice(1) : `Seat ${seat}`;
}

function seatSelect(seat) {
  const select = el("select", { id: `seat-${seat}`, "aria-label": `Seat ${seat}` });
  for (const bot of catalog.seats) {
    if (bot.name === "human") { select.append(el("option", { value: "human" }, "Human (this device)")); continue; }
    const group = el("optgroup", { label: `${bot.name} bot` });
    for (const s of bot.specs) group.append(el("option", { value: s.spec }, `${bot.name}: ${s.label}`));
    select.append(group);
  }
  return select;
}

function renderSeats() {
  const game = selectedGame();
  const n = Number($("players").value);
  const box = $("seats");
  const previous = [...box.querySelectorAll("select")].map((s) => s.value);
  box.replaceChildren();
  for (let seat = 0; seat < n; seat++) {
    const select = seatSelect(seat);
    select.value = previous[seat] || (seat === 0 ? "human" : defaultBot());
    const name = seatLabel(game, seat);
    box.append(el("div", { class: "seat-row" },
      el("span", { class: "dot", style: `background:${colorOf(name, seat)}` }),
      el("label", { for: select.id }, name), select));
  }
}

function defaultBot() {
  const bots = catalog.seats.filter((b) => b.name !== "human");
  const mcts = bots.find((b) => b.name === "mcts");
  if (mcts) return mcts.specs[Math.min(1, mcts.specs.length - 1)].spec;
  return bots.length ? bots[0].specs[0].spec : "human";
}

function optionControl(option) {
  const id = `opt-${option.name}`;
  if (option.choices) {
    const select = el("select", { id, "data-option": option.name });
    option.choices.forEach((choice, i) => {
      select.append(el("option", { value: String(i), selected: choice === option.default }, JSON.stringify(choice)));
    });
    return select;
  }
  return el("input", { id, type: "text", "data-option": option.name, value: JSON.stringify(option.default),
                       title: option.allowed || "a JSON value" });
}

function renderOptions() {
  const game = selectedGame();
  const box = $("options");
  box.replaceChildren();
  if (!game.options.length) box.append(el("p", { class: "muted small" }, "This game has no options."));
  for (const option of game.options) {
    box.append(el("div", { class: "option" },
      el("label", { for: `opt-${option.name}` }, el("code", {}, option.name)),
      optionControl(option),
      el("span", { class: "doc" }, option.doc, option.choices ? "" : ` — allowed: ${option.allowed || "any"}`)));
  }
}

function renderPlayers() {
  const game = selectedGame();
  const select = $("players");
  select.replaceChildren(...game.player_counts.map((n) => el("option", { value: n, selected: n === game.default_players }, n)));
  renderSeats();
  renderOptions();
}

function readOptions() {
  const game = selectedGame();
  const options = {};
  for (const option of game.options) {
    const control = document.getElementById(`opt-${option.name}`);
    let value;
    if (option.choices) value = option.choices[Number(control.value)];
    else {
      try { value = JSON.parse(control.value); } catch { value = control.value; }
    }
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
  };
  if ($("seed").value !== "") body.seed = Number($("seed").value);
  body.mode = $("mode").value;
  if (body.mode === "online" && $("clock").value !== "") body.clock = Number($("clock").value);
  try {
    const made = await api("/api/games", { method: "POST", body });
    keepCreator(made.id, made.creator);
    if (made.mode === "online") { showLinks(made); return; }
    keepTokens(made.id, made.tokens);
    location.href = `/games/${made.id}`;
  } catch (e) {
    error.textContent = e.message;
    error.classList.remove("hidden");
  }
}

function showLinks(made) {
  const list = $("link-list");
  list.replaceChildren();
  const full = (path) => new URL(path, location.href).href;
  for (const [seat, link] of Object.entries(made.links.seats)) {
    list.append(el("li", {}, `Seat ${Number(seat) + 1}: `,
      el("input", { readonly: true, value: full(link), style: "width:100%", "aria-label": `Link of seat ${Number(seat) + 1}` })));
  }
  $("spectator-link").value = full(made.links.spectator);
  $("links").classList.remove("hidden");
  listGames();
}

async function listGames() {
  const { games } = await api("/api/games");
  const body = $("game-list");
  body.replaceChildren();
  if (!games.length) body.append(el("tr", {}, el("td", { colspan: 5, class: "muted" }, "No games yet: start one!")));
  for (const g of games) {
    const mine = Object.keys(tokensOf(g.id)).length > 0;
    const seats = g.seats.map((s) => el("span", { title: `${s.name}: ${s.spec}` },
      el("span", { class: "dot", style: `background:${colorOf(s.name, s.seat)}` }), s.spec === "human" ? "person" : s.spec === "upload" ? "" : "bot"));
    const action = g.status === "ongoing" && mine ? "Resume" : "Watch";
    body.append(el("tr", {},
      el("td", {}, el("strong", {}, g.game)),
      el("td", {}, seats),
      el("td", {}, g.move_number),
      el("td", {}, el("span", { class: `status ${g.status}` }, g.kind === "upload" ? "record" : g.status)),
      el("td", {}, el("a", { href: `/games/${g.id}` }, action))));
  }
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

async function main() {
  catalog = await api("/api/catalog");
  const box = $("games");
  const wanted = ["caylus", "tzolkin", "teotihuacan", "borabora"];
  const games = catalog.games.filter((g) => wanted.includes(g.name));
  games.forEach((g, i) => {
    box.append(el("label", {},
      el("input", { type: "radio", name: "game", value: g.name, checked: i === 0, onchange: renderPlayers }),
      el("span", { class: "name" }, g.title.split(":")[0]),
      el("span", { class: "sub" }, `${g.player_counts[0]}–${g.player_counts.at(-1)} players`)));
  });
  $("players").addEventListener("change", renderSeats);
  $("new-game").addEventListener("submit", create);
  $("record-file").addEventListener("change", upload);
  renderPlayers();
  await listGames();
}

main();
