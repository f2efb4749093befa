"""`meeple play`: a game in the terminal against bots or hot-seat.

The screen for each human decision fits a 100x30 terminal: what happened since that seat's
last decision (every seat's moves, narrated, and the automatic steps), the game's compact
board (`render(seat)`), the prompt and the legal moves in columns. Input comes from
prompt_toolkit on a terminal (history, tab completion of the legal moves' notation), or line
by line from a pipe or a test.
"""

from __future__ import annotations

import argparse
import os
import random
import shlex
from pathlib import Path
from typing import Any, TextIO

from rich.text import Text

import meeple
from meeple import bots
from meeple.analysis.explain import reasons
from meeple.cli.common import HUMAN, check_count, parse_options, seat_list, seats_of
from meeple.cli.screen import (
    board_text,
    common_verb,
    console,
    end_screen,
    moves_listing,
    prompt_text,
    rendered_height,
    result_line,
    screen_height,
    seat_text,
    since_lines,
)
from meeple.core import MeepleError, State
from meeple.core import record as rec
from meeple.core.i18n import LANGUAGES, N_, _, normalize, ntr, tr, translate, use_language

HINT_BOT = "mcts:iterations=400:tuned=true"  # the strong bot

PLAY_HELP = N_("""Commands:
  <number>        play the numbered move
  <notation>      play the move written out, as listed (Tab completes it)
  hint            the bot's three best moves for you, with their chance to win
  board [SECTION] the compact board again, or a section of it ('board full' for everything)
  log             every move so far (all seats) and what the automatic steps did
  undo            take back your last decision (and the bot moves after it)
  save FILE       save the game (resume with: meeple play --load FILE)
  help, ?         this help
  quit, q, exit   leave the game (offers to save first; so does Ctrl-C)""")

QUIT = {"quit", "q", "exit"}


class LineInput:
    """Lines from a prompt_toolkit session on a terminal, else from a text stream."""

    def __init__(self, inp: TextIO, out: TextIO) -> None:
        self.inp, self.out = inp, out
        self.session = None
        if hasattr(inp, "isatty") and inp.isatty() and hasattr(out, "isatty") and out.isatty():
            from prompt_toolkit import PromptSession
            from prompt_toolkit.shortcuts import CompleteStyle

            # completions listed readline-style on Tab: a menu's reserved rows would scroll
            # the top of the screen away
            self.session = PromptSession(reserve_space_for_menu=0,
                                         complete_style=CompleteStyle.READLINE_LIKE)

    def read(self, prompt: str, words: list[str] | None = None) -> str | None:
        """One line without its newline; None at the end of input. Ctrl-C raises KeyboardInterrupt."""
        if self.session is not None:
            from prompt_toolkit.completion import WordCompleter

            completer = WordCompleter(words or [], sentence=True, ignore_case=True)
            try:
                return self.session.prompt(prompt, completer=completer)
            except EOFError:
                return None
        self.out.write(prompt)
        self.out.flush()
        line = self.inp.readline()
        return line.rstrip("\n") if line else None


