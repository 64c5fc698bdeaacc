"""The replay screen: a finished or saved game again, move by move.

    page = ReplayWindow(record, review_store=..., executor=...)   # RecordError if illegal
    page.step_to(stop); page.forward(); page.back(); page.play()

The table is the game's own view (ui/game_views.py), shown read only: it is
given no legal moves and its choices go nowhere, so no move can be made. The
log follows the position. A finished game may be seen by any seat, or with
every card face up ("show all cards"). A saved unfinished game can be continued,
so its secrets are still in play: it shows the public table, and its one human
seat's own view when only one person plays it (views_offered).
A finished game with human seats can be reviewed (ui/review_panel.py).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, Qt, QTimer, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from caramba_desktop.engine import registry
from caramba_desktop.engine.api import TERMINAL
from caramba_desktop.engine.bounds import escape_controls
from caramba_desktop.engine.record import GameRecord
from caramba_desktop.session.replay import Replay
from caramba_desktop.session.session import Seat, seats_from_meta
from caramba_desktop.ui import large_print, palette, settings
from caramba_desktop.ui.game_views import create_view, game_title
from caramba_desktop.ui.game_window import SIDE_WIDTH
from caramba_desktop.ui.large_print import relative_font
from caramba_desktop.ui.log_panel import LogPanel
from caramba_desktop.ui.replay_bar import PUBLIC, ReplayBar
from caramba_desktop.ui.review_panel import ReviewPanel


class ReplayWindow(QWidget):
    """One game replayed, as a page of the main window's stack."""

    leaveRequested = Signal()

    def __init__(self, record: GameRecord, history_id: int | None = None, executor=None,
                 parent: QWidget | None = None, replay: Replay | None = None) -> None:
        """`replay`: the record replayed already (on the window's reading thread)."""
        super().__init__(parent)
        self.setObjectName("replayWindow")
        self.replay = replay or Replay(record)
        self.game_id = record.game_id
        self.seats = seats_from_meta(record)
        self.names = [escape_controls(seat.name) for seat in self.seats]
        self.has_secrets = registry.game(self.game_id).has_secrets
        self.stop = 0  # the index into replay.stops shown
        self.viewer: int | None = None  # whose view the table shows (None: public)
        self.open_cards = False

        self.table_host = QWidget(self)
        self.table_host.setObjectName("tableHost")
        self.view = create_view(self.game_id, self.table_host)
        host = QVBoxLayout(self.table_host)
        host.setContentsMargins(0, 0, 0, 0)
        host.addWidget(self.view)
        self.bar = ReplayBar(len(self.replay.stops), self.names, self)
        self.offered = views_offered(self.seats, self.replay.finished, self.has_secrets)
        self.bar.offer_views(self.offered)
        self.bar.open_box.setEnabled(self.replay.finished and self.has_secrets)
        self.bar.stepRequested.connect(self.step_to)
        self.bar.playToggled.connect(self.toggle_play)
        self.bar.viewerChosen.connect(self.set_viewer)
        self.bar.openCardsToggled.connect(self.set_open_cards)

        self.status = QLabel(self)
        self.status.setObjectName("replayStatus")
        self.status.setTextFormat(Qt.TextFormat.PlainText)
        colours = palette.table_colours(self.game_id)
        self.status.setStyleSheet(f"#replayStatus {{ background: {colours['edge']};"
                                  f" color: {colours['ink']}; padding: 7px 14px;"
                                  " font-weight: bold; }")

        self.side = QFrame(self)
        self.side.setObjectName("sidePanel")
        self.side.setFixedWidth(large_print.grown(SIDE_WIDTH))
        self.side.setStyleSheet("#sidePanel { background: palette(window);"
                                " border-left: 1px solid palette(mid); }")
        self.title_label = QLabel(self.side)
        self.title_label.setObjectName("gameTitle")
        relative_font(self.title_label, 1.45, True)
        self.log = LogPanel(self.side, self.game_id, self.names)
        self.review = ReviewPanel(record, self.replay.finished, self.names, self.seats, history_id, executor,
                                  self.side)
        self.review.jumpRequested.connect(self.step_to_move)
        self.review.viewRequested.connect(self.set_viewer)
        self.leave_button = QPushButton(self.side)
        self.leave_button.setObjectName("leaveButton")
        self.leave_button.setAutoDefault(False)
        self.leave_button.clicked.connect(self.leaveRequested)
        side = QVBoxLayout(self.side)
        side.setContentsMargins(14, 12, 14, 14)
        side.setSpacing(6)
        side.addWidget(self.title_label)
        side.addWidget(self.log, 1)
        side.addWidget(self.review)
        side.addWidget(self.leave_button)

        centre = QVBoxLayout()
        centre.setContentsMargins(0, 0, 0, 0)
        centre.setSpacing(0)
        centre.addWidget(self.status)
        centre.addWidget(self.table_host, 1)
        top = QHBoxLayout()
        top.setContentsMargins(0, 0, 0, 0)
        top.setSpacing(0)
        top.addLayout(centre, 1)
        top.addWidget(self.side)
        # the bar runs under the side panel too: its words keep their room in large print
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addLayout(top, 1)
        layout.addWidget(self.bar)

        self._timer = QTimer(self)
        self._timer.timeout.connect(self._play_step)
        for key, slot in (("Left", self.back), ("Right", self.forward),
                          ("Home", lambda: self.step_to(0)),
                          ("End", lambda: self.step_to(len(self.replay.stops) - 1)),
                          ("Space", self.toggle_play)):
            QShortcut(QKeySequence(key), self, slot)
        self.retranslate()
        self.step_to(0)
        if self.review.result is not None:  # a review made before opens in its seat's view
            self.set_viewer(self.review.seat)

    # ----- stepping ------------------------------------------------------------------

    @property
    def moves(self) -> int:
        """The actions shown on the table: the position is after this many."""
        return self.replay.stops[self.stop]

    def step_to(self, stop: int) -> None:
        stop = max(0, min(stop, len(self.replay.stops) - 1))
        before = self.moves
        if stop != self.stop + 1:
            # a jump: the table starts afresh at the new position, as a game opened again
            # does, and does not announce the rounds scored on the way (one step does)
            self.view.clear()
        self.stop = stop
        entries = self.replay.entries(self.moves)
        if self.moves > before and self.log.entries() == entries[:before]:
            self.log.add_entries(entries[before:])  # forward: only the new lines
        elif entries != self.log.entries():
            self.log.set_entries(entries)
        self._redraw()
        self.review.show_move(self.moves)
        if stop == len(self.replay.stops) - 1:
            self.pause()

    def step_to_move(self, moves: int) -> None:
        """Show the position after `moves` actions (a stop: the review's decisions are)."""
        self.pause()
        self.step_to(self.replay.stops.index(moves))

    def forward(self) -> None:
        self.step_to(self.stop + 1)

    def back(self) -> None:
        self.step_to(self.stop - 1)

    def toggle_play(self) -> None:
        if self._timer.isActive():
            self.pause()
        else:
            self.play()

    def play(self) -> None:
        if self.stop == len(self.replay.stops) - 1:
            self.step_to(0)
        self._timer.start(max(150, settings.step_delay_ms()))
        self.bar.show_playing(True)

    def pause(self) -> None:
        self._timer.stop()
        self.bar.show_playing(False)

    @property
    def playing(self) -> bool:
        return self._timer.isActive()

    def _play_step(self) -> None:
        self.forward()

    # ----- whose view --------------------------------------------------------------

    def set_viewer(self, seat: int) -> None:
        """Show the table as `seat` saw it (PUBLIC: the public table), if that view is
        offered (views_offered); otherwise the public table."""
        if seat != PUBLIC and self.offered[seat] is not None:
            seat = PUBLIC
        self.viewer = None if seat == PUBLIC else seat
        self.bar.set_viewer(seat)
        self._redraw()

    def set_open_cards(self, shown: bool) -> None:
        """Every card face up: only in a game that is over (nothing is left to hide)."""
        self.open_cards = shown and self.replay.finished
        self.bar.open_box.setChecked(self.open_cards)
        self._redraw()

    def shown_observation(self) -> dict:
        return self.replay.observation(self.moves, self.viewer, self.open_cards)

    def _redraw(self) -> None:
        self.log.set_viewer(self.viewer)  # the log tells no more than the table
        self.view.show_observation(self.shown_observation(), [], self.viewer, self.names)
        # counted in the players' moves, from 1: the cards dealt and the dice rolled
        # between them are no moves of anybody's (the deal alone made "Move 17" of the start)
        self.bar.show_position(self.stop, self.stop + 1, len(self.replay.stops))
        self._update_status()

    def _update_status(self) -> None:
        translate = QCoreApplication.translate
        player = self.replay.current_player(self.moves)
        if player >= 0:
            text = translate("ReplayWindow", "Replay: {name} to play").format(
                name=self.names[player])
        elif player == TERMINAL:
            text = translate("ReplayWindow", "Replay: the game is over")
        else:  # a saved game that stops before a card is drawn or the dice are rolled
            text = translate("ReplayWindow", "Replay: the saved game stops here")
        self.status.setText(text)

    # ----- closing, language ---------------------------------------------------------

    def shutdown(self) -> None:
        self.pause()
        self.review.shutdown()

    def follow_print(self) -> None:
        """The text size changed (ui/large_print.py): the side panel grows with it."""
        self.side.setFixedWidth(large_print.grown(SIDE_WIDTH))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt's name)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        translate = QCoreApplication.translate
        self.title_label.setText(game_title(self.game_id))
        self.leave_button.setText(translate("ReplayWindow", "Leave the replay"))
        self.bar.retranslate()
        self.review.retranslate()
        self._update_status()


def views_offered(seats: list[Seat], finished: bool, has_secrets: bool) -> list[str | None]:
    """For each seat, None when the replay may show the table as that seat saw it, else
    why not: "several_humans" (an unfinished game two or more people play: whoever
    replays it could read another one's cards, and the game may be continued) or
    "computer" (an unfinished game's computer seat, whose cards stay hidden)."""
    if finished or not has_secrets:
        return [None] * len(seats)
    humans = [seat.is_human for seat in seats]
    if sum(humans) > 1:
        return ["several_humans"] * len(seats)
    return [None if human else "computer" for human in humans]
