"""A click on the table that the table itself refuses says why on the status line and
changes nothing: a Caravan space no camel of yours can go to, a space clicked before a
camel is picked, one's own camels while another plays; a CABO card of another player
while a Spy or Swap card is held, before its action is chosen, and another's card or a
pile during the opening look; a Mina de Plata space before "Lay an ambush", and one's
own sombrero clicked to move it."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt

from caramba_desktop.engine.api import CHANCE, Action
from caramba_desktop.games.caravan.rules import GAME as CARAVAN
from caramba_desktop.games.caravan.view_board import CELL, cell_centre
from caramba_desktop.games.mina.rules import GAME as MINA
from caramba_desktop.ui.main_window import MainWindow
from tests.ui.table_helpers import click, start_game, wait_for_human
from tests.ui.test_refusals import card_key, open_holding, open_scripted, race_move


def click_space(qtbot, view, space: int) -> None:
    """A real mouse click on a space of the board, in its bottom-right corner, where no
    camel, good or marker of a space with one or two camels stands."""
    point = view.mapFromScene(cell_centre(space) + QPointF(CELL * 0.42, CELL * 0.44))
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(point))


def occupied(state) -> set[int]:
    return {c[0] for camels in state.camels for c in camels if c[0] is not None}


def placing(state) -> Action:
    """The human starts; everybody places camels on free spaces."""
    if state.current_player == CHANCE:
        outcomes = [a for a, _ in state.chance_outcomes()]
        return next((a for a in outcomes if a.type == "start_player" and a["player"] == 0),
                    outcomes[0])
    free = [a for a in state.legal_actions()
            if a.type == "place" and a["space"] not in occupied(state)]
    return free[0] if free else Action("end_turn")


def one_action_left(state) -> bool:
    """The human has one action left, a camel in the supply, and camels stand on the
    board (a space with a camel costs two)."""
    return (state.current_player == 0 and state.actions_left == 1 and len(occupied(state)) > 1
            and any(c[0] is None for c in state.camels[0]))


@pytest.fixture
def caravan_table(qtbot, make_window, tmp_path):
    window = make_window()
    state = CARAVAN.new_state(2)
    actions = open_scripted(qtbot, window, tmp_path, state, placing, one_action_left)
    return window.game_window, window.session, state, actions


def assert_nothing_changed(session, camels, actions) -> None:
    assert session.observation(0)["camels"] == camels
    assert len(session.record.actions) == len(actions)


def test_a_space_out_of_reach_of_the_camel_picked_says_there_are_too_few_actions(
        qtbot, caravan_table):
    page, session, state, actions = caravan_table
    camels = session.observation(0)["camels"]
    supply = next(i for i, c in enumerate(camels[0]) if c[0] is None)
    click(qtbot, page.view, ("camel", 0, supply))
    assert page.view.pending() == ("place", supply)
    taken = min(occupied(state))  # costs two actions: one is left
    click_space(qtbot, page.view, taken)
    assert page.message_label.isVisible()
    assert page.message_label.text() == "You do not have enough actions left for that"
    assert page.view.pending() == ("place", supply)  # the camel stays picked up
    assert_nothing_changed(session, camels, actions)


def test_a_space_out_of_reach_with_nothing_picked_says_there_are_too_few_actions(
        qtbot, caravan_table):
    page, session, state, actions = caravan_table
    camels = session.observation(0)["camels"]
    click_space(qtbot, page.view, min(occupied(state)))
    assert page.message_label.text() == "You do not have enough actions left for that"
    assert_nothing_changed(session, camels, actions)


def test_a_free_space_clicked_first_says_to_pick_a_camel_first(qtbot, caravan_table):
    page, session, state, actions = caravan_table
    camels = session.observation(0)["camels"]
    free = next(s for s in range(49) if s not in occupied(state))
    click_space(qtbot, page.view, free)
    assert page.message_label.isVisible()
    assert page.message_label.text() == (
        "First choose one of your camels, or your supply to place one; then the space")
    assert page.view.pending() is None
    assert_nothing_changed(session, camels, actions)


def test_ones_own_camel_or_a_space_while_the_computer_plays_says_whose_turn_it_is(
        qtbot, caravan_table):
    page, session, state, actions = caravan_table
    session.set_paused(True)  # Dolores thinks on
    session.submit(Action("end_turn"))
    qtbot.waitUntil(lambda: session.current_player == 1)
    camels = session.observation(0)["camels"]
    on_board = next(i for i, c in enumerate(camels[0]) if c[0] is not None)
    click(qtbot, page.view, ("camel", 0, on_board))
    assert page.message_label.text() == "It is not your turn"
    page._clear_message()
    click_space(qtbot, page.view, next(s for s in range(49) if s not in occupied(state)))
    assert page.message_label.text() == "It is not your turn"
    assert session.observation(0)["camels"] == camels
    assert len(session.record.actions) == len(actions) + 1  # the end of the turn only


@pytest.mark.parametrize("value, sentence", [
    (9, "To look at another player's card, choose Spy first"),
    (11, "To exchange two cards, choose Swap first, then the two cards")])
def test_another_players_card_before_spy_or_swap_is_chosen_says_what_to_click(
        qtbot, make_window, tmp_path, value, sentence):
    page, session, actions = open_holding(qtbot, make_window, tmp_path, value)
    click(qtbot, page.view, card_key(page, 1, 0))
    assert page.message_label.isVisible()
    assert page.message_label.text() == sentence
    assert page.view.pending() is None
    assert len(session.record.actions) == len(actions)
    assert session.observation(0)["held"] == value  # still held, still to use


def test_another_players_card_or_a_pile_during_the_opening_look_says_to_look_first(
        qtbot, make_window):
    window = make_window()
    session = start_game(window, "cabo", ["Anna", "Ben"], "hc", seed=5)
    page = window.game_window
    assert wait_for_human(qtbot, session)
    assert {a.type for a in session.legal_actions()} == {"look"}
    count = len(session.record.actions)
    for key in (card_key(page, 1, 0), ("draw",), ("discard",)):
        page._clear_message()
        click(qtbot, page.view, key)
        assert page.message_label.isVisible(), key
        assert page.message_label.text() == (
            "First look at your own cards: the round begins once everybody has looked")
    assert len(session.record.actions) == count


def ambush_possible(state) -> bool:
    return state.current_player == 0 and any(a.type == "ambush" for a in state.legal_actions())


@pytest.fixture
def mina_race(qtbot, make_window, tmp_path):
    """A Mina de Plata race, the human to move and free to lay an ambush."""
    window = make_window()
    actions = open_scripted(qtbot, window, tmp_path, MINA.new_state(2), race_move,
                            ambush_possible)
    return window.game_window, window.session, actions


def test_a_space_clicked_before_lay_an_ambush_says_to_click_it_first(qtbot, mina_race):
    page, session, actions = mina_race
    free = next(s for s in range(1, 61) if page.view.stage.get(("space", s)) is not None
                and Action("ambush", space=s) in session.legal_actions())
    click(qtbot, page.view, ("space", free))
    assert page.message_label.text() == (
        "To lay an ambush, choose “Lay an ambush” first, then a free space")
    assert page.view.pending() is None
    assert len(session.record.actions) == len(actions)
    click(qtbot, page.view, ("button", "ambush"))  # and then the space lays it
    click(qtbot, page.view, ("space", free))
    assert session.record.actions[len(actions)] == Action("ambush", space=free)


def test_a_long_refusal_on_a_small_window_wraps_in_the_status_lines_place(
        qtbot, make_window, tmp_path, english):
    window = make_window()
    window.set_language("fr")
    window.resize(*MainWindow.MINIMUM_SIZE)
    state = CARAVAN.new_state(2)
    actions = open_scripted(qtbot, window, tmp_path, state, placing, one_action_left)
    page = window.game_window
    qtbot.wait(10)
    bar, table = page.status_bar.height(), page.view.geometry()
    click_space(qtbot, page.view, next(s for s in range(49) if s not in occupied(state)))
    qtbot.wait(10)
    assert page.message_label.isVisible() and not page.status_label.isVisible()
    assert page.message_label.text().startswith("Choisissez d’abord un de vos chameaux")
    assert page.status_bar.height() == bar and page.view.geometry() == table  # no jump
    metrics = page.message_label.fontMetrics()
    room = page.message_label.contentsRect()
    needed = metrics.boundingRect(room, Qt.TextFlag.TextWordWrap, page.message_label.text())
    assert needed.height() <= room.height()  # every word shown
    assert len(window.session.record.actions) == len(actions)
    page._clear_message()
    assert page.status_label.isVisible() and not page.message_label.isVisible()


def test_ones_own_sombrero_clicked_to_move_it_says_the_dice_move_it(qtbot, mina_race):
    page, session, actions = mina_race
    mine = [s for s, hat in enumerate(session.observation(0)["sombreros"])
            if hat["owner"] == 0 and hat["space"] is not None]
    assert mine
    for hat in mine:
        page._clear_message()
        click(qtbot, page.view, ("sombrero", hat))
        assert page.message_label.text() == "The dice move the sombrero whose turn it is: roll"
    assert len(session.record.actions) == len(actions)
