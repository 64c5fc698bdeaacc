"""The Caravan board: the desert with its cities painted once, the spaces to
choose, the path a good takes along a chain, the actions left, and the art and
measures the table shares."""

from __future__ import annotations

import math
from collections import deque
from collections.abc import Callable

from PySide6.QtCore import (
    QPointF,
    QRectF,
    Qt,
)
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

from caramba_desktop.games.caravan import data as D
from caramba_desktop.games.caravan.texts import (
    NUMBER_AT,
)
from caramba_desktop.ui.scene import (
    TABLE_HEIGHT,
    SvgItem,
    animate_along,
    asset_path,
    paint_badge,
    paint_svg,
    reading,
    scene_font,
)

INK, CREAM, SAND, GLOW = "#2b1a0e", "#fbf3e1", "#f0d2b8", "#ffd54a"
# the goods' colours named by the rulebook (the art uses the same, assets/caravan/make_art.py)
GOOD_COLOURS = {"meat": "#c62f2a", "swords": "#2f63b8", "salt": "#f4f1ea", "hides": "#7a4a24",
                "ivory": "#9b9b9b", "cloth": "#7a3f9e", "gems": "#2f9a4a", "paper": "#ee8fb6"}

# ----- layout (scene units) -------------------------------------------------------------

BX, BY, CELL = 52.0, 46.0, 130.0  # the board's top-left corner and a space's side
EDGE = 16.0
COLUMN_X = BX + D.SIZE * CELL + 30  # the right column
STATUS_Y, TURN_Y = 40.0, 104.0
MATS_TOP, MATS_BOTTOM = 150.0, TABLE_HEIGHT - EDGE - 66
CAMEL_W, CAMEL_H = 62.0, 50.0
GOOD = 40.0  # a good lying on the board
CARGO = 30.0  # a good on a camel's back
TOKEN = 34.0  # a good on a player's board
MARKER = 28.0  # a demand marker
CAMEL_Z = 100.0  # a camel on the board: CAMEL_Z + y / 50, the lower the nearer
STOLEN_Z = CAMEL_Z + 30  # a stolen good at its camel's feet: in front of every camel
STEP_MS = 150  # a good's hop from one camel to the next
TRAVEL_MAX_MS = 1400

# where the camels of one space stand, by how many share it (offsets in cells)
SLOTS = {1: [(0.0, 0.12)], 2: [(-0.2, 0.12), (0.2, 0.16)],
         3: [(-0.22, 0.06), (0.22, 0.08), (0.0, 0.3)],
         4: [(-0.22, 0.0), (0.22, 0.02), (-0.2, 0.3), (0.2, 0.32)]}
# in a city they stand higher, on the city itself, so that its name below stays readable
CITY_SLOTS = {1: [(0.0, -0.08)], 2: [(-0.2, -0.1), (0.2, -0.08)],
              3: [(-0.22, -0.22), (0.22, -0.2), (0.0, -0.04)],
              4: [(-0.22, -0.22), (0.22, -0.2), (-0.2, -0.04), (0.2, -0.02)]}


def caravan_svg(name: str) -> str:
    return asset_path("caravan", name)


def camel_svg(player: int) -> str:
    return caravan_svg(f"camel_{player % 4}.svg")


def good_svg(good: str) -> str:
    return caravan_svg(f"good_{good}.svg")


def cell_centre(space: int) -> QPointF:
    row, col = D.row_col(space)
    return QPointF(BX + (col + 0.5) * CELL, BY + (row + 0.5) * CELL)


def city_name_band(space: int) -> QRectF:
    """Where a city's name is written: a band along the bottom of its space."""
    c = cell_centre(space)
    return QRectF(c.x() - CELL / 2 + 8, c.y() + CELL / 2 - 38, CELL - 16, 26)


def city_good_rect(space: int) -> QRectF:
    """Where a city shows the good it takes: its top-right corner."""
    c = cell_centre(space)
    return QRectF(c.x() + CELL / 2 - 38, c.y() - CELL / 2 + 10, 28, 28)


def terrain(space: int) -> str:
    """Decoration only: a fixed scatter of dunes, rock and oases over the sand."""
    if space in D.CITY_AT or space in NUMBER_AT:
        return "sand"
    return ("sand", "dunes", "sand", "rock", "sand", "dunes", "oasis", "sand")[
        (space * 2654435761 >> 7) % 8]


