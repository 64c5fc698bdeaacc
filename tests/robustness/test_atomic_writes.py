"""Saving never leaves half a file: the old file or the new one, nothing in between."""

from __future__ import annotations

import os
import stat

from caramba_desktop.engine.record import GameRecord
from caramba_desktop.session import journal
from caramba_desktop.session.session import Seat
from caramba_desktop.ui.new_game import NewGameConfig


def test_a_failed_save_leaves_the_old_file_whole_and_no_stray_file(make_window, qtbot,
                                                                    tmp_path, monkeypatch):
    window = make_window()
    seats = [Seat("Dolores", "human"), Seat("Ramón", "computer", "random")]
    session = window.start_config(NewGameConfig("caramba", seats, {}, 5), confirm=False)
    qtbot.waitUntil(lambda: bool(session.legal_actions()), timeout=10_000)
    folder = tmp_path / "saves"
    folder.mkdir()
    path = folder / "game.caramba.json"
    path.write_text("the old save", encoding="utf-8")

    def disk_full(fd):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(journal.os, "fsync", disk_full)  # Dolores is to move: no journal line
    assert not window.save_game_as(str(path))
    assert "No space left on device" in window.last_message.text()
    assert path.read_text(encoding="utf-8") == "the old save"
    assert os.listdir(folder) == ["game.caramba.json"]

    monkeypatch.undo()
    assert window.save_game_as(str(path))
    assert GameRecord.loads(path.read_bytes()).to_json() == session.record.to_json()
    assert os.listdir(folder) == ["game.caramba.json"]


def test_a_new_save_is_private_and_a_replaced_one_keeps_its_mode(tmp_path):
    """A save holds every hidden card: a new one is for this account alone; one the
    player shared (made readable) stays shared when it is saved over."""
    fresh, kept = tmp_path / "fresh.caramba.json", tmp_path / "kept.caramba.json"
    journal.atomic_write_text(fresh, "{}")
    assert stat.S_IMODE(fresh.stat().st_mode) == 0o600
    kept.write_text("old", encoding="utf-8")
    kept.chmod(0o640)
    journal.atomic_write_text(kept, "new")
    assert stat.S_IMODE(kept.stat().st_mode) == 0o640 and kept.read_text("utf-8") == "new"
