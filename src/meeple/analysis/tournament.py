"""Tournaments: bots play many seeded games with the seats rotated, on local processes or on
a Ray cluster, with the same results either way; results are win rates with 95 % intervals,
mean scores, openskill ratings, each bot's thinking time per move, and the head-to-head matrix
(how often each bot finished ahead of each other bot in the games they shared).

Each game is a pure function of (game, options, players, seed, lineup) — `play_match` — so
it can run anywhere, and results are gathered by game index, never by finishing order.
Every finished game is appended to `DIR/results.jsonl` and its record written to
`DIR/records/`, so a tournament started again on the same DIR plays only what is missing.
"""

from __future__ import annotations

import itertools
import json
import math
import os
import time
from collections.abc import Callable, Iterable, Iterator
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

import meeple
from meeple import bots
from meeple.analysis import metrics
from meeple.core import MeepleError
from meeple.core import record as rec
from meeple.core.files import read_regular

RESULTS = "results.jsonl"
SETTINGS = "tournament.json"
# Files of a resumed DIR are read only if regular and at most this large (a result line is
# ~300 bytes: a million games fit).
RESULTS_LIMIT = 512 * 2**20
SETTINGS_LIMIT = 64 * 2**10


@dataclass(frozen=True)
class Match:
    """One game of a tournament: which bot sits in which seat, and its seeds."""

    index: int
    game: str
    players: int
    options: dict[str, Any]
    seed: int
    lineup: tuple[str, ...]  # bot spec per seat
    listeners: tuple[str, ...] = ("timeline",)  # `meeple.analysis.metrics.LISTENERS` names


@dataclass
class Result:
    index: int
    seed: int
    lineup: list[str]
    scores: list[int]
    returns: list[float]
    winners: list[int]
    moves: int
    automa: dict[str, int] = field(default_factory=dict)
    usage: list[dict[str, int]] = field(default_factory=list)  # per seat: move kind -> count
    seconds: list[float] = field(default_factory=list)  # per seat: time its bot spent choosing
    decisions: list[int] = field(default_factory=list)  # per seat: decisions it made
    metrics: dict[str, Any] = field(default_factory=dict)  # per listener: its summary


# -- the schedule -------------------------------------------------------------------------


def lineups(specs: list[str], players: int) -> list[tuple[str, ...]]:
    """The seatings a tournament cycles through, so every bot plays every seat equally.

    With at least as many bots as seats: every ordered choice of distinct bots. With fewer
    bots than seats: the bot list repeated to fill the seats, each of its rotations, each with
    the bots shifted by one (so each bot sits in each seat equally often over the cycle).
    """
    if len(specs) >= players:
        return list(itertools.permutations(specs, players))
    b = len(specs)
    return [tuple(specs[((s + r) % players + k) % b] for s in range(players))
            for k in range(b) for r in range(players)]


def schedule(game: str, players: int, specs: list[str], games: int, seed: int,
             options: dict[str, Any] | None = None,
             listeners: tuple[str, ...] = ("timeline",)) -> list[Match]:
    """The tournament's games, in order. Game i gets seed `seed * 1_000_003 + i`."""
    cycle = lineups(specs, players)
    return [Match(i, game, players, dict(options or {}), seed * 1_000_003 + i, cycle[i % len(cycle)],
                  tuple(listeners)) for i in range(games)]


def check(game: str, players: int, specs: list[str], games: int) -> None:
    """A MeepleError naming the problem with the tournament's settings, before anything runs."""
    g = meeple.load(game)
    g.check_players(players)
    if games < 1:
        raise MeepleError(f"--games must be at least 1, got {games}")
    if not specs:
        raise MeepleError("--bots names no bot")
    twice = sorted({s for s in specs if specs.count(s) > 1})
    if twice:
        raise MeepleError(f"--bots lists {', '.join(twice)} more than once; name each bot once")
    for spec in specs:
        bots.make(spec, 0)  # BadOption for an unknown spec or parameter


# -- one game -----------------------------------------------------------------------------


