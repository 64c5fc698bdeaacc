"""The app's data folder, found without Qt (the `history` command runs without it).

It is the folder Qt names AppDataLocation for our organisation and application
(ui/paths.py uses this function, and a test checks that Qt agrees), or the folder
named by the environment variable CARAMBA_DESKTOP_DATA. The app makes its folders
0700 and its files 0600 (Linux, macOS): no other account on the computer reads a
game's hidden cards.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

from caramba_desktop import meta

DATA_ENV = "CARAMBA_DESKTOP_DATA"
PRIVATE_DIR_MODE = 0o700
PRIVATE_FILE_MODE = 0o600


def _system_data_home() -> Path:
    """Where the system keeps applications' data for this user."""
    home = Path.home()
    if sys.platform == "win32":
        roaming = os.environ.get("APPDATA")
        return Path(roaming) if roaming else home / "AppData" / "Roaming"
    if sys.platform == "darwin":
        return home / "Library" / "Application Support"
    xdg = os.environ.get("XDG_DATA_HOME", "")
    # the XDG rules ignore a relative path, as Qt does
    return Path(xdg) if xdg and os.path.isabs(xdg) else home / ".local" / "share"


def system_data_dir() -> Path:
    """The folder the system gives the app for its data (Qt's AppDataLocation)."""
    return _system_data_home() / meta.ORGANIZATION / meta.APP_NAME


def chosen_data_dir() -> Path:
    """The app's data folder, as it is named (it may not exist, nor be possible)."""
    override = os.environ.get(DATA_ENV)
    return Path(override) if override else system_data_dir()


def data_dir() -> Path:
    """The app's data folder (created when missing, private); OSError when it cannot be."""
    folder = chosen_data_dir()
    make_private_dir(folder)
    return folder


def make_private_dir(folder: Path) -> None:
    """Make `folder` (and its parents) when missing; the folder itself is for this
    account alone (0700 on Linux and macOS, whatever the umask): a journal holds
    every hidden card. A folder that exists already keeps its mode."""
    if folder.is_dir():
        return
    try:  # the parents as the system makes folders; ours private
        folder.mkdir(mode=PRIVATE_DIR_MODE, parents=True)
    except FileExistsError:
        if folder.is_dir():  # made by another instance meanwhile
            return
        raise
    if os.name == "posix":  # mkdir's mode passes through the umask; chmod does not
        os.chmod(folder, PRIVATE_DIR_MODE)
