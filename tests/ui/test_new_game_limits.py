"""The new-game dialog: every deal number the app shows replays its deal, a bad one is
refused with a message; names keep to the bounds a save file keeps to; the dialog
always holds its contents (every seat's number whole, nothing of the page behind)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtWidgets import QDialog, QPushButton

from caramba_desktop.check import verify_bytes
from caramba_desktop.engine import registry
from caramba_desktop.engine.bounds import MAX_NAME_LENGTH, MAX_SEED
from caramba_desktop.ui import language
from caramba_desktop.ui.new_game import NewGameDialog
from tests.ui.table_helpers import start_game, wait_for_human


def open_dialog(qtbot, game: str = "caramba") -> NewGameDialog:
    dialog = NewGameDialog(registry.game(game))
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def type_deal(qtbot, dialog: NewGameDialog, text: str) -> None:
    dialog.seed_edit.clear()
    qtbot.keyClicks(dialog.seed_edit, text)
    qtbot.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)


@pytest.mark.parametrize("number", [0, 7, 10**18, MAX_SEED])
def test_every_deal_number_the_app_shows_is_taken(qtbot, number):
    dialog = open_dialog(qtbot)
    type_deal(qtbot, dialog, str(number))
    assert dialog.result() == QDialog.DialogCode.Accepted
    assert dialog.result_config().seed == number


@pytest.mark.parametrize("text", [str(MAX_SEED + 1), "9" * 19, "1" * 25])
def test_a_number_that_is_no_deal_is_refused_with_a_message(qtbot, text):
    dialog = open_dialog(qtbot)
    type_deal(qtbot, dialog, text)
    assert dialog.result() != QDialog.DialogCode.Accepted and dialog.isVisible()
    assert dialog.error_label.isVisible()
    assert f"deal numbers go from 0 to {MAX_SEED}" in dialog.error_label.text()
    assert dialog.focusWidget() is dialog.seed_edit
    qtbot.keyClick(dialog.seed_edit, Qt.Key.Key_Backspace)  # editing clears the message
    assert not dialog.error_label.isVisible()


def test_a_copied_number_with_spaces_is_taken(qtbot):
    dialog = open_dialog(qtbot)
    dialog.seed_edit.setText(" 9 223 372 036 854 775 807 ")
    qtbot.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)
    assert dialog.result_config().seed == MAX_SEED


def test_the_deal_number_replays_the_deal_through_the_dialog(qtbot, make_window):
    window = make_window()
    first = start_game(window, "cabo", ["Pancho", "Dolores"], "hc", MAX_SEED)
    assert wait_for_human(qtbot, first)
    hand = first.observation(0)
    window.new_game("cabo")
    # the running game of the same game is asked about first: the player keeps it
    qtbot.mouseClick(window.keep_question.findChild(QPushButton, "keepButton"),
                     Qt.MouseButton.LeftButton)
    dialog = window.new_game_dialog
    qtbot.waitExposed(dialog)
    dialog.seat_rows[0].set_name("Pancho")
    dialog.seat_rows[1].set_name("Dolores")
    dialog.seat_rows[1].set_kind("computer")
    type_deal(qtbot, dialog, str(MAX_SEED))
    again = window.session
    assert again is not first and again.seed == MAX_SEED
    assert wait_for_human(qtbot, again)
    assert again.observation(0) == hand


def test_names_keep_to_the_files_bounds(qtbot):
    dialog = open_dialog(qtbot)
    assert dialog.seat_rows[0].name_edit.maxLength() == MAX_NAME_LENGTH
    dialog.seat_rows[0].set_name("Pan\u202eohc")
    qtbot.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)
    assert dialog.result() != QDialog.DialogCode.Accepted
    assert "holds an invisible control character" in dialog.error_label.text()
    assert dialog.focusWidget() is dialog.seat_rows[0].name_edit


def test_the_longest_name_the_dialog_takes_loads_again(qtbot, make_window, tmp_path):
    dialog = open_dialog(qtbot)
    dialog.seat_rows[0].set_name("Ñ" * (MAX_NAME_LENGTH + 10))  # the field keeps 40
    qtbot.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)
    config = dialog.result_config()
    assert config.seats[0].name == "Ñ" * MAX_NAME_LENGTH
    window = make_window()
    window.start_config(config, confirm=False)
    path = tmp_path / "long.caramba.json"
    assert window.save_game_as(str(path))
    assert verify_bytes(path.read_bytes()).names[0] == "Ñ" * MAX_NAME_LENGTH


def inside(rect: QRect, outer: QRect) -> bool:
    return outer.contains(rect.topLeft()) and outer.contains(rect.bottomRight())


@pytest.mark.parametrize("code", ["de", "fr", "sv", "en"])
def test_every_seat_is_whole_and_the_dialog_holds_its_contents(qtbot, qapp, code):
    language.install(qapp, code, remember=False)
    try:
        dialog = open_dialog(qtbot)
        for count in (4, 2, 3, 4):  # as a player clicks through them, the window open
            qtbot.mouseClick(dialog.count_buttons[count], Qt.MouseButton.LeftButton)
            qapp.processEvents()
            box = dialog.players_box.contentsRect()
            for row in dialog.active_rows():
                assert row.height() >= row.minimumSizeHint().height()
                circle = QRect(row.swatch.mapTo(dialog.players_box, QPoint(0, 0)),
                               row.swatch.size())
                assert inside(row.swatch.geometry(), row.rect()), (count, row.index)
                assert inside(circle, box), (count, row.index)
            hint = dialog.seed_hint
            assert hint.height() >= hint.heightForWidth(hint.width())
            buttons = dialog.buttons.geometry()
            assert buttons.bottom() < dialog.height()
            assert dialog.height() >= dialog.layout().totalHeightForWidth(dialog.width())
    finally:
        language.install(qapp, "en", remember=False)
