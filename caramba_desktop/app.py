"""The GUI application: QApplication, language, qasync event loop, main window.

    caramba-desktop [FILE]              start the GUI; FILE: a saved game to open

Hidden options for tools and tests:

    --measure-startup                   print "startup-ms N" (process start to the
                                        first paint of the window), the CPU time
                                        to it ("startup-cpu-ms N") and quit
    --autoplay GAME SEED                start a game of computer seats at once
    --autoplay-caramba SEED             the same as --autoplay caramba SEED
    --continue                          resume the last unfinished game at once
    --step-delay-ms MS                  the computer's pace for --autoplay / --continue
    --report-moves                      print "moves N" (flushed) each time the table
                                        has shown a move: N moves are shown
    --quit-after-ms MS                  close the window after MS milliseconds

The data folder (autosave) can be set with CARAMBA_DESKTOP_DATA (ui/paths.py).
"""

from __future__ import annotations

import argparse
import os
import sys
import time

# the earliest moment this module knows of; process_uptime_ms() prefers the OS's word
_IMPORTED = time.perf_counter()


def process_uptime_ms() -> float:
    """Milliseconds since this process started (Linux: from /proc; else since import)."""
    try:
        with open("/proc/self/stat", encoding="ascii") as stat:
            fields = stat.read().rsplit(")", 1)[1].split()
        start_ticks = int(fields[19])  # field 22 of stat: starttime in clock ticks
        with open("/proc/uptime", encoding="ascii") as uptime:
            up = float(uptime.read().split()[0])
        return max(0.0, (up - start_ticks / os.sysconf("SC_CLK_TCK")) * 1000.0)
    except (OSError, ValueError, IndexError, AttributeError):
        return (time.perf_counter() - _IMPORTED) * 1000.0


