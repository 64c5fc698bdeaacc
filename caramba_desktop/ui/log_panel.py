"""The game log: one translated line per move, as the current viewer may see it.

The panel keeps the raw log entries of the session, never the text, and
renders every line again when the language changes or the viewer changes.
So a pass-and-play hand-off shows neither the next player's secrets nor the
previous player's: each line comes from `entry.view_for(viewer)`, where
viewer None is the public view (what the whole table may see).

The words come from the game's own `games/<id>/texts.py`:

    describe(view, actor, names) -> str | None        one action
    describe_event(event, names) -> str | None        one consequence
    group_key(view, actor) -> tuple | None            optional: consecutive
    describe_group(views, actor, names) -> str | None   actions with the same
                                                        key share one line

A log entry needs `view_for(viewer) -> dict` (the action as `viewer` sees
it); `actor` (the player index, negative for chance) and `events` (the
public consequences, a list of dicts) are read when present.
"""

from __future__ import annotations

import importlib
from collections.abc import Iterable, Sequence
from types import ModuleType
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QSize, Qt
from PySide6.QtGui import QColor, QIcon, QPainter, QPixmap
from PySide6.QtWidgets import (
    QAbstractItemView,
    QListWidget,
    QListWidgetItem,
    QVBoxLayout,
    QWidget,
)

from caramba_desktop.ui import palette

# A rendered line: its text and the colour of its marker (None = no marker).
Line = tuple[str, str | None]


def texts_for(game_id: str | None) -> ModuleType | None:
    """The game's text module (games/<id>/texts.py), or None if it has none yet."""
    if not game_id:
        return None
    try:
        return importlib.import_module(f"caramba_desktop.games.{game_id}.texts")
    except ModuleNotFoundError:
        return None


def _entry_actor(entry: Any, view: dict) -> int | None:
    actor = getattr(entry, "actor", None)
    if isinstance(actor, int) and actor >= 0:
        return actor
    player = view.get("player")
    return player if isinstance(player, int) and player >= 0 else None


def _entry_events(entry: Any, viewer: int | None) -> list[dict]:
    events_for = getattr(entry, "events_for", None)
    if callable(events_for):
        return list(events_for(viewer) or [])
    return list(getattr(entry, "events", None) or [])


def render_lines(
    texts: ModuleType | None,
    entries: Iterable[Any],
    viewer: int | None,
    names: Sequence[str],
) -> list[Line]:
    """The log's lines for `viewer` (None = public). Pure: no widget involved."""
    if texts is None:
        return []
    describe = getattr(texts, "describe", None)
    describe_event = getattr(texts, "describe_event", None)
    group_key = getattr(texts, "group_key", None)
    describe_group = getattr(texts, "describe_group", None)
    grouping = callable(group_key) and callable(describe_group)

    lines: list[Line] = []
    group: list[dict] = []
    group_actor: int | None = None
    current_key: tuple | None = None

    def add(text: str | None, player: int | None = None, colour: str | None = None) -> None:
        if text:
            if colour is None and player is not None:
                colour = palette.seat_colour(player)
            lines.append((text, colour))

    def flush() -> None:
        nonlocal group, current_key
        if group:
            add(describe_group(group, group_actor, names), group_actor)
        group = []
        current_key = None

    for entry in entries:
        view = entry.view_for(viewer)
        actor = _entry_actor(entry, view)
        key = group_key(view, actor) if grouping else None
        if key is not None and key == current_key:
            group.append(view)
        else:
            flush()
            if key is not None:
                group, group_actor, current_key = [view], actor, key
            elif callable(describe):
                add(describe(view, actor, names), actor)
        events = _entry_events(entry, viewer)
        if events:
            flush()
            for event in events:
                if callable(describe_event):
                    add(describe_event(event, names), None, _event_colour(event))
    flush()
    return lines


def render_runs(texts: ModuleType | None, entries: Sequence[Any],
                viewer: int | None) -> list[tuple[int, int]]:
    """Split `entries` into runs [a, b) that render_lines renders independently.

    Only the last run can still change when entries are appended (a card drawn
    joins the line of the draws before it), so the lines of the others can be
    kept: that keeps appending to a long log cheap."""
    group_key = getattr(texts, "group_key", None)
    grouping = callable(group_key) and callable(getattr(texts, "describe_group", None))
    runs: list[tuple[int, int]] = []
    start, prev_key, prev_open = 0, None, False
    for i, entry in enumerate(entries):
        key = None
        if grouping:
            view = entry.view_for(viewer)
            key = group_key(view, _entry_actor(entry, view))
        if i > start and not (key is not None and prev_open and key == prev_key):
            runs.append((start, i))
            start = i
        prev_key = key
        prev_open = key is not None and not _entry_events(entry, viewer)
    if len(entries) > start:
        runs.append((start, len(entries)))
    return runs


def _event_colour(event: dict) -> str | None:
    treasure = event.get("treasure")
    if isinstance(treasure, str) and treasure in palette.TREASURE_COLOURS:
        return palette.TREASURE_COLOURS[treasure]
    if event.get("type") == "game_over":
        return palette.table_colours(None)["accent"]
    player = event.get("player")
    if isinstance(player, int) and player >= 0:
        return palette.seat_colour(player)
    return None


