"""No peeking, no tricks: the deal number stays secret while it could tell a hand, and
names and file names are shown as the plain text they are, on every screen."""

from __future__ import annotations

import html
import random

from PySide6 import QtGui
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton, QLabel, QLineEdit, QListWidget, QWidget

from caramba_desktop.engine.bounds import MAX_SEED
from caramba_desktop.ui.game_views import ResultRow
from tests.ui.conftest import wait_for_reading
from tests.ui.table_helpers import start_game, wait_for_human

SEED = MAX_SEED - 123_456  # 19 digits, as the session draws them


def visible_texts(window) -> list[str]:
    """Every text a player can read or copy in the window: labels, buttons, fields,
    tooltips, accessible names, the log, the window's title."""
    texts = [window.windowTitle()]
    for widget in window.findChildren(QWidget):
        if not widget.isVisible():
            continue
        texts += [widget.toolTip(), widget.accessibleName(), widget.windowTitle()]
        if isinstance(widget, (QLabel, QAbstractButton, QLineEdit)):
            texts.append(widget.text())
        if isinstance(widget, QListWidget):
            texts += [widget.item(i).text() for i in range(widget.count())]
    return texts


def holds_seed(window) -> list[str]:
    return [text for text in visible_texts(window) if str(SEED) in text]


def test_the_deal_number_stays_secret_in_a_two_human_game_until_it_is_over(qtbot, make_window):
    window = make_window()
    session = start_game(window, "caramba", ["Pancho", "Dolores"], "hh", SEED)
    page = window.game_window
    rng = random.Random(7)
    steps = 0
    while wait_for_human(qtbot, session, timeout=60):
        assert holds_seed(window) == [], steps
        if session.handoff_pending is not None:
            qtbot.mouseClick(page.cover.button, Qt.MouseButton.LeftButton)
        else:
            assert session.submit(rng.choice(session.legal_actions()))
        steps += 1
        if steps % 25 == 0:  # the Save as dialog suggests a name that tells nothing
            dialog = window.save_dialog()
            assert str(SEED) not in " ".join(dialog.selectedFiles())
            dialog.deleteLater()
    assert steps > 100 and session.is_over()
    qtbot.waitUntil(page.end_panel.isVisible)
    # over: the end screen shows the number and plays the same deal again
    assert page.end_panel.deal_label.isVisible()
    assert str(SEED) in page.end_panel.deal_label.text()
    first_draws = session.record.actions[:12]
    page.end_panel.deal_button.click()
    again = window.session
    assert again is not session and again.seed == SEED
    assert again.seats == session.seats
    qtbot.waitUntil(lambda: len(again.record.actions) >= 12)
    assert again.record.actions[:12] == first_draws


def test_a_game_without_secrets_or_without_humans_shows_a_short_deal_number(qtbot, make_window):
    window = make_window()
    start_game(window, "mina", ["Pancho", "Dolores"], "hh", 42)
    assert window.game_window.deal_label.isVisible()
    assert window.game_window.deal_label.text() == "Game 42"
    start_game(window, "cabo", ["Pancho", "Dolores"], "cc", 4711, level="random")
    assert window.game_window.deal_label.text() == "Deal 4711"
    start_game(window, "cabo", ["Pancho", "Dolores"], "hc", 4711)
    assert not window.game_window.deal_label.isVisible()


def test_a_long_game_number_is_left_to_the_end_screen(qtbot, make_window):
    """Nineteen digits mean nothing to a family at the table: the header leaves out the
    number drawn at random; the end screen shows it whole, to play the same luck again."""
    window = make_window()
    for game_id in ("caravan", "mina"):
        session = start_game(window, game_id, ["Pancho", "Dolores"], "hc", SEED)
        assert wait_for_human(qtbot, session)
        assert holds_seed(window) == []
        assert not window.game_window.deal_label.isVisible()
    session = start_game(window, "mina", ["Pancho", "Dolores"], "cc", SEED, level="random")
    page = window.game_window
    qtbot.waitUntil(page.end_panel.isVisible, timeout=60_000)
    assert str(SEED) in page.end_panel.deal_label.text()
    page.end_panel.deal_button.click()
    assert window.session is not session and window.session.seed == SEED


