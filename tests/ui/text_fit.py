"""Where a text does not fit its box: in a window's widgets and on a table.

A text is reported when it is cut, cut with "…", or runs out of its box: a label
or button narrower than its one line, a wrapping label lower than its lines, a
group box narrower than its title, a table label or button drawn with "…", a
table label beyond the table's edge or on top of another label (what an opaque
panel hides aside), a text of the Mina de Plata cost card that does not fit its
place even shrunk.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QFontMetricsF
from PySide6.QtWidgets import (
    QAbstractButton,
    QCheckBox,
    QGroupBox,
    QLabel,
    QPushButton,
    QRadioButton,
    QStyle,
    QStyleOptionButton,
    QWidget,
)

from caramba_desktop.games.mina.view_board import CostCardItem
from caramba_desktop.ui.scene import TableView
from caramba_desktop.ui.scene.items import ButtonItem, LabelItem, MatItem


def _plain(text: str) -> str:
    """A widget's text as shown: without its shortcut marks (&)."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


def _label_problem(label: QLabel) -> str | None:
    text = label.text()
    if label.wordWrap() or label.textFormat().name == "RichText" or "<" in text:
        height = label.heightForWidth(label.width()) if label.wordWrap() else \
            label.sizeHint().height()
        width = 0 if label.wordWrap() else label.sizeHint().width()
        if height > label.height() + 1 or width > label.width() + 1:
            return f"needs {width}x{height}, has {label.width()}x{label.height()}"
        return None
    room = label.contentsRect().width() - 2 * label.margin()
    need = QFontMetricsF(label.font()).horizontalAdvance(_plain(text))
    return f"needs {need:.0f} px, has {room}" if need > room + 0.5 else None


def _button_problem(button: QAbstractButton) -> str | None:
    if isinstance(button, (QCheckBox, QRadioButton)):
        need, room = button.sizeHint().width(), button.width()
    elif isinstance(button, QPushButton):
        option = QStyleOptionButton()
        button.initStyleOption(option)
        room = button.style().subElementRect(QStyle.SubElement.SE_PushButtonContents, option,
                                             button).width()
        if not button.icon().isNull():
            room -= button.iconSize().width() + 4
        need = QFontMetricsF(button.font()).horizontalAdvance(_plain(button.text()))
    else:
        need, room = button.sizeHint().width(), button.width()
    return f"needs {need:.0f} px, has {room}" if need > room + 2 else None


def widget_problems(root: QWidget, where: str) -> list[str]:
    """The texts of `root`'s visible widgets that are cut or run out of their box."""
    found = []
    for widget in [root, *root.findChildren(QWidget)]:
        if not widget.isVisibleTo(root) and widget is not root or widget.width() <= 0:
            continue
        problem = text = None
        if isinstance(widget, QLabel) and widget.text() and (
                widget.pixmap() is None or widget.pixmap().isNull()):
            text, problem = widget.text(), _label_problem(widget)
        elif isinstance(widget, QAbstractButton) and widget.text():
            text, problem = widget.text(), _button_problem(widget)
        elif isinstance(widget, QGroupBox) and widget.title():
            text = widget.title()
            need = QFontMetricsF(widget.font()).horizontalAdvance(_plain(text)) + 16
            problem = f"needs {need:.0f} px, has {widget.width()}" if need > widget.width() \
                else None
        if problem:
            found.append(f"{where}: {type(widget).__name__} {text[:70]!r} {problem}")
    return found


def table_problems(view: TableView, where: str) -> list[str]:
    """The texts on a table that are cut, run off the table or lie on one another."""
    found, labels = [], []
    table = view.table_rect()
    items = [item for item in view.scene().items() if item.isVisible() and item.opacity() > 0]
    panels = [(item.zValue(), item.sceneBoundingRect()) for item in items
              if isinstance(item, MatItem) and item.opaque]
    for item in items:
        box = item.sceneBoundingRect()
        if any(z > item.zValue() and panel.contains(box) for z, panel in panels):
            continue  # hidden under a panel over the table
        if isinstance(item, ButtonItem) and item.fitted_label()[1] != item.text:
            found.append(f"{where}: table button {item.text!r} cut to "
                         f"{item.fitted_label()[1]!r}")
        elif isinstance(item, LabelItem) and item.text:
            if item.shown_text() != item.text:
                found.append(f"{where}: table label {item.text!r} cut to {item.shown_text()!r}")
            box = item.mapRectToScene(item.boundingRect().adjusted(2, 2, -2, -2))
            if not table.contains(box.adjusted(1, 1, -1, -1)):
                found.append(f"{where}: table label {item.text!r} runs off the table")
            labels.append((box, item))
        elif isinstance(item, CostCardItem):
            found += [f"{where}: cost card text {text!r} does not fit"
                      for text in item.cramped()]
    for i, (box, item) in enumerate(labels):
        for other_box, other in labels[i + 1:]:
            overlap = QRectF(box).intersected(other_box)
            if overlap.width() > 2 and overlap.height() > 2:
                found.append(f"{where}: table labels {item.text!r} and {other.text!r} overlap")
    return found
