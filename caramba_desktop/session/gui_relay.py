"""Work done on another thread (or process), its answer taken in on the GUI thread.

A future's done-callback runs in the thread that finished it; Qt objects may only
be touched on the GUI thread. `when_done` carries the finished future there with a
queued signal of one QObject that lives as long as the app (a thread must never
emit on a QObject that may be deleted meanwhile), and hands it to the receiver only
if the receiver still exists.
"""

from __future__ import annotations

import concurrent.futures
import weakref
from collections.abc import Callable
from typing import TypeVar

from PySide6.QtCore import QObject, Qt, Signal

Receiver = TypeVar("Receiver")


class _Relay(QObject):
    done = Signal(object)  # (weak reference to the receiver, slot, future)

    def __init__(self) -> None:
        super().__init__()
        self.done.connect(self._deliver, Qt.ConnectionType.QueuedConnection)

    @staticmethod
    def _deliver(news: tuple) -> None:
        receiver, slot, future = news
        receiver = receiver()
        if receiver is not None:
            slot(receiver, future)


_relay: _Relay | None = None


def _the_relay() -> _Relay:
    global _relay
    if _relay is None:  # made on the GUI thread, by the first work handed out
        _relay = _Relay()
    return _relay


def when_done(future: concurrent.futures.Future, receiver: Receiver,
              slot: Callable[[Receiver, concurrent.futures.Future], object]) -> None:
    """Call `slot(receiver, future)` on the GUI thread once `future` is done, unless
    `receiver` is gone by then. Call it on the GUI thread. Queued even when the future
    is done already: an answer never arrives in the middle of the call that asked."""
    relay, weak = _the_relay(), weakref.ref(receiver)
    future.add_done_callback(lambda done: relay.done.emit((weak, slot, done)))
