"""The finished games, kept in an SQLite database in the app's data folder.

    store = HistoryStore.open_default()        # history.sqlite in the data folder
    store.add_finished(record)                 # its row id; None when it is kept already
    store.games(game_id=None, player=None)     # GameList of GameSummary, the newest first
    read_listing(store.path, game_id, player)  # names and games, from any thread
    read_games(store.path)                     # every game, from any thread
    store.record(history_id)                   # the GameRecord, as a save file holds it
    store.save_review(history_id, seat, review) / store.review(history_id, seat)

A game is written in one transaction, under the SHA-256 of its record's JSON
(a unique key: writing the same game twice keeps it once). The schema's version
is SQLite's user_version; MIGRATIONS bring an older file up to date. A file that
is no database of ours (damaged, cut short, or made by a newer version) is moved
aside as history-damaged-<time>.sqlite and a new one is started; `moved_aside`
names the file, so that the app can say so once; so is a file whose tables are
missing. Every value read is checked (history/rows.py): a game that does not fit
is left out of the list and counted in its `unreadable`.
"""

from __future__ import annotations

import hashlib
import json
import logging
import os
import sqlite3
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from caramba_desktop.engine.record import GameRecord
from caramba_desktop.history import folder
from caramba_desktop.history.rows import GameList, game_from_rows, is_name

log = logging.getLogger(__name__)

FILE_NAME = "history.sqlite"
# a second app writing at the same moment waits this long (s), never longer
BUSY_TIMEOUT = 1.0

# MIGRATIONS[v] brings a database of schema version v to v + 1
MIGRATIONS: tuple[tuple[str, ...], ...] = (
    (
        """CREATE TABLE games (
            id INTEGER PRIMARY KEY,
            identity TEXT NOT NULL UNIQUE,
            game TEXT NOT NULL,
            started TEXT,
            ended TEXT NOT NULL,
            moves INTEGER NOT NULL,
            deal INTEGER,
            options TEXT NOT NULL)""",
        "CREATE INDEX games_by_end ON games (ended)",
        # the records apart: listing the games then reads a few small pages only
        """CREATE TABLE records (
            game INTEGER PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
            record TEXT NOT NULL)""",
        """CREATE TABLE seats (
            game INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
            seat INTEGER NOT NULL,
            name TEXT NOT NULL,
            kind TEXT NOT NULL,
            level TEXT,
            score REAL NOT NULL,
            winner INTEGER NOT NULL,
            PRIMARY KEY (game, seat))""",
        "CREATE INDEX seats_by_name ON seats (name)",
    ),
    (
        """CREATE TABLE reviews (
            game INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
            seat INTEGER NOT NULL,
            review TEXT NOT NULL,
            PRIMARY KEY (game, seat))""",
    ),
)
SCHEMA_VERSION = len(MIGRATIONS)
TABLES = ("games", "records", "seats", "reviews")  # what the migrations make


class HistoryDamaged(sqlite3.DatabaseError):
    """The file is not a history database this version can use."""


def utc_text(seconds: float) -> str:
    """A moment as the database keeps it: UTC, ISO 8601, to the second."""
    return time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(seconds))


def record_identity(record: GameRecord) -> str:
    """The key a game is kept under: the digest of its record's JSON."""
    return _digest(record.dumps())


