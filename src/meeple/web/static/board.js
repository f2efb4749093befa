// The board: the server's SVG for this viewer, its playable places marked and named, details
// of any element by tap or focus (not hover only), and a zoom the page pans by scrolling.
import { t } from "/static/translations.js";

const TEXT = {
  playable: (words) => t("Here: {moves}", { moves: words.join(" · ") }),
  tapHint: t("Tap a place of the board to read it; marked places are the ones you may play."),
};

const ZOOMS = [1, 1.5, 2, 3];
let zoom = null; // index in ZOOMS, kept across renders; chosen at the first board
// The first board opens at the smallest zoom that draws it at least this many pixels per board
// unit: a phone opens at a readable size (the board panned inside its box), not a 0.27 scale.
const READABLE = 0.5;

/**
 * Draw `v.board` into `box`; each place in `places` ({place: [moves]}) becomes a named button:
 * `choose(moves)` on a tap or Enter, `hover(moves, on)` while the pointer is over it.
 * `say(text)` shows the details of a tapped or focused element.
 */
export function renderBoard(box, v, places, { choose, hover, say, wordsOf }) {
  box.innerHTML = v.board || "";
  say(""); // what was tapped before is gone with the old board
  const svg = box.querySelector("svg");
  if (svg) {
    svg.setAttribute("role", "group"); // holds focusable places: not one image
    svg.setAttribute("aria-label", `${v.game} board`);
    if (zoom === null) { zoom = firstZoom(box, svg); updateButtons?.(); }
    applyZoom(box);
  }
  for (const node of box.querySelectorAll("[data-place]")) {
    const moves = places[node.dataset.place];
    if (!moves) continue;
    const words = moves.map(wordsOf);
    node.classList.add("playable");
    node.setAttribute("tabindex", "0");
    node.setAttribute("role", "button");
    node.setAttribute("aria-label", words.join(" or "));
    node.addEventListener("click", (e) => { e.stopPropagation(); say(TEXT.playable(words)); choose(moves); });
    node.addEventListener("keydown", (e) => {
      if (e.key === "Enter" || e.key === " ") { e.preventDefault(); choose(moves); }
    });
    node.addEventListener("focus", () => say(TEXT.playable(words)));
    node.addEventListener("mouseenter", () => { hover(moves, true); say(TEXT.playable(words)); }); // named under the pointer
    node.addEventListener("mouseleave", () => hover(moves, false));
  }
  box.onclick = (e) => say(detailsAt(e.target) || TEXT.tapHint);
}

/** The text of the nearest <title> around `node` (the board's own tooltips), for touch. */
function detailsAt(node) {
  for (let n = node; n && n.tagName !== "svg"; n = n.parentNode) {
    const title = [...(n.children || [])].find((c) => c.tagName === "title");
    if (title && title.textContent.trim()) return title.textContent.trim();
  }
  return null;
}

/** The first zoom: the smallest of ZOOMS that draws `svg` at READABLE pixels per unit or more. */
function firstZoom(box, svg) {
  const units = svg.viewBox?.baseVal?.width;
  const room = box.clientWidth;
  if (!units || !room) return 0;
  const i = ZOOMS.findIndex((z) => (room * z) / units >= READABLE);
  return i === -1 ? ZOOMS.length - 1 : i;
}

let updateButtons = null; // set by setupZoom

function applyZoom(box) {
  const svg = box.querySelector("svg");
  if (svg) svg.style.width = `${ZOOMS[zoom ?? 0] * 100}%`;
  box.dataset.zoom = String(ZOOMS[zoom ?? 0]);
}

/** Wire the zoom buttons: − / + step through ZOOMS, the board's box scrolls to pan. */
export function setupZoom(box, { zoomIn, zoomOut, fit }) {
  const step = (d) => { zoom = Math.max(0, Math.min(ZOOMS.length - 1, (zoom ?? 0) + d)); applyZoom(box); update(); };
  const update = () => { zoomOut.disabled = !zoom; zoomIn.disabled = zoom === ZOOMS.length - 1; fit.disabled = !zoom; };
  updateButtons = update;
  zoomIn.addEventListener("click", () => step(1));
  zoomOut.addEventListener("click", () => step(-1));
  fit.addEventListener("click", () => step(-zoom));
  update();
}
