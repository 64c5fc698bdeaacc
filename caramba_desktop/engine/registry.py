"""Where games are found by id. A game joins by being listed in GAME_MODULES."""

from __future__ import annotations

import importlib

from caramba_desktop.engine.api import Game

# id -> module that defines GAME; a game not yet built is simply absent.
GAME_MODULES = {
    "caramba": "caramba_desktop.games.caramba.rules",
    "cabo": "caramba_desktop.games.cabo.rules",
    "caravan": "caramba_desktop.games.caravan.rules",
    "mina": "caramba_desktop.games.mina.rules",
}

_cache: dict[str, Game] = {}


def game_ids() -> list[str]:
    return list(GAME_MODULES)


def game(game_id: str) -> Game:
    if game_id not in GAME_MODULES:
        raise KeyError(f"unknown game {game_id!r}")
    if game_id not in _cache:
        _cache[game_id] = importlib.import_module(GAME_MODULES[game_id]).GAME
    return _cache[game_id]


def all_games() -> list[Game]:
    return [game(gid) for gid in GAME_MODULES]
