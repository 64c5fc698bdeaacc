"""Measure how long the GUI event loop goes without running (a stall).

A timer asks to tick every `interval_ms`; whenever the loop is busy elsewhere
(a bot holding the GIL, a slow slot) the tick comes late. The longest time
between two ticks is the worst pause a player would have felt. The plan
allows 50 ms while a bot thinks.
"""

from __future__ import annotations

import time

from PySide6.QtCore import QObject, Qt, QTimer


class StallProbe(QObject):
    def __init__(self, interval_ms: int = 10, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._timer = QTimer(self)
        self._timer.setTimerType(Qt.TimerType.PreciseTimer)
        self._timer.setInterval(interval_ms)
        self._timer.timeout.connect(self._tick)
        self._last: float | None = None
        self.max_gap_ms = 0.0
        self.ticks = 0

    def start(self) -> None:
        self.max_gap_ms = 0.0
        self.ticks = 0
        self._last = time.perf_counter()
        self._timer.start()

    def stop(self) -> None:
        self._timer.stop()
        self._tick()  # a stall that is still going on at the end counts too
        self._last = None

    @property
    def running(self) -> bool:
        return self._timer.isActive()

    def _tick(self) -> None:
        if self._last is None:
            return
        now = time.perf_counter()
        self.max_gap_ms = max(self.max_gap_ms, (now - self._last) * 1000.0)
        self._last = now
        self.ticks += 1
