"""Whether a game's search rollouts, which read a position straight from the state
for speed, choose what the heuristic chooses from the seat's observation."""

from __future__ import annotations

import random
from collections.abc import Callable

from caramba_desktop.ai import arena
from caramba_desktop.ai.bots import Bot
from caramba_desktop.engine.api import CHANCE, Action, Game, State


def rollout_moves_checked(game: Game, bots: list[Bot], heuristic: Bot,
                          rollout_move: Callable[[State, random.Random], Action],
                          rng: random.Random,
                          also: Callable[[State], None] | None = None) -> int:
    """Play a whole game with `bots`; at every decision assert that `rollout_move`
    chooses what `heuristic` chooses for the player to move (and call `also` on the
    position first). Returns the number of decisions compared."""
    state, compared = game.new_state(len(bots)), 0
    while not state.is_terminal():
        player = state.current_player
        if player == CHANCE:
            state.apply(arena.chance_action(state, rng))
            continue
        if also is not None:
            also(state)
        legal, observation = state.legal_actions(), state.observation(player)
        assert rollout_move(state, rng) == heuristic.choose(observation, legal)
        compared += 1
        state.apply(bots[player].choose(observation, legal))
    return compared
