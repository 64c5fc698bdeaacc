"""Shared scene items: cards, chips, piles, labels, buttons and player mats.

Every item is centred on its position (local rect around (0, 0)), so that
scale and rotation turn it about its centre and layouts place centres.
Sizes are in scene units ("card units": a card is 63 x 88 at scale 1).

Interactive items (cards, chips, piles, buttons) share one look for the
rules' states: a legal target is outlined and glows when hovered or focused
by the keyboard, anything else stays dimmed while the player has a choice to
make, and a chosen item carries a tick. A click calls `on_click(local_pos)`.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem

from caramba_desktop.ui.scene import reading
from caramba_desktop.ui.scene.svgcache import Shadow, svg_cache

CARD_W, CARD_H = 63.0, 88.0
CARD_RADIUS = 4.2
CARD_SHADOW = Shadow(1.2, 1.8, CARD_RADIUS, 60)  # a soft shadow lifts a card off the table

HIGHLIGHT = QColor("#ffd54a")
FOCUS = QColor("#ffffff")
DIM = QColor(30, 16, 6, 140)
TICK = QColor("#2e9d4f")


def scene_font(pixel_size: float, bold: bool = True) -> QFont:
    """The application font at a size in scene units."""
    font = QFont()
    font.setPixelSize(max(1, round(pixel_size)))
    font.setBold(bold)
    return font


def paint_badge(painter: QPainter, centre: QPointF, text: str, *, height: float = 22.0,
                fill: QColor | str = "#2b1a0e", ink: QColor | str = "#fbf3e1",
                border: QColor | str | None = "#fbf3e1") -> QRectF:
    """A rounded count badge ("3", "x4", "+2") centred on `centre`; returns its rect."""
    font = scene_font(height * 0.72)
    width = max(height, QFontMetricsF(font).horizontalAdvance(text) + height * 0.6)
    rect = QRectF(centre.x() - width / 2, centre.y() - height / 2, width, height)
    painter.save()
    painter.setPen(QPen(QColor(border), height * 0.09) if border else Qt.PenStyle.NoPen)
    painter.setBrush(QColor(fill))
    painter.drawRoundedRect(rect, height / 2, height / 2)
    painter.setPen(QColor(ink))
    painter.setFont(font)
    painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)
    painter.restore()
    return rect


class CachedBounds:
    """An item whose bounding rect is worked out once per geometry: Qt asks for it
    hundreds of times a frame, and working it out every time took a third of the
    table's painting. The item gives `_bounds_rect()` and calls `geometry_changes()`
    (not prepareGeometryChange) before its size or lift changes."""

    _bounds: QRectF | None = None

    def geometry_changes(self) -> None:
        self.prepareGeometryChange()
        self._bounds = None

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt's name)
        if self._bounds is None:
            self._bounds = self._bounds_rect()
        return self._bounds


class InteractiveMixin(CachedBounds):
    """State and painting of the rules' highlights, for QGraphicsObject subclasses."""

    glow_margin = 7.0

    def _init_interactive(self) -> None:
        self.legal = False
        self.dimmed = False
        self.focused = False
        self.marked = False
        self.hovered = False
        self.lift = 0.0  # raise the item a little (a card about to be played)
        self.hover_lift = 0.0  # and this much more while a legal target is hovered
        # called with the click's position in item coordinates (None: keyboard, tests)
        self.on_click: Callable[[QPointF | None], None] | None = None
        # a click on an item that is no choice now, but means a move the rules refuse:
        # it asks them why (the table then says the reason)
        self.on_refused: Callable[[], None] | None = None
        self.setAcceptHoverEvents(True)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)

    def set_state(self, *, legal: bool | None = None, dimmed: bool | None = None,
                  focused: bool | None = None, marked: bool | None = None,
                  lift: float | None = None, hover_lift: float | None = None) -> None:
        changed = False
        for name, value in (("legal", legal), ("dimmed", dimmed), ("focused", focused),
                            ("marked", marked), ("lift", lift), ("hover_lift", hover_lift)):
            if value is not None and getattr(self, name) != value:
                if name in ("lift", "hover_lift"):
                    self.geometry_changes()
                setattr(self, name, value)
                changed = True
        if changed:
            self.setCursor(Qt.CursorShape.PointingHandCursor if self.legal
                           else Qt.CursorShape.ArrowCursor)
            self.update()

    # Qt events ---------------------------------------------------------------

    def total_lift(self) -> float:
        return self.lift + (self.hover_lift if self.hovered and self.legal else 0.0)

    def hoverEnterEvent(self, event) -> None:
        self.prepareGeometryChange()
        self.hovered = True
        self.update()

    def hoverLeaveEvent(self, event) -> None:
        self.prepareGeometryChange()
        self.hovered = False
        self.update()

    def mousePressEvent(self, event) -> None:
        if (self.legal or self.on_refused) and event.button() == Qt.MouseButton.LeftButton:
            event.accept()
        else:
            event.ignore()

    def mouseReleaseEvent(self, event) -> None:
        if not self.contains(event.pos()):
            return
        if self.legal and self.on_click:
            self.on_click(event.pos() + QPointF(0, self.total_lift()))
        elif not self.legal and self.on_refused:
            self.on_refused()

    def click(self, local_pos: QPointF | None = None) -> bool:
        """Act as if clicked (keyboard, tests); False when not a legal target."""
        if not (self.legal and self.on_click):
            return False
        self.on_click(local_pos)
        return True

    # painting ----------------------------------------------------------------

    def _shape_rect(self) -> QRectF:
        raise NotImplementedError

    def _radius(self) -> float:
        return CARD_RADIUS

    def _bounds_rect(self) -> QRectF:
        m = self.glow_margin
        return self._shape_rect().adjusted(-m, -m - self.lift - self.hover_lift, m, m)

    def _paint_under(self, painter: QPainter) -> None:
        """The glow behind a legal target."""
        rect, r = self._shape_rect(), self._radius()
        if self.legal and (self.hovered or self.focused or self.marked):
            painter.setPen(Qt.PenStyle.NoPen)
            for k, alpha in ((6, 40), (4.5, 60), (3, 90), (1.5, 140)):
                c = QColor(FOCUS if self.focused and not self.hovered else HIGHLIGHT)
                c.setAlpha(alpha)
                painter.setBrush(c)
                painter.drawRoundedRect(rect.adjusted(-k, -k, k, k), r + k, r + k)

    def _paint_over(self, painter: QPainter) -> None:
        rect, r = self._shape_rect(), self._radius()
        if self.dimmed and not self.legal:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(DIM)
            painter.drawRoundedRect(rect, r, r)
        if self.legal or self.focused:  # an item the keys reach that is no choice yet too
            width = 2.6 if (self.hovered or self.focused) else 1.8
            painter.setPen(QPen(FOCUS if self.focused else HIGHLIGHT, width))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(-0.5, -0.5, 0.5, 0.5), r, r)
        if self.focused:
            painter.setPen(QPen(QColor("#2b1a0e"), 1.2, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(2.5, 2.5, -2.5, -2.5), r - 1, r - 1)
        if self.marked:
            d = min(rect.width(), rect.height()) * 0.34
            c = QPointF(rect.right() - d * 0.35, rect.top() + d * 0.35)
            painter.setPen(QPen(QColor("#fbf3e1"), d * 0.08))
            painter.setBrush(TICK)
            painter.drawEllipse(c, d / 2, d / 2)
            tick = QPainterPath(c + QPointF(-d * 0.22, 0))
            tick.lineTo(c + QPointF(-d * 0.05, d * 0.17))
            tick.lineTo(c + QPointF(d * 0.24, -d * 0.17))
            pen = QPen(QColor("#fbf3e1"), d * 0.12)
            pen.setCapStyle(Qt.PenCapStyle.RoundCap)
            pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPath(tick)


def _device_pixels(painter: QPainter, width: float, height: float) -> tuple[int, int, float]:
    lod = QStyleOptionGraphicsItem.levelOfDetailFromTransform(painter.worldTransform())
    device = painter.device()
    dpr = device.devicePixelRatioF() if device is not None else 1.0
    return round(width * lod * dpr), round(height * lod * dpr), dpr


def paint_svg(painter: QPainter, path: str, rect: QRectF, shadow: Shadow | None = None) -> None:
    """Draw the SVG `path` into `rect`, rendered at the device's own resolution; over
    its `shadow` (in scene units) if given, cached with it: drawn on its own, a smooth
    rounded shadow cost as much as the picture, and cards are redrawn at every step
    of a move that turns them."""
    w, h, dpr = _device_pixels(painter, rect.width(), rect.height())
    if w <= 0 or h <= 0:
        return
    across, down = w / rect.width(), h / rect.height()  # pixels per unit
    pixmap = svg_cache().pixmap(path, w, h, dpr, shadow and shadow.in_pixels(across, down))
    target = QRectF(rect.x(), rect.y(), pixmap.width() / across, pixmap.height() / down)
    painter.drawPixmap(target, pixmap, QRectF(0, 0, pixmap.width(), pixmap.height()))


class SvgItem(InteractiveMixin, QGraphicsObject):
    """An SVG picture of a fixed size centred on the item's position."""

    def __init__(self, path: str, width: float, height: float, radius: float = 0.0,
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self._path = path
        self._w, self._h, self._r = width, height, radius
        self._init_interactive()

    @property
    def svg_path(self) -> str:
        return self._path

    def set_svg(self, path: str) -> None:
        if path != self._path:
            self._path = path
            self.update()

    def set_size(self, width: float, height: float) -> None:
        """Take the size of the place it is put in: the same good or card moved from one
        zone to another is drawn at its new zone's size, as one drawn there from scratch."""
        if (width, height) != (self._w, self._h):
            self.geometry_changes()
            self._w, self._h = width, height
            self.update()

    def _shape_rect(self) -> QRectF:
        return QRectF(-self._w / 2, -self._h / 2, self._w, self._h)

    def _radius(self) -> float:
        return self._r

    def shape(self) -> QPainterPath:
        rect = self._shape_rect().translated(0, -self.lift)
        # while hovered and raised, the place it rose from still belongs to it (no flicker)
        rect.setTop(rect.top() - (self.total_lift() - self.lift))
        path = QPainterPath()
        path.addRoundedRect(rect, self._r, self._r)
        return path

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.translate(0, -self.total_lift())
        self._paint_under(painter)
        self._paint_content(painter)
        self._paint_over(painter)

    def _paint_content(self, painter: QPainter) -> None:
        paint_svg(painter, self._path, self._shape_rect())


class CardItem(SvgItem):
    """A card: its face or its back, 63 x 88 units (size it with setScale)."""

    def __init__(self, face: str | None, back: str, face_up: bool = True,
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__(face if (face_up and face) else back, CARD_W, CARD_H, CARD_RADIUS,
                         parent)
        self._face, self._back, self._face_up = face, back, bool(face_up and face)
        self.setData(0, "card")

    @property
    def face_up(self) -> bool:
        return self._face_up

    @property
    def face(self) -> str | None:
        return self._face

    def set_card(self, face: str | None, back: str, face_up: bool) -> None:
        self._face, self._back = face, back
        self._face_up = bool(face_up and face)
        self.set_svg(face if self._face_up else back)

    def _paint_content(self, painter: QPainter) -> None:
        paint_svg(painter, self._path, self._shape_rect(), CARD_SHADOW)


class ChipItem(SvgItem):
    """A chip or token (a crate, a marker), `size` units square."""

    def __init__(self, path: str, size: float = 48.0, parent: QGraphicsItem | None = None) -> None:
        super().__init__(path, size, size, size * 0.11, parent)
        self.setData(0, "chip")

    def set_size(self, size: float) -> None:
        """A chip that moves to a place of another size (a crate won from the centre
        into a seat's row) takes that size."""
        if size != self._w:
            self.prepareGeometryChange()
            self._w = self._h = size
            self._r = size * 0.11
            self.update()

    def _paint_content(self, painter: QPainter) -> None:
        paint_svg(painter, self._path, self._shape_rect(), Shadow(1.0, 1.6, self._r, 70))


class PileItem(SvgItem):
    """A face-down (or face-up) pile with a count badge; an empty pile is an outline."""

    def __init__(self, path: str, width: float = CARD_W, height: float = CARD_H,
                 radius: float = CARD_RADIUS, count: int = 0,
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__(path, width, height, radius, parent)
        self._count = count
        self.badge_prefix = ""
        self.empty_style = "outline"  # an empty pile: "outline" (a dashed place) or "faded"
        self.setData(0, "pile")

    @property
    def count(self) -> int:
        return self._count

    def set_count(self, count: int) -> None:
        if count != self._count:
            self._count = count
            self.update()

    def _layers(self) -> int:
        return 0 if self._count <= 1 else min(3, 1 + self._count // 4)

    def _bounds_rect(self) -> QRectF:
        rect, grow = super()._bounds_rect(), reading.text_scale()  # the count's badge
        return rect.adjusted(-4, -4, 16 * grow, 12 * grow)

    def _paint_content(self, painter: QPainter) -> None:
        rect = self._shape_rect()
        r = self._r
        if self._count <= 0 and self.empty_style == "faded":
            painter.setOpacity(painter.opacity() * 0.35)
            paint_svg(painter, self._path, rect)
            return
        if self._count <= 0:
            painter.setPen(QPen(QColor(255, 255, 255, 90), 1.5, Qt.PenStyle.DashLine))
            painter.setBrush(QColor(0, 0, 0, 30))
            painter.drawRoundedRect(rect, r, r)
            return
        layers = self._layers()
        step = min(rect.width(), rect.height()) * 0.045
        shadow = Shadow(1.0, 1.5, r, 60)
        for k in range(layers, 0, -1):
            shifted = rect.translated(k * step, k * step)
            paint_svg(painter, self._path, shifted, shadow)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(0, 0, 0, 40))
            painter.drawRoundedRect(shifted, r, r)
        paint_svg(painter, self._path, rect, shadow)

    def _paint_over(self, painter: QPainter) -> None:
        super()._paint_over(painter)
        if self._count > 0:
            rect = self._shape_rect()
            h = reading.grown(max(16.0, min(24.0, rect.height() * 0.3)), rect.height() * 0.42)
            paint_badge(painter, QPointF(rect.right(), rect.bottom() - h * 0.3),
                        f"{self.badge_prefix}{self._count}", height=h)


class LabelItem(CachedBounds, QGraphicsObject):
    """Text on the table: a name, a total, the status line. Optionally on a pill."""

    def __init__(self, text: str = "", size: float = 22.0, *, color: str = "#fbf3e1",
                 fill: str | None = None, border: str | None = None, bold: bool = True,
                 align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignCenter,
                 width: float | None = None, max_width: float | None = None,
                 wrap: bool = False, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self._text, self._size, self._bold, self._wrap = text, size, bold, wrap
        self._color, self._fill, self._border = color, fill, border
        self._align, self._fixed_width, self._max_width = align, width, max_width
        # how far this label may follow the table's text scale: less where the larger
        # print would run into a neighbour (scene/print_fit.py)
        self._growth = math.inf
        self.setData(0, "label")
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    @property
    def text(self) -> str:
        return self._text

    def set_text(self, text: str) -> None:
        if text != self._text:
            self.geometry_changes()
            self._text = text
            self.update()

    def set_style(self, *, color: str | None = None, fill: str | None = None,
                  border: str | None = None, size: float | None = None,
                  width: float | None = None, max_width: float | None = None) -> None:
        """Restyle; width/max_width 0 mean "as wide as the text"."""
        before = (self._color, self._fill, self._border, self._size, self._fixed_width,
                  self._max_width)
        after = (before[0] if color is None else color, fill, border,
                 before[3] if size is None else size, before[4] if width is None else width,
                 before[5] if max_width is None else max_width)
        if after == before:
            return
        self.geometry_changes()
        if color is not None:
            self._color = color
        if size is not None:
            self._size = size
        if width is not None:
            self._fixed_width = width
        if max_width is not None:
            self._max_width = max_width
        self._fill, self._border = fill, border
        self.update()

    def _shown_size(self) -> float:
        """The text's size as drawn: the label's, times the table's text scale (as far
        as this label may grow)."""
        return self._size * max(1.0, min(reading.text_scale(), self._growth))

    def set_growth(self, growth: float) -> None:
        if growth != self._growth:
            self.geometry_changes()
            self._growth = growth
            self.update()

    def fits_with_growth(self, growth: float) -> tuple[QRectF, bool]:
        """The label's rect and whether its text shows whole, were it to grow `growth`
        times (the label is left as it is)."""
        kept, self._growth = self._growth, growth
        try:
            rect = self._measure()
            return rect.adjusted(-2, -2, 2, 2), self._shown_in(rect.width()) == self._text
        finally:
            self._growth = kept

    def _font(self) -> QFont:
        """The font, shrunk (to 75% at most) when the text would not fit max_width (a
        wrapping label takes more lines where that is not enough)."""
        size = self._shown_size()
        font = scene_font(size, self._bold)
        if self._max_width and not self._fixed_width:
            natural = self._width_with(font)
            if natural > self._max_width:
                font = scene_font(size * max(0.75, self._max_width / natural), self._bold)
                # sizes are whole pixels and the padding shrinks with the font: step down
                # until the text fits, not just near the ratio
                smallest = math.ceil(size * 0.75)
                while self._width_with(font) > self._max_width and font.pixelSize() > smallest:
                    font = scene_font(font.pixelSize() - 1, self._bold)
        return font

    def _width_with(self, font: QFont) -> float:
        pad = font.pixelSize() * 1.1 if self._fill else 0.0
        return QFontMetricsF(font).horizontalAdvance(self._text) + pad

    def _text_rect(self) -> QRectF:
        return self.boundingRect().adjusted(2, 2, -2, -2)

    def _measure(self) -> QRectF:
        font = self._font()
        metrics = QFontMetricsF(font)
        pad = font.pixelSize() * 0.55 if self._fill else 0.0
        width = self._fixed_width or (metrics.horizontalAdvance(self._text) + 2 * pad)
        if self._max_width:
            width = min(width, self._max_width)
        text_height = metrics.height()
        if self._wraps(metrics, width - 2 * pad):
            text_height = metrics.boundingRect(QRectF(0, 0, width - 2 * pad, 1e6),
                                               Qt.TextFlag.TextWordWrap, self._text).height()
        height = text_height + (self._shown_size() * 0.35 if self._fill else 0)
        if self._align & Qt.AlignmentFlag.AlignLeft:
            x = 0.0
        elif self._align & Qt.AlignmentFlag.AlignRight:
            x = -width
        else:
            x = -width / 2
        return QRectF(x, -height / 2, width, height)

    def _wraps(self, metrics: QFontMetricsF, room: float) -> bool:
        """Whether the text takes more than one line in `room`. Measured once in the
        scene's units: drawn on a shrunk table the same words may come out a hair
        wider, and a line break there would fall outside the pill."""
        return self._wrap and metrics.horizontalAdvance(self._text) > room + 0.5

    def _bounds_rect(self) -> QRectF:
        return self._measure().adjusted(-2, -2, 2, 2)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        if not self._text:
            return
        rect = self._text_rect()
        if self._fill:
            size = self._shown_size()
            painter.setPen(QPen(QColor(self._border), size * 0.09) if self._border
                           else Qt.PenStyle.NoPen)
            painter.setBrush(QColor(self._fill))
            radius = min(rect.height(), size * 1.6) / 2
            painter.drawRoundedRect(rect, radius, radius)
        font = self._font()
        painter.setFont(font)
        painter.setPen(QColor(self._color) if self._fill else reading.ink(self._color))
        flags = Qt.AlignmentFlag.AlignVCenter | (
            Qt.AlignmentFlag.AlignHCenter if self._fill else
            self._align & Qt.AlignmentFlag.AlignHorizontal_Mask)
        pad = font.pixelSize() * 0.55 if self._fill else 0.0
        if self._wraps(QFontMetricsF(font), rect.width() - 2 * pad):
            flags |= Qt.TextFlag.TextWordWrap
        painter.drawText(rect.adjusted(pad, 0, -pad, 0), flags, self.shown_text())

    def shown_text(self) -> str:
        """The text as drawn: cut with "…" where it does not fit (a wrapping label wraps)."""
        return self._shown_in(self._text_rect().width())

    def _shown_in(self, width: float) -> str:
        if self._wrap:
            return self._text
        font = self._font()
        pad = font.pixelSize() * 1.1 if self._fill else 0.0
        return QFontMetricsF(font).elidedText(self._text, Qt.TextElideMode.ElideRight,
                                              width - pad + 1)


class ButtonItem(InteractiveMixin, QGraphicsObject):
    """A button on the table: a rounded pill with a label, optionally coloured."""

    def __init__(self, text: str, width: float = 200.0, height: float = 46.0, *,
                 color: str = "#f4e3c1", ink: str = "#2b1a0e",
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self._text, self._w, self._h = text, width, height
        self._color, self._ink = color, ink
        self.enabled = True
        self._init_interactive()
        self.legal = True
        self.setData(0, "button")

    @property
    def text(self) -> str:
        return self._text

    def set_button(self, text: str, *, color: str | None = None, ink: str | None = None,
                   enabled: bool = True, width: float | None = None) -> None:
        state = (text, color or self._color, ink or self._ink, width or self._w, enabled)
        if state == (self._text, self._color, self._ink, self._w, self.enabled):
            return
        self.geometry_changes()
        self._text = text
        if color:
            self._color = color
        if ink:
            self._ink = ink
        if width:
            self._w = width
        self.enabled = enabled
        self.set_state(legal=enabled, dimmed=not enabled)
        self.update()

    def _shape_rect(self) -> QRectF:
        return QRectF(-self._w / 2, -self._h / 2, self._w, self._h)

    def _radius(self) -> float:
        return self._h / 2

    def fitted_label(self) -> tuple[QFont, str]:
        """The font and text drawn: a label too long for the button (a long word in some
        language) gets a smaller font first, and is cut with "…" only below that."""
        room = self._shape_rect().width() - self._radius()
        # larger print grows the label up to what the pill's height holds
        size = self._h * min(0.42 * reading.text_scale(), 0.6)
        wide = QFontMetricsF(scene_font(size)).horizontalAdvance(self._text)
        if wide > room:
            size = max(self._h * 0.30, size * room / wide * 0.97)
        font = scene_font(size)
        return font, QFontMetricsF(font).elidedText(self._text, Qt.TextElideMode.ElideRight, room)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        rect = self._shape_rect()
        r = self._radius()
        self._paint_under(painter)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 80))
        painter.drawRoundedRect(rect.translated(1.2, 2.2), r, r)
        base = QColor(self._color)
        if self.hovered and self.legal:
            base = base.lighter(112)
        if not self.legal:
            base.setAlpha(120)
        painter.setBrush(base)
        painter.setPen(QPen(QColor(0, 0, 0, 120), 1.4))
        painter.drawRoundedRect(rect, r, r)
        ink = QColor(self._ink)
        if not self.legal:
            ink.setAlpha(130)
        painter.setPen(ink)
        font, text = self.fitted_label()
        painter.setFont(font)
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)
        if self.legal and (self.hovered or self.focused):
            painter.setPen(QPen(FOCUS if self.focused else HIGHLIGHT, 2.4))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(-1, -1, 1, 1), r, r)

    def _paint_over(self, painter: QPainter) -> None:  # drawn in paint()
        pass


class MatItem(CachedBounds, QGraphicsObject):
    """A player's area on the table: a soft rounded mat edged in the player's colour.

    `active` marks the player to act with a bright glowing edge."""

    def __init__(self, width: float, height: float, color: str = "#8e3b26",
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self._w, self._h, self._color = width, height, color
        self.active = False
        self.faded = False
        self.opaque = False  # a panel over the table (a choice to make) hides what is below
        self.setData(0, "mat")
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_mat(self, width: float, height: float, color: str, active: bool,
                faded: bool = False, opaque: bool = False) -> None:
        state = (width, height, color, active, faded, opaque)
        if state == (self._w, self._h, self._color, self.active, self.faded, self.opaque):
            return
        if (width, height) != (self._w, self._h):
            self.geometry_changes()
        self._w, self._h, self._color = width, height, color
        self.active, self.faded, self.opaque = active, faded, opaque
        self.update()

    def rect(self) -> QRectF:
        return QRectF(-self._w / 2, -self._h / 2, self._w, self._h)

    def _bounds_rect(self) -> QRectF:
        return self.rect().adjusted(-14, -14, 14, 14)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        rect, r = self.rect(), 18.0
        color = QColor(self._color)
        if self.active:  # a glow around the edge, outside only
            painter.setBrush(Qt.BrushStyle.NoBrush)
            for k, alpha in ((11, 35), (8, 60), (5, 95), (2.5, 150)):
                glow = QColor("#ffd54a")
                glow.setAlpha(alpha)
                painter.setPen(QPen(glow, 3.5))
                painter.drawRoundedRect(rect.adjusted(-k, -k, k, k), r + k, r + k)
        fill = QColor(color)
        fill = QColor.fromHsvF(fill.hsvHueF(), min(1.0, fill.hsvSaturationF() * 0.5),
                               0.16, 0.96 if self.opaque else 0.35 if self.faded else 0.55)
        painter.setBrush(fill)
        painter.setPen(QPen(QColor("#ffd54a") if self.active else color,
                            4.0 if self.active else 2.5))
        painter.drawRoundedRect(rect, r, r)