class LogPanel(QWidget):
    """The list of what happened, newest at the bottom."""

    MARKER = 10  # px: the coloured dot before a line
    FOLLOW_SLACK = 4  # px: this close to the end counts as reading the newest line

    def __init__(
        self,
        parent: QWidget | None = None,
        game_id: str | None = None,
        names: Sequence[str] = (),
    ) -> None:
        super().__init__(parent)
        self.setObjectName("logPanel")
        self._game_id = game_id
        self._texts = texts_for(game_id)
        self._names: list[str] = list(names)
        self._entries: list[Any] = []
        self._viewer: int | None = None
        self._lines: list[Line] = []
        # lines that appending cannot change: those of the first _stable_count entries
        self._stable_count = 0
        self._stable_lines: list[Line] = []
        self._icons: dict[str | None, QIcon] = {}

        self.list = QListWidget(self)
        self.list.setObjectName("logList")
        self.list.setWordWrap(True)
        self.list.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.list.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.list.setIconSize(QSize(self.MARKER, self.MARKER))
        self.list.setTextElideMode(Qt.TextElideMode.ElideNone)
        # The log follows the newest line until the player scrolls back to read; the
        # range grows only when Qt lays the wrapped lines out, after an append has
        # returned, so the scroll to the end waits for that growth.
        self._following = True
        scroll = self.list.verticalScrollBar()
        scroll.valueChanged.connect(self._on_scrolled)
        scroll.rangeChanged.connect(self._on_range_changed)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.list)
        self.retranslate()

    # ----- what to show ------------------------------------------------------

    def set_game(self, game_id: str | None, names: Sequence[str]) -> None:
        """Start the log of a new game: forget the entries, take the game's words and names."""
        self._game_id = game_id
        self._texts = texts_for(game_id)
        self._names = list(names)
        self._entries = []
        self._refresh()

    def set_names(self, names: Sequence[str]) -> None:
        self._names = list(names)
        self._refresh()

    def set_viewer(self, viewer: int | None) -> None:
        """Show the log as `viewer` may see it (None = public, e.g. behind a hand-off cover)."""
        if viewer != self._viewer:
            self._viewer = viewer
            self._refresh()

    @property
    def viewer(self) -> int | None:
        return self._viewer

    def append_entry(self, entry: Any) -> None:
        self._entries.append(entry)
        self._refresh(appended=True)

    def add_entries(self, entries: Iterable[Any]) -> None:
        self._entries.extend(entries)
        self._refresh(appended=True)

    def set_entries(self, entries: Iterable[Any]) -> None:
        """Replace the whole log (after undo, or when a saved game is opened)."""
        self._entries = list(entries)
        self._refresh()

    def clear(self) -> None:
        self._entries = []
        self._refresh()

    def entries(self) -> list[Any]:
        return list(self._entries)

    def lines(self) -> list[str]:
        """The texts shown, top to bottom."""
        return [text for text, _ in self._lines]

    # ----- language ----------------------------------------------------------

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt's name)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        self.list.setAccessibleName(QCoreApplication.translate("LogPanel", "Game log"))
        self.list.setToolTip(QCoreApplication.translate("LogPanel", "What has happened so far"))
        self._refresh(force=True)

    # ----- drawing -----------------------------------------------------------

    def _render(self, appended: bool) -> list[Line]:
        """All lines; after an append only the entries of the last run are rendered again."""
        if not appended or self._stable_count > len(self._entries):
            self._stable_count, self._stable_lines = 0, []
        tail = self._entries[self._stable_count:]
        runs = render_runs(self._texts, tail, self._viewer)
        for a, b in runs[:-1]:
            self._stable_lines += render_lines(self._texts, tail[a:b], self._viewer, self._names)
        last = runs[-1][0] if runs else 0
        self._stable_count += last
        return self._stable_lines + render_lines(self._texts, tail[last:], self._viewer,
                                                 self._names)

    def _refresh(self, force: bool = False, appended: bool = False) -> None:
        new = self._render(appended and not force)
        old = [] if force else self._lines
        same = 0
        while same < min(len(old), len(new)) and old[same] == new[same]:
            same += 1
        if force:
            self.list.clear()
            self._following = True
        while self.list.count() > same:
            self.list.takeItem(self.list.count() - 1)
        for text, colour in new[same:]:
            item = QListWidgetItem(self._icon(colour), text)
            item.setFlags(Qt.ItemFlag.ItemIsEnabled)
            self.list.addItem(item)
        self._lines = new
        if self._following:
            self.list.scrollToBottom()

    def following(self) -> bool:
        """True while the newest line is kept in view (the player has not scrolled back)."""
        return self._following

    def _on_scrolled(self, value: int) -> None:
        self._following = value >= self.list.verticalScrollBar().maximum() - self.FOLLOW_SLACK

    def _on_range_changed(self, _minimum: int, maximum: int) -> None:
        if self._following:
            self.list.verticalScrollBar().setValue(maximum)

    def _icon(self, colour: str | None) -> QIcon:
        if colour not in self._icons:
            size = self.MARKER
            pixmap = QPixmap(size * 2, size * 2)  # drawn at 2x, sharp on high-DPI screens
            pixmap.setDevicePixelRatio(2.0)
            pixmap.fill(Qt.GlobalColor.transparent)
            if colour is not None:
                painter = QPainter(pixmap)
                painter.setRenderHint(QPainter.RenderHint.Antialiasing)
                painter.setPen(QColor(0, 0, 0, 70))
                painter.setBrush(QColor(colour))
                painter.drawEllipse(1, 1, size - 2, size - 2)
                painter.end()
            self._icons[colour] = QIcon(pixmap)
        return self._icons[colour]
