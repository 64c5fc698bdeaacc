"""Where the app keeps its files: the unfinished games' journals and the last finished game.

The folder is Qt's AppDataLocation (e.g. ~/.local/share/Caramba Desktop/Caramba
Desktop on Linux, %APPDATA%\\Caramba Desktop\\Caramba Desktop on Windows), or
the folder named by the environment variable CARAMBA_DESKTOP_DATA (tests, the
screenshot and benchmark tools, a portable install); history/folder.py finds it
without Qt, for the command line too.

    unfinished/<game>-<started>.journal
                           one file per unfinished game, one action a line
                           (session/journal.py); each game's card on the start
                           page offers "Continue" for its own
    last-finished.journal  the game that ended last (kept for a look back)
    current.journal        the single autosave of older versions: moved into
                           unfinished/ when the games are listed
    history.sqlite         every finished game (history/store.py)

Save files chosen by the player are game records with the suffix .caramba.json.
"""

from __future__ import annotations

import json
import os
import tempfile
import time
from pathlib import Path

from PySide6.QtCore import QStandardPaths

from caramba_desktop.history import folder as data_folder

DATA_ENV = data_folder.DATA_ENV
UNFINISHED_FOLDER = "unfinished"
JOURNAL_SUFFIX = ".journal"
LEGACY_AUTOSAVE_NAME = "current.journal"
FINISHED_NAME = "last-finished.journal"
SAVE_SUFFIX = ".caramba.json"
# the most of a journal's first line read to name a migrated file by its game
HEADER_PEEK_BYTES = 4096


def data_dir() -> Path:
    """The app's data folder (created when missing)."""
    return data_folder.data_dir()


def unfinished_dir() -> Path:
    """The folder of the unfinished games' journals (created when missing, private);
    OSError when it cannot be."""
    folder = data_dir() / UNFINISHED_FOLDER
    data_folder.make_private_dir(folder)
    return folder


def writing_problem() -> OSError | None:
    """Why the app cannot keep its files (the data folder cannot be made, or no file
    can be written in it), or None when it can."""
    try:
        fd, probe = tempfile.mkstemp(dir=unfinished_dir(), prefix=".probe-")
        os.close(fd)
        os.unlink(probe)
    except OSError as exc:
        return exc
    return None


def chosen_data_dir() -> Path:
    """The data folder as it is named, whether or not it exists."""
    return data_folder.chosen_data_dir()


def new_journal_path(game_id: str, started: float | None = None) -> Path:
    """A journal file of its own for a game of `game_id` starting now (or at `started`)."""
    stamp = time.strftime("%Y%m%d-%H%M%S", time.localtime(started))
    folder = unfinished_dir()
    path, number = folder / f"{game_id}-{stamp}{JOURNAL_SUFFIX}", 1
    while path.exists():
        number += 1
        path = folder / f"{game_id}-{stamp}-{number}{JOURNAL_SUFFIX}"
    return path


def unfinished_journals() -> list[Path]:
    """Every unfinished game's journal, the last played first (an older version's
    autosave is moved in first, so nobody loses it). A folder that cannot be made or
    written is read as it is."""
    migrate_legacy_autosave()
    folder = chosen_data_dir() / UNFINISHED_FOLDER
    try:
        journals = [path for path in folder.glob(f"*{JOURNAL_SUFFIX}") if path.is_file()]
    except OSError:
        return []

    def last_played(path: Path) -> tuple[float, str]:
        try:
            return path.stat().st_mtime, path.name
        except OSError:
            return 0.0, path.name

    return sorted(journals, key=last_played, reverse=True)


def migrate_legacy_autosave() -> Path | None:
    """Move an older version's current.journal into the unfinished games; its new path."""
    legacy = chosen_data_dir() / LEGACY_AUTOSAVE_NAME
    try:
        started = legacy.stat().st_mtime
        target = new_journal_path(_game_named_in(legacy), started)
        os.replace(legacy, target)
    except OSError:  # none, or the folder cannot be written: it stays where it is
        return None
    os.utime(target, (started, started))  # it keeps its place among the games by date
    return target


def _game_named_in(journal: Path) -> str:
    """The game id in a journal's header, or "game" when it cannot be read."""
    try:
        with open(journal, "rb") as inp:
            header = json.loads(inp.read(HEADER_PEEK_BYTES).split(b"\n", 1)[0])
        game_id = header["game"]
    except (OSError, ValueError, KeyError, TypeError):
        return "game"
    return game_id if isinstance(game_id, str) and game_id.isidentifier() else "game"


def finished_path() -> Path:
    """Where the journal of a finished game is kept (its folder made, where it can be)."""
    try:
        return data_dir() / FINISHED_NAME
    except OSError:  # nothing is moved there then: the path only says where it would be
        return chosen_data_dir() / FINISHED_NAME


def with_save_suffix(path: str) -> str:
    """`path` ending in .caramba.json (a file dialog may leave the suffix out)."""
    if path.lower().endswith(SAVE_SUFFIX):
        return path
    if path.lower().endswith(".json"):
        path = path[: -len(".json")]
    return path + SAVE_SUFFIX


def save_folder(last_used: object) -> str:
    """Where a file dialog starts: the last folder used (as the settings hold it),
    else the player's documents folder, else the home folder; never the folder the
    program runs in."""
    if isinstance(last_used, str) and last_used and os.path.isdir(last_used):
        return last_used
    documents = QStandardPaths.writableLocation(
        QStandardPaths.StandardLocation.DocumentsLocation)
    if documents and os.path.isdir(documents):
        return documents
    return str(Path.home())
