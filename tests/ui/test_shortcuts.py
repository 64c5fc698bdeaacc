"""The menus' shortcuts work whatever has the focus: real key presses go to the widget
that holds the focus after a click on the table, a bid, a hint or a click on the log."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QApplication, QFileDialog

from caramba_desktop.ui import main_window
from tests.ui.table_helpers import click, wait_for_human
from tests.ui.test_game_window import first_human_auction_turn


def press(qtbot, sequence: QKeySequence) -> None:
    """Press `sequence` as a player would: on whatever widget has the focus now."""
    focused = QApplication.focusWidget()
    assert focused is not None
    combination = sequence[0]
    qtbot.keyClick(focused, combination.key(), combination.keyboardModifiers())


def bid_by_click(qtbot, view, session) -> None:
    """A bid with the mouse: a card of the hand, and its treasure if it has two."""
    seat = session.viewer
    card = session.observation(seat)["players"][seat]["hand"][0]
    click(qtbot, view, ("hand", seat, card))
    if view.pending() == "treasure":
        treasure = next(key for key in view.stage.keys()
                        if key[0] == "button" and key[1].startswith("bid_"))
        click(qtbot, view, treasure)


@pytest.fixture
def in_play(qtbot, make_window):
    window = make_window()
    window.activateWindow()
    session = first_human_auction_turn(qtbot, window)
    return window, session, window.game_window


def test_ctrl_z_takes_back_a_bid_made_by_clicks(qtbot, in_play):
    window, session, page = in_play
    before = session.observation(0)
    qtbot.mouseClick(page.view.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(4, 4))
    bid_by_click(qtbot, page.view, session)
    assert wait_for_human(qtbot, session)  # the computers answered
    assert session.observation(0) != before
    press(qtbot, QKeySequence(QKeySequence.StandardKey.Undo))
    assert session.observation(0) == before
    assert page.log.entries() == session.log()


def test_ctrl_z_takes_back_a_bid_after_a_hint(qtbot, in_play):
    window, session, page = in_play
    bid_by_click(qtbot, page.view, session)
    assert wait_for_human(qtbot, session)
    before = session.observation(0)
    bid_by_click(qtbot, page.view, session)
    assert wait_for_human(qtbot, session)
    qtbot.mouseClick(page.hint.button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: page.hint.label.isVisible()
                    and page.hint.label.text() != "Thinking…", timeout=30_000)
    press(qtbot, QKeySequence(QKeySequence.StandardKey.Undo))
    assert session.observation(0) == before


def menu_shortcuts(window) -> list:
    actions = [action for menu in (window.game_menu, window.help_menu)
               for action in menu.actions() if not action.shortcut().isEmpty()]
    return [action for action in actions if action is not window.quit_action]


@pytest.mark.parametrize("focus", ["table", "bid", "log"])
def test_every_menu_shortcut_works_whatever_has_the_focus(qtbot, in_play, monkeypatch, focus):
    window, session, page = in_play
    # the file dialogs would wait for a choice: they answer "cancelled" at once
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *args, **kw: ("", ""))
    monkeypatch.setattr(QFileDialog, "exec", lambda dialog: 0)
    assert main_window.QFileDialog is QFileDialog
    session.step_delay_ms = 60_000  # after a bid the computer waits: Undo stays possible
    names = []
    for action in menu_shortcuts(window):
        if session.legal_actions():  # a bid first, so that there is a move to take back
            bid_by_click(qtbot, page.view, session)
            # offered once the bid is judged to have shown nothing hidden
            qtbot.waitUntil(window.undo_action.isEnabled)
        if focus == "log":
            qtbot.mouseClick(page.log.list.viewport(), Qt.MouseButton.LeftButton)
            assert QApplication.focusWidget() is page.log.list
        elif focus == "table":
            qtbot.mouseClick(page.view.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(4, 4))
        with qtbot.waitSignal(action.triggered, timeout=1000, raising=False) as triggered:
            press(qtbot, action.shortcut())
        assert triggered.signal_triggered, action.shortcut().toString()
        names.append(action.shortcut().toString())
        for widget in QApplication.topLevelWidgets():  # close what the shortcut opened
            if widget is not window and widget.isVisible():
                widget.close()
        window.activateWindow()
        page = window.game_window
        session = window.session
        session.step_delay_ms = 60_000
    assert {"Ctrl+Z", "Ctrl+N", "Ctrl+S", "Ctrl+O", "F1"} <= set(names)
