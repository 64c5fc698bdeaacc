"""`caramba-desktop --self-test [--report FILE]`: does this installation work?

Made for a built installer, where a missing library, plugin, translation or
picture shows only when the app runs. It starts the app offscreen, in a
throw-away settings and data folder (the player's own are not touched), and
checks what a player relies on:

  - the main window opens and paints;
  - the bot processes start and load no Qt (a frozen build starts them from
    caramba-desktop-bots, its executable without Qt);
  - every playable game is played to its end by computer seats, through the
    real session, table and bot process pool;
  - a finished game is saved to a file and opened again, move for move;
  - the finished games are kept in the database of games played (SQLite);
  - the rules help opens for every game, with its sections;
  - switching the language turns the menus and the open rules help to it;
  - the German, French and Swedish translations load, ours and Qt's;
  - every SVG picture in assets/ loads.

Prints one line per check and exits 0 when all pass, 1 otherwise. A
windowed Windows build has no console: --report FILE writes the lines to FILE.
--games ID,ID plays only those games (the quick check of the test suite).
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

GAME_TIMEOUT_S = 600.0  # a hang, not a slow machine
# a short menu title of ours and a standard button of Qt's, as each language shows them
KNOWN_TRANSLATIONS = {
    "de": ("&Spiel", "Abbrechen"),
    "fr": ("&Partie", "Annuler"),
    "sv": ("&Spel", "Avbryt"),
}
SEAT_NAMES = ["Pancho", "Dolores", "Emiliano", "Porfirio", "Adelita", "Zapata"]


class SelfTest:
    """Runs the checks in order; each records a line, a failure does not stop the rest."""

    def __init__(self, report: Callable[[str], None]) -> None:
        self.report = report
        self.failures = 0

    def check(self, name: str, step: Callable[[], str]) -> None:
        started = time.perf_counter()
        try:
            detail = step()
        except Exception as exc:  # any failure is a finding to report, not a crash
            self.failures += 1
            self.report(f"FAIL {name}: {type(exc).__name__}: {exc}")
            return
        self.report(f"ok   {name}: {detail} ({time.perf_counter() - started:.1f} s)")


def _wait_for(signal, timeout_s: float) -> list:
    """Run the Qt event loop until `signal` fires (its arguments) or the time is up ([])."""
    from PySide6.QtCore import QEventLoop, QTimer

    loop = QEventLoop()
    fired: list = []

    def on_signal(*args) -> None:
        fired.append(args)
        loop.quit()

    signal.connect(on_signal)
    timer = QTimer()
    timer.setSingleShot(True)
    timer.timeout.connect(loop.quit)
    timer.start(round(timeout_s * 1000))
    loop.exec()
    timer.stop()
    signal.disconnect(on_signal)
    return fired


def check_window(window) -> str:
    from PySide6.QtCore import QEventLoop
    from PySide6.QtWidgets import QApplication

    window.resize(1280, 800)
    window.show()
    QApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 100)
    picture = window.grab()
    if picture.isNull() or picture.width() < 100:
        raise RuntimeError("the main window did not paint")
    return f"{picture.width()}x{picture.height()}"


def check_bot_process() -> str:
    """The bots think in a worker process (not in a thread of this one), which has
    not loaded the GUI's modules (a frozen build starts it from an executable of
    its own, built without Qt)."""
    from caramba_desktop.session import bot_pool, bot_work

    bot_pool.warm_up()  # as the app starts them while the players are seated
    census = bot_pool.process_executor().submit(bot_work.census).result(timeout=60)
    worker, bots, gui, executable = census
    if worker == os.getpid():
        raise RuntimeError("the bot pool fell back to threads: no worker process started")
    if gui:
        raise RuntimeError(f"the bot process loaded {len(gui)} GUI modules: {', '.join(gui[:3])}")
    return (f"{bots} bots made in worker process {worker} ({Path(executable).name}), "
            "no GUI modules loaded")


def play_to_end(window, game_id: str):
    """Start `game_id` with computer seats and wait for its end; returns the session."""
    from caramba_desktop.engine import registry
    from caramba_desktop.ui.main_window import computer_seats
    from caramba_desktop.ui.new_game import NewGameConfig

    game = registry.game(game_id)
    # random players: the shortest games, and the build is on trial here, not the bots
    seats = computer_seats(SEAT_NAMES[: game.min_players], "random")
    session = window.start_config(NewGameConfig(game_id, seats, {}, seed=2024), confirm=False)
    if session is None:
        raise RuntimeError("the game did not start")
    if not session.is_over() and not _wait_for(window.game_window.gameFinished, GAME_TIMEOUT_S):
        raise RuntimeError(f"no end after {GAME_TIMEOUT_S:.0f} s "
                           f"({len(session.record.actions)} moves)")
    if not session.is_over():
        raise RuntimeError("the end screen came before the end of the game")
    return session


def play_game(window, game_id: str) -> str:
    session = play_to_end(window, game_id)
    moves = len(session.record.actions)
    window.leave_game()
    return f"{session.record.num_players} computer players, {moves} moves"


def check_save_and_reopen(window, game_id: str, folder: Path) -> str:
    """Through the window's own Save as and Open, as a player would (no file dialog)."""
    from caramba_desktop.ui import paths

    played = play_to_end(window, game_id)
    path = folder / f"{game_id}{paths.SAVE_SUFFIX}"
    if not window.save_game_as(str(path)):
        raise RuntimeError(f"{path} could not be saved")
    moves = list(played.record.actions)
    window.leave_game()
    window.open_game(str(path))
    window.reading.wait()
    reopened = window.session
    if reopened is None:
        raise RuntimeError(f"the saved {path.name} did not open")
    try:
        if reopened.game.id != game_id or list(reopened.record.actions) != moves:
            raise RuntimeError(f"{path.name} opened as {reopened.game.id} with "
                               f"{len(reopened.record.actions)} moves, not {len(moves)}")
        if not reopened.is_over():
            raise RuntimeError(f"{path.name} opened unfinished")
    finally:
        window.leave_game()
    return f"{game_id}: {len(moves)} moves, {path.stat().st_size} bytes, the same after opening"


