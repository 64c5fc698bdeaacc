"""Bots against bots, and random-playout benchmarks, from the command line.

    caramba-desktop arena caramba --players 4 --seats heuristic,random,random,random \\
        --games 1000 --seed 1 [--json]
    caramba-desktop arena caramba --bench [--players N] [--seconds 5] [--json]
    caramba-desktop arena --bench --all [--players 2]
    caramba-desktop arena cabo --seats hard,normal --iterations 1000 --games 40

Every seat's misplays are counted: the moves the game's `misplay` calls clear
mistakes (ai/ismcts.py), against the decisions where one was possible.
--iterations gives hard seats a fixed search (that many iterations a decision)
instead of HARD_SECONDS, so that a run's play does not depend on the machine's load.

Game i of a run is played with seed + i: its chance events come from
`random.Random(seed + i)` and its bots are made afresh with seeds derived
from it, so every run is reproducible. Bots see `state.observation(seat)` and
`state.legal_actions()`, or a searching bot a `SeatView`, never the state. Results go to stdout (one JSON
object with --json); the progress bar goes to stderr, and only to a terminal.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import statistics
import sys
import time
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field

from caramba_desktop.ai import ismcts
from caramba_desktop.ai.bots import BOT_KINDS, Bot, ask, make_bot
from caramba_desktop.engine import registry
from caramba_desktop.engine.api import CHANCE, Action, Game, IllegalAction, State

MAX_ACTIONS = 100_000  # per game; a game that needs more is a rules bug
SEARCH_BENCH_SECONDS = 0.2  # one search of the benchmark


class ArenaError(Exception):
    """A run that cannot go on (bad arguments, a bot or a game misbehaving)."""


# ----- statistics -------------------------------------------------------------


def wilson_interval(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval of a win rate (95% for z = 1.96)."""
    if n <= 0:
        return (0.0, 1.0)
    p = wins / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


@dataclass
class SeatStats:
    bot: str
    wins: float = 0.0
    score_sum: float = 0.0
    decisions: int = 0
    decision_s: float = 0.0
    max_decision_s: float = 0.0
    # the time of every decision with more than one legal move, for the median
    choices: list[float] = field(default_factory=list)
    # decisions where a legal move was a misplay, and the misplays played, by reason
    misplay_chances: int = 0
    misplays: dict[str, int] = field(default_factory=dict)

    def add(self, other: SeatStats) -> None:
        self.wins += other.wins
        self.score_sum += other.score_sum
        self.decisions += other.decisions
        self.decision_s += other.decision_s
        self.max_decision_s = max(self.max_decision_s, other.max_decision_s)
        self.choices.extend(other.choices)
        self.misplay_chances += other.misplay_chances
        for reason, count in other.misplays.items():
            self.misplays[reason] = self.misplays.get(reason, 0) + count

    def report(self, games: int) -> dict:
        lo, hi = wilson_interval(self.wins, games)
        return {
            "bot": self.bot,
            "wins": self.wins,
            "win_rate": self.wins / games if games else 0.0,
            "ci95": [lo, hi],
            "mean_score": self.score_sum / games if games else 0.0,
            "mean_decision_s": self.decision_s / self.decisions if self.decisions else 0.0,
            "median_choice_s": statistics.median(self.choices) if self.choices else 0.0,
            "max_decision_s": self.max_decision_s,
            "misplay_chances": self.misplay_chances,
            "misplays": dict(sorted(self.misplays.items())),
            "misplay_rate": (sum(self.misplays.values()) / self.misplay_chances
                             if self.misplay_chances else 0.0),
        }


@dataclass
class Progress:
    """A one-line progress bar on stderr, drawn only on a terminal after a moment."""

    total: int
    label: str
    start: float = field(default_factory=time.perf_counter)
    last: float = 0.0
    shown: bool = False

    def update(self, done: int) -> None:
        now = time.perf_counter()
        if not sys.stderr.isatty() or now - self.start < 0.5 or now - self.last < 0.1:
            return
        self.last, self.shown = now, True
        width = 30
        filled = width * done // max(self.total, 1)
        sys.stderr.write(f"\r{self.label} [{'#' * filled}{'.' * (width - filled)}] "
                         f"{done}/{self.total}")
        sys.stderr.flush()

    def close(self) -> None:
        if self.shown:
            sys.stderr.write("\r\033[K")
            sys.stderr.flush()


# ----- playing ----------------------------------------------------------------


def chance_action(state: State, rng: random.Random) -> Action:
    outcomes = state.chance_outcomes()
    return rng.choices([a for a, _ in outcomes], weights=[p for _, p in outcomes])[0]


