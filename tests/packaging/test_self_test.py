"""`caramba-desktop --self-test`, the check every built installer runs, from source."""

import os
import subprocess
import sys
from pathlib import Path

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
                      "ok   bot process after the games", "ok   translations", "ok   pictures"]
    assert "cabo" in playable_games()


def test_a_failing_check_is_reported_and_the_rest_still_run():
    lines = []
    test = selftest.SelfTest(lines.append)
    test.check("first", lambda: 1 / 0)
    test.check("second", lambda: "fine")
    assert test.failures == 1
    assert lines[0] == "FAIL first: ZeroDivisionError: division by zero"
    assert lines[1].startswith("ok   second: fine (")
