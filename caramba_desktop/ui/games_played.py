"""The games played: every finished game, the newest first, filtered by game and by
player; a game can be saved as a .caramba.json or replayed (the main window's
`replay_record`).

    dialog = GamesPlayedDialog(store, main_window)   # store: HistoryStore or None
    dialog.loaded.connect(...)                       # the rows are shown (read on a thread)
"""

from __future__ import annotations

import concurrent.futures
import functools
import logging
import sqlite3
from pathlib import Path

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QDateTime,
    QEvent,
    QLocale,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QSettings,
    Qt,
    Signal,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from caramba_desktop.engine.bounds import escape_controls
from caramba_desktop.engine.record import RecordError
from caramba_desktop.history.rows import GameSummary, PlayerResult
from caramba_desktop.history.store import HistoryStore, is_damage, read_listing
from caramba_desktop.session.journal import atomic_write_text
from caramba_desktop.ui import game_views, paths
from caramba_desktop.ui.new_game import game_title, level_name

log = logging.getLogger(__name__)

ALL = None  # the filters' "all games" / "all players" entry
# the columns fit the first rows this many (every row: a long list opens slowly)
SIZED_ROWS = 100
RIGHT = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
translate = QCoreApplication.translate


def shown_time(utc: str | None) -> str:
    """A moment kept in UTC, in the player's time zone and locale (short form)."""
    if not utc:
        return ""
    moment = QDateTime.fromString(utc, Qt.DateFormat.ISODate)
    if not moment.isValid():
        return utc
    return QLocale().toString(moment.toLocalTime(), QLocale.FormatType.ShortFormat)


def shown_score(score: float) -> str:
    return str(int(score)) if float(score).is_integer() else f"{score:g}"


def player_text(player: PlayerResult) -> str:
    """A seat in the list: ★ for a winner, the level of a computer, the score."""
    name = escape_controls(player.name)
    if player.kind == "computer" and player.level:
        name = translate("GamesPlayedDialog", "{name} ({level})").format(
            name=name, level=level_name(player.level))
    mark = "★ " if player.winner else ""
    return f"{mark}{name} {shown_score(player.score)}"


@functools.cache
def reading_thread() -> concurrent.futures.ThreadPoolExecutor:
    """The one thread that reads the list, so that a long history never holds the window."""
    return concurrent.futures.ThreadPoolExecutor(1, thread_name_prefix="games-played")


def read_by_the_store(exc: sqlite3.Error, read, empty):
    """What `read()` gives once `exc` came from a reading thread: a damaged file is set
    aside by the store itself (here, on the window's thread: the new file is empty, so
    this is quick); any other trouble gives `empty`."""
    if isinstance(exc, sqlite3.DatabaseError) and is_damage(exc):
        try:
            return read()
        except sqlite3.Error as again:
            exc = again
    log.warning("the games played cannot be read: %s", exc)
    return empty


class HistoryCounts(QObject):
    """Counts in each language's plural forms: lupdate reads a plural only from a
    method's self.tr, the class naming its context."""

    def unreadable(self, count: int) -> str:
        return self.tr("%n game(s) could not be read: the file of the games played holds "
                       "values that do not fit.", "", count)


def unreadable_note(parent: QWidget, name: str) -> QLabel:
    """The label that says how many games were left out (hidden while none was)."""
    label = QLabel(parent)
    label.setObjectName(name)
    label.setWordWrap(True)
    label.hide()
    return label


def show_unreadable(label: QLabel, count: int) -> None:
    """Say under a list that `count` games were left out (nothing while none was)."""
    label.setText(HistoryCounts().unreadable(count) if count else "")
    label.setVisible(bool(count))


def fill_player_filter(combo: QComboBox, names: list[str], all_text: str | None) -> None:
    """The names to choose from (`all_text`: a first entry for everybody), keeping the
    choice made."""
    chosen = combo.currentData()
    combo.blockSignals(True)
    combo.clear()
    if all_text is not None:
        combo.addItem(all_text, ALL)
    for name in names:
        combo.addItem(escape_controls(name), name)
    index = combo.findData(chosen)
    combo.setCurrentIndex(max(0, index))
    combo.blockSignals(False)


