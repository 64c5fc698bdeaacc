"""The replay's "How did I play?": a review of a human seat's decisions.

The hard level searches each decision of the seat from the seat's own view
(ai/review.py) in the bot processes, one decision after the other through
ai_runner.ask_hint, so the GUI thread only sends positions and reads
answers. A progress bar counts the decisions; Cancel stops the search
running and drops the partial review. A finished review is kept: in the
history database when the game came from there (caramba_desktop.history,
where that module exists), else for the rest of the session; so it runs once.

Then the panel jumps from mark to mark (the decisions worth another look)
and, at each decision the replay shows, says what the seat played, how much
of the search its move got, and the hint's explanation of the preferred move.
"""

from __future__ import annotations

import hashlib
import logging
from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QEvent, QLocale, Qt, Signal
from PySide6.QtWidgets import (
    QBoxLayout,
    QComboBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from caramba_desktop.ai.review import REVIEW_SECONDS, Decision, decisions, judged, view_seed
from caramba_desktop.engine.api import Action
from caramba_desktop.engine.record import GameRecord
from caramba_desktop.session import ai_runner, bot_pool
from caramba_desktop.session.session import Seat
from caramba_desktop.ui.hint import (
    chance_text,
    chances_in_numbers,
    hint_text,
    move_text,
    reason_text,
)
from caramba_desktop.ui.review_chart import ChanceChart

log = logging.getLogger(__name__)

# the summary names this many of the decisions that gave away the most chance
COSTLIEST = 3
# reviews of games not in the history, kept for the session: (record digest, seat) -> review
_session_reviews: dict[tuple[str, int], dict] = {}


def open_store():
    """The history database, or None where it cannot open."""
    from caramba_desktop.history.store import HistoryStore

    try:
        return HistoryStore.open_default()
    except Exception:  # the history never stops a replay: the review stays in memory
        log.exception("the history cannot be opened for a review")
        return None


def mark_text(entry: dict, numbers: bool = True) -> str:
    """What a decision's mark says, by the chance to win it gave away (in points where
    the game's chances are shown as `numbers`)."""
    translate = QCoreApplication.translate
    lost = entry.get("chance_lost")
    points = QLocale().toString(round((lost or 0.0) * 100))
    if entry.get("mark") == "costly_slip":
        if not numbers:
            return translate("Review", "A costly slip: a much worse chance to win than the "
                                       "best choice.")
        return translate("Review", "A costly slip: about {points} points less chance to "
                                   "win than the best choice.").format(points=points)
    if entry.get("flag"):
        if lost is None:
            return translate("Review", "Worth another look: the strongest level soon "
                                       "found better moves than this one.")
        if not numbers:
            return translate("Review", "Worth another look: a worse chance to win than "
                                       "the best choice.")
        return translate("Review", "Worth another look: about {points} points less "
                                   "chance to win than the best choice.").format(points=points)
    if entry["played"] == entry["best"]:
        return translate("Review", "The strongest level would play the same.")
    return translate("Review", "As good as the strongest level's choice, or nearly.")


class ReviewPanel(QFrame):
    jumpRequested = Signal(int)  # show the position after this many actions
    # show the table as this seat saw it: a review speaks of the reviewed player's own
    # cards, so it opens in her view (a finished game's, where every view is offered)
    viewRequested = Signal(int)

    def __init__(self, record: GameRecord, finished: bool, names: Sequence[str],
                 seats: Sequence[Seat], history_id: int | None = None, executor=None,
                 parent: QWidget | None = None, seconds: float = REVIEW_SECONDS) -> None:
        super().__init__(parent)
        self.setObjectName("reviewPanel")
        self.record = record
        self.names = list(names)
        self.history_id = history_id
        self.executor = executor
        self.seconds = seconds
        self.humans = [i for i, seat in enumerate(seats) if seat.is_human] if finished else []
        self._digest = hashlib.sha256(record.dumps().encode("utf-8")).hexdigest()
        self._decisions: dict[int, list[Decision]] = {}
        self.result: dict | None = None  # the review of the chosen seat, once there
        self._entries: dict[int, dict] = {}  # move index -> its entry
        self._future = None
        self._done: list[dict] = []
        self._moves = 0  # the position the replay shows

        self.heading = QLabel(self)
        self.heading.setObjectName("sideHeading")
        font = self.heading.font()
        font.setBold(True)
        self.heading.setFont(font)
        self.seat_box = QComboBox(self)
        self.seat_box.setObjectName("reviewSeat")
        for seat in self.humans:
            self.seat_box.addItem(self.names[seat], seat)
        self.seat_box.setVisible(len(self.humans) > 1)
        self.seat_box.currentIndexChanged.connect(lambda _: self._load())
        self.start_button = self._button("reviewStart", self.start)
        self.progress = QProgressBar(self)
        self.progress.setObjectName("reviewProgress")
        self.cancel_button = self._button("reviewCancel", self.cancel)
        self.summary = QLabel(self)
        self.summary.setObjectName("reviewSummary")
        self.summary.setWordWrap(True)
        self.summary.setTextFormat(Qt.TextFormat.RichText)  # the costliest are links
        self.summary.linkActivated.connect(lambda index: self.jumpRequested.emit(int(index)))
        self.chart = ChanceChart(self)
        self.chart.decisionClicked.connect(self.jumpRequested)
        self.previous_button = self._button("reviewPrevious", lambda: self.jump_to_mark(-1))
        self.next_button = self._button("reviewNext", lambda: self.jump_to_mark(1))
        self.explanation = QLabel(self)
        self.explanation.setObjectName("reviewExplanation")
        self.explanation.setWordWrap(True)
        self.explanation.setTextFormat(Qt.TextFormat.PlainText)  # it names players

        running = QHBoxLayout()
        running.addWidget(self.progress, 1)
        running.addWidget(self.cancel_button)
        self._mark_row = marks = QHBoxLayout()
        marks.addWidget(self.previous_button)
        marks.addWidget(self.next_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 8, 0, 4)
        layout.setSpacing(5)
        for widget in (self.heading, self.seat_box, self.start_button):
            layout.addWidget(widget)
        layout.addLayout(running)
        layout.addWidget(self.summary)
        layout.addWidget(self.chart)
        layout.addLayout(marks)
        layout.addWidget(self.explanation)
        # only a finished game, and only a human's play, is reviewed
        self.setVisible(finished and bool(self.humans))
        self.retranslate()
        self._load()

    def _button(self, name: str, slot) -> QPushButton:
        button = QPushButton(self)
        button.setObjectName(name)
        button.setAutoDefault(False)
        button.clicked.connect(lambda checked=False: slot())
        return button

    # ----- which seat, which review --------------------------------------------------

    @property
    def seat(self) -> int | None:
        return self.seat_box.currentData()

    @property
    def running(self) -> bool:
        return self._future is not None

    def _load(self) -> None:
        """Show the chosen seat's review if it was made before (history or session)."""
        self.cancel()
        self.result = self._kept()
        self._entries = {e["index"]: e for e in self.result["decisions"]} if self.result else {}
        self.chart.set_entries(self.result["decisions"] if self.result else [])
        if self.result is not None:
            self.viewRequested.emit(self.seat)
        self._show_controls()
        self.show_move(self._moves)

    def _kept(self) -> dict | None:
        seat = self.seat
        if seat is None:
            return None
        if self.history_id is not None and (store := open_store()) is not None:
            try:
                return store.review(self.history_id, seat)
            except Exception:
                log.exception("the history cannot read the review")
        return _session_reviews.get((self._digest, seat))

    def _keep(self, seat: int, result: dict) -> None:
        if self.history_id is not None and (store := open_store()) is not None:
            try:
                store.save_review(self.history_id, seat, result)
                return
            except Exception:
                log.exception("the history cannot keep the review")
        _session_reviews[(self._digest, seat)] = result

    def _seat_decisions(self, seat: int) -> list[Decision]:
        if seat not in self._decisions:
            self._decisions[seat] = decisions(self.record, seat)
        return self._decisions[seat]

    # ----- running ------------------------------------------------------------------

    def start(self) -> None:
        seat = self.seat
        if seat is None or self.running or self.result is not None:
            return
        self._done = []
        self.viewRequested.emit(seat)
        self.progress.setRange(0, len(self._seat_decisions(seat)))
        self.progress.setValue(0)
        self._next(seat)

    def _next(self, seat: int) -> None:
        found = self._seat_decisions(seat)
        if len(self._done) == len(found):
            self._future = None
            result = {"decisions": self._done}
            self._keep(seat, result)
            self._load()
            return
        decision = found[len(self._done)]
        seed = self.record.meta.get("seed", 0)
        self._future = ai_runner.ask_hint(
            ai_runner.event_loop(), self.executor, decision.state, seat,
            view_seed(seed, decision), lambda future: self._answered(future, seat, decision),
            self.seconds)
        self._show_controls()

    def _answered(self, future, seat: int, decision: Decision) -> None:
        if future is not self._future or future.cancelled():
            return  # cancelled, or another seat chosen meanwhile
        try:
            entry = judged(decision, future.result())
        except Exception:
            log.exception("a decision of the review could not be searched")
            self.cancel()
            return
        self._done.append(entry)
        self.progress.setValue(len(self._done))
        self._next(seat)

    def cancel(self) -> None:
        """Stop the review running (the search thinking now stops at its next round)."""
        future, self._future = self._future, None
        if future is not None:
            future.cancel()
            bot_pool.cancel_thinking()
        self._done = []
        self._show_controls()

    def shutdown(self) -> None:
        self.cancel()

    # ----- showing -------------------------------------------------------------------

    def _marks(self) -> list[int]:
        return sorted(i for i, entry in self._entries.items() if entry["flag"])

    def _show_controls(self) -> None:
        running, done = self.running, self.result is not None
        self.start_button.setVisible(not running and not done)
        self.seat_box.setEnabled(not running)
        self.progress.setVisible(running)
        self.cancel_button.setVisible(running)
        self.summary.setVisible(done)
        self.previous_button.setVisible(done)
        self.next_button.setVisible(done)
        self.explanation.setVisible(done and bool(self.explanation.text()))
        self.chart.setVisible(done and bool(self._entries))
        if done:
            self.summary.setText(self.summary_text())
            self.previous_button.setEnabled(any(i < self._moves for i in self._marks()))
            self.next_button.setEnabled(any(i > self._moves for i in self._marks()))

    def summary_text(self) -> str:
        """The review at a glance: decisions and marks, the chance given away in all, and
        the three costliest decisions as links to them."""
        translate = QCoreApplication.translate
        entries = [self._entries[i] for i in sorted(self._entries)]
        slips = sum(e.get("mark") == "costly_slip" for e in entries)
        # self.tr: the numerus forms are found in the .ts only this way
        parts = [self.tr("%n decision(s) reviewed", "", len(entries)),
                 self.tr("%n worth another look", "", len(self._marks()) - slips)]
        if slips:
            parts.append(self.tr("%n costly slip(s)", "", slips))
        lines = [" · ".join(parts)]
        lost = [(e.get("chance_lost") or 0.0, order, e) for order, e in enumerate(entries, 1)]
        costliest = sorted((item for item in lost if item[0] > 0),
                           key=lambda item: -item[0])[:COSTLIEST]
        if not costliest:
            return lines[0]
        # where the game's chances do not hold, no points: only which decisions
        numbers = chances_in_numbers(self.record.game_id, self.record.num_players)
        if numbers:
            lines.append(translate("Review", "Chance to win given away in all: about {points} "
                                             "points").format(
                points=QLocale().toString(round(sum(p for p, _, _ in lost) * 100))))
        links = []
        for points, order, entry in costliest:
            number = f'<a href="{entry["index"]}">{order}</a>'
            links.append(translate("Review", "decision {number} (−{points})").format(
                number=number, points=QLocale().toString(round(points * 100))) if numbers
                else translate("Review", "decision {number}").format(number=number))
        lines.append(translate("Review", "Costliest: {decisions}").format(
            decisions=", ".join(links)))
        return "<br>".join(lines)

    def jump_to_mark(self, step: int) -> None:
        marks = self._marks()
        ahead = [i for i in marks if i > self._moves] if step > 0 else \
            [i for i in reversed(marks) if i < self._moves]
        if ahead:
            self.jumpRequested.emit(ahead[0])

    def show_move(self, moves: int) -> None:
        """The replay shows the position after `moves` actions: explain the seat's
        decision there, if it is one."""
        self._moves = moves
        entry = self._entries.get(moves)
        self.chart.set_current(moves if entry else None)
        self.explanation.setText(self.explain(entry) if entry else "")
        self._show_controls()
        self._fit_explanation()

    def _fit_explanation(self) -> None:
        # a word-wrapped label in a nested layout is not given the height its lines need:
        # it asks for it, the log above gives way
        width = self.contentsRect().width()  # the labels span the panel
        for label in (self.summary, self.explanation):
            label.setMinimumHeight(max(0, label.heightForWidth(width)))

    def _fit_marks(self) -> None:
        """The two mark buttons side by side where their words fit (a narrow panel, long
        words, large print), else one above the other."""
        need = sum(button.sizeHint().width()
                   for button in (self.previous_button, self.next_button))
        fits = need + self._mark_row.spacing() <= self.contentsRect().width()
        self._mark_row.setDirection(QBoxLayout.Direction.LeftToRight if fits
                                 else QBoxLayout.Direction.TopToBottom)

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        super().resizeEvent(event)
        self._fit_marks()
        self._fit_explanation()

    def changeEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:  # the text size was changed
            self._fit_marks()

    def explain(self, entry: dict) -> str:
        """The decision in the player's words: the move made and its share of the search,
        the mark, and the hint's lines for the move the strongest level prefers."""
        translate = QCoreApplication.translate
        seat = self.seat
        game_id = self.record.game_id
        decision = next((d for d in self._seat_decisions(seat) if d.index == entry["index"]),
                        None)
        state = decision.state if decision is not None else None

        def preview(action: Action) -> list[dict]:
            if state is None or state.game.has_secrets:
                return []  # the events of a move could tell what the player did not know
            trial = state.clone()
            trial.apply(action)
            return trial.last_events()

        played = move_text(game_id, entry["played"], seat, self.names, preview)
        lines = [translate("Review", "Your move: {move}").format(move=played)]
        numbers = chances_in_numbers(game_id, self.record.num_players)
        if numbers and entry.get("best_chance") is not None:
            lines.append(translate("Review", "{played} → best: {best}").format(
                played=chance_text(entry.get("played_chance")),
                best=chance_text(entry["best_chance"])))
        lines.append(mark_text(entry, numbers))
        # the table as the seat saw it at that decision: never another seat's secrets
        seen = state.observation(seat) if state is not None else None
        if entry.get("flag"):
            why = reason_text(game_id, entry["played"], seen, seat, self.names, preview)
            if why:
                lines.append(translate("Review", "What your move does: {reason}").format(
                    reason=why))
        answer = {"action": entry["best"], "shares": entry["shares"],
                  "choices": entry.get("choices")}
        lines.append(hint_text(game_id, answer, seat, self.names, preview, seen))
        return "\n".join(lines)

    def retranslate(self) -> None:
        translate = QCoreApplication.translate
        self.heading.setText(translate("Review", "How did I play?"))
        self.start_button.setText(translate("Review", "Review my decisions"))
        self.start_button.setToolTip(translate(
            "Review", "The strongest computer level looks at each of your decisions, "
                      "knowing only what you knew then"))
        self.cancel_button.setText(translate("Review", "Cancel"))
        self.previous_button.setText(translate("Review", "◀ Previous mark"))
        self.previous_button.setToolTip(translate(
            "Review", "Your last marked decision before this move"))
        self.next_button.setText(translate("Review", "Next mark ▶"))
        self.next_button.setToolTip(translate(
            "Review", "Your next marked decision after this move"))
        self._fit_marks()
        self.seat_box.setToolTip(translate("Review", "Whose decisions"))
        self.chart.retranslate()
        if self.result is not None:
            self.show_move(self._moves)
