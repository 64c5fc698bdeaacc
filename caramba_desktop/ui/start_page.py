"""The start page: the four games as cards (title, designer, players, one line;
a game whose table is not built yet is shown but cannot be started). A card
whose game has unfinished games offers "Continue" for the last one played and
lists the older ones; a journal that cannot be resumed is named above the cards."""

from __future__ import annotations

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
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QMenu,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from caramba_desktop import meta
from caramba_desktop.engine.bounds import escape_controls
from caramba_desktop.engine.tutorial import tutorial_games
from caramba_desktop.ui import game_views, settings
from caramba_desktop.ui.large_print import grown, mute, relative_font


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
    relative_font(label, scale, bold)
    return label


# ----- the start page ---------------------------------------------------------------


COLUMN_WIDTH = 920  # px: the games' cards at most, side by side (at the normal text size)

CONTINUE_STYLE = (
    "#waitingBox { background: #fbf0d0; border: 1px solid #e0b325; border-radius: 8px; }"
    "#waitingBox QLabel { color: #2b1a0e; background: transparent; }"
    "#waitingBox QToolButton { color: #5d4a33; background: transparent; border: none;"
    " text-decoration: underline; padding: 1px 0; }"
    "#waitingBox QToolButton::menu-indicator { image: none; width: 0; }"
    "#continueButton { background: #e0b325; color: #2b1a0e; border: 1px solid #2b1a0e;"
    " border-radius: 7px; padding: 5px 18px; font-weight: bold; }"
    "#continueButton:hover { background: #ecc541; }"
    "#continueButton:focus { border: 2px solid #2b1a0e; }"
    # while a game is read: offered again a moment later
    "#continueButton:disabled { background: #f1e3b4; color: #8a7658; border-color: #b9a27a; }")


