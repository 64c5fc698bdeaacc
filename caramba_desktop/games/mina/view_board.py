"""The board of Caramba! – Mina de Plata: its geometry, the items the table is
made of (track, spaces, Caramba card, halo) and the motions of sombreros and dice."""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import (
    QCoreApplication,
    QPointF,
    QRectF,
    Qt,
)
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

from caramba_desktop.games.mina.data import SPACES, terrain
from caramba_desktop.ui.palette import ink_on
from caramba_desktop.ui.scene import (
    SvgItem,
    animate_along,
    animate_to,
    asset_path,
    paint_svg,
    reading,
    scene_font,
    stop_animation,
)

INK, CREAM, SAND, GLOW = "#2b1a0e", "#fbf3e1", "#ecd6b0", "#ffd54a"
ACAPULCO, MINE = "Acapulco", "Mina de Plata"  # proper names, the same in every language

# ----- layout (scene units) -------------------------------------------------------------

EDGE = 16.0
RIGHT_W = 330.0  # the right column: mine and pot, arrivals, Caramba card, dice, buttons
PER_ROW = 12  # the track: five rows of twelve spaces
ROW_Y0, ROW_DY = 640.0, 135.0  # the bottom row's centre line, the distance between rows
TURN = 92.0  # room beside the rows for the road's turns
MAX_STEP = 104.0
STATUS_Y = 738.0
PURSE_TOP, PURSE_H = 772.0, 212.0
HAT_W, HAT_H = 60.0, 45.0  # a sombrero on the track
STACK_UP = 20.0  # how much higher a sombrero stands on another
CHIP = 36.0  # an ambush chip
COIN = 40.0  # a gold or silver chip in a purse
DIE, DIE_STEP = 46.0, 52.0
BOUGHT_RISE = 14.0  # how far a die marked to buy off stands out of the row
BUTTON_W, BUTTON_H = RIGHT_W - 6, 44.0
CARD_TOP, CARD_H = 256.0, 248.0
TRAY_TOP = 516.0
HOP_MS = 70  # one space of a sombrero's hop
HOP_MAX_MS = 1100
TUMBLE_MS = 420


def mina_svg(name: str) -> str:
    return asset_path("mina", name)


def sombrero_svg(owner: int) -> str:
    return mina_svg(f"sombrero_{owner % 6}.svg")


def ordinal_place(place: int) -> str:
    if place == 1:  # French writes the first place apart: 1ᵉʳ, then 2ᵉ, 3ᵉ
        return QCoreApplication.translate("MinaView", "1.", "the first place in a ranking")
    return QCoreApplication.translate("MinaView", "{place}.", "a place in a ranking: 2., 3.").format(
        place=place)


