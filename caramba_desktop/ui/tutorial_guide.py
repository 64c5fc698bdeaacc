"""The guide of a tutorial on the game window: callouts, asked moves, Skip.

    guide = TutorialGuide(window, tutorial_for("caramba"))   # before window.start()

The guide follows the game with the tutorial's Progress (engine/tutorial.py): it
gives the session the computers' script, shows each step's callout when the human
is to move (a step that only explains waits for Next there; steps after the last
asked move come at once), lets through only the move a step asks for (another is
answered by the step's explanation and not played: the window asks
`allows(action)` before it submits), lets the player play freely while a step
waits for its moment (the bubble then shrinks to the progress and Skip in a corner
of the table) and follows undo. Skip, or the last step's
Play on, ends the guidance: the game goes on as a normal game. The last step also
offers Play a real game (`realGameRequested`).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QRectF, QTimer, Signal

from caramba_desktop.engine.api import Action
from caramba_desktop.engine.tutorial import ASKED, FREE, READ_FIRST, Place, Progress, Tutorial
from caramba_desktop.ui.scene.callout import CalloutItem

# the items move to their places in 150-350 ms: the bubble follows them once there
SETTLE_MS = 400
# what the bubble should not cover: the table's status line, a result over the table
# (and what a table names in its TUTORIAL_AVOID)
AVOID = (("status",), ("result", "panel"), ("panel",))
# an item covering this share of the table or more is a backdrop (a board, a mat)
BACKDROP = 0.15


def step_text(text: tuple[str, str]) -> str:
    return QCoreApplication.translate(*text)


class TutorialGuide(QObject):
    finished = Signal()  # the guidance is over (done or skipped): a normal game goes on
    realGameRequested = Signal(str)  # the game id

    def __init__(self, window, tutorial: Tutorial) -> None:
        super().__init__(window)
        self.window, self.tutorial = window, tutorial
        self.session, self.view = window.session, window.view
        self.progress = Progress(tutorial)
        self._places: list[tuple[int, Place]] = []  # (log length, place) before each move
        self._note = ""  # why a move was refused, until the step changes
        self.active = True
        self.callout = CalloutItem()
        self.callout.hide()
        self.view.scene().addItem(self.callout)
        self.callout.buttonClicked.connect(self._on_button)
        self.session.set_script(self.progress.scripted_move)
        self.session.turnChanged.connect(lambda player: self.refresh())
        self.session.actionApplied.connect(self._on_action)
        self.session.stateReset.connect(self._on_reset)
        self._settle = QTimer(self)
        self._settle.setSingleShot(True)
        self._settle.timeout.connect(self._place)
        self.view.installEventFilter(self)
        self.progress.observe(self.session.position)

    # ----- where we are ------------------------------------------------------------------

    @property
    def step_index(self) -> int:
        return self.progress.place.step

    def current_step(self):
        return self.progress.step if self.active else None

    def playing_freely(self) -> bool:
        """The player plays as they like until the next step's moment comes."""
        return self.active and self.progress.waiting()

    def _human_to_move(self) -> bool:
        """The human must act: not while asked for what the table answers for him once
        the pause passes (declining a deal), unless the step asks for just that."""
        position = self.session.position
        if position.silent_pass() is not None and not self.progress.asked_here(position):
            return False
        return bool(self.window.legal_for_table())

    # ----- the window's questions ----------------------------------------------------------

    def allows(self, action: Action) -> bool:
        """May the human's `action` be played? If not, the bubble says why."""
        if not self.active:
            return True
        step, before = self.progress.step, self.progress.place
        verdict = self.progress.judge(self.session.position, action)
        if verdict in (ASKED, FREE):
            self._places.append((len(self.session.log()), before))
            if self.progress.place.step != before.step:
                self._note = ""
            return True
        translate = QCoreApplication.translate
        if verdict == READ_FIRST:
            self._note = translate("Tutorial", "First read this step, then click Next.")
        else:
            self._note = step_text(step.wrong) if step.wrong else translate(
                "Tutorial", "Not this move now: the bubble says which one, and why.")
        self.refresh()
        return False

    # ----- showing ---------------------------------------------------------------------------

    def _on_action(self, entry) -> None:
        if self.active:
            self.progress.observe(self.session.position)
            self.refresh()

    def refresh(self) -> None:
        """Show the step due, where it is due; while the player plays freely, only the
        progress and Skip; hide the bubble while the others play."""
        if not self.active:
            return
        if self.progress.done:
            self.finish()
            return
        if self.progress.waiting() and self.session.is_over():
            self.progress.skip_to_the_end()  # its moment never came: the closing step
        if self.progress.waiting():
            self._show_free()
        elif self.progress.shows(self.session.position, self._human_to_move()):
            self._show(self.progress.step)
        else:
            self.callout.hide()

    def _progress_line(self) -> str:
        return QCoreApplication.translate("Tutorial", "Step {number} of {total}").format(
            number=self.step_index + 1, total=len(self.tutorial.steps))

    def _show_free(self) -> None:
        translate = QCoreApplication.translate
        self.callout.set_content(
            translate("Tutorial", "Play as you like: the next step comes when its moment "
                                  "does."),
            self._progress_line(), translate("Tutorial", "Skip"), [], compact=True)
        self.callout.show()
        self._place()
        self._settle.start(SETTLE_MS)  # and again where the pieces come to rest

    def _show(self, step) -> None:
        translate = QCoreApplication.translate
        last = self.step_index == len(self.tutorial.steps) - 1 and not step.asks
        if last:
            close = translate("Tutorial", "Close") if self.session.is_over() else \
                translate("Tutorial", "Play on")
            buttons = [("play_on", close),
                       ("real_game", translate("Tutorial", "Play a real game"))]
        elif step.asks:
            buttons = []
        else:
            buttons = [("next", translate("Tutorial", "Next"))]
        skip = "" if last else translate("Tutorial", "Skip")
        self.callout.set_content(step_text(step.text), self._progress_line(), skip, buttons,
                                 self._note)
        self.callout.show()
        self._place()
        self._settle.start(SETTLE_MS)

    def _place(self) -> None:
        if not self.active or not self.callout.isVisible():
            return
        keys = AVOID + getattr(self.view, "TUTORIAL_AVOID", ())
        avoid = [rect for key in keys if (rect := self.target_rect(key)) is not None]
        if self.progress.waiting():
            table = self.view.table_rect()
            rects = [item.sceneBoundingRect() for item in self.view.stage.items().values()
                     if item.isVisible()]
            # a board or a mat under everything is no reason to move away
            items = [r for r in rects
                     if r.width() * r.height() < BACKDROP * table.width() * table.height()]
            self.callout.park(table, avoid, items)
            return
        target = self.progress.step.target_in(self.session.position)
        self.callout.point_at(self.target_rect(target), self.view.table_rect(), avoid)

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
        if self.active and self.progress.read():
            self._note = ""
            self.progress.observe(self.session.position)
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
        """Moves were taken back: the steps stand where they stood before them."""
        played = len(self.session.log())
        while self._places and self._places[-1][0] >= played:
            self.progress.restore(self._places.pop()[1])
        self._note = ""
        self.refresh()

    def eventFilter(self, watched, event) -> bool:  # noqa: N802 (Qt's name)
        if event.type() in (QEvent.Type.Resize, QEvent.Type.LanguageChange):
            QTimer.singleShot(0, self, self.refresh)
        return False
