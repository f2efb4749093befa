"""The `meeple` command: list, play, simulate, replay, bench.

Everything here uses only the core protocol, so every registered game works in every command.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TextIO

import meeple
from meeple import bots
from meeple.core import MeepleError, State
from meeple.core import record as rec
from meeple.core.game import Game

HUMAN = "human"


# -- shared helpers -----------------------------------------------------------------------


def parse_options(pairs: Sequence[str]) -> dict:
    """`--option name=value` pairs; values are JSON when they parse as JSON (true, 3, "x")."""
    options = {}
    for pair in pairs:
        if "=" not in pair:
            raise MeepleError(f"--option takes name=value, got {pair!r}")
        name, value = pair.split("=", 1)
        try:
            options[name] = json.loads(value)
        except json.JSONDecodeError:
            options[name] = value
    return options


def seat_list(spec: str | None, players: int, default: str) -> list[str]:
    names = [s.strip() for s in spec.split(",")] if spec else [default] * players
    if len(names) == 1 and players > 1:
        names = names * players
    if len(names) != players:
        raise MeepleError(f"--seats names {len(names)} seats but the game has {players} players")
    for name in names:
        if name != HUMAN and name not in bots.BOTS:
            raise MeepleError(f"unknown seat {name!r}; seats: {HUMAN}, {', '.join(sorted(bots.BOTS))}")
    return names


def seats_of(state: State) -> int:
    """Seats that decide (a solo game against an automatic opponent has one)."""
    return state.num_players


def print_new_log(state: State, seen: int, out: TextIO) -> int:
    lines = state.log()
    for line in lines[seen:]:
        print(f"  · {line}", file=out)
    return len(lines)


# -- meeple list --------------------------------------------------------------------------


def cmd_list(args: argparse.Namespace, out: TextIO) -> int:
    for name in meeple.games():
        print(meeple.load(name).describe(), file=out)
    return 0


# -- meeple play --------------------------------------------------------------------------

PLAY_HELP = """Commands:
  <number>      play the numbered action
  <notation>    play the action written out, e.g. as listed
  undo          take back your last decision (and the bot moves after it)
  save FILE     save the game record to FILE (resume with: meeple play --load FILE)
  log           show what the automatic steps did so far
  board         show the board again
  help          this help
  quit          leave the game"""


class PlaySession:
    """A terminal game: humans type, bots move by themselves, undo replays the record."""

    def __init__(self, state: State, seats: list[str], inp: TextIO, out: TextIO, seed: int) -> None:
        self.state = state
        self.seats = seats
        self.inp, self.out = inp, out
        self.bots = {i: bots.make(s, seed + i) for i, s in enumerate(seats) if s != HUMAN}
        self.log_seen = len(state.log())
        humans = [i for i, s in enumerate(seats) if s == HUMAN]
        # bot moves are shown as the one human may see them; hot-seat humans share the screen
        self.viewer = humans[0] if len(humans) == 1 else None

    def say(self, text: str = "") -> None:
        print(text, file=self.out)

    def run(self) -> int:
        while not self.state.is_terminal():
            seat = self.state.current_player()
            if seat in self.bots:
                self.bot_move(seat)
            elif not self.human_move(seat):
                return 0
        self.say(self.state.render())
        self.say(f"Game over. Scores: {self.state.scores()}; winners: {self.state.winners()}")
        return 0

    def bot_move(self, seat: int) -> None:
        action = self.bots[seat].choose(self.state)
        text = self.state.action_to_str_for(action, self.viewer)
        self.say(f"Seat {seat} ({self.seats[seat]}): {text}")
        self.state.apply(action)
        self.log_seen = print_new_log(self.state, self.log_seen, self.out)

    def show(self, seat: int) -> None:
        self.say()
        self.say(self.state.render(seat))
        self.say()
        self.say(self.state.prompt())
        for i, a in enumerate(self.state.legal_actions(), 1):
            self.say(f"  {i:>3}. {self.state.action_to_str(a)}")

    def human_move(self, seat: int) -> bool:
        """Ask seat for a decision; False when the player quits."""
        self.show(seat)
        while True:
            self.out.write(f"seat {seat}> ")
            self.out.flush()
            line = self.inp.readline()
            if not line:
                self.say("(end of input)")
                return False
            text = line.strip()
            if not text:
                continue
            word, _, rest = text.partition(" ")
            if word == "quit":
                return False
            if word == "help":
                self.say(PLAY_HELP)
            elif word == "board":
                self.show(seat)
            elif word == "log":
                for entry in self.state.log():
                    self.say(f"  · {entry}")
            elif word == "save":
                self.save(rest.strip())
            elif word == "undo":
                if self.undo():
                    return True
            elif self.try_move(text, seat):
                return True

    def try_move(self, text: str, seat: int) -> bool:
        legal = self.state.legal_actions()
        try:
            if text.isdigit():
                k = int(text)
                if not 1 <= k <= len(legal):
                    self.say(f"No action {k}: choose 1 to {len(legal)}, or type 'help'.")
                    return False
                action = legal[k - 1]
            else:
                action = self.state.str_to_action(text)
            notation = self.state.action_to_str(action)
            self.state.apply(action)
        except MeepleError as e:
            self.say(str(e))
            return False
        self.say(f"Seat {seat} (you): {notation}")
        self.log_seen = print_new_log(self.state, self.log_seen, self.out)
        return True

    def save(self, path: str) -> None:
        if not path:
            self.say("save needs a file name: save FILE")
            return
        try:
            rec.save(self.state, path)
            self.say(f"Saved to {path}. Resume with: meeple play --load {path}")
        except (OSError, MeepleError) as e:
            self.say(f"Could not save: {e}")

    def undo(self) -> bool:
        """Back to the previous human decision: drop trailing bot moves and one human move."""
        history = self.state.history()
        replay = self.state.game.new_game(self.state.num_players, self.state.seed, **self.state.options)
        owners = []
        for a in history:
            owners.append(replay.current_player())
            replay.apply(a)
        cut = len(history)
        while cut and owners[cut - 1] in self.bots:
            cut -= 1
        if cut == 0:
            self.say("Nothing to undo.")
            return False
        cut -= 1
        state = self.state.game.new_game(self.state.num_players, self.state.seed, **self.state.options)
        for a in history[:cut]:
            state.apply(a)
        self.state = state
        self.log_seen = len(state.log())
        self.say(f"Undone: back to move {cut}.")
        return True


def cmd_play(args: argparse.Namespace, out: TextIO, inp: TextIO) -> int:
    if args.load:
        state = rec.replay(rec.load(args.load))
        players = state.num_players
    else:
        game = meeple.load(args.game, **parse_options(args.option))
        players = args.players or game.default_players
        seed = args.seed if args.seed is not None else random.SystemRandom().randrange(10**9)
        state = game.new_game(players=players, seed=seed)
    seats = seat_list(args.seats, seats_of(state), "random")
    if args.seats is None:
        seats[0] = HUMAN
    print(f"meeple — {state.game.title}, {players} players, seed {state.seed}. Seats: "
          f"{', '.join(f'{i}={s}' for i, s in enumerate(seats))}. Type 'help' for commands.", file=out)
    return PlaySession(state, seats, inp, out, state.seed).run()


# -- meeple simulate ----------------------------------------------------------------------


def progress(done: int, total: int, stream: TextIO, width: int = 30) -> None:
    filled = width * done // total
    stream.write(f"\r[{'#' * filled}{'.' * (width - filled)}] {done}/{total}")
    if done == total:
        stream.write("\n")
    stream.flush()


def play_out(state: State, players: list) -> State:
    while not state.is_terminal():
        state.apply(players[state.current_player()].choose(state))
    return state


def cmd_simulate(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    game = meeple.load(args.game, **parse_options(args.option))
    players = args.players or game.default_players
    probe = game.new_game(players=players, seed=args.seed)
    names = seat_list(args.bots, seats_of(probe), "random")
    if HUMAN in names:
        raise MeepleError("simulate plays bots only; use 'meeple play' for human seats")
    if args.out:
        Path(args.out).mkdir(parents=True, exist_ok=True)
    wins = [0.0] * len(names)
    totals = [0] * players
    lengths = 0
    automa: dict[str, int] = {}
    show_bar = args.games >= 20 or args.progress
    start = shown = time.perf_counter()
    for i in range(args.games):
        seed = args.seed + i
        seat_bots = [bots.make(n, seed * 31 + s) for s, n in enumerate(names)]
        state = play_out(game.new_game(players=players, seed=seed), seat_bots)
        for s, r in enumerate(state.returns()):
            wins[s] += r
        for s, v in enumerate(state.scores()):
            totals[s] += v
        lengths += state.move_number()
        for name, score in state.automa_scores().items():
            automa[name] = automa.get(name, 0) + score
        if args.out:
            rec.save(state, Path(args.out) / f"{game.name}-{players}p-{seed}.json")
        if show_bar and (i + 1 == args.games or time.perf_counter() - shown > 0.2):
            progress(i + 1, args.games, err)
            shown = time.perf_counter()
    elapsed = time.perf_counter() - start
    k = args.games
    print(f"{k} games of {game.name}, {players} players, seeds {args.seed}..{args.seed + k - 1} "
          f"({elapsed:.1f} s)", file=out)
    print(f"{'seat':>4}  {'bot':<10} {'wins':>7} {'win %':>6} {'mean score':>10}", file=out)
    for s, name in enumerate(names):
        print(f"{s:>4}  {name:<10} {wins[s]:>7.1f} {100 * wins[s] / k:>5.1f}% "
              f"{totals[s] / k:>10.1f}", file=out)
    for name, total in automa.items():
        print(f"      {name:<10} (automatic opponent) mean score {total / k:.1f}", file=out)
    print(f"mean game length: {lengths / k:.1f} decisions", file=out)
    if args.out:
        print(f"records written to {args.out}/", file=out)
    return 0


# -- meeple replay ------------------------------------------------------------------------


def cmd_replay(args: argparse.Namespace, out: TextIO, inp: TextIO) -> int:
    record = rec.load(args.file)
    state = rec.start(record)
    seen = len(state.log())
    print(f"Replaying {args.file}: {record['game']}, {record['players']} players, "
          f"seed {record['seed']}, {len(record['actions'])} actions", file=out)
    for i, text in enumerate(record["actions"]):
        seat = state.current_player()
        try:
            state.apply(state.str_to_action(text))
        except MeepleError as e:
            raise MeepleError(f"action {i} {text!r} cannot be played: {e}") from None
        if args.step:
            print(f"{i + 1:>4}. seat {seat}: {text}", file=out)
            seen = print_new_log(state, seen, out)
            print(state.render(), file=out)
            out.write("[Enter: next, q: stop] ")
            out.flush()
            if inp.readline().strip().lower() == "q":
                return 0
    print(state.render(), file=out)
    if state.is_terminal():
        print(f"Final scores: {state.scores()}; winners: {state.winners()}", file=out)
    else:
        print(f"Not finished: {state.prompt()}", file=out)
    return 0


# -- meeple bench -------------------------------------------------------------------------


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


def cmd_bench(args: argparse.Namespace, out: TextIO) -> int:
    game = meeple.load(args.game, **parse_options(args.option))
    counts = [args.players] if args.players else list(game.player_counts)
    print(f"meeple bench {game.name}: random playouts, {args.seconds:g} s per player count", file=out)
    header = f"{'players':>7} {'decisions/s':>12} {'games/s':>9} {'decisions/game':>15} " \
             f"{'clone µs':>9} {'legal_actions µs':>17}"
    print(header, file=out)
    for players in counts:
        r = bench(game, players, args.seconds, args.seed)
        print(f"{players:>7} {r['decisions_per_s']:>12,.0f} {r['games_per_s']:>9.1f} "
              f"{r['decisions_per_game']:>15.1f} {r['clone_us']:>9.1f} {r['legal_actions_us']:>17.1f}",
              file=out)
    return 0


# -- entry point --------------------------------------------------------------------------


def parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="meeple", description="Play and study worker-placement games.")
    sub = p.add_subparsers(dest="command", required=True)

    sub.add_parser("list", help="games, player counts and options")

    play = sub.add_parser("play", help="play in the terminal against bots or hot-seat")
    play.add_argument("game", nargs="?", default="caylus")
    play.add_argument("--players", type=int)
    play.add_argument("--seats", help="comma-separated: human or a bot name per seat "
                      "(default: you in seat 0, random bots elsewhere)")
    play.add_argument("--seed", type=int)
    play.add_argument("--load", metavar="FILE", help="resume a saved record")
    play.add_argument("--option", action="append", default=[], metavar="NAME=VALUE")

    sim = sub.add_parser("simulate", help="play bots against each other and summarise")
    sim.add_argument("game")
    sim.add_argument("--players", type=int)
    sim.add_argument("--games", type=int, default=10)
    sim.add_argument("--seed", type=int, default=0)
    sim.add_argument("--bots", help="comma-separated bot per seat (default: random)")
    sim.add_argument("--out", metavar="DIR", help="write each game's record here")
    sim.add_argument("--progress", action="store_true", help="show the progress bar on short runs too")
    sim.add_argument("--option", action="append", default=[], metavar="NAME=VALUE")

    rep = sub.add_parser("replay", help="replay a record and show the final state")
    rep.add_argument("file")
    rep.add_argument("--step", action="store_true", help="step through it, one action at a time")

    b = sub.add_parser("bench", help="speed of random playouts")
    b.add_argument("game")
    b.add_argument("--players", type=int)
    b.add_argument("--seconds", type=float, default=5.0)
    b.add_argument("--seed", type=int, default=0)
    b.add_argument("--option", action="append", default=[], metavar="NAME=VALUE")
    return p


def main(argv: Sequence[str] | None = None, inp: TextIO | None = None,
         out: TextIO | None = None, err: TextIO | None = None) -> int:
    inp, out, err = inp or sys.stdin, out or sys.stdout, err or sys.stderr
    args = parser().parse_args(argv)
    try:
        if args.command == "list":
            return cmd_list(args, out)
        if args.command == "play":
            return cmd_play(args, out, inp)
        if args.command == "simulate":
            return cmd_simulate(args, out, err)
        if args.command == "replay":
            return cmd_replay(args, out, inp)
        return cmd_bench(args, out)
    except MeepleError as e:
        print(f"meeple: {e}", file=err)
        return 2
    except KeyboardInterrupt:
        print("\ninterrupted", file=err)
        return 130


if __name__ == "__main__":
    sys.exit(main())
