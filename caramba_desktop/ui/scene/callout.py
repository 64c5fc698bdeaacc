"""A tutorial's callout: a speech bubble on the table, its tail pointing at what it
talks about (a card, a crate, a camel, a space).

The bubble holds the progress ("Step 5 of 31") and Skip at the top, the step's
text, a note when a move was refused, and its buttons (Next, Play a real game)
at the bottom. Its width is fixed; its height follows the text up to MAX_HEIGHT,
all of it (its sizes, width and height limit) grown with the text size (large print),
and `text_fits()` says whether the text is shown whole (the tests ask it in every
language). It stands where it hides nothing its step shows or asks for
(callout_place.py).
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

from caramba_desktop.ui.scene import reading
from caramba_desktop.ui.scene.callout_place import MARGIN, Room, best_place, hides
from caramba_desktop.ui.scene.items import scene_font

WIDTH = 500.0
WIDE = 660.0  # a long text (in German, say) gets a wider bubble rather than a tall one
TALL = 240.0  # the height beyond which it does
COMPACT = 400.0  # the width while the player plays freely: progress, Skip, one line
MAX_HEIGHT = 420.0
GIVE_STEP = 0.1  # the growth a large-print bubble with no room gives up at a time
WIDEN_STEP = 80.0  # a bubble with no room widens by this much at a time (point_at)
PAD = 20.0
TEXT_SIZE = 21.0
SMALL_SIZE = 16.0
HEAD_H = 28.0  # the progress line and Skip
BUTTON_H = 42.0
GAP = 12.0
TAIL = 34.0  # how far the tail reaches out of the bubble
CALLOUT_Z = 3000.0  # over everything on the table, the status line and result panels too
PAPER, INK, EDGE, NOTE = "#fffaf0", "#2b1a0e", "#2b1a0e", "#9c2a12"
BUTTON, BUTTON_INK = "#2e6b3a", "#fffaf0"
FOCUS = "#1f5fbf"


def _text_flags() -> int:
    return int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop
               | Qt.TextFlag.TextWordWrap)


class CalloutItem(QGraphicsObject):
    """The bubble. `buttonClicked(name)`: "next", "skip", "real_game" or "play_on"."""

    buttonClicked = Signal(str)

    def __init__(self, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.setZValue(CALLOUT_Z)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        self._text = self._note = self._progress = self._skip = ""
        self._text_size = TEXT_SIZE
        self._scale = 1.0  # the text size's factor on every measure
        self._compact = False
        self._buttons: list[tuple[str, str]] = []  # (name, label)
        self._height = 120.0
        self._width = self._natural_width = WIDTH
        self._tip: QPointF | None = None  # where the tail points, in item coordinates
        self._focused = ""  # the button the keyboard is on ("": none)

    # ----- content ----------------------------------------------------------------------

    def set_content(self, text: str, progress: str, skip: str,
                    buttons: list[tuple[str, str]], note: str = "",
                    compact: bool = False) -> None:
        """`compact`: a small bubble with a small text, parked out of the way (`park`)."""
        self.prepareGeometryChange()
        self._text, self._progress, self._skip = text, progress, skip
        self._buttons, self._note = list(buttons), note
        self._compact = compact
        self._grow(reading.text_scale())
        self.update()

    def _grow(self, scale: float) -> None:
        """Measure the bubble for text `scale` times its normal size."""
        self._scale = scale
        self._text_size = self._u(SMALL_SIZE if self._compact else TEXT_SIZE)
        self._width = self._u(COMPACT if self._compact else WIDTH)
        if not self._compact and self._needed_height() > self._u(TALL):
            self._width = self._u(WIDE)
        self._natural_width = self._width
        self._set_width(self._width)

    @property
    def text(self) -> str:
        return self._text

    @property
    def note(self) -> str:
        return self._note

    @property
    def buttons(self) -> list[str]:
        return [name for name, _ in self._buttons]

    def controls(self) -> dict[str, CalloutControl]:
        """The bubble's buttons and Skip, for the keyboard and a screen reader."""
        labels = dict(self._buttons)
        if self._skip:
            labels["skip"] = self._skip
        return {name: CalloutControl(self, name, label) for name, label in labels.items()}

    @property
    def focused_button(self) -> str:
        return self._focused

    def set_focused_button(self, name: str) -> None:
        if name != self._focused:
            self._focused = name
            self.update()

    def _u(self, measure: float) -> float:
        """A measure made for the normal text size, at the text size now."""
        return measure * self._scale

    def _text_width(self) -> float:
        return self._width - 2 * self._u(PAD)

    def _block_height(self, text: str, size: float) -> float:
        if not text:
            return 0.0
        metrics = QFontMetricsF(scene_font(size, bold=False))
        return metrics.boundingRect(QRectF(0, 0, self._text_width(), 10000), _text_flags(),
                                    text).height()

    def _needed_height(self) -> float:
        pad, gap = self._u(PAD), self._u(GAP)
        height = pad + self._u(HEAD_H) + self._block_height(self._text, self._text_size) + pad
        if self._note:
            height += gap + self._block_height(self._note, self._text_size * 0.9)
        if self._buttons:
            height += gap + self._u(BUTTON_H)
        return height

    def text_fits(self) -> bool:
        """The text, the note and the buttons fit in the bubble, none cut."""
        return self._needed_height() <= self._height + 0.5 and all(
            self._button_width(label) <= self._text_width() for _, label in self._buttons)

    # ----- geometry ---------------------------------------------------------------------

    def body(self) -> QRectF:
        return QRectF(0, 0, self._width, self._height)

    def tip(self) -> QPointF | None:
        """Where the tail points, in scene coordinates (None: no tail)."""
        return self.mapToScene(self._tip) if self._tip is not None else None

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt's name)
        rect = self.body()
        if self._tip is not None:
            rect = rect.united(QRectF(self._tip, self._tip).adjusted(-4, -4, 4, 4))
        return rect.adjusted(-6, -6, 6, 6)

    def shape(self) -> QPainterPath:  # clicks beside the bubble and its tail pass through
        return self._outline()

    def point_at(self, pointer: QRectF | None, room: Room, spots: list[QPointF] = ()) -> None:
        """Stand where the bubble hides nothing the step shows or asks for (`room`, see
        callout_place), its tail pointing into `pointer` (None: no tail), at one of
        `spots` if given. In large print a bubble with no such place gives up some
        of its growth, a little at a time, as the table's labels do."""
        self.prepareGeometryChange()
        self._grow(reading.text_scale())
        while True:
            corner, tip = best_place(self._width, self._height, room, pointer, spots)
            if hides(corner, self._width, self._height, room.keep):
                corner, tip = self._widened(room, pointer, spots, corner, tip)
            if self._scale <= 1.0 or not hides(corner, self._width, self._height, room.keep):
                break
            self._grow(max(1.0, self._scale - GIVE_STEP))
        self.setPos(corner)
        self._tip = self.mapFromScene(tip) if tip is not None else None

    def _widened(self, room: Room, pointer: QRectF | None, spots: list[QPointF],
                 corner: QPointF, tip: QPointF | None) -> tuple[QPointF, QPointF | None]:
        """No place for the bubble beside all it must leave in view (a result panel or
        a board filling most of the table): a wider one is lower and may fit the strip
        left above or below. Its own width again if none does."""
        own, widest = self._width, room.table.width() - 2 * MARGIN
        width = own + WIDEN_STEP
        while width <= widest:
            self._set_width(width)
            place, point = best_place(self._width, self._height, room, pointer, spots)
            if not hides(place, self._width, self._height, room.keep):
                return place, point
            width += WIDEN_STEP
        self._set_width(own)
        return corner, tip

    def _set_width(self, width: float) -> None:
        self._width = width
        self._height = min(self._u(MAX_HEIGHT), self._needed_height())

    def park(self, table: QRectF, avoid: list[QRectF] = (),
             items: list[QRectF] = ()) -> None:
        """Stand out of the way, without a tail: in a corner of the table or the middle
        of an edge, the place clear of `avoid` (the status line, a result) that covers
        least of `items` (the table's cards, crates, camels), corners first on a tie."""
        self.prepareGeometryChange()
        self._tip = None
        w, h, margin = self._width, self._height, 8.0
        left, right = table.left() + margin, table.right() - w - margin
        top, bottom = table.top() + margin, table.bottom() - h - margin
        middle_x, middle_y = table.center().x() - w / 2, table.center().y() - h / 2
        places = [QPointF(right, top), QPointF(left, top), QPointF(right, bottom),
                  QPointF(left, bottom), QPointF(middle_x, top), QPointF(middle_x, bottom),
                  QPointF(left, middle_y), QPointF(right, middle_y)]

        def covered(place: QPointF) -> tuple[bool, float]:
            bubble = QRectF(place.x(), place.y(), w, h)
            hidden = sum((r & bubble).width() * (r & bubble).height() for r in items
                         if r.intersects(bubble))
            return any(r.intersects(bubble) for r in avoid), hidden

        self.setPos(min(places, key=covered))

    def _button_width(self, label: str) -> float:
        return QFontMetricsF(self._button_font()).horizontalAdvance(label) + self._u(36)

    def _button_font(self):
        return scene_font(self._u(SMALL_SIZE + 2))

    def _small_font(self):
        return scene_font(self._u(SMALL_SIZE))

    def _button_rects(self) -> list[tuple[str, str, QRectF]]:
        pad, height = self._u(PAD), self._u(BUTTON_H)
        rects, right = [], self._width - pad
        for name, label in reversed(self._buttons):
            width = self._button_width(label)
            rects.append((name, label, QRectF(right - width, self._height - pad - height,
                                              width, height)))
            right -= width + self._u(GAP)
        return rects

    def _skip_rect(self) -> QRectF:
        width = QFontMetricsF(self._small_font()).horizontalAdvance(self._skip) + self._u(20)
        return QRectF(self._width - self._u(PAD) - width + self._u(10), self._u(PAD - 6),
                      width, self._u(HEAD_H))

    def button_rect(self, name: str) -> QRectF | None:
        """Where a button is, in scene coordinates (tests click there)."""
        if name == "skip" and self._skip:
            return self.mapRectToScene(self._skip_rect())
        for button, _, rect in self._button_rects():
            if button == name:
                return self.mapRectToScene(rect)
        return None

    # ----- painting and clicks -----------------------------------------------------------

    def _outline(self) -> QPainterPath:
        path = QPainterPath()
        path.addRoundedRect(self.body(), 16, 16)
        if self._tip is not None:
            body = self.body()
            base_x = min(max(self._tip.x(), body.left() + 40), body.right() - 40)
            base_y = body.bottom() if self._tip.y() > body.bottom() else (
                body.top() if self._tip.y() < body.top() else body.center().y())
            if body.top() <= self._tip.y() <= body.bottom():  # beside: the tail leaves a side
                base_x = body.right() if self._tip.x() > body.right() else body.left()
                tail = QPolygonF([QPointF(base_x, base_y - 16), self._tip,
                                  QPointF(base_x, base_y + 16)])
            else:
                tail = QPolygonF([QPointF(base_x - 16, base_y), self._tip,
                                  QPointF(base_x + 16, base_y)])
            extra = QPainterPath()
            extra.addPolygon(tail)
            extra.closeSubpath()
            path = path.united(extra)
        return path

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        outline = self._outline()
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 70))
        painter.drawPath(outline.translated(3, 5))
        painter.setPen(QPen(QColor(EDGE), 3))
        painter.setBrush(QColor(PAPER))
        painter.drawPath(outline)
        painter.setPen(QColor("#7a6a58"))
        painter.setFont(self._small_font())
        painter.drawText(QRectF(self._u(PAD), self._u(PAD - 6), self._width / 2,
                                self._u(HEAD_H)),
                         int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter),
                         self._progress)
        if self._skip:
            painter.setPen(QColor("#5a3d22"))
            painter.drawText(self._skip_rect(), int(Qt.AlignmentFlag.AlignCenter),
                             self._skip + " ›")
        if self._focused:  # the keyboard's ring around the button it is on
            ring = self.button_rect(self._focused)
            if ring is not None:
                ring = self.mapRectFromScene(ring).adjusted(-4, -4, 4, 4)
                painter.setPen(QPen(QColor(FOCUS), 3))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRoundedRect(ring, ring.height() / 2, ring.height() / 2)
        pad = self._u(PAD)
        top = pad + self._u(HEAD_H)
        painter.setPen(QColor(INK))
        painter.setFont(scene_font(self._text_size, bold=False))
        text_h = self._block_height(self._text, self._text_size)
        painter.drawText(QRectF(pad, top, self._text_width(), text_h + 2), _text_flags(),
                         self._text)
        if self._note:
            note_top = top + text_h + self._u(GAP)
            painter.setPen(QColor(NOTE))
            painter.setFont(scene_font(self._text_size * 0.9, bold=False))
            painter.drawText(QRectF(pad, note_top, self._text_width(),
                                    self._block_height(self._note, self._text_size * 0.9) + 2),
                             _text_flags(), self._note)
        painter.setFont(self._button_font())
        for _, label, rect in self._button_rects():
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(BUTTON))
            painter.drawRoundedRect(rect, rect.height() / 2, rect.height() / 2)
            painter.setPen(QColor(BUTTON_INK))
            painter.drawText(rect, int(Qt.AlignmentFlag.AlignCenter), label)

    def mousePressEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        event.accept()  # the bubble is no part of the table: nothing under it is clicked

    def mouseReleaseEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        pos = event.pos()
        if self._skip and self._skip_rect().contains(pos):
            self.buttonClicked.emit("skip")
            return
        for name, _, rect in self._button_rects():
            if rect.contains(pos):
                self.buttonClicked.emit(name)
                return


class CalloutControl:
    """One button of the bubble as the table's keyboard order and a screen reader
    reach it (TableView.set_overlay_controls)."""

    def __init__(self, callout: CalloutItem, name: str, text: str) -> None:
        self.callout, self.name, self.text = callout, name, text

    def isVisible(self) -> bool:  # noqa: N802 (the name of the items it stands beside)
        return self.callout.isVisible() and self.callout.button_rect(self.name) is not None

    def sceneBoundingRect(self) -> QRectF:  # noqa: N802
        return self.callout.button_rect(self.name) or QRectF()

    def click(self) -> bool:
        self.callout.buttonClicked.emit(self.name)
        return True

    def set_state(self, focused: bool) -> None:
        if focused:
            self.callout.set_focused_button(self.name)
        elif self.callout.focused_button == self.name:
            self.callout.set_focused_button("")
