"""The one place that says which table view plays which game.

A game is playable in the app when its rules are in engine.registry and its
table is listed here. A view class is a `TableView` with

    actionChosen = Signal(object)                        the player chose an Action
    show_observation(obs, legal, viewer, names)          draw; viewer None = public
    status_text() -> str                                 what is expected now
    phase_text() -> str                                  the phase, in words
    end_summary(obs, names) -> list[ResultRow]           the end screen's rows
    end_reason(obs) -> str     (optional)                why the game ended, if unusual
    retranslate(); clear()

Views are imported only when a game of theirs starts, so the start page does
not pay for every game's table.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass, field

from PySide6.QtCore import QCoreApplication

from caramba_desktop.engine import registry

# game id -> "module:Class"
VIEW_CLASSES: dict[str, str] = {
    "caramba": "caramba_desktop.games.caramba.view:CarambaView",
    "mina": "caramba_desktop.games.mina.view:MinaView",
    "cabo": "caramba_desktop.games.cabo.view:CaboView",
    "caravan": "caramba_desktop.games.caravan.view:CaravanView",
}


@dataclass
class ResultRow:
    """One player on the end screen."""

    player: int
    score: float
    winner: bool
    icons: list[str] = field(default_factory=list)  # SVG paths (e.g. the secured crates)
    note: str = ""  # e.g. "4 cards in hand"
    # the score in the player's language, for a game that does not count in points
    # (called again when the language changes); None: "{points} pts"
    score_text: Callable[[int], str] | None = None


def game_title(game_id: str) -> str:
    """The game's name in the player's language."""
    titles = {
        "caramba": QCoreApplication.translate("NewGameDialog", "Caramba!"),
        "cabo": QCoreApplication.translate("NewGameDialog", "CABO"),
        "caravan": QCoreApplication.translate("NewGameDialog", "Caravan"),
        "mina": QCoreApplication.translate("NewGameDialog", "Caramba! – Mina de Plata"),
    }
    return titles.get(game_id, game_id)


def is_playable(game_id: str) -> bool:
    return game_id in VIEW_CLASSES and game_id in registry.GAME_MODULES


def playable_games() -> list[str]:
    return [gid for gid in registry.game_ids() if gid in VIEW_CLASSES]


def view_class(game_id: str) -> type:
    """The TableView subclass for `game_id` (KeyError if the game has no table yet)."""
    module_name, _, class_name = VIEW_CLASSES[game_id].partition(":")
    return getattr(importlib.import_module(module_name), class_name)


def create_view(game_id: str, parent=None):
    return view_class(game_id)(parent)
