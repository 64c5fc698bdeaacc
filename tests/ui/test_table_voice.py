"""What a screen reader is told in the game window, in process (the AT-SPI side is
test_screen_reader.py): every new line of the log once, as the log shows it to the
person at the screen; the status when it changes; F2's summary of the table, with the
hand of the person at the screen and nobody else's; the table's items named."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAccessible

from caramba_desktop.games.cabo import texts as cabo_texts
from caramba_desktop.games.caramba import texts
from caramba_desktop.games.caravan import data as caravan_data
from caramba_desktop.games.caravan import texts as caravan_texts
from caramba_desktop.ui import table_voice
from caramba_desktop.ui.scene import speech
from caramba_desktop.ui.tutorial_guide import step_text
from tests.ui.table_helpers import start_game, wait_for_human


def heard_in(monkeypatch) -> list[str]:
    heard: list[str] = []
    monkeypatch.setattr(table_voice, "announce", lambda widget, text: heard.append(text))
    return heard


def test_every_move_is_told_once_with_the_logs_sentence(qtbot, make_window, monkeypatch):
    heard = heard_in(monkeypatch)
    window = make_window()
    session = start_game(window, "cabo", ["Ana", "Cid"], "hc", 5)
    page = window.game_window
    for _ in range(6):
        assert wait_for_human(qtbot, session)
        session.submit(session.legal_actions()[0])
    wait_for_human(qtbot, session)
    qtbot.wait(table_voice.GROUP_WAIT_MS * 2)
    lines = page.log.lines()
    told = [text for text in heard if text in lines]
    # each line of the log was said, once, in the log's order (a line that grew while
    # a group of moves came is said as it ended)
    assert told == lines
    # and the status line was told too, as it changed
    assert page.status_label.text() in heard


def test_f2_reads_the_table_with_the_own_hand_only(qtbot, make_window, monkeypatch):
    heard = heard_in(monkeypatch)
    window = make_window()
    session = start_game(window, "caramba", ["Ana", "Ben"], "hh", 11)
    page = window.game_window
    assert wait_for_human(qtbot, session)
    if not page.cover.isHidden():
        qtbot.mouseClick(page.cover.button, Qt.MouseButton.LeftButton)
    me = session.viewer
    hand = [texts.card_text(c) for c in session.observation(me)["players"][me]["hand"]]
    qtbot.keyClick(page.view, Qt.Key.Key_F2)
    summary = heard[-1]
    assert summary.startswith(page.phase_label.text())
    assert "Your turn." in summary and all(card in summary for card in hand)
    # Ana plays; behind the cover for Ben nothing of Ana's hand is read
    session.submit(session.legal_actions()[0])
    assert wait_for_human(qtbot, session)
    assert not page.cover.isHidden()
    qtbot.keyClick(page.cover.button, Qt.Key.Key_F2)
    covered = heard[-1]
    assert "You hold" not in covered and not any(card in covered for card in hand)


def test_the_tables_items_have_names_and_the_focus_is_on_one(qtbot, make_window):
    window = make_window()
    session = start_game(window, "mina", ["Ana", "Cid"], "hc", 5)
    assert wait_for_human(qtbot, session)
    view = window.game_window.view
    table = QAccessible.queryAccessibleInterface(view)
    names = [table.child(i).text(QAccessible.Text.Name) for i in range(table.childCount())]
    assert table.childCount() > 60 and all(names)  # the track's spaces and the rest
    assert names[0] == "space 1 (stone)"
    qtbot.keyClick(view, Qt.Key.Key_Right)
    focused = table.focusChild()
    assert focused.text(QAccessible.Text.Name) == names[0] and focused.state().focused
    assert table.child(0).role() == QAccessible.Role.Button


def test_a_look_at_cards_is_told_and_f2_remembers_only_with_the_memory_aid(
        qtbot, make_window, monkeypatch):
    heard = heard_in(monkeypatch)
    window = make_window()
    session = start_game(window, "cabo", ["Ana", "Cid"], "hc", 5)
    view = window.game_window.view
    assert wait_for_human(qtbot, session)
    view.memory_aid.setChecked(False)
    look = next(a for a in session.legal_actions() if a.type == "look")
    view._choose(look)
    qtbot.waitUntil(view.holds_moment)
    qtbot.wait(table_voice.GROUP_WAIT_MS * 2)  # said after the move
    seen = {i: session.observation(0)["players"][0]["layout"][i]["card"]
            for i in look["positions"]}
    told = [text for text in heard if text.startswith("You see:")]
    assert told and all(f"card {i + 1}: {cabo_texts.card_text(v)}" in told[-1]
                        for i, v in seen.items())
    view.cancel_pending()  # the cards go face down again
    assert wait_for_human(qtbot, session)
    qtbot.keyClick(view, Qt.Key.Key_F2)
    assert "card 1: Face-down card, card 2: Face-down card" in heard[-1]
    view.memory_aid.setChecked(True)
    qtbot.keyClick(view, Qt.Key.Key_F2)
    remembered = ", ".join(f"card {i + 1}: {cabo_texts.card_text(v)}" for i, v in seen.items())
    assert remembered in heard[-1]


def test_a_card_picked_by_keyboard_is_told_chosen_and_put_back_not(
        qtbot, make_window, monkeypatch):
    heard: list[str] = []
    monkeypatch.setattr(speech, "announce", lambda widget, text: heard.append(text))
    window = make_window()
    session = start_game(window, "cabo", ["Ana", "Cid"], "hc", 5)
    view = window.game_window.view
    assert wait_for_human(qtbot, session)
    qtbot.keyClick(view, Qt.Key.Key_Right)
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert heard[-1] == "card 1: Face-down card: chosen"
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert heard[-1] == "card 1: Face-down card: not chosen"


def test_the_tutorials_bubble_is_read_aloud(qtbot, make_window, monkeypatch):
    heard = heard_in(monkeypatch)
    window = make_window()
    window.start_tutorial("caravan")
    guide = window.game_window.guide
    qtbot.waitUntil(lambda: guide.callout.isVisible())
    assert step_text(guide.current_step().text) in heard


def test_the_status_a_move_brings_is_told_after_the_move(qtbot, make_window, monkeypatch):
    heard = heard_in(monkeypatch)
    window = make_window()
    session = start_game(window, "caravan", ["Ana", "Cid"], "hc", 5)
    page = window.game_window
    assert wait_for_human(qtbot, session)
    session.submit(next(a for a in session.legal_actions() if a.type == "place"))
    assert wait_for_human(qtbot, session)
    qtbot.wait(table_voice.GROUP_WAIT_MS * 2)
    placed = next(i for i, text in enumerate(heard) if text.startswith("Ana places a camel"))
    assert heard.index(page.status_label.text(), placed) > placed


def test_a_caravan_space_says_what_lies_and_stands_there(qtbot, make_window):
    window = make_window()
    session = start_game(window, "caravan", ["Ana", "Cid"], "hc", 5)
    view = window.game_window.view
    assert wait_for_human(qtbot, session)
    qtbot.keyClick(view, Qt.Key.Key_Right)
    qtbot.keyClick(view, Qt.Key.Key_Return)  # a camel from the supply: where to?
    table = QAccessible.queryAccessibleInterface(view)
    spaces = {table.child(i).text(QAccessible.Text.Name):
              table.child(i).text(QAccessible.Text.Description)
              for i in range(table.childCount())
              if table.child(i).text(QAccessible.Text.Name).startswith("Go to")}
    assert spaces["Go to space 2 (G1)"] == "1 action, hides"
    assert spaces["Go to Marrakech"].startswith("1 action, D1")


def test_f2_says_your_turn_once_when_the_status_line_says_it(qtbot, make_window,
                                                            monkeypatch):
    heard = heard_in(monkeypatch)
    window = make_window()
    session = start_game(window, "caravan", ["Ana", "Cid"], "hc", 5)
    page = window.game_window
    assert wait_for_human(qtbot, session)
    assert page.status_label.text().startswith("Your turn")
    qtbot.keyClick(page.view, Qt.Key.Key_F2)
    assert heard[-1].lower().count("your turn") == 1


def test_caravan_f2_says_where_each_good_is_wanted_and_where_the_cities_are(
        qtbot, make_window, monkeypatch):
    heard = heard_in(monkeypatch)
    window = make_window()
    session = start_game(window, "caravan", ["Ana", "Cid"], "hc", 5)
    page = window.game_window
    assert wait_for_human(qtbot, session)
    qtbot.keyClick(page.view, Qt.Key.Key_F2)
    said = heard[-1]
    for city, (space, good) in caravan_data.CITIES.items():
        assert (f"{caravan_texts.city_name(city)} ({caravan_texts.coordinate(space)}) takes "
                f"{caravan_texts.good_name(good)}") in said
    goods = session.observation(session.viewer)["goods"]
    assert goods
    for space, good in goods:
        wanted = caravan_texts.space_phrase(caravan_data.CITY_OF_GOOD[good], "in")
        assert (f"{caravan_texts.good_name(good)} {caravan_texts.space_phrase(space, 'in')}, "
                f"wanted {wanted}") in said


@pytest.mark.parametrize("lang", ["de", "fr", "sv"])
def test_f2_says_your_turn_once_in_every_language(qtbot, qapp, make_window, monkeypatch, lang):
    heard = heard_in(monkeypatch)
    window = make_window()
    window.set_language(lang)
    session = start_game(window, "caravan", ["Ana", "Cid"], "hc", 5)
    page = window.game_window
    assert wait_for_human(qtbot, session)
    yours = QCoreApplication.translate("TableSpeech", "Your turn.").rstrip(".")
    assert page.status_label.text().startswith(yours)
    qtbot.keyClick(page.view, Qt.Key.Key_F2)
    assert heard[-1].count(yours) == 1
