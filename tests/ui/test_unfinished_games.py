"""No unfinished game is thrown away: every game keeps a journal of its own, each game's
card offers its own Continue, a new game of the same game asks first (before the set-up
dialog) and keeps the old one unless the player discards it, an older version's
autosave is taken over, and leaving or closing never needs a question."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QCheckBox, QPushButton

from caramba_desktop.session.journal import load_journal, rewrite
from caramba_desktop.tools.screenshots import midgame_record
from caramba_desktop.ui import language, paths
from caramba_desktop.ui.main_window import MainWindow
from caramba_desktop.ui.settings import SettingsDialog
from tests.ui.conftest import wait_for_reading
from tests.ui.table_helpers import start_game, wait_for_human

NAMES = ["Pancho", "Dolores", "Emiliano"]


def a_game_in_play(qtbot, window, game_id: str = "caramba", seed: int = 21):
    session = start_game(window, game_id, NAMES, "hcc", seed)
    assert wait_for_human(qtbot, session)
    session.submit(session.legal_actions()[0])
    assert wait_for_human(qtbot, session)
    return session


def answer(qtbot, window, button: str) -> None:
    """Click "Keep it" (keepButton), "Discard it" (discardButton) or Cancel."""
    box = window.keep_question
    assert box is not None and box.isVisible()
    if button == "cancel":
        target = box.button(box.StandardButton.Cancel)
    else:
        target = box.findChild(QPushButton, button)
    qtbot.mouseClick(target, Qt.MouseButton.LeftButton)
    assert not box.isVisible()


def set_up_and_start(qtbot, window):
    """The set-up dialog is open: start with what it proposes."""
    dialog = window.new_game_dialog
    assert dialog is not None and dialog.isVisible()
    qtbot.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)
    return window.session


@pytest.fixture
def english(qapp):
    language.install(qapp, "en", remember=False)  # the plural forms come from the .qm
    yield


def test_a_new_game_of_the_same_game_asks_first_and_keeps_the_old_one(qtbot, make_window,
                                                                      english):
    window = make_window()
    old = a_game_in_play(qtbot, window)
    old_actions = old.record.actions
    window.new_action.trigger()  # Game > New game (Ctrl+N): Caramba! is on the table
    # the question comes before the whole set-up, naming the game that waits
    assert window.new_game_dialog is None
    text = window.keep_question.text()
    assert "Caramba!" in text and "Pancho, Dolores, Emiliano" in text
    answer(qtbot, window, "keepButton")
    new = set_up_and_start(qtbot, window)
    assert new is not old and old.closed
    assert wait_for_human(qtbot, new)

    window.game_window.leave_button.click()
    wait_for_reading(qtbot, window)
    card = window.start_page.card("caramba")
    assert card.continue_button.isVisible() and card.older_button.isVisible()
    assert card.older_button.text() == "1 older game ▾"
    assert [len(game.names) for game in card.waiting] == [len(new.seats), 3]
    # the older game is in the menu; choosing it resumes it exactly
    entries = card.older_menu.actions()
    assert len(entries) == 1 and "Pancho, Dolores, Emiliano" in entries[0].text()
    entries[0].trigger()
    wait_for_reading(qtbot, window)
    assert window.session.record.actions == old_actions
    assert window.session.seats == old.seats


def test_discarding_throws_the_old_game_away_only_when_the_new_one_starts(qtbot, make_window):
    window = make_window()
    a_game_in_play(qtbot, window)
    old_journal = window._journal_path
    window.leave_game()
    wait_for_reading(qtbot, window)
    qtbot.mouseClick(window.start_page.card("caramba").new_button, Qt.MouseButton.LeftButton)
    answer(qtbot, window, "discardButton")
    window.new_game_dialog.reject()  # thought better of it: nothing is lost
    assert old_journal.exists()
    assert window.start_page.card("caramba").continue_button.isVisible()

    qtbot.mouseClick(window.start_page.card("caramba").new_button, Qt.MouseButton.LeftButton)
    answer(qtbot, window, "discardButton")
    new = set_up_and_start(qtbot, window)
    # one journal is left: the new game's (it may even reuse the freed name)
    assert paths.unfinished_journals() == [window._journal_path]
    assert load_journal(window._journal_path).actions == new.record.actions


def test_cancel_leaves_the_game_in_play_alone(qtbot, make_window):
    window = make_window()
    session = a_game_in_play(qtbot, window)
    window.new_game()
    answer(qtbot, window, "cancel")
    assert window.new_game_dialog is None
    assert window.session is session and not session.closed


def test_another_game_asks_nothing_and_each_card_offers_its_own_continue(qtbot, make_window):
    window = make_window()
    caramba = a_game_in_play(qtbot, window, "caramba")
    qtbot.mouseClick(window.game_window.leave_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(window.start_page.card("cabo").new_button, Qt.MouseButton.LeftButton)
    assert window.keep_question is None  # no CABO waits: nothing to ask
    cabo = set_up_and_start(qtbot, window)
    assert cabo.game.id == "cabo" and caramba.closed
    window.close()  # closing asks nothing either: both games wait

    again = make_window()
    page = again.start_page
    waiting = {card.game_id: card.continue_button.isVisible() for card in page.cards}
    assert waiting == {"caramba": True, "cabo": True, "caravan": False, "mina": False}
    assert not page.card("caramba").older_button.isVisible()
    qtbot.mouseClick(page.card("caramba").continue_button, Qt.MouseButton.LeftButton)
    wait_for_reading(qtbot, again)
    assert again.session.record.actions == caramba.record.actions
    again.leave_game()
    wait_for_reading(qtbot, again)
    qtbot.mouseClick(page.card("cabo").continue_button, Qt.MouseButton.LeftButton)
    wait_for_reading(qtbot, again)
    assert again.session.game.id == "cabo"
    assert again.session.record.actions == cabo.record.actions


def test_the_autosave_of_an_older_version_is_taken_over(qtbot, data_dir, make_window):
    record = midgame_record()
    data_dir.mkdir(parents=True, exist_ok=True)
    rewrite(data_dir / "current.journal", record)  # as the single autosave was kept
    window = make_window()
    card = window.start_page.card("caramba")
    assert card.continue_button.isVisible()
    assert "Pancho, Dolores, Emiliano, Porfirio" in card.waiting_details.text()
    assert not (data_dir / "current.journal").exists()
    [journal] = paths.unfinished_journals()
    assert journal.name.startswith("caramba-")
    assert load_journal(journal).actions == record.actions
    card.continue_button.click()
    wait_for_reading(qtbot, window)
    assert window.session.record.actions == record.actions


def test_leaving_and_the_settings_promise_no_question_that_never_comes(qtbot, make_window):
    """The settings offered "ask before leaving a game in progress", and nothing asked.
    Leaving loses nothing now, so no setting promises a question."""
    window = make_window()
    session = a_game_in_play(qtbot, window)
    dialog = SettingsDialog(window)
    qtbot.addWidget(dialog)
    promises = [box.text() for box in dialog.findChildren(QCheckBox)]
    assert not any("leaving" in text.lower() for text in promises), promises

    qtbot.mouseClick(window.game_window.leave_button, Qt.MouseButton.LeftButton)
    assert QApplication.activeModalWidget() is None
    assert window.stack.currentWidget() is window.start_page
    card = window.start_page.card("caramba")
    assert card.continue_button.isVisible()
    assert card.waiting[0].moves == len(session.record.actions)


@pytest.mark.parametrize("lang", language.LANGUAGES)
def test_every_button_of_a_card_with_a_waiting_game_shows_its_whole_label(
        qtbot, qapp, qm_files, data_dir, make_window, lang):
    """Continue, New game, Learn to play and Rules, in the longest language, in the
    usual window and the smallest."""
    data_dir.mkdir(parents=True, exist_ok=True)
    record = midgame_record()
    rewrite(paths.new_journal_path("caramba"), record)
    rewrite(paths.new_journal_path("caramba"), record)  # and an older one: its menu too
    language.install(qapp, lang, remember=False)
    try:
        window = make_window()
        card = window.start_page.card("caramba")
        for size in ((1280, 800), MainWindow.MINIMUM_SIZE):
            window.resize(*size)
            qtbot.wait(20)
            shown = [button for button in card.findChildren(QPushButton) + [card.older_button]
                     if button.isVisible()]
            assert card.continue_button in shown and card.older_button in shown
            cut = [(button.text(), button.width(), button.sizeHint().width())
                   for button in shown if button.width() < button.sizeHint().width()]
            assert cut == [], f"{lang} at {size}"
    finally:
        language.install(qapp, "en", remember=False)


def test_the_new_game_dialog_offers_the_names_typed_last_at_each_seat(qtbot, make_window):
    """A family types its names once: the next game's dialog, of any game, offers them
    at the same seats (kept in the settings, so after a restart too)."""
    window = make_window()
    qtbot.mouseClick(window.start_page.card("cabo").new_button, Qt.MouseButton.LeftButton)
    dialog = window.new_game_dialog
    dialog.set_player_count(3)
    for row, name in zip(dialog.seat_rows, ["Anna", "Ben", "Clara"], strict=False):
        row.name_edit.clear()
        qtbot.keyClicks(row.name_edit, name)
    set_up_and_start(qtbot, window)
    window.leave_game()
    for game_id, count in (("caravan", 2), ("mina", 2), ("cabo", 3)):
        qtbot.mouseClick(window.start_page.card(game_id).new_button, Qt.MouseButton.LeftButton)
        if window.keep_question is not None and window.keep_question.isVisible():
            answer(qtbot, window, "keepButton")
        dialog = window.new_game_dialog
        assert [row.name for row in dialog.seat_rows[:3]] == ["Anna", "Ben", "Clara"], game_id
        assert dialog.player_count() == count  # the rest stays each game's own
        dialog.reject()
    window.close()
    restarted = make_window()
    qtbot.mouseClick(restarted.start_page.card("caramba").new_button, Qt.MouseButton.LeftButton)
    assert [row.name for row in restarted.new_game_dialog.seat_rows[:2]] == ["Anna", "Ben"]


def test_every_waiting_game_says_how_far_it_is(qtbot, qapp, qm_files, make_window):
    """Each game's card tells the round (Caramba!, CABO), the race (Mina de Plata) or
    the turn (Caravan) its game stands at, and when it was last played, in French as
    "dernier coup joué le …" (not "dernière partie", the last game)."""
    language.install(qapp, "fr", remember=False)
    try:
        window = make_window()
        stages = {}
        for game_id in ("caramba", "cabo", "caravan", "mina"):
            session = a_game_in_play(qtbot, window, game_id)
            obs = session.observation(None)
            word, key = {"caramba": ("tour", "round"), "cabo": ("manche", "round"),
                         "caravan": ("tour", "turn"), "mina": ("course", "race")}[game_id]
            stages[game_id] = f"{word} {obs[key]}"
        window.leave_game()
        wait_for_reading(qtbot, window)
        for game_id, stage in stages.items():
            details = window.start_page.card(game_id).waiting_details.text()
            assert f"{NAMES[0]}, {NAMES[1]}, {NAMES[2]} · {stage} · dernier coup joué le " \
                in details, details
    finally:
        language.install(qapp, "en", remember=False)
