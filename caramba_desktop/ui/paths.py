"""Where the app keeps its files: the autosave journal and the last finished game.

The folder is Qt's AppDataLocation (e.g. ~/.local/share/Caramba Desktop/Caramba
Desktop on Linux, %APPDATA%\\Caramba Desktop\\Caramba Desktop on Windows), or
the folder named by the environment variable CARAMBA_DESKTOP_DATA (tests, the
screenshot and benchmark tools, a portable install).

    current.journal        the game in play, one action a line (session/journal.py);
                           "Continue" on the start page resumes it
    last-finished.journal  the game that ended last (kept for a look back)

Save files chosen by the player are game records with the suffix .caramba.json.
"""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QStandardPaths

DATA_ENV = "CARAMBA_DESKTOP_DATA"
AUTOSAVE_NAME = "current.journal"
FINISHED_NAME = "last-finished.journal"
SAVE_SUFFIX = ".caramba.json"


def data_dir() -> Path:
    """The app's data folder (created when missing)."""
    override = os.environ.get(DATA_ENV)
    if override:
        folder = Path(override)
    else:
        location = QStandardPaths.StandardLocation.AppDataLocation
        folder = Path(QStandardPaths.writableLocation(location) or Path.home() / ".caramba-desktop")
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def autosave_path() -> Path:
    """The journal of the game in play."""
    return data_dir() / AUTOSAVE_NAME


def finished_path() -> Path:
    """Where the journal of a finished game is kept."""
    return data_dir() / FINISHED_NAME


def with_save_suffix(path: str) -> str:
    """`path` ending in .caramba.json (a file dialog may leave the suffix out)."""
    if path.lower().endswith(SAVE_SUFFIX):
        return path
    if path.lower().endswith(".json"):
        path = path[: -len(".json")]
    return path + SAVE_SUFFIX
