"""Histories that someone (or a disk) changed by hand, for the tests of what is read:
a value of the wrong type or out of range in one game, or a table gone."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from caramba_desktop.history.store import FILE_NAME, HistoryStore
from tests.history.fixture_games import PANCHO_GAMES, fill

# (table, column, value): written into the newest game; each makes that game unreadable
ODD_VALUES = [
    ("seats", "score", "abc"),
    ("games", "moves", "abc"),
    ("seats", "score", float("inf")),
    ("seats", "score", float("-inf")),
    ("seats", "name", b"\x00\xff"),
    ("seats", "winner", 7),
    ("games", "ended", "yesterday"),
    ("games", "moves", -3),
]


def filled_history(folder: Path) -> Path:
    """A history of PANCHO_GAMES in `folder`; its path."""
    folder.mkdir(parents=True, exist_ok=True)
    store = HistoryStore(folder / FILE_NAME)
    fill(store)
    store.close()
    return folder / FILE_NAME


def newest_id(path: Path) -> int:
    with sqlite3.connect(path) as conn:
        return conn.execute("SELECT id FROM games ORDER BY ended DESC LIMIT 1").fetchone()[0]


def spoil(path: Path, table: str, column: str, value) -> None:
    """Write `value` into `column` of the newest game (every seat of it, for `seats`)."""
    key = "id" if table == "games" else "game"
    with sqlite3.connect(path) as conn:
        conn.execute(f"UPDATE {table} SET {column} = ? WHERE {key} = ?",
                     (value, newest_id(path)))


def drop_table(path: Path, table: str) -> None:
    with sqlite3.connect(path) as conn:
        conn.execute("PRAGMA foreign_keys=OFF")
        conn.execute(f"DROP TABLE {table}")


ALL_GAMES = len(PANCHO_GAMES)
