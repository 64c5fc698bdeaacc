"""The main window. For now: a start page that lists the four games."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QEvent, QSettings, Qt
from PySide6.QtGui import QAction, QCloseEvent, QFont, QKeySequence, QPalette
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QMessageBox,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from caramba_desktop import meta


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


def game_entries() -> list[GameEntry]:
    """The four games, translated into the current language."""
    return [
        GameEntry(
            "caramba",
            QCoreApplication.translate("MainWindow", "Caramba!"),
            QCoreApplication.translate("MainWindow", "Auction and bluff"),
            "Michael Schacht",
            2,
            4,
            "#e0b325",
        ),
        GameEntry(
            "cabo",
            QCoreApplication.translate("MainWindow", "CABO"),
            QCoreApplication.translate("MainWindow", "Memory card game"),
            "Melissa Limes & Mandy Henning",
            2,
            5,
            "#3a7bd5",
        ),
        GameEntry(
            "caravan",
            QCoreApplication.translate("MainWindow", "Caravan"),
            QCoreApplication.translate("MainWindow", "Camels carry goods to cities"),
            "Joe Huber",
            2,
            4,
            "#c8743a",
        ),
        GameEntry(
            "mina",
            QCoreApplication.translate("MainWindow", "Caramba! – Mina de Plata"),
            QCoreApplication.translate("MainWindow", "Dice race to the silver mine"),
            "Alex Randolph",
            2,
            6,
            "#8d8f94",
        ),
    ]


class GameCard(QFrame):
    """One game on the start page: title, subtitle, designer, number of players."""

    def __init__(self, entry: GameEntry, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game_id = entry.game_id
        self.setObjectName("gameCard")
        self.setAccessibleName(entry.title)
        self.setMinimumWidth(280)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setStyleSheet(
            "#gameCard { background: palette(base); border: 1px solid palette(mid);"
            " border-radius: 8px; }"
            f"#accent {{ background: {entry.accent}; border-radius: 3px; }}"
        )

        accent = QFrame()
        accent.setObjectName("accent")
        accent.setFixedWidth(6)

        title = _label(entry.title, "gameTitle", scale=1.6, bold=True)
        subtitle = _label(entry.subtitle, "gameSubtitle", scale=1.1)
        details = _label(
            QCoreApplication.translate("MainWindow", "by {designer} · {low}–{high} players").format(
                designer=entry.designer, low=entry.min_players, high=entry.max_players
            ),
            "gameDetails",
        )
        palette = details.palette()
        palette.setColor(
            QPalette.ColorRole.WindowText, palette.color(QPalette.ColorRole.PlaceholderText)
        )
        details.setPalette(palette)

        text = QVBoxLayout()
        text.setSpacing(2)
        text.addWidget(title)
        text.addWidget(subtitle)
        text.addSpacing(14)
        text.addWidget(details)

        layout = QHBoxLayout(self)
        layout.setContentsMargins(12, 14, 16, 14)
        layout.setSpacing(14)
        layout.addWidget(accent)
        layout.addLayout(text, 1)


def _label(text: str, name: str, scale: float = 1.0, bold: bool = False) -> QLabel:
    label = QLabel(text)
    label.setObjectName(name)
    font = QFont(label.font())
    font.setPointSizeF(font.pointSizeF() * scale)
    font.setBold(bold)
    label.setFont(font)
    return label


class StartPage(QWidget):
    """The first thing a player sees: the four games."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("startPage")

        heading = _label(meta.APP_NAME, "heading", scale=2.2, bold=True)
        heading.setAlignment(Qt.AlignmentFlag.AlignHCenter)
        prompt = _label(
            QCoreApplication.translate("MainWindow", "Choose a game"), "prompt", scale=1.2
        )
        prompt.setAlignment(Qt.AlignmentFlag.AlignHCenter)

        grid = QGridLayout()
        grid.setSpacing(16)
        self.cards = [GameCard(entry) for entry in game_entries()]
        for index, card in enumerate(self.cards):
            grid.addWidget(card, index // 2, index % 2)
        grid.setColumnStretch(0, 1)
        grid.setColumnStretch(1, 1)

        column = QWidget()
        column.setMaximumWidth(880)
        inner = QVBoxLayout(column)
        inner.setContentsMargins(0, 0, 0, 0)
        inner.setSpacing(8)
        inner.addWidget(heading)
        inner.addWidget(prompt)
        inner.addSpacing(24)
        inner.addLayout(grid)

        centred = QHBoxLayout()
        centred.addStretch(1)
        centred.addWidget(column, 100)
        centred.addStretch(1)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(40, 32, 40, 40)
        layout.addStretch(1)
        layout.addLayout(centred)
        layout.addStretch(2)


class MainWindow(QMainWindow):
    GEOMETRY_KEY = "mainWindow/geometry"

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(meta.APP_NAME)
        self.start_page = StartPage(self)
        self.setCentralWidget(self.start_page)

        self.game_menu = self.menuBar().addMenu("")
        self.quit_action = QAction(self)
        self.quit_action.setShortcut(QKeySequence.StandardKey.Quit)
        self.quit_action.triggered.connect(self.close)
        self.game_menu.addAction(self.quit_action)
        self.help_menu = self.menuBar().addMenu("")
        self.about_action = QAction(self)
        self.about_action.triggered.connect(self._show_about)
        self.help_menu.addAction(self.about_action)

        self._retranslate_menus()
        self._restore_geometry()

    def changeEvent(self, event: QEvent) -> None:
        # A translator was installed or removed: the language changed, live.
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate_menus()
            self.start_page = StartPage(self)
            self.setCentralWidget(self.start_page)  # the old page is deleted
        super().changeEvent(event)

    def _retranslate_menus(self) -> None:
        self.game_menu.setTitle(QCoreApplication.translate("MainWindow", "&Game"))
        self.quit_action.setText(QCoreApplication.translate("MainWindow", "&Quit"))
        self.help_menu.setTitle(QCoreApplication.translate("MainWindow", "&Help"))
        self.about_action.setText(
            QCoreApplication.translate("MainWindow", "&About {app}").format(app=meta.APP_NAME)
        )

    def _show_about(self) -> None:
        QMessageBox.about(
            self,
            QCoreApplication.translate("MainWindow", "About {app}").format(app=meta.APP_NAME),
            QCoreApplication.translate(
                "MainWindow", "{app} {version}\n\nFour tabletop games at one screen."
            ).format(app=meta.APP_NAME, version=meta.VERSION),
        )

    def _restore_geometry(self) -> None:
        geometry = QSettings().value(self.GEOMETRY_KEY)
        if geometry is None or not self.restoreGeometry(geometry):
            self.resize(960, 640)

    def closeEvent(self, event: QCloseEvent) -> None:
        QSettings().setValue(self.GEOMETRY_KEY, self.saveGeometry())
        super().closeEvent(event)
