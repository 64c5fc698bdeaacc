"""A click on the start page, or a shortcut, in the moment between the start page's
first paint and the end of the window's start (app.run paints the start page, then
loads the code that plays, keeps and lists the games): it waits for that start, and
then does what it asked."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence

from caramba_desktop.ui.main_window import MainWindow
from tests.ui.conftest import wait_for_reading
from tests.ui.test_shortcuts import press


@pytest.fixture
def painted(qtbot, qloop, data_dir, no_animation):
    """The window as app.run shows it at its first paint: the start page, not yet
    finished."""
    window = MainWindow(finish_start=False)
    window.session_kwargs = {"step_delay_ms": 0, "chance_delay_ms": 0}
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    window.activateWindow()
    qtbot.waitExposed(window)
    yield window
    wait_for_reading(qtbot, window)
    window._close_game()


def click(qtbot, button) -> None:
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def test_the_games_played_asked_early_open_once_the_start_is_finished(qtbot, painted):
    click(qtbot, painted.start_page.games_played_button)
    painted.finish_start()
    dialog = painted.games_played_dialog
    assert dialog is not None and dialog.isVisible()


def test_the_statistics_asked_early_open_once_the_start_is_finished(qtbot, painted):
    click(qtbot, painted.start_page.statistics_button)
    painted.finish_start()
    dialog = painted.statistics_dialog
    assert dialog is not None and dialog.isVisible()


def test_a_new_game_asked_early_by_its_card_starts_and_is_autosaved(qtbot, painted, data_dir):
    click(qtbot, painted.start_page.card("cabo").new_button)
    painted.finish_start()
    dialog = painted.new_game_dialog
    assert dialog is not None and dialog.isVisible()
    qtbot.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)
    assert painted.session is not None and painted.session.game.id == "cabo"
    assert list(data_dir.rglob("*cabo*")), "the new game keeps no journal"


def test_ctrl_n_pressed_early_opens_the_new_game_dialog(qtbot, painted):
    press(qtbot, QKeySequence("Ctrl+N"))
    painted.finish_start()
    dialog = painted.new_game_dialog
    assert dialog is not None and dialog.isVisible()


def test_a_tutorial_asked_early_starts_at_the_table(qtbot, painted):
    click(qtbot, painted.start_page.card("caramba").tutorial_button)
    painted.finish_start()
    assert painted.session is not None and painted.session.game.id == "caramba"
    assert painted.stack.currentWidget() is painted.game_window


def test_of_two_early_clicks_the_second_is_done(qtbot, painted):
    click(qtbot, painted.start_page.card("caramba").new_button)
    click(qtbot, painted.start_page.statistics_button)
    painted.finish_start()
    assert painted.new_game_dialog is None
    assert painted.statistics_dialog is not None and painted.statistics_dialog.isVisible()


def test_the_rules_and_about_open_at_once(qtbot, painted):
    click(qtbot, painted.start_page.card("mina").rules_button)
    click(qtbot, painted.start_page.about_button)
    assert painted._rules_dialogs["mina"].isVisible()
    assert painted.last_message is not None and painted.last_message.isVisible()
    painted.finish_start()
