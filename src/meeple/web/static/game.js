// The game page: board, prompt, moves, log, scores; hot-seat, bots, live updates, undo, replays.
import { adoptLink, api, colorOf, creatorOf, el, keepTokens, tokensOf } from "/static/api.js";

const $ = (id) => document.getElementById(id);
const gameId = location.pathname.split("/").filter(Boolean).pop();
adoptLink(gameId); // an online seat's secret link
const tokens = tokensOf(gameId); // {seat: token} of the seats played at this device
const localSeats = Object.keys(tokens).map(Number).sort((a, b) => a - b);

let shown = null; // the seat whose view is shown (null: spectator)
let view = null; // the last view received
let socket = null;
let retry = 0;
let replayStep = null; // null: live; a number: the replay step shown
let passing = false;
let endShown = false;
let filterPlaces = null; // the moves of a clicked board place, or null

const tokenOf = (seat) => (seat === null ? null : tokens[String(seat)]);
const nameOf = (seat) => (view && view.seat_names[seat]) || `Seat ${seat}`;
const dot = (seat) => el("span", { class: "dot", style: `background:${colorOf(nameOf(seat), seat)}` });

function showError(message) {
  const box = $("error");
  box.textContent = message;
  box.classList.toggle("hidden", !message);
}

// -- live connection --------------------------------------------------------------------------

function connect() {
  if (socket) { socket.onclose = null; socket.close(); }
  const token = tokenOf(shown);
  const scheme = location.protocol === "https:" ? "wss" : "ws";
  const ws = new WebSocket(`${scheme}://${location.host}/api/games/${gameId}/live`);
  socket = ws;
  // The token goes in the first message, never in the URL (which proxies log).
  ws.onopen = () => { ws.send(JSON.stringify(token ? { token } : {})); retry = 0; setConn(true); };
  ws.onmessage = (event) => {
    const data = JSON.parse(event.data);
    if (data.error) { showError(data.error); return; }
    receive(data);
  };
  ws.onclose = (event) => {
    if (socket !== ws) return;
    if (event.code === 4403 && token) { // this seat's link was shared again: this one is revoked
      const kept = tokensOf(gameId);
      delete kept[String(shown)];
      keepTokens(gameId, kept);
      location.reload();
      return;
    }
    setConn(false);
    retry = Math.min(retry + 1, 6);
    setTimeout(connect, 250 * 2 ** retry); // a reconnect picks up where it was: the first message is the view
  };
}

function setConn(up) {
  const pill = $("conn");
  pill.textContent = up ? "live" : "reconnecting…";
  pill.className = `pill ${up ? "live" : "off"}`;
}

// -- whose view -------------------------------------------------------------------------------

/** The seat that should look at the screen now: the local seat to move, else the one shown. */
function wantedSeat(v) {
  const current = v.current_player;
  if (!v.is_terminal && tokens[String(current)]) return current;
  if (shown !== null) return shown;
  return localSeats.length ? localSeats[0] : null;
}

function receive(v) {
  if (v.status === "corrupt") { renderCorrupt(v); return; }
  if (passing || v.seat !== shown) return; // a late message for the seat that was shown before
  if (view && view.seat === v.seat && v.version < view.version) return; // an answer overtaken by a push
  const wanted = wantedSeat(v);
  if (wanted !== shown) { switchTo(wanted); return; }
  view = v;
  if (replayStep === null) render();
}

/** Show another local seat's view; with several people at this device, pass it first. */
function switchTo(seat) {
  shown = seat;
  if (localSeats.length > 1 && seat !== null) {
    passing = true;
    $("moves").replaceChildren(); // the previous seat's moves must not stay clickable
    $("move-box").classList.add("hidden");
    if (socket) { socket.onclose = null; socket.close(); socket = null; }
    $("board").replaceChildren();
    $("pass-title").textContent = `Pass the device to ${view ? nameOf(seat) : `seat ${seat}`}`;
    $("pass-text").textContent = "Their hidden pieces and cards are shown once they are ready.";
    $("pass").classList.remove("hidden");
    $("pass-ok").focus();
    return;
  }
  connect();
}

$("pass-ok").addEventListener("click", () => {
  passing = false;
  $("pass").classList.add("hidden");
  connect();
});

// -- rendering --------------------------------------------------------------------------------

