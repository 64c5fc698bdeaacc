"""Wild clicking: thousands of random clicks, keys and choices on a game in play.

Two human seats share the screen with a computer seat. Random real mouse
clicks land on the table's items (legal targets more often, so the game moves
on), on empty table, on the buttons (undo, the hand-off cover, play again),
random keys reach the table, and random actions, mostly illegal now, are
chosen as if by the table. The app must not raise anything, apply only legal
actions (every game played replays legally from its record), and never draw
a seat's secrets for anybody else: every observation the table draws is the
one of the session's viewer, and while the screen waits to be passed on, the
table shows the public view under the cover.
"""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractButton

from caramba_desktop.engine import registry
from caramba_desktop.session.session import Seat
from caramba_desktop.ui import game_views
from caramba_desktop.ui.new_game import NewGameConfig

EVENTS = 2000
RECORDS = Path(__file__).resolve().parents[1] / "fixtures" / "records"
KEYS = [Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down, Qt.Key.Key_Tab,
        Qt.Key.Key_Return, Qt.Key.Key_Space, Qt.Key.Key_Escape, Qt.Key.Key_P, Qt.Key.Key_1,
        Qt.Key.Key_2, Qt.Key.Key_3, Qt.Key.Key_Backspace]


def seen_actions(game_id: str) -> list[dict]:
    """Every action in the fixture saves of the game: real moves, mostly not legal now."""
    actions = []
    for path in sorted(RECORDS.glob(f"{game_id}_*.json")):
        actions += json.loads(path.read_text("utf-8"))["actions"]
    return [json.loads(text) for text in sorted({json.dumps(a, sort_keys=True) for a in actions})]


class PrivacyWatch:
    """Checks every drawing of the table against what its viewer may see."""

    def __init__(self, page) -> None:
        self.page = page
        self.draws = 0
        view = page.view
        original = view.show_observation

        def show_observation(obs, legal, viewer, names):
            self.check(obs, viewer)
            return original(obs, legal, viewer, names)

        view.show_observation = show_observation

    def check(self, obs, viewer) -> None:
        s = self.page.session
        self.draws += 1
        assert viewer == s.viewer
        assert obs == s.observation(viewer)  # exactly the viewer's view, nothing more
        if viewer is not None:
            assert s.seats[viewer].is_human
        if s.handoff_pending is not None:
            assert viewer is None  # the table is covered and shows only what is public


def clickable_buttons(page) -> list[QAbstractButton]:
    """The visible buttons, but those that leave the table (tested elsewhere)."""
    leaving = {page.leave_button, page.rules_button, page.end_panel.new_button,
               page.end_panel.back_button, page.end_panel.replay_button}
    return [b for b in page.findChildren(QAbstractButton)
            if b.isVisible() and b.isEnabled() and b not in leaving]


@pytest.mark.parametrize("game_id", game_views.playable_games())
def test_wild_clicking_applies_only_legal_moves_and_shows_no_secret(make_window, qtbot, game_id):
    game = registry.game(game_id)
    rng = random.Random(f"wild:{game_id}")
    window = make_window()
    window.session_kwargs["step_delay_ms"] = 0
    seats = [Seat("Dolores", "human"), Seat("Ramón", "human"),
             Seat("Pancho", "computer", "random")][:max(game.min_players, min(3, game.max_players))]
    window.start_config(NewGameConfig(game_id, seats, {}, 11), confirm=False)
    choices = seen_actions(game_id)
    watches: dict = {}  # session -> its PrivacyWatch
    counts = {"refused": 0, "human moves": 0}

    def page():
        p = window.game_window
        if p.session not in watches:  # a new game (play again): watch it too
            watches[p.session] = PrivacyWatch(p)
            p.session.illegalAction.connect(lambda *_: counts.update(refused=counts["refused"] + 1))
        return p

    for _ in range(EVENTS):
        p = page()
        view = p.view
        kind = rng.random()
        before = len(p.session.record.actions)
        if kind < 0.55:  # a real click on a table item, legal targets twice as likely
            items = [i for i in view.scene().items() if i.isVisible()]
            legal = [i for i in items if getattr(i, "legal", False)]
            pool = legal if legal and rng.random() < 0.5 else items
            if pool:
                rect = rng.choice(pool).sceneBoundingRect()
                point = view.mapFromScene(rng.uniform(rect.left(), rect.right()),
                                          rng.uniform(rect.top(), rect.bottom()))
                QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton,
                                 Qt.KeyboardModifier.NoModifier, point)
        elif kind < 0.65:  # anywhere on the table
            size = view.viewport().size()
            QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton,
                             Qt.KeyboardModifier.NoModifier,
                             QPoint(rng.randrange(size.width()), rng.randrange(size.height())))
        elif kind < 0.75:  # a button: undo, "I am ...", play again, the end screen's
            buttons = clickable_buttons(p)
            if buttons:
                QTest.mouseClick(rng.choice(buttons), Qt.MouseButton.LeftButton)
        elif kind < 0.85:
            QTest.keyClick(view, rng.choice(KEYS))
        else:  # a move chosen as if by the table, legal or not
            view.actionChosen.emit(game.action_from_json(rng.choice(choices)))
        actors = [e.actor for e in p.session.log()[before:]]
        counts["human moves"] += sum(a >= 0 and p.session.seats[a].is_human for a in actors)
        qtbot.wait(rng.choice([0, 0, 1, 3]))  # the computer and the chance steps go on
        if p.session.handoff_pending is not None and window.game_window is p:
            # the screen waits to be passed on: covered, unless the table still shows the
            # player at the screen a moment of her own turn (a card just looked at)
            holds = getattr(view, "holds_handoff", lambda: False)
            assert p.cover.isVisible() or holds()
    for session in watches:
        session.record.replay()  # every applied action was legal (RecordError otherwise)
    assert counts["human moves"] > 10  # the clicks did play
    assert counts["refused"] > 0  # and the illegal choices were refused
    assert sum(w.draws for w in watches.values()) > 100
