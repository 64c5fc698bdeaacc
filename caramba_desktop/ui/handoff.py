"""The hand-off cover: hides the table while the computer passes to the next player.

In a pass-and-play game with secrets, when the human to act changes, the
table is covered by this screen ("Pass to Dolores") until Dolores confirms;
nothing private is drawn before that. The cover is a child of the table
widget that always fills it, is fully opaque and sits on top of every
sibling; it takes the keyboard focus, so Enter or Space confirm.

    cover = HandoffCover(table_widget, game_id="caramba")
    cover.confirmed.connect(...)        # she clicked "I am Dolores"
    cover.show_for("Dolores", seat_colour)   # the name is shown as plain text
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QKeyEvent, QLinearGradient, QPainter, QPaintEvent, QPalette
from PySide6.QtWidgets import QLabel, QPushButton, QSizePolicy, QVBoxLayout, QWidget

from caramba_desktop.ui import large_print, palette


class HandoffCover(QWidget):
    """An opaque overlay over its parent (the table) asking to pass the screen on."""

    confirmed = Signal()

    def __init__(self, parent: QWidget, game_id: str | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("handoffCover")
        self._name = ""
        self._seat_colour: str | None = None
        self._colours = palette.table_colours(game_id)
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent, True)
        self.setAttribute(Qt.WidgetAttribute.WA_NoMousePropagation, True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)

        self.title = QLabel(self)
        self.title.setObjectName("handoffTitle")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title.setWordWrap(True)

        self.hint = QLabel(self)
        self.hint.setObjectName("handoffHint")
        self.hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.hint.setWordWrap(True)
        for label in (self.title, self.hint):
            label.setTextFormat(Qt.TextFormat.PlainText)  # they hold a name

        self.button = QPushButton(self)
        self.button.setObjectName("handoffButton")
        self.button.setSizePolicy(QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Fixed)
        self.button.setCursor(Qt.CursorShape.PointingHandCursor)
        self.button.clicked.connect(self._confirm)

        self.keys = QLabel(self)
        self.keys.setObjectName("handoffKeys")
        self.keys.setAlignment(Qt.AlignmentFlag.AlignCenter)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(32, 32, 32, 32)
        layout.setSpacing(18)
        layout.addStretch(3)
        layout.addWidget(self.title)
        layout.addWidget(self.hint)
        layout.addSpacing(18)
        layout.addWidget(self.button, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addWidget(self.keys)
        layout.addStretch(4)

        self._style()
        self.retranslate()
        parent.installEventFilter(self)
        self.setGeometry(parent.rect())
        self.hide()

    # ----- use ---------------------------------------------------------------

    @property
    def name(self) -> str:
        return self._name

    def show_for(self, name: str, seat_colour: str | None = None) -> None:
        """Cover the table and ask to pass it to `name` (`seat_colour` marks the button)."""
        self._name = name
        self._seat_colour = seat_colour
        self._style()
        self.retranslate()
        parent = self.parentWidget()
        if parent is not None:
            self.setGeometry(parent.rect())
        self.show()
        self.raise_()
        self.button.setFocus(Qt.FocusReason.OtherFocusReason)

    def _confirm(self) -> None:
        if self.isVisible():
            self.hide()
            self.confirmed.emit()

    # ----- keyboard ----------------------------------------------------------

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt's name)
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            event.accept()
            self._confirm()
            return
        super().keyPressEvent(event)

    # ----- staying on top of the table -------------------------------------

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if watched is self.parentWidget():
            kind = event.type()
            if kind == QEvent.Type.Resize:
                self.setGeometry(self.parentWidget().rect())
            elif kind == QEvent.Type.ChildAdded and self.isVisible():
                self.raise_()  # a widget added to the table later must not hide the cover
        return super().eventFilter(watched, event)

    # ----- looks ---------------------------------------------------------------

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt's name)
        painter = QPainter(self)
        rect = QRectF(self.rect())
        colours = self._shown_colours()
        gradient = QLinearGradient(rect.topLeft(), rect.bottomLeft())
        gradient.setColorAt(0.0, QColor(colours["background"]))
        gradient.setColorAt(1.0, QColor(colours["edge"]))
        painter.fillRect(rect, gradient)
        painter.end()

    def _shown_colours(self) -> dict[str, str]:
        """The table's colours; the palette's plain ones in high contrast."""
        if not large_print.high_contrast():
            return self._colours
        pal = self.palette()
        paper = pal.color(QPalette.ColorRole.Window).name()
        ink = pal.color(QPalette.ColorRole.WindowText).name()
        return {"background": paper, "edge": paper, "ink": ink, "muted": ink,
                "accent": pal.color(QPalette.ColorRole.Highlight).name()}

    def follow_print(self) -> None:
        self._style()
        self.update()

    def _style(self) -> None:
        c = self._shown_colours()
        accent = self._seat_colour or c["accent"]
        self.setStyleSheet(
            f"#handoffTitle {{ color: {c['ink']}; }}"
            f"#handoffHint, #handoffKeys {{ color: {c['muted']}; }}"
            f"#handoffButton {{ background: {accent}; color: {palette.ink_on(accent)};"
            f" border: 2px solid {c['ink']}; border-radius: 12px; padding: 14px 34px; }}"
            f"#handoffButton:focus {{ border: 3px solid {c['ink']}; }}"
            f"#handoffButton:hover {{ border-color: {c['accent']}; }}"
        )
        for label, scale, bold in (
            (self.title, 2.6, True),
            (self.hint, 1.25, False),
            (self.button, 1.35, True),
            (self.keys, 1.05, False),
        ):
            large_print.relative_font(label, scale, bold)

    # ----- language --------------------------------------------------------

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt's name)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        name = self._name
        self.title.setText(
            QCoreApplication.translate("HandoffCover", "Pass to {name}").format(name=name)
        )
        self.hint.setText(
            QCoreApplication.translate(
                "HandoffCover", "{name}, go on when you are ready — nobody else should look."
            ).format(name=name)
        )
        self.button.setText(
            QCoreApplication.translate("HandoffCover", "I am {name} — show my cards").format(
                name=name
            )
        )
        self.keys.setText(QCoreApplication.translate("HandoffCover", "or press Enter"))
        self.setAccessibleName(
            QCoreApplication.translate("HandoffCover", "Pass to {name}").format(name=name)
        )
