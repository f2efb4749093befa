"""Bot strength: the matches of the bots issue, seats rotated, on both cores.

    python benchmarks/strength.py [--games 50] [--iterations 500] [--only caylus,tzolkin]
                                  [--kinds solo,greedy-random]

Lines: mcts vs random (2 players), mcts vs three random (4 players), mcts vs greedy and
greedy vs random (2 players) for each game, and mcts against the Teotibot (Teotihuacan solo,
normal and hard), and mcts against itself (2 players, `--selfplay-games`) to show the scores of
games between strong players. Prints a Markdown table: win rate with its 95 % interval, and the mean
winning score of each line's first bot. A benchmark, not a test: long (hours at 500
iterations on 2 cores); results go in the README.

    python benchmarks/strength.py --strong [--seconds 1.0] [--games 30] [--out DIR]

The lines of issue 22, for the strong bot (`bots.LEVELS`' spec) at `--seconds` a decision:
against today's mcts given the same time (2 players, each game), against itself at 2 and 4
players (mean winning score and the strategic signs: Caylus castle houses and favours per
seat, Tzolk'in workers at the end and buildings/monuments, Teotihuacan ascensions and salary
paid, Bora Bora tasks completed), and against the Teotibot (normal, hard). With --out, each
line's games go to DIR/<line>/ and a run started again plays only the missing games.
"""

from __future__ import annotations

import argparse
import os
import time
from pathlib import Path

from meeple import bots
from meeple.analysis.tournament import Match, Result, Tournament, run_local, summary
from meeple.core import record as rec

GAMES = ("caylus", "tzolkin", "teotihuacan", "borabora")


def lines(iterations: int, only: list[str]) -> list[tuple[str, int, list[str], dict]]:
    mcts = f"mcts:iterations={iterations}"
    out = []
    for game in only:
        out.append((game, 2, [mcts, "random"], {}))
        out.append((game, 4, [mcts, "random"], {}))
        out.append((game, 2, [mcts, "greedy"], {}))
        out.append((game, 2, ["greedy", "random"], {}))
        out.append((game, 2, [mcts, f"{mcts}:c=0.7"], {}))  # the same bot under two names
    if "teotihuacan" in only:
        out.append(("teotihuacan", 1, [mcts], {"difficulty": "normal"}))
        out.append(("teotihuacan", 1, [mcts], {"difficulty": "hard"}))
    return out


def selfplay(specs: list[str]) -> bool:
    return len(specs) == 2 and specs[1] == f"{specs[0]}:c=0.7"


def kind(players: int, specs: list[str]) -> str:
    """The kind of a line, for --kinds."""
    if players == 1:
        return "solo"
    if players == 4:
        return "three"
    if selfplay(specs):
        return "itself"
    if specs[0] == "greedy":
        return "greedy-random"
    return "greedy" if specs[1] == "greedy" else "random"


def one_against_three(game: str, specs: list[str], games: int, workers: int) -> list[Result]:
    matches = []
    for i in range(games):
        lineup = [specs[1]] * 4
        lineup[i % 4] = specs[0]
        matches.append(Match(i, game, 4, {}, 1_000_003 + i, tuple(lineup)))
    return sorted((r for r, _ in run_local(matches, workers)), key=lambda r: r.index)


def strong_spec(seconds: float, extra: str = "") -> str:
    """The strong bot (the levels' spec, or mcts with `extra` parameters) at `seconds` a
    decision."""
    name, params = bots.parse(f"mcts:{extra}" if extra else bots.LEVELS["hard"])
    params["seconds"] = seconds
    return ":".join([name, *(f"{k}={str(v).lower() if isinstance(v, bool) else v}"
                             for k, v in params.items())])


def strong_lines(seconds: float, only: list[str],
                 extra: str = "") -> list[tuple[str, str, int, list[str], dict]]:
    """(slug, game, players, specs, options) of issue 22's lines."""
    new, old = strong_spec(seconds, extra), f"mcts:seconds={seconds}"
    out = []
    for game in only:
        out.append((f"{game}-2p-vs-old", game, 2, [new, old], {}))
    for game in only:
        for players in (2, 4):
            out.append((f"{game}-{players}p-itself", game, players, [new], {}))
    if "teotihuacan" in only:
        for d in ("normal", "hard"):
            out.append((f"teotihuacan-solo-{d}", "teotihuacan", 1, [new], {"difficulty": d}))
    return out


def signs(game: str, directory: Path | None, results: list[Result]) -> str:
    """The strategic signs of a line's games, averaged per seat, from their records."""
    if directory is None:
        return "–"
    totals: dict[str, float] = {}
    seats = 0
    for r in results:
        record = rec.load(directory / "records" / f"game-{r.index:06d}.json")
        state = rec.start(record)
        ids = []
        for text in record["actions"]:
            ids.append(state.str_to_action(text))
            state.apply(ids[-1])
        for seat in range(state.num_players):
            seats += 1
            for name, value in _signs(game, state, seat, ids).items():
                totals[name] = totals.get(name, 0.0) + value
    return ", ".join(f"{name} {v / max(seats, 1):.1f}" for name, v in totals.items())


