"""The start page: the four games as cards (title, designer, players, one line;
a game whose table is not built yet is shown but cannot be started), and a
prominent "Continue" when an unfinished game was autosaved."""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import (
    QCoreApplication,
    QDateTime,
    QEvent,
    QLocale,
    Qt,
    Signal,
)
from PySide6.QtGui import QFont, QPalette
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from caramba_desktop import meta
from caramba_desktop.session.journal import load_journal
from caramba_desktop.session.session import seats_from_meta
from caramba_desktop.ui import game_views, paths


@dataclass(frozen=True)
class GameEntry:
    """What the start page shows of one game (all strings already translated)."""

    game_id: str
    title: str
    subtitle: str
    designer: str
    min_players: int
    max_players: int
    accent: str  # one colour per game, for the card's edge
    description: str = ""


def game_entries() -> list[GameEntry]:
    """The four games, translated into the current language."""
    translate = QCoreApplication.translate
    return [
        GameEntry(
            "caramba",
            translate("MainWindow", "Caramba!"),
            translate("MainWindow", "Auction and bluff"),
            "Michael Schacht",
            2,
            4,
            "#e0b325",
            translate("MainWindow", "Bands bid with their cards for crates of gold, ammunition "
                             "and dynamite — and steal the ones not yet secured."),
        ),
        GameEntry(
            "cabo",
            translate("MainWindow", "CABO"),
            translate("MainWindow", "Memory card game"),
            "Melissa Limes & Mandy Henning",
            2,
            5,
            "#3a7bd5",
            translate("MainWindow", "Peek, spy and swap your face-down cards for the lowest "
                             "total, then call “Cabo”."),
        ),
        GameEntry(
            "caravan",
            translate("MainWindow", "Caravan"),
            translate("MainWindow", "Camels carry goods to cities"),
            "Joe Huber",
            2,
            4,
            "#c8743a",
            translate("MainWindow", "Lead camel trains across the desert to the cities that "
                             "want your goods."),
        ),
        GameEntry(
            "mina",
            translate("MainWindow", "Caramba! – Mina de Plata"),
            translate("MainWindow", "Dice race to the silver mine"),
            "Alex Randolph",
            2,
            6,
            "#8d8f94",
            translate("MainWindow", "Roll and race your sombreros to the silver mine; the last "
                             "one still on the track wins."),
        ),
    ]


def _label(text: str, name: str, scale: float = 1.0, bold: bool = False,
           parent: QWidget | None = None) -> QLabel:
    label = QLabel(text, parent)
    label.setObjectName(name)
    font = QFont(label.font())
    size = font.pointSizeF() if font.pointSizeF() > 0 else 10.0
    font.setPointSizeF(size * scale)
    font.setBold(bold)
    label.setFont(font)
    return label


def _muted(label: QLabel) -> None:
    pal = label.palette()
    pal.setColor(QPalette.ColorRole.WindowText, pal.color(QPalette.ColorRole.PlaceholderText))
    label.setPalette(pal)


# ----- the start page ---------------------------------------------------------------