def move_kind(notation: str) -> str:
    """A kind of move from notation alone (its words without numbers): only for a game whose
    `action_kind` says nothing."""
    words = [w for w in notation.split() if not any(ch.isdigit() for ch in w)]
    return " ".join(words[:3]) or notation


def play_match(match: Match) -> tuple[Result, dict[str, Any]]:
    """Play one game of the tournament; its result and record."""
    game = meeple.load(match.game, **match.options)
    state = game.new_game(players=match.players, seed=match.seed)
    seat_bots = [bots.make(spec, match.seed * 31 + s) for s, spec in enumerate(match.lineup)]
    usage: list[dict[str, int]] = [{} for _ in range(match.players)]
    seconds, decisions = [0.0] * match.players, [0] * match.players
    listeners = metrics.make(match.listeners)
    while not state.is_terminal():
        seat = state.current_player()
        start = time.perf_counter()
        action = seat_bots[seat].choose(state)
        seconds[seat] += time.perf_counter() - start
        decisions[seat] += 1
        for listener in listeners:
            listener.on_decision(state, seat, action)
        # the kind from the game's action encoding ("place", "build"...), not from notation
        kind = game.action_kind(action) or move_kind(state.action_to_str(action))
        usage[seat][kind] = usage[seat].get(kind, 0) + 1
        state.apply(action)
    record = {**rec.make_record(state), "seats": list(match.lineup)}
    result = Result(match.index, match.seed, list(match.lineup), state.scores(), state.returns(),
                    state.winners(), state.move_number(), state.automa_scores(), usage,
                    [round(x, 6) for x in seconds], decisions,
                    {listener.name: listener.on_end(state) for listener in listeners})
    return result, record


# -- running: local processes or Ray ------------------------------------------------------


def run_local(matches: list[Match], workers: int) -> Iterator[tuple[Result, dict]]:
    """Play `matches` on `workers` processes (1: in this process), yielding as they finish."""
    if workers <= 1 or len(matches) <= 1:
        for m in matches:
            yield play_match(m)
        return
    import multiprocessing as mp

    with mp.get_context("spawn").Pool(workers) as pool:
        yield from pool.imap_unordered(play_match, matches, chunksize=1)


def run_ray(matches: list[Match], address: str | None) -> Iterator[tuple[Result, dict]]:
    """Play `matches` as Ray tasks (address None: start a local cluster)."""
    try:
        import ray
    except ImportError:
        raise MeepleError("--ray needs Ray: pip install 'meeple[ray]'") from None
    started = not ray.is_initialized()
    if started:
        ray.init(address=address, include_dashboard=False, log_to_driver=False,
                 configure_logging=False, **({} if address else {"num_cpus": os.cpu_count()}))
    try:
        task = ray.remote(play_match)
        pending = [task.remote(m) for m in matches]
        while pending:
            done, pending = ray.wait(pending, num_returns=1)
            yield ray.get(done[0])
    finally:
        if started:
            ray.shutdown()


# -- results ------------------------------------------------------------------------------


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95 % Wilson score interval of a win rate (ties count as fractional wins)."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def ratings(results: list[Result], specs: list[str]) -> dict[str, dict[str, float]]:
    """openskill (Plackett-Luce) ratings from the games in index order: mu, sigma, ordinal.

    A bot that sits in several seats of one game is rated once per seat, and its rating
    becomes the mean of those updates. Solo games rate nothing (one seat, no ranking).
    """
    try:
        from openskill.models import PlackettLuce
    except ImportError:
        raise MeepleError("ratings need openskill: pip install 'meeple[rating]'") from None
    model = PlackettLuce()
    current = {s: model.rating(name=s) for s in specs}
    for r in sorted(results, key=lambda r: r.index):
        if len(r.lineup) < 2:
            continue
        order = sorted(range(len(r.lineup)), key=lambda s: (-r.returns[s], -r.scores[s]))
        rank = {seat: 0 for seat in order}
        for pos, seat in enumerate(order):  # equal return and score share a rank
            prev = order[pos - 1] if pos else None
            same = prev is not None and (r.returns[prev], r.scores[prev]) == (r.returns[seat], r.scores[seat])
            rank[seat] = rank[prev] if same else pos + 1
        teams = [[current[spec]] for spec in r.lineup]
        rated = model.rate(teams, ranks=[rank[s] for s in range(len(r.lineup))])
        updates: dict[str, list] = {}
        for spec, team in zip(r.lineup, rated, strict=True):
            updates.setdefault(spec, []).append(team[0])
        for spec, new in updates.items():
            current[spec] = model.rating(mu=sum(x.mu for x in new) / len(new),
                                         sigma=sum(x.sigma for x in new) / len(new), name=spec)
    return {s: {"mu": r.mu, "sigma": r.sigma, "ordinal": r.ordinal()} for s, r in current.items()}


