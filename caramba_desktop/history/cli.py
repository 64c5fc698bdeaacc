"""`caramba-desktop history [--json]`: the games played, the newest first. No window.

    12  2026-11-26 06:57 UTC  caravan  88 moves  *Pancho 32, Dolores (hard) 28

With --json: {"games": [{"id", "game", "ended", "moves",
"players": [{"name", "kind", "level", "score", "winner"}]}]} ("ended" in UTC,
ISO 8601; "level" null for a human). The data folder is the app's
(CARAMBA_DESKTOP_DATA overrides it). A game whose values do not fit is left
out and counted on stderr. Exit status 0, or 1 when the database cannot be opened.
"""

from __future__ import annotations

import argparse
import json
import sqlite3
import sys

from caramba_desktop.engine.bounds import escape_controls
from caramba_desktop.history.rows import GameSummary
from caramba_desktop.history.store import HistoryStore


def describe(game: GameSummary) -> str:
    """One game in one line of English."""
    players = ", ".join(
        ("*" if p.winner else "") + p.name + (f" ({p.level})" if p.level else "")
        + f" {p.score:g}" for p in game.players)
    ended = game.ended.replace("T", " ").replace("Z", " UTC")
    return f"{game.id}  {ended}  {game.game_id}  {game.moves} moves  {players}"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="caramba-desktop history",
        description="List the finished games the app has kept, the newest first.")
    parser.add_argument("--json", action="store_true", help="print JSON")
    args = parser.parse_args(argv)
    try:
        store = HistoryStore.open_default()
        try:
            games = store.games()
        finally:
            store.close()
    except (OSError, sqlite3.Error) as exc:
        print(f"history: the games played cannot be read: {exc}", file=sys.stderr)
        return 1
    if store.moved_aside is not None:
        print(f"history: the database was damaged and was set aside as {store.moved_aside}",
              file=sys.stderr)
    if games.unreadable:
        print(f"history: {games.unreadable} game{'' if games.unreadable == 1 else 's'}"
              " could not be read", file=sys.stderr)
    if args.json:
        # every score read is finite (history/rows.py): strict JSON, never NaN or Infinity
        print(json.dumps({"games": [game.to_json() for game in games]}, ensure_ascii=False,
                         allow_nan=False))
    else:
        for game in games:
            # a name may hold any character: escaped, none can drive the terminal
            print(escape_controls(describe(game)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
