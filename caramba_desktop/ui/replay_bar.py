"""The replay's controls under the table: first, back, play/pause, forward, last, a
slider over the moves, where we are, whose view the table shows, and "show all cards".

The bar only says what the player asked for (its signals); the replay window
(ui/replay.py) decides what the table shows.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QSlider,
    QStyle,
    QToolButton,
    QWidget,
)

PUBLIC = -1  # the viewer box's value for the public table


class ReplayBar(QFrame):
    stepRequested = Signal(int)  # a stop's number (0 = the start)
    playToggled = Signal()
    viewerChosen = Signal(int)  # a seat, or PUBLIC
    openCardsToggled = Signal(bool)

    def __init__(self, stops: int, names: Sequence[str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("replayBar")
        self.setStyleSheet("#replayBar { background: palette(window);"
                           " border-top: 1px solid palette(mid); }")
        self._last = stops - 1
        self._at = 0
        self._position = (0, 0)  # the move shown and the moves in all, for the label
        self._playing = False
        style = self.style()
        icon = QStyle.StandardPixmap
        self.first_button = self._button(style.standardIcon(icon.SP_MediaSkipBackward),
                                         lambda: self.stepRequested.emit(0))
        self.back_button = self._button(style.standardIcon(icon.SP_MediaSeekBackward),
                                        lambda: self.stepRequested.emit(max(0, self._at - 1)))
        self.play_button = self._button(style.standardIcon(icon.SP_MediaPlay), self.playToggled)
        self.forward_button = self._button(
            style.standardIcon(icon.SP_MediaSeekForward),
            lambda: self.stepRequested.emit(min(self._last, self._at + 1)))
        self.last_button = self._button(style.standardIcon(icon.SP_MediaSkipForward),
                                        lambda: self.stepRequested.emit(self._last))
        self.slider = QSlider(Qt.Orientation.Horizontal, self)
        self.slider.setObjectName("replaySlider")
        self.slider.setRange(0, self._last)
        self.slider.valueChanged.connect(self._slid)
        self.position_label = QLabel(self)
        self.position_label.setObjectName("replayPosition")
        self.viewer_box = QComboBox(self)
        self.viewer_box.setObjectName("replayViewer")
        self._names = list(names)
        self._refusals: list[str | None] = [None] * len(self._names)  # offer_views
        self.viewer_box.activated.connect(
            lambda index: self.viewerChosen.emit(self.viewer_box.itemData(index)))
        self.open_box = QCheckBox(self)
        self.open_box.setObjectName("replayOpenCards")
        self.open_box.toggled.connect(self.openCardsToggled)
        row = QHBoxLayout(self)
        row.setContentsMargins(10, 6, 10, 6)
        row.setSpacing(6)
        for button in (self.first_button, self.back_button, self.play_button,
                       self.forward_button, self.last_button):
            row.addWidget(button)
        row.addWidget(self.slider, 1)
        row.addWidget(self.position_label)
        row.addSpacing(10)
        row.addWidget(self.viewer_box)
        row.addWidget(self.open_box)
        self.retranslate()

    def _button(self, icon, slot) -> QToolButton:
        button = QToolButton(self)
        button.setIcon(icon)
        button.setAutoRaise(True)
        button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        button.clicked.connect(slot)
        return button

    def _slid(self, value: int) -> None:
        if value != self._at:
            self.stepRequested.emit(value)

    def show_position(self, at: int, move: int, moves: int) -> None:
        """The bar at stop `at`, which is after `move` of `moves` moves."""
        self._at = at
        self.slider.blockSignals(True)
        self.slider.setValue(at)
        self.slider.blockSignals(False)
        self.first_button.setEnabled(at > 0)
        self.back_button.setEnabled(at > 0)
        self.forward_button.setEnabled(at < self._last)
        self.last_button.setEnabled(at < self._last)
        self._position = (move, moves)
        self._show_move()

    def _show_move(self) -> None:
        move, moves = self._position
        self.position_label.setText(QCoreApplication.translate(
            "ReplayBar", "Move {move} of {moves}").format(move=move, moves=moves))

    def show_playing(self, playing: bool) -> None:
        self._playing = playing
        pixmap = QStyle.StandardPixmap.SP_MediaPause if playing else \
            QStyle.StandardPixmap.SP_MediaPlay
        self.play_button.setIcon(self.style().standardIcon(pixmap))
        self.play_button.setToolTip(QCoreApplication.translate(
            "ReplayBar", "Pause (Space)") if playing else QCoreApplication.translate(
            "ReplayBar", "Play at the computer pace (Space)"))

    def offer_views(self, refusals: list[str | None]) -> None:
        """Offer each seat's view, or say why not (ui/replay.py, views_offered)."""
        self._refusals = list(refusals)
        self.retranslate()

    def set_viewer(self, viewer: int) -> None:
        self.viewer_box.setCurrentIndex(max(0, self.viewer_box.findData(viewer)))

    def retranslate(self) -> None:
        translate = QCoreApplication.translate
        for button, tip in ((self.first_button, translate("ReplayBar", "First move (Home)")),
                            (self.back_button, translate("ReplayBar", "Back (Left)")),
                            (self.forward_button, translate("ReplayBar", "Forward (Right)")),
                            (self.last_button, translate("ReplayBar", "Last move (End)"))):
            button.setToolTip(tip)
        self.show_playing(self._playing)
        self._show_move()
        chosen = self.viewer_box.currentData()
        self.viewer_box.clear()
        self.viewer_box.addItem(translate("ReplayBar", "Public table"), PUBLIC)
        reasons = {
            "several_humans": translate(
                "ReplayBar", "Hidden while the game can go on: two or more people play it, "
                             "and each one’s cards stay their own"),
            "computer": translate(
                "ReplayBar", "Hidden while the game can go on: a computer’s cards stay "
                             "hidden until the end"),
        }
        model = self.viewer_box.model()
        for seat, name in enumerate(self._names):
            self.viewer_box.addItem(translate("ReplayBar", "As {name} saw it").format(
                name=name), seat)
            if self._refusals[seat] is not None:
                item = model.item(self.viewer_box.count() - 1)
                item.setEnabled(False)
                item.setToolTip(reasons[self._refusals[seat]])
        self.set_viewer(PUBLIC if chosen is None else chosen)
        tip = translate("ReplayBar", "Whose view the table shows")
        missing = {reasons[code] for code in self._refusals if code is not None}
        self.viewer_box.setToolTip("\n".join([tip, *sorted(missing)]))
        self.open_box.setText(translate("ReplayBar", "Show all cards"))
        self.open_box.setToolTip(translate(
            "ReplayBar", "Every hidden card face up (once the game is over)"))