def check_games_played(window, finished: int) -> str:
    """Every game played to its end is in the database of games played."""
    store = window.history.store
    if store is None:
        raise RuntimeError("the database of games played cannot be opened")
    kept = len(store.games())
    if kept < finished:
        raise RuntimeError(f"{kept} games kept of {finished} finished")
    return f"{kept} finished games kept in {store.path.name}"


def open_rules(window) -> list:
    """The rules help of every playable game, opened from the window; its dialogs."""
    from caramba_desktop.ui import game_views
    from caramba_desktop.ui.rules_help import RulesHelpDialog

    for game_id in game_views.playable_games():
        window.show_rules(game_id)
    return window.findChildren(RulesHelpDialog)


def check_rules_help(window) -> str:
    from PySide6.QtWidgets import QApplication

    dialogs = open_rules(window)
    QApplication.processEvents()
    for dialog in dialogs:
        path = dialog.current_path()
        if not (dialog.isVisible() and path.is_file()):
            raise RuntimeError(f"the rules of {dialog.game_id} are missing: {path}")
        if len(dialog.section_titles()) < 2 or len(dialog.browser.toPlainText()) < 500:
            raise RuntimeError(f"the rules of {dialog.game_id} show no text")
    return ", ".join(f"{d.game_id} ({len(d.section_titles())} sections)" for d in dialogs)


def check_language_switch(window) -> str:
    """Through the window, as the Language menu does; the rules help stays open."""
    from PySide6.QtWidgets import QApplication

    dialogs = open_rules(window)
    expected_menus = {code: ours for code, (ours, _) in KNOWN_TRANSLATIONS.items()}
    try:
        for code, menu in [*expected_menus.items(), ("en", "&Game")]:
            window.set_language(code)
            QApplication.processEvents()
            if window.game_menu.title() != menu:
                raise RuntimeError(f"{code}: the menu reads {window.game_menu.title()!r}, "
                                   f"not {menu!r}")
            behind = [d.game_id for d in dialogs if d.current_path().stem != code
                      or not d.current_path().is_file()]
            if behind:
                raise RuntimeError(f"{code}: the rules of {', '.join(behind)} did not follow")
    finally:
        for dialog in dialogs:
            dialog.close()
    return f"{', '.join(expected_menus)} and back to en, menus and {len(dialogs)} rules"


def check_translations(app) -> str:
    from PySide6.QtCore import QCoreApplication

    from caramba_desktop.ui import language

    # Qt's own catalogue is looked up under a different name so that our .ts
    # extraction does not take Qt's "Cancel" for one of our strings.
    qt_translate = QCoreApplication.translate
    try:
        for lang, (ours, qts) in KNOWN_TRANSLATIONS.items():
            if not language.install(app, lang, remember=False):
                raise RuntimeError(f"{language.qm_path(lang)} is missing")
            got = (QCoreApplication.translate("MainWindow", "&Game"),
                   qt_translate("QPlatformTheme", "Cancel"))
            if got != (ours, qts):
                raise RuntimeError(f"{lang}: expected {(ours, qts)}, got {got}")
    finally:
        language.install(app, language.DEFAULT_LANGUAGE, remember=False)
    return ", ".join(KNOWN_TRANSLATIONS)


