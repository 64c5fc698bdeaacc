"""The tutorial's bubble never hides what it asks for: at every step of every tutorial,
in the four languages and at the two window sizes, the asked item, the controls that
make the asked move (a card and then its choice buttons, a camel and then its space),
the table's buttons and the item or panel a step explains stay clear of the bubble,
and its tail points at one item. Played through the window with real clicks."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, QRectF

from caramba_desktop.engine.tutorial import tutorial_games
from caramba_desktop.ui import language, settings
from caramba_desktop.ui.main_window import MainWindow
from tests.ui.table_helpers import click, wait_for_human
from tests.ui.test_tutorial import click_callout, guided_turn

SIZES = [(1280, 800), MainWindow.MINIMUM_SIZE]
LARGEST = max(settings.TEXT_SIZES, key=settings.TEXT_SIZES.get)


@pytest.fixture
def quick_settle(monkeypatch):
    """The bubble takes its final place at once (animations are off in these tests)."""
    monkeypatch.setattr("caramba_desktop.ui.tutorial_guide.SETTLE_MS", 0)


def outline(item) -> QRectF:
    """An item's drawn shape in scene coordinates (not its glow)."""
    return item.mapToScene(item.shape()).boundingRect()


def must_see(guide, view) -> list[tuple[object, QRectF]]:
    """What the step shows or asks for, and the table's buttons."""
    session = guide.session
    step = guide.current_step()
    seen = []
    target = guide.target_rect(step.target_in(session.position))
    if target is not None:
        seen.append(("target", target))
    if step.asks and session.legal_actions():
        expected = guide.progress.expected(session.position)
        for key in view.hint_keys(expected):
            item = view.stage.get(key)
            if item is not None and item.isVisible():
                seen.append((key, outline(item)))
        seen += [("space", rect) for rect in view.hint_rects(expected)]
    seen += [(key, outline(item)) for key, item in view.stage.items().items()
             if key[0] == "button" and item.isVisible() and getattr(item, "legal", False)]
    return seen


def check_nothing_hidden(qtbot, guide, view, where: str) -> None:
    qtbot.wait(2)  # the guide places the bubble again once the table is drawn
    bubble = guide.callout.mapRectToScene(guide.callout.body())
    for name, rect in must_see(guide, view):
        assert not bubble.intersects(rect.adjusted(1, 1, -1, -1)), \
            f"{where}: the bubble covers {name}"
    tip = guide.callout.tip()
    if tip is not None:  # the tail points at one item: the topmost there is a target's
        assert not bubble.contains(tip), f"{where}: the tail ends under the bubble"
        step = guide.current_step()
        target = guide.target_rect(step.target_in(guide.session.position))
        assert target is not None and target.adjusted(-2, -2, 2, 2).contains(tip), where
        keys = guide.target_keys(step.target_in(guide.session.position))
        if keys:
            under = topmost_key_at(view, tip, guide.callout)
            assert under in keys, f"{where}: the tail points at {under}, not at {keys}"


def topmost_key_at(view, point: QPointF, callout):
    """The key of the table item drawn on top a hair inside the tail's tip."""
    keys = {item: key for key, item in view.stage.items().items()}
    for item in view.scene().items(point):
        if item is not callout and item in keys and item.isVisible():
            return keys[item]
    return None


def make_the_move_by_clicks(qtbot, guide, page, where: str) -> None:
    """The asked move, clicked as the hint shows it; each control checked in view as
    it comes (a card's choice buttons appear once the card is clicked)."""
    session, view = page.session, page.view
    count = len(session.record.actions)
    expected = guide.progress.expected(session.position)
    for key in view.hint_keys(expected):
        if len(session.record.actions) > count or view.stage.get(key) is None:
            break
        check_nothing_hidden(qtbot, guide, view, f"{where}, before {key}")
        click(qtbot, view, key)
    if len(session.record.actions) == count:  # a space to click (no item names it)
        view.actionChosen.emit(expected)
    assert len(session.record.actions) > count, f"{where}: the move was not played"


@pytest.mark.parametrize("text_size", ["normal", LARGEST])
@pytest.mark.parametrize("size", SIZES, ids=lambda size: f"{size[0]}x{size[1]}")
@pytest.mark.parametrize("lang", language.LANGUAGES)
@pytest.mark.parametrize("game_id", tutorial_games())
def test_no_bubble_hides_what_its_step_asks_for_or_shows(
        qtbot, make_window, english, quick_settle, print_size, game_id, lang, size,
        text_size):
    print_size(text_size)
    window = make_window()
    window.set_language(lang)
    window.resize(*size)
    session = window.start_tutorial(game_id)
    page = window.game_window
    checked = set()
    while True:
        guide = guided_turn(qtbot, window, timeout=60.0)
        if guide.playing_freely():
            if wait_for_human(qtbot, session) and guide.playing_freely():
                page.view.actionChosen.emit(session.legal_actions()[0])
            continue
        where = f"{game_id} {lang} {size} {text_size}: step {guide.step_index + 1}"
        check_nothing_hidden(qtbot, guide, page.view, where)
        assert guide.callout.text_fits(), f"{where}: the text is cut"
        checked.add(guide.step_index)
        if "play_on" in guide.callout.buttons:
            break
        if not guide.current_step().asks:
            click_callout(qtbot, page.view, guide.callout, "next")
            continue
        wait_for_human(qtbot, session)
        make_the_move_by_clicks(qtbot, guide, page, where)
    assert len(checked) == len(guide.tutorial.steps)


@pytest.mark.parametrize("game_id", tutorial_games())
def test_a_correction_goes_once_the_right_move_is_begun(
        qtbot, make_window, quick_settle, game_id):
    window = make_window()
    session = window.start_tutorial(game_id)
    page = window.game_window
    guide = guided_turn(qtbot, window)
    while not guide.current_step().asks:
        click_callout(qtbot, page.view, guide.callout, "next")
    expected = guide.progress.expected(session.position)
    wrong = next(a for a in session.legal_actions() if a != expected)
    page.view.actionChosen.emit(wrong)
    assert guide.callout.note and guide.callout.isVisible()
    first = page.view.hint_keys(expected)[0]  # the right card, the right camel
    click(qtbot, page.view, first)
    qtbot.wait(2)
    assert guide.callout.note == ""
    check_nothing_hidden(qtbot, guide, page.view, f"{game_id}: the move begun")


def test_the_bubble_grows_with_the_text_size(qtbot, make_window, english, quick_settle,
                                             print_size):
    """Its text, its width and its buttons grow as the text size does, at once."""
    window = make_window()
    window.start_tutorial("caramba")
    guide = guided_turn(qtbot, window)
    normal = guide.callout.body(), guide.callout.button_rect("next")
    print_size(LARGEST)
    qtbot.wait(2)
    larger = guide.callout.body(), guide.callout.button_rect("next")
    factor = settings.TEXT_SIZES[LARGEST]
    assert larger[0].width() >= normal[0].width() * factor - 1
    assert larger[0].height() > normal[0].height() * 1.2
    assert larger[1].height() >= normal[1].height() * factor - 1
    assert guide.callout.text_fits()