def parse_args(argv: list[str]) -> argparse.Namespace:
    from caramba_desktop import meta

    parser = argparse.ArgumentParser(prog=meta.EXECUTABLE,
                                     description=f"{meta.APP_NAME}: four tabletop games.")
    parser.add_argument("file", nargs="?", help="a saved game (.caramba.json) to open")
    parser.add_argument("--measure-startup", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--autoplay", nargs=2, metavar=("GAME", "SEED"), help=argparse.SUPPRESS)
    parser.add_argument("--autoplay-caramba", type=int, metavar="SEED", help=argparse.SUPPRESS)
    parser.add_argument("--continue", dest="resume", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--report-moves", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--step-delay-ms", type=int, default=0, help=argparse.SUPPRESS)
    parser.add_argument("--quit-after-ms", type=int, help=argparse.SUPPRESS)
    parser.add_argument("--version", action="version", version=f"{meta.APP_NAME} {meta.VERSION}")
    return parser.parse_args(argv)


def make_application(argv: list[str] | None = None):
    """The QApplication, named, in the player's language (reused if one exists)."""
    from PySide6.QtGui import QIcon
    from PySide6.QtWidgets import QApplication

    from caramba_desktop import meta
    from caramba_desktop.ui import language, large_print

    args = [sys.argv[0] if sys.argv else meta.EXECUTABLE, *(argv or [])]
    app = QApplication.instance() or QApplication(args)
    app.setApplicationName(meta.APP_NAME)
    app.setApplicationDisplayName(meta.APP_NAME)
    app.setApplicationVersion(meta.VERSION)
    app.setOrganizationName(meta.ORGANIZATION)
    app.setDesktopFileName(meta.APP_ID)
    app.setWindowIcon(QIcon(str(meta.assets_dir() / "icon.svg")))
    language.install(app, language.initial_language(), remember=False)
    large_print.follow_system(app)
    return app


def show_painted(window, timeout_ms: int = 5000) -> float | None:
    """Show `window` and return once it is painted (or after `timeout_ms` without a
    paint, as with no screen): the process's milliseconds at its first paint (None:
    no paint)."""
    from PySide6.QtCore import QEvent, QEventLoop, QObject, QTimer

    loop = QEventLoop()
    painted: list[float] = []

    class FirstPaint(QObject):
        def eventFilter(self, watched, event):  # noqa: N802 (Qt's name)
            if event.type() == QEvent.Type.Paint and not painted:
                painted.append(process_uptime_ms())
                loop.quit()  # once this paint is done
            return False

    probe = FirstPaint(window)
    window.installEventFilter(probe)
    timer = QTimer()
    timer.setSingleShot(True)
    timer.timeout.connect(loop.quit)
    timer.start(timeout_ms)
    window.show()
    # the keys (and a screen reader's focus) go to the window at once, also where no
    # window manager gives it the focus
    window.activateWindow()
    if not painted:
        loop.exec()
    timer.stop()
    window.removeEventFilter(probe)
    return painted[0] if painted else None


def wait_answering(future) -> None:
    """Run the application's events until `future` is done."""
    from PySide6.QtCore import QEventLoop

    from caramba_desktop.session.gui_relay import when_done

    loop = QEventLoop()
    when_done(future, loop, lambda waiting, done: waiting.quit())
    loop.exec()


def run(argv: list[str] | None = None) -> int:
    """Start the GUI and return its exit code. `argv` excludes the program name."""
    app = make_application(argv)
    # Qt took its own options (-platform ...) out of the list; the rest are ours
    options = parse_args(app.arguments()[1:])

    from PySide6.QtCore import QTimer

    from caramba_desktop.ui.main_window import MainWindow

    # the start page is painted first: the games played (sqlite), the journals, the
    # game sessions, the computers' processes and their event loop come after it
    window = MainWindow(finish_start=False)
    first_paint_ms = show_painted(window)
    if options.measure_startup:
        if first_paint_ms is not None:
            # the CPU it took (the process's, to here): what a busy machine leaves as it is
            print(f"startup-cpu-ms {time.process_time() * 1000.0:.1f}", flush=True)
            print(f"startup-ms {first_paint_ms:.1f}", flush=True)
            # what the first paint waited for (tests/test_architecture.py)
            print("startup-modules " + " ".join(sorted(sys.modules)), flush=True)
        QTimer.singleShot(0, window.close)
    # their code loads off the window's thread; the start page answers meanwhile
    wait_answering(window.load_start_modules())
    if not window.isVisible():  # closed meanwhile (Qt says so only once exec() runs)
        return 0

    import asyncio

    import qasync

    from caramba_desktop.ui import settings
    from caramba_desktop.ui.main_window import computer_seats
    from caramba_desktop.ui.new_game import NewGameConfig
    from caramba_desktop.ui.scene import set_animation_speed

    if options.file:  # a game opens at once: its computer seats need their processes
        from caramba_desktop.session import bot_pool

        bot_pool.warm_up()
    set_animation_speed(settings.animation_speed())
    loop = qasync.QEventLoop(app)
    asyncio.set_event_loop(loop)
    window.finish_start()
    if options.autoplay_caramba is not None:
        options.autoplay = ["caramba", options.autoplay_caramba]
    if options.autoplay or options.resume:
        set_animation_speed(0)
        window.session_kwargs = {"step_delay_ms": options.step_delay_ms,
                                 "chance_delay_ms": 0}

    def report(session) -> None:
        # connected after the table's own slots: printed once the table shows the move
        if options.report_moves and session is not None:
            print(f"moves {len(session.record.actions)}", flush=True)
            session.actionApplied.connect(
                lambda entry: print(f"moves {entry.index + 1}", flush=True))

    if options.autoplay:
        from caramba_desktop.engine import registry

        game_id, seed = options.autoplay[0], int(options.autoplay[1])
        game = registry.game(game_id)
        names = ["Pancho", "Dolores", "Emiliano", "Porfirio"]
        names = names[:max(game.min_players, min(len(names), game.max_players))]
        config = NewGameConfig(game_id, computer_seats(names), {}, seed)
        QTimer.singleShot(0, lambda: report(window.start_config(config, confirm=False)))
    elif options.resume:  # the game shows once its journal is read
        window.sessionShown.connect(report)
        QTimer.singleShot(0, window.continue_game)
    elif options.file:
        path = os.path.abspath(options.file)
        QTimer.singleShot(0, lambda: window.open_game(path))

    if options.quit_after_ms is not None:
        QTimer.singleShot(options.quit_after_ms, window.close)
    app.lastWindowClosed.connect(loop.stop)
    with loop:
        loop.run_forever()
    return 0
