"""What a row of the games played may hold, checked as it is read.

The database is a file on the player's disk: anything may have been written into
it (SQLite keeps text in a REAL column, and infinity too). A game whose row or
seat rows do not fit is left out of the listing and counted, so that a list,
the statistics and `history --json` show only what they can show.

    game_from_rows(head, seats)   -> GameSummary, or None when a value does not fit
"""

from __future__ import annotations

import math
import time
from dataclasses import dataclass

from caramba_desktop.engine.bounds import MAX_NAME_LENGTH, seed_problem
from caramba_desktop.engine.record import MAX_RECORD_ACTIONS

# the longest game id, level and moment kept (ours are far shorter)
MAX_WORD_LENGTH = 40
UTC_FORMAT = "%Y-%m-%dT%H:%M:%SZ"
# no game of ours scores anywhere near this, in points or penalty points
MAX_SCORE = 1_000_000
KINDS = ("human", "computer")


@dataclass(frozen=True)
class PlayerResult:
    name: str
    kind: str  # "human" | "computer"
    level: str | None  # the computer's level; None for a human
    score: float
    winner: bool


@dataclass(frozen=True)
class GameSummary:
    """One finished game as the list shows it (its record is read on demand)."""

    id: int
    game_id: str
    started: str | None  # UTC, ISO 8601 ("2026-11-26T06:57:06Z"); None if not known
    ended: str
    moves: int
    deal: int | None
    players: tuple[PlayerResult, ...]

    def to_json(self) -> dict:
        return {"id": self.id, "game": self.game_id, "ended": self.ended, "moves": self.moves,
                "players": [{"name": p.name, "kind": p.kind, "level": p.level,
                             "score": int(p.score) if float(p.score).is_integer() else p.score,
                             "winner": p.winner} for p in self.players]}


class GameList(list):
    """The games read, in order; `unreadable` counts the games left out."""

    def __init__(self, games=(), unreadable: int = 0) -> None:
        super().__init__(games)
        self.unreadable = unreadable


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _is_word(value: object) -> bool:
    return isinstance(value, str) and 0 < len(value) <= MAX_WORD_LENGTH and value.isprintable()


def is_moment(value: object) -> bool:
    """A moment as the database keeps it (UTC, ISO 8601, to the second)."""
    if not isinstance(value, str) or len(value) != len("2026-11-26T06:57:06Z"):
        return False
    try:
        time.strptime(value, UTC_FORMAT)
    except ValueError:
        return False
    return True


def is_name(value: object) -> bool:
    return isinstance(value, str) and 0 < len(value) <= MAX_NAME_LENGTH


def is_score(value: object) -> bool:
    return (_is_int(value) or isinstance(value, float)) and math.isfinite(value) \
        and abs(value) <= MAX_SCORE


def player_from_row(name, kind, level, score, winner) -> PlayerResult | None:
    if not (is_name(name) and kind in KINDS and (level is None or _is_word(level))
            and is_score(score) and winner in (0, 1) and _is_int(winner)):
        return None
    return PlayerResult(name, kind, level, score, bool(winner))


def game_from_rows(head: tuple, seats: list[tuple]) -> GameSummary | None:
    """The game of the row `head` (id, game, started, ended, moves, deal) and its
    `seats` rows (name, kind, level, score, winner); None when a value does not fit."""
    history_id, game_id, started, ended, moves, deal = head
    if not (_is_int(history_id) and _is_word(game_id)
            and (started is None or isinstance(started, str)) and is_moment(ended)
            and _is_int(moves) and 0 <= moves <= MAX_RECORD_ACTIONS
            and (deal is None or seed_problem(deal) is None) and seats):
        return None
    players = tuple(player_from_row(*seat) for seat in seats)
    if None in players:
        return None
    return GameSummary(history_id, game_id, started, ended, moves, deal, players)