class PlaySession:
    """A terminal game: humans type, bots move by themselves, undo replays the record."""

    def __init__(self, state: State, seats: list[str], inp: TextIO, out: TextIO, seed: int) -> None:
        self.state = state
        self.seats = seats
        self.out = out
        self.con = console(out)
        self.input = LineInput(inp, out)
        self.seed = seed
        self.bots = {i: bots.make(s, seed + i) for i, s in enumerate(seats) if s != HUMAN}
        humans = [i for i, s in enumerate(seats) if s == HUMAN]
        # moves are told as the one human may see them; hot-seat humans share the screen
        self.viewer = humans[0] if len(humans) == 1 else None
        self.events: list[Text] = []  # every move and automatic step, narrated, in order
        self.seen: dict[int, int] = {}  # human seat -> len(events) at its last decision
        self._rebuild_events()

    # -- output ----------------------------------------------------------------------------

    def say(self, text: Any = "") -> None:
        # our own lines wrap at words; a board (str) is printed as drawn, to fit the screen
        self.con.print(text, soft_wrap=not isinstance(text, Text))

    def _move_line(self, seat: int, action: int, state: State) -> Text:
        who = self.seats[seat]
        line = seat_text(state, seat)
        if who != HUMAN:
            line.append(f" ({who})", style="dim")
        line.append(" " + translate(state.narrate(action, self.viewer)))
        return line

    def _record(self, seat: int, action: int) -> None:
        """Apply `action` for `seat`, narrating it and the automatic steps it set off."""
        line = self._move_line(seat, action, self.state)
        before = len(self.state.log())
        self.state.apply(action)
        self.events.append(line)
        self.say(line)
        for entry in self.state.log()[before:]:
            self.events.append(Text("  · " + translate(entry), style="dim"))
            self.say(self.events[-1])

    def _rebuild_events(self) -> None:
        """The narrated timeline of the game so far (after a load or an undo)."""
        state = self.state
        replay = state.game.new_game(state.num_players, state.seed, **state.options)
        self.events = [Text("  · " + translate(entry), style="dim") for entry in replay.log()]
        for action in state.history():
            seat = replay.current_player()
            before = len(replay.log())
            self.events.append(self._move_line(seat, action, replay))
            replay.apply(action)
            self.events += [Text("  · " + translate(e), style="dim") for e in replay.log()[before:]]

    # -- the game loop ---------------------------------------------------------------------

    def run(self) -> int:
        try:
            while not self.state.is_terminal():
                seat = self.state.current_player()
                if seat in self.bots:
                    self._record(seat, self.bots[seat].choose(self.state))
                elif not self.human_move(seat):
                    return 0
        except KeyboardInterrupt:
            self.say()
            self.offer_save()
            return 0
        self.say(board_text(self.state, self.viewer, None))
        self.say(end_screen(self.state, self.seats))
        self.say(tr("Game over. {result}", result=result_line(self.state)))
        return 0

    def show(self, seat: int, section: str | None = None) -> None:
        """The decision screen, bottom up: the moves, the prompt, the board, and as many of
        the "since your last move" lines as the terminal's height leaves room for."""
        board = board_text(self.state, seat, section)
        prompt = prompt_text(self.state, seat)
        moves = moves_listing(self.state)
        used = sum(rendered_height(self.con, part) for part in (board, prompt, moves)) + 1
        recent = since_lines(self.con, self.events[self.seen.get(seat, 0):], screen_height(self.con) - used)
        if self.con.is_terminal:
            self.con.clear()  # a screen per decision; what scrolled by is in `recent` and `log`
        for line in recent:
            self.say(line)
        self.say(board)
        self.say(prompt)
        self.say(moves)

    def human_move(self, seat: int) -> bool:
        """Ask `seat` for a decision; False when the player leaves."""
        self.show(seat)
        self.seen[seat] = len(self.events)
        while True:
            words = [self.state.action_to_str(a) for a in self.state.legal_actions()]
            line = self.input.read(f"{self.state.seat_name(seat).lower()}> ", words + COMMANDS)
            if line is None:
                self.say(_("(end of input)"))
                return False
            text = line.strip()
            if not text:
                continue
            word, _sep, rest = text.partition(" ")
            word = word.lower()
            if word in QUIT:
                self.offer_save()
                return False
            if word in ("help", "?"):
                self.say(_(PLAY_HELP))
            elif word == "board":
                self.board(seat, rest.strip())
            elif word == "log":
                for event in self.events:
                    self.say(event)
            elif word == "hint":
                self.hint()
            elif word == "save":
                self.save(rest)
            elif word == "undo":
                if self.undo():
                    return True
            elif self.try_move(text, seat):
                return True

    def board(self, seat: int, section: str) -> None:
        sections = self.state.render_sections()
        if section and section != "full" and section not in sections:
            self.say(tr("No board section {section}; sections: {sections}", section=repr(section),
                        sections=", ".join(["full", *sections])))
            return
        self.show(seat, section or None)

    def try_move(self, text: str, seat: int) -> bool:
        legal = self.state.legal_actions()
        try:
            if text.isdigit():
                k = int(text)
                if not 1 <= k <= len(legal):
                    self.say(tr("No move {k}: choose 1 to {n}, or type 'help'.", k=k, n=len(legal)))
                    return False
                action = legal[k - 1]
            else:
                action = self.notation_to_action(text)
            self._record(seat, action)
        except MeepleError as e:
            self.say(str(e))
            return False
        return True

    def notation_to_action(self, text: str) -> int:
        """A move typed in notation, with or without the first word the listing left out."""
        try:
            return self.state.str_to_action(text)
        except MeepleError:
            verb = common_verb(self.state)
            if not verb or text.lower().startswith(verb):
                raise
            return self.state.str_to_action(f"{verb} {text}")

    # -- commands --------------------------------------------------------------------------

    def hint(self) -> None:
        bot = bots.make(HINT_BOT, self.seed + self.state.move_number())
        if not hasattr(bot, "analyse"):
            self.say(_("Hints are not available: this bot gives no analysis."))
            return
        self.say(Text(tr("Thinking ({bot})…", bot=HINT_BOT), style="dim"))
        legal = self.state.legal_actions()
        ranked = bot.analyse(self.state)
        for action, _weight, value in ranked[:3]:
            self.say(f"  {legal.index(action) + 1:>3}. {self.state.action_to_str(action):<40} "
                     + tr("{p}% estimated chance to win", p=f"{100 * value:5.1f}"))
        if len(ranked) > 1:
            why = reasons(self.state, ranked[0][0], ranked[1][0], bot)
            if why:
                self.say(tr("       Why the first: {why}.", why=why))

    def save(self, arg: str) -> bool:
        try:
            words = shlex.split(arg)
        except ValueError as e:
            self.say(tr("save: {error}; quote a file name with spaces: save \"my game.json\"",
                        error=e))
            return False
        if len(words) != 1:
            self.say(_("save needs one file name: save FILE (quote it if it has spaces)"))
            return False
        path = Path(words[0]).expanduser()
        if path.exists():
            answer = self.input.read(f"{path} exists: overwrite it? [y/N] ")
            if (answer or "").strip().lower() not in ("y", "yes"):
                self.say(_("Not saved."))
                return False
        try:
            rec.save({**rec.make_record(self.state), "seats": self.seats}, path)
        except (OSError, MeepleError) as e:
            self.say(tr("Could not save: {error}", error=getattr(e, "strerror", None) or e))
            return False
        self.say(tr("Saved to {path}. Resume with: meeple play --load {file}", path=path,
                    file=shlex.quote(str(path))))
        return True

    def offer_save(self) -> None:
        """Before leaving: a file name saves the game, an empty line leaves without saving."""
        if self.state.move_number() == 0:
            return
        try:
            answer = self.input.read(_("Save the game before leaving? File name (Enter: don't "
                                       "save): "))
        except KeyboardInterrupt:
            answer = None
        if answer and answer.strip():
            self.save(answer.strip())

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
            self.say(_("Nothing to undo."))
            return False
        cut -= 1
        state = self.state.game.new_game(self.state.num_players, self.state.seed, **self.state.options)
        for a in history[:cut]:
            state.apply(a)
        self.state = state
        self._rebuild_events()
        self.seen = {seat: min(n, len(self.events)) for seat, n in self.seen.items()}
        self.say(tr("Undone: back to move {n}.", n=cut))
        return True


