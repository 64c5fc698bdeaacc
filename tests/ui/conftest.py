"""pytest-qt setup for the UI tests: one QApplication, settings kept out of $HOME."""


import pytest
from PySide6.QtCore import QSettings

from caramba_desktop import meta
from caramba_desktop.ui import language, large_print, settings


@pytest.fixture(scope="session", autouse=True)
def english_catalogue(qapp, qm_files):
    """English from its catalogue, as the app starts: counts take their plural forms
    there ("1 action", "2 actions"), not from the source text ("%n action(s)")."""
    language.install(qapp, "en", remember=False)


@pytest.fixture(autouse=True)
def app_identity(qapp, tmp_path):
    """Name the application as app.run() does, and keep QSettings in a temp folder."""
    qapp.setApplicationName(meta.APP_NAME)
    qapp.setOrganizationName(meta.ORGANIZATION)
    qapp.setApplicationVersion(meta.VERSION)
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(tmp_path))
    yield qapp


@pytest.fixture
def print_size(qapp):
    """Set the text size as the Settings do; the normal size is back after the test."""
    def choose(choice: str) -> None:
        QSettings().setValue(settings.TEXT_SIZE_KEY, settings.TEXT_SIZES[choice])
        large_print.apply(qapp)

    yield choose
    choose("normal")


# ----- the app in play: a qasync loop, a data folder, the main window ---------------------

import asyncio  # noqa: E402

import qasync  # noqa: E402


@pytest.fixture
def qloop(qapp):
    """A qasync loop set as the current asyncio loop (bots answer through it); the
    nested loops of qtbot.wait/waitUntil/waitSignal deliver its callbacks."""
    loop = qasync.QEventLoop(qapp)
    asyncio.set_event_loop(loop)
    yield loop
    asyncio.set_event_loop(None)
    loop.close()


@pytest.fixture
def data_dir(tmp_path, monkeypatch):
    """The app's data folder (autosave) in a temp folder."""
    folder = tmp_path / "data"
    monkeypatch.setenv("CARAMBA_DESKTOP_DATA", str(folder))
    return folder


@pytest.fixture
def no_animation():
    from caramba_desktop.ui.scene import set_animation_speed

    set_animation_speed(0)
    yield
    set_animation_speed(1)


def wait_for_reading(qtbot, window) -> None:
    """Until `window` has read what it reads on its reading thread (ui/reading.py): the
    unfinished games of the start page, and the game Continue, Open or Replay asked for."""
    qtbot.waitUntil(lambda: not window.reading.busy and not window.reading.listing,
                    timeout=15_000)


@pytest.fixture
def make_window(qtbot, qloop, data_dir, no_animation):
    """Main windows that play at full speed; closed after the test."""
    from caramba_desktop.ui.main_window import MainWindow

    made = []

    def make():
        window = MainWindow()
        window.session_kwargs = {"step_delay_ms": 0, "chance_delay_ms": 0}
        qtbot.addWidget(window)
        window.resize(1280, 800)
        window.show()
        qtbot.waitExposed(window)
        made.append(window)
        wait_for_reading(qtbot, window)  # the start page's unfinished games
        return window

    yield make
    for window in made:
        window._close_game()


# ----- the translations --------------------------------------------------------------------

@pytest.fixture
def english(qapp):
    """A test that switches the language leaves English behind it."""
    yield
    language.install(qapp, "en", remember=False)
