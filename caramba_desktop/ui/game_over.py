"""The end-of-game screen: laid over the table when a game ends.

It reveals every player's result (for Caramba!: the secured crates, the
score, the cards in hand that break a tie), the winners highlighted, and
offers what to do next: a new game, the same seats again, or back to the
start page. It also shows the deal number, kept secret during a game with
secrets, with "Play this deal again". "Look at the table" lifts it so the
final table can be seen; a small button brings it back. Names are shown as
plain text: markup in a name is not interpreted.

    panel = GameOverPanel(table_widget)
    panel.show_result(rows, names, kinds, deal)
    panel.newGame / panel.playAgain / panel.playDealAgain / panel.backToStart   (signals)
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPixmap
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

from caramba_desktop.history.stats import RecentForm
from caramba_desktop.ui import palette, settings
from caramba_desktop.ui.game_views import ResultRow
from caramba_desktop.ui.large_print import relative_font
from caramba_desktop.ui.new_game import game_title, level_name
from caramba_desktop.ui.scene import svg_cache

INK = "#2b1a0e"
PAPER = "#fbf3e1"
GOLD = "#e0b325"
ICON = 30  # px: one crate on the end screen
SMALL_ICON = 20  # px: the least size of one, where many would need a third line
NOTE_WRAP = 260  # px: a row's note longer than this wraps (Caravan's goods and markers)
NAME_WIDTH, SCORE_WIDTH = 120, 90  # px: the least room of a row's name and score
NAME_FONT, SCORE_FONT = 1.15, 1.5  # their sizes against the text's


class ScoreTexts(QObject):
    """A score in each language's plural forms (Qt's numerus forms). A class, because
    lupdate reads a plural only from a method's self.tr, the class naming its context."""

    def points_short(self, count: int) -> str:
        # a score below 0 (Caravan's goods held) counts as its size; Qt writes no %n below 0
        text = self.tr("%n pt(s)", "points, abbreviated", abs(count))
        return text if count >= 0 else "−" + text


SCORES = ScoreTexts()


def icon_pixmap(path: str, size: int, dpr: float) -> QPixmap:
    return svg_cache().pixmap(path, round(size * dpr), round(size * dpr), dpr)