class GamesModel(QAbstractTableModel):
    """The games as rows: ended, game, players and scores, moves. A row's words are
    made when the view shows it, so a long history opens as quickly as a short one."""

    COLUMNS = 4

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.games: list[GameSummary] = []
        self._texts: dict[int, tuple[str, ...]] = {}  # row -> its words, once shown

    def set_games(self, games: list[GameSummary]) -> None:
        self.beginResetModel()
        self.games, self._texts = games, {}
        self.endResetModel()

    def retranslate(self) -> None:
        self._texts = {}
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, self.COLUMNS - 1)
        if self.games:
            self.dataChanged.emit(self.index(0, 0),
                                  self.index(len(self.games) - 1, self.COLUMNS - 1))

    def rowCount(self, parent=QModelIndex()) -> int:  # noqa: N802, B008 (Qt's names)
        return 0 if parent.isValid() else len(self.games)

    def columnCount(self, parent=QModelIndex()) -> int:  # noqa: N802, B008
        return 0 if parent.isValid() else self.COLUMNS

    def data(self, index: QModelIndex | QPersistentModelIndex,
             role: int = Qt.ItemDataRole.DisplayRole):
        # the view asks for many roles of every cell: the words are made once a row
        if role == Qt.ItemDataRole.DisplayRole:
            row = index.row()
            texts = self._texts.get(row)
            if texts is None:
                texts = self._texts[row] = self._row_texts(self.games[row])
            return texts[index.column()]
        if role == Qt.ItemDataRole.TextAlignmentRole and index.column() == 3:
            return RIGHT
        return None

    @staticmethod
    def _row_texts(game: GameSummary) -> tuple[str, ...]:
        return (shown_time(game.ended), game_title(game.game_id),
                "  ·  ".join(player_text(p) for p in game.players),
                QLocale().toString(game.moves))

    def headerData(self, section: int, orientation: Qt.Orientation,  # noqa: N802
                   role: int = Qt.ItemDataRole.DisplayRole):
        if orientation != Qt.Orientation.Horizontal or role != Qt.ItemDataRole.DisplayRole:
            return None
        return (translate("GamesPlayedDialog", "Ended"), translate("GamesPlayedDialog", "Game"),
                translate("GamesPlayedDialog", "Players and scores"),
                translate("GamesPlayedDialog", "Moves"))[section]


