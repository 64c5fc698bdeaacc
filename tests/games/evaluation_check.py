"""Whether a game's search evaluation is as sure of a lead as the games bear out.

The search judges the position where a rollout ends by `search_value`, a
softmax of the players' strengths. Its temperature says how sure a lead makes
it. Too small, and it counts a lead of a few points as a won game; too large,
and it hardly tells a lead from a deficit. Either way its judgement misleads
the search. Played games show the right measure: the temperature at which the
values foretell the games' winners best (least log-loss)."""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Hashable
from types import ModuleType

from caramba_desktop.ai import arena
from caramba_desktop.ai.bots import ask, make_bot
from caramba_desktop.engine.api import Game, State


def judged_positions(game: Game, players: int, games: int,
                     stage: Callable[[State], Hashable]) -> list[tuple[State, list[int]]]:
    """Copies of the positions where a new `stage` of a game begins (a race, a round:
    where the search's rollouts end), from games Normal plays in every seat, each with
    the game's winners."""
    rng = random.Random(players)
    found = []
    for _ in range(games):
        bots = [make_bot("normal", game.id, seed=rng.getrandbits(32)) for _ in range(players)]
        state, positions = game.new_state(players), []
        current = stage(state)
        while not state.is_terminal():
            player = state.current_player
            state.apply(arena.chance_action(state, rng) if player < 0
                        else ask(bots[player], state, player))
            now = stage(state)
            if now != current and not state.is_terminal():
                positions.append(state.clone())
            current = now
        found += [(position, state.winners()) for position in positions]
    return found


def log_loss(positions: list[tuple[State, list[int]]],
             value: Callable[[State, int], list[float]]) -> float:
    """How badly `value` foretells the winners, on average (0: sure and always right)."""
    total = 0.0
    for state, winners in positions:
        values = value(state, 0)
        total -= sum(math.log(values[w]) for w in winners) / len(winners)
    return total / len(positions)


def uniform_log_loss(players: int) -> float:
    """The log-loss of giving every player the same chance."""
    return math.log(players)


def temperature_log_losses(positions: list[tuple[State, list[int]]], module: ModuleType,
                           temperature: str, monkeypatch) -> tuple[float, float, float]:
    """The log-loss of `module.search_value` with its `temperature` constant halved,
    as it is, and doubled."""
    base = getattr(module, temperature)
    losses = []
    for scale in (0.5, 1, 2):
        monkeypatch.setattr(module, temperature, base * scale)
        losses.append(log_loss(positions, module.search_value))
    return losses[0], losses[1], losses[2]
