"""Bot strength: the matches of the bots issue, seats rotated, on both cores.

    python benchmarks/strength.py [--games 50] [--iterations 500] [--only caylus,tzolkin]
                                  [--kinds solo,greedy-random]

Lines: mcts vs random (2 players), mcts vs three random (4 players), mcts vs greedy and
greedy vs random (2 players) for each game, and mcts against the Teotibot (Teotihuacan solo,
normal and hard), and mcts against itself (2 players, `--selfplay-games`) to show the scores of
games between strong players. Prints a Markdown table: win rate with its 95 % interval, and the mean
winning score of each line's first bot. A benchmark, not a test: long (hours at 500
iterations on 2 cores); results go in the README.
"""

from __future__ import annotations

import argparse
import time

from meeple.analysis.tournament import Match, Result, Tournament, run_local, summary

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
    args = p.parse_args()
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
