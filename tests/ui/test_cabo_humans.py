"""CABO with several humans at one screen: after a round's scoring the next round starts
behind the hand-off cover; the side panel marks the next player only when the one looking
at a card is done; the memory aid is each human's own choice. Through the real window."""

from __future__ import annotations

import random

from PySide6.QtCore import Qt

from caramba_desktop.engine.api import Action
from tests.ui.table_helpers import click, start_game
from tests.ui.test_cabo_window import own_card, settle

NAMES = ["Anna", "Ben", "Carla"]


def marked_rows(page) -> list[str]:
    return [NAMES[row.index] for row in page.player_rows if row.active]


def step(qtbot, session, page, rng: random.Random) -> None:
    """One thing at the screen: pass the cover, close a moment, or make a move."""
    view = page.view
    settle(qtbot, session, page)
    assert not session.is_over()
    if not page.cover.isHidden():
        qtbot.mouseClick(page.cover.button, Qt.MouseButton.LeftButton)
    elif view.holds_moment():
        click(qtbot, view, ("button", "continue" if view.stage.get(("button", "continue"))
                            else "done"))
    else:
        kinds = {a.type for a in session.legal_actions()}
        if "cabo" in kinds:  # call at once: the round ends soon
            session.submit(Action("cabo"))
        else:
            session.submit(rng.choice(session.legal_actions()))


def test_after_the_scoring_the_next_round_starts_behind_the_cover(qtbot, make_window):
    window = make_window()
    session = start_game(window, "cabo", NAMES, "hhc", seed=7)
    page = window.game_window
    rng = random.Random(3)
    settle(qtbot, session, page)
    while not session.observation(None)["results"]:
        step(qtbot, session, page, rng)
        settle(qtbot, session, page)
    assert page.view.holds_moment() and page.cover.isHidden()  # everybody reads the scores
    while session.current_player not in (0, 1):
        qtbot.wait(1)  # the new round is dealt behind the panel
    # the hard case: the player who held the screen last also chooses first
    first = session.current_player
    assert session.viewer == first and session.handoff_pending is None
    click(qtbot, page.view, ("button", "continue"))
    assert not page.cover.isHidden(), "the next round's first choice opened uncovered"
    assert session.viewer is None and page.view.legal_actions() == []
    assert page.status_label.text() == f"Pass the screen to {NAMES[first]}"
    qtbot.mouseClick(page.cover.button, Qt.MouseButton.LeftButton)
    assert session.viewer == first and page.view.legal_actions()


def test_the_next_player_is_marked_once_the_one_peeking_is_done(qtbot, make_window):
    window = make_window()
    session = start_game(window, "cabo", NAMES[:2], "hh", seed=7)
    page = window.game_window
    view = page.view
    rng = random.Random(5)
    for _ in range(400):
        settle(qtbot, session, page)
        kinds = {a.type for a in session.legal_actions()}
        if page.cover.isHidden() and not view.holds_moment() and "peek" in kinds:
            break
        if "cabo" in kinds:
            kinds.discard("cabo")
            session.submit(rng.choice([a for a in session.legal_actions()
                                       if a.type != "cabo"]))
            continue
        step(qtbot, session, page, rng)
    me = session.current_player
    click(qtbot, view, ("button", "peek"))
    click(qtbot, view, own_card(view, me, 0))
    settle(qtbot, session, page)
    assert view.holds_moment() and page.cover.isHidden()
    assert marked_rows(page) == [NAMES[me]]  # still looking at the card
    click(qtbot, view, ("button", "done"))
    assert not page.cover.isHidden()
    assert marked_rows(page) == [NAMES[1 - me]]


def test_the_memory_aid_is_each_players_own(qtbot, make_window):
    window = make_window()
    session = start_game(window, "cabo", NAMES[:2], "hh", seed=7)
    page = window.game_window
    aid = page.view.memory_aid
    rng = random.Random(5)
    seen = {}
    for _ in range(100):
        step(qtbot, session, page, rng)
        settle(qtbot, session, page)
        viewer = session.viewer
        if viewer is None or viewer in seen:
            continue
        assert aid.isVisible() and not aid.isChecked()
        if viewer == 0:
            qtbot.mouseClick(aid, Qt.MouseButton.LeftButton, pos=aid.rect().center())
            assert aid.isChecked()
        seen[viewer] = True
        if len(seen) == 2:
            break
    # Anna turned it on; Ben's screen stays without it, Anna's keeps it
    for _ in range(40):
        step(qtbot, session, page, rng)
        settle(qtbot, session, page)
        if session.viewer is None:
            assert not aid.isVisible()
        elif page.cover.isHidden():
            assert aid.isChecked() == (session.viewer == 0)
            has_aid = any(k[0] == "aid" for k in page.view.stage.keys())
            if session.viewer == 1:
                assert not has_aid


def test_the_cards_looked_at_are_put_away_by_keyboard_too(qtbot, make_window):
    """Right reaches "Done" while the cards looked at are up (the table already turned
    public for the hand-off), Enter presses it: the cover comes."""
    window = make_window()
    session = start_game(window, "cabo", NAMES[:2], "hh", seed=7)
    page = window.game_window
    view = page.view
    settle(qtbot, session, page)
    qtbot.mouseClick(page.cover.button, Qt.MouseButton.LeftButton)
    look = next(a for a in session.legal_actions() if a.type == "look")
    view._choose(look)
    settle(qtbot, session, page)
    assert view.holds_moment() and page.cover.isHidden()
    qtbot.keyClick(view, Qt.Key.Key_Right)
    assert view.focused_key() == ("button", "done")
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert not view.holds_moment() and not page.cover.isHidden()
