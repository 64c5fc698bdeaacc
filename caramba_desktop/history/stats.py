"""What the games played tell about each player: per name and game, the games,
wins, results against each computer level, best and average score, and winning
streaks. Only human seats are counted: the computers' names are the same for
everybody."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from caramba_desktop.history.rows import GameSummary, PlayerResult

# CABO counts penalty points: its best score is the lowest
LOWER_SCORE_IS_BETTER = frozenset({"cabo"})
# the computer levels from the weakest to the strongest (older saves name the first two)
LEVEL_ORDER = ("random", "heuristic", "easy", "normal", "hard")
RECENT_GAMES = 5  # the game-over line looks back this far


@dataclass
class Tally:
    games: int = 0
    wins: int = 0

    def add(self, won: bool) -> None:
        self.games += 1
        self.wins += won

    @property
    def win_rate(self) -> float:
        return self.wins / self.games if self.games else 0.0


@dataclass
class PlayerStats:
    """One player's record at one game; `results` holds (score, won) per game,
    the oldest first."""

    name: str
    game_id: str
    results: list[tuple[float, bool]] = field(default_factory=list)
    # a game counts once against each computer level that sat at the table
    by_level: dict[str, Tally] = field(default_factory=dict)

    @property
    def games(self) -> int:
        return len(self.results)

    @property
    def wins(self) -> int:
        return sum(won for _, won in self.results)

    @property
    def win_rate(self) -> float:
        return self.wins / self.games if self.games else 0.0

    @property
    def best(self) -> float:
        scores = [score for score, _ in self.results]
        return min(scores) if self.game_id in LOWER_SCORE_IS_BETTER else max(scores)

    @property
    def average(self) -> float:
        return sum(score for score, _ in self.results) / self.games

    @property
    def current_streak(self) -> int:
        """Wins in a row up to the last game."""
        streak = 0
        for _, won in reversed(self.results):
            if not won:
                break
            streak += 1
        return streak

    @property
    def longest_streak(self) -> int:
        longest = streak = 0
        for _, won in self.results:
            streak = streak + 1 if won else 0
            longest = max(longest, streak)
        return longest

    def levels(self) -> list[str]:
        """The computer levels played against, the weakest first."""
        return sorted(self.by_level, key=level_rank)


def level_rank(level: str) -> int:
    return LEVEL_ORDER.index(level) if level in LEVEL_ORDER else -1


def computer_levels(game: GameSummary) -> set[str]:
    return {p.level for p in game.players if p.kind == "computer" and p.level}


def player_stats(games: Iterable[GameSummary]) -> list[PlayerStats]:
    """Every human player's record per game, by game then name (`games`: any order)."""
    table: dict[tuple[str, str], PlayerStats] = {}
    for game in sorted(games, key=lambda g: (g.ended, g.id)):
        levels = computer_levels(game)
        for seat in _humans(game):
            stats = table.setdefault((game.game_id, seat.name),
                                     PlayerStats(seat.name, game.game_id))
            stats.results.append((seat.score, seat.winner))
            for level in levels:
                stats.by_level.setdefault(level, Tally()).add(seat.winner)
    return [table[key] for key in sorted(table, key=lambda k: (k[0], k[1].casefold()))]


@dataclass(frozen=True)
class RecentForm:
    """How a player did in the last games of one game: `level` None means any table."""

    name: str
    wins: int
    games: int
    level: str | None


def recent_form(games: Iterable[GameSummary], finished: GameSummary) -> RecentForm | None:
    """The game-over line's facts for the game just `finished`: its winning human (else
    its first human) in the last RECENT_GAMES games of that game against the strongest
    computer level at the table (against anyone when no computer played); None when
    no human played."""
    humans = _humans(finished)
    if not humans:
        return None
    seat = next((p for p in humans if p.winner), humans[0])
    levels = computer_levels(finished)
    level = max(levels, key=level_rank) if levels else None
    alike = [g for g in games
             if g.game_id == finished.game_id and (level is None or level in computer_levels(g))
             and any(p.name == seat.name for p in _humans(g))]
    alike.sort(key=lambda g: (g.ended, g.id), reverse=True)
    recent = alike[:RECENT_GAMES]
    wins = sum(any(p.name == seat.name and p.winner for p in _humans(g)) for g in recent)
    return RecentForm(seat.name, wins, len(recent), level)


def _humans(game: GameSummary) -> list[PlayerResult]:
    return [p for p in game.players if p.kind == "human"]
