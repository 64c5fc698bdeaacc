"""Killed at any moment, the app loses no move it has shown.

The app runs in a subprocess playing a game of computer seats
(`--autoplay GAME SEED`) and prints "moves N" each time its table has shown
a move. It is killed with SIGKILL at a random moment, then started again
with `--continue`, killed again, and so on. After every kill:

- the autosave journal holds every move shown: N <= journaled <= N + 1 (the
  one more is a move written to disk in the instant before the table got it);
- the journal replays legally and begins with the journal of the kill before;
- Continue shows exactly the journaled moves.

So each journal begins with all the ones before it: nothing shown is ever lost
or changed. At least KILLS kills in all, shared among the playable games.
"""

from __future__ import annotations

import math
import os
import random
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from caramba_desktop.engine.record import GameRecord
from caramba_desktop.session.journal import load_journal
from caramba_desktop.ui import game_views

KILLS = 20
pytestmark = pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")


class App:
    """The app in a subprocess; its "moves N" lines are collected as they come."""

    def __init__(self, tmp_path: Path, *args: str) -> None:
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen",
                   CARAMBA_DESKTOP_DATA=str(tmp_path / "data"),
                   XDG_CONFIG_HOME=str(tmp_path / "config"), HOME=str(tmp_path))
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "caramba_desktop", *args, "--step-delay-ms", "1",
             "--report-moves"],
            env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
        self.reports: list[int] = []
        self._reader = threading.Thread(target=self._read, daemon=True)
        self._reader.start()

    def _read(self) -> None:
        for line in self.proc.stdout:
            if line.startswith("moves "):
                self.reports.append(int(line.split()[1]))

    def wait_for_report(self, timeout: float = 20) -> int:
        deadline = time.monotonic() + timeout
        while not self.reports:
            assert self.proc.poll() is None, "the app stopped by itself"
            assert time.monotonic() < deadline, "the app showed no game"
            time.sleep(0.01)
        return self.reports[0]

    def kill(self) -> int | None:
        """SIGKILL; the moves shown at that moment (None: the table showed nothing yet)."""
        self.proc.send_signal(signal.SIGKILL)
        self.proc.wait(timeout=10)
        self._reader.join(timeout=10)  # what it printed before dying is still in the pipe
        return self.reports[-1] if self.reports else None


def journals(data: Path) -> tuple[GameRecord | None, GameRecord | None]:
    """The autosave of the game in play and the last finished game, where present."""
    unfinished = sorted((data / "unfinished").glob("*.journal"))
    assert len(unfinished) <= 1, "one game at a time is played here"
    current, finished = (unfinished or [None])[0], data / "last-finished.journal"
    return (load_journal(current) if current is not None else None,
            load_journal(finished) if finished.exists() else None)


@pytest.mark.parametrize("game_id", game_views.playable_games())
def test_killing_the_app_at_random_moments_loses_no_shown_move(game_id, tmp_path):
    kills = math.ceil(KILLS / len(game_views.playable_games()))
    rng = random.Random(f"kills:{game_id}")
    data = tmp_path / "data"
    seed = 1
    app = App(tmp_path, "--autoplay", game_id, str(seed))
    try:
        app.wait_for_report()
        seen: list[GameRecord] = []  # the journal after each kill, of the game in play
        for _ in range(kills):
            time.sleep(rng.uniform(0.0, 0.4))
            shown = app.kill()
            current, finished = journals(data)
            record = current or finished  # the game may have ended before the kill
            assert shown is not None, "killed before the table showed anything"
            assert record is not None, "no journal left"
            assert shown <= len(record.actions) <= shown + 1, (shown, len(record.actions))
            record.replay()  # legal all through (RecordError otherwise)
            if seen:
                assert record.actions[:len(seen[-1].actions)] == seen[-1].actions
            seen.append(record)
            if current is None:  # over: the next game
                seed += 1
                app = App(tmp_path, "--autoplay", game_id, str(seed))
                assert app.wait_for_report() == 0
                seen = []
            else:
                app = App(tmp_path, "--continue")
                assert app.wait_for_report() == len(record.actions)  # Continue shows them all
    finally:  # a failed check must not leave the app running
        app.kill()
