"""Statistics: one player's record at each game (history/stats.py), with a small
chart of the last games drawn with QPainter.

    dialog = StatisticsDialog(store, main_window)   # store: HistoryStore or None

The games are read and counted on the games played's reading thread, so that a long
history never holds the window: the dialog opens at once saying so, the figures
follow (`loaded`).
"""

from __future__ import annotations

import concurrent.futures
import os
import sqlite3

from PySide6.QtCore import QCoreApplication, QEvent, QLocale, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QPainter, QPaintEvent, QPalette, QPen
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from caramba_desktop.history.rows import GameList
from caramba_desktop.history.stats import PlayerStats, Tally, player_stats
from caramba_desktop.history.store import HistoryStore, read_games
from caramba_desktop.ui.games_played import (
    fill_player_filter,
    read_by_the_store,
    reading_thread,
    show_unreadable,
    shown_score,
    unreadable_note,
)
from caramba_desktop.ui.language import percent_text
from caramba_desktop.ui.large_print import relative_font
from caramba_desktop.ui.new_game import game_title, level_name

CHART_GAMES = 20  # the chart shows this many of the last games
WIN_COLOUR = "#e0b325"
LOSS_COLOUR = "#9a8f84"
MIN_BAR = 4.0  # px


translate = QCoreApplication.translate


