"""A refused move in the player's words: the rules' refusal code (IllegalAction, or
GameSession.submit's own) as the sentence the table shows.

A game's own codes are worded by its texts module's `illegal_text(code)`; the codes
every game shares (the engine's, the session's) here.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from caramba_desktop.ui.log_panel import texts_for


def shared_text(code: str) -> str | None:
    """The sentence of a code any game may give (engine/api.py, the session)."""
    translate = QCoreApplication.translate
    return {
        "not_your_turn": translate("GameWindow", "It is not your turn"),
        "handoff_pending": translate("GameWindow", "Pass the screen on first"),
        "game_over": translate("GameWindow", "The game is over"),
        "session_closed": translate("GameWindow", "The game is closed"),
        "not_legal": translate("GameWindow", "The rules do not allow that move now"),
        "wrong_phase": translate("GameWindow", "That move belongs to another part of the "
                                 "turn"),
        "malformed_action": translate("GameWindow", "That is not a move of this game"),
        "unknown_action": translate("GameWindow", "That is not a move of this game"),
        "chance_due": translate("GameWindow", "Wait a moment: chance decides first"),
        "not_an_outcome": translate("GameWindow", "Chance cannot bring that"),
        "unknown_option": translate("GameWindow", "This game has no such option"),
        "bad_option": translate("GameWindow", "That option cannot take this value"),
        "bad_player_count": translate("GameWindow", "This game is not for that many "
                                      "players"),
    }.get(code)


def illegal_text(code: str, game_id: str | None = None) -> str:
    """A refused move in words; an unknown code gets a plain "not possible now"."""
    own = getattr(texts_for(game_id), "illegal_text", None)
    worded = (own(code) if callable(own) else None) or shared_text(code)
    return worded or QCoreApplication.translate("GameWindow", "That move is not possible now")
