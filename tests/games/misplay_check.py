"""What every game's misplay tests ask: how often the heuristic (the Normal level)
plays a move its game calls a misplay, over whole games."""

from __future__ import annotations

import random

from caramba_desktop.ai import ismcts
from caramba_desktop.ai.arena import chance_action
from caramba_desktop.ai.bots import ask, make_bot
from caramba_desktop.engine import registry
from caramba_desktop.engine.api import CHANCE


def normal_misplays(game_id: str, games: list[tuple[int, int]]) -> tuple[int, int]:
    """(choices, misplays) of Normal in every seat over games of (players, seed): the
    decisions with more than one legal move, and those where it played a misplay."""
    misplay = ismcts.knowledge(game_id).misplay
    choices = flagged = 0
    for players, seed in games:
        rng = random.Random(seed)
        state = registry.game(game_id).new_state(players)
        bots = [make_bot("normal", game_id, seed * 10 + p) for p in range(players)]
        while not state.is_terminal():
            player = state.current_player
            if player == CHANCE:
                state.apply(chance_action(state, rng))
                continue
            action = ask(bots[player], state, player)
            if len(state.legal_actions()) > 1:
                choices += 1
                flagged += misplay(state, action) is not None
            state.apply(action)
    return choices, flagged
