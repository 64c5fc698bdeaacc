"""A data folder the app cannot make or write never stops it: it starts, says once
where it could not write, and plays without autosave; an unfinished game it can read
but not write is offered to be played on without saving. What the app writes there is
for this account alone (0700 folders, 0600 files), whatever the umask."""

from __future__ import annotations

import errno
import os
import stat
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton

from caramba_desktop.history.store import FILE_NAME
from caramba_desktop.session.journal import rewrite
from caramba_desktop.tools.screenshots import midgame_record
from caramba_desktop.ui import language, paths
from tests.ui.conftest import wait_for_reading
from tests.ui.table_helpers import start_game

NAMES = ["Pancho", "Dolores", "Emiliano"]


@pytest.fixture
def english(qapp):
    language.install(qapp, "en", remember=False)
    yield


@pytest.fixture
def read_only(monkeypatch):
    """`read_only(folder)`: no file can be made in `folder` or below it any more, as the
    system refuses an account without the right (root may write anywhere: for it the
    refusal is made where files are made, in os.open and os.mkdir)."""
    made: list[Path] = []

    def inside(path) -> bool:
        return any(Path(os.path.abspath(path)).is_relative_to(folder) for folder in made)

    def refuse(path):
        raise PermissionError(errno.EACCES, "Permission denied", str(path))

    real_open, real_mkdir = os.open, os.mkdir

    def guarded_open(path, flags, *args, **kwargs):
        if flags & os.O_CREAT and inside(path) and not os.path.exists(path):
            refuse(path)
        return real_open(path, flags, *args, **kwargs)

    def guarded_mkdir(path, *args, **kwargs):
        if inside(path):
            refuse(path)
        return real_mkdir(path, *args, **kwargs)

    def make(folder: Path) -> None:
        folder = Path(os.path.abspath(folder))
        made.append(folder)
        for inner in [folder, *(p for p in folder.rglob("*") if p.is_dir())]:
            inner.chmod(0o555)
        if os.geteuid() == 0:
            monkeypatch.setattr(os, "open", guarded_open)
            monkeypatch.setattr(os, "mkdir", guarded_mkdir)

    yield make
    for folder in made:
        for inner in [folder, *(p for p in folder.rglob("*") if p.is_dir())]:
            inner.chmod(0o755)


def test_a_data_folder_that_cannot_be_made_never_stops_the_app(tmp_path):
    (tmp_path / "a-file").write_text("not a folder", encoding="utf-8")
    env = dict(os.environ, CARAMBA_DESKTOP_DATA=str(tmp_path / "a-file" / "data"),
               QT_QPA_PLATFORM="offscreen")
    done = subprocess.run([sys.executable, "-m", "caramba_desktop", "--quit-after-ms", "1500"],
                          env=env, capture_output=True, text=True, timeout=120, check=False)
    assert done.returncode == 0, done.stderr
    assert "Traceback" not in done.stderr


def test_the_app_says_once_where_it_cannot_write_and_plays_without_autosave(
        qtbot, make_window, tmp_path, monkeypatch, english):
    (tmp_path / "a-file").write_text("not a folder", encoding="utf-8")
    folder = tmp_path / "a-file" / "data"
    monkeypatch.setenv("CARAMBA_DESKTOP_DATA", str(folder))
    window = make_window()
    said = window.last_message
    assert said is not None and said.windowTitle() == "Autosave is not possible"
    assert f"Nothing can be written in the folder “{folder}”: Not a directory." in said.text()
    assert "you can play as usual" in said.text()
    said.close()
    session = start_game(window, "caramba", NAMES, "hcc", 21)
    assert session is not None and window._journal_path is None
    assert window.last_message is said  # said once: no word at each game
    window.leave_game()
    window.show_games_played()
    assert window.history.store is None and window.last_message is said


def test_continue_of_a_game_that_cannot_be_written_offers_to_play_it_unsaved(
        qtbot, make_window, data_dir, read_only, english):
    record = midgame_record()
    journal = data_dir / paths.UNFINISHED_FOLDER / "caramba-20260601-100000.journal"
    journal.parent.mkdir(parents=True)
    rewrite(journal, record)
    before = journal.read_bytes()
    read_only(data_dir)
    window = make_window()
    assert window.last_message.windowTitle() == "Autosave is not possible"
    card = window.start_page.card("caramba")
    assert card.continue_button.isVisible()  # it can be read
    card.continue_button.click()
    wait_for_reading(qtbot, window)
    box = window.unsaved_question
    assert box is not None and box.isVisible()
    assert "cannot be read" not in box.text()
    assert box.text().startswith(f"“{journal.name}” can be read but not written")
    assert "without saving" in box.informativeText()
    qtbot.mouseClick(box.findChild(QPushButton, "playUnsavedButton"), Qt.MouseButton.LeftButton)
    session = window.session
    assert session is not None and session.record.actions == record.actions
    session.submit(session.legal_actions()[0])
    qtbot.waitUntil(lambda: len(session.record.actions) > len(record.actions))
    window.leave_game()
    assert journal.read_bytes() == before  # the game waits on its card as it was


def mode(path: Path) -> int:
    return stat.S_IMODE(path.stat().st_mode)


@pytest.mark.skipif(os.name != "posix", reason="file modes are Linux' and macOS'")
def test_the_data_folder_and_every_file_the_app_writes_are_private(
        qtbot, make_window, data_dir, tmp_path):
    old_umask = os.umask(0)  # the most open umask: nothing may depend on it
    try:
        window = make_window()
        start_game(window, "caramba", NAMES, "hcc", 21)
        save = tmp_path / "game.caramba.json"
        assert window.save_game_as(str(save))
    finally:
        os.umask(old_umask)
    assert mode(data_dir) == 0o700
    assert mode(data_dir / paths.UNFINISHED_FOLDER) == 0o700
    assert mode(Path(window._journal_path)) == 0o600
    assert mode(data_dir / FILE_NAME) == 0o600
    assert {mode(path) for path in data_dir.glob(f"{FILE_NAME}-*")} <= {0o600}  # -wal, -shm
    assert mode(save) == 0o600