def play_game(game: Game, bots: list[Bot], rng: random.Random, stats: list[SeatStats],
              where: str) -> tuple[State, int]:
    """Play one game to its end; chance from `rng`, decisions from `bots`.

    Returns the final state and the number of actions (chance included)."""
    misplay = ismcts.knowledge(game.id).misplay
    state = game.new_state(len(bots))
    for count in range(MAX_ACTIONS):
        if state.is_terminal():
            return state, count
        player = state.current_player
        if player == CHANCE:
            state.apply(chance_action(state, rng))
            continue
        t0 = time.perf_counter()
        action = ask(bots[player], state, player)
        spent = time.perf_counter() - t0
        seat = stats[player]
        seat.decisions += 1
        seat.decision_s += spent
        seat.max_decision_s = max(seat.max_decision_s, spent)
        legal = state.legal_actions()
        if len(legal) > 1:
            seat.choices.append(spent)
            if misplay is not None:
                judge_misplay(misplay, state, legal, action, seat)
        try:
            state.apply(action)
        except IllegalAction as exc:
            raise ArenaError(f"{where}: the {seat.bot} bot at seat {player} chose an "
                             f"illegal action {action!r}: {exc}") from exc
    raise ArenaError(f"{where}: no end after {MAX_ACTIONS} actions")


def judge_misplay(misplay: Callable[[State, Action], str | None], state: State,
                  legal: list[Action], action: Action, seat: SeatStats) -> None:
    """Count a decision where a misplay was possible, and the misplay if one was played."""
    if not any(misplay(state, a) for a in legal):
        return
    seat.misplay_chances += 1
    reason = misplay(state, action)
    if reason:
        seat.misplays[reason] = seat.misplays.get(reason, 0) + 1


def play_games(game_id: str, seats: list[str], seeds: range,
               iterations: int | None = None) -> tuple[list[SeatStats], int, list[int]]:
    """Play the games of `seeds` (one game per seed): the seats' summed stats, the
    number of actions played and each game's length in moves (the seats' decisions);
    `iterations`: a fixed search for hard seats instead of their time."""
    game = registry.game(game_id)
    stats = [SeatStats(kind) for kind in seats]
    actions = 0
    lengths = []
    for game_seed in seeds:
        bots = [make_bot(kind, game_id, seed=game_seed * 97 + j, iterations=iterations)
                for j, kind in enumerate(seats)]
        before = sum(seat.decisions for seat in stats)
        state, count = play_game(game, bots, random.Random(game_seed), stats,
                                 f"game with seed {game_seed}")
        actions += count
        lengths.append(sum(seat.decisions for seat in stats) - before)
        winners = state.winners()
        for p, score in enumerate(state.scores()):
            stats[p].score_sum += score
            if p in winners:
                stats[p].wins += 1 / len(winners)
    return stats, actions, lengths


