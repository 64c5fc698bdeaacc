"""The game screen: the table large in the centre, players and log at the side.

    page = GameWindow(session)       # a GameSession, not yet started
    page.start()                     # connects nothing more: starts the session
    page.shutdown()                  # the session is closed (bots cancelled)

It holds the game's table view (made by ui/game_views.py from the game id),
the hand-off cover and the end screen over the table, a status line above it
(the phase, what is expected, the deal number), and a side panel with the
players, the game log and the buttons Undo, Rules and Leave.

The deal number replays the deal: in a game with secrets and a human at the
table it stays hidden until the game is over (GameSession.deal_is_secret),
then the end screen shows it. Names are shown as plain text, with control
characters written out (engine/bounds.py), whatever a save file holds.

Everything the table shows comes from the session: `session.observation(
session.viewer)` (viewer None: the public table) and, when the viewer is the
player to act, `session.legal_actions()`. A choice on the table goes back
through `session.submit`. Behind a hand-off cover the table and the log show
the public view only, so the next player sees nothing of the last one's hand.
"""

from __future__ import annotations

import html
import time

from PySide6.QtCore import QCoreApplication, QEvent, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QKeySequence, QPainter, QPalette, QPen
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from caramba_desktop.engine.bounds import escape_controls
from caramba_desktop.session.session import NO_VIEWER, GameResult, GameSession, LogEntry
from caramba_desktop.ui import large_print, palette
from caramba_desktop.ui.game_over import SCORES, GameOverPanel
from caramba_desktop.ui.game_views import create_view
from caramba_desktop.ui.handoff import HandoffCover
from caramba_desktop.ui.hint import HintControl
from caramba_desktop.ui.large_print import relative_font
from caramba_desktop.ui.log_panel import LogPanel, texts_for
from caramba_desktop.ui.new_game import DEALT_GAMES, game_title, level_name
from caramba_desktop.ui.refusals import illegal_text
from caramba_desktop.ui.status_line import StatusLabel, status_bar_style
from caramba_desktop.ui.table_voice import TableVoice

ILLEGAL_MESSAGE_MS = 5000
NOTE_MS = 4000  # how long a note ("Saved as …") stays in the status line
HEADER_DEAL_DIGITS = 6  # a number typed in (42) or a tutorial's shows in the header
# Computer moves and chance outcomes that come faster than this share one redraw of
# the table (a fast pace, or none in tests); a human's turn and a hand-off are drawn
# at once, always.
MIN_REDRAW_MS = 40
SIDE_WIDTH = 300  # the side panel's, at the normal text size (it grows with the text)