function render() {
  const v = view;
  document.title = `meeple — ${v.game}`;
  $("title").textContent = `${v.game} · move ${v.move_number}`;
  $("viewer").textContent = v.seat === null ? "spectator" : `you are ${nameOf(v.seat)}`;
  renderBoard(v, v.places || {});
  renderPrompt(v);
  renderMoves(v);
  renderScores(v);
  renderLog(v);
  renderButtons(v);
  renderSeatAdmin(v);
  if (v.is_terminal && !endShown) { endShown = true; renderEnd(v); }
}

function renderCorrupt(v) {
  $("title").textContent = `${v.game} · unreadable`;
  $("prompt").replaceChildren(el("strong", {}, "This game cannot be shown."), el("p", {}, v.corrupt));
  $("board").replaceChildren();
  for (const id of ["undo", "hint", "replay-toggle"]) $(id).disabled = true;
}

function renderBoard(v, places) {
  const board = $("board");
  board.innerHTML = v.board || "";
  for (const node of board.querySelectorAll("[data-place]")) {
    const moves = places[node.dataset.place];
    if (!moves || replayStep !== null) continue;
    node.classList.add("playable");
    node.setAttribute("tabindex", "0");
    node.setAttribute("role", "button");
    node.setAttribute("aria-label", moves.join(" or "));
    const title = document.createElementNS("http://www.w3.org/2000/svg", "title");
    title.textContent = moves.join("\n");
    node.prepend(title);
    const choose = () => (moves.length === 1 ? play(moves[0]) : filterTo(moves));
    node.addEventListener("click", choose);
    node.addEventListener("keydown", (e) => { if (e.key === "Enter" || e.key === " ") { e.preventDefault(); choose(); } });
    node.addEventListener("mouseenter", () => markMoves(moves, true));
    node.addEventListener("mouseleave", () => markMoves(moves, false));
  }
}

function markMoves(moves, on) {
  for (const button of $("moves").children) button.classList.toggle("hover", on && moves.includes(button.dataset.move));
}

function renderPrompt(v) {
  const box = $("prompt");
  const current = v.current_player;
  const who = v.is_terminal ? [] : [dot(current), el("span", { class: "who" }, nameOf(current)), ": "];
  const thinking = v.thinking !== null && v.thinking !== undefined;
  box.replaceChildren(...who, el("span", { class: thinking ? "thinking" : "" }, v.prompt));
}

function renderMoves(v) {
  const box = $("move-box");
  const legal = replayStep === null ? v.legal : [];
  box.classList.toggle("hidden", !legal.length);
  const text = $("filter").value.trim().toLowerCase();
  const shownMoves = legal.filter((m) => (!filterPlaces || filterPlaces.includes(m)) && m.toLowerCase().includes(text));
  const list = $("moves");
  list.replaceChildren(...shownMoves.map((m) => el("button", { "data-move": m, role: "listitem", onclick: () => play(m) }, m)));
  $("move-count").textContent = `${shownMoves.length} of ${legal.length}${filterPlaces ? " (board place)" : ""}`;
}

function filterTo(moves) {
  filterPlaces = moves;
  renderMoves(view);
}

$("filter").addEventListener("input", () => { filterPlaces = null; renderMoves(view); });

function renderScores(v) {
  const table = $("scores");
  const rows = v.seats.map((s) => el("tr", { class: !v.is_terminal && s.seat === v.current_player ? "current" : "" },
    el("td", {}, dot(s.seat), s.name, s.seat === v.seat ? " (you)" : ""),
    el("td", { class: "muted small" }, s.human ? "human" : s.spec === "upload" ? "" : s.spec),
    el("td", { class: "num" }, v.scores[s.seat])));
  for (const [name, score] of Object.entries(v.automa_scores || {})) {
    rows.push(el("tr", {}, el("td", {}, "◆ ", name), el("td", { class: "muted small" }, "automa"), el("td", { class: "num" }, score)));
  }
  table.replaceChildren(el("tbody", {}, rows));
}

