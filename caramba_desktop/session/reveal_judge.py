"""Judging, away from the GUI thread, whether a move showed a person something hidden.

An Undo may cross a move only once it is known that the move showed nobody at
the table anything hidden (engine/reveal.py). Judging one move replays it on up
to 16 worlds: up to 150 ms in Caramba! with four players, three times what the
GUI thread may spend at once. So the judgement runs in the session's executor
(the bot processes in the app), and until its verdict is back the move counts as
not undoable, the safe side; `judged` tells when a verdict has come back, on the
GUI thread. The verdict is the same as if it had been judged in place.
"""

from __future__ import annotations

import concurrent.futures
import logging

from PySide6.QtCore import QObject, Signal

from caramba_desktop.engine.api import Action, State
from caramba_desktop.engine.reveal import seats_shown
from caramba_desktop.session import ai_runner
from caramba_desktop.session.gui_relay import when_done

log = logging.getLogger(__name__)


class RevealJudge(QObject):
    """The verdicts on the moves of one game, by action index."""

    judged = Signal()  # a verdict came back: what Undo offers may have changed

    def __init__(self, executor: concurrent.futures.Executor | None,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._executor = executor
        self._showed: dict[int, bool] = {}  # action index: it showed a person something
        self._judging: dict[int, concurrent.futures.Future] = {}

    @property
    def busy(self) -> bool:
        """Whether a verdict is still out."""
        return bool(self._judging)

    def showed(self, index: int) -> bool | None:
        """Whether move `index` showed one of the people something hidden; None while
        it has not been judged yet."""
        return self._showed.get(index)

    def asked(self, index: int) -> bool:
        return index in self._showed or index in self._judging

    def judge(self, index: int, before: State, action: Action, people: list[int]) -> None:
        """Start judging move `index`, `action` played at `before` (a state of its own:
        it goes to another thread or process)."""
        if self.asked(index):
            return
        executor = self._executor or ai_runner.default_executor()
        future = executor.submit(seats_shown, before, action, people)
        self._judging[index] = future
        when_done(future, self, lambda judge, done: judge._on_verdict(index, done))

    def forget_from(self, index: int) -> None:
        """The moves from `index` on are taken back: their verdicts, given or to come, go."""
        self._showed = {i: shown for i, shown in self._showed.items() if i < index}
        for i in [i for i in self._judging if i >= index]:
            self._judging.pop(i).cancel()

    def _on_verdict(self, index: int, future: concurrent.futures.Future) -> None:
        if self._judging.get(index) is not future:
            return  # taken back meanwhile: the index may hold another move by now
        del self._judging[index]
        try:
            shown = bool(future.result())
        except Exception:  # a game's determinize failed: the move stays not undoable
            log.exception("judging move %d failed; Undo will not cross it", index)
            shown = True
        self._showed[index] = shown
        self.judged.emit()
