"""The hint shows on the table what it means: the card, space, camel or chip its move
starts with is ringed, the ring goes with the next move; the hint says what its chances are."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from caramba_desktop.engine import registry
from tests.ui.table_helpers import start_game, wait_for_human

NAMES = ["Pancho", "Dolores"]
SEEDS = {"caramba": 3, "cabo": 3, "caravan": 5, "mina": 4}


def expected_keys(game_id: str, view, action) -> set:
    """What a player would look for on the table for the hinted move."""
    if game_id == "caramba" and action.type == "bid":
        return {("hand", 0, action["card"])}
    if game_id == "cabo" and action.type == "look":
        return {("card", view.card_id(0, i)) for i in action["positions"]}
    if game_id == "mina" and action.type == "place":
        return {("space", action["space"])}
    if game_id == "caravan" and action.type == "place":
        return {("camel", 0, 0)}
    return set()


@pytest.mark.parametrize("game_id", registry.game_ids())
def test_the_hinted_move_is_ringed_on_the_table(qtbot, make_window, game_id):
    window = make_window()
    session = start_game(window, game_id, NAMES, "hc", SEEDS[game_id])
    assert wait_for_human(qtbot, session)
    if session.handoff_pending is not None:
        session.confirm_handoff()
    page = window.game_window
    view, hint = page.view, page.hint
    assert view.hint_marks() == []
    qtbot.mouseClick(hint.button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: hint.label.text().startswith("Suggested:"), timeout=30_000)
    action = view.hinted()
    assert action in session.legal_actions()
    marks = view.hint_marks()
    assert marks, "nothing is marked on the table"
    keys = {key for key, _ in marks if key is not None}
    expected = expected_keys(game_id, view, action)
    assert expected and expected <= keys, (action, keys)
    if game_id == "caravan":  # the space the camel goes to is ringed too
        from caramba_desktop.games.caravan.view_board import cell_centre
        centres = {rect.center().toPoint() for key, rect in marks if key is None}
        assert cell_centre(action["space"]).toPoint() in centres
    for key, rect in marks:
        assert view.scene().sceneRect().contains(rect.center())
    # the last line says what a chance is, in numbers or, where they do not hold, in words
    assert hint.label.text().splitlines()[-1].startswith(("Chance to win:", "Better or worse:"))
    # the move is made: the ring goes
    session.submit(action)
    assert view.hint_marks() == [] and view.hinted() is None
