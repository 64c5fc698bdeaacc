"""Whether a move showed a hidden card is judged away from the GUI thread; Undo waits
for the verdict (not undoable meanwhile) and is offered as soon as it says nothing
was shown."""

from __future__ import annotations

import threading
from concurrent.futures import ThreadPoolExecutor

from caramba_desktop.engine import reveal
from caramba_desktop.session import reveal_judge
from tests.session.helpers import judged, pick, wait_for_human


def test_undo_waits_off_the_gui_thread_for_the_verdict(qtbot, make_session, monkeypatch):
    gate = threading.Event()
    threads, verdicts = [], []

    def held_back(state, action, seats):
        threads.append(threading.current_thread())
        if threading.current_thread() is not threading.main_thread():
            gate.wait(10)  # the verdict comes when the test lets it
        verdict = reveal.seats_shown(state, action, seats)
        verdicts.append(verdict)
        return verdict

    monkeypatch.setattr(reveal_judge, "seats_shown", held_back)
    executor = ThreadPoolExecutor(2)
    session = make_session("hcc", seed=4, step_delay_ms=1000, journal=None, executor=executor)
    session.start()
    offered = 0
    try:
        while offered < 2 and wait_for_human(qtbot, session):
            gate.clear()
            session.submit(pick(session))
            if not session.judging:
                continue  # nothing an Undo could cross now (a chance outcome came)
            length = len(session.record.actions)
            assert not session.can_undo() and session.undo_refusal() is None
            assert not session.undo() and len(session.record.actions) == length
            with qtbot.waitSignal(session.undoChanged, timeout=10_000):
                gate.set()
            judged(qtbot, session)
            if not any(verdicts):  # the verdict: nothing hidden was shown
                assert session.can_undo() and session.undo()
                offered += 1
    finally:
        gate.set()
        session.close()
        executor.shutdown()
    assert offered == 2
    assert threads and threading.main_thread() not in threads
