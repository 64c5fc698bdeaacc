"""Save as starts in the player's documents folder (or the last folder used), never in
the program's folder, and says "Saved" in the status line for a moment afterwards."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QStandardPaths, Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QApplication, QFileDialog

from caramba_desktop.engine.record import GameRecord
from caramba_desktop.ui import game_window
from tests.ui.table_helpers import start_game, wait_for_human


@pytest.fixture
def player_home(tmp_path, monkeypatch):
    """A home folder of the player's own, whose documents folder is home/Documents
    (not made yet); the app runs from its program folder."""
    home = tmp_path / "home"
    home.mkdir()
    program = tmp_path / "program"
    program.mkdir()
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.setenv("USERPROFILE", str(home))  # Path.home() on Windows
    writable = QStandardPaths.writableLocation

    def location(kind):
        if kind == QStandardPaths.StandardLocation.DocumentsLocation:
            return str(home / "Documents")
        return writable(kind)

    monkeypatch.setattr(QStandardPaths, "writableLocation", location)
    monkeypatch.chdir(program)
    return home


@pytest.fixture
def save_dialog(monkeypatch):
    """The save dialog: records where it starts (folder and suggested name), and
    answers with `answers`' next path ("" cancels)."""
    asked: list[str] = []
    answers: list[str] = []

    def exec_dialog(dialog):
        asked.append(os.path.join(dialog.directory().absolutePath(),
                                  os.path.basename(dialog.selectedFiles()[0])))
        answer = answers.pop(0)
        if not answer:
            return 0
        dialog.selectFile(answer)
        return 1

    monkeypatch.setattr(QFileDialog, "exec", exec_dialog)
    return asked, answers


def save_by_keys(qtbot, window) -> None:
    """Ctrl+S on the table, as a player presses it."""
    view = window.game_window.view
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(4, 4))
    sequence = QKeySequence(QKeySequence.StandardKey.Save)[0]
    qtbot.keyClick(QApplication.focusWidget(), sequence.key(), sequence.keyboardModifiers())


def test_saving_starts_in_the_documents_folder_then_the_last_one_and_says_saved(
        qtbot, make_window, player_home, save_dialog, monkeypatch):
    asked, answers = save_dialog
    window = make_window()
    window.activateWindow()
    session = start_game(window, "caramba", ["Pancho", "Dolores"], "hc", seed=4)
    assert wait_for_human(qtbot, session)
    page = window.game_window
    monkeypatch.setattr(game_window, "NOTE_MS", 200)

    # no documents folder yet: the home folder, not the folder the program runs in
    answers.append("")  # the player cancels
    save_by_keys(qtbot, window)
    folder = Path(asked[-1]).parent
    assert folder == player_home and folder != Path(os.getcwd())
    assert not page.note_label.isVisible()

    documents = player_home / "Documents"
    documents.mkdir()
    answers.append(str(documents / "evening"))
    save_by_keys(qtbot, window)
    assert Path(asked[-1]).parent == documents
    assert Path(asked[-1]).name.startswith("caramba-")
    saved = documents / "evening.caramba.json"
    assert GameRecord.read(str(saved)).actions == session.record.actions
    assert page.note_label.isVisible()
    assert page.note_label.text() == "Saved as “evening.caramba.json”"
    qtbot.waitUntil(lambda: not page.note_label.isVisible(), timeout=2000)

    # the next save starts where the last one went
    elsewhere = player_home / "games"
    elsewhere.mkdir()
    answers.append(str(elsewhere / "later.caramba.json"))
    save_by_keys(qtbot, window)
    answers.append("")
    save_by_keys(qtbot, window)
    assert Path(asked[-1]).parent == elsewhere
