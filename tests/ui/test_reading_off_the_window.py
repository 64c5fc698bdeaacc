"""A long game is read and replayed away from the window's thread, so the window never
freezes while it opens: the start page's unfinished games, Continue, Open and Replay.
While a game is read the start page says so and offers nothing else to open; a damaged
file is refused with the words it always had; closing the window or switching the
language while a game is read neither crashes nor opens a game afterwards."""

from __future__ import annotations

import json
import threading
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, Qt

from caramba_desktop.engine.record import GameRecord
from caramba_desktop.session import replay as replay_module
from caramba_desktop.session import session as session_module
from caramba_desktop.session.journal import rewrite
from caramba_desktop.ui import opening, paths, reading
from tests.ui.conftest import wait_for_reading

RECORDS = Path(__file__).resolve().parents[1] / "fixtures" / "records"


def long_unfinished_game() -> GameRecord:
    """A five-player CABO game one move before its end: 661 actions, everyone human
    (nothing moves by itself once it is shown)."""
    record = GameRecord.read(RECORDS / "cabo_finished_max.json")
    record.actions = record.actions[:-1]
    for seat in record.meta["seats"]:
        seat["kind"] = "human"
    return record


@pytest.fixture
def threads_that_read(monkeypatch):
    """The threads in which a game was parsed (GameRecord.from_json) or replayed through
    the rules (views_then_apply), up to the moment a game is shown ("shown")."""
    seen: list = []
    parse = GameRecord.from_json.__func__

    def parsed(cls, data):
        seen.append(threading.current_thread())
        return parse(cls, data)

    monkeypatch.setattr(GameRecord, "from_json", classmethod(parsed))
    for module in (session_module, replay_module):
        def applied(state, action, apply=module.views_then_apply):
            seen.append(threading.current_thread())
            return apply(state, action)

        monkeypatch.setattr(module, "views_then_apply", applied)
    return seen


def before_shown(seen: list) -> list:
    return seen[:seen.index("shown")] if "shown" in seen else seen


def assert_read_off_the_window(seen: list) -> None:
    threads = before_shown(seen)
    assert threads, "nothing was read"
    assert threading.main_thread() not in threads


def an_unfinished_journal(record: GameRecord) -> Path:
    path = paths.new_journal_path(record.game_id)
    rewrite(path, record)
    return path


def test_the_start_page_and_continue_read_the_journals_off_the_window_thread(
        qtbot, make_window, data_dir, threads_that_read):
    record = long_unfinished_game()
    an_unfinished_journal(record)
    # the last finished game's journal, which the games played are checked against
    rewrite(paths.finished_path(), GameRecord.read(RECORDS / "cabo_finished_max.json"))
    threads_that_read.clear()
    window = make_window()  # lists the unfinished games
    assert len(window.history.store.games()) == 1  # kept at this start
    card = window.start_page.card("cabo")
    assert card.continue_button.isVisible() and card.waiting[0].moves == 661
    assert_read_off_the_window(threads_that_read)

    threads_that_read.clear()
    window.sessionShown.connect(lambda session: threads_that_read.append("shown"))
    qtbot.mouseClick(card.continue_button, Qt.MouseButton.LeftButton)
    wait_for_reading(qtbot, window)
    assert_read_off_the_window(threads_that_read)
    session = window.session
    assert session.record.actions == record.actions
    assert session.seats == tuple(session_module.seats_from_meta(record))
    state = record.replay()
    assert session.observation(None) == state.observation(None)
    assert session.current_player == state.current_player
    assert len(session.log()) == 661  # the log panel's lines, read with the game


def test_open_reads_the_file_off_the_window_thread_and_opens_the_exact_game(
        qtbot, make_window, tmp_path, threads_that_read):
    record = long_unfinished_game()
    path = tmp_path / "long.caramba.json"
    path.write_text(record.dumps(), encoding="utf-8")
    window = make_window()
    threads_that_read.clear()
    window.sessionShown.connect(lambda session: threads_that_read.append("shown"))
    window.open_game(str(path))
    wait_for_reading(qtbot, window)
    assert_read_off_the_window(threads_that_read)
    session = window.session
    assert session.record.actions == record.actions
    assert session.observation(None) == record.replay().observation(None)
    # it goes on in an autosave of its own, written only once the file was known good
    assert window._journal_path in paths.unfinished_journals()


