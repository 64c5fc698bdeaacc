"""The bot interface and the table of bot kinds.

A bot chooses from what its seat may know: the observation and the legal
actions of its turn. It never receives a State, so it cannot cheat.
"""

from __future__ import annotations

import importlib
import random

from caramba_desktop.engine.api import Action


class Bot:
    kind = "bot"

    def __init__(self, game_id: str, seed: int | None = None) -> None:
        self.game_id = game_id
        self.rng = random.Random(seed)

    def choose(self, observation: dict, legal: list[Action]) -> Action:
        raise NotImplementedError


class RandomBot(Bot):
    """Picks uniformly among the legal actions."""

    kind = "random"

    def choose(self, observation: dict, legal: list[Action]) -> Action:
        return self.rng.choice(legal)


def _heuristic(game_id: str) -> type[Bot]:
    return importlib.import_module(f"caramba_desktop.games.{game_id}.ai").HeuristicBot


BOT_KINDS = ("random", "heuristic")


def make_bot(kind: str, game_id: str, seed: int | None = None) -> Bot:
    if kind == "random":
        return RandomBot(game_id, seed)
    if kind == "heuristic":
        return _heuristic(game_id)(game_id, seed)
    raise ValueError(f"unknown bot kind {kind!r}; known: {', '.join(BOT_KINDS)}")