def chain_path(spaces: set[int], start: int, end: int) -> list[int]:
    """A shortest way from start to end through `spaces` (orthogonal steps)."""
    parent: dict[int, int | None] = {start: None}
    todo = deque([start])
    while todo:
        here = todo.popleft()
        for nxt in D.NEIGHBOURS[here]:
            if nxt in spaces and nxt not in parent:
                parent[nxt] = here
                todo.append(nxt)
    if end not in parent:
        return [start, end]
    path = [end]
    while path[-1] != start:
        path.append(parent[path[-1]])
    return path[::-1]


def space_at(point: QPointF) -> int | None:
    """The space under a point of the table (None: off the board)."""
    col, row = math.floor((point.x() - BX) / CELL), math.floor((point.y() - BY) / CELL)
    return D.cell(row, col) if 0 <= row < D.SIZE and 0 <= col < D.SIZE else None


class BoardItem(QGraphicsObject):
    """The desert, its cities and numbered spaces, painted once into a cache: they never
    change during a game (only the city names with the language). A click on a space
    that no item above takes goes to `on_space(space)`: the table says why nothing
    goes there."""

    def __init__(self) -> None:
        super().__init__()
        self._names: dict[str, str] = {}
        self.on_space: Callable[[int], None] | None = None
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def mousePressEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        if self.on_space is not None and space_at(event.pos()) is not None:
            event.accept()
        else:
            event.ignore()

    def mouseReleaseEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        space = space_at(event.pos())
        if self.on_space is not None and space is not None:
            self.on_space(space)

    def set_names(self, names: dict[str, str]) -> None:
        if names != self._names:
            self._names = dict(names)
            self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt's name)
        return QRectF(BX - 40, BY - 40, D.SIZE * CELL + 60, D.SIZE * CELL + 60)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        board = QRectF(BX, BY, D.SIZE * CELL, D.SIZE * CELL)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 70))
        painter.drawRoundedRect(board.adjusted(-6, -4, 10, 12), 12, 12)
        for space in range(D.SPACES):
            c = cell_centre(space)
            rect = QRectF(c.x() - CELL / 2, c.y() - CELL / 2, CELL, CELL)
            paint_svg(painter, caravan_svg(f"tile_{terrain(space)}.svg"), rect)
        painter.setPen(QPen(QColor(110, 70, 30, 120), 1.4))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for k in range(D.SIZE + 1):
            painter.drawLine(QPointF(BX + k * CELL, BY), QPointF(BX + k * CELL, board.bottom()))
            painter.drawLine(QPointF(BX, BY + k * CELL), QPointF(board.right(), BY + k * CELL))
        painter.setPen(QPen(QColor(INK), 3))
        painter.drawRect(board)
        self._paint_cities(painter)
        for number, space in D.NUMBERED.items():
            c = cell_centre(space)
            paint_badge(painter, c + QPointF(-CELL * 0.34, -CELL * 0.34), str(number),
                        height=reading.grown(28, 36), fill=CREAM, ink=INK, border=INK)
        painter.setFont(scene_font(reading.grown(20, 28)))  # the strips are 30 high
        painter.setPen(QColor(CREAM))
        for k in range(D.SIZE):
            painter.drawText(QRectF(BX + k * CELL, BY - 36, CELL, 30), Qt.AlignmentFlag.AlignCenter,
                             "ABCDEFG"[k])
            painter.drawText(QRectF(BX - 44, BY + k * CELL, 36, CELL), Qt.AlignmentFlag.AlignCenter,
                             str(k + 1))

    def _paint_cities(self, painter: QPainter) -> None:
        for city, (space, good) in D.CITIES.items():
            c = cell_centre(space)
            rect = QRectF(c.x() - CELL / 2, c.y() - CELL / 2, CELL, CELL)
            colour = QColor(GOOD_COLOURS[good])
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(colour)
            painter.drawRect(rect)
            inner = rect.adjusted(7, 7, -7, -7)
            painter.setBrush(QColor("#f3dcaa"))
            painter.drawRoundedRect(inner, 8, 8)
            paint_svg(painter, caravan_svg("city.svg"), QRectF(c.x() - 34, c.y() - 50, 68, 68))
            paint_svg(painter, good_svg(good), city_good_rect(space))
            name = self._names.get(city, city)
            band = city_name_band(space)
            size = reading.grown(17, band.height() * 0.85)
            font = scene_font(size)
            wide = QFontMetricsF(font).horizontalAdvance(name)
            if wide > band.width() - 10:  # a long name in some language: a smaller font
                font = scene_font(max(12.0, size * (band.width() - 10) / wide))
            painter.setFont(font)
            painter.setBrush(QColor(INK))
            painter.drawRoundedRect(band, 12, 12)
            painter.setPen(QColor(CREAM))
            painter.drawText(band, Qt.AlignmentFlag.AlignCenter, name)


