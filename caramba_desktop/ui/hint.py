"""The Hint button of the game window: the hard level's move for the human to play.

The search runs in the bot process on the player's own view (ai/hint.py via
GameSession.ask_hint), so the GUI thread only sends the request and shows
the answer, and a hint never reveals anything the player could not know. An
answer that arrives after the position changed is dropped.
"""

from __future__ import annotations

import importlib
import logging
from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication, QObject, Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QLabel, QPushButton, QWidget

from caramba_desktop.ai.hint import ALTERNATIVES
from caramba_desktop.engine.api import Action
from caramba_desktop.ui.language import percent_text

log = logging.getLogger(__name__)


def move_text(game_id: str, action: dict, seat: int, names: Sequence[str],
              preview: Callable[[Action], list[dict]] = lambda action: []) -> str:
    """A move the player may make, said to the player in the player's language ("draw a
    card"), as the game's texts word it from the action and, in a game without secrets,
    from the public events it would cause (`preview`)."""
    texts = importlib.import_module(f"caramba_desktop.games.{game_id}.texts")
    line = texts.describe_choice(action, seat, preview(Action.from_json(action)), names)
    return line or action.get("type", "?").replace("_", " ")


def hint_text(game_id: str, answer: dict, seat: int, names: Sequence[str],
              preview: Callable[[Action], list[dict]] = lambda action: []) -> str:
    """The hint as shown: the move, then the best alternatives with their shares, what a
    share is, and why the move is not the most tried one where it is not."""
    translate = QCoreApplication.translate
    best, chosen = answer["action"], _key(answer["action"])
    best_share = next((share for a, share in answer["shares"] if _key(a) == chosen), 0.0)
    others = sorted(((a, share) for a, share in answer["shares"]
                     if _key(a) != chosen and share > 0), key=lambda pair: -pair[1])
    shown = [(best, best_share)] + others[:ALTERNATIVES]
    moves = _distinct_move_texts(game_id, [a for a, _ in shown], seat, names, preview)
    lines = [translate("Hint", "Suggested: {move} ({share})").format(
        move=moves[0], share=percent_text(best_share))]
    for move, (_action, share) in zip(moves[1:], shown[1:]):
        lines.append(translate("Hint", "or {move} ({share})").format(
            move=move, share=percent_text(share)))
    if others:
        lines.append(translate("Hint", "Percentages: how much of its thinking the strongest "
                                       "level gave each move."))
    if others and others[0][1] > best_share:
        # where luck makes the search's values noisy (SEARCH_CONFIDENCE), the level keeps
        # its steady move unless another proved better: say why it is not the most tried
        lines.append(translate("Hint", "Suggested though thought about less: too close to "
                                       "call, no other move proved clearly better."))
    return "\n".join(lines)


def _distinct_move_texts(game_id: str, actions: list[dict], seat: int, names: Sequence[str],
                         preview: Callable[[Action], list[dict]]) -> list[str]:
    """The moves' texts; two that read the same (a bid of 4 on dynamite from two different
    cards) are told apart by the game's `choice_detail` (the card played)."""
    moves = [move_text(game_id, action, seat, names, preview) for action in actions]
    texts = importlib.import_module(f"caramba_desktop.games.{game_id}.texts")
    detail = getattr(texts, "choice_detail", lambda action: None)
    return [f"{move} {detail(action)}" if moves.count(move) > 1 and detail(action) else move
            for move, action in zip(moves, actions)]


def _key(action: dict) -> tuple:
    return tuple(sorted((k, str(v)) for k, v in action.items()))


class HintControl(QObject):
    """A button (and the H key) that asks for a hint and a label that shows it."""

    def __init__(self, window: QWidget, parent_widget: QWidget) -> None:
        super().__init__(window)
        self.window = window
        self.session = window.session
        self.button = QPushButton(parent_widget)
        self.button.setObjectName("hintButton")
        self.button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.button.setAutoDefault(False)
        self.button.clicked.connect(self.ask)
        self.label = QLabel(parent_widget)
        self.label.setObjectName("hintLabel")
        self.label.setWordWrap(True)
        self.label.setTextFormat(Qt.TextFormat.PlainText)  # it may name a player
        self.label.hide()
        self.shortcut = QShortcut(QKeySequence("H"), window)
        self.shortcut.activated.connect(self.ask)
        self._future = None
        self._moves = -1  # the number of moves when the hint was asked
        for signal in (self.session.actionApplied, self.session.stateReset,
                       self.session.viewerChanged):
            signal.connect(self.clear)
        self.retranslate()
        self.update()

    def available(self) -> bool:
        """Only the human to move, looking at his own table, may ask."""
        s = self.session
        return bool(s.legal_actions()) and s.viewer == s.current_player and not s.closed

    def update(self) -> None:
        self.button.setEnabled(self.available() and self._future is None)

    def ask(self) -> None:
        if not self.available() or self._future is not None:
            return
        self._moves = len(self.session.log())
        self._future = self.session.ask_hint(self._done)
        if self._future is not None:
            self._show(QCoreApplication.translate("Hint", "Thinking…"))
        self.update()

    def _done(self, future) -> None:
        self._future = None
        if future.cancelled() or self.session.closed:
            return
        self.update()
        if len(self.session.log()) != self._moves or not self.available():
            return  # the position changed meanwhile
        try:
            answer = future.result()
        except Exception:
            log.exception("the hint failed")
            self.clear()
            return
        self._show(hint_text(self.window.game_id, answer, self.session.current_player,
                             self.window.names, self.session.preview))
        self.window.view.show_hint(Action.from_json(answer["action"]))

    def _show(self, text: str) -> None:
        self.label.setText(text)
        self.label.show()

    def clear(self, *_) -> None:
        self.label.hide()
        self.label.clear()
        self.window.view.show_hint(None)
        self.update()

    def shutdown(self) -> None:
        if self._future is not None:
            self._future.cancel()
            self._future = None

    def retranslate(self) -> None:
        translate = QCoreApplication.translate
        self.button.setText(translate("Hint", "Hint"))
        self.button.setToolTip(translate(
            "Hint", "What would the strongest computer level play? (H)"))