class GamesPlayedDialog(QDialog):
    """The list is read on a thread of its own (reading=True meanwhile, and the window
    says it is loading); `loaded` follows each time the rows are shown."""

    loaded = Signal()
    _listRead = Signal(object)  # (request number, future), sent from the reading thread

    def __init__(self, store: HistoryStore | None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("gamesPlayedDialog")
        self.store = store
        self._games: list[GameSummary] = []
        self._unreadable = 0  # the games of the last read left out: their values do not fit
        self._request = 0  # the newest read asked for: an older answer is dropped
        self.reading = False
        self.resize(860, 520)

        self.game_filter = QComboBox(self)
        self.game_filter.setObjectName("gameFilter")
        self.player_filter = QComboBox(self)
        self.player_filter.setObjectName("playerFilter")
        # the names come with the list, after the first show: it grows to fit them
        self.player_filter.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.game_label = QLabel(self)
        self.game_label.setBuddy(self.game_filter)
        self.player_label = QLabel(self)
        self.player_label.setBuddy(self.player_filter)
        filters = QHBoxLayout()
        filters.addWidget(self.game_label)
        filters.addWidget(self.game_filter)
        filters.addSpacing(16)
        filters.addWidget(self.player_label)
        filters.addWidget(self.player_filter)
        filters.addStretch(1)

        self.model = GamesModel(self)
        self.table = QTableView(self)
        self.table.setObjectName("gamesList")
        self.table.setModel(self.model)
        self.table.setShowGrid(False)
        self.table.setStyleSheet("QTableView::item { padding: 0px 8px 0px 4px; }")  # air
        self.table.setWordWrap(False)
        self.table.verticalHeader().hide()
        self.table.setAlternatingRowColors(True)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        rows = self.table.verticalHeader()
        rows.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)  # one line a game
        rows.setDefaultSectionSize(self.fontMetrics().height() + 6)
        header = self.table.horizontalHeader()
        header.setHighlightSections(False)
        header.setDefaultAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        header.setStretchLastSection(False)
        header.setResizeContentsPrecision(SIZED_ROWS)
        for column in range(GamesModel.COLUMNS):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        self.empty_label = QLabel(self)
        self.empty_label.setObjectName("gamesPlayedEmpty")
        self.empty_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.empty_label.setWordWrap(True)
        self.unreadable_label = unreadable_note(self, "gamesUnreadable")

        self.save_button = QPushButton(self)
        self.save_button.setObjectName("saveGameButton")
        self.replay_button = QPushButton(self)
        self.replay_button.setObjectName("replayButton")
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.addButton(self.replay_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.addButton(self.save_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.rejected.connect(self.reject)
        self.saved_label = QLabel(self)  # the file a game was just saved as
        self._saved_file = ""
        self.saved_label.setObjectName("savedNote")
        self.saved_label.setTextFormat(Qt.TextFormat.PlainText)
        self.saved_label.hide()
        bottom = QHBoxLayout()
        bottom.addWidget(self.saved_label, 1)
        bottom.addWidget(buttons)

        layout = QVBoxLayout(self)
        layout.addLayout(filters)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.empty_label, 1)
        layout.addWidget(self.unreadable_label)
        layout.addLayout(bottom)

        self.game_filter.currentIndexChanged.connect(lambda *_: self.refresh())
        self.player_filter.currentIndexChanged.connect(lambda *_: self.refresh())
        self.table.selectionModel().currentRowChanged.connect(lambda *_: self._update_buttons())
        self.table.selectionModel().currentRowChanged.connect(lambda *_: self.saved_label.hide())
        self.table.activated.connect(lambda *_: self.replay_selected())
        self.save_button.clicked.connect(lambda: self.save_selected())
        self.replay_button.clicked.connect(self.replay_selected)
        # queued, also when the read is done before its callback is set (then it runs
        # on this thread): the rows always come after refresh() has returned
        self._listRead.connect(self._on_list_read, Qt.ConnectionType.QueuedConnection)
        self.retranslate()

    # ----- what is shown -------------------------------------------------------------

    def games(self) -> list[GameSummary]:
        """The games listed, in the list's order."""
        return list(self._games)

    def set_filters(self, game_id: str | None = ALL, player: str | None = ALL) -> None:
        self.game_filter.setCurrentIndex(max(0, self.game_filter.findData(game_id)))
        self.player_filter.setCurrentIndex(max(0, self.player_filter.findData(player)))
        self.refresh()

    def refresh(self) -> None:
        """Read the list again for the filters chosen; the rows come a moment later."""
        self._request += 1
        if self.store is None:
            self._show([])
            return
        self.reading = True
        if self.player_filter.count() == 0:  # the names are not read yet
            fill_player_filter(self.player_filter, [],
                               translate("GamesPlayedDialog", "All players"))
        self._show([])
        request = self._request
        future = reading_thread().submit(read_listing, self.store.path,
                                         self.game_filter.currentData(),
                                         self.player_filter.currentData())
        future.add_done_callback(lambda done: self._send_listing(request, done))

    def _send_listing(self, request: int, done: concurrent.futures.Future) -> None:
        try:
            self._listRead.emit((request, done))
        except RuntimeError:  # the dialog was closed before the list was read
            pass

    def _on_list_read(self, answer: tuple[int, concurrent.futures.Future]) -> None:
        request, done = answer
        if request != self._request:
            return
        try:
            names, games = done.result()
        except sqlite3.Error as exc:
            names, games = read_by_the_store(exc, lambda: (
                self.store.player_names(), self.store.games(
                    self.game_filter.currentData(), self.player_filter.currentData())),
                ([], []))
        fill_player_filter(self.player_filter, names,
                           translate("GamesPlayedDialog", "All players"))
        self.reading = False
        self._unreadable = getattr(games, "unreadable", 0)
        self._show(games)
        self.loaded.emit()


    def _show(self, games: list[GameSummary]) -> None:
        self._games = games
        self.model.set_games(games)
        if games:
            self.table.setCurrentIndex(self.model.index(0, 0))
        self.table.setVisible(bool(games))
        self.empty_label.setVisible(not games)
        self.empty_label.setText(self._empty_text())
        show_unreadable(self.unreadable_label, 0 if self.reading else self._unreadable)
        self._update_buttons()

    def _empty_text(self) -> str:
        if self.store is None:
            return translate("GamesPlayedDialog", "The games played cannot be kept on this "
                             "computer for now.")
        if self.reading:
            return translate("GamesPlayedDialog", "Loading the games played…")
        return translate("GamesPlayedDialog", "No finished game yet: every game played to the "
                         "end is listed here.")

    def selected(self) -> GameSummary | None:
        row = self.table.currentIndex().row()
        return self._games[row] if 0 <= row < len(self._games) else None

    def _update_buttons(self) -> None:
        chosen = self.selected()
        self.save_button.setEnabled(chosen is not None)
        self.replay_button.setEnabled(chosen is not None
                                      and game_views.is_playable(chosen.game_id))

    # ----- doing -------------------------------------------------------------------------

    def _chosen_record(self):
        chosen = self.selected()
        if chosen is None or self.store is None:
            return None, None
        try:
            return chosen, self.store.record(chosen.id)
        except (KeyError, RecordError, sqlite3.Error) as exc:
            log.warning("game %s of the history cannot be read: %s", chosen.id, exc)
            self._warn(translate("GamesPlayedDialog",
                                 "This game cannot be read: its record is damaged."), str(exc))
            return None, None

    def save_selected(self, path: str | None = None) -> bool:
        """Write the chosen game as a save file (asks where, unless `path` is given)."""
        chosen, record = self._chosen_record()
        if record is None:
            return False
        if not path:
            stamp = QDateTime.fromString(chosen.ended, Qt.DateFormat.ISODate).toLocalTime()
            name = f"{chosen.game_id}-{stamp.toString('yyyy-MM-dd-HHmm')}{paths.SAVE_SUFFIX}"
            folder = paths.save_folder(QSettings().value("files/folder"))
            path, _ = QFileDialog.getSaveFileName(
                self, translate("GamesPlayedDialog", "Save the game as"), str(Path(folder) / name),
                translate("GamesPlayedDialog", "Saved games (*{suffix});;All files (*)").format(
                    suffix=paths.SAVE_SUFFIX))
            if not path:
                return False
            path = paths.with_save_suffix(path)
        try:
            atomic_write_text(path, record.dumps())
        except OSError as exc:
            self._warn(translate("GamesPlayedDialog",
                                 "“{file}” could not be written: {reason}").format(
                file=escape_controls(Path(path).name), reason=exc.strerror or str(exc)),
                str(exc))
            return False
        QSettings().setValue("files/folder", str(Path(path).parent))
        self._saved_file = escape_controls(Path(path).name)
        self._show_saved()
        self.saved_label.show()
        return True

    def _show_saved(self) -> None:
        self.saved_label.setText(translate("GamesPlayedDialog", "Saved as “{file}”").format(
            file=self._saved_file))

    def replay_selected(self) -> None:
        if not self.replay_button.isEnabled():
            return
        chosen, record = self._chosen_record()
        if record is None:
            return
        self.accept()
        self.parent().replay_record(record, chosen.id)

    def _warn(self, text: str, detail: str) -> None:
        warn = getattr(self.parent(), "warn", None)
        if warn is not None:
            warn(translate("GamesPlayedDialog", "Games played"), text, detail)

    # ----- language ------------------------------------------------------------------

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt's name)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        self.setWindowTitle(translate("GamesPlayedDialog", "Games played"))
        self.game_label.setText(translate("GamesPlayedDialog", "&Game:"))
        self.player_label.setText(translate("GamesPlayedDialog", "&Player:"))
        chosen = self.game_filter.currentData()
        self.game_filter.blockSignals(True)
        self.game_filter.clear()
        self.game_filter.addItem(translate("GamesPlayedDialog", "All games"), ALL)
        for game_id in ("caramba", "cabo", "caravan", "mina"):
            self.game_filter.addItem(game_title(game_id), game_id)
        self.game_filter.setCurrentIndex(max(0, self.game_filter.findData(chosen)))
        self.game_filter.blockSignals(False)
        self.model.retranslate()
        self.save_button.setText(translate("GamesPlayedDialog", "&Save as…"))
        self.replay_button.setText(translate("GamesPlayedDialog", "&Replay"))
        self._show_saved()
        self.refresh()
