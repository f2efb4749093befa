// The game page: board, prompt, moves, log, scores; hot-seat, bots, live updates, undo, replays.
import { language, t } from "/static/translations.js";
import { adoptLink, api, copyButton, creatorOf, el, keepTokens, seatMark, tokensOf } from "/static/api.js";
import { renderBoard as drawBoard, setupZoom } from "/static/board.js";
import { countdown } from "/static/clock.js";
import { endTable, endTitle } from "/static/end.js";
import { botLabel, hintWords, moveWords, promptWords } from "/static/words.js";

// What the page says, in one place (the translations wrap these).
const TEXT = {
  spectator: t("spectator"),
  youAre: (name) => t("you are {name}", { name }),
  passTo: (name) => t("Pass the device to {name}", { name }),
  passText: t("Their hidden pieces and cards are shown once they are ready."),
  shareOwn: (name) => t("This is your own seat ({name}). A new link stops the one this device uses; this device takes the new one. Go on?", { name }),
  undoTo: (n) => t("Take back move {n} and every move after it", { n }),
  timedOut: t("out of time: a bot moved"),
  seat: (n) => t("Seat {n}", { n }),
  live: t("live"),
  reconnecting: t("reconnecting…"),
  title: (game, n) => t("{game} · move {n}", { game, n }),
  unreadable: (game) => t("{game} · unreadable", { game }),
  cannotShow: t("This game cannot be shown."),
  count: (shown, all) => t("{shown} of {all}", { shown, all }),
  boardPlace: t(" (board place)"),
  you: t(" (you)"),
  replayOf: (step, all) => t("move {step} of {all}", { step, all }),
  replayTitle: (game, step) => t("{game} · replay, move {step}", { game, step }),
  botFor: (name) => t("Bot for {name}", { name }),
  linkOf: (name) => t("Link of {name}", { name }),
  person: t("person"),
  newLinkTip: t("A new secret link; the old one stops working"),
  newLink: t("New link"),
  botTip: t("A bot plays this seat from now on"),
  giveToBot: t("Give to bot"),
  automa: t("automa"),
  games: { caylus: "Caylus", tzolkin: "Tzolk'in", teotihuacan: "Teotihuacan", borabora: "Bora Bora" }, // names
  bot: t("bot"),
};

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
let started = false; // the first view arrived
let endShown = false;
let filterPlaces = null; // the moves of a clicked board place, or null
let resharing = null; // the seat of this device whose link this device is renewing

const gameName = (v) => TEXT.games[v.game] || v.game;
const tokenOf = (seat) => (seat === null ? null : tokens[String(seat)]);
const nameOf = (seat) => (view && (view.seat_labels || view.seat_names)[seat]) || TEXT.seat(seat);
const dot = (seat) => seatMark((view && view.seat_names[seat]) || nameOf(seat), seat); // colour: the English name

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
  const query = new URLSearchParams({ lang: language }); // the views come in the page's language
  const ws = new WebSocket(`${scheme}://${location.host}/api/games/${gameId}/live?${query}`);
  socket = ws;
  // The token goes in the first message, never in the URL (which proxies log).
  ws.onopen = () => { ws.send(JSON.stringify(token ? { token } : {})); retry = 0; setConn(true); };
  ws.onmessage = (event) => {
    const data = JSON.parse(event.data);
    if (data.error) {
      if (!view) $("prompt").textContent = "";
      showError(data.error);
      return;
    }
    receive(data, true);
  };
  ws.onclose = (event) => {
    if (socket !== ws) return;
    if (event.code === 4403 && token) { // this seat's link was shared again: this one is revoked
      if (resharing === shown) return; // by this device's creator: the new token comes next
      const kept = tokensOf(gameId);
      delete kept[String(shown)];
      keepTokens(gameId, kept);
      location.reload();
      return;
    }
    setConn(false);
    if (event.code >= 4000) return; // the server refused (no such game, a bad link): no retry
    retry = Math.min(retry + 1, 6);
    setTimeout(connect, 250 * 2 ** retry); // a reconnect picks up where it was: the first message is the view
  };
}

