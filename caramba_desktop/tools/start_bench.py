"""The start against its floor (`make bench`): the app's first paint beside an empty window's.

    python -m caramba_desktop.tools.start_bench [--runs 7]

Starts, alternately, `python -m caramba_desktop --measure-startup` and an empty
PySide6 window holding one label, each in a fresh process (offscreen, its own
data folder and settings), and times each from its spawn to its first paint as
seen from here (both report the paint on stdout). Alternating spreads the
machine's moods over both. Prints both medians and their ratio: the goal is a
start within 1.5 times the empty window's. Then the same for the CPU time each
process reports at its first paint: on a machine busy with other work the wall
times grow with the waits for a core, the CPU times hardly.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time

from caramba_desktop.tools.gui_bench import isolated_env

RATIO_GOAL = 1.5

# the floor: what any PySide6 window costs (Python, Qt's libraries, a platform, a paint)
EMPTY_WINDOW = """
import sys
import time
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QLabel

app = QApplication(sys.argv)
label = QLabel("Caramba Desktop")

class FirstPaint(QObject):
    def eventFilter(self, watched, event):
        if event.type() == QEvent.Type.Paint:
            print(f"startup-cpu-ms {time.process_time() * 1000.0:.1f}", flush=True)
            print("startup-ms", flush=True)
            QTimer.singleShot(0, app.quit)
        return False

probe = FirstPaint()
label.installEventFilter(probe)
label.show()
app.exec()
"""

APP = ["-m", "caramba_desktop", "--measure-startup"]


def first_paint_ms(arguments: list[str], env: dict) -> tuple[float, float]:
    """Milliseconds from spawning `python arguments` to its "startup-ms" line, and the
    CPU milliseconds it reports for that ("startup-cpu-ms")."""
    start = time.perf_counter()
    proc = subprocess.Popen([sys.executable, *arguments], stdout=subprocess.PIPE,
                            stderr=subprocess.DEVNULL, text=True, env=env)
    painted = cpu = None
    for line in proc.stdout:
        if cpu is None and line.startswith("startup-cpu-ms "):
            cpu = float(line.split()[1])
        elif painted is None and line.startswith("startup-ms"):
            painted = (time.perf_counter() - start) * 1000.0
    proc.wait(timeout=60)
    if painted is None or cpu is None:
        raise RuntimeError(f"{' '.join(arguments)[:40]}: no first paint reported")
    return painted, cpu


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7, help="starts of each (median)")
    args = parser.parse_args(argv)
    load_before = os.getloadavg()[0]
    with tempfile.TemporaryDirectory(prefix="caramba-start-") as folder:
        env = isolated_env(folder)
        # as installed: the modules' bytecode is kept (the first start below writes it)
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        first_paint_ms(APP, env)  # the first start writes the settings and the data folder
        app, empty = [], []
        for _ in range(args.runs):
            empty.append(first_paint_ms(["-c", EMPTY_WINDOW], env))
            app.append(first_paint_ms(APP, env))
    for index, measure in enumerate(("start to first paint", "CPU time to first paint")):
        app_ms = statistics.median(times[index] for times in app)
        empty_ms = statistics.median(times[index] for times in empty)
        ratio = app_ms / empty_ms
        verdict = "ok" if ratio <= RATIO_GOAL else f"OVER the goal of {RATIO_GOAL}"
        print(f"{measure}, median of {args.runs} alternating fresh processes: "
              f"app {app_ms:.0f} ms, empty PySide6 window {empty_ms:.0f} ms, "
              f"ratio {ratio:.2f} ({verdict})")
    print(f"(load average {load_before:.2f} before, {os.getloadavg()[0]:.2f} after, "
          f"on {os.cpu_count()} CPUs)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
