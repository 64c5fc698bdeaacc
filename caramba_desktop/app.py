"""The GUI application: QApplication, translators, qasync event loop, main window."""

from __future__ import annotations

import asyncio
import sys

import qasync
from PySide6.QtCore import QLibraryInfo, QLocale, QTranslator
from PySide6.QtWidgets import QApplication

from caramba_desktop import meta


def install_translators(app: QApplication, locale: QLocale | None = None) -> list[QTranslator]:
    """Install Qt's own translations and ours for `locale` (default: the system's).

    Our .qm files are built by `make translations` into i18n/build/. A missing
    file is not an error: the strings in the code are English.
    """
    locale = locale or QLocale.system()
    installed = []
    sources = (
        ("qtbase", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)),
        ("caramba_desktop", str(meta.i18n_dir() / "build")),
    )
    for name, folder in sources:
        translator = QTranslator(app)
        if translator.load(locale, name, "_", folder):
            app.installTranslator(translator)
            installed.append(translator)
    return installed


def run(argv: list[str] | None = None) -> int:
    """Start the GUI and return its exit code. `argv` excludes the program name."""
    args = [sys.argv[0] if sys.argv else meta.EXECUTABLE, *(argv or [])]
    app = QApplication.instance() or QApplication(args)
    app.setApplicationName(meta.APP_NAME)
    app.setApplicationDisplayName(meta.APP_NAME)
    app.setApplicationVersion(meta.VERSION)
    app.setOrganizationName(meta.ORGANIZATION)
    app.setDesktopFileName(meta.APP_ID)
    install_translators(app)

    from caramba_desktop.ui.main_window import MainWindow

    loop = qasync.QEventLoop(app)
    asyncio.set_event_loop(loop)
    window = MainWindow()
    window.show()
    with loop:
        return int(loop.run_forever())