function renderLog(v) {
  const list = $("log");
  const last = new Set(v.last || []);
  const undoable = replayStep === null && localSeats.length > 0 && !v.is_terminal;
  list.replaceChildren(...v.log.map((e) => {
    const human = e.seat !== null && v.seats[e.seat].human;
    return el("li", { class: last.has(e.n) ? "last" : "" },
      el("span", { class: "n" }, e.n === null ? "" : e.n + 1),
      el("span", { class: "body" }, e.seat === null ? "" : dot(e.seat), e.seat === null ? "" : `${e.name}: `, e.text,
        e.auto.map((line) => el("span", { class: "auto" }, line))),
      undoable && human ? el("button", { class: "undo-to", title: "Undo back to this decision", onclick: () => undo(e.n) }, "↶") : null);
  }));
  list.scrollTop = list.scrollHeight;
}

function renderButtons(v) {
  const humanMoves = v.log.filter((e) => e.seat !== null && v.seats[e.seat].human);
  $("undo").disabled = !localSeats.length || !humanMoves.length || v.is_terminal;
  $("hint").disabled = !v.legal.length;
  const done = v.is_terminal || v.kind === "upload";
  $("download").classList.toggle("hidden", !done);
  $("download").href = `/api/games/${gameId}/record`;
  $("end-download").href = `/api/games/${gameId}/record`;
}

function renderEnd(v) {
  const ranking = v.result.ranking;
  const categories = [...new Set(ranking.flatMap((r) => Object.keys(r.breakdown)))];
  const head = el("tr", {}, el("th", {}, "#"), el("th", {}, "Seat"), categories.map((c) => el("th", {}, c)), el("th", {}, "Total"));
  const rows = ranking.map((r, i) => el("tr", { class: r.winner ? "winner" : "" },
    el("td", {}, r.winner ? "★ 1" : i + 1), el("td", {}, dot(r.seat), r.name),
    categories.map((c) => el("td", {}, r.breakdown[c] ?? 0)), el("td", {}, r.score)));
  const winners = ranking.filter((r) => r.winner).map((r) => r.name);
  $("end-title").textContent = winners.length ? `${winners.join(" and ")} ${winners.length > 1 ? "win" : "wins"}!` : "Game over";
  const automa = Object.entries(v.result.automa_scores || {}).map(([n, s]) => el("p", { class: "small" }, `${n}: ${s} points`));
  $("end-body").replaceChildren(el("table", { class: "result" }, el("thead", {}, head), el("tbody", {}, rows)), automa);
  $("end").classList.remove("hidden");
}

$("end-close").addEventListener("click", () => $("end").classList.add("hidden"));
$("end-replay").addEventListener("click", () => { $("end").classList.add("hidden"); openReplay(); });

// -- actions ----------------------------------------------------------------------------------

async function play(move) {
  showError("");
  filterPlaces = null;
  $("filter").value = "";
  try {
    const next = await api(`/api/games/${gameId}/moves`, {
      method: "POST", token: tokenOf(shown), body: { move, move_number: view.move_number },
    });
    receive(next);
  } catch (e) {
    showError(e.message);
  }
}

async function undo(to) {
  showError("");
  if (to === undefined) {
    // Take back the last decision of a person at this device (bots' moves after it go too).
    const mine = view.log.filter((e) => e.seat !== null && tokens[String(e.seat)]);
    if (!mine.length) return;
    to = mine.at(-1).n;
  }
  try {
    const token = tokenOf(shown) || tokens[String(localSeats[0])];
    receive(await api(`/api/games/${gameId}/undo`, { method: "POST", token, body: { move_number: to } }));
  } catch (e) {
    showError(e.message);
  }
}

async function hint() {
  const box = $("hints");
  box.classList.remove("hidden");
  box.replaceChildren(el("p", { class: "thinking small" }, "Thinking about your position"));
  try {
    const h = await api(`/api/games/${gameId}/hint`, { token: tokenOf(shown) });
    if (!h.available) { box.replaceChildren(el("p", { class: "small muted" }, h.message)); return; }
    box.replaceChildren(el("h2", {}, "Hints"), el("ol", { class: "hints" }, h.hints.map((x) =>
      el("li", {}, el("button", { onclick: () => play(x.move) }, x.move), ` ${Math.round(100 * x.value)}% to win (${x.visits} visits)`))));
  } catch (e) {
    box.replaceChildren(el("p", { class: "error" }, e.message));
  }
}

$("undo").addEventListener("click", () => undo());
$("hint").addEventListener("click", hint);