COMMANDS = ["hint", "board", "log", "undo", "save", "help", "quit"]


def load_saved(args: argparse.Namespace) -> tuple[State, list[str] | None]:
    """The saved game of `--load`, and the seats it was saved with (if any)."""
    record = rec.load(args.load)
    if args.game is not None and args.game != record["game"]:
        raise MeepleError(f"--load {args.load!r} is a game of {record['game']}, not {args.game}")
    if args.players is not None and args.players != record["players"]:
        raise MeepleError(f"--load {args.load!r} has {record['players']} players, not {args.players}")
    if args.option or args.seed is not None:
        raise MeepleError("--option and --seed cannot change a loaded game; they come from the save")
    seats = record.get("seats")
    if not (isinstance(seats, list) and all(isinstance(s, str) for s in seats)):
        seats = None
    return rec.replay(record), seats


def cmd_play(args: argparse.Namespace, out: TextIO, inp: TextIO) -> int:
    saved_seats = None
    if args.load:
        state, saved_seats = load_saved(args)
    else:
        check_count("--players", args.players)
        game = meeple.load(args.game or "caylus", **parse_options(args.option))
        players = args.players or game.default_players
        seed = args.seed if args.seed is not None else random.SystemRandom().randrange(10**9)
        state = game.new_game(players=players, seed=seed)
    spec = args.seats or (",".join(saved_seats) if saved_seats else None)
    seats = seat_list(spec, seats_of(state), "random")
    if spec is None:
        seats[0] = HUMAN
    con = console(out)
    who = Text(", ").join(seat_text(state, i, f"={s}") for i, s in enumerate(seats))
    con.print(ntr("meeple — {title}, {n} player, seed {seed}. Type 'help' for commands.",
                  "meeple — {title}, {n} players, seed {seed}. Type 'help' for commands.",
                  state.num_players, title=state.game.title, seed=state.seed))
    con.print(Text(_("Seats: ")).append(who))
    return PlaySession(state, seats, inp, out, state.seed).run()


def add_parser(sub) -> None:
    play = sub.add_parser("play", help="play in the terminal against bots or hot-seat")
    play.add_argument("game", nargs="?", help="the game (default: caylus; with --load: the save's)")
    play.add_argument("--players", type=int)
    play.add_argument("--seats", help="comma-separated: human or a bot spec per seat, e.g. "
                      "human,expert or human,mcts,greedy,random; levels: easy, medium, hard, expert "
                      "(default: you in seat 0, random bots elsewhere)")
    play.add_argument("--seed", type=int)
    play.add_argument("--load", metavar="FILE", help="resume a saved game")
    play.add_argument("--option", action="append", default=[], metavar="NAME=VALUE")
    play.add_argument("--lang", choices=LANGUAGES, help="the language shown (default: from "
                      "LC_ALL, LC_MESSAGES or LANG; else English)")


def run(args: argparse.Namespace, inp: TextIO, out: TextIO, err: TextIO) -> int:
    if os.environ.get("MEEPLE_HINT_BOT"):
        global HINT_BOT
        HINT_BOT = os.environ["MEEPLE_HINT_BOT"]
    with use_language(terminal_language(args.lang)):
        return cmd_play(args, out, inp)


def terminal_language(asked: str | None) -> str:
    """--lang, else the locale's language (LANGUAGE, LC_ALL, LC_MESSAGES, LANG, as gettext
    reads them), else English."""
    if asked:
        return asked
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = os.environ.get(name)
        if value:
            for tag in value.split(":"):
                if normalize(tag):
                    return normalize(tag)
            return "en"  # the first set variable decides, as in gettext
    return "en"
