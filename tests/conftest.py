"""Test-wide setup: Qt draws offscreen unless told otherwise (CI has no screen)."""

import os
import subprocess
import sys
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


@pytest.fixture(scope="session")
def qm_files():
    """The .qm catalogues, for every test that speaks a language (`make test` builds
    them first; built here when missing or old)."""
    from caramba_desktop import meta
    from caramba_desktop.ui import language

    lrelease = Path(sys.executable).parent / "pyside6-lrelease"
    for lang in language.LANGUAGES:
        qm = language.qm_path(lang)
        ts = meta.i18n_dir() / f"caramba_desktop_{lang}.ts"
        if qm.exists() and qm.stat().st_mtime >= ts.stat().st_mtime:
            continue
        qm.parent.mkdir(parents=True, exist_ok=True)
        subprocess.run([str(lrelease), str(ts), "-qm", str(qm)], check=True,
                       capture_output=True)


