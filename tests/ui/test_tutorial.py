"""Learn to play: a tutorial at the real table, its callouts, asked moves and Skip."""

from __future__ import annotations

import dataclasses
import random
import time

import pytest
from PySide6.QtCore import QCoreApplication, QPoint, Qt

from caramba_desktop.engine.tutorial import HUMAN, tutorial_for, tutorial_games
from caramba_desktop.ui import language
from caramba_desktop.ui.scene.callout import CalloutItem
from tests.session.helpers import judged
from tests.ui.table_helpers import click, wait_for_human

GAMES = tutorial_games()


def click_callout(qtbot, view, callout, name: str) -> None:
    """A real mouse click on one of the bubble's buttons."""
    rect = callout.button_rect(name)
    assert rect is not None, f"no {name} in the bubble"
    point = view.mapFromScene(rect.center())
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(point))


def guided_turn(qtbot, window, timeout: float = 30.0):
    """Wait until the bubble shows a step at the human's turn (or trailing steps)."""
    page = window.game_window
    deadline = time.monotonic() + timeout
    while True:
        guide = page.guide
        if guide is not None and guide.callout.isVisible():
            return guide
        if page.session.legal_actions() or page.session.is_over():
            wait_for_human(qtbot, page.session)
        if getattr(page.view, "result_shown", lambda: False)():
            click(qtbot, page.view, ("button", "result"))
        if page.view.stage.get(("panel",)) is not None:  # a round's scoring, read
            click(qtbot, page.view, ("button", "continue"))
        assert time.monotonic() < deadline, "no step came"
        qtbot.wait(1)


def read_to_the_asked_step(qtbot, window):
    guide = guided_turn(qtbot, window)
    while not guide.current_step().asks and "next" in guide.callout.buttons:
        click_callout(qtbot, window.game_window.view, guide.callout, "next")
    return guide


def human_moves(session) -> list[dict]:
    actions = session.record.actions
    return [actions[entry.index].to_json() for entry in session.log() if entry.actor == HUMAN]


def play_the_tutorial(qtbot, window, free_moves: random.Random):
    """Play through the window: read each step, make each asked move, and where the
    player plays freely, moves drawn from `free_moves`; return the guide at its last
    step and the steps shown."""
    page = window.game_window
    session = page.session
    shown = []
    while True:
        guide = guided_turn(qtbot, window, timeout=60.0)
        if guide.playing_freely():
            assert "step" in guide.callout.text.lower() or guide.callout.text
            assert guide.callout.buttons == [] and guide.callout.tip() is None
            if wait_for_human(qtbot, session) and guide.playing_freely():
                page.view.actionChosen.emit(free_moves.choice(session.legal_actions()))
            continue
        step = guide.current_step()
        if not shown or shown[-1] != guide.step_index:
            shown.append(guide.step_index)
        assert guide.callout.text == QCoreApplication.translate(*step.text)
        if "play_on" in guide.callout.buttons:
            return guide, shown
        if not step.asks:
            click_callout(qtbot, page.view, guide.callout, "next")
            continue
        wait_for_human(qtbot, session)  # an auction's result is read and closed first
        count = len(session.record.actions)
        page.view.actionChosen.emit(guide.progress.expected(session.position))
        assert len(session.record.actions) > count, f"step {guide.step_index + 1} refused"


@pytest.mark.parametrize("game_id", GAMES)
def test_a_tutorial_runs_to_its_end_with_the_expected_moves(qtbot, make_window, game_id):
    tutorial = tutorial_for(game_id)
    window = make_window()
    session = window.start_tutorial(game_id)
    page = window.game_window
    guide, shown = play_the_tutorial(qtbot, window, random.Random(7))
    assert shown == list(range(len(tutorial.steps)))  # every step, in order
    assert guide.callout.buttons == ["play_on", "real_game"]
    exact = [move for step in tutorial.steps for move in step.moves]
    played = human_moves(session)
    assert all(move in played for move in exact)
    requested = []
    page.newGameRequested.connect(requested.append)
    click_callout(qtbot, page.view, guide.callout, "real_game")
    assert requested == [game_id] and page.guide is None


