"""A tutorial played with the keyboard alone: the bubble's Next takes the focus when a
step is to be read (and a screen reader names it), Enter reads on, the asked moves are
made with the arrow keys and Enter, and End the tutorial is reached with the arrows."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor

from caramba_desktop.engine.tutorial import tutorial_for, tutorial_games
from tests.ui.table_helpers import wait_for_human
from tests.ui.test_tutorial import guided_turn, human_moves

NEXT, SKIP = ("tutorial", "next"), ("tutorial", "skip")
SPY_STEP = tutorial_for("cabo").steps[5]


def press(qtbot, view, key) -> None:
    qtbot.keyPress(view, key)
    qtbot.wait(1)


def arrow_to(qtbot, view, wanted) -> None:
    """Press Right until the keyboard is on one of `wanted` (once around at most)."""
    for _ in range(len(view.focus_order()) + 1):
        if view.focused_key() in wanted:
            return
        press(qtbot, view, Qt.Key.Key_Right)
    raise AssertionError(f"the keys never reach {wanted}: {view.focus_order()}")


def choose_the_first_unchosen(qtbot, view) -> None:
    """Enter on the first item of the keys' order not chosen yet (a look takes two cards,
    and a card chosen once more is put back)."""
    view.set_focused_key(None)
    for _ in range(len(view.focus_order())):
        press(qtbot, view, Qt.Key.Key_Right)
        if not getattr(view.table_item(view.focused_key()), "marked", False):
            break
    press(qtbot, view, Qt.Key.Key_Return)


def white_pixels(image) -> int:
    """The pixels of the keyboard's focus ring (white) in `image`."""
    return sum(1 for x in range(image.width()) for y in range(image.height())
               if QColor(image.pixel(x, y)).lightness() > 245)


def focused_name(view) -> str:
    key = view.focused_key()
    return view.speak_item(key, view.table_item(key))[0]


@pytest.mark.parametrize("game_id", tutorial_games())
def test_each_tutorials_steps_are_read_on_with_enter(qtbot, make_window, english, game_id):
    window = make_window()
    window.start_tutorial(game_id)
    view = window.game_window.view
    view.setFocus()
    guide = guided_turn(qtbot, window)
    read = 0
    while not guide.current_step().asks:
        step = guide.step_index
        assert view.focused_key() == NEXT and focused_name(view) == "Next"
        press(qtbot, view, Qt.Key.Key_Return)
        assert guide.step_index == step + 1
        read += 1
    assert read > 0


@pytest.mark.parametrize("game_id", ["caramba", "cabo"])
def test_a_tutorial_is_read_and_played_to_its_end_by_keyboard(
        qtbot, make_window, english, game_id):
    window = make_window()
    session = window.start_tutorial(game_id)
    page = window.game_window
    view = page.view
    view.setFocus()
    while True:
        guide = guided_turn(qtbot, window, timeout=60.0)
        if "play_on" in guide.callout.buttons:
            assert view.focused_key() == ("tutorial", "play_on")
            break
        if guide.playing_freely():
            if wait_for_human(qtbot, session) and guide.playing_freely():
                choose_the_first_unchosen(qtbot, view)
            continue
        step = guide.step_index
        if not guide.current_step().asks:
            assert view.focused_key() == NEXT and focused_name(view) == "Next"
            press(qtbot, view, Qt.Key.Key_Return)
            assert guide.step_index == step + 1 or not guide.active
            continue
        wait_for_human(qtbot, session)
        count = len(session.record.actions)
        expected = guide.progress.expected(session.position)
        for key in view.hint_keys(expected):
            if len(session.record.actions) > count or view.stage.get(key) is None:
                break
            if key not in view.focus_order():  # taken already (the card drawn)
                continue
            arrow_to(qtbot, view, [key])
            press(qtbot, view, Qt.Key.Key_Return)
        assert len(session.record.actions) > count, f"step {step + 1}: the move not made"
    press(qtbot, view, Qt.Key.Key_Return)
    assert not guide.active


def test_the_tutorial_is_ended_with_the_keys(qtbot, make_window, english):
    window = make_window()
    window.start_tutorial("caramba")
    view = window.game_window.view
    view.setFocus()
    guide = guided_turn(qtbot, window)
    arrow_to(qtbot, view, [SKIP])
    assert focused_name(view) == "End the tutorial"
    press(qtbot, view, Qt.Key.Key_Return)
    assert not guide.active and guide.callout.scene() is None
    assert SKIP not in view.focus_order()


def test_cabo_spy_step_is_made_by_keyboard_from_the_card_the_bubble_points_at(
        qtbot, make_window, english):
    """Step 6 asks to spy on Pancho's first card: the arrows reach that card, and Enter
    there leads on through Spy back to the card, so three Enters make the move."""
    window = make_window()
    session = window.start_tutorial("cabo")
    view = window.game_window.view
    view.setFocus()
    guide = guided_turn(qtbot, window)
    while guide.current_step() is not SPY_STEP:
        step = guide.step_index
        if guide.current_step().asks:
            wait_for_human(qtbot, session)
            view.actionChosen.emit(guide.progress.expected(session.position))
        else:
            press(qtbot, view, Qt.Key.Key_Return)
        qtbot.waitUntil(lambda step=step: guide.step_index > step)
        guide = guided_turn(qtbot, window)
    wait_for_human(qtbot, session)
    count = len(session.record.actions)
    pointed_at = guide.target_keys(SPY_STEP.target)
    card = view.mapFromScene(view.stage.get(pointed_at[0]).sceneBoundingRect()).boundingRect()
    view.set_focused_key(None)
    arrow_to(qtbot, view, pointed_at)
    assert white_pixels(view.viewport().grab(card).toImage()) > card.height(), \
        "no focus ring is seen around the card"
    press(qtbot, view, Qt.Key.Key_Return)
    assert window.game_window.message_label.text() == \
        "To look at another player's card, choose Spy first"
    assert view.focused_key() == ("button", "spy")
    press(qtbot, view, Qt.Key.Key_Return)
    assert view.focused_key() in pointed_at
    press(qtbot, view, Qt.Key.Key_Return)
    assert len(session.record.actions) > count
    assert human_moves(session)[-1] == SPY_STEP.move
