"""The app keeps every finished game: once, also when it was killed right after the
last move (the journal finishes the write at the next start), never an unfinished
one; a damaged database is set aside with a message and play goes on; the game-over
screen says how the player did lately; the data folder is the one Qt names."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QStandardPaths

from caramba_desktop.engine.record import GameRecord
from caramba_desktop.history import folder
from caramba_desktop.history import store as store_module
from caramba_desktop.history.store import HistoryStore, record_identity
from caramba_desktop.session.journal import rewrite
from caramba_desktop.ui import language, paths
from tests.history.fixture_games import BASE_TIME, PANCHO_GAMES, PLAYED_IN_WINDOW, fill, record_with
from tests.ui.conftest import wait_for_reading


@pytest.fixture
def english(qapp):
    language.install(qapp, "en", remember=False)
    yield
    language.install(qapp, "en", remember=False)


def kept(data_dir) -> list:
    store = HistoryStore(Path(data_dir) / store_module.FILE_NAME)
    try:
        return store.games()
    finally:
        store.close()


def seventh_game() -> GameRecord:
    fixture, seats, _, _ = PANCHO_GAMES[PLAYED_IN_WINDOW]
    return record_with(fixture, seats, PLAYED_IN_WINDOW + 1)


def play_to_the_end(qtbot, window, tmp_path, record: GameRecord) -> None:
    """Open `record` without its last move, then make that move as the human."""
    last = record.actions[-1]
    save = tmp_path / "almost.caramba.json"
    save.write_text(GameRecord(record.game_id, record.num_players, record.options,
                               record.actions[:-1], record.meta).dumps(), encoding="utf-8")
    window.open_game(str(save))
    wait_for_reading(qtbot, window)
    session = window.session
    qtbot.waitUntil(lambda: last in session.legal_actions(), timeout=10_000)
    assert session.submit(last)
    qtbot.waitUntil(lambda: window.game_window.end_panel.isVisible(), timeout=10_000)


def test_a_game_played_to_its_end_is_kept_once(qtbot, make_window, data_dir, tmp_path,
                                               english):
    window = make_window()
    record = seventh_game()
    play_to_the_end(qtbot, window, tmp_path, record)
    [game] = kept(data_dir)
    assert game.game_id == "caravan" and [p.winner for p in game.players] == [True, False]
    store = HistoryStore(data_dir / store_module.FILE_NAME)
    assert store.record(game.id).to_json() == window.session.record.to_json()
    assert store.record(game.id).actions == record.actions
    store.close()
    window.close()
    make_window()  # the next start finds the finished journal: already kept
    assert len(kept(data_dir)) == 1


def test_a_game_the_app_was_killed_after_is_kept_at_the_next_start(make_window, data_dir):
    record = seventh_game()
    # killed before the end screen: the journal with the last move is still unfinished
    journal = paths.new_journal_path("caravan")
    rewrite(journal, record)
    os.utime(journal, (BASE_TIME, BASE_TIME))
    assert kept(data_dir) == []
    window = make_window()
    [game] = kept(data_dir)
    assert game.ended == "2026-05-28T20:26:40Z"  # when the journal was last written
    assert not journal.exists() and paths.finished_path().exists()
    assert window.last_message is None  # nothing to say
    window.close()
    make_window()
    assert len(kept(data_dir)) == 1


def test_a_game_moved_aside_but_not_kept_is_kept_at_the_next_start(make_window, data_dir):
    rewrite(paths.finished_path(), seventh_game())
    make_window()
    [game] = kept(data_dir)
    store = HistoryStore(data_dir / store_module.FILE_NAME)
    assert record_identity(store.record(game.id)) == record_identity(seventh_game())
    store.close()


def test_an_unfinished_game_is_not_kept(qtbot, make_window, data_dir, tmp_path):
    window = make_window()
    record = seventh_game()
    save = tmp_path / "unfinished.caramba.json"
    save.write_text(GameRecord(record.game_id, 2, record.options, record.actions[:-1],
                               record.meta).dumps(), encoding="utf-8")
    window.open_game(str(save))
    wait_for_reading(qtbot, window)
    session = window.session
    qtbot.waitUntil(lambda: bool(session.legal_actions()), timeout=10_000)
    window.leave_game()
    window.close()
    make_window()
    assert kept(data_dir) == []
    assert not paths.finished_path().exists()


def _garbage(path: Path) -> None:
    path.write_bytes(b"\x00garbage" * 400)


def _truncated(path: Path) -> None:
    store = HistoryStore(path)
    fill(store)
    store.close()
    data = path.read_bytes()
    path.write_bytes(data[: len(data) // 2])


def _newer(path: Path) -> None:
    import sqlite3

    conn = sqlite3.connect(path)
    conn.execute(f"PRAGMA user_version={store_module.SCHEMA_VERSION + 5}")
    conn.commit()
    conn.close()


@pytest.mark.parametrize("damage", [_garbage, _truncated, _newer])
def test_a_damaged_database_is_set_aside_with_a_message_and_play_goes_on(
        qtbot, make_window, data_dir, tmp_path, english, damage):
    data_dir.mkdir(parents=True, exist_ok=True)
    damage(data_dir / store_module.FILE_NAME)
    window = make_window()
    message = window.last_message
    assert message is not None and message.isVisible()
    assert "set aside" in message.text()
    [aside] = data_dir.glob("history-damaged-*.sqlite")
    assert aside.name in message.text()
    message.close()
    play_to_the_end(qtbot, window, tmp_path, seventh_game())
    assert len(kept(data_dir)) == 1
    assert window.last_message is message  # said once only


def test_the_game_over_screen_says_how_the_player_did_lately(qtbot, qapp, make_window,
                                                             data_dir, tmp_path, english):
    data_dir.mkdir(parents=True, exist_ok=True)
    store = HistoryStore(data_dir / store_module.FILE_NAME)
    fill(store, skip=PLAYED_IN_WINDOW)
    store.close()
    window = make_window()
    play_to_the_end(qtbot, window, tmp_path, seventh_game())
    line = window.game_window.end_panel.form_label
    assert line.isVisible()
    # against Hard, the newest first: this game won, then lost, won, lost, won
    assert line.text() == "Pancho has won 3 of the last 5 games against Hard"
    language.install(qapp, "de", remember=False)  # the line follows the language
    qtbot.waitUntil(lambda: line.text() == "Pancho hat 3 der letzten 5 Partien gegen den "
                    "Computer (Schwer) gewonnen")


def test_the_data_folder_without_qt_is_the_one_qt_names(qapp, monkeypatch, tmp_path):
    monkeypatch.delenv(folder.DATA_ENV, raising=False)
    linux = sys.platform.startswith("linux")
    if linux:  # elsewhere the system's own folder is compared, and nothing is made there
        monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "share"))
    location = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    assert folder.system_data_dir() == Path(location)
    if linux:
        assert folder.data_dir() == Path(location) and Path(location).is_dir()


def test_a_database_that_cannot_be_opened_at_all_leaves_play_alone(
        qtbot, make_window, data_dir, tmp_path, english):
    (data_dir / store_module.FILE_NAME).mkdir(parents=True)  # a folder where the file goes
    window = make_window()
    assert window.history.store is None
    assert "cannot be kept" in window.last_message.text()
    window.last_message.close()
    play_to_the_end(qtbot, window, tmp_path, seventh_game())
    assert not window.game_window.end_panel.form_label.isVisible()
    window.show_games_played()
    assert not window.games_played_dialog.reading  # nothing to read
    assert "cannot be kept" in window.games_played_dialog.empty_label.text()


def test_a_database_damaged_while_the_app_runs_is_reported_when_the_list_opens(
        qtbot, make_window, data_dir, english):
    import sqlite3

    window = make_window()
    store = window.history.store
    store.close()
    _garbage(store.path)
    for companion in data_dir.glob(f"{store_module.FILE_NAME}-*"):
        companion.unlink()
    store._conn = sqlite3.connect(store.path, isolation_level=None)  # as if damaged meanwhile
    window.show_games_played()
    dialog = window.games_played_dialog
    qtbot.waitUntil(lambda: not dialog.reading, timeout=5_000)
    assert "set aside" in window.last_message.text()
    assert dialog.empty_label.isVisible()
    assert dialog.empty_label.text().startswith("No finished game yet")
    assert len(list(data_dir.glob("history-damaged-*.sqlite"))) == 1
