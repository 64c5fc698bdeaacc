"""Fixtures for GameSession tests: an offscreen QApplication with a qasync loop.

What works with pytest-qt: pytest-qt owns the QApplication (`qapp`); we make a
`qasync.QEventLoop` on it and set it as the current asyncio loop, without
running it. qasync delivers `run_in_executor` results through a queued Qt
signal and a Qt timer, so the nested event loops that `qtbot.waitSignal`,
`qtbot.waitUntil` and `qtbot.wait` spin deliver bot moves as the app's
`loop.run_forever()` does.
"""

from __future__ import annotations

import asyncio
import functools
import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402
import qasync  # noqa: E402

from caramba_desktop.session.session import GameSession, Seat  # noqa: E402


@pytest.fixture
def qloop(qapp):
    loop = qasync.QEventLoop(qapp)
    asyncio.set_event_loop(loop)
    yield loop
    asyncio.set_event_loop(None)
    loop.close()


@pytest.fixture
def make_session(qloop, tmp_path):
    """Build sessions that play at full speed and are closed after the test."""
    made = []

    def make(kinds: str, seed: int = 7, journal: str | None = "game.jsonl",
             level: str = "random", **kwargs):
        # kinds: one letter a seat, "h" human, "c" computer (random bots by default: fast)
        seats = [Seat(f"P{i}", "human" if k == "h" else "computer", level)
                 for i, k in enumerate(kinds)]
        kwargs.setdefault("step_delay_ms", 0)
        kwargs.setdefault("chance_delay_ms", 0)
        path = str(tmp_path / journal) if journal else None
        session = GameSession("caramba", seats, seed=seed, journal_path=path, **kwargs)
        made.append(session)
        return session

    yield make
    for session in made:
        session.close()



@functools.cache  # once per run: on a broken PySide each probe emit does the harm itself
def _emit_leaks_true() -> bool:
    """PySide6 6.12.0 drops a reference to True at every Python-side Signal.emit().

    On Python 3.11 (True is not immortal before 3.12) the process aborts with
    "bool_dealloc: deallocating True or False" after a few hundred emits; a
    game emits thousands. Found while building the session; 6.11 is fine.
    """
    import sys

    from PySide6.QtCore import QObject, Signal

    class Probe(QObject):
        ping = Signal(int)

    probe = Probe()
    before = sys.getrefcount(True)
    for _ in range(20):
        probe.ping.emit(1)
    return sys.getrefcount(True) < before - 10


@pytest.fixture(autouse=True)
def _sane_pyside(qapp):
    # fail each test with the reason instead of letting the whole run abort
    if _emit_leaks_true():
        import PySide6

        pytest.fail(f"PySide6 {PySide6.__version__}: Signal.emit() leaks a reference to True "
                    "(pin PySide6-Essentials != 6.12.0, or use Python >= 3.12)")
