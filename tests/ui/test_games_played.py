"""The games played and the statistics, as a player sees them: the list filters by
game and player, a game saves as a file the app opens, Replay appears only where the
window can replay, and the statistics page shows the numbers counted by hand."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QPushButton

from caramba_desktop.engine.record import GameRecord
from caramba_desktop.history import store as store_module
from caramba_desktop.history.store import HistoryStore
from caramba_desktop.ui import language, statistics
from tests.history.fixture_games import BASE_TIME, computer, fill, human, record_with
from tests.history.odd_rows import ALL_GAMES, drop_table, filled_history, spoil
from tests.ui.conftest import wait_for_reading

LONG_HISTORY = 2_000


@pytest.fixture
def english(qapp):
    language.install(qapp, "en", remember=False)
    yield
    language.install(qapp, "en", remember=False)


@pytest.fixture
def filled(data_dir):
    data_dir.mkdir(parents=True, exist_ok=True)
    store = HistoryStore(data_dir / store_module.FILE_NAME)
    fill(store)
    store.close()


def read(qtbot, dialog):
    """Wait, as a player would, until the list is read (it is read on a thread)."""
    qtbot.waitUntil(lambda: not dialog.reading, timeout=5_000)
    return dialog


def rows(dialog) -> list[list[str]]:
    model = dialog.table.model()
    return [[model.index(row, column).data() for column in range(model.columnCount())]
            for row in range(model.rowCount())]


def test_the_list_shows_the_games_newest_first_and_filters(qtbot, make_window, filled,
                                                           english):
    window = make_window()
    qtbot.mouseClick(window.start_page.games_played_button, Qt.MouseButton.LeftButton)
    dialog = window.games_played_dialog
    assert dialog is not None and dialog.isVisible()
    shown = rows(read(qtbot, dialog))
    assert len(shown) == 10
    assert shown[0][1] == "CABO" and shown[0][2] == "Lupe 104  ·  ★ Pancho 43"
    assert shown[-1][2] == "★ Pancho 55  ·  Dolores (Hard) 15"
    dialog.game_filter.setCurrentIndex(dialog.game_filter.findData("cabo"))
    assert [r[1] for r in rows(read(qtbot, dialog))] == ["CABO", "CABO", "CABO"]
    dialog.game_filter.setCurrentIndex(0)
    read(qtbot, dialog)
    dialog.player_filter.setCurrentIndex(dialog.player_filter.findData("Lupe"))
    assert len(rows(read(qtbot, dialog))) == 1
    dialog.set_filters("mina", None)
    assert rows(read(qtbot, dialog)) == [] and dialog.empty_label.isVisible()
    assert dialog.empty_label.text().startswith("No finished game yet")
    assert not dialog.save_button.isEnabled()


def test_a_game_saves_as_a_file_the_app_opens(qtbot, qapp, qm_files, make_window, filled,
                                              tmp_path, english):
    window = make_window()
    window.show_games_played()
    dialog = read(qtbot, window.games_played_dialog)
    dialog.set_filters("cabo", None)
    read(qtbot, dialog)
    target = tmp_path / "kept.caramba.json"
    assert not dialog.saved_label.isVisible()
    assert dialog.save_selected(str(target))
    assert dialog.saved_label.isVisible()  # the player sees that it is done
    assert dialog.saved_label.text() == "Saved as “kept.caramba.json”"
    language.install(qapp, "fr", remember=False)  # said again in the language chosen
    qtbot.waitUntil(lambda: dialog.saved_label.text() ==
                    "Partie enregistrée sous «\u00a0kept.caramba.json\u00a0»")
    language.install(qapp, "en", remember=False)
    saved = GameRecord.read(target)
    assert saved.to_json() == record_with("cabo_finished_min", saved.meta["seats"], 10).to_json()
    window.open_game(str(target))
    wait_for_reading(qtbot, window)
    assert window.session is not None


def test_replay_opens_the_chosen_game_move_by_move(qtbot, make_window, filled):
    window = make_window()
    window.show_games_played()
    dialog = read(qtbot, window.games_played_dialog)
    button = dialog.findChild(QPushButton, "replayButton")
    assert button.isVisible() and button.isEnabled()
    newest = dialog.games()[0]
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    wait_for_reading(qtbot, window)
    replay = window.replay_window
    assert replay is not None and window.stack.currentWidget() is replay
    assert replay.replay.record.to_json() == window.history.store.record(newest.id).to_json()
    assert replay.review.history_id == newest.id  # its review is kept with the game


def test_the_statistics_page_shows_the_numbers(qtbot, make_window, filled, english):
    window = make_window()
    qtbot.mouseClick(window.start_page.statistics_button, Qt.MouseButton.LeftButton)
    dialog = window.statistics_dialog
    assert dialog is not None and dialog.isVisible()
    dialog.set_player("Pancho")  # asked for while the games are read: shown when they are
    qtbot.waitUntil(lambda: not dialog.reading)
    cards = {card.stats.game_id: card for card in dialog.cards}
    assert list(cards) == ["cabo", "caravan"]
    caravan = cards["caravan"]
    assert caravan.figures == {  # counted by hand in tests/history/fixture_games.py
        "Games": "7", "Wins": "4", "Win rate": "57%", "Best score": "55",
        "Average score": "40.3", "Current winning streak": "1 game",
        "Longest winning streak": "2 games"}
    assert caravan.levels_label.text() == (
        "Against the computer: Easy: won 2 of 2 games; Normal: won 1 of 2 games; "
        "Hard: won 3 of 5 games")
    # the columns stand on zero: each score against the best, 55
    assert caravan.chart.heights() == pytest.approx([1, 15 / 55, 1, 52 / 55, 35 / 55, 15 / 55, 1])
    assert cards["cabo"].figures["Best score"] == "43"
    dialog.set_player("Lupe")
    assert [card.stats.game_id for card in dialog.cards] == ["cabo"]


def test_without_games_the_pages_say_so(qtbot, make_window, english):
    window = make_window()
    window.show_games_played()
    dialog = read(qtbot, window.games_played_dialog)
    assert dialog.empty_label.isVisible()
    assert dialog.empty_label.text().startswith("No finished game yet")
    window.show_statistics()
    qtbot.waitUntil(lambda: not window.statistics_dialog.reading)
    assert window.statistics_dialog.empty_label.isVisible()


def test_a_long_history_opens_at_once_and_its_rows_follow(qtbot, make_window, data_dir,
                                                          english):
    """2,000 games: the window says it is loading and the app stays free while they
    are read; the rows come a moment later."""
    data_dir.mkdir(parents=True, exist_ok=True)
    store = HistoryStore(data_dir / store_module.FILE_NAME)
    record = record_with("cabo_finished_min", [human("Pancho"), computer("hard")], 1)
    for number in range(LONG_HISTORY):
        record.meta = {**record.meta, "started": f"game {number}"}  # a game of its own
        store.add_finished(record, ended=BASE_TIME + number, outcome=([104, 43], [1]))
    store.close()
    window = make_window()
    window.show_games_played()
    dialog = window.games_played_dialog
    assert dialog.isVisible() and dialog.empty_label.text() == "Loading the games played…"
    assert dialog.table.model().rowCount() == 0  # not read on the window's thread
    qtbot.waitUntil(lambda: dialog.table.model().rowCount() == LONG_HISTORY, timeout=10_000)
    assert dialog.table.isVisible() and not dialog.empty_label.isVisible()
    assert dialog.games()[0].ended > dialog.games()[-1].ended  # the newest first
    dialog.close()
    window.show_statistics()  # the statistics count them on the same thread
    stats = window.statistics_dialog
    assert stats.empty_label.text() == "Loading the games played…" and stats.cards == []
    stats.set_player("Pancho")
    qtbot.waitUntil(lambda: not stats.reading, timeout=10_000)
    assert [card.figures["Games"] for card in stats.cards] == [f"{LONG_HISTORY:,}"]


def test_the_chart_has_a_legend_of_the_colours_it_shows(qtbot, make_window, filled, english):
    """Under each chart: what the columns are, and a key for each colour drawn there
    (gold: won, grey: lost), never one for a colour no column has."""
    window = make_window()
    window.show_statistics()
    dialog = window.statistics_dialog
    qtbot.waitUntil(lambda: not dialog.reading)
    seen = set()
    for name in [dialog.player_filter.itemData(i) for i in range(dialog.player_filter.count())]:
        dialog.set_player(name)
        for card in dialog.cards:
            qtbot.waitUntil(card.chart.isVisible)
            results = card.chart.results
            caption = card.findChild(QLabel, "chartCaption")
            games = len(results)
            assert caption.text() == ("Score of the last game:" if games == 1
                                      else f"Score of the last {games} games:")
            wanted = {}
            if any(won for _, won in results):
                wanted[statistics.WIN_COLOUR] = "won"
            if not all(won for _, won in results):
                wanted[statistics.LOSS_COLOUR] = "lost"
            assert card.legend == wanted
            shown = {label.text() for label in card.findChildren(QLabel) if label.isVisible()}
            assert set(wanted.values()) <= shown
            seen.add(tuple(wanted.values()))
    assert ("won", "lost") in seen and ("lost",) in seen  # both cases were looked at


@pytest.mark.parametrize(("table", "column", "value"), [
    ("seats", "score", "abc"), ("games", "moves", "abc"), ("seats", "score", float("inf"))])
def test_a_game_changed_by_hand_is_left_out_and_counted(qtbot, make_window, data_dir, english,
                                                        table, column, value):
    spoil(filled_history(data_dir), table, column, value)
    window = make_window()
    window.show_games_played()
    dialog = read(qtbot, window.games_played_dialog)
    assert len(rows(dialog)) == ALL_GAMES - 1  # the newest, CABO of Lupe and Pancho, is left out
    assert rows(dialog)[0][2] == "Pancho 104  ·  ★ Dolores (Hard) 43"
    assert dialog.unreadable_label.isVisible()
    assert dialog.unreadable_label.text().startswith("1 game could not be read")
    window.show_statistics()
    stats = window.statistics_dialog
    stats.set_player("Pancho")
    qtbot.waitUntil(lambda: not stats.reading)
    assert stats.player_filter.findData("Lupe") == -1  # her only game is the one left out
    assert stats.unreadable_label.isVisible()
    assert stats.unreadable_label.text().startswith("1 game could not be read")
    assert {card.stats.game_id: card.figures["Games"] for card in stats.cards} == {
        "cabo": "2", "caravan": "7"}


def test_a_history_without_its_seats_table_is_set_aside_with_a_word(qtbot, make_window,
                                                                    data_dir, english):
    drop_table(filled_history(data_dir), "seats")
    window = make_window()
    assert "It was set aside as “history-damaged-" in window.last_message.text()
    window.show_games_played()
    dialog = read(qtbot, window.games_played_dialog)
    assert dialog.empty_label.text().startswith("No finished game yet")
    assert not dialog.unreadable_label.isVisible()
    assert len(list(data_dir.glob("history-damaged-*.sqlite"))) == 1
