"""The games as a screen reader reads them, on Linux through AT-SPI as Orca does.

For each of the four games the real app is started (from the venv, on the xcb platform
under Xvfb, with a D-Bus session and its accessibility bus, QT_LINUX_ACCESSIBILITY_
ALWAYS_ON=1) with a new game of Ana (at the screen) against a computer player. A second
process, the system's Python with python3-gi (tests/ui/atspi_reader.py), finds the
table in the accessibility tree, reads its items, and plays by keyboard: the arrow key
moves the focus (the item's name must be heard), Enter makes a legal move (its log
sentence must be announced), F2 reads the table. Nothing hidden is named: the other
player's cards are face down.

Without Xvfb, D-Bus, at-spi2-core or the AT-SPI bindings the test fails and says what
to install (.ci/run installs them).
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from caramba_desktop.engine.record import GameRecord

ROOT = Path(__file__).resolve().parents[2]
READER = ROOT / "tests" / "ui" / "atspi_reader.py"
SYSTEM_PYTHON = "/usr/bin/python3"
BUS_LAUNCHER = "/usr/libexec/at-spi-bus-launcher"
PACKAGES = "xvfb dbus-bin dbus-daemon at-spi2-core python3-gi gir1.2-atspi-2.0"

# the keys of one legal move from the first choice of each game (seed 5, Ana first)
MOVES = {
    "caramba": ["Right", "Return"],  # bid the first card of the hand (gold 2)
    "cabo": ["Right", "Return", "Right", "Return"],  # look at two of one's own cards
    "caravan": ["Right", "Return", "Right", "Return"],  # a camel from the supply, placed
    "mina": ["Right", "Return"],  # the sombrero on the first free space
}


def missing_tools() -> list[str]:
    missing = [tool for tool in ("Xvfb", "dbus-run-session") if shutil.which(tool) is None]
    if not os.path.exists(BUS_LAUNCHER):
        missing.append(BUS_LAUNCHER)
    probe = subprocess.run([SYSTEM_PYTHON, "-c", "import gi; gi.require_version('Atspi', "
                            "'2.0'); from gi.repository import Atspi"],
                           capture_output=True) if os.path.exists(SYSTEM_PYTHON) else None
    if probe is None or probe.returncode != 0:
        missing.append("the AT-SPI bindings of the system's Python")
    return missing


@pytest.fixture(scope="module")
def display():
    """An X server of our own for the app and the reader."""
    missing = missing_tools()
    if missing:
        pytest.fail(f"missing for the screen-reader test: {', '.join(missing)}; install the "
                    f"Debian packages {PACKAGES}")
    read, write = os.pipe()
    server = subprocess.Popen(["Xvfb", "-displayfd", str(write), "-screen", "0",
                               "1280x800x24", "-nolisten", "tcp"], pass_fds=(write,),
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(write)
    with os.fdopen(read) as answer:
        number = answer.readline().strip()
    yield f":{number}"
    server.terminate()
    server.wait(10)


def hear(display: str, tmp_path: Path, game_id: str, keys: list[str]) -> dict:
    """Start `game_id` in the app and have the reader press `keys`: what it heard."""
    record = GameRecord(game_id, 2, {}, [], {"seed": 5, "seats": [
        {"name": "Ana", "kind": "human", "level": "normal"},
        {"name": "Cid", "kind": "computer", "level": "random"}]})
    game = tmp_path / f"{game_id}.caramba.json"
    game.write_text(record.dumps(), encoding="utf-8")
    env = dict(os.environ, DISPLAY=display, QT_QPA_PLATFORM="xcb",
               QT_LINUX_ACCESSIBILITY_ALWAYS_ON="1", LANGUAGE="en", LANG="C.UTF-8",
               CARAMBA_DESKTOP_DATA=str(tmp_path / f"data-{game_id}"))
    env.pop("WAYLAND_DISPLAY", None)
    script = (f'{BUS_LAUNCHER} --launch-immediately & '
              f'"$APP" -m caramba_desktop "$GAME" --quit-after-ms 60000 & app=$!; '
              f'{SYSTEM_PYTHON} "$READER" "$@"; status=$?; kill $app; wait $app; '
              'exit $status')
    env.update(APP=sys.executable, GAME=str(game), READER=str(READER))
    done = subprocess.run(["dbus-run-session", "--", "sh", "-c", script, "sh", *keys],
                          env=env, capture_output=True, text=True, timeout=90, cwd=ROOT)
    lines = [line for line in done.stdout.splitlines() if line.startswith("{")]
    assert lines, (done.stdout, done.stderr[-3000:])
    report = json.loads(lines[-1])
    assert "error" not in report, (report, done.stderr[-3000:])
    return report


@pytest.mark.parametrize("game_id", sorted(MOVES))
def test_a_game_is_read_and_played_by_ear(display, tmp_path, game_id):
    keys = [*MOVES[game_id], "F2"]
    report = hear(display, tmp_path, game_id, keys)
    items = report["before"]
    choices = [item for item in items if item["role"] == "push button"]
    # the table's things have names, and the choices are buttons a reader offers
    assert choices and all(item["name"] for item in choices), items
    assert len([item for item in items if item["name"]]) >= 8, items
    steps = report["steps"]
    # the first arrow key puts the focus on the first choice: its name is heard
    focus = [heard["focus"] for heard in steps[0]["heard"] if "focus" in heard]
    assert focus and focus[-1]["name"] == choices[0]["name"] and focus[-1]["focused"], steps[0]
    # the move is told with the log's sentence, naming who made it
    move = [heard["announcement"] for step in steps[1:-1] for heard in step["heard"]
            if "announcement" in heard]
    assert any(said.startswith("Ana ") for said in move), steps
    # F2 reads the table: whose turn and the other player are in it
    summary = [heard["announcement"] for heard in steps[-1]["heard"] if "announcement" in heard]
    assert any("Cid" in said and ("Your turn" in said or "Cid to play" in said)
               for said in summary), steps[-1]
    # the other player's hidden cards are named face down, never by their value
    for item in report["before"] + report["after"]:
        if "hand of Cid" in item["description"] and game_id in ("caramba", "cabo"):
            assert "Face-down card" in item["name"], item
