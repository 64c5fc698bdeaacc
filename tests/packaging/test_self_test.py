"""`caramba-desktop --self-test`, the check every built installer runs, from source."""

import os
import subprocess
import sys
from pathlib import Path

from PySide6.QtCore import QSettings

from caramba_desktop import selftest
from caramba_desktop.ui.game_views import playable_games

ROOT = Path(__file__).resolve().parents[2]


def test_the_self_test_plays_a_game_and_finds_translations_and_pictures(tmp_path):
    # one game (the shortest) keeps this quick; `make dist` plays them all on the build
    report = tmp_path / "report.txt"
    env = {**os.environ, "QT_QPA_PLATFORM": "xcb"}  # the self-test must choose offscreen itself
    done = subprocess.run(
        [sys.executable, "-m", "caramba_desktop", "--self-test", "--games", "cabo",
         "--report", str(report)],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    lines = report.read_text(encoding="utf-8").splitlines()
    assert done.returncode == 0, "\n".join(lines) + done.stderr
    assert lines[-1] == "self-test passed"
    passed = [line.split(":")[0] for line in lines if line.startswith("ok ")]
    assert passed == ["ok   main window", "ok   bot process", "ok   play cabo",
                      "ok   save and reopen", "ok   games played",
                      "ok   bot process after the games",
                      "ok   rules help", "ok   language switch", "ok   translations",
                      "ok   pictures"]
    assert "cabo" in playable_games()
    rules = next(line for line in lines if line.startswith("ok   rules help"))
    assert all(f"{game_id} (" in rules for game_id in playable_games())
    assert "does not support raise()" not in done.stderr  # offscreen noise, kept quiet


def test_rules_help_left_out_of_a_build_fails_the_self_test(qtbot, qapp, tmp_path, monkeypatch):
    # as in a bundle whose spec forgot the help pages
    from caramba_desktop.ui import rules_help
    from caramba_desktop.ui.main_window import MainWindow

    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(tmp_path))
    monkeypatch.setattr(rules_help, "GAMES_DIR", tmp_path / "games")
    window = MainWindow()
    qtbot.addWidget(window)
    lines = []
    test = selftest.SelfTest(lines.append)
    test.check("rules help", lambda: selftest.check_rules_help(window))
    assert test.failures == 1
    assert lines[0].startswith("FAIL rules help: RuntimeError: the rules of caramba are missing")


def test_a_failing_check_is_reported_and_the_rest_still_run():
    lines = []
    test = selftest.SelfTest(lines.append)
    test.check("first", lambda: 1 / 0)
    test.check("second", lambda: "fine")
    assert test.failures == 1
    assert lines[0] == "FAIL first: ZeroDivisionError: division by zero"
    assert lines[1].startswith("ok   second: fine (")