class ResultsChart(QWidget):
    """The last games as columns, the latest at the right end: a column's height is
    the score, gold for a win, grey otherwise (the colour tells a CABO win, where the
    fewest points win)."""

    def __init__(self, stats: PlayerStats, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("resultsChart")
        self.results = stats.results[-CHART_GAMES:]
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        return QSize(CHART_GAMES * 14, 84)

    def minimumSizeHint(self) -> QSize:  # noqa: N802
        return QSize(CHART_GAMES * 6, 84)

    def heights(self) -> list[float]:
        """Each column's height as a share of the tallest (0..1)."""
        scores = [score for score, _ in self.results]
        low = min(0.0, *scores)
        span = max(scores) - low
        return [(score - low) / span if span else 1.0 for score in scores]

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        ink = self.palette().color(QPalette.ColorRole.WindowText)
        area = QRectF(self.rect()).adjusted(1, 4, -1, -14)
        slot = area.width() / CHART_GAMES
        bar = max(3.0, slot * 0.7)
        first = CHART_GAMES - len(self.results)  # fewer games: they end at the right
        for index, ((_, won), height) in enumerate(zip(self.results, self.heights(),
                                                       strict=True), first):
            tall = max(MIN_BAR, height * area.height())  # a score of 0 is a game too
            left = area.left() + index * slot + (slot - bar) / 2
            painter.fillRect(QRectF(left, area.bottom() - tall, bar, tall),
                             QColor(WIN_COLOUR if won else LOSS_COLOUR))
        painter.setPen(QPen(ink, 1))
        painter.drawLine(area.bottomLeft(), area.bottomRight())
        font = QFont(self.font())
        font.setPointSizeF(max(6.0, font.pointSizeF() * 0.8))
        painter.setFont(font)
        painter.drawText(QRectF(area.left(), area.bottom() + 1, area.width(), 13),
                         Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop,
                         translate("StatisticsDialog", "older"))
        painter.drawText(QRectF(area.left(), area.bottom() + 1, area.width(), 13),
                         Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop,
                         translate("StatisticsDialog", "latest"))
        painter.end()


def _number(value: float) -> str:
    if float(value).is_integer():
        return QLocale().toString(int(value))
    return QLocale().toString(float(value), "f", 1)


class GameStatsCard(QFrame):
    """One game's figures for the player, and the chart."""

    def __init__(self, stats: PlayerStats, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("gameStatsCard")
        self.setStyleSheet("#gameStatsCard { background: palette(base);"
                           " border: 1px solid palette(mid); border-radius: 8px; }"
                           "#gameStatsCard QLabel { background: transparent; }")
        self.stats = stats
        title = QLabel(game_title(stats.game_id), self)
        title.setObjectName("statsGameTitle")
        relative_font(title, 1.3, True)

        grid = QGridLayout()
        grid.setHorizontalSpacing(18)
        grid.setVerticalSpacing(2)
        current, longest = stats.current_streak, stats.longest_streak
        figures = [
            (translate("StatisticsDialog", "Games"), _number(stats.games)),
            (translate("StatisticsDialog", "Wins"), _number(stats.wins)),
            (translate("StatisticsDialog", "Win rate"), percent_text(stats.win_rate)),
            (translate("StatisticsDialog", "Best score"), shown_score(stats.best)),
            (translate("StatisticsDialog", "Average score"), _number(stats.average)),
            (translate("StatisticsDialog", "Current winning streak"),
             self.tr("%n game(s)", "", current)),
            (translate("StatisticsDialog", "Longest winning streak"),
             self.tr("%n game(s)", "", longest)),
        ]
        self.figures: dict[str, str] = {}
        for row, (caption, value) in enumerate(figures):
            grid.addWidget(QLabel(caption, self), row % 4, (row // 4) * 2)
            shown = QLabel(value, self)
            shown.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            grid.addWidget(shown, row % 4, (row // 4) * 2 + 1)
            self.figures[caption] = value
        grid.setColumnStretch(4, 1)

        levels = [self._level_result(level, stats.by_level[level]) for level in stats.levels()]
        self.levels_label = QLabel(
            translate("StatisticsDialog", "Against the computer: {results}").format(
                results="; ".join(levels)) if levels
            else translate("StatisticsDialog", "Not played against the computer yet."), self)
        self.levels_label.setObjectName("statsLevels")
        self.levels_label.setWordWrap(True)
        self.chart = ResultsChart(stats, self)
        charted = min(CHART_GAMES, stats.games)
        caption = QLabel(self.tr("Score of the last %n game(s):", "", charted), self)
        caption.setObjectName("chartCaption")
        legend = QHBoxLayout()
        legend.setSpacing(6)
        legend.addWidget(caption)
        # a key for each colour the chart shows, and only those
        self.legend: dict[str, str] = {}
        shown = {won for _, won in self.chart.results}
        for won, colour, meaning in ((True, WIN_COLOUR, translate("StatisticsDialog", "won")),
                                     (False, LOSS_COLOUR, translate("StatisticsDialog", "lost"))):
            if won in shown:
                swatch = QLabel(self)
                swatch.setFixedSize(12, 12)
                swatch.setStyleSheet(f"background: {colour}; border-radius: 2px;")
                legend.addSpacing(8)
                legend.addWidget(swatch)
                legend.addWidget(QLabel(meaning, self))
                self.legend[colour] = meaning
        legend.addStretch(1)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(14, 10, 14, 10)
        layout.addWidget(title)
        layout.addLayout(grid)
        layout.addWidget(self.levels_label)
        layout.addWidget(self.chart)
        layout.addLayout(legend)

    def _level_result(self, level: str, tally: Tally) -> str:
        games = tally.games
        return self.tr("{level}: won {wins} of %n game(s)", "", games).format(
            level=level_name(level), wins=tally.wins)


def read_stats(path: str | os.PathLike) -> tuple[list[PlayerStats], int]:
    """Every player's record, read through a connection of its own (any thread), and
    how many games were left out (their values do not fit)."""
    return read_stats_of(read_games(path))


def read_stats_of(games: GameList) -> tuple[list[PlayerStats], int]:
    return player_stats(games), games.unreadable


class StatisticsDialog(QDialog):
    loaded = Signal()
    _statsRead = Signal(object)  # the future, sent from the reading thread

    def __init__(self, store: HistoryStore | None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("statisticsDialog")
        self.store = store
        self._stats: list[PlayerStats] = []
        self._unreadable = 0  # the games left out: their values do not fit
        self.reading = False
        self._wanted: str | None = None  # a player asked for before the figures came
        self.resize(640, 640)

        self.player_label = QLabel(self)
        self.player_filter = QComboBox(self)
        self.player_filter.setObjectName("statsPlayer")
        self.player_label.setBuddy(self.player_filter)
        top = QHBoxLayout()
        top.addWidget(self.player_label)
        top.addWidget(self.player_filter)
        top.addStretch(1)

        self.cards_box = QWidget()
        self.cards_layout = QVBoxLayout(self.cards_box)
        self.cards_layout.setContentsMargins(0, 0, 0, 0)
        self.cards_layout.setSpacing(10)
        scroll = QScrollArea(self)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setWidgetResizable(True)
        scroll.setWidget(self.cards_box)
        self.cards: list[GameStatsCard] = []
        self.empty_label = QLabel(self)
        self.empty_label.setObjectName("statisticsEmpty")
        self.empty_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.empty_label.setWordWrap(True)
        self.unreadable_label = unreadable_note(self, "statisticsUnreadable")

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(scroll, 1)
        layout.addWidget(self.empty_label, 1)
        layout.addWidget(self.unreadable_label)
        layout.addWidget(buttons)
        self.scroll = scroll

        self.player_filter.currentIndexChanged.connect(lambda *_: self._show_player())
        # queued: the figures always come after the dialog is made, also from a quick read
        self._statsRead.connect(self._on_stats_read, Qt.ConnectionType.QueuedConnection)
        self._load()
        self.retranslate()

    def _load(self) -> None:
        if self.store is None:
            return
        self.reading = True
        future = reading_thread().submit(read_stats, self.store.path)
        future.add_done_callback(self._send_stats)

    def _send_stats(self, done: concurrent.futures.Future) -> None:
        try:
            self._statsRead.emit(done)
        except RuntimeError:  # the dialog was closed before the games were read
            pass

    def _on_stats_read(self, done: concurrent.futures.Future) -> None:
        try:
            self._stats, self._unreadable = done.result()
        except sqlite3.Error as exc:
            self._stats, self._unreadable = read_by_the_store(
                exc, lambda: read_stats_of(self.store.games()), ([], 0))
        self.reading = False
        self.retranslate()
        if self._wanted is not None:
            self.set_player(self._wanted)
        self.loaded.emit()

    def set_player(self, name: str) -> None:
        self._wanted = name if self.reading else None
        self.player_filter.setCurrentIndex(max(0, self.player_filter.findData(name)))
        self._show_player()

    def _show_player(self) -> None:
        for card in self.cards:
            card.deleteLater()
        name = self.player_filter.currentData()
        self.cards = [GameStatsCard(stats, self.cards_box) for stats in self._stats
                      if stats.name == name]
        while self.cards_layout.count():
            self.cards_layout.takeAt(0)
        for card in self.cards:
            self.cards_layout.addWidget(card)
        self.cards_layout.addStretch(1)
        self.scroll.setVisible(bool(self.cards))
        self.empty_label.setVisible(not self.cards)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt's name)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        self.setWindowTitle(translate("StatisticsDialog", "Statistics"))
        self.player_label.setText(translate("StatisticsDialog", "&Player:"))
        names = sorted({stats.name for stats in self._stats}, key=str.casefold)
        fill_player_filter(self.player_filter, names, None)
        if self.store is None:
            empty = translate("StatisticsDialog", "The games played cannot be kept on this "
                              "computer for now.")
        elif self.reading:
            empty = translate("StatisticsDialog", "Loading the games played…")
        else:
            empty = translate("StatisticsDialog", "No finished game yet: play a game to the "
                              "end, and each player's record is shown here.")
        self.empty_label.setText(empty)
        show_unreadable(self.unreadable_label, self._unreadable)
        self._show_player()