def check_assets() -> str:
    from PySide6.QtSvg import QSvgRenderer

    from caramba_desktop import meta

    pictures = sorted(meta.assets_dir().rglob("*.svg"))
    if not pictures:
        raise RuntimeError(f"no pictures in {meta.assets_dir()}")
    broken = [p.name for p in pictures if not QSvgRenderer(str(p)).isValid()]
    if broken:
        raise RuntimeError(f"cannot load {', '.join(broken)}")
    if not (meta.assets_dir() / "icon.svg").exists():
        raise RuntimeError("the app icon assets/icon.svg is missing")
    return f"{len(pictures)} SVG pictures"


# the offscreen platform cannot size or raise windows and says so at every dialog
OFFSCREEN_NOISE = ("propagateSizeHints", "does not support raise()")


def quiet_offscreen(mode, context, message: str) -> None:
    if not any(noise in message for noise in OFFSCREEN_NOISE) and sys.__stderr__ is not None:
        sys.__stderr__.write(message + "\n")


def run_checks(report: Callable[[str], None], only: list[str] | None = None) -> int:
    """All checks, in a throw-away settings and data folder. Returns the failure count.

    `only`: play just these games (default: every playable game)."""
    import asyncio

    import qasync
    from PySide6.QtCore import QSettings, qInstallMessageHandler

    from caramba_desktop import meta
    from caramba_desktop.app import make_application
    from caramba_desktop.session import bot_pool
    from caramba_desktop.ui import game_views, paths
    from caramba_desktop.ui.main_window import MainWindow
    from caramba_desktop.ui.scene import set_animation_speed

    test = SelfTest(report)
    qInstallMessageHandler(quiet_offscreen)
    with tempfile.TemporaryDirectory(prefix="caramba-self-test-") as scratch:
        os.environ[paths.DATA_ENV] = str(Path(scratch) / "data")
        QSettings.setDefaultFormat(QSettings.Format.IniFormat)
        QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, scratch)
        report(f"{meta.APP_NAME} {meta.VERSION} self-test "
               f"({'built' if getattr(sys, 'frozen', False) else 'from source'}, "
               f"data in {meta.project_root()})")
        app = make_application([])
        loop = qasync.QEventLoop(app)
        asyncio.set_event_loop(loop)  # the bots' answers come back through it
        set_animation_speed(0)
        window = MainWindow()
        window.session_kwargs = {"step_delay_ms": 0, "chance_delay_ms": 0}
        try:
            test.check("main window", lambda: check_window(window))
            test.check("bot process", check_bot_process)
            games = [g for g in game_views.playable_games() if only is None or g in only]
            if not games:
                test.failures += 1
                report("FAIL games: no playable game")
            for game_id in games:
                test.check(f"play {game_id}", lambda g=game_id: play_game(window, g))
            if games:
                test.check("save and reopen",
                           lambda: check_save_and_reopen(window, games[0], Path(scratch)))
                test.check("games played", lambda: check_games_played(window, len(games)))
            test.check("bot process after the games", check_bot_process)
            test.check("rules help", lambda: check_rules_help(window))
            test.check("language switch", lambda: check_language_switch(window))
            test.check("translations", lambda: check_translations(app))
            test.check("pictures", check_assets)
        finally:
            window.close()
            bot_pool.shutdown()
            asyncio.set_event_loop(None)
            loop.close()
    report("self-test passed" if not test.failures else f"self-test FAILED: {test.failures}")
    return test.failures


def _option(argv: list[str], name: str) -> str | None:
    return argv[argv.index(name) + 1] if name in argv[:-1] else None


def main(argv: list[str]) -> int:
    """`argv`: the arguments after --self-test: `--report FILE`, `--games ID,ID` (optional)."""
    report_path = _option(argv, "--report")
    games = _option(argv, "--games")
    # before any QApplication: no screen is needed, and none is shown
    os.environ["QT_QPA_PLATFORM"] = "offscreen"
    lines: list[str] = []

    def report(line: str) -> None:
        lines.append(line)
        if sys.stdout is not None:  # a windowed Windows build has no console
            print(line, flush=True)

    try:
        failures = run_checks(report, games.split(",") if games else None)
    except Exception as exc:  # the app could not even start: say why
        report(f"self-test FAILED to start: {type(exc).__name__}: {exc}")
        failures = 1
    if report_path:
        Path(report_path).write_text("\n".join(lines) + "\n", encoding="utf-8")
    return 1 if failures else 0
