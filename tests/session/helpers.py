"""Drivers for session tests: play the human seats until something happens."""

from __future__ import annotations

import random
import time

from caramba_desktop.session.session import GameSession


def wait_for_human(qtbot, session: GameSession, timeout: int = 10_000) -> bool:
    """Let automatic steps run until a human must act (True) or the game ends (False)."""
    deadline = time.monotonic() + timeout / 1000
    # polls every 1 ms (qtbot.waitUntil polls every 10 ms: whole games would crawl)
    while not (session.is_over() or session.handoff_pending is not None
               or session.legal_actions()):
        assert time.monotonic() < deadline, "no human turn came"
        qtbot.wait(1)
    return not session.is_over()


def judged(qtbot, session: GameSession, timeout: int = 10_000) -> GameSession:
    """Wait until every move an Undo may cross has been judged (session/reveal_judge.py):
    what Undo offers then is what it will offer."""
    deadline = time.monotonic() + timeout / 1000
    session.can_undo()  # the moves the viewer's Undo would cross are judged from now on
    while session.judging:
        assert time.monotonic() < deadline, "no verdict came"
        qtbot.wait(1)
    return session


def pick(session: GameSession, salt: int = 0):
    """A human's choice that depends only on the position (repeatable across runs)."""
    rng = random.Random(f"{salt}:{len(session.record.actions)}")
    return rng.choice(session.legal_actions())