def test_replay_reads_the_file_off_the_window_thread(
        qtbot, make_window, tmp_path, threads_that_read):
    path = tmp_path / "finished.caramba.json"
    path.write_text((RECORDS / "cabo_finished_max.json").read_text("utf-8"), encoding="utf-8")
    window = make_window()
    window.session_kwargs["executor"] = None
    threads_that_read.clear()
    window.replay_game(str(path))
    wait_for_reading(qtbot, window)
    assert_read_off_the_window(threads_that_read)
    page = window.replay_window
    assert page is not None and window.stack.currentWidget() is page
    record = GameRecord.read(path)
    assert page.replay.record.actions == record.actions
    assert page.replay.stops[-1] == 662 and page.replay.finished
    assert page.replay.observation(662, None) == record.replay().observation(None)


# ----- while a game is read ------------------------------------------------------------------


@pytest.fixture
def gate(monkeypatch):
    """Continue's reading waits at a gate until the test opens it; `gate.reads` counts
    the reads that began."""

    class Gate:
        def __init__(self) -> None:
            self.open = threading.Event()
            self.reads = 0

        def release(self) -> None:
            self.open.set()
            # the reading thread is free again only once the read's answer is sent
            reading.reading_thread().submit(lambda: None).result()
            QCoreApplication.processEvents()

    gate = Gate()

    def held(journal):
        gate.reads += 1
        gate.open.wait(timeout=30)
        return reading.journal_to_play(journal)

    monkeypatch.setattr(opening, "journal_to_play", held)
    yield gate
    gate.open.set()  # a failed test leaves no read waiting for the next one


def test_while_a_game_is_read_the_start_page_says_so_and_a_second_click_opens_nothing(
        qtbot, make_window, data_dir, gate, english):
    record = long_unfinished_game()
    journal = an_unfinished_journal(record)
    window = make_window()
    page = window.start_page
    card = page.card("cabo")
    qtbot.mouseClick(card.continue_button, Qt.MouseButton.LeftButton)
    assert window.reading.busy and window.session is None
    assert page.prompt.text() == "Reading the game…"
    assert not card.continue_button.isEnabled() and not page.open_button.isEnabled()
    window.game_menu.aboutToShow.emit()
    assert not window.continue_action.isEnabled() and not window.open_action.isEnabled()
    assert not window.replay_action.isEnabled()
    # clicked again, through the card and the menu: still one game read
    card.continueRequested.emit(str(journal))
    window.continue_game()
    window.open_game(str(journal))
    gate.release()
    wait_for_reading(qtbot, window)
    assert gate.reads == 1
    assert window.session.record.actions == record.actions
    assert page.prompt.text() == "Choose a game" and page.open_button.isEnabled()


def test_closing_the_window_while_a_game_is_read_opens_nothing(
        qtbot, make_window, data_dir, gate):
    journal = an_unfinished_journal(long_unfinished_game())
    before = journal.read_bytes()
    window = make_window()
    qtbot.mouseClick(window.start_page.card("cabo").continue_button, Qt.MouseButton.LeftButton)
    assert window.reading.busy
    window.close()
    gate.release()
    assert window.session is None and window.game_window is None
    assert window.stack.currentWidget() is window.start_page
    assert journal.read_bytes() == before  # the game waits on its card as it was


def test_a_game_started_while_another_is_read_stays_on_the_table(
        qtbot, make_window, data_dir, gate):
    an_unfinished_journal(long_unfinished_game())
    window = make_window()
    qtbot.mouseClick(window.start_page.card("cabo").continue_button, Qt.MouseButton.LeftButton)
    tutorial = window.start_tutorial("cabo")  # Help > Learn to play, meanwhile
    gate.release()
    wait_for_reading(qtbot, window)
    assert window.session is tutorial and not tutorial.closed
    assert window.start_page.open_button.isEnabled()


def test_a_language_switch_while_a_game_is_read_opens_it_in_the_new_language(
        qtbot, make_window, data_dir, gate, qm_files, english):
    record = long_unfinished_game()
    an_unfinished_journal(record)
    window = make_window()
    qtbot.mouseClick(window.start_page.card("cabo").continue_button, Qt.MouseButton.LeftButton)
    window.language_actions["de"].trigger()
    qtbot.waitUntil(lambda: window.start_page.prompt.text() == "Das Spiel wird geladen…")
    gate.release()
    wait_for_reading(qtbot, window)
    assert window.session.record.actions == record.actions
    window.leave_game()
    choose = QCoreApplication.translate("MainWindow", "Choose a game")
    assert choose != "Choose a game" and window.start_page.prompt.text() == choose