// -- replays ----------------------------------------------------------------------------------

async function showStep(step) {
  replayStep = step;
  const slider = $("replay-slider");
  slider.value = step;
  $("replay-label").textContent = `move ${step} of ${slider.max}`;
  try {
    const past = await api(`/api/games/${gameId}/replay?step=${step}`, { token: tokenOf(shown) });
    if (replayStep !== step) return;
    renderBoard(past, {});
    renderPrompt(past);
    renderScores(past);
    renderLog(past);
    $("move-box").classList.add("hidden");
    $("title").textContent = `${past.game} · replay, move ${step}`;
  } catch (e) {
    showError(e.message);
  }
}

function openReplay(step) {
  const slider = $("replay-slider");
  slider.max = view.move_number;
  $("replay-bar").classList.remove("hidden");
  $("replay-toggle").setAttribute("aria-pressed", "true");
  showStep(step ?? view.move_number);
}

function closeReplay() {
  replayStep = null;
  $("replay-bar").classList.add("hidden");
  $("replay-toggle").setAttribute("aria-pressed", "false");
  render();
}

$("replay-toggle").addEventListener("click", () => (replayStep === null ? openReplay() : closeReplay()));
$("replay-close").addEventListener("click", closeReplay);
$("replay-slider").addEventListener("input", (e) => showStep(Number(e.target.value)));
$("replay-prev").addEventListener("click", () => showStep(Math.max(0, replayStep - 1)));
$("replay-next").addEventListener("click", () => showStep(Math.min(Number($("replay-slider").max), replayStep + 1)));
document.addEventListener("keydown", (e) => {
  if (replayStep === null || e.target.tagName === "INPUT") return;
  if (e.key === "ArrowLeft") $("replay-prev").click();
  if (e.key === "ArrowRight") $("replay-next").click();
});

// -- the creator's seats panel (online games) ---------------------------------------------------

let botSpecs = null;

async function renderSeatAdmin(v) {
  const creator = creatorOf(gameId);
  const box = $("seat-admin");
  if (!creator || v.kind === "upload" || v.is_terminal) { box.classList.add("hidden"); return; }
  if (botSpecs === null) {
    botSpecs = [];
    const catalog = await api("/api/catalog");
    for (const b of catalog.seats) if (b.name !== "human") botSpecs.push(...b.specs);
  }
  if (box.dataset.version === String(v.version)) return;
  box.dataset.version = String(v.version);
  box.classList.remove("hidden");
  const list = $("seat-admin-list");
  list.replaceChildren();
  for (const s of v.seats) {
    const out = el("input", { readonly: true, class: "small", "aria-label": `Link of ${s.name}`, style: "width:100%" });
    const pick = el("select", { "aria-label": `Bot for ${s.name}` }, botSpecs.map((b) => el("option", { value: b.spec }, b.label)));
    const share = async () => {
      try {
        const r = await api(`/api/games/${gameId}/seats/${s.seat}/share`, { method: "POST", token: creator });
        out.value = new URL(r.link, location.href).href;
        out.select();
      } catch (e) { showError(e.message); }
    };
    const bot = async () => {
      try {
        await api(`/api/games/${gameId}/seats/${s.seat}/bot`, { method: "POST", token: creator, body: { spec: pick.value } });
      } catch (e) { showError(e.message); }
    };
    list.append(el("li", {}, el("strong", {}, s.name), ` (${s.human ? "person" : s.spec}) `,
      el("button", { onclick: share, title: "A new secret link; the old one stops working" }, "New link"), " ",
      pick, el("button", { onclick: bot, title: "A bot plays this seat from now on" }, "Give to bot"), out));
  }
}

// -- start ------------------------------------------------------------------------------------

async function main() {
  try {
    const first = await api(`/api/games/${gameId}`);
    view = first;
    if (first.status === "corrupt") { renderCorrupt(first); return; }
    const wanted = wantedSeat(first);
    if (new URLSearchParams(location.search).has("replay") || first.kind === "upload") {
      shown = wanted;
      connect();
      openReplay(first.move_number);
      return;
    }
    if (wanted === null) { connect(); return; }
    switchTo(wanted);
  } catch (e) {
    $("prompt").textContent = "";
    showError(e.message);
  }
}

main();