function setConn(up) {
  const pill = $("conn");
  pill.textContent = up ? TEXT.live : TEXT.reconnecting;
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

function receive(v, pushed = false) {
  if (v.status === "corrupt") { renderCorrupt(v); return; }
  if (v.seat !== shown) return; // a late message for the seat that was shown before
  if (view && view.seat === v.seat && v.version < view.version) return; // an answer overtaken by a push
  if (!("board" in v) && !keepBoard(v, pushed)) return;
  const wanted = wantedSeat(v);
  if (wanted !== shown) { switchTo(wanted); return; }
  view = v;
  if (!started) { started = true; if (firstView(v)) return; }
  if (!passing && replayStep === null) render();
}

/** A view without its board (a move's answer, a push that left the board as it was) takes the
 *  board the page holds if it is the same one (`board_hash`); else false: the board is on its
 *  way with the socket's next message (a socket that sent another one is opened again). */
function keepBoard(v, pushed) {
  if (view && view.board_hash === v.board_hash && "board" in view) { v.board = view.board; return true; }
  if (pushed) connect(); // a push whose board this page never got (it dropped it): start afresh
  return false;
}

/** The first view (the socket's first message: the page asks for no other): open a replay,
 *  or with several people at this device and something hidden, pass the device first. */
function firstView(v) {
  if (new URLSearchParams(location.search).has("replay") || v.kind === "upload") {
    openReplay(v.move_number);
    return true;
  }
  if (localSeats.length > 1 && v.private) { showPass(shown); return true; }
  return false;
}

/** Show another local seat's view; with several people at this device, pass it first when
 *  either view shows something the other may not see. */
async function switchTo(seat) {
  shown = seat;
  $("moves").replaceChildren(); // the previous seat's moves are not played with this seat's token
  $("move-box").classList.add("hidden");
  if (localSeats.length > 1 && seat !== null && await somethingHidden(seat)) {
    if (socket) { socket.onclose = null; socket.close(); socket = null; }
    showPass(seat);
    return;
  }
  connect();
}

/** Hide the board and moves until `seat`'s player says they hold the device. */
function showPass(seat) {
  passing = true;
  $("moves").replaceChildren(); // the previous seat's moves must not stay clickable
  $("move-box").classList.add("hidden");
  $("board").replaceChildren();
  $("pass-title").textContent = TEXT.passTo(view ? nameOf(seat) : TEXT.seat(seat));
  $("pass-text").textContent = TEXT.passText;
  $("pass").classList.remove("hidden");
  $("pass-ok").focus();
}

/** Whether the view shown now or `seat`'s next one has something private (Caylus: nothing). */
async function somethingHidden(seat) {
  if (view && view.private) return true;
  try {
    return Boolean((await api(`/api/games/${gameId}`, { token: tokenOf(seat) })).private);
  } catch {
    return true; // when in doubt, hide
  }
}

$("pass-ok").addEventListener("click", () => {
  passing = false;
  $("pass").classList.add("hidden");
  if (socket && view && view.seat === shown) render(); // the first view, kept while passing
  else connect();
});

// -- rendering --------------------------------------------------------------------------------

function render() {
  const v = view;
  document.title = `meeple — ${gameName(v)}`;
  $("title").textContent = TEXT.title(gameName(v), v.move_number);
  $("viewer").textContent = v.seat === null ? TEXT.spectator : TEXT.youAre(nameOf(v.seat));
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
  $("title").textContent = TEXT.unreadable(v.game);
  $("prompt").replaceChildren(el("strong", {}, TEXT.cannotShow), el("p", {}, v.corrupt));
  $("board").replaceChildren();
  for (const id of ["undo", "hint", "replay-toggle"]) $(id).disabled = true;
}

function renderBoard(v, places) {
  drawBoard($("board"), v, replayStep === null ? places : {}, {
    choose: (moves) => (moves.length === 1 ? play(moves[0]) : filterTo(moves)),
    hover: markMoves,
    say: (text) => { $("place-info").textContent = text; },
    wordsOf: (m) => moveWords(v, m),
  });
}

function markMoves(moves, on) {
  for (const button of $("moves").querySelectorAll("button")) button.classList.toggle("hover", on && moves.includes(button.dataset.move));
}

function renderPrompt(v) {
  const box = $("prompt");
  const thinking = v.thinking !== null && v.thinking !== undefined;
  const name = v.is_terminal ? null : nameOf(v.current_player);
  const { who, rest } = promptWords(v.prompt, name);
  box.replaceChildren(name === null ? "" : dot(v.current_player), who ? el("span", { class: "who" }, who) : "",
    el("span", { class: thinking ? "thinking" : "" }, rest));
}

function renderMoves(v) {
  const box = $("move-box");
  const legal = replayStep === null ? v.legal : [];
  box.classList.toggle("hidden", !legal.length);
  const text = $("filter").value.trim().toLowerCase();
  const matches = (m) => m.toLowerCase().includes(text) || moveWords(v, m).toLowerCase().includes(text);
  const shownMoves = legal.filter((m) => (!filterPlaces || filterPlaces.includes(m)) && matches(m));
  const list = $("moves");
  list.replaceChildren(...shownMoves.map((m) => el("li", {},
    el("button", { "data-move": m, title: m, onclick: () => play(m) }, moveWords(v, m)))));
  $("move-count").textContent = TEXT.count(shownMoves.length, legal.length) + (filterPlaces ? TEXT.boardPlace : "");
}

function filterTo(moves) {
  filterPlaces = moves;
  renderMoves(view);
}

$("filter").addEventListener("input", () => { filterPlaces = null; renderMoves(view); });

function renderScores(v) {
  const table = $("scores");
  const clocks = [$("prompt-clock")];
  const rows = v.seats.map((s) => el("tr", { class: !v.is_terminal && s.seat === v.current_player ? "current" : "" },
    el("td", {}, dot(s.seat), t(s.name), s.seat === v.seat ? TEXT.you : "",
      !v.is_terminal && s.seat === v.current_player && v.deadline ? (clocks[1] = el("span", { class: "clock" })) : null),
    el("td", { class: "muted small", title: s.spec }, s.human ? TEXT.person : s.spec === "upload" ? "" : TEXT.bot),
    el("td", { class: "num" }, v.scores[s.seat])));
  for (const [name, score] of Object.entries(v.automa_scores || {})) {
    rows.push(el("tr", {}, el("td", {}, "◆ ", name), el("td", { class: "muted small" }, TEXT.automa), el("td", { class: "num" }, score)));
  }
  table.replaceChildren(el("tbody", {}, rows));
  countdown(clocks.filter(Boolean), replayStep === null && !v.is_terminal ? v.deadline : null);
}

function renderLog(v) {
  const list = $("log");
  const last = new Set(v.last || []);
  const undoable = replayStep === null && localSeats.length > 0 && !v.is_terminal;
  list.replaceChildren(...v.log.map((e) => {
    const mine = e.seat !== null && v.seats[e.seat].human && Boolean(tokens[String(e.seat)]);
    return el("li", { class: last.has(e.n) ? "last" : "" },
      el("span", { class: "n" }, e.n === null ? "" : e.n + 1),
      el("span", { class: "body" }, e.seat === null ? "" : dot(e.seat), e.seat === null ? "" : `${e.name}: `, e.text,
        e.timed_out ? el("span", { class: "timed-out" }, TEXT.timedOut) : null,
        e.auto.map((line) => el("span", { class: "auto" }, line))),
      undoable && mine ? el("button", { class: "undo-to", title: TEXT.undoTo(e.n + 1), "aria-label": TEXT.undoTo(e.n + 1), onclick: () => undo(e.n) }, "↶") : null);
  }));
  list.scrollTop = list.scrollHeight;
}

function renderButtons(v) {
  const mine = v.log.filter((e) => e.seat !== null && tokens[String(e.seat)]);
  const replaying = replayStep !== null;
  $("undo").disabled = replaying || !mine.length || v.is_terminal;
  $("hint").disabled = replaying || !v.legal.length;
  const done = v.is_terminal || v.kind === "upload";
  $("download").classList.toggle("hidden", !done);
  $("download").href = `/api/games/${gameId}/record`;
  $("end-download").href = `/api/games/${gameId}/record`;
}

function renderEnd(v) {
  $("end-title").textContent = endTitle(v.result, v.seat);
  $("end-body").replaceChildren(endTable(v.result));
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
  if (replayStep !== null || view.is_terminal) return; // a finished game stays finished
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
    box.replaceChildren(el("h2", {}, "Hints"), el("ol", { class: "hints" }, h.hints.map((x, i) => {
      const w = hintWords(view, x, i);
      return el("li", {}, el("span", { class: "muted" }, `${w.label}: `),
        el("button", { "data-move": x.move, title: x.move, onclick: () => play(x.move) }, w.words), ` (${w.odds})`);
    })));
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
  $("replay-label").textContent = TEXT.replayOf(step, slider.max);
  try {
    const past = await api(`/api/games/${gameId}/replay?step=${step}`, { token: tokenOf(shown) });
    if (replayStep !== step) return;
    renderBoard(past, {});
    $("viewer").textContent = past.seat === null || past.seat === undefined ? TEXT.spectator : TEXT.youAre(nameOf(past.seat));
    renderButtons(past);
    renderPrompt(past);
    renderScores(past);
    renderLog(past);
    $("move-box").classList.add("hidden");
    $("title").textContent = TEXT.replayTitle(gameName(past), step);
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
const sharedLinks = {}; // {seat: the link made on this page}

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
    const out = el("input", { readonly: true, class: "small", "aria-label": TEXT.linkOf(t(s.name)), style: "width:100%", value: sharedLinks[s.seat] });
    const pick = el("select", { "aria-label": TEXT.botFor(t(s.name)) }, botSpecs.map((b) => el("option", { value: b.spec }, botLabel(b.label))));
    const own = Boolean(tokens[String(s.seat)]);
    const share = async () => {
      if (own && !window.confirm(TEXT.shareOwn(t(s.name)))) return;
      if (own) resharing = s.seat;
      try {
        const r = await api(`/api/games/${gameId}/seats/${s.seat}/share`, { method: "POST", token: creator });
        const link = new URL(r.link, location.href);
        out.value = sharedLinks[s.seat] = link.href; // kept when the list is drawn again
        out.select();
        if (own) keepOwnLink(s.seat, link); // this device goes on playing its seat
      } catch (e) { showError(e.message); } finally { resharing = null; }
    };
    const bot = async () => {
      try {
        await api(`/api/games/${gameId}/seats/${s.seat}/bot`, { method: "POST", token: creator, body: { spec: pick.value } });
      } catch (e) { showError(e.message); }
    };
    list.append(el("li", {}, dot(s.seat), el("strong", {}, t(s.name)), ` (${s.human ? TEXT.person : s.spec}) `,
      el("button", { onclick: share, title: TEXT.newLinkTip }, TEXT.newLink), " ",
      pick, el("button", { onclick: bot, title: TEXT.botTip }, TEXT.giveToBot),
      el("div", { class: "copy-row" }, out, copyButton(out, s.name))));
  }
}

/** After a new link of a seat of this device: keep its token, so the page stays that seat's. */
function keepOwnLink(seat, link) {
  const token = new URLSearchParams(link.hash.slice(1)).get("token");
  if (!token) return;
  tokens[String(seat)] = token;
  keepTokens(gameId, tokens);
  if (shown === seat) connect();
}

// -- start ------------------------------------------------------------------------------------

setupZoom($("board"), { zoomIn: $("zoom-in"), zoomOut: $("zoom-out"), fit: $("zoom-fit") });

function main() {
  // No GET first: the socket's first message is the view (sent once). With several seats at
  // this device, start as the first; the view tells whose turn it is.
  shown = localSeats.length ? localSeats[0] : null;
  connect();
}

main();
