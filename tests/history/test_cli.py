"""`caramba-desktop history [--json]` lists the games kept, without a window."""

from __future__ import annotations

import json
import os
import subprocess
import sys

from caramba_desktop.history.store import HistoryStore
from tests.history.fixture_games import fill


def run_history(data, *args) -> subprocess.CompletedProcess:
    env = dict(os.environ, CARAMBA_DESKTOP_DATA=str(data))
    return subprocess.run([sys.executable, "-m", "caramba_desktop", "history", *args],
                          env=env, capture_output=True, text=True, timeout=60, check=False)


def test_the_json_lists_every_game_newest_first(tmp_path):
    store = HistoryStore(tmp_path / "history.sqlite")
    fill(store)
    store.close()
    done = run_history(tmp_path, "--json")
    assert done.returncode == 0, done.stderr
    games = json.loads(done.stdout)["games"]
    assert len(games) == 10
    assert all(set(game) == {"id", "game", "ended", "moves", "players"} for game in games)
    newest = games[0]
    assert (newest["game"], newest["moves"]) == ("cabo", 365)
    assert newest["players"] == [
        {"name": "Lupe", "kind": "human", "level": None, "score": 104, "winner": False},
        {"name": "Pancho", "kind": "human", "level": None, "score": 43, "winner": True}]
    assert games[-1]["players"][1] == {"name": "Dolores", "kind": "computer", "level": "hard",
                                       "score": 15, "winner": False}
    assert [g["ended"] for g in games] == sorted((g["ended"] for g in games), reverse=True)

    lines = run_history(tmp_path).stdout.splitlines()
    assert len(lines) == 10 and "cabo" in lines[0] and "*Pancho 43" in lines[0]


def test_an_empty_history_and_no_qt(tmp_path):
    done = run_history(tmp_path, "--json")
    assert done.returncode == 0 and json.loads(done.stdout) == {"games": []}
    probe = ("import sys; from caramba_desktop.__main__ import main; main(['history']);"
             " print(sorted(m for m in sys.modules if m.startswith('PySide6')))")
    env = dict(os.environ, CARAMBA_DESKTOP_DATA=str(tmp_path))
    shown = subprocess.run([sys.executable, "-c", probe], env=env, capture_output=True,
                           text=True, timeout=60, check=True)
    assert shown.stdout.strip().splitlines()[-1] == "[]"