class PlayerRow(QFrame):
    """One seat in the side panel: colour, name, human or computer, whose turn."""

    def __init__(self, index: int, name: str, kind: str, level: str,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.index, self.name, self.kind, self.level = index, name, kind, level
        self.setObjectName("playerRow")
        colour = palette.seat_colour(index)
        self.dot = QLabel(self)
        self.dot.setFixedSize(14, 14)
        self.dot.setStyleSheet(
            f"background: {colour}; border-radius: 7px; border: 1px solid rgba(0,0,0,110);")
        self.name_label = QLabel(name, self)
        self.name_label.setTextFormat(Qt.TextFormat.PlainText)
        self.name_label.setObjectName("playerName")
        relative_font(self.name_label, 1.05, True)
        self.kind_label = QLabel(self)
        self.kind_label.setObjectName("playerKind")
        large_print.mute(self.kind_label)
        self.turn_label = QLabel(self)
        self.turn_label.setObjectName("playerTurn")
        self.turn_label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        grid = QGridLayout(self)
        grid.setContentsMargins(8, 5, 8, 5)
        grid.setHorizontalSpacing(8)
        grid.setVerticalSpacing(0)
        grid.addWidget(self.dot, 0, 0, 2, 1, Qt.AlignmentFlag.AlignVCenter)
        # the tag (to play, a score) beside the name; the kind and level below both
        grid.addWidget(self.name_label, 0, 1)
        grid.addWidget(self.turn_label, 0, 2)
        grid.addWidget(self.kind_label, 1, 1, 1, 2)
        grid.setColumnStretch(1, 1)
        self.setStyleSheet("#playerTurn { font-weight: bold; }")
        self._active = False
        self._tag = ""

    def set_state(self, active: bool, tag: str) -> None:
        """`active`: this seat is to act (a frame in its colour); `tag`: "to play", points."""
        if (active, tag) == (self._active, self._tag):
            return
        self._active, self._tag = active, tag
        self.turn_label.setText(tag)
        self.update()

    @property
    def active(self) -> bool:
        return self._active

    def paintEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        if self._active:  # painted, not styled: a style sheet change costs a re-polish
            painter = QPainter(self)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.setPen(QPen(QColor(palette.seat_colour(self.index)), 2))
            painter.setBrush(self.palette().color(QPalette.ColorRole.AlternateBase))
            painter.drawRoundedRect(QRectF(self.rect()).adjusted(1, 1, -1, -1), 8, 8)
            painter.end()
        super().paintEvent(event)

    def retranslate(self) -> None:
        if self.kind == "human":
            text = QCoreApplication.translate("GameWindow", "Human")
        else:
            text = QCoreApplication.translate("GameWindow", "Computer · {level}").format(
                level=level_name(self.level))
        self.kind_label.setText(text)


class GameWindow(QWidget):
    """One game in play, as a page of the main window's stack."""

    leaveRequested = Signal()  # back to the start page
    newGameRequested = Signal(str)  # game id: the new-game dialog, please
    playAgainRequested = Signal()  # the same seats again
    playDealAgainRequested = Signal()  # the same seats, options and deal number
    rulesRequested = Signal(str)  # game id
    replayRequested = Signal()  # the finished game, move by move
    gameFinished = Signal(object)  # GameResult, after the end screen is shown

    def __init__(self, session: GameSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("gameWindow")
        self.session = session
        self.game_id = session.game.id
        # as shown: a name from a file may hold anything (markup is kept plain by the
        # labels; control characters, which would turn text round, are written out)
        self.names = [escape_controls(seat.name) for seat in session.seats]
        self._draws = 0  # redraws of the table (tests and the bench look)
        self._message: str | None = None  # the code of a refused move, shown for a while
        self._warning: str | None = None  # the autosave failed (stays)
        self.guide = None  # a tutorial's TutorialGuide while it guides

        # ----- the table with its covers
        self.table_host = QWidget(self)
        self.table_host.setObjectName("tableHost")
        self.table_host.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.view = create_view(self.game_id, self.table_host)
        host = QVBoxLayout(self.table_host)
        host.setContentsMargins(0, 0, 0, 0)
        host.addWidget(self.view)
        self.cover = HandoffCover(self.table_host, self.game_id)
        self.end_panel = GameOverPanel(self.table_host)

        # ----- status line above the table
        self.status_bar = QFrame(self)
        self.status_bar.setObjectName("statusBar")
        self.status_bar.setStyleSheet(status_bar_style(self.game_id))
        self.phase_label = QLabel(self.status_bar)
        self.phase_label.setObjectName("phaseLabel")
        relative_font(self.phase_label, 1.1, True)
        self.status_label = StatusLabel(self.status_bar)
        self.status_label.setObjectName("statusLabel")
        relative_font(self.status_label, 1.1)
        self.status_label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        # a refusal stands in the status line's place for a while: a long one in
        # French at 1024 pixels wraps instead of squeezing the line to a narrow column
        self.message_label = StatusLabel(self.status_bar)
        self.message_label.setObjectName("statusMessage")
        relative_font(self.message_label, 1.1)  # as tall as the line it replaces
        self.message_label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.message_label.hide()
        self.note_label = QLabel(self.status_bar)
        self.note_label.setObjectName("statusNote")
        self.note_label.hide()
        for label in (self.phase_label, self.status_label, self.message_label,
                      self.note_label):
            label.setTextFormat(Qt.TextFormat.PlainText)  # they name the players
        self.deal_label = QLabel(self.status_bar)
        self.deal_label.setObjectName("dealLabel")
        relative_font(self.deal_label, 0.85)
        self.deal_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        bar = QHBoxLayout(self.status_bar)
        bar.setContentsMargins(14, 7, 14, 7)
        bar.setSpacing(10)
        bar.addWidget(self.phase_label)
        bar.addWidget(self.status_label, 1)
        bar.addWidget(self.message_label, 1)
        bar.addWidget(self.note_label)
        bar.addWidget(self.deal_label)
        self._redraw_timer = QTimer(self)
        self._redraw_timer.setSingleShot(True)
        self._redraw_timer.timeout.connect(self.redraw)
        self._last_redraw = 0.0
        self._message_timer = QTimer(self)
        self._message_timer.setSingleShot(True)
        self._message_timer.timeout.connect(self._clear_message)
        self._note_timer = QTimer(self)
        self._note_timer.setSingleShot(True)
        self._note_timer.timeout.connect(self.note_label.hide)

        # ----- side panel
        self.side = QFrame(self)
        self.side.setObjectName("sidePanel")
        self.side.setFixedWidth(large_print.grown(SIDE_WIDTH))
        self.side.setStyleSheet("#sidePanel { background: palette(window);"
                                " border-left: 1px solid palette(mid); }")
        self.title_label = QLabel(self.side)
        self.title_label.setObjectName("gameTitle")
        relative_font(self.title_label, 1.45, True)
        self.players_heading = QLabel(self.side)
        self.players_heading.setObjectName("sideHeading")
        relative_font(self.players_heading, 0.95, True)
        self.player_rows = [PlayerRow(i, self.names[i], s.kind, s.level, self.side)
                            for i, s in enumerate(session.seats)]
        self.log_heading = QLabel(self.side)
        self.log_heading.setObjectName("sideHeading")
        relative_font(self.log_heading, 0.95, True)
        self.log = LogPanel(self.side, self.game_id, self.names)
        self.undo_button = QPushButton(self.side)
        self.undo_button.setObjectName("undoButton")
        self.rules_button = QPushButton(self.side)
        self.rules_button.setObjectName("rulesButton")
        self.leave_button = QPushButton(self.side)
        self.leave_button.setObjectName("leaveButton")
        for button in (self.undo_button, self.rules_button, self.leave_button):
            button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
            button.setAutoDefault(False)
        self.undo_button.clicked.connect(self.undo)
        self.rules_button.clicked.connect(lambda: self.rulesRequested.emit(self.game_id))
        self.leave_button.clicked.connect(self.leaveRequested)

        side = QVBoxLayout(self.side)
        side.setContentsMargins(14, 12, 14, 14)
        side.setSpacing(6)
        side.addWidget(self.title_label)
        side.addSpacing(6)
        side.addWidget(self.players_heading)
        for row in self.player_rows:
            side.addWidget(row)
        side.addSpacing(10)
        side.addWidget(self.log_heading)
        side.addWidget(self.log, 1)
        self.hint = HintControl(self, self.side)
        side.addWidget(self.hint.label)
        side.addSpacing(6)
        # two by two: four in a row leave no room for "Rückgängig" or "Verlassen"
        buttons = QGridLayout()
        buttons.setSpacing(6)
        buttons.addWidget(self.undo_button, 0, 0)
        buttons.addWidget(self.hint.button, 0, 1)
        buttons.addWidget(self.rules_button, 1, 0)
        buttons.addWidget(self.leave_button, 1, 1)
        side.addLayout(buttons)

        centre = QVBoxLayout()
        centre.setContentsMargins(0, 0, 0, 0)
        centre.setSpacing(0)
        centre.addWidget(self.status_bar)
        centre.addWidget(self.table_host, 1)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addLayout(centre, 1)
        layout.addWidget(self.side)

        # ----- wiring
        s = session
        s.actionApplied.connect(self._on_action)
        s.turnChanged.connect(self._on_turn)
        s.handoffNeeded.connect(self._on_handoff)
        s.viewerChanged.connect(self._on_viewer)
        s.stateReset.connect(self._on_reset)
        s.illegalAction.connect(self._on_illegal)
        s.gameOver.connect(self._on_game_over)
        s.journalFailed.connect(self._on_journal_failed)
        s.undoChanged.connect(self._update_undo)
        self.view.actionChosen.connect(self._on_chosen)
        self.view.clickRefused.connect(self._on_click_refused)
        if hasattr(self.view, "holdRequested"):  # a table whose player may hold a pause
            self.view.holdRequested.connect(self.session.hold)
        if hasattr(self.view, "statusChanged"):  # a choice in progress changes the status
            self.view.statusChanged.connect(self._update_status)
        self.view.handoffReleased.connect(self._on_handoff_released)
        if hasattr(self.view, "sharedMomentEnded"):
            self.view.sharedMomentEnded.connect(s.share_screen)
        if hasattr(self.view, "holdsPlay"):  # a moment on the table that play waits for
            self.view.holdsPlay.connect(s.set_paused)
            if not any(seat.is_human for seat in s.seats):
                self.view.set_watch_pace(lambda: s.step_delay_ms)  # as set now
        self.cover.confirmed.connect(self._on_confirmed)
        self.end_panel.newGame.connect(lambda: self.newGameRequested.emit(self.game_id))
        self.end_panel.playAgain.connect(self.playAgainRequested)
        self.end_panel.playDealAgain.connect(self.playDealAgainRequested)
        self.end_panel.backToStart.connect(self.leaveRequested)
        self.end_panel.replay.connect(self.replayRequested)

        self.log.set_viewer(s.viewer)
        self.log.set_entries(s.log())
        self.voice = TableVoice(self)
        self.retranslate()
        self.redraw()

    # ----- control ---------------------------------------------------------------

    def start(self) -> None:
        """Start the session (its first signals arrive here)."""
        self.session.start()  # a finished game announces gameOver at once

    def start_tutorial(self, tutorial) -> None:
        """Guide the player through `tutorial` (engine/tutorial.py); call before start()."""
        from caramba_desktop.ui.tutorial_guide import TutorialGuide

        self.guide = TutorialGuide(self, tutorial)
        self.guide.finished.connect(self._on_guide_finished)
        self.guide.realGameRequested.connect(self.newGameRequested)

    def _on_guide_finished(self) -> None:
        self.guide = None
        self.redraw()

    def shutdown(self) -> None:
        """Close the session: computer moves still pending are dropped."""
        self.hint.shutdown()
        self.session.close()
        self._message_timer.stop()
        self._note_timer.stop()
        self._redraw_timer.stop()

    def show_note(self, text: str) -> None:
        """Good news for a moment in the status line ("Saved as …"), gone after a while."""
        self.note_label.setText(text)
        self.note_label.show()
        self._note_timer.start(NOTE_MS)

    def undo(self) -> None:
        if self.session.undo():
            self.view.setFocus()

    @property
    def draw_count(self) -> int:
        return self._draws

    # ----- drawing -------------------------------------------------------------------

    def legal_for_table(self) -> list:
        """The choices the table may offer: only when its viewer is the player to act."""
        s = self.session
        if s.viewer is None or s.current_player != s.viewer or s.handoff_pending is not None:
            return []
        return s.legal_actions()

    def redraw(self) -> None:
        """Draw the table as the session's viewer may see it (public when nobody's)."""
        self._redraw_timer.stop()
        self._last_redraw = time.monotonic()
        s = self.session
        viewer = s.viewer
        self.view.show_observation(s.observation(viewer), self.legal_for_table(), viewer,
                                   self.names)
        self._draws += 1
        self._update_side()
        self._update_status()
        if self.guide is not None:
            self.guide.refresh()  # the bubble follows what it points at

    def _update_side(self) -> None:
        s = self.session
        over = s.is_over()
        current = s.current_player
        owner = getattr(self.view, "moment_owner", lambda: None)()
        if s.handoff_pending is not None and self.cover.isHidden():
            # the table still shows a moment (a card just looked at, a scoring): its
            # owner is still at play; the next player's turn starts with the cover
            current = owner
        elif owner is not None:  # the next one plays once the cards looked at are hidden
            current = owner
        scores = s.observation(None).get("scores") if over else None
        # a game that scores in something else than points (money) says so
        score_text = getattr(texts_for(self.game_id), "score_text", SCORES.points_short)
        for row in self.player_rows:
            tag = ""
            if over and scores is not None:
                tag = score_text(int(scores[row.index]))
            elif row.index == current:
                tag = QCoreApplication.translate("GameWindow", "to play")
            row.set_state(row.index == current and not over, tag)
        self._update_undo()
        self.hint.update()

    def _update_undo(self) -> None:
        self.undo_button.setEnabled(self.session.can_undo())
        self.undo_button.setToolTip(undo_tip(self.session))

    def _update_status(self) -> None:
        phase = self.view.phase_text() if hasattr(self.view, "phase_text") else ""
        if self.session.is_over():
            phase = ""  # the status says it: "Game over: Dolores wins"
        self.phase_label.setText(phase)
        self.phase_label.setVisible(bool(phase))
        s = self.session
        if s.handoff_pending is not None and not self.cover.isHidden():
            text = QCoreApplication.translate("GameWindow", "Pass the screen to {name}").format(
                name=self.names[s.handoff_pending])
        else:
            text = self.view.status_text()
        self.status_label.setText(text)
        self.voice.tell_status(text)
        # a tooltip decides by itself whether text is markup: given as escaped rich text
        self.status_label.setToolTip(f"<p>{html.escape(text)}</p>" if text else "")
        self._update_deal()
        if self._warning:
            self.message_label.setText(self._warning)
        elif self._message:
            self.message_label.setText(illegal_text(self._message, self.session.game.id))
        self.message_label.setVisible(bool(self._warning or self._message))
        # a refusal is read for a few seconds in the status line's place; the lasting
        # autosave warning stands beside it
        self.status_label.setVisible(bool(self._warning or not self._message))

    def _update_deal(self) -> None:
        """The deal number, unless it must stay secret (no text, no tooltip to copy) or is
        one of the long ones drawn at random: nineteen digits tell a family nothing at the
        table; the end screen shows it with "Play this deal again"."""
        s = self.session
        hidden = s.deal_is_secret() or len(str(s.seed)) > HEADER_DEAL_DIGITS
        self.deal_label.setVisible(not hidden)
        if hidden:
            self.deal_label.setText("")
            self.deal_label.setToolTip("")
            return
        translate = QCoreApplication.translate
        if self.game_id in DEALT_GAMES:
            number = translate("GameWindow", "Deal {number}")
            hint = translate("GameWindow",
                             "Enter this number in a new game to play the same deal again")
        else:  # the dice and tile games have no cards: theirs is a game number
            number = translate("GameWindow", "Game {number}")
            hint = translate("GameWindow",
                             "Enter this number in a new game to play again with the same luck")
        self.deal_label.setText(number.format(number=s.seed))
        self.deal_label.setToolTip(hint)

    # ----- the session's signals -----------------------------------------------------

    def _on_action(self, entry: LogEntry) -> None:
        before = self.log.lines()
        self.log.append_entry(entry)
        self.voice.tell_new_lines(before, self.log.lines())
        if (self.legal_for_table() or self.session.is_over()
                or entry.actor == self.session.viewer):
            # the human's turn: the choices must be there at once; the human's own move:
            # what it showed him must reach the table before a hand-off may hide it
            self.redraw()
            return
        wait = MIN_REDRAW_MS - (time.monotonic() - self._last_redraw) * 1000
        if wait <= 0:
            self.redraw()
        elif not self._redraw_timer.isActive():
            self._redraw_timer.start(round(wait))

    def _on_turn(self, player: int) -> None:
        # the table was drawn when the action was applied, before the session knew
        # whether a hand-off comes; draw again only if the choices changed since
        if self.view.legal_actions() != self.legal_for_table():
            self.redraw()
        else:
            self._update_side()
        if self.legal_for_table():
            self.view.setFocus(Qt.FocusReason.OtherFocusReason)

    def _on_handoff(self, player: int) -> None:
        # a table may first finish a moment meant for the eyes at the screen (the cards
        # just looked at, a round's scoring); it says when with handoffReleased
        if not self.view.holds_handoff():
            self.cover.show_for(self.names[player], palette.seat_colour(player))
        self._update_side()
        self._update_status()

    def _on_handoff_released(self) -> None:
        player = self.session.handoff_pending
        if player is not None and self.cover.isHidden():
            self.cover.show_for(self.names[player], palette.seat_colour(player))
            self._update_side()
            self._update_status()

    def _on_confirmed(self) -> None:
        self.session.confirm_handoff()
        self.view.setFocus(Qt.FocusReason.OtherFocusReason)

    def _on_viewer(self, viewer: int) -> None:
        self.log.set_viewer(None if viewer == NO_VIEWER else viewer)
        self.redraw()

    def _on_reset(self) -> None:
        self.log.set_entries(self.session.log())
        self.end_panel.dismiss()
        self.redraw()

    def _on_chosen(self, action) -> None:
        if self.guide is not None and not self.guide.allows(action):
            self.redraw()  # not played: the same choices again, the bubble says why
            return
        s = self.session
        if s.viewer is not None and not s.is_over() and not self.legal_for_table():
            # a click on one's own things while another plays: never a move for the
            # player to act (another human at this screen), only the words why not
            self._on_illegal("handoff_pending" if s.handoff_pending is not None
                             else "not_your_turn", "")
            return
        s.submit(action)

    def _on_click_refused(self, code: str) -> None:
        """A click the table itself answers: while another plays, whose turn it is."""
        s = self.session
        if s.viewer is not None and not s.is_over() and not self.legal_for_table():
            code = "handoff_pending" if s.handoff_pending is not None else "not_your_turn"
        self._on_illegal(code, "")

    def _on_illegal(self, code: str, message: str) -> None:
        self._message = code
        self._message_timer.start(ILLEGAL_MESSAGE_MS)
        self.voice.say(illegal_text(code, self.session.game.id))
        self._update_status()
        self.redraw()  # offer the choices again

    def _clear_message(self) -> None:
        self._message = None
        self._update_status()

    def _on_journal_failed(self, reason: str) -> None:
        self._warning = QCoreApplication.translate(
            "GameWindow", "Autosave failed: the game goes on unsaved")
        self.message_label.setToolTip(reason)
        self._update_status()

    def _on_game_over(self, result: GameResult | None) -> None:
        self.cover.hide()
        self.redraw()
        final = self.session.observation(None)
        rows = self.view.end_summary(final, self.names)
        end_reason = getattr(self.view, "end_reason", None)
        self.end_panel.show_result(rows, self.names, [s.kind for s in self.session.seats],
                                   self.session.seed,
                                   None if end_reason is None else lambda: end_reason(final))
        self.gameFinished.emit(result)

    # ----- large print and contrast ------------------------------------------------------

    def follow_print(self) -> None:
        """The text size or contrast changed (ui/large_print.py)."""
        self.side.setFixedWidth(large_print.grown(SIDE_WIDTH))
        self.status_bar.setStyleSheet(status_bar_style(self.game_id))
        self.status_label.setText(self.status_label.text())  # its lines, measured again

    # ----- language ------------------------------------------------------------------------

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt's name)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        translate = QCoreApplication.translate
        self.title_label.setText(game_title(self.game_id))
        self.players_heading.setText(translate("GameWindow", "Players"))
        self.log_heading.setText(translate("GameWindow", "What happened"))
        self.undo_button.setText(translate("GameWindow", "Undo"))
        self.rules_button.setText(translate("GameWindow", "Rules"))
        self.rules_button.setToolTip(translate("GameWindow", "How to play (F1)"))
        self.leave_button.setText(translate("GameWindow", "Leave"))
        self.leave_button.setToolTip(translate(
            "GameWindow", "Back to the start page; the game is kept and can be continued"))
        for row in self.player_rows:
            row.retranslate()
        self.hint.retranslate()
        if self._warning:
            self._on_journal_failed(self.message_label.toolTip())
        # the view retranslates itself (it gets its own LanguageChange); the status
        # line reads the view's text, so wait until the view has drawn again
        QTimer.singleShot(0, self, self._update_status)  # not after the page is gone
        self._update_side()


def undo_tip(session: GameSession) -> str:
    """What Undo does, or why it is not offered although only computers moved since."""
    translate = QCoreApplication.translate
    if session.undo_refusal() == "seen":
        return translate("GameWindow", "You have seen a card since: it cannot be taken back")
    return translate("GameWindow", "Take back your last move ({key})").format(
        key=QKeySequence(QKeySequence.StandardKey.Undo).toString(
            QKeySequence.SequenceFormat.NativeText))

