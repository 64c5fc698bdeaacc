"""The table in words, for screen readers (NVDA, VoiceOver, Orca through AT-SPI).

A QGraphicsScene's items have no place in the platform's accessibility tree, so each
TableView is given one here: an accessible interface that shows the items worth
speaking as its children, each with a name, a description, a role (a button for the
current choice's targets, text for the rest), its state and its place on the screen.
The words come from the view (`TableView.speak_item`, each game's own texts), made
only from what the seat at the screen may see. Moving the keyboard focus on the table
tells the screen reader which child has it; `announce` speaks a sentence (a move)
without moving the focus.

Python interfaces live in Qt's accessibility cache: each is made once per item key and
kept by the view, and removed from the cache when the view goes (else the cache would
keep a pointer to an object Python has freed).
"""

from __future__ import annotations

from collections.abc import Hashable

import shiboken6
from PySide6.QtCore import QCoreApplication, QRect
from PySide6.QtGui import (
    QAccessible,
    QAccessibleAnnouncementEvent,
    QAccessibleEvent,
    QAccessibleInterface,
    QAccessibleStateChangeEvent,
)
from PySide6.QtWidgets import QAccessibleWidget, QWidget

translate = QCoreApplication.translate  # lupdate reads the literal context and text of each call


def announce(widget: QWidget, text: str) -> None:
    """Have a screen reader say `text` (politely: after what it is saying)."""
    if not text or not QAccessible.isActive():
        return
    event = QAccessibleAnnouncementEvent(widget, text)
    event.setPoliteness(QAccessible.AnnouncementPoliteness.Polite)
    QAccessible.updateAccessibility(event)


class ItemAccessible(QAccessibleInterface):
    """One item of the table (by its stage key) as a screen reader sees it."""

    def __init__(self, view, key: Hashable) -> None:
        super().__init__()
        self.view = view
        self.key = key

    def _item(self):
        if not shiboken6.isValid(self.view):
            return None
        return self.view.table_item(self.key)

    def isValid(self) -> bool:  # noqa: N802 (Qt's names, here and below)
        return self._item() is not None

    def object(self):
        return None  # a scene item is no QObject the cache could watch

    def window(self):
        return self.view.window().windowHandle() if self.isValid() else None

    def relations(self, match=None):
        return []

    def focusChild(self):
        return None

    def childAt(self, x: int, y: int):
        return None

    def parent(self):
        return QAccessible.queryAccessibleInterface(self.view) if self.isValid() else None

    def child(self, index: int):
        return None

    def childCount(self) -> int:
        return 0

    def indexOfChild(self, child) -> int:
        return -1

    def text(self, kind: QAccessible.Text) -> str:
        item = self._item()
        if item is None:
            return ""
        name, description = self.view.speak_item(self.key, item) or ("", "")
        if kind == QAccessible.Text.Name:
            return name
        if kind == QAccessible.Text.Description:
            return description
        return ""

    def setText(self, kind, text: str) -> None:
        pass  # the table's words are not for editing

    def rect(self) -> QRect:
        item = self._item()
        if item is None:
            return QRect()
        view = self.view
        polygon = view.mapFromScene(item.sceneBoundingRect())
        local = polygon.boundingRect()
        return QRect(view.viewport().mapToGlobal(local.topLeft()), local.size())

    def role(self) -> QAccessible.Role:
        if self.key in self.view.focus_order():
            return QAccessible.Role.Button
        return QAccessible.Role.StaticText

    def state(self):
        state = QAccessible.State()
        item = self._item()
        if item is None:
            state.invalid = True
            return state
        actionable = self.key in self.view.focus_order()
        state.focusable = actionable
        state.focused = (actionable and takes_keys(self.view)
                         and self.view.focused_key() == self.key)
        state.selected = bool(getattr(item, "marked", False))
        state.disabled = bool(getattr(item, "dimmed", False)
                              or getattr(item, "enabled", True) is False)
        state.invisible = not item.isVisible()
        return state


class TableAccessible(QAccessibleWidget):
    """A TableView with the items it speaks of as children."""

    def __init__(self, view) -> None:
        super().__init__(view, QAccessible.Role.Pane)
        self.view = view

    def _children(self) -> list[ItemAccessible]:
        return [self.view.accessible_item(key) for key in self.view.spoken_keys()]

    def text(self, kind: QAccessible.Text) -> str:
        if kind == QAccessible.Text.Name:
            return self.view.accessibleName() or translate("TableSpeech", "Table")
        return super().text(kind)

    def childCount(self) -> int:  # noqa: N802 (Qt's names, here and below)
        return len(self.view.spoken_keys())

    def child(self, index: int):
        keys = self.view.spoken_keys()
        return self.view.accessible_item(keys[index]) if 0 <= index < len(keys) else None

    def indexOfChild(self, child) -> int:
        keys = self.view.spoken_keys()
        key = getattr(child, "key", None)
        return keys.index(key) if getattr(child, "view", None) is self.view and key in keys else -1

    def focusChild(self):
        key = self.view.focused_key()
        return self.view.accessible_item(key) if key is not None else None

    def childAt(self, x: int, y: int):
        for child in self._children():
            if child.rect().contains(x, y):
                return child
        return None