class GameCard(QFrame):
    """One game on the start page: title, subtitle, designer, players, description,
    and New game / Rules, or "Coming soon" for a game whose table is not built yet.
    With unfinished games of its own: who plays, how far, and Continue."""

    newGameRequested = Signal(str)
    rulesRequested = Signal(str)
    tutorialRequested = Signal(str)
    continueRequested = Signal(str)  # the journal's path

    def __init__(self, entry: GameEntry, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game_id = entry.game_id
        self.playable = game_views.is_playable(entry.game_id)
        self.setObjectName("gameCard")
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.setStyleSheet(
            "#gameCard { background: palette(base); border: 1px solid palette(mid);"
            " border-radius: 10px; }"
            f"#accent {{ background: {entry.accent}; border-radius: 3px; }}"
            "#comingSoon { color: palette(placeholder-text); border: 1px dashed palette(mid);"
            " border-radius: 9px; padding: 2px 10px; }"
            + CONTINUE_STYLE
        )
        self._waiting: list[UnfinishedGame] = []

        accent = QFrame(self)
        accent.setObjectName("accent")
        accent.setFixedWidth(6)

        self.title = _label("", "gameTitle", scale=1.6, bold=True, parent=self)
        self.subtitle = _label("", "gameSubtitle", scale=1.1, parent=self)
        self.subtitle.setWordWrap(True)
        self.details = _label("", "gameDetails", parent=self)
        self.details.setWordWrap(True)  # a long list of designers, in large print
        mute(self.details)
        self.description = _label("", "gameDescription", parent=self)
        self.description.setWordWrap(True)
        self.description.setSizePolicy(QSizePolicy.Policy.Preferred,
                                       QSizePolicy.Policy.Minimum)

        self.new_button = QPushButton(self)
        self.new_button.setObjectName("newGameButton")
        self.rules_button = QPushButton(self)
        self.rules_button.setObjectName("rulesButton")
        self.rules_button.setFlat(True)
        self.tutorial_button = QPushButton(self)
        self.tutorial_button.setObjectName("tutorialButton")
        self.tutorial_button.setFlat(True)
        self.tutorial_button.clicked.connect(lambda: self.tutorialRequested.emit(self.game_id))
        self.soon_label = _label("", "comingSoon", parent=self)
        self.continue_button = QPushButton(self)
        self.continue_button.setObjectName("continueButton")
        self.continue_button.clicked.connect(
            lambda: self._waiting and self.continueRequested.emit(str(self._waiting[0].path)))
        self.new_button.clicked.connect(lambda: self.newGameRequested.emit(self.game_id))
        self.rules_button.clicked.connect(lambda: self.rulesRequested.emit(self.game_id))
        for button in (self.continue_button, self.new_button, self.rules_button,
                       self.tutorial_button):
            button.setCursor(Qt.CursorShape.PointingHandCursor)
            # never squeezed below their words (large print in a small window)
            button.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.waiting_box = self._make_waiting_box()
        buttons = QHBoxLayout()
        buttons.setSpacing(8)
        buttons.addWidget(self.new_button)
        buttons.addWidget(self.tutorial_button)
        buttons.addWidget(self.rules_button)
        buttons.addWidget(self.soon_label)
        buttons.addStretch(1)
        self.new_button.setVisible(self.playable)
        self.rules_button.setVisible(self.playable)
        self.tutorial_button.setVisible(self.playable and entry.game_id in tutorial_games())
        self.soon_label.setVisible(not self.playable)
        if not self.playable:
            for label in (self.title, self.subtitle, self.description):
                mute(label)

        text = QVBoxLayout()
        text.setSpacing(2)
        text.addWidget(self.title)
        text.addWidget(self.subtitle)
        text.addWidget(self.details)
        text.addSpacing(8)
        text.addWidget(self.description)
        text.addStretch(1)
        text.addSpacing(10)
        text.addWidget(self.waiting_box)
        text.addSpacing(6)
        text.addLayout(buttons)

        layout = QHBoxLayout(self)
        layout.setContentsMargins(12, 14, 16, 14)
        layout.setSpacing(14)
        layout.addWidget(accent)
        layout.addLayout(text, 1)
        self.set_waiting([])
        self.set_entry(entry)

    def _make_waiting_box(self) -> QFrame:
        box = QFrame(self)
        box.setObjectName("waitingBox")
        self.waiting_title = _label("", "waitingTitle", bold=True, parent=box)
        self.waiting_details = _label("", "waitingDetails", parent=box)
        self.waiting_details.setWordWrap(True)
        self.waiting_details.setTextFormat(Qt.TextFormat.PlainText)  # the players' names
        self.older_button = QToolButton(box)
        self.older_button.setObjectName("olderGamesButton")
        self.older_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.older_button.setCursor(Qt.CursorShape.PointingHandCursor)
        self.older_menu = QMenu(self.older_button)
        self.older_button.setMenu(self.older_menu)
        about = QVBoxLayout()
        about.setSpacing(1)
        about.addWidget(self.waiting_title)
        about.addWidget(self.waiting_details)
        about.addWidget(self.older_button, 0, Qt.AlignmentFlag.AlignLeft)
        # Continue beside the game it continues: the row below keeps room for the
        # others in every language
        layout = QHBoxLayout(box)
        layout.setContentsMargins(10, 6, 10, 6)
        layout.setSpacing(10)
        layout.addLayout(about, 1)
        layout.addWidget(self.continue_button, 0, Qt.AlignmentFlag.AlignVCenter)
        return box

    def set_waiting(self, games: list[UnfinishedGame]) -> None:
        """The unfinished games of this card's game, the last played first."""
        self._waiting = list(games) if self.playable else []
        waiting = bool(self._waiting)
        self.waiting_box.setVisible(waiting)
        self.continue_button.setVisible(waiting)
        self.older_button.setVisible(len(self._waiting) > 1)
        self._show_waiting()

    @property
    def waiting(self) -> list[UnfinishedGame]:
        return list(self._waiting)

    def _show_waiting(self) -> None:
        translate = QCoreApplication.translate
        self.continue_button.setText(translate("MainWindow", "Continue"))
        if not self._waiting:
            return
        last, older = self._waiting[0], self._waiting[1:]
        self.waiting_title.setText(translate("MainWindow", "Your game is waiting"))
        self.waiting_details.setText(unfinished_summary(last))
        count = len(older)  # self.tr: how lupdate knows a count (numerus forms)
        self.older_button.setText(self.tr("%n older game(s) ▾", "", count))
        self.older_button.setToolTip(translate(
            "MainWindow", "Other unfinished games of this game: choose one to continue it"))
        self.older_menu.clear()
        for game in older:
            action = self.older_menu.addAction(unfinished_summary(game))
            action.triggered.connect(
                lambda checked=False, path=str(game.path): self.continueRequested.emit(path))

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
        self.tutorial_button.setText(translate("MainWindow", "Learn to play"))
        self.tutorial_button.setToolTip(translate(
            "MainWindow", "A guided first game at the table, step by step"))
        self.soon_label.setText(translate("MainWindow", "Coming soon"))
        self._show_waiting()

    def mouseReleaseEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        if self.playable and event.button() == Qt.MouseButton.LeftButton:
            if self._waiting and self.waiting_box.geometry().contains(event.position().toPoint()):
                self.continueRequested.emit(str(self._waiting[0].path))
            else:
                self.newGameRequested.emit(self.game_id)
        super().mouseReleaseEvent(event)


@dataclass(frozen=True)
class UnfinishedGame:
    """An autosaved game "Continue" would resume."""

    game_id: str
    names: list[str]
    progress: tuple[str, int] | None  # how far it is: ("round" | "race" | "turn", number)
    moves: int
    saved: QDateTime
    path: Path


def game_progress(obs: dict) -> tuple[str, int] | None:
    """How far a game is, from its public observation: Mina de Plata's race, the round
    of Caramba! or CABO, Caravan's turn (None before the first)."""
    for stage in ("race", "round", "turn"):
        if isinstance(obs.get(stage), int) and obs[stage] > 0:
            return stage, obs[stage]
    return None


def unfinished_summary(game: UnfinishedGame) -> str:
    """Who plays, how far the game is, when it was last played: one line."""
    translate = QCoreApplication.translate
    parts = [", ".join(escape_controls(name) for name in game.names)]
    if game.progress:
        stage, number = game.progress
        if stage == "race":
            text = translate("MainWindow", "race {number}")
        elif stage == "turn":
            text = translate("MainWindow", "turn {number}")
        elif game.game_id == "cabo":  # a round of CABO has its own word in French (manche)
            text = translate("MainWindow", "round {number}", "a round of CABO")
        else:
            text = translate("MainWindow", "round {number}")
        parts.append(text.format(number=number))
    parts.append(translate("MainWindow", "last played {when}").format(
        when=QLocale().toString(game.saved, QLocale.FormatType.ShortFormat)))
    return " · ".join(parts)


class StartPage(QWidget):
    """The first thing a player sees: the four games (each with its Continue), and the
    other doors."""

    newGameRequested = Signal(str)
    rulesRequested = Signal(str)
    tutorialRequested = Signal(str)
    continueRequested = Signal(str)  # the journal's path
    openRequested = Signal()
    gamesPlayedRequested = Signal()
    statisticsRequested = Signal()
    settingsRequested = Signal()
    aboutRequested = Signal()
    LOW_HEIGHT = 620  # below it the heading gives its room to the games

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("startPage")
        self._damaged: list[str] = []
        self._games: list[UnfinishedGame] = []
        self._reading = False  # a game is being read: Continue and Open wait

        self.heading = _label(meta.APP_NAME, "heading", scale=2.2, bold=True)
        self.heading.setAlignment(Qt.AlignmentFlag.AlignHCenter)
        self.prompt = _label("", "prompt", scale=1.2, parent=self)
        self.prompt.setAlignment(Qt.AlignmentFlag.AlignHCenter)

        # a saved game that cannot be resumed: named, so it is not silently gone
        self.notice_box = QFrame(self)
        self.notice_box.setObjectName("noticeBox")
        self.notice_box.setStyleSheet(
            "#noticeBox { background: #fbf0d0; border: 2px solid #e0b325;"
            " border-radius: 10px; }"
            "#noticeBox QLabel { color: #2b1a0e; background: transparent; }"
            "#noticeBox QLabel#noticeDetails { color: #5d4a33; }")
        self.notice_title = _label("", "noticeTitle", scale=1.1, bold=True,
                                   parent=self.notice_box)
        self.notice_details = _label("", "noticeDetails", parent=self.notice_box)
        self.notice_details.setWordWrap(True)
        self.notice_details.setTextFormat(Qt.TextFormat.PlainText)  # file names
        notice = QVBoxLayout(self.notice_box)
        notice.setContentsMargins(18, 10, 14, 10)
        notice.setSpacing(2)
        notice.addWidget(self.notice_title)
        notice.addWidget(self.notice_details)
        self.notice_box.hide()

        # the games
        grid = self.grid = QGridLayout()
        self.cards = [GameCard(entry, self) for entry in game_entries()]
        for index, card in enumerate(self.cards):
            grid.addWidget(card, index // 2, index % 2)
            card.newGameRequested.connect(self.newGameRequested)
            card.rulesRequested.connect(self.rulesRequested)
            card.tutorialRequested.connect(self.tutorialRequested)
            card.continueRequested.connect(self.continueRequested)
        grid.setColumnStretch(0, 1)
        grid.setColumnStretch(1, 1)

        # the other doors
        self.open_button = QPushButton(self)
        self.games_played_button = QPushButton(self)
        self.games_played_button.setObjectName("gamesPlayedButton")
        self.statistics_button = QPushButton(self)
        self.statistics_button.setObjectName("statisticsButton")
        self.settings_button = QPushButton(self)
        self.about_button = QPushButton(self)
        footer = QHBoxLayout()
        footer.setSpacing(8)
        footer.addStretch(1)
        for button, signal in ((self.open_button, self.openRequested),
                               (self.games_played_button, self.gamesPlayedRequested),
                               (self.statistics_button, self.statisticsRequested),
                               (self.settings_button, self.settingsRequested),
                               (self.about_button, self.aboutRequested)):
            button.setFlat(True)
            button.setCursor(Qt.CursorShape.PointingHandCursor)
            button.clicked.connect(signal)
            footer.addWidget(button)
        footer.addStretch(1)

        column = self.column = QWidget(self)
        column.setMaximumWidth(grown(COLUMN_WIDTH))
        inner = QVBoxLayout(column)
        inner.setContentsMargins(0, 0, 0, 0)
        inner.setSpacing(8)
        inner.addWidget(self.heading)
        inner.addWidget(self.prompt)
        inner.addSpacing(10)
        inner.addWidget(self.notice_box)
        inner.addSpacing(6)
        inner.addLayout(grid)

        centred = QHBoxLayout()
        centred.setSpacing(0)  # the room goes to the games' cards (large print)
        centred.addStretch(1)
        centred.addWidget(column, 100)
        centred.addStretch(1)

        # a small window scrolls the games instead of squeezing them; the other doors
        # stay below, in sight on a netbook's screen too
        body = QWidget()
        body.setObjectName("startBody")
        self.body_layout = QVBoxLayout(body)
        self.body_layout.addStretch(1)
        self.body_layout.addLayout(centred)
        self.body_layout.addStretch(2)
        self.scroll = QScrollArea(self)
        self.scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.scroll.setWidgetResizable(True)
        self.scroll.setWidget(body)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.setSpacing(0)
        outer.addWidget(self.scroll, 1)
        doors = QWidget(self)
        doors.setObjectName("startDoors")
        doors_column = QHBoxLayout(doors)
        doors_column.setContentsMargins(40, 2, 40, 8)
        doors_column.addLayout(footer)
        outer.addWidget(doors)
        self._fit_height()
        self.retranslate()

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        super().resizeEvent(event)
        self._fit_height()

    def _fit_height(self) -> None:
        """A low window (a netbook) leaves out the big heading, which the window's
        title says too, so that the four games fit without scrolling."""
        low = self.height() < self.LOW_HEIGHT
        self.heading.setVisible(not low)
        self.prompt.setVisible(not low)
        margin = 6 if low else 28
        side = 40 if settings.text_scale() == 1 else 12  # large print wants the room
        self.body_layout.setContentsMargins(side, margin, side, margin)
        self.grid.setSpacing(8 if low else 16)

    def set_unfinished(self, games: list[UnfinishedGame],
                       damaged: list[str] | None = None) -> None:
        """Offer Continue on each game's card (`games`: the last played first);
        `damaged`: why some saved games cannot be resumed."""
        for card in self.cards:
            card.set_waiting([game for game in games if game.game_id == card.game_id])
        offered = {card.game_id for card in self.cards if card.waiting}
        self._games = [game for game in games if game.game_id in offered]
        self._damaged = list(damaged or [])
        self.notice_box.setVisible(bool(self._damaged))
        self.retranslate()

    def put_first(self, game: UnfinishedGame) -> None:
        """Offer `game` as the last played of its game (the one just left)."""
        self.set_unfinished([game, *(known for known in self._games if known.path != game.path)],
                            self._damaged)

    def set_reading(self, reading: bool) -> None:
        """While a game is read, say so, and offer no other to continue or open."""
        if reading == self._reading:
            return
        self._reading = reading
        for card in self.cards:
            card.continue_button.setEnabled(not reading)
        self.open_button.setEnabled(not reading)
        self.setCursor(Qt.CursorShape.BusyCursor if reading else Qt.CursorShape.ArrowCursor)
        self.retranslate()

    @property
    def unfinished(self) -> list[UnfinishedGame]:
        """The unfinished games offered, the last played first."""
        return list(self._games)

    def card(self, game_id: str) -> GameCard:
        return next(card for card in self.cards if card.game_id == game_id)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt's name)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def follow_print(self) -> None:
        """The text size changed (ui/large_print.py): the games' cards widen with it."""
        self.column.setMaximumWidth(grown(COLUMN_WIDTH))
        self._fit_height()

    def retranslate(self) -> None:
        translate = QCoreApplication.translate
        self.prompt.setText(translate("MainWindow", "Reading the game…") if self._reading
                            else translate("MainWindow", "Choose a game"))
        for card, entry in zip(self.cards, game_entries(), strict=True):
            card.set_entry(entry)
        self.open_button.setText(translate("MainWindow", "Open a saved game…"))
        self.games_played_button.setText(translate("MainWindow", "Games played…"))
        self.statistics_button.setText(translate("MainWindow", "Statistics…"))
        self.settings_button.setText(translate("MainWindow", "Settings…"))
        self.about_button.setText(translate("MainWindow", "About"))
        count = len(self._damaged)
        self.notice_title.setText(self.tr("%n saved game(s) could not be restored", "", count))
        self.notice_details.setText("\n".join(self._damaged))


# ----- messages --------------------------------------------------------------------
