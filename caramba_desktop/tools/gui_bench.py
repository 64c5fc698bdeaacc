"""The GUI's numbers (`make bench`): time to the first window, and the longest stall.

    python -m caramba_desktop.tools.gui_bench [--runs 5] [--games 1] [--level heuristic]

1. startup, in this process: from process start to the first paint of the
   main window (offscreen);
2. startup, as a player starts it: `python -m caramba_desktop --measure-startup`
   in a fresh process, the median of --runs runs (the child's own count from
   its process start, and the wall time seen from here, spawn to report);
3. the longest event-loop stall while four computer seats play Caramba! through
   the game screen (bots in their executor, table animated at normal speed),
   measured with session/stall_probe.StallProbe. The plan allows 50 ms. Two
   paces: --step-delay-ms between computer moves (default 60, faster than the
   fastest setting, 150), and flat out (no pause at all: every move, redraw and
   paint back to back, the worst the GUI thread can get).

Runs offscreen with its own data folder and settings.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time

from caramba_desktop.app import process_uptime_ms

STALL_LIMIT_MS = 50.0


def isolated_env(folder: str) -> dict:
    env = dict(os.environ)
    env["QT_QPA_PLATFORM"] = "offscreen"
    env["CARAMBA_DESKTOP_DATA"] = os.path.join(folder, "data")
    env["XDG_CONFIG_HOME"] = os.path.join(folder, "config")  # QSettings on Linux
    env["HOME"] = env.get("HOME", folder)
    return env


def child_result(case: str, done: subprocess.CompletedProcess) -> dict:
    """The JSON a bench's child process printed on its "result " line."""
    for line in done.stdout.splitlines():
        if line.startswith("result "):
            return json.loads(line[len("result "):])
    raise RuntimeError(f"{case}: no result (exit {done.returncode}): {done.stderr[-2000:]}")


def offscreen_app(folder: str):
    """The app's QApplication, offscreen, its settings in `folder`, and a qasync loop on
    it set as asyncio's (the bots' answers come back through it): (app, loop)."""
    import asyncio

    import qasync
    from PySide6.QtCore import QSettings, qInstallMessageHandler

    from caramba_desktop.app import make_application
    from caramba_desktop.selftest import quiet_offscreen

    qInstallMessageHandler(quiet_offscreen)
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope,
                      os.path.join(folder, "settings"))
    app = make_application([])
    loop = qasync.QEventLoop(app)
    asyncio.set_event_loop(loop)
    return app, loop


