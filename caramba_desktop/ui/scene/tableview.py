"""TableView: a QGraphicsView that shows a whole table, scaled to the window.

The scene is laid out in card units: its height is always TABLE_HEIGHT, its
width follows the window's shape (within limits), so a layout written once
fills any window at any DPI. When the width changes, `relayout()` is called
(subclasses place their items again, without animation).

Keyboard: the legal targets of the current choice are visited with
Left/Right (or Tab/Shift+Tab, Up/Down), Enter or Space chooses the focused one,
Escape calls `cancel_pending()`. Subclasses set the order with
`set_focus_order(keys)` (keys of `self.stage`) and add their own shortcuts.
Controls lying over the table (a tutorial bubble's Next and End) join the order
with `set_overlay_controls`: before the table's targets or after them.
"""

from __future__ import annotations

import functools
import random
from collections.abc import Hashable

import shiboken6
from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QImage, QPainter, QPixmap, QRadialGradient, QTransform
from PySide6.QtWidgets import QFrame, QGraphicsItem, QGraphicsScene, QGraphicsView, QWidget

from caramba_desktop.ui.scene import reading, speech
from caramba_desktop.ui.scene.hint_mark import HINT_Z, HintMark
from caramba_desktop.ui.scene.items import CachedBounds
from caramba_desktop.ui.scene.stage import Stage

TABLE_HEIGHT = 1000.0


def _grain() -> QPixmap:
    """A faint, tileable grain that makes the table read as felt or sand."""
    return QPixmap.fromImage(table_grain_image())