def run_arena(game: Game, seats: list[str], games: int, seed: int, jobs: int = 1,
              iterations: int | None = None) -> dict:
    """Play `games` games; with `jobs` > 1 in that many processes, with the same
    results as in one (every game has its own seed); `iterations`: see play_games."""
    stats = [SeatStats(kind) for kind in seats]
    progress = Progress(games, game.id)
    start = time.perf_counter()
    # small batches keep the progress bar moving and the processes evenly busy
    batch = max(1, min(10, games // (jobs * 4) or 1))
    batches = [range(seed + i, seed + min(i + batch, games)) for i in range(0, games, batch)]
    done = actions = 0
    lengths: list[int] = []
    if jobs == 1:
        parts = (play_games(game.id, seats, b, iterations) for b in batches)
        for b, (part, count, played) in zip(batches, parts, strict=True):
            done += _merge(stats, part, len(b), progress, done)
            actions += count
            lengths += played
    else:
        with ProcessPoolExecutor(jobs) as pool:
            futures = [pool.submit(play_games, game.id, seats, b, iterations) for b in batches]
            for b, future in zip(batches, futures, strict=True):
                part, count, played = future.result()
                done += _merge(stats, part, len(b), progress, done)
                actions += count
                lengths += played
    elapsed = max(time.perf_counter() - start, 1e-9)
    progress.close()
    return {
        "game": game.id,
        "players": len(seats),
        "games": games,
        "seed": seed,
        "iterations": iterations,
        "seats": [s.report(games) for s in stats],
        "games_per_s": games / elapsed,
        "actions_per_s": actions / elapsed,
        "seconds": elapsed,
        # how long a game lasts for the people at the table, in moves
        "mean_moves": sum(lengths) / max(1, len(lengths)),
        "longest_moves": max(lengths, default=0),
    }


def _merge(stats: list[SeatStats], part: list[SeatStats], count: int, progress: Progress,
           done: int) -> int:
    for total, more in zip(stats, part, strict=True):
        total.add(more)
    progress.update(done + count)
    return count


# ----- benchmark ----------------------------------------------------------------


def run_bench(game: Game, players: int, seconds: float, seed: int) -> dict:
    """Random playouts for about `seconds`: speed of a playout, clone and legal_actions."""
    rng = random.Random(seed)
    games = actions = decisions = 0
    play_s = clone_s = legal_s = 0.0
    deadline = time.perf_counter() + seconds
    while games == 0 or time.perf_counter() < deadline:
        state = game.new_state(players)
        for _ in range(MAX_ACTIONS):
            if state.is_terminal():
                break
            t0 = time.perf_counter()
            state.clone()
            t1 = time.perf_counter()
            if state.current_player == CHANCE:
                action = chance_action(state, rng)
            else:
                legal = state.legal_actions()
                legal_s += time.perf_counter() - t1
                decisions += 1
                action = rng.choice(legal)
            state.apply(action)
            play_s += time.perf_counter() - t1
            clone_s += t1 - t0
            actions += 1
        else:
            raise ArenaError(f"{game.id}: a random playout did not end after {MAX_ACTIONS} "
                             "actions")
        games += 1
    play_s = max(play_s, 1e-9)
    search = search_speed(game, players, seconds, seed)
    return {
        "game": game.id,
        "players": players,
        "games": games,
        "actions": actions,
        "games_per_s": games / play_s,
        "actions_per_s": actions / play_s,
        "clone_us": clone_s / max(actions, 1) * 1e6,
        "legal_actions_us": legal_s / max(decisions, 1) * 1e6,
        "search_iterations_per_s": search,
    }


def search_speed(game: Game, players: int, seconds: float, seed: int) -> float | None:
    """Search iterations per second, over positions of random games (None: no search)."""
    try:
        ismcts.knowledge(game.id)
    except (ImportError, AttributeError):
        return None
    rng = random.Random(seed)
    iterations, spent = 0, 0.0
    deadline = time.perf_counter() + seconds
    while spent == 0 or time.perf_counter() < deadline:
        state = game.new_state(players)
        while not state.is_terminal() and time.perf_counter() < deadline:
            if state.current_player == CHANCE:
                state.apply(chance_action(state, rng))
                continue
            if len(state.legal_actions()) > 1 and rng.random() < 0.1:
                view = ismcts.SeatView(state, state.current_player, rng)
                prior = rng.choice(view.legal_actions())
                result = ismcts.search(view, SEARCH_BENCH_SECONDS, rng, prior)
                iterations += result.iterations
                spent += result.seconds
            state.apply(rng.choice(state.legal_actions()))
    return iterations / spent if spent else 0.0


# ----- output ---------------------------------------------------------------------


def format_arena(result: dict) -> str:
    lines = [f"{result['game']}: {result['players']} players, {result['games']} games, "
             f"seed {result['seed']}",
             f"{'seat':<5}{'bot':<12}{'wins':>9}{'win rate':>10}  {'95% CI':<16}"
             f"{'mean score':>11}{'median ms':>10}{'max ms':>10}"]
    for i, s in enumerate(result["seats"]):
        lo, hi = s["ci95"]
        lines.append(f"{i:<5}{s['bot']:<12}{s['wins']:>9.1f}{s['win_rate']:>10.1%}  "
                     f"{f'[{lo:.1%}, {hi:.1%}]':<16}{s['mean_score']:>11.2f}"
                     f"{s['median_choice_s'] * 1e3:>10.1f}{s['max_decision_s'] * 1e3:>10.1f}")
    for i, s in enumerate(result["seats"]):
        if s["misplay_chances"]:
            reasons = ", ".join(f"{k} {n}" for k, n in s["misplays"].items())
            lines.append(f"seat {i}: misplays {sum(s['misplays'].values())} of "
                         f"{s['misplay_chances']} chances ({s['misplay_rate']:.1%})"
                         + (f": {reasons}" if reasons else ""))
    lines.append(f"moves per game: {result['mean_moves']:.1f} on average, "
                 f"{result['longest_moves']} in the longest")
    lines.append(f"{result['games_per_s']:.2f} games/s, {result['seconds']:.0f} s")
    return "\n".join(lines)


def format_bench(rows: list[dict]) -> str:
    lines = [f"{'game':<10}{'players':>8}{'games':>8}{'games/s':>10}{'actions/s':>11}"
             f"{'clone µs':>10}{'legal µs':>10}{'iterations/s':>14}"]
    for r in rows:
        lines.append(f"{r['game']:<10}{r['players']:>8}{r['games']:>8}{r['games_per_s']:>10.1f}"
                     f"{r['actions_per_s']:>11.0f}{r['clone_us']:>10.1f}"
                     f"{r['legal_actions_us']:>10.1f}"
                     + (f"{r['search_iterations_per_s']:>14.0f}"
                        if r["search_iterations_per_s"] is not None else f"{'-':>14}"))
    return "\n".join(lines)


# ----- command line -----------------------------------------------------------------


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="caramba-desktop arena",
        description="Let bots play each other, or benchmark random playouts.")
    parser.add_argument("game", nargs="?", help=f"game id ({', '.join(registry.game_ids())})")
    parser.add_argument("--players", type=int, help="number of players (default: the maximum, "
                        "or the number of --seats)")
    parser.add_argument("--seats", help=f"comma-separated bot kinds, one per seat "
                        f"({', '.join(BOT_KINDS)}; default: all random)")
    parser.add_argument("--games", type=int, default=100, help="games to play (default 100)")
    parser.add_argument("--seed", type=int, default=1, help="game i uses seed + i (default 1)")
    parser.add_argument("--iterations", type=int,
                        help="hard seats search this many iterations a decision "
                        "(default: HARD_SECONDS of time)")
    parser.add_argument("--jobs", type=int, default=1,
                        help="play games in this many processes at once (default 1)")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument("--bench", action="store_true", help="time random playouts instead")
    parser.add_argument("--seconds", type=float, default=5.0,
                        help="how long --bench plays each game (default 5)")
    parser.add_argument("--all", action="store_true",
                        help="with --bench: every registered game (at --players, or its maximum)")
    return parser


def _game(game_id: str | None) -> Game:
    if game_id is None:
        raise ArenaError("name a game (or use --bench --all)")
    try:
        return registry.game(game_id)
    except KeyError:
        raise ArenaError(f"unknown game {game_id!r}; known: "
                         f"{', '.join(registry.game_ids())}") from None


def _players(game: Game, players: int | None, default: int) -> int:
    players = default if players is None else players
    if not game.min_players <= players <= game.max_players:
        raise ArenaError(f"{game.id} is for {game.min_players}-{game.max_players} players, "
                         f"not {players}")
    return players


def _seats(game: Game, args: argparse.Namespace) -> list[str]:
    if args.seats is None:
        return ["random"] * _players(game, args.players, game.max_players)
    seats = [s.strip() for s in args.seats.split(",")]
    players = _players(game, args.players, len(seats))
    if len(seats) != players:
        raise ArenaError(f"--seats names {len(seats)} bots but --players is {players}")
    for kind in set(seats):
        try:
            make_bot(kind, game.id, seed=0)
        except ValueError as exc:
            raise ArenaError(str(exc)) from None
        except (ImportError, AttributeError):
            raise ArenaError(f"{game.id} has no {kind!r} bot yet") from None
    return seats


def _plan(args: argparse.Namespace) -> Callable[[], dict]:
    """Check the arguments (ArenaError when bad) and return the job to run."""
    if args.games < 1:
        raise ArenaError("--games must be at least 1")
    if args.jobs < 1:
        raise ArenaError("--jobs must be at least 1")
    if args.iterations is not None and args.iterations < 1:
        raise ArenaError("--iterations must be at least 1")
    if args.seconds <= 0:
        raise ArenaError("--seconds must be positive")
    if args.all and not args.bench:
        raise ArenaError("--all goes with --bench")
    if args.bench:
        games = registry.all_games() if args.all else [_game(args.game)]
        plan = [(g, _players(g, args.players, g.max_players)) for g in games]
        return lambda: {"bench": [run_bench(g, n, args.seconds, args.seed) for g, n in plan]}
    game = _game(args.game)
    seats = _seats(game, args)
    return lambda: run_arena(game, seats, args.games, args.seed, args.jobs, args.iterations)


def main(argv: list[str] | None = None) -> int:
    parser = _parser()
    try:
        args = parser.parse_args(argv)
    except SystemExit as exc:  # --help, or a usage error argparse has printed
        return int(exc.code or 0)
    try:
        job = _plan(args)
    except ArenaError as exc:
        parser.print_usage(sys.stderr)
        print(f"{parser.prog}: error: {exc}", file=sys.stderr)
        return 2
    try:
        result = job()
    except ArenaError as exc:
        print(f"{parser.prog}: error: {exc}", file=sys.stderr)
        return 1
    if args.json:
        print(json.dumps(result))
    else:
        print(format_bench(result["bench"]) if args.bench else format_arena(result))
    return 0


if __name__ == "__main__":
    sys.exit(main())
