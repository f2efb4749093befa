"""Post-game analysis: for each decision of a record, the move played, the bot's best move,
each one's estimated chance to win, and a mark where the played move lost more than a
threshold; per seat, the average loss and the mistakes; and each seat's estimated chance to
win along the game (for a plot).

The bot judges each decision from the deciding seat's point of view only: search bots
determinize for the seat to move, so nothing that seat could not see enters its judgment.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from meeple import bots
from meeple.analysis.explain import reasons
from meeple.core import MeepleError
from meeple.core import record as rec
from meeple.core.game import State

DEFAULT_BOT = "mcts:iterations=300:tuned=true"  # the strong bot, reproducible
MISTAKE = 0.10  # a drop of 10 points of winning chance marks a mistake
MIN_VISITS = 10  # below this, a searched move's value is estimated by a search of its own


@dataclass
class Decision:
    index: int  # the record's action number (0-based)
    seat: int
    played: str
    best: str
    played_value: float
    best_value: float
    values: list[float]  # every seat's estimated chance to win before the move
    why: str = ""  # where the best move is better: the main differences, in words

    @property
    def loss(self) -> float:
        return max(0.0, self.best_value - self.played_value)


@dataclass
class SeatSummary:
    seat: int
    decisions: int = 0
    total_loss: float = 0.0
    mistakes: list[int] = field(default_factory=list)  # decision indices

    @property
    def average_loss(self) -> float:
        return self.total_loss / self.decisions if self.decisions else 0.0


@dataclass
class Analysis:
    game: str
    players: int
    bot: str
    threshold: float
    decisions: list[Decision]
    summary: list[SeatSummary]
    curve: list[list[float]]  # per position (before each decision, then the end): per seat


def position_values(state: State, bot: Any) -> list[float]:
    """Every seat's estimated chance to win at `state`: the last search's root value if the
    bot just searched it, else the game's evaluation."""
    if state.is_terminal():
        return state.returns()
    values = getattr(bot, "last_values", None)
    return list(values) if values else state.evaluate()


def judge(state: State, action: int, spec: str, seed: int,
          threshold: float = MISTAKE) -> tuple[int, float, float, list[float], str]:
    """The bot's best action at `state`, its value, the value of `action`, every seat's
    value before the move, and (where the played move loses more than `threshold`) why the
    best is better, in words — all from the seat to move's point of view: a search bot samples
    only worlds that seat may imagine, and a move it hardly visited gets a search of its own
    from the same position (never one from the next seat's view, which would see its cards)."""
    bot = bots.make(spec, seed)
    rows = bot.analyse(state)
    best, _, best_value = rows[0]
    values = position_values(state, bot)
    searched = hasattr(bot, "action_value")
    played_value = None
    for a, weight, value in rows:
        if a == action and (not searched or weight >= MIN_VISITS):
            played_value = value
    if action == best:
        played_value = best_value
    elif played_value is None:
        played_value = bot.action_value(state, action) if searched else state.evaluate()[
            state.current_player()]
    why = reasons(state, best, action, bot) if best_value - played_value > threshold else ""
    return best, best_value, played_value, values, why


def analyze(record: dict[str, Any], spec: str = DEFAULT_BOT, seat: int | None = None,
            threshold: float = MISTAKE, seed: int = 0) -> Analysis:
    """Judge every decision of `record` (or only `seat`'s) with the bot `spec`."""
    rec.validate(record)
    bots.make(spec, 0)  # a clear error for a bad spec before any work
    state = rec.start(record)
    if seat is not None and not (type(seat) is int and 0 <= seat < state.num_players):
        raise MeepleError(f"--seat {seat!r} is not a seat of this game (0..{state.num_players - 1})")
    decisions, curve = [], []
    summary = [SeatSummary(s) for s in range(state.num_players)]
    for i, text in enumerate(record["actions"]):
        try:
            action = state.str_to_action(text)
        except MeepleError as e:
            raise MeepleError(f"action {i} {text!r} cannot be played: {e}") from None
        mover = state.current_player()
        if (seat is None or mover == seat) and len(state.legal_actions()) > 1:
            best, best_value, played_value, values, why = judge(state, action, spec, seed + i,
                                                                 threshold)
            curve.append(values)
            d = Decision(i, mover, text, state.action_to_str(best), played_value, best_value,
                         values, why)
            decisions.append(d)
            s = summary[mover]
            s.decisions += 1
            s.total_loss += d.loss
            if d.loss > threshold:
                s.mistakes.append(i)
        state.apply(action)
    curve.append(state.returns() if state.is_terminal() else state.evaluate())
    return Analysis(state.game.name, state.num_players, spec, threshold, decisions, summary, curve)


def plot(analysis: Analysis, path: str, names: list[str] | None = None) -> None:
    """Each seat's estimated chance to win along the game, as PNG or SVG (by the suffix)."""
    try:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        raise MeepleError("--plot needs matplotlib: pip install 'meeple[plot]'") from None
    fig, ax = plt.subplots(figsize=(9, 4))
    xs = [d.index for d in analysis.decisions] + [
        (analysis.decisions[-1].index + 1) if analysis.decisions else 0]
    for s in range(analysis.players):
        label = names[s] if names else f"seat {s}"
        ax.plot(xs, [v[s] for v in analysis.curve], label=label)
    for d in analysis.decisions:
        if d.loss > analysis.threshold:
            ax.axvline(d.index, color="red", alpha=0.15)
    ax.set_ylim(0, 1)
    ax.set_xlabel("decision")
    ax.set_ylabel("estimated chance to win")
    ax.set_title(f"{analysis.game}: chances along the game ({analysis.bot}); red: mistakes")
    ax.legend(loc="upper left")
    fig.tight_layout()
    try:
        fig.savefig(path)
    except (OSError, ValueError) as e:
        raise MeepleError(f"cannot write the plot {path!r}: {e}") from None
    finally:
        plt.close(fig)
