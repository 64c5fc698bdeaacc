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

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QPointF, QRectF, QTimer, Signal

from caramba_desktop.engine.api import Action
from caramba_desktop.engine.tutorial import (
    ASKED,
    FREE,
    READ_FIRST,
    Place,
    Progress,
    Tutorial,
    TutorialBroken,
)
from caramba_desktop.ui.scene.callout import CalloutItem
from caramba_desktop.ui.scene.callout_place import Room

# the items move to their places in 150-350 ms: the bubble follows them once there
SETTLE_MS = 400
# what the bubble never covers besides its step's items and controls: a result over
# the table; what it covers only when nothing else is possible: the status line (and
# what a table names in its TUTORIAL_AVOID)
KEEP = (("result", "panel"), ("panel",))
AVOID = (("status",),)
# an item covering this share of the table or more is a backdrop (a board, a mat)
BACKDROP = 0.15
VISIBLE_SAMPLES = 8  # the grid that finds the part of an item not under another


def _distance(a: QPointF, b: QPointF) -> float:
    return ((a.x() - b.x()) ** 2 + (a.y() - b.y()) ** 2) ** 0.5


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
        self.view.statusChanged.connect(self._on_table_drawn)
        self.view.printChanged.connect(self.refresh)  # the bubble grows with the text
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
            self._note = ""  # the right move was made: the correction is done with
            return True
        translate = QCoreApplication.translate
        if verdict == READ_FIRST:
            self._note = translate("Tutorial", "First read this step, then choose “Next”.")
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
        elif self.progress.shows(self.session.position, self._human_to_move()) and not (
                self.progress.step.asks and self._result_over_table()):
            self._show(self.progress.step)
        else:  # the others play, or a result to read first lies over what is asked
            self.callout.hide()

    def _result_over_table(self) -> bool:
        return any(self.target_rect(key) is not None for key in KEEP)

    def _on_table_drawn(self) -> None:
        """A choice began (a card picked up, a camel taken): a correction of the last
        move is done with, and the bubble makes way for the controls that came."""
        if not self.active:
            return
        if not self.callout.isVisible():  # a result closed: the step may come now
            self.refresh()
            return
        if self._note and self._choice_begun():
            self._note = ""
            self.refresh()
            return
        self._settle.start(SETTLE_MS)

    def _choice_begun(self) -> bool:
        """A move is under way: a choice pending, or an item picked (it carries a tick)."""
        return self.view.pending() is not None or any(
            getattr(item, "marked", False) for item in self.view.stage.items().values())

    def _progress_line(self) -> str:
        return QCoreApplication.translate("Tutorial", "Step {number} of {total}").format(
            number=self.step_index + 1, total=len(self.tutorial.steps))

    def _show_free(self) -> None:
        translate = QCoreApplication.translate
        self.callout.set_content(
            translate("Tutorial", "Play as you like: the next step appears when it is time."),
            self._progress_line(), translate("Tutorial", "End the tutorial"), [], compact=True)
        self.callout.show()
        self._offer_buttons()
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
        skip = "" if last else translate("Tutorial", "End the tutorial")
        self.callout.set_content(step_text(step.text), self._progress_line(), skip, buttons,
                                 self._note)
        self.window.voice.say(step_text(step.text))  # a screen reader reads the bubble too
        self.callout.show()
        self._offer_buttons()
        self._place()
        self._settle.start(SETTLE_MS)

    def _offer_buttons(self) -> None:
        """The bubble's buttons join the table's keyboard order: Next (or the last
        step's) first, with the focus (a step to read asks no move of the table), End
        the tutorial last."""
        controls = {("tutorial", name): control
                    for name, control in self.callout.controls().items()}
        first = {key: control for key, control in controls.items() if key[1] != "skip"}
        last = {key: control for key, control in controls.items() if key[1] == "skip"}
        focus = None
        if first and self.view.focused_key() not in first:
            focus = next(iter(first))
        self.view.set_overlay_controls(first, last, focus)

    def _place(self) -> None:
        if not self.active or not self.callout.isVisible():
            return
        keys = AVOID + getattr(self.view, "TUTORIAL_AVOID", ())
        avoid = [rect for key in keys if (rect := self.target_rect(key)) is not None]
        table = self.view.table_rect()
        rects = [item.sceneBoundingRect() for item in self.view.stage.items().values()
                 if item.isVisible()]
        # a board or a mat under everything is no reason to move away
        items = [r for r in rects
                 if r.width() * r.height() < BACKDROP * table.width() * table.height()]
        if self.progress.waiting():
            self.callout.park(table, avoid + self._controls(None), items)
            return
        target = self.progress.step.target_in(self.session.position)
        keep = [rect for key in KEEP if (rect := self.target_rect(key)) is not None]
        if (rect := self.target_rect(target)) is not None:
            keep.append(rect)
        keep += self._controls(self._asked_move())
        pointer, spots = self._pointer(target)
        self.callout.point_at(pointer, Room(table, keep, avoid, items), spots)

    def _asked_move(self) -> Action | None:
        """The move the step asks for now (None: it explains, or the others play)."""
        if not (self.progress.step.asks and self._human_to_move()):
            return None
        try:
            return self.progress.expected(self.session.position)
        except TutorialBroken:
            return None

    def _controls(self, move: Action | None) -> list[QRectF]:
        """What the player clicks: the table's buttons, and for `move` its items (the
        card, then its choice buttons; the camel, then its space)."""
        view, stage = self.view, self.view.stage
        keys = [key for key, item in stage.items().items()
                if key[0] == "button" and getattr(item, "legal", False)]
        rects = []
        if move is not None:
            keys += getattr(view, "hint_keys", lambda move: [])(move)
            rects += getattr(view, "hint_rects", lambda move: [])(move)
        return rects + [item.sceneBoundingRect() for key in keys
                        if (item := stage.get(key)) is not None and item.isVisible()]

    def _pointer(self, target: tuple | None) -> tuple[QRectF | None, list[QPointF]]:
        """Where the tail points: into one item the target names (the one in the middle
        of them), at a point of it not under another item; or into a space."""
        place = getattr(self.view, "tutorial_rect", lambda target: None)(tuple(target)) \
            if target is not None else None
        if place is not None:
            return place, []
        items = [self.view.stage.get(key) for key in self.target_keys(target)]
        if not items:
            return None, []
        middle = self.target_rect(target).center()
        item = min(items, key=lambda item: _distance(item.sceneBoundingRect().center(),
                                                     middle))
        rect = item.mapToScene(item.shape()).boundingRect()
        return rect, self._points_in_view(item, rect)

    def _points_in_view(self, item, rect: QRectF) -> list[QPointF]:
        """Points of a grid over `item` where it is the item on top."""
        scene, seen = self.view.scene(), []
        for i in range(1, VISIBLE_SAMPLES):
            for j in range(1, VISIBLE_SAMPLES):
                point = QPointF(rect.left() + rect.width() * i / VISIBLE_SAMPLES,
                                rect.top() + rect.height() * j / VISIBLE_SAMPLES)
                on_top = next((other for other in scene.items(point)
                               if other is not self.callout and other.isVisible()), None)
                if on_top is item or (on_top is not None and item.isAncestorOf(on_top)):
                    seen.append(point)
        return seen

    def target_rect(self, target: tuple | None) -> QRectF | None:
        """The scene rect of the table's items `target` names: those whose keys start
        with it, unless the table maps it to its keys itself (`tutorial_keys`)."""
        if target is None:
            return None
        place = getattr(self.view, "tutorial_rect", lambda target: None)(tuple(target))
        if place is not None:  # a place without an item (a space of a board)
            return place
        rect = QRectF()
        for key in self.target_keys(target):
            rect = rect.united(self.view.stage.get(key).sceneBoundingRect())
        return rect if not rect.isEmpty() else None

    def target_keys(self, target: tuple | None) -> list:
        """The keys of the visible table items `target` names (none for a space)."""
        if target is None:
            return []
        keys = getattr(self.view, "tutorial_keys", lambda target: None)(tuple(target))
        if keys is None:  # by the prefix of the table's keys
            size = len(target)
            keys = [key for key in self.view.stage.keys()
                    if isinstance(key, tuple) and key[:size] == tuple(target)]
        return [key for key in keys if (item := self.view.stage.get(key)) is not None
                and item.isVisible()]

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
        self.view.set_overlay_controls({}, {})
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
