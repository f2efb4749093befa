"""`meeple bench`: forward-model speed."""

from __future__ import annotations

import argparse
import random
import time
from collections.abc import Callable
from typing import TextIO

import meeple
from meeple import bots
from meeple.cli.common import parse_options
from meeple.core import MeepleError, State
from meeple.core.game import Game


def time_per_call(fn: Callable[[], object], samples: int) -> float:
    start = time.perf_counter()
    for _ in range(samples):
        fn()
    return (time.perf_counter() - start) / samples


def bench(game: Game, players: int, seconds: float, seed: int = 0) -> dict[str, float]:
    """Random playouts for about `seconds`: speed figures of the forward model."""
    rng = random.Random(seed)
    games = decisions = 0
    sampled: list[State] = []
    start = time.perf_counter()
    deadline = start + seconds
    while time.perf_counter() < deadline or games == 0:
        state = game.new_game(players=players, seed=rng.randrange(2**31))
        choice = rng.choice
        while not state.is_terminal():
            state.apply(choice(state.legal_actions()))
            decisions += 1
            if decisions % 97 == 0 and len(sampled) < 300:
                sampled.append(state.clone())
        games += 1
    elapsed = time.perf_counter() - start
    sampled = sampled or [game.new_game(players=players, seed=seed)]
    reps = max(1, 20_000 // len(sampled))
    clone_s = sum(time_per_call(s.clone, reps) for s in sampled) / len(sampled)
    legal_s = sum(time_per_call(s._legal_actions, reps) for s in sampled) / len(sampled)
    return {
        "games": games,
        "seconds": elapsed,
        "decisions_per_s": decisions / elapsed,
        "games_per_s": games / elapsed,
        "decisions_per_game": decisions / games,
        "clone_us": clone_s * 1e6,
        "legal_actions_us": legal_s * 1e6,
    }


MID_GAME = (0.25, 0.5, 0.75)  # the fixed positions of --bot: these shares of a seeded game


def mid_game_positions(game: Game, players: int, seed: int) -> list[State]:
    """Three fixed positions: a seeded random game stopped at a quarter, half and three quarters."""
    rng = random.Random(seed)
    full = game.new_game(players=players, seed=seed)
    while not full.is_terminal():
        full.apply(rng.choice(full.legal_actions()))
    moves = full.history()
    out = []
    for share in MID_GAME:
        state = game.new_game(players=players, seed=seed)
        for a in moves[: int(share * len(moves))]:
            state.apply(a)
        out.append(state)
    return out


def bench_bot(game: Game, players: int, spec: str, seconds: float, seed: int) -> list[float]:
    """Search iterations per second of the bot `spec` at the three fixed positions."""
    rates = []
    for i, state in enumerate(mid_game_positions(game, players, seed)):
        bot = bots.make(spec, seed + i)
        bot.seconds = seconds / len(MID_GAME)
        start = time.perf_counter()
        bot.search(state)
        rates.append(bot.last_iterations / (time.perf_counter() - start))
    return rates


def cmd_bench_bot(args: argparse.Namespace, game: Game, counts: list[int], out: TextIO) -> int:
    if not hasattr(bots.make(args.bot, 0), "search"):
        raise MeepleError(f"--bot {args.bot!r} does not search; give a search bot such as mcts")
    print(f"meeple bench {game.name} --bot {args.bot}: iterations/s at three fixed positions "
          f"(a quarter, half, three quarters into a seeded game), {args.seconds:g} s in all, "
          f"{meeple.build_info()} build", file=out)
    print(f"{'players':>7} {'quarter':>9} {'half':>9} {'3 quarters':>11} {'mean':>9}", file=out)
    for players in counts:
        r = bench_bot(game, players, args.bot, args.seconds, args.seed)
        print(f"{players:>7} {r[0]:>9,.0f} {r[1]:>9,.0f} {r[2]:>11,.0f} {sum(r) / 3:>9,.0f}", file=out)
    return 0


def cmd_bench(args: argparse.Namespace, out: TextIO) -> int:
    if not args.seconds > 0:
        raise MeepleError(f"--seconds must be more than 0, got {args.seconds:g}")
    game = meeple.load(args.game, **parse_options(args.option))
    counts = list(game.player_counts) if args.players is None else [game.check_players(args.players)]
    if args.bot:
        return cmd_bench_bot(args, game, counts, out)
    print(f"meeple bench {game.name}: random playouts, {args.seconds:g} s per player count, "
          f"{meeple.build_info()} build", file=out)
    header = f"{'players':>7} {'decisions/s':>12} {'games/s':>9} {'decisions/game':>15} " \
             f"{'clone µs':>9} {'legal_actions µs':>17}"
    print(header, file=out)
    for players in counts:
        r = bench(game, players, args.seconds, args.seed)
        print(f"{players:>7} {r['decisions_per_s']:>12,.0f} {r['games_per_s']:>9.1f} "
              f"{r['decisions_per_game']:>15.1f} {r['clone_us']:>9.1f} {r['legal_actions_us']:>17.1f}",
              file=out)
    return 0


def add_parser(sub) -> None:
    b = sub.add_parser("bench", help="speed of random playouts")
    b.add_argument("game")
    b.add_argument("--players", type=int)
    b.add_argument("--seconds", type=float, default=5.0)
    b.add_argument("--seed", type=int, default=0)
    b.add_argument("--option", action="append", default=[], metavar="NAME=VALUE")
    b.add_argument("--bot", metavar="SPEC", help="measure a search bot's iterations/s instead, "
                   "e.g. --bot mcts")


def run(args: argparse.Namespace, inp: TextIO, out: TextIO, err: TextIO) -> int:
    return cmd_bench(args, out)
