"""The main window opens, lists the four games and remembers its size."""

import pytest
from PySide6.QtCore import QPoint, QRect, QTranslator
from PySide6.QtWidgets import QLabel, QScrollArea

from caramba_desktop import meta
from caramba_desktop.ui.main_window import MainWindow

TITLES = ["Caramba!", "CABO", "Caravan", "Caramba! – Mina de Plata"]


def open_window(qtbot) -> MainWindow:
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window


def test_lists_the_four_games(qtbot):
    window = open_window(qtbot)
    assert window.windowTitle() == meta.APP_NAME
    assert [card.game_id for card in window.start_page.cards] == [
        "caramba",
        "cabo",
        "caravan",
        "mina",
    ]
    titles = [label.text() for label in window.findChildren(QLabel, "gameTitle")]
    assert titles == TITLES
    assert all(label.isVisible() for label in window.findChildren(QLabel, "gameTitle"))


def test_the_two_caramba_games_are_told_apart(qtbot):
    window = open_window(qtbot)
    by_id = {card.game_id: card for card in window.start_page.cards}
    texts = {
        game_id: " ".join(label.text() for label in card.findChildren(QLabel))
        for game_id, card in by_id.items()
    }
    assert "Auction and bluff" in texts["caramba"] and "Michael Schacht" in texts["caramba"]
    assert "Alex Randolph" in texts["mina"] and "2–6 players" in texts["mina"]


def test_remembers_its_geometry(qtbot):
    window = open_window(qtbot)
    window.resize(1024, 700)  # the smallest width; lower than the default
    window.close()
    again = open_window(qtbot)
    assert (again.width(), again.height()) == (1024, 700)


class Marked(QTranslator):
    """A stand-in language: every MainWindow text behind a »."""

    def translate(self, context, source_text, disambiguation=None, n=-1):
        return "»" + source_text if context == "MainWindow" else ""

    def isEmpty(self):  # Qt skips an empty translator
        return False


def test_switches_language_live(qtbot, qapp):
    window = open_window(qtbot)
    translator = Marked()
    assert qapp.installTranslator(translator)
    try:
        qtbot.waitUntil(lambda: window.game_menu.title() == "»&Game")
        titles = [label.text() for label in window.findChildren(QLabel, "gameTitle")]
        assert titles == ["»" + title for title in TITLES]
    finally:
        qapp.removeTranslator(translator)
    qtbot.waitUntil(lambda: window.game_menu.title() == "&Game")
    assert [label.text() for label in window.findChildren(QLabel, "gameTitle")] == TITLES


class _Screen:
    def __init__(self, width: int, height: int) -> None:
        self._rect = QRect(0, 0, width, height)

    def availableGeometry(self) -> QRect:  # noqa: N802 (Qt's name)
        return self._rect


@pytest.mark.parametrize(("screen", "first"), [
    ((1920, 1040), (1280, 800)),  # room enough: the usual size
    ((1366, 728), (1280, 688)),  # a laptop: the window and its title bar fit the screen
    ((1280, 720), (1280, 680)),
    ((1024, 600), (1024, 560)),  # a netbook
])
def test_the_first_window_fits_the_screen(qapp, monkeypatch, screen, first):
    monkeypatch.setattr(MainWindow, "screen", lambda self: _Screen(*screen))
    window = MainWindow()
    try:
        assert (window.width(), window.height()) == first
        assert window.height() + MainWindow.FRAME_ALLOWANCE <= screen[1]
    finally:
        window.close()


def netbook_window(qtbot, monkeypatch, screen=(1024, 600)) -> MainWindow:
    """The window as it first opens on a small screen, title bar included."""
    monkeypatch.setattr(MainWindow, "screen", lambda self: _Screen(*screen))
    window = open_window(qtbot)
    assert window.height() + MainWindow.FRAME_ALLOWANCE <= screen[1]
    return window


def in_sight(widget, window) -> bool:
    """`widget` shown whole inside the window and not scrolled out of its scroll area."""
    rect = QRect(widget.mapTo(window, QPoint(0, 0)), widget.size())
    if not (widget.isVisibleTo(window) and window.rect().contains(rect)):
        return False
    area = widget.parentWidget()
    while area is not None and not isinstance(area, QScrollArea):
        area = area.parentWidget()
    if area is None:
        return True
    port = area.viewport()
    return QRect(port.mapTo(window, QPoint(0, 0)), port.size()).contains(rect)


@pytest.mark.parametrize("screen", [(1024, 600), (1280, 720), (1366, 768)])
def test_a_small_screen_sees_every_door_of_the_start_page(qtbot, monkeypatch, screen):
    window = netbook_window(qtbot, monkeypatch, screen)
    page = window.start_page
    qtbot.waitUntil(lambda: in_sight(page.settings_button, window))
    for button in (page.open_button, page.games_played_button, page.statistics_button,
                   page.settings_button, page.about_button):
        assert in_sight(button, window), button.text()
    for card in page.cards:  # every game's buttons without scrolling
        for button in (card.new_button, card.tutorial_button, card.rules_button):
            assert in_sight(button, window), (card.game_id, button.text())


def test_a_netbook_sees_the_side_buttons_and_the_memory_aid(qtbot, monkeypatch, make_window):
    from caramba_desktop.session.session import GameSession
    from caramba_desktop.tools.screenshots import table_record

    monkeypatch.setattr(MainWindow, "screen", lambda self: _Screen(1024, 600))
    window = make_window()
    window.resize(window.first_size())
    assert window.height() + MainWindow.FRAME_ALLOWANCE <= 600
    window._show_session(GameSession.from_record(table_record("cabo", 5, 40), step_delay_ms=0,
                                                 chance_delay_ms=0), None)
    page = window.game_window
    qtbot.waitUntil(lambda: page.view.memory_aid.isVisible())
    for widget in (page.undo_button, page.hint.button, page.rules_button, page.leave_button,
                   page.view.memory_aid):
        assert in_sight(widget, window), widget.objectName()
