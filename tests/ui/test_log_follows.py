"""The log follows the game in every table: the newest line scrolls into view after
each move, unless the player has scrolled back to read; scrolling to the end again
makes it follow once more. Played through the real window, animations off."""

from __future__ import annotations

import random

import pytest
from PySide6.QtWidgets import QAbstractSlider

from tests.ui.table_helpers import start_game, wait_for_human


def play_human_moves(qtbot, session, moves: int, rng: random.Random) -> None:
    """The human makes `moves` moves (any legal ones); the computers answer."""
    for _ in range(moves):
        assert wait_for_human(qtbot, session)
        if session.handoff_pending is not None:
            session.confirm_handoff()
        else:
            # calling CABO would end the round at once and the match soon
            actions = [a for a in session.legal_actions() if a.type != "cabo"]
            session.submit(rng.choice(actions or session.legal_actions()))
    wait_for_human(qtbot, session)
    qtbot.wait(20)  # the list lays its wrapped lines out


def line_in_view(log, row: int) -> bool:
    rect = log.list.visualItemRect(log.list.item(row))
    return log.list.viewport().rect().contains(rect.center())


@pytest.mark.parametrize("game_id", ["cabo", "mina", "caravan"])
def test_the_newest_line_is_in_view_unless_the_player_scrolled_back(
        qtbot, make_window, game_id):
    window = make_window()
    session = start_game(window, game_id, ["Pancho", "Dolores", "Emiliano"], "hcc", seed=4)
    log = window.game_window.log
    rng = random.Random(1)

    play_human_moves(qtbot, session, 12, rng)
    scroll = log.list.verticalScrollBar()
    assert scroll.maximum() > 0, "the log must be longer than its panel for this test"
    assert line_in_view(log, log.list.count() - 1)

    # a hint appears under the log and makes it shorter: the newest line stays in view
    hint = window.game_window.hint
    hint.ask()
    qtbot.waitUntil(lambda: hint.label.text().startswith("Suggested:"), timeout=30_000)
    qtbot.wait(20)
    assert line_in_view(log, log.list.count() - 1)

    # the player scrolls back to the first line: new moves leave it there
    scroll.triggerAction(QAbstractSlider.SliderAction.SliderToMinimum)
    lines_before = log.list.count()
    play_human_moves(qtbot, session, 6, rng)
    assert log.list.count() > lines_before
    assert line_in_view(log, 0)
    assert not line_in_view(log, log.list.count() - 1)

    # back at the end, the log follows again
    scroll.triggerAction(QAbstractSlider.SliderAction.SliderToMaximum)
    play_human_moves(qtbot, session, 6, rng)
    assert line_in_view(log, log.list.count() - 1)
