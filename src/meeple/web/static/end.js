// The end-of-game screen: title, and the seats and any automa (the Teotibot) ranked by score.
import { t } from "/static/translations.js";
import { el, seatMark } from "/static/api.js";

const TEXT = {
  youWin: t("You win!"),
  wins: (names) => (names.length > 1 ? t("{names} win!", { names: names.join(t(" and ")) })
    : t("{name} wins!", { name: names[0] })),
  gameOver: t("Game over"),
  rank: "#", seat: t("Seat"), total: t("Total"), automa: t("automa"),
};

/** The ranked rows: the seats and the automa players; winners first, then by score. */
export function ranked(result) {
  const rows = result.ranking.map((r) => ({ ...r, automa: false }));
  for (const [name, score] of Object.entries(result.automa_scores || {})) {
    rows.push({ seat: null, name, score, winner: false, breakdown: {}, automa: true });
  }
  rows.sort((a, b) => (b.winner - a.winner) || (b.score - a.score));
  return rows;
}

/** The title: "You win!", "<names> win(s)!" (an automa that beat every seat too), else "Game over". */
export function endTitle(result, viewer) {
  const winners = result.ranking.filter((r) => r.winner);
  if (winners.length === 1 && winners[0].seat === viewer) return TEXT.youWin;
  if (winners.length) return TEXT.wins(winners.map((r) => t(r.name)));
  const top = ranked(result)[0];
  return top && top.automa ? TEXT.wins([top.name]) : TEXT.gameOver;
}

/** The result table (in a box that scrolls sideways when it has many categories). */
export function endTable(result) {
  const rows = ranked(result);
  const categories = [...new Set(rows.flatMap((r) => Object.keys(r.breakdown)))];
  // the total next to the name: on a phone the categories scroll sideways, the result does not
  const head = el("tr", {}, el("th", {}, TEXT.rank), el("th", {}, TEXT.seat), el("th", {}, TEXT.total), categories.map((c) => el("th", {}, c)));
  const body = rows.map((r, i) => el("tr", { class: r.winner ? "winner" : "" },
    el("td", {}, r.winner ? "★ 1" : i + 1),
    el("td", {}, r.automa ? `◆ ${r.name} (${TEXT.automa})` : [seatMark(r.name, r.seat), t(r.name)]),
    el("td", { class: "total" }, r.score), categories.map((c) => el("td", {}, r.automa ? "" : r.breakdown[c] ?? 0))));
  return el("div", { class: "table-scroll" }, el("table", { class: "result" }, el("thead", {}, head), el("tbody", {}, body)));
}
