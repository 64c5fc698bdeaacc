"""Name, id and version of the application: the one source of truth.

Read by the package metadata (pyproject.toml), the GUI, the PyInstaller spec
and the installer templates. Also knows where the top-level data folders
(assets/, i18n/) are, both in a source checkout and in a frozen bundle.
"""

from __future__ import annotations

import sys
from pathlib import Path

APP_NAME = "Caramba Desktop"
APP_ID = "org.carambadesktop.CarambaDesktop"
EXECUTABLE = "caramba-desktop"
# a frozen build's bot processes: an executable without Qt (packaging/bot_process.py)
BOT_EXECUTABLE = f"{EXECUTABLE}-bots"
VERSION = "0.1.0"
ORGANIZATION = "Caramba Desktop"


def project_root() -> Path:
    """The folder that holds assets/ and i18n/.

    From source (or an editable install) this is the parent of the
    caramba_desktop package; in a PyInstaller bundle it is the bundle's data
    folder (``sys._MEIPASS``), where the spec puts assets/ and i18n/.
    """
    bundle = getattr(sys, "_MEIPASS", None)
    if getattr(sys, "frozen", False) and bundle:
        return Path(bundle)
    return Path(__file__).resolve().parent.parent


def assets_dir() -> Path:
    """Our own SVG art: cards, crates, boards, tokens, icons."""
    return project_root() / "assets"


def i18n_dir() -> Path:
    """Translations: the .ts sources, and the built .qm files in build/."""
    return project_root() / "i18n"
