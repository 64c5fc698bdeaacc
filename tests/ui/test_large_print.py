"""Large print and high contrast, through the window: the Settings' text size makes
the side panel, the status line, the log, the hint and the table's labels bigger at
once (no restart) and is kept; the system's high contrast keeps the system's palette,
and the Settings' "High" gives a black-and-white one where the system has none.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtGui import QColor, QPalette

from caramba_desktop.session.session import GameSession
from caramba_desktop.tools import screenshots
from caramba_desktop.ui import language, large_print, palette, settings
from caramba_desktop.ui.main_window import MainWindow
from caramba_desktop.ui.new_game import NewGameDialog
from caramba_desktop.ui.scene import LabelItem
from caramba_desktop.ui.scene.reading import ink
from caramba_desktop.ui.settings import SettingsDialog
from tests.ui.conftest import wait_for_reading
from tests.ui.text_fit import table_problems, widget_problems

PLAYER = screenshots.NAMES[0]
LARGEST = max(settings.TEXT_SIZES, key=settings.TEXT_SIZES.get)


@pytest.fixture(scope="module")
def record():
    return screenshots.midgame_record()


@pytest.fixture
def normal_print(qapp):
    """Every test leaves the normal text size and contrast behind it."""
    yield
    QSettings().remove(settings.TEXT_SIZE_KEY)
    QSettings().remove(settings.CONTRAST_KEY)
    large_print.apply(qapp)


@pytest.fixture
def table(qtbot, make_window, record, normal_print):
    """A window with Caramba! in mid-game."""
    window = make_window()
    window._show_session(GameSession.from_record(record, step_delay_ms=0, chance_delay_ms=0),
                         None)
    qtbot.wait(20)
    return window


def _choose_in_settings(qtbot, window, *, size: str | None = None,
                        contrast: str | None = None) -> None:
    """Open the Settings from the menu, choose, press OK."""
    window.settings_action.trigger()
    dialog = window.settings_dialog
    qtbot.waitExposed(dialog)
    if size is not None:
        dialog.text_size_combo.setCurrentIndex(dialog.text_size_combo.findData(size))
    if contrast is not None:
        dialog.contrast_combo.setCurrentIndex(dialog.contrast_combo.findData(contrast))
    dialog.accept()
    qtbot.wait(20)


def _sizes(window) -> dict[str, float]:
    """What a player reads, by how big it is: fonts in points, the table's name label
    in pixels on the screen."""
    page = window.game_window
    name = next(item for item in page.view.stage.items().values()
                if isinstance(item, LabelItem) and item.text == PLAYER)
    on_screen = page.view.mapFromScene(name.sceneBoundingRect()).boundingRect()
    return {
        "side title": page.title_label.font().pointSizeF(),
        "player row": page.player_rows[0].name_label.font().pointSizeF(),
        "player kind": page.player_rows[0].kind_label.font().pointSizeF(),
        "status line": page.status_label.font().pointSizeF(),
        "log": page.log.font().pointSizeF(),
        "hint": page.hint.label.font().pointSizeF(),
        "side width": page.side.width(),
        "table name": on_screen.height(),
    }


def test_the_text_size_grows_the_side_panel_and_the_table_at_once_and_is_kept(qtbot, table):
    before = _sizes(table)
    _choose_in_settings(qtbot, table, size="larger")
    after = _sizes(table)
    grown = {what: after[what] / before[what] for what in before}
    assert all(factor > 1.15 for factor in grown.values()), grown
    # the body text grows by the whole factor, a title (large already) a little less
    assert grown["log"] == pytest.approx(settings.TEXT_SIZES["larger"], rel=0.05)
    assert grown["side title"] < grown["log"]
    # kept: the stored value, and the Settings show it when opened again
    assert settings.text_scale() == settings.TEXT_SIZES["larger"]
    again = SettingsDialog(table)
    qtbot.addWidget(again)
    assert again.text_size_combo.currentData() == "larger"
    # and back, at once
    _choose_in_settings(qtbot, table, size="normal")
    assert _sizes(table) == pytest.approx(before, rel=0.02)


def test_a_new_table_opens_in_the_chosen_size(qtbot, table, record):
    _choose_in_settings(qtbot, table, size="large")
    grown = _sizes(table)
    table._show_session(GameSession.from_record(record, step_delay_ms=0, chance_delay_ms=0),
                        None)
    qtbot.wait(20)
    assert _sizes(table) == pytest.approx(grown, rel=0.02)


@pytest.fixture
def systems_high_contrast(qapp, monkeypatch):
    """The platform asks for high contrast and gives its own palette (yellow on navy)."""
    monkeypatch.setattr(large_print, "system_high_contrast", lambda: True)
    qapp.setPalette(QPalette(QColor("#ffff00"), QColor("#000080")))
    yield QPalette(qapp.palette())
    qapp.setPalette(QPalette())


def test_the_systems_high_contrast_keeps_the_systems_palette(qtbot, qapp, table,
                                                             systems_high_contrast):
    system = systems_high_contrast
    page = table.game_window
    edge = palette.table_colours("caramba")["edge"]
    _choose_in_settings(qtbot, table, size="large")  # OK follows the system's wish
    assert qapp.palette() == system
    assert edge not in page.status_bar.styleSheet()  # the palette's colours instead
    kind = page.player_rows[0].kind_label
    assert kind.palette().color(QPalette.ColorRole.WindowText) == \
        system.color(QPalette.ColorRole.WindowText)  # no grey of ours
    assert ink("#c9d3c6").name() == "#ffffff"  # the table's muted captions drawn white
    # the Settings' "High" does not replace the system's own high contrast either
    _choose_in_settings(qtbot, table, contrast="high")
    assert qapp.palette() == system


def test_the_status_line_wears_the_tables_colours_without_high_contrast(table):
    edge = palette.table_colours("caramba")["edge"]
    assert edge in table.game_window.status_bar.styleSheet()


def test_high_contrast_where_the_system_has_none(qtbot, qapp, table):
    system = QPalette(qapp.palette())
    kind = table.game_window.player_rows[0].kind_label
    assert kind.palette().color(QPalette.ColorRole.WindowText) != \
        system.color(QPalette.ColorRole.WindowText)  # a secondary text is grey
    _choose_in_settings(qtbot, table, contrast="high")
    assert settings.contrast() == "high"
    window_colour = qapp.palette().color(QPalette.ColorRole.Window)
    text = qapp.palette().color(QPalette.ColorRole.WindowText)
    assert (window_colour.name(), text.name()) == ("#000000", "#ffffff")
    assert kind.palette().color(QPalette.ColorRole.WindowText).name() == "#ffffff"
    _choose_in_settings(qtbot, table, contrast="system")
    assert qapp.palette() == system


def test_a_gtk_high_contrast_theme_counts_as_the_systems_wish(monkeypatch):
    monkeypatch.setenv("GTK_THEME", "HighContrast")
    assert large_print.system_high_contrast()
    monkeypatch.setenv("GTK_THEME", "Adwaita:dark")
    assert not large_print.system_high_contrast()


def test_a_stored_nonsense_size_reads_as_the_nearest_choice(qapp, normal_print):
    QSettings().setValue(settings.TEXT_SIZE_KEY, "huge")
    assert settings.text_scale() == 1.0
    QSettings().setValue(settings.TEXT_SIZE_KEY, 9.0)
    assert settings.text_scale() == max(settings.TEXT_SIZES.values())
    QSettings().setValue(settings.CONTRAST_KEY, "neon")
    assert settings.contrast() == "system"


@pytest.mark.parametrize("lang", ["de", "fr"])
def test_the_replay_fits_in_large_print_in_the_smallest_window(qtbot, qapp, table, record,
                                                               english, lang):
    language.install(qapp, lang, remember=False)
    _choose_in_settings(qtbot, table, size=LARGEST)
    table.replay_record(record)
    wait_for_reading(qtbot, table)
    page = table.replay_window
    table.resize(*MainWindow.MINIMUM_SIZE)
    qtbot.wait(30)
    where = f"{lang} replay"
    assert not widget_problems(table, where) + table_problems(page.view, where)


def test_a_new_game_dialog_taller_than_the_screen_scrolls_and_keeps_its_buttons(
        qtbot, qapp, normal_print):
    QSettings().setValue(settings.TEXT_SIZE_KEY, settings.TEXT_SIZES[LARGEST])
    large_print.apply(qapp)
    dialog = NewGameDialog("cabo")
    qtbot.addWidget(dialog)
    dialog.set_player_count(5)
    dialog.show()
    qtbot.waitExposed(dialog)
    screen = dialog.screen().availableGeometry()
    assert dialog.height() <= screen.height() - NewGameDialog.SCREEN_MARGIN // 2
    start = dialog.start_button
    assert dialog.rect().contains(start.mapTo(dialog, start.rect().bottomRight()))
    assert dialog.scroll.verticalScrollBar().maximum() > 0  # the rest is a scroll away
    assert not widget_problems(dialog, "CABO's new game in large print")


def test_the_app_starts_in_the_stored_size(qapp, english, normal_print):
    from caramba_desktop.app import make_application

    normal = qapp.font().pointSizeF()
    QSettings().setValue(settings.TEXT_SIZE_KEY, settings.TEXT_SIZES[LARGEST])
    assert make_application([]) is qapp
    assert qapp.font().pointSizeF() == pytest.approx(normal * settings.TEXT_SIZES[LARGEST])
