// The online clock: a per-move countdown shown wherever the page asks (the seat to move's row
// and the prompt), ticking each second until the deadline the server sent.

const TEXT = {
  left: (t) => `⏱ ${t}`,
  late: "⏱ time is up",
  label: (t) => `time left for this move: ${t}`,
};

let timer = null;

const format = (s) => (s >= 3600 ? `${Math.floor(s / 3600)} h ${String(Math.floor((s % 3600) / 60)).padStart(2, "0")}`
  : `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`);

/** Count down to `deadline` (epoch seconds, or null: no clock) in each of `nodes`. */
export function countdown(nodes, deadline) {
  clearInterval(timer);
  timer = null;
  const tick = () => {
    const left = Math.max(0, Math.ceil(deadline - Date.now() / 1000));
    for (const node of nodes) {
      node.textContent = left > 0 ? TEXT.left(format(left)) : TEXT.late;
      node.setAttribute("aria-label", TEXT.label(format(left)));
      node.classList.toggle("short", left <= 10);
    }
    if (left <= 0) clearInterval(timer);
  };
  for (const node of nodes) node.classList.toggle("hidden", !deadline);
  if (!deadline) return;
  tick();
  timer = setInterval(tick, 1000);
}
