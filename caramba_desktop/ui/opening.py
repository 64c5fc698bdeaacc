"""The main window's doors to the games on disk: the start page's unfinished games,
Continue, Open and Replay (a part of MainWindow, kept here to keep it readable).

Each file is read and replayed on the window's reading thread (ui/reading.py); the
slots here take the result in on the GUI thread and show it, or say in words why
the file cannot be opened, changing nothing.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QSettings
from PySide6.QtWidgets import QFileDialog, QMessageBox

from caramba_desktop.engine.bounds import escape_controls
from caramba_desktop.engine.record import GameRecord, RecordError
from caramba_desktop.ui import paths
from caramba_desktop.ui.reading import (
    Listing,
    PreparedGame,
    journal_to_play,
    prepare_replay,
    record_problem,
    save_to_play,
)

if TYPE_CHECKING:
    from caramba_desktop.session.session import GameSession


class GameFiles:
    """Mixed into MainWindow: everything that opens a game from a file."""

    def refresh_continue(self) -> None:
        """Offer Continue on each card for the unfinished games found in the data folder
        (read on the reading thread: the cards follow a moment later)."""
        # the first time, the last finished game too, for the games played
        self.reading.list_unfinished(self._journal_path, with_finished=not self._listed_once)
        self._update_actions()

    def _show_unfinished(self, listing: Listing) -> None:
        translate = QCoreApplication.translate
        games = [game for game in listing.games if game.path != self._journal_path]
        self.start_page.set_unfinished(games, [
            translate("MainWindow", "{file}: {problem}").format(
                file=path.name, problem=record_problem(exc)) for path, exc in listing.damaged])
        if listing.left_finished is not None:  # the listing moved aside a finished game
            self.history.keep_left_finished(listing.left_finished)  # a crash left behind
        self._listed_once = True
        self._update_actions()
        if games:
            self._warm_up_bots()  # "Continue" is likely: the computers get ready
        if self._continue_when_listed:
            self._continue_when_listed = False
            self.continue_game()

    def continue_game(self, path: str | None = None) -> None:
        """Resume an unfinished game exactly where it stopped: the one of the journal
        `path`, by default the last one played (the one on the table, if any). The
        game shows once its journal is read and replayed (ui/reading.py)."""
        journal = Path(path) if path else None
        if self._unfinished_in_play() and journal in (None, self._journal_path):
            return
        if journal is None:
            waiting = self.start_page.unfinished
            if not waiting and self.reading.listing:
                self._continue_when_listed = True  # the cards are still being read
                return
            if not waiting:
                translate = QCoreApplication.translate
                self.warn(translate("MainWindow", "The game cannot be continued"),
                          translate("MainWindow", "There is no unfinished game."))
                return
            journal = waiting[0].path
        self._warm_up_bots()  # while the journal is read and replayed
        self.reading.read(lambda done: self._continue_read(journal, done),
                          journal_to_play, journal)

    def _continue_read(self, journal: Path, done) -> None:
        translate = QCoreApplication.translate

        def refused(exc: Exception) -> None:
            self.warn(translate("MainWindow", "The game cannot be continued"),
                      record_problem(exc), str(exc))
            self.refresh_continue()

        prepared = self._read_result(done, refused)
        if prepared is None:
            return
        if prepared.unwritten is not None:  # read, but not written: the folder is read-only
            self._offer_unsaved(journal, prepared, prepared.unwritten)
            return
        try:
            session = self._session_of(prepared)
        except (RecordError, ValueError) as exc:
            refused(exc)
            return
        self._close_game()
        self._show_session(session, journal)

    @staticmethod
    def _read_result(done, refused: Callable[[Exception], object]):
        """What the reading thread read, or None once `refused(exc)` said why not."""
        try:
            return done.result()
        except (RecordError, ValueError, OSError) as exc:
            refused(exc)
            return None

    def _session_of(self, prepared: PreparedGame, autosaved: bool = True) -> GameSession:
        """The session playing on a game read and replayed, autosaved in the journal
        written meanwhile (if any, and `autosaved`)."""
        from caramba_desktop.session.session import GameSession

        journal = prepared.journal if autosaved else None
        return GameSession.from_record(prepared.record, journal and str(journal),
                                       prepared.seats, played=prepared.played,
                                       journal_written=True, **self._session_kwargs())

    def _offer_unsaved(self, journal: Path, prepared: PreparedGame, exc: OSError) -> None:
        """The journal was read but cannot be written: offer to play the game on
        without saving (the journal stays as it was, and so does the card)."""
        translate = QCoreApplication.translate
        box = self._question(
            "unsavedQuestion", translate("MainWindow", "The game cannot be saved"),
            translate("MainWindow", "“{file}” can be read but not written: {reason}").format(
                file=shown_file_name(str(journal)), reason=exc.strerror or str(exc)),
            translate("MainWindow", "You can play on without saving: the moves made from now "
                      "on are not kept, and the game waits on its card as it was."))
        play = box.addButton(translate("MainWindow", "Play without saving"),
                             QMessageBox.ButtonRole.AcceptRole)
        play.setObjectName("playUnsavedButton")
        box.setDefaultButton(play)
        box.setDetailedText(escape_controls(str(exc)))

        def answered(button) -> None:
            if button is play:
                self._close_game()
                self._show_session(self._session_of(prepared, autosaved=False), None)

        box.buttonClicked.connect(answered)
        self.unsaved_question = box
        box.open()

    def open_game(self, path: str | None = None) -> None:
        """Open a saved game file: it shows once it is read and replayed; a damaged file
        changes nothing (a message says why)."""
        translate = QCoreApplication.translate
        self._warm_up_bots()  # while a file is chosen and read
        path = path or self._choose_saved_game(translate("MainWindow", "Open a saved game"))
        if path:
            self.reading.read(lambda done: self._open_read(path, done), save_to_play, path,
                              self.writing_problem is None)

    def _open_read(self, path: str, done) -> None:
        translate = QCoreApplication.translate
        prepared = self._read_result(done, lambda exc: self._refuse_file(
            translate("MainWindow", "The game cannot be opened"), path, exc))
        if prepared is None:
            return
        QSettings().setValue("files/folder", str(Path(path).parent))
        self._close_game()  # the game in play stays in its journal
        # its autosave was written once the file was known to be good (else: none)
        self._show_session(self._session_of(prepared), prepared.journal)

    def replay_game(self, path: str | None = None) -> None:
        """Replay the finished game on the table, else a saved game chosen (or `path`)."""
        session = self.session
        if path is None and session is not None and session.is_over():
            self.replay_record(session.record)
            return
        translate = QCoreApplication.translate
        path = path or self._choose_saved_game(translate("MainWindow", "Replay a saved game"))
        if path:
            self.reading.read(lambda done: self._replay_file_read(path, done),
                              GameRecord.read, path)

    def _replay_file_read(self, path: str, done) -> None:
        translate = QCoreApplication.translate
        record = self._read_result(done, lambda exc: self._refuse_file(
            translate("MainWindow", "The game cannot be replayed"), path, exc))
        if record is not None:
            QSettings().setValue("files/folder", str(Path(path).parent))
            self.replay_record(record)

    def _choose_saved_game(self, title: str) -> str:
        """A saved game's path chosen in a file dialog ("" when none was)."""
        path, _ = QFileDialog.getOpenFileName(
            self, title, paths.save_folder(QSettings().value("files/folder")),
            QCoreApplication.translate("MainWindow", "Saved games (*{suffix});;All files (*)"
                                       ).format(suffix=paths.SAVE_SUFFIX))
        return path

    def _refuse_file(self, title: str, path: str, exc: Exception) -> None:
        self.warn(title, QCoreApplication.translate(
            "MainWindow", "“{file}” cannot be opened. {problem} Nothing was changed.").format(
                file=shown_file_name(path), problem=record_problem(exc)), str(exc))

    def replay_record(self, record: GameRecord, history_id: int | None = None) -> None:
        """Step through `record` move by move (a game of the history: `history_id`, where
        its review is kept), once it is replayed. One that does not changes nothing."""
        self.reading.read(lambda done: self._replay_read(history_id, done),
                          prepare_replay, record)

    def _replay_read(self, history_id: int | None, done) -> None:
        from caramba_desktop.ui.replay import ReplayWindow

        translate = QCoreApplication.translate

        def refused(exc: Exception) -> None:
            self.warn(translate("MainWindow", "The game cannot be replayed"),
                      record_problem(exc), str(exc))

        prepared = self._read_result(done, refused)
        if prepared is None:
            return
        try:
            page = ReplayWindow(prepared.record, history_id, self._session_kwargs()["executor"],
                                self.stack, replay=prepared.replay)
        except (RecordError, ValueError) as exc:
            refused(exc)
            return
        self._close_game()
        self._close_replay()
        page.leaveRequested.connect(self.leave_replay)
        self.replay_window = page
        self.stack.addWidget(page)
        self.stack.setCurrentWidget(page)
        self._update_actions()

    def leave_replay(self) -> None:
        self._close_replay()
        self.stack.setCurrentWidget(self.start_page)
        self.refresh_continue()
        self._update_actions()

    def _close_replay(self) -> None:
        page, self.replay_window = self.replay_window, None
        if page is not None:
            self._remove_page(page)


def shown_file_name(path: str) -> str:
    """A file's name as a message shows it: any character may be in it, and control
    characters (a right-to-left override turning "gpj.json" round) are written out."""
    return escape_controls(os.path.basename(path))