def _signs(game: str, state, seat: int, ids: list[int]) -> dict[str, float]:
    if game == "caylus":
        return {"castle houses": sum(section[seat] for section in state.castle),
                "favour columns": sum(state.favor[seat])}
    if game == "tzolkin":
        return {"workers": state.workers[seat], "buildings": len(state.built[seat]),
                "monuments": len(state.mons[seat])}
    if game == "borabora":
        return {"tasks done": sum(1 for q in state.task_done if q == seat)}
    if game == "teotihuacan":
        from meeple.games.teotihuacan import actions as TA

        replay = rec.start({**rec.make_record(state), "actions": []})
        ascend = salary = 0
        for a in ids:
            if replay.current_player() == seat:
                ascend += TA.ASCEND <= a < TA.ASCEND + 5
                salary += a - TA.SALARY if TA.SALARY <= a < TA.SALARY + 9 else 0
            replay.apply(a)
        return {"ascensions": ascend, "salary cocoa paid": salary}
    return {}


def run_strong(args: argparse.Namespace) -> None:
    print(f"strong bot: {strong_spec(args.seconds, args.params)}; "
          f"load average {os.getloadavg()[0]:.1f}")
    print("| game | players | match | games | first bot's win rate | 95 % interval "
          "| mean winning score | strategic signs (per seat) | minutes |")
    print("|---|---|---|---|---|---|---|---|---|")
    for slug, game, players, specs, options in strong_lines(args.seconds, args.only.split(","),
                                                            args.params):
        if args.kinds and not any(k in slug for k in args.kinds.split(",")):
            continue
        start = time.perf_counter()
        out = Path(args.out) / slug if args.out else None
        games = args.games if players != 4 or "itself" not in slug else max(4, args.games // 2)
        results = Tournament(game, players, specs, games, seed=1, options=options,
                             workers=args.workers, out=out).run()
        row = summary(results, specs)
        first = next(r for r in row if r["bot"] == specs[0])
        if "itself" in slug:
            match = "new vs itself"
            rate, low, high = None, None, None
            win = sum(max(r.scores) for r in results) / len(results)
        elif players == 1:
            match = f"new vs Teotibot ({options['difficulty']})"
            rate, low, high = first["win_rate"], first["ci_low"], first["ci_high"]
            win = first["mean_winning_score"]
        else:
            match = "new vs mcts (same time)"
            rate, low, high = first["win_rate"], first["ci_low"], first["ci_high"]
            win = first["mean_winning_score"]
        cells = ["–", "–"] if rate is None else [f"{100 * rate:.0f} %", f"{100 * low:.0f}–{100 * high:.0f} %"]
        print(f"| {game} | {players} | {match} | {len(results)} | {cells[0]} | {cells[1]} "
              f"| {'–' if win is None else f'{win:.0f}'} | {signs(game, out, results)} "
              f"| {(time.perf_counter() - start) / 60:.1f} |", flush=True)
    print(f"load average at the end {os.getloadavg()[0]:.1f}")


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("--games", type=int, default=50)
    p.add_argument("--iterations", type=int, default=500)
    p.add_argument("--workers", type=int, default=2)
    p.add_argument("--selfplay-games", type=int, default=10, help="games of mcts against itself")
    p.add_argument("--only", default=",".join(GAMES))
    p.add_argument("--selfplay-only", action="store_true", help="only the lines of mcts against itself")
    p.add_argument("--kinds", default="",
                   help="only these kinds of line, comma-separated: random, three, greedy, "
                        "greedy-random, itself, solo (default: all)")
    p.add_argument("--strong", action="store_true", help="issue 22's lines for the strong bot")
    p.add_argument("--seconds", type=float, default=1.0, help="--strong: time per decision")
    p.add_argument("--out", help="--strong: games here (DIR/<line>/), resumable")
    p.add_argument("--params", default="",
                   help="--strong: mcts parameters of the bot to measure instead of the levels' "
                        "(e.g. value=learned)")
    args = p.parse_args()
    if args.strong:
        run_strong(args)
        return
    print("| game | players | match | games | first bot's win rate | 95 % interval "
          "| its mean winning score | minutes |")
    print("|---|---|---|---|---|---|---|---|")
    for game, players, specs, options in lines(args.iterations, args.only.split(",")):
        if args.selfplay_only and not selfplay(specs):
            continue
        if args.kinds and kind(players, specs) not in args.kinds.split(","):
            continue
        start = time.perf_counter()
        if players == 4:  # one mcts against three random, the mcts seat rotated
            results = one_against_three(game, specs, args.games, args.workers)
        else:
            games = args.selfplay_games if players == 2 and selfplay(specs) else args.games
            results = Tournament(game, players, specs, games, seed=1, options=options,
                                 workers=args.workers).run()
        row = summary(results, sorted(set(specs), key=specs.index))
        first = next(r for r in row if r["bot"] == specs[0])
        if players == 4:
            match = f"{specs[0]} vs 3 × {specs[1]}"
            rate = sum(r.returns[s] for r in results for s, b in enumerate(r.lineup)
                       if b == specs[0]) / len(results)
        elif players == 1:
            match = f"{specs[0]} vs Teotibot ({options['difficulty']})"
            rate = first["win_rate"]
        elif selfplay(specs):
            match = f"{specs[0]} vs itself"
            rate = first["win_rate"]
            first["mean_winning_score"] = sum(max(r.scores) for r in results) / len(results)
        else:
            match = f"{specs[0]} vs {specs[1]}"
            rate = first["win_rate"]
        win = first["mean_winning_score"]
        print(f"| {game} | {players} | {match} | {len(results)} | {100 * rate:.0f} % "
              f"| {100 * first['ci_low']:.0f}–{100 * first['ci_high']:.0f} % "
              f"| {'–' if win is None else f'{win:.0f}'} | {(time.perf_counter() - start) / 60:.1f} |",
              flush=True)


if __name__ == "__main__":
    main()
