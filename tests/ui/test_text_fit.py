"""Every text fits its box, in all four languages, at the normal and the largest text
size (Settings), at 1280 x 800 and at the smallest window the app allows: the start page, the four tables in mid-game, CABO between
rounds, Mina de Plata between races, the end screen, the hand-off cover, the
new-game dialog of every game (with the most players), the settings and the rules
help. tests/ui/text_fit.py says what counts as not fitting.
"""

from __future__ import annotations

import pytest

from caramba_desktop.engine import registry
from caramba_desktop.session.session import GameSession
from caramba_desktop.tools import screenshots
from caramba_desktop.ui import language, settings
from caramba_desktop.ui.main_window import MainWindow
from caramba_desktop.ui.new_game import NewGameDialog
from caramba_desktop.ui.rules_help import RulesHelpDialog
from tests.ui.text_fit import table_problems, widget_problems

SIZES = ((1280, 800), MainWindow.MINIMUM_SIZE)
LARGEST = max(settings.TEXT_SIZES, key=settings.TEXT_SIZES.get)
GAMES = ("caramba", "cabo", "caravan", "mina")


@pytest.fixture(scope="module")
def records() -> dict:
    """The positions looked at, played by bots from fixed seeds."""
    return {
        "caramba": screenshots.midgame_record(),
        **{game: screenshots.table_record(game, players, moves)
           for game, players, moves in screenshots.OTHER_TABLES},
        "cabo between rounds": screenshots.stopped_record(
            "cabo", 4, lambda obs, done: len(obs["results"]) >= 2),
        "mina between races": screenshots.stopped_record(
            "mina", 4, lambda obs, done: obs["race"] >= 2),
        **{f"{game} over": screenshots.stopped_record(game, registry.game(game).max_players, None)
           for game in GAMES},
    }


def _look(qtbot, window, where: str) -> list[str]:
    qtbot.wait(30)
    found = widget_problems(window, where)
    page = window.game_window
    if page is not None and page.isVisible():
        found += table_problems(page.view, where)
    return found


def _dialogs(qtbot, window, lang: str) -> list[str]:
    found = []
    for game_id in GAMES:
        dialog = NewGameDialog(game_id, window)
        qtbot.addWidget(dialog)
        dialog.set_player_count(registry.game(game_id).max_players)
        dialog.show()
        qtbot.wait(10)
        found += widget_problems(dialog, f"{lang} new game {game_id}")
        dialog.close()
        help_dialog = RulesHelpDialog(game_id, lang, window)
        qtbot.addWidget(help_dialog)
        help_dialog.resize(help_dialog.minimumSize())
        help_dialog.show()
        qtbot.wait(10)
        found += widget_problems(help_dialog, f"{lang} rules help {game_id}")
        help_dialog.close()
    dialog = settings.SettingsDialog(window)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.wait(10)
    found += widget_problems(dialog, f"{lang} settings")
    dialog.close()
    return found


@pytest.fixture
def speak(qapp):
    yield lambda lang: language.install(qapp, lang, remember=False)
    language.install(qapp, "en", remember=False)


@pytest.mark.parametrize("size", ["normal", LARGEST])
@pytest.mark.parametrize("lang", ["de", "fr", "sv", "en"])
def test_every_text_fits_its_box(qtbot, make_window, records, speak, print_size, lang, size):
    speak(lang)
    print_size(size)
    window = make_window()
    found = []
    for size in SIZES:
        window.resize(*size)
        found += _look(qtbot, window, f"{lang} {size} start page")
    for name, record in records.items():
        window._show_session(GameSession.from_record(record, step_delay_ms=0,
                                                     chance_delay_ms=0), None)
        for size in SIZES:
            window.resize(*size)
            found += _look(qtbot, window, f"{lang} {size} {name}")
        if name == "cabo between rounds":  # the last round's result, over the table
            window.game_window.view.stage.get(("button", "sheet")).click()
            found += _look(qtbot, window, f"{lang} {SIZES[-1]} CABO's round result")
        if name == "caramba":
            page = window.game_window
            page.cover.show_for(screenshots.NAMES[0], "#8e3b26")
            found += _look(qtbot, window, f"{lang} {SIZES[-1]} hand-off cover")
            page.cover.hide()
    found += _dialogs(qtbot, window, lang)
    assert not found, "\n".join(found)


def test_the_window_keeps_its_smallest_size():
    window = MainWindow()
    assert (window.minimumWidth(), window.minimumHeight()) == MainWindow.MINIMUM_SIZE
    window.deleteLater()


def test_the_bot_positions_are_what_the_test_looks_at(records):
    cabo = records["cabo between rounds"].replay()
    assert len(cabo.observation(0)["results"]) >= 2
    assert records["mina between races"].replay().observation(0)["race"] >= 2
    assert all(records[f"{game} over"].replay().is_terminal() for game in GAMES)
