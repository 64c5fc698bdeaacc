"""The app's data folder, found without Qt (the `history` command runs without it).

It is the folder Qt names AppDataLocation for our organisation and application
(ui/paths.py uses this function, and a test checks that Qt agrees), or the folder
named by the environment variable CARAMBA_DESKTOP_DATA.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

from caramba_desktop import meta

DATA_ENV = "CARAMBA_DESKTOP_DATA"


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


def data_dir() -> Path:
    """The app's data folder (created when missing)."""
    override = os.environ.get(DATA_ENV)
    folder = Path(override) if override else system_data_dir()
    folder.mkdir(parents=True, exist_ok=True)
    return folder
