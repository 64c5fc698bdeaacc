"""The status line above the table: its label, which keeps room for two lines, and its
colours (the table's; the palette's in high contrast)."""

from __future__ import annotations

from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import QLabel, QWidget

from caramba_desktop.ui import large_print, palette


class StatusLabel(QLabel):
    """The status line: a long instruction takes a second line. The bar keeps room for
    two lines, so the table below does not jump when a text needs the second one."""

    LINES_KEPT = 2

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setWordWrap(True)

    def setText(self, text: str) -> None:  # noqa: N802 (Qt's name)
        super().setText(text)
        self._fit()

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        super().resizeEvent(event)
        self._fit()

    def _fit(self) -> None:
        # measured by the font: heightForWidth would keep any minimum set before
        frame = self.height() - self.contentsRect().height()
        room = QRect(0, 0, max(1, self.contentsRect().width()), 100000)
        metrics, wrap = self.fontMetrics(), Qt.TextFlag.TextWordWrap
        lines = metrics.boundingRect(room, wrap, self.text()).height()
        kept = metrics.boundingRect(room, wrap, "\n".join("M" * self.LINES_KEPT)).height()
        self.setMinimumHeight(max(lines, kept) + frame)


def status_bar_style(game_id: str) -> str:
    """The style sheet of the status bar (#statusBar) of a table of `game_id`."""
    if large_print.high_contrast():
        return ("#statusBar { background: palette(window);"
                " border-bottom: 2px solid palette(window-text); }"
                "#statusBar QLabel { color: palette(window-text); }"
                "#statusBar QLabel#statusMessage, #statusBar QLabel#statusNote"
                " { font-weight: bold; }")
    colours = palette.table_colours(game_id)
    return (f"#statusBar {{ background: {colours['edge']}; }}"
            f"#statusBar QLabel {{ color: {colours['ink']}; }}"
            f"#statusBar QLabel#dealLabel {{ color: {colours['muted']}; }}"
            "#statusBar QLabel#statusMessage { color: #ffd0c8; font-weight: bold; }"
            "#statusBar QLabel#statusNote { color: #d8f5c8; font-weight: bold; }")