def subprocess_startup(runs: int, folder: str) -> tuple[list[float], list[float]]:
    """(the child's own ms to first paint, the wall ms from spawn to its report) per run."""
    own, wall = [], []
    env = isolated_env(folder)
    for _ in range(runs):
        start = time.perf_counter()
        proc = subprocess.Popen([sys.executable, "-m", "caramba_desktop", "--measure-startup"],
                                stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True,
                                env=env)
        value = None
        for line in proc.stdout:
            if line.startswith("startup-ms "):
                wall.append((time.perf_counter() - start) * 1000.0)
                value = float(line.split()[1])
                break
        proc.wait(timeout=60)
        if value is None:
            raise RuntimeError("the app did not report its startup time")
        own.append(value)
    return own, wall


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5, help="subprocess startups (median)")
    parser.add_argument("--games", type=int, default=1, help="games for the stall probe")
    parser.add_argument("--level", default="heuristic", help="the computer seats' level")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--step-delay-ms", type=int, default=60,
                        help="pause between computer moves in the paced game")
    args = parser.parse_args(argv)

    folder = tempfile.TemporaryDirectory(prefix="caramba-bench-")
    os.environ.update(isolated_env(folder.name))

    from PySide6.QtCore import QEvent, QEventLoop, QObject, QTimer

    from caramba_desktop.session import bot_pool
    from caramba_desktop.session.stall_probe import StallProbe
    from caramba_desktop.ui.main_window import MainWindow, computer_seats
    from caramba_desktop.ui.new_game import NewGameConfig
    from caramba_desktop.ui.scene import set_animation_speed

    app, loop = offscreen_app(folder.name)
    set_animation_speed(1.0)

    painted: list[float] = []

    class FirstPaint(QObject):
        def eventFilter(self, watched, event):  # noqa: N802 (Qt's name)
            if event.type() == QEvent.Type.Paint and not painted:
                painted.append(process_uptime_ms())
            return False

    window = MainWindow()
    probe_paint = FirstPaint(window)
    window.installEventFilter(probe_paint)
    window.resize(1280, 800)
    window.show()
    deadline = time.monotonic() + 10
    while not painted and time.monotonic() < deadline:
        app.processEvents(QEventLoop.ProcessEventsFlag.WaitForMoreEvents)
    print(f"GUI startup, in process (process start -> first paint): {painted[0]:.0f} ms"
          if painted else "GUI startup, in process: no paint seen")

    own, wall = subprocess_startup(args.runs, folder.name)
    print(f"GUI startup, fresh process (python -m caramba_desktop), median of {args.runs}: "
          f"{statistics.median(own):.0f} ms to first paint "
          f"({statistics.median(wall):.0f} ms wall from spawn; runs: "
          + ", ".join(f"{v:.0f}" for v in own) + ")")

    class Probe(StallProbe):
        """The stall probe, also counting the GUI thread's own CPU time between ticks
        (a measure of our work alone, whatever else the machine is doing)."""

        def start(self) -> None:
            self.max_cpu_ms = 0.0
            self._cpu = time.thread_time()
            super().start()

        def _tick(self) -> None:
            now = time.thread_time()
            if self._last is not None:
                self.max_cpu_ms = max(self.max_cpu_ms, (now - self._cpu) * 1000.0)
            self._cpu = now
            super()._tick()

    # a player looks at the start page and seats the players for a moment: the app loads
    # the tables and starts the bot processes meanwhile (MainWindow.new_game)
    bot_pool.warm_up()
    idle = QEventLoop()
    QTimer.singleShot(1000, idle.quit)
    idle.exec()

    worst = {}
    worst_cpu = {}
    paces = [(f"paced ({args.step_delay_ms} ms between moves)", args.step_delay_ms),
             ("flat out (no pause)", 0)]
    for label, delay in paces:
        window.session_kwargs = {"step_delay_ms": delay, "chance_delay_ms": delay // 2}
        for g in range(args.games):
            probe = Probe(5)
            names = ["Pancho", "Dolores", "Emiliano", "Porfirio"]
            config = NewGameConfig("caramba", computer_seats(names, args.level), {},
                                   args.seed + g)
            opened = time.perf_counter()
            window.start_config(config, confirm=False)
            session = window.session
            opening = (time.perf_counter() - opened) * 1000
            started = time.perf_counter()
            cpu = time.process_time()
            probe.start()
            until_over = QEventLoop()  # sleeps between events, as the app's loop does
            session.gameOver.connect(until_over.quit)
            if not session.is_over():
                until_over.exec()
            probe.stop()
            seconds = time.perf_counter() - started
            worst[label] = max(worst.get(label, 0.0), probe.max_gap_ms)
            worst_cpu[label] = max(worst_cpu.get(label, 0.0), probe.max_cpu_ms)
            print(f"{label}, game {g + 1}: 4 x {args.level}, {len(session.log())} actions "
                  f"in {seconds:.1f} s (CPU {time.process_time() - cpu:.1f} s), "
                  f"{window.game_window.draw_count} table redraws, longest event-loop stall "
                  f"{probe.max_gap_ms:.1f} ms, of it GUI-thread CPU at most "
                  f"{probe.max_cpu_ms:.1f} ms (opening the game screen took {opening:.0f} ms)")
    for label, value in worst.items():
        verdict = "ok" if value <= STALL_LIMIT_MS else f"OVER the {STALL_LIMIT_MS:.0f} ms budget"
        print(f"GUI longest stall while computers play, {label}: {value:.1f} ms ({verdict}); "
              f"longest GUI-thread CPU burst {worst_cpu[label]:.1f} ms")
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else None
    if load is not None:
        print(f"(machine load average {load:.1f} on {os.cpu_count()} CPUs: "
              "other processes lengthen stalls)")
    window.close()
    loop.close()
    folder.cleanup()
    return 0


if __name__ == "__main__":
    sys.exit(main())
