"""The main window's link to the games played (history/store.py).

It opens the database, writes each finished game as it ends (one small
transaction in WAL mode, a few milliseconds: fine on the GUI thread), finishes
at the next start a write that a crash cut off (the finished game's journal is
still there), and says once when a damaged database was set aside. A database
that cannot be used at all never stops play: the games are then not kept.
"""

from __future__ import annotations

import logging
import sqlite3
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from caramba_desktop.engine.record import GameRecord, RecordError
from caramba_desktop.history.stats import RecentForm, recent_form
from caramba_desktop.history.store import HistoryStore

if TYPE_CHECKING:
    from caramba_desktop.ui.reading import LeftFinished

log = logging.getLogger(__name__)

Warn = Callable[[str, str, str], object]  # title, text, detail


class HistoryKeeper:
    def __init__(self, warn: Warn, say_unkept: bool = True) -> None:
        """`say_unkept`: say when the database cannot be opened (False: the window
        said already that nothing can be written in the data folder)."""
        self._warn = warn
        self.store: HistoryStore | None = None
        try:
            self.store = HistoryStore.open_default()
        except (OSError, sqlite3.Error) as exc:
            log.warning("the games played cannot be kept: %s", exc)
            if not say_unkept:
                return
            translate = QCoreApplication.translate
            warn(translate("HistoryKeeper", "Games played"),
                 translate("HistoryKeeper", "The games played cannot be kept on this computer "
                           "for now. You can play as usual."), str(exc))
            return
        self.report_moved_aside()

    def keep(self, record: GameRecord, outcome: tuple[list, list] | None = None,
             ended: float | None = None) -> int | None:
        """Write a finished game; its row id, or None (kept already, or not kept)."""
        if self.store is None:
            return None
        try:
            return self.store.add_finished(record, ended, outcome)
        except (OSError, sqlite3.Error, ValueError, RecordError) as exc:
            log.warning("the finished game could not be kept: %s", exc)
            return None
        finally:
            self.report_moved_aside()

    def keep_left_finished(self, left: LeftFinished) -> int | None:
        """The finished game whose writing a crash cut off, written now (its journal,
        in the finished slot, read by the start page's listing: ui/reading.py)."""
        if self.store is None:
            return None
        try:
            if self.store.contains(left.record):
                return None
        except sqlite3.Error as exc:
            log.warning("the games played cannot be read: %s", exc)
            return None
        return self.keep(left.record, ended=left.ended)

    def recent_form(self, history_id: int | None, game_id: str) -> RecentForm | None:
        """The game-over line's facts for the game of `game_id` kept as `history_id`."""
        if self.store is None or history_id is None:
            return None
        try:
            games = self.store.games(game_id)
        except sqlite3.Error as exc:
            log.warning("the games played cannot be read: %s", exc)
            return None
        finished = next((game for game in games if game.id == history_id), None)
        return recent_form(games, finished) if finished else None

    def report_moved_aside(self) -> None:
        """Say once that a damaged database was set aside (found by any use of it)."""
        store = self.store
        if store is None or store.moved_aside is None:
            return
        aside, store.moved_aside = store.moved_aside, None
        translate = QCoreApplication.translate
        self._warn(translate("HistoryKeeper", "Games played"),
                   translate("HistoryKeeper", "The file of the games played was damaged or "
                             "made by a newer version. It was set aside as “{file}” and a new "
                             "one was started; play goes on.").format(file=aside.name),
                   str(aside))

