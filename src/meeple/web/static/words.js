// Words for players: moves, prompts and hints told in the game's words instead of notation.
// The notation stays what the API takes and records store; these only change what is shown.
import { t } from "/static/translations.js";

const TEXT = {
  best: t("best"),
  toWin: (pct) => t("{pct} % to win", { pct }),
  alsoGood: t("also good"),
  // the server's bots and levels (seats.py), and option choices, shown as they are named
  words: {
    random: t("random"), greedy: t("greedy"), mcts: t("mcts"), quick: t("quick"), normal: t("normal"),
    strong: t("strong"), expert: t("expert"), easy: t("easy"), medium: t("medium"), hard: t("hard"),
    // option choices (the lobby's variants)
    seed: t("the original's"), published: t("the published game's"), rulespal: t("the transcription's"),
    ordinal: t("that Eclipse's"), final: t("the final one"), one: t("one"), all: t("all"),
    rows: t("by rows"), columns: t("by columns"),
    w: t("wood"), s: t("stone"), g: t("gold"),
  },
  level: (level, s) => t("{level} ({s} s a move)", { level, s }),
};

/** A word the server names things with ("random", "hard"), in the page's language. */
export const word = (w) => TEXT.words[w] || w;

/** An option's choice in words: resource letters ("ws") as the resources' names. */
export const choiceWord = (c) => (/^[wsg]{1,3}$/.test(c) ? [...c].map(word).join(", ") : word(c));

/** A bot level's label ("hard (1 s a move)", as seats.py names it) in the page's language. */
export function botLabel(label) {
  const m = /^(\w+) \(([\d.]+) s a move\)$/.exec(label);
  return m ? TEXT.level(word(m[1]), m[2]) : word(label);
}

const capital = (s) => (s ? s[0].toUpperCase() + s.slice(1) : s);

/** A legal move in words (the game's narration), else its notation. */
export function moveWords(v, move) {
  const words = v.words && v.words[move];
  return words ? capital(words) : move;
}

/** The prompt split so the seat's name is said once: {who, rest}. "Red, turn 1: …" keeps its
 *  own wording; a prompt that names the seat elsewhere gets no prefix; others get "Red: ". */
export function promptWords(prompt, name) {
  if (!name) return { who: "", rest: prompt };
  if (prompt.startsWith(name)) return { who: name, rest: prompt.slice(name.length) };
  if (prompt.includes(name)) return { who: "", rest: prompt };
  return { who: name, rest: `: ${prompt}` };
}

/** One hint line: "best: <move in words> (62 % to win)", the runner-ups "also good: …". */
export function hintWords(v, hint, rank) {
  const label = rank === 0 ? TEXT.best : TEXT.alsoGood;
  return { label, words: moveWords(v, hint.move), odds: TEXT.toWin(Math.round(100 * hint.value)) };
}