def seconds_per_move(results: list[Result], spec: str) -> float | None:
    """The mean time `spec` took to choose a move (None: no timed move; older results)."""
    timed = [(r.seconds[s], r.decisions[s]) for r in results if r.decisions
             for s, b in enumerate(r.lineup) if b == spec]
    moves = sum(d for _, d in timed)
    return sum(t for t, _ in timed) / moves if moves else None


def ahead(r: Result, a: int, b: int) -> float:
    """1 if seat a finished ahead of seat b (return, then score), 0 behind, 0.5 level."""
    ka, kb = (r.returns[a], r.scores[a]), (r.returns[b], r.scores[b])
    return 1.0 if ka > kb else 0.0 if ka < kb else 0.5


def head_to_head(results: list[Result], specs: list[str]) -> dict[str, dict[str, dict[str, float]]]:
    """For each pair of bots (a, b), over the games where both sat (every pair of their
    seats): `games` compared and `score`, the share a finished ahead of b (ties half)."""
    table = {a: {b: {"games": 0, "score": 0.0} for b in specs if b != a} for a in specs}
    for r in results:
        for sa, a in enumerate(r.lineup):
            for sb, b in enumerate(r.lineup):
                if a != b and b in table.get(a, {}):
                    cell = table[a][b]
                    cell["games"] += 1
                    cell["score"] += ahead(r, sa, sb)
    for row in table.values():
        for cell in row.values():
            cell["score"] = cell["score"] / cell["games"] if cell["games"] else None
    return table


def summary(results: list[Result], specs: list[str]) -> list[dict[str, Any]]:
    """Per bot: games (seats played), wins, win rate with its 95 % interval, mean score,
    rating, seconds per move."""
    rows = []
    rated = ratings(results, specs)
    for spec in specs:
        seats = [(r, s) for r in results for s, b in enumerate(r.lineup) if b == spec]
        n = len(seats)
        wins = sum(r.returns[s] for r, s in seats)
        low, high = wilson(wins, n)
        won_scores = [r.scores[s] for r, s in seats if s in r.winners]
        rows.append({
            "bot": spec, "games": n, "wins": wins, "win_rate": wins / n if n else 0.0,
            "ci_low": low, "ci_high": high,
            "mean_score": sum(r.scores[s] for r, s in seats) / n if n else 0.0,
            "mean_winning_score": sum(won_scores) / len(won_scores) if won_scores else None,
            **{f"rating_{k}": v for k, v in rated[spec].items()},
            "seconds_per_move": seconds_per_move(results, spec),
        })
    rows.sort(key=lambda row: -row["rating_ordinal"])
    return rows


# -- the tournament -----------------------------------------------------------------------


