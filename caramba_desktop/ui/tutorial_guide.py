"""The guide of a tutorial on the game window: callouts, asked moves, Skip.

    guide = TutorialGuide(window, tutorial_for("caramba"))   # before window.start()

The guide gives the session the computers' script, shows each step's callout when
the human is to move (a step that only explains waits for Next there; steps after
the last asked move come at once), lets through only the move a step asks for
(another is answered by the step's explanation and not played: the window asks
`allows(action)` before it submits) and follows undo. Skip, or the last step's
Play on, ends the guidance: the game goes on as a normal game. The last step also
offers Play a real game (`realGameRequested`).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QRectF, QTimer, Signal

from caramba_desktop.engine.api import Action
from caramba_desktop.engine.tutorial import HUMAN, Tutorial, scripted_move
from caramba_desktop.ui.scene.callout import CalloutItem

# the items move to their places in 150-350 ms: the bubble follows them once there
SETTLE_MS = 400
# what the bubble should not cover: the table's status line, a result over the table
# (and what a table names in its TUTORIAL_AVOID)
AVOID = (("status",), ("result", "panel"), ("panel",))


def step_text(text: tuple[str, str]) -> str:
    return QCoreApplication.translate(*text)


class TutorialGuide(QObject):
    finished = Signal()  # the guidance is over (done or skipped): a normal game goes on
    realGameRequested = Signal(str)  # the game id

    def __init__(self, window, tutorial: Tutorial) -> None:
        super().__init__(window)
        self.window, self.tutorial = window, tutorial
        self.session, self.view = window.session, window.view
        self._asked = tutorial.asked_moves()  # (step index, move) per decision
        self._asks = [step for step, _ in self._asked]
        self._step = 0  # the step shown (or due next)
        self._note = ""  # why a move was refused, until the step changes
        self.active = True
        self.callout = CalloutItem()
        self.callout.hide()
        self.view.scene().addItem(self.callout)
        self.callout.buttonClicked.connect(self._on_button)
        self.session.set_script(lambda state, n: scripted_move(tutorial, state, n))
        self.session.turnChanged.connect(lambda player: self.refresh())
        self.session.actionApplied.connect(lambda entry: self.refresh())
        self.session.stateReset.connect(self._on_reset)
        self._settle = QTimer(self)
        self._settle.setSingleShot(True)
        self._settle.timeout.connect(self._place)
        self.view.installEventFilter(self)

    # ----- where we are ------------------------------------------------------------------

    def _decisions(self) -> int:
        """The human's decisions played so far."""
        return sum(1 for entry in self.session.log() if entry.actor == HUMAN)

    def _due_ask(self) -> int | None:
        """The index of the step asking for the human's next decision; None: none left."""
        made = self._decisions()
        return self._asks[made] if made < len(self._asks) else None

    def _first_step_of(self, made: int) -> int:
        """The first step to show for the human's decision number `made`: the steps
        after the last one asked, or the same step while it asks for more moves."""
        if made == 0:
            return 0
        if made < len(self._asks) and self._asks[made] == self._asks[made - 1]:
            return self._asks[made]
        return self._asks[made - 1] + 1

    @property
    def step_index(self) -> int:
        return self._step

    def current_step(self):
        return self.tutorial.steps[self._step] if self.active else None

    def _human_to_move(self) -> bool:
        return bool(self.window.legal_for_table())

    # ----- the window's questions ----------------------------------------------------------

    def allows(self, action: Action) -> bool:
        """May the human's `action` be played? If not, the bubble says why."""
        if not self.active:
            return True
        due = self._due_ask()
        if due is None:
            return True
        step = self.tutorial.steps[self._step]
        translate = QCoreApplication.translate
        made = self._decisions()
        if not step.asks:
            self._note = translate("Tutorial", "First read this step, then click Next.")
        elif action == self.session.game.action_from_json(self._asked[made][1]):
            if made + 1 >= len(self._asks) or self._asks[made + 1] != self._step:
                self._step += 1  # the step's last move: on to the next step
            if made + 1 == len(self._asks):  # the last move asked: the script has done its part
                self.session.set_script(None)
            self._note = ""
            return True
        else:
            self._note = step_text(step.wrong) if step.wrong else translate(
                "Tutorial", "Not this move now: the bubble says which one, and why.")
        self.refresh()
        return False

    # ----- showing ---------------------------------------------------------------------------

    def refresh(self) -> None:
        """Show the step due, where it is due; hide the bubble while the others play."""
        if not self.active:
            return
        due = self._due_ask()
        if due is not None:
            if self._step > due:  # taken back: the steps of that decision again
                self._step = self._first_step_of(self._decisions())
            if not self._human_to_move():
                self.callout.hide()
                return
        elif self._step >= len(self.tutorial.steps):
            self.finish()
            return
        self._show(self.tutorial.steps[self._step])

    def _show(self, step) -> None:
        translate = QCoreApplication.translate
        last = self._step == len(self.tutorial.steps) - 1 and not step.asks
        if last:
            buttons = [("play_on", translate("Tutorial", "Play on")),
                       ("real_game", translate("Tutorial", "Play a real game"))]
        elif step.asks:
            buttons = []
        else:
            buttons = [("next", translate("Tutorial", "Next"))]
        progress = translate("Tutorial", "Step {number} of {total}").format(
            number=self._step + 1, total=len(self.tutorial.steps))
        skip = "" if last else translate("Tutorial", "Skip")
        self.callout.set_content(step_text(step.text), progress, skip, buttons, self._note)
        self.callout.show()
        self._place()
        self._settle.start(SETTLE_MS)

    def _place(self) -> None:
        if not self.active or not self.callout.isVisible():
            return
        step = self.tutorial.steps[self._step]
        keys = AVOID + getattr(self.view, "TUTORIAL_AVOID", ())
        avoid = [rect for key in keys if (rect := self.target_rect(key)) is not None]
        self.callout.point_at(self.target_rect(step.target), self.view.table_rect(), avoid)

    def target_rect(self, target: tuple | None) -> QRectF | None:
        """The scene rect of the table's items `target` names: those whose keys start
        with it, unless the table maps it to its keys itself (`tutorial_keys`)."""
        if target is None:
            return None
        place = getattr(self.view, "tutorial_rect", lambda target: None)(tuple(target))
        if place is not None:  # a place without an item (a space of a board)
            return place
        rect = QRectF()
        keys = getattr(self.view, "tutorial_keys", lambda target: None)(tuple(target))
        if keys is None:  # by the prefix of the table's keys
            size = len(target)
            keys = [key for key in self.view.stage.keys()
                    if isinstance(key, tuple) and key[:size] == tuple(target)]
        for key in keys:
            item = self.view.stage.get(key)
            if item is not None and item.isVisible():
                rect = rect.united(item.sceneBoundingRect())
        return rect if not rect.isEmpty() else None

    # ----- buttons -------------------------------------------------------------------------------

    def _on_button(self, name: str) -> None:
        if name == "next":
            self.next()
        elif name in ("skip", "play_on"):
            self.finish()
        elif name == "real_game":
            self.finish()
            self.realGameRequested.emit(self.tutorial.game_id)

    def next(self) -> None:
        """The step that only explains has been read: on to the next one."""
        if self.active and not self.tutorial.steps[self._step].asks:
            self._step += 1
            self._note = ""
            self.refresh()

    def finish(self) -> None:
        """End the guidance: no more callouts, the computers' own moves, a normal game."""
        if not self.active:
            return
        self.active = False
        self.session.set_script(None)
        self._settle.stop()
        self.view.removeEventFilter(self)
        if self.callout.scene() is not None:
            self.callout.scene().removeItem(self.callout)
        self.finished.emit()

    def _on_reset(self) -> None:
        self._note = ""
        self._step = self._first_step_of(self._decisions())
        self.refresh()

    def eventFilter(self, watched, event) -> bool:  # noqa: N802 (Qt's name)
        if event.type() in (QEvent.Type.Resize, QEvent.Type.LanguageChange):
            QTimer.singleShot(0, self, self.refresh)
        return False