class Track:
    """Where every space lies on a table `width` wide."""

    def __init__(self, width: float) -> None:
        left, right = EDGE + 8, width - EDGE - RIGHT_W - 8
        self.step = min(MAX_STEP, (right - left - 2 * TURN) / (PER_ROW - 1))
        span = self.step * (PER_ROW - 1)
        self.x0 = left + TURN + (right - left - 2 * TURN - span) / 2
        self.tile = min(84.0, self.step * 0.86)
        self.centres: dict[int, QPointF] = {}
        for s in range(1, SPACES + 1):
            row, col = divmod(s - 1, PER_ROW)
            x_col = col if row % 2 == 0 else PER_ROW - 1 - col
            wobble = 9.0 * math.sin(x_col * 0.8 + row * 1.9)  # a road, not a grid
            self.centres[s] = QPointF(self.x0 + x_col * self.step, ROW_Y0 - row * ROW_DY + wobble)
        self.acapulco = QPointF(max(EDGE + 40, self.centres[1].x() - TURN * 0.95),
                                self.centres[1].y() - 10)
        last = self.centres[SPACES]
        self.mine_door = QPointF(width - EDGE - RIGHT_W + 70, last.y() + 4)

    def road(self) -> QPainterPath:
        """From Acapulco through every space, bulging out at the ends of the rows."""
        path = QPainterPath(self.acapulco + QPointF(0, 34))
        path.lineTo(self.centres[1])
        for s in range(2, SPACES + 1):
            a, b = self.centres[s - 1], self.centres[s]
            if (s - 1) % PER_ROW == 0:
                out = ROW_DY * 0.67 * (1 if ((s - 2) // PER_ROW) % 2 == 0 else -1)
                path.cubicTo(a + QPointF(out, 0), b + QPointF(out, 0), b)
            else:
                path.lineTo(b)
        path.lineTo(self.mine_door)
        return path

    def hop(self, start: int, end: int | None, mine: QPointF) -> list[QPointF]:
        """The places a sombrero passes from space `start` to `end` (None: into the mine)."""
        stop = SPACES if end is None else end
        points = [self.centres[s] for s in range(start, stop + 1)]
        return points + [self.mine_door, mine] if end is None else points


class BoardItem(QGraphicsObject):
    """The road and its sixty spaces, painted once into a cache: they never change during
    a game, and a redraw of the table should not pay for them."""

    def __init__(self, track: Track) -> None:
        super().__init__()
        self._track = track
        self._road = track.road()
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_track(self, track: Track) -> None:
        if track is not self._track:
            self.prepareGeometryChange()
            self._track, self._road = track, track.road()
            self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt's name)
        return self._road.boundingRect().adjusted(-60, -60, 60, 60)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        for colour, width in (("#3a2f24", 66.0), ("#c9a979", 56.0)):
            pen = QPen(QColor(colour), width)
            pen.setCapStyle(Qt.PenCapStyle.RoundCap)
            pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
            painter.setPen(pen)
            painter.drawPath(self._road)
        size = self._track.tile
        painter.setFont(scene_font(reading.grown(size * 0.21, size * 0.3)))
        for space, centre in self._track.centres.items():
            rect = QRectF(centre.x() - size / 2, centre.y() - size / 2, size, size)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(0, 0, 0, 60))
            painter.drawRoundedRect(rect.translated(1.5, 2.5), size * 0.14, size * 0.14)
            paint_svg(painter, mina_svg(f"tile_{terrain(space)}.svg"), rect)
            painter.setPen(QColor(20, 12, 6, 175))
            painter.drawText(rect.adjusted(size * 0.1, size * 0.05, 0, 0),
                             Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop, str(space))


class SpaceItem(SvgItem):
    """A space to choose, laid over its tile on the board: only the highlight of a legal
    target (or the dimming of one that is not) is drawn."""

    def __init__(self, size: float) -> None:
        super().__init__(mina_svg("tile_stone.svg"), size, size, size * 0.14)

    def set_size(self, size: float) -> None:
        if size != self._w:
            self.geometry_changes()
            self._w = self._h = size
            self._r = size * 0.14
            self.update()

    def _paint_content(self, painter: QPainter) -> None:
        pass  # the board shows the tile


class AmbushChipItem(SvgItem):
    """An ambush chip ringed in its owner's colour and marked with the owner's initial
    (colour alone does not tell every pair of players apart); a chip the player may
    pick up glows all the time, not only when pointed at."""

    glow_margin = 12.0

    def __init__(self) -> None:
        super().__init__(mina_svg("ambush.svg"), CHIP, CHIP, CHIP / 2)
        self.owner_colour, self.mark = INK, ""

    def set_owner(self, colour: str, mark: str) -> None:
        if (colour, mark) != (self.owner_colour, self.mark):
            self.owner_colour, self.mark = colour, mark
            self.update()

    def _paint_under(self, painter: QPainter) -> None:
        if not self.legal:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        for k, alpha in ((12, 60), (9, 110), (6, 170)):
            colour = QColor(GLOW)
            colour.setAlpha(alpha)
            painter.setBrush(colour)
            painter.drawEllipse(QPointF(0, 0), CHIP / 2 + k, CHIP / 2 + k)
        # a white ring: the glow alone fades into the yellow gravel tiles
        painter.setPen(QPen(QColor("#ffffff"), 2.5))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(QPointF(0, 0), CHIP / 2 + 3.5, CHIP / 2 + 3.5)

    def _paint_content(self, painter: QPainter) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(INK), 1.2))
        painter.setBrush(QColor(self.owner_colour))
        painter.drawEllipse(QPointF(0, 0), CHIP / 2, CHIP / 2)
        inner = CHIP * 0.66
        paint_svg(painter, self._path, QRectF(-inner / 2, -inner / 2, inner, inner))
        if self.mark:
            centre, r = QPointF(CHIP * 0.36, CHIP * 0.36), CHIP * 0.27
            painter.setPen(QPen(QColor(CREAM), 1.4))
            painter.drawEllipse(centre, r, r)
            painter.setFont(scene_font(r * (1.15 if len(self.mark) == 1 else 0.95), bold=True))
            painter.setPen(QColor(ink_on(self.owner_colour)))
            painter.drawText(QRectF(centre.x() - r, centre.y() - r, 2 * r, 2 * r),
                             Qt.AlignmentFlag.AlignCenter, self.mark)


