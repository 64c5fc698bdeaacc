"""How long a journal line takes to reach the disk (`make bench`).

    python -m caramba_desktop.tools.journal_bench [--writer] [--folder DIR]

Plays a whole game of every game, Normal computer seats at the most players
and no pause, through GameSession with its journal in a fresh folder under
--folder (default: the home folder, where the app keeps its data), and
times each line: from the append to the moment it is on disk (the fsync,
waited for in the journal's thread), and the GUI thread's own part of the
append (writing the line into the system's cache). --writer keeps another
process writing meanwhile: 1 MB blocks, an fsync every 8 MB, in the same folder.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time

WRITER = """
import os, sys
block = os.urandom(1 << 20)
with open(sys.argv[1], "wb") as out:
    n = 0
    while True:
        out.write(block)
        n += 1
        if n % 8 == 0:
            os.fsync(out.fileno())
        if n % 256 == 0:
            out.seek(0)
            out.truncate()
"""
LIMIT_MS = 10.0


def play_every_game(folder: str) -> list[tuple[str, int, list[float], list[float]]]:
    """(game, lines, ms to disk per line, ms of the GUI thread per line) per game."""
    import asyncio

    import qasync
    from PySide6.QtWidgets import QApplication

    from caramba_desktop.engine import registry
    from caramba_desktop.session.journal import Journal
    from caramba_desktop.session.session import GameSession, Seat

    app = QApplication.instance() or QApplication([])
    loop = qasync.QEventLoop(app)
    asyncio.set_event_loop(loop)
    to_disk: list[float] = []
    gui: list[float] = []
    append = Journal.append

    def timed_append(journal, action):
        start = time.perf_counter()
        on_disk = append(journal, action)
        gui.append((time.perf_counter() - start) * 1000.0)
        on_disk.add_done_callback(
            lambda _: to_disk.append((time.perf_counter() - start) * 1000.0))
        return on_disk

    Journal.append = timed_append
    results = []
    try:
        for game in registry.all_games():
            to_disk.clear()
            gui.clear()
            seats = [Seat(f"Bot {i + 1}", "computer", "normal") for i in range(game.max_players)]
            session = GameSession(game.id, seats, seed=1, step_delay_ms=0, chance_delay_ms=0,
                                  journal_path=os.path.join(folder, f"{game.id}.journal"))
            session.gameOver.connect(lambda _: loop.stop())
            session.start()
            loop.run_forever()
            session.close()
            results.append((game.id, len(session.record.actions), list(to_disk), list(gui)))
    finally:
        Journal.append = append
        loop.close()
    return results


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--writer", action="store_true",
                        help="another process writes to the same disk meanwhile")
    parser.add_argument("--folder", default=os.path.expanduser("~"),
                        help="where the journals are written (a fresh folder inside)")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="caramba-journal-", dir=args.folder) as folder:
        writer = (subprocess.Popen([sys.executable, "-c", WRITER, os.path.join(folder, "big")])
                  if args.writer else None)
        try:
            time.sleep(1.0 if writer else 0.0)  # the writer gets going
            results = play_every_game(folder)
        finally:
            if writer is not None:
                writer.kill()
                writer.wait()
    print(f"journal lines on disk in {args.folder}"
          + (", another process writing" if args.writer else "")
          + ": ms from append to disk, median / 99th percentile / worst; "
            "the GUI thread's part, worst")
    for game_id, lines, to_disk, gui in results:
        to_disk.sort()
        print(f"  {game_id:<8} {lines:>4} lines  {statistics.median(to_disk):6.2f} / "
              f"{to_disk[int(0.99 * (len(to_disk) - 1))]:6.2f} / {to_disk[-1]:6.2f}   "
              f"GUI thread {max(gui):5.2f}")
    worst = max(max(r[2]) for r in results)
    print(f"worst wait for the disk {worst:.1f} ms "
          f"({'over' if worst > LIMIT_MS else 'within'} {LIMIT_MS:.0f} ms; "
          f"load average {os.getloadavg()[0]:.2f})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
