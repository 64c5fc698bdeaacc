"""The position suite (tools/position_suite.py): in positions where a strong player
sees the right move at once, the hard level finds it, and never plays what the game
calls a misplay there."""

from __future__ import annotations

import random

import pytest

from caramba_desktop.ai import ismcts
from caramba_desktop.ai.hint import hint
from caramba_desktop.engine.api import CHANCE, TERMINAL
from caramba_desktop.tools import position_suite
from caramba_desktop.tools.position_suite import FOUND_AT_LEAST, missed, positions

GAMES = ("cabo", "caramba", "caravan", "mina")
# at least this many positions a game, of each kind of misplay the game knows
SUITE_SIZE = 30


def test_every_game_has_a_suite():
    assert set(position_suite.suite_games()) == set(GAMES)


@pytest.mark.parametrize("game_id", GAMES)
def test_every_position_asks_a_decision_with_a_clear_right_move(game_id):
    misplay = ismcts.knowledge(game_id).misplay
    suite = positions(game_id)
    assert len(suite) >= SUITE_SIZE
    assert len({p.name for p in suite}) == len(suite)
    for position in suite:
        state = position.state
        assert state.current_player not in (CHANCE, TERMINAL), position.name
        legal = state.legal_actions()
        assert position.why.strip() and position.right, position.name
        for move in position.right:
            assert move in legal, (position.name, move)
            assert misplay(state, move) is None, (position.name, move)
        # a position where nothing can go wrong tests nothing
        assert any(misplay(state, move) for move in legal), position.name


@pytest.mark.parametrize("game_id", GAMES)
def test_hard_finds_the_right_move(game_id):
    wrong, total = missed(game_id, "hard")
    normal, _ = missed(game_id, "normal")
    print(f"{game_id}: hard {total - len(wrong)}/{total}, normal {total - len(normal)}/{total}")
    assert total - len(wrong) >= FOUND_AT_LEAST * total, wrong


@pytest.mark.parametrize("game_id", GAMES)
def test_the_hint_never_suggests_a_misplay(game_id):
    """A family asking for a hint in these positions is never told to make the mistake,
    even from a short search whose noise favours it."""
    misplay = ismcts.knowledge(game_id).misplay
    for seed, position in enumerate(positions(game_id)[:8]):
        state = position.state
        view = ismcts.SeatView(state, state.current_player, random.Random(seed))
        told = hint(view, seed=seed, max_iterations=300).advice
        assert misplay(state, told.suggestion.action) is None, position.name