@dataclass(frozen=True)
class CardContent:
    """What the Caramba card says: a title, rows of costs by number of dice or place of
    arrival (in silver, shown by a silver chip: the word would not fit in every
    language), the greeting; `chosen` dice bought off are highlighted."""

    title: str
    rows: list  # (heading, unit, costs for 1, 2, 3, ...)
    greeting: str
    greeting_cost: int
    chosen: int


MIN_TEXT_SCALE = 0.8  # a card's text shrinks to fit its place, but no smaller than this


def fitted_font(text: str, size: float, width: float, least: float | None = None) -> QFont:
    """The font of `size` shrunk (down to `least`, else MIN_TEXT_SCALE of it) until
    `text` fits `width`: whole pixels, rounded down, since a size rounded up could
    overflow again."""
    least = size * MIN_TEXT_SCALE if least is None else least
    natural = QFontMetricsF(scene_font(size)).horizontalAdvance(text)
    if natural <= width:
        return scene_font(size)
    pixels = max(math.ceil(least), math.floor(size * width / natural))
    font = scene_font(pixels)
    while pixels > least and QFontMetricsF(font).horizontalAdvance(text) > width:
        pixels -= 1  # the advance of a font does not shrink quite in proportion
        font = scene_font(pixels)
    return font
CARD_GROWTH = 1.25  # the card's lines are 24 apart: its texts grow this much at most


def card_font(text: str, size: float, width: float) -> QFont:
    """A text of the Caramba card at the text size, as far as its line and width allow."""
    return fitted_font(text, reading.grown(size, size * CARD_GROWTH), width,
                       least=size * MIN_TEXT_SCALE)


SILVER = 22.0  # the silver chip that stands for "silver" on the card