class SpaceItem(SvgItem):
    """A space to choose, laid over the board: the highlight of a legal target and what
    going there costs, in the top-right corner (top-left in a city: its good is there)."""

    BADGE_H = 26.0
    BADGE_MOST = 34.0  # in large print: the corner of a space has room for this much

    def __init__(self) -> None:
        super().__init__(caravan_svg("tile_sand.svg"), CELL - 6, CELL - 6, 10)
        self.cost_text = ""
        self.badge_centre = QPointF(CELL * 0.3, -CELL * 0.34)

    def set_cost(self, text: str, in_city: bool) -> None:
        centre = QPointF(CELL * (-0.3 if in_city else 0.3), -CELL * 0.34)
        if (text, centre) != (self.cost_text, self.badge_centre):
            self.cost_text, self.badge_centre = text, centre
            self.update()

    def badge_rect(self) -> QRectF:
        """The cost badge's extent in scene coordinates (its width is at most its height
        plus the text: costs have one digit)."""
        h = self._badge_height()
        return self.mapRectToScene(QRectF(self.badge_centre.x() - h / 2,
                                          self.badge_centre.y() - h / 2, h, h))

    def _badge_height(self) -> float:
        return reading.grown(self.BADGE_H, self.BADGE_MOST)

    def _paint_content(self, painter: QPainter) -> None:
        if self.cost_text:
            paint_badge(painter, self.badge_centre, self.cost_text, height=self._badge_height(),
                        fill=GLOW, ink=INK, border=INK)


class PathItem(QGraphicsObject):
    """The way a good would travel through its chain: a dotted line in its colour."""

    def __init__(self) -> None:
        super().__init__()
        self._points: list[QPointF] = []
        self._colour = GLOW
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_path(self, points: list[QPointF], colour: str) -> None:
        self.prepareGeometryChange()
        self._points, self._colour = points, colour
        self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt's name)
        if not self._points:
            return QRectF()
        xs, ys = [p.x() for p in self._points], [p.y() for p in self._points]
        return QRectF(min(xs) - 12, min(ys) - 12, max(xs) - min(xs) + 24, max(ys) - min(ys) + 24)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        if len(self._points) < 2:
            return
        path = QPainterPath(self._points[0])
        for p in self._points[1:]:
            path.lineTo(p)
        for colour, width, style in ((INK, 9.0, Qt.PenStyle.SolidLine),
                                     (self._colour, 5.0, Qt.PenStyle.DotLine)):
            pen = QPen(QColor(colour), width, style)
            pen.setCapStyle(Qt.PenCapStyle.RoundCap)
            painter.setPen(pen)
            painter.drawPath(path)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(self._colour))
        painter.drawEllipse(self._points[-1], 8, 8)


class ActionsItem(QGraphicsObject):
    """The actions of this turn: one pip per action, filled while still to spend."""

    def __init__(self) -> None:
        super().__init__()
        self._left, self._total = 0, 0
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_actions(self, left: int, total: int) -> None:
        if (left, total) != (self._left, self._total):
            self._left, self._total = left, total
            self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt's name)
        return QRectF(-4, -16, D.MAX_ACTIONS * 34 + 8, 32)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        for k in range(self._total):
            painter.setPen(QPen(QColor(CREAM), 2.5))
            painter.setBrush(QColor(GLOW) if k < self._left else QColor(0, 0, 0, 60))
            painter.drawEllipse(QPointF(14 + k * 34, 0), 12, 12)


def travel(item: QGraphicsItem, points: list[QPointF]) -> None:
    """A good handed from camel to camel along a chain."""
    duration = min(TRAVEL_MAX_MS, STEP_MS * (len(points) - 1))
    animate_along(item, points, duration, lift=lambda length: 10.0)