@functools.cache
def table_grain_image(seed: int = 7, size: int = 160) -> QImage:
    """The grain's pixels, drawn once a run: every table view (a game, a replay, a
    tutorial) tiles the same ones. A QImage, which may outlive the application."""
    rng = random.Random(seed)
    data = bytearray(size * size * 4)  # premultiplied RGBA
    for _ in range(size * size // 3):
        i = 4 * (rng.randrange(size) * size + rng.randrange(size))
        alpha = rng.randrange(6, 20)
        rgb = (255, 240, 210) if rng.random() < 0.5 else (40, 20, 0)
        data[i:i + 4] = bytes([c * alpha // 255 for c in rgb] + [alpha])
    return QImage(bytes(data), size, size, size * 4,
                  QImage.Format.Format_RGBA8888_Premultiplied).copy()


class TableView(QGraphicsView):
    """Base class of the game views: scene, scaling, table background."""

    # a table that holds back the hand-off cover (holds_handoff) says when it may come
    handoffReleased = Signal()
    # a click that means no move the rules could weigh (a space before a camel is
    # picked): the code of the table's own reason, worded like a refusal's
    clickRefused = Signal(str)
    # the text size or the contrast changed and the table is laid out again
    printChanged = Signal()

    MIN_ASPECT = 1.45  # the table's width/height, kept within these limits
    MAX_ASPECT = 2.1

    def holds_handoff(self) -> bool:
        """True while the table shows a moment that must be seen before the screen is
        passed on (the cards just looked at); then handoffReleased follows."""
        return False

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setScene(QGraphicsScene(self))
        self.setRenderHints(QPainter.RenderHint.Antialiasing
                            | QPainter.RenderHint.SmoothPixmapTransform
                            | QPainter.RenderHint.TextAntialiasing)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setOptimizationFlag(QGraphicsView.OptimizationFlag.DontSavePainterState, False)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMouseTracking(True)
        self._table_colors = (QColor("#a9743f"), QColor("#5c3a1d"))
        self._grain = _grain()
        self._width = TABLE_HEIGHT * 1.6
        self.scene().setSceneRect(0, 0, self._width, TABLE_HEIGHT)
        self.stage = Stage(self.scene())
        self._focus_order: list[Hashable] = []
        # controls over the table, visited before and after its targets: key -> control
        self._overlay: tuple[dict[Hashable, object], dict[Hashable, object]] = ({}, {})
        self._focus: Hashable | None = None
        self._hint = None  # the hint's move (an Action) marked on the table, or None
        self._hint_marks: list[HintMark] = []
        # the items as a screen reader sees them (ui/scene/speech.py), by key
        self._accessible_items: dict[Hashable, speech.ItemAccessible] = {}
        speech.install()
        self.destroyed.connect(functools.partial(speech.forget, self._accessible_items))

    # geometry ------------------------------------------------------------------

    def table_rect(self) -> QRectF:
        """The table in scene units: (0, 0, width, TABLE_HEIGHT)."""
        return QRectF(0, 0, self._width, TABLE_HEIGHT)

    def table_width(self) -> float:
        return self._width

    def _aspect(self) -> float:
        size = self.viewport().size()
        if size.height() <= 0:
            return 1.6
        return min(self.MAX_ASPECT, max(self.MIN_ASPECT, size.width() / size.height()))

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        width = round(TABLE_HEIGHT * self._aspect())
        if width != self._width:
            self._width = float(width)
            self.scene().setSceneRect(self.table_rect())
            self.relayout()
        self._fit()

    def _fit(self) -> None:
        size = self.viewport().size()
        if size.width() <= 0 or size.height() <= 0:
            return
        s = min(size.width() / self._width, size.height() / TABLE_HEIGHT)
        self.setTransform(QTransform.fromScale(s, s))
        self.centerOn(self.table_rect().center())

    def relayout(self) -> None:
        """Place the items again for the new table size (subclasses)."""

    def scene_scale(self) -> float:
        """Device-independent pixels per scene unit."""
        return self.transform().m11()

    # the hint ------------------------------------------------------------------------

    def show_hint(self, action) -> None:
        """Mark on the table what the hint's `action` starts with (None: no mark)."""
        self._hint = action
        self._place_hint()

    def hinted(self):
        """The move the hint marks on the table now (None: none)."""
        return self._hint

    def hint_keys(self, action) -> list[Hashable]:
        """The items of `self.stage` a move starts with (subclasses)."""
        return []

    def hint_rects(self, action) -> list[QRectF]:
        """Places in scene coordinates a move goes to that have no item (subclasses)."""
        return []

    def hint_marks(self) -> list[tuple[Hashable | None, QRectF]]:
        """What the hint marks now: (key of the marked item or None, rect in scene)."""
        keys = {id(item): key for key, item in self.stage.items().items()}
        return [(keys.get(id(mark.parentItem())), mark.mapRectToScene(mark.marked_rect()))
                for mark in self._hint_marks]

    def _place_hint(self) -> None:
        for mark in self._hint_marks:
            # a marked item deleted from the table took its ring with it
            if shiboken6.isValid(mark) and mark.scene() is not None:
                self.scene().removeItem(mark)
        self._hint_marks = []
        if self._hint is None:
            return
        for key in self.hint_keys(self._hint):
            item = self.stage.get(key)
            if item is not None:
                self._hint_marks.append(HintMark(item.shape().boundingRect(), item))
        for rect in self.hint_rects(self._hint):
            mark = HintMark(rect)
            mark.setZValue(HINT_Z)
            self.scene().addItem(mark)
            self._hint_marks.append(mark)

    # keyboard ----------------------------------------------------------------------

    def set_focus_order(self, keys: list[Hashable]) -> None:
        """The legal targets, in the order the keyboard visits them; shows the focus.
        Every table calls this once its items are placed: the hint is marked again."""
        self._focus_order = list(keys)
        if self._focus not in self.focus_order():
            self._focus = None
        self._show_focus()
        self._place_hint()

    def set_overlay_controls(self, first: dict[Hashable, object],
                             last: dict[Hashable, object], focus: Hashable | None = None
                             ) -> None:
        """Controls over the table the keyboard visits before (`first`) and after
        (`last`) the table's targets, each with isVisible(), sceneBoundingRect(),
        click(), set_state(focused) and its `text`; `focus` takes the focus (and a
        screen reader says it)."""
        for control in (*self._overlay[0].values(), *self._overlay[1].values()):
            control.set_state(focused=False)
        self._overlay = (dict(first), dict(last))
        if focus is not None:
            self._focus = focus
        elif self._focus not in self.focus_order():
            self._focus = None
        self._show_focus()
        if focus is not None:
            speech.tell_focus(self, focus)

    def table_item(self, key: Hashable):
        """The item or overlay control of `key` (None: none now)."""
        for controls in self._overlay:
            if key in controls:
                return controls[key]
        return self.stage.get(key)

    def focused_key(self) -> Hashable | None:
        return self._focus

    def focus_order(self) -> list[Hashable]:
        first, last = ([key for key, control in controls.items() if control.isVisible()]
                       for controls in self._overlay)
        return first + self._focus_order + last

    def set_focused_key(self, key: Hashable | None) -> None:
        """Put the focus on `key`; None takes it off the table's targets (a new choice),
        not off a control over the table (the tutorial's Next stays focused)."""
        if key is not None or not self._on_overlay():
            self._focus = key
        self._show_focus()

    def _on_overlay(self) -> bool:
        return any(self._focus in controls and controls[self._focus].isVisible()
                   for controls in self._overlay)

    def move_focus(self, step: int) -> None:
        order = self.focus_order()
        if not order:
            return
        if self._focus in order:
            index = (order.index(self._focus) + step) % len(order)
        else:
            index = 0 if step > 0 else len(order) - 1
        self._focus = order[index]
        self._show_focus()
        speech.tell_focus(self, self._focus)

    def activate_focus(self) -> bool:
        """Choose the focused target, as a click would (a refused one says why not)."""
        key = self._focus
        item = self.table_item(key) if key is not None else None
        was_marked = getattr(item, "marked", False)
        chosen = bool(item is not None and hasattr(item, "click") and item.click())
        if not chosen and getattr(item, "on_refused", None) is not None:
            item.on_refused()  # an item in the keys' order that is no choice yet says why
        speech.tell_selection(self, key, was_marked)  # a card picked (or put back) says so
        return chosen

    def cancel_pending(self) -> None:
        """Escape: give up a choice in progress (subclasses)."""

    def _show_focus(self) -> None:
        for key, item in self.stage.items().items():
            if hasattr(item, "set_state"):
                item.set_state(focused=(key == self._focus))
        for controls in self._overlay:
            for key, control in controls.items():
                control.set_state(focused=(key == self._focus))

    def keyPressEvent(self, event) -> None:
        key = event.key()
        if key in (Qt.Key.Key_Right, Qt.Key.Key_Tab, Qt.Key.Key_Down):
            self.move_focus(+1)
        elif key in (Qt.Key.Key_Left, Qt.Key.Key_Backtab, Qt.Key.Key_Up):
            self.move_focus(-1)
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self.activate_focus()
        elif key == Qt.Key.Key_Escape:
            self.cancel_pending()
        else:
            super().keyPressEvent(event)
            return
        event.accept()

    def focusInEvent(self, event) -> None:
        super().focusInEvent(event)
        speech.tell_focus(self, self._focus)  # the reader says the item, not just "table"

    def focusNextPrevChild(self, next_: bool) -> bool:
        return False  # Tab moves over the choices on the table, not out of the view

    # words for a screen reader (ui/scene/speech.py) ------------------------------------

    def speak_item(self, key: Hashable, item) -> tuple[str, str] | None:
        """The name and description of the item `key` (None: it says nothing), from what
        the seat at the screen may see. Tables name their own things (item_words)."""
        if any(key in controls for controls in self._overlay):
            return item.text, ""
        return self.item_words(key, item) or speech.default_words(item)

    # the game's module of words for the table: item_words(view, key, item) and
    # table_summary(view) (a game's view_speech.py), asked only while the table shows
    # an observation (the game's view keeps it in _obs)
    words = None
    _obs: dict | None = None

    def item_words(self, key: Hashable, item) -> tuple[str, str] | None:
        """A game's words for its item `key` (None: the item's own)."""
        if self.words is None or self._obs is None or not isinstance(key, tuple):
            return None
        return self.words.item_words(self, key, item)

    def spoken_keys(self) -> list[Hashable]:
        """The items a screen reader finds on the table: the current choice's targets
        in the keyboard's order, then whatever else has something to say."""
        items, order = self.stage.items(), self.focus_order()
        rest = [key for key in items if key not in order
                and self.speak_item(key, items[key])]
        return [key for key in order if self.table_item(key) is not None] + rest

    def accessible_item(self, key: Hashable) -> speech.ItemAccessible:
        if key not in self._accessible_items:
            self._accessible_items[key] = speech.ItemAccessible(self, key)
        return self._accessible_items[key]

    def table_moment(self) -> str:
        """What the table shows the seat at the screen for a moment only (the cards a
        look shows), in words ("": nothing now)."""
        moment = getattr(self.words, "moment_words", None)
        return moment(self) if moment is not None else ""

    def table_summary(self) -> str:
        """What is on the table, in a few sentences: whose turn, the scores, what the seat
        at the screen holds, what is at stake."""
        if self.words is None or self._obs is None:
            return ""
        return self.words.table_summary(self)

    # look ------------------------------------------------------------------------

    def set_table_colors(self, centre: QColor | str, edge: QColor | str) -> None:
        self._table_colors = (QColor(centre), QColor(edge))
        self.resetCachedContent()
        self.viewport().update()

    def follow_print(self) -> None:
        """The text size or the contrast changed (ui/large_print.py): every text is
        measured and drawn again, and the table placed again around the new sizes."""
        for item in self.scene().items():
            if isinstance(item, CachedBounds):
                item.geometry_changes()
            mode = item.cacheMode()
            if mode != QGraphicsItem.CacheMode.NoCache:  # a painted board: its text grew
                item.setCacheMode(QGraphicsItem.CacheMode.NoCache)
                item.setCacheMode(mode)
            item.update()
        self.relayout()
        self.resetCachedContent()
        self.viewport().update()
        self.printChanged.emit()

    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:
        centre, edge = (reading.felt(colour) for colour in self._table_colors)
        table = self.table_rect()
        gradient = QRadialGradient(table.center(), table.width() * 0.62)
        gradient.setColorAt(0.0, centre.lighter(108))
        gradient.setColorAt(0.55, centre)
        gradient.setColorAt(1.0, edge)
        painter.fillRect(rect, QBrush(gradient))
        painter.save()
        painter.setTransform(QTransform())
        device_rect = QRectF(self.mapFromScene(rect).boundingRect())
        w, h = self._grain.width(), self._grain.height()
        offset = QPointF(device_rect.x() % w, device_rect.y() % h)
        painter.drawTiledPixmap(device_rect, self._grain, offset)
        painter.restore()