class GameCard(QFrame):
    """One game on the start page: title, subtitle, designer, players, description,
    and New game / Rules, or "Coming soon" for a game whose table is not built yet."""

    newGameRequested = Signal(str)
    rulesRequested = Signal(str)

    def __init__(self, entry: GameEntry, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game_id = entry.game_id
        self.playable = game_views.is_playable(entry.game_id)
        self.setObjectName("gameCard")
        self.setMinimumWidth(280)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.setStyleSheet(
            "#gameCard { background: palette(base); border: 1px solid palette(mid);"
            " border-radius: 10px; }"
            f"#accent {{ background: {entry.accent}; border-radius: 3px; }}"
            "#comingSoon { color: palette(placeholder-text); border: 1px dashed palette(mid);"
            " border-radius: 9px; padding: 2px 10px; }"
        )

        accent = QFrame(self)
        accent.setObjectName("accent")
        accent.setFixedWidth(6)

        self.title = _label("", "gameTitle", scale=1.6, bold=True, parent=self)
        self.subtitle = _label("", "gameSubtitle", scale=1.1, parent=self)
        self.details = _label("", "gameDetails", parent=self)
        _muted(self.details)
        self.description = _label("", "gameDescription", parent=self)
        self.description.setWordWrap(True)
        self.description.setSizePolicy(QSizePolicy.Policy.Preferred,
                                       QSizePolicy.Policy.Minimum)

        self.new_button = QPushButton(self)
        self.new_button.setObjectName("newGameButton")
        self.rules_button = QPushButton(self)
        self.rules_button.setObjectName("rulesButton")
        self.rules_button.setFlat(True)
        self.soon_label = _label("", "comingSoon", parent=self)
        self.new_button.clicked.connect(lambda: self.newGameRequested.emit(self.game_id))
        self.rules_button.clicked.connect(lambda: self.rulesRequested.emit(self.game_id))
        for button in (self.new_button, self.rules_button):
            button.setCursor(Qt.CursorShape.PointingHandCursor)
        buttons = QHBoxLayout()
        buttons.setSpacing(8)
        buttons.addWidget(self.new_button)
        buttons.addWidget(self.rules_button)
        buttons.addWidget(self.soon_label)
        buttons.addStretch(1)
        self.new_button.setVisible(self.playable)
        self.rules_button.setVisible(self.playable)
        self.soon_label.setVisible(not self.playable)
        if not self.playable:
            for label in (self.title, self.subtitle, self.description):
                _muted(label)

        text = QVBoxLayout()
        text.setSpacing(2)
        text.addWidget(self.title)
        text.addWidget(self.subtitle)
        text.addWidget(self.details)
        text.addSpacing(8)
        text.addWidget(self.description)
        text.addStretch(1)
        text.addSpacing(10)
        text.addLayout(buttons)

        layout = QHBoxLayout(self)
        layout.setContentsMargins(12, 14, 16, 14)
        layout.setSpacing(14)
        layout.addWidget(accent)
        layout.addLayout(text, 1)
        self.set_entry(entry)

    def set_entry(self, entry: GameEntry) -> None:
        translate = QCoreApplication.translate
        self.setAccessibleName(entry.title)
        self.title.setText(entry.title)
        self.subtitle.setText(entry.subtitle)
        self.details.setText(translate("MainWindow", "by {designer} · {low}–{high} players").format(
            designer=entry.designer, low=entry.min_players, high=entry.max_players))
        self.description.setText(entry.description)
        self.new_button.setText(translate("MainWindow", "New game…"))
        self.rules_button.setText(translate("MainWindow", "Rules"))
        self.soon_label.setText(translate("MainWindow", "Coming soon"))

    def mouseReleaseEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        if self.playable and event.button() == Qt.MouseButton.LeftButton:
            self.newGameRequested.emit(self.game_id)
        super().mouseReleaseEvent(event)


@dataclass(frozen=True)
class UnfinishedGame:
    """The autosaved game "Continue" would resume."""

    game_id: str
    names: list[str]
    round: int | None
    moves: int
    saved: QDateTime


def read_unfinished(path: Path) -> UnfinishedGame | None:
    """The unfinished game in the autosave journal, or None (no file, or a finished game).

    A finished game found there (a crash after its end) is moved to the finished
    slot. A damaged journal raises RecordError."""
    if not path.exists():
        return None
    record = load_journal(path)
    state = record.replay()
    if state.is_terminal():
        try:
            os.replace(path, paths.finished_path())
        except OSError:
            pass
        return None
    names = [seat.name for seat in seats_from_meta(record)]  # RecordError when bad
    obs = state.observation(None)
    saved = QDateTime.fromSecsSinceEpoch(int(path.stat().st_mtime))
    return UnfinishedGame(record.game_id, names, obs.get("round"), len(record.actions), saved)


class StartPage(QWidget):
    """The first thing a player sees: Continue, the four games, and the other doors."""

    newGameRequested = Signal(str)
    rulesRequested = Signal(str)
    continueRequested = Signal()
    openRequested = Signal()
    settingsRequested = Signal()
    aboutRequested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("startPage")
        self._unfinished: UnfinishedGame | None = None
        self._damaged: str | None = None

        self.heading = _label(meta.APP_NAME, "heading", scale=2.2, bold=True)
        self.heading.setAlignment(Qt.AlignmentFlag.AlignHCenter)
        self.prompt = _label("", "prompt", scale=1.2, parent=self)
        self.prompt.setAlignment(Qt.AlignmentFlag.AlignHCenter)

        # Continue: the game in progress
        self.continue_box = QFrame(self)
        self.continue_box.setObjectName("continueBox")
        self.continue_box.setStyleSheet(
            "#continueBox { background: #fbf0d0; border: 2px solid #e0b325;"
            " border-radius: 10px; }"
            "#continueBox QLabel { color: #2b1a0e; background: transparent; }"
            "#continueBox QLabel#continueDetails { color: #5d4a33; }"
            "#continueButton { background: #e0b325; color: #2b1a0e; border: 1px solid #2b1a0e;"
            " border-radius: 8px; padding: 8px 26px; font-weight: bold; }"
            "#continueButton:hover { background: #ecc541; }"
            "#continueButton:focus { border: 2px solid #2b1a0e; }")
        self.continue_title = _label("", "continueTitle", scale=1.25, bold=True,
                                     parent=self.continue_box)
        self.continue_details = _label("", "continueDetails", parent=self.continue_box)
        self.continue_details.setWordWrap(True)
        self.continue_button = QPushButton(self.continue_box)
        self.continue_button.setObjectName("continueButton")
        self.continue_button.setCursor(Qt.CursorShape.PointingHandCursor)
        font = QFont(self.continue_button.font())
        size = font.pointSizeF() if font.pointSizeF() > 0 else 10.0
        font.setPointSizeF(size * 1.2)
        self.continue_button.setFont(font)
        self.continue_button.clicked.connect(self.continueRequested)
        texts = QVBoxLayout()
        texts.setSpacing(2)
        texts.addWidget(self.continue_title)
        texts.addWidget(self.continue_details)
        box = QHBoxLayout(self.continue_box)
        box.setContentsMargins(18, 12, 14, 12)
        box.setSpacing(16)
        box.addLayout(texts, 1)
        box.addWidget(self.continue_button, 0, Qt.AlignmentFlag.AlignVCenter)
        self.continue_box.hide()

        # the games
        grid = QGridLayout()
        grid.setSpacing(16)
        self.cards = [GameCard(entry, self) for entry in game_entries()]
        for index, card in enumerate(self.cards):
            grid.addWidget(card, index // 2, index % 2)
            card.newGameRequested.connect(self.newGameRequested)
            card.rulesRequested.connect(self.rulesRequested)
        grid.setColumnStretch(0, 1)
        grid.setColumnStretch(1, 1)

        # the other doors
        self.open_button = QPushButton(self)
        self.settings_button = QPushButton(self)
        self.about_button = QPushButton(self)
        footer = QHBoxLayout()
        footer.setSpacing(8)
        footer.addStretch(1)
        for button, signal in ((self.open_button, self.openRequested),
                               (self.settings_button, self.settingsRequested),
                               (self.about_button, self.aboutRequested)):
            button.setFlat(True)
            button.setCursor(Qt.CursorShape.PointingHandCursor)
            button.clicked.connect(signal)
            footer.addWidget(button)
        footer.addStretch(1)

        column = QWidget(self)
        column.setMaximumWidth(920)
        inner = QVBoxLayout(column)
        inner.setContentsMargins(0, 0, 0, 0)
        inner.setSpacing(8)
        inner.addWidget(self.heading)
        inner.addWidget(self.prompt)
        inner.addSpacing(18)
        inner.addWidget(self.continue_box)
        inner.addSpacing(6)
        inner.addLayout(grid)
        inner.addSpacing(14)
        inner.addLayout(footer)

        centred = QHBoxLayout()
        centred.addStretch(1)
        centred.addWidget(column, 100)
        centred.addStretch(1)

        # a small window scrolls the page instead of squeezing it
        body = QWidget()
        body.setObjectName("startBody")
        layout = QVBoxLayout(body)
        layout.setContentsMargins(40, 28, 40, 28)
        layout.addStretch(1)
        layout.addLayout(centred)
        layout.addStretch(2)
        self.scroll = QScrollArea(self)
        self.scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.scroll.setWidgetResizable(True)
        self.scroll.setWidget(body)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(self.scroll)
        self.retranslate()

    def set_unfinished(self, game: UnfinishedGame | None, damaged: str | None = None) -> None:
        """Show "Continue" for `game` (None: hide it); `damaged`: why it cannot be resumed."""
        self._unfinished, self._damaged = game, damaged
        self.continue_box.setVisible(game is not None or damaged is not None)
        self.continue_button.setVisible(game is not None)
        self.retranslate()

    @property
    def unfinished(self) -> UnfinishedGame | None:
        return self._unfinished

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt's name)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        translate = QCoreApplication.translate
        self.prompt.setText(translate("MainWindow", "Choose a game"))
        for card, entry in zip(self.cards, game_entries(), strict=True):
            card.set_entry(entry)
        self.open_button.setText(translate("MainWindow", "Open a saved game…"))
        self.settings_button.setText(translate("MainWindow", "Settings…"))
        self.about_button.setText(translate("MainWindow", "About"))
        self.continue_button.setText(translate("MainWindow", "Continue"))
        game = self._unfinished
        if game is not None:
            titles = {e.game_id: e.title for e in game_entries()}
            self.continue_title.setText(translate("MainWindow", "Your game of {game} is waiting").format(
                game=titles.get(game.game_id, game.game_id)))
            parts = [", ".join(game.names)]
            if game.round:
                # a round of CABO has its own word in French (manche)
                text = (translate("MainWindow", "round {number}", "a round of CABO")
                        if game.game_id == "cabo" else translate("MainWindow", "round {number}"))
                parts.append(text.format(number=game.round))
            parts.append(translate("MainWindow", "last played {when}").format(
                when=QLocale().toString(game.saved, QLocale.FormatType.ShortFormat)))
            self.continue_details.setText(" · ".join(parts))
        elif self._damaged is not None:
            self.continue_title.setText(translate("MainWindow", "The last game could not be restored"))
            self.continue_details.setText(self._damaged)


# ----- messages --------------------------------------------------------------------
