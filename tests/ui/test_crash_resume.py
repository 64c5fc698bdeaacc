"""A crash mid-game loses nothing: the app is killed (SIGKILL) while four computer seats
play, and the journal it leaves resumes exactly the game as far as it was shown.
Also: the bots' process pool plays a game like the threads do."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time

import pytest

from caramba_desktop.engine.record import GameRecord
from caramba_desktop.session import bot_pool
from caramba_desktop.session.journal import load_journal
from caramba_desktop.session.session import GameSession, Seat

NAMES = ["Pancho", "Dolores", "Emiliano", "Porfirio"]  # app.py's --autoplay-caramba seats
SEED = 77


def play_to(qtbot, session: GameSession, count: int, timeout: float = 60.0) -> None:
    deadline = time.monotonic() + timeout
    session.start()
    while len(session.record.actions) < count and not session.is_over():
        assert time.monotonic() < deadline, "the game did not get that far"
        qtbot.wait(2)


def the_journal(data):
    """The journal of the one game the app plays (None before it is written)."""
    journals = list((data / "unfinished").glob("*.journal"))
    assert len(journals) <= 1
    return journals[0] if journals else None


def journal_lines(path) -> int:
    if path is None:
        return 0
    try:
        with open(path, "rb") as inp:
            return inp.read().count(b"\n")
    except OSError:
        return 0


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
def test_killing_the_app_mid_game_then_resuming_restores_the_journaled_game(
        qtbot, qloop, tmp_path):
    data = tmp_path / "data"
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", CARAMBA_DESKTOP_DATA=str(data),
               XDG_CONFIG_HOME=str(tmp_path / "config"), HOME=str(tmp_path))
    proc = subprocess.Popen(
        [sys.executable, "-m", "caramba_desktop", "--autoplay-caramba", str(SEED),
         "--step-delay-ms", "2"],
        env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        deadline = time.monotonic() + 60
        while journal_lines(journal := the_journal(data)) < 80:  # the header and some 80 actions
            assert proc.poll() is None, "the app stopped by itself"
            assert time.monotonic() < deadline, "the app did not play"
            time.sleep(0.02)
    finally:
        proc.send_signal(signal.SIGKILL)
        proc.wait(timeout=10)

    left = load_journal(journal)  # a torn last line would be dropped
    assert len(left.actions) >= 79
    assert [s["name"] for s in left.meta["seats"]] == NAMES
    assert left.meta["seed"] == SEED

    # the same game, played here from the start: the journal is exactly its beginning
    seats = [Seat(name, "computer", "heuristic") for name in NAMES]
    reference = GameSession("caramba", seats, seed=SEED, step_delay_ms=0, chance_delay_ms=0)
    play_to(qtbot, reference, len(left.actions))
    assert left.actions == reference.record.actions[:len(left.actions)]

    # resuming gives the state of the last journaled action, and plays on the same way
    resumed = GameSession.resume(str(journal), step_delay_ms=0, chance_delay_ms=0)
    prefix = GameRecord("caramba", 4, {}, left.actions).replay()
    for viewer in (0, 1, 2, 3, None):
        assert resumed.observation(viewer) == prefix.observation(viewer)
    with qtbot.waitSignal(resumed.gameOver, timeout=120_000):
        resumed.start()
    play_to(qtbot, reference, 10**6, timeout=120)
    assert resumed.record.actions == reference.record.actions
    assert resumed.observation(None)["scores"] == reference.observation(None)["scores"]
    resumed.close()
    reference.close()


def test_the_bots_think_in_their_own_process(qtbot, qloop):
    seats = [Seat(NAMES[0], "computer", "heuristic"), Seat(NAMES[1], "computer", "random")]
    pool = bot_pool.BotPool(1)
    try:
        session = GameSession("caramba", seats, seed=5, step_delay_ms=0, chance_delay_ms=0,
                              executor=pool)
        threads = GameSession("caramba", seats, seed=5, step_delay_ms=0, chance_delay_ms=0)
        for s in (session, threads):
            with qtbot.waitSignal(s.gameOver, timeout=120_000):
                s.start()
        assert session.is_over() and pool._pool is not None  # a real process pool was used
        assert session.record.actions == threads.record.actions  # the same moves either way
    finally:
        pool.shutdown(wait=True)


def test_a_hard_move_is_searched_in_every_bot_process(qtbot, qloop, caplog):
    """Two bot processes search one hard move side by side: the searches come back
    across the process boundary and merge into one legal move."""
    seats = [Seat(NAMES[0], "computer", "hard"), Seat(NAMES[1], "computer", "random")]
    pool = bot_pool.BotPool(2)
    try:
        assert pool.parallel_searches == 2
        session = GameSession("caramba", seats, seed=5, step_delay_ms=0, chance_delay_ms=0,
                              executor=pool)
        session.start()
        qtbot.waitUntil(lambda: any(e.actor == 0 for e in session.log()), timeout=60_000)
        assert pool._pool is not None and len(pool._pool._processes) == 2
        assert "bot failed" not in caplog.text  # the merged search answered, not a fallback
        session.close()
    finally:
        pool.shutdown(wait=True)


def test_the_command_line_opens_a_saved_game(tmp_path):
    from caramba_desktop.app import parse_args
    from caramba_desktop.tools.screenshots import midgame_record

    assert parse_args(["game.caramba.json"]).file == "game.caramba.json"
    record = midgame_record()
    path = tmp_path / "mid.caramba.json"
    path.write_text(record.dumps(), encoding="utf-8")
    data = tmp_path / "data"
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", CARAMBA_DESKTOP_DATA=str(data),
               XDG_CONFIG_HOME=str(tmp_path / "config"), HOME=str(tmp_path))
    done = subprocess.run(
        [sys.executable, "-m", "caramba_desktop", str(path), "--quit-after-ms", "1500"],
        env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=60)
    assert done.returncode == 0
    # the opened game became the game in play: its journal holds the file's moves (the
    # human seat is to bid, so nothing was played on)
    assert load_journal(the_journal(data)).actions == record.actions


def _priority() -> int:
    return os.getpriority(os.PRIO_PROCESS, 0)


@pytest.mark.skipif(not hasattr(os, "getpriority"), reason="Unix process priorities")
def test_the_bots_think_at_a_lower_priority_than_the_table():
    pool = bot_pool.BotPool(1)
    try:
        worker = pool.submit(_priority).result(timeout=60)
    finally:
        pool.shutdown(wait=True)
    assert worker == min(_priority() + bot_pool.WORKER_NICENESS, 19)


def _wait_for_cancel(epoch: int) -> bool:
    """In a bot process: True when cancelled, False after 60 s without."""
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        if bot_pool.stopped_since(epoch):
            return True
        time.sleep(0.01)
    return False


def test_thinking_in_the_bot_process_can_be_cancelled():
    pool = bot_pool.BotPool(1)
    try:
        assert pool.submit(bot_pool.stopped_since, bot_pool.thinking_epoch()).result(60) is False
        thinking = pool.submit(_wait_for_cancel, bot_pool.thinking_epoch())
        bot_pool.cancel_thinking()
        assert thinking.result(timeout=90) is True
    finally:
        pool.shutdown(wait=True)


def test_without_shared_memory_cancelling_still_reaches_thinking_threads(monkeypatch):
    class NoSharedMemory:
        def Value(self, *args):  # noqa: N802 (multiprocessing's name)
            raise OSError("no /dev/shm")

    monkeypatch.setattr(bot_pool, "_epoch", None)
    monkeypatch.setattr(bot_pool.multiprocessing, "get_context", lambda kind: NoSharedMemory())
    epoch = bot_pool.thinking_epoch()
    assert not bot_pool.stopped_since(epoch)
    bot_pool.cancel_thinking()
    assert bot_pool.stopped_since(epoch)
