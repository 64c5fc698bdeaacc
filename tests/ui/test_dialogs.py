"""The new-game dialog, the hand-off cover, the settings dialog and the language switch."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path
from xml.sax.saxutils import escape

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QSettings, Qt, QTranslator
from PySide6.QtWidgets import QDialog, QWidget

from caramba_desktop.ai.bots import LEVELS
from caramba_desktop.engine import registry
from caramba_desktop.engine.api import Game
from caramba_desktop.session.session import Seat
from caramba_desktop.ui import language, settings
from caramba_desktop.ui.handoff import HandoffCover
from caramba_desktop.ui.new_game import NewGameConfig, NewGameDialog, level_name
from caramba_desktop.ui.settings import SettingsDialog

# ----- helpers ---------------------------------------------------------------------


def build_qm(folder: Path, context: str, pairs: dict[str, str], lang: str = "de") -> Path:
    """A tiny catalogue made with lrelease (independent of `make translations`)."""
    lrelease = Path(sys.executable).parent / "pyside6-lrelease"
    if not lrelease.exists():
        pytest.skip("pyside6-lrelease is not installed")
    messages = "".join(
        f"<message><source>{escape(s)}</source><translation>{escape(t)}</translation></message>"
        for s, t in pairs.items()
    )
    ts = folder / f"tiny_{lang}.ts"
    ts.write_text(
        '<?xml version="1.0" encoding="utf-8"?><!DOCTYPE TS>'
        f'<TS version="2.1" language="{lang}"><context><name>{escape(context)}</name>'
        f"{messages}</context></TS>",
        encoding="utf-8",
    )
    qm = folder / f"tiny_{lang}.qm"
    subprocess.run([str(lrelease), str(ts), "-qm", str(qm)], check=True, capture_output=True)
    return qm


@pytest.fixture
def english(qapp):
    """Leave the application in English after a test that switches the language."""
    yield
    language.install(qapp, "en", remember=False)


class FiveSeatGame(Game):
    """A stand-in game with options of both kinds."""

    id = "fivesome"
    min_players = 3
    max_players = 5
    options_schema = {
        "short_game": {"type": "bool", "default": False},
        "edition": {"type": "choice", "default": 1, "choices": [1, 2]},
    }


def open_dialog(qtbot, game="caramba") -> NewGameDialog:
    dialog = NewGameDialog(registry.game(game) if isinstance(game, str) else game)
    qtbot.addWidget(dialog)
    dialog.show()
    return dialog


def click_start(qtbot, dialog: NewGameDialog) -> None:
    qtbot.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)


# ----- new game ---------------------------------------------------------------------


def test_player_count_stays_within_the_games_limits(qtbot):
    dialog = open_dialog(qtbot)
    assert sorted(dialog.count_buttons) == [2, 3, 4]
    dialog.set_player_count(1)
    assert dialog.player_count() == 2
    dialog.set_player_count(9)
    assert dialog.player_count() == 4
    qtbot.mouseClick(dialog.count_buttons[3], Qt.MouseButton.LeftButton)
    assert dialog.player_count() == 3
    assert [row.isVisible() for row in dialog.seat_rows] == [True, True, True, False]
    assert len(dialog.result_config().seats) == 3


def test_player_count_of_another_game(qtbot):
    dialog = open_dialog(qtbot, FiveSeatGame())
    assert sorted(dialog.count_buttons) == [3, 4, 5]
    assert dialog.player_count() == 3
    assert len(dialog.seat_rows) == 5


def test_default_seats_have_names_and_one_human(qtbot):
    dialog = open_dialog(qtbot)
    seats = dialog.result_config().seats
    assert [s.kind for s in seats] == ["human", "computer"]
    assert all(s.name for s in seats) and len({s.name for s in seats}) == len(seats)


def test_level_only_for_computers(qtbot):
    dialog = open_dialog(qtbot)
    row = dialog.seat_rows[1]
    row.set_kind("computer")
    assert row.level_combo.isEnabled()
    qtbot.mouseClick(row.human_button, Qt.MouseButton.LeftButton)
    assert row.kind == "human" and not row.level_combo.isEnabled()
    levels = [row.level_combo.itemData(i) for i in range(row.level_combo.count())]
    assert levels == list(LEVELS)
    assert row.level_combo.itemText(0) == level_name(LEVELS[0])


def test_each_level_says_what_it_does_when_pointed_at(qtbot):
    dialog = open_dialog(qtbot)
    row = dialog.seat_rows[1]
    tips = {row.level_combo.itemData(i): row.level_combo.itemData(i, Qt.ItemDataRole.ToolTipRole)
            for i in range(row.level_combo.count())}
    assert tips["normal"] == "<p>Plays by rules of thumb</p>"
    assert "random move" in tips["easy"] and "thinks ahead" in tips["hard"].lower()
    assert len(set(tips.values())) == len(LEVELS)


def test_refuses_an_empty_name(qtbot):
    dialog = open_dialog(qtbot)
    dialog.seat_rows[1].set_name("   ")
    click_start(qtbot, dialog)
    assert dialog.isVisible() and dialog.result() != QDialog.DialogCode.Accepted
    assert dialog.error_label.isVisible()
    assert dialog.error_label.text() == "Player 2 needs a name."


def test_refuses_duplicate_names(qtbot):
    dialog = open_dialog(qtbot)
    dialog.set_player_count(3)
    dialog.seat_rows[0].set_name("Dolores")
    dialog.seat_rows[2].set_name("  dolores ")
    click_start(qtbot, dialog)
    assert dialog.isVisible() and dialog.result() != QDialog.DialogCode.Accepted
    assert "both called" in dialog.error_label.text()
    assert "Players 1 and 2" in dialog.error_label.text()
    # a name only in a hidden seat does not count
    dialog.seat_rows[1].set_name("Emiliano")
    dialog.seat_rows[2].set_name("Emiliano")
    dialog.set_player_count(2)
    dialog.seat_rows[0].set_name("Pancho")
    assert dialog.validation_error() is None
    # typing clears the message
    dialog.seat_rows[1].set_name("")
    click_start(qtbot, dialog)
    assert dialog.error_label.isVisible()
    qtbot.keyClicks(dialog.seat_rows[1].name_edit, "X")
    assert not dialog.error_label.isVisible()


def test_returns_the_chosen_configuration(qtbot):
    dialog = open_dialog(qtbot)
    qtbot.mouseClick(dialog.count_buttons[3], Qt.MouseButton.LeftButton)
    rows = dialog.seat_rows
    rows[0].set_name("Ana")
    rows[1].set_name("Bo")
    rows[2].set_name("Cy")
    qtbot.mouseClick(rows[1].human_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(rows[2].computer_button, Qt.MouseButton.LeftButton)
    rows[2].set_level(LEVELS[0])
    qtbot.keyClicks(dialog.seed_edit, "12ab345")  # letters are refused
    assert dialog.seed_edit.text() == "12345"
    click_start(qtbot, dialog)
    assert dialog.result() == QDialog.DialogCode.Accepted
    config = dialog.result_config()
    assert isinstance(config, NewGameConfig)
    assert config.game_id == "caramba"
    assert config.seats[0] == Seat("Ana", "human", config.seats[0].level)
    assert config.seats[1].name == "Bo" and config.seats[1].kind == "human"
    assert config.seats[2] == Seat("Cy", "computer", LEVELS[0])
    assert config.options == {}
    assert config.seed == 12345


def test_empty_deal_number_means_random(qtbot):
    dialog = open_dialog(qtbot)
    assert dialog.result_config().seed is None


def test_remembers_the_last_configuration_per_game(qtbot):
    dialog = open_dialog(qtbot)
    dialog.set_player_count(4)
    dialog.seat_rows[3].set_name("Zapata")
    dialog.seat_rows[3].set_kind("human")
    dialog.set_seed(99)
    click_start(qtbot, dialog)
    assert dialog.result() == QDialog.DialogCode.Accepted

    again = open_dialog(qtbot)
    assert again.player_count() == 4
    assert again.seat_rows[3].name == "Zapata" and again.seat_rows[3].kind == "human"
    assert again.result_config().seed is None  # a deal number is for one game only
    other = open_dialog(qtbot, FiveSeatGame())
    assert other.player_count() == 3  # another game keeps its own memory


def test_a_damaged_memory_is_ignored(qtbot):
    QSettings().setValue("newGame/caramba", "{not json")
    dialog = open_dialog(qtbot)
    assert dialog.player_count() == 2
    QSettings().setValue("newGame/caramba", '{"players": 9, "seats": [{"kind": "robot"}]}')
    dialog = open_dialog(qtbot)
    assert dialog.player_count() == 4 and dialog.seat_rows[0].kind == "human"


def test_generic_options(qtbot):
    dialog = open_dialog(qtbot, FiveSeatGame())
    assert not dialog.options_box.isHidden()
    assert dialog.result_config().options == {"short_game": False, "edition": 1}
    dialog.option_widgets["short_game"].setChecked(True)
    dialog.option_widgets["edition"].setCurrentIndex(1)
    assert dialog.result_config().options == {"short_game": True, "edition": 2}
    assert dialog.option_widgets["short_game"].text() == "Short game"
    assert open_dialog(qtbot).options_box.isHidden()  # Caramba! has no options


def test_new_game_dialog_retranslates_live(qtbot, qapp, tmp_path, english):
    dialog = open_dialog(qtbot)
    qm = build_qm(tmp_path, "NewGameDialog", {"Players": "Spieler", "Human": "Mensch"})
    translator = QTranslator()
    assert translator.load(str(qm))
    qapp.installTranslator(translator)
    try:
        # Qt posts LanguageChange to every window: it arrives with the next events
        qtbot.waitUntil(lambda: dialog.players_box.title() == "Spieler", timeout=2000)
        assert dialog.seat_rows[0].human_button.text() == "Mensch"
    finally:
        qapp.removeTranslator(translator)
    qtbot.waitUntil(lambda: dialog.players_box.title() == "Players", timeout=2000)


# ----- hand-off cover ---------------------------------------------------------------


def make_cover(qtbot) -> tuple[QWidget, HandoffCover]:
    table = QWidget()
    qtbot.addWidget(table)
    table.resize(640, 420)
    cover = HandoffCover(table, "caramba")
    table.show()
    cover.show_for("Dolores")
    return table, cover


def test_cover_fills_the_table_and_names_the_player(qtbot):
    table, cover = make_cover(qtbot)
    assert cover.isVisible() and cover.geometry() == table.rect()
    assert cover.title.text() == "Pass to Dolores"
    assert "Dolores" in cover.hint.text() and "nobody else should look" in cover.hint.text()
    assert cover.button.text() == "I am Dolores — show my cards"
    assert cover.testAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
    table.resize(900, 700)
    assert cover.geometry() == table.rect()
    late = QWidget(table)  # something the table adds later stays below the cover
    late.show()
    assert table.children().index(cover) > table.children().index(late)


def test_cover_confirms_on_click(qtbot):
    _, cover = make_cover(qtbot)
    with qtbot.waitSignal(cover.confirmed, timeout=1000):
        qtbot.mouseClick(cover.button, Qt.MouseButton.LeftButton)
    assert not cover.isVisible()


@pytest.mark.parametrize("key", [Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space])
@pytest.mark.parametrize("target", ["cover", "button"])
def test_cover_confirms_on_keys(qtbot, key, target):
    _, cover = make_cover(qtbot)
    with qtbot.waitSignal(cover.confirmed, timeout=1000) as blocker:
        qtbot.keyClick(cover if target == "cover" else cover.button, key)
    assert blocker.signal_triggered and not cover.isVisible()


def test_cover_confirms_once(qtbot):
    _, cover = make_cover(qtbot)
    seen = []
    cover.confirmed.connect(lambda: seen.append(1))
    qtbot.keyClick(cover, Qt.Key.Key_Return)
    qtbot.keyClick(cover, Qt.Key.Key_Return)  # the cover is gone: nothing more to confirm
    assert seen == [1]


def test_cover_retranslates_on_language_change(qtbot, monkeypatch):
    _, cover = make_cover(qtbot)
    calls = []
    monkeypatch.setattr(cover, "retranslate", lambda: calls.append(1))
    QCoreApplication.sendEvent(cover, QEvent(QEvent.Type.LanguageChange))
    assert calls == [1]


# ----- settings and language ------------------------------------------------------


def test_settings_are_stored_on_ok(qtbot, english):
    dialog = SettingsDialog()
    qtbot.addWidget(dialog)
    dialog.animation_combo.setCurrentIndex(dialog.animation_combo.findData("off"))
    dialog.pace_combo.setCurrentIndex(dialog.pace_combo.findData("slow"))
    with qtbot.waitSignal(dialog.applied, timeout=1000):
        dialog.accept()
    assert settings.animation_speed() == 0.0
    assert settings.step_delay_ms() == settings.COMPUTER_PACES["slow"]
    again = SettingsDialog()
    qtbot.addWidget(again)
    assert again.animation_combo.currentData() == "off"
    assert again.pace_combo.currentData() == "slow"


def test_settings_defaults():
    assert settings.animation_speed() == 1.0
    assert settings.step_delay_ms() == settings.COMPUTER_PACES["normal"]


def test_settings_cancel_changes_nothing(qtbot):
    dialog = SettingsDialog()
    qtbot.addWidget(dialog)
    dialog.animation_combo.setCurrentIndex(dialog.animation_combo.findData("slow"))
    dialog.reject()
    assert settings.animation_speed() == 1.0


def test_settings_switch_the_language_live(qtbot, qapp, english, monkeypatch):
    dialog = SettingsDialog()
    qtbot.addWidget(dialog)
    assert [dialog.language_combo.itemText(i) for i in range(4)] == [
        "Deutsch",
        "Français",
        "Svenska",
        "English",
    ]
    calls = []
    real = dialog.retranslate
    monkeypatch.setattr(dialog, "retranslate", lambda: (calls.append(1), real()))
    dialog.language_combo.setCurrentIndex(dialog.language_combo.findData("de"))
    dialog.accept()
    assert language.current_language() == "de"
    assert language.stored_language() == "de"
    qtbot.waitUntil(lambda: bool(calls), timeout=2000)  # Qt's LanguageChange reached it
    assert any(t.language().startswith("de") for t in language.installed_translators())


def test_initial_language(qapp, english, monkeypatch):
    assert language.stored_language() is None
    monkeypatch.setattr(language, "system_language", lambda: "sv")
    assert language.initial_language() == "sv"
    QSettings().setValue(language.SETTINGS_KEY, "fr")
    assert language.initial_language() == "fr"
    QSettings().setValue(language.SETTINGS_KEY, "xx")  # nonsense: ignored
    assert language.initial_language() == "sv"


def test_system_language_falls_back_to_english(monkeypatch):
    from PySide6.QtCore import QLocale

    class Fake:
        def __init__(self, langs):
            self.langs = langs

        def uiLanguages(self):  # noqa: N802
            return self.langs

    monkeypatch.setattr(QLocale, "system", staticmethod(lambda: Fake(["ja-JP", "fr-CA"])))
    assert language.system_language() == "fr"
    monkeypatch.setattr(QLocale, "system", staticmethod(lambda: Fake(["ja-JP"])))
    assert language.system_language() == "en"


def test_install_swaps_translators(qapp, english):
    language.install(qapp, "fr")
    first = language.installed_translators()
    assert first  # at least Qt's own qtbase_fr
    language.install(qapp, "sv")
    second = language.installed_translators()
    assert not set(map(id, first)) & set(map(id, second))
    assert language.current_language() == "sv"
    language.install(qapp, "klingon", remember=False)
    assert language.current_language() == "en"
    assert language.stored_language() == "sv"


@pytest.mark.parametrize("lang", ["fr", "de", "sv", "en"])
def test_the_settings_dialog_is_wide_enough_for_its_title(qtbot, qapp, qm_files, make_window,
                                                          english, lang):
    """The title bar shows "Paramètres — Caramba Desktop" whole: the dialog is as wide
    as that text in bold, plus the title bar's icon and three buttons."""
    from PySide6.QtGui import QFont, QFontMetrics

    language.install(qapp, lang, remember=False)
    window = make_window()
    qtbot.mouseClick(window.start_page.settings_button, Qt.MouseButton.LeftButton)
    dialog = window.settings_dialog
    qtbot.waitExposed(dialog)
    title = f"{dialog.windowTitle()} — {qapp.applicationDisplayName()}"
    assert title.startswith({"fr": "Paramètres", "de": "Einstellungen", "sv": "Inställningar",
                             "en": "Settings"}[lang])
    bold = QFont(dialog.font())
    bold.setBold(True)
    assert dialog.width() >= QFontMetrics(bold).horizontalAdvance(title) + 4 * 30
    dialog.reject()
