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

from caramba_desktop.ai.hint import ALTERNATIVES, Advice, Choice, advice
from caramba_desktop.ai.review import COSTLY_SLIP_LOSS
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


def chance_text(chance: float | None) -> str:
    """A weighed chance as a player reads it ("about 42 % to win"), or why there is none."""
    if chance is None:
        return QCoreApplication.translate("Hint", "not weighed enough")
    return QCoreApplication.translate("Hint", "about {chance} to win").format(
        chance=percent_text(chance))


def chances_in_numbers(game_id: str, players: int) -> bool:
    """Whether the game's chances are shown as numbers at this many players: its texts'
    CHANCES_HOLD, the player counts where the calibration (docs/AI.md) found them to
    hold; elsewhere a hint says better or worse."""
    texts = importlib.import_module(f"caramba_desktop.games.{game_id}.texts")
    return players in texts.CHANCES_HOLD


def choice_chance_text(advice: Advice, choice: Choice, numbers: bool = True) -> str:
    """What a hint says of one choice beside the suggestion: its chance, "as good" where
    the search cannot tell them apart, or that it was not weighed enough; without
    `numbers`, only how it compares with the suggestion."""
    translate = QCoreApplication.translate
    if not choice.weighed:
        return chance_text(None)
    if choice is advice.suggestion:
        return chance_text(choice.chance) if numbers else translate(
            "Hint", "the best chance it found")
    if advice.as_good(choice):
        return translate("Hint", "as good, as far as it can tell")
    if numbers:
        return chance_text(choice.chance)
    if advice.chance_lost(choice.action) >= COSTLY_SLIP_LOSS:
        return translate("Hint", "much worse")
    return translate("Hint", "worse")


def chance_explained(numbers: bool = True) -> str:
    """The one line that says what a chance is."""
    if not numbers:
        return QCoreApplication.translate(
            "Hint", "Better or worse: as the strongest level judges it; in this game its "
                    "chances are too rough to show as numbers.")
    return QCoreApplication.translate(
        "Hint", "Chance to win: the strongest level's estimate, playing on against "
                "players as strong as itself.")


def reason_text(game_id: str, action: dict, observation: dict | None, seat: int,
                names: Sequence[str],
                preview: Callable[[Action], list[dict]] = lambda action: []) -> str | None:
    """Why a move helps, in the game's words, from what it visibly changes: the game's
    texts read the player's own observation and, in a game without secrets, the public
    events the move would cause."""
    if observation is None:
        return None
    texts = importlib.import_module(f"caramba_desktop.games.{game_id}.texts")
    return texts.reason(observation, action, preview(Action.from_json(action)), seat, names)


def hint_text(game_id: str, answer: dict, seat: int, names: Sequence[str],
              preview: Callable[[Action], list[dict]] = lambda action: [],
              observation: dict | None = None) -> str:
    """The hint as shown: the suggestion, why (from the player's `observation`), and the
    best alternatives, each with its chance to win from the player's own view, and one
    line on what a chance is."""
    translate = QCoreApplication.translate
    told = advice(answer, game_id)
    numbers = chances_in_numbers(game_id, len(names))
    shown = [told.suggestion] + [c for c in told.alternatives if c.tries][:ALTERNATIVES]
    moves = _distinct_move_texts(game_id, [c.action.to_json() for c in shown], seat, names,
                                 preview)
    lines = [translate("Hint", "Suggested: {move} ({chance})").format(
        move=moves[0], chance=choice_chance_text(told, told.suggestion, numbers))]
    why = reason_text(game_id, told.suggestion.action.to_json(), observation, seat, names,
                      preview)
    if why:
        lines.append(translate("Hint", "Why: {reason}").format(reason=why))
    for move, choice in zip(moves[1:], shown[1:]):
        lines.append(translate("Hint", "or {move} ({chance})").format(
            move=move, chance=choice_chance_text(told, choice, numbers)))
    lines.append(chance_explained(numbers))
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
        game_id = self.window.game_id
        seat = self.session.current_player
        self._show(hint_text(game_id, answer, seat, self.window.names, self.session.preview,
                             self.session.observation(seat)))
        self.window.view.show_hint(advice(answer, game_id).suggestion.action)

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
