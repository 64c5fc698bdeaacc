"""Seeded random games of CABO, Caramba! and Mina de Plata go exactly as pinned.

Every legal move list, chance outcome list, public consequence and seat's view of
a random game at the fewest and the most players is digested and compared with
tests/fixtures/playouts.json (tests/fixtures/make_playouts.py): the rules may get
faster, never different.
"""

from __future__ import annotations

import json
import random

import pytest

from caramba_desktop.engine import registry
from caramba_desktop.engine.api import CHANCE, Action
from tests.fixtures.make_playouts import PLAYOUTS, case_name, cases, play

PINNED = json.loads(PLAYOUTS.read_text("utf-8"))


@pytest.mark.parametrize("case", cases(), ids=[case_name(*case) for case in cases()])
def test_seeded_random_games_go_as_pinned(case):
    assert play(*case) == PINNED[case_name(*case)]


@pytest.mark.parametrize("game_id", ["cabo", "caramba", "mina"])
def test_a_move_is_accepted_exactly_when_it_is_listed(game_id):
    """The quick answer a game may give to "is this move legal?" agrees with its list of
    legal moves, for every move seen in the game so far (equal copies included)."""
    game = registry.game(game_id)
    rng = random.Random(5)
    for players in (game.min_players, game.max_players):
        state, seen = game.new_state(players), set()
        while not state.is_terminal():
            if state.current_player == CHANCE:
                outcomes = state.chance_outcomes()
                state.apply(rng.choices([a for a, _ in outcomes], [w for _, w in outcomes])[0])
                continue
            legal = state.legal_actions()
            seen.update(legal)
            for action in seen:
                copy = Action.from_json(action.to_json())
                assert state.is_legal(action) == state.is_legal(copy) == (action in legal)
            state.apply(rng.choice(legal))
