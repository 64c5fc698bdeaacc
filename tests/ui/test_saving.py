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


# ----- the file dialogs in the player's language, and the word that it is saved -------------

def dialog_texts(dialog: QFileDialog) -> dict[str, str]:
    """What a player reads in Qt's own file dialog, by place: its labels, buttons and
    their tips, the columns of the file list (the file names and folders aside)."""
    from PySide6.QtWidgets import QAbstractButton, QLabel, QTreeView

    texts = {}
    for i, label in enumerate(dialog.findChildren(QLabel)):
        if label.isVisible() and label.objectName() != "saveNote":
            texts[f"label {i}"] = label.text()
    for i, button in enumerate(dialog.findChildren(QAbstractButton)):
        if button.isVisible():
            texts[f"button {i}"], texts[f"tip {i}"] = button.text(), button.toolTip()
    for tree in dialog.findChildren(QTreeView):
        model = tree.model()
        for column in range(model.columnCount()):
            texts[f"column {column}"] = model.headerData(column, Qt.Orientation.Horizontal)
    return {key: text for key, text in texts.items() if text}


def open_dialog_texts(qtbot, window) -> dict[str, str]:
    """Game > Open…: the texts of the dialog it opens (closed again unanswered)."""
    from PySide6.QtCore import QTimer

    seen: dict[str, str] = {}

    def read_and_close() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, QFileDialog):
            QTimer.singleShot(20, read_and_close)
            return
        seen.update(dialog_texts(dialog))
        dialog.reject()

    QTimer.singleShot(0, read_and_close)
    window.open_action.trigger()
    return seen


SAME_WORD = {"fr": {"Type"}, "de": {"Name"}, "sv": set()}  # the language's word is the English one


@pytest.mark.parametrize("lang", ["fr", "de", "sv"])
def test_the_file_dialogs_speak_the_players_language(qtbot, qapp, qm_files, make_window,
                                                     player_home, lang):
    """Save as and Open are Qt's dialogs: no label, button or tip stays in English (the
    French "Look in:" and "Files of type:" did)."""
    from caramba_desktop.ui import language

    window = make_window()
    session = start_game(window, "caravan", ["Pancho", "Dolores"], "hc", seed=4)
    assert wait_for_human(qtbot, session)
    english = {}
    for lang_now in ("en", lang):
        language.install(qapp, lang_now, remember=False)
        dialog = window.save_dialog()
        dialog.show()
        save = dialog_texts(dialog)
        dialog.deleteLater()
        opened = open_dialog_texts(qtbot, window)
        if lang_now == "en":
            english = {"save": save, "open": opened}
            assert "&Look in:" in save.values() and "Files of &type:" in save.values()
            continue
        for name, texts in (("save", save), ("open", opened)):
            assert texts.keys() == english[name].keys()
            same = sorted(text for key, text in texts.items()
                          if english[name][key] == text and text not in SAME_WORD[lang])
            assert same == [], (name, same)
    language.install(qapp, "en", remember=False)