@pytest.mark.parametrize("game_id", GAMES)
def test_a_wrong_move_is_refused_with_the_explanation_and_changes_nothing(
        qtbot, make_window, game_id):
    window = make_window()
    session = window.start_tutorial(game_id)
    page = window.game_window
    guide = read_to_the_asked_step(qtbot, window)
    step = guide.current_step()
    expected = session.game.action_from_json(step.moves[0])
    other = next(a for a in session.legal_actions() if a != expected)
    before = (len(session.record.actions), session.observation())
    page.view.actionChosen.emit(other)
    qtbot.wait(20)
    assert (len(session.record.actions), session.observation()) == before
    assert guide.callout.note == QCoreApplication.translate(*step.wrong)
    assert guide.current_step() is step and session.legal_actions()
    page.view.actionChosen.emit(expected)
    assert human_moves(session) == [step.moves[0]]
    assert not (guide.callout.isVisible() and guide.callout.note)


@pytest.mark.parametrize("game_id", GAMES)
def test_skip_leaves_a_normal_game_that_plays_on(qtbot, make_window, game_id):
    window = make_window()
    session = window.start_tutorial(game_id)
    page = window.game_window
    guide = guided_turn(qtbot, window)
    callout = guide.callout
    click_callout(qtbot, page.view, callout, "skip")
    assert page.guide is None and callout.scene() is None
    for _ in range(3):  # any legal move is played now, and the computers answer
        assert wait_for_human(qtbot, session)
        count = len(session.record.actions)
        page.view.actionChosen.emit(session.legal_actions()[-1])
        assert len(session.record.actions) > count
    assert wait_for_human(qtbot, session)


@pytest.mark.parametrize("text_size", ["normal", "larger"])
@pytest.mark.parametrize("lang", language.LANGUAGES)
@pytest.mark.parametrize("game_id", GAMES)
def test_every_callout_text_fits_its_bubble(qapp, qm_files, english, print_size, game_id,
                                            lang, text_size):
    language.install(qapp, lang, remember=False)
    print_size(text_size)
    translate = QCoreApplication.translate
    callout = CalloutItem()
    tutorial = tutorial_for(game_id)
    for number, step in enumerate(tutorial.steps, 1):
        text = translate(*step.text)
        if lang != "en":
            assert text != step.text[1], f"step {number} is not translated into {lang}"
        note = translate(*step.wrong) if step.wrong else ""
        buttons = [("play_on", translate("Tutorial", "Play on")),
                   ("real_game", translate("Tutorial", "Play a real game"))]
        progress = translate("Tutorial", "Step {number} of {total}").format(
            number=number, total=len(tutorial.steps))
        callout.set_content(text, progress, translate("Tutorial", "End the tutorial"), buttons, note)
        assert callout.text_fits(), f"{game_id} step {number} overflows its bubble in {lang}"


@pytest.mark.parametrize("game_id", GAMES)
def test_learn_to_play_starts_from_the_game_card_and_the_help_menu(qtbot, make_window, game_id):
    window = make_window()
    card = window.start_page.card(game_id)
    assert card.tutorial_button.isVisible()
    qtbot.mouseClick(card.tutorial_button, Qt.MouseButton.LeftButton)
    page = window.game_window
    assert page is not None and page.game_id == game_id and page.guide is not None
    assert page.session.seed == tutorial_for(game_id).deal
    window.leave_game()
    window.tutorial_actions[game_id].trigger()
    assert window.game_window.guide is not None and window.game_window.game_id == game_id
    assert window.tutorial_menu.title() and window.tutorial_actions[game_id].text()


@pytest.mark.parametrize("game_id", GAMES)
def test_the_callout_of_an_asked_move_points_at_its_target_and_leaves_it_in_view(
        qtbot, make_window, game_id):
    window = make_window()
    window.start_tutorial(game_id)
    guide = read_to_the_asked_step(qtbot, window)
    qtbot.wait(450)  # the bubble follows the items to their places
    target = guide.target_rect(guide.current_step().target)
    assert target is not None
    tip = guide.callout.tip()
    assert tip is not None and target.adjusted(-1, -1, 1, 1).contains(tip)
    assert not guide.callout.mapRectToScene(guide.callout.body()).contains(target.center())