class _Icons(QWidget):
    """A row's small SVG pictures (the secured crates, the goods delivered), each whole
    and apart: side by side, in two lines when one is too short, smaller (down to
    SMALL_ICON) before a third line is needed."""

    GAP = 3  # px between two pictures

    def __init__(self, paths: Sequence[str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.paths = list(paths)
        policy = QSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)

    def _per_line(self, width: int, size: int) -> int:
        return max(1, (width + self.GAP) // (size + self.GAP))

    def _layout(self, width: int) -> tuple[int, int]:
        """The pictures' size and how many stand in a line at `width`."""
        for size in range(ICON, SMALL_ICON - 1, -1):
            per_line = self._per_line(width, size)
            if len(self.paths) <= 2 * per_line:
                return size, per_line
        return SMALL_ICON, self._per_line(width, SMALL_ICON)

    def hasHeightForWidth(self) -> bool:  # noqa: N802 (Qt's name)
        return True

    def heightForWidth(self, width: int) -> int:  # noqa: N802
        size, per_line = self._layout(width)
        lines = max(1, -(-len(self.paths) // per_line))
        return max(ICON, lines * (size + self.GAP) - self.GAP)

    def sizeHint(self) -> QSize:  # noqa: N802
        return QSize(max(ICON, len(self.paths) * (ICON + self.GAP) - self.GAP), ICON)

    def minimumSizeHint(self) -> QSize:  # noqa: N802
        return QSize(ICON, self.heightForWidth(self.width()))

    def icon_rects(self) -> list[QRectF]:
        """Where each picture is drawn, in the widget's coordinates."""
        size, per_line = self._layout(self.width())
        step = size + self.GAP
        return [QRectF(i % per_line * step, i // per_line * step, size, size)
                for i in range(len(self.paths))]

    def resizeEvent(self, event) -> None:  # noqa: N802
        super().resizeEvent(event)
        if self.height() < self.heightForWidth(self.width()):
            self.updateGeometry()  # more lines at this width: the row grows

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        if not self.paths:
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        dpr = self.devicePixelRatioF()
        for path, rect in zip(self.paths, self.icon_rects(), strict=True):
            painter.drawPixmap(rect.toRect(), icon_pixmap(path, round(rect.width()), dpr))
        painter.end()


class GameOverPanel(QWidget):
    """A dimmed cover over the table with the results in a card at its centre."""

    LOW_HEIGHT = 560  # below it the margins give their room to the rows
    NARROW_WIDTH = 760  # below it, in large print, the buttons take two rows

    newGame = Signal()
    playAgain = Signal()
    playDealAgain = Signal()
    backToStart = Signal()
    replay = Signal()  # watch the game again, move by move

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("gameOverPanel")
        self.setAttribute(Qt.WidgetAttribute.WA_NoMousePropagation, True)
        self._rows: list[ResultRow] = []
        self._names: list[str] = []
        self._kinds: list[str] = []
        self._deal: int | None = None

        self.card = QFrame(self)
        self.card.setObjectName("gameOverCard")
        self.card.setSizePolicy(QSizePolicy.Policy.Maximum, QSizePolicy.Policy.Maximum)
        self.card.setStyleSheet(
            f"#gameOverCard {{ background: {PAPER}; border: 2px solid {INK};"
            " border-radius: 16px; }"
            f"#gameOverCard QLabel {{ color: {INK}; background: transparent; }}"
            "#gameOverCard QLabel#gameOverNote, #gameOverCard QLabel#gameOverForm"
            " { color: #6b5440; }"
            f"#gameOverCard QPushButton {{ background: #f4e3c1; color: {INK};"
            f" border: 1px solid {INK}; border-radius: 8px; padding: 8px 16px; }}"
            "#gameOverCard QPushButton:hover { background: #f9ecd0; }"
            f"#gameOverCard QPushButton:focus {{ border: 2px solid {INK}; }}"
            f"#gameOverCard QPushButton#gameOverPrimary {{ background: {GOLD};"
            " font-weight: bold; }"
            f"#gameOverCard QFrame#winnerRow {{ background: #fbe7a4; border: 1px solid {GOLD};"
            " border-radius: 8px; }"
            "#gameOverCard QFrame#resultRow { background: transparent; }"
            "#gameOverCard QPushButton#gameOverLook, #gameOverCard QPushButton#gameOverReplay"
            " { background: transparent; border: none;"
            " color: #6b5440; text-decoration: underline; padding: 4px; }"
        )
        self.heading = QLabel(self.card)
        self.heading.setObjectName("gameOverHeading")
        self.heading.setAlignment(Qt.AlignmentFlag.AlignHCenter)
        relative_font(self.heading, 2.0, True)
        self.subheading = QLabel(self.card)
        self.subheading.setObjectName("gameOverWinners")
        self.subheading.setAlignment(Qt.AlignmentFlag.AlignHCenter)
        self.subheading.setWordWrap(True)
        relative_font(self.subheading, 1.25)
        # how the player did lately (the games played), set once the game is kept
        self.form_label = QLabel(self.card)
        self.form_label.setObjectName("gameOverForm")
        self.form_label.setAlignment(Qt.AlignmentFlag.AlignHCenter)
        self.form_label.setWordWrap(True)
        self.form_label.hide()
        # why the game ended, when not the usual way (a stalled game), in the player's words
        self.ending_label = QLabel(self.card)
        self.ending_label.setObjectName("gameOverEnding")
        self.ending_label.setAlignment(Qt.AlignmentFlag.AlignHCenter)
        self.ending_label.setWordWrap(True)
        self.ending_label.hide()
        self._ending: Callable[[], str] | None = None
        self._form: RecentForm | None = None
        self._game_id = ""
        for label in (self.heading, self.subheading, self.ending_label, self.form_label):
            label.setTextFormat(Qt.TextFormat.PlainText)

        self.rows_box = QWidget(self.card)
        self.rows_layout = QVBoxLayout(self.rows_box)
        self.rows_layout.setContentsMargins(0, 0, 0, 0)
        self.rows_layout.setSpacing(4)
        self.score_labels: list[QLabel] = []

        self.new_button = QPushButton(self.card)
        self.again_button = QPushButton(self.card)
        self.again_button.setObjectName("gameOverPrimary")
        self.back_button = QPushButton(self.card)
        self.replay_button = QPushButton(self.card)
        self.replay_button.setObjectName("gameOverReplay")
        self.look_button = QPushButton(self.card)
        self.look_button.setObjectName("gameOverLook")
        for button in (self.new_button, self.again_button, self.back_button, self.replay_button,
                       self.look_button):
            button.setCursor(Qt.CursorShape.PointingHandCursor)
            button.setAutoDefault(True)
        self.new_button.clicked.connect(self.newGame)
        self.again_button.clicked.connect(self.playAgain)
        self.back_button.clicked.connect(self.backToStart)
        self.replay_button.clicked.connect(self.replay)
        self.look_button.clicked.connect(self.lift)

        self.deal_label = QLabel(self.card)
        self.deal_label.setObjectName("gameOverNote")
        self.deal_label.setTextFormat(Qt.TextFormat.PlainText)
        self.deal_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.deal_button = QPushButton(self.card)
        self.deal_button.setCursor(Qt.CursorShape.PointingHandCursor)
        self.deal_button.setAutoDefault(True)
        self.deal_button.clicked.connect(self.playDealAgain)
        deal = QHBoxLayout()
        deal.setSpacing(10)
        deal.addWidget(self.deal_label)
        deal.addStretch(1)
        deal.addWidget(self.deal_button)

        buttons = self.buttons = QGridLayout()
        buttons.setSpacing(10)
        self._narrow: bool | None = None  # the buttons in one row, or the first over two

        inner = self.inner = QVBoxLayout(self.card)
        inner.addWidget(self.heading)
        inner.addWidget(self.subheading)
        inner.addWidget(self.ending_label)
        inner.addWidget(self.form_label)
        inner.addSpacing(8)
        inner.addWidget(self.rows_box)
        inner.addSpacing(4)
        inner.addLayout(deal)
        inner.addSpacing(6)
        inner.addLayout(buttons)
        looks = QHBoxLayout()  # the ways to look at the game again
        looks.setSpacing(10)
        looks.addStretch(1)
        looks.addWidget(self.replay_button)
        looks.addWidget(self.look_button)
        looks.addStretch(1)
        inner.addLayout(looks)

        # a card larger than the table (large print in a small window) scrolls, whole
        holder = QWidget()
        holder.setObjectName("gameOverHolder")
        outer = self.outer = QVBoxLayout(holder)
        outer.addStretch(1)
        outer.addWidget(self.card, 0, Qt.AlignmentFlag.AlignHCenter)
        outer.addStretch(1)
        self.scroll = QScrollArea(self)
        self.scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.scroll.setWidgetResizable(True)
        self.scroll.setWidget(holder)
        self.scroll.setStyleSheet("QScrollArea, #gameOverHolder { background: transparent; }")
        self.scroll.viewport().setAutoFillBackground(False)
        panel = QVBoxLayout(self)
        panel.setContentsMargins(0, 0, 0, 0)
        panel.addWidget(self.scroll)

        # brings the results back after "Look at the table"
        self.show_button = QPushButton(parent)
        self.show_button.setObjectName("gameOverShow")
        self.show_button.setCursor(Qt.CursorShape.PointingHandCursor)
        self.show_button.setStyleSheet(
            f"#gameOverShow {{ background: {GOLD}; color: {INK}; border: 2px solid {INK};"
            " border-radius: 10px; padding: 8px 18px; font-weight: bold; }"
        )
        self.show_button.clicked.connect(self.drop)
        self.show_button.hide()

        parent.installEventFilter(self)
        self.setGeometry(parent.rect())
        self._fit_height()
        self.hide()
        self.retranslate()

    # ----- use -------------------------------------------------------------------

    def show_result(self, rows: Sequence[ResultRow], names: Sequence[str],
                    kinds: Sequence[str] = (), deal: int | None = None,
                    ending: Callable[[], str] | None = None) -> None:
        """Show the results: `rows` best first; `kinds` ("human"/"computer") per seat;
        `deal` the deal number (None: no "Play this deal again"); `ending` says, in the
        current language, why the game ended when that is not the usual end (None or
        "": no line)."""
        self._rows, self._names, self._kinds = list(rows), list(names), list(kinds)
        self._ending = ending
        self._deal = deal
        self.deal_label.setVisible(deal is not None)
        self.deal_button.setVisible(deal is not None)
        self._build_rows()
        self.retranslate()
        self.drop()

    def set_recent_form(self, form: RecentForm | None, game_id: str) -> None:
        """Say in a line how the player did lately at `game_id` (None: no line)."""
        self._form, self._game_id = form, game_id
        self.retranslate()

    def drop(self) -> None:
        """Lay the results over the table."""
        self.show_button.hide()
        parent = self.parentWidget()
        if parent is not None:
            self.setGeometry(parent.rect())
        self.show()
        self.raise_()
        self.again_button.setFocus(Qt.FocusReason.OtherFocusReason)

    def lift(self) -> None:
        """Let the players look at the final table; a button brings the results back."""
        self.hide()
        self._place_show_button()
        self.show_button.show()
        self.show_button.raise_()

    def dismiss(self) -> None:
        self.hide()
        self.show_button.hide()

    def rows(self) -> list[ResultRow]:
        return list(self._rows)

    def scores(self) -> dict[int, float]:
        """Player -> score as the panel shows it (for tests)."""
        return {row.player: row.score for row in self._rows}

    # ----- building ----------------------------------------------------------------

    def _build_rows(self) -> None:
        while self.rows_layout.count():
            item = self.rows_layout.takeAt(0)
            if item.widget() is not None:
                item.widget().deleteLater()
        self.score_labels = []
        self._row_names: list[QLabel] = []
        self._row_notes: list[QLabel] = []
        for rank, row in enumerate(self._rows):
            frame = QFrame(self.rows_box)
            frame.setObjectName("winnerRow" if row.winner else "resultRow")
            grid = QGridLayout(frame)
            grid.setContentsMargins(10, 6, 12, 6)
            grid.setHorizontalSpacing(12)
            grid.setVerticalSpacing(0)
            colour = palette.seat_colour(row.player)
            dot = QLabel("★" if row.winner else str(rank + 1), frame)
            dot.setAlignment(Qt.AlignmentFlag.AlignCenter)
            dot.setFixedSize(30, 30)
            dot.setStyleSheet(
                f"background: {colour}; color: {palette.ink_on(colour)}; border-radius: 15px;"
                f" border: 1px solid {INK}; font-weight: bold;"
            )
            name = QLabel(frame)
            name.setTextFormat(Qt.TextFormat.PlainText)
            relative_font(name, NAME_FONT, True)
            note = QLabel(frame)
            note.setTextFormat(Qt.TextFormat.PlainText)
            note.setObjectName("gameOverNote")
            note.setWordWrap(True)
            icons = _Icons(row.icons, frame)
            icons.setMinimumWidth(ICON * 4)
            score = QLabel(frame)
            score.setObjectName("gameOverScore")
            relative_font(score, NAME_FONT if self._narrow else SCORE_FONT, True)
            score.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            grid.addWidget(dot, 0, 0, 2, 1)
            grid.addWidget(name, 0, 1)
            grid.addWidget(note, 1, 1)
            grid.addWidget(icons, 0, 2, 2, 1)
            grid.addWidget(score, 0, 3, 2, 1)
            grid.setColumnStretch(2, 1)
            self.rows_layout.addWidget(frame)
            self.score_labels.append(score)
            self._row_names.append(name)
            self._row_notes.append(note)
        self._fit_height()

    def _place_show_button(self) -> None:
        parent = self.parentWidget()
        if parent is None:
            return
        self.show_button.adjustSize()
        hint = self.show_button.sizeHint()
        self.show_button.setGeometry(parent.width() - hint.width() - 16, 16, hint.width(),
                                     hint.height())

    # ----- looks ---------------------------------------------------------------------

    def _low(self) -> bool:
        """A low table (a netbook's screen): six players' rows need the margins' room."""
        return self.height() < self.LOW_HEIGHT

    def _place_buttons(self, narrow: bool) -> None:
        """One row: Back … New game, Play again; narrow: Play again above the others."""
        if narrow == self._narrow:
            return
        self._narrow = narrow
        for button in (self.back_button, self.new_button, self.again_button):
            self.buttons.removeWidget(button)
        for column in range(3):
            self.buttons.setColumnStretch(column, 0)
        if narrow:
            self.buttons.addWidget(self.again_button, 0, 0, 1, 2)
            self.buttons.addWidget(self.back_button, 1, 0)
            self.buttons.addWidget(self.new_button, 1, 1)
        else:
            self.buttons.addWidget(self.back_button, 0, 0)
            self.buttons.setColumnStretch(1, 1)
            self.buttons.addWidget(self.new_button, 0, 2)
            self.buttons.addWidget(self.again_button, 0, 3)
        # a score as big as the name, not bigger, where the room is short
        for score in self.score_labels:
            relative_font(score, NAME_FONT if narrow else SCORE_FONT, True)

    def _fit_height(self) -> None:
        low = self._low()
        # large print on a narrow table: the card gives its margins and wide rows up
        narrow = settings.text_scale() > 1 and self.width() < self.NARROW_WIDTH
        self._place_buttons(narrow)
        side, inside = (6, 12) if narrow else (24, 28)
        self.outer.setContentsMargins(side, 6 if low else 24, side, 6 if low else 24)
        self.inner.setContentsMargins(inside, 10 if low else 22, inside, 8 if low else 20)
        self.inner.setSpacing(4 if low else 10)
        self.rows_layout.setSpacing(0 if low else 4)
        for row in self.rows_box.findChildren(QFrame):
            if row.layout() is not None:
                margin = 2 if low else 6
                row.layout().setContentsMargins(6 if narrow else 10, margin,
                                                6 if narrow else 12, margin)
                row.layout().setHorizontalSpacing(6 if narrow else 12)

    def follow_print(self) -> None:
        self._fit_height()
        self.retranslate()  # the rows' least sizes, measured in the new font

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt's name)
        painter = QPainter(self)
        painter.fillRect(self.rect(), QColor(20, 12, 6, 165))
        painter.end()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if watched is self.parentWidget() and event.type() == QEvent.Type.Resize:
            self.setGeometry(self.parentWidget().rect())
            self._fit_height()
            if self.show_button.isVisible():
                self._place_show_button()
        return super().eventFilter(watched, event)

    # ----- language --------------------------------------------------------------------

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt's name)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def _name(self, p: int) -> str:
        if p < len(self._names):
            return self._names[p]
        return QCoreApplication.translate("GameOverPanel", "Player {number}").format(number=p + 1)

    def _form_text(self) -> str:
        form = self._form
        if form is None:
            return ""
        games = form.games
        if form.level is None:
            return self.tr("{name} has won {wins} of the last %n game(s) of {game}", "",
                           games).format(name=form.name, wins=form.wins,
                                         game=game_title(self._game_id))
        return self.tr("{name} has won {wins} of the last %n game(s) against {level}", "",
                       games).format(name=form.name, wins=form.wins,
                                     level=level_name(form.level))

    def retranslate(self) -> None:
        translate = QCoreApplication.translate
        self.heading.setText(translate("GameOverPanel", "Game over"))
        winners = [self._name(r.player) for r in self._rows if r.winner]
        if len(winners) == 1:
            self.subheading.setText(translate("GameOverPanel", "{name} wins!").format(name=winners[0]))
        elif winners:
            self.subheading.setText(
                translate("GameOverPanel", "Shared win: {names}").format(names=", ".join(winners)))
        else:
            self.subheading.setText("")
        ending = self._ending() if self._ending is not None else ""
        self.ending_label.setText(ending)
        self.ending_label.setVisible(bool(ending))
        self.form_label.setText(self._form_text())
        self.form_label.setVisible(self._form is not None)
        for i, row in enumerate(self._rows):
            if i >= len(self.score_labels):
                break
            name = self._name(row.player)
            if row.player < len(self._kinds) and self._kinds[row.player] == "computer":
                name = translate("GameOverPanel", "{name} (computer)").format(name=name)
            self._row_names[i].setText(name)
            self._row_notes[i].setText(row.note)
            # a short note keeps its line; only a long one wraps
            note = self._row_notes[i]
            note.setMinimumWidth(min(note.fontMetrics().horizontalAdvance(row.note) + 2,
                                     NOTE_WRAP))
            # and its lines at that width (a card taller than the table scrolls)
            note.setMinimumHeight(note.heightForWidth(note.minimumWidth()) if row.note else 0)
            score = int(row.score)
            self.score_labels[i].setText(
                row.score_text(score) if row.score_text else SCORES.points_short(score))
            # never narrower than their words (a card too wide for the table scrolls)
            for label, least in ((self._row_names[i], NAME_WIDTH),
                                 (self.score_labels[i], SCORE_WIDTH)):
                label.setMinimumWidth(max(least, label.sizeHint().width()))
        self.new_button.setText(translate("GameOverPanel", "New game…"))
        self.again_button.setText(translate("GameOverPanel", "Play again, same seats"))
        self.back_button.setText(translate("GameOverPanel", "Back to start"))
        self.replay_button.setText(translate("GameOverPanel", "Replay"))
        self.replay_button.setToolTip(translate(
            "GameOverPanel", "Step through the game move by move (Ctrl+R)"))
        self.look_button.setText(translate("GameOverPanel", "Look at the table"))
        if self._deal is not None:
            self.deal_label.setText(
                translate("GameOverPanel", "Deal number {number}").format(number=self._deal))
        self.deal_button.setText(translate("GameOverPanel", "Play this deal again"))
        self.deal_button.setToolTip(translate(
            "GameOverPanel", "The same seats and options and the same draws, from the start"))
        self.show_button.setText(translate("GameOverPanel", "Show the results"))
        if self.show_button.isVisible():
            self._place_show_button()
