"""The replay screen: a game again, move by move, read only; and the review of a
human seat's play, with its progress, Cancel, marks and where it is kept."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from caramba_desktop.ai.review import decisions
from caramba_desktop.engine import registry
from caramba_desktop.engine.api import CHANCE
from caramba_desktop.engine.record import GameRecord
from caramba_desktop.history.store import HistoryStore
from caramba_desktop.session import bot_pool
from caramba_desktop.session.session import GameSession
from caramba_desktop.ui.hint import chances_in_numbers
from caramba_desktop.ui.replay_bar import PUBLIC
from tests.ui.conftest import wait_for_reading

RECORDS = Path(__file__).parent.parent / "fixtures" / "records"


def _record(name: str, human: int | None = None) -> GameRecord:
    record = GameRecord.read(RECORDS / f"{name}.json")
    if human is not None:
        record.meta["seats"][human]["kind"] = "human"
    return record


@pytest.fixture
def replay(qtbot, make_window):
    """Replay windows whose reviews think in threads of this process."""

    def make(record: GameRecord, history_id: int | None = None):
        window = make_window()
        window.session_kwargs["executor"] = None
        window.replay_record(record, history_id)
        wait_for_reading(qtbot, window)
        return window.replay_window

    return make


@pytest.mark.parametrize("game_id", registry.game_ids())
def test_every_step_shows_the_game_as_replayed_from_the_record(qtbot, replay, game_id):
    record = _record(f"{game_id}_finished_min")
    page = replay(record)
    fresh = GameSession.from_record(record)  # the log the game had, each seat's view
    state = record.new_state()
    applied = 0
    viewer = 0 if registry.game(game_id).has_secrets else None
    if viewer is not None:
        page.bar.viewer_box.setCurrentIndex(page.bar.viewer_box.findData(viewer))
        page.bar.viewer_box.activated.emit(page.bar.viewer_box.currentIndex())
    steps = 0
    while True:
        while applied < page.moves:  # the fresh replay catches up with the table
            state.apply(record.actions[applied])
            applied += 1
        assert page.view._obs == state.observation(viewer)
        assert page.log.entries() == fresh.log()[:applied]
        assert page.view.legal_actions() == []  # read only: nothing to choose
        assert state.current_player != CHANCE or applied == len(record.actions)
        if not page.bar.forward_button.isEnabled():
            break
        qtbot.mouseClick(page.bar.forward_button, Qt.MouseButton.LeftButton)
        steps += 1
    assert applied == len(record.actions) and state.is_terminal()
    assert steps == len(page.replay.stops) - 1 > 10
    # back, first and the slider land on the same positions
    qtbot.mouseClick(page.bar.back_button, Qt.MouseButton.LeftButton)
    assert page.view._obs == record.replay(page.moves).observation(viewer)
    page.bar.slider.setValue(3)
    assert page.view._obs == record.replay(page.moves).observation(viewer)
    assert page.log.entries() == fresh.log()[:page.moves]
    qtbot.mouseClick(page.bar.first_button, Qt.MouseButton.LeftButton)
    assert page.moves == page.replay.stops[0] and page.log.entries() == \
        fresh.log()[:page.moves]
    fresh.close()


def test_play_steps_on_at_the_pace_and_pauses_at_the_end(qtbot, replay):
    page = replay(_record("caravan_finished_min"))
    page.window().activateWindow()
    page.view.setFocus()
    qtbot.waitUntil(page.view.hasFocus)
    for key in (Qt.Key.Key_End, Qt.Key.Key_Left, Qt.Key.Key_Left):  # on the table, as a player
        qtbot.keyClick(QApplication.focusWidget(), key)
    assert page.stop == len(page.replay.stops) - 3
    qtbot.mouseClick(page.bar.play_button, Qt.MouseButton.LeftButton)
    assert page.playing
    qtbot.waitUntil(lambda: not page.playing, timeout=10_000)
    assert page.stop == len(page.replay.stops) - 1


@pytest.mark.parametrize("game_id", ["caramba", "cabo"])
def test_all_cards_are_shown_only_once_the_game_is_over(qtbot, replay, game_id):
    finished = replay(_record(f"{game_id}_finished_min"))
    assert finished.bar.open_box.isEnabled()
    finished.step_to(len(finished.replay.stops) // 2)
    hidden = finished.view._obs
    finished.bar.open_box.click()
    shown = finished.view._obs
    assert shown["open"] and shown["phase"] != "over" and shown != hidden
    assert shown == finished.replay.record.replay(finished.moves).open_observation()

    unfinished = replay(_record(f"{game_id}_unfinished_mid"))
    assert not unfinished.bar.open_box.isEnabled()
    unfinished.set_open_cards(True)  # even when asked: nothing is shown
    assert not unfinished.open_cards
    last = len(unfinished.replay.stops) - 1
    unfinished.step_to(last)
    assert unfinished.view._obs == unfinished.replay.record.replay(unfinished.moves).observation(None)


def _offered(page) -> list[int]:
    box = page.bar.viewer_box
    return [box.itemData(i) for i in range(box.count())
            if box.model().item(i).isEnabled()]


def _choose(page, seat: int) -> None:
    box = page.bar.viewer_box
    box.setCurrentIndex(box.findData(seat))
    box.activated.emit(box.currentIndex())


@pytest.mark.parametrize("game_id", ["cabo", "caramba"])
def test_an_unfinished_saved_game_shows_no_other_persons_cards(qtbot, replay, game_id):
    record = _record(f"{game_id}_unfinished_mid")
    page = replay(record)
    assert page.review.isHidden()  # nothing to review in an unfinished game
    last = len(page.replay.stops) - 1
    # computers only: the public table alone, never a computer's hand
    assert _offered(page) == [PUBLIC]
    _choose(page, 1)
    page.step_to(last)
    assert page.view._obs == record.replay(page.moves).observation(None)
    assert page.log.viewer is None
    assert "a computer’s cards stay hidden" in page.bar.viewer_box.toolTip()
    # one person plays it: her own view too, never a computer's
    page = replay(_record(f"{game_id}_unfinished_mid", human=1))
    assert _offered(page) == [PUBLIC, 1]
    _choose(page, 1)
    page.step_to(last)
    assert page.view._obs == record.replay(page.moves).observation(1)
    assert page.log.viewer == 1
    _choose(page, 0)
    assert page.view._obs == record.replay(page.moves).observation(None)
    # two people play it: the public table only, and the box says why
    two = _record(f"{game_id}_unfinished_mid", human=1)
    two.meta["seats"][0]["kind"] = "human"
    page = replay(two)
    assert _offered(page) == [PUBLIC]
    for seat in (0, 1):
        _choose(page, seat)
        page.step_to(last)
        assert page.view._obs == record.replay(page.moves).observation(None)
        assert page.log.viewer is None
    box = page.bar.viewer_box
    assert "two or more people play it" in box.model().item(1).toolTip()
    assert "two or more people play it" in box.toolTip()
    # once over, every view is offered again
    page = replay(_record(f"{game_id}_finished_min", human=1))
    assert len(_offered(page)) == 1 + len(page.seats)


# ----- the review ------------------------------------------------------------------------

REVIEW_SECONDS = 0.005  # short searches: the test checks the machinery, not the advice


def _run_review(qtbot, page) -> None:
    page.review.seconds = REVIEW_SECONDS
    qtbot.mouseClick(page.review.start_button, Qt.MouseButton.LeftButton)
    assert page.review.running and page.review.progress.isVisible()
    qtbot.waitUntil(lambda: page.review.result is not None, timeout=60_000)


def test_a_review_marks_decisions_and_the_replay_jumps_between_them(qtbot, replay):
    record = _record("cabo_finished_min", human=0)
    page = replay(record)
    assert page.review.isVisibleTo(page) and page.review.seat == 0
    _run_review(qtbot, page)
    found = decisions(record, 0)
    assert page.review.progress.maximum() == len(found)
    entries = page.review.result["decisions"]
    assert [e["index"] for e in entries] == [d.index for d in found]
    marks = [e["index"] for e in entries if e["flag"]]
    assert marks, "a short search marks some of a computer's moves"
    page.step_to(0)
    qtbot.mouseClick(page.review.next_button, Qt.MouseButton.LeftButton)
    assert page.moves == marks[0]
    text = page.review.explanation.text()
    assert page.review.explanation.isVisible()
    assert text.startswith("Your move: ")
    assert "Worth another look" in text or "A costly slip" in text
    entry = page.review._entries[page.moves]
    # the chances in numbers only where the game's calibration holds them, else in words
    numbers = chances_in_numbers(record.game_id, record.num_players) and entry["best_chance"] is not None
    assert (" → best: " in text) == numbers
    assert "Suggested: " in text
    if len(marks) > 1:
        qtbot.mouseClick(page.review.next_button, Qt.MouseButton.LeftButton)
        assert page.moves == marks[1]
        qtbot.mouseClick(page.review.previous_button, Qt.MouseButton.LeftButton)
        assert page.moves == marks[0]
    # kept for the session: the same game again shows it at once, without searching
    again = replay(record)
    assert again.review.result == page.review.result
    assert again.review.start_button.isHidden()


def test_cancel_stops_a_review(qtbot, replay):
    page = replay(_record("caramba_finished_min", human=1))
    page.review.seconds = 30.0  # would take many minutes
    epoch = bot_pool.thinking_epoch()
    qtbot.mouseClick(page.review.start_button, Qt.MouseButton.LeftButton)
    assert page.review.running
    qtbot.mouseClick(page.review.cancel_button, Qt.MouseButton.LeftButton)
    assert not page.review.running and page.review.result is None
    assert bot_pool.thinking_epoch() > epoch  # the search thinking now stops
    assert page.review.progress.isHidden() and page.review.start_button.isVisible()
    qtbot.wait(200)
    assert page.review.result is None and page.review.progress.value() <= 1


def test_a_review_of_a_game_in_the_history_is_kept_there(qtbot, replay):
    store = HistoryStore.open_default()
    record = _record("mina_finished_min", human=0)
    kept = store.add_finished(record)
    other = store.add_finished(_record("caravan_finished_min", human=0))
    page = replay(record, history_id=kept)
    _run_review(qtbot, page)
    assert store.review(kept, 0) == page.review.result
    again = replay(record, history_id=kept)
    assert again.review.result == page.review.result and not again.review.running
    not_yet = replay(store.record(other), history_id=other)  # not reviewed yet
    assert not_yet.review.result is None and not_yet.review.start_button.isVisibleTo(not_yet)


def test_the_game_menu_replays_the_finished_game_on_the_table(qtbot, make_window):
    window = make_window()
    window.session_kwargs["executor"] = None
    window.open_game(str(RECORDS / "caravan_finished_min.json"))
    wait_for_reading(qtbot, window)
    session = window.session
    assert session.is_over()
    record = session.record
    window.replay_action.trigger()
    wait_for_reading(qtbot, window)
    page = window.replay_window
    assert page is not None and window.stack.currentWidget() is page
    assert window.game_window is None  # the finished game was left
    assert page.replay.record.actions == record.actions
    qtbot.mouseClick(page.leave_button, Qt.MouseButton.LeftButton)
    assert window.replay_window is None and window.stack.currentWidget() is window.start_page
    # the end screen offers it too
    window.open_game(str(RECORDS / "caravan_finished_min.json"))
    wait_for_reading(qtbot, window)
    end = window.game_window.end_panel
    qtbot.waitUntil(end.replay_button.isVisible)
    qtbot.mouseClick(end.replay_button, Qt.MouseButton.LeftButton)
    wait_for_reading(qtbot, window)
    assert window.replay_window is not None and window.replay_window.replay.record.actions \
        == record.actions


def test_a_damaged_file_is_not_replayed(qtbot, make_window, tmp_path):
    window = make_window()
    damaged = tmp_path / "damaged.caramba.json"
    damaged.write_text((RECORDS / "cabo_finished_min.json").read_text()[:300])
    window.replay_game(str(damaged))
    wait_for_reading(qtbot, window)
    assert window.replay_window is None
    assert window.replay_window is None and window.stack.currentWidget() is window.start_page
    assert "damaged" in window.last_message.text()


def test_the_replay_speaks_the_language_chosen_live(qtbot, replay, qm_files, english):
    page = replay(_record("cabo_finished_min", human=0))
    page.step_to(5)
    window = page.window()
    window.language_actions["de"].trigger()
    qtbot.waitUntil(lambda: page.bar.position_label.text().startswith("Zug"))
    assert page.bar.position_label.text() == f"Zug 6 von {len(page.replay.stops)}"
    assert page.bar.open_box.text() == "Alle Karten zeigen"
    assert page.review.heading.text() == "Wie habe ich gespielt?"
    assert page.bar.viewer_box.itemText(1) == "Wie Dolores es sah"
    window.language_actions["fr"].trigger()
    qtbot.waitUntil(lambda: page.leave_button.text() == "Quitter la relecture")


@pytest.mark.parametrize("game_id", registry.game_ids())
def test_the_replay_opens_at_move_1_and_counts_the_players_moves(qtbot, replay, game_id):
    """The replay opens on the table as the first player found it, called move 1 (not
    move 17, after the cards of the deal); the count goes on one move a step to the end."""
    page = replay(_record(f"{game_id}_finished_min"))
    positions = len(page.replay.stops)
    assert page.stop == 0
    assert page.bar.position_label.text() == f"Move 1 of {positions}"
    qtbot.mouseClick(page.bar.forward_button, Qt.MouseButton.LeftButton)
    assert page.bar.position_label.text() == f"Move 2 of {positions}"
    qtbot.mouseClick(page.bar.last_button, Qt.MouseButton.LeftButton)
    assert page.bar.position_label.text() == f"Move {positions} of {positions}"
    assert page.status.text() == "Replay: the game is over"


def _kept_review(record: GameRecord, seat: int, losses: list[float]) -> list[dict]:
    """A review of `seat` kept for the session, as if searched: the decisions lose
    `losses` (then nothing) of their chance to win."""
    import hashlib

    from caramba_desktop.ai.review import COSTLY_SLIP_LOSS, LOOK_AGAIN_LOSS
    from caramba_desktop.ui import review_panel

    entries = []
    for order, decision in enumerate(decisions(record, seat)):
        lost = losses[order] if order < len(losses) else 0.0
        mark = ("costly_slip" if lost >= COSTLY_SLIP_LOSS else
                "look_again" if lost >= LOOK_AGAIN_LOSS else None)
        entries.append({"index": decision.index, "played": decision.played.to_json(),
                        "best": decision.played.to_json(), "played_share": 0.5,
                        "best_share": 0.5, "played_chance": 0.5 - lost, "best_chance": 0.5,
                        "chance_lost": lost, "mark": mark, "flag": mark is not None,
                        "shares": [[decision.played.to_json(), 0.5]], "choices": []})
    digest = hashlib.sha256(record.dumps().encode("utf-8")).hexdigest()
    review_panel._session_reviews[(digest, seat)] = {"decisions": entries}
    return entries


def test_a_review_opens_in_the_reviewed_players_own_view(qtbot, replay):
    record = _record("cabo_finished_min", human=0)
    record.meta["seats"][1]["kind"] = "human"
    for seat in (0, 1):
        _kept_review(record, seat, [])
    page = replay(record)
    assert page.review.seat == 0 and page.viewer == 0
    page.step_to(len(page.replay.stops) // 2)
    assert page.shown_observation() == page.replay.observation(page.moves, 0, False)
    page.review.seat_box.setCurrentIndex(1)  # the other player's review: her own view
    assert page.viewer == 1
    assert page.shown_observation() == page.replay.observation(page.moves, 1, False)


def test_the_review_sums_up_and_its_chart_jumps_to_a_decision(qtbot, replay, monkeypatch):
    monkeypatch.setattr("caramba_desktop.games.caramba.texts.CHANCES_HOLD", (2, 3, 4))
    record = _record("caramba_finished_min", human=1)
    entries = _kept_review(record, 1, [0.05, 0.25, 0.0, 0.12, 0.31])
    page = replay(record)
    summary = page.review.summary.text()
    assert "1 worth another look" in summary and "2 costly slips" in summary
    assert "given away in all: about 73 points" in summary
    # the three costliest, dearest first, each a link to its decision
    assert summary.index(f'href="{entries[4]["index"]}"') < \
        summary.index(f'href="{entries[1]["index"]}"') < \
        summary.index(f'href="{entries[3]["index"]}"')
    assert f'href="{entries[0]["index"]}"' not in summary
    chart = page.review.chart
    assert chart.isVisibleTo(page)
    page.review.summary.linkActivated.emit(str(entries[3]["index"]))
    assert page.moves == entries[3]["index"]
    spot = chart.point(1, entries[1]["played_chance"]).toPoint()
    qtbot.mouseClick(chart, Qt.MouseButton.LeftButton, pos=spot)
    assert page.moves == entries[1]["index"]
    text = page.review.explanation.text()
    assert text.startswith("Your move: ") and "50% → best: about 50% to win" not in text
    assert "about 25% to win → best: about 50% to win" in text and "A costly slip" in text


def test_where_the_chances_do_not_hold_the_review_names_no_points(qtbot, replay, monkeypatch):
    monkeypatch.setattr("caramba_desktop.games.caramba.texts.CHANCES_HOLD", ())
    record = _record("caramba_finished_min", human=1)
    entries = _kept_review(record, 1, [0.05, 0.25, 0.0, 0.12, 0.31])
    page = replay(record)
    summary = page.review.summary.text()
    assert "given away" not in summary and "−" not in summary
    assert f'href="{entries[4]["index"]}"' in summary
    page.step_to_move(entries[1]["index"])
    text = page.review.explanation.text()
    assert "A costly slip: a much worse chance to win" in text and "%" not in text


@pytest.mark.parametrize("lang", ["sv", "fr", "de", "en"])
def test_the_mark_buttons_show_their_whole_words_in_a_small_window_and_large_print(
        qtbot, replay, qapp, print_size, lang):
    from caramba_desktop.ui import language, settings
    from caramba_desktop.ui.main_window import MainWindow
    from tests.ui.text_fit import widget_problems

    language.install(qapp, lang, remember=False)
    try:
        record = _record("cabo_finished_min", human=0)
        _kept_review(record, 0, [0.3])
        page = replay(record)
        found = []
        for size in ("normal", max(settings.TEXT_SIZES, key=settings.TEXT_SIZES.get)):
            print_size(size)
            for window_size in ((1280, 800), MainWindow.MINIMUM_SIZE):
                page.window().resize(*window_size)
                qtbot.wait(30)
                assert page.review.next_button.isVisible()
                assert page.review.previous_button.isVisible()
                found += widget_problems(page.review, f"{lang} {size} {window_size}")
    finally:
        language.install(qapp, "en", remember=False)
    assert not found, "\n".join(found)



def test_the_status_pill_shows_its_words_on_its_one_line_in_a_small_window(
        qtbot, replay, qapp):
    """CABO's status line on the table, its Swedish words as wide as the pill's room:
    one line in the middle of the pill, not two lines cut at its top and bottom."""
    from PySide6.QtGui import QColor

    from caramba_desktop.ui import language
    from caramba_desktop.ui.main_window import MainWindow

    language.install(qapp, "sv", remember=False)
    try:
        page = replay(_record("cabo_finished_min", human=0))
        page.window().resize(*MainWindow.MINIMUM_SIZE)
        qtbot.wait(30)
        view = page.view
        pill = view.stage.get(("status",))
        assert pill.text == "Dolores tittar på sina kort"
        image = view.viewport().grab().toImage()
        box = view.mapFromScene(pill.sceneBoundingRect()).boundingRect()
        edge = max(2, box.height() // 6)
        rows = [*range(box.top() + 1, box.top() + edge),
                *range(box.bottom() - edge, box.bottom())]
        words_at_the_edges = [(x, y) for y in rows for x in range(box.left(), box.right())
                              if QColor(image.pixel(x, y)).lightness() > 200]
    finally:
        language.install(qapp, "en", remember=False)
    assert words_at_the_edges == []