@dataclass
class Tournament:
    game: str
    players: int
    specs: list[str]
    games: int
    seed: int = 0
    options: dict[str, Any] = field(default_factory=dict)
    workers: int = 1
    ray: bool = False
    ray_address: str | None = None
    out: Path | None = None

    def matches(self) -> list[Match]:
        return schedule(self.game, self.players, self.specs, self.games, self.seed, self.options)

    def settings(self) -> dict[str, Any]:
        return {"game": self.game, "players": self.players, "bots": self.specs,
                "games": self.games, "seed": self.seed, "options": self.options}

    def prepare(self) -> list[Result]:
        """Check the settings and the DIR; the results already in DIR (a resumed tournament)."""
        check(self.game, self.players, self.specs, self.games)
        if self.out is None:
            return []
        out = Path(self.out)
        if out.exists() and not out.is_dir():
            raise MeepleError(f"--out {str(out)!r} is a file, not a directory")
        try:
            (out / "records").mkdir(parents=True, exist_ok=True)
        except OSError as e:
            raise MeepleError(f"cannot write to --out {str(out)!r}: {e.strerror}") from None
        settings_file = out / SETTINGS
        if settings_file.exists():
            try:
                saved = json.loads(read_regular(settings_file, SETTINGS_LIMIT, "tournament settings"))
            except json.JSONDecodeError:
                raise MeepleError(f"{str(settings_file)!r} is not a tournament's settings "
                                  "(not JSON); use another DIR") from None
            mine = self.settings()
            if {k: v for k, v in saved.items() if k != "games"} != \
                    {k: v for k, v in mine.items() if k != "games"}:
                raise MeepleError(f"{str(out)!r} holds another tournament ({saved}); use another DIR")
        settings_file.write_text(json.dumps(self.settings(), indent=1))
        return load_results(out, self.games)

    def run(self, progress: Callable[[int, int], None] | None = None) -> list[Result]:
        """Play every missing game; all results in index order."""
        done = {r.index: r for r in self.prepare()}
        todo = [m for m in self.matches() if m.index not in done]
        runner = run_ray(todo, self.ray_address) if self.ray else run_local(todo, self.workers)
        if progress:
            progress(len(done), self.games)
        for result, record in runner:
            done[result.index] = result
            if self.out is not None:
                save_result(Path(self.out), result, record)
            if progress:
                progress(len(done), self.games)
        return [done[i] for i in sorted(done)]


def save_result(out: Path, result: Result, record: dict[str, Any]) -> None:
    """The game's record, then its result line (so a result always has its record)."""
    rec.save(record, out / "records" / f"game-{result.index:06d}.json")
    with open(out / RESULTS, "a") as f:
        f.write(json.dumps(asdict(result)) + "\n")
        f.flush()
        os.fsync(f.fileno())


def load_results(out: Path, games: int) -> list[Result]:
    """The results already in `out` (a line cut short by an interruption is ignored)."""
    path = out / RESULTS
    if not path.exists():
        return []
    found: dict[int, Result] = {}
    text = read_regular(path, RESULTS_LIMIT, "tournament results").decode("utf-8", "replace")
    for line in text.splitlines():
        try:
            r = Result(**json.loads(line))
        except (json.JSONDecodeError, TypeError):
            continue
        if r.index < games:
            found[r.index] = r
    return list(found.values())


def write_tables(out: Path, rows: list[dict[str, Any]], results: Iterable[Result]) -> None:
    """summary.json, summary.csv, games.csv and head_to_head.csv in `out`."""
    import csv

    results = list(results)
    specs = [row["bot"] for row in rows]
    matrix = head_to_head(results, specs)
    with open(out / "head_to_head.csv", "w", newline="") as f:
        writer = csv.writer(f)
        writer.writerow(["bot ahead of →", *specs])
        for a in specs:
            cells = [matrix[a][b]["score"] if b != a else None for b in specs]
            writer.writerow([a, *("" if c is None else f"{c:.4f}" for c in cells)])

    (out / "summary.json").write_text(json.dumps(rows, indent=1))
    with open(out / "summary.csv", "w", newline="") as f:
        writer = csv.DictWriter(f, fieldnames=list(rows[0]))
        writer.writeheader()
        writer.writerows(rows)
    with open(out / "games.csv", "w", newline="") as f:
        writer = csv.writer(f)
        writer.writerow(["index", "seed", "lineup", "scores", "winners", "moves"])
        for r in results:
            writer.writerow([r.index, r.seed, "|".join(r.lineup), "|".join(map(str, r.scores)),
                             "|".join(map(str, r.winners)), r.moves])
