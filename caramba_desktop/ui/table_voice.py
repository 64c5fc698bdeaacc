"""The game told aloud to a screen reader: every new line of the log as it comes, the
status line when it changes (whose turn, the choice in progress, a refusal), and on F2
"What is on the table?": the status and the table's summary (whose turn, the scores,
what the seat at the screen holds, what is at stake).

Everything said is what the window shows the person at the screen: the log's lines for
its viewer, the table's words made from the seat's observation.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject, QTimer
from PySide6.QtGui import QKeySequence, QShortcut

from caramba_desktop.ui.scene.speech import announce

READ_TABLE_KEY = "F2"
GROUP_WAIT_MS = 300  # a group of moves grows within this; then its line is said


class TableVoice(QObject):
    """Speaks for one GameWindow."""

    def __init__(self, window) -> None:
        super().__init__(window)
        self.window = window
        self._said_status = ""
        self._said_moment = ""
        self._lines: dict[int, str] = {}  # the log's lines to say, by their place in the log
        self._after_lines: list[str] = []  # the status and the moment, said after them
        self._lines_timer = QTimer(self)
        self._lines_timer.setSingleShot(True)
        self._lines_timer.timeout.connect(self._say_lines)
        self.shortcut = QShortcut(QKeySequence(READ_TABLE_KEY), window)
        self.shortcut.activated.connect(self.read_table)

    def say(self, text: str) -> None:
        announce(self.window.view, text)

    def tell_new_lines(self, before: list[str], after: list[str]) -> None:
        """Say the log's lines that `after` has and `before` had not. A line that grows
        (a group of moves: "Ana draws gold 2, ammunition 5") is said once it stops
        growing, not again at each step."""
        same = 0
        while same < min(len(before), len(after)) and before[same] == after[same]:
            same += 1
        for index, line in enumerate(after[same:], start=same):
            self._lines[index] = line
        self._lines_timer.start(GROUP_WAIT_MS)

    def _say_lines(self) -> None:
        lines, self._lines = self._lines, {}
        after, self._after_lines = self._after_lines, []
        for text in [lines[index] for index in sorted(lines)] + after:
            self.say(text)

    def tell_status(self, text: str) -> None:
        """Say the status line when it says something new, and what the table shows for
        a moment (the cards a look shows) as it comes."""
        moment = self.window.view.table_moment()
        if moment and moment != self._said_moment:
            self._say_in_turn(moment)
        self._said_moment = moment
        if text and text != self._said_status:
            self._say_in_turn(text)
        self._said_status = text

    def _say_in_turn(self, text: str) -> None:
        """Say `text` after the move that brought it, when that is still to be said."""
        if self._lines_timer.isActive():
            self._after_lines.append(text)
        else:
            self.say(text)

    def read_table(self) -> None:
        window = self.window
        status = window.status_label.text()
        parts = [window.phase_label.text(), status]
        if window.cover.isHidden():  # behind the cover the table is nobody's to read
            parts.append(without_turn(window.view.table_summary(), status))
        if window.message_label.isVisible():
            parts.append(window.message_label.text())
        text = " ".join(sentence(part) for part in parts if part and part.strip())
        self.say(text or QCoreApplication.translate("TableVoice", "The table is empty."))


def without_turn(summary: str, status: str) -> str:
    """The table's summary without its "Your turn." when the status line says it
    already ("Your turn: choose a camel")."""
    yours = QCoreApplication.translate("TableSpeech", "Your turn.")
    if summary.startswith(yours) and yours.rstrip(".").lower() in status.lower():
        return summary[len(yours):].strip()
    return summary


def sentence(text: str) -> str:
    """`text` ending as a sentence, so that a reader pauses after it."""
    text = text.strip()
    return text if text[-1] in ".!?:…" else text + "."