def _digest(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def _seat_facts(record: GameRecord, seat: int) -> tuple[str, str, str | None]:
    """Name, kind and level of a seat, from the record's meta (a record from
    elsewhere may lack them: the seat is then named by its number)."""
    seats = record.meta.get("seats")
    raw = seats[seat] if isinstance(seats, list) and seat < len(seats) else None
    raw = raw if isinstance(raw, dict) else {}
    name = raw.get("name") if isinstance(raw.get("name"), str) else f"#{seat + 1}"
    kind = "computer" if raw.get("kind") == "computer" else "human"
    level = raw.get("level") if kind == "computer" and isinstance(raw.get("level"), str) else None
    return name, kind, level


class HistoryStore:
    """The database of finished games; every call runs on the caller's thread (the
    connection stays on the thread that opened it: elsewhere use `read_listing`)."""

    def __init__(self, path: str | os.PathLike) -> None:
        self.path = Path(path)
        self.moved_aside: Path | None = None  # the damaged file set aside, if any
        self._conn = self._open_or_renew()

    @classmethod
    def open_default(cls) -> HistoryStore:
        return cls(folder.data_dir() / FILE_NAME)

    def close(self) -> None:
        self._conn.close()

    # ----- opening ----------------------------------------------------------------

    def _open_or_renew(self) -> sqlite3.Connection:
        try:
            return self._open()
        except sqlite3.DatabaseError as exc:
            if not is_damage(exc):
                raise
            log.warning("the history %s cannot be used: %s", self.path, exc)
            self._move_aside()
            return self._open()

    def _open(self) -> sqlite3.Connection:
        _make_private(self.path)
        conn = sqlite3.connect(self.path, timeout=BUSY_TIMEOUT, isolation_level=None)
        try:
            # garbage fails here already ("file is not a database")
            version = conn.execute("PRAGMA user_version").fetchone()[0]
            if version > SCHEMA_VERSION:
                raise HistoryDamaged(f"made by a newer version (schema {version})")
            check = conn.execute("PRAGMA quick_check").fetchall()
            if check != [("ok",)]:
                raise HistoryDamaged(f"damaged: {check[0][0]}")
            conn.execute("PRAGMA journal_mode=WAL")
            conn.execute("PRAGMA synchronous=NORMAL")  # WAL stays consistent; fsync at checkpoints
            conn.execute("PRAGMA foreign_keys=ON")
            self._migrate(conn, version)
            missing = set(TABLES) - {row[0] for row in conn.execute(
                "SELECT name FROM sqlite_master WHERE type = 'table'")}
            if missing:
                raise HistoryDamaged(f"damaged: no table {', '.join(sorted(missing))}")
        except BaseException:
            conn.close()
            raise
        return conn

    @staticmethod
    def _migrate(conn: sqlite3.Connection, version: int) -> None:
        for number in range(version, SCHEMA_VERSION):
            with _transaction(conn):
                for statement in MIGRATIONS[number]:
                    conn.execute(statement)
                conn.execute(f"PRAGMA user_version={number + 1}")

    def _move_aside(self) -> None:
        stamp = time.strftime("%Y%m%d-%H%M%S")
        target, number = self.path.with_name(f"history-damaged-{stamp}.sqlite"), 1
        while target.exists():
            number += 1
            target = self.path.with_name(f"history-damaged-{stamp}-{number}.sqlite")
        os.replace(self.path, target)
        for suffix in ("-wal", "-shm"):  # an old log must not be replayed into the new file
            companion = Path(f"{self.path}{suffix}")
            if companion.exists():
                os.replace(companion, Path(f"{target}{suffix}"))
        self.moved_aside = target

    def _renewed_on_damage(self, work):
        """`work(conn)`; if the file turns out damaged, set it aside and try once more."""
        try:
            return work(self._conn)
        except sqlite3.DatabaseError as exc:
            if not is_damage(exc):
                raise
            log.warning("the history %s is damaged: %s", self.path, exc)
            self._conn.close()
            self._move_aside()
            self._conn = self._open()
            return work(self._conn)

    # ----- writing ----------------------------------------------------------------------

    def add_finished(self, record: GameRecord, ended: float | None = None,
                     outcome: tuple[list, list] | None = None) -> int | None:
        """Keep a finished game (`ended`: when it ended, by default now); its row id,
        or None when it is kept already. ValueError when the game is not over.
        `outcome`: its scores and winners, when the caller knows them (the game that
        just ended), which spares replaying it."""
        if outcome is None:
            state = record.replay()
            if not state.is_terminal():
                raise ValueError("the game is not finished")
            outcome = state.scores(), state.winners()
        scores, winners = outcome[0], set(outcome[1])
        seed = record.meta.get("seed")
        started = record.meta.get("started")
        text = record.dumps()
        row = (_digest(text), record.game_id,
               started if isinstance(started, str) else None,
               utc_text(time.time() if ended is None else ended), len(record.actions),
               seed if isinstance(seed, int) and not isinstance(seed, bool) else None,
               json.dumps(record.options, sort_keys=True))
        seats = [(seat, *_seat_facts(record, seat), float(scores[seat]), seat in winners)
                 for seat in range(record.num_players)]

        def write(conn: sqlite3.Connection) -> int | None:
            with _transaction(conn):
                cursor = conn.execute(
                    "INSERT OR IGNORE INTO games (identity, game, started, ended, moves, deal,"
                    " options) VALUES (?, ?, ?, ?, ?, ?, ?)", row)
                if cursor.rowcount == 0:
                    return None
                game = cursor.lastrowid
                conn.execute("INSERT INTO records (game, record) VALUES (?, ?)",
                             (game, text))
                conn.executemany(
                    "INSERT INTO seats (game, seat, name, kind, level, score, winner)"
                    " VALUES (?, ?, ?, ?, ?, ?, ?)", [(game, *seat) for seat in seats])
                return game

        return self._renewed_on_damage(write)

    def contains(self, record: GameRecord) -> bool:
        """Whether this very game is kept already (no replay needed to ask)."""
        identity = record_identity(record)
        return self._renewed_on_damage(lambda conn: conn.execute(
            "SELECT 1 FROM games WHERE identity = ?", (identity,)).fetchone() is not None)

    def save_review(self, history_id: int, seat: int, review: dict) -> None:
        text = json.dumps(review, ensure_ascii=False, separators=(",", ":"))

        def write(conn: sqlite3.Connection) -> None:
            with _transaction(conn):
                conn.execute("INSERT OR REPLACE INTO reviews (game, seat, review)"
                             " VALUES (?, ?, ?)", (history_id, seat, text))

        self._renewed_on_damage(write)

    # ----- reading ------------------------------------------------------------------------

    def games(self, game_id: str | None = None, player: str | None = None) -> GameList:
        """The games kept, the newest first; only those of `game_id`, and only those
        in which someone named `player` sat, when given."""
        return self._renewed_on_damage(lambda conn: _games(conn, game_id, player))

    def player_names(self) -> list[str]:
        """Everyone who sat at a kept game as a human, in alphabetical order."""
        return self._renewed_on_damage(_player_names)

    def record(self, history_id: int) -> GameRecord:
        """The record of a kept game; KeyError when there is no such game."""
        row = self._renewed_on_damage(lambda conn: conn.execute(
            "SELECT record FROM records WHERE game = ?", (history_id,)).fetchone())
        if row is None:
            raise KeyError(history_id)
        return GameRecord.loads(row[0])

    def review(self, history_id: int, seat: int) -> dict | None:
        row = self._renewed_on_damage(lambda conn: conn.execute(
            "SELECT review FROM reviews WHERE game = ? AND seat = ?",
            (history_id, seat)).fetchone())
        return None if row is None else json.loads(row[0])


def read_listing(path: str | os.PathLike, game_id: str | None = None,
                 player: str | None = None) -> tuple[list[str], GameList]:
    """The player names and the games (as `HistoryStore.player_names` and `games`),
    read through a connection of its own, so that any thread can call it; it only
    reads, and a damage found is raised for the store to set the file aside."""
    return _read_only(path, lambda conn: (_player_names(conn), _games(conn, game_id, player)))


def read_games(path: str | os.PathLike) -> GameList:
    """Every game (as `HistoryStore.games()`), read as `read_listing` reads."""
    return _read_only(path, lambda conn: _games(conn, None, None))


def _read_only(path: str | os.PathLike, read):
    conn = sqlite3.connect(Path(path).absolute().as_uri() + "?mode=ro", uri=True,
                           timeout=BUSY_TIMEOUT)
    try:
        return read(conn)
    finally:
        conn.close()


def _games(conn: sqlite3.Connection, game_id: str | None,
           player: str | None) -> GameList:
    where, params = [], []
    if game_id is not None:
        where.append("g.game = ?")
        params.append(game_id)
    if player is not None:
        where.append("g.id IN (SELECT game FROM seats WHERE name = ?)")
        params.append(player)
    query = ("SELECT g.id, g.game, g.started, g.ended, g.moves, g.deal, s.name, s.kind,"
             " s.level, s.score, s.winner FROM games g JOIN seats s ON s.game = g.id"
             + (" WHERE " + " AND ".join(where) if where else "")
             + " ORDER BY g.ended DESC, g.id DESC, s.seat")
    heads: dict[object, tuple] = {}  # in the query's order: the newest first
    seats: dict[object, list[tuple]] = {}
    for row in _rows(conn, query, params):
        heads.setdefault(row[0], row[:6])
        seats.setdefault(row[0], []).append(row[6:])
    games = [game_from_rows(head, seats[key]) for key, head in heads.items()]
    listed = [game for game in games if game is not None]
    return GameList(listed, unreadable=len(games) - len(listed))


def _player_names(conn: sqlite3.Connection) -> list[str]:
    rows = _rows(conn, "SELECT DISTINCT name FROM seats WHERE kind = 'human'")
    return sorted({row[0] for row in rows if is_name(row[0])}, key=str.casefold)


def _rows(conn: sqlite3.Connection, query: str, params=()) -> list[tuple]:
    """The rows of `query`; a table or column that is missing is a damaged file."""
    try:
        return conn.execute(query, params).fetchall()
    except sqlite3.OperationalError as exc:
        if "no such" in str(exc):
            raise HistoryDamaged(f"damaged: {exc}") from exc
        raise


def _make_private(path: Path) -> None:
    """Create the database file for this account alone (SQLite gives its -wal and -shm
    files the database's mode), and take back one an older version made readable to
    all. Where the mode cannot be changed (Windows, a foreign file), it stays."""
    fd = os.open(path, os.O_RDWR | os.O_CREAT, folder.PRIVATE_FILE_MODE)
    try:
        if os.name == "posix":
            os.fchmod(fd, folder.PRIVATE_FILE_MODE)
    except OSError as exc:
        log.info("the history %s keeps its mode: %s", path, exc)
    finally:
        os.close(fd)


def is_damage(exc: sqlite3.DatabaseError) -> bool:
    """A file that is not (or no longer) a database we can use; a locked or full
    disk, a missing folder are other troubles, and moving the file would not help."""
    return isinstance(exc, HistoryDamaged) or type(exc) is sqlite3.DatabaseError


@contextmanager
def _transaction(conn: sqlite3.Connection) -> Iterator[None]:
    conn.execute("BEGIN IMMEDIATE")
    try:
        yield
    except BaseException:
        conn.execute("ROLLBACK")
        raise
    conn.execute("COMMIT")

