"""`meeple play`: a game in the terminal against bots or hot-seat."""

from __future__ import annotations

import argparse
import random
from typing import TextIO

import meeple
from meeple import bots
from meeple.cli.common import HUMAN, parse_options, print_new_log, seat_list, seats_of
from meeple.core import MeepleError, State
from meeple.core import record as rec

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


def add_parser(sub) -> None:
    play = sub.add_parser("play", help="play in the terminal against bots or hot-seat")
    play.add_argument("game", nargs="?", default="caylus")
    play.add_argument("--players", type=int)
    play.add_argument("--seats", help="comma-separated: human or a bot name per seat "
                      "(default: you in seat 0, random bots elsewhere)")
    play.add_argument("--seed", type=int)
    play.add_argument("--load", metavar="FILE", help="resume a saved record")
    play.add_argument("--option", action="append", default=[], metavar="NAME=VALUE")


def run(args: argparse.Namespace, inp: TextIO, out: TextIO, err: TextIO) -> int:
    return cmd_play(args, out, inp)