def _factory(class_name: str, obj):
    from caramba_desktop.ui.scene.tableview import TableView

    if isinstance(obj, TableView):
        return TableAccessible(obj)
    return None


_installed = False


def install() -> None:
    """Give every TableView its accessible interface (once a run)."""
    global _installed
    if not _installed:
        QAccessible.installFactory(_factory)
        _installed = True


def forget(interfaces: dict[Hashable, QAccessibleInterface]) -> None:
    """Take `interfaces` out of Qt's cache before Python frees them."""
    for interface in interfaces.values():
        if shiboken6.isValid(interface):
            QAccessible.deleteAccessibleInterface(QAccessible.uniqueId(interface))


def takes_keys(view) -> bool:
    """Whether the keys typed in the view's window go to the view. (hasFocus() asks
    more: that the window be the active one, which a window manager decides.)"""
    return view.isVisible() and view.window().focusWidget() is view


def tell_focus(view, key: Hashable | None) -> None:
    """Tell a screen reader that the focus on the table is now on `key`."""
    if key is None or not QAccessible.isActive() or not takes_keys(view):
        return
    QAccessible.updateAccessibility(QAccessibleEvent(view.accessible_item(key),
                                                     QAccessible.Event.Focus))


def tell_selection(view, key: Hashable | None, was_marked: bool) -> None:
    """Tell a screen reader that the focused item `key` is now chosen, or no longer (a
    card of several to pick): its state changes, and it is said."""
    item = view.table_item(key) if key is not None else None
    marked = bool(getattr(item, "marked", False))
    if item is None or marked == was_marked or key not in view.focus_order():
        return
    if QAccessible.isActive():
        changed = QAccessible.State()
        changed.selected = True
        QAccessible.updateAccessibility(QAccessibleStateChangeEvent(view.accessible_item(key),
                                                                    changed))
    name = (view.speak_item(key, item) or ("", ""))[0]
    said = (translate("TableSpeech", "{name}: chosen") if marked
            else translate("TableSpeech", "{name}: not chosen"))
    announce(view, said.format(name=name))


def default_words(item) -> tuple[str, str] | None:
    """What any table item says of itself: a button its text, a label its words, a
    card turned down that it is face down (never more: its face is not the seat's)."""
    from caramba_desktop.ui.scene.items import ButtonItem, CardItem, LabelItem

    if isinstance(item, ButtonItem):
        return item.text, ""
    if isinstance(item, LabelItem):
        return (item.text, "") if item.text.strip() else None
    if isinstance(item, CardItem) and not item.face_up:
        return face_down(), ""
    return None


def face_down() -> str:
    return translate("TableSpeech", "Face-down card")


def in_hand(names: list[str], player: int, viewer: int | None) -> str:
    """Where a card is: "In your hand" for the seat at the screen, else whose."""
    if player == viewer:
        return translate("TableSpeech", "In your hand")
    return translate("TableSpeech", "In the hand of {name}").format(name=_name(names, player))


def labelled(label: str, value: str) -> str:
    """A thing and what it is or shows: "card 2: 7 (Peek)" (French spaces its colon)."""
    return translate("TableSpeech", "{label}: {value}").format(label=label, value=value)


def pile_words(name: str, count: int) -> tuple[str, str]:
    """A pile: its name, and how many it holds."""
    return name, translate("TableSpeech", "{count} in it").format(count=count)


def summary(names: list[str], current: int | None, viewer: int | None, *,
            scores: list[str] | None = None, holding: str = "", stake: str = "",
            more: list[str] | None = None) -> str:
    """The table in a few sentences: whose turn, the scores (one text per seat), what
    the seat at the screen holds, what is at stake, then the game's `more`."""
    parts = []
    if current is not None and 0 <= current < len(names):
        parts.append(translate("TableSpeech", "Your turn.") if current == viewer else
                     translate("TableSpeech", "{name} to play.").format(name=names[current]))
    if scores:
        parts.append(translate("TableSpeech", "Scores: {scores}.").format(scores=", ".join(
            f"{_name(names, p)} {score}" for p, score in enumerate(scores))))
    if holding:
        parts.append(translate("TableSpeech", "You hold: {things}.").format(things=holding))
    if stake:
        parts.append(translate("TableSpeech", "At stake: {things}.").format(things=stake))
    return " ".join(parts + list(more or []))


def _name(names: list[str], player: int) -> str:
    return names[player] if 0 <= player < len(names) else str(player + 1)