class CostCardItem(QGraphicsObject):
    """The Caramba card, painted in one piece (it holds many small numbers)."""

    def __init__(self, width: float, height: float) -> None:
        super().__init__()
        self._w, self._h = width, height
        self.content: CardContent | None = None
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_content(self, content: CardContent) -> None:
        if content != self.content:
            self.content = content
            self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt's name)
        return QRectF(-self._w / 2, -self._h / 2, self._w, self._h)

    def _text(self, painter: QPainter, x: float, y: float, text: str, size: float,
              colour: str, align: Qt.AlignmentFlag, width: float) -> None:
        """`text` at (x, y): x is the left edge or, centred, the middle; shrunk to fit."""
        painter.setFont(card_font(text, size, width))
        painter.setPen(QColor(colour))
        left = x if align & Qt.AlignmentFlag.AlignLeft else x - width / 2
        painter.drawText(QRectF(left, y - size, width, 2 * size),
                         align | Qt.AlignmentFlag.AlignVCenter, text)

    def _columns(self) -> tuple[float, float, float, float]:
        """The left and right edge of the writing, a cost column's width, the labels' width."""
        rect = self.boundingRect()
        left, right = rect.left() + 22, rect.right() - 22
        columns = max(1, len(self.content.rows[0][2])) if self.content else 1
        step = min(42.0, (right - left - 70) / columns)
        return left, right, step, right - left - columns * step - 4

    def texts(self) -> list[tuple]:
        """Every text of the card: (x, y, text, size, colour, alignment, width)."""
        card = self.content
        if card is None:
            return []
        left, right, step, labels = self._columns()
        top = self.boundingRect().top()
        centre, start = Qt.AlignmentFlag.AlignHCenter, Qt.AlignmentFlag.AlignLeft
        columns = len(card.rows[0][2])
        texts = [(0.0, top + 27, card.title, 17, "#6b1d12", centre, right - left)]
        y = top + 62
        for heading, unit, costs in card.rows:
            texts += [(left, y, heading, 16, INK, start, right - left),
                      (left, y + 24, unit, 15, "#7d5a3c", start, labels)]
            for k, cost in enumerate(costs, start=1):
                x = right - (columns - k + 0.5) * step
                texts += [(x, y + 24, str(k), 15, "#7d5a3c", centre, step),
                          (x, y + 48, str(cost), 18, INK, centre, step)]
            y += 78
        return texts + [(left, y, card.greeting, 16, INK, start, right - left - step),
                        (right - step / 2, y, str(card.greeting_cost), 18, INK, centre, step)]

    def cramped(self) -> list[str]:
        """The texts that do not fit their place even shrunk as far as they may be."""
        return [text for _, _, text, size, _, _, width in self.texts()
                if QFontMetricsF(card_font(text, size, width)).horizontalAdvance(text)
                > width]

    def paint(self, painter: QPainter, option, widget=None) -> None:
        card = self.content
        rect = self.boundingRect()
        paint_svg(painter, mina_svg("card.svg"), rect)
        if card is None:
            return
        left, right, step, _ = self._columns()
        y = rect.top() + 62 + 36
        if 1 <= card.chosen <= len(card.rows[0][2]):
            x = right - (len(card.rows[0][2]) - card.chosen + 0.5) * step
            painter.setPen(QPen(QColor(INK), 1.5))
            painter.setBrush(QColor(GLOW))
            painter.drawRoundedRect(QRectF(x - step / 2 + 2, y, step - 4, 24), 12, 12)
        for row in range(len(card.rows)):
            coin = QRectF(left, rect.top() + 62 + row * 78 + 48 - SILVER / 2, SILVER, SILVER)
            paint_svg(painter, mina_svg("silver.svg"), coin)
        for text in self.texts():
            self._text(painter, *text)


class HaloItem(QGraphicsObject):
    """A soft glow under the sombrero to move."""

    def __init__(self) -> None:
        super().__init__()
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt's name)
        return QRectF(-48, -30, 96, 60)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setPen(Qt.PenStyle.NoPen)
        for k, alpha in ((46, 50), (38, 80), (30, 120)):
            colour = QColor(GLOW)
            colour.setAlpha(alpha)
            painter.setBrush(colour)
            painter.drawEllipse(QPointF(0, 10), k, k * 0.5)


def hop(item: QGraphicsItem, points: list[QPointF]) -> None:
    """A sombrero hopping along the track, a little jump per space."""
    duration = min(HOP_MAX_MS, HOP_MS * (len(points) - 1))
    animate_along(item, points, duration, lift=lambda length: min(14.0, length * 0.3))


def tumble(item: QGraphicsItem, start: QPointF, end: QPointF) -> None:
    """A die thrown from `start` that rolls over to `end`."""
    stop_animation(item)
    item.setPos(start)
    item.setRotation(-300.0)
    item.setOpacity(1.0)
    animate_to(item, end, TUMBLE_MS, rotation=0.0, scale=1.0, opacity=1.0)
