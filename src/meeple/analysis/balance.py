"""Balance reports: the questions designers ask, answered from games among equal bots.

Every seat is played by the same bot spec, so differences between seats are the game's:
win rate and mean score by seat (the first player's advantage with its 95 % interval), score
distributions, how often each kind of move is used and how that goes with winning (the kinds
of the game's own action encoding, `Game.action_kind`: "place", "build", "pay"...), game
length, and the branching factor and scores over the game (`meeple.analysis.metrics`). The report is Markdown with matplotlib plots (PNG) beside it.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from meeple.analysis.metrics import mean_timeline
from meeple.analysis.tournament import Result, Tournament, wilson
from meeple.core import MeepleError


@dataclass
class SeatStats:
    seat: int
    games: int
    wins: float
    ci: tuple[float, float]
    mean_score: float


def seat_stats(results: list[Result], players: int) -> list[SeatStats]:
    rows = []
    for seat in range(players):
        wins = sum(r.returns[seat] for r in results)
        scores = [r.scores[seat] for r in results]
        rows.append(SeatStats(seat, len(results), wins, wilson(wins, len(results)),
                              sum(scores) / len(scores)))
    return rows


def correlation(xs: list[float], ys: list[float]) -> float | None:
    """Pearson's r, or None when either side does not vary."""
    n = len(xs)
    mx, my = sum(xs) / n, sum(ys) / n
    sx = math.sqrt(sum((x - mx) ** 2 for x in xs))
    sy = math.sqrt(sum((y - my) ** 2 for y in ys))
    if sx == 0 or sy == 0:
        return None
    return sum((x - mx) * (y - my) for x, y in zip(xs, ys, strict=True)) / (sx * sy)


def move_usage(results: list[Result]) -> list[dict[str, Any]]:
    """Per kind of move: uses per game, share of seat-games using it, win rate when used,
    and the correlation of its use count with the seat's result."""
    kinds = sorted({k for r in results for seat in r.usage for k in seat})
    seat_games = [(r.usage[s], r.returns[s]) for r in results for s in range(len(r.usage))]
    returns = [ret for _, ret in seat_games]
    rows = []
    for kind in kinds:
        counts = [float(u.get(kind, 0)) for u, _ in seat_games]
        used = [ret for (u, ret) in seat_games if u.get(kind)]
        rows.append({
            "move": kind,
            "per_game": sum(counts) / len(results),
            "used_by": len(used) / len(seat_games),
            "win_rate_when_used": sum(used) / len(used) if used else None,
            "correlation": correlation(counts, returns),
        })
    rows.sort(key=lambda row: -row["per_game"])
    return rows


def plots(results: list[Result], players: int, out: Path) -> list[str]:
    """PNG plots of scores by seat, game length and wins by seat; the file names."""
    try:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        raise MeepleError("balance plots need matplotlib: pip install 'meeple[plot]'") from None
    names = []
    fig, ax = plt.subplots(figsize=(7, 4))
    ax.hist([[r.scores[s] for r in results] for s in range(players)], bins=20,
            label=[f"seat {s}" for s in range(players)])
    ax.set_xlabel("final score")
    ax.set_ylabel("games")
    ax.set_title("Score distribution by seat")
    ax.legend()
    fig.tight_layout()
    fig.savefig(out / "scores.png", dpi=100)
    names.append("scores.png")
    plt.close(fig)

    fig, ax = plt.subplots(figsize=(7, 4))
    ax.hist([r.moves for r in results], bins=20, color="#4a7")
    ax.set_xlabel("decisions per game")
    ax.set_ylabel("games")
    ax.set_title("Game length")
    fig.tight_layout()
    fig.savefig(out / "length.png", dpi=100)
    names.append("length.png")
    plt.close(fig)

    stats = seat_stats(results, players)
    fig, ax = plt.subplots(figsize=(7, 4))
    rates = [s.wins / s.games for s in stats]
    errs = [[r - s.ci[0] for r, s in zip(rates, stats, strict=True)],
            [s.ci[1] - r for r, s in zip(rates, stats, strict=True)]]
    ax.bar([f"seat {s.seat}" for s in stats], rates, yerr=errs, capsize=6, color="#48c")
    if players > 1:
        ax.axhline(1 / players, color="grey", linestyle="--", label="equal chances")
        ax.legend()
    ax.set_ylabel("win rate (95 % interval)")
    ax.set_title("Wins by seat")
    fig.tight_layout()
    fig.savefig(out / "wins_by_seat.png", dpi=100)
    names.append("wins_by_seat.png")
    plt.close(fig)
    return names


