"""What the start page is asked before the window's start is finished waits for it.

The start page is painted before the code that plays, keeps and lists games is
loaded (app.run): a click in that moment (New game, Continue, Open, a tutorial, the
games played) is kept, and runs once the window is ready. Only the latest one is
kept: a second click means the player changed their mind, or clicked twice."""

from __future__ import annotations

import functools
from collections.abc import Callable


class StartGate:
    def __init__(self) -> None:
        self.is_open = False
        self._waiting: Callable[[], object] | None = None

    def guarded(self, slot: Callable[..., object]) -> Callable[..., None]:
        """`slot`, called at once when the gate is open, else once it opens."""
        def ask(*args) -> None:
            if self.is_open:
                slot(*args)
            else:
                self._waiting = functools.partial(slot, *args)
        return ask

    def open(self) -> None:
        """The window is ready: run what was asked meanwhile, and all asks from now."""
        self.is_open = True
        waiting, self._waiting = self._waiting, None
        if waiting is not None:
            waiting()