def play_to_free_play(qtbot, window):
    """Play the asked moves until the player may play freely; the guide then."""
    page = window.game_window
    while True:
        guide = guided_turn(qtbot, window, timeout=60.0)
        if guide.playing_freely():
            return guide
        if not guide.current_step().asks:
            click_callout(qtbot, page.view, guide.callout, "next")
            continue
        wait_for_human(qtbot, page.session)
        page.view.actionChosen.emit(guide.progress.expected(page.session.position))


@pytest.mark.parametrize("game_id", GAMES)
def test_between_key_moments_the_player_plays_any_move_and_the_bubble_steps_aside(
        qtbot, make_window, game_id):
    window = make_window()
    session = window.start_tutorial(game_id)
    page = window.game_window
    guide = play_to_free_play(qtbot, window)
    waiting = guide.step_index
    assert guide.callout.isVisible() and guide.callout.buttons == []
    assert guide.callout.tip() is None and guide.callout.button_rect("skip") is not None
    table = page.view.table_rect()
    bubble = guide.callout.mapRectToScene(guide.callout.body())
    assert table.contains(bubble) and bubble.width() < table.width() / 2
    status = guide.target_rect(("status",))
    assert status is None or not status.intersects(bubble)
    hidden = [item for key, item in page.view.stage.items().items() if item.isVisible()
              and item.sceneBoundingRect().intersects(bubble) and key[:1] == ("hand",)]
    assert hidden == []  # the player's own cards stay in sight
    assert wait_for_human(qtbot, session)
    for choice in (-1, 0):  # the first and the last legal move alike: no move is asked
        if not (guide.playing_freely() and wait_for_human(qtbot, session)):
            break
        count = len(session.record.actions)
        page.view.actionChosen.emit(session.legal_actions()[choice])
        assert len(session.record.actions) > count and guide.callout.note == ""
    if guide.step_index == waiting:  # taken back, the moves are free again
        session.set_paused(True)  # the computers wait until the move is judged
        assert judged(qtbot, session).undo() and guide.playing_freely() and \
            guide.step_index == waiting


@pytest.mark.parametrize("game_id", GAMES)
def test_undo_takes_the_steps_back_with_the_moves(qtbot, make_window, game_id):
    window = make_window()
    session = window.start_tutorial(game_id)
    guide = read_to_the_asked_step(qtbot, window)
    step = guide.step_index
    asked = guide.progress.expected(session.position)
    window.game_window.view.actionChosen.emit(asked)
    assert guide.step_index != step or guide.progress.place.within == 1
    session.set_paused(True)  # the computers wait until the move is judged
    judged(qtbot, session)
    session.set_paused(False)
    if asked.type in ("look", "peek", "spy"):  # CABO's first look: a card seen stays seen
        assert not session.undo() and session.undo_refusal() == "seen"
        return
    assert session.undo()
    guide = guided_turn(qtbot, window)
    assert guide.step_index == step and guide.progress.place.within == 0
    assert guide.callout.text == QCoreApplication.translate(*guide.current_step().text)


def test_a_moment_that_never_comes_before_the_end_leads_to_the_closing_step(
        qtbot, make_window, monkeypatch):
    tutorial = tutorial_for("caramba")
    steps = [dataclasses.replace(step, when=lambda state: False) if step.when else step
             for step in tutorial.steps]
    never = dataclasses.replace(tutorial, steps=tuple(steps))
    monkeypatch.setattr("caramba_desktop.ui.main_window.tutorial_for", lambda game_id: never)
    window = make_window()
    session = window.start_tutorial("caramba")
    guide = play_to_free_play(qtbot, window)
    free_moves = random.Random(3)
    while wait_for_human(qtbot, session, timeout=120.0):
        assert guide.playing_freely()
        window.game_window.view.actionChosen.emit(free_moves.choice(session.legal_actions()))
    guide = guided_turn(qtbot, window)
    assert guide.step_index == len(tutorial.steps) - 1
    assert guide.callout.buttons == ["play_on", "real_game"]
    assert guide.callout.button_rect("play_on") is not None
