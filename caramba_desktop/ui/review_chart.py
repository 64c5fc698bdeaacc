"""The review's chart: the chance to win over the game, drawn with QPainter.

One point per decision of the reviewed seat, left to right: the line is the
chance after the move the seat made (where the search weighed it), the pale
band up to the chance of the best choice, a marked decision a dot in its mark's
colour. A click on the chart jumps to the nearest decision (`decisionClicked`).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QMouseEvent, QPainter, QPainterPath, QPalette, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

LINE_COLOUR = "#3b7dd8"
BEST_COLOUR = "#3b7dd8"  # drawn faint: the room the best choice left
MARK_COLOURS = {"look_again": "#e0a325", "costly_slip": "#c8412d"}
DOT = 4.0  # px, a mark's radius


class ChanceChart(QWidget):
    decisionClicked = Signal(int)  # the decision's index in the record

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("reviewChart")
        self.entries: list[dict] = []
        self.current: int | None = None  # the decision the replay shows
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setCursor(Qt.CursorShape.PointingHandCursor)

    def set_entries(self, entries: list[dict]) -> None:
        self.entries = list(entries)
        self.retranslate()
        self.update()

    def set_current(self, index: int | None) -> None:
        self.current = index
        self.update()

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        return QSize(260, 92)

    def minimumSizeHint(self) -> QSize:  # noqa: N802
        return QSize(120, 92)

    def _area(self) -> QRectF:
        return QRectF(self.rect()).adjusted(DOT + 1, DOT + 2, -DOT - 1, -14)

    def point(self, order: int, chance: float) -> QPointF:
        """Where decision number `order` with `chance` lies on the chart."""
        area = self._area()
        step = area.width() / max(1, len(self.entries) - 1)
        return QPointF(area.left() + order * step, area.bottom() - chance * area.height())

    def paintEvent(self, event) -> None:  # noqa: N802
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        ink = self.palette().color(QPalette.ColorRole.WindowText)
        area = self._area()
        painter.setPen(QPen(QColor(ink.red(), ink.green(), ink.blue(), 60), 1,
                            Qt.PenStyle.DashLine))
        middle = area.top() + area.height() / 2
        painter.drawLine(QPointF(area.left(), middle), QPointF(area.right(), middle))
        painter.setPen(QPen(ink, 1))
        painter.drawLine(area.bottomLeft(), area.bottomRight())
        self._draw_lines(painter)
        for order, entry in enumerate(self.entries):
            chance = entry.get("played_chance")
            if chance is None:  # not weighed enough: the mark sits on the best choice's line
                chance = entry.get("best_chance")
            if chance is None:
                chance = 0.5
            if entry.get("index") == self.current:
                painter.setPen(QPen(ink, 1))
                x = self.point(order, 0).x()
                painter.drawLine(QPointF(x, area.top()), QPointF(x, area.bottom()))
            colour = MARK_COLOURS.get(entry.get("mark"))
            if colour:
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(QColor(colour))
                painter.drawEllipse(self.point(order, chance), DOT, DOT)
        font = QFont(self.font())
        font.setPointSizeF(max(6.0, font.pointSizeF() * 0.8))
        painter.setFont(font)
        painter.setPen(QPen(ink, 1))
        below = QRectF(area.left(), area.bottom() + 1, area.width(), 13)
        painter.drawText(below, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop,
                         QCoreApplication.translate("Review", "start"))
        painter.drawText(below, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop,
                         QCoreApplication.translate("Review", "end"))
        painter.end()

    def _draw_lines(self, painter: QPainter) -> None:
        """The played chance as a line, the best choice's as a faint one above it."""
        for key, colour, alpha, width in (("best_chance", BEST_COLOUR, 70, 1.0),
                                          ("played_chance", LINE_COLOUR, 255, 2.0)):
            path = QPainterPath()
            started = False
            for order, entry in enumerate(self.entries):
                chance = entry.get(key)
                if chance is None:
                    continue
                if started:
                    path.lineTo(self.point(order, chance))
                else:
                    path.moveTo(self.point(order, chance))
                    started = True
            pen_colour = QColor(colour)
            pen_colour.setAlpha(alpha)
            painter.setPen(QPen(pen_colour, width))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPath(path)

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        if not self.entries or event.button() != Qt.MouseButton.LeftButton:
            return
        x = event.position().x()
        nearest = min(range(len(self.entries)), key=lambda order: abs(self.point(order, 0).x()
                                                                      - x))
        self.decisionClicked.emit(self.entries[nearest]["index"])

    def retranslate(self) -> None:
        self.setToolTip(QCoreApplication.translate(
            "Review", "Your chance to win after each of your decisions; the faint line: "
                      "after the best choice. A click shows that decision."))
        self.setAccessibleName(QCoreApplication.translate("Review", "Chance to win over the game"))
