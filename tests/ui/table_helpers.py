"""What the table tests share: seating players, waiting for a human's turn, and
clicking scene items through the viewport as a mouse does."""

import time

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication

from caramba_desktop.session.session import Seat
from caramba_desktop.ui.new_game import NewGameConfig


def start_game(window, game_id: str, names: list[str], kinds: str, seed: int,
               options: dict | None = None, level: str = "normal"):
    """Start `game_id` in `window` without the dialog: kinds "h"/"c" per seat."""
    seats = [Seat(names[i], "human" if k == "h" else "computer", level)
             for i, k in enumerate(kinds)]
    window.start_config(NewGameConfig(game_id, seats, options or {}, seed), confirm=False)
    return window.session


def wait_for_human(qtbot, session, timeout: float = 30.0, asked: bool = False) -> bool:
    """Let the automatic steps run until a human must act (True) or the game ends; a
    result the table holds play for (Caramba!'s auction) is read and closed on the way.
    Undo's state is settled by then (the moves it may cross are judged). A question the
    table answers by itself when the human lets the pause pass (Mina de Plata's offer of a
    deal) is waited through, unless `asked`."""
    deadline = time.monotonic() + timeout
    view = table_of(session)
    while True:
        if getattr(view, "result_shown", lambda: False)():
            click(qtbot, view, ("button", "result"))
        legal = session.legal_actions()
        silent = any(a.type in session.game.silent_actions for a in legal)
        if (session.is_over() or session.handoff_pending is not None
                or (legal and (asked or not silent))) and not being_judged(session):
            return not session.is_over()
        assert time.monotonic() < deadline, "no human turn came"
        qtbot.wait(1)


def being_judged(session) -> bool:
    """Whether a move Undo may cross is still being judged (asked for here)."""
    session.can_undo()
    return session.judging


def table_of(session):
    """The table view of the game window that plays `session` (None: not shown)."""
    for widget in QApplication.allWidgets():
        if getattr(widget, "session", None) is session and hasattr(widget, "view"):
            return widget.view
    return None


def click(qtbot, view, key, offset_y: float = 0.0) -> None:
    """A real mouse click on the scene item `key`, through the view's viewport."""
    item = view.stage.get(key)
    assert item is not None, key
    centre = item.mapToScene(item.boundingRect().center())
    centre.setY(centre.y() + offset_y)
    point = view.mapFromScene(centre)
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(point))


def targets(view) -> set:
    """The keys of the table's items a click may choose now (buttons aside)."""
    return {key for key, item in view.stage.items().items() if getattr(item, "legal", False)
            and key[0] != "button"}