def pct(x: float | None) -> str:
    return "–" if x is None else f"{100 * x:.1f} %"


def report(t: Tournament, results: list[Result], images: list[str]) -> str:
    """The Markdown report."""
    players = t.players
    stats = seat_stats(results, players)
    lengths = sorted(r.moves for r in results)
    lines = [
        f"# Balance of {t.game}, {players} players",
        "",
        f"{len(results)} games, every seat played by `{t.specs[0]}`, seed {t.seed}"
        + (f", options {t.options}" if t.options else "") + ".",
        "",
        "## Seats",
        "",
        "| seat | win rate | 95 % interval | mean score |",
        "|---|---|---|---|",
    ]
    for s in stats:
        lines.append(f"| {s.seat} | {pct(s.wins / s.games)} | {pct(s.ci[0])} – {pct(s.ci[1])} "
                     f"| {s.mean_score:.1f} |")
    if players > 1:
        first = stats[0]
        verdict = ("favoured" if first.ci[0] > 1 / players else
                   "disadvantaged" if first.ci[1] < 1 / players else "not measurably different")
        lines += ["", f"The first seat wins {pct(first.wins / first.games)} of games "
                      f"(equal chances: {pct(1 / players)}): {verdict} at 95 %."]
    automa = [name for r in results for name in r.automa]
    if automa:
        name = automa[0]
        mean = sum(r.automa.get(name, 0) for r in results) / len(results)
        lines += ["", f"{name} (automatic opponent): mean score {mean:.1f}."]
    lines += [
        "", "## Game length", "",
        f"Decisions per game: mean {sum(lengths) / len(lengths):.1f}, median "
        f"{lengths[len(lengths) // 2]}, min {lengths[0]}, max {lengths[-1]}.",
        "", "## Moves and winning", "",
        "How often each kind of move (of the game's action encoding) is played, and how its "
        "use goes with winning (correlation of a seat's use count with its result: 1 win, 0 loss).", "",
        "| move | per game | seats using it | win rate when used | correlation |",
        "|---|---|---|---|---|",
    ]
    for row in move_usage(results)[:40]:
        corr = "–" if row["correlation"] is None else f"{row['correlation']:+.2f}"
        lines.append(f"| {row['move']} | {row['per_game']:.1f} | {pct(row['used_by'])} | "
                     f"{pct(row['win_rate_when_used'])} | {corr} |")
    lines += timeline_section(results, players)
    lines += ["", "## Plots", ""] + [f"![{name}]({name})" for name in images]
    return "\n".join(lines) + "\n"


def timeline_section(results: list[Result], players: int) -> list[str]:
    """Branching factor and mean score by seat over the game, per tenth of its decisions."""
    line = mean_timeline([r.metrics["timeline"] for r in results if "timeline" in r.metrics])
    if not line["branching"]:
        return []
    rows = ["", "## Over the game", "",
            "Per tenth of the game (by decisions): the mean branching factor (legal moves per "
            "decision) and each seat's mean score at that point.", "",
            "| part | branching | " + " | ".join(f"seat {s} score" for s in range(players)) + " |",
            "|---|---|" + "---|" * players]
    for k, (branching, scores) in enumerate(zip(line["branching"], line["scores"], strict=True)):
        rows.append(f"| {10 * k}–{10 * (k + 1)} % | {branching:.1f} | "
                    + " | ".join(f"{x:.1f}" for x in scores) + " |")
    return rows


def balance(t: Tournament, progress=None) -> tuple[str, list[Result]]:
    """Play the games (or resume them) and write report.md with its plots to `t.out`."""
    results = t.run(progress)
    out = Path(t.out)
    images = plots(results, t.players, out)
    text = report(t, results, images)
    (out / "report.md").write_text(text)
    return text, results