# ----- names and file names as plain text ---------------------------------------------------

NAMES = ["<b>Bold</b>", '<img src="x.png">', '<a href="https://x.test">here</a>',
         "\u202eexe.txt"]
# the override is written out: it cannot turn the text after it round
SHOWN = [*NAMES[:3], "\\u202eexe.txt"]


def shown_literally(label: QLabel, text: str) -> bool:
    """`text` is in the label, and the label does not read it as markup."""
    plain = (label.textFormat() == Qt.TextFormat.PlainText
             or (label.textFormat() == Qt.TextFormat.AutoText
                 and not QtGui.Qt.mightBeRichText(label.text())))
    return text in label.text() and plain and "\u202e" not in label.text()


def test_names_with_markup_or_an_override_are_shown_as_they_are(qtbot, make_window):
    window = make_window()
    session = start_game(window, "caramba", NAMES, "hhhh", 5)
    page = window.game_window
    assert wait_for_human(qtbot, session)
    for row, shown in zip(page.player_rows, SHOWN, strict=True):
        assert shown_literally(row.name_label, shown)
    rng = random.Random(3)
    covered = set()
    while len(covered) < 4 and wait_for_human(qtbot, session):
        p = session.handoff_pending
        if p is not None:
            covered.add(p)
            assert shown_literally(page.cover.title, SHOWN[p])
            assert shown_literally(page.cover.hint, SHOWN[p])
            assert SHOWN[p] in page.cover.button.text()
            assert shown_literally(page.status_label, SHOWN[p])
            assert SHOWN[p] in html.unescape(page.status_label.toolTip())
            page.cover.button.click()
        else:
            assert session.submit(rng.choice(session.legal_actions()))
    log = " ".join(page.log.lines())
    assert all(shown in log for shown in SHOWN) and "\u202e" not in log
    # the end screen: every name, the winners' line too
    rows = [ResultRow(p, 10 - p, p < 2) for p in range(4)]
    page.end_panel.show_result(rows, page.names, ["human"] * 4, session.seed)
    names = page.end_panel._row_names
    for p in range(4):
        assert shown_literally(names[p], SHOWN[p])
    assert shown_literally(page.end_panel.subheading, SHOWN[0])
    assert shown_literally(page.end_panel.subheading, SHOWN[1])


def test_names_with_markup_are_shown_as_they_are_on_the_start_page(qtbot, make_window):
    window = make_window()
    names = [*NAMES[:3], "Porfirio"]  # a name with an override is refused on reading
    session = start_game(window, "caramba", names, "hhhh", 5)
    assert wait_for_human(qtbot, session)
    window.leave_game()  # the game waits on its card
    details = window.start_page.card("caramba").waiting_details
    for name in names:
        assert shown_literally(details, name)
    window.new_game("caramba")  # asks first what becomes of the waiting game, naming it
    question = window.keep_question
    assert question.textFormat() == Qt.TextFormat.PlainText
    assert all(name in question.text() for name in names)
    question.reject()


def test_a_file_name_with_markup_is_shown_as_it_is(qtbot, make_window, tmp_path):
    window = make_window()
    name = '<b>big<img src="x.png"><a href="x.test">\u202enosj.caramba.json'  # no "/" in a name
    path = tmp_path / name
    path.write_text("not a game", encoding="utf-8")
    window.open_game(str(path))
    wait_for_reading(qtbot, window)
    assert window.session is None
    box = window.last_message
    assert box.textFormat() == Qt.TextFormat.PlainText
    assert '<b>big<img src="x.png"><a href="x.test">\\u202enosj.caramba.json' in box.text()
    assert "\u202e" not in box.text() + box.detailedText()


def test_the_save_as_dialog_says_what_a_save_holds(qtbot, make_window):
    window = make_window()
    start_game(window, "cabo", ["Pancho", "Dolores"], "hh", SEED)
    dialog = window.save_dialog()
    notes = [label.text() for label in dialog.findChildren(QLabel)]
    assert any("holds every card" in text for text in notes)
    assert all(str(SEED) not in name for name in dialog.selectedFiles())
    dialog.deleteLater()