def test_a_journal_damaged_after_it_was_listed_is_refused_with_its_reason_and_left_alone(
        qtbot, make_window, data_dir, english):
    record = long_unfinished_game()
    journal = an_unfinished_journal(record)
    window = make_window()
    card = window.start_page.card("cabo")
    assert card.continue_button.isVisible()
    record.meta["seats"][0]["name"] = 5  # edited by hand meanwhile
    rewrite(journal, record)
    damaged = journal.read_bytes()
    qtbot.mouseClick(card.continue_button, Qt.MouseButton.LeftButton)
    wait_for_reading(qtbot, window)
    assert window.session is None
    message = window.last_message
    assert message.windowTitle() == "The game cannot be continued"
    assert message.text() == reading.record_problem(
        session_module.RecordError("bad_meta", ""))
    assert journal.read_bytes() == damaged  # left alone
    assert not card.continue_button.isVisible()  # named on the start page instead
    assert window.start_page.notice_box.isVisible()
    assert journal.name in window.start_page.notice_details.text()


def test_a_listing_that_fails_leaves_the_cards_and_says_why_in_the_log(
        qtbot, make_window, data_dir, monkeypatch, caplog):
    journal = an_unfinished_journal(long_unfinished_game())
    window = make_window()
    assert window.start_page.card("cabo").continue_button.isVisible()

    def broken(known, skip):
        raise json.JSONDecodeError("broken", "", 0)

    monkeypatch.setattr(reading, "read_listing", broken)
    window.refresh_continue()
    wait_for_reading(qtbot, window)
    assert window.start_page.card("cabo").waiting[0].path == journal
    assert "could not be listed" in caplog.text


@pytest.fixture
def threads_that_wrote_journals(monkeypatch):
    """The threads in which a journal was written whole (journal.rewrite)."""
    from caramba_desktop.session import journal as journal_module

    seen: list = []
    write = journal_module.rewrite

    def rewrote(path, record):
        seen.append(threading.current_thread())
        return write(path, record)

    monkeypatch.setattr(journal_module, "rewrite", rewrote)
    monkeypatch.setattr(reading, "rewrite", rewrote)
    return seen


@pytest.mark.parametrize("door", ["continue", "open"])
def test_the_journal_of_a_game_opened_is_on_disk_when_it_shows_written_off_the_window(
        qtbot, make_window, data_dir, tmp_path, door, threads_that_wrote_journals):
    from caramba_desktop.session.journal import load_journal

    record = long_unfinished_game()
    if door == "continue":
        an_unfinished_journal(record)
    else:
        saved = tmp_path / "long.cabo.json"
        saved.write_text(record.dumps(), encoding="utf-8")
    window = make_window()
    wait_for_reading(qtbot, window)
    threads_that_wrote_journals.clear()
    window.continue_game() if door == "continue" else window.open_game(str(saved))
    wait_for_reading(qtbot, window)
    session = window.session
    assert session is not None and session.record.actions == record.actions
    # what a crash right now would leave: the game as the table shows it, to the move
    on_disk = load_journal(window._journal_path)
    assert on_disk.actions == session.record.actions
    assert on_disk.meta == session.record.meta and on_disk.options == session.record.options
    assert threads_that_wrote_journals
    assert threading.main_thread() not in threads_that_wrote_journals


def test_a_file_opened_while_the_window_closes_leaves_no_journal_behind(
        qtbot, make_window, data_dir, tmp_path, monkeypatch):
    saved = tmp_path / "long.cabo.json"
    saved.write_text(long_unfinished_game().dumps(), encoding="utf-8")
    window = make_window()
    wait_for_reading(qtbot, window)
    opened = threading.Event()
    held = reading.save_to_play

    def waits(path, autosaved):
        opened.wait(timeout=30)
        return held(path, autosaved)

    monkeypatch.setattr(opening, "save_to_play", waits)
    window.open_game(str(saved))
    window.close()
    opened.set()
    reading.reading_thread().submit(lambda: None).result()
    assert paths.unfinished_journals() == []
