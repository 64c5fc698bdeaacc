"""The hint on the table: a ring around what the suggested move starts with (a card, a
camel, a chip, a button) or around the space it goes to.

A ring is a child of the item it marks, so it follows the item through every
animation; a ring around a place without an item (a space of the board) stands
on its own. Each table names what to mark (`TableView.hint_keys`, `hint_rects`)."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem

# a light blue apart from the yellow of the legal targets, and dashed: it does not
# depend on telling colours apart
HINT_COLOUR = QColor("#5fd3ff")
HINT_Z = 900.0  # a ring without an item: over the board and its pieces, under the status
MARGIN = 6.0


class HintMark(QGraphicsItem):
    """A thick dashed ring with a soft glow around `rect` (in its parent's coordinates)."""

    def __init__(self, rect: QRectF, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self._rect = rect.adjusted(-MARGIN, -MARGIN, MARGIN, MARGIN)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)

    def marked_rect(self) -> QRectF:
        return QRectF(self._rect)

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt's name)
        return self._rect.adjusted(-8, -8, 8, 8)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        radius = min(14.0, min(self._rect.width(), self._rect.height()) / 2)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for width, alpha in ((14, 50), (9, 90)):
            colour = QColor(HINT_COLOUR)
            colour.setAlpha(alpha)
            painter.setPen(QPen(colour, width))
            painter.drawRoundedRect(self._rect, radius, radius)
        painter.setPen(QPen(QColor("#10324a"), 5.5))
        painter.drawRoundedRect(self._rect, radius, radius)
        pen = QPen(HINT_COLOUR, 4.0, Qt.PenStyle.DashLine)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        painter.setPen(pen)
        painter.drawRoundedRect(self._rect, radius, radius)
