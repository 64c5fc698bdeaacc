"""A window's title as its title bar shows it, and a dialog wide enough to show it whole.

The system draws the title bar: Qt gives it the title followed by " — " and the
application's name, and the window manager cuts what does not fit between the
window's icon and its buttons ("Paramètres —… mba Desktop" in a dialog sized for
its fields alone)."""

from __future__ import annotations

from PySide6.QtGui import QFont, QFontMetrics, QGuiApplication
from PySide6.QtWidgets import QWidget

# the title bar's icon and buttons (minimise, maximise, close) and its margins, in px:
# a generous measure of the common window managers' frames
TITLE_BAR_CONTROLS = 140


def shown_title(window: QWidget) -> str:
    """The text of `window`'s title bar."""
    name = QGuiApplication.applicationDisplayName()
    title = window.windowTitle()
    return f"{title} — {name}" if name and name not in title else title


def title_bar_width(window: QWidget) -> int:
    """How wide `window` must be for its title bar to show the title whole (title bars
    draw it in bold, a little larger than the text of the window)."""
    font = QFont(window.font())
    font.setBold(True)
    font.setPointSizeF(font.pointSizeF() * 1.1)
    return QFontMetrics(font).horizontalAdvance(shown_title(window)) + TITLE_BAR_CONTROLS


def keep_title_whole(window: QWidget) -> None:
    """Make `window` no narrower than its title needs (call it after each new title)."""
    window.setMinimumWidth(title_bar_width(window))
